"""Server-side time of one click on the table widget: engine step + re-render.

A 6-seat table where every position is dealt a pair, so the seats split (up to 4 hands per
position): every click is timed from Button.click() to the end of the re-render (no kernel, no
browser: the server side only). Prints the median and the 90th percentile of an English table
and of a Russian one (``lang="ru"``: every text looked up in the catalogue), the same deals
taken in turn, and the ratio of their medians.

    python benchmarks/table_click.py [--tables N]
"""

from __future__ import annotations

import argparse
import statistics
import time

from bjswitch_widgets import SwitchTable

RANKS = ["8", "9", "2", "3", "4", "6", "7", "5", "8", "9", "2", "3"]
SUITS = "♠♥♦♣"


def scenario(seed: int) -> dict[str, object]:
    names = [f"Seat {i}" for i in range(1, 7)]
    firsts = [RANKS[k] + SUITS[k % 4] for k in range(12)]
    seconds = [RANKS[k] + SUITS[(k + 1) % 4] for k in range(12)]
    cards = [*firsts, "10♦", *seconds, "7♣"]  # dealer 10♦ up (peek: 7♣, no natural)
    return {"players": names, "cards": cards, "seed": seed}


def play_table(seed: int, lang: str = "en") -> tuple[list[float], int]:
    table = SwitchTable(scenario=scenario(seed), dealer_delay=0, lang=lang)
    times: list[float] = []
    max_hands = 0
    while not table.round.is_over:
        legal = {str(a) for a in table.round.legal_actions()}
        if "split" in legal:
            label = "Split"
        elif "keep" in legal:
            label = "Keep"
        elif "double" in legal and table.round.current_hand.total in (10, 11):
            label = "Double"
        elif "hit" in legal and table.round.current_hand.total < 12:
            label = "Hit"
        else:
            label = "Stand"
        button = table.button(label)
        start = time.perf_counter()
        button.click()
        times.append(time.perf_counter() - start)
        max_hands = max(max_hands, len(table.round.hands()))
    return times, max_hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=40)
    args = parser.parse_args()
    play_table(0)  # warm-up
    play_table(0, "ru")
    times: dict[str, list[float]] = {"en": [], "ru": []}
    hands = []
    for seed in range(1, args.tables + 1):
        for lang in times:
            t, h = play_table(seed, lang)
            times[lang].extend(t)
        hands.append(h)
    medians = {}
    for lang, taken in times.items():
        taken.sort()
        medians[lang] = statistics.median(taken)
        p90 = taken[int(0.9 * (len(taken) - 1))]
        print(
            f"table click ({lang}), 6 seats with split hands (median "
            f"{statistics.median(hands):.0f} hands on the table): median "
            f"{medians[lang] * 1000:.2f} ms, p90 {p90 * 1000:.2f} ms over {len(taken)} clicks"
        )
    print(f"Russian / English median: {medians['ru'] / medians['en']:.2f}")


if __name__ == "__main__":
    main()
