"""Checks on the cards of one hand: its total, a bust, a natural (rules §1.1, §1.4).

>>> print(check_bust(["10♠", "6♥", "K♦"], "yes"))
✔ Correct: yes. 10♠ 6♥ K♦: 2–10 count their number, J, Q, K count 10: 10 + 6 + 10 = 26. Above 21 is a bust: the hand loses at once, even if the dealer later busts too (§1.1, §1.10).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..arguments import check_flag
from ..cards import Card, format_cards, hand_total, is_natural_pair
from ..language import N_, pgettext
from ..language import gettext as _
from ..rules import Profile, cites, get_profile
from .answers import also_russian, cards_problem, hand_of, read_total, read_yes_no
from .feedback import Feedback, question_note, twin, unreadable
from .phrases import no_switch

#: A question's own yes and no words (in Russian too, whatever the language).
BUST_WORDS = also_russian(
    frozenset({"bust", "busted", "a bust", "it busts", "busts"}),
    frozenset({"перебор", "это перебор", "перебрал", "много"}),
)
LIVE_WORDS = also_russian(
    frozenset({"not bust", "no bust", "not a bust", "live", "still live"}),
    frozenset({"не перебор", "нет перебора", "без перебора", "в игре", "ещё в игре"}),
)
NATURAL_WORDS = also_russian(
    frozenset({"natural", "a natural", "blackjack", "it is a natural"}),
    frozenset({"натуральная", "это натуральная", "блэкджек", "блек-джек", "блекджек"}),
)
ORDINARY_WORDS = also_russian(
    frozenset({"not a natural", "no natural", "ordinary", "an ordinary 21"}),
    frozenset({"не натуральная", "обычная", "обычные 21", "обычная рука"}),
)
#: How to write a total (the note for an answer that is none).
TOTAL_HOW = N_(
    "Write your answer as the points in digits, with 'soft' or 'hard' before them if you like, "
    "or 'bust'."
)


def count_words(hand: Sequence[Card], total: int, soft: bool, *, say_bust: bool = True) -> str:
    """How the total of ``hand`` is counted, without the § (the caller cites its own).
    ``say_bust`` adds ``': over 21, a bust'`` to a bust without aces."""
    shown = format_cards(hand)
    adds = " + ".join(str(c.points) for c in hand)
    if any(c.is_ace for c in hand):
        if soft:
            text = _(
                "{cards}: an ace counts 11 unless that busts the hand, then 1. One ace counts 11, "
                "so the hand is soft: {total}"
            )
        elif total > 21:
            text = _(
                "{cards}: an ace counts 11 unless that busts the hand, then 1. Even with every "
                "ace at 1 the hand has {total}: bust"
            )
        else:
            text = _(
                "{cards}: an ace counts 11 unless that busts the hand, then 1. Here the ace must "
                "count 1, so the hand is hard: {adds} = {total}"
            )
    elif say_bust and total > 21:
        text = _(
            "{cards}: 2–10 count their number, J, Q, K count 10: {adds} = {total}: over 21, a bust"
        )
    else:
        text = _("{cards}: 2–10 count their number, J, Q, K count 10: {adds} = {total}")
    return text.format(cards=shown, adds=adds, total=total)


def _total_shown(total: int, soft: bool) -> str:
    """A total as the learner writes it in the language chosen: ``soft 17``, ``мягкие 17``."""
    if total > 21:
        return pgettext("total", "bust")
    return (pgettext("total", "soft {n}") if soft else pgettext("total", "hard {n}")).format(
        n=total
    )


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
        # Translators: what the question wants, after "Please write" and "could not read … as"
        return unreadable(answer, _("a total"), _(TOTAL_HOW))
    if said.points is None:  # "bust"
        ok = total > 21
    elif said.soft is None:  # a bare number: the total itself (a bust's too, e.g. 25)
        if soft_or_hard and said.points <= 21:  # not yet an answer to this question
            n = said.points
            return Feedback(
                False,
                answer,
                None,
                _(
                    "This question asks soft or hard as well as the points: write 'soft {n}' or "
                    "'hard {n}' (or other points), or 'bust' ({cite})."
                ).format(n=n, cite=prof.cite("values")),
                readable=False,
            )
        ok = said.points == total
    else:
        ok = said.points == total and said.soft == soft and total <= 21
    return Feedback(ok, answer, expected, explain, shown=_total_shown(total, soft))


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
        # Translators: what the question wants, after "Please write" and "could not read … as"
        return unreadable(answer, _("yes or no"), _("Answer yes (bust) or no."))
    total, soft = hand_total(hand)
    busted = total > 21
    if busted:
        # Translators: {counted} is how the total is counted ("10♠ 6♥ K♦: … = 26")
        explain = _(
            "{counted}. Above 21 is a bust: the hand loses at once, even if the dealer later "
            "busts too ({cite})."
        )
    else:
        explain = _("{counted}. Not above 21, so the hand is still live ({cite}).")
    explain = explain.format(
        counted=count_words(hand, total, soft, say_bust=False),
        cite=cites(prof, "values", "settlement"),
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
        return unreadable(answer, _("yes or no"), _("Answer yes (a natural) or no."))
    if switched and not prof.switch_allowed:
        return Feedback(False, answer, None, no_switch(prof), readable=False)
    shape = is_natural_pair(hand)
    natural = shape and not switched and not split
    shown = format_cards(hand)
    sec = prof.cite("natural")
    if natural:
        why = _(
            "{cards} is an ace plus a ten-value card, the position's original two cards ({cite})."
        ).format(cards=shown, cite=sec)
    elif shape and switched:
        why = _(
            "{cards} was made by the switch: an ace plus ten made by switching is an ordinary 21, "
            "though it has only two cards ({cite})."
        ).format(cards=shown, cite=prof.cite("switch"))
    elif shape and split:
        why = _(
            "{cards} is on a split hand: 21 on a split hand is always ordinary ({cite})."
        ).format(cards=shown, cite=prof.cite("split"))
    else:
        total = hand_total(hand)[0]
        why = _(
            "A natural is exactly two cards, an ace and a ten-value card; {cards} is {total} "
            "({cite})."
        ).format(cards=shown, total=total, cite=sec)
    return Feedback(said == natural, answer, natural, why)


assert_total = twin(check_total)
assert_bust = twin(check_bust)
assert_natural = twin(check_natural)
