"""The small values of a round: where it is (:class:`Phase`), the kinds of decision and one
decision (:class:`Action`, parsed as rules §5 writes it), whose decision the table waits for
(:class:`Turn`), why an action is not legal now (:class:`Reason`, a :class:`Why` code and its
facts) and the steps of the log (:class:`Event`).

>>> Action.parse("INSURE 0 1"), str(Action.parse("Switch"))
(Action.parse('insure 0 1'), 'switch')
"""

from __future__ import annotations

import enum
import functools
import re
from dataclasses import dataclass
from typing import NamedTuple

from ..arguments import grouped
from ..errors import InvalidActionError, quote
from ..language import gettext as _
from ..language import ngettext

__all__ = [
    "DOUBLE",
    "HIT",
    "KEEP",
    "MAX_ACTION_TEXT",
    "MAX_AMOUNT_DIGITS",
    "PLAY_ORDER",
    "SPLIT",
    "STAND",
    "SURRENDER",
    "SWITCH",
    "Action",
    "ActionKind",
    "Event",
    "EventKind",
    "Phase",
    "Reason",
    "Turn",
    "Why",
    "simple_action",
]


class Phase(enum.Enum):
    """Where the round is. Decisions are asked in INSURANCE, SWITCH and PLAY."""

    DEAL = "deal"
    INSURANCE = "insurance"
    PEEK = "peek"
    SWITCH = "switch"
    PLAY = "play"
    DEALER = "dealer"
    SETTLED = "settled"


class ActionKind(enum.Enum):
    """The kinds of decision a player can make."""

    INSURE = "insure"
    KEEP = "keep"
    SWITCH = "switch"
    HIT = "hit"
    STAND = "stand"
    DOUBLE = "double"
    SPLIT = "split"
    SURRENDER = "surrender"


_K_INSURE, _K_KEEP, _K_SWITCH, _K_HIT, _K_STAND, _K_DOUBLE, _K_SPLIT, _K_SURRENDER = ActionKind

#: The play decisions in the order legal_actions() lists them.
PLAY_ORDER = (
    _K_HIT,
    _K_STAND,
    _K_DOUBLE,
    _K_SPLIT,
    _K_SURRENDER,
)


@dataclass(frozen=True, slots=True)
class Action:
    """One decision; ``amounts`` are the insurance chips per position for ``insure``.

    >>> Action.parse("INSURE 0 1")
    Action.parse('insure 0 1')
    >>> str(Action.parse("Switch"))
    'switch'
    """

    kind: ActionKind
    amounts: tuple[int, ...] = ()
    #: ``insure yes`` / ``insure no``: insurance per box (§3), written in words.
    yes_no: bool = False

    def __str__(self) -> str:
        if self.kind is _K_INSURE:
            if self.yes_no:
                return "insure yes" if self.amounts and self.amounts[0] else "insure no"
            return " ".join(["insure", *(str(a) for a in self.amounts)])
        name: str = self.kind.value
        return name

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"

    @staticmethod
    def parse(text: str | Action) -> Action:
        """Parse an action as rules §5 writes it (case-insensitive).

        Raises :class:`~bjswitch_widgets.errors.InvalidActionError` for a word the game does not
        know, an insurance amount that is not a whole number written in ASCII digits (at most
        :data:`MAX_AMOUNT_DIGITS` of them: not ``'-1'``, ``'one'`` or ``'²'``), or a text
        longer than :data:`MAX_ACTION_TEXT` characters. The one reader of an action: the round,
        the replay, the table, the checks and the trainer all parse here.

        >>> Action.parse("insure ² ²")
        Traceback (most recent call last):
        ...
        bjswitch_widgets.errors.InvalidActionError: bad insurance action 'insure ² ²': write 'insure' and the chips for each position, e.g. 'insure 1 0' ('insure 0 0' declines), or 'insure yes' / 'insure no' where insurance is per box
        """
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise InvalidActionError(
                _("not an action: {text} (an action is a string such as 'hit')").format(
                    text=quote(text)
                )
            )
        if len(text) > MAX_ACTION_TEXT:
            raise InvalidActionError(
                ngettext(
                    "not an action: {text} is {n} character long (an action is a few words such "
                    "as 'insure 1 0', at most {most} characters)",
                    "not an action: {text} is {n} characters long (an action is a few words such "
                    "as 'insure 1 0', at most {most} characters)",
                    len(text),
                ).format(text=quote(text), n=grouped(len(text)), most=MAX_ACTION_TEXT)
            )
        return _parse(text)


