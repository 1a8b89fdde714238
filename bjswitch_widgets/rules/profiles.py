"""Rule profiles: frozen, named sets of table rules (§1–§4), where each topic is decided, the
tables that have a rule (:func:`tables_with`) and several topics' sections at once
(:func:`cites`). The sentences a learner reads about a rule are whole sentences where they are
shown (a check's, the handout's), each worded from the profile's numbers: a translation cannot
glue a shared phrase into them.

A :class:`Profile` is static configuration — the *game*; a :class:`~bjswitch_widgets.round.Round`
is one play-through under it. Profiles are looked up by name:

>>> get_profile("switch").dealer_hits_soft_17
True
>>> get_profile("classic").natural_pays
Fraction(3, 2)

Blackjack Switch pays for the switch with a 1:1 natural and a dealer 22 that pushes, so a profile
that keeps the switch but drops either is refused (§1.11):

>>> SWITCH.replace(natural_pays=Fraction(3, 2))
Traceback (most recent call last):
...
bjswitch_widgets.errors.ProfileConflictError: profile 'switch' mixes the switch with a 3:2 natural (natural_pays=Fraction(3, 2)): with the switch a natural pays 1:1 (§1.11)
"""

from __future__ import annotations

import dataclasses
import math
import numbers
from dataclasses import dataclass
from fractions import Fraction

from ..arguments import check_flag, check_whole, grouped
from ..cards import MAX_DECKS
from ..errors import InvalidInputError, ProfileConflictError, quote
from ..language import N_
from ..language import gettext as _
from ..words import listing

__all__ = [
    "CLASSIC",
    "JACK_SWITCH",
    "MAX_COUNT",
    "ONLINE_SWITCH",
    "PROFILES",
    "SWITCH",
    "TOPICS",
    "Profile",
    "cites",
    "get_profile",
    "tables_with",
]

#: Where each topic is decided in the rules document for the default profile (a profile may
#: override some with ``sections``). Every § a learner reads comes from here via Profile.cite.
TOPICS: dict[str, str] = {
    "cards": "§1.1",
    "bets": "§1.2",
    "deal": "§1.3",
    "natural": "§1.4",
    "insurance": "§1.5",
    "peek": "§1.6",
    "switch": "§1.7",
    "play": "§1.8",
    "double": "§1.8",
    "split": "§1.8",
    "split_aces": "§1.8",
    "dealer": "§1.9",
    "settlement": "§1.10",
    "dealer_22": "§1.10",
    "session": "§1.11",
    "surrender": "§4",
    "dealer_natural": "§1.6",
    "super_match": "§3",
    "soft_21": "§1.8",
    "limits": "§1.2",
    "values": "§1.1",
    "shuffle": "§1.1",
    "seats": "§1.2",
}

#: The largest count a table keeps: a player's chips, a bet, the starting chips, boxes, hands
#: of a position, rounds of a session. Fifteen digits, the longest number the checks read as an
#: answer and a table writes out (Python cannot even write out an int of 4,301 digits).
MAX_COUNT = 10**15 - 1

#: Each whole-number rule and its range (decks: what a shoe holds, :data:`~..cards.MAX_DECKS`).
WHOLE_RULES: dict[str, tuple[int, int]] = {
    "decks": (1, MAX_DECKS),
    "positions_per_box": (1, 2),
    "bet": (1, MAX_COUNT),
    "min_bet": (1, MAX_COUNT),
    "max_bet": (1, MAX_COUNT),
    "max_boxes": (1, MAX_COUNT),
    "starting_chips": (0, MAX_COUNT),
    "rounds": (1, MAX_COUNT),
    "max_hands_per_position": (1, MAX_COUNT),
}
#: The yes/no rules: each True or False (:func:`~..arguments.check_flag`).
FLAG_RULES = (
    "dealer_hits_soft_17",
    "dealer_22_pushes",
    "switch_allowed",
    "hole_card",
    "resplit_aces",
    "double_after_split",
    "insurance",
    "insurance_per_box",
    "surrender",
    "late_surrender",
    "hit_soft_21",
    "super_match",
)


def _payout(value: object, where: str) -> Fraction:
    """What a natural pays for 1: a number above 0 (a Fraction such as 3/2, a whole number or
    a finite float, not a bool), its terms at most :data:`MAX_COUNT`."""
    pays = None
    if isinstance(value, numbers.Rational) and not isinstance(value, bool):
        pays = Fraction(int(value.numerator), int(value.denominator))
    elif isinstance(value, float) and math.isfinite(value):
        pays = Fraction(value)
    if pays is None or pays <= 0 or max(pays.numerator, pays.denominator) > MAX_COUNT:
        raise InvalidInputError(
            _(
                "{where}natural_pays must be a number above 0 such as Fraction(3, 2), its terms "
                "at most {most}, not {value}"
            ).format(where=where, most=grouped(MAX_COUNT), value=quote(value))
        )
    return pays


