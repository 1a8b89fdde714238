"""A lesson's questions: each one answered in code or in the page, with hints, recorded.

Every question of a lesson notebook is asked with :meth:`Lesson.ask`. It shows a
:class:`~bjswitch_widgets.widgets.quiz.Quiz` (an input or choices and ``Check``), so the lesson
works as a Voila app with no code in sight; in JupyterLab the learner may instead write the
answer in the code (``shoe_cards = 312``) and run the cell, which fills the input and checks it.
A blank answer (``...``) shows "No answer yet". Each answer the check can read is recorded in
the scoreboard (:mod:`bjswitch_widgets.teaching.progress`); the first one ever is the first try.

**A visit is an attempt.** A lesson counts a question's tries in the attempt it is on, and the
file keeps each attempt's result. A new kernel (a restart, a new Voila page, a reload in
JupyterLite) starts the next attempt, so a learner who comes back gets hints first again; a
cell run again in the same kernel, even ``Lesson(...)`` itself, goes on with the attempt it is
on. :meth:`Lesson.start_again` (the ``Start again`` button of :meth:`Lesson.progress`) starts a
new attempt at once.

>>> import tempfile, pathlib
>>> from bjswitch_widgets.checks import check_fact
>>> lesson = Lesson("01_card_values", progress_file=pathlib.Path(tempfile.mkdtemp()) / "p.json")
>>> quiz = lesson.quiz("How many cards are in the shoe?", lambda a: check_fact("shoe_cards", a),
...                    300, section="The shoe (§1.1)")
>>> quiz.stage
'hint'
>>> quiz.answer.value = "310"
>>> quiz.check_button.click()  # a second wrong try: now the answer and why
>>> quiz.stage, quiz.feedback.expected
('answer', 312)
>>> print(lesson.progress())
This lesson: 1 of 1 question answered, 0 right at the first try.
01_card_values: 0 of 1 right at the first try; another look: The shoe (§1.1) (How many cards are in the shoe?)
>>> lesson.start_again()  # a new attempt: hints first again, the first try kept
>>> quiz.stage, lesson.attempt
('open', 2)
>>> quiz.answer.value = "312"
>>> quiz.check_button.click()
>>> print(lesson.progress())
This lesson: 1 of 1 question answered, 0 right at the first try.
Attempt 2: 1 of 1 question answered, 1 right at the first try.
01_card_values: 0 of 1 right at the first try; another look: The shoe (§1.1) (How many cards are in the shoe?)
"""

from __future__ import annotations

import html
import os
from collections.abc import Mapping
from typing import Any

from ..checks import Feedback
from ..errors import InvalidInputError, quote
from ..language import N_, ngettext
from ..language import gettext as _
from ..teaching.progress import Progress, Scoreboard, check_lesson
from . import ui
from .assessment import AssessmentView
from .live import LINE_HEIGHT
from .options import Question, method_from
from .quiz import Quiz

__all__ = ["Lesson"]

#: The attempt each lesson is on in this kernel, by progress file and lesson name. A visit is a
#: kernel: a Lesson made again in the same kernel goes on with its attempt, a new kernel starts
#: the next (:meth:`Scoreboard.next_attempt`).
_ATTEMPTS: dict[tuple[str, str], int] = {}
#: What the Start again button says when pointed at.
START_AGAIN_TIP = N_("Ask this lesson's questions again, hints first. Your first tries are kept.")


