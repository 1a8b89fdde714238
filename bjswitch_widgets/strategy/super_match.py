"""The Super Match side bet (§3), exactly: the probability of each combination of a box's
first four cards, the expected return, the house edge — computed two independent ways.

* :func:`super_match_odds` enumerates every ordered draw of four ranks from the shoe, with the
  removal of each card drawn;
* :func:`super_match_combinatorial` counts the hands of each shape with binomial coefficients.

They agree exactly (as fractions); the tests hold them to it.

>>> odds = super_match_odds(6)
>>> f"{float(odds.house_edge):.4%}"
'2.5485%'
>>> odds.probabilities == super_match_combinatorial(6).probabilities
True
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from ..rules import SUPER_MATCH_PAYS, super_match_of

__all__ = ["SuperMatchOdds", "super_match_combinatorial", "super_match_odds"]

COMBINATIONS = ("none", "pair", "two pairs", "three of a kind", "four of a kind")


@dataclass(frozen=True)
class SuperMatchOdds:
    """Probabilities of each combination, and what a unit bet returns on average."""

    decks: int
    probabilities: dict[str, Fraction]

    @property
    def expected_value(self) -> Fraction:
        """Average net result per unit bet (negative: the house wins)."""
        p = self.probabilities
        return sum((p[c] * SUPER_MATCH_PAYS[c] for c in SUPER_MATCH_PAYS), Fraction(0)) - p["none"]

    @property
    def house_edge(self) -> Fraction:
        return -self.expected_value


@functools.lru_cache(maxsize=8)
def super_match_odds(decks: int = 8) -> SuperMatchOdds:
    """By enumeration of every ordered draw of four ranks (13⁴ sequences, removal included)."""
    per_rank = 4 * decks
    total = 52 * decks
    probs = dict.fromkeys(COMBINATIONS, Fraction(0))
    for seq in itertools.product(range(13), repeat=4):
        weight = Fraction(1)
        seen: dict[int, int] = {}
        for k, r in enumerate(seq):
            weight *= Fraction(per_rank - seen.get(r, 0), total - k)
            seen[r] = seen.get(r, 0) + 1
        probs[super_match_of(seq)[0]] += weight  # the engine's own classification
    return SuperMatchOdds(decks, probs)


def super_match_combinatorial(decks: int = 8) -> SuperMatchOdds:
    """By counting the four-card hands of each shape (binomial coefficients)."""
    n = 4 * decks  # cards of one rank
    hands = comb(52 * decks, 4)
    counts = {
        "four of a kind": 13 * comb(n, 4),
        "three of a kind": 13 * comb(n, 3) * 12 * n,
        "two pairs": comb(13, 2) * comb(n, 2) ** 2,
        "pair": 13 * comb(n, 2) * comb(12, 2) * n * n,
        "none": comb(13, 4) * n**4,
    }
    assert sum(counts.values()) == hands
    return SuperMatchOdds(decks, {c: Fraction(counts[c], hands) for c in COMBINATIONS})
