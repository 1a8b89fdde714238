"""The lessons' stacked shoes, kept out of sight: a lesson asks the learner to predict what a
shoe deals, so the shoe itself must not stand in a code cell above the question (in JupyterLab
every code cell shows). Each is a scenario file (rules §5) beside the lessons' sources, in
``bjswitch_widgets/notebooks/scenarios/<name>.json``; a lesson loads it by name.

>>> worked = lesson_scenario("worked_example")
>>> worked["players"], len(worked["cards"])
(['Ann'], 8)
>>> lesson_scenario("no such shoe")
Traceback (most recent call last):
...
bjswitch_widgets.errors.InvalidInputError: no lesson scenario is named 'no such shoe' (the names are the files in the lessons' scenarios folder, e.g. 'worked_example')
"""

from __future__ import annotations

import copy
import functools
import json
import re
from importlib import resources
from typing import Any

from ..errors import InvalidInputError, quote
from ..language import gettext as _
from ..replay import Scenario

__all__ = ["lesson_scenario", "lesson_scenario_names"]

_NAME = re.compile(r"[a-z0-9_]{1,64}")


def _folder() -> Any:
    return resources.files("bjswitch_widgets") / "notebooks" / "scenarios"


def lesson_scenario_names() -> list[str]:
    """Every lesson scenario's name, sorted."""
    return sorted(p.name[: -len(".json")] for p in _folder().iterdir() if p.name.endswith(".json"))


def lesson_scenario(name: str) -> dict[str, Any]:
    """The lesson scenario ``name`` as a scenario dict (a fresh copy: change it freely)."""
    if not isinstance(name, str) or not _NAME.fullmatch(name) or name not in _names():
        raise InvalidInputError(
            _(
                "no lesson scenario is named {name} (the names are the files in the lessons' "
                "scenarios folder, e.g. {example})"
            ).format(name=quote(name), example=quote("worked_example"))
        )
    return copy.deepcopy(_load(name))


@functools.cache
def _names() -> frozenset[str]:
    return frozenset(lesson_scenario_names())


@functools.cache
def _load(name: str) -> dict[str, Any]:
    text = (_folder() / f"{name}.json").read_text(encoding="utf-8")
    scenario: dict[str, Any] = json.loads(text)
    Scenario.load(scenario)  # a lesson's shoe is a valid scenario, or the lesson says so at once
    return scenario
