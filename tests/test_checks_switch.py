"""check_switch_proposal decides on typed values — where each named card lies (a Spot) — and
only then words the explanation; changing the words cannot change the verdict (RULES §1.7).
check_switch_result reads each hand as its cards in any order, and says "first cards never move"
where the learner moved one (issue 23)."""

from __future__ import annotations

import pytest

from bjswitch_widgets import parse_card, parse_cards
from bjswitch_widgets.checks import check_switch_proposal, check_switch_result
from bjswitch_widgets.checks.switch import Spot, spot_of
from bjswitch_widgets.language import in_language

H1, H2 = ["5♠", "10♥"], ["10♣", "6♥"]
OTHERS = [["9♦", "2♣"]]


@pytest.fixture(params=["en", "ru"])
def lang(request):
    """The verdicts are the same in every language (the English wording is asserted in
    English only)."""
    with in_language(request.param):
        yield request.param


#: exchange → (is it a switch?, the part of the explanation that says why)
PROPOSALS = {
    ("10♥", "6♥"): (True, "are the second cards of your two hands"),
    ("6♥", "10♥"): (True, "are the second cards of your two hands"),
    ("5♠", "10♣"): (False, "first cards never move"),
    ("5♠", "6♥"): (False, "first cards never move"),
    ("5♠", "10♥"): (False, "are both in hand 1"),
    ("10♣", "6♥"): (False, "are both in hand 2"),
    ("10♥", "2♣"): (False, "never with another player's hand"),
    ("9♦", "6♥"): (False, "never with another player's hand"),
    ("10♥", "9♠"): (False, "9♠ is not in either of your hands"),
    ("2♥", "6♥"): (False, "2♥ is not in either of your hands"),
}


def test_each_card_is_located_as_a_typed_spot():
    h1, h2, others = parse_cards(H1), parse_cards(H2), [parse_cards(h) for h in OTHERS]

    def spot(text: str) -> Spot | None:
        return spot_of(parse_card(text), h1, h2, others)

    assert spot("5♠") == Spot(1, first=True)
    assert spot("10♥") == Spot(1, first=False)
    assert spot("10♣") == Spot(2, first=True)
    assert spot("6♥") == Spot(2)
    assert spot("2♣") == Spot(None)
    assert spot("9♠") is None
    assert str(Spot(1, first=True)) == "hand 1 (its first card)"
    assert str(Spot(None)) == "another player's hand"


@pytest.mark.parametrize("exchange", sorted(PROPOSALS))
def test_the_verdict_and_the_reason(exchange, lang):
    legal, why = PROPOSALS[exchange]
    for said in ("yes", "no"):
        fb = check_switch_proposal(H1, H2, exchange, said, others=OTHERS)
        assert fb.expected is legal and fb.correct is (said == ("yes" if legal else "no"))
        assert fb.sections == ("1.7",) and (why in fb.explanation or lang != "en")


@pytest.mark.parametrize("exchange", sorted(PROPOSALS))
def test_rewording_the_spots_does_not_change_the_decision(exchange, monkeypatch, lang):
    """The old check compared its own prose ("another player's" in …, the first six letters
    of …); now the words of a Spot are only for the learner."""
    before = check_switch_proposal(H1, H2, exchange, "no", others=OTHERS)
    monkeypatch.setattr(Spot, "__str__", lambda self: "somewhere else")
    after = check_switch_proposal(H1, H2, exchange, "no", others=OTHERS)
    assert (after.correct, after.expected) == (before.correct, before.expected)
    _, why = PROPOSALS[exchange]
    assert why in after.explanation or lang != "en"  # the same reason, chosen on the spots
    if lang == "en" and " is in " in before.explanation:  # the spots named in their new words
        assert "is in somewhere else and" in after.explanation


def test_a_card_in_both_hands_still_decides_by_position(lang):
    """Six decks: the same card can be the second card of both hands — a legal switch."""
    fb = check_switch_proposal(["5♠", "10♥"], ["10♣", "10♥"], ("10♥", "10♥"), "yes")
    assert fb.correct and fb.expected is True


def test_no_switch_at_classic_whatever_the_exchange(lang):
    fb = check_switch_proposal(H1, H2, ("10♥", "6♥"), "yes", profile="classic")
    assert not fb.readable and fb.sections == ("2",)
    assert "no switch" in fb.explanation or lang != "en"


def test_1_7_a_hands_cards_in_another_order_are_the_same_hand(lang):
    """§1.7: 5♠ 10♥ and 10♣ 6♥ switch to 5♠ 6♥ and 10♣ 10♥. Written 6♥ 5♠ and 10♥ 10♣, those
    are the same two hands (a hand is its cards); hand 1 is still the one written first."""
    fb = check_switch_result("5♠ 10♥", "10♣ 6♥", ("6♥ 5♠", "10♥ 10♣"))
    assert fb.correct and fb.expected == ("5♠ 6♥", "10♣ 10♥")
    assert check_switch_result("5♠ 10♥", "10♣ 6♥", "6♥ 5♠, 10♣ 10♥").correct
    assert not check_switch_result("5♠ 10♥", "10♣ 6♥", ("10♥ 10♣", "6♥ 5♠")).correct


@pytest.mark.parametrize(
    ("answer", "moved"),
    [
        (("10♣ 10♥", "5♠ 6♥"), True),  # the first cards exchanged instead (lesson 03)
        (("10♥ 6♥", "10♣ 5♠"), True),  # 5♠, hand 1's first card, put in hand 2
        (("5♠ 10♥", "10♣ 6♥"), False),  # the hands as dealt: nothing moved
        (("5♠ 7♥", "10♣ 10♥"), False),  # a card that is not there: no first card moved
    ],
)
def test_1_7_first_cards_never_move_is_said_where_a_first_card_moved(answer, moved, lang):
    """§1.7: a wrong switch result is told "first cards never move" only when the learner's
    hands put a first card in the other hand; the hands as dealt are named as such."""
    fb = check_switch_result("5♠ 10♥", "10♣ 6♥", answer)
    assert not fb.correct and fb.sections == ("1.7",) and fb.expected == ("5♠ 6♥", "10♣ 10♥")
    if lang == "en":
        assert ("first cards never move" in fb.explanation) is moved
        assert "10♥ goes to hand 2 and 6♥ to hand 1" in fb.explanation
        assert ("Those are the hands as dealt" in fb.explanation) is (answer[0] == "5♠ 10♥")
