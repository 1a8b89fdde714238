"""Cards no table deals are never valued and never marked right. One definition of "cards one
shoe can hold" (``cards.shoe_excess``: each card at most once a deck, each card value at most as
often as the shoe has it) serves the shoe's stacking, the strategy (which refuses with a
ShoeError) and the checks (which answer with a note: not a try, never a ✔). The strategy also
refuses what cannot be a hand in play: fewer than two cards, or a card after the hand stopped.

Worked by hand: six decks hold 6 A♠, 24 aces, 96 ten-values; one deck 1 A♠ and 4 aces.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bjswitch_widgets import InvalidInputError, ShoeError, checks
from bjswitch_widgets.cards import Shoe, parse_cards, shoe_excess
from bjswitch_widgets.rules import SWITCH
from bjswitch_widgets.strategy import dealer_distribution, hand_ev, switch_advice

ONE_DECK = SWITCH.replace(name="one deck", decks=1)


def test_shoe_excess_counts_copies_and_values():
    assert shoe_excess(parse_cards(["A♠"] * 6), 6) is None
    assert shoe_excess(parse_cards(["A♠"] * 7), 6) == (parse_cards(["A♠"])[0], 7, 6)
    assert shoe_excess([1] * 24, 6) is None
    assert shoe_excess([1] * 24 + parse_cards(["A♥"]), 6) == (1, 25, 24)
    assert shoe_excess([10] * 96, 6) is None and shoe_excess([10] * 97, 6) == (10, 97, 96)
    assert shoe_excess([*parse_cards(["A♠", "A♥", "A♦", "A♣"]), 1], 1) == (1, 5, 4)


def test_seven_aces_of_spades_against_an_ace_of_spades_are_not_valued():
    """7 A♠ in the hand and the up card an eighth: the shoe has 6."""
    with pytest.raises(ShoeError, match=r"8 × 'A♠', but a shoe of 6 decks holds 6"):
        hand_ev(["A♠"] * 7, "A♠")


@pytest.mark.parametrize(
    ("cards", "up", "known", "expected"),
    [
        (["A♠", "A♠"], "A♠", ["A♠"] * 4, r"7 × 'A♠'"),  # the known cards count too
        ([1, 1], 1, [1] * 22, r"25 × cards of value 1"),  # by value: 24 aces in six decks
        (["10♠", "K♦"], "Q♣", [10] * 94, r"97 × cards of value 10"),
    ],
)
def test_the_up_card_and_the_known_cards_count_against_the_shoe(cards, up, known, expected):
    with pytest.raises(ShoeError, match=expected):
        hand_ev(cards, up, known=known)


def test_every_strategy_query_refuses_what_one_shoe_cannot_hold():
    with pytest.raises(ShoeError, match=r"8 × 'A♠'"):
        switch_advice(["A♠", "A♠"], ["A♠", "A♠"], "A♠", known=["A♠"] * 3)
    with pytest.raises(ShoeError, match=r"7 × 'K♦'"):
        dealer_distribution("K♦", known=["K♦"] * 6)
    with pytest.raises(ShoeError, match=r"2 × 'A♠', but a shoe of 1 decks holds 1"):
        hand_ev(["A♠", "A♠"], "6♣", ONE_DECK)


@pytest.mark.parametrize(
    ("cards", "why"),
    [
        ([], "at least two cards"),
        (["10♠"], "at least two cards"),
        ([10, 6, 10, 10], "busts with its first 3 cards"),
        (["A♠", "K♦", "5♣"], "stops at 21 with its first 2 cards"),  # a natural stands
        (["10♠", "5♦", "6♣", "2♥"], "stops at 21 with its first 3 cards"),
    ],
)
def test_cards_that_cannot_be_a_hand_in_play_are_refused(cards, why):
    with pytest.raises(InvalidInputError, match=why):
        hand_ev(cards, "6♣")


def test_a_hand_may_end_in_a_bust_or_a_21_and_a_switched_21_may_go_on_where_soft_21s_are_hit():
    assert hand_ev([10, 6, 10], 6) == {"stand": -1.0}
    assert hand_ev(["A♠", "K♦"], "6♣", switched=True)["stand"] > 0
    # jack_switch (§4): a soft 21 that is not a natural may be hit, so a card may follow it.
    assert "stand" in hand_ev(["A♠", "K♦", "5♣"], "6♣", "jack_switch", switched=True)
    with pytest.raises(InvalidInputError, match="stops at 21"):
        hand_ev(["A♠", "K♦", "5♣"], "6♣", "switch", switched=True)


def test_seven_aces_are_a_hand_the_shoe_can_deal():
    """Seven aces are soft 17, still live: six decks hold them (7 of 24 aces, one A♠ each)."""
    aces = ["A♠", "A♥", "A♦", "A♣", "A♠", "A♥", "A♦"]
    assert set(hand_ev(aces, "6♣")) == {"stand", "hit"}


def test_the_shoe_still_refuses_stacking_what_it_does_not_hold():
    shoe = Shoe(6)
    shoe.stack(parse_cards(["A♠"] * 3))
    with pytest.raises(ShoeError, match=r"cannot hold 4 × 'A♠'.* and 3 are already out"):
        shoe.stack(parse_cards(["A♠"] * 4))


@pytest.mark.parametrize(
    ("check", "junk"),
    [
        (lambda cards, a: checks.check_total(cards, a), 17),
        (lambda cards, a: checks.check_bust(cards, a), "no"),
        (lambda cards, a: checks.check_natural(cards, a), "no"),
        (lambda cards, a: checks.check_dealer_draws(cards, a), "stand"),
    ],
    ids=["check_total", "check_bust", "check_natural", "check_dealer_draws"],
)
def test_a_check_answers_seven_aces_of_spades_with_a_note_not_a_tick(check, junk):
    feedback = check(["A♠"] * 7, junk)
    assert (feedback.correct, feedback.readable) == (False, False)
    assert "7 × 'A♠'" in feedback.explanation
    assert not str(feedback).startswith("✔")


def test_an_empty_hand_is_a_note_not_hard_0():
    feedback = checks.check_total([], 0)
    assert (feedback.correct, feedback.readable, feedback.expected) == (False, False, None)
    assert "hard 0" not in str(feedback)


def test_the_dealer_decides_on_two_cards_and_the_switch_on_two_hands_of_two():
    assert not checks.check_dealer_draws(["6♦"], "hit").readable
    assert not checks.check_switch_result(["5♠"], ["10♣", "6♥"], "5♠ 6♥, 10♣").readable
    proposal = checks.check_switch_proposal(
        ["A♠", "A♠"], ["A♠", "A♠"], ("A♠", "A♠"), "yes", others=[["A♠", "A♠", "A♠"]]
    )
    assert (proposal.correct, proposal.readable) == (False, False)


def test_a_check_asked_about_a_table_of_fewer_decks_counts_against_its_shoe():
    assert checks.check_total(["A♠", "A♥"], "soft 12", ONE_DECK).correct
    assert not checks.check_total(["A♠", "A♠"], "soft 12", ONE_DECK).readable


# ------------------------------------------------------------------ no card after the hand stopped

#: 24 aces and a 2: the 11th ace makes soft 21 (11 × 1 + 10), which stops the hand (§1.8).
ACES_25 = ["A♠", "A♥", "A♦", "A♣"] * 6 + ["2♠"]


@pytest.mark.parametrize(
    ("check", "answer"),
    [
        (checks.check_total, "bust"),
        (checks.check_total, 26),
        (checks.check_total, "soft 15"),
        (checks.check_bust, "yes"),
        (checks.check_bust, "no"),
        (checks.check_natural, "no"),
    ],
)
def test_a_hand_with_cards_after_it_stopped_is_a_note_never_a_tick(check, answer):
    """check_total(24 aces and a 2, 'bust') was '✔ Correct', yet hand_ev refuses that hand: one
    definition of a hand that can be dealt (strategy.query.drawn_after_stop) serves both."""
    feedback = check(ACES_25, answer)
    assert (feedback.correct, feedback.readable, feedback.expected) == (False, False, None)
    assert "stops at 21 with its first 11 cards" in feedback.explanation
    with pytest.raises(InvalidInputError, match="stops at 21 with its first 11 cards"):
        hand_ev(ACES_25, "5♦")


@pytest.mark.parametrize(
    ("cards", "profile", "why"),
    [
        (["K♠", "Q♦", "5♣", "2♥"], "switch", "busts with its first 3 cards"),  # 25, then a 2
        (["A♠", "K♦", "5♣"], "switch", "stops at 21 with its first 2 cards"),  # 21 stops (§1.8)
        (["10♠", "5♦", "6♣", "2♥"], "classic", "stops at 21 with its first 3 cards"),
    ],
)
def test_the_checks_refuse_a_card_after_a_bust_or_a_21_that_stops(cards, profile, why):
    feedback = checks.check_total(cards, 0, profile)
    assert (feedback.correct, feedback.readable) == (False, False)
    assert why in feedback.explanation


def test_a_hand_may_end_in_its_bust_and_a_soft_21_may_be_hit_where_section_4_allows():
    """The last card may bust the hand: K♠ Q♦ 5♣ is 25, a bust. At jack_switch (§4) a soft 21
    that is no natural (a switched A♠ K♦) may be hit: A♠ K♦ 5♣ is then 1 + 10 + 5 = hard 16."""
    assert checks.check_bust(["K♠", "Q♦", "5♣"], "yes").correct
    assert checks.check_total(["K♠", "Q♦", "5♣"], 25).correct
    assert checks.check_total(["A♠", "K♦", "5♣"], "hard 16", "jack_switch").correct
    assert checks.check_total(["A♠"] * 6 + ["A♥"], "soft 17").correct  # seven aces: 7 + 10


@pytest.mark.parametrize(
    ("cards", "profile", "why"),
    [
        (["10♠", "7♦", "K♣"], "switch", "stands on hard 17 with the first 2 cards"),
        (["10♠", "7♦", "2♣"], "switch", "stands on hard 17 with the first 2 cards"),
        (["A♠", "6♦", "10♣"], "classic", "stands on soft 17 with the first 2 cards"),  # S17 (§2)
        (["10♠", "6♦", "K♣", "2♥"], "switch", "busts with the first 3 cards"),
    ],
)
def test_the_dealer_draws_no_card_after_standing(cards, profile, why):
    """check_dealer_draws(['10♠', '7♦', 'K♣'], 'stand') was '✔ Correct' on 'hard 27': the
    dealer stands on hard 17 (§1.9), so the K♣ is never drawn."""
    feedback = checks.check_dealer_draws(cards, "stand", profile)
    assert (feedback.correct, feedback.readable) == (False, False)
    assert why in feedback.explanation


def test_the_dealer_draws_on_while_the_rule_says_hit():
    """§1.9 (H17): A♠ 6♦ is soft 17, hit; + 10♣ is hard 17, stand. 10♠ 6♦ is 16, hit."""
    assert checks.check_dealer_draws(["A♠", "6♦", "10♣"], "stand").correct
    assert checks.check_dealer_draws(["10♠", "6♦", "K♣"], "stand").correct  # 26: nothing more


PLAYER_CARDS = ["A♠", "A♥", "2♣", "3♦", "5♠", "6♥", "9♣", "10♦", "K♠"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PLAYER_CARDS), min_size=2, max_size=14))
def test_the_checks_and_the_strategy_agree_on_every_hand_that_can_be_dealt(cards):
    """The same hands are refused by hand_ev and answered with a note by check_total (a
    switched hand: its first two cards are no natural, as the checks take any hand)."""
    if shoe_excess(parse_cards(cards), 6) is not None:
        return
    try:
        hand_ev(cards, "4♣", switched=True, exact=False)
        refused = False
    except InvalidInputError as error:
        refused = "no card is drawn after that" in str(error)
    noted = "no card is drawn after that" in checks.check_total(cards, 0).explanation
    assert noted == refused
