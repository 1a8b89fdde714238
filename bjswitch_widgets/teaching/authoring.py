"""Writing scenarios: a stacked shoe from the hands you want (rules §1.3, §5).

A scenario's ``cards`` are the top of the shoe in the order the table deals them, which is not
the order anyone thinks of a hand in: first cards to every position, the dealer's up card, second
cards, the hole card, then the draws. :func:`stack` takes the hands as you picture them and puts
their cards in deal order, using the table's own deal order (:func:`deal_order`), so the
scenario deals exactly those hands:

>>> stack({"Ann": [["5♠", "10♥"], ["10♣", "6♥"]]}, dealer=["9♣", "7♦"], draws=["K♦", "6♦"])
['5♠', '10♣', '9♣', '10♥', '6♥', '7♦', 'K♦', '6♦']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from ..cards import Card, Shoe, parse_card
from ..errors import InvalidInputError, quote
from ..rules import Profile, get_profile
from ..rules.seats import MAX_PLAYERS, check_name
from ..words import count

__all__ = ["deal_order", "stack"]

CardLike = str | Card


def deal_order(positions: Sequence[int], hole_card: bool) -> list[tuple[int, int]]:
    """Where each card of the deal goes, in the order it is dealt (§1.3): ``(position, k)`` for
    the ``k``-th card (0 or 1) of the position counted from 0 across the table in table order,
    with position ``-1`` for the dealer. ``positions`` is each seat's count of positions.

    >>> deal_order([2], hole_card=True)
    [(0, 0), (1, 0), (-1, 0), (0, 1), (1, 1), (-1, 1)]
    >>> deal_order([1, 1], hole_card=False)
    [(0, 0), (1, 0), (-1, 0), (0, 1), (1, 1)]
    """
    n = sum(positions)
    order = [(p, 0) for p in range(n)] + [(-1, 0)] + [(p, 1) for p in range(n)]
    return [*order, (-1, 1)] if hole_card else order


def _card(value: object, where: str) -> Card:
    if isinstance(value, Card):
        return value
    if not isinstance(value, str):
        raise InvalidInputError(f"{where}: a card is a string such as '10♥', not {quote(value)}")
    try:
        return parse_card(value.strip())
    except InvalidInputError as error:
        raise InvalidInputError(f"{where}: {error}") from None


def _cards(value: object, where: str) -> list[Card]:
    """A list of cards, or one text of cards separated by spaces or commas."""
    if isinstance(value, str):
        items: Iterable[object] = value.replace(",", " ").split()
    elif isinstance(value, (list, tuple)):
        items = value
    else:
        raise InvalidInputError(
            f"{where}: give the cards as a list such as ['5♠', '10♥'], not {quote(value)}"
        )
    return [_card(item, f"{where} card {k + 1}") for k, item in enumerate(items)]


def _positions(name: str, value: object, prof: Profile) -> list[list[Card]]:
    """A player's positions, each exactly two cards, as many as whole boxes allow."""
    per_box = prof.positions_per_box
    shape = "[['5♠', '10♥'], ['10♣', '6♥']]" if per_box == 2 else "[['10♠', '6♥']]"
    if not isinstance(value, (list, tuple)):
        raise InvalidInputError(
            f"{name!r}: give the player's positions as a list of two-card hands such as {shape}, "
            f"not {quote(value)}"
        )
    if value and all(isinstance(v, str) and len(v.replace(",", " ").split()) == 1 for v in value):
        raise InvalidInputError(
            f"{name!r}: {quote(value)} looks like single cards; give each position as its two "
            f"cards (first, second), e.g. {shape}"
        )
    boxes, extra = divmod(len(value), per_box)
    if extra or boxes > prof.max_boxes:
        limit = f"1 to {prof.max_boxes} boxes" if prof.max_boxes > 1 else "one box"
        raise InvalidInputError(
            f"{name!r} has {count(len(value), 'position')}: a player at {prof.name!r} plays "
            f"{limit} of {count(per_box, 'position')} ({prof.cite('seats')})"
        )
    hands = []
    for k, hand in enumerate(value, start=1):
        where = f"{name!r} position {k}"
        cards = _cards(hand, where)
        if len(cards) != 2:
            missing = "is missing a card" if len(cards) < 2 else "has too many cards"
            raise InvalidInputError(
                f"{where} {missing}: a position is dealt two cards (first, second), not "
                f"{quote(hand)}; cards drawn later go in draws ({prof.cite('deal')})"
            )
        hands.append(cards)
    return hands


