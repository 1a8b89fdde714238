"""Server-side time of one click at a table with the Advisor on: the decision applied and the
Advisor's values for the next decision worked out (what the panel shows), as a learner plays.

Seeded rounds at the switch table, one seat, every decision the Advisor's best. Three ways in
one run, each from cold caches:

* the fast model only (the Advisor before exact values; ``hand_ev(..., exact=False)``);
* exact values with no event loop (plain Python: each click waits for them);
* exact values on a running event loop, as in a kernel or JupyterLite: a click waits at most one
  slice (``widgets.advising.SLICE``); the rest is worked out between clicks (a learner who
  clicks every 0.3 s), and the figure counts how often it was ready before the next click.

    python benchmarks/advisor_click.py [--rounds N]
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import time
from collections.abc import Iterator
from contextlib import contextmanager

from timing import summary

from bjswitch_widgets.strategy import advisor, exact
from bjswitch_widgets.strategy.ev import hand_ev
from bjswitch_widgets.widgets.controller import TableController


@contextmanager
def fast_model_only() -> Iterator[None]:
    original = advisor.hand_ev
    advisor.hand_ev = functools.partial(hand_ev, exact=False)  # type: ignore[assignment]
    try:
        yield
    finally:
        advisor.hand_ev = original  # type: ignore[assignment]


def _choice(table: TableController) -> str:
    advice = table.advice()
    if advice is not None and advice.phase != "insurance":
        return advice.best
    legal = [str(a) for a in table.round.legal_actions()]
    return next((a for a in legal if a.startswith("insure") and a.endswith(" 0")), legal[0])


def click(table: TableController, choice: str) -> float:
    """One click: the decision, then the Advisor's values for the next one (the render)."""
    start = time.perf_counter()
    table.act(choice)
    table.advice()
    return time.perf_counter() - start


def tables(rounds: int) -> Iterator[TableController]:
    for seed in range(rounds):
        table = TableController(
            scenario={"players": ["You"], "seed": 1000 + seed}, dealer_delay=0, advisor=True
        )
        table.advice()
        yield table


def play_plain(rounds: int) -> list[float]:
    exact.reset_caches()
    times = []
    for table in tables(rounds):
        while table.advice() is not None:
            times.append(click(table, _choice(table)))
    return times


async def play_on_a_loop(rounds: int, pause: float) -> tuple[list[float], int, int]:
    exact.reset_caches()
    times, ready, decisions = [], 0, 0
    for table in tables(rounds):
        await asyncio.sleep(pause)
        while table.advice() is not None:
            decisions += 1
            shown = table.advice()
            ready += shown is not None and not shown.pending
            times.append(click(table, _choice(table)))
            await asyncio.sleep(pause)
    return times, ready, decisions


def _figures(times: list[float]) -> str:
    return summary(times, mean=False, counted="clicks")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=150)
    parser.add_argument("--pause", type=float, default=0.3, help="seconds between clicks")
    args = parser.parse_args()
    with fast_model_only():
        model = play_plain(args.rounds)
    plain = play_plain(args.rounds)
    looped, ready, decisions = asyncio.run(play_on_a_loop(args.rounds, args.pause))
    print(f"Advisor on, {args.rounds} rounds at the switch table, the Advisor's best each click:")
    print(f"  fast model only (before):          {_figures(model)}")
    print(f"  exact, no event loop (waits):      {_figures(plain)}")
    print(f"  exact, on an event loop (sliced):  {_figures(looped)}")
    print(
        f"    exact values ready before the next click for {ready} of {decisions} decisions "
        f"({args.pause:.1f} s between clicks)"
    )
    extra = sorted(looped)[-1] - sorted(model)[-1]
    print(f"    slowest click, sliced, minus slowest before: {extra * 1000:+.0f} ms")


if __name__ == "__main__":
    main()
