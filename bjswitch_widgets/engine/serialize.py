"""A round in the result format of the rules document (§5.6), as a plain dict of JSON values,
and the parts of a scenario (§5.1) that records one: the table's name and its players.

While the round waits the dealer shows the up card and ``"??"``, unsettled hands have
``"outcome": null`` and ``to_act`` names whose decision it is and what is legal.

>>> from bjswitch_widgets.rules import SWITCH, Seat
>>> seat_entry(Seat("Ann"), SWITCH), seat_entry(Seat("Ben", 40), SWITCH)
('Ann', {'name': 'Ben', 'chips': 40})
"""

from __future__ import annotations

from typing import Any

from ..cards import hand_total
from ..errors import ScenarioError
from ..language import gettext as _
from ..rules import PROFILES, Profile, Seat
from .actions import Phase
from .legality import legal_actions
from .state import Hand, RoundState

__all__ = ["hand_dict", "profile_name", "result", "seat_entry"]


def profile_name(prof: Profile) -> str:
    """The name a scenario gives the table's rules: one of the four named tables. A profile
    changed in Python (``replace``) has no name a scenario could give: ScenarioError."""
    if PROFILES.get(prof.name) != prof:
        known = ", ".join(repr(name) for name in PROFILES)
        raise ScenarioError(
            _(
                "this table plays a profile changed in Python ({name} with other rules): a "
                "scenario names one of the tables {known} (rules §5.1), so it cannot record it"
            ).format(name=repr(prof.name), known=known)
        )
    return prof.name


def seat_entry(seat: Seat, prof: Profile) -> str | dict[str, Any]:
    """A player as a scenario lists them (rules §5.1, §5.4): the name alone, or an object with
    the name and whatever differs from the table's defaults (chips, boxes, bet, Super Match).
    A seat with no box (no bet this round) cannot be written: ScenarioError."""
    if seat.boxes < 1:
        raise ScenarioError(
            _(
                "{name} plays no box (boxes 0: no bet this round): a scenario seats every player "
                "with 1 box or more (rules §5.4), so it cannot record this round"
            ).format(name=repr(seat.name))
        )
    bet = prof.bet if seat.bet is None else seat.bet
    differs = {
        key: value
        for key, value, default in (
            ("chips", seat.chips, prof.starting_chips),
            ("boxes", seat.boxes, 1),
            ("bet", bet, prof.bet),
            ("super_match", seat.super_match, 0),
        )
        if value != default
    }
    return {"name": seat.name, **differs} if differs else seat.name


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
