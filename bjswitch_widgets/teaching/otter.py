"""The lessons as otter-grader assignments: every lesson an otter master notebook, made from its
nbgrader copy.

``python -m bjswitch_widgets lessons otter OUT`` writes ``OUT/<lesson>/<lesson>.ipynb`` for every
lesson and ``OUT/README.md`` (how to release and grade them); ``otter assign <lesson>/<lesson>.ipynb
dist/<lesson>`` releases a lesson (``dist/<lesson>/student/``) and builds its autograder
(``dist/<lesson>/autograder/<lesson>-autograder_….zip``), and ``otter run -a THAT.zip
SUBMISSION.ipynb`` grades a submission in this Python environment. The master notebook is the
lesson's graded copy of :func:`~bjswitch_widgets.teaching.course.nbgrader_copy` (the same cells,
questions, tests and words: nothing given away, the widgets and the instructor's cells gone, the
final assessment's questions made from the learner's name), in otter's format (otter-grader 5 and
later):

* a raw cell ``# ASSIGNMENT CONFIG`` first (:func:`assignment_config`): the lesson's name (otter
  refuses a submission of another lesson), the package as the autograder's requirement, no init,
  check-all or export cell (the student's kernel needs no otter: they submit the notebook),
  ``run_tests: true`` (``otter assign`` grades the solution first and stops unless it gets full
  marks; ``--no-run-tests`` skips that), and Gradescope showing a hidden test's result once the
  grades are published (as nbgrader's feedback: the explanation after grading);
* a question per test cell of the nbgrader copy (per ``lesson.ask``): ``# BEGIN QUESTION`` (its
  name ``<lesson>-<answer>``, as the nbgrader answer cell's grade id, :data:`~.course.POINTS`
  point, ``check_cell: false``: otter checks it when it grades, after the question's last
  cell); the answer cell inside ``# BEGIN SOLUTION`` / ``# END SOLUTION``, its answer line
  between ``# BEGIN SOLUTION NO PROMPT`` and ``# END SOLUTION`` so that the student's copy keeps
  ``name = ...  # ← prompt`` alone; the visible "filled in and readable" cell of the test
  (:func:`~.course.answer_note`); then ``# BEGIN TESTS``: a public test of 0 points (the same
  note, for otter's results) and the hidden test of the point, the ``assert_*`` twin as in
  nbgrader's hidden tests; ``# END TESTS``, ``# END QUESTION``. A question opens at the first
  answer cell not in one yet, named after the next test (the assessment's name cell opens its
  first question);
* a line or cell of the lesson that otter would read as its own markup (``# SOLUTION``,
  ``# IGNORE``, ``# SEED``, an ``otter`` fence, a raw cell ``# BEGIN …``) is a LessonSourceError
  naming the lesson and the cell; a cell whose first line reads as otter's "ignore this cell" gets a
  blank line first.

>>> notebook = otter_copy("01_card_values")
>>> print(text(notebook["cells"][0]).splitlines()[0])
# ASSIGNMENT CONFIG
>>> begin = [text(c) for c in notebook["cells"] if text(c).startswith("# BEGIN QUESTION")]
>>> len(begin), begin[4]
(15, '# BEGIN QUESTION\\nname: "01_card_values-ace_six"\\npoints: 1\\ncheck_cell: false')
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from typing import Any

from bjswitch_widgets.language import gettext as _
from bjswitch_widgets.version import __version__

from .course import HIDDEN_TESTS, POINTS, SOLUTION_REGION, nbgrader_copy
from .course_questions import DROPPED_TAGS
from .lessons import (
    Folder,
    LessonSourceError,
    Written,
    cell_lines,
    cell_tags,
    dropped_line,
    lesson_names,
    notebook_text,
    source,
    stamp,
    write_copies,
)

__all__ = ["assignment_config", "otter_copy", "otter_files", "text", "write_otter"]

#: The command that writes the assignments (in the notebooks' metadata and the README).
COMMAND = "python -m bjswitch_widgets lessons otter"
#: The package the autograder installs: the version whose checks made the tests.
REQUIREMENT = f"bjswitch_widgets=={__version__}"

# What otter reads as its own: a cell it leaves out (by its first line); lines it drops in any
# cell; lines it drops or rewrites in a code cell; a Markdown fence of its config; a raw cell
# that opens or closes one of its blocks.
_IGNORED_CELL = re.compile(r"(##\s*ignore\s*##\s*|#\s*ignore\s*)", re.IGNORECASE)
_OTTER_LINE = re.compile(r"# IGNORE\s*$|^(?i:\s*#\s*BEGIN\s*IGNORE)")
_OTTER_CODE = re.compile(r"# ?SOLUTION|(# SEED|# BEGIN PROMPT|# END PROMPT)\s*$")
_OTTER_FENCE = re.compile(r"^\s*```otter\s*$")
_OTTER_RAW = re.compile(
    r"#\s+((begin|end)\s+(question|prompt|solution|tests)|assignment\s+config)", re.IGNORECASE
)
_MARKUP = {"code": _OTTER_CODE, "markdown": _OTTER_FENCE}


def text(cell: dict[str, Any]) -> str:
    """A cell's source as one text."""
    found = cell.get("source", "")
    return "".join(found) if isinstance(found, list) else str(found)


