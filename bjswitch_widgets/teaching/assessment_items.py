"""The final assessment's situations: one maker per topic, each dealing an unseen situation
from its own random generator and asking it with the lessons' own checks.

A maker returns a :class:`Made`: the table in words, the question, the choices (or how to write
the answer), the check of an answer and an answer the check can read (the right answer is the
check's ``expected`` for it). Rounds are dealt from freshly shuffled shoes by the engine and
played by the basic strategy (:func:`~bjswitch_widgets.strategy.basic.basic_policy`), never
from a lesson's stacked shoe; the checks settle them by the rules, so nothing here repeats a
rule.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card, Rank, Suit, hand_total, parse_cards
from ..checks import (
    Feedback,
    check_chips_after,
    check_dealer_draws,
    check_dealer_peeks,
    check_decision,
    check_fact,
    check_insurance_returned,
    check_natural,
    check_outcome,
    check_returned,
    check_switch_result,
    check_total,
)
from ..errors import InvalidInputError
from ..language import N_, ngettext, pgettext
from ..language import gettext as _
from ..round import Action, Phase, Round
from ..rules import Profile, dealer_must_draw, get_profile
from ..strategy import advise
from ..strategy.basic import basic_policy
from ..words import decision, listing
from .drills import YOU, deal_drill, kind_of, push_cells

__all__ = ["MAKERS", "TOPICS", "Made", "Topic"]

#: How many deals a maker tries before it gives up (each needs a few per cent of deals at most).
TRIES = 20_000
#: The least difference in EV, in bets, between the best choice and the next for a decision
#: to be asked: the assessment grades a decision the values tell apart clearly.
CLEAR = 0.03
_TENS = ("10", "J", "Q", "K")
RANKS = tuple(r.value for r in Rank)
SUITS = tuple(s.value for s in Suit)


@dataclass(frozen=True)
class Made:
    """One situation, asked: the table in words (``situation``), the question, its choices
    (or ``how`` to write the answer), the check, and an answer the check can read (``probe``)."""

    situation: tuple[str, ...]
    question: str
    check: Callable[[Any], Feedback]
    probe: str
    choices: tuple[str, ...] = ()
    how: str = ""


@dataclass(frozen=True)
class Topic:
    """A topic of the assessment: its key, its title, the lesson that teaches it and the rules'
    sections its questions are about (a question cites one or more of them, or none: a
    strategy question)."""

    key: str
    title: str
    lesson: str
    sections: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        """The title in the learner's language (``title`` is the English, marked)."""
        return _(self.title)


def _card(rng: random.Random, ranks: Sequence[str] = RANKS) -> str:
    return f"{rng.choice(ranks)}{rng.choice(SUITS)}"


def _cards(cards: Sequence[Card | str]) -> str:
    return " ".join(str(c) for c in cards)


def _deal(prof: Profile, rng: random.Random, insure: bool = False) -> Round:
    """A round dealt from a fresh shoe and played to the end by the basic strategy; with
    ``insure`` the player insures some positions (§1.5) when the up card is an ace."""
    rnd = Round(prof, [_(YOU)], seed=rng.randrange(2**31), log=False)
    while kind_of(rnd) is not None:
        action: Action = basic_policy(rnd)
        if insure and rnd.phase is Phase.INSURANCE:
            action = rng.choice([a for a in rnd.legal_actions() if str(a) != "insure 0 0"])
        rnd.apply(action)
    return rnd


def _find(prof: Profile, rng: random.Random, wanted: Callable[[Round], bool], what: str) -> Round:
    for _try in range(TRIES):
        rnd = _deal(prof, rng, insure="insurance" in what)
        if wanted(rnd):
            return rnd
    raise InvalidInputError(
        _("no round with {what} turned up in {tries} deals").format(what=what, tries=TRIES)
    )


def _hands_text(rnd: Round, asked: int | None = None) -> list[str]:
    """Each of the player's hands at the end: its cards and its bet (and why it is bigger)."""
    lines = []
    for n, hand in enumerate(rnd.players[0].hands, start=1):
        if hand.doubled and hand.split:
            line = _("Your hand {n}: {cards} (bet {bet}, doubled and split)")
        elif hand.doubled:
            line = _("Your hand {n}: {cards} (bet {bet}, doubled)")
        elif hand.split:
            line = _("Your hand {n}: {cards} (bet {bet}, split)")
        else:
            line = _("Your hand {n}: {cards} (bet {bet})")
        arrow = _("  ← this hand") if n == asked else ""
        lines.append(line.format(n=n, cards=_cards(hand.cards), bet=hand.bet) + arrow)
    return lines


