"""Basic strategy as colour-coded HTML tables, and what differs from another profile.

>>> chart = StrategyChart("switch", compare="classic")
>>> "<table" in chart._repr_html_() and len(chart.differences()) > 10
True
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from ..language import N_, ngettext, number, pgettext
from ..language import gettext as _
from ..rules import Profile, get_profile
from .tables import UPS, basic_strategy

__all__ = ["MEANINGS", "StrategyChart", "strategy_differences"]

#: The letters' colour on the pastel cells, whatever the notebook's theme (dark text on light
#: colours reads in the dark theme too).
_INK = "#111"
_COLOURS = {
    "H": "#f6c9c9",
    "S": "#fff3b0",
    "D": "#b9e3b0",
    "Ds": "#d6efc0",
    "P": "#b9d3f6",
    "R": "#e0e0e0",
    "Rs": "#ececec",
}
#: Every code of the strategy tables and what it tells the player to do (marked for
#: translation: show ``gettext(MEANINGS[code])``). The charts keep the letters, as printed
#: charts everywhere do; the legend and each cell's tooltip say what a letter means.
MEANINGS = {
    # Translators: what a letter of the basic-strategy chart tells the player to do
    "H": N_("hit"),
    "S": N_("stand"),
    "D": N_("double (else hit)"),
    "Ds": N_("double (else stand)"),
    "P": N_("split"),
    "R": N_("surrender (else hit)"),
    "Rs": N_("surrender (else stand)"),
}


def _row_name(table: str, row: int) -> str:
    """A row's hand, in the current language: ``'hard 12'``, ``'A+7'``, ``'8+8'``."""
    if table == "soft":
        # Translators: a soft row of the chart: an ace and a ten made by the switch
        return _("A+10 (switched)") if row == 10 else f"A+{row}"
    if table == "pairs":
        card = "A" if row == 1 else ("10" if row == 10 else str(row))
        return f"{card}+{card}"
    return _("hard {total}").format(total=row)


def _caption(table: str) -> str:
    """A table's caption: ``'hard'``, ``'soft'`` or ``'pairs'``."""
    # Translators: the captions of the basic-strategy chart's three tables (hard totals, soft
    # totals, pairs)
    captions = {
        "hard": pgettext("chart", "hard"),
        "soft": pgettext("chart", "soft"),
        "pairs": pgettext("chart", "pairs"),
    }
    return captions[table]


def strategy_differences(
    profile: str | Profile, other: str | Profile = "classic"
) -> list[tuple[str, str, str, str]]:
    """Cells where two profiles' basic strategies differ: (hand, up card, this, other); the
    hand is named in the current language."""
    a, b = basic_strategy(profile), basic_strategy(other)
    out = []
    for table in ("hard", "soft", "pairs"):
        for key, code in a[table].items():
            if key in b[table] and b[table][key] != code:
                row, up = key
                out.append(
                    (_row_name(table, row), "A" if up == 1 else str(up), code, b[table][key])
                )
    return out


@dataclass(frozen=True)
class StrategyChart:
    """The three tables (hard, soft, pairs × dealer up card) of a profile's basic strategy,
    coloured by action; with ``compare``, cells that differ from that profile are outlined."""

    profile: str | Profile = "switch"
    compare: str | Profile | None = None

    def tables(self) -> dict[str, dict[tuple[int, int], str]]:
        return basic_strategy(self.profile)

    def differences(self) -> list[tuple[str, str, str, str]]:
        return strategy_differences(self.profile, self.compare or "classic")

    def _repr_html_(self) -> str:
        prof = get_profile(self.profile)
        tables = self.tables()
        other = basic_strategy(self.compare) if self.compare is not None else None
        head = "".join(f"<th>{'A' if u == 1 else u}</th>" for u in UPS)
        # Translators: the corner of a chart: its rows are the player's hands, its columns the
        # dealer's up card
        corner = _("hand \\ dealer")
        title = _("Basic strategy — {table}").format(table=prof.display_title)
        parts = [f"<div class='bjs-chart'><b>{html.escape(title)}</b>"]
        for name in ("hard", "soft", "pairs"):
            rows = sorted({row for row, _ in tables[name]})
            body = []
            for row in rows:
                cells = []
                for up in UPS:
                    code = tables[name][row, up]
                    theirs = other[name].get((row, up)) if other is not None else None
                    differs = theirs is not None and theirs != code
                    border = "outline:2px solid #222;" if differs else ""
                    title = _(MEANINGS[code]) + (
                        f" ({get_profile(self.compare or 'classic').name}: {_(MEANINGS[theirs])})"
                        if differs and theirs
                        else ""
                    )
                    cells.append(
                        f"<td style='background:{_COLOURS[code]};color:{_INK};{border}"
                        "text-align:center;"
                        f"padding:1px 5px' title='{html.escape(title)}'>{code}</td>"
                    )
                body.append(
                    f"<tr><th style='text-align:left'>{html.escape(_row_name(name, row))}</th>"
                    f"{''.join(cells)}</tr>"
                )
            parts.append(
                f"<table style='border-collapse:collapse;margin:6px 0;font-size:12px'>"
                f"<caption style='text-align:left'>{html.escape(_caption(name))}</caption>"
                f"<tr><th>{html.escape(corner)}</th>{head}</tr>{''.join(body)}</table>"
            )
        legend = " ".join(
            f"<span style='background:{c};color:{_INK};padding:0 5px'>{k}</span> "
            f"{html.escape(_(MEANINGS[k]))}"
            for k, c in _COLOURS.items()
        )
        parts.append(f"<div style='font-size:12px'>{legend}</div>")
        if other is not None and self.compare is not None:
            n = len(self.differences())
            outlined = ngettext(
                "Outlined: {n} cell that differs from {profile}.",
                "Outlined: {n} cells that differ from {profile}.",
                n,
            ).format(n=number(n), profile=get_profile(self.compare).name)
            parts.append(f"<div style='font-size:12px'>{html.escape(outlined)}</div>")
        parts.append("</div>")
        return "".join(parts)
