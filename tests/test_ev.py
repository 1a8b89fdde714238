"""Exact expected values (strategy.ev): hand-worked facts, an independent enumeration,
consistency, published values, the switch decision, basic strategy and the house edge."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from bjswitch_widgets.rules import JACK_SWITCH
from bjswitch_widgets.strategy import (
    StrategyChart,
    basic_strategy,
    dealer_distribution,
    hand_ev,
    house_edge,
    strategy_differences,
    switch_advice,
)

RANKS = range(1, 11)


def shoe(decks: int, known: list[int]) -> list[int]:
    counts = [16 * decks if r == 10 else 4 * decks for r in RANKS]
    for r in known:
        counts[r - 1] -= 1
    return counts


def enumerate_dealer(up: int, counts: list[int], h17: bool, peek: bool) -> dict[str, Fraction]:
    """An independent dealer: walks every card sequence with exact fractions (no memo), the
    probabilities fixed by the composition after the known cards (the module's model)."""
    n = sum(counts)
    p = {r: Fraction(counts[r - 1], n) for r in RANKS}
    out: dict[str, Fraction] = {}

    def total(cards: list[int]) -> tuple[int, bool]:
        s = sum(cards)
        return (s + 10, True) if 1 in cards and s <= 11 else (s, False)

    def walk(cards: list[int], w: Fraction) -> None:
        t, soft = total(cards)
        if len(cards) == 2 and t == 21:
            out["natural"] = out.get("natural", Fraction(0)) + w
            return
        if t > 21:
            key = "22" if t == 22 else "23+"
        elif t > 17 or (t == 17 and not (soft and h17)):
            key = str(t)
        else:
            hole = p
            if len(cards) == 1 and peek and up in (1, 10):
                banned = 10 if up == 1 else 1
                rest = 1 - p[banned]
                hole = {r: (0 if r == banned else p[r] / rest) for r in RANKS}
            for r in RANKS:
                if hole[r]:
                    walk([*cards, r], w * hole[r])
            return
        out[key] = out.get(key, Fraction(0)) + w

    walk([up], Fraction(1))
    return out


def test_1_10_standing_on_20_against_a_6_by_independent_enumeration():
    """§1.9/§1.10: stand on 10+10 vs 6 (H17, 22 pushes): +P(17,18,19) +P(23+) −P(21); 20 and
    22 push. The dealer's distribution is enumerated here independently, card by card, from
    the fixed composition of the fast model (its draws not removed again)."""
    d = enumerate_dealer(6, shoe(6, [10, 10, 6]), h17=True, peek=True)
    expected = d["17"] + d["18"] + d["19"] + d["23+"] - d["21"]
    model = hand_ev(["10♠", "10♦"], "6♣", exact=False)["stand"]
    assert model == pytest.approx(float(expected), abs=1e-12)
    module = dealer_distribution("6♣", known=["10♠", "10♦"], exact=False)
    for key, value in d.items():
        assert module[key] == pytest.approx(float(value), abs=1e-12)


def test_1_6_peek_table_dealer_has_no_natural_when_the_player_decides():
    """§1.6: with an ace up and the peek, the player decides knowing there is no natural (the
    fast model's fixed composition, enumerated independently here)."""
    assert dealer_distribution("A♠")["natural"] == 0
    d = enumerate_dealer(1, shoe(6, [1]), h17=True, peek=True)
    model = dealer_distribution("A♠", exact=False)
    assert model["natural"] == 0
    assert model["22"] == pytest.approx(float(d["22"]), abs=1e-12)


def test_1_10_a_kept_natural_is_worth_exactly_one_bet_at_the_peek_table():
    """§1.10: a natural wins 1:1 against every dealer result (no dealer natural after the peek)."""
    for up in ["2♠", "6♦", "10♣", "A♥"]:
        assert hand_ev(["A♠", "K♦"], up) == {"stand": pytest.approx(1.0)}
    # Switched, the same two cards are an ordinary 21: worth less than a bet.
    assert hand_ev(["A♠", "K♦"], "10♣", switched=True)["stand"] < 1.0


def test_2_classic_natural_pays_3_to_2():
    """§2: a natural pays 3:2 — worth 1.5 bets against a 6."""
    assert hand_ev(["A♠", "K♦"], "6♣", "classic")["stand"] == pytest.approx(1.5)


def test_double_is_twice_the_one_card_stand():
    """Consistency of the fast model: EV(double) = 2 × Σ p(card) × EV(standing on the new
    total), on one shoe."""
    from bjswitch_widgets.rules import get_profile
    from bjswitch_widgets.strategy.ev import solver as _solver

    counts = shoe(6, [6, 4, 5])
    n = sum(counts)
    solver = _solver(get_profile("switch"), 5, tuple(counts))
    one_card = sum(counts[r - 1] / n * solver.stand(10 + r, r == 1) for r in RANKS)
    assert hand_ev([6, 4], 5, exact=False)["double"] == pytest.approx(2 * one_card, abs=1e-12)
    # and 10 against a 5 is a double: worth more than hitting.
    assert hand_ev([6, 4], 5)["double"] > hand_ev([6, 4], 5)["hit"] > 0


def test_order_of_the_two_cards_does_not_matter():
    assert hand_ev([6, 4], 9) == hand_ev([4, 6], 9)


def composition_average(total: int, up: int) -> float:
    """The published per-hand values are per total: weight each two-card way of making it."""
    counts = shoe(6, [up])
    num = den = 0.0
    for a, b in itertools.combinations_with_replacement(range(2, 11), 2):
        if a + b != total:
            continue
        w = counts[a - 1] * counts[b - 1] * 2 if a != b else counts[a - 1] * (counts[a - 1] - 1)
        num += w * max(hand_ev([a, b], up).values())
        den += w
    return num / den


@pytest.mark.parametrize(
    ("total", "up", "published"),
    [
        (10, 2, 0.059),
        (10, 3, 0.221),
        (10, 4, 0.279),
        (10, 5, 0.339),
        (10, 6, 0.394),
        (11, 6, 0.493),
        (12, 2, -0.356),
    ],
)
def test_published_blackjack_switch_values_within_0_005(total, up, published):
    """Published best-play values, Blackjack Switch, 6–8 decks, H17 (the issue's figures)."""
    assert composition_average(total, up) == pytest.approx(published, abs=0.005)


def test_1_7_switch_decision_when_one_arrangement_dominates():
    """§1.7: 5♠10♥ / 10♣6♥ (15, 16) vs 9 → switch to 11 and 20; two naturals → keep."""
    adv = switch_advice(["5♠", "10♥"], ["10♣", "6♥"], "9♣")
    assert adv.best == "switch" and adv.ev_switch > adv.ev_keep + 1
    assert adv.hands == (("5♠", "6♥"), ("10♣", "10♥"))
    assert adv.actions[1] == "stand"
    two_naturals = switch_advice(["A♠", "K♥"], ["A♦", "Q♣"], "6♠")
    assert two_naturals.best == "keep" and two_naturals.ev_keep == pytest.approx(2.0)
    # ev_keep is the sum of the two hands' best EVs
    assert adv.ev_keep == pytest.approx(
        max(adv.keep_values[0].values()) + max(adv.keep_values[1].values())
    )


def test_house_edges_land_where_the_literature_says():
    """Switch, 6 decks H17 with card removal: 0.52%–0.60% (published 0.58%); classic ≈ 0.40%."""
    assert 0.0052 < house_edge("switch") < 0.0060
    assert 0.0035 < house_edge("classic") < 0.0045


def test_basic_strategy_tables_and_the_differences_from_classic():
    """Derived from EVs: 11 vs 6 doubles; 16 vs 10 hits; the 22 push makes 8+8 vs 10 a hit in
    Switch, a split in classic."""
    bs = basic_strategy("switch")
    assert bs["hard"][11, 6] == "D" and bs["hard"][16, 10] == "H" and bs["hard"][17, 1] == "S"
    assert bs["pairs"][8, 10] == "H" and basic_strategy("classic")["pairs"][8, 10] == "P"
    diffs = strategy_differences("switch", "classic")
    assert ("8+8", "10", "H", "P") in diffs
    html = StrategyChart("switch", compare="classic")._repr_html_()
    assert html.count("<table") == 3 and "outline" in html


# ------------------------------------------------- §4: late surrender and the soft 21 at jack


def test_late_surrender_value_counts_the_dealer_natural():
    """§4: late surrender loses the whole bet to a dealer natural made by the second card.
    10♠ 6♥ against 10♦ at jack_switch: 6 decks less 10, 6, 10 = 309 cards, 24 aces, so
    P(natural) = 24/309 and surrender is worth −0.5·(285/309) − 1·(24/309)."""
    ev = hand_ev(["10♠", "6♥"], "10♦", "jack_switch")
    assert ev["surrender"] == pytest.approx(-0.5 - 0.5 * 24 / 309, abs=1e-12)
    # The what-if of early surrender (half back even against a natural) is exactly −0.5.
    early = JACK_SWITCH.replace(late_surrender=False)
    assert hand_ev(["10♠", "6♥"], "10♦", early)["surrender"] == pytest.approx(-0.5, abs=1e-12)
    # Against a 6 up no second card makes a natural: surrender is exactly −0.5 there.
    assert hand_ev(["10♠", "6♥"], "6♦", "jack_switch")["surrender"] == pytest.approx(-0.5)


def test_switched_ace_ten_is_a_decision_only_at_jack_switch():
    """§4: a soft 21 that is not a natural may be hit (and doubled, surrendered) at jack_switch;
    standing is best. At switch any 21 stops: standing is the only value."""
    ev = hand_ev(["A♠", "K♥"], "9♦", "jack_switch", switched=True)
    assert set(ev) == {"stand", "hit", "double", "surrender"}
    assert max(ev, key=lambda k: ev[k]) == "stand"
    assert ev["hit"] < ev["stand"] and ev["double"] < ev["stand"]
    assert set(hand_ev(["A♠", "K♥"], "9♦", "switch", switched=True)) == {"stand"}
    # A+5+5 (three cards): stand or hit at jack_switch, stand only at switch
    assert set(hand_ev(["A♠", "5♥", "5♣"], "9♦", "jack_switch")) == {"stand", "hit"}
    assert set(hand_ev(["A♠", "5♥", "5♣"], "9♦", "switch")) == {"stand"}


def test_jack_switch_house_edge_is_positive_and_early_surrender_would_flip_it():
    """§4: with late surrender the house keeps an edge; the lesson's what-if of early
    surrender would give it to the player (RULES §4 says so)."""
    assert house_edge("jack_switch") > 0.002
    assert house_edge(JACK_SWITCH.replace(late_surrender=False)) < 0
    # The soft-21 option changes nothing at best play: hitting a 21 never pays.
    assert house_edge(JACK_SWITCH.replace(hit_soft_21=False)) == pytest.approx(
        house_edge("jack_switch"), abs=1e-12
    )
    assert basic_strategy("jack_switch")["soft"][10, 9] == "S"
