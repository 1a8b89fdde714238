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

from .errors import BJSwitchError, IllegalActionError, ScenarioError, quote, type_word
from .language import gettext as _
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


def _relabel(error: BJSwitchError, message: str) -> BJSwitchError:
    """The same kind of error with another message (its own, said where: ``'action 3: …'``)."""
    if isinstance(error, IllegalActionError):
        return IllegalActionError(
            message, action=error.action, phase=error.phase, reason=error.reason
        )
    return type(error)(message)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _in_round(k: int | None, message: str) -> str:
    """``message`` said of round ``k`` of a session (``'round 2: …'``), or as it is (None)."""
    if k is None:
        return message
    # Translators: where a problem of a session scenario is: {error} says what it is
    return _("round {k}: {error}").format(k=k, error=message)


def _check_keys(obj: Mapping[str, Any], allowed: tuple[str, ...], where: str) -> None:
    """Every field of ``obj`` known; ``where`` names it (``'scenario'``, ``'players[0]'``)."""
    for key in obj:
        if key not in allowed:
            known = ", ".join(repr(k) for k in allowed)
            raise ScenarioError(
                _("{where}: unknown field {key} (known fields: {known})").format(
                    where=where, key=quote(key), known=known
                )
            )


def _profile_of(scenario: Mapping[str, Any]) -> Profile:
    name = scenario.get("profile", "switch")
    if not isinstance(name, str) or name not in PROFILES:
        known = ", ".join(repr(n) for n in PROFILES)
        raise ScenarioError(
            _("profile: unknown profile {name} (known profiles: {known})").format(
                name=quote(name), known=known
            )
        )
    return get_profile(name)


def _seats_of(scenario: Mapping[str, Any], profile: Profile) -> list[Seat]:
    if "players" not in scenario:
        raise ScenarioError(
            _('players: missing (give 1 to {most} names, e.g. "players": ["Ann"])').format(
                most=MAX_PLAYERS
            )
        )
    players = scenario["players"]
    if not isinstance(players, list):
        raise ScenarioError(
            _("players: must be a list of 1 to {most} players, not {value}").format(
                most=MAX_PLAYERS, value=quote(players)
            )
        )
    if not 1 <= len(players) <= MAX_PLAYERS:
        raise ScenarioError(
            _("players: a table seats 1 to {most} players, not {n} ({sec})").format(
                most=MAX_PLAYERS, n=len(players), sec=profile.cite("seats")
            )
        )
    seats: list[Seat] = []
    for i, entry in enumerate(players):
        where = f"players[{i}]"
        if isinstance(entry, str):
            seats.append(Seat(entry, profile.starting_chips))
        elif isinstance(entry, dict):
            _check_keys(entry, _PLAYER_KEYS, where)
            if "name" not in entry:
                raise ScenarioError(
                    _('{where}: a player object needs a "name"').format(where=where)
                )
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
            raise ScenarioError(
                _("{where}: a player is a name or an object, not {value}").format(
                    where=where, value=quote(entry)
                )
            )
    try:  # the engine's own seat rules, each seat named as the scenario names it
        check_seats(seats, profile, where=[f"players[{i}]" for i in range(len(seats))])
    except BJSwitchError as error:
        raise ScenarioError(str(error)) from None
    return seats


def _strings(values: object) -> bool:
    return isinstance(values, list) and all(isinstance(v, str) for v in values)


def _cards_of(spec: Mapping[str, Any], k: int | None = None) -> list[str]:
    """The ``cards`` of a scenario, or of round ``k`` of a session (none: an empty list)."""
    values = spec.get("cards", [])
    if not _strings(values):
        message = _('cards: must be a list of card strings such as "10♥", not {value}')
        raise ScenarioError(_in_round(k, message.format(value=quote(values))))
    return values  # type: ignore[no-any-return]


def _seed_of(spec: Mapping[str, Any], default: int | None, k: int | None = None) -> int | None:
    seed = spec.get("seed", default)
    if seed is not None and not _is_int(seed):
        message = _("seed: must be a whole number, not {value}").format(value=quote(seed))
        raise ScenarioError(_in_round(k, message))
    return seed  # type: ignore[no-any-return]


def _actions_of(spec: Mapping[str, Any], k: int | None = None) -> list[str]:
    values = spec.get("actions", [])
    if not _strings(values):
        message = _("actions: must be a list of action strings, not {value}")
        raise ScenarioError(_in_round(k, message.format(value=quote(values))))
    return values  # type: ignore[no-any-return]


def _action_failed(error: BJSwitchError, i: int, k: int | None = None) -> BJSwitchError:
    """``error`` said of the ``i``-th action (from 0) of round ``k`` (None: the scenario's)."""
    # Translators: {i} counts a scenario's actions from 0; {error} says why action {i} failed
    message = _("action {i}: {error}").format(i=i, error=error)
    return _relabel(error, _in_round(k, message))


