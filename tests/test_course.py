"""The nbgrader course (issue: "`python -m bjswitch_widgets lessons nbgrader OUT`"): every lesson
becomes an nbgrader assignment generated from its one source — an answer cell (the learner's
``name = ...  # ← prompt`` line, the answer in a solution region) and a graded test cell (a
visible "filled in and readable" note, the ``assert_*`` twin as a hidden test, 1 point) per
question, every other cell read-only, nothing that gives an answer away. The generator is tested
on its own, then end to end with nbgrader itself: generate_assignment for every lesson, a blank,
a right and a once-wrong submission through autograde, the exported grades and the feedback."""

from __future__ import annotations

import ast
import csv
import html
import json
import os
import re
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Any

import nbformat
import pytest
from homes import jupyter_env

from bjswitch_widgets import Assessment
from bjswitch_widgets.teaching import course, lessons
from bjswitch_widgets.teaching.lessons import LessonSourceError
from bjswitch_widgets.teaching.outline import outline

NAMES = lessons.lesson_names()
#: The lessons that ask with lesson.ask; the final assessment's questions are made per learner.
ASKING = [n for n in NAMES if not outline(lessons.source(n), n).assessment]
EXAM = "10_final_assessment"
GRADED = ("01_card_values", "05_worked_example", EXAM)
# Counted by hand in the lessons: every lesson.ask of 01 (2 on the shoe, 2 + 6 totals, 1 hand
# of the deal, 2 hits, 2 on busts) and of 05 (19: 11 on playing the hands, 8 on the worked example).
# The assessment: twelve topics, one question each (its notebook's text says twelve).
QUESTIONS = {"01_card_values": 15, "05_worked_example": 19, EXAM: 12}
BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"
HIDDEN, UNHIDDEN = "### BEGIN HIDDEN TESTS", "### END HIDDEN TESTS"


def text(cell: dict[str, Any]) -> str:
    return "".join(cell["source"])


def grader(cell: dict[str, Any]) -> dict[str, Any]:
    return cell["metadata"]["nbgrader"]


def by_id(notebook: dict[str, Any], grade_id: str) -> dict[str, Any]:
    (cell,) = [c for c in notebook["cells"] if grader(c)["grade_id"] == grade_id]
    return cell


def asks(notebook: dict[str, Any]) -> int:
    """How many questions the source asks: its ``lesson.ask(...)`` statements, and the calls of
    a function of the lesson that asks."""
    count = 0
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code" and "solution" not in cell["metadata"].get("tags", []):
            tree = ast.parse(text(cell))
            askers = {"lesson.ask"} | {
                f.name
                for f in tree.body
                if isinstance(f, ast.FunctionDef) and "lesson.ask(" in ast.unparse(f)
            }
            for stmt in tree.body:
                if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
                    count += ast.unparse(stmt.value.func) in askers
    return count


# -- the generator, without nbgrader ----------------------------------------------------------


@pytest.mark.parametrize("name", ASKING)
def test_every_question_becomes_one_answer_cell_and_one_test_of_one_point(name):
    notebook = course.nbgrader_copy(name)
    nbformat.validate(nbformat.from_dict(notebook))
    answers = [c for c in notebook["cells"] if grader(c)["solution"]]
    tests = [c for c in notebook["cells"] if grader(c)["grade"]]
    assert len(answers) == len(tests) == asks(lessons.source(name)) > 0
    assert len(tests) == QUESTIONS.get(name, len(tests))
    for answer in answers:
        assert not grader(answer)["locked"] and not grader(answer)["grade"]
        assert text(answer).count(BEGIN) == text(answer).count(END) >= 1
        assert re.search(r"= \.\.\.  # ←", text(answer).split(BEGIN)[0])
    for test in tests:
        meta = grader(test)
        assert meta["points"] == course.POINTS == 1 and meta["locked"] and not meta["solution"]
        visible, hidden = text(test).split(HIDDEN)
        assert hidden.strip().endswith(UNHIDDEN) and "assert_" not in visible
    others = [c for c in notebook["cells"] if not (grader(c)["solution"] or grader(c)["grade"])]
    assert all(grader(c)["locked"] for c in others)
    assert notebook["metadata"]["bjswitch_widgets"]["audience"] == "nbgrader"


