"""The table's controller, driven directly: no widgets, no kernel (an asyncio loop where the
dealer's delayed steps are tested)."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time

import pytest

from bjswitch_widgets import IllegalActionError, InvalidInputError, ScenarioError, Session
from bjswitch_widgets.widgets.controller import TableController

WORKED = {
    "players": ["Ann"],
    "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
}


def returned(table: TableController) -> list[int | None]:
    return [h["returned"] for h in table.state()["players"][0]["hands"]]


def finish(table: TableController) -> None:
    """Play the round out: stand where one can, else the first legal choice."""
    for _ in range(50):
        if table.phase == "settled":
            return
        legal = [str(a) for a in table.round.legal_actions()]
        table.act("stand" if "stand" in legal else legal[0])
    raise AssertionError("the round did not end")


def test_importing_the_controller_loads_no_ipywidgets():
    """The controller is reusable without ipywidgets (a Voila app, a JupyterLite page)."""
    code = (
        "import sys; import bjswitch_widgets.widgets.controller as c; "
        "c.TableController(2, seed=1, computer=[1, 2], dealer_delay=0); "
        "bad = [m for m in sys.modules if m.split('.')[0] == 'ipywidgets']; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, encoding="utf-8"
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_worked_example_and_one_version_per_click():
    """§1.12 through the controller; each click bumps ``version`` exactly once."""
    table = TableController(scenario=WORKED, dealer_delay=0)
    seen: list[int] = []
    table.observe(lambda change: seen.append(change["new"]), names="version")
    assert (table.phase, table.turn.player, table.turn.hand) == ("switch", "Ann", None)
    for action in ("switch", "double", "stand"):
        table.act(action)
    assert len(seen) == 3 and seen == sorted(seen)
    assert table.phase == "settled" and table.turn is None and returned(table) == [4, 2]
    assert table.session.chips == {"Ann": 100}  # booked by Session.apply / dealer_step


def test_a_refused_click_changes_nothing_and_says_why_play_raises():
    table = TableController(scenario=WORKED, dealer_delay=0)
    before = table.state()
    table.act("hit")  # keep/switch first (§1.7)
    assert "keep or switch" in table.last_error and table.state() == before
    with pytest.raises(IllegalActionError):
        table.play("hit")
    table.act("keep")
    assert table.last_error == ""


def test_the_session_books_every_round_the_controller_plays():
    """Every decision and dealer step goes through Session.apply / dealer_step, which book the
    chips themselves (there is no Session.sync() to forget)."""
    assert not hasattr(Session, "sync")
    table = TableController(4, seed=5, computer=[1, 2, 3, 4], dealer_delay=0)
    while not table.next_round_blocker():
        table.next_round()
    assert table.session.is_over and table.next_round_blocker() == "session"
    assert table.session.chips == {p["name"]: p["chips"] for p in table.state()["standings"]}


def test_dealer_delay_none_waits_for_deal_dealer():
    table = TableController(scenario=WORKED, dealer_delay=None)
    for action in ("switch", "double", "stand"):
        table.act(action)
    assert table.phase == "dealer" and table.dealer_turn and not table.dealer_playing
    table.deal_dealer()  # the hole card
    assert table.phase == "dealer"
    table.deal_dealer()  # 6♦: 22
    assert table.phase == "settled" and returned(table) == [4, 2]
    table.deal_dealer()  # nothing left to play: ignored
    assert table.phase == "settled"


def test_with_a_running_loop_the_dealer_plays_later_and_never_blocks():
    """dealer_delay > 0 on a running loop: one step at once, the next one scheduled; no
    sleeping, and a click while the dealer plays cannot act."""

    async def main() -> None:
        table = TableController(scenario=WORKED, dealer_delay=0.05)
        table.act("switch")
        table.act("double")
        start = time.perf_counter()
        table.act("stand")
        assert time.perf_counter() - start < 0.04  # the kernel did not sleep
        assert table.phase == "dealer" and table.dealer_playing
        assert table.round.hole_revealed and len(table.round.dealer) == 2  # 6♦ not drawn yet
        version = table.version
        before = table.state()
        table.act("hit")  # a stale click while the dealer plays
        assert "not legal now" in table.last_error and table.state() == before
        table.deal_dealer()  # the button's step is refused while the clock plays
        table.next_round()
        assert len(table.round.dealer) == 2 and table.version == version + 1
        for _ in range(100):
            await asyncio.sleep(0.01)
            if table.phase == "settled":
                break
        assert table.phase == "settled" and not table.dealer_playing
        assert returned(table) == [4, 2] and table.version >= version + 2

    asyncio.run(main())


def test_reset_while_the_dealer_plays_cancels_the_scheduled_step():
    async def main() -> None:
        table = TableController(scenario=WORKED, dealer_delay=0.02)
        for action in ("switch", "double", "stand"):
            table.act(action)
        assert table.dealer_playing
        table.reset()
        assert not table.dealer_playing and table.phase == "switch"
        await asyncio.sleep(0.08)
        assert table.phase == "switch" and len(table.round.dealer) == 2

    asyncio.run(main())


def test_dealer_delay_zero_on_a_running_loop_plays_at_once():
    async def main() -> None:
        table = TableController(scenario=WORKED, dealer_delay=0)
        for action in ("switch", "double", "stand"):
            table.act(action)
        assert table.phase == "settled" and not table.dealer_playing

    asyncio.run(main())


def test_computer_seats_play_and_a_seat_can_be_handed_to_the_computer():
    scenario = {
        "players": ["Ann", "Ben"],
        "cards": ["10♠", "10♥", "9♠", "9♥", "8♦", "7♠", "7♥", "8♠", "8♥", "10♦"],
    }
    table = TableController(scenario=scenario, computer=["Ben"], dealer_delay=0)
    assert table.human_turn and table.turn.player == "Ann"
    table.set_computer("Ann", True)  # the simple strategy plays Ann, then Ben, then the dealer
    assert table.phase == "settled" and table.computer == {"Ann", "Ben"}
    assert table.legal_kinds() == frozenset()
    with pytest.raises(InvalidInputError, match="'Zed'"):
        table.set_computer("Zed", True)


def test_insurance_per_position_waits_for_every_position():
    """§1.5: Insure on hand 1 is pending until hand 2 answers; then one engine decision."""
    scenario = {"players": ["Ann"], "cards": ["9♠", "8♠", "A♦", "7♠", "7♥", "9♦"]}
    table = TableController(scenario=scenario, dealer_delay=0)
    assert table.insurance_offered and table.phase == "insurance"
    table.insure(0, True)
    assert table.pending_insurance == {0: 1} and table.phase == "insurance"
    first, _ = table.insurance_options(table.reasons())[0]
    assert not first.enabled and first.chosen == 1
    table.insure(0, False)  # already answered: ignored
    table.insure(1, False)
    assert table.pending_insurance == {} and table.phase == "switch"
    assert table.state()["players"][0]["insurance"] == [1, 0]


def test_bets_for_the_next_round_repeat_and_clear():
    """§3: the bets are the controller's; Super Match at most the bet; Clear blocks the deal."""
    table = TableController(["Ann"], profile="online_switch", seed=4, dealer_delay=0)
    assert table.choose_bets and not table.can_repeat
    table.set_bets("Ann", 2, 3, 9)
    assert table.bets["Ann"] == (2, 3, 3) and table.can_repeat
    with pytest.raises(InvalidInputError, match="no player 'Zed'"):
        table.set_bets("Zed", 1, 2)
    with pytest.raises(InvalidInputError, match="boxes"):
        table.set_bets("Ann", 4, 2)
    finish(table)
    table.next_round()
    assert [h.bet for h in table.round.players[0].hands] == [3, 3, 3, 3]
    assert table.last_bets == {"Ann": (2, 3, 3)}
    finish(table)
    table.clear_bets()
    assert table.next_round_blocker() == "bets" and not table.can_clear
    table.repeat_bets()
    assert table.next_round_blocker() == "" and table.bets == table.last_bets


