"""An axe-core audit of the lessons' Voila pages (issue 24): a lesson page with questions and
the table (00_start_here), one with questions and the trainer (09_practice) and the dealer's
table (09b_the_dealers_chair), learner's
copies, in JupyterLab's light and dark themes, each audited as it loads and again after a
question was answered wrong (its hint showing) and a move was made at the table or the trainer;
and the final assessment (10_final_assessment) with its questions shown and after a Hand in
that names the blank answers. No violation of impact moderate or above is allowed.

axe-core (npm ``axe-core``, pinned in tests/axe/package-lock.json) is injected by Playwright
into the page; .ci/run installs it with ``npm ci --prefix tests/axe`` — nothing is fetched at
test time. Without it (or without Chromium) the test is skipped on a laptop and fails under
CI=true.

The same pages ask nothing of another host (issue 24, item 5): every request that does not go
to 127.0.0.1 is refused and recorded, and none may be. Voila's own template links FontAwesome
from a CDN; the lessons name the package's Voila template (share/jupyter/voila/templates/
bjswitch), which leaves those links out — FontAwesome still works, from Voila's own bundle.

Screenshots: test-artifacts/a11y_<lesson>_<theme>.png (1280 × 900, after the moves).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from browser_helpers import ARTIFACTS, chromium, need, voila_server

from bjswitch_widgets.teaching import lessons

#: axe-core as npm installs it from tests/axe/package-lock.json.
AXE = Path(__file__).resolve().parent / "axe" / "node_modules" / "axe-core" / "axe.min.js"
#: The impacts that fail the audit (axe-core's "minor" is reported, not failed).
FAILING = ("moderate", "serious", "critical")
#: Runs axe-core on the whole page; gives each violation with the elements it names.
RUN_AXE = """async () => {
  const result = await axe.run(document, { resultTypes: ["violations"] });
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(" "), html: n.html.slice(0, 200) })),
  }));
}"""
#: FontAwesome's glyph font as the page applies it (Voila's bundle carries its CSS and fonts).
FONT_AWESOME = """() => {
  const icon = document.createElement("i");
  icon.className = "fa fa-check";
  document.body.appendChild(icon);
  const family = getComputedStyle(icon).fontFamily;
  const glyph = getComputedStyle(icon, "::before").content;
  icon.remove();
  return { family, glyph };
}"""


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Any]]:
    """Voila serving the learner's copies (their folder), and Chromium."""
    need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    need(AXE.is_file(), f"axe-core is not installed: npm ci --prefix {AXE.parents[2]}")
    folder = tmp_path_factory.mktemp("a11y")
    lessons.write("learner", folder)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("BJSWITCH_PROGRESS", str(folder / "progress.json"))
        with voila_server(folder, folder) as base, chromium() as browser:
            yield base + "voila/render/", browser


def _open(
    browser: Any, url: str, ready: tuple[str, ...] = (".bjs-quiz", ".bjs-root button:visible")
) -> tuple[Any, list[str], list[str]]:
    """The page at ``url`` once it shows ``ready`` (a question, a table's buttons), with every request that did not go to
    127.0.0.1 refused and listed, and the console's errors about resources listed too."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    refused: list[str] = []
    failed: list[str] = []

    def local_only(route: Any) -> None:
        if urlparse(route.request.url).hostname == "127.0.0.1":
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort()

    page.on(
        "console",
        lambda m: failed.append(m.text) if "Failed to load resource" in m.text else None,
    )
    page.route("**/*", local_only)
    page.goto(url, wait_until="commit", timeout=180_000)
    for selector in ready:
        page.locator(selector).first.wait_for(timeout=180_000)
    page.wait_for_load_state("networkidle", timeout=60_000)
    return page, refused, failed


def _audit(page: Any, when: str) -> list[str]:
    """axe-core's violations of impact moderate or above, one line each (rule, impact, how
    many elements, the first ones)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    found = page.evaluate(RUN_AXE)
    return [
        f"{when}: {v['id']} ({v['impact']}, {len(v['nodes'])}×: {v['help']}) at "
        + "; ".join(f"{n['target']} = {n['html']}" for n in v["nodes"][:3])
        for v in found
        if v["impact"] in FAILING
    ]


