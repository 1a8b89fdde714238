"""A class's progress: the learners' files found, read and told apart, for the class report
(:mod:`~bjswitch_widgets.teaching.class_report`).

A teacher names files and folders: each learner's progress file (``.bjswitch-progress.json``, or
under any name) or its CSV export (:meth:`Progress.to_csv
<bjswitch_widgets.teaching.progress.Progress.to_csv>`, in any language the package speaks), or
folders holding them: what nbgrader's ``submitted/`` folder, a shared drive or an unpacked zip
collected. A folder is searched through for ``*.json`` and ``*.csv`` files, its hidden folders
(``.ipynb_checkpoints``, ``.git``) left out. A file is only read, never written: not a byte of a
learner's file changes.

**Who is who.** A learner is named by the file's name (``ann.json``, ``ann.csv``: ``ann``), or,
for a file under the progress file's own name (``.bjswitch-progress.json``) or a name all the
files share (``progress.json`` in every learner's folder), by the nearest folder not named after a
lesson: ``class/ann/.bjswitch-progress.json`` is ``ann``, and so are nbgrader's
``submitted/ann/01_card_values/.bjswitch-progress.json`` and
``submitted/ann/02_insurance_and_peek/.bjswitch-progress.json`` (its one folder per assignment)
and its exchange's ``ann+01_card_values+<time>/``. Files of one name are one learner's, read as
one: for a question in two of them, the record first answered counts (it holds the first try);
of a practice in two, the one saved last.

**Skipped.** A file that is not a progress file or its export, or cannot be read (damaged, too
large, not UTF-8, not a regular file, gone), is named with the reason and left out
(:class:`Skipped`); it never stops the others being read.

>>> import json, pathlib, tempfile
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> record = {"section": "The shoe (§1.1)", "first_try": "right", "tries": 1, "solved": True,
...           "revealed": False, "first_at": "2026-12-01T10:00:00+00:00",
...           "last_at": "2026-12-01T10:00:00+00:00"}
>>> text = json.dumps({"format": "bjswitch_widgets progress", "version": 1,
...                    "lessons": {"01_card_values": {"How many cards?": record}}})
>>> _ = (folder / "ann.json").write_text(text, encoding="utf-8")
>>> _ = (folder / "notes.json").write_text("[1, 2]", encoding="utf-8")
>>> found, skipped = read_class([folder])
>>> [(learner.name, len(learner.records)) for learner in found]
[('ann', 1)]
>>> print(skipped[0].reason)
it is not a bjswitch_widgets progress file (no "format": 'bjswitch_widgets progress')
"""

from __future__ import annotations

import csv
import io
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import bjswitch_widgets.files as files

from ..errors import InvalidInputError, quote
from ..language import LANGUAGES, in_language, pgettext
from ..language import gettext as _
from ..userfiles import os_reason
from . import progress_format as fmt
from .practice_store import check_state
from .progress import CSV_COLUMNS, FILE_NAME, Record

__all__ = [
    "MAX_FILES", "Learner", "Skipped", "find_files", "learner_names", "named_paths", "read_class",
]  # fmt: skip

#: At most this many files are read (a class of 40 with 13 lessons' folders each is 520).
MAX_FILES = 5000
#: The suffixes of the files a folder is searched for.
SUFFIXES = (".json", ".csv")
#: The trainer's practices in the file's practice section: ``trainer:<table>``.
TRAINER = "trainer:"
#: A folder part that nbgrader's exchange writes: ``<student>+<assignment>+<timestamp>``.
_EXCHANGE = re.compile(r"^(?P<student>[^+]+)\+(?P<assignment>[^+]+)\+.*$")
_FORMULA = ("=", "+", "-", "@", "\t", "\r")


@dataclass(frozen=True)
class Skipped:
    """A file (or a part of one, or a folder) left out, and why, in the current language."""

    path: str
    reason: str

    def __str__(self) -> str:
        # Translators: a line of the class report's list of files left out
        return _("skipped {path}: {reason}").format(path=self.path, reason=self.reason)


@dataclass(frozen=True)
class Learner:
    """One learner of the class: their name (what tells their files apart), the files read, the
    records of every lesson question and their trainer's practices (``trainer:<table>`` → the
    checked state)."""

    name: str
    files: tuple[Path, ...]
    records: tuple[Record, ...]
    practice: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)


@dataclass
class _Read:
    path: Path
    records: list[Record]
    section: object = None  # the file's practice section as it stands (None: it has none)
    practice: dict[str, dict[str, Any]] = field(default_factory=dict)
    saved: dict[str, str] = field(default_factory=dict)


