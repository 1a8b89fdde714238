"""Checks of a learner's own decisions and predictions, with explanations that cite RULES.md.

Every ``check_*`` function takes the situation and the learner's answer and returns a
:class:`Feedback`: correct or not, the right answer, and an explanation in plain words with the
RULES section. The right answer always comes from the rules engine, never from a table typed
here. A wrong *input* (a typo, an empty answer) is not a traceback: the feedback says how to
write the answer. Each check has an ``assert_*`` twin that raises :class:`AssertionError` with
the explanation, for autograders such as nbgrader.

>>> check_total(["A♠", "6♦"], "soft 17")
Feedback(correct=True, answer='soft 17', expected='soft 17')
>>> print(check_total(["A♠", "6♦", "10♣"], "soft 17"))
✘ Not quite. You said 'soft 17'; the answer is 'hard 17'. A♠ 6♦ 10♣: an ace counts 11 unless that busts the hand, then 1. Here the ace must count 1, so the hand is hard: 1 + 6 + 10 = 17 (§1.1).
>>> assert_total(["K♠", "Q♦"], 20)
>>> print(check_total(["K♠", "Q♦"], "twenty"))
✘ I could not read 'twenty' as a total. Write a number such as 17, or 'soft 17' / 'hard 17', or 'bust'.
"""

from __future__ import annotations

import functools
import html
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ParamSpec

from .cards import Card, format_cards, hand_total, is_natural_pair, parse_card
from .errors import BJSwitchError, InvalidInputError
from .replay import Scenario
from .round import (
    SUPER_MATCH_PAYS,
    Action,
    Hand,
    Player,
    Round,
    dealer_must_draw,
    dealer_peeks,
    switched_cards,
)
from .rules import PROFILES, Profile, get_profile
from .session import rank_standings

__all__ = [
    "FACTS",
    "Feedback",
    "assert_bust",
    "assert_chips_after",
    "assert_deal",
    "assert_dealer_draws",
    "assert_dealer_peeks",
    "assert_dealer_plays",
    "assert_decision",
    "assert_fact",
    "assert_insurance_returned",
    "assert_legal",
    "assert_natural",
    "assert_outcome",
    "assert_play",
    "assert_profile_mix",
    "assert_returned",
    "assert_sits_out",
    "assert_standings",
    "assert_switch_proposal",
    "assert_switch_result",
    "assert_to_act",
    "assert_total",
    "check_bust",
    "check_chips_after",
    "check_deal",
    "check_dealer_draws",
    "check_dealer_peeks",
    "check_dealer_plays",
    "check_decision",
    "check_fact",
    "check_insurance_returned",
    "check_legal",
    "check_natural",
    "check_outcome",
    "check_play",
    "check_profile_mix",
    "check_returned",
    "check_sits_out",
    "check_standings",
    "check_switch_proposal",
    "check_switch_result",
    "check_to_act",
    "check_total",
    "table_from",
]


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer: correct or not, the right answer, and why (with the §)."""

    correct: bool
    answer: Any
    expected: Any
    explanation: str = field(repr=False)
    readable: bool = field(default=True, repr=False)

    def __bool__(self) -> bool:
        return self.correct

    def __str__(self) -> str:
        if not self.readable:
            return f"✘ {self.explanation}"
        if self.correct:
            return f"✔ Correct: {_show(self.expected)}. {self.explanation}"
        return (
            f"✘ Not quite. You said {_show(self.answer)}; the answer is {_show(self.expected)}. "
            f"{self.explanation}"
        )

    def _repr_html_(self) -> str:
        colour, mark = ("#0a7a2f", "✔") if self.correct else ("#b00020", "✘")
        if not self.readable:
            head = "Please check how the answer is written"
            body = ""
        elif self.correct:
            head = f"Correct: {_show(self.expected)}"
            body = ""
        else:
            head = "Not quite"
            body = (
                f"<div>You said <b>{html.escape(_show(self.answer))}</b>; the answer is "
                f"<b>{html.escape(_show(self.expected))}</b>.</div>"
            )
        return (
            f'<div class="bjs-feedback" style="border-left:4px solid {colour};padding:4px 8px;'
            f'margin:4px 0;background:#fafafa">'
            f'<b style="color:{colour}">{mark} {html.escape(head)}</b>{body}'
            f"<div>{html.escape(self.explanation)}</div></div>"
        )

    def require(self) -> None:
        """Raise AssertionError with the explanation when the answer is wrong (autograders)."""
        if not self.correct:
            raise AssertionError(str(self))


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return " / ".join(_show(v) for v in value)
    return repr(value) if isinstance(value, str) else str(value)


def _unreadable(answer: Any, how: str) -> Feedback:
    shown = repr(answer) if not isinstance(answer, str) or answer.strip() else "an empty answer"
    if isinstance(answer, str) and not answer.strip():
        return Feedback(False, answer, None, f"There is no answer yet. {how}", readable=False)
    return Feedback(False, answer, None, f"I could not read {shown} as {how}", readable=False)


P = ParamSpec("P")


def _twin(check: Callable[P, Feedback]) -> Callable[P, None]:
    """The assert-style twin of a check: raises AssertionError with the explanation."""

    @functools.wraps(check)
    def assert_(*args: P.args, **kwargs: P.kwargs) -> None:
        check(*args, **kwargs).require()

    assert_.__name__ = check.__name__.replace("check_", "assert_")
    assert_.__qualname__ = assert_.__name__
    assert_.__doc__ = (
        f"Like :func:`{check.__name__}`, but raise AssertionError with the explanation when the "
        "answer is wrong (for autograders)."
    )
    return assert_


# ---------------------------------------------------------------------- reading answers

_YES = {"yes", "y", "true", "legal", "allowed", "ok", "1", "da", "да"}
_NO = {"no", "n", "false", "illegal", "not allowed", "forbidden", "0", "net", "нет"}


def _as_bool(answer: Any) -> bool | None:
    if isinstance(answer, bool):
        return answer
    if isinstance(answer, str):
        word = answer.strip().lower()
        if word in _YES:
            return True
        if word in _NO:
            return False
    return None


def _as_int(answer: Any) -> int | None:
    if isinstance(answer, bool):
        return None
    if isinstance(answer, int):
        return answer
    if isinstance(answer, str) and re.fullmatch(r"\s*[+-]?\d+\s*", answer):
        return int(answer)
    return None


def _as_cards(value: str | Sequence[str | Card]) -> list[Card]:
    if isinstance(value, str):
        value = value.replace(",", " ").split()
    return [c if isinstance(c, Card) else parse_card(c) for c in value]


def _cites(prof: Profile, *topics: str) -> str:
    """Several topics' sections, each once: ``'§1.5, §1.6'``; ``'§2'`` at classic."""
    return ", ".join(dict.fromkeys(prof.cite(t) for t in topics))


