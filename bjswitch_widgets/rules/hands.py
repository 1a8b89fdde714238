"""How hands are played, as small pure functions (§1.3–§1.9): the switch, when a 21 stops, the
switched ace + ten the dealer turns sideways, the peek and the dealer's draw. The engine, the EV solver and the simulator's tables all call these.

>>> from bjswitch_widgets.rules import SWITCH, CLASSIC, JACK_SWITCH
>>> dealer_hits(SWITCH, 17, True), dealer_hits(CLASSIC, 17, True), dealer_hits(SWITCH, 17, False)
(True, False, False)
>>> peeks(SWITCH, 10), peeks(JACK_SWITCH, 10), peeks(SWITCH, 9)
(True, False, False)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from ..cards import Card, hand_total
from .profiles import Profile

__all__ = [
    "dealer_hits",
    "dealer_must_draw",
    "dealer_peeks",
    "peeks",
    "stops_at_21",
    "switched_cards",
    "turned_sideways",
]

T = TypeVar("T")


def switched_cards(hand1: Sequence[T], hand2: Sequence[T]) -> tuple[list[T], list[T]]:
    """The two starting hands after the switch: only the second cards change places (§1.7).

    >>> from bjswitch_widgets.cards import parse_cards, format_cards
    >>> a, b = switched_cards(parse_cards(["5♠", "10♥"]), parse_cards(["10♣", "6♥"]))
    >>> format_cards(a), format_cards(b)
    ('5♠ 6♥', '10♣ 10♥')
    """
    return [hand1[0], hand2[1]], [hand2[0], hand1[1]]


def stops_at_21(profile: Profile, soft: bool, natural: bool) -> bool:
    """Whether a hand that has reached 21 stops drawing by itself (§1.8): any 21 does, except
    where a soft 21 that is not a natural may still be hit (``jack_switch``, §4: only a natural
    and a hard 21 stop).

    >>> from bjswitch_widgets.rules import SWITCH, JACK_SWITCH
    >>> stops_at_21(SWITCH, soft=True, natural=False), stops_at_21(JACK_SWITCH, soft=True, natural=False)
    (True, False)
    >>> stops_at_21(JACK_SWITCH, soft=True, natural=True), stops_at_21(JACK_SWITCH, soft=False, natural=False)
    (True, True)
    """
    return natural or not soft or not profile.hit_soft_21


def turned_sideways(*, switched: bool, split: bool, cards: Sequence[Card]) -> bool:
    """Whether the dealer turns a hand's top card sideways (§4; seed 004: «если в результате
    Свитча получилась Туз/10 и игрок не будет брать карту, верхнюю карту поворачиваем
    перпендикулярно»): an ace and a ten-value card that the switch brought together and that
    the player keeps at two cards — an ordinary 21, which the turned card marks as no natural.
    A natural kept without a switch is not turned, nor a hand that took a card, nor a split
    hand (**decision**: its 21 is ordinary by the split, not made by the switch).

    >>> from bjswitch_widgets.cards import parse_cards
    >>> ace_king = parse_cards(["A♠", "K♦"])
    >>> turned_sideways(switched=True, split=False, cards=ace_king)
    True
    >>> turned_sideways(switched=False, split=False, cards=ace_king)
    False
    """
    return switched and not split and len(cards) == 2 and hand_total(cards)[0] == 21


def dealer_hits(profile: Profile, total: int, soft: bool) -> bool:
    """Whether the dealer draws on this total: under 17, and a soft 17 where the profile hits
    it (§1.9: H17; §2: stands on all 17s)."""
    return total < 17 or (total == 17 and soft and profile.dealer_hits_soft_17)


def dealer_must_draw(profile: Profile, cards: Sequence[Card]) -> bool:
    """:func:`dealer_hits` on the dealer's cards.

    >>> from bjswitch_widgets.rules import SWITCH, CLASSIC
    >>> from bjswitch_widgets.cards import parse_cards
    >>> dealer_must_draw(SWITCH, parse_cards(["A♠", "6♦"])), dealer_must_draw(CLASSIC, parse_cards(["A♠", "6♦"]))
    (True, False)
    """
    total, soft = hand_total(cards)
    return dealer_hits(profile, total, soft)


def peeks(profile: Profile, up: int) -> bool:
    """Whether the dealer checks the hole card for a natural with this up card value (ace = 1):
    an ace or a ten-value card, at a table with a hole card (§1.6)."""
    return profile.hole_card and (up == 1 or up == 10)


def dealer_peeks(profile: Profile, up: Card) -> bool:
    """:func:`peeks` for an up card."""
    return peeks(profile, up.points)