def _answer_wrong(page: Any) -> None:
    """The first question answered with a wrong choice (or a wrong number), from the keyboard
    for a typed one: its hint shows."""
    quiz = page.locator(".bjs-quiz").first
    feedback = quiz.locator(".bjs-quiz-feedback [role=status]")
    radios = quiz.get_by_role("radio")
    if radios.count():
        radios.last.check()
        quiz.get_by_role("button", name="Check").click()
    else:
        box = quiz.get_by_role("textbox")
        box.fill("hard 7")
        box.press("Enter")
    page.wait_for_function(
        "el => !el.innerText.includes('No answer yet')", arg=feedback.element_handle()
    )


def _move(page: Any) -> None:
    """A decision at the first table or trainer with one enabled: its first enabled button."""
    decision = "button[class*='bjs-btn-']:visible:enabled"
    root = page.locator(".bjs-root").filter(has=page.locator(decision)).first
    root.locator(decision).first.click()
    page.wait_for_timeout(1500)  # the table's (or the trainer's) next render


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("lesson", ["00_start_here", "09_practice", "09b_the_dealers_chair"])
def test_a_lesson_page_has_no_accessibility_violation(
    voila: tuple[str, Any], lesson: str, theme: str
) -> None:
    """axe-core finds nothing of impact moderate or above, as the page loads and after a wrong
    answer and a move; nothing is asked of another host; FontAwesome still works."""
    base, browser = voila
    page, refused, failed = _open(browser, f"{base}{lesson}.ipynb?theme={theme}")
    try:
        found = _audit(page, "as loaded")
        icons = page.evaluate(FONT_AWESOME)
        _answer_wrong(page)
        _move(page)
        found += _audit(page, "after a wrong answer and a move")
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"a11y_{lesson}_{theme}.png"))
    finally:
        page.close()
    assert not found, "\n".join(found)
    assert not refused, f"the page asked another host for {refused}"
    assert not failed, failed
    assert "Font Awesome" in icons["family"] and icons["glyph"] not in ("", "none"), icons


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_assessment_page_has_no_accessibility_violation(
    voila: tuple[str, Any], theme: str
) -> None:
    """The assessment's notes are said in its two live regions, each kept while its text
    changes; its choices are radiogroups named by their question; axe-core finds nothing of
    impact moderate or above with the questions shown and after Hand in named the blanks."""
    base, browser = voila
    page, refused, failed = _open(
        browser, f"{base}10_final_assessment.ipynb?theme={theme}", (".bjs-assessment button",)
    )
    try:
        exam = page.locator(".bjs-assessment")
        live = exam.locator("[role=status]")
        assert live.count() == 2  # the note under the name, and what Hand in says
        live.evaluate_all("all => all.forEach((el) => { el.bjsMark = true; })")
        exam.get_by_role("textbox", name="Your name").fill("Ada")
        exam.get_by_role("button", name="Start", exact=True).click()
        exam.locator(".bjs-assessment-item").nth(11).wait_for(timeout=60_000)
        page.wait_for_function(
            "el => el.innerText.includes('for Ada')", arg=live.first.element_handle()
        )
        assert exam.get_by_role("radiogroup", name="Question").count() >= 1
        found = _audit(page, "questions shown")
        exam.get_by_role("button", name="Hand in").click()
        page.wait_for_function(
            "el => el.innerText.includes('no answer yet')", arg=live.nth(1).element_handle()
        )
        assert live.evaluate_all("all => all.every((el) => el.bjsMark === true)")  # kept
        found += _audit(page, "after Hand in named the blanks")
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"a11y_10_final_assessment_{theme}.png"))
    finally:
        page.close()
    assert not found, "\n".join(found)
    assert not refused and not failed, (refused, failed)
