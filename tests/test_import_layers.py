"""The package's modules depend one way (issue 22): no import circle, counting the imports made
inside a function (a circle hidden in a function is still a circle: ``Hand.rule`` imported the
narration, which imported legality, which imported the state), and no subpackage imports from
the package's top (``from .. import X`` runs the whole package first and hides where X lives).

The graph is read from the source (``ast``), so a test import cannot hide a circle that an
import order happens to tolerate. Imports under ``if TYPE_CHECKING:`` are for the type checker
only and are not counted.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = "bjswitch_widgets"
ROOT = Path(__file__).resolve().parent.parent / PACKAGE


def _modules() -> dict[str, tuple[Path, bool]]:
    """Every module by its dotted name → (its file, whether it is a package's ``__init__``)."""
    out = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        package = parts[-1] == "__init__"
        out[".".join(parts[:-1] if package else parts)] = (path, package)
    return out


MODULES = _modules()


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth, but those under ``if TYPE_CHECKING:``."""
    for child in ast.iter_child_nodes(tree):
        if isinstance(child, ast.If) and _type_checking(child):
            for node in child.orelse:
                yield from _import_nodes(ast.Module(body=[node], type_ignores=[]))
            continue
        if isinstance(child, (ast.Import, ast.ImportFrom)):
            yield child
        yield from _import_nodes(child)


def _target(name: str, node: ast.ImportFrom) -> str:
    """The module a ``from … import`` reads from, absolute."""
    if not node.level:
        return node.module or ""
    _, package = MODULES[name]
    here = name.split(".") if package else name.split(".")[:-1]
    base = here[: len(here) - (node.level - 1)]
    return ".".join([*base, *([node.module] if node.module else [])])


def _imports(name: str) -> set[str]:
    """The package's modules that ``name`` imports (a name taken from a package counts as the
    package, unless it is a submodule)."""
    path, _ = MODULES[name]
    out: set[str] = set()
    for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names}
            continue
        target = _target(name, node)
        for alias in node.names:
            sub = f"{target}.{alias.name}"
            out.add(sub if sub in MODULES else target)
    return {m for m in out if m in MODULES and m != name}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_circle_finder_finds_a_circle_and_only_one():
    """Worked by hand: a → b → c → a is one circle; d → a hangs off it; e stands alone."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert _circles(graph) == [["a", "b", "c"]]
    assert _circles({"a": {"b"}, "b": set()}) == []


def test_imports_inside_functions_and_from_packages_are_read():
    """The reader sees what the test is for: the lazy widgets of the package's top (imports
    inside ``__getattr__``) and a name taken from a subpackage (``from ..rules import …``)."""
    assert f"{PACKAGE}.widgets.table" in _imports(f"{PACKAGE}.widgets")
    assert f"{PACKAGE}.rules" in _imports(f"{PACKAGE}.round")
    assert f"{PACKAGE}.engine.actions" in _imports(f"{PACKAGE}.engine.legality")


def test_no_module_imports_itself_back_through_others():
    graph = {name: _imports(name) for name in MODULES}
    assert _circles(graph) == []


def test_no_subpackage_imports_from_the_packages_top():
    """Inside ``bjswitch_widgets/<sub>/`` every name comes from the module that defines it, never
    ``from .. import X`` or ``from bjswitch_widgets import X``."""
    offenders = []
    for name, (path, package) in MODULES.items():
        depth = name.count(".")  # bjswitch_widgets.checks.table: 2; bjswitch_widgets.checks: 1
        if depth < 2 and not (depth == 1 and package):
            continue  # the top level's own modules
        for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and _target(name, node) == PACKAGE:
                offenders.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}")
            if isinstance(node, ast.Import) and any(a.name == PACKAGE for a in node.names):
                offenders.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}")
    assert offenders == []


def test_the_teaching_tools_sit_above_the_engine_and_below_the_widgets():
    """The README's layers (issue 22): the rules, the engine, the strategy, the checks and replay
    never depend on the teaching tools (``teaching/``: lessons, course, handouts, progress,
    practice, authoring), which are built on them; only the widgets, the command line and the
    package's top (``stack``, ``progress``) use them. The teaching tools never import the
    widgets, so a lesson's copies, a handout or the progress file need no widget library."""
    teaching, widgets = f"{PACKAGE}.teaching", f"{PACKAGE}.widgets"

    def inside(module: str, package: str) -> bool:
        return module == package or module.startswith(f"{package}.")

    users = {PACKAGE, f"{PACKAGE}.__main__"}
    below = {
        f"{name} imports {target}"
        for name in MODULES
        if not (name in users or inside(name, teaching) or inside(name, widgets))
        for target in _imports(name)
        if inside(target, teaching)
    }
    assert below == set(), "a module below the teaching tools imports them"
    upward = {
        f"{name} imports {target}"
        for name in MODULES
        if inside(name, teaching)
        for target in _imports(name)
        if inside(target, widgets)
    }
    assert upward == set(), "a teaching module imports the widgets"
