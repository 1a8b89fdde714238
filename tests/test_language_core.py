"""The core's texts in every language (issue 25): the cards' words and errors, the arguments'
errors, the profiles' phrases, the seats' refusals, the files' refusals and the command line.

Under the pseudo-language (tests/pseudo.py) every text these modules produce must come out
wrapped, so an unmarked word shows as a leak; the Russian checks are worked out by hand.
"""

from __future__ import annotations

import dataclasses
import io
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from pseudo import leaks, pseudo

from bjswitch_widgets import files, userfiles
from bjswitch_widgets.__main__ import main
from bjswitch_widgets.arguments import check_flag, check_list, check_seed, check_whole
from bjswitch_widgets.cards import (
    Card,
    Rank,
    Shoe,
    Suit,
    card_list,
    check_one_shoe,
    describe_cards,
    parse_card,
    parse_cards,
)
from bjswitch_widgets.errors import BJSwitchError
from bjswitch_widgets.language import in_language
from bjswitch_widgets.rules import (
    JACK_SWITCH,
    ONLINE_SWITCH,
    PROFILES,
    SWITCH,
    Seat,
    check_name,
    check_seats,
    get_profile,
    seat_of,
    tables_with,
)

#: Data a message may quote untranslated: a Python value ('Ann', 'switch'), a rule's name.
_DATA = re.compile(r"'[^'⟦⟧]*'|\b[a-z0-9]+(?:_[a-z0-9]+)+\b")


def _leaks(text: str, allowed: set[str] = frozenset()) -> list[str]:  # type: ignore[assignment]
    """:func:`leaks` of ``text`` but for quoted values and snake_case names (data, not words)."""
    return leaks(_DATA.sub(" ", text), allowed=allowed)


LISTS = ["items", "cards", "hands", "choices", "names or seats", "names or seat numbers"]


def _message(call: Callable[[], object]) -> str:
    with pytest.raises(BJSwitchError) as caught:
        call()
    return str(caught.value)


# -- cards and arguments ------------------------------------------------------------------------

CARD_ERRORS: list[Callable[[], object]] = [
    lambda: parse_card("99"),
    lambda: parse_card(5),  # type: ignore[arg-type]
    lambda: Card(1, 2),  # type: ignore[arg-type]
    lambda: card_list(42),
    lambda: card_list(["5♠"] * 3, most=2),
    lambda: check_one_shoe(parse_cards(["A♠"] * 8), 6),
    lambda: check_one_shoe(parse_cards(["A♠"] * 8), 6, what="⟦the hand⟧"),
    lambda: check_one_shoe([1] * 25, 6),
    lambda: Shoe(0),
    lambda: Shoe(6, rng=7),  # type: ignore[arg-type]
    lambda: Shoe(6).undraw(3),
    lambda: Shoe(6).forget(3),
    lambda: Shoe(1).stack(parse_cards(["A♠", "A♠"])),
    lambda: _stacked_after_deal(),
    lambda: _empty_shoe().draw(),
    lambda: Shoe(1).deal(-1),
    lambda: Shoe(1).deal(53),
]


def _stacked_after_deal() -> None:
    shoe = Shoe(1)
    shoe.stack(parse_cards(["A♠"]))
    shoe.draw()
    shoe.stack(parse_cards(["A♠"]))


def _empty_shoe() -> Shoe:
    shoe = Shoe(1)
    shoe.deal(52)
    return shoe


ARGUMENT_ERRORS: list[Callable[[], object]] = [
    lambda: check_seed(1.5),
    lambda: check_flag(3, "exact"),
    lambda: check_whole(0, "rounds", least=1, most=10**9),
    lambda: check_whole(0, "rounds", least=1, most=10, unit="⟦chips⟧"),
    *[lambda what=what: check_list(42, "xs", most=5, what=what) for what in LISTS],
    *[lambda what=what: check_list([1] * 6, "xs", most=5, what=what) for what in LISTS],
]


