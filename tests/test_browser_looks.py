"""The table's looks in a real browser: Voila serves the table, Debian's Chromium (Playwright)
plays a round with a split and a switched A+K as a learner would, and the page is measured.

* Contrast (WCAG AA, 4.5:1) of every visible text inside the table's root, in Voila's light and
  dark themes, with the switch preview shown and at the finished round (outcomes, standings,
  the event log opened). Disabled buttons are left out: WCAG exempts inactive controls.
* A phone (390 px wide): the finished round fits; nothing scrolls or is clipped sideways.
* A phone (400 px wide): the decision buttons stay on screen next to the hand in play, in the
  light and the dark theme (the dock sticks to the foot of the screen); on a wide screen where
  the table fits, the dock rests in its place and covers nothing.
* Two seats at 1280 × 900 below a lesson's text (issue 24): wherever the learner has scrolled
  the table to, the decision buttons are on screen (the dock sticks there too).
* The Keep and Switch rows of the preview line up, hand under hand; the keys help wraps between
  keys, never inside one; Why not? lists its reasons as text that reads at 4.5:1.
* 1200 px: the felt is as wide after the round as at the deal (outcomes wrap inside the hands).
* The large size (a projector) scales the cards and text.

Screenshots go to test-artifacts/looks_*.png. Skipped on a machine without Chromium — never
under CI=true, where it fails instead.

The deal (rules §1.3, two seats, dealer 6♣ up): first cards Ann 8♠ 10♣, Ben A♠ 10♥, up 6♣;
second cards Ann 8♦ 9♥, Ben 9♣ K♣, hole 10♦; then the draws in play order. Ann keeps and splits
8♠ 8♦: 8♠ 3♣ doubles to K♥ (21), 8♦ 2♦ hits 10♠ (20) and stands, 10♣ 9♥ stands (19). Ben
switches: A♠ K♣ (21, switched: drawn sideways) and 10♥ 9♣ stands (19). The dealer's 16 draws
4♠: 20. Ann wins 8, pushes 2, loses; Ben wins 4, loses.
"""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, need, voila_server, write_notebook

SPLIT_AND_SWITCH = {
    "players": ["Ann", "Ben"],
    "cards": [
        *("8♠", "10♣", "A♠", "10♥", "6♣"),  # first cards, the up card
        *("8♦", "9♥", "9♣", "K♣", "10♦"),  # second cards, the hole card
        *("3♣", "K♥", "2♦", "10♠", "4♠"),  # Ann's split hands' draws, then the dealer's
    ],
}
CLICKS = ("keep", "split", "double", "hit", "stand", "stand", "switch", "stand")
AA = 4.5

#: Every visible text in the elements matched: its colour (alpha and opacity composed) over
#: the first opaque background below it, and the WCAG contrast ratio; the worst first.
CONTRAST_JS = """(selector) => {
  const parse = (c) => { const m = /rgba?\\(([^)]+)\\)/.exec(c); if (!m) return null;
    const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3]))
    .concat([1]);
  const lum = (c) => { const f = (v) => { v /= 255;
      return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const page = parse(getComputedStyle(document.body).backgroundColor);
  const base = page && page[3] >= 1 ? page : [255, 255, 255, 1];
  const background = (el) => { const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const b = parse(getComputedStyle(e).backgroundColor);
      if (b && b[3] > 0) { layers.push(b); if (b[3] >= 1) break; } }
    let bg = layers.length && layers[layers.length - 1][3] >= 1 ? [0, 0, 0, 1] : base;
    for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg);
    return bg; };
  const out = []; const seen = new Set();
  for (const root of document.querySelectorAll(selector)) {
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const el = n.parentElement;
      if (!n.textContent.trim() || seen.has(el)) continue;
      seen.add(el);
      const r = el.getBoundingClientRect(); const cs = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || cs.visibility !== 'visible') continue;
      if (el.closest(':disabled, [aria-disabled="true"], style, script')) continue;
      let opacity = 1;
      for (let e = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      const bg = background(el); const c = parse(cs.color);
      const fg = over([c[0], c[1], c[2], c[3] * opacity], bg);
      const a = lum(fg), b = lum(bg);
      out.push({ ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
        text: n.textContent.trim().slice(0, 50), cls: String(el.className).slice(0, 60),
        color: cs.color, background: `rgb(${bg.slice(0, 3).map(Math.round).join(', ')})` });
    } }
  return out.sort((x, y) => x.ratio - y.ratio);
}"""

