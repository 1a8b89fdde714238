"""The table widget, driven headless by Button.click() (no kernel): RULES §1 through the view."""

from __future__ import annotations

import json
import re

import pytest

from bjswitch_widgets import IllegalActionError, InvalidInputError, Seat, SwitchTable

WORKED = {
    "players": ["Ann"],
    "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
}


def visible_text(table: SwitchTable) -> str:
    """The table's HTML with tags removed and entities decoded: what a learner reads."""
    import html

    return html.unescape(re.sub(r"<[^>]+>", " ", table.text))


def test_1_12_worked_example_by_clicking_shows_both_pushes_and_6_returned():
    """RULES §1.12: switch, double to 21, stand on 20; dealer 22: both push, 4 + 2 = 6 returned."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    table.button("Switch").click()
    table.button("Double").click()
    table.button("Stand").click()
    text = visible_text(table)
    assert "Push · 4 returned" in text and "Push · 2 returned" in text
    assert "6 chips returned" in text
    assert "Dealer 22: push" in text and "(§1.10)" in text
    state = table.state()
    assert state["status"] == "complete" and state["players"][0]["chips_after"] == 100


def test_1_7_illegal_buttons_are_disabled_with_the_engines_reason():
    """RULES §1.7: before keep/switch only Keep and Switch are enabled; others say why."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    for label in ("Keep", "Switch"):
        assert not table.button(label).disabled
    for label in ("Hit", "Stand", "Double", "Split"):
        button = table.button(label)
        assert button.disabled
        assert "keep or switch" in button.tooltip and "§1.7" in button.tooltip
    assert table.button("Next round").disabled
    table.button("Keep").click()
    assert table.button("Switch").disabled and "once" in table.button("Switch").tooltip


def test_1_8_double_disabled_after_a_hit_with_the_reason():
    """RULES §1.8: double needs exactly two cards."""
    table = SwitchTable(scenario={**WORKED, "cards": [*WORKED["cards"][:6], "2♣"]}, dealer_delay=0)
    table.button("Keep").click()
    table.button("Hit").click()  # 5♠ 10♥ 2♣ = 17
    assert table.button("Double").disabled
    assert "exactly two cards" in table.button("Double").tooltip


def test_1_7_switch_preview_shows_what_the_hands_would_become():
    """RULES §1.7: before the choice, the table shows the switched hands (5♠ 6♥, 10♣ 10♥)."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    preview = table._preview.value
    assert "Switch: hand 1" in preview
    assert 'aria-label="five of spades"' in preview and 'aria-label="six of hearts"' in preview
    assert "hard 11" in preview and "hard 20" in preview
    table.button("Switch").click()
    assert table._preview.value == ""


def test_cards_have_text_alternatives_and_the_hole_card_is_face_down():
    """The table draws every card with an aria-label; the hole card stays hidden until revealed."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    html = table._table.value
    assert 'aria-label="ten of hearts"' in html and 'aria-label="nine of clubs"' in html
    assert 'aria-label="face-down card"' in html and "seven of diamonds" not in html
    table.button("Switch").click()
    table.button("Double").click()
    table.button("Stand").click()
    assert "seven of diamonds" in table._table.value


def test_hand_totals_read_soft_hard_bust_natural_and_switched_21():
    """The totals in words: natural, a switched 21 that is not a natural (§1.4, §1.7)."""
    table = SwitchTable(
        scenario={"players": ["Ann"], "cards": ["A♠", "10♣", "9♣", "K♥", "A♥", "7♦"]},
        dealer_delay=0,
    )
    assert "natural" in visible_text(table)
    table.button("Switch").click()  # A♠ A♥ and 10♣ K♥
    assert "soft 12" in visible_text(table)
    table2 = SwitchTable(
        scenario={"players": ["Ann"], "cards": ["A♠", "10♣", "9♣", "5♥", "K♥", "7♦"]},
        dealer_delay=0,
    )
    table2.button("Switch").click()  # A♠ K♥ = 21 switched
    assert "21 (switched, not a natural)" in visible_text(table2)


