"""The dealer's decisions in a round, each a drill: what the dealer does, and what each bet
gets back — graded by the engine's own settlement and the checks' explanations.

A :class:`DealerDrill` is one moment of the dealer's procedure in a finished round, kept as the
round's scenario (rules §5) and where in it the question stands:

* ``"draw"`` — the dealer holds the first ``shown`` cards of the hand after the players: hit
  or stand now (§1.9; the dealer stops at once when only busted hands and naturals are left);
* ``"settle"`` — the chips the dealer returns to one hand, stake plus any win (§1.10);
* ``"insurance"`` — the chips one insured position (a box at ``online_switch``) gets back for
  its insurance (§1.5, §1.6);
* ``"sideways"`` — at a table where a switched soft 21 may still be hit (``jack_switch``, §4):
  which of a box's hands the dealer turns the top card of sideways.

:func:`dealer_moments` lists a round's moments in the dealer's order; :func:`deal_dealer_drill`
deals rounds from freshly shuffled shoes, the players played by the basic strategy (some of
them insuring), until a moment of the kind asked turns up. The right answer is the engine's:
the dealer's cards as drawn, each hand's ``returned``, :func:`~bjswitch_widgets.rules.
insurance_returned`, :func:`~bjswitch_widgets.rules.turned_sideways` — never a second rule.

>>> import random
>>> from bjswitch_widgets.rules import SWITCH
>>> drill = deal_dealer_drill(SWITCH, random.Random(4), "settle")
>>> drill.kind, drill.grade(drill.best()).correct
('settle', True)
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ..cards import format_cards, hand_total, is_natural_pair
from ..checks.answers import DealerTurn, Draw, read_draw, read_number
from ..checks.dealer import check_dealer_draws, check_dealer_plays, dealer_does
from ..checks.feedback import Feedback, unreadable
from ..checks.outcomes import check_returned, insurance_words
from ..checks.situations import table_from
from ..checks.switch import check_turned_sideways
from ..engine.log import describe_dealer, label
from ..errors import InvalidInputError
from ..language import gettext as _
from ..language import pgettext
from ..round import Action, Hand, Phase, Round
from ..rules import Profile, Seat, insurance_returned, turned_sideways
from ..strategy.basic import basic_policy
from ..words import chips

__all__ = [
    "CAST",
    "DEALER_KINDS",
    "DealerDrill",
    "deal_dealer_drill",
    "dealer_kind_name",
    "dealer_kinds",
    "dealer_moments",
    "table_policy",
]

#: The kinds of the dealer's decision, in the order of the dealer's procedure.
DEALER_KINDS = ("insurance", "sideways", "draw", "settle")
#: The players at a practice table (names a table shows in any language).
CAST = ("Ann", "Ben", "Cleo", "Dan")
#: How often a player insures when asked, and how often a practice of insurance deals one.
INSURES = 0.4


def dealer_kind_name(kind: str) -> str:
    """A kind of the dealer's decision in the learner's words.

    >>> dealer_kind_name("settle")
    'settling bets'
    """
    names = {
        "draw": pgettext("dealer drill kind", "draw or stand"),
        "settle": pgettext("dealer drill kind", "settling bets"),
        "insurance": pgettext("dealer drill kind", "paying insurance"),
        "sideways": pgettext("dealer drill kind", "the sideways card"),
    }
    return names.get(kind, kind)


def dealer_kinds(prof: Profile) -> tuple[str, ...]:
    """The kinds of the dealer's decision a table has: insurance where it is offered, the
    sideways card where a switched soft 21 may still be hit (§4), draws and settling always."""
    has = {
        "insurance": prof.insurance,
        "sideways": prof.switch_allowed and prof.hit_soft_21,
        "draw": True,
        "settle": True,
    }
    return tuple(k for k in DEALER_KINDS if has[k])


@dataclass(frozen=True)
class DealerDrill:
    """One of the dealer's decisions: its ``kind``, the finished round's ``scenario``, and where
    the question stands — ``player`` and ``hand`` (the player's hand in table order for
    ``settle``; the insured position, or box at ``online_switch``, for ``insurance``; the box for
    ``sideways``), or ``shown``, the dealer's cards so far for ``draw``."""

    kind: str
    scenario: Mapping[str, Any]
    player: str | None = None
    hand: int | None = None
    shown: int = 0

    @property
    def key(self) -> str:
        """The drill's identity: its cards, decisions and question (the same comes back)."""
        where = [self.kind, self.player, self.hand, self.shown]
        return json.dumps([self.scenario, where], sort_keys=True, ensure_ascii=False)

    @cached_property
    def finished(self) -> Round:
        """The round played out (the engine's settlement); do not change it."""
        return table_from(dict(self.scenario))

    def round(self) -> Round:
        """A fresh copy of the round played out."""
        return table_from(dict(self.scenario))

    # ------------------------------------------------------------------ where it stands

    def _player(self) -> Any:
        return next(p for p in self.finished.players if p.name == self.player)

    def _hand(self) -> Hand:
        assert self.hand is not None
        hand: Hand = self._player().hands[self.hand - 1]
        return hand

    def _box_hands(self) -> list[Hand]:
        return [h for h in self._player().hands if h.box == self.hand]

    def _stake(self) -> int:
        assert self.hand is not None
        stake: int = self._player().insurance[self.hand - 1]
        return stake

    def insured_place(self) -> str:
        """The insured position (or box) in words: ``'Ann hand 1'``, ``'Ann box 2'``, ``'Ann'``."""
        assert self.hand is not None
        return insured_place(self.finished.profile, self._player(), self.hand, named=True)

    # ------------------------------------------------------------------ the question

    @property
    def question(self) -> str:
        """The question in the learner's words, the position named: :meth:`prompt`, and for a
        draw the table's hands first (whether an ordinary hand is still live decides it)."""
        if self.kind == "draw":
            return _("The players have finished: {hands}. {question}").format(
                hands=hands_line(self.finished), question=self.prompt()
            )
        return self.prompt()

    def prompt(self) -> str:
        """The question short, for a table that shows the cards, with what it needs in one
        line — the hand asked about and the dealer's hand — so that on a long table (a phone,
        several players) nobody scrolls between the hand and the box."""
        rnd = self.finished
        if self.kind == "draw":
            cards = rnd.dealer[: self.shown]
            return _("The dealer has {cards} ({total}). Hit or stand?").format(
                cards=format_cards(cards), total=describe_dealer(cards)
            )
        if self.kind == "settle":
            return _(
                "{hand}; the dealer has {cards} ({total}). How many chips does the dealer return "
                "for it: the stake and any win (0 if it is lost)?"
            ).format(
                hand=hand_line(rnd, self._hand()),
                cards=format_cards(rnd.dealer),
                total=describe_dealer(rnd.dealer),
            )
        if self.kind == "insurance":
            cards = rnd.dealer[:2]
            return _(
                "{place} is insured for {stake}; the dealer has {cards} ({total}). How many chips "
                "come back for that insurance: the stake and its winnings (0 if it is lost)?"
            ).format(
                place=self.insured_place(),
                stake=chips(self._stake()),
                cards=format_cards(cards),
                total=describe_dealer(cards),
            )
        return _(
            "{hands}. On which of {name}'s hands does the dealer turn the top card sideways?"
        ).format(hands="; ".join(hand_line(rnd, h) for h in self._box_hands()), name=self.player)

    # ------------------------------------------------------------------ the answer

    def best(self) -> Any:
        """The right answer: ``'hit'`` or ``'stand'``, a number of chips, or the hand numbers."""
        rnd = self.finished
        if self.kind == "draw":
            return Draw.HIT.value if len(rnd.dealer) > self.shown else Draw.STAND.value
        if self.kind == "settle":
            return self._hand().returned
        if self.kind == "insurance":
            return insurance_returned(self._stake(), dealer_natural=rnd.dealer_natural)
        return [h.position for h in self._box_hands() if _sideways(h)]

    def grade(self, answer: Any) -> Feedback:
        """The verdict on ``answer``: right or wrong, the right answer and the rule's §."""
        if self.kind == "draw":
            return self._grade_draw(answer)
        if self.kind == "settle":
            return check_returned(self.finished, answer, player=self.player, hand=self.hand)
        if self.kind == "insurance":
            said = read_number(answer)
            if said is None:
                return unreadable(
                    answer, _("a number of chips"), _("Write it with digits or in words.")
                )
            paid = self.best()
            explain = insurance_words(self.finished, str(self.player), self._stake(), paid)
            return Feedback(said == paid, answer, paid, explain)
        return self._grade_sideways(answer)

    def _grade_draw(self, answer: Any) -> Feedback:
        rnd = self.finished
        said = read_draw(answer)
        if said is None:
            return unreadable(answer, _("hit or stand"), _("Answer hit or stand."))
        if rnd.ordinary_hands_live() and not rnd.dealer_natural:
            return check_dealer_draws(rnd.dealer[: self.shown], answer, rnd.profile)
        # only busted hands and naturals (or the dealer's natural): the dealer stops (§1.9)
        turn = DealerTurn.PLAYS if said is Draw.HIT else DealerTurn.STOPS
        plays = check_dealer_plays(self.finished, turn.value)
        stand = Draw.STAND.value
        return Feedback(
            said is Draw.STAND, answer, stand, plays.explanation, shown=dealer_does(stand)
        )

    def _grade_sideways(self, answer: Any) -> Feedback:
        return check_turned_sideways(self.finished, answer, player=self.player, box=self.hand)


