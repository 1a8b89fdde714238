"""The saved form of a learner's practice: what :meth:`Practice.state()
<bjswitch_widgets.teaching.training.Practice.state>` writes, checked field by field before a new
kernel goes on from it.

The progress file (:mod:`bjswitch_widgets.teaching.progress`) keeps one state per table. What comes
back from a file is not trusted: :func:`check_state` checks the state's shape (types, ranges, sizes,
the random generator's state) and returns a clean copy, or raises ValueError saying what is wrong;
the practice then starts afresh with a note, never a traceback. What the values mean (the kinds, the
scenarios replaying to their decision) is checked by the practice itself.

>>> saved = {"version": 1, "profile": "switch", "focus": None, "deals": 1,
...     "rng": [3, [0] * 624 + [624], None], "history": [], "tallies": {}, "queue": [],
...     "drill": {"kind": "hard", "scenario": {"profile": "switch"}}, "comeback": None}
>>> state = check_state(saved)
>>> type(state["rng"][1]), len(state["rng"][1])  # as random.setstate takes it
(<class 'tuple'>, 625)
>>> check_state({**saved, "deals": -1})
Traceback (most recent call last):
...
ValueError: its deal count is not a whole number from 0 to 1,000,000,000 (-1)
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Mapping
from typing import Any

from ..arguments import grouped
from ..errors import quote
from ..language import gettext as _
from ..language import ngettext, pgettext

__all__ = ["STATE_VERSION", "check_state"]

#: The version of the saved practice state (``state()["version"]``).
STATE_VERSION = 1
#: The most a state may hold: answers kept, missed drills waiting, a scenario's size as JSON.
MAX_ANSWERS = 2000
MAX_QUEUE = 500
MAX_SCENARIO = 4000
MAX_WINDOW = 200
_BIG = 10**9
_TALLY = ("answered", "right", "first_tries", "right_first_try")


def check_state(raw: object) -> dict[str, Any]:
    """A clean copy of a saved practice state whose every field has the shape
    :meth:`~bjswitch_widgets.teaching.training.Practice.state` gives it (the random generator's
    state as tuples again, costs as floats), or ValueError naming the first field that has not.

    The reasons are said in the current language: a learner reads them in the practice's note.
    Each names its field as a whole phrase (``its queue``), the subject of the reason."""
    state = _mapping(raw, pgettext("practice", "the saved practice"))
    if state.get("version") != STATE_VERSION:
        raise ValueError(
            _("it is version {version}, not {expected}").format(
                version=quote(state.get("version")), expected=STATE_VERSION
            )
        )
    queue = [
        _comeback(e)
        for e in _list(state.get("queue"), pgettext("practice", "its queue"), MAX_QUEUE)
    ]
    comeback = state.get("comeback")
    if comeback is not None:
        comeback = _whole(comeback, pgettext("practice", "its comeback"), len(queue) - 1)
    focus = state.get("focus")
    tallies = _mapping(state.get("tallies"), pgettext("practice", "its tallies"))
    return {
        "version": STATE_VERSION,
        "profile": _text(state.get("profile"), pgettext("practice", "its table")),
        "focus": None if focus is None else _text(focus, pgettext("practice", "its focus")),
        "deals": _whole(state.get("deals"), pgettext("practice", "its deal count")),
        "rng": _rng(state.get("rng")),
        "history": [
            _answer(row)
            for row in _list(state.get("history"), pgettext("practice", "its answers"), MAX_ANSWERS)
        ],
        "tallies": {
            _text(k, pgettext("practice", "a tally's kind")): _tally(v) for k, v in tallies.items()
        },
        "queue": queue,
        "drill": _drill(state.get("drill"), missed=False),
        "comeback": comeback,
    }


def _mapping(value: object, what: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ValueError(
            _("{what} is not an object ({value})").format(what=what, value=quote(value))
        )
    return value


def _list(value: object, what: str, most: int) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise ValueError(
            _("{what} is not a list of at most {most} ({value})").format(
                what=what, most=grouped(most), value=quote(value)
            )
        )
    return value


def _whole(value: object, what: str, most: int = _BIG) -> int:
    if type(value) is not int or not 0 <= value <= most:
        raise ValueError(
            _("{what} is not a whole number from 0 to {most} ({value})").format(
                what=what, most=grouped(most), value=quote(value)
            )
        )
    return value


def _flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(
            _("{what} is not true or false ({value})").format(what=what, value=quote(value))
        )
    return value


def _text(value: object, what: str, most: int = 40) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= most:
        raise ValueError(
            ngettext(
                "{what} is not a name of up to {most} character ({value})",
                "{what} is not a name of up to {most} characters ({value})",
                most,
            ).format(what=what, most=most, value=quote(value))
        )
    return value


def _amount(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(
            _("{what} is not a number ({value})").format(what=what, value=quote(value))
        )
    if not (math.isfinite(value) and 0 <= value < _BIG):
        raise ValueError(
            _("{what} is not an amount from 0 to {most} ({value})").format(
                what=what, most=grouped(_BIG), value=quote(value)
            )
        )
    return float(value)


def _rng(value: object) -> tuple[Any, ...]:
    """The random generator's state as ``random.getstate()`` gives it (JSON made its tuples
    lists), tried on a generator of its own."""
    if not isinstance(value, list) or len(value) != 3 or not isinstance(value[1], list):
        raise ValueError(_("its random generator's state is not [version, [numbers], gauss]"))
    words = value[1]
    if len(words) != 625 or any(type(w) is not int or not 0 <= w < 2**32 for w in words):
        raise ValueError(_("its random generator's state is not 625 whole numbers below 2**32"))
    state = (value[0], tuple(words), value[2])
    try:
        random.Random().setstate(state)
    except (TypeError, ValueError, OverflowError) as error:
        # Translators: {error} is Python's own reason, in English
        raise ValueError(
            _("its random generator's state is refused ({error})").format(error=error)
        ) from None
    return state


def _answer(row: object) -> list[Any]:
    """One answer: [deal, kind, choice, best, right, first try, cost]."""
    if not isinstance(row, list) or len(row) != 7:
        raise ValueError(
            _(
                "an answer is not [deal, kind, choice, best, right, first try, cost] ({value})"
            ).format(value=quote(row))
        )
    deal, kind, choice, best, right, first, cost = row
    return [
        _whole(deal, pgettext("practice", "an answer's deal")), _text(kind, pgettext("practice", "an answer's kind")),
        _text(choice, pgettext("practice", "an answer's choice")), _text(best, pgettext("practice", "an answer's best")),
        _flag(right, pgettext("practice", "an answer's right")), _flag(first, pgettext("practice", "an answer's first try")),
        _amount(cost, pgettext("practice", "an answer's cost")),
    ]  # fmt: skip


def _tally(raw: object) -> dict[str, Any]:
    tally = _mapping(raw, pgettext("practice", "a tally"))
    counts = {
        "answered": pgettext("practice", "a tally's answered"),
        "right": pgettext("practice", "a tally's right"),
        "first_tries": pgettext("practice", "a tally's first_tries"),
        "right_first_try": pgettext("practice", "a tally's right_first_try"),
    }
    out: dict[str, Any] = {k: _whole(tally.get(k), counts[k]) for k in _TALLY}
    out["cost"] = _amount(tally.get("cost"), pgettext("practice", "a tally's cost"))
    recent = _list(
        tally.get("recent"), pgettext("practice", "a tally's recent first tries"), MAX_WINDOW
    )
    out["recent"] = [_flag(r, pgettext("practice", "a recent first try")) for r in recent]
    return out


def _drill(raw: object, *, missed: bool) -> dict[str, Any]:
    """A drill: the one waiting (``its drill``) or a missed one in the queue."""
    if missed:
        what, of_scenario, of_kind = (
            pgettext("practice", "a missed drill"),
            pgettext("practice", "a missed drill's scenario"),
            pgettext("practice", "a missed drill's kind"),
        )
    else:
        what, of_scenario, of_kind = (
            pgettext("practice", "its drill"),
            pgettext("practice", "its drill's scenario"),
            pgettext("practice", "its drill's kind"),
        )
    drill = _mapping(raw, what)
    scenario = _mapping(drill.get("scenario"), of_scenario)
    if len(json.dumps(scenario, ensure_ascii=False)) > MAX_SCENARIO:
        raise ValueError(
            ngettext(
                "{what} is longer than {most} character",
                "{what} is longer than {most} characters",
                MAX_SCENARIO,
            ).format(what=of_scenario, most=grouped(MAX_SCENARIO))
        )
    return {"kind": _text(drill.get("kind"), of_kind), "scenario": dict(scenario)}


def _comeback(raw: object) -> dict[str, Any]:
    entry = _mapping(raw, pgettext("practice", "a missed drill"))
    return {
        **_drill(entry, missed=True),
        "due": _whole(entry.get("due"), pgettext("practice", "a missed drill's due deal")),
        "gap": _whole(entry.get("gap"), pgettext("practice", "a missed drill's gap"), 10**6),
        "streak": _whole(
            entry.get("streak"), pgettext("practice", "a missed drill's streak"), 10**6
        ),
    }