def test_1_5_insurance_buttons_per_position():
    """RULES §1.5: on an up ace, Insure / No insurance per position; 1 on hand 1 only."""
    scenario = {"players": ["Ann"], "cards": ["9♠", "8♠", "A♦", "7♠", "7♥", "9♦"]}
    table = SwitchTable(scenario=scenario, dealer_delay=0)
    insure1, no1 = table.insurance_buttons(1)
    insure2, no2 = table.insurance_buttons(2)
    assert not insure2.disabled
    assert not insure1.disabled and not no2.disabled
    assert table.button("Keep").disabled and "insurance" in table.button("Keep").tooltip.lower()
    insure1.click()
    assert insure1.disabled and no1.disabled  # hand 1 decided
    assert table.state()["status"] == "waiting"
    no2.click()
    state = table.state()
    assert state["players"][0]["insurance"] == [1, 0]
    assert state["players"][0]["insurance_returned"] == 0  # peek: 9♦ under the ace, no natural
    assert "insurance" in insure1.tooltip.lower() and "§1.5" in insure1.tooltip


def test_1_5_insurance_choice_limited_by_free_chips():
    """RULES §1.5: with 1 free chip, after insuring hand 1 hand 2 can only decline."""
    scenario = {
        "players": [{"name": "Ann", "chips": 5}],
        "cards": ["9♠", "8♠", "A♦", "7♠", "7♥", "9♦"],
    }
    table = SwitchTable(scenario=scenario, dealer_delay=0)
    insure1, _ = table.insurance_buttons(1)
    insure2, no2 = table.insurance_buttons(2)
    insure1.click()
    assert insure2.disabled and "free chips" in insure2.tooltip
    assert not no2.disabled


def test_1_9_dealer_step_by_step_with_the_deal_dealer_button():
    """RULES §1.9: with dealer_delay=None the dealer plays one step per click."""
    table = SwitchTable(scenario=WORKED, dealer_delay=None)
    for label in ("Switch", "Double", "Stand"):
        table.button(label).click()
    deal = table.button("Deal dealer")
    assert not deal.disabled and table.round.phase.value == "dealer"
    assert "face-down card" in table._table.value
    deal.click()  # turns the hole card: 16
    assert "seven of diamonds" in table._table.value and not table.round.is_over
    deal.click()  # draws 6♦: 22, settles
    assert table.round.is_over and deal.disabled
    assert "Push · 4 returned" in visible_text(table)


def test_1_11_full_session_with_computer_seats_finishes_and_shows_standings():
    """RULES §1.11: 10 rounds with 1–6 seats played by the simple strategy; standings at the end."""
    table = SwitchTable(4, seed=5, computer=[1, 2, 3, 4], dealer_delay=0)
    clicks = 0
    while not table.button("Next round").disabled:
        table.button("Next round").click()
        clicks += 1
    assert clicks == 9 and table.session.is_over and table.session.rounds_played == 10
    text = visible_text(table)
    assert "Standings after 10 rounds" in text
    standings = table.state()["standings"]
    assert [s["place"] for s in standings] == sorted(s["place"] for s in standings)
    for s in standings:
        assert f"{s['profit']:+d}" in text


def test_hot_seat_two_people_take_turns_in_seat_order():
    """RULES §1.7: each player in seat order; the table highlights whose turn it is."""
    scenario = {
        "players": ["Ann", "Ben"],
        "cards": ["10♠", "10♥", "9♠", "9♥", "8♦", "7♠", "7♥", "8♠", "8♥", "10♦"],
    }
    table = SwitchTable(scenario=scenario, dealer_delay=0)
    assert "Ann: keep or switch" in visible_text(table)
    table.button("Keep").click()
    table.button("Stand").click()
    table.button("Stand").click()
    assert "Ben: keep or switch" in visible_text(table)
    assert table._table.value.count("bjs-active-seat") == 1


def test_1_10_round_over_says_each_players_own_chips_returned():
    """§1.10 at two seats, everyone keeping and standing (bets 2 a position). Dealer 10♦ 8♦ =
    18. Ann: 10♠ 9♠ = 19 wins (4 back), 10♥ 7♥ = 17 loses: 4. Ben: 9♣ 9♦ = 18 pushes (2
    back), K♣ Q♣ = 20 wins (4 back): 6. Each learner reads their own chips, not a sum of 10."""
    scenario = {
        "players": ["Ann", "Ben"],
        "cards": ["10♠", "10♥", "9♣", "K♣", "10♦", "9♠", "7♥", "9♦", "Q♣", "8♦"],
    }
    table = SwitchTable(scenario=scenario, dealer_delay=0)
    for label in ("Keep", "Stand", "Stand", "Keep", "Stand", "Stand"):
        table.button(label).click()
    status = visible_text(table)
    assert "Round over: 4 chips returned to Ann, 6 chips to Ben." in status
    assert "in all" not in status and "10 chips" not in status


