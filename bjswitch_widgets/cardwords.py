"""The words of cards and of the shoe, in the current language (:mod:`.language`): a rank and a
suit in words, a card's name, a total in the table's words, and the messages of the card and
shoe errors. :mod:`.cards` computes; this module only writes, so neither outgrows its limit.

Cards themselves are shown the same in every language (``5♠``, ``10♥``, ``K♦``); only words
change:

>>> from bjswitch_widgets.language import in_language
>>> card_name("10", "♥"), total_words(17, soft=True)
('ten of hearts', 'soft 17')
>>> with in_language("ru"):
...     card_name("10", "♥"), card_name("Q", "♠"), total_words(17, soft=True)
('десятка червей', 'дама пик', 'мягкие 17')
"""

from __future__ import annotations

from .errors import quote
from .language import gettext as _
from .language import ngettext, pgettext

__all__ = [
    "card_name",
    "not_a_card",
    "rank_word",
    "shoe_excess_message",
    "shoe_refusal",
    "stack_message",
    "suit_word",
    "total_words",
]


def rank_word(rank: str) -> str:
    """A rank (``'10'``, ``'A'``) in words: ``'ten'``, ``'ace'`` (``'десятка'``, ``'туз'``)."""
    words = {
        "A": pgettext("rank", "ace"),
        "2": pgettext("rank", "two"),
        "3": pgettext("rank", "three"),
        "4": pgettext("rank", "four"),
        "5": pgettext("rank", "five"),
        "6": pgettext("rank", "six"),
        "7": pgettext("rank", "seven"),
        "8": pgettext("rank", "eight"),
        "9": pgettext("rank", "nine"),
        "10": pgettext("rank", "ten"),
        "J": pgettext("rank", "jack"),
        "Q": pgettext("rank", "queen"),
        "K": pgettext("rank", "king"),
    }
    return words[rank]


def suit_word(suit: str) -> str:
    """A suit (``'♥'``) in words: ``'hearts'`` (``'червы'``)."""
    words = {
        "♠": pgettext("suit", "spades"),
        "♥": pgettext("suit", "hearts"),
        "♦": pgettext("suit", "diamonds"),
        "♣": pgettext("suit", "clubs"),
    }
    return words[suit]


def card_name(rank: str, suit: str) -> str:
    """A card in words, for ``aria-label``: ``'ten of hearts'`` (``'десятка червей'``)."""
    # Translators: the suit after "of", as in "ten of hearts": Russian genitive «червей».
    of_suit = {
        "♠": pgettext("of suit", "spades"),
        "♥": pgettext("of suit", "hearts"),
        "♦": pgettext("of suit", "diamonds"),
        "♣": pgettext("of suit", "clubs"),
    }[suit]
    # Translators: a card's name, e.g. "ten of hearts"
    return _("{rank} of {suit}").format(rank=rank_word(rank), suit=of_suit)


def total_words(
    total: int, *, soft: bool, natural: bool = False, switched: bool = False, split: bool = False
) -> str:
    """A total in the table's words (§1.1, §1.4, §1.7): ``'soft 17'``, ``'hard 17'``,
    ``'bust (25)'``, ``'natural'``, or a two-card 21 that is not a natural because the position
    was ``switched`` or ``split`` (both only with ``natural``: the shape of one)."""
    if natural:
        if switched:
            return _("21 (switched, not a natural)")
        if split:
            return _("21 (split, not a natural)")
        # Translators: a hand's total shown on the table: an ace and a ten-value card
        return pgettext("total", "natural")
    if total > 21:
        return _("bust ({total})").format(total=total)
    if soft:
        return _("soft {total}").format(total=total)
    return _("hard {total}").format(total=total)


def not_a_card(text: object) -> str:
    """The message for a text that is no card, saying how cards are written: in Russian also
    the online source's letters В, Д, К, Т and the suits' п, ч, б, т."""
    return _(
        "not a card: {text} (write rank A 2-10 J Q K or T, then suit ♠♥♦♣ or s h d c, "
        "e.g. '10♥', 'Th', 'ks')"
    ).format(text=quote(text))


def shoe_excess_message(
    what: str, card: str | None, value: int, asked: int, decks: int, held: int, section: str
) -> str:
    """The message of :func:`~.cards.check_one_shoe`: ``what`` (already in the current
    language) asks ``asked`` copies of a ``card`` (its text) or, when ``card`` is None, of
    cards of ``value``, where a shoe of ``decks`` decks holds ``held``."""
    values = {"what": what, "asked": asked, "decks": decks, "held": held, "section": section}
    if card is not None:
        return ngettext(
            "{what} hold {asked} × {card}, but a shoe of {decks} decks holds {held} ({section})",
            "{what} hold {asked} × {card}, but a shoe of {decks} decks holds {held} ({section})",
            decks,
        ).format(card=repr(card), **values)
    return ngettext(
        "{what} hold {asked} × cards of value {value}, but a shoe of {decks} decks holds "
        "{held} ({section})",
        "{what} hold {asked} × cards of value {value}, but a shoe of {decks} decks holds "
        "{held} ({section})",
        decks,
    ).format(value=value, **values)


def stack_message(card: str, asked: int, decks: int, dealt: int, section: str) -> str:
    """The message of a :meth:`~.cards.Shoe.stack` asking more copies of ``card`` than the shoe
    has left (``dealt`` of them already out)."""
    values = {"card": repr(card), "asked": asked, "decks": decks, "section": section}
    if dealt:
        return ngettext(
            "the shoe cannot hold {asked} × {card}: {decks} decks have {decks} of each card "
            "and {dealt} are already out ({section})",
            "the shoe cannot hold {asked} × {card}: {decks} decks have {decks} of each card "
            "and {dealt} are already out ({section})",
            decks,
        ).format(dealt=dealt, **values)
    return ngettext(
        "the shoe cannot hold {asked} × {card}: {decks} decks have {decks} of each card "
        "({section})",
        "the shoe cannot hold {asked} × {card}: {decks} decks have {decks} of each card "
        "({section})",
        decks,
    ).format(**values)


def shoe_refusal(code: str, given: str, n: int) -> str:
    """The message of a shoe asked what it cannot do: ``'put_back'`` ``given`` (quoted) cards
    with ``n`` dealt, ``'keep'`` ``given`` of the ``n`` on top, deal from an ``'empty'`` shoe of
    ``n`` cards, deal ``given`` cards with ``n`` ``'left'``."""
    if code == "put_back":
        text = ngettext(
            "cannot put back {given} cards: {n} is dealt",
            "cannot put back {given} cards: {n} are dealt",
            n,
        )
    elif code == "keep":
        text = ngettext(
            "cannot keep {given} of the {n} card on top",
            "cannot keep {given} of the {n} cards on top",
            n,
        )
    elif code == "empty":
        text = ngettext(
            "the shoe is empty: its {n} card is dealt",
            "the shoe is empty: all {n} cards are dealt",
            n,
        )
    else:
        text = ngettext(
            "the shoe has {n} card left, not {given}",
            "the shoe has {n} cards left, not {given}",
            n,
        )
    return text.format(given=given, n=n)
