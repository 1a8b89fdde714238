"""Charts for the lessons, drawn as SVG by this module: no plotting library, no network.

Every front end the lessons run in — JupyterLab, Notebook 7, Voila and JupyterLite (Pyodide in
the browser, where compiled plotting packages cannot be served offline) — shows a chart from its
``_repr_mimebundle_``:

* ``text/html``: the SVG inline, in the notebook's own colours. Text and axes take
  ``currentColor`` and the lines JupyterLab's theme variables (``--jp-brand-color1``, ...), so the
  chart reads in the light and the dark theme alike. This is what the Jupyter front ends show.
  An untrusted notebook (outputs saved, not yet run here) has this HTML sanitized, which drops
  the ``<svg>``; it then shows the white card below instead (see :meth:`LineChart._repr_html_`).
* ``image/svg+xml``: the same chart as a standalone file on a white card, for viewers that
  prefer an image (an SVG shown through ``<img>`` cannot inherit the page's colours).
* ``text/plain``: one line saying what the chart shows (a terminal, nbval).

Nothing in the output refers to another file or address; every text is escaped.

Why not a Vega-Lite bundle, which JupyterLab renders by itself: Voila 0.5 draws it but then shows
"Javascript Error: e.setData is not a function" under the chart (its outputs cannot keep the
PNG the Vega renderer adds after drawing).

To chart something else in a lesson, build a :class:`LineChart` from :class:`Line` and
:class:`Band` values (in the units the axes show) the way :func:`convergence_chart` does.

>>> chart = LineChart("Title", "x", "y", lines=(Line("data", ((0, 1), (10, 3))),))
>>> sorted(chart._repr_mimebundle_())
['image/svg+xml', 'text/html', 'text/plain']
>>> str(chart)
'Title: data from 1 at x = 0 to 3 at x = 10'
"""

from __future__ import annotations

import base64
import html
import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from ..errors import InvalidInputError, quote
from ..language import get_language, ngettext, number
from ..language import gettext as _

__all__ = ["Band", "Line", "LineChart", "convergence_chart", "grouped", "nice_ticks"]

#: The chart's size in SVG units (CSS pixels at full size; it shrinks to fit a narrow page).
WIDTH, HEIGHT = 640, 360
#: The plot area inside it: (left, top, width, height). Below it: tick labels, the x-axis title,
#: the legend; left of it the tick labels and the y-axis title; above it the title.
PLOT = (72, 40, 520, 224)

_FONT = 12  # tick labels and the legend
_TITLE_FONT = 14
_CHAR = 0.55  # a generous average glyph width, in ems, to lay the legend out without a font

#: Colour roles: (inline, in the notebook's theme; standalone, on a white card).
_INK = ("currentColor", "#222")
#: The SVG namespace: a name, never fetched; only the standalone file needs it.
_SVG_NS = "http://www.w3.org/2000/svg"
_COLOURS = {
    "accent": ("var(--jp-brand-color1, #1976d2)", "#1976d2"),
    "ink": _INK,
    "warm": ("var(--jp-warn-color1, #f57c00)", "#f57c00"),
}


@dataclass(frozen=True)
class Line:
    """A series drawn as a line through ``points`` (x, y), in order."""

    label: str
    points: tuple[tuple[float, float], ...]
    #: "accent" (the theme's brand blue), "ink" (the text colour) or "warm" (orange).
    colour: str = "accent"
    dashed: bool = False


@dataclass(frozen=True)
class Band:
    """A shaded region between two curves: ``points`` are (x, low, high), in order of x."""

    label: str
    points: tuple[tuple[float, float, float], ...]
    colour: str = "warm"


