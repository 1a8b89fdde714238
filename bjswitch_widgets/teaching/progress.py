"""The scoreboard: each lesson question's first-try result, kept in a small file beside the lessons.

A lesson's questions (:class:`~bjswitch_widgets.widgets.lesson.Lesson`) record every answer the
checks could read. What counts is the **first try**: right, wrong, or revealed (the learner asked
for the answer). :func:`progress` shows the summary across lessons, with links to the sections
that need another look, and exports it to CSV for a teacher. Each answer may also name its
**attempt** (a visit to the lesson, or a start again: :meth:`Scoreboard.next_attempt` numbers
them): the file keeps each attempt's result, and a lesson counts a question's tries in the
attempt it is on, so that a learner who comes back gets hints first again.

The file is ``.bjswitch-progress.json`` in the folder the lessons run in (the kernel's working
folder: the notebook's folder in JupyterLab, Voila and JupyterLite), or the path in the
``BJSWITCH_PROGRESS`` environment variable; its format is
:mod:`~bjswitch_widgets.teaching.progress_format`.

**Nothing lost.** Every answer is a change made under the file's lock (:func:`.files.locked`:
one kernel at a time, in JupyterLab and Voila, where each open lesson is its own process): the
file is read, the change made, and the whole written back atomically (:func:`.files.write_atomic`),
so two lessons open at once keep each other's records whatever the order of their writes. In
JupyterLite the kernel is one Pyodide process with one thread, and the lock puts its writes one
after another. A damaged or foreign file is reported and set aside under a new name, never
overwritten; a file that cannot be read (no permission, or not a regular file, such as a FIFO)
is left exactly as it is; a folder that cannot be written, or a file the lock cannot be taken
for, keeps the results in memory with a note. What is written is read back first, so the
package never writes a file it would then call damaged:

>>> import tempfile, pathlib
>>> board = Scoreboard(pathlib.Path(tempfile.mkdtemp()) / "progress.json")
>>> board.record("01_card_values", "A♠ 6♦?", section="The ace: soft and hard (§1.1)", correct=False)
>>> board.record("01_card_values", "A♠ 6♦?", section="The ace: soft and hard (§1.1)", correct=True)
>>> board.record("01_card_values", "K♠ Q♦?", section="What each card counts (§1.1)", correct=True)
>>> print(board.progress())
Progress: 1 of 2 questions right at the first try.
01_card_values: 1 of 2 right at the first try; another look: The ace: soft and hard (§1.1) (A♠ 6♦?)

The same file keeps the trainer's practice (:class:`~bjswitch_widgets.teaching.training.Practice`),
one state per table (``"trainer:switch"``), in an optional ``"practice"`` section: an addition to
format version 1, so a file written before it reads as before (a package that predates it reads the
lessons and drops the section when it writes). A saved practice that cannot be read is a note and a
fresh start for that practice, never a reason to set the file aside. Each is small
(:data:`MAX_PRACTICE_BYTES`, at most :data:`MAX_PRACTICES`) to keep the file under MAX_BYTES.
"""

from __future__ import annotations

import csv
import html
import io
import json
import os
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import bjswitch_widgets.files as files

from ..arguments import grouped
from ..errors import InvalidInputError, quote
from ..language import gettext as _
from ..language import ngettext, number, pgettext
from . import progress_format as fmt
from .progress_format import (
    MAX_PRACTICE_BYTES,
    MAX_PRACTICES,
    Contents,
    Record,
    check_lesson,
    check_practice_name,
    parse,
    section_link,
)

__all__ = [
    "ENVIRONMENT",
    "FILE_NAME",
    "MAX_PRACTICES",
    "MAX_PRACTICE_BYTES",
    "Progress",
    "Record",
    "Scoreboard",
    "check_lesson",
    "check_practice_name",
    "default_path",
    "parse",
    "progress",
    "section_link",
]

FILE_NAME = ".bjswitch-progress.json"
ENVIRONMENT = "BJSWITCH_PROGRESS"
CSV_COLUMNS = (
    "lesson", "question", "section", "first_try", "tries", "solved", "revealed",
    "first_at", "last_at", "attempts",
)  # fmt: skip
#: A change to the file's contents: applied under the lock to what the file holds.
Change = Callable[[Contents], None]


