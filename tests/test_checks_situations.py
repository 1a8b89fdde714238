"""What a check can be asked about: a round, a session's round (``round=k``), a scenario dict or
a scenario file (rules §5). Expectations worked by hand from the stacked cards."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bjswitch_widgets import InvalidInputError, Round, ScenarioError, Session
from bjswitch_widgets.checks import (
    assert_chips_after,
    check_chips_after,
    check_deal,
    check_dealer_plays,
    check_decision,
    check_insurance_returned,
    check_legal,
    check_outcome,
    check_play,
    check_returned,
    check_to_act,
    table_from,
)
from bjswitch_widgets.checks.feedback import Feedback
from bjswitch_widgets.language import in_language


@pytest.fixture(params=["en", "ru"])
def lang(request: pytest.FixtureRequest) -> Any:
    """The verdicts are the same in every language."""
    with in_language(request.param):
        yield request.param


WORKED = ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]
# Round 2: hand 1 10♠ 10♦ = 20, hand 2 9♠ 9♦ = 18, dealer 7♣ 10♥ = 17 stands (§1.9).
SECOND = ["10♠", "9♠", "7♣", "10♦", "9♦", "10♥"]
SESSION = {
    "players": ["Ann"],
    "rounds": [
        {"cards": WORKED, "actions": ["switch", "double", "stand"]},  # §1.12: both push
        {"cards": SECOND, "actions": ["keep", "stand", "stand"]},  # 20 and 18 beat 17
    ],
}


def test_a_session_scenario_round_by_round(lang: str) -> None:
    """§1.10 and §1.11: round 1 pushes both hands (dealer 22); round 2 wins both, chips carry."""
    assert check_outcome(SESSION, "push", round=1, hand=1).correct
    assert check_outcome(SESSION, "win", round=2, hand=2).correct
    assert check_chips_after(SESSION, 100, round=1).correct
    assert check_chips_after(SESSION, 104, round=2).correct  # 100 + 2 + 2 profit
    assert not check_chips_after(SESSION, 100, round=2).correct
    assert check_returned(SESSION, 4, round=2, hand=1).correct
    assert check_dealer_plays(SESSION, "plays", round=2).correct  # live hands: the dealer plays
    assert_chips_after(SESSION, 104, round=2)


def test_a_waiting_round_of_a_session(lang: str) -> None:
    """Round 2 before its last decision: Ann still plays hand 2 (§1.8)."""
    waiting = {**SESSION, "rounds": [SESSION["rounds"][0], {"cards": SECOND, "actions": ["keep"]}]}
    assert check_to_act(waiting, "Ann", round=2).correct
    assert check_to_act(waiting, "nobody", round=1).correct
    assert check_legal(waiting, "switch", "no", round=2).correct  # the choice is made (§1.7)
    assert check_decision(waiting, "stand", round=2).correct  # 20 against a 7: stand


def test_the_deal_of_a_later_round(lang: str) -> None:
    """§1.3: round 2's deal, whatever its actions."""
    meant = {"Ann hand 1": "10♠ 10♦", "Ann hand 2": "9♠ 9♦", "dealer up card": "7♣"}
    assert check_deal(SESSION, meant, round=2).correct
    assert not check_deal(SESSION, meant, round=1).correct


def test_a_session_object_and_its_rounds(lang: str) -> None:
    """A live Session is asked about by round, the same as its scenario."""
    session = Session(["Ann"], rounds=2)
    session.start_round(cards=WORKED)
    for action in ("switch", "double", "stand"):
        session.apply(action)
    session.start_round(cards=SECOND)
    assert check_to_act(session, "Ann", round=2).correct
    for action in ("keep", "stand", "stand"):
        session.apply(action)
    assert check_chips_after(session, 104, round=2).correct
    assert check_outcome(session, "push", round=1, hand=2).correct
    assert table_from(session, round=1) is session.history[0]


