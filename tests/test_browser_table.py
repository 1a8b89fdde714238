"""A real-browser test of the table: Voila serves a notebook with the worked example, Debian's
Chromium (driven by Playwright) clicks Switch, Double, Stand as a learner would, and reads the
outcome from the page. A screenshot is saved to test-artifacts/.

Skipped on a machine without Chromium — never under CI=true, where it fails instead.
"""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_helpers import ARTIFACTS, chromium, need, voila_server, write_notebook

WORKED = {"players": ["Ann"], "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]}


@pytest.fixture
def voila_url(tmp_path: Path) -> Iterator[str]:
    need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    nb = tmp_path / "table.ipynb"
    write_notebook(
        nb,
        [
            "from bjswitch_widgets import SwitchTable",
            f"SwitchTable(scenario={json.dumps(WORKED, ensure_ascii=False)})",
        ],
    )
    with voila_server(tmp_path, nb) as url:
        yield url


def test_1_12_worked_example_clicked_in_a_real_browser(voila_url: str) -> None:
    """RULES §1.12 in Chromium: Switch, Double, Stand; both hands push, 6 returned."""
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        from playwright.sync_api import expect

        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(voila_url, timeout=90_000)
        table = page.locator(".bjs-table-view")
        expect(table).to_contain_text("Ann", timeout=90_000)
        for name in ("switch", "double", "stand"):
            button = page.locator(f"button.bjs-btn-{name}")
            expect(button).to_be_enabled(timeout=30_000)
            button.click()
        expect(table).to_contain_text("Push · 2 returned", timeout=30_000)
        text = table.inner_text()
        status = page.locator(".bjs-status-view").inner_text()
        page.screenshot(path=str(ARTIFACTS / "table_worked_example.png"), full_page=True)
        # The hole card is turned and the learner can read each hand's outcome and rule.
        assert "Push · 4 returned" in text and "Push · 2 returned" in text
        assert text.count("Dealer 22: push") == 2
        assert "6 chips returned" in status
        hit = page.locator("button.bjs-btn-hit")
        expect(hit).to_be_disabled()
        assert "over" in (hit.get_attribute("title") or "")
        assert page.locator('[aria-label="six of diamonds"]').count() == 1
        # A learner's table (no export=True) has no Export button: it would show the hole card.
        assert page.locator("button.bjs-btn-export").count() == 0
        # On a narrow screen the hands wrap below one another: nothing scrolls sideways.
        page.set_viewport_size({"width": 420, "height": 900})
        page.wait_for_timeout(300)
        fits = page.evaluate(
            """() => { const t = document.querySelector('.bjs-table-view');
                       const box = t.parentElement;
                       return [box.scrollWidth > box.clientWidth,
                               document.documentElement.scrollWidth]; }"""
        )
        assert fits[0] is False and fits[1] <= 420, fits
        page.screenshot(path=str(ARTIFACTS / "table_narrow.png"), full_page=True)
