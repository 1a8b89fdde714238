"""Hand-worked acceptance tests for RULES.md section 1 (profile ``switch``).

Every expected value below was worked out by hand from /work/shared/RULES.md and
/work/shared/SCENARIOS.md, never copied from the engine's output.

Deal order (RULES.md 1.3), one player:
    h1 first, h2 first, dealer up, h1 second, h2 second, dealer hole, then draws in play order.
Two players (Ann, Ben):
    A1, A2, B1, B2, up, A1', A2', B1', B2', hole, then draws in play order.
Chips: chips_after = chips_before - everything wagered + everything returned.
"""

from fractions import Fraction

import pytest
from replay_helpers import check, hands, illegal, replay_round, seat

import bjswitch_widgets

KS = ["keep", "switch"]
ALL_INSURANCE = ["insure 0 0", "insure 0 1", "insure 1 0", "insure 1 1"]


# --------------------------------------------------------------------------------------- helpers


def play(cards, actions=(), players=("Ann",), seed=5):
    """Replay one stacked `switch` round."""
    return replay_round("switch", cards, actions, players, seed)


# -------------------------------------------------------------------------- 1.1 Cards and values


def test_1_1_ace_counts_11_soft_17_then_1_hard_17():
    """1.1: an ace counts 11 unless that busts, then 1 (A+6 soft 17; A+6+10 hard 17)."""
    # deal: h1 A♠, h2 10♣, up 10♦, h1 6♥, h2 8♦, hole 7♣ (10+7 = 17, no natural); h1 hit 10♥
    cards = ["A♠", "10♣", "10♦", "6♥", "8♦", "7♣", "10♥"]
    r = play(cards, ["keep"])
    # A+6 = 11+6 = 17 (soft)
    check(hands(r)[0], cards=["A♠", "6♥"], total=17)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double"]}
    r = play(cards, ["keep", "hit"])
    # A+6+10: 11 would make 27 -> ace counts 1: 1+6+10 = 17 (hard), still asked
    check(hands(r)[0], cards=["A♠", "6♥", "10♥"], total=17, outcome=None)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"]}
    r = play(cards, ["keep", "hit", "stand", "stand"])
    # dealer 10+7 = hard 17 stands; h1 17 = 17 push (2 back); h2 10+8 = 18 > 17 win (4 back)
    # chips 100 - 2 - 2 + 2 + 4 = 102
    assert r["status"] == "complete"
    check(r["dealer"], cards=["10♦", "7♣"], total=17, natural=False)
    check(hands(r)[0], total=17, outcome="push", returned=2)
    check(hands(r)[1], cards=["10♣", "8♦"], total=18, outcome="win", returned=4)
    check(seat(r), chips_before=100, chips_after=102)


def test_1_1_ace_drops_to_1_when_11_would_bust():
    """1.1: an ace counts 11 unless that busts the hand, then 1 (A+5+9 = 15, not 25)."""
    # deal: h1 A♠, h2 10♣, up 9♠, h1 5♥, h2 8♦, hole 8♣; h1 hit 9♦
    cards = ["A♠", "10♣", "9♠", "5♥", "8♦", "8♣", "9♦"]
    r = play(cards, ["keep"])
    check(hands(r)[0], total=16)  # 11+5
    r = play(cards, ["keep", "hit"])
    # 11+5+9 = 25 would bust -> 1+5+9 = 15
    check(hands(r)[0], cards=["A♠", "5♥", "9♦"], total=15, outcome=None, returned=None)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"]}


def test_1_1_face_cards_count_ten():
    """1.1: 2–10 count their number; J, Q, K count 10."""
    # deal: h1 J♠, h2 K♣, up 9♠, h1 Q♥, h2 5♦, hole 8♣
    cards = ["J♠", "K♣", "9♠", "Q♥", "5♦", "8♣"]
    r = play(cards, ["keep", "stand", "stand"])
    # h1 J+Q = 20, h2 K+5 = 15, dealer 9+8 = 17 stands
    # h1 20 > 17 win 4; h2 15 < 17 lose 0; chips 100 - 4 + 4 = 100
    check(r["dealer"], cards=["9♠", "8♣"], total=17, natural=False)
    check(hands(r)[0], cards=["J♠", "Q♥"], total=20, outcome="win", returned=4)
    check(hands(r)[1], cards=["K♣", "5♦"], total=15, outcome="lose", returned=0)
    check(seat(r), chips_after=100)


def test_1_1_two_aces_make_12():
    """1.1: an ace counts 11 unless that busts the hand, then 1 (A+A = 11+1 = 12)."""
    # deal: h1 A♠, h2 9♣, up 7♦, h1 A♥, h2 9♦, hole 10♠
    cards = ["A♠", "9♣", "7♦", "A♥", "9♦", "10♠"]
    r = play(cards, ["keep"])
    check(hands(r)[0], cards=["A♠", "A♥"], total=12)
    check(hands(r)[1], cards=["9♣", "9♦"], total=18)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double", "split"]}


def test_1_1_bust_hand_loses_at_once():
    """1.1: a total above 21 is a bust: that hand loses at once, whatever the dealer does later."""
    # deal: h1 10♠, h2 9♣, up 8♦, h1 6♥, h2 9♥, hole 10♣; h1 hit K♦ -> 10+6+10 = 26
    cards = ["10♠", "9♣", "8♦", "6♥", "9♥", "10♣", "K♦"]
    r = play(cards, ["keep", "hit"])
    assert r["status"] == "waiting"
    # the bust already shows lose / 0 while the round is still waiting on hand 2
    check(hands(r)[0], cards=["10♠", "6♥", "K♦"], total=26, outcome="lose", returned=0)
    check(hands(r)[1], total=18, outcome=None, returned=None)
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": ["hit", "stand", "double", "split"]}
    check(r["dealer"], cards=["8♦", "??"], total=8)
    check(seat(r), chips_after=None)


def test_1_1_shoe_holds_six_copies_of_a_card():
    """1.1: shoe of 6 standard decks: each card exists 6 times (six 2♣ may be stacked)."""
    # deal: h1 2♣, h2 2♣, up 9♦, h1 2♣, h2 2♣, hole 8♦, then 2♣ 2♣ -> six 2♣ in all
    cards = ["2♣", "2♣", "9♦", "2♣", "2♣", "8♦", "2♣", "2♣"]
    r = play(cards)
    assert r["status"] == "waiting"
    check(hands(r)[0], cards=["2♣", "2♣"], total=4)
    check(hands(r)[1], cards=["2♣", "2♣"], total=4)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS}


def test_1_1_seventh_copy_of_a_card_is_an_error():
    """1.1: 6 decks hold six A♠; a seventh A♠ cannot be in the shoe (error)."""
    with pytest.raises(ValueError):
        play(["A♠"] * 7)


def test_1_1_full_shoe_of_312_cards_can_be_stacked():
    """1.1: shoe of 6 standard 52-card decks, no jokers: 312 cards (all of them may be stacked)."""
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    suits = ["♠", "♥", "♦", "♣"]
    deal = ["10♠", "10♣", "9♦", "7♥", "8♦", "8♣"]  # h1 10♠ 7♥ = 17, h2 10♣ 8♦ = 18, up 9♦, hole 8♣
    rest = [r + s for _ in range(6) for s in suits for r in ranks]
    for c in deal:
        rest.remove(c)
    cards = deal + rest
    assert len(cards) == 312
    r = play(cards, ["keep", "stand", "stand"])
    # rest starts with A♠ (not drawn: dealer 9+8 = 17 stands); 17 push 2, 18 win 4; chips 102
    check(r["dealer"], cards=["9♦", "8♣"], total=17)
    check(seat(r), chips_after=102)
    with pytest.raises(ValueError):
        play([*cards, "2♠"])


# ---------------------------------------------------------------------------- 1.2 Table and bets


def test_1_2_each_player_starts_with_100_and_bets_2_on_both_positions():
    """1.2: each player starts with 100 chips and bets 2 and 2 on the two positions of the box."""
    # deal: A1 9♠, A2 8♠, B1 7♠, B2 6♠, up 5♦, A1 2♥, A2 3♥, B1 4♥, B2 10♥, hole 10♦
    cards = ["9♠", "8♠", "7♠", "6♠", "5♦", "2♥", "3♥", "4♥", "10♥", "10♦"]
    r = play(cards, players=["Ann", "Ben"])
    assert r["status"] == "waiting"
    assert [p["name"] for p in r["players"]] == ["Ann", "Ben"]
    for name in ("Ann", "Ben"):
        p = seat(r, name)
        check(p, chips_before=100, chips_after=None)
        assert [h["position"] for h in p["hands"]] == [1, 2]
        assert [h["bet"] for h in p["hands"]] == [2, 2]
        assert "sitting_out" not in p
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS}


def test_1_2_six_seats_allowed():
    """1.2: a dealer and 1–6 players, seats numbered from the dealer's left."""
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
    firsts = ["2♠", "3♠", "4♠", "5♠", "6♠", "7♠", "2♥", "3♥", "4♥", "5♥", "6♥", "7♥"]
    seconds = ["2♣", "3♣", "4♣", "5♣", "6♣", "7♣", "2♦", "3♦", "4♦", "5♦", "6♦", "7♦"]
    r = play([*firsts, "9♦", *seconds, "8♦"], players=names)
    assert [p["name"] for p in r["players"]] == names
    # seat 1 Ann: 2♠ 2♣ / 3♠ 3♣; seat 4 Dan: 2♥ 2♦ / 3♥ 3♦; seat 6 Fay: 6♥ 6♦ / 7♥ 7♦
    assert [h["cards"] for h in hands(r, "Ann")] == [["2♠", "2♣"], ["3♠", "3♣"]]
    assert [h["cards"] for h in hands(r, "Dan")] == [["2♥", "2♦"], ["3♥", "3♦"]]
    assert [h["cards"] for h in hands(r, "Fay")] == [["6♥", "6♦"], ["7♥", "7♦"]]
    check(r["dealer"], cards=["9♦", "??"], total=9)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS}