def default_path() -> Path:
    """Where progress is kept: ``$BJSWITCH_PROGRESS``, else ``.bjswitch-progress.json`` in the
    working folder (beside the lessons)."""
    chosen = os.environ.get(ENVIRONMENT, "").strip()
    return Path(chosen) if chosen else Path.cwd() / FILE_NAME


def _path(path: object) -> Path:
    """A file's path as given (text or a path object), or InvalidInputError naming it."""
    text = os.fspath(path) if isinstance(path, (str, os.PathLike)) else None
    if not isinstance(text, str) or not text or "\0" in text:
        raise InvalidInputError(
            _("a progress file is a path such as 'progress.json', not {value}").format(
                value=quote(path)
            )
        )
    return Path(text)


def _now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


class _Unusable(Exception):
    """The file cannot be used as it is and must not be touched (a note says why)."""


class Scoreboard:
    """The first-try results of every lesson, kept in the file at ``path`` (see the module).

    ``notes`` lists what went wrong with the file (set aside, not readable, not writable), in
    plain words; a lesson shows them. Nothing here raises at a learner: a file problem becomes
    a note.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = _path(path) if path is not None else default_path()
        self.notes: list[str] = []
        #: What the file held when last read or written; once the file cannot be used, the
        #: only copy of the results.
        self._memory = Contents({})
        #: Changes made but not yet written (another kernel held the lock too long).
        self._pending: list[Change] = []
        self._saving = True

    # -- reading ------------------------------------------------------------------------------

    def _load(self) -> Contents | None:
        """What the file holds (None: there is none), ValueError saying why it is damaged, or
        :class:`_Unusable` (with a note; results are kept in memory from now on)."""
        try:
            raw = files.read_regular(self.path, fmt.MAX_BYTES)
        except (FileNotFoundError, NotADirectoryError):
            return None
        except files.NotRegularFileError as error:
            self._stop(
                _(
                    "The progress file {path} is not a regular file ({error}): it is left as it "
                    "is, and results are kept until the kernel stops."
                ).format(path=self.path, error=error.strerror)
            )
            raise _Unusable from None
        except OSError as error:
            self._stop(
                _(
                    "The progress file {path} could not be read ({error}): it is kept as it is, "
                    "and results are kept until the kernel stops."
                ).format(path=self.path, error=error.strerror or error)
            )
            raise _Unusable from None
        return fmt.parse_file(fmt.file_text(raw))

    def _with_pending(self, contents: Contents) -> Contents:
        current = contents.copy()
        for change in self._pending:
            change(current)
        return current

    def _read(self) -> Contents:
        """What the file holds with this board's unsaved changes; what is in memory once the
        file cannot be used. A damaged file is set aside (under the lock) and started anew."""
        if self._saving:
            try:
                found = self._load()
            except _Unusable:
                pass
            except ValueError:
                self._change(None)  # under the lock: set it aside, start the new one from memory
            else:
                self._memory = found if found is not None else Contents({})
        return self._with_pending(self._memory)

    # -- writing ------------------------------------------------------------------------------

    def _change(self, change: Change | None) -> None:
        """Make ``change`` (None: only mend a damaged file) to the file under its lock: read what
        is there, apply every change not yet written, write the whole back atomically."""
        if change is not None:
            self._pending.append(change)
        if not self._saving:
            self._memory = self._with_pending(self._memory)
            self._pending.clear()
            return
        try:
            with files.locked(self.path):
                contents = self._with_pending(self._locked_base())
                files.write_atomic(self.path, self._text(contents))
        except files.LockTimeout:
            self._note(
                _(
                    "Another lesson held the progress file {name} for {seconds} s: the newest "
                    "results are kept and saved with the next."
                ).format(name=self.path.name, seconds=number(f"{files.LOCK_TIMEOUT:g}"))
            )
            return
        except _Unusable:
            self._change(None)  # keeps the changes in memory
            return
        except OSError as error:
            self._stop(
                _(
                    "Progress could not be saved to {path} ({error}); results are kept until the "
                    "kernel stops."
                ).format(path=self.path, error=error.strerror or error)
            )
            self._change(None)
            return
        self._memory = contents
        self._pending.clear()

    def _locked_base(self) -> Contents:
        """What the file holds, read under its lock (a damaged file set aside first: then what
        this board last knew)."""
        try:
            found = self._load()
        except ValueError as error:
            self._set_aside(str(error))
            return self._memory.copy()
        return found if found is not None else Contents({})

    def _text(self, contents: Contents) -> str:
        """The file's text for ``contents``, once it is known to read back as them (else
        :class:`_Unusable`, with a note)."""
        text = fmt.dump(contents.records, contents.practice)
        size = len(text.encode("utf-8"))
        if size > fmt.MAX_BYTES:
            self._stop(
                ngettext(
                    "The progress file would pass {n} byte ({size}); results from now on are kept "
                    "until the kernel stops.",
                    "The progress file would pass {n} bytes ({size}); results from now on are "
                    "kept until the kernel stops.",
                    fmt.MAX_BYTES,
                ).format(n=grouped(fmt.MAX_BYTES), size=grouped(size))
            )
            raise _Unusable
        if fmt.parse(text) != contents.records:  # a bug, never a learner's doing
            self._stop(_("The progress would not read back as written; it is kept in memory."))
            raise _Unusable
        return text

    def _set_aside(self, why: str) -> None:
        """Move the damaged file out of the way under a name of its own (under the lock)."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.set-aside-{stamp}")
        suffix = 1
        while os.path.lexists(aside):
            suffix += 1
            aside = self.path.with_name(f"{self.path.name}.set-aside-{stamp}-{suffix}")
        try:
            os.rename(self.path, aside)
        except OSError as error:
            self._stop(
                _(
                    "The progress file {path} is not one this package can read ({why}), and it "
                    "could not be set aside ({error}); results are kept in memory only."
                ).format(path=self.path, why=why, error=error.strerror)
            )
            raise _Unusable from None
        # Translators: {why} says what is wrong with the file ("it is not JSON (…)")
        self._note(
            _(
                "The progress file {name} could not be read: {why}. It was set aside as {aside} "
                "(nothing in it is lost) and a new one was started."
            ).format(name=self.path.name, why=why, aside=aside.name)
        )

    def _stop(self, text: str) -> None:
        """The file cannot be used: say why, and keep the results in memory from now on."""
        self._saving = False
        self._note(text)

    def _note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    # -- what lessons do ----------------------------------------------------------------------

    def get(self, lesson: str, question: str) -> Record | None:
        """The record of one question, or None before its first readable answer."""
        key = fmt.clean_text(question, "question")
        return self._read().records.get(check_lesson(lesson), {}).get(key)

    def tries(self, lesson: str, question: str, attempt: int | None = None) -> int:
        """How many readable answers were checked for this question so far (in ``attempt``,
        when given)."""
        number = None if attempt is None else _attempt(attempt)
        record = self.get(lesson, question)
        if record is None or number is None:
            return 0 if record is None else record.tries
        return sum(a.tries for a in record.attempts if a.number == number)

    def next_attempt(self, lesson: str) -> int:
        """The number a new attempt at ``lesson`` takes: one past the last with an answer (an
        answer recorded before attempts were kept counts as attempt 1)."""
        records = self._read().records.get(check_lesson(lesson), {}).values()
        last = max((a.number for r in records for a in r.attempts), default=0)
        return min(max(last, 1 if records else 0) + 1, fmt.MAX_TRIES)

    def record(
        self,
        lesson: str,
        question: str,
        *,
        section: str | None = None,
        correct: bool,
        attempt: int | None = None,
    ) -> None:
        """Record one readable answer (in ``attempt``, when given): the first one ever decides
        the first-try result."""
        self.record_all(lesson, {question: correct}, section=section, attempt=attempt)

    def record_all(
        self,
        lesson: str,
        answers: Mapping[str, bool],
        *,
        section: str | None = None,
        attempt: int | None = None,
    ) -> None:
        """Record several answers (question → right) as :meth:`record` does, in one change of
        the file: all of them are written or none (an assessment handed in)."""
        self._answer(lesson, answers, section, revealed=False, attempt=attempt)

    def reveal(
        self, lesson: str, question: str, *, section: str | None = None, attempt: int | None = None
    ) -> None:
        """Record that the answer was shown (in ``attempt``, when given): a question not yet
        answered right counts as revealed at the first try."""
        self._answer(lesson, {question: False}, section, revealed=True, attempt=attempt)

    def _answer(
        self,
        lesson: str,
        answers: Mapping[str, bool],
        section: str | None,
        *,
        revealed: bool,
        attempt: int | None,
    ) -> None:
        """Answers (or a reveal) as one change, their texts checked before anything is written."""
        now = _now()
        number = None if attempt is None else _attempt(attempt)
        fresh = {
            fmt.new_record(
                lesson,
                question,
                section,
                "revealed" if revealed else "right" if right else "wrong",
                now,
            ): bool(right)
            for question, right in answers.items()
        }

        def change(contents: Contents) -> None:
            for record, correct in fresh.items():
                questions = contents.records.setdefault(record.lesson, {})
                old = questions.get(record.question)
                new = record if old is None else replace(old, section=record.section or old.section)
                new = replace(new, last_at=now)
                if revealed:
                    new = replace(new, revealed=True)
                else:
                    tries = min(new.tries + 1, fmt.MAX_TRIES)
                    new = replace(new, tries=tries, solved=new.solved or correct)
                if number is not None:
                    kept = fmt.with_answer(new.attempts, number, correct=correct, revealed=revealed)
                    new = replace(new, attempts=kept)
                questions[record.question] = new

        self._change(change)

    def records(self) -> list[Record]:
        """Every record, lesson by lesson, in the order first answered."""
        found = self._read().records
        return [r for lesson in sorted(found) for r in found[lesson].values()]

    def progress(self, lesson: str | None = None) -> Progress:
        """The summary of every lesson (or of one)."""
        records = self.records()
        if lesson is not None:
            records = [r for r in records if r.lesson == lesson]
        return Progress(tuple(records), self.path, tuple(self.notes))

    # -- what the trainer does ----------------------------------------------------------------

    def practice(self, name: str) -> dict[str, Any] | None:
        """The practice state last saved under ``name`` (a copy), or None: none was saved, or
        the saved one cannot be read (a note says so, and that practice starts afresh)."""
        check_practice_name(name)
        section = self._read().practice
        if section is None:
            return None
        if not isinstance(section, Mapping):
            self._note(
                _(
                    'The practice saved in {name} could not be read (its "practice" is not an '
                    "object); practice starts afresh."
                ).format(name=self.path.name)
            )
            return None
        if name not in section:
            return None
        try:
            return fmt.practice_state(section[name])
        except ValueError as error:
            self._note(
                _(
                    "The practice saved as {practice} in {name} could not be read ({why}); it "
                    "starts afresh."
                ).format(practice=repr(name), name=self.path.name, why=error)
            )
            return None

    def save_practice(self, name: str, state: Mapping[str, Any]) -> None:
        """Save a practice's state (JSON-ready data) under ``name``, in place of the one saved
        before; the lessons' records and the other practices in the file are kept. A state over
        :data:`MAX_PRACTICE_BYTES` is not saved (a note says so)."""
        check_practice_name(name)
        try:
            text = fmt.compact(state)
            size = len(text.encode("utf-8"))
        except (TypeError, ValueError, RecursionError) as error:
            raise InvalidInputError(
                _("a practice state is JSON-ready data ({error})").format(error=error)
            ) from None
        if size > MAX_PRACTICE_BYTES:
            self._note(
                ngettext(
                    "The practice {practice} is larger than {n} byte and was not saved.",
                    "The practice {practice} is larger than {n} bytes and was not saved.",
                    MAX_PRACTICE_BYTES,
                ).format(practice=repr(name), n=grouped(MAX_PRACTICE_BYTES))
            )
            return
        stamp = datetime.now(timezone.utc).isoformat()  # to the microsecond: which went last
        entry = {"saved_at": stamp, "state": json.loads(text)}
        self._change(lambda contents: self._keep_practice(contents, name, entry))

    def _keep_practice(self, contents: Contents, name: str, entry: dict[str, Any]) -> None:
        """Put ``entry`` in the practice section under ``name``: the least recently saved of
        the others go past :data:`MAX_PRACTICES`, or while the file would pass MAX_BYTES."""
        old = contents.practice
        section = {k: v for k, v in old.items() if k != name} if isinstance(old, Mapping) else {}
        section[name] = entry
        others = sorted((k for k in section if k != name), key=lambda k: fmt.saved_at(section[k]))
        for k in others[: max(len(section) - MAX_PRACTICES, 0)]:  # the least recently saved go
            del section[k]
        while len(fmt.dump(contents.records, section).encode("utf-8")) > fmt.MAX_BYTES:
            if len(section) == 1:
                self._note(
                    ngettext(
                        "The progress file would pass {n} byte: {practice} not saved.",
                        "The progress file would pass {n} bytes: {practice} not saved.",
                        fmt.MAX_BYTES,
                    ).format(n=grouped(fmt.MAX_BYTES), practice=repr(name))
                )
                return
            del section[min(section.keys() - {name}, key=lambda k: fmt.saved_at(section[k]))]
        contents.practice = section


