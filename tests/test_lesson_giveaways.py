"""No question gives its answer away (issue 23): the learner reads the markdown cell just before
a question first, so it must not contain the question's expected answer (the value written on
the answer line of the instructor's copy). Not counted: yes/no answers (the words are everywhere)
and one-character answers such as "1", and a text that lists every choice of a question alike.
"""

from __future__ import annotations

import ast
import re
from typing import Any

import pytest

from bjswitch_widgets.checks.answers import as_text
from bjswitch_widgets.teaching.lessons import (
    answers_written,
    cell_lines,
    every_default_folder,
    lesson_names,
    source,
)


def _questions(notebook: dict[str, Any]) -> list[tuple[int, str, Any, list[str] | None]]:
    """(cell index, question, expected answer, choices) of every ``lesson.ask``."""
    found = []
    for index, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] != "code":
            continue
        try:
            tree = ast.parse("".join(cell_lines(cell)))
        except SyntaxError:
            continue
        written = answers_written(tree)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "ask"):
                continue
            keywords = {k.arg: k.value for k in node.keywords}
            answer = node.args[2] if len(node.args) > 2 else keywords.get("answer")
            given = written.get(answer.id) if isinstance(answer, ast.Name) else None
            choices = _value(keywords.get("choices"))
            found.append((index, _value(node.args[0]), given, choices))
    return found


def _value(node: ast.expr | None) -> Any:
    try:
        return ast.literal_eval(node) if node is not None else None
    except (ValueError, TypeError):
        return None


def _before(notebook: dict[str, Any], index: int) -> str:
    for cell in reversed(notebook["cells"][:index]):
        if cell["cell_type"] == "markdown":
            return "".join(cell_lines(cell))
    return ""


def _appears(text: str, words: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(words)}(?!\w)", text, re.IGNORECASE) is not None


@pytest.mark.parametrize("name", lesson_names())
def test_no_question_has_its_answer_in_the_text_just_before_it(name):
    notebook = source(name)
    given_away = []
    for index, question, given, choices in _questions(notebook):
        if given in (None, ...):
            continue
        answer = as_text(given)
        if len(answer) < 2 or answer.casefold() in ("yes", "no"):
            continue
        text = _before(notebook, index)
        if isinstance(choices, list) and all(_appears(text, str(c)) for c in choices):
            continue  # the text names every choice alike
        if _appears(text, answer):
            given_away.append(f"cell {index}: {question!r} — {answer!r}")
    assert given_away == []


def test_the_scan_finds_an_answer_given_away():
    """The guard is not vacuous: a question right under its answer is found."""
    notebook = {
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": "A session lasts **10 rounds**."},
            {
                "cell_type": "code",
                "metadata": {},
                "outputs": [],
                "execution_count": None,
                "source": 'rounds = 10  # ←\nlesson.ask("How many rounds?", check, rounds)',
            },
        ]
    }
    ((index, _question, given, _choices),) = _questions(notebook)
    assert (index, given) == (1, 10) and _appears(_before(notebook, index), as_text(given))


def _asks(cell: dict[str, Any]) -> bool:
    return cell["cell_type"] == "code" and bool(_questions({"cells": [cell]}))


def _unfolded(text: str) -> str:
    """A markdown cell's text outside its ``<details>`` blocks (what shows before a click)."""
    return re.sub(r"<details>.*?</details>", "", text, flags=re.DOTALL)


EVERY_LESSON = [
    (folder, name) for folder in every_default_folder() for name in lesson_names(folder)
]


@pytest.mark.parametrize(("folder", "name"), EVERY_LESSON, ids=lambda v: getattr(v, "name", v))
def test_the_why_under_a_question_is_folded_until_the_learner_opens_it(folder, name):
    """Ask before tell (issue 26's walk-through): the text right under a question that explains
    it with the rules' own words (a quoted "> " line) keeps that explanation in a closed
    ``<details>``; in Voila, where no code is seen, it stood right under the answer box."""
    cells = source(name, folder)["cells"]
    shown = [
        f"cell {k}: {_unfolded(''.join(cell_lines(cell)))[:60]!r}"
        for k, cell in enumerate(cells[1:], start=1)
        if cell["cell_type"] == "markdown"
        and _asks(cells[k - 1])
        and not "".join(cell_lines(cell)).lstrip().startswith("#")  # a new section's opening
        and re.search(r"^>", _unfolded("".join(cell_lines(cell))), re.MULTILINE)
    ]
    assert shown == []


@pytest.mark.parametrize("folder", every_default_folder(), ids=lambda v: v.name)
def test_a_rules_section_is_shown_after_the_questions_it_answers(folder):
    """A lesson that shows a rules section (``rulebook("1.2")``) shows it after its questions
    on that section, not before them (lesson 00 opened with §1.2, which answers them)."""
    early = []
    for name in lesson_names(folder):
        cells = source(name, folder)["cells"]
        for k, cell in enumerate(cells):
            shown = re.findall(r'^rulebook\("([\d.]+)"\)', "".join(cell_lines(cell)), re.M)
            for section in shown if cell["cell_type"] == "code" else []:
                later = [
                    c
                    for c in cells[k + 1 :]
                    if _asks(c) and f"§{section})" in "".join(cell_lines(c))
                ]
                if later:
                    early.append(f"{name} cell {k}: §{section} before {len(later)} question(s)")
    assert early == []
