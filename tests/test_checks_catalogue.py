"""The catalogue of checks the instructor notebook prints: made from the package, so it lists
every check and twin, and every spelling it promises is one the readers really read."""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator

import pytest

from bjswitch_widgets import checks
from bjswitch_widgets.checks import answers, card_answers
from bjswitch_widgets.checks.answers import Unreadable
from bjswitch_widgets.checks.catalogue import ACCEPTS, ASKS, catalogue
from bjswitch_widgets.language import in_language


@pytest.fixture(params=["en", "ru"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    """The test in each language: a verdict never depends on the language (issue 25)."""
    with in_language(request.param):
        yield request.param


@pytest.mark.usefixtures("lang")
def test_every_check_and_its_twin_is_listed() -> None:
    names = sorted(n for n in checks.__all__ if n.startswith("check_"))
    rows = catalogue()
    assert sorted(r.name for r in rows) == names
    assert rows[0].name == "check_total" and rows[-1].name == "check_decision"  # by topic
    for row in rows:
        assert callable(getattr(checks, row.twin))
        assert row.asks and "``" not in row.asks and ":func:" not in row.asks
        assert row.accepts, f"{row.name}: no answer reader found; teach catalogue.ACCEPTS"


def test_what_each_check_asks_is_its_docstrings_words() -> None:
    """ASKS (translated in the catalogue) is each docstring's first paragraph, word for word:
    change a docstring and its line in ASKS (and its Russian) with it."""
    assert {row.name: row.asks for row in catalogue()} == ASKS


def test_every_reader_is_described() -> None:
    readers = {
        n
        for module in (answers, card_answers)
        for n, f in inspect.getmembers(module, inspect.isfunction)
        if n.startswith("read_")
    }
    assert readers == set(ACCEPTS)


def test_how_to_call_a_check() -> None:
    rows = {r.name: r for r in catalogue()}
    assert rows["check_outcome"].call == (
        "check_outcome(situation, answer, *, player=None, hand=1, round=None)"
    )
    assert "*" not in rows["check_switch_proposal"].asks  # reStructuredText emphasis dropped


def test_a_checks_own_words_are_listed() -> None:
    """check_bust also reads 'busted' for yes and 'live' for no (rules §1.1)."""
    rows = {r.name: r for r in catalogue()}
    assert "'busted'" in rows["check_bust"].accepts and "'live'" in rows["check_bust"].accepts
    assert "'blackjack'" in rows["check_natural"].accepts
    assert (
        "'allowed'" in rows["check_legal"].accepts and "'allowed'" not in rows["check_bust"].accepts
    )
    # check_legal reads yes/no; the action it asks about is the question, not the answer
    assert "a decision as a scenario writes it" not in rows["check_legal"].accepts
    assert "a decision as a scenario writes it" in rows["check_play"].accepts


_SIMPLE = {
    "read_yes_no": lambda s: answers.read_yes_no(s) is not None,
    "read_number": lambda s: answers.read_number(s) is not None,
    "read_times": lambda s: answers.read_times(s) is not None,
    "read_total": lambda s: answers.read_total(s) is not None,
    "read_ratio": lambda s: answers.read_ratio(s) is not None,
    "read_outcome": lambda s: answers.read_outcome(s) is not None,
    "read_draw": lambda s: answers.read_draw(s) is not None,
    "read_dealer": lambda s: answers.read_dealer(s) is not None,
    "read_action": lambda s: not isinstance(answers.read_action(s), Unreadable),
    "read_name": lambda s: answers.read_name(s) is not None,
    "read_cards": lambda s: card_answers.read_cards(s) is not None,
    "read_numbers": lambda s: None not in (answers.read_numbers(s) or [None]),
    "read_decisions": lambda s: bool(answers.read_decisions(s)),
}


@pytest.mark.parametrize("reader", sorted(_SIMPLE))
@pytest.mark.usefixtures("lang")
def test_every_promised_spelling_is_read(reader: str) -> None:
    """Each quoted example in the catalogue is an answer its reader accepts."""
    quoted = re.findall(r"(?<!\w)'([^']+)'(?!\w)|«([^»]+)»", ACCEPTS[reader])
    examples = [plain or russian for plain, russian in quoted]
    assert examples
    unread = [e for e in examples if not _SIMPLE[reader](e)]
    assert not unread, f"{reader} promises {unread} but does not read them"


@pytest.mark.usefixtures("lang")
def test_shown_as_a_table() -> None:
    html = catalogue()._repr_html_()
    topics = {r.topic for r in catalogue()}
    assert html.count("<tr>") == len(catalogue()) + len(topics) + 1
    assert "check_deal" in str(catalogue())
