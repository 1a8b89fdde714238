"""Reading a learner's answer: the one place where raw input becomes a typed value.

Every check reads its answer here and then decides on the typed value, never on text:

* :func:`read_yes_no` — ``True``/``False``, yes/no, y/n, legal/illegal … → ``bool``;
* :func:`read_number` — ``17``, ``17.0``, ``"17"``, ``"17.0"``, ``"seventeen"`` (never
  ``True``, nan or a number of over 15 digits) → ``int``;
* :func:`read_times` — how many times: a whole number, ``"once"``, ``"twice"``, ``"never"``,
  ``"two times"`` → ``int``;
* :func:`read_ratio` — ``"1:1"``, ``"1 : 1"``, ``"1/1"``, ``"1 to 1"``, ``"one to one"``,
  ``"even money"``, ``"3/2"`` … → ``Fraction``;
* :func:`read_total` — ``17``, ``"soft 17"``, ``"hard 17"``, ``"bust"`` → :class:`TotalAnswer`;
* :func:`read_outcome` — win/won, push/tie/returned, lose/lost, surrender → ``Outcome``;
* :func:`read_draw` — hit/hits/draw, stand/stands/stop, yes/no → :class:`Draw`;
* :func:`read_dealer` — plays/play/draws/yes, stops/stop/reveals/no → :class:`DealerTurn`;
* :func:`read_action` — hit, stand, keep, switch, ``insure 1 0`` … → the engine's ``Action``;
* :func:`action_text` — a typed decision put into the data's words («взять карту» → ``hit``), unchecked;
* the cards a learner types: :mod:`.card_answers`;
* :func:`read_name` — a player's name (compared in any case by :func:`same_name`), or
  ``"nobody"`` for any of :data:`NOBODY` (``"no one"``, ``"none"`` …, ``"никто"``) → ``str``;
* :func:`read_decisions` — ``["switch", "stand"]`` or ``"switch, stand"`` → a list;
* :func:`read_numbers` — ``[1, 1, 3]`` or ``"1, 1, 3"`` → ``list[int | None]``;
* :func:`read_words` — any text, lower-cased, spaces collapsed → ``str``.

Every reader also reads Russian answers, whatever the language chosen (a learner may answer in
either): ``"семнадцать"``, ``"мягкие 17"``, ``"перебор"``, ``"да"``, ``"ничья"``, ``"1 к 1"``,
``"взять карту"``, ``"дважды"`` … — the words of :mod:`.russian`, none of them an English word of
another meaning.

Text is read through :func:`clean`: any case (``ё`` read as ``е``), spaces collapsed, surrounding
quotes and a final full stop ignored. An answer too large to read (:func:`~.feedback.too_big`: text over 1,000
characters, containers over 100 items or 3 levels deep) reads to None, never a traceback. A reader returns ``None`` for an
answer it cannot read (the check then says how to write it); :func:`read_action` returns an
:class:`Unreadable` carrying the engine's reason instead. :func:`hand_of` reads the cards of a
*situation* (the question, not the answer): a typo there raises.

>>> read_total(" Soft 17 "), read_outcome("Won"), read_draw("yes"), read_yes_no("nope")
(TotalAnswer(points=17, soft=True), <Outcome.WIN: 'win'>, <Draw.HIT: 'hit'>, None)
"""

from __future__ import annotations

import enum
import math
import numbers
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, TypeVar

from ..engine.actions import Action
from ..errors import BJSwitchError
from ..rules import Outcome
from .feedback import MAX_DIGITS, quote, too_big
from .questions import cards_problem as cards_problem  # the checks import it from here
from .questions import hand_of as hand_of
from .russian import (
    INSURANCE_DECLINED,
    RU_ACTIONS,
    RU_ALLOWED_WORDS,
    RU_BUST,
    RU_DATIVE,
    RU_DEALER_WORDS,
    RU_DRAW_WORDS,
    RU_EVEN_MONEY,
    RU_FORBIDDEN_WORDS,
    RU_HARD,
    RU_NOBODY,
    RU_OUTCOMES,
    RU_SOFT,
    RU_TIMES,
    RU_TIMES_SUFFIX,
    RU_UNITS_AFTER,
    fold,
    folded,
    ru_number_word,
)

