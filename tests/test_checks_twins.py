"""The assert_* twins are generated from the checks: each is a real function with the check's
name (assert_ for check_), parameters and description, that returns None on a right answer
and raises AssertionError with the check's explanation on a wrong one."""

from __future__ import annotations

import inspect
from fractions import Fraction
from typing import Any

import pytest

from bjswitch_widgets import checks
from bjswitch_widgets.checks.feedback import ASSERT_WIDTH
from bjswitch_widgets.language import in_language

CHECKS = sorted(n for n in checks.__all__ if n.startswith("check_"))

WORKED = {
    "players": ["Ann"],
    "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
    "actions": ["switch", "double", "stand"],
}
START = {"players": ["Ann"], "cards": WORKED["cards"][:6]}
KEPT = {**START, "actions": ["keep"]}
H1, H2 = ["5♠", "10♥"], ["10♣", "6♥"]

#: For every check: the arguments before the answer, a right answer, a wrong one, and keywords.
CALLS: dict[str, tuple[tuple[Any, ...], Any, Any, dict[str, Any]]] = {
    "check_bust": ((["10♠", "6♥", "K♦"],), "yes", "no", {}),
    "check_chips_after": ((WORKED,), 100, 106, {}),
    "check_deal": ((START,), {"Ann hand 1": "5♠ 10♥"}, {"Ann hand 1": "5♠ 10♣"}, {}),
    "check_dealer_draws": ((["A♠", "6♦"],), "hit", "stand", {}),
    "check_dealer_peeks": (("A♠",), "yes", "no", {}),
    "check_dealer_plays": ((WORKED,), "plays", "stops", {}),
    "check_decision": ((KEPT,), "hit", "stand", {}),
    "check_fact": (("shoe_cards",), 312, 52, {}),
    "check_insurance_returned": ((WORKED,), 0, 3, {}),
    "check_legal": ((START, "switch"), "yes", "no", {}),
    "check_natural": ((["A♠", "K♥"],), "yes", "no", {}),
    "check_outcome": ((WORKED,), "push", "win", {"hand": 1}),
    "check_play": (
        ({"players": ["Ann"], "cards": WORKED["cards"]}, ["switch", "double", "stand"]),
        100,
        98,
        {},
    ),
    "check_profile_mix": ((), "no", "yes", {"natural_pays": Fraction(3, 2)}),
    "check_returned": ((WORKED,), 4, 8, {"hand": 1}),
    "check_sits_out": ((3,), "yes", "no", {}),
    "check_standings": (({"Ann": 110, "Ben": 110, "Cy": 96},), [1, 1, 3], [1, 2, 3], {}),
    "check_switch_proposal": ((H1, H2, ("10♥", "6♥")), "yes", "no", {}),
    "check_switch_result": ((H1, H2), ("5♠ 6♥", "10♣ 10♥"), ("10♣ 6♥", "5♠ 10♥"), {}),
    "check_to_act": ((START,), "Ann", "nobody", {}),
    # jack_switch (§4): A♠ 9♦ | 5♣ K♥ switched to A♠ K♥, kept at two cards: turned sideways
    "check_turned_sideways": (
        (
            {
                "profile": "jack_switch",
                "players": ["Ann"],
                "cards": ["A♠", "5♣", "7♦", "9♦", "K♥", "5♠", "10♣"],
                "actions": ["switch", "stand", "hit", "stand"],
            },
        ),
        "hand 1",
        "none",
        {},
    ),
    "check_total": ((["A♠", "6♦"],), "soft 17", "hard 17", {}),
}


def twin_of(name: str) -> Any:
    return getattr(checks, name.replace("check_", "assert_", 1))


def test_every_check_has_a_twin_in_all_and_a_case_here():
    assert set(CALLS) == set(CHECKS)
    for name in CHECKS:
        assert name.replace("check_", "assert_", 1) in checks.__all__


@pytest.mark.parametrize("name", CHECKS)
def test_the_twin_is_a_real_function_named_like_the_check(name):
    check, twin = getattr(checks, name), twin_of(name)
    assert inspect.isfunction(twin)
    assert twin.__name__ == twin.__qualname__ == name.replace("check_", "assert_", 1)
    assert twin.__module__ == check.__module__  # it lives in the check's room


@pytest.mark.parametrize("name", CHECKS)
def test_the_twin_has_the_checks_signature_returning_none(name):
    check, twin = getattr(checks, name), twin_of(name)
    ours, theirs = inspect.signature(twin), inspect.signature(check)
    assert ours.parameters == theirs.parameters
    assert ours == theirs.replace(return_annotation=None)
    assert ours.return_annotation is None


@pytest.mark.parametrize("name", CHECKS)
def test_the_twin_has_the_checks_docstring(name):
    check, twin = getattr(checks, name), twin_of(name)
    doc = inspect.getdoc(twin)
    assert doc.startswith(f"Like :func:`{name}`, but raise AssertionError")
    description = inspect.cleandoc(check.__doc__).split("\n>>>")[0].rstrip()
    assert doc.endswith(description)
    assert ">>>" not in doc  # the check's examples run once, as the check's doctests


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", CHECKS)
def test_the_twin_returns_none_on_a_right_answer_and_raises_the_explanation(name, lang):
    with in_language(lang):
        twin_returns_none_or_raises(name)


def twin_returns_none_or_raises(name: str) -> None:
    check, twin = getattr(checks, name), twin_of(name)
    before, right, wrong, kwargs = CALLS[name]
    assert check(*before, right, **kwargs).correct, name
    assert twin(*before, right, **kwargs) is None
    feedback = check(*before, wrong, **kwargs)
    assert not feedback.correct, name
    with pytest.raises(AssertionError) as raised:
        twin(*before, wrong, **kwargs)
    message = str(raised.value)
    assert " ".join(message.split()) == " ".join(str(feedback).split())
    # broken into lines an autograder's preformatted output shows whole (nbgrader's feedback)
    assert all(len(line) <= ASSERT_WIDTH or " " not in line for line in message.splitlines())


def test_an_unreadable_answer_raises_the_how_to():
    with pytest.raises(AssertionError, match="could not read 'sfot 20' as a total"):
        checks.assert_total(["K♠", "Q♦"], "sfot 20")
