"""The trainer's controller: the practice, the last verdict and the drill waiting — no widgets.

:class:`TrainerController` plays :class:`~bjswitch_widgets.teaching.training.Practice` for a view
(:class:`~.trainer.Trainer`) and imports no ipywidgets: a script or a test drives it alike. Its
state is traitlets that a view observes: ``version`` goes up once after every change, and
``decision_id`` is the drill's number, which a click carries, so a stale or doubled click is
dropped. While the learner thinks, the drill's exact values are worked out a slice at a time on
the running event loop (:class:`~.advising.AdviceWork`), so the answer is graded at once.

The controls a drill may offer are :data:`TRAINER_CONTROLS`, named as :mod:`.controls` names them;
what :meth:`~bjswitch_widgets.teaching.training.Practice.answer` is given for one is its ``words``
(``'no-insurance'`` → ``'no insurance'``).

>>> trainer = TrainerController("switch", seed=7, focus="pairs")
>>> feedback = trainer.answer(trainer.practice.best())
>>> feedback.correct, trainer.stats()["answered"]
(True, 1)
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..checks.feedback import Feedback
from ..language import check_language, in_language, speaks_own_language
from ..rules import get_profile
from ..teaching.progress import Scoreboard
from ..teaching.training import FOCUSES, Answer, Practice, read_focus
from .advising import AdviceWork
from .controls import control
from .options import TrainerOptions, documented, init_from
from .trainer_render import cards_in_words

__all__ = ["TRAINER_CONTROLS", "TrainerController"]

#: Every control a drill may offer (:mod:`.controls`' names), in the order the trainer shows them.
TRAINER_CONTROLS: tuple[str, ...] = (
    "keep",
    "switch",
    "no-insurance",
    "insure",
    "hit",
    "stand",
    "double",
    "split",
    "surrender",
)
_ANSWER = {name: control(name).words for name in TRAINER_CONTROLS}


@documented(TrainerOptions)
class TrainerController(traitlets.HasTraits):
    """The trainer's state for a view: the practice, the last verdict, and ``version`` (up once
    per change) and ``decision_id`` (the drill's number: a click names the drill it saw).

    <options>
    """

    version = traitlets.Int(0, help="Goes up once after every change (a view re-renders)")
    decision_id = traitlets.Int(0, help="The drill waiting (a click names the one it saw)")

    @init_from(TrainerOptions)
    def __init__(self, options: TrainerOptions) -> None:
        super().__init__()
        #: The trainer's own language (None: the kernel's): its verdicts are written in it.
        self.lang = check_language(options.lang)
        with in_language(self.lang):
            self._start(options)

    def _start(self, options: TrainerOptions) -> None:
        profile, seed = options.profile, options.seed
        focus = read_focus(options.focus)  # "жёсткие суммы" is "hard"
        # A learner's practice (no seed) is kept in the progress file beside the lessons, one
        # per table and focus: it goes on where it stopped when the notebook is opened again.
        # A seeded practice (a test, an instructor's demonstration) is never saved.
        board = Scoreboard(options.progress_file) if seed is None else None
        name = f"trainer:{get_profile(profile).name}" + (
            f":{focus.replace(' ', '-')}" if focus in FOCUSES else ""
        )
        self.practice = Practice(profile, seed=seed, focus=focus, board=board, name=name)
        self.last: tuple[Answer, Feedback, str] | None = None  # and the drill's cards in words
        self._work = AdviceWork(lambda: self.decision_id, lambda: None)
        self._commit()

    @property
    def situation(self) -> dict[str, Any]:
        """The drill waiting, as a scenario that ``replay`` brings to the same decision."""
        return self.practice.situation

    def controls(self) -> list[str]:
        """The drill's choices as controls (``'no-insurance'``, ``'hit'`` …), in table order."""
        choices = self.practice.choices()
        if self.practice.drill.kind == "insurance":
            return ["no-insurance", "insure"]
        return [name for name in TRAINER_CONTROLS if _ANSWER[name] in choices]

    def table_controls(self) -> list[str]:
        """Every control a drill at this table may offer, in order (the keys help lists them):
        keep and switch where the table has the switch, the insurance answers where it offers
        insurance, surrender where it allows it. By the table, not the focus: a missed drill of
        another kind may come back."""
        prof = self.practice.profile
        kinds = set(self.practice.kinds)
        off = set()
        if "switch" not in kinds:
            off |= {"keep", "switch"}
        if "insurance" not in kinds:
            off |= {"insure", "no-insurance"}
        if not prof.surrender:
            off.add("surrender")
        return [name for name in TRAINER_CONTROLS if name not in off]

    @speaks_own_language
    def answer(self, action: str, token: int | None = None) -> Feedback | None:
        """Grade ``action`` (a choice, or a control's name) for the drill waiting and deal the
        next; None when ``token`` names a drill that is no longer waiting (a stale click)."""
        if token is not None and token != self.decision_id:
            return None
        given = _ANSWER.get(action, action) if isinstance(action, str) else action
        cards = cards_in_words(self.practice)
        feedback = self.practice.answer(given)
        self.last = (self.practice.history[-1], feedback, cards)
        self._commit()
        return feedback

    def stats(self) -> dict[str, Any]:
        """The learner's figures (see
        :meth:`~bjswitch_widgets.teaching.training.Practice.stats`)."""
        return self.practice.stats()

    def _commit(self) -> None:
        self.decision_id = self.practice.deals
        self._work.advice(self.practice.round())  # the exact values, worked out meanwhile
        self.version += 1
