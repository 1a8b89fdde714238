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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from . import answers, dealer, decisions, facts, outcomes, session, switch, table, totals
from .feedback import description

__all__ = ["ACCEPTS", "TOPICS", "Catalogue", "CheckInfo", "catalogue"]


def _words(words: frozenset[str] | dict[str, Any]) -> str:
    return ", ".join(repr(w) for w in sorted(words, key=lambda w: (len(w), w)))


#: What each answer reader accepts, in an instructor's words, from the reader's own word lists.
ACCEPTS: dict[str, str] = {
    "read_yes_no": (
        f"yes or no: True / False, {_words(answers.YES_WORDS)} / {_words(answers.NO_WORDS)}"
    ),
    "read_number": (
        "a whole number: 17, 17.0, '17', in words up to 999 ('seventeen', 'twenty-one', "
        "'one hundred and four'), a unit after it ('100 chips', 'six decks')"
    ),
    "read_times": (
        f"a number of times: 1, '1', 'one', {_words(answers.TIMES_WORDS)}, 'only once', 'two times'"
    ),
    "read_total": (
        "a total: 17, 17.0, '17', 'seventeen', 'soft 17' / 'hard 17' (number words too), "
        "'bust' / 'busted'"
    ),
    "read_ratio": (
        "a payout ratio: '1:1', '1 : 1', '1/1', '1-1', '1 to 1', 'one to one', '3:2', "
        f"'3/2', 'two to one' (compared by value), {_words(answers.EVEN_MONEY)}"
    ),
    "read_outcome": f"an outcome: {_words(answers.OUTCOME_WORDS)}",
    "read_draw": f"hit or stand: {_words(answers.DRAW_WORDS)}; yes means hit, no means stand",
    "read_dealer": f"the dealer plays on or stops: {_words(answers.DEALER_WORDS)}",
    "read_action": (
        "a decision as a scenario writes it: 'hit', 'stand', 'double', 'split', 'surrender', "
        "'keep', 'switch', 'insure 1 0' (per position; 'insure yes' / 'insure no' per box "
        "online), any case"
    ),
    "read_decisions": ("decisions in order: a list, or one text such as 'switch, double, stand'"),
    "read_cards": (
        "cards: '5♠ 10♥', '5♠,10♥', '5s 10h', run together after suit signs ('10♣6♥'), a list"
    ),
    "read_hands": (
        "two hands, hand 1 first: a pair ('5♠ 6♥', '10♣ 10♥') or one text split by "
        + ", ".join(repr(s.strip()) for s in answers.HAND_SEPARATORS)
    ),
    "read_deal": (
        "a dict from places to cards: {'Ann hand 1': '5♠ 10♥', 'dealer up card': '9♣'} "
        "(places in any case and spacing; cards as above)"
    ),
    "read_place": "a place of the deal in any case and spacing ('ann hand 1')",
    "read_name": f"a player's name in any case; for nobody {_words(answers.NOBODY)}",
    "read_numbers": "several whole numbers: a list, or one text such as '1, 1, 3'",
    "read_words": "text in any case and spacing, a final full stop ignored",
}
#: The parameters of a check that hold what the learner wrote.
LEARNER_INPUTS = frozenset({"answer", "decisions"})
#: Every answer ignores case, spaces around it, surrounding quotes and a final full stop.
EVERY_ANSWER = "Case, spaces, quotes and a final full stop never matter."


#: The checks' modules in teaching order, each with its topic's title: the catalogue lists the
#: ``check_*`` functions each defines.
_MODULES = (
    (totals, "One hand's cards"),
    (facts, "Facts of a table"),
    (table, "The deal, the turns, the decisions at the table"),
    (dealer, "The dealer"),
    (switch, "The switch"),
    (outcomes, "The settlement of a finished round"),
    (session, "The session"),
    (decisions, "Decisions valued by their EV"),
)
#: Each topic's title by its module's name, in teaching order.
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
        if called in ACCEPTS and called != "read_place" and first not in question:
            text = ACCEPTS[called]
            if called == "read_yes_no" and len(call.args) == 3:
                extra = [getattr(module, _name(arg) or "", None) for arg in call.args[1:]]
                if all(isinstance(words, frozenset) for words in extra):
                    text += f"; also {_words(extra[0])} / {_words(extra[1])}"  # type: ignore[arg-type]
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
            + "\n".join(f"  {c.call}\n    {c.asks}\n    answers: {c.accepts}" for c in checks)
            for topic, checks in self.by_topic()
        )

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        rows = "".join(
            f'<tr><th colspan="3" class="topic">{html.escape(topic)}</th></tr>'
            + "".join(
                "<tr>"
                f"<td><code>{html.escape(c.call)}</code><br>twin: <code>{html.escape(c.twin)}"
                f"</code></td><td>{html.escape(c.asks)}</td><td>{html.escape(c.accepts)}</td>"
                "</tr>"
                for c in checks
            )
            for topic, checks in self.by_topic()
        )
        return (
            '<table class="bjs-catalogue"><thead><tr><th>check</th><th>what it asks</th>'
            f"<th>answers it reads</th></tr></thead><tbody>{rows}</tbody></table>"
            f"<p>{html.escape(EVERY_ANSWER)}</p>"
        )


def catalogue() -> Catalogue:
    """Every ``check_*`` the package exports, by topic (:data:`TOPICS`) in the order its module
    defines them, with its twin."""
    found = []
    for order, (module, _) in enumerate(_MODULES):
        topic = module.__name__.rsplit(".", 1)[-1]
        for name, check in vars(module).items():
            if name.startswith("check_") and getattr(check, "__module__", "") == module.__name__:
                line = inspect.getsourcelines(check)[1]
                found.append((order, topic, line, name, check))
    rows = Catalogue()
    for _, topic, _, name, check in sorted(found):
        rows.append(
            CheckInfo(
                name=name,
                twin=name.replace("check_", "assert_", 1),
                topic=TOPICS[topic],
                call=_call(check),
                asks=_asks(check),
                accepts="; ".join(_reads(check)),
            )
        )
    return rows
