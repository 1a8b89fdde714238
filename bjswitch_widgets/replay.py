"""The replay contract of rules §5: a scenario in, the table's result out.

>>> result = replay({"players": ["Ann"], "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
...                  "actions": ["switch", "double", "stand"]})
>>> [(h["outcome"], h["returned"]) for h in result["players"][0]["hands"]]
[('push', 4), ('push', 2)]
>>> replay({"players": ["Ann"], "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "2♣"],
...         "actions": ["keep", "hit", "double"]})
Traceback (most recent call last):
...
bjswitch_widgets.errors.IllegalActionError: action 2: 'double' is not legal now (phase play, Ann hand 1 to act): Double needs a hand of exactly two cards; this hand has 3 (§1.8)
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import BJSwitchError, IllegalActionError, ScenarioError, quote
from .round import Round
from .rules import MAX_PLAYERS, PROFILES, Profile, Seat, check_seats, get_profile
from .session import Session
from .userfiles import parse_json, read_text

__all__ = [
    "SCENARIO_LIMIT", "RoundSpec", "Scenario", "load_scenario", "read_scenario", "replay",
    "validate_scenario",
]  # fmt: skip

#: The largest scenario read from a file or standard input, in bytes (10 MB): a scenario is
#: names, cards and decisions, a few kilobytes even for a long session.
SCENARIO_LIMIT = 10_000_000

_ROUND_KEYS = ("profile", "players", "cards", "seed", "actions")
_SESSION_KEYS = ("profile", "players", "seed", "rounds")
_ROUND_SPEC_KEYS = ("cards", "seed", "actions")
_PLAYER_KEYS = ("name", "chips", "boxes", "bet", "super_match")


def _relabel(error: BJSwitchError, prefix: str) -> BJSwitchError:
    """The same kind of error, its message prefixed (``'action 3: '``)."""
    message = f"{prefix}{error}"
    if isinstance(error, IllegalActionError):
        return IllegalActionError(
            message, action=error.action, phase=error.phase, reason=error.reason
        )
    return type(error)(message)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_keys(obj: Mapping[str, Any], allowed: tuple[str, ...], where: str) -> None:
    for key in obj:
        if key not in allowed:
            known = ", ".join(repr(k) for k in allowed)
            raise ScenarioError(f"{where}: unknown field {quote(key)} (known fields: {known})")


def _profile_of(scenario: Mapping[str, Any]) -> Profile:
    name = scenario.get("profile", "switch")
    if not isinstance(name, str) or name not in PROFILES:
        known = ", ".join(repr(n) for n in PROFILES)
        raise ScenarioError(f"profile: unknown profile {quote(name)} (known profiles: {known})")
    return get_profile(name)


def _seats_of(scenario: Mapping[str, Any], profile: Profile) -> list[Seat]:
    if "players" not in scenario:
        raise ScenarioError(
            f'players: missing (give 1 to {MAX_PLAYERS} names, e.g. "players": ["Ann"])'
        )
    players = scenario["players"]
    if not isinstance(players, list):
        raise ScenarioError(
            f"players: must be a list of 1 to {MAX_PLAYERS} players, not {quote(players)}"
        )
    if not 1 <= len(players) <= MAX_PLAYERS:
        raise ScenarioError(
            f"players: a table seats 1 to {MAX_PLAYERS} players, not {len(players)} ({profile.cite('seats')})"
        )
    seats: list[Seat] = []
    for i, entry in enumerate(players):
        where = f"players[{i}]"
        if isinstance(entry, str):
            seats.append(Seat(entry, profile.starting_chips))
        elif isinstance(entry, dict):
            _check_keys(entry, _PLAYER_KEYS, where)
            if "name" not in entry:
                raise ScenarioError(f'{where}: a player object needs a "name"')
            seats.append(
                Seat(
                    entry["name"],
                    entry.get("chips", profile.starting_chips),
                    entry.get("boxes", 1),
                    entry.get("bet"),
                    entry.get("super_match", 0),
                )
            )
        else:
            raise ScenarioError(f"{where}: a player is a name or an object, not {quote(entry)}")
    try:  # the engine's own seat rules, each seat named as the scenario names it
        check_seats(seats, profile, where=[f"players[{i}]" for i in range(len(seats))])
    except BJSwitchError as error:
        raise ScenarioError(str(error)) from None
    return seats


def _strings_of(spec: Mapping[str, Any], where: str, key: str, what: str) -> list[str]:
    """``spec[key]`` (none: an empty list), which must be a list of ``what`` (strings)."""
    values = spec.get(key, [])
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise ScenarioError(f"{where}{key}: must be a list of {what}, not {quote(values)}")
    return values


def _cards_of(spec: Mapping[str, Any], where: str) -> list[str]:
    return _strings_of(spec, where, "cards", 'card strings such as "10♥"')


def _seed_of(spec: Mapping[str, Any], where: str, default: int | None) -> int | None:
    seed = spec.get("seed", default)
    if seed is not None and not _is_int(seed):
        raise ScenarioError(f"{where}seed: must be a whole number, not {quote(seed)}")
    return seed  # type: ignore[no-any-return]


def _actions_of(spec: Mapping[str, Any], where: str) -> list[str]:
    return _strings_of(spec, where, "actions", "action strings")


def _play(rnd: Round, actions: list[str], prefix: str) -> None:
    for i, action in enumerate(actions):
        try:
            rnd.apply(action)
        except BJSwitchError as error:
            raise _relabel(error, f"{prefix}action {i}: ") from None


def validate_scenario(scenario: object) -> None:
    """Check a scenario's shape without playing it; raise ScenarioError naming the problem."""
    if not isinstance(scenario, dict):
        raise ScenarioError(
            f'a scenario is a JSON object such as {{"players": ["Ann"]}}, not {type(scenario).__name__}'
        )
    if "rounds" in scenario:
        _check_keys(scenario, _SESSION_KEYS, "scenario")
        rounds = scenario["rounds"]
        if not isinstance(rounds, list) or not rounds:
            raise ScenarioError(
                f"rounds: must be a non-empty list of round objects, not {quote(rounds)}"
            )
        for k, spec in enumerate(rounds, start=1):
            if not isinstance(spec, dict):
                raise ScenarioError(
                    f"round {k}: must be an object with cards, seed, actions, not {quote(spec)}"
                )
            _check_keys(spec, _ROUND_SPEC_KEYS, f"round {k}")
            _cards_of(spec, f"round {k}: ")
            _seed_of(spec, f"round {k}: ", None)
            _actions_of(spec, f"round {k}: ")
    else:
        _check_keys(scenario, _ROUND_KEYS, "scenario")
        _cards_of(scenario, "")
        _actions_of(scenario, "")
    _seed_of(scenario, "", 0)
    _seats_of(scenario, _profile_of(scenario))


