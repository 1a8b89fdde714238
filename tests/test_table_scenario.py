"""Recording a table as a scenario (rules §5): ``SwitchTable.scenario()`` returns what was played so
far — the players, every card used in the order dealt (§1.3, then the players' draws, then the
dealer's) and every decision — and ``replay(table.scenario()) == table.state()``. At a table made
with ``export=True`` (an instructor's: the export shows the face-down hole card) the ``Export
scenario`` button shows it as JSON and as a lesson cell that builds the same table again, in its
final state as soon as the cell has run.

Expected cards and actions are worked by hand from the deal order of §1.3; the property tests
play random legal decisions through the controller at all four profiles.
"""

from __future__ import annotations

import asyncio
import html
import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from bjswitch_widgets import (
    InvalidInputError,
    Round,
    ScenarioError,
    Seat,
    Session,
    SwitchTable,
    replay,
)
from bjswitch_widgets.rules import get_profile
from bjswitch_widgets.widgets.controller import TableController
from bjswitch_widgets.widgets.texts import lesson_cell

PROFILES = ("switch", "classic", "online_switch", "jack_switch")
SHOE_1_12 = ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]
WORKED = {"players": ["Ann"], "cards": SHOE_1_12}
#: §1.3 with one seat: first cards 5♠ 10♣, the up card 9♣, second cards 10♥ 6♥, the hole 7♦.
DEAL_1_12 = SHOE_1_12[:6]


def click(table: SwitchTable, *labels: str) -> None:
    for label in labels:
        table.button(label).click()


def replays(table: SwitchTable | TableController) -> dict[str, Any]:
    """The table's recording, checked to replay to the table's state; returned."""
    recorded = table.scenario() if isinstance(table, SwitchTable) else table.recorded_scenario()
    assert replay(recorded) == table.state()
    return recorded


# ---------------------------------------------------------------- the §1.12 worked example


def test_1_12_played_on_a_scenario_table_records_the_shoe_and_the_three_decisions():
    """§1.12: switch, double (K♦), stand; the dealer 9♣ 7♦ draws 6♦: all eight cards, in the
    order of the stacked shoe, and the three decisions."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    click(table, "Switch", "Double", "Stand")
    assert replays(table) == {
        "profile": "switch",
        "players": ["Ann"],
        "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
        "actions": ["switch", "double", "stand"],
    }


def test_1_3_at_the_start_the_deal_with_the_hole_card_and_no_decision():
    """§1.3: the six cards dealt, the hole card 7♦ among them though it is face down; the
    replay shows the dealer as the table does, 9♣ and '??'."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    recorded = replays(table)
    assert recorded["cards"] == DEAL_1_12 and recorded["actions"] == []
    assert table.state()["dealer"] == {"cards": ["9♣", "??"], "total": 9, "natural": False}
    assert replay(recorded)["to_act"] == {
        "player": "Ann",
        "hand": None,
        "legal": ["keep", "switch"],
    }


