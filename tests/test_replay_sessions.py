"""Acceptance tests for sessions ("rounds": [...]) of the replay contract (SCENARIOS.md,
RULES.md §1.11 and §2).  Every expected value is worked by hand; see the comments.

Switch deal order (§1.3): seat 1 hand 1, seat 1 hand 2, seat 2 hand 1, ... , dealer up card,
then the second cards in the same order, then the hole card.
"""

from bjswitch_widgets import replay

# Switch round, Ann alone: h1 10♠ 9♠ = 19, h2 10♥ 8♥ = 18, dealer 10♦ 7♣ = hard 17
# (peek under the ten: no natural).  keep, stand, stand: both win, 4 + 4 back: +4.
ROUND_PLUS_4 = {
    "cards": ["10♠", "10♥", "10♦", "9♠", "8♥", "7♣"],
    "actions": ["keep", "stand", "stand"],
}

# Switch round, Ann alone: h1 5♠ 6♠ = 11, h2 10♥ 9♥ = 19, dealer 10♦ 8♣ = 18.
# keep; double h1 (bet 4) -> 10♣ = 21; stand h2.  Dealer stands on 18.
# h1 wins 8, h2 wins 4: wagered 6, returned 12: +6.
ROUND_DOUBLE_PLUS_6 = {
    "cards": ["5♠", "10♥", "10♦", "6♠", "9♥", "8♣", "10♣"],
    "actions": ["keep", "double", "stand"],
}

# RULES §1.12: switch, double, stand; dealer 22; both hands push: +0.
ROUND_WORKED = {
    "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
    "actions": ["switch", "double", "stand"],
}


def seat(result, name):
    for player in result["players"]:
        if player["name"] == name:
            return player
    raise AssertionError(f"no player {name!r}")


def sitting_out(name, chips):
    return {
        "name": name,
        "chips_before": chips,
        "chips_after": chips,
        "insurance": [],
        "insurance_returned": 0,
        "hands": [],
        "sitting_out": True,
    }


def test_chips_carry_from_round_to_round():
    """§1.11 / contract: chips carry from round to round (100 -> 104 -> 110 -> 110)."""
    result = replay(
        {"players": ["Ann"], "rounds": [ROUND_PLUS_4, ROUND_DOUBLE_PLUS_6, ROUND_WORKED]}
    )
    assert result["status"] == "complete"
    assert len(result["rounds"]) == 3
    assert all(r["status"] == "complete" for r in result["rounds"])
    # 100 + 4 = 104; 104 + 6 = 110; 110 + 0 = 110.
    before_after = [
        (seat(r, "Ann")["chips_before"], seat(r, "Ann")["chips_after"]) for r in result["rounds"]
    ]
    assert before_after == [(100, 104), (104, 110), (110, 110)]
    h1, h2 = seat(result["rounds"][1], "Ann")["hands"]
    assert (h1["cards"], h1["bet"], h1["outcome"], h1["returned"]) == (
        ["5♠", "6♠", "10♣"],
        4,
        "win",
        8,
    )
    assert (h2["outcome"], h2["returned"]) == ("win", 4)
    # profit = 110 - 100 = 10.
    assert result["standings"] == [{"name": "Ann", "chips": 110, "profit": 10, "place": 1}]


def test_chips_carry_with_own_starting_chips():
    """Contract: a player's own starting chips start the session and define the profit."""
    # Ann starts with 30: 30 + 4 = 34, 34 + 6 = 40; profit 40 - 30 = 10.
    result = replay(
        {"players": [{"name": "Ann", "chips": 30}], "rounds": [ROUND_PLUS_4, ROUND_DOUBLE_PLUS_6]}
    )
    before_after = [
        (seat(r, "Ann")["chips_before"], seat(r, "Ann")["chips_after"]) for r in result["rounds"]
    ]
    assert before_after == [(30, 34), (34, 40)]
    assert result["standings"] == [{"name": "Ann", "chips": 40, "profit": 10, "place": 1}]


