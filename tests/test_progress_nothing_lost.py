"""Nothing lost in the progress file (issue 21): two kernels writing at once keep every record; a
file that cannot be read is kept as it is (unreadable is not empty); a FIFO or a device at the
path is never read nor moved; a writer killed mid-write leaves a whole file; what is written
reads back, whatever the question's text."""

from __future__ import annotations

import multiprocessing
import os
import random
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from platforms import needs_dev, needs_fifos
from process_helpers import lock_held_elsewhere, run_python

from bjswitch_widgets import files, progress
from bjswitch_widgets.teaching.progress import FILE_NAME, Scoreboard
from bjswitch_widgets.teaching.progress_format import MAX_TEXT

#: The kernels: forked on Linux; spawned elsewhere (Windows cannot fork, and macOS's system
#: libraries are not safe in a forked child), each a fresh interpreter importing this module.
KERNELS = multiprocessing.get_context("fork" if sys.platform == "linux" else "spawn")


def _answer_all(path: str, answers: list[tuple[str, str, bool]], start) -> None:
    """A kernel: wait for the other, then record every answer (the child's whole life)."""
    start.wait()
    board = Scoreboard(path)
    for lesson, question, correct in answers:
        board.record(lesson, question, correct=correct)
    os._exit(0 if board.notes == [] else 3)


def _two_kernels(path: Path, first, second) -> None:
    start = KERNELS.Barrier(2)
    kernels = [
        KERNELS.Process(target=_answer_all, args=(str(path), a, start)) for a in (first, second)
    ]
    for kernel in kernels:
        kernel.start()
    for kernel in kernels:
        kernel.join(120)
    assert [k.exitcode for k in kernels] == [0, 0]  # and neither had anything to note


def test_two_kernels_answering_300_questions_each_keep_all_600(tmp_path):
    """The reproducer: two processes, one progress file (today 1,055 of 2,000 were kept)."""
    path = tmp_path / FILE_NAME
    first = [("01_card_values", f"A{i}?", i % 3 == 0) for i in range(300)]
    second = [("02_insurance_and_peek", f"B{i}?", i % 2 == 0) for i in range(300)]
    _two_kernels(path, first, second)
    records = progress(path).records
    assert len(records) == 600
    assert sum(r.first_try == "right" for r in records) == 100 + 150


ANSWERS = st.lists(
    st.tuples(
        st.sampled_from(["01_card_values", "03_the_switch"]),
        st.sampled_from(["Q1?", "Q2?", "Q3?", "Q4?"]),
        st.booleans(),
    ),
    max_size=12,
)


@settings(max_examples=40)
@given(ANSWERS, ANSWERS)
def test_any_interleaving_of_two_kernels_keeps_every_answer(first, second):
    """Whatever the order the two kernels' writes land in, every answer is counted once: a
    question's tries are the answers given to it in both, solved if either got it right, and
    its first try is the first answer of one of them."""
    import tempfile

    path = Path(tempfile.mkdtemp()) / FILE_NAME
    _two_kernels(path, first, second)
    kept = {(r.lesson, r.question): r for r in progress(path).records}
    both = first + second
    assert set(kept) == {(lesson, question) for lesson, question, _ in both}
    for (lesson, question), record in kept.items():
        given_here = [c for les, q, c in both if (les, q) == (lesson, question)]
        assert record.tries == len(given_here)
        assert record.solved == any(given_here)
        firsts = {  # each kernel's first answer to this question
            next(c for les, q, c in answers if (les, q) == (lesson, question))
            for answers in (first, second)
            if any((les, q) == (lesson, question) for les, q, _ in answers)
        }
        assert (record.first_try == "right") in firsts


def test_a_file_that_cannot_be_read_is_kept_and_answers_stay_in_memory(tmp_path, monkeypatch):
    path = tmp_path / FILE_NAME
    Scoreboard(path).record("01_card_values", "Earlier?", correct=True)
    before = path.read_bytes()
    real = files.read_regular

    def denied(target, limit=None):
        if Path(target) == path:
            raise PermissionError(13, "Permission denied", str(target))
        return real(target, limit)

    monkeypatch.setattr(files, "read_regular", denied)
    board = Scoreboard(path)
    board.record("02_insurance_and_peek", "Now?", correct=False)
    board.record("02_insurance_and_peek", "Now?", correct=True)
    assert path.read_bytes() == before  # not overwritten with only the new answer
    (record,) = board.records()
    assert (record.question, record.tries, record.first_try) == ("Now?", 2, "wrong")
    (note,) = board.notes
    assert str(path) in note and "Permission denied" in note


