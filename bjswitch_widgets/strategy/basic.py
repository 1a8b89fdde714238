"""The basic strategy as a playing policy: one set of decisions for the engine and the simulator.

:class:`BasicStrategy` turns the EV-derived tables of :func:`~bjswitch_widgets.strategy.ev.
basic_strategy` (and the exact keep/switch choice for every starting deal) into decisions.
:func:`basic_policy` plays a :class:`~bjswitch_widgets.round.Round` with it; the fast simulator
uses the very same :meth:`BasicStrategy.play` and :meth:`BasicStrategy.switch`, so the two can
only differ if the simulator's own rules did — which the tests rule out.

>>> from bjswitch_widgets import Round
>>> r = Round("switch", ["Ann"], cards=["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"])
>>> str(basic_policy(r))
'switch'
"""

from __future__ import annotations

import functools

from ..engine.actions import DOUBLE, HIT, KEEP, SPLIT, STAND, SURRENDER, SWITCH, Action, Phase
from ..language import gettext as _
from ..round import Round
from ..rules import Profile, get_profile
from .ev import pair_values
from .tables import basic_strategy

__all__ = ["BasicStrategy", "basic_policy", "strategy_for"]


class BasicStrategy:
    """Decisions by table: play codes per (total, up card) and the best keep/switch."""

    def __init__(self, profile: str | Profile = "switch") -> None:
        self.profile = prof = get_profile(profile)
        tables = basic_strategy(prof)
        self._hard = {k: v for k, v in tables["hard"].items()}
        self._soft = {k: v for k, v in tables["soft"].items()}
        self._pairs = {k: v for k, v in tables["pairs"].items()}
        self._ev = pair_values(prof) if prof.switch_allowed else {}
        self._switch: dict[tuple[int, int, int, int, int], bool] = {}
        self._codes: dict[tuple[int, bool, int, bool, bool, int], str] = {}

    def switch(self, a: int, b: int, c: int, d: int, up: int) -> bool:
        """Switch hands (a, b) and (c, d) against ``up``? (card values; ace = 1)"""
        key = (a, b, c, d, up)
        got = self._switch.get(key)
        if got is None:
            ev = self._ev

            def value(x: int, y: int, natural: bool) -> float:
                return ev[(x, y, up, natural) if x <= y else (y, x, up, natural)]

            keep = value(a, b, True) + value(c, d, True)
            switched = value(a, d, False) + value(c, b, False)
            got = switched > keep + 1e-12
            self._switch[key] = got
        return got

    @functools.cached_property
    def switch_table(self) -> list[bool]:
        """Every keep/switch choice, as a flat list indexed by
        ``(((a * 11 + b) * 11 + c) * 11 + d) * 11 + up`` (for the simulator)."""
        table = [False] * 11**5
        if self.profile.switch_allowed:
            for a in range(1, 11):
                for b in range(1, 11):
                    for c in range(1, 11):
                        for d in range(1, 11):
                            base = (((a * 11 + b) * 11 + c) * 11 + d) * 11
                            for up in range(1, 11):
                                table[base + up] = self.switch(a, b, c, d, up)
        return table

    @functools.cached_property
    def code_table(self) -> list[str]:
        """:meth:`code` for every live hand, as a flat list indexed by
        ``(((hard * 2 + ace) * 11 + pair) * 2 + can_double) * 11 + up`` (for the simulator)."""
        table = [""] * (21 * 2 * 11 * 2 * 11)
        for hard in range(2, 21):
            for ace in (False, True):
                for pair in range(11):
                    for can_double in (False, True):
                        for up in range(1, 11):
                            index = (((hard * 2 + ace) * 11 + pair) * 2 + can_double) * 11 + up
                            table[index] = self.code(hard, ace, pair, can_double, up)
        return table

    def code(self, hard: int, ace: bool, pair: int, can_double: bool, up: int) -> str:
        """:meth:`play` for a hand that may split when ``pair`` is given and may not
        surrender — memoised, for the simulator's inner loop."""
        key = (hard, ace, pair, can_double, True, up)
        got = self._codes.get(key)
        if got is None:
            got = self.play(hard, ace, pair, can_double, bool(pair), False, up)
            self._codes[key] = got
        return got

    def play(
        self,
        hard: int,
        ace: bool,
        pair: int,
        can_double: bool,
        can_split: bool,
        can_surrender: bool,
        up: int,
    ) -> str:
        """``'H'``, ``'S'``, ``'D'``, ``'P'`` or ``'R'`` for a live hand below 21.

        ``pair`` is the card value of a two-card pair (0 when the hand is not a pair).
        """
        if can_split and pair:
            if self._pairs[pair, up] == "P":
                return "P"
        if ace and hard <= 11:
            total = hard + 10
            x = total - 11
            code = self._soft[x, up] if 2 <= x <= 9 else ("H" if x < 2 else "S")
        else:
            code = "H" if hard < 5 else self._hard[min(hard, 20), up]
        if code == "D":
            return "D" if can_double else "H"
        if code == "Ds":
            return "D" if can_double else "S"
        if code == "R":
            return "R" if can_surrender else "H"
        if code == "Rs":
            return "R" if can_surrender else "S"
        return code


@functools.lru_cache(maxsize=8)
def strategy_for(profile: Profile) -> BasicStrategy:
    """The basic strategy of a profile, built once and shared."""
    return BasicStrategy(profile)


_CODE_ACTIONS = {"H": HIT, "S": STAND, "D": DOUBLE, "P": SPLIT, "R": SURRENDER}


def basic_policy(rnd: Round) -> Action:
    """The basic strategy's decision for whoever must act in ``rnd`` (never insures)."""
    strat = strategy_for(rnd.profile)
    player = rnd.current_player
    if player is None:
        raise ValueError(
            _("nothing to decide: the round is in phase {phase}").format(
                phase=repr(rnd.phase.value)
            )
        )
    if rnd.phase is Phase.INSURANCE:
        return rnd.legal_actions()[0]  # declining comes first ("insure 0 0", "insure no")
    up = rnd.dealer[0].points
    if rnd.phase is Phase.SWITCH:
        h1, h2 = player.hands[0].cards, player.hands[1].cards
        go = strat.switch(h1[0].points, h1[1].points, h2[0].points, h2[1].points, up)
        return SWITCH if go else KEEP
    hand = rnd.current_hand
    assert hand is not None
    cards = hand.cards
    two = len(cards) == 2
    pair = cards[0].points if two and cards[0].points == cards[1].points else 0
    code = strat.play(
        sum(c.points for c in cards),
        any(c.is_ace for c in cards),
        pair,
        rnd.is_legal(DOUBLE),
        rnd.is_legal(SPLIT),
        rnd.is_legal(SURRENDER),
        up,
    )
    return _CODE_ACTIONS[code]
