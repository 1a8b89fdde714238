"""Quiz widgets: choose or type, press Check, read the feedback; typos never crash."""

from __future__ import annotations

import pytest

from bjswitch_widgets import Quiz
from bjswitch_widgets.checks import check_dealer_draws, check_total


def test_choice_quiz_explains_a_wrong_answer():
    """§1.1: A♠ 6♦ is soft 17; choosing 'hard 17' is explained."""
    quiz = Quiz("A♠ 6♦?", lambda a: check_total(["A♠", "6♦"], a), choices=["soft 17", "hard 17"])
    quiz.answer.value = "hard 17"
    quiz.check_button.click()
    assert quiz.feedback is not None and not quiz.feedback.correct
    assert "Not quite" in quiz.output.value and "§1.1" in quiz.output.value
    quiz.answer.value = "soft 17"
    quiz.check_button.click()
    assert quiz.feedback.correct and "Correct" in quiz.output.value


def test_typed_quiz_handles_empty_and_typo():
    """Empty answers and typos get a helpful message, never a traceback."""
    quiz = Quiz("Dealer A♠ 6♦: hit or stand?", lambda a: check_dealer_draws(["A♠", "6♦"], a))
    quiz.check_button.click()
    assert quiz.feedback is None and "first" in quiz.output.value
    quiz.answer.value = "hti"
    quiz.check_button.click()
    assert quiz.feedback is not None and not quiz.feedback.readable
    assert "hit or stand" in quiz.output.value
    quiz.answer.value = "Hit"
    quiz.check_button.click()
    assert quiz.feedback.correct


def test_a_check_that_raises_is_shown_not_thrown():
    def broken(answer):
        raise ValueError("no such card 'Zz'")

    quiz = Quiz("?", broken)
    quiz.answer.value = "x"
    quiz.check_button.click()
    assert "could not check" in quiz.output.value and "&#x27;Zz&#x27;" in quiz.output.value


def test_quiz_is_validated_before_widgets_are_built():
    with pytest.raises(ValueError):
        Quiz("", lambda a: None)
    with pytest.raises(ValueError):
        Quiz("?", lambda a: None, choices=["only one"])
