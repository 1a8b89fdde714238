"""The cards a strategy question is about, read and checked once for every query: each a card
or a card value, no more of any than one shoe of the table holds, a hand in play dealable.

:func:`~.ev.hand_ev`, :func:`~.ev.switch_advice` and :func:`~.ev.dealer_distribution` read their
arguments here, so a bad one is the package's error naming it: InvalidInputError for what is no
list of cards or no hand in play, InvalidCardError for an item that is no card, ShoeError for
cards one shoe cannot hold (:func:`~bjswitch_widgets.cards.check_one_shoe`, the definition the
shoe's stacking and the checks use too). A hand in play is checked by :func:`drawn_after_stop`,
the definition the checks use too.

>>> from bjswitch_widgets.rules import SWITCH
>>> unseen_counts(SWITCH, [query_card("A♠"), 10, query_card("6♣")], "the hand and the up card")
(23, 24, 24, 24, 24, 23, 24, 24, 24, 95)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..arguments import check_list
from ..cards import Card, best_total, check_one_shoe, is_natural_values, parse_card
from ..errors import InvalidCardError, InvalidInputError, ShoeError, quote
from ..language import gettext as _
from ..language import ngettext
from ..rules import Profile, stops_at_21
from .exact import full_shoe

__all__ = [
    "card_value",
    "check_hand_in_play",
    "drawn_after_stop",
    "query_card",
    "query_cards",
    "remove_cards",
    "starting_hand",
    "unseen_counts",
]


def query_card(item: object) -> Card | int:
    """One card of a query: a :class:`Card`, a card string, or a card value (1 = ace … 10 =
    any ten-value card) where only the value matters."""
    if isinstance(item, int) and not isinstance(item, bool):
        if not 1 <= item <= 10:
            raise InvalidCardError(
                _("a card value is 1 (ace) to 10, not {value}").format(value=quote(item))
            )
        return item
    return item if isinstance(item, Card) else parse_card(item)  # type: ignore[arg-type]


def card_value(card: Card | int) -> int:
    return card if isinstance(card, int) else card.points


def query_cards(items: object, name: str, prof: Profile) -> list[Card | int]:
    """A list argument of cards (``cards``, ``known``, a hand), each read by :func:`_card`;
    never more than the profile's shoe holds."""
    return [query_card(c) for c in check_list(items, name, most=52 * prof.decks, what="cards")]


def unseen_counts(prof: Profile, seen: Sequence[Card | int], what: str) -> tuple[int, ...]:
    """The profile's shoe by value without the cards ``seen``. One shoe must hold them all
    (:func:`~bjswitch_widgets.cards.check_one_shoe`: each card at most once a deck, each value
    at most as often as the shoe has it), else ShoeError naming ``what`` was seen (in the
    current language)."""
    check_one_shoe(seen, prof.decks, section=prof.cite("cards"), what=what)
    return remove_cards(full_shoe(prof.decks), [card_value(c) for c in seen])


def drawn_after_stop(prof: Profile, ranks: Sequence[int], natural: bool) -> str | None:
    """Why the cards of a hand (by value, ace = 1) cannot all have been drawn, or None when they
    can: a card after the hand stopped by itself (§1.8) — a bust, or a 21 that stops (a natural;
    any 21 except a soft one where §4 lets it be hit). ``natural``: the first two cards are the
    position's own (not switched, not split), so an ace and a ten there are a natural. A hand
    may end in a bust or a 21. The one definition of a hand that can be dealt, for the strategy
    (:func:`check_hand_in_play`) and the checks (:func:`~..checks.answers.cards_problem`).

    >>> from bjswitch_widgets.rules import SWITCH, JACK_SWITCH
    >>> drawn_after_stop(SWITCH, [1] * 11 + [2], natural=False)
    'the hand stops at 21 with its first 11 cards, so no card is drawn after that (§1.8)'
    >>> drawn_after_stop(SWITCH, [10, 6, 10], False), drawn_after_stop(JACK_SWITCH, [1, 10, 5], False)
    (None, None)
    """
    if not ranks:
        return None
    hard, ace = ranks[0], ranks[0] == 1
    for k in range(1, len(ranks) - 1):
        hard += ranks[k]
        ace = ace or ranks[k] == 1
        total, soft = best_total(hard, ace)
        is_natural = k == 1 and natural and is_natural_values(ranks[0], ranks[1])
        if total > 21 or (total == 21 and stops_at_21(prof, soft, is_natural)):
            return _stopped(total > 21, k + 1, prof.cite("play"))
    return None


def _stopped(bust: bool, n: int, section: str) -> str:
    """Why no card follows the first ``n``: the hand busts or stops at 21 with them."""
    if bust:
        text = ngettext(
            "the hand busts with its first {n} card, so no card is drawn after that ({section})",
            "the hand busts with its first {n} cards, so no card is drawn after that ({section})",
            n,
        )
    else:
        text = ngettext(
            "the hand stops at 21 with its first {n} card, so no card is drawn after that "
            "({section})",
            "the hand stops at 21 with its first {n} cards, so no card is drawn after that "
            "({section})",
            n,
        )
    return text.format(n=n, section=section)


def check_hand_in_play(prof: Profile, given: object, ranks: Sequence[int], natural: bool) -> None:
    """Cards that can be a hand in play (§1.8): two at least, and none after the hand stopped by
    itself (:func:`drawn_after_stop`). A hand may end in a bust or a 21: it is then valued as it
    stands."""
    if len(ranks) < 2:
        raise InvalidInputError(
            _("cards: a hand in play has at least two cards, not {value} ({section})").format(
                value=quote(given), section=prof.cite("deal")
            )
        )
    why = drawn_after_stop(prof, ranks, natural)
    if why is not None:
        # Translators: "cards" is the argument's name; {why} says why the hand cannot be
        raise InvalidInputError(_("cards {value}: {why}").format(value=quote(given), why=why))


def remove_cards(counts: tuple[int, ...], ranks: Sequence[int]) -> tuple[int, ...]:
    """The shoe's counts with some card values taken out (ShoeError if it holds none)."""
    out = list(counts)
    for r in ranks:
        if out[r - 1] <= 0:
            raise ShoeError(_("the shoe holds no more cards of value {value}").format(value=r))
        out[r - 1] -= 1
    return tuple(out)


def starting_hand(hand: object, name: str, prof: Profile) -> list[Card]:
    """One of the two starting hands the switch is decided on: two cards (not card values:
    the hands are shown as cards)."""
    cards = check_list(hand, name, most=52, what="cards")
    if len(cards) != 2:
        raise InvalidInputError(
            _(
                "{name}: the switch is decided on the two starting hands of two cards each, not "
                "{value} ({section})"
            ).format(name=name, value=quote(hand), section=prof.cite("switch"))
        )
    return [c if isinstance(c, Card) else parse_card(c) for c in cards]
