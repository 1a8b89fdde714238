"""Reading a learner's answer: the one place where raw input becomes a typed value.

Every check reads its answer here and then decides on the typed value, never on text:

* :func:`read_yes_no` — ``True``/``False``, yes/no, y/n, legal/illegal … → ``bool``;
* :func:`read_number` — ``17``, ``"17"``, ``" +17 "`` (never ``True``) → ``int``;
* :func:`read_total` — ``17``, ``"soft 17"``, ``"hard 17"``, ``"bust"`` → :class:`TotalAnswer`;
* :func:`read_outcome` — win/won, push/tie/returned, lose/lost, surrender → ``Outcome``;
* :func:`read_draw` — hit/hits/draw, stand/stands/stop, yes/no → :class:`Draw`;
* :func:`read_dealer` — plays/play/draws/yes, stops/stop/reveals/no → :class:`DealerTurn`;
* :func:`read_action` — hit, stand, keep, switch, ``insure 1 0`` … → the engine's ``Action``;
* :func:`read_cards` — ``"5♠ 10♥"``, ``"5♠,10♥"``, ``["5♠", card]`` → ``list[Card]``;
* :func:`read_hands` — two hands, e.g. ``("5♠ 6♥", "10♣ 10♥")`` → two card lists;
* :func:`read_deal` — ``{"Ann hand 1": "5♠ 10♥", "dealer up card": "9♣"}`` → place → cards;
* :func:`read_name` — a player's name, or ``"nobody"`` → ``str``;
* :func:`read_numbers` — ``[1, 1, 3]`` or ``"1, 1, 3"`` → ``list[int | None]``;
* :func:`read_words` — any text, lower-cased, spaces collapsed → ``str``.

Words are read in any case, with spaces around ignored. A reader returns ``None`` for an
answer it cannot read (the check then says how to write it); :func:`read_action` returns an
:class:`Unreadable` carrying the engine's reason instead. :func:`hand_of` reads the cards of a
*situation* (the question, not the answer): a typo there raises.

>>> read_total(" Soft 17 "), read_outcome("Won"), read_draw("yes"), read_yes_no("nope")
(TotalAnswer(points=17, soft=True), <Outcome.WIN: 'win'>, <Draw.HIT: 'hit'>, None)
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .. import BJSwitchError
from ..cards import Card, parse_card
from ..round import Action, Outcome

#: Words read as yes / no (yes/no questions: legal, bust, natural, peek, sits out …).
YES_WORDS = frozenset({"yes", "y", "true", "legal", "allowed", "ok", "1", "da", "да"})
NO_WORDS = frozenset({"no", "n", "false", "illegal", "not allowed", "forbidden", "0", "net", "нет"})

OUTCOME_WORDS: dict[str, Outcome] = {
    "win": Outcome.WIN,
    "won": Outcome.WIN,
    "wins": Outcome.WIN,
    "push": Outcome.PUSH,
    "pushes": Outcome.PUSH,
    "tie": Outcome.PUSH,
    "returned": Outcome.PUSH,
    "lose": Outcome.LOSE,
    "lost": Outcome.LOSE,
    "loses": Outcome.LOSE,
    "loss": Outcome.LOSE,
    "surrender": Outcome.SURRENDER,
    "surrendered": Outcome.SURRENDER,
}


class Draw(enum.Enum):
    """Whether the dealer takes a card on a total (rules §1.9)."""

    HIT = "hit"
    STAND = "stand"


DRAW_WORDS: dict[str, Draw] = {
    "hit": Draw.HIT,
    "hits": Draw.HIT,
    "draw": Draw.HIT,
    "draws": Draw.HIT,
    "stand": Draw.STAND,
    "stands": Draw.STAND,
    "stop": Draw.STAND,
}


class DealerTurn(enum.Enum):
    """After the players: the dealer plays the hand out, or only shows the cards and stops."""

    PLAYS = "plays"
    STOPS = "stops"


DEALER_WORDS: dict[str, DealerTurn] = {
    "plays": DealerTurn.PLAYS,
    "play": DealerTurn.PLAYS,
    "draws": DealerTurn.PLAYS,
    "draw": DealerTurn.PLAYS,
    "yes": DealerTurn.PLAYS,
    "stops": DealerTurn.STOPS,
    "stop": DealerTurn.STOPS,
    "reveals": DealerTurn.STOPS,
    "no": DealerTurn.STOPS,
}


@dataclass(frozen=True)
class TotalAnswer:
    """A total as the learner wrote it.

    ``points`` is None for ``"bust"``; ``soft`` is True for ``"soft 17"``, False for
    ``"hard 17"`` and None for a bare number (or ``"bust"``).
    """

    points: int | None
    soft: bool | None = None

    @property
    def bust(self) -> bool:
        return self.points is None


@dataclass(frozen=True)
class Unreadable:
    """An answer that could not be read, with the reason in the engine's words."""

    reason: str


def word(answer: Any) -> str | None:
    """A one-word (or short) text answer, stripped and lower-cased; None for anything else."""
    return answer.strip().lower() if isinstance(answer, str) else None