def _sections(value: object, where: str) -> tuple[tuple[str, str], ...]:
    """A profile's own sections: pairs (topic of :data:`TOPICS`, section such as ``'§2'``)."""
    pairs = value if isinstance(value, tuple) else None
    if pairs is None or not all(
        isinstance(p, tuple)
        and len(p) == 2
        and isinstance(p[0], str)
        and p[0] in TOPICS
        and isinstance(p[1], str)
        and p[1].startswith("§")
        for p in pairs
    ):
        raise InvalidInputError(
            _(
                "{where}sections must be a tuple of (topic, section) pairs such as "
                "(('dealer', '§2'),), a topic of {topics}, not {value}"
            ).format(where=where, topics=", ".join(TOPICS), value=quote(value))
        )
    return pairs


@dataclass(frozen=True)
class Profile:
    """A named, immutable set of table rules.

    Build variants with :meth:`replace`; every profile is checked for consistency when made.
    """

    name: str
    title: str
    decks: int = 6
    positions_per_box: int = 2
    bet: int = 2
    min_bet: int = 2
    max_bet: int = 2
    max_boxes: int = 1
    starting_chips: int = 100
    rounds: int = 10
    dealer_hits_soft_17: bool = True
    natural_pays: Fraction = Fraction(1)
    dealer_22_pushes: bool = True
    switch_allowed: bool = True
    hole_card: bool = True
    max_hands_per_position: int = 4
    resplit_aces: bool = False
    double_after_split: bool = True
    insurance: bool = True
    #: Insurance per box (yes/no, half of the box's two bets) instead of per position.
    insurance_per_box: bool = False
    surrender: bool = False
    #: Surrender is late: against a dealer natural made by the second card (no hole card) the
    #: surrendered hand loses its whole bet, and the half comes back only at settlement (§4).
    late_surrender: bool = True
    #: A soft 21 that is not a natural waits for a decision (may be hit) instead of stopping (§4).
    hit_soft_21: bool = False
    super_match: bool = False
    sections: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        for field in ("name", "title"):
            if not isinstance(getattr(self, field), str):
                raise InvalidInputError(
                    _("a profile's {field} is a text, not {value}").format(
                        field=field, value=quote(getattr(self, field))
                    )
                )
        # Translators: a label before a profile's rule in its errors: "profile 'switch': decks"
        where = _("profile {name}: ").format(name=quote(self.name))
        named = {"name": quote(self.name)}
        for field, (least, most) in WHOLE_RULES.items():
            check_whole(getattr(self, field), f"{where}{field}", least=least, most=most)
        for field in FLAG_RULES:
            check_flag(getattr(self, field), f"{where}{field}")
        object.__setattr__(self, "natural_pays", _payout(self.natural_pays, where))
        object.__setattr__(self, "sections", _sections(self.sections, where))
        if self.switch_allowed:
            if self.positions_per_box != 2:
                raise ProfileConflictError(
                    _(
                        "profile {name} has the switch but {n} position per box: the switch "
                        "exchanges the second cards of two positions ({section})"
                    ).format(n=self.positions_per_box, section="§1.7", **named)
                )
            if self.natural_pays != 1:
                raise ProfileConflictError(
                    _(
                        "profile {name} mixes the switch with a {ratio} natural "
                        "(natural_pays={value}): with the switch a natural pays 1:1 ({section})"
                    ).format(
                        ratio=self.payout_text(),
                        value=quote(self.natural_pays),
                        section="§1.11",
                        **named,
                    )
                )
            if not self.dealer_22_pushes:
                raise ProfileConflictError(
                    _(
                        "profile {name} mixes the switch with a dealer 22 that busts "
                        "(dealer_22_pushes=False): with the switch a dealer 22 pushes every "
                        "live ordinary hand ({section})"
                    ).format(section="§1.11", **named)
                )
        object.__setattr__(self, "_cite", {**TOPICS, **dict(self.sections)})
        if not self.min_bet <= self.bet <= self.max_bet:
            raise InvalidInputError(
                _("profile {name}: bet {bet} is outside the table limits {least}-{most}").format(
                    bet=self.bet, least=self.min_bet, most=self.max_bet, **named
                )
            )

    def replace(self, **changes: object) -> Profile:
        """A copy with some rules changed (checked like any profile); a rule the profile does
        not have is refused by name, with the rules it has.

        >>> SWITCH.replace(no_such_rule=1)
        Traceback (most recent call last):
        ...
        bjswitch_widgets.errors.InvalidInputError: a profile has no rule 'no_such_rule'; its rules are name, title, decks, positions_per_box, bet, min_bet, max_bet, max_boxes, starting_chips, rounds, dealer_hits_soft_17, natural_pays, dealer_22_pushes, switch_allowed, hole_card, max_hands_per_position, resplit_aces, double_after_split, insurance, insurance_per_box, surrender, late_surrender, hit_soft_21, super_match, sections
        """
        rules = [f.name for f in dataclasses.fields(self)]
        unknown = next((name for name in changes if name not in rules), None)
        if unknown is not None:
            raise InvalidInputError(
                _("a profile has no rule {name}; its rules are {rules}").format(
                    name=quote(unknown), rules=", ".join(rules)
                )
            )
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]

    @property
    def mandatory_bets(self) -> int:
        """Chips a player must cover to take part in a round with one box (4 here: 2 and 2)."""
        return self.bet * self.positions_per_box

    @property
    def cards_in_shoe(self) -> int:
        return 52 * self.decks

    @property
    def citations(self) -> dict[str, str]:
        """Every topic and the section deciding it at this table (a copy)."""
        return dict(self._cite)  # type: ignore[attr-defined]

    def cite(self, topic: str) -> str:
        """The rules document's section deciding ``topic`` for this profile, e.g. ``'§1.7'``.

        An unknown topic is a programming error (KeyError), never a vague ``'§1'``.
        """
        section: str = self._cite[topic]  # type: ignore[attr-defined]
        return section

    def payout_text(self) -> str:
        """``'1:1'`` or ``'3:2'``."""
        return f"{self.natural_pays.numerator}:{self.natural_pays.denominator}"

    @property
    def display_title(self) -> str:
        """The :attr:`title` a learner reads, in the current language: a named table's title is
        translated, any other profile's is shown as given.

        >>> from bjswitch_widgets.language import in_language
        >>> with in_language("ru"):
        ...     CLASSIC.display_title
        'Классический блэкджек (6 колод, S17, 3:2)'
        """
        return _(self.title) if self.title else self.title


