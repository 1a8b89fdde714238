"""The engine's words for reasons: why an action is not legal now (:func:`explain`) and which rule
settled a hand (:func:`rule_text`), each with the profile's own § (``profile.cite``). Nothing
here decides a rule; a reason is put in words only when someone asks why. The log's sentences
are in :mod:`.log`.
"""

from __future__ import annotations

from ..cards import Card
from ..language import N_, ngettext
from ..language import gettext as _
from ..rules import PROFILES, Profile
from ..words import listing
from .actions import Reason, Why

__all__ = ["explain", "rule_text"]

_RULE_TEXT = {
    "bust": N_("Bust: {total} is over 21 and loses at once, whatever the dealer does ({cards})"),
    "surrender": N_("Surrender: half the bet ({total}) comes back ({surrender})"),
    "surrender_pending": N_(
        "Surrendered: half the bet ({total}) comes back when the round is settled ({surrender})"
    ),
    "surrender_pending_late": N_(
        "Surrendered: half the bet ({total}) comes back when the round is settled — unless the "
        "dealer's second card makes a natural, which takes the whole bet ({surrender})"
    ),
    "surrender_late": N_(
        "Late surrender: the dealer's second card made a natural, so the surrendered hand loses "
        "its whole bet ({surrender})"
    ),
    "dealer_natural_push": N_("Dealer natural: an original natural pushes ({peek})"),
    "dealer_natural": N_("Dealer natural: every hand loses except an original natural ({peek})"),
    "natural": N_(
        "Natural: wins {pays} against the dealer's {dealer} — only a dealer natural stops it "
        "({settlement})"
    ),
    "dealer_22_switched": N_("Dealer 22: push — a switched 21 is not a natural ({dealer_22})"),
    "dealer_22": N_(
        "Dealer 22: push — every live ordinary hand gets its full bet back, doubled or split "
        "money included ({dealer_22})"
    ),
    "dealer_bust": N_("Dealer busts with {dealer}: every live hand wins ({settlement})"),
    "higher": N_("The hand's {total} beats the dealer's {dealer} ({settlement})"),
    "equal_switched": N_("Dealer 21: push — a switched 21 is not a natural ({settlement})"),
    "equal_split": N_(
        "Dealer 21: push — 21 on a split hand is ordinary, only a natural would win ({settlement})"
    ),
    "equal": N_("Equal totals ({total}): push, the bet comes back ({settlement})"),
    "lower": N_("The hand's {total} loses to the dealer's {dealer} ({settlement})"),
}


def rule_text(profile: Profile, why: tuple[str, int, int]) -> str:
    """A settlement reason (from :func:`~bjswitch_widgets.rules.settle_hand`) in a learner's
    words, with its §."""
    code, total, dealer = why
    if not code:
        return ""
    return _(_RULE_TEXT[code]).format(
        total=total,
        dealer=dealer,
        pays=profile.payout_text(),
        cards=profile.cite("cards"),
        peek=profile.cite("peek"),
        settlement=profile.cite("settlement"),
        dealer_22=profile.cite("dealer_22"),
        surrender=profile.cite("surrender"),
    )


def _int(value: object) -> int:
    return value if isinstance(value, int) else 0


def _value_word(card: Card) -> str:
    # Translators: what an ace counts, in "A♠ and 5♦ count 1 or 11 and 5"
    return _("1 or 11") if card.is_ace else str(card.points)


