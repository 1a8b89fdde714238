"""The lessons in Russian (issue 26): one source per lesson per language, the Russian beside the
English in ``bjswitch_widgets/notebooks/ru/`` with the same names, kept in step by these tests.
Both languages ask the same questions, in the same order, with the same checks and the same
answers: the cells, their kinds and tags are the same, and the code is the same but for the
learner's words (a question, its choices, its section, a printed sentence, a comment) and one
line, ``set_language("ru")``. The prose differs; a Russian reader finds no English in it (code,
card ranks and the names of things aside). nbval runs the Russian copies with the English ones
(``bjswitch_widgets/`` is a test path): their stored outputs show every answer right."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import pytest

from bjswitch_widgets.language import in_language
from bjswitch_widgets.teaching import lessons
from bjswitch_widgets.teaching.outline import (
    lesson_number,
    lessons_table,
    outline,
    outline_problems,
)

ROOT = Path(__file__).resolve().parent.parent
ENGLISH = ROOT / "bjswitch_widgets" / "notebooks"
RUSSIAN = ENGLISH / "ru"
NAMES = lessons.lesson_names(ENGLISH)
#: The lessons learners take, all of which are written in Russian (the instructors' notebook
#: too once it is; until then it is the one English notebook a Russian folder may lack).
TRANSLATED = sorted(p.stem for p in RUSSIAN.glob("*.ipynb"))
LESSONS = [n for n in NAMES if n != "instructor_scenarios"]


def notebook(folder: Path, name: str) -> dict[str, Any]:
    return json.loads((folder / f"{name}.ipynb").read_text(encoding="utf-8"))


def text(cell: dict[str, Any]) -> str:
    return "".join(cell["source"])


# -- the same lesson in two languages --------------------------------------------------------------


def _statements(source: str) -> list[ast.stmt]:
    """A code cell's statements, the Russian lesson's ``set_language("ru")`` and its import
    dropped (comments are not in the tree)."""
    body = []
    for stmt in ast.parse(source).body:
        if ast.unparse(stmt) == "set_language('ru')":
            continue
        if isinstance(stmt, ast.ImportFrom):
            stmt.names = [a for a in stmt.names if a.name != "set_language"]
        body.append(stmt)
    return body


def differences(en: Any, ru: Any, where: str = "", in_check: bool = False) -> list[str]:
    """Where the Russian code is not the English one: the same tree, node for node, but a
    string outside a check (a ``lambda``) may be put in Russian words (Cyrillic in it); a
    string left in Latin letters, and everything a check reads, is the English one.

    >>> differences(ast.parse('ask("Hit?", lambda a: f(a, "hit"), "hit")'),
    ...             ast.parse('ask("Ещё?", lambda a: f(a, "hit"), "взять карту")'))
    []
    >>> differences(ast.parse('f(lambda a: g(a, "hit"))'), ast.parse('f(lambda a: g(a, "ещё"))'))
    ["...: 'hit' became 'ещё' inside a check"]
    """
    if isinstance(en, ast.AST):
        if type(en) is not type(ru):
            return [f"{where}: {type(en).__name__} became {type(ru).__name__}"]
        if isinstance(en, ast.Constant) and isinstance(en.value, str):
            same = en.value == ru.value if isinstance(ru.value, str) else False
            if same or (not in_check and re.search(r"[А-Яа-яЁё]", ru.value or "")):
                return []
            inside = " inside a check" if in_check else ""
            return [f"{where or '...'}: {en.value!r} became {ru.value!r}{inside}"]
        checking = in_check or isinstance(en, ast.Lambda)
        found = []
        for field in en._fields:
            found += differences(getattr(en, field), getattr(ru, field), where, checking)
        return found
    if isinstance(en, list):
        if not isinstance(ru, list) or len(en) != len(ru):
            return [f"{where}: {len(en)} items became {len(ru) if isinstance(ru, list) else ru}"]
        return [
            d
            for one, two in zip(en, ru, strict=True)
            for d in differences(one, two, where, in_check)
        ]
    return [] if en == ru else [f"{where}: {en!r} became {ru!r}"]


def test_every_lesson_is_written_in_russian() -> None:
    assert [n for n in LESSONS if n not in TRANSLATED] == []
    assert [n for n in TRANSLATED if n not in NAMES] == []  # the same names, nothing else


@pytest.mark.parametrize("name", TRANSLATED)
def test_both_languages_have_the_same_cells_and_the_same_code(name: str) -> None:
    en, ru = notebook(ENGLISH, name), notebook(RUSSIAN, name)
    shape = [(c["cell_type"], c.get("metadata", {}).get("tags", [])) for c in en["cells"]]
    assert [(c["cell_type"], c.get("metadata", {}).get("tags", [])) for c in ru["cells"]] == shape
    for i, (one, two) in enumerate(zip(en["cells"], ru["cells"], strict=True)):
        if one["cell_type"] == "code":
            found = differences(_statements(text(one)), _statements(text(two)), f"cell {i}")
            assert found == [], f"{name}: the code differs"
    meta_en, meta_ru = outline(en, name), outline(ru, name)
    assert (meta_ru.minutes, len(meta_ru.objectives)) == (meta_en.minutes, len(meta_en.objectives))
    assert (meta_ru.assessment, meta_ru.instructors) == (meta_en.assessment, meta_en.instructors)


@pytest.mark.parametrize("name", TRANSLATED)
def test_a_russian_lesson_speaks_russian_from_its_first_code_cell(name: str) -> None:
    """The kernel speaks Russian before the lesson is made: the checks, hints, tables and the
    progress say their words in Russian (a learner adds no line of their own)."""
    first = next(text(c) for c in notebook(RUSSIAN, name)["cells"] if c["cell_type"] == "code")
    calls = [ast.unparse(s) for s in ast.parse(first).body]
    assert "set_language('ru')" in calls
    lesson = [i for i, c in enumerate(calls) if c.startswith("lesson = Lesson(")]
    assert not lesson or calls.index("set_language('ru')") < lesson[0]


@pytest.mark.parametrize("name", TRANSLATED)
def test_a_russian_lesson_keeps_the_conventions_in_russian(name: str) -> None:
    """Its title ``# Урок NN — …``, its objectives cell as the metadata writes it in Russian,
    every question under a heading of its own lesson."""
    ru = notebook(RUSSIAN, name)
    with in_language("ru"):
        assert outline_problems(ru, name) == []
        assert lessons.problems(ru, name) == []
    if name[:2].isdigit():
        assert text(ru["cells"][0]).startswith(f"# Урок {lesson_number(name)} — ")


#: Words a Russian lesson may write in Latin letters: card ranks, rule codes, names of programs
#: and of the table's files and profiles, the players of the scenarios.
LATIN = {
    "A", "K", "Q", "J", "EV", "H17", "S17", "JupyterLab", "Jupyter", "Voila", "Python", "Binder",
    "JupyterLite", "nbgrader", "Ann", "Ben", "Cleo", "Dan", "Cy", "Dee", "JSON", "switch", "classic",
    "online_switch",
    "jack_switch", "Tab", "Enter", "Shift", "Esc", "Check", "SwitchTable", "Trainer", "Lesson",
    "Advisor", "Ctrl", "Run", "All", "CSV", "otter", "otter-grader", "Gradescope",
}  # fmt: skip


def _prose(markdown: str) -> str:
    """A markdown cell's prose: code blocks and spans, links' targets, HTML tags and
    references (§1.7) taken out."""
    markdown = re.sub(r"```.*?```", " ", markdown, flags=re.S)
    markdown = re.sub(r"`[^`]*`", " ", markdown)
    markdown = re.sub(r"\]\([^)]*\)", "]", markdown)
    return re.sub(r"<[^>]*>", " ", markdown)


@pytest.mark.parametrize("name", TRANSLATED)
def test_a_russian_reader_finds_no_english_in_the_prose(name: str) -> None:
    ru = notebook(RUSSIAN, name)
    english = sorted(
        {
            word
            for cell in ru["cells"]
            if cell["cell_type"] == "markdown"
            for word in re.findall(r"[A-Za-z][A-Za-z'’-]+", _prose(text(cell)))
            if word not in LATIN
        }
    )
    assert english == [], f"{name}: English words in the Russian prose"
    objectives = ru["metadata"]["bjswitch_widgets"]["objectives"]
    assert all(re.search(r"[А-Яа-яЁё]", o) for o in objectives)


def test_the_russian_readme_table_is_written_from_the_metadata() -> None:
    """notebooks/ru/README.md lists the Russian lessons as their metadata says, in Russian,
    and the English README points to it."""
    readme = (ROOT / "notebooks" / "ru" / "README.md").read_text(encoding="utf-8")
    with in_language("ru"):
        table = lessons_table([(n, lessons.source(n, RUSSIAN)) for n in TRANSLATED])
    assert table in readme, "notebooks/ru/README.md's lessons table is out of date"
    assert "| блокнот | минут | чему вы научитесь |" in table and "`09_practice`" in table
    assert "`instructor_scenarios`" not in table
    english = (ROOT / "notebooks" / "README.md").read_text(encoding="utf-8")
    assert "(ru/README.md)" in english
