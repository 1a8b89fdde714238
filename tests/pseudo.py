"""A pseudo-language for finding the texts nobody marked for translation.

``with pseudo():`` makes every text that goes through the catalogues come out wrapped: the
literal parts of a message in ``⟦…⟧``, its ``{placeholders}`` left outside, so a value put into
a message must be wrapped itself (a name of a hand, an outcome) unless it is data (a number, a
card, a player's name). :func:`leaks` then lists the words of a learner-visible text outside
every wrapper: each one is a string that was never marked.

>>> with pseudo():
...     from bjswitch_widgets.words import chips
...     chips(5)
'5⟦ chips⟧'
>>> leaks("5⟦ chips for⟧ Ann", allowed={"Ann"}), leaks("⟦You have⟧ 5 chips")
([], ['chips'])
"""

from __future__ import annotations

import contextlib
import gettext
import html
import re
from collections.abc import Iterable, Iterator

import bjswitch_widgets.language as lang_module

CODE = "qps"
_PLACEHOLDER = re.compile(r"(\{\{|\}\}|\{[^{}]*\})")
_WRAPPED = re.compile(r"⟦[^⟦⟧]*⟧")
_WORD = re.compile(r"[A-Za-zА-Яа-яЁё][A-Za-zА-Яа-яЁё'’-]*")
_TAG = re.compile(r"<[^>]*>")
#: Card ranks and suits, seat letters, units and symbols a text may carry untranslated.
DATA = frozenset({"A", "K", "Q", "J", "EV", "H17", "S17", "x", "×"})


def wrap(message: str) -> str:
    """``message`` with each literal part wrapped and each placeholder left bare."""
    parts = _PLACEHOLDER.split(message)
    return "".join(part if _PLACEHOLDER.fullmatch(part) else f"⟦{part}⟧" for part in parts if part)


class Pseudo(gettext.NullTranslations):
    """Every message wrapped (a catalogue for the code ``qps``)."""

    def gettext(self, message: str) -> str:
        return wrap(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return wrap(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        # quotation marks hold no word: left as they are, what they quote reads as quoted data
        return message if context == "quoted answer" else wrap(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return wrap(msgid1 if n == 1 else msgid2)


@contextlib.contextmanager
def pseudo() -> Iterator[None]:
    """Speak the pseudo-language while the block runs (the kernel's language afterwards)."""
    lang_module._catalogues[CODE] = Pseudo()
    with lang_module.in_language(CODE):
        yield


def visible(markup: str) -> str:
    """The text a learner reads in ``markup``: tags dropped, entities decoded."""
    return html.unescape(_TAG.sub(" ", markup))


def leaks(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The words of ``text`` outside every ``⟦…⟧``, other than ``allowed`` ones (names,
    profile names) and :data:`DATA`."""
    ok = DATA | set(allowed)
    bare = _WRAPPED.sub(" ", text)
    return [w for w in _WORD.findall(bare) if w not in ok]