def test_sitting_out_player_is_shown_without_hands():
    """RULES §1.11: a player who cannot cover 4 chips sits out."""
    table = SwitchTable([Seat("Ann", 100), Seat("Ben", 3)], seed=1, dealer_delay=0)
    assert "Sitting out" in visible_text(table)


def test_html_injection_in_a_name_is_rendered_as_text():
    """Names from users or scenario files are escaped before they reach HTML."""
    evil = '<img src=x onerror="alert(1)">'
    table = SwitchTable(scenario={"players": [evil], "cards": WORKED["cards"]}, dealer_delay=0)
    for label in ("Switch", "Double", "Stand"):
        table.button(label).click()
    everything = table.text + table._log.value
    assert "<img src=x" not in everything
    assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;" in table._table.value
    assert evil in visible_text(table)


def test_scenario_from_a_json_file_state_and_reset(tmp_path):
    """Scenario mode: a path to a JSON file; state() is the replay format; reset() starts again."""
    path = tmp_path / "worked.json"
    path.write_text(json.dumps(WORKED, ensure_ascii=False), encoding="utf-8")
    table = SwitchTable(scenario=str(path), dealer_delay=0)
    table.button("Switch").click()
    assert table.state()["to_act"] == {
        "player": "Ann",
        "hand": 1,
        "legal": ["hit", "stand", "double"],
    }
    table.reset()
    assert table.state()["to_act"] == {"player": "Ann", "hand": None, "legal": ["keep", "switch"]}
    table.play_scenario_actions()  # no actions in this scenario: nothing happens
    table.play("switch")
    with pytest.raises(IllegalActionError):
        table.play("split")  # 5♠ 6♥ is no pair
    assert table.state()["players"][0]["hands"][0]["cards"] == ["5♠", "6♥"]


def test_session_scenario_deals_each_rounds_stacked_cards():
    """SCENARIOS.md sessions: each round deals its own stacked cards."""
    scenario = {
        "players": ["Ann"],
        "rounds": [
            {"cards": WORKED["cards"], "actions": ["switch", "double", "stand"]},
            {"cards": ["A♠", "10♣", "9♣", "K♥", "6♥", "7♦", "10♠"], "actions": ["keep", "stand"]},
        ],
    }
    table = SwitchTable(scenario=scenario, dealer_delay=0)
    table.play_scenario_actions()
    table.button("Next round").click()
    table.play_scenario_actions()
    state = table.state()
    assert state["status"] == "complete" and len(state["rounds"]) == 2
    # Round 1 ends at 100. Round 2: kept natural A♠ K♥ wins 1:1 (4 returned); 10♣ 6♥ stands on
    # 16; dealer 9♣ 7♦ = 16 draws 10♠ = 26: the live 16 wins (4). Chips 100 − 4 + 8 = 104.
    hands = state["rounds"][1]["players"][0]["hands"]
    assert [(h["natural"], h["outcome"], h["returned"]) for h in hands] == [
        (True, "win", 4),
        (False, "win", 4),
    ]
    assert state["standings"] == [{"name": "Ann", "chips": 104, "profit": 4, "place": 1}]


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"players": 7}, "1 to 6"),
        ({"players": 0}, "1 to 6"),
        ({"players": ["Ann", "Ann"]}, "duplicate"),
        ({"players": 2, "computer": ["Zed"]}, "'Zed'"),
        ({"scenario": {"players": ["Ann"], "cards": ["1x"]}}, "'1x'"),
        ({"profile": "spanish21"}, "'spanish21'"),
    ],
)
def test_bad_arguments_are_refused_before_any_widget_is_built(kwargs, match):
    with pytest.raises(InvalidInputError, match=match):
        SwitchTable(**kwargs)


def test_classic_table_has_one_position_and_no_switch():
    """RULES §2: one position, no switch buttons enabled."""
    table = SwitchTable(["Ann"], profile="classic", seed=2, dealer_delay=0)
    assert table.button("Switch").disabled and table.button("Keep").disabled
    assert table._table.value.count('class="bjs-position"') == 1