def test_advisor_values_the_choice_before_it_is_applied():
    table = TableController(scenario=WORKED, dealer_delay=0, advisor=True)
    advice = table.advice()
    assert advice is not None and set(advice.values) == {"keep", "switch"}
    table.act("keep")
    assert table.last_cost.startswith("Your choice, keep:")
    table.advisor = False
    assert table.last_cost == "" and table.advice() is None


@pytest.mark.parametrize(
    ("kwargs", "error", "match"),
    [
        ({"scenario": [1, 2]}, ScenarioError, r"\[1, 2\]"),
        ({"players": 7}, InvalidInputError, "1 to 6"),
        ({"players": 2, "computer": [3]}, InvalidInputError, "seat number 1-2"),
        ({"dealer_delay": -1}, InvalidInputError, "dealer_delay"),
        ({"export": "no"}, InvalidInputError, "export must be True or False .*, not 'no'"),
    ],
)
def test_bad_arguments_raise(kwargs, error, match):
    with pytest.raises(error, match=match):
        TableController(**kwargs)


# ------------------------------------------------------------------ decision ids and undo

TWO = {
    "players": ["Ann", "Ben"],
    "cards": ["10♠", "10♥", "9♠", "9♥", "8♦", "7♠", "7♥", "8♠", "8♥", "10♦"],
}


def test_decision_id_changes_with_the_decision_waited_for_only():
    table = TableController(scenario=WORKED, dealer_delay=None, advisor=False)
    ids = [table.decision_id]
    table.advisor = True  # a view toggle: the same decision
    table.advisor = False
    table.act("hit")  # refused: nothing changed
    assert table.decision_id == ids[-1] and table.last_error
    for action in ("switch", "double", "stand"):
        table.act(action)
        ids.append(table.decision_id)
    table.deal_dealer()  # a dealer step is a new state to click on
    ids.append(table.decision_id)
    assert ids == sorted(set(ids)) and len(ids) == 5