def named_paths(paths: object) -> list[str]:
    """The paths named (one, or an iterable of them), or InvalidInputError."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    if not isinstance(paths, Iterable) or isinstance(paths, (bytes, Mapping)):
        raise InvalidInputError(
            _("name the learners' files or folders as paths, not {value}").format(
                value=quote(paths)
            )
        )
    found = []
    for path in paths:
        text = os.fspath(path) if isinstance(path, (str, os.PathLike)) else None
        if not isinstance(text, str) or not text or "\0" in text:
            raise InvalidInputError(
                _("a learner's file or folder is a path such as 'ann.json', not {value}").format(
                    value=quote(path)
                )
            )
        found.append(text)
    if not found:
        raise InvalidInputError(_("name at least one learner's file or a folder of them"))
    return found


def find_files(paths: object) -> tuple[list[Path], list[Skipped]]:
    """The files to read among ``paths`` (files as named; folders searched through for
    :data:`SUFFIXES`, hidden folders left out, links followed: each folder once), each file once,
    in the order found; and what could not be searched or is too many."""
    found: dict[str, Path] = {}
    skipped: list[Skipped] = []

    def add(path: Path) -> None:
        key = os.path.realpath(path)
        if key in found:
            return
        if len(found) >= MAX_FILES:
            skipped.append(Skipped(str(path), _("more than {n} files").format(n=MAX_FILES)))
            return
        found[key] = path

    for text in named_paths(paths):
        path = Path(text)
        if not path.is_dir():
            add(path)  # read as named: a name that is not there is said when it is read
            continue

        def unreadable(error: OSError, text: str = text) -> None:
            where = error.filename or text
            skipped.append(Skipped(str(where), os_reason(error)))

        seen: set[str] = set()  # folders by their real path: a link back up is walked once
        for folder, folders, names in os.walk(path, onerror=unreadable, followlinks=True):
            seen.add(os.path.realpath(folder))
            folders[:] = sorted(
                f
                for f in folders
                if not f.startswith(".") and os.path.realpath(os.path.join(folder, f)) not in seen
            )
            for name in sorted(names):
                if name.endswith(SUFFIXES):
                    add(Path(folder) / name)
    return list(found.values()), skipped


def _read(path: Path) -> _Read:
    """A learner's file as read: its records and its practice section, or ValueError saying why
    it is neither a progress file nor its CSV export."""
    try:
        raw = files.read_regular(path, fmt.MAX_BYTES)
    except (OSError, ValueError) as error:
        raise ValueError(os_reason(error)) from None
    text = fmt.file_text(raw).removeprefix("\ufeff")  # a CSV export begins with a BOM
    if not text.strip():
        raise ValueError(_("it is empty"))
    if text.lstrip()[:1] in ("{", "["):  # JSON; a CSV export begins with its header
        contents = fmt.parse_file(text)
        records = [r for questions in contents.records.values() for r in questions.values()]
        return _Read(path, records, contents.practice)
    return _Read(path, _csv_records(text))


def _practices(read: _Read, skipped: list[Skipped]) -> None:
    """The trainer's practices of a progress file, each checked; one that cannot be read is
    skipped with a note (the lessons' records still count)."""
    section = read.section
    if section is None:
        return
    if not isinstance(section, Mapping):
        skipped.append(Skipped(str(read.path), _('its "practice" is not an object')))
        return
    for name, entry in section.items():
        if not isinstance(name, str) or not name.startswith(TRAINER):
            continue  # a practice the report does not count
        try:
            read.practice[name] = check_state(fmt.practice_state(entry))
        except ValueError as error:
            # Translators: {name} is a saved practice's name ('trainer:switch')
            reason = _("its practice {name} could not be read ({why}); its lessons are counted")
            skipped.append(Skipped(str(read.path), reason.format(name=repr(name), why=error)))
            continue
        read.saved[name] = fmt.saved_at(entry)


# -- the CSV export, in any language ------------------------------------------------------------


@cache
def _csv_words() -> tuple[dict[tuple[str, ...], tuple[str, ...]], dict[str, object]]:
    """The CSV's header in every language (→ the columns), and its cells' words (yes, no, the
    first tries) in every language (→ their values)."""
    headers: dict[tuple[str, ...], tuple[str, ...]] = {}
    words: dict[str, object] = {}
    for lang in LANGUAGES:
        with in_language(lang):
            header = tuple(name.casefold() for name in fmt.csv_header(CSV_COLUMNS))
            headers[header] = CSV_COLUMNS
            words[pgettext("CSV cell", "yes").casefold()] = True
            words[pgettext("CSV cell", "no").casefold()] = False
            for value in ("right", "wrong", "revealed"):
                words[pgettext("first try", value).casefold()] = value
    return headers, words


def _cell(text: str) -> str:
    """A cell as written before the CSV's guard against formulas (a leading ``'``)."""
    return text[1:] if text[:1] == "'" and text[1:2] in _FORMULA else text


def _csv_records(text: str) -> list[Record]:
    """The records of a CSV export (its header in any language), or ValueError saying why it is
    not one."""
    headers, words = _csv_words()
    try:
        rows = list(csv.reader(io.StringIO(text, newline="")))
    except csv.Error as error:
        # Translators: {detail} is Python's own message, in English
        raise ValueError(_("it is not a CSV file ({detail})").format(detail=error)) from None
    header = tuple(cell.strip().casefold() for cell in rows[0]) if rows else ()
    if header not in headers:
        raise ValueError(
            _("it is neither a progress file nor its CSV export (its first line is {line})").format(
                line=quote(",".join(rows[0])[:120] if rows else "")
            )
        )
    records: list[Record] = []
    for number, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(CSV_COLUMNS):
            raise ValueError(
                _("its line {n} has {found} cells, not {expected}").format(
                    n=number, found=len(row), expected=len(CSV_COLUMNS)
                )
            )
        cells = dict(zip(CSV_COLUMNS, map(_cell, row), strict=True))
        raw: dict[str, Any] = {key: cells[key] for key in ("first_at", "last_at")}
        raw["section"] = cells["section"] or None
        raw["tries"] = int(cells["tries"]) if cells["tries"].isdigit() else cells["tries"]
        for key in ("solved", "revealed", "first_try"):
            raw[key] = words.get(cells[key].strip().casefold(), cells[key])
        try:
            lesson = fmt.check_lesson(cells["lesson"])
            records.append(fmt.record_from(lesson, cells["question"], raw))
        except ValueError as error:
            raise ValueError(
                _("its line {n}: {why}").format(n=number, why=str(error).rstrip("."))
            ) from None
    return records


# -- who is who ---------------------------------------------------------------------------------


def _student(folder: str, lessons: set[str]) -> str:
    """A folder's name, or the student's of an nbgrader exchange folder of a lesson."""
    exchange = _EXCHANGE.match(folder)
    return exchange["student"] if exchange and exchange["assignment"] in lessons else folder


def _stem(path: Path) -> str:
    """A file's name without its suffix, or a leading dot (``.bjswitch-progress.json``)."""
    return Path(path.name.lstrip(".")).stem


def learner_names(paths: Sequence[Path], lessons: Iterable[str] = ()) -> list[str]:
    """The learner each file is of (see the module): its name's stem, unless that is the
    progress file's own name or a name every file shares; then its nearest folder not named
    after one of ``lessons`` (an nbgrader exchange folder's student). Files of one name are one
    learner's.

    >>> learner_names([Path("c/ann.json"), Path("late/ann.csv"), Path("c/ben.csv")])
    ['ann', 'ann', 'ben']
    >>> learner_names([Path("s/ann/01_card_values/.bjswitch-progress.json"),
    ...                Path("s/ann/02_insurance_and_peek/.bjswitch-progress.json"),
    ...                Path("s/ben/01_card_values/.bjswitch-progress.json")],
    ...               ["01_card_values", "02_insurance_and_peek"])
    ['ann', 'ann', 'ben']
    """
    lessons = set(lessons)
    own = _stem(Path(FILE_NAME))
    stems = [_stem(path) for path in paths]
    shared = len(paths) > 1 and len(set(stems)) == 1
    names = []
    for path, stem in zip(paths, stems, strict=True):
        if stem != own and not shared:
            names.append(stem)
            continue
        folders = [_student(part, lessons) for part in Path(os.path.abspath(path)).parent.parts]
        kept = [part for part in folders if part not in lessons and part != os.sep]
        names.append(kept[-1] if kept else stem)
    return names


def read_class(paths: object, lessons: Iterable[str] = ()) -> tuple[list[Learner], list[Skipped]]:
    """The learners of the class from their files and folders (see the module), by name in
    alphabetical order; and the files (or parts of them) left out, each with its reason."""
    found, skipped = find_files(paths)
    read: list[_Read] = []
    for path in found:
        try:
            item = _read(path)
        except ValueError as error:
            skipped.append(Skipped(str(path), str(error)))
            continue
        _practices(item, skipped)
        read.append(item)
    known = set(lessons) | {r.lesson for item in read for r in item.records}
    by_name: dict[str, list[_Read]] = {}
    for name, item in zip(learner_names([i.path for i in read], known), read, strict=True):
        by_name.setdefault(name, []).append(item)
    return [_merged(name, by_name[name]) for name in sorted(by_name, key=str.casefold)], skipped


def _merged(learner: str, items: list[_Read]) -> Learner:
    """One learner's files as one: of a question in two files, the record first answered; of
    a practice in two, the one saved last."""
    records: dict[tuple[str, str], Record] = {}
    for item in items:
        for record in item.records:
            key = (record.lesson, record.question)
            if key not in records or record.first_at < records[key].first_at:
                records[key] = record
    practice: dict[str, dict[str, Any]] = {}
    saved: dict[str, str] = {}
    for item in items:
        for name, state in item.practice.items():
            if name not in practice or item.saved[name] > saved[name]:
                practice[name], saved[name] = state, item.saved[name]
    return Learner(learner, tuple(i.path for i in items), tuple(records.values()), practice)
