"""Checks on the cards of one hand: its total, a bust, a natural (rules §1.1, §1.4).

>>> print(check_bust(["10♠", "6♥", "K♦"], "yes"))
✔ Correct: yes. 10♠ 6♥ K♦: 2–10 count their number, J, Q, K count 10: 10 + 6 + 10 = 26. Above 21 is a bust: the hand loses at once, even if the dealer later busts too (§1.1, §1.10).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..arguments import check_flag
from ..cards import Card, format_cards, hand_total, is_natural_pair
from ..rules import Profile, cites, get_profile
from .answers import cards_problem, hand_of, read_total, read_yes_no
from .feedback import Feedback, question_note, twin, unreadable
from .phrases import no_switch

BUST_WORDS = frozenset({"bust", "busted", "a bust", "it busts", "busts"})
LIVE_WORDS = frozenset({"not bust", "no bust", "not a bust", "live", "still live"})
NATURAL_WORDS = frozenset({"natural", "a natural", "blackjack", "it is a natural"})
ORDINARY_WORDS = frozenset({"not a natural", "no natural", "ordinary", "an ordinary 21"})
TOTAL_HOW = (
    "Write your answer as the points in digits, with 'soft' or 'hard' before them if you like, "
    "or 'bust'."
)


def count_words(hand: Sequence[Card], total: int, soft: bool, *, say_bust: bool = True) -> str:
    """How the total of ``hand`` is counted, without the § (the caller cites its own).
    ``say_bust`` adds ``': over 21, a bust'`` to a bust without aces."""
    shown = format_cards(hand)
    if any(c.is_ace for c in hand):
        rule = "an ace counts 11 unless that busts the hand, then 1"
        if soft:
            how = f"One ace counts 11, so the hand is soft: {total}"
        elif total > 21:
            how = f"Even with every ace at 1 the hand has {total}: bust"
        else:
            how = (
                "Here the ace must count 1, so the hand is hard: "
                + " + ".join(str(c.points) for c in hand)
                + f" = {total}"
            )
        return f"{shown}: {rule}. {how}"
    adds = " + ".join(str(c.points) for c in hand)
    bust = ": over 21, a bust" if say_bust and total > 21 else ""
    return f"{shown}: 2–10 count their number, J, Q, K count 10: {adds} = {total}{bust}"


def check_total(
    cards: str | Sequence[str | Card],
    answer: Any,
    profile: str | Profile = "switch",
    *,
    soft_or_hard: bool = False,
) -> Feedback:
    """The learner's total of some cards: ``17``, ``"soft 17"``, ``"hard 17"`` or ``"bust"``
    (rules §1.1). A bare number is right when it is the total; soft/hard must also be right.
    Cards no table deals (an empty hand, a seventh A♠ in six decks) get a note, not a verdict.
    With ``soft_or_hard=True`` (the question asked for it) a bare number up to 21 is not an
    answer yet: the feedback is a note on how to write it (not counted as a try).

    >>> check_total(["A♠", "6♦"], 17).correct, check_total(["A♠", "6♦"], 17, soft_or_hard=True).correct
    (True, False)
    """
    prof = get_profile(profile)
    hand = hand_of(cards)
    soft_or_hard = check_flag(soft_or_hard, "soft_or_hard")
    why = cards_problem([hand], prof)
    if why is not None:
        return question_note(answer, why)
    total, soft = hand_total(hand)
    expected = "bust" if total > 21 else f"{'soft' if soft else 'hard'} {total}"
    explain = f"{count_words(hand, total, soft)} ({prof.cite('values')})."
    said = read_total(answer)
    if said is None:
        return unreadable(answer, "a total", TOTAL_HOW)
    if said.points is None:  # "bust"
        ok = total > 21
    elif said.soft is None:  # a bare number: the total itself (a bust's too, e.g. 25)
        if soft_or_hard and said.points <= 21:  # not yet an answer to this question
            n = said.points
            return Feedback(
                False,
                answer,
                None,
                f"This question asks soft or hard as well as the points: write 'soft {n}' or "
                f"'hard {n}' (or other points), or 'bust' ({prof.cite('values')}).",
                readable=False,
            )
        ok = said.points == total
    else:
        ok = said.points == total and said.soft == soft and total <= 21
    return Feedback(ok, answer, expected, explain)


def check_bust(
    cards: str | Sequence[str | Card], answer: Any, profile: str | Profile = "switch"
) -> Feedback:
    """Is this hand a bust? (rules §1.1: above 21 loses at once, whatever the dealer does.)"""
    prof = get_profile(profile)
    hand = hand_of(cards)
    why = cards_problem([hand], prof)
    if why is not None:
        return question_note(answer, why)
    said = read_yes_no(answer, BUST_WORDS, LIVE_WORDS)
    if said is None:
        return unreadable(answer, "yes or no", "Answer yes (bust) or no.")
    total, soft = hand_total(hand)
    busted = total > 21
    verdict = (
        "Above 21 is a bust: the hand loses at once, even if the dealer later busts too"
        if busted
        else "Not above 21, so the hand is still live"
    )
    explain = (
        f"{count_words(hand, total, soft, say_bust=False)}. {verdict} "
        f"({cites(prof, 'values', 'settlement')})."
    )
    return Feedback(said == busted, answer, busted, explain)


def check_natural(
    cards: str | Sequence[str | Card],
    answer: Any,
    *,
    switched: bool = False,
    split: bool = False,
    profile: str | Profile = "switch",
) -> Feedback:
    """Is this a natural? Only the original ace + ten-value of a position never switched or
    split (rules §1.4, §1.7, §1.8)."""
    prof = get_profile(profile)
    hand = hand_of(cards)
    switched, split = check_flag(switched, "switched"), check_flag(split, "split")
    why = cards_problem([hand], prof)
    if why is not None:
        return question_note(answer, why)
    said = read_yes_no(answer, NATURAL_WORDS, ORDINARY_WORDS)
    if said is None:
        return unreadable(answer, "yes or no", "Answer yes (a natural) or no.")
    if switched and not prof.switch_allowed:
        return Feedback(False, answer, None, no_switch(prof), readable=False)
    shape = is_natural_pair(hand)
    natural = shape and not switched and not split
    shown = format_cards(hand)
    sec = prof.cite("natural")
    if natural:
        why = f"{shown} is an ace plus a ten-value card, the position's original two cards ({sec})."
    elif shape and switched:
        why = (
            f"{shown} was made by the switch: an ace plus ten made by switching is an ordinary 21, "
            f"though it has only two cards ({prof.cite('switch')})."
        )
    elif shape and split:
        why = (
            f"{shown} is on a split hand: 21 on a split hand is always ordinary "
            f"({prof.cite('split')})."
        )
    else:
        total, _ = hand_total(hand)
        why = f"A natural is exactly two cards, an ace and a ten-value card; {shown} is {total} ({sec})."
    return Feedback(said == natural, answer, natural, why)


assert_total = twin(check_total)
assert_bust = twin(check_bust)
assert_natural = twin(check_natural)
