"""The lessons' charts (bjswitch_widgets.strategy.plots): SVG drawn without a plotting library,
shown from one mime bundle in JupyterLab, Notebook 7, Voila and JupyterLite, offline.

The hand-worked chart used throughout: 4,000 rounds with a standard error of 0.005 (so one
round's spread is sd = 0.005 × √4000, and the standard error after n rounds is
0.005 × √(4000 / n): 0.01 after 1,000 rounds, 0.005 after 4,000), running means −0.03 after
1,000 rounds and −0.012 after 4,000, exact house edge 0.01:

* simulated house edge: 3% at 1,000 rounds, 1.2% at 4,000;
* exact ± 3 standard errors: 1 ± 3 = −2% … 4% at 1,000; 1 ± 1.5 = −0.5% … 2.5% at 4,000;
* x axis 0 … 4,000 (step 1,000: 800 a tick is rounded up to 1,000); y axis −2 … 4% (step 2).

With the plot area at x 72 … 592 (520 wide) and y 40 … 264 (224 high), a point maps to
(72 + x / 4000 × 520, 40 + (4 − y) / 6 × 224).
"""

from __future__ import annotations

import base64
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from bjswitch_widgets.errors import InvalidInputError
from bjswitch_widgets.strategy import LineChart, convergence_chart, house_edge, simulate
from bjswitch_widgets.strategy.plots import PLOT, Band, Line, nice_ticks

SVG = "{http://www.w3.org/2000/svg}"
NAMESPACE = 'xmlns="http://www.w3.org/2000/svg"'
ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Run:
    """A stand-in for a Simulation: only what the chart reads."""

    rounds: int = 4_000
    stderr: float = 0.005
    trace: tuple[tuple[int, float], ...] = ((1_000, -0.03), (4_000, -0.012))


def small() -> LineChart:
    return convergence_chart(Run(), 0.01)


def card_tree(chart: LineChart) -> ET.Element:
    """The standalone SVG (image/svg+xml) as an XML tree."""
    return ET.fromstring(chart._repr_mimebundle_()["image/svg+xml"])


def themed_tree(chart: LineChart) -> ET.Element:
    """The inline SVG of the text/html representation (no namespace: HTML places it)."""
    page = ET.fromstring(chart._repr_mimebundle_()["text/html"])
    (svg,) = page.iter("svg")
    return svg


def lines(svg: ET.Element, ns: str = "") -> dict[str, str]:
    """Each line's label (its <title>) and its points."""
    out = {}
    for polyline in svg.iter(f"{ns}polyline"):
        if polyline.get("class") == "bjs-plot-line":
            out[polyline.find(f"{ns}title").text] = polyline.get("points")
    return out


def band_edges(svg: ET.Element, ns: str = "") -> list[list[str]]:
    """The band's two edge curves (upper, lower), each as its list of points."""
    (group,) = [g for g in svg.iter(f"{ns}g") if g.get("class") == "bjs-plot-band"]
    return [p.get("points").split(" ") for p in group.iter(f"{ns}polyline")]


def texts(svg: ET.Element, ns: str = "") -> list[str]:
    return [t.text for t in svg.iter(f"{ns}text")]


def test_the_bundle_holds_html_an_svg_file_and_a_summary_line():
    """HTML first (what every Jupyter front end shows), the SVG file, and text/plain for a
    terminal and nbval; IPython's include/exclude are honoured."""
    chart = small()
    bundle = chart._repr_mimebundle_()
    assert sorted(bundle) == ["image/svg+xml", "text/html", "text/plain"]
    assert bundle["text/plain"] == str(chart)
    assert "\n" not in bundle["text/plain"]
    assert sorted(chart._repr_mimebundle_(include=["text/plain", "image/png"])) == ["text/plain"]
    assert sorted(chart._repr_mimebundle_(exclude=["text/html"])) == ["image/svg+xml", "text/plain"]


