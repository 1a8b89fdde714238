"""The progress file's format: its records, how its text is read and written, and the limits that
make whatever is written read back.

A progress file is JSON: ``{"format": "bjswitch_widgets progress", "version": 1, "lessons":
{LESSON: {QUESTION: RECORD}}, "practice": {NAME: {"saved_at": …, "state": …}}}`` (the practice
section is optional). :func:`dump` writes it and :func:`parse_file` reads it; every limit
:func:`parse_file` checks (a question or section up to :data:`MAX_TEXT` characters, tries below
:data:`MAX_TRIES`, up to :data:`MAX_ATTEMPTS` attempts a question, the file up to
:data:`MAX_BYTES`) is enforced when a record is made, so the package never writes a file it would
then call damaged:

>>> record = new_record("01_card_values", "Soft 17?" + "\\ud800", "§1.1", "right", "now")
>>> record.question  # a lone surrogate cannot be written as UTF-8: it becomes U+FFFD
'Soft 17?�'
>>> parse(dump({"01_card_values": {record.question: record}}))["01_card_values"] == {
...     record.question: record}
True

A RECORD is ``{"section", "first_try", "tries", "solved", "revealed", "first_at", "last_at"}``:
the first-ever try, and every readable try since (:class:`Record`). It may also hold
``"attempts"``, one result per attempt (a visit to the lesson, or a start again; :class:`Attempt`):
``[{"number": 1, "tries": 2, "solved_at": 2, "revealed": false}, …]``, the most recent
:data:`MAX_ATTEMPTS`. That list is an addition to version 1, not a new version: the other fields
keep their meaning, a record without it (written before attempts were kept) reads as before, and
a package that predates it reads the records right (it drops the list when it writes).
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from typing import Any, Literal
from urllib.parse import quote as url_quote

from ..arguments import grouped
from ..errors import InvalidInputError, quote
from ..language import gettext as _
from ..language import ngettext, pgettext

__all__ = [
    "FORMAT",
    "MAX_ATTEMPTS",
    "MAX_BYTES",
    "MAX_PRACTICES",
    "MAX_PRACTICE_BYTES",
    "MAX_TEXT",
    "MAX_TRIES",
    "VERSION",
    "Attempt",
    "Contents",
    "FirstTry",
    "Record",
    "check_lesson",
    "check_practice_name",
    "clean_text",
    "compact",
    "csv_cell",
    "csv_header",
    "dump",
    "file_text",
    "how_it_went",
    "larger_than",
    "lesson_line",
    "lesson_row",
    "named_by_section",
    "new_record",
    "parse",
    "parse_file",
    "place_html",
    "place_text",
    "practice_state",
    "record_from",
    "results_text",
    "right_of",
    "saved_at",
    "section_link",
    "with_answer",
]

FORMAT = "bjswitch_widgets progress"
VERSION = 1
#: The largest progress file read (a class's worth of lessons is a few tens of kilobytes).
MAX_BYTES = 2_000_000
#: The longest question or section kept (a longer one is cut when recorded).
MAX_TEXT = 500
#: Tries are counted up to here (and stay there); attempts are numbered up to here too.
MAX_TRIES = 10**6 - 1
#: At most this many attempts are kept a question, the most recent (the first try and the totals
#: of a record count them all): 190 questions with 50 each take about 600 kB.
MAX_ATTEMPTS = 50
_LESSON = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$")
#: A saved practice is at most this many bytes as compact JSON (500 answers take some 30 kB).
MAX_PRACTICE_BYTES = 64_000
#: At most this many practices are kept (one per table); the least recently saved go first.
MAX_PRACTICES = 12
_PRACTICE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,79}$")
_SURROGATE = re.compile("[\ud800-\udfff]")
FirstTry = Literal["right", "wrong", "revealed"]
_FIRST_TRIES = ("right", "wrong", "revealed")


def check_lesson(name: object) -> str:
    """A lesson's name as the scoreboard keys it (``'01_card_values'``), or InvalidInputError."""
    if not isinstance(name, str) or not _LESSON.match(name):
        raise InvalidInputError(
            _(
                "a lesson's name is its notebook's name without '.ipynb' (letters, digits, "
                "'_', '-', '.'; up to 80 characters), such as {example}, not {value}"
            ).format(example=repr("01_card_values"), value=quote(name))
        )
    return name


