"""The lessons with nothing to install: ``lite/build.sh`` builds a static JupyterLite site from
PyPI and npm alone, and every lesson of ``notebooks/`` runs in it, in Debian's Chromium, with
Python in the browser (Pyodide) and no request leaving the host that serves the site.

The site is built once for the module into a temporary folder (its caches stay in the build's
work folder, ``LITE_WORK`` or ``~/.cache/bjswitch-lite``) and served by ``python -m
http.server`` on 127.0.0.1. Each lesson gets a fresh browser context: Run All in the
in-browser kernel, every output read back (an error output or a traceback on stderr fails the
lesson, naming its cell), a table button clicked and the table seen to change, every request's
host recorded (only 127.0.0.1 is allowed; anything else is blocked and fails the lesson).
Build time, site size and the time from page load to the first table are printed and saved in
``test-artifacts/lite_report.json``; the played tables in ``test-artifacts/lite_*.png``.

Skipped on a laptop without Chromium or npm — never under CI=true, where it fails instead.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import zipfile
from collections.abc import Iterator
from contextlib import nullcontext
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, chromium, need
from lite_helpers import (
    BUILD,
    LESSONS,
    REPO,
    Built,
    LessonRun,
    advisor_at_a_table,
    build_site,
    read_cells,
    run_code,
    run_lesson,
    site_server,
    stream_error,
)

#: npm builds the site and Chromium runs it: the Linux job only.
pytestmark = [pytest.mark.tools, pytest.mark.browser]

#: Every learner's copy the site serves: the English at its root, the Russian in ru/ (issue 26).
LESSON_NAMES = sorted(p.stem for p in LESSONS.glob("*.ipynb")) + sorted(
    f"ru/{p.stem}" for p in (LESSONS / "ru").glob("*.ipynb")
)
REPORT = ARTIFACTS / "lite_report.json"


def draws_a_table(lesson: str) -> bool:
    """Whether the lesson shows a table or a trainer (the final assessment shows neither)."""
    text = (LESSONS / f"{lesson}.ipynb").read_text(encoding="utf-8")
    return any(code in text for code in ("SwitchTable(", "table_from(", "Trainer("))


def say(config: pytest.Config, line: str) -> None:
    """A line on the terminal even when pytest captures output (CI's log shows it)."""
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    capture = config.pluginmanager.get_plugin("capturemanager")
    if reporter is None:
        return
    with capture.global_and_fixture_disabled() if capture is not None else nullcontext():
        reporter.ensure_newline()
        reporter.write_line(f"[lite] {line}")


def save_report(key: str, value: Any) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    report = json.loads(REPORT.read_text()) if REPORT.exists() else {}
    report[key] = value
    REPORT.write_text(json.dumps(report, indent=1, ensure_ascii=False))


def run_build(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(BUILD), *args],
        cwd=REPO,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )


# --- the build script's guards (no network, no npm needed) --------------------------------------


def test_the_build_refuses_to_write_over_the_repository() -> None:
    """OUT is replaced whole: the checkout itself (or a folder holding it) is refused."""
    for out in (str(REPO), str(REPO.parent), "."):
        proc = run_build(out)
        assert proc.returncode == 1, (out, proc.stdout, proc.stderr)
        assert "refusing OUT" in proc.stderr, proc.stderr
    assert (REPO / "pyproject.toml").exists() and (REPO / "notebooks").is_dir()


def test_the_build_refuses_a_folder_it_did_not_build(tmp_path: Path) -> None:
    """A non-empty folder without the build's mark is someone's work: refused, left as it was."""
    (tmp_path / "notes.txt").write_text("mine")
    proc = run_build(str(tmp_path))
    assert proc.returncode == 1 and "not a site this script built" in proc.stderr, proc.stderr
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_the_build_says_what_is_missing(tmp_path: Path) -> None:
    """Without npm (or Python) the build stops at once and names the tool to install."""
    proc = run_build(str(tmp_path / "site"), env={"NPM": "/nonexistent/npm"})
    assert proc.returncode == 1 and "npm not found" in proc.stderr, proc.stderr
    proc = run_build(str(tmp_path / "site"), env={"PYTHON": "/nonexistent/python3"})
    assert proc.returncode == 1 and "python3 not found" in proc.stderr.replace(
        "/nonexistent/", ""
    ), proc.stderr
    assert not (tmp_path / "site").exists()


