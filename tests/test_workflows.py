"""The GitHub workflows (.github/workflows/): valid by GitHub's schema (check-jsonschema's vendored
copy, offline), clean by zizmor's audits (offline), and doing what the README promises —
tests.yml runs the README's test command on Linux for Python 3.10 and the newest CPython and a
lighter selection on macOS and Windows; release.yml builds, checks and publishes a tagged
version with trusted publishing (no token); lite.yml publishes the JupyterLite site."""

from __future__ import annotations

import re
import shlex
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from platforms import console_script
from process_helpers import run

from bjswitch_widgets.version import __version__

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"
FILES = sorted(WORKFLOWS.glob("*.yml"))
#: A step's ``uses:`` pinned to a commit, with the release it is: name@<40 hex> # vN...
PINNED = re.compile(r"^[\w.-]+/[\w./-]+@[0-9a-f]{40}$")


def _load(name: str) -> dict[Any, Any]:
    loaded = yaml.safe_load((WORKFLOWS / name).read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    # YAML 1.1 reads the key `on` as True
    if True in loaded:
        loaded["on"] = loaded.pop(True)
    return loaded


def _steps(workflow: dict[Any, Any]) -> list[dict[str, Any]]:
    return [step for job in workflow["jobs"].values() for step in job.get("steps", [])]


def test_there_are_the_three_workflows() -> None:
    assert [path.name for path in FILES] == ["lite.yml", "release.yml", "tests.yml"]


def test_every_workflow_is_valid_by_githubs_schema() -> None:
    done = run(
        sys.executable,
        "-m",
        "check_jsonschema",
        "--builtin-schema",
        "vendor.github-workflows",
        *map(str, FILES),
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_zizmor_finds_nothing() -> None:
    """Pinned actions, no credentials kept, permissions per job, no template injection."""
    zizmor = console_script("zizmor")
    assert zizmor is not None, "zizmor is not installed: pip install -e '.[test]'"
    done = run(zizmor, "--offline", "--no-progress", str(WORKFLOWS))
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_every_action_is_pinned_to_a_commit_and_names_its_release(path: Path) -> None:
    for line in path.read_text(encoding="utf-8").splitlines():
        if "uses:" in line:
            action, _, comment = line.split("uses:", 1)[1].partition("#")
            assert PINNED.match(action.strip()), line
            assert re.fullmatch(r"v\d+(\.\d+)*", comment.strip()), line


def test_no_workflow_reads_a_secret() -> None:
    for path in FILES:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"secrets\.[A-Za-z_]|password:|(?<!id-)token:", text), path.name


def test_tests_run_on_every_push_and_pull_request() -> None:
    workflow = _load("tests.yml")
    assert workflow["on"]["push"] == {"branches": ["main"]}
    assert "pull_request" in workflow["on"]
    assert workflow["permissions"] == {"contents": "read"}


def test_linux_runs_ci_run_for_python_310_and_the_newest() -> None:
    """.ci/run installs Debian's Chromium, gettext and npm, then the README's test command
    (tests/test_readme.py checks the two are the same), in Debian images of each Python."""
    linux = _load("tests.yml")["jobs"]["linux"]
    images = {entry["python"]: entry["image"] for entry in linux["strategy"]["matrix"]["include"]}
    assert images == {"3.10": "python:3.10-bookworm", "newest": "python:3"}
    assert linux["container"]["image"] == "${{ matrix.image }}"
    assert linux["env"]["CI"] == "true"
    assert [step["run"] for step in linux["steps"] if "run" in step][-1] == "bash .ci/run"


def _light_command() -> list[str]:
    light = _load("tests.yml")["jobs"]["light"]
    assert set(light["strategy"]["matrix"]["os"]) == {"macos-latest", "windows-latest"}
    assert light["strategy"]["matrix"]["python"] == ["3.10", "3.x"]
    runs = [step["run"] for step in light["steps"] if "run" in step]
    assert runs[0].endswith('python -m pip install -e ".[test]"')
    words = shlex.split(runs[-1])
    assert words[:3] == ["python", "-m", "pytest"]
    return words[3:]


def test_the_light_job_leaves_out_only_what_needs_more_than_python() -> None:
    """Its selection, collected here: no browser test, no site or Binder build, no msgfmt; the
    progress file's safety, the files on Windows and the packaging are in it."""
    done = run(sys.executable, "-m", "pytest", "--collect-only", "-q", *_light_command())
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr
    collected = [line for line in done.stdout.splitlines() if "::" in line]
    modules = {line.split("::")[0] for line in collected}
    assert not any("test_browser_" in module for module in modules)
    assert not modules & {"tests/test_lite_site.py", "tests/test_binder.py"}
    assert "tests/test_translations.py::test_msgfmt_check_is_clean" not in collected
    for kept in (
        "tests/test_progress_nothing_lost.py",
        "tests/test_files_on_windows.py",
        "tests/test_distributions.py",
        "tests/test_workflows.py",
    ):
        assert kept in modules, kept
    everything = run(sys.executable, "-m", "pytest", "--collect-only", "-q")
    total = int(re.search(r"(\d+) tests collected", everything.stdout)[1])  # type: ignore[index]
    assert len(collected) > 0.9 * total, (len(collected), total)


def test_release_publishes_a_tag_with_trusted_publishing() -> None:
    release = _load("release.yml")
    assert release["on"] == {"push": {"tags": ["v*"]}}
    assert release["permissions"] == {}
    build, publish = release["jobs"]["build"], release["jobs"]["publish"]
    assert build["permissions"] == {"contents": "read"}
    runs = "\n".join(step.get("run", "") for step in build["steps"])
    assert "python -m build" in runs and "twine check --strict dist/*" in runs
    assert publish["needs"] == "build"
    assert publish["permissions"] == {"id-token": "write"}
    assert publish["environment"]["name"] == "pypi"
    uses = [step["uses"].split("@")[0] for step in publish["steps"]]
    assert uses == ["actions/download-artifact", "pypa/gh-action-pypi-publish"]
    assert "with" not in publish["steps"][-1]  # no password, no token: trusted publishing


def _tag_check() -> str:
    steps = _load("release.yml")["jobs"]["build"]["steps"]
    (script,) = [step["run"] for step in steps if "GITHUB_REF_NAME" in step.get("run", "")]
    return str(script)


@pytest.mark.skipif(shutil.which("bash") is None or sys.platform == "win32", reason="needs bash")
@pytest.mark.parametrize(
    ("tag", "passes"), [(f"v{__version__}", True), ("v9.9.9", False), (__version__, False)]
)
def test_release_refuses_a_tag_that_is_not_the_version(tag: str, passes: bool) -> None:
    """The release job's own check, run here: the tag must be v + version.py's version."""
    path = str(Path(sys.executable).parent) + ":/usr/bin:/bin"
    done = run(
        "bash", "-e", "-c", _tag_check(), cwd=ROOT, env={"GITHUB_REF_NAME": tag, "PATH": path}
    )
    assert (done.returncode == 0) == passes, done.stdout + done.stderr
    if not passes:
        assert done.stdout.startswith("::error::the tag "), done.stdout


def test_the_site_is_published_by_its_own_job() -> None:
    lite = _load("lite.yml")
    assert lite["permissions"] == {"contents": "read"}
    assert lite["jobs"]["deploy"]["permissions"] == {"pages": "write", "id-token": "write"}
    runs = [step.get("run", "") for step in lite["jobs"]["build"]["steps"]]
    assert "bash lite/build.sh site" in runs
