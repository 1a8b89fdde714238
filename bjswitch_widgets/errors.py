"""The package's errors, split by cause.

Every error is a :class:`ValueError`, so callers that only care that the input was refused can
catch that. The two families say *why*:

* :class:`InvalidInputError` — the input itself is malformed: a card string that is no card, an
  action word the game does not know, a scenario with a missing or mistyped field, a profile that
  mixes rules that cannot go together. Nothing was tried.
* :class:`IllegalActionError` — the input is a well-formed decision, but the rules do not allow it
  at this moment (doubling a three-card hand, switching after a hit, acting after the round ended).
  The message names the action, the phase and the rules section; the round is left unchanged.

Messages quote the offending input with ``!r`` so the failure can be reproduced from the message.
"""

from __future__ import annotations

import reprlib

__all__ = [
    "BJSwitchError",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidCardError",
    "InvalidInputError",
    "ProfileConflictError",
    "ScenarioError",
    "ShoeError",
    "quote",
]

_QUOTE = reprlib.Repr()
_QUOTE.maxstring = 60
_QUOTE.maxother = 60
_QUOTE.maxlevel = 3
_QUOTE.maxlist = _QUOTE.maxtuple = _QUOTE.maxdict = _QUOTE.maxset = 6


def quote(value: object) -> str:
    """``repr(value)`` for an error message, cut short: a 10 MB name or a list nested 100,000
    deep is quoted in a line, never in full and never by recursion.

    >>> quote("Ann")
    "'Ann'"
    >>> quote([[[[[1]]]]])
    '[[[[...]]]]'
    >>> len(quote("x" * 10_000_000)) < 70
    True
    """
    return _QUOTE.repr(value)


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