#: Blackjack Switch, American profile (seeds/000; rules §1). The default.
SWITCH = Profile(name="switch", title=N_("Blackjack Switch (6 decks, H17, peek)"))

#: Ordinary American blackjack, for comparison (seeds/003; rules §2).
CLASSIC = Profile(
    name="classic",
    title=N_("Classic blackjack (6 decks, S17, 3:2)"),
    positions_per_box=1,
    dealer_hits_soft_17=False,
    natural_pays=Fraction(3, 2),
    dealer_22_pushes=False,
    switch_allowed=False,
    sections=tuple(
        (topic, "§2")
        for topic in (
            "bets",
            "natural",
            "insurance",
            "peek",
            "switch",
            "play",
            "double",
            "split",
            "split_aces",
            "dealer",
            "settlement",
            "dealer_22",
            "session",
            "dealer_natural",
            "limits",
        )
    ),
)

#: The online Switch table (seeds/002; rules §3): 8 decks, no hole card, 1–3 boxes, bets 1–10,
#: insurance per box, one split per position, the Super Match side bet.
ONLINE_SWITCH = Profile(
    name="online_switch",
    title=N_("Online Blackjack Switch (8 decks, no hole card, Super Match)"),
    decks=8,
    min_bet=1,
    max_bet=10,
    max_boxes=3,
    hole_card=False,
    max_hands_per_position=2,
    insurance_per_box=True,
    super_match=True,
    sections=tuple(
        (topic, "§3")
        for topic in (
            "cards",
            "bets",
            "deal",
            "insurance",
            "peek",
            "switch",
            "double",
            "split",
            "split_aces",
            "dealer",
            "dealer_natural",
            "settlement",
            "dealer_22",
            "super_match",
            "seats",
            "limits",
        )
    ),
)

#: "Jack Switch" (seeds/004; rules §4): as switch, but no hole card and surrender allowed.
JACK_SWITCH = Profile(
    name="jack_switch",
    title=N_("Jack Switch (6 decks, no hole card, late surrender)"),
    hole_card=False,
    surrender=True,
    hit_soft_21=True,
    sections=tuple(
        (topic, "§4")
        for topic in (
            "deal",
            "peek",
            "dealer_natural",
            "surrender",
            "soft_21",
            "insurance",
            "shuffle",
        )
    ),
)

PROFILES: dict[str, Profile] = {p.name: p for p in (SWITCH, CLASSIC, ONLINE_SWITCH, JACK_SWITCH)}


def tables_with(rule: str) -> str:
    """The named tables that have a rule (a true Profile field), e.g. ``'jack_switch'`` for
    ``"surrender"`` — for sentences such as "only jack_switch allows it".

    >>> tables_with("surrender"), tables_with("super_match")
    ('jack_switch', 'online_switch')
    """
    return listing([p.name for p in PROFILES.values() if getattr(p, rule)])


def cites(prof: Profile, *topics: str) -> str:
    """Several topics' sections, each once: ``'§1.5, §1.6'``; ``'§2'`` at classic.

    >>> cites(SWITCH, "insurance", "peek"), cites(CLASSIC, "insurance", "peek")
    ('§1.5, §1.6', '§2')
    """
    return ", ".join(dict.fromkeys(prof.cite(t) for t in topics))


def get_profile(profile: str | Profile) -> Profile:
    """The profile of that name (or the profile itself); raise InvalidInputError if unknown."""
    if isinstance(profile, Profile):
        return profile
    found = PROFILES.get(profile) if isinstance(profile, str) else None
    if found is None:
        known = ", ".join(repr(n) for n in PROFILES)
        raise InvalidInputError(
            _("unknown profile {name}: choose one of {known}").format(
                name=quote(profile), known=known
            )
        )
    return found