def _you_bet(prof: Profile) -> str:
    return ngettext(
        "You bet {bet} chip on each of your two positions.",
        "You bet {bet} chips on each of your two positions.",
        prof.bet,
    ).format(bet=prof.bet)


def _round_text(rnd: Round, asked: int | None = None) -> tuple[str, ...]:
    return (
        _you_bet(rnd.profile) + " " + _("The round is over."),
        *_hands_text(rnd, asked),
        _("The dealer's cards: {cards}.").format(cards=_cards(rnd.dealer)),
    )


def _yes_no() -> tuple[str, str]:
    """The choices of a yes-or-no question, in the learner's words (the checks read both)."""
    return _("yes"), _("no")


def _hit_stand() -> tuple[str, str]:
    """The choices of "does the dealer hit or stand", in the learner's words."""
    return pgettext("dealer", "hit"), pgettext("dealer", "stand")


# -- the makers ---------------------------------------------------------------------------------


def _values(prof: Profile, rng: random.Random) -> Made:
    size = rng.choice((3, 3, 4))
    for _try in range(TRIES):  # a hand a table deals, its last card drawn to 17 at most
        cards = [_card(rng) for _card_n in range(size)]
        if rng.random() < 0.7 and not any(c.startswith("A") for c in cards):
            cards[rng.randrange(1, size)] = _card(rng, ("A",))
        total, soft = hand_total(parse_cards(cards[:-1]))
        drew = total <= 16 or (soft and total <= 17)  # a player hits such a total, not 20
        if drew and check_total(cards, "bust", prof).expected is not None:
            break
    return Made(
        (_("A hand: {cards}.").format(cards=_cards(cards)),),
        _("What is this hand's total?"),
        lambda a: check_total(cards, a, prof, soft_or_hard=True),
        "bust",
        how=_("Write soft or hard with the points (for example hard 14), or bust."),
    )


def _peek(prof: Profile, rng: random.Random) -> Made:
    up = _card(rng, rng.choice((("A",), _TENS, _TENS, ("2", "5", "6", "7", "8", "9"))))
    return Made(
        (_("The dealer's up card is {up}. The players have not played yet.").format(up=up),),
        _("Does the dealer look at the hole card for a natural now?"),
        lambda a: check_dealer_peeks(up, a, prof),
        "yes",
        _yes_no(),
    )


def _insurance(prof: Profile, rng: random.Random) -> Made:
    natural = rng.random() < 0.5

    def fits(r: Round) -> bool:
        return any(r.players[0].insurance) and r.dealer_natural == natural

    rnd = _find(prof, rng, fits, "insurance taken")
    you = rnd.players[0]
    insured = [
        ngettext(
            "{n} chip on position {position}", "{n} chips on position {position}", chips
        ).format(n=chips, position=n)
        for n, chips in enumerate(you.insurance, 1)
        if chips
    ]
    scenario = rnd.scenario()
    said = _("The dealer's up card is {up}, and you insure {insured}.").format(
        up=rnd.dealer[0], insured=listing(insured)
    )
    return Made(
        (
            f"{_you_bet(prof)} {said}",
            *_hands_text(rnd),
            _("The dealer's cards at the end: {cards}.").format(cards=_cards(rnd.dealer)),
        ),
        _("How many chips come back to you from the insurance bets?"),
        lambda a: check_insurance_returned(scenario, a, player=scenario["players"][0]),
        "0",
        how=_("Write a whole number of chips (0 if none)."),
    )


def _switch(prof: Profile, rng: random.Random) -> Made:
    one, two = [_card(rng), _card(rng)], [_card(rng), _card(rng)]
    return Made(
        (
            _("Your position 1: {cards}.").format(cards=_cards(one)),
            _("Your position 2: {cards}.").format(cards=_cards(two)),
        ),
        _("You switch. What cards does each position hold now?"),
        lambda a: check_switch_result(one, two, a, prof),
        f"{_cards(one)} / {_cards(two)}",
        how=_("Write position 1's cards, then /, then position 2's (for example 5♠ 6♥ / 10♣ 10♥)."),
    )


def _switched_natural(prof: Profile, rng: random.Random) -> Made:
    ace, ten = _card(rng, ("A",)), _card(rng, _TENS)
    switched = rng.random() < 0.7
    if switched:  # the ace stays first on position 1, the ten comes from position 2
        one, two = [ace, _card(rng, RANKS[1:9])], [_card(rng, RANKS[1:9]), ten]
        after = [ace, ten]
        said = _("You switch. Position 1 now holds {cards}.").format(cards=_cards(after))
    else:
        one, two = rng.sample([ace, ten], 2), [_card(rng), _card(rng)]
        after, said = one, _("You keep both hands as they were dealt.")
    dealt = _("You were dealt: position 1 {one}, position 2 {two}.").format(
        one=_cards(one), two=_cards(two)
    )
    return Made(
        (dealt, said),
        _("Is position 1's {cards} a natural?").format(cards=_cards(after)),
        lambda a: check_natural(after, a, switched=switched, profile=prof),
        "yes",
        _yes_no(),
    )