def test_a_scenario_with_a_seventh_ace_is_refused_like_replay_does():
    """SCENARIOS.md: the same error, with the same 'cards: ' prefix, as replay gives."""
    from bjswitch_widgets import ShoeError

    with pytest.raises(ShoeError, match=r"^cards: .*'A♠'"):
        SwitchTable(scenario={"players": ["Ann"], "cards": ["A♠"] * 7})


def test_split_hands_are_numbered_in_table_order_with_their_position():
    """§1.8: after a split, titles number hands as the engine does (hand 2 · position 1)."""
    scenario = {"players": ["Ann"], "cards": ["8♠", "10♣", "9♣", "8♦", "7♥", "7♦", "3♣", "2♦"]}
    table = SwitchTable(scenario=scenario, dealer_delay=0)
    table.button("Keep").click()
    table.button("Split").click()
    html = table._table.value
    assert "Hand 1 · position 1, split 1/2" in html and "Hand 2 · position 1, split 2/2" in html
    assert "Hand 3 · position 2" in html


def test_advisor_shows_the_ev_of_each_legal_choice_and_what_a_choice_cost():
    """The Advisor toggle: keep/switch EVs, then each legal action's EV; the cost after acting."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    assert table._advisor.value == ""
    toggle = next(
        w for w in table._action_row.children if getattr(w, "description", "") == "Advisor"
    )
    toggle.value = True  # the learner presses the Advisor toggle
    html = table._advisor.value
    assert "keep" in html and "switch" in html and "bjs-best" in html
    table.button("Keep").click()
    html = table._advisor.value
    assert "Your choice, keep" in html and "switching is better by" in html
    assert "<td>hit</td>" in html and "<td>stand</td>" in html and "<td>split</td>" not in html


def test_3_online_table_bets_per_box_super_match_repeat_and_clear():
    """§3: 1–3 boxes, 1–10 per position, Super Match up to the bet; Repeat and Clear."""
    table = SwitchTable(["Ann"], profile="online_switch", seed=4, dealer_delay=0)
    assert len(table.round.players[0].hands) == 2  # the first round: one box of 2 and 2
    table.set_bets("Ann", 3, 5, 2)
    while not table.round.is_over:
        legal = [str(a) for a in table.round.legal_actions()]
        table.play("stand" if "stand" in legal else legal[0])
    table.button("Next round").click()
    ann = table.round.players[0]
    assert [(h.box, h.bet) for h in ann.hands] == [(1, 5), (1, 5), (2, 5), (2, 5), (3, 5), (3, 5)]
    assert [sm["bet"] for sm in ann.super_match] == [2, 2, 2]
    assert "Super Match box 1" in table._table.value
    while not table.round.is_over:
        legal = [str(a) for a in table.round.legal_actions()]
        table.play("stand" if "stand" in legal else legal[0])
    table._clear.click()
    assert table.button("Next round").disabled and "bet" in table.button("Next round").tooltip
    table._repeat.click()
    assert not table.button("Next round").disabled


def test_3_online_insurance_is_asked_per_box_with_yes_or_no():
    """§3: insurance per box, yes or no, half of the box's two bets."""
    scenario = {
        "profile": "online_switch",
        "players": [{"name": "Ann", "boxes": 2}],
        "cards": ["9♠", "8♠", "7♠", "6♠", "A♦", "9♥", "8♥", "7♥", "6♥"],
    }
    table = SwitchTable(scenario=scenario, dealer_delay=0)
    insure, decline = table.insurance_buttons(1)
    assert "box 1" in insure.tooltip
    insure.click()  # box 1 insured for 2
    assert "box 2" in decline.tooltip
    decline.click()
    assert table.state()["players"][0]["insurance"] == [2, 0]


