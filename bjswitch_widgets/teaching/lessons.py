"""The lesson notebooks, and the learner's and the instructor's copies made from one source.

Each lesson is kept once, as the instructor's notebook in ``bjswitch_widgets/notebooks/``
(shipped inside the wheel): answers written in, outputs stored (the repository's tests run it).
Two copies are generated from it (the repository's ``notebooks/`` holds the learner's):

* the **learner** copy: every answer line ``name = VALUE  # ← prompt`` becomes
  ``name = ...  # ← prompt`` (a dict entry ``KEY: VALUE,  # ← prompt`` likewise), lines ending in
  ``# solution`` and cells tagged ``solution`` are dropped (a table the learner plays is not
  played for them), outputs are cleared: nothing is answered before the learner answers (a
  notebook for instructors, ``"instructors": true`` in its outline, has no learner's copy);
* the **solution** copy: the instructor's notebook, without the cells tagged ``learner``;
* the **nbgrader** course: every lesson as an nbgrader assignment, its answers and tests
  generated from the same source (:mod:`bjswitch_widgets.teaching.course`).

The nbgrader format is not this module's: :mod:`bjswitch_widgets.teaching.course` builds the course
on it (the sources and their checks, the copies' rules, the one writer :func:`write_copies`) and
writes it (:func:`bjswitch_widgets.teaching.course.write_course`); this module never imports it, and
the command line sends ``lessons nbgrader`` there.

``python -m bjswitch_widgets lessons learner OUT``, ``… lessons solution OUT`` and ``… lessons
nbgrader OUT`` write them; an existing notebook in OUT is kept (it may hold a learner's answers)
unless ``--force``. With ``--from FOLDER`` the copies are made from an instructor's own
notebooks instead of the package's lessons, by the same rules. A source notebook is read only
if it is a regular file of at most :data:`NOTEBOOK_LIMIT` bytes of UTF-8 JSON with the shape
:func:`check_notebook` asks; no copy is ever written into a source folder (the package's
lessons or FOLDER), with ``--force`` or without.

>>> cell = {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": 3,
...         "source": ["# NBVAL_CHECK_OUTPUT\\n", "total = 17  # ← A♠ 6♦\\n",
...                    "table.play_scenario_actions()  # solution\\n", "lesson.ask('?', f, total)"]}
>>> print("".join(learner_cell(cell)["source"]))
total = ...  # ← A♠ 6♦
lesson.ask('?', f, total)
"""

from __future__ import annotations

import ast
import contextlib
import copy
import json
import os
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Literal

if sys.version_info >= (3, 11):  # importlib.abc.Traversable is gone in Python 3.14
    from importlib.resources.abc import Traversable
else:  # pragma: no cover - Python 3.10
    from importlib.abc import Traversable

from ..checks.answers import as_text
from ..errors import InvalidInputError, quote
from ..language import LANGUAGES, get_language
from ..language import gettext as _
from ..userfiles import (
    check_folder,
    decode,
    os_reason,
    parse_json,
    quote_path,
    read_bytes,
    write_files,
)
from .notebook_shape import LessonSourceError, check_cell, check_notebook
from .outline import META, for_instructors, outline_problems

__all__ = [
    "AUDIENCES",
    "MARKER",
    "Folder",
    "LessonSourceError",
    "Traversable",
    "Written",
    "blank_answer",
    "cell_lines",
    "cell_tags",
    "check_cell",
    "check_notebook",
    "dropped_line",
    "headings",
    "learner_cell",
    "learner_copy",
    "lesson_names",
    "notebook_text",
    "problems",
    "reading_code",
    "solution_copy",
    "source",
    "stamp",
    "write",
    "write_copies",
]

Audience = Literal["learner", "solution", "nbgrader", "otter"]
AUDIENCES: tuple[Audience, ...] = ("learner", "solution", "nbgrader", "otter")
#: The marker of an answer line: ``name = VALUE  # ← prompt``.
MARKER = re.compile(r"\s+# ←")
_SOLUTION_LINE = re.compile(r"#\s*solution\s*$")
_NBVAL = re.compile(r"^\s*# NBVAL_\w+\s*$")
BLANK = "..."
#: The largest lesson notebook read (bytes): the package's are under 0.1 MB; outputs with
#: pictures make an instructor's larger, never this large.
NOTEBOOK_LIMIT = 20_000_000

#: Where lessons are read from: the package's own (None), a folder's path, or a Traversable.
Folder = Traversable | str | os.PathLike[str] | None


# -- the sources ------------------------------------------------------------------------------


