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


#: Every button shown and off in the table's dock: its label and its tooltip without the key.
OFF_BUTTONS_JS = """() => [...document.querySelectorAll('.bjs-dock button:disabled')]
  .filter((b) => b.getClientRects().length > 0)
  .map((b) => [b.textContent.trim(), (b.getAttribute('title') || '').replace(/^\\[\\w+\\] /, '')])"""

#: The live regions inside the table's root: role, aria-live, and whether it is the status view's.
LIVE_REGIONS_JS = """() => [...document.querySelectorAll(
    '.bjs-root-table [role=status], .bjs-root-table [role=alert], .bjs-root-table [aria-live]')]
  .map((el) => [el.getAttribute('role'), el.getAttribute('aria-live'),
                !!el.closest('.bjs-status-view')])"""


def _live_regions_in_the_accessibility_tree(page: object) -> list[tuple[str, str]]:
    """What Chromium's accessibility tree holds as live regions: (role, live) of each node
    whose ``live`` property is set on itself (not inherited from a region around it)."""
    cdp = page.context.new_cdp_session(page)  # type: ignore[attr-defined]
    nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    found = []
    for node in nodes:
        props = {p["name"]: p["value"].get("value") for p in node.get("properties", [])}
        if props.get("live") in ("polite", "assertive"):
            found.append((node.get("role", {}).get("value", ""), props["live"]))
    cdp.detach()
    return found


def test_a_screen_reader_hears_each_status_line_and_every_reason_is_text(voila_url: str) -> None:
    """Issue 24 in Chromium: the status line is a live region (role="status", polite, whole)
    whose element stays while each move changes its text, and it is the table's only one; and
    Why not? shows, as text under the buttons, the reason of every button shown and off (not
    only in its title, which a keyboard or a touch screen cannot reach)."""
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        from playwright.sync_api import expect

        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(voila_url, timeout=90_000)
        root = page.locator(".bjs-root-table")
        expect(root).to_have_attribute("data-bjs-keys", "1", timeout=90_000)
        status = page.locator(".bjs-status-view")
        expect(status).to_contain_text("keep or switch?", timeout=30_000)
        assert status.aria_snapshot() == '- status: "Ann: keep or switch? (§1.7)"'
        assert page.evaluate(LIVE_REGIONS_JS) == [["status", None, True]]
        page.evaluate(
            "() => { window.bjsLive = document.querySelector('.bjs-status-view .bjs-live'); }"
        )
        page.locator("button.bjs-btn-why-not").click()
        why = page.locator(".bjs-why-not")
        expect(why).to_be_visible(timeout=30_000)
        expect(page.locator("button.bjs-btn-why-not")).to_have_text("Hide reasons")

        def reasons_are_text(when: str) -> int:
            off = page.evaluate(OFF_BUTTONS_JS)
            shown = why.inner_text()
            for label, reason in off:
                assert label in shown and reason and reason in shown, (when, label, reason, shown)
            return len(off)

        assert reasons_are_text("the deal") >= 5  # hit, stand, double, split, undo, next round
        page.locator("button.bjs-btn-switch").click()
        expect(status).to_contain_text("Ann, hand 1 (hard 11): hit, stand, double?", timeout=30_000)
        assert status.aria_snapshot() == '- status: "Ann, hand 1 (hard 11): hit, stand, double?"'
        # The same element announced the new line: it was not drawn anew.
        assert page.evaluate(
            "() => window.bjsLive.isConnected && window.bjsLive ===\n"
            "  document.querySelector('.bjs-status-view .bjs-live')"
        )
        assert ("status", "polite") in _live_regions_in_the_accessibility_tree(page)
        expect(why).to_contain_text("Keep and Switch", timeout=30_000)
        assert reasons_are_text("hand 1") >= 4
        page.screenshot(path=str(ARTIFACTS / "table_why_not.png"), full_page=True)
        for name in ("double", "stand"):
            button = page.locator(f"button.bjs-btn-{name}")
            expect(button).to_be_enabled(timeout=30_000)
            button.click()
        expect(status).to_contain_text("Round over", timeout=30_000)
        expect(why).to_contain_text("Keep, Switch, Hit, Stand, Double and Split", timeout=30_000)
        expect(why).to_contain_text("Next round: The session is over (1 round played)")
        assert reasons_are_text("the round's end") >= 7
        assert page.evaluate(LIVE_REGIONS_JS) == [["status", None, True]]
        page.close()
