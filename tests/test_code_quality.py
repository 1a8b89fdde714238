"""The code stays ruff clean and the engine passes mypy --strict; the engine never imports widgets."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _tool(name: str) -> list[str]:
    exe = Path(sys.executable).with_name(name)
    if exe.exists():
        return [str(exe)]
    found = shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: install the test extras (pip install -e '.[test]')")
    return [found]


def test_ruff_is_clean():
    proc = subprocess.run([*_tool("ruff"), "check", "."], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_strict_on_the_engine():
    proc = subprocess.run([*_tool("mypy")], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_the_engine_imports_without_ipywidgets():
    """The rules engine is pure Python: importing it loads no widget library."""
    code = (
        "import sys, bjswitch_widgets as b; "
        "b.replay({'players': ['Ann']}); "
        "bad = [m for m in sys.modules if m.split('.')[0] in ('ipywidgets', 'IPython')]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
