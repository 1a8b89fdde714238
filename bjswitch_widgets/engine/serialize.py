"""A round in the result format of the rules document (§5.6), as a plain dict of JSON values.

While the round waits the dealer shows the up card and ``"??"``, unsettled hands have
``"outcome": null`` and ``to_act`` names whose decision it is and what is legal.
"""

from __future__ import annotations

from typing import Any

from ..cards import hand_total
from .actions import Phase
from .legality import legal_actions
from .state import Hand, RoundState

__all__ = ["hand_dict", "result"]


def hand_dict(hand: Hand, boxes: bool = False) -> dict[str, Any]:
    """One hand as the result lists it (with ``box`` at a table of several boxes)."""
    out: dict[str, Any] = {"box": hand.box} if boxes else {}
    return out | {
        "position": hand.position,
        "cards": [str(c) for c in hand.cards],
        "total": hand.total,
        "natural": hand.natural,
        "switched": hand.switched,
        "doubled": hand.doubled,
        "bet": hand.bet,
        "outcome": hand.outcome.value if hand.outcome is not None else None,
        "returned": hand.returned,
    }


def _dealer(st: RoundState) -> dict[str, Any]:
    if st.hole_revealed or not st.dealer:
        return {
            "cards": [str(c) for c in st.dealer],
            "total": hand_total(st.dealer)[0],
            "natural": st.dealer_natural,
        }
    up = st.dealer[0]
    # rules §5: the up card and "??", hole card or not
    return {"cards": [str(up), "??"], "total": 11 if up.is_ace else up.points, "natural": False}


def result(st: RoundState) -> dict[str, Any]:
    """The round in the rules §5 result format (``complete`` or ``waiting``)."""
    over = st.phase is Phase.SETTLED
    out: dict[str, Any] = {"status": "complete" if over else "waiting", "dealer": _dealer(st)}
    players = []
    boxes = st.profile.max_boxes > 1
    for p in st.players:
        entry: dict[str, Any] = {
            "name": p.name,
            "chips_before": p.chips_before,
            "chips_after": p.chips if over or p.sitting_out else None,
            "insurance": list(p.insurance),
            "insurance_returned": 0 if p.sitting_out else p.insurance_returned,
            "hands": [hand_dict(h, boxes) for h in p.hands],
        }
        if st.profile.super_match:
            entry["super_match"] = [dict(sm) for sm in p.super_match]
        if p.sitting_out:
            entry["sitting_out"] = True
        players.append(entry)
    out["players"] = players
    if st.phase is Phase.DEALER:  # only with auto_dealer=False: the dealer's turn
        out["to_act"] = {"player": None, "hand": None, "legal": ["deal dealer"]}
    elif not over:
        turn = st.to_act
        assert turn is not None
        out["to_act"] = {
            "player": turn.player,
            "hand": turn.hand,
            "legal": [str(a) for a in legal_actions(st)],
        }
        if boxes:  # rules §5: at online_switch to_act also names the box (from 1)
            out["to_act"]["box"] = turn.box
    return out
