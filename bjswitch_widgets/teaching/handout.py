"""Printable handouts for a class: the rules summary of a table and its basic-strategy chart, each
in colour and in black and white, as standalone HTML pages that print on one A4 or US Letter page.

Every rule is worded from the profile (its numbers, its ``cite(...)`` §); the chart is the profile's
:func:`~bjswitch_widgets.strategy.basic_strategy`, the keep-or-switch guide the exact EVs of the
two-card starts. Inline CSS only: no script, no external font. ``python -m bjswitch_widgets
handout OUT`` writes them (:func:`write`): a page already there is kept unless ``--force``, and
none is written through a symlink or a fixed temporary name.

Every word of a page is in the language chosen (:mod:`bjswitch_widgets.language`: ``set_language``,
``BJSWITCH_LANG``, an ``in_language`` block), and its ``<html lang>`` says which; the rules'
wording is :mod:`~bjswitch_widgets.teaching.handout_rules`.

>>> page = rules_page("online_switch", colour=False)
>>> page.startswith("<!DOCTYPE html>") and "8 standard decks, 416 cards" in page
True
>>> [line.section for _title, lines in rule_steps("classic") for line in lines][:2]
['§1.1', '§1.2, §2']
>>> from bjswitch_widgets.language import in_language
>>> with in_language("ru"):
...     page = rules_page("online_switch")
>>> '<html lang="ru">' in page and "8 стандартных колод, 416 карт" in page
True
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from html import escape as esc
from itertools import groupby
from pathlib import Path
from typing import NamedTuple
from urllib.parse import quote as url_quote

from ..errors import InvalidInputError, quote
from ..language import get_language
from ..language import gettext as _
from ..rules import PROFILES, Profile, get_profile
from ..rules.profiles import cites
from ..strategy.charts import MEANINGS
from ..strategy.ev import full_shoe, pair_values
from ..strategy.tables import UPS, basic_strategy
from ..userfiles import check_folder, write_files
from ..version import __version__
from .handout_rules import RuleLine, at_a_glance, rule_steps

__all__ = [
    "KINDS", "Handout", "RuleLine", "at_a_glance", "chart_page",
    "index_page", "pages", "rule_steps", "rules_page", "start_values", "write",
]  # fmt: skip

#: The four pages of a table, by the end of their file names: ``switch-rules-bw.html`` …
KINDS = ("rules", "rules-bw", "chart", "chart-bw")


def _items(lines: Sequence[RuleLine]) -> str:
    """Rule lines as list items, each with its § beside it."""
    return "".join(
        f'<li><span>{esc(t)}</span><span class="sec">{esc(s)}</span></li>' for t, s in lines
    )


def start_values(profile: str | Profile) -> dict[str, dict[tuple[int, int], float]]:
    """The best EV (in bets, from :func:`~bjswitch_widgets.strategy.ev.pair_values`) of a two-card
    start against each up card (ace = 1): ``hard`` by total 4–20 (averaged over the pairs making it
    as the shoe holds them), ``soft`` by the card beside the ace, ``natural`` (row 10) kept."""
    p = get_profile(profile)
    ev = pair_values(p)
    shoe = full_shoe(p.decks)
    out: dict[str, dict[tuple[int, int], float]] = {"hard": {}, "soft": {}, "natural": {}}
    for up in UPS:
        for total in range(4, 21):
            pairs = [(a, total - a) for a in range(2, 11) if a <= total - a <= 10]
            weights = [shoe[a - 1] * shoe[b - 1] * (1 if a == b else 2) for a, b in pairs]
            value = sum(w * ev[a, b, up, False] for w, (a, b) in zip(weights, pairs, strict=True))
            out["hard"][total, up] = value / sum(weights)
        for x in range(1, 11):
            out["soft"][x, up] = ev[1, x, up, False]
        out["natural"][10, up] = ev[1, 10, up, True]
    return out


# -- the looks: one stylesheet, coloured or in greys --------------------------------------------

#: The coloured pages: the felt's green for headings, the hues of lesson 07's chart for the codes.
_COLOUR = {
    "accent": "#0b5e33", "accent-ink": "#ffffff", "soft": "#e4f2e8", "line": "#9fbfaa",
    "grid": "#ffffff", "plus": "#dff0d8", "H": "#f5bcbc", "S": "#fde98f", "D": "#a6da9a",
    "Ds": "#d3edbd", "P": "#aecbf3", "R": "#d5d5d5", "Rs": "#ebebeb",
}  # fmt: skip
_STRIPES = "repeating-linear-gradient({}deg, #3c3c3c 0 .35mm, #ffffff .35mm {}mm)"
#: Black and white: greys only; P wears a frame and Ds, R, Rs stripes, so a monochrome printer tells
#: every code apart (the chart keeps separate borders: collapsed, stripes print as heavy images).
_GREYS = {
    "accent": "#1a1a1a", "accent-ink": "#ffffff", "soft": "#eeeeee", "line": "#8c8c8c",
    "grid": "#8c8c8c", "plus": "#e3e3e3", "H": "#ffffff", "S": "#cfcfcf",
    "D": "#3c3c3c; color: #ffffff", "Ds": _STRIPES.format(135, 1.5),
    "P": "#ffffff; box-shadow: inset 0 0 0 .6mm #3c3c3c",
    "R": _STRIPES.format(0, 1.1), "Rs": _STRIPES.format(90, 1.1),
}  # fmt: skip
_PATTERNED = ("Ds", "R", "Rs")

_CSS = """
@page { size: auto; margin: 12mm; } * { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; background: #e6e6e6; color: #111111;
  font: 9pt/1.25 "DejaVu Sans", "Helvetica Neue", Helvetica, Arial, sans-serif; }
