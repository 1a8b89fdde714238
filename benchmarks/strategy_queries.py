"""Time the exact-EV queries: hand_ev and switch_advice per query (median, after a warm-up of
the module, each query on a fresh random deal so caches do not help), and the full basic
strategy plus the house edge of a profile from a cold start (a new interpreter).

    python benchmarks/strategy_queries.py [--queries N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

from bjswitch_widgets import Shoe
from bjswitch_widgets.strategy import ev

COLD = """
import time
t = time.perf_counter()
from bjswitch_widgets.strategy import basic_strategy, house_edge
basic_strategy({p!r}); edge = house_edge({p!r})
print(time.perf_counter() - t, edge)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=300)
    args = parser.parse_args()
    shoe = Shoe(6, seed=1)
    ev.switch_advice(["5♠", "10♥"], ["10♣", "6♥"], "9♣")  # warm-up
    hand_times, switch_times = [], []
    for _ in range(args.queries):
        shoe.shuffle()
        cards = [shoe.draw() for _ in range(5)]
        ev._solver.cache_clear()
        ev._dealer.cache_clear()
        start = time.perf_counter()
        ev.hand_ev(cards[:2], cards[4])
        hand_times.append(time.perf_counter() - start)
        ev._solver.cache_clear()
        ev._dealer.cache_clear()
        start = time.perf_counter()
        ev.switch_advice(cards[:2], cards[2:4], cards[4])
        switch_times.append(time.perf_counter() - start)
    print(
        f"hand_ev:       median {statistics.median(hand_times) * 1000:.2f} ms per query "
        f"(p90 {sorted(hand_times)[int(0.9 * len(hand_times))] * 1000:.2f} ms), {args.queries} random deals, caches cleared"
    )
    print(
        f"switch_advice: median {statistics.median(switch_times) * 1000:.2f} ms per query "
        f"(p90 {sorted(switch_times)[int(0.9 * len(switch_times))] * 1000:.2f} ms)"
    )
    for profile in ("switch", "classic"):
        runs = []
        for _ in range(3):
            out = subprocess.run(
                [sys.executable, "-c", COLD.format(p=profile)],
                capture_output=True,
                text=True,
                check=True,
            ).stdout.split()
            runs.append(float(out[0]))
            edge = float(out[1])
        print(
            f"{profile}: basic strategy + house edge from a cold start: median "
            f"{statistics.median(runs):.2f} s (import included); house edge {edge:.4%}"
        )


if __name__ == "__main__":
    main()