def _answer_as(user: int | None, path: str) -> None:
    """A kernel run by ``user`` (None: this one) answering one question; exit 0 if it kept the
    answer in memory with one note saying the file could not be read."""
    if user is not None:
        os.setgid(user)
        os.setuid(user)
    board = Scoreboard(path)
    board.record("01_card_values", "Now?", correct=True)
    kept = [r.question for r in board.records()] == ["Now?"]
    os._exit(0 if kept and len(board.notes) == 1 and "could not be read" in board.notes[0] else 4)


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="POSIX permissions")
def test_a_mode_000_file_is_kept_byte_for_byte():
    """For real: the file made unreadable (answered as nobody when root, who reads anything)."""
    import tempfile

    folder = Path(tempfile.mkdtemp())
    path = folder / FILE_NAME
    Scoreboard(path).record("01_card_values", "Earlier?", correct=True)
    before = path.read_bytes()
    path.chmod(0o000)
    user = None
    if os.geteuid() == 0:
        user = 65534
        for made in (folder, path, folder / f"{FILE_NAME}.lock"):
            os.chown(made, user, user)
    kernel = KERNELS.Process(target=_answer_as, args=(user, str(path)))
    kernel.start()
    kernel.join(60)
    assert kernel.exitcode == 0
    path.chmod(0o600)
    assert path.read_bytes() == before


@needs_fifos
def test_a_fifo_at_the_path_neither_hangs_nor_moves(tmp_path):
    path = tmp_path / FILE_NAME
    os.mkfifo(path)
    code = (
        "import sys; from bjswitch_widgets.teaching.progress import Scoreboard\n"
        "b = Scoreboard(sys.argv[1]); b.record('01_card_values', 'Q?', correct=True)\n"
        "print(len(b.records()), b.notes[0])\n"
    )
    done = run_python(code, str(path))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("1 ") and "not a regular file" in done.stdout
    assert path.is_fifo() and _left(tmp_path) == [FILE_NAME]


@needs_dev
def test_a_device_at_the_path_is_not_renamed_aside(tmp_path):
    path = tmp_path / FILE_NAME
    path.symlink_to("/dev/null")
    board = Scoreboard(path)
    board.record("01_card_values", "Q?", correct=True)
    assert path.is_symlink() and os.readlink(path) == "/dev/null"
    assert _left(tmp_path) == [FILE_NAME]
    assert len(board.records()) == 1 and "not a regular file" in board.notes[0]


def test_a_long_section_is_written_so_that_it_reads_back(tmp_path):
    """Once, a 201-character section was written and then every read set the file aside."""
    path = tmp_path / FILE_NAME
    Scoreboard(path).record("01_card_values", "Q?", section="s" * 201, correct=True)
    Scoreboard(path).record("01_card_values", "Q" * 5000, section="t" * 5000, correct=False)
    board = Scoreboard(path)
    first, second = board.records()
    assert first.section == "s" * 201
    assert (len(second.question), len(second.section)) == (MAX_TEXT, MAX_TEXT)
    assert board.notes == [] and _left(tmp_path) == [FILE_NAME]


def test_a_lone_surrogate_is_written_as_a_replacement_character(tmp_path):
    path = tmp_path / FILE_NAME
    board = Scoreboard(path)
    board.record("01_card_values", "A\ud800?", section="§1.1 \udfff", correct=False)
    board.record("01_card_values", "A\ud800?", correct=True)  # the same question again
    (record,) = Scoreboard(path).records()
    assert (record.question, record.section, record.tries) == ("A\ufffd?", "§1.1 \ufffd", 2)
    assert Scoreboard(path).tries("01_card_values", "A\ud800?") == 2
    assert board.notes == [] and not list(tmp_path.glob("*.tmp"))


def test_a_question_that_is_not_text_is_refused_by_name(tmp_path):
    from bjswitch_widgets.errors import InvalidInputError

    board = Scoreboard(tmp_path / FILE_NAME)
    with pytest.raises(InvalidInputError, match="42"):
        board.record("01_card_values", 42, correct=True)  # type: ignore[arg-type]
    assert not (tmp_path / FILE_NAME).exists()


