"""Hand-worked acceptance tests for RULES.md §2, the ``classic`` profile.

Every scenario is a stacked shoe in the deal order of RULES.md §1.3 with one
position per seat: first card to every seat in order, dealer up card, second
cards, dealer hole card, then every card drawn in play order (hits, doubles,
split second cards), then the dealer's draws.  Every expected value below is
worked out by hand from the rules; the arithmetic is in the comments.

Chips: chips_after = chips_before - everything wagered + everything returned.
"""

import pytest

from bjswitch_widgets import replay


def play(players, cards, actions=(), **extra):
    scenario = {
        "profile": "classic",
        "players": players,
        "cards": list(cards),
        "actions": list(actions),
    }
    scenario.update(extra)
    return replay(scenario)


def seat(result, name):
    for player in result["players"]:
        if player["name"] == name:
            return player
    raise AssertionError(f"no player {name!r} in {result['players']!r}")


def illegal(players, cards, actions):
    with pytest.raises(ValueError) as info:
        play(players, cards, actions)
    message = str(info.value)
    assert message.strip(), "the error must carry a message"
    return message


# ---------------------------------------------------------------------------
# "One position per player, bet 2."
# ---------------------------------------------------------------------------


def test_2_one_position_per_player_bet_2():
    """§2 One position per player, bet 2: one hand at position 1 with bet 2."""
    # Deal: Ann 10♠, dealer up 9♦, Ann 9♥, hole 8♣.  Ann 19 stands; dealer 17 stands.
    result = play(["Ann"], ["10♠", "9♦", "9♥", "8♣"], ["stand"])
    assert result["status"] == "complete"
    ann = seat(result, "Ann")
    assert len(ann["hands"]) == 1
    hand = ann["hands"][0]
    assert hand["position"] == 1
    assert hand["bet"] == 2
    assert hand["cards"] == ["10♠", "9♥"]
    assert hand["total"] == 19
    assert hand["natural"] is False
    assert hand["doubled"] is False
    # 19 beats 17: stake 2 + profit 2 = 4 returned; 100 - 2 + 4 = 102.
    assert hand["outcome"] == "win"
    assert hand["returned"] == 4
    assert ann["insurance"] == [0]
    assert ann["insurance_returned"] == 0
    assert ann["chips_before"] == 100
    assert ann["chips_after"] == 102
    assert result["dealer"] == {"cards": ["9♦", "8♣"], "total": 17, "natural": False}


def test_2_one_position_per_player_deal_order():
    """§2 One position per player: one card per seat in seat order, up card, second cards, hole card."""
    # Deal: Ann 10♠, Ben 10♥, Cara 10♣, up 9♦, Ann 9♠, Ben 8♥, Cara 7♣, hole 8♣.
    cards = ["10♠", "10♥", "10♣", "9♦", "9♠", "8♥", "7♣", "8♣"]
    result = play(["Ann", "Ben", "Cara"], cards, ["stand", "stand", "stand"])
    assert [p["name"] for p in result["players"]] == ["Ann", "Ben", "Cara"]
    assert seat(result, "Ann")["hands"][0]["cards"] == ["10♠", "9♠"]
    assert seat(result, "Ben")["hands"][0]["cards"] == ["10♥", "8♥"]
    assert seat(result, "Cara")["hands"][0]["cards"] == ["10♣", "7♣"]
    assert result["dealer"]["cards"] == ["9♦", "8♣"]
    # Dealer 17.  Ann 19 wins (4, 102), Ben 18 wins (4, 102), Cara 17 pushes (2, 100).
    assert [p["hands"][0]["outcome"] for p in result["players"]] == ["win", "win", "push"]
    assert [p["hands"][0]["returned"] for p in result["players"]] == [4, 4, 2]
    assert [p["chips_after"] for p in result["players"]] == [102, 102, 100]


def test_2_one_position_per_player_waiting_on_hand_1():
    """§2 One position per player, bet 2: the only hand to act is hand 1; waiting shows '??'."""
    result = play(["Ann"], ["10♠", "9♦", "9♥", "8♣"])
    assert result["status"] == "waiting"
    # 19 on two cards, not a pair, 98 free chips: hit, stand, double.
    assert result["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double"]}
    assert result["dealer"]["cards"] == ["9♦", "??"]
    assert result["dealer"]["total"] == 9  # the up card's value only
    ann = seat(result, "Ann")
    assert ann["chips_after"] is None
    assert ann["hands"][0]["outcome"] is None
    assert ann["hands"][0]["bet"] == 2


# ---------------------------------------------------------------------------
# "The dealer stands on all 17s, soft 17 included."
# ---------------------------------------------------------------------------


def test_2_dealer_stands_on_all_17s_soft_17_included():
    """§2 The dealer stands on all 17s, soft 17 included (A+6 dealt)."""
    # Deal: Ann 10♠, up 6♦, Ann 7♥, hole A♣ -> dealer A+6 = soft 17.  Next card 4♠ would
    # make 21 if the dealer hit.  Ann 17 stands: 17 v 17 pushes, 2 returned, chips 100.
    result = play(["Ann"], ["10♠", "6♦", "7♥", "A♣", "4♠"], ["stand"])
    assert result["dealer"] == {"cards": ["6♦", "A♣"], "total": 17, "natural": False}
    hand = seat(result, "Ann")["hands"][0]
    assert hand["outcome"] == "push"
    assert hand["returned"] == 2
    assert seat(result, "Ann")["chips_after"] == 100


def test_2_dealer_stands_on_soft_17_reached_by_drawing():
    """§2 The dealer stands on all 17s, soft 17 included (soft 17 after a draw)."""
    # Deal: Ann 10♠, up 2♦, Ann 7♥, hole 4♣ -> 6; dealer draws A♠ -> soft 17 and stands
    # (4♥ next would make 21).  Ann 17 v 17 pushes: 2 returned, chips 100.
    result = play(["Ann"], ["10♠", "2♦", "7♥", "4♣", "A♠", "4♥"], ["stand"])
    assert result["dealer"]["cards"] == ["2♦", "4♣", "A♠"]
    assert result["dealer"]["total"] == 17
    hand = seat(result, "Ann")["hands"][0]
    assert (hand["outcome"], hand["returned"]) == ("push", 2)


def test_2_dealer_stands_on_hard_17():
    """§2 The dealer stands on all 17s: hard 17 stands."""
    # Deal: Ann 10♠, up 10♦, Ann 8♥, hole 7♣ (peek: no ace, no natural) -> hard 17 stands.
    # Ann 18 beats 17: 4 returned, chips 102 (a hit would have drawn 4♠ -> 21).
    result = play(["Ann"], ["10♠", "10♦", "8♥", "7♣", "4♠"], ["stand"])
    assert result["dealer"]["cards"] == ["10♦", "7♣"]
    assert result["dealer"]["total"] == 17
    hand = seat(result, "Ann")["hands"][0]
    assert (hand["outcome"], hand["returned"]) == ("win", 4)
    assert seat(result, "Ann")["chips_after"] == 102