@pytest.mark.parametrize("name", NAMES)
def test_grade_ids_are_unique_stable_and_name_the_lesson_and_the_answer(name):
    notebook = course.nbgrader_copy(name)
    ids = [grader(c)["grade_id"] for c in notebook["cells"]]
    assert len(ids) == len(set(ids)) and ids == [c["id"] for c in notebook["cells"]]
    assert all(re.fullmatch(r"[A-Za-z0-9_-]{1,64}", i) and i.startswith(f"{name}-") for i in ids)
    assert course.nbgrader_copy(name) == notebook  # the same ids when made again
    for cell in notebook["cells"]:
        if grader(cell)["solution"]:
            answer = grader(cell)["grade_id"].removeprefix(f"{name}-")
            assert re.search(rf"^{answer} = \.\.\.  # ←", text(cell), re.M)


@pytest.mark.parametrize("name", NAMES)
def test_nothing_in_the_graded_copy_gives_an_answer_away(name):
    """No widget with "Show the answer", no progress view, no cell or line kept for the
    instructor, no stored output, no folded explanation ("Why: §1.7 (open after you answer)",
    which states the answer); the answers only inside solution regions."""
    notebook = course.nbgrader_copy(name)
    source_text = json.dumps(lessons.source(name), ensure_ascii=False)
    if name in ("03_the_switch", "04_dealer_22_push"):  # the lessons have them: they must go
        assert "<details>" in source_text and "open after you answer" in source_text
    for cell in notebook["cells"]:
        source = text(cell)
        assert "<details" not in source and "after you answer" not in source
        assert not {"solution", "learner"} & set(cell["metadata"].get("tags", []))
        if cell["cell_type"] == "code":
            assert_code_gives_nothing_away(cell, (BEGIN, END))


def assert_code_gives_nothing_away(cell: dict[str, Any], region: tuple[str, str]) -> None:
    """A graded copy's code cell: no output, no widget asking or showing progress, no line for
    the instructor, and every answer line blank outside the solution ``region`` (its markers)."""
    source = text(cell)
    assert cell["outputs"] == [] and cell["execution_count"] is None
    assert "lesson.ask(" not in source and "lesson.progress(" not in source
    assert "NBVAL" not in source and not re.search(r"#\s*solution\s*$", source, re.M)
    begin, end = map(re.escape, region)
    outside = re.sub(rf"{begin}.*?{end}", "", source, flags=re.S)
    for line in outside.splitlines():
        assert "# ←" not in line or "= ...  # ←" in line or ": ...," in line, line


def test_an_answer_cell_keeps_the_learners_line_and_the_answer_in_its_region():
    cell = by_id(course.nbgrader_copy("01_card_values"), "01_card_values-ace_six")
    assert text(cell) == (
        "# (1 point) What is A♠ 6♦ worth, soft or hard?\n"
        "ace_six = ...  # ← A♠ 6♦\n"
        "### BEGIN SOLUTION\n"
        'ace_six = "soft 17"  # ← A♠ 6♦\n'
        "### END SOLUTION"
    )
    choices = by_id(course.nbgrader_copy("01_card_values"), "01_card_values-ace_two_eight")
    assert '# Choose one of: "hard 11", "soft 11", "hard 21", "soft 21".' in text(choices)


def run_test_cell(notebook: dict[str, Any], grade_id: str, **answers: Any) -> None:
    """Run a test cell as nbgrader's kernel would, after the lesson's imports."""
    namespace: dict[str, Any] = {}
    exec("from bjswitch_widgets.checks import *", namespace)
    namespace.update(answers)
    exec(text(by_id(notebook, grade_id)), namespace)