#: The longest text read as an action (the longest real one, ``insure`` with an amount for
#: each of six positions, is far shorter).
MAX_ACTION_TEXT = 100
#: An insurance amount has at most this many digits (chips at a table are far fewer).
MAX_AMOUNT_DIGITS = 9
_AMOUNT = re.compile(rf"[0-9]{{1,{MAX_AMOUNT_DIGITS}}}", re.ASCII)


@functools.lru_cache(maxsize=1024)
def _parse(text: str) -> Action:
    """:meth:`Action.parse` of a text of at most MAX_ACTION_TEXT characters. The texts read
    last are kept (1,024 of them: the table's few actions in their few spellings), so memory
    stays bounded however many different answers are read; a refused text is never kept."""
    words = text.lower().split()
    known = ", ".join(repr(k.value) for k in ActionKind)
    if not words:
        raise InvalidActionError(
            _("empty action {text}: write one of {known}").format(text=quote(text), known=known)
        )
    try:
        kind = ActionKind(words[0])
    except ValueError:
        raise InvalidActionError(
            _("unknown action {text}: write one of {known}").format(text=quote(text), known=known)
        ) from None
    if kind is _K_INSURE and len(words) == 2 and words[1] in ("yes", "no"):
        return Action(kind, (1 if words[1] == "yes" else 0,), True)
    if kind is _K_INSURE:
        if len(words) < 2 or not all(_AMOUNT.fullmatch(w) for w in words[1:]):
            raise InvalidActionError(
                _(
                    "bad insurance action {text}: write 'insure' and the chips for each "
                    "position, e.g. 'insure 1 0' ('insure 0 0' declines), or 'insure yes' / "
                    "'insure no' where insurance is per box"
                ).format(text=quote(text))
            )
        return Action(kind, tuple(int(w) for w in words[1:]))
    if len(words) != 1:
        raise InvalidActionError(
            _("unknown action {text}: {kind} takes no arguments").format(
                text=quote(text), kind=repr(kind.value)
            )
        )
    return _SIMPLE_ACTIONS[kind]


_SIMPLE_ACTIONS: dict[ActionKind, Action] = {k: Action(k) for k in ActionKind if k is not _K_INSURE}


def simple_action(kind: ActionKind) -> Action:
    """The one Action of a kind that takes no amounts (every kind but insure)."""
    return _SIMPLE_ACTIONS[kind]


KEEP = _SIMPLE_ACTIONS[_K_KEEP]
SWITCH = _SIMPLE_ACTIONS[_K_SWITCH]
HIT = _SIMPLE_ACTIONS[_K_HIT]
STAND = _SIMPLE_ACTIONS[_K_STAND]
DOUBLE = _SIMPLE_ACTIONS[_K_DOUBLE]
SPLIT = _SIMPLE_ACTIONS[_K_SPLIT]
SURRENDER = _SIMPLE_ACTIONS[_K_SURRENDER]