def test_2_dealer_stands_on_all_17s_draws_below_17():
    """§2 The dealer stands on all 17s: below 17 the dealer draws until 17 or more."""
    # Deal: Ann 10♠, up 6♦, Ann 8♥, hole 5♣ -> 11; draws 2♠ -> 13, A♥ -> 14 (ace as 1,
    # 25 would bust), 3♦ -> 17 stands.  Ann 18 beats 17: 4 returned, 102.
    cards = ["10♠", "6♦", "8♥", "5♣", "2♠", "A♥", "3♦", "10♣"]
    result = play(["Ann"], cards, ["stand"])
    assert result["dealer"]["cards"] == ["6♦", "5♣", "2♠", "A♥", "3♦"]
    assert result["dealer"]["total"] == 17
    hand = seat(result, "Ann")["hands"][0]
    assert (hand["outcome"], hand["returned"]) == ("win", 4)


# ---------------------------------------------------------------------------
# "A natural pays 3:2 (profit 3 on a bet of 2) and beats a dealer's ordinary 21."
# ---------------------------------------------------------------------------


def test_2_natural_pays_3_to_2():
    """§2 A natural pays 3:2 (profit 3 on a bet of 2)."""
    # Deal: Ann A♠, up 9♦, Ann K♥, hole 8♣.  Natural finishes by itself (no action asked).
    # Dealer 17.  Stake 2 + profit 3 = 5 returned; 100 - 2 + 5 = 103.
    result = play(["Ann"], ["A♠", "9♦", "K♥", "8♣", "10♣"], [])
    assert result["status"] == "complete"
    hand = seat(result, "Ann")["hands"][0]
    assert hand["cards"] == ["A♠", "K♥"]
    assert hand["total"] == 21
    assert hand["natural"] is True
    assert hand["outcome"] == "win"
    assert hand["returned"] == 5
    assert seat(result, "Ann")["chips_after"] == 103


def test_2_natural_pays_3_to_2_after_ten_peek():
    """§2 A natural pays 3:2: also when the dealer peeks under a ten and has no natural."""
    # Deal: Ann Q♥, up 10♦, Ann A♠, hole 7♣ (peek: no natural).  Ann natural: 5, 103.
    result = play(["Ann"], ["Q♥", "10♦", "A♠", "7♣"], [])
    hand = seat(result, "Ann")["hands"][0]
    assert hand["natural"] is True
    assert (hand["outcome"], hand["returned"]) == ("win", 5)
    assert seat(result, "Ann")["chips_after"] == 103


def test_2_natural_beats_dealer_ordinary_21():
    """§2 A natural beats a dealer's ordinary 21."""
    # Deal: Ann A♠, Ben 10♣, up 10♦, Ann K♥, Ben 8♥, hole 5♣ (peek: no natural).
    # Ann natural asks nothing; Ben 18 stands -> an ordinary hand is live, dealer draws:
    # 15 + 6♠ = 21 (three cards, ordinary).  Ann natural wins 3:2: 5 returned, 103.
    # Ben 18 < 21 loses: 0, 98.
    cards = ["A♠", "10♣", "10♦", "K♥", "8♥", "5♣", "6♠"]
    result = play(["Ann", "Ben"], cards, ["stand"])
    assert result["dealer"] == {"cards": ["10♦", "5♣", "6♠"], "total": 21, "natural": False}
    ann = seat(result, "Ann")["hands"][0]
    assert (ann["natural"], ann["outcome"], ann["returned"]) == (True, "win", 5)
    ben = seat(result, "Ben")["hands"][0]
    assert (ben["outcome"], ben["returned"]) == ("lose", 0)
    assert seat(result, "Ann")["chips_after"] == 103
    assert seat(result, "Ben")["chips_after"] == 98


def test_2_natural_pays_3_to_2_only_on_two_card_ace_ten():
    """§2 A natural pays 3:2: a drawn 21 is ordinary and pays 1:1."""
    # Deal: Ann 5♠, up 10♦, Ann 6♥, hole 7♣ (17).  Ann hits 10♣ -> 21, stops by itself.
    # Ordinary 21 beats 17 at 1:1: 4 returned, 102.
    result = play(["Ann"], ["5♠", "10♦", "6♥", "7♣", "10♣"], ["hit"])
    assert result["status"] == "complete"
    hand = seat(result, "Ann")["hands"][0]
    assert hand["cards"] == ["5♠", "6♥", "10♣"]
    assert (hand["total"], hand["natural"]) == (21, False)
    assert (hand["outcome"], hand["returned"]) == ("win", 4)
    assert seat(result, "Ann")["chips_after"] == 102


# ---------------------------------------------------------------------------
# "Dealer 22 or more is a bust: every live hand wins."
# ---------------------------------------------------------------------------


def test_2_dealer_22_or_more_is_a_bust_every_live_hand_wins():
    """§2 Dealer 22 or more is a bust: every live hand wins (22 exactly, doubled money too)."""
    # Deal: Ann 5♠, Ben 10♣, up 10♦, Ann 6♥, Ben 8♥, hole 6♣ (16, peek no natural).
    # Ann doubles 11 -> 2♣ = 13 (bet 4); Ben 18 stands; dealer 16 draws 6♠ = 22: bust.
    # Ann wins on bet 4: 8 returned, 100 - 4 + 8 = 104.  Ben wins: 4, 102.
    cards = ["5♠", "10♣", "10♦", "6♥", "8♥", "6♣", "2♣", "6♠"]
    result = play(["Ann", "Ben"], cards, ["double", "stand"])
    assert result["dealer"]["cards"] == ["10♦", "6♣", "6♠"]
    assert result["dealer"]["total"] == 22
    ann = seat(result, "Ann")["hands"][0]
    assert (ann["bet"], ann["doubled"], ann["total"]) == (4, True, 13)
    assert (ann["outcome"], ann["returned"]) == ("win", 8)
    ben = seat(result, "Ben")["hands"][0]
    assert (ben["outcome"], ben["returned"]) == ("win", 4)
    assert seat(result, "Ann")["chips_after"] == 104
    assert seat(result, "Ben")["chips_after"] == 102


