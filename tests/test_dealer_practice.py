"""The dealer's practice (issue 27): the dealer's draw (rules §1.9, §2), settling each hand
(§1.10, the 22 push; §2; §3, §4 without a hole card and late surrender), paying insurance
(§1.5, §1.6) and the sideways card of a switched ace + ten (§4) — each drill graded by the
engine, checked here against expectations worked by hand, and each a scenario that replays to
its moment (rules §5)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bjswitch_widgets import InvalidInputError, replay
from bjswitch_widgets.checks.card_answers import read_positions
from bjswitch_widgets.rules import PROFILES
from bjswitch_widgets.teaching.dealer_drills import DealerDrill, dealer_kinds
from bjswitch_widgets.teaching.dealer_practice import DealerPractice
from bjswitch_widgets.teaching.spaced import COME_BACK

TENS = {"10", "J", "Q", "K"}


def points(card: str) -> int:
    rank = card[:-1]
    return 11 if rank == "A" else 10 if rank in TENS else int(rank)


def total(cards: list[str]) -> tuple[int, bool]:
    """The best total and whether it is soft, counted by hand: aces 11 while that fits."""
    value = sum(points(c) for c in cards)
    aces = sum(c[:-1] == "A" for c in cards)
    while value > 21 and aces:
        value, aces = value - 10, aces - 1
    return value, aces > 0


def ace_and_ten(cards: list[str]) -> bool:
    return (
        len(cards) == 2
        and {c[:-1] == "A" for c in cards} == {True, False}
        and all(c[:-1] == "A" or c[:-1] in TENS for c in cards)
    )


def expected_draw(name: str, result: dict, shown: int) -> str:
    """§1.9 and §2 by hand: the dealer draws under 17, and on soft 17 where the table hits
    it — but stops at once when no ordinary hand is live, and after a natural."""
    prof = PROFILES[name]
    cards = result["dealer"]["cards"][:shown]
    value, soft = total(cards)
    hands = [h for p in result["players"] for h in p["hands"]]
    # live and ordinary: not busted, not surrendered, not a natural (after a dealer natural
    # a late surrender shows as lost, but then the dealer stands on the natural anyway)
    live = [
        h
        for h in hands
        if total(h["cards"])[0] <= 21 and h["outcome"] != "surrender" and not h["natural"]
    ]
    if ace_and_ten(cards) or not live:
        return "stand"
    hits = value < 17 or (value == 17 and soft and prof.dealer_hits_soft_17)
    return "hit" if hits else "stand"


def expected_returned(name: str, result: dict, hand: dict, surrendered: bool) -> int:
    """§1.10 (§2 at classic) by hand, from the hand and the dealer's final cards."""
    prof = PROFILES[name]
    bet = hand["bet"]
    dealer_total, _ = total(result["dealer"]["cards"])
    dealer_natural = result["dealer"]["natural"]
    if surrendered:
        return 0 if dealer_natural else bet // 2
    value, _ = total(hand["cards"])
    if value > 21:
        return 0
    if hand["natural"]:
        return (
            bet
            if dealer_natural
            else bet + bet * prof.natural_pays.numerator // prof.natural_pays.denominator
        )
    if dealer_natural:
        return 0
    if dealer_total == 22 and name != "classic":
        return bet
    if dealer_total > 21 or value > dealer_total:
        return 2 * bet
    return bet if value == dealer_total else 0


def surrendered_hands(drill: DealerDrill) -> set[tuple[str, int]]:
    rnd = drill.finished
    return {(p.name, i) for p in rnd.players for i, h in enumerate(p.hands, 1) if h.surrendered}


