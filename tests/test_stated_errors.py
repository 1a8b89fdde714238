"""Which values are exact and which approximate (issue 15, item 2; rules §6): every value carries
its stated error, the Advisor shows it ("exact" / "±0.01"), grading uses it ("essentially
equal" within the errors of both choices, the tolerance between exact values), and the rules
document's mathematics section states the same numbers as the code."""

from __future__ import annotations

import re

import pytest

from bjswitch_widgets import Round, rulebook
from bjswitch_widgets.strategy import advise, describe_cost, hand_ev, switch_advice
from bjswitch_widgets.strategy.advisor import Advice
from bjswitch_widgets.strategy.values import (
    MODEL_ERROR,
    SPLIT_ERROR,
    SWITCH_ERROR,
    TOLERANCE,
    HandValues,
)
from bjswitch_widgets.widgets.render import advisor_html


def test_6_3_the_rules_document_states_the_codes_errors():
    """§6.3's table and §6.4's tolerance are the numbers the code grades with."""
    table = str(rulebook("6.3"))
    rows = dict(
        re.findall(r"\| (a split|keep or switch|the basic-strategy)[^|]*\| ±([0-9.]+)", table)
    )
    assert float(rows["a split"]) == SPLIT_ERROR
    assert float(rows["keep or switch"]) == SWITCH_ERROR
    assert float(rows["the basic-strategy"]) == MODEL_ERROR
    assert f"{TOLERANCE} of a bet when both are exact" in str(rulebook("6.4"))


def test_hand_values_read_like_a_dict_and_say_which_are_exact():
    values = HandValues({"stand": -0.5, "hit": -0.25, "split": -0.3}, {"split": 0.01})
    assert dict(values) == {"stand": -0.5, "hit": -0.25, "split": -0.3}
    assert list(values) == ["stand", "hit", "split"] and len(values) == 3
    assert values.errors == {"stand": 0.0, "hit": 0.0, "split": 0.01}
    assert values.label("hit") == "exact" and values.label("split") == "±0.01"
    assert "errors={'split': 0.01}" in repr(values)
    with pytest.raises(KeyError):
        values.error("double")
    with pytest.raises(TypeError):
        values["stand"] = 1.0  # type: ignore[index]


def test_6_4_exact_values_are_equal_only_within_the_tolerance():
    """Two exact values 0.003 apart: the weaker is wrong (0.3 chips per 100 hands); 0.0003
    apart: as good as the best."""
    close = Advice("play", {"hit": 0.1100, "double": 0.1070}, "hit")
    assert not close.essentially_equal("double") and close.margin("double") == TOLERANCE
    assert "costs about 0.3 chips per 100 such hands" in describe_cost(close, "double")
    tie = Advice("play", {"hit": 0.1100, "double": 0.1097}, "hit")
    assert tie.essentially_equal("double")


def test_6_4_one_chip_per_100_is_one_chip():
    """§6.4 prices a weaker choice in chips per 100 hands: 0.01 of a bet is 1 chip, singular
    ("about 1 chip per 100", not "1 chips"); 0.02 is 2 chips."""
    one = Advice("play", {"hit": 0.110, "double": 0.100}, "hit")
    assert "doubling costs about 1 chip per 100 such hands" in describe_cost(one, "double")
    two = Advice("play", {"hit": 0.110, "double": 0.090}, "hit")
    assert "doubling costs about 2 chips per 100 such hands" in describe_cost(two, "double")


def test_6_4_an_approximate_value_is_equal_within_its_stated_error():
    """A split (±SPLIT_ERROR) 0.006 below an exact hit is essentially equal; 0.02 below is not."""
    near = Advice("play", {"hit": -0.300, "split": -0.306}, "hit", errors={"split": SPLIT_ERROR})
    assert near.essentially_equal("split") and near.margin("split") == SPLIT_ERROR
    text = describe_cost(near, "split")
    assert "essentially equal" in text and f"±{SPLIT_ERROR:g}" in text
    assert "Split: -0.306 (±0.01)" in text
    far = Advice("play", {"hit": -0.300, "split": -0.320}, "hit", errors={"split": SPLIT_ERROR})
    assert not far.essentially_equal("split")


def test_the_advisor_labels_each_value_and_the_panel_shows_it():
    """§1.12's deal: keep/switch are sums of the fast model (±SWITCH_ERROR); after the switch
    the 11's stand, hit and double are exact; an 8-8 split is ±SPLIT_ERROR."""
    cards = ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]
    rnd = Round("switch", ["Ann"], cards=cards)
    advice = advise(rnd)
    assert advice is not None and advice.errors == {"keep": SWITCH_ERROR, "switch": SWITCH_ERROR}
    html = advisor_html(advice)
    assert html.count(f"±{SWITCH_ERROR:g}") == 2
    rnd.apply("switch")
    advice = advise(rnd)
    assert advice is not None and advice.errors == {}
    assert advisor_html(advice).count(">exact<") == len(advice.values) == 3
    pair = Round("switch", ["Ann"], cards=["8♠", "2♣", "10♦", "8♥", "3♦", "7♣"])
    pair.apply("keep")
    advice = advise(pair)
    assert advice is not None and advice.label("split") == f"±{SPLIT_ERROR:g}"
    assert advice.label("hit") == "exact"


def test_6_4_the_advisor_panel_shows_a_tie_as_a_tie():
    """§6.4 and §1.7: 5♦ Q♥ and Q♦ 10♥ against the 2♣ — switching exchanges two cards worth 10,
    so keep and switch are worth the same. Both rows are marked best, the note gives the play
    after either choice, and the summary names no single best."""
    rnd = Round("switch", ["You"], cards=["5♦", "Q♦", "2♣", "Q♥", "10♥", "J♥"])
    advice = advise(rnd)
    assert advice is not None and advice.values["keep"] == advice.values["switch"]
    assert advice.ties("keep") == advice.ties("switch") == ["keep", "switch"]
    assert advice.note == "either way: stand on hand 1, stand on hand 2"
    assert advice.summary().endswith("— keep and switch are worth the same")
    assert advisor_html(advice).count('class="bjs-best"') == 2
    assert "keep and switch are worth the same here: either is right" in describe_cost(
        advice, "switch"
    )


def test_switch_advice_states_its_error_and_removes_the_cards_on_view():
    """§1.7: the sums are ± SWITCH_ERROR; another box's cards on view leave the shoe."""
    plain = switch_advice(["5♠", "10♥"], ["10♣", "6♥"], "9♣")
    seen = switch_advice(["5♠", "10♥"], ["10♣", "6♥"], "9♣", known=["10♦", "10♠"])
    assert plain.error == SWITCH_ERROR
    assert seen.ev_switch != plain.ev_switch
    # The switched 10♣ 10♥ is valued with 5♠ 6♥ (the other hand) and the two cards on view out
    # of the shoe, as hand_ev's fast model values it with those four cards known.
    model = hand_ev(
        ["10♣", "10♥"], "9♣", switched=True, known=["5♠", "6♥", "10♦", "10♠"], exact=False
    )
    assert seen.switch_values[1]["stand"] == pytest.approx(model["stand"], abs=1e-12)
    assert plain.switch_values[1]["stand"] != pytest.approx(model["stand"], abs=1e-6)
    assert hand_ev(["10♣", "10♥"], "9♣").label("stand") == "exact"