def _dealer(prof: Profile, rng: random.Random) -> Made:
    target = rng.choice(((17, True), (17, True), (17, False), (16, False), (18, True), (12, False)))
    for _try in range(TRIES):  # the dealer's cards as the rule draws them, until they make target
        cards = [_card(rng), _card(rng)]
        while hand_total(parse_cards(cards)) != target and len(cards) < 5:
            if not dealer_must_draw(prof, parse_cards(cards)):
                break
            cards.append(_card(rng))
        if hand_total(parse_cards(cards)) == target:
            break
    return Made(
        (_("The players have finished. The dealer's cards: {cards}.").format(cards=_cards(cards)),),
        _("Does the dealer hit or stand?"),
        lambda a: check_dealer_draws(cards, a, prof),
        "hit",
        _hit_stand(),
    )


def _asked_hand(rnd: Round, rng: random.Random, wanted: Callable[[Any], bool]) -> int:
    found = [n for n, h in enumerate(rnd.players[0].hands, 1) if wanted(h)]
    return rng.choice(found)


def _push(prof: Profile, rng: random.Random) -> Made:
    def fits(r: Round) -> bool:
        return r.dealer_total == 22 and any(not h.busted for h in r.players[0].hands)

    rnd = _find(prof, rng, fits, "a dealer 22")
    n = _asked_hand(rnd, rng, lambda h: not h.busted)
    scenario = rnd.scenario()
    return Made(
        _round_text(rnd, n),
        _("What is the outcome of your hand {n}?").format(n=n),
        lambda a: check_outcome(scenario, a, player=scenario["players"][0], hand=n),
        "win",
        (pgettext("outcome", "win"), pgettext("outcome", "push"), pgettext("outcome", "lose")),
    )


def _settlement(prof: Profile, rng: random.Random) -> Made:
    def fits(r: Round) -> bool:
        return any((h.doubled or h.split) and not h.busted for h in r.players[0].hands)

    rnd = _find(prof, rng, fits, "a doubled or split hand")
    n = _asked_hand(rnd, rng, lambda h: (h.doubled or h.split) and not h.busted)
    scenario = rnd.scenario()
    return Made(
        _round_text(rnd, n),
        _("How many chips come back to you for your hand {n}, its bet included?").format(n=n),
        lambda a: check_returned(scenario, a, player=scenario["players"][0], hand=n),
        "0",
        how=_("Write a whole number of chips (0 if none)."),
    )


def _chips(prof: Profile, rng: random.Random) -> Made:
    def fits(r: Round) -> bool:
        return len({h.outcome for h in r.players[0].hands}) > 1

    rnd = _find(prof, rng, fits, "two different outcomes")
    scenario = rnd.scenario()
    chips = rnd.players[0].chips_before
    before = ngettext(
        "You have {n} chip before the round.", "You have {n} chips before the round.", chips
    ).format(n=chips)
    return Made(
        (before, *_round_text(rnd)),
        _("How many chips do you have after the round?"),
        lambda a: check_chips_after(scenario, a, player=scenario["players"][0]),
        "0",
        how=_("Write a whole number of chips."),
    )


def _clear_drill(prof: Profile, rng: random.Random, target: str) -> Round:
    """A decision of kind ``target`` whose best choice the exact values tell apart by
    :data:`CLEAR` of a bet or more."""
    push = push_cells(prof) if target == "22 push" else frozenset()
    for _drill in range(200):
        rnd = deal_drill(prof, rng, target, push).round()
        advice = advise(rnd)
        if advice is not None and all(
            advice.cost(c) >= CLEAR for c in advice.values if c != advice.best
        ):
            return rnd
    raise InvalidInputError(
        _("no clear {kind} decision turned up in 200 drills").format(kind=repr(target))
    )


def _table_now(rnd: Round) -> tuple[str, ...]:
    you = rnd.players[0]
    lines = [
        _("Your position {n}: {cards}").format(n=h.position, cards=_cards(h.cards))
        for h in you.hands
    ]
    if rnd.current_hand is not None and rnd.phase is Phase.PLAY:
        n = you.hands.index(rnd.current_hand)
        lines[n] += _("  ← the hand in play")
    return (*lines, _("The dealer's up card: {up}.").format(up=rnd.dealer[0]))


