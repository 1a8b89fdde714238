"""Command line.

* ``python -m bjswitch_widgets replay FILE.json`` (or ``-`` for standard input) prints the
  result of a scenario (rules §5) as JSON on stdout. The scenario is read only from a regular
  file or a stream, at most 10 MB (:data:`~bjswitch_widgets.replay.SCENARIO_LIMIT`) of UTF-8.
* ``python -m bjswitch_widgets house-edge [PROFILE ...]`` prints each table's house edge with
  best play, computed exactly (default: all four profiles).
* ``python -m bjswitch_widgets lessons learner OUT`` writes the learner's copy of every lesson
  into the folder OUT (no answers filled in, nothing shown before it is asked; none of a
  notebook for instructors);
  ``lessons solution OUT`` the instructor's copy; ``lessons nbgrader OUT`` an nbgrader course
  directory (``OUT/source/<lesson>/<lesson>.ipynb`` and ``OUT/nbgrader_config.py``); ``lessons
  otter OUT`` otter-grader master notebooks (``OUT/<lesson>/<lesson>.ipynb``). A file
  already in OUT is kept (it may hold a learner's answers) unless ``--force`` is given;
  ``--from FOLDER`` makes the copies of an instructor's own notebooks instead of the package's
  lessons. OUT is never a source folder (the package's lessons or FOLDER) nor inside one.
* ``python -m bjswitch_widgets handout OUT`` writes printable one-page handouts into the folder
  OUT: each table's rules summary and basic-strategy chart, in colour and in black and white;
  ``--profile NAME`` picks tables, ``--force`` replaces pages already there.
* ``python -m bjswitch_widgets class-report REPORT.html FILE_OR_FOLDER ...`` writes a class's
  report (:mod:`~bjswitch_widgets.teaching.class_page`) from the learners' progress files and
  CSV exports; ``--hide-names`` for projecting, ``--force`` replaces a report already there.

Every command has ``-h``/``--help`` (its help on stdout, status 0). The command line speaks the
language of ``BJSWITCH_LANG`` (``BJSWITCH_LANG=ru``), or the one ``--lang CODE`` names before the
command (``python -m bjswitch_widgets --lang ru replay FILE.json``): its help, its errors and
what it prints (argparse's own complaints included); English by default. Anything that goes wrong —
a bad argument (argparse's convention: status 2), bad input, a file that cannot be written, a
standard stream that is closed, full or a broken pipe — is one line ``error: …`` on stderr and
status 2, and nothing more (nothing at all when stderr itself is closed). Everything printed goes
through one writer, as UTF-8 whatever the locale's encoding.

From Python — a notebook, or the browser, where no process can be started — call
``main(["replay", "FILE.json"])``: it prints the same lines to the current ``sys.stdout`` and
``sys.stderr`` (any text stream will do) and returns the exit status instead of exiting.
"""

from __future__ import annotations

import argparse
import contextlib
import contextvars
import json
import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NoReturn, TextIO

from .errors import BJSwitchError, ScenarioError, quote
from .language import N_, check_language, in_language, ngettext, number
from .language import gettext as _

PROG = "python -m bjswitch_widgets"
#: The console command installed with the package (pyproject.toml's ``[project.scripts]``).
COMMAND = "bjswitch-widgets"
#: How the running command line was typed: :data:`COMMAND` when the process was started as it,
#: else :data:`PROG` (``python -m``, or :func:`main` called from a notebook).
_PROG: contextvars.ContextVar[str] = contextvars.ContextVar("prog", default=PROG)

# The help texts: {prog} is how the command was typed (_PROG); each is said in the current
# language by _help(). A command's help is its usage line, a blank line and what it does.
USAGE = N_("""usage: {prog} replay FILE.json   (FILE may be - for standard input)
       {prog} house-edge [PROFILE ...]
       {prog} lessons learner|solution|nbgrader|otter OUT [--from FOLDER] [--force] [--lang ru]
       {prog} handout OUT [--profile NAME ...] [--force] [--lang ru]
       {prog} class-report REPORT.html FILE_OR_FOLDER ... [--hide-names] [--force] [--lang ru]

Each command's --help says what it does. --lang ru (before or after the command) speaks Russian
and writes the Russian lessons and handouts (default: the language BJSWITCH_LANG names, else
English).""")

