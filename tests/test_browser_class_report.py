"""The class report's page in a real browser (issue 28): Debian's Chromium (Playwright) opens the
page ``class-report`` writes for the class of tests/class_helpers.py, in English and in Russian,
with names and with them hidden.

* On a laptop's width and on a phone's (390 px) nothing sticks out sideways.
* Each § in the tables leads to that section of the rules, quoted on the page: following the
  link scrolls the rule into view.
* Printed on A4 (Chromium's PDF), nothing is wider than the printable width (A4 less 12 mm
  margins), and the PDF has pages with text on them.
* axe-core finds no violation of impact moderate or above (the audit of test_browser_a11y).
* Nothing is fetched: every request but the page file itself is refused and reported.

Screenshots: test-artifacts/class_report_<lang>_<width>.png and the A4 PDF.
Skipped on a machine without Chromium or axe-core, never under CI=true, where it fails instead.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, chromium, files_only, need
from class_helpers import make_class
from test_browser_a11y import AXE, FAILING, RUN_AXE
from test_browser_handout import pdf_facts

from bjswitch_widgets.__main__ import main

MM = 96 / 25.4
#: A4's width less 12 mm margins, in CSS pixels.
PRINTABLE = (210 - 24) * MM

WIDE_JS = """() => {
  const out = [];
  const right = document.documentElement.clientWidth;
  for (const el of document.querySelectorAll('main *')) {
    const r = el.getBoundingClientRect();
    if (r.width && r.right > right + 0.5) out.push(el.tagName + '.' + el.className);
  }
  return { wide: out.slice(0, 5),
           scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth };
}"""


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The report as the command writes it: English, Russian, and English with names hidden."""
    root = tmp_path_factory.mktemp("class")
    folder = make_class(root)
    out = {}
    for name, extra in (("en", []), ("ru", ["--lang", "ru"]), ("hidden", ["--hide-names"])):
        out[name] = root / f"report-{name}.html"
        assert main(["class-report", str(out[name]), str(folder), *extra]) == 0
    return out


def _open(browser: Any, path: Path, width: int) -> tuple[Any, list[str]]:
    page = browser.new_page(viewport={"width": width, "height": 900})
    refused = files_only(page)
    page.goto(path.as_uri())
    return page, refused


@pytest.mark.parametrize("which", ["en", "ru", "hidden"])
def test_the_page_reads_at_every_width_and_prints_on_a4(pages: dict[str, Path], which: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        for width in (1280, 390):
            page, refused = _open(browser, pages[which], width)
            got = page.evaluate(WIDE_JS)
            assert got["wide"] == [] and got["scroll"] <= 0, f"{which} at {width}px: {got}"
            page.screenshot(path=str(ARTIFACTS / f"class_report_{which}_{width}.png"))
            assert refused == [], refused
            page.close()
        # printed, the page is as wide as A4 less its margins: nothing may be wider
        page, refused = _open(browser, pages[which], round(PRINTABLE))
        page.emulate_media(media="print")
        got = page.evaluate(WIDE_JS)
        assert got["wide"] == [] and got["scroll"] <= 0, f"{which} on A4: {got}"
        pdf = page.pdf(format="A4", margin={"top": "12mm", "bottom": "12mm"})
        pages_in_pdf, count, shows = pdf_facts(pdf)
        assert pages_in_pdf == count >= 2 and shows > 100, (pages_in_pdf, count, shows)
        (ARTIFACTS / f"class_report_{which}_A4.pdf").write_bytes(pdf)
        assert refused == []


def test_each_rules_link_scrolls_its_rule_into_view(pages: dict[str, Path]) -> None:
    with chromium() as browser:
        page, _refused = _open(browser, pages["en"], 1280)
        links = page.locator("main table a[href^='#rule-']")
        assert links.count() >= 5
        link = links.first
        target = link.get_attribute("href")
        assert target is not None
        link.click()
        page.wait_for_function(f"() => location.hash === {target!r}")
        box = page.locator(f"[id='{target[1:]}']").bounding_box()
        assert box is not None and 0 <= box["y"] < 900, box


@pytest.mark.parametrize("which", ["en", "ru"])
def test_the_page_has_no_accessibility_violation(pages: dict[str, Path], which: str) -> None:
    need(AXE.is_file(), f"axe-core is not installed: npm ci --prefix {AXE.parents[2]}")
    with chromium() as browser:
        page, _refused = _open(browser, pages[which], 1280)
        page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
        found = [v for v in page.evaluate(RUN_AXE) if v["impact"] in FAILING]
        assert found == [], found
