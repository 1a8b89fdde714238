"""The rules of every table, in one place: frozen named profiles and the small pure functions of
the game that the engine, the simulator, the EV solver, the checks and the table all use.

* :mod:`.profiles` — :class:`Profile` (static configuration: decks, bets, dealer rule, payouts,
  splits, surrender …), the four named tables, the § that decides each topic and the wording
  of a table's rules that the checks and the handout share.
* :mod:`.seats` — who may sit down: 1–6 players, names, chips, boxes and bets.
* :mod:`.hands` — the switch, when a 21 stops, the peek and the dealer's draw.
* :mod:`.settlement` — outcomes and payouts: settlement, surrender, insurance, Super Match.

>>> get_profile("classic").natural_pays, SWITCH.cite("switch")
(Fraction(3, 2), '§1.7')
"""

from __future__ import annotations

from .hands import (
    dealer_hits,
    dealer_must_draw,
    dealer_peeks,
    peeks,
    stops_at_21,
    switched_cards,
    turned_sideways,
)
from .profiles import (
    CLASSIC,
    JACK_SWITCH,
    ONLINE_SWITCH,
    PROFILES,
    SWITCH,
    TOPICS,
    Profile,
    cites,
    get_profile,
    tables_with,
)
from .seats import (
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    Seat,
    check_name,
    check_seat_bets,
    check_seats,
    seat_of,
)
from .settlement import (
    INSURANCE_PAYS,
    SUPER_MATCH_PAYS,
    Outcome,
    Settlement,
    SettleWhy,
    insurance_returned,
    settle_hand,
    super_match_combination,
    super_match_of,
)

__all__ = [
    "CLASSIC",
    "INSURANCE_PAYS",
    "JACK_SWITCH",
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "ONLINE_SWITCH",
    "PROFILES",
    "SUPER_MATCH_PAYS",
    "SWITCH",
    "TOPICS",
    "Outcome",
    "Profile",
    "Seat",
    "SettleWhy",
    "Settlement",
    "check_name",
    "check_seat_bets",
    "check_seats",
    "cites",
    "dealer_hits",
    "dealer_must_draw",
    "dealer_peeks",
    "get_profile",
    "insurance_returned",
    "peeks",
    "seat_of",
    "settle_hand",
    "stops_at_21",
    "super_match_combination",
    "super_match_of",
    "switched_cards",
    "tables_with",
    "turned_sideways",
]
