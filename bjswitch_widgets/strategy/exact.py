"""Exact values of the hand in play: stand, hit, double and surrender with full card removal.

The question answered is the one a player at the table faces: *given every card I can see, what
is each choice worth, if I play the rest of this hand as well as possible?* Precisely:

* The cards seen are the hand, the dealer's up card and any ``known`` cards (the other
  positions' cards). The **unseen** cards are the profile's shoe less those; the dealer's hole
  card is one of them.
* Where the dealer peeked (§1.6: a hole card and an ace or ten up) the hole card is known not to
  complete a natural. The hole card is then not a random unseen card: a card the player draws is
  slightly more likely to be the kind the hole card cannot be. With ``c`` unseen cards of each
  value, ``n`` in all and ``x`` of the excluded value, the player's next card is the excluded
  value with probability ``x / (n - 1)`` and any other value ``v`` with probability
  ``c[v] (n - x - 1) / ((n - x)(n - 1))`` — the hole card averaged out by Bayes' rule.
* Every card the player draws and every card the dealer draws is taken out of the shoe as it is
  drawn; the dealer's hole card, given what the player drew, is conditioned the same way.
* After a hit the player decides again (hit or stand) knowing the card drawn: the best
  continuation given what the player has seen.

Everything a learner reads about a rule is decided by the profile through the one definitions in
:mod:`bjswitch_widgets.rules` (the dealer's draw, the peek, when a 21 stops, the settlement): the
values are averages of :func:`~bjswitch_widgets.rules.settle_hand` over the dealer's final hands.

Two exact shortcuts keep it fast; both are theorems, and the tests check the results against a
brute-force walk of every card on small shoes to 1e-9:

* **Standing never beats hitting** on a hard total of 11 or less or a soft total of 16 or less:
  the hit cannot bust, every total under 17 settles alike, and the dealer's chances, averaged
  over the card drawn, are the chances before it (a card drawn by the player is as random as the
  dealer's next card). Those states skip the dealer altogether.
* **The dealer's remaining play is shared**: it depends only on the cards gone from the shoe (the
  player's and the dealer's together) and the dealer's total, so it is worked out once for every
  way of reaching that state. Results are kept per profile and up card between queries (a hit
  on the table finds its next decision already valued).

>>> from bjswitch_widgets.rules import SWITCH
>>> from bjswitch_widgets.strategy.ev import full_shoe, remove_cards
>>> values = exact_values(SWITCH, [10, 6], 10, remove_cards(full_shoe(6), [10, 6, 10]))
>>> values["hit"] > values["stand"]
True
"""

from __future__ import annotations

import math
import numbers
import time
from collections.abc import Callable, Iterator, Sequence

from ..cards import BEST_TOTALS, is_natural_values
from ..errors import InvalidInputError, quote
from ..language import gettext as _
from ..rules import Profile, dealer_hits, peeks, settle_hand, stops_at_21

__all__ = [
    "DealerOutcome",
    "Unfinished",
    "check_deadline",
    "draw_odds",
    "exact_dealer",
    "exact_values",
    "full_shoe",
    "reset_caches",
]

#: The dealer's final hands in the order of the probability vectors: totals 17–21, 22, 23 or more,
#: a natural (the last only at the tables without a hole card, where it is not ruled out first).
DealerOutcome = tuple[float, float, float, float, float, float, float, float]
DealerOutcome7 = tuple[float, float, float, float, float, float, float]
_SLOTS = ((17, False), (18, False), (19, False), (20, False), (21, False), (22, False), (23, False))
_NATURAL = 7

#: A composition's key: how many cards of each value are gone from the full shoe, six bits a
#: value for ace … 9 and eight for the ten-values (up to 128 in 8 decks). One int, so the
#: memo keys of every query at a profile and up card are comparable.
_BIT = (0, *(1 << (6 * (r - 1)) for r in range(1, 10)), 1 << 54)
#: The most values kept between queries (the dealer's final hands and the player's best values,
#: about 300 bytes each) over every profile and up card before they are all forgotten. The
#: dealer's partial hands, the bulk of a query's work (up to some 150,000 for a hand of small
#: cards against a 2), are kept only until the query is finished.
_MEMO_LIMIT = 200_000


