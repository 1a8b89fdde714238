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
  lines and every output; the tests are hidden, so an explanation is read after grading;
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

import ast
import copy
import hashlib
import json
import os
import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

import bjswitch_widgets.checks as checks

from .lessons import (
    MARKER,
    Folder,
    LessonSourceError,
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

__all__ = [
    "CONFIG", "NO_ANSWER", "POINTS", "answer_note", "course_files", "nbgrader_copy", "write_course",
]  # fmt: skip

#: The points of every question.
POINTS = 1
#: Seconds a cell may run when nbgrader executes a lesson: each runs in a few seconds (the
#: strategy lesson's exact EVs are the slowest); a busy grading machine gets room to spare.
TIMEOUT = 120
#: What a test cell says of an answer left blank.
NO_ANSWER = "No answer yet: write your answer in place of the ... on the line marked # ← above."
_ASKS = ("ask", "quiz")
_DROPPED_TAGS = {"solution", "learner", "practice"}
_ID = re.compile(r"[^A-Za-z0-9_-]")

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

_INTRO = (
    "**This is the graded copy of the lesson.** It has no answer boxes and no **Check** "
    "buttons. Write each answer in place of the `...` on its line marked `# ←` (keep the name "
    "and the `=`) and run the cell. Then run the test cell under it: it tells you whether your "
    "answer is filled in and can be read, not whether it is right. Your answers are graded "
    f"after you submit, {POINTS} point per question."
)


def answer_note(answer: Any, check: Callable[[Any], Any]) -> str | None:
    """What a test cell tells a student before grading: None when ``answer`` is filled in and
    ``check`` can read it, else :data:`NO_ANSWER` or the check's note on how to write it; never
    whether it is right. A check that cannot run yet (it replays an earlier answer that is not
    right) leaves the answer to the grading."""
    if answer is None or answer is ... or (isinstance(answer, str) and not answer.strip()):
        return NO_ANSWER
    try:
        feedback = check(answer)
    except Exception:
        return None
    if isinstance(feedback, checks.Feedback) and not feedback.readable:
        return f"✎ {feedback.explanation}"
    return None


# -- reading a lesson's questions -------------------------------------------------------------


class _Unconvertible(Exception):
    """Why a question cannot become a test (made a LessonSourceError with its lesson and cell)."""


@dataclass(frozen=True)
class _Question:
    """A question as the graded copy asks it: the answer's variable, the question and its
    choices (when they are literals), the check as code (for the visible note), the hidden test
    and its import."""

    name: str
    text: str | None
    choices: tuple[str, ...]
    check: str
    test: str
    imports: str


@dataclass
class _Part:
    """A top-level statement of a cell with the lines above it: lesson code, an answer line, a
    question asked, or what the graded copy drops."""

    kind: Literal["code", "answer", "ask", "drop"]
    lines: list[str]
    names: tuple[str, ...] = ()
    questions: list[_Question] = field(default_factory=list)


@dataclass(frozen=True)
class _Lesson:
    """How a notebook asks: its Lesson variables, its functions that ask a question (by name),
    the checks it imports from the package (local name: the package's name)."""

    owners: frozenset[str]
    askers: dict[str, ast.FunctionDef]
    package_checks: dict[str, str]

    def asks(self, node: ast.AST | None, methods: tuple[str, ...] = _ASKS) -> bool:
        """Whether ``node`` is a call ``lesson.ask(...)`` (or of another of ``methods``)."""
        return (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in methods
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id in self.owners
        )

    def asker(self, node: ast.AST | None) -> ast.FunctionDef | None:
        """The function that asks which ``node`` calls, if it does."""
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            return self.askers.get(node.func.id)
        return None


def _survey(notebook: dict[str, Any]) -> _Lesson:
    statements: list[ast.stmt] = []
    for cell in notebook["cells"]:
        if cell.get("cell_type") == "code":
            try:
                statements += ast.parse("".join(cell_lines(cell))).body
            except SyntaxError:
                continue
    owners: set[str] = set()
    package: dict[str, str] = {}
    for stmt in statements:
        if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Call):
            func = stmt.value.func
            if getattr(func, "id", getattr(func, "attr", None)) == "Lesson":
                owners.update(t.id for t in stmt.targets if isinstance(t, ast.Name))
        if isinstance(stmt, ast.ImportFrom) and (stmt.module or "").startswith(
            "bjswitch_widgets.checks"
        ):
            package.update({a.asname or a.name: a.name for a in stmt.names})
    lesson = _Lesson(frozenset(owners or {"lesson"}), {}, package)
    for stmt in statements:
        if isinstance(stmt, ast.FunctionDef) and any(lesson.asks(n) for n in ast.walk(stmt)):
            lesson.askers[stmt.name] = stmt
    return lesson


