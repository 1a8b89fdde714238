"""The lessons keep their promises: the rule → notebook → check map in notebooks/README.md is
true (every named check exists and is called in the named notebook), covers RULES §1.1–§1.12,
and every lesson has checked cells and questions asked in the page."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bjswitch_widgets import checks

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "bjswitch_widgets" / "notebooks"  # the sources (notebooks/ is generated)
README = (ROOT / "notebooks" / "README.md").read_text(encoding="utf-8")
FILES = {
    p.stem.split("_")[0] if p.stem[0].isdigit() else "instructor": p
    for p in NOTEBOOKS.glob("*.ipynb")
}


def source(path: Path) -> str:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"])


def mapping_rows() -> list[tuple[str, str, list[str], list[str]]]:
    rows = []
    for line in README.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and re.fullmatch(r"1\.\d+", cells[1]):
            notebooks = [n.strip() for n in cells[2].split(",")]
            names = re.findall(r"`(check_\w+)", cells[3])
            rows.append((cells[0], cells[1], notebooks, names))
    return rows


def test_the_map_covers_every_section_of_rules_1():
    sections = {row[1] for row in mapping_rows()}
    assert sections == {f"1.{k}" for k in range(1, 13)}


@pytest.mark.parametrize("row", mapping_rows(), ids=lambda r: f"§{r[1]} {r[0][:40]}")
def test_each_mapped_check_exists_and_is_used_in_its_notebooks(row):
    sentence, _section, notebooks, names = row
    assert names, f"no check named for {sentence!r}"
    for name in names:
        assert callable(getattr(checks, name, None)), name
    for nb in notebooks:
        text = source(FILES[nb])
        assert any(name + "(" in text for name in names), (nb, names)


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda p: p.stem)
def test_every_lesson_has_checked_cells_and_questions_in_the_page(path):
    text = source(path)
    assert "# NBVAL_CHECK_OUTPUT" in text
    assert "lesson.ask(" in text or "lesson.assessment(" in text  # the assessment asks its own
    assert "§1." in text or "§" in text
    assert path.stem in (ROOT / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda p: p.stem)
def test_a_source_keeps_no_widget_state(path):
    """A source re-executed with the widgets' state stored carried hundreds of kilobytes of it
    into the wheel and the graded copies; run it with
    ``--ExecutePreprocessor.store_widget_state=False``."""
    assert "widgets" not in json.loads(path.read_text(encoding="utf-8"))["metadata"]