def full_shoe(decks: int) -> tuple[int, ...]:
    """Cards of each value (ace = 1 … ten-value = 10) in a full shoe of ``decks`` decks."""
    return tuple(16 * decks if r == 10 else 4 * decks for r in range(1, 11))


def _full(prof: Profile) -> tuple[int, ...]:
    """The profile's full shoe by value (every key counts the cards gone from it)."""
    return full_shoe(prof.decks)


def _key(full: Sequence[int], counts: Sequence[int]) -> int:
    return sum((full[r - 1] - counts[r - 1]) * _BIT[r] for r in range(1, 11))


class _Table:
    """The memos and rule tables for one profile and one up card."""

    def __init__(self, prof: Profile, up: int) -> None:
        if prof.decks > 15:  # the keys hold at most 63 cards of a value below ten, 255 tens
            raise InvalidInputError(
                _("exact values are worked out for shoes of up to 15 decks, not {value}").format(
                    value=repr(prof.decks)
                )
            )
        self.prof = prof
        self.up = up
        self.peek = peeks(prof, up)
        #: The hole card's excluded value after a peek (0: no peek).
        self.excluded = (10 if up == 1 else 1) if self.peek else 0
        # The dealer's next state for every hard count and ace: the outcome slot where the
        # dealer stops (rules.dealer_hits on best_total), -1 where the dealer draws again.
        self.term: list[int] = []
        for hard in range(40):
            for ace in (False, True):
                total, soft = BEST_TOTALS[hard * 2 + ace]
                if total > 21:
                    self.term.append(5 if total == 22 else 6)
                elif dealer_hits(prof, total, soft):
                    self.term.append(-1)
                else:
                    self.term.append(total - 17)
        #: moves[hard * 2 + ace]: for each card value the dealer may draw, (index, slot where the
        #: dealer stops or -1, next hard count, next ace flag, key step). Past a hard 11 the ace
        #: flag is dropped: it can no longer change a total, and the memo shares the state.
        self.moves: dict[int, tuple[tuple[int, int, int, int, int], ...]] = {}
        for hard in range(2, 17):
            for flag in (0, 1):
                self.moves[hard * 2 + flag] = tuple(
                    (
                        r - 1,
                        self.term[(hard + r) * 2 + (flag | (r == 1))],
                        hard + r,
                        (flag | (r == 1)) if hard + r <= 11 else 0,
                        _BIT[r],
                    )
                    for r in range(1, 11)
                )
        bet = 2 * prof.natural_pays.denominator  # whole chips for every payout

        def row(**hand: object) -> tuple[float, ...]:
            dealt = [(t, False) for t, _ in _SLOTS] + [(21, True)]
            return tuple(
                (settle_hand(prof, bet=bet, dealer_total=t, dealer_natural=nat, **hand)[1] - bet)  # type: ignore[arg-type]
                / bet
                for t, nat in dealt
            )

        #: pay[total]: what standing on the total is worth against each dealer outcome.
        self.pay = {t: row(total=t) for t in range(4, 22)}
        self.natural_pay = row(total=21, natural=True)
        self.surrender_pay = row(total=0, surrendered=True)
        self.dealer_memo: dict[int, DealerOutcome7] = {}
        self.final_memo: dict[int, tuple[float, ...]] = {}
        self.best_memo: dict[int, float] = {}

    @property
    def kept(self) -> int:
        return len(self.final_memo) + len(self.best_memo)


#: The tables of the profiles and up cards asked about, with the values they keep.
_TABLES: dict[tuple[Profile, int], _Table] = {}


def _table(prof: Profile, up: int) -> _Table:
    if len(_TABLES) >= 40 or sum(t.kept for t in _TABLES.values()) > _MEMO_LIMIT:
        _TABLES.clear()
    table = _TABLES.get((prof, up))
    if table is None:
        table = _TABLES[prof, up] = _Table(prof, up)
    return table


