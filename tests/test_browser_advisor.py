"""The Advisor in a real kernel (issue 15, rules §6): Voila serves a table with the Advisor on,
Chromium clicks as a learner would. After Keep, the hand 2♠ 2♥ against a 2 (the slowest kind of
hand to value exactly) shows the quick estimates with their error and "Working out the exact
values…"; the kernel keeps answering clicks meanwhile (the Advisor toggle is switched off and
on); then every stand/hit/double value reads "exact" and the split "±0.01". Light and dark
themes, screenshots in test-artifacts/advisor_*.png.

Skipped on a machine without Chromium — never under CI=true, where it fails instead.
"""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, need, voila_server, write_notebook

from bjswitch_widgets.strategy.values import SPLIT_ERROR

# §1.3 deal order: Ann's first cards 2♠ (hand 1) 10♣ (hand 2), up 2♦, second cards 2♥ 9♦, hole 7♣.
PAIR_OF_TWOS = {"players": ["Ann"], "cards": ["2♠", "10♣", "2♦", "2♥", "9♦", "7♣"]}


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    folder: Path = tmp_path_factory.mktemp("advisor")
    scenario = json.dumps(PAIR_OF_TWOS, ensure_ascii=False)
    write_notebook(
        folder / "advisor.ipynb",
        [
            "from bjswitch_widgets import SwitchTable",
            f"SwitchTable(scenario={scenario}, dealer_delay=0, advisor=True)",
        ],
    )
    with voila_server(folder, folder) as url:
        yield url + "voila/render/advisor.ipynb"


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_6_2_estimates_at_once_then_the_exact_values_and_the_kernel_keeps_answering(
    voila: str, browser: Any, theme: str
) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1100, "height": 900})
    try:
        page.goto(f"{voila}?theme={theme}", timeout=90_000)
        advisor = page.locator(".bjs-advisor")
        expect(advisor).to_contain_text("keep", timeout=90_000)
        page.locator("button.bjs-btn-keep").click()
        # The estimates come with the click; the exact values after it.
        expect(page.locator(".bjs-advisor-pending")).to_be_visible(timeout=10_000)
        assert page.locator(".bjs-advisor-error", has_text="±").count() == 4
        toggle = page.locator(".bjs-btn-advisor")
        toggle.click()  # the kernel answers while it works: the Advisor goes away …
        expect(page.locator(".bjs-advisor")).to_have_count(0, timeout=10_000)
        toggle.click()  # … and comes back
        expect(page.locator(".bjs-advisor-error", has_text="exact")).to_have_count(
            3, timeout=60_000
        )
        expect(page.locator(".bjs-advisor-pending")).to_have_count(0)
        split = page.locator("tr", has=page.locator("td", has_text="split"))
        expect(split.locator(".bjs-advisor-error")).to_have_text(f"±{SPLIT_ERROR:g}")
        ARTIFACTS.mkdir(exist_ok=True)
        page.locator(".bjs-root").screenshot(path=str(ARTIFACTS / f"advisor_{theme}.png"))
    finally:
        page.close()