def stack(
    hands: Mapping[str, Sequence[object]],
    dealer: Sequence[CardLike] | str,
    draws: Sequence[CardLike] | str = (),
    profile: str | Profile = "switch",
) -> list[str]:
    """The cards of a deal in the order the shoe deals them, for a scenario's ``cards``.

    ``hands`` maps each player's name, in seat order from the dealer's left, to their positions'
    two cards (first, second) in table order: two positions at a Switch table, one at
    ``classic``, the boxes one after another at ``online_switch`` (the scenario's player object
    says how many boxes; a player who sits out has ``[]``). ``dealer`` is the up card then the
    hole card; at a table without a hole card only the up card, because the dealer's second
    card comes after the players' draws: put it in ``draws`` there. ``draws`` are the cards
    drawn afterwards in play order (the players' hits, doubles and split cards, then the
    dealer's). A card or hand may be a list of cards or one text (``"5♠ 10♥"``).

    At a table with a hole card and no ``draws`` the hole card may be left out: the shuffled
    rest of the shoe supplies it, as it does every card after the stacked ones.

    Raises :class:`~bjswitch_widgets.errors.InvalidInputError` naming the impossible request: a
    missing or extra card, more copies of a card than the shoe's decks hold, a player with
    positions that do not fill whole boxes.

    >>> stack({"Ann": ["A♠ K♥", "10♣ 6♥"], "Ben": ["7♣ 7♦", "9♥ 2♠"]}, dealer="9♣ 8♦")
    ['A♠', '10♣', '7♣', '9♥', '9♣', 'K♥', '6♥', '7♦', '2♠', '8♦']
    >>> stack({"Ann": [["10♠", "6♥"]]}, dealer=["A♦", "K♣"], profile="classic")
    ['10♠', 'A♦', '6♥', 'K♣']
    >>> stack({"Ann": [["5♠", "10♥"], ["10♣"]]}, dealer=["9♣", "7♦"])
    Traceback (most recent call last):
    ...
    bjswitch_widgets.errors.InvalidInputError: 'Ann' position 2 is missing a card: a position is dealt two cards (first, second), not ['10♣']; cards drawn later go in draws (§1.3)
    """
    prof = get_profile(profile)
    if not isinstance(hands, Mapping) or not hands:
        raise InvalidInputError(
            "hands maps each player's name to their positions, e.g. "
            f"{{'Ann': [['5♠', '10♥'], ['10♣', '6♥']]}}, not {quote(hands)}"
        )
    if len(hands) > MAX_PLAYERS:
        raise InvalidInputError(
            f"a table seats 1 to {MAX_PLAYERS} players, not {len(hands)} ({prof.cite('seats')})"
        )
    seats = [_positions(check_name(name), value, prof) for name, value in hands.items()]
    up_and_hole = _cards(dealer, "dealer")
    wanted = 2 if prof.hole_card else 1
    if not up_and_hole:
        raise InvalidInputError(f"dealer: the up card is missing ({prof.cite('deal')})")
    if len(up_and_hole) > wanted:
        second = (
            "; at a table without a hole card the dealer's second card comes after the players' "
            "draws: put it in draws"
            if not prof.hole_card
            else ""
        )
        raise InvalidInputError(
            f"dealer: {quote(dealer)} has {len(up_and_hole)} cards, the deal gives the dealer "
            f"{wanted}{second} ({prof.cite('deal')})"
        )
    later = _cards(draws, "draws")
    if prof.hole_card and len(up_and_hole) < 2 and later:
        raise InvalidInputError(
            "dealer: the hole card is missing; it is dealt before any draw, so draws cannot be "
            f"placed without it ({prof.cite('deal')})"
        )
    flat = [cards for seat in seats for cards in seat]
    order = deal_order([len(seat) for seat in seats], hole_card=len(up_and_hole) == 2)
    cards = [up_and_hole[k] if p < 0 else flat[p][k] for p, k in order] + later
    Shoe(prof.decks).stack(cards, section=prof.cite("cards"))  # the copies the shoe holds
    return [str(card) for card in cards]
