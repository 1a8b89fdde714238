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

from ..arguments import check_whole, grouped
from ..errors import InvalidInputError, quote
from ..language import gettext as _
from ..language import ngettext
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
    raise InvalidInputError(
        _("not a player: {value} (give a name or Seat(name, chips))").format(value=quote(spec))
    )


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
        values = {"most": MAX_NAME_LENGTH, "value": quote(name)}
        if isinstance(name, str) and len(name) > MAX_NAME_LENGTH:
            text = ngettext(
                "a player's name is 1 to {most} printable characters, no control characters: "
                "not {value} ({n} characters)",
                "a player's name is 1 to {most} printable characters, no control characters: "
                "not {value} ({n} characters)",
                len(name),
            )
            raise InvalidInputError(text.format(n=grouped(len(name)), **values))
        raise InvalidInputError(
            _(
                "a player's name is 1 to {most} printable characters, no control characters: "
                "not {value}"
            ).format(**values)
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
            _("a table seats 1 to {most} players, not {n} ({section})").format(
                most=MAX_PLAYERS, n=len(seats), section=prof.cite("seats")
            )
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
                _("{prefix}duplicate player name {name}: names must be unique").format(
                    prefix=prefix, name=quote(seat.name)
                )
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
    values = {"who": who, "table": quote(prof.name)}
    if not _whole(seat.boxes) or not least <= seat.boxes <= prof.max_boxes:
        text = _(
            "{who}: boxes must be a whole number from 1 to {most} at the {table} table, not {value}"
        )
        if no_bet:
            text = _(
                "{who}: boxes must be a whole number from 1 to {most} at the {table} table "
                "(0: no bet this round), not {value}"
            )
        raise InvalidInputError(text.format(most=prof.max_boxes, value=quote(seat.boxes), **values))
    if seat.bet is not None and (
        not _whole(seat.bet) or not prof.min_bet <= seat.bet <= prof.max_bet
    ):
        text = _(
            "{who}: the bet per position at the {table} table is {bet} (a fixed bet), "
            "not {value} ({section})"
        )
        if prof.min_bet < prof.max_bet:
            text = _(
                "{who}: the bet per position at the {table} table is within {least}-{most}, "
                "not {value} ({section})"
            )
        raise InvalidInputError(
            text.format(
                bet=prof.bet,
                least=prof.min_bet,
                most=prof.max_bet,
                value=quote(seat.bet),
                section=prof.cite("bets"),
                **values,
            )
        )
    if seat.super_match:
        _check_super_match(seat, prof, values)


def _check_super_match(seat: Seat, prof: Profile, values: dict[str, str]) -> None:
    """A Super Match bet only where the table has one, from 1 up to the position bet (§3)."""
    bet = prof.bet if seat.bet is None else seat.bet
    section = prof.cite("super_match")
    if not prof.super_match:
        raise InvalidInputError(
            _(
                "{who}: there is no Super Match at the {table} table (only {tables}, {section})"
            ).format(tables=tables_with("super_match"), section=section, **values)
        )
    if not _whole(seat.super_match) or not 0 <= seat.super_match <= bet:
        raise InvalidInputError(
            _(
                "{who}: the Super Match bet is 0, or 1 up to the position bet {bet}, "
                "not {value} ({section})"
            ).format(bet=bet, value=quote(seat.super_match), section=section, **values)
        )
