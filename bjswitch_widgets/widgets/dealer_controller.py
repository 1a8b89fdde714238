"""The dealer's table's controller: rounds from the dealer's chair, the step waiting, the last
verdict and the learner's figures — no widgets.

:class:`DealerController` deals :class:`~bjswitch_widgets.teaching.dealer_round.DealerRound`
after round for a view (:class:`~.dealer_table.DealerTable`) and imports no ipywidgets: a
script or a test drives it alike. Its state is traitlets that a view observes: ``version`` goes
up once after every change, and ``decision_id`` names the step shown, which a click or an Enter
carries, so a stale or doubled answer is dropped. A wrong answer keeps the step (and its
number): it is shown, explained, and waits to be corrected.

The controls a step offers are :data:`DEALER_CONTROLS`' (named as :mod:`.controls` names them):
``hit`` and ``stand`` for the dealer's draw, ``pay`` with an amount for a hand or an insurance,
``turn-1``, ``turn-2``, ``turn-both``, ``turn-none`` for the sideways cards, ``next-round``
once every bet is settled.

>>> dealer = DealerController("switch", seed=4)
>>> while dealer.round.step is not None:
...     feedback = dealer.answer(dealer.round.step.best())
>>> dealer.controls(), dealer.stats()["answered"] == dealer.stats()["right_first_try"] > 0
(['next-round'], True)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import traitlets

from ..arguments import check_seed
from ..checks.dealer import dealer_does
from ..checks.feedback import Feedback
from ..checks.switch import positions_words
from ..language import check_language, in_language, speaks_own_language
from ..rules import get_profile
from ..teaching.dealer_drills import DealerDrill, dealer_kinds
from ..teaching.dealer_practice import DealerAnswer
from ..teaching.dealer_round import DealerRound
from ..teaching.spaced import Tally, count

__all__ = ["DEALER_CONTROLS", "DealerController"]

#: Every control a step may offer, in the order the dealer's table shows them.
DEALER_CONTROLS: tuple[str, ...] = (
    "hit",
    "stand",
    "turn-1",
    "turn-2",
    "turn-both",
    "turn-none",
    "pay",
    "next-round",
)
#: What each answer control answers (``pay`` answers with the amount typed), put into the
#: learner's words when pressed, so that a verdict quotes the answer as the learner reads it.
_ANSWERS: dict[str, Callable[[], str]] = {
    "hit": lambda: dealer_does("hit"),
    "stand": lambda: dealer_does("stand"),
    "turn-1": lambda: positions_words([1]),
    "turn-2": lambda: positions_words([2]),
    "turn-both": lambda: positions_words([1, 2]),
    "turn-none": lambda: positions_words([]),
}


class DealerController(traitlets.HasTraits):
    """The dealer's table's state for a view: the round, the step waiting, the last verdict,
    and ``version`` (up once per change) and ``decision_id`` (the step shown).

    ``profile`` is the table (a name or a Profile); ``seed`` makes the rounds repeatable (None:
    fresh ones); ``lang`` writes every text in that language (None: the kernel's)."""

    version = traitlets.Int(0, help="Goes up once after every change (a view re-renders)")
    decision_id = traitlets.Int(0, help="The step shown (a click or Enter names the one it saw)")

    def __init__(
        self, profile: Any = "switch", seed: int | None = None, lang: str | None = None
    ) -> None:
        super().__init__()
        self.lang = check_language(lang)
        with in_language(self.lang):
            self.profile = get_profile(profile)
            self._rng = random.Random(check_seed(seed))
            self.kinds = dealer_kinds(self.profile)
            self.round = DealerRound(self.profile, self._rng)
        self.rounds = 1
        #: The last verdict and the step it was for.
        self.last: tuple[Feedback, DealerDrill] | None = None
        self._tallies: dict[str, Tally] = {}
        self._advance()

    # ------------------------------------------------------------------ what a view shows

    def controls(self) -> list[str]:
        """The controls of the step waiting (``next-round`` once the round is settled)."""
        step = self.round.step
        if step is None:
            return ["next-round"]
        if step.kind == "draw":
            return ["hit", "stand"]
        if step.kind == "sideways":
            return ["turn-1", "turn-2", "turn-both", "turn-none"]
        return ["pay"]

    def table_controls(self) -> list[str]:
        """Every control this table may offer (the keys help lists them): the sideways cards
        only where the table has them."""
        off = set() if "sideways" in self.kinds else {"turn-1", "turn-2", "turn-both", "turn-none"}
        return [c for c in DEALER_CONTROLS if c not in off]

    # ------------------------------------------------------------------ acting

    @speaks_own_language
    def act(self, control: str, token: int | None = None, amount: Any = None) -> Feedback | None:
        """Press ``control`` for the step ``token`` names (None: the step waiting); ``pay``
        answers with ``amount`` (the chips typed). None when the token names a step no longer
        waiting (a stale or doubled click), or the control is not one of the step's."""
        if token is not None and token != self.decision_id:
            return None
        if control not in self.controls():
            return None
        if control == "next-round":
            self.round = DealerRound(self.profile, self._rng)
            self.rounds += 1
            self.last = None
            self._advance()
            return None
        return self.answer(amount if control == "pay" else _ANSWERS[control]())

    @speaks_own_language
    def answer(self, value: Any) -> Feedback | None:
        """Answer the step waiting with ``value``; the verdict, or None when the round is
        settled. A right answer moves on; a wrong one stays to be corrected."""
        step = self.round.step
        if step is None:
            return None
        first = self.round.tries == 0  # the step's first answer (a note is no answer)
        feedback = self.round.answer(value)
        self.last = (feedback, step)
        if feedback.readable and first:
            record = DealerAnswer(self.rounds, step.kind, feedback.correct, first_try=True)
            count(self._tallies, step.kind, record)
        if feedback.correct:
            self._advance()
        else:
            self.version += 1
        return feedback

    def _advance(self) -> None:
        self.decision_id += 1
        self.version += 1

    # ------------------------------------------------------------------ figures

    def stats(self) -> dict[str, Any]:
        """``answered`` (steps), ``right_first_try``, ``accuracy`` and ``mastered``, the same
        per kind under ``kinds``, and ``rounds`` dealt."""

        def figures(kind: str) -> dict[str, Any]:
            return self._tallies.get(kind, Tally()).figures(cost=False)

        total = figures("all")
        total["rounds"] = self.rounds
        total["kinds"] = {k: figures(k) for k in self.kinds}
        return total