def reset_caches() -> None:
    """Forget every value worked out so far (for timing a cold query)."""
    _TABLES.clear()


class Unfinished(Exception):
    """The exact values were not finished by the ``deadline`` given. Nothing is lost: the work
    done so far is kept, and asking again (with a later deadline) goes on from there — how the
    table's Advisor works them out a slice at a time without holding up a click."""


def check_deadline(deadline: object) -> float | None:
    """A ``deadline`` argument: None (no deadline) or a :func:`time.perf_counter` reading, a
    real number that is not NaN (``-inf`` asks for whatever is ready now, ``inf`` waits).

    >>> check_deadline("soon")
    Traceback (most recent call last):
    ...
    bjswitch_widgets.errors.InvalidInputError: deadline must be None or a time.perf_counter() reading, not 'soon'
    """
    if deadline is None:
        return None
    if isinstance(deadline, numbers.Real) and not isinstance(deadline, bool):
        try:
            value = float(deadline)
        except OverflowError:  # an int too large for a float: later than any reading
            value = math.inf if deadline > 0 else -math.inf  # type: ignore[operator]
        if not math.isnan(value):
            return value
    raise InvalidInputError(
        _("deadline must be None or a time.perf_counter() reading, not {value}").format(
            value=quote(deadline)
        )
    )


class _RunOut(Exception):
    """A draw found no card left (only on a shoe of a few cards)."""


def _dealer_walk(table: _Table, c: list[int]) -> Callable[[int, int, int, int], DealerOutcome7]:
    """The dealer's final outcome (slots 17–21, 22, 23+) from a hand that must draw, the unseen
    cards being ``c`` (changed in place while walking, restored after): a closure, the hot loop
    of every query, with its tables in local names."""
    memo, moves = table.dealer_memo, table.moves

    def walk(hard: int, ace: int, key: int, m: int) -> DealerOutcome7:
        k = (key << 6) | (hard << 1) | ace
        got = memo.get(k)
        if got is not None:
            return got
        if not m:
            raise _RunOut
        acc = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
        for i, slot, h, a, bit in moves[hard * 2 + ace]:
            cr = c[i]
            if not cr:
                continue
            w = cr / m
            if slot < 0:
                c[i] = cr - 1
                s = walk(h, a, key + bit, m - 1)
                c[i] = cr
                acc[0] += w * s[0]
                acc[1] += w * s[1]
                acc[2] += w * s[2]
                acc[3] += w * s[3]
                acc[4] += w * s[4]
                acc[5] += w * s[5]
                acc[6] += w * s[6]
            else:
                acc[slot] += w
        out: DealerOutcome7 = (acc[0], acc[1], acc[2], acc[3], acc[4], acc[5], acc[6])
        memo[k] = out
        return out

    return walk


