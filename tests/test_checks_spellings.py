"""Accepted and rejected spellings per check (issue 12, part 1), worked by hand from the rules:
a right answer in another case, spacing, punctuation, number word or ratio spelling is right;
a wrong answer in any spelling is wrong; nothing here is merely "unreadable"."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bjswitch_widgets import Round, checks
from bjswitch_widgets.checks import Feedback
from bjswitch_widgets.language import in_language


@pytest.fixture(params=["en", "ru"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    """The test in each language: a verdict never depends on the language (issue 25)."""
    with in_language(request.param):
        yield request.param


DEAL = ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]
FINISHED: dict[str, Any] = {
    "players": ["Ann"],
    "cards": DEAL,
    "actions": ["switch", "double", "stand"],
}
OVER = Round("switch", ["Ann"], cards=DEAL)
for _a in ("switch", "double", "stand"):
    OVER.apply(_a)

K_Q_5 = ["K♠", "Q♦", "5♣"]  # 25: a bust
A_6 = ["A♠", "6♦"]  # soft 17

Case = tuple[str, Callable[[Any], Feedback], Any, bool]


def fact(key: str, profile: str = "switch") -> Callable[[Any], Feedback]:
    return lambda a: checks.check_fact(key, a, profile)


def total(cards: list[str]) -> Callable[[Any], Feedback]:
    return lambda a: checks.check_total(cards, a)


def rows(
    label: str, check: Callable[[Any], Feedback], right: list[Any], wrong: list[Any]
) -> list[Case]:
    return [(label, check, a, True) for a in right] + [(label, check, a, False) for a in wrong]


CASES: list[Case] = [
    # ratios: a natural pays 1:1 at switch, 3:2 at classic; insurance 2:1; Super Match pair 1:1
    *rows(
        "natural_pays switch",
        fact("natural_pays"),
        [
            "1:1",
            "even money",
            "Even Money.",
            "1 : 1",
            "1/1",
            "1 to 1",
            "one to one",
            "1-1",
            "evens",
        ],
        ["3:2", "3 to 2", "2:1", "two to one", "6:5"],
    ),
    *rows(
        "natural_pays classic",
        fact("natural_pays", "classic"),
        ["3:2", "3/2", "3 to 2", "three to two", "3 : 2", "3-2"],
        ["even money", "1:1", "one to one", "2:1"],
    ),
    *rows(
        "insurance_pays",
        fact("insurance_pays"),
        ["2:1", "2 : 1", "two to one", "2 to 1", "2/1", "Two to One."],
        ["1:1", "even money", "3:2"],
    ),
    *rows(
        "super_match_pair",
        fact("super_match_pair", "online_switch"),
        ["1:1", "even money"],
        ["2:1"],
    ),
    # counts: digits, whole floats, number words
    *rows(
        "shoe_cards",
        fact("shoe_cards"),
        [312, "312", 312.0, "312.0", " 312 ", "312."],
        [416, "416", 311.0],
    ),
    *rows("positions", fact("positions"), [2, "two", "Two", 2.0, "2."], [1, "one", 3.0]),
    *rows("rounds", fact("rounds"), [10, "ten", "10"], ["eleven", 9]),
    *rows("starting_chips", fact("starting_chips"), [100, "one hundred", "100.0"], ["ninety"]),
    *rows("mandatory_bets", fact("mandatory_bets"), ["four", 4, "FOUR"], ["five"]),
    # words with punctuation and case
    *rows("dealer_22", fact("dealer_22"), ["push", "push.", "Push!", " PUSHES "], ["win", "win."]),
    *rows("shuffle", fact("shuffle"), ["Before every round.", "before  every round"], ["never"]),
    *rows("hole_card", fact("hole_card"), ["yes", "Yes.", True], ["no", "No."]),
    *rows("dealer_soft_17", fact("dealer_soft_17"), ["hit", "Hits."], ["stand", "stands"]),
    # totals: a bust's total is exactly its points, or "bust"
    *rows("total K Q 5", total(K_Q_5), [25, "25", "bust", "Bust.", 25.0, "25.0"], [30, 22, "30"]),
    *rows("total A 6", total(A_6), [17, "17", "soft 17", "Soft 17.", 17.0], [7, "hard 17", 18]),
    *rows("total K Q", total(["K♠", "Q♦"]), [20, "20."], [21, "bust"]),
    # order of a hand's cards does not matter for its total, bust or natural
    *rows("total 5 Q K", total(["5♣", "Q♦", "K♠"]), [25, "bust"], [15]),
    *rows(
        "natural K A",
        lambda a: checks.check_natural(["K♥", "A♠"], a),
        ["yes", "natural", "Blackjack"],
        ["no"],
    ),
    *rows("natural 5 A 5", lambda a: checks.check_natural(["5♥", "A♠", "5♦"], a), ["no"], ["yes"]),
    # bust as a yes
    *rows(
        "bust",
        lambda a: checks.check_bust(K_Q_5, a),
        ["yes", "bust", "Bust.", "busted", "YES!", True],
        ["no", "not bust", "live", False],
    ),
    *rows("bust 5 K Q", lambda a: checks.check_bust(["5♣", "K♠", "Q♦"], a), ["bust"], ["no"]),
    *rows("not bust", lambda a: checks.check_bust(["10♠", "6♥"], a), ["no", "not bust"], ["bust"]),
    # names: any case; nobody in other words
    *rows(
        "to_act nobody",
        lambda a: checks.check_to_act(OVER, a),
        ["nobody", "Nobody.", "no one", "No-one", "none", "noone", "NOBODY"],
        ["Ann", "ann"],
    ),
    # outcomes, chips, dealer words with punctuation and words
    *rows(
        "outcome", lambda a: checks.check_outcome(FINISHED, a), ["push", "Push.", "tie"], ["win."]
    ),
    *rows(
        "chips_after",
        lambda a: checks.check_chips_after(FINISHED, a),
        [100, "100", 100.0, "one hundred"],
        [99],
    ),
    *rows(
        "dealer_draws",
        lambda a: checks.check_dealer_draws(["10♠", "6♦"], a),
        ["Hit.", "hits"],
        ["stand."],
    ),
    *rows(
        "dealer_plays",
        lambda a: checks.check_dealer_plays(FINISHED, a),
        ["plays.", "Plays"],
        ["stops"],
    ),
    *rows(
        "standings",
        lambda a: checks.check_standings({"Ann": 110, "Ben": 110, "Cy": 96}, a),
        [[1, 1, 3], "1, 1, 3", [1.0, 1, "3"], ["one", "one", "three"], "[1, 1, 3]"],
        [[1, 2, 3], "1 2 3"],
    ),
    *rows("sits_out", lambda a: checks.check_sits_out(3, a), ["yes", "Yes."], ["no."]),
]


@pytest.mark.parametrize(("label", "check", "answer", "right"), CASES, ids=lambda v: str(v)[:24])
@pytest.mark.usefixtures("lang")
def test_spelling(label, check, answer, right):
    fb = check(answer)
    assert fb.readable, f"{label}: {answer!r} is unreadable: {fb}"
    assert fb.correct is right, f"{label}: {answer!r}: {fb}"


@pytest.mark.usefixtures("lang")
def test_the_player_to_act_in_any_case():
    rnd = Round(
        "switch", ["Ann", "Ben"], cards=[*DEAL[:2], "4♣", "9♣", "10♥", "6♥", "2♣", "3♣", "7♦"]
    )
    name = rnd.to_act.player if rnd.to_act else "nobody"
    assert checks.check_to_act(rnd, name.lower()).correct
    assert checks.check_to_act(rnd, f" {name.upper()}. ").correct
    assert not checks.check_to_act(rnd, "nobody").correct


@pytest.mark.usefixtures("lang")
def test_the_deal_places_in_any_case():
    scenario = {"players": ["Ann"], "cards": DEAL[:6]}
    assert checks.check_deal(scenario, {"ann hand 1": "5♠ 10♥", "Dealer Up Card": "9♣"}).correct
    assert not checks.check_deal(scenario, {"ann hand 1": "10♥ 5♠"}).correct  # deal order matters


@pytest.mark.usefixtures("lang")
def test_the_switch_result_keeps_the_order_of_the_hands():
    h1, h2 = ["5♠", "10♥"], ["10♣", "6♥"]
    assert checks.check_switch_result(h1, h2, ("5♠ 6♥", "10♣ 10♥")).correct
    assert not checks.check_switch_result(h1, h2, ("10♣ 10♥", "5♠ 6♥")).correct


def test_explanations_read_well():
    empty = str(checks.check_total(A_6, ""))
    assert "no answer yet. a total" not in empty.lower() and "Please write a total:" in empty
    table = {"players": ["Ann"], "cards": DEAL}
    extra = checks.check_play(table, ["switch", "double", "stand", "hit"], 100)
    assert "one of ''" not in str(extra) and "one of '" not in str(extra)
    assert "one too many" in str(extra) and not extra.readable
    hint = str(checks.check_standings({"Ann": 110, "Ben": 110}, "first"))
    assert "[1, 1]" not in hint and "[1, 2]" not in hint


@pytest.mark.parametrize(
    ("typed", "right"),
    [
        ("5♠ 6♥, 10♣ 10♥", True),
        ("5s 6h | 10c 10h", True),
        ("5♠ 6♥ and 10♣ 10♥", True),
        ("5♠ 6♥; 10♣ 10♥.", True),
        ("10♣ 10♥, 5♠ 6♥", False),  # the hands in the other order: hand 1 is written first
        ("6♥ 5♠, 10♥ 10♣", True),  # a hand is its cards in any order (issue 23)
    ],
)
@pytest.mark.usefixtures("lang")
def test_the_switch_result_typed_in_one_box(typed, right):
    """§1.7: 5♠ 10♥ and 10♣ 6♥ switch their second cards: 5♠ 6♥ and 10♣ 10♥, typed as one text
    the way a Voila learner writes it in the box."""
    feedback = checks.check_switch_result(["5♠", "10♥"], ["10♣", "6♥"], typed)
    assert feedback.readable and feedback.correct is right


def test_one_hand_alone_is_not_read_as_two():
    feedback = checks.check_switch_result(["5♠", "10♥"], ["10♣", "6♥"], "5♠ 6♥")
    assert not feedback.readable and "10♣ 10♥" not in feedback.explanation  # not the answer