def test_1_2_seven_players_is_an_error():
    """1.2: at most 6 players."""
    with pytest.raises(ValueError):
        play([], players=["P1", "P2", "P3", "P4", "P5", "P6", "P7"])


def test_1_2_no_player_is_an_error():
    """1.2: at least 1 player."""
    with pytest.raises(ValueError):
        play([], players=[])


def test_1_2_unaffordable_double_not_offered_and_illegal():
    """1.2: an option the player cannot afford (double with 1 free chip) is not offered."""
    # chips 5: bets 2+2 leave 1 free; a double needs 2
    # deal: h1 5♠, h2 10♣, up 9♦, h1 6♥, h2 7♣, hole 8♦
    cards = ["5♠", "10♣", "9♦", "6♥", "7♣", "8♦", "K♦"]
    ann = {"name": "Ann", "chips": 5}
    r = play(cards, ["keep"], players=[ann])
    check(seat(r), chips_before=5)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"]}
    with pytest.raises(ValueError, match=illegal(1, "double")):
        play(cards, ["keep", "double"], players=[ann])


def test_1_2_unaffordable_split_not_offered_and_illegal():
    """1.2: a split needs an equal extra bet covered by free chips; otherwise not offered."""
    # chips 5 -> 1 free chip; pair 8♠ 8♥ cannot be split (needs 2)
    cards = ["8♠", "10♣", "9♦", "8♥", "7♣", "8♦", "3♦", "3♣"]
    ann = {"name": "Ann", "chips": 5}
    r = play(cards, ["keep"], players=[ann])
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"]}
    with pytest.raises(ValueError, match=illegal(1, "split")):
        play(cards, ["keep", "split"], players=[ann])


def test_1_2_six_chips_cover_exactly_one_double():
    """1.2: extra wagers must be covered by remaining chips (6 chips: one double, no more)."""
    # deal: h1 5♠, h2 5♣, up 9♦, h1 6♥, h2 5♦, hole 8♦ (17); h1 double K♦ -> 21
    cards = ["5♠", "5♣", "9♦", "6♥", "5♦", "8♦", "K♦"]
    ann = {"name": "Ann", "chips": 6}
    r = play(cards, ["keep"], players=[ann])
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double"]}
    r = play(cards, ["keep", "double"], players=[ann])
    check(hands(r)[0], cards=["5♠", "6♥", "K♦"], total=21, doubled=True, bet=4)
    # 6 - 2 - 2 - 2 = 0 free: pair 5♣ 5♦ may be neither doubled nor split
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": ["hit", "stand"]}
    r = play(cards, ["keep", "double", "stand"], players=[ann])
    # dealer 9+8 = 17; h1 21 win -> 8 back; h2 10 lose; chips 6 - 6 + 8 = 8
    check(hands(r)[0], outcome="win", returned=8)
    check(hands(r)[1], total=10, outcome="lose", returned=0)
    check(seat(r), chips_before=6, chips_after=8)


def test_1_2_insurance_spent_reduces_chips_for_double():
    """1.2: extra wagers must be covered by the remaining chips (insurance spent first)."""
    # chips 6: bets 4 -> 2 free -> all four insurance choices; after insure 1 0 only 1 free
    # deal: h1 5♠, h2 10♣, up A♦, h1 6♥, h2 7♦, hole 7♣ (A+7 = 18, no natural)
    cards = ["5♠", "10♣", "A♦", "6♥", "7♦", "7♣", "K♦"]
    ann = {"name": "Ann", "chips": 6}
    r = play(cards, [], players=[ann])
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": ALL_INSURANCE}
    r = play(cards, ["insure 1 0", "keep"], players=[ann])
    check(seat(r), insurance=[1, 0], insurance_returned=0)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"]}


def test_1_2_hit_and_stand_always_offered():
    """1.2: hit and stand are always offered (even with no free chip)."""
    # chips 4: nothing free; pair 8♠ 8♥
    cards = ["8♠", "10♣", "9♦", "8♥", "7♣", "8♦", "3♦"]
    r = play(cards, ["keep"], players=[{"name": "Ann", "chips": 4}])
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"]}


# ---------------------------------------------------------------------------------- 1.3 The deal


def test_1_3_deal_order_one_player():
    """1.3: first cards h1, h2, dealer up; second cards h1, h2, dealer hole."""
    cards = ["2♠", "3♠", "9♦", "4♥", "5♥", "10♦"]
    r = play(cards)
    check(hands(r)[0], position=1, cards=["2♠", "4♥"], total=6)
    check(hands(r)[1], position=2, cards=["3♠", "5♥"], total=8)
    check(r["dealer"], cards=["9♦", "??"], total=9)
    r = play(cards, ["keep", "stand", "stand"])
    # hole 10♦ -> dealer 19 stands; 6 and 8 lose; chips 100 - 4 = 96
    check(r["dealer"], cards=["9♦", "10♦"], total=19, natural=False)
    check(seat(r), chips_after=96)


def test_1_3_deal_order_three_players_and_draws_in_play_order():
    """1.3: seat by seat from the dealer's left (seat 1 h1, seat 1 h2, seat 2 h1, ...)."""
    cards = [
        "2♠",
        "3♠",
        "4♠",
        "5♠",
        "6♠",
        "7♠",
        "9♦",  # first cards A1 A2 B1 B2 C1 C2, up
        "2♥",
        "3♥",
        "4♥",
        "5♥",
        "6♥",
        "7♥",
        "8♦",  # second cards, hole (9+8 = 17)
        "10♣",  # Ann h1 hit: 2+2+10 = 14
        "2♦",  # Ben h1 (after switch 4♠5♥ = 9) doubles: 11
        "3♦",  # Cat h2 7+7 = 14 hit: 17
    ]
    actions = [
        "keep",
        "hit",
        "stand",
        "stand",
        "switch",
        "double",
        "stand",
        "keep",
        "stand",
        "hit",
        "stand",
    ]
    r = play(cards, actions, players=["Ann", "Ben", "Cat"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["9♦", "8♦"], total=17)
    a, b, c = hands(r, "Ann"), hands(r, "Ben"), hands(r, "Cat")
    check(a[0], cards=["2♠", "2♥", "10♣"], total=14, outcome="lose", returned=0)
    check(a[1], cards=["3♠", "3♥"], total=6, outcome="lose", returned=0)
    check(
        b[0],
        cards=["4♠", "5♥", "2♦"],
        total=11,
        switched=True,
        doubled=True,
        bet=4,
        outcome="lose",
        returned=0,
    )
    check(b[1], cards=["5♠", "4♥"], total=9, switched=True, outcome="lose", returned=0)
    check(c[0], cards=["6♠", "6♥"], total=12, outcome="lose", returned=0)
    check(c[1], cards=["7♠", "7♥", "3♦"], total=17, outcome="push", returned=2)
    # Ann 100-4 = 96; Ben 100-2-2-2 = 94; Cat 100-4+2 = 98
    check(seat(r, "Ann"), chips_after=96)
    check(seat(r, "Ben"), chips_after=94)
    check(seat(r, "Cat"), chips_after=98)


# ---------------------------------------------------------------------------------- 1.4 Naturals


def test_1_4_kept_ace_ten_in_either_order_is_natural():
    """1.4: a natural is the original ace plus ten-value on an unswitched, unsplit position."""
    # deal: h1 A♠, h2 Q♣, up 9♦, h1 K♥, h2 A♦, hole 5♣ (14)
    cards = ["A♠", "Q♣", "9♦", "K♥", "A♦", "5♣", "10♠", "10♥"]
    r = play(cards)
    check(hands(r)[0], total=21, natural=True)
    check(hands(r)[1], total=21, natural=True)
    # a natural may still be switched away, so the choice is still asked
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS}
    r = play(cards, ["keep"])
    # only naturals left -> dealer reveals, draws nothing (14); each natural wins 1:1 -> 4
    # chips 100 - 4 + 8 = 104
    assert r["status"] == "complete"
    check(r["dealer"], cards=["9♦", "5♣"], total=14, natural=False)
    check(hands(r)[0], cards=["A♠", "K♥"], natural=True, switched=False, outcome="win", returned=4)
    check(hands(r)[1], cards=["Q♣", "A♦"], natural=True, switched=False, outcome="win", returned=4)
    check(seat(r), chips_after=104)


def test_1_4_three_card_21_is_not_natural():
    """1.4: a natural is the original two cards only; it is the only 21 with natural status."""
    # deal: h1 5♠, h2 10♣, up 9♦, h1 6♥, h2 10♥, hole 8♣ (17); h1 hit K♦ -> 21
    cards = ["5♠", "10♣", "9♦", "6♥", "10♥", "8♣", "K♦"]
    r = play(cards, ["keep", "hit", "stand"])
    check(hands(r)[0], cards=["5♠", "6♥", "K♦"], total=21, natural=False, outcome="win", returned=4)


def test_1_4_switched_ace_ten_is_not_natural():
    """1.4: ace plus ten on a position that was switched is not a natural."""
    # deal: h1 A♠, h2 9♣, up 9♦, h1 5♥, h2 K♦, hole 7♣; switch -> A♠ K♦ / 9♣ 5♥
    cards = ["A♠", "9♣", "9♦", "5♥", "K♦", "7♣", "3♠", "6♠"]
    r = play(cards, ["switch"])
    check(hands(r)[0], cards=["A♠", "K♦"], total=21, natural=False, switched=True)


def test_1_4_split_ace_ten_is_not_natural():
    """1.4: ace plus ten on a position that was split is not a natural."""
    # deal: h1 A♠, h2 10♣, up 9♦, h1 A♥, h2 7♦, hole 8♣; split aces get K♦ and Q♠
    cards = ["A♠", "10♣", "9♦", "A♥", "7♦", "8♣", "K♦", "Q♠"]
    r = play(cards, ["keep", "split"])
    check(hands(r)[0], cards=["A♠", "K♦"], total=21, natural=False)
    check(hands(r)[1], cards=["A♥", "Q♠"], total=21, natural=False)


