"""What the package reads from a user — a lesson notebook in ``--from``, a scenario file — is a
regular file of bounded size holding UTF-8 JSON of the right shape, or one clear error (issue 21).

* A FIFO (whose read would hang) or a device (whose read never ends) is refused without being
  read; so is a folder named like a notebook.
* A Latin-1 or UTF-16 notebook, ``"cells": [1]``, ``"source": 7``, ``"metadata": []``, JSON
  100,000 levels deep, code nested deeper than Python's parser goes: a LessonSourceError (an
  InvalidInputError) naming the file and what is wrong, from every copy — never a
  UnicodeDecodeError, TypeError, AttributeError or RecursionError — and on the command line one
  line and status 2, nothing written. Any JSON at all as a notebook gives copies or that error.
* An empty ``--from`` folder says it has no notebooks.
* A scenario file that is not UTF-8, over 10 MB or not a file: a ScenarioError naming it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from homes import jupyter_env
from hostile_values import QUIZ
from hypothesis import given
from hypothesis import strategies as st
from platforms import needs_dev, needs_fifos

from bjswitch_widgets import InvalidInputError, ScenarioError
from bjswitch_widgets.replay import SCENARIO_LIMIT, Scenario
from bjswitch_widgets.teaching.course import nbgrader_copy
from bjswitch_widgets.teaching.lessons import (
    LessonSourceError,
    learner_copy,
    problems,
    solution_copy,
)

COPIES = (learner_copy, solution_copy, nbgrader_copy)


def with_cell(**fields: object) -> bytes:
    """QUIZ with its code cell's fields replaced."""
    cell = {**QUIZ["cells"][1], **fields}
    return json.dumps({**QUIZ, "cells": [QUIZ["cells"][0], cell]}).encode()


#: A notebook a Latin-1 editor could save: é is one byte, 0xE9, which UTF-8 never starts with.
CAFE = {"cells": [{"cell_type": "markdown", "metadata": {}, "source": ["## Café"]}], "metadata": {}}


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


BAD_NOTEBOOKS = {
    "latin-1": (json.dumps(CAFE, ensure_ascii=False).encode("latin-1"), "not UTF-8"),
    "utf-16": (json.dumps(QUIZ, ensure_ascii=False).encode("utf-16"), "not UTF-8"),
    "cells [1]": (json.dumps({**QUIZ, "cells": [1]}).encode(), "cell 0 is not an object"),
    "source 7": (with_cell(source=7), "cell 1: source must be"),
    "metadata []": (json.dumps({**QUIZ, "metadata": []}).encode(), "metadata must be"),
    "cell metadata []": (with_cell(metadata=[]), "cell 1: metadata must be"),
    "tags a text": (with_cell(metadata={"tags": "solution"}), "cell 1: tags must be"),
    "outputs {}": (with_cell(outputs={}), "cell 1: outputs must be"),
    "nbformat_minor 'x'": (json.dumps({**QUIZ, "nbformat_minor": "x"}).encode(), "nbformat 4"),
    "cell_type 'python'": (with_cell(cell_type="python"), "cell_type must be"),
    "not an object": (b"[]", "not a notebook"),
    "100,000 deep": (nested(100_000).encode(), "nested too deeply"),
    "600 deep in metadata": (('{"cells": [], "metadata": {"x": ' + nested(600) + "}}").encode(),
                             "nested more than"),
    # 100,000 unary minuses: too deep for the parser of every Python (3.10 reads a long sum)
    "code 100,000 deep": (with_cell(source="x = " + "-" * 100_000 + "1"), "nested too deeply"),
    "a NUL in code": (with_cell(source="x = 1\x00"), "NUL"),
    "not JSON": (b'{"cells": [', "not valid JSON"),
}  # fmt: skip


def folder_with(tmp: Path, content: bytes, name: str = "bad") -> Path:
    folder = tmp / "mine"
    folder.mkdir(exist_ok=True)
    (folder / f"{name}.ipynb").write_bytes(content)
    return folder


def run_cli(tmp: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bjswitch_widgets", *args],
        capture_output=True, text=True, encoding="utf-8", cwd=tmp, env=jupyter_env(tmp),
        timeout=120,
    )  # fmt: skip


def one_error_line(done: subprocess.CompletedProcess[str], *names: str) -> str:
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    (line,) = done.stderr.splitlines()
    assert line.startswith("error: ")
    for name in names:
        assert name in line, (name, line)
    return line


@pytest.mark.parametrize("case", BAD_NOTEBOOKS)
def test_a_notebook_of_the_wrong_shape_is_one_lesson_source_error_naming_it(
    tmp_path: Path, case: str
) -> None:
    content, says = BAD_NOTEBOOKS[case]
    folder = folder_with(tmp_path, content)
    for make in COPIES:
        with pytest.raises(LessonSourceError, match=r"bad\.ipynb") as refused:
            make("bad", folder)
        assert says in str(refused.value) and isinstance(refused.value, InvalidInputError)
    done = run_cli(tmp_path, "lessons", "learner", "out", "--from", "mine")
    one_error_line(done, "bad.ipynb", says)
    assert not (tmp_path / "out").exists()


