"""Checking a table's arguments before anything is built: players, scenario, rounds, computer
seats, the dealer's pace, the size.

Pure Python (no ipywidgets): :class:`~bjswitch_widgets.widgets.controller.TableController` calls
:func:`setup_of` first, so a bad argument raises before any widget exists.

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

import math
import numbers
import os
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from ..arguments import check_flag, check_list, check_seed, check_whole
from ..cards import Shoe, parse_cards
from ..errors import BJSwitchError, InvalidInputError, ScenarioError, quote
from ..language import check_language, in_language
from ..language import gettext as _
from ..replay import Scenario
from ..round import Seat
from ..rules import MAX_PLAYERS, Profile, get_profile
from ..rules.profiles import MAX_COUNT
from ..session import Session
from .options import TableOptions, takes
from .render import SIZES

__all__ = [
    "MAX_DEALER_DELAY",
    "Bets",
    "TableSetup",
    "checked_bets",
    "dealer_delay_of",
    "setup_of",
    "size_of",
    "table_setup",
    "undo_default",
]

#: A player's bets for a round: boxes (0: no bet), bet per position, Super Match per box.
Bets = tuple[int, int, int]
#: The longest pause between the dealer's steps, in seconds: a table is still watched at 10 s
#: a card; a longer one (or inf, or NaN) would leave the dealer's play unfinished for good.
MAX_DEALER_DELAY = 10.0


@dataclass(frozen=True)
class TableSetup:
    """A table's checked options (:class:`~.options.TableOptions`): who sits, under which
    profile, how many rounds, how the table is shown."""

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
    #: The Advisor is on when the table is built.
    advisor: bool = False
    #: The size of the cards and text (:data:`~.render.SIZES`).
    size: str = "normal"
    #: The table's own language (None: the kernel's, which may change while it runs).
    lang: str | None = None


def _players_message(players: object) -> str:
    return _("players must be 1-{most} or a list of names, not {value}").format(
        most=MAX_PLAYERS, value=quote(players)
    )


def undo_default(scenario: Scenario | None, rounds: int) -> bool:
    """Undo is on at a one-round table and for a scenario (a lesson), off in a scored session of
    several rounds, so that standings cannot be replayed into a better result."""
    return scenario is not None or rounds <= 1


def check_scenario_type(scenario: object) -> None:
    """A scenario is a dict or the path of a JSON file; refuse anything else by name."""
    if not isinstance(scenario, (Mapping, str, os.PathLike)):
        raise ScenarioError(
            _("scenario must be a dict (rules §5) or the path of a JSON file, not {value}").format(
                value=quote(scenario)
            )
        )


def seats_from(players: int | Sequence[str | Seat], profile: Profile) -> list[Seat]:
    """Seats from a number of players (named ``Player 1`` …) or a list of names or seats."""
    if isinstance(players, bool):
        raise InvalidInputError(_players_message(players))
    if isinstance(players, int):
        if not 1 <= players <= MAX_PLAYERS:
            raise InvalidInputError(
                _("a table seats 1 to {most} players, not {n} ({section})").format(
                    most=MAX_PLAYERS, n=quote(players), section=profile.cite("seats")
                )
            )
        return [
            Seat(_("Player {n}").format(n=i), profile.starting_chips) for i in range(1, players + 1)
        ]
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise InvalidInputError(_players_message(players))
    return [p if isinstance(p, Seat) else Seat(p, profile.starting_chips) for p in players]


def computer_names(computer: Collection[str | int], names: Sequence[str]) -> frozenset[str]:
    """The names of the computer seats, given as a list of names or 1-based seat numbers."""
    auto: set[str] = set()
    for who in check_list(computer, "computer", most=MAX_PLAYERS, what="names or seat numbers"):
        if isinstance(who, int) and not isinstance(who, bool) and 1 <= who <= len(names):
            auto.add(names[who - 1])
        elif isinstance(who, str) and who in names:
            auto.add(who)
        else:
            raise InvalidInputError(
                _("computer: {value} is neither a player's name nor a seat number 1-{most}").format(
                    value=quote(who), most=len(names)
                )
            )
    return frozenset(auto)


def dealer_delay_of(dealer_delay: object) -> float | None:
    """A table's ``dealer_delay``: None (a button plays the dealer a step per click) or the
    seconds between the dealer's steps, a real number from 0 to :data:`MAX_DEALER_DELAY` (not
    a bool, not NaN or infinity).

    >>> dealer_delay_of(0.5), dealer_delay_of(None)
    (0.5, None)
    >>> dealer_delay_of(float("inf"))
    Traceback (most recent call last):
    ...
    bjswitch_widgets.errors.InvalidInputError: dealer_delay must be None or seconds from 0 to 10, not inf
    """
    if dealer_delay is None:
        return None
    if isinstance(dealer_delay, numbers.Real) and not isinstance(dealer_delay, bool):
        try:
            seconds = float(dealer_delay)
        except OverflowError:  # an int too large for a float
            seconds = math.inf
        if 0 <= seconds <= MAX_DEALER_DELAY:  # NaN compares False
            return seconds
    raise InvalidInputError(
        _("dealer_delay must be None or seconds from 0 to {most}, not {value}").format(
            most=format(MAX_DEALER_DELAY, "g"), value=quote(dealer_delay)
        )
    )


def size_of(size: object) -> str:
    """A table's ``size``: one of :data:`~.render.SIZES` (``"normal"``, or ``"large"`` for a
    projector).

    >>> size_of("large")
    'large'
    >>> size_of(10**5000)
    Traceback (most recent call last):
    ...
    bjswitch_widgets.errors.InvalidInputError: size must be 'normal' or 'large', not a 5001-digit number
    """
    if isinstance(size, str) and size in SIZES:
        return size
    raise InvalidInputError(
        _("size must be {sizes}, not {value}").format(
            sizes=_(" or ").join(quote(s) for s in SIZES), value=quote(size)
        )
    )


def _check_stacks(plan: Scenario) -> None:
    """Every stacked shoe must be one the shoe can hold (the same error as replay gives)."""
    for k, spec in enumerate(plan.rounds, start=1):
        where = _("round {k}: cards: ").format(k=k) if plan.session else "cards: "
        try:
            Shoe(plan.profile.decks).stack(parse_cards(spec.cards))
        except BJSwitchError as error:
            raise type(error)(f"{where}{error}") from None


@takes(TableOptions)
def table_setup(options: TableOptions) -> TableSetup:
    """Check a table's options given as the arguments of ``SwitchTable`` (:func:`setup_of`)."""
    return setup_of(options)