def test_usage_without_out() -> None:
    """No OUT: the usage line, exit 2, nothing built."""
    proc = run_build()
    assert proc.returncode == 2 and "usage: bash lite/build.sh OUT" in proc.stderr


# --- what counts as an error in a cell's output --------------------------------------------------


def test_a_progress_bar_on_stderr_is_no_error() -> None:
    bar = "Simulating: 100%|##########| 200000/200000 [00:01<00:00, 150000.00it/s]\n"
    assert stream_error({"output_type": "stream", "name": "stderr", "text": bar}) is None
    warning = "/lib/x.py:3: DeprecationWarning: old\n  warnings.warn('old')\n"
    assert stream_error({"output_type": "stream", "name": "stderr", "text": warning}) is None


def test_a_printed_refusal_on_stdout_is_no_error() -> None:
    """A lesson may print a refusal on purpose (what the learner should see)."""
    text = "InvalidInputError: '11♠' is not a card\n"
    assert stream_error({"output_type": "stream", "name": "stdout", "text": text}) is None


def test_error_outputs_and_stderr_tracebacks_are_errors() -> None:
    """Each problem names the lesson, the cell (its index in the notebook and first line) and
    the error; Pyodide's kernel names an exception "<class 'X'>", shown as X."""
    notebook = {
        "cells": [
            {"cell_type": "markdown", "source": "# title"},
            {"cell_type": "code", "source": "import matplotlib", "execution_count": 1,
             "outputs": [{"output_type": "error", "ename": "<class 'ModuleNotFoundError'>",
                          "evalue": "No module named 'matplotlib'", "traceback": ["..."]}]},
            {"cell_type": "code", "source": ["run()\n", "more()"], "execution_count": 2,
             "outputs": [{"output_type": "stream", "name": "stderr",
                          "text": ["Traceback (most recent call last):\n", "  File \"x\"\n",
                                   "OSError: [Errno 138] emscripten does not support processes.\n"]}]},
            {"cell_type": "code", "source": "x = 1", "execution_count": None, "outputs": []},
        ]
    }  # fmt: skip
    cells = read_cells(notebook)
    assert [(c.index, c.first_line, c.ran) for c in cells] == [
        (1, "import matplotlib", True),
        (2, "run()", True),
        (3, "x = 1", False),
    ]
    assert cells[0].errors == ["ModuleNotFoundError: No module named 'matplotlib'"]
    assert cells[1].errors == [
        "stderr: OSError: [Errno 138] emscripten does not support processes."
    ]
    run = LessonRun(
        "07_switch_strategy",
        cells=cells,
        requests=["http://127.0.0.1:8000/lab/index.html", "https://cdn.example/x.js", "data:,"],
        failed_responses=[
            "404 http://127.0.0.1:8000/api/resolvePath?path=%2Flib%2Fx.py",  # a traceback's link
            "404 http://127.0.0.1:8000/static/pyodide/numpy-2.0-cp314-wasm32.whl",
        ],
    )
    assert run.hosts() == {"127.0.0.1", "cdn.example"}
    assert run.problems()[0].startswith(
        "07_switch_strategy: cell 1 ('import matplotlib'): ModuleNotFoundError: No module named"
    )
    assert run.problems()[2:] == [
        "07_switch_strategy: 1 code cells did not run, the first cell 3 ('x = 1')",
        "07_switch_strategy: the site answered 404 "
        "http://127.0.0.1:8000/static/pyodide/numpy-2.0-cp314-wasm32.whl",
        "07_switch_strategy: requests left the serving host: ['cdn.example']",
    ]


# --- the site ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def built(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Built:
    need(shutil.which("bash") is not None, "bash is not installed")
    need(shutil.which(os.environ.get("NPM", "npm")) is not None, "npm is not installed")
    out = tmp_path_factory.mktemp("lite") / "site"
    try:
        result = build_site(out)
    except RuntimeError as err:
        pytest.fail(str(err), pytrace=False)
    say(
        request.config,
        f"build {result.seconds:.0f} s; site {result.megabytes:.1f} MB in {result.files} files",
    )
    save_report("build", {"seconds": round(result.seconds, 1),
                          "megabytes": round(result.megabytes, 1), "files": result.files})  # fmt: skip
    return result