def _values(prof: Profile) -> str:
    """Where card values (2–10, J/Q/K, the ace) are decided for this profile."""
    return prof.cite("values")


def _at(prof: Profile) -> str:
    return f"the {prof.name!r} table"


def _only_at(flag: str) -> str:
    """The tables that have a rule, by name, e.g. ``'jack_switch'``."""
    return ", ".join(name for name, p in PROFILES.items() if getattr(p, flag))


def _no_switch(prof: Profile) -> str:
    return (
        f"There is no switch at {_at(prof)}: it is ordinary blackjack, "
        f"{'one position per player' if prof.positions_per_box == 1 else 'no exchange of cards'} "
        f"({prof.cite('switch')})."
    )


def _dealer_rule(prof: Profile) -> str:
    if prof.dealer_hits_soft_17:
        return "the dealer hits every total under 17 and soft 17, and stands on hard 17 and 18–21"
    return "the dealer hits under 17 and stands on all 17s, soft 17 included"


def _bet_words(prof: Profile) -> str:
    """The bet per position: ``'2'`` or ``'1–10 chips'``."""
    if prof.min_bet < prof.max_bet:
        return f"{prof.min_bet}–{prof.max_bet} chips"
    return str(prof.bet)


#: Without a hole card: when the dealer's second card comes (RULES §3, §4).
_NO_HOLE_CARD = (
    "there is no hole card and no peek: the dealer gets only the up card in the deal and "
    "takes a second card after the players have finished"
)


_TOTAL_HOW = "a total. Write a number such as 17, or 'soft 17' / 'hard 17', or 'bust'."


# ---------------------------------------------------------------------- §1.1 values and totals


def check_total(
    cards: str | Sequence[str | Card], answer: Any, profile: str | Profile = "switch"
) -> Feedback:
    """The learner's total of some cards: ``17``, ``"soft 17"``, ``"hard 17"`` or ``"bust"``
    (RULES §1.1). A bare number is right when it is the total; soft/hard must also be right."""
    prof = get_profile(profile)
    hand = _as_cards(cards)
    total, soft = hand_total(hand)
    expected = "bust" if total > 21 else f"{'soft' if soft else 'hard'} {total}"
    explain = _total_explanation(hand, total, soft, _values(prof))
    number = _as_int(answer)
    if number is not None:
        ok = number == total or (total > 21 and number > 21)
        return Feedback(ok, answer, expected, explain)
    if not isinstance(answer, str):
        return _unreadable(answer, _TOTAL_HOW)
    words = answer.strip().lower().split()
    if words == ["bust"]:
        return Feedback(total > 21, answer, expected, explain)
    if len(words) == 2 and words[0] in ("soft", "hard") and _as_int(words[1]) is not None:
        said_soft = words[0] == "soft"
        ok = int(words[1]) == total and said_soft == soft and total <= 21
        return Feedback(ok, answer, expected, explain)
    return _unreadable(answer, _TOTAL_HOW)


def _total_explanation(hand: Sequence[Card], total: int, soft: bool, sec: str) -> str:
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
        return f"{shown}: {rule}. {how} ({sec})."
    adds = " + ".join(str(c.points) for c in hand)
    bust = ": over 21, a bust" if total > 21 else ""
    return f"{shown}: 2–10 count their number, J, Q, K count 10: {adds} = {total}{bust} ({sec})."


def check_bust(
    cards: str | Sequence[str | Card], answer: Any, profile: str | Profile = "switch"
) -> Feedback:
    """Is this hand a bust? (RULES §1.1: above 21 loses at once, whatever the dealer does.)"""
    prof = get_profile(profile)
    hand = _as_cards(cards)
    said = _as_bool(answer)
    if said is None:
        return _unreadable(answer, "yes or no. Answer yes (bust) or no.")
    total, soft = hand_total(hand)
    busted = total > 21
    sec = _values(prof)
    explain = (
        _total_explanation(hand, total, soft, sec)
        .removesuffix(f" ({sec}).")
        .removesuffix(": over 21, a bust")
        + (
            ". Above 21 is a bust: the hand loses at once, even if the dealer later busts too"
            if busted
            else ". Not above 21, so the hand is still live"
        )
        + f" ({', '.join(dict.fromkeys([sec, prof.cite('settlement')]))})."
    )
    return Feedback(said == busted, answer, busted, explain)


# ---------------------------------------------------------------------- §1.4 naturals


def check_natural(
    cards: str | Sequence[str | Card],
    answer: Any,
    *,
    switched: bool = False,
    split: bool = False,
    profile: str | Profile = "switch",
) -> Feedback:
    """Is this a natural? Only the original ace + ten-value of a position never switched or
    split (RULES §1.4, §1.7, §1.8)."""
    prof = get_profile(profile)
    hand = _as_cards(cards)
    said = _as_bool(answer)
    if said is None:
        return _unreadable(answer, "yes or no.")
    if switched and not prof.switch_allowed:
        return Feedback(False, answer, None, _no_switch(prof), readable=False)
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


# ---------------------------------------------------------------------- facts of the table