def test_answer_drops_a_stale_click_silently():
    table = TableController(scenario=WORKED, dealer_delay=0)
    shown = table.decision_id
    assert table.answer("switch", shown) is True
    assert table.answer("keep", shown) is False  # made on the render before the switch
    assert table.answer("double", table.decision_id) is True
    before, version = table.state(), table.version
    assert table.answer("double", table.decision_id - 1) is False
    assert table.state() == before and table.version == version and table.last_error == ""
    assert table.answer("fly", table.decision_id) is False
    assert table.answer("stand", table.decision_id) and returned(table) == [4, 2]


def test_answer_names_insurance_positions_undo_and_the_next_round():
    scenario = {"players": ["Ann"], "cards": ["9♠", "8♠", "A♦", "7♠", "7♥", "9♦"]}
    table = TableController(scenario=scenario, dealer_delay=0)
    assert table.answer("insure-1", table.decision_id)
    assert table.pending_insurance == {0: 1}
    assert table.answer("undo", table.decision_id) and table.pending_insurance == {}
    assert table.answer("no-insurance-1", table.decision_id)
    assert table.answer("no-insurance-2", table.decision_id) and table.phase == "switch"
    assert table.answer("next-round", table.decision_id)  # not over: nothing happens
    assert table.phase == "switch"


def test_undo_takes_back_the_learners_decision_with_the_computers_after_it():
    table = TableController(scenario=TWO, computer=["Ben"], dealer_delay=0)
    for action in ("keep", "stand", "stand"):  # Ann; then Ben (the computer) and the dealer
        table.act(action)
    assert table.phase == "settled" and len(table.round.history) > 3
    chips = dict(table.session.chips)
    assert table.undo_blocker() == ""
    table.undo()  # Ann's stand on hand 2, Ben's decisions and the dealer's play
    assert table.phase == "play" and (table.turn.player, table.turn.hand) == ("Ann", 2)
    assert [str(a) for a in table.round.history] == ["keep", "stand"]
    assert table.session.chips == {"Ann": 100, "Ben": 100}
    table.undo()
    table.undo()
    assert table.phase == "switch" and table.round.history == []
    assert table.undo_blocker() == "nothing"
    table.undo()  # nothing left: ignored
    assert table.turn.player == "Ann"
    for action in ("keep", "stand", "stand"):  # the same cards again: the same result
        table.act(action)
    assert table.session.chips == chips


def test_undo_never_takes_back_a_computer_seat_that_played_first():
    table = TableController(scenario=TWO, computer=["Ann"], dealer_delay=0)
    assert table.turn.player == "Ben" and table.undo_blocker() == "nothing"
    before = [str(a) for a in table.round.history]
    table.act("keep")
    table.undo()
    assert [str(a) for a in table.round.history] == before and table.turn.player == "Ben"


def test_undo_while_the_dealer_plays_cancels_the_scheduled_step():
    async def main() -> None:
        table = TableController(scenario=WORKED, dealer_delay=0.02)
        for action in ("switch", "double", "stand"):
            table.act(action)
        assert table.dealer_playing
        table.undo()  # the stand on hand 2 and the dealer's play taken back
        assert not table.dealer_playing and table.phase == "play" and table.turn.hand == 2
        await asyncio.sleep(0.08)
        assert table.phase == "play" and not table.round.hole_revealed

    asyncio.run(main())


def test_undo_is_off_by_default_in_a_scored_session():
    table = TableController(1, seed=2, dealer_delay=0)
    assert table.setup.rounds == 10 and not table.setup.undo
    finish(table)
    assert table.undo_blocker() == "off"
    history = list(table.round.history)
    table.undo()
    assert table.round.history == history
    with pytest.raises(InvalidInputError, match="undo"):
        TableController(scenario=WORKED, undo="yes")  # type: ignore[arg-type]


def test_a_refusal_is_forgotten_when_the_next_round_is_dealt():
    table = TableController(1, seed=2, dealer_delay=0)
    table.act("fly")
    assert table.last_error
    finish(table)
    table.next_round()
    assert table.last_error == "" and table.session.rounds_played == 2


def test_the_advisors_verdict_does_not_follow_into_the_next_round():
    """The Advisor's 'Your choice …' line belongs to the round it judged."""
    from bjswitch_widgets.widgets.controller import TableController

    table = TableController(["Ann"], seed=3, dealer_delay=None)
    table.advisor = True
    while table.session.current is not None and table.last_cost == "":
        legal = [str(a) for a in table.session.current.legal_actions()]
        table.act(legal[0].split()[0] if legal[0].startswith("insure") else legal[0])
        if table.last_cost:
            break
    assert table.last_cost
    while table.next_round_blocker():
        rnd = table.session.current
        if rnd is not None and rnd.legal_actions():
            table.act(str(rnd.legal_actions()[0]))
        else:
            table.deal_dealer()
    table.next_round()
    assert table.last_cost == ""
