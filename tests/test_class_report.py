"""The class report (issue 28): what a class got wrong at the first try, from the learners' files.

A class of three, made by hand: Ann's progress file, Ben's progress exported to CSV in Russian
(as a Russian learner's lesson writes it), Cleo's progress file in a folder of her own with a
trainer's practice saved in it; beside them a damaged file and somebody's settings. Every
figure below is worked out by hand from the records as tests/class_helpers.py writes them (its
table says who answered what).

Most missed first is the smallest share right at the first try, then the most learners not
right, then the lessons' order: Q2 (1 of 3), then Q3, Q4, A3 (1 of 2 each: lessons 04, 04, 10;
lesson 04 asks Q3; Q4 is one of this file's own, so it comes after), then Q1 (2 of 3).
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest
from class_helpers import A3, Q1, Q2, Q3, Q4, make_class, progress_file

from bjswitch_widgets import InvalidInputError
from bjswitch_widgets.__main__ import main
from bjswitch_widgets.language import in_language
from bjswitch_widgets.teaching.class_files import learner_names, read_class
from bjswitch_widgets.teaching.class_page import report_page
from bjswitch_widgets.teaching.class_report import class_report, write_class_report
from bjswitch_widgets.teaching.progress import progress


@pytest.fixture
def class_folder(tmp_path: Path) -> Path:
    return make_class(tmp_path)


def _hashes(folder: Path) -> dict[str, tuple[str, int]]:
    return {
        str(p): (hashlib.sha256(p.read_bytes()).hexdigest(), p.stat().st_mtime_ns)
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def test_the_questions_most_missed_first_with_figures_worked_by_hand(class_folder: Path) -> None:
    report = class_report(class_folder)
    rows = [(q.lesson, q.answered, q.right_first, q.missed, q.shown) for q in report.questions]
    assert rows == [
        ("01_card_values", 3, 1, 2, 0),  # Q2
        ("04_dealer_22_push", 2, 1, 1, 0),  # Q3
        ("04_dealer_22_push", 2, 1, 1, 1),  # Q4: Ann had the answer shown first
        ("10_final_assessment", 2, 1, 1, 0),  # A3
        ("01_card_values", 3, 2, 1, 0),  # Q1
    ]
    assert [q.question for q in report.questions][:3] == [Q2[1], Q3[1], Q4[1]]
    assert [q.sections for q in report.questions] == [
        ("1.1",), ("1.10",), ("1.9",), ("1.5", "1.6"), ("1.1",)
    ]  # fmt: skip


def test_the_rules_sections_lessons_and_learners_worked_by_hand(class_folder: Path) -> None:
    report = class_report(class_folder)
    sections = [
        (s.section, s.questions, s.answered, s.right_first, s.shown) for s in report.sections
    ]
    # §1.1: Q1 and Q2, 6 answers, 3 right (3 of 6); the others 1 of 2, in the rules' order
    assert sections == [
        ("1.1", 2, 6, 3, 0), ("1.5", 1, 2, 1, 0), ("1.6", 1, 2, 1, 0), ("1.9", 1, 2, 1, 1),
        ("1.10", 1, 2, 1, 0),
    ]  # fmt: skip
    lessons = [
        (r.lesson, r.learners, r.questions, r.answered, r.right_first) for r in report.lessons
    ]
    assert lessons == [
        ("01_card_values", 3, 2, 6, 3),
        ("04_dealer_22_push", 3, 2, 4, 2),
        ("10_final_assessment", 2, 1, 2, 1),
    ]
    learners = [(r.learner, r.answered, r.right_first, r.shown) for r in report.learners]
    assert learners == [("ann", 5, 3, 1), ("ben", 4, 1, 0), ("cleo", 3, 2, 0)]
    assert report.files == 3


def test_the_practice_per_kind_worked_by_hand(class_folder: Path) -> None:
    [hard] = class_report(class_folder).practice
    assert (hard.kind, hard.learners, hard.answered, hard.first_tries) == ("hard", 1, 10, 9)
    assert (hard.right_first_try, hard.mastered) == (7, 0)  # 9 first tries: no 20 to judge by
    assert hard.cost_per_100 == pytest.approx(25.0)


def test_damaged_and_foreign_files_are_named_and_skipped_and_nothing_is_written(
    class_folder: Path,
) -> None:
    before = _hashes(class_folder)
    report = class_report(class_folder)
    skipped = {Path(s.path).name: s.reason for s in report.skipped}
    assert set(skipped) == {"dan.json", "settings.json"}  # not the hidden folder's file
    assert skipped["dan.json"].startswith("it is not JSON")
    assert '"format"' in skipped["settings.json"]
    out = class_folder.parent / "report.html"
    write_class_report(out, [class_folder])
    assert _hashes(class_folder) == before  # not a byte, not a time stamp changed
    page = out.read_text("utf-8")
    assert "dan.json" in page and "settings.json" in page


def test_each_rules_link_leads_to_the_rule_quoted_on_the_page(class_folder: Path) -> None:
    page = report_page(class_report(class_folder))
    links = set(re.findall(r'href="#(rule-[0-9.]+)"', page))
    assert links == {f"rule-{s}" for s in ("1.1", "1.5", "1.6", "1.9", "1.10")}
    for link in links:
        assert page.count(f'id="{link}"') == 1
    assert "Every win pays 1:1 profit" in page  # §1.10 quoted from the rules document
    assert "2 of 3" in page and "1 of 3" in page


def test_hidden_names_show_no_name_nor_file(class_folder: Path) -> None:
    page = report_page(class_report(class_folder).hidden())
    assert "Learner 1" in page and "Learner 3" in page
    for name in ("ann", "ben", "cleo", "dan.json", "settings.json", str(class_folder)):
        assert name not in page.replace("Ann's hand", ""), name


def test_a_learner_in_several_assignment_folders_is_one_learner(tmp_path: Path) -> None:
    """nbgrader's submitted/<student>/<assignment>/: one progress file per assignment."""
    for student, lesson, question in (
        ("ann", "01_card_values", Q1), ("ann", "04_dealer_22_push", Q3),
        ("ben", "01_card_values", Q1),
    ):  # fmt: skip
        folder = tmp_path / "submitted" / student / lesson
        folder.mkdir(parents=True)
        text = progress_file([(question, "right")])
        (folder / ".bjswitch-progress.json").write_text(text, encoding="utf-8")
    learners, skipped = read_class([tmp_path / "submitted"])
    assert [(a.name, len(a.files), len(a.records)) for a in learners] == [
        ("ann", 2, 2), ("ben", 1, 1)
    ]  # fmt: skip
    assert skipped == []