@dataclass(frozen=True)
class RoundSpec:
    """One round of a scenario: stacked cards, an optional seed, the decisions to replay."""

    cards: tuple[str, ...] = ()
    seed: int | None = None
    actions: tuple[str, ...] = ()


@dataclass(frozen=True)
class Scenario:
    """A validated scenario (rules §5): who sits, under which profile, and the rounds.

    ``session`` is True when the scenario lists ``rounds`` (the session result format).
    """

    profile: Profile
    seats: tuple[Seat, ...]
    seed: int | None
    rounds: tuple[RoundSpec, ...]
    session: bool

    @staticmethod
    def parse(scenario: object) -> Scenario:
        """Validate a scenario dict; raise ScenarioError naming the first problem."""
        validate_scenario(scenario)
        assert isinstance(scenario, dict)
        profile = _profile_of(scenario)
        seats = tuple(_seats_of(scenario, profile))
        seed = _seed_of(scenario, "", 0)
        if "rounds" in scenario:
            specs = tuple(
                RoundSpec(
                    tuple(_cards_of(spec, "")),
                    _seed_of(spec, "", None),
                    tuple(_actions_of(spec, "")),
                )
                for spec in scenario["rounds"]
            )
            return Scenario(profile, seats, seed, specs, True)
        one = RoundSpec(tuple(_cards_of(scenario, "")), seed, tuple(_actions_of(scenario, "")))
        return Scenario(profile, seats, seed, (one,), False)

    @staticmethod
    def load(source: Mapping[str, Any] | str | os.PathLike[str]) -> Scenario:
        """A scenario from a dict or from the path of a JSON file (:func:`read_scenario`)."""
        if isinstance(source, Mapping):
            return Scenario.parse(dict(source))
        return Scenario.parse(read_scenario(source))

    def start_session(self) -> Session:
        """A fresh session for this scenario (one round for a single-round scenario)."""
        return Session(list(self.seats), self.profile, rounds=len(self.rounds), seed=self.seed)

    def play(self, rounds: int | None = None, *, last_actions: bool = True) -> Session:
        """The session played through its first ``rounds`` rounds (all by default), each round's
        actions replayed (the last one's only if ``last_actions``); errors name the round and
        the action as :func:`replay` does."""
        session = self.start_session()
        specs = self.rounds if rounds is None else self.rounds[:rounds]
        for k, spec in enumerate(specs, start=1):
            where = f"round {k}: "
            previous = session.current
            if previous is not None and not previous.is_over:
                raise ScenarioError(
                    f"{where}round {k - 1} is not finished: its actions ran out, so no later "
                    "round can be played"
                )
            try:
                session.start_round(cards=spec.cards, seed=spec.seed)
            except BJSwitchError as error:
                raise _relabel(error, f"{where}cards: ") from None
            actions = spec.actions if last_actions or k < len(specs) else ()
            for i, action in enumerate(actions):
                try:
                    session.apply(action)  # books the chips once the round is over
                except BJSwitchError as error:
                    raise _relabel(error, f"{where}action {i}: ") from None
        return session


