"""A lesson's questions: each one answered in code or in the page, with hints, recorded.

Every question of a lesson notebook is asked with :meth:`Lesson.ask`. It shows a
:class:`~bjswitch_widgets.widgets.quiz.Quiz` (an input or choices and ``Check``), so the lesson
works as a Voila app with no code in sight; in JupyterLab the learner may instead write the
answer in the code (``shoe_cards = 312``) and run the cell, which fills the input and checks it.
A blank answer (``...``) shows "No answer yet". Each answer the check can read is recorded in
the scoreboard (:mod:`bjswitch_widgets.progress`); the first one is the first try.

>>> import tempfile, pathlib
>>> from bjswitch_widgets.checks import check_fact
>>> lesson = Lesson("01_card_values", progress_file=pathlib.Path(tempfile.mkdtemp()) / "p.json")
>>> quiz = lesson.quiz("How many cards are in the shoe?", lambda a: check_fact("shoe_cards", a),
...                    300, section="The shoe (§1.1)")
>>> quiz.stage
'hint'
>>> quiz.check_button.click()  # the same answer again: now the answer and why
>>> quiz.stage, quiz.feedback.expected
('answer', 312)
>>> print(lesson.progress())
Progress: 0 of 1 question right at the first try.
01_card_values: 0 of 1 right at the first try; another look: The shoe (§1.1) (How many cards are in the shoe?)
"""

from __future__ import annotations

import html
import os
from collections.abc import Callable, Sequence
from typing import Any

from ..checks import Feedback
from ..errors import InvalidInputError, quote
from ..progress import Progress, Scoreboard, check_lesson
from . import ui
from .quiz import Quiz

__all__ = ["Lesson"]


class Lesson:
    """The questions of one lesson notebook (``name`` is the notebook's name without
    ``.ipynb``), recorded in the progress file beside the notebooks (or ``progress_file``)."""

    def __init__(self, name: str, *, progress_file: str | os.PathLike[str] | None = None) -> None:
        self.name = check_lesson(name)
        self.scoreboard = Scoreboard(progress_file)
        self.quizzes: dict[str, Quiz] = {}
        self._notes_shown = 0

    def ask(
        self,
        question: str,
        check: Callable[[Any], Feedback],
        answer: Any = ...,
        *,
        choices: Sequence[str] | None = None,
        section: str | None = None,
    ) -> None:
        """Ask ``question`` in the notebook: show an input (or ``choices``) with ``Check``;
        ``check`` takes the answer and returns its :class:`~bjswitch_widgets.checks.Feedback`.

        ``answer`` is the learner's answer written in code (``...`` when there is none yet): it
        fills the input and is checked at once, as a press of Check would. ``section`` is the
        heading of the lesson section the question belongs to (the scoreboard links to it).
        Returns None, so a cell may end with it; :meth:`quiz` builds the same question without
        showing it, and ``lesson.quizzes[question]`` keeps it.
        """
        quiz = self.quiz(question, check, answer, choices=choices, section=section)
        _display(quiz)
        self._show_notes()

    def quiz(
        self,
        question: str,
        check: Callable[[Any], Feedback],
        answer: Any = ...,
        *,
        choices: Sequence[str] | None = None,
        section: str | None = None,
    ) -> Quiz:
        """The :class:`Quiz` that :meth:`ask` shows, built and checked but not shown."""
        if not isinstance(question, str) or not question.strip():
            raise InvalidInputError(f"a lesson question is a sentence, not {quote(question)}")
        if section is not None and (not isinstance(section, str) or not section.strip()):
            raise InvalidInputError(f"a section is a heading of the lesson, not {quote(section)}")
        quiz = Quiz(
            question,
            check,
            choices,
            tries=self.scoreboard.tries(self.name, question),
            on_answer=lambda feedback: self._on_answer(question, section, feedback),
            on_reveal=lambda: self.scoreboard.reveal(self.name, question, section=section),
        )
        self.quizzes[question] = quiz
        quiz.fill(answer)
        quiz.submit(answer)
        return quiz

    def progress(self) -> Progress:
        """This lesson's first-try results (``bjswitch_widgets.progress()`` shows every lesson)."""
        return self.scoreboard.progress(self.name)

    def _on_answer(self, question: str, section: str | None, feedback: Feedback) -> None:
        self.scoreboard.record(self.name, question, section=section, correct=feedback.correct)

    def _show_notes(self) -> None:
        """Show a note about the progress file (set aside, not writable) once."""
        fresh = self.scoreboard.notes[self._notes_shown :]
        self._notes_shown = len(self.scoreboard.notes)
        for note in fresh:
            _display(ui.HTML(f'<div class="bjs-note"><i>{html.escape(note)}</i></div>'))


def _display(widget: ui.DOMWidget) -> None:
    from IPython.display import display

    display(widget)  # type: ignore[no-untyped-call]
