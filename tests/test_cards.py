"""Cards, notation, the shoe and hand totals (RULES §1.1, §1.4; SCENARIOS.md card notation)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bjswitch_widgets import Card, InvalidCardError, Rank, Shoe, ShoeError, Suit, parse_card
from bjswitch_widgets.cards import hand_total, is_natural_pair, parse_cards


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("10♥", Rank.TEN, Suit.HEARTS),
        ("Th", Rank.TEN, Suit.HEARTS),
        ("tH", Rank.TEN, Suit.HEARTS),
        ("ks", Rank.KING, Suit.SPADES),
        ("A♠", Rank.ACE, Suit.SPADES),
        ("qd", Rank.QUEEN, Suit.DIAMONDS),
        ("2C", Rank.TWO, Suit.CLUBS),
        ("j♣", Rank.JACK, Suit.CLUBS),
    ],
)
def test_scenarios_card_notation_is_accepted_case_insensitive(text, rank, suit):
    """SCENARIOS.md: rank A 2-10 J Q K or T, suit ♠♥♦♣ or s h d c, case-insensitive."""
    card = parse_card(text)
    assert (card.rank, card.suit) == (rank, suit)


def test_scenarios_output_always_uses_10_heart_style():
    """SCENARIOS.md: output always uses the `10♥` style."""
    assert [str(c) for c in parse_cards(["Th", "as", "KD", "9c"])] == ["10♥", "A♠", "K♦", "9♣"]


@pytest.mark.parametrize("bad", ["1x", "", "10", "♥", "11♥", "Tz", "A♠♠", " A♠", "AS ", "0h"])
def test_bad_card_string_is_refused_and_quoted(bad):
    """SCENARIOS.md: a card string that is no card is bad input, quoted in the message."""
    with pytest.raises(InvalidCardError) as info:
        parse_card(bad)
    assert repr(bad) in str(info.value)
    assert isinstance(info.value, ValueError)


def test_cards_are_small_hashable_values():
    """Cards are frozen values: equal cards are equal and hash alike; they cannot be changed."""
    assert parse_card("Th") == parse_card("10♥") and hash(parse_card("Th")) == hash(
        parse_card("10♥")
    )
    assert parse_card("Th") != parse_card("Td")
    with pytest.raises(AttributeError):
        parse_card("Th").rank = Rank.ACE  # type: ignore[misc]
    assert parse_card("10♥").name == "ten of hearts"
    assert parse_card("A♦").suit.is_red and not parse_card("A♣").suit.is_red


@pytest.mark.parametrize(
    ("cards", "total", "soft"),
    [
        (["2♠", "3♥"], 5, False),  # number cards count their number
        (["K♠", "Q♥"], 20, False),  # J, Q, K count 10
        (["J♠", "A♥"], 21, True),  # ace 11 with a ten
        (["A♠", "6♥"], 17, True),  # §1.1: A+6 is soft 17
        (["A♠", "6♥", "10♦"], 17, False),  # §1.1: A+6+10 is hard 17
        (["A♠", "A♥"], 12, True),  # one ace 11, the other 1
        (["A♠", "A♥", "A♦", "A♣"], 14, True),
        (["A♠", "9♥", "A♦"], 21, True),
        (["10♠", "6♥", "A♦", "5♣"], 22, False),  # over 21: bust, the ace stays 1
        (["9♠", "9♥", "4♦"], 22, False),
    ],
)
def test_1_1_ace_counts_11_unless_that_busts_then_1(cards, total, soft):
    """RULES §1.1: an ace counts 11 unless that busts the hand; soft when an ace counts 11."""
    assert hand_total(parse_cards(cards)) == (total, soft)


def test_1_4_natural_shape_is_ace_plus_ten_value_in_two_cards():
    """RULES §1.4: ace plus a ten-value card in the original two cards."""
    assert is_natural_pair(parse_cards(["A♠", "K♥"]))
    assert is_natural_pair(parse_cards(["10♠", "A♥"]))
    assert not is_natural_pair(parse_cards(["A♠", "9♥"]))
    assert not is_natural_pair(parse_cards(["A♠", "5♥", "5♦"]))


def test_1_1_shoe_is_six_decks_of_312_cards_six_of_each():
    """RULES §1.1: 6 standard 52-card decks, no jokers: 312 cards."""
    shoe = Shoe(6, seed=3)
    drawn = [shoe.draw() for _ in range(312)]
    assert len(drawn) == 312 and shoe.remaining == 0
    counts = Counter(drawn)
    assert len(counts) == 52 and set(counts.values()) == {6}
    with pytest.raises(ShoeError):
        shoe.draw()


def test_1_1_whole_shoe_is_shuffled_before_every_round():
    """RULES §1.1: shuffle() gathers every card back: the next 312 draws are the whole shoe."""
    shoe = Shoe(6, seed=5)
    for _ in range(40):
        shoe.draw()
    shoe.shuffle()
    assert shoe.remaining == 312
    assert Counter(shoe.draw() for _ in range(312)) == Counter(
        {c: 6 for c in {parse_card(r + s) for r in "A23456789TJQK" for s in "shdc"}}
    )


def test_shuffle_is_deterministic_from_the_seed():
    """Deterministic from a seed: the same seed deals the same cards, another seed others."""
    a = [Shoe(6, seed=42).draw() for _ in range(1)]
    s1, s2, s3 = Shoe(6, seed=42), Shoe(6, seed=42), Shoe(6, seed=43)
    one = [s1.draw() for _ in range(30)]
    assert one == [s2.draw() for _ in range(30)]
    assert one != [s3.draw() for _ in range(30)]
    assert a[0] == one[0]


def test_lazy_shuffle_deals_every_card_equally_often_on_top():
    """RULES §1.1: a full shuffle — each of the 52 cards is equally likely to come first.

    52,000 fresh shuffles from one seeded generator: each card is expected 1,000 times on top;
    the chi-square statistic over 51 degrees of freedom stays below 90 (p ≈ 0.0006) for a fair
    shuffle. The seed is fixed, so the test is deterministic.
    """
    shoe = Shoe(6, rng=random.Random(2024))
    counts: Counter[Card] = Counter()
    for _ in range(52_000):
        shoe.shuffle()
        counts[shoe.draw()] += 1
    chi2 = sum((n - 1000) ** 2 / 1000 for n in counts.values())
    assert len(counts) == 52 and chi2 < 90


def test_stacked_cards_come_first_in_order_then_the_shuffled_rest():
    """SCENARIOS.md: `cards` is the top of the shoe in deal order; the rest is shuffled."""
    shoe = Shoe(6, seed=1)
    shoe.stack(parse_cards(["5♠", "10♣", "9♣"]))
    assert [str(shoe.draw()) for _ in range(3)] == ["5♠", "10♣", "9♣"]
    rest = [shoe.draw() for _ in range(309)]
    counts = Counter(rest)
    assert counts[parse_card("5♠")] == 5 and counts[parse_card("9♣")] == 5
    assert counts[parse_card("A♥")] == 6


def test_seventh_ace_of_spades_cannot_be_stacked_in_six_decks():
    """SCENARIOS.md / RULES §1.1: a card the shoe cannot hold (a seventh A♠) is an error."""
    shoe = Shoe(6, seed=1)
    shoe.stack(parse_cards(["A♠"] * 6))  # six are fine
    with pytest.raises(ShoeError, match="'A♠'"):
        Shoe(6, seed=1).stack(parse_cards(["A♠"] * 7))


def test_stack_error_leaves_the_shoe_unchanged():
    """A refused stack changes nothing: the next draw is still the first stacked card."""
    shoe = Shoe(6, seed=9)
    shoe.stack(parse_cards(["2♦"]))
    with pytest.raises(ShoeError):
        shoe.stack(parse_cards(["A♠"] * 7))
    assert str(shoe.draw()) == "2♦"
