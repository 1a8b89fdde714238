"""Full `switch` rounds per second through the public engine, with a fixed simple policy.

Plays one seat (and, for comparison, six seats) of full rounds — deal, switch choice, play,
dealer, settlement — with the built-in simple strategy, in a Session-like loop that shuffles the
whole shoe before every round. Prints the median of several timed repeats, with the event log
on (as the table uses it) and off (lean mode, as simulations use it).

    python benchmarks/engine_rounds.py [--rounds N] [--repeats K]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bjswitch_widgets import Round, Shoe
from bjswitch_widgets.strategy import simple_policy


def play(rounds: int, seats: int, log: bool, seed: int = 1) -> float:
    """Play ``rounds`` full rounds; return the seconds taken."""
    names = [f"P{i}" for i in range(1, seats + 1)]
    shoe = Shoe(6, rng=random.Random(seed))
    start = time.process_time()
    for _ in range(rounds):
        r = Round("switch", names, shoe=shoe, log=log)
        while not r.is_over:
            r.apply(simple_policy(r))
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20_000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    play(2_000, 1, False)  # warm-up
    for seats in (1, 6):
        for log in (False, True):
            times = [play(args.rounds, seats, log, seed=k) for k in range(args.repeats)]
            rate = args.rounds / statistics.median(times)
            mode = "log on " if log else "lean   "
            print(
                f"switch, {seats} seat{'s' if seats > 1 else ' '}, {mode}: "
                f"{rate:10,.0f} rounds/s  (median of {args.repeats} × {args.rounds:,} rounds, one core)"
            )


if __name__ == "__main__":
    main()
