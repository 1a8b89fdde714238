"""The lessons as an nbgrader course: every lesson an assignment, generated from its one source.

``python -m bjswitch_widgets lessons nbgrader OUT`` writes ``OUT/source/<lesson>/<lesson>.ipynb``
for every lesson and ``OUT/nbgrader_config.py`` (:data:`CONFIG`); in OUT, ``nbgrader
generate_assignment <lesson>`` releases a lesson and ``nbgrader autograde <lesson>`` grades it. This
module builds on :mod:`~bjswitch_widgets.teaching.lessons` (the sources and their checks, the
copies' rules, the one writer :func:`~bjswitch_widgets.teaching.lessons.write_copies`); lessons
never imports it. Each notebook is made from the instructor's copy of the lesson by these rules:

* a question — an answer line ``name = VALUE  # ← prompt`` and the ``lesson.ask("question",
  lambda a: check_X(..., a, ...), name, ...)`` asking it — becomes two cells. The **answer
  cell** holds the question and its choices as comments, the learner's ``name = ...  # ←
  prompt``, then the answer line between ``### BEGIN SOLUTION`` and ``### END SOLUTION``, which
  nbgrader releases empty (the config's code stub): the student replaces the ``...``, and a
  blank answer is a note, never a NameError later on. The **test cell** (:data:`POINTS` point
  per question) says whether the answer is filled in and can be read (:func:`answer_note`, never
  right or wrong), then runs, between ``### BEGIN HIDDEN TESTS`` and ``### END HIDDEN TESTS``,
  the check's twin with the lambda's parameter replaced by the answer: ``assert_X(..., name,
  ...)`` (a check of the lesson's own: ``check(name).require()``, which raises the same way);
* nothing gives an answer away before grading: the ``lesson.ask`` widgets ("Show the answer")
  and ``lesson.progress()`` go, so do the cells tagged ``solution``, ``learner`` (notes on those
  widgets) or ``practice`` (for the practice copies only), the ``# solution`` and ``# NBVAL_…``
  lines, every output and the lessons' folded explanations (``<details>…</details>``, "open
  after you answer": a cell of one alone goes); the tests are hidden, so an explanation is read
  after grading;
* every other cell is read-only; a note after the title says how the graded copy works.

Grade ids are stable: ``<lesson>-<name>`` (answer), ``<lesson>-<name>-test``, and
``<lesson>-text-<hash>`` or ``<lesson>-code-<hash>`` (of the text) for a read-only cell. A question
that cannot become a test (its answer not the variable of an answer line before it, a lambda of two
parameters, asked inside a loop, …) is a LessonSourceError naming the lesson and the cell.

>>> from bjswitch_widgets.checks import check_total
>>> print(answer_note(..., lambda a: check_total(["A♠", "6♦"], a)))
No answer yet: write your answer in place of the ... on the line marked # ← above.
>>> print(answer_note("sfot 17", lambda a: check_total(["A♠", "6♦"], a)))
✎ I could not read 'sfot 17' as a total. Write your answer as the points in digits, with 'soft' or 'hard' before them if you like, or 'bust'.
>>> answer_note("hard 17", lambda a: check_total(["A♠", "6♦"], a)) is None  # wrong, but readable
True
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import textwrap
from collections.abc import Callable
from typing import Any

import bjswitch_widgets.checks as checks
from bjswitch_widgets.checks.answers import is_blank
from bjswitch_widgets.language import N_, ngettext
from bjswitch_widgets.language import gettext as _

from .assessment import INSTRUCTOR, Assessment
from .course_questions import DROPPED_TAGS, Part, Question, question_parts
from .lessons import (
    MARKER,
    Folder,
    Written,
    blank_answer,
    cell_lines,
    cell_tags,
    dropped_line,
    lesson_names,
    notebook_text,
    reading_code,
    source,
    stamp,
    write_copies,
)
from .outline import META, outline

__all__ = [
    "CONFIG", "HIDDEN_TESTS", "NO_ANSWER", "POINTS", "SOLUTION_REGION", "answer_note",
    "course_files", "nbgrader_copy", "write_course",
]  # fmt: skip

#: The points of every question.
POINTS = 1
#: Seconds a cell may run when nbgrader executes a lesson: each runs in a few seconds (the
#: strategy lesson's exact EVs are the slowest); a busy grading machine gets room to spare.
TIMEOUT = 120
#: What a test cell says of an answer left blank (said in the learner's language:
#: :func:`answer_note`).
NO_ANSWER = N_("No answer yet: write your answer in place of the ... on the line marked # ← above.")
#: The lines around an answer cell's solution region, and around a test cell's hidden tests
#: (nbgrader's markers; :mod:`~bjswitch_widgets.teaching.otter` reads them to re-mark them).
SOLUTION_REGION = ("### BEGIN SOLUTION", "### END SOLUTION")
HIDDEN_TESTS = ("### BEGIN HIDDEN TESTS", "### END HIDDEN TESTS")
_ID = re.compile(r"[^A-Za-z0-9_-]")
#: A lesson's folded explanation, ``<details><summary>Why: §1.10 (open after you answer)…``:
#: it gives the answer, which a graded copy tells only with the grade (the hidden test's message).
_EXPLAINED = re.compile(r"<details\b.*?</details>[ \t]*\n?", re.S)

CONFIG = f'''"""nbgrader settings of the bjswitch_widgets lessons: one assignment per lesson in source/.