def test_1_8_mid_round_the_replay_waits_for_the_same_decision():
    """After the switch hand 1 is 5♠ 6♥ = 11 (hit, stand, double); after the double (K♦)
    hand 2 is 10♣ 10♥ = 20, a pair of ten-values (hit, stand, double, split)."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    click(table, "Switch")
    recorded = replays(table)
    assert recorded["cards"] == DEAL_1_12 and recorded["actions"] == ["switch"]
    assert replay(recorded)["to_act"] == {
        "player": "Ann",
        "hand": 1,
        "legal": ["hit", "stand", "double"],
    }
    click(table, "Double")
    recorded = replays(table)
    assert recorded["cards"] == [*DEAL_1_12, "K♦"] and recorded["actions"] == ["switch", "double"]
    assert replay(recorded)["to_act"]["legal"] == ["hit", "stand", "double", "split"]


def test_a_scenario_table_played_partly_records_only_the_cards_used():
    """Keep: 5♠ 10♥ = 15 and 10♣ 6♥ = 16 stand; the dealer's 16 draws K♦ and busts. 6♦ and the
    two cards stacked after it were never dealt, so they are not in the recording."""
    table = SwitchTable(scenario={"players": ["Ann"], "cards": [*SHOE_1_12, "2♣", "3♣"]})
    click(table, "Keep", "Stand", "Stand")
    recorded = replays(table)
    assert recorded["cards"] == [*DEAL_1_12, "K♦"]
    assert recorded["actions"] == ["keep", "stand", "stand"]
    assert [h["returned"] for h in table.state()["players"][0]["hands"]] == [4, 4]
    # the scenario the table was made from keeps its ten cards
    assert len(table.controller.source_scenario.rounds[0].cards) == 10


def test_a_session_scenario_table_played_partly_records_the_rounds_dealt():
    """§5.5: of a two-round scenario only round 1 has been dealt and played (§1.12)."""
    later = {"cards": ["A♠", "10♣", "9♣", "K♥", "6♥", "7♦"], "actions": ["keep"]}
    scenario = {"players": ["Ann"], "rounds": [{"cards": SHOE_1_12}, later]}
    table = SwitchTable(scenario=scenario, dealer_delay=0)
    click(table, "Switch", "Double", "Stand")
    assert replays(table) == {
        "profile": "switch",
        "players": ["Ann"],
        "rounds": [{"cards": SHOE_1_12, "actions": ["switch", "double", "stand"]}],
    }


def test_undo_takes_the_cards_back_out_of_the_recording():
    """Undo the stand: the dealer's 6♦ goes back on the shoe; undo the double: K♦ too. Then a
    hit on 5♠ 6♥ takes K♦ again (21)."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    click(table, "Switch", "Double", "Stand", "Undo")
    recorded = replays(table)
    assert recorded["cards"] == [*DEAL_1_12, "K♦"] and recorded["actions"] == ["switch", "double"]
    click(table, "Undo")
    recorded = replays(table)
    assert recorded["cards"] == DEAL_1_12 and recorded["actions"] == ["switch"]
    click(table, "Hit")
    recorded = replays(table)
    assert recorded["cards"] == [*DEAL_1_12, "K♦"] and recorded["actions"] == ["switch", "hit"]


def test_the_round_records_the_order_cards_left_the_shoe_not_where_they_lie():
    """§1.3 with two seats, a split (§1.8) and a dealer draw (§1.9).

    Deal: first cards Ann 8♠ 10♣, Ben 10♥ 10♦, up 6♣; second cards Ann 8♦ 9♣, Ben 7♥ 8♥;
    hole 10♠. Ann splits 8♠ 8♦: the first split hand takes 3♣ at once, the second 2♦ when its
    turn begins; the dealer's 16 draws 5♠. The switch moves no card in the recording."""
    cards = ["8♠", "10♣", "10♥", "10♦", "6♣", "8♦", "9♣", "7♥", "8♥", "10♠", "3♣", "2♦", "5♠"]
    r = Round("switch", ["Ann", "Ben"], cards=cards)
    for action in ("keep", "split", "stand", "stand", "stand", "switch", "stand", "stand"):
        r.apply(action)
    assert [str(c) for c in r.cards_drawn] == cards
    assert [str(c) for c in r.players[1].hands[0].cards] == ["10♥", "8♥"]  # switched
    assert replay(r.scenario()) == r.result()
    r.undo()  # Ben's last stand, and with it the dealer's 5♠
    assert [str(c) for c in r.cards_drawn] == cards[:-1]


# ---------------------------------------------------------------- insurance, seats, sessions


def test_1_5_insurance_is_recorded_once_every_position_has_answered():
    """§1.5: Insure on hand 1 waits for hand 2, so it is no decision yet; then 'insure 1 0'.
    The dealer's A♦ 9♦ is no natural (the peek), soft 20 stands after keep, stand, stand."""
    scenario = {"players": ["Ann"], "cards": ["9♠", "8♠", "A♦", "7♠", "7♥", "9♦"]}
    table = SwitchTable(scenario=scenario, dealer_delay=0)
    table.insurance_buttons(1)[0].click()
    assert replays(table)["actions"] == []
    table.insurance_buttons(2)[1].click()
    assert replays(table)["actions"] == ["insure 1 0"]
    click(table, "Keep", "Stand", "Stand")
    recorded = replays(table)
    assert recorded["cards"] == scenario["cards"]
    assert recorded["actions"] == ["insure 1 0", "keep", "stand", "stand"]