.sheet { width: 206mm; margin: 6mm auto; padding: 10mm; background: #ffffff;
  box-shadow: 0 .5mm 3mm rgba(0, 0, 0, .3); }
@media print { body { background: none; } .sheet { width: 186mm; margin: 0; padding: 0; box-shadow: none; } }
.head { display: flex; justify-content: space-between; align-items: flex-end; gap: 6mm;
  border-bottom: .6mm solid var(--accent); padding-bottom: 1.6mm; }
.kicker { margin: 0; font-size: 8.5pt; letter-spacing: .04em; text-transform: uppercase; }
h1 { margin: .4mm 0 0; font-size: 19pt; line-height: 1.1; color: var(--accent); }
.sub { margin: .6mm 0 0; font-size: 10.5pt; font-weight: 700; }
.profile code { font-size: 10pt; font-weight: 700; white-space: nowrap; }
.glance { display: flex; flex-wrap: wrap; gap: 1.2mm 1.6mm; margin: 2.2mm 0 3mm; padding: 0; list-style: none; }
.glance li { border: .25mm solid var(--line); background: var(--soft); border-radius: 1mm; padding: .2mm 1.6mm;
  font-weight: 700; }
.sec { font-size: 8.5pt; font-weight: 400; color: #3a3a3a; white-space: nowrap; }
.glance .sec, caption .sec, h2 .sec, .note .sec { margin-left: 1.4mm; }
footer { display: flex; justify-content: space-between; gap: 4mm; margin-top: 2mm; padding-top: 1.2mm;
  border-top: .25mm solid var(--line); font-size: 8.5pt; }
.steps { column-count: 2; column-gap: 7mm; }
.step h2 { display: flex; align-items: center; gap: 1.6mm; margin: 0 0 .6mm; font-size: 10.5pt;
  color: var(--accent); border-bottom: .25mm solid var(--line); padding-bottom: .5mm; break-after: avoid; }
.step + .step h2 { margin-top: 2.2mm; }
.num { display: inline-flex; align-items: center; justify-content: center; width: 4.6mm; height: 4.6mm;
  border-radius: 50%; background: var(--accent); color: var(--accent-ink); font-size: 8.5pt; }
.lines { margin: 0; padding: 0; list-style: none; }
.lines li { display: grid; grid-template-columns: 1fr auto; gap: 2mm; padding: .3mm 0;
  border-bottom: .2mm dotted var(--line); break-inside: avoid; }
.grid2 { display: grid; grid-template-columns: 1fr 1fr; gap: 0 6mm; align-items: start; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; margin-bottom: 2.6mm; line-height: 1.15; }
caption, h2.part { caption-side: top; text-align: left; font-size: 10.5pt; font-weight: 700; color: var(--accent);
  padding: 0 0 .6mm; margin: 0; }
th, td { padding: 0; border: .25mm solid var(--grid); text-align: center; }
thead th { font-size: 8.5pt; background: var(--accent); color: var(--accent-ink); height: 4mm; }
thead .span { font-weight: 400; text-align: left; padding-left: 1mm; }
tbody th { text-align: left; padding: 0 1mm; white-space: nowrap; background: var(--soft); }
td { width: 7.3mm; height: 3.95mm; } .chart td { font-weight: 700; } .chart th.row { width: 15mm; }
.chart { border-collapse: separate; border-spacing: 1px; background: var(--grid); } .chart :is(td, th) { border: 0; }
.k { display: inline-block; min-width: 3.7mm; padding: 0 .4mm; line-height: 1.15; border-radius: .5mm; }
.guide { width: calc(100% - .3mm); table-layout: fixed; } .guide th.row { width: 9mm; text-align: center; }
.guide col.soft { border-left: .7mm solid var(--accent); }
.guide td { width: auto; font-size: 8.5pt; border-color: var(--line); padding: 0 .3mm; letter-spacing: -.03em; }
.guide td.plus { background: var(--plus); font-weight: 700; }
.legend { display: grid; grid-template-columns: auto 1fr auto 1fr; gap: .8mm 2mm; align-items: center;
  margin: 0 0 1.6mm; }
.legend dt { width: 7.3mm; height: 3.95mm; display: flex; align-items: center; justify-content: center;
  font-weight: 700; border: .25mm solid var(--line); }
.legend dd { margin: 0; } .note { margin: 0 0 2.6mm; } .index h2 { margin-top: 3mm; }
"""

#: A little tighter for a language whose words run longer than English, so that its pages too
#: print on one sheet; only its own pages carry it, so an English page stays as it was. Russian:
#: closer lines, the legend a line per letter, the guide's corner wide enough for «открытая
#: карта», and the steps' headings blocks (Chromium keeps a flex heading's ``break-after: avoid``
#: from working, and a column may end with a heading).
_CSS_LANG = {
    "ru": """:lang(ru) body { line-height: 1.2; }
:lang(ru) .step h2 { display: block; } :lang(ru) .step .num { margin-right: 1.6mm; }
:lang(ru) .step + .step h2 { margin-top: 1.8mm; } :lang(ru) .lines li { padding: .2mm 0; }
:lang(ru) .legend { grid-template-columns: auto 1fr; row-gap: .3mm; }
:lang(ru) .guide th.row { width: 15.4mm; } :lang(ru) .guide thead th.row { font-weight: 400; }
:lang(ru) .guide td { padding: 0; letter-spacing: -.05em; }
""",
}


def _css(colour: bool) -> str:
    palette = _COLOUR if colour else _GREYS
    variables = "".join(f"--{key}: {value}; " for key, value in palette.items() if key.islower())
    cells = "".join(f".c-{code} {{ background: {palette[code]}; }}\n" for code in MEANINGS)
    pills = ", ".join(f".c-{code} .k" for code in _PATTERNED) + " { background: #ffffff; }"
    tighter = _CSS_LANG.get(_lang(), "")
    return f":root {{ {variables}}}\n{_CSS}{cells}{'' if colour else pills}{tighter}"


def _lang() -> str:
    """The page's ``lang``: the language it is written in (``en``, ``ru``)."""
    return get_language()


def _page(title: str, head: str, body: str, foot: str = "", *, colour: bool = True) -> str:
    """A complete standalone page: its title, the header's HTML, the body and the footer."""
    return f"""<!DOCTYPE html>
<html lang="{esc(_lang())}"><head><meta charset="utf-8"><title>{esc(title)}</title><style>{_css(colour)}</style>
</head><body class="{"colour" if colour else "bw"}"><main class="sheet"><header class="head">{head}</header>
{body}<footer><span>bjswitch_widgets {esc(__version__)}</span>{foot}</footer></main></body></html>
"""


def _document(p: Profile, title: str, body: str, *, colour: bool) -> str:
    """A table's page: the header (the page's title, the table's title and name, its rules at a
    glance), ``body``, and the footer with the package's version and how to read a §."""
    kicker = _("Table handout · colour") if colour else _("Table handout · black and white")
    # Translators: a label before the profile's name, such as 'switch'
    label = _("profile")
    head = (
        f'<div><p class="kicker">{esc(kicker)}</p>'
        f'<h1>{esc(title)}</h1><p class="sub">{esc(p.display_title)}</p></div>'
        f'<div class="profile">{esc(label)} <code>{esc(p.name)}</code></div>'
    )
    read = f'rulebook("{p.cite("deal")[1:]}")'
    # Translators: {code} is Python code that shows a section of the rules
    shows = esc(_("§ = a section of the rules: {code} shows it"))
    foot = f"<span>{shows.format(code=f'<code>{esc(read)}</code>')}</span>"
    body = f'<ul class="glance">{_items(at_a_glance(p))}</ul>\n{body}'
    return _page(f"{title} — {p.display_title}", head, body, foot, colour=colour)


def rules_page(profile: str | Profile, *, colour: bool = True) -> str:
    """The rules summary of a table as a printable page: the game's flow, each line with its §."""
    p = get_profile(profile)
    steps = "".join(
        f'<section class="step"><h2><span class="num">{number}</span>{esc(title)}</h2>'
        f'<ul class="lines">{_items(lines)}</ul></section>'
        for number, (title, lines) in enumerate(rule_steps(p), start=1)
    )
    return _document(p, _("Rules summary"), f'<div class="steps">{steps}</div>', colour=colour)


def _up(up: int) -> str:
    return "A" if up == 1 else str(up)


def _chart_table(p: Profile, name: str, caption: str, topic: str) -> str:
    """One table of the chart: a row per hand, the dealer's up cards as columns."""
    codes = basic_strategy(p)[name]
    rows = []
    for row in sorted({row for row, _up_card in codes}, key=lambda r: (r == 1, r)):
        label = {"soft": f"A+{row}", "pairs": f"{_up(row)}+{_up(row)}"}.get(name, str(row))
        cells = "".join(
            f'<td class="c-{code}" data-table="{name}" data-row="{row}" data-up="{_up(up)}" '
            f'title="{esc(_(MEANINGS[code]))}"><span class="k">{code}</span></td>'
            for up in UPS
            for code in [codes[row, up]]
        )
        rows.append(f'<tr><th class="row" scope="row">{label}</th>{cells}</tr>')
    ups = "".join(f'<th scope="col">{_up(u)}</th>' for u in UPS)
    hand, up_card = esc(_("hand")), esc(_("dealer's up card"), quote=False)
    return (
        f'<table class="chart" data-table="{name}"><caption>{esc(caption)}<span class="sec">'
        f'{esc(p.cite(topic))}</span></caption><thead><tr><th class="row" rowspan="2">{hand}</th>'
        f'<th class="span" colspan="{len(UPS)}">{up_card}</th></tr><tr>{ups}</tr>'
        f"</thead><tbody>{''.join(rows)}</tbody></table>"
    )


def _legend(p: Profile) -> str:
    used = {code for table in basic_strategy(p).values() for code in table.values()}
    items = "".join(
        f'<dt class="c-{code}"><span class="k">{code}</span></dt><dd>{esc(_(MEANINGS[code]))}</dd>'
        for code in filter(used.__contains__, MEANINGS)
    )
    head = esc(_("What the letters mean"))
    return f'<h2 class="part">{head}</h2><dl class="legend">{items}</dl>'


def _signed(value: float) -> str:
    return f"{round(100 * value):+d}".replace("-", "−").replace("+0", "0")  # a true minus sign


def _switch_guide(p: Profile) -> str:
    """What every two-card start is worth against each up card (a row each), to add up for the
    keep-or-switch choice; a kept natural's worth in words below."""
    values = start_values(p)
    columns = [("hard", t, str(t)) for t in range(4, 21)] + [("soft", x, _up(x)) for x in UPS]
    rows = "".join(
        f'<tr><th class="row" scope="row">{_up(up)}</th>'
        + "".join(
            f'<td class="{"plus" if v > 0 else "minus"}" data-guide="{table}" data-row="{row}" '
            f'data-up="{_up(up)}">{_signed(v)}</td>'
            for table, row, _label in columns
            for v in [values[table][row, up]]
        )
        + "</tr>"
        for up in UPS
    )
    natural = groupby(UPS, key=lambda up: _signed(values["natural"][10, up]))  # alike: together
    spans = [(v, [*map(_up, ups)]) for v, ups in natural]
    worth = "; ".join(
        # Translators: what a kept natural is worth (in % of its bet) against some up cards
        _("{value} against {up}").format(value=v, up=u[0])
        if len(u) == 1
        else _("{value} against {first}–{last}").format(value=v, first=u[0], last=u[-1])
        for v, u in spans
    )
    how = " ".join(
        [
            # Translators: {percent} is the sign %, kept out of the text so that no tool takes
            # "% o" for a printf directive
            _("What a two-card start is worth with best play, in {percent} of its bet (after "
              "the peek (no dealer natural); a hard total: the average of the cards making it)."
              ).format(percent="%")
            if p.hole_card
            else _("What a two-card start is worth with best play, in {percent} of its bet (a "
                   "dealer natural counted in; a hard total: the average of the cards making it)."
                   ).format(percent="%"),
            _("Add your two hands as dealt, then as switched (each first card with the other "
              "hand's second card): take the larger sum."),
            _("A+10 is made by the switch, an ordinary soft 21."),
            # Translators: {worth} lists what a kept natural is worth against the up cards
            _("A kept natural: {worth}.").format(worth=worth),
        ]
    )  # fmt: skip
    hard = len(columns) - len(UPS)
    title = esc(_("Keep or switch? Add up what the two hands are worth"))
    up_card, hard_total, soft = (
        esc(_("up card")),
        esc(_("hard total")),
        esc(_("soft: an ace and …")),
    )
    return (
        f'<h2 class="part">{title}<span class="sec">{esc(cites(p, "switch", "natural"))}</span>'
        f'</h2><table class="guide"><colgroup><col><col span="{hard}"><col class="soft">'
        f'<col span="{len(UPS) - 1}"></colgroup><thead><tr><th class="row" rowspan="2">'
        f'{up_card}</th><th colspan="{hard}">{hard_total}</th>'
        f'<th colspan="{len(UPS)}">{soft}</th></tr><tr>'
        + "".join(f'<th scope="col">{label}</th>' for *_key, label in columns)
        + f'</tr></thead><tbody>{rows}</tbody></table><p class="note">{esc(how)}</p>'
    )


def chart_page(profile: str | Profile, *, colour: bool = True) -> str:
    """The basic-strategy chart of a table as a printable page: hard and soft totals and pairs
    against every up card, a legend, and at a switch table the keep-or-switch guide."""
    p = get_profile(profile)
    how = esc(
        _("Each cell is the play with the highest expected value at this table, computed exactly; "
          "a hard total is valued as a typical two-card hand.")
    )  # fmt: skip
    hit = _("A+10: an ace and a ten made by the switch, an ordinary soft 21 that may be hit here")
    soft_21 = (
        f'<p class="note">{esc(hit)}<span class="sec">{esc(p.cite("soft_21"))}</span></p>'
        if p.hit_soft_21
        else ""
    )
    left = _chart_table(p, "hard", _("Hard totals"), "play")
    left += f'{_legend(p)}<p class="note">{how}</p>'
    right = _chart_table(p, "soft", _("Soft totals"), "play") + soft_21
    right += _chart_table(p, "pairs", _("Pairs"), "split")
    guide = _switch_guide(p) if p.switch_allowed else ""
    body = f'<div class="grid2"><div>{left}</div><div>{right}</div></div>{guide}'
    return _document(p, _("Basic strategy"), body, colour=colour)


def _stem(p: Profile) -> str:
    if not re.fullmatch(r"[A-Za-z0-9_-]+", p.name):
        raise InvalidInputError(
            _("profile name {name} cannot name a file: use A-Z 0-9 _ -").format(name=quote(p.name))
        )
    return p.name


def pages(profile: str | Profile) -> dict[str, str]:
    """The four pages of a table by file name: ``switch-rules.html``, ``switch-chart-bw.html`` …"""
    p = get_profile(profile)
    make = {"rules": rules_page, "chart": chart_page}
    return {f"{_stem(p)}-{k}.html": make[k[:5]](p, colour=not k.endswith("-bw")) for k in KINDS}


def index_page(profiles: Sequence[str | Profile]) -> str:
    """A page linking every table's four pages."""
    parts = []
    rules, chart = esc(_("Rules summary")), esc(_("Basic strategy"))
    # Translators: a link to a page's black-and-white version, after its coloured one
    bw = esc(_("black and white"))
    for p in map(get_profile, profiles):
        link = {kind: url_quote(f"{_stem(p)}-{kind}.html") for kind in KINDS}
        parts.append(
            f'<section><h2 class="part">{esc(p.display_title)} <code>{esc(p.name)}</code></h2><ul>'
            f'<li><a href="{link["rules"]}">{rules}</a> · <a href="{link["rules-bw"]}">'
            f'{bw}</a></li><li><a href="{link["chart"]}">{chart}</a> · '
            f'<a href="{link["chart-bw"]}">{bw}</a></li></ul></section>'
        )
    title = _("Table handouts")
    sheet = esc(_("Each prints on one A4 or Letter sheet."))
    head = f'<div><h1>{esc(title)}</h1><p class="sub">{sheet}</p></div>'
    return _page(title, head, f'<div class="index">{"".join(parts)}</div>')


class Handout(NamedTuple):
    """A file of the handouts: where it is; written, or an existing file kept."""

    path: Path
    written: bool

    def __str__(self) -> str:
        if self.written:
            # Translators: a line of the command's report; {path} is the file written
            return _("wrote {path}").format(path=self.path)
        # Translators: a line of the command's report, aligned with "wrote {path}"
        return _("kept  {path} (it is there already; --force replaces it)").format(path=self.path)


def write(
    out: str | os.PathLike[str],
    profiles: Sequence[str | Profile] | None = None,
    force: bool = False,
) -> list[Handout]:
    """Write the four pages of each table (default: the four named ones) and ``index.html`` into
    the folder ``out`` (:func:`~bjswitch_widgets.userfiles.write_files`). A file already there
    is kept unless ``force`` (it may have been edited); a symlink there is kept, or replaced by
    the page with ``force``, never written through."""
    names: Iterable[str | Profile] = PROFILES if profiles is None else profiles
    if isinstance(profiles, (str, Profile)):
        names = [profiles]
    elif not isinstance(names, Iterable):
        raise InvalidInputError(
            _("profiles is a list of tables' names, not {value}").format(value=quote(profiles))
        )
    chosen = list({p.name: p for p in map(get_profile, names)}.values())
    if not chosen:
        raise InvalidInputError(_("no table chosen: name at least one profile"))
    if not isinstance(out, (str, os.PathLike)):
        raise InvalidInputError(
            _("the folder for the handouts is a path, not {value}").format(value=quote(out))
        )
    check_folder(out, what="the handouts")  # before the pages are made
    files = {name: text for p in chosen for name, text in pages(p).items()}
    files["index.html"] = index_page(chosen)
    return [Handout(*done) for done in write_files(out, files, force=force, what="the handouts")]
