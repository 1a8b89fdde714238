"""Facts of a table — the shoe, the bets, insurance, splits, the dealer, the switch … — and
:func:`check_fact`, which checks a learner's answer to one of them (rules §1–§4).

:data:`FACTS` maps a key (``"shoe_cards"``, ``"natural_pays"`` …) to a :class:`Fact`: its
question, right answer and explanation are all functions of the profile, so each is the one of
the table asked about. A fact a table does not have (the switch at classic) carries a note.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from ..errors import InvalidInputError, quote
from ..language import gettext as _
from ..language import ngettext, number
from ..rules import INSURANCE_PAYS, PROFILES, SUPER_MATCH_PAYS, Profile, get_profile
from ..rules.profiles import cites
from ..words import listing, outcome
from .answers import read_number, read_ratio, read_times, read_words, read_yes_no
from .dealer import dealer_does
from .feedback import Feedback, twin, unreadable
from .phrases import no_switch


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


def _bet_words(p: Profile) -> str:
    """The bet per position, standing alone: ``'2'`` or ``'1–10 chips'``."""
    if p.min_bet < p.max_bet:
        return ngettext("{low}–{high} chip", "{low}–{high} chips", p.max_bet).format(
            low=p.min_bet, high=p.max_bet
        )
    return str(p.bet)


def _positions_question(p: Profile) -> str:
    if p.max_boxes > 1:
        return ngettext(
            "How many positions does one box have (a player plays 1–{boxes} box)?",
            "How many positions does one box have (a player plays 1–{boxes} boxes)?",
            p.max_boxes,
        ).format(boxes=p.max_boxes)
    return _("How many positions (hands) does each player play?")


def _positions_text(p: Profile) -> str:
    sec = p.cite("bets")
    if p.positions_per_box == 1:
        text = _("One position per player, bet {bet} ({section}).")
    elif p.max_boxes > 1:
        text = ngettext(
            "Each player plays 1–{boxes} box, each of two positions (hand 1 on the left, hand 2 "
            "on the right) with equal bets, {bet} on each position ({section}).",
            "Each player plays 1–{boxes} boxes, each of two positions (hand 1 on the left, hand 2 "
            "on the right) with equal bets, {bet} on each position ({section}).",
            p.max_boxes,
        )
    else:
        text = _(
            "One box of two positions, hand 1 on the left and hand 2 on the right, with the same "
            "mandatory bet of {bet} on both ({section})."
        )
    return text.format(bet=_bet_words(p), boxes=p.max_boxes, section=sec)


def _mandatory_question(p: Profile) -> str:
    if p.min_bet < p.max_bet:
        return _(
            "How many chips do the bets of one box cost at the default {bet} per position?"
        ).format(bet=p.bet)
    return _("How many chips do the mandatory bets of one round cost a player?")


def _mandatory_text(p: Profile) -> str:
    sec = p.cite("bets")
    if p.positions_per_box == 1:
        text = ngettext(
            "One position, bet {bet}: {total} chip ({section}).",
            "One position, bet {bet}: {total} chips ({section}).",
            p.mandatory_bets,
        )
    elif p.min_bet < p.max_bet:
        text = ngettext(
            "{bet} on each of the box's two positions: {sum} = {total}. The bet may be "
            "{low}–{high} chip per position, on 1–{boxes} boxes ({section}).",
            "{bet} on each of the box's two positions: {sum} = {total}. The bet may be "
            "{low}–{high} chips per position, on 1–{boxes} boxes ({section}).",
            p.max_bet,
        )
    else:
        text = _("{bet} on each of the two positions: {sum} = {total} ({section}).")
    return text.format(
        bet=p.bet,
        sum=" + ".join([str(p.bet)] * p.positions_per_box),
        total=p.mandatory_bets,
        low=p.min_bet,
        high=p.max_bet,
        boxes=p.max_boxes,
        section=sec,
    )


def _insurance_question(p: Profile) -> str:
    if p.insurance_per_box:
        return _(
            "How many chips does insurance cost on a box with bets of {bet} and {bet}?"
        ).format(bet=p.bet)
    if p.positions_per_box == 1:
        return _("At most how many chips of insurance on the hand?")
    return _("At most how many chips of insurance on one position?")


def _insurance_text(p: Profile) -> str:
    if p.insurance_per_box:
        text = _(
            "Insurance is per box, yes or no, and costs half of the box's two bets — the bet of "
            "one position: {bet} on a box of {bet} + {bet} ({section})."
        )
    elif p.positions_per_box == 1:
        text = _("Up to half of the bet, in whole chips: half of {bet} is {half} ({section}).")
    else:
        text = _(
            "Up to half of that position's original bet, in whole chips: half of {bet} is "
            "{half} ({section})."
        )
    return text.format(bet=p.bet, half=p.bet // 2, section=p.cite("insurance"))


def _insurance_pays_text(p: Profile) -> str:
    if p.hole_card:
        text = _(
            "Insurance pays {pays}:1 if the dealer has a natural and is lost otherwise; the peek "
            "settles it before any other decision ({sections})."
        )
        sec = cites(p, "insurance", "peek")
    else:
        text = _(
            "Insurance pays {pays}:1 if the dealer has a natural and is lost otherwise; with no "
            "hole card it is settled when the dealer's second card is known, after the players "
            "({sections})."
        )
        sec = cites(p, "insurance", "deal")
    return text.format(pays=INSURANCE_PAYS, sections=sec)


def _natural_text(p: Profile) -> str:
    profit = p.bet * p.natural_pays
    if p.natural_pays == 1:
        return _("Every win pays 1:1 profit, the natural included ({section}).").format(
            section=p.cite("settlement")
        )
    return _(
        "A natural pays {ratio} (profit {profit} on a bet of {bet}) and beats a dealer's "
        "ordinary 21 ({section})."
    ).format(
        ratio=p.payout_text(),
        profit=number(int(profit) if profit == int(profit) else float(profit)),
        bet=p.bet,
        section=p.cite("natural"),
    )


def _split_hands_text(p: Profile) -> str:
    n, sec = p.max_hands_per_position, p.cite("split")
    if n == 2:
        text = _("Split once only, no resplit: a pair makes 2 hands from a position ({section}).")
    elif p.positions_per_box == 1:
        text = ngettext(
            "Non-ace pairs may be resplit up to {n} hand in total ({section}).",
            "Non-ace pairs may be resplit up to {n} hands in total ({section}).",
            n,
        )
    else:
        text = ngettext(
            "Non-ace pairs may be resplit up to {n} hand from each original position ({section}).",
            "Non-ace pairs may be resplit up to {n} hands from each original position ({section}).",
            n,
        )
    return text.format(n=n, section=sec)


def _ace_splits_text(p: Profile) -> str:
    sec, n = p.cite("split_aces"), p.max_hands_per_position
    if p.resplit_aces:
        # Translators: {splits} is "2 splits", standing alone in brackets
        rule = ngettext(
            "Aces may be resplit like any pair, up to {n} hand from a position ({splits}); each "
            "split ace receives one card and stands ({section}).",
            "Aces may be resplit like any pair, up to {n} hands from a position ({splits}); each "
            "split ace receives one card and stands ({section}).",
            n,
        )
    elif p.positions_per_box == 1:
        rule = _(
            "Split aces: only once; each ace receives one card and stands — no hit, no double, "
            "no resplit — and a 21 there is ordinary ({section})."
        )
    else:
        rule = _(
            "Split aces: only once per original position; each ace receives one card and stands "
            "— no hit, no double, no resplit — and a 21 there is ordinary ({section})."
        )
    splits = ngettext("{n} split", "{n} splits", n - 1).format(n=n - 1)
    if p.double_after_split:
        das = _("Other split hands may be doubled on their two cards ({section}).")
    else:
        das = _("There is no double after a split at this table ({section}).")
    rule = rule.format(n=n, splits=splits, section=sec)
    return f"{rule} {das.format(section=p.cite('double'))}"


def _surrender_text(p: Profile) -> str:
    rule = _(
        "Surrender, the first decision on an unsplit position's original two cards, gives up "
        "the hand for half its bet ({section})."
    ).format(section=p.cite("surrender"))
    if p.hole_card:
        return rule
    late = _(
        "It is late: the half comes back only at settlement, and if the dealer's second card "
        "then makes a natural the whole bet is lost."
    )
    return f"{rule} {late}"


def _combination(name: str) -> str:
    """A Super Match combination's name, standing alone in a list."""
    names = {
        "pair": _("one pair"),
        "two pairs": _("two pairs"),
        "three of a kind": _("three of a kind"),
        "four of a kind": _("four of a kind"),
    }
    return names.get(name, name)