REPLAY_USAGE = N_("usage: {prog} replay FILE.json   (FILE may be - for standard input)")
REPLAY_HELP = N_("""Play the scenario in FILE (rules §5: a JSON object of players, cards and actions; a regular file
or standard input, at most 10 MB of UTF-8) and print the result as JSON. A malformed scenario or
an illegal decision is one line on stderr naming the problem, and status 2.""")

HOUSE_EDGE_USAGE = N_("usage: {prog} house-edge [PROFILE ...]")
HOUSE_EDGE_HELP = N_("""Print each table's house edge with best play, computed exactly, one line per table: its name, the
edge and its title.
  PROFILE  switch, classic, online_switch or jack_switch (repeat for several; all four by default)""")

LESSONS_USAGE = N_(
    "usage: {prog} lessons learner|solution|nbgrader|otter OUT [--from FOLDER] [--force] [--lang ru]"
)
LESSONS_HELP = N_("""Write a copy of every lesson notebook into the folder OUT:
  learner    no answer filled in and nothing shown before it is asked (what learners open;
             a notebook for instructors, such as instructor_scenarios, has no learner's copy)
  solution   the instructor's copy: answers in place, outputs stored
  nbgrader   an nbgrader course: OUT/source/<lesson>/<lesson>.ipynb (answer cells, hidden
             tests, 1 point per question) and OUT/nbgrader_config.py; then, in OUT,
             nbgrader generate_assignment <lesson> and nbgrader autograde <lesson>
  otter      otter-grader master notebooks: OUT/<lesson>/<lesson>.ipynb (a question per
             answer, hidden tests, 1 point each) and OUT/README.md; then, in OUT,
             otter assign <lesson>/<lesson>.ipynb dist/<lesson> and otter run
  --from FOLDER  copy the notebooks in FOLDER (an instructor's own) instead of the package's
  --force        replace files already in OUT (kept by default: they may hold answers)
  --lang ru      the Russian lessons (the package's own; English by default)
OUT is never a source folder (the package's lessons or FOLDER) nor inside one, --force or not.""")

HANDOUT_USAGE = N_("usage: {prog} handout OUT [--profile NAME ...] [--force] [--lang ru]")
HANDOUT_HELP = N_("""Write printable handouts into the folder OUT, each page fitting one A4 or US Letter page: for each
table NAME-rules.html (the rules summary) and NAME-chart.html (the basic strategy), each also in
black and white (NAME-rules-bw.html, NAME-chart-bw.html), and index.html linking them.
  --profile NAME  only this table (repeat for several): switch, classic, online_switch or
                  jack_switch; all four by default
  --force         replace pages already in OUT (kept by default: they may have been edited)
  --lang ru       the pages in Russian (English by default)""")

CLASS_REPORT_USAGE = N_(
    "usage: {prog} class-report REPORT.html FILE_OR_FOLDER ... [--hide-names] [--force] [--lang ru]"
)
CLASS_REPORT_HELP = N_("""Write one page, REPORT.html, that shows a teacher what a class got wrong at the first try: each
lesson's questions and the rules sections, most missed first, each with a link to its rules
section; a line per learner; the trainer's practice per kind of decision; a chart. It prints on A4.
  FILE_OR_FOLDER  a learner's progress file (.bjswitch-progress.json, under any name) or its CSV
                  export, or a folder of them (searched through, e.g. nbgrader's submitted/);
                  a learner is named by what tells the files apart (ann.json: ann;
                  submitted/ann/01_card_values/.bjswitch-progress.json: ann)
  --hide-names    learners as "Learner 1", "Learner 2", … and no file named (for projecting)
  --force         replace REPORT.html if it is there (kept by default)
  --lang ru       the report in Russian (English by default)
A file that is damaged or not a learner's is named and left out; the learners' files are only
read.""")


def _help(text: str) -> str:
    """A help text (one of the constants above) in the current language."""
    return _(text).format(prog=_PROG.get())


#: argparse's own complaints (Python's words, in English whatever the locale), each said in
#: the current language; any other is passed on as argparse wrote it.
_ARGPARSE: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(r"the following arguments are required: (?P<names>.+)"),
        N_("the following arguments are required: {names}"),
    ),
    (re.compile(r"unrecognized arguments: (?P<words>.*)"), N_("unrecognized arguments: {words}")),
    (
        re.compile(r"argument (?P<option>\S+): expected one argument"),
        N_("argument {option}: expected one argument"),
    ),
    (
        re.compile(r"argument (?P<option>\S+): ignored explicit argument (?P<value>.*)"),
        N_("argument {option}: ignored explicit argument {value}"),
    ),
)