@dataclass(frozen=True, repr=False)
class Progress:
    """A summary of first-try results: printed as text, shown in a notebook as a table with links
    to the sections to look at again, and written to CSV with :meth:`to_csv`."""

    records: tuple[Record, ...]
    path: Path
    notes: tuple[str, ...] = ()

    def lessons(self) -> dict[str, list[Record]]:
        """The records grouped by lesson, in lesson order."""
        by_lesson: dict[str, list[Record]] = {}
        for record in sorted(self.records, key=lambda r: r.lesson):
            by_lesson.setdefault(record.lesson, []).append(record)
        return by_lesson

    @property
    def right_first(self) -> int:
        """How many questions were right at the first try."""
        return sum(not r.needs_another_look for r in self.records)

    def __str__(self) -> str:
        n = len(self.records)
        lines = [_("Progress: no question answered yet.")]
        if self.records:
            lines = [
                ngettext(
                    "Progress: {right} of {n} question right at the first try.",
                    "Progress: {right} of {n} questions right at the first try.",
                    n,
                ).format(right=self.right_first, n=n)
            ]
        lines += [fmt.lesson_line(lesson, records) for lesson, records in self.lessons().items()]
        return "\n".join([*lines, *self.notes])

    def __repr__(self) -> str:  # a console and a notebook's text form show the summary
        return str(self)

    def _repr_html_(self) -> str:
        head = html.escape(str(self).splitlines()[0])
        return f"<div><b>{head}</b>{self.table_html()}</div>"

    def table_html(self) -> str:
        """The lessons as an HTML table (with links to the sections worth another look), and
        the notes about the file; empty before any answer."""
        rows = [fmt.lesson_row(lesson, records) for lesson, records in self.lessons().items()]
        heads = (
            pgettext("progress table", "lesson"),
            pgettext("progress table", "first try"),
            pgettext("progress table", "worth another look"),
        )
        head = "".join(f"<th>{html.escape(text)}</th>" for text in heads)
        table = (
            f'<table class="bjs-progress"><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>"
            if rows
            else ""
        )
        notes = "".join(f"<div><i>{html.escape(n)}</i></div>" for n in self.notes)
        return table + notes

    def csv(self) -> str:
        """The records as CSV text (one row per question), for a teacher's spreadsheet. A person
        reads it, so it is in the current language: the header row (the same columns in the same
        order: :data:`CSV_COLUMNS` in English, ``урок,вопрос,…`` in Russian), yes/no, the first
        try and each attempt's result. Nothing in the package reads it back; the progress file,
        which it does read, is data and keeps its English keys and values in every language."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(fmt.csv_header(CSV_COLUMNS))
        for record in self.records:
            row = {**asdict(record), "attempts": fmt.results_text(record)}
            writer.writerow([fmt.csv_cell(column, row[column]) for column in CSV_COLUMNS])
        return out.getvalue()

    def to_csv(self, path: str | os.PathLike[str]) -> Path:
        """Write :meth:`csv` to ``path`` (UTF-8 with a byte-order mark, which spreadsheets read
        as UTF-8); return the path."""
        target = _path(path)
        files.write_atomic(target, "\ufeff" + self.csv())
        return target


def _attempt(number: object) -> int:
    """An attempt's number (a whole number from 1), or InvalidInputError."""
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise InvalidInputError(
            _("an attempt is a whole number from 1, not {value}").format(value=quote(number))
        )
    return min(number, fmt.MAX_TRIES)


def progress(path: str | os.PathLike[str] | None = None) -> Progress:
    """The summary of every lesson's first tries, from the progress file beside the lessons.

    In a notebook it shows as a table with links to the sections worth another look;
    ``progress().to_csv("progress.csv")`` writes it for a teacher.
    """
    return Scoreboard(path).progress()
