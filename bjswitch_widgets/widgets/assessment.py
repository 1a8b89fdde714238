"""The final assessment in the page: a name, twelve questions with no hints, one Hand in, the
score.

:meth:`Lesson.assessment <bjswitch_widgets.widgets.lesson.Lesson.assessment>` shows an
:class:`AssessmentView`. The learner writes their name (or student number) and presses Start
— or the notebook gives the name — and gets their own questions
(:class:`~bjswitch_widgets.teaching.assessment.Assessment`). Nothing is checked while they
answer: no hint, no Show the answer. **Hand in** grades every answer at once; a question left
blank or written in a way the check cannot read is named first, and Hand in pressed again hands
in as it is. Then each question shows its answer and why, the score is given, every answer is
recorded in the progress file (one attempt), and Start again makes new questions.

For every learner: what the view says (the note under the name, what Hand in names first, the
score) is in two live regions (:class:`~.live.LiveHTML`) that a screen reader reads once at each
change; each question's choices are a ``radiogroup`` named by its question, its answer box too.

>>> import tempfile, pathlib
>>> from bjswitch_widgets.widgets.lesson import Lesson
>>> lesson = Lesson("10_final_assessment",
...                 progress_file=pathlib.Path(tempfile.mkdtemp()) / "p.json")
>>> view = AssessmentView(lesson, "Ada")
>>> for box, item in zip(view.inputs, view.exam.items):
...     box.value = item.best
>>> view.hand_in_button.click()
>>> print(view.score)
Your score: 12 of 12.
>>> view.hand_in_button.disabled, view.start_again_button.layout.display
(True, None)
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from ..checks import Feedback
from ..checks.answers import is_blank
from ..checks.feedback import RIGHT, WRONG, quoted
from ..language import N_, ngettext
from ..language import gettext as _
from ..teaching.assessment import SIZE, Assessment, Item, Score, learner_name
from ..words import listing
from . import ui
from .live import LINE_HEIGHT, LiveHTML, answer_named

if TYPE_CHECKING:
    from .lesson import Lesson

__all__ = ["AssessmentView"]

#: What the view says before a name is given.
ASK_NAME = N_(
    "Write your name or student number, then press Start. Your questions are made from it."
)
#: What Hand in says of answers left blank or not readable; pressed again, it hands in.
NOT_READY = N_("Press Hand in again to hand in as it is, or answer them first.")
_BAR = "border-left:4px solid {};padding:4px 8px"
#: Each question: set apart from the one before, its lines at text spacing (a widget's HTML
#: otherwise spaces lines as tall as an input).
_ITEM = (
    f"line-height:{LINE_HEIGHT};border-top:1px solid var(--jp-border-color2, #ccc);padding-top:8px"
)


class AssessmentView(ui.VBox):
    """The assessment of ``lesson`` for ``name`` (``...``: the learner writes it in the page)."""

    def __init__(self, lesson: Lesson, name: object = ...) -> None:
        self._lesson = lesson
        given = learner_name(name)  # a wrong name fails before any widget is built
        self.exam: Assessment | None = None
        self.score: Score | None = None
        self.inputs: list[ui.ValueWidget] = []
        self._warned: tuple[str, ...] | None = None  # the answers Hand in last warned about
        self.name_box = ui.Text(
            value=" ".join(name.split()) if isinstance(name, str) else "",
            description=_("Your name"),
            placeholder=_("your name or student number"),
        )
        self.name_box.add_class("bjs-assessment-name")
        self.start_button = ui.Button(description=_("Start"), button_style="primary")
        self.start_button.on_click(lambda _button: self.start(self.name_box.value))
        self.status = LiveHTML(root="bjs-assessment", submit=".bjs-assessment-name input")
        self.status.on_submit(self.start)  # Enter in the name box starts
        self._say(self.status, _(ASK_NAME))
        self.questions = ui.VBox()
        self.hand_in_button = ui.Button(description=_("Hand in"), button_style="primary")
        self.hand_in_button.on_click(lambda _button: self.hand_in())
        self.result = LiveHTML()
        self.start_again_button = ui.Button(
            description=_("Start again"),
            tooltip=_("New questions, a new attempt; your score is kept."),
        )
        self.start_again_button.on_click(lambda _button: self.start_again())
        for hidden in (self.hand_in_button, self.start_again_button):
            hidden.layout.display = "none"
        super().__init__(
            [
                ui.HBox([self.name_box, self.start_button]),
                self.status,
                self.questions,
                self.hand_in_button,
                self.result,
                self.start_again_button,
            ]
        )
        self.add_class("bjs-assessment")
        if given:
            self.start(name)

    # -- the learner's steps ------------------------------------------------------------------

    def start(self, name: object) -> None:
        """Make the questions for ``name`` and show them (a blank name: a note, no questions)."""
        if self.exam is not None:
            return  # a second click on Start
        try:
            exam = Assessment(name, attempt=self._handed_in() + 1)
        except ValueError as error:
            self._say(self.status, str(error))
            return
        if not exam.name:
            self._say(self.status, _(ASK_NAME))
            return
        self.exam = exam
        self.name_box.disabled = self.start_button.disabled = True
        self.inputs = [_input(item) for item in exam.items]
        self.questions.children = tuple(
            _question(item, box) for item, box in zip(exam.items, self.inputs, strict=True)
        )
        self.status.aria = _names(exam)
        self._say(
            self.status,
            ngettext(
                "{n} question for {name}. Answer it in any order; nothing is checked until you "
                "press Hand in.",
                "{n} questions for {name}. Answer them in any order; nothing is checked until "
                "you press Hand in.",
                SIZE,
            ).format(n=SIZE, name=self.name_box.value.strip()),
        )
        self.hand_in_button.layout.display = None

    def hand_in(self) -> None:
        """Grade every answer and show the score — after naming, once, the answers left blank
        or not readable."""
        if self.exam is None or self.score is not None:
            return
        answers = [box.value for box in self.inputs]
        score = self.exam.score(answers)
        missing = _not_ready(score, answers)
        key = tuple(str(a) for a in answers)
        if missing and self._warned != key:
            self._warned = key
            self._say(self.result, " ".join([*missing, _(NOT_READY)]))
            return
        self.score = score
        self.hand_in_button.disabled = True
        self.hand_in_button.layout.display = "none"  # handed in: only Start again is left
        for box in self.inputs:
            box.disabled = True
        for view, item, feedback in zip(
            self.questions.children, self.exam.items, score.feedback, strict=True
        ):
            assert isinstance(view, ui.VBox)
            view.children = (*view.children, ui.HTML(_verdict(item, feedback)))
        self._record(score)
        self.result.value = _score_html(self.exam, score)
        self.start_again_button.layout.display = None

    def start_again(self) -> None:
        """A new attempt with new questions for the same name."""
        name = self.name_box.value
        self._lesson.start_again()
        self.exam = self.score = self._warned = None
        self.inputs = []
        self.questions.children = ()
        self.result.value = ""
        self.hand_in_button.disabled = False
        self.start_again_button.layout.display = self.hand_in_button.layout.display = "none"
        self.start(name)

    # -- helpers ------------------------------------------------------------------------------

    def _handed_in(self) -> int:
        """How many times this lesson's assessment was handed in (from the progress file)."""
        records = self._lesson.scoreboard.progress(self._lesson.name).records
        return len({a.number for r in records for a in r.attempts})

    def _record(self, score: Score) -> None:
        assert self.exam is not None
        marks = zip(self.exam.items, score.marks, strict=True)
        self._lesson.record_all({item.key: right for item, right in marks})  # all or none

    @staticmethod
    def _say(where: LiveHTML, text: str) -> None:
        where.value = f"<div>{html.escape(text)}</div>"

    def text(self) -> str:
        """The view as plain text: the questions, then the score and each answer's feedback."""
        if self.exam is None:
            return _(ASK_NAME)
        parts = [item.text() for item in self.exam.items]
        if self.score is not None:
            parts.append(str(self.score))
        return "\n\n".join(parts)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        bundle = super()._repr_mimebundle_(**kwargs)
        if not isinstance(bundle, dict):
            return None
        return {**bundle, "text/plain": self.text()}


