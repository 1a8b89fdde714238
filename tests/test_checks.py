"""The learner checks: right answers accepted, wrong answers explained, typos handled.

Each expectation is worked by hand from RULES.md (the comment says how)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bjswitch_widgets import checks
from bjswitch_widgets.checks import (
    Feedback,
    assert_outcome,
    assert_total,
    check_bust,
    check_chips_after,
    check_dealer_draws,
    check_dealer_peeks,
    check_fact,
    check_insurance_returned,
    check_legal,
    check_natural,
    check_outcome,
    check_profile_mix,
    check_returned,
    check_sits_out,
    check_standings,
    check_switch_proposal,
    check_switch_result,
    check_total,
)
from bjswitch_widgets.language import in_language


@pytest.fixture(params=["en", "ru"])
def lang(request):
    """Each verdict is the same whatever the language: the tests taking ``lang`` run in both
    (the English wording is asserted in English only)."""
    with in_language(request.param):
        yield request.param


WORKED = {
    "players": ["Ann"],
    "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
    "actions": ["switch", "double", "stand"],
}


def test_1_1_totals_soft_and_hard(lang):
    """§1.1: A+6 is soft 17; A+6+10 is hard 17; K+Q is 20; 10+6+A+5 = 22 bust."""
    assert check_total(["A♠", "6♦"], "soft 17").correct
    assert check_total(["A♠", "6♦"], 17).correct  # a bare number is the total
    assert not check_total(["A♠", "6♦"], "hard 17").correct
    assert check_total("A♠ 6♦ 10♣", "hard 17").correct
    wrong = check_total(["A♠", "6♦", "10♣"], "soft 17")
    assert not wrong.correct and wrong.expected == "hard 17" and "§1.1" in wrong.explanation
    assert check_total(["K♠", "Q♦"], "20").correct
    assert check_total(["10♠", "6♥", "A♦", "5♣"], "bust").correct
    assert not check_total(["10♠", "6♥", "A♦", "5♣"], "soft 22").correct


@pytest.mark.parametrize("typo", ["", "   ", "twentyish", "sfot 17", None, 17.5, ["17"]])
def test_unreadable_answers_get_a_how_to_not_a_traceback(typo, lang):
    """A learner's typo or empty answer gets a helpful message, never a traceback."""
    fb = check_total(["A♠", "6♦"], typo)
    assert not fb.correct and not fb.readable
    assert "17" in fb.explanation or "answer" in fb.explanation
    assert "<div" in fb._repr_html_()


def test_1_1_bust_loses_at_once(lang):
    """§1.1: above 21 is a bust (10+6+K = 26); 10+6+5 = 21 is not."""
    assert check_bust(["10♠", "6♥", "K♦"], "yes").correct
    assert not check_bust(["10♠", "6♥", "5♦"], True).correct
    assert not check_bust(["10♠", "6♥"], "maybe").readable


def test_1_4_natural_only_original_ace_ten(lang):
    """§1.4 / §1.7 / §1.8: A+K is a natural; switched or split A+10 is not; A+5+5 is not."""
    assert check_natural(["A♠", "K♥"], True).correct
    fb = check_natural(["A♠", "K♥"], True, switched=True)
    assert not fb.correct and fb.sections == ("1.7",)
    assert "switch" in fb.explanation or lang != "en"
    assert check_natural(["A♠", "K♥"], "no", split=True).correct
    assert check_natural(["A♠", "5♥", "5♦"], False).correct


def test_facts_come_from_the_profile(lang):
    """§1.1: 312 cards; §1.5: insurance max 1; §1.9: dealer hits soft 17 (classic stands)."""
    assert check_fact("shoe_cards", 312).correct
    assert not check_fact("shoe_cards", 52).correct
    assert check_fact("insurance_max", "1").correct
    assert check_fact("dealer_soft_17", "Hit").correct
    assert check_fact("dealer_soft_17", "stand", profile="classic").correct
    assert check_fact("natural_pays", "1:1").correct
    assert check_fact("natural_pays", "3:2", profile="classic").correct
    assert check_fact("shuffle", "before every round").correct
    assert not check_fact("max_split_hands", "lots").readable
    with pytest.raises(ValueError, match="'nope'"):
        check_fact("nope", 1)