def insured_place(prof: Profile, player: Any, k: int, *, named: bool) -> str:
    """Where a seat's ``k``-th insurance stands: a box where insurance is per box (§3), else the
    position — its hand while it has one (``'hand 1'``), ``'position 1'`` once it was split.
    ``named``: with the player's name, as a question says it (``'Ann hand 1'``, ``'Ann'`` at
    a one-position table)."""
    name = player.name
    if prof.insurance_per_box:
        return (_("{name} box {box}") if named else _("box {box}")).format(name=name, box=k)
    at = [(i, h) for i, h in enumerate(player.hands, 1) if h.box == 1 and h.position == k]
    if len(at) == 1:
        index, hand = at[0]
        return label(prof, hand) if named else _("hand {number}").format(number=index)
    where = _("{name} position {position}") if named else _("position {position}")
    return where.format(name=name, position=k)


def _sideways(hand: Hand) -> bool:
    return turned_sideways(switched=hand.switched, split=hand.split, cards=hand.cards)


# ---------------------------------------------------------------------- the table in words


def hand_line(rnd: Round, hand: Hand) -> str:
    """``'Ann hand 1: 5♠ 6♥ K♦, 21, bet 4, doubled'`` — a hand as the dealer sees it."""
    text = (
        _("{place}: {cards}, {total}, bet {bet}, doubled")
        if hand.doubled
        else _("{place}: {cards}, {total}, bet {bet}, surrendered")
        if hand.surrendered
        else _("{place}: {cards}, {total}, bet {bet}")
    )
    return text.format(
        place=label(rnd.profile, hand),
        cards=format_cards(hand.cards),
        total=hand.describe_total(),
        bet=hand.bet,
    )