@pytest.mark.parametrize("name", list(PROFILES))
def test_300_drills_answered_by_best_are_all_right_and_agree_with_the_rules_by_hand(name):
    practice = DealerPractice(name, seed=27)
    seen = set()
    for _ in range(300):
        drill = practice.drill
        result = replay(practice.situation)
        best = practice.best()
        seen.add(drill.kind)
        if drill.kind == "draw":
            assert best == expected_draw(name, result, drill.shown), drill.question
        elif drill.kind == "settle":
            player = next(p for p in result["players"] if p["name"] == drill.player)
            hand = player["hands"][drill.hand - 1]
            surrendered = (drill.player, drill.hand) in surrendered_hands(drill)
            assert best == expected_returned(name, result, hand, surrendered), drill.question
        elif drill.kind == "insurance":
            player = next(p for p in result["players"] if p["name"] == drill.player)
            stake = player["insurance"][drill.hand - 1]
            assert stake > 0
            assert best == (3 * stake if result["dealer"]["natural"] else 0)
        else:
            player = next(p for p in result["players"] if p["name"] == drill.player)
            turned = [
                h["position"]
                for h in player["hands"]
                if h.get("box", 1) == drill.hand and h["switched"] and ace_and_ten(h["cards"])
            ]
            assert best == turned
        feedback = practice.answer(best)
        assert feedback.correct, (drill.question, feedback.explanation)
    stats = practice.stats()
    assert stats["answered"] == stats["right"] == stats["right_first_try"] == 300
    assert seen == set(dealer_kinds(PROFILES[name]))


def soft_17_scenario(name: str) -> dict:
    """Ann stands on 19 (a live ordinary hand); the dealer turns 6♦ A♠, soft 17; the next card
    in the shoe is 2♣."""
    if name == "classic":
        return {
            "profile": name,
            "players": ["Ann"],
            "cards": ["10♠", "6♦", "9♠", "A♠", "2♣"],
            "actions": ["stand"],
        }
    return {
        "profile": name,
        "players": ["Ann"],
        "cards": ["10♠", "10♥", "6♦", "9♠", "9♥", "A♠", "2♣"],
        "actions": ["keep", "stand", "stand"],
    }


@pytest.mark.parametrize(("name", "draws"), [("switch", "hit"), ("classic", "stand")])
def test_soft_17_is_drawn_on_at_switch_and_stood_on_at_classic(name, draws):
    drill = DealerDrill("draw", soft_17_scenario(name), shown=2)
    assert drill.best() == draws
    other = "stand" if draws == "hit" else "hit"
    assert drill.grade(draws).correct and not drill.grade(other).correct
    assert drill.grade(other).expected == draws


@pytest.mark.parametrize("name", list(PROFILES))
def test_every_soft_17_drill_follows_its_table(name):
    practice = DealerPractice(name, seed=17, focus="draw")
    soft_17 = 0
    for _ in range(150):
        drill = practice.drill
        cards = [str(c) for c in drill.finished.dealer[: drill.shown]]
        if total(cards) == (17, True) and drill.finished.ordinary_hands_live():
            soft_17 += 1
            assert drill.best() == ("hit" if PROFILES[name].dealer_hits_soft_17 else "stand")
        practice.answer(practice.best())
    assert soft_17 > 0


WORKED = {
    "profile": "switch",
    "players": ["Ann"],
    "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
    "actions": ["switch", "double", "stand"],
}


def test_a_dealer_22_returns_exactly_the_doubled_bet_and_a_wrong_amount_names_the_right_one():
    doubled = DealerDrill("settle", WORKED, player="Ann", hand=1)  # 5♠ 6♥ K♦, bet 2 doubled
    assert doubled.best() == 4
    assert doubled.grade("4").correct and doubled.grade("four").correct
    for wrong in (8, 2, 0, "6"):
        feedback = doubled.grade(wrong)
        assert not feedback.correct and feedback.readable
        assert feedback.expected == 4
    assert DealerDrill("settle", WORKED, player="Ann", hand=2).best() == 2


def test_insurance_pays_two_to_one_only_on_a_dealer_natural():
    natural = {
        "profile": "switch",
        "players": ["Ann"],
        "cards": ["9♠", "10♥", "A♣", "9♦", "8♠", "K♣"],
        "actions": ["insure 1 0"],
    }
    paid = DealerDrill("insurance", natural, player="Ann", hand=1)
    assert paid.best() == 3 and not paid.grade(2).correct and paid.grade(2).expected == 3
    none = {
        **natural,
        "cards": ["9♠", "10♥", "A♣", "9♦", "8♠", "6♣", "10♦"],
        "actions": ["insure 1 0", "keep", "stand", "stand"],
    }
    assert DealerDrill("insurance", none, player="Ann", hand=1).best() == 0


