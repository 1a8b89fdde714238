"""An action is read by one parser (``Action.parse``), and it reads only what the table can
play: an insurance amount is 1 to 9 ASCII digits (``str.isdigit`` is true for ``'²'`` and
``'٣'``, which ``int`` refuses or reads as 3), an action is at most 100 characters (a
5,000-digit amount would reach Python's 4,300-digit limit), and the texts it keeps are bounded.
The round, the replay (and its command line) and the trainer all refuse what it refuses, with
the package's InvalidActionError naming the text.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bjswitch_widgets import InvalidActionError, Round, replay
from bjswitch_widgets.engine import actions
from bjswitch_widgets.errors import IllegalActionError
from bjswitch_widgets.round import Action, ActionKind
from bjswitch_widgets.teaching.training import Practice

#: The dealer shows an ace: Ann (hand 1 5♠ 10♥, hand 2 10♣ 6♥) is asked about insurance.
INSURANCE_DEAL = ["5♠", "10♣", "A♠", "10♥", "6♥", "7♦"]
HUGE = "insure " + "9" * 5000 + " 0"
NOT_AMOUNTS = [
    "insure ² ²",  # superscript two: isdigit() is True, int() refuses it
    "insure ٣ 0",  # Arabic-Indic three: int() would read it as 3
    "insure １ 0",  # fullwidth one
    "insure -1",
    "insure one",
    "insure 1.0 0",
    "insure 1234567890 0",  # ten digits
]


def waiting_for_insurance() -> Round:
    rnd = Round("switch", ["Ann"], cards=INSURANCE_DEAL)
    assert rnd.phase.value == "insurance"
    return rnd


@pytest.mark.parametrize("text", [*NOT_AMOUNTS, HUGE], ids=lambda t: t[:20])
def test_the_round_refuses_amounts_not_in_ascii_digits_and_changes_nothing(text):
    rnd = waiting_for_insurance()
    before = rnd.snapshot()
    with pytest.raises(InvalidActionError, match=r"^(bad insurance action|not an action:) 'insure"):
        rnd.apply(text)
    assert rnd.snapshot() == before


def test_ascii_amounts_of_up_to_nine_digits_are_read_as_numbers():
    assert Action.parse("INSURE 000000001 0") == Action(ActionKind.INSURE, (1, 0))
    assert Action.parse(" insure  1   1 ").amounts == (1, 1)


def test_a_text_longer_than_any_action_is_refused_before_it_is_read():
    with pytest.raises(InvalidActionError, match=r"5,009 characters long"):
        Action.parse(HUGE)
    with pytest.raises(InvalidActionError, match=r"101 characters long"):
        Action.parse("hit" + " " * 98)
    assert Action.parse("hit" + " " * 97) == Action.parse("hit")  # 100 characters: read


@pytest.mark.parametrize("text", ["insure ² ²", HUGE], ids=["superscript", "5000 digits"])
def test_replay_names_the_action(text):
    scenario = {"players": ["Ann"], "cards": INSURANCE_DEAL, "actions": [text]}
    with pytest.raises(InvalidActionError, match=r"^action 0: "):
        replay(scenario)


@pytest.mark.parametrize("text", ["insure ² ²", HUGE], ids=["superscript", "5000 digits"])
def test_the_command_line_says_one_line_and_exits_2(text):
    scenario = json.dumps({"players": ["Ann"], "cards": INSURANCE_DEAL, "actions": [text]})
    done = subprocess.run(
        [sys.executable, "-m", "bjswitch_widgets", "replay", "-"],
        input=scenario.encode(),
        capture_output=True,
        cwd=Path(__file__).resolve().parent.parent,
        timeout=120,
        check=False,
    )
    lines = done.stderr.decode().splitlines()
    assert (done.returncode, done.stdout) == (2, b"")
    assert len(lines) == 1 and lines[0].startswith("error: action 0: ")


def test_the_texts_kept_stay_bounded_however_many_differ():
    """200,000 distinct answers once kept 55 MB: now the parser keeps the last 1,024 texts."""
    for k in range(5000):
        Action.parse(f"insure {k} 0")
        Action.parse(f"HIT{' ' * (k % 90)}")
    kept = actions._parse.cache_info()
    assert kept.maxsize == 1024 and kept.currsize <= 1024
    assert Action.parse("insure 4999 0").amounts == (4999, 0)  # still read right


@pytest.mark.parametrize("text", ["insure -1", "insure one", "insure ² ²"])
def test_the_trainer_refuses_what_the_table_refuses(text):
    """Graded as insuring before; now not graded at all, and the drill is still waiting."""
    practice = Practice("switch", seed=1, focus="insurance")
    drill = practice.drill
    with pytest.raises(InvalidActionError):
        practice.answer(text)
    assert practice.drill == drill and practice.stats()["answered"] == 0


def test_the_trainer_reads_insurance_amounts_as_the_table_does():
    """At the switch table a position's insurance is at most half its bet of 2: 1 chip."""
    practice = Practice("switch", seed=1, focus="insurance")
    with pytest.raises(IllegalActionError, match=r"at most half"):
        practice.answer("insure 9 9")
    practice.answer("insure 0 0")
    assert practice.history[-1].choice == "no insurance"
    while practice.drill.kind != "insurance":  # a missed drill may come back first
        practice.answer(practice.best())
    practice.answer("insure 1 0")
    assert practice.history[-1].choice == "insure 1 chip"
