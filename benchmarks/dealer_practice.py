"""What the dealer's chair costs: dealing one of the dealer's drills (fresh shoes dealt and played
out until a moment of the kind turns up), grading an answer, and at the dealer's table one answer
and the next paint's HTML (the felt drawn from the round at that step).

    python benchmarks/dealer_practice.py [--drills N]

Prints medians and 90th percentiles in milliseconds per table, over N drills each.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bjswitch_widgets.rules import PROFILES
from bjswitch_widgets.teaching.dealer_practice import DealerPractice
from bjswitch_widgets.widgets.dealer_controller import DealerController
from bjswitch_widgets.widgets.dealer_render import dealer_table_html


def figures(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    return f"median {statistics.median(ms):.2f} ms, p90 {ms[int(len(ms) * 0.9)]:.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--drills", type=int, default=300)
    n = parser.parse_args().drills
    for name in PROFILES:
        practice = DealerPractice(name, seed=1)
        deal, grade = [], []
        for _ in range(n):
            best = practice.best()
            t0 = time.perf_counter()
            practice.drill.grade(best)
            grade.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            practice.answer(best)  # grades again and deals the next drill
            deal.append(time.perf_counter() - t0)
        table = DealerController(name, seed=1)
        step_times, paint = [], []
        while len(step_times) < n:
            step = table.round.step
            if step is None:
                table.act("next-round", table.decision_id)
                continue
            t0 = time.perf_counter()
            table.answer(step.best())
            step_times.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            dealer_table_html(table.round.moment())
            paint.append(time.perf_counter() - t0)
        print(f"{name}:")
        print(f"  grade one drill:            {figures(grade)}")
        print(f"  answer and deal the next:   {figures(deal)}")
        print(f"  table: one answer:          {figures(step_times)}")
        print(f"  table: the felt's HTML:     {figures(paint)}")


if __name__ == "__main__":
    main()
