"""What a release uploads to PyPI: ``python -m build`` makes the sdist and, from it, the wheel, as
the release workflow does (.github/workflows/release.yml); ``twine check --strict`` passes; and
each holds what a learner or a packager needs — the wheel: the rules documents in every language,
every lesson source, the compiled catalogues, the widgets' JavaScript, ``py.typed``, the Voila
template and both commands; the sdist: all that in source form (the catalogues as ``.po``) with
the tests, the learners' notebooks, ``binder/`` and ``lite/``. The wheel is then run as it was
unpacked, away from this checkout: Russian from its own catalogue, every lesson copied.

Building needs hatchling and hatch-babel from PyPI (build isolation), as the release does."""

from __future__ import annotations

import email.parser
import os
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from process_helpers import run

from bjswitch_widgets.language import LANGUAGES
from bjswitch_widgets.version import __version__

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "bjswitch_widgets"
NAME = f"bjswitch_widgets-{__version__}"


def _tracked(*folders: str, others: bool = False) -> list[str]:
    """The files git tracks under ``folders`` (what a clean clone, and so the sdist, has); with
    ``others``, those git does not ignore too (what hatchling puts in an sdist)."""
    more = ["--others", "--exclude-standard"] if others else []
    done = subprocess.run(
        ["git", "ls-files", "-z", "--cached", *more, "--", *folders],
        cwd=ROOT,
        capture_output=True,
        check=True,
    )
    return sorted(name for name in done.stdout.decode("utf-8").split("\0") if name)


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    done = run(sys.executable, "-m", "build", "--outdir", str(out), str(ROOT), timeout=600)
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    assert sorted(path.name for path in out.iterdir()) == [
        f"{NAME}-py3-none-any.whl",
        f"{NAME}.tar.gz",
    ]
    return out


@pytest.fixture(scope="module")
def wheel(dist: Path) -> Iterator[zipfile.ZipFile]:
    with zipfile.ZipFile(dist / f"{NAME}-py3-none-any.whl") as opened:
        yield opened


@pytest.fixture(scope="module")
def sdist(dist: Path) -> list[str]:
    with tarfile.open(dist / f"{NAME}.tar.gz") as opened:
        names = opened.getnames()
    assert all(name == NAME or name.startswith(NAME + "/") for name in names)
    return sorted(name.removeprefix(NAME + "/") for name in names if name != NAME)


