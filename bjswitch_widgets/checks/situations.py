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

from ..engine.actions import Phase
from ..errors import InvalidInputError, quote
from ..language import N_, ngettext
from ..language import gettext as _
from ..replay import Scenario
from ..round import Hand, Player, Round
from ..rules import check_name
from ..session import Session

#: What a check can be asked about: a round, a session, a scenario dict or a scenario file.
Situation: TypeAlias = "Round | Session | Mapping[str, Any] | str | os.PathLike[str]"


def check_selectors(
    *, round: object = None, player: object = None, hand: object = None, box: object = None
) -> None:
    """A check's selectors, checked here for every check before its situation is read: ``round``,
    ``hand`` and ``box`` None or a whole number (not a bool, not text), ``player`` None or a player's
    name (:func:`~bjswitch_widgets.rules.check_name`). A bad one raises InvalidInputError naming
    it. Whether the situation has that round, player or hand (counted from 1) is told when it is
    read (:func:`table_from`, :func:`player_named`, :func:`nth_hand`); None names the only one.
    """
    for name, value in (("round", round), ("hand", hand), ("box", box)):
        if value is not None and (
            isinstance(value, bool) or not isinstance(value, numbers.Integral)
        ):
            raise InvalidInputError(
                _("{name} must be None or a whole number (counted from 1), not {value}").format(
                    name=name, value=quote(value)
                )
            )
    if player is not None:
        try:
            check_name(player)
        except InvalidInputError as error:
            raise InvalidInputError(_("player: {reason}").format(reason=error)) from None


#: The situations that hold rounds, as a message about their rounds names them.
A_ROUND = N_("a round")
THE_SESSION = N_("the session")
THE_SESSION_SCENARIO = N_("the session scenario")
A_ONE_ROUND_SCENARIO = N_("a one-round scenario")


def _which(played: int, k: int | None, what: str) -> int:
    """The round number ``k`` (from 1, checked by :func:`check_selectors`) against ``played``
    rounds of ``what`` (one of the names above, translated here); None is the only one."""
    # Translators: {what} is "the session", "a round" …: the situation asked about
    if played == 0:
        raise InvalidInputError(
            _("{what} has no round yet: deal one before asking about it").format(what=_(what))
        )
    if k is None:
        if played == 1:
            return 1
        raise InvalidInputError(
            ngettext(
                "{what} has {n} round: say which one the question is about with round=k (1 to {n})",
                "{what} has {n} rounds: say which one the question is about with round=k "
                "(1 to {n})",
                played,
            ).format(what=_(what), n=played)
        )
    if not 1 <= k <= played:
        if played == 1:
            text = _("round={k}: {what} has 1 round, give round=1")
        else:
            text = ngettext(
                "round={k}: {what} has {n} round, give round=1 to round={n}",
                "round={k}: {what} has {n} rounds, give round=1 to round={n}",
                played,
            )
        raise InvalidInputError(text.format(k=quote(k), what=_(what), n=played))
    return k


def _nth(k: int | None, have: int, player: str) -> int:
    """The hand number ``k`` (from 1) of the ``have`` that ``player`` (quoted) has; None is
    the only one. Else InvalidInputError saying which numbers there are."""
    if k is None:
        if have == 1:
            return 1
        raise InvalidInputError(
            ngettext(
                "{player} has {n} hand: say which one the question is about with hand=k (1 to {n})",
                "{player} has {n} hands: say which one the question is about with hand=k "
                "(1 to {n})",
                have,
            ).format(player=player, n=have)
        )
    if not 1 <= k <= have:
        if have == 1:
            text = _("hand={k}: {player} has 1 hand, give hand=1")
        else:
            text = ngettext(
                "hand={k}: {player} has {n} hand, give hand=1 to hand={n}",
                "hand={k}: {player} has {n} hands, give hand=1 to hand={n}",
                have,
            )
        raise InvalidInputError(text.format(k=quote(k), player=player, n=have))
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
        _which(1, round, A_ROUND)
        return situation
    if isinstance(situation, Session):
        k = _which(len(situation.history), round, THE_SESSION)
        return situation.history[k - 1]
    if not isinstance(situation, (Mapping, str, os.PathLike)):
        raise InvalidInputError(
            _(
                "a check's situation is a Round, a Session, a scenario dict or the path of a "
                "scenario file, not {value}"
            ).format(value=quote(situation))
        )
    plan = Scenario.load(situation)
    if plan.session:
        k = _which(len(plan.rounds), round, THE_SESSION_SCENARIO)
        return plan.play(k, last_actions=not deal_only).history[k - 1]
    _which(1, round, A_ONE_ROUND_SCENARIO)
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
        if turn is None:
            text = _(
                "the scenario's round is not finished: give the cards and actions up to the end; "
                "it waits for the dealer"
            )
        elif turn.phase is Phase.INSURANCE:
            text = _(
                "the scenario's round is not finished: give the cards and actions up to the end; "
                "it waits for {player} (insurance)"
            )
        elif turn.phase is Phase.SWITCH:
            text = _(
                "the scenario's round is not finished: give the cards and actions up to the end; "
                "it waits for {player} (switch)"
            )
        else:  # the play of the hands (Phase.PLAY)
            text = _(
                "the scenario's round is not finished: give the cards and actions up to the end; "
                "it waits for {player} (play)"
            )
        raise InvalidInputError(text.format(player=turn.player if turn else ""))
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
            _(
                "this table seats {players}: say whose hand the question is about with player=..."
            ).format(players=seated)
        )
    for p in rnd.players:
        if p.name == name:
            return p
    raise InvalidInputError(
        _("no player {name} at this table; it seats {players}").format(
            name=quote(name), players=seated
        )
    )


def nth_hand(player: Player, hand: int | None) -> Hand:
    """The player's ``hand``-th hand, counted from 1 in table order (``hand`` checked by
    :func:`check_selectors`); None names a player's only hand."""
    return player.hands[_nth(hand, len(player.hands), quote(player.name)) - 1]


def nth_box(player: Player, box: int | None) -> int:
    """The player's box ``box`` (from 1, checked by :func:`check_selectors`); None names a
    player's only box. Else InvalidInputError saying which boxes there are."""
    if box is None:
        if player.boxes > 1:
            raise InvalidInputError(
                _(
                    "{name} plays {n} boxes: say which one the question is about with box=..."
                ).format(name=quote(player.name), n=player.boxes)
            )
        return 1
    if not 1 <= box <= player.boxes:
        raise InvalidInputError(
            _("box must be 1 to {n} for {name}, not {value}").format(
                n=player.boxes, name=quote(player.name), value=quote(box)
            )
        )
    return int(box)
