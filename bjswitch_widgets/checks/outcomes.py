"""Checks on how a finished round is settled: each hand's outcome, the chips returned, the
chips after the round, and what insurance brings back (rules §1.5, §1.6, §1.10)."""

from __future__ import annotations

from typing import Any

from ..cards import format_cards
from ..engine.narration import rule_text
from ..engine.state import Player
from ..language import gettext as _
from ..round import Hand, Round
from ..rules import INSURANCE_PAYS, cites
from ..words import outcome
from .answers import read_number, read_outcome
from .feedback import Feedback, twin, unreadable
from .situations import Situation, check_selectors, finished_round, nth_hand, player_named


def hand_words(rnd: Round, hand: Hand, number: int) -> str:
    """``"Ben's hand 2 5♠ 6♦: hard 11, bet 2."``: whose hand (at a table of several players),
    which (when its owner has several), its cards, total and bet."""
    several, named = len(hand.owner.hands) > 1, len(rnd.players) > 1
    if named and several:
        text = _("{name}'s hand {number} {cards}: {total}, bet {bet}.")
    elif named:
        text = _("{name}'s hand {cards}: {total}, bet {bet}.")
    elif several:
        text = _("Hand {number} {cards}: {total}, bet {bet}.")
    else:
        text = _("Hand {cards}: {total}, bet {bet}.")
    return text.format(
        name=hand.owner.name,
        number=number,
        cards=format_cards(hand.cards),
        total=hand.describe_total(),
        bet=hand.bet,
    )


def dealer_words(rnd: Round) -> str:
    """``'The dealer ends with 9♣ 7♦ 6♦ = 22.'`` (or ``'… = 21 (a natural).'``)."""
    if rnd.dealer_natural:
        text = _("The dealer ends with {cards} = {total} (a natural).")
    else:
        text = _("The dealer ends with {cards} = {total}.")
    return text.format(cards=format_cards(rnd.dealer), total=rnd.dealer_total)


def check_outcome(
    situation: Situation,
    answer: Any,
    *,
    player: str | None = None,
    hand: int = 1,
    round: int | None = None,
) -> Feedback:
    """The outcome of one hand (``win``, ``push``, ``lose``, ``surrender``) of a finished round
    (rules §1.6, §1.10). ``hand`` counts that player's hands from 1 in table order."""
    check_selectors(player=player, hand=hand)
    rnd = finished_round(situation, round)
    h = nth_hand(player_named(rnd, player), hand)
    said = read_outcome(answer)
    if said is None:
        if rnd.profile.surrender:
            hint = _("Answer win, push, lose or surrender.")
        else:
            hint = _("Answer win, push or lose.")
        return unreadable(answer, _("an outcome"), hint)
    assert h.outcome is not None
    # Translators: {rule} is the settlement rule that decided the hand (a clause, with its §)
    returned = _("{rule}; {chips} returned.").format(
        rule=rule_text(rnd.profile, h.why), chips=h.returned
    )
    explain = f"{hand_words(rnd, h, hand)} {dealer_words(rnd)} {returned}"
    shown = outcome(h.outcome.value)
    return Feedback(said is h.outcome, answer, h.outcome.value, explain, shown=shown)


def money_words(h: Hand, rule: str) -> str:
    """The ``rule`` that settled a hand and what comes back for it, against its stake."""
    assert h.returned is not None
    if h.returned > h.bet:
        # Translators: {rule} is the settlement rule that decided the hand (a clause, with its §)
        text = _("{rule}; stake {bet} + profit {profit} = {returned} returned.")
    elif h.returned == h.bet:
        text = _("{rule}; the stake of {bet} comes back.")
    elif h.returned:
        text = _("{rule}; {returned} of the stake of {bet} comes back.")
    else:
        text = _("{rule}; the stake of {bet} is lost: nothing comes back.")
    return text.format(rule=rule, bet=h.bet, profit=h.returned - h.bet, returned=h.returned)


def _player_asked(
    situation: Situation, player: str | None, round: int | None, hand: int | None = None
) -> tuple[Round, Player]:
    """The selectors checked, then the finished round and the player asked about. (Each check
    reads its own answer: the catalogue finds a check's reader in the check's own code.)"""
    check_selectors(player=player, hand=hand)
    rnd = finished_round(situation, round)
    return rnd, player_named(rnd, player)


def _not_chips(answer: Any) -> Feedback:
    return unreadable(answer, _("a number of chips"), _("Write it with digits or in words."))