@pytest.mark.parametrize("call", CARD_ERRORS + ARGUMENT_ERRORS)
def test_every_card_and_argument_error_is_marked(call: Callable[[], object]) -> None:
    with pseudo():
        text = _message(call)
    assert leaks(text, allowed={"xs", "exact", "rounds", "seed", "cards", "rng"}) == [], text


def test_every_card_word_and_total_is_marked() -> None:
    with pseudo():
        texts = [c.name for c in (Card(r, s) for r in Rank for s in Suit)]
        texts += [r.word for r in Rank] + [s.word for s in Suit]
        for hand in (["A♠", "K♦"], ["A♠", "6♦"], ["10♠", "7♦"], ["10♠", "7♦", "K♣"]):
            cards = parse_cards(hand)
            texts += [describe_cards(cards, switched=w, split=p) for w in (0, 1) for p in (0, 1)]
    for text in texts:
        assert leaks(text) == [], text


def test_russian_card_letters_are_read() -> None:
    """The online source's ranks (seeds/002: Т+6, В, Д, К) and the suits' Russian initials."""
    assert [str(parse_card(t)) for t in ("Т♠", "т♠", "Тп", "Дч", "дЧ", "Вб", "Кт", "10т")] == [
        "A♠", "A♠", "A♠", "Q♥", "Q♥", "J♦", "K♣", "10♣",
    ]  # fmt: skip
    assert str(parse_card("T♠")) == "10♠"  # the Latin T is still a ten
    with pytest.raises(BJSwitchError):
        parse_card("Тx")


def test_russian_card_words_and_totals() -> None:
    with in_language("ru"):
        assert Card.parse("Q♦").name == "дама бубён"
        assert Card.parse("A♠").name == "туз пик"
        assert Card.parse("7♣").name == "семёрка треф"
        assert describe_cards(parse_cards(["A♠", "6♦"])) == "мягкие 17"
        assert describe_cards(parse_cards(["10♠", "7♦"])) == "жёсткие 17"
        assert describe_cards(parse_cards(["10♠", "7♦", "K♣"])) == "перебор (27)"
        assert describe_cards(parse_cards(["A♠", "K♦"])) == "натуральная"
        assert describe_cards(parse_cards(["A♠", "K♦"]), switched=True) == (
            "21 (после обмена, не натуральная)"
        )
        # the cards themselves are shown as in English
        assert str(parse_card("Дч")) == "Q♥"


def test_russian_card_and_shoe_errors() -> None:
    with in_language("ru"):
        assert _message(lambda: parse_card("1x")).startswith("не карта: '1x' (напишите")
        assert _message(lambda: check_one_shoe(parse_cards(["A♠"] * 8), 6)) == (
            "эти карты: 8 × 'A♠', а в башмаке из 6 колод таких карт только 6 (§1.1)"
        )
        assert _message(lambda: check_one_shoe(parse_cards(["A♠"] * 2), 1)) == (
            "эти карты: 2 × 'A♠', а в башмаке из 1 колоды таких карт только 1 (§1.1)"
        )
        # the cards left: 1 карта, 2 карты, 5 карт, 11 карт, 21 карта, 22 карты
        for left, words in [
            (1, "осталась 1 карта"), (2, "осталось 2 карты"), (5, "осталось 5 карт"),
            (11, "осталось 11 карт"), (21, "осталась 21 карта"), (22, "осталось 22 карты"),
        ]:  # fmt: skip
            shoe = Shoe(1)
            shoe.deal(52 - left)
            assert _message(lambda shoe=shoe: shoe.deal(60)) == (
                f"в башмаке {words}, сдать 60 нельзя"
            )