def test_twine_check_passes_both(dist: Path) -> None:
    done = run(
        sys.executable,
        "-m",
        "twine",
        "check",
        "--strict",
        *sorted(map(str, dist.iterdir())),
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("PASSED") == 2, done.stdout


def test_the_wheel_holds_what_the_package_reads(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    wanted = {"bjswitch_widgets/py.typed", "bjswitch_widgets/widgets/keys.js"}
    for lang in LANGUAGES:
        wanted.add(
            "bjswitch_widgets/rules.md" if lang == "en" else f"bjswitch_widgets/rules.{lang}.md"
        )
        if lang != "en":
            wanted.add(f"bjswitch_widgets/locale/{lang}/LC_MESSAGES/messages.mo")
            wanted.add(f"bjswitch_widgets/locale/{lang}/LC_MESSAGES/messages.po")
    # every lesson source and scenario, in every language, and every module
    wanted |= set(_tracked("bjswitch_widgets"))
    template = f"{NAME}.data/data/share/jupyter/voila/templates/bjswitch"
    wanted |= {f"{template}/conf.json", f"{template}/index.html.j2"}
    assert wanted - names == set()
    lessons = [name for name in names if name.endswith(".ipynb")]
    assert len([n for n in lessons if "/ru/" not in n]) == len([n for n in lessons if "/ru/" in n])


def test_the_wheel_holds_nothing_else(wheel: zipfile.ZipFile) -> None:
    """No tests, no learner's progress or lock file, no bytecode; the .mo is built, not stored."""
    for name in wheel.namelist():
        top = name.split("/")[0]
        assert top in {"bjswitch_widgets", f"{NAME}.dist-info", f"{NAME}.data"}, name
        assert ".bjswitch-progress" not in name and not name.endswith((".lock", ".pyc")), name
        assert "__pycache__" not in name and ".ipynb_checkpoints" not in name, name


def test_the_wheels_metadata_is_what_an_index_shows(wheel: zipfile.ZipFile) -> None:
    info = f"{NAME}.dist-info"
    meta = email.parser.HeaderParser().parsestr(wheel.read(f"{info}/METADATA").decode("utf-8"))
    assert (meta["Name"], meta["Version"]) == ("bjswitch_widgets", __version__)
    assert meta["License-Expression"] == "MIT"
    assert meta["License-File"] == "LICENSE"
    assert wheel.read(f"{info}/licenses/LICENSE") == (ROOT / "LICENSE").read_bytes()
    assert meta["Requires-Python"] == ">=3.10"
    assert "Intended Audience :: Education" in (meta.get_all("Classifier") or [])
    urls = dict(line.split(", ", 1) for line in meta.get_all("Project-URL") or [])
    assert set(urls) == {"Homepage", "Documentation", "Issues", "Changelog"}
    assert meta["Description-Content-Type"] == "text/markdown"
    points = wheel.read(f"{info}/entry_points.txt").decode("utf-8")
    assert "bjswitch-widgets = bjswitch_widgets.__main__:main" in points
    assert "bjswitch-replay = bjswitch_widgets.__main__:replay_main" in points


def test_the_sdist_holds_the_sources_tests_and_notebooks(sdist: list[str]) -> None:
    wanted = set(
        _tracked("bjswitch_widgets", "tests", "notebooks", "binder", "lite", "benchmarks", "share")
    )
    wanted |= {"pyproject.toml", "README.md", "LICENSE", "CHANGELOG.md", "PKG-INFO"}
    assert wanted - set(sdist) == set()
    assert any(name.startswith("notebooks/ru/") for name in sdist)
    assert "tests/test_distributions.py" in sdist


def test_the_sdist_holds_nothing_of_a_working_copy(sdist: list[str]) -> None:
    """Only what git does not ignore (and PKG-INFO): no catalogue built here, no node_modules,
    no learner's progress, no screenshots."""
    extra = set(sdist) - set(_tracked(others=True))
    assert extra <= {"PKG-INFO"}, extra
    assert not any(name.endswith(".mo") or "node_modules/" in name for name in sdist)


def test_the_unpacked_wheel_works_alone(wheel: zipfile.ZipFile, tmp_path: Path) -> None:
    """The wheel's files, first on the path: its own Russian catalogue answers, and the command
    line writes every Russian lesson's learner's copy from the lessons inside it."""
    site = tmp_path / "site"
    wheel.extractall(site)
    out = tmp_path / "copies"
    code = (
        "import sys, bjswitch_widgets, bjswitch_widgets.__main__ as cli\n"
        "from bjswitch_widgets import language\n"
        "print(bjswitch_widgets.__file__)\n"
        "with language.in_language('ru'):\n"
        "    print(language.gettext('out of memory'))\n"
        f"sys.exit(cli.main(['lessons', 'learner', {str(out)!r}, '--lang', 'ru']))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(site), "PYTHONUTF8": "1"}
    env.pop("BJSWITCH_LANG", None)
    done = run(sys.executable, "-c", code, cwd=tmp_path, env=env, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert Path(lines[0]).resolve().is_relative_to(site.resolve()), lines[0]
    assert lines[1] == "не хватает памяти"
    sources = sorted(path.name for path in (PACKAGE / "notebooks" / "ru").glob("*.ipynb"))
    copies = sorted(path.name for path in out.glob("*.ipynb"))
    # the instructors' notebook has no learner's copy (lessons --help says so)
    assert copies == [name for name in sources if not name.startswith("instructor")]
