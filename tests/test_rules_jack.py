"""Hand-worked acceptance tests for RULES.md section 4 (profile ``jack_switch``).

Every expected value below was worked out by hand from /work/shared/RULES.md and
/work/shared/SCENARIOS.md ("The no-hole-card profiles"), never copied from the engine's output.

`jack_switch` is `switch` (two positions, bet 2, insurance "insure A B") with 6 decks, no hole card
and surrender. Deal order, one player:
    h1 first, h2 first, dealer up, h1 second, h2 second, then every card drawn in play order,
    then the dealer's second card, then the dealer's further draws.
Chips: chips_after = chips_before - everything wagered + everything returned.
"""

import pytest
from replay_helpers import check, hands, illegal, replay_round, seat

import bjswitch_widgets

KS = ["keep", "switch"]
HSD = ["hit", "stand", "double"]
ALL_INSURANCE = ["insure 0 0", "insure 0 1", "insure 1 0", "insure 1 1"]


# --------------------------------------------------------------------------------------- helpers


def play(cards, actions=(), players=("Ann",), seed=5, profile="jack_switch"):
    """Replay one stacked round (default profile `jack_switch`)."""
    return replay_round(profile, cards, actions, players, seed)


def to_act(result, hand, legal):
    """to_act for Ann's `hand`, with the legal choices compared as a set (order not specified)."""
    assert result["status"] == "waiting", result
    act = result["to_act"]
    assert act["player"] == "Ann" and act["hand"] == hand, act
    assert set(act["legal"]) == set(legal), act
    assert len(act["legal"]) == len(set(legal)), act


def dealer_waiting(result, up, total):
    """While waiting without a hole card the dealer shows only the up card (nothing else known)."""
    dealer = result["dealer"]
    assert dealer["cards"][0] == up, dealer
    assert all(c == "??" for c in dealer["cards"][1:]), dealer
    assert dealer["total"] == total, dealer


# --------------------------------------------------------------------------- 4 as `switch`


def test_4_as_switch_two_positions_bet_2_and_six_decks():
    """4: as `switch` (two positions, bet 2 and 2), with 6 decks: a seventh A♠ is an error."""
    # deal: h1 A♠, h2 A♠, up A♠, h1 A♠, h2 A♠ (12 each); one more A♠ on top of the rest
    r = play(["A♠"] * 6)
    assert r["status"] == "waiting"
    h = hands(r)
    assert [x["position"] for x in h] == [1, 2]
    assert [x["bet"] for x in h] == [2, 2]
    check(h[0], cards=["A♠", "A♠"], total=12)
    # up ace: insurance per position as in `switch`
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": ALL_INSURANCE}
    with pytest.raises(ValueError):
        play(["A♠"] * 7)


def test_4_as_switch_resplit_allowed():
    """4: as `switch` — non-ace pairs may be resplit (unlike online_switch)."""
    # deal: h1 8♠, h2 10♣, up 10♦, h1 8♥, h2 9♥; split: 8♠ receives 8♦ -> a pair again
    cards = ["8♠", "10♣", "10♦", "8♥", "9♥", "8♦", "2♠", "3♠", "4♠", "5♠"]
    r = play(cards, ["keep", "split"])
    check(hands(r)[0], cards=["8♠", "8♦"], total=16)
    to_act(r, 1, ["hit", "stand", "double", "split"])
    r = play(cards, ["keep", "split", "split"])
    # three hands from position 1: 8♠ 2♠, 8♦, 8♥ (second cards dealt in turn)
    assert [x["position"] for x in hands(r)] == [1, 1, 1, 2]
    check(hands(r)[0], cards=["8♠", "2♠"], total=10)


def test_4_as_switch_dealer_hits_soft_17_and_22_pushes():
    """4: as `switch` — the dealer hits soft 17; dealer 22 pushes live ordinary hands."""
    # deal: h1 10♠, h2 10♣, up 6♦, h1 9♥ (19), h2 8♥ (18); dealer 6♦ + A♣ = soft 17 hits 5♠
    # -> 6 + 1 + 5 = hard 12, hits 10♠ -> 22
    cards = ["10♠", "10♣", "6♦", "9♥", "8♥", "A♣", "5♠", "10♠", "2♠"]
    r = play(cards, ["keep", "stand", "stand"])
    check(r["dealer"], cards=["6♦", "A♣", "5♠", "10♠"], total=22, natural=False)
    check(hands(r)[0], outcome="push", returned=2)
    check(hands(r)[1], outcome="push", returned=2)
    check(seat(r), chips_after=100)


