"""A seed of the shuffles is None or a whole number, checked in one place
(``bjswitch_widgets.arguments.check_seed``) for every public function that takes one: anything
else — a list, text, a float, a bool — is an InvalidInputError naming ``seed``, never Python's
``TypeError`` from ``random.Random`` or from the simulator's arithmetic.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bjswitch_widgets import InvalidInputError, Round, Session, Shoe, SwitchTable, Trainer
from bjswitch_widgets.strategy import simulate

#: Every public way to give a seed, with the seed as the only argument that changes.
MAKERS: dict[str, Callable[[Any], object]] = {
    "Round": lambda seed: Round(seed=seed),
    "Session": lambda seed: Session(seed=seed),
    "Session.start_round": lambda seed: Session().start_round(seed=seed),
    "Shoe": lambda seed: Shoe(seed=seed),
    "SwitchTable": lambda seed: SwitchTable(seed=seed, dealer_delay=0),
    "Trainer": lambda seed: Trainer(seed=seed, focus="hard"),
    "simulate": lambda seed: simulate(10, seed=seed, workers=1, progress=False),
}
NOT_SEEDS = [[1], "x", 1.5, b"7", True, False, {"seed": 1}, (1,)]


@pytest.mark.parametrize("maker", MAKERS.values(), ids=list(MAKERS))
@pytest.mark.parametrize("seed", NOT_SEEDS, ids=repr)
def test_anything_but_none_or_a_whole_number_is_refused_by_name(maker, seed):
    with pytest.raises(InvalidInputError, match=r"^seed must be None .* or a whole number, not "):
        maker(seed)


@pytest.mark.parametrize("maker", MAKERS.values(), ids=list(MAKERS))
@pytest.mark.parametrize("seed", [None, 0, -3, 10**40], ids=repr)
def test_none_and_whole_numbers_of_any_size_are_seeds(maker, seed):
    maker(seed)


def test_the_same_seed_deals_the_same_cards_and_a_bool_is_not_one():
    """True would have been seed 1 to random.Random; it is refused instead (a flag passed in
    the wrong place), while the whole numbers keep dealing as before."""
    assert Round(seed=1).cards_drawn == Round(seed=1).cards_drawn
    with pytest.raises(InvalidInputError, match="not True"):
        Round(seed=True)


def test_a_simulation_seeded_none_still_plays_every_round():
    sim = simulate(100, seed=None, workers=1, progress=False)
    assert sim.rounds == 100