Written by `python -m bjswitch_widgets lessons nbgrader`.
"""

c = get_config()  # noqa: F821 (nbgrader defines it)

# An answer cell keeps the learner's line `name = ...  # ← prompt` above its solution region;
# the region itself is released empty.
c.ClearSolutions.code_stub = {{"python": ""}}

# Seconds a cell may run: a lesson runs in a few seconds; a busy grader gets room to spare.
c.Execute.timeout = {TIMEOUT}

# A failing test shows the exception and its message ("AssertionError: ✘ Not quite. …"), not
# the frames of the bjswitch_widgets package that raised it (IPython shows the frame that
# raises even when it is marked __tracebackhide__).
c.Execute.extra_arguments = ["--InteractiveShell.xmode=Minimal"]
'''


def _intro(exam: bool) -> str:
    """The note after the title of a graded copy: how it works (a lesson's, or the final
    assessment's)."""
    if not exam:
        return ngettext(
            "**This is the graded copy of the lesson.** It has no answer boxes and no **Check** "
            "buttons. Write each answer in place of the `...` on its line marked `# ←` (keep the "
            "name and the `=`) and run the cell. Then run the test cell under it: it tells you "
            "whether your answer is filled in and can be read, not whether it is right. Your "
            "answers are graded after you submit, {n} point per question.",
            "**This is the graded copy of the lesson.** It has no answer boxes and no **Check** "
            "buttons. Write each answer in place of the `...` on its line marked `# ←` (keep the "
            "name and the `=`) and run the cell. Then run the test cell under it: it tells you "
            "whether your answer is filled in and can be read, not whether it is right. Your "
            "answers are graded after you submit, {n} points per question.",
            POINTS,
        ).format(n=POINTS)
    return ngettext(
        "**This is the graded copy of the final assessment.** Your questions are made from your "
        "name: write your name or student number (as your teacher asks, in quotes) in place of "
        "the `...` on the line marked `# ←` below, run that cell and the next, and do not change "
        "the name afterwards. Then, for each question, run the cell that prints it, write your "
        "answer in place of the `...` on its line marked `# ←`, run that cell, and run the test "
        "cell under it: it tells you whether your answer is filled in and can be read, not "
        "whether it is right. There are no hints. Your answers are graded after you submit, {n} "
        "point per question.",
        "**This is the graded copy of the final assessment.** Your questions are made from your "
        "name: write your name or student number (as your teacher asks, in quotes) in place of "
        "the `...` on the line marked `# ←` below, run that cell and the next, and do not change "
        "the name afterwards. Then, for each question, run the cell that prints it, write your "
        "answer in place of the `...` on its line marked `# ←`, run that cell, and run the test "
        "cell under it: it tells you whether your answer is filled in and can be read, not "
        "whether it is right. There are no hints. Your answers are graded after you submit, {n} "
        "points per question.",
        POINTS,
    ).format(n=POINTS)


def answer_note(answer: Any, check: Callable[[Any], Any]) -> str | None:
    """What a test cell tells a student before grading: None when ``answer`` is filled in and
    ``check`` can read it, else :data:`NO_ANSWER` or the check's note on how to write it; never
    whether it is right. A check that cannot run yet (it replays an earlier answer that is not
    right) leaves the answer to the grading. It runs in the student's kernel, so the note is in
    the language the student's kernel speaks."""
    if is_blank(answer):
        return _(NO_ANSWER)
    try:
        feedback = check(answer)
    except Exception:
        return None
    if isinstance(feedback, checks.Feedback) and not feedback.readable:
        return f"✎ {feedback.explanation}"
    return None


# -- the graded copy --------------------------------------------------------------------------


def _text(lines: list[str]) -> str:
    return "".join(lines).strip("\n")


def _comment(text: str) -> list[str]:
    return [f"# {line}\n" for line in textwrap.wrap(" ".join(text.split()), 96)]


def _answer_source(part: Part) -> str:
    """The answer cell: the questions as comments, the learner's line, the solution region."""
    out: list[str] = []
    for question in part.questions:
        out += _comment(
            ngettext("({n} point) {question}", "({n} points) {question}", POINTS).format(
                n=POINTS, question=question.text or question.name
            )
        )
        if question.choices:
            quoted = (json.dumps(c, ensure_ascii=False) for c in question.choices)
            out += _comment(_("Choose one of: {choices}.").format(choices=", ".join(quoted)))
    for line in part.lines[next((k for k, x in enumerate(part.lines) if x.strip()), 0) :]:
        if MARKER.search(line):
            indent = line[: len(line) - len(line.lstrip())]
            line = line.rstrip("\n") + "\n"
            out += [blank_answer(line), f"{indent}{SOLUTION_REGION[0]}\n", line]
            line = f"{indent}{SOLUTION_REGION[1]}\n"
        out.append(line)
    return _text(out)


def _test_source(question: Question) -> str:
    hidden = [question.imports, "", question.test] if question.imports else [question.test]
    title = ngettext(
        "The test of {name} ({n} point)", "The test of {name} ({n} points)", POINTS
    ).format(name=question.name, n=POINTS)
    filled = _("{name}: filled in. Whether it is right is graded after you submit.").format(
        name=question.name
    )
    return "\n".join(
        [
            f"# {title}",
            "from bjswitch_widgets.teaching.course import answer_note",
            "",
            f"note = answer_note({question.name}, {question.check})",
            "assert note is None, note",
            f"print({json.dumps(filled, ensure_ascii=False)})",
            HIDDEN_TESTS[0],
            *hidden,
            HIDDEN_TESTS[1],
        ]
    )


class _Cells:
    """The cells of a graded copy, each with a unique grade id (also its cell id: letters,
    digits, - and _, at most 64)."""

    def __init__(self, lesson: str) -> None:
        self.lesson = lesson
        self.cells: list[dict[str, Any]] = []
        self.taken: set[str] = set()

    def grade_id(self, wanted: str) -> str:
        wanted = _ID.sub("_", f"{self.lesson}-{wanted}")
        if len(wanted) > 56:
            wanted = f"{wanted[:47]}-{hashlib.sha1(wanted.encode()).hexdigest()[:8]}"
        grade_id, n = wanted, 1
        while grade_id in self.taken:
            n += 1
            grade_id = f"{wanted}-{n}"
        self.taken.add(grade_id)
        return grade_id

    def add(
        self,
        kind: str,
        text: str,
        base: dict[str, Any],
        *,
        answer: str = "",
        test: str = "",
        name: str = "",
    ) -> None:
        """A cell: the answer cell of ``answer``, the test of ``test``, or a read-only cell
        (its grade id made of ``name`` or, by default, of a hash of its text)."""
        digest = hashlib.sha1(text.encode()).hexdigest()[:8]
        read_only = name or f"{'code' if kind == 'code' else 'text'}-{digest}"
        grade_id = self.grade_id(answer or (f"{test}-test" if test else read_only))
        meta: dict[str, Any] = {
            "grade": bool(test),
            "grade_id": grade_id,
            "locked": not answer,
            "schema_version": 3,
            "solution": bool(answer),
            "task": False,
        }
        if test:
            meta["points"] = POINTS
        metadata = {k: v for k, v in base.items() if k not in ("execution", "nbgrader")}
        cell: dict[str, Any] = {"cell_type": kind, "id": grade_id}
        cell["metadata"] = {**metadata, "nbgrader": meta}
        cell["source"] = text.splitlines(keepends=True)
        if kind == "code":
            cell.update(execution_count=None, outputs=[])
        self.cells.append(cell)

    def add_parts(self, parts: list[Part], base: dict[str, Any]) -> None:
        """The cells of a question cell: its lesson code read-only, then for each question
        the answer cell and the test cell, in the order of the source."""
        code: list[str] = []
        for part in [*parts, Part("drop", [])]:
            if part.kind == "code":
                code.extend(part.lines)
                continue
            if _text(code).strip():
                self.add("code", _text(code), base)
            code.clear()
            if part.kind == "answer":
                asked = [q.name for q in part.questions if q.name in part.names]
                self.add("code", _answer_source(part), base, answer=(asked or part.names)[0])
            elif part.kind == "ask":
                question = part.questions[0]
                self.add("code", _test_source(question), base, test=question.name)


def nbgrader_copy(name: str, folder: Folder = None) -> dict[str, Any]:
    """The graded copy of lesson ``name`` (from ``folder``, the package's own by default) as
    nbgrader's source notebook: answer cells, hidden tests, read-only cells (see the module)."""
    notebook = source(name, folder)
    with reading_code(name):
        return _graded(notebook, name)


def _graded(notebook: dict[str, Any], name: str) -> dict[str, Any]:
    exam = META in notebook.get("metadata", {}) and outline(notebook, name).assessment
    questions = {} if exam else question_parts(notebook, name)
    out = _Cells(name)
    for index, cell in enumerate(notebook["cells"]):
        kind, base = cell.get("cell_type", "code"), cell.get("metadata", {})
        if DROPPED_TAGS & set(cell_tags(cell)) or (exam and kind == "code"):
            continue
        if index in questions:
            out.add_parts(questions[index], base)
            continue
        text = _text([x for x in cell_lines(cell) if kind != "code" or not dropped_line(x)])
        if kind == "markdown":
            text = _EXPLAINED.sub("", text).strip("\n")
            if not text.strip():
                continue  # an explanation alone: nothing is left to read before grading
        if text.strip() or kind != "code":
            out.add(kind, text, base)
            if "attachments" in cell:
                out.cells[-1]["attachments"] = cell["attachments"]
    if exam:
        _assessment_cells(out)
    title = int(bool(out.cells) and out.cells[0]["cell_type"] == "markdown")
    out.add("markdown", _intro(exam), {}, name="graded-copy")
    out.cells.insert(title, out.cells.pop())
    # every cell now has an id, which nbformat allows from 4.5 on
    minor = max(5, int(notebook.get("nbformat_minor") or 0))
    return stamp(
        {**notebook, "cells": out.cells, "nbformat": 4, "nbformat_minor": minor}, name, "nbgrader"
    )


def _assessment_cells(out: _Cells) -> None:
    """The graded assessment's cells: the learner's name, the questions made from it (each
    printed by a read-only cell), an answer cell and a test cell per question. The answers in
    the solution regions are those of the name :data:`~.assessment.INSTRUCTOR`."""
    key = Assessment(INSTRUCTOR)
    out.add("code", "from bjswitch_widgets import Assessment", {})
    prompt = _("your name or student number, in quotes")
    name_line = f"your_name = ...  # ← {prompt}\n"
    filled = name_line.replace("...", repr(INSTRUCTOR))
    out.add(
        "code", _answer_source(Part("answer", [filled], ("your_name",))), {}, answer="your_name"
    )
    ready = _("Your questions are ready: run each question's cell below, in order.")
    out.add("code", f"exam = Assessment(your_name)\nprint(exam.note or {ready!r})", {})
    for item in key.items:
        n, answer = item.number, f"answer_{item.number}"
        check = f"exam.item({n}).check"
        question = Question(
            answer,
            _("Question {n}, printed above.").format(n=n),
            (),
            check,
            f"{check}({answer}).require()",
            "",
        )
        prompt = _("your answer to question {n}").format(n=n)
        line = f"{answer} = {item.best!r}  # ← {prompt}\n"
        out.add("code", f"print(exam.item({n}))", {}, name=f"question-{n}")
        out.add(
            "code", _answer_source(Part("answer", [line], (answer,), [question])), {}, answer=answer
        )
        out.add("code", _test_source(question), {}, test=answer)


def course_files(folder: Folder = None) -> dict[str, str]:
    """The course's files by path: ``source/<lesson>/<lesson>.ipynb``, ``nbgrader_config.py``."""
    files = {
        f"source/{name}/{name}.ipynb": notebook_text(nbgrader_copy(name, folder))
        for name in lesson_names(folder)
    }
    return {**files, "nbgrader_config.py": CONFIG}


def write_course(
    out: str | os.PathLike[str], *, force: bool = False, source_folder: Folder = None
) -> list[Written]:
    """Write the course directory ``out`` (:func:`course_files`) as lessons.write_copies does."""
    return write_copies(course_files, out, force=force, source_folder=source_folder)