def test_1_8_aces_split_once_is_answered_once(lang):
    """§1.8: aces may be split only once per original position. "How many times?" is answered
    "once" as readily as 1 or "one"; "twice" and "never" are read, and are wrong."""
    for said in ("once", "Once.", "only once", 1, "one", "one time"):
        assert check_fact("ace_splits", said).correct, said
    for said in ("twice", "never", "2 times"):
        fb = check_fact("ace_splits", said)
        assert fb.readable and not fb.correct and fb.expected == 1 and "(§1.8)" in fb.explanation
    fb = check_fact("ace_splits", "sometimes")
    assert not fb.readable and ("'once'" in fb.explanation or lang != "en")


def test_1_7_switch_timing_via_the_engine(lang):
    """§1.7: switch is legal at the start; after a hit it is not, and the reason says why."""
    start = {"players": ["Ann"], "cards": WORKED["cards"][:6]}
    assert check_legal(start, "switch", "yes").correct
    after_hit = {**start, "cards": [*start["cards"], "2♣"], "actions": ["keep", "hit"]}
    fb = check_legal(after_hit, "switch", "yes")
    assert not fb.correct and "§1.7" in fb.explanation


def test_1_2_an_unaffordable_double_is_not_offered(lang):
    """§1.2: with 5 chips, 4 go on the mandatory bets; doubling needs 2 more: not allowed."""
    poor = {
        "players": [{"name": "Ann", "chips": 5}],
        "cards": WORKED["cards"][:6],
        "actions": ["keep"],
    }
    fb = check_legal(poor, "double", "no")
    assert fb.correct and "1" in fb.explanation


def test_1_10_outcome_returned_and_chips_of_the_worked_example(lang):
    """§1.12: hand 1 (doubled 21) pushes against 22: 4 back; hand 2 pushes: 2; chips 100."""
    assert check_outcome(WORKED, "push", hand=1).correct
    wrong = check_outcome(WORKED, "win", hand=1)
    assert not wrong.correct and wrong.expected == "push" and wrong.sections == ("1.10",)
    assert "Dealer 22" in wrong.explanation or lang != "en"
    assert check_returned(WORKED, 4, hand=1).correct
    assert check_returned(WORKED, 6).correct
    assert not check_returned(WORKED, 12).correct
    assert check_chips_after(WORKED, 100).correct
    fb = check_chips_after(WORKED, 106)
    assert not fb.correct and fb.expected == 100
    if lang == "en":
        assert "100 before − 6 wagered + 6 returned = 100" in fb.explanation


def test_1_6_dealer_natural_pays_insurance_2_to_1(lang):
    """§1.5/§1.6: up A♦, hole K♣; Ann insures 1 and 1: 2 × 3 = 6 back; both hands lose."""
    scenario = {
        "players": ["Ann"],
        "cards": ["9♠", "8♠", "A♦", "7♠", "7♥", "K♣"],
        "actions": ["insure 1 1"],
    }
    assert check_insurance_returned(scenario, 6).correct
    assert not check_insurance_returned(scenario, 2).correct
    assert check_outcome(scenario, "lose", hand=2).correct
    # chips: 100 − 4 bets − 2 insurance + 6 = 100
    assert check_chips_after(scenario, 100).correct


def test_check_needs_a_finished_round_for_outcomes(lang):
    with pytest.raises(ValueError, match="not finished" if lang == "en" else "не закончен"):
        check_outcome({"players": ["Ann"], "cards": WORKED["cards"][:6]}, "push")


def test_1_9_dealer_hits_soft_17_stands_on_hard_17(lang):
    """§1.9: A+6 (soft 17) hits; 10+7 (hard 17) stands; classic stands on soft 17 (§2)."""
    assert check_dealer_draws(["A♠", "6♦"], "hit").correct
    assert check_dealer_draws(["10♠", "7♦"], "stand").correct
    assert not check_dealer_draws(["A♠", "6♦"], "stand").correct
    assert check_dealer_draws(["A♠", "6♦"], "stand", profile="classic").correct


def test_1_6_dealer_peeks_on_ace_or_ten_value(lang):
    """§1.6: peeks with A or a ten-value up card (K counts); not with a 9."""
    assert check_dealer_peeks("A♠", "yes").correct
    assert check_dealer_peeks("K♦", True).correct
    assert check_dealer_peeks("9♦", "no").correct