def test_computer_seats_are_ordinary_players_and_their_decisions_are_actions():
    """Ben (the computer) holds 9♠ 8♠ and 9♥ 8♥ against an 8: switched or kept, two hard 17s,
    so the rules of thumb keep and stand twice, after Ann's keep, stand, stand."""
    scenario = {
        "players": ["Ann", "Ben"],
        "cards": ["10♠", "10♥", "9♠", "9♥", "8♦", "7♠", "7♥", "8♠", "8♥", "10♦"],
    }
    table = SwitchTable(scenario=scenario, computer=["Ben"], dealer_delay=0)
    click(table, "Keep", "Stand", "Stand")
    recorded = replays(table)
    assert recorded["players"] == ["Ann", "Ben"]
    assert recorded["actions"] == ["keep", "stand", "stand", "keep", "stand", "stand"]
    assert recorded["cards"] == scenario["cards"]  # dealer 8♦ 10♦ = 18 stands


def test_1_11_a_session_records_every_round_and_the_starting_chips():
    """§1.11, §5.5: three rounds of a 10-round table played by the computer; Ann started with
    40 chips, so she is written with 40 whatever she holds now; Ben with the table's 100."""
    table = SwitchTable([Seat("Ann", 40), "Ben"], seed=5, computer=[1, 2], dealer_delay=0)
    click(table, "Next round", "Next round")
    recorded = replays(table)
    assert recorded["players"] == [{"name": "Ann", "chips": 40}, "Ben"]
    assert [len(r["cards"]) >= 10 for r in recorded["rounds"]] == [True, True, True]
    assert (
        "cards" not in recorded and table.state()["rounds"][0]["players"][0]["chips_before"] == 40
    )


def test_a_one_round_table_of_its_own_is_recorded_as_a_session():
    """A table not made from a one-round scenario reports a session (state() has 'rounds'), so
    its recording does too."""
    table = SwitchTable(["Ann"], seed=2, rounds=1, dealer_delay=0)
    recorded = replays(table)
    assert list(recorded) == ["profile", "players", "rounds"] and len(recorded["rounds"]) == 1


def test_3_two_boxes_and_super_match_are_written_on_the_player():
    """§3, §5.4: Ann plays 2 boxes of 5 with Super Match 1. Deal (no hole card): first cards
    9♠ 8♠ 7♠ 6♠, up 5♦, second cards 9♥ 8♥ 3♥ 2♥. Box 2's hand 1 (7♠ 3♥ = 10) hits K♣; the
    dealer's second card and draws come after the players', from the seed."""
    deal = ["9♠", "8♠", "7♠", "6♠", "5♦", "9♥", "8♥", "3♥", "2♥", "K♣"]
    ann = {"name": "Ann", "boxes": 2, "bet": 5, "super_match": 1}
    scenario = {"profile": "online_switch", "players": [ann], "cards": deal}
    table = SwitchTable(scenario=scenario, dealer_delay=0)
    click(table, "Keep", "Stand", "Stand", "Keep", "Hit", "Stand", "Stand")
    recorded = replays(table)
    assert recorded["players"] == [ann] and table.state()["status"] == "complete"
    assert recorded["cards"][:10] == deal
    assert recorded["cards"][10:] == table.state()["dealer"]["cards"][1:]
    assert recorded["actions"] == ["keep", "stand", "stand", "keep", "hit", "stand", "stand"]
    # the two pairs of box 1 (9♠ 9♥, 8♠ 8♥) pay 8:1 on its Super Match of 1 (§3)
    assert table.state()["players"][0]["super_match"][0]["returned"] == 9


def test_4_a_surrender_with_the_dealer_still_to_play_records_the_dealers_card_to_come():
    """§4: switch to A♠ K♥ (stand) and 10♣ 5♥ (surrender). With a Deal dealer button the round
    waits for the dealer; its second card 8♦ (17) is recorded already, so the replay, which
    plays the dealer out, is the round the table ends with: the surrender returns 1."""
    scenario = {
        "profile": "jack_switch",
        "players": ["Ann"],
        "cards": ["A♠", "10♣", "9♣", "5♥", "K♥", "8♦"],
    }
    table = SwitchTable(scenario=scenario, dealer_delay=None)
    click(table, "Switch", "Stand", "Surrender")
    recorded = table.scenario()
    assert table.state()["to_act"]["legal"] == ["deal dealer"]
    assert recorded["cards"] == scenario["cards"]
    assert recorded["actions"] == ["switch", "stand", "surrender"]
    while table.state()["status"] != "complete":
        click(table, "Deal dealer")
    assert replay(recorded) == table.state()
    assert table.state()["players"][0]["hands"][1]["returned"] == 1