def test_4_jack_table_offers_surrender_and_turns_a_switched_ace_ten_sideways():
    """§4: a switched A+10 is shown turned sideways (an ordinary soft 21 that may still be hit);
    surrender is late, so a surrendered hand is settled only with the others."""
    scenario = {
        "profile": "jack_switch",
        "players": ["Ann"],
        "cards": ["A♠", "10♣", "9♣", "5♥", "K♥", "8♦"],  # the dealer's second card 8♦: 17
    }
    table = SwitchTable(scenario=scenario, dealer_delay=None)
    table.button("Switch").click()  # A♠ K♥ (soft 21, switched) and 10♣ 5♥
    assert "bjs-sideways" in table._table.value
    # at this table the soft 21 waits for a decision: hit, stand, double, surrender
    assert not table.button("Hit").disabled and not table.button("Surrender").disabled
    table.button("Stand").click()
    table.button("Surrender").click()  # hand 2, 10♣ 5♥
    hands = table.state()["players"][0]["hands"]
    assert hands[1]["outcome"] is None and hands[1]["returned"] is None
    assert "Surrendered · settled at the end" in table._table.value
    assert "unless the dealer&#x27;s second card makes a natural" in table._table.value
    table.button("Deal dealer").click()  # the second card, 8♦: 17, no natural
    while table.state()["status"] != "complete":
        table.button("Deal dealer").click()
    hands = table.state()["players"][0]["hands"]
    assert hands[1]["outcome"] == "surrender" and hands[1]["returned"] == 1


@pytest.mark.parametrize("bad", [[1, 2], 42, ("players",), None.__class__, b"worked.json"])
def test_a_scenario_that_is_neither_a_dict_nor_a_path_is_a_scenario_error(bad):
    """SCENARIOS.md: a scenario is a dict or the path of a JSON file; anything else is refused
    with ScenarioError (a ValueError) quoting it, before any widget is built."""
    from ipywidgets import Widget

    from bjswitch_widgets import ScenarioError

    made: list[Widget] = []
    Widget.on_widget_constructed(made.append)
    try:
        with pytest.raises(ScenarioError, match=re.escape(repr(bad))) as caught:
            SwitchTable(scenario=bad)
    finally:
        Widget._widget_construction_callback = None
    assert isinstance(caught.value, ValueError)
    assert made == []


def test_3_switch_preview_shows_the_box_whose_turn_it_is():
    """§3: each box chooses keep/switch in turn; the preview shows that box's own cards.

    Deal (§1.3 without the hole card): first cards 9♠ 8♠ 7♠ 6♠, up card 5♦, second cards
    9♥ 8♥ 3♥ 2♥ — box 1 is 9♠ 9♥ / 8♠ 8♥, box 2 is 7♠ 3♥ / 6♠ 2♥."""
    scenario = {
        "profile": "online_switch",
        "players": [{"name": "Ann", "boxes": 2}],
        "cards": ["9♠", "8♠", "7♠", "6♠", "5♦", "9♥", "8♥", "3♥", "2♥", "K♣"],
    }
    table = SwitchTable(scenario=scenario, dealer_delay=0)
    assert "(§3)" in table._preview.value and "nine of hearts" in table._preview.value
    table.button("Keep").click()
    table.button("Stand").click()
    table.button("Stand").click()
    preview = table._preview.value
    assert "box 2" in preview and "three of hearts" in preview and "two of hearts" in preview
    assert "nine of hearts" not in preview


def test_3_a_player_without_a_bet_is_not_said_to_lack_chips():
    """§3: boxes 0 means no bet this round — not 'not enough chips'."""
    table = SwitchTable(["Ann", "Ben"], profile="online_switch", seed=1, dealer_delay=0)
    table.set_bets("Ann", 0, 2)
    while not table.round.is_over:
        legal = [str(a) for a in table.round.legal_actions()]
        table.play("stand" if "stand" in legal else legal[0])
    table.button("Next round").click()
    text = visible_text(table)
    assert "no bet placed this round (§3)" in text and "not enough chips" not in text


def test_1_9_the_dealer_plays_on_the_event_loop_and_the_view_follows():
    """dealer_delay > 0 in a kernel (a running event loop): the click returns at once, the
    decision buttons stay off while the dealer plays, and each scheduled step is shown."""
    import asyncio
    import time

    async def main() -> None:
        table = SwitchTable(scenario=WORKED, dealer_delay=0.05)
        table.button("Switch").click()
        table.button("Double").click()
        start = time.perf_counter()
        table.button("Stand").click()
        assert time.perf_counter() - start < 0.04
        assert "seven of diamonds" in table._table.value  # the hole card, turned at once
        assert "six of diamonds" not in table._table.value
        assert all(table.button(label).disabled for label in ("Hit", "Stand", "Next round"))
        table.button("Hit").click()  # a click that arrives meanwhile cannot act
        assert table.round.phase.value == "dealer"
        for _ in range(100):
            await asyncio.sleep(0.01)
            if table.round.is_over:
                break
        assert "six of diamonds" in table._table.value
        assert "Push · 2 returned" in visible_text(table)

    asyncio.run(main())