@dataclass(frozen=True)
class LineChart:
    """Lines over shaded bands, with axes, ticks, axis titles and a legend.

    Values are in the units the axes show; ``y_unit`` is written after each y tick label (e.g.
    ``"%"``). Displayed in a notebook it draws itself (see the module's notes);
    ``str(chart)`` is the one-line summary.
    """

    title: str
    x_label: str
    y_label: str
    lines: tuple[Line, ...] = ()
    bands: tuple[Band, ...] = ()
    y_unit: str = ""
    #: The one-line summary (``text/plain``); by default, each series' first and last point.
    summary: str = ""

    def __post_init__(self) -> None:
        series: list[Line | Band] = [*self.lines, *self.bands]
        if not series:
            raise InvalidInputError(
                _("a chart needs a line or a band; {title} has none").format(
                    title=quote(self.title)
                )
            )
        for s in series:
            if s.colour not in _COLOURS:
                raise InvalidInputError(
                    _("unknown colour {colour} for {label}: one of {colours}").format(
                        colour=quote(s.colour), label=quote(s.label), colours=sorted(_COLOURS)
                    )
                )
            if not s.points:
                raise InvalidInputError(_("{label} has no points").format(label=quote(s.label)))
            for point in s.points:
                if not all(_finite(v) for v in point):
                    raise InvalidInputError(
                        _("{label}: a point is not finite: {point}").format(
                            label=quote(s.label), point=quote(point)
                        )
                    )

    def __str__(self) -> str:
        if self.summary:
            return self.summary
        parts = []
        for line in self.lines:
            (x0, y0), (x1, y1) = line.points[0], line.points[-1]
            # Translators: a line of a chart from its first point to its last ("simulated
            # house edge from 3% at rounds played = 0 to 1% at rounds played = 4,000")
            text = _("{label} from {start} at {x} = {x0} to {end} at {x} = {x1}")
            parts.append(
                text.format(
                    label=line.label,
                    start=_number(y0) + self.y_unit,
                    end=_number(y1) + self.y_unit,
                    x=self.x_label,
                    x0=_number(x0),
                    x1=_number(x1),
                )
            )
        # Translators: a shaded band of a chart, named by its legend
        parts.extend(_("shaded: {label}").format(label=band.label) for band in self.bands)
        return f"{self.title}: " + "; ".join(parts)

    def to_svg(self, *, themed: bool = False) -> str:
        """The chart as SVG: standalone on a white card, or ``themed`` for placing inline in
        a notebook's HTML (the notebook's colours, no namespace declaration needed)."""
        return _draw(self, themed)

    def _repr_html_(self) -> str:
        """The themed chart inline, and the white card as a data-URI image for an untrusted
        notebook: JupyterLab sanitizes an untrusted output's HTML, dropping the ``<svg>`` (its
        texts would remain, made invisible here by ``font-size: 0``, which the inline chart
        does not inherit) and the ``<style>`` that otherwise hides the card."""
        card = base64.b64encode(self.to_svg().encode("utf-8")).decode("ascii")
        return (
            f"<div class='bjs-plot' style='max-width: {WIDTH}px'>"
            "<style>.bjs-plot .bjs-plot-card { display: none; }</style>"
            "<div class='bjs-plot-themed' style='font-size: 0; "
            f"color: var(--jp-content-font-color1, inherit)'>{self.to_svg(themed=True)}</div>"
            f"<img class='bjs-plot-card' alt='{_e(str(self))}' width='{WIDTH}' "
            f"style='max-width: 100%' src='data:image/svg+xml;base64,{card}'/></div>"
        )

    def _repr_mimebundle_(
        self, include: Iterable[str] | None = None, exclude: Iterable[str] | None = None
    ) -> dict[str, str]:
        bundle = {
            "text/html": self._repr_html_(),
            "image/svg+xml": self.to_svg(),
            "text/plain": str(self),
        }
        if include is not None:
            wanted = set(include)
            bundle = {k: v for k, v in bundle.items() if k in wanted}
        if exclude is not None:
            unwanted = set(exclude)
            bundle = {k: v for k, v in bundle.items() if k not in unwanted}
        return bundle


class Traced(Protocol):
    """What :func:`convergence_chart` reads of a simulation
    (:class:`~bjswitch_widgets.strategy.simulate.Simulation`)."""

    @property
    def rounds(self) -> int: ...

    @property
    def stderr(self) -> float: ...

    @property
    def trace(self) -> tuple[tuple[int, float], ...]: ...


