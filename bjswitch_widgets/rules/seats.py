"""Who may sit at a table: the seat limits and every check of a seat (§1.2, §1.11, §3).

One definition for the engine, the session, the replay contract and the table widget:

>>> from bjswitch_widgets.rules import SWITCH
>>> check_seats([Seat("Ann"), Seat("Ben", 40)], SWITCH)
>>> check_seats([Seat("Ann"), Seat("Ann")], SWITCH)
Traceback (most recent call last):
...
bjswitch_widgets.errors.InvalidInputError: duplicate player name 'Ann': names must be unique
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..arguments import check_whole
from ..errors import InvalidInputError, quote
from .profiles import MAX_COUNT, Profile, tables_with

__all__ = [
    "MAX_CHIPS",
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "Seat",
    "check_name",
    "check_seat_bets",
    "check_seats",
    "seat_of",
]

#: A table seats 1 to this many players (§1.2).
MAX_PLAYERS = 6
#: A player's name is 1 to this many printable characters: what a table can show.
MAX_NAME_LENGTH = 40
#: The most chips a player may bring to a table (15 digits: the checks read no longer number).
MAX_CHIPS = MAX_COUNT


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits down for a round: a name, the chips in front of them and, where the profile
    allows (``online_switch``, rules §3), the boxes played (0: no bet this round), the bet per
    position (``None``: the profile's) and the Super Match bet per box."""

    name: str
    chips: int = 100
    boxes: int = 1
    bet: int | None = None
    super_match: int = 0


def seat_of(spec: str | Seat | tuple[str, int]) -> Seat:
    """A :class:`Seat` from a name, a ``(name, chips)`` pair or a Seat."""
    if isinstance(spec, Seat):
        return spec
    if isinstance(spec, str):
        return Seat(spec)
    if isinstance(spec, tuple) and len(spec) == 2:
        return Seat(spec[0], spec[1])
    raise InvalidInputError(f"not a player: {quote(spec)} (give a name or Seat(name, chips))")


def check_name(name: object) -> str:
    """A player's name as given, if a table can show it: 1 to 40 printable characters, not only
    spaces, no control characters. Anything else raises InvalidInputError quoting it (cut short).

    >>> check_name("Ann")
    'Ann'
    >>> check_name("A\\nB")
    Traceback (most recent call last):
    ...
    bjswitch_widgets.errors.InvalidInputError: a player's name is 1 to 40 printable characters, no control characters: not 'A\\nB'
    """
    if (
        not isinstance(name, str)
        or not name.strip()
        or len(name) > MAX_NAME_LENGTH
        or not name.isprintable()
    ):
        shown = quote(name)
        if isinstance(name, str) and len(name) > MAX_NAME_LENGTH:
            shown += f" ({len(name):,} characters)"
        raise InvalidInputError(
            f"a player's name is 1 to {MAX_NAME_LENGTH} printable characters, no control "
            f"characters: not {shown}"
        )
    return name


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_seats(seats: Sequence[Seat], prof: Profile, *, where: Sequence[str] = ()) -> None:
    """Every seat at a table as the profile allows: 1–6 players, unique printable names, chips
    a whole number from 0 to :data:`MAX_CHIPS`, boxes, bet and Super Match within the table's
    limits.

    ``where`` names each seat in messages (the replay contract says ``players[0]``); by default
    a seat is named by its quoted name.
    """
    if not 1 <= len(seats) <= MAX_PLAYERS:
        raise InvalidInputError(
            f"a table seats 1 to {MAX_PLAYERS} players, not {len(seats)} ({prof.cite('seats')})"
        )
    seen: set[str] = set()
    for k, seat in enumerate(seats):
        label = where[k] if k < len(where) else None
        try:
            check_name(seat.name)
        except InvalidInputError as error:
            raise InvalidInputError(f"{label}: {error}" if label else str(error)) from None
        if seat.name in seen:
            prefix = f"{label}: " if label else ""
            raise InvalidInputError(
                f"{prefix}duplicate player name {quote(seat.name)}: names must be unique"
            )
        seen.add(seat.name)
        who = label or quote(seat.name)
        check_whole(seat.chips, f"{who}: chips", least=0, most=MAX_CHIPS)
        check_seat_bets(seat, prof, who=who, no_bet=label is None)


def check_seat_bets(seat: Seat, prof: Profile, *, who: str = "", no_bet: bool = True) -> None:
    """Boxes, bet and Super Match only as the profile allows (§3). ``no_bet``: 0 boxes (no bet
    this round) is allowed, as the table's bets panel offers it."""
    who = who or quote(seat.name)
    least = 0 if no_bet else 1
    if not _whole(seat.boxes) or not least <= seat.boxes <= prof.max_boxes:
        also = " (0: no bet this round)" if no_bet else ""
        raise InvalidInputError(
            f"{who}: boxes must be a whole number from 1 to {prof.max_boxes} at the "
            f"{quote(prof.name)} table{also}, not {quote(seat.boxes)}"
        )
    if seat.bet is not None and (
        not _whole(seat.bet) or not prof.min_bet <= seat.bet <= prof.max_bet
    ):
        limits = (
            f"within {prof.min_bet}-{prof.max_bet}"
            if prof.min_bet < prof.max_bet
            else f"{prof.bet} (a fixed bet)"
        )
        raise InvalidInputError(
            f"{who}: the bet per position at the {quote(prof.name)} table is {limits}, "
            f"not {quote(seat.bet)} ({prof.cite('bets')})"
        )
    if seat.super_match:
        bet = prof.bet if seat.bet is None else seat.bet
        if not prof.super_match:
            raise InvalidInputError(
                f"{who}: there is no Super Match at the {quote(prof.name)} table "
                f"(only {tables_with('super_match')}, {prof.cite('super_match')})"
            )
        if not _whole(seat.super_match) or not 0 <= seat.super_match <= bet:
            raise InvalidInputError(
                f"{who}: the Super Match bet is 0, or 1 up to the position bet {bet}, "
                f"not {quote(seat.super_match)} ({prof.cite('super_match')})"
            )