def read_yes_no(answer: Any) -> bool | None:
    """``True``/``False`` or a yes/no word (:data:`YES_WORDS`, :data:`NO_WORDS`)."""
    if isinstance(answer, bool):
        return answer
    said = word(answer)
    if said in YES_WORDS:
        return True
    if said in NO_WORDS:
        return False
    return None


def read_number(answer: Any) -> int | None:
    """A whole number, as an ``int`` or written with digits; a bool is not a number."""
    if isinstance(answer, bool):
        return None
    if isinstance(answer, int):
        return answer
    if isinstance(answer, str) and re.fullmatch(r"\s*[+-]?\d+\s*", answer):
        return int(answer)
    return None


def read_total(answer: Any) -> TotalAnswer | None:
    """``17`` or ``"17"`` (the number only), ``"soft 17"`` / ``"hard 17"``, or ``"bust"``."""
    number = read_number(answer)
    if number is not None:
        return TotalAnswer(number)
    said = word(answer)
    if said is None:
        return None
    words = said.split()
    if words == ["bust"]:
        return TotalAnswer(None)
    if len(words) == 2 and words[0] in ("soft", "hard"):
        points = read_number(words[1])
        if points is not None:
            return TotalAnswer(points, soft=words[0] == "soft")
    return None


def read_outcome(answer: Any) -> Outcome | None:
    """How a hand ended: :data:`OUTCOME_WORDS` (``"returned"`` is a push)."""
    said = word(answer)
    return None if said is None else OUTCOME_WORDS.get(said)


def read_draw(answer: Any) -> Draw | None:
    """Hit or stand (:data:`DRAW_WORDS`); yes means hit, no means stand."""
    said = word(answer)
    draw = None if said is None else DRAW_WORDS.get(said)
    if draw is not None:
        return draw
    yes = read_yes_no(answer)
    if yes is None:
        return None
    return Draw.HIT if yes else Draw.STAND


def read_dealer(answer: Any) -> DealerTurn | None:
    """Whether the dealer plays on or stops (:data:`DEALER_WORDS`)."""
    said = word(answer)
    return None if said is None else DEALER_WORDS.get(said)


def read_action(answer: Any) -> Action | Unreadable:
    """A decision as rules §5 writes it (``hit``, ``keep``, ``insure 1 0`` …), or the reason it
    is not one."""
    try:
        return Action.parse(answer)
    except BJSwitchError as error:
        return Unreadable(str(error))


def hand_of(cards: str | Sequence[str | Card]) -> list[Card]:
    """The cards of a situation: ``"5♠ 10♥"``, ``"5♠,10♥"`` or a list of cards or texts.
    Raises :class:`~bjswitch_widgets.errors.InvalidCardError` on a typo (the question is
    wrong, not the answer)."""
    if isinstance(cards, str):
        cards = cards.replace(",", " ").split()
    return [c if isinstance(c, Card) else parse_card(c) for c in cards]


def read_cards(answer: Any) -> list[Card] | None:
    """The learner's cards, written as for :func:`hand_of` (one :class:`Card` alone too)."""
    if isinstance(answer, Card):
        return [answer]
    if not isinstance(answer, (str, Sequence)):
        return None
    if not isinstance(answer, str) and not all(isinstance(c, (str, Card)) for c in answer):
        return None
    try:
        return hand_of(answer)
    except BJSwitchError:
        return None


def read_hands(answer: Any) -> tuple[list[Card], list[Card]] | None:
    """Two hands, e.g. ``("5♠ 6♥", "10♣ 10♥")`` (not one text)."""
    if isinstance(answer, str) or not isinstance(answer, Sequence) or len(answer) != 2:
        return None
    first, second = read_cards(answer[0]), read_cards(answer[1])
    if first is None or second is None:
        return None
    return first, second


def read_deal(answer: Any) -> dict[Any, list[Card]] | None:
    """Places and their cards, e.g. ``{"Ann hand 1": "5♠ 10♥", "dealer up card": "9♣"}``;
    None unless it is a non-empty mapping whose cards all read. The check knows the places."""
    if not isinstance(answer, Mapping) or not answer:
        return None
    deal = {place: read_cards(cards) for place, cards in answer.items()}
    if any(cards is None for cards in deal.values()):
        return None
    return {place: cards for place, cards in deal.items() if cards is not None}


def read_name(answer: Any) -> str | None:
    """A player's name (or ``"nobody"``) as written, spaces around removed; None if empty."""
    if not isinstance(answer, str) or not answer.strip():
        return None
    return answer.strip()


def read_numbers(answer: Any) -> list[int | None] | None:
    """Several whole numbers: a list, or one text such as ``"1, 1, 3"``. Each item that is not
    a whole number is None; the whole answer is None when it is no list at all."""
    if isinstance(answer, str):
        answer = [w for w in re.split(r"[\s,]+", answer.strip()) if w]
    if not isinstance(answer, Sequence):
        return None
    return [read_number(x) for x in answer]


def read_words(answer: Any) -> str | None:
    """Free text, lower-cased with its spaces collapsed (``" Before  every Round"`` →
    ``"before every round"``); None if it is no text or empty."""
    if not isinstance(answer, str) or not answer.strip():
        return None
    return " ".join(answer.strip().lower().split())
