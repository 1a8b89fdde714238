"""Simulation speed: full `switch` rounds per second with simulate() on this machine — one
process, `workers=2`, and a two-process `ProcessPoolExecutor` passed as `executor=` — each the
median over repeats, and the ratio against Gymnasium's Blackjack-v1 episodes per second measured
in the same run with a comparable simple policy (one hand, hit below 17 else stick, infinite
deck).

    python benchmarks/simulate_rounds.py [--rounds N] [--repeats K]

Gymnasium is optional (pip install gymnasium, or the package's [bench] extra).
"""

from __future__ import annotations

import argparse
import multiprocessing
import signal
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

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


def median_rate(label: str, rounds: int, repeats: int, **where: Any) -> float:
    """Print and return the median rounds/s of ``repeats`` runs (seeds 0, 1, …) given ``where``
    (workers= or executor=)."""
    rates = []
    for k in range(repeats):
        sim = simulate(rounds, "switch", seed=k, progress=False, **where)
        rates.append(sim.rounds_per_second)
    rate = statistics.median(rates)
    spread = ", ".join(f"{r:,.0f}" for r in rates)
    print(
        f"simulate, switch, {label}: median {rate:,.0f} rounds/s over {repeats} × {rounds:,} ({spread})"
    )
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    simulate(20_000, workers=2, progress=False)  # build the tables, warm the workers' code
    median_rate("1 worker", args.rounds, args.repeats, workers=1)
    rate = median_rate("2 workers", args.rounds, args.repeats, workers=2)
    method = multiprocessing.get_start_method()
    ignore_ctrl_c = (signal.SIGINT, signal.SIG_IGN)
    with ProcessPoolExecutor(2, initializer=signal.signal, initargs=ignore_ctrl_c) as pool:
        simulate(40_000, executor=pool, progress=False)  # start both workers, build their tables
        median_rate(f"ProcessPoolExecutor(2) ({method})", args.rounds, args.repeats, executor=pool)
    gym_rate = gymnasium_rate()
    if gym_rate is None:
        print("gymnasium not installed: no Blackjack-v1 comparison (pip install gymnasium)")
    else:
        print(
            f"gymnasium Blackjack-v1, one core: {gym_rate:,.0f} episodes/s; "
            f"ratio (2 workers) {rate / gym_rate:.1f}×"
        )


if __name__ == "__main__":
    main()
