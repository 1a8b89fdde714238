"""The HTML of the table's panels, and the helpers every block of the table uses: escaping,
the sizes. Why buttons are off, the Advisor, the final standings and the exported scenario.

Pure functions (no ipywidgets) returning HTML strings, every text in the current language
(:mod:`bjswitch_widgets.language`) and every string that comes from a user escaped; the table's
felt, seats and status line are :mod:`.render`'s (which re-exports these).

>>> esc("<b>Ann</b>")
'&lt;b&gt;Ann&lt;/b&gt;'
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from ..errors import InvalidInputError, quote
from ..language import N_, ngettext, number, pgettext
from ..language import gettext as _
from ..session import Standing
from ..strategy import Advice
from ..words import after_colon, decision, listing
from .texts import EXPORT_NOTE

__all__ = [
    "ADVISOR_PENDING",
    "SIZES",
    "advisor_html",
    "esc",
    "export_html",
    "size_class",
    "standings_html",
    "why_not_html",
]

#: The sizes a block can be drawn at: ``"large"`` scales cards and text by 1.5 for a projector.
SIZES = ("normal", "large")


def esc(text: object) -> str:
    """Escape any text for HTML (quotes included)."""
    return html.escape(str(text), quote=True)


def size_class(size: str) -> str:
    """The CSS class a block adds for ``size`` (``''`` or ``' bjs-large'``); refuses others.

    >>> size_class("large")
    ' bjs-large'
    """
    if size == "normal":
        return ""
    if size == "large":
        return " bjs-large"
    raise InvalidInputError(
        _("size must be one of {sizes}, not {size}").format(
            sizes=", ".join(map(repr, SIZES)), size=quote(size)
        )
    )


def standings_html(standings: Sequence[Standing], rounds: int, *, size: str = "normal") -> str:
    """Final standings: place, name, chips, profit (equal profits share a place, §1.11)."""
    rows = "".join(
        f"<tr><td>{s.place}</td><td>{esc(s.name)}</td><td>{s.chips}</td>"
        f"<td>{number(f'{s.profit:+d}')}</td></tr>"
        for s in standings
    )
    title = ngettext("Standings after {n} round", "Standings after {n} rounds", rounds)
    heads = "".join(
        f"<th>{esc(word)}</th>"
        for word in (
            pgettext("standings", "Place"),
            pgettext("standings", "Player"),
            pgettext("standings", "Chips"),
            pgettext("standings", "Profit"),
        )
    )
    return (
        f'<div class="bjs-standings{size_class(size)}"><b>{esc(title.format(n=rounds))}</b>'
        f"<table><thead><tr>{heads}</tr></thead><tbody>{rows}</tbody></table></div>"
    )


def why_not_html(off: Sequence[tuple[str, str]], *, size: str = "normal") -> str:
    """Why each button shown is off, in words: ``off`` holds (label, reason) in the order the
    buttons are shown; buttons off for the same reason share a line (escaped).

    >>> print(why_not_html([("Hit", "Not now (§1.7)"), ("Stand", "Not now (§1.7)")]))
    <div class="bjs-why-not"><b>Why some buttons are off now</b><ul><li><b>Hit and Stand</b>: Not now (§1.7)</li></ul></div>
    """
    grouped: dict[str, list[str]] = {}
    for label, reason in off:
        grouped.setdefault(reason, []).append(label)
    items = "".join(
        f"<li><b>{esc(listing(labels))}</b>: {esc(after_colon(reason))}</li>"
        for reason, labels in grouped.items()
    )
    title = _("Why some buttons are off now")
    body = f"<b>{esc(title)}</b><ul>{items}</ul>" if items else esc(_("Every button is on now."))
    return f'<div class="bjs-why-not{size_class(size)}">{body}</div>'


_ADVICE_UNITS = {
    "switch": N_("both hands, best play afterwards"),
    "play": N_("this hand, in bets, best play afterwards"),
    "insurance": N_("per insurance chip"),
}


#: Shown under the fast model's values while the exact ones are worked out (English: show it
#: through gettext).
ADVISOR_PENDING = N_("Working out the exact values… (these are the quick estimates, ± their error)")


def advisor_html(advice: Advice | None, cost: str = "", *, size: str = "normal") -> str:
    """The Advisor: the verdict on the last choice, then the EV of every legal choice now."""
    parts = []
    advisor = _("Advisor")
    advisor = f"<b>{esc(advisor)}</b>"
    if cost:
        parts.append(f'<div class="bjs-advisor-cost">{esc(cost)}</div>')
    if advice is not None:
        best = advice.ties(advice.best) or [advice.best]  # choices worth the same are all best
        rows = "".join(
            f'<tr class="{"bjs-best" if k in best else ""}"><td>{esc(decision(k))}</td>'
            f"<td>{number(f'{v:+.3f}')}</td>"
            f'<td class="bjs-advisor-error">{esc(advice.label(k))}</td></tr>'
            for k, v in advice.values.items()
        )
        note = f"<div>{esc(advice.note)}</div>" if advice.note else ""
        if advice.pending:
            # Not a live region: the status line is the table's one (a screen reader would
            # hear this note again after every decision while the Advisor is open).
            pending = _(ADVISOR_PENDING)
            note += f'<div class="bjs-advisor-pending">{esc(pending)}</div>'
        head = esc(_("{advisor} — expected value ({units}):")).format(
            advisor=advisor, units=esc(_(_ADVICE_UNITS[advice.phase]))
        )
        parts.append(f'<div class="bjs-advisor-now">{head}<table>{rows}</table>{note}</div>')
    elif not parts:
        nothing = esc(_("{advisor}: no decision to value now.")).format(advisor=advisor)
        parts.append(f'<div class="bjs-advisor-now">{nothing}</div>')
    return f'<div class="bjs-advisor{size_class(size)}">{"".join(parts)}</div>'


def _export_box(title: str, css: str, text: str) -> str:
    """One exported text in a read-only box a learner can select and copy (escaped)."""
    rows = min(max(text.count("\n") + 1, 3), 18)
    return (
        f'<div class="bjs-export-box"><div class="bjs-export-title">{esc(title)}</div>'
        f'<textarea class="bjs-export-text {css}" readonly rows="{rows}" '
        f'spellcheck="false" aria-label="{esc(title)}">{esc(text)}</textarea></div>'
    )


def export_html(
    scenario_text: str, cell_text: str, problem: str = "", *, size: str = "normal"
) -> str:
    """The exported scenario: its JSON and the lesson cell, each in a read-only box to copy; or,
    when the table cannot be written as a scenario, why not. Every text is escaped (names!)."""
    if problem:
        body = f'<div class="bjs-error">{esc(problem)}</div>'
    else:
        body = _export_box(_("Scenario (JSON)"), "bjs-export-json", scenario_text) + _export_box(
            _("Lesson cell (Python)"), "bjs-export-cell", cell_text
        )
    note = _(EXPORT_NOTE)
    return (
        f'<div class="bjs-export{size_class(size)}">'
        f'<div class="bjs-export-note">{esc(note)}</div>{body}</div>'
    )
