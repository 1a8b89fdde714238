"""The class report as HTML: one standalone page that prints on A4, and the same tables inside a
notebook (:meth:`ClassReport._repr_html_ <bjswitch_widgets.teaching.class_report.ClassReport>`).

The page, top to bottom: how many learners and files; a chart of each lesson's first tries (SVG
drawn here, as the package draws every chart: no library, no network); each lesson's questions,
most missed first; the rules sections, most missed first; a line per learner; the trainer's
practice per kind of decision; the files left out and why; and the rules sections cited, quoted
in full, which every § in the tables links to, so that the links work on the page and on paper
alike. Every text from a learner's file is escaped.
:func:`~bjswitch_widgets.teaching.class_report.write_class_report` writes the page.

>>> from bjswitch_widgets.teaching.class_report import figures
>>> page = report_page(figures([]))
>>> page.startswith("<!DOCTYPE html>") and "@page { size: A4" in page
True
"""

from __future__ import annotations

import re
from datetime import date
from html import escape as esc
from typing import TYPE_CHECKING

from ..checks.feedback import markdown_html
from ..language import get_language, ngettext, number, pgettext
from ..language import gettext as _
from ..rulebook import rulebook, sections
from ..rulebook import title as section_title
from ..version import __version__
from .outline import lesson_number
from .spaced import MASTERY_RIGHT, MASTERY_WINDOW

if TYPE_CHECKING:
    from .class_report import ClassReport, LessonFigures, QuestionFigures

__all__ = ["chart_svg", "report_html", "report_page"]

#: The chart's width in SVG units (CSS pixels at full size; it shrinks to fit), a lesson's row.
WIDTH, ROW = 460, 34
_TRACK = 320  # the bars' full length (100%); the figures beside it
#: A title's sections in parentheses, left out of the chart's labels: ``(§1.7, §1.4)``.
_CITES = re.compile(r"\s*\(§[^)]*\)")

_CSS = """
@page { size: A4; margin: 12mm; } * { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; background: #e6e6e6; color: #111111;
  font: 10pt/1.35 "DejaVu Sans", "Helvetica Neue", Helvetica, Arial, sans-serif; }
.sheet { max-width: 210mm; margin: 6mm auto; padding: 12mm; background: #ffffff;
  box-shadow: 0 .5mm 3mm rgba(0, 0, 0, .3); }
@media print { body { background: none; } .sheet { max-width: none; margin: 0; padding: 0; box-shadow: none; } }
@media (max-width: 600px) { .sheet { margin: 0; padding: 4mm; } }
a { color: #0b4f9c; }
"""

#: The report's own styles: on the page and inside a notebook (there in the notebook's colours;
#: ``div.bjs-class.bjs-report`` outweighs JupyterLab's table styles, which right-align every cell).
_REPORT_CSS = """
div.bjs-class.bjs-report h1 { margin: 0; font-size: 18pt; color: var(--bjs-accent); }
div.bjs-class.bjs-report .kicker { margin: 0; font-size: 8.5pt; letter-spacing: .04em; text-transform: uppercase; }
div.bjs-class.bjs-report .sub { margin: .5em 0 1em; }
div.bjs-class.bjs-report h2 { font-size: 13pt; margin: 1.2em 0 .4em; color: var(--bjs-accent);
  border-bottom: 1px solid var(--bjs-line); break-after: avoid; }
div.bjs-class.bjs-report h3 { font-size: 11pt; font-weight: 700; margin: 1em 0 .3em; break-after: avoid; }
div.bjs-class.bjs-report table { border-collapse: collapse; width: 100%; margin: 0 0 .6em;
  font-variant-numeric: tabular-nums; table-layout: fixed; }
div.bjs-class.bjs-report th { overflow-wrap: anywhere; hyphens: auto; }
div.bjs-class.bjs-report td { overflow-wrap: break-word; }
div.bjs-class.bjs-report col.rules { width: 7.5em; }
div.bjs-class.bjs-report th, div.bjs-class.bjs-report td { border-bottom: 1px solid var(--bjs-line); padding: .25em .4em;
  text-align: left; vertical-align: top; }
div.bjs-class.bjs-report th { font-size: 9pt; }
div.bjs-class.bjs-report td.n, div.bjs-class.bjs-report th.n { text-align: right; }
div.bjs-class.bjs-report col.n { width: 6.5em; }
div.bjs-class.bjs-report td.n { white-space: nowrap; }
div.bjs-class.bjs-report tr { break-inside: avoid; }
div.bjs-class.bjs-report tr.missed td.n.first { font-weight: 700; }
div.bjs-class.bjs-report tr.missed td.n.first::before { content: "▲ "; font-size: 70%; vertical-align: .15em; }
div.bjs-class.bjs-report .legend { font-size: 9pt; margin: 0 0 .3em; }
@media (max-width: 600px) { div.bjs-class.bjs-report { font-size: 9pt; }
  div.bjs-class.bjs-report table { table-layout: auto; }
  div.bjs-class.bjs-report th { overflow-wrap: normal; hyphens: manual; }
  div.bjs-class.bjs-report th, div.bjs-class.bjs-report td { padding: .2em .25em; }
  div.bjs-class.bjs-report col.n, div.bjs-class.bjs-report col.rules { width: auto; } }
div.bjs-class.bjs-report .sub span { white-space: nowrap; }
div.bjs-class.bjs-report .rule { break-inside: avoid; margin-bottom: .6em; }
div.bjs-class.bjs-report .rule h3 { margin-bottom: 0; }
div.bjs-class.bjs-report .chart svg { max-width: 100%; height: auto; }
div.bjs-class.bjs-report .note { font-style: italic; }
"""
_COLOURS = {
    False: "--bjs-accent: #0b4f9c; --bjs-line: #b8b8b8;",
    True: "--bjs-accent: var(--jp-brand-color1, #1976d2); "
    "--bjs-line: var(--jp-border-color2, #888888);",
}


