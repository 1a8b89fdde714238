"""The dealer's table (issue 27), clicked headless: Hit or Stand for the dealer (rules §1.9),
every hand settled right to left by the chips typed or counted out and Pay (§1.10), insurance
(§1.5, §1.6), the sideways card (§4); a wrong answer shown, explained and kept until corrected;
a click or an Enter acting only on the step it was shown for; outcomes hidden until settled."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bjswitch_widgets import DealerTable, in_language
from bjswitch_widgets.teaching.dealer_round import DealerRound
from bjswitch_widgets.widgets.dealer_controller import DealerController


def shown(table: DealerTable) -> list[str]:
    return [n for n, b in table._buttons.items() if b.layout.display != "none"]


def right_click(table: DealerTable) -> None:
    """Answer the step waiting by clicking as a learner would: the right button, or the right
    chips typed and Pay."""
    step = table.controller.round.step
    assert step is not None
    best = step.best()
    if step.kind == "draw":
        table._buttons[best].click()
    elif step.kind == "sideways":
        name = {(): "turn-none", (1,): "turn-1", (2,): "turn-2", (1, 2): "turn-both"}[tuple(best)]
        table._buttons[name].click()
    else:
        table._amount.value = str(best)
        table._buttons["pay"].click()


def walk_to(table: DealerTable, kind: str) -> Any:
    """Answer right until a step of ``kind`` waits; that step (None if the round ended)."""
    c = table.controller
    while c.round.step is not None and c.round.step.kind != kind:
        right_click(table)
    return c.round.step


def wrong_click(table: DealerTable) -> None:
    step = table.controller.round.step
    assert step is not None
    best = step.best()
    if step.kind == "draw":
        table._buttons["stand" if best == "hit" else "hit"].click()
    elif step.kind == "sideways":
        table._buttons["turn-none" if best else "turn-both"].click()
    else:
        table._amount.value = str(best + 1)
        table._buttons["pay"].click()


@pytest.mark.parametrize("profile", ["switch", "classic", "online_switch", "jack_switch"])
def test_rounds_clicked_through_right_are_all_right_first_try(profile):
    table = DealerTable(profile, seed=3)
    steps = 0
    for _round in range(6):
        while table.controller.round.step is not None:
            before = table.controller.decision_id
            right_click(table)
            assert table.controller.decision_id == before + 1
            steps += 1
        assert shown(table) == ["next-round"]
        assert "bjs-outcome-" in table._table.value  # every hand settled shows its outcome
        table._buttons["next-round"].click()
    stats = table.stats()
    assert stats["answered"] == stats["right_first_try"] == steps > 0
    assert stats["rounds"] == 7


def test_a_wrong_answer_is_shown_explained_and_must_be_corrected():
    table = DealerTable("switch", seed=3)
    c = table.controller
    step, token = c.round.step, c.decision_id
    wrong_click(table)
    assert c.round.step is step and c.decision_id == token  # the same step waits
    feedback, about = c.last
    assert about is step and not feedback.correct and feedback.expected == step.best()
    assert "bjs-feedback" in table._verdict.value and "§" in table._verdict.value
    wrong_click(table)  # still wrong: still waiting
    assert c.round.step is step
    right_click(table)
    assert c.round.step is not step and c.decision_id == token + 1
    assert c.stats()["answered"] == 1 and c.stats()["right_first_try"] == 0


def test_a_wrong_amount_names_the_right_one():
    table = DealerTable("switch", seed=3)
    c = table.controller
    step = walk_to(table, "settle")
    assert step is not None
    table._amount.value = str(step.best() + 2)
    table._buttons["pay"].click()
    feedback, _ = c.last
    assert not feedback.correct and feedback.expected == step.best()
    assert f"<b>{step.best()}</b>" in table._verdict.value


def test_a_stale_or_doubled_click_and_enter_act_only_on_their_step():
    table = DealerTable("classic", seed=8)
    c = table.controller
    token = c.decision_id
    right_click(table)
    index = c.round.index
    # the second click of a double click carries the step it was shown for: dropped
    for name in ("hit", "stand", "pay", "turn-both"):
        table._on_key(name, token)
    assert c.round.index == index and c.stats()["answered"] == 1
    # Enter in the amount box carries the page's step too
    step = walk_to(table, "settle")
    table._verdict._on_message(
        None, {"event": "submit", "value": "99", "token": c.decision_id - 1}, None
    )
    assert c.round.step is step and c.last[1] is not step  # a stale Enter: nothing graded
    table._verdict._on_message(
        None, {"event": "submit", "value": str(step.best()), "token": c.decision_id}, None
    )
    assert c.round.step is not step and c.last[0].correct


def test_the_chip_buttons_count_out_the_amount():
    table = DealerTable("switch", seed=3)
    for name in ("bjs-chip-5", "bjs-chip-2", "bjs-chip-1"):
        next(b for b in table._chips if name in b._dom_classes).click()
    assert table._amount.value == "8"
    table._clear.click()
    assert table._amount.value == ""
    table._amount.value = "abc"
    next(b for b in table._chips if "bjs-chip-1" in b._dom_classes).click()
    assert table._amount.value == "1"
    next(b for b in table._chips if "bjs-chip-0" in b._dom_classes).click()
    assert table._amount.value == "0"  # a lost bet: nothing comes back


def test_outcomes_and_cards_stay_hidden_until_their_step():
    for seed in range(40):
        table = DealerRound("switch", __import__("random").Random(seed))
        while table.step is not None:
            moment = table.moment()
            step = table.step
            for seat in moment.seats:
                for hand in seat.hands:
                    settled_before = any(
                        s.kind == "settle" and (s.player, s.hand) == (seat.name, i)
                        for s in table.steps[: table.index]
                        for i in [seat.hands.index(hand) + 1]
                    )
                    if hand.result is not None:
                        assert settled_before or hand.result[1] == 0  # settled, or a bust
            if step.kind == "draw":
                assert list(moment.dealer) == list(table.round.dealer[: step.shown])
            if step.kind == "insurance":
                assert all(len(h.cards) == 2 for s in moment.seats for h in s.hands)
                asked = next(s for s in moment.seats if s.name == step.player)
                assert all(p is None for p in asked.insurance_paid[step.hand - 1 :])
            table.answer(step.best())


def test_the_sideways_card_is_turned_only_once_answered():
    found = 0
    for seed in range(400):
        table = DealerRound("jack_switch", __import__("random").Random(seed))
        asked = [s for s in table.steps if s.kind == "sideways" and s.best()]
        if not asked:
            continue
        found += 1
        while table.step is not None and table.step.kind != "sideways":
            table.answer(table.step.best())
        assert not any(h.sideways for s in table.moment().seats for h in s.hands)
        while table.step is not None and table.step.kind == "sideways":
            table.answer(table.step.best())
        assert any(h.sideways for s in table.moment().seats for h in s.hands)
        if found >= 3:
            break
    assert found


def test_in_russian_the_verdict_quotes_the_answer_in_russian():
    table = DealerTable("switch", seed=3, lang="ru")
    assert table._buttons["pay"].description == "Выплатить"
    if walk_to(table, "draw") is None:
        pytest.skip("no draw in this round")
    wrong_click(table)
    text = re.sub(r"<[^>]+>", "", table._verdict.value)
    assert "берёт карту" in text or "останавливается" in text
    with in_language("en"):
        assert "Круг" in table._prompt.value  # the table keeps its own language


def test_the_controller_refuses_what_the_step_does_not_offer():
    c = DealerController("switch", seed=1)
    token = c.decision_id
    assert c.act("next-round", token) is None and c.rounds == 1
    assert c.act("no-such-control", token) is None
    assert c.act("pay", token + 5, 4) is None


def test_a_wrong_amount_is_cleared_for_the_corrected_one():
    table = DealerTable("switch", seed=3)
    c = table.controller
    step = walk_to(table, "settle")
    table._amount.value = str(step.best() + 1)
    table._buttons["pay"].click()
    assert c.round.step is step and table._amount.value == ""
    assert f"<b>{step.best() + 1}</b>" in table._verdict.value  # the verdict still quotes it


def test_focus_waits_in_the_amount_box_on_a_paying_step_and_on_the_felt_otherwise():
    table = DealerTable("switch", seed=3)
    c = table.controller
    for _ in range(12):
        step = c.round.step
        if step is None:
            break
        paying = step.kind in ("settle", "insurance")
        wanted = ".bjs-dealer-amount input" if paying else ".bjs-dealer-felt"
        assert table.dealer_keys.focus == wanted
        right_click(table)
    assert 'class="bjs-table bjs-dealer-felt' in table._table.value