# --------------------------------------------------------------------------------- 1.5 Insurance

# deal: h1 9♠, h2 8♠, up A♦, h1 7♥ (16), h2 9♥ (17), hole ...
INS = ["9♠", "8♠", "A♦", "7♥", "9♥"]


def test_1_5_insurance_offered_on_up_ace_with_every_choice():
    """1.5: insurance only when the up card is an ace; 0 or 1 on each position."""
    r = play([*INS, "7♣"])
    assert r["status"] == "waiting"
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": ALL_INSURANCE}
    check(r["dealer"], cards=["A♦", "??"], total=11)
    check(seat(r), insurance_returned=None, chips_after=None)
    check(hands(r)[0], outcome=None, returned=None)


def test_1_5_insurance_pays_2_to_1_on_dealer_natural():
    """1.5: insurance pays 2:1 if the dealer has a natural."""
    r = play([*INS, "K♣"], ["insure 1 1"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["A♦", "K♣"], total=21, natural=True)
    # insurance 1+1 = 2 -> returned 3*2 = 6; both hands lose
    # chips 100 - 4 - 2 + 6 = 100
    check(seat(r), insurance=[1, 1], insurance_returned=6, chips_after=100)
    check(hands(r)[0], outcome="lose", returned=0)
    check(hands(r)[1], outcome="lose", returned=0)


def test_1_5_insurance_on_one_position_pays_3():
    """1.5: per position up to half of that position's bet; pays 2:1 (1 chip -> 3 back)."""
    r = play([*INS, "Q♣"], ["insure 0 1"])
    # chips 100 - 4 - 1 + 3 = 98
    check(seat(r), insurance=[0, 1], insurance_returned=3, chips_after=98)


def test_1_5_insurance_lost_at_once_without_dealer_natural():
    """1.5/1.6: insurance is lost if the dealer has no natural (lost at once, play goes on)."""
    cards = [*INS, "7♣"]  # dealer A+7 = soft 18
    r = play(cards, ["insure 1 1"])
    assert r["status"] == "waiting"
    check(seat(r), insurance=[1, 1], insurance_returned=0)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS}
    r = play(cards, ["insure 1 1", "keep", "stand", "stand"])
    # dealer soft 18 stands; 16 and 17 lose; chips 100 - 4 - 2 = 94
    check(r["dealer"], cards=["A♦", "7♣"], total=18, natural=False)
    check(seat(r), insurance=[1, 1], insurance_returned=0, chips_after=94)


def test_1_5_insurance_asked_per_player_in_seat_order():
    """1.5: offered to each player in seat order, before the switch."""
    # deal: A1 9♠, A2 8♠, B1 10♥, B2 6♣, up A♦, A1 7♥, A2 9♥, B1 5♦, B2 10♠, hole 7♣
    cards = ["9♠", "8♠", "10♥", "6♣", "A♦", "7♥", "9♥", "5♦", "10♠", "7♣"]
    players = ["Ann", "Ben"]
    r = play(cards, [], players=players)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": ALL_INSURANCE}
    r = play(cards, ["insure 1 0"], players=players)
    assert r["to_act"] == {"player": "Ben", "hand": None, "legal": ALL_INSURANCE}
    r = play(cards, ["insure 1 0", "insure 0 0"], players=players)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS}
    check(seat(r, "Ann"), insurance=[1, 0], insurance_returned=0)
    check(seat(r, "Ben"), insurance=[0, 0], insurance_returned=0)


def test_1_5_insurance_above_half_the_bet_is_illegal():
    """1.5: per position up to half of the bet (2), in whole chips: here 0 or 1."""
    with pytest.raises(ValueError, match=illegal(0, "insur")):
        play([*INS, "7♣"], ["insure 2 0"])


def test_1_5_insurance_total_limited_by_free_chips():
    """1.5: the total must be covered by the player's free chips (chips 5 -> 1 free)."""
    ann = {"name": "Ann", "chips": 5}
    r = play([*INS, "7♣"], [], players=[ann])
    assert r["to_act"] == {
        "player": "Ann",
        "hand": None,
        "legal": ["insure 0 0", "insure 0 1", "insure 1 0"],
    }
    with pytest.raises(ValueError, match=illegal(0, "insur")):
        play([*INS, "7♣"], ["insure 1 1"], players=[ann])


def test_1_5_player_who_can_afford_no_insurance_is_not_asked():
    """1.5: a player who can afford no insurance is not asked (chips 4 -> nothing free)."""
    ann = {"name": "Ann", "chips": 4}
    r = play([*INS, "7♣"], [], players=[ann])
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS}
    check(seat(r), insurance=[0, 0], insurance_returned=0)
    with pytest.raises(ValueError, match=illegal(0, "insur")):
        play([*INS, "7♣"], ["insure 0 0"], players=[ann])


def test_1_5_unasked_player_skipped_next_seat_asked():
    """1.5: a player who can afford none is not asked; the next player in seat order is."""
    cards = ["9♠", "8♠", "10♥", "6♣", "A♦", "7♥", "9♥", "5♦", "10♠", "7♣"]
    r = play(cards, [], players=[{"name": "Ann", "chips": 4}, "Ben"])
    assert r["to_act"] == {"player": "Ben", "hand": None, "legal": ALL_INSURANCE}


def test_1_5_insurance_only_on_up_ace():
    """1.5: insurance only when the up card is an ace (up 10: 'insure' is illegal)."""
    # deal: h1 9♠, h2 8♠, up 10♦, h1 7♥, h2 9♥, hole 7♣ (no natural)
    cards = ["9♠", "8♠", "10♦", "7♥", "9♥", "7♣"]
    r = play(cards)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS}
    with pytest.raises(ValueError, match=illegal(0, "insur")):
        play(cards, ["insure 0 0"])


def test_1_5_natural_pushes_and_insurance_paid():
    """1.5/1.6: insurance paid 2:1 on the dealer natural; an original natural pushes."""
    # deal: h1 A♠, h2 9♠, up A♦, h1 K♥, h2 8♥, hole Q♣
    cards = ["A♠", "9♠", "A♦", "K♥", "8♥", "Q♣"]
    r = play(cards, ["insure 1 1"])
    # h1 push 2, h2 lose 0, insurance 2 -> 6; chips 100 - 4 - 2 + 2 + 6 = 102
    check(hands(r)[0], natural=True, outcome="push", returned=2)
    check(hands(r)[1], natural=False, outcome="lose", returned=0)
    check(seat(r), insurance=[1, 1], insurance_returned=6, chips_after=102)


# ---------------------------------------------------------------------------------- 1.6 The peek


def test_1_6_ten_up_dealer_natural_ends_round_at_once():
    """1.6: dealer natural ends the round at once; all lose except an original natural (push)."""
    # deal: h1 A♠, h2 9♣, up 10♦, h1 K♥, h2 8♦, hole A♣
    cards = ["A♠", "9♣", "10♦", "K♥", "8♦", "A♣"]
    r = play(cards, [])
    assert r["status"] == "complete"
    assert "to_act" not in r or r["to_act"] is None
    check(r["dealer"], cards=["10♦", "A♣"], total=21, natural=True)
    check(hands(r)[0], cards=["A♠", "K♥"], natural=True, switched=False, outcome="push", returned=2)
    check(hands(r)[1], cards=["9♣", "8♦"], total=17, outcome="lose", returned=0)
    # no insurance on a ten; chips 100 - 4 + 2 = 98
    check(seat(r), insurance=[0, 0], insurance_returned=0, chips_after=98)


def test_1_6_face_card_up_peeks_two_players():
    """1.6: with a ten-value up card (K) the dealer checks the hole card too."""
    # deal: A1 10♠, A2 A♣, B1 Q♠, B2 7♣, up K♦, A1 9♥, A2 5♦, B1 A♠, B2 7♥, hole A♦
    cards = ["10♠", "A♣", "Q♠", "7♣", "K♦", "9♥", "5♦", "A♠", "7♥", "A♦"]
    r = play(cards, [], players=["Ann", "Ben"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["K♦", "A♦"], total=21, natural=True)
    check(hands(r, "Ann")[0], outcome="lose", returned=0)
    check(hands(r, "Ann")[1], outcome="lose", returned=0)
    check(hands(r, "Ben")[0], cards=["Q♠", "A♠"], natural=True, outcome="push", returned=2)
    check(hands(r, "Ben")[1], outcome="lose", returned=0)
    # Ann 100 - 4 = 96; Ben 100 - 4 + 2 = 98
    check(seat(r, "Ann"), chips_after=96)
    check(seat(r, "Ben"), chips_after=98)


def test_1_6_no_decision_after_dealer_natural():
    """1.6: the peek comes before any switch or other decision (nothing left to decide)."""
    cards = ["A♠", "9♣", "10♦", "K♥", "8♦", "A♣"]
    with pytest.raises(ValueError, match=illegal(0, "keep")):
        play(cards, ["keep"])


def test_1_6_no_dealer_natural_play_goes_on():
    """1.6: no dealer natural: play goes on (hole card stays hidden)."""
    # deal: h1 9♠, h2 8♠, up 10♦, h1 7♥, h2 9♥, hole 9♣ (19)
    r = play(["9♠", "8♠", "10♦", "7♥", "9♥", "9♣"], [])
    assert r["status"] == "waiting"
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS}
    check(r["dealer"], cards=["10♦", "??"], total=10)
    check(seat(r), insurance_returned=0)