def test_the_simulated_line_and_the_exact_line_sit_at_their_hand_worked_places():
    """(1,000 rounds, 3%) → (72 + 130, 40 + 1/6 × 224) = (202.0, 77.3); (4,000, 1.2%) →
    (592.0, 40 + 2.8/6 × 224 = 144.5); the exact 1% → y = 40 + 3/6 × 224 = 152.0."""
    want = {
        "simulated house edge (running)": "202.0,77.3 592.0,144.5",
        "exact 1.00%": "202.0,152.0 592.0,152.0",
    }
    assert lines(card_tree(small()), SVG) == want
    assert lines(themed_tree(small())) == want


def test_the_band_is_exact_plus_and_minus_three_standard_errors_narrowing_like_one_over_root_n():
    """Upper edge: 4% at 1,000 rounds → (202.0, 40.0), 2.5% at 4,000 → (592.0, 96.0); lower
    edge: −2% → (202.0, 264.0), −0.5% → (592.0, 208.0). Midway, at 2,500 rounds, the standard
    error is 0.005 × √(4000/2500) = 0.00632..., so the upper edge is 1 + 3 × 0.632... = 2.897%
    → y = 40 + (4 − 2.897) / 6 × 224 = 81.2 at x = 72 + 2500/4000 × 520 = 397.0."""
    for svg, ns in ((card_tree(small()), SVG), (themed_tree(small()), "")):
        upper, lower = band_edges(svg, ns)
        assert (upper[0], upper[-1]) == ("202.0,40.0", "592.0,96.0")
        assert (lower[0], lower[-1]) == ("202.0,264.0", "592.0,208.0")
        assert "397.0,81.2" in upper
        assert len(upper) == len(lower) == 61  # every 50 rounds from 1,000 to 4,000


def test_axes_carry_round_ticks_units_and_titles():
    """y ticks −2, 0, 2, 4 % (a true minus sign), x ticks every 1,000 from 0; both axis titles,
    the chart's title and the legend's three entries."""
    words = texts(card_tree(small()), SVG)
    assert ["−2%", "0%", "2%", "4%"] == words[1:5]
    assert ["0", "1,000", "2,000", "3,000", "4,000"] == words[5:10]
    for label in (
        "House edge: simulation against exact",
        "rounds played",
        "house edge",
        "simulated house edge (running)",
        "exact 1.00%",
        "exact ± 3 standard errors",
    ):
        assert label in words
    assert PLOT == (72, 40, 520, 224)  # the plot area the hand-worked places assume


def test_the_summary_line_says_where_the_simulation_ended_against_the_exact_edge():
    """1.2% against 1.00%: 0.2 points apart, 0.4 of the final standard error (0.5%)."""
    assert str(small()) == (
        "House edge: simulation against exact — after 4,000 rounds the simulation says 1.20%, "
        "the exact house edge is 1.00% (0.4 standard errors apart); shaded: exact ± 3 standard "
        "errors"
    )


def test_inline_the_chart_takes_the_notebooks_colours_and_the_file_its_own():
    """Inline (HTML): text and axes in currentColor, the lines in JupyterLab's theme variables
    (light fallbacks), so the dark theme reads; the file: a white card and fixed colours."""
    chart = small()
    inline = chart._repr_mimebundle_()["text/html"]
    card = chart._repr_mimebundle_()["image/svg+xml"]
    assert "currentColor" in inline and "var(--jp-brand-color1, #1976d2)" in inline
    assert "#222" not in inline and "#fff" not in inline
    assert "currentColor" not in card and "var(" not in card
    assert '<rect width="640" height="360" rx="6" fill="#fff"/>' in card


def test_an_untrusted_notebook_shows_the_card_instead_of_sanitized_text():
    """JupyterLab sanitizes an untrusted output's HTML: <svg> and <style> go, texts stay. So
    the <style> hides the card only where the inline chart survives, the inline chart's
    wrapper has font-size 0 (its leftover texts vanish; the SVG sets its own size), and the
    card is the SVG file itself as a data: image (an <img> survives sanitizing)."""
    chart = small()
    page = ET.fromstring(chart._repr_mimebundle_()["text/html"])
    style, themed, img = list(page)
    assert style.tag == "style" and ".bjs-plot .bjs-plot-card { display: none; }" in style.text
    assert "font-size: 0" in themed.get("style")
    assert "font-size: 12px" in themed.find("svg").get("style")
    assert img.get("class") == "bjs-plot-card" and img.get("alt") == str(chart)
    prefix = "data:image/svg+xml;base64,"
    assert img.get("src").startswith(prefix)
    decoded = base64.b64decode(img.get("src")[len(prefix) :]).decode("utf-8")
    assert decoded == chart._repr_mimebundle_()["image/svg+xml"]


