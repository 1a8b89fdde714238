"""Undo at a free-play table, in a real browser (issue 21): Voila serves a shuffled one-round
table, Chromium keeps, hits, undoes and hits again. The card the first hit showed is shuffled
back among the unseen cards, so the second hit deals the card the shoe's seed gives next — the
cards shown before the hit stay where they were. The Undo button's tooltip says so. Screenshots
(light, and dark on a phone-sized window) are saved to test-artifacts/.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, need, voila_server, write_notebook

from bjswitch_widgets.cards import card_name
from bjswitch_widgets.widgets.controller import TableController

ROOT = ".bjs-root-table"
STATUS = ".bjs-status-view"
TABLE = ".bjs-table-view"


def _a_table_where_undo_changes_the_hit() -> tuple[int, str, str, list[str]]:
    """A seed whose table (as the lesson makes it) hits a different card after the undo: the
    seed, the first hit's card, the second's, and the cards dealt before (their names)."""
    for seed in range(1, 200):
        table = TableController(["Ann"], rounds=1, seed=seed, dealer_delay=0)
        if table.phase != "switch":
            continue
        table.play("keep")
        if not table.session.current.is_legal("hit"):
            continue
        seen = len(table.session.current.cards_drawn)
        table.play("hit")
        if table.session.current.is_over:
            continue
        first = table.session.current.cards_drawn[seen]
        table.undo()
        table.play("hit")
        drawn = table.session.current.cards_drawn
        before = [card_name(c) for c in drawn[:seen]]
        names = card_name(first), card_name(drawn[seen])
        if names[0] != names[1] and not set(names) & set(before):
            return seed, *names, before
    raise AssertionError("no seed of 1-199 gives such a table")


SEED, FIRST, SECOND, BEFORE = _a_table_where_undo_changes_the_hit()


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    tmp = tmp_path_factory.mktemp("voila-undo")
    nb = tmp / "table.ipynb"
    write_notebook(
        nb,
        [
            "from bjswitch_widgets import SwitchTable",
            f"SwitchTable(['Ann'], rounds=1, seed={SEED}, dealer_delay=0.2)",
        ],
    )
    with voila_server(tmp, nb) as url:
        yield url


def _labels(page: Any) -> list[str]:
    return list(
        page.eval_on_selector_all(
            f"{TABLE} [aria-label]", "els => els.map((e) => e.getAttribute('aria-label'))"
        )
    )


def _after(page: Any, control: str) -> None:
    """Click ``control`` and wait for the kernel's answer (the table is busy until then)."""
    page.locator(f"button.bjs-btn-{control}").click()
    page.wait_for_timeout(300)
    page.wait_for_selector(f"{ROOT}:not([data-bjs-busy])", state="attached", timeout=15_000)


@pytest.mark.parametrize(
    ("theme", "width"), [("light", 1100), ("dark", 400)], ids=["light-wide", "dark-phone"]
)
def test_an_undone_hit_deals_afresh_and_keeps_what_was_seen(
    browser: Any, voila_url: str, theme: str, width: int
) -> None:
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": width, "height": 900})
    try:
        url = voila_url + ("?theme=dark" if theme == "dark" else "")
        page.goto(url, timeout=90_000)
        expect(page.locator("button.bjs-btn-keep")).to_be_enabled(timeout=90_000)
        page.wait_for_selector(f"{ROOT}[data-bjs-keys]", state="attached", timeout=30_000)
        _after(page, "keep")
        _after(page, "hit")
        assert FIRST in _labels(page)
        undo = page.locator("button.bjs-btn-undo")
        assert "shuffled back" in (undo.get_attribute("title") or "")
        _after(page, "undo")
        assert FIRST not in _labels(page)  # back among the unseen cards
        _after(page, "hit")
        shown = _labels(page)
        assert SECOND in shown and FIRST not in shown
        # every card shown before the hit is still on the table (the last dealt, the hole
        # card, is face down)
        assert all(name in shown for name in BEFORE[:-1])
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"undo_free_play_{theme}.png"), full_page=True)
        assert "not legal" not in page.locator(ROOT).inner_text()
    finally:
        page.close()
