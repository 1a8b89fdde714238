"""History and undo (python-chess's push/pop): Round.history lists every decision; Round.undo()
takes back the last one with everything that followed by itself, and the round is exactly as it
was before that decision — cards back on the shoe in order, chips back, the dealer's draws gone.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bjswitch_widgets import IllegalActionError, Round, Seat, Session

WORKED = ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]
PROFILES = ["switch", "classic", "online_switch", "jack_switch"]


def test_history_lists_every_decision_in_order():
    r = Round("switch", ["Ann"], cards=WORKED)
    for action in ("switch", "double", "stand"):
        r.apply(action)
    assert [str(a) for a in r.history] == ["switch", "double", "stand"]


def test_undo_of_the_last_decision_reopens_a_settled_round():
    """§1.12: undo 'stand' — the dealer's 6♦ goes back on the shoe, the chips come back in front
    of Ann (100 − 6 on the table = 94), and the round waits for hand 2 again."""
    r = Round("switch", ["Ann"], cards=WORKED)
    r.apply("switch")
    r.apply("double")
    before = r.snapshot()
    r.apply("stand")
    assert r.is_over and r.players[0].chips == 100
    assert str(r.undo()) == "stand"
    assert r.snapshot() == before
    assert not r.is_over and r.players[0].chips == 94 and r.dealer == r.dealer[:2]
    assert r.to_act.hand == 2
    # the same cards come again: the dealer draws 6♦ to 22 once more
    r.apply("stand")
    assert [str(c) for c in r.dealer] == ["9♣", "7♦", "6♦"]


def test_undo_twice_then_the_other_choice_sees_the_same_cards():
    """Keep, then undo, then switch: the same four cards and the same dealer."""
    r = Round("switch", ["Ann"], cards=WORKED)
    r.apply("keep")
    assert [str(c) for c in r.players[0].hands[0].cards] == ["5♠", "10♥"]
    r.undo()
    assert r.history == [] and r.phase.value == "switch"
    r.apply("switch")
    assert [str(c) for c in r.players[0].hands[0].cards] == ["5♠", "6♥"]


def test_nothing_to_undo_is_not_legal_now():
    r = Round("switch", ["Ann"], cards=WORKED)
    before = r.snapshot()
    with pytest.raises(IllegalActionError, match=r"'undo' is not legal now .*No decision"):
        r.undo()
    assert r.snapshot() == before
    with pytest.raises(ValueError):
        r.undo()


def test_undo_after_dealer_steps_takes_them_back_too():
    r = Round("switch", ["Ann"], cards=WORKED, auto_dealer=False)
    r.apply("switch")
    r.apply("double")
    before = r.snapshot()
    r.apply("stand")
    r.dealer_step()  # turns the hole card
    r.dealer_step()  # draws 6♦: 22, settled
    assert r.is_over
    r.undo()
    assert r.snapshot() == before and not r.hole_revealed


def test_session_undo_books_the_chips_again():
    s = Session(["Ann"], seed=1, rounds=2)
    s.start_round(cards=WORKED)
    for action in ("switch", "double", "stand"):
        s.apply(action)
    assert s.chips["Ann"] == 100
    s.undo()
    assert s.chips["Ann"] == 100 and not s.current.is_over
    s.apply("hit")  # 10♣ 10♥ hits 6♦: 26, bust; the dealer plays on for hand 1's 21
    assert s.current.is_over
    assert s.chips["Ann"] == s.current.players[0].chips


@settings(max_examples=60, deadline=None)
@given(
    profile=st.sampled_from(PROFILES),
    seed=st.integers(0, 2**32 - 1),
    chips=st.one_of(st.just(100), st.integers(4, 12)),
    data=st.data(),
)
def test_undo_restores_the_snapshot_before_each_decision(profile, seed, chips, data):
    """Property, all four profiles: over random legal play, undoing any decision gives the
    snapshot from before it, and undoing everything gives the snapshot of the fresh deal."""
    seats = (
        [Seat("Ann", chips, 2, 3, 1), Seat("Ben", 100, 1)]
        if profile == "online_switch"
        else [
            Seat("Ann", chips),
            Seat("Ben"),
        ]
    )
    r = Round(profile, seats, seed=seed)
    snapshots = [r.snapshot()]
    applied = []
    while not r.is_over:
        action = data.draw(st.sampled_from(r.legal_actions()))
        r.apply(action)
        applied.append(action)
        snapshots.append(r.snapshot())
        if data.draw(st.booleans()):  # take it back and check, then play it again
            assert r.undo() == action
            assert r.snapshot() == snapshots[-2]
            r.apply(action)
            assert r.snapshot() == snapshots[-1]
    assert r.history == applied
    for k in range(len(applied) - 1, -1, -1):
        assert r.undo() == applied[k]
        assert r.snapshot() == snapshots[k]
    assert r.history == []