def setup_of(options: TableOptions) -> TableSetup:
    """Check a table's options (:class:`~.options.TableOptions`, the arguments of
    ``SwitchTable``); raise on the first bad one.

    ``seed`` is None or a whole number (:func:`~bjswitch_widgets.arguments.check_seed`);
    ``rounds`` None (the profile's) or a whole number from 1 to
    :data:`~bjswitch_widgets.rules.profiles.MAX_COUNT`; ``dealer_delay`` None or 0 to
    :data:`MAX_DEALER_DELAY` seconds (:func:`dealer_delay_of`); ``lang`` None or a language
    the package speaks, checked first so the other options' errors are in that language.
    """
    lang = check_language(options.lang)
    with in_language(lang):
        return _setup_of(options, lang)


def _setup_of(options: TableOptions, lang: str | None) -> TableSetup:
    seed = check_seed(options.seed)
    plan: Scenario | None = None
    if options.scenario is not None:
        check_scenario_type(options.scenario)
        plan = Scenario.load(options.scenario)
        prof = plan.profile
        seats = list(plan.seats)
        n_rounds = len(plan.rounds)
        seed = plan.seed
    else:
        prof = get_profile(options.profile)
        seats = seats_from(options.players, prof)
        n_rounds = (
            prof.rounds
            if options.rounds is None
            else check_whole(options.rounds, "rounds", least=1, most=MAX_COUNT)
        )
    Session(seats, prof, rounds=n_rounds)  # checks seats and rounds, raises on bad input
    if plan is not None:
        _check_stacks(plan)
    auto = computer_names(options.computer, [s.name for s in seats])
    delay = dealer_delay_of(options.dealer_delay)
    undo = options.undo
    if undo is not None and not isinstance(undo, bool):
        raise InvalidInputError(
            _("undo must be True, False or None (the default), not {value}").format(
                value=quote(undo)
            )
        )
    on = undo_default(plan, n_rounds) if undo is None else undo
    if not isinstance(options.export, bool):
        raise InvalidInputError(
            _("export must be True or False (the default), not {value}").format(
                value=quote(options.export)
            )
        )
    advisor = check_flag(options.advisor, "advisor")
    size = size_of(options.size)
    return TableSetup(
        prof,
        tuple(seats),
        n_rounds,
        seed,
        plan,
        auto,
        delay,
        on,
        options.export,
        advisor,
        size,
        lang,
    )


def checked_bets(prof: Profile, boxes: int, bet: int, super_match: int) -> Bets:
    """Bets within the table's limits: boxes 0 to the most (else an error), the bet kept
    within the limits and the Super Match from 0 up to the bet, as the bets panel does (§3)."""
    for what, value in (("boxes", boxes), ("bet", bet), ("super_match", super_match)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidInputError(
                _("{what} must be a whole number, not {value}").format(
                    what=what, value=quote(value)
                )
            )
    if not 0 <= boxes <= prof.max_boxes:
        raise InvalidInputError(
            _("boxes must be 0 to {most} at the {table} table, not {value} ({section})").format(
                most=prof.max_boxes,
                table=quote(prof.name),
                value=quote(boxes),
                section=prof.cite("bets"),
            )
        )
    bet = min(max(bet, prof.min_bet), prof.max_bet)
    side = min(max(super_match, 0), bet) if prof.super_match else 0
    return boxes, bet, side
