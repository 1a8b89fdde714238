"""Junk answers (issue 12, part 1): every public check answers ANY input with a Feedback — a
readable note, never a traceback — and its HTML never shows the learner's input unescaped.

Each check gets a valid situation (as in tests/test_citations.py); hypothesis then feeds it
text, numbers (huge ints, nan, inf), bytes, objects and nested containers, with ``<script>``
tucked inside.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bjswitch_widgets import Round, checks
from bjswitch_widgets.checks import Feedback
from bjswitch_widgets.language import in_language

EVIL = "<script>alert(1)</script>"
#: The worked example's deal (RULES §1.12): hand 1 5♠ 10♥, hand 2 10♣ 6♥, dealer 9♣ (7♦).
DEAL = ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]
SCENARIO: dict[str, Any] = {"players": ["Ann"], "cards": DEAL[:6]}
FINISHED: dict[str, Any] = {
    "players": ["Ann"],
    "cards": DEAL,
    "actions": ["switch", "double", "stand"],
}


def fresh() -> Round:
    return Round("switch", ["Ann"], cards=DEAL)


#: Every public check, called on a valid situation with the answer given.
CALLS: dict[str, Callable[[Any], Feedback]] = {
    "check_bust": lambda a: checks.check_bust(["10♠", "6♥", "K♦"], a),
    "check_chips_after": lambda a: checks.check_chips_after(FINISHED, a),
    "check_deal": lambda a: checks.check_deal(SCENARIO, a),
    "check_dealer_draws": lambda a: checks.check_dealer_draws(["10♠", "6♦"], a),
    "check_dealer_peeks": lambda a: checks.check_dealer_peeks("A♠", a),
    "check_dealer_plays": lambda a: checks.check_dealer_plays(FINISHED, a),
    "check_decision": lambda a: checks.check_decision(fresh(), a),
    "check_fact": lambda a: checks.check_fact("natural_pays", a),
    "check_insurance_returned": lambda a: checks.check_insurance_returned(FINISHED, a),
    "check_legal": lambda a: checks.check_legal(fresh(), "switch", a),
    "check_natural": lambda a: checks.check_natural(["A♠", "K♥"], a),
    "check_outcome": lambda a: checks.check_outcome(FINISHED, a),
    "check_play": lambda a: checks.check_play(SCENARIO, ["switch", "double", "stand"], a),
    "check_profile_mix": lambda a: checks.check_profile_mix(a, rounds=5),
    "check_returned": lambda a: checks.check_returned(FINISHED, a),
    "check_sits_out": lambda a: checks.check_sits_out(3, a),
    "check_standings": lambda a: checks.check_standings({"Ann": 110, "Ben": 96}, a),
    "check_switch_proposal": lambda a: checks.check_switch_proposal(
        ["5♠", "10♥"], ["10♣", "6♥"], ("10♥", "6♥"), a
    ),
    "check_switch_result": lambda a: checks.check_switch_result(["5♠", "10♥"], ["10♣", "6♥"], a),
    "check_to_act": lambda a: checks.check_to_act(fresh(), a),
    "check_turned_sideways": lambda a: checks.check_turned_sideways(FINISHED, a),
    "check_total": lambda a: checks.check_total(["K♠", "Q♦", "5♣"], a),
}
#: Where the learner gives more than one answer: the same checks, junk in the other place.
OTHER_INPUTS: dict[str, Callable[[Any], Feedback]] = {
    "check_play decisions": lambda a: checks.check_play(SCENARIO, a, 100),
    "check_legal action": lambda a: checks.check_legal(fresh(), a, "yes"),
    "check_fact shoe_cards": lambda a: checks.check_fact("shoe_cards", a),
    "check_fact shuffle": lambda a: checks.check_fact("shuffle", a),
    "check_fact hole_card": lambda a: checks.check_fact("hole_card", a),
}
ALL_CALLS = {**CALLS, **OTHER_INPUTS}


class Strange:
    """An object whose repr fails."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")