def test_bets_changed_between_rounds_cannot_be_recorded_and_the_panel_says_why():
    """§5.5 seats each player with one set of bets for a whole session."""
    table = SwitchTable(["Ann"], profile="online_switch", seed=4, dealer_delay=0, export=True)
    while not table.round.is_over:
        legal = [str(a) for a in table.round.legal_actions()]
        table.play("stand" if "stand" in legal else legal[0])
    table.set_bets("Ann", 2, 3, 1)
    click(table, "Next round")
    with pytest.raises(
        ScenarioError,
        match=r"'Ann' bets 2 boxes, 3 on each position, Super Match 1 in round 2, not 1 box, "
        r"2 on each position as in round 1",
    ):
        table.scenario()
    click(table, "Export scenario")
    assert "bjs-error" in table._export.view.value and "textarea" not in table._export.view.value
    assert "in round 2" in html.unescape(table._export.view.value)


def test_a_profile_changed_in_python_has_no_name_a_scenario_could_give():
    custom = get_profile("switch").replace(dealer_hits_soft_17=False)
    table = SwitchTable(["Ann"], profile=custom, seed=1, rounds=1, dealer_delay=0)
    with pytest.raises(ScenarioError, match="'switch' with other rules"):
        table.scenario()
    with pytest.raises(ScenarioError, match="no round"):
        Session(["Ann"]).scenario()


# ---------------------------------------------------------------- the dealer looked ahead


def play_to_the_dealer(table: TableController, rng: random.Random) -> None:
    while table.phase not in ("dealer", "settled"):
        rnd = table.round
        table.act(str(rng.choice(rnd.legal_actions())))


@pytest.mark.parametrize("profile", PROFILES)
def test_looking_ahead_at_the_dealers_cards_changes_no_card_the_table_deals(profile):
    """While the dealer waits for 'Deal dealer' the recording holds the dealer's cards to come.
    Looking them up must deal nothing: a twin table never asked deals the same cards, through
    the dealer, an undo and a different decision, and the next round."""
    for seed in range(8):
        tables = [
            TableController(["Ann", "Ben"], profile, seed=seed, rounds=3, dealer_delay=None)
            for _ in range(2)
        ]
        for table in tables:
            play_to_the_dealer(table, random.Random(seed))
        recorded = tables[0].recorded_scenario()
        assert tables[0].recorded_scenario() == recorded  # asked twice: the same cards
        for table in tables:
            while table.dealer_turn:
                table.deal_dealer()
        assert replay(recorded) == tables[0].state() == tables[1].state()
        for table in tables:
            if table.round.history:  # else the round ended at the deal (a natural)
                table.session.undo()
                play_to_the_dealer(table, random.Random(seed + 100))
            table.recorded_scenario()
            while table.dealer_turn:
                table.deal_dealer()
            table.next_round()
        assert tables[0].state() == tables[1].state()


# ---------------------------------------------------------------- random play, every profile


def seats_for(profile: str, rng: random.Random) -> list[Seat]:
    poor = rng.choice([100, 9, 5])
    if profile == "online_switch":
        return [Seat("Ann", poor, 2, 3, 1), Seat("Ben", 100, 1, 5, 0), Seat("Cy", 6)]
    return [Seat("Ann", poor), Seat("Ben"), Seat("Cy", 7)]


def random_step(table: TableController, rng: random.Random) -> bool:
    """One random legal move through the controller (as clicks would make it); False when the
    session is over."""
    rnd = table.round
    if rnd.is_over:
        if table.next_round_blocker():
            return False
        table.next_round()
    elif table.dealer_turn:
        table.deal_dealer()
    elif rng.random() < 0.12 and not table.undo_blocker():
        table.undo()
    elif rnd.phase.value == "insurance" and not table.profile.insurance_per_box:
        table.insure(rng.randrange(table.insurance_rows()), rng.random() < 0.5)
    else:
        table.act(str(rng.choice(rnd.legal_actions())))
    return True


