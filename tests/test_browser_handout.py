"""The printable handouts in a real browser: Debian's Chromium (Playwright) opens every page of
every table from the folder ``handout OUT`` writes, in English and in Russian (whose sentences run
longer), and prints it to PDF on A4 and on US Letter.

* Each PDF has exactly one page (the page objects counted, inside object streams too, and the
  page tree's /Count) and real text on it (text-showing operators and an embedded font).
* Printed, the sheet fits the smaller printable area of the two (A4 width and Letter height less
  12 mm margins: 186 × 255 mm), nothing sticks out sideways, no text is below 8.5 pt, and no
  column of the rules ends with a step's heading whose lines are in the next.
* A black-and-white page computes to greys only: text, backgrounds, borders and stripes.
* Nothing is fetched: every request but the page file itself is refused and reported.

test-artifacts/ gets the switch chart as a PDF and screenshots of two pages, in each language.
Skipped on a machine without Chromium — never under CI=true, where it fails instead.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, chromium, files_only

from bjswitch_widgets.language import in_language
from bjswitch_widgets.teaching.handout import write

LANGUAGES = ("en", "ru")
NAMES = ("switch", "classic", "online_switch", "jack_switch")
KINDS = ("rules", "rules-bw", "chart", "chart-bw")
MM = 96 / 25.4  # CSS pixels per millimetre
#: The printable area both papers share with 12 mm margins: A4's width, Letter's height.
WIDTH_MM, HEIGHT_MM = 210 - 24, 279.4 - 24

MEASURE_JS = """() => {
  const sheet = document.querySelector('.sheet').getBoundingClientRect();
  const small = [];
  const wide = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.width && r.right > sheet.right + 0.5) wide.push(el.tagName + '.' + el.className);
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (own && parseFloat(getComputedStyle(el).fontSize) < 8.5 * 96 / 72 - 0.01)
      small.push(el.tagName + ': ' + el.textContent.trim().slice(0, 30));
  }
  const stranded = [...document.querySelectorAll('.step h2')].filter((h) =>
    h.getBoundingClientRect().left !== h.nextElementSibling.getBoundingClientRect().left
  ).map((h) => h.textContent);
  return { width: sheet.width, height: sheet.height, wide, small, stranded,
           scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
           text: document.querySelector('main').innerText };
}"""

#: Every colour the browser computed on the page that is not a grey (red, green, blue unequal).
NOT_GREY_JS = """() => {
  const props = ['color', 'background-color', 'border-top-color', 'border-right-color',
                 'border-bottom-color', 'border-left-color', 'background-image'];
  const out = [];
  for (const el of [document.documentElement, ...document.querySelectorAll('*')]) {
    const cs = getComputedStyle(el);
    for (const p of props) {
      for (const m of cs.getPropertyValue(p).matchAll(/rgba?\\(([^)]*)\\)/g)) {
        const [r, g, b] = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
        if (!(r === g && g === b)) out.push(`${el.tagName}.${el.className} ${p}: ${m[0]}`);
      }
    }
  }
  return out;
}"""


def pdf_facts(data: bytes) -> tuple[int, int, int]:
    """A PDF's page objects, its page tree's /Count and its text-showing operators, read in the
    file and in every Flate stream (object streams may hold the page objects)."""
    chunks = [data]
    for match in re.finditer(rb"stream\r?\n(.*?)endstream", data, re.S):
        try:
            chunks.append(zlib.decompress(match.group(1)))
        except zlib.error:
            continue
    pages = sum(len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", c)) for c in chunks)
    count = max(int(n) for c in chunks for n in re.findall(rb"/Count\s+(\d+)", c))
    shows = sum(len(re.findall(rb"(?:\)|>|\])\s*T[Jj]\b", c)) for c in chunks[1:])
    return pages, count, shows


def test_pdf_facts_count_what_they_say() -> None:
    """The counter itself, on a hand-made two-page PDF skeleton (no browser needed)."""
    two = (
        b"1 0 obj << /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >> endobj\n"
        b"2 0 obj << /Type /Page /Parent 1 0 R >> endobj\n"
        b"3 0 obj << /Type /Page /Parent 1 0 R >> endobj\n"
        b"4 0 obj << /Length 20 /Filter /FlateDecode >> stream\n"
        + zlib.compress(b"BT (Ann) Tj [(Ben)] TJ ET")
        + b"\nendstream endobj\n"
    )
    assert pdf_facts(two) == (2, 2, 2)


@pytest.fixture(scope="module", params=LANGUAGES)
def folder(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The handouts as ``handout OUT`` writes them, in one language (the folder's name)."""
    out = tmp_path_factory.mktemp("handouts") / request.param
    with in_language(request.param):
        write(out)
    return out


def check_page(page: Any, path: Path, refused: list[str]) -> None:
    """Open one handout, print it on A4 and Letter, and check what the module docstring says."""
    page.emulate_media(media="print")
    page.goto(path.as_uri())
    got = page.evaluate(MEASURE_JS)
    name = path.name
    assert got["width"] <= WIDTH_MM * MM + 0.5, f"{name}: {got['width'] / MM:.1f} mm wide"
    assert got["height"] <= HEIGHT_MM * MM, f"{name}: {got['height'] / MM:.1f} mm tall"
    assert got["wide"] == [] and got["scroll"] <= 0, f"{name} sticks out: {got['wide'][:5]}"
    assert got["small"] == [], f"{name} has text under 8.5 pt: {got['small'][:5]}"
    assert got["stranded"] == [], f"{name} ends a column with a heading: {got['stranded']}"
    assert "bjswitch_widgets" in got["text"] and len(got["text"]) > 800, name
    if name.endswith("-bw.html"):
        assert page.evaluate(NOT_GREY_JS) == [], f"{name} is not all greys"
    for paper in ("A4", "Letter"):
        pages, count, shows = pdf_facts(page.pdf(format=paper))
        assert (pages, count) == (1, 1), f"{name} on {paper}: {pages} page objects, /Count {count}"
        assert shows > 100, f"{name} on {paper}: only {shows} pieces of text"
    assert refused == [], f"{name} asked for {refused}"


def test_every_page_prints_on_one_page_of_a4_and_of_letter(folder: Path) -> None:
    language = folder.name
    assert f'<html lang="{language}">' in (folder / "switch-rules.html").read_text("utf-8")
    with chromium() as browser:
        page = browser.new_page(viewport={"width": 900, "height": 1200}, device_scale_factor=2)
        refused = files_only(page)
        for name in NAMES:
            for kind in KINDS:
                check_page(page, folder / f"{name}-{kind}.html", refused)
        ARTIFACTS.mkdir(exist_ok=True)
        page.goto((folder / "switch-chart.html").as_uri())
        suffix = "" if language == "en" else f"_{language}"
        (ARTIFACTS / f"handout_switch-chart_A4{suffix}.pdf").write_bytes(page.pdf(format="A4"))
        page.emulate_media(media="screen")
        for shot in ("switch-chart", "jack_switch-rules-bw"):
            page.goto((folder / f"{shot}.html").as_uri())
            page.locator(".sheet").screenshot(path=str(ARTIFACTS / f"handout_{shot}{suffix}.png"))
