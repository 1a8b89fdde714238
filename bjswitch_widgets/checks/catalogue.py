"""Every check, what it asks and the answers it reads — made from the checks themselves.

The list is built when it is asked for: the checks the package exports, the first paragraph of
each one's docstring, and the answer readers (:mod:`.answers`) its code calls, with the words
those readers know. A new check, or a new spelling a reader learns, shows up here with no list
to keep by hand — the instructor notebook prints it.

>>> rows = {row.name: row for row in catalogue()}
>>> rows["check_bust"].twin
'assert_bust'
>>> "'busted'" in rows["check_bust"].accepts
True
"""

from __future__ import annotations

import ast
import html
import inspect
import re
import textwrap
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..language import N_, get_language, pgettext
from ..language import gettext as _
from . import (
    answers,
    card_answers,
    dealer,
    decisions,
    facts,
    outcomes,
    russian,
    session,
    switch,
    table,
    totals,
)
from .feedback import description, quoted
from .russian import spelt

__all__ = ["ACCEPTS", "TOPICS", "Catalogue", "CheckInfo", "catalogue"]


def _words(words: Iterable[str], russian: Iterable[str] = ()) -> str:
    """The words a reader knows, quoted, shortest first; in a language other than English its
    Russian words first (as written, with ё), then the English ones."""

    def order(some: Iterable[str]) -> list[str]:
        return sorted(some, key=lambda w: (len(w), w))

    shown = order(words)
    if get_language() != "en":
        ru = [spelt(w) for w in order(russian)]
        shown = ru + [w for w in shown if w not in ru]
    return ", ".join(quoted(w) for w in shown)


def _either(english: Sequence[str], russian: Iterable[str] = ()) -> str:
    """``'soft 17'`` in English, ``'мягкие 17', 'мягкая 17', …, 'soft 17'`` otherwise."""
    return _words(english, russian) if get_language() != "en" else ", ".join(map(repr, english))


def _yes_no() -> str:
    return _("yes or no: True / False, {yes} / {no}").format(
        yes=_words(answers.YES_WORDS), no=_words(answers.NO_WORDS)
    )


def _number() -> str:
    return _(
        "a whole number: 17, 17.0, '17', in words up to 999 ('seventeen', 'twenty-one', "
        "'one hundred and four'), a unit after it ('100 chips', 'six decks')"
    )


def _times() -> str:
    return _("a number of times: 1, '1', 'one', {words}, 'only once', 'two times'").format(
        words=_words(answers.TIMES_WORDS, russian.RU_TIMES)
    )


def _total() -> str:
    soft = [f"{w} 17" for w in russian.RU_SOFT]
    hard = [f"{w} 17" for w in russian.RU_HARD]
    return _(
        "a total: 17, 17.0, '17', 'seventeen', {soft} / {hard} (number words too), {bust}"
    ).format(
        soft=_either(["soft 17"], [spelt(w.split()[0]) + " 17" for w in soft]),
        hard=_either(["hard 17"], [spelt(w.split()[0]) + " 17" for w in hard]),
        bust=_either(["bust"], russian.RU_BUST) + " / 'busted'",
    )


def _ratio() -> str:
    return _(
        "a payout ratio: '1:1', '1 : 1', '1/1', '1-1', '1 to 1', 'one to one', '3:2', "
        "'3/2', 'two to one' (compared by value), {words}"
    ).format(words=_words(answers.EVEN_MONEY, russian.RU_EVEN_MONEY))


def _outcome() -> str:
    return _("an outcome: {words}").format(words=_words(answers.OUTCOME_WORDS, russian.RU_OUTCOMES))


def _draw() -> str:
    return _("hit or stand: {words}; yes means hit, no means stand").format(
        words=_words(answers.DRAW_WORDS, russian.RU_DRAW_WORDS)
    )


def _dealer() -> str:
    return _("the dealer plays on or stops: {words}").format(
        words=_words(answers.DEALER_WORDS, russian.RU_DEALER_WORDS)
    )