def _input(item: Item) -> ui.ValueWidget:
    if item.choices:
        box: ui.ValueWidget = ui.RadioButtons(options=list(item.choices), value=None)
    else:
        box = ui.Text(placeholder=_("your answer"))
    box.add_class("bjs-assessment-answer")
    return box


def _question(item: Item, box: ui.ValueWidget) -> ui.VBox:
    how = "" if item.choices else f" <i>{html.escape(item.how)}</i>"
    lines = "".join(f"<div>{html.escape(line)}</div>" for line in item.situation)
    text = (
        f"<div class='bjs-assessment-question' style='{_ITEM}'>"
        f"<b>{html.escape(item.heading())}</b>{lines}"
        f"<div><b>{html.escape(item.question)}</b>{how}</div></div>"
    )
    view = ui.VBox([ui.HTML(text), box])
    view.add_class("bjs-assessment-item")
    view.add_class(f"bjs-assessment-item-{item.number}")
    return view


def _names(exam: Assessment) -> dict[str, dict[str, str]]:
    """Each question's choices as a radiogroup, and its answer box, named by the question."""
    names: dict[str, dict[str, str]] = {}
    for item in exam.items:
        where = f".bjs-assessment-item-{item.number} .bjs-assessment-answer"
        question = f"{item.heading()}: {item.question}"
        names.update(answer_named(where, question, choices=bool(item.choices)))
    return names