def default_folder(lang: str | None = None) -> Traversable:
    """The package's own lessons in ``lang`` (None: the current language), shipped inside the
    wheel: ``bjswitch_widgets/notebooks`` in English, ``bjswitch_widgets/notebooks/ru`` in
    Russian; a language the lessons are not written in gets the English ones."""
    lessons = resources.files("bjswitch_widgets") / "notebooks"
    code = get_language() if lang is None else lang
    if code != "en" and code in LANGUAGES and (lessons / code).is_dir():
        written = lessons / code
        if any(p.name.endswith(".ipynb") for p in written.iterdir()):
            return written
    return lessons


def every_default_folder() -> list[Traversable]:
    """The package's lessons in every language they are written in, English first."""
    folders = (default_folder(lang) for lang in LANGUAGES)
    return list({str(where): where for where in folders}.values())


def _folder(folder: Folder) -> Traversable:
    if folder is None:
        return default_folder()
    if isinstance(folder, (str, os.PathLike)):
        path = Path(folder)
        if not path.is_dir():
            raise InvalidInputError(
                _("{path} is not a folder of lesson notebooks").format(path=quote_path(path))
            )
        return path
    if not isinstance(folder, Traversable):
        raise InvalidInputError(
            _("a folder of lessons is a path, not {value}").format(value=quote(folder))
        )
    return folder


def source_folders(folder: Folder = None) -> list[Path]:
    """The folders no copy may be written into: the package's lessons (where they are files)
    and ``folder``, an instructor's own notebooks."""
    found = [p for p in (*every_default_folder(), folder) if isinstance(p, (str, os.PathLike))]
    return [Path(p) for p in found]


def lesson_names(folder: Folder = None) -> list[str]:
    """The lessons in ``folder`` (the package's own by default), in order: ``'00_start_here'``, …"""
    where = _folder(folder)
    try:
        return sorted(
            p.name.removesuffix(".ipynb")
            for p in where.iterdir()
            if p.name.endswith(".ipynb") and not p.name.startswith(".")
        )
    except OSError as error:
        raise InvalidInputError(
            _("cannot read the folder {path}: {reason}").format(
                path=quote_path(where), reason=os_reason(error)
            )
        ) from None


def _notebook_file(where: Traversable, name: str) -> tuple[bytes, str]:
    """The bytes of ``name``'s notebook and how messages name it: a file in a folder is read
    only if it is regular and not too large (:func:`~bjswitch_widgets.userfiles.read_bytes`)."""
    path = where / f"{name}.ipynb"
    if isinstance(path, Path):
        return read_bytes(path, NOTEBOOK_LIMIT, error=LessonSourceError), str(path)
    return path.read_bytes(), f"{name}.ipynb"  # inside a zipped package: its own lessons


def source(name: str, folder: Folder = None) -> dict[str, Any]:
    """The instructor's notebook of lesson ``name`` (nbformat 4 JSON as a dict), its shape
    checked (:func:`check_notebook`) and the conventions of a lesson kept (:func:`problems`);
    LessonSourceError naming the file otherwise."""
    names = lesson_names(folder)
    if name not in names:
        raise InvalidInputError(
            _("no lesson {name}: the lessons are {names}").format(name=quote(name), names=names)
        )
    data, path = _notebook_file(_folder(folder), name)
    text = decode(data, path, error=LessonSourceError)
    notebook = check_notebook(parse_json(text, path, error=LessonSourceError), name)
    found = problems(notebook, name)
    if found:
        raise LessonSourceError(f"{name}.ipynb: " + "; ".join(found))
    return notebook


@contextlib.contextmanager
def reading_code(name: str) -> Iterator[None]:
    """Read a lesson's code in the body: code nested deeper than Python's parser goes (a
    RecursionError or MemoryError from :mod:`ast`) is a LessonSourceError naming the lesson."""
    try:
        yield
    except (RecursionError, MemoryError):
        raise LessonSourceError(
            _("{file}: its code is nested too deeply to read").format(file=f"{name}.ipynb")
        ) from None


def headings(notebook: dict[str, Any]) -> set[str]:
    """The text of every Markdown heading of a notebook (a question's ``section=`` is one)."""
    check_notebook(notebook, "")
    return {
        line.lstrip("#").strip()
        for cell in notebook["cells"]
        if cell.get("cell_type") == "markdown"
        for line in cell_lines(cell)
        if line.startswith("#")
    }


