"""binder/ works: repo2docker reads it as intended, and the environment it describes — built
fresh from binder/ alone — runs every lesson."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from binder_build import BINDER, ROOT, build, run_notebook

#: repo2docker and a fresh environment from PyPI: the Linux job only.
pytestmark = pytest.mark.tools

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def test_binder_folder_has_what_repo2docker_reads():
    runtime = (BINDER / "runtime.txt").read_text().strip()
    assert re.fullmatch(r"python-3\.(1[0-9])", runtime), runtime
    requirements = (BINDER / "requirements.txt").read_text()
    assert "ipywidgets" in requirements
    post = BINDER / "postBuild"
    assert os.access(post, os.X_OK) and "pip install" in post.read_text()
    assert "labpath=notebooks%2F00_start_here.ipynb" in (ROOT / "README.md").read_text()


def test_repo2docker_validates_the_binder_folder():
    """`repo2docker --no-build` (no Docker needed) makes the Dockerfile from binder/."""
    exe = Path(sys.executable).with_name("repo2docker")
    if not exe.exists():
        found = shutil.which("repo2docker")
        if found is None:
            pytest.fail("repo2docker is not installed: pip install -e '.[test]'")
        exe = Path(found)
    proc = subprocess.run(
        [str(exe), "--no-build", "--no-run", "--user-id", "1000", "--user-name", "jovyan", "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-3000:]
    assert "python=3.11" in out
    assert 'pip install --no-cache-dir -r "binder/requirements.txt"' in out
    assert "./binder/postBuild" in out


def test_fresh_binder_environment_runs_every_lesson(tmp_path):
    """The environment built from binder/ alone installs the package and runs the learner's copies
    of the lessons in notebooks/ (what the Binder badge opens)."""
    assert NOTEBOOKS, "no lessons in notebooks/"
    bin_, _ = build(tmp_path)
    check = subprocess.run(
        [str(bin_ / "python"), "-c", "import bjswitch_widgets, ipywidgets, voila; print('ok')"],
        capture_output=True,
        text=True,
    )
    assert check.stdout.strip() == "ok", check.stderr
    for notebook in sorted((tmp_path / "repo" / "notebooks").glob("*.ipynb")):
        assert "= ...  # ←" in notebook.read_text(encoding="utf-8")  # no answer filled in
        run_notebook(bin_, notebook, tmp_path)
