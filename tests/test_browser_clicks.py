"""Clicks and keys in a real browser: Voila serves the worked example (RULES §1.12), Debian's
Chromium (driven by Playwright) double-clicks, clicks fast, plays with the keyboard alone and
takes a decision back, as a learner would. Screenshots are saved to test-artifacts/.

One Voila server and one browser for the module; every test opens its own page (its own
kernel). Skipped on a machine without Chromium — never under CI=true, where it fails instead.
"""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Iterator
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, need, voila_server, write_notebook
from test_browser_table import WORKED

#: The table's root, its status line and its cards, as the page shows them.
ROOT = ".bjs-root-table"
STATUS = ".bjs-status-view"
TABLE = ".bjs-table-view"

#: True when focus is on an enabled control inside the table (returns its class, else null).
FOCUS_IN_TABLE = """() => {
    const a = document.activeElement, root = document.querySelector('.bjs-root-table');
    if (!a || !root || !root.contains(a) || a.disabled || a.tagName !== 'BUTTON') return null;
    return [...a.classList].find((c) => c.startsWith('bjs-btn-')) || 'button';
}"""


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    need(importlib.util.find_spec("anywidget") is not None, "anywidget is not installed")
    tmp = tmp_path_factory.mktemp("voila-clicks")
    nb = tmp / "table.ipynb"
    write_notebook(
        nb,
        [
            "from bjswitch_widgets import SwitchTable",
            f"SwitchTable(scenario={json.dumps(WORKED, ensure_ascii=False)}, dealer_delay=0.2)",
        ],
    )
    with voila_server(tmp, nb) as url:
        yield url


@pytest.fixture
def page(browser: Any, voila_url: str) -> Iterator[Any]:
    from playwright.sync_api import expect

    ARTIFACTS.mkdir(exist_ok=True)
    opened = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        opened.goto(voila_url, timeout=90_000)
        expect(opened.locator(TABLE)).to_contain_text("Ann", timeout=90_000)
        expect(opened.locator("button.bjs-btn-switch")).to_be_enabled(timeout=30_000)
        # The keys script has found its table (it marks the root once attached).
        opened.wait_for_selector(f"{ROOT}[data-bjs-keys]", state="attached", timeout=30_000)
        yield opened
    finally:
        opened.close()


def _status(page: Any, text: str) -> None:
    """Wait for the status line, and for the kernel's answer to the last click or key (until
    then the table swallows clicks: they were made on the render before)."""
    from playwright.sync_api import expect

    expect(page.locator(STATUS)).to_contain_text(text, timeout=15_000)
    page.wait_for_selector(f"{ROOT}:not([data-bjs-busy])", state="attached", timeout=10_000)


def _button(page: Any, control: str) -> Any:
    return page.locator(f"button.bjs-btn-{control}")


def _quick_clicks(page: Any, control: str, times: int) -> None:
    """``times`` clicks on a control, back to back, each one a click of its own (detail 1: a
    pointer the system did not pair into a double-click). A few ms apart, so that all of them
    fall within one gesture's 250 ms (keys.js), however loaded the machine: Playwright's
    ``click()`` waits for the button to be stable first, and may take longer than that."""
    box = _button(page, control).bounding_box()
    assert box is not None, control
    for _ in range(times):
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def _settled_for(page: Any, ms: int = 700) -> None:
    """Give a late click its time to arrive (the kernel answers in a few ms)."""
    page.wait_for_timeout(ms)


def _focus(page: Any) -> str:
    """Wait until focus is on an enabled control inside the table; return its control."""
    handle = page.wait_for_function(FOCUS_IN_TABLE, timeout=10_000)
    return str(handle.json_value())


def _labels(page: Any) -> list[str]:
    return list(
        page.eval_on_selector_all(
            f"{TABLE} [aria-label]", "els => els.map((e) => e.getAttribute('aria-label'))"
        )
    )


def _in_order(labels: list[str], *names: str) -> bool:
    at = [labels.index(n) for n in names if n in labels]
    return len(at) == len(names) and at == sorted(at)


def _no_error(page: Any) -> None:
    text = page.locator(ROOT).inner_text()
    assert "not legal" not in text, text


