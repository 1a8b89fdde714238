"""The checks package keeps its shape: one module per concern, each opening with a docstring
that says what it holds, none too large, and no module reaching into another's private names."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bjswitch_widgets import checks

PACKAGE = Path(checks.__file__).parent
MODULES = sorted(PACKAGE.glob("*.py"))


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def sizes(module: ast.Module) -> list[tuple[str, str, int]]:
    """(kind, name, lines) of every function and class, nested ones too."""
    out = []
    for node in ast.walk(module):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            kind = "class" if isinstance(node, ast.ClassDef) else "function"
            assert node.end_lineno is not None
            out.append((kind, node.name, node.end_lineno - node.lineno + 1))
    return out


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_each_module_says_what_it_holds_and_stays_small(path):
    module = tree(path)
    assert ast.get_docstring(module), f"{path.name} opens with no docstring"
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 600
    for kind, name, lines in sizes(module):
        assert lines <= (400 if kind == "class" else 80), f"{path.name}: {kind} {name}: {lines}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_no_module_imports_anothers_private_names(path):
    for node in ast.walk(tree(path)):
        if isinstance(node, ast.ImportFrom):
            private = [a.name for a in node.names if a.name.startswith("_")]
            assert not private, f"{path.name} imports {private} from {node.module}"
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.attr.startswith("_") and not node.attr.startswith("__"):
                assert node.value.id in ("self", "cls"), f"{path.name}: {node.value.id}.{node.attr}"


def test_every_check_lives_in_a_topic_module_with_its_twin():
    for name in checks.__all__:
        if name.startswith("check_"):
            check = getattr(checks, name)
            twin = getattr(checks, name.replace("check_", "assert_", 1))
            assert check.__module__ == twin.__module__ != checks.__name__
