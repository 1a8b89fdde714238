"""A learner's file on Windows (bjswitch_widgets.files, userfiles): a write is not lost because
another process has the file open for a moment, a file is read byte for byte, and the system's
reasons are said in the learner's words, as on Linux.

On Windows a file that is open cannot be replaced (``os.replace`` raises PermissionError while a
kernel reads the progress file, or an antivirus scans it), and a descriptor is opened in text
mode unless asked otherwise (``\\r\\n`` read as ``\\n``, a Ctrl-Z byte read as the end). These
tests run on every system; the lighter CI job runs them on Windows, where they bite."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pytest

from bjswitch_widgets import files, userfiles
from bjswitch_widgets.language import in_language


def test_a_file_is_read_byte_for_byte(tmp_path: Path) -> None:
    target = tmp_path / "progress.json"
    data = b'{"a": 1}\r\n\x1a{"b": 2}\r\n'
    with open(target, "wb") as out:
        out.write(data)
    assert files.read_regular(target) == data


def test_a_write_waits_for_a_reader_who_has_the_file_open(tmp_path: Path) -> None:
    """The reader closes the file after 0.3 s; the write lands then (at once elsewhere)."""
    target = tmp_path / "progress.json"
    files.write_atomic(target, "old\n")
    failures: list[BaseException] = []

    def write() -> None:
        try:
            files.write_atomic(target, "new\n")
        except BaseException as error:  # reported by the test below
            failures.append(error)

    with open(target, "rb"):
        writer = threading.Thread(target=write)
        writer.start()
        time.sleep(0.3)
    writer.join(timeout=files.REPLACE_PATIENCE + 5)
    assert not writer.is_alive() and failures == []
    assert target.read_bytes() == b"new\n"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["progress.json"]


class _HeldFor:
    """``os.replace`` as Windows answers while a reader holds the target: PermissionError for
    the first ``times`` calls, then the rename."""

    def __init__(self, times: int) -> None:
        self.times = times
        self.calls = 0

    def __call__(self, src: str, dst: os.PathLike[str] | str) -> None:
        self.calls += 1
        if self.calls <= self.times:
            raise PermissionError(13, "The process cannot access the file", str(dst))
        os.rename(src, dst)


def test_on_windows_a_replace_is_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "progress.json"
    held = _HeldFor(3)
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(files.os, "replace", held)
    files.write_atomic(target, "saved\n")
    assert held.calls == 4
    assert target.read_text(encoding="utf-8") == "saved\n"


def test_on_windows_a_file_held_for_good_is_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Held longer than REPLACE_PATIENCE (shortened here): the PermissionError is raised, the
    old file is kept and no temporary file is left."""
    target = tmp_path / "progress.json"
    files.write_atomic(target, "old\n")
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(files, "REPLACE_PATIENCE", 0.05)
    monkeypatch.setattr(files.os, "replace", _HeldFor(10**9))
    with pytest.raises(PermissionError):
        files.write_atomic(target, "new\n")
    assert target.read_bytes() == b"old\n"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["progress.json"]


def test_elsewhere_a_refused_replace_is_not_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On Linux and macOS a rename never waits for readers: PermissionError is the folder's."""
    held = _HeldFor(1)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(files.os, "replace", held)
    with pytest.raises(PermissionError):
        files.write_atomic(tmp_path / "progress.json", "new\n")
    assert held.calls == 1


@pytest.mark.parametrize(
    ("error", "said", "russian"),
    [
        (
            FileNotFoundError(2, "The system cannot find the file specified"),
            "No such file or directory",
            "нет такого файла или папки",
        ),
        (PermissionError(13, "Access is denied"), "Permission denied", "нет доступа"),
        (
            FileExistsError(17, "Cannot create a file when that file already exists"),
            "File exists",
            "файл уже есть",
        ),
    ],
)
def test_windows_reasons_are_said_as_everywhere(error: OSError, said: str, russian: str) -> None:
    """A reason is told by its error number, so a learner on Windows reads it in Russian too."""
    assert userfiles.os_reason(error) == said
    with in_language("ru"):
        assert userfiles.os_reason(error) == russian


def test_a_closed_pipe_on_windows_is_a_broken_pipe() -> None:
    """Windows reports a write into a closed pipe as EINVAL, with its own number 232."""
    error = OSError(22, "Invalid argument")
    error.winerror = 232  # type: ignore[attr-defined]  # set by Python on Windows only
    assert userfiles.os_reason(error) == "Broken pipe"
    with in_language("ru"):
        assert userfiles.os_reason(error) == "канал закрыт с другой стороны"
    assert userfiles.os_reason(OSError(22, "Invalid argument")) == "Invalid argument"


def test_a_reason_of_its_own_is_kept() -> None:
    """The package's own reasons (a FIFO refused: EINVAL) and unknown ones pass as written."""
    assert userfiles.os_reason(OSError(2, None)) == "[Errno 2] None"
    assert userfiles.os_reason(files.LockTimeout(11, "held")) == "held"
