"""The learner's and the instructor's copies of the lessons, generated from one source (issue 12,
item 3). The sources — the instructor's notebooks, answers in place — are
``bjswitch_widgets/notebooks/`` (shipped in the wheel, run by nbval in the main test run); the
learner's copies in ``notebooks/`` are generated from them and must equal what the generator
writes. In a learner's copy no answer is filled in and nothing is shown before it is asked; the
learner's copies run under nbval showing "No answer yet" notes, not errors. Both copies are
written by ``python -m bjswitch_widgets lessons``, also from an installed wheel."""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

import pytest
from homes import jupyter_env

from bjswitch_widgets.language import in_language
from bjswitch_widgets.teaching import lessons
from bjswitch_widgets.teaching.lessons import LessonSourceError, blank_answer
from bjswitch_widgets.teaching.outline import for_instructors

ROOT = Path(__file__).resolve().parent.parent
NAMES = lessons.lesson_names()
#: The lessons learners get: every notebook but those for instructors (instructor_scenarios).
LEARNER_NAMES = [name for name in NAMES if not for_instructors(lessons.source(name))]
LEARNER_COPIES = ROOT / "notebooks"
REGENERATE = ".venv/bin/python -m bjswitch_widgets lessons learner notebooks --force"
#: Each language's learner's copies (issue 26): the English in notebooks/, the Russian in
#: notebooks/ru/, generated from bjswitch_widgets/notebooks/ and bjswitch_widgets/notebooks/ru/.
COPIES = {"en": LEARNER_COPIES, "ru": LEARNER_COPIES / "ru"}
REGENERATE_IN = {
    "en": REGENERATE,
    "ru": ".venv/bin/python -m bjswitch_widgets lessons learner notebooks/ru --force --lang ru",
}


def is_ask(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "ask"
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "lesson"
    )


def code(notebook: dict) -> list[str]:
    return ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "code"]


def test_the_sources_are_the_packages_notebooks():
    assert Path(str(lessons.default_folder())) == ROOT / "bjswitch_widgets" / "notebooks"
    assert NAMES[0] == "00_start_here" and "instructor_scenarios" in NAMES


def test_the_instructors_notebook_has_no_learners_copy():
    """Issue 23: Voila's list of notebooks/ showed instructor_scenarios to every learner. It is
    marked for instructors, so the learner's copies (notebooks/, Voila's list, the JupyterLite
    site) hold the lessons only, while the solution copy keeps it; every numbered lesson is for
    learners."""
    assert [n for n in NAMES if n not in LEARNER_NAMES] == ["instructor_scenarios"]
    assert all(name[:2].isdigit() for name in LEARNER_NAMES)
    assert [name for name, _ in lessons.copies("solution")] == NAMES
    assert [p.name for p in LEARNER_COPIES.iterdir() if p.is_dir()] == ["ru"]  # the Russian
    assert [p.name for p in COPIES["ru"].iterdir() if p.is_dir()] == []


@pytest.mark.parametrize("lang", COPIES)
def test_the_learner_copies_in_notebooks_are_exactly_what_the_generator_writes(lang):
    """notebooks/ and notebooks/ru/ (what the README's command, Binder and Voila open) are
    generated, never kept by hand: after editing a source, regenerate them."""
    assert sorted(p.stem for p in COPIES[lang].glob("*.ipynb")) == LEARNER_NAMES
    with in_language(lang):
        for name in LEARNER_NAMES:
            mine = (COPIES[lang] / f"{name}.ipynb").read_text(encoding="utf-8")
            wanted = lessons.learner_copy(name)
            assert json.loads(mine) == wanted, f"{name}: run {REGENERATE_IN[lang]}"


@pytest.mark.parametrize("name", NAMES)
def test_the_learner_copy_has_no_answer_filled_in_and_no_output(name):
    copy = lessons.learner_copy(name)
    answers = [
        line for text in code(copy) for line in text.splitlines() if re.search(r"\s# ←", line)
    ]
    assert answers, f"{name} asks nothing in code"
    for line in answers:
        before = line.split("# ←")[0].rstrip().rstrip(",")
        assert before.endswith(("= ...", ": ...")), line
    for cell in copy["cells"]:
        assert "solution" not in cell.get("metadata", {}).get("tags", [])
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None
            text = "".join(cell["source"])
            assert "NBVAL" not in text and not re.search(r"#\s*solution\s*$", text, re.M)
    assert copy["metadata"]["bjswitch_widgets"]["audience"] == "learner"
    assert "widgets" not in copy["metadata"]