def _super_match_text(p: Profile) -> str:
    pays = ", ".join(f"{_combination(name)} {x}:1" for name, x in SUPER_MATCH_PAYS.items())
    return _(
        "Super Match, per box, from 1 up to the position bet, is decided at once on the box's "
        "first four cards by rank: {pays}; the best combination counts once, otherwise the bet "
        "is lost ({section})."
    ).format(pays=pays, section=p.cite("super_match"))


def _bet_limits_text(p: Profile) -> str:
    if p.min_bet < p.max_bet:
        text = ngettext(
            "The bet per position is {low}–{high} chip (default {bet}), the same on both "
            "positions of a box ({section}).",
            "The bet per position is {low}–{high} chips (default {bet}), the same on both "
            "positions of a box ({section}).",
            p.max_bet,
        )
    elif p.positions_per_box == 1:
        text = _("The bet is fixed: {bet} ({section}).")
    else:
        text = _("The bet is fixed: {bet} on each position, {bet} and {bet} ({section}).")
    return text.format(low=p.min_bet, high=p.max_bet, bet=p.bet, section=p.cite("bets"))


def _spellings(text: str) -> set[str]:
    """The answers a text fact accepts, written ``"a|b|c"`` (English and Russian)."""
    return set(text.split("|"))


def _bet_limits_accept(p: Profile) -> set[str]:
    low, high, bet = p.min_bet, p.max_bet, p.bet
    if low < high:
        return _spellings(
            f"{low}–{high}|{low} - {high}|{low} to {high}|from {low} to {high}|от {low} до {high}"
        )
    return _spellings(f"{bet} chips|only {bet}|{bet} фишки|{bet} фишек|только {bet}")