@pytest.mark.parametrize("profile", PROFILES)
def test_random_play_always_replays_to_the_tables_state(profile):
    """Property, all four profiles: after every click of random legal play (insurance, keep or
    switch, every play decision, undo, computer seats, sitting out, several rounds), the
    recording replays to the table's state; while the dealer waits, to the state it ends with.
    At the end the lesson cell builds a table in the same state."""
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        table = TableController(
            seats_for(profile, rng),
            profile,
            seed=seed,
            rounds=3,
            computer=rng.choice([(), ("Ben",), ("Ann", "Cy")]),
            dealer_delay=rng.choice([0, None]),
            undo=True,
        )
        waiting: dict[str, Any] | None = None
        for _ in range(200):
            recorded = table.recorded_scenario()
            if table.dealer_turn:  # the same recording at every step of the dealer's play
                waiting = waiting or recorded
                assert recorded == waiting
            else:
                if waiting is not None:  # the dealer has just finished
                    assert replay(waiting) == table.state()
                    waiting = None
                assert replay(recorded) == table.state()
                checked += 1
            if not random_step(table, rng):
                break
        names: dict[str, Any] = {}
        exec(lesson_cell(table.recorded_scenario()), names)
        if not table.dealer_turn:
            assert names["table"].state() == table.state()
    assert checked > 100


# ---------------------------------------------------------------- the Export scenario panel


def exported(table: SwitchTable) -> list[str]:
    """The texts of the open panel's read-only boxes, as a learner would copy them."""
    boxes = re.findall(r"<textarea[^>]*>(.*?)</textarea>", table._export.view.value, re.S)
    return [html.unescape(box) for box in boxes]


def test_the_export_button_is_off_by_default_since_it_shows_the_hole_card():
    """§1.3: at the deal the hole card 7♦ is face down, yet the recording holds it. A learner's
    table (the default) has no Export button and no export panel; ``export=True`` (the
    instructor's) has both; ``table.scenario()`` works at either."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    assert "face-down card" in table.text and "seven of diamonds" not in table.text
    assert table.scenario()["cards"] == DEAL_1_12  # the instructor's API: 7♦ among them
    with pytest.raises(KeyError, match="Export scenario"):
        table.button("Export scenario")
    assert table._export is None

    def classes(widget: Any) -> list[str]:
        """Every CSS class in the widget's tree."""
        found = list(getattr(widget, "_dom_classes", ()))
        for child in getattr(widget, "children", ()):
            found += classes(child)
        return found

    assert "bjs-btn-export" not in classes(table) and "bjs-export-view" not in classes(table)
    shown = SwitchTable(scenario=WORKED, dealer_delay=0, export=True)
    assert "bjs-btn-export" in classes(shown) and shown._export in shown.children
    assert shown.button("Export scenario") is shown._export.toggle
    assert "hole card" in shown.button("Export scenario").tooltip


@pytest.mark.parametrize("bad", ["yes", 1, None, "True"])
def test_export_is_true_or_false_and_anything_else_is_refused_by_name(bad):
    with pytest.raises(InvalidInputError, match=re.escape(f"not {bad!r}")):
        SwitchTable(scenario=WORKED, export=bad)


def test_export_opens_shows_json_and_a_lesson_cell_follows_the_table_and_closes():
    table = SwitchTable(scenario=WORKED, dealer_delay=0, export=True)
    export = table.button("Export scenario")
    assert export not in table._action_row.children  # in the footer, not among the decisions
    assert table._export.view.layout.display == "none" and table._export.view.value == ""
    export.click()
    assert export.description == "Close export" and table._export.view.layout.display == ""
    json_text, cell = exported(table)
    assert json.loads(json_text) == table.scenario() and "readonly" in table._export.view.value
    assert '"cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦"]' in json_text  # as written
    click(table, "Switch", "Double")  # the open panel follows the table
    json_text, cell = exported(table)
    assert json.loads(json_text)["actions"] == ["switch", "double"]
    names: dict[str, Any] = {}
    exec(cell, names)
    assert isinstance(names["table"], SwitchTable) and names["table"].state() == table.state()
    table.button("Close export").click()
    assert export.description == "Export scenario" and table._export.view.layout.display == "none"


def test_the_lesson_cell_of_a_session_plays_every_round_again():
    table = SwitchTable(["Ann", "Ben"], seed=8, computer=["Ben"], dealer_delay=0, export=True)
    rng = random.Random(8)
    for _ in range(3):
        while not table.round.is_over:
            table.play(str(rng.choice(table.round.legal_actions())))
        click(table, "Next round")
    table.play(str(table.round.legal_actions()[0]))  # the fourth round, waiting
    click(table, "Export scenario")
    _, cell = exported(table)
    names: dict[str, Any] = {}
    exec(cell, names)
    state = table.state()
    assert state["status"] == "waiting" and len(state["rounds"]) == 4
    assert names["table"].state() == state