def _yaml(value: object) -> str:
    """A YAML scalar: JSON's string, number or boolean, which YAML reads the same."""
    return json.dumps(value, ensure_ascii=False)


def assignment_config(name: str) -> str:
    """The source of lesson ``name``'s ``# ASSIGNMENT CONFIG`` cell (YAML; the comments say why
    each setting is there)."""
    return "\n".join(
        [
            "# ASSIGNMENT CONFIG",
            f"# Written by `{COMMAND}` from the lesson {name}.",
            f"name: {_yaml(name)}",
            "# The autograder installs the package whose checks grade; `otter run` grades in the",
            "# Python environment it runs in, which needs the package installed.",
            "requirements:",
            f"  - {_yaml(REQUIREMENT)}",
            "# The student's kernel needs the package, not otter: no otter cells in the notebook.",
            "# Each question's tests run when otter grades, after the question's last cell; the",
            "# cell under each answer says whether it is filled in; the student submits the",
            "# notebook itself.",
            "init_cell: false",
            "check_all_cell: false",
            "export_cell: false",
            "# otter assign grades the solution first and stops unless it gets full marks",
            "# (`otter assign --no-run-tests` skips it).",
            "run_tests: true",
            "generate:",
            "  # Gradescope shows a hidden test's result (the explanation) once grades are published.",
            "  show_hidden: true",
        ]
    )


def _lines(source: str) -> list[str]:
    return source.splitlines(keepends=True)


def _id(*parts: str) -> str:
    """A stable cell id for a cell of otter's markup (letters, digits and -, at most 64)."""
    return "otter-" + hashlib.sha1("/".join(parts).encode()).hexdigest()[:16]


def _raw(source: str, *key: str) -> dict[str, Any]:
    return {"cell_type": "raw", "id": _id(*key), "metadata": {}, "source": _lines(source)}


def _code(source: str, *key: str) -> dict[str, Any]:
    return {
        "cell_type": "code",
        "execution_count": None,
        "id": _id(*key),
        "metadata": {},
        "outputs": [],
        "source": _lines(source),
    }


def _plain(cell: dict[str, Any], source: str | None = None) -> dict[str, Any]:
    """A cell of the nbgrader copy without nbgrader's metadata (and with ``source``, if given).
    A first line otter reads as "ignore this cell" gets a blank line above it."""
    metadata = {k: v for k, v in cell.get("metadata", {}).items() if k != "nbgrader"}
    body = text(cell) if source is None else source
    if _IGNORED_CELL.match(body):
        body = "\n" + body
    return {**cell, "metadata": metadata, "source": _lines(body)}


def _question(test: dict[str, Any]) -> str:
    """The question a test cell grades: its grade id without ``-test`` (the answer's grade id)."""
    grade_id = str(test["metadata"]["nbgrader"]["grade_id"])
    return grade_id.removesuffix("-test")


def _begin_question(name: str) -> dict[str, Any]:
    config = [f"name: {_yaml(name)}", f"points: {POINTS}", "check_cell: false"]
    return _raw("\n".join(["# BEGIN QUESTION", *config]), name, "begin-question")


def _solution(cell: dict[str, Any]) -> list[dict[str, Any]]:
    """An answer cell in otter's solution block, its nbgrader region marked as otter's."""
    begin, end = SOLUTION_REGION
    lines = []
    for line in text(cell).split("\n"):
        indent = line[: len(line) - len(line.lstrip())]
        if line.strip() == begin:
            line = f"{indent}# BEGIN SOLUTION NO PROMPT"
        elif line.strip() == end:
            line = f"{indent}# END SOLUTION"
        lines.append(line)
    return [
        _raw("# BEGIN SOLUTION", cell["id"], "begin-solution"),
        _plain(cell, "\n".join(lines)),
        _raw("# END SOLUTION", cell["id"], "end-solution"),
    ]


def _test_config(**config: object) -> str:
    settings = [f"{k}: {_yaml(v)}" for k, v in config.items()]
    return "\n".join(['""" # BEGIN TEST CONFIG', *settings, '""" # END TEST CONFIG'])


def _tests(cell: dict[str, Any], name: str) -> list[dict[str, Any]]:
    """A test cell of the nbgrader copy as the end of its question: its visible part as a cell
    of the notebook, then the tests — the same note as a public test of no points (without the
    title comment and the "filled in" line, which a doctest would read as output), and the
    hidden test of the question's point."""
    begin, end = HIDDEN_TESTS
    lines = text(cell).split("\n")
    start, stop = lines.index(begin), lines.index(end)
    visible, hidden = lines[:start], lines[start + 1 : stop]
    public = [x for x in visible if not x.startswith(("#", "print("))]
    return [
        _plain(cell, "\n".join(visible)),
        _raw("# BEGIN TESTS", name, "begin-tests"),
        _code("\n".join([_test_config(hidden=False, points=0), *public]), name, "public"),
        _code("\n".join([_test_config(hidden=True), *hidden]), name, "hidden"),
        _raw("# END TESTS", name, "end-tests"),
        _raw("# END QUESTION", name, "end-question"),
    ]


