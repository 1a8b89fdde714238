"""The scoreboard (issue 12, item 6): first tries per lesson, kept in an atomically written file
beside the notebooks; a damaged or foreign file is reported and set aside, never a crash and never
the loss of another lesson's records; a summary with links to the sections; CSV for a teacher."""

from __future__ import annotations

import csv
import io
import json
import os

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bjswitch_widgets import Lesson, progress
from bjswitch_widgets.checks import check_fact, check_total
from bjswitch_widgets.teaching.progress import FILE_NAME, Scoreboard, parse, section_link

SHOE = "The shoe (§1.1)"


def test_the_first_readable_try_decides_and_later_tries_are_counted(tmp_path):
    board = Scoreboard(tmp_path / "p.json")
    board.record("01_card_values", "How many cards?", section=SHOE, correct=False)
    board.record("01_card_values", "How many cards?", section=SHOE, correct=True)
    board.record("01_card_values", "K♠ Q♦?", section=SHOE, correct=True)
    board.reveal("02_insurance_and_peek", "Insurance pays?", section="Insurance (§1.5)")
    first, second, third = board.records()
    assert (first.first_try, first.tries, first.solved) == ("wrong", 2, True)
    assert (second.first_try, second.tries, second.solved) == ("right", 1, True)
    assert (third.first_try, third.tries, third.revealed) == ("revealed", 0, True)
    summary = board.progress()
    assert summary.right_first == 1
    assert str(summary).splitlines()[0] == "Progress: 1 of 3 questions right at the first try."


def test_a_right_answer_after_a_reveal_does_not_count_as_first_try(tmp_path):
    board = Scoreboard(tmp_path / "p.json")
    board.record("03_the_switch", "Q?", correct=False)
    board.reveal("03_the_switch", "Q?")
    board.record("03_the_switch", "Q?", correct=True)
    (record,) = board.records()
    assert record.first_try == "wrong" and record.revealed and record.solved and record.tries == 2


def test_each_attempt_keeps_its_own_result_and_the_first_try_stays_the_first_ever(tmp_path):
    """Issue 23: attempt 1 wrong then right, attempt 2 right at once, attempt 3 wrong then the
    answer shown. The record's first try is still the first-ever answer (wrong), its tries the
    four answers of all attempts; each attempt keeps its tries and the try that was right."""
    from bjswitch_widgets.teaching.progress_format import Attempt

    board = Scoreboard(tmp_path / "p.json")
    lesson, question = "01_card_values", "A♠ 6♦?"
    assert board.next_attempt(lesson) == 1  # nothing answered yet
    board.record(lesson, question, section=SHOE, correct=False, attempt=1)
    board.record(lesson, question, section=SHOE, correct=True, attempt=1)
    assert board.next_attempt(lesson) == 2 and board.tries(lesson, question, 2) == 0
    board.record(lesson, question, correct=True, attempt=2)
    board.record(lesson, question, correct=False, attempt=3)
    board.reveal(lesson, question, attempt=3)
    record = Scoreboard(tmp_path / "p.json").get(lesson, question)  # as read back
    assert record is not None
    assert (record.first_try, record.tries, record.solved, record.revealed) == (
        "wrong", 4, True, True,
    )  # fmt: skip
    assert record.attempts == (Attempt(1, 2, 2), Attempt(2, 1, 1), Attempt(3, 1, None, True))
    assert [board.tries(lesson, question, n) for n in (1, 2, 3, 4)] == [2, 1, 1, 0]
    assert board.tries(lesson, question) == 4 and board.next_attempt(lesson) == 4
    assert "wrong at first, solved later; attempt 3: answer shown" in board.progress().table_html()
    (row,) = csv.DictReader(io.StringIO(board.progress().csv()))
    assert row["attempts"] == "1: right at try 2; 2: right at the first try; 3: answer shown"


def test_an_answer_without_an_attempt_counts_as_before_and_a_bad_attempt_is_refused(tmp_path):
    """A board used without attempts (the trainer's tests, a teacher's script) records as it
    did; an attempt that is not a whole number from 1 is refused before anything is written."""
    from bjswitch_widgets.errors import InvalidInputError

    path = tmp_path / "p.json"
    board = Scoreboard(path)
    board.record("01_card_values", "Q?", correct=False)
    (record,) = board.records()
    assert (record.tries, record.attempts) == (1, ())
    assert '"attempts"' not in path.read_text(encoding="utf-8")
    before = path.read_bytes()
    for bad in (0, -1, True, 1.0, "2"):
        with pytest.raises(InvalidInputError, match="an attempt is a whole number from 1"):
            board.record("01_card_values", "Q?", correct=True, attempt=bad)
    assert path.read_bytes() == before


