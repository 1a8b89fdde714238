"""Files written safely (files.py, issue 21): a temporary name nobody can guess or plant, no write
through a symlink, nothing left behind by a failure, a killed writer's leftovers swept, a FIFO
never read, an existing file kept by write_new, and one lock holder at a time."""

from __future__ import annotations

import os
import stat
import sys
import threading
import time
from pathlib import Path

import pytest
from platforms import needs_dev, needs_fifos, needs_mode_bits
from process_helpers import lock_held_elsewhere, run_python

from bjswitch_widgets import files


def test_a_write_replaces_the_file_in_one_step_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "notes.txt"
    target.write_text("old", encoding="utf-8")
    files.write_atomic(target, "new ♠")
    assert target.read_text(encoding="utf-8") == "new ♠"
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]


def test_a_symlink_at_the_target_is_replaced_never_written_through(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("precious", encoding="utf-8")
    (tmp_path / "out").mkdir()
    target = tmp_path / "out" / "notes.txt"
    target.symlink_to(outside)
    files.write_atomic(target, "written")
    assert outside.read_text(encoding="utf-8") == "precious"
    assert not target.is_symlink() and target.read_text(encoding="utf-8") == "written"


def test_symlinks_planted_at_every_old_fixed_temporary_name_are_left_alone(tmp_path):
    """The old writers used ``.NAME.tmp``; a planted link there must not redirect anything."""
    outside = tmp_path / "outside.txt"
    outside.write_text("precious", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    for name in (".notes.txt.tmp", ".notes.txt.abcdefgh.tmp", "notes.txt.lock"):
        (out / name).symlink_to(outside)
    files.write_atomic(out / "notes.txt", "written")
    assert files.write_new(out / "other.txt", "new")
    assert outside.read_text(encoding="utf-8") == "precious"


def test_a_text_that_cannot_be_encoded_raises_before_any_file_is_made(tmp_path):
    with pytest.raises(UnicodeEncodeError):
        files.write_atomic(tmp_path / "notes.txt", "lone \ud800 surrogate")
    assert list(tmp_path.iterdir()) == []


def test_a_failed_rename_removes_the_temporary_and_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "notes.txt"
    target.write_text("old", encoding="utf-8")

    def full(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(OSError):
        files.write_atomic(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]


def test_an_interrupt_mid_write_leaves_no_temporary(tmp_path, monkeypatch):
    def interrupted(fd):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        files.write_atomic(tmp_path / "notes.txt", "new")
    assert list(tmp_path.iterdir()) == []


def test_a_killed_writers_temporaries_are_swept_once_stale_and_not_before(tmp_path):
    target = tmp_path / "notes.txt"
    stale = tmp_path / ".notes.txt.k1lled_1.tmp"
    fresh = tmp_path / ".notes.txt.st1ll_on.tmp"
    foreign = tmp_path / ".other.txt.abcdefgh.tmp"  # another file's: not ours to sweep
    for leftover in (stale, fresh, foreign):
        leftover.write_text("part", encoding="utf-8")
    old = time.time() - files.STALE_SECONDS - 5
    for leftover in (stale, foreign):
        os.utime(leftover, (old, old))
    files.write_atomic(target, "new")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [target.name, fresh.name, foreign.name]
    )


def test_write_new_keeps_whatever_is_there_even_a_dangling_link(tmp_path):
    kept = tmp_path / "answers.ipynb"
    kept.write_text("the learner's", encoding="utf-8")
    assert files.write_new(kept, "blank") is False
    assert kept.read_text(encoding="utf-8") == "the learner's"
    dangling = tmp_path / "dangling.ipynb"
    dangling.symlink_to(tmp_path / "nowhere")
    assert files.write_new(dangling, "blank") is False
    assert not (tmp_path / "nowhere").exists()
    assert files.write_new(tmp_path / "new.ipynb", "blank") is True
    assert (tmp_path / "new.ipynb").read_text(encoding="utf-8") == "blank"
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "answers.ipynb", "dangling.ipynb", "new.ipynb",
    ]  # fmt: skip


def test_write_new_loses_no_race_to_a_file_made_meanwhile(tmp_path, monkeypatch):
    """A learner's notebook saved between the check and the write is kept: the copy is linked
    into place, which fails when anything is there."""
    target = tmp_path / "lesson.ipynb"
    real_mkstemp = files.tempfile.mkstemp

    def save_meanwhile(*args, **kwargs):
        target.write_text("saved by the learner a moment ago", encoding="utf-8")
        return real_mkstemp(*args, **kwargs)

    monkeypatch.setattr(files.tempfile, "mkstemp", save_meanwhile)
    assert files.write_new(target, "blank copy") is False
    assert target.read_text(encoding="utf-8") == "saved by the learner a moment ago"
    assert [p.name for p in tmp_path.iterdir()] == ["lesson.ipynb"]


@needs_fifos
def test_a_fifo_is_refused_without_hanging(tmp_path):
    fifo = tmp_path / "progress.json"
    os.mkfifo(fifo)
    code = (
        "import sys; from bjswitch_widgets import files\n"
        "try:\n    files.read_regular(sys.argv[1])\n"
        "except files.NotRegularFileError as e:\n    print('refused', e.strerror)\n"
    )
    assert run_python(code, str(fifo)).stdout.strip() == "refused not a regular file (a FIFO)"


@needs_dev
@pytest.mark.parametrize("where", ["/dev/null", "/dev/zero"])
def test_a_device_is_refused(tmp_path, where):
    link = tmp_path / "progress.json"
    link.symlink_to(where)
    with pytest.raises(files.NotRegularFileError):
        files.read_regular(link, 100)


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(files.NotRegularFileError):
        files.read_regular(tmp_path, 100)


def test_a_read_stops_one_byte_past_the_limit(tmp_path):
    big = tmp_path / "big"
    big.write_bytes(b"x" * 1000)
    assert len(files.read_regular(big, 10)) == 11
    assert len(files.read_regular(big)) == 1000


@needs_mode_bits
def test_new_files_follow_the_umask_and_a_replaced_file_keeps_its_mode(tmp_path):
    made = tmp_path / "made.txt"
    files.write_atomic(made, "x")
    umask = os.umask(0o022)
    os.umask(umask)
    assert stat.S_IMODE(made.stat().st_mode) == 0o666 & ~umask
    kept = tmp_path / "kept.txt"
    kept.write_text("x", encoding="utf-8")
    kept.chmod(0o600)
    files.write_atomic(kept, "y")
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600


def test_one_holder_of_a_lock_at_a_time_across_threads_and_reentrant(tmp_path):
    target = tmp_path / "progress.json"
    inside = []
    overlaps = []

    def hold(name):
        for _ in range(20):
            with files.locked(target), files.locked(target):  # the holder may take it again
                inside.append(name)
                if len(inside) > 1:
                    overlaps.append(tuple(inside))
                time.sleep(0.001)
                inside.remove(name)

    threads = [threading.Thread(target=hold, args=(n,)) for n in "abc"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert overlaps == []


def test_a_lock_held_by_another_process_times_out_with_a_named_error(tmp_path):
    target = tmp_path / "progress.json"
    with lock_held_elsewhere(target), pytest.raises(files.LockTimeout):
        with files.locked(target, timeout=0.2):
            pass
    with files.locked(target, timeout=5):  # a killed holder's lock is free at once
        pass


def test_the_lock_file_is_never_made_through_a_planted_symlink(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("precious", encoding="utf-8")
    target = tmp_path / "progress.json"
    Path(f"{target}.lock").symlink_to(outside)
    with pytest.raises(OSError), files.locked(target, timeout=0.2):
        pass
    assert outside.read_text(encoding="utf-8") == "precious"


def test_in_pyodide_the_lock_is_the_kernels_own(tmp_path, monkeypatch):
    """JupyterLite: no flock (and no filelock served); one kernel's threads still take turns."""
    monkeypatch.setattr(files.sys, "platform", "emscripten")
    monkeypatch.setitem(sys.modules, "filelock", None)  # importing it would fail
    test_one_holder_of_a_lock_at_a_time_across_threads_and_reentrant(tmp_path)
    assert list(tmp_path.iterdir()) == []  # no lock file


@pytest.mark.skipif(
    sys.platform == "win32", reason="Windows reads '..' before any link (a lexical reading)"
)
def test_a_path_through_a_link_and_dotdot_lands_where_the_system_says(tmp_path):
    """``link/../x`` is ``x`` beside the link's target, not beside the link (as a lexical
    reading would have it): the temporary file is made there, and renamed in place."""
    (tmp_path / "real" / "inner").mkdir(parents=True)
    (tmp_path / "away").mkdir()
    (tmp_path / "away" / "link").symlink_to(tmp_path / "real" / "inner", target_is_directory=True)
    files.write_atomic(tmp_path / "away" / "link" / ".." / "x.txt", "here")
    assert (tmp_path / "real" / "x.txt").read_text(encoding="utf-8") == "here"
    assert sorted(p.name for p in (tmp_path / "away").iterdir()) == ["link"]


def test_without_hard_links_write_new_still_keeps_what_is_there(tmp_path, monkeypatch):
    """Pyodide's os has no link(): the copy is renamed into place when nothing is there."""
    monkeypatch.delattr(os, "link")
    kept = tmp_path / "answers.ipynb"
    kept.write_text("the learner's", encoding="utf-8")
    assert files.write_new(kept, "blank") is False
    assert kept.read_text(encoding="utf-8") == "the learner's"
    assert files.write_new(tmp_path / "new.ipynb", "blank") is True
    assert sorted(p.name for p in tmp_path.iterdir()) == ["answers.ipynb", "new.ipynb"]