def test_russian_argument_errors() -> None:
    with in_language("ru"):
        assert _message(lambda: check_flag("да", "exact")) == (
            "exact: нужно True или False, а не 'да'"
        )
        assert _message(lambda: check_whole(0, "rounds", least=1, most=10**9)) == (
            "rounds: нужно целое число от 1 до 1\u00a0000\u00a0000\u00a0000, а не 0"
        )
        for most, words in [
            (1, "не длиннее 1 карты"), (2, "не длиннее 2 карт"), (5, "не длиннее 5 карт"),
            (11, "не длиннее 11 карт"), (21, "не длиннее 21 карты"), (22, "не длиннее 22 карт"),
        ]:  # fmt: skip
            text = _message(lambda most=most: card_list(["5♠"] * 30, "cards", most=most))
            assert text.startswith(f"cards: нужен список {words}, а не ['5♠', "), text


# -- profiles and seats -------------------------------------------------------------------------

NAMES = set(PROFILES) | {"Ann", "Ben", "name", "title", "decks", "sections", "natural_pays"}

PROFILE_ERRORS: list[Callable[[], object]] = [
    lambda: SWITCH.replace(name=5),
    lambda: SWITCH.replace(decks=0),
    lambda: SWITCH.replace(hole_card=3),
    lambda: SWITCH.replace(natural_pays=-1),
    lambda: SWITCH.replace(sections=5),
    lambda: SWITCH.replace(positions_per_box=1),
    lambda: SWITCH.replace(natural_pays=1.5),
    lambda: SWITCH.replace(dealer_22_pushes=False),
    lambda: SWITCH.replace(bet=5),
    lambda: SWITCH.replace(no_such_rule=1),
    lambda: get_profile("vegas"),
]

SEAT_ERRORS: list[Callable[[], object]] = [
    lambda: seat_of(5),  # type: ignore[arg-type]
    lambda: check_name("A\nB"),
    lambda: check_name("A" * 41),
    lambda: check_seats([], SWITCH),
    lambda: check_seats([Seat("Ann"), Seat("Ann")], SWITCH),
    lambda: check_seats([Seat("Ann"), Seat("Ann")], SWITCH, where=["p0", "p1"]),
    lambda: check_seats([Seat("Ann", -1)], SWITCH),
    lambda: check_seats([Seat("Ann", boxes=5)], SWITCH),
    lambda: check_seats([Seat("Ann", boxes=0)], SWITCH, where=["p0"]),
    lambda: check_seats([Seat("Ann", bet=3)], SWITCH),
    lambda: check_seats([Seat("Ann", bet=30)], ONLINE_SWITCH),
    lambda: check_seats([Seat("Ann", super_match=1)], SWITCH),
    lambda: check_seats([Seat("Ann", bet=2, super_match=3)], ONLINE_SWITCH),
]


@pytest.mark.parametrize("call", PROFILE_ERRORS + SEAT_ERRORS)
def test_every_profile_and_seat_error_is_marked(call: Callable[[], object]) -> None:
    with pseudo():
        text = _message(call)
    allowed = NAMES | {"p", "chips", "boxes", "bet", "vegas", "no_such_rule", "B"}
    allowed |= {"positions_per_box", "dealer_22_pushes", "hole_card", "Fraction", "False"}
    allowed |= {f.name for f in dataclasses.fields(SWITCH)} | set(SWITCH.citations)
    assert _leaks(text, allowed=allowed) == [], text


def test_every_profile_phrase_is_marked() -> None:
    with pseudo():
        for prof in PROFILES.values():
            texts = [prof.display_title]
            texts += [tables_with(rule) for rule in ("surrender", "super_match", "hole_card")]
            for text in texts:
                assert _leaks(text, allowed=NAMES) == [], text


def test_russian_profile_phrases() -> None:
    with in_language("ru"):
        assert tables_with("hole_card") == "switch и classic"
        assert JACK_SWITCH.display_title == (
            "Джек Свитч (6 колод, без закрытой карты, поздняя сарренда)"
        )
        assert SWITCH.replace(title="My table").display_title == "My table"
        assert _message(lambda: get_profile("vegas")) == (
            "неизвестный профиль 'vegas': выберите один из 'switch', 'classic', "
            "'online_switch', 'jack_switch'"
        )
        assert _message(lambda: SWITCH.replace(natural_pays=1.5)) == (
            "профиль 'switch' сочетает обмен вторых карт с оплатой натуральной 3:2 "
            "(natural_pays=Fraction(3, 2)): при обмене вторых карт натуральная платит 1:1 (§1.11)"
        )
    # English is unchanged
    assert tables_with("hole_card") == "switch and classic"