def test_1_6_ace_up_dealer_natural_after_declined_insurance():
    """1.6: after insurance the dealer peeks; a dealer natural ends the round."""
    r = play([*INS, "J♣"], ["insure 0 0"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["A♦", "J♣"], total=21, natural=True)
    check(hands(r)[0], outcome="lose", returned=0)
    check(hands(r)[1], outcome="lose", returned=0)
    check(seat(r), insurance=[0, 0], insurance_returned=0, chips_after=96)


# -------------------------------------------------------------------------------- 1.7 The switch

# worked example deal: h1 5♠, h2 10♣, up 9♣, h1 10♥, h2 6♥, hole 7♦, then K♦, 6♦
EXAMPLE = ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]


def test_1_7_switch_exchanges_only_the_second_cards():
    """1.7: switch exchanges the second cards of the two positions; first cards never move."""
    r = play(EXAMPLE, ["switch"])
    check(hands(r)[0], position=1, cards=["5♠", "6♥"], total=11, switched=True, natural=False)
    check(hands(r)[1], position=2, cards=["10♣", "10♥"], total=20, switched=True, natural=False)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double"]}


def test_1_7_keep_leaves_cards_unswitched():
    """1.7: keep both hands: nothing moves and no position is marked switched."""
    r = play(EXAMPLE, [])
    check(hands(r)[0], cards=["5♠", "10♥"], switched=False)
    check(hands(r)[1], cards=["10♣", "6♥"], switched=False)
    r = play(EXAMPLE, ["keep"])
    check(hands(r)[0], cards=["5♠", "10♥"], total=15, switched=False)
    check(hands(r)[1], cards=["10♣", "6♥"], total=16, switched=False)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double"]}


def test_1_7_choice_at_start_of_each_turn_never_with_another_player():
    """1.7: each player chooses keep/switch at their turn's start; never with another player."""
    # deal: A1 10♠, A2 9♠, B1 8♠, B2 7♠, up 6♦, A1 2♥, A2 3♥, B1 4♥, B2 5♥, hole 10♦
    cards = ["10♠", "9♠", "8♠", "7♠", "6♦", "2♥", "3♥", "4♥", "5♥", "10♦"]
    players = ["Ann", "Ben"]
    r = play(cards, [], players=players)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS}
    r = play(cards, ["switch", "stand", "stand"], players=players)
    assert r["to_act"] == {"player": "Ben", "hand": None, "legal": KS}
    check(hands(r, "Ann")[0], cards=["10♠", "3♥"], total=13, switched=True)
    check(hands(r, "Ann")[1], cards=["9♠", "2♥"], total=11, switched=True)
    check(hands(r, "Ben")[0], cards=["8♠", "4♥"], switched=False)
    check(hands(r, "Ben")[1], cards=["7♠", "5♥"], switched=False)


@pytest.mark.parametrize("word", ["hit", "stand", "double"])
def test_1_7_choice_comes_before_any_other_decision(word):
    """1.7: the choice comes before any hit, split or double on either hand."""
    with pytest.raises(ValueError, match=illegal(0, word)):
        play(EXAMPLE, [word])


def test_1_7_split_before_choice_is_illegal():
    """1.7: the choice comes before any split."""
    cards = ["8♠", "10♣", "9♦", "8♥", "7♦", "8♣", "3♦", "3♣"]
    with pytest.raises(ValueError, match=illegal(0, "split")):
        play(cards, ["split"])


def test_1_7_switch_after_a_hit_is_illegal():
    """1.7: after the choice (and any hit) no switch is possible."""
    # deal: h1 2♠, h2 10♣, up 9♦, h1 3♥, h2 7♦, hole 9♣; hit 4♦ -> 9
    cards = ["2♠", "10♣", "9♦", "3♥", "7♦", "9♣", "4♦", "5♠"]
    with pytest.raises(ValueError, match=illegal(2, "switch")):
        play(cards, ["keep", "hit", "switch"])


@pytest.mark.parametrize("first", ["keep", "switch"])
def test_1_7_exactly_one_choice(first):
    """1.7: each player makes exactly one choice; after it no switch is possible."""
    with pytest.raises(ValueError, match=illegal(1, "switch")):
        play(EXAMPLE, [first, "switch"])


def test_1_7_switched_ace_ten_is_ordinary_21_and_pushes_dealer_22():
    """1.7/1.10: an ace plus ten made by switching is an ordinary 21; it pushes a dealer 22."""
    # deal: h1 A♠, h2 9♣, up 9♦, h1 5♥, h2 K♦, hole 7♣ (16)
    # switch -> h1 A♠ K♦ = 21 (stops by itself), h2 9♣ 5♥ = 14, hit 3♠ -> 17; dealer draws 6♠ -> 22
    cards = ["A♠", "9♣", "9♦", "5♥", "K♦", "7♣", "3♠", "6♠"]
    r = play(cards, ["switch"])
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": ["hit", "stand", "double"]}
    r = play(cards, ["switch", "hit", "stand"])
    check(r["dealer"], cards=["9♦", "7♣", "6♠"], total=22, natural=False)
    check(
        hands(r)[0],
        cards=["A♠", "K♦"],
        total=21,
        natural=False,
        switched=True,
        outcome="push",
        returned=2,
    )
    check(
        hands(r)[1], cards=["9♣", "5♥", "3♠"], total=17, switched=True, outcome="push", returned=2
    )
    # chips 100 - 4 + 2 + 2 = 100
    check(seat(r), chips_after=100)


def test_1_7_switched_ace_ten_pushes_dealer_21():
    """1.10: a switched 21 pushes against a dealer 21."""
    # as above; h2 9♣ 5♥ = 14 stands; dealer 16 draws 5♠ -> 21
    cards = ["A♠", "9♣", "9♦", "5♥", "K♦", "7♣", "5♠", "10♠"]
    r = play(cards, ["switch", "stand"])
    check(r["dealer"], cards=["9♦", "7♣", "5♠"], total=21, natural=False)
    check(hands(r)[0], total=21, natural=False, outcome="push", returned=2)
    check(hands(r)[1], total=14, outcome="lose", returned=0)
    # chips 100 - 4 + 2 = 98
    check(seat(r), chips_after=98)


def test_1_7_identical_second_cards_still_marked_switched():
    """1.7 Decision: switch marks both positions switched, even with identical second cards."""
    # deal: h1 9♠, h2 10♣, up 8♦, h1 7♥, h2 7♥, hole 9♣
    cards = ["9♠", "10♣", "8♦", "7♥", "7♥", "9♣", "2♠"]
    r = play(cards, ["switch"])
    check(hands(r)[0], cards=["9♠", "7♥"], total=16, switched=True)
    check(hands(r)[1], cards=["10♣", "7♥"], total=17, switched=True)


def test_1_7_kept_natural_wins_1_to_1_against_dealer_21():
    """1.7/1.10: a kept natural keeps its status and wins 1:1 against a dealer 21."""
    # deal: h1 A♠, h2 10♣, up 9♥, h1 K♥, h2 9♦, hole 7♣ (16); h2 stands 19; dealer draws 5♦ -> 21
    cards = ["A♠", "10♣", "9♥", "K♥", "9♦", "7♣", "5♦", "10♠"]
    r = play(cards, ["keep", "stand"])
    check(r["dealer"], cards=["9♥", "7♣", "5♦"], total=21)
    check(hands(r)[0], natural=True, switched=False, outcome="win", returned=4)
    check(hands(r)[1], total=19, outcome="lose", returned=0)
    # chips 100 - 4 + 4 = 100
    check(seat(r), chips_after=100)


def test_1_7_kept_natural_wins_1_to_1_against_dealer_22():
    """1.10/1.12: an original natural wins 1:1 against dealer 22 (returned 4 on bet 2)."""
    cards = ["A♠", "10♣", "9♥", "K♥", "9♦", "7♣", "6♦", "10♠"]
    r = play(cards, ["keep", "stand"])
    check(r["dealer"], cards=["9♥", "7♣", "6♦"], total=22)
    check(hands(r)[0], natural=True, outcome="win", returned=4)
    check(hands(r)[1], total=19, outcome="push", returned=2)
    # chips 100 - 4 + 4 + 2 = 102
    check(seat(r), chips_after=102)


def test_1_7_natural_may_be_switched_away():
    """1.7: switching a natural away is allowed."""
    # deal: h1 A♠, h2 9♣, up 8♦, h1 K♥, h2 2♦, hole 9♠; switch -> A♠ 2♦ = 13, 9♣ K♥ = 19
    cards = ["A♠", "9♣", "8♦", "K♥", "2♦", "9♠", "5♣", "3♣"]
    r = play(cards, ["switch"])
    check(hands(r)[0], cards=["A♠", "2♦"], total=13, natural=False, switched=True)
    check(hands(r)[1], cards=["9♣", "K♥"], total=19, natural=False, switched=True)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double"]}


# ------------------------------------------------------------------------- 1.8 Playing the hands


def test_1_8_hand_1_then_hand_2_and_hit_decides_again():
    """1.8: the player completes hand 1, then hand 2; hit: take one card, decide again."""
    # deal: h1 2♠, h2 10♣, up 9♦, h1 3♥, h2 7♦, hole 9♣ (18); hits 4♦, 5♠
    cards = ["2♠", "10♣", "9♦", "3♥", "7♦", "9♣", "4♦", "5♠"]
    r = play(cards, ["keep", "hit"])
    check(hands(r)[0], cards=["2♠", "3♥", "4♦"], total=9)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"]}
    r = play(cards, ["keep", "hit", "hit", "stand"])
    check(hands(r)[0], cards=["2♠", "3♥", "4♦", "5♠"], total=14)
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": ["hit", "stand", "double"]}
    r = play(cards, ["keep", "hit", "hit", "stand", "stand"])
    # dealer 18; 14 and 17 lose; chips 96
    check(r["dealer"], cards=["9♦", "9♣"], total=18)
    check(seat(r), chips_after=96)


