"""The scoreboard: each lesson question's first-try result, kept in a small file beside the lessons.

A lesson's questions (:class:`~bjswitch_widgets.widgets.lesson.Lesson`) record every answer the
checks could read. What counts is the **first try**: right, wrong, or revealed (the learner asked
for the answer). :func:`progress` shows the summary across lessons, with links to the sections
that need another look, and exports it to CSV for a teacher.

The file is ``.bjswitch-progress.json`` in the folder the lessons run in (the kernel's working
folder: the notebook's folder in JupyterLab, Voila and JupyterLite), or the path in the
``BJSWITCH_PROGRESS`` environment variable. It is rewritten atomically (a temporary file, then a
rename) and re-read before each write, so two lessons open at once keep each other's records. A
damaged or foreign file is reported and set aside under a new name, never overwritten, and a
folder that cannot be written keeps the results in memory with a note:

>>> import tempfile, pathlib
>>> board = Scoreboard(pathlib.Path(tempfile.mkdtemp()) / "progress.json")
>>> board.record("01_card_values", "A♠ 6♦?", section="The ace: soft and hard (§1.1)", correct=False)
>>> board.record("01_card_values", "A♠ 6♦?", section="The ace: soft and hard (§1.1)", correct=True)
>>> board.record("01_card_values", "K♠ Q♦?", section="What each card counts (§1.1)", correct=True)
>>> print(board.progress())
Progress: 1 of 2 questions right at the first try.
01_card_values: 1 of 2 right at the first try; another look: The ace: soft and hard (§1.1) (A♠ 6♦?)

The same file keeps the trainer's practice (:class:`~bjswitch_widgets.training.Practice`), one
state per table (``"trainer:switch"``), in an optional ``"practice"`` section: an addition to
format version 1, so a file written before it reads as before (a package that predates it reads
the lessons and drops the section when it writes). A saved practice that cannot be read is a
note and a fresh start for that practice, never a reason to set the file aside. Each is small
(:data:`MAX_PRACTICE_BYTES`, at most :data:`MAX_PRACTICES`) to keep the file under MAX_BYTES.
"""

from __future__ import annotations

import contextlib
import csv
import html
import io
import json
import os
import re
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal
from urllib.parse import quote as url_quote

from .errors import InvalidInputError, quote

__all__ = [
    "ENVIRONMENT",
    "FILE_NAME",
    "MAX_PRACTICES",
    "MAX_PRACTICE_BYTES",
    "Progress",
    "Record",
    "Scoreboard",
    "default_path",
    "progress",
]

FILE_NAME = ".bjswitch-progress.json"
ENVIRONMENT = "BJSWITCH_PROGRESS"
FORMAT = "bjswitch_widgets progress"
VERSION = 1
#: The largest progress file read (a class's worth of lessons is a few tens of kilobytes).
MAX_BYTES = 2_000_000
_LESSON = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$")
#: A saved practice is at most this many bytes as compact JSON (500 answers take some 30 kB).
MAX_PRACTICE_BYTES = 64_000
#: At most this many practices are kept (one per table); the least recently saved go first.
MAX_PRACTICES = 12
_PRACTICE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,79}$")
FirstTry = Literal["right", "wrong", "revealed"]
_FIRST_TRIES = ("right", "wrong", "revealed")
CSV_COLUMNS = (
    "lesson", "question", "section", "first_try", "tries", "solved", "revealed",
    "first_at", "last_at",
)  # fmt: skip


def default_path() -> Path:
    """Where progress is kept: ``$BJSWITCH_PROGRESS``, else ``.bjswitch-progress.json`` in the
    working folder (beside the lessons)."""
    chosen = os.environ.get(ENVIRONMENT, "").strip()
    return Path(chosen) if chosen else Path.cwd() / FILE_NAME


def check_lesson(name: object) -> str:
    """A lesson's name as the scoreboard keys it (``'01_card_values'``), or InvalidInputError."""
    if not isinstance(name, str) or not _LESSON.match(name):
        raise InvalidInputError(
            f"a lesson's name is its notebook's name without '.ipynb' (letters, digits, "
            f"'_', '-', '.'; up to 80 characters), such as '01_card_values', not {quote(name)}"
        )
    return name