def test_which_round_must_be_said_when_there_are_several() -> None:
    """A question about a session names its round; out-of-range rounds are refused by name."""
    with pytest.raises(InvalidInputError, match=r"2 rounds: say which one .* round=k \(1 to 2\)"):
        check_outcome(SESSION, "push")
    for bad in (0, 3, -1):
        with pytest.raises(InvalidInputError, match=r"round=.*give round=1 to round=2"):
            check_outcome(SESSION, "push", round=bad)
    for bad in (True, "2"):  # no round number at all: refused before the session is read
        with pytest.raises(InvalidInputError, match=r"^round must be None or a whole number"):
            check_outcome(SESSION, "push", round=bad)  # type: ignore[arg-type]
    one = {"players": ["Ann"], "cards": WORKED, "actions": ["switch", "double", "stand"]}
    assert check_outcome(one, "push", round=1).correct
    with pytest.raises(InvalidInputError, match=r"round=2: a one-round scenario has 1 round"):
        check_outcome(one, "push", round=2)


def test_a_scenario_file(tmp_path: Path) -> None:
    """table_from takes the path of a JSON scenario, as SwitchTable(scenario=path) does."""
    path = tmp_path / "worked.json"
    path.write_text(
        json.dumps({"players": ["Ann"], "cards": WORKED, "actions": ["switch", "double"]}),
        encoding="utf-8",
    )
    rnd = table_from(path)
    assert [str(c) for c in rnd.players[0].hands[0].cards] == ["5♠", "6♥", "K♦"]
    assert check_to_act(str(path), "Ann").correct  # hand 2 (20) still to play
    assert check_decision(path, "stand").correct
    session_file = tmp_path / "session.json"
    session_file.write_text(json.dumps(SESSION, ensure_ascii=False), encoding="utf-8")
    assert check_chips_after(session_file, 104, round=2).correct
    with pytest.raises(ScenarioError, match=r"cannot read '.*missing\.json'"):
        table_from(tmp_path / "missing.json")


def test_check_play_leaves_the_learners_round_alone(lang: str) -> None:
    """Playing the learner's decisions on a round they hold must not play their round."""
    rnd = Round("switch", ["Ann"], cards=WORKED)
    before = rnd.result()
    assert check_play(rnd, ["switch", "double", "stand"], 100).correct
    assert rnd.result() == before


def test_what_is_not_a_situation() -> None:
    with pytest.raises(InvalidInputError, match=r"not 42"):
        table_from(42)  # type: ignore[arg-type]


def test_a_table_of_several_players_names_whose_hand() -> None:
    """At Ann and Ben's table a question must say whose hand; a one-player table needs not."""
    two = {
        "players": ["Ann", "Ben"],
        "cards": ["A♠", "10♣", "A♥", "Q♣", "9♣", "K♦", "7♥", "9♠", "J♦", "7♦", "6♦"],
        "actions": ["keep", "stand", "switch", "stand"],
    }
    assert check_outcome(two, "push", player="Ben", hand=1).correct  # switched 21 v 22 (§1.10)
    with pytest.raises(InvalidInputError, match=r"seats 'Ann', 'Ben': say whose hand .* player="):
        check_outcome(two, "push", hand=1)
    with pytest.raises(InvalidInputError, match=r"no player 'ann' at this table; it seats 'Ann'"):
        check_outcome(two, "win", player="ann")


def test_a_session_with_no_round_yet() -> None:
    with pytest.raises(InvalidInputError, match="has no round yet: deal one"):
        table_from(Session(["Ann"]), round=1)


# ------------------------------------------------------------------ the selectors, checked once

FINISHED = {"players": ["Ann"], "cards": WORKED, "actions": ["switch", "double", "stand"]}
LIVE = {"players": ["Ann"], "cards": WORKED, "actions": ["switch"]}
#: Hand 2, 10♣ 10♥ = hard 20, to play against the 9♣: stand.
TWENTY = {"players": ["Ann"], "cards": WORKED, "actions": ["switch", "double"]}


