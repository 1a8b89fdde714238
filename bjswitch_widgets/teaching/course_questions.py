"""Reading a lesson's questions for its graded copy: each ``lesson.ask(...)`` with the answer
line it asks and the ``assert_*`` twin (or ``check(answer).require()``) that grades it.

:func:`question_parts` splits every code cell that asks or answers into its parts — lesson code,
an answer line ``name = VALUE  # ← prompt``, a question asked, or what the graded copy drops —
and gives each answer line the questions that ask it; :mod:`~bjswitch_widgets.teaching.course`
makes the cells of the graded copy from them. A question that cannot become a test (its answer
not the variable of an answer line before it, a lambda of two parameters, asked inside a loop,
…) is a LessonSourceError naming the lesson and the cell.
"""

from __future__ import annotations

import ast
import copy
from dataclasses import dataclass, field
from typing import Any, Literal

import bjswitch_widgets.checks as checks
from bjswitch_widgets.language import gettext as _

from .lessons import MARKER, LessonSourceError, blank_answer, cell_lines, cell_tags, dropped_line

__all__ = ["ASKS", "DROPPED_TAGS", "Part", "Question", "question_parts"]

#: The Lesson methods that ask a question.
ASKS = ("ask", "quiz")
#: The tags of the cells a graded copy leaves out: the instructor's answers and notes
#: (``solution``), notes on the widgets (``learner``, ``widgets``) and practice copies' cells.
DROPPED_TAGS = frozenset({"solution", "learner", "practice", "widgets"})


class _Unconvertible(Exception):
    """Why a question cannot become a test (made a LessonSourceError with its lesson and cell)."""


@dataclass(frozen=True)
class Question:
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
class Part:
    """A top-level statement of a cell with the lines above it: lesson code, an answer line, a
    question asked, or what the graded copy drops."""

    kind: Literal["code", "answer", "ask", "drop"]
    lines: list[str]
    names: tuple[str, ...] = ()
    questions: list[Question] = field(default_factory=list)


@dataclass(frozen=True)
class _Lesson:
    """How a notebook asks: its Lesson variables, its functions that ask a question (by name),
    the checks it imports from the package (local name: the package's name)."""

    owners: frozenset[str]
    askers: dict[str, ast.FunctionDef]
    package_checks: dict[str, str]

    def asks(self, node: ast.AST | None, methods: tuple[str, ...] = ASKS) -> bool:
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
            raise _Unconvertible(
                _("a check binds {name} again inside it").format(
                    name=repr(ast.unparse(inner.target))
                )
            )
    result = _Substitute(names).visit(copy.deepcopy(node))
    assert isinstance(result, ast.expr)
    return ast.fix_missing_locations(result)


def _arguments(call: ast.Call, names: list[str]) -> dict[str, ast.expr]:
    if any(isinstance(a, ast.Starred) for a in call.args) or any(
        k.arg is None for k in call.keywords
    ):
        raise _Unconvertible(_("a question's arguments are unpacked with * or **"))
    if len(call.args) > len(names):
        raise _Unconvertible(
            _("{function}() is given too many arguments").format(function=ast.unparse(call.func))
        )
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
        raise _Unconvertible(
            _("{function}() asks a question, so it must do nothing else").format(
                function=asker.name
            )
        )
    if spec.vararg or spec.kwarg or spec.posonlyargs or spec.kwonlyargs:
        raise _Unconvertible(
            _("{function}() asks a question: no *args, **kwargs, / or * in it").format(
                function=asker.name
            )
        )
    params = [a.arg for a in spec.args]
    bound = dict(zip(params[len(params) - len(spec.defaults) :], spec.defaults, strict=True))
    assert isinstance(call, ast.Call)
    bound.update(_arguments(call, params))
    if set(bound) != set(params):
        raise _Unconvertible(
            _("a call of {function}() misses a parameter").format(function=asker.name)
        )
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
        raise _Unconvertible(
            _("the check of {answer} is a lambda of more than one parameter").format(answer=answer)
        )
    body = _substitute(check.body, {spec.args[0].arg: ast.Name(answer, ast.Load())})
    if isinstance(body, ast.Call) and isinstance(body.func, ast.Name):
        real = lesson.package_checks.get(body.func.id, "")
        twin = real.replace("check_", "assert_", 1)
        if real.startswith("check_") and hasattr(checks, twin):
            body.func = ast.Name(twin, ast.Load())
            return ast.unparse(body), f"from bjswitch_widgets.checks import {twin}"
    return f"{_postfix(body)}.require()", ""