def test_russian_seat_errors() -> None:
    with in_language("ru"):
        assert _message(lambda: check_seats([Seat("Ann"), Seat("Ann")], SWITCH)) == (
            "имя игрока 'Ann' повторяется: имена должны быть разными"
        )
        assert _message(lambda: check_seats([Seat("Ann", bet=30)], ONLINE_SWITCH)) == (
            "'Ann': ставка на позицию за столом 'online_switch' — от 1 до 10, а не 30 (§3)"
        )
        for n, words in [
            (41, "41 символ"),
            (42, "42 символа"),
            (45, "45 символов"),
            (111, "111 символов"),
        ]:
            assert _message(lambda n=n: check_name("A" * n)).endswith(f"' ({words})"), n


# -- files and the user's files -----------------------------------------------------------------


def _file_errors(tmp: Path) -> list[Callable[[], object]]:
    """Every refusal of files.py and userfiles.py, each set up in ``tmp``."""
    (tmp / "big.txt").write_bytes(b"x" * 1_000_001)
    (tmp / "latin.txt").write_bytes(b"caf\xe9")
    (tmp / "a_file").write_text("A", encoding="utf-8")
    if hasattr(os, "mkfifo"):  # POSIX; on Windows the read below is of a missing file
        os.mkfifo(tmp / "fifo")
    (tmp / "dangling").symlink_to(tmp / "nowhere")
    outside = tmp / "outside"
    outside.mkdir()
    (tmp / "out").mkdir()
    (tmp / "out" / "away").symlink_to(outside, target_is_directory=True)
    (tmp / "out" / "taken").mkdir()
    closed = io.StringIO()
    closed.close()
    return [
        lambda: userfiles.read_bytes(tmp / "missing.json", 10),
        lambda: userfiles.read_bytes(tmp, 10),
        lambda: userfiles.read_bytes(tmp / "fifo", 10),
        lambda: userfiles.read_bytes(str(tmp / "nul\0"), 10),
        lambda: userfiles.read_bytes(tmp / "big.txt", 1_000_000),
        lambda: userfiles.read_text(tmp / "latin.txt", 10),
        lambda: userfiles.read_stream(None, "stdin", 10),
        lambda: userfiles.read_stream(closed, "stdin", 10),
        lambda: userfiles.read_stream(io.StringIO("x" * 1_000_001), "stdin", 1_000_000),
        lambda: userfiles.parse_json("{", "s.json"),
        lambda: userfiles.parse_json("[1, 2", "s.json"),
        lambda: userfiles.parse_json("[1] 2", "s.json"),
        lambda: userfiles.parse_json('{"a" 1}', "s.json"),
        lambda: userfiles.parse_json('"\\q"', "s.json"),
        lambda: userfiles.parse_json("9" * 5000, "s.json"),
        lambda: userfiles.parse_json("[" * 100_000, "s.json"),
        lambda: userfiles.check_folder(""),
        lambda: userfiles.check_folder(tmp / "out", ["../x"]),
        lambda: userfiles.check_folder(tmp / "a_file"),
        lambda: userfiles.check_folder(tmp / "dangling"),
        lambda: userfiles.check_folder(tmp / "out", ["away/x.html"], what="the handouts"),
        lambda: userfiles.check_folder(tmp / "out", sources=[tmp / "out"], what="the copies"),
        lambda: userfiles.check_folder(tmp / "out", sources=[tmp]),
        lambda: userfiles.check_folder(tmp / "out", ["taken"]),
        lambda: userfiles.write_files(tmp / "out", {"s.txt": "\udcff"}, force=True),
    ]