def test_player_who_cannot_cover_4_sits_out_from_then_on():
    """§1.11: a player who cannot cover the mandatory 4 chips stops taking part from then on."""
    # Round 1 (Ann 100, Ben 5): Ann h1 10♠, Ann h2 10♥, Ben h1 10♣, Ben h2 10♦, up 9♦,
    #   Ann 9♠ / 8♥, Ben 6♣ / 5♦, hole 9♣.  Dealer 18 (no peek under a 9).
    #   Ann 19 win 4, 18 push 2: 100 - 4 + 6 = 102.  Ben 16, 15 lose: 5 - 4 = 1.
    round1 = {
        "cards": ["10♠", "10♥", "10♣", "10♦", "9♦", "9♠", "8♥", "6♣", "5♦", "9♣"],
        "actions": ["keep", "stand", "stand", "keep", "stand", "stand"],
    }
    # Round 2: Ben (1 < 4) sits out and gets no cards.  Ann h1 10♠, h2 10♥, up 9♦,
    #   Ann 10♣ / 7♥, hole 9♣ (18).  20 wins 4, 17 loses: 102 - 4 + 4 = 102.
    round2 = {
        "cards": ["10♠", "10♥", "9♦", "10♣", "7♥", "9♣"],
        "actions": ["keep", "stand", "stand"],
    }
    # Round 3: Ben still out.  Ann 10♠ 9♠ = 19 wins 4, 10♥ 8♥ = 18 pushes 2 v 18: 104.
    round3 = {
        "cards": ["10♠", "10♥", "9♦", "9♠", "8♥", "9♣"],
        "actions": ["keep", "stand", "stand"],
    }
    result = replay(
        {"players": ["Ann", {"name": "Ben", "chips": 5}], "rounds": [round1, round2, round3]}
    )
    assert result["status"] == "complete"
    r1, r2, r3 = result["rounds"]
    assert [p["chips_after"] for p in r1["players"]] == [102, 1]
    assert "sitting_out" not in seat(r1, "Ben")
    assert [h["cards"] for h in seat(r1, "Ben")["hands"]] == [["10♣", "6♣"], ["10♦", "5♦"]]
    assert seat(r2, "Ben") == sitting_out("Ben", 1)
    assert seat(r3, "Ben") == sitting_out("Ben", 1)
    assert [h["cards"] for h in seat(r2, "Ann")["hands"]] == [["10♠", "10♣"], ["10♥", "7♥"]]
    assert [h["outcome"] for h in seat(r2, "Ann")["hands"]] == ["win", "lose"]
    assert seat(r2, "Ann")["chips_after"] == 102
    assert [h["outcome"] for h in seat(r3, "Ann")["hands"]] == ["win", "push"]
    assert seat(r3, "Ann")["chips_after"] == 104
    # Ann 104 - 100 = +4, place 1; Ben 1 - 5 = -4, place 2.
    assert result["standings"] == [
        {"name": "Ann", "chips": 104, "profit": 4, "place": 1},
        {"name": "Ben", "chips": 1, "profit": -4, "place": 2},
    ]


def test_player_starting_below_4_sits_out_every_round():
    """§1.11: a player with 3 chips cannot cover 4 and sits out every round (profit 0)."""
    # Ben (seat 1) sits out; Ann gets the cards as if alone: ROUND_PLUS_4 twice: 108.
    result = replay(
        {"players": [{"name": "Ben", "chips": 3}, "Ann"], "rounds": [ROUND_PLUS_4, ROUND_PLUS_4]}
    )
    for rnd in result["rounds"]:
        assert seat(rnd, "Ben") == sitting_out("Ben", 3)
    assert [seat(r, "Ann")["chips_after"] for r in result["rounds"]] == [104, 108]
    # Ann +8 place 1; Ben +0 place 2.
    assert result["standings"] == [
        {"name": "Ann", "chips": 108, "profit": 8, "place": 1},
        {"name": "Ben", "chips": 3, "profit": 0, "place": 2},
    ]


def test_player_with_exactly_4_plays():
    """§1.11: exactly 4 chips covers both mandatory bets."""
    # Ann has 4: ROUND_PLUS_4 -> 4 - 4 + 8 = 8; she offers no double (0 free) but stands anyway.
    result = replay({"players": [{"name": "Ann", "chips": 4}], "rounds": [ROUND_PLUS_4]})
    ann = seat(result["rounds"][0], "Ann")
    assert "sitting_out" not in ann
    assert (ann["chips_before"], ann["chips_after"]) == (4, 8)
    assert result["standings"] == [{"name": "Ann", "chips": 8, "profit": 4, "place": 1}]