def test_nothing_in_the_output_points_anywhere():
    """No address, link, stylesheet or script: only the SVG namespace's name, which is never
    fetched (and which the inline SVG does not even need)."""
    chart = small()
    bundle = chart._repr_mimebundle_()
    page = ET.fromstring(bundle["text/html"])
    src = page.find("img").get("src")
    everything = [
        bundle["text/html"].replace(f"src='{src}'", ""),
        bundle["image/svg+xml"].replace(NAMESPACE, "", 1),
        base64.b64decode(src.split(",", 1)[1]).decode("utf-8").replace(NAMESPACE, "", 1),
        bundle["text/plain"],
    ]
    for text in everything:
        lowered = text.lower()
        for bad in ("http", "href", "url(", "@import", "<script", "src=", "www."):
            assert bad not in lowered, (bad, text[:200])
    assert NAMESPACE not in bundle["text/html"]
    assert bundle["image/svg+xml"].count(NAMESPACE) == 1


def test_every_text_is_escaped():
    """Markup in a title, an axis title or a label is shown as text, in every representation
    (the alt text of the card too), and the XML stays well formed."""
    title = "<script>alert('x')</script> & \"co\""
    chart = LineChart(
        title,
        "a<b",
        "c>d",
        lines=(Line("<b>bold</b>", ((0, 1), (10, 2))),),
        bands=(Band("'band' & more", ((0, 0, 2), (10, 1, 3))),),
    )
    bundle = chart._repr_mimebundle_()
    for rep in ("text/html", "image/svg+xml"):
        assert "<script" not in bundle[rep] and "<b>" not in bundle[rep]
        assert "&lt;script&gt;" in bundle[rep]
    card = card_tree(chart)
    assert card.find(f"{SVG}title").text == title
    assert {"a<b", "c>d", "<b>bold</b>", "'band' & more"} <= set(texts(card, SVG))
    assert ET.fromstring(bundle["text/html"]).find("img").get("alt") == str(chart)
    assert str(chart).startswith(title)


def test_a_general_line_chart_summarises_each_line_from_first_to_last_point():
    """Another lesson's chart: the default summary names each line's first and last point."""
    chart = LineChart(
        "Bankroll",
        "round",
        "chips",
        lines=(Line("Ann", ((0, 100), (50, 82.5))), Line("Ben", ((0, 100), (50, 131)), "warm")),
    )
    assert str(chart) == (
        "Bankroll: Ann from 100 at round = 0 to 82.5 at round = 50; "
        "Ben from 100 at round = 0 to 131 at round = 50"
    )
    assert set(lines(card_tree(chart), SVG)) == {"Ann", "Ben"}


def test_a_long_legend_wraps_and_the_chart_grows_to_hold_it():
    """Six 30-character labels: an entry is 30 + 30 × 12 × 0.55 = 228 wide, two fit in the
    520-wide row (228 + 18 + 228 = 474), so three rows at baselines 314, 334, 354 (the first
    50 below the plot's foot at 264); the chart grows from 360 to 354 + 12 = 366 high."""
    labels = [f"{k}" + "x" * 29 for k in range(6)]
    chart = LineChart(
        "Many",
        "x",
        "y",
        lines=tuple(Line(label, ((0, k), (1, k))) for k, label in enumerate(labels)),
    )
    card = card_tree(chart)
    assert card.get("viewBox") == "0 0 640 366" and card.get("height") == "366"
    assert card.find(f"{SVG}rect").get("height") == "366"
    (legend,) = [g for g in card.iter(f"{SVG}g") if g.get("class") == "bjs-plot-legend"]
    places = [entry.get("transform") for entry in legend]
    assert places == [
        "translate(72.0 314.0)",
        "translate(318.0 314.0)",  # 72 + 228 + 18
        "translate(72.0 334.0)",
        "translate(318.0 334.0)",
        "translate(72.0 354.0)",
        "translate(318.0 354.0)",
    ]


