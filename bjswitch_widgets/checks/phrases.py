"""Phrases about a table that several checks share, each worded from the profile.

Citing several sections at once (:func:`cites`), naming the table (:func:`table_name`), the
tables that have a rule (:func:`tables_with`), "there is no switch here" (:func:`no_switch`),
the dealer's rule (:func:`dealer_rule`), the bet per position (:func:`bet_words`) and the deal
without a hole card (:data:`NO_HOLE_CARD`).
"""

from __future__ import annotations

from ..errors import quote
from ..rules import PROFILES, Profile

#: Without a hole card: when the dealer's second card comes (rules §3, §4).
NO_HOLE_CARD = (
    "there is no hole card and no peek: the dealer gets only the up card in the deal and "
    "takes a second card after the players have finished"
)


def cites(prof: Profile, *topics: str) -> str:
    """Several topics' sections, each once: ``'§1.5, §1.6'``; ``'§2'`` at classic."""
    return ", ".join(dict.fromkeys(prof.cite(t) for t in topics))


def table_name(prof: Profile) -> str:
    """``"the 'classic' table"``."""
    return f"the {quote(prof.name)} table"


def tables_with(flag: str) -> str:
    """The tables that have a rule, by name, e.g. ``'jack_switch'``."""
    return ", ".join(name for name, p in PROFILES.items() if getattr(p, flag))


def no_switch(prof: Profile) -> str:
    """The note for a switch question at a table without the switch."""
    return (
        f"There is no switch at {table_name(prof)}: it is ordinary blackjack, "
        f"{'one position per player' if prof.positions_per_box == 1 else 'no exchange of cards'} "
        f"({prof.cite('switch')})."
    )


def dealer_rule(prof: Profile) -> str:
    """When the dealer hits and stands, in words (no §)."""
    if prof.dealer_hits_soft_17:
        return "the dealer hits every total under 17 and soft 17, and stands on hard 17 and 18–21"
    return "the dealer hits under 17 and stands on all 17s, soft 17 included"


def bet_words(prof: Profile) -> str:
    """The bet per position: ``'2'`` or ``'1–10 chips'``."""
    if prof.min_bet < prof.max_bet:
        return f"{prof.min_bet}–{prof.max_bet} chips"
    return str(prof.bet)