def _argparse_message(message: str) -> str:
    """argparse's ``message`` in the current language, where it is one of :data:`_ARGPARSE`."""
    for pattern, text in _ARGPARSE:
        found = pattern.fullmatch(message)
        if found is not None:
            return _(text).format(**found.groupdict())
    return message


# -- the one writer -----------------------------------------------------------------------------


class _StreamFailed(Exception):
    """A standard stream could not be read or written: closed, full, a broken pipe."""

    def __init__(self, name: str, stream: TextIO | None, reason: str) -> None:
        if name == "standard error":
            text = _("cannot write to standard error: {reason}")
        else:
            text = _("cannot write to standard output: {reason}")
        super().__init__(text.format(reason=reason))
        self.stream = stream


def _write(stream: TextIO | None, text: str, name: str = "standard output") -> None:
    """Write ``text`` to ``stream``: as UTF-8 bytes where it has a byte buffer (a terminal or a
    pipe, whatever the locale's encoding, so ``♠`` always arrives), else as text — a Jupyter
    kernel's streams, Pyodide's in the browser and :class:`io.StringIO` have no ``.buffer``.
    What cannot be encoded (a lone surrogate in a path) is written as its ``\\udcff`` escape.
    Whatever was printed before is flushed first, so the lines keep their order. A stream that
    is closed (None), full or a broken pipe raises :class:`_StreamFailed`."""
    if stream is None:
        raise _StreamFailed(name, None, _("it is closed"))
    data = text.encode("utf-8", "backslashreplace")
    try:
        buffer = getattr(stream, "buffer", None)
        if buffer is None:
            stream.write(data.decode("utf-8"))
        else:
            stream.flush()
            buffer.write(data)
        stream.flush()
    except (OSError, ValueError) as error:  # ValueError: a stream closed in this process
        from .userfiles import os_reason

        raise _StreamFailed(name, stream, os_reason(error)) from None


def _out(text: str) -> None:
    _write(sys.stdout, text)


def _silence(stream: TextIO | None) -> None:
    """After a failed write to this process's own stdout or stderr, point its descriptor at
    os.devnull, as the Python documentation advises for a broken pipe: what is still buffered
    is then flushed there at exit, not reported as "Exception ignored". A stream of a notebook
    or a test (not the process's) is left alone."""
    if stream is None or not any(stream is own for own in (sys.__stdout__, sys.__stderr__)):
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, stream.fileno())
        finally:
            os.close(devnull)
    except (OSError, ValueError):
        pass


def _fail(message: str) -> int:
    """Print ``message`` as one line ``error: …`` on stderr (nothing if stderr is closed or
    fails too); status 2."""
    line = " ".join(part.strip() for part in message.splitlines()).strip()
    try:
        _write(sys.stderr, _("error: {message}").format(message=line) + "\n", "standard error")
    except _StreamFailed as failure:
        _silence(failure.stream)
    return 2


# -- the parsers --------------------------------------------------------------------------------


class _UsageError(Exception):
    """The words of the command line do not make a command."""