@pytest.mark.parametrize("name", NAMES)
def test_every_question_is_asked_in_the_page_under_a_heading_of_its_lesson(name):
    """A Voila learner answers in the page: each answer line feeds a ``lesson.ask`` (an input or
    choices plus Check), whose ``section`` is a heading of the lesson (the scoreboard's link)."""
    notebook = lessons.source(name)
    text = "\n".join(code(notebook))
    asks = [node for cell in code(notebook) for node in ast.walk(ast.parse(cell)) if is_ask(node)]
    exam = "lesson.assessment(" in text  # the final assessment asks its own questions, no hints
    assert f'Lesson("{name}")' in text and bool(asks) != exam
    questions = [ast.literal_eval(n.args[0]) for n in asks if isinstance(n.args[0], ast.Constant)]
    assert len(questions) == len(set(questions)), f"{name}: a question is asked twice"
    for node in asks:
        (section,) = [k.value for k in node.keywords if k.arg == "section"]
        assert isinstance(section, ast.Constant) and section.value in lessons.headings(notebook)
    assert "Quiz(" not in text or name == "instructor_scenarios"
    assert lessons.problems(notebook, name) == []
    assert "SCENARIOS.md" not in json.dumps(notebook, ensure_ascii=False)


@pytest.mark.parametrize("name", NAMES)
def test_the_solution_copy_keeps_the_answers_and_drops_the_learners_cells(name):
    source, solution = lessons.source(name), lessons.solution_copy(name)
    kept = [c for c in source["cells"] if "learner" not in c.get("metadata", {}).get("tags", [])]
    assert len(solution["cells"]) == len(kept)
    for mine, theirs in zip(kept, solution["cells"], strict=True):
        if mine["cell_type"] == "code":
            assert mine["outputs"] == theirs["outputs"]
            assert "".join(theirs["source"]) in "".join(mine["source"])


def test_answer_lines_are_blanked_by_their_syntax_not_by_guessing():
    assert blank_answer("a = 1  # ← x\n") == "a = ...  # ← x\n"
    assert blank_answer('best = "switch"  # ← keep or switch?') == "best = ...  # ← keep or switch?"
    assert blank_answer("  (1, 2): [3, 4],  # ← y\n") == "  (1, 2): ...,  # ← y\n"
    assert blank_answer("x = {'a': 1}  # ← z") == "x = ...  # ← z"
    assert blank_answer("no marker = here\n") == "no marker = here\n"
    with pytest.raises(LessonSourceError, match="one assignment or one dict entry"):
        blank_answer("my_deal = {  # ← your prediction\n")
    with pytest.raises(LessonSourceError):
        blank_answer("print(x)  # ← what?\n")


def run_cli(*args: str, cwd: Path, python: str = sys.executable) -> subprocess.CompletedProcess:
    return subprocess.run(
        [python, "-m", "bjswitch_widgets", *args],
        capture_output=True, text=True, encoding="utf-8", cwd=cwd, timeout=120,
    )  # fmt: skip


