"""The table's clicks from a browser, its keys and its Undo, driven headless (no kernel): the
messages the front end sends (``TableKeys``) are handed to the widget as ipywidgets would."""

from __future__ import annotations

import re

import pytest

from bjswitch_widgets import SwitchTable
from bjswitch_widgets.widgets.keys import ROOT_CLASS, TableKeys

WORKED = {
    "players": ["Ann"],
    "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
}
#: A dealer ace (§1.5): insurance first, per position.
ACE_UP = {"players": ["Ann"], "cards": ["9♠", "8♠", "A♦", "7♠", "7♥", "9♦"]}


def send(table: SwitchTable, control: str, token: int) -> list[object]:
    """The front end's message, through ipywidgets' own dispatch; returns what the widget sent
    back (the ack)."""
    sent: list[object] = []
    keys = table.table_keys
    keys.send = sent.append  # type: ignore[method-assign]
    try:
        keys._handle_custom_msg({"type": "act", "action": control, "token": token}, [])
    finally:
        del keys.send
    return sent


def hands(table: SwitchTable) -> list[list[str]]:
    assert table.round is not None
    return [[str(c) for c in h.cards] for h in table.round.players[0].hands]


def test_the_table_holds_its_keys_widget_and_names_its_root():
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    assert isinstance(table.table_keys, TableKeys) and table.table_keys in table.children
    assert ROOT_CLASS in table._dom_classes and "bjs-root" in table._dom_classes
    assert table.table_keys.layout.display == "none"  # it shows nothing itself
    assert table.table_keys.token == table.controller.decision_id


