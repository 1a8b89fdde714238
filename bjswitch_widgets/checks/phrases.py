"""Phrases about a table that several checks share, each worded from the profile.

Naming the table (:func:`table_name`) and "there is no switch here" (:func:`no_switch`). The
phrases the handout shares with the checks — several sections cited at once, the dealer's rule,
the bet per position, the deal without a hole card, the tables that have a rule — are the
rules' own: :mod:`bjswitch_widgets.rules.profiles`.
"""

from __future__ import annotations

from ..errors import quote
from ..language import gettext as _
from ..rules import Profile


def table_name(prof: Profile) -> str:
    """``"the 'classic' table"``: the table named on its own (a label, a list item). A sentence
    about a table says its name with its own words: ``_("… at the {name} table")``."""
    return _("the {name} table").format(name=quote(prof.name))


def no_switch(prof: Profile) -> str:
    """The note for a switch question at a table without the switch."""
    if prof.positions_per_box == 1:
        text = _(
            "There is no switch at the {name} table: it is ordinary blackjack, one position per "
            "player ({cite})."
        )
    else:
        text = _(
            "There is no switch at the {name} table: it is ordinary blackjack, no exchange of "
            "cards ({cite})."
        )
    return text.format(name=quote(prof.name), cite=prof.cite("switch"))
