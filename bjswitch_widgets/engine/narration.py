"""The engine's words for reasons: why an action is not legal now (:func:`explain`) and which rule
settled a hand (:func:`rule_text`), each with the profile's own § (``profile.cite``). Nothing
here decides a rule; a reason is put in words only when someone asks why. The log's sentences
are in :mod:`.log`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import Card
from ..rules import INSURANCE_PAYS, Profile, tables_with
from ..words import count
from .actions import Reason, Why

if TYPE_CHECKING:
    pass

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


def explain(reason: Reason, profile: Profile) -> str:
    """A reason in the learner's words, with the profile's own §."""
    prof = profile
    f = reason.get
    code = reason.code
    if code is Why.OVER_AT_PEEK:
        return f"The round is over: the dealer's natural ended it at the peek ({prof.cite('peek')})"
    if code is Why.OVER:
        return (
            "The round is over: every hand is settled, so the next step is a new round "
            f"({prof.cite('settlement')})"
        )
    if code is Why.NO_SURRENDER:
        return (
            f"Surrender is not offered at this table (only {tables_with('surrender')} allows "
            f"it, {prof.cite('surrender')})"
        )
    if code is Why.NO_SWITCH:
        return f"There is no switch at this table: it is ordinary blackjack ({prof.cite('switch')})"
    if code is Why.DEALER_PLAYS:
        return f"Every player has finished: the dealer plays now ({prof.cite('dealer')})"
    if code is Why.DEALER_NOT_YET:
        return f"The dealer plays after every player has finished ({prof.cite('dealer')})"
    if code in _INSURANCE_WHY:
        return _explain_insurance(reason, prof)
    if code is Why.SWITCH_FIRST:
        return (
            "First choose keep or switch: the choice comes before any hit, split or double "
            f"on these hands ({prof.cite('switch')})"
        )
    if code is Why.SWITCH_MADE:
        return (
            f"Switch is only possible before any hit, split or double on these hands, once: "
            f"{f('player')} already chose to {f('made')} ({prof.cite('switch')})"
        )
    return _explain_play(reason, prof)


_INSURANCE_WHY = {
    Why.INSURANCE_NOT_OFFERED,
    Why.NOT_INSURABLE,
    Why.INSURANCE_PASSED,
    Why.INSURANCE_FIRST,
    Why.INSURE_YES_NO,
    Why.INSURE_BOX_COST,
    Why.INSURE_AMOUNTS,
    Why.INSURE_COUNT,
    Why.INSURE_CAP,
    Why.INSURE_CHIPS,
}


def _explain_insurance(reason: Reason, prof: Profile) -> str:
    f = reason.get
    code = reason.code
    sec = prof.cite("insurance")
    if code is Why.INSURANCE_NOT_OFFERED:
        return f"Insurance is only offered when the dealer's up card is an ace ({sec})"
    if code is Why.NOT_INSURABLE:
        return (
            f"{f('player')} had no free chip for insurance after the mandatory bets, so "
            f"was not asked ({prof.cite('bets')}, {sec})"
        )
    if code is Why.INSURANCE_PASSED:
        before = [
            *(["the peek"] if prof.hole_card else []),
            *(["the switch"] if prof.switch_allowed else []),
        ] or ["any decision on the hands"]
        return (
            f"Insurance is decided once, before {' and '.join(before)}; that moment has "
            f"passed for {f('player')} ({sec})"
        )
    if code is Why.INSURANCE_FIRST:
        return (
            f"First answer the insurance question: insurance comes before "
            f"{'the switch and ' if prof.switch_allowed else ''}any decision on the hands ({sec})"
        )
    if code is Why.INSURE_YES_NO:
        return (
            f"Insurance here is per box: write 'insure yes' or 'insure no' for box "
            f"{f('box')} ({sec})"
        )
    if code is Why.INSURE_BOX_COST:
        return (
            f"Insuring box {f('box')} costs half of its two bets, {f('cost')}, and "
            f"{f('player')} has {f('chips')} free ({prof.cite('bets')}, {sec})"
        )
    if code is Why.INSURE_AMOUNTS:
        return (
            f"Insurance here is per position: write the chips for each, e.g. 'insure "
            f"{f('example')}' ({sec})"
        )
    if code is Why.INSURE_COUNT:
        n = f("n")
        return (
            f"Insurance is given per position: {n} amount{'s' if n != 1 else ''} "
            f"(e.g. 'insure {f('example')}'), not {f('got')} ({sec})"
        )
    if code is Why.INSURE_CAP:
        return (
            f"Insurance is at most half of each position's original bet: {f('cap')} here, "
            f"not {f('amount')} ({sec})"
        )
    return (
        f"Insurance of {f('total')} must be covered by free chips and "
        f"{f('player')} has {f('chips')} ({prof.cite('bets')}, {sec})"
    )


def _explain_play(reason: Reason, prof: Profile) -> str:
    f = reason.get
    code = reason.code
    if code is Why.DOUBLE_CARDS:
        return f"Double needs a hand of exactly two cards; this hand has {f('n')} ({prof.cite('double')})"
    if code is Why.DOUBLE_AFTER_SPLIT:
        return f"No double after a split at this table ({prof.cite('double')})"
    if code is Why.DOUBLE_CHIPS or code is Why.SPLIT_CHIPS:
        verb = "Doubling" if code is Why.DOUBLE_CHIPS else "Splitting"
        return (
            f"{verb} adds {count(_int(f('bet')), 'chip')} and {f('player')} has only {f('chips')} "
            f"free ({prof.cite('bets')})"
        )
    sec = prof.cite("split")
    if code is Why.SPLIT_CARDS:
        return f"Split needs a hand of exactly two cards; this hand has {f('n')} ({sec})"
    if code is Why.SPLIT_UNEQUAL:
        a, b = f("a"), f("b")
        assert isinstance(a, Card) and isinstance(b, Card)
        return (
            f"Split needs two cards of equal value; {a} and {b} count "
            f"{_value_word(a)} and {_value_word(b)} ({sec})"
        )
    if code is Why.SPLIT_ACES_ONCE:
        return f"Aces may be split only once per position ({prof.cite('split_aces')})"
    if code is Why.NO_RESPLIT:
        return f"No resplit at this table: one split per position ({sec})"
    if code is Why.SPLIT_LIMIT:
        return (
            f"This position already has {f('same')} hands, the most allowed ({f('most')}) ({sec})"
        )
    return (
        "Surrender is only the first decision on a position's original two cards "
        f"({prof.cite('surrender')})"
    )
