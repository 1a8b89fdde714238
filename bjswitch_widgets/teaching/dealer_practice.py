"""The dealer's practice: endless graded decisions from the dealer's chair, the mistakes that
come back, and what has been mastered — no widgets (a script, a test or the dealer's table
drives :class:`DealerPractice` alike).

Each drill is one of the dealer's decisions in a round dealt from a freshly shuffled shoe and
played out by the players (:mod:`.dealer_drills`): draw or stand, the chips a hand gets back,
what an insured position is paid, and — where a switched soft 21 may still be hit — which cards
the dealer turns sideways. ``focus`` narrows practice to one kind. Each answer is graded by the
engine's own settlement with the rule's §; a missed drill comes back and the figures count
first tries and mastery exactly as the strategy trainer's do (:mod:`.spaced`).

>>> practice = DealerPractice("switch", seed=3, focus="settle")
>>> practice.kind
'settle'
>>> feedback = practice.answer(practice.best())
>>> feedback.correct, practice.stats()["answered"], practice.stats()["right_first_try"]
(True, 1, 1)
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from typing import Any

from ..arguments import check_seed
from ..checks.feedback import Feedback
from ..errors import InvalidInputError, quote
from ..language import gettext as _
from ..language import named
from ..round import Round
from ..rules import Profile, get_profile
from .dealer_drills import (
    DEALER_KINDS,
    DealerDrill,
    deal_dealer_drill,
    dealer_kind_name,
    dealer_kinds,
)
from .spaced import HISTORY, Comeback, Tally, count, due, reschedule

__all__ = ["DEALER_MIX", "DealerAnswer", "DealerPractice", "read_dealer_focus"]

#: How often each kind is dealt when no focus is asked (kinds a table lacks are left out).
DEALER_MIX = {"draw": 3, "settle": 4, "insurance": 1, "sideways": 1}


def read_dealer_focus(focus: object, prof: Profile) -> str | None:
    """The kind ``focus`` names at this table: one of its :func:`~.dealer_drills.dealer_kinds`,
    or that kind's name in either language (``"выплата страховки"``); None stays None.
    Anything else is an InvalidInputError listing the table's kinds.

    >>> from bjswitch_widgets.rules import SWITCH
    >>> read_dealer_focus("Settling bets", SWITCH), read_dealer_focus(None, SWITCH)
    ('settle', None)
    """
    kinds = dealer_kinds(prof)
    if focus is None or focus in kinds:
        return focus
    kind = named(focus, kinds, dealer_kind_name)
    if kind is not None:
        return kind
    raise InvalidInputError(
        _(
            "focus at the {table} table is one of {focuses} (or None for every kind), not {value}"
        ).format(table=repr(prof.name), focuses=", ".join(map(repr, kinds)), value=quote(focus))
    )


@dataclass(frozen=True)
class DealerAnswer:
    """One answered drill, as the statistics count it: the deal it was, its kind, whether it
    was right, and whether it was a first try (not a missed drill coming back)."""

    deal: int
    kind: str
    right: bool
    first_try: bool
    cost: float = 0.0


class DealerPractice:
    """One learner's practice in the dealer's chair at one table.

    ``seed`` (a whole number) makes the deals repeatable (None: a fresh seed). ``focus`` (one
    of the table's kinds, :data:`~.dealer_drills.DEALER_KINDS`, or None for a mix) narrows the
    drills. :attr:`drill` is the drill waiting; :meth:`answer` grades it and deals the next.
    """

    drill: DealerDrill

    def __init__(
        self, profile: str | Profile = "switch", seed: int | None = None, focus: str | None = None
    ) -> None:
        self.profile = get_profile(profile)
        seed = check_seed(seed)
        self.kinds = dealer_kinds(self.profile)
        self.focus = read_dealer_focus(focus, self.profile)
        self._rng = random.Random(seed)
        self.deals = 0
        self.history: list[DealerAnswer] = []
        self.queue: list[Comeback[DealerDrill]] = []
        self._tallies: dict[str, Tally] = {}
        self._comeback: Comeback[DealerDrill] | None = None
        self.drill = self._next()

    # ------------------------------------------------------------------ the drill waiting

    @property
    def kind(self) -> str:
        """The kind of the drill waiting: ``"draw"``, ``"settle"``, ``"insurance"``, ``"sideways"``."""
        return self.drill.kind

    @property
    def question(self) -> str:
        """The drill's question in the learner's words, the position named."""
        return self.drill.question

    @property
    def situation(self) -> dict[str, Any]:
        """The drill's round as a scenario: ``replay`` deals and plays it through this moment
        (for a draw, the dealer's first :attr:`~.dealer_drills.DealerDrill.shown` cards are the
        ones the question shows) to its end."""
        return copy.deepcopy(dict(self.drill.scenario))

    def round(self) -> Round:
        """The drill's round, played out by the engine."""
        return self.drill.round()

    def best(self) -> Any:
        """The right answer (``'hit'``/``'stand'``, chips, or hand numbers)."""
        return self.drill.best()

    def _next(self) -> DealerDrill:
        self.deals += 1
        self._comeback = due(self.queue, self.deals)
        if self._comeback is not None:
            return self._comeback.drill
        if self.focus is not None:
            kind = self.focus
        else:
            weights = [DEALER_MIX[k] for k in self.kinds]
            kind = self._rng.choices(self.kinds, weights=weights)[0]
        return deal_dealer_drill(self.profile, self._rng, kind)

    # ------------------------------------------------------------------ answering

    def answer(self, answer: Any) -> Feedback:
        """Grade ``answer`` for the drill waiting, record it, and deal the next drill. An answer
        that cannot be read is a note (not counted), and the same drill waits."""
        drill = self.drill
        feedback = drill.grade(answer)
        if not feedback.readable:
            return feedback
        first = all(c.drill.key != drill.key for c in self.queue)
        record = DealerAnswer(self.deals, drill.kind, feedback.correct, first)
        self.history.append(record)
        del self.history[:-HISTORY]
        count(self._tallies, drill.kind, record)
        reschedule(self.queue, self._comeback, drill, right=feedback.correct, deals=self.deals)
        self.drill = self._next()
        return feedback

    # ------------------------------------------------------------------ statistics

    def stats(self) -> dict[str, Any]:
        """``answered``, ``right``, ``first_tries``, ``right_first_try``, ``accuracy``,
        ``waiting`` (missed drills to come back), and the same per kind under ``kinds`` (each
        with ``mastered``, as the strategy trainer counts it)."""
        out = self._tallies.get("all", Tally()).figures(cost=False)
        out["waiting"] = len(self.queue)
        out["kinds"] = {k: self._tallies.get(k, Tally()).figures(cost=False) for k in self.kinds}
        return out


assert set(DEALER_MIX) == set(DEALER_KINDS)
