"""Every lesson opens with what the learner will be able to do and how long it takes (issue 23):
the outline lives once, in the notebook's metadata (``"bjswitch_widgets": {"objectives": [...],
"minutes": N}``), the objectives cell under the title reads it, the learner's copy and the nbgrader
course show it, and ``notebooks/README.md``'s table is written from it. One title style:
``# Lesson NN — …``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bjswitch_widgets import InvalidInputError
from bjswitch_widgets.teaching.course import nbgrader_copy
from bjswitch_widgets.teaching.lessons import learner_copy, lesson_names, problems, source
from bjswitch_widgets.teaching.outline import (
    META,
    TAG,
    lesson_number,
    lessons_table,
    objectives_markdown,
    outline,
    outline_problems,
)

ROOT = Path(__file__).resolve().parent.parent
NAMES = lesson_names()


def _text(cell: dict) -> str:
    return "".join(cell["source"])


@pytest.mark.parametrize("name", NAMES)
def test_every_lesson_states_3_to_5_objectives_and_its_minutes(name):
    notebook = source(name)
    lesson = outline(notebook, name)
    assert 3 <= len(lesson.objectives) <= 5
    assert 5 <= lesson.minutes <= 90
    assert outline_problems(notebook, name) == []
    assert problems(notebook, name) == []


@pytest.mark.parametrize("name", [n for n in NAMES if n[:2].isdigit()])
def test_every_numbered_lesson_has_one_title_style(name):
    first = _text(source(name)["cells"][0]).splitlines()[0]
    assert first.startswith(f"# Lesson {lesson_number(name)} — ")


def test_a_lesson_added_between_two_keeps_the_earlier_number_with_a_letter():
    assert [lesson_number(n) for n in ("04_dealer_22_push", "09b_the_dealers_chair")] == [
        "04",
        "09b",
    ]
    assert lesson_number("instructor_scenarios") is None


@pytest.mark.parametrize("name", NAMES)
def test_the_learner_reads_the_objectives_under_the_title(name):
    """In the learner's copy (JupyterLab, Voila) the second cell is the objectives cell; in the
    nbgrader copy it follows the graded copy's note; both keep the metadata."""
    wanted = objectives_markdown(outline(source(name), name))
    copy = learner_copy(name)
    assert TAG in copy["cells"][1]["metadata"]["tags"] and _text(copy["cells"][1]) == wanted
    stamped = ("lesson", "audience", "made_by")  # what the copy adds to the outline
    kept = {k: v for k, v in copy["metadata"][META].items() if k not in stamped}
    assert kept == source(name)["metadata"][META]
    assert copy["metadata"][META]["audience"] == "learner"
    graded = nbgrader_copy(name)
    texts = [_text(c) for c in graded["cells"][:3]]
    assert wanted in texts
    assert graded["metadata"][META]["minutes"] == outline(source(name), name).minutes


def test_the_notebooks_readme_table_is_written_from_the_metadata():
    readme = (ROOT / "notebooks" / "README.md").read_text(encoding="utf-8")
    table = lessons_table([(name, source(name)) for name in NAMES])
    assert table in readme, (
        "notebooks/README.md's lessons table is out of date: write it again with "
        "bjswitch_widgets.teaching.outline.lessons_table"
    )
    assert "`09_practice`" in table  # it was once left out of the hand-written table
    # the folder holds the learner's copies: the instructors' notebook has none (issue 23)
    assert "`instructor_scenarios`" not in table
    assert outline(source("instructor_scenarios"), "instructor_scenarios").instructors


def _notebook(entry: object) -> dict:
    return {"metadata": {META: entry}, "cells": []}


GOOD = ["Give the value of any card.", "Tell soft from hard.", "Say when a hand busts."]


@pytest.mark.parametrize(
    ("entry", "words"),
    [
        (None, "must be an object"),
        ({"objectives": GOOD[:2], "minutes": 10}, "3 to 5 sentences"),
        ({"objectives": [*GOOD, *GOOD], "minutes": 10}, "3 to 5 sentences"),
        ({"objectives": [*GOOD[:2], "no full stop"], "minutes": 10}, "ending with a full stop"),
        ({"objectives": GOOD, "minutes": True}, "minutes must be a whole number"),
        ({"objectives": GOOD, "minutes": 4}, "from 5 to 90"),
        ({"objectives": GOOD, "minutes": 10, "assessment": "yes"}, "true or false"),
        ({"objectives": GOOD, "minutes": 10, "instructors": 1}, "instructors must be true or"),
        ({"objectives": GOOD, "minutes": 10, "level": 2}, "unknown keys"),
    ],
)
def test_a_wrong_outline_is_refused_by_name(entry, words):
    with pytest.raises(InvalidInputError, match=words):
        outline(_notebook(entry), "01_card_values")


def test_an_objectives_cell_out_of_step_with_the_metadata_is_a_problem():
    notebook = json.loads(json.dumps(source("01_card_values")))
    notebook["metadata"][META]["minutes"] += 5
    found = problems(notebook, "01_card_values")
    assert len(found) == 1 and found[0].startswith("cell 1: the objectives cell must read")
    notebook["cells"][0]["source"] = ["# Lesson 1: Card values\n"]
    assert any("# Lesson 01 — " in p for p in problems(notebook, "01_card_values"))


def test_an_instructors_own_notebook_needs_no_outline():
    """The outline is checked where it is written: an instructor's notebook from before it
    existed still makes its copies."""
    notebook = json.loads(json.dumps(source("08_other_tables")))
    del notebook["metadata"][META]
    assert problems(notebook, "08_other_tables") == []
