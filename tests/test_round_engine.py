"""The round as a state machine: phases, whose turn, legal actions, reasons, atomic apply, log.

These tests check the engine's interface (the rules themselves are checked hand-worked in
test_rules_switch.py and test_rules_classic.py through the replay contract).
"""

from __future__ import annotations

import pytest

from bjswitch_widgets import (
    Action,
    ActionKind,
    IllegalActionError,
    InvalidActionError,
    InvalidInputError,
    Outcome,
    Phase,
    Round,
    ScenarioError,
    Seat,
    Session,
    replay,
)
from bjswitch_widgets.engine.narration import rule_text

WORKED = ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]


def test_1_3_round_deals_at_once_and_waits_for_the_first_decision():
    """RULES §1.3, §1.7: after the deal (9♣ up, no peek) Ann's keep-or-switch is asked."""
    r = Round("switch", ["Ann"], cards=WORKED)
    assert r.phase is Phase.SWITCH
    assert r.to_act is not None and (r.to_act.player, r.to_act.hand) == ("Ann", None)
    assert [str(c) for c in r.players[0].hands[0].cards] == ["5♠", "10♥"]
    assert [str(c) for c in r.players[0].hands[1].cards] == ["10♣", "6♥"]
    assert str(r.up_card) == "9♣" and not r.hole_revealed


def test_1_7_legal_actions_and_the_reason_for_each_unavailable_one():
    """RULES §1.7: before the choice only keep/switch; every other action says why, with its §."""
    r = Round("switch", ["Ann"], cards=WORKED)
    assert [str(a) for a in r.legal_actions()] == ["keep", "switch"]
    reasons = r.unavailable()
    assert set(reasons) == {
        ActionKind.INSURE,
        ActionKind.HIT,
        ActionKind.STAND,
        ActionKind.DOUBLE,
        ActionKind.SPLIT,
        ActionKind.SURRENDER,
    }
    assert "before any hit, split or double" in reasons[ActionKind.HIT]
    assert "(§1.7)" in reasons[ActionKind.DOUBLE]
    assert (
        "up card is an ace" in reasons[ActionKind.INSURE] and "§1.5" in reasons[ActionKind.INSURE]
    )
    assert "§4" in reasons[ActionKind.SURRENDER]


def test_1_7_after_the_choice_switch_is_refused_with_the_learners_reason():
    """RULES §1.7: after the choice no switch is possible (and the reason says so)."""
    r = Round("switch", ["Ann"], cards=WORKED)
    r.apply("keep")
    reason = r.why_not("switch")
    assert reason is not None and "once" in reason and "§1.7" in reason
    assert r.why_not("hit") is None


def test_illegal_action_raises_naming_action_phase_and_rule_and_changes_nothing():
    """Apply is checked and atomic: IllegalActionError names action, phase and §; state kept."""
    r = Round("switch", ["Ann"], cards=WORKED)
    r.apply("switch")
    r.apply("hit")  # 5♠ 6♥ + K♦ = 21: hand 1 stops by itself (§1.8); hand 2 in play
    before = r.snapshot()
    events = list(r.events)
    with pytest.raises(IllegalActionError) as info:
        r.apply("switch")
    err = info.value
    assert isinstance(err, ValueError)
    assert "'switch'" in str(err) and "phase play" in str(err) and "§1.7" in str(err)
    assert (err.action, err.phase) == ("switch", "play") and "§1.7" in err.reason
    assert r.snapshot() == before and r.events == events


def test_unknown_action_is_bad_input_not_an_illegal_move():
    """Errors split by cause: an unknown word is InvalidActionError, quoted with repr."""
    r = Round("switch", ["Ann"], cards=WORKED)
    with pytest.raises(InvalidActionError, match="'fold'"):
        r.apply("fold")
    with pytest.raises(InvalidActionError, match="'insure x'"):
        r.apply("insure x")
    assert not issubclass(InvalidActionError, IllegalActionError)


