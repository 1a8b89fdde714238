"""The Russian a learner may answer in, whatever language the notebook speaks: number words up
to 999, and the Russian words of each answer reader (:mod:`.answers`), each beside the English
list it extends.

The words are written as a learner writes them, with ``ё``; they are compared after
:func:`fold` (any case, ``ё`` read as ``е``), so ``"Жесткие 17"`` and ``"жёсткие 17"`` read
alike. No Russian word is also an English one of another meaning: the two alphabets differ, and
the Latin spellings ``da``/``net`` mean yes and no in both.

>>> ru_number_word("двадцать один"), ru_number_word("сто четыре"), ru_number_word("двести")
(21, 104, 200)
>>> ru_number_word("семнадцать семнадцать") is None
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TypeVar

__all__ = [
    "INSURANCE_DECLINED",
    "RU_ACTIONS",
    "RU_ALLOWED_WORDS",
    "RU_BOTH",
    "RU_BUST",
    "RU_DATIVE",
    "RU_DEALER_WORDS",
    "RU_DRAW_WORDS",
    "RU_EVEN_MONEY",
    "RU_FORBIDDEN_WORDS",
    "RU_HAND_WORDS",
    "RU_HARD",
    "RU_NEITHER",
    "RU_NOBODY",
    "RU_OUTCOMES",
    "RU_SOFT",
    "RU_TIMES",
    "RU_TIMES_SUFFIX",
    "RU_UNITS_AFTER",
    "fold",
    "folded",
    "ru_number_word",
    "spelt",
]

_T = TypeVar("_T")


def fold(text: str) -> str:
    """``text`` as Russian words are compared: lower case, ``ё`` read as ``е``.

    >>> fold("Жёсткие")
    'жесткие'
    """
    return text.lower().replace("ё", "е")


#: Each folded word → its spelling as written here ("жесткие" → "жёсткие"), to show it.
SPELLINGS: dict[str, str] = {}


def folded(words: Iterable[str]) -> frozenset[str]:
    """``words`` folded for comparing (:func:`fold`), their spellings kept in :data:`SPELLINGS`."""
    found = set()
    for w in words:
        SPELLINGS.setdefault(fold(w), w)
        found.add(fold(w))
    return frozenset(found)


def spelt(word: str) -> str:
    """A folded word as it is written: ``spelt("жесткие")`` is ``"жёсткие"``."""
    return SPELLINGS.get(word, word)


def _keyed(spellings: Mapping[_T, Sequence[str]]) -> dict[str, _T]:
    """Each folded word → its value, from each value → its words (spellings kept)."""
    return {w: value for value, words in spellings.items() for w in sorted(folded(words))}


#: 0–19 in words, with the feminine and neuter of one and two ("одна карта", "две фишки").
RU_ONES: dict[str, int] = {
    "ноль": 0,
    "нуль": 0,
    "один": 1,
    "одна": 1,
    "одно": 1,
    "два": 2,
    "две": 2,
    "три": 3,
    "четыре": 4,
    "пять": 5,
    "шесть": 6,
    "семь": 7,
    "восемь": 8,
    "девять": 9,
    "десять": 10,
    "одиннадцать": 11,
    "двенадцать": 12,
    "тринадцать": 13,
    "четырнадцать": 14,
    "пятнадцать": 15,
    "шестнадцать": 16,
    "семнадцать": 17,
    "восемнадцать": 18,
    "девятнадцать": 19,
}
RU_TENS: dict[str, int] = {
    w: 10 * k
    for k, w in enumerate(
        "двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто".split(), 2
    )
}
RU_HUNDREDS: dict[str, int] = {
    w: 100 * k
    for k, w in enumerate(
        "сто двести триста четыреста пятьсот шестьсот семьсот восемьсот девятьсот".split(), 1
    )
}
#: The second number of a ratio in words: "один к одному", "три к двум".
RU_DATIVE: dict[str, int] = {
    w: k
    for k, w in enumerate(
        "одному двум трем четырем пяти шести семи восьми девяти десяти".split(), 1
    )
}


def ru_number_word(said: str) -> int | None:
    """A number in Russian words up to 999 (``"семнадцать"``, ``"двадцать один"``,
    ``"сто четыре"``, ``"девятьсот девяносто девять"``), any case, ``ё`` or ``е``; None for
    anything else."""
    parts = fold(said).replace("-", " ").split()
    value = 0
    if parts and parts[0] in RU_HUNDREDS:
        value, parts = RU_HUNDREDS[parts[0]], parts[1:]
    if parts and parts[0] in RU_TENS:
        value, parts = value + RU_TENS[parts[0]], parts[1:]
        if parts and RU_ONES.get(parts[0], 0) in range(1, 10):
            value, parts = value + RU_ONES[parts[0]], parts[1:]
    elif parts and parts[0] in RU_ONES and (value == 0 or RU_ONES[parts[0]] > 0):
        value, parts = value + RU_ONES[parts[0]], parts[1:]
    elif value == 0:
        return None
    return value if not parts else None


#: Units a learner may write after a count, in their usual forms: "100 фишек", "шесть колод".
RU_UNITS_AFTER = (
    "фишка|фишки|фишек|фишку|карта|карты|карт|карту|колода|колоды|колод|игрок|игрока|игроков|"
    "место|места|мест|позиция|позиции|позиций|бокс|бокса|боксов|круг|круга|кругов|раздача|"
    "раздачи|раздач|рука|руки|рук|очко|очка|очков"
)
#: "How many times?": the answers that are no number (compared folded).
RU_TIMES: dict[str, int] = {
    fold(w): k
    for w, k in {
        "никогда": 0,
        "ни разу": 0,
        "однажды": 1,
        "один раз": 1,
        "раз": 1,
        "дважды": 2,
        "трижды": 3,
    }.items()
}
#: The word for "times" after a number: "два раза", "пять раз".
RU_TIMES_SUFFIX = "раз|раза"
#: A payout of 1:1 in words other than a ratio.
RU_EVEN_MONEY = folded({"в размер ставки", "равная выплата"})
#: Yes and no to "is this allowed?".
RU_ALLOWED_WORDS = folded({"можно", "разрешено", "допустимо", "законно", "да, можно"})
RU_FORBIDDEN_WORDS = folded(
    {"нельзя", "запрещено", "не разрешено", "недопустимо", "незаконно", "нет, нельзя"}
)
#: Nobody acts any more.
RU_NOBODY = folded({"никто", "ни один", "ни один игрок", "никого"})
#: Which of a box's hands, in words: none of them, both, and the words around a hand's number.
RU_NEITHER = folded({"ни одной", "ни на одной", "никакой", "никакую", "ни одна", "нет", "ни одну"})
RU_BOTH = folded({"обе", "обе руки", "на обеих", "обеих", "обе позиции", "на обеих руках"})
RU_HAND_WORDS = folded({"рука", "руки", "руке", "руку", "на", "позиция", "позиции", "и"})
#: The words before a total: "мягкие 17", "жёсткие 17" (with ё or е).
RU_SOFT = folded({"мягкие", "мягкая", "мягких", "мягкое", "мягкий"})
RU_HARD = folded({"жёсткие", "жёсткая", "жёстких", "жёсткое", "жёсткий"})
#: Insurance declined, said as the decision's name says it (``decision("no insurance")``, the
#: trainer's button) rather than as rules §5 writes it (``insure no``), in either language.
INSURANCE_DECLINED = folded({"no insurance", "без страховки", "не страховать", "не страховаться"})
#: A bust as a total.
RU_BUST = folded({"перебор", "это перебор", "перебрал", "много"})

#: How a hand ended, in Russian: the value of :class:`~bjswitch_widgets.rules.Outcome` each
#: word means (``"win"``, ``"push"``, ``"lose"``, ``"surrender"``).
RU_OUTCOMES: dict[str, str] = _keyed(
    {
        "win": ("выигрыш", "выиграл", "выиграла", "выигрывает", "победа"),
        "push": ("возврат", "ничья", "ставка возвращается", "вернули", "пуш"),
        "lose": ("проигрыш", "проиграл", "проиграла", "проигрывает", "поражение"),
        "surrender": ("сарренда", "сарренду", "отказ", "отказался", "отказалась"),
    }
)
#: Whether the dealer takes a card on a total: ``"hit"`` or ``"stand"`` (:class:`.Draw`).
RU_DRAW_WORDS: dict[str, str] = _keyed(
    {
        "hit": ("берёт", "берёт карту", "брать", "взять карту", "тянет", "ещё"),
        "stand": ("стоит", "стоять", "останавливается", "остановиться", "хватит", "стоп"),
    }
)
#: After the players: ``"plays"`` or ``"stops"`` (:class:`.DealerTurn`).
RU_DEALER_WORDS: dict[str, str] = _keyed(
    {
        "plays": ("играет", "доигрывает", "берёт", "берёт карты", "добирает", "да"),
        "stops": ("стоит", "останавливается", "открывает", "только открывает", "нет"),
    }
)
#: A decision in Russian: each phrase (one or two words) → the word of rules §5 it means.
#: ``"страховка 1 0"`` and ``"застраховать да"`` keep their arguments (да/нет: yes/no).
RU_ACTIONS: dict[str, str] = _keyed(
    {
        "hit": ("взять карту", "взять", "ещё", "ещё карту", "беру", "хит"),
        "stand": ("остановиться", "хватит", "стоп", "стою", "стенд"),
        "double": ("удвоение", "удвоить", "дабл", "удваиваю"),
        "split": ("разделение", "разделить", "сплит", "разделяю"),
        "surrender": ("сарренда", "сарренду", "отказаться"),
        "keep": ("оставить", "оставляю", "не менять"),
        "switch": ("обменять", "обмен", "поменять", "меняю", "свитч"),
        "insure": ("страховка", "застраховать", "страховать", "страхую"),
    }
)
