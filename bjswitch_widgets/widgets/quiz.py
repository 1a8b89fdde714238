"""Small quiz widgets over the checks: choose or type an answer, press ``Check`` (or Enter in
the answer box), read why.

A first wrong try gets a hint that points at the rule (with its §); the second shows the answer
and the explanation; ``Show the answer`` (offered after a wrong try) shows it at once. Check
pressed again on the same wrong answer counts no try and says so, under the feedback.

For every learner: the feedback is shown in a live region (:class:`~.live.LiveHTML`), so a screen
reader reads it once after each Check; the choices are a ``radiogroup`` named by the question
(a typed answer's box is named by it too); Enter in the answer box checks the answer as Check
does (the live region's script sends it: leaving the box checks nothing, so a half-typed answer
is never a try); the question and the feedback are spaced as text.

>>> from bjswitch_widgets.checks import check_total
>>> quiz = Quiz("What is A♠ 6♦ worth?", lambda answer: check_total(["A♠", "6♦"], answer),
...             choices=["hard 7", "soft 17", "hard 17"])
>>> quiz.answer.value = "hard 17"
>>> quiz.check_button.click()
>>> quiz.stage, "the answer is" in quiz.output.value, "§1.1" in quiz.output.value
('hint', False, True)
>>> quiz.check_button.click()  # at once on the same answer (a double click): no new try
>>> quiz.stage, quiz.tries, "Same answer" in quiz.text()
('hint', 1, False)
>>> quiz.answer.value = "hard 7"
>>> quiz.check_button.click()
>>> quiz.stage, "the answer is" in quiz.output.value and "soft 17" in quiz.output.value
('answer', True)
>>> print(quiz.text())
What is A♠ 6♦ worth?
✘ Not quite. You said 'hard 7'; the answer is 'soft 17'. A♠ 6♦: an ace counts 11 unless that busts the hand, then 1. One ace counts 11, so the hand is soft: 17 (§1.1).
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable, Sequence
from typing import Any, Literal

from ..arguments import check_flag, check_list
from ..checks import Feedback
from ..checks.answers import as_text, is_blank
from ..checks.feedback import HINT, WRONG
from ..errors import InvalidInputError, quote
from ..language import N_
from ..language import gettext as _
from . import ui
from .live import LINE_HEIGHT, LiveHTML, answer_named

__all__ = ["NO_ANSWER", "SAME_ANSWER", "Quiz", "Stage"]

#: What a question shows before it is answered.
NO_ANSWER = N_("No answer yet: choose or type your answer, then press Check.")
#: What Check on the wrong answer just checked adds under the hint (no try is counted)…
SAME_ANSWER = N_("Same answer as before. Change it, or press Show the answer.")
#: … and under the answer, once it is shown.
SAME_ANSWER_SHOWN = N_("Same answer as before. Change it, then press Check.")
#: A second Check on the same wrong answer within this many seconds of the first is the rest of
#: a double click, ignored; later, it is Check pressed again and gets SAME_ANSWER.
DOUBLE_CLICK = 1.0
#: The clock the double click is timed by (a test may replace it).
_now = time.monotonic
#: Where a question stands: not answered, a note on how to write it, a hint, the answer shown,
#: or answered right.
Stage = Literal["open", "note", "hint", "answer", "right"]
_NOTE_STYLE = (
    f'class="bjs-feedback bjs-quiz-note" style="border-left:4px solid {HINT};padding:4px 8px"'
)
_SAME_STYLE = f'class="bjs-quiz-same" style="border-left:4px solid {HINT};padding:4px 8px"'


def _key(value: Any) -> str:
    """An answer as compared with the last one: its text, spacing and case aside."""
    return " ".join(as_text(value).split()).casefold()


class Quiz(ui.VBox):
    """One question with a ``Check`` button, hints before answers, and ``Show the answer``.

    ``check`` takes the learner's answer (the chosen or typed text) and returns a
    :class:`~bjswitch_widgets.checks.Feedback`. With ``choices`` the learner picks one of them;
    without, they type. An empty answer or a typo gets a note on how to write it and is not
    counted as a try; a check that fails is shown as a note, never a traceback.

    ``tries`` is how many answers were already checked in this attempt (a lesson remembers them
    across runs of the cell in one visit); ``hints=False`` shows the answer at the first wrong
    try; :meth:`restart` goes back to no answer and no try. ``on_answer(feedback)``
    is called for every answer the check could read, ``on_reveal()`` when the answer is shown
    on request.
    """

    def __init__(
        self,
        question: str,
        check: Callable[[Any], Feedback],
        choices: Sequence[str] | None = None,
        *,
        placeholder: str | None = None,
        hints: bool = True,
        tries: int = 0,
        on_answer: Callable[[Feedback], None] | None = None,
        on_reveal: Callable[[], None] | None = None,
    ) -> None:
        if not isinstance(question, str) or not question.strip():
            raise InvalidInputError(
                _("a quiz needs a question, not {value}").format(value=quote(question))
            )
        if not callable(check):
            raise InvalidInputError(
                _("check must be a function of the answer, not {value}").format(value=quote(check))
            )
        if choices is not None:
            choices = check_list(choices, "choices", most=100, what="choices")
            if len(choices) < 2 or not all(isinstance(c, str) for c in choices):
                raise InvalidInputError(
                    _("choices are two texts or more, not {value}").format(value=quote(choices))
                )
        hints = check_flag(hints, "hints")
        if isinstance(tries, bool) or not isinstance(tries, int) or tries < 0:
            raise InvalidInputError(
                _("tries must be a whole number ≥ 0, not {value}").format(value=quote(tries))
            )
        self._check = check
        self._hints = hints
        self._on_answer = on_answer
        self._on_reveal = on_reveal
        self.tries = tries
        self._filled: tuple[str, Any] | None = None
        self._last: Any = None  # the last answer checked
        self._checked_at = -DOUBLE_CLICK  # when it was checked (the quiz's clock)
        self._note = ""
        self._body = ""  # the feedback shown
        self._same = ""  # what a Check on the same wrong answer added under it
        self.stage: Stage = "open"
        self.feedback: Feedback | None = None
        self.prompt = question
        self.question = ui.HTML(
            f'<div class="bjs-quiz-question" style="line-height:{LINE_HEIGHT}">'
            f"<b>{html.escape(question)}</b></div>"
        )
        self.answer: ui.ValueWidget
        if choices is not None:
            # as wide as its longest choice (ipywidgets' 300 px cut a long one's circle off)
            self.answer = ui.RadioButtons(
                options=list(choices), value=None, layout=ui.Layout(width="auto", max_width="100%")
            )
        else:
            self.answer = ui.Text(
                placeholder=_("your answer") if placeholder is None else placeholder
            )
        self.answer.add_class("bjs-quiz-answer")
        self.check_button = ui.Button(description=_("Check"), button_style="primary")
        self.check_button.add_class("bjs-quiz-check")
        self.check_button.on_click(self._on_check)
        self.reveal_button = ui.Button(
            description=_("Show the answer"),
            tooltip=_("Show the answer and why, without trying again"),
        )
        self.reveal_button.add_class("bjs-quiz-reveal")
        self.reveal_button.layout.display = "none"
        self.reveal_button.on_click(self._on_reveal_click)
        aria = answer_named(".bjs-quiz-answer", question, choices=choices is not None)
        self.output = LiveHTML(root="bjs-quiz", aria=aria, submit=".bjs-quiz-answer input")
        self.output.on_submit(self._check_answer)
        self.output.add_class("bjs-quiz-feedback")
        buttons = ui.HBox([self.check_button, self.reveal_button])
        super().__init__([self.question, self.answer, buttons, self.output])
        self.add_class("bjs-quiz")

    # -- answering ----------------------------------------------------------------------------

    def submit(self, value: Any) -> Feedback | None:
        """Check ``value`` as if the learner had entered it and pressed Check; return the
        feedback (None when there was no answer or it could not be checked)."""
        if is_blank(value):
            self.feedback = None
            self._show("open", f"<div {_NOTE_STYLE}>{html.escape(_(NO_ANSWER))}</div>")
            return None
        try:
            feedback = self._check(value)
        except Exception as error:  # a learner's input must never end in a traceback
            self.feedback = None
            self._note = _("I could not check that answer: {error}").format(error=error)
            self._show(
                "note",
                f'<div class="bjs-feedback" style="border-left:4px solid {WRONG};padding:4px 8px">'
                f"{html.escape(self._note)}</div>",
            )
            return None
        if self._same_wrong_answer(value, feedback):  # no new try
            if _now() - self._checked_at >= DOUBLE_CLICK:  # not the rest of a double click
                self._say_same_answer()
            return self.feedback
        self.feedback = feedback
        if not feedback.readable:
            self._show("note", feedback._repr_html_())
            return feedback
        self._last, self._checked_at = value, _now()
        self.tries += 1
        if self._on_answer is not None:
            self._on_answer(feedback)
        if feedback.correct:
            self._show("right", feedback._repr_html_())
        elif self._hints and self.tries == 1:
            self._show("hint", feedback.hint_html())
        else:
            self._show("answer", feedback._repr_html_())
        return feedback

    def _same_wrong_answer(self, value: Any, feedback: Feedback) -> bool:
        """The wrong answer just checked, checked again (a double click): not a new try."""
        if self.stage not in ("hint", "answer") or not feedback.readable or feedback.correct:
            return False
        return _key(value) == _key(self._last)

    def _say_same_answer(self) -> None:
        """Say, under the feedback still shown, that the answer is the one just checked."""
        self._same = _(SAME_ANSWER) if self.stage == "hint" else _(SAME_ANSWER_SHOWN)
        self.output.value = f"{self._body}<div {_SAME_STYLE}>{html.escape(self._same)}</div>"

    def fill(self, value: Any) -> None:
        """Put a code answer in the input (a choice only when it is one of the choices)."""
        if is_blank(value):
            return
        text = as_text(value)
        if isinstance(self.answer, ui.RadioButtons):
            if text in self.answer.options:
                self.answer.value = text
        else:
            self.answer.value = text
        self._filled = (text, value)  # Check on the untouched box checks the code's own value

    def restart(self) -> None:
        """Go back to "No answer yet", as a new attempt starts: the answer box emptied, no try
        counted, so a wrong answer gets a hint first again."""
        self.tries = 0
        self.feedback = None
        self._filled = self._last = None
        self._note = ""
        if isinstance(self.answer, ui.RadioButtons):
            self.answer.value = None
        else:
            self.answer.value = ""
        self._show("open", f"<div {_NOTE_STYLE}>{html.escape(_(NO_ANSWER))}</div>")

    def reveal(self) -> None:
        """Show the answer and the explanation of the last wrong try."""
        if self.feedback is None or not self.feedback.readable or self.feedback.correct:
            return
        if self._on_reveal is not None and self.stage == "hint":
            self._on_reveal()
        self._show("answer", self.feedback._repr_html_())

    def text(self) -> str:
        """The question and where it stands, as plain text (what a console or nbval sees)."""
        if self.stage == "open":
            status = _(NO_ANSWER)
        elif self.feedback is None:
            status = self._note
        elif self.stage == "hint":
            status = f"✘ {self.feedback.hint_text()}"
        else:
            status = str(self.feedback)
        shown = f"{self.prompt}\n{status}"
        return f"{shown}\n{self._same}" if self._same else shown

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        bundle = super()._repr_mimebundle_(**kwargs)
        if not isinstance(bundle, dict):
            return None
        return {**bundle, "text/plain": self.text()}

    # -- handlers -----------------------------------------------------------------------------

    def _show(self, stage: Stage, body: str) -> None:
        self.stage = stage
        self.output.value = self._body = body
        self._same = ""
        self.reveal_button.layout.display = None if stage == "hint" else "none"

    def _on_check(self, _button: object) -> None:
        self._check_answer(self.answer.value)

    def _check_answer(self, value: Any) -> None:
        """Check ``value``, the box's or choice's answer (Check, or Enter in the box)."""
        if self._filled is not None and value == self._filled[0]:
            value = self._filled[1]
        self.submit(value)

    def _on_reveal_click(self, _button: object) -> None:
        self.reveal()
