"""Command line.

* ``python -m bjswitch_widgets replay FILE.json`` (or ``-`` for standard input) prints the
  result of a scenario (rules §5) as JSON on stdout. A malformed scenario or an illegal decision
  prints one line on stderr naming the problem and exits with status 2.
* ``python -m bjswitch_widgets house-edge [PROFILE ...]`` prints each table's house edge with
  best play, computed exactly (default: all four profiles).
* ``python -m bjswitch_widgets lessons learner OUT`` writes the learner's copy of every lesson
  into the folder OUT (no answers filled in, nothing shown before it is asked);
  ``lessons solution OUT`` the instructor's copy; ``lessons nbgrader OUT`` an nbgrader course
  directory (``OUT/source/<lesson>/<lesson>.ipynb`` and ``OUT/nbgrader_config.py``). A file
  already in OUT is kept (it may hold a learner's answers) unless ``--force`` is given;
  ``--from FOLDER`` makes the copies of an instructor's own notebooks instead of the package's
  lessons.
* ``python -m bjswitch_widgets handout OUT`` writes printable one-page handouts into the folder
  OUT: each table's rules summary and basic-strategy chart, in colour and in black and white;
  ``--profile NAME`` picks tables, ``--force`` replaces pages already there.

From Python — a notebook, or the browser, where no process can be started — call
``main(["replay", "FILE.json"])``: it prints the same lines to the current ``sys.stdout`` and
``sys.stderr`` (any text stream will do) and returns the exit status instead of exiting.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from typing import TextIO

from .errors import BJSwitchError
from .replay import load_scenario, replay

USAGE = (
    "usage: python -m bjswitch_widgets replay FILE.json   (FILE may be - for standard input)\n"
    "       python -m bjswitch_widgets house-edge [PROFILE ...]\n"
    "       python -m bjswitch_widgets lessons learner|solution|nbgrader OUT [--from FOLDER] [--force]\n"
    "       python -m bjswitch_widgets handout OUT [--profile NAME ...] [--force]"
)


LESSONS_HELP = """usage: python -m bjswitch_widgets lessons learner|solution|nbgrader OUT [--from FOLDER] [--force]