def _action() -> str:
    kinds = ["hit", "stand", "double", "split", "surrender", "keep", "switch"]
    return _(
        "a decision as a scenario writes it: {words}, 'insure 1 0' (per position; "
        "'insure yes' / 'insure no' per box online), any case"
    ).format(
        words=_either(
            kinds,
            # insurance takes its chips (or да/нет): "страховка 1 0"
            [w if v != "insure" else f"{w} 1 0" for w, v in russian.RU_ACTIONS.items()],
        )
    )


def _hands() -> str:
    separators = (
        card_answers.HAND_SEPARATORS
        if get_language() == "en"
        else card_answers.EVERY_HAND_SEPARATOR
    )
    return _(
        "two hands, hand 1 first: a pair ('5♠ 6♥', '10♣ 10♥') or one text split by {separators}"
    ).format(separators=", ".join(repr(s.strip()) for s in separators))


def _positions() -> str:
    return _("which of a box's hands: '1', 'hand 2', '1, 2'; both: {both}; none: {none}").format(
        both=_words(card_answers.BOTH, russian.RU_BOTH),
        none=_words(card_answers.NEITHER, russian.RU_NEITHER),
    )


def _player_name() -> str:
    return _("a player's name in any case; for nobody {words}").format(
        words=_words(answers.NOBODY, russian.RU_NOBODY)
    )


#: What each answer reader accepts, in an instructor's words, from the reader's own word lists
#: (written when asked for, in the language chosen).
_DESCRIBE: dict[str, Callable[[], str]] = {
    "read_yes_no": _yes_no,
    "read_number": _number,
    "read_times": _times,
    "read_total": _total,
    "read_ratio": _ratio,
    "read_outcome": _outcome,
    "read_draw": _draw,
    "read_dealer": _dealer,
    "read_action": _action,
    "read_decisions": lambda: _(
        "decisions in order: a list, or one text such as 'switch, double, stand'"
    ),
    "read_cards": lambda: _(
        "cards: '5♠ 10♥', '5♠,10♥', '5s 10h', run together after suit signs ('10♣6♥'), a list"
    ),
    "read_hands": _hands,
    "read_deal": lambda: _(
        "a dict from places to cards: {example} (places in any case and spacing; cards as above)"
    ).format(example="{'Ann hand 1': '5♠ 10♥', 'dealer up card': '9♣'}"),
    "read_place": lambda: _("a place of the deal in any case and spacing ('ann hand 1')"),
    "read_positions": _positions,
    "read_name": _player_name,
    "read_numbers": lambda: _("several whole numbers: a list, or one text such as '1, 1, 3'"),
    "read_words": lambda: _("text in any case and spacing, a final full stop ignored"),
}


class _Accepts(Mapping[str, str]):
    """Reader name → what it accepts, written in the language chosen when it is looked up."""

    def __getitem__(self, reader: str) -> str:
        return _DESCRIBE[reader]()

    def __iter__(self) -> Iterator[str]:
        return iter(_DESCRIBE)

    def __len__(self) -> int:
        return len(_DESCRIBE)


#: What each answer reader accepts, in an instructor's words, from the reader's own word lists.
ACCEPTS: Mapping[str, str] = _Accepts()
#: The parameters of a check that hold what the learner wrote.
LEARNER_INPUTS = frozenset({"answer", "decisions"})
#: Every answer ignores case, spaces around it, surrounding quotes and a final full stop.
EVERY_ANSWER = N_("Case, spaces, quotes and a final full stop never matter.")