# ---------------------------------------------------------------- the looks (render output)


def test_a_card_shows_rank_and_suit_in_two_corners_and_a_large_centre_suit():
    """A face: the index top-left and bottom-right (turned, as printed), a big suit in the
    middle; the words stay in the aria-label. A face-down card shows no rank."""
    from bjswitch_widgets.cards import parse_card
    from bjswitch_widgets.widgets.render import card_html

    ten = card_html(parse_card("10♥"))
    assert 'role="img" aria-label="ten of hearts"' in ten and "bjs-red" in ten
    assert ten.count('<span class="bjs-rank">10</span><span class="bjs-suit">♥</span>') == 2
    assert "bjs-corner-top" in ten and "bjs-corner-bottom" in ten
    assert '<span class="bjs-pip">♥</span>' in ten
    back = card_html(None)
    assert 'aria-label="face-down card"' in back and "bjs-back" in back and "bjs-rank" not in back


def test_4_the_sideways_card_of_a_switched_ace_ten_keeps_its_rank_and_suit():
    """§4: the K♥ of a switched A♠ K♥ is drawn turned sideways with its rank and suit."""
    scenario = {
        "profile": "jack_switch",
        "players": ["Ann"],
        "cards": ["A♠", "10♣", "9♣", "5♥", "K♥", "8♦"],
    }
    table = SwitchTable(scenario=scenario, dealer_delay=None)
    table.button("Switch").click()
    from bjswitch_widgets.cards import parse_card
    from bjswitch_widgets.widgets.render import card_html

    card = card_html(parse_card("K♥"), sideways=True)
    assert card in table._table.value
    assert card.startswith(
        '<span class="bjs-card bjs-red bjs-sideways" role="img" aria-label="king'
    )
    assert card.count('<span class="bjs-rank">K</span><span class="bjs-suit">♥</span>') == 2


