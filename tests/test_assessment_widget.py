"""The final assessment in the page (issue 23, item 3): a name, twelve questions with no hint and
no "Show the answer", one Hand in that names blank and unreadable answers first, the score at
the end, recorded as one attempt; Start again makes new questions. Every test uses its own
progress file in a temporary folder."""

from __future__ import annotations

import html
import re

import pytest

import bjswitch_widgets.widgets.lesson as lesson_module
from bjswitch_widgets import Assessment, Lesson
from bjswitch_widgets.language import in_language
from bjswitch_widgets.teaching.progress import FILE_NAME, Scoreboard
from bjswitch_widgets.widgets.assessment import ASK_NAME, AssessmentView

EXAM = "10_final_assessment"


@pytest.fixture
def lesson(tmp_path, monkeypatch):
    monkeypatch.setattr(lesson_module, "_ATTEMPTS", {})
    return Lesson(EXAM, progress_file=tmp_path / FILE_NAME)


def answer_all(view: AssessmentView) -> None:
    assert view.exam is not None
    for box, item in zip(view.inputs, view.exam.items, strict=True):
        box.value = item.best


def shown(view: AssessmentView) -> str:
    """Every HTML text the view shows."""
    found = []

    def walk(widget):
        value = getattr(widget, "value", None)
        if isinstance(value, str):
            found.append(value)
        for child in getattr(widget, "children", ()):
            walk(child)

    walk(view)
    return html.unescape(re.sub(r"<[^>]+>", "", "\n".join(found)))


def test_a_name_in_the_code_starts_at_once_with_nothing_checked(lesson):
    view = AssessmentView(lesson, "Ada Lovelace")
    assert view.exam is not None and view.exam.items == Assessment("Ada Lovelace").items
    assert len(view.inputs) == 12 and view.name_box.disabled
    page = shown(view)
    assert "✔" not in page and "✘" not in page and "Hint" not in page
    assert "Show the answer" not in {getattr(w, "description", "") for w in view.children}
    assert "6♠ A♦ 9♥" in page  # question 1 of Ada's exam


def test_no_name_no_questions_until_one_is_written(lesson):
    view = AssessmentView(lesson)
    assert view.exam is None and ASK_NAME in view.status.value
    view.start_button.click()  # Start with a blank box
    assert view.exam is None and ASK_NAME in view.status.value
    view.name_box.value = "  Ada   Lovelace "
    view.status._handle_custom_msg({"event": "submit", "value": "  Ada   Lovelace "}, [])  # Enter
    first = view.exam
    view.start_button.click()  # a second click: the same questions
    assert view.exam is first and first is not None and first.name == "ada lovelace"


def test_hand_in_names_blank_and_unreadable_answers_first_then_hands_in(lesson):
    view = AssessmentView(lesson, "Ada Lovelace")
    answer_all(view)
    view.inputs[2].value = ""
    view.inputs[6].value = None  # a choice not made
    view.inputs[0].value = "sfot 16"
    view.hand_in_button.click()
    assert view.score is None
    said = html.unescape(view.result.value)
    assert "Questions 3 and 7 have no answer yet." in said
    assert (
        "Question 1: I could not read 'sfot 16' as a total." in said
        and "Press Hand in again" in said
    )
    assert Scoreboard(lesson.scoreboard.path).records() == []  # nothing recorded yet
    view.inputs[0].value = "hard 16"  # changed: Hand in checks again
    view.hand_in_button.click()
    assert view.score is None and "Question 1:" not in view.result.value
    view.hand_in_button.click()  # the same answers again: hand in as it is
    assert view.score is not None and view.score.right == 10
    assert "Your score: 10 of 12." in view.result.value and "Insurance" in view.result.value
    assert all(box.disabled for box in view.inputs) and view.hand_in_button.disabled


