"""No copy is written over its source or through a link (issue 21, items 3 and 4).

* ``lessons learner|solution|nbgrader|otter OUT`` refuses, with ``--force`` or without, an OUT that is
  or is inside a source folder — the package's lessons or ``--from``'s, compared as real paths
  (symlinks resolved) — and an OUT where a copy would land inside one (an nbgrader course whose
  ``source/<lesson>/`` is the source), naming the folder; the source is never changed.
* Every file — the lessons, the nbgrader course, the handouts — is written through a temporary
  file of an unpredictable name in its folder: a symlink planted at the old fixed names
  (``.NAME.ipynb.tmp``, ``.index.html.tmp``) or a symlinked folder inside OUT never carries a
  write outside OUT; a symlink at a target name is kept, or replaced by a regular file with
  ``--force``, never written through.
* A real folder where a file goes is named in the error; a write that fails leaves no temporary
  file and names the file; a text no UTF-8 file can hold is refused before anything is written.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from homes import jupyter_env
from hostile_values import QUIZ
from hypothesis import assume, given
from hypothesis import strategies as st

from bjswitch_widgets import InvalidInputError
from bjswitch_widgets.teaching import course, handout, lessons, otter
from bjswitch_widgets.teaching.lessons import AUDIENCES

#: An instructor's lesson of one question, convertible to every copy.
PACKAGE_LESSONS = Path(str(lessons.default_folder()))


def write_copies(audience: str, out: Path, **how: Any) -> list[lessons.Written]:
    """The copies of one audience: the course's writer for nbgrader, otter's for otter-grader,
    the lessons' otherwise."""
    if audience == "nbgrader":
        return course.write_course(out, **how)
    if audience == "otter":
        return otter.write_otter(out, **how)
    return lessons.write(audience, out, **how)


def my_lessons(folder: Path, notebook: dict = QUIZ) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "my_quiz.ipynb").write_text(json.dumps(notebook, ensure_ascii=False), "utf-8")
    return folder


def contents(folder: Path) -> dict[str, bytes | str]:
    """Every entry below ``folder``: a file's bytes, a link's target, a folder as '/'."""
    found: dict[str, bytes | str] = {}
    for path in sorted(folder.rglob("*")):
        name = str(path.relative_to(folder))
        found[name] = (
            f"-> {os.readlink(path)}" if path.is_symlink()
            else "/" if path.is_dir() else path.read_bytes()
        )  # fmt: skip
    return found


def run_cli(tmp: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bjswitch_widgets", *args],
        capture_output=True, text=True, encoding="utf-8", cwd=tmp, env=jupyter_env(tmp),
        timeout=300,
    )  # fmt: skip


def named(path: Path | str) -> str:
    """How a message names ``path``: its repr, quotes dropped (Windows' backslashes doubled)."""
    return repr(str(path))[1:-1]


def one_error_line(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    (line,) = done.stderr.splitlines()
    assert line.startswith("error: ")
    return line


# -- never over a source ---------------------------------------------------------------------------


@pytest.mark.parametrize("force", [False, True])
@pytest.mark.parametrize("audience", AUDIENCES)
@pytest.mark.parametrize("where", ["lessons", "lessons/sub", "link to lessons"])
def test_the_packages_lessons_are_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str, audience: str, force: bool
) -> None:
    """The package's lessons folder (here a copy of it standing in for it), the folder itself,
    a folder inside it or a symlink to it: refused, the sources unchanged, nothing made."""
    sources = tmp_path / "lessons"
    shutil.copytree(PACKAGE_LESSONS, sources)
    (tmp_path / "link to lessons").symlink_to(sources, target_is_directory=True)
    monkeypatch.setattr(lessons, "default_folder", lambda lang=None: sources)
    before = contents(tmp_path)
    with pytest.raises(InvalidInputError, match="source folder") as refused:
        write_copies(audience, tmp_path / where, force=force)
    assert named(sources) in str(refused.value)
    assert contents(tmp_path) == before


def test_the_command_refuses_the_packages_own_lessons_folder(tmp_path: Path) -> None:
    """The real one, without --force (which could not change a file even if it went wrong)."""
    before = contents(PACKAGE_LESSONS)
    line = one_error_line(run_cli(tmp_path, "lessons", "learner", str(PACKAGE_LESSONS)))
    assert named(PACKAGE_LESSONS.resolve()) in line
    assert contents(PACKAGE_LESSONS) == before
    assert PACKAGE_LESSONS.resolve() in [p.resolve() for p in lessons.source_folders("x")]


