"""Russian for the handouts and the progress summaries (issue 25, group "handout").

* Pseudo-language: every text of a handout page (every profile, and made-up profiles reaching the
  other wordings), of the index, of the command's report and errors, and of the progress summaries
  at several states, goes through the catalogue: no word outside a ⟦…⟧.
* Russian, worked out by hand: the plural forms at 1, 2, 5, 11, 21, 22; whole sentences; the
  ``<html lang>`` of a page; the CSV's header row (translated, same columns in the same order).
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest
from pseudo import leaks, pseudo, visible

from bjswitch_widgets import InvalidInputError
from bjswitch_widgets.__main__ import handout_main
from bjswitch_widgets.language import in_language
from bjswitch_widgets.rules import CLASSIC, PROFILES, SWITCH, Profile
from bjswitch_widgets.teaching import handout_rules
from bjswitch_widgets.teaching import progress_format as fmt
from bjswitch_widgets.teaching.handout import (
    Handout,
    chart_page,
    index_page,
    pages,
    rules_page,
    write,
)  # fmt: skip
from bjswitch_widgets.teaching.progress import CSV_COLUMNS, Scoreboard
from bjswitch_widgets.teaching.progress_format import Attempt

#: What a page may show untranslated: the profiles' names, the chart's letters, the package's
#: name and the Python that shows a section.
CHART_CODES = {"H", "S", "D", "Ds", "P", "R", "Rs"}
ALLOWED = {*"_".join(PROFILES).split("_"), *CHART_CODES, "bjswitch", "widgets", "rulebook"}

#: Made-up tables reaching the wordings the four named ones do not.
VARIANTS = (
    SWITCH.replace(
        name="v_switch", resplit_aces=True, surrender=True, insurance=False,
        double_after_split=False, dealer_hits_soft_17=False, max_hands_per_position=3,
        max_boxes=2,
    ),
    CLASSIC.replace(
        name="v_classic", max_hands_per_position=4, hit_soft_21=True, surrender=True,
        insurance=False, min_bet=1, max_bet=10,
    ),
    CLASSIC.replace(name="v_no_hole", hole_card=False, max_hands_per_position=2),
    CLASSIC.replace(name="v_no_hole_insured", hole_card=False, insurance=True, surrender=True),
)  # fmt: skip


def shown(page: str) -> str:
    """What a reader sees of a page: its text (the stylesheet dropped) and its tooltips."""
    body = re.sub(r"<style>.*?</style>", " ", page, flags=re.S)
    tips = " ".join(re.findall(r'title="([^"]*)"', body))
    return f"{visible(body)} {visible(tips)}"


# ------------------------------------------------------------------ pseudo: the handouts


@pytest.mark.parametrize("name", list(PROFILES))
def test_pseudo_every_word_of_a_tables_four_pages_is_translated(name: str) -> None:
    with pseudo():
        found = pages(name)
    assert len(found) == 4
    for file, page in found.items():
        assert leaks(shown(page), allowed=ALLOWED) == [], file


@pytest.mark.parametrize("profile", VARIANTS, ids=lambda p: p.name)
def test_pseudo_every_wording_of_the_rules_is_translated(profile: Profile) -> None:
    with pseudo():
        page = rules_page(profile)
        glance = handout_rules.at_a_glance(profile)
        steps = handout_rules.rule_steps(profile)
    assert leaks(shown(page), allowed=ALLOWED | {"v", *profile.name.split("_")}) == []
    texts = [line.text for line in glance]
    texts += [text for title, lines in steps for text in [title, *(line.text for line in lines)]]
    assert [text for text in texts if leaks(text)] == []


def test_pseudo_the_index_the_report_and_the_errors(tmp_path: Path) -> None:
    with pseudo():
        index = index_page(list(PROFILES))
        reports = [str(Handout(Path("a.html"), True)), str(Handout(Path("a.html"), False))]
        errors = []
        for bad in (
            lambda: write(tmp_path, profiles=[]),
            lambda: write(tmp_path, profiles=3),  # type: ignore[arg-type]
            lambda: write(3, profiles=["switch"]),  # type: ignore[arg-type]
            lambda: pages(SWITCH.replace(name="no good")),
        ):
            with pytest.raises(InvalidInputError) as caught:
                bad()
            errors.append(str(caught.value))
    assert leaks(shown(index), allowed=ALLOWED) == []
    assert [leaks(r, allowed={"a", "html"}) for r in reports] == [[], []]
    assert [leaks(e, allowed={"no", "good'"}) for e in errors] == [[], [], [], []]


# ------------------------------------------------------------------ Russian, by hand


def test_the_page_says_its_language() -> None:
    assert '<html lang="en">' in rules_page("switch")
    with in_language("ru"):
        assert '<html lang="ru">' in rules_page("switch")
        assert '<html lang="ru">' in chart_page("classic")
        assert '<html lang="ru">' in index_page(["switch"])
    assert '<html lang="en">' in index_page(["switch"])


def ru_rules(profile: Profile) -> str:
    with in_language("ru"):
        return " ".join(visible(rules_page(profile)).split())


@pytest.mark.parametrize(
    ("n", "decks", "cards", "rounds", "chips"),
    [
        (1, "1 стандартная колода", "52 карты", "Сессия — 1 круг;", "1 фишка."),
        (2, "2 стандартные колоды", "104 карты", "Сессия — 2 круга;", "2 фишки."),
        (5, "5 стандартных колод", "260 карт", "Сессия — 5 кругов;", "5 фишек."),
        (11, "11 стандартных колод", "572 карты", "Сессия — 11 кругов;", "11 фишек."),
        (21, "21 стандартная колода", "1092 карты", "Сессия — 21 круг;", "21 фишка."),
        (22, "22 стандартные колоды", "1144 карты", "Сессия — 22 круга;", "22 фишки."),
    ],
)
def test_russian_counts_take_their_three_forms(
    n: int, decks: str, cards: str, rounds: str, chips: str
) -> None:
    page = ru_rules(SWITCH.replace(name="n", decks=n, rounds=n, starting_chips=n))
    assert f"{decks}, {cards}; весь башмак перемешивают перед каждым кругом." in page
    assert rounds in page and f"у каждого в начале {chips}" in page


@pytest.mark.parametrize(
    ("n", "hands"),
    [(2, "до 2 рук"), (5, "до 5 рук"), (11, "до 11 рук"), (21, "до 21 руки"), (22, "до 22 рук")],
)
def test_russian_a_resplit_to_n_hands(n: int, hands: str) -> None:
    """«до» takes the genitive: до 21 руки, до 22 рук."""
    page = ru_rules(CLASSIC.replace(name="n", max_hands_per_position=n))
    assert f"разделение {hands}" in page
    if n > 2:
        assert f"пары не из тузов — и снова, всего {hands}." in page


def test_russian_whole_sentences_of_the_switch_table() -> None:
    page = ru_rules(SWITCH)
    assert "6 колод §1.1" in page and "дилер берёт на мягких 17" in page
    assert "22 у дилера — возврат" in page and "разделение до 4 рук" in page
    assert (
        "Страховка — только при открытом тузе, до обмена и других решений: до половины ставки "
        "позиции, целыми фишками (1 при ставке 2)." in page
    )
    assert "Кому не хватает на обязательные ставки (4 фишки), тот вне игры." in page
    assert "Цена обмена: натуральные платят 1:1, а 22 у дилера — возврат." in page


def test_russian_the_online_tables_bets_and_boxes() -> None:
    page = ru_rules(PROFILES["online_switch"])
    assert "8 стандартных колод, 416 карт" in page
    assert "ставки равные: 1–10 фишек на позицию (по умолчанию 2)." in page
    assert "Ставки 1–10 на позицию (по умолчанию 2), от 1 до 3 боксов." in page
    assert "пара 1:1, две пары 8:1, тройка 5:1, каре 40:1; иначе проигрывает." in page
    assert "(4 фишки при ставке по умолчанию)" in page


def test_russian_the_chart_and_the_switch_guide() -> None:
    with in_language("ru"):
        page = " ".join(visible(chart_page("switch")).split())
        no_hole = " ".join(visible(chart_page("jack_switch")).split())
    for text in ("Жёсткие суммы", "Мягкие суммы", "Пары", "Что означают буквы",
                 "рука открытая карта дилера", "Оставить или обменять?"):  # fmt: skip
        assert text in page
    assert "Оставленная натуральная: +100 против 2–A." in page  # after the peek
    assert "Оставленная натуральная: +100 против 2–9; +93 против 10; +69 против A." in no_hole
    assert "Памятка стола · цветная Базовая стратегия" in page
    assert (
        "Сложите цены рук как розданы и после обмена вторых карт; выберите большую сумму." in page
    )


def test_only_a_russian_page_is_set_a_little_tighter() -> None:
    """Russian runs longer than English: its pages carry a few rules more, so that they too print
    on one sheet (tests/test_browser_handout.py); an English page is as it was."""
    assert ":lang(" not in rules_page("switch") + chart_page("switch")
    with in_language("ru"):
        rules, chart = rules_page("switch", colour=False), chart_page("switch")
    assert ":lang(ru) body { line-height: 1.2; }" in rules
    assert ":lang(ru) .guide th.row { width: 15.4mm; }" in chart


def test_russian_the_commands_report_and_an_error(tmp_path: Path) -> None:
    with in_language("ru"):
        assert str(Handout(Path("x.html"), True)) == "записан  x.html"
        assert str(Handout(Path("x.html"), False)) == (
            "оставлен x.html (он уже есть; --force заменит его)"
        )
        with pytest.raises(InvalidInputError, match=r"^стол не выбран: назовите хотя бы один"):
            write(tmp_path, profiles=[])


# ------------------------------------------------------------------ the progress summaries

LESSON, OTHER, EXAM = "01_card_values", "02_insurance_and_peek", "10_assessment"


def board_at(tmp_path: Path, state: str) -> Scoreboard:
    """A scoreboard with nothing done, some lessons answered, or the assessment handed in."""
    board = Scoreboard(tmp_path / f"{state}.json")
    if state in ("some", "handed_in"):
        board.record(LESSON, "A♠ 6♦?", section="Ace (§1.1)", correct=False, attempt=1)
        board.record(LESSON, "A♠ 6♦?", section="Ace (§1.1)", correct=True, attempt=1)
        board.record(LESSON, "K♠ Q♦?", section="Cards (§1.1)", correct=True, attempt=1)
        board.record(LESSON, "Drill 1: 5♠?", section="Drill", correct=False, attempt=2)
        board.reveal(OTHER, "Q?", attempt=1)
        board.record(OTHER, "Q?", correct=True, attempt=2)
        board.record(OTHER, "Q2?", correct=False)
    if state == "handed_in":
        board.record_all(EXAM, {f"q{n}": n % 3 == 0 for n in range(1, 13)}, attempt=1)
        board.record_all(EXAM, {f"q{n}": n % 2 == 0 for n in range(1, 13)}, attempt=2)
    return board


#: What a summary may show untranslated: the lessons' names, questions and sections (data).
DATA = {"card", "values", "insurance", "and", "peek", "assessment", "Ace", "Cards", "Drill",
        "Q", "q", "ipynb", "bjs", "progress", "style", "text", "align", "left", "margin",
        "padding", "em"}  # fmt: skip


@pytest.mark.parametrize("state", ["nothing", "some", "handed_in"])
def test_pseudo_every_word_of_a_summary_and_the_csv_header(tmp_path: Path, state: str) -> None:
    board = board_at(tmp_path, state)
    with pseudo():
        summary = board.progress()
        texts = [str(summary), repr(summary), visible(summary._repr_html_())]
        texts.append(visible(summary.table_html()))
        header, *rows = summary.csv().splitlines()
    assert [text for text in texts if leaks(text, allowed=DATA)] == []
    assert leaks(header.replace("_", " ").replace(",", " ")) == []
    dates = {"T"}  # 2026-12-02T19:48:18+00:00
    assert [row for row in rows if leaks(row, allowed=DATA | dates)] == []


def test_pseudo_every_attempt_result_and_how_it_went() -> None:
    with pseudo():
        results = [
            Attempt(1).result, Attempt(1, 1, 1).result, Attempt(2, 3, 3).result,
            Attempt(3, 1, None, True).result,
        ]  # fmt: skip
    assert [r for r in results if leaks(r)] == []


def test_pseudo_every_note_about_the_file_and_every_error(tmp_path: Path) -> None:
    (tmp_path / "bad.json").write_text("{bad", encoding="utf-8")
    (tmp_path / "big.json").write_bytes(b" " * (fmt.MAX_BYTES + 1))
    (tmp_path / "q.json").write_text(
        '{"format": "bjswitch_widgets progress", "version": 1, "lessons": {}, "practice": 3}',
        encoding="utf-8",
    )
    (tmp_path / "r.json").write_text(
        '{"format": "bjswitch_widgets progress", "version": 1, "lessons": {}, "practice": {"t": 3}}',
        encoding="utf-8",
    )
    (tmp_path / "folder.json").mkdir()
    notes: list[str] = []
    errors: list[str] = []
    with pseudo():
        for name in ("bad.json", "big.json", "folder.json"):
            board = Scoreboard(tmp_path / name)
            board.record(LESSON, "Q?", correct=True)
            notes += board.notes
        for name in ("q.json", "r.json"):
            board = Scoreboard(tmp_path / name)
            board.practice("t")
            notes += board.notes
        board = Scoreboard(tmp_path / "s.json")
        board.save_practice("t", {"x": "y" * 70_000})
        notes += board.notes
        for bad in (
            lambda: Scoreboard(3),  # type: ignore[arg-type]
            lambda: board.record(LESSON, "Q?", correct=True, attempt=0),
            lambda: board.record("x y", "Q?", correct=True),
            lambda: board.record(LESSON, 3, correct=True),  # type: ignore[arg-type]
            lambda: board.record(LESSON, "Q?", section=3, correct=True),  # type: ignore[arg-type]
            lambda: board.practice("!"),
            lambda: board.save_practice("t", {"x": object()}),
        ):
            with pytest.raises(InvalidInputError) as caught:
                bad()
            errors.append(str(caught.value))
        reasons = []
        for text in (
            "{x", "[]", '{"format": "bjswitch_widgets progress", "version": 2}',
            '{"format": "bjswitch_widgets progress", "version": 1, "lessons": 3}',
            '{"format": "bjswitch_widgets progress", "version": 1, "lessons": {"a b": {}}}',
            '{"format": "bjswitch_widgets progress", "version": 1, "lessons": {"ab": 3}}',
            '{"format": "bjswitch_widgets progress", "version": 1, "lessons": {"ab": {"q": 3}}}',
            '{"format": "bjswitch_widgets progress", "version": 1, "lessons": {"ab": {"q": {}}}}',
        ):  # fmt: skip
            with pytest.raises(ValueError) as why:
                fmt.parse(text)
            reasons.append(str(why.value))
        for entry in (3, {"saved_at": "x"}, {"saved_at": "x", "state": {"a": "x" * 70_000}}):
            with pytest.raises(ValueError) as why:
                fmt.practice_state(entry)
            reasons.append(str(why.value))
    assert len(notes) == 6
    # Data a note may carry: the file's names and path, Python's and the system's own words.
    names = {*re.findall(r"[A-Za-z]+", str(tmp_path)), "bad", "big", "json", "folder", "q", "r",
             "s", "set-aside-", "t'"}  # fmt: skip
    python = {"Expecting", "property", "name", "enclosed", "in", "double", "quotes", "line",
              "column", "char", "not", "a", "regular", "file", "folder"}  # fmt: skip
    notes = [n.replace(str(tmp_path), "") for n in notes]
    assert [leaks(n, allowed=names | python) for n in notes] == [[]] * 6
    objects = {"Object", "of", "type", "object", "is", "not", "JSON", "serializable", "x", "y"}
    examples = {"card", "values'", "trainer", "switch'", "y'"}  # names as examples, 'x y'
    assert [e for e in errors if leaks(e, allowed=objects | examples)] == []
    # Data a reason may carry: the file's field names and lessons, Python's own words.
    fields = {"first", "try", "tries", "solved", "revealed", "at", "last", "ab'", "q'", "b'",
              "bjswitch", "widgets", "progress'", "a"}  # fmt: skip
    reasons[0] = re.sub(r"\(⟧.*⟦\)", "(⟧⟦)", reasons[0])  # json's own message, in English
    assert [leaks(r.replace("_", " "), allowed=fields) for r in reasons] == [[]] * len(reasons)


# ------------------------------------------------------------------ the summaries in Russian


@pytest.mark.parametrize(
    ("n", "questions"),
    [(1, "1 вопроса"), (2, "2 вопросов"), (5, "5 вопросов"), (11, "11 вопросов"),
     (21, "21 вопроса"), (22, "22 вопросов")],
)  # fmt: skip
def test_russian_the_summary_counts_its_questions(tmp_path: Path, n: int, questions: str) -> None:
    """«из» takes the genitive: из 1 вопроса, из 2 вопросов, из 21 вопроса."""
    board = Scoreboard(tmp_path / "p.json")
    board.record_all(LESSON, {f"Q{k}?": k == 1 for k in range(1, n + 1)})
    with in_language("ru"):
        first = str(board.progress()).splitlines()[0]
    assert first == f"Прогресс: с первой попытки верно 1 из {questions}."


def test_russian_summaries_at_each_state(tmp_path: Path) -> None:
    with in_language("ru"):
        nothing = str(board_at(tmp_path, "nothing").progress())
        some = str(board_at(tmp_path, "some").progress()).splitlines()
        exam = board_at(tmp_path, "handed_in").progress()
        table, summary = exam.table_html(), str(exam)
    assert nothing == "Прогресс: пока нет ни одного ответа."
    assert some == [
        "Прогресс: с первой попытки верно 1 из 5 вопросов.",
        "01_card_values: с первой попытки верно 1 из 3; посмотреть ещё раз: Ace (§1.1) (A♠ 6♦?);"
        " Drill 1: 5♠?",
        "02_insurance_and_peek: с первой попытки верно 0 из 2; посмотреть ещё раз: урок (Q?); "
        "урок (Q2?)",
    ]
    assert summary.splitlines()[0] == "Прогресс: с первой попытки верно 5 из 17 вопросов."
    assert "10_assessment: с первой попытки верно 4 из 12;" in summary
    assert "<th>урок</th><th>первая попытка</th><th>стоит посмотреть ещё раз</th>" in table
    assert (
        "(ответ показан до того, как вы ответили; прохождение 2: верно с первой попытки)" in table
    )
    assert "q1 <i>(сначала неверно, пока не решено; прохождение 2: пока не верно)</i>" in table
    assert (
        "q2 <i>(сначала неверно, потом решено; прохождение 2: верно с первой попытки)</i>" in table
    )
    assert "A♠ 6♦? <i>(сначала неверно, потом решено)</i>" in table


def test_russian_attempts_and_tries() -> None:
    with in_language("ru"):
        words = [Attempt(1).result, Attempt(1, 1, 1).result, Attempt(2, 3, 3).result,
                 Attempt(2, 21, 21).result, Attempt(3, 1, None, True).result]  # fmt: skip
    assert words == [
        "пока не верно", "верно с первой попытки", "верно на 3-й попытке",
        "верно на 21-й попытке", "ответ показан",
    ]  # fmt: skip


def test_russian_csv_header_and_cells_the_same_columns_in_the_same_order(tmp_path: Path) -> None:
    board = board_at(tmp_path, "some")
    english = list(csv.reader(io.StringIO(board.progress().csv())))
    with in_language("ru"):
        russian = list(csv.reader(io.StringIO(board.progress().csv())))
    assert english[0] == list(CSV_COLUMNS)
    assert russian[0] == [
        "урок", "вопрос", "раздел", "первая_попытка", "попыток", "решён", "ответ_показан",
        "первый_ответ", "последний_ответ", "прохождения",
    ]  # fmt: skip
    assert len(russian) == len(english) and all(len(r) == len(CSV_COLUMNS) for r in russian)
    first = dict(zip(CSV_COLUMNS, russian[1], strict=True))
    assert (first["first_try"], first["solved"], first["revealed"]) == ("неверно", "да", "нет")
    assert first["attempts"] == "1: верно на 2-й попытке"
    assert [dict(zip(CSV_COLUMNS, r, strict=True))["lesson"] for r in russian[1:]] == [
        row[0] for row in english[1:]
    ]


def test_russian_a_note_and_an_error(tmp_path: Path) -> None:
    board = Scoreboard(tmp_path / "s.json")
    with in_language("ru"):
        board.save_practice("t", {"x": "y" * 70_000})
        with pytest.raises(InvalidInputError) as caught:
            board.record(LESSON, "Q?", correct=True, attempt=0)
    assert board.notes == ["Практика 't' больше 64\u00a0000 байт и не сохранена."]
    assert str(caught.value) == "номер прохождения — целое число от 1, а не 0"


def test_russian_the_handout_command_writes_russian_pages(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``python -m bjswitch_widgets handout OUT`` in Russian: its report and every page."""
    with in_language("ru"):
        assert handout_main([str(tmp_path), "--profile", "classic"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 5 and all(line.startswith("записан  ") for line in lines)
    for page in sorted(tmp_path.glob("*.html")):
        text = page.read_text(encoding="utf-8")
        assert text.startswith('<!DOCTYPE html>\n<html lang="ru">'), page.name
    index = visible((tmp_path / "index.html").read_text(encoding="utf-8"))
    assert "Памятки столов" in index and "Классический блэкджек (6 колод, S17, 3:2)" in index