def _hole_card_text(p: Profile) -> str:
    if p.hole_card:
        text = _(
            "The dealer's second card is the hole card, dealt face down after the players' "
            "second cards; with an ace or a ten-value up card the dealer checks it for a "
            "natural before any other decision ({sections})."
        )
    else:
        text = _(
            "There is no hole card and no peek: the dealer gets only the up card in the deal and "
            "takes a second card after the players have finished ({sections})."
        )
    return text.format(sections=cites(p, "deal", "peek"))


def _dealer_text(p: Profile) -> str:
    if p.dealer_hits_soft_17:
        text = _(
            "The dealer hits every total under 17 and soft 17, and stands on hard 17 and 18–21 "
            "({section})."
        )
    else:
        text = _("The dealer hits under 17 and stands on all 17s, soft 17 included ({section}).")
    return text.format(section=p.cite("dealer"))


def _max_boxes_text(p: Profile) -> str:
    if p.max_boxes > 1:
        text = ngettext(
            "Each player plays 1–{boxes} box, each of two positions with equal bets ({section}).",
            "Each player plays 1–{boxes} boxes, each of two positions with equal bets ({section}).",
            p.max_boxes,
        )
    elif p.positions_per_box == 1:
        text = _("One position per player ({section}).")
    else:
        text = _("One box of two positions per player ({section}).")
    return text.format(boxes=p.max_boxes, section=p.cite("bets"))


def _no_insurance(p: Profile) -> str | None:
    if p.insurance:
        return None
    return _("There is no insurance at the {table} table ({section}).").format(
        table=quote(p.name), section=p.cite("insurance")
    )


def _only_at(p: Profile, rule: str) -> str | None:
    """None where the table has ``rule`` (surrender, Super Match); else the note naming the
    tables that have it."""
    if getattr(p, rule):
        return None
    if rule == "surrender":
        text = _(
            "Surrender is not offered at the {table} table (only {tables} offers it, {section})."
        )
    else:
        text = _("There is no Super Match at the {table} table (only {tables} has it, {section}).")
    tables = listing([name for name, prof in PROFILES.items() if getattr(prof, rule)])
    return text.format(table=quote(p.name), tables=tables, section=p.cite(rule))