def test_2_dealer_22_or_more_is_a_bust_23_plus():
    """§2 Dealer 22 or more is a bust: 26 also pays every live hand."""
    # Deal: Ann 10♠, up 10♦, Ann 2♥, hole 6♣ -> 16; Ann 12 stands; dealer draws K♠ = 26.
    # Ann wins: 4, 102.
    result = play(["Ann"], ["10♠", "10♦", "2♥", "6♣", "K♠"], ["stand"])
    assert result["dealer"]["total"] == 26
    hand = seat(result, "Ann")["hands"][0]
    assert (hand["outcome"], hand["returned"]) == ("win", 4)
    assert seat(result, "Ann")["chips_after"] == 102


def test_2_dealer_bust_pays_only_live_hands():
    """§2 Dealer 22 or more is a bust: every *live* hand wins; a busted hand has already lost."""
    # Deal: Ann 10♠, Ben 10♣, up 10♦, Ann 6♥, Ben 8♥, hole 6♣.  Ann hits 9♣ -> 25 bust
    # (finishes by itself); Ben 18 stands; dealer 16 draws 6♠ = 22.
    # Ann lost: 0, 98.  Ben wins: 4, 102.
    cards = ["10♠", "10♣", "10♦", "6♥", "8♥", "6♣", "9♣", "6♠"]
    result = play(["Ann", "Ben"], cards, ["hit", "stand"])
    assert result["dealer"]["total"] == 22
    ann = seat(result, "Ann")["hands"][0]
    assert (ann["total"], ann["outcome"], ann["returned"]) == (25, "lose", 0)
    ben = seat(result, "Ben")["hands"][0]
    assert (ben["outcome"], ben["returned"]) == ("win", 4)
    assert [p["chips_after"] for p in result["players"]] == [98, 102]


# ---------------------------------------------------------------------------
# "No switch."
# ---------------------------------------------------------------------------


def test_2_no_switch_keep_is_illegal():
    """§2 No switch: 'keep' is not a classic decision."""
    message = illegal(["Ann"], ["10♠", "9♦", "9♥", "8♣"], ["keep"])
    assert "action 0" in message
    assert "§" in message


def test_2_no_switch_switch_is_illegal():
    """§2 No switch: 'switch' is not a classic decision."""
    message = illegal(["Ann"], ["10♠", "9♦", "9♥", "8♣"], ["switch"])
    assert "action 0" in message
    assert "§" in message


def test_2_no_switch_play_starts_with_the_hand():
    """§2 No switch: the first decision is on the hand itself, never keep/switch, nothing is switched."""
    # Two players: Ann 19 (not a pair), Ben 17.  First to act: Ann hand 1.
    cards = ["10♠", "10♥", "9♦", "9♠", "7♥", "8♣"]
    waiting = play(["Ann", "Ben"], cards, [])
    assert waiting["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double"]}
    # After Ann stands, Ben is asked about his hand directly (no keep/switch).
    waiting = play(["Ann", "Ben"], cards, ["stand"])
    assert waiting["to_act"] == {"player": "Ben", "hand": 1, "legal": ["hit", "stand", "double"]}
    done = play(["Ann", "Ben"], cards, ["stand", "stand"])
    for player in done["players"]:
        assert player["hands"][0]["switched"] is False


# ---------------------------------------------------------------------------
# "Resplit non-aces up to 4 hands in total"
# ---------------------------------------------------------------------------

RESPLIT_CARDS = [
    "8♠",
    "6♦",
    "8♥",
    "10♣",  # deal: Ann 8♠, up 6♦, Ann 8♥, hole 10♣
    "8♦",
    "8♣",
    "8♠",  # second cards of hand 1 after each split
    "3♥",
    "10♥",  # hand 2 (8♣) begins: 3♥; doubles: 10♥
    "2♣",
    "9♣",  # hand 3 (8♦) begins: 2♣; hits: 9♣
    "10♠",  # hand 4 (8♥) begins: 10♠
    "2♦",
    "10♦",
]  # dealer 16 draws 2♦ -> 18


def test_2_resplit_non_aces_up_to_4_hands_in_total():
    """§2 Resplit non-aces up to 4 hands in total (with double after split)."""
    # split 8♠8♥ -> [8♠ 8♦] [8♥]; split hand 1 -> [8♠ 8♣] [8♦] [8♥];
    # split hand 1 -> [8♠ 8♠] [8♣] [8♦] [8♥] (4 hands, stop).
    # h1 8♠8♠ = 16 stands; h2 8♣+3♥ = 11 doubles 10♥ = 21 (bet 4); h3 8♦+2♣ = 10 hits 9♣ = 19
    # stands; h4 8♥+10♠ = 18 stands.  Dealer 6+10 = 16 draws 2♦ = 18.
    # h1 16 lose 0; h2 21 win 8; h3 19 win 4; h4 18 push 2.
    # Wagered 2+4+2+2 = 10, returned 14: 100 - 10 + 14 = 104.
    actions = ["split", "split", "split", "stand", "double", "hit", "stand", "stand"]
    result = play(["Ann"], RESPLIT_CARDS, actions)
    assert result["status"] == "complete"
    hands = seat(result, "Ann")["hands"]
    assert [h["cards"] for h in hands] == [
        ["8♠", "8♠"],
        ["8♣", "3♥", "10♥"],
        ["8♦", "2♣", "9♣"],
        ["8♥", "10♠"],
    ]
    assert [h["position"] for h in hands] == [1, 1, 1, 1]
    assert [h["total"] for h in hands] == [16, 21, 19, 18]
    assert [h["bet"] for h in hands] == [2, 4, 2, 2]
    assert [h["doubled"] for h in hands] == [False, True, False, False]
    assert [h["natural"] for h in hands] == [False] * 4
    assert [h["outcome"] for h in hands] == ["lose", "win", "win", "push"]
    assert [h["returned"] for h in hands] == [0, 8, 4, 2]
    assert result["dealer"]["cards"] == ["6♦", "10♣", "2♦"]
    assert seat(result, "Ann")["chips_after"] == 104


def test_2_resplit_up_to_4_hands_split_no_longer_offered():
    """§2 Resplit non-aces up to 4 hands in total: with 4 hands a pair of 8s may not split."""
    result = play(["Ann"], RESPLIT_CARDS, ["split", "split", "split"])
    assert result["status"] == "waiting"
    # Hand 1 is 8♠ 8♠ (a pair) but there are already 4 hands.
    assert result["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double"]}
    assert len(seat(result, "Ann")["hands"]) == 4


def test_2_resplit_up_to_4_hands_fifth_hand_is_illegal():
    """§2 Resplit non-aces up to 4 hands in total: a fourth split (fifth hand) is rejected."""
    message = illegal(["Ann"], RESPLIT_CARDS, ["split", "split", "split", "split"])
    assert "action 3" in message