class Lesson:
    """The questions of one lesson notebook (``name`` is the notebook's name without
    ``.ipynb``), recorded in the progress file beside the notebooks (or ``progress_file``)."""

    def __init__(self, name: str, *, progress_file: str | os.PathLike[str] | None = None) -> None:
        self.name = check_lesson(name)
        self.scoreboard = Scoreboard(progress_file)
        self.quizzes: dict[str, Quiz] = {}
        self._views: list[ProgressView] = []
        self._notes_shown = 0
        self._visit = (os.path.abspath(self.scoreboard.path), self.name)
        if self._visit not in _ATTEMPTS:  # the first Lesson of this kernel: a new visit
            _ATTEMPTS[self._visit] = self.scoreboard.next_attempt(self.name)

    @property
    def attempt(self) -> int:
        """The attempt at this lesson that answers count in (1 on the first visit)."""
        return _ATTEMPTS[self._visit]

    def start_again(self) -> None:
        """Start a new attempt at this lesson now: every question asked so far goes back to "No
        answer yet", with hints first again; the first-ever tries are kept. An attempt with no
        answer yet is not left behind: pressed twice, Start again starts one attempt."""
        _ATTEMPTS[self._visit] = max(self.attempt, self.scoreboard.next_attempt(self.name))
        for quiz in self.quizzes.values():
            quiz.restart()
        self._refresh()

    @method_from(Question)
    def ask(self, asked: Question) -> None:
        """Ask ``question`` in the notebook: show an input (or ``choices``) with ``Check``;
        ``check`` takes the answer and returns its :class:`~bjswitch_widgets.checks.Feedback`.

        ``answer`` is the learner's answer written in code (``...`` when there is none yet): it
        fills the input and is checked at once, as a press of Check would. ``section`` is the
        heading of the lesson section the question belongs to (the scoreboard links to it).
        Returns None, so a cell may end with it; :meth:`quiz` builds the same question without
        showing it, and ``lesson.quizzes[question]`` keeps it. The parameters are those of
        :class:`~.options.Question`.
        """
        _display(self._quiz(asked))
        self._show_notes()

    @method_from(Question)
    def quiz(self, asked: Question) -> Quiz:
        """The :class:`Quiz` that :meth:`ask` shows, built and checked but not shown."""
        return self._quiz(asked)

    def _quiz(self, asked: Question) -> Quiz:
        question, section = asked.question, asked.section
        if not isinstance(question, str) or not question.strip():
            raise InvalidInputError(
                _("a lesson question is a sentence, not {value}").format(value=quote(question))
            )
        if section is not None and (not isinstance(section, str) or not section.strip()):
            raise InvalidInputError(
                _("a section is a heading of the lesson, not {value}").format(value=quote(section))
            )
        quiz = Quiz(
            question,
            asked.check,
            asked.choices,
            tries=self.scoreboard.tries(self.name, question, self.attempt),
            on_answer=lambda feedback: self._on_answer(question, section, feedback),
            on_reveal=lambda: self._on_reveal(question, section),
        )
        self.quizzes[question] = quiz
        quiz.fill(asked.answer)
        quiz.submit(asked.answer)
        return quiz

    def assessment(self, name: object = ...) -> None:
        """Show the final assessment (:class:`~.assessment.AssessmentView`) for ``name`` (your
        name or student number; ``...``: the learner writes it in the page and presses Start)."""
        _display(AssessmentView(self, name))
        self._show_notes()

    def progress(self) -> ProgressView:
        """This lesson's first-try results as a view that is redrawn after every answer (a
        Voila learner cannot run the cell again), with a ``Start again`` button
        (:meth:`start_again`); ``bjswitch_widgets.progress()`` shows every lesson, and
        ``lesson.scoreboard.progress(lesson.name)`` gives the figures."""
        view = ProgressView(self)
        self._views.append(view)
        return view

    def record(self, question: str, *, correct: bool, section: str | None = None) -> None:
        """Record one answer to ``question`` in the attempt this lesson is on, and redraw its
        progress views (a quiz's Check)."""
        self.record_all({question: correct}, section=section)

    def record_all(self, answers: Mapping[str, bool], *, section: str | None = None) -> None:
        """Record answers (question → right) in one change of the progress file, all or none
        (the assessment handed in), and redraw the progress views."""
        self.scoreboard.record_all(self.name, answers, section=section, attempt=self.attempt)
        self._refresh()

    def _on_answer(self, question: str, section: str | None, feedback: Feedback) -> None:
        self.record(question, section=section, correct=feedback.correct)

    def _on_reveal(self, question: str, section: str | None) -> None:
        self.scoreboard.reveal(self.name, question, section=section, attempt=self.attempt)
        self._refresh()

    def _refresh(self) -> None:
        for view in self._views:
            view.redraw()

    def _show_notes(self) -> None:
        """Show a note about the progress file (set aside, not writable) once."""
        fresh = self.scoreboard.notes[self._notes_shown :]
        self._notes_shown = len(self.scoreboard.notes)
        for note in fresh:
            _display(ui.HTML(f'<div class="bjs-quiz-note"><i>{html.escape(note)}</i></div>'))


