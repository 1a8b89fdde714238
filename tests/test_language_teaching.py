"""Russian for the rest of the teaching tools (issue 25, group "teaching_rest"): ``stack``'s
refusals, the lessons' scenarios, a saved practice's reasons, a lesson's outline (its checks and
the objectives heading), the lessons' copies and their command, and the nbgrader course's notes.

* Pseudo-language: every error these modules raise, the course's learner notes and cells and the
  objectives heading go through the catalogue: no word outside a ⟦…⟧.
* Russian, worked out by hand: the plural forms at 1, 2, 5, 11, 21, 22 wherever a count shows
  (minutes, positions, cards, characters); whole sentences.
* English stays as it was (the other tests of these modules compare it byte for byte).
"""

from __future__ import annotations

import ast
import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from pseudo import leaks as all_leaks
from pseudo import pseudo

from bjswitch_widgets import InvalidInputError
from bjswitch_widgets.__main__ import main
from bjswitch_widgets.checks import check_total
from bjswitch_widgets.errors import quote
from bjswitch_widgets.language import in_language, ngettext
from bjswitch_widgets.rules import CLASSIC, PROFILES
from bjswitch_widgets.teaching import course
from bjswitch_widgets.teaching.authoring import stack
from bjswitch_widgets.teaching.course import answer_note, nbgrader_copy
from bjswitch_widgets.teaching.course_questions import question_parts
from bjswitch_widgets.teaching.lessons import (
    LessonSourceError,
    Traversable,
    Written,
    _learner_copy,
    blank_answer,
    lesson_names,
    problems,
    reading_code,
    source,
    write,
    write_copies,
)
from bjswitch_widgets.teaching.notebook_shape import check_cell, check_notebook
from bjswitch_widgets.teaching.outline import (
    META,
    Outline,
    objectives_markdown,
    outline,
    outline_problems,
)
from bjswitch_widgets.teaching.practice_store import check_state
from bjswitch_widgets.teaching.scenarios import lesson_scenario

#: Words a text may show untranslated: the profiles' names, the players', stack()'s parameters.
NAMES = lesson_names()
CODE_WORDS = {
    *"_".join([*PROFILES, "two_boxes"]).split("_"),
    "Ann",
    "Ben",
    "dealer",
    "draws",
    "hands",
}


def leaks(text: str, allowed: set[str]) -> list[str]:
    """The words of ``text`` outside every ⟦…⟧ but ``allowed`` ones, quoted ones too
    (``'Ann'``)."""
    return [w for w in all_leaks(text) if w.strip("'’") not in allowed]


# ------------------------------------------------------------------ stack() and the scenarios

PAIR = [["5♠", "10♥"], ["10♣", "6♥"]]
#: A table of boxes of one position each, up to two boxes (no built-in table has it).
TWO_BOXES_OF_ONE = CLASSIC.replace(name="two_boxes", max_boxes=2)

#: Every refusal of stack(): (hands, dealer, draws, profile).
REFUSALS: list[tuple[Any, Any, Any, Any]] = [
    ({"Ann": [["5♠", "10♥"], ["10♣"]]}, ["9♣", "7♦"], (), "switch"),
    ({"Ann": [["5♠", "10♥", "2♣"], ["10♣", "6♥"]]}, ["9♣"], (), "switch"),
    ({"Ann": [["5♠", "10♥"]]}, ["9♣", "7♦"], (), "switch"),
    ({"Ann": PAIR * 4}, ["9♣"], (), "online_switch"),
    ({"Ann": [["5♠", "10♥"]] * 3}, ["9♣"], (), TWO_BOXES_OF_ONE),
    ({"Ann": ["5♠", "10♥"]}, ["9♣", "7♦"], (), "classic"),
    ({"Ann": PAIR}, [], (), "switch"),
    ({"Ann": PAIR}, ["9♣"], ["K♦"], "switch"),
    ({"Ann": PAIR}, ["9♣", "7♦", "2♠"], (), "switch"),
    ({"Ann": PAIR}, ["9♣", "7♦"], (), "online_switch"),
    ({"Ann": [["5x", "10♥"], ["10♣", "6♥"]]}, ["9♣", "7♦"], (), "switch"),
    ({"Ann": [["5♠", 10], ["10♣", "6♥"]]}, ["9♣", "7♦"], (), "switch"),
    ({"Ann": PAIR}, 9, (), "switch"),
    ({"Ann": "5♠ 10♥"}, ["9♣", "7♦"], (), "switch"),
    ({}, ["9♣", "7♦"], (), "switch"),
    ({f"P{k}": PAIR for k in range(8)}, ["9♣", "7♦"], (), "switch"),
    ({"Ann": [["A♠", "A♠"], ["A♠", "A♠"]]}, ["A♠", "A♠"], ["A♠"], "switch"),
]


