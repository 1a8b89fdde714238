"""A second visit that teaches (issue 23, item 4): a learner who comes back to a lesson (a new
kernel, the progress file still there) gets a hint at the first wrong try again, not the answer;
the file keeps the first-ever try and each attempt's result; ``Start again`` starts a new
attempt at once. Every test uses its own progress file in a temporary folder.

§1.1: the shoe is 6 decks of 52 cards, 312 cards: 300 and 310 are wrong answers."""

from __future__ import annotations

import json

import pytest
from process_helpers import run_python

import bjswitch_widgets.widgets.lesson as lesson_module
from bjswitch_widgets import Lesson
from bjswitch_widgets.checks import check_fact, check_total
from bjswitch_widgets.teaching.progress import FILE_NAME, Scoreboard
from bjswitch_widgets.teaching.progress_format import Attempt

NAME = "01_card_values"
SHOE = "The shoe (§1.1)"
ASK = ("How many cards are in the shoe?", lambda a: check_fact("shoe_cards", a))
HINT = (
    "✘ Not yet. Hint: this is decided by rules §1.1, Cards and values. Read it again and try "
    "once more."
)


@pytest.fixture
def new_kernel(monkeypatch):
    """Call it to start a new kernel: the lessons made after it forget the attempts of this
    process, as a restarted kernel does (the files stay)."""

    def start() -> None:
        monkeypatch.setattr(lesson_module, "_ATTEMPTS", {})

    start()
    return start


def _record(path):
    (record,) = Scoreboard(path).records()
    return record


def test_a_learner_who_comes_back_gets_a_hint_first_not_the_answer(tmp_path, new_kernel):
    """Visit 1: 300 (a hint), then 310 (the answer). Visit 2, a new kernel: 300 again gets the
    hint, not "the answer is 312"; 312 is then right at its second try. The first-ever try stays
    wrong; each attempt keeps its tries and the try that was right."""
    path = tmp_path / FILE_NAME
    first = Lesson(NAME, progress_file=path).quiz(*ASK, 300, section=SHOE)
    assert first.stage == "hint" and first.text().splitlines()[1] == HINT
    first.answer.value = "310"
    first.check_button.click()
    assert first.stage == "answer" and "312" in first.output.value

    new_kernel()
    lesson = Lesson(NAME, progress_file=path)
    assert lesson.attempt == 2
    again = lesson.quiz(*ASK, 300, section=SHOE)
    assert again.stage == "hint" and "the answer is" not in again.output.value
    assert again.text().splitlines()[1] == HINT  # as on the first visit, and without 312
    again.answer.value = "312"
    again.check_button.click()
    assert again.stage == "right"
    record = _record(path)
    assert (record.first_try, record.tries, record.solved, record.section) == (
        "wrong", 4, True, SHOE,
    )  # fmt: skip
    assert record.attempts == (Attempt(1, 2, None), Attempt(2, 2, 2))
    assert lesson.progress().text().splitlines()[:2] == [
        "This lesson: 1 of 1 question answered, 0 right at the first try.",
        "Attempt 2: 1 of 1 question answered, 0 right at the first try.",
    ]


def test_a_learner_with_a_file_from_before_attempts_gets_a_hint_first(tmp_path, new_kernel):
    """The file a learner has today holds no attempts: its two wrong tries are attempt 1, so the
    visit after the update is attempt 2 and starts with a hint; the old record keeps its first
    try, its tries and its first date."""
    path = tmp_path / FILE_NAME
    path.write_text(
        json.dumps({
            "format": "bjswitch_widgets progress", "version": 1, "lessons": {NAME: {ASK[0]: {
                "section": SHOE, "first_try": "wrong", "tries": 2, "solved": False,
                "revealed": False, "first_at": "2026-11-30T10:00:00+00:00",
                "last_at": "2026-11-30T10:01:00+00:00",
            }}},
        }),
        encoding="utf-8",
    )  # fmt: skip
    lesson = Lesson(NAME, progress_file=path)
    quiz = lesson.quiz(*ASK, 300, section=SHOE)
    assert (lesson.attempt, quiz.stage, quiz.tries) == (2, "hint", 1)
    record = _record(path)
    assert (record.first_try, record.tries, record.first_at) == (
        "wrong", 3, "2026-11-30T10:00:00+00:00",
    )  # fmt: skip
    assert record.attempts == (Attempt(2, 1, None),) and not lesson.scoreboard.notes