def test_the_site_serves_every_lesson_and_package_itself(built: Built) -> None:
    """The lessons at the site's root under their own names, the Russian ones in ru/; Pyodide
    and every wheel from the site (all pure Python: no numpy, no matplotlib); the PyPI fallback
    off; the front ends of ipywidgets and anywidget in, anywidget at the version the kernel
    gets."""
    site = built.site
    served_names = (site / "files").glob("**/*.ipynb")
    assert sorted(p.relative_to(site / "files").as_posix() for p in served_names) == sorted(
        f"{n}.ipynb" for n in LESSON_NAMES
    )
    for name in LESSON_NAMES:  # served as they are in notebooks/
        served = json.loads((site / "files" / f"{name}.ipynb").read_text(encoding="utf-8"))
        mine = json.loads((LESSONS / f"{name}.ipynb").read_text(encoding="utf-8"))
        assert served["cells"] == mine["cells"], name

    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert all(url.startswith("./") for url in kernel["pipliteUrls"])
    assert "://" not in json.dumps(config)

    wheels = sorted((site / "pypi").glob("*.whl")) + sorted((site / "static/pyodide").glob("*.whl"))
    names = {w.name.split("-")[0].lower() for w in wheels}
    required = {"bjswitch_widgets", "ipywidgets", "anywidget", "ipython", "tqdm", "micropip"}
    assert required <= names
    assert not names & {"numpy", "matplotlib", "pandas", "scipy"}
    assert [w.name for w in wheels if not w.name.endswith("-none-any.whl")] == []

    # the lock names only wheels the site has, each with its true hash
    lock = json.loads((site / "static/pyodide/pyodide-lock.json").read_text())
    assert set(lock["packages"]) == {
        "micropip", "bjswitch-widgets", "ipywidgets", "anywidget", "psygnal",
        "typing-extensions", "tqdm",
    }  # fmt: skip
    for entry in lock["packages"].values():
        wheel = site / "static/pyodide" / entry["file_name"]
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], wheel.name
    assert lock["packages"]["bjswitch-widgets"]["depends"] == ["anywidget", "ipywidgets", "tqdm"]

    # the project's wheel is this checkout's package
    project = next((site / "pypi").glob("bjswitch_widgets-*.whl"))
    with zipfile.ZipFile(project) as zf:
        keys_js = zf.read("bjswitch_widgets/widgets/keys.js")
    assert keys_js == (REPO / "bjswitch_widgets/widgets/keys.js").read_bytes()

    extensions = {e["name"] for e in config["federated_extensions"]}
    assert {"@jupyter-widgets/jupyterlab-manager", "anywidget"} <= extensions
    front = json.loads((site / "extensions/anywidget/package.json").read_text())["version"]
    assert (site / f"pypi/anywidget-{front}-py3-none-any.whl").exists()


# --- every lesson in the browser ------------------------------------------------------------------


@pytest.fixture(scope="module")
def served(built: Built, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Any]]:
    log = tmp_path_factory.mktemp("lite-server") / "http.log"
    with site_server(built.site, log) as base, chromium() as browser:
        yield base, browser


@pytest.mark.parametrize("lesson", LESSON_NAMES)
def test_the_lesson_runs_in_the_browser_with_nothing_installed(
    lesson: str, served: tuple[str, Any], request: pytest.FixtureRequest
) -> None:
    """Run All in the Pyodide kernel: every code cell runs and shows no error; the lesson's
    table is drawn with its keys script (anywidget) attached, and a click on one of its buttons
    changes it; every request went to 127.0.0.1 (the kernel's own fetches included)."""
    base, browser = served
    shot = ARTIFACTS / f"lite_{lesson.replace('/', '_')}.png"
    shot.unlink(missing_ok=True)
    run = run_lesson(browser, base, lesson, shot)
    seconds = run.seconds
    say(
        request.config,
        f"{lesson}: first table {seconds.get('page_to_first_table', '-')} s after page load "
        f"(kernel idle {seconds.get('page_to_kernel_idle', '-')} s, Run All "
        f"{seconds.get('run_all', '-')} s); {sum(c.ran for c in run.cells)}/{len(run.cells)} "
        f"cells ran; click: {run.click and run.click['buttons']} "
        f"{'changed the table' if run.click and run.click['changed'] else ''}; hosts "
        f"{sorted(run.hosts())}",
    )
    save_report(
        lesson,
        {"seconds": seconds, "requests": len(run.requests), "hosts": sorted(run.hosts()),
         "tables": run.tables, "click": run.click, "problems": run.problems(),
         "failed_responses": run.failed_responses[:20], "console_errors": run.console_errors[:20]},
    )  # fmt: skip

    problems = run.problems()
    # the recorder saw the kernel's own fetches (a Web Worker's): the host check means something
    if not any(u.endswith("/pyodide.asm.wasm") for u in run.requests):
        problems.append(f"{lesson}: no request for pyodide.asm.wasm was recorded")
    if not any("/bjswitch_widgets-" in u and u.endswith(".whl") for u in run.requests):
        problems.append(f"{lesson}: no request for the bjswitch_widgets wheel was recorded")
    if run.tables == 0 and draws_a_table(lesson):
        problems.append(f"{lesson}: no table was drawn")
    elif run.tables_with_keys < run.tables:
        problems.append(
            f"{lesson}: {run.tables - run.tables_with_keys} of {run.tables} tables lack their "
            "keys script (anywidget's front end did not draw TableKeys)"
        )
    if run.tables and run.click is None:
        problems.append(f"{lesson}: no table had an enabled button to click")
    elif run.click and not run.click["changed"]:
        problems.append(f"{lesson}: clicking {run.click['buttons']} did not change the table")
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)


