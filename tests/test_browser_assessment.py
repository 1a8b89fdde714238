"""The final assessment served by Voila, taken in a real browser (issue 23, item 3): no code in
sight, a name written in the page, twelve questions with no Check and no Show the answer, Hand
in naming the blank answers first, then the score; the hand-in lands in the progress file
beside the notebook as one attempt. The right answers come from the assessment made for the
same name: this tests the page, the questions' grading is tests/test_assessment.py's."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, learner_lesson

from bjswitch_widgets import Assessment
from bjswitch_widgets.teaching.progress import FILE_NAME

LESSON = "10_final_assessment"
NAME = "Grace Hopper"


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Any:
    folder = tmp_path_factory.mktemp("voila-assessment")
    with learner_lesson(folder, LESSON) as (base, browser):
        yield folder, base, browser


def test_a_learner_takes_the_assessment_in_voila(served: Any) -> None:
    folder, base, browser = served
    page = browser.new_page(viewport={"width": 1000, "height": 900})
    page.goto(base, timeout=120_000)
    exam = page.locator(".bjs-assessment")
    exam.wait_for(timeout=120_000)
    assert page.locator(".jp-InputArea-editor, .cm-editor, .CodeMirror").count() == 0  # no code
    assert exam.locator(".bjs-assessment-item").count() == 0  # no questions before a name
    exam.get_by_placeholder("your name or student number").fill(NAME)
    page.keyboard.press("Enter")  # Enter in the name box starts, as Start does
    items = exam.locator(".bjs-assessment-item")
    items.nth(11).wait_for(timeout=60_000)
    assert items.count() == 12
    assert exam.get_by_role("button", name="Check").count() == 0
    assert exam.get_by_role("button", name="Show the answer").count() == 0

    key = Assessment(NAME)
    for n, item in enumerate(key.items):
        view = items.nth(n)
        assert item.question in view.inner_text()
        if n == 2:
            continue  # left blank: Hand in names it first
        if item.choices:
            view.get_by_text(item.best, exact=True).click()
        else:
            view.locator("input[type=text]").fill(item.best)
    hand_in = exam.get_by_role("button", name="Hand in")
    hand_in.click()
    page.wait_for_selector("text=Question 3 has no answer yet.", timeout=30_000)
    assert "Your score" not in exam.inner_text()

    items.nth(2).locator("input[type=text]").fill(key.item(3).best)
    hand_in.click()
    page.wait_for_selector("text=Your score: 12 of 12.", timeout=30_000)
    assert items.nth(0).locator("text=Correct").count() == 1
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "assessment_handed_in.png"), full_page=True)
    page.close()

    stored = json.loads((Path(folder) / FILE_NAME).read_text(encoding="utf-8"))
    records = stored["lessons"][LESSON]
    assert len(records) == 12
    assert all(r["first_try"] == "right" for r in records.values())
