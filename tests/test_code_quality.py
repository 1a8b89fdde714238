"""The code stays ruff clean, mypy --strict passes on the whole package, every room is small, and the engine never imports widgets."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from platforms import console_script
from process_helpers import run

ROOT = Path(__file__).resolve().parent.parent


def _tool(name: str) -> list[str]:
    found = console_script(name) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: install the test extras (pip install -e '.[test]')")
    return [found]


def test_ruff_is_clean():
    proc = run(*_tool("ruff"), "check", ".", cwd=ROOT, errors="replace")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_strict_on_the_whole_package():
    proc = run(*_tool("mypy"), cwd=ROOT, errors="replace", timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_the_engine_imports_without_ipywidgets():
    """The rules engine is pure Python: importing it loads no widget library."""
    code = (
        "import sys, bjswitch_widgets as b; "
        "b.replay({'players': ['Ann']}); "
        "bad = [m for m in sys.modules if m.split('.')[0] in ('ipywidgets', 'IPython')]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    proc = run(sys.executable, "-c", code, cwd=ROOT, errors="replace")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_the_lessons_import_without_the_course():
    """lessons and course depend one way (issue 22): the nbgrader course is built on the lessons'
    sources and writer, so importing the lessons must not load the course; a module-level
    import back would make the two a circle that only the order of imports holds together. A
    fresh interpreter, because this test process may have imported the course already."""
    code = (
        "import sys, bjswitch_widgets.teaching.lessons; "
        "sys.exit(1 if 'bjswitch_widgets.teaching.course' in sys.modules else 0)"
    )
    proc = run(sys.executable, "-c", code, cwd=ROOT, errors="replace")
    assert proc.returncode == 0, proc.stdout + proc.stderr or "importing lessons imported course"


PACKAGE = ROOT / "bjswitch_widgets"
LIMITS = {"module": 600, "class": 400, "function": 80}


def _modules():
    import ast

    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        yield path.relative_to(ROOT), text, ast.parse(text)


def test_every_room_is_small_enough_to_hold_in_your_head():
    """Size as a symptom: no module over 600 lines, no class over 400, no function over 80."""
    import ast

    too_big = []
    for path, text, tree in _modules():
        if text.count("\n") > LIMITS["module"]:
            too_big.append(f"{path}: {text.count(chr(10))} lines")
        for node in ast.walk(tree):
            kind = (
                "class"
                if isinstance(node, ast.ClassDef)
                else "function"
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                else None
            )
            if kind is not None:
                size = node.end_lineno - node.lineno + 1
                if size > LIMITS[kind]:
                    too_big.append(f"{path}:{node.lineno}: {kind} {node.name} has {size} lines")
    assert too_big == []


def test_no_module_imports_another_modules_private_names():
    import ast

    private = []
    for path, _, tree in _modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                for alias in node.names:
                    if alias.name.startswith("_") and not alias.name.startswith("__"):
                        private.append(f"{path}:{node.lineno}: {alias.name}")
    assert private == []


def test_every_module_says_what_it_holds():
    """Each module opens with a docstring, so a newcomer finds their room from the README."""
    import ast

    missing = [str(path) for path, _, tree in _modules() if not ast.get_docstring(tree)]
    assert missing == []