def replay(scenario: Mapping[str, Any]) -> dict[str, Any]:
    """Play a scenario (rules §5) and return the result in the rules §5 format.

    Raises a :class:`ValueError` subclass — :class:`~bjswitch_widgets.errors.ScenarioError`,
    :class:`~bjswitch_widgets.errors.InvalidInputError` or
    :class:`~bjswitch_widgets.errors.IllegalActionError` — whose one-line message names the
    problem (for a decision: ``action N`` counted from 0, prefixed ``round K:`` in a session).
    """
    plan = Scenario.parse(scenario)
    if not plan.session:
        spec = plan.rounds[0]
        try:
            rnd = Round(plan.profile, list(plan.seats), cards=spec.cards, seed=spec.seed)
        except BJSwitchError as error:
            raise _relabel(error, "cards: ") from None
        _play(rnd, list(spec.actions), "")
        return rnd.result()

    session = plan.play()
    return session.result()


def read_scenario(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The scenario in the JSON file at ``path``, read only if it is a regular file (never a
    FIFO or a device) of at most :data:`SCENARIO_LIMIT` bytes of UTF-8; ScenarioError naming
    the file and what is wrong otherwise (:func:`load_scenario` for its JSON)."""
    if not isinstance(path, (str, os.PathLike)):
        raise ScenarioError(f"a scenario is a dict or the path of a JSON file, not {quote(path)}")
    name = os.fspath(path)
    return load_scenario(read_text(name, SCENARIO_LIMIT, error=ScenarioError), name)


def load_scenario(text: str, source: str = "scenario") -> dict[str, Any]:
    """Parse scenario JSON text; raise ScenarioError with the position of a syntax error, or
    saying the JSON is no object, has a number too long or is nested too deeply."""
    if not isinstance(text, str):
        raise ScenarioError(f"{source}: a scenario's JSON is a text, not {quote(text)}")
    data = parse_json(text, source, error=ScenarioError)
    if not isinstance(data, dict):
        raise ScenarioError(
            f'{source}: a scenario is a JSON object such as {{"players": ["Ann"]}}, '
            f"not {type(data).__name__}"
        )
    return data
