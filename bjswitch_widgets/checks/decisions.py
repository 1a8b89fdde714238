"""The check of a learner's decision by its exact expected value: keep or switch, and hit,
stand, double, split or surrender for the hand in play (the strategy's advisor values them)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .. import InvalidInputError
from ..round import Round
from .answers import Unreadable, read_action
from .feedback import Feedback, twin, unreadable
from .situations import table_from


def check_decision(situation: Round | Mapping[str, Any], answer: Any) -> Feedback:
    """The learner's decision for the hand in play (or keep/switch), valued by exact EV: right
    when it is the best choice; otherwise the explanation says what it costs, e.g.
    ``Stand: -0.41; Hit: -0.29 — hitting is better by 0.12 of a bet``."""
    # The strategy (exact EVs) loads on first use, so importing the checks stays light.
    from ..strategy import advise, describe_cost
    from ..strategy.advisor import TOLERANCE

    rnd = table_from(situation)
    advice = advise(rnd)
    if advice is None or advice.phase == "insurance":
        raise InvalidInputError(
            "check_decision needs a round waiting for keep/switch or a play decision"
        )
    act = read_action(answer)
    if isinstance(act, Unreadable):
        return unreadable(answer, "a decision", "Write hit, stand, double, split, keep or switch.")
    choice = str(act)
    if choice not in advice.values:
        reason = rnd.why_not(act) or "it is not one of the choices now"
        return Feedback(
            False,
            answer,
            advice.best,
            f"'{choice}' is not allowed now: {reason}. {describe_cost(advice, advice.best)}.",
        )
    explain = describe_cost(advice, choice) + " (exact EVs in bets, best play afterwards)."
    return Feedback(advice.cost(choice) < TOLERANCE, answer, advice.best, explain)


assert_decision = twin(check_decision)
