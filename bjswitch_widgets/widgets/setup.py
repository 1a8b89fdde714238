"""Checking a table's arguments before anything is built: players, scenario, computer seats.

Pure Python (no ipywidgets): :class:`~bjswitch_widgets.widgets.controller.TableController` calls
:func:`table_setup` first, so a bad argument raises before any widget exists.

>>> setup = table_setup(2, "switch", seed=1, computer=[2])
>>> [s.name for s in setup.seats], setup.rounds, sorted(setup.computer), setup.undo
(['Player 1', 'Player 2'], 10, ['Player 2'], False)
>>> table_setup(1, "switch", rounds=1).undo  # one round: the learner may take a decision back
True
>>> table_setup(7, "switch")
Traceback (most recent call last):
...
bjswitch_widgets.errors.InvalidInputError: a table seats 1 to 6 players, not 7 (§1.2)
"""

from __future__ import annotations

import os
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Shoe, parse_cards
from ..errors import BJSwitchError, InvalidInputError, ScenarioError
from ..replay import Scenario
from ..round import Seat
from ..rules import MAX_PLAYERS, Profile, get_profile
from ..session import Session

__all__ = ["Bets", "TableSetup", "checked_bets", "table_setup", "undo_default"]

#: A player's bets for a round: boxes (0: no bet), bet per position, Super Match per box.
Bets = tuple[int, int, int]


@dataclass(frozen=True)
class TableSetup:
    """A table's checked arguments: who sits, under which profile, how many rounds."""

    profile: Profile
    seats: tuple[Seat, ...]
    rounds: int
    seed: int | None
    scenario: Scenario | None
    computer: frozenset[str]
    dealer_delay: float | None
    #: The table's Undo is on (:func:`undo_default` when not given).
    undo: bool = True
    #: The table shows its ``Export scenario`` button (an instructor's table: the export shows
    #: every card drawn, the hole card included).
    export: bool = False


def undo_default(scenario: Scenario | None, rounds: int) -> bool:
    """Undo is on at a one-round table and for a scenario (a lesson), off in a scored session of
    several rounds, so that standings cannot be replayed into a better result."""
    return scenario is not None or rounds <= 1


def check_scenario_type(scenario: object) -> None:
    """A scenario is a dict or the path of a JSON file; refuse anything else by name."""
    if not isinstance(scenario, (Mapping, str, os.PathLike)):
        raise ScenarioError(
            f"scenario must be a dict (rules §5) or the path of a JSON file, not {scenario!r}"
        )


def seats_from(players: int | Sequence[str | Seat], profile: Profile) -> list[Seat]:
    """Seats from a number of players (named ``Player 1`` …) or a list of names or seats."""
    if isinstance(players, bool):
        raise InvalidInputError(
            f"players must be 1-{MAX_PLAYERS} or a list of names, not {players!r}"
        )
    if isinstance(players, int):
        if not 1 <= players <= MAX_PLAYERS:
            raise InvalidInputError(
                f"a table seats 1 to {MAX_PLAYERS} players, not {players!r} "
                f"({profile.cite('seats')})"
            )
        return [Seat(f"Player {i}", profile.starting_chips) for i in range(1, players + 1)]
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise InvalidInputError(f"players must be 1-6 or a list of names, not {players!r}")
    return [p if isinstance(p, Seat) else Seat(p, profile.starting_chips) for p in players]


def computer_names(computer: Collection[str | int], names: Sequence[str]) -> frozenset[str]:
    """The names of the computer seats, given by name or 1-based seat number."""
    auto: set[str] = set()
    for who in computer:
        if isinstance(who, int) and not isinstance(who, bool) and 1 <= who <= len(names):
            auto.add(names[who - 1])
        elif isinstance(who, str) and who in names:
            auto.add(who)
        else:
            raise InvalidInputError(
                f"computer: {who!r} is neither a player's name nor a seat number 1-{len(names)}"
            )
    return frozenset(auto)


def _check_stacks(plan: Scenario) -> None:
    """Every stacked shoe must be one the shoe can hold (the same error as replay gives)."""
    for k, spec in enumerate(plan.rounds, start=1):
        where = f"round {k}: cards: " if plan.session else "cards: "
        try:
            Shoe(plan.profile.decks).stack(parse_cards(spec.cards))
        except BJSwitchError as error:
            raise type(error)(f"{where}{error}") from None


def table_setup(
    players: int | Sequence[str | Seat] = 1,
    profile: str | Profile = "switch",
    seed: int | None = None,
    scenario: Mapping[str, Any] | str | os.PathLike[str] | None = None,
    rounds: int | None = None,
    *,
    computer: Collection[str | int] = (),
    dealer_delay: float | None = 0.5,
    undo: bool | None = None,
    export: bool = False,
) -> TableSetup:
    """Check a table's arguments (those of ``SwitchTable``); raise on the first bad one."""
    plan: Scenario | None = None
    if scenario is not None:
        check_scenario_type(scenario)
        plan = Scenario.load(scenario)
        prof = plan.profile
        seats = list(plan.seats)
        n_rounds = len(plan.rounds)
        seed = plan.seed
    else:
        prof = get_profile(profile)
        seats = seats_from(players, prof)
        n_rounds = prof.rounds if rounds is None else rounds
    Session(seats, prof, rounds=n_rounds)  # checks seats and rounds, raises on bad input
    if plan is not None:
        _check_stacks(plan)
    auto = computer_names(computer, [s.name for s in seats])
    if dealer_delay is not None and (
        not isinstance(dealer_delay, (int, float)) or dealer_delay < 0
    ):
        raise InvalidInputError(f"dealer_delay must be seconds ≥ 0 or None, not {dealer_delay!r}")
    if undo is not None and not isinstance(undo, bool):
        raise InvalidInputError(f"undo must be True, False or None (the default), not {undo!r}")
    on = undo_default(plan, n_rounds) if undo is None else undo
    if not isinstance(export, bool):
        raise InvalidInputError(f"export must be True or False (the default), not {export!r}")
    return TableSetup(prof, tuple(seats), n_rounds, seed, plan, auto, dealer_delay, on, export)


def checked_bets(prof: Profile, boxes: int, bet: int, super_match: int) -> Bets:
    """Bets within the table's limits: boxes 0 to the most (else an error), the bet kept
    within the limits and the Super Match from 0 up to the bet, as the bets panel does (§3)."""
    for what, value in (("boxes", boxes), ("bet", bet), ("super_match", super_match)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidInputError(f"{what} must be a whole number, not {value!r}")
    if not 0 <= boxes <= prof.max_boxes:
        raise InvalidInputError(
            f"boxes must be 0 to {prof.max_boxes} at the {prof.name!r} table, not {boxes!r} "
            f"({prof.cite('bets')})"
        )
    bet = min(max(bet, prof.min_bet), prof.max_bet)
    side = min(max(super_match, 0), bet) if prof.super_match else 0
    return boxes, bet, side