def test_1_7_switch_result_and_proposals(lang):
    """§1.7: 5♠10♥ / 10♣6♥ switch to 5♠6♥ / 10♣10♥; first cards and other hands never move."""
    assert check_switch_result(["5♠", "10♥"], ["10♣", "6♥"], ("5♠ 6♥", "10♣ 10♥")).correct
    assert not check_switch_result(["5♠", "10♥"], ["10♣", "6♥"], ("10♣ 6♥", "5♠ 10♥")).correct
    h1, h2 = ["5♠", "10♥"], ["10♣", "6♥"]
    assert check_switch_proposal(h1, h2, ("10♥", "6♥"), "yes").correct
    fb = check_switch_proposal(h1, h2, ("5♠", "10♣"), "yes")
    assert not fb.correct and fb.sections == ("1.7",)
    assert "first cards never move" in fb.explanation or lang != "en"
    fb = check_switch_proposal(h1, h2, ("10♥", "2♣"), "no", others=[["9♦", "2♣"]])
    assert fb.correct and ("another player's hand" in fb.explanation or lang != "en")


def test_1_11_sit_out_standings_and_profile_mix(lang):
    """§1.11: 3 chips sit out, 4 play; profits +10, +10, −4 place 1, 1, 3; no 3:2 with switch."""
    assert check_sits_out(3, "yes").correct and check_sits_out(4, "no").correct
    assert check_standings({"Ann": 110, "Ben": 110, "Cy": 96}, [1, 1, 3]).correct
    assert check_standings({"Ann": 110, "Ben": 110, "Cy": 96}, "1, 1, 3").correct
    assert not check_standings({"Ann": 110, "Ben": 110, "Cy": 96}, [1, 2, 3]).correct
    assert check_profile_mix(False, natural_pays=Fraction(3, 2)).correct
    assert check_profile_mix("no", dealer_22_pushes=False).correct
    assert not check_profile_mix("yes", dealer_22_pushes=False).correct


def test_assert_twins_raise_assertion_error_with_the_explanation():
    """Autograders: the assert_* twin of a check raises AssertionError explaining the answer."""
    assert_total(["K♠", "Q♦"], 20)
    with pytest.raises(AssertionError, match=r"§1\.1"):
        assert_total(["A♠", "6♦", "10♣"], "soft 17")
    with pytest.raises(AssertionError, match="Dealer 22"):
        assert_outcome(WORKED, "lose", hand=2)
    names = [n for n in checks.__all__ if n.startswith("check_")]
    for name in names:
        assert hasattr(checks, name.replace("check_", "assert_")), name


def test_feedback_renders_in_a_notebook_and_escapes():
    fb = Feedback(False, "<b>", "soft 17", "because <i> (§1.1)")
    html = fb._repr_html_()
    assert "&lt;b&gt;" in html and "&lt;i&gt;" in html and "<i>" not in html
    assert str(fb).startswith("✘ Not quite")


def test_1_3_deal_order_check(lang):
    """§1.3: first cards seat by seat, up card, second cards, hole card.

    Shoe 5♠ 10♣ 9♣ 10♥ 6♥ 7♦: Ann hand 1 = 5♠ 10♥, hand 2 = 10♣ 6♥, dealer up 9♣."""
    from bjswitch_widgets.checks import check_deal

    scenario = {"players": ["Ann"], "cards": WORKED["cards"][:6]}
    right = {"Ann hand 1": "5♠ 10♥", "Ann hand 2": "10♣ 6♥", "dealer up card": "9♣"}
    assert check_deal(scenario, right).correct
    wrong = check_deal(scenario, {"Ann hand 1": "5♠ 10♣"})
    assert not wrong.correct and wrong.expected == {"Ann hand 1": "5♠ 10♥"}
    assert "Ann hand 1 gets 5♠ 10♥" in wrong.explanation or lang != "en"
    assert not check_deal(scenario, {"Bob": "5♠"}).readable