FACTS: dict[str, Fact] = {
    "shoe_cards": Fact(
        lambda p: _("How many cards are in the shoe?"),
        lambda p: p.cards_in_shoe,
        lambda p: ngettext(
            "{decks} standard deck of 52 cards, no jokers: {cards} ({section}).",
            "{decks} standard decks of 52 cards, no jokers: {cards} ({section}).",
            p.decks,
        ).format(
            decks=p.decks,
            cards=ngettext("{n} card", "{n} cards", p.cards_in_shoe).format(n=p.cards_in_shoe),
            section=p.cite("cards"),
        ),
        "int",
    ),
    "shuffle": Fact(
        lambda p: _("When is the shoe shuffled?"),
        lambda p: "before every round",
        lambda p: _("The whole shoe is shuffled before every round ({section}).").format(
            section=p.cite("shuffle")
        ),
        "text",
        lambda p: _spellings(
            "before every round|every round|each round|before each round|перед каждым кругом|"
            "каждый круг|перед каждой раздачей|каждую раздачу"
        ),
    ),
    "max_players": Fact(
        lambda p: _("How many players can sit at the table at most?"),
        lambda p: 6,
        lambda p: _(
            "A dealer and 1–6 players, seats numbered from the dealer's left ({section})."
        ).format(section=p.cite("seats")),
        "int",
    ),
    "starting_chips": Fact(
        lambda p: _("How many chips does each player start with?"),
        lambda p: p.starting_chips,
        lambda p: ngettext(
            "Each player starts with {n} chip ({section}).",
            "Each player starts with {n} chips ({section}).",
            p.starting_chips,
        ).format(n=p.starting_chips, section=p.cite("bets")),
        "int",
    ),
    "positions": Fact(_positions_question, lambda p: p.positions_per_box, _positions_text, "int"),
    "mandatory_bets": Fact(_mandatory_question, lambda p: p.mandatory_bets, _mandatory_text, "int"),
    "insurance_max": Fact(
        _insurance_question,
        lambda p: p.bet if p.insurance_per_box else p.bet // 2,
        _insurance_text,
        "int",
        missing=_no_insurance,
    ),
    "insurance_pays": Fact(
        lambda p: _("What does insurance pay when the dealer has a natural?"),
        lambda p: f"{INSURANCE_PAYS}:1",
        _insurance_pays_text,
        "ratio",
        missing=_no_insurance,
    ),
    "natural_pays": Fact(
        lambda p: _("What does a winning natural pay?"),
        lambda p: p.payout_text(),
        _natural_text,
        "ratio",
    ),
    "max_split_hands": Fact(
        lambda p: _("How many hands can one position be split into at most?"),
        lambda p: p.max_hands_per_position,
        _split_hands_text,
        "int",
    ),
    "ace_splits": Fact(
        lambda p: _("How many times may aces be split on one position?"),
        lambda p: p.max_hands_per_position - 1 if p.resplit_aces else 1,
        _ace_splits_text,
        "times",
    ),
    "dealer_soft_17": Fact(
        lambda p: _("Does the dealer hit or stand on soft 17?"),
        lambda p: "hit" if p.dealer_hits_soft_17 else "stand",
        _dealer_text,
        "text",
        lambda p: (
            {"hit", "hits", "берёт", "берет", "берёт карту", "взять карту", "ещё"}
            if p.dealer_hits_soft_17
            else {"stand", "stands", "стоит", "останавливается", "остановиться", "хватит"}
        ),
    ),
    "rounds": Fact(
        lambda p: _("How many rounds does the teaching session last?"),
        lambda p: p.rounds,
        lambda p: ngettext(
            "{n} round; the whole shoe is shuffled before every round ({sections}).",
            "{n} rounds; the whole shoe is shuffled before every round ({sections}).",
            p.rounds,
        ).format(n=p.rounds, sections=cites(p, "session")),
        "int",
    ),
    "switch": Fact(
        lambda p: _("Which cards does the switch exchange?"),
        lambda p: "the second cards",
        lambda p: _(
            "The switch exchanges the second cards of the player's two hands; first cards never "
            "move, and nothing else may be exchanged ({section})."
        ).format(section=p.cite("switch")),
        "text",
        lambda p: _spellings(
            "second cards|the second card|second card|the second cards of both|вторые карты|"
            "вторую карту|вторая карта|вторые карты обеих рук"
        ),
        missing=lambda p: None if p.switch_allowed else no_switch(p),
    ),
    "dealer_22": Fact(
        lambda p: _("The dealer ends on exactly 22: what happens to a live ordinary hand?"),
        lambda p: "push" if p.dealer_22_pushes else "win",
        lambda p: (
            _(
                "Dealer exactly 22: every live ordinary hand pushes — its full bet comes back — "
                "and only naturals win ({section})."
            )
            if p.dealer_22_pushes
            else _("Dealer 22 or more is a bust: every live hand wins ({section}).")
        ).format(section=p.cite("dealer_22")),
        "text",
        lambda p: (
            {"push", "pushes", "returned", "tie", "возврат", "ничья", "ставка возвращается"}
            if p.dealer_22_pushes
            else {"win", "wins", "won", "выигрыш", "выигрывает", "выиграл"}
        ),
    ),
    "surrender": Fact(
        lambda p: _("What comes back when you surrender a hand?"),
        lambda p: "half the bet",
        _surrender_text,
        "text",
        lambda p: _spellings(
            f"half|half of the bet|half its bet|half the stake|{p.bet // 2}|половина|"
            "половина ставки|половину ставки"
        ),
        missing=lambda p: _only_at(p, "surrender"),
    ),
    "super_match_pair": Fact(
        lambda p: _("What does one pair pay on the Super Match side bet?"),
        lambda p: f"{SUPER_MATCH_PAYS['pair']}:1",
        _super_match_text,
        "ratio",
        missing=lambda p: _only_at(p, "super_match"),
    ),
    "max_boxes": Fact(
        lambda p: _("At most how many boxes may one player play?"),
        lambda p: p.max_boxes,
        _max_boxes_text,
        "int",
    ),
    "bet_limits": Fact(
        lambda p: _("What may the bet on one position be?"),
        lambda p: f"{p.min_bet}-{p.max_bet}" if p.min_bet < p.max_bet else str(p.bet),
        _bet_limits_text,
        "text",
        _bet_limits_accept,
    ),
    "hole_card": Fact(
        lambda p: _("Does the dealer take a hole card in the deal?"),
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
        raise InvalidInputError(
            _("unknown fact {key}: choose one of {keys}").format(
                key=quote(key), keys=", ".join(FACTS)
            )
        )
    prof = get_profile(profile)
    note = fact.missing(prof)
    if note is not None:
        return Feedback(False, answer, None, note, readable=False)
    expected = fact.answer(prof)
    explain = fact.explanation(prof)
    if fact.kind == "int":
        number = read_number(answer)
        if number is None:
            return unreadable(answer, _("a whole number"), _("Write it with digits or in words."))
        return Feedback(number == expected, answer, expected, explain)
    if fact.kind == "times":
        times = read_times(answer)
        if times is None:
            hint = _("Write it with digits or in words, e.g. 'once' or 'twice'.")
            return unreadable(answer, _("a number of times"), hint)
        return Feedback(times == expected, answer, expected, explain)
    if fact.kind == "bool":
        yes_no = read_yes_no(answer)
        if yes_no is None:
            hint = _("Answer yes or no to: {question}").format(question=fact.question(prof))
            return unreadable(answer, _("yes or no"), hint)
        return Feedback(yes_no == expected, answer, expected, explain)
    if fact.kind == "ratio":
        ratio = read_ratio(answer)
        if ratio is None:
            hint = _("Write it as a ratio such as 'x:y' or 'x to y'.")
            return unreadable(answer, _("a payout"), hint)
        return Feedback(ratio == read_ratio(expected), answer, expected, explain)
    said = read_words(answer)
    if said is None:
        hint = _("Answer in words: {question}").format(question=fact.question(prof))
        return unreadable(answer, _("an answer"), hint)
    accepted = {read_words(a) for a in (*fact.accept(prof), str(expected))}
    return Feedback(said in accepted, answer, expected, explain, shown=_shown(expected))


def _shown(expected: str) -> str:
    """A fact's answer in words, as the learner reads it."""
    words = {
        "before every round": _("before every round"),
        "the second cards": _("the second cards"),
        "half the bet": _("half the bet"),
    }
    if expected in ("hit", "stand"):
        return dealer_does(expected)
    return words.get(expected) or outcome(expected)


assert_fact = twin(check_fact)
