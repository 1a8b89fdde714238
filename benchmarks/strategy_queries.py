"""Time the strategy's queries on random situations (each on a fresh random deal, caches cleared
before every query so nothing is reused):

* the exact values of one decision (``hand_ev``: stand, hit, double with full card removal),
  beside a plain memoised recursion computing the same exact values (the reference the solver
  must beat) and the fast model (``hand_ev(..., exact=False)``, the values before exact ones);
* ``switch_advice``;
* the full basic strategy plus the house edge of a profile from a cold start (a new interpreter).

    python benchmarks/strategy_queries.py [--queries N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

from timing import summary

from bjswitch_widgets import Shoe
from bjswitch_widgets.cards import best_total
from bjswitch_widgets.rules import Profile, dealer_hits, get_profile, peeks, settle_hand
from bjswitch_widgets.strategy import ev, exact

COLD = """
import time
t = time.perf_counter()
from bjswitch_widgets.strategy import basic_strategy, house_edge
basic_strategy({p!r}); edge = house_edge({p!r})
print(time.perf_counter() - t, edge)
"""


def plain_exact(prof: Profile, ranks: list[int], up: int, counts: tuple[int, ...]) -> dict:  # type: ignore[type-arg]
    """The same exact values by a plain memoised recursion: the dealer's play walked afresh for
    every state of the player's hand (memoised within it), the player's states memoised."""
    c = list(counts)
    x = (10 if up == 1 else 1) if peeks(prof, up) else 0
    slots = [(t, False) for t in range(17, 24)] + [(21, True)]
    pay = {
        t: [
            (settle_hand(prof, total=t, bet=2, dealer_total=d, dealer_natural=nat)[1] - 2) / 2
            for d, nat in slots
        ]
        for t in range(4, 22)
    }

    def dealer(n: int) -> list[float]:
        memo: dict[tuple[int, ...], list[float]] = {}

        def play(hard: int, ace: bool, m: int) -> list[float]:
            total, soft = best_total(hard, ace)
            out = [0.0] * 8
            if total > 21:
                out[5 if total == 22 else 6] = 1.0
                return out
            if not dealer_hits(prof, total, soft):
                out[total - 17] = 1.0
                return out
            key = (hard, ace, *c)
            if key in memo:
                return memo[key]
            for r in range(1, 11):
                if c[r - 1]:
                    w = c[r - 1] / m
                    c[r - 1] -= 1
                    sub = play(hard + r, ace or r == 1, m - 1)
                    c[r - 1] += 1
                    out = [a + w * b for a, b in zip(out, sub, strict=True)]
            memo[key] = out
            return out

        out = [0.0] * 8
        left = n - (c[x - 1] if x else 0)
        for h in range(1, 11):
            if c[h - 1] and h != x:
                w = c[h - 1] / left
                if {up, h} == {1, 10}:
                    out[7] += w
                    continue
                c[h - 1] -= 1
                sub = play(up + h, up == 1 or h == 1, n - 1)
                c[h - 1] += 1
                out = [a + w * b for a, b in zip(out, sub, strict=True)]
        return out

    def stand(total: int, n: int) -> float:
        if total > 21:
            return -1.0
        return sum(p * q for p, q in zip(pay[max(total, 4)], dealer(n), strict=True))

    def odds(n: int) -> list[tuple[int, float]]:
        if not x:
            return [(r, c[r - 1] / n) for r in range(1, 11) if c[r - 1]]
        cx = c[x - 1]
        return [
            (r, c[r - 1] * (n - cx - (r != x)) / ((n - cx) * (n - 1)))
            for r in range(1, 11)
            if c[r - 1]
        ]

    best_memo: dict[tuple[int, ...], float] = {}

    def best(hard: int, ace: bool, n: int) -> float:
        total, soft = best_total(hard, ace)
        if total > 21:
            return -1.0
        if total == 21 and not (soft and prof.hit_soft_21):
            return stand(21, n)
        key = (hard, ace, *c)
        if key not in best_memo:
            best_memo[key] = max(stand(total, n), hit(hard, ace, n))
        return best_memo[key]

    def hit(hard: int, ace: bool, n: int) -> float:
        value = 0.0
        for r, p in odds(n):
            c[r - 1] -= 1
            value += p * best(hard + r, ace or r == 1, n - 1)
            c[r - 1] += 1
        return value

    def double(hard: int, ace: bool, n: int) -> float:
        value = 0.0
        for r, p in odds(n):
            c[r - 1] -= 1
            value += p * stand(best_total(hard + r, ace or r == 1)[0], n - 1)
            c[r - 1] += 1
        return 2 * value

    hard, ace, n = sum(ranks), 1 in ranks, sum(counts)
    return {
        "stand": stand(best_total(hard, ace)[0], n),
        "hit": hit(hard, ace, n),
        "double": double(hard, ace, n),
    }


def _figures(times: list[float]) -> str:
    return summary(times)


def _timed(clear: Callable[[], None], query: Callable[..., Any], *args: Any, **kw: Any) -> Any:
    """Clear the caches, run the query; (seconds, its result)."""
    clear()
    start = time.perf_counter()
    out = query(*args, **kw)
    return time.perf_counter() - start, out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    prof = get_profile("switch")
    shoe = Shoe(6, seed=args.seed)
    ev.switch_advice(["5♠", "10♥"], ["10♣", "6♥"], "9♣")  # warm-up: imports, tables

    def clear_model() -> None:
        ev.solver.cache_clear()
        ev._dealer.cache_clear()

    exact_t, plain_t, model_t, switch_t = [], [], [], []
    worst = 0.0
    done = 0
    while done < args.queries:
        shoe.shuffle()
        cards = [shoe.draw() for _ in range(5)]
        hand, up = [c.points for c in cards[:2]], cards[4].points
        if best_total(sum(hand), 1 in hand)[0] == 21:
            continue  # a natural or a 21 stands: no decision
        done += 1
        counts = ev.remove_cards(ev.full_shoe(6), [*hand, up])
        took, got = _timed(exact.reset_caches, ev.hand_ev, cards[:2], cards[4])
        exact_t.append(took)
        took, ref = _timed(lambda: None, plain_exact, prof, hand, up, counts)
        plain_t.append(took)
        worst = max(worst, *(abs(got[k] - ref[k]) for k in ref))
        model_t.append(_timed(clear_model, ev.hand_ev, cards[:2], cards[4], exact=False)[0])
        switch_t.append(_timed(clear_model, ev.switch_advice, cards[:2], cards[2:4], cards[4])[0])
    print(
        f"{args.queries} random two-card decisions at the switch table, caches cleared each time:"
    )
    print(f"  exact hand_ev (this package): {_figures(exact_t)}")
    print(f"  plain memoised recursion:     {_figures(plain_t)}")
    ratio = statistics.median(plain_t) / statistics.median(exact_t)
    mean_ratio = statistics.mean(plain_t) / statistics.mean(exact_t)
    print(
        f"    -> {ratio:.1f}x faster at the median, {mean_ratio:.1f}x on the mean; the two agree"
        f" to {worst:.1e}"
    )
    print(f"  fast model hand_ev(exact=False): {_figures(model_t)}")
    print(f"  switch_advice (fast model):   {_figures(switch_t)}")
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