class _Done(Exception):
    """A parser finished the command itself (``--help``), with this status."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class _Parser(argparse.ArgumentParser):
    """argparse, answering in one line: a mistake raises :class:`_UsageError` (printed by
    :func:`main` as ``error: …``, status 2), ``--help`` prints the command's help through the
    one writer and finishes with status 0; it never exits the process nor prints by itself."""

    def __init__(self, prog: str, usage_text: str, help_text: str) -> None:
        super().__init__(prog=prog, allow_abbrev=False)
        self.usage_text = usage_text
        self.help_text = help_text

    def format_help(self) -> str:
        return f"{self.format_usage()}\n\n{_help(self.help_text)}\n"

    def format_usage(self) -> str:
        return _help(self.usage_text)

    def print_help(self, file: Any = None) -> None:
        _out(self.format_help())

    def print_usage(self, file: Any = None) -> None:
        _out(self.format_usage() + "\n")

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            raise _UsageError(message)
        raise _Done(status)

    def error(self, message: str) -> NoReturn:
        # Translators: how each help text begins, before the command's words
        usage = " ".join(self.format_usage().removeprefix(_("usage: ")).split())
        raise _UsageError(
            _("{command}: {message} (usage: {usage})").format(
                command=self.prog.removeprefix(_PROG.get() + " "),
                message=_argparse_message(message),
                usage=usage,
            )
        )


def _parser(command: str) -> _Parser:
    prog = f"{_PROG.get()} {command}"
    if command == "replay":
        parser = _Parser(prog, REPLAY_USAGE, REPLAY_HELP)
        parser.add_argument("file", metavar="FILE")
    elif command == "house-edge":
        parser = _Parser(prog, HOUSE_EDGE_USAGE, HOUSE_EDGE_HELP)
        parser.add_argument("profiles", metavar="PROFILE", nargs="*")
    elif command == "lessons":
        parser = _Parser(prog, LESSONS_USAGE, LESSONS_HELP)
        parser.add_argument("audience", metavar="AUDIENCE")
        parser.add_argument("out", metavar="OUT")
        parser.add_argument("--from", dest="source", metavar="FOLDER")
        parser.add_argument("--force", action="store_true")
    elif command == "class-report":
        parser = _Parser(prog, CLASS_REPORT_USAGE, CLASS_REPORT_HELP)
        parser.add_argument("out", metavar="REPORT.html")
        parser.add_argument("paths", metavar="FILE_OR_FOLDER", nargs="+")
        parser.add_argument("--hide-names", action="store_true")
        parser.add_argument("--force", action="store_true")
    else:
        parser = _Parser(prog, HANDOUT_USAGE, HANDOUT_HELP)
        parser.add_argument("out", metavar="OUT")
        parser.add_argument("--profile", dest="profiles", metavar="NAME", action="append")
        parser.add_argument("--force", action="store_true")
    return parser


# -- the commands -------------------------------------------------------------------------------


def _replay(args: argparse.Namespace) -> None:
    from .replay import SCENARIO_LIMIT, load_scenario, read_scenario, replay
    from .userfiles import read_stream

    if args.file == "-":
        name = _("standard input")
        text = read_stream(sys.stdin, name, SCENARIO_LIMIT, error=ScenarioError)
        scenario = load_scenario(text, name)
    else:
        scenario = read_scenario(args.file)
    _out(json.dumps(replay(scenario), ensure_ascii=False, indent=2) + "\n")


def _house_edge(args: argparse.Namespace) -> None:
    from .rules import PROFILES, get_profile
    from .strategy.ev import house_edge

    for prof in [get_profile(name) for name in args.profiles or PROFILES]:
        edge = number(f"{house_edge(prof):+.3%}")
        _out(f"{prof.name:14s} {edge}  {prof.display_title}\n")


def _lessons(args: argparse.Namespace) -> None:
    """The nbgrader course is course.py's to write, the otter-grader assignments otter.py's; the
    learner's and the solution copies (and the refusal of an unknown audience) are lessons.py's."""
    if args.audience == "nbgrader":
        from .teaching.course import write_course

        written = write_course(args.out, force=args.force, source_folder=args.source)
    elif args.audience == "otter":
        from .teaching.otter import write_otter

        written = write_otter(args.out, force=args.force, source_folder=args.source)
    else:
        from .teaching.lessons import write

        written = write(args.audience, args.out, force=args.force, source_folder=args.source)
    for item in written:
        _out(f"{item}\n")


def _handout(args: argparse.Namespace) -> None:
    from .teaching.handout import write

    for item in write(args.out, args.profiles, force=args.force):
        _out(f"{item}\n")


def _class_report(args: argparse.Namespace) -> None:
    from .teaching.class_report import write_class_report

    done = write_class_report(args.out, args.paths, hide_names=args.hide_names, force=args.force)
    report = done.report
    _out(f"{done}\n")
    # Translators: the class-report command's line after "wrote REPORT.html"
    learners = ngettext("{n} learner", "{n} learners", len(report.learners)).format(
        n=len(report.learners)
    )
    read = ngettext("{n} file read", "{n} files read", report.files).format(n=report.files)
    _out(f"{learners}, {read}\n")
    for skipped in report.skipped:
        _out(f"{skipped}\n")


_RUN: dict[str, Callable[[argparse.Namespace], None]] = {
    "replay": _replay,
    "house-edge": _house_edge,
    "lessons": _lessons,
    "handout": _handout,
    "class-report": _class_report,
}


def _command(words: list[str]) -> int:
    *others, last = _RUN
    commands = {"others": ", ".join(others), "last": last}
    if not words:
        raise _UsageError(
            _("name a command: {others} or {last} (--help lists them)").format(**commands)
        )
    command, rest = words[0], words[1:]
    if command in ("-h", "--help"):
        _out(_help(USAGE) + "\n")
        return 0
    if command not in _RUN:
        raise _UsageError(
            _("unknown command {name}: choose {others} or {last} (--help lists them)").format(
                name=quote(command), **commands
            )
        )
    args = _parser(command).parse_args(rest)
    if sys.stdout is None:  # nothing could be reported: do nothing
        raise _StreamFailed("standard output", None, "it is closed")
    _RUN[command](args)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: ``argv`` is the words after ``python -m bjswitch_widgets`` (default
    ``sys.argv[1:]``); returns the exit status. It prints to the current ``sys.stdout`` and
    ``sys.stderr``, so a notebook can call it, in the browser too, and catch what it prints
    with :func:`contextlib.redirect_stdout`. Whatever goes wrong is one line on stderr and
    status 2 (see the module)."""
    words = [str(word) for word in (sys.argv[1:] if argv is None else argv)]
    named = _PROG.set(_invoked_as() if argv is None else PROG)
    try:
        with _language(words) as rest:
            return _main(rest)
    except BJSwitchError as error:  # --lang names no language: said in the current one
        return _fail(str(error))
    finally:
        _PROG.reset(named)


