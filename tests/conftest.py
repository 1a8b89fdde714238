"""Shared test settings: hypothesis profiles (a longer one under CI), one Chromium per
browser-test module (the ``browser`` fixture), and the ``browser`` mark on every test that needs
one (the modules ``test_browser_*`` and every test using the fixture): the lighter job on macOS
and Windows runs ``pytest -m "not browser and not tools"`` (.github/workflows/tests.yml)."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "dev", max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

# Lessons record first tries in a progress file beside the notebooks; the tests' kernels (nbval,
# Voila) write theirs to a temporary folder instead of the checkout.
os.environ.setdefault(
    "BJSWITCH_PROGRESS", os.path.join(tempfile.mkdtemp(prefix="bjs-progress-"), "progress.json")
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark ``browser`` what needs Chromium: a ``test_browser_*`` module, or the fixture."""
    for item in items:
        named = item.path.name.startswith("test_browser_")
        if named or "browser" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's Chromium for one test module (skipped on a laptop without it, never under CI),
    with test-artifacts/ ready for its screenshots."""
    from browser_helpers import ARTIFACTS, chromium

    with chromium() as launched:
        ARTIFACTS.mkdir(exist_ok=True)
        yield launched


# The tests speak English unless a test chooses otherwise: a developer's BJSWITCH_LANG must not
# change what they read, and a test that chooses a language gives it back.
os.environ.pop("BJSWITCH_LANG", None)


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    from bjswitch_widgets import language

    yield
    language._chosen = None