def test_standings_equal_profits_share_a_place_1_1_3():
    """§1.11 / contract: standings by profit, ties share a place (1, 1, 3) in seat order."""
    # Classic.  Seats: Ann (100), Ben (100), Cara (50).
    # Round 1: Ann 10♠, Ben 10♥, Cara 10♣, up 9♦, Ann 10♦, Ben 9♥, Cara 9♣, hole 9♠ (18).
    #   Ann 20, Ben 19, Cara 19 all win +2: 102, 102, 52.
    # Round 2: same, but Ann 6♠ (16), hole 8♦ (17): Ann loses -2 -> 100; Ben, Cara 19
    #   win +2 -> 104, 54.
    # Profits: Ann 0, Ben +4, Cara 54 - 50 = +4.  Places: Ben 1, Cara 1 (seat order), Ann 3.
    scenario = {
        "profile": "classic",
        "players": ["Ann", "Ben", {"name": "Cara", "chips": 50}],
        "rounds": [
            {
                "cards": ["10♠", "10♥", "10♣", "9♦", "10♦", "9♥", "9♣", "9♠"],
                "actions": ["stand", "stand", "stand"],
            },
            {
                "cards": ["10♠", "10♥", "10♣", "9♦", "6♠", "9♥", "9♣", "8♦"],
                "actions": ["stand", "stand", "stand"],
            },
        ],
    }
    result = replay(scenario)
    assert result["status"] == "complete"
    assert [p["chips_after"] for p in result["rounds"][0]["players"]] == [102, 102, 52]
    assert [p["chips_after"] for p in result["rounds"][1]["players"]] == [100, 104, 54]
    assert result["standings"] == [
        {"name": "Ben", "chips": 104, "profit": 4, "place": 1},
        {"name": "Cara", "chips": 54, "profit": 4, "place": 1},
        {"name": "Ann", "chips": 100, "profit": 0, "place": 3},
    ]


def test_standings_tie_listed_in_seat_order_and_place_after_tie():
    """§1.11: equal profits share a place, listed in seat order; the next place skips."""
    # Switch, one round.  Deal: Ann h1 10♠, h2 10♥, Ben h1 10♣, h2 10♦, up 9♦,
    #   Ann 7♠ / 7♥ (17, 17), Ben 9♠ / 9♥ (19, 19), hole 9♣ (18).
    # Ann: both lose: 96 (profit -4).  Ben: both win: 104 (+4).
    # Cara (3 chips) sits out: 3 (profit 0).
    # Places: Ben 1 (+4), Cara 2 (0), Ann 3 (-4).
    rnd = {
        "cards": ["10♠", "10♥", "10♣", "10♦", "9♦", "7♠", "7♥", "9♠", "9♥", "9♣"],
        "actions": ["keep", "stand", "stand", "keep", "stand", "stand"],
    }
    result = replay({"players": ["Ann", "Ben", {"name": "Cara", "chips": 3}], "rounds": [rnd]})
    assert result["standings"] == [
        {"name": "Ben", "chips": 104, "profit": 4, "place": 1},
        {"name": "Cara", "chips": 3, "profit": 0, "place": 2},
        {"name": "Ann", "chips": 96, "profit": -4, "place": 3},
    ]
    # Now a three-way tie at 0: Ann and Ben push everything, Cara sits out.
    # Ann 10♠ 9♠ / 10♥ 8♥ and Ben 10♣ 9♥ / 10♦ 8♦ ... keep it simple: 18s v 18 push.
    push = {
        "cards": ["10♠", "10♥", "10♣", "10♦", "9♦", "8♠", "8♥", "8♣", "8♦", "9♣"],
        "actions": ["keep", "stand", "stand", "keep", "stand", "stand"],
    }
    result = replay({"players": ["Ann", "Ben", {"name": "Cara", "chips": 3}], "rounds": [push]})
    # Everyone profit 0: all place 1, in seat order.
    assert result["standings"] == [
        {"name": "Ann", "chips": 100, "profit": 0, "place": 1},
        {"name": "Ben", "chips": 100, "profit": 0, "place": 1},
        {"name": "Cara", "chips": 3, "profit": 0, "place": 1},
    ]