class _Hand:
    """One query: the unseen cards as a list changed in place while the tree is walked."""

    def __init__(self, table: _Table, counts: Sequence[int], deadline: float | None = None) -> None:
        self.t = table
        self.deadline = deadline
        self.c = list(counts)
        self.n = sum(counts)
        self.key = _key(_full(table.prof), counts)
        self._dealer_from = _dealer_walk(table, self.c)

    # ------------------------------------------------------------------ the dealer

    def dealer(self, key: int, n: int) -> tuple[float, ...]:
        """The dealer's final outcome (8 slots) when the unseen cards are ``c`` (``n`` of them),
        the hole card conditioned on the peek where there was one."""
        t = self.t
        got = t.final_memo.get(key)
        if got is not None:
            return got
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise Unfinished
        c, up, x = self.c, t.up, t.excluded
        out = [0.0] * 8
        left = n - (c[x - 1] if x else 0)
        if not left:
            raise _RunOut
        for h in range(1, 11):
            ch = c[h - 1]
            if not ch or h == x:
                continue
            w = ch / left
            if is_natural_values(up, h):
                out[_NATURAL] += w
                continue
            hard, ace = up + h, int(up == 1 or h == 1)
            slot = t.term[hard * 2 + ace]
            if slot >= 0:
                out[slot] += w
                continue
            if hard > 11:
                ace = 0
            c[h - 1] = ch - 1
            s = self._dealer_from(hard, ace, key + _BIT[h], n - 1)
            c[h - 1] = ch
            for i in range(7):
                out[i] += w * s[i]
        res = tuple(out)
        t.final_memo[key] = res
        return res

    # ------------------------------------------------------------------ the player

    def draws(self, n: int) -> list[tuple[int, float]]:
        """The player's next card: each value with its probability (see the module's text)."""
        c, x = self.c, self.t.excluded
        if n < 1 + self.t.prof.hole_card:  # a card for the player (the hole card is one of them)
            raise _RunOut
        if not x:
            return [(r, c[r - 1] / n) for r in range(1, 11) if c[r - 1]]
        cx = c[x - 1]
        scale = 1.0 / ((n - cx) * (n - 1))
        # A value whose only card left must be the hole card has no chance (the 0 is dropped).
        odds = [(r, c[r - 1] * (n - cx - (r != x)) * scale) for r in range(1, 11) if c[r - 1]]
        return [(r, p) for r, p in odds if p]

    def stand(self, total: int, key: int, n: int) -> float:
        if total > 21:
            return -1.0
        d = self.dealer(key, n)
        pay = self.t.pay[max(total, 4)]
        return (
            pay[0] * d[0]
            + pay[1] * d[1]
            + pay[2] * d[2]
            + pay[3] * d[3]
            + pay[4] * d[4]
            + pay[5] * d[5]
            + pay[6] * d[6]
            + pay[7] * d[7]
        )

    def best(self, hard: int, ace: int, key: int, n: int) -> float:
        """Hit or stand, whichever is worth more, from a hand that can only hit or stand."""
        total, soft = BEST_TOTALS[hard * 2 + ace]
        if total > 21:
            return -1.0
        if total == 21 and stops_at_21(self.t.prof, soft, False):
            return self.stand(21, key, n)
        memo = self.t.best_memo
        k = (key << 6) | (hard << 1) | ace
        got = memo.get(k)
        if got is not None:
            return got
        if total <= (16 if soft else 11):  # standing never beats hitting here (module text)
            value = self.hit(hard, ace, key, n)
        else:
            value = max(self.stand(total, key, n), self.hit(hard, ace, key, n))
        memo[k] = value
        return value

    def drawn(self, n: int) -> Iterator[tuple[int, float]]:
        """:meth:`draws`, each card out of the shoe while the caller values it."""
        c = self.c
        for r, p in self.draws(n):
            c[r - 1] -= 1
            yield r, p
            c[r - 1] += 1

    def hit(self, hard: int, ace: int, key: int, n: int) -> float:
        value = 0.0
        for r, p in self.drawn(n):
            value += p * self.best(hard + r, ace | (r == 1), key + _BIT[r], n - 1)
        return value

    def double(self, hard: int, ace: int, key: int, n: int) -> float:
        value = 0.0
        for r, p in self.drawn(n):
            total = BEST_TOTALS[(hard + r) * 2 + (ace | (r == 1))][0]
            value += p * self.stand(total, key + _BIT[r], n - 1)
        return 2.0 * value

    def dot(self, pay: tuple[float, ...]) -> float:
        d = self.dealer(self.key, self.n)
        return sum(p * q for p, q in zip(pay, d, strict=True))


def exact_dealer(prof: Profile, up: int, counts: Sequence[int]) -> tuple[float, ...]:
    """The dealer's final hand from the up card with ``counts`` unseen cards of each value, every
    card drawn leaving the shoe, the hole card conditioned on the peek where there is one: the
    chances of 17, 18, 19, 20, 21, 22, 23 or more, and a natural."""
    hand = _Hand(_table(prof, up), counts)
    try:
        return hand.dealer(hand.key, hand.n)
    except _RunOut:
        raise InvalidInputError(
            _("the unseen cards {counts} can run out before the dealer's {up} is finished").format(
                counts=repr(tuple(counts)), up=repr(up)
            )
        ) from None