def _not_ready(score: Score, answers: list[Any]) -> list[str]:
    """What Hand in says first: the questions left blank, and the answers not readable."""
    blanks = [str(n) for n, a in enumerate(answers, 1) if is_blank(a)]
    said = [
        _("Question {n}: {explanation}").format(n=n, explanation=f.explanation)
        for n, f in enumerate(score.feedback, 1)
        if f is not None and not f.readable
    ]
    if blanks:
        said.insert(
            0,
            ngettext(
                "Question {numbers} has no answer yet.",
                "Questions {numbers} have no answer yet.",
                len(blanks),
            ).format(numbers=listing(blanks)),
        )
    return said


def _verdict(item: Item, feedback: Feedback | None) -> str:
    if feedback is None or not feedback.readable:
        why = item.check(item.best).explanation
        body = html.escape(
            _("✘ No answer counted. The answer is {answer}. {why}").format(
                answer=quoted(item.best), why=why
            )
        )
        shown = f"<div class='bjs-feedback' style='{_BAR.format(WRONG)}'>{body}</div>"
    else:
        shown = feedback._repr_html_()
    return f"<div style='line-height:{LINE_HEIGHT}'>{shown}</div>"  # spaced as text


def _score_html(exam: Assessment, score: Score) -> str:
    missed = [i for i, right in zip(exam.items, score.marks, strict=True) if not right]
    again = "".join(
        "<li>"
        + html.escape(_("{topic}: lesson {lesson}")).format(
            topic=html.escape(i.topic.label), lesson=f"<code>{html.escape(i.topic.lesson)}</code>"
        )
        + "</li>"
        for i in missed
    )
    worth = _("Worth another look:")
    look = f"<div>{html.escape(worth)}</div><ul>{again}</ul>" if missed else ""
    # Translators: the score as a percentage, after "Your score: 9 of 12."
    percent = _("({percent} %)").format(percent=score.percent)
    colour = RIGHT if not missed else WRONG
    return (
        f"<div style='{_BAR.format(colour)}'><b>{html.escape(str(score))}</b> "
        f"{html.escape(percent)}{look}</div>"
    )