def _refusal(hands: Any, dealer: Any, draws: Any, profile: Any) -> str:
    with pytest.raises(InvalidInputError) as caught:
        stack(hands, dealer, draws, profile=profile)
    return str(caught.value)


@pytest.mark.parametrize("case", range(len(REFUSALS)))
def test_pseudo_every_refusal_of_stack_is_translated(case: int) -> None:
    with pseudo():
        text = _refusal(*REFUSALS[case])
    names = {f"P{k}" for k in range(8)}
    assert leaks(text, allowed=CODE_WORDS | names | {"x"}) == [], text


def test_pseudo_an_unknown_lesson_scenario() -> None:
    with pseudo(), pytest.raises(InvalidInputError) as caught:
        lesson_scenario("nope")
    assert leaks(str(caught.value), allowed={"nope", "worked", "example"}) == []


def test_russian_refusals_of_stack() -> None:
    with in_language("ru"):
        missing = _refusal(*REFUSALS[0])
        boxes = _refusal(*REFUSALS[3])
        dealer = _refusal(*REFUSALS[8])
        later = _refusal(*REFUSALS[9])
        one_each = _refusal(*REFUSALS[4])
    assert missing == (
        "'Ann', позиция 2: не хватает карты — позиции сдаются две карты (первая, вторая), а не "
        "['10♣']; карты, взятые позже, идут в draws (§1.3)"
    )
    assert boxes == (
        "у 'Ann' 8 позиций: игрок за столом 'online_switch' играет от 1 до 3 боксов по 2 позиции "
        "(§3)"
    )
    assert dealer == "dealer: в ['9♣', '7♦', '2♠'] 3 карты, а дилеру сдаются две карты (§1.3)"
    assert later.startswith("dealer: в ['9♣', '7♦'] 2 карты, а дилеру сдаётся одна карта; ")
    assert one_each == (
        "у 'Ann' 3 позиции: игрок за столом 'two_boxes' играет от 1 до 2 боксов по одной позиции "
        "(§1.2)"
    )


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (1, "у 'Ann' 1 позиция:"),
        (5, "у 'Ann' 5 позиций:"),
        (11, "у 'Ann' 11 позиций:"),
        (21, "у 'Ann' 21 позиция:"),
        (22, "у 'Ann' 22 позиции:"),
    ],
)
def test_russian_positions_counted(n: int, words: str) -> None:
    """A Switch table: one box of two positions, so any count but 2 is refused (2 is not)."""
    with in_language("ru"):
        text = _refusal({"Ann": [["5♠", "10♥"]] * n}, ["9♣"], (), "switch")
    assert text == f"{words} игрок за столом 'switch' играет одним боксом из 2 позиций (§1.2)"


def test_russian_two_positions_at_a_table_of_one() -> None:
    with in_language("ru"):
        text = _refusal({"Ann": PAIR}, ["9♣", "7♦"], (), "classic")
    assert text == (
        "у 'Ann' 2 позиции: игрок за столом 'classic' играет одним боксом из 1 позиции (§1.2)"
    )


@pytest.mark.parametrize(
    ("n", "words"),
    [(3, "3 карты"), (5, "5 карт"), (11, "11 карт"), (21, "21 карта"), (22, "22 карты")],
)
def test_russian_too_many_dealer_cards_counted(n: int, words: str) -> None:
    """classic deals the dealer two cards: three or more are refused, counted."""
    dealer = ["2♣"] * n
    with in_language("ru"):
        text = _refusal({"Ann": [["5♠", "10♥"]]}, dealer, (), "classic")
    assert text == f"dealer: в {quote(dealer)} {words}, а дилеру сдаются две карты (§1.3)"


def test_russian_unknown_lesson_scenario() -> None:
    with in_language("ru"), pytest.raises(InvalidInputError) as caught:
        lesson_scenario("nope")
    assert str(caught.value) == (
        "нет сценария урока с именем 'nope' (имена — это файлы в папке сценариев уроков, например "
        "'worked_example')"
    )


# ------------------------------------------------------------------ a saved practice

SAVED: dict[str, Any] = {
    "version": 1,
    "profile": "switch",
    "focus": None,
    "deals": 1,
    "rng": [3, [0] * 624 + [624], None],
    "history": [[1, "hard", "hit", "hit", True, True, 0.0]],
    "tallies": {
        "hard": {
            "answered": 1, "right": 1, "first_tries": 1, "right_first_try": 1, "cost": 0.0,
            "recent": [True],
        }
    },
    "queue": [{"kind": "hard", "scenario": {"profile": "switch"}, "due": 3, "gap": 2, "streak": 0}],
    "drill": {"kind": "hard", "scenario": {"profile": "switch"}},
    "comeback": 0,
}  # fmt: skip


