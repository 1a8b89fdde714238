"""The cards a question gives (not the learner's answer): read by :func:`hand_of`, which raises
on a typo, and checked by :func:`cards_problem`, which says why no table deals them.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, card_list, check_one_shoe, format_cards, hand_total
from ..errors import BJSwitchError, InvalidInputError
from ..language import gettext as _
from ..language import ngettext
from ..rules import Profile, dealer_must_draw
from .feedback import quote, too_big

__all__ = ["cards_problem", "hand_of"]


def hand_of(cards: str | Sequence[str | Card], name: str = "cards") -> list[Card]:
    """The cards of a situation: ``"5♠ 10♥"``, ``"5♠,10♥"`` or a list of cards or texts.
    Raises :class:`~bjswitch_widgets.errors.InvalidCardError` on a typo, InvalidInputError
    naming ``name`` for what is no list of cards at all (the question is wrong, not the
    answer). Whether the cards can be asked about at a table is :func:`cards_problem`'s."""
    if isinstance(cards, str):
        if too_big(cards):
            raise InvalidInputError(
                _("{name} must be a few cards such as '5♠ 10♥', not {value}").format(
                    name=name, value=quote(cards)
                )
            )
        cards = cards.replace(",", " ").split()
    return card_list(cards, name)


def cards_problem(
    hands: Sequence[Sequence[Card]], prof: Profile, *, least: int = 1, dealer: bool = False
) -> str | None:
    """Why a question cannot be asked about these hands at this table, or None when it can: a
    hand of fewer than ``least`` cards (a hand has one card at least; the switch is on hands
    of two), more of a card than one shoe of the profile holds, every hand counted together
    (:func:`~bjswitch_widgets.cards.check_one_shoe`), or a card drawn after the hand stopped:
    a player's hand once it busts or reaches a 21 that stops
    (:func:`~bjswitch_widgets.strategy.query.drawn_after_stop`), the ``dealer``'s once the
    dealer stands (:func:`~bjswitch_widgets.rules.dealer_must_draw`). The same definitions the
    shoe, the strategy and the engine use. A check answers such a question with a note, never a
    ✔.

    >>> from bjswitch_widgets.rules import SWITCH
    >>> print(cards_problem([hand_of(["A♠"] * 7)], SWITCH))
    these cards hold 7 × 'A♠', but a shoe of 6 decks holds 6 (§1.1): no table deals them, so there is nothing to answer
    >>> print(cards_problem([[]], SWITCH))
    the question gives a hand with no card, and a hand here has at least 1 card: there is nothing to answer
    >>> print(cards_problem([hand_of("K♠ Q♦ 5♣ 2♥")], SWITCH))
    K♠ Q♦ 5♣ 2♥: the hand busts with its first 3 cards, so no card is drawn after that (§1.8): no table deals them, so there is nothing to answer
    >>> print(cards_problem([hand_of("10♠ 7♦ 2♣")], SWITCH, dealer=True))
    10♠ 7♦ 2♣: the dealer stands on hard 17 with the first 2 cards, so draws no card after that (§1.9): no table deals them, so there is nothing to answer
    >>> cards_problem([hand_of("5♠ 6♥")], SWITCH) is None
    True
    """
    from ..strategy.query import drawn_after_stop  # the strategy loads on first use

    short = next((h for h in hands if len(h) < least), None)
    if short is not None:
        return _short_hand(len(short), least)
    try:
        check_one_shoe([c for h in hands for c in h], prof.decks, section=prof.cite("cards"))
    except BJSwitchError as error:
        return _("{reason}: no table deals them, so there is nothing to answer").format(
            reason=error
        )
    for hand in hands:
        if dealer:
            why = _dealer_drew_after_stop(prof, hand)
        else:  # not a natural: the most a hand may hold (a switched 21 may be hit under §4)
            why = drawn_after_stop(prof, [c.points for c in hand], natural=False)
        if why is not None:
            return _(
                "{cards}: {reason}: no table deals them, so there is nothing to answer"
            ).format(cards=format_cards(hand), reason=why)
    return None


def _short_hand(have: int, least: int) -> str:
    """Why a hand of ``have`` cards is too short for a question about hands of ``least``."""
    if have == 0:
        return ngettext(
            "the question gives a hand with no card, and a hand here has at least {n} card: "
            "there is nothing to answer",
            "the question gives a hand with no card, and a hand here has at least {n} cards: "
            "there is nothing to answer",
            least,
        ).format(n=least)
    # Translators: {only} is "only 1 card" (the next message), said of the hand in the question
    return ngettext(
        "the question gives a hand with {only}, and a hand here has at least {n} card: "
        "there is nothing to answer",
        "the question gives a hand with {only}, and a hand here has at least {n} cards: "
        "there is nothing to answer",
        least,
    ).format(only=ngettext("only {n} card", "only {n} cards", have).format(n=have), n=least)


def _dealer_drew_after_stop(prof: Profile, cards: Sequence[Card]) -> str | None:
    """Why the dealer cannot hold ``cards``: a card after the dealer stood; None if it can."""
    for k in range(2, len(cards)):
        if not dealer_must_draw(prof, cards[:k]):
            total, soft = hand_total(cards[:k])
            if total > 21:
                text = ngettext(
                    "the dealer busts with the first {k} card, so draws no card after that "
                    "({cite})",
                    "the dealer busts with the first {k} cards, so draws no card after that "
                    "({cite})",
                    k,
                )
            elif soft:
                text = ngettext(
                    "the dealer stands on soft {total} with the first {k} card, so draws no "
                    "card after that ({cite})",
                    "the dealer stands on soft {total} with the first {k} cards, so draws no "
                    "card after that ({cite})",
                    k,
                )
            else:
                text = ngettext(
                    "the dealer stands on hard {total} with the first {k} card, so draws no "
                    "card after that ({cite})",
                    "the dealer stands on hard {total} with the first {k} cards, so draws no "
                    "card after that ({cite})",
                    k,
                )
            return text.format(k=k, total=total, cite=prof.cite("dealer"))
    return None