@dataclass(frozen=True)
class _Fact:
    """One fact of a table. Every part is a function of the profile, so the question, the
    answer and the explanation are those of the table asked about."""

    question: Callable[[Profile], str]
    answer: Callable[[Profile], Any]
    explanation: Callable[[Profile], str]
    kind: str  # "int", "text", "bool"
    accept: Callable[[Profile], set[str]] = lambda p: set()
    #: None where the fact exists; else the note that says why it does not at that table.
    missing: Callable[[Profile], str | None] = lambda p: None

    def ask(self, profile: str | Profile = "switch") -> str:
        """The question as it is asked at that table."""
        return self.question(get_profile(profile))


def _ratio(p: Profile) -> str:
    return p.payout_text()


def _ratios(text: str) -> set[str]:
    return {text, text.replace(":", " to "), text.replace(":", "-")}


def _chips(amount: Fraction | int) -> str:
    return str(int(amount)) if amount == int(amount) else str(float(amount))


def _positions_question(p: Profile) -> str:
    if p.max_boxes > 1:
        return f"How many positions does one box have (a player plays 1–{p.max_boxes} boxes)?"
    return "How many positions (hands) does each player play?"


def _positions_text(p: Profile) -> str:
    sec = p.cite("bets")
    if p.positions_per_box == 1:
        return f"One position per player, bet {_bet_words(p)} ({sec})."
    if p.max_boxes > 1:
        return (
            f"Each player plays 1–{p.max_boxes} boxes, each of two positions (hand 1 on the "
            f"left, hand 2 on the right) with equal bets, {_bet_words(p)} on each position ({sec})."
        )
    return (
        "One box of two positions, hand 1 on the left and hand 2 on the right, with the same "
        f"mandatory bet of {_bet_words(p)} on both ({sec})."
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
            "Insurance pays 2:1 if the dealer has a natural and is lost otherwise; the peek "
            f"settles it before any other decision ({_cites(p, 'insurance', 'peek')})."
        )
    return (
        "Insurance pays 2:1 if the dealer has a natural and is lost otherwise; with no hole "
        "card it is settled when the dealer's second card is known, after the players "
        f"({_cites(p, 'insurance', 'deal')})."
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
            f"natural before any other decision ({_cites(p, 'deal', 'peek')})."
        )
    return f"{_NO_HOLE_CARD.capitalize()} ({_cites(p, 'deal', 'peek')})."