def test_the_sideways_card_is_a_switched_ace_and_ten_the_player_keeps():
    # Ann A♠ 9♦ | 5♣ K♥; up 7♦; switch: A♠ K♥ (soft 21) and 5♣ 9♦ = 14
    base = {
        "profile": "jack_switch",
        "players": ["Ann"],
        "cards": ["A♠", "5♣", "7♦", "9♦", "K♥", "5♠", "10♣"],
    }
    kept = DealerDrill(
        "sideways", {**base, "actions": ["switch", "stand", "hit", "stand"]}, player="Ann", hand=1
    )
    assert kept.best() == [1]
    assert kept.grade("hand 1").correct and kept.grade("1").correct
    assert not kept.grade("both").correct and kept.grade("none").expected == [1]
    hit = DealerDrill(
        "sideways",
        {
            **base,
            "cards": [*base["cards"][:5], "3♣", "5♠", "10♣"],
            "actions": ["switch", "hit", "stand", "hit", "stand"],
        },
        player="Ann",
        hand=1,
    )
    assert hit.best() == [] and hit.grade("none").correct and hit.grade("ни одной").correct
    natural = DealerDrill(
        "sideways",
        {**base, "cards": ["A♠", "5♣", "7♦", "K♥", "9♦", "10♣"], "actions": ["keep", "stand"]},
        player="Ann",
        hand=1,
    )
    assert natural.best() == []  # a natural kept is paid as one: never turned


@pytest.mark.parametrize("name", list(PROFILES))
def test_every_drill_replays_to_its_moment(name):
    practice = DealerPractice(name, seed=5)
    for _ in range(60):
        drill = practice.drill
        result = replay(practice.situation)
        rnd = practice.round()
        assert [[str(c) for c in h.cards] for h in rnd.hands()] == [
            h["cards"] for p in result["players"] for h in p["hands"]
        ]
        if drill.kind == "draw":
            shown = [str(c) for c in drill.finished.dealer[: drill.shown]]
            assert result["dealer"]["cards"][: drill.shown] == shown
            assert (len(result["dealer"]["cards"]) > drill.shown) == (drill.best() == "hit")
        else:
            player = next(p for p in result["players"] if p["name"] == drill.player)
            assert player  # the position named is at the table
        practice.answer(practice.best())


def test_a_missed_drill_comes_back_and_an_unreadable_answer_is_not_counted():
    practice = DealerPractice("switch", seed=8, focus="settle")
    first = practice.drill
    note = practice.answer("a lot")
    assert not note.readable and practice.drill is first and practice.stats()["answered"] == 0
    wrong = practice.best() + 1
    assert not practice.answer(wrong).correct
    assert practice.stats()["waiting"] == 1
    for _ in range(COME_BACK - 1):
        assert practice.drill.key != first.key
        practice.answer(practice.best())
    assert practice.drill.key == first.key  # back COME_BACK deals later
    practice.answer(practice.best())
    stats = practice.stats()
    assert stats["answered"] == COME_BACK + 1 and stats["first_tries"] == COME_BACK
    assert stats["kinds"]["settle"]["answered"] == COME_BACK + 1


def test_the_same_seed_deals_the_same_drills_and_a_focus_is_checked():
    a, b = DealerPractice("online_switch", seed=2), DealerPractice("online_switch", seed=2)
    for _ in range(10):
        assert a.situation == b.situation and a.question == b.question
        a.answer(a.best())
        b.answer(b.best())
    assert DealerPractice("switch", focus="выплата страховки").focus == "insurance"
    with pytest.raises(InvalidInputError):
        DealerPractice("switch", focus="sideways")  # no switched soft 21 is ever kept waiting
    with pytest.raises(InvalidInputError):
        DealerPractice("classic", focus="dealing")
    with pytest.raises(InvalidInputError):
        DealerPractice("switch", seed="7")


@given(st.sets(st.sampled_from([1, 2])), st.sampled_from(["{}", "hand {}", "рука {}"]))
def test_which_hands_read_back_whatever_the_spelling(hands, form):
    ordered = sorted(hands)
    if not ordered:
        assert read_positions("none") == read_positions("ни одной") == read_positions([]) == []
        return
    text = " and ".join(form.format(n) for n in ordered)
    assert read_positions(text) == ordered
    assert read_positions(list(reversed(ordered))) == ordered
