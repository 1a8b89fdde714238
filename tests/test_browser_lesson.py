"""A learner's copy of a lesson served by Voila, answered in a real browser (issue 12, item 5):
no code in sight, the question answered in the page, a hint first, then the answer on request,
then a right answer; the first try lands in the progress file beside the notebook."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, chromium, voila_server

from bjswitch_widgets.teaching import lessons
from bjswitch_widgets.teaching.progress import FILE_NAME

LESSON = "01_card_values"


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Any:
    folder = tmp_path_factory.mktemp("voila-lesson")
    lessons.write("learner", folder)
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("BJSWITCH_PROGRESS", raising=False)  # the file goes beside the notebook
        with voila_server(folder, folder / f"{LESSON}.ipynb") as base, chromium() as browser:
            yield folder, base, browser


def first_typed_quiz(page: Any) -> Any:
    quizzes = page.locator(".bjs-quiz").filter(has=page.locator("input[type=text]"))
    quizzes.first.wait_for(timeout=120_000)
    return quizzes.first


def test_a_learner_answers_a_question_in_the_voila_lesson(served: Any) -> None:
    """§1.1: the shoe is 6 decks of 52 cards = 312. A wrong answer gets a hint naming §1.1 and
    not the answer; Show the answer gives 312; typing 312 is correct."""
    folder, base, browser = served
    page = browser.new_page(viewport={"width": 1000, "height": 900})
    page.goto(base, timeout=120_000)
    quiz = first_typed_quiz(page)
    assert page.locator(".jp-InputArea-editor, .cm-editor, .CodeMirror").count() == 0  # no code
    feedback = quiz.locator(".bjs-quiz-feedback")
    assert "No answer yet" in feedback.inner_text()
    question = quiz.locator(".widget-html b").first.inner_text()

    quiz.locator("input[type=text]").fill("300")
    quiz.get_by_role("button", name="Check").click()
    page.wait_for_function(
        "el => el.innerText.includes('Hint')", arg=feedback.element_handle(), timeout=30_000
    )
    hint = feedback.inner_text()
    assert "§1.1" in hint and "the answer is" not in hint
    quiz.get_by_role("button", name="Show the answer").click()
    page.wait_for_function(
        "el => el.innerText.includes('the answer is')", arg=feedback.element_handle()
    )
    assert "312" in feedback.inner_text()

    quiz.locator("input[type=text]").fill("312")
    quiz.get_by_role("button", name="Check").click()
    page.wait_for_function("el => el.innerText.includes('Correct')", arg=feedback.element_handle())
    ARTIFACTS.mkdir(exist_ok=True)
    quiz.screenshot(path=str(ARTIFACTS / "lesson_quiz_answered.png"))
    page.close()

    stored = json.loads((Path(folder) / FILE_NAME).read_text(encoding="utf-8"))
    record = stored["lessons"][LESSON][question]
    assert (record["first_try"], record["revealed"], record["solved"]) == ("wrong", True, True)
    assert record["tries"] == 2