def convergence_chart(sim: Traced, exact: float, *, sigmas: float = 3.0) -> LineChart:
    """The running simulated house edge against rounds played, the exact house edge as a dashed
    line, and a band of ``exact ± sigmas`` standard errors (in %).

    The standard error after ``n`` rounds is ``sd / √n``, with ``sd`` the spread of one
    round's result measured over the whole run (``sim.stderr × √sim.rounds``): the band
    narrows like ``1/√n``.

    >>> class Run:
    ...     rounds, stderr, trace = 4_000, 0.005, ((1_000, -0.03), (4_000, -0.012))
    >>> print(convergence_chart(Run(), 0.01))
    House edge: simulation against exact — after 4,000 rounds the simulation says 1.20%, the exact house edge is 1.00% (0.4 standard errors apart); shaded: exact ± 3 standard errors
    """
    trace = tuple(sim.trace)
    _check_run(sim, trace, exact, sigmas)
    sd = sim.stderr * math.sqrt(sim.rounds)
    first, last = trace[0][0], trace[-1][0]
    # The band is a smooth curve: drawn at every trace point and at 60 steps in between.
    xs = sorted({*(n for n, _ in trace), *(first + (last - first) * k / 60 for k in range(61))})
    band = tuple(
        (x, 100 * (exact - sigmas * sd / math.sqrt(x)), 100 * (exact + sigmas * sd / math.sqrt(x)))
        for x in xs
    )
    edge = -trace[-1][1]
    apart = abs(edge - exact) / (sd / math.sqrt(last))
    # Translators: the band's label: the exact house edge ± some standard errors
    shaded = ngettext("exact ± {n} standard error", "exact ± {n} standard errors", sigmas).format(
        n=number(f"{sigmas:g}")
    )
    title = _("House edge: simulation against exact")
    # Translators: {apart} is a number with one decimal ("0.4")
    summary = ngettext(
        "{title} — after {n} round the simulation says {simulated}, the exact house edge is "
        "{exact} ({apart} standard errors apart); shaded: {band}",
        "{title} — after {n} rounds the simulation says {simulated}, the exact house edge is "
        "{exact} ({apart} standard errors apart); shaded: {band}",
        last,
    )
    return LineChart(
        title,
        _("rounds played"),
        _("house edge"),
        lines=(
            Line(_("simulated house edge (running)"), tuple((n, -100 * m) for n, m in trace)),
            Line(
                _("exact {value}").format(value=number(f"{exact:.2%}")),
                ((first, 100 * exact), (last, 100 * exact)),
                "ink",
                True,
            ),
        ),
        bands=(Band(shaded, band),),
        y_unit="%",
        summary=summary.format(
            title=title,
            n=grouped(f"{last:,}"),
            simulated=number(f"{edge:.2%}"),
            exact=number(f"{exact:.2%}"),
            apart=number(f"{apart:.1f}"),
            band=shaded,
        ),
    )


def _check_run(
    sim: Traced, trace: tuple[tuple[int, float], ...], exact: float, sigmas: float
) -> None:
    """Refuse, with the reason, a run :func:`convergence_chart` cannot draw."""
    if len(trace) < 2:
        raise InvalidInputError(
            ngettext(
                "the simulation's running result has {n} point: a convergence chart needs two "
                "or more, so simulate more rounds",
                "the simulation's running result has {n} points: a convergence chart needs two "
                "or more, so simulate more rounds",
                len(trace),
            ).format(n=len(trace))
        )
    if not _finite(exact):
        raise InvalidInputError(
            _("the exact house edge must be a finite number, not {value}").format(
                value=quote(exact)
            )
        )
    if not (math.isfinite(sim.stderr) and sim.stderr > 0 and sim.rounds > 1):
        raise InvalidInputError(
            # the English text is as it always was (plural for one too); Russian counts
            ngettext(
                "the simulation's standard error {stderr} after {n} rounds cannot draw a band: "
                "play more rounds",
                "the simulation's standard error {stderr} after {n} rounds cannot draw a band: "
                "play more rounds",
                sim.rounds,
            ).format(stderr=quote(sim.stderr), n=quote(sim.rounds))
        )
    if not (_finite(sigmas) and sigmas > 0):
        raise InvalidInputError(
            _("sigmas must be a positive number, not {value}").format(value=quote(sigmas))
        )


def _finite(v: object) -> bool:
    """A number (not a bool) that is neither infinite nor NaN."""
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def grouped(text: str) -> str:
    r"""A number written with thousands separators (``'4,000'``, ``'-1,234.5'``) as the language
    writes it: in Russian a no-break space between the thousands, a decimal comma and a real
    minus (``'−1 234,5'``).

    >>> from bjswitch_widgets.language import in_language
    >>> with in_language("ru"):
    ...     grouped("-1,234.5")
    '−1\xa0234,5'
    """
    if get_language() == "ru":
        text = text.replace(",", "\u00a0")
    return number(text)


def _number(v: float) -> str:
    """A value for the summary: whole numbers with thousands separators, else 3 significant
    figures."""
    if float(v).is_integer():
        return grouped(f"{int(v):,}")
    return grouped(f"{v:,.3g}")


