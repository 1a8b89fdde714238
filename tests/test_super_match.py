"""Super Match (RULES §3): exact probabilities by enumeration agree with the combinatorial
counts; the 6-deck house edge is the published ≈ 2.55%; the engine classifies like the maths."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from bjswitch_widgets import Shoe
from bjswitch_widgets.rules import super_match_combination
from bjswitch_widgets.strategy import super_match_combinatorial, super_match_odds


@pytest.mark.parametrize("decks", [6, 8])
def test_3_enumeration_equals_the_combinatorial_values(decks):
    """Both methods give the same exact fractions, summing to 1."""
    enum, comb = super_match_odds(decks), super_match_combinatorial(decks)
    assert enum.probabilities == comb.probabilities
    assert sum(enum.probabilities.values()) == 1


def test_3_four_of_a_kind_by_hand_for_8_decks():
    """P(four of a kind), 8 decks, by hand: 13 ranks × C(32,4) = 13 × 35,960 = 467,480 hands
    out of C(416,4) = 416·415·414·413 / 24 = 1,229,930,520."""
    assert super_match_odds(8).probabilities["four of a kind"] == Fraction(467_480, 1_229_930_520)


def test_3_six_deck_house_edge_is_the_published_2_55_percent():
    """With pays 1:1, 8:1 (two pairs), 5:1 (three), 40:1 (four): 6 decks ≈ 2.55%."""
    assert float(super_match_odds(6).house_edge) == pytest.approx(0.0255, abs=0.0001)
    assert 0 < float(super_match_odds(8).house_edge) < float(super_match_odds(6).house_edge)


@pytest.mark.parametrize(
    ("cards", "combination", "pays"),
    [
        # by hand from §3: the best combination of the box's first four cards, by rank
        (["K♠", "K♦", "K♣", "K♥"], "four of a kind", 40),
        (["7♠", "7♦", "7♣", "2♥"], "three of a kind", 5),
        (["K♠", "K♦", "7♣", "7♥"], "two pairs", 8),
        (["9♠", "9♦", "5♣", "2♥"], "pair", 1),
        (["K♠", "Q♦", "J♣", "10♥"], "none", 0),  # equal value is not equal rank
        (["A♠", "A♠", "A♠", "A♠"], "four of a kind", 40),  # eight decks hold four A♠
    ],
)
def test_3_combinations_by_rank_and_their_pays(cards, combination, pays):
    from bjswitch_widgets.cards import parse_cards

    assert super_match_combination(parse_cards(cards)) == (combination, pays)


def test_3_the_odds_count_with_the_engines_classification():
    """The enumeration weighs every four-card draw by the engine's own classification: a random
    draw's class is one of the five, and their probabilities sum to exactly 1."""
    shoe = Shoe(8, rng=random.Random(3))
    seen = set()
    for _ in range(3000):
        shoe.shuffle()
        seen.add(super_match_combination([shoe.draw() for _ in range(4)])[0])
    assert seen <= set(super_match_odds(8).probabilities)
    assert {"none", "pair", "two pairs"} <= seen