TEXT = st.text(st.characters(blacklist_categories=()), max_size=600)  # surrogates included


@given(TEXT, st.one_of(st.none(), TEXT), st.booleans())
def test_whatever_is_recorded_reads_back_in_a_new_kernel(question, section, correct):
    import tempfile

    path = Path(tempfile.mkdtemp()) / FILE_NAME
    board = Scoreboard(path)
    board.record("01_card_values", question, section=section, correct=correct)
    again = Scoreboard(path)
    assert again.records() == board.records() and len(again.records()) == 1
    assert again.notes == [] and board.notes == []
    assert again.tries("01_card_values", question) == 1


#: A progress file as the package wrote it before attempts were kept (issue 23); each record is
#: one line (the backslashes only wrap this source).
BEFORE_ATTEMPTS = """{
 "format": "bjswitch_widgets progress",
 "version": 1,
 "lessons": {
  "01_card_values": {
   "A♠ 6♦?": {"section":"The ace (§1.1)","first_try":"wrong","tries":2,"solved":true,\
"revealed":false,"first_at":"2026-11-30T10:00:00+00:00","last_at":"2026-11-30T10:01:00+00:00"},
   "K♠ Q♦?": {"section":null,"first_try":"right","tries":1,"solved":true,"revealed":false,\
"first_at":"2026-11-30T10:02:00+00:00","last_at":"2026-11-30T10:02:00+00:00"}
  }
 }
}
"""


def test_a_file_from_before_attempts_reads_as_before_and_keeps_every_record(tmp_path):
    """Issue 23: attempts are an addition to version 1. A file written before them loads with
    its records as they were (no attempts), its answers count as attempt 1, so the next visit
    is attempt 2; an answer in it adds that attempt to its question alone, and the other
    question's line is written back byte for byte."""
    from bjswitch_widgets.teaching.progress_format import Attempt

    path = tmp_path / FILE_NAME
    path.write_bytes(BEFORE_ATTEMPTS.encode("utf-8"))  # its "\n" as written, on Windows too
    board = Scoreboard(path)
    ace, kings = board.records()
    assert (ace.question, ace.first_try, ace.tries, ace.solved, ace.attempts) == (
        "A♠ 6♦?", "wrong", 2, True, (),
    )  # fmt: skip
    assert (kings.section, kings.first_try, kings.tries, kings.first_at) == (
        None, "right", 1, "2026-11-30T10:02:00+00:00",
    )  # fmt: skip
    assert board.next_attempt("01_card_values") == 2 and board.next_attempt("02_x") == 1
    board.record("01_card_values", "A♠ 6♦?", correct=True, attempt=2)
    again = Scoreboard(path)
    ace_now, kings_now = again.records()
    assert (ace_now.first_try, ace_now.tries, ace_now.first_at) == (
        "wrong", 3, "2026-11-30T10:00:00+00:00",
    )  # fmt: skip
    assert ace_now.attempts == (Attempt(2, 1, 1),) and kings_now == kings
    text = path.read_text(encoding="utf-8")
    assert '"version": 1' in text and board.notes == [] and again.notes == []
    assert BEFORE_ATTEMPTS.splitlines()[6] in text.splitlines()  # K♠ Q♦?'s line, unchanged


def test_at_most_max_attempts_are_kept_the_most_recent(tmp_path):
    """Past MAX_ATTEMPTS attempts at a question, the oldest go (the totals still count them),
    the next attempt still follows the last, and the file reads back."""
    from bjswitch_widgets.teaching.progress_format import MAX_ATTEMPTS

    path = tmp_path / FILE_NAME
    board = Scoreboard(path)
    for number in range(1, MAX_ATTEMPTS + 3):
        board.record("01_card_values", "Q?", correct=number % 2 == 0, attempt=number)
    (record,) = Scoreboard(path).records()
    assert [a.number for a in record.attempts] == list(range(3, MAX_ATTEMPTS + 3))
    assert (record.tries, record.first_try) == (MAX_ATTEMPTS + 2, "wrong")
    assert board.next_attempt("01_card_values") == MAX_ATTEMPTS + 3 and board.notes == []