def test_the_file_is_beside_the_notebooks_unless_the_environment_says_otherwise(
    tmp_path, monkeypatch
):
    monkeypatch.delenv("BJSWITCH_PROGRESS", raising=False)
    monkeypatch.chdir(tmp_path)
    assert Scoreboard().path == tmp_path / FILE_NAME
    monkeypatch.setenv("BJSWITCH_PROGRESS", str(tmp_path / "elsewhere.json"))
    assert Scoreboard().path == tmp_path / "elsewhere.json"


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b"{not json", "it is not JSON"),
        (b'{"cells": [], "nbformat": 4}', "not a bjswitch_widgets progress file"),
        (b'{"format": "bjswitch_widgets progress", "version": 99, "lessons": {}}', "version 99"),
        (
            b'{"format": "bjswitch_widgets progress", "version": 1, "lessons": {"01": '
            b'{"Q?": {"first_try": "maybe"}}}}',
            "has a bad first_try",
        ),
        (
            b'{"format": "bjswitch_widgets progress", "version": 1, "lessons": {"01": {"Q?": '
            b'{"section": null, "first_try": "wrong", "tries": 1, "solved": false, "revealed": '
            b'false, "first_at": "", "last_at": "", "attempts": [{"number": 1, "tries": 1, '
            b'"solved_at": 2, "revealed": false}]}}}}',
            "has a bad attempts",
        ),
        (b"\xff\xfe garbage", "not UTF-8"),
    ],
)
def test_a_damaged_or_foreign_file_is_set_aside_with_a_note(tmp_path, content, why):
    path = tmp_path / FILE_NAME
    path.write_bytes(content)
    board = Scoreboard(path)
    board.record("01_card_values", "Q?", correct=True)  # no exception
    (aside,) = tmp_path.glob(f"{FILE_NAME}.set-aside-*")
    assert aside.read_bytes() == content  # nothing in it is lost
    assert [r.question for r in parse(path.read_text(encoding="utf-8"))["01_card_values"].values()]
    (note,) = board.notes
    assert why in note and aside.name in note and "set aside" in note


def test_two_lessons_open_at_once_keep_each_others_records(tmp_path):
    path = tmp_path / FILE_NAME
    one, two = Scoreboard(path), Scoreboard(path)
    one.record("01_card_values", "Q1?", correct=True)
    two.record("02_insurance_and_peek", "Q2?", correct=False)
    one.record("01_card_values", "Q3?", correct=True)
    assert {r.lesson for r in progress(path).records} == {"01_card_values", "02_insurance_and_peek"}
    assert len(progress(path).records) == 3


def test_a_write_that_fails_halfway_leaves_the_old_file_whole(tmp_path, monkeypatch):
    path = tmp_path / FILE_NAME
    board = Scoreboard(path)
    board.record("01_card_values", "Q1?", correct=True)
    before = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    board.record("01_card_values", "Q2?", correct=True)
    assert path.read_bytes() == before
    # no temporary file left (the lock file stays: the next writer locks the same file)
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME, f"{FILE_NAME}.lock"]
    assert "No space left on device" in board.notes[0]
    assert [r.question for r in board.records()] == ["Q1?", "Q2?"]  # kept in memory


