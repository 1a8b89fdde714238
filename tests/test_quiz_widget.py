"""Quiz widgets: choose or type, press Check, read the feedback; typos never crash."""

from __future__ import annotations

import pytest

from bjswitch_widgets import Quiz
from bjswitch_widgets.checks import check_dealer_draws, check_total


def test_choice_quiz_hints_then_explains_a_wrong_answer():
    """§1.1: A♠ 6♦ is soft 17; choosing 'hard 17' first gets a hint citing §1.1, then the answer."""
    quiz = Quiz("A♠ 6♦?", lambda a: check_total(["A♠", "6♦"], a), choices=["soft 17", "hard 17"])
    # as wide as its longest choice, never cut at ipywidgets' 300 px (a long Russian choice lost
    # its circle under the next one)
    assert (quiz.answer.layout.width, quiz.answer.layout.max_width) == ("auto", "100%")
    quiz.answer.value = "hard 17"
    quiz.check_button.click()
    assert quiz.feedback is not None and not quiz.feedback.correct
    assert quiz.stage == "hint" and "Hint" in quiz.output.value and "§1.1" in quiz.output.value
    assert "the answer is" not in quiz.output.value
    assert quiz.reveal_button.layout.display is None  # offered with the hint
    quiz.check_button.click()  # a double click: the same answer is not a second try
    assert quiz.stage == "hint" and quiz.tries == 1
    quiz.submit("Hard  17 ")  # the same answer, written differently: still not a try
    assert quiz.stage == "hint" and quiz.tries == 1
    quiz = Quiz(
        "A♠ 6♦?", lambda a: check_total(["A♠", "6♦"], a), choices=["soft 17", "hard 17", "hard 7"]
    )
    quiz.answer.value = "hard 17"
    quiz.check_button.click()
    quiz.answer.value = "hard 7"
    quiz.check_button.click()
    assert quiz.stage == "answer" and "Not quite" in quiz.output.value
    assert "the answer is <b>&#x27;soft 17&#x27;</b>" in quiz.output.value
    assert quiz.reveal_button.layout.display == "none"
    quiz.answer.value = "soft 17"
    quiz.check_button.click()
    assert quiz.feedback.correct and "Correct" in quiz.output.value


def test_typed_quiz_handles_empty_and_typo():
    """Empty answers and typos get a helpful message, never a traceback."""
    quiz = Quiz("Dealer A♠ 6♦: hit or stand?", lambda a: check_dealer_draws(["A♠", "6♦"], a))
    quiz.check_button.click()
    assert quiz.feedback is None and "No answer yet" in quiz.output.value and quiz.tries == 0
    quiz.answer.value = "hti"
    quiz.check_button.click()
    assert quiz.feedback is not None and not quiz.feedback.readable
    assert "hit or stand" in quiz.output.value and quiz.tries == 0  # a typo is not a try
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


def test_show_the_answer_skips_the_second_try():
    """§1.9: the dealer hits soft 17 at this table; asking to see the answer after a wrong try
    shows it at once, without a second try."""
    revealed = []
    quiz = Quiz(
        "Dealer A♠ 6♦: hit or stand?",
        lambda a: check_dealer_draws(["A♠", "6♦"], a),
        on_reveal=lambda: revealed.append(True),
    )
    quiz.answer.value = "stand"
    quiz.check_button.click()
    assert (
        quiz.stage == "hint"
        and "§1.9" in quiz.output.value
        and "the answer is" not in quiz.output.value
    )
    quiz.reveal_button.click()
    assert quiz.stage == "answer" and "the answer is <b>&#x27;hit&#x27;</b>" in quiz.output.value
    assert revealed == [True] and quiz.tries == 1


def test_a_lesson_remembers_tries_so_the_second_run_shows_the_answer():
    """A quiz told of one earlier try shows the answer (not a hint) on the next wrong one."""
    quiz = Quiz("A♠ 6♦?", lambda a: check_total(["A♠", "6♦"], a), tries=1)
    quiz.submit("hard 17")
    assert quiz.stage == "answer" and quiz.tries == 2


def test_quiz_text_is_what_a_console_and_nbval_see():
    quiz = Quiz("K♠ Q♦?", lambda a: check_total(["K♠", "Q♦"], a))
    assert quiz.text() == "K♠ Q♦?\nNo answer yet: choose or type your answer, then press Check."
    quiz.submit(20)
    assert quiz.text().startswith("K♠ Q♦?\n✔ Correct: 'hard 20'.")
    assert quiz._repr_mimebundle_()["text/plain"] == quiz.text()


def test_a_bare_number_where_soft_or_hard_is_asked_is_a_note_not_a_try():
    """§1.1: a question that asks soft or hard is not answered by '17' alone: a note says how
    to write it (naming both forms, so it gives nothing away) and no try is counted."""
    quiz = Quiz("A♠ 6♦, soft or hard?", lambda a: check_total(["A♠", "6♦"], a, soft_or_hard=True))
    quiz.answer.value = "17"
    quiz.check_button.click()
    assert quiz.stage == "note" and quiz.tries == 0
    assert "&#x27;soft 17&#x27; or &#x27;hard 17&#x27;" in quiz.output.value
    assert "✎" in quiz.output.value
    quiz.answer.value = "soft 17"
    quiz.check_button.click()
    assert quiz.stage == "right" and quiz.tries == 1


