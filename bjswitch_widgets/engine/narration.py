"""The engine's words for reasons: why an action is not legal now (:func:`explain`) and which rule
settled a hand (:func:`rule_text`), each with the profile's own § (``profile.cite``). Nothing
here decides a rule; a reason is put in words only when someone asks why. The log's sentences
are in :mod:`.log`.
"""

from __future__ import annotations

from ..cards import Card
from ..rules import INSURANCE_PAYS, Profile, tables_with
from ..words import count
from .actions import Reason, Why

__all__ = ["explain", "rule_text"]

_PAYS = f"{INSURANCE_PAYS}:1"

_RULE_TEXT = {
    "bust": "Bust: {total} is over 21 and loses at once, whatever the dealer does ({cards})",
    "surrender": "Surrender: half the bet ({total}) comes back ({surrender})",
    "surrender_pending": (
        "Surrendered: half the bet ({total}) comes back when the round is settled ({surrender})"
    ),
    "surrender_pending_late": (
        "Surrendered: half the bet ({total}) comes back when the round is settled — unless the "
        "dealer's second card makes a natural, which takes the whole bet ({surrender})"
    ),
    "surrender_late": (
        "Late surrender: the dealer's second card made a natural, so the surrendered hand loses "
        "its whole bet ({surrender})"
    ),
    "dealer_natural_push": "Dealer natural: your original natural pushes ({peek})",
    "dealer_natural": "Dealer natural: every hand loses except an original natural ({peek})",
    "natural": (
        "Natural: wins {pays} against the dealer's {dealer} — only a dealer natural stops it "
        "({settlement})"
    ),
    "dealer_22_switched": "Dealer 22: push — your 21 is switched, not a natural ({dealer_22})",
    "dealer_22": (
        "Dealer 22: push — every live ordinary hand gets its full bet back, doubled or split "
        "money included ({dealer_22})"
    ),
    "dealer_bust": "Dealer busts with {dealer}: every live hand wins ({settlement})",
    "higher": "Your {total} beats the dealer's {dealer} ({settlement})",
    "equal_switched": "Dealer 21: push — your 21 is switched, not a natural ({settlement})",
    "equal_split": (
        "Dealer 21: push — 21 on a split hand is ordinary, only a natural would win ({settlement})"
    ),
    "equal": "Equal totals ({total}): push, the bet comes back ({settlement})",
    "lower": "Your {total} loses to the dealer's {dealer} ({settlement})",
}