def test_1_8_drawn_21_stops_automatically():
    """1.8: any hand that reaches 21 stops drawing automatically (drawn 21)."""
    # deal: h1 5♠, h2 10♣, up 9♦, h1 6♥, h2 7♦, hole 9♣ (18); hit K♦ -> 21
    cards = ["5♠", "10♣", "9♦", "6♥", "7♦", "9♣", "K♦"]
    r = play(cards, ["keep", "hit"])
    check(hands(r)[0], cards=["5♠", "6♥", "K♦"], total=21, outcome=None)
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": ["hit", "stand", "double"]}
    r = play(cards, ["keep", "hit", "stand"])
    # 21 > 18 win 4; 17 < 18 lose; chips 100 - 4 + 4 = 100
    check(hands(r)[0], outcome="win", returned=4)
    check(hands(r)[1], outcome="lose", returned=0)
    check(seat(r), chips_after=100)


def test_1_8_soft_21_of_three_cards_stops_automatically():
    """1.8: any hand that reaches 21 stops drawing automatically (A+A+9 = 21)."""
    cards = ["A♣", "10♣", "9♦", "A♦", "7♦", "9♣", "9♠"]
    r = play(cards, ["keep", "hit"])
    check(hands(r)[0], cards=["A♣", "A♦", "9♠"], total=21)
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": ["hit", "stand", "double"]}


def test_1_8_kept_natural_asks_nothing():
    """1.8: a natural stops drawing automatically: play moves straight to hand 2."""
    cards = ["A♠", "10♣", "9♦", "K♥", "7♦", "9♣", "3♠"]
    r = play(cards, ["keep"])
    check(hands(r)[0], total=21, natural=True, outcome=None)
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": ["hit", "stand", "double"]}


def test_1_8_double_adds_bet_takes_one_card_and_stands():
    """1.8: double: add a bet equal to the hand's bet, take exactly one card, and stand."""
    # deal: h1 5♠, h2 10♣, up 10♦, h1 4♥, h2 8♦, hole 7♣ (17); double 2♦ -> 11
    cards = ["5♠", "10♣", "10♦", "4♥", "8♦", "7♣", "2♦"]
    r = play(cards, ["keep", "double"])
    check(hands(r)[0], cards=["5♠", "4♥", "2♦"], total=11, doubled=True, bet=4)
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": ["hit", "stand", "double"]}
    r = play(cards, ["keep", "double", "stand"])
    # 11 < 17 lose (4 lost); 18 > 17 win 4; chips 100 - 2 - 2 - 2 + 4 = 98
    check(hands(r)[0], outcome="lose", returned=0, bet=4)
    check(hands(r)[1], outcome="win", returned=4, bet=2, doubled=False)
    check(seat(r), chips_after=98)


def test_1_8_double_on_three_cards_is_illegal():
    """1.8: double only on a hand of exactly two cards."""
    cards = ["2♠", "10♣", "9♦", "3♥", "7♦", "9♣", "4♦", "5♠"]
    with pytest.raises(ValueError, match=illegal(2, "double")):
        play(cards, ["keep", "hit", "double"])


def test_1_8_ten_value_pair_may_be_doubled_or_split():
    """1.8: double on any two cards; any two ten-value cards (K+J) count as a pair for split."""
    # deal: h1 J♠, h2 9♣, up 7♦, h1 K♥, h2 8♦, hole 10♠ (17); split: J♠ gets 9♥
    cards = ["J♠", "9♣", "7♦", "K♥", "8♦", "10♠", "9♥", "5♣"]
    r = play(cards, ["keep"])
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double", "split"]}
    r = play(cards, ["keep", "split"])
    hs = hands(r)
    assert len(hs) == 3
    check(hs[0], position=1, cards=["J♠", "9♥"], total=19, bet=2, natural=False)
    check(hs[1], position=1, cards=["K♥"], total=10, bet=2)
    check(hs[2], position=2, cards=["9♣", "8♦"], total=17)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double"]}


def test_1_8_split_of_unequal_values_is_illegal():
    """1.8: split needs two cards of equal value (10 and 9 are not a pair)."""
    cards = ["10♠", "10♣", "9♦", "9♥", "7♦", "9♣", "2♠", "3♠"]
    with pytest.raises(ValueError, match=illegal(1, "split")):
        play(cards, ["keep", "split"])


def test_1_8_split_second_cards_dealt_in_turn_and_double_after_split():
    """1.8 Decision: first split hand gets its 2nd card at once, the next in turn; DAS."""
    # deal: h1 8♠, h2 10♣, up 7♦, h1 8♥, h2 9♦, hole 10♠ (17)
    # split: 8♠ gets 3♣ (11), doubles K♥ (21); then 8♥ gets 2♦ (10), hits 9♠ (19); h2 19 stands
    cards = ["8♠", "10♣", "7♦", "8♥", "9♦", "10♠", "3♣", "K♥", "2♦", "9♠"]
    r = play(cards, ["keep", "split"])
    hs = hands(r)
    check(hs[0], position=1, cards=["8♠", "3♣"], total=11)
    check(hs[1], position=1, cards=["8♥"], total=8)
    check(hs[2], position=2, cards=["10♣", "9♦"], total=19)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double"]}
    r = play(cards, ["keep", "split", "double"])
    hs = hands(r)
    check(hs[0], cards=["8♠", "3♣", "K♥"], total=21, doubled=True, bet=4)
    check(hs[1], cards=["8♥", "2♦"], total=10)
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": ["hit", "stand", "double"]}
    r = play(cards, ["keep", "split", "double", "hit", "stand", "stand"])
    hs = hands(r)
    check(r["dealer"], cards=["7♦", "10♠"], total=17)
    # 21 win 8 (bet 4), 19 win 4, 19 win 4
    check(hs[0], position=1, total=21, natural=False, outcome="win", returned=8)
    check(hs[1], position=1, cards=["8♥", "2♦", "9♠"], total=19, bet=2, outcome="win", returned=4)
    check(hs[2], position=2, total=19, outcome="win", returned=4)
    # wagered 2+2 (bets) + 2 (split) + 2 (double) = 8; returned 16; chips 100 - 8 + 16 = 108
    check(seat(r), chips_after=108)


def test_1_8_resplit_up_to_four_hands_fifth_is_illegal():
    """1.8: non-ace pairs may be resplit up to 4 hands from each original position."""
    # deal: h1 8♠, h2 10♣, up 9♦, h1 8♥, h2 7♦, hole 7♣
    # split 1: 8♠ gets 8♦; split 2: 8♠ gets 8♣; split 3: 8♠ gets 8♠ (4 hands, a 5th is refused)
    cards = ["8♠", "10♣", "9♦", "8♥", "7♦", "7♣", "8♦", "8♣", "8♠", "10♥", "10♠", "3♥", "10♦", "6♣"]
    r = play(cards, ["keep", "split", "split", "split"])
    hs = hands(r)
    assert [h["position"] for h in hs] == [1, 1, 1, 1, 2]
    assert [h["cards"] for h in hs] == [["8♠", "8♠"], ["8♣"], ["8♦"], ["8♥"], ["10♣", "7♦"]]
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double"]}
    with pytest.raises(ValueError, match=illegal(4, "split")):
        play(cards, ["keep", "split", "split", "split", "split"])


def test_1_8_both_positions_split_hand_index_in_table_order():
    """1.8: split hands are played left to right, each to completion, then hand 2."""
    # deal: h1 8♠, h2 9♣, up 10♦, h1 8♥, h2 9♥, hole 7♣ (17)
    # 8♠+10♠ = 18, 8♥+10♥ = 18, 9♣+10♣ = 19, 9♥+K♦ = 19
    cards = ["8♠", "9♣", "10♦", "8♥", "9♥", "7♣", "10♠", "10♥", "10♣", "K♦"]
    r = play(cards, ["keep", "split", "stand", "stand"])
    assert r["to_act"] == {"player": "Ann", "hand": 3, "legal": ["hit", "stand", "double", "split"]}
    r = play(cards, ["keep", "split", "stand", "stand", "split"])
    assert r["to_act"] == {"player": "Ann", "hand": 3, "legal": ["hit", "stand", "double"]}
    r = play(cards, ["keep", "split", "stand", "stand", "split", "stand"])
    assert r["to_act"] == {"player": "Ann", "hand": 4, "legal": ["hit", "stand", "double"]}
    r = play(cards, ["keep", "split", "stand", "stand", "split", "stand", "stand"])
    hs = hands(r)
    assert [h["position"] for h in hs] == [1, 1, 2, 2]
    assert [h["cards"] for h in hs] == [["8♠", "10♠"], ["8♥", "10♥"], ["9♣", "10♣"], ["9♥", "K♦"]]
    assert [h["total"] for h in hs] == [18, 18, 19, 19]
    assert [h["outcome"] for h in hs] == ["win"] * 4
    assert [h["returned"] for h in hs] == [4] * 4
    # wagered 4 hands x 2 = 8, returned 16; chips 108
    check(seat(r), chips_after=108)


def test_1_8_split_aces_one_card_each_and_stand():
    """1.8: split aces: each ace receives one card (first hand, then second) and stands."""
    # deal: h1 A♠, h2 10♣, up 9♦, h1 A♥, h2 7♦, hole 8♣ (17); aces get K♦ then 5♠
    cards = ["A♠", "10♣", "9♦", "A♥", "7♦", "8♣", "K♦", "5♠"]
    r = play(cards, ["keep", "split"])
    hs = hands(r)
    check(hs[0], position=1, cards=["A♠", "K♦"], total=21, natural=False, outcome=None)
    check(hs[1], position=1, cards=["A♥", "5♠"], total=16, natural=False, outcome=None)
    check(hs[2], position=2, cards=["10♣", "7♦"], total=17)
    assert r["to_act"] == {"player": "Ann", "hand": 3, "legal": ["hit", "stand", "double"]}
    r = play(cards, ["keep", "split", "stand"])
    hs = hands(r)
    # dealer 17: 21 win 4, 16 lose, 17 push 2; chips 100 - 6 + 6 = 100
    check(hs[0], outcome="win", returned=4, bet=2)
    check(hs[1], outcome="lose", returned=0, bet=2)
    check(hs[2], outcome="push", returned=2)
    check(seat(r), chips_after=100)


