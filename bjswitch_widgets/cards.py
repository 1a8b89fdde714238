"""Cards, ranks, suits, the shoe and hand totals (§1.1, §1.4).

Cards are small frozen, hashable values. There are only 52 of them, so every parse returns the
same shared instance:

>>> Card.parse("Th")
Card.parse('10♥')
>>> str(Card.parse("ks"))
'K♠'
>>> Card.parse("10♥") is Card.parse("TH")
True
>>> hand_total([Card.parse("A♠"), Card.parse("6♦")])
(17, True)
>>> hand_total(parse_cards(["A♠", "6♦", "10♣"]))
(17, False)
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from .arguments import check_list, check_seed, grouped
from .cardwords import card_name as _card_name
from .cardwords import (
    not_a_card,
    rank_word,
    shoe_excess_message,
    shoe_refusal,
    stack_message,
    suit_word,
)
from .cardwords import total_words as _total_words
from .errors import InvalidCardError, InvalidInputError, ShoeError, quote
from .language import gettext as _

__all__ = [
    "BEST_TOTALS",
    "MAX_DECKS",
    "Card",
    "Rank",
    "Shoe",
    "Suit",
    "best_total",
    "card_list",
    "card_name",
    "check_one_shoe",
    "describe_cards",
    "format_cards",
    "hand_total",
    "is_natural_pair",
    "is_pair",
    "parse_card",
    "parse_cards",
    "shoe_excess",
]


class Suit(enum.Enum):
    """The four suits; the value is the printed symbol."""

    SPADES = "♠"
    HEARTS = "♥"
    DIAMONDS = "♦"
    CLUBS = "♣"

    @property
    def symbol(self) -> str:
        return self.value

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are printed red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def word(self) -> str:
        """The suit in words, for text alternatives (``'hearts'``; ``'червы'`` in Russian)."""
        return suit_word(self.value)


class Rank(enum.Enum):
    """The thirteen ranks; the value is the printed rank (``'10'``, never ``'T'``)."""

    ACE = "A"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"

    @property
    def points(self) -> int:
        """Hard points: an ace counts 1 here (it may count 11 in a total), J/Q/K count 10."""
        return _POINTS[self]

    @property
    def is_ten_value(self) -> bool:
        """10, J, Q and K all count ten (§1.1)."""
        return _POINTS[self] == 10

    @property
    def word(self) -> str:
        """The rank in words, for text alternatives (``'ten'``, ``'ace'``; ``'десятка'``)."""
        return rank_word(self.value)


#: Hard points: ace 1, two to ten their number, J/Q/K 10 (the ranks are in this order).
_POINTS: dict[Rank, int] = {rank: min(i + 1, 10) for i, rank in enumerate(Rank)}
#: The ranks read, in capitals: as printed, Latin ``T`` for ten, and the Russian online source's
#: letters (seeds/002): Cyrillic В валет (J), Д дама (Q), К король (K), Т туз (A).
_RANK_INPUT: dict[str, Rank] = {r.value: r for r in Rank} | {
    "T": Rank.TEN,
    "В": Rank.JACK,
    "Д": Rank.QUEEN,
    "К": Rank.KING,
    "Т": Rank.ACE,
}
#: The suits read, in capitals: the signs, Latin s h d c and the Russian п ч б т (пики, червы,
#: бубны, трефы).
_SUIT_INPUT: dict[str, Suit] = {s.value: s for s in Suit} | {
    "S": Suit.SPADES,
    "H": Suit.HEARTS,
    "D": Suit.DIAMONDS,
    "C": Suit.CLUBS,
    "П": Suit.SPADES,
    "Ч": Suit.HEARTS,
    "Б": Suit.DIAMONDS,
    "Т": Suit.CLUBS,
}


class Card:
    """One playing card: a small immutable value. Use :meth:`Card.parse` or :func:`parse_card`
    to make one from text; ``Card(rank, suit)`` works too.

    There are only 52 cards, and each exists once: ``Card(rank, suit)`` returns the shared
    instance, so cards compare and hash by identity — fast in the engine's inner loops.
    """

    __slots__ = ("index", "is_ace", "points", "rank", "suit")

    rank: Rank
    suit: Suit
    #: Hard points (ace 1, ten-value 10); stored, since totals are counted very often.
    points: int
    #: True for an ace.
    is_ace: bool
    #: 0–51: the card's place in :data:`DECK` (its hash).
    index: int

    def __new__(cls, rank: Rank, suit: Suit) -> Card:
        try:
            return _CARDS[rank, suit]
        except (KeyError, NameError, TypeError):  # TypeError: an unhashable rank or suit
            pass
        if not isinstance(rank, Rank) or not isinstance(suit, Suit):
            raise InvalidCardError(
                _("not a card: rank {rank}, suit {suit}").format(rank=quote(rank), suit=quote(suit))
            )
        card = object.__new__(cls)
        for name, value in (
            ("rank", rank),
            ("suit", suit),
            ("points", _POINTS[rank]),
            ("is_ace", rank is Rank.ACE),
            ("index", list(Suit).index(suit) * 13 + list(Rank).index(rank)),
        ):
            object.__setattr__(card, name, value)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cards are immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cards are immutable: cannot delete {name!r}")

    def __hash__(self) -> int:
        return self.index

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return Card, (self.rank, self.suit)

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __str__(self) -> str:
        return self.rank.value + self.suit.value

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def name(self) -> str:
        """The card in words, e.g. ``'ten of hearts'`` (for ``aria-label``; ``'десятка червей'``)."""
        return _card_name(self.rank.value, self.suit.value)

    @staticmethod
    def parse(text: str) -> Card:
        """Parse ``'10♥'``, ``'Th'``, ``'ks'`` … (case-insensitive); raise InvalidCardError."""
        return parse_card(text)


_CARDS: dict[tuple[Rank, Suit], Card] = {}
for _suit in Suit:
    for _rank in Rank:
        _CARDS[_rank, _suit] = Card(_rank, _suit)
#: One standard 52-card deck, in a fixed order (suit by suit, ace to king).
DECK: tuple[Card, ...] = tuple(_CARDS.values())
_PARSE_CACHE: dict[str, Card] = {}


def parse_card(text: str) -> Card:
    """Parse one card in rules §5 notation.

    Rank ``A 2 … 10 J Q K`` (or ``T`` for ten), suit ``♠ ♥ ♦ ♣`` or ``s h d c``, any case. Only
    a card is kept in the cache of spellings (a few hundred at most), never a failed text.

    The Russian letters are read too, as the online source writes ranks (seeds/002: "Т+6 —
    мягкие 17"): Cyrillic ``В`` (валет, J), ``Д`` (дама, Q), ``К`` (король, K) and ``Т`` (туз,
    A), and the suits' initials ``п ч б т`` (пики, червы, бубны, трефы), any case: ``'Т♠'`` and
    ``'тп'`` are A♠, ``'Дч'`` is Q♥, ``'10б'`` is 10♦. Beware the one look-alike: the Latin
    ``T`` is a ten (``'T♠'`` is 10♠), the Cyrillic ``Т`` an ace. Cards are still *shown* as
    J, Q, K, A with the suit's sign, in every language.

    >>> parse_card("qD")
    Card.parse('Q♦')
    >>> parse_card("1x")
    Traceback (most recent call last):
    ...
    bjswitch_widgets.errors.InvalidCardError: not a card: '1x' (write rank A 2-10 J Q K or T, then suit ♠♥♦♣ or s h d c, e.g. '10♥', 'Th', 'ks')
    """
    if not isinstance(text, str):
        raise InvalidCardError(
            _("not a card: {text} (a card is a string such as '10♥')").format(text=quote(text))
        )
    cached = _PARSE_CACHE.get(text)
    if cached is not None:
        return cached
    upper = text.upper() if len(text) <= 3 else ""
    rank = _RANK_INPUT.get(upper[:-1]) if len(upper) >= 2 else None
    suit = _SUIT_INPUT.get(upper[-1:]) if upper else None
    if rank is None or suit is None:
        raise InvalidCardError(not_a_card(text))
    card = _CARDS[rank, suit]
    _PARSE_CACHE[text] = card
    return card


def parse_cards(texts: Iterable[str]) -> list[Card]:
    """Parse several cards (see :func:`parse_card`)."""
    return [parse_card(t) for t in texts]


def card_list(cards: object, name: str = "cards", *, most: int = 52 * 8) -> list[Card]:
    """The cards of an argument: a list (or tuple, or other iterable) of at most ``most``
    :class:`Card` values or card strings. Raises :class:`~bjswitch_widgets.errors.InvalidInputError`
    naming ``name`` for anything else (``cards=42``, a text, a list of lists), and
    :class:`~bjswitch_widgets.errors.InvalidCardError` for an item that is no card.

    >>> card_list(("5♠", Card.parse("10♥")))
    [Card.parse('5♠'), Card.parse('10♥')]
    """
    items = check_list(cards, name, most=most, what="cards")
    return [c if isinstance(c, Card) else parse_card(c) for c in items]


def shoe_excess(cards: Iterable[Card | int], decks: int) -> tuple[Card | int, int, int] | None:
    """The first card of ``cards`` that one shoe of ``decks`` decks does not hold that many
    of, as ``(card, asked, held)``; None when one shoe holds them all. An int is a card value
    (ace = 1 … ten-value = 10, the strategy's way of naming cards): a shoe holds ``4 × decks``
    of each value below ten and ``16 × decks`` ten-values. A :class:`Card` counts against both
    its own copies (``decks`` of each) and its value.

    The one definition of "cards one shoe can hold", for the shoe's stacking, the strategy's
    hands and the checks' situations alike.

    >>> shoe_excess(parse_cards(["A♠"] * 7), 6)
    (Card.parse('A♠'), 7, 6)
    >>> shoe_excess(parse_cards(["K♦", "A♠", "A♠"]), 1)
    (Card.parse('A♠'), 2, 1)
    >>> shoe_excess([1] * 24 + parse_cards(["A♦"]), 6), shoe_excess(parse_cards(["A♠", "A♦"]), 1)
    ((1, 25, 24), None)
    """
    items = list(cards)
    copies = Counter(c for c in items if isinstance(c, Card))
    values = Counter(c.points if isinstance(c, Card) else c for c in items)
    for card in items:
        if isinstance(card, Card) and copies[card] > decks:
            return card, copies[card], decks
        value = card.points if isinstance(card, Card) else card
        held = (16 if value == 10 else 4) * decks
        if values[value] > held:
            return value, values[value], held
    return None


def check_one_shoe(
    cards: Iterable[Card | int], decks: int, *, section: str = "§1.1", what: str | None = None
) -> None:
    """Raise :class:`~bjswitch_widgets.errors.ShoeError` unless one shoe of ``decks`` decks
    holds all of ``cards`` at once (:func:`shoe_excess`); its message names ``what`` was
    asked (in the current language; default "these cards") and cites ``section``, the table's
    rule on the shoe.

    >>> check_one_shoe(parse_cards(["A♠"] * 8), 6, what="the hand and the up card")
    Traceback (most recent call last):
    ...
    bjswitch_widgets.errors.ShoeError: the hand and the up card hold 8 × 'A♠', but a shoe of 6 decks holds 6 (§1.1)
    """
    excess = shoe_excess(cards, decks)
    if excess is None:
        return
    card, asked, held = excess
    shown, value = (str(card), 0) if isinstance(card, Card) else (None, card)
    what = _("these cards") if what is None else what
    raise ShoeError(shoe_excess_message(what, shown, value, asked, decks, held, section))


def format_cards(cards: Iterable[Card]) -> str:
    """``'5♠ 10♥'``: cards separated by spaces."""
    return " ".join(str(c) for c in cards)


def card_name(card: Card) -> str:
    """``'ten of hearts'``."""
    return card.name


def best_total(hard: int, ace: bool) -> tuple[int, bool]:
    """The best total of a hand counted hard (every ace as 1) holding an ace or not, and whether
    it is soft (§1.1): one ace counts 11 unless that busts the hand. The one definition of a
    total — cards, hands, the dealer, the EV solver and the simulator's tables all use it.

    >>> best_total(7, True), best_total(17, True), best_total(22, False)
    ((17, True), (17, False), (22, False))
    """
    if ace and hard <= 11:
        return hard + 10, True
    return hard, False


#: :func:`best_total` for every hard count 0–63, with and without an ace, at index
#: ``hard * 2 + ace`` — the same definition as a lookup, for the engine's hot path.
BEST_TOTALS: tuple[tuple[int, bool], ...] = tuple(
    best_total(hard, bool(ace)) for hard in range(64) for ace in (0, 1)
)


def is_natural_values(a: int, b: int) -> bool:
    """Two card values (ace = 1) that make the shape of a natural: an ace and a ten (§1.4).

    >>> is_natural_values(1, 10), is_natural_values(10, 1), is_natural_values(5, 6)
    (True, True, False)
    """
    return (a == 1 and b == 10) or (a == 10 and b == 1)


def hand_total(cards: Sequence[Card]) -> tuple[int, bool]:
    """The best total of some cards and whether it is soft (§1.1).

    An ace counts 11 unless that busts the hand, then 1; the total is soft when an ace counts 11.

    >>> hand_total(parse_cards(["A♠", "A♥", "9♦"]))
    (21, True)
    >>> hand_total(parse_cards(["K♠", "Q♥", "2♦"]))
    (22, False)
    """
    hard = 0
    ace = False
    for card in cards:
        points = card.points
        hard += points
        if points == 1:
            ace = True
    return best_total(hard, ace)


def is_pair(cards: Sequence[Card]) -> bool:
    """Two cards of equal value — a pair that may be split (§1.8: K+J is a pair).

    >>> is_pair(parse_cards(["K♠", "J♥"])), is_pair(parse_cards(["A♠", "A♦"])), is_pair(parse_cards(["9♠", "10♦"]))
    (True, True, False)
    """
    return len(cards) == 2 and cards[0].points == cards[1].points


def describe_cards(cards: Sequence[Card], *, switched: bool = False, split: bool = False) -> str:
    """The total in the table's words (§1.1, §1.4, §1.7): ``'soft 17'``, ``'hard 17'``,
    ``'bust (25)'``, ``'natural'``, or a two-card 21 that is not one because the position was
    switched or split (in the current language: ``'мягкие 17'``, ``'перебор (25)'`` …).

    >>> describe_cards(parse_cards(["A♠", "K♦"])), describe_cards(parse_cards(["A♠", "K♦"]), switched=True)
    ('natural', '21 (switched, not a natural)')
    """
    if not cards:
        return ""
    total, soft = hand_total(cards)
    natural = is_natural_pair(cards)
    return _total_words(total, soft=soft, natural=natural, switched=switched, split=split)


def is_natural_pair(cards: Sequence[Card]) -> bool:
    """Two cards, an ace and a ten-value card (the *shape* of a natural, rules §1.4).

    Whether a hand *is* a natural also depends on its history (never switched, never split):
    see :attr:`bjswitch_widgets.round.Hand.natural`.
    """
    if len(cards) != 2:
        return False
    return is_natural_values(_POINTS[cards[0].rank], _POINTS[cards[1].rank])


#: The most decks a shoe may have (a casino's shoe has 8 at most; the limit keeps a mistyped
#: number from filling the memory).
MAX_DECKS = 1000


class Shoe:
    """A shoe of ``decks`` standard decks that can be stacked and drawn from.

    :meth:`shuffle` starts a fresh, fully shuffled shoe. The shuffle is done lazily (each draw picks
    uniformly among the cards not yet dealt — a Fisher–Yates shuffle carried out one card at a
    time), which deals exactly like shuffling all cards first but costs nothing for the cards never
    dealt. :meth:`stack` puts known cards on top (scenarios). Everything is deterministic from the
    seed.

    >>> shoe = Shoe(6, seed=1)
    >>> shoe.stack(parse_cards(["5♠", "10♣"]))
    >>> shoe.draw(), shoe.draw()
    (Card.parse('5♠'), Card.parse('10♣'))
    >>> shoe.remaining
    310
    """

    __slots__ = ("_cards", "_next", "_rng", "_stacked", "decks")  # no bound method: a deep copy
    # would keep the original generator (the copy drew from the learner's shoe)

    def __init__(self, decks: int = 6, *, seed: int | None = 0, rng: random.Random | None = None):
        if isinstance(decks, bool) or not isinstance(decks, int) or not 1 <= decks <= MAX_DECKS:
            raise ShoeError(
                _("a shoe needs a whole number of decks from 1 to {most}, not {value}").format(
                    most=grouped(MAX_DECKS), value=quote(decks)
                )
            )
        if rng is not None and not isinstance(rng, random.Random):
            raise InvalidInputError(
                _("rng must be a random.Random (or None), not {value}").format(value=quote(rng))
            )
        seed = check_seed(seed)
        self.decks = decks
        self._cards: list[Card] = list(DECK) * decks
        self._next = 0
        self._stacked = 0
        self._rng = rng if rng is not None else random.Random(seed)

    def __len__(self) -> int:
        return len(self._cards)

    @property
    def size(self) -> int:
        """Cards in the full shoe (312 for six decks)."""
        return len(self._cards)

    @property
    def remaining(self) -> int:
        """Cards not yet dealt since the last shuffle."""
        return len(self._cards) - self._next

    @property
    def dealt(self) -> int:
        """Cards dealt since the last shuffle."""
        return self._next

    def undraw(self, n: int) -> None:
        """Put the last ``n`` cards dealt back on top, in order: the next ``n`` draws deal them
        again, as dealt (a round's undo uses this).

        >>> shoe = Shoe(6, seed=3)
        >>> first = shoe.deal(3)
        >>> shoe.undraw(2)
        >>> shoe.deal(2) == first[1:]
        True
        """
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= self._next:
            raise ShoeError(shoe_refusal("put_back", quote(n), self._next))
        self._next -= n
        self._stacked += n

    def forget(
        self, keep: int, redeal: int | None = None, allowed: Callable[[Card], bool] = bool
    ) -> None:
        """Of the cards put back on top (:meth:`undraw`), the first ``keep`` stay in order and the
        rest go back among the shuffled cards; first, the card at ``redeal`` (below ``keep``) is
        exchanged for one chosen at random among itself and the shuffled cards that ``allowed``
        accepts (a round's undo at a free-play table forgets what was shown after a decision).

        >>> shoe = Shoe(1, seed=2)
        >>> first = shoe.deal(5)
        >>> shoe.undraw(5); shoe.forget(2)
        >>> shoe.deal(2) == first[:2], shoe.deal(3) == first[2:]
        (True, False)
        """
        wrong = type(keep) is not int or not 0 <= keep <= self._stacked
        if wrong or (redeal is not None and (type(redeal) is not int or not 0 <= redeal < keep)):
            raise ShoeError(shoe_refusal("keep", quote(keep), self._stacked))
        cards, top = self._cards, self._next
        if redeal is not None:
            pool = [top + redeal, *range(top + keep, len(cards))]
            pool = [j for j in pool if allowed(cards[j])] or [top + redeal]
            j = pool[int(self._rng.random() * len(pool))]
            cards[top + redeal], cards[j] = cards[j], cards[top + redeal]
        self._stacked = keep

    def shuffle(self) -> None:
        """Gather every card back and shuffle the whole shoe (§1.1: before every round)."""
        self._next = 0
        self._stacked = 0

    def stack(self, cards: Sequence[Card], *, section: str = "§1.1") -> None:
        """Put ``cards`` on top, to be drawn next in this order (after any already stacked).

        Raises :class:`ShoeError` when the shoe does not hold that many copies of a card
        besides those already out (:func:`shoe_excess`); its message cites ``section``, the
        table's rule on the shoe (a round passes its profile's).
        """
        cards = card_list(cards, most=self.size)
        if not cards:
            return
        start = self._next + self._stacked
        out = self._cards[:start]
        excess = shoe_excess([*out, *cards], self.decks)
        if excess is not None:
            card = excess[0]
            dealt = out.count(card) if isinstance(card, Card) else 0
            raise ShoeError(stack_message(str(card), excess[1] - dealt, self.decks, dealt, section))
        cards_ = self._cards
        for k, card in enumerate(cards):
            i = start + k
            j = cards_.index(card, i)
            cards_[i], cards_[j] = cards_[j], cards_[i]
        self._stacked += len(cards)

    def draw(self) -> Card:
        """Deal the next card: a stacked one, or one chosen at random among the rest."""
        i = self._next
        cards = self._cards
        if i >= len(cards):
            raise ShoeError(shoe_refusal("empty", "", len(cards)))
        if self._stacked:
            self._stacked -= 1
        else:
            j = i + int(self._rng.random() * (len(cards) - i))
            cards[i], cards[j] = cards[j], cards[i]
        self._next = i + 1
        return cards[i]

    def deal(self, n: int) -> list[Card]:
        """Deal the next ``n`` cards at once (the same cards as ``n`` calls of :meth:`draw`)."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ShoeError(
                _("a deal is a whole number of cards ≥ 0, not {value}").format(value=quote(n))
            )
        cards = self._cards
        i = self._next
        end = i + n
        if end > len(cards):
            raise ShoeError(shoe_refusal("left", str(n), len(cards) - i))
        stacked = min(self._stacked, n)
        self._stacked -= stacked
        size = len(cards)
        rnd = self._rng.random
        for k in range(i + stacked, end):
            j = k + int(rnd() * (size - k))
            cards[k], cards[j] = cards[j], cards[k]
        self._next = end
        return cards[i:end]

    def undealt(self) -> list[Card]:
        """The cards still in the shoe (in no meaningful order)."""
        return self._cards[self._next :]