def test_a_fresh_message_acts_and_a_stale_one_changes_nothing():
    """A double-click on Double: both clicks carry the token of the render they were made on;
    the second arrives after hand 1 finished and is dropped silently."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    keys = table.table_keys
    assert send(table, "switch", keys.token) == [{"type": "ack", "token": keys.token}]
    shown = keys.token
    send(table, "double", shown)  # the first click: hand 1 doubles
    assert table.round.to_act.hand == 2 and keys.token != shown
    before, version = table.state(), table.controller.version
    ack = send(table, "double", shown)  # the second click, made on the same render
    assert table.state() == before and table.controller.version == version
    assert table.controller.last_error == "" and "not legal" not in table.text
    assert ack == [{"type": "ack", "token": keys.token}]  # the front end may send again
    assert [h.bet for h in table.round.players[0].hands] == [4, 2]
    send(table, "stand", keys.token)  # a fresh one acts: hand 2 stands, the dealer plays
    assert [h["outcome"] for h in table.state()["players"][0]["hands"]] == ["push", "push"]


def test_stand_three_times_on_one_render_stands_hand_1_only_and_shows_no_error():
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    table.button("Switch").click()
    shown = table.table_keys.token
    for _ in range(3):
        send(table, "stand", shown)
    assert table.round.to_act.hand == 2 and table.controller.last_error == ""
    assert "bjs-error" not in table.text


def test_malformed_or_unknown_messages_are_ignored():
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    before = table.state()
    token = table.table_keys.token
    for content in (
        {"type": "act", "action": "fly", "token": token},
        {"type": "act", "action": "switch", "token": str(token)},
        {"type": "act", "action": "switch", "token": True},
        {"type": "act", "token": token},
        {"type": "hello"},
    ):
        table.table_keys._handle_custom_msg(content, [])
    assert table.state() == before and table.controller.last_error == ""
    assert table.controller.answer("fly", token) is False


def test_headless_button_clicks_still_act_directly():
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    for label in ("Switch", "Double", "Stand"):
        table.button(label).click()
    assert table.round.is_over


def test_the_token_changes_with_the_decision_only():
    """Not on the Advisor, the log, bets or a refused click; on a decision, an insurance
    answer, an undo and a new round."""
    table = SwitchTable(scenario=ACE_UP, dealer_delay=0)
    keys = table.table_keys
    token = keys.token
    table._advisor.toggle.value = True
    table._log_box.selected_index = 0
    table.controller.act("hit")  # refused: insurance first
    assert table.controller.last_error and keys.token == token
    table.insurance_buttons(1)[0].click()  # hand 1 insured; hand 2 still asked
    assert table.round.phase.value == "insurance" and keys.token == token + 1
    table.button("Undo").click()  # the answer taken back
    assert table.controller.pending_insurance == {} and keys.token == token + 2
    table.insurance_buttons(1)[1].click()
    table.insurance_buttons(2)[1].click()
    assert table.round.phase.value == "switch" and keys.token == token + 4


def test_undo_by_button_and_by_message_then_the_other_choice():
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    undo = table.button("Undo")
    assert undo.disabled and "Nothing to undo" in undo.tooltip and undo.tooltip.startswith("[U]")
    table.button("Keep").click()
    assert hands(table) == [["5♠", "10♥"], ["10♣", "6♥"]]
    assert not undo.disabled and "Take back your last decision" in undo.tooltip
    undo.click()
    assert table.round.phase.value == "switch" and table.round.history == []
    table.button("Switch").click()
    assert hands(table) == [["5♠", "6♥"], ["10♣", "10♥"]]
    send(table, "double", table.table_keys.token)
    send(table, "undo", table.table_keys.token)  # takes back the double only
    assert [str(a) for a in table.round.history] == ["switch"]
    assert hands(table) == [["5♠", "6♥"], ["10♣", "10♥"]]
    for label in ("Double", "Stand"):
        table.button(label).click()
    assert table.round.is_over and table.session.chips == {"Ann": 100}
    table.button("Undo").click()  # after the settlement: the booking undone, hand 2 again
    assert table.round.to_act.hand == 2 and not table.round.is_over
    assert table.session.chips == {"Ann": 100} and table.state()["status"] == "waiting"


@pytest.mark.parametrize(
    ("kwargs", "why"),
    [
        ({"players": 1, "seed": 3}, "its 10 rounds are scored"),
        ({"scenario": WORKED, "undo": False}, "Undo is off at this table"),
        ({"players": 1, "seed": 3, "rounds": 1, "undo": False}, "Undo is off at this table"),
    ],
)
def test_undo_is_off_in_a_scored_session_and_where_the_instructor_says(kwargs, why):
    table = SwitchTable(dealer_delay=0, **kwargs)
    undo = table.button("Undo")
    legal = [str(a) for a in table.round.legal_actions()]
    table.play("keep" if "keep" in legal else legal[0])
    assert undo.disabled and why in undo.tooltip and table.controller.undo_blocker() == "off"
    history = list(table.round.history)
    undo.click()
    send(table, "undo", table.table_keys.token)
    assert table.round.history == history


def test_undo_is_on_by_default_at_a_one_round_table_and_a_session_scenario():
    assert SwitchTable(1, seed=3, rounds=1, dealer_delay=0).controller.setup.undo
    session = {"players": ["Ann"], "rounds": [{"cards": WORKED["cards"]}] * 3}
    assert SwitchTable(scenario=session, dealer_delay=0).controller.setup.undo
    assert SwitchTable(1, seed=3, rounds=10, undo=True, dealer_delay=0).controller.setup.undo


def test_the_keyboard_map_follows_the_tables_buttons():
    switch = SwitchTable(scenario=WORKED, dealer_delay=None).table_keys.shortcuts
    assert switch == {
        "i": ["insure-1", "insure-2"],
        "n": ["no-insurance-1", "no-insurance-2"],
        "k": ["keep"],
        "w": ["switch"],
        "h": ["hit"],
        "s": ["stand"],
        "d": ["double"],
        "p": ["split"],
        "u": ["undo"],
        "Enter": ["deal-dealer", "next-round"],
    }
    classic = SwitchTable(["Ann"], profile="classic", seed=1, dealer_delay=0).table_keys
    assert "k" not in classic.shortcuts and "w" not in classic.shortcuts
    assert classic.shortcuts["Enter"] == ["next-round"] and "r" not in classic.shortcuts
    jack = SwitchTable(["Ann"], profile="jack_switch", seed=1, dealer_delay=0).table_keys
    assert jack.shortcuts["r"] == ["surrender"]
    online = SwitchTable(["Ann"], profile="online_switch", seed=1, dealer_delay=0).table_keys
    assert online.shortcuts["i"] == ["insure-1"]  # one yes / no for the box asked (§3)
    # Every control named by a key is one whose clicks the front end sends as messages.
    for keys in (classic, jack, online):
        assert {c for names in keys.shortcuts.values() for c in names} <= set(keys.controls)


@pytest.mark.parametrize("profile", ["switch", "classic", "online_switch", "jack_switch"])
def test_every_button_tooltip_carries_its_key_and_the_help_lists_them(profile):
    table = SwitchTable(["Ann"], profile=profile, seed=2, dealer_delay=None)
    # The two toggles that show help (the Advisor, Why not?) are not controls: no key.
    toggles = ("Advisor", "Why not?")
    buttons = [
        w for w in table._action_row.children if getattr(w, "description", "") not in toggles
    ]
    buttons += [b for row in table._insurance.rows for b in row]
    help_text = re.sub(r"<[^>]+>", "", table._keys_help.value)
    for button in buttons:
        key = re.match(r"\[(\w+)\] ", button.tooltip or "")
        assert key, (button.description, button.tooltip)
        words = button.description.lower()
        assert re.search(rf"\b{key.group(1)} [^·]*{words}", help_text), (words, help_text)
    assert table.button("Hit").tooltip.startswith("[H] ")


def test_focus_names_the_next_control_to_use():
    table = SwitchTable(scenario=WORKED, dealer_delay=None)
    keys = table.table_keys
    assert keys.focus == "keep"
    table.button("Switch").click()
    assert keys.focus == "hit"
    table.button("Double").click()
    table.button("Stand").click()
    assert keys.focus == "deal-dealer"
    while not table.round.is_over:
        table.button("Deal dealer").click()
    assert keys.focus == "undo"  # the round and the one-round session are over


def test_a_refusal_does_not_survive_into_the_next_round():
    session = {"players": ["Ann"], "rounds": [{"cards": WORKED["cards"]}] * 2}
    table = SwitchTable(scenario=session, dealer_delay=0)
    table.controller.act("hit")  # keep or switch first
    assert "keep or switch" in table.controller.last_error
    for label in ("Switch", "Double", "Stand"):
        table.button(label).click()
    table.controller.act("stand")  # the round is over
    assert "not legal" in table.controller.last_error
    table.button("Next round").click()
    assert table.controller.last_error == "" and "bjs-error" not in table.text