def test_1_7_the_switch_mark_between_the_positions_lights_while_asked_then_says_the_choice():
    """§1.7: a ⇄ between hand 1 and hand 2 of the box; lit while keep/switch is asked."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    html = table._table.value
    assert html.count("bjs-switch-mark") == 1 and "bjs-switch-asked" in html
    assert "keep or switch?" in visible_text(table)
    table.button("Switch").click()
    html = table._table.value
    assert "bjs-switch-asked" not in html and "bjs-switch-done" in html and "switched" in html
    kept = SwitchTable(scenario=WORKED, dealer_delay=0)
    kept.button("Keep").click()
    assert "bjs-switch-kept" in kept._table.value
    classic = SwitchTable(["Ann"], profile="classic", seed=2, dealer_delay=0)
    assert "bjs-switch-mark" not in classic._table.value


def test_the_hand_in_play_is_outlined_and_marked_and_a_double_shows_two_chips():
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    assert "in play" not in table._table.value  # the keep/switch choice: no hand in play yet
    table.button("Switch").click()
    html = table._table.value
    assert html.count("▶ in play") == 1 and html.count("bjs-active-hand") == 1
    active = html.index("bjs-active-hand")
    assert active < html.index("▶ in play") < html.index('data-position="2"')
    assert html.count('<span class="bjs-chip"></span>') == 2 and "bjs-doubled" not in html
    table.button("Double").click()
    html = table._table.value
    assert "bjs-doubled" in html and html.count('<span class="bjs-chip"></span>') == 3
    assert "Bet 4" in visible_text(table) and "doubled" in visible_text(table)


def test_outcomes_are_badges_with_the_chips_returned():
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    for label in ("Switch", "Double", "Stand"):
        table.button(label).click()
    html = table._table.value
    assert html.count("bjs-outcome-push") == 2
    assert '<div class="bjs-outcome">Push · 4 returned</div>' in html


def test_one_chip_is_one_chip_not_1_chips():
    """Every count reads as words do: '1 chip', '2 chips'."""
    table = SwitchTable(
        scenario={"players": [{"name": "Ann", "chips": 5}], "cards": WORKED["cards"]},
        dealer_delay=0,
    )
    text = visible_text(table)
    assert "1 chip · 4 on the table" in text and "1 chips" not in text
    from bjswitch_widgets.words import chips

    assert [chips(n) for n in (0, 1, 2)] == ["0 chips", "1 chip", "2 chips"]


def test_1_5_the_insurance_rows_show_only_while_insurance_is_asked():
    """§1.5: Insure / No insurance are shown while the question is open, hidden once every
    position has answered and at the end of the round (never greyed rows left behind)."""
    scenario = {"players": ["Ann"], "cards": ["9♠", "8♠", "A♦", "7♠", "7♥", "9♦", "10♦"]}
    table = SwitchTable(scenario=scenario, dealer_delay=0)
    assert table._insurance.layout.display == ""
    table.insurance_buttons(1)[1].click()
    assert table._insurance.layout.display == ""  # hand 2 still to answer
    table.insurance_buttons(2)[1].click()
    assert table._insurance.layout.display == "none"
    assert all(b.disabled for row in table._insurance.rows for b in row)
    for label in ("Keep", "Stand", "Stand"):
        table.button(label).click()
    assert table.round.is_over and table._insurance.layout.display == "none"
    no_ace = SwitchTable(scenario=WORKED, dealer_delay=0)
    assert no_ace._insurance.layout.display == "none"


def test_the_large_size_is_a_class_on_each_block_and_other_sizes_are_refused():
    """size="large" (a projector) marks every block the table draws with bjs-large."""
    from bjswitch_widgets import InvalidInputError as Refused
    from bjswitch_widgets.widgets import render

    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    rnd = table.round
    assert render.table_html(rnd).startswith('<div class="bjs-table">')
    assert render.table_html(rnd, size="large").startswith('<div class="bjs-table bjs-large">')
    assert 'class="bjs-preview bjs-large"' in render.switch_preview_html(rnd, size="large")
    assert 'class="bjs-status bjs-large"' in render.status_html(rnd, size="large")
    assert 'class="bjs-log bjs-large"' in render.log_html(rnd.events, size="large")
    assert 'class="bjs-advisor bjs-large"' in render.advisor_html(None, size="large")
    standings = table.session.standings()
    assert 'class="bjs-standings bjs-large"' in render.standings_html(standings, 1, size="large")
    with pytest.raises(Refused, match="'huge'"):
        render.table_html(rnd, size="huge")


def test_large_size_for_projectors_scales_every_block():
    """SwitchTable(size="large"): the table, status and log carry the large class; an unknown
    size is refused before any widget is built."""
    table = SwitchTable(["Ann"], seed=1, size="large")
    assert "bjs-large" in table._table.value and "bjs-large" in table._status.value
    with pytest.raises(ValueError, match="'huge'"):
        SwitchTable(["Ann"], seed=1, size="huge")


# ---------------------------------------------------------------------- issue 24: for every learner

ACE_UP = {"players": ["Ann"], "cards": ["9♠", "5♦", "A♣", "2♥", "6♣", "7♦", "10♠", "10♥"]}


def _dock_buttons(table: SwitchTable) -> list:
    """Every button shown in the dock: the insurance rows while asked, then the row of buttons
    (the Advisor and Why not? toggles left out: they are never off)."""
    shown = [b for row in table._insurance.rows for b in row]
    shown = shown if table._insurance.layout.display != "none" else []
    return shown + [
        w for w in table._action_row.children if w not in (table._advisor.toggle, table._why.toggle)
    ]


def _assert_every_off_button_says_why(table: SwitchTable) -> int:
    """Why not? lists each button shown and off, with the reason its tooltip gives (its key
    taken off), in words a keyboard or a touch screen reaches."""
    import html

    why = html.unescape(re.sub(r"<[^>]+>", "", table._why.value))
    off = [b for b in _dock_buttons(table) if b.disabled]
    for button in off:
        reason = re.sub(r"^\[\w+\] ", "", button.tooltip)
        assert button.description in why and reason in why, (button.description, reason, why)
    return len(off)


def test_why_not_says_in_words_why_each_button_is_off():
    """Issue 24: the reason a button is off was only in its tooltip. Why not? opens a list under
    the buttons that follows every move, and closes again."""
    table = SwitchTable(scenario=ACE_UP, dealer_delay=None)
    why = table._why
    assert (why.toggle.description, why.layout.display, why.value) == ("Why not?", "none", "")
    assert why in table._dock.children and why.toggle in table._action_row.children
    why.toggle.value = True
    assert why.toggle.description == "Hide reasons" and why.layout.display == ""
    seen = [_assert_every_off_button_says_why(table)]  # insurance asked: the decisions wait
    assert "First answer the insurance question" in why.value
    table.insurance_buttons(1)[1].click()
    seen.append(_assert_every_off_button_says_why(table))  # hand 1 answered, hand 2 asked
    assert "Insure on hand 1 and No insurance on hand 1" in why.value
    table.insurance_buttons(2)[1].click()
    for label in ("Keep", "Stand", "Stand"):
        seen.append(_assert_every_off_button_says_why(table))
        table.button(label).click()
    seen.append(_assert_every_off_button_says_why(table))  # the dealer's turn
    assert all(seen) and "Deal dealer" not in why.value
    why.toggle.value = False
    assert (why.toggle.description, why.layout.display, why.value) == ("Why not?", "none", "")


def test_why_not_groups_the_buttons_off_for_one_reason():
    """Buttons off for one reason share a line (escaped); at the dealer's turn of a table where
    the computer played every seat, the decisions wait for the dealer and Deal dealer is on."""
    from bjswitch_widgets.widgets.render import why_not_html

    html = why_not_html([("Hit", "<§1>"), ("Stand", "<§1>"), ("Undo", "none yet")])
    assert html.count("<li>") == 2 and "<b>Hit and Stand</b>: &lt;§1&gt;" in html
    assert "Every button is on now" in why_not_html([])
    table = SwitchTable(["Ann", "Cy"], computer=["Ann", "Cy"], seed=3, dealer_delay=None)
    table._why.toggle.value = True
    assert _assert_every_off_button_says_why(table) == len(table.controller.table_kinds()) + 2
    assert "the dealer plays now" in table._why.value and "Deal dealer" not in table._why.value


def test_the_status_line_is_the_tables_one_live_region():
    """Issue 24: a screen reader hears each new status line (a live region whose element stays
    while its text changes: LiveHTML) and nothing else of the table: no other role="status" or
    aria-live in what the table draws, the Advisor's note included."""
    from bjswitch_widgets.widgets.live import LiveHTML

    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    assert isinstance(table._status, LiveHTML) and "bjs-status-view" in table._status._dom_classes
    table._advisor.toggle.value = True
    for label in ("Switch", "Double"):
        before = table._status.value
        table.button(label).click()
        assert table._status.value != before
        drawn = table.text.replace(table._status.value, "") + table._advisor.value
        assert 'role="status"' not in drawn and "aria-live" not in drawn
        assert 'role="status"' not in table._status.value  # the live region is the widget