def run_in_a_kernel(cell: str) -> dict[str, Any]:
    """Run a cell as a notebook run top to bottom does (nbconvert, nbval, autograde): on a
    running event loop, as ipykernel runs one; return the table's state as soon as it ends."""

    async def cell_then_next_cell() -> dict[str, Any]:
        names: dict[str, Any] = {}
        exec(cell, names)
        return names["table"].state()  # no waiting: the next cell reads it at once

    return asyncio.run(cell_then_next_cell())


#: §5.5: round 1 is §1.12 (switch, double, stand: both hands push against the dealer's 22);
#: in round 2 Ann keeps 10♠ 8♠ (18) and 10♦ 9♦ (19) and stands twice; the dealer's 6♣ 10♥ (16)
#: draws 2♣: 18, so hand 1 pushes (2 returned) and hand 2 wins (4 returned).
TWO_ROUNDS = {
    "players": ["Ann"],
    "rounds": [
        {"cards": SHOE_1_12, "actions": ["switch", "double", "stand"]},
        {
            "cards": ["10♠", "10♦", "6♣", "8♠", "9♦", "10♥", "2♣"],
            "actions": ["keep", "stand", "stand"],
        },
    ],
}


def test_1_12_the_exported_lesson_cell_is_final_as_soon_as_it_has_run():
    """Run top to bottom, the cell's table equals ``replay(scenario)`` at once: the dealer's
    9♣ 7♦ has drawn 6♦ (22) and both hands push, 4 and 2 returned (§1.10, §1.12). The same
    cell without ``dealer_delay=0`` would still be waiting for the dealer (0.5 s a step)."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0, export=True)
    click(table, "Switch", "Double", "Stand", "Export scenario")
    scenario_text, cell = exported(table)
    scenario = json.loads(scenario_text)
    assert "SwitchTable(scenario=scenario, dealer_delay=0)" in cell
    assert "table.play_scenario()" in cell
    state = run_in_a_kernel(cell)
    assert state == replay(scenario) and state["status"] == "complete"
    assert state["dealer"]["cards"] == ["9♣", "7♦", "6♦"]
    assert [h["returned"] for h in state["players"][0]["hands"]] == [4, 2]
    paced = run_in_a_kernel(cell.replace(", dealer_delay=0", ""))
    assert paced["status"] == "waiting"


def test_5_5_the_lesson_cell_of_a_session_is_final_as_soon_as_it_has_run():
    """Both rounds of TWO_ROUNDS, at once: round 2's dealer has drawn 2♣ (18); Ann ends with
    100 + 0 (round 1) + 2 (round 2) = 102 chips."""
    cell = lesson_cell(TWO_ROUNDS)
    state = run_in_a_kernel(cell)
    assert state == replay(TWO_ROUNDS) and state["status"] == "complete"
    last = state["rounds"][1]
    assert last["dealer"]["cards"] == ["6♣", "10♥", "2♣"]
    assert [h["returned"] for h in last["players"][0]["hands"]] == [2, 4]
    assert state["standings"][0]["chips"] == 102
    paced = run_in_a_kernel(cell.replace(", dealer_delay=0", ""))
    assert paced["status"] == "waiting"


def test_every_name_is_escaped_in_the_panel_and_quoted_in_the_cell():
    """A name is any 1–40 printable characters: HTML, quotes and backslashes stay text."""
    evil = "</textarea><img src=x onerror=alert(1)>"
    quoted = 'O\'Neil "Q" \\ {x} & Ann'
    scenario = {"players": [evil, quoted], "cards": WORKED["cards"]}
    table = SwitchTable(scenario=scenario, dealer_delay=0, export=True)
    click(table, "Keep", "Stand", "Export scenario")
    shown = table._export.view.value
    assert "<img" not in shown and shown.count("<textarea") == 2
    json_text, cell = exported(table)
    assert json.loads(json_text)["players"] == [evil, quoted]
    names: dict[str, Any] = {}
    exec(cell, names)
    assert names["scenario"] == table.scenario() and names["table"].state() == table.state()


def test_the_scenario_is_worked_out_only_while_the_panel_is_open(monkeypatch):
    """A click on a closed panel's table records nothing; an open panel records once per
    change of the table."""
    calls: list[str] = []
    original = TableController.recorded_scenario

    def counted(self: TableController) -> dict[str, Any]:
        calls.append("recorded")
        return original(self)

    monkeypatch.setattr(TableController, "recorded_scenario", counted)
    table = SwitchTable(scenario=WORKED, dealer_delay=0, export=True)
    click(table, "Switch")
    assert calls == []
    click(table, "Export scenario")
    assert calls == ["recorded"]
    click(table, "Double")
    assert len(calls) == 2
    table._export.render()  # nothing changed since: nothing worked out again
    assert len(calls) == 2
    click(table, "Close export", "Stand")
    assert len(calls) == 2


def test_the_export_button_is_a_plain_keyboard_reachable_button_with_a_tooltip():
    table = SwitchTable(scenario=WORKED, dealer_delay=0, size="large", export=True)
    export = table.button("Export scenario")
    assert "bjs-btn-export" in export._dom_classes and not export.disabled
    assert "scenario" in export.tooltip and "§" not in export.tooltip
    assert "export" not in table.table_keys.controls  # no decision: never sent as one
    click(table, "Export scenario")
    assert 'class="bjs-export bjs-large"' in table._export.view.value


# ---------------------------------------------------------------- in a real browser


@pytest.fixture(scope="module")
def export_page_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Voila serving the §1.12 table (``?theme=dark`` for the dark theme)."""
    import importlib.util

    from browser_helpers import need, voila_server, write_notebook

    need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    folder = tmp_path_factory.mktemp("export")
    notebook = folder / "export.ipynb"
    scenario = json.dumps(WORKED, ensure_ascii=False)
    cells = [
        "from bjswitch_widgets import SwitchTable",
        f"SwitchTable(scenario={scenario}, export=True)",
    ]
    write_notebook(notebook, cells)
    with voila_server(folder, notebook) as url:
        yield url