def draw_odds(prof: Profile, up: int, counts: Sequence[int]) -> dict[int, float]:
    """The chance of each card value (ace = 1) being the player's next card, with ``counts``
    unseen cards of each value and the dealer's ``up`` card: every unseen card alike, except
    after a peek (§1.6), where the hole card cannot complete a natural (see the module's text).

    >>> from bjswitch_widgets.rules import SWITCH
    >>> draw_odds(SWITCH, 10, (2, 0, 1, 0, 0, 0, 0, 0, 1, 0))  # unseen A A 3 9, no ace in the hole
    {1: 0.6666666666666666, 3: 0.16666666666666666, 9: 0.16666666666666666}
    """
    hand = _Hand(_table(prof, up), counts)
    return dict(hand.draws(hand.n))


def exact_values(
    prof: Profile,
    ranks: Sequence[int],
    up: int,
    counts: Sequence[int],
    *,
    natural: bool = True,
    split_hand: bool = False,
    deadline: float | None = None,
) -> dict[str, float]:
    """Exact stand, hit, double (two cards, where allowed) and surrender (where offered) for a
    hand of card values ``ranks`` against the up card ``up`` with ``counts`` unseen cards of each
    value (ace = 1 … ten-value = 10), in units of the hand's bet (a double counts its stake).

    ``natural``: two cards of an ace and a ten are an original natural (not switched, not
    split); ``split_hand``: the hand came from a split (double only where the profile allows it
    after a split, no surrender). Splitting is not valued here.

    ``deadline`` (a :func:`time.perf_counter` reading): past it, :class:`Unfinished` is raised;
    the work done so far is kept for the next query.
    """
    full = _full(prof)
    if len(counts) != 10 or any(not 0 <= c <= f for c, f in zip(counts, full, strict=False)):
        raise InvalidInputError(
            _(
                "the unseen cards are 10 counts (ace … ten-value), each at most the shoe's, "
                "not {counts}"
            ).format(counts=repr(tuple(counts)))
        )
    table = _table(prof, up)
    if table.excluded and sum(counts) == counts[table.excluded - 1]:
        raise InvalidInputError(
            _(
                "after the peek the hole card is not a {value}, but the unseen cards {counts} "
                "hold nothing else"
            ).format(value=repr(table.excluded), counts=repr(tuple(counts)))
        )
    try:
        values = _values(
            table, ranks, up, counts, natural=natural, split_hand=split_hand, deadline=deadline
        )
    except _RunOut:
        raise InvalidInputError(
            _(
                "the unseen cards {counts} can run out before the hand {hand} and the dealer's "
                "{up} are finished"
            ).format(counts=repr(tuple(counts)), hand=repr(list(ranks)), up=repr(up))
        ) from None
    table.dealer_memo.clear()  # finished: its values are in final_memo and best_memo
    return values


def _values(
    table: _Table,
    ranks: Sequence[int],
    up: int,
    counts: Sequence[int],
    *,
    natural: bool,
    split_hand: bool,
    deadline: float | None,
) -> dict[str, float]:
    prof = table.prof
    hand = _Hand(table, counts, deadline)
    hard, ace = sum(ranks), int(1 in ranks)
    total, soft = BEST_TOTALS[hard * 2 + ace]
    if len(ranks) == 2 and natural and is_natural_values(ranks[0], ranks[1]):
        return {"stand": hand.dot(table.natural_pay)}
    if total > 21:
        return {"stand": -1.0}
    if total == 21 and stops_at_21(prof, soft, False):
        return {"stand": hand.stand(21, hand.key, hand.n)}
    values = {
        "stand": hand.stand(total, hand.key, hand.n),
        "hit": hand.hit(hard, ace, hand.key, hand.n),
    }
    if len(ranks) == 2 and (not split_hand or prof.double_after_split):
        values["double"] = hand.double(hard, ace, hand.key, hand.n)
    if len(ranks) == 2 and prof.surrender and not split_hand:
        values["surrender"] = hand.dot(table.surrender_pay)
    return values
