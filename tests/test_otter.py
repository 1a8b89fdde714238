"""The otter-grader export (issue: "`python -m bjswitch_widgets lessons otter OUT`"): every lesson
becomes an otter master notebook generated from its one source, as the nbgrader course does — a
question per ``lesson.ask``, its answer line inside a solution block (the student keeps ``name =
...  # ← prompt``), a public "filled in" test of no points and the ``assert_*`` twin as a hidden
test of the point. The generator is tested on its own (every lesson, English and Russian), then
end to end with otter itself: ``otter assign`` builds every lesson, and ``otter run`` grades a
right, a blank and a once-wrong submission of 01 and of the final assessment."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import nbformat
import pytest
import yaml
from homes import jupyter_env
from platforms import console_script
from test_course import asks, assert_code_gives_nothing_away

from bjswitch_widgets import Assessment
from bjswitch_widgets.errors import InvalidInputError
from bjswitch_widgets.language import in_language
from bjswitch_widgets.teaching import course, lessons, otter
from bjswitch_widgets.teaching.assessment import INSTRUCTOR
from bjswitch_widgets.teaching.lessons import LessonSourceError

EXAM = "10_final_assessment"
LANGS = {"en": lessons.default_folder("en"), "ru": lessons.default_folder("ru")}
EVERY = [(lang, name) for lang, folder in LANGS.items() for name in lessons.lesson_names(folder)]
# Counted by hand in the lesson: 01 asks 15 questions (2 on the shoe, 2 totals, 6 soft or hard,
# 1 hand of the deal, 2 hits, 2 on busts); the assessment 12 (its text: twelve new situations).
QUESTIONS = {"01_card_values": 15, EXAM: 12}
BEGIN, END = "# BEGIN SOLUTION NO PROMPT", "# END SOLUTION"


def text(cell: dict[str, Any]) -> str:
    return otter.text(cell)


def copy(lang: str, name: str) -> dict[str, Any]:
    with in_language(lang):
        return otter.otter_copy(name, LANGS[lang])


def blocks(notebook: dict[str, Any]) -> list[dict[str, Any]]:
    """The questions of a master notebook, read as otter reads its raw cells: each question's
    config, its solution cells, the cells of the question outside its blocks, its tests."""
    found: list[dict[str, Any]] = []
    where: list[str] = []  # the blocks open, outermost first
    for cell in notebook["cells"]:
        source = text(cell)
        boundary = re.match(r"# (BEGIN|END) (QUESTION|SOLUTION|TESTS)\b", source)
        if cell["cell_type"] == "raw" and boundary:
            begin, block = boundary.groups()
            if begin == "BEGIN":
                assert where == ([] if block == "QUESTION" else ["QUESTION"]), (source, where)
                where.append(block)
                if block == "QUESTION":
                    config = yaml.safe_load(source)
                    found.append({"config": config, "SOLUTION": [], "QUESTION": [], "TESTS": []})
            else:
                assert where and where[-1] == block, (source, where)
                where.pop()
            continue
        assert cell["cell_type"] != "raw" or source.startswith("# ASSIGNMENT CONFIG"), source
        if where:
            found[-1][where[-1]].append(cell)
    assert where == []
    return found


def read_test(cell: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """A test cell's config and its code."""
    config, code = text(cell).split('""" # END TEST CONFIG\n')
    assert config.startswith('""" # BEGIN TEST CONFIG\n')
    return yaml.safe_load(config.removeprefix('""" # BEGIN TEST CONFIG\n')), code


# -- the generator, without otter -------------------------------------------------------------