def check_practice_name(name: object) -> str:
    """The name a practice is saved under (``'trainer:switch'``), or InvalidInputError."""
    if not isinstance(name, str) or not _PRACTICE.match(name):
        raise InvalidInputError(
            _(
                "a practice is saved under a name of letters, digits, '_', '-', '.' and ':' (up "
                "to 80 characters), such as {example}, not {value}"
            ).format(example=repr("trainer:switch"), value=quote(name))
        )
    return name


def clean_text(value: object, what: str) -> str:
    """A question's or a section's text as the file keeps it: at most :data:`MAX_TEXT`
    characters, a lone surrogate (which UTF-8 cannot hold) replaced by U+FFFD; anything but a
    string is InvalidInputError naming ``what`` (``"question"`` or ``"section"``)."""
    if not isinstance(value, str):
        if what == "section":
            raise InvalidInputError(_("a section is text, not {value}").format(value=quote(value)))
        raise InvalidInputError(_("a question is text, not {value}").format(value=quote(value)))
    return _SURROGATE.sub("\ufffd", value[:MAX_TEXT])


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
class Attempt:
    """One attempt at a question: ``number`` counts the lesson's attempts from 1 (a visit, or a
    start again), ``tries`` the readable answers in it, ``solved_at`` the try that was right
    (None: none was), ``revealed`` whether the answer was shown."""

    number: int
    tries: int = 0
    solved_at: int | None = None
    revealed: bool = False

    def after(self, *, correct: bool, revealed: bool) -> Attempt:
        """This attempt after one more answer (or after the answer was shown)."""
        if revealed:
            return replace(self, revealed=True)
        tries = min(self.tries + 1, MAX_TRIES)
        right = tries if correct and self.solved_at is None else self.solved_at
        return replace(self, tries=tries, solved_at=right)

    @property
    def result(self) -> str:
        """The attempt in a few words.

        >>> Attempt(2, 3, 3).result, Attempt(3, 1, 1).result, Attempt(4, 1, None, True).result
        ('right at try 3', 'right at the first try', 'answer shown')
        """
        if self.revealed:
            return _("answer shown")
        if self.solved_at is None:
            return _("not right yet")
        if self.solved_at == 1:
            return _("right at the first try")
        # Translators: {n} is the number of the try that was right (2, 3, …): an ordinal
        return _("right at try {n}").format(n=self.solved_at)


def with_answer(
    attempts: tuple[Attempt, ...], number: int, *, correct: bool, revealed: bool
) -> tuple[Attempt, ...]:
    """``attempts`` after one answer (or the answer shown) in attempt ``number``, in the order of
    their numbers; past :data:`MAX_ATTEMPTS`, the oldest go."""
    number = min(number, MAX_TRIES)
    found = {a.number: a for a in attempts}
    found[number] = found.get(number, Attempt(number)).after(correct=correct, revealed=revealed)
    return tuple(found[n] for n in sorted(found)[-MAX_ATTEMPTS:])


@dataclass(frozen=True)
class Record:
    """One question of one lesson: its first-ever try, how many readable tries in all, whether
    ever solved or revealed, and the result of each attempt (none kept before attempts were)."""

    lesson: str
    question: str
    section: str | None
    first_try: FirstTry
    tries: int
    solved: bool
    revealed: bool
    first_at: str
    last_at: str
    attempts: tuple[Attempt, ...] = ()

    @property
    def link(self) -> str:
        """The question's section in its lesson (a relative link beside the notebooks)."""
        return section_link(self.lesson, self.section)

    @property
    def needs_another_look(self) -> bool:
        """Not right at the first try (wrong, or revealed before it was answered right)."""
        return self.first_try != "right"


def new_record(
    lesson: str, question: object, section: object, first_try: FirstTry, now: str
) -> Record:
    """A question's record before any try is counted, its texts made fit for the file."""
    text = None if section is None else clean_text(section, "section") or None
    return Record(
        check_lesson(lesson), clean_text(question, "question"), text, first_try, 0, False, False,
        now, now,
    )  # fmt: skip