# deal: h1 A♠, h2 A♦, up 9♦, h1 A♥, h2 K♣ (natural), hole 8♣ (17); split aces get A♣ and 9♥
SPLIT_ACES = ["A♠", "A♦", "9♦", "A♥", "K♣", "8♣", "A♣", "9♥", "5♠"]


def test_1_8_split_ace_receiving_an_ace_is_not_resplit():
    """1.8: split aces only once per position: no resplit, no hit, no double."""
    r = play(SPLIT_ACES, ["keep", "split"])
    assert r["status"] == "complete"
    hs = hands(r)
    # 1a A+A = 12 stands, 1b A+9 = 20, h2 natural; dealer 9+8 = 17
    check(hs[0], position=1, cards=["A♠", "A♣"], total=12, outcome="lose", returned=0)
    check(hs[1], position=1, cards=["A♥", "9♥"], total=20, outcome="win", returned=4)
    check(hs[2], position=2, cards=["A♦", "K♣"], natural=True, outcome="win", returned=4)
    check(r["dealer"], cards=["9♦", "8♣"], total=17)
    # wagered 2+2+2 = 6, returned 8; chips 102
    check(seat(r), chips_after=102)


@pytest.mark.parametrize("word", ["split", "hit", "double"])
def test_1_8_no_resplit_hit_or_double_on_split_aces(word):
    """1.8: split aces: no hit, no double, no resplit (the round is already over)."""
    with pytest.raises(ValueError, match=illegal(2, word)):
        play(SPLIT_ACES, ["keep", "split", word])


def test_1_8_21_on_split_aces_is_ordinary():
    """1.8: 21 on a split hand is always ordinary (pushes a dealer 21)."""
    # deal: h1 A♠, h2 10♣, up 9♠, h1 A♥, h2 9♦, hole 7♣ (16); aces get K♦, Q♠; dealer draws 5♦ -> 21
    cards = ["A♠", "10♣", "9♠", "A♥", "9♦", "7♣", "K♦", "Q♠", "5♦", "10♥"]
    r = play(cards, ["keep", "split", "stand"])
    hs = hands(r)
    check(r["dealer"], cards=["9♠", "7♣", "5♦"], total=21, natural=False)
    check(hs[0], cards=["A♠", "K♦"], total=21, natural=False, outcome="push", returned=2)
    check(hs[1], cards=["A♥", "Q♠"], total=21, natural=False, outcome="push", returned=2)
    check(hs[2], total=19, outcome="lose", returned=0)
    # chips 100 - 6 + 4 = 98
    check(seat(r), chips_after=98)


def test_1_8_split_hands_keep_switched_mark():
    """1.8/SCENARIOS: split hands keep the switched mark of the position they came from."""
    # deal: h1 8♠, h2 9♣, up 7♦, h1 K♥, h2 8♥, hole 10♠ (17)
    # switch -> h1 8♠ 8♥ (pair), h2 9♣ K♥ = 19
    # split: 8♠ gets 3♣ (11) doubles 10♦ (21); 8♥ gets 9♠ (17)
    cards = ["8♠", "9♣", "7♦", "K♥", "8♥", "10♠", "3♣", "10♦", "9♠"]
    r = play(cards, ["switch"])
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand", "double", "split"]}
    r = play(cards, ["switch", "split", "double", "stand", "stand"])
    hs = hands(r)
    check(
        hs[0],
        position=1,
        cards=["8♠", "3♣", "10♦"],
        total=21,
        switched=True,
        doubled=True,
        bet=4,
        natural=False,
        outcome="win",
        returned=8,
    )
    check(
        hs[1], position=1, cards=["8♥", "9♠"], total=17, switched=True, outcome="push", returned=2
    )
    check(hs[2], position=2, cards=["9♣", "K♥"], total=19, switched=True, outcome="win", returned=4)
    # wagered 2+2+2+2 = 8, returned 14; chips 106
    check(seat(r), chips_after=106)


# -------------------------------------------------------------------------------- 1.9 The dealer


def test_1_9_dealer_hits_soft_17():
    """1.9: the dealer hits soft 17 (6+A draws)."""
    # deal: h1 10♠, h2 10♣, up 6♦, h1 8♥, h2 7♦, hole A♣ (soft 17); dealer draws 10♥ -> hard 17
    cards = ["10♠", "10♣", "6♦", "8♥", "7♦", "A♣", "10♥", "5♥"]
    r = play(cards, ["keep", "stand", "stand"])
    check(r["dealer"], cards=["6♦", "A♣", "10♥"], total=17, natural=False)
    # 18 win 4, 17 push 2; chips 100 - 4 + 6 = 102
    check(hands(r)[0], total=18, outcome="win", returned=4)
    check(hands(r)[1], total=17, outcome="push", returned=2)
    check(seat(r), chips_after=102)


def test_1_9_dealer_hits_soft_17_of_three_cards():
    """1.9: the dealer hits soft 17 (2+4+A) and stands on hard 17."""
    # deal: h1 10♠, h2 10♣, up 2♦, h1 8♥, h2 9♦, hole 4♣; dealer 6, A -> soft 17, 10♥ -> hard 17
    cards = ["10♠", "10♣", "2♦", "8♥", "9♦", "4♣", "A♠", "10♥", "5♥"]
    r = play(cards, ["keep", "stand", "stand"])
    check(r["dealer"], cards=["2♦", "4♣", "A♠", "10♥"], total=17)
    # 18 win, 19 win; chips 100 - 4 + 8 = 104
    check(seat(r), chips_after=104)


def test_1_9_dealer_stands_on_hard_17():
    """1.9: the dealer stands on hard 17 (10+4+3)."""
    # deal: h1 10♠, h2 10♣, up 10♦, h1 8♥, h2 7♦, hole 4♣ (14); draws 3♠ -> 17, 5♥ not taken
    cards = ["10♠", "10♣", "10♦", "8♥", "7♦", "4♣", "3♠", "5♥"]
    r = play(cards, ["keep", "stand", "stand"])
    check(r["dealer"], cards=["10♦", "4♣", "3♠"], total=17)
    # 18 win 4, 17 push 2; chips 102
    check(seat(r), chips_after=102)


def test_1_9_dealer_stands_on_soft_18():
    """1.9: the dealer stands on 18–21 (soft 18: 7+A)."""
    # deal: h1 10♠, h2 10♣, up 7♦, h1 9♥, h2 8♦, hole A♣ (soft 18)
    cards = ["10♠", "10♣", "7♦", "9♥", "8♦", "A♣", "2♠", "3♠"]
    r = play(cards, ["keep", "stand", "stand"])
    check(r["dealer"], cards=["7♦", "A♣"], total=18)
    # 19 win 4, 18 push 2; chips 102
    check(hands(r)[0], outcome="win", returned=4)
    check(hands(r)[1], outcome="push", returned=2)
    check(seat(r), chips_after=102)


def test_1_9_dealer_hits_under_17():
    """1.9: the dealer hits every total under 17."""
    # deal: h1 10♠, h2 10♣, up 10♦, h1 9♥, h2 8♦, hole 6♣ (16); draws 2♠ -> 18
    cards = ["10♠", "10♣", "10♦", "9♥", "8♦", "6♣", "2♠", "5♥"]
    r = play(cards, ["keep", "stand", "stand"])
    check(r["dealer"], cards=["10♦", "6♣", "2♠"], total=18)
    # 19 win 4, 18 push 2; chips 102
    check(seat(r), chips_after=102)