def test_the_test_cell_runs_the_assert_twin_and_its_visible_part_only_says_filled_in(capsys):
    """A♠ 6♦ is soft 17 (§1.1): 'soft 17' passes; 'hard 17' fails on the hidden assert_total
    with the explanation; a blank or unreadable answer fails on the visible note."""
    notebook = course.nbgrader_copy("01_card_values")
    test = text(by_id(notebook, "01_card_values-ace_six-test"))
    assert "assert_total(['A♠', '6♦'], ace_six, soft_or_hard=True)" in test.split(HIDDEN)[1]
    run_test_cell(notebook, "01_card_values-ace_six-test", ace_six="soft 17")
    assert "ace_six: filled in" in capsys.readouterr().out
    with pytest.raises(AssertionError, match=r"(?s)the answer is 'soft 17'.*§1\.1"):
        run_test_cell(notebook, "01_card_values-ace_six-test", ace_six="hard 17")
    with pytest.raises(AssertionError, match=r"^No answer yet: write your answer in place of"):
        run_test_cell(notebook, "01_card_values-ace_six-test", ace_six=...)
    with pytest.raises(AssertionError, match="could not read 'sfot 17' as a total") as wrong:
        run_test_cell(notebook, "01_card_values-ace_six-test", ace_six="sfot 17")
    assert "soft 17'" not in str(wrong.value).replace("'sfot 17'", "")


def test_the_twins_leave_their_own_frames_out_of_a_pytest_traceback():
    """``__tracebackhide__`` in assert_total and Feedback.require: a grader running pytest shows
    the test's line and the explanation (nbgrader's kernel: see the config's xmode Minimal)."""
    from bjswitch_widgets.checks import assert_total

    with pytest.raises(AssertionError, match="the answer is 'soft 17'") as caught:
        assert_total(["A♠", "6♦"], "hard 17")
    assert [e.name for e in caught.traceback] == [
        "test_the_twins_leave_their_own_frames_out_of_a_pytest_traceback",
        "assert_",
        "require",
    ]
    assert [e.name for e in caught.traceback.filter(caught)] == [caught.traceback[0].name]


def test_a_question_asked_by_a_helper_function_gets_the_helpers_arguments():
    """03 asks each proposed exchange through ask_exchange(exchange, answer) (§1.7)."""
    notebook = course.nbgrader_copy("03_the_switch")
    answer = text(by_id(notebook, "03_the_switch-ten_and_six"))
    test = text(by_id(notebook, "03_the_switch-ten_and_six-test"))
    assert answer.startswith("# (1 point) Is exchanging 10♥ and 6♥ a legal switch for Ann?")
    assert (
        "assert_switch_proposal(ann_1, ann_2, ('10♥', '6♥'), ten_and_six, others=ben_hands)"
        in test.split(HIDDEN)[1]
    )
    assert not any("def ask_exchange" in text(c) for c in notebook["cells"])


def test_a_check_of_the_lessons_own_is_required_like_a_twin():
    notebook = course.nbgrader_copy("05_worked_example")
    test = text(by_id(notebook, "05_worked_example-natural_shoe-test"))
    assert "check_natural_shoe(natural_shoe).require()" in test.split(HIDDEN)[1]


