"""Build the Binder environment as repo2docker would, from the binder/ files alone, in a fresh
virtual environment; then run the lessons there. Shared by tests/test_binder.py and
benchmarks/binder_env.py (which prints the times)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
#: What repo2docker's base environment brings before binder/requirements.txt is read.
BASE_ENV = ["jupyterlab", "notebook", "ipykernel", "nbconvert"]


def jupyter_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        JUPYTER_CONFIG_DIR=str(home / "jupyter-config"),
        JUPYTER_RUNTIME_DIR=str(home / "jupyter-runtime"),
        JUPYTER_DATA_DIR=str(home / "jupyter-data"),
        IPYTHONDIR=str(home / "ipython"),
        JUPYTER_PLATFORM_DIRS="1",
    )
    env.pop("PYTHONPATH", None)
    return env


def build(workdir: Path) -> tuple[Path, float]:
    """A fresh venv with the base environment, binder/requirements.txt and postBuild run in a
    copy of the repository. Returns the venv's bin folder and the seconds it took."""
    repo = workdir / "repo"
    ignore = shutil.ignore_patterns(
        ".venv",
        ".git",
        "test-artifacts",
        "__pycache__",
        "*.egg-info",
        "lessons",
        ".bjswitch-progress.json*",
    )
    shutil.copytree(ROOT, repo, ignore=ignore)
    venv = workdir / "venv"
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    bin_ = venv / "bin"
    pip = [str(bin_ / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    _run([*pip, *BASE_ENV], cwd=repo)
    _run([*pip, "-r", "binder/requirements.txt"], cwd=repo)
    env = jupyter_env(workdir / "home")
    env["PATH"] = f"{bin_}{os.pathsep}{env.get('PATH', '')}"
    env["VIRTUAL_ENV"] = str(venv)
    _run(["bash", "binder/postBuild"], cwd=repo, env=env)
    return bin_, time.perf_counter() - start


def _run(cmd: list[str], **kwargs: object) -> None:
    """Run quietly; on failure raise with the command's own output."""
    proc = subprocess.run(cmd, capture_output=True, text=True, **kwargs)  # type: ignore[call-overload]
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{(proc.stdout + proc.stderr)[-4000:]}")


def run_notebook(bin_: Path, notebook: Path, workdir: Path) -> float:
    """Execute one lesson top to bottom with the venv's Jupyter; return the seconds taken."""
    env = jupyter_env(workdir / "home")
    env["PATH"] = f"{bin_}{os.pathsep}{env.get('PATH', '')}"
    out = workdir / "executed"
    out.mkdir(exist_ok=True)
    start = time.perf_counter()
    subprocess.run(
        [
            str(bin_ / "jupyter"),
            "nbconvert",
            "--to",
            "notebook",
            "--execute",
            "--ExecutePreprocessor.timeout=120",
            "--output-dir",
            str(out),
            str(notebook),
        ],
        check=True,
        cwd=notebook.parent,
        env=env,
        capture_output=True,
        text=True,
    )
    return time.perf_counter() - start
