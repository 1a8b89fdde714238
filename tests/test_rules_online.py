"""Hand-worked acceptance tests for RULES.md section 3 (profile ``online_switch``).

Every expected value below was worked out by hand from /work/shared/RULES.md and
/work/shared/SCENARIOS.md ("The no-hole-card profiles"), never copied from the engine's output.

Deal order (RULES.md 1.3 without the hole card), one player with one box (P1, P2 = its positions):
    P1 first, P2 first, dealer up, P1 second, P2 second, then every card drawn in play order,
    then the dealer's second card, then the dealer's further draws.
Several boxes are dealt like seats: B1P1, B1P2, B2P1, B2P2, ..., up, then the second cards in
the same order.
Chips: chips_after = chips_before - all wagers (hand bets, doubles, splits, insurance, Super
Match) + everything returned.
Super Match returns bet x (1 + pay): pair 1 -> 2x, two pairs 8 -> 9x, three of a kind 5 -> 6x,
four of a kind 40 -> 41x; none -> 0.
"""

import pytest
from replay_helpers import check, hands, illegal, replay_round, seat

import bjswitch_widgets

KS = ["keep", "switch"]
INSURE = ["insure no", "insure yes"]
HSD = ["hit", "stand", "double"]
HSDP = ["hit", "stand", "double", "split"]


# --------------------------------------------------------------------------------------- helpers


def ann(**extra):
    return {"name": "Ann", **extra}


def play(cards, actions=(), players=None, seed=5, **player):
    """Replay one stacked `online_switch` round (default: Ann alone, with the given options)."""
    if players is None:
        players = [ann(**player)]
    return replay_round("online_switch", cards, actions, players, seed)


def dealer_waiting(result, up, total):
    """While waiting without a hole card the dealer shows only the up card (nothing else known)."""
    dealer = result["dealer"]
    assert dealer["cards"][0] == up, dealer
    assert all(c == "??" for c in dealer["cards"][1:]), dealer
    assert dealer["total"] == total, dealer


def sm(box, bet, combination, returned):
    return {"box": box, "bet": bet, "combination": combination, "returned": returned}


# ---------------------------------------------------------------- 3 decks, boxes and table limits


def test_3_eight_decks_hold_eight_copies_of_a_card():
    """3: 8 decks — eight A♠ may be stacked, a ninth A♠ is an error."""
    # deal: P1 A♠, P2 A♠, up A♠, P1 A♠, P2 A♠ (A+A = 12 each); three more A♠ on top of the rest
    r = play(["A♠"] * 8)
    assert r["status"] == "waiting"
    check(hands(r)[0], cards=["A♠", "A♠"], total=12)
    check(hands(r)[1], cards=["A♠", "A♠"], total=12)
    # up ace: insurance is asked first (free chips 100 - 4 = 96 cover 2)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": INSURE, "box": 1}
    with pytest.raises(ValueError):
        play(["A♠"] * 9)


def test_3_full_shoe_of_416_cards_can_be_stacked():
    """3: 8 decks (416 cards) — the whole shoe may be stacked; a 417th card is an error."""
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    suits = ["♠", "♥", "♦", "♣"]
    # P1 10♠ 7♥ = 17, P2 10♣ 8♦ = 18, up 9♦; dealer's second card 8♣ (after the players) -> 17
    deal = ["10♠", "10♣", "9♦", "7♥", "8♦", "8♣"]
    rest = [r + s for _ in range(8) for s in suits for r in ranks]
    for c in deal:
        rest.remove(c)
    cards = deal + rest
    assert len(cards) == 416
    r = play(cards, ["keep", "stand", "stand"])
    assert r["status"] == "complete"
    # hard 17 stands; 17 = 17 push 2; 18 > 17 win 4; chips 100 - 4 + 2 + 4 = 102
    check(r["dealer"], cards=["9♦", "8♣"], total=17, natural=False)
    check(hands(r)[0], total=17, outcome="push", returned=2)
    check(hands(r)[1], total=18, outcome="win", returned=4)
    check(seat(r), chips_after=102)
    with pytest.raises(ValueError):
        play([*cards, "2♠"])


def test_3_one_box_of_two_positions_with_default_bet_2():
    """3: a player plays 1–3 boxes of two positions with equal bets; default 1 box, bet 2."""
    # deal: P1 9♠, P2 8♠, up 5♦, P1 2♥, P2 3♥
    r = play(["9♠", "8♠", "5♦", "2♥", "3♥"], players=["Ann"])
    assert r["status"] == "waiting"
    h = hands(r)
    assert [(x["box"], x["position"]) for x in h] == [(1, 1), (1, 2)]
    assert [x["bet"] for x in h] == [2, 2]
    check(h[0], cards=["9♠", "2♥"], total=11)
    check(h[1], cards=["8♠", "3♥"], total=11)
    check(seat(r), chips_before=100, chips_after=None, super_match=[])
    dealer_waiting(r, "5♦", 5)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS, "box": 1}


def test_3_three_boxes_dealt_box_by_box_in_deal_order():
    """3 / 1.3: up to 3 boxes; boxes are dealt like seats, first cards then second cards."""
    firsts = ["2♠", "3♠", "4♠", "5♠", "6♠", "7♠"]  # B1P1 B1P2 B2P1 B2P2 B3P1 B3P2
    seconds = ["2♥", "3♥", "4♥", "5♥", "6♥", "7♥"]
    cards = [*firsts, "9♦", *seconds, "8♣"]  # 8♣ = the dealer's second card
    r = play(cards, boxes=3)
    h = hands(r)
    assert [(x["box"], x["position"]) for x in h] == [
        (1, 1),
        (1, 2),
        (2, 1),
        (2, 2),
        (3, 1),
        (3, 2),
    ]
    assert [x["cards"] for x in h] == [
        ["2♠", "2♥"],
        ["3♠", "3♥"],
        ["4♠", "4♥"],
        ["5♠", "5♥"],
        ["6♠", "6♥"],
        ["7♠", "7♥"],
    ]
    assert [x["total"] for x in h] == [4, 6, 8, 10, 12, 14]
    assert [x["bet"] for x in h] == [2] * 6
    dealer_waiting(r, "9♦", 9)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS, "box": 1}
    r = play(cards, ["keep"], boxes=3)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": HSDP, "box": 1}
    r = play(cards, ["keep", "stand", "stand"] * 3, boxes=3)
    assert r["status"] == "complete"
    # dealer 9 + 8 = 17 stands; every total 4..14 loses; chips 100 - 6 x 2 = 88
    check(r["dealer"], cards=["9♦", "8♣"], total=17)
    assert [x["outcome"] for x in hands(r)] == ["lose"] * 6
    check(seat(r), chips_after=88)