def test_actions_parse_case_insensitive_and_print_canonically():
    """SCENARIOS.md: actions are case-insensitive."""
    assert Action.parse("  HIT ") == Action(ActionKind.HIT)
    assert str(Action.parse("Insure 1 0")) == "insure 1 0"


def test_every_step_is_logged_with_a_one_line_explanation():
    """Every step is logged: bets, each card dealt, the switch, the double, dealer, settlement."""
    r = Round("switch", ["Ann"], cards=WORKED)
    for a in ("switch", "double", "stand"):
        r.apply(a)
    kinds = [e.kind for e in r.events]
    assert kinds.count("deal") == 6  # 4 player cards, up card, hole card
    for kind in ("bet", "switch", "double", "stand", "reveal", "dealer_draw", "settle", "result"):
        assert kind in kinds
    assert all("\n" not in e.text and e.text for e in r.events)
    switch = next(e for e in r.events if e.kind == "switch")
    assert "10♥" in switch.text and "6♥" in switch.text and "§1.7" in switch.text
    assert r.events[-1].phase is Phase.SETTLED


def test_log_can_be_turned_off_for_simulation_with_the_same_outcome():
    """Lean mode (log=False) plays the same round to the same result."""
    a = Round("switch", ["Ann"], cards=WORKED)
    b = Round("switch", ["Ann"], cards=WORKED, log=False)
    for x in ("switch", "double", "stand"):
        a.apply(x)
        b.apply(x)
    assert a.result() == b.result() and b.events == []


def test_same_seed_same_round_and_another_seed_another():
    """Deterministic from a seed."""

    def deal(seed: int) -> list[str]:
        r = Round("switch", ["Ann", "Ben", "Cy"], seed=seed)
        return [str(c) for h in r.hands() for c in h.cards] + [str(r.up_card)]

    assert deal(11) == deal(11)
    assert deal(11) != deal(12)


def test_1_10_each_settled_hand_carries_the_rule_that_decided_it():
    """RULES §1.10: the result per hand with the rule that decided it."""
    r = Round("switch", ["Ann"], cards=["A♠", "10♣", "9♣", "K♥", "6♥", "7♦", "6♦"])
    r.apply("switch")  # A♠ 6♥ = soft 17, 10♣ K♥ = 20
    r.apply("stand")
    r.apply("stand")  # dealer 9♣ 7♦ = 16, draws 6♦ = 22
    h1, h2 = r.players[0].hands
    assert (h1.outcome, h2.outcome) == (Outcome.PUSH, Outcome.PUSH)
    rule = rule_text(r.profile, h1.why)  # the rule that decided the hand, in words
    assert "Dealer 22" in rule and "§1.10" in rule
    assert h1.describe_total() == "soft 17" and h2.describe_total() == "hard 20"


def test_describe_total_names_a_switched_21():
    """RULES §1.7: a switched A+10 is an ordinary 21, shown as such."""
    r = Round("switch", ["Ann"], cards=["A♠", "10♣", "9♣", "5♥", "K♥", "7♦"])
    assert r.players[0].hands[0].describe_total() == "soft 16"
    r.apply("switch")  # A♠ K♥ and 10♣ 5♥
    h1 = r.players[0].hands[0]
    assert h1.describe_total() == "21 (switched, not a natural)" and h1.finished


def test_1_2_players_and_chips_are_validated_before_the_deal():
    """RULES §1.2: 1–6 players; names unique; chips whole and ≥ 0."""
    with pytest.raises(InvalidInputError, match="1 to 6"):
        Round("switch", [])
    with pytest.raises(InvalidInputError, match="1 to 6"):
        Round("switch", [f"P{i}" for i in range(7)])
    with pytest.raises(InvalidInputError, match="'Ann'"):
        Round("switch", ["Ann", "Ann"])
    with pytest.raises(InvalidInputError, match="-1"):
        Round("switch", [Seat("Ann", -1)])