def _literal(node: ast.expr | None) -> Any:
    try:
        return ast.literal_eval(node) if node is not None else None
    except (ValueError, TypeError):  # not a literal; a set or dict key that cannot be hashed
        return None


def answers_written(tree: ast.Module) -> dict[str, Any]:
    """The values a cell's code writes on its answer lines: ``name → literal`` for every plain
    assignment at the top of the cell (None where the value is not a literal)."""
    return {
        target.id: _literal(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def _called(node: ast.AST, name: str) -> bool:
    """``node`` calls ``name(...)`` or ``something.name(...)``."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    return (isinstance(func, ast.Name) and func.id == name) or (
        isinstance(func, ast.Attribute) and func.attr == name
    )


def problems(notebook: dict[str, Any], name: str) -> list[str]:
    """What breaks the conventions of a lesson notebook called ``name`` (empty when nothing):
    ``Lesson(...)`` named unlike the file (the progress file files answers under it), a question
    asked twice (its text is its key there), a ``section=`` that is no heading of the notebook
    (progress links to it), an answer written in code that is not one of the ``choices``, and
    where the notebook has an outline, what breaks it (:func:`.outline.outline_problems`)."""
    with reading_code(name):
        return _problems(check_notebook(notebook, name), name)


def _problems(notebook: dict[str, Any], name: str) -> list[str]:
    # The outline (objectives, minutes) is checked where a notebook has one: every lesson of
    # the package does; an instructor's own notebook may not.
    found = outline_problems(notebook, name) if META in notebook.get("metadata", {}) else []
    sections = headings(notebook)
    asked: dict[str, int] = {}
    for index, cell in enumerate(notebook["cells"]):
        if cell.get("cell_type") != "code":
            continue
        try:
            tree = ast.parse("".join(cell_lines(cell)))
        except SyntaxError:
            continue  # magics and shell lines: nothing of a lesson's own to check
        written = answers_written(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            if _called(node, "Lesson") and node.args:
                called = _literal(node.args[0])
                if isinstance(called, str) and called != name:
                    found.append(
                        _(
                            "cell {index}: Lesson({called}) files the answers under another "
                            "name than the notebook's: write Lesson({name})"
                        ).format(index=index, called=repr(called), name=repr(name))
                    )
            if not (_called(node, "ask") or _called(node, "quiz")) or not node.args:
                continue
            question = _literal(node.args[0])
            keywords = {k.arg: k.value for k in node.keywords}
            if isinstance(question, str):
                if question in asked:
                    found.append(
                        _(
                            "cell {index}: the question {question} is asked in cell {other} too "
                            "(its text is its key in the progress file)"
                        ).format(index=index, question=repr(question), other=asked[question])
                    )
                asked.setdefault(question, index)
            section = _literal(keywords.get("section"))
            if isinstance(section, str) and section not in sections:
                found.append(
                    _(
                        "cell {index}: section={section} is no heading of the notebook (write "
                        "the heading's text as it reads, without # and `)"
                    ).format(index=index, section=repr(section))
                )
            choices = _literal(keywords.get("choices"))
            answer = node.args[2] if len(node.args) > 2 else keywords.get("answer")
            given = written.get(answer.id) if isinstance(answer, ast.Name) else None
            if isinstance(choices, (list, tuple)) and given not in (None, ...):
                if as_text(given) not in choices:  # as the question's box shows it
                    found.append(
                        _(
                            "cell {index}: the answer {given} is not one of the choices {choices}"
                        ).format(index=index, given=repr(given), choices=repr(choices))
                    )
    return found


# -- the copies -------------------------------------------------------------------------------


def cell_lines(cell: dict[str, Any]) -> list[str]:
    """A cell's source as lines, each with its newline (the last may have none)."""
    text = check_cell(cell).get("source", "")
    return (
        "".join(text).splitlines(keepends=True)
        if isinstance(text, list)
        else (text.splitlines(keepends=True))
    )


def cell_tags(cell: dict[str, Any]) -> list[str]:
    """A cell's tags (``learner``, ``solution``, …)."""
    return list(check_cell(cell).get("metadata", {}).get("tags", []))


def blank_answer(line: str) -> str:
    """An answer line with its value replaced by ``...``; LessonSourceError when the part
    before the ``# ←`` marker is not one assignment or one dict entry.

    >>> blank_answer('shoe = 312  # ← how many cards?\\n')
    'shoe = ...  # ← how many cards?\\n'
    >>> blank_answer('    ("Ann", 1): "soft 18",  # ← Ann\\'s hand 1\\n')
    '    ("Ann", 1): ...,  # ← Ann\\'s hand 1\\n'
    """
    if not isinstance(line, str):
        raise InvalidInputError(
            _("an answer line is a text, not {value}").format(value=quote(line))
        )
    marker = MARKER.search(line)
    if marker is None:
        return line
    code, comment = line[: marker.start()], line[marker.start() :]
    indent = code[: len(code) - len(code.lstrip())]
    body = code.strip()
    try:
        statement = ast.parse(body).body
    except SyntaxError:
        statement = []
    if len(statement) == 1 and isinstance(statement[0], ast.Assign):
        targets = body[: statement[0].value.col_offset].rstrip()
        return f"{indent}{targets} {BLANK}{comment}"
    try:
        entry = ast.parse("{" + body.rstrip(",") + "}", mode="eval").body
    except SyntaxError:
        entry = None
    if isinstance(entry, ast.Dict) and len(entry.keys) == 1 and entry.keys[0] is not None:
        key = ast.get_source_segment("{" + body, entry.keys[0])
        comma = "," if body.endswith(",") else ""
        return f"{indent}{key}: {BLANK}{comma}{comment}"
    raise LessonSourceError(
        _("an answer line must be one assignment or one dict entry on one line, not {line}").format(
            line=repr(line.strip())
        )
    )


def dropped_line(line: str) -> bool:
    """Whether no copy for learners keeps ``line``: it ends in ``# solution`` or it is a
    ``# NBVAL_…`` line."""
    return bool(_SOLUTION_LINE.search(line) or _NBVAL.match(line))


def learner_cell(cell: dict[str, Any]) -> dict[str, Any]:
    """One cell of the learner's copy (see the module): answers blanked, ``# solution`` and
    ``# NBVAL_…`` lines dropped, outputs and the times of the instructor's run cleared."""
    out = copy.deepcopy(check_cell(cell))
    out.get("metadata", {}).pop("execution", None)
    if cell.get("cell_type") == "code":
        kept = [blank_answer(line) for line in cell_lines(cell) if not dropped_line(line)]
        if kept and kept[-1].endswith("\n"):
            kept[-1] = kept[-1].rstrip("\n")
        out["source"] = kept
        out["outputs"] = []
        out["execution_count"] = None
    return out


def _solution_cell(cell: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(cell)
    if cell.get("cell_type") == "code":
        kept = [line for line in cell_lines(cell) if not _NBVAL.match(line)]
        if kept and kept[-1].endswith("\n"):
            kept[-1] = kept[-1].rstrip("\n")
        out["source"] = kept
    return out


def stamp(notebook: dict[str, Any], name: str, audience: Audience) -> dict[str, Any]:
    """``notebook`` with its metadata saying which lesson and copy it is and which command made
    it, beside the lesson's outline (the stored widget state of the source is left out), and
    naming the package's Voila page (``voila.template``: Voila's own, with nothing from a CDN)."""
    metadata = {k: v for k, v in notebook.get("metadata", {}).items() if k != "widgets"}
    metadata["voila"] = {**metadata.get("voila", {}), "template": "bjswitch"}
    metadata[META] = {
        **metadata.get(META, {}),
        "lesson": name,
        "audience": audience,
        "made_by": f"python -m bjswitch_widgets lessons {audience}",
    }
    return {**notebook, "metadata": metadata}


def learner_copy(name: str, folder: Folder = None) -> dict[str, Any]:
    """The learner's copy of lesson ``name`` (from ``folder``, the package's own by default)."""
    notebook = source(name, folder)
    with reading_code(name):
        return _learner_copy(notebook, name)


def _learner_copy(notebook: dict[str, Any], name: str) -> dict[str, Any]:
    cells = []
    for index, cell in enumerate(notebook["cells"]):
        if "solution" in cell_tags(cell):
            continue
        try:
            cells.append(learner_cell(cell))
        except LessonSourceError as error:
            # Translators: where a problem is, before a colon: "lesson 01_card_values, cell 4"
            where = _("lesson {name}, cell {index}").format(name=name, index=index)
            raise LessonSourceError(f"{where}: {error}") from None
    for index, cell in enumerate(cells):
        code = "".join(cell["source"])
        if cell.get("cell_type") == "code" and not code.lstrip().startswith(("%", "!")):
            try:
                compile(code, f"{name} cell {index}", "exec")
            except SyntaxError as error:
                raise LessonSourceError(
                    _(
                        "the learner's copy of {name} does not compile at cell {index}: {error}"
                    ).format(name=name, index=index, error=error.msg)
                ) from None
    return stamp({**notebook, "cells": cells}, name, "learner")


def solution_copy(name: str, folder: Folder = None) -> dict[str, Any]:
    """The instructor's copy of lesson ``name`` (answers and outputs in place)."""
    notebook = source(name, folder)
    cells = [_solution_cell(c) for c in notebook["cells"] if "learner" not in cell_tags(c)]
    return stamp({**notebook, "cells": cells}, name, "solution")


# -- writing ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Written:
    """One file of a copy: where it went, and whether it was written or an existing file was
    kept."""

    path: Path
    written: bool

    def __str__(self) -> str:
        if self.written:
            return _("wrote {path}").format(path=self.path)
        # Translators: a line of the command's report, aligned with "wrote {path}"
        return _(
            "kept  {path} (it is there already and may hold answers; --force replaces it)"
        ).format(path=self.path)


def notebook_text(notebook: dict[str, Any]) -> str:
    """A notebook as its file holds it (JSON, indented by one, non-ASCII kept)."""
    return json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"


def copies(
    audience: Literal["learner", "solution"], folder: Folder = None
) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every lesson of the learner's or the solution copy, as (name, notebook); the learner's
    copy leaves out the notebooks for instructors (:func:`.outline.for_instructors`)."""
    make = learner_copy if audience == "learner" else solution_copy
    for name in lesson_names(folder):
        if audience == "learner" and for_instructors(source(name, folder)):
            continue
        yield name, make(name, folder)


def write_copies(
    make: Callable[[Folder], dict[str, str]],
    out: str | os.PathLike[str],
    *,
    force: bool = False,
    source_folder: Folder = None,
) -> list[Written]:
    """Write the files ``make(source_folder)`` returns (text by path inside ``out``) into the
    folder ``out`` (made if needed): the one writer of every copy of the lessons, this module's
    and the nbgrader course's (:func:`bjswitch_widgets.teaching.course.write_course`).

    Every copy is made before any is written, after ``out`` is checked and the source folder is
    found to hold notebooks. An existing file is kept unless ``force``: a learner's copy may hold
    their answers. OUT is refused, with ``force`` too, when it is or is inside a source folder
    (:func:`source_folders`), or when a copy would go there
    (:func:`~bjswitch_widgets.userfiles.write_files`).
    """
    if not isinstance(out, (str, os.PathLike)):
        raise InvalidInputError(
            _("the folder for the copies is a path, not {value}").format(value=quote(out))
        )
    sources = source_folders(source_folder)
    check_folder(out, what="the copies", sources=sources)  # before the slow part
    if not lesson_names(source_folder):
        where = quote_path(source_folder or str(default_folder()))
        raise InvalidInputError(
            _("there are no notebooks (NAME.ipynb) in {folder}").format(folder=where)
        )
    files = make(source_folder)
    written = write_files(out, files, force=force, what="the copies", sources=sources)
    return [Written(path, done) for path, done in written]


def write(
    audience: str,
    out: str | os.PathLike[str],
    *,
    force: bool = False,
    source_folder: Folder = None,
) -> list[Written]:
    """Write the ``audience``'s copy (``learner`` or ``solution``) of every lesson into the
    folder ``out`` (made if needed), from the package's lessons or from an instructor's own
    notebooks in ``source_folder``, as :func:`write_copies` writes. The nbgrader course is
    :func:`bjswitch_widgets.teaching.course.write_course`'s and the otter-grader assignments
    :func:`bjswitch_widgets.teaching.otter.write_otter`'s: ``nbgrader`` or ``otter`` here is an
    InvalidInputError saying so.
    """
    if audience == "nbgrader":
        raise InvalidInputError(
            _("the nbgrader course is written by {function}, not lessons.write").format(
                function="bjswitch_widgets.teaching.course.write_course(out)"
            )
        )
    if audience == "otter":
        raise InvalidInputError(
            _("the otter-grader assignments are written by {function}, not lessons.write").format(
                function="bjswitch_widgets.teaching.otter.write_otter(out)"
            )
        )
    if audience not in AUDIENCES:
        raise InvalidInputError(
            _("unknown audience {value}: choose one of {audiences}").format(
                value=quote(audience), audiences=", ".join(AUDIENCES)
            )
        )
    chosen: Literal["learner", "solution"] = "learner" if audience == "learner" else "solution"

    def make(folder: Folder) -> dict[str, str]:
        return {f"{name}.ipynb": notebook_text(nb) for name, nb in copies(chosen, folder)}

    return write_copies(make, out, force=force, source_folder=source_folder)
