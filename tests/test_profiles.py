"""Rule profiles: frozen, named, internally consistent (RULES §1, §1.11, §2)."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from bjswitch_widgets import CLASSIC, PROFILES, SWITCH, InvalidInputError, ProfileConflictError
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