def test_2_resplit_on_a_later_split_hand():
    """§2 Resplit non-aces up to 4 hands in total: the second split hand may resplit too."""
    # Deal: Ann 8♠, up 9♦, Ann 8♥, hole 9♣ (18).  split: h1 8♠+10♣ = 18, stand.
    # h2 8♥ begins: 8♦ -> pair, split: h2 8♥+2♠, h3 8♦ waits.  [8♠10♣] [8♥2♠] [8♦]
    cards = ["8♠", "9♦", "8♥", "9♣", "10♣", "8♦", "2♠", "10♦", "9♠"]
    waiting = play(["Ann"], cards, ["split", "stand", "split"])
    assert waiting["to_act"] == {"player": "Ann", "hand": 2, "legal": ["hit", "stand", "double"]}
    # h2 hits 10♦ = 20, stands; h3 8♦+9♠ = 17 stands.  Dealer 18.
    # 18 push 2, 20 win 4, 17 lose 0.  Wagered 6, returned 6: 100.
    result = play(["Ann"], cards, ["split", "stand", "split", "hit", "stand", "stand"])
    hands = seat(result, "Ann")["hands"]
    assert [h["cards"] for h in hands] == [["8♠", "10♣"], ["8♥", "2♠", "10♦"], ["8♦", "9♠"]]
    assert [h["outcome"] for h in hands] == ["push", "win", "lose"]
    assert [h["returned"] for h in hands] == [2, 4, 0]
    assert seat(result, "Ann")["chips_after"] == 100


# ---------------------------------------------------------------------------
# "split aces once, one card each."
# ---------------------------------------------------------------------------


def test_2_split_aces_once_one_card_each():
    """§2 Split aces once, one card each: both aces get one card at once and stand; 21 is ordinary."""
    # Deal: Ann A♠, up 6♦, Ann A♥, hole 10♣ (16).  split: A♠ gets K♦ (21, ordinary),
    # A♥ gets 9♣ (20); nothing more is asked.  Dealer 16 draws 5♠ = 21.
    # h1 21 v 21 push: 2; h2 20 v 21 lose: 0.  Wagered 4, returned 2: 98.
    cards = ["A♠", "6♦", "A♥", "10♣", "K♦", "9♣", "5♠"]
    result = play(["Ann"], cards, ["split"])
    assert result["status"] == "complete"
    hands = seat(result, "Ann")["hands"]
    assert [h["cards"] for h in hands] == [["A♠", "K♦"], ["A♥", "9♣"]]
    assert [h["total"] for h in hands] == [21, 20]
    assert [h["natural"] for h in hands] == [False, False]
    assert [h["outcome"] for h in hands] == ["push", "lose"]
    assert [h["returned"] for h in hands] == [2, 0]
    assert result["dealer"]["cards"] == ["6♦", "10♣", "5♠"]
    assert seat(result, "Ann")["chips_after"] == 98


def test_2_split_aces_once_no_resplit_no_further_decision():
    """§2 Split aces once, one card each: a third ace does not resplit and nothing is asked."""
    # Deal: Ann A♠, Ben 10♠, up 9♦, Ann A♥, Ben 9♠, hole 9♣ (18).
    # Ann splits: A♠ gets A♦ (soft 12), A♥ gets 7♣ (soft 18); play passes to Ben at once.
    cards = ["A♠", "10♠", "9♦", "A♥", "9♠", "9♣", "A♦", "7♣"]
    waiting = play(["Ann", "Ben"], cards, ["split"])
    assert waiting["to_act"] == {"player": "Ben", "hand": 1, "legal": ["hit", "stand", "double"]}
    hands = seat(waiting, "Ann")["hands"]
    assert [h["cards"] for h in hands] == [["A♠", "A♦"], ["A♥", "7♣"]]
    # Ben stands on 19.  Dealer 18.  Ann 12 lose 0, 18 push 2 -> 100 - 4 + 2 = 98.
    # Ben 19 wins 4 -> 102.
    result = play(["Ann", "Ben"], cards, ["split", "stand"])
    hands = seat(result, "Ann")["hands"]
    assert [h["total"] for h in hands] == [12, 18]
    assert [h["outcome"] for h in hands] == ["lose", "push"]
    assert [p["chips_after"] for p in result["players"]] == [98, 102]


def test_2_split_aces_once_resplit_is_illegal():
    """§2 Split aces once: a second split after split aces is rejected."""
    # Only Ann: after the aces are split and dealt (A♦, 7♣) the round is over.
    cards = ["A♠", "9♦", "A♥", "9♣", "A♦", "7♣"]
    message = illegal(["Ann"], cards, ["split", "split"])
    assert "action 1" in message


# ---------------------------------------------------------------------------
# "Double on any first two cards except split aces; double after split allowed."
# ---------------------------------------------------------------------------


def test_2_double_on_any_first_two_cards():
    """§2 Double on any first two cards: one card, bet doubled, hand stands."""
    # Deal: Ann 5♠, Ben 10♥, up 10♦, Ann 6♥, Ben 6♣, hole 7♣ (17, peek no natural).
    # Ann doubles 11 -> 10♣ = 21 (bet 4) wins: 8, 100 - 4 + 8 = 104.
    # Ben doubles 16 -> 9♠ = 25 busts (bet 4): 0, 96.
    cards = ["5♠", "10♥", "10♦", "6♥", "6♣", "7♣", "10♣", "9♠"]
    result = play(["Ann", "Ben"], cards, ["double", "double"])
    assert result["status"] == "complete"
    ann = seat(result, "Ann")["hands"][0]
    assert ann["cards"] == ["5♠", "6♥", "10♣"]
    assert (ann["bet"], ann["doubled"], ann["total"]) == (4, True, 21)
    assert (ann["outcome"], ann["returned"]) == ("win", 8)
    ben = seat(result, "Ben")["hands"][0]
    assert (ben["bet"], ben["doubled"], ben["total"]) == (4, True, 25)
    assert (ben["outcome"], ben["returned"]) == ("lose", 0)
    assert [p["chips_after"] for p in result["players"]] == [104, 96]


def test_2_double_on_soft_two_cards():
    """§2 Double on any first two cards: a soft total may double too."""
    # Deal: Ann A♠, up 9♦, Ann 7♥, hole 8♣ (17).  Double: 2♣ -> A+7+2 = 20 (bet 4).
    # 20 beats 17: 8 returned, 104.
    result = play(["Ann"], ["A♠", "9♦", "7♥", "8♣", "2♣"], ["double"])
    hand = seat(result, "Ann")["hands"][0]
    assert (hand["total"], hand["bet"], hand["outcome"], hand["returned"]) == (20, 4, "win", 8)
    assert seat(result, "Ann")["chips_after"] == 104