def test_3_seats_remain_possible_boxes_dealt_seat_by_seat():
    """3: one player may play several boxes, seats 1–6 remain possible (dealt seat by seat)."""
    # Ann 2 boxes, Ben 1 box: A-B1P1 2♠, A-B1P2 3♠, A-B2P1 4♠, A-B2P2 5♠, Ben P1 6♠, Ben P2 7♠,
    # up 9♦, then the second cards 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ in the same order
    cards = ["2♠", "3♠", "4♠", "5♠", "6♠", "7♠", "9♦", "2♥", "3♥", "4♥", "5♥", "6♥", "7♥"]
    r = play(cards, players=[ann(boxes=2), "Ben"])
    assert [x["cards"] for x in hands(r)] == [
        ["2♠", "2♥"],
        ["3♠", "3♥"],
        ["4♠", "4♥"],
        ["5♠", "5♥"],
    ]
    assert [x["box"] for x in hands(r)] == [1, 1, 2, 2]
    assert [x["cards"] for x in hands(r, "Ben")] == [["6♠", "6♥"], ["7♠", "7♥"]]
    assert [(x["box"], x["position"]) for x in hands(r, "Ben")] == [(1, 1), (1, 2)]
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS, "box": 1}


@pytest.mark.parametrize("boxes", [0, 4])
def test_3_boxes_outside_1_to_3_refused(boxes):
    """3: a player may play 1–3 boxes (0 or 4 is an error naming the boxes)."""
    with pytest.raises(ValueError, match=r"(?i)box"):
        play(["9♠", "8♠", "5♦", "2♥", "3♥"], boxes=boxes)


@pytest.mark.parametrize(("bet", "chips_after"), [(1, 101), (10, 110)])
def test_3_bet_per_position_1_and_10_accepted(bet, chips_after):
    """3: the bet per position is chosen within the table limits 1–10."""
    # P1 10♠ 9♥ = 19, P2 10♣ 7♥ = 17, up 9♦, dealer's second card 8♣ -> 17 stands
    r = play(["10♠", "10♣", "9♦", "9♥", "7♥", "8♣"], ["keep", "stand", "stand"], bet=bet)
    # 19 wins (2 x bet back), 17 pushes (bet back): chips 100 - 2 bet + 3 bet = 100 + bet
    check(hands(r)[0], bet=bet, outcome="win", returned=2 * bet)
    check(hands(r)[1], bet=bet, outcome="push", returned=bet)
    check(seat(r), chips_before=100, chips_after=chips_after)


@pytest.mark.parametrize("bet", [0, 11])
def test_3_bet_per_position_outside_1_to_10_refused(bet):
    """3: the bet per position is chosen within the table limits 1–10 (0 and 11 refused)."""
    with pytest.raises(ValueError, match=r"(?i)bet"):
        play(["10♠", "10♣", "9♦", "9♥", "7♥", "8♣"], bet=bet)


def test_3_no_hole_card_dealer_gets_only_the_up_card_in_the_deal():
    """3: no hole card — in the deal the dealer receives only the up card."""
    # deal: P1 5♠, P2 10♣, up 9♦, P1 6♥ (11), P2 7♣ (17); the next card 2♦ is P1's hit
    # (in `switch` it would have been the hole card); dealer's second card 8♦ -> 17
    cards = ["5♠", "10♣", "9♦", "6♥", "7♣", "2♦", "8♦", "10♠"]
    r = play(cards, ["keep"])
    dealer_waiting(r, "9♦", 9)
    check(r["dealer"], natural=False)
    r = play(cards, ["keep", "hit"])
    check(hands(r)[0], cards=["5♠", "6♥", "2♦"], total=13, outcome=None)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": ["hit", "stand"], "box": 1}
    r = play(cards, ["keep", "hit", "stand", "stand"])
    # dealer 9 + 8 = 17 stands: 13 loses, 17 pushes; chips 100 - 4 + 2 = 98
    check(r["dealer"], cards=["9♦", "8♦"], total=17, natural=False)
    check(hands(r)[0], outcome="lose", returned=0)
    check(hands(r)[1], total=17, outcome="push", returned=2)
    check(seat(r), chips_after=98)


def test_3_dealer_second_card_comes_after_all_players_have_finished():
    """3: after all players have finished, the dealer takes a second card (then more if needed)."""
    # deal (2 boxes): B1P1 10♠, B1P2 10♣, B2P1 5♠, B2P2 10♥, up 7♦, 6♥ (16), 9♣ (19), 4♥ (9), 8♥ (18)
    # play: box 1 keep, B1P1 hit 3♦ -> 19, stand; B1P2 stand; box 2 keep, B2P1 double K♣ -> 19;
    # B2P2 stand; then the dealer's second card 10♦ -> 17 stands
    cards = ["10♠", "10♣", "5♠", "10♥", "7♦", "6♥", "9♣", "4♥", "8♥", "3♦", "K♣", "10♦", "4♠"]
    actions = ["keep", "hit", "stand", "stand", "keep", "double", "stand"]
    r = play(cards, actions, boxes=2)
    assert r["status"] == "complete"
    check(r["dealer"], cards=["7♦", "10♦"], total=17, natural=False)
    h = hands(r)
    check(h[0], cards=["10♠", "6♥", "3♦"], total=19, outcome="win", returned=4)
    check(h[1], cards=["10♣", "9♣"], total=19, outcome="win", returned=4)
    check(h[2], cards=["5♠", "4♥", "K♣"], total=19, doubled=True, bet=4, outcome="win", returned=8)
    check(h[3], cards=["10♥", "8♥"], total=18, outcome="win", returned=4)
    # wagers 4 x 2 + 2 (double) = 10; returned 4 + 4 + 8 + 4 = 20; chips 100 - 10 + 20 = 110
    check(seat(r), chips_after=110)


def test_3_dealer_always_takes_a_second_card_even_when_all_hands_bust():
    """3: the dealer always takes a second card, more cards only if an ordinary live hand remains."""
    # deal: P1 10♠, P2 10♣, up 6♦, P1 6♥, P2 5♣; hits K♦ (26), Q♦ (25); dealer's second 5♠ -> 11
    cards = ["10♠", "10♣", "6♦", "6♥", "5♣", "K♦", "Q♦", "5♠", "9♠"]
    r = play(cards, ["keep", "hit", "hit"])
    assert r["status"] == "complete"
    # nothing live: the dealer stops at 6 + 5 = 11 (9♠ not drawn)
    check(r["dealer"], cards=["6♦", "5♠"], total=11, natural=False)
    check(hands(r)[0], total=26, outcome="lose", returned=0)
    check(hands(r)[1], total=25, outcome="lose", returned=0)
    check(seat(r), chips_after=96)