def _cards_failed(error: BJSwitchError, k: int | None = None) -> BJSwitchError:
    """``error`` said of the stacked ``cards`` of round ``k`` (None: the scenario's)."""
    return _relabel(error, _in_round(k, _("cards: {error}").format(error=error)))


def _play(rnd: Round, actions: list[str]) -> None:
    for i, action in enumerate(actions):
        try:
            rnd.apply(action)
        except BJSwitchError as error:
            raise _action_failed(error, i) from None


def validate_scenario(scenario: object) -> None:
    """Check a scenario's shape without playing it; raise ScenarioError naming the problem."""
    if not isinstance(scenario, dict):
        raise ScenarioError(
            _('a scenario is a JSON object such as {{"players": ["Ann"]}}, not {type}').format(
                type=type_word(scenario)
            )
        )
    # Translators: what has an unknown field: the scenario itself
    where = _("scenario")
    if "rounds" in scenario:
        _check_keys(scenario, _SESSION_KEYS, where)
        rounds = scenario["rounds"]
        if not isinstance(rounds, list) or not rounds:
            raise ScenarioError(
                _("rounds: must be a non-empty list of round objects, not {value}").format(
                    value=quote(rounds)
                )
            )
        for k, spec in enumerate(rounds, start=1):
            if not isinstance(spec, dict):
                raise ScenarioError(
                    _("round {k}: must be an object with cards, seed, actions, not {value}").format(
                        k=k, value=quote(spec)
                    )
                )
            # Translators: what has an unknown field: round {k} of a session scenario
            _check_keys(spec, _ROUND_SPEC_KEYS, _("round {k}").format(k=k))
            _cards_of(spec, k)
            _seed_of(spec, None, k)
            _actions_of(spec, k)
    else:
        _check_keys(scenario, _ROUND_KEYS, where)
        _cards_of(scenario)
        _actions_of(scenario)
    _seed_of(scenario, 0)
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
        seed = _seed_of(scenario, 0)
        if "rounds" in scenario:
            specs = tuple(
                RoundSpec(tuple(_cards_of(spec)), _seed_of(spec, None), tuple(_actions_of(spec)))
                for spec in scenario["rounds"]
            )
            return Scenario(profile, seats, seed, specs, True)
        one = RoundSpec(tuple(_cards_of(scenario)), seed, tuple(_actions_of(scenario)))
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
            previous = session.current
            if previous is not None and not previous.is_over:
                raise ScenarioError(
                    _(
                        "round {k}: round {previous} is not finished: its actions ran out, so no "
                        "later round can be played"
                    ).format(k=k, previous=k - 1)
                )
            try:
                session.start_round(cards=spec.cards, seed=spec.seed)
            except BJSwitchError as error:
                raise _cards_failed(error, k) from None
            actions = spec.actions if last_actions or k < len(specs) else ()
            for i, action in enumerate(actions):
                try:
                    session.apply(action)  # books the chips once the round is over
                except BJSwitchError as error:
                    raise _action_failed(error, i, k) from None
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
            raise _cards_failed(error) from None
        _play(rnd, list(spec.actions))
        return rnd.result()

    session = plan.play()
    return session.result()


def read_scenario(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The scenario in the JSON file at ``path``, read only if it is a regular file (never a
    FIFO or a device) of at most :data:`SCENARIO_LIMIT` bytes of UTF-8; ScenarioError naming
    the file and what is wrong otherwise (:func:`load_scenario` for its JSON)."""
    if not isinstance(path, (str, os.PathLike)):
        raise ScenarioError(
            _("a scenario is a dict or the path of a JSON file, not {value}").format(
                value=quote(path)
            )
        )
    name = os.fspath(path)
    return load_scenario(read_text(name, SCENARIO_LIMIT, error=ScenarioError), name)


def load_scenario(text: str, source: str | None = None) -> dict[str, Any]:
    """Parse scenario JSON text; raise ScenarioError with the position of a syntax error, or
    saying the JSON is no object, has a number too long or is nested too deeply. ``source``
    names the text in messages (a file's name; by default "scenario")."""
    # Translators: what a scenario's text is called in an error when it comes from no file
    where = _("scenario") if source is None else source
    if not isinstance(text, str):
        raise ScenarioError(
            _("{source}: a scenario's JSON is a text, not {value}").format(
                source=where, value=quote(text)
            )
        )
    data = parse_json(text, where, error=ScenarioError)
    if not isinstance(data, dict):
        raise ScenarioError(
            _(
                '{source}: a scenario is a JSON object such as {{"players": ["Ann"]}}, not {type}'
            ).format(source=where, type=type_word(data))
        )
    return data
