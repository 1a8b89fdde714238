"""The trainer in a real browser (issue 16): Voila serves ``Trainer(seed=3, focus="hard")``;
Chromium answers as a learner would. The drills are the same as a twin ``Practice`` with the same
seed run here, so the test knows the best and the worst choice of each: a click on the best is
"Right", a key press (the keyboard) on the worst is "Not the best" with its cost, a double-click
answers once, and the statistics follow. The verdict is a live region a screen reader hears
(issue 24): one element that stays while each answer changes its text; the strip of the last
answers says ✔ and ✘, not colour only; texts are spaced as text. Light and dark themes, 1280 ×
900 and a 390 px phone; screenshots in test-artifacts/trainer_*.png.

Skipped on a machine without Chromium — never under CI=true, where it fails instead.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, need, voila_server, write_notebook

from bjswitch_widgets.strategy import advise
from bjswitch_widgets.teaching.training import Practice
from bjswitch_widgets.widgets.controls import key_of


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    folder: Path = tmp_path_factory.mktemp("trainer")
    write_notebook(
        folder / "trainer.ipynb",
        ["from bjswitch_widgets import Trainer", 'Trainer(seed=3, focus="hard")'],
    )
    with voila_server(folder, folder) as url:
        yield url + "voila/render/trainer.ipynb"


def _worst(practice: Practice) -> str:
    advice = advise(practice.round())
    assert advice is not None
    return min(advice.values, key=lambda k: advice.values[k])


#: The verdict's live region: its role, its text after the "Your last answer:" label, and whether
#: it is the element marked before.
LIVE_JS = """() => { const live = document.querySelector('.bjs-trainer-verdict-view .bjs-live');
  const same = window.bjsLive === live; window.bjsLive = live;
  return [live.getAttribute('role'), live.textContent.replace(/^[^✔✘≈]*/, '').slice(0, 12), same,
          document.querySelectorAll('.bjs-root-trainer [role=status], .bjs-root-trainer [aria-live]')
            .length]; }"""

#: The line spacing of the verdict's text and of the keys help, in font sizes.
SPACING_JS = """() => ['.bjs-trainer-verdict', '.bjs-keys-help', '.bjs-trainer-stats'].map((s) => {
  const cs = getComputedStyle(document.querySelector(s));
  return parseFloat(cs.lineHeight) / parseFloat(cs.fontSize); })"""


@pytest.mark.parametrize(("theme", "width", "height"), [("light", 1280, 900), ("dark", 390, 844)])
def test_a_learner_answers_by_click_and_by_key(
    voila: str, browser: Any, theme: str, width: int, height: int
) -> None:
    from playwright.sync_api import expect

    twin = Practice("switch", seed=3, focus="hard")
    page = browser.new_page(viewport={"width": width, "height": height})
    try:
        page.goto(f"{voila}?theme={theme}", timeout=90_000)
        root = page.locator(".bjs-root-trainer")
        verdict = page.locator(".bjs-trainer-verdict")
        stats = page.locator(".bjs-trainer-stats")
        expect(root).to_have_attribute("data-bjs-keys", "1", timeout=90_000)
        assert page.evaluate(LIVE_JS)[0] == "status"
        # 1. a click on the best choice
        root.locator(f"button.bjs-btn-{twin.best()}").click()
        expect(verdict).to_contain_text("✔", timeout=30_000)
        expect(stats).to_contain_text("1 answered, 100% right")
        # The verdict is in the trainer's one live region, the element drawn at first.
        assert page.evaluate(LIVE_JS) == ["status", "✔ Right — yo", True, 1]
        snapshot = page.locator(".bjs-trainer-verdict-view").aria_snapshot()
        assert snapshot.startswith('- status: "Your last answer: ✔ Right — you chose'), snapshot
        twin.answer(twin.best())
        # 2. the worst choice by its key (focus stayed in the trainer after the click)
        expect(root).not_to_have_attribute("data-bjs-busy", "1")
        worst = _worst(twin)
        page.keyboard.press(key_of(worst).lower())  # a letter as typed, no Shift
        expect(verdict).to_contain_text("✘ Not the best", timeout=30_000)
        expect(verdict).to_contain_text("chips per 100")
        expect(stats).to_contain_text("2 answered")
        assert page.evaluate(LIVE_JS) == ["status", "✘ Not the be", True, 1]
        # The strip of the last answers: marks, not colour only, and words for a screen reader.
        strip = page.locator(".bjs-strip")
        expect(strip).to_have_text("✔✘")
        assert strip.get_attribute("aria-label") == (
            "the last 2 answers, oldest first: 1 right; right, not the best"
        )
        assert all(1.2 <= ratio <= 1.6 for ratio in page.evaluate(SPACING_JS))
        twin.answer(worst)
        # 3. a double-click answers one drill only. (The keys script drops a click while the last
        # answer is on its way, and a pointer click on the same button less than 250 ms after
        # the click before: the rest of a double-click. A learner's pace is slower than this
        # test's.)
        expect(root).not_to_have_attribute("data-bjs-busy", "1")
        page.wait_for_timeout(450)
        root.locator(f"button.bjs-btn-{twin.best()}").dblclick()
        expect(stats).to_contain_text("3 answered", timeout=30_000)
        page.wait_for_timeout(1500)
        expect(stats).to_contain_text("3 answered")
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"trainer_{theme}.png"), full_page=True)
        stats.screenshot(path=str(ARTIFACTS / f"trainer_{theme}_stats.png"))
    finally:
        page.close()
