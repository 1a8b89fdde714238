"""The simulator: its fast path plays exactly the engine's rules, and its estimate agrees with the
exact house edge."""

from __future__ import annotations

import random

import pytest

from bjswitch_widgets import Round, Shoe
from bjswitch_widgets.rules import get_profile
from bjswitch_widgets.strategy.basic import BasicStrategy, basic_policy
from bjswitch_widgets.strategy.ev import house_edge
from bjswitch_widgets.strategy.simulate import play_fast_round, simulate


def stacked_rounds(profile: str, n: int, seed: int):
    """n random 40-card tops of fresh shoes (as card strings)."""
    prof = get_profile(profile)
    shoe = Shoe(prof.decks, rng=random.Random(seed))
    for _ in range(n):
        shoe.shuffle()
        yield [str(shoe.draw()) for _ in range(40)]


@pytest.mark.parametrize("profile", ["switch", "classic", "jack_switch", "online_switch"])
def test_fast_path_gives_the_engines_result_on_10000_stacked_rounds(profile):
    """The fast path and the engine, both playing basic strategy, agree round by round."""
    prof = get_profile(profile)
    strat = BasicStrategy(prof)
    differences = []
    kinds = {"split": 0, "double": 0, "switch": 0, "natural": 0}
    for k, cards in enumerate(stacked_rounds(profile, 10_000, seed=17)):
        rnd = Round(prof, ["P"], cards=cards, seed=k, log=False)
        while not rnd.is_over:
            rnd.apply(basic_policy(rnd))
        engine_net = rnd.players[0].chips - rnd.players[0].chips_before
        values = iter(
            [int(c[:-1]) if c[:-1].isdigit() else (1 if c[0] == "A" else 10) for c in cards]
        )
        fast_net = play_fast_round(values.__next__, strat, prof)
        if engine_net != fast_net:
            differences.append((k, cards[:12], engine_net, fast_net))
        hands = rnd.players[0].hands
        kinds["split"] += len(hands) > prof.positions_per_box
        kinds["double"] += any(h.doubled for h in hands)
        kinds["switch"] += any(h.switched for h in hands)
        kinds["natural"] += any(h.natural for h in hands)
    assert differences == [], differences[:5]
    # The comparison covered the rules that matter (counted from the engine's rounds).
    assert kinds["split"] > 100 and kinds["double"] > 500 and kinds["natural"] > 300
    if prof.switch_allowed:
        assert kinds["switch"] > 1000


@pytest.mark.parametrize("profile", ["switch", "jack_switch"])
def test_simulation_agrees_with_the_exact_house_edge_within_3_standard_errors(profile):
    """simulate() and house_edge() describe the same game: |−mean − edge| < 3 SE (jack_switch:
    late surrender and the soft 21 that may be hit, RULES §4)."""
    sim = simulate(300_000, profile, seed=5, workers=2, progress=False)
    assert sim.rounds == 300_000 and not sim.interrupted
    assert abs(sim.house_edge - house_edge(profile)) < 3 * sim.stderr, str(sim)


def test_simulation_through_the_engine_matches_in_law_too():
    """engine=True plays through Round itself; a small run lands near the same edge."""
    sim = simulate(4_000, "switch", seed=2, workers=1, engine=True, progress=False)
    assert abs(sim.house_edge - house_edge("switch")) < 4 * sim.stderr


def test_results_do_not_depend_on_the_number_of_workers():
    one = simulate(50_000, seed=9, workers=1, progress=False)
    two = simulate(50_000, seed=9, workers=2, progress=False)
    assert one.mean == pytest.approx(two.mean, abs=1e-12)


def test_bad_arguments():
    with pytest.raises(ValueError, match="rounds"):
        simulate(0)
    with pytest.raises(ValueError, match="'optimal'"):
        simulate(10, strategy="optimal")


def test_an_interrupt_stops_cleanly_and_returns_what_was_played(monkeypatch):
    """Ctrl-C (or the notebook's stop button) ends the run with the rounds already played."""
    import importlib

    module = importlib.import_module("bjswitch_widgets.strategy.simulate")

    real = module._chunk
    calls = {"n": 0}

    def chunk_then_interrupt(args):
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyboardInterrupt
        return real(args)

    monkeypatch.setattr(module, "_chunk", chunk_then_interrupt)
    sim = module.simulate(100_000, seed=1, workers=1, progress=False)
    assert sim.interrupted and sim.rounds == 2 * module._CHUNK
    assert len(sim.trace) == 2 and "interrupted" in str(sim)
