"""How the package presents itself to an index and a shell (issue 29, the first part): the
license a school can check, the version written once, the console commands, the classifiers
and addresses an index shows.

The wheel's and the sdist's contents (``python -m build``, ``twine check``) are not yet here."""

from __future__ import annotations

import importlib
import importlib.metadata
import re
import sys
from pathlib import Path

import pytest

try:
    import tomllib
except ImportError:  # Python 3.10
    import tomli as tomllib

from platforms import console_script
from process_helpers import run

from bjswitch_widgets.version import __version__

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_license_is_a_file_and_says_what_it_covers() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Permission is hereby granted" in text
    for covered in ("lesson notebooks", "rules documents", "translations"):
        assert covered in text
    assert PYPROJECT["project"]["license"] == "MIT"
    assert PYPROJECT["project"]["license-files"] == ["LICENSE"]


def test_the_version_is_written_once() -> None:
    """pyproject.toml reads it from version.py; no other file of the package spells it."""
    assert "version" not in PYPROJECT["project"] and "version" in PYPROJECT["project"]["dynamic"]
    assert PYPROJECT["tool"]["hatch"]["version"]["path"] == "bjswitch_widgets/version.py"
    assert importlib.metadata.version("bjswitch_widgets") == __version__
    spelled = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "bjswitch_widgets").rglob("*.py")
        if path.name != "version.py"
        and re.search(rf"""["']{re.escape(__version__)}["']""", path.read_text(encoding="utf-8"))
    ]
    assert spelled == []


def test_an_index_shows_the_python_versions_the_audience_and_the_addresses() -> None:
    project = PYPROJECT["project"]
    classifiers = set(project["classifiers"])
    assert "Intended Audience :: Education" in classifiers
    low = int(project["requires-python"].removeprefix(">=3."))
    versions = {c.rsplit(".", 1)[1] for c in classifiers if re.fullmatch(r".*Python :: 3\.\d+", c)}
    assert min(map(int, versions)) == low
    assert {"Homepage", "Documentation", "Issues", "Changelog"} <= set(project["urls"])
    assert project["urls"]["Documentation"].endswith(".github.io/bjswitch_widgets/")


def test_the_changelog_keeps_a_changelog() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert text.startswith("# Changelog") and "## [Unreleased]" in text
    assert f"## [{__version__}]" in text
    for kind in ("### Added", "### Changed", "### Fixed"):
        assert kind in text


@pytest.mark.parametrize("script", ["bjswitch-widgets", "bjswitch-replay"])
def test_the_console_commands_are_declared_and_installed(script: str) -> None:
    target = PYPROJECT["project"]["scripts"][script]
    module, function = target.split(":")
    assert callable(getattr(importlib.import_module(module), function))
    found = console_script(script)
    assert found is not None, f"{script} is not installed beside {sys.executable}"


def test_bjswitch_widgets_is_the_whole_command_line() -> None:
    """The command's help names it as typed: ``bjswitch-widgets``, not ``python -m``."""
    found = console_script("bjswitch-widgets")
    assert found is not None
    done = run(found, "--help")
    assert (done.returncode, done.stderr) == (0, "")
    lines = done.stdout.splitlines()
    assert (
        lines[0] == "usage: bjswitch-widgets replay FILE.json   (FILE may be - for standard input)"
    )
    assert lines[1] == "       bjswitch-widgets house-edge [PROFILE ...]"
    assert "python -m" not in done.stdout
    for command in ("replay", "house-edge", "lessons", "handout", "class-report"):
        helped = run(found, command, "--help")
        assert helped.returncode == 0, command
        assert helped.stdout.startswith(f"usage: bjswitch-widgets {command} "), helped.stdout
    wrong = run(found, "house-edge", "--nope")
    assert wrong.returncode == 2 and wrong.stdout == ""
    assert wrong.stderr.startswith("error: house-edge: ") and wrong.stderr.count("\n") == 1
    assert "(usage: bjswitch-widgets house-edge [PROFILE ...])" in wrong.stderr


def test_python_m_keeps_its_own_name() -> None:
    done = run(sys.executable, "-m", "bjswitch_widgets", "--help")
    assert done.returncode == 0
    assert done.stdout.startswith("usage: python -m bjswitch_widgets replay FILE.json")
    assert "bjswitch-widgets " not in done.stdout
