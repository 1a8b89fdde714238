"""Facts of a table — the shoe, the bets, insurance, splits, the dealer, the switch … — and
:func:`check_fact`, which checks a learner's answer to one of them (rules §1–§4).

:data:`FACTS` maps a key (``"shoe_cards"``, ``"natural_pays"`` …) to a :class:`Fact`: its
question, right answer and explanation are all functions of the profile, so each is the one of
the table asked about. A fact a table does not have (the switch at classic) carries a note.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

from ..errors import InvalidInputError, quote
from ..rules import INSURANCE_PAYS, SUPER_MATCH_PAYS, Profile, get_profile, tables_with
from ..rules.profiles import NO_HOLE_CARD, bet_words, cites, dealer_rule
from .answers import read_number, read_ratio, read_times, read_words, read_yes_no
from .feedback import Feedback, twin, unreadable
from .phrases import no_switch, table_name


@dataclass(frozen=True)
class Fact:
    """One fact of a table. Every part is a function of the profile, so the question, the
    answer and the explanation are those of the table asked about."""

    question: Callable[[Profile], str]
    answer: Callable[[Profile], Any]
    explanation: Callable[[Profile], str]
    #: How the answer is read: a whole number, a number of times (``"once"`` too), yes/no, a
    #: payout ratio, or text matched against ``accept``.
    kind: Literal["int", "times", "text", "bool", "ratio"]
    accept: Callable[[Profile], set[str]] = lambda p: set()
    #: None where the fact exists; else the note that says why it does not at that table.
    missing: Callable[[Profile], str | None] = lambda p: None

    def ask(self, profile: str | Profile = "switch") -> str:
        """The question as it is asked at that table."""
        return self.question(get_profile(profile))


def _ratio(p: Profile) -> str:
    return p.payout_text()


def _chips(amount: Fraction | int) -> str:
    return str(int(amount)) if amount == int(amount) else str(float(amount))


def _positions_question(p: Profile) -> str:
    if p.max_boxes > 1:
        return f"How many positions does one box have (a player plays 1–{p.max_boxes} boxes)?"
    return "How many positions (hands) does each player play?"


def _positions_text(p: Profile) -> str:
    sec = p.cite("bets")
    if p.positions_per_box == 1:
        return f"One position per player, bet {bet_words(p)} ({sec})."
    if p.max_boxes > 1:
        return (
            f"Each player plays 1–{p.max_boxes} boxes, each of two positions (hand 1 on the "
            f"left, hand 2 on the right) with equal bets, {bet_words(p)} on each position ({sec})."
        )
    return (
        "One box of two positions, hand 1 on the left and hand 2 on the right, with the same "
        f"mandatory bet of {bet_words(p)} on both ({sec})."
    )


def _mandatory_question(p: Profile) -> str:
    if p.min_bet < p.max_bet:
        return f"How many chips do the bets of one box cost at the default {p.bet} per position?"
    return "How many chips do the mandatory bets of one round cost a player?"


def _mandatory_text(p: Profile) -> str:
    sec = p.cite("bets")
    if p.positions_per_box == 1:
        return f"One position, bet {p.bet}: {p.mandatory_bets} chips ({sec})."
    each = " + ".join([str(p.bet)] * p.positions_per_box)
    if p.min_bet < p.max_bet:
        return (
            f"{p.bet} on each of the box's two positions: {each} = {p.mandatory_bets}. The bet "
            f"may be {p.min_bet}–{p.max_bet} chips per position, on 1–{p.max_boxes} boxes ({sec})."
        )
    return f"{p.bet} on each of the two positions: {each} = {p.mandatory_bets} ({sec})."


def _insurance_question(p: Profile) -> str:
    if p.insurance_per_box:
        return f"How many chips does insurance cost on a box with bets of {p.bet} and {p.bet}?"
    if p.positions_per_box == 1:
        return "At most how many chips of insurance on the hand?"
    return "At most how many chips of insurance on one position?"


def _insurance_text(p: Profile) -> str:
    sec = p.cite("insurance")
    if p.insurance_per_box:
        return (
            "Insurance is per box, yes or no, and costs half of the box's two bets — the bet of "
            f"one position: {p.bet} on a box of {p.bet} + {p.bet} ({sec})."
        )
    whose = "the" if p.positions_per_box == 1 else "that position's original"
    return f"Up to half of {whose} bet, in whole chips: half of {p.bet} is {p.bet // 2} ({sec})."


def _insurance_pays_text(p: Profile) -> str:
    if p.hole_card:
        return (
            f"Insurance pays {INSURANCE_PAYS}:1 if the dealer has a natural and is lost otherwise; the peek "
            f"settles it before any other decision ({cites(p, 'insurance', 'peek')})."
        )
    return (
        f"Insurance pays {INSURANCE_PAYS}:1 if the dealer has a natural and is lost otherwise; with no hole "
        "card it is settled when the dealer's second card is known, after the players "
        f"({cites(p, 'insurance', 'deal')})."
    )


def _natural_text(p: Profile) -> str:
    if p.natural_pays == 1:
        return f"Every win pays 1:1 profit, the natural included ({p.cite('settlement')})."
    return (
        f"A natural pays {p.payout_text()} (profit {_chips(p.bet * p.natural_pays)} on a bet of "
        f"{p.bet}) and beats a dealer's ordinary 21 ({p.cite('natural')})."
    )


def _split_hands_text(p: Profile) -> str:
    n, sec = p.max_hands_per_position, p.cite("split")
    if n == 2:
        return f"Split once only, no resplit: a pair makes 2 hands from a position ({sec})."
    where = "in total" if p.positions_per_box == 1 else "from each original position"
    return f"Non-ace pairs may be resplit up to {n} hands {where} ({sec})."


def _ace_splits(p: Profile) -> int:
    return p.max_hands_per_position - 1 if p.resplit_aces else 1


def _ace_splits_text(p: Profile) -> str:
    sec, n = p.cite("split_aces"), p.max_hands_per_position
    if p.resplit_aces:
        rule = (
            f"Aces may be resplit like any pair, up to {n} hands from a position ({n - 1} "
            f"splits); each split ace receives one card and stands ({sec})."
        )
    else:
        where = "" if p.positions_per_box == 1 else " per original position"
        rule = (
            f"Split aces: only once{where}; each ace receives one card and stands — no hit, "
            f"no double, no resplit — and a 21 there is ordinary ({sec})."
        )
    if p.double_after_split:
        das = f"Other split hands may be doubled on their two cards ({p.cite('double')})."
    else:
        das = f"There is no double after a split at this table ({p.cite('double')})."
    return f"{rule} {das}"


def _surrender_text(p: Profile) -> str:
    sec = p.cite("surrender")
    rule = (
        "Surrender, the first decision on an unsplit position's original two cards, gives up "
        f"the hand for half its bet ({sec})."
    )
    if p.hole_card:
        return rule
    return (
        f"{rule} It is late: the half comes back only at settlement, and if the dealer's second "
        "card then makes a natural the whole bet is lost."
    )


def _super_match_text(p: Profile) -> str:
    pays = ", ".join(
        f"{'one pair' if name == 'pair' else name} {x}:1" for name, x in SUPER_MATCH_PAYS.items()
    )
    return (
        "Super Match, per box, from 1 up to the position bet, is decided at once on the box's "
        f"first four cards by rank: {pays}; the best combination counts once, otherwise the "
        f"bet is lost ({p.cite('super_match')})."
    )


def _bet_limits(p: Profile) -> str:
    return f"{p.min_bet}-{p.max_bet}" if p.min_bet < p.max_bet else str(p.bet)


def _bet_limits_text(p: Profile) -> str:
    sec = p.cite("bets")
    if p.min_bet < p.max_bet:
        return (
            f"The bet per position is {p.min_bet}–{p.max_bet} chips (default {p.bet}), the same "
            f"on both positions of a box ({sec})."
        )
    if p.positions_per_box == 1:
        return f"The bet is fixed: {p.bet} ({sec})."
    return f"The bet is fixed: {p.bet} on each position, {p.bet} and {p.bet} ({sec})."


def _hole_card_text(p: Profile) -> str:
    if p.hole_card:
        return (
            "The dealer's second card is the hole card, dealt face down after the players' "
            "second cards; with an ace or a ten-value up card the dealer checks it for a "
            f"natural before any other decision ({cites(p, 'deal', 'peek')})."
        )
    return f"{NO_HOLE_CARD.capitalize()} ({cites(p, 'deal', 'peek')})."


FACTS: dict[str, Fact] = {
    "shoe_cards": Fact(
        lambda p: "How many cards are in the shoe?",
        lambda p: p.cards_in_shoe,
        lambda p: (
            f"{p.decks} standard decks of 52 cards, no jokers: {p.cards_in_shoe} cards "
            f"({p.cite('cards')})."
        ),
        "int",
    ),
    "shuffle": Fact(
        lambda p: "When is the shoe shuffled?",
        lambda p: "before every round",
        lambda p: f"The whole shoe is shuffled before every round ({p.cite('shuffle')}).",
        "text",
        lambda p: {"before every round", "every round", "each round", "before each round"},
    ),
    "max_players": Fact(
        lambda p: "How many players can sit at the table at most?",
        lambda p: 6,
        lambda p: (
            f"A dealer and 1–6 players, seats numbered from the dealer's left ({p.cite('seats')})."
        ),
        "int",
    ),
    "starting_chips": Fact(
        lambda p: "How many chips does each player start with?",
        lambda p: p.starting_chips,
        lambda p: f"Each player starts with {p.starting_chips} chips ({p.cite('bets')}).",
        "int",
    ),
    "positions": Fact(_positions_question, lambda p: p.positions_per_box, _positions_text, "int"),
    "mandatory_bets": Fact(_mandatory_question, lambda p: p.mandatory_bets, _mandatory_text, "int"),
    "insurance_max": Fact(
        _insurance_question,
        lambda p: p.bet if p.insurance_per_box else p.bet // 2,
        _insurance_text,
        "int",
        missing=lambda p: (
            None
            if p.insurance
            else f"There is no insurance at {table_name(p)} ({p.cite('insurance')})."
        ),
    ),
    "insurance_pays": Fact(
        lambda p: "What does insurance pay when the dealer has a natural?",
        lambda p: f"{INSURANCE_PAYS}:1",
        _insurance_pays_text,
        "ratio",
        missing=lambda p: (
            None
            if p.insurance
            else f"There is no insurance at {table_name(p)} ({p.cite('insurance')})."
        ),
    ),
    "natural_pays": Fact(
        lambda p: "What does a winning natural pay?",
        _ratio,
        _natural_text,
        "ratio",
    ),
    "max_split_hands": Fact(
        lambda p: "How many hands can one position be split into at most?",
        lambda p: p.max_hands_per_position,
        _split_hands_text,
        "int",
    ),
    "ace_splits": Fact(
        lambda p: "How many times may aces be split on one position?",
        _ace_splits,
        _ace_splits_text,
        "times",
    ),
    "dealer_soft_17": Fact(
        lambda p: "Does the dealer hit or stand on soft 17?",
        lambda p: "hit" if p.dealer_hits_soft_17 else "stand",
        lambda p: f"{dealer_rule(p).capitalize()} ({p.cite('dealer')}).",
        "text",
        lambda p: {"hit", "hits"} if p.dealer_hits_soft_17 else {"stand", "stands"},
    ),
    "rounds": Fact(
        lambda p: "How many rounds does the teaching session last?",
        lambda p: p.rounds,
        lambda p: (
            f"{p.rounds} rounds; the whole shoe is shuffled before every round "
            f"({cites(p, 'session')})."
        ),
        "int",
    ),
    "switch": Fact(
        lambda p: "Which cards does the switch exchange?",
        lambda p: "the second cards",
        lambda p: (
            "The switch exchanges the second cards of the player's two hands; first cards never "
            f"move, and nothing else may be exchanged ({p.cite('switch')})."
        ),
        "text",
        lambda p: {"second cards", "the second card", "second card", "the second cards of both"},
        missing=lambda p: None if p.switch_allowed else no_switch(p),
    ),
    "dealer_22": Fact(
        lambda p: "The dealer ends on exactly 22: what happens to a live ordinary hand?",
        lambda p: "push" if p.dealer_22_pushes else "win",
        lambda p: (
            "Dealer exactly 22: every live ordinary hand pushes — its full bet comes back — and "
            f"only naturals win ({p.cite('dealer_22')})."
            if p.dealer_22_pushes
            else f"Dealer 22 or more is a bust: every live hand wins ({p.cite('dealer_22')})."
        ),
        "text",
        lambda p: (
            {"push", "pushes", "returned", "tie"} if p.dealer_22_pushes else {"win", "wins", "won"}
        ),
    ),
    "surrender": Fact(
        lambda p: "What comes back when you surrender a hand?",
        lambda p: "half the bet",
        _surrender_text,
        "text",
        lambda p: {"half", "half of the bet", "half its bet", "half the stake", str(p.bet // 2)},
        missing=lambda p: (
            None
            if p.surrender
            else f"Surrender is not offered at {table_name(p)} (only {tables_with('surrender')} offers "
            f"it, {p.cite('surrender')})."
        ),
    ),
    "super_match_pair": Fact(
        lambda p: "What does one pair pay on the Super Match side bet?",
        lambda p: f"{SUPER_MATCH_PAYS['pair']}:1",
        _super_match_text,
        "ratio",
        missing=lambda p: (
            None
            if p.super_match
            else f"There is no Super Match at {table_name(p)} (only {tables_with('super_match')} has it, "
            f"{p.cite('super_match')})."
        ),
    ),
    "max_boxes": Fact(
        lambda p: "At most how many boxes may one player play?",
        lambda p: p.max_boxes,
        lambda p: (
            f"Each player plays 1–{p.max_boxes} boxes, each of two positions with equal bets "
            f"({p.cite('bets')})."
            if p.max_boxes > 1
            else (
                f"One position per player ({p.cite('bets')})."
                if p.positions_per_box == 1
                else f"One box of two positions per player ({p.cite('bets')})."
            )
        ),
        "int",
    ),
    "bet_limits": Fact(
        lambda p: "What may the bet on one position be?",
        _bet_limits,
        _bet_limits_text,
        "text",
        lambda p: (
            {
                f"{p.min_bet}–{p.max_bet}",
                f"{p.min_bet} - {p.max_bet}",
                f"{p.min_bet} to {p.max_bet}",
                f"from {p.min_bet} to {p.max_bet}",
            }
            if p.min_bet < p.max_bet
            else {f"{p.bet} chips", f"only {p.bet}"}
        ),
    ),
    "hole_card": Fact(
        lambda p: "Does the dealer take a hole card in the deal?",
        lambda p: p.hole_card,
        _hole_card_text,
        "bool",
    ),
}


def check_fact(key: str, answer: Any, profile: str | Profile = "switch") -> Feedback:
    """A fact of the table (see :data:`FACTS` for the keys and questions), e.g.
    ``check_fact("shoe_cards", 312)``. The right answer, the explanation and its § are the
    profile's; a fact that table does not have (the switch at classic) is answered with a note.

    >>> print(check_fact("positions", 1, "classic"))
    ✔ Correct: 1. One position per player, bet 2 (§2).
    >>> print(check_fact("switch", "the second cards", "classic"))
    ✘ There is no switch at the 'classic' table: it is ordinary blackjack, one position per player (§2).
    """
    fact = FACTS.get(key) if isinstance(key, str) else None
    if fact is None:
        raise InvalidInputError(f"unknown fact {quote(key)}: choose one of {', '.join(FACTS)}")
    prof = get_profile(profile)
    note = fact.missing(prof)
    if note is not None:
        return Feedback(False, answer, None, note, readable=False)
    expected = fact.answer(prof)
    explain = fact.explanation(prof)
    if fact.kind == "int":
        number = read_number(answer)
        if number is None:
            return unreadable(answer, "a whole number", "Write it with digits or in words.")
        return Feedback(number == expected, answer, expected, explain)
    if fact.kind == "times":
        times = read_times(answer)
        if times is None:
            hint = "Write it with digits or in words, e.g. 'once' or 'twice'."
            return unreadable(answer, "a number of times", hint)
        return Feedback(times == expected, answer, expected, explain)
    if fact.kind == "bool":
        yes_no = read_yes_no(answer)
        if yes_no is None:
            return unreadable(answer, "yes or no", f"Answer yes or no to: {fact.question(prof)}")
        return Feedback(yes_no == expected, answer, expected, explain)
    if fact.kind == "ratio":
        ratio = read_ratio(answer)
        if ratio is None:
            return unreadable(answer, "a payout", "Write it as a ratio such as 'x:y' or 'x to y'.")
        return Feedback(ratio == read_ratio(expected), answer, expected, explain)
    said = read_words(answer)
    if said is None:
        return unreadable(answer, "an answer", f"Answer in words: {fact.question(prof)}")
    accepted = {read_words(a) for a in (*fact.accept(prof), str(expected))}
    return Feedback(said in accepted, answer, expected, explain)


assert_fact = twin(check_fact)