def test_problems_reads_any_code_a_notebook_holds() -> None:
    """A dict key or set member that cannot be hashed is no literal to check, not a TypeError;
    code too deep for Python's parser is a LessonSourceError."""
    asks = "lesson.ask({[1]: 2}, f, {1, [2]}, choices={[3]: 4})"
    cell = {"cell_type": "code", "metadata": {}, "outputs": [], "source": asks}
    assert problems({"cells": [cell]}, "mine") == []
    deep = {**cell, "source": "x = " + "-" * 100_000 + "1"}
    with pytest.raises(LessonSourceError, match=r"mine\.ipynb: its code is nested too deeply"):
        problems({"cells": [deep]}, "mine")


@pytest.mark.parametrize(
    "kind",
    [pytest.param("fifo", marks=needs_fifos), pytest.param("device", marks=needs_dev), "folder"],
)
def test_a_fifo_a_device_or_a_folder_in_from_is_refused_unread(tmp_path: Path, kind: str) -> None:
    """Run as a process with a time limit: a read of the FIFO would wait for a writer forever,
    one of /dev/zero would never end."""
    folder = folder_with(tmp_path, json.dumps(QUIZ).encode(), "good")
    odd = folder / "odd.ipynb"
    {"fifo": os.mkfifo, "device": lambda p: p.symlink_to("/dev/zero"), "folder": Path.mkdir}[kind](
        odd
    )
    says = {"fifo": "a FIFO", "device": "a device", "folder": "a folder"}[kind]
    done = run_cli(tmp_path, "lessons", "learner", "out", "--from", "mine")
    one_error_line(done, "odd.ipynb", says)
    assert not (tmp_path / "out").exists()


def test_an_empty_from_folder_says_it_has_no_notebooks(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "notes.txt").write_text("not a notebook", encoding="utf-8")
    one_error_line(run_cli(tmp_path, "lessons", "nbgrader", "out", "--from", "empty"), "'empty'")
    assert not (tmp_path / "out").exists()
    from bjswitch_widgets.teaching.lessons import write

    with pytest.raises(InvalidInputError, match="no notebooks"):
        write("learner", tmp_path / "out", source_folder=tmp_path / "empty")


# -- any JSON as a notebook ---------------------------------------------------------------------------

SCALARS = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
JSON = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)
LINES = st.lists(
    st.sampled_from(
        ["x = 1  # ← ?\n", "lesson.ask('?', f, x)\n", "# solution\n", "%%time\n", "y = {\n"]
    )
    | st.text(max_size=12),
    max_size=5,
)
CELLS = st.fixed_dictionaries(
    {"cell_type": st.sampled_from(["code", "markdown", "raw"]) | JSON, "source": LINES | JSON},
    optional={
        "metadata": st.fixed_dictionaries(
            {},
            optional={
                "tags": st.lists(st.sampled_from(["solution", "learner", "practice"])) | JSON
            },
        )
        | JSON,
        "outputs": JSON,
    },
)
NOTEBOOKS = JSON | st.fixed_dictionaries(
    {"cells": st.lists(CELLS | JSON, max_size=4)},
    optional={"metadata": JSON, "nbformat": st.just(4) | JSON, "nbformat_minor": JSON},
)  # fmt: skip


@given(notebook=NOTEBOOKS)
def test_any_json_as_a_notebook_gives_copies_or_one_lesson_source_error(notebook: object) -> None:
    with tempfile.TemporaryDirectory() as folder:
        Path(folder, "zq_lesson.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
        for make in COPIES:
            try:
                copy = make("zq_lesson", folder)
            except LessonSourceError as error:
                assert "zq_lesson" in str(error)  # the lesson is named
            else:
                assert copy["metadata"]["bjswitch_widgets"]["lesson"] == "zq_lesson"


# -- scenario files ------------------------------------------------------------------------------------


def test_a_scenario_file_that_is_not_utf8_is_a_scenario_error_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "latin.json"
    path.write_bytes('{"players": ["Zoë"]}'.encode("latin-1"))
    # { " p l a y e r s " : space [ " Z o: bytes 0 to 15; ë is byte 16
    with pytest.raises(ScenarioError, match=r"latin\.json' is not UTF-8 text.* at byte 16"):
        Scenario.load(path)
    one_error_line(run_cli(tmp_path, "replay", str(path)), "latin.json", "UTF-8")


def test_a_scenario_over_10_mb_is_refused_unparsed(tmp_path: Path) -> None:
    """10,000,001 bytes of valid JSON (spaces, then {}): refused for its size, not read as a
    scenario with no players."""
    assert SCENARIO_LIMIT == 10_000_000
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (SCENARIO_LIMIT - 1) + b"{}")
    with pytest.raises(ScenarioError, match=r"big\.json' is over the 10 MB limit"):
        Scenario.load(path)
    path.write_bytes(b" " * (SCENARIO_LIMIT - 2) + b"{}")  # exactly 10 MB: read
    with pytest.raises(ScenarioError, match="players: missing"):
        Scenario.load(path)


def test_a_folder_or_no_path_as_a_scenario_is_a_scenario_error(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="a folder"):
        Scenario.load(tmp_path)
    with pytest.raises(ScenarioError, match="path of a JSON file"):
        Scenario.load(42)  # type: ignore[arg-type]