#: Each reason in the learner's words: a template over the reason's facts (and the words
#: :func:`_worded` adds), and the topics whose § it cites as ``{sec}``. An empty template: the
#: sentence depends on the table or on a count (:func:`_template`).
_WHY_TEXT: dict[Why, tuple[str, tuple[str, ...]]] = {
    Why.OVER_AT_PEEK: (
        N_("The round is over: the dealer's natural ended it at the peek ({sec})"),
        ("peek",),
    ),
    Why.OVER: (
        N_("The round is over: every hand is settled, so the next step is a new round ({sec})"),
        ("settlement",),
    ),
    Why.NO_SURRENDER: (
        N_("Surrender is not offered at this table (only {tables} allows it, {sec})"),
        ("surrender",),
    ),
    Why.NO_SWITCH: (
        N_("There is no switch at this table: it is ordinary blackjack ({sec})"),
        ("switch",),
    ),
    Why.DEALER_PLAYS: (N_("Every player has finished: the dealer plays now ({sec})"), ("dealer",)),
    Why.DEALER_NOT_YET: (
        N_("The dealer plays after every player has finished ({sec})"),
        ("dealer",),
    ),
    Why.SWITCH_FIRST: (
        N_(
            "First choose keep or switch: the choice comes before any hit, split or double on "
            "these hands ({sec})"
        ),
        ("switch",),
    ),
    Why.SWITCH_MADE: ("", ("switch",)),
    Why.INSURANCE_NOT_OFFERED: (
        N_("Insurance is only offered when the dealer's up card is an ace ({sec})"),
        ("insurance",),
    ),
    Why.NOT_INSURABLE: (
        N_(
            "{player} had no free chip for insurance after the mandatory bets, so was not asked "
            "({sec})"
        ),
        ("bets", "insurance"),
    ),
    Why.INSURANCE_PASSED: ("", ("insurance",)),
    Why.INSURANCE_FIRST: ("", ("insurance",)),
    Why.INSURE_YES_NO: (
        N_("Insurance here is per box: write 'insure yes' or 'insure no' for box {box} ({sec})"),
        ("insurance",),
    ),
    Why.INSURE_BOX_COST: (
        N_(
            "Insuring box {box} costs half of its two bets, {cost}, and {player} has {chips} free "
            "({sec})"
        ),
        ("bets", "insurance"),
    ),
    Why.INSURE_AMOUNTS: (
        N_(
            "Insurance here is per position: write the chips for each, e.g. 'insure {example}' "
            "({sec})"
        ),
        ("insurance",),
    ),
    Why.INSURE_COUNT: ("", ("insurance",)),
    Why.INSURE_CAP: (
        N_(
            "Insurance is at most half of each position's original bet: {cap} here, not {amount} "
            "({sec})"
        ),
        ("insurance",),
    ),
    Why.INSURE_CHIPS: (
        "",
        ("bets", "insurance"),
    ),
    Why.DOUBLE_CARDS: ("", ("double",)),
    Why.DOUBLE_AFTER_SPLIT: (N_("No double after a split at this table ({sec})"), ("double",)),
    Why.DOUBLE_CHIPS: ("", ("bets",)),
    Why.SPLIT_CHIPS: ("", ("bets",)),
    Why.SPLIT_CARDS: ("", ("split",)),
    Why.SPLIT_UNEQUAL: (
        N_(
            "Split needs two cards of equal value; {a} and {b} count {a_value} and {b_value} "
            "({sec})"
        ),
        ("split",),
    ),
    Why.SPLIT_ACES_ONCE: (N_("Aces may be split only once per position ({sec})"), ("split_aces",)),
    Why.NO_RESPLIT: (
        N_("No resplit at this table: one split per position ({sec})"),
        ("split",),
    ),
    Why.SPLIT_LIMIT: ("", ("split",)),
    Why.SURRENDER_FIRST: (
        N_("Surrender is only the first decision on a position's original two cards ({sec})"),
        ("surrender",),
    ),
}

#: Insurance passed, by what comes after it at the table (the peek, the switch) and whether a
#: player was being asked (the table otherwise: the dealer's turn).
_INSURANCE_PASSED = {
    (True, True, True): N_(
        "Insurance is decided once, before the peek and the switch; that moment has passed "
        "for {player} ({sec})"
    ),
    (True, False, True): N_(
        "Insurance is decided once, before the peek; that moment has passed for {player} ({sec})"
    ),
    (False, True, True): N_(
        "Insurance is decided once, before the switch; that moment has passed for {player} ({sec})"
    ),
    (False, False, True): N_(
        "Insurance is decided once, before any decision on the hands; that moment has passed "
        "for {player} ({sec})"
    ),
    (True, True, False): N_(
        "Insurance is decided once, before the peek and the switch; that moment has passed "
        "for the table ({sec})"
    ),
    (True, False, False): N_(
        "Insurance is decided once, before the peek; that moment has passed for the table ({sec})"
    ),
    (False, True, False): N_(
        "Insurance is decided once, before the switch; that moment has passed for the table ({sec})"
    ),
    (False, False, False): N_(
        "Insurance is decided once, before any decision on the hands; that moment has passed "
        "for the table ({sec})"
    ),
}