def test_a_double_click_on_double_doubles_hand_1_only(page: Any) -> None:
    """Issue: the second click of a double-click landed on hand 2 after hand 1 finished."""
    from playwright.sync_api import expect

    _button(page, "switch").click()
    _status(page, "hand 1 (hard 11)")
    double = _button(page, "double")
    attempts = [
        ("dblclick", double.dblclick),
        ("two clicks of detail 1", lambda: _quick_clicks(page, "double", 2)),
        ("two clicks in one task", lambda: double.evaluate("b => { b.click(); b.click(); }")),
    ]
    for what, clicks in attempts:
        expect(double).to_be_enabled()
        clicks()
        _status(page, "Ann, hand 2 (hard 20)")
        _settled_for(page)
        table = page.locator(TABLE).inner_text()
        assert table.lower().count("doubled") == 1 and "Bet 2" in table, (what, table)
        _status(page, "hand 2")  # still waits
        expect(_button(page, "stand")).to_be_enabled()
        _no_error(page)
        if what == attempts[-1][0]:
            break
        _button(page, "undo").click()  # the same cards again: hand 1 to play
        _status(page, "hand 1 (hard 11)")
        assert "doubled" not in page.locator(TABLE).inner_text().lower()
    page.screenshot(path=str(ARTIFACTS / "clicks_double_click.png"), full_page=True)


def test_b_stand_clicked_three_times_stands_only_what_it_was_shown_for(page: Any) -> None:
    """Issue: three fast clicks stood both hands, then said 'stand' was not legal (settled)."""
    _button(page, "switch").click()
    _status(page, "hand 1 (hard 11)")
    stand = _button(page, "stand")
    _quick_clicks(page, "stand", 3)
    _status(page, "Ann, hand 2 (hard 20)")
    _settled_for(page)
    _status(page, "hand 2")
    _no_error(page)
    stand.click(click_count=3)  # a triple click on hand 2's Stand: one decision
    _status(page, "Round over")
    _settled_for(page)
    _no_error(page)
    table = page.locator(TABLE).inner_text()
    # 5♠ 6♥ stands on 11 and 10♣ 10♥ on 20; the dealer 9♣ 7♦ draws K♦ (the card a double
    # would have taken): 26, a bust, and both hands win 1:1 (§1.10).
    assert table.count("Win · 4 returned") == 2, table
    page.screenshot(path=str(ARTIFACTS / "clicks_stand_three_times.png"), full_page=True)


def test_c_the_worked_example_played_with_the_keyboard_alone(page: Any) -> None:
    """Tab into the table, then W (switch), D (double), S (stand); focus stays on an enabled
    control of the table after every step."""
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate(FOCUS_IN_TABLE):
            break
    assert _focus(page) == "bjs-btn-keep"
    page.keyboard.press("w")
    _status(page, "hand 1 (hard 11)")
    assert _focus(page) == "bjs-btn-hit"
    page.keyboard.press("d")
    _status(page, "hand 2 (hard 20)")
    assert _focus(page) == "bjs-btn-hit"
    page.keyboard.press("s")
    _status(page, "Round over")
    assert _focus(page) == "bjs-btn-undo"  # the one control left: try the other choice
    text = page.locator(TABLE).inner_text()
    assert "Push · 4 returned" in text and "Push · 2 returned" in text
    _no_error(page)
    page.screenshot(path=str(ARTIFACTS / "clicks_keyboard_only.png"), full_page=True)


def test_d_keep_then_undo_then_switch_on_the_same_cards(page: Any) -> None:
    """Undo (U or the button) takes the choice back; the other choice gets the same cards."""
    from playwright.sync_api import expect

    _button(page, "keep").click()
    _status(page, "hand 1 (hard 15)")  # 5♠ 10♥ kept
    assert _focus(page) == "bjs-btn-hit"
    page.keyboard.press("u")
    _status(page, "keep or switch?")
    assert _focus(page) == "bjs-btn-keep"
    _button(page, "switch").click()
    _status(page, "Ann, hand 1 (hard 11)")
    labels = _labels(page)
    assert _in_order(labels, "five of spades", "six of hearts", "ten of clubs", "ten of hearts")
    page.screenshot(path=str(ARTIFACTS / "clicks_undo_then_switch.png"), full_page=True)
    undo = _button(page, "undo")
    assert "[U]" in (undo.get_attribute("title") or "")
    undo.click()
    _status(page, "keep or switch?")
    expect(_button(page, "undo")).to_be_disabled()
    assert "Nothing to undo" in (_button(page, "undo").get_attribute("title") or "")
    _button(page, "keep").click()
    _status(page, "hand 1 (hard 15)")
    labels = _labels(page)
    assert _in_order(labels, "five of spades", "ten of hearts", "ten of clubs", "six of hearts")
    _no_error(page)