def test_the_command_writes_both_copies_and_keeps_a_learners_work(tmp_path):
    done = run_cli("lessons", "learner", "mine", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("wrote ") == len(LEARNER_NAMES)
    assert not (tmp_path / "mine" / "instructor_scenarios.ipynb").exists()
    mine = tmp_path / "mine" / "01_card_values.ipynb"
    mine.write_text(mine.read_text(encoding="utf-8").replace("= ...", "= 17"), encoding="utf-8")
    again = run_cli("lessons", "learner", "mine", cwd=tmp_path)
    assert again.returncode == 0 and again.stdout.count("kept ") == len(LEARNER_NAMES)
    assert "= 17" in mine.read_text(encoding="utf-8")  # the learner's answers are kept
    forced = run_cli("lessons", "learner", "mine", "--force", cwd=tmp_path)
    assert forced.returncode == 0 and "= 17" not in mine.read_text(encoding="utf-8")
    solution = run_cli("lessons", "solution", "teach", cwd=tmp_path)
    assert solution.returncode == 0 and solution.stdout.count("wrote ") == len(NAMES)
    assert (tmp_path / "teach" / "instructor_scenarios.ipynb").is_file()  # where the README says


def test_lang_ru_writes_the_russian_lessons_and_handouts(tmp_path):
    """Issue 26: ``lessons learner|solution OUT --lang ru`` writes the Russian lessons (its
    report in Russian), ``handout OUT --lang ru`` the Russian pages; the English stay the
    default."""
    done = run_cli("lessons", "learner", "ru", "--lang", "ru", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("записан ") == len(LEARNER_NAMES)
    first = json.loads((tmp_path / "ru" / "00_start_here.ipynb").read_text(encoding="utf-8"))
    assert "".join(first["cells"][0]["source"]).startswith("# Урок 00 — ")
    solution = run_cli("lessons", "solution", "teach", "--lang=ru", cwd=tmp_path)
    assert solution.returncode == 0 and solution.stdout.count("записан ") == len(NAMES)
    guide = (tmp_path / "teach" / "instructor_scenarios.ipynb").read_text(encoding="utf-8")
    assert "Для преподавателей" in guide
    pages = run_cli("handout", "pages", "--profile", "switch", "--lang", "ru", cwd=tmp_path)
    assert pages.returncode == 0, pages.stderr
    assert "Базовая стратегия" in (tmp_path / "pages" / "switch-chart.html").read_text("utf-8")
    english = run_cli("lessons", "learner", "en", cwd=tmp_path)
    first = json.loads((tmp_path / "en" / "00_start_here.ipynb").read_text(encoding="utf-8"))
    assert english.returncode == 0 and "".join(first["cells"][0]["source"]).startswith("# Lesson")


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("lessons", "teacher", "out"), "unknown audience 'teacher'"),
        (("lessons", "learner"), "OUT"),  # argparse names the missing argument
        (("lessons", "learner", "afile"), "is a file, not a folder"),
    ],
)
def test_the_command_refuses_in_one_line(tmp_path, args, says):
    (tmp_path / "afile").write_text("x", encoding="utf-8")
    done = run_cli(*args, cwd=tmp_path)
    assert done.returncode == 2 and says in done.stderr and done.stderr.count("\n") == 1


def test_the_nbgrader_course_is_the_courses_to_write(tmp_path):
    """lessons never imports course (issue 22): lessons.write names the course's writer for
    the nbgrader audience and writes nothing; the command line sends it there itself."""
    with pytest.raises(lessons.InvalidInputError, match=r"course\.write_course"):
        lessons.write("nbgrader", tmp_path / "course")
    assert not (tmp_path / "course").exists()


def test_the_command_explains_itself():
    done = run_cli("lessons", "--help", cwd=ROOT)
    assert (
        done.returncode == 0
        and "learner|solution|nbgrader|otter OUT" in done.stdout
        and "--force" in done.stdout
    )


def test_a_plain_install_of_the_wheel_writes_both_copies(tmp_path):
    """The lessons ship inside the wheel: installed into a fresh venv outside the checkout, the
    command writes both copies, byte for byte those of the checkout."""
    wheels = tmp_path / "wheels"
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(ROOT)],
        capture_output=True, text=True, encoding="utf-8", errors="replace", timeout=600,
    )  # fmt: skip
    assert built.returncode == 0, built.stderr[-2000:]
    wheel = next(wheels.glob("bjswitch_widgets-*.whl"))
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = str(env_dir / ("Scripts" if os.name == "nt" else "bin") / "python")
    installed = subprocess.run(
        [python, "-m", "pip", "install", "-q", "--no-deps", str(wheel)],
        capture_output=True, text=True, encoding="utf-8", errors="replace", timeout=600,
    )  # fmt: skip
    assert installed.returncode == 0, installed.stderr[-2000:]
    away = Path(tempfile.mkdtemp(dir=tmp_path))
    for audience, names in (("learner", LEARNER_NAMES), ("solution", NAMES)):
        done = run_cli("lessons", audience, audience, cwd=away, python=python)
        assert done.returncode == 0, done.stderr
        assert sorted(p.stem for p in (away / audience).rglob("*.ipynb")) == names
    make = {"learner": lessons.learner_copy, "solution": lessons.solution_copy}
    for audience in make:
        got = json.loads((away / audience / "01_card_values.ipynb").read_text(encoding="utf-8"))
        assert got == make[audience]("01_card_values")
    assert not list(away.rglob("*.ipynb_checkpoints*"))