#: What each check asks, as the first paragraph of its docstring says it (the English source:
#: a test keeps each equal to the docstring; one that differs is shown as the docstring says it).
ASKS: dict[str, str] = {
    "check_total": N_(
        'The learner\'s total of some cards: 17, "soft 17", "hard 17" or "bust" (rules §1.1). '
        "A bare number is right when it is the total; soft/hard must also be right. Cards no "
        "table deals (an empty hand, a seventh A♠ in six decks) get a note, not a verdict. "
        "With soft_or_hard=True (the question asked for it) a bare number up to 21 is not an "
        "answer yet: the feedback is a note on how to write it (not counted as a try)."
    ),
    "check_bust": N_(
        "Is this hand a bust? (rules §1.1: above 21 loses at once, whatever the dealer does.)"
    ),
    "check_natural": N_(
        "Is this a natural? Only the original ace + ten-value of a position never switched or"
        " split (rules §1.4, §1.7, §1.8)."
    ),
    "check_fact": N_(
        "A fact of the table (see FACTS for the keys and questions), e.g. "
        'check_fact("shoe_cards", 312). The right answer, the explanation and its § are the '
        "profile's; a fact that table does not have (the switch at classic) is answered with "
        "a note."
    ),
    "check_legal": N_(
        "Is action allowed now? The situation is a round, a session's round or a scenario; "
        "the engine answers and, when it is not allowed, gives the rule (§)."
    ),
    "check_deal": N_(
        "Where the first cards of a stacked shoe land (rules §1.3). Answer a dict from place "
        'to cards, e.g. {"Ann hand 1": "5♠ 10♥", "Ann hand 2": "10♣ 6♥", "dealer up card": '
        '"9♣"} (any subset of the places; "dealer hole card" too at a table with a hole '
        "card). A scenario's actions are ignored: this is about the deal."
    ),
    "check_to_act": N_(
        'Whose decision does the table wait for now? Answer a player\'s name, or "nobody" when'
        " the round is over (rules §1.5 insurance in seat order, §1.7 turns in seat order)."
    ),
    "check_play": N_(
        "Play the learner's own decisions on a scenario's round, then check their prediction "
        "of the chips after it. An illegal decision is explained with its rule, at the first "
        "try too (the hint is the engine's reason); a decision list that stops before the end"
        " says what the table still waits for."
    ),
    "check_dealer_draws": N_(
        "Does the dealer hit or stand on these cards? (rules §1.9; §2 for classic.)"
    ),
    "check_dealer_plays": N_(
        'After the players: does the dealer play out the hand ("plays": draw to 17 or more) '
        'or only turn the hole card and stop ("stops")? (rules §1.9.)'
    ),
    "check_dealer_peeks": N_(
        "Does the dealer check the hole card for a natural with this up card? (rules §1.6; at"
        " a table without a hole card, §3 and §4, never.)"
    ),
    "check_switch_result": N_(
        'What the two hands become after the switch: answer two hands, e.g. ("5♠ 6♥", "10♣ '
        '10♥") (rules §1.7: only the second cards change places). A hand is its cards in any '
        'order ("6♥ 5♠" is the same hand); hand 1 is written first.'
    ),
    "check_switch_proposal": N_(
        'Is this exchange a legal switch? exchange names two cards (e.g. ("10♥", "6♥")) taken'
        " from the player's hand1/hand2 or from others (other players' hands). Only the "
        "second cards of the player's own two hands may change places (rules §1.7)."
    ),
    "check_turned_sideways": N_(
        "On which hands of a box (numbers, both or none) does the dealer turn the top card "
        "sideways? An ace and a ten-value card the switch brought together, kept at two cards "
        "(rules §4). box counts the player's boxes from 1."
    ),
    "check_outcome": N_(
        "The outcome of one hand (win, push, lose, surrender) of a finished round (rules "
        "§1.6, §1.10). hand counts that player's hands from 1 in table order."
    ),
    "check_returned": N_(
        "Chips returned for one hand, or (hand=None) for all of a player's hands and "
        "insurance: stake plus profit (rules §1.10)."
    ),
    "check_chips_after": N_(
        "A player's chips after the round: chips before − wagered + returned (rules §1.10)."
    ),
    "check_insurance_returned": N_(
        "Chips that come back from a player's insurance: 2:1 on a dealer natural, else "
        "nothing (rules §1.5, §1.6)."
    ),
    "check_sits_out": N_("Does a player with chips sit out the next round? (rules §1.11.)"),
    "check_standings": N_(
        "The places of a final table (a dict name → chips); answer the places in the same "
        "order, e.g. [1, 1, 3] (rules §1.11: rank by profit; equal profits share a place). "
        "starting_chips is one number for everyone or a dict name → starting chips."
    ),
    "check_profile_mix": N_(
        "May the profile (the switch by default) be played with these changes (e.g. "
        "natural_pays=Fraction(3, 2) or dealer_22_pushes=False)? (rules §1.11: not with the "
        "switch.) The changes are the question: a rule the profile does not have, or a value "
        "no rule takes (decks=0), raises InvalidInputError naming it; only a mix of rules "
        "that cannot go together is the answer no."
    ),
    "check_decision": N_(
        "The learner's decision — insurance, keep/switch, or the hand in play — valued by its"
        " EV: right when it is the best choice or within the values' stated error of it "
        '("essentially equal", with which is best and by how much); choices worth the same '
        "are named as a tie (keep and switch are worth the same here: either is right); "
        "otherwise the explanation says what it costs, e.g. Stand: -0.41; Hit: -0.29 — "
        "hitting is better by 0.120 of a bet: standing costs about 12 chips per 100 such "
        "hands, betting 1 chip a position. Insurance is valued at this shoe."
    ),
}

