"""Rule profiles: frozen, named, internally consistent (RULES §1, §1.11, §2)."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from bjswitch_widgets import (
    CLASSIC,
    PROFILES,
    SWITCH,
    InvalidInputError,
    ProfileConflictError,
    checks,
)
from bjswitch_widgets.rules import get_profile


def test_1_switch_profile_carries_the_seed_000_rules():
    """RULES §1: 6 decks, two positions of 2, H17, natural 1:1, dealer 22 pushes, switch on."""
    p = get_profile("switch")
    assert p is SWITCH
    assert (p.decks, p.positions_per_box, p.bet, p.starting_chips, p.rounds) == (6, 2, 2, 100, 10)
    assert p.dealer_hits_soft_17 and p.dealer_22_pushes and p.switch_allowed and p.hole_card
    assert p.natural_pays == 1 and p.max_hands_per_position == 4 and not p.resplit_aces
    assert p.double_after_split and p.insurance and not p.surrender
    assert p.mandatory_bets == 4 and p.cards_in_shoe == 312


def test_2_classic_profile_differs_as_listed():
    """RULES §2: one position of 2, S17, natural 3:2, dealer 22 busts, no switch."""
    p = get_profile("classic")
    assert p is CLASSIC
    assert (p.positions_per_box, p.bet, p.mandatory_bets) == (1, 2, 2)
    assert not p.dealer_hits_soft_17 and not p.dealer_22_pushes and not p.switch_allowed
    assert p.natural_pays == Fraction(3, 2) and p.max_hands_per_position == 4


def test_profiles_are_frozen_and_named():
    """Profiles are frozen named values."""
    with pytest.raises(dataclasses.FrozenInstanceError):
        SWITCH.decks = 8  # type: ignore[misc]
    assert set(PROFILES) >= {"switch", "classic"}
    assert hash(SWITCH) == hash(get_profile("switch"))


def test_unknown_profile_is_refused_by_name():
    with pytest.raises(InvalidInputError, match="'spanish21'"):
        get_profile("spanish21")


def test_1_11_switch_cannot_be_mixed_with_a_3_to_2_natural():
    """RULES §1.11: the switch profile may not be mixed with a 3:2 natural."""
    with pytest.raises(ProfileConflictError, match="3:2 natural"):
        SWITCH.replace(natural_pays=Fraction(3, 2))


def test_1_11_switch_cannot_be_mixed_with_a_dealer_22_that_busts():
    """RULES §1.11: the switch profile may not be mixed with a dealer 22 that busts."""
    with pytest.raises(ProfileConflictError, match="22 that busts"):
        SWITCH.replace(dealer_22_pushes=False)


def test_classic_may_pay_3_to_2_and_bust_on_22_without_the_switch():
    """The conflict is only with the switch: classic has both and no switch."""
    assert CLASSIC.replace(decks=8).decks == 8
    with pytest.raises(ProfileConflictError):
        CLASSIC.replace(switch_allowed=True, positions_per_box=2)


def test_rules_are_cited_per_profile():
    """Reasons cite the section of the profile's own rules."""
    assert SWITCH.cite("switch") == "§1.7" and SWITCH.cite("dealer") == "§1.9"
    assert CLASSIC.cite("dealer") == "§2"


# ------------------------------------------------------------------ a profile's own arguments


class Unprintable:
    """An object whose repr raises."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")


def deep(n: int) -> list[object]:
    out: list[object] = []
    for _ in range(n):
        out = [out]
    return out


def test_a_rule_no_profile_has_is_refused_by_name_with_the_rules_there_are():
    """replace(no_such_rule=1) was dataclasses' TypeError."""
    with pytest.raises(InvalidInputError, match=r"no rule 'no_such_rule'; its rules are .*decks"):
        SWITCH.replace(no_such_rule=1)


#: A rule, a value it does not take, and how the message quotes the value.
BAD_RULES: dict[str, tuple[str, object, str]] = {
    "decks 5,000 deep": ("decks", deep(5000), r"\[\[\[\[\.\.\.\]\]\]\]"),  # a RecursionError
    "decks unprintable": ("decks", Unprintable(), "Unprintable instance"),  # its RuntimeError
    "decks 10**5000": ("decks", 10**5000, "a 5001-digit number"),  # a shoe of it: no memory
    "decks 0": ("decks", 0, "0"),
    "decks True": ("decks", True, "True"),
    "rounds of 16 digits": ("rounds", 10**15, "1000000000000000"),
    "starting_chips -1": ("starting_chips", -1, "-1"),
    "bet 2.0": ("bet", 2.0, r"2\.0"),
    "hole_card 1": ("hole_card", 1, "1"),  # a flag is True or False
    "natural_pays '3/2'": ("natural_pays", "3/2", "'3/2'"),
    "natural_pays nan": ("natural_pays", float("nan"), "nan"),
    "natural_pays 0": ("natural_pays", 0, "0"),
    "sections a list": ("sections", [("dealer", "§2")], r"\[\('dealer', '§2'\)\]"),
    "name None": ("name", None, "None"),
}


@pytest.mark.parametrize(("rule", "value", "shown"), BAD_RULES.values(), ids=list(BAD_RULES))
def test_a_rule_given_no_value_it_takes_is_refused_naming_the_rule_and_the_value(
    rule, value, shown
):
    with pytest.raises(InvalidInputError, match=rf"{rule}\b.*{shown}"):
        CLASSIC.replace(**{rule: value})


def test_values_each_rule_takes_still_make_a_profile():
    """The limits are wide: one deck to a thousand, a 15-digit count, any payout above 0."""
    odd = CLASSIC.replace(
        decks=1000, rounds=10**15 - 1, starting_chips=0, natural_pays=Fraction(6, 5), bet=2
    )
    assert (odd.decks, odd.rounds, odd.natural_pays) == (1000, 10**15 - 1, Fraction(6, 5))
    assert CLASSIC.replace(natural_pays=1.5).natural_pays == Fraction(3, 2)
    assert CLASSIC.replace(sections=(("dealer", "§9"),)).cite("dealer") == "§9"


def test_check_profile_mix_refuses_a_change_no_rule_takes_and_grades_only_a_real_mix():
    """The changes are the question's arguments: an unknown rule or a value no rule takes is an
    InvalidInputError naming it (was TypeError, RecursionError, the object's own error), never
    graded; a switch with a 3:2 natural is a mix the rules forbid, answered no (§1.11)."""
    with pytest.raises(InvalidInputError, match=r"no rule 'no_such_rule'; its rules are name"):
        checks.check_profile_mix("yes", no_such_rule=1)
    for value in (deep(5000), Unprintable(), 0):
        with pytest.raises(InvalidInputError, match=r"^profile 'switch': decks must be"):
            checks.check_profile_mix("no", decks=value)
    assert checks.check_profile_mix("no", natural_pays=Fraction(3, 2)).correct
    assert checks.check_profile_mix("yes", decks=8).correct  # 8 decks keep the switch's bargain
