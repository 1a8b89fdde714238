"""A lesson's stacked shoe is kept out of sight (issue 23): in JupyterLab every code cell shows,
so a shoe written above a question gives its answer away. The shoes live in scenario files
beside the lessons' sources and a lesson loads one by name with ``lesson_scenario``."""

from __future__ import annotations

import pytest

from bjswitch_widgets import InvalidInputError, Round, lesson_scenario, replay
from bjswitch_widgets.teaching.scenarios import lesson_scenario_names


def test_the_worked_example_is_the_shoe_of_1_12():
    """§1.12's shoe, as the rules document writes it (hand-copied): Ann's hands 5♠ 10♥ and
    10♣ 6♥ under a 9♣."""
    worked = lesson_scenario("worked_example")
    assert worked == {
        "players": ["Ann"],
        "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
    }
    rnd = Round("switch", ["Ann"], cards=worked["cards"])
    assert [str(c) for c in rnd.players[0].hands[0].cards] == ["5♠", "10♥"]


@pytest.mark.parametrize("name", lesson_scenario_names())
def test_every_lesson_scenario_replays(name):
    assert replay(lesson_scenario(name))["players"]


def test_each_call_gives_a_fresh_copy():
    first = lesson_scenario("worked_example")
    first["cards"].clear()
    assert len(lesson_scenario("worked_example")["cards"]) == 8


@pytest.mark.parametrize("name", ["", "../rules", "WORKED_EXAMPLE", "worked_example.json", 7, None])
def test_a_name_that_is_no_scenario_is_refused_by_name(name):
    with pytest.raises(InvalidInputError, match="no lesson scenario is named"):
        lesson_scenario(name)
