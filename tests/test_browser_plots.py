"""The lessons' charts in a real browser: Voila serves lesson 07's convergence chart (a real
simulation against the exact house edge) and Debian's Chromium (Playwright) looks at it in
Voila's light and dark themes, with no network.

* The chart is the inline SVG, drawn at its full size (640 × 360) on a wide page; the white
  card meant for untrusted notebooks stays hidden.
* It takes the theme's colours: the tick labels are dark on light and light on dark, the
  simulated line is JupyterLab's brand blue of that theme.
* Nothing is clipped or piled up: every text lies inside the chart, no two legend entries
  overlap, no tick label overlaps the next.
* Nothing leaves 127.0.0.1 because of the chart: every other request is refused and recorded.
  Voila's own page template (voila/templates/lab/index.html.j2) links two FontAwesome
  stylesheets from a CDN whatever the notebook holds, so a refused request is allowed only for a
  ``<link>`` or ``<script>`` of the page itself, outside every output.

Why SVG and not Vega-Lite: Voila 0.5 renders a ``application/vnd.vegalite.v5+json`` output and
then prints "Javascript Error: e.setData is not a function" under it (its output model cannot
store the PNG the Vega renderer makes after drawing).

Screenshots: test-artifacts/plots_convergence_{light,dark}.png. Skipped on a machine without
Chromium — never under CI=true, where it fails instead.
"""

from __future__ import annotations

import importlib.util
import itertools
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlparse

import pytest
from browser_helpers import ARTIFACTS, need, voila_server, write_notebook

CHART = [
    "from bjswitch_widgets.strategy import convergence_chart, house_edge, simulate\n"
    "sim = simulate(100_000, 'switch', seed=2026, workers=1, progress=False)\n"
    "convergence_chart(sim, house_edge('switch'))",
]
#: What the page shows of the chart: sizes, colours and every text's box from the chart's
#: top left corner (CSS pixels: the chart is drawn at its full size, one per SVG unit).
LOOK_JS = """() => {
  const svg = document.querySelector('.bjs-plot svg');
  const card = document.querySelector('.bjs-plot img.bjs-plot-card');
  const box = svg.getBoundingClientRect();
  const line = svg.querySelector('polyline.bjs-plot-line');
  const tick = svg.querySelectorAll('text')[1];
  const boxOf = (t) => { const b = t.getBoundingClientRect();
    return {text: t.textContent, x: b.x - box.x, y: b.y - box.y, w: b.width, h: b.height}; };
  return {
    width: box.width, height: box.height,
    card: getComputedStyle(card).display,
    lineColour: getComputedStyle(line).stroke,
    tickColour: getComputedStyle(tick).fill,
    background: getComputedStyle(document.body).backgroundColor,
    texts: [...svg.querySelectorAll('text')].map(boxOf),
    legend: [...svg.querySelectorAll('.bjs-plot-legend text')].map(boxOf),
    ticks: [...svg.querySelectorAll('text[text-anchor="middle"]')]
      .filter((t) => !t.getAttribute('font-size')).map(boxOf),
  };
}"""

#: Every address the page itself (not an output) links a stylesheet or a script from.
PAGE_LINKS_JS = """() => [...document.querySelectorAll('link[href], script[src]')]
  .filter((e) => !e.closest('.jp-OutputArea')).map((e) => e.href || e.src)"""

#: JupyterLab's --jp-brand-color1 in each theme (blue 700 light, blue 500 dark).
BRAND = {"light": "rgb(25, 118, 210)", "dark": "rgb(33, 150, 243)"}


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One Voila server for the chart's notebook (``?theme=dark`` for the dark theme)."""
    need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    tmp = tmp_path_factory.mktemp("plots")
    write_notebook(tmp / "chart.ipynb", CHART)
    with voila_server(tmp, tmp) as url:
        yield url + "voila/render/"


def _open(browser: Any, url: str, ready: str) -> tuple[Any, list[tuple[str, str]]]:
    """The page at ``url`` once ``ready`` shows, with every request that did not go to
    127.0.0.1 refused and listed as (resource type, URL)."""
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1000, "height": 800})
    refused: list[tuple[str, str]] = []

    def local_only(route: Any) -> None:
        request = route.request
        if urlparse(request.url).hostname == "127.0.0.1":
            route.continue_()
        else:
            refused.append((request.resource_type, request.url))
            route.abort()

    page.route("**/*", local_only)
    page.goto(url, timeout=90_000)
    expect(page.locator(ready).first).to_be_visible(timeout=90_000)
    page.wait_for_load_state("networkidle", timeout=30_000)
    return page, refused


def _overlap(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return (
        a["x"] < b["x"] + b["w"]
        and b["x"] < a["x"] + a["w"]
        and a["y"] < b["y"] + b["h"]
        and b["y"] < a["y"] + a["h"]
    )


def _luminance(rgb: str) -> float:
    r, g, b = (int(v) / 255 for v in rgb[rgb.index("(") + 1 : rgb.index(")")].split(",")[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_convergence_chart_renders_offline_in_voila(
    voila: str, browser: Any, theme: str
) -> None:
    """Lesson 07's chart: drawn, readable in the theme, nothing clipped, nothing fetched."""
    page, refused = _open(browser, f"{voila}chart.ipynb?theme={theme}", ".bjs-plot svg")
    try:
        look = page.evaluate(LOOK_JS)
        page.locator(".bjs-plot").screenshot(path=str(ARTIFACTS / f"plots_convergence_{theme}.png"))
        text = page.locator(".bjs-plot").inner_text()
        page_links = set(page.evaluate(PAGE_LINKS_JS))
    finally:
        page.close()
    assert look["width"] == pytest.approx(640) and look["height"] == pytest.approx(360)
    assert look["card"] == "none"  # trusted output: the inline chart, not the fallback card
    assert "exact ± 3 standard errors" in text and "rounds played" in text
    # The theme's colours: dark ink on the light page, light ink on the dark one.
    assert look["lineColour"] == BRAND[theme]
    ink, paper = _luminance(look["tickColour"]), _luminance(look["background"])
    assert (ink < 0.2 and paper > 0.8) if theme == "light" else (ink > 0.8 and paper < 0.2)
    # Nothing clipped: every text inside the 640 × 360 chart; nothing piled up.
    outside = [
        t["text"]
        for t in look["texts"]
        if t["x"] < 0 or t["y"] < 0 or t["x"] + t["w"] > 640 or t["y"] + t["h"] > 360
    ]
    assert outside == []
    legend, ticks = look["legend"], look["ticks"]
    assert len(legend) == 3
    assert not [
        (a["text"], b["text"]) for a in legend for b in legend if a is not b and _overlap(a, b)
    ]
    assert not [(a["text"], b["text"]) for a, b in itertools.pairwise(ticks) if _overlap(a, b)]
    # Nothing fetched for the chart: what was refused, Voila's page template asked for.
    assert {url for _, url in refused} <= page_links, (refused, page_links)
    assert {kind for kind, _ in refused} <= {"stylesheet"}, refused
