"""One round from the dealer's chair: the engine deals it and the players play it out; the
learner then takes the dealer's steps in the dealer's order, each one answered right before the
next — and what the table shows at each step. No widgets (the dealer's table draws
:class:`Moment`; a script or a test drives :class:`DealerRound` alike).

The steps are the round's :func:`~.dealer_drills.dealer_moments`: insurance paid or collected
(at the peek; without a hole card once the dealer's second card is known), the sideways cards
(§4), the dealer's draws, then each hand settled from the dealer's right to left. A wrong answer
is graded, explained, and waits to be corrected: the step stays until it is answered right.

What the table shows is the engine's round at that moment — the deal as dealt while insurance
is settled at the peek, the dealer's cards so far while the dealer draws — with every outcome
and insurance payment hidden until the learner has settled it (a hand that busted was collected
when it busted and shows as lost).

>>> import random
>>> table = DealerRound("switch", random.Random(4))
>>> while table.step is not None:
...     feedback = table.answer(table.step.best())
>>> table.right_first_try == len(table.steps)
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..checks.feedback import Feedback
from ..checks.situations import table_from
from ..engine.log import hand_title
from ..errors import IllegalActionError
from ..language import gettext as _
from ..round import Hand, Outcome, Round
from ..rules import Profile, Seat, get_profile, insurance_returned, turned_sideways
from .dealer_drills import (
    DealerDrill,
    dealer_moments,
    ended_at_peek,
    insured_place,
    practice_seats,
    table_policy,
)

__all__ = ["DealerRound", "HandView", "Moment", "SeatView"]


@dataclass(frozen=True)
class HandView:
    """A hand as the dealer's table shows it now: ``result`` (outcome and chips returned) only
    once the learner has settled it, or at once for a bust; ``asked``: the step is about it."""

    title: str
    box: int
    position: int
    cards: tuple[Card, ...]
    total: str
    bet: int
    doubled: bool
    surrendered: bool
    sideways: bool
    result: tuple[Outcome, int] | None
    asked: bool


@dataclass(frozen=True)
class SeatView:
    """A seat: its name, chips before the round, hands, and insurance per position (or box)
    with what it was paid once the learner has settled it (None until then) and where each
    one stands (``'hand 1'``; ``'position 1'`` once that position was split; ``'box 2'``)."""

    name: str
    chips: int
    hands: tuple[HandView, ...]
    insurance: tuple[int, ...]
    insurance_paid: tuple[int | None, ...]
    insurance_asked: int | None
    insurance_places: tuple[str, ...] = ()


@dataclass(frozen=True)
class Moment:
    """What the dealer's table shows at a step: the dealer's cards (None: face down, or not
    come yet), every seat, and the table's rules."""

    dealer: tuple[Card | None, ...]
    seats: tuple[SeatView, ...]
    profile: Profile