def record_from(lesson: str, question: str, raw: object) -> Record:
    """A stored record (the fields of a RECORD, as the file or a CSV export holds them), or
    ValueError naming what is wrong with it."""
    if not isinstance(raw, Mapping):
        raise ValueError(
            _("the record of {question} is not an object").format(question=quote(question))
        )
    section = raw.get("section")
    fields = {
        "question": len(question) <= MAX_TEXT and not _SURROGATE.search(question),
        "first_try": raw.get("first_try") in _FIRST_TRIES,
        "tries": type(raw.get("tries")) is int and 0 <= raw["tries"] <= MAX_TRIES,
        "solved": isinstance(raw.get("solved"), bool),
        "revealed": isinstance(raw.get("revealed"), bool),
        "section": section is None or (isinstance(section, str) and len(section) <= MAX_TEXT),
        "first_at": isinstance(raw.get("first_at"), str),
        "last_at": isinstance(raw.get("last_at"), str),
    }
    attempts = _attempts_from(raw.get("attempts", []))
    fields["attempts"] = attempts is not None
    bad = [name for name, ok in fields.items() if not ok]
    if bad or attempts is None:
        # Translators: {fields} names the record's fields as the file writes them ('tries, solved')
        raise ValueError(
            _("the record of {question} has a bad {fields}").format(
                question=quote(question), fields=", ".join(bad)
            )
        )
    return Record(
        lesson, question, section, raw["first_try"], raw["tries"], raw["solved"],
        raw["revealed"], raw["first_at"][:40], raw["last_at"][:40], attempts,
    )  # fmt: skip


def _count(value: object, least: int) -> bool:
    return type(value) is int and least <= value <= MAX_TRIES


def _attempts_from(raw: object) -> tuple[Attempt, ...] | None:
    """A record's stored attempts (None: they are not what :func:`dump` writes)."""
    if not isinstance(raw, list) or len(raw) > MAX_ATTEMPTS:
        return None
    found: list[Attempt] = []
    for item in raw:
        if not isinstance(item, Mapping):
            return None
        tries, right = item.get("tries"), item.get("solved_at")
        ok = _count(item.get("number"), 1) and _count(tries, 0)
        if not ok or not isinstance(item.get("revealed"), bool):
            return None
        if right is not None and not (_count(right, 1) and right <= tries):
            return None
        attempt = Attempt(item["number"], item["tries"], right, item["revealed"])
        if found and found[-1].number >= attempt.number:  # in the order of their numbers, once
            return None
        found.append(attempt)
    return tuple(found)


@dataclass
class Contents:
    """What a progress file holds: the lessons' records, and its ``"practice"`` section as read
    (None: the file has none), kept as it stands so that writing the records never loses it."""

    records: dict[str, dict[str, Record]]
    practice: Any = None

    def copy(self) -> Contents:
        practice = dict(self.practice) if isinstance(self.practice, Mapping) else self.practice
        return Contents({k: dict(v) for k, v in self.records.items()}, practice)


def file_text(raw: bytes) -> str:
    """The text of a progress file's bytes (read up to one past :data:`MAX_BYTES`), or
    ValueError: it is larger, or not UTF-8."""
    if len(raw) > MAX_BYTES:
        raise ValueError(larger_than(MAX_BYTES))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(_("it is not UTF-8 text")) from None


def parse(text: str) -> dict[str, dict[str, Record]]:
    """The records in a progress file's text, or ValueError saying why it is not one."""
    return parse_file(text).records


