"""Checks on the dealer: hit or stand on a total, play the hand out or stop, and the peek for
a natural (rules §1.6, §1.9; §2 for classic; §3, §4 at tables without a hole card)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..cards import Card, format_cards, hand_total, parse_card
from ..language import gettext as _
from ..language import pgettext
from ..round import Round
from ..rules import Profile, cites, dealer_must_draw, dealer_peeks, get_profile
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
        return unreadable(answer, _("hit or stand"), _("Answer hit or stand."))
    right = Draw.HIT if dealer_must_draw(prof, cards) else Draw.STAND
    total, soft = hand_total(cards)
    explain = _draws_text(prof.dealer_hits_soft_17, soft).format(
        cards=format_cards(cards), total=total, section=prof.cite("dealer")
    )
    return Feedback(said is right, answer, right.value, explain, shown=dealer_does(right.value))


def dealer_does(value: str) -> str:
    """What the dealer does, as the right answer is shown: ``'hit'``, ``'stand'``, ``'plays'``,
    ``'stops'`` in the learner's words."""
    words = {
        # Translators: what the dealer does, the right answer to a question
        "hit": pgettext("dealer", "hit"),
        "stand": pgettext("dealer", "stand"),
        "plays": pgettext("dealer", "plays"),
        "stops": pgettext("dealer", "stops"),
    }
    return words.get(value, value)


def _draws_text(hits_soft_17: bool, soft: bool) -> str:
    """The dealer's cards, their total and the table's rule for the dealer, as one sentence."""
    if hits_soft_17:
        if soft:
            return _(
                "Dealer {cards} = soft {total}: the dealer hits every total under 17 and soft 17, "
                "and stands on hard 17 and 18–21 ({section})."
            )
        return _(
            "Dealer {cards} = hard {total}: the dealer hits every total under 17 and soft 17, "
            "and stands on hard 17 and 18–21 ({section})."
        )
    if soft:
        return _(
            "Dealer {cards} = soft {total}: the dealer hits under 17 and stands on all 17s, "
            "soft 17 included ({section})."
        )
    return _(
        "Dealer {cards} = hard {total}: the dealer hits under 17 and stands on all 17s, "
        "soft 17 included ({section})."
    )


def live_ordinary_hands(rnd: Round) -> list[str]:
    """The ordinary hands still live after the players (``"Ann"`` or ``"Ann hand 2"``)."""
    return [
        h.owner.name
        if len(h.owner.hands) == 1
        # Translators: a player's hand in a list of hands: "Ann hand 2"
        else _("{name} hand {number}").format(name=h.owner.name, number=h.owner.hands.index(h) + 1)
        for h in rnd.ordinary_hands_live()
    ]


def check_dealer_plays(situation: Situation, answer: Any, *, round: int | None = None) -> Feedback:
    """After the players: does the dealer play out the hand (``"plays"``: draw to 17 or more)
    or only turn the hole card and stop (``"stops"``)? (rules §1.9.)"""
    rnd = finished_round(situation, round)
    said = read_dealer(answer)
    if said is None:
        return unreadable(answer, _("plays or stops"), _("Answer plays or stops."))
    prof = rnd.profile
    stops = said is DealerTurn.STOPS
    shown = dealer_does(DealerTurn.STOPS.value)
    if rnd.dealer_natural and prof.hole_card:
        return Feedback(
            stops,
            answer,
            DealerTurn.STOPS.value,
            _("The dealer's natural ended the round at the peek ({section}).").format(
                section=prof.cite("peek")
            ),
            shown=shown,
        )
    if rnd.dealer_natural:
        return Feedback(
            stops,
            answer,
            DealerTurn.STOPS.value,
            _(
                "The dealer's second card, taken after the players, made a natural: the dealer "
                "draws nothing more, and every bet is lost except an original natural, which "
                "pushes ({sections})."
            ).format(sections=cites(prof, "dealer_natural")),
            shown=shown,
        )
    ordinary = live_ordinary_hands(rnd)
    right = DealerTurn.PLAYS if ordinary else DealerTurn.STOPS
    sec = prof.cite("dealer") if prof.hole_card else cites(prof, "deal", "dealer")
    explain = _plays_text(prof.hole_card, bool(ordinary)).format(
        hands=", ".join(ordinary), sections=sec
    )
    return Feedback(said is right, answer, right.value, explain, shown=dealer_does(right.value))


def _plays_text(hole_card: bool, live: bool) -> str:
    """Why the dealer plays on (an ordinary hand is live) or stops, with or without a hole card."""
    if live and hole_card:
        return _(
            "An ordinary hand is still live ({hands}), so the dealer turns the hole card and "
            "draws to 17 or more ({sections})."
        )
    if live:
        return _(
            "An ordinary hand is still live ({hands}), so the dealer takes a second card (there "
            "is no hole card) and draws to 17 or more ({sections})."
        )
    if hole_card:
        return _(
            "Only busted hands and naturals are left: nothing the dealer draws could change them, "
            "so the dealer turns the hole card and stops ({sections})."
        )
    return _(
        "Only busted hands and naturals are left: nothing the dealer draws could change them, "
        "so the dealer takes a second card (there is no hole card) and stops ({sections})."
    )


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
        return unreadable(answer, _("yes or no"), _("Answer yes or no."))
    peeks = dealer_peeks(prof, up)
    if not prof.hole_card:
        text = _(
            "The up card is {card}, but there is no hole card and no peek: the dealer gets only "
            "the up card in the deal and takes a second card after the players have finished "
            "({section})."
        )
    else:
        text = _peek_text(prof.insurance, prof.switch_allowed, peeks)
    explain = text.format(card=up, section=prof.cite("peek"))
    return Feedback(said == peeks, answer, peeks, explain)


def _peek_text(insurance: bool, switch: bool, peeks: bool) -> str:
    """When the dealer peeks (after insurance, before the switch, where the table has them),
    and whether this up card is peeked at."""
    texts = {
        (True, True, True): _(
            "With an ace or a ten-value up card the dealer checks the hole card for a natural "
            "after insurance and before any switch or other decision; the up card is {card} "
            "({section})."
        ),
        (True, True, False): _(
            "With an ace or a ten-value up card the dealer checks the hole card for a natural "
            "after insurance and before any switch or other decision; the up card is {card}, "
            "so there is no peek ({section})."
        ),
        (True, False, True): _(
            "With an ace or a ten-value up card the dealer checks the hole card for a natural "
            "after insurance and before any other decision; the up card is {card} ({section})."
        ),
        (True, False, False): _(
            "With an ace or a ten-value up card the dealer checks the hole card for a natural "
            "after insurance and before any other decision; the up card is {card}, so there is "
            "no peek ({section})."
        ),
        (False, True, True): _(
            "With an ace or a ten-value up card the dealer checks the hole card for a natural "
            "before any switch or other decision; the up card is {card} ({section})."
        ),
        (False, True, False): _(
            "With an ace or a ten-value up card the dealer checks the hole card for a natural "
            "before any switch or other decision; the up card is {card}, so there is no peek "
            "({section})."
        ),
        (False, False, True): _(
            "With an ace or a ten-value up card the dealer checks the hole card for a natural "
            "before any other decision; the up card is {card} ({section})."
        ),
        (False, False, False): _(
            "With an ace or a ten-value up card the dealer checks the hole card for a natural "
            "before any other decision; the up card is {card}, so there is no peek ({section})."
        ),
    }
    return texts[insurance, switch, peeks]


assert_dealer_draws = twin(check_dealer_draws)
assert_dealer_plays = twin(check_dealer_plays)
assert_dealer_peeks = twin(check_dealer_peeks)