class Unprintable:
    """An object whose repr raises."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")


#: Every check that takes a selector, asked a sensible question with ``**selector``.
SELECTOR_CHECKS: dict[str, tuple[tuple[str, ...], Callable[..., Feedback]]] = {
    "check_outcome": (
        ("round", "player", "hand"),
        lambda **k: check_outcome(FINISHED, "push", **k),
    ),
    "check_returned": (("round", "player", "hand"), lambda **k: check_returned(FINISHED, 2, **k)),
    "check_chips_after": (("round", "player"), lambda **k: check_chips_after(FINISHED, 100, **k)),
    "check_insurance_returned": (
        ("round", "player"),
        lambda **k: check_insurance_returned(FINISHED, 0, **k),
    ),
    "check_play": (
        ("round", "player"),
        lambda **k: check_play(LIVE, ["double", "stand"], 100, **k),
    ),
    "check_dealer_plays": (("round",), lambda **k: check_dealer_plays(FINISHED, "plays", **k)),
    "check_legal": (("round",), lambda **k: check_legal(LIVE, "hit", "yes", **k)),
    "check_deal": (("round",), lambda **k: check_deal(LIVE, {"dealer up card": "9♣"}, **k)),
    "check_to_act": (("round",), lambda **k: check_to_act(LIVE, "Ann", **k)),
    "check_decision": (("round",), lambda **k: check_decision(TWENTY, "stand", **k)),
}
#: No selector at all: text, a list, a dict, a lone surrogate, a bool, a float, an object whose
#: repr raises (each is none of a round number, a hand number or a player's name; '2' could be a
#: name, and no player is called so).
NOT_SELECTORS: dict[str, Any] = {
    "'2'": "2",
    "[1]": [1],
    "{'a': 1}": {"a": 1},
    "lone surrogate": "\ud800",
    "True": True,
    "1.0": 1.0,
    "unprintable": Unprintable(),
}
CASES = [
    (check, selector, junk)
    for check, (selectors, _) in SELECTOR_CHECKS.items()
    for selector in selectors
    for junk in NOT_SELECTORS
]


@pytest.mark.parametrize(("check", "selector", "junk"), CASES)
def test_every_check_refuses_what_is_no_selector_by_its_name(check, selector, junk):
    """round=, player= and hand= are checked in one place (checks.situations.check_selectors)
    for every check: a TypeError or a crash of the junk's own repr before."""
    call = SELECTOR_CHECKS[check][1]
    with pytest.raises(InvalidInputError, match=rf"^(no )?{selector}\b"):
        call(**{selector: NOT_SELECTORS[junk]})


def test_each_check_answers_with_its_selectors_right(lang: str):
    """The same calls, every selector valid: the worked example (§1.12) pushes both hands, hand 2
    (10♣ 10♥, bet 2) getting its 2 back; Ann ends with 100; no insurance was taken; after the
    switch hand 1 (5♠ 6♥) may be hit, and a hard 20 stands against a 9."""
    for check, (selectors, call) in SELECTOR_CHECKS.items():
        given = {"round": 1, "player": "Ann", "hand": 2}
        assert call(**{k: given[k] for k in selectors}).correct, check


@pytest.mark.parametrize("number", [0, 3, -1, 10**5000], ids=["0", "3", "-1", "10**5000"])
def test_a_hand_number_the_player_does_not_have_is_refused_with_the_hands_there_are(number):
    """Ann plays two positions: hand=1 and hand=2, nothing else (a 5,001-digit number was a
    plain ValueError when the message wrote it out)."""
    with pytest.raises(
        InvalidInputError, match=r"^hand=.*: 'Ann' has 2 hands, give hand=1 to hand=2"
    ):
        check_returned(FINISHED, 4, hand=number)


def test_hand_none_names_a_players_only_hand_and_asks_which_of_several():
    """Like player=None and round=None: at classic Ann has one hand (§2), at switch two (§1.2).
    Classic, 5♠ 9♣ then 10♣ (a hit) = 24: a bust loses."""
    classic = {
        "profile": "classic",
        "players": ["Ann"],
        "cards": ["5♠", "9♣", "9♠", "7♦", "10♣"],
        "actions": ["hit"],
    }
    assert check_outcome(classic, "lose", hand=None).correct  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError, match=r"'Ann' has 2 hands: say which one .* hand=k"):
        check_outcome(FINISHED, "push", hand=None)  # type: ignore[arg-type]


def test_a_bad_selector_is_refused_before_the_answer_is_read():
    """The selector is the question's: junk there is an error even when the answer is junk."""
    with pytest.raises(InvalidInputError, match=r"^hand must be None or a whole number"):
        check_returned(FINISHED, "junk answer", hand="2")  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError, match=r"^player: a player's name"):
        check_chips_after(FINISHED, "junk answer", player=["Ann"])  # type: ignore[arg-type]