def test_a_decision_hint_says_how_to_think_not_the_answer():
    """A wrong keep/switch first try gets a hint about comparing the two pairs of hands."""
    from bjswitch_widgets.checks import check_decision

    worked = {"players": ["Ann"], "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]}
    quiz = Quiz("Keep or switch?", lambda a: check_decision(worked, a), choices=["keep", "switch"])
    quiz.answer.value = "keep"
    quiz.check_button.click()
    assert quiz.stage == "hint" and "second cards exchanged" in quiz.output.value
    assert "switch is" not in quiz.output.value


@pytest.fixture
def slow_clicks(monkeypatch):
    """Every Check seconds after the last: none is the rest of a double click."""
    import itertools

    from bjswitch_widgets.widgets import quiz as quiz_module

    monkeypatch.setattr(quiz_module, "_now", itertools.count(0, 5).__next__)


def test_a_double_click_on_check_is_one_check_and_says_nothing_more(monkeypatch):
    """Issue 26's walk-through: the second click of a double click on Check (the same wrong
    answer, a moment later) said «Тот же ответ, что и в прошлый раз» though the learner had
    repeated nothing. It is ignored: one try, the hint as it was."""
    from bjswitch_widgets.widgets import quiz as quiz_module

    clock = iter([100.0, 100.3, 100.5, 102.0])  # the first check, two quick clicks, then later
    monkeypatch.setattr(quiz_module, "_now", lambda: next(clock))
    quiz = Quiz("A♠ 6♦?", lambda a: check_total(["A♠", "6♦"], a), choices=["soft 17", "hard 17"])
    quiz.answer.value = "hard 17"
    quiz.check_button.click()
    hint = quiz.output.value
    quiz.check_button.click()
    quiz.check_button.click()
    assert (quiz.stage, quiz.tries, quiz.output.value) == ("hint", 1, hint)
    quiz.check_button.click()  # seconds later: Check pressed again, and said so
    assert quiz.tries == 1 and quiz.output.value.startswith(hint) and quiz.output.value != hint


@pytest.mark.usefixtures("slow_clicks")
def test_check_on_the_same_wrong_answer_counts_no_try_and_says_so():
    """Issue 23: Check pressed again on the wrong answer just checked showed nothing new. It
    still counts no try, keeps the hint (or the answer) in sight, and adds a short note under
    it: change the answer, or ask for it."""
    quiz = Quiz("A♠ 6♦?", lambda a: check_total(["A♠", "6♦"], a), choices=["soft 17", "hard 17"])
    quiz.answer.value = "hard 17"
    quiz.check_button.click()
    hint = quiz.output.value
    quiz.check_button.click()
    assert quiz.stage == "hint" and quiz.tries == 1
    assert quiz.output.value.startswith(hint) and "§1.1" in quiz.output.value  # the hint stays
    assert "Same answer as before. Change it, or press Show the answer." in quiz.output.value
    assert quiz.text().endswith("\nSame answer as before. Change it, or press Show the answer.")
    quiz.check_button.click()  # a third press: the note once, not twice
    assert quiz.output.value.count("Same answer as before") == 1
    quiz.reveal_button.click()  # the answer shown: the note goes, and it cannot name the button
    assert "Same answer" not in quiz.output.value and quiz.stage == "answer"
    quiz.check_button.click()
    assert "the answer is" in quiz.output.value and quiz.tries == 1
    assert quiz.text().endswith("\nSame answer as before. Change it, then press Check.")
    quiz.answer.value = "soft 17"  # another answer: a try, and no note
    quiz.check_button.click()
    assert quiz.stage == "right" and quiz.tries == 2 and "Same answer" not in quiz.text()


@pytest.mark.usefixtures("slow_clicks")
def test_restart_goes_back_to_no_answer_with_hints_first():
    """A new attempt (Lesson.start_again): a quiz whose answer was shown goes back to "No
    answer yet" with an empty choice; the same wrong answer is then a new first try: a hint."""
    quiz = Quiz(
        "A♠ 6♦?", lambda a: check_total(["A♠", "6♦"], a), choices=["soft 17", "hard 17"], tries=1
    )
    quiz.answer.value = "hard 17"
    quiz.check_button.click()
    quiz.check_button.click()  # the same answer: a note under the answer
    assert quiz.stage == "answer" and "Same answer" in quiz.text()
    quiz.restart()
    assert (quiz.stage, quiz.tries, quiz.feedback, quiz.answer.value) == ("open", 0, None, None)
    assert quiz.text() == "A♠ 6♦?\nNo answer yet: choose or type your answer, then press Check."
    assert quiz.reveal_button.layout.display == "none"
    quiz.answer.value = "hard 17"
    quiz.check_button.click()
    assert quiz.stage == "hint" and quiz.tries == 1 and "Same answer" not in quiz.text()


def test_enter_in_the_box_checks_and_leaving_it_does_not():
    """§1.1: A♠ 6♦ is soft 17. Typing alone (the box's value sent, then left) is no try; Enter —
    the live region's script sends the box's text — checks it as Check would."""
    quiz = Quiz("What is A♠ 6♦ worth?", lambda a: check_total(["A♠", "6♦"], a))
    quiz.answer.value = "hard 1"  # half typed, then the learner clicks elsewhere
    assert quiz.stage == "open" and quiz.tries == 0
    quiz.output._handle_custom_msg({"event": "submit", "value": "soft 17"}, [])
    assert quiz.stage == "right" and quiz.tries == 1
    quiz.output._handle_custom_msg({"event": "other", "value": "x"}, [])  # not Enter: nothing
    quiz.output._handle_custom_msg(["junk"], [])
    assert quiz.tries == 1
