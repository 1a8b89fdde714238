"""A phrase about a table that several checks share, worded from the profile: "there is no
switch here" (:func:`no_switch`), a whole sentence in the learner's language.
"""

from __future__ import annotations

from ..errors import quote
from ..language import gettext as _
from ..rules import Profile


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
