"""Checks on the switch: what two hands become after it, whether a proposed exchange of
cards is a switch at all (rules §1.7: only the second cards of a player's own two hands
change places), and which switched ace + ten the dealer turns sideways (§4)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..arguments import check_list
from ..cards import Card, card_list, format_cards, hand_total
from ..errors import InvalidInputError, quote
from ..language import gettext as _
from ..language import pgettext
from ..rules import Profile, cites, get_profile, switched_cards, turned_sideways
from .answers import (
    ALLOWED_WORDS,
    FORBIDDEN_WORDS,
    cards_problem,
    hand_of,
    read_yes_no,
)
from .card_answers import read_hands, read_positions
from .feedback import Feedback, question_note, quoted, twin, unreadable
from .phrases import no_switch
from .situations import Situation, check_selectors, finished_round, nth_box, player_named

#: Two hands as a learner writes them, for the note on an answer that could not be read; the
#: first that is not the question's answer is shown.
HANDS_EXAMPLES = ("A♠ 2♦, K♣ 3♥", "Q♥ 4♣, 9♦ 7♠")


def total_words(cards: Sequence[Card]) -> str:
    """A starting hand's total after the switch: ``'hard 11'``, or an ordinary two-card 21."""
    total, soft = hand_total(cards)
    if total == 21 and len(cards) == 2:
        return _("21, an ordinary 21 after the switch")
    # Translators: a hand's total standing alone in brackets after its cards
    return (_("soft {total}") if soft else _("hard {total}")).format(total=total)


def check_switch_result(
    hand1: str | Sequence[str | Card],
    hand2: str | Sequence[str | Card],
    answer: Any,
    profile: str | Profile = "switch",
) -> Feedback:
    """What the two hands become after the switch: answer two hands, e.g.
    ``("5♠ 6♥", "10♣ 10♥")`` (rules §1.7: only the second cards change places). A hand is its
    cards in any order (``"6♥ 5♠"`` is the same hand); hand 1 is written first.

    >>> print(check_switch_result("5♠ 10♥", "10♣ 6♥", ("6♥ 5♠", "10♥ 10♣")))
    ✔ Correct: '5♠ 6♥' / '10♣ 10♥'. Only the second cards change places: 10♥ goes to hand 2 and 6♥ to hand 1; first cards never move. Hand 1 5♠ 6♥ (hard 11), hand 2 10♣ 10♥ (hard 20) (§1.7).
    """
    prof = get_profile(profile)
    if not prof.switch_allowed:
        return Feedback(False, answer, None, no_switch(prof), readable=False)
    h1, h2 = hand_of(hand1, "hand1"), hand_of(hand2, "hand2")
    why = cards_problem([h1, h2], prof, least=2)
    if why is not None:
        return question_note(answer, why)
    new1, new2 = switched_cards(h1, h2)
    expected = (format_cards(new1), format_cards(new2))
    said = read_hands(answer)
    if said is None:
        # The example must never be the answer (the worked example's switch is 5♠ 6♥ / 10♣ 10♥)
        example = next(e for e in HANDS_EXAMPLES if e != f"{expected[0]}, {expected[1]}")
        return unreadable(
            answer,
            _("two hands"),
            _(
                "Write hand 1's cards, then hand 2's, with a comma, / or | between them, e.g. "
                "{example}."
            ).format(example=quoted(example)),
        )
    ok = _same(said[0], new1) and _same(said[1], new2)
    result = _("Hand 1 {cards1} ({total1}), hand 2 {cards2} ({total2}) ({section}).").format(
        cards1=format_cards(new1),
        total1=total_words(new1),
        cards2=format_cards(new2),
        total2=total_words(new2),
        section=prof.cite("switch"),
    )
    if ok or _first_card_moved(said, h1, h2):
        moves = _(
            "Only the second cards change places: {card1} goes to hand 2 and {card2} to hand 1; "
            "first cards never move."
        )
    elif _same(said[0], h1) and _same(said[1], h2):
        moves = _(
            "Those are the hands as dealt. The switch exchanges the second cards: {card1} goes to "
            "hand 2 and {card2} to hand 1."
        )
    else:
        moves = _(
            "Only the second cards change places: {card1} goes to hand 2 and {card2} to hand 1."
        )
    explain = f"{moves.format(card1=h1[1], card2=h2[1])} {result}"
    return Feedback(ok, answer, expected, explain)


