"""The teaching session (RULES §1.11): rounds, chips carried, sit-out, standings."""

from __future__ import annotations

import pytest

from bjswitch_widgets import InvalidInputError, Seat, Session
from bjswitch_widgets.session import rank_standings
from bjswitch_widgets.strategy import simple_policy


def play_out(session: Session) -> None:
    while not session.is_over:
        rnd = session.start_round()
        while not rnd.is_over:
            session.apply(str(simple_policy(rnd)))


def test_1_11_a_session_is_10_rounds_of_100_chips_by_default():
    """RULES §1.11: 10 rounds; players start with 100 chips (§1.2)."""
    s = Session(["Ann", "Ben", "Cy"], seed=4)
    assert s.rounds == 10 and s.chips == {"Ann": 100, "Ben": 100, "Cy": 100}
    play_out(s)
    assert s.rounds_played == 10 and s.is_over
    with pytest.raises(InvalidInputError, match="all played"):
        s.start_round()


def test_1_11_chips_carry_from_round_to_round():
    """RULES §1.11: each round starts with the chips the last one ended with."""
    s = Session(["Ann", "Ben"], seed=8, rounds=5)
    play_out(s)
    for before, after in zip(s.history, s.history[1:], strict=False):
        assert [p.chips_before for p in after.players] == [p.chips for p in before.players]
    assert s.chips == {p.name: p.chips for p in s.history[-1].players}


def test_1_11_a_player_who_cannot_cover_4_chips_stops_taking_part():
    """RULES §1.11: fewer than 4 chips before a round: no hands, chips unchanged."""
    s = Session([Seat("Ann", 3), "Ben"], seed=2, rounds=3)
    play_out(s)
    for rnd in s.history:
        ann = rnd.players[0]
        assert ann.sitting_out and ann.hands == [] and ann.chips == 3
    assert s.chips["Ann"] == 3


def test_1_11_the_session_ends_early_when_nobody_can_bet():
    """RULES §1.11: with every player out there is nothing left to play."""
    s = Session([Seat("Ann", 2), Seat("Ben", 1)], seed=2)
    assert s.is_over


def test_1_1_the_whole_shoe_is_shuffled_before_every_round():
    """RULES §1.1/§1.11: every round deals from a full 312-card shoe."""
    s = Session(["Ann"] * 1, seed=5, rounds=4)
    for _ in range(4):
        rnd = s.start_round()
        dealt = sum(len(h.cards) for h in rnd.hands()) + len(rnd.dealer)
        assert rnd.shoe.remaining + dealt == 312
        while not rnd.is_over:
            s.apply(str(simple_policy(rnd)))


def test_1_11_equal_profits_share_a_place_1_1_3():
    """RULES §1.11: rank by profit = chips − starting chips; equal profits share (1, 1, 3)."""
    # Ann +10, Ben +10, Cy −4, Dee −4, Eve −20: places 1, 1, 3, 3, 5 (ties in seat order).
    rows = [
        ("Ann", 110, 100),
        ("Ben", 110, 100),
        ("Cy", 96, 100),
        ("Dee", 96, 100),
        ("Eve", 80, 100),
    ]
    got = [(s.name, s.profit, s.place) for s in rank_standings(rows)]
    assert got == [("Ann", 10, 1), ("Ben", 10, 1), ("Cy", -4, 3), ("Dee", -4, 3), ("Eve", -20, 5)]


def test_1_11_profit_is_measured_against_each_players_own_start():
    """Profit = chips − starting chips: 50 → 60 (+10) beats 100 → 104 (+4)."""
    got = rank_standings([("Ann", 104, 100), ("Ben", 60, 50)])
    assert [(s.name, s.place) for s in got] == [("Ben", 1), ("Ann", 2)]


def test_session_rounds_must_be_finished_in_order():
    """A new round is dealt only after the current one is settled."""
    s = Session(["Ann"], seed=1)
    rnd = s.start_round(cards=["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"])
    with pytest.raises(InvalidInputError, match="not over"):
        s.start_round()
    for a in ("switch", "double", "stand"):
        s.apply(a)
    assert rnd.is_over and s.chips["Ann"] == 100
