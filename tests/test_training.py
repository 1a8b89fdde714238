"""Practice (issue 16): drills dealt from a seed, graded by the exact values (rules §6), missed
drills that come back until answered right twice in a row, statistics and mastery by hand count,
and each drill a scenario that replays to its decision (rules §5)."""

from __future__ import annotations

import json

import pytest

from bjswitch_widgets import InvalidInputError, replay
from bjswitch_widgets.strategy import advise
from bjswitch_widgets.teaching.training import (
    COME_BACK,
    KINDS,
    MASTERY_RIGHT,
    MASTERY_WINDOW,
    RIGHT_TO_CLEAR,
    Practice,
    chart_cell,
    kind_of,
    push_cells,
)


def _worst(practice: Practice) -> str:
    advice = advise(practice.round())
    assert advice is not None
    return min(advice.values, key=lambda k: advice.values[k])


def test_the_same_seed_deals_the_same_drills():
    a, b = Practice("switch", seed=5), Practice("switch", seed=5)
    for _ in range(12):
        assert a.situation == b.situation
        a.answer(a.best())
        b.answer(b.best())
    assert Practice("switch", seed=6).situation != Practice("switch", seed=5).situation


def test_200_drills_answered_by_the_exact_best_are_all_right():
    """§6.4: the best choice is always right; nothing comes back; nothing is lost."""
    practice = Practice("switch", seed=2026)
    for _ in range(200):
        assert practice.answer(practice.best()).correct
    stats = practice.stats()
    assert stats["answered"] == stats["right"] == 200
    assert stats["right_first_try"] == stats["first_tries"] == 200
    assert stats["accuracy"] == 1.0 and stats["cost_per_100"] == 0.0 and stats["waiting"] == 0
    # every kind of the switch table turned up in the mix
    assert {k for k, v in stats["kinds"].items() if v["answered"]} == set(KINDS)


def test_each_missed_drill_comes_back_until_right_twice_in_a_row():
    """A drill answered wrong returns COME_BACK deals later (within 10 deals), again after a
    doubled gap when answered right, and leaves after RIGHT_TO_CLEAR rights in a row; a wrong
    answer when it comes back starts it over."""
    practice = Practice("switch", seed=11, focus="hard")
    missed = practice.situation
    practice.answer(_worst(practice))  # deal 1, missed
    seen_at = []
    answers = ["wrong", "right", "right"]  # when it comes back: wrong, then right twice
    for deal in range(2, 40):
        if practice.situation == missed:
            seen_at.append(deal)
            verdict = answers[len(seen_at) - 1] if len(seen_at) <= len(answers) else "right"
            practice.answer(_worst(practice) if verdict == "wrong" else practice.best())
        else:
            practice.answer(practice.best())
    # deal 1 missed → back at 1 + 3 = 4 (wrong again) → 4 + 3 = 7 (right) → 7 + 6 = 13 (right:
    # the second in a row, it leaves).
    assert COME_BACK == 3 and RIGHT_TO_CLEAR == 2
    assert seen_at == [4, 7, 13]
    assert practice.stats()["waiting"] == 0


def test_a_learner_who_misses_everything_sees_each_drill_again_within_10_deals():
    practice = Practice("switch", seed=3)
    first_missed: dict[str, int] = {}
    returned: dict[str, int] = {}
    for deal in range(1, 41):
        key = json.dumps(practice.situation, sort_keys=True)
        if key in first_missed and key not in returned:
            returned[key] = deal
        first_missed.setdefault(key, deal)
        practice.answer(_worst(practice))
    waited = [returned[k] - first_missed[k] for k in returned]
    assert waited and max(waited) <= 10
    # every drill missed before deal 30 has come back at least once by deal 40
    assert all(k in returned for k, d in first_missed.items() if d <= 30)


def test_statistics_match_a_hand_count():
    """Six drills: right, wrong, right, wrong, right, right; the costs of the wrong ones are
    the best value minus the chosen one, from the advisor (§6.1)."""
    practice = Practice("switch", seed=21, focus="soft")
    plan = [True, False, True, False, True, True]
    costs = []
    for right in plan:
        advice = advise(practice.round())
        assert advice is not None
        choice = advice.best if right else min(advice.values, key=lambda k: advice.values[k])
        if not advice.essentially_equal(choice):
            costs.append(advice.cost(choice))
        practice.answer(choice)
    wrong = len(costs)
    stats = practice.stats()
    assert stats["answered"] == 6 and stats["right"] == 6 - wrong
    assert stats["accuracy"] == pytest.approx((6 - wrong) / 6)
    assert stats["cost_per_100"] == pytest.approx(100 * sum(costs) / 6, abs=1e-4)
    assert stats["kinds"]["soft"]["answered"] == 6 and stats["kinds"]["hard"]["answered"] == 0
    assert stats["waiting"] == wrong