@pytest.mark.browser  # Chromium and Voila: the Linux job only (it starts its own, no fixture)
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_export_panel_in_a_real_browser(export_page_url: str, theme: str) -> None:
    """Chromium, JupyterLab's light and dark themes: the Export button is reached and pressed
    with the keyboard; the JSON box holds the recording and follows the next click; a table key
    typed in a box acts on nothing; every text reads at 4.5:1; at 390 px nothing scrolls
    sideways; the button closes the panel again."""
    from browser_helpers import ARTIFACTS, chromium
    from playwright.sync_api import expect
    from test_browser_looks import CONTRAST_JS, OVERFLOW_JS

    with chromium() as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        try:
            page.goto(f"{export_page_url}?theme={theme}", timeout=90_000)
            expect(page.locator(".bjs-table-view")).to_contain_text("Ann", timeout=90_000)
            page.locator("button.bjs-btn-switch").click()
            expect(page.locator("button.bjs-btn-double")).to_be_enabled(timeout=30_000)
            export = page.locator("button.bjs-btn-export")
            export.focus()
            page.keyboard.press("Enter")
            boxes = page.locator(".bjs-export-json")
            expect(boxes).to_be_visible(timeout=30_000)
            assert json.loads(boxes.input_value()) == {
                "profile": "switch",
                "players": ["Ann"],
                "cards": DEAL_1_12,
                "actions": ["switch"],
            }
            boxes.click()
            page.keyboard.press("d")  # Double's key, typed in the box: not a decision
            page.wait_for_timeout(300)
            assert json.loads(boxes.input_value())["actions"] == ["switch"]
            page.locator("button.bjs-btn-double").click()
            expect(boxes).to_have_value(re.compile('"actions": \\["switch", "double"\\]'))
            assert "table.play_scenario()" in page.locator(".bjs-export-cell").input_value()
            found = page.evaluate(CONTRAST_JS, ".bjs-export")
            assert len(found) >= 4 and found[0]["ratio"] >= 4.5, found[:3]
            ARTIFACTS.mkdir(exist_ok=True)
            page.locator(".bjs-root").first.screenshot(path=str(ARTIFACTS / f"export_{theme}.png"))
            page.set_viewport_size({"width": 390, "height": 900})
            page.wait_for_timeout(200)
            assert page.evaluate(OVERFLOW_JS, 390) == []
            page.locator("button.bjs-btn-export").click()
            expect(page.locator(".bjs-export")).to_have_count(0, timeout=30_000)
        finally:
            page.close()