def hands_line(rnd: Round) -> str:
    """Every hand at the table, in table order, as :func:`hand_line` writes it."""
    return "; ".join(hand_line(rnd, h) for h in rnd.hands())


# ---------------------------------------------------------------------- the moments


def ended_at_peek(rnd: Round) -> bool:
    """Whether the dealer's natural ended the round at the peek (§1.6): nobody played."""
    return rnd.profile.hole_card and rnd.dealer_natural


def dealer_moments(rnd: Round, scenario: Mapping[str, Any]) -> list[DealerDrill]:
    """Every decision of the dealer in a finished round, in the dealer's order: insurance (at
    the peek; without a hole card, once the second card is known), the sideways cards, the
    draws, then the settlement hand by hand from the dealer's right to left (the last seat's
    last hand first; **decision**: the rules do not say in which order bets are settled, and a
    dealer settles from the right, the seats being numbered from the dealer's left, §1.2). A
    hand already busted was collected when it busted and is not settled again."""
    prof, out = rnd.profile, []
    kinds = dealer_kinds(prof)

    def add(kind: str, **where: Any) -> None:
        out.append(DealerDrill(kind, scenario, **where))

    insured = [(p.name, i) for p in rnd.players for i, stake in enumerate(p.insurance, 1) if stake]
    # the dealer decides on two cards and more, until the hand stands or busts
    draws = [] if ended_at_peek(rnd) else list(range(2, len(rnd.dealer) + 1))
    if rnd.dealer_total > 21:
        draws = draws[:-1]
    if prof.hole_card:
        for name, i in insured:
            add("insurance", player=name, hand=i)
    if "sideways" in kinds and not ended_at_peek(rnd):
        for p in rnd.players:
            for box in range(1, p.boxes + 1):
                hands = [h for h in p.hands if h.box == box]
                if len(hands) == 2 and any(is_natural_pair(h.cards[:2]) for h in hands):
                    add("sideways", player=p.name, hand=box)
    if not prof.hole_card:
        for name, i in insured:
            add("insurance", player=name, hand=i)
    for k in draws:
        add("draw", shown=k)
    for p in reversed(rnd.players):
        for index in range(len(p.hands), 0, -1):
            if not p.hands[index - 1].busted:
                add("settle", player=p.name, hand=index)
    for drill in out:  # the round is played already: no drill replays it again
        drill.__dict__["finished"] = rnd
    return out