def _question(stmt: ast.stmt, code: str, lesson: _Lesson) -> Question | None:
    found = _asked(stmt, lesson)
    if found is None:
        return None
    call, bound = found
    parts = _arguments(call, ["question", "check", "answer"])
    parts = {k: _substitute(v, bound) for k, v in parts.items()} if bound else parts
    answer, check = parts.get("answer"), parts.get("check")
    if not isinstance(answer, ast.Name) or check is None:
        raise _Unconvertible(
            _("{code} has no check, or an answer that is not a variable").format(
                code=repr(ast.unparse(call)[:60])
            )
        )
    segment = None if bound else ast.get_source_segment(code, check)
    shown = segment if segment and "\n" not in segment else ast.unparse(check)
    test, imports = _test(check, answer.id, lesson)
    text, choices = _literal_text(parts.get("question")), _choices(parts.get("choices"))
    return Question(answer.id, text, choices, shown, test, imports)


def _parts(code: str, lesson: _Lesson) -> list[Part]:
    """A question cell's top-level statements, each with the comment and blank lines above."""
    lines = code.splitlines(keepends=True)
    parts: list[Part] = []
    done = 0  # the lines taken so far
    for stmt in ast.parse(code).body:
        first = min([stmt.lineno, *(d.lineno for d in getattr(stmt, "decorator_list", []))])
        if first <= done:
            raise _Unconvertible(_("two statements share a line in a cell that asks: one per line"))
        lead, body = lines[done : first - 1], lines[first - 1 : stmt.end_lineno]
        done = stmt.end_lineno or first
        question = _question(stmt, code, lesson)
        if question is not None:
            parts.append(Part("ask", lead + body, questions=[question]))
        elif (isinstance(stmt, ast.FunctionDef) and stmt.name in lesson.askers) or (
            isinstance(stmt, ast.Expr) and lesson.asks(stmt.value, ("progress",))
        ):
            parts.append(Part("drop", []))
        elif any(lesson.asks(n) or lesson.asker(n) for n in ast.walk(stmt)):
            raise _Unconvertible(
                _(
                    "a question is asked inside {code}: ask each at the top level of its cell"
                ).format(code=repr(ast.unparse(stmt).splitlines()[0][:60]))
            )
        elif [blank_answer(line) for line in body if MARKER.search(line)]:  # one line each
            parts.append(Part("answer", lead + body, names=_assigned(stmt)))
        else:
            parts.append(Part("code", lead + body))
    if parts:
        parts[-1].lines.extend(lines[done:])
    return parts or [Part("code", lines)]


def _assigned(stmt: ast.stmt) -> tuple[str, ...]:
    targets = getattr(stmt, "targets", [getattr(stmt, "target", None)])
    names = tuple(n.id for t in targets if t for n in ast.walk(t) if isinstance(n, ast.Name))
    if not isinstance(stmt, (ast.Assign, ast.AnnAssign)) or not names:
        raise _Unconvertible(
            _("{code} is no answer line: name = VALUE  # ← prompt").format(
                code=repr(ast.unparse(stmt).splitlines()[0][:60])
            )
        )
    return names


def question_parts(notebook: dict[str, Any], name: str) -> dict[int, list[Part]]:
    """The parts of every code cell that asks or answers, by cell index; each answer line's
    part gets the questions that ask it."""
    lesson = _survey(notebook)
    found: dict[int, list[Part]] = {}
    latest: dict[str, tuple[int, Part]] = {}  # the latest answer line of each variable
    unasked: dict[str, int] = {}
    for index, cell in enumerate(notebook["cells"]):
        if cell.get("cell_type") != "code" or DROPPED_TAGS & set(cell_tags(cell)):
            continue
        code = "".join(line for line in cell_lines(cell) if not dropped_line(line))
        # Translators: where a problem is, before a colon: "lesson 01_card_values, cell 4"
        where = _("lesson {name}, cell {index}").format(name=name, index=index)
        try:
            parts = _parts(code, lesson)
        except (_Unconvertible, LessonSourceError) as error:
            raise LessonSourceError(f"{where}: {error}") from None
        except SyntaxError as error:
            if MARKER.search(code) or any(f".{m}(" in code for m in ASKS):
                raise LessonSourceError(
                    _("lesson {name}, cell {index} does not compile: {error}").format(
                        name=name, index=index, error=error.msg
                    )
                ) from None
            continue
        for part in parts:
            for answer in part.names:
                latest[answer] = (index, part)
            unasked.update(dict.fromkeys(part.names[:1], index))
            for question in part.questions if part.kind == "ask" else []:
                if question.name not in latest:
                    raise LessonSourceError(
                        _(
                            "{where}: the question of {quoted} has no answer line before it "
                            "({name} = VALUE  # ← prompt)"
                        ).format(where=where, quoted=repr(question.name), name=question.name)
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
            _("lesson {name}, cell {index}: the answer {answer} is never asked").format(
                name=name, index=index, answer=repr(answer)
            )
        )
    return found
