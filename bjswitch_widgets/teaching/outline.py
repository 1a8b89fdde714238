"""A lesson's outline: what the learner will be able to do, how long it takes, whether it is
the final assessment and whether it is for instructors — kept once, in the notebook's metadata,
and shown from there.

Every lesson notebook carries ``"bjswitch_widgets": {"objectives": [...], "minutes": N}`` in its
metadata (``"assessment": true`` for the final assessment; ``"instructors": true`` for a notebook
for instructors, such as ``instructor_scenarios``, which the learner's copies leave out:
:func:`for_instructors`). Its title cell is followed by the
objectives cell (tagged ``objectives``), whose text is :func:`objectives_markdown` of that
metadata, so the learner reads the objectives at the top of the lesson in JupyterLab, in Voila
and in the nbgrader course alike; :func:`lessons_table` writes the table of ``notebooks/README.md``
from the same metadata. :func:`outline_problems` says what breaks these conventions (the lessons'
checker, :func:`~bjswitch_widgets.teaching.lessons.problems`, includes it).

>>> notebook = {"metadata": {"bjswitch_widgets": {"minutes": 15, "objectives": [
...     "Give the value of any card.", "Tell a soft total from a hard one.",
...     "Say when a hand busts."]}}, "cells": []}
>>> print(objectives_markdown(outline(notebook, "01_card_values")))
**What you will be able to do** (about 15 minutes):
<BLANKLINE>
- Give the value of any card.
- Tell a soft total from a hard one.
- Say when a hand busts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..errors import InvalidInputError, quote
from ..language import LANGUAGES, in_language, ngettext
from ..language import gettext as _

__all__ = [
    "MAX_MINUTES",
    "META",
    "OBJECTIVES",
    "TAG",
    "Outline",
    "for_instructors",
    "lesson_number",
    "lesson_title",
    "lessons_table",
    "objectives_markdown",
    "outline",
    "outline_problems",
]

#: The key of the package's own entry in a notebook's metadata.
META = "bjswitch_widgets"
#: The tag of the objectives cell.
TAG = "objectives"
#: How many objectives a lesson states: enough to plan by, few enough to remember.
OBJECTIVES = (3, 5)
#: The longest lesson, in minutes (a class period).
MAX_MINUTES = 90
#: What a copy's metadata adds beside the outline: which lesson, which copy, made how
#: (:func:`~bjswitch_widgets.teaching.lessons.stamp`).
_STAMP = ("lesson", "audience", "made_by")
#: The outline's yes-or-no entries (:class:`Outline`'s fields of the same names).
_FLAGS = ("assessment", "instructors")
#: The longest objective, in characters (one line a teacher can check).
_MAX_OBJECTIVE = 160


@dataclass(frozen=True)
class Outline:
    """A lesson's objectives (what the learner will be able to do, each a sentence a teacher can
    check), its estimated minutes, whether it is the final assessment and whether it is for
    instructors (left out of the learner's copies)."""

    objectives: tuple[str, ...]
    minutes: int
    assessment: bool = False
    instructors: bool = False


def outline(notebook: dict[str, Any], name: str) -> Outline:
    """The outline in ``notebook``'s metadata (``name`` names it in an error)."""
    entry = notebook.get("metadata", {}).get(META)
    if not isinstance(entry, dict):
        raise InvalidInputError(
            _("{name}: metadata {key} must be an object such as {example}, not {value}").format(
                name=name,
                key=repr(META),
                example='{"objectives": [...], "minutes": 20}',
                value=quote(entry),
            )
        )
    # Translators: where in a notebook a problem is, before a colon: "01_card_values: metadata
    # 'bjswitch_widgets'"
    where = _("{name}: metadata {key}").format(name=name, key=repr(META))
    objectives, minutes = entry.get("objectives"), entry.get("minutes")
    least, most = OBJECTIVES
    if not (
        isinstance(objectives, list)
        and least <= len(objectives) <= most
        and all(_sentence(o) for o in objectives)
    ):
        raise InvalidInputError(
            ngettext(
                "{where}: objectives must be {least} to {most} sentence of at most {chars} "
                "characters, each ending with a full stop, not {value}",
                "{where}: objectives must be {least} to {most} sentences of at most {chars} "
                "characters, each ending with a full stop, not {value}",
                most,
            ).format(
                where=where, least=least, most=most, chars=_MAX_OBJECTIVE, value=quote(objectives)
            )
        )
    if isinstance(minutes, bool) or not isinstance(minutes, int) or not 5 <= minutes <= MAX_MINUTES:
        raise InvalidInputError(
            _("{where}: minutes must be a whole number from 5 to {most}, not {value}").format(
                where=where, most=MAX_MINUTES, value=quote(minutes)
            )
        )
    flags = {key: entry.get(key, False) for key in _FLAGS}
    for key, value in flags.items():
        if not isinstance(value, bool):
            raise InvalidInputError(
                _("{where}: {key} must be true or false, not {value}").format(
                    where=where, key=key, value=quote(value)
                )
            )
    unknown = sorted(set(entry) - {"objectives", "minutes", *_FLAGS, *_STAMP})
    if unknown:
        raise InvalidInputError(
            _("{where}: unknown keys {keys}").format(where=where, keys=quote(unknown))
        )
    return Outline(tuple(objectives), minutes, **flags)


def for_instructors(notebook: dict[str, Any]) -> bool:
    """Whether ``notebook`` is for instructors (``"instructors": true`` in its outline): the
    learner's copies leave it out, so learners never see it in their folder, in Voila's list
    or on the JupyterLite site; the solution copy keeps it. Read as written (a notebook without
    an outline is for learners); :func:`outline` checks the value."""
    entry = notebook.get("metadata", {}).get(META) if isinstance(notebook, dict) else None
    return isinstance(entry, dict) and entry.get("instructors") is True


def _sentence(text: object) -> bool:
    return (
        isinstance(text, str)
        and text == text.strip()
        and 0 < len(text) <= _MAX_OBJECTIVE
        and "\n" not in text
        and text.endswith(".")
    )


def objectives_markdown(lesson: Outline) -> str:
    """The objectives cell's text (markdown): its heading in the language current when it is
    written (the lesson's, so the learner reads it in the lesson's language), the objectives as
    the metadata writes them."""
    heading = ngettext(
        "**What you will be able to do** (about {n} minute):",
        "**What you will be able to do** (about {n} minutes):",
        lesson.minutes,
    ).format(n=lesson.minutes)
    return "\n".join([heading, "", *(f"- {o}" for o in lesson.objectives)])


def _objectives_cells(lesson: Outline) -> list[str]:
    """The objectives cell's text in each language the package speaks (a lesson is written in
    one of them; a language whose texts are missing is left out)."""
    found = [objectives_markdown(lesson)]
    for lang in LANGUAGES:
        try:
            with in_language(lang):
                found.append(objectives_markdown(lesson))
        except InvalidInputError:
            continue
    return found


#: A lesson's title line, in either language: ``# Lesson 03 — The switch (§1.7, §1.4)``,
#: ``# Урок 03 — Обмен вторых карт (§1.7, §1.4)``; a lesson added between two keeps the
#: earlier one's number with a letter: ``# Lesson 09b — …``.
_TITLE = re.compile(r"^# (?:Lesson|Урок) (\d\d[a-z]?) — (\S.*)$")
_NUMBER = re.compile(r"^(\d\d[a-z]?)_")


def lesson_number(name: str) -> str | None:
    """A numbered lesson's number as its title writes it (``'04'``, ``'09b'``), from its file's
    name; None for a notebook that is no numbered lesson.

    >>> lesson_number("09b_the_dealers_chair"), lesson_number("instructor_scenarios")
    ('09b', None)
    """
    found = _NUMBER.match(name)
    return found.group(1) if found else None


def lesson_title(notebook: dict[str, Any]) -> str:
    """The title after ``# Lesson NN — `` of the notebook's first cell (its first line), or
    the first line without ``# `` when it is not a numbered lesson's."""
    first = _cell_text(notebook["cells"][0]) if notebook.get("cells") else ""
    line = first.splitlines()[0] if first else ""
    found = _TITLE.match(line)
    return found.group(2) if found else line.removeprefix("# ")


def _cell_text(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def outline_problems(notebook: dict[str, Any], name: str) -> list[str]:
    """What breaks the outline's conventions in the lesson notebook ``name`` (empty: nothing):
    the metadata (:func:`outline`); a numbered lesson's title ``# Lesson NN — …`` with the
    file's number; the objectives cell right after the title cell, tagged ``objectives``,
    reading exactly :func:`objectives_markdown` of the metadata, its heading in one of the
    languages the package speaks (the lesson's)."""
    try:
        lesson = outline(notebook, name)
    except InvalidInputError as error:
        return [str(error)]
    found = []
    cells = notebook.get("cells", [])
    first = _cell_text(cells[0]).splitlines()[0] if cells and _cell_text(cells[0]) else ""
    number = lesson_number(name)
    matched = _TITLE.match(first)
    if number is not None and (matched is None or matched.group(1) != number):
        found.append(
            _("cell 0: the title must read {title}, not {first}").format(
                # Translators: a lesson's title line as the lesson's first cell starts it
                title=repr(_("# Lesson {number} — …").format(number=number)),
                first=repr(first),
            )
        )
    second = cells[1] if len(cells) > 1 else {}
    tags = second.get("metadata", {}).get("tags", [])
    if second.get("cell_type") != "markdown" or TAG not in tags:
        found.append(
            _(
                "cell 1: the objectives cell (markdown, tagged {tag}) must follow the title cell"
            ).format(tag=repr(TAG))
        )
    elif _cell_text(second) not in _objectives_cells(lesson):
        found.append(
            _(
                "cell 1: the objectives cell must read what the metadata says (write it again "
                "from the metadata): {wanted}"
            ).format(wanted=repr(objectives_markdown(lesson)))
        )
    return found


def lessons_table(notebooks: list[tuple[str, dict[str, Any]]]) -> str:
    """The table of ``notebooks/README.md`` (English) and of ``notebooks/ru/README.md``
    (Russian, written in that language): each notebook (name, notebook) with its title,
    minutes and objectives, in the order given (markdown). A notebook for instructors
    (:func:`for_instructors`) is left out, as it is of the learner's copies that folder holds."""
    head = _("| notebook | minutes | what you will be able to do |")
    rows = [head, "|---|---|---|"]
    for name, notebook in notebooks:
        lesson = outline(notebook, name)
        if lesson.instructors:
            continue
        mark = _(" (the final assessment)") if lesson.assessment else ""
        aims = "<br>".join(f"• {o}" for o in lesson.objectives)
        title = lesson_title(notebook).replace("|", "\\|")
        rows.append(f"| `{name}` — {title}{mark} | {lesson.minutes} | {aims} |")
    return "\n".join(rows)