def test_an_instructors_own_notebooks_get_copies_by_the_same_rules(tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    notebook = {
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": ["## S"]},
            {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": 1,
             "source": ["q = 17  # ← A♠ 6♦\n", "lesson.ask('A♠ 6♦?', f, q, section='S')"]},
            {"cell_type": "markdown", "metadata": {"tags": ["solution"]}, "source": ["17!"]},
        ],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
    }  # fmt: skip
    (mine / "my_quiz.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    done = run_cli("lessons", "learner", "out", "--from", "mine", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    copy = json.loads((tmp_path / "out" / "my_quiz.ipynb").read_text(encoding="utf-8"))
    assert "".join(copy["cells"][1]["source"]).startswith("q = ...  # ← A♠ 6♦")
    assert len(copy["cells"]) == 2
    over = run_cli("lessons", "learner", "mine", "--from", "mine", cwd=tmp_path)
    assert over.returncode == 2 and "cannot be written over their source" in over.stderr


@pytest.mark.parametrize("lang", COPIES)
def test_the_learner_copies_run_under_nbval_showing_no_answer_yet(tmp_path, lang):
    """Every learner's copy in notebooks/ and notebooks/ru/ runs under ``pytest --nbval-lax``
    with its answers blank: no cell fails, and every cell that asks shows "No answer yet" (in
    its language) and no verdict (tests/learner_nbval.py)."""
    # the child pytest prints in UTF-8 whatever the system's code page (Windows')
    env = jupyter_env(tmp_path, PYTHONPATH=str(ROOT / "tests"), PYTHONIOENCODING="utf-8")
    done = subprocess.run(
        [
            sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "learner_nbval",
            "--nbval-lax", "-o", "addopts=", "-o", "testpaths=", "--rootdir", str(tmp_path),
            *sorted(str(p) for p in COPIES[lang].glob("*.ipynb")),
        ],
        capture_output=True, text=True, encoding="utf-8", cwd=tmp_path, env=env, timeout=1800,
    )  # fmt: skip
    tail = done.stdout[-6000:]
    assert done.returncode == 0, tail
    assert re.search(r"\d+ passed", tail) and "failed" not in tail


def test_an_instructors_notebook_that_breaks_the_conventions_is_refused(tmp_path):
    """The copies of an instructor's own notebooks are refused, with every problem named and
    nothing written, when the progress file or the page would go wrong: Lesson() named unlike
    the file, a question asked twice, a section that is no heading, an answer not a choice."""
    source = tmp_path / "mine"
    source.mkdir()
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": ["## The deal\n"]},
        {
            "cell_type": "code",
            "metadata": {},
            "outputs": [],
            "execution_count": None,
            "source": [
                "from bjswitch_widgets import Lesson\n",
                "from bjswitch_widgets.checks import check_total\n",
                "lesson = Lesson('not_my_class')\n",
                "q = 'push'  # ← the outcome\n",
                "lesson.ask('What happens?', lambda a: check_total(['K♠'], a), q,\n",
                "           choices=['win', 'lose'], section='The deal')\n",
            ],
        },
        {
            "cell_type": "code",
            "metadata": {},
            "outputs": [],
            "execution_count": None,
            "source": [
                "r = 20  # ← K♠ Q♦\n",
                "lesson.ask('What happens?', lambda a: check_total(['K♠', 'Q♦'], a), r,\n",
                "           section='The Deal')\n",
            ],
        },
    ]
    notebook = {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    (source / "my_class.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    for audience in ("learner", "nbgrader"):
        done = run_cli("lessons", audience, "out", "--from", "mine", cwd=tmp_path)
        assert done.returncode == 2 and not (tmp_path / "out").exists()
        message = done.stderr.strip()
        assert message.count("\n") == 0 and message.startswith("error: my_class.ipynb: cell 1:")
        assert "Lesson('not_my_class') files the answers under another name" in message
        assert "write Lesson('my_class')" in message
        assert "the answer 'push' is not one of the choices ['win', 'lose']" in message
        assert "cell 2: the question 'What happens?' is asked in cell 1 too" in message
        assert "cell 2: section='The Deal' is no heading of the notebook" in message


def test_a_number_answer_among_text_choices_is_what_the_box_shows():
    """``cards = 7`` fills the box with '7', one of the choices: no problem (lessons.problems)."""
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": ["## Counting"]},
        {
            "cell_type": "code",
            "metadata": {},
            "outputs": [],
            "execution_count": None,
            "source": [
                "lesson = Lesson('mine')\n",
                "cards = 7  # ← how many?\n",
                "lesson.ask('How many?', f, cards, choices=['4', '7'], section='Counting')\n",
                "flag = True  # ← yes?\n",
                "lesson.ask('Yes?', f, flag, choices=['yes', 'no'], section='Counting')",
            ],
        },
    ]
    found = lessons.problems({"cells": cells}, "mine")
    assert found == ["cell 1: the answer True is not one of the choices ['yes', 'no']"]