def test_1_9_only_naturals_and_busts_left_dealer_draws_nothing():
    """1.9 Decision: with only busted hands and naturals left, the dealer reveals and stops."""
    # deal: h1 A♠, h2 10♣, up 9♦, h1 K♥, h2 6♦, hole 5♣ (14); h2 hits 9♠ -> 25 bust
    cards = ["A♠", "10♣", "9♦", "K♥", "6♦", "5♣", "9♠", "2♠", "3♠"]
    r = play(cards, ["keep", "hit"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["9♦", "5♣"], total=14, natural=False)
    check(hands(r)[0], natural=True, outcome="win", returned=4)
    check(hands(r)[1], cards=["10♣", "6♦", "9♠"], total=25, outcome="lose", returned=0)
    # chips 100 - 4 + 4 = 100
    check(seat(r), chips_after=100)


def test_1_9_all_hands_busted_dealer_draws_nothing():
    """1.9: the dealer draws only if an ordinary hand is still live (all busted: stop)."""
    # deal: h1 10♠, h2 10♣, up 9♦, h1 6♥, h2 5♦, hole 5♣ (14); hits 10♥ (26), K♦ (25)
    cards = ["10♠", "10♣", "9♦", "6♥", "5♦", "5♣", "10♥", "K♦", "2♠"]
    r = play(cards, ["keep", "hit", "hit"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["9♦", "5♣"], total=14)
    check(hands(r)[0], total=26, outcome="lose", returned=0)
    check(hands(r)[1], total=25, outcome="lose", returned=0)
    check(seat(r), chips_after=96)


def test_1_9_one_live_ordinary_hand_anywhere_makes_dealer_draw():
    """1.9: if at least one ordinary hand is still live anywhere at the table, the dealer draws."""
    # deal: A1 A♠, A2 K♣, B1 10♥, B2 7♠, up 9♦, A1 Q♥, A2 A♦, B1 6♥, B2 5♦, hole 5♣ (14)
    # Ann two naturals; Ben h1 hits 10♦ -> 26 bust, h2 12 stands; dealer draws 9♠ -> 23
    cards = ["A♠", "K♣", "10♥", "7♠", "9♦", "Q♥", "A♦", "6♥", "5♦", "5♣", "10♦", "9♠", "2♠"]
    r = play(cards, ["keep", "keep", "hit", "stand"], players=["Ann", "Ben"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["9♦", "5♣", "9♠"], total=23)
    check(hands(r, "Ann")[0], natural=True, outcome="win", returned=4)
    check(hands(r, "Ann")[1], natural=True, outcome="win", returned=4)
    check(hands(r, "Ben")[0], total=26, outcome="lose", returned=0)
    check(hands(r, "Ben")[1], total=12, outcome="win", returned=4)
    # Ann 100 - 4 + 8 = 104; Ben 100 - 4 + 4 = 100
    check(seat(r, "Ann"), chips_after=104)
    check(seat(r, "Ben"), chips_after=100)


# ------------------------------------------------------------------------------- 1.10 Settlement


def test_1_10_busted_hand_loses_even_against_dealer_22():
    """1.10: a busted hand has already lost, even if the dealer reaches 22."""
    # deal: h1 10♠, h2 10♣, up 9♦, h1 6♥, h2 8♥, hole 7♣ (16); h1 hits 8♦ -> 24; dealer 6♠ -> 22
    cards = ["10♠", "10♣", "9♦", "6♥", "8♥", "7♣", "8♦", "6♠", "2♠"]
    r = play(cards, ["keep", "hit", "stand"])
    check(r["dealer"], cards=["9♦", "7♣", "6♠"], total=22)
    check(hands(r)[0], total=24, outcome="lose", returned=0)
    check(hands(r)[1], total=18, outcome="push", returned=2)
    # chips 100 - 4 + 2 = 98
    check(seat(r), chips_after=98)


def test_1_10_dealer_22_pushes_live_ordinary_hands_doubled_money_included():
    """1.10: dealer exactly 22: every live ordinary hand pushes, doubled money included."""
    # deal: h1 5♠, h2 10♣, up 9♦, h1 6♥, h2 7♦, hole 7♣ (16); h1 doubles 9♠ -> 20; dealer 6♠ -> 22
    cards = ["5♠", "10♣", "9♦", "6♥", "7♦", "7♣", "9♠", "6♠", "2♠"]
    r = play(cards, ["keep", "double", "stand"])
    check(r["dealer"], cards=["9♦", "7♣", "6♠"], total=22, natural=False)
    check(hands(r)[0], total=20, doubled=True, bet=4, outcome="push", returned=4)
    check(hands(r)[1], total=17, doubled=False, bet=2, outcome="push", returned=2)
    # bet 2 doubled to 4 -> 4 back; chips 100 - 2 - 2 - 2 + 4 + 2 = 100
    check(seat(r), chips_after=100)


def test_1_10_dealer_22_pushes_split_money_included():
    """1.10: dealer 22: every live ordinary hand pushes, split and doubled money included."""
    # deal: h1 8♠, h2 10♣, up 9♦, h1 8♥, h2 7♦ (17), hole 7♣ (16)
    # resplit to 4 hands: [8♠ 8♠] 16, [8♣ 10♥] 18, [8♦ 10♠] 18, [8♥ 3♥] 11 doubled 10♦ -> 21
    # dealer draws 6♣ -> 22
    cards = [
        "8♠",
        "10♣",
        "9♦",
        "8♥",
        "7♦",
        "7♣",
        "8♦",
        "8♣",
        "8♠",
        "10♥",
        "10♠",
        "3♥",
        "10♦",
        "6♣",
        "2♠",
    ]
    actions = ["keep", "split", "split", "split", "stand", "stand", "stand", "double", "stand"]
    r = play(cards, actions)
    assert r["status"] == "complete"
    check(r["dealer"], cards=["9♦", "7♣", "6♣"], total=22)
    hs = hands(r)
    assert [h["cards"] for h in hs] == [
        ["8♠", "8♠"],
        ["8♣", "10♥"],
        ["8♦", "10♠"],
        ["8♥", "3♥", "10♦"],
        ["10♣", "7♦"],
    ]
    assert [h["total"] for h in hs] == [16, 18, 18, 21, 17]
    assert [h["bet"] for h in hs] == [2, 2, 2, 4, 2]
    assert [h["doubled"] for h in hs] == [False, False, False, True, False]
    assert [h["outcome"] for h in hs] == ["push"] * 5
    assert [h["returned"] for h in hs] == [2, 2, 2, 4, 2]
    # wagered 2+2 + 3 splits x2 + double 2 = 12; returned 12; chips 100
    check(seat(r), chips_after=100)


def test_1_10_natural_wins_1_to_1_against_dealer_20():
    """1.10: original natural (dealer has none) wins 1:1 against every dealer result."""
    # deal: h1 A♠, h2 10♣, up 10♦, h1 K♥, h2 Q♦, hole Q♣ (20, no natural)
    cards = ["A♠", "10♣", "10♦", "K♥", "Q♦", "Q♣", "2♠"]
    r = play(cards, ["keep", "stand"])
    check(r["dealer"], cards=["10♦", "Q♣"], total=20, natural=False)
    check(hands(r)[0], natural=True, outcome="win", returned=4)
    check(hands(r)[1], total=20, outcome="push", returned=2)
    # chips 100 - 4 + 6 = 102
    check(seat(r), chips_after=102)


def test_1_10_dealer_23_or_more_every_live_hand_wins_natural_too():
    """1.10: dealer 23 or more: every live hand wins (natural 1:1 too)."""
    # deal: h1 A♠, h2 10♣, up 9♦, h1 K♥, h2 2♥ (12), hole 7♣ (16); dealer 7♠ -> 23
    cards = ["A♠", "10♣", "9♦", "K♥", "2♥", "7♣", "7♠", "2♠"]
    r = play(cards, ["keep", "stand"])
    check(r["dealer"], cards=["9♦", "7♣", "7♠"], total=23)
    check(hands(r)[0], natural=True, outcome="win", returned=4)
    check(hands(r)[1], total=12, outcome="win", returned=4)
    # chips 100 - 4 + 8 = 104
    check(seat(r), chips_after=104)


def test_1_10_dealer_23_or_more_doubled_hand_wins_double():
    """1.10: dealer 23+: every live hand wins; a win returns stake plus equal profit (4 -> 8)."""
    # deal: h1 5♠, h2 10♣, up 10♦, h1 6♥, h2 2♥ (12), hole 6♣ (16)
    # h1 doubles 2♠ -> 13; dealer 10♥ -> 26
    cards = ["5♠", "10♣", "10♦", "6♥", "2♥", "6♣", "2♠", "10♥", "3♠"]
    r = play(cards, ["keep", "double", "stand"])
    check(r["dealer"], cards=["10♦", "6♣", "10♥"], total=26)
    check(hands(r)[0], total=13, bet=4, doubled=True, outcome="win", returned=8)
    check(hands(r)[1], total=12, bet=2, outcome="win", returned=4)
    # chips 100 - 6 + 12 = 106
    check(seat(r), chips_after=106)


def test_1_10_dealer_17_to_21_higher_wins_equal_push_lower_loses():
    """1.10: dealer 17–21: the higher total wins, equal totals push, the lower loses."""
    # deal: A1 10♠, A2 10♣, B1 10♥, B2 J♦, up 10♦, A1 K♥, A2 9♥, B1 8♠, B2 5♥, hole 9♣ (19)
    cards = ["10♠", "10♣", "10♥", "J♦", "10♦", "K♥", "9♥", "8♠", "5♥", "9♣", "2♠"]
    r = play(cards, ["keep", "stand", "stand", "keep", "stand", "stand"], players=["Ann", "Ben"])
    check(r["dealer"], cards=["10♦", "9♣"], total=19)
    check(hands(r, "Ann")[0], total=20, outcome="win", returned=4)
    check(hands(r, "Ann")[1], total=19, outcome="push", returned=2)
    check(hands(r, "Ben")[0], total=18, outcome="lose", returned=0)
    check(hands(r, "Ben")[1], total=15, outcome="lose", returned=0)
    # Ann 100 - 4 + 6 = 102; Ben 100 - 4 = 96
    check(seat(r, "Ann"), chips_after=102)
    check(seat(r, "Ben"), chips_after=96)


def test_1_10_drawn_21_pushes_dealer_21():
    """1.10: dealer 17–21: equal totals push (a drawn 21 against a dealer 21)."""
    # deal: h1 5♠, h2 10♣, up 9♦, h1 6♥, h2 10♥ (20), hole 7♣ (16)
    # h1 hits K♦ -> 21; dealer 5♦ -> 21
    cards = ["5♠", "10♣", "9♦", "6♥", "10♥", "7♣", "K♦", "5♦", "2♠"]
    r = play(cards, ["keep", "hit", "stand"])
    check(r["dealer"], cards=["9♦", "7♣", "5♦"], total=21)
    check(hands(r)[0], total=21, natural=False, outcome="push", returned=2)
    check(hands(r)[1], total=20, outcome="lose", returned=0)
    # chips 100 - 4 + 2 = 98
    check(seat(r), chips_after=98)


def test_1_10_net_result_counts_insurance_split_and_double():
    """1.10: net result = chips returned − chips wagered (insurance, split, double)."""
    # deal: h1 8♠, h2 10♣, up A♦, h1 8♥, h2 9♦ (19), hole 6♣ (soft 17, no natural)
    # insure 1 0 (lost); split: 8♠ gets 3♣ (11) doubles 10♠ -> 21; 8♥ gets 10♥ (18); h2 stands
    # dealer A+6 soft 17 hits 5♥ -> 12 (hard), hits 10♦ -> 22
    cards = ["8♠", "10♣", "A♦", "8♥", "9♦", "6♣", "3♣", "10♠", "10♥", "5♥", "10♦", "2♠"]
    r = play(cards, ["insure 1 0", "keep", "split", "double", "stand", "stand"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["A♦", "6♣", "5♥", "10♦"], total=22)
    hs = hands(r)
    check(hs[0], cards=["8♠", "3♣", "10♠"], bet=4, outcome="push", returned=4)
    check(hs[1], cards=["8♥", "10♥"], bet=2, outcome="push", returned=2)
    check(hs[2], cards=["10♣", "9♦"], bet=2, outcome="push", returned=2)
    # wagered 4 + 2 (split) + 2 (double) + 1 (insurance) = 9; returned 8; chips 99
    check(seat(r), insurance=[1, 0], insurance_returned=0, chips_after=99)


# --------------------------------------------------------------------- 1.11 The teaching session


def test_1_11_player_who_cannot_cover_4_sits_out():
    """1.11: a player who cannot cover the 4 chips of the two mandatory bets does not take part."""
    # Ann (chips 3) sits out; Ben is dealt from the top:
    # B1 10♠, B2 10♣, up 9♦, B1 9♥, B2 8♦, hole 8♣ (17)
    cards = ["10♠", "10♣", "9♦", "9♥", "8♦", "8♣", "2♠"]
    players = [{"name": "Ann", "chips": 3}, "Ben"]
    r = play(cards, [], players=players)
    assert r["to_act"] == {"player": "Ben", "hand": None, "legal": KS}
    r = play(cards, ["keep", "stand", "stand"], players=players)
    assert r["status"] == "complete"
    assert seat(r, "Ann") == {
        "name": "Ann",
        "chips_before": 3,
        "chips_after": 3,
        "insurance": [],
        "insurance_returned": 0,
        "hands": [],
        "sitting_out": True,
    }
    assert "sitting_out" not in seat(r, "Ben")
    check(hands(r, "Ben")[0], cards=["10♠", "9♥"], total=19, outcome="win", returned=4)
    check(hands(r, "Ben")[1], cards=["10♣", "8♦"], total=18, outcome="win", returned=4)
    # Ben 100 - 4 + 8 = 104
    check(seat(r, "Ben"), chips_after=104)


def test_1_11_session_chips_carry_and_broke_player_sits_out_from_then_on():
    """1.11: chips carry between rounds; a player who cannot cover 4 stops taking part."""
    # round 1: A1 10♠, A2 10♣, B1 10♥, B2 K♠, up 9♦, A1 6♥, A2 5♦, B1 Q♥, B2 J♣, hole 8♣ (17)
    #   Ann 16, 15 lose: 5 - 4 = 1; Ben 20, 20 win: 100 - 4 + 8 = 104
    # round 2 (Ann sits out): B1 10♠, B2 10♣, up 9♦, B1 8♥, B2 7♦, hole 9♣ (18)
    #   Ben 18 push 2, 17 lose: 104 - 4 + 2 = 102
    scenario = {
        "profile": "switch",
        "players": [{"name": "Ann", "chips": 5}, "Ben"],
        "rounds": [
            {
                "seed": 1,
                "cards": ["10♠", "10♣", "10♥", "K♠", "9♦", "6♥", "5♦", "Q♥", "J♣", "8♣", "2♠"],
                "actions": ["keep", "stand", "stand", "keep", "stand", "stand"],
            },
            {
                "seed": 2,
                "cards": ["10♠", "10♣", "9♦", "8♥", "7♦", "9♣", "2♠"],
                "actions": ["keep", "stand", "stand"],
            },
        ],
    }
    r = bjswitch_widgets.replay(scenario)
    assert r["status"] == "complete"
    r1, r2 = r["rounds"]
    check(seat(r1, "Ann"), chips_before=5, chips_after=1)
    check(seat(r1, "Ben"), chips_before=100, chips_after=104)
    check(seat(r2, "Ann"), chips_before=1, chips_after=1, hands=[], sitting_out=True)
    check(seat(r2, "Ben"), chips_before=104, chips_after=102)
    check(hands(r2, "Ben")[0], total=18, outcome="push", returned=2)
    check(hands(r2, "Ben")[1], total=17, outcome="lose", returned=0)
    # profit = chips - the player's starting chips: Ben 102 - 100 = 2; Ann 1 - 5 = -4
    assert r["standings"] == [
        {"name": "Ben", "chips": 102, "profit": 2, "place": 1},
        {"name": "Ann", "chips": 1, "profit": -4, "place": 2},
    ]


def test_1_11_whole_shoe_shuffled_before_every_round():
    """1.1/1.11: the whole shoe is shuffled before every round (four 10♠ in each round)."""
    # each round: h1 10♠, h2 10♠, up 9♦, h1 10♠, h2 10♠, hole 8♣ (17); 20 and 20 win -> +4 per round
    rnd = {
        "cards": ["10♠", "10♠", "9♦", "10♠", "10♠", "8♣", "2♠"],
        "actions": ["keep", "stand", "stand"],
    }
    r = bjswitch_widgets.replay(
        {"profile": "switch", "players": ["Ann"], "rounds": [dict(rnd, seed=1), dict(rnd, seed=2)]}
    )
    assert r["status"] == "complete"
    check(seat(r["rounds"][0]), chips_before=100, chips_after=104)
    check(seat(r["rounds"][1]), chips_before=104, chips_after=108)
    assert r["standings"] == [{"name": "Ann", "chips": 108, "profit": 8, "place": 1}]


def test_1_11_rank_by_profit_equal_profits_share_a_place():
    """1.11: rank by profit; equal profits share a place (1, 1, 3)."""
    # A1 10♠, A2 10♣, B1 10♥, B2 K♠, C1 Q♠, C2 J♥, up 9♦,
    # A1 7♥, A2 7♦, B1 9♠, B2 7♣, C1 9♥, C2 7♠, hole 8♣ (17)
    # Ann 17 push, 17 push -> 100; Ben 19 win, 17 push -> 102; Cat 19 win, 17 push -> 102
    cards = [
        "10♠",
        "10♣",
        "10♥",
        "K♠",
        "Q♠",
        "J♥",
        "9♦",
        "7♥",
        "7♦",
        "9♠",
        "7♣",
        "9♥",
        "7♠",
        "8♣",
        "2♠",
    ]
    actions = ["keep", "stand", "stand"] * 3
    r = bjswitch_widgets.replay(
        {
            "profile": "switch",
            "players": ["Ann", "Ben", "Cat"],
            "rounds": [{"seed": 4, "cards": cards, "actions": actions}],
        }
    )
    assert r["status"] == "complete"
    assert r["standings"] == [
        {"name": "Ben", "chips": 102, "profit": 2, "place": 1},
        {"name": "Cat", "chips": 102, "profit": 2, "place": 1},
        {"name": "Ann", "chips": 100, "profit": 0, "place": 3},
    ]


def test_1_11_switch_profile_refuses_a_3_to_2_natural():
    """1.11: the switch profile may not be mixed with a 3:2 natural (error naming it)."""
    with pytest.raises(ValueError, match=r"3:2|3/2|natural"):
        bjswitch_widgets.SWITCH.replace(natural_pays=Fraction(3, 2))


def test_1_11_switch_profile_refuses_a_dealer_22_that_busts():
    """1.11: the switch profile may not be mixed with a dealer 22 that busts (error)."""
    with pytest.raises(ValueError, match=r"22"):
        bjswitch_widgets.SWITCH.replace(dealer_22_pushes=False)


# ----------------------------------------------------------------------- 1.12 The worked example


def test_1_12_worked_example_replays_exactly():
    """1.12: switch, double 11 to 21, stand 20, dealer 22: both push, 4 + 2 returned."""
    r = play(EXAMPLE, ["switch", "double", "stand"], seed=7)
    # bet 2 doubled to 4, dealer 22 -> push -> 4 returned; h2 20 push -> 2
    # chips 100-2-2-2+4+2 = 100
    assert r["status"] == "complete"
    assert r["dealer"] == {"cards": ["9♣", "7♦", "6♦"], "total": 22, "natural": False}
    assert len(r["players"]) == 1
    ann = r["players"][0]
    check(
        ann, name="Ann", chips_before=100, chips_after=100, insurance=[0, 0], insurance_returned=0
    )
    assert "sitting_out" not in ann
    assert ann["hands"] == [
        {
            "position": 1,
            "cards": ["5♠", "6♥", "K♦"],
            "total": 21,
            "natural": False,
            "switched": True,
            "doubled": True,
            "bet": 4,
            "outcome": "push",
            "returned": 4,
        },
        {
            "position": 2,
            "cards": ["10♣", "10♥"],
            "total": 20,
            "natural": False,
            "switched": True,
            "doubled": False,
            "bet": 2,
            "outcome": "push",
            "returned": 2,
        },
    ]


def test_1_12_worked_example_waits_for_hand_2():
    """1.12: after switch and double on hand 1 (21, stands), hand 2 (20) is to act."""
    r = play(EXAMPLE, ["switch", "double"], seed=7)
    assert r["status"] == "waiting"
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": ["hit", "stand", "double", "split"]}
    check(r["dealer"], cards=["9♣", "??"], total=9)
    check(hands(r)[0], cards=["5♠", "6♥", "K♦"], total=21, outcome=None, returned=None)
    check(seat(r), chips_after=None)


def test_1_12_unswitched_natural_against_the_same_22_wins():
    """1.12: an unswitched natural against the same 22 would win 1:1."""
    # deal: h1 A♠, h2 10♣, up 9♣, h1 K♥, h2 10♥ (20), hole 7♦ (16); dealer 6♦ -> 22
    cards = ["A♠", "10♣", "9♣", "K♥", "10♥", "7♦", "6♦", "2♠"]
    r = play(cards, ["keep", "stand"])
    check(r["dealer"], cards=["9♣", "7♦", "6♦"], total=22)
    check(hands(r)[0], natural=True, outcome="win", returned=4)
    check(hands(r)[1], total=20, outcome="push", returned=2)
    # chips 100 - 4 + 4 + 2 = 102
    check(seat(r), chips_after=102)


def test_1_12_action_left_over_after_round_is_illegal():
    """SCENARIOS: an action left over after the round has ended is illegal."""
    with pytest.raises(ValueError, match=illegal(3, "stand")):
        play(EXAMPLE, ["switch", "double", "stand", "stand"], seed=7)
