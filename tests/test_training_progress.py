"""Practice kept between sessions (issue 16 with the scoreboard of issue 10): a learner who closes
the notebook and opens it again (a new kernel) finds the same drill waiting, the missed drills
coming back at the same deals, the same statistics; the lessons' records and the practice in the
one progress file never lose each other; a damaged saved practice is a note and a fresh start,
never a traceback; the saved state stays small."""

from __future__ import annotations

import importlib
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bjswitch_widgets.strategy import advise
from bjswitch_widgets.teaching import training
from bjswitch_widgets.teaching.progress import (
    FILE_NAME,
    MAX_PRACTICE_BYTES,
    MAX_PRACTICES,
    Scoreboard,
    parse,
    progress,
)
from bjswitch_widgets.teaching.training import COME_BACK, RIGHT_TO_CLEAR, Practice

NAME = "trainer:switch"
# the file's format and limits
progress_format = importlib.import_module("bjswitch_widgets.teaching.progress_format")


def _worst(practice: Practice) -> str:
    advice = advise(practice.round())
    assert advice is not None
    return min(advice.values, key=lambda k: advice.values[k])


def _answer(practice: Practice, wrong_at: set[int]) -> bool:
    """Answer the drill waiting: the worst choice at the deals in ``wrong_at``, else the best."""
    feedback = practice.answer(_worst(practice) if practice.deals in wrong_at else practice.best())
    assert feedback.correct is (practice.deals - 1 not in wrong_at)  # the plan was followed
    return feedback.correct


def _queue(practice: Practice) -> list[tuple[str, int, int, int]]:
    return [(c.drill.key, c.due, c.gap, c.streak) for c in practice.queue]