class ProgressView(ui.VBox):
    """One lesson's progress: how many of its questions are answered and right at the first
    try (and in this attempt, from the second), and links to the sections worth another look;
    redrawn by the lesson after each answer. Its ``Start again`` button starts a new attempt
    (:meth:`Lesson.start_again`)."""

    def __init__(self, lesson: Lesson) -> None:
        self._lesson = lesson
        self.summary_html = ui.HTML()
        self.start_again_button = ui.Button(
            description=_("Start again"), tooltip=_(START_AGAIN_TIP)
        )
        self.start_again_button.add_class("bjs-start-again")
        self.start_again_button.on_click(lambda _button: lesson.start_again())
        super().__init__([self.summary_html, self.start_again_button])
        self.add_class("bjs-progress")
        self.redraw()

    @property
    def value(self) -> str:
        """The summary as HTML, as shown above the button."""
        return self.summary_html.value

    def summary(self) -> Progress:
        """The figures shown."""
        return self._lesson.scoreboard.progress(self._lesson.name)

    def _heads(self, done: Progress) -> list[str]:
        """The lesson's line, and from the second attempt the line of the attempt it is on."""
        asked = max(len(self._lesson.quizzes), len(done.records))
        heads = [
            ngettext(
                "This lesson: {answered} of {asked} question answered, {right} right at the "
                "first try.",
                "This lesson: {answered} of {asked} questions answered, {right} right at the "
                "first try.",
                asked,
            ).format(answered=len(done.records), asked=asked, right=done.right_first)
        ]
        number = self._lesson.attempt
        if number > 1:
            now = [a for r in done.records for a in r.attempts if a.number == number]
            right = sum(a.solved_at == 1 and not a.revealed for a in now)
            heads.append(
                ngettext(
                    "Attempt {number}: {answered} of {asked} question answered, {right} right "
                    "at the first try.",
                    "Attempt {number}: {answered} of {asked} questions answered, {right} right "
                    "at the first try.",
                    asked,
                ).format(number=number, answered=len(now), asked=asked, right=right)
            )
        return heads

    def text(self) -> str:
        """The view as plain text: the lesson's line (and the attempt's), then the summary."""
        done = self.summary()
        return "\n".join([*self._heads(done), *str(done).splitlines()[1:]])

    def redraw(self) -> None:
        """Show the scoreboard as it is now."""
        done = self.summary()
        head, *attempt = (html.escape(line) for line in self._heads(done))
        every = html.escape(_("Every lesson: {call} (from {package}).")).format(
            call="<code>progress()</code>", package="<code>bjswitch_widgets</code>"
        )
        self.summary_html.value = (
            f"<div style='line-height:{LINE_HEIGHT}'><b>{head}</b>"
            f"{''.join(f'<div>{line}</div>' for line in attempt)}"
            f"{done.table_html()}<div style='font-size:.9em'>{every}</div></div>"
        )

    def __str__(self) -> str:
        return self.text()

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        bundle = super()._repr_mimebundle_(**kwargs)
        if not isinstance(bundle, dict):
            return None
        return {**bundle, "text/plain": self.text()}


def _display(widget: ui.DOMWidget) -> None:
    from IPython.display import display

    display(widget)  # type: ignore[no-untyped-call]