def test_3_only_naturals_left_dealer_takes_second_card_only():
    """3: the dealer takes a second card (to settle naturals), more only for a live ordinary hand."""
    # deal: P1 A♠, P2 A♣, up 6♦, P1 K♥, P2 Q♥ (two naturals, kept); dealer's second 5♠ -> 11
    cards = ["A♠", "A♣", "6♦", "K♥", "Q♥", "5♠", "9♠"]
    r = play(cards, ["keep"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["6♦", "5♠"], total=11, natural=False)
    # naturals win 1:1: 4 + 4; chips 100 - 4 + 8 = 104
    check(hands(r)[0], natural=True, outcome="win", returned=4)
    check(hands(r)[1], natural=True, outcome="win", returned=4)
    check(seat(r), chips_after=104)


def test_3_dealer_draws_more_cards_when_an_ordinary_live_hand_remains():
    """3: more dealer cards only if an ordinary live hand remains (here one does)."""
    # deal: P1 A♠, P2 10♣, up 6♦, P1 K♥ (natural), P2 8♥ (18) stands;
    # dealer 6♦ + 5♠ = 11, draws 10♠ -> 21
    cards = ["A♠", "10♣", "6♦", "K♥", "8♥", "5♠", "10♠", "9♠"]
    r = play(cards, ["keep", "stand"])
    check(r["dealer"], cards=["6♦", "5♠", "10♠"], total=21, natural=False)
    # natural wins 1:1 even against 21 (4 back); 18 < 21 loses; chips 100 - 4 + 4 = 100
    check(hands(r)[0], natural=True, outcome="win", returned=4)
    check(hands(r)[1], total=18, outcome="lose", returned=0)
    check(seat(r), chips_after=100)


# ------------------------------------------------------------------------ 3 dealer natural


def test_3_dealer_natural_takes_doubled_money():
    """3: a dealer natural takes every bet on the table, doubles included."""
    # deal: P1 5♠, P2 10♣, up 10♦, P1 6♥ (11), P2 7♣ (17); P1 doubles K♦ -> 21; P2 stands;
    # dealer's second card A♥ -> natural
    cards = ["5♠", "10♣", "10♦", "6♥", "7♣", "K♦", "A♥", "2♠"]
    r = play(cards, ["keep", "double"])
    # no peek: play went on, the dealer still shows only the 10
    dealer_waiting(r, "10♦", 10)
    check(hands(r)[0], cards=["5♠", "6♥", "K♦"], total=21, doubled=True, bet=4, outcome=None)
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": HSD, "box": 1}
    r = play(cards, ["keep", "double", "stand"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["10♦", "A♥"], total=21, natural=True)
    check(hands(r)[0], total=21, bet=4, outcome="lose", returned=0)
    check(hands(r)[1], total=17, bet=2, outcome="lose", returned=0)
    # wagers 2 + 2 + 2 = 6, nothing back: chips 100 - 6 = 94
    check(seat(r), chips_after=94)


def test_3_dealer_natural_takes_split_money():
    """3: a dealer natural takes every bet on the table, split (and doubled) money included."""
    # deal: P1 8♠, P2 10♣, up K♦, P1 8♥, P2 9♣ (19); P1 splits: 8♠ + 3♦ = 11, double K♠ -> 21;
    # 8♥ + 9♦ = 17 stands; P2 stands 19; dealer's second card A♥ -> natural
    cards = ["8♠", "10♣", "K♦", "8♥", "9♣", "3♦", "K♠", "9♦", "A♥", "2♠"]
    r = play(cards, ["keep", "split", "double", "stand", "stand"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["K♦", "A♥"], total=21, natural=True)
    h = hands(r)
    assert [x["position"] for x in h] == [1, 1, 2]
    check(
        h[0], cards=["8♠", "3♦", "K♠"], total=21, bet=4, natural=False, outcome="lose", returned=0
    )
    check(h[1], cards=["8♥", "9♦"], total=17, bet=2, outcome="lose", returned=0)
    check(h[2], cards=["10♣", "9♣"], total=19, bet=2, outcome="lose", returned=0)
    # wagers 2 + 2 + 2 (split) + 2 (double) = 8, nothing back: chips 92
    check(seat(r), chips_after=92)


def test_3_original_natural_pushes_against_dealer_natural():
    """3: a dealer natural takes every bet except original naturals, which push."""
    # deal: P1 A♠, P2 10♣, up K♦, P1 K♥ (natural), P2 9♣ (19) stands; dealer's second A♥
    cards = ["A♠", "10♣", "K♦", "K♥", "9♣", "A♥", "2♠"]
    r = play(cards, ["keep", "stand"])
    check(r["dealer"], cards=["K♦", "A♥"], total=21, natural=True)
    check(hands(r)[0], natural=True, outcome="push", returned=2)
    check(hands(r)[1], total=19, outcome="lose", returned=0)
    # chips 100 - 4 + 2 = 98
    check(seat(r), chips_after=98)


def test_3_switched_ace_ten_loses_to_dealer_natural():
    """3: only original naturals push a dealer natural; a switched A+10 is ordinary and loses."""
    # deal: P1 A♠, P2 10♣, up K♦, P1 9♥, P2 K♥; switch -> A♠ K♥ = 21 (ordinary), 10♣ 9♥ = 19
    cards = ["A♠", "10♣", "K♦", "9♥", "K♥", "A♣", "2♠"]
    r = play(cards, ["switch", "stand"])
    check(r["dealer"], cards=["K♦", "A♣"], total=21, natural=True)
    check(hands(r)[0], cards=["A♠", "K♥"], natural=False, switched=True, outcome="lose", returned=0)
    check(hands(r)[1], cards=["10♣", "9♥"], switched=True, outcome="lose", returned=0)
    check(seat(r), chips_after=96)


# ---------------------------------------------------------------------------------- 3 insurance


def test_3_insurance_asked_per_box_yes_or_no_costing_half_the_box():
    """3: insurance only on an up ace: per box, yes or no, costing half of the box's two bets."""
    # deal (2 boxes, bet 2): B1P1 10♠, B1P2 10♣, B2P1 9♠, B2P2 9♣, up A♦,
    # then 9♥ (19), 8♥ (18), 7♥ (16), 7♦ (16); dealer's second card 7♣ -> soft 18, no natural
    cards = ["10♠", "10♣", "9♠", "9♣", "A♦", "9♥", "8♥", "7♥", "7♦", "7♣", "2♠"]
    r = play(cards, boxes=2)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": INSURE, "box": 1}
    dealer_waiting(r, "A♦", 11)
    r = play(cards, ["insure yes"], boxes=2)
    # box 2 is asked next
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": INSURE, "box": 2}
    r = play(cards, ["insure yes", "insure no"], boxes=2)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS, "box": 1}
    # half of 2 + 2 = 2 on box 1, nothing on box 2; not settled while waiting
    check(seat(r), insurance=[2, 0], insurance_returned=None, chips_after=None)
    r = play(cards, ["insure yes", "insure no", *["keep", "stand", "stand"] * 2], boxes=2)
    assert r["status"] == "complete"
    check(r["dealer"], cards=["A♦", "7♣"], total=18, natural=False)
    # 19 win 4, 18 push 2, 16 lose, 16 lose; insurance lost
    # wagers 8 + 2 = 10; returned 6; chips 100 - 10 + 6 = 96
    assert [x["returned"] for x in hands(r)] == [4, 2, 0, 0]
    check(seat(r), insurance=[2, 0], insurance_returned=0, chips_after=96)


@pytest.mark.parametrize(("bet", "insured"), [(2, 2), (5, 5)])
def test_3_insurance_pays_2_to_1_at_the_end_of_the_round(bet, insured):
    """3: a dealer natural ... insurance pays 2:1 (costing half of the box's two bets)."""
    # deal: P1 10♠, P2 10♣, up A♦, P1 9♥ (19), P2 8♥ (18); dealer's second card K♣ -> natural
    cards = ["10♠", "10♣", "A♦", "9♥", "8♥", "K♣", "2♠"]
    r = play(cards, ["insure yes"], bet=bet)
    # no peek: play goes on, insurance waits for the end of the round
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS, "box": 1}
    check(seat(r), insurance=[insured], insurance_returned=None)
    r = play(cards, ["insure yes", "keep", "stand", "stand"], bet=bet)
    check(r["dealer"], cards=["A♦", "K♣"], total=21, natural=True)
    check(hands(r)[0], outcome="lose", returned=0)
    check(hands(r)[1], outcome="lose", returned=0)
    # insurance half of 2 x bet = bet, returned 3 x bet; chips 100 - 2 bet - bet + 3 bet = 100
    check(seat(r), insurance=[insured], insurance_returned=3 * insured, chips_after=100)


def test_3_insurance_with_an_original_natural_push():
    """3: dealer natural: original naturals push and insurance pays 2:1."""
    # deal: P1 A♠, P2 10♣, up A♦, P1 K♥ (natural), P2 8♥ (18); dealer's second Q♣ -> natural
    cards = ["A♠", "10♣", "A♦", "K♥", "8♥", "Q♣", "2♠"]
    r = play(cards, ["insure yes", "keep", "stand"])
    check(r["dealer"], cards=["A♦", "Q♣"], natural=True)
    check(hands(r)[0], natural=True, outcome="push", returned=2)
    check(hands(r)[1], outcome="lose", returned=0)
    # chips 100 - 4 - 2 + 2 + 6 = 102
    check(seat(r), insurance=[2], insurance_returned=6, chips_after=102)


def test_3_insurance_only_on_an_up_ace():
    """3: insurance only on an up ace (up 10: not asked, 'insure' illegal)."""
    cards = ["10♠", "10♣", "10♦", "9♥", "8♥", "7♣", "2♠"]
    r = play(cards)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS, "box": 1}
    with pytest.raises(ValueError, match=illegal(0, "insur")):
        play(cards, ["insure yes"])
    with pytest.raises(ValueError, match=illegal(0, "insur")):
        play(cards, ["insure no"])