@pytest.mark.parametrize("out", ["mine", "mine/sub", "link", "link/sub"])
def test_the_from_folder_is_never_written_over_nor_into(tmp_path: Path, out: str) -> None:
    mine = my_lessons(tmp_path / "mine")
    (tmp_path / "link").symlink_to(mine, target_is_directory=True)
    before = contents(tmp_path)
    for audience in AUDIENCES:
        with pytest.raises(InvalidInputError, match="source folder") as refused:
            write_copies(audience, tmp_path / out, force=True, source_folder=mine)
        assert named(mine.resolve()) in str(refused.value)
    line = one_error_line(run_cli(tmp_path, "lessons", "learner", out, "--from", "mine"))
    assert named(mine.resolve()) in line
    assert contents(tmp_path) == before


def test_a_course_whose_lesson_folder_is_the_source_is_refused(tmp_path: Path) -> None:
    """``--from course/source/my_quiz`` into ``course``: the graded copy would replace the
    instructor's notebook course/source/my_quiz/my_quiz.ipynb."""
    mine = my_lessons(tmp_path / "course" / "source" / "my_quiz")
    before = contents(tmp_path)
    done = run_cli(tmp_path, "lessons", "nbgrader", "course", "--from", str(mine), "--force")
    assert named(Path("course", "source", "my_quiz")) in one_error_line(done)
    assert contents(tmp_path) == before
    # the learner's copy in the folder above the source replaces nothing of it
    mine_before = contents(mine)
    lessons.write("learner", tmp_path / "course" / "source", force=True, source_folder=mine)
    assert (tmp_path / "course" / "source" / "my_quiz.ipynb").is_file()
    assert contents(mine) == mine_before


STEPS = ("course", "source", "my_quiz", "sub", "..", "link")


@given(
    steps=st.lists(st.sampled_from(STEPS), min_size=1, max_size=5),
    audience=st.sampled_from(AUDIENCES),
    force=st.booleans(),
)
def test_no_out_anywhere_writes_over_the_source(steps: list[str], audience: str, force: bool):
    """Wherever OUT is (a walk through the folders, up, down and through a symlink to the
    source), the source notebook is unchanged, and the copies are refused exactly when OUT is
    (after following links) the source or inside it, or the course's (or otter's) folder of the
    lesson would be."""
    base = Path(tempfile.mkdtemp()).resolve()
    try:
        source = my_lessons(base / "course" / "source" / "my_quiz")
        (base / "link").symlink_to(source, target_is_directory=True)
        out = base.joinpath(*steps)
        real = out.resolve()
        assume(real == base or base in real.parents)
        before = source.joinpath("my_quiz.ipynb").read_bytes()
        folders = {"nbgrader": [out / "source" / "my_quiz"], "otter": [out / "my_quiz"]}
        lands = [real] + [p.resolve() for p in folders.get(audience, [])]
        over = any(p == source or source in p.parents for p in lands)
        try:
            write_copies(audience, out, force=force, source_folder=source)
            refused = False
        except InvalidInputError as error:
            refused = "source" in str(error)
        assert refused == over
        assert sorted(p.name for p in source.iterdir()) == ["my_quiz.ipynb"]
        assert source.joinpath("my_quiz.ipynb").read_bytes() == before
    finally:
        shutil.rmtree(base)


# -- never through a link ------------------------------------------------------------------------------