def parse_file(text: str) -> Contents:
    """The records and the practice section of a progress file's text, or ValueError saying
    why it is not one (the practice section is checked when a practice is read)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        # Translators: {detail} is Python's own message, in English
        raise ValueError(_("it is not JSON ({detail})").format(detail=str(error)[:80])) from None
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise ValueError(
            _('it is not a bjswitch_widgets progress file (no "format": {format})').format(
                format=repr(FORMAT)
            )
        )
    if data.get("version") != VERSION:
        raise ValueError(
            _("it is version {found}, this package reads {version}").format(
                found=quote(data.get("version")), version=VERSION
            )
        )
    lessons = data.get("lessons")
    if not isinstance(lessons, Mapping):
        raise ValueError(_('its "lessons" is not an object'))
    found: dict[str, dict[str, Record]] = {}
    for lesson, questions in lessons.items():
        if not isinstance(lesson, str) or not _LESSON.match(lesson):
            raise ValueError(
                _("it names a lesson {lesson} that no lesson has").format(lesson=quote(lesson))
            )
        if not isinstance(questions, Mapping):
            raise ValueError(
                _("the questions of {lesson} are not an object").format(lesson=repr(lesson))
            )
        found[lesson] = {q: record_from(lesson, q, raw) for q, raw in questions.items()}
    return Contents(found, data.get("practice"))


def compact(value: object) -> str:
    """``value`` as compact JSON (no NaN or infinity: they are not JSON)."""
    return _escaped(json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False))


def _escaped(text: str) -> str:
    """JSON text with every lone surrogate written as its ``\\u`` escape (as JSON reads it
    back), so that the text can be written as UTF-8: a practice section read from a file may
    hold one, and is kept as it stands."""
    return _SURROGATE.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


def _fields(record: Record) -> dict[str, object]:
    fields: dict[str, object] = {
        "section": record.section, "first_try": record.first_try, "tries": record.tries,
        "solved": record.solved, "revealed": record.revealed, "first_at": record.first_at,
        "last_at": record.last_at,
    }  # fmt: skip
    if record.attempts:  # a record without attempts is written as before they were kept
        fields["attempts"] = [asdict(attempt) for attempt in record.attempts]
    return fields


def _object(lines: list[str], indent: str) -> str:
    """A JSON object of the ``"key": value`` lines, one a line, closed at ``indent``."""
    return "{\n" + ",\n".join(lines) + f"\n{indent}}}" if lines else "{}"


def dump(records: Mapping[str, Mapping[str, Record]], practice: object = None) -> str:
    """The text of a progress file holding ``records`` (and, unless None, the ``practice``
    section): one line per question and per saved practice, so that the file reads (and
    differs) question by question."""
    lessons = [
        f"  {compact(lesson)}: "
        + _object([f"   {compact(q)}: {compact(_fields(r))}" for q, r in questions.items()], "  ")
        for lesson, questions in sorted(records.items())
    ]
    parts = [f' "format": {compact(FORMAT)}', f' "version": {VERSION}']
    parts.append(f' "lessons": {_object(lessons, " ")}')
    if practice is not None:
        if isinstance(practice, Mapping):
            lines = [f"  {compact(str(k))}: {compact(v)}" for k, v in sorted(practice.items())]
            parts.append(f' "practice": {_object(lines, " ")}')
        else:
            parts.append(f' "practice": {compact(practice)}')
    return _object(parts, "") + "\n"


def practice_state(entry: object) -> dict[str, Any]:
    """A saved practice's state (a copy), or ValueError saying what is wrong with its entry."""
    if not isinstance(entry, Mapping) or not isinstance(entry.get("saved_at"), str):
        raise ValueError(_('it is not an object with "saved_at" and "state"'))
    state = entry.get("state")
    if not isinstance(state, Mapping):
        raise ValueError(_('its "state" is not an object'))
    text = compact(state)
    if len(text.encode("utf-8")) > MAX_PRACTICE_BYTES:
        raise ValueError(larger_than(MAX_PRACTICE_BYTES))
    copied: dict[str, Any] = json.loads(text)
    return copied


def larger_than(size: int) -> str:
    """Why a file or a practice cannot be read: it is larger than ``size`` bytes."""
    return ngettext("it is larger than {n} byte", "it is larger than {n} bytes", size).format(
        n=grouped(size)
    )


def saved_at(entry: object) -> str:
    """When a practice entry was saved ('' for one that cannot say: it goes first)."""
    stamp = entry.get("saved_at") if isinstance(entry, Mapping) else None
    return stamp if isinstance(stamp, str) else ""


def named_by_section(record: Record) -> bool:
    """Whether the question begins with its section's name, as a word (03's "Your round: Ann's
    decisions…" under "Your round", 02's "Drill 1: …" under "Drill"): the summary then gives the
    question alone, so the name is not written twice ("Your round: Your round: …")."""
    section, question = record.section, record.question
    if not section or not question.casefold().startswith(section.casefold()):
        return False
    return not question[len(section) : len(section) + 1].isalnum()


def place_text(record: Record) -> str:
    """Where a question is and what it asks, in the text summary."""
    if named_by_section(record):
        return record.question
    if not record.section:
        # Translators: where a question with no section is: "the lesson (Which hand wins?)"
        return _("the lesson ({question})").format(question=record.question)
    return f"{record.section} ({record.question})"


