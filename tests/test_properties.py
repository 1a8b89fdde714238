"""Property tests of the engine (hypothesis): random legal play over many rounds and seats.

* chips are conserved exactly: every player's chips + what is on the table − what came back
  equals the chips they sat down with, at every step (RULES §1.2, §1.10);
* cards are conserved: hands + dealer + shoe = 312 cards, six of each (RULES §1.1);
* every illegal action raises IllegalActionError and leaves the round exactly as it was;
* no other exception ever escapes.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from bjswitch_widgets import (
    Action,
    ActionKind,
    IllegalActionError,
    Round,
    Seat,
    Session,
    ShoeError,
)
from bjswitch_widgets.cards import DECK
from bjswitch_widgets.engine.narration import rule_text

# Ranks that make pairs, naturals, insurance and 21s likely when stacked on top.
_INTERESTING = ["A", "8", "10", "K", "5", "6", "9", "2"]
_SUITS = ["♠", "♥", "♦", "♣"]

card_strings = st.builds(lambda r, s: r + s, st.sampled_from(_INTERESTING), st.sampled_from(_SUITS))

#: Every action a learner could type, legal or not, including bad insurance amounts.
ALL_ACTIONS = [
    "keep",
    "switch",
    "hit",
    "stand",
    "double",
    "split",
    "surrender",
    "insure 0 0",
    "insure 0 1",
    "insure 1 0",
    "insure 1 1",
    "insure 2 0",
    "insure 0",
    "insure 1",
    "insure 1 1 1",
    "insure yes",
    "insure no",
]


def seats_strategy() -> st.SearchStrategy[list[Seat]]:
    chips = st.one_of(st.just(100), st.integers(0, 12))
    return st.lists(chips, min_size=1, max_size=6).map(
        lambda cs: [Seat(f"P{i}", c) for i, c in enumerate(cs, start=1)]
    )


def seats_for(profile: str) -> st.SearchStrategy[list[Seat]]:
    if profile != "online_switch":
        return seats_strategy()

    @st.composite
    def online(draw: st.DrawFn) -> list[Seat]:
        seats = []
        for i in range(1, draw(st.integers(1, 4)) + 1):
            bet = draw(st.integers(1, 10))
            chips = draw(st.one_of(st.just(100), st.integers(0, 40)))
            seats.append(
                Seat(f"P{i}", chips, draw(st.integers(1, 3)), bet, draw(st.integers(0, bet)))
            )
        return seats

    return online()


def check_conservation(rnd: Round) -> None:
    """Chips and cards are conserved at this moment of the round."""
    for p in rnd.players:
        side = sum(s["returned"] for s in p.super_match)
        returned = sum(h.returned or 0 for h in p.hands) + (p.insurance_returned or 0) + side
        assert p.chips + p.wagered - returned == p.chips_before, p
        assert p.chips >= 0
        on_table = sum(h.bet for h in p.hands) + sum(p.insurance)
        on_table += sum(p.super_match_stakes) if p.hands else 0
        assert p.wagered == on_table
        # Super Match is optional (RULES §3): only the chips left after the main bets pay it.
        assert sum(p.super_match_stakes) <= max(p.chips_before - p.bet * 2 * p.boxes, 0)
    dealt = [c for h in rnd.hands() for c in h.cards] + list(rnd.dealer)
    assert len(dealt) + rnd.shoe.remaining == 52 * rnd.profile.decks
    assert Counter(dealt) + Counter(rnd.shoe.undealt()) == Counter(DECK * rnd.profile.decks)


def play_randomly(rnd: Round, data: st.DataObject, apply=None) -> None:
    """Random legal play to the end (through ``apply``, e.g. a Session's, if given)."""
    apply = apply or rnd.apply
    steps = 0
    while not rnd.is_over:
        check_conservation(rnd)
        legal = rnd.legal_actions()
        assert legal, f"no legal action in phase {rnd.phase}"
        # Every unavailable kind has a reason citing the rules.
        for kind, reason in rnd.unavailable().items():
            assert "§" in reason, (kind, reason)
            assert all(a.kind is not kind for a in legal) or kind is ActionKind.INSURE
        # Sometimes try something illegal first: it must raise and change nothing.
        attempt = data.draw(st.sampled_from(ALL_ACTIONS))
        if Action.parse(attempt) not in legal:
            before = rnd.snapshot()
            with pytest.raises(IllegalActionError):
                rnd.apply(attempt)
            assert rnd.snapshot() == before
        apply(data.draw(st.sampled_from(legal)))
        steps += 1
        assert steps < 200
    check_conservation(rnd)
    assert rnd.legal_actions() == []
    # Settled: every hand has an outcome, and the log explains every step.
    for h in rnd.hands():
        assert h.outcome is not None and h.returned is not None
        assert rule_text(rnd.profile, h.why)
    assert rnd.events and all(e.text for e in rnd.events)


@given(
    profile=st.sampled_from(["switch", "classic", "online_switch", "jack_switch"]),
    stacked=st.lists(card_strings, max_size=40),
    seed=st.integers(0, 2**32 - 1),
    data=st.data(),
)
def test_random_legal_play_conserves_chips_and_cards(profile, stacked, seed, data):
    """RULES §1.1, §1.2, §1.10, §3, §4: chips and cards are conserved (hand bets, doubles,
    splits, insurance, Super Match); illegal actions change nothing."""
    seats = data.draw(seats_for(profile))
    try:
        rnd = Round(profile, seats, cards=stacked, seed=seed)
    except ShoeError:
        assume(False)  # a seventh copy of a card was stacked: refused, as it must be
    play_randomly(rnd, data)


@given(seed=st.integers(0, 2**32 - 1), n=st.integers(1, 6), data=st.data())
def test_session_of_random_rounds_conserves_chips(seed, n, data):
    """RULES §1.11: over a session chips carry over; players' chips + house net is constant."""
    session = Session(
        [Seat(f"P{i}", data.draw(st.integers(0, 30))) for i in range(n)], seed=seed, rounds=4
    )
    house = 0
    start = sum(session.chips.values())
    while not session.is_over:
        rnd = session.start_round()
        play_randomly(rnd, data, session.apply)  # Session.apply books the chips itself
        house += sum(p.wagered - p.returned for p in rnd.players)
        assert sum(session.chips.values()) + house == start


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 400) | st.text(max_size=6),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
scenario_like = st.fixed_dictionaries(
    {},
    optional={
        "profile": st.sampled_from(["switch", "classic", "spanish"]) | json_values,
        "players": st.lists(
            st.sampled_from(["Ann", "Ben", "Ann"])
            | st.fixed_dictionaries(
                {"name": st.sampled_from(["Cy", "Di"])}, optional={"chips": json_values}
            )
            | json_values,
            max_size=7,
        )
        | json_values,
        "cards": st.lists(card_strings | st.text(max_size=3), max_size=12) | json_values,
        "seed": st.integers(0, 9) | json_values,
        "actions": st.lists(st.sampled_from([*ALL_ACTIONS, "fold", "", "HIT", 3]), max_size=8)
        | json_values,
        "rounds": json_values,
        "extra": json_values,
    },
)


@given(scenario=scenario_like)
def test_replay_of_any_input_returns_a_result_or_a_value_error(scenario):
    """Bad input of any shape gives a ValueError subclass with a one-line message, nothing else."""
    from bjswitch_widgets import BJSwitchError, replay

    try:
        result = replay(scenario)
    except BJSwitchError as error:
        message = str(error)
        assert message and "\n" not in message
    else:
        assert result["status"] in ("complete", "waiting")