def test_a_kind_is_mastered_at_18_of_the_last_20_first_tries():
    """First tries 1–2 wrong, 3–20 right: 18 of the last 20, mastered. Then three more wrong:
    the last 20 are tries 4–23, of which 4–20 are right: 17, no longer mastered."""

    def first_try(right: bool) -> None:
        practice.answer(practice.best() if right else _worst(practice))
        practice.queue.clear()  # first tries only: a missed drill is not asked again here
        practice._comeback = None

    practice = Practice("switch", seed=4, focus="switch")
    for k in range(1, MASTERY_WINDOW + 1):
        first_try(k > 2)
    switch = practice.stats()["kinds"]["switch"]
    assert switch["first_tries"] == MASTERY_WINDOW == 20 and MASTERY_RIGHT == 18
    assert switch["right_first_try"] == 18 and switch["mastered"]
    for _ in range(3):
        first_try(False)
    assert not practice.stats()["kinds"]["switch"]["mastered"]


@pytest.mark.parametrize("focus", [*KINDS, "22 push"])
def test_focus_deals_only_that_kind(focus: str):
    practice = Practice("switch", seed=8, focus=focus)
    push = push_cells(practice.profile)
    for _ in range(8):
        rnd = practice.round()
        if focus == "22 push":
            assert chart_cell(rnd) in push  # §1.10: the 22 push changes this chart cell
        else:
            assert kind_of(rnd) == focus == practice.drill.kind
        practice.answer(practice.best())


def test_the_situation_replays_to_the_same_waiting_decision():
    """Rules §5: replay(trainer.situation) waits for the same decision of the same cards."""
    practice = Practice("online_switch", seed=9)
    for _ in range(6):
        result = replay(practice.situation)
        rnd = practice.round()
        assert result["status"] == "waiting"
        assert result["to_act"]["player"] == "You"
        assert [h["cards"] for h in result["players"][0]["hands"]] == [
            [str(c) for c in h.cards] for h in rnd.players[0].hands
        ]
        practice.answer(practice.best())


def test_refusals_name_what_was_asked():
    with pytest.raises(InvalidInputError, match="not 'doubles'"):
        Practice("switch", focus="doubles")
    with pytest.raises(InvalidInputError, match="'classic' table has no 'switch'"):
        Practice("classic", focus="switch")
    with pytest.raises(InvalidInputError, match="needs a table where a dealer 22 pushes"):
        Practice("classic", focus="22 push")
    practice = Practice("switch", seed=1, focus="hard")
    with pytest.raises(InvalidInputError, match="not 'fold'"):
        practice.answer("fold")


def test_the_state_is_plain_json():
    practice = Practice("jack_switch", seed=12)
    for _ in range(5):
        practice.answer(_worst(practice))
    state = json.loads(json.dumps(practice.state()))
    assert state["deals"] == 6 and len(state["history"]) == 5 and state["queue"]


def test_the_choices_shown_never_wait_for_the_exact_values_and_name_the_same_choices():
    """The buttons come from the quick estimates (rules §6.3) while the exact values are worked
    out; both name the same choices, so every button can be graded."""
    from bjswitch_widgets.strategy import exact

    practice = Practice("switch", seed=31)
    for _ in range(25):
        exact.reset_caches()
        quick = advise(practice.round(), deadline=0.0)  # a deadline long past: no exact work
        assert quick is not None and practice.choices() == list(quick.values)
        assert practice.choices() == list(advise(practice.round()).values)  # type: ignore[union-attr]
        practice.answer(practice.best())


def test_1_7_a_tie_is_right_as_chosen_and_the_advice_follows_the_learners_choice():
    """§1.7 and §6.4. Seed 7 deals 5♦ Q♥ and Q♦ 10♥ against the 2♣: the second cards are both
    worth 10, so keep and switch are worth the same. The switch is recorded as best (a tie has
    no other best), named a tie, and the play advised is after the switch, not "after keep".
    Seed 138 deals A♦ 8♥ (soft 19) and Q♠ 2♥ (12) against the 2♦: keep is ahead within the
    stated error. Switched, the hands are A♦ 2♥ (soft 13: hit) and Q♠ 8♥ (18: stand)."""
    tie = Practice("switch", seed=7, focus="switch")
    assert tie.situation["cards"] == ["5♦", "Q♦", "2♣", "Q♥", "10♥", "J♥"]
    fb = tie.answer("switch")
    assert fb.correct and tie.history[-1].best == "switch"
    assert "keep and switch are worth the same here: either is right" in fb.explanation
    assert "after switch: stand on hand 1, stand on hand 2" in fb.explanation
    assert "is the best choice" not in fb.explanation and "after keep" not in fb.explanation

    near = Practice("switch", seed=138, focus="switch")
    assert near.situation["cards"] == ["A♦", "Q♠", "2♦", "8♥", "2♥", "4♠"]
    fb = near.answer("switch")
    assert fb.correct and near.history[-1].best == "keep" and "essentially equal" in fb.explanation
    assert "after switch: hit on hand 1, stand on hand 2" in fb.explanation
    assert "after keep" not in fb.explanation
