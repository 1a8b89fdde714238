"""Full `switch` rounds per second through the public engine, with a fixed simple policy.

Plays full rounds — deal, insurance, peek, keep/switch, play, dealer, settlement — in a loop that
shuffles the whole shoe before every round, through the public API only (Round, legal_actions,
apply). The fixed policy: decline insurance, keep, hit below 17, stand. Also timed: the table's
built-in simple strategy (which also switches, doubles and splits), six seats, and the event log
on (as the table uses it) or off (lean mode, as simulations use it). Prints medians of repeats.

    python benchmarks/engine_rounds.py [--rounds N] [--repeats K]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bjswitch_widgets import Action, Phase, Round, Shoe
from bjswitch_widgets.strategy import simple_policy

KEEP, HIT, STAND = Action.parse("keep"), Action.parse("hit"), Action.parse("stand")


def fixed_policy(r: Round) -> Action:
    """Decline insurance, keep, hit below 17, stand."""
    if r.phase is Phase.INSURANCE:
        return r.legal_actions()[0]
    if r.phase is Phase.SWITCH:
        return KEEP
    hand = r.current_hand
    assert hand is not None
    return HIT if hand.total < 17 else STAND


def play(rounds: int, seats: int, log: bool, seed: int = 1, policy=fixed_policy) -> float:
    """Play ``rounds`` full rounds; return the seconds taken."""
    names = [f"P{i}" for i in range(1, seats + 1)]
    shoe = Shoe(6, rng=random.Random(seed))
    start = time.process_time()
    for _ in range(rounds):
        r = Round("switch", names, shoe=shoe, log=log)
        while not r.is_over:
            r.apply(policy(r))
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20_000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    play(2_000, 1, False)  # warm-up
    for label, policy in (("fixed policy ", fixed_policy), ("simple_policy", simple_policy)):
        for seats in (1, 6):
            for log in (False, True):
                times = [
                    play(args.rounds, seats, log, seed=k, policy=policy)
                    for k in range(args.repeats)
                ]
                rate = args.rounds / statistics.median(times)
                mode = "log on " if log else "lean   "
                print(
                    f"switch, {label}, {seats} seat{'s' if seats > 1 else ' '}, {mode}: "
                    f"{rate:10,.0f} rounds/s  (median of {args.repeats} × {args.rounds:,} rounds, "
                    "one core)"
                )


if __name__ == "__main__":
    main()
