"""The answer reader (bjswitch_widgets.checks.answers): every spelling a check accepts reads
to its typed value, and junk reads to None (or, for a decision, to the engine's reason)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bjswitch_widgets import Outcome, parse_cards
from bjswitch_widgets.checks import answers
from bjswitch_widgets.checks.answers import (
    ALLOWED_WORDS,
    FORBIDDEN_WORDS,
    DealerTurn,
    Draw,
    TotalAnswer,
    Unreadable,
    read_action,
    read_dealer,
    read_draw,
    read_name,
    read_number,
    read_numbers,
    read_outcome,
    read_times,
    read_total,
    read_words,
    read_yes_no,
)
from bjswitch_widgets.checks.card_answers import read_cards, read_deal, read_hands
from bjswitch_widgets.language import in_language


@pytest.fixture(params=["en", "ru"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    """The test in each language: a verdict never depends on the language (issue 25)."""
    with in_language(request.param):
        yield request.param


def read_allowed(answer: object) -> bool | None:
    """Yes/no as a "may …?" question reads it (check_legal, check_switch_proposal)."""
    return read_yes_no(answer, ALLOWED_WORDS, FORBIDDEN_WORDS)


NOT_TEXT: list[Any] = [None, 17.5, ["yes"], {"a": 1}, object()]

READS: list[tuple[Any, Any, Any]] = [
    # reader, raw answer, typed value
    *[(read_yes_no, raw, True) for raw in (True, "yes", " YES ", "y", "true")],
    *[(read_yes_no, raw, True) for raw in ("ok", "1", "da", "да")],
    *[(read_yes_no, raw, False) for raw in (False, "no", "N", "false")],
    *[(read_yes_no, raw, False) for raw in ("0", "net", "нет")],
    # "allowed" answers "is this allowed?", not "is this hand a bust?" (its own words)
    *[(read_yes_no, raw, None) for raw in ("legal", "allowed", "forbidden", "not allowed")],
    *[(read_allowed, raw, True) for raw in ("legal", "Allowed", "permitted", "yes")],
    *[(read_allowed, raw, False) for raw in ("illegal", "not allowed", "forbidden", "no")],
    *[
        (read_number, raw, value)
        for raw, value in (
            ("one hundred and four", 104),
            ("a hundred four", 104),
            ("Two hundred.", 200),
            ("hundred", 100),
            ("nine hundred ninety-nine", 999),
        )
    ],
    *[(read_number, raw, None) for raw in ("one hundred and", "ten hundred", "hundred hundred")],
    (read_yes_no, 1, None),  # a number is not a yes
    *[(read_number, raw, 17) for raw in (17, "17", " 17 ", "+17")],
    (read_number, "-3", -3),
    (read_number, True, None),  # a bool is not a number
    (read_number, "17 chips", 17),  # a unit after a count is tolerated
    (read_number, "17 chipz", None),
    (read_total, 17, TotalAnswer(17)),
    (read_total, "17", TotalAnswer(17)),
    (read_total, " Soft 17 ", TotalAnswer(17, soft=True)),
    (read_total, "hard 17", TotalAnswer(17, soft=False)),
    (read_total, "bust", TotalAnswer(None)),
    (read_total, "BUST", TotalAnswer(None)),
    (read_total, "soft", None),
    (read_total, "sfot 17", None),
    (read_total, "hard 1 7", None),
    (read_total, "twenty", TotalAnswer(20)),
    (read_total, True, None),
    *[(read_outcome, raw, Outcome.WIN) for raw in ("win", "Won", "wins")],
    *[(read_outcome, raw, Outcome.PUSH) for raw in ("push", "pushes", "tie", "returned")],
    *[(read_outcome, raw, Outcome.LOSE) for raw in ("lose", "lost", "loses", "loss")],
    *[(read_outcome, raw, Outcome.SURRENDER) for raw in ("surrender", "surrendered")],
    (read_outcome, "draw", None),
    *[(read_draw, raw, Draw.HIT) for raw in ("hit", "Hits", "draw", "draws", "yes", True)],
    *[(read_draw, raw, Draw.STAND) for raw in ("stand", "stands", "stop", "no", False)],
    (read_draw, "plays", None),
    *[(read_dealer, raw, DealerTurn.PLAYS) for raw in ("plays", "play", "draws", "draw", "yes")],
    *[(read_dealer, raw, DealerTurn.STOPS) for raw in ("stops", "stop", "reveals", "No")],
    (read_dealer, True, None),  # as before the reader: only the words
    (read_dealer, "y", None),
    (read_name, " Ann ", "Ann"),
    (read_name, "nobody", "nobody"),
    (read_name, 3, None),
    (read_numbers, [1, 1, 3], [1, 1, 3]),
    (read_numbers, "1, 1, 3", [1, 1, 3]),
    (read_numbers, " 1 1,3 ", [1, 1, 3]),
    (read_numbers, (1, "x", "2"), [1, None, 2]),
    (read_numbers, 5, None),
    (read_words, " Before  every ROUND ", "before every round"),
    (read_words, 5, None),
    (read_cards, "5♠ 10♥", parse_cards(["5♠", "10♥"])),
    (read_cards, "5♠,10♥", parse_cards(["5♠", "10♥"])),
    (read_cards, ["5s", "th"], parse_cards(["5♠", "10♥"])),
    (read_cards, parse_cards(["9♣"])[0], parse_cards(["9♣"])),
    (read_cards, "5♠ 6x", None),
    (read_cards, 5, None),
    (read_cards, [5, "10♥"], None),
    (read_cards, [["5♠"]], None),
    (read_hands, ("5♠ 6♥", "10♣ 10♥"), (parse_cards(["5♠", "6♥"]), parse_cards(["10♣", "10♥"]))),
    (
        read_hands,
        ["5♠,6♥", ["10♣", "10♥"]],
        (parse_cards(["5♠", "6♥"]), parse_cards(["10♣", "10♥"])),
    ),
    (read_hands, "5♠ 6♥ 10♣ 10♥", None),  # one text is not two hands
    (read_hands, ("5♠ 6♥",), None),
    (read_hands, ("5♠ 6x", "10♣ 10♥"), None),
    (
        read_deal,
        {"Ann": "5♠ 10♥", "up": "9♣"},
        {"Ann": parse_cards(["5♠", "10♥"]), "up": parse_cards(["9♣"])},
    ),
    (read_deal, {}, None),
    (read_deal, {"up": 5}, None),
    (read_deal, {"up": None}, None),
    (read_deal, "Ann: 5♠ 10♥", None),
    # issue 12: punctuation, whole floats, number words, ratios, nobody, sizes
    *[(read_number, raw, 17) for raw in (17.0, "17.0", "17.", "seventeen", "Seventeen")],
    *[(read_number, raw, 21) for raw in ("twenty-one", "twenty one")],
    (read_number, "one hundred", 100),
    *[(read_number, raw, None) for raw in (17.5, float("nan"), float("inf"), 10**20, "9" * 5000)],
    (read_total, "soft seventeen", TotalAnswer(17, soft=True)),  # number words (issue 12)
    (read_total, "Soft 17.", TotalAnswer(17, soft=True)),
    (read_total, 25.0, TotalAnswer(25)),
    (read_outcome, "Push.", Outcome.PUSH),
    *[(answers.read_ratio, raw, 1) for raw in ("1:1", "even money", "1 : 1", "1/1", "one to one")],
    *[(answers.read_ratio, raw, 1.5) for raw in ("3:2", "3/2", "3 to 2", "three to two")],
    *[(answers.read_ratio, raw, 2) for raw in ("2 : 1", "two to one", "2-1")],
    *[(answers.read_ratio, raw, None) for raw in ("0:1", "x to y", "2", None)],
    *[(read_name, raw, "nobody") for raw in ("no one", "No-one", "none", "Nobody.")],
    (read_name, " ann. ", "ann"),
    (read_numbers, [1.0, "one", "3"], [1, 1, 3]),
    (read_numbers, list(range(101)), None),
    (read_cards, [[[["5♠"]]]], None),
    (answers.read_decisions, "switch, double; stand", ["switch", " double", " stand"]),
    (answers.read_decisions, "stand", ["stand"]),
    (answers.read_decisions, 5, None),
    # issue 23: "how many times?" is answered with words a count question does not need
    *[(read_times, raw, 1) for raw in ("once", "Once.", "only once", "one time", 1, "1", "one")],
    *[(read_times, raw, 2) for raw in ("twice", "two times", "2 times")],
    (read_times, "never", 0),
    *[(read_times, raw, None) for raw in ("sometimes", "once or twice", True)],
    (read_number, "once", None),  # a count of chips is not answered "once"
]


@pytest.mark.parametrize(("reader", "raw", "typed"), READS, ids=lambda v: repr(v)[:30])
@pytest.mark.usefixtures("lang")
def test_each_spelling_reads_to_its_typed_value(reader, raw, typed):
    assert reader(raw) == typed


READERS = [
    read_yes_no,
    read_number,
    read_total,
    read_outcome,
    read_draw,
    read_dealer,
    read_name,
    read_words,
    read_cards,
    read_hands,
    read_deal,
]


@pytest.mark.parametrize("reader", READERS, ids=lambda r: r.__name__)
@pytest.mark.parametrize("junk", [*NOT_TEXT, "", "   ", "maybe"], ids=repr)
@pytest.mark.usefixtures("lang")
def test_junk_reads_to_none_never_a_traceback(reader, junk):
    if reader in (read_name, read_words) and junk == "maybe":
        return  # any text is a name or words
    if reader is read_cards and isinstance(junk, str) and not junk.strip():
        assert reader(junk) == []  # no cards: a wrong answer in a deal, not an unreadable one
        return
    assert reader(junk) is None


@pytest.mark.usefixtures("lang")
def test_typed_values_are_enums_not_text():
    assert read_outcome("returned") is Outcome.PUSH
    assert read_draw("draws") is Draw.HIT and read_dealer("reveals") is DealerTurn.STOPS
    assert read_total("bust").bust and not read_total("soft 17").bust


@pytest.mark.parametrize("raw", ["hit", "Switch", "insure 1 0", "insure yes"])
@pytest.mark.usefixtures("lang")
def test_a_decision_reads_to_the_engines_action(raw):
    act = read_action(raw)
    assert not isinstance(act, Unreadable) and str(act) == raw.lower()


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("swich", "unknown action"),
        ("", "empty action"),
        (5, "not an action"),
        ("hit 2", "no arguments"),
    ],
)
def test_a_junk_decision_reads_to_the_engines_reason(raw, reason):
    act = read_action(raw)
    assert isinstance(act, Unreadable) and reason in act.reason


def test_a_typo_in_the_situation_raises_it_is_the_question_not_the_answer():
    with pytest.raises(ValueError, match="not a card"):
        answers.hand_of("5♠ 6x")


def test_every_check_reads_through_the_reader():
    """No check parses raw text itself: the topic modules call the reader, not re/strip."""
    import inspect

    from bjswitch_widgets.checks import (
        dealer,
        decisions,
        facts,
        outcomes,
        session,
        switch,
        table,
        totals,
    )

    for module in (dealer, decisions, facts, outcomes, session, switch, table, totals):
        source = inspect.getsource(module)
        assert "import re\n" not in source, module.__name__
        assert ".strip()" not in source and ".lower()" not in source, module.__name__