@pytest.mark.parametrize(
    ("paths", "names"),
    [
        (["c/ann.json", "c/ben.csv"], ["ann", "ben"]),
        (["c/ann/.bjswitch-progress.json", "c/ben/.bjswitch-progress.json"], ["ann", "ben"]),
        (["c/ann/progress.json", "c/ben/progress.json"], ["ann", "ben"]),
        (["x/ann+01_card_values+2026-12-01 10:00:00 UTC/.bjswitch-progress.json"], ["ann"]),
        ([".bjswitch-progress.json"], [Path.cwd().name]),
        (  # one student's folder: the lessons' folders are no learners
            ["s/cem/01_card_values/.bjswitch-progress.json", "s/cem/03_x/.bjswitch-progress.json"],
            ["cem", "cem"],
        ),
        (["s/cem/01_card_values/.bjswitch-progress.json", "late/cem.csv"], ["cem", "cem"]),
        (["monday/ann.json", "tuesday/ann.json", "ben.json"], ["ann", "ann", "ben"]),
    ],
)
def test_learners_are_named_by_what_tells_their_files_apart(
    paths: list[str], names: list[str]
) -> None:
    assert learner_names([Path(p) for p in paths], ["01_card_values", "03_x"]) == names


def test_the_command_writes_the_page_and_names_what_it_left_out(
    class_folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = class_folder.parent / "report.html"
    assert main(["class-report", str(out), str(class_folder)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0] == f"wrote {out}" and printed[1] == "3 learners, 3 files read"
    assert sum(line.startswith("skipped ") for line in printed) == 2
    first = out.read_bytes()
    assert main(["class-report", str(out), str(class_folder)]) == 0  # kept: no --force
    assert capsys.readouterr().out.startswith(f"kept  {out}")
    assert out.read_bytes() == first
    assert main(["class-report", str(out), str(class_folder), "--lang", "ru", "--force"]) == 0
    page = out.read_text("utf-8")
    assert '<html lang="ru">' in page and "2 из 3" in page


@pytest.mark.parametrize(
    "words",
    [
        ["class-report", "{folder}/ann.json", "{folder}"],  # over a learner's file
        ["class-report", "{tmp}/r.html", "{folder}/settings.json"],  # nobody's progress
        ["class-report", "{tmp}/r.html", "{tmp}/none-such.json"],
        ["class-report", "{tmp}/r.html"],  # no file named
    ],
)
def test_the_command_refuses_in_one_line_with_status_2(
    class_folder: Path, capsys: pytest.CaptureFixture[str], words: list[str]
) -> None:
    before = _hashes(class_folder)
    filled = [w.format(folder=class_folder, tmp=class_folder.parent) for w in words]
    assert main(filled) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    assert captured.err.startswith("error: ") and "Traceback" not in captured.err
    assert _hashes(class_folder) == before
    assert not (class_folder.parent / "r.html").exists()


@pytest.mark.parametrize("bad", [None, 3, b"x.json", "", "a\0b", [], [None]])
def test_bad_arguments_are_the_packages_errors(bad: object) -> None:
    with pytest.raises(InvalidInputError):
        class_report(bad)


def test_a_csv_export_reads_back_in_either_language(tmp_path: Path) -> None:
    source = tmp_path / "p.json"
    source.write_text(progress_file([(Q1, "right"), (Q4, "revealed"), (Q2, "wrong")]), "utf-8")
    expected = {(r.lesson, r.question): r for r in progress(source).records}
    for lang in ("en", "ru"):
        with in_language(lang):
            progress(source).to_csv(tmp_path / f"{lang}.csv")
        [learner], skipped = read_class([tmp_path / f"{lang}.csv"])
        assert skipped == []
        found = {(r.lesson, r.question): r for r in learner.records}
        assert found == expected, lang


def test_a_linked_folder_is_searched_once_and_an_empty_file_is_named(tmp_path: Path) -> None:
    """A learner's folder may be a link (a shared drive mounted elsewhere); a link back up does
    not loop; an empty file is said to be empty."""
    real = tmp_path / "elsewhere" / "eve"
    real.mkdir(parents=True)
    (real / "eve.json").write_text(progress_file([(Q1, "right")]), encoding="utf-8")
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "ben.json").write_text(progress_file([(Q1, "wrong")]), encoding="utf-8")
    (folder / "eve").symlink_to(real, target_is_directory=True)
    (folder / "loop").symlink_to(folder, target_is_directory=True)
    (folder / "empty.json").write_bytes(b"")
    learners, skipped = read_class([folder])
    assert [learner.name for learner in learners] == ["ben", "eve"]
    assert [(Path(s.path).name, s.reason) for s in skipped] == [("empty.json", "it is empty")]


def test_questions_missed_alike_keep_the_order_their_lesson_asks_them(tmp_path: Path) -> None:
    """Lesson 01 asks how many cards the shoe holds before what A♠ 6♦ is worth; a learner who
    answered them the other way round does not change that."""
    (tmp_path / "ann.json").write_text(progress_file([(Q2, "right"), (Q1, "right")]), "utf-8")
    report = class_report(tmp_path)
    assert [q.question for q in report.questions] == [Q1[1], Q2[1]]


def test_a_folder_with_no_learner_file_and_a_folder_as_the_report_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """nbgrader's submitted/ holds the graded notebooks, which keep no progress: saying so is
    more use than "nothing found"; a folder named as the report names its file instead."""
    graded = tmp_path / "submitted" / "ann" / "01_card_values"
    graded.mkdir(parents=True)
    (graded / "01_card_values.ipynb").write_text("{}", encoding="utf-8")
    assert main(["class-report", str(tmp_path / "r.html"), str(tmp_path / "submitted")]) == 2
    assert ".bjswitch-progress.json" in capsys.readouterr().err
    (tmp_path / "ann.json").write_text(progress_file([(Q1, "right")]), "utf-8")
    assert main(["class-report", str(graded), str(tmp_path / "ann.json")]) == 2
    assert "report.html" in capsys.readouterr().err


def test_hidden_numbers_do_not_follow_the_alphabet(tmp_path: Path) -> None:
    """Each learner answers a different number of questions (ann 1, ben 2, …), so a hidden row
    is known by its count: the rows come in the order of a hash of the names, not A to Z."""
    names = ("ann", "ben", "cleo", "dan", "eve")
    for n, name in enumerate(names, start=1):
        answers = [(q, "right") for q in (Q1, Q2, Q3, Q4, A3)[:n]]
        (tmp_path / f"{name}.json").write_text(progress_file(answers), "utf-8")
    hidden = class_report(tmp_path).hidden()
    assert [r.learner for r in hidden.learners] == [f"Learner {n}" for n in range(1, 6)]
    by_hash = sorted(names, key=lambda name: hashlib.sha256(name.encode()).digest())
    assert [r.answered for r in hidden.learners] == [names.index(n) + 1 for n in by_hash]
    assert [r.answered for r in hidden.learners] != [1, 2, 3, 4, 5]


def test_the_files_may_be_named_by_any_iterable(class_folder: Path) -> None:
    out = class_folder.parent / "report.html"
    done = write_class_report(
        out, (p for p in [class_folder / "ann.json", class_folder / "ben.csv"])
    )
    assert [r.learner for r in done.report.learners] == ["ann", "ben"]
