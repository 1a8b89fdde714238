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
from ..language import gettext as _
from ..language import ngettext
from ..rules import Profile, get_profile
from ..rules.seats import MAX_PLAYERS, check_name

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
        raise InvalidInputError(
            _("{where}: a card is a string such as '10♥', not {value}").format(
                where=where, value=quote(value)
            )
        )
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
            _("{where}: give the cards as a list such as ['5♠', '10♥'], not {value}").format(
                where=where, value=quote(value)
            )
        )
    # Translators: where a card is in stack()'s arguments: "dealer card 2", "'Ann' position 1 card 2"
    return [
        _card(item, _("{where} card {k}").format(where=where, k=k + 1))
        for k, item in enumerate(items)
    ]


def _positions(name: str, value: object, prof: Profile) -> list[list[Card]]:
    """A player's positions, each exactly two cards, as many as whole boxes allow."""
    per_box = prof.positions_per_box
    shape = "[['5♠', '10♥'], ['10♣', '6♥']]" if per_box == 2 else "[['10♠', '6♥']]"
    if not isinstance(value, (list, tuple)):
        raise InvalidInputError(
            _(
                "{name}: give the player's positions as a list of two-card hands such as "
                "{shape}, not {value}"
            ).format(name=repr(name), shape=shape, value=quote(value))
        )
    if value and all(isinstance(v, str) and len(v.replace(",", " ").split()) == 1 for v in value):
        raise InvalidInputError(
            _(
                "{name}: {value} looks like single cards; give each position as its two cards "
                "(first, second), e.g. {shape}"
            ).format(name=repr(name), value=quote(value), shape=shape)
        )
    boxes, extra = divmod(len(value), per_box)
    if extra or boxes > prof.max_boxes:
        n = len(value)
        raise InvalidInputError(
            ngettext(
                "{name} has {n} position: {rule} ({section})",
                "{name} has {n} positions: {rule} ({section})",
                n,
            ).format(name=repr(name), n=n, rule=_boxes_rule(prof), section=prof.cite("seats"))
        )
    hands = []
    for k, hand in enumerate(value, start=1):
        # Translators: a player's position in stack()'s arguments: "'Ann' position 2"
        cards = _cards(hand, _("{name} position {k}").format(name=repr(name), k=k))
        if len(cards) != 2:
            missing = (
                _(
                    "{name} position {k} is missing a card: a position is dealt two cards "
                    "(first, second), not {hand}; cards drawn later go in draws ({section})"
                )
                if len(cards) < 2
                else _(
                    "{name} position {k} has too many cards: a position is dealt two cards "
                    "(first, second), not {hand}; cards drawn later go in draws ({section})"
                )
            )
            raise InvalidInputError(
                missing.format(name=repr(name), k=k, hand=quote(hand), section=prof.cite("deal"))
            )
        hands.append(cards)
    return hands


def _boxes_rule(prof: Profile) -> str:
    """How many boxes of how many positions a player at ``prof`` plays (a clause standing
    alone after a colon)."""
    table, boxes, per_box = repr(prof.name), prof.max_boxes, prof.positions_per_box
    if boxes == 1:
        return ngettext(
            "a player at {table} plays one box of {n} position",
            "a player at {table} plays one box of {n} positions",
            per_box,
        ).format(table=table, n=per_box)
    if per_box == 1:
        return ngettext(
            "a player at {table} plays 1 to {boxes} boxes of 1 position",
            "a player at {table} plays 1 to {boxes} boxes of 1 position",
            boxes,
        ).format(table=table, boxes=boxes)
    # Translators: {per_box} is 2 here (a table's boxes hold one position or two)
    return ngettext(
        "a player at {table} plays 1 to {boxes} boxes of {per_box} positions",
        "a player at {table} plays 1 to {boxes} boxes of {per_box} positions",
        boxes,
    ).format(table=table, boxes=boxes, per_box=per_box)


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
            _(
                "hands maps each player's name to their positions, e.g. {example}, not {value}"
            ).format(example="{'Ann': [['5♠', '10♥'], ['10♣', '6♥']]}", value=quote(hands))
        )
    if len(hands) > MAX_PLAYERS:
        raise InvalidInputError(
            _("a table seats 1 to {most} players, not {n} ({section})").format(
                most=MAX_PLAYERS, n=len(hands), section=prof.cite("seats")
            )
        )
    seats = [_positions(check_name(name), value, prof) for name, value in hands.items()]
    up_and_hole = _cards(dealer, "dealer")
    later = _draws(dealer, up_and_hole, draws, prof)
    flat = [cards for seat in seats for cards in seat]
    order = deal_order([len(seat) for seat in seats], hole_card=len(up_and_hole) == 2)
    cards = [up_and_hole[k] if p < 0 else flat[p][k] for p, k in order] + later
    Shoe(prof.decks).stack(cards, section=prof.cite("cards"))  # the copies the shoe holds
    return [str(card) for card in cards]


def _draws(dealer: object, up_and_hole: list[Card], draws: object, prof: Profile) -> list[Card]:
    """The cards of ``draws``, after the dealer's cards are found to be ones the deal gives
    (refused: none, too many, or draws without the hole card before them)."""
    wanted = 2 if prof.hole_card else 1
    section = prof.cite("deal")
    if not up_and_hole:
        raise InvalidInputError(
            _("dealer: the up card is missing ({section})").format(section=section)
        )
    if len(up_and_hole) > wanted:
        n = len(up_and_hole)
        too_many = (
            ngettext(
                "dealer: {value} has {n} card, the deal gives the dealer 2 ({section})",
                "dealer: {value} has {n} cards, the deal gives the dealer 2 ({section})",
                n,
            )
            if prof.hole_card
            else ngettext(
                "dealer: {value} has {n} card, the deal gives the dealer 1; at a table without "
                "a hole card the dealer's second card comes after the players' draws: put it in "
                "draws ({section})",
                "dealer: {value} has {n} cards, the deal gives the dealer 1; at a table without "
                "a hole card the dealer's second card comes after the players' draws: put it in "
                "draws ({section})",
                n,
            )
        )
        raise InvalidInputError(too_many.format(value=quote(dealer), n=n, section=section))
    later = _cards(draws, "draws")
    if prof.hole_card and len(up_and_hole) < 2 and later:
        raise InvalidInputError(
            _(
                "dealer: the hole card is missing; it is dealt before any draw, so draws cannot "
                "be placed without it ({section})"
            ).format(section=section)
        )
    return later
