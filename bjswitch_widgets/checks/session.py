"""Checks on the teaching session (rules §1.11): who sits out the next round, the places of
the final table, and which rule changes a table may be played with."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..arguments import check_whole
from ..errors import InvalidInputError, ProfileConflictError, quote
from ..language import gettext as _
from ..language import ngettext
from ..rules import MAX_PLAYERS, Profile, get_profile
from ..rules.seats import MAX_CHIPS
from ..session import rank_standings
from ..words import after_colon
from .answers import ALLOWED_WORDS, FORBIDDEN_WORDS, read_numbers, read_yes_no
from .feedback import Feedback, twin, unreadable


def chip_counts(chips: object, name: str) -> dict[str, int]:
    """A question's chips per player: a dict of 1 to 6 names → whole numbers of chips."""
    if (
        not isinstance(chips, Mapping)
        or not 1 <= len(chips) <= MAX_PLAYERS
        or not all(isinstance(n, str) for n in chips)
    ):
        raise InvalidInputError(
            _("{name} must be a dict of 1 to {most} names → chips, not {value}").format(
                name=name, most=MAX_PLAYERS, value=quote(chips)
            )
        )
    return {
        n: check_whole(c, f"{name}[{quote(n)}]", least=0, most=MAX_CHIPS) for n, c in chips.items()
    }


def check_sits_out(chips: int, answer: Any, profile: str | Profile = "switch") -> Feedback:
    """Does a player with ``chips`` sit out the next round? (rules §1.11.)"""
    chips = check_whole(chips, "chips", least=0, most=MAX_CHIPS)
    prof = get_profile(profile)
    said = read_yes_no(answer)
    if said is None:
        return unreadable(answer, _("yes or no"), _("Answer yes or no."))
    need = prof.mandatory_bets
    out = chips < need
    if prof.min_bet < prof.max_bet:
        text = ngettext(
            "A player who cannot cover the bets of one box at the default {bet} per position, "
            "{need} chip, before a round stops taking part; {chips} {sign} {need} ({section}).",
            "A player who cannot cover the bets of one box at the default {bet} per position, "
            "{need} chips, before a round stops taking part; {chips} {sign} {need} ({section}).",
            need,
        )
    else:
        text = ngettext(
            "A player who cannot cover the {need} chip of the mandatory bets before a round "
            "stops taking part; {chips} {sign} {need} ({section}).",
            "A player who cannot cover the {need} chips of the mandatory bets before a round "
            "stops taking part; {chips} {sign} {need} ({section}).",
            need,
        )
    explain = text.format(
        bet=prof.bet,
        need=need,
        chips=chips,
        sign="<" if out else "≥",
        section=prof.cite("session"),
    )
    return Feedback(said == out, answer, out, explain)


def signed(number: int) -> str:
    """``'+10'``, ``'+0'``, ``'−4'`` (a true minus sign)."""
    return f"−{-number}" if number < 0 else f"+{number}"


def check_standings(
    chips: Mapping[str, int],
    answer: Any,
    *,
    starting_chips: int | Mapping[str, int] = 100,
    profile: str | Profile = "switch",
) -> Feedback:
    """The places of a final table (a dict name → chips); answer the places in the same order,
    e.g. ``[1, 1, 3]`` (rules §1.11: rank by profit; equal profits share a place).
    ``starting_chips`` is one number for everyone or a dict name → starting chips."""
    chips = chip_counts(chips, "chips")
    names = list(chips)
    if isinstance(starting_chips, Mapping):
        given = chip_counts(starting_chips, "starting_chips")
        missing = [n for n in names if n not in given]
        if missing:
            raise InvalidInputError(
                _("starting_chips has no chips for {names}").format(names=quote(missing))
            )
        starts = {n: given[n] for n in names}
    else:
        start = check_whole(starting_chips, "starting_chips", least=0, most=MAX_CHIPS)
        starts = dict.fromkeys(names, start)
    standings = {s.name: s for s in rank_standings([(n, chips[n], starts[n]) for n in names])}
    expected = [standings[n].place for n in names]
    said = read_numbers(answer)
    if said is None or len(said) != len(names):
        return unreadable(
            answer,
            ngettext("{n} place", "{n} places", len(names)).format(n=len(names)),
            _(
                "Write one place per player, in the order {names}, as whole numbers in a list."
            ).format(names=", ".join(names)),
        )
    if None in said:
        return unreadable(answer, _("places"), _("Write each place as a whole number."))
    profits = ", ".join(
        f"{n} {chips[n]} − {starts[n]} = {signed(standings[n].profit)}" for n in names
    )
    explain = _(
        "Profit = chips − starting chips: {profits}. Rank by profit; equal profits share a "
        "place, and the next place is skipped (1, 1, 3) ({section})."
    ).format(profits=profits, section=get_profile(profile).cite("session"))
    return Feedback(said == expected, answer, expected, explain)


def check_profile_mix(answer: Any, profile: str | Profile = "switch", **changes: Any) -> Feedback:
    """May the profile (the switch by default) be played with these changes (e.g.
    ``natural_pays=Fraction(3, 2)`` or ``dealer_22_pushes=False``)? (rules §1.11: not with the
    switch.) The changes are the question: a rule the profile does not have, or a value no rule
    takes (``decks=0``), raises InvalidInputError naming it; only a mix of rules that cannot go
    together is the answer no.

    >>> check_profile_mix("no", no_such_rule=1)
    Traceback (most recent call last):
    ...
    bjswitch_widgets.errors.InvalidInputError: a profile has no rule 'no_such_rule'; its rules are name, title, decks, positions_per_box, bet, min_bet, max_bet, max_boxes, starting_chips, rounds, dealer_hits_soft_17, natural_pays, dealer_22_pushes, switch_allowed, hole_card, max_hands_per_position, resplit_aces, double_after_split, insurance, insurance_per_box, surrender, late_surrender, hit_soft_21, super_match, sections
    """
    prof = get_profile(profile)
    try:
        prof.replace(**changes)
        conflict = None
    except ProfileConflictError as error:
        conflict = error
    said = read_yes_no(answer, ALLOWED_WORDS, FORBIDDEN_WORDS)
    if said is None:
        return unreadable(answer, _("yes or no"), _("Answer yes or no."))
    if conflict is not None:
        # Translators: {reason} is why the rules cannot go together (a clause)
        explain = _("Not allowed: {reason}.").format(reason=after_colon(str(conflict)))
        return Feedback(said is False, answer, False, explain)
    if not prof.switch_allowed:
        explain = _(
            "Allowed: there is no switch at the {table} table, so it has no bargain of the "
            "switch to keep ({section})."
        ).format(table=quote(prof.name), section=prof.cite("switch"))
    else:
        explain = _(
            "These changes keep the switch's bargain: a 1:1 natural and a dealer 22 that pushes "
            "({section})."
        ).format(section=prof.cite("session"))
    return Feedback(said is True, answer, True, explain)


assert_sits_out = twin(check_sits_out)
assert_standings = twin(check_standings)
assert_profile_mix = twin(check_profile_mix)
