"""Checks on how a finished round is settled: each hand's outcome, the chips returned, the
chips after the round, and what insurance brings back (rules §1.5, §1.6, §1.10)."""

from __future__ import annotations

from typing import Any

from ..cards import format_cards
from ..engine.narration import rule_text
from ..engine.state import Player
from ..round import Hand, Round
from ..rules import INSURANCE_PAYS, cites
from .answers import read_number, read_outcome
from .feedback import Feedback, twin, unreadable
from .situations import Situation, check_selectors, finished_round, nth_hand, player_named


def whose(rnd: Round, hand: Hand) -> str:
    """``"Ben's "`` at a table of several players, else ``""`` (then capitalised by caller)."""
    return f"{hand.owner.name}'s " if len(rnd.players) > 1 else ""


def dealer_words(rnd: Round) -> str:
    """``'The dealer ends with 9♣ 7♦ 6♦ = 22'`` (and ``' (a natural)'``)."""
    return f"The dealer ends with {format_cards(rnd.dealer)} = {rnd.dealer_total}" + (
        " (a natural)" if rnd.dealer_natural else ""
    )


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
        words = "win, push, lose or surrender" if rnd.profile.surrender else "win, push or lose"
        return unreadable(answer, "an outcome", f"Answer {words}.")
    assert h.outcome is not None
    lead = f"{whose(rnd, h)}hand" + ("" if len(h.owner.hands) == 1 else f" {hand}")
    explain = (
        f"{lead[0].upper()}{lead[1:]} {format_cards(h.cards)}: {h.describe_total()}, "
        f"bet {h.bet}. {dealer_words(rnd)}. {rule_text(rnd.profile, h.why)}; {h.returned} returned."
    )
    return Feedback(said is h.outcome, answer, h.outcome.value, explain)


def money_words(h: Hand) -> str:
    """What comes back for a settled hand, against its stake."""
    assert h.returned is not None
    if h.returned > h.bet:
        return f"stake {h.bet} + profit {h.returned - h.bet} = {h.returned} returned"
    if h.returned == h.bet:
        return f"the stake of {h.bet} comes back"
    if h.returned:
        return f"{h.returned} of the stake of {h.bet} comes back"
    return f"the stake of {h.bet} is lost: nothing comes back"


def _player_asked(
    situation: Situation, player: str | None, round: int | None, hand: int | None = None
) -> tuple[Round, Player]:
    """The selectors checked, then the finished round and the player asked about. (Each check
    reads its own answer: the catalogue finds a check's reader in the check's own code.)"""
    check_selectors(player=player, hand=hand)
    rnd = finished_round(situation, round)
    return rnd, player_named(rnd, player)


def _not_chips(answer: Any) -> Feedback:
    return unreadable(answer, "a number of chips", "Write it with digits or in words.")


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
        lead = "The hand" if len(p.hands) == 1 else f"Hand {hand}"
        rule = rule_text(rnd.profile, h.why)
        explain = f"{lead} {format_cards(h.cards)}, bet {h.bet}. {rule}; {money_words(h)}."
        return Feedback(number == h.returned, answer, h.returned, explain)
    parts = [f"hand {i}: {h.returned}" for i, h in enumerate(p.hands, start=1)]
    if sum(p.insurance):
        parts.append(f"insurance: {p.insurance_returned}")
    expected = p.returned
    explain = (
        f"{p.name} gets back {' + '.join(parts)} = {expected}. 'Returned' means the stake comes "
        f"back; a win returns stake plus its profit ({rnd.profile.cite('settlement')})."
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
    explain = (
        f"{p.name}: {p.chips_before} before − {p.wagered} wagered + {p.returned} returned = "
        f"{p.chips} ({rnd.profile.cite('settlement')})."
    )
    return Feedback(number == p.chips, answer, p.chips, explain)


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
    prof = rnd.profile
    sec = prof.cite("insurance")
    if not insured:
        explain = f"{p.name} took no insurance, so none comes back ({sec})."
    elif rnd.dealer_natural:
        explain = (
            f"The dealer has a natural: insurance of {insured} pays {INSURANCE_PAYS}:1, so "
            f"{insured} stake + {INSURANCE_PAYS * insured} profit = {paid} come back ({sec})."
        )
    elif prof.hole_card:
        explain = (
            f"No dealer natural: the insurance of {insured} is lost at the peek "
            f"({cites(prof, 'insurance', 'peek')})."
        )
    else:
        explain = (
            f"No dealer natural: the dealer's second card, taken after the players (there is no "
            f"hole card), made none, so the insurance of {insured} is lost "
            f"({cites(prof, 'insurance', 'deal')})."
        )
    return Feedback(number == paid, answer, paid, explain)


assert_outcome = twin(check_outcome)
assert_returned = twin(check_returned)
assert_chips_after = twin(check_chips_after)
assert_insurance_returned = twin(check_insurance_returned)