def my_lessons(folder: Path, *cells: dict[str, Any]) -> Path:
    folder.mkdir(exist_ok=True)
    notebook = {
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": ["# My quiz"]},
            *cells,
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (folder / "my_quiz.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    return folder


def code(*lines: str, tags: tuple[str, ...] = ()) -> dict[str, Any]:
    return {
        "cell_type": "code", "metadata": {"tags": list(tags)}, "outputs": [],
        "execution_count": None, "source": "\n".join(lines),
    }  # fmt: skip


IMPORTS = code(
    "from bjswitch_widgets import Lesson",
    "from bjswitch_widgets.checks import check_total",
    'lesson = Lesson("my_quiz")',
)


@pytest.mark.parametrize(
    ("cell", "says"),
    [
        (
            code(
                "for q in [1]:",
                "    lesson.ask('?', lambda a: check_total(['A♠'], a), q, section='My quiz')",
            ),
            "is asked inside 'for q in [1]:'",
        ),
        (code("lesson.ask('?', lambda a: check_total(['A♠'], a), 'soft 11')"), "not a variable"),
        (
            code("t = 17  # ← A♠ 6♦", "lesson.ask('?', lambda a, b: check_total(['A♠'], a), t)"),
            "lambda of more than one parameter",
        ),
        (code("t = 17  # ← A♠ 6♦"), "the answer 't' is never asked"),
        (code("lesson.ask('?', lambda a: check_total(['A♠'], a), t)"), "has no answer line"),
        (
            code("print(17)  # ← A♠ 6♦", "lesson.ask('?', check_total, t)"),
            "an answer line must be one assignment or one dict entry on one line",
        ),
        (
            code("for q in [1]:", "    t = 17  # ← A♠ 6♦", "lesson.ask('?', check_total, t)"),
            "'for q in [1]:' is no answer line",
        ),
    ],
)
def test_a_question_that_cannot_become_a_test_names_its_lesson_and_cell(tmp_path, cell, says):
    folder = my_lessons(tmp_path / "mine", IMPORTS, cell)
    with pytest.raises(LessonSourceError, match=re.escape(says)) as error:
        course.nbgrader_copy("my_quiz", folder)
    assert str(error.value).startswith("lesson my_quiz, cell 2")


def release(cell: dict[str, Any]) -> str:
    """An answer cell as nbgrader releases it, with the config's empty code stub."""
    from nbgrader.preprocessors import ClearSolutions

    node = nbformat.from_dict({**cell, "source": text(cell)})
    assert ClearSolutions(code_stub={"python": ""})._replace_solution_region(node, "python")
    return str(node.source)


def test_a_dict_entry_answer_is_released_blank_inside_its_dict(tmp_path):
    folder = my_lessons(
        tmp_path / "mine",
        IMPORTS,
        code(
            "deal = {",
            '    "hand 1": "A♠ 6♦",  # ← hand 1',
            "}",
            "lesson.ask('Deal?', lambda a: check_total(a['hand 1'], 'soft 17'), deal)",
        ),
        code("print('for the practice copies only')", tags=("practice",)),
    )
    notebook = course.nbgrader_copy("my_quiz", folder)
    answer = text(by_id(notebook, "my_quiz-deal"))
    released = release(by_id(notebook, "my_quiz-deal"))
    assert released.endswith('deal = {\n    "hand 1": ...,  # ← hand 1\n    \n}')
    space: dict[str, Any] = {}
    exec(answer, space)
    assert space["deal"] == {"hand 1": "A♠ 6♦"}
    exec(released, space)
    assert space["deal"] == {"hand 1": ...}
    assert not any("practice copies" in text(c) for c in notebook["cells"])
    test = text(by_id(notebook, "my_quiz-deal-test"))
    assert "assert_total(deal['hand 1'], 'soft 17')" in test.split(HIDDEN)[1]


def run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bjswitch_widgets", *args],
        capture_output=True, text=True, encoding="utf-8", cwd=cwd, timeout=300,
    )  # fmt: skip


def test_the_command_writes_a_course_and_keeps_what_is_there(tmp_path):
    done = run_cli("lessons", "nbgrader", "course", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("wrote ") == len(NAMES) + 1
    for name in NAMES:
        written = json.loads(
            (tmp_path / "course/source" / name / f"{name}.ipynb").read_text("utf-8")
        )
        assert written == course.nbgrader_copy(name)
    config = tmp_path / "course" / "nbgrader_config.py"
    assert config.read_text(encoding="utf-8") == course.CONFIG
    config.write_text(course.CONFIG + "c.CourseDirectory.course_id = 'mine'\n", encoding="utf-8")
    again = run_cli("lessons", "nbgrader", "course", cwd=tmp_path)
    assert again.returncode == 0 and again.stdout.count("kept ") == len(NAMES) + 1
    assert "course_id" in config.read_text(encoding="utf-8")
    forced = run_cli("lessons", "nbgrader", "course", "--force", cwd=tmp_path)
    assert forced.returncode == 0 and config.read_text(encoding="utf-8") == course.CONFIG
    helped = run_cli("lessons", "--help", cwd=tmp_path)
    assert (
        "learner|solution|nbgrader|otter OUT" in helped.stdout
        and "nbgrader_config.py" in helped.stdout
    )


def test_the_command_grades_an_instructors_own_notebooks_but_never_over_them(tmp_path):
    cell = code(
        "t = 'soft 17'  # ← A♠ 6♦",
        "lesson.ask('A♠ 6♦?', lambda a: check_total(['A♠', '6♦'], a), t)",
    )
    folder = my_lessons(tmp_path / "mine", IMPORTS, cell)
    done = run_cli("lessons", "nbgrader", "out", "--from", "mine", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out/source/my_quiz/my_quiz.ipynb").is_file()
    over = run_cli("lessons", "nbgrader", "mine", "--from", "mine", cwd=tmp_path)
    assert over.returncode == 2 and "cannot be written over their source" in over.stderr
    assert sorted(p.name for p in folder.iterdir()) == ["my_quiz.ipynb"]


# -- end to end with nbgrader -----------------------------------------------------------------


def nbgrader(course_dir: Path, env: dict[str, str], *args: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "nbgrader", *args],
        capture_output=True, text=True, encoding="utf-8", errors="replace", cwd=course_dir,
        env=env, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    assert "[ERROR]" not in done.stderr and "| ERROR]" not in done.stderr, done.stderr[-4000:]


def submit(course_dir: Path, lesson: str, student: str, answers: dict[str, str]) -> None:
    """The released notebook with the lines ``name = ...  # ← prompt`` replaced."""
    notebook = json.loads((course_dir / "release" / lesson / f"{lesson}.ipynb").read_text("utf-8"))
    for cell in notebook["cells"]:
        cell["source"] = "\n".join(answers.get(x, x) for x in text(cell).split("\n"))
    out = course_dir / "submitted" / student / lesson / f"{lesson}.ipynb"
    out.parent.mkdir(parents=True)
    out.write_text(json.dumps(notebook, ensure_ascii=False), encoding="utf-8")


def right_answers(lesson: str) -> dict[str, str]:
    """Each learner's line mapped to the instructor's answer line of the same question."""
    cells = [c for c in lessons.source(lesson)["cells"] if c["cell_type"] == "code"]
    lines = [x for c in cells for x in lessons.cell_lines(c)]
    return {
        lessons.blank_answer(x).rstrip("\n"): x.rstrip("\n")
        for x in lines
        if lessons.MARKER.search(x)
    }


def exam_answers(name: str) -> dict[str, str]:
    """The assessment's learner lines filled in for ``name``: the name, and the right answer
    to each question made from it."""
    exam = Assessment(name)
    prompt = "# ← your answer to question"
    answers = {
        f"answer_{i.number} = ...  {prompt} {i.number}": f"answer_{i.number} = {i.best!r}  "
        f"{prompt} {i.number}"
        for i in exam.items
    }
    line = "your_name = ...  # ← your name or student number, in quotes"
    return {**answers, line: line.replace("...", repr(name))}


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A course: every lesson released; 01, 05 and the assessment autograded for a blank, a right and (01) a
    once-wrong student; the grades exported; the feedback of 01's once-wrong student."""
    tmp = tmp_path_factory.mktemp("course")
    # nbgrader runs `alembic` (its database's migrations) from the PATH: beside this Python, or
    # in its scripts folder (Windows: Scripts\ below python.exe); it logs in UTF-8 everywhere
    scripts = [str(Path(sys.executable).parent), sysconfig.get_path("scripts")]
    path = os.pathsep.join([*dict.fromkeys(scripts), os.environ.get("PATH", "")])
    env = jupyter_env(tmp, PATH=path, PYTHONIOENCODING="utf-8")
    course_dir = tmp / "course"
    course.write_course(course_dir)
    nbgrader(course_dir, env, "generate_assignment", "*")
    for lesson in GRADED:
        right = exam_answers("Ada Lovelace") if lesson == EXAM else right_answers(lesson)
        submit(course_dir, lesson, "blank", {})
        submit(course_dir, lesson, "right", right)
    once_wrong = right_answers("01_card_values")
    once_wrong["ace_six = ...  # ← A♠ 6♦"] = 'ace_six = "hard 17"  # ← A♠ 6♦'
    submit(course_dir, "01_card_values", "once_wrong", once_wrong)
    for lesson in GRADED:
        nbgrader(course_dir, env, "autograde", lesson)
    nbgrader(course_dir, env, "export")
    nbgrader(course_dir, env, "generate_feedback", "01_card_values", "--student", "once_wrong")
    return course_dir


def test_nbgrader_releases_every_lesson_with_the_answers_and_hidden_tests_taken_out(graded):
    assert sorted(p.name for p in (graded / "release").iterdir()) == NAMES
    for name in NAMES:
        released = (graded / "release" / name / f"{name}.ipynb").read_text(encoding="utf-8")
        assert "BEGIN SOLUTION" not in released and "HIDDEN TESTS" not in released
        cells = json.loads(released)["cells"]
        assert all(c.get("outputs", []) == [] for c in cells)
        assert not any("assert_" in text(c) for c in cells if grader(c)["grade"])
    notebook = json.loads(
        (graded / "release/01_card_values/01_card_values.ipynb").read_text(encoding="utf-8")
    )
    assert text(by_id(notebook, "01_card_values-ace_six")) == (
        "# (1 point) What is A♠ 6♦ worth, soft or hard?\nace_six = ...  # ← A♠ 6♦\n"
    )


def test_the_exported_grades_give_full_marks_to_the_right_answers_and_none_to_the_blank(graded):
    with (graded / "grades.csv").open(encoding="utf-8") as handle:
        rows = {(r["assignment"], r["student_id"]): r for r in csv.DictReader(handle)}
    for lesson, questions in QUESTIONS.items():
        assert float(rows[lesson, "right"]["score"]) == float(rows[lesson, "right"]["max_score"])
        assert float(rows[lesson, "right"]["max_score"]) == questions
        assert float(rows[lesson, "blank"]["score"]) == 0
    assert float(rows["01_card_values", "once_wrong"]["score"]) == QUESTIONS["01_card_values"] - 1


def errors(path: Path) -> list[tuple[str, dict[str, Any]]]:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    return [
        (grader(cell)["grade_id"], output)
        for cell in notebook["cells"]
        for output in cell.get("outputs", [])
        if output["output_type"] == "error"
    ]


def test_a_failing_test_shows_the_checks_explanation_without_the_packages_frames(graded):
    """Hand 01's ace_six: A♠ 6♦ is soft 17 (§1.1); the once-wrong student said hard 17."""
    autograded = graded / "autograded"
    (failed,) = errors(autograded / "once_wrong/01_card_values/01_card_values.ipynb")
    grade_id, output = failed
    assert grade_id == "01_card_values-ace_six-test" and output["ename"] == "AssertionError"
    shown = re.sub(r"\x1b\[[0-9;]*m", "", "".join(output["traceback"]))
    assert "You said 'hard 17'; the answer is 'soft 17'" in shown and "(§1.1)" in shown
    for lesson in GRADED:
        assert errors(autograded / "right" / lesson / f"{lesson}.ipynb") == []
        blank = errors(autograded / "blank" / lesson / f"{lesson}.ipynb")
        assert len(blank) == QUESTIONS[lesson]
        assert all(o["evalue"] == course.NO_ANSWER for _, o in blank)
    for path in autograded.rglob("*.ipynb"):
        for _, output in errors(path):
            shown = "".join(output["traceback"])
            assert "bjswitch_widgets/" not in shown and "File " not in shown, shown


def test_the_feedback_shows_the_student_the_explanation_and_the_score(graded):
    page = (graded / "feedback/once_wrong/01_card_values/01_card_values.html").read_text("utf-8")
    plain = html.unescape(re.sub(r"<[^>]+>", "", page))
    total = QUESTIONS["01_card_values"]
    assert f"Score: {total - 1}.0 / {total}.0" in plain
    assert "AssertionError: ✘ Not quite. You said 'hard 17'; the answer is 'soft 17'." in plain
    assert "bjswitch_widgets/checks" not in plain


def test_an_older_notebook_becomes_a_valid_nbformat_4_5_course_notebook(tmp_path):
    """Cell ids (every nbgrader cell has one) exist from nbformat 4.5: a 4.4 source is lifted."""
    folder = my_lessons(tmp_path / "mine", IMPORTS)
    path = folder / "my_quiz.ipynb"
    old = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**old, "nbformat_minor": 4}), encoding="utf-8")
    graded = course.nbgrader_copy("my_quiz", folder)
    assert graded["nbformat_minor"] == 5
    nbformat.validate(nbformat.from_dict(graded))