def test_1_5_the_table_says_which_insurance_answer_was_chosen():
    """Issue 24: after No insurance the table says what was chosen: the row's label and the
    status line while the other hand is asked, then a note under the seat."""
    table = SwitchTable(scenario=ACE_UP, dealer_delay=0)
    table.insurance_buttons(1)[1].click()
    assert table._insurance._labels[0].value == "Hand 1: you chose no insurance"
    assert table._insurance._labels[1].value == "Hand 2:"
    assert "Hand 1: you chose no insurance." in table._status.value
    assert "No insurance" not in table._table.value  # nothing sent to the engine yet
    table.insurance_buttons(2)[1].click()
    assert '<div class="bjs-note">No insurance</div>' in table._table.value
    insured = SwitchTable(scenario=ACE_UP, dealer_delay=0)
    insured.insurance_buttons(1)[0].click()
    assert "Hand 1: you chose to insure it for 1 chip" in insured._status.value
    insured.insurance_buttons(2)[1].click()
    assert "Insurance 1" in insured._table.value and ">No insurance<" not in insured._table.value


def test_the_keys_help_is_a_list_that_wraps_between_keys():
    """Issue 24: the keys legend wrapped mid-item and left a '·' at a line's end; now each key
    and its words are one item of a list."""
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    help_html = table._keys_help.value
    assert "·" not in help_html and "<ul" in help_html
    assert "<li><kbd>H</kbd> hit</li>" in help_html
    assert "<li><kbd>Enter</kbd> next round</li>" in help_html
