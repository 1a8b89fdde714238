"""The situation a check asks about: a round, a session (one of its rounds, ``round=k``), or a
scenario (rules §5, a dict or the path of a JSON file) played to the moment of the question —
and the player and hand in it that the question names.

The selectors ``round=``, ``player=`` and ``hand=`` of every check are checked in one place,
:func:`check_selectors`, before the situation is read:

>>> check_selectors(hand="2")
Traceback (most recent call last):
...
bjswitch_widgets.errors.InvalidInputError: hand must be None or a whole number (counted from 1), not '2'
"""

from __future__ import annotations

import numbers
import os
from collections.abc import Mapping
from typing import Any, TypeAlias

from ..errors import InvalidInputError, quote
from ..replay import Scenario
from ..round import Hand, Player, Round
from ..rules import check_name
from ..session import Session
from ..words import count

#: What a check can be asked about: a round, a session, a scenario dict or a scenario file.
Situation: TypeAlias = "Round | Session | Mapping[str, Any] | str | os.PathLike[str]"


def check_selectors(*, round: object = None, player: object = None, hand: object = None) -> None:
    """A check's selectors, checked here for every check before its situation is read: ``round``
    and ``hand`` None or a whole number (not a bool, not text), ``player`` None or a player's
    name (:func:`~bjswitch_widgets.rules.check_name`). A bad one raises InvalidInputError naming
    it. Whether the situation has that round, player or hand (counted from 1) is told when it is
    read (:func:`table_from`, :func:`player_named`, :func:`nth_hand`); None names the only one.
    """
    for name, value in (("round", round), ("hand", hand)):
        if value is not None and (
            isinstance(value, bool) or not isinstance(value, numbers.Integral)
        ):
            raise InvalidInputError(
                f"{name} must be None or a whole number (counted from 1), not {quote(value)}"
            )
    if player is not None:
        try:
            check_name(player)
        except InvalidInputError as error:
            raise InvalidInputError(f"player: {error}") from None


def _which(played: int, k: int | None, what: str) -> int:
    """The round number ``k`` (from 1, checked by :func:`check_selectors`) against ``played``
    rounds; None is the only one."""
    if played == 0:
        raise InvalidInputError(f"{what} has no round yet: deal one before asking about it")
    return _one_of(k, played, what, "round")


def _one_of(k: int | None, have: int, whose: str, noun: str) -> int:
    """The ``noun`` number ``k`` (from 1) of the ``have`` that ``whose`` has; None is the
    only one. Else InvalidInputError saying which numbers there are."""
    if k is None:
        if have == 1:
            return 1
        raise InvalidInputError(
            f"{whose} has {have} {noun}s: say which one the question is about with {noun}=k "
            f"(1 to {have})"
        )
    if not 1 <= k <= have:
        which = f"{noun}=1 to {noun}={have}" if have > 1 else f"{noun}=1"
        raise InvalidInputError(f"{noun}={quote(k)}: {whose} has {count(have, noun)}, give {which}")
    return k


def table_from(situation: Situation, round: int | None = None, *, deal_only: bool = False) -> Round:
    """The round a question is about, in the state its situation leads to.

    ``situation`` is a :class:`~bjswitch_widgets.Round` (itself), a
    :class:`~bjswitch_widgets.Session` (its round ``round``, counted from 1), a scenario dict
    (rules §5; a session scenario is played up to round ``round``) or the path of a scenario
    JSON file, as :class:`~bjswitch_widgets.SwitchTable` takes. ``round`` may be left out when
    there is only one round. With ``deal_only`` a scenario's actions in that round are not
    played (the question is about the deal).

    >>> two = {"players": ["Ann"], "rounds": [{"cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦"],
    ...        "actions": ["keep", "stand", "stand"]}, {"cards": ["A♠", "K♣", "9♦", "K♥", "A♣"]}]}
    >>> table_from(two, round=2).players[0].hands[0].cards[0]
    Card.parse('A♠')
    >>> table_from(two)
    Traceback (most recent call last):
    ...
    bjswitch_widgets.errors.InvalidInputError: the session scenario has 2 rounds: say which one the question is about with round=k (1 to 2)
    """
    check_selectors(round=round)
    if isinstance(situation, Round):
        _which(1, round, "a round")
        return situation
    if isinstance(situation, Session):
        k = _which(len(situation.history), round, "the session")
        return situation.history[k - 1]
    if not isinstance(situation, (Mapping, str, os.PathLike)):
        raise InvalidInputError(
            "a check's situation is a Round, a Session, a scenario dict or the path of a "
            f"scenario file, not {quote(situation)}"
        )
    plan = Scenario.load(situation)
    if plan.session:
        k = _which(len(plan.rounds), round, "the session scenario")
        return plan.play(k, last_actions=not deal_only).history[k - 1]
    _which(1, round, "a one-round scenario")
    spec = plan.rounds[0]
    rnd = Round(plan.profile, list(plan.seats), cards=spec.cards, seed=spec.seed)
    for action in () if deal_only else spec.actions:
        rnd.apply(action)
    return rnd


def fresh_table(situation: Situation, round: int | None = None) -> Round:
    """Like :func:`table_from`, but a round the caller may play on: a round or a session's round
    given as an object is copied, never changed."""
    rnd = table_from(situation, round)
    return rnd.copy() if isinstance(situation, (Round, Session)) else rnd


def finished_round(situation: Situation, round: int | None = None) -> Round:
    """The situation's round, which must be over (outcomes and chips are asked after it)."""
    rnd = table_from(situation, round)
    if not rnd.is_over:
        turn = rnd.to_act
        raise InvalidInputError(
            "the scenario's round is not finished: give the cards and actions up to the end; "
            f"it waits for {turn.player if turn else 'the dealer'}"
            + (f" ({turn.phase.value})" if turn else "")
        )
    return rnd


def player_named(rnd: Round, name: str | None) -> Player:
    """The player called ``name`` (checked by :func:`check_selectors`); None names the only
    player of a one-player table (at a table of several, a question must say whose hand it is
    about)."""
    seated = ", ".join(quote(p.name) for p in rnd.players)
    if name is None:
        if len(rnd.players) == 1:
            return rnd.players[0]
        raise InvalidInputError(
            f"this table seats {seated}: say whose hand the question is about with player=..."
        )
    for p in rnd.players:
        if p.name == name:
            return p
    raise InvalidInputError(f"no player {quote(name)} at this table; it seats {seated}")


def nth_hand(player: Player, hand: int | None) -> Hand:
    """The player's ``hand``-th hand, counted from 1 in table order (``hand`` checked by
    :func:`check_selectors`); None names a player's only hand."""
    return player.hands[_one_of(hand, len(player.hands), quote(player.name), "hand") - 1]