def test_2_double_only_on_first_two_cards():
    """§2 Double on any first two cards: not on three cards."""
    # Deal: Ann 2♠, up 9♦, Ann 3♥, hole 8♣; hit 4♣ -> 9 on three cards: hit/stand only.
    cards = ["2♠", "9♦", "3♥", "8♣", "4♣", "10♣"]
    waiting = play(["Ann"], cards, ["hit"])
    assert waiting["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"]}
    message = illegal(["Ann"], cards, ["hit", "double"])
    assert "action 1" in message


def test_2_double_after_split_allowed():
    """§2 Double after split allowed."""
    # Deal: Ann 9♠, up 6♦, Ann 9♥, hole 10♣ (16).  split: h1 9♠+2♦ = 11 -> may double.
    cards = ["9♠", "6♦", "9♥", "10♣", "2♦", "10♥", "A♣", "2♠"]
    waiting = play(["Ann"], cards, ["split"])
    assert waiting["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double"]}
    # h1 doubles 10♥ = 21 (bet 4); h2 9♥ + A♣ = 20 stands; dealer 16 draws 2♠ = 18.
    # h1 win 8, h2 win 4.  Wagered 2+2+2 = 6, returned 12: 106.
    result = play(["Ann"], cards, ["split", "double", "stand"])
    hands = seat(result, "Ann")["hands"]
    assert [h["cards"] for h in hands] == [["9♠", "2♦", "10♥"], ["9♥", "A♣"]]
    assert [h["bet"] for h in hands] == [4, 2]
    assert [h["doubled"] for h in hands] == [True, False]
    assert [h["outcome"] for h in hands] == ["win", "win"]
    assert [h["returned"] for h in hands] == [8, 4]
    assert result["dealer"]["total"] == 18
    assert seat(result, "Ann")["chips_after"] == 106


def test_2_double_except_split_aces():
    """§2 Double on any first two cards except split aces: split aces are never offered double."""
    # Deal: Ann A♠, Ben 10♠, up 9♦, Ann A♥, Ben 9♠, hole 9♣.  Ann splits: A♠+5♦ = soft 16,
    # A♥+4♣ = soft 15 (two-card hands that could double if they were not split aces).
    # Nothing is asked of Ann: the next decision is Ben's.
    cards = ["A♠", "10♠", "9♦", "A♥", "9♠", "9♣", "5♦", "4♣"]
    waiting = play(["Ann", "Ben"], cards, ["split"])
    assert waiting["to_act"] == {"player": "Ben", "hand": 1, "legal": ["hit", "stand", "double"]}
    assert [h["cards"] for h in seat(waiting, "Ann")["hands"]] == [["A♠", "5♦"], ["A♥", "4♣"]]


def test_2_double_except_split_aces_hands_stay_undoubled():
    """§2 Double on any first two cards except split aces: split-ace hands keep bet 2."""
    cards = ["A♠", "10♠", "9♦", "A♥", "9♠", "9♣", "5♦", "4♣", "2♥"]
    # Ann splits (asked nothing more); Ben doubles 19 -> 2♥ = 21 (bet 4).  Dealer 18.
    # Ann 16 lose, 15 lose: 100 - 4 = 96.  Ben 21 wins on 4: 8, 104.
    result = play(["Ann", "Ben"], cards, ["split", "double"])
    ann = seat(result, "Ann")["hands"]
    assert [h["doubled"] for h in ann] == [False, False]
    assert [h["bet"] for h in ann] == [2, 2]
    assert [h["cards"] for h in ann] == [["A♠", "5♦"], ["A♥", "4♣"]]
    ben = seat(result, "Ben")["hands"][0]
    assert (ben["doubled"], ben["bet"], ben["total"], ben["returned"]) == (True, 4, 21, 8)
    assert [p["chips_after"] for p in result["players"]] == [96, 104]


# ---------------------------------------------------------------------------
# "Insurance up to half the bet (max 1) on an up ace"
# ---------------------------------------------------------------------------


def test_2_insurance_up_to_half_the_bet_on_an_up_ace_is_offered():
    """§2 Insurance up to half the bet (max 1) on an up ace: choices insure 0 / insure 1."""
    result = play(["Ann"], ["10♠", "A♦", "9♥", "7♣"])
    assert result["status"] == "waiting"
    assert result["to_act"] == {"player": "Ann", "hand": None, "legal": ["insure 0", "insure 1"]}
    assert result["dealer"]["cards"] == ["A♦", "??"]
    assert result["dealer"]["total"] == 11


def test_2_insurance_max_1_insure_2_is_illegal():
    """§2 Insurance up to half the bet (max 1): insure 2 is rejected."""
    message = illegal(["Ann"], ["10♠", "A♦", "9♥", "7♣"], ["insure 2"])
    assert "action 0" in message


def test_2_insurance_pays_2_to_1_on_dealer_natural():
    """§2 Insurance on an up ace: a dealer natural pays the insurance 2:1 (1 returns 3)."""
    # Deal: Ann 10♠, up A♦, Ann 9♥, hole K♣.  Ann insures 1; peek: dealer natural, round ends.
    # Insurance 1 + 2 = 3 returned; hand 19 loses to the natural.  100 - 2 - 1 + 3 = 100.
    result = play(["Ann"], ["10♠", "A♦", "9♥", "K♣"], ["insure 1"])
    assert result["status"] == "complete"
    assert result["dealer"] == {"cards": ["A♦", "K♣"], "total": 21, "natural": True}
    ann = seat(result, "Ann")
    assert ann["insurance"] == [1]
    assert ann["insurance_returned"] == 3
    assert (ann["hands"][0]["outcome"], ann["hands"][0]["returned"]) == ("lose", 0)
    assert ann["chips_after"] == 100


def test_2_insurance_lost_without_dealer_natural():
    """§2 Insurance on an up ace: without a dealer natural the insurance is lost and play goes on."""
    # Deal: Ann 10♠, up A♦, Ann 9♥, hole 7♣ (soft 18, no natural).  Ann insures 1 (lost),
    # then stands on 19; dealer stands on 18.  Hand wins 4.  100 - 2 - 1 + 4 = 101.
    result = play(["Ann"], ["10♠", "A♦", "9♥", "7♣"], ["insure 1", "stand"])
    assert result["dealer"]["cards"] == ["A♦", "7♣"]
    assert result["dealer"]["total"] == 18
    ann = seat(result, "Ann")
    assert ann["insurance"] == [1]
    assert ann["insurance_returned"] == 0
    assert (ann["hands"][0]["outcome"], ann["hands"][0]["returned"]) == ("win", 4)
    assert ann["chips_after"] == 101