#: The checks' modules in teaching order, each with its topic's title: the catalogue lists the
#: ``check_*`` functions each defines.
_MODULES = (
    (totals, N_("One hand's cards")),
    (facts, N_("Facts of a table")),
    (table, N_("The deal, the turns, the decisions at the table")),
    (dealer, N_("The dealer")),
    (switch, N_("The switch")),
    (outcomes, N_("The settlement of a finished round")),
    (session, N_("The session")),
    (decisions, N_("Decisions valued by their EV")),
)
#: Each topic's title by its module's name, in teaching order (English: translate where shown).
TOPICS = {module.__name__.rsplit(".", 1)[-1]: title for module, title in _MODULES}


@dataclass(frozen=True)
class CheckInfo:
    """One check: its topic, how it is called, its ``assert_*`` twin, what it asks and the
    answers it reads."""

    name: str
    twin: str
    topic: str
    call: str
    asks: str
    accepts: str


def _asks(check: Callable[..., Any]) -> str:
    """The first paragraph of the check's docstring, as plain text."""
    first = description(check).split("\n\n")[0]
    text = " ".join(first.split())
    text = re.sub(r":\w+:`~?([^`]+)`", r"\1", text).replace("``", "")
    return re.sub(r"(?<![\w*])\*([^*\s][^*]*)\*(?![\w*])", r"\1", text)  # *emphasis*


def _said(name: str, asks: str) -> str:
    """What the check asks, in the language chosen when :data:`ASKS` has its docstring's words."""
    return _(asks) if ASKS.get(name) == asks else asks


def _call(check: Callable[..., Any]) -> str:
    """``check_outcome(situation, answer, *, player=None, hand=1, round=None)``."""
    signature = inspect.signature(check)
    plain = [p.replace(annotation=inspect.Parameter.empty) for p in signature.parameters.values()]
    return f"{check.__name__}{signature.replace(parameters=plain, return_annotation=inspect.Signature.empty)}"


def _calls(function: Callable[..., Any]) -> Iterator[ast.Call]:
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    yield from (node for node in ast.walk(tree) if isinstance(node, ast.Call))


def _name(node: ast.expr) -> str | None:
    return node.id if isinstance(node, ast.Name) else None


