"""The Advisor never holds up a click (issue 15, item 3): on a running event loop it shows the
fast model's values at once (each with its stated error, "working out the exact values…") and
works the exact ones out a slice at a time between clicks; the panel then shows them. Work for a
decision that is gone stops. Without an event loop the exact values come at once. No kernel:
the loop is asyncio's, as ipykernel's and Pyodide's are."""

from __future__ import annotations

import asyncio

from bjswitch_widgets import SwitchTable
from bjswitch_widgets.strategy import exact
from bjswitch_widgets.strategy.values import MODEL_ERROR
from bjswitch_widgets.widgets.controller import TableController
from bjswitch_widgets.widgets.render import ADVISOR_PENDING

# Ann: hand 1 2♠ 3♥ (5), hand 2 10♣ 9♦ (19), up 6♦, hole 7♣ (§1.3 deal order), then small cards.
SMALL = {
    "players": ["Ann"],
    "cards": ["2♠", "10♣", "6♦", "3♥", "9♦", "7♣", "2♦", "2♣", "3♣", "4♣", "10♠", "10♥"],
}


async def _until(condition, limit: float = 60.0) -> int:  # type: ignore[no-untyped-def]
    """Let the loop run until ``condition()``; returns how many other callbacks ran meanwhile."""
    ticks = 0
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while not condition():
        assert loop.time() < deadline, "the exact values never arrived"
        ticks += 1
        await asyncio.sleep(0)
    return ticks


def test_6_2_without_an_event_loop_the_exact_values_come_at_once():
    table = TableController(scenario=SMALL, dealer_delay=0, advisor=True)
    table.act("keep")
    advice = table.advice()
    assert advice is not None and not advice.pending and advice.errors == {}


def test_on_a_running_loop_the_click_shows_estimates_then_the_exact_values():
    """Keep, and the 5 against a 6 (a hand of small cards: the slowest to value exactly) shows
    the model's values ± MODEL_ERROR and the pending note; other callbacks run while the exact
    values are worked out; then the panel shows them, each labelled exact."""

    async def play() -> None:
        exact.reset_caches()
        table = SwitchTable(scenario=SMALL, dealer_delay=0, advisor=True)
        table.play("keep")
        advice = table.controller.advice()
        assert advice is not None and advice.pending
        assert advice.errors == dict.fromkeys(advice.values, MODEL_ERROR)
        assert ADVISOR_PENDING in table._advisor.value
        before = table.controller.advice_version
        ticks = await _until(lambda: table.controller.advice_version > before)
        assert ticks > 1  # the loop ran other work between the slices
        html = table._advisor.value
        assert ADVISOR_PENDING not in html and html.count(">exact<") == 3
        done = table.controller.advice()
        assert done is not None and not done.pending and done.errors == {}

    asyncio.run(play())


def test_a_click_while_the_exact_values_are_worked_out_acts_and_the_old_work_stops():
    """§1.8: Ann hits the 5 before its exact values are ready: the hit is judged against the
    values shown (the estimates, labelled ±), the work for the 5 stops, and the next decision
    gets its own exact values."""

    async def play() -> None:
        exact.reset_caches()
        table = TableController(scenario=SMALL, dealer_delay=0, advisor=True)
        ready: list[int] = []
        table.observe(lambda change: ready.append(table.decision_id), names="advice_version")
        table.act("keep")
        advice = table.advice()
        assert advice is not None and advice.pending
        first = table.decision_id
        table.act("hit")  # draws the 2♦: 7
        assert f"±{MODEL_ERROR:g}" in table.last_cost
        assert table.round.current_hand.total == 7 and table.decision_id != first
        table.advice()  # the panel's render of the new decision
        await _until(lambda: bool(ready))
        assert ready == [table.decision_id]  # only the decision waited for now
        now = table.advice()
        assert now is not None and not now.pending

    asyncio.run(play())
