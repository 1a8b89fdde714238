"""The built-in simple strategy (rules of thumb, not best play).

* Insurance: always declined (it costs the player in the long run).
* Keep or switch: the arrangement whose two-card hands score better by :func:`switch_score`
  (a kept natural is worth most; 21, 20, 19, 11 and 10 are good starts; 12–16 are poor).
* Play: split aces and eights; double hard 10 against 2–9 and hard 11 always; hit hard totals
  under 17 and soft totals under 18; otherwise stand.

A hard 11 (6♠ 5♥) against the dealer's 9♣ at the classic table is doubled:

>>> from bjswitch_widgets import Round
>>> str(simple_policy(Round("classic", ["Ann"], cards=["6♠", "9♣", "5♥", "7♦"])))
'double'
"""

from __future__ import annotations

from ..cards import BEST_TOTALS, Card
from ..engine.actions import DOUBLE, HIT, KEEP, SPLIT, STAND, SWITCH, Action, Phase
from ..language import gettext as _
from ..round import Round

__all__ = ["simple_policy", "switch_score"]


_TWO_CARD_SCORE = {21: 0.9, 20: 0.6, 19: 0.3, 11: 0.3, 10: 0.2, 18: 0.1, 9: 0.0, 17: -0.2}


def switch_score(first: Card, second: Card, natural_allowed: bool = True) -> float:
    """A rough worth of a two-card start, for the keep/switch rule of thumb."""
    a, b = first.points, second.points
    if a == 1 and b == 1:
        return 0.4
    if a == b == 8:
        return -0.1
    total = BEST_TOTALS[(a + b) * 2 + (a == 1 or b == 1)][0]
    if total == 21 and natural_allowed:
        return 1.0
    return _TWO_CARD_SCORE.get(total, -0.4)


def simple_policy(rnd: Round) -> Action:
    """The simple strategy's decision for whoever must act in ``rnd`` (always a legal action)."""
    phase = rnd.phase
    if phase is Phase.INSURANCE:
        return rnd.legal_actions()[0]  # declining comes first ("insure 0 0", "insure no")
    if phase is Phase.SWITCH:
        player = rnd.current_player
        assert player is not None
        hands = player.hands if player.boxes == 1 else player.box_hands(rnd.cursor.box)
        h1, h2 = hands[0].cards, hands[1].cards
        keep = switch_score(h1[0], h1[1]) + switch_score(h2[0], h2[1])
        switch = switch_score(h1[0], h2[1], False) + switch_score(h2[0], h1[1], False)
        return SWITCH if switch > keep else KEEP
    hand = rnd.current_hand
    if hand is None:
        raise ValueError(
            _("nothing to decide: the round is in phase {phase}").format(phase=repr(phase.value))
        )
    cards = hand.cards
    up = rnd.dealer[0].points
    if len(cards) == 2:
        a, b = cards[0].points, cards[1].points
        if a == b and a in (1, 8) and rnd.is_legal(SPLIT):
            return SPLIT
        total = hand.total
        if (
            not hand.soft
            and (total == 11 or (total == 10 and 2 <= up <= 9))
            and rnd.is_legal(DOUBLE)
        ):
            return DOUBLE
    total = hand.total
    if hand.soft:
        return HIT if total < 18 else STAND
    return HIT if total < 17 else STAND
