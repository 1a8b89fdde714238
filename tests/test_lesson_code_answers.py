"""A learner's answer written in code (``lesson.ask(question, check, answer)``) is shown in the
answer box and checked at once; whatever the value, the lesson answers with a note, as the checks
themselves do, never a traceback. ``2**20000`` (too many digits for ``str``), a list that holds
itself, a list nested 5,000 deep and an object whose ``__str__``/``__repr__`` raise once made
the box's text raise before the check was even asked.
"""

from __future__ import annotations

import pytest
from hostile_values import Unprintable, itself, nested

from bjswitch_widgets.checks import check_fact
from bjswitch_widgets.checks.answers import as_text
from bjswitch_widgets.widgets.lesson import Lesson

VALUES = {
    "2**20000": 2**20000,
    "a list holding itself": itself(),
    "a list 5,000 deep": nested(5000),
    "an object whose str raises": Unprintable(),
    "a list of one": [Unprintable()],
}


@pytest.mark.parametrize("value", VALUES.values(), ids=list(VALUES))
def test_any_value_in_code_is_a_note_not_a_traceback(value, tmp_path, capsys):
    lesson = Lesson("01_card_values", progress_file=tmp_path / "p.json")
    question = "How many cards are in the shoe?"
    assert lesson.ask(question, lambda a: check_fact("shoe_cards", a), value) is None
    quiz = lesson.quizzes[question]
    assert quiz.stage == "note" and quiz.tries == 0
    assert quiz.feedback is not None and not quiz.feedback.readable
    assert isinstance(quiz.answer.value, str) and len(quiz.answer.value) < 100


def test_the_answer_box_shows_a_short_form_of_what_it_cannot_print():
    assert as_text(2**20000) == "a 6021-digit number"
    assert as_text(itself()) == "[[[[...]]]]"
    assert as_text(Unprintable()).startswith("<Unprintable instance")
    assert as_text([5, "soft 17"]) == "5, soft 17"