def test_symlinks_at_the_old_fixed_temporary_names_carry_no_write_outside(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("the instructor's notes", encoding="utf-8")
    mine = my_lessons(tmp_path / "mine")
    planted = [
        tmp_path / "out" / ".my_quiz.ipynb.tmp",
        tmp_path / "course" / ".nbgrader_config.py.tmp",
        tmp_path / "course" / "source" / "my_quiz" / ".my_quiz.ipynb.tmp",
        tmp_path / "pages" / ".index.html.tmp",
        tmp_path / "pages" / ".classic-rules.html.tmp",
    ]
    for link in planted:
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(outside)
    lessons.write("learner", tmp_path / "out", force=True, source_folder=mine)
    course.write_course(tmp_path / "course", force=True, source_folder=mine)
    handout.write(tmp_path / "pages", ["classic"], force=True)
    assert outside.read_text(encoding="utf-8") == "the instructor's notes"
    assert all(link.is_symlink() for link in planted)  # left alone
    copy = json.loads((tmp_path / "out" / "my_quiz.ipynb").read_text(encoding="utf-8"))
    assert copy["metadata"]["bjswitch_widgets"]["audience"] == "learner"
    assert (tmp_path / "pages" / "index.html").read_text("utf-8").startswith("<!DOCTYPE html>")


@pytest.mark.parametrize("dangling", [False, True])
def test_a_symlink_at_a_target_is_kept_or_replaced_never_written_through(
    tmp_path: Path, dangling: bool
) -> None:
    outside = tmp_path / "outside.ipynb"
    if not dangling:
        outside.write_text("the instructor's own", encoding="utf-8")
    mine = my_lessons(tmp_path / "mine")
    out, pages = tmp_path / "out", tmp_path / "pages"
    for link in (out / "my_quiz.ipynb", pages / "index.html"):
        link.parent.mkdir(exist_ok=True)
        link.symlink_to(outside)
    kept = lessons.write("learner", out, source_folder=mine)
    kept += handout.write(pages, ["classic"])[-1:]
    assert [w.written for w in kept] == [False, False]
    assert (out / "my_quiz.ipynb").is_symlink() and (pages / "index.html").is_symlink()
    replaced = lessons.write("learner", out, force=True, source_folder=mine)
    replaced += handout.write(pages, ["classic"], force=True)[-1:]
    assert [w.written for w in replaced] == [True, True]
    for target in (out / "my_quiz.ipynb", pages / "index.html"):
        assert not target.is_symlink() and target.is_file()
    assert outside.exists() != dangling
    if not dangling:
        assert outside.read_text(encoding="utf-8") == "the instructor's own"


def test_a_symlinked_folder_inside_out_leads_nowhere_outside(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "course").mkdir()
    (tmp_path / "course" / "source").symlink_to(elsewhere, target_is_directory=True)
    mine = my_lessons(tmp_path / "mine")
    for force in (False, True):
        with pytest.raises(InvalidInputError, match="link leading out") as refused:
            course.write_course(tmp_path / "course", force=force, source_folder=mine)
        assert named(Path("course", "source")) in str(refused.value)
    assert list(elsewhere.iterdir()) == []


# -- named failures, nothing left behind ------------------------------------------------------------


def test_a_folder_where_a_file_goes_is_named(tmp_path: Path) -> None:
    my_lessons(tmp_path / "mine")
    (tmp_path / "out" / "my_quiz.ipynb").mkdir(parents=True)
    (tmp_path / "pages" / "classic-chart.html").mkdir(parents=True)
    for force in ([], ["--force"]):
        line = one_error_line(
            run_cli(tmp_path, "lessons", "learner", "out", "--from", "mine", *force)
        )
        assert f"'{named(Path('out', 'my_quiz.ipynb'))}' is a folder" in line
        line = one_error_line(run_cli(tmp_path, "handout", "pages", "--profile", "classic", *force))
        assert f"'{named(Path('pages', 'classic-chart.html'))}' is a folder" in line
    assert contents(tmp_path / "out") == {"my_quiz.ipynb": "/"}
    assert contents(tmp_path / "pages") == {"classic-chart.html": "/"}


@pytest.mark.parametrize("force", [False, True])
def test_a_failed_write_names_the_file_and_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, force: bool
) -> None:
    """The disk fills as the copy is put in place (a rename with --force, a link without)."""
    mine = my_lessons(tmp_path / "mine")

    def full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "replace" if force else "link", full)
    with pytest.raises(OSError, match="No space left") as failed:
        lessons.write("learner", tmp_path / "out", force=force, source_folder=mine)
    assert failed.value.filename == str(tmp_path / "out" / "my_quiz.ipynb")
    assert contents(tmp_path / "out") == {}


def test_a_text_no_utf8_file_can_hold_is_refused_before_anything_is_written(
    tmp_path: Path,
) -> None:
    """A lone surrogate, written in the source's JSON as the escape \\ud800."""
    cells = [*QUIZ["cells"], {"cell_type": "markdown", "metadata": {}, "source": ["\ud800"]}]
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "my_quiz.ipynb").write_text(json.dumps({**QUIZ, "cells": cells}), encoding="utf-8")
    with pytest.raises(InvalidInputError, match=r"my_quiz\.ipynb.*surrogate"):
        lessons.write("learner", tmp_path / "out", source_folder=mine)
    assert contents(tmp_path / "out") == {}


def test_an_empty_out_names_no_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``lessons learner "$OUT"`` with $OUT unset would write into the current folder."""
    mine = my_lessons(tmp_path / "mine")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(InvalidInputError, match="empty path"):
        lessons.write("learner", "", source_folder=mine)
    with pytest.raises(InvalidInputError, match="empty path"):
        handout.write("", ["classic"])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine"]