def _file(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_a_new_kernel_deals_what_the_old_one_would_have_dealt(tmp_path):
    """Mistakes come back (COME_BACK = 3 deals later, then after a doubled gap, gone after
    RIGHT_TO_CLEAR = 2 rights in a row) across restarts. Deals 1 and 2 are missed: the first
    comes back at 1 + 3 = 4 and, answered right, at 4 + 6 = 10 (right again: it leaves); the
    second at 5 and 11. The kernel restarts with deal 7 waiting (a fresh drill) and again with
    deal 10 waiting (the first missed drill coming back): deal by deal the learner sees what a
    twin practice that never restarted sees."""
    assert (COME_BACK, RIGHT_TO_CLEAR) == (3, 2)
    path = tmp_path / FILE_NAME
    learner = Practice("switch", seed=11, focus="hard", board=Scoreboard(path))
    twin = Practice("switch", seed=11, focus="hard")
    missed = {1: learner.drill.key}
    shown: dict[int, str] = {}
    for deal in range(1, 13):
        if deal in (7, 10):  # the notebook is closed and opened again: a new kernel
            learner = Practice("switch", seed=999, focus="hard", board=Scoreboard(path))
            assert learner.drill == twin.drill and learner.deals == twin.deals == deal
            assert _queue(learner) == _queue(twin)
            assert learner.stats() == twin.stats() and learner.history == twin.history
        assert learner.situation == twin.situation
        shown[deal] = learner.drill.key
        if deal == 2:
            missed[2] = learner.drill.key
        assert _answer(learner, {1, 2}) == _answer(twin, {1, 2})
    came_back = {d: [k for k, key in shown.items() if key == missed[d] and k != d] for d in missed}
    assert came_back == {1: [4, 10], 2: [5, 11]}
    stats = learner.stats()
    assert stats == twin.stats()
    # 12 answers, 10 right; deals 4, 5, 10 and 11 were missed drills back, not first tries
    assert (stats["answered"], stats["right"], stats["waiting"]) == (12, 10, 0)
    assert (stats["first_tries"], stats["right_first_try"]) == (8, 6)
    assert not learner.notes


def test_a_missed_drill_waiting_at_the_restart_is_still_the_missed_drill(tmp_path):
    """The comeback waiting is restored as the queue's entry: answered right twice it leaves
    (were it restored as a fresh drill, a right answer would leave it waiting)."""
    path = tmp_path / FILE_NAME
    practice = Practice("switch", seed=11, focus="hard", board=Scoreboard(path))
    missed = practice.drill
    practice.answer(_worst(practice))  # deal 1: back at 4
    for _ in range(2):
        practice.answer(practice.best())
    restarted = Practice("switch", focus="hard", board=Scoreboard(path))
    assert restarted.deals == 4 and restarted.drill == missed
    assert restarted.state()["comeback"] == 0
    restarted.answer(restarted.best())  # deal 4: right once, back at 4 + 6 = 10
    assert _queue(restarted)[0][1:] == (10, 6, 1)


def test_lesson_records_and_practice_saves_keep_each_other(tmp_path):
    """One progress file, re-read before every write: a lesson's first tries survive the
    trainer's saves and the trainer's practice survives the lesson's records, whichever board
    wrote last."""
    path = tmp_path / FILE_NAME
    lesson = Scoreboard(path)
    lesson.record("03_the_switch", "Q1?", correct=False)
    practice = Practice("switch", seed=4, board=Scoreboard(path))
    practice.answer(practice.best())
    lesson.record("03_the_switch", "Q2?", correct=True)  # its board read the file before
    practice.answer(practice.best())
    lesson.record("03_the_switch", "Q1?", correct=True)
    assert [(r.question, r.first_try, r.tries) for r in progress(path).records] == [
        ("Q1?", "wrong", 2),
        ("Q2?", "right", 1),
    ]
    saved = Scoreboard(path).practice(NAME)
    assert saved is not None and saved["deals"] == 3 and len(saved["history"]) == 2
    assert _file(path)["version"] == 1  # the practice section is an addition to version 1


def test_a_file_written_before_the_practice_section_reads_and_gains_one(tmp_path):
    """Format version 1 without "practice" (every file written before it): its records read,
    a practice starts afresh with no note, and the file keeps its records beside the practice."""
    path = tmp_path / FILE_NAME
    path.write_text(
        '{"format": "bjswitch_widgets progress", "version": 1, "lessons": {"01_card_values": '
        '{"K♠ Q♦?": {"section": null, "first_try": "right", "tries": 1, "solved": true, '
        '"revealed": false, "first_at": "2025-01-01T00:00:00+00:00", '
        '"last_at": "2025-01-01T00:00:00+00:00"}}}}',
        encoding="utf-8",
    )
    board = Scoreboard(path)
    assert board.practice(NAME) is None and not board.notes
    practice = Practice("switch", seed=5, board=board)
    assert practice.situation == Practice("switch", seed=5).situation and not practice.notes
    data = _file(path)
    assert set(data) == {"format", "version", "lessons", "practice"}
    assert list(parse(path.read_text(encoding="utf-8"))) == ["01_card_values"]
    assert list(data["practice"]) == [NAME] and data["practice"][NAME]["state"]["deals"] == 1


def _saved_file(tmp_path: Path) -> Path:
    """A progress file with one lesson record and a practice of the switch table (one deal
    answered wrong: its drill waits in the queue)."""
    path = tmp_path / FILE_NAME
    Scoreboard(path).record("01_card_values", "Q?", correct=True)
    practice = Practice("switch", seed=3, focus="hard", board=Scoreboard(path))
    practice.answer(_worst(practice))
    return path


DAMAGES = {
    "a practice section that is not an object": (lambda d: 5, '"practice" is not an object'),
    "a state that is not an object": (lambda d: {**d[NAME], "state": [1]}, '"state" is not'),
    "another version": (lambda d: {**d[NAME], "state": {**d[NAME]["state"], "version": 9}}, "version 9"),
    "another table": (lambda d: {**d[NAME], "state": {**d[NAME]["state"], "profile": "classic"}}, "'classic' table"),
    "a random state cut short": (lambda d: _state(d, rng=[3, [1, 2], None]), "random generator"),
    "an unknown kind": (lambda d: _state(d, queue=[{**d[NAME]["state"]["queue"][0], "kind": "poker"}]), "poker"),
    "a scenario that does not replay": (lambda d: _state(d, drill={"kind": "hard", "scenario": {"profile": "switch", "cards": ["Z♠"]}}), "does not replay"),
    "a scenario of another kind": (lambda d: _state(d, drill={**d[NAME]["state"]["drill"], "kind": "pairs"}), "replays to a hard decision"),
    "a comeback that is not the drill waiting": (lambda d: _state(d, comeback=0), "not the drill waiting"),
    "a cost that is not a number": (lambda d: _state(d, history=[[1, "hard", "hit", "stand", False, True, "lots"]]), "not a number"),
}  # fmt: skip


def _state(data: dict, **changes: object) -> dict:
    return {**data[NAME], "state": {**data[NAME]["state"], **changes}}


@pytest.mark.parametrize("damage", list(DAMAGES))
def test_a_damaged_saved_practice_starts_afresh_with_a_note_and_the_lessons_still_read(
    tmp_path, damage
):
    path = _saved_file(tmp_path)
    data = _file(path)
    change, why = DAMAGES[damage]
    data["practice"] = (
        change(data["practice"])
        if damage.startswith("a practice section")
        else {NAME: change(data["practice"])}
    )
    path.write_text(json.dumps(data), encoding="utf-8")
    practice = Practice("switch", seed=8, focus="hard", board=Scoreboard(path))  # no exception
    assert practice.deals == 1 and practice.queue == [] and practice.stats()["answered"] == 0
    assert practice.situation == Practice("switch", seed=8, focus="hard").situation
    (note,) = practice.notes
    assert why in note and "afresh" in note
    assert [r.question for r in progress(path).records] == ["Q?"]  # the lesson's record stays
    assert list(tmp_path.glob("*set-aside*")) == []  # the file itself is not set aside
    assert Scoreboard(path).practice(NAME)["deals"] == 1  # the fresh practice replaced it


def test_a_damaged_practice_of_another_table_is_kept_as_it_stands(tmp_path):
    """Writing a lesson's record or another table's practice never drops what is in the file,
    even a saved practice this package cannot read: it is reported only to its own trainer."""
    path = tmp_path / FILE_NAME
    board = Scoreboard(path)
    board.save_practice("trainer:classic", {"anything": 1})
    data = _file(path)
    data["practice"]["trainer:classic"]["state"] = "garbled"
    path.write_text(json.dumps(data), encoding="utf-8")
    board.record("01_card_values", "Q?", correct=True)
    practice = Practice("switch", seed=1, board=board)
    practice.answer(practice.best())
    assert _file(path)["practice"]["trainer:classic"]["state"] == "garbled"
    assert not any("classic" in note for note in board.notes)
    assert board.practice("trainer:classic") is None
    assert "'trainer:classic'" in board.notes[-1] and "afresh" in board.notes[-1]


def test_an_unwritable_folder_keeps_the_practice_in_memory(tmp_path):
    """The scoreboard's rule for lessons holds for practice: nothing can be written, so the
    practice is kept until the kernel stops, with a note; a trainer opened again in the same
    kernel on the same board goes on."""
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    board = Scoreboard(blocker / FILE_NAME)
    practice = Practice("switch", seed=2, board=board)
    practice.answer(_worst(practice))
    assert any("could not be saved" in note for note in practice.notes)
    again = Practice("switch", board=board)
    assert again.drill == practice.drill and again.stats() == practice.stats()
    assert again.deals == 2 and len(again.queue) == 1


def test_a_new_focus_keeps_the_missed_drills_and_deals_the_new_kind(tmp_path):
    """Focus may change between sessions: the missed hard drill of deal 1 still comes back at
    deal 1 + 3 = 4, the statistics are kept, and the fresh drills (the one waiting too) are
    pairs."""
    path = tmp_path / FILE_NAME
    practice = Practice("switch", seed=6, focus="hard", board=Scoreboard(path))
    missed = practice.drill
    practice.answer(_worst(practice))
    pairs = Practice("switch", focus="pairs", board=Scoreboard(path))
    assert pairs.deals == 2 and pairs.stats()["answered"] == 1 and pairs.stats()["waiting"] == 1
    drills = []
    for _ in range(3):
        drills.append(pairs.drill)
        pairs.answer(pairs.best())
    assert [d.kind for d in drills] == ["pairs", "pairs", "hard"] and drills[2] == missed
    assert pairs.deals == 5 and pairs.stats()["kinds"]["hard"]["answered"] == 2
    assert pairs.history[-1].first_try is False and pairs.stats()["waiting"] == 1


def test_the_saved_state_stays_small_and_statistics_count_every_answer(tmp_path, monkeypatch):
    """The answers kept are capped (training.HISTORY, all of them saved): with the cap at 4,
    six answers keep the last four, and the statistics still count six. At the real cap, a
    state whose every answer has the longest words stays under MAX_PRACTICE_BYTES, and
    MAX_PRACTICES of those leave most of the file's MAX_BYTES to the lessons."""
    monkeypatch.setattr(training, "HISTORY", 4)
    practice = Practice("switch", seed=9, focus="insurance", board=Scoreboard(tmp_path / "p.json"))
    for _ in range(6):
        practice.answer(practice.best())
    assert [a.deal for a in practice.history] == [3, 4, 5, 6]
    assert practice.stats()["answered"] == practice.stats()["right"] == 6
    saved = Scoreboard(tmp_path / "p.json").practice(NAME)
    assert saved is not None and len(saved["history"]) == 4
    monkeypatch.undo()
    state = practice.state()
    longest = [10**9, "insurance", "insure 1 chip", "decline insurance", False, True, 1.123456]
    state["history"] = [longest] * training.HISTORY
    size = len(json.dumps(state, separators=(",", ":")).encode())
    assert size < MAX_PRACTICE_BYTES
    assert MAX_PRACTICES * MAX_PRACTICE_BYTES < progress_format.MAX_BYTES / 2


def test_the_least_recently_saved_practice_goes_when_too_many_are_kept(tmp_path):
    board = Scoreboard(tmp_path / FILE_NAME)
    names = [f"trainer:t{k:02}" for k in range(MAX_PRACTICES + 1)]
    for k, name in enumerate(names):
        board.save_practice(name, {"k": k})
    board.save_practice(names[0], {"k": 0})  # t00 saved again: now t01 is the oldest
    board.save_practice("trainer:last", {"k": 99})
    kept = set(_file(tmp_path / FILE_NAME)["practice"])
    assert len(kept) == MAX_PRACTICES and kept == set(names) - {names[1], names[2]} | {
        "trainer:last"
    }


def test_a_practice_that_would_pass_the_file_limit_pushes_out_older_ones(tmp_path, monkeypatch):
    """The file is never written past MAX_BYTES (a bigger one would be set aside on reading):
    older practices go first, and a practice that cannot fit at all is not saved (a note)."""
    path = tmp_path / FILE_NAME
    board = Scoreboard(path)
    board.record("01_card_values", "Q?", correct=True)
    board.save_practice("trainer:a", {"pad": "x" * 1000})
    board.save_practice("trainer:b", {"pad": "y" * 1000})
    monkeypatch.setattr(progress_format, "MAX_BYTES", len(path.read_bytes()) + 10)
    board.save_practice("trainer:c", {"pad": "z" * 1000})
    assert set(_file(path)["practice"]) == {"trainer:b", "trainer:c"}
    board.save_practice("trainer:d", {"pad": "w" * 5000})
    assert set(_file(path)["practice"]) == {"trainer:b", "trainer:c"}
    assert "'trainer:d' not saved" in board.notes[-1]
    assert [r.question for r in board.records()] == ["Q?"]


EVENTS = st.lists(
    st.one_of(
        st.tuples(st.just("record"), st.sampled_from(["Q1?", "Q2?"]), st.booleans()),
        st.tuples(st.just("save"), st.sampled_from(["trainer:switch", "trainer:classic"]), st.integers(0, 9)),
    ),
    max_size=20,
)  # fmt: skip


@given(EVENTS)
def test_any_mix_of_lesson_answers_and_practice_saves_loses_nothing(events):
    """Two boards on one file (a lesson and a trainer open at once), writing in any order: every
    question's first try is its first answer and every practice is the last one saved."""
    path = Path(tempfile.mkdtemp()) / FILE_NAME
    boards = [Scoreboard(path), Scoreboard(path)]
    for i, (what, key, value) in enumerate(events):
        board = boards[i % 2]
        if what == "record":
            board.record("01_card_values", key, correct=bool(value))
        else:
            board.save_practice(key, {"deals": value})
    fresh = Scoreboard(path)
    for question in {k for w, k, _ in events if w == "record"}:
        first = next(v for w, k, v in events if (w, k) == ("record", question))
        assert fresh.get("01_card_values", question).first_try == ("right" if first else "wrong")
    for name in {k for w, k, _ in events if w == "save"}:
        last = [v for w, k, v in events if (w, k) == ("save", name)][-1]
        assert fresh.practice(name) == {"deals": last}
    assert not any(b.notes for b in [*boards, fresh])