ALLOWED_FILES = {"stdin", "s", "json", "txt", "tmp", "a_file", "nul"}


def test_every_file_refusal_is_marked(tmp_path: Path) -> None:
    shown = [str(tmp_path), repr(str(tmp_path))[1:-1]]  # as a message quotes it: a repr
    for call in _file_errors(tmp_path):
        with pseudo():
            text = _message(call)
        path_free = text
        for part in shown:
            path_free = path_free.replace(part, "")
        assert _leaks(path_free, allowed=ALLOWED_FILES) == [], text


def test_the_files_reasons_are_marked(tmp_path: Path) -> None:
    from filelock import FileLock

    odd = [tmp_path]
    if hasattr(os, "mkfifo"):  # POSIX only
        os.mkfifo(tmp_path / "fifo")
        odd.append(tmp_path / "fifo")
    with pseudo():
        reasons = []
        for path in odd:
            with pytest.raises(files.NotRegularFileError) as caught:
                files.read_regular(path)
            reasons.append(caught.value.strerror)
        target = tmp_path / "progress.json"
        with FileLock(str(target) + ".lock"), pytest.raises(files.LockTimeout) as held:
            with files.locked(target, timeout=0.05):
                pass
        reasons.append(held.value.strerror)
        reasons += [userfiles.size_words(10_000_000), userfiles.os_reason(OSError(2, "x"))]
        # each reason as the system words it (errno 0: none of those told by their number)
        reasons += [userfiles.os_reason(OSError(0, text)) for text in userfiles.OS_REASONS]
    for reason in reasons:
        assert leaks(reason) == [], reason


def test_russian_file_refusals(tmp_path: Path) -> None:
    errors = _file_errors(tmp_path)
    with in_language("ru"):
        # Windows' own words for a missing file are told by their number too (ENOENT)
        assert _message(errors[0]) == (
            f"не удаётся прочитать {str(tmp_path / 'missing.json')!r}: нет такого файла или папки"
        )
        assert _message(errors[4]).endswith("big.txt' больше предела в 1 МБ")
        assert _message(errors[9]) == (
            "s.json: неверный JSON: ожидалось имя поля в двойных кавычках (строка 1, столбец 2)"
        )
        assert _message(errors[21]) == (
            f"копии нельзя записать поверх их источника: {str(tmp_path / 'out')!r} — это "
            f"папка-источник {str(tmp_path / 'out')!r}; запишите их в другую папку"
        )
        assert userfiles.size_words(1_500_000) == "1,5 МБ"


# -- the command line ---------------------------------------------------------------------------

#: Command lines that go wrong, each one line on stderr and status 2.
BAD_COMMANDS = [
    [],
    ["bogus"],
    ["replay"],
    ["replay", "a", "b"],
    ["replay", "/nonexistent/scenario.json"],
    ["replay", "-"],
    ["lessons", "--from"],
    ["handout", "--force=1", "x"],
    ["house-edge", "vegas"],
    ["--lang"],
    ["--lang", "xx", "replay"],
    ["--lang=xx"],
    ["handout", "OUT", "--lang"],
    ["handout", "OUT", "--lang", "xx"],
]