def test_2_insurance_asked_in_seat_order():
    """§2 Insurance on an up ace: each player is asked, in seat order."""
    # Deal: Ann 10♠, Ben 10♣, up A♦, Ann 9♥, Ben 8♥, hole K♣ (natural).
    cards = ["10♠", "10♣", "A♦", "9♥", "8♥", "K♣"]
    waiting = play(["Ann", "Ben"], cards, ["insure 1"])
    assert waiting["to_act"] == {"player": "Ben", "hand": None, "legal": ["insure 0", "insure 1"]}
    # Ann: insured 1 -> 3 back, hand loses: 100 - 3 + 3 = 100.  Ben: declined, loses: 98.
    result = play(["Ann", "Ben"], cards, ["insure 1", "insure 0"])
    assert [p["insurance"] for p in result["players"]] == [[1], [0]]
    assert [p["insurance_returned"] for p in result["players"]] == [3, 0]
    assert [p["chips_after"] for p in result["players"]] == [100, 98]


def test_2_insurance_only_on_an_up_ace():
    """§2 Insurance on an up ace only: with a ten up, 'insure 0' is not a legal decision."""
    message = illegal(["Ann"], ["10♠", "10♦", "9♥", "7♣"], ["insure 0"])
    assert "action 0" in message


def test_2_insurance_not_asked_when_unaffordable():
    """§2 Insurance up to half the bet: a player with no free chip is not asked."""
    # Ann has 2 chips: after the bet of 2 nothing is free -> no insurance, no double.
    players = [{"name": "Ann", "chips": 2}]
    waiting = play(players, ["10♠", "A♦", "9♥", "7♣"])
    assert waiting["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"]}
    # Stand on 19 v soft 18: win 4 -> 2 - 2 + 4 = 4.
    result = play(players, ["10♠", "A♦", "9♥", "7♣"], ["stand"])
    ann = seat(result, "Ann")
    assert ann["insurance"] == [0]
    assert (ann["chips_before"], ann["chips_after"]) == (2, 4)


# ---------------------------------------------------------------------------
# "peek on ace or ten; a dealer natural beats every ordinary hand and pushes
#  with a player's natural."
# ---------------------------------------------------------------------------


def test_2_peek_on_ten_dealer_natural_ends_the_round():
    """§2 Peek on ace or ten: under a ten the dealer natural ends the round before any decision."""
    # Deal: Ann 10♠, Ben A♣, up 10♦, Ann 9♥, Ben K♥, hole A♠ -> dealer natural.
    # Ann 19 (ordinary) loses: 98.  Ben natural pushes: 2 back, 100.  No action asked.
    result = play(["Ann", "Ben"], ["10♠", "A♣", "10♦", "9♥", "K♥", "A♠"], [])
    assert result["status"] == "complete"
    assert result["dealer"] == {"cards": ["10♦", "A♠"], "total": 21, "natural": True}
    ann = seat(result, "Ann")["hands"][0]
    assert (ann["outcome"], ann["returned"]) == ("lose", 0)
    ben = seat(result, "Ben")["hands"][0]
    assert (ben["natural"], ben["outcome"], ben["returned"]) == (True, "push", 2)
    assert [p["chips_after"] for p in result["players"]] == [98, 100]
    assert [p["insurance"] for p in result["players"]] == [[0], [0]]


def test_2_peek_on_ten_no_natural_play_goes_on():
    """§2 Peek on ace or ten: with no dealer natural play goes on and the hole card stays hidden."""
    result = play(["Ann"], ["10♠", "10♦", "9♥", "7♣"], [])
    assert result["status"] == "waiting"
    assert result["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double"]}
    assert result["dealer"]["cards"] == ["10♦", "??"]


def test_2_peek_on_ace_after_insurance():
    """§2 Peek on ace or ten: under an ace the peek follows insurance; a natural ends the round."""
    # Deal: Ann 10♠, up A♦, Ann 9♥, hole Q♣.  insure 0; dealer natural; 19 loses: 98.
    result = play(["Ann"], ["10♠", "A♦", "9♥", "Q♣"], ["insure 0"])
    assert result["status"] == "complete"
    assert result["dealer"]["natural"] is True
    ann = seat(result, "Ann")
    assert (ann["hands"][0]["outcome"], ann["hands"][0]["returned"]) == ("lose", 0)
    assert ann["chips_after"] == 98
    # A further action is left over after the round has ended.
    message = illegal(["Ann"], ["10♠", "A♦", "9♥", "Q♣"], ["insure 0", "stand"])
    assert "action 1" in message


def test_2_dealer_natural_beats_every_ordinary_hand():
    """§2 A dealer natural beats every ordinary hand (20 and a pair alike)."""
    # Deal: Ann 10♠, Ben 8♣, up 10♦, Ann K♥, Ben 8♥, hole A♠.  Both ordinary: both lose 2.
    result = play(["Ann", "Ben"], ["10♠", "8♣", "10♦", "K♥", "8♥", "A♠"], [])
    assert [p["hands"][0]["outcome"] for p in result["players"]] == ["lose", "lose"]
    assert [p["hands"][0]["returned"] for p in result["players"]] == [0, 0]
    assert [p["chips_after"] for p in result["players"]] == [98, 98]


def test_2_dealer_natural_pushes_with_a_players_natural():
    """§2 A dealer natural pushes with a player's natural (ace up, insurance declined)."""
    # Deal: Ann A♠, up A♦, Ann K♥, hole K♣.  insure 0; both naturals: push, 2 back, 100.
    result = play(["Ann"], ["A♠", "A♦", "K♥", "K♣"], ["insure 0"])
    assert result["dealer"]["natural"] is True
    hand = seat(result, "Ann")["hands"][0]
    assert (hand["natural"], hand["outcome"], hand["returned"]) == (True, "push", 2)
    assert seat(result, "Ann")["chips_after"] == 100


# ---------------------------------------------------------------------------
# "Session: 10 rounds, 100 chips, a player who cannot cover 2 stops."
# ---------------------------------------------------------------------------


def test_2_session_player_who_cannot_cover_2_sits_out():
    """§2 A player who cannot cover 2 stops: fewer than 2 chips sits out, dealt no cards."""
    # Ann (1 chip) sits out, so the deal is Ben 10♣, up 9♦, Ben 9♥, hole 8♣.
    # Ben 19 stands v 17: wins 4 -> 102.
    result = play([{"name": "Ann", "chips": 1}, "Ben"], ["10♣", "9♦", "9♥", "8♣"], ["stand"])
    assert seat(result, "Ann") == {
        "name": "Ann",
        "chips_before": 1,
        "chips_after": 1,
        "insurance": [],
        "insurance_returned": 0,
        "hands": [],
        "sitting_out": True,
    }
    ben = seat(result, "Ben")
    assert "sitting_out" not in ben
    assert ben["hands"][0]["cards"] == ["10♣", "9♥"]
    assert ben["chips_after"] == 102