#: Elements inside the table's root that stick out of the viewport, or that clip or scroll
#: their content sideways.
OVERFLOW_JS = """(width) => {
  const bad = [];
  const name = (el) => el.tagName.toLowerCase() + '.' + String(el.className).split(' ')
    .filter((c) => c.startsWith('bjs') || c.startsWith('jupyter-widget')).join('.');
  for (const el of document.querySelectorAll('.bjs-root, .bjs-root *')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const cs = getComputedStyle(el);
    if (['hidden', 'auto', 'scroll', 'clip'].includes(cs.overflowX)
        && el.scrollWidth > el.clientWidth + 1)
      bad.push(`${name(el)} clips or scrolls: ${el.scrollWidth} > ${el.clientWidth}`);
    if (r.right > width + 0.5 || r.left < -0.5)
      bad.push(`${name(el)} sticks out: ${Math.round(r.left)}..${Math.round(r.right)}`);
  }
  return bad;
}"""


def _write_notebooks(folder: Path) -> None:
    scenario = json.dumps(SPLIT_AND_SWITCH, ensure_ascii=False)
    write_notebook(
        folder / "looks.ipynb",
        [
            "from bjswitch_widgets import SwitchTable",
            f"SwitchTable(scenario={scenario}, dealer_delay=0)",
        ],
    )
    # A lesson: text above the table (the table enters the screen from below), two seats.
    write_notebook(
        folder / "lesson.ipynb",
        [
            "from IPython.display import HTML\n"
            "from bjswitch_widgets import SwitchTable\n"
            "HTML('<h1>Play the table</h1>' + '<p>A lesson says what to do first.</p>' * 40)",
            f"SwitchTable(scenario={scenario}, dealer_delay=0)",
        ],
    )
    # The render functions' size="large", laid out as SwitchTable lays out its views.
    write_notebook(
        folder / "large.ipynb",
        [
            "import ipywidgets as w\n"
            "from bjswitch_widgets import SwitchTable\n"
            "from bjswitch_widgets.widgets.render import (\n"
            "    standings_html, status_html, switch_preview_html, table_html)\n"
            "from bjswitch_widgets.widgets.style import style_html",
            f"t = SwitchTable(scenario={scenario}, dealer_delay=0)\n"
            "preview = w.HTML(switch_preview_html(t.round, size='large'))\n"
            "preview.add_class('bjs-preview-view')\n"
            f"for action in {list(CLICKS)!r}:\n"
            "    t.play(action)\n"
            "felt = w.HTML(table_html(t.round, size='large'))\n"
            "felt.add_class('bjs-table-view')\n"
            "s = t.session\n"
            "root = w.VBox([w.HTML(style_html()), w.Box([felt]), preview,\n"
            "    w.HTML(status_html(t.round, size='large', session_over=s.is_over)),\n"
            "    w.HTML(standings_html(s.standings(), s.rounds_played, size='large'))])\n"
            "root.add_class('bjs-root')\n"
            "root",
        ],
    )


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One Voila server for the notebooks of this module (``?theme=dark`` for the dark theme)."""
    need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    tmp = tmp_path_factory.mktemp("looks")
    _write_notebooks(tmp)
    with voila_server(tmp, tmp) as url:
        yield url + "voila/render/"


#: The felt's width in CSS pixels.
FELT_WIDTH_JS = "() => document.querySelector('.bjs-table').getBoundingClientRect().width"

#: The hand in play (at the keep/switch choice, the box asked) scrolled to the middle of the
#: screen; then where it, the dock and the first enabled decision button are in the viewport.
IN_PLAY_JS = """() => {
  const hand = document.querySelector('.bjs-active-hand')
    || document.querySelector('.bjs-switch-asked').closest('.bjs-box');
  hand.scrollIntoView({block: 'center'});
  const place = (el) => { const r = el.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom}; };
  const decisions = ['keep', 'switch', 'hit', 'stand', 'double', 'split', 'surrender']
    .map((name) => `button.bjs-btn-${name}:enabled`).join(', ');
  const button = document.querySelector(decisions);
  const dock = document.querySelector('.bjs-dock');
  return {view: innerHeight, hand: place(hand), dock: place(dock), button: place(button),
          label: button.textContent, position: getComputedStyle(dock).position};
}"""


#: Where the preview's hands are: for each row (Keep, Switch) the left edge of each hand's label,
#: cards and total, and the right edge of each label.
PREVIEW_JS = """() => ['keep', 'switch'].map((row) => [...document.querySelectorAll(
    `.bjs-preview-${row} :is(.bjs-preview-label, .bjs-preview-cards, .bjs-preview-total)`)]
  .map((el) => { const r = el.getBoundingClientRect();
    return el.classList.contains('bjs-preview-label') ? Math.round(r.right) : Math.round(r.left);
  }))"""

#: The keys help's items that break across lines, and any '·' left in it.
KEYS_HELP_JS = """() => { const help = document.querySelector('.bjs-keys-help');
  return [[...help.querySelectorAll('li')].filter((li) => li.getClientRects().length > 1
           || li.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(li).lineHeight))
           .map((li) => li.textContent), help.textContent.includes('·')]; }"""


#: The page scrolled (Voila scrolls its cells' box, not the window) so that the table's top is in
#: the middle of the screen: the table entering the screen from below, under a lesson's text.
ENTERING_JS = """() => { const root = document.querySelector('.bjs-root');
  let box = root.parentElement;
  while (box && !(box.scrollHeight > box.clientHeight
                  && /auto|scroll/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
  (box || document.scrollingElement).scrollBy(0, root.getBoundingClientRect().top - innerHeight / 2);
}"""


def _assert_the_preview_lines_up(page: Any) -> None:
    keep, switch = page.evaluate(PREVIEW_JS)
    assert len(keep) == 6 and keep == switch, (keep, switch)


def _open(browser: Any, url: str, width: int, height: int = 900) -> Any:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(url, timeout=90_000)
    expect(page.locator(".bjs-table-view").first).to_contain_text("Ann", timeout=90_000)
    return page


def _play_round(page: Any, before_click: Callable[[str], None] | None = None) -> None:
    """Click the round through as a learner would: each click waits for the table to answer
    (a second click on the same button at once is a double-click, which the table drops).
    ``before_click(name)`` looks at the page before each click."""
    from playwright.sync_api import expect

    status = page.locator(".bjs-status-view")
    for name in CLICKS:
        button = page.locator(f"button.bjs-btn-{name}")
        expect(button).to_be_enabled(timeout=30_000)
        if before_click is not None:
            before_click(name)
        before = status.inner_text()
        for _ in range(6):
            button.click()
            try:
                expect(status).not_to_have_text(before, timeout=2_000)
                break
            except AssertionError:
                continue
        else:
            raise AssertionError(f"the table did not answer a click on {name!r}")
    expect(page.locator(".bjs-table-view")).to_contain_text("Push · 2 returned", timeout=30_000)


def _assert_contrast(page: Any, when: str) -> float:
    found = page.evaluate(CONTRAST_JS, ".bjs-root")
    assert len(found) > 30, f"{when}: too few texts measured ({len(found)})"
    worst = found[:5]
    print(f"\n{when}: {len(found)} texts, worst contrast {worst[0]['ratio']:.2f}:", end=" ")
    print("; ".join(f"{f['ratio']:.2f} {f['text']!r}" for f in worst[:3]))
    failing = [f for f in found if f["ratio"] < AA]
    assert not failing, f"{when}: texts under {AA}:1 —\n" + "\n".join(
        f"{f['ratio']:.2f} {f['text']!r} ({f['cls']}) {f['color']} on {f['background']}"
        for f in failing[:8]
    )
    return float(worst[0]["ratio"])


def _screenshot(page: Any, name: str, width: int) -> None:
    """The whole table (the page grown so that nothing is cut off)."""
    page.set_viewport_size({"width": width, "height": 3000})
    page.wait_for_timeout(150)
    page.locator(".bjs-root").first.screenshot(path=str(ARTIFACTS / f"looks_{name}.png"))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_text_of_the_table_meets_wcag_aa(voila: str, browser: Any, theme: str) -> None:
    """Names, chips, totals, bets, outcomes, rules, the switch preview, the Advisor, the status
    line, the standings and the log: contrast ≥ 4.5:1 in JupyterLab's light and dark themes.
    At 1200 px the felt keeps its width from the deal to the settled round (the outcomes and
    their rules wrap inside the hands), and the dock of buttons stays in its place."""
    page = _open(browser, f"{voila}looks.ipynb?theme={theme}", 1200)
    try:
        dark = page.evaluate(
            "getComputedStyle(document.body).getPropertyValue('--jp-layout-color0').trim()"
        )
        assert (dark.lower() in ("#111", "#111111")) == (theme == "dark"), dark
        assert "Switch: hand 1" in page.locator(".bjs-preview").inner_text()
        _assert_the_preview_lines_up(page)
        felt_at_the_deal = page.evaluate(FELT_WIDTH_JS)
        assert page.evaluate(OVERFLOW_JS, 1200) == []
        # The dock sticks to the foot of the screen, but the whole table fits: it rests in its
        # place under the preview and covers nothing.
        dock = page.locator(".bjs-dock")
        assert dock.evaluate("(el) => getComputedStyle(el).position") == "sticky"
        assert page.evaluate(
            """() => document.querySelector('.bjs-dock').getBoundingClientRect().top
                     >= document.querySelector('.bjs-preview').getBoundingClientRect().bottom"""
        )
        page.locator(".bjs-btn-why-not").click()  # why the grey buttons are off, as text
        page.locator(".bjs-why-not").wait_for(state="visible", timeout=30_000)
        page.locator(".bjs-btn-advisor").click()  # the Advisor's table of EVs, best choice lit
        page.locator(".bjs-advisor .bjs-best").wait_for(state="visible", timeout=30_000)
        _assert_contrast(page, f"{theme}, switch preview")
        _screenshot(page, f"{theme}_preview", 1200)
        page.set_viewport_size({"width": 1200, "height": 900})
        _play_round(page)
        # Four hands settled, five outcome badges: the felt is as wide as it was at the deal.
        assert page.evaluate(FELT_WIDTH_JS) == pytest.approx(felt_at_the_deal, abs=0.5)
        assert page.locator(".bjs-outcome").count() == 5
        page.locator(".jupyter-widget-Collapse-header", has_text="Event log").click()
        page.locator(".bjs-log").wait_for(state="visible")
        assert page.locator(".bjs-standings").is_visible()
        assert "Next round" in page.locator(".bjs-why-not").inner_text()
        _assert_contrast(page, f"{theme}, finished round")
        _screenshot(page, f"{theme}_finished", 1200)
    finally:
        page.close()


def test_a_finished_round_with_a_split_fits_a_390px_phone(voila: str, browser: Any) -> None:
    """390 px: the hands wrap below one another; nothing is wider than the viewport, and no
    element clips or scrolls its content sideways (outcomes and rules included)."""
    page = _open(browser, f"{voila}looks.ipynb", 390)
    try:
        _assert_the_preview_lines_up(page)  # a hand a line, Keep's above Switch's
        assert page.evaluate(OVERFLOW_JS, 390) == []
        assert page.evaluate(KEYS_HELP_JS) == [[], False]
        _play_round(page)
        page.wait_for_timeout(200)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert page.evaluate(OVERFLOW_JS, 390) == []
        # Hand 2 of each box sits below hand 1, and the felt fills the width (no empty felt).
        boxes = page.evaluate(
            """() => [...document.querySelectorAll('.bjs-box')].map((box) => {
                 const [one, two] = box.querySelectorAll(':scope > .bjs-position');
                 return one.getBoundingClientRect().bottom <= two.getBoundingClientRect().top; })"""
        )
        assert boxes == [True, True]
        for text in ("Win · 8 returned", "Push · 2 returned", "Win · 4 returned"):
            assert page.get_by_text(text).is_visible()
        _screenshot(page, "390px", 390)
    finally:
        page.close()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_on_a_phone_the_decision_buttons_stay_next_to_the_hand_in_play(
    voila: str, browser: Any, theme: str
) -> None:
    """400 × 800 px, the felt twice as tall as the screen: before every decision of the round
    the hand in play (at the keep/switch choice, the box asked) is scrolled to the middle of
    the screen; it is then wholly visible above the dock, and the first enabled decision
    button is on the screen too. The dock's texts read at 4.5:1 over what scrolls under it."""
    page = _open(browser, f"{voila}looks.ipynb?theme={theme}", 400, 800)
    try:
        assert page.evaluate("document.querySelector('.bjs-table').offsetHeight") > 800
        seen: list[str] = []

        def next_to_the_cards(name: str) -> None:
            at = page.evaluate(IN_PLAY_JS)
            where = f"before {name!r}: {at}"
            assert at["position"] == "sticky", where
            assert 0 <= at["hand"]["top"] and at["hand"]["bottom"] <= at["dock"]["top"], where
            assert 0 <= at["button"]["top"] and at["button"]["bottom"] <= at["view"], where
            seen.append(at["label"])
            if name == "hit":  # Ann's second split hand (8♦ 2♦) in play, the hands under the dock
                found = page.evaluate(CONTRAST_JS, ".bjs-dock")
                assert len(found) >= 5 and found[0]["ratio"] >= AA, found[:3]
                page.screenshot(path=str(ARTIFACTS / f"looks_400px_{theme}_dock.png"))

        _play_round(page, next_to_the_cards)
        # Keep at each keep/switch choice (Ann's, Ben's); Hit on every hand played (§1.7, §1.8).
        assert seen == ["Keep", "Hit", "Hit", "Hit", "Hit", "Hit", "Keep", "Hit"]
        _screenshot(page, f"400px_{theme}", 400)
    finally:
        page.close()


def test_the_switched_ace_ten_shows_its_rank_sideways_and_large_size_scales(
    voila: str, browser: Any
) -> None:
    """size="large": cards and text half as big again, still readable, and still no sideways
    scrolling at 390 px; the sideways K♣ of a switched A+K keeps its rank and suit, turned a
    quarter, inside the card."""
    page = _open(browser, f"{voila}large.ipynb", 1280)
    try:
        sizes = page.evaluate(
            """() => { const card = document.querySelector('.bjs-large .bjs-card:not(.bjs-sideways)');
                 const name = document.querySelector('.bjs-large .bjs-name');
                 return [card.getBoundingClientRect().width,
                         parseFloat(getComputedStyle(name).fontSize)]; }"""
        )
        assert sizes[0] >= 60 and sizes[1] >= 22, sizes  # normal: a 43 px card, 15.7 px names
        turned = page.evaluate(
            """() => { const card = document.querySelector('[aria-label="king of clubs"]');
                 const c = card.getBoundingClientRect();
                 return [card.classList.contains('bjs-sideways'), c.width > c.height,
                   ...[...card.querySelectorAll('.bjs-rank, .bjs-suit')].map((el) => {
                     const r = el.getBoundingClientRect();
                     return [el.textContent, r.width > 8 && r.height > 8 && r.left >= c.left
                       && r.right <= c.right && r.top >= c.top && r.bottom <= c.bottom]; })]; }"""
        )
        assert turned == [True, True, ["K", True], ["♣", True], ["K", True], ["♣", True]]
        _assert_contrast(page, "large, finished round")
        _screenshot(page, "large", 1280)
        page.set_viewport_size({"width": 390, "height": 900})  # a phone held up in class
        page.wait_for_timeout(200)
        assert page.evaluate(OVERFLOW_JS, 390) == []
    finally:
        page.close()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_two_seats_at_1280x900_keep_the_decision_buttons_on_screen(
    voila: str, browser: Any, theme: str
) -> None:
    """Issue 24: two seats at 1280 × 900 under a lesson's text. Before every decision of the
    round, with the table just scrolled into sight (its top in the middle of the screen) and
    with the hand in play in the middle of the screen, the first enabled decision button is on
    the screen; in the second case the hand in play is wholly visible above the dock."""
    page = _open(browser, f"{voila}lesson.ipynb?theme={theme}", 1280, 900)
    try:

        def on_screen(name: str) -> None:
            page.evaluate(ENTERING_JS)
            page.wait_for_timeout(50)
            at = page.evaluate(IN_PLAY_JS.replace("hand.scrollIntoView({block: 'center'});", ""))
            where = f"before {name!r}, the table entering from below: {at}"
            assert at["position"] == "sticky", where
            assert 0 <= at["button"]["top"] and at["button"]["bottom"] <= at["view"], where
            if name == "keep":
                page.screenshot(path=str(ARTIFACTS / f"looks_1280x900_{theme}_entering.png"))
            at = page.evaluate(IN_PLAY_JS)
            where = f"before {name!r}, the hand in play centred: {at}"
            assert 0 <= at["hand"]["top"] and at["hand"]["bottom"] <= at["dock"]["top"], where
            assert 0 <= at["button"]["top"] and at["button"]["bottom"] <= at["view"], where
            if name == "hit":
                page.screenshot(path=str(ARTIFACTS / f"looks_1280x900_{theme}_in_play.png"))

        _play_round(page, on_screen)
    finally:
        page.close()