@pytest.mark.parametrize(
    ("lo", "hi", "want"),
    [
        (0, 4_000, [0, 1_000, 2_000, 3_000, 4_000]),  # 800 a tick → 1,000
        (-2, 4, [-2, 0, 2, 4]),  # 1.2 → 2
        (0, 200_000, [0, 50_000, 100_000, 150_000, 200_000]),  # 40,000 → 50,000
        (-1.27, 2.36, [-2, -1, 0, 1, 2, 3]),  # 0.726 → 1, ends rounded outwards
        (0.1, 0.2, [0.1, 0.12, 0.14, 0.16, 0.18, 0.2]),  # 0.02 → 0.02
        (1, 1, [0.9, 0.95, 1.0, 1.05, 1.1]),  # a flat line: ±10% around it, 0.04 → 0.05
    ],
)
def test_ticks_are_round_numbers_covering_the_data(lo, hi, want):
    assert nice_ticks(lo, hi) == pytest.approx(want)


@pytest.mark.parametrize(
    ("run", "exact", "message"),
    [
        (Run(rounds=0, stderr=float("inf"), trace=()), 0.01, "has 0 points"),
        # one chunk, one point: no line to draw (a run of 20,000 rounds or fewer)
        (Run(rounds=10_000, stderr=0.01, trace=((10_000, -0.005),)), 0.01, "has 1 point:"),
        (Run(rounds=2, stderr=float("inf"), trace=((1, -1.0), (2, -1.0))), 0.01, "inf"),
        (Run(), float("nan"), "nan"),
        (Run(), "0.5%", "'0.5%'"),
        (Run(), True, "not True"),  # a bool is no house edge, though Python counts it an int
    ],
)
def test_a_simulation_that_cannot_be_charted_is_refused_with_the_reason(run, exact, message):
    with pytest.raises(InvalidInputError, match=re.escape(message)):
        convergence_chart(run, exact)


def test_a_chart_with_bad_series_is_refused():
    with pytest.raises(InvalidInputError, match="has none"):
        LineChart("Empty", "x", "y")
    with pytest.raises(InvalidInputError, match=re.escape("'purple'")):
        LineChart("T", "x", "y", lines=(Line("a", ((0, 1),), "purple"),))
    with pytest.raises(InvalidInputError, match=re.escape("(1, inf)")):
        LineChart("T", "x", "y", lines=(Line("a", ((0, 1), (1, float("inf")))),))
    with pytest.raises(InvalidInputError, match="no points"):
        LineChart("T", "x", "y", bands=(Band("b", ()),))


def test_a_real_simulation_is_charted_one_point_per_chunk():
    """simulate()'s Simulation is what convergence_chart reads: one point per chunk of 20,000
    rounds, the last at the final running mean."""
    sim = simulate(40_000, "switch", seed=3, workers=1, progress=False)
    chart = convergence_chart(sim, house_edge("switch"))
    points = lines(card_tree(chart), SVG)["simulated house edge (running)"].split(" ")
    assert len(points) == len(sim.trace) == 2
    assert f"after 40,000 rounds the simulation says {sim.house_edge:.2%}" in str(chart)


def test_the_module_needs_nothing_but_the_standard_library():
    """It runs under Pyodide: drawing a chart imports no plotting, numeric or widget library."""
    code = (
        "import sys; from bjswitch_widgets.strategy.plots import LineChart, Line; "
        "LineChart('t', 'x', 'y', lines=(Line('a', ((0, 1), (1, 2))),))._repr_mimebundle_(); "
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('matplotlib', 'numpy', 'ipywidgets', 'IPython', 'altair', 'vega')); print(bad)"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, encoding="utf-8"
    )
    assert proc.returncode == 0 and proc.stdout.strip() == "[]", proc.stdout + proc.stderr


def test_lesson_07_draws_its_chart_with_this_module():
    """The lesson's simulation chart is this SVG chart: no plotting library is imported."""
    source = (ROOT / "bjswitch_widgets" / "notebooks" / "07_switch_strategy.ipynb").read_text(
        encoding="utf-8"
    )
    assert "convergence_chart(sim, exact)" in source
    assert "matplotlib" not in source
