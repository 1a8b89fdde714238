"""The reference for the exact values: a literal walk of every card on a small shoe.

Nothing here is clever. The hole card is a real card dealt before the player draws (where the
table has one), and the player's knowledge of it is worked out by Bayes' rule over the actual
sequences of cards drawn; at a table without a hole card the dealer's second card is dealt
after the player has finished, from what is left. The dealer draws card by card, a double stakes
twice the bet and is settled as such, and every payout comes from the rules' own
``settle_hand``, ``dealer_hits``, ``peeks`` and ``stops_at_21`` (one definition per rule).
Only feasible for shoes of a dozen or two cards, which is what the tests use.
"""

from __future__ import annotations

from collections.abc import Sequence

from bjswitch_widgets.cards import best_total, is_natural_values
from bjswitch_widgets.rules import Profile, dealer_hits, peeks, settle_hand, stops_at_21

BET = 2


def _take(counts: tuple[int, ...], r: int) -> tuple[int, ...]:
    out = list(counts)
    out[r - 1] -= 1
    return tuple(out)


def _dealer_finals(
    prof: Profile, cards: list[int], counts: tuple[int, ...]
) -> list[tuple[float, int, bool]]:
    """Every way the dealer's hand ends from ``cards`` drawing from ``counts``:
    (probability, total, natural)."""
    if len(cards) == 2 and is_natural_values(cards[0], cards[1]):
        return [(1.0, 21, True)]
    total, soft = best_total(sum(cards), 1 in cards)
    if len(cards) >= 2 and (total > 21 or not dealer_hits(prof, total, soft)):
        return [(1.0, total, False)]
    n = sum(counts)
    out: list[tuple[float, int, bool]] = []
    for r in range(1, 11):
        if counts[r - 1]:
            p = counts[r - 1] / n
            for q, t, nat in _dealer_finals(prof, [*cards, r], _take(counts, r)):
                out.append((p * q, t, nat))
    return out


def _settle(prof: Profile, total: int, stake: int, finals, **hand: bool) -> float:  # type: ignore[no-untyped-def]
    """The expected net chips of a hand against the dealer's final hands, in original bets."""
    value = 0.0
    for p, dealer_total, dealer_natural in finals:
        returned = settle_hand(
            prof,
            total=total,
            bet=stake,
            dealer_total=dealer_total,
            dealer_natural=dealer_natural,
            **hand,
        )[1]
        value += p * (returned - stake) / BET
    return value


class BruteForce:
    """Every decision's value for one hand, by walking every card."""

    def __init__(self, prof: Profile, up: int, counts: Sequence[int]) -> None:
        self.prof, self.up, self.counts = prof, up, tuple(counts)
        # Where the table deals a hole card: its possible values and their chances before the
        # player draws, ruled out where it would have completed the natural found at the peek.
        self.holes: list[tuple[int, float]] = []
        if prof.hole_card:
            n = sum(self.counts)
            for h in range(1, 11):
                if self.counts[h - 1] and not (peeks(prof, up) and is_natural_values(up, h)):
                    self.holes.append((h, self.counts[h - 1] / n))
            norm = sum(w for _, w in self.holes)
            self.holes = [(h, w / norm) for h, w in self.holes]

    def _joint(self, drawn: Sequence[int]) -> list[tuple[int, float, tuple[int, ...]]]:
        """(hole card, P(hole card and these draws in this order), the cards left), or one entry
        with hole 0 at a table without a hole card."""
        out = []
        for h, w in self.holes or [(0, 1.0)]:
            left = _take(self.counts, h) if h else self.counts
            for r in drawn:
                if not left[r - 1]:
                    w = 0.0
                    break
                w *= left[r - 1] / sum(left)
                left = _take(left, r)
            if w:
                out.append((h, w, left))
        return out

    def _stand(self, total: int, drawn: Sequence[int], stake: int = BET, **hand: bool) -> float:
        joint = self._joint(drawn)
        norm = sum(w for _, w, _ in joint)
        value = 0.0
        for h, w, left in joint:
            start = [self.up, h] if h else [self.up]
            value += (
                w
                / norm
                * _settle(self.prof, total, stake, _dealer_finals(self.prof, start, left), **hand)
            )
        return value

    def _next(self, drawn: Sequence[int]) -> list[tuple[int, float]]:
        """The next card's values and their chances given the cards drawn so far."""
        joint = self._joint(drawn)
        norm = sum(w for _, w, _ in joint)
        chances = [0.0] * 10
        for _, w, left in joint:
            for r in range(1, 11):
                chances[r - 1] += w / norm * left[r - 1] / sum(left)
        return [(r, chances[r - 1]) for r in range(1, 11) if chances[r - 1]]

    def _best(self, hand: list[int], drawn: list[int]) -> float:
        total, soft = best_total(sum(hand), 1 in hand)
        if total > 21:
            return -1.0
        if total == 21 and stops_at_21(self.prof, soft, False):
            return self._stand(21, drawn)
        return max(self._stand(total, drawn), self._hit(hand, drawn))

    def _hit(self, hand: list[int], drawn: list[int]) -> float:
        return sum(p * self._best([*hand, r], [*drawn, r]) for r, p in self._next(drawn))

    def values(
        self, ranks: Sequence[int], *, natural: bool = True, split_hand: bool = False
    ) -> dict[str, float]:
        prof, hand = self.prof, list(ranks)
        total, soft = best_total(sum(hand), 1 in hand)
        if len(hand) == 2 and natural and is_natural_values(hand[0], hand[1]):
            return {"stand": self._stand(21, [], natural=True)}
        if total > 21:
            return {"stand": -1.0}
        if total == 21 and stops_at_21(prof, soft, False):
            return {"stand": self._stand(21, [])}
        out = {"stand": self._stand(total, []), "hit": self._hit(hand, [])}
        if len(hand) == 2 and (not split_hand or prof.double_after_split):
            double = 0.0
            for r, p in self._next([]):
                after = best_total(sum(hand) + r, 1 in hand or r == 1)[0]
                double += p * (-2.0 if after > 21 else self._stand(after, [r], stake=2 * BET))
            out["double"] = double
        if len(hand) == 2 and prof.surrender and not split_hand:
            out["surrender"] = self._stand(total, [], surrendered=True)
        return out