def test_3_insurance_not_asked_when_the_player_cannot_cover_it():
    """3 / 1.2: insurance (half the box's bets) must be covered by free chips, else not asked."""
    cards = ["10♠", "10♣", "A♦", "9♥", "8♥", "7♣", "2♠"]
    # chips 4, bet 2: 4 - 4 = 0 free -> not asked
    r = play(cards, chips=4)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS, "box": 1}
    check(seat(r), insurance=[0])
    with pytest.raises(ValueError, match=illegal(0, "insur")):
        play(cards, ["insure no"], chips=4)


def test_3_insurance_second_box_not_asked_once_chips_run_out():
    """3: insurance per box, each covered by free chips (chips 10, 2 boxes: one box only)."""
    cards = ["10♠", "10♣", "9♠", "9♣", "A♦", "9♥", "8♥", "7♥", "7♦", "7♣", "2♠"]
    # bets 4 x 2 = 8, free 2: box 1 may insure (2); then 0 free: box 2 not asked
    r = play(cards, ["insure yes"], chips=10, boxes=2)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS, "box": 1}
    check(seat(r), insurance=[2, 0])
    # declining box 1 leaves 2 free: box 2 is asked
    r = play(cards, ["insure no"], chips=10, boxes=2)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": INSURE, "box": 2}


def test_3_insurance_asked_box_by_box_then_next_seat():
    """3: insurance per box, boxes in order, then the next seat."""
    # Ann 2 boxes, Ben 1 box: firsts 10♠ 10♣ 9♠ 9♣ | 8♠ 8♣, up A♦, seconds 9♥ 8♥ 7♥ 7♦ | 9♦ 10♥
    cards = ["10♠", "10♣", "9♠", "9♣", "8♠", "8♣", "A♦", "9♥", "8♥", "7♥", "7♦", "9♦", "10♥"]
    players = [ann(boxes=2), "Ben"]
    r = play(cards, [], players=players)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": INSURE, "box": 1}
    r = play(cards, ["insure no"], players=players)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": INSURE, "box": 2}
    r = play(cards, ["insure no", "insure yes"], players=players)
    assert r["to_act"] == {"player": "Ben", "hand": None, "legal": INSURE, "box": 1}
    r = play(cards, ["insure no", "insure yes", "insure yes"], players=players)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS, "box": 1}
    check(seat(r, "Ann"), insurance=[0, 2], insurance_returned=None)
    check(seat(r, "Ben"), insurance=[2], insurance_returned=None)


# ------------------------------------------------------------------------------- 3 the switch


def test_3_keep_or_switch_per_box_at_the_start_of_that_box():
    """3: the switch, free, before any other action on that box (asked per box, in turn)."""
    # deal (2 boxes): B1P1 10♠, B1P2 5♣, B2P1 9♠, B2P2 6♣, up 7♦, 6♥, 9♥, 2♥, 10♦
    # box 1 switch -> 10♠ 9♥ = 19, 5♣ 6♥ = 11; stand, double 10♣ -> 21
    # box 2 keep -> 9♠ 2♥ = 11 hit 8♦ -> 19, stand; 6♣ 10♦ = 16 stand; dealer 7♦ + 10♥ = 17
    cards = ["10♠", "5♣", "9♠", "6♣", "7♦", "6♥", "9♥", "2♥", "10♦", "10♣", "8♦", "10♥", "5♠"]
    actions = ["switch", "stand", "double", "keep", "hit", "stand", "stand"]
    r = play(cards, [], boxes=2)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS, "box": 1}
    r = play(cards, actions[:1], boxes=2)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": HSD, "box": 1}
    h = hands(r)
    check(h[0], cards=["10♠", "9♥"], total=19, switched=True)
    check(h[1], cards=["5♣", "6♥"], total=11, switched=True)
    check(h[2], cards=["9♠", "2♥"], switched=False)
    check(h[3], cards=["6♣", "10♦"], switched=False)
    r = play(cards, actions[:2], boxes=2)
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": HSD, "box": 1}
    r = play(cards, actions[:3], boxes=2)
    # box 1 finished: box 2's own keep/switch choice comes now
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS, "box": 2}
    check(hands(r)[1], cards=["5♣", "6♥", "10♣"], total=21, doubled=True, bet=4)
    r = play(cards, actions[:4], boxes=2)
    assert r["to_act"] == {"player": "Ann", "hand": 3, "legal": HSD, "box": 2}
    r = play(cards, actions, boxes=2)
    assert r["status"] == "complete"
    check(r["dealer"], cards=["7♦", "10♥"], total=17)
    h = hands(r)
    check(h[0], total=19, outcome="win", returned=4)
    check(h[1], total=21, outcome="win", returned=8)
    check(h[2], cards=["9♠", "2♥", "8♦"], total=19, switched=False, outcome="win", returned=4)
    check(h[3], total=16, switched=False, outcome="lose", returned=0)
    # the switch is free: wagers 8 + 2 (double) = 10; returned 16; chips 100 - 10 + 16 = 106
    check(seat(r), chips_after=106)


