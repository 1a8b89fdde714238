"""How far the fast model is from the exact values: the figures behind the stated errors.

For random situations at each table (a two-card hand, the up card and the two cards of the
other position, dealt from a full shoe), it compares

* the fast model's stand, hit, double (and surrender) with the exact values
  (``hand_ev(..., exact=False)`` against ``exact=True``), and the best value of the hand
  (what the keep-or-switch sums are made of);
* the fast model's split with a split whose hands are each valued exactly: every second card a
  split hand can receive, then exact stand/hit/double for that hand (resplits by the model).

and prints the largest differences, the 99th percentile, and where the largest one was. First
it checks the exact values themselves against a literal walk of every card
(tests/brute_force_ev.py) on random small shoes at the four tables.

    python benchmarks/model_error.py [--situations N] [--splits N] [--small-shoes N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

from bjswitch_widgets.rules import get_profile
from bjswitch_widgets.strategy import ev, exact
from bjswitch_widgets.strategy.values import MODEL_ERROR, SPLIT_ERROR, SWITCH_ERROR

PROFILES = ("switch", "classic", "online_switch", "jack_switch")


def split_reference(prof, pair: int, up: int, counts: tuple[int, ...]) -> float:  # type: ignore[no-untyped-def]
    """A split of ``pair`` with each split hand valued exactly once its second card is known
    (the other split card and every card seen removed; resplits valued by the model)."""
    hand = exact._Hand(exact._table(prof, up), counts)
    resplits = 1 if prof.max_hands_per_position >= 4 else 0
    value = 0.0
    for q, p in hand.draws(hand.n):
        left = ev.remove_cards(counts, [q])
        if pair == 1:  # split aces: one card each, and stand (§1.8)
            best = exact.exact_values(prof, [1, q], up, left, natural=False, split_hand=True)[
                "stand"
            ]
        else:
            vals = exact.exact_values(prof, [pair, q], up, left, natural=False, split_hand=True)
            best = max(vals.values())
            if q == pair and resplits:
                best = max(best, 2.0 * ev.solver(prof, up, left)._split_hand(pair, resplits - 1))
        value += p * best
    return 2.0 * value


def against_a_walk_of_every_card(shoes: int, seed: int) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from brute_force_ev import BruteForce

    rng = random.Random(seed)
    worst, done = 0.0, 0
    start = time.perf_counter()
    while done < shoes:
        prof = get_profile(rng.choice(PROFILES))
        counts = [rng.randint(0, 2) for _ in range(9)] + [rng.randint(0, 5)]
        hand = [rng.randint(1, 10) for _ in range(rng.choice([2, 2, 3]))]
        up = rng.randint(1, 10)
        room = sum(r * c for r, c in enumerate(counts, 1)) > (31 - sum(hand)) + (26 - up)
        excluded = 10 if up == 1 else 1
        if not room or sum(counts) == counts[excluded - 1]:
            continue
        done += 1
        natural = rng.random() < 0.5
        got = exact.exact_values(prof, hand, up, counts, natural=natural)
        want = BruteForce(prof, up, counts).values(hand, natural=natural)
        assert got.keys() == want.keys()
        worst = max(worst, *(abs(got[k] - want[k]) for k in want))
    print(
        f"exact values against a walk of every card, {shoes} random small shoes at the four "
        f"tables: largest difference {worst:.1e} ({time.perf_counter() - start:.0f} s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--situations", type=int, default=3000)
    parser.add_argument("--splits", type=int, default=150)
    parser.add_argument("--small-shoes", type=int, default=300)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    against_a_walk_of_every_card(args.small_shoes, args.seed)
    print(
        f"stated: one hand's value ±{MODEL_ERROR}, a keep/switch sum ±{SWITCH_ERROR}, "
        f"a split ±{SPLIT_ERROR}"
    )
    for name in PROFILES:
        prof = get_profile(name)
        full = ev.full_shoe(prof.decks)
        deck = [r for r in range(1, 11) for _ in range(full[r - 1])]
        rng = random.Random(args.seed)
        worst: dict[str, tuple[float, list[int]]] = {}
        best_diffs: list[float] = []
        start = time.perf_counter()
        for _ in range(args.situations):
            cards = rng.sample(deck, 5)  # the hand, the up card, the other position's two
            a, b, up = cards[:3]
            counts = ev.remove_cards(full, cards)
            model = ev._values(prof, [a, b], up, counts, natural=True)
            exact_ = exact.exact_values(prof, [a, b], up, counts, natural=True)
            for act, value in exact_.items():
                d = abs(model[act] - value)
                if d > worst.get(act, (-1.0, []))[0]:
                    worst[act] = (d, cards)
            best_model = max(v for k, v in model.items() if k != "split")
            best_diffs.append(abs(best_model - max(exact_.values())))
        took = time.perf_counter() - start
        best_diffs.sort()
        print(f"\n{name}: {args.situations} situations in {took:.0f} s")
        for act, (d, cards) in worst.items():
            print(f"  {act:<9} largest difference {d:.5f} (hand {cards[:2]} against {cards[2]})")
        print(
            f"  best value largest {best_diffs[-1]:.5f}, 99th percentile "
            f"{best_diffs[int(0.99 * len(best_diffs))]:.5f}, median "
            f"{statistics.median(best_diffs):.5f}"
        )
        split_worst = (0.0, (0, 0))
        for _ in range(args.splits):
            pair, up = rng.randint(1, 10), rng.randint(1, 10)
            others = rng.sample(deck, 2)
            try:
                counts = ev.remove_cards(full, [pair, pair, up, *others])
            except ValueError:
                continue
            model = ev.solver(prof, up, counts).split(pair)
            d = abs(model - split_reference(prof, pair, up, counts))
            if d > split_worst[0]:
                split_worst = (d, (pair, up))
        print(
            f"  split     largest difference {split_worst[0]:.5f} over {args.splits} pairs "
            f"(a pair of {split_worst[1][0]} against {split_worst[1][1]})"
        )


if __name__ == "__main__":
    main()
