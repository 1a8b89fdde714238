"""A fast second click acts on the next decision, in a real browser (issue 24, item 1): Voila
serves the worked example (RULES §1.12) and a trainer, Debian's Chromium (driven by Playwright)
clicks Stand on hand 1 and Stand on hand 2 about a third of a second later, by mouse, by the S
key and by Enter, answers two drills as fast, double-clicks and holds Enter down, as a
classroom would. Screenshots are saved to test-artifacts/clicks_fast_*.png.

The rule (bjswitch_widgets/widgets/keys.py): a click acts on the decision shown when it is
made; only the rest of a double or triple click (the same control again less than 250 ms after
the click before) and a click on a decision already made are dropped. The old rule dropped the
same button again within 400 ms, and any click the system counted as the second of a pair.

The second input waits for the first one's answer (painted some 30 ms after it here; on a
loaded machine an answer later than the second click would leave that click on the decision
already made) and is aimed 0.3 s after the first by the page's own clock (events' timeStamp),
landing 0.30–0.40 s after it: the issue's "about 0.35 s". A pair 0.4 s apart or more (a slow
machine) would not tell the old rule from the new, and is tried again on a new page, three
times at most.

One Voila server and one browser for the module; every attempt opens its own page (its own
kernel). Skipped on a machine without Chromium — never under CI=true, where it fails instead.

A fast clicker aims at the same spot again: the buttons must not move between one decision and
the next (the table's status line keeps room for two lines on a phone; the trainer's question
and buttons sit above its felt, whose height changes from drill to drill). Screenshots:
test-artifacts/clicks_still_*.png.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, need, voila_server, write_notebook
from test_browser_table import WORKED

from bjswitch_widgets.widgets.controls import key_of

ROOT = ".bjs-root-table"
TRAINER = ".bjs-root-trainer"
STATUS = ".bjs-status-view"
TABLE = ".bjs-table-view"
STATS = ".bjs-trainer-stats"

#: The second input is aimed this long after the first, and lands 0.30–0.40 s after it: the
#: issue's "about 0.35 s" (a page's round trip to Playwright comes on top).
APART = 0.3
#: A pair this far apart or more does not tell the fix from the old rule (which dropped the same
#: button again within 400 ms): it is tried again.
TOO_SLOW = 0.4
STAND = "button.bjs-btn-stand"

#: Records the page's clicks and key presses (time, kind, detail), before anything else sees them.
SPY = """() => {
    window.__inputs = [];
    document.addEventListener('click', (e) => __inputs.push([e.timeStamp, 'click', e.detail]),
                              true);
    document.addEventListener('keydown', (e) => __inputs.push([e.timeStamp, e.key, e.repeat]),
                              true);
}"""

#: Once `shown` is in `where`, the root is not waiting for the kernel, and `ms` have passed since
#: the first input recorded: the centre of `aim` if given (where to click next), else true.
READY = """([root, where, shown, ms, aim]) => {
    const r = document.querySelector(root), w = document.querySelector(where);
    if (!r || !w || !w.innerText.includes(shown) || 'bjsBusy' in r.dataset) return null;
    if (!window.__inputs.length || performance.now() - window.__inputs[0][0] < ms) return null;
    if (!aim) return true;
    const box = document.querySelector(aim).getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2];
}"""


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    need(importlib.util.find_spec("anywidget") is not None, "anywidget is not installed")
    folder: Path = tmp_path_factory.mktemp("voila-fast-clicks")
    table = json.dumps(WORKED, ensure_ascii=False)
    write_notebook(
        folder / "table.ipynb",
        [
            "from bjswitch_widgets import SwitchTable",
            f"SwitchTable(scenario={table}, dealer_delay=0.2)",
        ],
    )
    write_notebook(
        folder / "trainer.ipynb",
        ["from bjswitch_widgets import Trainer", 'Trainer(seed=3, focus="hard")'],
    )
    with voila_server(folder, folder) as url:
        yield url + "voila/render/"


def _open(browser: Any, url: str, root: str, width: int = 1280, theme: str = "light") -> Any:
    """A new page (its own kernel) once the keys script has found its root."""
    page = browser.new_page(viewport={"width": width, "height": 900})
    page.goto(f"{url}?theme={theme}", timeout=90_000)
    page.wait_for_selector(f"{root}[data-bjs-keys]", state="attached", timeout=90_000)
    return page


def _wait(page: Any, root: str, where: str, shown: str, ms: float = 0, aim: str = "") -> Any:
    """Until ``shown`` is in ``where`` with the kernel's answer in, ``ms`` after the first input;
    then the centre of ``aim`` (x, y), in the same call: no time lost before the next click."""
    ready = page.wait_for_function(
        READY, arg=[root, where, shown, ms, aim], polling="raf", timeout=30_000
    )
    return ready.json_value()


def _at_hand_1(page: Any) -> None:
    """Switch on the worked example: hand 1 (5♠ 6♥, hard 11) waits. Inputs recorded from here."""
    page.evaluate(SPY)
    page.locator("button.bjs-btn-switch").click()
    _wait(page, ROOT, STATUS, "hand 1 (hard 11)")
    page.evaluate("window.__inputs = []")


def _centre(page: Any, selector: str) -> tuple[float, float]:
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def _gap(page: Any) -> float:
    """Seconds between the first input recorded and the last."""
    inputs = page.evaluate("window.__inputs")
    assert len(inputs) >= 2, inputs
    return float(inputs[-1][0] - inputs[0][0]) / 1000


def _attempts(trial: Callable[[], float]) -> list[float]:
    """Run ``trial`` (which asserts, and returns its inputs' gap) until a pair came less than
    TOO_SLOW apart, three times at most; the gaps seen. A machine too loaded to give such a pair
    passes with a warning: every attempt asserted what it saw, none failed."""
    gaps: list[float] = []
    while len(gaps) < 3:
        gaps.append(trial())
        assert gaps[-1] >= APART, gaps
        if gaps[-1] < TOO_SLOW:
            return gaps
    warnings.warn(f"inputs {gaps} s apart: too slow to tell the 400 ms rule apart", stacklevel=2)
    return gaps


def _both_stood(page: Any) -> None:
    """Both hands stood: 5♠ 6♥ on 11 and 10♣ 10♥ on 20; the dealer 9♣ 7♦ draws K♦, busts, and
    both hands win 1:1 (§1.10). No refusal anywhere."""
    from playwright.sync_api import expect

    expect(page.locator(STATUS)).to_contain_text("Round over", timeout=15_000)
    table = page.locator(TABLE).inner_text()
    assert table.count("Win · 4 returned") == 2, table
    assert "not legal" not in page.locator(ROOT).inner_text()


@pytest.mark.parametrize(
    ("clicks", "width", "theme"),
    [("paired", 1280, "light"), ("apart", 390, "dark")],
)
def test_a_stand_then_stand_on_hand_2_a_third_of_a_second_later(
    browser: Any, voila_url: str, clicks: str, width: int, theme: str
) -> None:
    """The issue's case, by mouse, the second click aimed at Stand again, which stays where it
    was. ``paired``: at 1280 px the second click comes with detail 2, as the system counts two
    clicks on one spot within its double-click time (400–500 ms): still a decision of its own,
    about 0.35 s after the first. ``apart``: on a 390 px phone (dark; hand 2's longer question
    takes the second line kept for it) a click of its own (detail 1, as Playwright sends
    them)."""
    shot = ARTIFACTS / f"clicks_fast_stand_stand_{width}_{theme}.png"

    def trial() -> float:
        page = _open(browser, voila_url + "table.ipynb", ROOT, width, theme)
        try:
            _at_hand_1(page)
            first = _centre(page, STAND)
            page.mouse.click(*first)
            x, y = _wait(page, ROOT, STATUS, "Ann, hand 2 (hard 20)", APART * 1000, STAND)
            assert abs(x - first[0]) + abs(y - first[1]) < 2, (first, x, y)
            if clicks == "paired":  # on the same spot, as the system pairs clicks
                page.mouse.down(click_count=2)
                page.mouse.up(click_count=2)
            else:
                page.mouse.click(x, y)
            gap = _gap(page)
            _both_stood(page)
            page.screenshot(path=str(shot), full_page=True)
            return gap
        finally:
            page.close()

    _attempts(trial)


def test_b_a_double_click_on_stand_stands_hand_1_only(browser: Any, voila_url: str) -> None:
    """A true double-click (Playwright's dblclick: detail 1 then 2, a few ms apart) on hand 1's
    Stand stands hand 1 only: hand 2 still waits, with no refusal shown."""
    from playwright.sync_api import expect

    page = _open(browser, voila_url + "table.ipynb", ROOT)
    try:
        _at_hand_1(page)
        page.locator(STAND).dblclick()
        _wait(page, ROOT, STATUS, "Ann, hand 2 (hard 20)", 700)  # time for a late second click
        assert [i[2] for i in page.evaluate("window.__inputs")] == [1, 2]
        expect(page.locator(STATUS)).to_contain_text("Ann, hand 2 (hard 20)")
        expect(page.locator(STAND)).to_be_enabled()
        assert "not legal" not in page.locator(ROOT).inner_text()
        page.screenshot(path=str(ARTIFACTS / "clicks_fast_double_click.png"), full_page=True)
    finally:
        page.close()


@pytest.mark.parametrize("key", ["s", "Enter"])
def test_c_a_key_pressed_again_a_third_of_a_second_later(
    browser: Any, voila_url: str, key: str
) -> None:
    """The keyboard path: the S key twice, or Enter twice on the focused Stand (a click of
    detail 0, which the old rule took for the rest of a double-click), about 0.35 s apart."""

    def trial() -> float:
        page = _open(browser, voila_url + "table.ipynb", ROOT)
        try:
            _at_hand_1(page)
            if key == "Enter":
                page.locator(STAND).focus()
            page.keyboard.press(key)
            _wait(page, ROOT, STATUS, "Ann, hand 2 (hard 20)", APART * 1000)
            page.keyboard.press(key)
            gap = _gap(page)
            _both_stood(page)
            return gap
        finally:
            page.close()

    _attempts(trial)


def test_d_enter_held_on_stand_stands_one_hand(browser: Any, voila_url: str) -> None:
    """Enter held down on Stand repeats (the system's key repeat): the button would be pressed
    again on every repeat; a held key decides once, so hand 2 still waits."""
    from playwright.sync_api import expect

    page = _open(browser, voila_url + "table.ipynb", ROOT)
    try:
        _at_hand_1(page)
        page.locator(STAND).focus()
        page.keyboard.down("Enter")
        _wait(page, ROOT, STATUS, "Ann, hand 2 (hard 20)", 500)
        page.keyboard.down("Enter")  # a repeat: Playwright marks it so, as a held key is
        page.keyboard.down("Enter")
        page.keyboard.up("Enter")
        _wait(page, ROOT, STATUS, "Ann, hand 2 (hard 20)", 1200)
        inputs = page.evaluate("window.__inputs")
        assert [i[2] for i in inputs if i[1] == "Enter"] == [False, True, True], inputs
        assert [i[2] for i in inputs if i[1] == "click"] == [0], inputs  # pressed once
        expect(page.locator(STAND)).to_be_enabled()
    finally:
        page.close()


def test_e_the_trainer_answers_the_next_drill_a_third_of_a_second_later(
    browser: Any, voila_url: str
) -> None:
    """The trainer (its token is the drill's number): Stand on drill 1, Stand on drill 2 about
    0.35 s later by mouse answers both; S then S answers two more; a double-click on Stand one."""
    from playwright.sync_api import expect

    def trial() -> float:
        page = _open(browser, voila_url + "trainer.ipynb", TRAINER)
        try:
            page.evaluate(SPY)
            stand = f"{TRAINER} {STAND}"
            page.mouse.click(*_centre(page, stand))
            # Aimed again (the felt of drill 2 is taller; the buttons above it stay put).
            page.mouse.click(*_wait(page, TRAINER, STATS, "1 answered", APART * 1000, stand))
            gap = _gap(page)
            expect(page.locator(STATS)).to_contain_text("2 answered", timeout=15_000)
            page.evaluate("window.__inputs = []")
            letter = key_of("stand").lower()
            page.keyboard.press(letter)
            _wait(page, TRAINER, STATS, "3 answered", APART * 1000)
            page.keyboard.press(letter)
            expect(page.locator(STATS)).to_contain_text("4 answered", timeout=15_000)
            _wait(page, TRAINER, STATS, "4 answered", 0)
            page.locator(stand).dblclick()
            expect(page.locator(STATS)).to_contain_text("5 answered", timeout=15_000)
            page.wait_for_timeout(700)  # time for a late second click
            expect(page.locator(STATS)).to_contain_text("5 answered")
            page.screenshot(path=str(ARTIFACTS / "clicks_fast_trainer.png"), full_page=True)
            return gap
        finally:
            page.close()

    _attempts(trial)


#: The boxes (x, y, width, height on the screen) of the action buttons shown under ``where``,
#: by control (``bjs-btn-<name>``).
BOXES = """(where) => Object.fromEntries([...document.querySelectorAll(`${where} button`)]
  .filter((b) => b.getClientRects().length)
  .map((b) => { const r = b.getBoundingClientRect();
    return [[...b.classList].find((c) => c.startsWith('bjs-btn-')), [r.x, r.y, r.width, r.height]];
  }).filter(([name]) => name))"""


def _boxes(page: Any, where: str) -> dict[str, list[float]]:
    boxes: dict[str, list[float]] = page.evaluate(BOXES, where)
    assert "bjs-btn-stand" in boxes, boxes
    return boxes


def _moved(before: dict[str, list[float]], after: dict[str, list[float]]) -> dict[str, Any]:
    """The buttons shown in both whose box moved or changed size by more than 2 px."""
    return {
        name: (before[name], after[name])
        for name in before.keys() & after.keys()
        if any(abs(a - b) > 2 for a, b in zip(before[name], after[name], strict=True))
    }


@pytest.mark.parametrize(
    ("view", "width", "height", "theme"),
    [
        ("table", 390, 844, "light"),
        ("trainer", 1280, 900, "light"),
        ("trainer", 390, 844, "dark"),
    ],
)
def test_f_the_buttons_stay_where_they_were_from_one_decision_to_the_next(
    browser: Any, voila_url: str, view: str, width: int, height: int, theme: str
) -> None:
    """A fast clicker aims at the same spot again. At the table on a phone, Stand on hand 1
    then on hand 2 (whose longer question takes two lines); in the trainer, three drills one
    after the other (the felt's height changes with each: split hands, a note). Every action
    button shown at both decisions keeps its box, within 2 px, and Stand is clicked each time
    at the centre of its box as it was at the first decision."""
    page = browser.new_page(viewport={"width": width, "height": height})
    try:
        page.goto(f"{voila_url}{view}.ipynb?theme={theme}", timeout=90_000)
        if view == "table":
            root, where, steps = ROOT, f"{ROOT} .bjs-dock", ["hand 2 (hard 20)"]
            page.wait_for_selector(f"{root}[data-bjs-keys]", state="attached", timeout=90_000)
            page.evaluate(SPY)
            page.locator("button.bjs-btn-switch").click()
            _wait(page, root, STATUS, "hand 1 (hard 11)")
        else:
            root, where = TRAINER, TRAINER
            steps = ["1 answered", "2 answered"]
            page.wait_for_selector(f"{root}[data-bjs-keys]", state="attached", timeout=90_000)
            page.evaluate(SPY)
        boxes = [_boxes(page, where)]
        first = _centre(page, f"{root} {STAND}")
        for shown in steps:
            page.evaluate("window.__inputs = []")
            page.mouse.click(*first)
            # Clicks a fast learner's pace apart (less than 250 ms after the click before, a
            # click on the same button would be the rest of a double-click).
            _wait(page, root, STATUS if view == "table" else STATS, shown, APART * 1000)
            boxes.append(_boxes(page, where))
        page.screenshot(path=str(ARTIFACTS / f"clicks_still_{view}_{width}_{theme}.png"))
        for before, after in itertools.pairwise(boxes):
            assert not _moved(before, after), _moved(before, after)
    finally:
        page.close()
