"""How a round is paid (§1.5, §1.6, §1.10, §2, §3, §4): the outcome of a hand against the dealer,
surrender, insurance and the Super Match side bet. One definition: the engine settles with
:func:`settle_hand`, the simulator's tables and the EV solver are built from it.

>>> from bjswitch_widgets.rules import SWITCH, CLASSIC
>>> settle_hand(SWITCH, total=21, bet=4, dealer_total=22)[:2]
(<Outcome.PUSH: 'push'>, 4)
>>> settle_hand(CLASSIC, total=21, bet=2, natural=True, dealer_total=20)[:2]
(<Outcome.WIN: 'win'>, 5)
>>> insurance_returned(1, dealer_natural=True), insurance_returned(1, dealer_natural=False)
(3, 0)
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Hashable, Sequence

from ..cards import Card
from .profiles import Profile

__all__ = [
    "INSURANCE_PAYS",
    "SUPER_MATCH_PAYS",
    "Outcome",
    "SettleWhy",
    "Settlement",
    "insurance_returned",
    "settle_hand",
    "super_match_combination",
    "super_match_of",
]

#: Insurance pays 2:1 on a dealer natural and is lost otherwise (§1.5).
INSURANCE_PAYS = 2

#: Super Match pays by the best combination of a box's first four cards, by rank (§3).
SUPER_MATCH_PAYS = {"pair": 1, "two pairs": 8, "three of a kind": 5, "four of a kind": 40}


class Outcome(enum.Enum):
    """How a hand ended (rules §5 ``outcome``)."""

    WIN = "win"
    PUSH = "push"
    LOSE = "lose"
    SURRENDER = "surrender"


_WIN, _PUSH, _LOSE, _SURRENDER = Outcome


#: Which rule decided a hand — a code the narration puts in words — and the two totals:
#: ``(code, total, dealer_total)``.
SettleWhy = tuple[str, int, int]

#: A settled hand: its outcome, every chip returned (stake plus profit), and why. Plain tuples:
#: the simulator and the engine settle millions of hands.
Settlement = tuple[Outcome, int, SettleWhy]


def settle_hand(
    profile: Profile,
    *,
    total: int,
    bet: int,
    natural: bool = False,
    switched_21: bool = False,
    split_21: bool = False,
    surrendered: bool = False,
    dealer_total: int,
    dealer_natural: bool = False,
) -> Settlement:
    """How one hand ends against the dealer's final hand (§1.6, §1.10; §2 for classic).

    ``natural`` means an original natural (never switched or split); ``switched_21`` a two-card
    21 made by the switch; ``split_21`` a two-card 21 on a split hand; ``surrendered`` a hand
    given up for half its bet, which a dealer natural takes whole where surrender is late (§4).
    """
    if surrendered:
        if dealer_natural and profile.late_surrender:
            return (_LOSE, 0, ("surrender_late", bet, dealer_total))
        return (_SURRENDER, bet // 2, ("surrender", bet // 2, dealer_total))
    if total > 21:
        return (_LOSE, 0, ("bust", total, 0))
    if dealer_natural:
        if natural:
            return (_PUSH, bet, ("dealer_natural_push", total, dealer_total))
        return (_LOSE, 0, ("dealer_natural", total, dealer_total))
    if natural:
        won = bet + int(bet * profile.natural_pays)
        return (_WIN, won, ("natural", total, dealer_total))
    if dealer_total > 21:
        if dealer_total == 22 and profile.dealer_22_pushes:
            code = "dealer_22_switched" if switched_21 else "dealer_22"
            return (_PUSH, bet, (code, total, dealer_total))
        return (_WIN, 2 * bet, ("dealer_bust", total, dealer_total))
    if total > dealer_total:
        return (_WIN, 2 * bet, ("higher", total, dealer_total))
    if total == dealer_total:
        code = "equal_switched" if switched_21 else "equal_split" if split_21 else "equal"
        return (_PUSH, bet, (code, total, dealer_total))
    return (_LOSE, 0, ("lower", total, dealer_total))


def insurance_returned(stake: int, *, dealer_natural: bool) -> int:
    """Chips an insurance stake brings back: stake plus 2:1 on a dealer natural, else none."""
    return stake * (1 + INSURANCE_PAYS) if dealer_natural else 0


def super_match_of(ranks: Sequence[Hashable]) -> tuple[str, int]:
    """The Super Match combination of four ranks (any hashable values) and its pay (x:1): the one
    classification, used by the engine and by the exact odds.

    >>> super_match_of(["K", "K", 7, 7]), super_match_of([1, 2, 3, 4])
    (('two pairs', 8), ('none', 0))
    """
    counts = sorted(Counter(ranks).values(), reverse=True)
    if counts[0] == 4:
        name = "four of a kind"
    elif counts[0] == 3:
        name = "three of a kind"
    elif counts[0] == 2 and len(counts) > 1 and counts[1] == 2:
        name = "two pairs"
    elif counts[0] == 2:
        name = "pair"
    else:
        return "none", 0
    return name, SUPER_MATCH_PAYS[name]


def super_match_combination(cards: Sequence[Card]) -> tuple[str, int]:
    """The Super Match combination of a box's first four cards, by rank, and its pay (x:1).

    >>> from bjswitch_widgets.cards import parse_cards
    >>> super_match_combination(parse_cards(["K♠", "K♦", "7♣", "7♥"]))
    ('two pairs', 8)
    >>> super_match_combination(parse_cards(["K♠", "Q♦", "7♣", "2♥"]))
    ('none', 0)
    """
    return super_match_of([c.rank for c in cards])
