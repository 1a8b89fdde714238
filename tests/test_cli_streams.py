"""The command line keeps one promise whatever its streams (issue 21): every command ends with
status 0 and its output, or with status 2 and exactly one line ``error: …`` on stderr — nothing
at all when stderr itself is closed — and never a traceback, never "Exception ignored" at exit,
never a hang: with standard input, output or error closed, output into a full disk
(``/dev/full``) or a broken pipe, an ASCII-only encoding, an endless device under a memory limit.

Each case runs a real ``python -m bjswitch_widgets`` process (its home and progress file below
the test's folder, tests/homes.py); ``main()`` called from Python (a notebook, the browser)
returns the status instead of exiting, with any text streams. A stream closed before Python
starts, /dev/full, /dev/zero and a FIFO are tested where the system has them
(tests/platforms.py); on Windows the other cases run.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from homes import jupyter_env
from hostile_values import QUIZ
from platforms import console_script, needs_dev, needs_dev_full, needs_fifos, needs_preexec

from bjswitch_widgets.__main__ import main

#: The worked example of rules §1.12: Ann switches, doubles the 11, stands; the dealer makes 22.
WORKED = {
    "players": ["Ann"],
    "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
    "actions": ["switch", "double", "stand"],
}
CLOSED = "closed"


@dataclass
class Ran:
    status: int
    out: bytes
    err: str


def run(
    tmp: Path,
    *args: str,
    stdin: bytes | str = b"",
    stdout: str = "pipe",
    stderr: str = "pipe",
    memory: int | None = None,
    **env: str,
) -> Ran:
    """``python -m bjswitch_widgets ARGS`` with each standard stream as asked: ``stdin`` bytes
    to read, a path to read from or CLOSED; ``stdout`` "pipe", CLOSED, "full" (/dev/full) or
    "broken" (a pipe whose reader has gone); ``stderr`` "pipe" or CLOSED; ``memory`` bytes of
    address space at most (enforced by Linux alone: macOS ignores RLIMIT_AS's limit; the reads
    are bounded all the same). No ``preexec_fn`` is given unless a stream is closed or memory
    limited: Windows has none."""
    closing = [fd for fd, how in ((0, stdin), (1, stdout), (2, stderr)) if how == CLOSED]

    def prepare() -> None:  # in the child, after its streams are set up, before Python starts
        for fd in closing:
            os.close(fd)
        if memory is not None and sys.platform == "linux":
            import resource  # POSIX only

            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    with contextlib.ExitStack() as stack:
        given: dict[str, object] = {"input": stdin} if isinstance(stdin, bytes) else {}
        if isinstance(stdin, str):
            given["stdin"] = (
                subprocess.DEVNULL if stdin == CLOSED else stack.enter_context(open(stdin, "rb"))
            )
        if stdout == "full":
            given["stdout"] = stack.enter_context(open("/dev/full", "wb"))
        elif stdout == "broken":
            reader, writer = os.pipe()
            os.close(reader)
            stack.callback(os.close, writer)
            given["stdout"] = writer
        else:
            given["stdout"] = subprocess.PIPE if stdout == "pipe" else subprocess.DEVNULL
        given["stderr"] = subprocess.PIPE if stderr == "pipe" else subprocess.DEVNULL
        done = subprocess.run(
            [sys.executable, "-m", "bjswitch_widgets", *args],
            env=jupyter_env(tmp, **env), cwd=tmp, timeout=120, **given,
            preexec_fn=prepare if closing or memory is not None else None,
        )  # type: ignore[call-overload]  # fmt: skip
    return Ran(done.returncode, done.stdout or b"", (done.stderr or b"").decode("utf-8"))


def assert_one_error_line(done: Ran, *names: str) -> str:
    """Status 2 and exactly one line on stderr, starting ``error: `` and naming ``names``; no
    traceback, nothing reported at exit."""
    assert done.status == 2, done
    assert "Traceback" not in done.err and "Exception ignored" not in done.err, done.err
    lines = done.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), done.err
    assert done.err.endswith("\n")
    for name in names:
        assert name in lines[0], (name, lines[0])
    return lines[0]


def command(tmp: Path, which: str) -> tuple[list[str], bytes]:
    """Each command as run in a case (its words and what its standard input holds): each prints
    something, ``♣`` or ``ünï`` where an ASCII encoding would choke."""
    scenario = tmp / "worked.json"
    scenario.write_text(json.dumps(WORKED, ensure_ascii=False), encoding="utf-8")
    mine = tmp / "mine"
    mine.mkdir(exist_ok=True)
    (mine / "my_quiz.ipynb").write_text(json.dumps(QUIZ, ensure_ascii=False), encoding="utf-8")
    words = {
        "replay FILE": ["replay", str(scenario)],
        "replay -": ["replay", "-"],
        "house-edge": ["house-edge", "classic"],
        "lessons": ["lessons", "learner", str(tmp / "ünï"), "--from", str(mine)],
        "handout": ["handout", str(tmp / "pages"), "--profile", "classic"],
        "--help": ["lessons", "--help"],
    }[which]
    stdin = json.dumps(WORKED, ensure_ascii=False).encode() if which == "replay -" else b""
    return words, stdin


COMMANDS = ["replay FILE", "replay -", "house-edge", "lessons", "handout", "--help"]
#: How a standard input the command does not read is given: closed (POSIX), else empty.
UNREAD = b"" if sys.platform == "win32" else CLOSED


@pytest.mark.parametrize("which", COMMANDS)
def test_each_command_prints_utf8_whatever_the_encoding_and_reads_no_stdin_it_needs_not(
    tmp_path: Path, which: str
) -> None:
    """With ``PYTHONIOENCODING=ascii`` every line still arrives, as UTF-8; a command that reads
    no standard input runs with it closed (on Windows, empty: no stream can be closed there)."""
    words, stdin = command(tmp_path, which)
    done = run(tmp_path, *words, stdin=stdin or UNREAD, PYTHONIOENCODING="ascii")
    assert (done.status, done.err) == (0, ""), done
    text = done.out.decode("utf-8")
    assert text.endswith("\n")
    expected = {
        "replay FILE": "9♣", "replay -": "9♣", "house-edge": "classic ", "lessons": "ünï",
        "handout": "classic-rules.html", "--help": "usage: ",
    }  # fmt: skip
    assert expected[which] in text


@pytest.mark.parametrize(
    "stdout",
    [
        pytest.param(CLOSED, marks=needs_preexec),
        pytest.param("full", marks=needs_dev_full),
        "broken",
    ],
)
@pytest.mark.parametrize("which", COMMANDS)
def test_output_that_cannot_be_written_is_one_line_and_status_2(
    tmp_path: Path, which: str, stdout: str
) -> None:
    words, stdin = command(tmp_path, which)
    done = run(tmp_path, *words, stdin=stdin, stdout=stdout)
    assert_one_error_line(done, "standard output")
    if stdout == CLOSED and which == "lessons":  # nothing could be reported: nothing done
        assert not (tmp_path / "ünï").exists()


@needs_preexec
@needs_dev_full
@pytest.mark.parametrize("which", COMMANDS)
def test_with_stderr_closed_too_a_failure_is_status_2_and_silent(
    tmp_path: Path, which: str
) -> None:
    words, stdin = command(tmp_path, which)
    assert run(tmp_path, *words, stdin=stdin, stdout="full", stderr=CLOSED).status == 2


def test_a_broken_pipe_after_the_first_line_is_one_line_and_nothing_at_exit(
    tmp_path: Path,
) -> None:
    """``house-edge classic jack_switch | head -c1``: the reader leaves after the first byte;
    the second table's line meets a broken pipe (which Windows words its own way)."""
    child = subprocess.Popen(
        [sys.executable, "-m", "bjswitch_widgets", "house-edge", "classic", "jack_switch"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=jupyter_env(tmp_path),
    )  # fmt: skip
    assert child.stdout is not None and child.stderr is not None
    assert child.stdout.read(1) == b"c"  # "classic …"
    child.stdout.close()
    err = child.stderr.read().decode("utf-8")
    reason = () if sys.platform == "win32" else ("Broken pipe",)
    assert_one_error_line(Ran(child.wait(timeout=120), b"", err), "standard output", *reason)


@needs_preexec
def test_replay_from_a_closed_standard_input_is_one_line(tmp_path: Path) -> None:
    assert_one_error_line(run(tmp_path, "replay", "-", stdin=CLOSED), "standard input")


@pytest.mark.parametrize(("source", "stdin", "names"), [
    ("/dev/zero", CLOSED, ("'/dev/zero'", "a device")),
    ("-", "/dev/zero", ("standard input", "10 MB")),
])  # fmt: skip
@needs_dev
def test_an_endless_scenario_under_a_memory_limit_is_one_line(
    tmp_path: Path, source: str, stdin: str, names: tuple[str, ...]
) -> None:
    """At most 10 MB of a scenario is read, and a device not at all: 1 GB of address space is
    plenty (reading /dev/zero to its end would need it all)."""
    done = run(tmp_path, "replay", source, stdin=stdin, memory=1 << 30)
    assert_one_error_line(done, *names)


@needs_fifos
def test_a_fifo_named_as_the_scenario_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "scenario.json"
    os.mkfifo(fifo)
    assert_one_error_line(run(tmp_path, "replay", str(fifo)), "scenario.json", "a FIFO")


def test_no_command_is_argparses_usage_error_on_stderr(tmp_path: Path) -> None:
    done = run(tmp_path)
    line = assert_one_error_line(done)
    assert done.out == b"" and all(c in line for c in ("replay", "house-edge", "lessons"))


def test_the_console_script_keeps_the_same_contract(tmp_path: Path) -> None:
    script = console_script("bjswitch-replay")
    if script is None:
        pytest.skip("bjswitch-replay is not installed beside this Python")
    scenario = tmp_path / "worked.json"
    scenario.write_text(json.dumps(WORKED, ensure_ascii=False), encoding="utf-8")
    env = jupyter_env(tmp_path)

    def replay(*args: object, stdout: object = subprocess.PIPE) -> Ran:
        done = subprocess.run(
            [script, *args], stdout=stdout, stderr=subprocess.PIPE, env=env, timeout=120
        )  # type: ignore[call-overload]
        return Ran(done.returncode, done.stdout or b"", done.stderr.decode("utf-8"))

    ok = replay(scenario)
    assert ok.status == 0 and json.loads(ok.out)["dealer"]["total"] == 22
    assert_one_error_line(replay(), "FILE")
    if os.path.exists("/dev/full"):  # Linux
        with open("/dev/full", "wb") as full:
            assert_one_error_line(replay(scenario, stdout=full), "standard output")


# -- main() from Python: the status returned, any text streams ------------------------------------


def streams(monkeypatch: pytest.MonkeyPatch, *closed: str) -> tuple[io.StringIO, io.StringIO]:
    """sys.stdin/stdout/stderr as io.StringIO (no ``.buffer``, as a kernel's or Pyodide's), or
    None for those named ``closed``."""
    out, err = io.StringIO(), io.StringIO()
    for name, stream in {"stdin": io.StringIO(), "stdout": out, "stderr": err}.items():
        monkeypatch.setattr(sys, name, None if name in closed else stream)
    return out, err


@pytest.mark.parametrize("command", ["replay", "house-edge", "lessons", "handout"])
def test_every_command_has_its_help(monkeypatch: pytest.MonkeyPatch, command: str) -> None:
    for flag in ("-h", "--help"):
        out, err = streams(monkeypatch)
        assert main([command, flag]) == 0
        assert out.getvalue().startswith(f"usage: python -m bjswitch_widgets {command}")
        assert err.getvalue() == ""


def test_main_returns_2_and_one_line_for_closed_streams(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    scenario = tmp_path / "worked.json"
    scenario.write_text(json.dumps(WORKED, ensure_ascii=False), encoding="utf-8")
    out, err = streams(monkeypatch, "stdout")
    assert main(["replay", str(scenario)]) == 2
    assert err.getvalue().count("\n") == 1 and "standard output" in err.getvalue()
    out, err = streams(monkeypatch, "stdin")
    assert main(["replay", "-"]) == 2 and out.getvalue() == ""
    assert err.getvalue().count("\n") == 1 and "standard input" in err.getvalue()
    streams(monkeypatch, "stdout", "stderr")
    assert main(["replay", str(scenario)]) == 2  # and nothing raised
    out, err = streams(monkeypatch)
    out.close()
    assert main(["house-edge", "classic"]) == 2 and err.getvalue().startswith("error: ")
    out, err = streams(monkeypatch)
    assert main([]) == 2 and out.getvalue() == "" and err.getvalue().count("\n") == 1


def test_house_edge_with_a_bad_profile_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    out, err = streams(monkeypatch)
    assert main(["house-edge", "classic", "poker"]) == 2 and out.getvalue() == ""
    assert err.getvalue().count("\n") == 1 and "'poker'" in err.getvalue()