def section_link(lesson: str, section: str | None) -> str:
    """The link to a lesson's section, as JupyterLab and Voila name a heading: spaces become
    dashes, code and bold marks go, the rest stays as written (JupyterLab looks the fragment up
    as it stands), only ``%``, ``#`` and ``?`` escaped.

    >>> section_link("01_card_values", "The shoe (§1.1)")
    '01_card_values.ipynb#The-shoe-(§1.1)'
    """
    page = f"{url_quote(lesson)}.ipynb"
    if not section:
        return page
    shown = section.replace("`", "").replace("**", "")  # a heading's text, without its markup
    anchor = "-".join(shown.split())
    for char, code in (("%", "%25"), ("#", "%23"), ("?", "%3F")):
        anchor = anchor.replace(char, code)
    return f"{page}#{anchor}"


@dataclass(frozen=True)
class Record:
    """One question of one lesson: its first try, how many readable tries, and whether solved."""

    lesson: str
    question: str
    section: str | None
    first_try: FirstTry
    tries: int
    solved: bool
    revealed: bool
    first_at: str
    last_at: str

    @property
    def link(self) -> str:
        """The question's section in its lesson (a relative link beside the notebooks)."""
        return section_link(self.lesson, self.section)

    @property
    def needs_another_look(self) -> bool:
        """Not right at the first try (wrong, or revealed before it was answered right)."""
        return self.first_try != "right"


def _now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


def _record_from(lesson: str, question: str, raw: object) -> Record:
    """A stored record, or ValueError naming what is wrong with it."""
    if not isinstance(raw, Mapping):
        raise ValueError(f"the record of {question!r} is not an object")
    section = raw.get("section")
    fields = {
        "first_try": raw.get("first_try") in _FIRST_TRIES,
        "tries": type(raw.get("tries")) is int and 0 <= raw["tries"] < 10**6,
        "solved": isinstance(raw.get("solved"), bool),
        "revealed": isinstance(raw.get("revealed"), bool),
        "section": section is None or (isinstance(section, str) and len(section) <= 200),
        "first_at": isinstance(raw.get("first_at"), str),
        "last_at": isinstance(raw.get("last_at"), str),
    }
    bad = [name for name, ok in fields.items() if not ok]
    if bad:
        raise ValueError(f"the record of {question!r} has a bad {', '.join(bad)}")
    return Record(
        lesson, question, section, raw["first_try"], raw["tries"], raw["solved"],
        raw["revealed"], raw["first_at"][:40], raw["last_at"][:40],
    )  # fmt: skip


def check_practice_name(name: object) -> str:
    """The name a practice is saved under (``'trainer:switch'``), or InvalidInputError."""
    if not isinstance(name, str) or not _PRACTICE.match(name):
        raise InvalidInputError(
            f"a practice is saved under a name of letters, digits, '_', '-', '.' and ':' (up to "
            f"80 characters), such as 'trainer:switch', not {quote(name)}"
        )
    return name


@dataclass
class _Contents:
    """What a progress file holds: the lessons' records, and its ``"practice"`` section as read
    (None: the file has none), kept as it stands so that writing the records never loses it."""

    records: dict[str, dict[str, Record]]
    practice: Any = None

    def copy(self) -> _Contents:
        practice = dict(self.practice) if isinstance(self.practice, Mapping) else self.practice
        return _Contents({k: dict(v) for k, v in self.records.items()}, practice)


def parse(text: str) -> dict[str, dict[str, Record]]:
    """The records in a progress file's text, or ValueError saying why it is not one."""
    return _parse_file(text).records