FACTS: dict[str, _Fact] = {
    "shoe_cards": _Fact(
        lambda p: "How many cards are in the shoe?",
        lambda p: p.cards_in_shoe,
        lambda p: (
            f"{p.decks} standard decks of 52 cards, no jokers: {p.cards_in_shoe} cards "
            f"({p.cite('cards')})."
        ),
        "int",
    ),
    "shuffle": _Fact(
        lambda p: "When is the shoe shuffled?",
        lambda p: "before every round",
        lambda p: f"The whole shoe is shuffled before every round ({p.cite('shuffle')}).",
        "text",
        lambda p: {"before every round", "every round", "each round", "before each round"},
    ),
    "max_players": _Fact(
        lambda p: "How many players can sit at the table at most?",
        lambda p: 6,
        lambda p: (
            f"A dealer and 1–6 players, seats numbered from the dealer's left ({p.cite('seats')})."
        ),
        "int",
    ),
    "starting_chips": _Fact(
        lambda p: "How many chips does each player start with?",
        lambda p: p.starting_chips,
        lambda p: f"Each player starts with {p.starting_chips} chips ({p.cite('bets')}).",
        "int",
    ),
    "positions": _Fact(_positions_question, lambda p: p.positions_per_box, _positions_text, "int"),
    "mandatory_bets": _Fact(
        _mandatory_question, lambda p: p.mandatory_bets, _mandatory_text, "int"
    ),
    "insurance_max": _Fact(
        _insurance_question,
        lambda p: p.bet if p.insurance_per_box else p.bet // 2,
        _insurance_text,
        "int",
        missing=lambda p: (
            None if p.insurance else f"There is no insurance at {_at(p)} ({p.cite('insurance')})."
        ),
    ),
    "insurance_pays": _Fact(
        lambda p: "What does insurance pay when the dealer has a natural?",
        lambda p: "2:1",
        _insurance_pays_text,
        "text",
        lambda p: _ratios("2:1"),
        missing=lambda p: (
            None if p.insurance else f"There is no insurance at {_at(p)} ({p.cite('insurance')})."
        ),
    ),
    "natural_pays": _Fact(
        lambda p: "What does a winning natural pay?",
        _ratio,
        _natural_text,
        "text",
        lambda p: _ratios(p.payout_text()),
    ),
    "max_split_hands": _Fact(
        lambda p: "How many hands can one position be split into at most?",
        lambda p: p.max_hands_per_position,
        _split_hands_text,
        "int",
    ),
    "ace_splits": _Fact(
        lambda p: "How many times may aces be split on one position?",
        _ace_splits,
        _ace_splits_text,
        "int",
    ),
    "dealer_soft_17": _Fact(
        lambda p: "Does the dealer hit or stand on soft 17?",
        lambda p: "hit" if p.dealer_hits_soft_17 else "stand",
        lambda p: f"{_dealer_rule(p).capitalize()} ({p.cite('dealer')}).",
        "text",
        lambda p: {"hit", "hits"} if p.dealer_hits_soft_17 else {"stand", "stands"},
    ),
    "rounds": _Fact(
        lambda p: "How many rounds does the teaching session last?",
        lambda p: p.rounds,
        lambda p: (
            f"{p.rounds} rounds; the whole shoe is shuffled before every round "
            f"({_cites(p, 'session')})."
        ),
        "int",
    ),
    "switch": _Fact(
        lambda p: "Which cards does the switch exchange?",
        lambda p: "the second cards",
        lambda p: (
            "The switch exchanges the second cards of the player's two hands; first cards never "
            f"move, and nothing else may be exchanged ({p.cite('switch')})."
        ),
        "text",
        lambda p: {"second cards", "the second card", "second card", "the second cards of both"},
        missing=lambda p: None if p.switch_allowed else _no_switch(p),
    ),
    "dealer_22": _Fact(
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
    "surrender": _Fact(
        lambda p: "What comes back when you surrender a hand?",
        lambda p: "half the bet",
        _surrender_text,
        "text",
        lambda p: {"half", "half of the bet", "half its bet", "half the stake", str(p.bet // 2)},
        missing=lambda p: (
            None
            if p.surrender
            else f"Surrender is not offered at {_at(p)} (only {_only_at('surrender')} offers "
            f"it, {p.cite('surrender')})."
        ),
    ),
    "super_match_pair": _Fact(
        lambda p: "What does one pair pay on the Super Match side bet?",
        lambda p: f"{SUPER_MATCH_PAYS['pair']}:1",
        _super_match_text,
        "text",
        lambda p: _ratios(f"{SUPER_MATCH_PAYS['pair']}:1"),
        missing=lambda p: (
            None
            if p.super_match
            else f"There is no Super Match at {_at(p)} (only {_only_at('super_match')} has it, "
            f"{p.cite('super_match')})."
        ),
    ),
    "max_boxes": _Fact(
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
    "bet_limits": _Fact(
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
    "hole_card": _Fact(
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
    fact = FACTS.get(key)
    if fact is None:
        raise InvalidInputError(f"unknown fact {key!r}: choose one of {', '.join(FACTS)}")
    prof = get_profile(profile)
    note = fact.missing(prof)
    if note is not None:
        return Feedback(False, answer, None, note, readable=False)
    expected = fact.answer(prof)
    explain = fact.explanation(prof)
    if fact.kind == "int":
        number = _as_int(answer)
        if number is None:
            return _unreadable(answer, "a whole number. Write it with digits, e.g. 6.")
        return Feedback(number == expected, answer, expected, explain)
    if fact.kind == "bool":
        yes_no = _as_bool(answer)
        if yes_no is None:
            return _unreadable(answer, f"yes or no, to: {fact.question(prof)}")
        return Feedback(yes_no == expected, answer, expected, explain)
    if not isinstance(answer, str) or not answer.strip():
        return _unreadable(answer, f"an answer to: {fact.question(prof)}")
    said = " ".join(answer.strip().lower().split())
    accepted = {a.lower() for a in fact.accept(prof)} | {str(expected).lower()}
    return Feedback(said in accepted, answer, expected, explain)


# ---------------------------------------------------------------------- situations at the table


def table_from(situation: Round | Mapping[str, Any]) -> Round:
    """A round in the state a scenario (SCENARIOS.md, one round) leads to, or the round itself."""
    if isinstance(situation, Round):
        return situation
    plan = Scenario.parse(dict(situation))
    if plan.session:
        raise InvalidInputError("a check takes a one-round scenario, not a session")
    spec = plan.rounds[0]
    rnd = Round(plan.profile, list(plan.seats), cards=spec.cards, seed=spec.seed)
    for action in spec.actions:
        rnd.apply(action)
    return rnd


_ACTION_TOPICS = {
    "insure": "insurance",
    "keep": "switch",
    "switch": "switch",
    "hit": "play",
    "stand": "play",
    "double": "double",
    "split": "split",
    "surrender": "surrender",
}


def check_legal(situation: Round | Mapping[str, Any], action: str, answer: Any) -> Feedback:
    """Is ``action`` allowed now? The situation is a round or a one-round scenario; the engine
    answers and, when it is not allowed, gives the rule (§)."""
    rnd = table_from(situation)
    said = _as_bool(answer)
    if said is None:
        return _unreadable(answer, "yes or no. Answer yes (allowed now) or no.")
    try:
        act = Action.parse(action)
    except BJSwitchError as error:
        return _unreadable(
            action,
            f"a decision ({error}). Write hit, stand, double, split, keep, switch or "
            "insure with the chips per position, e.g. 'insure 1 0'.",
        )
    reason = rnd.why_not(act)
    legal = reason is None
    who = rnd.to_act
    topic = _ACTION_TOPICS[act.kind.value]
    if legal:
        where = f" for {who.player}" if who else ""
        explain = f"'{act}' is allowed now{where} ({rnd.profile.cite(topic)})."
    else:
        explain = f"'{act}' is not allowed now: {reason}."
    if who is not None and who.hand:
        hand = rnd.current_hand
        assert hand is not None
        name = (
            f"{who.player}'s" if len(hand.owner.hands) == 1 else f"{who.player}'s hand {who.hand}"
        )
        others = len(rnd.hands()) > 1
        explain += (
            f" The hand in play is {name}, {format_cards(hand.cards)}: {hand.describe_total()}"
            f"{'; the other hands wait their turn' if others else ''} ({rnd.profile.cite('play')})."
        )
    return Feedback(said == legal, answer, legal, explain)


def _finished(situation: Round | Mapping[str, Any]) -> Round:
    rnd = table_from(situation)
    if not rnd.is_over:
        raise InvalidInputError(
            "the scenario's round is not finished: give the cards and actions up to the end, "
            f"it waits for {rnd.to_act}"
        )
    return rnd


def _player(rnd: Round, name: str | None) -> Player:
    if name is None:
        return rnd.players[0]
    for p in rnd.players:
        if p.name == name:
            return p
    raise InvalidInputError(f"no player {name!r} at this table")


def _hand(player: Player, hand: int) -> Hand:
    if not 1 <= hand <= len(player.hands):
        raise InvalidInputError(f"{player.name!r} has {len(player.hands)} hands, not a hand {hand}")
    return player.hands[hand - 1]


_OUTCOME_WORDS = {
    "win": "win",
    "won": "win",
    "wins": "win",
    "push": "push",
    "pushes": "push",
    "tie": "push",
    "returned": "push",
    "lose": "lose",
    "lost": "lose",
    "loses": "lose",
    "loss": "lose",
    "surrender": "surrender",
    "surrendered": "surrender",
}


def _whose(rnd: Round, hand: Hand) -> str:
    """``"Ben's "`` at a table of several players, else ``""`` (then capitalised by caller)."""
    return f"{hand.owner.name}'s " if len(rnd.players) > 1 else ""


def _dealer_words(rnd: Round) -> str:
    return f"The dealer ends with {format_cards(rnd.dealer)} = {rnd.dealer_total}" + (
        " (a natural)" if rnd.dealer_natural else ""
    )


def check_outcome(
    situation: Round | Mapping[str, Any],
    answer: Any,
    *,
    player: str | None = None,
    hand: int = 1,
) -> Feedback:
    """The outcome of one hand (``win``, ``push``, ``lose``, ``surrender``) of a finished round
    (RULES §1.6, §1.10). ``hand`` counts that player's hands from 1 in table order."""
    rnd = _finished(situation)
    h = _hand(_player(rnd, player), hand)
    if not isinstance(answer, str) or answer.strip().lower() not in _OUTCOME_WORDS:
        words = "win, push, lose or surrender" if rnd.profile.surrender else "win, push or lose"
        return _unreadable(answer, f"an outcome. Answer {words}.")
    said = _OUTCOME_WORDS[answer.strip().lower()]
    assert h.outcome is not None
    expected = h.outcome.value
    lead = f"{_whose(rnd, h)}hand" + ("" if len(h.owner.hands) == 1 else f" {hand}")
    explain = (
        f"{lead[0].upper()}{lead[1:]} {format_cards(h.cards)}: {h.describe_total()}, "
        f"bet {h.bet}. {_dealer_words(rnd)}. {h.rule}; {h.returned} returned."
    )
    return Feedback(said == expected, answer, expected, explain)


def check_returned(
    situation: Round | Mapping[str, Any],
    answer: Any,
    *,
    player: str | None = None,
    hand: int | None = None,
) -> Feedback:
    """Chips returned for one hand, or (``hand=None``) for all of a player's hands and
    insurance: stake plus profit (RULES §1.10)."""
    rnd = _finished(situation)
    p = _player(rnd, player)
    number = _as_int(answer)
    if number is None:
        return _unreadable(answer, "a number of chips. Write it with digits, e.g. 4.")
    if hand is not None:
        h = _hand(p, hand)
        assert h.returned is not None
        if h.returned > h.bet:
            money = f"stake {h.bet} + profit {h.returned - h.bet} = {h.returned} returned"
        elif h.returned == h.bet:
            money = f"the stake of {h.bet} comes back"
        elif h.returned:
            money = f"{h.returned} of the stake of {h.bet} comes back"
        else:
            money = f"the stake of {h.bet} is lost: nothing comes back"
        lead = "The hand" if len(p.hands) == 1 else f"Hand {hand}"
        explain = f"{lead} {format_cards(h.cards)}, bet {h.bet}. {h.rule}; {money}."
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
    situation: Round | Mapping[str, Any], answer: Any, *, player: str | None = None
) -> Feedback:
    """A player's chips after the round: chips before − wagered + returned (RULES §1.10)."""
    rnd = _finished(situation)
    p = _player(rnd, player)
    number = _as_int(answer)
    if number is None:
        return _unreadable(answer, "a number of chips. Write it with digits, e.g. 100.")
    explain = (
        f"{p.name}: {p.chips_before} before − {p.wagered} wagered + {p.returned} returned = "
        f"{p.chips} ({rnd.profile.cite('settlement')})."
    )
    return Feedback(number == p.chips, answer, p.chips, explain)


def check_insurance_returned(
    situation: Round | Mapping[str, Any], answer: Any, *, player: str | None = None
) -> Feedback:
    """Chips that come back from a player's insurance: 2:1 on a dealer natural, else nothing
    (RULES §1.5, §1.6)."""
    rnd = _finished(situation)
    p = _player(rnd, player)
    number = _as_int(answer)
    if number is None:
        return _unreadable(answer, "a number of chips. Write it with digits, e.g. 3.")
    insured = sum(p.insurance)
    paid = p.insurance_returned or 0
    prof = rnd.profile
    sec = prof.cite("insurance")
    if not insured:
        explain = f"{p.name} took no insurance, so none comes back ({sec})."
    elif rnd.dealer_natural:
        explain = (
            f"The dealer has a natural: insurance of {insured} pays 2:1, so {insured} stake + "
            f"{2 * insured} profit = {paid} come back ({sec})."
        )
    elif prof.hole_card:
        explain = (
            f"No dealer natural: the insurance of {insured} is lost at the peek "
            f"({_cites(prof, 'insurance', 'peek')})."
        )
    else:
        explain = (
            f"No dealer natural: the dealer's second card, taken after the players (there is no "
            f"hole card), made none, so the insurance of {insured} is lost "
            f"({_cites(prof, 'insurance', 'deal')})."
        )
    return Feedback(number == paid, answer, paid, explain)


def _deal_places(rnd: Round) -> dict[str, str]:
    places: dict[str, str] = {}
    for p in rnd.players:
        for k, h in enumerate(p.hands, start=1):
            label = f"{p.name} hand {k}" if rnd.profile.positions_per_box > 1 else p.name
            places[label] = format_cards(h.cards[:2])
    places["dealer up card"] = str(rnd.dealer[0]) if rnd.dealer else ""
    if rnd.profile.hole_card and len(rnd.dealer) > 1:
        places["dealer hole card"] = str(rnd.dealer[1])
    return places


def _deal_order(prof: Profile) -> str:
    """The deal order in words, as the profile deals (RULES §1.3; §3 and §4 without a hole card)."""
    where = "every position"
    if prof.positions_per_box > 1:
        where += " (hand 1 before hand 2" + (", box by box" if prof.max_boxes > 1 else "") + ")"
    second = (
        "second cards in the same order, then the dealer's hole card, face down"
        if prof.hole_card
        else "second cards in the same order. No hole card: the dealer's second card comes "
        "after the players have finished"
    )
    return (
        f"First card to {where}, seat by seat from the dealer's left, then the dealer's up card; "
        f"{second} ({prof.cite('deal')})."
    )


def check_deal(situation: Round | Mapping[str, Any], answer: Any) -> Feedback:
    """Where the first cards of a stacked shoe land (RULES §1.3). Answer a dict from place to
    cards, e.g. ``{"Ann hand 1": "5♠ 10♥", "Ann hand 2": "10♣ 6♥", "dealer up card": "9♣"}``
    (any subset of the places; ``"dealer hole card"`` too at a table with a hole card). A
    scenario's actions are ignored: this is about the deal."""
    if isinstance(situation, Round):
        rnd = situation
        if any(h.switched or h.split for h in rnd.hands()):
            raise InvalidInputError(
                "check_deal reads the deal: give the scenario (its actions are ignored), not a "
                "round after a switch or a split"
            )
    else:
        rnd = table_from({k: v for k, v in situation.items() if k != "actions"})
    places = _deal_places(rnd)
    how = f"a dict from places to cards; the places are {', '.join(repr(k) for k in places)}."
    if not isinstance(answer, Mapping) or not answer:
        return _unreadable(answer, how)
    wrong = []
    for place, cards in answer.items():
        if place not in places:
            return _unreadable(answer, how)
        try:
            said = format_cards(_as_cards(cards if not isinstance(cards, Card) else [cards]))
        except BJSwitchError:
            return _unreadable(answer, how)
        if said != places[place]:
            wrong.append(f"{place[0].upper()}{place[1:]} gets {places[place]}, not {said}")
    order = _deal_order(rnd.profile)
    explain = ("; ".join(wrong) + ". " if wrong else "") + order
    expected = {k: places[k] for k in answer if k in places}
    return Feedback(not wrong, dict(answer), expected, explain)


def _turn_words(prof: Profile, phase: str) -> str:
    """What the table waits for in a phase, in the profile's words."""
    boxes = prof.max_boxes > 1
    if phase == "insurance":
        if prof.insurance_per_box:
            return (
                "the insurance question — asked box by box in seat order, yes or no, to each "
                f"player who can afford it ({prof.cite('insurance')})"
            )
        return (
            "the insurance question — asked per player in seat order, skipping anyone with no "
            f"free chip ({prof.cite('insurance')})"
        )
    if phase == "switch":
        return (
            f"keep or switch — each player in seat order at the start of their turn"
            f"{', box by box' if boxes else ''} ({prof.cite('switch')})"
        )
    if prof.positions_per_box == 1 and not boxes:
        return f"the hand in play — played to the end before the next player ({prof.cite('play')})"
    return (
        f"the hand in play — hand 1 to the end, then hand 2{', box by box' if boxes else ''} "
        f"({prof.cite('play')})"
    )


def check_to_act(situation: Round | Mapping[str, Any], answer: Any) -> Feedback:
    """Whose decision does the table wait for now? Answer a player's name, or ``"nobody"``
    when the round is over (RULES §1.5 insurance in seat order, §1.7 turns in seat order)."""
    rnd = table_from(situation)
    if not isinstance(answer, str) or not answer.strip():
        return _unreadable(answer, "a player's name (or 'nobody').")
    turn = rnd.to_act
    expected = turn.player if turn is not None else "nobody"
    if turn is None:
        explain = "The round is over: nobody acts any more."
    else:
        explain = f"{turn.player} must answer {_turn_words(rnd.profile, turn.phase.value)}."
    return Feedback(answer.strip() == expected, answer, expected, explain)


def check_play(
    situation: Mapping[str, Any],
    decisions: Sequence[str],
    answer: Any,
    *,
    player: str | None = None,
) -> Feedback:
    """Play the learner's own ``decisions`` on a scenario's round, then check their prediction
    of the chips after it. An illegal decision is explained with its rule; a decision list that
    stops before the end says what the table still waits for."""
    rnd = table_from(situation)
    for k, decision in enumerate(decisions, start=1):
        try:
            act = Action.parse(decision)
        except BJSwitchError as error:
            return _unreadable(decisions, f"decision {k} ({error}).")
        reason = rnd.why_not(act)
        if reason is not None:
            legal = " / ".join(str(a) for a in rnd.legal_actions())
            return Feedback(
                False,
                list(decisions),
                f"decision {k}: one of {legal}",
                f"Decision {k}, '{act}', is not allowed at that moment: {reason}.",
            )
        rnd.apply(act)
    if not rnd.is_over:
        turn = rnd.to_act
        legal = ", ".join(str(a) for a in rnd.legal_actions())
        return Feedback(
            False,
            list(decisions),
            None,
            f"After your {len(decisions)} decisions the round is not over: {turn.player if turn else 'the table'} "
            f"still has to choose ({legal}). Add the next decision.",
            readable=False,
        )
    return check_chips_after(rnd, answer, player=player)


# ---------------------------------------------------------------------- the dealer


def check_dealer_draws(
    dealer_cards: str | Sequence[str | Card], answer: Any, profile: str | Profile = "switch"
) -> Feedback:
    """Does the dealer hit or stand on these cards? (RULES §1.9; §2 for classic.)"""
    prof = get_profile(profile)
    cards = _as_cards(dealer_cards)
    if isinstance(answer, str) and answer.strip().lower() in ("hit", "hits", "draw", "draws"):
        said: bool | None = True
    elif isinstance(answer, str) and answer.strip().lower() in ("stand", "stands", "stop"):
        said = False
    else:
        said = _as_bool(answer)
    if said is None:
        return _unreadable(answer, "hit or stand.")
    draws = dealer_must_draw(prof, cards)
    total, soft = hand_total(cards)
    kind = "soft" if soft else "hard"
    if prof.dealer_hits_soft_17:
        rule = "the dealer hits every total under 17 and soft 17, and stands on hard 17 and 18–21"
    else:
        rule = "the dealer hits under 17 and stands on all 17s, soft 17 included"
    explain = f"Dealer {format_cards(cards)} = {kind} {total}: {rule} ({prof.cite('dealer')})."
    return Feedback(said == draws, answer, "hit" if draws else "stand", explain)


def check_dealer_plays(situation: Round | Mapping[str, Any], answer: Any) -> Feedback:
    """After the players: does the dealer play out the hand (``"plays"``: draw to 17 or more)
    or only turn the hole card and stop (``"stops"``)? (RULES §1.9 and its Decision.)"""
    rnd = _finished(situation)
    word = answer.strip().lower() if isinstance(answer, str) else ""
    if word in ("plays", "play", "draws", "draw", "yes"):
        said: bool | None = True
    elif word in ("stops", "stop", "reveals", "no"):
        said = False
    else:
        said = None
    if said is None:
        return _unreadable(answer, "'plays' or 'stops'.")
    prof = rnd.profile
    if rnd.dealer_natural and prof.hole_card:
        return Feedback(
            said is False,
            answer,
            "stops",
            f"The dealer's natural ended the round at the peek ({prof.cite('peek')}).",
        )
    if rnd.dealer_natural:
        return Feedback(
            said is False,
            answer,
            "stops",
            "The dealer's second card, taken after the players, made a natural: the dealer "
            "draws nothing more, and every bet is lost except an original natural, which "
            f"pushes ({_cites(prof, 'dealer_natural')}).",
        )
    ordinary = [
        h.owner.name
        if len(h.owner.hands) == 1
        else f"{h.owner.name} hand {h.owner.hands.index(h) + 1}"
        for h in rnd.ordinary_hands_live()
    ]
    plays = bool(ordinary)
    if prof.hole_card:
        sec, first = prof.cite("dealer"), "the dealer turns the hole card"
    else:
        sec = _cites(prof, "deal", "dealer")
        first = "the dealer takes a second card (there is no hole card)"
    if plays:
        explain = (
            f"An ordinary hand is still live ({', '.join(ordinary)}), so {first} and draws to 17 "
            f"or more ({sec})."
        )
    else:
        explain = (
            "Only busted hands and naturals are left: nothing the dealer draws could change them, "
            f"so {first} and stops ({sec})."
        )
    return Feedback(said == plays, answer, "plays" if plays else "stops", explain)


def check_dealer_peeks(
    up_card: str | Card, answer: Any, profile: str | Profile = "switch"
) -> Feedback:
    """Does the dealer check the hole card for a natural with this up card? (RULES §1.6; at a
    table without a hole card, §3 and §4, never.)

    >>> print(check_dealer_peeks("10♦", "no", "jack_switch"))
    ✔ Correct: no. The up card is 10♦, but there is no hole card and no peek: the dealer gets only the up card in the deal and takes a second card after the players have finished (§4).
    """
    prof = get_profile(profile)
    up = up_card if isinstance(up_card, Card) else parse_card(up_card)
    said = _as_bool(answer)
    if said is None:
        return _unreadable(answer, "yes or no.")
    peeks = dealer_peeks(prof, up)
    sec = prof.cite("peek")
    if not prof.hole_card:
        explain = f"The up card is {up}, but {_NO_HOLE_CARD} ({sec})."
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


# ---------------------------------------------------------------------- the switch


def check_switch_result(
    hand1: str | Sequence[str | Card],
    hand2: str | Sequence[str | Card],
    answer: Any,
    profile: str | Profile = "switch",
) -> Feedback:
    """What the two hands become after the switch: answer two hands, e.g.
    ``("5♠ 6♥", "10♣ 10♥")`` (RULES §1.7: only the second cards change places)."""
    prof = get_profile(profile)
    if not prof.switch_allowed:
        return Feedback(False, answer, None, _no_switch(prof), readable=False)
    h1, h2 = _as_cards(hand1), _as_cards(hand2)
    new1, new2 = switched_cards(h1, h2)
    expected = (format_cards(new1), format_cards(new2))
    how = "two hands, e.g. ('5♠ 6♥', '10♣ 10♥')."
    if isinstance(answer, str) or not isinstance(answer, Sequence) or len(answer) != 2:
        return _unreadable(answer, how)
    try:
        said = (_as_cards(answer[0]), _as_cards(answer[1]))
    except BJSwitchError:
        return _unreadable(answer, how)
    ok = said[0] == new1 and said[1] == new2
    explain = (
        f"Only the second cards change places: {h1[1]} goes to hand 2 and {h2[1]} to hand 1; "
        f"first cards never move. Hand 1 {format_cards(new1)} "
        f"({_words(new1)}), hand 2 {format_cards(new2)} ({_words(new2)}) ({prof.cite('switch')})."
    )
    return Feedback(ok, answer, expected, explain)


def _words(cards: Sequence[Card]) -> str:
    total, soft = hand_total(cards)
    if total == 21 and len(cards) == 2:
        return "21, an ordinary 21 after the switch"
    return f"{'soft' if soft else 'hard'} {total}"


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
    Only the *second* cards of the player's *own two* hands may change places (RULES §1.7)."""
    prof = get_profile(profile)
    said = _as_bool(answer)
    if said is None:
        return _unreadable(answer, "yes or no. Answer yes (a legal switch) or no.")
    if not prof.switch_allowed:
        return Feedback(False, answer, None, _no_switch(prof), readable=False)
    sec = prof.cite("switch")
    h1, h2 = _as_cards(hand1), _as_cards(hand2)
    other_hands = [_as_cards(h) for h in others]
    a, b = (parse_card(c) if isinstance(c, str) else c for c in exchange)

    def where(card: Card) -> str:
        if card in h1:
            return f"hand 1 (its {'first' if h1.index(card) == 0 else 'second'} card)"
        if card in h2:
            return f"hand 2 (its {'first' if h2.index(card) == 0 else 'second'} card)"
        if any(card in h for h in other_hands):
            return "another player's hand"
        return ""

    wa, wb = where(a), where(b)
    legal = ({a, b} == {h1[1], h2[1]} and h1[1] != h2[1]) or (h1[1] == h2[1] == a == b)
    if legal:
        explain = (
            f"{a} and {b} are the second cards of your two hands: exchanging them is the switch "
            f"({sec})."
        )
    elif not wa or not wb:
        missing = a if not wa else b
        explain = f"{missing} is not in either of your hands: the switch only moves your own cards ({sec})."
    elif "another player's" in (wa + wb):
        explain = f"{a} is in {wa} and {b} in {wb}: never with another player's hand ({sec})."
    elif wa[:6] == wb[:6]:
        explain = (
            f"{a} and {b} are both in {wa[:6]}: the switch exchanges the second cards between "
            f"your two hands ({sec})."
        )
    elif "first card" in (wa + wb):
        explain = (
            f"{a} is in {wa} and {b} in {wb}: first cards never move — only the second cards of "
            f"your two hands change places ({sec})."
        )
    else:
        explain = (
            f"{a} is in {wa} and {b} in {wb}: only the second cards of your two hands may "
            f"change places ({sec})."
        )
    return Feedback(said == legal, answer, legal, explain)


def check_decision(situation: Round | Mapping[str, Any], answer: Any) -> Feedback:
    """The learner's decision for the hand in play (or keep/switch), valued by exact EV: right
    when it is the best choice; otherwise the explanation says what it costs, e.g.
    ``Stand: -0.41; Hit: -0.29 — hitting is better by 0.12 of a bet``."""
    from .strategy.advisor import TOLERANCE, advise, describe_cost

    rnd = table_from(situation)
    advice = advise(rnd)
    if advice is None or advice.phase == "insurance":
        raise InvalidInputError(
            "check_decision needs a round waiting for keep/switch or a play decision"
        )
    try:
        act = Action.parse(answer)
    except BJSwitchError as error:
        return _unreadable(
            answer, f"a decision ({error}). Write hit, stand, double, split, keep or switch."
        )
    choice = str(act)
    if choice not in advice.values:
        reason = rnd.why_not(act) or "it is not one of the choices now"
        return Feedback(
            False,
            answer,
            advice.best,
            f"'{choice}' is not allowed now: {reason}. {describe_cost(advice, advice.best)}.",
        )
    explain = describe_cost(advice, choice) + " (exact EVs in bets, best play afterwards)."
    return Feedback(advice.cost(choice) < TOLERANCE, answer, advice.best, explain)


# ---------------------------------------------------------------------- the session


def check_sits_out(chips: int, answer: Any, profile: str | Profile = "switch") -> Feedback:
    """Does a player with ``chips`` sit out the next round? (RULES §1.11.)"""
    prof = get_profile(profile)
    said = _as_bool(answer)
    if said is None:
        return _unreadable(answer, "yes or no.")
    need = prof.mandatory_bets
    out = chips < need
    if prof.min_bet < prof.max_bet:
        bets = f"the bets of one box at the default {prof.bet} per position, {need} chips,"
    else:
        bets = f"the {need} chips of the mandatory bets"
    explain = (
        f"A player who cannot cover {bets} before a round stops taking part; {chips} "
        f"{'<' if out else '≥'} {need} ({prof.cite('session')})."
    )
    return Feedback(said == out, answer, out, explain)


def check_standings(
    chips: Mapping[str, int],
    answer: Any,
    *,
    starting_chips: int | Mapping[str, int] = 100,
    profile: str | Profile = "switch",
) -> Feedback:
    """The places of a final table (a dict name → chips); answer the places in the same order,
    e.g. ``[1, 1, 3]`` (RULES §1.11: rank by profit; equal profits share a place).
    ``starting_chips`` is one number for everyone or a dict name → starting chips."""
    names = list(chips)
    starts = (
        {n: starting_chips[n] for n in names}
        if isinstance(starting_chips, Mapping)
        else dict.fromkeys(names, starting_chips)
    )
    standings = {s.name: s for s in rank_standings([(n, chips[n], starts[n]) for n in names])}
    expected = [standings[n].place for n in names]
    if isinstance(answer, str):
        answer_list: Any = [w for w in re.split(r"[\s,]+", answer.strip()) if w]
    else:
        answer_list = answer
    if not isinstance(answer_list, Sequence) or len(answer_list) != len(names):
        return _unreadable(
            answer, f"{len(names)} places in the order given, e.g. {expected[:1] * len(names)}."
        )
    said = [_as_int(x) for x in answer_list]
    if any(x is None for x in said):
        return _unreadable(answer, "places written as whole numbers, e.g. [1, 1, 3].")
    profits = ", ".join(
        f"{n} {chips[n]} − {starts[n]} = {standings[n].profit:+d}".replace("= -", "= −")
        for n in names
    )
    explain = (
        f"Profit = chips − starting chips: {profits}. Rank by profit; equal profits share a "
        f"place, and the next place is skipped (1, 1, 3) ({get_profile(profile).cite('session')})."
    )
    return Feedback(said == expected, answer, expected, explain)


def check_profile_mix(answer: Any, profile: str | Profile = "switch", **changes: Any) -> Feedback:
    """May the profile (the switch by default) be played with these changes (e.g.
    ``natural_pays=Fraction(3, 2)`` or ``dealer_22_pushes=False``)? (RULES §1.11: not with the
    switch.)"""
    prof = get_profile(profile)
    said = _as_bool(answer)
    if said is None:
        return _unreadable(answer, "yes or no.")
    try:
        prof.replace(**changes)
    except BJSwitchError as error:
        return Feedback(said is False, answer, False, f"Not allowed: {error}.")
    if not prof.switch_allowed:
        explain = (
            f"Allowed: there is no switch at {_at(prof)}, so it has no bargain of the switch to "
            f"keep ({prof.cite('switch')})."
        )
    else:
        explain = (
            "These changes keep the switch's bargain: a 1:1 natural and a dealer 22 that pushes "
            f"({prof.cite('session')})."
        )
    return Feedback(said is True, answer, True, explain)


assert_total = _twin(check_total)
assert_bust = _twin(check_bust)
assert_natural = _twin(check_natural)
assert_fact = _twin(check_fact)
assert_legal = _twin(check_legal)
assert_outcome = _twin(check_outcome)
assert_returned = _twin(check_returned)
assert_chips_after = _twin(check_chips_after)
assert_insurance_returned = _twin(check_insurance_returned)
assert_dealer_draws = _twin(check_dealer_draws)
assert_dealer_peeks = _twin(check_dealer_peeks)
assert_switch_result = _twin(check_switch_result)
assert_switch_proposal = _twin(check_switch_proposal)
assert_sits_out = _twin(check_sits_out)
assert_standings = _twin(check_standings)
assert_profile_mix = _twin(check_profile_mix)
assert_deal = _twin(check_deal)
assert_to_act = _twin(check_to_act)
assert_play = _twin(check_play)
assert_dealer_plays = _twin(check_dealer_plays)
assert_decision = _twin(check_decision)