def test_a_cell_run_again_in_the_same_kernel_goes_on_with_its_attempt(tmp_path, new_kernel):
    """Running a question's cell again, or the cell of ``Lesson(...)`` itself, is no new visit:
    the second wrong answer is the attempt's second try and shows the answer."""
    path = tmp_path / FILE_NAME
    lesson = Lesson(NAME, progress_file=path)
    assert lesson.quiz(*ASK, 300, section=SHOE).stage == "hint"
    assert lesson.quiz(*ASK, 300, section=SHOE).stage == "answer"  # the cell run again
    made_again = Lesson(NAME, progress_file=path)  # the Lesson cell run again
    assert made_again.attempt == lesson.attempt == 1
    assert made_again.quiz(*ASK, 310, section=SHOE).stage == "answer"
    assert _record(path).attempts == (Attempt(1, 3, None),)


def test_a_new_kernel_for_real_starts_the_next_attempt(tmp_path):
    """Two Python processes one after the other, as two visits: each starts with a hint; a
    second Lesson in the same process goes on with its attempt."""
    path = tmp_path / FILE_NAME
    code = (
        "import sys\n"
        "from bjswitch_widgets import Lesson\n"
        "from bjswitch_widgets.checks import check_fact\n"
        "def ask():\n"
        "    lesson = Lesson('01_card_values', progress_file=sys.argv[1])\n"
        "    quiz = lesson.quiz('Shoe?', lambda a: check_fact('shoe_cards', a), 300)\n"
        "    return f'{lesson.attempt} {quiz.stage}'\n"
        "print(ask(), '/', ask())\n"
    )
    visits = [run_python(code, str(path)) for _ in range(2)]
    assert [(v.returncode, v.stderr) for v in visits] == [(0, "")] * 2
    assert [v.stdout.strip() for v in visits] == ["1 hint / 1 answer", "2 hint / 2 answer"]
    assert _record(path).attempts == (Attempt(1, 2, None), Attempt(2, 2, None))


def test_start_again_resets_every_quiz_and_the_next_answers_count_in_a_new_attempt(
    tmp_path, new_kernel
):
    """One right answer and one wrong twice (the answer shown). Start again (the button): both
    back to "No answer yet" with empty boxes, a wrong answer gets a hint again, and it counts in
    attempt 2; the first tries are kept."""
    path = tmp_path / FILE_NAME
    lesson = Lesson(NAME, progress_file=path)
    kings = lesson.quiz("K♠ Q♦?", lambda a: check_total(["K♠", "Q♦"], a), 20, section=SHOE)
    ace = lesson.quiz(
        "A♠ 6♦?", lambda a: check_total(["A♠", "6♦"], a), "hard 17",
        choices=["soft 17", "hard 17", "hard 7"], section=SHOE,
    )  # fmt: skip
    ace.answer.value = "hard 7"
    ace.check_button.click()
    assert (kings.stage, ace.stage) == ("right", "answer")
    view = lesson.progress()
    before = path.read_bytes()

    view.start_again_button.click()
    assert lesson.attempt == 2 and path.read_bytes() == before  # nothing to write yet
    for quiz in (kings, ace):
        assert (quiz.stage, quiz.tries, quiz.feedback) == ("open", 0, None)
        assert quiz.text().endswith("No answer yet: choose or type your answer, then press Check.")
    assert (kings.answer.value, ace.answer.value) == ("", None)
    assert "Attempt 2: 0 of 2 questions answered, 0 right at the first try." in view.value

    ace.answer.value = "hard 17"
    ace.check_button.click()
    assert ace.stage == "hint" and "the answer is" not in ace.output.value
    kings.answer.value = "20"
    kings.check_button.click()
    first_kings, first_ace = Scoreboard(path).records()
    assert (first_kings.first_try, first_ace.first_try) == ("right", "wrong")
    assert first_kings.attempts == (Attempt(1, 1, 1), Attempt(2, 1, 1))
    assert first_ace.attempts == (Attempt(1, 2, None), Attempt(2, 1, None))
    assert "Attempt 2: 2 of 2 questions answered, 1 right at the first try." in view.value


def test_start_again_pressed_twice_starts_one_attempt(tmp_path, new_kernel):
    """A double click: the attempt just started has no answer, so the second press stays on it
    (and resets what is already reset). Pressed before any answer, it stays on attempt 1."""
    path = tmp_path / FILE_NAME
    lesson = Lesson(NAME, progress_file=path)
    button = lesson.progress().start_again_button
    button.click()
    assert lesson.attempt == 1 and not path.exists()
    quiz = lesson.quiz(*ASK, 300, section=SHOE)
    button.click()
    button.click()
    assert lesson.attempt == 2 and quiz.stage == "open"
    quiz.answer.value = "300"
    quiz.check_button.click()
    assert quiz.stage == "hint"
    lesson.start_again()
    lesson.start_again()
    assert lesson.attempt == 3
    assert [a.number for a in _record(path).attempts] == [1, 2]  # attempt 3 has no answer yet
    new_kernel()
    assert Lesson(NAME, progress_file=path).attempt == 3  # the next visit: no gap