def test_1_3_the_dealers_up_card_is_a_card_not_a_place_that_gets_one(lang):
    """§1.3: the shoe 5♠ 10♣ 9♣ … puts 9♣ face up for the dealer. A wrong up card is told
    "The dealer's up card is 9♣, not 7♣" (it read "Dealer up card gets 9♣, not 7♣")."""
    from bjswitch_widgets.checks import check_deal

    scenario = {"players": ["Ann"], "cards": WORKED["cards"][:6]}
    wrong = check_deal(scenario, {"dealer up card": "7♣"})
    assert not wrong.correct and wrong.expected == {"dealer up card": "9♣"}
    assert wrong.sections == ("1.3",)
    if lang == "en":
        assert "The dealer's up card is 9♣, not 7♣" in wrong.explanation
        assert "up card gets" not in wrong.explanation


def test_1_3_a_deal_note_quotes_the_cards_typed_for_one_place(lang):
    """§1.3 in a lesson: the learner types only the cards of one place ("9 5", no suits) and
    the lesson hands the check ``{"Ann hand 1": "9 5"}``. The note quotes what was typed, not
    the dict around it, and names the place; no cards at all is no answer yet, not a wrong
    deal; a wrong deal shows the learner's places named as the language names them."""
    from bjswitch_widgets.checks import check_deal
    from bjswitch_widgets.checks.situations import table_from
    from bjswitch_widgets.checks.table import deal_places

    scenario = {"players": ["Ann"], "cards": WORKED["cards"][:6]}
    typo = check_deal(scenario, {"Ann hand 1": "9 5"})
    assert not typo.readable and typo.answer == "9 5"
    assert "{" not in str(typo) and "9 5" in str(typo)
    for blank in ("", "  ", []):
        empty = check_deal(scenario, {"Ann hand 1": blank})
        assert not empty.readable and not empty.correct
    unknown = check_deal(scenario, {"Anne hand 1": "5♠ 10♥"})
    assert not unknown.readable and unknown.answer == "Anne hand 1"
    wrong = check_deal(scenario, {"ann hand 1": "5♠ 10♣"})  # one place: its cards alone
    assert (wrong.answer, wrong.shown) == ("5♠ 10♣", "5♠ 10♥")
    assert wrong.expected == {"Ann hand 1": "5♠ 10♥"}
    two = check_deal(scenario, {"ann hand 1": "5♠ 10♣", "dealer up card": "9♣"})
    place, _hand_2, up, _hole = deal_places(table_from(scenario, None, deal_only=True))  # spoken
    assert two.answer == {place: "5♠ 10♣", up: "9♣"}


def test_1_5_seat_order_check(lang):
    """§1.5: Ann (4 chips, no free chip) is skipped; Ben is asked for insurance."""
    from bjswitch_widgets.checks import check_to_act

    scenario = {
        "players": [{"name": "Ann", "chips": 4}, "Ben"],
        "cards": ["9♠", "9♥", "8♠", "8♥", "A♦", "7♠", "7♥", "7♦", "7♣", "9♦"],
    }
    assert check_to_act(scenario, "Ben").correct
    fb = check_to_act(scenario, "Ann")
    assert not fb.correct and "§1.5" in fb.explanation


def test_play_the_learners_own_decisions_then_check_the_chips(lang):
    """§1.12 by the learner's decisions: switch, double, stand → 100 chips."""
    from bjswitch_widgets.checks import check_play

    table = {"players": ["Ann"], "cards": WORKED["cards"]}
    assert check_play(table, ["switch", "double", "stand"], 100).correct
    illegal = check_play(table, ["switch", "split"], 100)
    assert not illegal.correct and illegal.sections == ("1.8",)
    assert illegal.expected == "decision 2: one of hit / stand / double"
    assert "Decision 2" in illegal.explanation or lang != "en"
    short = check_play(table, ["switch"], 100)
    assert not short.correct and not short.readable
    assert "not over" in short.explanation or lang != "en"
    typo = check_play(table, ["swich"], 100)
    assert not typo.readable


def test_a_decision_that_cannot_be_read_is_told_in_the_learners_words(lang):
    """A decision a lesson's learner typed that is no decision ("прыгнуть", "insure ² ²") is
    quoted alone and answered with how to write one in the learner's language, not with the
    scenario format's word list ('insure', 'keep', …) that the engine's parser gives."""
    import re

    from bjswitch_widgets.checks import check_legal, check_play

    table = {"players": ["Ann"], "cards": WORKED["cards"]}
    for typed in ("прыгнуть", "insure ² ²"):
        typo = check_play(table, ["switch", typed], 100)
        assert not typo.readable and typo.answer == typed
        legal = check_legal(table, typed, "yes")
        assert not legal.readable and legal.answer == typed
        for note in (typo.explanation, legal.explanation):
            assert not re.search(r"'(insure|keep|switch|hit|stand)'", note) or lang == "en"