def _master(graded: dict[str, Any], name: str) -> dict[str, Any]:
    """The otter master notebook of lesson ``name`` from its nbgrader copy (see the module)."""
    cells: list[dict[str, Any]] = graded["cells"]
    out = [_raw(assignment_config(name), name, "assignment-config")]
    asking: str | None = None  # the question open, if one is
    for index, cell in enumerate(cells):
        grading = cell.get("metadata", {}).get("nbgrader", {})
        if grading.get("solution"):
            if asking is None:
                tests = (c for c in cells[index:] if c["metadata"]["nbgrader"]["grade"])
                asking = _question(next(tests))  # every answer is asked (question_parts)
                out.append(_begin_question(asking))
            out += _solution(cell)
        elif grading.get("grade"):
            question = _question(cell)
            if asking is None:
                out.append(_begin_question(question))
            out += _tests(cell, question)
            asking = None
        else:
            out.append(_plain(cell))
    return stamp({**graded, "cells": out}, name, "otter")


def _check_markup(notebook: dict[str, Any], name: str) -> None:
    """LessonSourceError naming the cell of the lesson that otter would read as its own markup
    (the cells and lines the graded copy leaves out aside)."""
    for index, cell in enumerate(notebook["cells"]):
        kind = cell.get("cell_type")
        if DROPPED_TAGS & set(cell_tags(cell)):
            continue
        lines = [x for x in cell_lines(cell) if kind != "code" or not dropped_line(x)]
        kinds = [_OTTER_LINE, _MARKUP.get(str(kind), _OTTER_LINE)]
        found = [x for x in lines if any(k.search(x.rstrip("\n")) for k in kinds)]
        if kind == "raw" and lines and _OTTER_RAW.match(lines[0]):
            found.insert(0, lines[0])
        if found:
            # Translators: where a problem is, before a colon: "lesson 01_card_values, cell 4"
            where = _("lesson {name}, cell {index}").format(name=name, index=index)
            raise LessonSourceError(
                # Translators: {line} is the lesson's line, quoted; otter is otter-grader's name
                _("{where}: otter would read {line} as its own markup: reword it").format(
                    where=where, line=repr(found[0].strip())
                )
            )


def otter_copy(name: str, folder: Folder = None) -> dict[str, Any]:
    """Lesson ``name`` (from ``folder``, the package's own by default) as an otter-grader master
    notebook: one question per question of the lesson, each with its answer as the solution and
    its ``assert_*`` twin as a hidden test (see the module)."""
    _check_markup(source(name, folder), name)
    return _master(nbgrader_copy(name, folder), name)


def _readme(example: str) -> str:
    return _(
        "# The lessons as otter-grader assignments\n"
        "\n"
        "Written by `{command}`: each lesson is an otter-grader master notebook, "
        "`<lesson>/<lesson>.ipynb`, with one question per answer and one point per question; "
        "the test that grades an answer is hidden until grading. In this folder, for the lesson "
        "{lesson}:\n"
        "\n"
        "    otter assign {lesson}/{lesson}.ipynb dist/{lesson}\n"
        "    otter run -a dist/{lesson}/autograder/{lesson}-autograder_*.zip SUBMISSION.ipynb\n"
        "\n"
        "`otter assign` writes the student's notebook (`dist/{lesson}/student/`: give it to your "
        "students, whose kernel needs bjswitch_widgets, not otter) and the autograder "
        "(`dist/{lesson}/autograder/`), after grading the solution: it stops unless the "
        "solution gets full marks. `otter run` grades a submitted notebook in the Python "
        "environment it runs in, which needs {requirement}; otter's own graders (`otter grade`, "
        "Gradescope) install it from the autograder's requirements.\n"
    ).format(command=COMMAND, lesson=example, requirement=REQUIREMENT)


def otter_files(folder: Folder = None) -> dict[str, str]:
    """The assignments' files by path: ``<lesson>/<lesson>.ipynb`` for every lesson, and
    ``README.md``."""
    files: dict[str, str] = {}
    example = ""
    for name in lesson_names(folder):
        notebook = otter_copy(name, folder)
        files[f"{name}/{name}.ipynb"] = notebook_text(notebook)
        if not example and any(text(c).startswith("# BEGIN QUESTION") for c in notebook["cells"]):
            example = name
    return {**files, "README.md": _readme(example or "LESSON")}


def write_otter(
    out: str | os.PathLike[str], *, force: bool = False, source_folder: Folder = None
) -> list[Written]:
    """Write the assignments' folder ``out`` (:func:`otter_files`) as lessons.write_copies does."""
    return write_copies(otter_files, out, force=force, source_folder=source_folder)
