"""A class report: which questions and which rules a class got wrong at the first try, from the
learners' progress files (:mod:`~bjswitch_widgets.teaching.class_files` reads them).

``class_report(FILES_OR_FOLDERS)`` gives the figures as a :class:`ClassReport`: shown in a
notebook it is the report's tables; each of its tables is a tuple of named tuples, so
``pandas.DataFrame(report.questions)`` makes a data frame of one. ``python -m bjswitch_widgets
class-report REPORT.html FILES...`` (:func:`write_class_report`) writes the same as one page that
prints on A4 (:mod:`~bjswitch_widgets.teaching.class_page`); it never writes over a learner's
file, nor over a page already there unless told to.

What is counted, for each question (a lesson's question, or a final assessment's, which every
learner is asked in the same place with different cards):

* **answered**: the learners with a record of it (an answer checked, or the answer shown);
* **right at the first try**: those whose first-ever try was right (asking for the answer first
  counts as not right, as in a learner's own progress);
* **answer shown**: those who had the answer shown, at any time.

Questions (and rules sections) are listed most missed first: the smallest share right at the
first try first, then the most learners not right, then in the lessons' order. A question's rules sections are the § of
the lesson heading it was asked under (an assessment question: its topic's); each links to that
section of the rules, quoted at the end of the page. Questions are told apart by their text as
the learner's lesson asked it, so a class that worked in two languages has each question once
in each.

>>> from bjswitch_widgets.teaching.progress_format import Record
>>> def first(learner, right):
...     return Record("01_card_values", "How many cards are in the shoe?", "The shoe (§1.1)",
...                   "right" if right else "wrong", 1, True, False, "t", "t")
>>> from bjswitch_widgets.teaching.class_files import Learner
>>> report = figures([Learner("ann", (), (first("ann", True),)),
...                   Learner("ben", (), (first("ben", False),))])
>>> row = report.questions[0]
>>> row.answered, row.right_first, row.missed, row.sections
(2, 1, 1, ('1.1',))
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from ..errors import InvalidInputError, quote
from ..language import get_language, ngettext, pgettext
from ..language import gettext as _
from ..rulebook import sections as known_sections
from ..rulebook import title as section_title
from ..userfiles import quote_path, write_files
from .class_files import Learner, Skipped, find_files, named_paths, read_class
from .class_page import report_html, report_page
from .progress_format import Record
from .spaced import MASTERY_WINDOW, Tally

if TYPE_CHECKING:
    from .assessment import Item

__all__ = [
    "ClassReport",
    "LearnerFigures",
    "LessonFigures",
    "PracticeFigures",
    "QuestionFigures",
    "SectionFigures",
    "class_report",
    "figures",
    "lesson_titles",
    "write_class_report",
]

#: The most missed questions the text form lists.
SHOWN = 10
#: A rules section cited in a heading: ``(§1.10)``, ``(§1.9, §4)``.
_CITED = re.compile(r"§\s?(\d+(?:\.\d+)*)")


class QuestionFigures(NamedTuple):
    """One question: its lesson, its text, its rules sections; how many learners answered it,
    were right at the first try, were not, and had the answer shown."""

    lesson: str
    question: str
    sections: tuple[str, ...]
    answered: int
    right_first: int
    missed: int
    shown: int


class SectionFigures(NamedTuple):
    """One rules section ('' for the questions whose heading names none): its title, how many
    questions cite it, their answers (a learner's record each), right at the first try, not,
    and with the answer shown."""

    section: str
    title: str
    questions: int
    answered: int
    right_first: int
    missed: int
    shown: int


class LessonFigures(NamedTuple):
    """One lesson: its title, the learners who answered any of its questions, its questions
    answered, and all their answers, right at the first try, and with the answer shown."""

    lesson: str
    title: str
    learners: int
    questions: int
    answered: int
    right_first: int
    shown: int


class LearnerFigures(NamedTuple):
    """One learner: questions answered, right at the first try, and that needed the answer
    shown; the files read."""

    learner: str
    answered: int
    right_first: int
    shown: int
    files: int


class PracticeFigures(NamedTuple):
    """One kind of the trainer's drills, over every learner who practised it at any table:
    learners, answers, first tries and those right, learners who mastered it (at a table),
    and the chips the answers cost per 100 decisions against the best."""

    kind: str
    learners: int
    answered: int
    first_tries: int
    right_first_try: int
    mastered: int
    cost_per_100: float | None


@dataclass(frozen=True)
class ClassReport:
    """The class's figures (see the module). ``skipped`` lists the files, or parts of files,
    left out and why; ``files`` counts the files read."""

    learners: tuple[LearnerFigures, ...]
    lessons: tuple[LessonFigures, ...]
    questions: tuple[QuestionFigures, ...]
    sections: tuple[SectionFigures, ...]
    practice: tuple[PracticeFigures, ...]
    skipped: tuple[Skipped, ...] = ()
    files: int = 0
    lang: str = "en"
    names_hidden: bool = False

    def hidden(self) -> ClassReport:
        """The same report with the learners as "Learner 1", "Learner 2", … and no file named:
        for projecting to the class. The numbers follow no order a class list has (a hash of
        each name), so none can be told from the alphabet."""
        mixed = sorted(
            self.learners, key=lambda row: hashlib.sha256(row.learner.encode("utf-8")).digest()
        )
        learners = tuple(
            row._replace(learner=_("Learner {n}").format(n=n)) for n, row in enumerate(mixed, 1)
        )
        return replace(self, learners=learners, names_hidden=True)

    def __str__(self) -> str:
        """The summary, the :data:`SHOWN` most missed questions (missed by at least one
        learner) and the files left out."""
        lines = [_summary(self)]
        missed = [row for row in self.questions if row.missed]
        for row in missed[:SHOWN]:
            lines.append(
                _("{lesson}: {question}: {right} of {n} right at the first try").format(
                    lesson=row.lesson, question=row.question, right=row.right_first, n=row.answered
                )
            )
        if len(missed) > SHOWN:
            more = len(missed) - SHOWN
            lines.append(
                ngettext(
                    "… and {n} more question missed by someone",
                    "… and {n} more questions missed by someone",
                    more,
                ).format(n=more)
            )
        if not self.names_hidden:
            lines += map(str, self.skipped)
        return "\n".join(lines)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return report_html(self, themed=True)


def _summary(report: ClassReport) -> str:
    learners = ngettext("{n} learner", "{n} learners", len(report.learners)).format(
        n=len(report.learners)
    )
    questions = ngettext("{n} question", "{n} questions", len(report.questions)).format(
        n=len(report.questions)
    )
    # Translators: the class report's first line: "Class report: 3 learners, 12 questions."
    return _("Class report: {learners}, {questions}.").format(
        learners=learners, questions=questions
    )


def rules_of(record: Record) -> tuple[str, ...]:
    """The rules sections a question is about: those its heading cites (an assessment
    question's: its topic's), in the order cited, each once."""
    item = _assessment_items().get(record.question)
    if item is not None:
        return item.topic.sections
    known = set(known_sections())
    cited = _CITED.findall(record.section or "")
    return tuple(dict.fromkeys(s for s in cited if s in known))


@cache
def _assessment_items() -> dict[str, Item]:
    """The final assessment's questions as its lesson records them (``Question 3 of 12 —
    Insurance``, in English whatever the language asked in) → a question of that number and
    topic (the instructor's: any name's has the same heading and topic)."""
    from .assessment import INSTRUCTOR, Assessment

    return {item.key: item for item in Assessment(INSTRUCTOR).items}


@cache
def _asked_order() -> dict[tuple[str, str], int]:
    """Each question of the package's lessons, in every language they are written in, → its
    place in its lesson (the final assessment's: its number)."""
    from .course_questions import question_parts
    from .lessons import LessonSourceError, every_default_folder, lesson_names, reading_code, source

    order: dict[tuple[str, str], int] = {}
    for folder in every_default_folder():
        for name in lesson_names(folder):
            try:
                with reading_code(name):
                    parts = question_parts(source(name, folder), name)
            except LessonSourceError:  # the final assessment: asked by number
                continue
            texts = [
                q.text
                for cell in parts.values()
                for part in cell
                if part.kind == "ask"
                for q in part.questions
                if q.text
            ]
            order.update({(name, text): n for n, text in enumerate(texts)})
    return order


def _place(key: tuple[str, str], seen: int) -> int:
    """A question's place in its lesson: as the lesson asks it (the assessment: its number),
    else after those, in the order first seen (``seen``)."""
    item = _assessment_items().get(key[1])
    if item is not None:
        return item.number
    asked = _asked_order()
    return asked.get(key, len(asked) + seen)


def _shown_question(record: Record) -> str:
    """A question as the report shows it: an assessment question's heading in the report's
    language."""
    item = _assessment_items().get(record.question)
    return record.question if item is None else item.heading()


def _missed_first(row: QuestionFigures | SectionFigures) -> tuple[float, int]:
    """The order of "most missed first": the smallest share right at the first try, then the
    most learners not right."""
    return (row.right_first / row.answered, -row.missed)


def _counts(records: Sequence[Record]) -> tuple[int, int, int]:
    """Of ``records``: how many, how many right at the first try, and with the answer shown."""
    right = sum(not r.needs_another_look for r in records)
    return len(records), right, sum(r.revealed for r in records)


def figures(
    learners: Sequence[Learner],
    skipped: Iterable[Skipped] = (),
    titles: dict[str, str] | None = None,
) -> ClassReport:
    """The class report of ``learners`` (see the module), in the current language; ``titles``:
    the lessons' titles by name (default: the package's lessons', :func:`lesson_titles`)."""
    by_question: dict[tuple[str, str], list[Record]] = {}
    for learner in learners:
        for record in learner.records:
            by_question.setdefault((record.lesson, record.question), []).append(record)
    order = {key: _place(key, n) for n, key in enumerate(by_question)}
    questions = [_question(records) for records in by_question.values()]
    keys = list(by_question)
    ranked = sorted(
        range(len(questions)),
        key=lambda i: (_missed_first(questions[i]), keys[i][0], order[keys[i]]),
    )
    titles = lesson_titles() if titles is None else titles
    return ClassReport(
        learners=tuple(_learner(learner) for learner in learners),
        lessons=_lessons(learners, by_question, titles),
        questions=tuple(questions[i] for i in ranked),
        sections=_sections(by_question),
        practice=_practice(learners),
        skipped=tuple(skipped),
        files=sum(len(learner.files) for learner in learners),
        lang=get_language(),
    )


def _question(records: list[Record]) -> QuestionFigures:
    answered, right, shown = _counts(records)
    return QuestionFigures(
        records[0].lesson,
        _shown_question(records[0]),
        rules_of(records[0]),
        answered,
        right,
        answered - right,
        shown,
    )


def _learner(learner: Learner) -> LearnerFigures:
    return LearnerFigures(learner.name, *_counts(learner.records), len(learner.files))


def _lessons(
    learners: Sequence[Learner],
    by_question: dict[tuple[str, str], list[Record]],
    titles: dict[str, str],
) -> tuple[LessonFigures, ...]:
    out = []
    for lesson in sorted({lesson for lesson, _question in by_question}):
        asked = [records for (name, _q), records in by_question.items() if name == lesson]
        out.append(
            LessonFigures(
                lesson,
                titles.get(lesson, lesson),
                sum(any(r.lesson == lesson for r in learner.records) for learner in learners),
                len(asked),
                *_counts([r for records in asked for r in records]),
            )
        )
    return tuple(out)


def _sections(by_question: dict[tuple[str, str], list[Record]]) -> tuple[SectionFigures, ...]:
    rows: dict[str, list[list[Record]]] = {}
    for records in by_question.values():
        for section in rules_of(records[0]) or ("",):
            rows.setdefault(section, []).append(records)
    known = known_sections()
    out = []
    for section, asked in rows.items():
        answered, right, shown = _counts([r for records in asked for r in records])
        title = (
            section_title(section) if section else pgettext("rules section", "no § in the heading")
        )
        out.append(
            SectionFigures(
                section,
                title,
                len(asked),
                answered,
                right,
                answered - right,
                shown,
            )
        )
    place = {s: n for n, s in enumerate(known)}
    out.sort(key=lambda s: (*_missed_first(s), place.get(s.section, len(place))))
    return tuple(out)


def _practice(learners: Sequence[Learner]) -> tuple[PracticeFigures, ...]:
    from .training import KINDS, kind_name

    out = []
    for kind in KINDS:
        tallies: list[tuple[str, Tally]] = []
        for learner in learners:
            for state in learner.practice.values():
                saved = state.get("tallies", {}).get(kind)
                if saved and saved.get("answered"):
                    tallies.append((learner.name, Tally(**saved)))
        if not tallies:
            continue
        answered = sum(t.answered for _n, t in tallies)
        cost = sum(t.cost for _n, t in tallies)
        mastered = {
            name
            for name, t in tallies
            if replace(t, recent=t.recent[-MASTERY_WINDOW:]).figures()["mastered"]
        }
        out.append(
            PracticeFigures(
                kind_name(kind),
                len({name for name, _t in tallies}),
                answered,
                sum(t.first_tries for _n, t in tallies),
                sum(t.right_first_try for _n, t in tallies),
                len(mastered),
                100 * cost / answered if answered else None,
            )
        )
    return tuple(out)


@cache
def _lesson_titles_in(lang: str) -> dict[str, str]:
    from .lessons import default_folder, lesson_names, source
    from .outline import lesson_title

    folder = default_folder(lang)
    return {name: lesson_title(source(name, folder)) for name in lesson_names(folder)}


def lesson_titles() -> dict[str, str]:
    """The package's lessons' titles in the current language, by name."""
    return _lesson_titles_in(get_language())


def class_report(paths: object) -> ClassReport:
    """The class report (see the module) of the learners' progress files and CSV exports named
    by ``paths`` (a path, or a list of paths; folders are searched through), in the current
    language. Files that cannot be read are in its ``skipped``, with the reason."""
    titles = lesson_titles()
    learners, skipped = read_class(paths, titles)
    return figures(learners, skipped, titles)


class Written(NamedTuple):
    """The page: where it is, whether it was written (False: a page there was kept), and the
    report it shows."""

    path: Path
    written: bool
    report: ClassReport

    def __str__(self) -> str:
        if self.written:
            return _("wrote {path}").format(path=self.path)
        return _("kept  {path} (it is there already; --force replaces it)").format(path=self.path)


def write_class_report(
    out: str | os.PathLike[str],
    paths: object,
    *,
    hide_names: bool = False,
    force: bool = False,
) -> Written:
    """Write the class report of the learners' files and folders ``paths`` to the page ``out``
    (an HTML file); ``hide_names`` names the learners "Learner 1", … and no file. A page already
    there is kept unless ``force``; ``out`` is never one of the learners' files, and a report
    of no learner at all is refused (InvalidInputError naming what was left out)."""
    if not isinstance(out, (str, os.PathLike)) or not os.fspath(out) or "\0" in os.fspath(out):
        raise InvalidInputError(
            _("the class report is written to a file such as 'report.html', not {value}").format(
                value=quote(out)
            )
        )
    target = Path(os.fspath(out))
    if target.is_dir():
        raise InvalidInputError(
            _("{path} is a folder: name the report's file, such as {example}").format(
                path=quote_path(target), example=quote_path(target / "report.html")
            )
        )
    named = named_paths(paths)  # once: an iterator is read once
    found, skipped = find_files(named)
    if not found and not skipped:
        raise InvalidInputError(
            _(
                "no progress file (*.json) nor CSV export (*.csv) is in {paths}: the lessons keep "
                "each learner's progress in .bjswitch-progress.json beside them (the graded "
                "copies for nbgrader and otter-grader keep none: their grades are the grader's)"
            ).format(paths=", ".join(quote_path(p) for p in named))
        )
    if any(os.path.realpath(target) == os.path.realpath(p) for p in found):
        raise InvalidInputError(
            _("{path} is one of the learners' files: write the report to another file").format(
                path=quote_path(target)
            )
        )
    report = class_report(named)
    if not report.learners:
        first = f" ({report.skipped[0]})" if report.skipped else ""
        raise InvalidInputError(
            ngettext(
                "no learner's progress was found: {n} file left out{first}",
                "no learner's progress was found: {n} files left out{first}",
                len(report.skipped),
            ).format(n=len(report.skipped), first=first)
        )
    shown = report.hidden() if hide_names else report
    folder = target.parent
    [(path, written)] = write_files(
        folder, {target.name: report_page(shown)}, force=force, what=_("the class report")
    )
    return Written(path, written, report)
