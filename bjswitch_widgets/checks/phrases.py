"""Phrases about a table that several checks share, each worded from the profile.

Naming the table (:func:`table_name`) and "there is no switch here" (:func:`no_switch`). The
phrases the handout shares with the checks — several sections cited at once, the dealer's rule,
the bet per position, the deal without a hole card, the tables that have a rule — are the
rules' own: :mod:`bjswitch_widgets.rules.profiles`.
"""

from __future__ import annotations

from ..errors import quote
from ..rules import Profile


def table_name(prof: Profile) -> str:
    """``"the 'classic' table"``."""
    return f"the {quote(prof.name)} table"


def no_switch(prof: Profile) -> str:
    """The note for a switch question at a table without the switch."""
    return (
        f"There is no switch at {table_name(prof)}: it is ordinary blackjack, "
        f"{'one position per player' if prof.positions_per_box == 1 else 'no exchange of cards'} "
        f"({prof.cite('switch')})."
    )
