"""The arguments many public functions share, each checked in one place: a seed of the
shuffles, a yes/no flag, a list of items, a whole number within limits.

Each check returns the value as the package uses it, or raises
:class:`~bjswitch_widgets.errors.InvalidInputError` naming the argument and quoting what was given
(:func:`~bjswitch_widgets.errors.quote`: cut short, never a traceback of its own). Nothing here
knows the game: cards, hands and actions are checked where they are defined (:mod:`.cards`,
:mod:`.engine.actions`).

>>> check_seed(7), check_seed(None)
(7, None)
>>> check_seed(True)
Traceback (most recent call last):
...
bjswitch_widgets.errors.InvalidInputError: seed must be None (a fresh shuffle each time) or a whole number, not True
"""

from __future__ import annotations

import itertools
import numbers
from collections.abc import Iterable, Mapping
from typing import Any

from .errors import InvalidInputError, quote
from .language import get_language, ngettext
from .language import gettext as _

__all__ = ["check_flag", "check_list", "check_seed", "check_whole", "grouped"]


def grouped(number: int) -> str:
    """A whole number with its thousands marked as the language writes them: ``1,000,000`` in
    English, ``1 000 000`` (no-break spaces) in Russian.

    >>> grouped(1_000_000)
    '1,000,000'
    """
    text = f"{number:,}"
    return text.replace(",", "\u00a0") if get_language() == "ru" else text


def check_seed(seed: object, name: str = "seed") -> int | None:
    """A seed of the shuffles: None (a fresh, unpredictable shuffle) or a whole number, any
    size, negative too (NumPy's integers count as whole numbers). A bool is not a seed (``True``
    would quietly mean 1), nor is a float, text, bytes or a list, which Python's ``random``
    would accept or refuse each in its own way.

    The one definition of a seed: ``Round``, ``Session``, ``SwitchTable``, ``Trainer``,
    ``Shoe`` and ``simulate`` check theirs here.
    """
    if seed is None:
        return None
    if isinstance(seed, numbers.Integral) and not isinstance(seed, bool):
        return int(seed)
    raise InvalidInputError(
        _("{name} must be None (a fresh shuffle each time) or a whole number, not {value}").format(
            name=name, value=quote(seed)
        )
    )


def check_flag(value: object, name: str) -> bool:
    """``True`` or ``False``, and nothing else (not 1, not ``"yes"``, not None).

    >>> check_flag("yes", "exact")
    Traceback (most recent call last):
    ...
    bjswitch_widgets.errors.InvalidInputError: exact must be True or False, not 'yes'
    """
    if not isinstance(value, bool):
        raise InvalidInputError(
            _("{name} must be True or False, not {value}").format(name=name, value=quote(value))
        )
    return value


def check_list(value: object, name: str, *, most: int, what: str = "items") -> list[Any]:
    """The items of a list argument: a list, a tuple or any other iterable of at most ``most``
    items (read no further than one past it), but not text, bytes or a dict (each would be
    taken apart letter by letter, or by its keys). The items themselves are the caller's to check.
    ``what`` the items are is one of ``"items"``, ``"cards"``, ``"hands"``, ``"choices"``,
    ``"names or seats"``, ``"names or seat numbers"``: each has its own sentence in each
    language (any other is put into a general one as given).

    >>> check_list(42, "cards", most=312, what="cards")
    Traceback (most recent call last):
    ...
    bjswitch_widgets.errors.InvalidInputError: cards must be a list of cards, not 42
    """
    if isinstance(value, (str, bytes, bytearray, Mapping)) or not isinstance(value, Iterable):
        raise InvalidInputError(_list_message(what, None).format(name=name, value=quote(value)))
    items = list(itertools.islice(value, most + 1))
    if len(items) > most:
        raise InvalidInputError(
            _list_message(what, most).format(name=name, most=grouped(most), value=quote(value))
        )
    return items


def _list_message(what: str, most: int | None) -> str:
    """The sentence refusing a list of ``what``: of any length (``most`` None) or too long."""
    if most is None:
        texts = {
            "cards": _("{name} must be a list of cards, not {value}"),
            "hands": _("{name} must be a list of hands, not {value}"),
            "choices": _("{name} must be a list of choices, not {value}"),
            "names or seats": _("{name} must be a list of names or seats, not {value}"),
            "names or seat numbers": _(
                "{name} must be a list of names or seat numbers, not {value}"
            ),
            "items": _("{name} must be a list of items, not {value}"),
        }
        general = _("{name} must be a list of {what}, not {value}")
    else:
        texts = {
            "cards": ngettext(
                "{name} must be a list of at most {most} cards, not {value}",
                "{name} must be a list of at most {most} cards, not {value}",
                most,
            ),
            "hands": ngettext(
                "{name} must be a list of at most {most} hands, not {value}",
                "{name} must be a list of at most {most} hands, not {value}",
                most,
            ),
            "choices": ngettext(
                "{name} must be a list of at most {most} choices, not {value}",
                "{name} must be a list of at most {most} choices, not {value}",
                most,
            ),
            "names or seats": ngettext(
                "{name} must be a list of at most {most} names or seats, not {value}",
                "{name} must be a list of at most {most} names or seats, not {value}",
                most,
            ),
            "names or seat numbers": ngettext(
                "{name} must be a list of at most {most} names or seat numbers, not {value}",
                "{name} must be a list of at most {most} names or seat numbers, not {value}",
                most,
            ),
            "items": ngettext(
                "{name} must be a list of at most {most} items, not {value}",
                "{name} must be a list of at most {most} items, not {value}",
                most,
            ),
        }
        general = _("{name} must be a list of at most {most} {what}, not {value}")
    escaped = what.replace("{", "{{").replace("}", "}}")
    return texts.get(what, general.replace("{what}", escaped))


def check_whole(value: object, name: str, *, least: int, most: int, unit: str = "") -> int:
    """A whole number from ``least`` to ``most`` (not a bool, not a float such as ``5.0``);
    ``unit``, if any, is said after the range (already in the current language).

    >>> check_whole(10**13, "rounds", least=1, most=10**9)
    Traceback (most recent call last):
    ...
    bjswitch_widgets.errors.InvalidInputError: rounds must be a whole number from 1 to 1,000,000,000, not 10000000000000
    """
    number = int(value) if isinstance(value, numbers.Integral) else None
    if isinstance(value, bool) or number is None or not least <= number <= most:
        text = _("{name} must be a whole number from {least} to {most}, not {value}")
        if unit:
            # Translators: {unit} is the unit of the numbers, already in the language
            text = _("{name} must be a whole number from {least} to {most} {unit}, not {value}")
        raise InvalidInputError(
            text.format(
                name=name, least=grouped(least), most=grouped(most), unit=unit, value=quote(value)
            )
        )
    return number