def table_policy(rnd: Round, rng: random.Random, insures: float = INSURES) -> Action:
    """A player's decision at a practice table: the basic strategy, except that a player asked
    about insurance takes some (``insures`` of the time), as players at a real table do."""
    if rnd.phase is Phase.INSURANCE and rng.random() < insures:
        return rng.choice(rnd.legal_actions()[1:])
    return basic_policy(rnd)


def practice_seats(prof: Profile, rng: random.Random) -> list[Seat]:
    """One to three players (names from :data:`CAST`), each with 1–3 boxes and a bet drawn
    from the table's limits where the table allows it (``online_switch``, §3)."""
    players = rng.choice((1, 2, 2, 3))
    seats = []
    for name in CAST[:players]:
        if prof.max_boxes > 1 or prof.min_bet < prof.max_bet:
            boxes = rng.randint(1, min(prof.max_boxes, 3))
            bet = rng.randint(prof.min_bet, prof.max_bet)
            seats.append(Seat(name, boxes=boxes, bet=bet))
        else:
            seats.append(Seat(name))
    return seats


def _weight(drill: DealerDrill) -> float:
    """How likely a moment is picked: the hands a dealer pays wrongly most often come first."""
    if drill.kind == "draw":  # soft 17 is where the tables differ (§1.9, §2)
        value, soft = hand_total(drill.finished.dealer[: drill.shown])
        return 5.0 if (value, soft) == (17, True) else 2.0 if value in (17, 18) else 1.0
    if drill.kind != "settle":
        return 1.0
    hand, rnd = drill._hand(), drill.finished
    telling = (
        hand.doubled
        or hand.split
        or hand.switched
        or hand.natural
        or hand.surrendered
        or rnd.dealer_natural
        or (rnd.dealer_total == 22 and rnd.profile.dealer_22_pushes)
    )
    return 3.0 if telling else 1.0


def deal_dealer_drill(prof: Profile, rng: random.Random, kind: str) -> DealerDrill:
    """A drill of ``kind`` from freshly shuffled shoes: each round is played out by the players'
    :func:`table_policy` until one of the dealer's moments is of that kind."""
    insures = 0.8 if kind == "insurance" else INSURES
    for _deal in range(5000):
        seats = practice_seats(prof, rng)
        rnd = Round(prof, seats, seed=rng.randrange(2**31), log=False)
        while rnd.current_player is not None:
            rnd.apply(table_policy(rnd, rng, insures))
        moments = [m for m in dealer_moments(rnd, rnd.scenario()) if m.kind == kind]
        if moments:
            return rng.choices(moments, weights=[_weight(m) for m in moments])[0]
    raise InvalidInputError(
        _("no {kind} decision turned up in 5,000 deals at {table}").format(
            kind=repr(kind), table=repr(prof.name)
        )
    )