def test_1_7_a_decision_not_allowed_is_told_why_at_the_first_try(lang):
    """Lesson 03 promises that the check "stops at the first one that is not allowed and tells
    you why". "hit, keep": the hit comes before the keep-or-switch choice, which §1.7 forbids.
    The first wrong try (the hint) gives that reason with its §, not a generic "read §1.7"."""
    from bjswitch_widgets.checks import check_play

    table = {"players": ["Ann"], "cards": WORKED["cards"]}
    fb = check_play(table, "hit, keep", 0)
    assert not fb.correct and fb.readable
    hint = fb.hint_text()
    assert "(§1.7)" in hint and fb.hint == fb.explanation
    if lang == "en":
        assert "Decision 1, 'hit', is not allowed at that moment" in hint
        assert "First choose keep or switch" in hint
        assert "keep / switch" not in hint  # the decisions allowed come with the answer
    assert "§1.7" in fb.hint_html()  # and the rule to unfold and read


def test_a_short_or_long_decision_list_counts_in_plain_english(lang):
    """A count in plain English: "after your 1 decision", not "1 decisions" (§1.12's round)."""
    from bjswitch_widgets.checks import check_play

    table = {"players": ["Ann"], "cards": WORKED["cards"]}
    short = check_play(table, "switch", 0)
    long = check_play(table, ["switch", "double", "stand", "hit"], 0)
    assert not short.readable and not long.readable
    if lang == "en":
        assert "After your 1 decision the round is not over" in str(short)
        assert "The round is over after 3 decisions: decision 4" in str(long)


def test_legal_check_reads_a_typo_in_the_decision_as_unreadable(lang):
    fb = check_legal({"players": ["Ann"], "cards": WORKED["cards"][:6]}, "swap", "yes")
    assert not fb.readable and ("hit, stand" in fb.explanation or lang != "en")


def test_decision_check_says_what_a_choice_costs(lang):
    """Issue: 'Stand: −0.41; Hit: −0.29 — hitting is better by 0.12 of a bet'."""
    from bjswitch_widgets.checks import check_decision

    # 15 vs 9 after keep (5♠ 10♥): hitting beats standing.
    scenario = {
        "players": ["Ann"],
        "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦"],
        "actions": ["keep"],
    }
    fb = check_decision(scenario, "stand")
    assert not fb.correct and fb.expected == "hit"
    if lang == "en":
        assert "hitting is better by" in fb.explanation and "Stand: -0.6" in fb.explanation
    assert check_decision(scenario, "hit").correct
    switch = {"players": ["Ann"], "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦"]}
    assert check_decision(switch, "switch").correct
    keep = check_decision(switch, "keep")
    assert not keep.correct and keep.expected == "switch"
    assert "switching is better" in keep.explanation or lang != "en"
    assert not check_decision(scenario, "split").correct  # 5♠ 10♥ is no pair


@pytest.mark.parametrize(
    ("hand1", "hand2", "switched"),
    [
        ("5♠ 10♥", "10♣ 6♥", "5♠ 6♥, 10♣ 10♥"),  # lesson 03's first question, worked by hand
        ("A♠ 3♥", "K♣ 2♦", "A♠ 2♦, K♣ 3♥"),  # the note's own first example is this answer
    ],
)
def test_1_7_the_note_on_unreadable_hands_never_shows_the_answer(lang, hand1, hand2, switched):
    """§1.7: an answer that cannot be read as two hands gets a note with an example of how to
    write them; the example is never the question's answer (lesson 03's note once showed
    '5♠ 6♥ / 10♣ 10♥', its first question's answer, to anyone who typed "да")."""
    from bjswitch_widgets.checks import check_switch_result
    from bjswitch_widgets.checks.switch import HANDS_EXAMPLES

    for typed in ("да", "9 5", "42"):
        note = check_switch_result(hand1, hand2, typed)
        assert not note.readable
        assert switched not in note.explanation
        assert any(example in note.explanation for example in HANDS_EXAMPLES)
        assert check_switch_result(hand1, hand2, switched).correct