def _template(reason: Reason, prof: Profile) -> str:
    """The translated template of a reason whose sentence depends on the table or a count."""
    f = reason.get
    code = reason.code
    if code is Why.SWITCH_MADE:
        if f("made") == "switch":
            return _(
                "Switch is only possible before any hit, split or double on these hands, once: "
                "{player} already chose to switch ({sec})"
            )
        return _(
            "Switch is only possible before any hit, split or double on these hands, once: "
            "{player} already chose to keep ({sec})"
        )
    if code is Why.INSURANCE_PASSED:
        key = (prof.hole_card, prof.switch_allowed, f("player") is not None)
        return _(_INSURANCE_PASSED[key])
    if code is Why.INSURANCE_FIRST:
        if prof.switch_allowed:
            return _(
                "First answer the insurance question: insurance comes before the switch and any "
                "decision on the hands ({sec})"
            )
        return _(
            "First answer the insurance question: insurance comes before any decision on the "
            "hands ({sec})"
        )
    return _counted(reason)


def _counted(reason: Reason) -> str:
    """The translated template of a reason that counts something, in the count's form."""
    f = reason.get
    code = reason.code
    if code is Why.INSURE_COUNT:
        return ngettext(
            "Insurance is given per position: {n} amount (e.g. 'insure {example}'), not {got} "
            "({sec})",
            "Insurance is given per position: {n} amounts (e.g. 'insure {example}'), not {got} "
            "({sec})",
            _int(f("n")),
        )
    if code is Why.DOUBLE_CARDS:
        return ngettext(
            "Double needs a hand of exactly two cards; this hand has {n} ({sec})",
            "Double needs a hand of exactly two cards; this hand has {n} ({sec})",
            _int(f("n")),
        )
    if code is Why.SPLIT_CARDS:
        return ngettext(
            "Split needs a hand of exactly two cards; this hand has {n} ({sec})",
            "Split needs a hand of exactly two cards; this hand has {n} ({sec})",
            _int(f("n")),
        )
    if code is Why.INSURE_CHIPS:
        return ngettext(
            "Insurance of {total} chip must be covered by free chips and {player} has {chips} "
            "({sec})",
            "Insurance of {total} chips must be covered by free chips and {player} has {chips} "
            "({sec})",
            _int(f("total")),
        )
    if code is Why.DOUBLE_CHIPS:
        return ngettext(
            "Doubling adds {bet} chip and {player} has only {chips} free ({sec})",
            "Doubling adds {bet} chips and {player} has only {chips} free ({sec})",
            _int(f("bet")),
        )
    if code is Why.SPLIT_CHIPS:
        return ngettext(
            "Splitting adds {bet} chip and {player} has only {chips} free ({sec})",
            "Splitting adds {bet} chips and {player} has only {chips} free ({sec})",
            _int(f("bet")),
        )
    # Why.SPLIT_LIMIT
    return ngettext(
        "This position already has {same} hand, the most allowed ({most}) ({sec})",
        "This position already has {same} hands, the most allowed ({most}) ({sec})",
        _int(f("same")),
    )


class _Facts(dict[str, object]):
    """A reason's facts for a template; a fact the reason lacks reads as None."""

    def __missing__(self, key: str) -> object:
        return None


def explain(reason: Reason, profile: Profile) -> str:
    """A reason in the learner's words, with the profile's own §."""
    template, topics = _WHY_TEXT[reason.code]
    facts = _Facts(reason.facts)
    facts.update(_worded(reason))
    facts["sec"] = ", ".join(profile.cite(topic) for topic in topics)
    text = _(template) if template else _template(reason, profile)
    return text.format_map(facts)


def _worded(reason: Reason) -> dict[str, object]:
    """The words a template needs beyond the reason's facts: what the table offers, the
    values of two cards."""
    code = reason.code
    if code is Why.NO_SURRENDER:
        return {"tables": listing([p.name for p in PROFILES.values() if p.surrender])}
    if code is Why.SPLIT_UNEQUAL:
        a, b = reason.get("a"), reason.get("b")
        assert isinstance(a, Card) and isinstance(b, Card)
        return {"a_value": _value_word(a), "b_value": _value_word(b)}
    return {}