class _Substitute(ast.NodeTransformer):
    """Replace names by expressions (a lambda's own parameters shadow them)."""

    def __init__(self, names: dict[str, ast.expr]) -> None:
        self.names = names

    def visit_Name(self, node: ast.Name) -> ast.expr:
        if isinstance(node.ctx, ast.Load) and node.id in self.names:
            return copy.deepcopy(self.names[node.id])
        return node

    def visit_Lambda(self, node: ast.Lambda) -> ast.expr:
        own = {a.arg for a in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)}
        node.body = _Substitute({k: v for k, v in self.names.items() if k not in own}).visit(
            node.body
        )
        return node


def _substitute(node: ast.expr, names: dict[str, ast.expr]) -> ast.expr:
    for inner in ast.walk(node):
        if isinstance(inner, (ast.NamedExpr, ast.comprehension)) and any(
            isinstance(n, ast.Name) and n.id in names for n in ast.walk(inner.target)
        ):
            raise _Unconvertible(f"a check binds {ast.unparse(inner.target)!r} again inside it")
    result = _Substitute(names).visit(copy.deepcopy(node))
    assert isinstance(result, ast.expr)
    return ast.fix_missing_locations(result)


def _arguments(call: ast.Call, names: list[str]) -> dict[str, ast.expr]:
    if any(isinstance(a, ast.Starred) for a in call.args) or any(
        k.arg is None for k in call.keywords
    ):
        raise _Unconvertible("a question's arguments are unpacked with * or **")
    if len(call.args) > len(names):
        raise _Unconvertible(f"{ast.unparse(call.func)}() is given too many arguments")
    given = dict(zip(names, call.args, strict=False))
    given.update({k.arg: k.value for k in call.keywords if k.arg is not None})
    return given


def _asked(stmt: ast.stmt, lesson: _Lesson) -> tuple[ast.Call, dict[str, ast.expr]] | None:
    """The ``lesson.ask(...)`` a statement makes, with the names to replace in it (a function
    that asks: its parameters), or None when it asks nothing."""
    call = stmt.value if isinstance(stmt, ast.Expr) else None
    if lesson.asks(call):
        assert isinstance(call, ast.Call)
        return call, {}
    asker = lesson.asker(call)
    if asker is None or call is None:
        return None
    body = [s for s in asker.body if not isinstance(getattr(s, "value", None), ast.Constant)]
    spec = asker.args
    if len(body) != 1 or not isinstance(body[0], ast.Expr) or not lesson.asks(body[0].value):
        raise _Unconvertible(f"{asker.name}() asks a question, so it must do nothing else")
    if spec.vararg or spec.kwarg or spec.posonlyargs or spec.kwonlyargs:
        raise _Unconvertible(f"{asker.name}() asks a question: no *args, **kwargs, / or * in it")
    params = [a.arg for a in spec.args]
    bound = dict(zip(params[len(params) - len(spec.defaults) :], spec.defaults, strict=True))
    assert isinstance(call, ast.Call)
    bound.update(_arguments(call, params))
    if set(bound) != set(params):
        raise _Unconvertible(f"a call of {asker.name}() misses a parameter")
    assert isinstance(body[0].value, ast.Call)
    return body[0].value, bound


def _literal_text(node: ast.expr | None) -> str | None:
    """A question's text when it is made of literals alone (an f-string of constants too)."""
    plain = (ast.Constant, ast.JoinedStr, ast.FormattedValue, ast.Tuple, ast.List, ast.Subscript)
    if node is None or not all(
        isinstance(n, (*plain, ast.expr_context, ast.BinOp, ast.Add)) for n in ast.walk(node)
    ):
        return None
    try:
        value = eval(compile(ast.Expression(node), "<question>", "eval"), {"__builtins__": {}})
    except Exception:
        return None
    return value if isinstance(value, str) else None


def _choices(node: ast.expr | None) -> tuple[str, ...]:
    try:
        value = ast.literal_eval(node) if node is not None else ()
    except (ValueError, TypeError, SyntaxError):
        return ()
    listed = isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value)
    return tuple(value) if listed else ()


def _postfix(node: ast.expr) -> str:
    code = ast.unparse(node)
    simple = isinstance(node, (ast.Name, ast.Call, ast.Attribute, ast.Subscript))
    return code if simple else f"({code})"


