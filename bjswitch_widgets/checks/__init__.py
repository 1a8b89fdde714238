"""Checks of a learner's own decisions and predictions, with explanations that cite the rules document.

Every ``check_*`` function takes the situation and the learner's answer and returns a
:class:`Feedback`: correct or not, the right answer, and an explanation in plain words with the
rules section. The right answer always comes from the rules engine, never from a table typed
here. A wrong *input* (a typo, an empty answer) is not a traceback: the feedback says how to
write the answer. Each check has an ``assert_*`` twin that raises :class:`AssertionError` with
the explanation, for autograders such as nbgrader.

>>> check_total(["A♠", "6♦"], "soft 17")
Feedback(correct=True, answer='soft 17', expected='soft 17')
>>> print(check_total(["A♠", "6♦", "10♣"], "soft 17"))
✘ Not quite. You said 'soft 17'; the answer is 'hard 17'. A♠ 6♦ 10♣: an ace counts 11 unless that busts the hand, then 1. Here the ace must count 1, so the hand is hard: 1 + 6 + 10 = 17 (§1.1).
>>> assert_total(["K♠", "Q♦"], 20)
>>> print(check_total(["K♠", "Q♦"], "twentyish"))
✘ I could not read 'twentyish' as a total. Write your answer as the points in digits, with 'soft' or 'hard' before them if you like, or 'bust'.

Where each check lives (its ``assert_*`` twin is next to it):

* :mod:`.totals` — ``check_total``, ``check_bust``, ``check_natural`` (one hand's cards);
* :mod:`.facts` — ``check_fact`` and :data:`FACTS` (the facts of a table);
* :mod:`.table` — ``check_deal``, ``check_to_act``, ``check_legal``, ``check_play``
  (the deal, the turns, the decisions at the table);
* :mod:`.dealer` — ``check_dealer_draws``, ``check_dealer_plays``, ``check_dealer_peeks``;
* :mod:`.switch` — ``check_switch_result``, ``check_switch_proposal``,
  ``check_turned_sideways``;
* :mod:`.outcomes` — ``check_outcome``, ``check_returned``, ``check_chips_after``,
  ``check_insurance_returned`` (the settlement of a finished round);
* :mod:`.session` — ``check_sits_out``, ``check_standings``, ``check_profile_mix``;
* :mod:`.decisions` — ``check_decision`` (a decision valued by its exact EV).

And the pieces they share: :mod:`.feedback` (:class:`Feedback`, the note for an unreadable
answer, the twins), :mod:`.answers` (reading a raw answer into a typed value),
:mod:`.situations` (``table_from``: a round, a session's round ``round=k``, a scenario dict or
file), :mod:`.phrases` (wording about a table, from its profile). :func:`catalogue` lists every
check, what it asks and the answers it reads, made from the checks themselves.
"""

from __future__ import annotations

from .catalogue import catalogue
from .dealer import (
    assert_dealer_draws,
    assert_dealer_peeks,
    assert_dealer_plays,
    check_dealer_draws,
    check_dealer_peeks,
    check_dealer_plays,
)
from .decisions import assert_decision, check_decision
from .facts import FACTS, assert_fact, check_fact
from .feedback import Feedback
from .outcomes import (
    assert_chips_after,
    assert_insurance_returned,
    assert_outcome,
    assert_returned,
    check_chips_after,
    check_insurance_returned,
    check_outcome,
    check_returned,
)
from .session import (
    assert_profile_mix,
    assert_sits_out,
    assert_standings,
    check_profile_mix,
    check_sits_out,
    check_standings,
)
from .situations import table_from
from .switch import (
    assert_switch_proposal,
    assert_switch_result,
    assert_turned_sideways,
    check_switch_proposal,
    check_switch_result,
    check_turned_sideways,
)
from .table import (
    assert_deal,
    assert_legal,
    assert_play,
    assert_to_act,
    check_deal,
    check_legal,
    check_play,
    check_to_act,
)
from .totals import (
    assert_bust,
    assert_natural,
    assert_total,
    check_bust,
    check_natural,
    check_total,
)

__all__ = [
    "FACTS",
    "Feedback",
    "assert_bust",
    "assert_chips_after",
    "assert_deal",
    "assert_dealer_draws",
    "assert_dealer_peeks",
    "assert_dealer_plays",
    "assert_decision",
    "assert_fact",
    "assert_insurance_returned",
    "assert_legal",
    "assert_natural",
    "assert_outcome",
    "assert_play",
    "assert_profile_mix",
    "assert_returned",
    "assert_sits_out",
    "assert_standings",
    "assert_switch_proposal",
    "assert_switch_result",
    "assert_to_act",
    "assert_total",
    "assert_turned_sideways",
    "catalogue",
    "check_bust",
    "check_chips_after",
    "check_deal",
    "check_dealer_draws",
    "check_dealer_peeks",
    "check_dealer_plays",
    "check_decision",
    "check_fact",
    "check_insurance_returned",
    "check_legal",
    "check_natural",
    "check_outcome",
    "check_play",
    "check_profile_mix",
    "check_returned",
    "check_sits_out",
    "check_standings",
    "check_switch_proposal",
    "check_switch_result",
    "check_to_act",
    "check_total",
    "check_turned_sideways",
    "table_from",
]