def test_2_session_player_with_zero_chips_sits_out():
    """§2 A player who cannot cover 2 stops: 0 chips sits out."""
    result = play(["Ben", {"name": "Ann", "chips": 0}], ["10♣", "9♦", "9♥", "8♣"], ["stand"])
    ann = seat(result, "Ann")
    assert ann["sitting_out"] is True
    assert ann["hands"] == []
    assert (ann["chips_before"], ann["chips_after"]) == (0, 0)
    assert seat(result, "Ben")["chips_after"] == 102


def test_2_session_player_with_exactly_2_chips_plays():
    """§2 A player who cannot cover 2 stops: exactly 2 chips still plays (no double offered)."""
    players = [{"name": "Ann", "chips": 2}]
    waiting = play(players, ["10♠", "9♦", "8♥", "8♣"])
    assert waiting["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"]}
    # 18 v 17 wins: 2 - 2 + 4 = 4.
    result = play(players, ["10♠", "9♦", "8♥", "8♣"], ["stand"])
    assert seat(result, "Ann")["chips_after"] == 4


def test_2_session_player_who_cannot_cover_2_stops_from_then_on():
    """§2 Session: a player who drops below 2 chips stops taking part in later rounds."""
    # Round 1: Ann 10♠, Ben 10♣, up 9♦, Ann 9♥, Ben 6♥, hole 8♣ (17).  Both stand.
    #   Ann 19 wins: 102.  Ben (3 chips) 16 loses: 3 - 2 = 1.
    # Round 2: Ben has 1 < 2 and sits out; deal Ann 10♠, up 9♦, Ann 7♥, hole 8♣ (17).
    #   Ann 17 pushes: 102.
    # Round 3: Ben still out; Ann 10♠ 10♥ = 20 v 9♦ 8♣ = 17: wins, 104.
    scenario = {
        "profile": "classic",
        "players": ["Ann", {"name": "Ben", "chips": 3}],
        "rounds": [
            {"cards": ["10♠", "10♣", "9♦", "9♥", "6♥", "8♣"], "actions": ["stand", "stand"]},
            {"cards": ["10♠", "9♦", "7♥", "8♣"], "actions": ["stand"]},
            {"cards": ["10♠", "9♦", "10♥", "8♣"], "actions": ["stand"]},
        ],
    }
    result = replay(scenario)
    assert result["status"] == "complete"
    rounds = result["rounds"]
    assert len(rounds) == 3
    assert [p["chips_after"] for p in rounds[0]["players"]] == [102, 1]
    for later, ann_after in ((rounds[1], 102), (rounds[2], 104)):
        assert seat(later, "Ben") == {
            "name": "Ben",
            "chips_before": 1,
            "chips_after": 1,
            "insurance": [],
            "insurance_returned": 0,
            "hands": [],
            "sitting_out": True,
        }
        assert seat(later, "Ann")["chips_after"] == ann_after
    assert seat(rounds[1], "Ann")["hands"][0]["cards"] == ["10♠", "7♥"]
    # Profits: Ann 104 - 100 = 4 (place 1), Ben 1 - 3 = -2 (place 2).
    assert result["standings"] == [
        {"name": "Ann", "chips": 104, "profit": 4, "place": 1},
        {"name": "Ben", "chips": 1, "profit": -2, "place": 2},
    ]


def test_2_session_10_rounds_100_chips():
    """§2 Session: 10 rounds starting from 100 chips; chips carry from round to round."""
    # Each round: Ann 10♠, up 9♦, Ann 9♥, hole 8♣; 19 v 17 wins +2.  After 10: 100 + 20 = 120.
    one = {"cards": ["10♠", "9♦", "9♥", "8♣"], "actions": ["stand"]}
    result = replay(
        {"profile": "classic", "players": ["Ann"], "rounds": [dict(one) for _ in range(10)]}
    )
    assert result["status"] == "complete"
    assert len(result["rounds"]) == 10
    for k, rnd in enumerate(result["rounds"]):
        ann = seat(rnd, "Ann")
        assert (ann["chips_before"], ann["chips_after"]) == (100 + 2 * k, 102 + 2 * k)
    assert result["standings"] == [{"name": "Ann", "chips": 120, "profit": 20, "place": 1}]


# ---------------------------------------------------------------------------
# Further hand-worked checks of the §2 sentences in combination
# ---------------------------------------------------------------------------


def test_2_natural_pays_3_to_2_against_dealer_bust():
    """§2 A natural pays 3:2 also when the dealer busts (5, not 4)."""
    # Deal: Ann A♠, Ben 10♣, up 10♦, Ann K♥, Ben 2♥, hole 6♣ (16).  Ben 12 stands, so the
    # dealer draws 10♠ -> 26 bust.  Ann natural: 5 -> 103.  Ben live hand wins: 4 -> 102.
    cards = ["A♠", "10♣", "10♦", "K♥", "2♥", "6♣", "10♠"]
    result = play(["Ann", "Ben"], cards, ["stand"])
    assert result["dealer"]["total"] == 26
    assert [p["hands"][0]["returned"] for p in result["players"]] == [5, 4]
    assert [p["chips_after"] for p in result["players"]] == [103, 102]


def test_2_natural_pays_3_to_2_dealer_stops_with_only_naturals_left():
    """§2 A natural pays 3:2; with only a natural live the dealer reveals and stops (§1.9)."""
    # Deal: Ann A♠, up 10♦, Ann K♥, hole 5♣ (15, peek: no natural).  No ordinary live hand:
    # the dealer does not draw 6♠.  Ann 5 -> 103.
    result = play(["Ann"], ["A♠", "10♦", "K♥", "5♣", "6♠"], [])
    assert result["status"] == "complete"
    assert result["dealer"]["cards"] == ["10♦", "5♣"]
    assert result["dealer"]["total"] == 15
    hand = seat(result, "Ann")["hands"][0]
    assert (hand["outcome"], hand["returned"]) == ("win", 5)


def test_2_dealer_22_or_more_is_a_bust_dealer_stops_when_all_busted():
    """§2 Dealer bust only matters for live hands; with every hand busted the dealer stops (§1.9)."""
    # Deal: Ann 10♠, up 6♦, Ann 6♥, hole 10♣.  Ann hits K♦ -> 26 bust.  No live hand:
    # the dealer reveals 16 and does not draw 6♠.  Ann: 98.
    result = play(["Ann"], ["10♠", "6♦", "6♥", "10♣", "K♦", "6♠"], ["hit"])
    assert result["status"] == "complete"
    assert result["dealer"]["cards"] == ["6♦", "10♣"]
    assert result["dealer"]["total"] == 16
    assert seat(result, "Ann")["chips_after"] == 98


