"""The situation a check asks about: a round, or a one-round scenario (rules §5) played to
the moment of the question — and the player and hand in it that the question names."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .. import InvalidInputError
from ..replay import Scenario
from ..round import Hand, Player, Round


def table_from(situation: Round | Mapping[str, Any]) -> Round:
    """A round in the state a scenario (rules §5, one round) leads to, or the round itself."""
    if isinstance(situation, Round):
        return situation
    plan = Scenario.parse(dict(situation))
    if plan.session:
        raise InvalidInputError("a check takes a one-round scenario, not a session")
    spec = plan.rounds[0]
    rnd = Round(plan.profile, list(plan.seats), cards=spec.cards, seed=spec.seed)
    for action in spec.actions:
        rnd.apply(action)
    return rnd


def finished_round(situation: Round | Mapping[str, Any]) -> Round:
    """The situation's round, which must be over (outcomes and chips are asked after it)."""
    rnd = table_from(situation)
    if not rnd.is_over:
        raise InvalidInputError(
            "the scenario's round is not finished: give the cards and actions up to the end, "
            f"it waits for {rnd.to_act}"
        )
    return rnd


def player_named(rnd: Round, name: str | None) -> Player:
    """The player called ``name`` (the first player when None)."""
    if name is None:
        return rnd.players[0]
    for p in rnd.players:
        if p.name == name:
            return p
    raise InvalidInputError(f"no player {name!r} at this table")


def nth_hand(player: Player, hand: int) -> Hand:
    """The player's ``hand``-th hand, counted from 1 in table order."""
    if not 1 <= hand <= len(player.hands):
        raise InvalidInputError(f"{player.name!r} has {len(player.hands)} hands, not a hand {hand}")
    return player.hands[hand - 1]