def nice_ticks(lo: float, hi: float, count: int = 5) -> list[float]:
    """About ``count`` round tick values (steps of 1, 2, 2.5 or 5 × 10ⁿ) covering [lo, hi]; the
    first and the last are the axis' ends.

    >>> nice_ticks(-2, 4)
    [-2.0, 0.0, 2.0, 4.0]
    >>> nice_ticks(0, 200_000)
    [0.0, 50000.0, 100000.0, 150000.0, 200000.0]
    >>> nice_ticks(1, 1)  # a flat line: a little room around it
    [0.9, 0.95, 1.0, 1.05, 1.1]
    """
    if hi < lo:
        lo, hi = hi, lo
    if hi == lo:
        pad = abs(lo) * 0.1 or 1.0
        lo, hi = lo - pad, hi + pad
    raw = (hi - lo) / count
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw * (1 - 1e-9))
    start = math.floor(lo / step + 1e-9) * step
    n = math.ceil((hi - start) / step - 1e-9)
    digits = max(0, -math.floor(math.log10(step)) + 2)
    return [round(start + i * step, digits) + 0.0 for i in range(n + 1)]


def _tick_label(v: float, step: float, unit: str) -> str:
    decimals = 0
    while decimals < 6 and abs(round(step, decimals) - step) > 1e-9 * max(1.0, abs(step)):
        decimals += 1
    text = f"{v:,.{decimals}f}"
    if text.startswith("-") and float(text.replace(",", "")) == 0:
        text = text[1:]
    return grouped(text).replace("-", "−") + unit


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _f(v: float) -> str:
    return f"{v:.1f}"


@dataclass(frozen=True)
class _Frame:
    """The axes' ticks (their first and last are the ends) and the map from values to the
    plot area's SVG coordinates."""

    x_ticks: list[float]
    y_ticks: list[float]

    @classmethod
    def of(cls, chart: LineChart) -> _Frame:
        xs = [x for line in chart.lines for x, _ in line.points]
        xs += [x for band in chart.bands for x, _, _ in band.points]
        ys = [y for line in chart.lines for _, y in line.points]
        ys += [y for band in chart.bands for _, lo, hi in band.points for y in (lo, hi)]
        return cls(nice_ticks(min(0.0, min(xs)), max(xs)), nice_ticks(min(ys), max(ys)))

    def px(self, x: float) -> float:
        x0, x1 = self.x_ticks[0], self.x_ticks[-1]
        return PLOT[0] + (x - x0) / (x1 - x0) * PLOT[2]

    def py(self, y: float) -> float:
        y0, y1 = self.y_ticks[0], self.y_ticks[-1]
        return PLOT[1] + (y1 - y) / (y1 - y0) * PLOT[3]

    def path(self, points: Iterable[tuple[float, float]]) -> str:
        return " ".join(f"{_f(self.px(x))},{_f(self.py(y))}" for x, y in points)


def _draw(chart: LineChart, themed: bool) -> str:
    pick = 0 if themed else 1
    ink = _INK[pick]
    legend, legend_bottom = _legend(chart, pick, PLOT[1] + PLOT[3] + 50)
    height = max(HEIGHT, math.ceil(legend_bottom + 12))  # a longer legend makes room for itself
    font = "var(--jp-ui-font-family, system-ui, sans-serif)" if themed else "sans-serif"
    attrs = (
        f'viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" height="{height}" role="img" '
        f'style="max-width: 100%; height: auto; font-family: {font}; font-size: {_FONT}px"'
    )
    if not themed:
        attrs = f'xmlns="{_SVG_NS}" {attrs}'
    out = [f"<svg {attrs}>"]
    out.append(f"<title>{_e(chart.title)}</title><desc>{_e(str(chart))}</desc>")
    if not themed:
        out.append(f'<rect width="{WIDTH}" height="{height}" rx="6" fill="#fff"/>')
    out.append(
        f'<text x="{PLOT[0]}" y="{_TITLE_FONT + 8}" font-size="{_TITLE_FONT}" '
        f'font-weight="bold" fill="{ink}">{_e(chart.title)}</text>'
    )
    frame = _Frame.of(chart)
    out.extend(_grid(chart, frame, pick))
    out.extend(_data(chart, frame, pick))
    out.extend(_axes(chart, frame, pick))
    out.extend(legend)
    out.append("</svg>")
    return "".join(out)


def _grid(chart: LineChart, frame: _Frame, pick: int) -> list[str]:
    """Faint grid lines at the y ticks, and the tick labels of both axes."""
    left, top, width, height = PLOT
    xt, yt = frame.x_ticks, frame.y_ticks
    out = [f'<g stroke="{_INK[pick]}" stroke-opacity="0.15" stroke-width="1">']
    out.extend(
        f'<line x1="{left}" x2="{left + width}" y1="{_f(frame.py(v))}" y2="{_f(frame.py(v))}"/>'
        for v in yt
    )
    out.append(f'</g><g fill="{_INK[pick]}" stroke="none">')
    out.extend(
        f'<text x="{left - 8}" y="{_f(frame.py(v) + 4)}" text-anchor="end">'
        f"{_e(_tick_label(v, yt[1] - yt[0], chart.y_unit))}</text>"
        for v in yt
    )
    out.extend(
        f'<text x="{_f(frame.px(v))}" y="{top + height + 18}" text-anchor="middle">'
        f"{_e(_tick_label(v, xt[1] - xt[0], ''))}</text>"
        for v in xt
    )
    out.append("</g>")
    return out