def _reads(check: Callable[..., Any], seen: frozenset[str] = frozenset()) -> list[str]:
    """What the check's answer may be: the readers it calls (and those of the checks it calls),
    with the check's own extra words for a yes or a no (``'bust'`` for yes in check_bust)."""
    module = inspect.getmodule(check)
    # a reader given one of the question's own parameters (check_legal's action) reads the
    # question, not the learner's answer
    question = set(inspect.signature(check).parameters) - LEARNER_INPUTS
    found: list[str] = []
    for call in _calls(check):
        called = _name(call.func)
        first = _name(call.args[0]) if call.args else None
        if (
            called is not None
            and called in ACCEPTS
            and called != "read_place"
            and first not in question
        ):
            text = ACCEPTS[called]
            if called == "read_yes_no" and len(call.args) == 3:
                extra = [getattr(module, _name(arg) or "", None) for arg in call.args[1:]]
                if all(isinstance(words, frozenset) for words in extra):
                    yes, no = (
                        _words(w, answers.RUSSIAN_WORDS.get(w, frozenset()))  # type: ignore[arg-type]
                        for w in extra
                    )
                    # Translators: {reader} is what the reader reads; then the question's own words
                    text = _("{reader}; also {yes} / {no}").format(reader=text, yes=yes, no=no)
            if text not in found:
                found.append(text)
        elif called and called.startswith("check_") and called not in seen:
            inner = getattr(module, called, None)
            if callable(inner):
                found += [t for t in _reads(inner, seen | {called}) if t not in found]
    return found


class Catalogue(list[CheckInfo]):
    """The checks as a list of :class:`CheckInfo`, by topic; shown as a table in a notebook."""

    def by_topic(self) -> list[tuple[str, list[CheckInfo]]]:
        """The checks grouped by topic, in order."""
        groups: list[tuple[str, list[CheckInfo]]] = []
        for c in self:
            if not groups or groups[-1][0] != c.topic:
                groups.append((c.topic, []))
            groups[-1][1].append(c)
        return groups

    def __str__(self) -> str:
        return "\n".join(
            f"{topic}:\n"
            + "\n".join(
                f"  {c.call}\n    {c.asks}\n    "
                + _("answers: {accepts}").format(accepts=c.accepts)
                for c in checks
            )
            for topic, checks in self.by_topic()
        )

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        twin = html.escape(_("twin:"))
        rows = "".join(
            f'<tr><th colspan="3" class="topic">{html.escape(topic)}</th></tr>'
            + "".join(
                "<tr>"
                f"<td><code>{html.escape(c.call)}</code><br>{twin} "
                f"<code>{html.escape(c.twin)}</code></td><td>{html.escape(c.asks)}</td>"
                f"<td>{html.escape(c.accepts)}</td>"
                "</tr>"
                for c in checks
            )
            for topic, checks in self.by_topic()
        )
        heads = "".join(
            f"<th>{html.escape(h)}</th>"
            for h in (pgettext("catalogue", "check"), _("what it asks"), _("answers it reads"))
        )
        return (
            f'<table class="bjs-catalogue"><thead><tr>{heads}</tr></thead><tbody>{rows}</tbody>'
            f"</table><p>{html.escape(_(EVERY_ANSWER))}</p>"
        )


def catalogue() -> Catalogue:
    """Every ``check_*`` the package exports, by topic (:data:`TOPICS`) in the order its module
    defines them, with its twin."""
    found = []
    for order, (module, _title) in enumerate(_MODULES):
        topic = module.__name__.rsplit(".", 1)[-1]
        for name, check in vars(module).items():
            if name.startswith("check_") and getattr(check, "__module__", "") == module.__name__:
                line = inspect.getsourcelines(check)[1]
                found.append((order, topic, line, name, check))
    rows = Catalogue()
    for _order, topic, _line, name, check in sorted(found):
        rows.append(
            CheckInfo(
                name=name,
                twin=name.replace("check_", "assert_", 1),
                topic=_(TOPICS[topic]),
                call=_call(check),
                asks=_said(name, _asks(check)),
                accepts="; ".join(_reads(check)),
            )
        )
    return rows