def _broken(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """SAVED with the field at ``path`` set to ``value``."""
    state = copy.deepcopy(SAVED)
    inner = state
    for key in path[:-1]:
        inner = inner[key]
    inner[path[-1]] = value
    return state


_TALLY = ("tallies", "hard")
_QUEUED = ("queue", 0)
#: Every reason a saved practice is refused, one field each.
BROKEN: list[Any] = [
    [5],
    _broken(("version",), 2),
    _broken(("queue",), "x"),
    _broken(("queue",), [{}] * 501),
    _broken(("comeback",), 1),
    _broken(("tallies",), []),
    _broken(("profile",), ""),
    _broken(("profile",), "x" * 41),
    _broken(("focus",), 3),
    _broken(("deals",), -1),
    _broken(("rng",), [3, 4]),
    _broken(("rng",), [3, [0] * 624, None]),
    _broken(("rng",), [4, [0] * 624 + [624], None]),
    _broken(("history",), [[1, 2]]),
    _broken(("history", 0, 0), "one"),
    _broken(("history", 0, 1), ""),
    _broken(("history", 0, 2), None),
    _broken(("history", 0, 3), 4),
    _broken(("history", 0, 4), "yes"),
    _broken(("history", 0, 5), 1),
    _broken(("history", 0, 6), "free"),
    _broken(("history", 0, 6), float("inf")),
    _broken(("tallies",), {"": SAVED["tallies"]["hard"]}),
    _broken(_TALLY, 7),
    _broken((*_TALLY, "answered"), None),
    _broken((*_TALLY, "right"), None),
    _broken((*_TALLY, "first_tries"), None),
    _broken((*_TALLY, "right_first_try"), None),
    _broken((*_TALLY, "cost"), None),
    _broken((*_TALLY, "recent"), None),
    _broken((*_TALLY, "recent"), [1]),
    _broken(("drill",), None),
    _broken(("drill", "scenario"), None),
    _broken(("drill", "scenario"), {"cards": ["2♣"] * 1000}),
    _broken(("drill", "kind"), None),
    _broken(("queue",), [None]),
    _broken((*_QUEUED, "scenario"), None),
    _broken((*_QUEUED, "scenario"), {"cards": ["2♣"] * 1000}),
    _broken((*_QUEUED, "kind"), None),
    _broken((*_QUEUED, "due"), None),
    _broken((*_QUEUED, "gap"), None),
    _broken((*_QUEUED, "streak"), None),
]


def _reason(state: Any) -> str:
    with pytest.raises(ValueError) as caught:
        check_state(state)
    return str(caught.value)


def test_the_saved_state_itself_is_accepted() -> None:
    assert check_state(SAVED)["queue"][0]["due"] == 3


@pytest.mark.parametrize("case", range(len(BROKEN)))
def test_pseudo_every_reason_a_saved_practice_is_refused_is_translated(case: int) -> None:
    with pseudo():
        text = _reason(BROKEN[case])
    # the generator's own reason (Python's, in English) is data
    python = {"state", "with", "version", "passed", "to", "Random", "setstate", "of"}
    assert (
        leaks(
            text,
            allowed={"switch", "x", "x" * 41, "one", "yes", "free", "inf", "True", "None"} | python,
        )
        == []
    ), text


def test_every_reason_is_a_different_one() -> None:
    """Each field is named: no two broken fields give the same English reason."""
    reasons = [_reason(state) for state in BROKEN]
    assert len(set(reasons)) == len(reasons)


def test_russian_reasons_of_a_saved_practice() -> None:
    with in_language("ru"):
        deals = _reason(_broken(("deals",), -1))
        queue = _reason(_broken(("queue",), "x"))
        kind = _reason(_broken((*_QUEUED, "kind"), None))
        long = _reason(_broken(("drill", "scenario"), {"cards": ["2♣"] * 1000}))
        version = _reason(_broken(("version",), 2))
    assert deals == "её число раздач — не целое число от 0 до 1\u00a0000\u00a0000\u00a0000 (-1)"
    assert queue == "её очередь заданий на повтор — не список длиной не больше 500 ('x')"
    assert kind == "вид задания с ошибкой — не имя длиной до 40 символов (None)"
    assert long == "сценарий её задания длиннее 4\u00a0000 символов"
    assert version == "у неё версия 2, а не 1"


# ------------------------------------------------------------------ a lesson's outline

GOOD = ["Give the value of any card.", "Tell soft from hard.", "Say when a hand busts."]
#: Every refusal of a lesson's outline.
OUTLINES: list[Any] = [
    None,
    {"objectives": GOOD[:2], "minutes": 10},
    {"objectives": GOOD, "minutes": 4},
    {"objectives": GOOD, "minutes": 10, "assessment": "yes"},
    {"objectives": GOOD, "minutes": 10, "level": 2},
]


def _outline_refusal(entry: Any) -> str:
    with pytest.raises(InvalidInputError) as caught:
        outline({"metadata": {META: entry}, "cells": []}, "lesson")
    return str(caught.value)


@pytest.mark.parametrize("case", range(len(OUTLINES)))
def test_pseudo_every_refusal_of_an_outline_is_translated(case: int) -> None:
    with pseudo():
        text = _outline_refusal(OUTLINES[case])
    fields = {"lesson", "bjswitch", "widgets", "objectives", "minutes", "assessment", "level"}
    words = {w for o in GOOD for w in o.rstrip(".").split()} | {"yes", "None"}
    assert leaks(text, allowed=fields | words) == [], text


def test_pseudo_the_objectives_heading_and_the_cells_problems() -> None:
    lesson = Outline(tuple(GOOD), 15)
    with pseudo():
        heading = objectives_markdown(lesson).splitlines()[0]
        notebook = copy.deepcopy(source("01_card_values"))
        notebook["cells"][0]["source"] = ["# Card values\n"]
        notebook["metadata"][META]["minutes"] += 5
        found = outline_problems(notebook, "01_card_values")
        del notebook["cells"][1]["metadata"]["tags"]
        found += outline_problems(notebook, "01_card_values")
    assert leaks(heading, allowed=set()) == [] and heading.startswith("⟦**")
    assert len(found) == 4
    for text in found:
        # the quoted cells are the lesson's own (English) text
        quoted = " ".join(re.findall(r"'[^']*'", text))
        assert leaks(text, allowed={w.strip("'") for w in re.findall(r"[\w'’-]+", quoted)}) == []


@pytest.mark.parametrize(
    ("minutes", "words"),
    [
        (1, "примерно 1 минута"),
        (2, "примерно 2 минуты"),
        (5, "примерно 5 минут"),
        (11, "примерно 11 минут"),
        (21, "примерно 21 минута"),
        (22, "примерно 22 минуты"),
    ],
)
def test_russian_objectives_heading(minutes: int, words: str) -> None:
    with in_language("ru"):
        text = objectives_markdown(Outline(tuple(GOOD), minutes))
    assert text.splitlines() == [f"**Чему вы научитесь** ({words}):", "", *(f"- {o}" for o in GOOD)]


def test_english_objectives_heading_is_as_it_was() -> None:
    text = objectives_markdown(Outline(tuple(GOOD), 15))
    assert text.splitlines()[0] == "**What you will be able to do** (about 15 minutes):"


def test_a_lesson_written_in_either_language_keeps_the_outline() -> None:
    """The objectives cell is checked against the heading in the lesson's language: an English
    lesson is no problem when the kernel speaks Russian, nor a Russian one when it speaks
    English."""
    notebook = copy.deepcopy(source("01_card_values"))
    lesson = outline(notebook, "01_card_values")
    with in_language("ru"):
        assert outline_problems(notebook, "01_card_values") == []
        notebook["cells"][1]["source"] = objectives_markdown(lesson).splitlines(keepends=True)
    assert "Чему вы научитесь" in "".join(notebook["cells"][1]["source"])
    assert outline_problems(notebook, "01_card_values") == []


def test_russian_refusals_of_an_outline() -> None:
    with in_language("ru"):
        few = _outline_refusal(OUTLINES[1])
        minutes = _outline_refusal(OUTLINES[2])
        unknown = _outline_refusal(OUTLINES[4])
        notebook = copy.deepcopy(source("01_card_values"))
        notebook["metadata"][META]["minutes"] += 5
        found = outline_problems(notebook, "01_card_values")
    assert few.startswith(
        "lesson: метаданные 'bjswitch_widgets': objectives — нужно от 3 до 5 предложений, каждое "
        "с точкой в конце (символов в каждом — не больше 160), а не ["
    )
    assert minutes == (
        "lesson: метаданные 'bjswitch_widgets': minutes — нужно целое число от 5 до 90, а не 4"
    )
    assert unknown == "lesson: метаданные 'bjswitch_widgets': неизвестные ключи ['level']"
    assert found[0].startswith(
        "ячейка 1: в ячейке целей должно быть то, что сказано в метаданных (напишите её заново по "
        "метаданным): '**Чему вы научитесь** (примерно "
    )


# ------------------------------------------------------------------ the nbgrader course


def _cell(notebook: dict[str, Any], grade_id: str) -> str:
    (cell,) = [c for c in notebook["cells"] if c["metadata"]["nbgrader"]["grade_id"] == grade_id]
    return "".join(cell["source"])


def _graded_texts(notebook: dict[str, Any]) -> list[str]:
    """What the course adds to a lesson for the student to read: the note after the title, and
    in each answer and test cell the comments, the prompts and what the test prints (the lesson's
    own questions and code left out: they are the lesson's text)."""
    found = [_cell(notebook, f"{notebook['metadata'][META]['lesson']}-graded-copy")]
    for cell in notebook["cells"]:
        meta = cell["metadata"]["nbgrader"]
        text = "".join(cell["source"])
        if meta["solution"]:
            found += re.findall(r"^# (⟦\(⟧1⟦ points?\) ⟧|⟦Choose one of: ⟧)", text, re.M)
            found += re.findall(r"# ← (⟦.*)$", text, re.M)
        if meta["grade"]:
            found += [text.splitlines()[0].removeprefix("# ").replace("answer_", "")]
            found += re.findall(r'^print\("(.*)"\)$', text, re.M)
    return found


def test_pseudo_a_lessons_graded_copy_says_its_own_words_in_the_language() -> None:
    with pseudo():
        notebook = nbgrader_copy("01_card_values")
    texts = _graded_texts(notebook)
    assert len(texts) > 30
    answers = [c["metadata"]["nbgrader"]["grade_id"] for c in notebook["cells"]]
    names = {w for a in answers for w in re.findall("[A-Za-z]+", a.split("-")[1])}
    for text in texts:
        assert leaks(text, allowed=names | {"shoe", "total", "cards"}) == [], text


class _Item:
    def __init__(self, number: int) -> None:
        self.number, self.best = number, "hit"


class _Exam:
    """A stand-in for the final assessment's key: the course's own texts are what is checked."""

    def __init__(self, name: str) -> None:
        self.items = [_Item(1), _Item(2)]


def test_pseudo_the_final_assessments_graded_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(course, "Assessment", _Exam)
    with pseudo():
        notebook = nbgrader_copy("10_final_assessment")
    texts = _graded_texts(notebook)
    ready = _cell(notebook, "10_final_assessment-code-" + _digest(notebook, "exam = "))
    texts.append(ast.literal_eval(ready.split("print(exam.note or ", 1)[1][:-1]))
    # the note; the name's prompt twice; each question's points and prompt twice; each test's
    # title and what it prints; "your questions are ready"
    assert len(texts) == 1 + 2 + 2 * 3 + 2 * 2 + 1, texts
    for text in texts:
        assert leaks(text, allowed={"your", "name", "answer"}) == [], text


def _digest(notebook: dict[str, Any], start: str) -> str:
    (cell,) = [c for c in notebook["cells"] if "".join(c["source"]).startswith(start)]
    return str(cell["metadata"]["nbgrader"]["grade_id"]).rsplit("-", 1)[1]


def test_pseudo_the_notes_of_a_test_cell() -> None:
    with pseudo():
        blank = answer_note(..., lambda a: check_total(["A♠", "6♦"], a))
        unreadable = answer_note("sfot 17", lambda a: check_total(["A♠", "6♦"], a))
    assert blank is not None and leaks(blank, allowed=set()) == []
    assert unreadable is not None and leaks(unreadable, allowed={"sfot"}) == []


def test_russian_notes_of_a_test_cell() -> None:
    with in_language("ru"):
        blank = answer_note(..., lambda a: check_total(["A♠", "6♦"], a))
    assert blank == "Ответа пока нет: напишите ответ вместо ... в строке выше, отмеченной # ←."
    assert answer_note(..., lambda a: a) == course.NO_ANSWER  # English as it was


def test_russian_graded_copy_of_a_lesson() -> None:
    with in_language("ru"):
        notebook = nbgrader_copy("01_card_values")
    note = _cell(notebook, "01_card_values-graded-copy")
    assert note.startswith("**Это оцениваемая копия урока.** В ней нет полей для ответов и кнопок ")
    assert note.endswith("после того, как вы сдадите работу: 1 балл за вопрос.")
    answer = _cell(notebook, "01_card_values-shoe_cards")  # from the Russian lesson (issue 26)
    assert answer.startswith("# (1 балл) Сколько карт в башмаке?\n")
    test = _cell(notebook, "01_card_values-shoe_cards-test").splitlines()
    assert test[0] == "# Тест ответа shoe_cards (1 балл)"
    assert (
        'print("shoe_cards: заполнено. Верно ли, оценят после того, как вы сдадите работу.")'
        in test
    )
    english = nbgrader_copy("01_card_values")
    assert _cell(english, "01_card_values-shoe_cards-test").splitlines()[0] == (
        "# The test of shoe_cards (1 point)"
    )


def test_russian_graded_copy_of_the_final_assessment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(course, "Assessment", _Exam)
    with in_language("ru"):
        notebook = nbgrader_copy("10_final_assessment")
    assert _cell(notebook, "10_final_assessment-your_name").splitlines()[0] == (
        "your_name = ...  # ← ваше имя или номер студенческого, в кавычках"
    )
    assert _cell(notebook, "10_final_assessment-answer_2").splitlines()[:2] == [
        "# (1 балл) Вопрос 2 — он напечатан выше.",
        "answer_2 = ...  # ← ваш ответ на вопрос 2",
    ]
    note = _cell(notebook, "10_final_assessment-graded-copy")
    assert note.startswith("**Это оцениваемая копия итоговой проверки.** Ваши вопросы ")
    assert "Подсказок нет." in note


# ------------------------------------------------------------------ a question that cannot be a test

ASK = "lesson.ask('?', lambda a: check_total(['A♠'], a), t)"
ANSWER = "t = 17  # ← A♠ 6♦"
#: Every question a graded copy cannot make a test of: the code cells after the imports.
UNGRADABLE: list[list[str]] = [
    [ANSWER, "lesson.ask('?', lambda a: check_total([(a := 2)], a), t)"],
    [ANSWER, "lesson.ask(*[1, 2])"],
    [ANSWER, "lesson.ask('?', check_total, t, 1)"],
    [ANSWER, "def helper(x):", "    print(x)", "    lesson.ask('?', check_total, x)", "helper(t)"],
    [ANSWER, "def helper(*x):", "    lesson.ask('?', check_total, x)", "helper(t)"],
    [ANSWER, "def helper(x, y):", "    lesson.ask('?', check_total, x)", "helper(t)"],
    [ANSWER, "lesson.ask('?', lambda a, b: check_total(['A♠'], a), t)"],
    [ANSWER, "lesson.ask('?', check_total, 'soft 11')"],
    [ANSWER, "lesson.ask('?', check_total, t); u = 1"],
    [ANSWER, "for q in [1]:", "    " + ASK],
    ["for q in [1]:", "    " + ANSWER, "lesson.ask('?', check_total, t)"],
    ["t = (  # ← A♠ 6♦"],
    [ASK],
    [ANSWER],
]


def _ungradable(lines: list[str]) -> str:
    imports = [
        "from bjswitch_widgets import Lesson",
        "from bjswitch_widgets.checks import check_total",
        'lesson = Lesson("my_quiz")',
    ]
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": "# My quiz"},
        {"cell_type": "code", "metadata": {}, "source": "\n".join(imports), "outputs": []},
        {"cell_type": "code", "metadata": {}, "source": "\n".join(lines), "outputs": []},
    ]
    with pytest.raises(LessonSourceError) as caught:
        question_parts({"cells": cells, "metadata": {}}, "my_quiz")
    return str(caught.value)


