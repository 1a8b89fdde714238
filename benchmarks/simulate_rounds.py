"""Simulation speed: full `switch` rounds per second with simulate() on both cores, and the
ratio against Gymnasium's Blackjack-v1 episodes per second measured in the same run with a
comparable simple policy (one hand, hit below 17 else stick, infinite deck).

    python benchmarks/simulate_rounds.py [--rounds N]

Gymnasium is optional (pip install gymnasium, or the package's [bench] extra).
"""

from __future__ import annotations

import argparse
import statistics
import time

from bjswitch_widgets.strategy import simulate


def gymnasium_rate(seconds: float = 3.0) -> float | None:
    try:
        import gymnasium as gym
    except ImportError:
        return None
    env = gym.make("Blackjack-v1")
    obs, _ = env.reset(seed=1)
    episodes = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        obs, _ = env.reset()
        done = False
        while not done:
            obs, _, terminated, truncated, _ = env.step(1 if obs[0] < 17 else 0)
            done = terminated or truncated
        episodes += 1
    return episodes / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    simulate(20_000, workers=2, progress=False)  # build the tables, warm the workers' code
    rates = []
    for k in range(args.repeats):
        sim = simulate(args.rounds, "switch", seed=k, workers=2, progress=False)
        rates.append(sim.rounds_per_second)
    rate = statistics.median(rates)
    print(
        f"simulate, switch, 2 workers: median {rate:,.0f} rounds/s over {args.repeats} × "
        f"{args.rounds:,} rounds; last: {sim}"
    )
    gym_rate = gymnasium_rate()
    if gym_rate is None:
        print("gymnasium not installed: no Blackjack-v1 comparison (pip install gymnasium)")
    else:
        print(
            f"gymnasium Blackjack-v1, one core: {gym_rate:,.0f} episodes/s; "
            f"ratio {rate / gym_rate:.1f}×"
        )


if __name__ == "__main__":
    main()