def test_2_insurance_with_natural_against_dealer_natural():
    """§2 Insurance 2:1 plus a natural pushing with the dealer's natural."""
    # Deal: Ann A♠, up A♦, Ann K♥, hole K♣.  insure 1 -> 3 back; natural v natural push 2.
    # 100 - 2 - 1 + 3 + 2 = 102.
    result = play(["Ann"], ["A♠", "A♦", "K♥", "K♣"], ["INSURE 1"])
    ann = seat(result, "Ann")
    assert (ann["insurance"], ann["insurance_returned"]) == ([1], 3)
    assert (ann["hands"][0]["outcome"], ann["hands"][0]["returned"]) == ("push", 2)
    assert ann["chips_after"] == 102


def test_2_insurance_chip_is_no_longer_free_for_a_double():
    """§2 Insurance (max 1) must be covered: with 3 chips, insuring leaves nothing to double."""
    # Ann 3 chips: bet 2, 1 free -> insurance asked.  insure 1 -> 0 free; hole 7♣: no natural.
    players = [{"name": "Ann", "chips": 3}]
    cards = ["10♠", "A♦", "9♥", "7♣"]
    assert play(players, cards)["to_act"]["legal"] == ["insure 0", "insure 1"]
    waiting = play(players, cards, ["insure 1"])
    assert waiting["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"]}
    # insure 0 keeps 1 free chip: still not enough to double (needs 2).
    waiting = play(players, cards, ["insure 0"])
    assert waiting["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"]}
    # 19 v soft 18 wins: 3 - 2 - 1 + 4 = 4.
    result = play(players, cards, ["insure 1", "stand"])
    assert seat(result, "Ann")["chips_after"] == 4


def test_2_resplit_only_while_affordable():
    """§2 Resplit up to 4 hands, each split covered by free chips (6 chips: 3 hands, no double)."""
    # Ann 6 chips: bet 2, free 4.  split (free 2) -> [8♠ 8♦] [8♥]; split (free 0) ->
    # [8♠ 8♣] [8♦] [8♥].  Hand 1 is 8♠ 8♣, a pair, but nothing is free: hit, stand.
    players = [{"name": "Ann", "chips": 6}]
    cards = ["8♠", "6♦", "8♥", "10♣", "8♦", "8♣", "8♠", "3♥", "10♥", "2♣", "2♦"]
    waiting = play(players, cards, ["split"])
    assert waiting["to_act"] == {
        "player": "Ann",
        "hand": 1,
        "legal": ["hit", "stand", "double", "split"],
    }
    waiting = play(players, cards, ["split", "split"])
    assert waiting["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"]}
    # h1 8♠8♣ = 16 stands; h2 8♦ + 8♠ = 16 stands (pair, still not affordable);
    # h3 8♥ + 3♥ = 11 hits 10♥ = 21 (stops by itself).  Dealer 16 draws 2♣ = 18.
    # 16 lose, 16 lose, 21 win 4: 6 - 6 + 4 = 4.
    result = play(players, cards, ["split", "split", "stand", "stand", "hit"])
    hands = seat(result, "Ann")["hands"]
    assert [h["cards"] for h in hands] == [["8♠", "8♣"], ["8♦", "8♠"], ["8♥", "3♥", "10♥"]]
    assert [h["outcome"] for h in hands] == ["lose", "lose", "win"]
    assert seat(result, "Ann")["chips_after"] == 4


def test_2_resplit_ten_value_pair_and_21_after_split_is_ordinary():
    """§2 Resplit non-aces: K+J is a pair; a split ten plus an ace is an ordinary 21 paying 1:1."""
    # Deal: Ann K♥, up 9♦, Ann J♣, hole 8♣ (17).  split: h1 K♥ + A♦ = 21, stops by itself
    # (no decision asked), h2 J♣ + 9♠ = 19 stands.  17: both win 1:1, 4 + 4.
    # 100 - 4 + 8 = 104.
    cards = ["K♥", "9♦", "J♣", "8♣", "A♦", "9♠"]
    waiting = play(["Ann"], cards, ["split"])
    assert waiting["to_act"] == {"player": "Ann", "hand": 2, "legal": ["hit", "stand", "double"]}
    result = play(["Ann"], cards, ["split", "stand"])
    hands = seat(result, "Ann")["hands"]
    assert [h["cards"] for h in hands] == [["K♥", "A♦"], ["J♣", "9♠"]]
    assert [h["natural"] for h in hands] == [False, False]
    assert [h["returned"] for h in hands] == [4, 4]
    assert seat(result, "Ann")["chips_after"] == 104


def test_2_split_aces_once_with_insurance_declined():
    """§2 Split aces once under an up ace after insurance is declined and no dealer natural."""
    # Deal: Ann A♠, up A♦, Ann A♥, hole 6♣ (soft 17: stands in classic).  insure 0; split:
    # A♠ + 9♦ = 20, A♥ + 5♣ = soft 16.  20 wins 4, 16 loses: 100 - 4 + 4 = 100.
    cards = ["A♠", "A♦", "A♥", "6♣", "9♦", "5♣", "10♠"]
    result = play(["Ann"], cards, ["insure 0", "split"])
    assert result["status"] == "complete"
    assert result["dealer"]["cards"] == ["A♦", "6♣"]
    hands = seat(result, "Ann")["hands"]
    assert [h["total"] for h in hands] == [20, 16]
    assert [h["outcome"] for h in hands] == ["win", "lose"]
    assert seat(result, "Ann")["chips_after"] == 100


def test_2_dealer_bust_busted_hand_already_lost_while_waiting():
    """§2 Every *live* hand wins a dealer bust: a busted hand shows 'lose' at once, even while waiting."""
    # Deal: Ann 10♠, Ben 10♣, up 10♦, Ann 6♥, Ben 8♥, hole 6♣.  Ann hits 9♣ -> 25: lost now.
    cards = ["10♠", "10♣", "10♦", "6♥", "8♥", "6♣", "9♣", "6♠"]
    waiting = play(["Ann", "Ben"], cards, ["hit"])
    assert waiting["status"] == "waiting"
    assert waiting["to_act"] == {"player": "Ben", "hand": 1, "legal": ["hit", "stand", "double"]}
    ann = seat(waiting, "Ann")
    assert (ann["hands"][0]["outcome"], ann["hands"][0]["returned"]) == ("lose", 0)
    assert ann["chips_after"] is None
    assert seat(waiting, "Ben")["hands"][0]["outcome"] is None