def test_3_switch_choice_before_any_other_action_on_the_box():
    """3: the switch choice comes before any other action on that box (also on box 2)."""
    cards = ["10♠", "5♣", "9♠", "6♣", "7♦", "6♥", "9♥", "2♥", "10♦", "10♣", "8♦", "10♥"]
    with pytest.raises(ValueError, match=illegal(0, "hit")):
        play(cards, ["hit"], boxes=2)
    # box 1 played (keep, stand, stand): box 2 must choose before hitting
    with pytest.raises(ValueError, match=illegal(3, "hit")):
        play(cards, ["keep", "stand", "stand", "hit"], boxes=2)
    # after a hit no switch is possible
    with pytest.raises(ValueError, match=illegal(2, "switch")):
        play(cards, ["keep", "hit", "switch"], boxes=2)


def test_3_natural_may_be_switched_away():
    """3: a natural may be switched away."""
    # deal: P1 A♠, P2 10♣, up 9♦, P1 K♥ (natural), P2 5♥; switch -> A♠ 5♥ = soft 16, 10♣ K♥ = 20
    cards = ["A♠", "10♣", "9♦", "K♥", "5♥", "4♦", "9♣", "2♠"]
    r = play(cards)
    check(hands(r)[0], natural=True)
    r = play(cards, ["switch"])
    check(hands(r)[0], cards=["A♠", "5♥"], total=16, natural=False, switched=True)
    check(hands(r)[1], cards=["10♣", "K♥"], total=20, natural=False, switched=True)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": HSD, "box": 1}
    # hit 4♦ -> soft 20, stand; 20 stands; dealer 9 + 9 = 18: both win 4; chips 100 - 4 + 8 = 104
    r = play(cards, ["switch", "hit", "stand", "stand"])
    check(r["dealer"], cards=["9♦", "9♣"], total=18)
    check(hands(r)[0], cards=["A♠", "5♥", "4♦"], total=20, outcome="win", returned=4)
    check(hands(r)[1], total=20, outcome="win", returned=4)
    check(seat(r), chips_after=104)


# ------------------------------------------------------------------------- 3 double and split


def test_3_double_on_two_cards_even_hard_17():
    """3: double on two cards (any two, e.g. hard 17)."""
    # deal: P1 10♠, P2 10♣, up 9♦, P1 7♥ (17), P2 8♥ (18); double 4♦ -> 21; dealer 9 + 9 = 18
    cards = ["10♠", "10♣", "9♦", "7♥", "8♥", "4♦", "9♣", "2♠"]
    r = play(cards, ["keep"])
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": HSD, "box": 1}  # 10♠ 7♥: no pair
    r = play(cards, ["keep", "double", "stand"])
    check(hands(r)[0], cards=["10♠", "7♥", "4♦"], total=21, bet=4, doubled=True)
    # 21 wins 8, 18 pushes 2: chips 100 - 6 + 10 = 104
    check(hands(r)[0], outcome="win", returned=8)
    check(hands(r)[1], outcome="push", returned=2)
    check(seat(r), chips_after=104)


def test_3_double_never_on_a_21():
    """3: double on two cards, never on a 21 (a two-card 21 stops by itself)."""
    # deal: P1 A♠, P2 10♣, up 9♦, P1 9♥, P2 K♥; switch -> A♠ K♥ = 21 (ordinary), 10♣ 9♥ = 19
    cards = ["A♠", "10♣", "9♦", "9♥", "K♥", "8♣", "2♠"]
    r = play(cards, ["switch"])
    check(hands(r)[0], cards=["A♠", "K♥"], total=21, doubled=False, bet=2)
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": HSD, "box": 1}
    # the 'double' now applies to hand 2 (19), never to the 21
    r = play(cards, ["switch", "double"])
    check(hands(r)[0], cards=["A♠", "K♥"], doubled=False, bet=2)
    check(hands(r)[1], cards=["10♣", "9♥", "8♣"], doubled=True, bet=4, total=27, outcome="lose")
    # a split 10 receiving an ace (21) stops by itself too: no double offered on it
    # deal: P1 10♠, P2 9♣, up 9♦, P1 10♥, P2 9♥; split: 10♠ + A♦ = 21, 10♥ + 5♣ = 15
    cards = ["10♠", "9♣", "9♦", "10♥", "9♥", "A♦", "5♣", "2♠"]
    r = play(cards, ["keep", "split"])
    check(hands(r)[0], cards=["10♠", "A♦"], total=21, natural=False, doubled=False)
    check(hands(r)[1], cards=["10♥", "5♣"], total=15)
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": HSD, "box": 1}


def test_3_double_after_split_allowed():
    """3: double on two cards, including after a split."""
    # deal: P1 8♠, P2 10♣, up 9♦, P1 8♥, P2 7♣ (17); split: 8♠ + 3♦ = 11 double 9♣ -> 20;
    # 8♥ + 2♦ = 10 double K♦ -> 20; P2 stands 17; dealer 9♦ + 8♦ = 17
    cards = ["8♠", "10♣", "9♦", "8♥", "7♣", "3♦", "9♣", "2♦", "K♦", "8♦", "2♠"]
    r = play(cards, ["keep", "split"])
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": HSD, "box": 1}
    r = play(cards, ["keep", "split", "double"])
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": HSD, "box": 1}
    r = play(cards, ["keep", "split", "double", "double", "stand"])
    check(r["dealer"], cards=["9♦", "8♦"], total=17)
    h = hands(r)
    check(h[0], cards=["8♠", "3♦", "9♣"], total=20, bet=4, doubled=True, outcome="win", returned=8)
    check(h[1], cards=["8♥", "2♦", "K♦"], total=20, bet=4, doubled=True, outcome="win", returned=8)
    check(h[2], cards=["10♣", "7♣"], total=17, bet=2, outcome="push", returned=2)
    # wagers 4 + 2 (split) + 2 + 2 (doubles) = 10; returned 18; chips 100 - 10 + 18 = 108
    check(seat(r), chips_after=108)


def test_3_no_resplit_online():
    """3: split once only (no resplit): a split hand receiving a pair may not split again."""
    # deal: P1 8♠, P2 10♣, up 9♦, P1 8♥, P2 7♣; split: 8♠ + 8♦ (a pair again), 8♥ + 8♣
    cards = ["8♠", "10♣", "9♦", "8♥", "7♣", "8♦", "8♣", "10♦", "2♠"]
    r = play(cards, ["keep", "split"])
    check(hands(r)[0], cards=["8♠", "8♦"], total=16)
    assert r["to_act"] == {"player": "Ann", "hand": 1, "legal": HSD, "box": 1}
    with pytest.raises(ValueError, match=illegal(2, "split")):
        play(cards, ["keep", "split", "split"])
    r = play(cards, ["keep", "split", "stand"])
    check(hands(r)[1], cards=["8♥", "8♣"], total=16)
    assert r["to_act"] == {"player": "Ann", "hand": 2, "legal": HSD, "box": 1}
    with pytest.raises(ValueError, match=illegal(3, "split")):
        play(cards, ["keep", "split", "stand", "split"])
    r = play(cards, ["keep", "split", "stand", "stand", "stand"])
    # exactly 3 hands; dealer 9 + 10 = 19: 16, 16, 17 lose; chips 100 - 6 = 94
    assert len(hands(r)) == 3
    check(r["dealer"], cards=["9♦", "10♦"], total=19)
    check(seat(r), chips_after=94)