def _of(right: int, n: int) -> str:
    # Translators: a cell of the class report: "2 of 3" learners right at the first try
    return _("{right} of {n}").format(right=right, n=n)


def _share(right: int, n: int) -> float:
    return right / n if n else 0.0


def _missed(right: int, n: int) -> str:
    """A row's class when fewer than half were right at the first try (marked ▲)."""
    return " class=missed" if 2 * right < n else ""


def _rules_links(sections: tuple[str, ...]) -> str:
    return ", ".join(f'<a href="#rule-{esc(s)}">§{esc(s)}</a>' for s in sections) or "—"


def _lesson_name(row: LessonFigures) -> str:
    shown = lesson_number(row.lesson)
    return f"{shown} {row.title}" if shown and row.title != row.lesson else row.title


def chart_svg(report: ClassReport, *, themed: bool = False) -> str:
    """Each lesson's answers right at the first try as a bar under the lesson's name, with
    "14 of 20 (70%)" beside it; ``themed`` in the notebook's colours, else dark on white."""
    rows = report.lessons
    ink = "currentColor" if themed else "#222222"
    accent = "var(--jp-brand-color1, #1976d2)" if themed else "#1976d2"
    track = "var(--jp-layout-color3, #d9d9d9)" if themed else "#d9d9d9"
    top = 28
    axis = top + ROW * len(rows) + 2
    height = axis + 18
    title = _("Right at the first try, by lesson")
    summary = "; ".join(f"{_lesson_name(r)}: {_of(r.right_first, r.answered)}" for r in rows)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" '
        f'width="{WIDTH}" height="{height}" role="img" aria-label="{esc(title)}: {esc(summary)}"'
        f' font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="12">',
        f"<title>{esc(title)}</title>",
        f'<text x="0" y="16" font-size="14" font-weight="700" fill="{ink}">{esc(title)}</text>',
    ]
    for n, row in enumerate(rows):
        y = top + n * ROW
        name = _CITES.sub("", _lesson_name(row))
        shown = name if len(name) <= 62 else name[:61] + "…"
        share = _share(row.right_first, row.answered)
        parts += [
            f'<text x="0" y="{y + 12}" fill="{ink}">{esc(shown)}</text>',
            f'<rect x="0" y="{y + 16}" width="{_TRACK}" height="12" fill="{track}"/>',
            f'<rect x="0" y="{y + 16}" width="{_TRACK * share:.1f}" height="12" fill="{accent}"/>',
            f'<text x="{_TRACK + 8}" y="{y + 26}" fill="{ink}">'
            f"{esc(_of(row.right_first, row.answered))} ({esc(number(share, '.0%'))})</text>",
        ]
    for share in (0, 0.5, 1):
        x = _TRACK * share
        anchor = "start" if share == 0 else "end" if share == 1 else "middle"
        parts += [  # a tick across each bar, clear of the names above them
            f'<line x1="{x}" y1="{top + n * ROW + 14}" x2="{x}" y2="{top + n * ROW + 30}" '
            f'stroke="{ink}" stroke-opacity=".45"/>'
            for n in range(len(rows))
        ]
        parts.append(
            f'<text x="{x}" y="{axis + 13}" text-anchor="{anchor}" fill="{ink}" font-size="11">'
            f"{esc(number(share, '.0%'))}</text>"
        )
    return "".join(parts) + "</svg>"