def _same(a: Sequence[Card], b: Sequence[Card]) -> bool:
    """The same hand: the same cards, in any order (six decks: a card may come twice)."""
    return Counter(a) == Counter(b)


def _first_card_moved(
    said: tuple[Sequence[Card], Sequence[Card]], h1: Sequence[Card], h2: Sequence[Card]
) -> bool:
    """Whether the learner's hands put a first card in the other hand: hand 2's first card in
    hand 1, or hand 1's in hand 2, where the switch would not put it."""
    new1, new2 = switched_cards(h1, h2)
    return (h2[0] in said[0] and h2[0] not in new1) or (h1[0] in said[1] and h1[0] not in new2)


@dataclass(frozen=True)
class Spot:
    """Where a card named in a proposed exchange lies: in the player's hand 1 or 2 (its first
    card or a later one), or, with ``hand`` None, in another player's hand."""

    hand: int | None
    first: bool = False

    def __str__(self) -> str:
        if self.hand is None:
            # Translators: where a card lies, after "{card} is in" (Russian: the prepositional
            # case without «в»: «руке другого игрока», «руке 1 (это её первая карта)»)
            return _("another player's hand")
        if self.first:
            return _("hand {number} (its first card)").format(number=self.hand)
        return _("hand {number} (its second card)").format(number=self.hand)


def spot_of(
    card: Card, h1: Sequence[Card], h2: Sequence[Card], others: Sequence[Sequence[Card]]
) -> Spot | None:
    """Where ``card`` lies (the player's own hands first); None when it is in no hand given."""
    for number, hand in ((1, h1), (2, h2)):
        if card in hand:
            return Spot(number, first=hand.index(card) == 0)
    if any(card in h for h in others):
        return Spot(None)
    return None


def check_switch_proposal(
    hand1: str | Sequence[str | Card],
    hand2: str | Sequence[str | Card],
    exchange: tuple[str, str],
    answer: Any,
    *,
    others: Sequence[str | Sequence[str | Card]] = (),
    profile: str | Profile = "switch",
) -> Feedback:
    """Is this exchange a legal switch? ``exchange`` names two cards (e.g. ``("10♥", "6♥")``)
    taken from the player's ``hand1``/``hand2`` or from ``others`` (other players' hands).
    Only the *second* cards of the player's *own two* hands may change places (rules §1.7).

    >>> print(check_switch_proposal(["5♠", "10♥"], ["10♣", "6♥"], ("5♠", "6♥"), "no"))
    ✔ Correct: no. 5♠ is in hand 1 (its first card) and 6♥ in hand 2 (its second card): first cards never move — only the second cards of your two hands change places (§1.7).
    """
    prof = get_profile(profile)
    said = read_yes_no(answer, ALLOWED_WORDS, FORBIDDEN_WORDS)
    if said is None:
        return unreadable(answer, _("yes or no"), _("Answer yes (a legal switch) or no."))
    if not prof.switch_allowed:
        return Feedback(False, answer, None, no_switch(prof), readable=False)
    sec = prof.cite("switch")
    h1, h2 = hand_of(hand1, "hand1"), hand_of(hand2, "hand2")
    other_hands = [hand_of(h, "others") for h in check_list(others, "others", most=6, what="hands")]
    pair = card_list(exchange, "exchange", most=2)
    if len(pair) != 2:
        raise InvalidInputError(
            _("exchange names two cards, not {value}").format(value=quote(exchange))
        )
    why = cards_problem([h1, h2, *other_hands], prof, least=2)
    if why is not None:
        return question_note(answer, why)
    a, b = pair
    legal = ({a, b} == {h1[1], h2[1]} and h1[1] != h2[1]) or (h1[1] == h2[1] == a == b)
    sa, sb = spot_of(a, h1, h2, other_hands), spot_of(b, h1, h2, other_hands)
    if legal:
        text = _(
            "{a} and {b} are the second cards of your two hands: exchanging them is the switch "
            "({section})."
        )
    elif sa is None or sb is None:
        a = a if sa is None else b
        text = _(
            "{a} is not in either of your hands: the switch only moves your own cards ({section})."
        )
    elif sa.hand is None or sb.hand is None:
        text = _(
            "{a} is in {spot_a} and {b} in {spot_b}: never with another player's hand ({section})."
        )
    elif sa.hand == sb.hand:
        text = _(
            "{a} and {b} are both in hand {hand}: the switch exchanges the second cards between "
            "your two hands ({section})."
        )
    elif sa.first or sb.first:
        text = _(
            "{a} is in {spot_a} and {b} in {spot_b}: first cards never move — only the second "
            "cards of your two hands change places ({section})."
        )
    else:
        text = _(
            "{a} is in {spot_a} and {b} in {spot_b}: only the second cards of your two hands may "
            "change places ({section})."
        )
    explain = text.format(a=a, b=b, spot_a=sa, spot_b=sb, hand=sa.hand if sa else None, section=sec)
    return Feedback(said == legal, answer, legal, explain)