def test_3_split_once_per_position_and_hand_index_in_table_order():
    """3: split once only — per position: both positions of a box may split once each;
    hands are counted in table order across boxes (split hands included)."""
    # deal (2 boxes): B1P1 8♠, B1P2 7♠, B2P1 9♠, B2P2 10♥, up 6♦, 8♥, 7♥, 2♥, 8♦
    # box 1 keep; B1P1 split: 8♠ + 10♠ = 18 stand, 8♥ + 10♦ = 18 stand;
    # B1P2 split: 7♠ + 10♣ = 17 stand, 7♥ + J♠ = 17 stand; box 2 keep: 9♠ 2♥ = 11 (hand 5)
    cards = ["8♠", "7♠", "9♠", "10♥", "6♦", "8♥", "7♥", "2♥", "8♦", "10♠", "10♦", "10♣", "J♠"]
    cards += ["Q♠", "K♠", "7♣", "2♠"]  # B2P1 hits Q♠ -> 21; then dealer 6♦ + K♠ = 16, 7♣ -> 23
    actions = ["keep", "split", "stand", "stand"]
    r = play(cards, actions, boxes=2)
    assert r["to_act"] == {"player": "Ann", "hand": 3, "legal": HSDP, "box": 1}
    actions += ["split", "stand", "stand"]
    r = play(cards, actions, boxes=2)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS, "box": 2}
    actions += ["keep"]
    r = play(cards, actions, boxes=2)
    assert r["to_act"] == {"player": "Ann", "hand": 5, "legal": HSD, "box": 2}
    actions += ["hit", "stand"]
    r = play(cards, actions, boxes=2)
    assert r["status"] == "complete"
    h = hands(r)
    assert [(x["box"], x["position"]) for x in h] == [
        (1, 1),
        (1, 1),
        (1, 2),
        (1, 2),
        (2, 1),
        (2, 2),
    ]
    assert [x["cards"] for x in h] == [
        ["8♠", "10♠"],
        ["8♥", "10♦"],
        ["7♠", "10♣"],
        ["7♥", "J♠"],
        ["9♠", "2♥", "Q♠"],
        ["10♥", "8♦"],
    ]
    check(r["dealer"], cards=["6♦", "K♠", "7♣"], total=23)
    # dealer 23: all six live hands win 4: wagers 8 + 2 + 2 (splits) = 12; chips 100 - 12 + 24 = 112
    assert [x["returned"] for x in h] == [4] * 6
    check(seat(r), chips_after=112)


def test_3_split_aces_one_card_each():
    """3: split aces one card each (and stand, no more decisions; 21 is ordinary)."""
    # deal: P1 A♠, P2 10♣, up 9♦, P1 A♥, P2 7♣ (17); split: A♠ + K♦ = 21, A♥ + 5♦ = 16
    cards = ["A♠", "10♣", "9♦", "A♥", "7♣", "K♦", "5♦", "9♣", "2♠"]
    r = play(cards, ["keep", "split"])
    h = hands(r)
    check(h[0], cards=["A♠", "K♦"], total=21, natural=False)
    check(h[1], cards=["A♥", "5♦"], total=16, natural=False)
    assert r["to_act"] == {"player": "Ann", "hand": 3, "legal": HSD, "box": 1}
    r = play(cards, ["keep", "split", "stand"])
    # dealer 9 + 9 = 18: 21 wins 4, 16 loses, 17 loses; chips 100 - 6 + 4 = 98
    check(r["dealer"], cards=["9♦", "9♣"], total=18)
    assert [x["returned"] for x in hands(r)] == [4, 0, 0]
    check(seat(r), chips_after=98)


# ------------------------------------------------------------------- 3 dealer and settlement


def test_3_dealer_hits_soft_17():
    """3: dealer hits soft 17."""
    # deal: P1 10♠, P2 10♣, up 6♦, P1 9♥ (19), P2 8♥ (18); dealer 6♦ + A♣ = soft 17, hits 3♠ -> 20
    cards = ["10♠", "10♣", "6♦", "9♥", "8♥", "A♣", "3♠", "5♠"]
    r = play(cards, ["keep", "stand", "stand"])
    check(r["dealer"], cards=["6♦", "A♣", "3♠"], total=20, natural=False)
    # 19 and 18 lose: chips 96
    check(seat(r), chips_after=96)


def test_3_dealer_stands_on_hard_17():
    """3: dealer stands on hard 17."""
    # dealer 10♦ + 7♣ = hard 17, 4♠ not drawn; 19 and 18 win 4 each: chips 104
    cards = ["10♠", "10♣", "10♦", "9♥", "8♥", "7♣", "4♠"]
    r = play(cards, ["keep", "stand", "stand"])
    check(r["dealer"], cards=["10♦", "7♣"], total=17, natural=False)
    check(seat(r), chips_after=104)


def test_3_dealer_22_pushes_live_ordinary_hands_naturals_still_win():
    """3: dealer 22 pushes live ordinary hands (doubled money included); naturals still win 1:1."""
    # deal: P1 A♠, P2 10♣, up 9♦, P1 K♥ (natural), P2 5♥ (15) doubles 6♥ -> 21;
    # dealer 9♦ + 7♣ = 16 draws 6♠ -> 22
    cards = ["A♠", "10♣", "9♦", "K♥", "5♥", "6♥", "7♣", "6♠", "2♠"]
    r = play(cards, ["keep", "double"])
    check(r["dealer"], cards=["9♦", "7♣", "6♠"], total=22)
    check(hands(r)[0], natural=True, outcome="win", returned=4)
    check(hands(r)[1], total=21, bet=4, outcome="push", returned=4)
    # wagers 2 + 2 + 2 = 6; returned 8; chips 102
    check(seat(r), chips_after=102)


def test_3_busted_hand_loses_even_against_dealer_22():
    """3: dealer 22 pushes *live* ordinary hands; a busted hand has already lost."""
    # deal: P1 10♠, P2 10♣, up 9♦, P1 6♥, P2 8♥; P1 hits K♦ -> 26; P2 stands 18;
    # dealer 9♦ + 7♣ = 16 draws 6♠ -> 22
    cards = ["10♠", "10♣", "9♦", "6♥", "8♥", "K♦", "7♣", "6♠", "2♠"]
    r = play(cards, ["keep", "hit", "stand"])
    check(r["dealer"], cards=["9♦", "7♣", "6♠"], total=22)
    check(hands(r)[0], total=26, outcome="lose", returned=0)
    check(hands(r)[1], total=18, outcome="push", returned=2)
    check(seat(r), chips_after=98)


def test_3_dealer_23_or_more_pays_every_live_hand():
    """3: dealer 23+ pays every live hand."""
    # deal: P1 10♠, P2 A♣, up 10♦, P1 2♥ (12) stands, P2 J♥ (natural); dealer 10 + 6 = 16 +7 -> 23
    cards = ["10♠", "A♣", "10♦", "2♥", "J♥", "6♣", "7♠", "2♠"]
    r = play(cards, ["keep", "stand"])
    check(r["dealer"], cards=["10♦", "6♣", "7♠"], total=23)
    check(hands(r)[0], total=12, outcome="win", returned=4)
    check(hands(r)[1], natural=True, outcome="win", returned=4)
    check(seat(r), chips_after=104)