#: Words read as yes / no by every yes/no question; a question adds its own (``"bust"`` for
#: "is this hand a bust?", ``"allowed"`` for "is this allowed?").
YES_WORDS = frozenset({"yes", "y", "true", "ok", "1", "da", "да"})
NO_WORDS = frozenset({"no", "n", "false", "0", "net", "нет"})
#: Yes and no to "is this allowed?" (a decision, an exchange, a change of rules).
ALLOWED_WORDS = frozenset({"legal", "allowed", "it is allowed", "permitted", "may"})
FORBIDDEN_WORDS = frozenset({"illegal", "not allowed", "not legal", "forbidden", "may not"})

UNITS = {
    w: k
    for k, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen".split()
    )
}
TENS = {
    w: 10 * k
    for k, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)
}
#: How many times, in words: the answers to "how many times …?" that are not numbers.
TIMES_WORDS = {"never": 0, "once": 1, "twice": 2, "thrice": 3}
#: A payout of 1:1 in words.
EVEN_MONEY = frozenset({"even money", "evens", "even", "even-money", "same as the bet"})
#: Spellings of "nobody" (no player acts any more).
NOBODY = frozenset({"nobody", "no one", "no-one", "noone", "none", "no player", "nobody acts"})

#: Each English word list a question passes to :func:`read_yes_no` → its Russian words, read
#: too whatever the language (:func:`also_russian` adds a question's own list).
RUSSIAN_WORDS: dict[frozenset[str], frozenset[str]] = {
    ALLOWED_WORDS: RU_ALLOWED_WORDS,
    FORBIDDEN_WORDS: RU_FORBIDDEN_WORDS,
}

_T = TypeVar("_T")


def also_russian(english: frozenset[str], russian: frozenset[str]) -> frozenset[str]:
    """``english``, whose words :func:`read_yes_no` also reads in ``russian`` (compared folded:
    any case, ``ё`` as ``е``)."""
    RUSSIAN_WORDS[english] = folded(russian)
    return english


def _by_word(spellings: Mapping[_T, Sequence[str]]) -> dict[str, _T]:
    """Each word → its value, from each value → its words (in that order)."""
    return {word: value for value, words in spellings.items() for word in words}


OUTCOME_WORDS: dict[str, Outcome] = _by_word(
    {
        Outcome.WIN: ("win", "won", "wins"),
        Outcome.PUSH: ("push", "pushes", "tie", "returned"),
        Outcome.LOSE: ("lose", "lost", "loses", "loss"),
        Outcome.SURRENDER: ("surrender", "surrendered"),
    }
)


class Draw(enum.Enum):
    """Whether the dealer takes a card on a total (rules §1.9)."""

    HIT = "hit"
    STAND = "stand"


DRAW_WORDS: dict[str, Draw] = _by_word(
    {Draw.HIT: ("hit", "hits", "draw", "draws"), Draw.STAND: ("stand", "stands", "stop")}
)


class DealerTurn(enum.Enum):
    """After the players: the dealer plays the hand out, or only shows the cards and stops."""

    PLAYS = "plays"
    STOPS = "stops"


DEALER_WORDS: dict[str, DealerTurn] = _by_word(
    {
        DealerTurn.PLAYS: ("plays", "play", "draws", "draw", "yes"),
        DealerTurn.STOPS: ("stops", "stop", "reveals", "no"),
    }
)


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


def is_blank(answer: Any) -> bool:
    """An answer not given yet: ``...`` (a lesson's blank answer line), None, or blank text.

    >>> is_blank(...), is_blank("  "), is_blank(0), is_blank("hit")
    (True, True, False, False)
    """
    return answer is None or answer is ... or (isinstance(answer, str) and not answer.strip())


def as_text(value: Any) -> str:
    """An answer written in code as an answer box shows it (a lesson's question fills its box
    with it): text as it is, a list as ``a, b``, anything else as ``str`` (cut at 200). An
    answer too large to read (:func:`~.feedback.too_big`: a 20,000-bit number, a list nested
    5,000 deep or holding itself) or whose ``str`` fails is shown in the short form of a note
    (:func:`~.feedback.quote`), never a traceback.

    >>> as_text(7), as_text(["5♠ 6♥", "10♣ 10♥"]), as_text(2**20000)
    ('7', '5♠ 6♥, 10♣ 10♥', 'a 6021-digit number')
    """
    if isinstance(value, str):
        return value
    if too_big(value) is not None:
        return quote(value)
    if isinstance(value, (list, tuple)):
        return ", ".join(as_text(v) for v in value)
    try:
        return str(value)[:200]
    except Exception:  # a learner's object whose __str__ raises
        return quote(value)


