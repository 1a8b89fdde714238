"""The package's errors, split by cause.

Every error is a :class:`ValueError`, so callers that only care that the input was refused can
catch that. The two families say *why*:

* :class:`InvalidInputError` — the input itself is malformed: a card string that is no card, an
  action word the game does not know, a scenario with a missing or mistyped field, a profile that
  mixes rules that cannot go together. Nothing was tried.
* :class:`IllegalActionError` — the input is a well-formed decision, but the rules do not allow it
  at this moment (doubling a three-card hand, switching after a hit, acting after the round ended).
  The message names the action, the phase and the rules section; the round is left unchanged.

Messages quote the offending input with :func:`quote` (a ``repr`` cut short, never raising) so
the failure can be reproduced from the message: never with ``!r``, which a 5,000-digit number, a
list nested 5,000 deep or an object whose ``repr`` raises turns into an error of its own.
"""

from __future__ import annotations

import math
import reprlib
from collections.abc import Callable

__all__ = [
    "BJSwitchError",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidCardError",
    "InvalidInputError",
    "ProfileConflictError",
    "QuoteRepr",
    "ScenarioError",
    "ShoeError",
    "digits",
    "quote",
    "type_word",
    "use_catalogue",
]

#: The package's catalogue lookups (plain, counted), English until
#: :mod:`bjswitch_widgets.language` installs its own with :func:`use_catalogue`: this module is
#: below every other, the language module included, so it cannot import it.
_LOOKUPS: dict[str, Callable[..., str]] = {
    "gettext": lambda message: message,
    "ngettext": lambda singular, plural, n: singular if n == 1 else plural,
    "pgettext": lambda context, message: message,
}


def use_catalogue(
    gettext: Callable[[str], str],
    ngettext: Callable[[str, str, int], str],
    pgettext: Callable[[str, str], str],
) -> None:
    """Look this module's texts up with ``gettext``, ``ngettext`` and ``pgettext`` (the
    language module's)."""
    _LOOKUPS.update(gettext=gettext, ngettext=ngettext, pgettext=pgettext)


def _(message: str) -> str:
    return _LOOKUPS["gettext"](message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _LOOKUPS["ngettext"](singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _LOOKUPS["pgettext"](context, message)


def type_word(value: object) -> str:
    """What kind of value ``value`` is, as an error names it: Python's name in English
    (``list``, ``str``), a word in another language («список», «строка»); a type of the
    learner's own is named as Python names it.

    >>> type_word([1]), type_word("x"), type_word(None)
    ('list', 'str', 'NoneType')
    """
    name = type(value).__name__
    words = {
        "list": pgettext("Python type", "list"),
        "tuple": pgettext("Python type", "tuple"),
        "dict": pgettext("Python type", "dict"),
        "str": pgettext("Python type", "str"),
        "int": pgettext("Python type", "int"),
        "float": pgettext("Python type", "float"),
        "bool": pgettext("Python type", "bool"),
        "NoneType": pgettext("Python type", "NoneType"),
        "set": pgettext("Python type", "set"),
        "bytes": pgettext("Python type", "bytes"),
    }
    return words.get(name, name) if type(value).__module__ == "builtins" else name


def digits(number: int) -> int:
    """How many decimal digits ``number`` has, without converting it to text (Python refuses
    to write an int of more than 4,300 digits).

    >>> digits(0), digits(-999), digits(10**5000)
    (1, 3, 5001)
    """
    n = abs(number)
    if n < 10**15:
        return len(str(n))
    estimate = int(n.bit_length() * math.log10(2))  # the digits are estimate or estimate + 1
    return estimate + 1 if n >= 10**estimate else estimate


class QuoteRepr(reprlib.Repr):
    """``reprlib`` cut short: an int of more than :attr:`max_digits` digits is named by its
    length (``reprlib`` itself quotes an object whose ``repr`` raises by its type)."""

    #: Longer ints are quoted as ``'a 5001-digit number'``.
    max_digits = 60

    def __init__(self) -> None:
        super().__init__()
        self.maxstring = self.maxother = 60
        self.maxlevel = 3
        self.maxlist = self.maxtuple = self.maxdict = self.maxset = self.maxfrozenset = 6

    def repr_int(self, x: int, level: int) -> str:
        n = digits(x)
        if n <= self.max_digits:
            return repr(x)
        return ngettext("a {n}-digit number", "a {n}-digit number", n).format(n=n)


_QUOTE = QuoteRepr()


def quote(value: object) -> str:
    """``repr(value)`` for an error message, cut short: a 10 MB name, a list nested 100,000
    deep, a 5,000-digit number or an object whose ``repr`` raises is quoted in a line, never in
    full, never by recursion and never with an error of its own.

    >>> quote("Ann")
    "'Ann'"
    >>> quote([[[[[1]]]]])
    '[[[[...]]]]'
    >>> len(quote("x" * 10_000_000)) < 70
    True
    >>> quote(10**5000)
    'a 5001-digit number'
    """
    try:
        return _QUOTE.repr(value)
    except Exception:  # a container whose items cannot even be listed
        # Translators: an answer that cannot be quoted, named by its Python type ("a list")
        return _("a {type}").format(type=type_word(value))


class BJSwitchError(ValueError):
    """Base class of every error this package raises on purpose."""


class InvalidInputError(BJSwitchError):
    """The input is malformed (bad input, as opposed to a move that is not legal now)."""


class InvalidCardError(InvalidInputError):
    """A card string that is not a card, e.g. ``'1x'``."""


class InvalidActionError(InvalidInputError):
    """An action string the game does not know, e.g. ``'fold'``."""


class ShoeError(InvalidInputError):
    """Cards were asked of the shoe that it cannot hold, e.g. a seventh A♠ in six decks."""


class ProfileConflictError(InvalidInputError):
    """A rule profile mixes rules that cannot go together (§1.11)."""


class ScenarioError(InvalidInputError):
    """A scenario (rules §5) is malformed: a missing, mistyped or unknown field."""


class IllegalActionError(BJSwitchError):
    """A well-formed decision that the rules do not allow now.

    Carries the :attr:`action` (as written), the :attr:`phase` the round was in and the
    learner-facing :attr:`reason`, which cites the rules section.
    """

    def __init__(
        self, message: str, *, action: str = "", phase: str = "", reason: str = ""
    ) -> None:
        super().__init__(message)
        self.action = action
        self.phase = phase
        self.reason = reason