def test_session_waiting_in_round_2_names_the_round():
    """Contract: a session waiting in round 2 has to_act with "round": 2."""
    # Round 1 completes (+4 -> 104).  Round 2 has its cards but no actions: keep/switch first.
    round2 = {"cards": ROUND_DOUBLE_PLUS_6["cards"], "actions": []}
    result = replay({"players": ["Ann"], "rounds": [ROUND_PLUS_4, round2]})
    assert result["status"] == "waiting"
    assert result["to_act"] == {
        "round": 2,
        "player": "Ann",
        "hand": None,
        "legal": ["keep", "switch"],
    }
    assert len(result["rounds"]) == 2
    assert result["rounds"][0]["status"] == "complete"
    assert result["rounds"][1]["status"] == "waiting"
    ann = seat(result["rounds"][1], "Ann")
    assert ann["chips_before"] == 104
    assert ann["chips_after"] is None
    assert result["rounds"][1]["dealer"]["cards"] == ["10♦", "??"]
    # Standings use the chips before the unfinished round: 104, profit 4.
    assert result["standings"] == [{"name": "Ann", "chips": 104, "profit": 4, "place": 1}]


def test_session_waiting_in_round_2_on_a_hand():
    """Contract: waiting in round 2 on hand 1 names round 2, hand 1 and the legal moves."""
    # Round 2 after keep: h1 5♠ 6♠ = 11 (not a pair, 100 free): hit, stand, double.
    round2 = {"cards": ROUND_DOUBLE_PLUS_6["cards"], "actions": ["keep"]}
    result = replay({"players": ["Ann"], "rounds": [ROUND_PLUS_4, round2]})
    assert result["status"] == "waiting"
    assert result["to_act"] == {
        "round": 2,
        "player": "Ann",
        "hand": 1,
        "legal": ["hit", "stand", "double"],
    }
    hands = seat(result["rounds"][1], "Ann")["hands"]
    assert [h["outcome"] for h in hands] == [None, None]
    assert [h["switched"] for h in hands] == [False, False]


def test_session_waiting_in_round_3_with_sitting_out_player():
    """Contract: waiting in round 3 names round 3; a broke player keeps sitting out."""
    # Round 1 as in the sit-out test: Ann 102, Ben 1.  Round 2: Ann 102.  Round 3 no actions.
    round1 = {
        "cards": ["10♠", "10♥", "10♣", "10♦", "9♦", "9♠", "8♥", "6♣", "5♦", "9♣"],
        "actions": ["keep", "stand", "stand", "keep", "stand", "stand"],
    }
    round2 = {
        "cards": ["10♠", "10♥", "9♦", "10♣", "7♥", "9♣"],
        "actions": ["keep", "stand", "stand"],
    }
    round3 = {"cards": ["10♠", "10♥", "9♦", "9♠", "8♥", "9♣"], "actions": []}
    result = replay(
        {"players": ["Ann", {"name": "Ben", "chips": 5}], "rounds": [round1, round2, round3]}
    )
    assert result["status"] == "waiting"
    assert result["to_act"] == {
        "round": 3,
        "player": "Ann",
        "hand": None,
        "legal": ["keep", "switch"],
    }
    assert seat(result["rounds"][2], "Ben") == sitting_out("Ben", 1)
    assert result["standings"] == [
        {"name": "Ann", "chips": 102, "profit": 2, "place": 1},
        {"name": "Ben", "chips": 1, "profit": -4, "place": 2},
    ]


def test_session_round_with_seed_only_is_accepted():
    """Contract: a round may give only a seed; replay is deterministic for the same scenario."""
    scenario = {"players": ["Ann"], "rounds": [ROUND_PLUS_4, {"seed": 3, "actions": []}]}
    first = replay(scenario)
    second = replay(scenario)
    assert first == second
    assert first["rounds"][0]["status"] == "complete"
    assert seat(first["rounds"][1], "Ann")["chips_before"] == 104


def test_session_waiting_in_round_1_standings_use_starting_chips():
    """Contract: while round 1 waits, standings use the starting chips (profit 0, all place 1)."""
    # (Only the unfinished round is listed: the contract says nothing about rounds after it.)
    round1 = {"cards": ROUND_PLUS_4["cards"], "actions": []}
    result = replay({"players": ["Ann", {"name": "Ben", "chips": 50}], "rounds": [round1]})
    assert result["status"] == "waiting"
    assert result["to_act"] == {
        "round": 1,
        "player": "Ann",
        "hand": None,
        "legal": ["keep", "switch"],
    }
    assert len(result["rounds"]) == 1
    assert result["standings"] == [
        {"name": "Ann", "chips": 100, "profit": 0, "place": 1},
        {"name": "Ben", "chips": 50, "profit": 0, "place": 1},
    ]
