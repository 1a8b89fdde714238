"""Every control of the table and the trainer, declared once: its name, label, key and words.

A control is named as the browser names it: the CSS class ``bjs-btn-<name>`` of its button and
the word the keys script sends when it is clicked or its key pressed (the insurance buttons add
their position: ``insure-2``). The table (:mod:`.table`, :mod:`.panels`), the controller's order
of decisions (:data:`DECISIONS`), the tooltips' keys (:func:`with_key`), the keys help line
(:func:`keys_help`) and the trainer all read this one registry, so a control is added, renamed or
given another key in one place. Pure Python (no ipywidgets).

>>> control("insure-2").label, key_of("hit"), key_of("next-round")
('Insure', 'H', 'Enter')
>>> with_key("Take one card (§1.8)", "hit")
'[H] Take one card (§1.8)'
>>> shortcuts(["hit", "insure-1", "insure-2", "next-round"])
{'h': ['hit'], 'i': ['insure-1', 'insure-2'], 'Enter': ['next-round']}
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from dataclasses import dataclass

from ..engine.actions import ActionKind
from ..errors import InvalidInputError, quote
from ..language import gettext as _
from ..language import pgettext

__all__ = [
    "CONTROLS",
    "DECISIONS",
    "Control",
    "control",
    "key_of",
    "keys_help",
    "shortcuts",
    "with_key",
]


@dataclass(frozen=True, slots=True)
class Control:
    """One control: ``name`` (``bjs-btn-<name>``, the word a click sends), ``text`` (the
    button's text in English; :attr:`label` is it in the current language), ``key`` (its
    shortcut while the table has focus: a letter, ``'Enter'``; the same in every language),
    ``words`` (the choice the trainer grades, data; :attr:`help_words` is what the keys help
    calls it), ``kind`` (the decision a table's button makes, None for the others) and
    ``dealer`` (a control of the dealer's table only; the two views share hit, stand and next
    round, and a key such as N means one thing in each)."""

    name: str
    text: str
    key: str
    words: str
    kind: ActionKind | None = None
    dealer: bool = False

    @property
    def label(self) -> str:
        """The button's text in the current language (``'Hit'``, ``'Взять карту'``)."""
        return _label(self.text)

    @property
    def help_words(self) -> str:
        """What the keys help calls the control, in the current language."""
        return _help_words(self.words)


def _label(text: str) -> str:
    """A button's text (one of :data:`CONTROLS`' ``text``) in the current language."""
    labels = {
        "Keep": pgettext("button", "Keep"),
        "Switch": pgettext("button", "Switch"),
        "Hit": pgettext("button", "Hit"),
        "Stand": pgettext("button", "Stand"),
        "Double": pgettext("button", "Double"),
        "Split": pgettext("button", "Split"),
        "Surrender": pgettext("button", "Surrender"),
        "Insure": pgettext("button", "Insure"),
        "No insurance": pgettext("button", "No insurance"),
        "Undo": pgettext("button", "Undo"),
        "Deal dealer": pgettext("button", "Deal dealer"),
        "Next round": pgettext("button", "Next round"),
        "Pay": pgettext("button", "Pay"),
        "Hand": pgettext("button", "Hand"),
        "Both": pgettext("button", "Both"),
        "None": pgettext("button", "None"),
    }
    return labels.get(text, text)


def _help_words(words: str) -> str:
    """What the keys help calls a control (one of :data:`CONTROLS`' ``words``)."""
    # Translators: what a key does, in the keys help line ("H hit", "Enter deal dealer / next round")
    names = {
        "keep": pgettext("key", "keep"),
        "switch": pgettext("key", "switch"),
        "hit": pgettext("key", "hit"),
        "stand": pgettext("key", "stand"),
        "double": pgettext("key", "double"),
        "split": pgettext("key", "split"),
        "surrender": pgettext("key", "surrender"),
        "insure": pgettext("key", "insure"),
        "no insurance": pgettext("key", "no insurance"),
        "undo": pgettext("key", "undo"),
        "deal dealer": pgettext("key", "deal dealer"),
        "next round": pgettext("key", "next round"),
        "pay": pgettext("key", "pay"),
        "hand": pgettext("key", "hand"),
        "both hands": pgettext("key", "both hands"),
        "no hand": pgettext("key", "no hand"),
    }
    return names.get(words, words)


#: Every control, in the order the table shows them and the keys help lists them. The
#: insurance buttons' key answers the first position still asked; Enter presses the first of
#: ``deal-dealer`` and ``next-round`` that is enabled.
CONTROLS: tuple[Control, ...] = (
    Control("keep", "Keep", "K", "keep", ActionKind.KEEP),
    Control("switch", "Switch", "W", "switch", ActionKind.SWITCH),
    Control("hit", "Hit", "H", "hit", ActionKind.HIT),
    Control("stand", "Stand", "S", "stand", ActionKind.STAND),
    Control("double", "Double", "D", "double", ActionKind.DOUBLE),
    Control("split", "Split", "P", "split", ActionKind.SPLIT),
    Control("surrender", "Surrender", "R", "surrender", ActionKind.SURRENDER),
    Control("insure", "Insure", "I", "insure"),
    Control("no-insurance", "No insurance", "N", "no insurance"),
    Control("undo", "Undo", "U", "undo"),
    Control("deal-dealer", "Deal dealer", "Enter", "deal dealer"),
    Control("next-round", "Next round", "Enter", "next round"),
    # the dealer's table (DealerTable): pay the amount typed; which hands are turned sideways
    Control("pay", "Pay", "Enter", "pay", dealer=True),
    Control("turn", "Hand", "", "hand", dealer=True),
    Control("turn-both", "Both", "B", "both hands", dealer=True),
    Control("turn-none", "None", "N", "no hand", dealer=True),
)

_BY_NAME = {c.name: c for c in CONTROLS}

#: Every kind of decision a table's button makes, in the order the table shows them.
DECISIONS: tuple[ActionKind, ...] = tuple(c.kind for c in CONTROLS if c.kind is not None)


def _family(name: str) -> str:
    """``'insure-2'`` → ``'insure'``: a control's name without the position it is for."""
    return re.sub(r"-\d+$", "", name)


def control(name: str) -> Control:
    """The control named ``name`` (an insurance button with its position: ``'insure-2'``)."""
    found = _BY_NAME.get(_family(name)) if isinstance(name, str) else None
    if found is None:
        raise InvalidInputError(_("no control is named {name}").format(name=quote(name)))
    return found


def key_of(name: str) -> str:
    """The key of a control (``'hit'`` → ``'H'``, ``'insure-2'`` → ``'I'``; none: ``''``)."""
    found = _BY_NAME.get(_family(name))
    return found.key if found is not None else ""


def with_key(text: str, name: str) -> str:
    """A button's tooltip with its key in front (after it, the tooltip still ends with the
    section it cites): ``'[H] Take one card (§1.8)'``; no text: ``'Key H'``."""
    key = key_of(name)
    if not key:
        return text
    # Translators: a tooltip naming only a button's key ("Key H"); the key stays as it is
    return f"[{key}] {text}" if text else _("Key {key}").format(key=key)


def keys_help(names: Iterable[str]) -> str:
    """The help line listing the keys of the controls a view has, in :data:`CONTROLS`' order,
    the controls sharing a key together (HTML): a list whose items wrap whole onto the next line
    (a key never parts from its words, and no separator is left at a line's end or start)."""
    families = {_family(name) for name in names}
    shown: dict[str, list[str]] = {}
    for c in CONTROLS:
        if c.name in families and c.key:  # a control with no key of its own is not listed
            shown.setdefault(c.key, []).append(c.help_words)
    items = " ".join(
        f"<li><kbd>{key}</kbd> {html.escape(' / '.join(words))}</li>"
        for key, words in shown.items()
    )
    head = _("Keys")
    # Translators: after the bold "Keys" of the keys help line, before the list of keys
    how = _("(click a button of the table or Tab into it first; not while typing in a box):")
    return (
        f'<div class="bjs-keys-help"><b>{head}</b> {html.escape(how)} '
        f'<ul aria-label="{html.escape(head)}">{items}</ul></div>'
    )


def shortcuts(names: Iterable[str]) -> dict[str, list[str]]:
    """Key → the controls it presses (the keys script presses the first enabled one), for the
    browser: a letter in lower case, a named key as it is (``'Enter'``)."""
    out: dict[str, list[str]] = {}
    for name in names:
        key = key_of(name)
        if key:
            out.setdefault(key if len(key) > 1 else key.lower(), []).append(name)
    return out
