"""A learner's copy of a lesson served by Voila, answered in a real browser (issue 12, item 5):
no code in sight, the question answered in the page, a hint first, then the answer on request,
then a right answer; the first try lands in the progress file beside the notebook."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, learner_lesson

from bjswitch_widgets.teaching.progress import FILE_NAME

LESSON = "01_card_values"


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Any:
    folder = tmp_path_factory.mktemp("voila-lesson")
    with learner_lesson(folder, LESSON) as (base, browser):
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


#: The live region of a quiz's feedback, marked so that a later look can tell it is the same
#: element (a live region re-created at each change is announced poorly or not at all).
MARK_LIVE = """quiz => {
  const live = quiz.querySelectorAll('.bjs-quiz-feedback [role=status]');
  live.forEach((el) => { el.bjsMark = true; });
  return live.length;
}"""
#: Line spacing over font size of the question's text and of the feedback's.
SPACING = """quiz => [quiz.querySelector('.bjs-quiz-question'),
  quiz.querySelector('.bjs-quiz-feedback [role=status] .bjs-feedback')].map((el) => {
    const style = getComputedStyle(el);
    return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
  })"""


def _quiz(page: Any, question: str) -> Any:
    quiz = page.locator(".bjs-quiz").filter(has_text=question)
    quiz.first.wait_for(timeout=120_000)
    return quiz.first


def _announced(page: Any, quiz: Any, text: str) -> str:
    """Wait until the quiz's live region says ``text``; return what it says, after checking it
    is still the element marked before (one region, kept) and the only live one of the quiz."""
    live = quiz.locator(".bjs-quiz-feedback [role=status]")
    page.wait_for_function(
        "([el, text]) => el.innerText.includes(text)",
        arg=[live.element_handle(), text],
        timeout=30_000,
    )
    assert live.evaluate("el => el.bjsMark === true")  # the same element: only its text changed
    assert quiz.locator("[role=status], [aria-live]").count() == 1  # once
    return str(live.inner_text())


def test_a_question_is_answered_with_the_keyboard_alone_and_its_feedback_announced(
    served: Any,
) -> None:
    """Issue 24: keyboard only — the answer box and the radio choices are named by their
    question (a radiogroup), Enter in the box checks, arrow keys choose, Space on Check
    checks; each feedback lands in the quiz's one live region (role=status), the element kept
    while its text changes; the question and the feedback are spaced as text (not as tall as
    an input)."""
    _, base, browser = served
    page = browser.new_page(viewport={"width": 1000, "height": 900})
    page.goto(base, timeout=120_000)

    typed = _quiz(page, "What is K♠ Q♦ worth?")
    box = typed.get_by_role("textbox", name="What is K♠ Q♦ worth?")
    assert box.count() == 1  # the box is named by its question
    assert typed.evaluate(MARK_LIVE) == 1
    box.focus()  # then keys only
    page.keyboard.type("19")
    page.keyboard.press("Enter")
    said = _announced(page, typed, "Hint")
    assert "§1.1" in said and "the answer is" not in said
    page.keyboard.press("Control+A")
    page.keyboard.type("hard 20")
    page.keyboard.press("Enter")
    assert "Correct" in _announced(page, typed, "Correct")
    assert all(1.2 <= ratio <= 1.6 for ratio in typed.evaluate(SPACING))
    typed.screenshot(path=str(ARTIFACTS / "lesson_quiz_keyboard_typed.png"))

    chosen = _quiz(page, "When is the shoe shuffled?")
    group = chosen.get_by_role("radiogroup", name="When is the shoe shuffled?")
    assert group.count() == 1 and group.get_by_role("radio").count() == 3
    assert chosen.evaluate(MARK_LIVE) == 1
    radios = group.get_by_role("radio")
    radios.first.focus()
    page.keyboard.press("Space")  # the first choice…
    page.keyboard.press("ArrowDown")  # …then the second: one group, the arrows choose
    assert radios.nth(1).is_checked() and not radios.first.is_checked()
    page.keyboard.press("Tab")  # out of the group, to Check
    assert page.evaluate("() => document.activeElement.innerText") == "Check"
    page.keyboard.press("Space")
    assert "§1.1" in _announced(page, chosen, "Hint")  # half used: wrong, a hint
    page.keyboard.press("Shift+Tab")  # back into the group, on the choice made
    page.keyboard.press("ArrowUp")  # before every round
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert "Correct" in _announced(page, chosen, "Correct")
    ARTIFACTS.mkdir(exist_ok=True)
    chosen.screenshot(path=str(ARTIFACTS / "lesson_quiz_keyboard_choice.png"))
    page.close()