def clean(answer: Any) -> str | None:
    """Text as a check compares it: lower-cased (``ё`` read as ``е``), spaces collapsed,
    surrounding quotes and a final full stop (or ``!``, ``?``, ``,``, ``;``) removed; None for no
    text or text too long.

    >>> clean("  'Push.' "), clean("Soft   17!")
    ('push', 'soft 17')
    """
    if not isinstance(answer, str) or too_big(answer):
        return None
    text = " ".join(fold(answer).split())
    return text.strip("'\"“”‘’`").rstrip(".!?,;").strip("'\"“”‘’` ")


def word(answer: Any) -> str | None:
    """A one-word (or short) text answer, as :func:`clean` reads it; None for anything else."""
    return clean(answer)


def read_yes_no(
    answer: Any, yes: frozenset[str] = frozenset(), no: frozenset[str] = frozenset()
) -> bool | None:
    """``True``/``False`` or a yes/no word (:data:`YES_WORDS`, :data:`NO_WORDS`, and the
    question's own ``yes``/``no`` words such as ``"bust"``, with their Russian ones of
    :data:`RUSSIAN_WORDS`)."""
    if isinstance(answer, bool):
        return answer
    said = clean(answer)
    if said is None:
        return None
    if said in YES_WORDS or said in yes or said in RUSSIAN_WORDS.get(yes, ()):
        return True
    if said in NO_WORDS or said in no or said in RUSSIAN_WORDS.get(no, ()):
        return False
    return None


def number_word(said: str) -> int | None:
    """A number in words up to 999: ``"seventeen"`` → 17, ``"twenty-one"`` / ``"twenty one"``
    → 21, ``"one hundred and four"`` / ``"a hundred four"`` → 104, ``"two hundred"`` → 200.

    >>> number_word("one hundred and four"), number_word("three hundred twenty-five")
    (104, 325)
    """
    parts = said.replace("-", " ").split()
    if "hundred" in parts:
        at = parts.index("hundred")
        head, tail = parts[:at], parts[at + 1 :]
        if tail[:1] == ["and"]:
            tail = tail[1:] or ["and"]  # "and" only before the rest: "one hundred and four"
        hundreds = (
            1 if head in ([], ["a"], ["one"]) else (UNITS.get(head[0], 0) if len(head) == 1 else 0)
        )
        rest = _below_hundred(tail) if tail else 0
        if not 1 <= hundreds <= 9 or rest is None:
            return None
        return 100 * hundreds + rest
    return _below_hundred(parts)


def _below_hundred(parts: list[str]) -> int | None:
    if len(parts) == 1 and parts[0] in UNITS:
        return UNITS[parts[0]]
    if len(parts) == 1 and parts[0] in TENS:
        return TENS[parts[0]]
    if len(parts) == 2 and parts[0] in TENS and UNITS.get(parts[1], 0) in range(1, 10):
        return TENS[parts[0]] + UNITS[parts[1]]
    return None


#: A unit a learner may write after a count: "100 chips", "six decks", "100 фишек".
UNIT = re.compile(
    r"\s+(?:chips?|cards?|decks?|players?|seats?|positions?|boxes|box|rounds?|hands?|points?|"
    + RU_UNITS_AFTER
    + ")$"
)


def read_number(answer: Any, *, words: bool = True) -> int | None:
    """A whole number: an ``int``, a whole ``float`` (``17.0``), digits (``"17"``,
    ``"17.0"``) or, with ``words``, a number in words up to 999 (``"seventeen"``,
    ``"семнадцать"``), with or without a unit after it (``"100 chips"``, ``"100 фишек"``). A bool is not a number; a number of more than 15
    digits is too large to read.

    >>> read_number("100 chips"), read_number("Six decks."), read_number("chips")
    (100, 6, None)
    """
    if isinstance(answer, bool) or too_big(answer):
        return None
    if isinstance(answer, numbers.Integral):
        return int(answer)
    if isinstance(answer, numbers.Real):
        value = float(answer)
        whole = math.isfinite(value) and value.is_integer() and abs(value) < 10**MAX_DIGITS
        return int(value) if whole else None
    said = clean(answer)
    if said is None:
        return None
    said = UNIT.sub("", said).strip()  # "100 chips", "312 cards": the number is the answer
    if re.fullmatch(r"[+-]?\d{1,15}(?:\.0*)?", said.replace(" ", "")):
        return int(float(said.replace(" ", ""))) if "." in said else int(said.replace(" ", ""))
    if not words:
        return None
    found = number_word(said)
    return found if found is not None else ru_number_word(said)