def _parse_file(text: str) -> _Contents:
    """The records and the practice section of a progress file's text, or ValueError saying
    why it is not one (the practice section is checked when a practice is read)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise ValueError(f"it is not JSON ({str(error)[:80]})") from None
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise ValueError(f'it is not a bjswitch_widgets progress file (no "format": {FORMAT!r})')
    if data.get("version") != VERSION:
        raise ValueError(
            f"it is version {quote(data.get('version'))}, this package reads {VERSION}"
        )
    lessons = data.get("lessons")
    if not isinstance(lessons, Mapping):
        raise ValueError('its "lessons" is not an object')
    found: dict[str, dict[str, Record]] = {}
    for lesson, questions in lessons.items():
        if not isinstance(lesson, str) or not _LESSON.match(lesson):
            raise ValueError(f"it names a lesson {quote(lesson)} that no lesson has")
        if not isinstance(questions, Mapping):
            raise ValueError(f"the questions of {lesson!r} are not an object")
        found[lesson] = {q: _record_from(lesson, q, raw) for q, raw in questions.items()}
    return _Contents(found, data.get("practice"))


def _compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def dump(records: Mapping[str, Mapping[str, Record]], practice: object = None) -> str:
    """The text of a progress file holding ``records`` (and, unless None, the ``practice``
    section: one line per saved practice)."""
    lessons = {
        lesson: {
            question: {k: v for k, v in asdict(record).items() if k not in ("lesson", "question")}
            for question, record in questions.items()
        }
        for lesson, questions in sorted(records.items())
    }
    data = {"format": FORMAT, "version": VERSION, "lessons": lessons}
    text = json.dumps(data, ensure_ascii=False, indent=1)
    if practice is None:
        return text + "\n"
    if isinstance(practice, Mapping) and practice:
        lines = [f"  {_compact(str(k))}: {_compact(v)}" for k, v in sorted(practice.items())]
        section = "{\n" + ",\n".join(lines) + "\n }"
    else:
        section = _compact(practice)
    return f'{text[:-2]},\n "practice": {section}\n}}\n'  # text ends with the closing "\n}"


def _practice_state(entry: object) -> dict[str, Any]:
    """A saved practice's state (a copy), or ValueError saying what is wrong with its entry."""
    if not isinstance(entry, Mapping) or not isinstance(entry.get("saved_at"), str):
        raise ValueError('it is not an object with "saved_at" and "state"')
    state = entry.get("state")
    if not isinstance(state, Mapping):
        raise ValueError('its "state" is not an object')
    text = _compact(state)
    if len(text.encode("utf-8")) > MAX_PRACTICE_BYTES:
        raise ValueError(f"it is larger than {MAX_PRACTICE_BYTES:,} bytes")
    copied: dict[str, Any] = json.loads(text)
    return copied


def _saved_at(entry: object) -> str:
    """When a practice entry was saved ('' for one that cannot say: it goes first)."""
    stamp = entry.get("saved_at") if isinstance(entry, Mapping) else None
    return stamp if isinstance(stamp, str) else ""


