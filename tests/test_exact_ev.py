"""Exact values of the hand in play (issue 15): every card seen removed, every card drawn removed
as it is drawn, the hole card conditioned on the peek (§1.6), best continuation — checked by hand
on tiny shoes, against a literal walk of every card on small shoes (tests/brute_force_ev.py) to
1e-9 at the four tables, and against the fast model on full shoes within its stated error."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from brute_force_ev import BruteForce
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bjswitch_widgets import InvalidInputError
from bjswitch_widgets.rules import get_profile
from bjswitch_widgets.strategy import dealer_distribution, exact, hand_ev
from bjswitch_widgets.strategy.ev import full_shoe, remove_cards
from bjswitch_widgets.strategy.exact import draw_odds, exact_dealer, exact_values
from bjswitch_widgets.strategy.values import MODEL_ERROR, SPLIT_ERROR

SWITCH = get_profile("switch")
JACK = get_profile("jack_switch")
PROFILES = [get_profile(p) for p in ("switch", "classic", "online_switch", "jack_switch")]


def unseen(*values: int) -> tuple[int, ...]:
    """Counts of ace … ten-value among the given card values."""
    return tuple(values.count(r) for r in range(1, 11))


def test_1_6_the_peek_makes_the_players_next_card_likelier_to_be_what_the_hole_cannot_be():
    """Up 10 at the switch table, unseen A A 3 9: the hole card is not an ace (§1.6), so it is
    the 3 or the 9, one chance in two each. The player's next card is an ace in both cases with
    chance 2/3 (two aces among the three other cards) — not 2/4 — and the 3 only if the hole is
    the 9: 1/2 × 1/3 = 1/6; the 9 likewise 1/6."""
    odds = draw_odds(SWITCH, 10, unseen(1, 1, 3, 9))
    assert odds == pytest.approx({1: 2 / 3, 3: 1 / 6, 9: 1 / 6}, abs=1e-12)
    # Without a peek (jack_switch deals no hole card, §4) every unseen card is as likely.
    assert draw_odds(JACK, 10, unseen(1, 1, 3, 9)) == pytest.approx({1: 0.5, 3: 0.25, 9: 0.25})


def test_1_10_hand_worked_16_against_a_10_with_four_cards_unseen():
    """10+6 against a 10 (switch), unseen A A 3 9, worked by hand:

    * Stand: hole 9 → dealer 19, lose; hole 3 → 13, draws an ace (2/3: 14, then 15 or 23, and
      15 draws to 24 — a bust either way, win) or the 9 (1/3: 22, push, §1.10).
      ½(−1) + ½(⅔) = −1/6.
    * Hit: the 9 (1/6) busts; the 3 (1/6) makes 19 and shows the hole must be the 9: hit again
      (only aces left) to 20, win: +1; an ace (2/3) makes 17, hole 3 or 9 alike: standing is
      ½(−1) + ½(½) = −¼, hitting again is 0 (an ace: 18, then hitting beats standing, 0; the 9:
      bust; the 3: 20 against the 19, win). So 17 is worth 0 and the hit is ⅔·0 + ⅙ − ⅙ = 0.
    * Double: 2 × (⅔ × (−¼) + ⅙ × 0 + ⅙ × (−1)) = −2/3 (the 19 pushes the dealer's 19).
    """
    values = exact_values(SWITCH, [10, 6], 10, unseen(1, 1, 3, 9))
    assert values == pytest.approx({"stand": -1 / 6, "hit": 0.0, "double": -2 / 3}, abs=1e-12)


def test_4_hand_worked_late_surrender_and_the_dealers_second_card():
    """jack_switch (§4, no hole card): 10+9 against an ace, unseen 10 and 7. The dealer's
    second card comes after the player: the 10 makes a natural (lose), the 7 a soft 18 that
    stands (win): stand 0. Hitting busts on either card: −1; double −2. Late surrender loses the
    whole bet to the natural and half otherwise: ½(−1) + ½(−½) = −¾."""
    values = exact_values(JACK, [10, 9], 1, unseen(10, 7))
    expected = {"stand": 0.0, "hit": -1.0, "double": -2.0, "surrender": -0.75}
    assert values == pytest.approx(expected, abs=1e-12)


@st.composite
def small_shoes(draw: st.DrawFn) -> tuple:  # type: ignore[type-arg]
    prof = draw(st.sampled_from(PROFILES))
    counts = (*(draw(st.integers(0, 2)) for _ in range(9)), draw(st.integers(0, 5)))
    hand = draw(st.lists(st.integers(1, 10), min_size=2, max_size=3))
    up = draw(st.integers(1, 10))
    natural = draw(st.booleans())
    # Enough cards that neither the player nor the dealer can run out: the player's draws add
    # at most 31 − the hand's count, the dealer's at most 26 − the up card.
    assume(sum(r * c for r, c in enumerate(counts, 1)) > (31 - sum(hand)) + (26 - up))
    excluded = 10 if up == 1 else 1
    assume(sum(counts) > counts[excluded - 1])  # a hole card that is no natural exists
    return prof, hand, up, counts, natural


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_shoes())
def test_exact_values_equal_a_walk_of_every_card_on_small_shoes(case: tuple) -> None:  # type: ignore[type-arg]
    """§1.6–§1.10 at all four tables: stand, hit, double, surrender by the exact solver equal a
    literal walk of every card (the hole card a real card, Bayes over the draws; the dealer's
    second card dealt after the player at the tables without one) to 1e-9."""
    prof, hand, up, counts, natural = case
    exact.reset_caches()
    got = exact_values(prof, hand, up, counts, natural=natural)
    want = BruteForce(prof, up, counts).values(hand, natural=natural)
    assert got.keys() == want.keys()
    for action, value in want.items():
        assert got[action] == pytest.approx(value, abs=1e-9), action


def test_split_hands_value_their_double_by_the_double_after_split_rule():
    """§1.8 (double after split) against a walk of every card, on a split hand of 8 and 3."""
    counts = unseen(1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 2, 3)
    for prof in PROFILES:
        got = exact_values(prof, [8, 3], 6, counts, natural=False, split_hand=True)
        want = BruteForce(prof, 6, counts).values([8, 3], natural=False, split_hand=True)
        assert got == pytest.approx(want, abs=1e-9)
        assert ("double" in got) is prof.double_after_split
        assert "surrender" not in got


def test_values_do_not_depend_on_what_was_asked_before():
    """The solver keeps its work between queries (per table and up card); a query after others
    gives the same value as the same query asked first."""
    full = full_shoe(6)
    queries = [([2, 3], 6, [9, 9]), ([5, 2], 6, [10, 4]), ([2, 3], 6, [9, 10]), ([7, 2], 6, [])]
    warm = []
    exact.reset_caches()
    for hand, up, others in queries:
        counts = remove_cards(full, [*hand, up, *others])
        warm.append(exact_values(SWITCH, hand, up, counts))
    for (hand, up, others), value in zip(queries, warm, strict=True):
        exact.reset_caches()
        counts = remove_cards(full, [*hand, up, *others])
        assert exact_values(SWITCH, hand, up, counts) == value


def test_a_shoe_that_could_run_out_is_refused_by_name():
    with pytest.raises(InvalidInputError, match=r"can run out .*\[2, 2\]"):
        exact_values(SWITCH, [2, 2], 6, unseen(2, 3))
    with pytest.raises(InvalidInputError, match="10 counts"):
        exact_values(SWITCH, [10, 6], 6, (1, 2, 3))


def test_full_shoes_exact_and_the_fast_model_agree_within_its_stated_error():
    """On full shoes the fast model (draws not removed) stays within ±MODEL_ERROR of the exact
    values, and hand_ev labels each value: exact, or the split ± SPLIT_ERROR."""
    rng = random.Random(15)
    full = full_shoe(6)
    deck = [r for r in range(1, 11) for _ in range(full[r - 1])]
    for _ in range(40):
        a, b, up, k1, k2 = rng.sample(deck, 5)
        if a == b:
            continue
        ex = hand_ev([a, b], up, known=[k1, k2])
        model = hand_ev([a, b], up, known=[k1, k2], exact=False)
        assert ex.keys() == model.keys()
        for action in ex:
            assert abs(ex[action] - model[action]) < MODEL_ERROR, (a, b, up, action)
            assert ex.label(action) == "exact"
            assert model.error(action) == MODEL_ERROR
    pair = hand_ev([8, 8], 6)
    assert pair.label("split") == f"±{SPLIT_ERROR:g}" and pair.label("stand") == "exact"


def test_1_10_exact_stand_against_a_6_walks_the_dealers_cards_out_of_the_shoe():
    """The dealer's own draws leave the shoe: standing on 20 against a 6 with one deck's cards
    but the 10, 10 and 6 seen, worked card by card with fractions, equals the exact value."""
    counts = remove_cards(full_shoe(1), [10, 10, 6])

    def walk(cards: list[int], left: tuple[int, ...], w: Fraction) -> Fraction:
        total = sum(cards) + (10 if 1 in cards and sum(cards) <= 11 else 0)
        soft = 1 in cards and sum(cards) <= 11
        if total > 22:
            return w  # dealer 23+: the 20 wins
        if total == 22:
            return Fraction(0)  # §1.10: 22 pushes
        if total > 17 or (total == 17 and not soft):  # §1.9: H17
            return w if total < 20 else (Fraction(0) if total == 20 else -w)
        n = sum(left)
        out = Fraction(0)
        for r in range(1, 11):
            if left[r - 1]:
                rest = tuple(c - (i == r - 1) for i, c in enumerate(left))
                out += walk([*cards, r], rest, w * Fraction(left[r - 1], n))
        return out

    want = walk([6], counts, Fraction(1))
    got = exact_values(SWITCH, [10, 10], 6, counts)["stand"]
    assert got == pytest.approx(float(want), abs=1e-12)


def test_1_9_the_exact_dealer_distribution_at_a_tiny_shoe_worked_by_hand():
    """Up 6 (no peek), unseen 10 10 5 A, the dealer hitting soft 17 (§1.9), each card drawn
    leaving the shoe:

    * hole 10 (½): 16 draws from 10 5 A — the 10 (⅓) busts at 26, the 5 (⅓) makes 21, the
      ace (⅓) a hard 17;
    * hole 5 (¼): 11 draws from 10 10 A — a 10 (⅔) makes 21, the ace (⅓) a hard 12 (an ace
      as 11 would be 22), which draws a 10: 22;
    * hole A (¼): soft 17, which draws (H17) from 10 10 5 — a 10 (⅔) makes a hard 17, the 5
      (⅓) a hard 12, which draws a 10: 22.

    17: ½·⅓ + ¼·⅔ = ⅓; 21: ⅓ likewise; 22: ¼·⅓ + ¼·⅓ = ⅙; 23 or more: ½·⅓ = ⅙."""
    got = exact_dealer(SWITCH, 6, unseen(10, 10, 5, 1))
    want = [Fraction(1, 3), 0, 0, 0, Fraction(1, 3), Fraction(1, 6), Fraction(1, 6), 0]
    assert list(got) == pytest.approx([float(w) for w in want], abs=1e-12)
    # dealer_distribution is the same walk on the full shoe, its known cards removed.
    full = dealer_distribution("6♣", known=["10♠", "10♦"])
    counts = remove_cards(full_shoe(6), [6, 10, 10])
    assert list(full.values()) == pytest.approx(list(exact_dealer(SWITCH, 6, counts)))


def test_a_shoe_of_more_decks_than_the_exact_solver_counts_is_refused_by_name():
    """The solver's keys count up to 15 decks; a bigger shoe is refused, not miscounted."""
    huge = SWITCH.replace(name="sixteen decks", decks=16)
    with pytest.raises(InvalidInputError, match="up to 15 decks, not 16"):
        hand_ev([10, 6], 9, huge)
    assert hand_ev([10, 6], 9, huge, exact=False)["hit"] < 0


def test_the_solver_keeps_a_bounded_amount_between_queries(monkeypatch: pytest.MonkeyPatch):
    """A finished query keeps only its final values (the dealer's partial hands go), and the
    values kept over every table never pass the limit: a learner's session cannot fill memory."""
    exact.reset_caches()
    monkeypatch.setattr(exact, "_MEMO_LIMIT", 500)
    full = full_shoe(6)
    for up in (2, 3, 4, 5, 6, 2, 3):
        counts = remove_cards(full, [5, 4, up])
        before = exact_values(SWITCH, [5, 4], up, counts)
        table = exact._table(SWITCH, up)
        assert table.dealer_memo == {}
        assert sum(t.kept for t in exact._TABLES.values()) <= 500 + table.kept
        # and a query answered from what was kept gives the same values
        assert exact_values(SWITCH, [5, 4], up, counts) == before
    exact.reset_caches()