ATTEMPT_ANSWERS = st.lists(
    st.tuples(st.integers(1, 4), st.sampled_from(["right", "wrong", "reveal"])), max_size=20
)


@given(ATTEMPT_ANSWERS)
def test_whatever_attempts_are_recorded_read_back_each_with_its_own_tries(answers):
    """Any answers in any attempts, in any order: the file reads back as written, and each
    attempt keeps its readable answers, the first right one, and whether the answer was shown."""
    import tempfile

    path = Path(tempfile.mkdtemp()) / FILE_NAME
    board = Scoreboard(path)
    for number, kind in answers:
        if kind == "reveal":
            board.reveal("01_card_values", "Q?", attempt=number)
        else:
            board.record("01_card_values", "Q?", correct=kind == "right", attempt=number)
    again = Scoreboard(path)
    assert again.records() == board.records() and board.notes == [] and again.notes == []
    kept = {a.number: a for r in again.records() for a in r.attempts}
    assert sorted(kept) == sorted({number for number, _ in answers})
    for number, attempt in kept.items():
        mine = [kind for n, kind in answers if n == number and kind != "reveal"]
        assert attempt.tries == len(mine) == again.tries("01_card_values", "Q?", number)
        assert attempt.solved_at == (mine.index("right") + 1 if "right" in mine else None)
        assert attempt.revealed == ((number, "reveal") in answers)


def test_a_lock_held_too_long_keeps_the_answer_for_the_next_write(tmp_path, monkeypatch):
    path = tmp_path / FILE_NAME
    monkeypatch.setattr(files, "LOCK_TIMEOUT", 0.2)
    board = Scoreboard(path)
    with lock_held_elsewhere(path):
        board.record("01_card_values", "Q1?", correct=True)
        assert not path.exists() and "held the progress file" in board.notes[0]
        assert [r.question for r in board.records()] == ["Q1?"]  # this kernel still sees it
    board.record("01_card_values", "Q2?", correct=False)
    assert [r.question for r in progress(path).records] == ["Q1?", "Q2?"]


def _left(folder: Path) -> list[str]:
    """What is in ``folder`` besides the lock file (which stays for the next writer)."""
    return sorted(p.name for p in folder.iterdir() if p.name != f"{FILE_NAME}.lock")


def _started(acknowledged) -> None:
    """Wait for the writer's first answer: a spawned writer (not Linux) starts a fresh
    interpreter first, and a kill before then would test nothing."""
    deadline = time.monotonic() + 60
    while acknowledged.value == 0 and time.monotonic() < deadline:
        time.sleep(0.01)


def _write_forever(path: str, acknowledged) -> None:
    board = Scoreboard(path)
    for i in range(10**6):
        board.record("01_card_values", f"Q{i}?", correct=True)
        acknowledged.value = i + 1


def test_a_writer_killed_mid_write_leaves_a_whole_file_with_every_acknowledged_answer(
    tmp_path, monkeypatch
):
    path = tmp_path / FILE_NAME
    rng = random.Random(21)
    for _ in range(25):
        acknowledged = KERNELS.Value("i", 0)
        writer = KERNELS.Process(target=_write_forever, args=(str(path), acknowledged))
        writer.start()
        if KERNELS.get_start_method() != "fork":
            _started(acknowledged)
        time.sleep(rng.uniform(0.05, 0.3))
        writer.kill()  # SIGKILL; TerminateProcess on Windows
        writer.join()
        board = Scoreboard(path)
        kept = {r.question for r in board.records()}
        assert board.notes == []  # never damaged
        assert {f"Q{i}?" for i in range(acknowledged.value)} <= kept
    monkeypatch.setattr(files, "STALE_SECONDS", 0.0)  # the leftovers are old enough now
    Scoreboard(path).record("02_insurance_and_peek", "After?", correct=True)
    assert _left(tmp_path) == [FILE_NAME]


@pytest.mark.parametrize("path", [42, b"progress.json", "", "pro\0gress.json", ["p.json"]])
def test_a_path_that_is_no_path_is_refused_by_name(path):
    from bjswitch_widgets.errors import InvalidInputError

    with pytest.raises(InvalidInputError, match="progress file is a path"):
        Scoreboard(path)
    with pytest.raises(InvalidInputError):
        progress(path)
