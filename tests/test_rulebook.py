"""The package ships its own rules document (bjswitch_widgets/rules.md) and every § the code and
the lessons cite can be shown from it; no learner is sent to the developers' files."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from bjswitch_widgets import InvalidInputError, rulebook
from bjswitch_widgets.rulebook import RulesText, sections

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "bjswitch_widgets"
NOTEBOOKS = ROOT / "notebooks"
CITATION = re.compile(r"§\s?(\d+(?:\.\d+)?)")

# The headings of the developers' RULES.md, by hand: §1 with its twelve subsections, §2, §3, §4.
RULES_MD_SECTIONS = ["1", *(f"1.{k}" for k in range(1, 13)), "2", "3", "4"]
SCENARIO_SECTIONS = ["5", *(f"5.{k}" for k in range(1, 8))]
MATHS_SECTIONS = ["6", *(f"6.{k}" for k in range(1, 5))]
GLOSSARY_SECTIONS = ["7"]  # the words used at the table (issue 23)


def test_every_section_of_the_developers_rules_keeps_its_number():
    known = sections()
    for section in RULES_MD_SECTIONS:
        assert section in known, section


def test_the_scenario_sections_exist():
    known = sections()
    for section in SCENARIO_SECTIONS:
        assert section in known, section


def test_sections_are_in_document_order():
    assert sections() == RULES_MD_SECTIONS + SCENARIO_SECTIONS + MATHS_SECTIONS + GLOSSARY_SECTIONS


def _cited_files() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py")) + sorted(NOTEBOOKS.glob("*.ipynb"))


def test_the_scan_finds_citations():
    """The guard below is not vacuous: the code cites §1.10 and §4, the lessons §1.7."""
    code = {m for p in PACKAGE.rglob("*.py") for m in CITATION.findall(p.read_text("utf-8"))}
    lessons = {m for p in NOTEBOOKS.glob("*.ipynb") for m in CITATION.findall(p.read_text("utf-8"))}
    assert {"1.10", "4"} <= code
    assert "1.7" in lessons


@pytest.mark.parametrize("path", _cited_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_citation_names_a_section_the_rulebook_can_show(path: Path):
    for section in set(CITATION.findall(path.read_text(encoding="utf-8"))):
        shown = rulebook(section)
        assert shown.section == section
        assert str(shown).startswith("#")


def test_one_section_stops_at_the_next_heading():
    text = str(rulebook("1.10"))
    assert text.startswith("### 1.10 Settlement\n")
    assert "Dealer exactly **22**: every live ordinary hand **pushes**" in text
    assert "1.11" not in text
    assert "teaching session" not in text


def test_a_top_level_section_includes_its_subsections():
    three = str(rulebook("3"))
    assert three.startswith("## 3 ")
    assert "**Super Match**" in three
    assert "## 4 " not in three
    assert "Jack Switch" not in three
    one = str(rulebook("1"))
    assert "### 1.1 Cards and values" in one
    assert "### 1.12 The worked example" in one
    assert "## 2 " not in one


@pytest.mark.parametrize("spelling", ["4", "§4", " §4 ", "§ 4", " 4\n"])
def test_section_spellings(spelling: str):
    shown = rulebook(spelling)
    assert shown.section == "4"
    assert str(shown).startswith("## 4 Jack Switch")
    assert "**Surrender**" in str(shown)


def test_the_whole_document():
    whole = rulebook()
    assert whole.section is None
    text = str(whole)
    assert text.startswith("# ")
    for section in sections():
        assert str(rulebook(section)) in text + "\n"
    assert "`switch`" in text and "`classic`" in text
    assert "`online_switch`" in text and "`jack_switch`" in text


def test_none_is_the_whole_document():
    """``rulebook(None)`` is ``rulebook()`` (the signature's default), not an error."""
    assert rulebook(None) == rulebook()


@pytest.mark.parametrize("bad", ["9.9", "", "  ", "1.13", "§", "1.", "None", 1.10, 4, ["1.1"]])
def test_a_bad_section_is_invalid_input_quoting_it(bad: object):
    with pytest.raises(InvalidInputError) as caught:
        rulebook(bad)  # type: ignore[arg-type]
    message = str(caught.value)
    assert repr(bad) in message
    assert "1.10" in message and "5.7" in message  # lists the known sections
    assert isinstance(caught.value, ValueError)


def test_rulestext_renders_as_markdown():
    shown = rulebook("1.4")
    assert isinstance(shown, RulesText)
    assert str(shown) == shown.markdown and shown.markdown.startswith("### 1.4 Naturals")
    # shown in a notebook, a section's headings start at level 2: under a lesson's "# title"
    # they never skip a level (issue 24: axe's heading-order)
    assert shown._repr_markdown_() == shown.markdown.replace("### 1.4", "## 1.4", 1)
    heads = [x.split()[0] for x in rulebook("1")._repr_markdown_().splitlines() if x[:1] == "#"]
    assert heads[:2] == ["##", "###"]  # "## 1 The Switch table", "### 1.1 Cards and values"
    assert rulebook()._repr_markdown_().startswith("# Blackjack Switch")
    assert not hasattr(shown, "_repr_html_")
    with pytest.raises(AttributeError):
        shown.markdown = "changed"  # type: ignore[misc]
    from IPython.core.formatters import DisplayFormatter

    data, _ = DisplayFormatter().format(shown)
    assert data["text/markdown"].startswith("## 1.4 Naturals")
    assert "text/html" not in data


def test_the_rules_document_keeps_the_decided_points():
    """A few decided points of RULES.md, by hand, land in the right sections."""
    assert "identical" in str(rulebook("1.7"))
    assert "reveals the hole card and stops" in str(rulebook("1.9"))
    assert "22 is the only push total" in str(rulebook("3"))
    assert "Super Match is optional" in str(rulebook("3"))
    assert "1 chip on a box of 1 + 1" in str(rulebook("3"))
    four = str(rulebook("4"))
    assert "**late**" in four and "loses its whole bet" in four
    assert "only at settlement" in four
    assert "**A soft 21 may be hit.**" in four
    assert "insure A B" in str(rulebook("5.3")) and "box by box" in str(rulebook("5.3"))
    assert "1–40 printable characters" in str(rulebook("5.1"))
    assert "status 2" in str(rulebook("5.7"))


def test_the_package_never_sends_a_user_to_the_developers_folder():
    files = [p for p in PACKAGE.rglob("*") if p.is_file() and p.suffix in (".py", ".md")]
    files += [p for p in NOTEBOOKS.rglob("*") if p.is_file() and p.suffix in (".ipynb", ".md")]
    files.append(ROOT / "README.md")
    for path in files:
        text = path.read_text(encoding="utf-8")
        for bad in ("shared folder", "../shared", "/shared/"):
            assert bad not in text, (path.relative_to(ROOT), bad)


def test_the_rules_document_speaks_to_learners():
    text = str(rulebook())
    for jargon in ("seeds/", "seed sheet", "Decision", "RULES.md", "SCENARIOS.md", "shared"):
        assert jargon not in text, jargon
    for suit in "♠♥♦♣":
        assert suit in text


def test_the_wheel_carries_the_rules_document(tmp_path: Path):
    wheels = tmp_path / "wheels"
    command = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), "."]
    if importlib.util.find_spec("hatchling") is not None:
        command.insert(5, "--no-build-isolation")
    build = subprocess.run(
        command, cwd=ROOT, capture_output=True, text=True, encoding="utf-8", errors="replace",
        timeout=120,
    )  # fmt: skip
    assert build.returncode == 0, build.stdout + build.stderr
    (wheel,) = wheels.glob("bjswitch_widgets-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        assert "bjswitch_widgets/rules.md" in archive.namelist()
        assert "bjswitch_widgets/rules.ru.md" in archive.namelist()  # issue 25
        unpacked = tmp_path / "site"
        archive.extractall(unpacked)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    code = (  # stdout in UTF-8 for the Russian (-I ignores PYTHONIOENCODING; Windows' code page)
        "sys.stdout.reconfigure(encoding='utf-8'); import bjswitch_widgets as b; "
        f"assert b.__file__.startswith({str(unpacked)!r}), b.__file__; "
        "print(str(b.rulebook('1.4')).splitlines()[0]); "
        "b.set_language('ru'); print(str(b.rulebook('1.4')).splitlines()[0])"
    )
    env = {**os.environ, "PYTHONPATH": str(unpacked)}
    # -I ignores PYTHONPATH, so the unpacked wheel goes on sys.path by hand as well.
    run = subprocess.run(
        [sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(unpacked)!r}); {code}"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout == "### 1.4 Naturals\n### 1.4 Натуральные\n"


def test_the_glossary_defines_the_words_learners_met_undefined():
    """Issue 23: "live ordinary hand", "essentially equal", EV and H17 were used before they
    were defined; §7 defines each, with the section that states the rule."""
    glossary = str(rulebook("7"))
    for word in ("**live hand**", "**ordinary hand**", "**essentially equal**", "**H17**"):
        assert word in glossary
    assert "**EV (expected value)**" in glossary and "(§6.1)" in glossary
