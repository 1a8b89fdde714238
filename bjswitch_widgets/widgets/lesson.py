"""A lesson's questions: each one answered in code or in the page, with hints, recorded.

Every question of a lesson notebook is asked with :meth:`Lesson.ask`. It shows a
:class:`~bjswitch_widgets.widgets.quiz.Quiz` (an input or choices and ``Check``), so the lesson
works as a Voila app with no code in sight; in JupyterLab the learner may instead write the
answer in the code (``shoe_cards = 312``) and run the cell, which fills the input and checks it.
A blank answer (``...``) shows "No answer yet". Each answer the check can read is recorded in
the scoreboard (:mod:`bjswitch_widgets.teaching.progress`); the first one is the first try.

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
This lesson: 1 of 1 questions answered, 0 right at the first try.
01_card_values: 0 of 1 right at the first try; another look: The shoe (§1.1) (How many cards are in the shoe?)
"""

from __future__ import annotations

import html
import os
from typing import Any

from ..checks import Feedback
from ..errors import InvalidInputError, quote
from ..teaching.progress import Progress, Scoreboard, check_lesson
from . import ui
from .options import Question, method_from
from .quiz import Quiz

__all__ = ["Lesson"]


class Lesson:
    """The questions of one lesson notebook (``name`` is the notebook's name without
    ``.ipynb``), recorded in the progress file beside the notebooks (or ``progress_file``)."""

    def __init__(self, name: str, *, progress_file: str | os.PathLike[str] | None = None) -> None:
        self.name = check_lesson(name)
        self.scoreboard = Scoreboard(progress_file)
        self.quizzes: dict[str, Quiz] = {}
        self._views: list[ProgressView] = []
        self._notes_shown = 0

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
            raise InvalidInputError(f"a lesson question is a sentence, not {quote(question)}")
        if section is not None and (not isinstance(section, str) or not section.strip()):
            raise InvalidInputError(f"a section is a heading of the lesson, not {quote(section)}")
        quiz = Quiz(
            question,
            asked.check,
            asked.choices,
            tries=self.scoreboard.tries(self.name, question),
            on_answer=lambda feedback: self._on_answer(question, section, feedback),
            on_reveal=lambda: self._on_reveal(question, section),
        )
        self.quizzes[question] = quiz
        quiz.fill(asked.answer)
        quiz.submit(asked.answer)
        return quiz

    def progress(self) -> ProgressView:
        """This lesson's first-try results as a view that is redrawn after every answer (a
        Voila learner cannot run the cell again); ``bjswitch_widgets.progress()`` shows every
        lesson, and ``lesson.scoreboard.progress(lesson.name)`` gives the figures."""
        view = ProgressView(self)
        self._views.append(view)
        return view

    def _on_answer(self, question: str, section: str | None, feedback: Feedback) -> None:
        self.scoreboard.record(self.name, question, section=section, correct=feedback.correct)
        self._refresh()

    def _on_reveal(self, question: str, section: str | None) -> None:
        self.scoreboard.reveal(self.name, question, section=section)
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


class ProgressView(ui.HTML):
    """One lesson's progress: how many of its questions are answered and right at the first
    try, and links to the sections worth another look; redrawn by the lesson after each answer."""

    def __init__(self, lesson: Lesson) -> None:
        super().__init__()
        self._lesson = lesson
        self.add_class("bjs-progress")
        self.redraw()

    def summary(self) -> Progress:
        """The figures shown."""
        return self._lesson.scoreboard.progress(self._lesson.name)

    def text(self) -> str:
        """The view as plain text: the lesson's line, then the summary."""
        done = self.summary()
        asked = max(len(self._lesson.quizzes), len(done.records))
        head = (
            f"This lesson: {len(done.records)} of {asked} questions answered, "
            f"{done.right_first} right at the first try."
        )
        rest = str(done).splitlines()[1:]
        return "\n".join([head, *rest])

    def redraw(self) -> None:
        """Show the scoreboard as it is now."""
        done = self.summary()
        head = html.escape(self.text().splitlines()[0])
        self.value = (
            f"<div><b>{head}</b>{done.table_html()}<div style='font-size:.9em'>Every lesson: "
            "<code>progress()</code> (from <code>bjswitch_widgets</code>).</div></div>"
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