def read_times(answer: Any) -> int | None:
    """How many times: a whole number as :func:`read_number` reads it, a word of
    :data:`TIMES_WORDS` (``"once"``, ``"twice"``, ``"never"``, also after ``"only"``), or a number
    with ``time`` / ``times`` after it (``"one time"``, ``"2 times"``); in Russian ``"дважды"``,
    ``"один раз"``, ``"два раза"``, ``"никогда"`` (also after ``"только"``).

    >>> read_times("Once"), read_times("only once"), read_times("two times"), read_times(1)
    (1, 1, 2, 1)
    >>> read_times("never"), read_times("sometimes")
    (0, None)
    """
    said = clean(answer)
    if said is None:
        return read_number(answer)
    said = said.removeprefix("only ").removeprefix("только ")
    if said in TIMES_WORDS:
        return TIMES_WORDS[said]
    if said in RU_TIMES:
        return RU_TIMES[said]
    return read_number(re.sub(rf"\s+(?:times?|{RU_TIMES_SUFFIX})$", "", said))


def read_total(answer: Any) -> TotalAnswer | None:
    """``17`` or ``"17"`` (the number only), ``"soft 17"`` / ``"hard 17"``, or ``"bust"``;
    in Russian ``"мягкие 17"`` / ``"жёсткие 17"`` (``"жесткие"``, ``"мягкая"`` …) or
    ``"перебор"``; a word typed against its number (``"мягкие18"``) or after it (``"17
    жёстких"``) too.

    >>> read_total("мягкие18"), read_total("17 жёстких"), read_total("soft17")
    (TotalAnswer(points=18, soft=True), TotalAnswer(points=17, soft=False), TotalAnswer(points=17, soft=True))
    """
    number = read_number(answer)
    if number is not None:
        return TotalAnswer(number)
    said = clean(answer)
    if said is None:
        return None
    said = _GLUED.sub(" ", said)  # "мягкие18", "soft17"
    words = said.split()
    if said in ("bust", "busted", "a bust", "bust!") or said in RU_BUST:
        return TotalAnswer(None)
    if len(words) == 2 and words[1] in _SOFT_HARD and words[0].isdigit():  # "17 жёстких"
        words = [words[1], words[0]]
    rest = " ".join(words[1:])  # one number: "17", "seventeen", "двадцать один", not "1 7"
    if (
        words
        and words[0] in _SOFT_HARD
        and (len(words) == 2 or (rest and not any(map(str.isdigit, rest))))
    ):
        points = read_number(rest)
        if points is not None:
            return TotalAnswer(points, soft=_SOFT_HARD[words[0]])
    return None


#: Where a word and a number were typed together: "мягкие18".
_GLUED = re.compile(r"(?<=[^\W\d_])(?=\d)|(?<=\d)(?=[^\W\d_])")

#: The word before a total → soft or not: "soft"/"hard", "мягкие"/"жесткие" and their forms.
_SOFT_HARD = {
    "soft": True,
    "hard": False,
    **dict.fromkeys(RU_SOFT, True),
    **dict.fromkeys(RU_HARD, False),
}


def read_ratio(answer: Any) -> Fraction | None:
    """A payout ratio in any common spelling: ``"1:1"``, ``"1 : 1"``, ``"1/1"``, ``"1-1"``,
    ``"1 to 1"``, ``"one to one"``, ``"even money"``, ``"3/2"``, ``"two to one"`` … and in
    Russian ``"1 к 1"``, ``"один к одному"``, ``"три к двум"``.

    >>> read_ratio("Even money"), read_ratio("3 to 2"), read_ratio("two to one")
    (Fraction(1, 1), Fraction(3, 2), Fraction(2, 1))
    """
    said = clean(answer)
    if said is None:
        return None
    if said in EVEN_MONEY or said in RU_EVEN_MONEY:
        return Fraction(1)
    match = re.fullmatch(r"(.+?) (?:to|к) (.+)", said) or re.fullmatch(
        r"(.+?)\s*[:/\-–]\s*(.+)", said
    )
    if match is None:
        return None
    win, stake = read_number(match.group(1)), read_number(match.group(2))
    stake = RU_DATIVE.get(match.group(2)) if stake is None else stake
    if win is None or stake is None or win <= 0 or stake <= 0:
        return None
    return Fraction(win, stake)


def read_outcome(answer: Any) -> Outcome | None:
    """How a hand ended: :data:`OUTCOME_WORDS` (``"returned"`` is a push), or in Russian
    (``"выигрыш"``, ``"возврат"``, ``"ничья"``, ``"проигрыш"``, ``"сарренда"`` …)."""
    said = word(answer)
    if said in RU_OUTCOMES:
        return Outcome(RU_OUTCOMES[said])
    return None if said is None else OUTCOME_WORDS.get(said)


