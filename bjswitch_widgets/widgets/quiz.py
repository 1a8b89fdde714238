"""Small quiz widgets over the checks: choose or type an answer, press ``Check``, read why.

>>> from bjswitch_widgets.checks import check_total
>>> quiz = Quiz("What is A♠ 6♦ worth?", lambda answer: check_total(["A♠", "6♦"], answer),
...             choices=["hard 7", "soft 17", "hard 17"])
>>> quiz.answer.value = "hard 17"
>>> quiz.check_button.click()
>>> quiz.feedback is not None and quiz.feedback.correct
False
>>> "the answer is" in quiz.output.value and "soft 17" in quiz.output.value
True
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from ..checks import Feedback
from . import ui

__all__ = ["Quiz"]


class Quiz(ui.VBox):
    """One question with a ``Check`` button and feedback that explains a wrong answer.

    ``check`` takes the learner's answer (the chosen or typed text) and returns a
    :class:`~bjswitch_widgets.checks.Feedback`. With ``choices`` the learner picks one of them;
    without, they type. A typo or an empty answer gets a message on how to write it, never a
    traceback.
    """

    def __init__(
        self,
        question: str,
        check: Callable[[Any], Feedback],
        choices: Sequence[str] | None = None,
        *,
        placeholder: str = "your answer",
    ) -> None:
        if not isinstance(question, str) or not question.strip():
            raise ValueError(f"a quiz needs a question, not {question!r}")
        if not callable(check):
            raise ValueError(f"check must be a function of the answer, not {check!r}")
        if choices is not None and len(choices) < 2:
            raise ValueError(f"a choice needs at least two choices, not {list(choices)!r}")
        self._check = check
        self.feedback: Feedback | None = None
        self.question = ui.HTML(f"<b>{html.escape(question)}</b>")
        self.answer: ui.ValueWidget
        if choices is not None:
            self.answer = ui.RadioButtons(options=list(choices), value=None)
        else:
            self.answer = ui.Text(placeholder=placeholder)
        self.answer.add_class("bjs-quiz-answer")
        self.check_button = ui.Button(description="Check", button_style="primary")
        self.check_button.add_class("bjs-quiz-check")
        self.check_button.on_click(self._on_check)
        self.output = ui.HTML()
        self.output.add_class("bjs-quiz-feedback")
        super().__init__([self.question, self.answer, self.check_button, self.output])
        self.add_class("bjs-quiz")

    def _on_check(self, _: object) -> None:
        value = self.answer.value
        if value is None or (isinstance(value, str) and not value.strip()):
            self.feedback = None
            self.output.value = (
                '<div class="bjs-feedback" style="color:#7a5c00">Choose or type an answer first, '
                "then press Check.</div>"
            )
            return
        try:
            feedback = self._check(value)
        except Exception as error:  # a learner's input must never end in a traceback
            self.feedback = None
            self.output.value = (
                '<div class="bjs-feedback" style="color:#b00020">I could not check that answer: '
                f"{html.escape(str(error))}</div>"
            )
            return
        self.feedback = feedback
        self.output.value = feedback._repr_html_()