Write a copy of every lesson notebook into the folder OUT:
  learner    no answer filled in and nothing shown before it is asked (what learners open)
  solution   the instructor's copy: answers in place, outputs stored
  nbgrader   an nbgrader course: OUT/source/<lesson>/<lesson>.ipynb (answer cells, hidden
             tests, 1 point per question) and OUT/nbgrader_config.py; then, in OUT,
             nbgrader generate_assignment <lesson> and nbgrader autograde <lesson>
  --from FOLDER  copy the notebooks in FOLDER (an instructor's own) instead of the package's
  --force        replace files already in OUT (kept by default: they may hold answers)"""


def _write(stream: TextIO, text: str) -> None:
    """Write ``text`` to ``stream``: as UTF-8 bytes where it has a byte buffer (a terminal or a
    pipe, whatever the locale's encoding, so ``♠`` always arrives), else as text — a Jupyter
    kernel's streams, Pyodide's in the browser and :class:`io.StringIO` have no ``.buffer``.
    Whatever was printed before is flushed first, so the lines keep their order."""
    buffer = getattr(stream, "buffer", None)
    if buffer is None:
        stream.write(text)
    else:
        stream.flush()
        buffer.write(text.encode("utf-8"))
    stream.flush()


def _fail(message: str) -> int:
    line = " ".join(message.split("\n")).strip()
    _write(sys.stderr, f"error: {line}\n")
    return 2


def replay_main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``replay FILE``; returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1 or args[0] in ("-h", "--help"):
        if args and args[0] in ("-h", "--help"):
            print(USAGE)
            return 0
        return _fail(f"replay takes exactly one FILE (or -), got {len(args)} arguments. {USAGE}")
    source = args[0]
    try:
        if source == "-":
            stdin = getattr(sys.stdin, "buffer", None)
            text = sys.stdin.read() if stdin is None else stdin.read().decode("utf-8")
            name = "standard input"
        else:
            with open(source, encoding="utf-8") as handle:
                text = handle.read()
            name = source
    except OSError as error:
        return _fail(f"cannot read {source!r}: {error.strerror or error}")
    except UnicodeDecodeError as error:
        return _fail(f"{source!r} is not UTF-8 text: {error.reason} at byte {error.start}")
    try:
        result = replay(load_scenario(text, name))
    except BJSwitchError as error:
        return _fail(str(error))
    _write(sys.stdout, json.dumps(result, ensure_ascii=False, indent=2) + "\n")
    return 0


def house_edge_main(argv: Sequence[str]) -> int:
    """Entry point of ``house-edge [PROFILE ...]``: one line per profile."""
    from .rules import PROFILES, get_profile
    from .strategy.ev import house_edge

    names = list(argv) or list(PROFILES)
    try:
        profiles = [get_profile(name) for name in names]
    except BJSwitchError as error:
        return _fail(str(error))
    for prof in profiles:
        print(f"{prof.name:14s} {house_edge(prof):+.3%}  {prof.title}")
    return 0


def lessons_main(argv: Sequence[str]) -> int:
    """Entry point of ``lessons AUDIENCE OUT [--from FOLDER] [--force]``: one line per file."""
    from .lessons import write

    if any(a in ("-h", "--help") for a in argv):
        print(LESSONS_HELP)
        return 0
    args = [a for a in argv if a != "--force"]
    source_folder = None
    if "--from" in args:
        at = args.index("--from")
        if at + 1 >= len(args):
            return _fail(f"--from needs a folder of notebooks. {USAGE}")
        source_folder = args[at + 1]
        del args[at : at + 2]
    if len(args) != 2:
        return _fail(
            f"lessons takes an audience (learner, solution or nbgrader) and a folder, got "
            f"{list(argv)!r}. "
            f"{USAGE}"
        )
    return _report(
        lambda: write(args[0], args[1], force="--force" in argv, source_folder=source_folder),
        f"the lessons to {args[1]!r}",
    )


def _report(write: Callable[[], Sequence[object]], what: str) -> int:
    """Run a writer and print a line per file it wrote or kept; its errors as one line."""
    try:
        written = write()
    except BJSwitchError as error:
        return _fail(str(error))
    except OSError as error:
        return _fail(f"cannot write {what}: {error.strerror or error}")
    for item in written:
        print(item)
    return 0


HANDOUT_HELP = """usage: python -m bjswitch_widgets handout OUT [--profile NAME ...] [--force]

Write printable handouts into the folder OUT, each page fitting one A4 or US Letter page: for each
table NAME-rules.html (the rules summary) and NAME-chart.html (the basic strategy), each also in
black and white (NAME-rules-bw.html, NAME-chart-bw.html), and index.html linking them.
  --profile NAME  only this table (repeat for several): switch, classic, online_switch or
                  jack_switch; all four by default
  --force         replace pages already in OUT (kept by default: they may have been edited)"""


def handout_main(argv: Sequence[str]) -> int:
    """Entry point of ``handout OUT [--profile NAME ...] [--force]``; returns the exit status."""
    from .errors import quote
    from .handout import write

    args = list(argv)
    if any(a in ("-h", "--help") for a in args):
        print(HANDOUT_HELP)
        return 0
    usage = HANDOUT_HELP.splitlines()[0]
    folders: list[str] = []
    names: list[str] = []
    rest = iter(args)
    for arg in rest:
        if arg == "--profile":
            names.append(next(rest, "-"))
            if names[-1].startswith("-"):
                return _fail(f"--profile needs a table's name, e.g. --profile switch. {usage}")
        elif arg.startswith("-") and arg != "--force":
            return _fail(f"unknown option {quote(arg)}. {usage}")
        elif arg != "--force":
            folders.append(arg)
    if len(folders) != 1:
        return _fail(f"handout takes one folder OUT, got {quote(folders)}. {usage}")
    return _report(
        lambda: write(folders[0], names or None, force="--force" in args),
        f"the handouts to {quote(folders[0])}",
    )


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: ``argv`` is the words after ``python -m bjswitch_widgets`` (default
    ``sys.argv[1:]``); returns the exit status. It prints to the current ``sys.stdout`` and
    ``sys.stderr``, so a notebook can call it, in the browser too, and catch what it prints
    with :func:`contextlib.redirect_stdout`."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] in ("-h", "--help"):
        print(USAGE)
        return 0 if args else 2
    command, rest = args[0], args[1:]
    if command == "replay":
        return replay_main(rest)
    if command == "house-edge":
        return house_edge_main(rest)
    if command == "lessons":
        return lessons_main(rest)
    if command == "handout":
        return handout_main(rest)
    return _fail(f"unknown command {command!r}. {USAGE}")


if __name__ == "__main__":
    sys.exit(main())