def read_draw(answer: Any) -> Draw | None:
    """Hit or stand (:data:`DRAW_WORDS`, in Russian ``"берёт"``, ``"стоит"`` …); yes means
    hit, no means stand."""
    said = word(answer)
    draw = None if said is None else DRAW_WORDS.get(said)
    if said in RU_DRAW_WORDS:
        draw = Draw(RU_DRAW_WORDS[said])
    if draw is not None:
        return draw
    yes = read_yes_no(answer)
    if yes is None:
        return None
    return Draw.HIT if yes else Draw.STAND


def read_dealer(answer: Any) -> DealerTurn | None:
    """Whether the dealer plays on or stops (:data:`DEALER_WORDS`, in Russian ``"берёт"``,
    ``"играет"``, ``"стоит"`` …)."""
    said = word(answer)
    if said in RU_DEALER_WORDS:
        return DealerTurn(RU_DEALER_WORDS[said])
    return None if said is None else DEALER_WORDS.get(said)


def read_action(answer: Any) -> Action | Unreadable:
    """A decision as rules §5 writes it (``hit``, ``keep``, ``insure 1 0`` …), or in Russian
    (``"взять карту"``, ``"обменять"``, ``"страховка 1 0"``, ``"застраховать да"`` …), or the
    reason it is not one.

    >>> str(read_action("Взять карту")), str(read_action("застраховать да"))
    ('hit', 'insure yes')
    """
    if isinstance(answer, Action):
        return answer
    why = too_big(answer)
    if why is not None:
        return Unreadable(why)
    if isinstance(answer, str):
        answer = action_text(answer)
    try:
        return Action.parse(answer)
    except BJSwitchError as error:
        return Unreadable(str(error))


def action_text(answer: str) -> str:
    """A typed decision in the data's words, as :meth:`Action.parse` reads it, not yet checked:
    lower case, spaces and a colon collapsed, Russian words put into the data's.

    >>> action_text("  Взять  карту"), action_text("страховка: да"), action_text("Fold")
    ('hit', 'insure yes', 'fold')
    """
    said = " ".join((clean(answer) or answer).replace(":", " ").split())  # "страховка: да"
    return "insure no" if said in INSURANCE_DECLINED else _from_russian(said)


def _from_russian(said: str) -> str:
    """A decision written in Russian as rules §5 writes it (``"взять карту"`` → ``"hit"``);
    any other text as it is."""
    words = said.split()
    for n in (2, 1):
        verb = RU_ACTIONS.get(" ".join(words[:n]))
        if verb is not None and len(words) >= n:
            rest = [{"да": "yes", "нет": "no"}.get(w, w) for w in words[n:]]
            return " ".join([verb, *rest])
    return said


def read_decisions(answer: Any) -> list[Any] | None:
    """Several decisions: a list, or one text such as ``"switch, double, stand"`` (one text
    holding one decision is a list of one). None when it is no list at all or too large."""
    if too_big(answer):
        return None
    if isinstance(answer, str):
        return [d for d in re.split(r"[,;\n]+", answer) if d.strip()]
    if isinstance(answer, (list, tuple)):
        return list(answer)
    return None


def read_name(answer: Any) -> str | None:
    """A player's name as written, spaces around and a final full stop removed, or
    ``"nobody"`` for any of :data:`NOBODY`; None if empty. Compare names with
    :func:`same_name` (any case)."""
    said = clean(answer)
    if not said:
        return None
    if said in NOBODY or said in RU_NOBODY:
        return "nobody"
    return " ".join(answer.split()).strip("'\"“”‘’`").rstrip(".!?,;")


def same_name(a: str, b: str) -> bool:
    """Two names are the same in any case: ``"ann"`` is ``"Ann"``."""
    return a.casefold() == b.casefold()


def read_numbers(answer: Any) -> list[int | None] | None:
    """Several whole numbers: a list, or one text such as ``"1, 1, 3"``. Each item that is not
    a whole number is None; the whole answer is None when it is no list at all."""
    if too_big(answer):
        return None
    if isinstance(answer, str):
        answer = [w for w in re.split(r"[\s,;]+", answer.strip().strip("[]().")) if w]
    if not isinstance(answer, (list, tuple)):
        return None
    return [read_number(x) for x in answer]


def read_words(answer: Any) -> str | None:
    """Free text, lower-cased with its spaces collapsed (``" Before  every Round."`` →
    ``"before every round"``); None if it is no text or empty."""
    return clean(answer) or None
