"""Basic strategy as tables, derived from the exact EVs: hard totals, soft totals and pairs
against every up card, with the code of the best play in each cell.

>>> basic_strategy("switch")["hard"][11, 6]
'D'
"""

from __future__ import annotations

from ..rules import Profile, get_profile
from .ev import best_action, full_shoe, remove_cards, solver

__all__ = ["CODES", "UPS", "basic_strategy"]

UPS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 1)
#: The two-card hand that stands for each hard total in the tables.
_HARD_HANDS = {
    5: (3, 2),
    6: (4, 2),
    7: (5, 2),
    8: (6, 2),
    9: (6, 3),
    10: (6, 4),
    11: (6, 5),
    12: (10, 2),
    13: (10, 3),
    14: (10, 4),
    15: (10, 5),
    16: (10, 6),
    17: (10, 7),
    18: (10, 8),
    19: (10, 9),
    20: (10, 10),
}
CODES = {"stand": "S", "hit": "H", "double": "D", "split": "P", "surrender": "R"}


def _cell(values: dict[str, float]) -> str:
    best = best_action(values)
    code = CODES[best]
    if best == "double":
        rest = {k: v for k, v in values.items() if k in ("stand", "hit")}
        return "Ds" if best_action(rest) == "stand" else "D"
    if best == "surrender":
        rest = {k: v for k, v in values.items() if k in ("stand", "hit")}
        return "Rs" if best_action(rest) == "stand" else "R"
    return code


def basic_strategy(profile: str | Profile = "switch") -> dict[str, dict[tuple[int, int], str]]:
    """Playing tables derived from the EVs: ``hard`` (totals 5–20), ``soft`` (A+2 … A+9, and
    A+10 — a switched ace and ten — where a soft 21 may be hit, §4) and
    ``pairs`` (2+2 … A+A), each keyed by (row, up card value; ace = 1) with a code: ``S`` stand,
    ``H`` hit, ``D`` double (else hit), ``Ds`` double (else stand), ``P`` split, ``R``
    surrender (else hit), ``Rs`` surrender (else stand).

    A hard total is valued as a typical two-card hand making it (6 + 4 for 10, 10 + 2 for 12 …),
    with that hand's cards and the up card removed from the shoe.

    """
    prof = get_profile(profile)
    full = full_shoe(prof.decks)
    tables: dict[str, dict[tuple[int, int], str]] = {"hard": {}, "soft": {}, "pairs": {}}
    for up in UPS:
        for total in range(5, 21):
            a, b = _HARD_HANDS[total]
            counts = remove_cards(full, [a, b, up])
            vals = solver(prof, up, counts).two_card(a, b, split_hand=False, may_split=False)
            tables["hard"][total, up] = _cell(vals)
        # Where a soft 21 may be hit (§4), the switched A+10 is a decision too: row 10.
        for x in range(2, 11 if prof.hit_soft_21 else 10):
            counts = remove_cards(full, [1, x, up])
            vals = solver(prof, up, counts).two_card(1, x, split_hand=False, may_split=False)
            tables["soft"][x, up] = _cell(vals)
        for r in range(1, 11):
            counts = remove_cards(full, [r, r, up])
            vals = solver(prof, up, counts).two_card(r, r, split_hand=False, may_split=True)
            tables["pairs"][r, up] = _cell(vals)
    return tables
