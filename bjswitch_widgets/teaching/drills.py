"""Where the trainer's drills come from, and what the chart says about one.

A :class:`Drill` is one decision at a table, kept as the scenario (rules §5) that replays to it;
:func:`kind_of` names the kind of decision a round waits for, :func:`chart_cell` its
basic-strategy cell, :func:`push_cells` the cells the dealer's 22 push changes (§1.10), and
:func:`deal_drill` deals one of a kind from freshly shuffled shoes. :func:`why` is the rule or
the chart cell behind the best choice, in the learner's words, for a verdict.

>>> import random
>>> from bjswitch_widgets.rules import get_profile
>>> drill = deal_drill(get_profile("switch"), random.Random(3), "soft")
>>> drill.kind, kind_of(drill.round())
('soft', 'soft')
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..checks.situations import table_from
from ..errors import InvalidInputError
from ..language import N_
from ..language import gettext as _
from ..round import Phase, Round
from ..rules import Profile
from ..strategy import Advice, basic_strategy
from ..strategy.basic import basic_policy
from ..strategy.charts import MEANINGS
from ..words import decision

__all__ = ["YOU", "Drill", "chart_cell", "deal_drill", "kind_of", "matches", "push_cells", "why"]


#: The learner's seat at a drill's table: "You" (in the learner's language when it is dealt).
YOU = N_("You")


@dataclass(frozen=True)
class Drill:
    """One decision to practise: its kind and the scenario (rules §5) that replays to it."""

    kind: str
    scenario: Mapping[str, Any]

    @property
    def key(self) -> str:
        """The drill's identity: its cards and decisions (the same cards come back)."""
        return json.dumps(self.scenario, sort_keys=True, ensure_ascii=False)

    def round(self) -> Round:
        """A fresh round waiting at the drill's decision."""
        return table_from(dict(self.scenario))


def kind_of(rnd: Round) -> str | None:
    """The kind of the decision a round waits for (None: nothing waits for a person)."""
    if rnd.current_player is None:
        return None
    if rnd.phase is Phase.INSURANCE:
        return "insurance"
    if rnd.phase is Phase.SWITCH:
        return "switch"
    hand = rnd.current_hand
    if hand is None:
        return None
    if any(str(a) == "split" for a in rnd.legal_actions()):
        return "pairs"
    return "soft" if hand.soft else "hard"


def chart_cell(rnd: Round) -> tuple[str, int, int] | None:
    """The basic-strategy chart cell of a play decision: (table, row, up card value)."""
    hand = rnd.current_hand
    if rnd.phase is not Phase.PLAY or hand is None:
        return None
    up = rnd.dealer[0].points
    if any(str(a) == "split" for a in rnd.legal_actions()):
        return "pairs", hand.cards[0].points, up
    if hand.soft:
        return "soft", hand.total - 11, up
    return "hard", min(max(hand.total, 5), 20), up


def push_cells(prof: Profile) -> frozenset[tuple[str, int, int]]:
    """The chart cells where the dealer's 22 push changes the basic strategy (§1.10): the same
    table with a 22 that busts, as a what-if (without the switch, which a busting 22 may not be
    mixed with, §1.11; the charts value each hand alone, so the switch does not change them)."""
    if not prof.dealer_22_pushes:
        raise InvalidInputError(
            _("focus '22 push' needs a table where a dealer 22 pushes; {table} busts it").format(
                table=repr(prof.name)
            )
        )
    busting = prof.replace(
        name=f"{prof.name}, 22 busts (what-if)", dealer_22_pushes=False, switch_allowed=False
    )
    ours, theirs = basic_strategy(prof), basic_strategy(busting)
    return frozenset(
        (table, row, up)
        for table in ("hard", "soft", "pairs")
        for (row, up), code in ours[table].items()
        if theirs[table].get((row, up)) != code
    )


def matches(
    rnd: Round, kind: str | None, target: str, push: frozenset[tuple[str, int, int]]
) -> bool:
    """Whether a decision of ``kind`` waiting in ``rnd`` is one ``target`` asks for (a kind,
    or ``'22 push'``: one of the ``push`` cells)."""
    if target == "22 push":
        return chart_cell(rnd) in push
    return kind == target


def deal_drill(
    prof: Profile,
    rng: random.Random,
    target: str,
    push: frozenset[tuple[str, int, int]] = frozenset(),
) -> Drill:
    """A drill of kind ``target`` (or a '22 push' hand) from freshly shuffled shoes: each round
    is played by the basic strategy until such a decision waits for the learner."""
    for _deal in range(5000):
        rnd = Round(prof, [_(YOU)], seed=rng.randrange(2**31), log=False)
        while (kind := kind_of(rnd)) is not None:
            if matches(rnd, kind, target, push):
                return Drill(kind, rnd.scenario())
            rnd.apply(basic_policy(rnd))
    raise InvalidInputError(
        _("no {kind} decision turned up in 5,000 deals at {table}").format(
            kind=repr(target), table=repr(prof.name)
        )
    )


def why(rnd: Round, advice: Advice, choice: str) -> str:
    """The rule or the chart cell behind the best choice; for keep or switch, the best play
    after the learner's choice (and after the better one when the choice is wrong)."""
    prof = rnd.profile
    if advice.phase == "switch":
        after = advice.note_for(choice)
        if not advice.essentially_equal(choice):
            after = f"{advice.note_for(advice.best)}; {after}"
        return _("Keep or switch by the sum of both hands' values ({section}): {after}.").format(
            section=prof.cite("switch"), after=after
        )
    if advice.phase == "insurance":
        return f"{advice.note}."
    table, row, up = chart_cell(rnd) or ("hard", 0, 0)
    code = basic_strategy(prof)[table].get((row, up), "")
    hand = {
        "hard": _("hard {total}"),
        "soft": _("soft A+{total}"),
        # Translators: a pair in the strategy chart, "a pair of 8s"
        "pairs": _("a pair of {total}s"),
    }[table].format(total=row)
    # the chart's meanings are marked where they are defined (strategy.charts.MEANINGS)
    meaning = _(MEANINGS[code]) if code in MEANINGS else code
    chart = (
        _("The chart for this table: {hand} against an ace — {play}")
        if up == 1
        else _("The chart for this table: {hand} against a {up} — {play}")
    ).format(hand=hand, up=up, play=meaning)
    play = str(basic_policy(rnd))  # the chart's play with what this hand may do
    if play in advice.values and play != advice.best and not advice.essentially_equal(play):
        chart += _("; with the cards seen here, {best} is better than the chart's {play}").format(
            best=decision(advice.best), play=decision(play)
        )
    return chart + "."