# ------------------------------------------------------------------------- 4 shuffling machine


def test_4_shuffling_machine_fresh_shoe_every_round():
    """4: a shuffling machine: the shoe is effectively fresh every round (six 10♠ in each)."""
    # each round: h1 10♠, h2 10♠, up 9♦, h1 10♠, h2 10♠, dealer 8♣ (17), then 10♠ 10♠ unused
    # 20 and 20 beat 17: +4 per round: 104, then 108
    rnd = {
        "cards": ["10♠", "10♠", "9♦", "10♠", "10♠", "8♣", "10♠", "10♠"],
        "actions": ["keep", "stand", "stand"],
    }
    r = bjswitch_widgets.replay(
        {
            "profile": "jack_switch",
            "players": ["Ann"],
            "rounds": [dict(rnd, seed=1), dict(rnd, seed=2)],
        }
    )
    assert r["status"] == "complete"
    check(seat(r["rounds"][0]), chips_before=100, chips_after=104)
    check(seat(r["rounds"][1]), chips_before=104, chips_after=108)
    check(r["rounds"][1]["dealer"], cards=["9♦", "8♣"], total=17)
    assert r["standings"] == [{"name": "Ann", "chips": 108, "profit": 8, "place": 1}]


# ------------------------------------------------------------------------------ 4 no hole card


def test_4_no_hole_card_next_card_goes_to_the_player():
    """4: no hole card, dealt as in online_switch: the dealer gets its second card after play."""
    # deal: h1 5♠, h2 10♣, up 9♦, h1 6♥ (11), h2 7♣ (17); the next card 2♦ is h1's hit
    # (in `switch` it would be the hole card); dealer's second card 8♦ -> 17
    cards = ["5♠", "10♣", "9♦", "6♥", "7♣", "2♦", "8♦", "10♠"]
    r = play(cards, ["keep"])
    dealer_waiting(r, "9♦", 9)
    r = play(cards, ["keep", "hit"])
    check(hands(r)[0], cards=["5♠", "6♥", "2♦"], total=13, outcome=None)
    to_act(r, 1, ["hit", "stand"])
    r = play(cards, ["keep", "hit", "stand", "stand"])
    # dealer 9 + 8 = 17: 13 loses, 17 pushes; chips 100 - 4 + 2 = 98
    check(r["dealer"], cards=["9♦", "8♦"], total=17, natural=False)
    check(hands(r)[0], outcome="lose", returned=0)
    check(hands(r)[1], total=17, outcome="push", returned=2)
    check(seat(r), chips_after=98)


