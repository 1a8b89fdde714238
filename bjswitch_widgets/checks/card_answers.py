"""Reading the cards and places a learner types: one hand, two hands, the places of a deal,
which hands of a box.

* :func:`read_cards` — ``"5♠ 10♥"``, ``"5♠,10♥"``, ``["5♠", card]`` → ``list[Card]``;
* :func:`read_hands` — two hands, e.g. ``("5♠ 6♥", "10♣ 10♥")`` → two card lists;
* :func:`read_deal` — ``{"Ann hand 1": "5♠ 10♥", "dealer up card": "9♣"}`` → place → cards;
* :func:`read_place` — a place of the deal as a check compares it;
* :func:`read_positions` — which of a box's two hands: ``"1"``, ``"hand 2"``, ``"1, 2"``,
  ``"both"``, ``"none"`` (``"обе"``, ``"ни одной"``) → a sorted ``list[int]``.

Cards are written as :func:`~.questions.hand_of` reads them; an answer too large to read
(:func:`~.feedback.too_big`) reads to None, as everywhere in :mod:`.answers`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..cards import Card
from ..errors import BJSwitchError
from .answers import clean, read_number
from .feedback import too_big
from .questions import hand_of
from .russian import RU_BOTH, RU_HAND_WORDS, RU_NEITHER


def read_cards(answer: Any) -> list[Card] | None:
    """The learner's cards, written as for :func:`hand_of` (one :class:`Card` alone too), also
    run together after a suit sign (``"10♣6♥"``) or ending in a full stop.

    >>> [str(c) for c in read_cards("10♣6♥.")]
    ['10♣', '6♥']
    """
    if isinstance(answer, Card):
        return [answer]
    if too_big(answer) or not isinstance(answer, (str, list, tuple)):
        return None
    if not isinstance(answer, str) and not all(isinstance(c, (str, Card)) for c in answer):
        return None
    try:
        return hand_of(answer)
    except (BJSwitchError, ValueError):
        pass
    if isinstance(answer, str):  # "10♣6♥" or "10♣ 6♥.": cards run together, a full stop
        try:
            return hand_of(re.sub(r"([♠♣♥♦])", r"\1 ", answer).strip().rstrip(".!"))
        except (BJSwitchError, ValueError):
            return None
    return None


#: What may stand between two hands written as one text, most telling first (and the Russian
#: " и ", after " and ").
HAND_SEPARATORS = ("|", ";", "/", " and ", ",")
EVERY_HAND_SEPARATOR = (*HAND_SEPARATORS[:4], " и ", *HAND_SEPARATORS[4:])


def read_hands(answer: Any) -> tuple[list[Card], list[Card]] | None:
    """Two hands, hand 1 first: a pair such as ``("5♠ 6♥", "10♣ 10♥")``, or one text with the
    hands apart, as typed in a box: ``"5♠ 6♥, 10♣ 10♥"`` (or ``|``, ``;``, ``/``, ``and``).

    >>> [" ".join(map(str, h)) for h in read_hands("5s 6h | 10c 10h")]
    ['5♠ 6♥', '10♣ 10♥']
    """
    if isinstance(answer, str) and not too_big(answer):
        text = answer.strip().rstrip(".!?")
        pairs = (text.split(sep) for sep in EVERY_HAND_SEPARATOR)
        answer = next((pair for pair in pairs if len(pair) == 2), None)
    if not isinstance(answer, (list, tuple)) or len(answer) != 2:
        return None
    first, second = read_cards(answer[0]), read_cards(answer[1])
    if first is None or second is None:
        return None
    return first, second


def read_deal(answer: Any) -> dict[Any, list[Card]] | None:
    """Places and their cards, e.g. ``{"Ann hand 1": "5♠ 10♥", "dealer up card": "9♣"}``;
    None unless it is a non-empty mapping whose cards all read. The check knows the places."""
    if not isinstance(answer, Mapping) or not answer or too_big(answer):
        return None
    deal = {place: read_cards(cards) for place, cards in answer.items()}
    if any(cards is None for cards in deal.values()):
        return None
    return {place: cards for place, cards in deal.items() if cards is not None}


def read_place(place: Any) -> str | None:
    """A place of the deal as a check compares it: ``" ann  Hand 1 "`` → ``"ann hand 1"``."""
    return clean(place)


#: None of a box's hands, both of them, and the words around a hand's number, in English.
NEITHER = frozenset({"none", "neither", "no", "nothing", "no hand", "no card", "neither hand"})
BOTH = frozenset({"both", "both hands", "both positions", "all", "all of them"})
HAND_WORDS = frozenset({"hand", "hands", "position", "positions", "and", "on"})


def read_positions(answer: Any) -> list[int] | None:
    """Which of a box's two hands (each 1 or 2), in order and each once: ``"2"``, ``"hand 1"``,
    ``"1 and 2"``, ``[2, 1]``, ``"both"``, ``"none"`` or ``[]`` (an empty list) — in Russian too
    (``"рука 2"``, ``"обе"``, ``"ни одной"``). None when it cannot be read (another number, a
    word, nothing at all).

    >>> read_positions("Hand 2"), read_positions("обе"), read_positions("none"), read_positions(3)
    ([2], [1, 2], [], None)
    """
    if isinstance(answer, bool) or too_big(answer):
        return None
    if isinstance(answer, str):
        said = clean(answer)
        if not said:
            return None
        if said in NEITHER or said in RU_NEITHER:
            return []
        if said in BOTH or said in RU_BOTH:
            return [1, 2]
        words = re.split(r"[\s,;+&]+", said)
        answer = [w for w in words if w and w not in HAND_WORDS and w not in RU_HAND_WORDS]
        if not answer:
            return None
    items = answer if isinstance(answer, (list, tuple)) else [answer]
    numbers = [read_number(item) for item in items]
    if any(n not in (1, 2) for n in numbers):
        return None
    return sorted({n for n in numbers if n is not None})