def place_html(record: Record) -> str:
    """The question's section as a link, then the question (a question that begins with its
    section's name has that beginning as the link)."""
    link = f'<a href="{html.escape(record.link)}">'
    if named_by_section(record):
        cut = len(record.section or "")
        return f"{link}{html.escape(record.question[:cut])}</a>{html.escape(record.question[cut:])}"
    return (
        f"{link}{html.escape(record.section or record.lesson)}</a>: {html.escape(record.question)}"
    )


# -- a record in words: the summary, its table and the CSV ----------------------------------


def right_of(records: list[Record]) -> str:
    """``'2 of 3 right at the first try'``: a lesson's first tries."""
    right = sum(not r.needs_another_look for r in records)
    return _("{right} of {n} right at the first try").format(right=right, n=len(records))


def lesson_line(lesson: str, records: list[Record]) -> str:
    """A lesson's line of the text summary: its first tries, and the questions worth another
    look."""
    again = [r for r in records if r.needs_another_look]
    if not again:
        return f"{lesson}: {right_of(records)}"
    right = len(records) - len(again)
    # Translators: {places} lists the questions to look at again, "; " between them
    return _("{lesson}: {right} of {n} right at the first try; another look: {places}").format(
        lesson=lesson, right=right, n=len(records), places="; ".join(map(place_text, again))
    )


def lesson_row(lesson: str, records: list[Record]) -> str:
    """A lesson's row of the summary's HTML table: its link, its first tries, and the questions
    worth another look as links to their sections."""
    looks = "".join(
        f"<li>{place_html(r)} <i>({html.escape(how_it_went(r))})</i></li>"
        for r in records
        if r.needs_another_look
    )
    # Translators: a lesson's row of the progress table with no question to look at again
    nothing = html.escape(_("nothing"))
    return (
        f'<tr><td><a href="{html.escape(section_link(lesson, None))}">'
        f"{html.escape(lesson)}</a></td><td>{html.escape(right_of(records))}</td>"
        f"<td style='text-align:left'>"
        f"{f'<ul style=margin:0;padding-left:1.2em>{looks}</ul>' if looks else nothing}"
        "</td></tr>"
    )


def how_it_went(record: Record) -> str:
    """How a question went: at the first try, and in the last attempt once there were two."""
    if record.first_try == "revealed":
        first = _("answer shown before it was answered")
    elif record.solved:
        first = _("wrong at first, solved later")
    else:
        first = _("wrong at first, not solved yet")
    last = record.attempts[-1] if record.attempts else None
    if last is None or last.number < 2:
        return first
    # Translators: {first} is how the first try went, {result} how the attempt went
    return _("{first}; attempt {n}: {result}").format(
        first=first, n=last.number, result=last.result
    )


def results_text(record: Record) -> str:
    """Each attempt's result kept, as ``1: right at try 2; 2: right at the first try``."""
    return "; ".join(f"{a.number}: {a.result}" for a in record.attempts)


def csv_header(columns: tuple[str, ...]) -> list[str]:
    """The CSV's header row in the current language: the same columns in the same order (a
    column's English name is the record's field)."""
    names = {
        "lesson": pgettext("CSV column", "lesson"),
        "question": pgettext("CSV column", "question"),
        "section": pgettext("CSV column", "section"),
        "first_try": pgettext("CSV column", "first_try"),
        "tries": pgettext("CSV column", "tries"),
        "solved": pgettext("CSV column", "solved"),
        "revealed": pgettext("CSV column", "revealed"),
        "first_at": pgettext("CSV column", "first_at"),
        "last_at": pgettext("CSV column", "last_at"),
        "attempts": pgettext("CSV column", "attempts"),
    }
    return [names.get(column, column) for column in columns]


def csv_cell(column: str, value: Any) -> str:
    """A CSV cell: booleans as yes/no and a first try in words, in the current language; no
    cell starting with a formula character."""
    if isinstance(value, bool):
        text = pgettext("CSV cell", "yes") if value else pgettext("CSV cell", "no")
    elif column == "first_try":
        words = {
            "right": pgettext("first try", "right"),
            "wrong": pgettext("first try", "wrong"),
            "revealed": pgettext("first try", "revealed"),
        }
        text = words.get(str(value), str(value))
    else:
        text = "" if value is None else str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text