class DealerRound:
    """One round, dealt from ``rng`` (a :class:`random.Random`) at ``profile``, its players
    (``seats``; default: one to three players drawn by :func:`~.dealer_drills.practice_seats`)
    played out by :func:`~.dealer_drills.table_policy`; the learner takes the dealer's steps."""

    def __init__(
        self,
        profile: str | Profile,
        rng: random.Random,
        seats: Sequence[Seat] | None = None,
    ) -> None:
        prof = get_profile(profile)
        self.profile = prof
        chosen = list(seats) if seats is not None else practice_seats(prof, rng)
        rnd = Round(prof, chosen, seed=rng.randrange(2**31), log=False)
        while rnd.current_player is not None:
            rnd.apply(table_policy(rnd, rng))
        self.round = rnd
        self.scenario = rnd.scenario()
        #: Every step, in the dealer's order.
        self.steps: list[DealerDrill] = dealer_moments(rnd, self.scenario)
        self.index = 0
        self.tries = 0  # wrong answers to the step waiting
        self.right_first_try = 0
        self.last: Feedback | None = None
        self._dealt: Round | None = None

    @property
    def step(self) -> DealerDrill | None:
        """The step waiting for the learner (None: the round is settled)."""
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    def answer(self, answer: Any) -> Feedback:
        """Grade ``answer`` for the step waiting; a right answer moves on to the next step, a
        wrong one stays to be corrected (an answer that cannot be read is only a note)."""
        step = self.step
        if step is None:
            why = _("the round is settled: deal the next round")
            raise IllegalActionError(why, phase="settled", reason=why)
        feedback = step.grade(answer)
        self.last = feedback
        if not feedback.readable:
            return feedback
        if feedback.correct:
            self.right_first_try += self.tries == 0
            self.index += 1
            self.tries = 0
        else:
            self.tries += 1
        return feedback

    # ------------------------------------------------------------------ what the table shows

    def moment(self) -> Moment:
        """The table as the dealer sees it at the step waiting (or settled, once done)."""
        step, prof = self.step, self.profile
        at_peek = (
            step is not None
            and step.kind == "insurance"
            and prof.hole_card
            and not ended_at_peek(self.round)
        )
        rnd = self._as_dealt() if at_peek else self.round
        settled = {(s.player, s.hand) for s in self.steps[: self.index] if s.kind == "settle"}
        paid = {(s.player, s.hand) for s in self.steps[: self.index] if s.kind == "insurance"}
        turning = {(s.player, s.hand) for s in self.steps[self.index :] if s.kind == "sideways"}
        seats = tuple(self._seat(rnd, p, settled, paid, turning, step) for p in rnd.players)
        return Moment(tuple(self._dealer_cards(rnd, step, at_peek)), seats, prof)

    def _as_dealt(self) -> Round:
        """The round at the peek: the deal and the insurance answers, nothing played yet."""
        if self._dealt is None:
            actions = list(self.scenario["actions"])
            asked = [a for a in actions if a.startswith("insure")]
            self._dealt = table_from({**self.scenario, "actions": asked})
        return self._dealt

    def _dealer_cards(
        self, rnd: Round, step: DealerDrill | None, at_peek: bool
    ) -> list[Card | None]:
        """The dealer's cards the table shows: the hole card face down until it is turned (at
        the peek the dealer has looked: it is shown); without a hole card, the up card alone
        until the second card comes."""
        dealer: list[Card | None] = list(rnd.dealer)
        if step is None or step.kind == "settle" or at_peek or ended_at_peek(rnd):
            return dealer
        if step.kind == "draw":
            return dealer[: step.shown]
        if step.kind == "insurance":  # without a hole card: once the second card is known
            return dealer[:2]
        # the sideways cards: the players have just played; the dealer has not turned or drawn
        return [dealer[0], None] if self.profile.hole_card else dealer[:1]

    def _seat(
        self,
        rnd: Round,
        player: Any,
        settled: set[tuple[str | None, int | None]],
        paid: set[tuple[str | None, int | None]],
        turning: set[tuple[str | None, int | None]],
        step: DealerDrill | None,
    ) -> SeatView:
        prof = self.profile
        hands = []
        for index, hand in enumerate(player.hands, 1):
            asked = (
                step is not None
                and step.player == player.name
                and (
                    (step.kind == "settle" and step.hand == index)
                    or (step.kind == "sideways" and step.hand == hand.box)
                )
            )
            hands.append(self._hand(prof, hand, index, settled, turning, asked))
        insurance = tuple(player.insurance)
        natural = self.round.dealer_natural
        shown_paid = tuple(
            insurance_returned(stake, dealer_natural=natural) if (player.name, i) in paid else None
            for i, stake in enumerate(insurance, 1)
        )
        asked_insurance = (
            step.hand
            if step is not None and step.kind == "insurance" and step.player == player.name
            else None
        )
        return SeatView(
            player.name,
            player.chips_before,
            tuple(hands),
            insurance,
            shown_paid,
            asked_insurance,
            tuple(
                insured_place(prof, player, i, named=False) for i in range(1, len(insurance) + 1)
            ),
        )

    def _hand(
        self,
        prof: Profile,
        hand: Hand,
        index: int,
        settled: set[tuple[str | None, int | None]],
        turning: set[tuple[str | None, int | None]],
        asked: bool,
    ) -> HandView:
        done = (hand.owner.name, index) in settled or hand.busted
        turned = turned_sideways(switched=hand.switched, split=hand.split, cards=hand.cards)
        result = None
        if done and hand.outcome is not None and hand.returned is not None:
            result = (hand.outcome, hand.returned)
        return HandView(
            title=hand_title(hand.owner, hand, index - 1),
            box=hand.box,
            position=hand.position,
            cards=tuple(hand.cards),
            total=hand.describe_total(),
            bet=hand.bet,
            doubled=hand.doubled,
            surrendered=hand.surrendered,
            sideways=turned and (hand.owner.name, hand.box) not in turning,
            result=result,
            asked=asked,
        )