@pytest.mark.parametrize(("lang", "name"), EVERY)
def test_every_question_is_an_otter_question_with_its_solution_a_note_and_two_tests(lang, name):
    notebook = copy(lang, name)
    nbformat.validate(nbformat.from_dict(notebook))
    config = yaml.safe_load(text(notebook["cells"][0]))
    assert config["name"] == name and config["requirements"] == [otter.REQUIREMENT]
    assert not (config["init_cell"] or config["check_all_cell"] or config["export_cell"])
    questions = blocks(notebook)
    source = lessons.source(name, LANGS[lang])
    assert len(questions) == QUESTIONS.get(name, asks(source))
    with in_language(lang):
        graded = course.nbgrader_copy(name, LANGS[lang])
    tests = [c for c in graded["cells"] if c["metadata"]["nbgrader"]["grade"]]
    assert [q["config"]["name"] for q in questions] == [
        c["id"].removesuffix("-test") for c in tests
    ]
    for question, graded_test in zip(questions, tests, strict=True):
        assert question["config"]["points"] == 1 and question["config"]["check_cell"] is False
        for answer in question["SOLUTION"]:
            lines = text(answer).splitlines()
            assert [x.strip() for x in lines].count(BEGIN) == 1
            assert [x.strip() for x in lines].count(END) == 1
            assert re.search(r"(= |: )\.\.\.,?  # ←", text(answer).split(BEGIN)[0])
        note = question["QUESTION"][-1]
        assert "answer_note(" in text(note) and "assert_" not in text(note)
        public, hidden = question["TESTS"]
        (public_config, public_code), (hidden_config, hidden_code) = map(
            read_test, (public, hidden)
        )
        assert public_config == {"hidden": False, "points": 0}
        assert "answer_note(" in public_code and "assert_" not in public_code
        assert hidden_config == {"hidden": True}
        assert re.search(r"\bassert_\w+\(|\.require\(\)", hidden_code)
        nbgrader_hidden = text(graded_test).split(course.HIDDEN_TESTS[0] + "\n")[1]
        assert hidden_code == nbgrader_hidden.split("\n" + course.HIDDEN_TESTS[1])[0]
    assert notebook["metadata"]["bjswitch_widgets"]["audience"] == "otter"


@pytest.mark.parametrize(("lang", "name"), EVERY)
def test_nothing_outside_the_solutions_and_the_tests_gives_an_answer_away(lang, name):
    """What otter gives the student: every cell but the tests, the solution regions taken out.
    No widget with "Show the answer", no progress view, no cell or line kept for the instructor,
    no stored output, no answer on a line marked # ←, no hidden test."""
    notebook = copy(lang, name)
    in_tests = False
    for cell in notebook["cells"]:
        source = text(cell)
        if cell["cell_type"] == "raw":
            in_tests = source.startswith("# BEGIN TESTS") or (
                in_tests and not source.startswith("# END TESTS")
            )
            continue
        if in_tests:
            continue
        assert not {"solution", "learner", "widgets", "practice"} & set(
            cell["metadata"].get("tags", [])
        )
        assert "nbgrader" not in cell["metadata"]
        if cell["cell_type"] == "code":
            assert_code_gives_nothing_away(cell, (BEGIN, END))


def test_an_answer_cell_keeps_the_learners_line_and_its_tests_run_the_twin():
    """01's ace_six, A♠ 6♦ (§1.1): the answer cell, the note under it, its two tests."""
    (question,) = [
        q for q in blocks(copy("en", "01_card_values"))
        if q["config"]["name"] == "01_card_values-ace_six"
    ]  # fmt: skip
    (answer,) = question["SOLUTION"]
    assert text(answer) == (
        "# (1 point) What is A♠ 6♦ worth, soft or hard?\n"
        "ace_six = ...  # ← A♠ 6♦\n"
        "# BEGIN SOLUTION NO PROMPT\n"
        'ace_six = "soft 17"  # ← A♠ 6♦\n'
        "# END SOLUTION"
    )
    assert text(question["QUESTION"][-1]).startswith("# The test of ace_six (1 point)\n")
    assert read_test(question["TESTS"][1])[1] == (
        "from bjswitch_widgets.checks import assert_total\n\n"
        "assert_total(['A♠', '6♦'], ace_six, soft_or_hard=True)"
    )
    assert read_test(question["TESTS"][0])[1] == (
        "from bjswitch_widgets.teaching.course import answer_note\n\n"
        'note = answer_note(ace_six, lambda a: check_total(["A♠", "6♦"], a, soft_or_hard=True))\n'
        "assert note is None, note"
    )


def test_the_assessments_questions_are_made_from_the_name_and_solved_for_the_instructor():
    notebook = copy("en", EXAM)
    questions = blocks(notebook)
    assert len(questions) == 12
    name_cell, first = questions[0]["SOLUTION"]
    assert text(name_cell).startswith("your_name = ...  # ← your name or student number")
    assert f"your_name = {INSTRUCTOR!r}  #" in text(name_cell)
    assert text(first).startswith("# (1 point) Question 1, printed above.\nanswer_1 = ...  # ←")
    for question, item in zip(questions, Assessment(INSTRUCTOR).items, strict=True):
        n = item.number
        assert question["config"]["name"] == f"{EXAM}-answer_{n}"
        answer = question["SOLUTION"][-1]
        assert f"answer_{n} = {item.best!r}  # ← your answer to question {n}" in text(answer)
        assert read_test(question["TESTS"][1])[1] == f"exam.item({n}).check(answer_{n}).require()"
    assert "This is the graded copy of the final assessment" in "".join(
        map(text, notebook["cells"])
    )