def positions_words(positions: Sequence[int]) -> str:
    """Which hands of a box, as a right answer is shown: ``'hand 1'``, ``'both'``, ``'none'``.

    >>> positions_words([2]), positions_words([1, 2]), positions_words([])
    ('hand 2', 'both', 'none')
    """
    if not positions:
        return pgettext("hands", "none")
    if len(positions) == 2:
        return pgettext("hands", "both")
    return _("hand {number}").format(number=positions[0])


def check_turned_sideways(
    situation: Situation,
    answer: Any,
    *,
    player: str | None = None,
    box: int | None = None,
    round: int | None = None,
) -> Feedback:
    """On which hands of a box (numbers, both or none) does the dealer turn the top card
    sideways? An ace and a ten-value card the switch brought together, kept at two cards (rules
    §4). box counts the player's boxes from 1."""
    check_selectors(round=round, player=player, box=box)
    rnd = finished_round(situation, round)
    p = player_named(rnd, player)
    k = nth_box(p, box)
    said = read_positions(answer)
    if said is None:
        return unreadable(
            answer,
            _("hand numbers, both or none"),
            _("Answer with the hand numbers (1, 2), both or none."),
        )
    prof = rnd.profile
    if not prof.switch_allowed:
        return Feedback(False, answer, None, no_switch(prof), readable=False)
    hands = [h for h in p.hands if h.box == k]
    turned = [turned_sideways(switched=h.switched, split=h.split, cards=h.cards) for h in hands]
    right = sorted({h.position for h, t in zip(hands, turned, strict=True) if t})
    facts = [
        (
            _("hand {number} {cards}: turned sideways")
            if t
            else _("hand {number} {cards}: not turned")
        ).format(number=h.position, cards=format_cards(h.cards))
        for h, t in zip(hands, turned, strict=True)
    ]
    explain = _(
        "An ace and a ten-value card brought together by the switch are an ordinary 21, not "
        "a natural: when the player keeps them at two cards, the dealer turns the top card "
        "sideways, so that no one pays it as a natural ({section}). Here: {facts}."
    ).format(
        section=cites(prof, "switch", "soft_21") if prof.hit_soft_21 else prof.cite("switch"),
        facts="; ".join(facts),
    )
    return Feedback(said == right, answer, right, explain, shown=positions_words(right))


assert_switch_result = twin(check_switch_result)
assert_switch_proposal = twin(check_switch_proposal)
assert_turned_sideways = twin(check_turned_sideways)
