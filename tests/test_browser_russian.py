"""The table in Russian in a real browser (issue 25): Voila started with ``BJSWITCH_LANG=ru``
serves the worked example (rules §1.12), Debian's Chromium clicks Обменять, Удвоить,
Остановиться as a learner would, and reads the outcome, the status line, a refused button's
reason and the keys' help in Russian, with no English word left on the table. Screenshots (light
and dark theme) go to test-artifacts/.

Skipped on a machine without Chromium — never under CI=true, where it fails instead.
"""

from __future__ import annotations

import importlib.util
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_helpers import ARTIFACTS, chromium, need, voila_server, write_notebook

WORKED = {"players": ["Ann"], "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]}
#: Words a Russian table may show in Latin letters: the player's name, card ranks, the keys,
#: the rules' short names of the dealer's rule, the EV.
LATIN = {"Ann", "J", "Q", "K", "A", "H", "S", "D", "P", "R", "I", "N", "W", "U", "Enter", "Tab",
         "H17", "S17", "EV"}  # fmt: skip


@pytest.fixture(params=["light", "dark"])
def russian_table(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[str, str]]:
    need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    monkeypatch.setenv("BJSWITCH_LANG", "ru")  # the server's kernels inherit it
    nb = tmp_path / "table.ipynb"
    write_notebook(
        nb,
        [
            "from bjswitch_widgets import SwitchTable",
            f"SwitchTable(scenario={json.dumps(WORKED, ensure_ascii=False)})",
        ],
    )
    theme = request.param
    with voila_server(tmp_path, nb, f"--theme={theme}") as url:
        yield url, theme


def test_1_12_worked_example_in_russian(russian_table: tuple[str, str]) -> None:
    url, theme = russian_table
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium() as browser:
        from playwright.sync_api import expect

        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(url, timeout=90_000)
        table = page.locator(".bjs-table-view")
        expect(table).to_contain_text("Ann", timeout=90_000)
        hit = page.locator("button.bjs-btn-hit")
        # Before the switch, a play decision is refused with the rule, in Russian.
        assert "оставить или обменять" in (hit.get_attribute("title") or "")
        # Each click waits for the table to show what it did: a click made while the last
        # still waits for the kernel is dropped (the fast-click rule).
        steps = (
            ("switch", "Обменять", "обменяны"),
            ("double", "Удвоить", "удвоена"),
            ("stand", "Остановиться", "Возврат"),
        )
        for name, label, shows in steps:
            button = page.locator(f"button.bjs-btn-{name}")
            expect(button).to_be_enabled(timeout=30_000)
            assert button.inner_text().strip() == label
            button.click()
            expect(table).to_contain_text(shows, timeout=30_000)
        expect(table).to_contain_text("Возврат · возвращено 2", timeout=30_000)
        text = table.inner_text()
        status = page.locator(".bjs-status-view").inner_text()
        help_text = page.locator(".bjs-keys-help-view").inner_text()
        page.screenshot(path=str(ARTIFACTS / f"table_russian_{theme}.png"), full_page=True)
        # §1.12: both hands push against the dealer's 22, 4 and 2 chips back, 6 in all.
        assert "Возврат · возвращено 4" in text and "Возврат · возвращено 2" in text
        assert text.count("22 у дилера: возврат") == 2
        assert "Круг окончен" in status and "6 фишек" in status
        assert "взять карту" in help_text and "Клавиши" in help_text
        expect(hit).to_be_disabled()
        assert "окончен" in (hit.get_attribute("title") or "")
        shown = " ".join([text, status, help_text, page.locator(".bjs-root").inner_text()])
        english = sorted({w for w in re.findall(r"[A-Za-z]+", shown) if w not in LATIN})
        assert english == [], english
        assert page.locator("html").get_attribute("lang") in (None, "", "en", "ru")


#: A key pressed on the element that has the focus, as a keyboard sends it: ``key`` is what the
#: layout types, ``code`` the physical key.
PRESS = """([key, code]) => {
    const at = document.activeElement;
    at.dispatchEvent(new KeyboardEvent('keydown', {key, code, bubbles: true, cancelable: true}));
}"""


def test_the_keys_work_with_a_russian_keyboard_layout(tmp_path: Path) -> None:
    """A Russian layout types «ц», «в», «ы» on the keys W, D, S: the table (made with
    ``lang="ru"`` in an English kernel) reads the physical key and plays Обменять, Удвоить,
    Остановиться to the §1.12 pushes."""
    need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    nb = tmp_path / "table.ipynb"
    table = (
        f"SwitchTable(scenario={json.dumps(WORKED, ensure_ascii=False)}, dealer_delay=0, lang='ru')"
    )
    write_notebook(nb, ["from bjswitch_widgets import SwitchTable", table])
    with voila_server(tmp_path, nb) as url, chromium() as browser:
        from playwright.sync_api import expect

        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(url, timeout=90_000)
        root, status = ".bjs-root-table", page.locator(".bjs-status-view")
        expect(page.locator("button.bjs-btn-switch")).to_have_text("Обменять", timeout=90_000)
        page.wait_for_selector(f"{root}[data-bjs-keys]", state="attached", timeout=30_000)
        page.locator("button.bjs-btn-keep").focus()
        steps = (
            ("ц", "KeyW", "рука 1 (жёсткие 11)"),
            ("в", "KeyD", "рука 2 (жёсткие 20)"),
            ("ы", "KeyS", "Круг окончен"),
        )
        for key, code, shows in steps:
            page.evaluate(PRESS, [key, code])
            expect(status).to_contain_text(shows, timeout=15_000)
            page.wait_for_selector(f"{root}:not([data-bjs-busy])", state="attached", timeout=10_000)
        text = page.locator(".bjs-table-view").inner_text()
        assert "Возврат · возвращено 4" in text and "Возврат · возвращено 2" in text


def test_lesson_05_in_russian_as_a_voila_app(tmp_path: Path) -> None:
    """Issue 26: the Russian learner's copy of lesson 05 as a learner opens it in Voila (no code
    in sight): its title, its prose, its questions with «Проверить», its table in Russian, no
    error on the page; a full-page screenshot goes to test-artifacts/lesson05_russian.png."""
    need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    from bjswitch_widgets.language import in_language
    from bjswitch_widgets.teaching import lessons

    with in_language("ru"):
        lessons.write("learner", tmp_path)
    ARTIFACTS.mkdir(exist_ok=True)
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("BJSWITCH_PROGRESS", raising=False)  # the file goes beside the notebook
        lesson = tmp_path / "05_worked_example.ipynb"
        with voila_server(tmp_path, lesson) as url, chromium() as browser:
            from playwright.sync_api import expect

            page = browser.new_page(viewport={"width": 1100, "height": 2600})
            page.goto(url, timeout=90_000)
            expect(page.locator(".bjs-table-view").first).to_be_visible(timeout=120_000)
            expect(page.locator(".bjs-quiz").first).to_be_visible(timeout=120_000)
            page.wait_for_timeout(1500)
            text = page.locator("body").inner_text()
            page.screenshot(path=str(ARTIFACTS / "lesson05_russian.png"), full_page=True)
    assert "Урок 05" in text and "Проверить" in text
    assert "Ответа пока нет" in text and "Traceback" not in text and "Error" not in text
    assert "Check" not in text and "No answer yet" not in text