def test_every_ungradable_question_says_its_own_reason() -> None:
    reasons = [_ungradable(lines) for lines in UNGRADABLE]
    assert all(r.startswith("lesson my_quiz, cell 2") for r in reasons)
    assert len(set(reasons)) == len(reasons)


@pytest.mark.parametrize("case", range(len(UNGRADABLE)))
def test_pseudo_every_reason_a_question_cannot_be_a_test_is_translated(case: int) -> None:
    with pseudo():
        text = _ungradable(UNGRADABLE[case])
    # the lesson's own code, quoted, and Python's reason it does not compile are data
    code = {w for n in re.findall(r"\w+", "\n".join(UNGRADABLE[case])) for w in (n, *n.split("_"))}
    python = {"was", "never", "closed", "my", "quiz"}
    assert leaks(text, allowed=code | python) == [], text


def test_russian_reasons_a_question_cannot_be_a_test() -> None:
    with in_language("ru"):
        never = _ungradable(UNGRADABLE[-1])
        inside = _ungradable(UNGRADABLE[9])
        helper = _ungradable(UNGRADABLE[3])
    assert never == "урок my_quiz, ячейка 2: об ответе 't' ни разу не спрашивают"
    assert inside == (
        "урок my_quiz, ячейка 2: вопрос задан внутри 'for q in [1]:': задавайте каждый на верхнем "
        "уровне его ячейки"
    )
    assert helper == (
        "урок my_quiz, ячейка 2: функция helper() задаёт вопрос, поэтому больше ничего делать не "
        "должна"
    )