def _table(heads: list[tuple[str, bool]], rows: list[str], caption: str = "") -> str:
    head = "".join(
        f'<th scope="col"{" class=n" if numeric else ""}>{esc(text)}</th>'
        for text, numeric in heads
    )
    cap = (
        f"<caption class='note' style='text-align:left'>{esc(caption)}</caption>" if caption else ""
    )
    cols = "".join(
        "<col class=n>" if numeric else "<col class=rules>" if n else "<col>"
        for n, (_text, numeric) in enumerate(heads)
    )
    return (
        f"<table>{cap}<colgroup>{cols}</colgroup><thead><tr>{head}</tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def _n(text: str, first: bool = False) -> str:
    return f'<td class="n{" first" if first else ""}">{esc(text)}</td>'


def _question_rows(questions: list[QuestionFigures]) -> list[str]:
    return [
        f"<tr{_missed(q.right_first, q.answered)}><td>{esc(q.question)}</td>"
        f"<td>{_rules_links(q.sections)}</td>{_n(_of(q.right_first, q.answered), True)}"
        f"{_n(number(q.shown))}</tr>"
        for q in questions
    ]


def _lessons_part(report: ClassReport) -> str:
    heads = [
        (pgettext("class report", "question"), False),
        (pgettext("class report", "rules"), False),
        (pgettext("class report", "right at the first try"), True),
        (pgettext("class report", "answer shown"), True),
    ]
    legend = _(
        "Right at the first try: of the learners who answered, those whose first try was "
        "right (asking for the answer first is not). ▲: fewer than half. Answer shown: the "
        "learners who had the answer shown."
    )
    title = _("Questions by lesson, most missed first")
    out = [f'<h2>{esc(title)}</h2><p class="legend">{esc(legend)}</p>']
    for lesson in report.lessons:
        asked = [q for q in report.questions if q.lesson == lesson.lesson]
        learners = ngettext("{n} learner", "{n} learners", lesson.learners).format(
            n=lesson.learners
        )
        # Translators: a lesson's heading in the class report: its name, learners, first tries
        line = _("{lesson} — {learners}; {right} right at the first try").format(
            lesson=_lesson_name(lesson),
            learners=learners,
            right=_of(lesson.right_first, lesson.answered),
        )
        out.append(f"<h3>{esc(line)}</h3>{_table(heads, _question_rows(asked))}")
    return "".join(out)


def _sections_part(report: ClassReport) -> str:
    heads = [
        (pgettext("class report", "rules section"), False),
        (pgettext("class report", "questions"), True),
        (pgettext("class report", "right at the first try"), True),
        (pgettext("class report", "answer shown"), True),
    ]
    rows = [
        f"<tr{_missed(s.right_first, s.answered)}><td>"
        + (f'<a href="#rule-{esc(s.section)}">§{esc(s.section)}</a> ' if s.section else "")
        + f"{esc(s.title)}</td>{_n(number(s.questions))}"
        f"{_n(_of(s.right_first, s.answered), True)}{_n(number(s.shown))}</tr>"
        for s in report.sections
    ]
    title = _("Rules sections, most missed first")
    legend = _(
        "Each answer to a question on the section counts once: a learner who answered two of "
        "its questions counts twice."
    )
    return f'<h2>{esc(title)}</h2><p class="legend">{esc(legend)}</p>{_table(heads, rows)}'


def _learners_part(report: ClassReport) -> str:
    heads = [
        (pgettext("class report", "learner"), False),
        (pgettext("class report", "questions answered"), True),
        (pgettext("class report", "right at the first try"), True),
        (pgettext("class report", "answer shown"), True),
    ]
    rows = [
        f"<tr><td>{esc(r.learner)}</td>{_n(number(r.answered))}"
        f"{_n(_of(r.right_first, r.answered))}{_n(number(r.shown))}</tr>"
        for r in report.learners
    ]
    title = _("Learners")
    return f"<h2>{esc(title)}</h2>{_table(heads, rows)}"


def _practice_part(report: ClassReport) -> str:
    if not report.practice:
        return ""
    heads = [
        (pgettext("class report", "decision"), False),
        (pgettext("class report", "answers"), True),
        (pgettext("class report", "first tries right"), True),
        (pgettext("class report", "mastered by"), True),
        (pgettext("class report", "chips lost per 100"), True),
    ]
    rows = [
        f"<tr><td>{esc(p.kind)}</td>{_n(number(p.answered))}"
        f"{_n(_of(p.right_first_try, p.first_tries))}{_n(_of(p.mastered, p.learners))}"
        f"{_n('—' if p.cost_per_100 is None else number(p.cost_per_100, '.2f'))}</tr>"
        for p in report.practice
    ]
    note = _(
        "The trainer's practice, every table together. Mastered by: of the learners who "
        "practised the decision, those with at least {right} of their last {window} first tries "
        "right at a table. Chips lost per 100: what the answers cost against the best decisions, "
        "betting 1 chip a position."
    ).format(right=MASTERY_RIGHT, window=MASTERY_WINDOW)
    title = _("Practice")
    return f"<h2>{esc(title)}</h2><p class='note'>{esc(note)}</p>{_table(heads, rows)}"


def _skipped_part(report: ClassReport) -> str:
    if not report.skipped:
        return ""
    title = esc(_("Files left out"))
    if report.names_hidden:
        text = ngettext(
            "{n} file or part of one was left out; the report with names lists it.",
            "{n} files or parts of files were left out; the report with names lists them.",
            len(report.skipped),
        ).format(n=len(report.skipped))
        return f"<h2>{title}</h2><p>{esc(text)}</p>"
    items = "".join(f"<li><code>{esc(s.path)}</code>: {esc(s.reason)}</li>" for s in report.skipped)
    return f"<h2>{title}</h2><ul>{items}</ul>"


def _rules_part(report: ClassReport) -> str:
    cited = {s for q in report.questions for s in q.sections}
    parts = []
    for section in (s for s in sections() if s in cited):
        heading = f"§{section} {section_title(section)}"
        parts.append(
            f'<section class="rule" id="rule-{esc(section)}"><h3>{esc(heading)}</h3>'
            f"{markdown_html(rulebook(section).markdown)}</section>"
        )
    if not parts:
        return ""
    title = _("The rules cited")
    return f"<h2>{esc(title)}</h2>{''.join(parts)}"


def _head(report: ClassReport) -> str:
    learners = ngettext("{n} learner", "{n} learners", len(report.learners)).format(
        n=len(report.learners)
    )
    read = ngettext("{n} file read", "{n} files read", report.files).format(n=report.files)
    facts = [learners, read]
    if report.skipped:
        facts.append(
            ngettext("{n} left out", "{n} left out", len(report.skipped)).format(
                n=len(report.skipped)
            )
        )
    facts.append(date.today().isoformat())
    kicker = esc(_("bjswitch_widgets · class report"))
    title = _("Class report")
    return (
        f'<p class="kicker">{kicker}</p><h1>{esc(title)}</h1>'
        f'<p class="sub">{" · ".join(f"<span>{esc(fact)}</span>" for fact in facts)}</p>'
    )


def report_html(report: ClassReport, *, themed: bool = False) -> str:
    """The report's content (without the page around it); ``themed`` in the notebook's
    colours."""
    if not report.learners:
        nobody = _("No learner’s progress was read.")
        body = f"<p>{esc(nobody)}</p>{_skipped_part(report)}"
    elif not report.questions:  # the trainer's practice only
        body = "".join([_learners_part(report), _practice_part(report), _skipped_part(report)])
    else:
        chart = f'<div class="chart">{chart_svg(report, themed=themed)}</div>'
        body = "".join(
            [
                chart,
                _lessons_part(report),
                _sections_part(report),
                _learners_part(report),
                _practice_part(report),
                _skipped_part(report),
                _rules_part(report),
            ]
        )
    style = f"<style>.bjs-class {{ {_COLOURS[themed]} }}{_REPORT_CSS}</style>"
    return f'<div class="bjs-class bjs-report" lang="{esc(report.lang)}">{style}{_head(report)}{body}</div>'


def report_page(report: ClassReport) -> str:
    """The report as a standalone page that prints on A4."""
    title = esc(_("Class report"))
    return (
        f'<!DOCTYPE html>\n<html lang="{esc(get_language())}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{title}</title><style>{_CSS}</style></head><body>"
        f'<main class="sheet">{report_html(report)}</main>'
        f"<footer style='text-align:center;font-size:8pt'>bjswitch_widgets {esc(__version__)}"
        "</footer></body></html>\n"
    )