def _run(words: list[str], monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.StringIO("{"))
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    status = main(words)
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("words", BAD_COMMANDS, ids=" ".join)
@pytest.mark.parametrize("lang", ["en", "ru", "qps"])
def test_a_bad_command_line_is_one_line_and_status_2_in_every_language(
    words: list[str], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if lang == "qps":
        with pseudo():
            status, out, err = _run(words, monkeypatch)
        data = {"FILE", "OUT", "FOLDER", "NAME", "PROFILE", "AUDIENCE", "python", "m"}
        data |= {"bjswitch_widgets", "replay", "house-edge", "lessons", "handout", "learner"}
        data |= {"solution", "nbgrader", "from", "force", "profile", "help", "lang", "json"}
        data |= {"bogus", "vegas", "xx", "en", "ru", "English", "Русский", "nonexistent"}
        data |= {"scenario", "b", "a", "x", "h", "class-report"}
        assert _leaks(err, allowed=data | set(PROFILES)) == [], err
    else:
        monkeypatch.setenv("BJSWITCH_LANG", lang)
        status, out, err = _run(words, monkeypatch)
        assert err.startswith("ошибка: " if lang == "ru" else "error: "), err
    assert (status, out, err.count("\n"), err.endswith("\n")) == (2, "", 1, True), err


def test_the_command_lines_russian(monkeypatch: pytest.MonkeyPatch) -> None:
    """BJSWITCH_LANG=ru, or --lang ru before the command; --lang en wins over the variable."""
    assert _run(["--lang", "ru", "replay"], monkeypatch)[2] == (
        "ошибка: replay: не хватает аргументов: FILE (использование: python -m bjswitch_widgets "
        "replay FILE.json (FILE может быть - для стандартного ввода))\n"
    )
    monkeypatch.setenv("BJSWITCH_LANG", "ru")
    assert _run(["bogus"], monkeypatch)[2] == (
        "ошибка: неизвестная команда 'bogus': выберите replay, house-edge, lessons, handout или "
        "class-report (их перечисляет --help)\n"
    )
    status, out, err = _run(["--lang=ru", "handout", "--help"], monkeypatch)
    assert (status, err) == (0, "") and out.startswith(
        "использование: python -m bjswitch_widgets handout OUT"
    )
    assert _run(["--lang", "en", "replay", "-"], monkeypatch)[2].startswith(
        "error: standard input: not valid JSON: Expecting property name"
    )
    assert _run(["replay", "-"], monkeypatch)[2] == (
        "ошибка: стандартный ввод: неверный JSON: ожидалось имя поля в двойных кавычках "
        "(строка 1, столбец 2)\n"
    )


@pytest.mark.parametrize("lang", ["ru", "qps"])
def test_every_help_is_marked_and_said(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for command in (["--help"], ["replay", "-h"], ["house-edge", "-h"], ["lessons", "-h"],
                    ["handout", "-h"], ["class-report", "-h"]):  # fmt: skip
        if lang == "qps":
            with pseudo():
                status, out, err = _run(command, monkeypatch)
            assert out.startswith("⟦usage: ⟧python -m bjswitch_widgets"), out
        else:
            status, out, err = _run(["--lang", lang, *command], monkeypatch)
            assert out.startswith("использование: python -m bjswitch_widgets"), out
        assert (status, err) == (0, "")


def _raising(error: BaseException) -> Callable[[object], None]:
    def run(args: object) -> None:
        raise error

    return run


#: What a command may meet while it runs: a file it cannot write, no memory, a closed stream.
RUN_FAILURES: list[BaseException] = [
    OSError(28, "No space left on device", "out/a.html"),
    OSError(13, "Permission denied"),
    MemoryError(),
]


@pytest.mark.parametrize("failure", RUN_FAILURES, ids=repr)
def test_a_failure_while_running_is_said_in_the_language(
    failure: BaseException, monkeypatch: pytest.MonkeyPatch
) -> None:
    import bjswitch_widgets.__main__ as cli

    monkeypatch.setitem(cli._RUN, "house-edge", _raising(failure))
    with pseudo():
        status, _out, err = _run(["house-edge"], monkeypatch)
    assert (status, err.count("\n")) == (2, 1)
    assert _leaks(err.replace("out/a.html", ""), allowed={"house-edge"}) == [], err
    status, _out, err = _run(["--lang", "ru", "house-edge"], monkeypatch)
    assert (status, err.count("\n")) == (2, 1) and err.startswith("ошибка: "), err


def test_a_closed_stream_is_said_in_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    closed = io.StringIO()
    closed.close()
    for stdout in (None, closed):
        err = io.StringIO()
        monkeypatch.setattr(sys, "stdout", stdout)
        monkeypatch.setattr(sys, "stderr", err)
        with pseudo():
            assert main(["handout", "--help"]) == 2
        assert _leaks(err.getvalue()) == [], err.getvalue()
        err = io.StringIO()
        monkeypatch.setattr(sys, "stderr", err)
        assert main(["--lang", "ru", "handout", "--help"]) == 2
        assert err.getvalue() in (
            "ошибка: не удаётся писать в стандартный вывод: он закрыт\n",
            "ошибка: не удаётся писать в стандартный вывод: операция ввода-вывода с закрытым "
            "файлом\n",
        )


def test_the_russian_of_a_failure_while_running(monkeypatch: pytest.MonkeyPatch) -> None:
    import bjswitch_widgets.__main__ as cli

    monkeypatch.setitem(cli._RUN, "house-edge", _raising(RUN_FAILURES[0]))
    assert _run(["--lang", "ru", "house-edge"], monkeypatch)[2] == (
        "ошибка: не удаётся записать 'out/a.html': на устройстве не осталось места\n"
    )
    monkeypatch.setitem(cli._RUN, "house-edge", _raising(MemoryError()))
    assert _run(["--lang", "ru", "house-edge"], monkeypatch)[2] == "ошибка: не хватает памяти\n"


def test_lang_after_the_command_is_the_same_as_before_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """``lessons learner OUT --lang ru`` as the issue spells it (issue 26): ``--lang`` among the
    command's words, not after ``--`` (where it would be a file's name)."""
    before = _run(["--lang", "ru", "handout", "--help"], monkeypatch)
    assert _run(["handout", "--help", "--lang", "ru"], monkeypatch) == before
    assert _run(["handout", "--lang=ru", "--help"], monkeypatch) == before
    assert before[1].startswith("использование: python -m bjswitch_widgets handout OUT")
    status, _out, err = _run(["replay", "--", "--lang", "ru"], monkeypatch)
    assert status == 2 and err.startswith("error: replay: unrecognized arguments"), err


@pytest.mark.parametrize(
    ("value", "spec", "english", "russian"),
    [
        (0.0889, ".3f", "0.089", "0,089"),  # lesson 07's share of rounds the dealer ends on 22
        (-0.0740, "+.4f", "-0.0740", "−0,0740"),  # lesson 02's EV per chip of insurance
        (0.0055, "+.3%", "+0.550%", "+0,550%"),  # a house edge
        (-0.00185, "6.2%", "-0.18%", "−0,18%"),  # padded to 6 places: spaces kept
        (200_000, ",d", "200,000", "200\u00a0000"),  # thousands: a no-break space in Russian
        (11.2, ".0f", "11", "11"),
    ],
)
def test_a_number_with_a_format_is_written_as_the_language_writes_it(
    value: float, spec: str, english: str, russian: str
) -> None:
    """A lesson prints its figures with ``number(value, spec)``: the English is what
    ``format`` writes; the Russian has a decimal comma, a real minus and no-break spaces
    between thousands, as the lesson's prose writes them (0,089, not 0.089)."""
    from bjswitch_widgets.language import number

    with in_language("en"):
        assert number(value, spec) == english.rjust(len(format(value, spec)))
    with in_language("ru"):
        assert number(value, spec) == russian.rjust(len(format(value, spec)))


def test_a_number_that_cannot_take_the_format_is_bad_input() -> None:
    """``number("x", ".3f")`` is the package's InvalidInputError quoting both, in the language."""
    from bjswitch_widgets.errors import InvalidInputError
    from bjswitch_widgets.language import number

    for value, spec in (("x", ".3f"), (1.5, "q"), (None, ".1%")):
        with pytest.raises(InvalidInputError) as caught:
            number(value, spec)
        assert repr(spec) in str(caught.value)
        with in_language("ru"), pytest.raises(InvalidInputError) as caught:
            number(value, spec)
        assert repr(spec) in str(caught.value)