def my_lessons(folder: Path, *cells: dict[str, Any]) -> Path:
    folder.mkdir(exist_ok=True)
    notebook = {
        "cells": [{"cell_type": "markdown", "metadata": {}, "source": ["# My quiz"]}, *cells],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (folder / "my_quiz.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    return folder


def cell(kind: str, *lines: str) -> dict[str, Any]:
    if kind != "code":
        return {"cell_type": kind, "metadata": {}, "source": "\n".join(lines)}
    return {
        "cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
        "source": "\n".join(lines),
    }  # fmt: skip


QUIZ = (
    cell("code", "from bjswitch_widgets import Lesson", "from bjswitch_widgets.checks import *"),
    cell("code", 'lesson = Lesson("my_quiz")'),
    cell("code", "t = 'soft 17'  # ← A♠ 6♦", "lesson.ask('A♠ 6♦?', lambda a: check_total(['A♠', '6♦'], a), t)"),
)  # fmt: skip


@pytest.mark.parametrize(
    ("kind", "line"),
    [
        ("code", "seed = 42  # SEED"),
        ("code", "x = 1  # SOLUTION"),
        ("code", "print('kept')  # IGNORE"),
        ("markdown", "```otter"),
        ("raw", "# BEGIN QUESTION"),
    ],
)
def test_what_otter_would_read_as_its_own_markup_is_refused_naming_the_cell(tmp_path, kind, line):
    folder = my_lessons(tmp_path / "mine", *QUIZ, cell(kind, line))
    with pytest.raises(LessonSourceError, match=re.escape("lesson my_quiz, cell 4: otter would")):
        otter.otter_copy("my_quiz", folder)


def test_a_cell_otter_would_ignore_by_its_first_line_is_kept(tmp_path):
    folder = my_lessons(tmp_path / "mine", *QUIZ, cell("markdown", "# Ignore the side bets"))
    notebook = otter.otter_copy("my_quiz", folder)
    assert text(notebook["cells"][-1]) == "\n# Ignore the side bets"
    assert len(blocks(notebook)) == 1


def test_write_otter_writes_every_lesson_and_keeps_what_is_there(tmp_path):
    out = tmp_path / "otter"
    written = otter.write_otter(out)
    names = lessons.lesson_names()
    assert [w.path.relative_to(out).as_posix() for w in written] == [
        *(f"{n}/{n}.ipynb" for n in names),
        "README.md",
    ]
    assert all(w.written for w in written)
    first = json.loads((out / "01_card_values/01_card_values.ipynb").read_text("utf-8"))
    assert first == otter.otter_copy("01_card_values")
    readme = out / "README.md"
    assert "otter assign 00_start_here/00_start_here.ipynb" in readme.read_text("utf-8")
    readme.write_text("my notes", encoding="utf-8")
    assert not any(w.written for w in otter.write_otter(out))
    assert readme.read_text(encoding="utf-8") == "my notes"
    assert all(w.written for w in otter.write_otter(out, force=True))
    assert readme.read_text(encoding="utf-8") != "my notes"
    mine = my_lessons(tmp_path / "mine", *QUIZ)
    with pytest.raises(InvalidInputError, match="source"):
        otter.write_otter(mine / "out", source_folder=mine)
    assert sorted(p.name for p in mine.iterdir()) == ["my_quiz.ipynb"]


def test_in_russian_the_export_is_made_from_the_russian_lessons_in_russian(tmp_path):
    """As ``lessons otter OUT --lang ru`` calls it: in Russian, from the default folder."""
    with in_language("ru"):
        otter.write_otter(tmp_path / "ru")
        graded = course.nbgrader_copy("01_card_values")
    written = json.loads((tmp_path / "ru/01_card_values/01_card_values.ipynb").read_text("utf-8"))
    assert written == copy("ru", "01_card_values")
    intro = next(c for c in graded["cells"] if c["id"] == "01_card_values-graded-copy")
    assert text(intro) in map(text, written["cells"]) and re.search(r"[а-я]{4}", text(intro))


# -- end to end with otter --------------------------------------------------------------------

#: otter's console script where pip put it (Windows: Scripts\otter.exe), else beside Python.
OTTER = console_script("otter") or Path(sys.executable).with_name("otter")
needs_otter = pytest.mark.skipif(
    importlib.util.find_spec("otter") is None and os.environ.get("CI") != "true",
    reason="otter-grader is not installed (the test extra installs it; CI=true runs this)",
)

# `otter assign --no-run-tests` on every master notebook of both languages, in one interpreter.
ASSIGN_ALL = """
import sys
from otter.cli import cli
for master, result in zip(sys.argv[1::2], sys.argv[2::2]):
    cli.main(["assign", "--no-run-tests", master, result], standalone_mode=False)
"""


def run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        args, capture_output=True, text=True, encoding="utf-8", errors="replace", cwd=cwd,
        env=env, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    return done


def grade(tmp: Path, env: dict[str, str], lesson: str, submission: Path) -> dict[str, Any]:
    """``otter run`` on ``submission`` with the lesson's autograder: what it printed, and the
    score of each question (results.json)."""
    (autograder,) = (tmp / "dist" / lesson / "autograder").glob(f"{lesson}-autograder_*.zip")
    results = tmp / "results" / f"{lesson}-{submission.parent.name}"
    results.mkdir(parents=True)
    done = run(
        [str(OTTER), "run", "-a", str(autograder), "-o", str(results), str(submission)], tmp, env
    )
    tests = json.loads((results / "results.json").read_text(encoding="utf-8"))["tests"]
    return {"printed": done.stdout, "tests": {t["name"]: t for t in tests}}


def submission(tmp: Path, lesson: str, who: str, notebook: dict[str, Any]) -> Path:
    path = tmp / "submissions" / who / f"{lesson}.ipynb"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(notebook, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The export in both languages, built by ``otter assign`` for every lesson; 01 and the
    assessment assigned by the command (01 as its config says: the solution graded first), then
    graded by ``otter run``: the solution, the blank student's copy and (01) a once-wrong one."""
    tmp = tmp_path_factory.mktemp("otter")
    env = jupyter_env(tmp, PYTHONIOENCODING="utf-8")  # otter prints ✘ and ♠ (not in cp1252)
    Path(env["HOME"]).mkdir()
    otter.write_otter(tmp / "en")
    with in_language("ru"):
        otter.write_otter(tmp / "ru")
    mine = my_lessons(tmp / "mine", *QUIZ, cell("markdown", "# Ignore the side bets"))
    otter.write_otter(tmp / "mine-otter", source_folder=mine)
    pairs = [
        str(part)
        for lang, name in [*EVERY, ("mine-otter", "my_quiz")]
        for part in (tmp / lang / name / f"{name}.ipynb", tmp / "built" / lang / name)
    ]
    run([sys.executable, "-c", ASSIGN_ALL, *pairs], tmp, env)
    run(
        [str(OTTER), "assign", "en/01_card_values/01_card_values.ipynb", "dist/01_card_values"],
        tmp,
        env,
    )
    run(
        [str(OTTER), "assign", "--no-run-tests", f"en/{EXAM}/{EXAM}.ipynb", f"dist/{EXAM}"],
        tmp,
        env,
    )
    found: dict[str, Any] = {"tmp": tmp}
    for lesson in QUESTIONS:
        for who in ("autograder", "student"):
            path = tmp / "dist" / lesson / who / f"{lesson}.ipynb"
            found[lesson, who] = grade(tmp, env, lesson, path)
    solution = json.loads(
        (tmp / "dist/01_card_values/autograder/01_card_values.ipynb").read_text("utf-8")
    )
    right, wrong = 'ace_six = "soft 17"  # ← A♠ 6♦', 'ace_six = "hard 17"  # ← A♠ 6♦'
    sources = [text(c) for c in solution["cells"]]
    assert sum(s.count(right) for s in sources) == 1
    for made_wrong in solution["cells"]:
        made_wrong["source"] = text(made_wrong).replace(right, wrong)
    once_wrong = submission(tmp, "01_card_values", "once_wrong", solution)
    found["once_wrong"] = grade(tmp, env, "01_card_values", once_wrong)
    return found


def scores(results: dict[str, Any]) -> dict[str, float]:
    return {k: t["score"] for k, t in results["tests"].items() if k != "Public Tests"}


@needs_otter
@pytest.mark.parametrize(("lang", "name"), EVERY)
def test_otter_assign_builds_every_lesson_with_the_answers_and_the_hidden_tests_taken_out(
    graded, lang, name
):
    built = graded["tmp"] / "built" / lang / name
    student = json.loads((built / "student" / f"{name}.ipynb").read_text(encoding="utf-8"))
    teacher = json.loads((built / "autograder" / f"{name}.ipynb").read_text(encoding="utf-8"))
    released = json.dumps(student, ensure_ascii=False)
    assert BEGIN not in released and "TEST CONFIG" not in released
    with in_language(lang):
        questions = blocks(otter.otter_copy(name, LANGS[lang]))
    for question in questions:
        hidden = read_test(question["TESTS"][1])[1].splitlines()[-1]
        assert hidden not in released
        for answer in question["SOLUTION"]:
            solution = text(answer).split(BEGIN)[1].split(END)[0].strip()
            assert json.dumps(solution, ensure_ascii=False)[1:-1] not in released
    assert student["metadata"]["otter"]["assignment_name"] == name
    tests = teacher["metadata"]["otter"]["tests"]
    assert len(tests) == QUESTIONS.get(name, asks(lessons.source(name, LANGS[lang])))
    for test in tests.values():
        (suite,) = test["suites"]
        assert [c["hidden"] for c in suite["cases"]] == [False, True] and test["points"] == 1
    public = student["metadata"]["otter"].get("tests", {})
    assert sorted(public) == sorted(tests)
    assert all(not c["hidden"] for t in public.values() for c in t["suites"][0]["cases"])


@needs_otter
def test_otter_keeps_a_cell_whose_first_line_it_would_read_as_ignore_this_cell(graded):
    built = graded["tmp"] / "built/mine-otter/my_quiz"
    for who in ("student", "autograder"):
        cells = json.loads((built / who / "my_quiz.ipynb").read_text(encoding="utf-8"))["cells"]
        assert text(cells[-1]).strip() == "# Ignore the side bets"


@needs_otter
def test_the_released_answer_cell_is_the_learners_line_alone(graded):
    path = graded["tmp"] / "dist/01_card_values/student/01_card_values.ipynb"
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    (answer,) = [c for c in cells if c.get("id") == "01_card_values-ace_six"]
    assert text(answer) == (
        "# (1 point) What is A♠ 6♦ worth, soft or hard?\nace_six = ...  # ← A♠ 6♦"
    )


@needs_otter
@pytest.mark.parametrize("lesson", list(QUESTIONS))
def test_otter_run_gives_the_solution_full_marks_and_the_blank_copy_none(graded, lesson):
    total = QUESTIONS[lesson]
    right, blank = graded[lesson, "autograder"], graded[lesson, "student"]
    assert f"Total Score: {total}.000 / {total}.000 (100.000%)" in right["printed"]
    assert len(scores(right)) == total and set(scores(right).values()) == {1}
    assert f"Total Score: 0.000 / {total}.000 (0.000%)" in blank["printed"]
    assert len(scores(blank)) == total and set(scores(blank).values()) == {0}
    notes = blank["tests"]["Public Tests"]["output"]
    assert notes.count(f"AssertionError: {course.NO_ANSWER}") == total


@needs_otter
def test_a_once_wrong_copy_loses_that_question_and_is_told_why(graded):
    """The once-wrong student said A♠ 6♦ is hard 17: it is soft 17 (§1.1)."""
    results = graded["once_wrong"]
    total = QUESTIONS["01_card_values"]
    assert f"Total Score: {total - 1}.000 / {total}.000" in results["printed"]
    lost = {k for k, v in scores(results).items() if v != 1}
    assert lost == {"01_card_values-ace_six"} and scores(results)[lost.pop()] == 0
    shown = " ".join(results["tests"]["01_card_values-ace_six"]["output"].split())
    assert "AssertionError: ✘ Not quite. You said 'hard 17'; the answer is 'soft 17'." in shown
    assert "(§1.1)" in shown
    assert results["tests"]["01_card_values-ace_six"]["visibility"] == "after_published"