def _keep_or_switch(prof: Profile, rng: random.Random) -> Made:
    rnd = _clear_drill(prof, rng, "switch")
    scenario = rnd.scenario()
    return Made(
        (_("The cards are dealt and the dealer has no natural."), *_table_now(rnd)),
        _("Keep or switch? Choose the better one by the exact values."),
        lambda a: check_decision(scenario, a),
        "keep",
        (decision("keep"), decision("switch")),
    )


def _play(prof: Profile, rng: random.Random) -> Made:
    rnd = _clear_drill(prof, rng, rng.choice(("hard", "soft", "pairs", "22 push")))
    scenario = rnd.scenario()
    done = (
        _("You switched; now you play.")
        if rnd.players[0].hands[0].switched
        else _("You kept your hands; now you play.")
    )
    choices = tuple(decision(str(a)) for a in rnd.legal_actions())
    return Made(
        (done, *_table_now(rnd)),
        _("What do you do with the hand in play? Choose the best play by the exact values."),
        lambda a: check_decision(scenario, a),
        choices[0],
        choices,
    )


def _short(prof: Profile) -> str:
    """A table's name without the rules its title spells out (they are what is asked)."""
    return prof.display_title.split(" (")[0]


def _other_tables(_prof: Profile, rng: random.Random) -> Made:
    pick = rng.randrange(3)
    if pick == 0:
        classic = get_profile("classic")
        return Made(
            (_("At the {table} table, you have a natural and the dealer does not.").format(
                table=_short(classic)),),
            _("What does your natural pay?"),
            lambda a: check_fact("natural_pays", a, classic),
            "1 to 1",
            (_("1 to 1"), _("3 to 2"), _("2 to 1")),
        )  # fmt: skip
    if pick == 1:
        classic = get_profile("classic")
        cards = rng.choice((["A♠", "6♦"], ["6♣", "A♥"], ["A♦", "2♣", "4♠"], ["3♥", "A♣", "3♠"]))
        cards = [f"{c[:-1]}{rng.choice(SUITS)}" for c in cards]
        return Made(
            (_("At the {table} table, the players have finished. The dealer's cards: {cards}."
               ).format(table=_short(classic), cards=_cards(cards)),),
            _("Does the dealer hit or stand?"),
            lambda a: check_dealer_draws(cards, a, classic),
            "hit",
            _hit_stand(),
        )  # fmt: skip
    jack = get_profile("jack_switch")
    up = _card(rng, rng.choice((("A",), _TENS)))
    return Made(
        (
            _(
                "At the {table} table, the dealer's up card is {up}. The players have not "
                "played yet."
            ).format(table=_short(jack), up=up),
        ),
        _("Does the dealer look at a hole card for a natural now?"),
        lambda a: check_dealer_peeks(up, a, jack),
        "yes",
        _yes_no(),
    )


#: The topics in the order asked (the lessons' order), each with its maker.
TOPICS: tuple[Topic, ...] = (
    Topic("values", N_("Card values"), "01_card_values", ("1.1",)),
    Topic("peek", N_("The peek"), "02_insurance_and_peek", ("1.6",)),
    Topic("insurance", N_("Insurance"), "02_insurance_and_peek", ("1.5", "1.6")),
    Topic("switch", N_("The switch"), "03_the_switch", ("1.7",)),
    Topic("switched natural", N_("A switched ace and ten"), "03_the_switch", ("1.4", "1.7")),
    Topic("dealer", N_("The dealer's draw"), "04_dealer_22_push", ("1.9",)),
    Topic("22 push", N_("The 22 push"), "04_dealer_22_push", ("1.10",)),
    Topic("settlement", N_("A doubled or split hand"), "05_worked_example", ("1.8", "1.10")),
    Topic("chips", N_("Chips after a round"), "06_full_session", ("1.10",)),
    Topic("keep or switch", N_("Keep or switch"), "07_switch_strategy", ("1.7", "6")),
    Topic("play", N_("Playing a hand"), "09_practice", ("1.8", "6")),
    Topic("other tables", N_("Other tables"), "08_other_tables", ("2", "3", "4")),
)
MAKERS: dict[str, Callable[[Profile, random.Random], Made]] = {
    "values": _values,
    "peek": _peek,
    "insurance": _insurance,
    "switch": _switch,
    "switched natural": _switched_natural,
    "dealer": _dealer,
    "22 push": _push,
    "settlement": _settlement,
    "chips": _chips,
    "keep or switch": _keep_or_switch,
    "play": _play,
    "other tables": _other_tables,
}