def test_3_naturals_pay_1_to_1():
    """3: naturals pay 1:1 (bet 10: 20 back, not 25), even against a dealer 21."""
    # deal: P1 A♠, P2 10♣, up 10♦, P1 K♥ (natural), P2 4♥ (14) hits 7♥ -> 21 (stops);
    # dealer 10♦ + 5♣ = 15 draws 6♠ -> 21
    cards = ["A♠", "10♣", "10♦", "K♥", "4♥", "7♥", "5♣", "6♠", "2♠"]
    r = play(cards, ["keep", "hit"], bet=10)
    check(r["dealer"], cards=["10♦", "5♣", "6♠"], total=21, natural=False)
    check(hands(r)[0], natural=True, bet=10, outcome="win", returned=20)
    check(hands(r)[1], total=21, bet=10, outcome="push", returned=10)
    # chips 100 - 20 + 30 = 110
    check(seat(r), chips_after=110)


# -------------------------------------------------------------------------------- 3 Super Match


@pytest.mark.parametrize(
    ("firsts", "seconds", "combination", "factor"),
    [
        # ranks K 9 5 Q: none (K♠ Q♦ are two ten-value cards, not a pair by rank)
        (["K♠", "Q♦"], ["5♥", "9♣"], "none", 0),
        # K♠ K♦: one pair 1:1 -> 2 x bet
        (["K♠", "K♦"], ["5♥", "9♣"], "pair", 2),
        # K K 5 5: two pairs 8:1 -> 9 x bet
        (["K♠", "5♣"], ["K♦", "5♥"], "two pairs", 9),
        # 7 7 7 9: three of a kind 5:1 -> 6 x bet
        (["7♠", "7♦"], ["7♥", "9♣"], "three of a kind", 6),
        # 9 9 9 9: four of a kind 40:1 -> 41 x bet
        (["9♠", "9♦"], ["9♥", "9♣"], "four of a kind", 41),
    ],
)
def test_3_super_match_combinations_and_pays(firsts, seconds, combination, factor):
    """3: Super Match on the box's first four cards by rank: pair 1:1, two pairs 8:1,
    three of a kind 5:1, four of a kind 40:1 (the best combination counts once); otherwise lost."""
    # deal: P1 firsts[0], P2 firsts[1], up 6♦, P1 seconds[0], P2 seconds[1]
    cards = [firsts[0], firsts[1], "6♦", seconds[0], seconds[1]]
    r = play(cards, bet=3, super_match=2)
    # decided at once after the deal (the round still waits for keep/switch)
    assert r["status"] == "waiting"
    check(seat(r), super_match=[sm(1, 2, combination, 2 * factor)])


def test_3_super_match_best_combination_counts_once_in_chips():
    """3: the best combination counts once (four of a kind pays 40:1 only, no pairs on top)."""
    # deal: P1 9♠, P2 9♦, up 10♦, P1 9♥ (18), P2 9♣ (18); dealer's second 8♦ -> 18
    cards = ["9♠", "9♦", "10♦", "9♥", "9♣", "8♦", "2♠"]
    r = play(cards, ["keep", "stand", "stand"], super_match=1)
    check(r["dealer"], cards=["10♦", "8♦"], total=18)
    check(hands(r)[0], outcome="push", returned=2)
    check(hands(r)[1], outcome="push", returned=2)
    check(seat(r), super_match=[sm(1, 1, "four of a kind", 41)])
    # wagers 4 + 1 = 5; returned 2 + 2 + 41 = 45; chips 100 - 5 + 45 = 140
    check(seat(r), chips_after=140)


def test_3_super_match_three_of_a_kind_counts_once_in_chips():
    """3: the best combination counts once (three of a kind 5:1, its pairs not paid as well)."""
    # deal: P1 7♠, P2 7♦, up 10♦, P1 7♥ (14), P2 9♣ (16); dealer 10♦ + 8♦ = 18
    cards = ["7♠", "7♦", "10♦", "7♥", "9♣", "8♦", "2♠"]
    r = play(cards, ["keep", "stand", "stand"], super_match=2)
    check(seat(r), super_match=[sm(1, 2, "three of a kind", 12)])
    # both hands lose; wagers 4 + 2 = 6; returned 12; chips 100 - 6 + 12 = 106
    check(seat(r), chips_after=106)


def test_3_super_match_decided_at_once_on_the_first_four_cards():
    """3: Super Match is decided at once on the box's first four cards (later cards don't count)."""
    # deal: P1 K♠, P2 Q♦, up 7♦, P1 5♥ (15), P2 9♣ (19): ranks K Q 5 9 -> none;
    # P1 hits 5♦ (20) — it would pair the 5♥, but a drawn card is not among the first four
    cards = ["K♠", "Q♦", "7♦", "5♥", "9♣", "5♦", "10♥", "2♠"]
    r = play(cards, ["keep", "hit", "stand", "stand"], super_match=1)
    check(hands(r)[0], cards=["K♠", "5♥", "5♦"], total=20)
    check(r["dealer"], cards=["7♦", "10♥"], total=17)
    check(seat(r), super_match=[sm(1, 1, "none", 0)])
    # 20 and 19 win 4 each; wagers 4 + 1 = 5; chips 100 - 5 + 8 = 103
    check(seat(r), chips_after=103)


def test_3_super_match_settled_whatever_the_dealer_does():
    """3: Super Match is decided at once (before any switch): a later dealer natural can't undo it."""
    # deal: P1 K♠, P2 K♦, up 10♦, P1 5♥, P2 9♣: pair; switch -> K♠ 9♣ = 19, K♦ 5♥ = 15
    cards = ["K♠", "K♦", "10♦", "5♥", "9♣", "A♥", "2♠"]
    r = play(cards, [], super_match=2)
    check(seat(r), super_match=[sm(1, 2, "pair", 4)])
    r = play(cards, ["switch", "stand", "stand"], super_match=2)
    check(hands(r)[0], cards=["K♠", "9♣"], switched=True)
    check(seat(r), super_match=[sm(1, 2, "pair", 4)])
    # dealer 10♦ + A♥ natural: both hands lose; wagers 4 + 2 = 6; returned 4; chips 98
    check(r["dealer"], natural=True)
    check(seat(r), chips_after=98)


def test_3_super_match_per_box():
    """3: Super Match per box, each on that box's own first four cards."""
    # deal: B1P1 K♠, B1P2 4♣, B2P1 8♠, B2P2 3♣, up 6♦, B1P1 K♦, B1P2 5♥, B2P1 2♥, B2P2 7♦
    # box 1: K 4 K 5 -> pair (2 x 1 = 2); box 2: 8 3 2 7 -> none
    cards = ["K♠", "4♣", "8♠", "3♣", "6♦", "K♦", "5♥", "2♥", "7♦"]
    r = play(cards, boxes=2, super_match=1)
    check(seat(r), super_match=[sm(1, 1, "pair", 2), sm(2, 1, "none", 0)])


def test_3_super_match_from_1_up_to_the_position_bet():
    """3: Super Match per box, 1 up to the position bet (10 with bet 10 fine; 3 over bet 2 refused)."""
    cards = ["K♠", "K♦", "6♦", "5♥", "9♣"]
    r = play(cards, bet=10, super_match=10)
    check(seat(r), super_match=[sm(1, 10, "pair", 20)])
    with pytest.raises(ValueError, match=r"(?i)super"):
        play(cards, bet=2, super_match=3)
    with pytest.raises(ValueError, match=r"(?i)super"):
        play(cards, bet=2, super_match=-1)