def _data(chart: LineChart, frame: _Frame, pick: int) -> list[str]:
    """The bands (a shaded area edged by its two curves), then the lines over them."""
    out = []
    for band in chart.bands:
        colour = _COLOURS[band.colour][pick]
        upper = frame.path((x, hi) for x, _, hi in band.points)
        lower = frame.path((x, lo) for x, lo, _ in band.points)
        back = frame.path((x, lo) for x, lo, _ in reversed(band.points))
        edge = f'style="fill: none; stroke: {colour}; stroke-opacity: 0.7; stroke-width: 1"'
        out.append(
            f'<g class="bjs-plot-band"><title>{_e(band.label)}</title>'
            f'<polygon points="{upper} {back}" style="fill: {colour}; fill-opacity: 0.22; '
            f'stroke: none"/><polyline points="{upper}" {edge}/>'
            f'<polyline points="{lower}" {edge}/></g>'
        )
    for line in chart.lines:
        colour = _COLOURS[line.colour][pick]
        dash = "stroke-dasharray: 6 4; " if line.dashed else ""
        out.append(
            f'<polyline class="bjs-plot-line" points="{frame.path(line.points)}" '
            f'style="fill: none; stroke: {colour}; stroke-width: 2; {dash}'
            f'stroke-linejoin: round"><title>{_e(line.label)}</title></polyline>'
        )
    return out


def _axes(chart: LineChart, frame: _Frame, pick: int) -> list[str]:
    """The two axis lines with their tick marks, and the axis titles."""
    left, top, width, height = PLOT
    bottom = top + height
    ink = _INK[pick]
    out = [f'<g stroke="{ink}" stroke-width="1" fill="none">']
    out.append(f'<path d="M{left},{top}V{bottom}H{left + width}"/>')
    out.extend(
        f'<line x1="{left - 4}" x2="{left}" y1="{_f(frame.py(v))}" y2="{_f(frame.py(v))}"/>'
        for v in frame.y_ticks
    )
    out.extend(
        f'<line x1="{_f(frame.px(v))}" x2="{_f(frame.px(v))}" y1="{bottom}" y2="{bottom + 4}"/>'
        for v in frame.x_ticks
    )
    out.append("</g>")
    out.append(
        f'<text x="{left + width / 2}" y="{bottom + 36}" text-anchor="middle" fill="{ink}" '
        f'font-size="13">{_e(chart.x_label)}</text>'
    )
    out.append(
        f'<text transform="translate(16 {top + height / 2}) rotate(-90)" text-anchor="middle" '
        f'fill="{ink}" font-size="13">{_e(chart.y_label)}</text>'
    )
    return out


def _legend(chart: LineChart, pick: int, top: float) -> tuple[list[str], float]:
    """The legend under the plot: one entry per line, then per band, wrapped to the width;
    and the baseline of its last row."""
    ink = _INK[pick]
    entries: list[tuple[str, str]] = []
    for line in chart.lines:
        colour = _COLOURS[line.colour][pick]
        dash = "stroke-dasharray: 6 4; " if line.dashed else ""
        entries.append(
            (
                line.label,
                f'<line x1="0" x2="24" y1="0" y2="0" style="stroke: {colour}; stroke-width: 2; '
                f'{dash}"/>',
            )
        )
    for band in chart.bands:
        colour = _COLOURS[band.colour][pick]
        entries.append(
            (
                band.label,
                f'<rect x="0" y="-6" width="24" height="12" style="fill: {colour}; '
                f'fill-opacity: 0.22; stroke: {colour}; stroke-opacity: 0.6"/>',
            )
        )
    out = ['<g class="bjs-plot-legend">']
    x, y = float(PLOT[0]), top
    right = PLOT[0] + PLOT[2]
    for label, swatch in entries:
        size = 30 + len(label) * _FONT * _CHAR
        if x > PLOT[0] and x + size > right:
            x, y = float(PLOT[0]), y + 20
        out.append(
            f'<g transform="translate({_f(x)} {_f(y)})">{swatch}'
            f'<text x="30" y="4" fill="{ink}">{_e(label)}</text></g>'
        )
        x += size + 18
    out.append("</g>")
    return out, y