def _test(check: ast.expr, answer: str, lesson: _Lesson) -> tuple[str, str]:
    """The hidden test of ``answer`` and its import: the check's ``assert_*`` twin, or
    ``check(answer).require()``."""
    if not isinstance(check, ast.Lambda):
        return f"{_postfix(check)}({answer}).require()", ""
    spec = check.args
    if spec.posonlyargs or spec.vararg or spec.kwonlyargs or spec.kwarg or len(spec.args) != 1:
        raise _Unconvertible(f"the check of {answer} is a lambda of more than one parameter")
    body = _substitute(check.body, {spec.args[0].arg: ast.Name(answer, ast.Load())})
    if isinstance(body, ast.Call) and isinstance(body.func, ast.Name):
        real = lesson.package_checks.get(body.func.id, "")
        twin = real.replace("check_", "assert_", 1)
        if real.startswith("check_") and hasattr(checks, twin):
            body.func = ast.Name(twin, ast.Load())
            return ast.unparse(body), f"from bjswitch_widgets.checks import {twin}"
    return f"{_postfix(body)}.require()", ""


def _question(stmt: ast.stmt, code: str, lesson: _Lesson) -> _Question | None:
    found = _asked(stmt, lesson)
    if found is None:
        return None
    call, bound = found
    parts = _arguments(call, ["question", "check", "answer"])
    parts = {k: _substitute(v, bound) for k, v in parts.items()} if bound else parts
    answer, check = parts.get("answer"), parts.get("check")
    if not isinstance(answer, ast.Name) or check is None:
        raise _Unconvertible(
            f"{ast.unparse(call)[:60]!r} has no check, or an answer that is not a variable"
        )
    segment = None if bound else ast.get_source_segment(code, check)
    shown = segment if segment and "\n" not in segment else ast.unparse(check)
    test, imports = _test(check, answer.id, lesson)
    text, choices = _literal_text(parts.get("question")), _choices(parts.get("choices"))
    return _Question(answer.id, text, choices, shown, test, imports)


def _parts(code: str, lesson: _Lesson) -> list[_Part]:
    """A question cell's top-level statements, each with the comment and blank lines above."""
    lines = code.splitlines(keepends=True)
    parts: list[_Part] = []
    done = 0  # the lines taken so far
    for stmt in ast.parse(code).body:
        first = min([stmt.lineno, *(d.lineno for d in getattr(stmt, "decorator_list", []))])
        if first <= done:
            raise _Unconvertible("two statements share a line in a cell that asks: one per line")
        lead, body = lines[done : first - 1], lines[first - 1 : stmt.end_lineno]
        done = stmt.end_lineno or first
        question = _question(stmt, code, lesson)
        if question is not None:
            parts.append(_Part("ask", lead + body, questions=[question]))
        elif (isinstance(stmt, ast.FunctionDef) and stmt.name in lesson.askers) or (
            isinstance(stmt, ast.Expr) and lesson.asks(stmt.value, ("progress",))
        ):
            parts.append(_Part("drop", []))
        elif any(lesson.asks(n) or lesson.asker(n) for n in ast.walk(stmt)):
            raise _Unconvertible(
                f"a question is asked inside {ast.unparse(stmt).splitlines()[0][:60]!r}: ask each "
                "at the top level of its cell"
            )
        elif [blank_answer(line) for line in body if MARKER.search(line)]:  # one line each
            parts.append(_Part("answer", lead + body, names=_assigned(stmt)))
        else:
            parts.append(_Part("code", lead + body))
    if parts:
        parts[-1].lines.extend(lines[done:])
    return parts or [_Part("code", lines)]


def _assigned(stmt: ast.stmt) -> tuple[str, ...]:
    targets = getattr(stmt, "targets", [getattr(stmt, "target", None)])
    names = tuple(n.id for t in targets if t for n in ast.walk(t) if isinstance(n, ast.Name))
    if not isinstance(stmt, (ast.Assign, ast.AnnAssign)) or not names:
        raise _Unconvertible(
            f"{ast.unparse(stmt).splitlines()[0][:60]!r} is no answer line: name = VALUE  # ← prompt"
        )
    return names