class Why(enum.Enum):
    """Why an action is not legal now."""

    OVER_AT_PEEK = "over_at_peek"
    OVER = "over"
    NO_SURRENDER = "no_surrender"
    NO_SWITCH = "no_switch"
    INSURANCE_NOT_OFFERED = "insurance_not_offered"
    NOT_INSURABLE = "not_insurable"
    INSURANCE_PASSED = "insurance_passed"
    DEALER_PLAYS = "dealer_plays"
    INSURANCE_FIRST = "insurance_first"
    SWITCH_FIRST = "switch_first"
    SWITCH_MADE = "switch_made"
    INSURE_YES_NO = "insure_yes_no"
    INSURE_BOX_COST = "insure_box_cost"
    INSURE_AMOUNTS = "insure_amounts"
    INSURE_COUNT = "insure_count"
    INSURE_CAP = "insure_cap"
    INSURE_CHIPS = "insure_chips"
    DOUBLE_CARDS = "double_cards"
    DOUBLE_AFTER_SPLIT = "double_after_split"
    DOUBLE_CHIPS = "double_chips"
    SPLIT_CARDS = "split_cards"
    SPLIT_UNEQUAL = "split_unequal"
    SPLIT_ACES_ONCE = "split_aces_once"
    NO_RESPLIT = "no_resplit"
    SPLIT_LIMIT = "split_limit"
    SPLIT_CHIPS = "split_chips"
    SURRENDER_FIRST = "surrender_first"
    DEALER_NOT_YET = "dealer_not_yet"


class Reason(NamedTuple):
    """Why an action is not legal now: a code and the facts the explanation needs."""

    code: Why
    facts: tuple[tuple[str, object], ...] = ()

    def get(self, key: str) -> object:
        """One fact by name (None when the reason has no such fact)."""
        for name, value in self.facts:
            if name == key:
                return value
        return None


class EventKind(str, enum.Enum):
    """What happened in a step of the round (compares equal to its plain value, e.g. ``"deal"``)."""

    SIT_OUT = "sit_out"
    BET = "bet"
    DEAL = "deal"
    SUPER_MATCH = "super_match"
    INSURANCE = "insurance"
    PEEK = "peek"
    SWITCH = "switch"
    KEEP = "keep"
    STOP21 = "stop21"
    DRAW = "draw"
    BUST = "bust"
    STAND = "stand"
    DOUBLE = "double"
    SPLIT = "split"
    SPLIT_ACES = "split_aces"
    SURRENDER = "surrender"
    REVEAL = "reveal"
    DEALER_NATURAL = "dealer_natural"
    DEALER_STOPS = "dealer_stops"
    DEALER_DRAW = "dealer_draw"
    DEALER_22 = "dealer_22"
    DEALER_BUST = "dealer_bust"
    DEALER_STANDS = "dealer_stands"
    SETTLE = "settle"
    RESULT = "result"

    def __str__(self) -> str:
        return str(self.value)


class Event(NamedTuple):
    """One step of the round: what happened (``kind``, with its facts in ``data``) and the
    one-line explanation a learner reads (``text``, written by the narration). Immutable."""

    phase: Phase
    kind: EventKind
    text: str
    player: str | None = None
    data: tuple[tuple[str, object], ...] = ()

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class Turn:
    """Whose decision the table waits for.

    ``hand`` is the 1-based place of the hand in play among that player's hands in table order,
    or ``None`` for insurance and the keep/switch choice.
    """

    phase: Phase
    player: str
    seat: int
    hand: int | None
    box: int = 1

    def __str__(self) -> str:
        """The turn as a learner reads it: ``'Ann plays hand 1'``.

        >>> str(Turn(Phase.SWITCH, "Ann", 1, None, 2))
        'Ann chooses keep or switch for box 2'
        """
        player, box = self.player, self.box
        if self.phase is Phase.INSURANCE:
            if box > 1:
                return _("{player} answers the insurance question for box {box}").format(
                    player=player, box=box
                )
            return _("{player} answers the insurance question").format(player=player)
        if self.phase is Phase.SWITCH:
            if box > 1:
                return _("{player} chooses keep or switch for box {box}").format(
                    player=player, box=box
                )
            return _("{player} chooses keep or switch").format(player=player)
        return _("{player} plays hand {hand}").format(player=player, hand=self.hand)

    def _repr_pretty_(self, printer: object, cycle: bool) -> None:
        """In a notebook a turn shows as its sentence, not as a dataclass."""
        printer.text(str(self))  # type: ignore[attr-defined]