class Scoreboard:
    """The first-try results of every lesson, kept in the file at ``path`` (see the module).

    ``notes`` lists what went wrong with the file (set aside, not writable), in plain words; a
    lesson shows them. Nothing here raises at a learner: a file problem becomes a note.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.notes: list[str] = []
        self._memory = _Contents({})
        self._saving = True

    # -- reading and writing ------------------------------------------------------------------

    def _read(self) -> _Contents:
        """What is on disk (a damaged or foreign file set aside); what is in memory once the
        file cannot be written."""
        if not self._saving:
            return self._memory.copy()
        try:
            with open(self.path, "rb") as handle:
                raw = handle.read(MAX_BYTES + 1)
        except (FileNotFoundError, NotADirectoryError):
            return self._memory.copy()
        except OSError as error:
            self._note(f"The progress file {self.path} could not be read ({error.strerror}).")
            return self._memory.copy()
        try:
            if len(raw) > MAX_BYTES:
                raise ValueError(f"it is larger than {MAX_BYTES:,} bytes")
            found = _parse_file(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError) as error:
            why = "it is not UTF-8 text" if isinstance(error, UnicodeDecodeError) else str(error)
            self._set_aside(why)
            return self._memory.copy()
        return found

    def _set_aside(self, why: str) -> None:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.set-aside-{stamp}")
        suffix = 1
        while aside.exists():
            suffix += 1
            aside = self.path.with_name(f"{self.path.name}.set-aside-{stamp}-{suffix}")
        try:
            os.replace(self.path, aside)
        except OSError as error:
            self._note(
                f"The progress file {self.path} is not one this package can read ({why}), and "
                f"it could not be set aside ({error.strerror}); results are kept in memory only."
            )
            self._saving = False
            return
        self._note(
            f"The progress file {self.path.name} could not be read: {why}. It was set aside as "
            f"{aside.name} (nothing in it is lost) and a new one was started."
        )

    def _write(self, contents: _Contents) -> None:
        self._memory = contents.copy()
        if not self._saving:
            return
        tmp_name = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp_name = tempfile.mkstemp(prefix=f".{self.path.name}.", dir=self.path.parent)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(dump(contents.records, contents.practice))
            os.replace(tmp_name, self.path)
        except OSError as error:
            if tmp_name is not None:
                with contextlib.suppress(OSError):
                    os.unlink(tmp_name)
            self._saving = False
            self._note(
                f"Progress could not be saved to {self.path} ({error.strerror or error}); "
                "results are kept until the kernel stops."
            )

    def _note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    # -- what lessons do ----------------------------------------------------------------------

    def get(self, lesson: str, question: str) -> Record | None:
        """The record of one question, or None before its first readable answer."""
        return self._read().records.get(lesson, {}).get(question)

    def tries(self, lesson: str, question: str) -> int:
        """How many readable answers were checked for this question so far."""
        record = self.get(lesson, question)
        return 0 if record is None else record.tries

    def record(
        self, lesson: str, question: str, *, section: str | None = None, correct: bool
    ) -> None:
        """Record one readable answer: the first one decides the first-try result."""
        self._update(lesson, question, section, correct=correct, revealed=False)

    def reveal(self, lesson: str, question: str, *, section: str | None = None) -> None:
        """Record that the answer was shown: a question not yet answered right counts as
        revealed at the first try."""
        self._update(lesson, question, section, correct=False, revealed=True)

    def _update(
        self, lesson: str, question: str, section: str | None, *, correct: bool, revealed: bool
    ) -> None:
        check_lesson(lesson)
        question = question[:500]
        contents = self._read()
        records = contents.records
        old = records.setdefault(lesson, {}).get(question)
        now = _now()
        if old is None:
            first: FirstTry = "revealed" if revealed else ("right" if correct else "wrong")
            new = Record(lesson, question, section, first, 0, False, False, now, now)
        else:
            new = replace(old, section=section or old.section, last_at=now)
        if revealed:
            new = replace(new, revealed=True)
        else:
            new = replace(new, tries=new.tries + 1, solved=new.solved or correct)
        records[lesson][question] = new
        self._write(contents)

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
                f'The practice saved in {self.path.name} could not be read (its "practice" is '
                "not an object); practice starts afresh."
            )
            return None
        if name not in section:
            return None
        try:
            return _practice_state(section[name])
        except ValueError as error:
            self._note(
                f"The practice saved as {name!r} in {self.path.name} could not be read ({error}); "
                "it starts afresh."
            )
            return None

    def save_practice(self, name: str, state: Mapping[str, Any]) -> None:
        """Save a practice's state (JSON-ready data) under ``name``, in place of the one saved
        before; the lessons' records and the other practices in the file are kept. A state over
        :data:`MAX_PRACTICE_BYTES` is not saved (a note says so)."""
        check_practice_name(name)
        try:
            text = _compact(state)
        except (TypeError, ValueError) as error:
            raise InvalidInputError(f"a practice state is JSON-ready data ({error})") from None
        if len(text.encode("utf-8")) > MAX_PRACTICE_BYTES:
            self._note(
                f"The practice {name!r} is larger than {MAX_PRACTICE_BYTES:,} bytes and was not "
                "saved."
            )
            return
        contents = self._read()
        old = contents.practice
        section = {k: v for k, v in old.items() if k != name} if isinstance(old, Mapping) else {}
        stamp = datetime.now(timezone.utc).isoformat()  # to the microsecond: which went last
        section[name] = {"saved_at": stamp, "state": json.loads(text)}
        others = sorted((k for k in section if k != name), key=lambda k: _saved_at(section[k]))
        for k in others[: max(len(section) - MAX_PRACTICES, 0)]:  # the least recently saved go
            del section[k]
        while len(dump(contents.records, section).encode("utf-8")) > MAX_BYTES:
            if len(section) == 1:
                self._note(f"The progress file would pass {MAX_BYTES:,} bytes: {name!r} not saved.")
                return
            del section[min(section.keys() - {name}, key=lambda k: _saved_at(section[k]))]
        contents.practice = section
        self._write(contents)


@dataclass(frozen=True, repr=False)
class Progress:
    """A summary of first-try results: printed as text, shown in a notebook as a table with links
    to the sections to look at again, and written to CSV with :meth:`to_csv`."""

    records: tuple[Record, ...]
    path: Path
    notes: tuple[str, ...] = ()

    def lessons(self) -> dict[str, list[Record]]:
        """The records grouped by lesson, in lesson order."""
        grouped: dict[str, list[Record]] = {}
        for record in sorted(self.records, key=lambda r: r.lesson):
            grouped.setdefault(record.lesson, []).append(record)
        return grouped

    @property
    def right_first(self) -> int:
        """How many questions were right at the first try."""
        return sum(not r.needs_another_look for r in self.records)

    def __str__(self) -> str:
        if not self.records:
            lines = ["Progress: no question answered yet."]
        else:
            lines = [
                f"Progress: {self.right_first} of {_questions(len(self.records))} right at the "
                "first try."
            ]
        for lesson, records in self.lessons().items():
            again = [r for r in records if r.needs_another_look]
            line = f"{lesson}: {_right_of(records)}"
            if again:
                line += "; another look: " + "; ".join(
                    f"{r.section or 'the lesson'} ({r.question})" for r in again
                )
            lines.append(line)
        return "\n".join([*lines, *self.notes])

    def __repr__(self) -> str:  # a console and a notebook's text form show the summary
        return str(self)

    def _repr_html_(self) -> str:
        head = html.escape(str(self).splitlines()[0])
        return f"<div><b>{head}</b>{self.table_html()}</div>"

    def table_html(self) -> str:
        """The lessons as an HTML table (with links to the sections worth another look), and
        the notes about the file; empty before any answer."""
        rows = []
        for lesson, records in self.lessons().items():
            again = [r for r in records if r.needs_another_look]
            looks = "".join(
                f'<li><a href="{html.escape(r.link)}">{html.escape(r.section or lesson)}</a>: '
                f"{html.escape(r.question)} <i>({_how(r)})</i></li>"
                for r in again
            )
            rows.append(
                f'<tr><td><a href="{html.escape(section_link(lesson, None))}">'
                f"{html.escape(lesson)}</a></td><td>{html.escape(_right_of(records))}</td>"
                f"<td style='text-align:left'>"
                f"{f'<ul style=margin:0;padding-left:1.2em>{looks}</ul>' if looks else 'nothing'}"
                "</td></tr>"
            )
        table = (
            '<table class="bjs-progress"><thead><tr><th>lesson</th><th>first try</th>'
            f"<th>worth another look</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
            if rows
            else ""
        )
        notes = "".join(f"<div><i>{html.escape(n)}</i></div>" for n in self.notes)
        return table + notes

    def csv(self) -> str:
        """The records as CSV text (one row per question), for a teacher's spreadsheet."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(CSV_COLUMNS)
        for record in self.records:
            row = asdict(record)
            writer.writerow([_cell(row[column]) for column in CSV_COLUMNS])
        return out.getvalue()

    def to_csv(self, path: str | os.PathLike[str]) -> Path:
        """Write :meth:`csv` to ``path`` (UTF-8 with a byte-order mark, which spreadsheets read
        as UTF-8); return the path."""
        target = Path(path)
        target.write_text(self.csv(), encoding="utf-8-sig")
        return target


def _cell(value: Any) -> str:
    """A CSV cell: booleans as yes/no, and no cell starting with a formula character."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    text = "" if value is None else str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _questions(n: int) -> str:
    return f"{n} question" if n == 1 else f"{n} questions"


def _right_of(records: Iterable[Record]) -> str:
    records = list(records)
    right = sum(not r.needs_another_look for r in records)
    return f"{right} of {len(records)} right at the first try"


def _how(record: Record) -> str:
    if record.first_try == "revealed":
        return "answer shown before it was answered"
    later = "solved later" if record.solved else "not solved yet"
    return f"wrong at first, {later}"


def progress(path: str | os.PathLike[str] | None = None) -> Progress:
    """The summary of every lesson's first tries, from the progress file beside the lessons.

    In a notebook it shows as a table with links to the sections worth another look;
    ``progress().to_csv("progress.csv")`` writes it for a teacher.
    """
    return Scoreboard(path).progress()