def _question_parts(notebook: dict[str, Any], name: str) -> dict[int, list[_Part]]:
    """The parts of every code cell that asks or answers, by cell index; each answer line's
    part gets the questions that ask it."""
    lesson = _survey(notebook)
    found: dict[int, list[_Part]] = {}
    latest: dict[str, tuple[int, _Part]] = {}  # the latest answer line of each variable
    unasked: dict[str, int] = {}
    for index, cell in enumerate(notebook["cells"]):
        if cell.get("cell_type") != "code" or _DROPPED_TAGS & set(cell_tags(cell)):
            continue
        code = "".join(line for line in cell_lines(cell) if not dropped_line(line))
        where = f"lesson {name}, cell {index}"
        try:
            parts = _parts(code, lesson)
        except (_Unconvertible, LessonSourceError) as error:
            raise LessonSourceError(f"{where}: {error}") from None
        except SyntaxError as error:
            if MARKER.search(code) or any(f".{m}(" in code for m in _ASKS):
                raise LessonSourceError(f"{where} does not compile: {error.msg}") from None
            continue
        for part in parts:
            for answer in part.names:
                latest[answer] = (index, part)
            unasked.update(dict.fromkeys(part.names[:1], index))
            for question in part.questions if part.kind == "ask" else []:
                if question.name not in latest:
                    raise LessonSourceError(
                        f"{where}: the question of {question.name!r} has no answer line before "
                        f"it ({question.name} = VALUE  # ← prompt)"
                    )
                answered = latest[question.name][1]
                answered.questions.append(question)
                for answer in answered.names:
                    unasked.pop(answer, None)
        if any(p.kind != "code" for p in parts):
            found[index] = parts
    if unasked:
        answer, index = next(iter(unasked.items()))
        raise LessonSourceError(
            f"lesson {name}, cell {index}: the answer {answer!r} is never asked"
        )
    return found


# -- the graded copy --------------------------------------------------------------------------


def _text(lines: list[str]) -> str:
    return "".join(lines).strip("\n")


def _comment(text: str) -> list[str]:
    return [f"# {line}\n" for line in textwrap.wrap(" ".join(text.split()), 96)]


def _answer_source(part: _Part) -> str:
    """The answer cell: the questions as comments, the learner's line, the solution region."""
    out: list[str] = []
    for question in part.questions:
        out += _comment(f"({POINTS} point) {question.text or question.name}")
        if question.choices:
            quoted = (json.dumps(c, ensure_ascii=False) for c in question.choices)
            out += _comment(f"Choose one of: {', '.join(quoted)}.")
    for line in part.lines[next((k for k, x in enumerate(part.lines) if x.strip()), 0) :]:
        if MARKER.search(line):
            indent = line[: len(line) - len(line.lstrip())]
            line = line.rstrip("\n") + "\n"
            out += [blank_answer(line), f"{indent}### BEGIN SOLUTION\n", line]
            line = f"{indent}### END SOLUTION\n"
        out.append(line)
    return _text(out)


def _test_source(question: _Question) -> str:
    hidden = [question.imports, "", question.test] if question.imports else [question.test]
    return "\n".join(
        [
            f"# The test of {question.name} ({POINTS} point)",
            "from bjswitch_widgets.teaching.course import answer_note",
            "",
            f"note = answer_note({question.name}, {question.check})",
            "assert note is None, note",
            f'print("{question.name}: filled in. Whether it is right is graded after you submit.")',
            "### BEGIN HIDDEN TESTS",
            *hidden,
            "### END HIDDEN TESTS",
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

    def add_parts(self, parts: list[_Part], base: dict[str, Any]) -> None:
        """The cells of a question cell: its lesson code read-only, then for each question
        the answer cell and the test cell, in the order of the source."""
        code: list[str] = []
        for part in [*parts, _Part("drop", [])]:
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
    questions = _question_parts(notebook, name)
    out = _Cells(name)
    for index, cell in enumerate(notebook["cells"]):
        kind, base = cell.get("cell_type", "code"), cell.get("metadata", {})
        if _DROPPED_TAGS & set(cell_tags(cell)):
            continue
        if index in questions:
            out.add_parts(questions[index], base)
            continue
        text = _text([x for x in cell_lines(cell) if kind != "code" or not dropped_line(x)])
        if text.strip() or kind != "code":
            out.add(kind, text, base)
            if "attachments" in cell:
                out.cells[-1]["attachments"] = cell["attachments"]
    title = int(bool(out.cells) and out.cells[0]["cell_type"] == "markdown")
    out.add("markdown", _INTRO, {}, name="graded-copy")
    out.cells.insert(title, out.cells.pop())
    # every cell now has an id, which nbformat allows from 4.5 on
    minor = max(5, int(notebook.get("nbformat_minor") or 0))
    return stamp(
        {**notebook, "cells": out.cells, "nbformat": 4, "nbformat_minor": minor}, name, "nbgrader"
    )


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
