"""Checks on the dealer: hit or stand on a total, play the hand out or stop, and the peek for
a natural (rules §1.6, §1.9; §2 for classic; §3, §4 at tables without a hole card)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..cards import Card, format_cards, hand_total, parse_card
from ..round import Round
from ..rules import (
    NO_HOLE_CARD,
    Profile,
    cites,
    dealer_must_draw,
    dealer_peeks,
    dealer_rule,
    get_profile,
)
from .answers import DealerTurn, Draw, cards_problem, hand_of, read_dealer, read_draw, read_yes_no
from .feedback import Feedback, question_note, twin, unreadable
from .situations import Situation, finished_round


def check_dealer_draws(
    dealer_cards: str | Sequence[str | Card], answer: Any, profile: str | Profile = "switch"
) -> Feedback:
    """Does the dealer hit or stand on these cards? (rules §1.9; §2 for classic.)"""
    prof = get_profile(profile)
    cards = hand_of(dealer_cards, "dealer_cards")
    why = cards_problem([cards], prof, least=2, dealer=True)  # the dealer decides on two at least
    if why is not None:
        return question_note(answer, why)
    said = read_draw(answer)
    if said is None:
        return unreadable(answer, "hit or stand", "Answer hit or stand.")
    right = Draw.HIT if dealer_must_draw(prof, cards) else Draw.STAND
    total, soft = hand_total(cards)
    kind = "soft" if soft else "hard"
    explain = (
        f"Dealer {format_cards(cards)} = {kind} {total}: {dealer_rule(prof)} "
        f"({prof.cite('dealer')})."
    )
    return Feedback(said is right, answer, right.value, explain)


def live_ordinary_hands(rnd: Round) -> list[str]:
    """The ordinary hands still live after the players (``"Ann"`` or ``"Ann hand 2"``)."""
    return [
        h.owner.name
        if len(h.owner.hands) == 1
        else f"{h.owner.name} hand {h.owner.hands.index(h) + 1}"
        for h in rnd.ordinary_hands_live()
    ]


def check_dealer_plays(situation: Situation, answer: Any, *, round: int | None = None) -> Feedback:
    """After the players: does the dealer play out the hand (``"plays"``: draw to 17 or more)
    or only turn the hole card and stop (``"stops"``)? (rules §1.9.)"""
    rnd = finished_round(situation, round)
    said = read_dealer(answer)
    if said is None:
        return unreadable(answer, "plays or stops", "Answer plays or stops.")
    prof = rnd.profile
    stops = said is DealerTurn.STOPS
    if rnd.dealer_natural and prof.hole_card:
        return Feedback(
            stops,
            answer,
            DealerTurn.STOPS.value,
            f"The dealer's natural ended the round at the peek ({prof.cite('peek')}).",
        )
    if rnd.dealer_natural:
        return Feedback(
            stops,
            answer,
            DealerTurn.STOPS.value,
            "The dealer's second card, taken after the players, made a natural: the dealer "
            "draws nothing more, and every bet is lost except an original natural, which "
            f"pushes ({cites(prof, 'dealer_natural')}).",
        )
    ordinary = live_ordinary_hands(rnd)
    right = DealerTurn.PLAYS if ordinary else DealerTurn.STOPS
    if prof.hole_card:
        sec, first = prof.cite("dealer"), "the dealer turns the hole card"
    else:
        sec = cites(prof, "deal", "dealer")
        first = "the dealer takes a second card (there is no hole card)"
    if ordinary:
        explain = (
            f"An ordinary hand is still live ({', '.join(ordinary)}), so {first} and draws to 17 "
            f"or more ({sec})."
        )
    else:
        explain = (
            "Only busted hands and naturals are left: nothing the dealer draws could change them, "
            f"so {first} and stops ({sec})."
        )
    return Feedback(said is right, answer, right.value, explain)


def check_dealer_peeks(
    up_card: str | Card, answer: Any, profile: str | Profile = "switch"
) -> Feedback:
    """Does the dealer check the hole card for a natural with this up card? (rules §1.6; at a
    table without a hole card, §3 and §4, never.)

    >>> print(check_dealer_peeks("10♦", "no", "jack_switch"))
    ✔ Correct: no. The up card is 10♦, but there is no hole card and no peek: the dealer gets only the up card in the deal and takes a second card after the players have finished (§4).
    """
    prof = get_profile(profile)
    up = up_card if isinstance(up_card, Card) else parse_card(up_card)
    said = read_yes_no(answer)
    if said is None:
        return unreadable(answer, "yes or no", "Answer yes or no.")
    peeks = dealer_peeks(prof, up)
    sec = prof.cite("peek")
    if not prof.hole_card:
        explain = f"The up card is {up}, but {NO_HOLE_CARD} ({sec})."
    else:
        before = "any switch or other decision" if prof.switch_allowed else "any other decision"
        insurance = "after insurance and " if prof.insurance else ""
        explain = (
            "With an ace or a ten-value up card the dealer checks the hole card for a natural "
            f"{insurance}before {before}; the up card is {up}"
            + ("" if peeks else ", so there is no peek")
            + f" ({sec})."
        )
    return Feedback(said == peeks, answer, peeks, explain)


assert_dealer_draws = twin(check_dealer_draws)
assert_dealer_plays = twin(check_dealer_plays)
assert_dealer_peeks = twin(check_dealer_peeks)