def test_the_advisor_gives_exact_values_in_the_browsers_kernel(
    served: tuple[str, Any], request: pytest.FixtureRequest
) -> None:
    """Rules §6.2 in Pyodide: lesson 03's table with the Advisor on; after Keep the hand in play
    ends up valued exactly (every stand/hit/double labelled "exact", no "working out" note)."""
    base, browser = served
    seen = advisor_at_a_table(browser, base, "03_the_switch")
    say(request.config, f"Advisor in Pyodide: {seen}")
    assert "error" not in seen, seen["error"]
    assert seen["labels"] and set(seen["labels"]) == {"exact"}, seen


PROGRESS_IN_PYODIDE = """
import sys
from bjswitch_widgets import files
from bjswitch_widgets.teaching.progress import Scoreboard
one, two = Scoreboard("lite-progress.json"), Scoreboard("lite-progress.json")
for i in range(15):
    one.record("01_card_values", f"A{i}?", correct=True)
    two.record("02_insurance_and_peek", f"B{i}?", correct=False)
with files.locked("lite-progress.json"), files.locked("lite-progress.json"):
    pass
print(sys.platform, len(Scoreboard("lite-progress.json").records()), one.notes + two.notes)
"""


def test_the_progress_file_keeps_every_answer_in_the_browsers_kernel(
    served: tuple[str, Any], request: pytest.FixtureRequest
) -> None:
    """Issue 21 in Pyodide: two scoreboards of one kernel answering in turn keep all 30 answers,
    the file's lock is taken (the in-process one: there is no flock, and no filelock is served)
    and nothing is noted."""
    base, browser = served
    printed = run_code(browser, base, "00_start_here", PROGRESS_IN_PYODIDE)
    say(request.config, f"progress in Pyodide: {printed.strip()}")
    assert printed.strip() == "emscripten 30 []"


# --- a site whose kernel speaks Russian (issue 25) ---------------------------------------------

RUSSIAN_IN_PYODIDE = """
import os
from bjswitch_widgets.words import chips
from bjswitch_widgets.language import get_language
print(os.environ.get("BJSWITCH_LANG"), get_language(), chips(5))
"""


def test_a_site_built_with_lite_lang_ru_speaks_russian_from_the_first_cell(
    served: tuple[str, Any],
    tmp_path_factory: pytest.TempPathFactory,
    request: pytest.FixtureRequest,
) -> None:
    """``LITE_LANG=ru bash lite/build.sh OUT``: the kernel starts with ``BJSWITCH_LANG=ru``, so
    the package speaks Russian with no line added to a lesson (the English site, built first,
    fills the build's caches: this build takes seconds). The English site's browser is reused:
    Playwright's sync API cannot run inside another of its own sessions."""
    browser = served[1]
    out = tmp_path_factory.mktemp("lite-ru") / "site"
    try:
        russian = build_site(out, env={"LITE_LANG": "ru"})
    except RuntimeError as err:
        pytest.fail(str(err), pytrace=False)
    say(request.config, f"Russian site built in {russian.seconds:.0f} s")
    config = json.loads((out / "jupyter-lite.json").read_text(encoding="utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"
    ]
    assert kernel["loadPyodideOptions"]["env"] == {"BJSWITCH_LANG": "ru"}
    log = tmp_path_factory.mktemp("lite-ru-server") / "http.log"
    with site_server(out, log) as base:
        printed = run_code(browser, base, "00_start_here", RUSSIAN_IN_PYODIDE)
    assert printed.strip() == "ru ru 5 фишек", printed