# ------------------------------------------------------------------ the lessons' copies and command


def _refused(make: Any) -> str:
    with pytest.raises(InvalidInputError) as caught:
        make()
    return str(caught.value)


class _Unreadable(Traversable):
    """A folder of lessons that cannot be listed."""

    name = "unreadable"

    def iterdir(self) -> Any:
        raise PermissionError(13, "Permission denied")

    def is_dir(self) -> bool:
        return True

    def is_file(self) -> bool:
        return False

    def joinpath(self, *other: str) -> Any:
        return self

    def __truediv__(self, other: str) -> Any:
        return self

    def open(self, *args: Any, **kwargs: Any) -> Any:
        raise PermissionError(13, "Permission denied")

    def read_bytes(self) -> bytes:
        raise PermissionError(13, "Permission denied")

    def read_text(self, *args: Any, **kwargs: Any) -> str:
        raise PermissionError(13, "Permission denied")

    def __str__(self) -> str:
        return "unreadable"

    def __repr__(self) -> str:
        return "unreadable"


def _code_cell(source: str) -> dict[str, Any]:
    return {"cell_type": "code", "metadata": {}, "source": source, "outputs": []}


def _nested(depth: int) -> list[Any]:
    inner: list[Any] = []
    for _ in range(depth):
        inner = [inner]
    return inner