def test_4_dealer_natural_takes_doubled_money():
    """4: no hole card — a dealer natural takes doubles too (no peek: play goes on first)."""
    # deal: h1 5♠, h2 10♣, up 10♦, h1 6♥ (11), h2 7♣ (17); h1 doubles K♦ -> 21; h2 stands;
    # dealer's second card A♥ -> natural
    cards = ["5♠", "10♣", "10♦", "6♥", "7♣", "K♦", "A♥", "2♠"]
    r = play(cards)
    # ten up and no peek: the player is asked to keep or switch
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS}
    dealer_waiting(r, "10♦", 10)
    r = play(cards, ["keep", "double", "stand"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["10♦", "A♥"], total=21, natural=True)
    check(hands(r)[0], cards=["5♠", "6♥", "K♦"], total=21, bet=4, doubled=True)
    check(hands(r)[0], outcome="lose", returned=0)
    check(hands(r)[1], total=17, outcome="lose", returned=0)
    # wagers 2 + 2 + 2 = 6; chips 94
    check(seat(r), chips_after=94)


def test_4_dealer_natural_takes_split_money():
    """4: no hole card — a dealer natural takes splits (and doubles after split) too."""
    # deal: h1 8♠, h2 10♣, up K♦, h1 8♥, h2 9♣ (19); split: 8♠ + 3♦ = 11 double K♠ -> 21;
    # 8♥ + 9♦ = 17 stands; h2 stands; dealer's second card A♥ -> natural
    cards = ["8♠", "10♣", "K♦", "8♥", "9♣", "3♦", "K♠", "9♦", "A♥", "2♠"]
    r = play(cards, ["keep", "split", "double", "stand", "stand"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["K♦", "A♥"], total=21, natural=True)
    h = hands(r)
    assert [x["position"] for x in h] == [1, 1, 2]
    check(h[0], cards=["8♠", "3♦", "K♠"], bet=4, outcome="lose", returned=0)
    check(h[1], cards=["8♥", "9♦"], bet=2, outcome="lose", returned=0)
    check(h[2], cards=["10♣", "9♣"], bet=2, outcome="lose", returned=0)
    # wagers 2 + 2 + 2 (split) + 2 (double) = 8; chips 92
    check(seat(r), chips_after=92)


def test_4_original_natural_pushes_against_dealer_natural():
    """4: no hole card — against a dealer natural, original naturals push."""
    # deal: h1 A♠, h2 10♣, up K♦, h1 K♥ (natural), h2 9♣ (19) stands; dealer's second A♥
    cards = ["A♠", "10♣", "K♦", "K♥", "9♣", "A♥", "2♠"]
    r = play(cards, ["keep", "stand"])
    check(r["dealer"], cards=["K♦", "A♥"], total=21, natural=True)
    check(hands(r)[0], natural=True, outcome="push", returned=2)
    check(hands(r)[1], outcome="lose", returned=0)
    # chips 100 - 4 + 2 = 98
    check(seat(r), chips_after=98)


def test_4_insurance_per_position_settled_at_the_end():
    """4: as `switch` (insurance 'insure A B'), settled as in online_switch: at the end, 2:1."""
    # deal: h1 10♠, h2 10♣, up A♦, h1 9♥ (19), h2 8♥ (18); dealer's second card K♣ -> natural
    cards = ["10♠", "10♣", "A♦", "9♥", "8♥", "K♣", "2♠"]
    r = play(cards)
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": ALL_INSURANCE}
    with pytest.raises(ValueError, match=illegal(0, "insur")):
        play(cards, ["insure yes"])
    r = play(cards, ["insure 1 1"])
    # no peek: play goes on; insurance waits
    assert r["to_act"] == {"player": "Ann", "hand": None, "legal": KS}
    check(seat(r), insurance=[1, 1], insurance_returned=None)
    r = play(cards, ["insure 1 1", "keep", "stand", "stand"])
    check(r["dealer"], cards=["A♦", "K♣"], total=21, natural=True)
    check(hands(r)[0], outcome="lose", returned=0)
    check(hands(r)[1], outcome="lose", returned=0)
    # insurance 2 -> 6; chips 100 - 4 - 2 + 6 = 100
    check(seat(r), insurance=[1, 1], insurance_returned=6, chips_after=100)


def test_4_insurance_lost_at_the_end_without_dealer_natural():
    """4: insurance is lost when the dealer's first two cards are no natural."""
    # as above, dealer's second card 7♣ -> soft 18 stands: 19 wins 4, 18 pushes 2
    cards = ["10♠", "10♣", "A♦", "9♥", "8♥", "7♣", "2♠"]
    r = play(cards, ["insure 0 1", "keep", "stand", "stand"])
    check(r["dealer"], cards=["A♦", "7♣"], total=18, natural=False)
    check(hands(r)[0], outcome="win", returned=4)
    check(hands(r)[1], outcome="push", returned=2)
    # chips 100 - 4 - 1 + 6 = 101
    check(seat(r), insurance=[0, 1], insurance_returned=0, chips_after=101)


def test_4_only_busted_and_natural_left_dealer_takes_only_a_second_card():
    """4: settled as in online_switch — the dealer takes a second card, no more with no live hand."""
    # deal: h1 A♠, h2 10♣, up 9♦, h1 K♥ (natural), h2 6♦ hits 9♠ -> 25; dealer 9♦ + 5♣ = 14 stops
    cards = ["A♠", "10♣", "9♦", "K♥", "6♦", "9♠", "5♣", "2♠", "3♠"]
    r = play(cards, ["keep", "hit"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["9♦", "5♣"], total=14, natural=False)
    check(hands(r)[0], natural=True, outcome="win", returned=4)
    check(hands(r)[1], total=25, outcome="lose", returned=0)
    # chips 100 - 4 + 4 = 100
    check(seat(r), chips_after=100)


# --------------------------------------------------------------------------------- 4 surrender

# deal: h1 10♠, h2 10♣, up 10♦, h1 6♥ (16), h2 9♥ (19)
SUR = ["10♠", "10♣", "10♦", "6♥", "9♥"]


def test_4_surrender_gives_up_the_hand_for_half_its_bet():
    """4: surrender: as the first decision on a position's original two cards, give up the hand
    and get half its bet back."""
    cards = [*SUR, "9♣", "2♠"]  # dealer 10♦ + 9♣ = 19
    r = play(cards, ["keep"])
    to_act(r, 1, ["hit", "stand", "double", "surrender"])
    r = play(cards, ["keep", "surrender"])
    # the next position is asked, with surrender again as its first decision
    to_act(r, 2, ["hit", "stand", "double", "surrender"])
    r = play(cards, ["keep", "surrender", "stand"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["10♦", "9♣"], total=19)
    check(hands(r)[0], cards=["10♠", "6♥"], bet=2, outcome="surrender", returned=1)
    check(hands(r)[1], total=19, outcome="push", returned=2)
    # chips 100 - 4 + 1 + 2 = 99
    check(seat(r), chips_after=99)


def test_4_late_surrender_loses_the_whole_bet_to_a_dealer_natural():
    """4: surrender is late — if the dealer's second card then makes a natural, the surrendered
    hand loses its whole bet (outcome lose, returned 0)."""
    cards = [*SUR, "A♣", "2♠"]  # dealer 10♦ + A♣ = natural
    r = play(cards, ["keep", "surrender", "stand"])
    check(r["dealer"], cards=["10♦", "A♣"], total=21, natural=True)
    check(hands(r)[0], cards=["10♠", "6♥"], bet=2, outcome="lose", returned=0)
    check(hands(r)[1], outcome="lose", returned=0)
    # chips 100 - 4 + 0 = 96
    check(seat(r), chips_after=96)


def test_4_surrendered_hand_waits_for_settlement():
    """SCENARIOS: while the round is waiting, a surrendered hand shows outcome and returned null
    (its half comes back only once the dealer's second card is known)."""
    r = play([*SUR, "9♣", "2♠"], ["keep", "surrender"])
    assert r["status"] == "waiting"
    check(hands(r)[0], outcome=None, returned=None)
    check(seat(r), chips_after=None)


def test_4_late_surrender_half_cannot_pay_for_another_wager():
    """4: the half comes back only at settlement, so it cannot cover a double in the same round."""
    # chips 5: bets 2 + 2 leave 1 free. h1 (16) surrenders; h2 10♣ 9♥ = 19 may not double (needs
    # 2, has 1 — the surrendered half is not in front of the player yet)
    cards = [*SUR, "9♣", "2♠"]
    r = play(cards, ["keep", "surrender"], players=[{"name": "Ann", "chips": 5}])
    to_act(r, 2, ["hit", "stand", "surrender"])
    with pytest.raises(ValueError, match=illegal(2, "double")):
        play(cards, ["keep", "surrender", "double"], players=[{"name": "Ann", "chips": 5}])
    # h2 stands; dealer 10♦ + 9♣ = 19: h1 half 1 back, h2 pushes 2; chips 5 - 4 + 1 + 2 = 4
    r = play(cards, ["keep", "surrender", "stand"], players=[{"name": "Ann", "chips": 5}])
    check(hands(r)[0], outcome="surrender", returned=1)
    check(seat(r), chips_after=4)


def test_4_late_surrender_loses_whole_bet_beside_insurance_paid():
    """4: against a dealer natural the surrendered hand loses its whole bet; insurance is paid
    2:1 beside it."""
    # deal: h1 10♠, h2 10♣, up A♦, h1 6♥ (16), h2 9♥ (19); insure 1 0; h1 surrenders,
    # h2 stands; dealer's second card K♣ -> natural
    cards = ["10♠", "10♣", "A♦", "6♥", "9♥", "K♣", "2♠"]
    r = play(cards, ["insure 1 0", "keep", "surrender", "stand"])
    check(r["dealer"], cards=["A♦", "K♣"], natural=True)
    check(hands(r)[0], outcome="lose", returned=0)
    check(hands(r)[1], outcome="lose", returned=0)
    # chips 100 - 4 - 1 + 0 + 3 = 98
    check(seat(r), insurance=[1, 0], insurance_returned=3, chips_after=98)


def test_4_surrender_only_after_the_switch_choice():
    """4: surrender comes after the switch choice (not in place of it)."""
    with pytest.raises(ValueError, match=illegal(0, "surrender")):
        play([*SUR, "9♣"], ["surrender"])


def test_4_surrender_after_a_switch_is_allowed():
    """4: surrender is the first decision on the position's two cards after the switch choice."""
    # switch -> h1 10♠ 9♥ = 19, h2 10♣ 6♥ = 16; h1 stands, h2 surrenders; dealer 10♦ + 9♣ = 19
    cards = [*SUR, "9♣", "2♠"]
    r = play(cards, ["switch", "stand", "surrender"])
    check(hands(r)[0], cards=["10♠", "9♥"], switched=True, outcome="push", returned=2)
    check(hands(r)[1], cards=["10♣", "6♥"], switched=True, outcome="surrender", returned=1)
    # chips 100 - 4 + 2 + 1 = 99
    check(seat(r), chips_after=99)


def test_4_surrender_illegal_after_a_hit():
    """4: surrender only as the first decision (after a hit it is illegal; hand 2 may still)."""
    # deal: h1 10♠, h2 10♣, up 10♦, h1 3♥ (13), h2 9♥ (19); h1 hits 2♦ -> 15
    cards = ["10♠", "10♣", "10♦", "3♥", "9♥", "2♦", "7♣", "2♠"]
    r = play(cards, ["keep", "hit"])
    to_act(r, 1, ["hit", "stand"])
    with pytest.raises(ValueError, match=illegal(2, "surrender")):
        play(cards, ["keep", "hit", "surrender"])
    r = play(cards, ["keep", "hit", "stand"])
    to_act(r, 2, ["hit", "stand", "double", "surrender"])
    r = play(cards, ["keep", "hit", "stand", "surrender"])
    # dealer 10♦ + 7♣ = 17: 15 loses; h2 surrendered 1; chips 100 - 4 + 1 = 97
    check(r["dealer"], cards=["10♦", "7♣"], total=17)
    check(hands(r)[0], total=15, outcome="lose", returned=0)
    check(hands(r)[1], outcome="surrender", returned=1)
    check(seat(r), chips_after=97)


def test_4_surrender_illegal_on_a_split_hand():
    """4: surrender only on an unsplit position (a pair may surrender, its split hands may not)."""
    # deal: h1 8♠, h2 10♣, up 10♦, h1 8♥, h2 9♥; split: 8♠ + 10♠ = 18
    cards = ["8♠", "10♣", "10♦", "8♥", "9♥", "10♠", "9♦", "2♠"]
    r = play(cards, ["keep"])
    to_act(r, 1, ["hit", "stand", "double", "split", "surrender"])
    r = play(cards, ["keep", "split"])
    check(hands(r)[0], cards=["8♠", "10♠"], total=18)
    to_act(r, 1, HSD)
    with pytest.raises(ValueError, match=illegal(2, "surrender")):
        play(cards, ["keep", "split", "surrender"])
    # the second split hand (8♥ + 9♦) may not surrender either
    with pytest.raises(ValueError, match=illegal(3, "surrender")):
        play(cards, ["keep", "split", "stand", "surrender"])


def test_4_everything_surrendered_dealer_takes_only_a_second_card():
    """4: surrendered hands keep their half; with no live hand the dealer draws nothing more."""
    # deal: h1 10♠, h2 10♣, up 10♦, h1 6♥ (16), h2 5♥ (15); both surrender; dealer 10♦ + 6♣ = 16
    cards = ["10♠", "10♣", "10♦", "6♥", "5♥", "6♣", "5♠", "2♠"]
    r = play(cards, ["keep", "surrender", "surrender"])
    assert r["status"] == "complete"
    check(r["dealer"], cards=["10♦", "6♣"], total=16, natural=False)
    assert [(x["outcome"], x["returned"]) for x in hands(r)] == [("surrender", 1), ("surrender", 1)]
    # chips 100 - 4 + 2 = 98
    check(seat(r), chips_after=98)


@pytest.mark.parametrize(
    ("profile", "cards", "actions", "index"),
    [
        # h1 10♠, h2 10♣, up 9♦, h1 6♥, h2 9♥, hole 8♣
        ("switch", ["10♠", "10♣", "9♦", "6♥", "9♥", "8♣", "2♠"], ["keep"], 1),
        # same deal without a hole card
        ("online_switch", ["10♠", "10♣", "9♦", "6♥", "9♥", "8♣", "2♠"], ["keep"], 1),
        # one position: 10♠, up 9♦, 6♥, hole 8♣
        ("classic", ["10♠", "9♦", "6♥", "8♣", "2♠"], [], 0),
    ],
)
def test_4_surrender_illegal_in_every_other_profile(profile, cards, actions, index):
    """4: surrender is a jack_switch difference: not offered (illegal) in the other profiles."""
    r = play(cards, actions, profile=profile)
    assert r["status"] == "waiting"
    assert "surrender" not in r["to_act"]["legal"]
    with pytest.raises(ValueError, match=illegal(index, "surrender")):
        play(cards, [*actions, "surrender"], profile=profile)


# ------------------------------------------------------------------- 4 switched natural sideways


def test_4_natural_may_be_switched_switched_ace_ten_is_ordinary():
    """4: a natural may be switched; a switched A+10 is ordinary (pushes a dealer 21)."""
    # deal: h1 A♠, h2 10♣, up 9♦, h1 K♥ (natural), h2 9♥; switch -> A♠ 9♥ = soft 20, 10♣ K♥ = 20
    cards = ["A♠", "10♣", "9♦", "K♥", "9♥", "2♣", "K♠", "5♠"]
    r = play(cards)
    check(hands(r)[0], natural=True)
    r = play(cards, ["switch"])
    check(hands(r)[0], cards=["A♠", "9♥"], total=20, natural=False, switched=True)
    check(hands(r)[1], cards=["10♣", "K♥"], total=20, natural=False, switched=True)
    # switched A+10 made from h1 A♠ 9♥ / h2 10♣ K♥: switch -> A♠ K♥ = 21 (ordinary), 10♣ 9♥ = 19;
    # dealer 9♦ + 2♣ = 11 draws K♠ -> 21: the switched 21 pushes, 19 loses
    cards = ["A♠", "10♣", "9♦", "9♥", "K♥", "2♣", "K♠", "5♠"]
    r = play(cards, ["switch"])
    check(hands(r)[0], cards=["A♠", "K♥"], total=21, natural=False, switched=True)
    # a soft 21 that is not a natural waits for a decision at this table (two cards: double and
    # surrender too); hand 2 is then on its first decision
    to_act(r, 1, ["hit", "stand", "double", "surrender"])
    r = play(cards, ["switch", "stand"])
    to_act(r, 2, ["hit", "stand", "double", "surrender"])
    r = play(cards, ["switch", "stand", "stand"])
    check(r["dealer"], cards=["9♦", "2♣", "K♠"], total=21, natural=False)
    check(hands(r)[0], outcome="push", returned=2)
    check(hands(r)[1], total=19, outcome="lose", returned=0)
    # chips 100 - 4 + 2 = 98
    check(seat(r), chips_after=98)


def test_4_switched_ace_ten_loses_to_a_dealer_natural():
    """4: a switched A+10 is ordinary: against a dealer natural it loses (only originals push)."""
    # deal: h1 A♠, h2 10♣, up K♦, h1 9♥, h2 K♥; switch -> A♠ K♥ = 21, 10♣ 9♥ = 19; dealer A♣
    cards = ["A♠", "10♣", "K♦", "9♥", "K♥", "A♣", "2♠"]
    r = play(cards, ["switch", "stand", "stand"])
    check(r["dealer"], cards=["K♦", "A♣"], natural=True)
    check(hands(r)[0], natural=False, switched=True, outcome="lose", returned=0)
    check(hands(r)[1], outcome="lose", returned=0)
    check(seat(r), chips_after=96)


# ------------------------------------------------------------------------ 4 a soft 21 may be hit


def test_4_switched_ace_ten_may_be_hit():
    """4: only a natural and a hard 21 stop the player: a switched A+10 (soft 21) may be hit."""
    # switch -> h1 A♠ K♥ = soft 21, h2 10♣ 9♥ = 19; h1 hits 5♠ -> A+K+5 = hard 16, decide again
    cards = ["A♠", "10♣", "9♦", "9♥", "K♥", "5♠", "2♣", "7♠"]
    r = play(cards, ["switch", "hit"])
    check(hands(r)[0], cards=["A♠", "K♥", "5♠"], total=16)
    to_act(r, 1, ["hit", "stand"])
    # h1 stands on 16, h2 stands on 19; dealer 9♦ + 2♣ = 11, 7♠ -> 18: 16 loses, 19 wins
    r = play(cards, ["switch", "hit", "stand", "stand"])
    check(r["dealer"], cards=["9♦", "2♣", "7♠"], total=18)
    check(hands(r)[0], outcome="lose", returned=0)
    check(hands(r)[1], outcome="win", returned=4)
    check(seat(r), chips_after=100)


def test_4_drawn_soft_21_waits_hard_21_stops():
    """4: A+5+5 (soft 21) waits for hit or stand; a drawn hard 21 (10+5+6) stops by itself."""
    # deal: h1 A♠, h2 10♣, up 9♦, h1 5♥ (soft 16), h2 5♦ (15); keep; h1 hits 5♣ -> soft 21
    cards = ["A♠", "10♣", "9♦", "5♥", "5♦", "5♣", "6♠", "8♣", "2♠"]
    r = play(cards, ["keep", "hit"])
    check(hands(r)[0], cards=["A♠", "5♥", "5♣"], total=21)
    to_act(r, 1, ["hit", "stand"])
    # h1 stands; h2 hits 6♠ -> hard 21: stops, nothing asked; dealer 9♦ + 8♣ = 17
    r = play(cards, ["keep", "hit", "stand", "hit"])
    assert r["status"] == "complete"
    check(hands(r)[1], cards=["10♣", "5♦", "6♠"], total=21, outcome="win", returned=4)
    check(hands(r)[0], outcome="win", returned=4)
    check(seat(r), chips_after=104)


def test_4_kept_natural_still_stops():
    """4: a natural (kept) stops drawing: it is not asked anything."""
    # deal: h1 A♠, h2 10♣, up 9♦, h1 K♥ (natural), h2 8♥ (18); keep: hand 2 is asked at once
    r = play(["A♠", "10♣", "9♦", "K♥", "8♥", "9♣", "2♠"], ["keep"])
    to_act(r, 2, ["hit", "stand", "double", "surrender"])


def test_4_switched_ace_ten_may_double_or_surrender():
    """4 (Decision): a two-card soft 21 is an ordinary two-card hand: double and surrender."""
    # switch -> h1 A♠ K♥ = soft 21; double: 4 on the hand, one card 7♠ -> A+K+7 = hard 18, stands
    cards = ["A♠", "10♣", "9♦", "9♥", "K♥", "7♠", "9♣", "2♠"]
    r = play(cards, ["switch", "double"])
    check(hands(r)[0], cards=["A♠", "K♥", "7♠"], total=18, bet=4, doubled=True)
    to_act(r, 2, ["hit", "stand", "double", "surrender"])
    # h2 10♣ 9♥ = 19 stands; dealer 9♦ + 9♣ = 18: 18 pushes 4, 19 wins 4; chips 100 - 6 + 8 = 102
    r = play(cards, ["switch", "double", "stand"])
    check(r["dealer"], cards=["9♦", "9♣"], total=18)
    check(hands(r)[0], outcome="push", returned=4)
    check(hands(r)[1], outcome="win", returned=4)
    check(seat(r), chips_after=102)
    # surrender of the switched A+10 instead: h2 stands; dealer 9♦ + 7♠ = 16 draws 9♣ -> 25,
    # no natural, so the half comes back
    r = play(cards, ["switch", "surrender", "stand"])
    check(hands(r)[0], outcome="surrender", returned=1)


@pytest.mark.parametrize("profile", ["switch", "online_switch"])
def test_4_soft_21_is_a_jack_switch_difference(profile):
    """4: at every other table any 21 stops drawing: the switched A+10 asks nothing."""
    cards = ["A♠", "10♣", "9♦", "9♥", "K♥", "8♣", "2♣", "7♠", "2♠"]
    r = play(cards, ["switch"], profile=profile)
    assert r["to_act"]["hand"] == 2, r["to_act"]