def _invoked_as() -> str:
    """What the learner typed to start this process, for the usage lines: :data:`COMMAND` when
    ``sys.argv[0]`` is that command (``bjswitch-widgets``; on Windows ``bjswitch-widgets.exe``),
    else :data:`PROG`."""
    started = os.path.basename(sys.argv[0]) if sys.argv else ""
    stem = os.path.splitext(started)[0].removesuffix("-script")
    return COMMAND if stem == COMMAND else PROG


@contextlib.contextmanager
def _language(words: list[str]) -> Iterator[list[str]]:
    """Speak the language ``--lang CODE`` (or ``--lang=CODE``) names, before the command or
    among its words (``lessons learner OUT --lang ru``; not after ``--``), else the current one
    (``BJSWITCH_LANG``'s), while the block runs; it gets the other words."""
    lang: str | None = None
    end = words.index("--") if "--" in words else len(words)
    for i, word in enumerate(words[:end]):
        if word == "--lang":
            if i + 1 >= end:
                raise _LanguageMissing
            lang, words = words[i + 1], words[:i] + words[i + 2 :]
            break
        if word.startswith("--lang="):
            lang, words = word.removeprefix("--lang="), words[:i] + words[i + 1 :]
            break
    with in_language(check_language(lang)):
        yield words


class _LanguageMissing(BJSwitchError):
    def __str__(self) -> str:
        return _("--lang needs a language: en or ru")


def _main(words: list[str]) -> int:
    """:func:`main` in the chosen language."""
    try:
        return _command(words)
    except _Done as done:
        return done.status
    except _StreamFailed as failure:
        _silence(failure.stream)
        return _fail(str(failure))
    except (_UsageError, BJSwitchError) as error:
        return _fail(str(error))
    except OSError as error:  # writing a file: the writers name it
        from .userfiles import os_reason, quote_path

        if error.filename:
            return _fail(
                _("cannot write {path}: {reason}").format(
                    path=quote_path(error.filename), reason=os_reason(error)
                )
            )
        return _fail(_("cannot write: {reason}").format(reason=os_reason(error)))
    except MemoryError:
        return _fail(_("out of memory"))


def replay_main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``replay FILE`` (the ``bjswitch-replay`` command); returns the status."""
    return main(["replay", *(sys.argv[1:] if argv is None else argv)])


def house_edge_main(argv: Sequence[str]) -> int:
    """Entry point of ``house-edge [PROFILE ...]``: one line per profile."""
    return main(["house-edge", *argv])


def lessons_main(argv: Sequence[str]) -> int:
    """Entry point of ``lessons AUDIENCE OUT [--from FOLDER] [--force]``: one line per file."""
    return main(["lessons", *argv])


def class_report_main(argv: Sequence[str]) -> int:
    """Entry point of ``class-report REPORT.html FILE_OR_FOLDER ...``; returns the status."""
    return main(["class-report", *argv])


def handout_main(argv: Sequence[str]) -> int:
    """Entry point of ``handout OUT [--profile NAME ...] [--force]``; returns the exit status."""
    return main(["handout", *argv])


if __name__ == "__main__":
    sys.exit(main())