def _problem_notebook() -> dict[str, Any]:
    """A notebook with each problem a lesson's checker names."""
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": "# Heading"},
        _code_cell('lesson = Lesson("other")\nx = 1  # ← x\nlesson.ask("Q?", f, x)'),
        _code_cell('lesson.ask("Q?", f, x, section="Nowhere")'),
        _code_cell('y = "c"  # ← y\nlesson.ask("R?", f, y, choices=["a", "b"])'),
    ]
    return {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


def _lesson_refusals(tmp_path: Any) -> list[str]:
    """Every refusal of lessons.py and notebook_shape.py (and their problems), in order."""
    empty = tmp_path / "empty"
    empty.mkdir(exist_ok=True)
    found = [
        _refused(lambda: lesson_names(str(tmp_path / "none"))),
        _refused(lambda: lesson_names(5)),  # type: ignore[arg-type]
        _refused(lambda: lesson_names(_Unreadable())),
        _refused(lambda: source("nope")),
        _refused(lambda: blank_answer(5)),  # type: ignore[arg-type]
        _refused(lambda: blank_answer("print(1)  # ← x\n")),
        _refused(lambda: write_copies(lambda f: {}, 5)),  # type: ignore[arg-type]
        _refused(lambda: write_copies(lambda f: {}, tmp_path / "out", source_folder=empty)),
        _refused(lambda: write("nbgrader", tmp_path / "out")),
        _refused(lambda: write("teacher", tmp_path / "out")),
        _refused(
            lambda: _learner_copy({"cells": [_code_cell("if True:\n    x = 1  # solution")]}, "q")
        ),
        _refused(lambda: _learner_copy({"cells": [_code_cell("print(1)  # ← x")]}, "q")),
    ]
    with pytest.raises(LessonSourceError) as caught, reading_code("deep"):
        raise RecursionError
    found.append(str(caught.value))
    found += problems(_problem_notebook(), "mine")
    shapes: list[Any] = [
        5,
        {"cell_type": "text"},
        {"cell_type": "code", "source": 5},
        {"cell_type": "code", "source": "x\x00"},
        {"cell_type": "code", "metadata": []},
        {"cell_type": "code", "metadata": {"tags": [1]}},
        {"cell_type": "code", "outputs": {}},
        {"cell_type": "markdown", "attachments": []},
    ]
    found += [_refused(lambda s=s: check_cell(s)) for s in shapes]
    notebooks: list[Any] = [
        [],
        {"cells": [], "metadata": []},
        {"cells": [], "nbformat": 3},
        {"cells": [5]},
        {"cells": [], "metadata": {"deep": _nested(70)}},
    ]
    found += [_refused(lambda n=n: check_notebook(n, "mine")) for n in notebooks]
    found.append(_refused(lambda: check_notebook([], "")))
    return found


def test_every_refusal_of_the_lessons_is_a_different_one(tmp_path: Any) -> None:
    found = _lesson_refusals(tmp_path)
    assert len(found) == 12 + 1 + 4 + 8 + 5 + 1
    assert len(set(found)) == len(found)


def test_pseudo_every_refusal_of_the_lessons_is_translated(tmp_path: Any) -> None:
    with pseudo():
        found = _lesson_refusals(tmp_path)
    # data: paths, the lessons' names, code quoted, Python's reasons, field names
    data = {
        w for n in (*NAMES, "mine", "nope", "teacher", "deep", "other", "q") for w in n.split("_")
    }
    code = {"print", "x", "y", "a", "b", "c", "Lesson", "section", "Nowhere", "Q", "R", "True"}
    python = {"Permission", "denied", "expected", "an", "indented", "block", "after", "if"}
    python |= {"statement", "on", "line", "code", "markdown", "raw", "text", "ipynb", "tmp"}
    python |= {
        "learner",
        "solution",
        "nbgrader",
        "otter",
        "lessons",
        "write",
        "bjswitch",
        "widgets",
    }
    python |= {"teaching", "course", "out", "NAME", "unreadable", "none", "empty", "deep"}
    for text in found:
        shown = text.replace(str(tmp_path), " ")
        assert leaks(shown, allowed=data | code | python) == [], text


def test_pseudo_the_commands_report() -> None:
    with pseudo():
        lines = [str(Written(Path("out/a.ipynb"), done)) for done in (True, False)]
    for line in lines:
        assert leaks(line, allowed={"out", "a", "ipynb", "force"}) == [], line


def test_russian_refusals_of_the_lessons(tmp_path: Any) -> None:
    with in_language("ru"):
        found = _lesson_refusals(tmp_path)
    assert found[3].startswith("урока 'nope' нет; уроки: ['00_start_here', ")
    assert found[5] == (
        "строка ответа — это одно присваивание или одна запись словаря в одной строке, а не "
        "'print(1)  # ← x'"
    )
    assert found[11] == (
        "урок q, ячейка 0: строка ответа — это одно присваивание или одна запись словаря в одной "
        "строке, а не 'print(1)  # ← x'"
    )
    assert found[13] == (
        "ячейка 1: Lesson('other') записывает ответы не под именем блокнота: напишите Lesson('mine')"
    )
    assert "ячейка: cell_type — нужно 'code', 'markdown' или 'raw', а не 'text'" in found
    assert "mine.ipynb: вложенность глубже 64 уровней" in found
    assert found[-1] == "блокнот — не блокнот (в нём нет списка ячеек)"


def test_the_lessons_command_speaks_russian(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each file one line in Russian; an error one line, exit status 2."""
    folder = tmp_path / "mine"
    folder.mkdir()
    notebook = {
        "cells": [{"cell_type": "markdown", "metadata": {}, "source": "# My quiz"}],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (folder / "my_quiz.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    out = tmp_path / "out"
    command = ["--lang", "ru", "lessons", "learner", str(out), "--from", str(folder)]
    assert main(command) == 0
    assert capsys.readouterr().out == f"записан  {out / 'my_quiz.ipynb'}\n"
    assert main(command) == 0
    assert capsys.readouterr().out == (
        f"оставлен {out / 'my_quiz.ipynb'} (он уже есть, и в нём могут быть ответы; --force "
        "заменит его)\n"
    )
    assert main(["--lang", "ru", "lessons", "teacher", str(out)]) == 2
    error = capsys.readouterr().err
    assert error == (
        "ошибка: неизвестный вид копии 'teacher': выберите один из видов learner, solution, "
        "nbgrader, otter\n"
    )


# ------------------------------------------------------------------ every count, in three forms

#: Each counted text of these modules (its English forms) and its Russian noun for n = 1, 2, 5,
#: 11, 21, 22, worked out by hand: the forms of 1 and 21, of 2 and 22, of 5 and 11.
COUNTED = [
    (("({n} point) {question}", "({n} points) {question}"), "балл балла баллов"),
    (("The test of {name} ({n} point)", "The test of {name} ({n} points)"), "балл балла баллов"),
    (
        (
            "{where} is nested more than {most} level deep",
            "{where} is nested more than {most} levels deep",
        ),
        "уровня уровней уровней",
    ),
    (
        ("{what} is longer than {most} character", "{what} is longer than {most} characters"),
        "символа символов символов",
    ),
    (
        (
            "a player at {table} plays one box of {n} position",
            "a player at {table} plays one box of {n} positions",
        ),
        "позиции позиций позиций",
    ),
    (
        (
            "a player at {table} plays 1 to {boxes} boxes of 1 position",
            "a player at {table} plays 1 to {boxes} boxes of 1 position",
        ),
        "бокса боксов боксов",
    ),
]


@pytest.mark.parametrize(("forms", "nouns"), COUNTED, ids=lambda x: str(x)[:30])
def test_russian_counts_take_three_forms(forms: tuple[str, str], nouns: str) -> None:
    one, two, five = nouns.split()
    wanted = {1: one, 2: two, 5: five, 11: five, 21: one, 22: two}
    for n, noun in wanted.items():
        with in_language("ru"):
            text = ngettext(*forms, n)
        assert f" {noun}" in text and text != forms[n != 1], (n, text)
        others = {one, two, five} - {noun}
        assert not any(re.search(rf"\b{o}\b", text) for o in others), (n, text)


def test_lessons_write_sends_the_otter_assignments_to_their_writer_in_russian(
    tmp_path: Any,
) -> None:
    with in_language("ru"):
        said = _refused(lambda: write("otter", tmp_path / "out"))
    assert said == (
        "задания otter-grader пишет bjswitch_widgets.teaching.otter.write_otter(out), а не "
        "lessons.write"
    )