def test_3_super_match_only_beside_a_main_bet():
    """3: Super Match only beside a main bet (no bet placed: no Super Match; none asked: empty)."""
    # chips 3 cannot cover the two bets of 2: Ann sits out, and so does her Super Match
    cards = ["K♠", "K♦", "6♦", "5♥", "9♣", "8♦"]
    r = play(cards, [], players=[ann(chips=3, super_match=1), "Ben"])
    check(seat(r), hands=[], super_match=[], chips_before=3)
    assert seat(r).get("sitting_out") is True
    # Ben (dealt from the top: K♠ K♦ / 5♥ 9♣) made no Super Match bet: empty list
    check(seat(r, "Ben"), super_match=[])
    assert [x["cards"] for x in hands(r, "Ben")] == [["K♠", "5♥"], ["K♦", "9♣"]]


# --------------------------------------------------------------- 3 table conveniences, session


def test_3_session_repeats_the_bets_and_chips_carry_over():
    """3: repeat last round's bets — in a session the same boxes/bets play each round;
    chips carry from round to round."""
    # round 1 (bet 5, Super Match 1): P1 10♠, P2 10♣, up 9♦, P1 9♥ (19), P2 8♥ (18); dealer 8♣ -> 17
    #   19 win 10, 18 win 10; SM 10 10 9 8 = pair -> 2; chips 100 - 10 - 1 + 22 = 111
    # round 2: P1 5♠, P2 6♣, up 10♦, P1 5♥ (10), P2 7♣ (13); P1 doubles K♦ -> 20, P2 stands;
    #   dealer 10♦ + A♠ natural takes all; SM 5 6 5 7 = pair -> 2; chips 111 - 10 - 5 - 1 + 2 = 97
    scenario = {
        "profile": "online_switch",
        "players": [ann(bet=5, super_match=1)],
        "rounds": [
            {
                "seed": 1,
                "cards": ["10♠", "10♣", "9♦", "9♥", "8♥", "8♣", "2♠"],
                "actions": ["keep", "stand", "stand"],
            },
            {
                "seed": 2,
                "cards": ["5♠", "6♣", "10♦", "5♥", "7♣", "K♦", "A♠", "2♠"],
                "actions": ["keep", "double", "stand"],
            },
        ],
    }
    r = bjswitch_widgets.replay(scenario)
    assert r["status"] == "complete"
    r1, r2 = r["rounds"]
    check(seat(r1), chips_before=100, chips_after=111, super_match=[sm(1, 1, "pair", 2)])
    assert [(x["bet"], x["returned"]) for x in hands(r1)] == [(5, 10), (5, 10)]
    check(seat(r2), chips_before=111, chips_after=97, super_match=[sm(1, 1, "pair", 2)])
    check(r2["dealer"], cards=["10♦", "A♠"], natural=True)
    check(hands(r2)[0], cards=["5♠", "5♥", "K♦"], bet=10, doubled=True, outcome="lose", returned=0)
    check(hands(r2)[1], cards=["6♣", "7♣"], bet=5, outcome="lose", returned=0)
    assert r["standings"] == [{"name": "Ann", "chips": 97, "profit": -3, "place": 1}]


# --------------------------------------------------- 3 insurance at bet 1, Super Match optional


def test_3_insurance_at_bet_1_is_asked_and_costs_1_chip():
    """3: insurance per box costs the bet of one position — 1 chip on a box of 1 + 1 — and is
    asked like any other box."""
    # deal: P1 10♠, P2 10♣, up A♦, P1 9♥ (19), P2 8♥ (18); dealer's second card K♣ -> natural
    cards = ["10♠", "10♣", "A♦", "9♥", "8♥", "K♣", "2♠"]
    r = play(cards, bet=1)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": INSURE, "box": 1}
    r = play(cards, ["insure yes", "keep", "stand", "stand"], bet=1)
    # insured 1 -> 3 back; both hands lose to the natural: 100 - 2 - 1 + 3 = 100
    check(seat(r), insurance=[1], insurance_returned=3, chips_after=100)
    check(hands(r)[0], bet=1, outcome="lose", returned=0)


def test_3_insurance_at_bet_1_lost_without_a_natural():
    """3: the 1-chip insurance is lost when the dealer's second card makes no natural."""
    # dealer A♦ + 7♣ = soft 18: 19 wins 2, 18 pushes 1; 100 - 2 - 1 + 3 = 100
    cards = ["10♠", "10♣", "A♦", "9♥", "8♥", "7♣", "2♠"]
    r = play(cards, ["insure yes", "keep", "stand", "stand"], bet=1)
    check(seat(r), insurance=[1], insurance_returned=0, chips_after=100)
    assert [(x["outcome"], x["returned"]) for x in hands(r)] == [("win", 2), ("push", 1)]


def test_3_super_match_optional_player_plays_without_it():
    """3: a player whose chips cover the main bets but not the Super Match plays the round
    without it: no super_match entry, no sitting out."""
    # chips 5, bet 2, Super Match 2: main bets 4 leave 1 free < 2 -> no Super Match
    # deal: P1 K♠, P2 K♦, up 6♦, P1 5♥ (15), P2 9♣ (19) — a pair that would have paid
    cards = ["K♠", "K♦", "6♦", "5♥", "9♣", "10♣", "2♠"]
    r = play(cards, ["keep", "stand", "stand"], chips=5, super_match=2)
    assert "sitting_out" not in seat(r)
    check(seat(r), super_match=[])
    # dealer 6♦ + 10♣ = 16 draws 2♠ -> 18: 15 loses, 19 wins 4; chips 5 - 4 + 4 = 5
    check(seat(r), chips_before=5, chips_after=5)


def test_3_super_match_stakes_go_down_box_1_first_while_chips_cover_them():
    """3: the Super Match stakes go down with the main bets, box 1 first, while the free chips
    cover them; a box they cannot cover plays without it."""
    # 2 boxes, bet 2, Super Match 2, chips 11: main 8, free 3 -> box 1 has it (free 1), box 2 not
    # deal: B1P1 K♠, B1P2 K♦, B2P1 7♣, B2P2 7♦, up 6♦, B1P1 5♥, B1P2 9♣, B2P1 2♥, B2P2 3♥
    cards = ["K♠", "K♦", "7♣", "7♦", "6♦", "5♥", "9♣", "2♥", "3♥"]
    r = play(cards, [], chips=11, boxes=2, super_match=2)
    # box 1: K K 5 9 = pair -> 2 x 2 = 4 returned; box 2 (7 7 2 3, a pair) has no entry
    check(seat(r), super_match=[sm(1, 2, "pair", 4)])
    # chips 11 - 8 - 2 = 1 in front, plus the 4 won: insurance and doubles see 5
    rnd = bjswitch_widgets.Round(
        "online_switch",
        [bjswitch_widgets.Seat("Ann", 11, 2, 2, 2)],
        cards=cards,
        seed=5,
    )
    assert rnd.players[0].chips == 5