def test_a_folder_that_cannot_be_written_keeps_results_in_memory(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    board = Scoreboard(blocker / FILE_NAME)  # its folder is a file: nothing can be written
    board.record("01_card_values", "Q?", correct=False)
    board.record("01_card_values", "Q?", correct=True)
    (record,) = board.records()
    assert record.tries == 2 and record.first_try == "wrong"
    assert "could not be saved" in board.notes[0]


def test_the_summary_links_to_the_sections_worth_another_look_and_escapes(tmp_path):
    board = Scoreboard(tmp_path / "p.json")
    board.record("01_card_values", "<script>alert(1)</script>?", section=SHOE, correct=False)
    board.record("01_card_values", "K♠ Q♦?", section="Bust (§1.1)", correct=True)
    shown = board.progress()._repr_html_()
    assert "<script>" not in shown and "&lt;script&gt;" in shown
    assert 'href="01_card_values.ipynb#The-shoe-(§1.1)"' in shown
    assert "Bust" not in shown  # right at the first try: nothing to look at again
    assert section_link("01_card_values", None) == "01_card_values.ipynb"


def test_csv_export_for_a_teacher(tmp_path):
    board = Scoreboard(tmp_path / "p.json")
    board.record("01_card_values", "=HYPERLINK(1)", section=SHOE, correct=False)
    board.record("01_card_values", "K♠ Q♦?", correct=True)
    target = board.progress().to_csv(tmp_path / "class.csv")
    rows = list(csv.DictReader(io.StringIO(target.read_text(encoding="utf-8-sig"))))
    assert [r["question"] for r in rows] == ["'=HYPERLINK(1)", "K♠ Q♦?"]  # no formula
    assert rows[0]["first_try"] == "wrong" and rows[0]["solved"] == "no"
    assert rows[1]["section"] == "" and rows[1]["tries"] == "1"


EVENTS = st.lists(
    st.tuples(
        st.sampled_from(["01_card_values", "02_insurance_and_peek"]),
        st.sampled_from(["Q1?", "Q2?", "Q3?"]),
        st.sampled_from(["right", "wrong", "reveal"]),
    ),
    max_size=25,
)


@given(EVENTS)
def test_any_sequence_of_answers_leaves_a_readable_file_whose_first_tries_are_the_first_events(
    events,
):
    import tempfile
    from pathlib import Path

    path = Path(tempfile.mkdtemp()) / FILE_NAME
    board = Scoreboard(path)
    for lesson, question, kind in events:
        if kind == "reveal":
            board.reveal(lesson, question)
        else:
            board.record(lesson, question, correct=kind == "right")
    stored = parse(path.read_text(encoding="utf-8")) if events else {}
    for lesson, question in {(e[0], e[1]) for e in events}:
        mine = [k for le, q, k in events if (le, q) == (lesson, question)]
        record = stored[lesson][question]
        assert record.first_try == {"reveal": "revealed"}.get(mine[0], mine[0])
        assert record.tries == sum(k != "reveal" for k in mine)
        assert record.solved == ("right" in mine)
    assert not board.notes


# -- a lesson's questions -----------------------------------------------------------------


def test_a_code_answer_is_checked_hinted_and_answered_on_the_second_run(tmp_path):
    """§1.1: 6 decks of 52 = 312 cards. A wrong code answer gets a hint; running the cell again
    (a new ask of the same question, even by a Lesson made again in the same kernel) shows the
    answer. A new kernel starts a new attempt, with a hint first: tests/test_second_visit.py."""
    path = tmp_path / FILE_NAME
    ask = ("How many cards are in the shoe?", lambda a: check_fact("shoe_cards", a))
    first = Lesson("01_card_values", progress_file=path).quiz(*ask, 300, section=SHOE)
    assert first.stage == "hint" and "§1.1" in first.output.value
    assert first.answer.value == "300"
    made_again = Lesson("01_card_values", progress_file=path)
    second = made_again.quiz(*ask, 300, section=SHOE)
    assert second.stage == "answer" and "312" in second.output.value
    (record,) = progress(path).records
    assert (record.first_try, record.tries, record.section) == ("wrong", 2, SHOE)


def test_a_blank_answer_says_no_answer_yet_and_records_nothing(tmp_path):
    lesson = Lesson("01_card_values", progress_file=tmp_path / FILE_NAME)
    quiz = lesson.quiz("K♠ Q♦?", lambda a: check_total(["K♠", "Q♦"], a), ...)
    assert quiz.stage == "open" and quiz.text().endswith(
        "No answer yet: choose or type your answer, then press Check."
    )
    quiz.answer.value = "twentyish"  # unreadable: a note, not a try
    quiz.check_button.click()
    assert quiz.stage == "note" and progress(tmp_path / FILE_NAME).records == ()
    quiz.answer.value = "20"
    quiz.check_button.click()
    assert quiz.stage == "right" and progress(tmp_path / FILE_NAME).records[0].first_try == "right"


def test_a_choice_question_is_filled_from_code_and_revealing_counts(tmp_path):
    lesson = Lesson("01_card_values", progress_file=tmp_path / FILE_NAME)
    quiz = lesson.quiz(
        "A♠ 6♦?", lambda a: check_total(["A♠", "6♦"], a), "hard 17",
        choices=["soft 17", "hard 17"], section=SHOE,
    )  # fmt: skip
    assert quiz.answer.value == "hard 17" and quiz.stage == "hint"
    quiz.reveal_button.click()
    assert quiz.stage == "answer"
    (record,) = progress(tmp_path / FILE_NAME).records
    assert record.first_try == "wrong" and record.revealed


def test_a_lesson_shows_a_note_when_its_progress_file_was_set_aside(tmp_path, capsys):
    path = tmp_path / FILE_NAME
    path.write_text("{broken", encoding="utf-8")
    lesson = Lesson("01_card_values", progress_file=path)
    assert lesson.ask("K♠ Q♦?", lambda a: check_total(["K♠", "Q♦"], a), 20) is None
    shown = capsys.readouterr().out
    assert "set aside" in shown and json.loads(path.read_text(encoding="utf-8"))["format"]


@pytest.mark.parametrize("name", ["", "../etc/passwd", "a b", 7, "x" * 81])
def test_a_lesson_name_is_a_notebook_name(name, tmp_path):
    with pytest.raises(ValueError, match="a lesson's name"):
        Lesson(name, progress_file=tmp_path / "p.json")


def test_check_on_a_box_filled_from_code_checks_the_codes_own_value(tmp_path):
    """§1.7: a code answer that is a pair of hands is shown as text; pressing Check on the
    untouched box checks the pair itself, not its text."""
    from bjswitch_widgets.checks import check_switch_result

    lesson = Lesson("03_the_switch", progress_file=tmp_path / FILE_NAME)
    hands = (["5♠", "6♥"], ["10♣", "10♥"])
    quiz = lesson.quiz(
        "After the switch?",
        lambda a: check_switch_result(["5♠", "10♥"], ["10♣", "6♥"], a),
        hands,
    )
    assert quiz.stage == "right"
    quiz.check_button.click()
    assert quiz.stage == "right" and quiz.feedback.readable


def test_a_check_that_fails_is_shown_in_words_to_nbval_too(tmp_path):
    def broken(answer):
        raise ValueError("the round is not dealt yet")

    quiz = Lesson("03_the_switch", progress_file=tmp_path / FILE_NAME).quiz("Q?", broken, "x")
    assert quiz.text().endswith("I could not check that answer: the round is not dealt yet")


def test_a_lessons_progress_view_is_redrawn_after_every_answer(tmp_path):
    """A Voila learner cannot run the summary cell again: the view follows the answers."""
    lesson = Lesson("01_card_values", progress_file=tmp_path / FILE_NAME)
    first = lesson.quiz("K♠ Q♦?", lambda a: check_total(["K♠", "Q♦"], a), section=SHOE)
    second = lesson.quiz("A♠ 6♦?", lambda a: check_total(["A♠", "6♦"], a), section=SHOE)
    view = lesson.progress()
    assert view.text().startswith("This lesson: 0 of 2 questions answered, 0 right")
    first.answer.value = "20"
    first.check_button.click()
    second.answer.value = "hard 17"
    second.check_button.click()
    assert view.text().startswith("This lesson: 2 of 2 questions answered, 1 right")
    assert 'href="01_card_values.ipynb#The-shoe-(§1.1)"' in view.value and "A♠ 6♦?" in view.value
    assert view._repr_mimebundle_()["text/plain"] == view.text()


def test_a_question_that_begins_with_its_sections_name_is_not_given_it_twice(tmp_path):
    """03 asks "Your round: Ann's decisions…" under the section "Your round": the summary once
    read "Your round: Your round: Ann's decisions…". A question named by its section is shown
    alone, its beginning the link; 02's "Drill 1: …" under "Drill" too (a word, not a letter:
    "Drills" is not "Drill")."""
    board = Scoreboard(tmp_path / "p.json")
    for question, section in [
        ("Your round: Ann's decisions?", "Your round"),
        ("Drill 1: what does insurance pay?", "Drill"),
        ("Drills: how many?", "Drill"),
        ("How many cards?", SHOE),
    ]:
        board.record("03_the_switch", question, section=section, correct=False)
    shown = board.progress()
    assert str(shown).splitlines()[1] == (
        "03_the_switch: 0 of 4 right at the first try; another look: "
        "Your round: Ann's decisions?; Drill 1: what does insurance pay?; "
        "Drill (Drills: how many?); The shoe (§1.1) (How many cards?)"
    )
    table = shown.table_html()
    assert '<a href="03_the_switch.ipynb#Your-round">Your round</a>: Ann&#x27;s decisions?' in table
    assert '<a href="03_the_switch.ipynb#Drill">Drill</a> 1: what does insurance pay?' in table
    assert '<a href="03_the_switch.ipynb#Drill">Drill</a>: Drills: how many?' in table
    assert "Your round: Your round" not in table and "Your round (Your round" not in str(shown)