def test_the_score_and_every_answer_are_shown_and_recorded_once(lesson):
    view = AssessmentView(lesson, "Ada Lovelace")
    answer_all(view)
    view.inputs[6].value = "win"  # 18 against a dealer 22 pushes
    view.hand_in_button.click()
    view.hand_in_button.click()  # a double click hands in once
    assert view.score is not None and view.score.right == 11
    page = shown(view)
    assert page.count("✔") == 11 and "You said 'win'; the answer is 'push'" in page
    assert "Worth another look" in page and "04_dealer_22_push" in page
    records = Scoreboard(lesson.scoreboard.path).records()
    assert len(records) == 12 and sum(not r.needs_another_look for r in records) == 11
    assert all([a.number for a in r.attempts] == [1] for r in records)
    assert view.start_again_button.layout.display is None


def test_start_again_and_a_new_kernel_after_handing_in_give_new_questions(lesson, monkeypatch):
    view = AssessmentView(lesson, "Ada Lovelace")
    first = view.exam
    answer_all(view)
    view.hand_in_button.click()
    view.start_again_button.click()
    assert view.exam is not None and first is not None and view.exam.attempt == 2
    assert view.exam.item(1) != first.item(1) and view.score is None
    assert not any(box.disabled for box in view.inputs) and view.result.value == ""
    records = Scoreboard(lesson.scoreboard.path).records()
    assert sum(not r.needs_another_look for r in records) == 12  # the first score is kept

    monkeypatch.setattr(lesson_module, "_ATTEMPTS", {})  # a new kernel, not handed in again
    again = AssessmentView(Lesson(EXAM, progress_file=lesson.scoreboard.path), "Ada Lovelace")
    assert again.exam is not None and again.exam.items == view.exam.items


def test_a_learner_who_reloads_before_handing_in_keeps_the_same_questions(lesson, monkeypatch):
    first = AssessmentView(lesson, "Ada Lovelace").exam
    monkeypatch.setattr(lesson_module, "_ATTEMPTS", {})
    again = AssessmentView(Lesson(EXAM, progress_file=lesson.scoreboard.path), "Ada Lovelace")
    assert first is not None and again.exam is not None and again.exam.items == first.items


def test_a_wrong_name_fails_before_any_widget_and_the_text_is_plain(lesson):
    with pytest.raises(ValueError, match=r"not 4\.5"):
        AssessmentView(lesson, 4.5)
    view = AssessmentView(lesson, "Ada Lovelace")
    answer_all(view)
    view.hand_in_button.click()
    text = view._repr_mimebundle_()["text/plain"]
    assert text.startswith("Question 1 of 12 — Card values") and text.endswith(
        "Your score: 12 of 12."
    )


def test_a_hand_in_is_written_in_one_change_all_or_none(lesson, monkeypatch):
    """The twelve answers go to the progress file together: a hand-in that fails to be written
    (a full disk, a kill) leaves no part of it, so the next visit is not a half-counted attempt."""
    view = AssessmentView(lesson, "Ada Lovelace")
    answer_all(view)
    writes = []
    original = Scoreboard._change

    def counted(self, change):
        writes.append(change)
        return original(self, change)

    monkeypatch.setattr(Scoreboard, "_change", counted)
    view.hand_in_button.click()
    assert len(writes) == 1 and len(Scoreboard(lesson.scoreboard.path).records()) == 12


def test_in_russian_the_answers_are_quoted_in_russian_words_and_marks(lesson):
    """A blank answer's verdict and a wrong answer's feedback quote the right answer in the
    learner's words and the language's quotation marks: «возврат», never 'push'."""
    with in_language("ru"):
        view = AssessmentView(lesson, "Ада Лавлейс")
        answer_all(view)
        view.inputs[0].value = ""
        view.inputs[6].value = "выигрыш"  # 18 against a dealer 22 pushes
        view.hand_in_button.click()
        view.hand_in_button.click()
        assert view.score is not None and view.score.right == 10
        assert view.exam is not None
        page = shown(view)
    first = view.exam.items[0].best
    assert f"«{first}»" in page and "«выигрыш»" in page and "«возврат»" in page
    assert not re.search(r"'[^'\n]*[а-яё][^'\n]*'", page), page