def rule_text(profile: Profile, why: tuple[str, int, int]) -> str:
    """A settlement reason (from :func:`~bjswitch_widgets.rules.settle_hand`) in a learner's
    words, with its §."""
    code, total, dealer = why
    if not code:
        return ""
    return _RULE_TEXT[code].format(
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
    return "1 or 11" if card.is_ace else str(card.points)


#: Each reason in the learner's words: a template over the reason's facts (and the words
#: :func:`_worded` adds), and the topics whose § it cites as ``{sec}``.
_WHY_TEXT: dict[Why, tuple[str, tuple[str, ...]]] = {
    Why.OVER_AT_PEEK: (
        "The round is over: the dealer's natural ended it at the peek ({sec})",
        ("peek",),
    ),
    Why.OVER: (
        "The round is over: every hand is settled, so the next step is a new round ({sec})",
        ("settlement",),
    ),
    Why.NO_SURRENDER: (
        "Surrender is not offered at this table (only {tables} allows it, {sec})",
        ("surrender",),
    ),
    Why.NO_SWITCH: (
        "There is no switch at this table: it is ordinary blackjack ({sec})",
        ("switch",),
    ),
    Why.DEALER_PLAYS: ("Every player has finished: the dealer plays now ({sec})", ("dealer",)),
    Why.DEALER_NOT_YET: ("The dealer plays after every player has finished ({sec})", ("dealer",)),
    Why.SWITCH_FIRST: (
        "First choose keep or switch: the choice comes before any hit, split or double on "
        "these hands ({sec})",
        ("switch",),
    ),
    Why.SWITCH_MADE: (
        "Switch is only possible before any hit, split or double on these hands, once: "
        "{player} already chose to {made} ({sec})",
        ("switch",),
    ),
    Why.INSURANCE_NOT_OFFERED: (
        "Insurance is only offered when the dealer's up card is an ace ({sec})",
        ("insurance",),
    ),
    Why.NOT_INSURABLE: (
        "{player} had no free chip for insurance after the mandatory bets, so was not asked "
        "({sec})",
        ("bets", "insurance"),
    ),
    Why.INSURANCE_PASSED: (
        "Insurance is decided once, before {before}; that moment has passed for {player} ({sec})",
        ("insurance",),
    ),
    Why.INSURANCE_FIRST: (
        "First answer the insurance question: insurance comes before {switch_and}any decision "
        "on the hands ({sec})",
        ("insurance",),
    ),
    Why.INSURE_YES_NO: (
        "Insurance here is per box: write 'insure yes' or 'insure no' for box {box} ({sec})",
        ("insurance",),
    ),
    Why.INSURE_BOX_COST: (
        "Insuring box {box} costs half of its two bets, {cost}, and {player} has {chips} free "
        "({sec})",
        ("bets", "insurance"),
    ),
    Why.INSURE_AMOUNTS: (
        "Insurance here is per position: write the chips for each, e.g. 'insure {example}' ({sec})",
        ("insurance",),
    ),
    Why.INSURE_COUNT: (
        "Insurance is given per position: {amounts} (e.g. 'insure {example}'), not {got} ({sec})",
        ("insurance",),
    ),
    Why.INSURE_CAP: (
        "Insurance is at most half of each position's original bet: {cap} here, not {amount} "
        "({sec})",
        ("insurance",),
    ),
    Why.INSURE_CHIPS: (
        "Insurance of {total} must be covered by free chips and {player} has {chips} ({sec})",
        ("bets", "insurance"),
    ),
    Why.DOUBLE_CARDS: (
        "Double needs a hand of exactly two cards; this hand has {n} ({sec})",
        ("double",),
    ),
    Why.DOUBLE_AFTER_SPLIT: ("No double after a split at this table ({sec})", ("double",)),
    Why.DOUBLE_CHIPS: (
        "Doubling adds {bet_chips} and {player} has only {chips} free ({sec})",
        ("bets",),
    ),
    Why.SPLIT_CHIPS: (
        "Splitting adds {bet_chips} and {player} has only {chips} free ({sec})",
        ("bets",),
    ),
    Why.SPLIT_CARDS: (
        "Split needs a hand of exactly two cards; this hand has {n} ({sec})",
        ("split",),
    ),
    Why.SPLIT_UNEQUAL: (
        "Split needs two cards of equal value; {a} and {b} count {a_value} and {b_value} ({sec})",
        ("split",),
    ),
    Why.SPLIT_ACES_ONCE: ("Aces may be split only once per position ({sec})", ("split_aces",)),
    Why.NO_RESPLIT: ("No resplit at this table: one split per position ({sec})", ("split",)),
    Why.SPLIT_LIMIT: (
        "This position already has {same} hands, the most allowed ({most}) ({sec})",
        ("split",),
    ),
    Why.SURRENDER_FIRST: (
        "Surrender is only the first decision on a position's original two cards ({sec})",
        ("surrender",),
    ),
}


class _Facts(dict[str, object]):
    """A reason's facts for a template; a fact the reason lacks reads as None."""

    def __missing__(self, key: str) -> object:
        return None


def explain(reason: Reason, profile: Profile) -> str:
    """A reason in the learner's words, with the profile's own §."""
    template, topics = _WHY_TEXT[reason.code]
    facts = _Facts(reason.facts)
    facts.update(_worded(reason, profile))
    facts["sec"] = ", ".join(profile.cite(topic) for topic in topics)
    return template.format_map(facts)


def _worded(reason: Reason, prof: Profile) -> dict[str, object]:
    """The words a template needs beyond the reason's facts: counts with their nouns, what the
    table offers, the values of two cards."""
    f = reason.get
    code = reason.code
    if code is Why.NO_SURRENDER:
        return {"tables": tables_with("surrender")}
    if code is Why.INSURANCE_PASSED:
        before = [
            *(["the peek"] if prof.hole_card else []),
            *(["the switch"] if prof.switch_allowed else []),
        ] or ["any decision on the hands"]
        return {"before": " and ".join(before)}
    if code is Why.INSURANCE_FIRST:
        return {"switch_and": "the switch and " if prof.switch_allowed else ""}
    if code is Why.INSURE_COUNT:
        return {"amounts": count(_int(f("n")), "amount")}
    if code is Why.DOUBLE_CHIPS or code is Why.SPLIT_CHIPS:
        return {"bet_chips": count(_int(f("bet")), "chip")}
    if code is Why.SPLIT_UNEQUAL:
        a, b = f("a"), f("b")
        assert isinstance(a, Card) and isinstance(b, Card)
        return {"a_value": _value_word(a), "b_value": _value_word(b)}
    return {}