def check_returned(
    situation: Situation,
    answer: Any,
    *,
    player: str | None = None,
    hand: int | None = None,
    round: int | None = None,
) -> Feedback:
    """Chips returned for one hand, or (``hand=None``) for all of a player's hands and
    insurance: stake plus profit (rules §1.10)."""
    rnd, p = _player_asked(situation, player, round, hand)
    number = read_number(answer)
    if number is None:
        return _not_chips(answer)
    if hand is not None:
        h = nth_hand(p, hand)
        lead = (
            _("The hand {cards}, bet {bet}.")
            if len(p.hands) == 1
            else _("Hand {number} {cards}, bet {bet}.")
        )
        lead = lead.format(number=hand, cards=format_cards(h.cards), bet=h.bet)
        explain = f"{lead} {money_words(h, rule_text(rnd.profile, h.why))}"
        return Feedback(number == h.returned, answer, h.returned, explain)
    # Translators: one item of a sum of the chips returned: "hand 1: 4 + insurance: 3"
    parts = [
        _("hand {number}: {chips}").format(number=i, chips=h.returned)
        for i, h in enumerate(p.hands, start=1)
    ]
    if sum(p.insurance):
        parts.append(_("insurance: {chips}").format(chips=p.insurance_returned))
    expected = p.returned
    explain = _(
        "{name} gets back {parts} = {total}. 'Returned' means the stake comes back; a win "
        "returns stake plus its profit ({section})."
    ).format(
        name=p.name,
        parts=" + ".join(parts),
        total=expected,
        section=rnd.profile.cite("settlement"),
    )
    return Feedback(number == expected, answer, expected, explain)


def check_chips_after(
    situation: Situation,
    answer: Any,
    *,
    player: str | None = None,
    round: int | None = None,
) -> Feedback:
    """A player's chips after the round: chips before − wagered + returned (rules §1.10)."""
    rnd, p = _player_asked(situation, player, round)
    number = read_number(answer)
    if number is None:
        return _not_chips(answer)
    explain = _(
        "{name}: {before} before − {wagered} wagered + {returned} returned = {chips} ({section})."
    ).format(
        name=p.name,
        before=p.chips_before,
        wagered=p.wagered,
        returned=p.returned,
        chips=p.chips,
        section=rnd.profile.cite("settlement"),
    )
    return Feedback(number == p.chips, answer, p.chips, explain)


def insurance_words(rnd: Round, name: str, insured: int, paid: int) -> str:
    """Why an insurance stake of ``insured`` chips (a player's, or one position's) brings back
    ``paid``: 2:1 on a dealer natural, else lost at the peek or when the dealer's second card
    is known (rules §1.5, §1.6; §3, §4 without a hole card)."""
    prof = rnd.profile
    sec = prof.cite("insurance")
    if not insured:
        text = _("{name} took no insurance, so none comes back ({sections}).")
    elif rnd.dealer_natural:
        text = _(
            "The dealer has a natural: insurance of {insured} pays {pays}:1, so {insured} stake "
            "+ {profit} profit = {paid} come back ({sections})."
        )
    elif prof.hole_card:
        sec = cites(prof, "insurance", "peek")
        text = _("No dealer natural: the insurance of {insured} is lost at the peek ({sections}).")
    else:
        sec = cites(prof, "insurance", "deal")
        text = _(
            "No dealer natural: the dealer's second card, taken after the players (there is no "
            "hole card), made none, so the insurance of {insured} is lost ({sections})."
        )
    return text.format(
        name=name,
        insured=insured,
        pays=INSURANCE_PAYS,
        profit=INSURANCE_PAYS * insured,
        paid=paid,
        sections=sec,
    )


def check_insurance_returned(
    situation: Situation,
    answer: Any,
    *,
    player: str | None = None,
    round: int | None = None,
) -> Feedback:
    """Chips that come back from a player's insurance: 2:1 on a dealer natural, else nothing
    (rules §1.5, §1.6)."""
    rnd, p = _player_asked(situation, player, round)
    number = read_number(answer)
    if number is None:
        return _not_chips(answer)
    insured = sum(p.insurance)
    paid = p.insurance_returned or 0
    explain = insurance_words(rnd, p.name, insured, paid)
    return Feedback(number == paid, answer, paid, explain)


assert_outcome = twin(check_outcome)
assert_returned = twin(check_returned)
assert_chips_after = twin(check_chips_after)
assert_insurance_returned = twin(check_insurance_returned)