def test_1_2_chips_are_at_most_15_digits_for_the_round_the_session_and_replay():
    """One seat check (rules.seats.check_seats) caps a player's chips at 10**15 - 1, the most a
    learner reads and the checks read: Round took 10**5000 chips, replay failed writing it out
    (Python writes no int of over 4,300 digits)."""
    most = 10**15 - 1
    assert Round("switch", [("Ann", most)]).players[0].chips_before == most
    for chips in (most + 1, 10**5000):
        with pytest.raises(
            InvalidInputError,
            match=r"^'Ann': chips must be a whole number from 0 to 999,999,999,999,999",
        ):
            Round("switch", [("Ann", chips)])
        with pytest.raises(InvalidInputError, match=r"^'Ann': chips must be"):
            Session([("Ann", chips)])
        with pytest.raises(ScenarioError, match=r"^players\[0\]: chips must be a whole number"):
            replay({"players": [{"name": "Ann", "chips": chips}]})


def test_1_11_nobody_able_to_bet_means_no_round_is_dealt():
    """RULES §1.11: a player without the 4 chips sits out; with nobody left nothing is dealt."""
    r = Round("switch", [Seat("Ann", 3), Seat("Ben", 0)])
    assert r.is_over and r.dealer == [] and all(p.sitting_out for p in r.players)
    assert r.result()["status"] == "complete"


def test_insurance_turn_is_asked_per_player_with_every_affordable_choice():
    """RULES §1.5: on an up ace each player is asked in seat order, choices 0 or 1 per position."""
    r = Round(
        "switch",
        ["Ann", Seat("Ben", 5)],
        cards=["9♠", "9♥", "8♠", "8♥", "A♦", "7♠", "7♥", "7♦", "7♣", "9♦"],
    )
    assert r.phase is Phase.INSURANCE and r.to_act.player == "Ann"
    assert [str(a) for a in r.legal_actions()] == [
        "insure 0 0",
        "insure 0 1",
        "insure 1 0",
        "insure 1 1",
    ]
    r.apply("insure 1 1")
    assert r.to_act.player == "Ben"  # Ben has 1 free chip: he may insure one position only
    assert [str(a) for a in r.legal_actions()] == ["insure 0 0", "insure 0 1", "insure 1 0"]
    with pytest.raises(IllegalActionError, match="free chips"):
        r.apply("insure 1 1")


def test_insurance_choices_grow_with_positions_not_their_product():
    """§1.5 at a custom table of 3 boxes, bet 10, insurance per position: one question per box,
    asked in order, each listing (5 + 1)² = 36 choices — not 6⁶ = 46,656 for the whole seat."""
    from bjswitch_widgets.rules import SWITCH

    wide = SWITCH.replace(name="switch_3_boxes", max_boxes=3, min_bet=1, max_bet=10)
    # 6 positions of 2♠…, up A♦: 6 first cards, the up card, 6 second cards, the hole card 9♣
    cards = ["2♠", "3♠", "4♠", "5♠", "6♠", "7♠", "A♦", "2♥", "3♥", "4♥", "5♥", "6♥", "7♥", "9♣"]
    r = Round(wide, [Seat("Ann", 200, 3, 10)], cards=cards)
    asked = []
    for answer in ("insure 5 5", "insure 0 5", "insure 0 0"):
        assert r.phase is Phase.INSURANCE
        legal = [str(a) for a in r.legal_actions()]
        assert len(legal) == 36 and legal[0] == "insure 0 0" and legal[-1] == "insure 5 5"
        asked.append(r.to_act.box)
        r.apply(answer)
    assert asked == [1, 2, 3]
    assert r.players[0].insurance == [5, 5, 0, 5, 0, 0]
    # 200 - 60 of bets - 15 of insurance; the peek finds no natural: insurance lost, play goes on
    assert r.players[0].chips == 125 and r.phase is Phase.SWITCH