class Loud:
    """An object whose repr is long and hostile."""

    def __repr__(self) -> str:
        return EVIL * 500


scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**20, max_value=10**20 + 5).map(lambda n: n**300),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=40),
    st.sampled_from([EVIL, f"  {EVIL}. ", "9" * 5000, "x" * 1001, "", "   ", "hit", "yes"]),
    st.binary(max_size=10),
    st.builds(Loud),
    st.builds(object),
)
junk = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.lists(inner, max_size=3).map(tuple),
        st.dictionaries(
            st.one_of(st.text(max_size=8), st.just(EVIL), st.integers()), inner, max_size=3
        ),
        st.frozensets(st.integers(), max_size=3),
    ),
    max_leaves=12,
)


def test_every_public_check_is_fed_junk():
    public = {n for n in checks.__all__ if n.startswith("check_")}
    assert public == set(CALLS), f"add a call for {public - set(CALLS)}"


def assert_safe(feedback: Feedback) -> str:
    """A Feedback whose text and HTML work, and whose HTML escapes the learner's input."""
    assert isinstance(feedback, Feedback)
    text = str(feedback)
    page = feedback._repr_html_()
    repr(feedback)
    assert "<script" not in page
    assert "Traceback" not in text and "set_int_max_str_digits" not in text
    return page


@pytest.mark.parametrize("name", sorted(ALL_CALLS))
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(answer=junk)
def test_any_answer_gets_a_feedback_never_a_traceback(name, answer):
    assert_safe(ALL_CALLS[name](answer))


@pytest.mark.parametrize("name", sorted(ALL_CALLS))
@pytest.mark.parametrize(
    "answer",
    [
        10**5000,
        -(10**5000),
        "9" * 5000,
        "x" * 5000,
        float("nan"),
        float("inf"),
        None,
        (None, 5),
        {"Ann": None},
        {None: 5},
        [None, 1],
        b"yes",
        {1, 2},
        [[[[["hit"]]]]],
        list(range(500)),
        Strange(),
        EVIL,
        [EVIL, EVIL],
        {EVIL: EVIL},
    ],
    ids=lambda a: type(a).__name__,
)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_named_junk_gets_a_readable_note(name, answer, lang):
    with in_language(lang):
        page = assert_safe(ALL_CALLS[name](answer))
    if isinstance(answer, str) and "<" in answer:
        assert html.escape("<script>") in page or "&lt;script" in page


def test_a_huge_number_is_a_note_not_sys_advice():
    fb = checks.check_total(["K♠", "Q♦"], 10**5000)
    assert not fb.readable and "too large a number" in str(fb)
    fb = checks.check_fact("shoe_cards", "9" * 5000)
    assert not fb.readable and "too long" in str(fb)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_string_of_decisions_is_not_read_letter_by_letter(lang):
    with in_language(lang):
        decisions_are_read_whole()


def decisions_are_read_whole() -> None:
    fb = checks.check_play(SCENARIO, "stand", 100)
    assert "'s'" not in str(fb)
    table = {"players": ["Ann"], "cards": DEAL}
    assert checks.check_play(table, "switch, double, stand", 100).correct
    assert checks.check_play(table, ("Switch.", " DOUBLE", "stand!"), 100).correct


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_none_inside_containers_is_a_note(lang):
    with in_language(lang):
        none_inside_is_a_note()


def none_inside_is_a_note() -> None:
    for answer in [(None, 5), {"Ann": None}, [None]]:
        for name in ("check_switch_result", "check_deal", "check_standings"):
            fb = CALLS[name](answer)
            assert not fb.readable, (name, answer)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_nan_and_inf_are_not_numbers(lang):
    with in_language(lang):
        for value in (math.nan, math.inf, -math.inf):
            assert not checks.check_chips_after(FINISHED, value).readable
