"""Small helpers for the words every learner reads, in the language chosen
(:mod:`bjswitch_widgets.language`): a number of chips with its noun in the right form, a list of
words joined as a sentence joins them.

>>> chips(1), chips(3), chips("0.5")
('1 chip', '3 chips', '0.5 chips')
>>> listing(["keep", "switch"]), listing(["stand", "hit", "double"]), listing(["hit"])
('keep and switch', 'stand, hit and double', 'hit')
>>> decision("hit"), decision("insure 1 chip"), decision("insure 1 0"), decision("fold")
('hit', 'insure 1 chip', 'insure 1 0', 'fold')
>>> from bjswitch_widgets.language import in_language
>>> with in_language("ru"):
...     [chips(n) for n in (1, 2, 5, 11, 21, 22, "1.5")], listing(["оставить", "обменять"])
(['1 фишка', '2 фишки', '5 фишек', '11 фишек', '21 фишка', '22 фишки', '1,5 фишки'], 'оставить и обменять')
>>> with in_language("ru"):
...     listing([decision(d) for d in ("stand", "hit", "double", "split", "surrender")])
'остановиться, взять карту, удвоить, разделить и сарренда'
>>> with in_language("ru"):
...     decision("insure 1 0"), decision("insure yes")
('страховка 1 0', 'страховка: да')
"""

from __future__ import annotations

from .language import get_language, ngettext, number, pgettext
from .language import gettext as _

__all__ = ["DECISIONS", "after_colon", "chips", "combination", "decision", "listing", "outcome"]

#: The decisions as the package's data writes them (a scenario's action, an Advice's choice).
DECISIONS = (
    "hit",
    "stand",
    "double",
    "split",
    "surrender",
    "keep",
    "switch",
    "insure yes",
    "insure no",
    "no insurance",
    "insure 1 chip",
)


def chips(n: int | str) -> str:
    """``'1 chip'``, ``'2 chips'``: a number of chips said on its own (a balance, a bet, an
    amount returned). ``n`` may be a number already written (``'0.3'``)."""
    return ngettext("{n} chip", "{n} chips", n).format(n=number(n))


def decision(word: str) -> str:
    """A decision's name for the learner (``'hit'``, ``'взять карту'``): the data's own word in
    English, the glossary's in Russian; insurance with its chips per position too (``'insure
    1 0'``, Russian ``'страховка 1 0'``); any other word is returned as it is."""
    # Translators: a decision's name standing alone (a list item, after a colon)
    names = {
        "hit": pgettext("decision", "hit"),
        "stand": pgettext("decision", "stand"),
        "double": pgettext("decision", "double"),
        "split": pgettext("decision", "split"),
        "surrender": pgettext("decision", "surrender"),
        "keep": pgettext("decision", "keep"),
        "switch": pgettext("decision", "switch"),
        "insure yes": pgettext("decision", "insure yes"),
        "insure no": pgettext("decision", "insure no"),
        "no insurance": pgettext("decision", "no insurance"),
        "insure 1 chip": pgettext("decision", "insure 1 chip"),
    }
    name = names.get(word)
    if name is not None:
        return name
    verb, _space, chips = word.partition(" ")
    if verb == "insure" and chips:
        # Translators: insurance with its chips per position, as a decision is written ("insure
        # 1 0"); a learner may write it back: «страховка 1 0»
        return pgettext("decision", "insure {chips}").format(chips=chips)
    return word


def outcome(value: str) -> str:
    """How a hand ended (a result's ``outcome``: ``'win'``, ``'push'``, ``'lose'``,
    ``'surrender'``) in the learner's words; any other word is returned as it is.

    >>> from bjswitch_widgets.language import in_language
    >>> with in_language("ru"):
    ...     [outcome(w) for w in ("win", "push", "lose", "surrender")]
    ['выигрыш', 'возврат', 'проигрыш', 'сарренда']
    """
    words = {
        "win": pgettext("outcome", "win"),
        "push": pgettext("outcome", "push"),
        "lose": pgettext("outcome", "lose"),
        "surrender": pgettext("outcome", "surrender"),
    }
    return words.get(value, value)


def combination(name: str) -> str:
    """A Super Match combination (a result's ``combination``: ``'pair'``, ``'two pairs'``,
    ``'three of a kind'``, ``'four of a kind'``) in the learner's words; any other word is
    returned as it is."""
    names = {
        "pair": pgettext("Super Match", "pair"),
        "two pairs": pgettext("Super Match", "two pairs"),
        "three of a kind": pgettext("Super Match", "three of a kind"),
        "four of a kind": pgettext("Super Match", "four of a kind"),
    }
    return names.get(name, name)


def listing(words: list[str]) -> str:
    """``'keep and switch'``, ``'stand, hit and double'``: words joined with commas and a last
    "and"."""
    if len(words) < 2:
        return "".join(words)
    # Translators: the end of a list: "stand, hit and double"; {items} is the list before it
    return _("{items} and {last}").format(items=", ".join(words[:-1]), last=words[-1])


def after_colon(sentence: str) -> str:
    """A sentence put after a label and a colon (``Double: …``): as it is in English; in
    Russian its first letter small, since a colon does not start a new sentence there (a
    name at its start keeps its capital: «Суперматч», a seat's «Игрок 1»).

    >>> from bjswitch_widgets.language import in_language
    >>> with in_language("ru"):
    ...     after_colon("Удвоение добавляет 2 фишки"), after_colon("Суперматч не принят")
    ('удвоение добавляет 2 фишки', 'Суперматч не принят')
    >>> after_colon("Doubling adds 2 chips")
    'Doubling adds 2 chips'
    """
    if get_language() != "ru" or sentence.startswith(_NAMES):
        return sentence
    first = sentence[:1]
    if first.isupper() and (len(sentence) < 2 or not sentence[1].isupper()):
        return first.lower() + sentence[1:]
    return sentence


#: Russian words that keep their capital inside a sentence: names.
_NAMES = ("Суперматч", "Игрок ", "Блэкджек", "Джек")
