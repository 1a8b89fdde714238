"""The table's texts in every language (issue 25): every text a SwitchTable shows — labels,
tooltips, aria labels, the felt, the status line, insurance rows, the Advisor, Why not?, the log,
the standings and the export — goes through the catalogues, and a table made with ``lang=``
speaks its own language from its first render to each click's answer, whatever the kernel
speaks."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator
from types import SimpleNamespace
from typing import Any

import ipywidgets
import pytest
from pseudo import leaks, pseudo, visible

from bjswitch_widgets import Seat, SwitchTable
from bjswitch_widgets.errors import InvalidInputError
from bjswitch_widgets.language import in_language, set_language
from bjswitch_widgets.round import ActionKind
from bjswitch_widgets.rules import get_profile
from bjswitch_widgets.widgets.controls import CONTROLS, control, keys_help, with_key
from bjswitch_widgets.widgets.panel_html import advisor_html, export_html, why_not_html
from bjswitch_widgets.widgets.panels import LogPanel
from bjswitch_widgets.widgets.render import size_class
from bjswitch_widgets.widgets.texts import (
    InsuranceOption,
    action_tooltip,
    bets_heading,
    box_insurance_words,
    dealer_tooltip,
    insurance_label,
    lesson_cell,
    next_round_tooltip,
    position_insurance_words,
    undo_tooltip,
)

#: Data a text may carry as it is: players' names (a table's own seats are ``Player 1`` …:
#: names, the same in every language, as the scenarios and the state give them), the keys'
#: letters and names.
ALLOWED = {"Ann", "Ben", "Player", "Enter", "Tab", *(c.key for c in CONTROLS)}
PROFILES = ("switch", "classic", "online_switch", "jack_switch")

WORKED = {"players": ["Ann"], "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]}
INSURANCE = {"players": ["Ann"], "cards": ["9♠", "8♠", "A♦", "7♠", "7♥", "9♦", "10♦"]}
SPLIT = {"players": ["Ann"], "cards": ["8♠", "10♣", "9♣", "8♦", "7♥", "7♦", "3♣", "2♦"]}
BOX_INSURANCE = {
    "profile": "online_switch",
    "players": [{"name": "Ann", "boxes": 2}],
    "cards": ["9♠", "8♠", "7♠", "6♠", "A♦", "9♥", "8♥", "7♥", "6♥"],
}
PAID = {"players": ["Ann"], "cards": ["9♠", "8♠", "A♦", "7♠", "7♥", "K♦"]}
CLASSIC = {"profile": "classic", "players": ["Ann"], "cards": ["9♠", "A♦", "7♠", "9♦"]}
CLASSIC_BUST = {"profile": "classic", "players": ["Ann"], "cards": ["10♠", "6♦", "7♠", "10♦", "9♣"]}
SURRENDER = {
    "profile": "jack_switch",
    "players": ["Ann"],
    "cards": ["A♠", "10♣", "9♣", "5♥", "K♥", "8♦"],
}

_ARIA = re.compile(r'(?:aria-label|title|placeholder)="([^"]*)"')
_CODE = re.compile(r"<textarea[^>]*>.*?</textarea>", re.S)


def texts(widget: Any) -> Iterator[tuple[str, str]]:
    """Every text of a widget tree a learner reads or hears: labels, tooltips, placeholders,
    the HTML widgets' text and their aria labels, the accordions' titles, the live region's
    aria. The exported code (a textarea: JSON and Python) is data, checked on its own."""
    kind = type(widget).__name__
    for attr in ("description", "tooltip", "placeholder"):
        value = getattr(widget, attr, None)
        if isinstance(value, str) and value.strip("\u200b "):
            yield f"{kind}.{attr}", value
    value = getattr(widget, "value", None)
    if isinstance(value, str) and value and not value.lstrip().startswith("<style"):
        yield f"{kind}.value", " ".join(visible(_CODE.sub(" ", value)).split())
        for label in _ARIA.findall(value):
            yield f"{kind}.aria", html.unescape(label)
    for title in getattr(widget, "titles", ()) or ():
        if title:
            yield f"{kind}.title", title
    for attributes in (getattr(widget, "aria", None) or {}).values():
        if "aria-label" in attributes:
            yield f"{kind}.aria", attributes["aria-label"]
    for child in getattr(widget, "children", ()) or ():
        yield from texts(child)


def leaked(table: SwitchTable) -> list[tuple[str, list[str], str]]:
    """The texts of the table with an unmarked word, and those words."""
    out = []
    for where, text in texts(table):
        words = leaks(text, allowed=ALLOWED)
        if words:
            out.append((where, words, text))
    return out


def _open_everything(table: SwitchTable) -> None:
    table._why.toggle.value = True
    table._log_box.selected_index = 0
    table._seats.selected_index = 0
    if table._export is not None and not table._export.opened:
        table._export.toggle.click()


def _finish(table: SwitchTable) -> None:
    """Stand (or the first legal choice) until the round is over, the dealer stepped through."""
    while not table.round.is_over:
        if table.controller.dealer_turn:
            table.controller.deal_dealer()
            continue
        legal = [str(a) for a in table.round.legal_actions()]
        table.play("stand" if "stand" in legal else legal[0])


# ---------------------------------------------------------------------- the pseudo-language


def _moments_insurance() -> Iterator[tuple[str, SwitchTable]]:
    table = SwitchTable(scenario=INSURANCE, dealer_delay=0, advisor=True, export=True)
    _open_everything(table)
    yield "just dealt, insurance offered", table
    table.insurance_buttons(1)[0].click()
    yield "hand 1 insured, hand 2 asked", table
    table.insurance_buttons(2)[1].click()
    yield "the switch decision", table
    table.button("Keep").click()
    yield "playing hand 1", table
    table = SwitchTable(scenario=PAID, dealer_delay=0)
    table.insurance_buttons(1)[0].click()
    table.insurance_buttons(2)[0].click()
    yield "insurance paid on a dealer natural", table
    table = SwitchTable(scenario=CLASSIC, dealer_delay=0, advisor=True)
    _open_everything(table)
    yield "one position asked for insurance", table
    table = SwitchTable(scenario=CLASSIC_BUST, dealer_delay=0)
    table.button("Stand").click()
    yield "the dealer busts", table


def _moments_split_and_dealer() -> Iterator[tuple[str, SwitchTable]]:
    table = SwitchTable(scenario=SPLIT, dealer_delay=None, advisor=True, export=True)
    _open_everything(table)
    table.button("Keep").click()
    table.button("Split").click()
    yield "mid-play after a split", table
    while not table.controller.dealer_turn:
        table.play("stand")
    yield "the dealer's turn, step by step", table
    table.button("Deal dealer").click()
    yield "the hole card turned", table
    _finish(table)
    yield "settled, the event log and the export open", table


def _moments_online() -> Iterator[tuple[str, SwitchTable]]:
    table = SwitchTable(scenario=BOX_INSURANCE, dealer_delay=0, advisor=True)
    _open_everything(table)
    yield "insurance per box", table
    table.insurance_buttons(1)[0].click()
    yield "box 2 asked", table
    table = SwitchTable(["Ann", "Ben"], profile="online_switch", seed=4, dealer_delay=0, rounds=2)
    _open_everything(table)
    table.set_bets("Ann", 3, 5, 2)
    table.set_bets("Ben", 0, 1)
    _finish(table)
    table.button("Next round").click()
    yield "Super Match and a player without a bet", table
    _finish(table)
    yield "settled at an online table", table
    table._clear.click()
    yield "no bet for the next round", table
    table._repeat.click()
    table.button("Next round").click()
    _finish(table)
    yield "the session over: standings", table
    table = SwitchTable(
        [Seat("Ann", 100), Seat("Ben", 1)], profile="online_switch", seed=1, dealer_delay=0
    )
    yield "a seat without the chips for its bets", table


def _moments_jack() -> Iterator[tuple[str, SwitchTable]]:
    table = SwitchTable(scenario=SURRENDER, dealer_delay=None, advisor=True)
    _open_everything(table)
    table.button("Switch").click()
    yield "a switched ace and ten, surrender offered", table
    table.button("Stand").click()
    table.button("Surrender").click()
    yield "surrendered, settled at the end; no hole card", table
    _finish(table)
    yield "late surrender settled", table


def _moments_session() -> Iterator[tuple[str, SwitchTable]]:
    table = SwitchTable([Seat("Ann", 100), Seat("Ben", 3)], seed=1, dealer_delay=0, undo=False)
    _open_everything(table)
    yield "a seat sitting out, undo off", table
    table = SwitchTable(2, seed=5, computer=[2], rounds=2, dealer_delay=0)
    _open_everything(table)
    first = next(iter(table.controller.bets))  # the table's name for its first seat
    table.controller.set_computer(first, True)
    yield "every seat the computer's", table
    while not table.button("Next round").disabled:
        table.button("Next round").click()
    yield "the session over", table


MOMENTS: dict[str, Callable[[], Iterator[tuple[str, SwitchTable]]]] = {
    "insurance": _moments_insurance,
    "split and dealer": _moments_split_and_dealer,
    "online": _moments_online,
    "jack": _moments_jack,
    "session": _moments_session,
}


@pytest.mark.parametrize("moments", list(MOMENTS))
def test_every_text_of_the_table_is_marked_at_every_moment(moments: str) -> None:
    with pseudo():
        for moment, table in MOMENTS[moments]():
            assert leaked(table) == [], moment


def test_the_exported_scenario_and_lesson_cell_are_marked_where_they_are_words() -> None:
    with pseudo():
        table = SwitchTable(scenario=WORKED, dealer_delay=0, export=True)
        table.button("Export scenario").click()
        view = table._export.view.value
        assert leaks(visible(_CODE.sub(" ", view))) == []
        cell = lesson_cell(table.scenario())
        comments = [line.split("#", 1)[1] for line in cell.splitlines() if "#" in line]
        assert len(comments) == 2 and all(leaks(c) == [] for c in comments)
        assert leaks(visible(export_html("", "", "⟦why not⟧"))) == []


def test_every_tooltip_and_label_function_is_marked_in_every_branch() -> None:
    option = InsuranceOption
    with pseudo():
        said: list[str] = []
        for name in PROFILES:
            prof = get_profile(name)
            said += [
                action_tooltip(kind, prof) for kind in ActionKind if kind is not ActionKind.INSURE
            ]
            said += [dealer_tooltip(prof, turn) for turn in (False, True)]
            said += [
                next_round_tooltip(prof, b, n)
                for b in ("", "round", "bets", "session")
                for n in (1, 2)
            ]
            said += [
                undo_tooltip(b, n, prof, stacked=s)
                for b in ("off", "final", "nothing", "")
                for n in (1, 2)
                for s in (False, True)
            ]
            said += [insurance_label(prof, 1, chosen) for chosen in (None, 0, 1, 2)]
            said.append(bets_heading(prof))
            for opt in (option(True, 2), option(False, 0, chosen=2), option(False, 0, chosen=0)):
                said += [
                    position_insurance_words(prof, 0, opt, insure=i, one=o)
                    for i in (True, False)
                    for o in (True, False)
                ]
        said += [with_key("", "hit"), keys_help([c.name for c in CONTROLS])]
        said += [c.label for c in CONTROLS] + [c.help_words for c in CONTROLS]
        said += [why_not_html([]), advisor_html(None)]
        for text in said:
            assert leaks(visible(text), allowed=ALLOWED) == [], text


def test_every_error_of_the_table_is_marked() -> None:
    with pseudo():
        table = SwitchTable(scenario=WORKED, dealer_delay=0)
        own = SwitchTable(dealer_delay=0)
        refusals: list[Callable[[], object]] = [
            lambda: table.controller.insure("1", True),  # type: ignore[arg-type]
            lambda: table.controller.set_computer("Zed", True),
            lambda: own.controller.play_scenario(),
            lambda: table.button("Fold"),
            lambda: size_class("huge"),
            lambda: control("fold"),
        ]
        for refuse in refusals:
            with pytest.raises((InvalidInputError, KeyError)) as caught:
                refuse()
            message = caught.value.args[0]
            # The argument's name and the quoted value given are data.
            data = {"index", "Zed'", "Fold'", "huge'", "fold'", "normal'", "large'"}
            assert leaks(message, allowed=data) == [], message


# ---------------------------------------------------------------------- the table's own language

_LATIN = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_CYRILLIC = re.compile(r"[А-Яа-яЁё]")
#: What stays as it is in a Russian table: names, keys, card ranks, rule codes.
RUSSIAN_ALLOWED = ALLOWED | {"A", "K", "Q", "J", "H17", "S17", "EV", "P", "JSON", "Python"}


def _english_words(table: SwitchTable) -> list[tuple[str, str]]:
    return [
        (where, word)
        for where, text in texts(table)
        if "rulebook" not in text  # the export note quotes code: rulebook("5"), replay(scenario)
        for word in _LATIN.findall(text)
        if word not in RUSSIAN_ALLOWED
    ]


def _play_through(table: SwitchTable, labels: tuple[str, ...]) -> Iterator[str]:
    """Click the buttons named (in English: ``button`` reads both), saying each moment."""
    _open_everything(table)
    yield "dealt"
    for label in labels:
        table.button(label).click()
        yield label


def test_a_russian_table_speaks_russian_while_the_kernel_speaks_english() -> None:
    set_language("en")
    table = SwitchTable(scenario=INSURANCE, dealer_delay=None, advisor=True, export=True, lang="ru")
    assert table.lang == "ru" and table.controller.lang == "ru"
    for moment in _play_through(table, ()):
        assert _english_words(table) == [], moment
    table.insurance_buttons(1)[1].click()
    table.insurance_buttons(2)[1].click()
    for moment in _play_through(table, ("Keep", "Stand", "Stand", "Deal dealer", "Deal dealer")):
        assert _english_words(table) == [], moment
    assert "Круг окончен" in table._status.value
    set_language("en")
    assert "Журнал событий" in table._log_box.titles[0]


def test_an_english_table_speaks_english_while_the_kernel_speaks_russian() -> None:
    set_language("ru")
    table = SwitchTable(scenario=SPLIT, dealer_delay=None, advisor=True, export=True, lang="en")
    for moment in _play_through(table, ("Keep", "Split", "Stand", "Stand", "Stand")):
        russian = [(w, t) for w, t in texts(table) if _CYRILLIC.search(t)]
        assert russian == [], moment
    while table.controller.dealer_turn:
        table.button("Deal dealer").click()
        assert not [t for _, t in texts(table) if _CYRILLIC.search(t)]
    assert "Round over" in table._status.value


def test_the_kernels_language_is_followed_by_a_table_made_without_lang() -> None:
    set_language("ru")
    table = SwitchTable(scenario=WORKED, dealer_delay=0)
    assert table.lang is None
    assert table.button("Switch").description == "Обменять"
    assert "оставить или обменять?" in table._status.value
    set_language("en")  # the kernel changes its language: the table follows at its next change
    table.button("Keep").click()
    assert table.button("Hit").description == "Hit" and "Ann, hand 1" in table._status.value
    assert "<kbd>H</kbd> hit" in table._keys_help.value
    assert table._seats.titles[0] == "Seats: person or computer"
    assert table._advisor.toggle.description == "Advisor"
    assert table._why.toggle.tooltip.startswith("List under the buttons")
    # Only the log keeps the steps written before, in the language they were written in.
    log = " ".join(visible(table._log.value).split())
    assert not [t for _, t in texts(table) if _CYRILLIC.search(t) and t != log]


def test_a_bad_language_is_refused_before_any_widget_is_built() -> None:
    before = len(ipywidgets.widgets.widget._instances)
    with pytest.raises(InvalidInputError, match="'xx'"):
        SwitchTable(scenario=WORKED, lang="xx")
    assert len(ipywidgets.widgets.widget._instances) == before


# ---------------------------------------------------------------------- Russian worked by hand


def test_the_buttons_keys_and_tooltips_in_russian() -> None:
    table = SwitchTable(scenario=WORKED, dealer_delay=0, lang="ru")
    labels = [
        table.button(label).description
        for label in ("Keep", "Switch", "Hit", "Stand", "Double", "Split")
    ]
    assert labels == ["Оставить", "Обменять", "Взять карту", "Остановиться", "Удвоить", "Разделить"]
    assert table.button("Взять карту") is table.button("Hit")
    assert table.button("Next round").description == "Следующий круг"
    assert (
        table.button("Switch").tooltip == "[W] Поменять местами вторые карты ваших двух рук (§1.7)"
    )
    keys = table._keys_help.value
    assert "<kbd>H</kbd> взять карту" in keys and "<kbd>Enter</kbd> следующий круг" in keys
    assert 'aria-label="Клавиши"' in keys
    assert table._why.toggle.description == "Почему нет?"
    table.button("Keep").click()
    assert table.button("Hit").tooltip == "[H] Взять одну карту (§1.8)"


def test_the_worked_example_in_russian_sentences() -> None:
    table = SwitchTable(scenario=WORKED, dealer_delay=0, lang="ru")
    assert "Ann: оставить или обменять? (§1.7)" in visible(table._status.value)
    preview = " ".join(visible(table._preview.value).split())
    assert "Ann , оставить или обменять? Местами меняются только вторые карты (§1.7)." in preview
    for label in ("Switch", "Double", "Stand"):
        table.button(label).click()
    felt = table._table.value
    assert "Возврат · возвращено 4" in felt and "Возврат · возвращено 2" in felt
    assert visible(table._status.value).strip() == (
        "Круг окончен. Возвращено: Ann — 6 фишек. Сессия окончена — смотрите итоги."
    )
    assert 'aria-label="закрытая карта"' not in felt and 'aria-label="семёрка бубён"' in felt


def test_the_play_question_names_the_choices_in_russian() -> None:
    table = SwitchTable(scenario=WORKED, dealer_delay=0, lang="ru")
    table.button("Keep").click()
    assert visible(table._status.value).strip() == (
        "Ann, рука 1 (жёсткие 15): взять карту, остановиться, удвоить?"
    )


@pytest.mark.parametrize(
    ("n", "insured", "played", "scored"),
    [
        (1, "на 1 фишку", "сыгран 1 круг", None),
        (2, "на 2 фишки", "сыграно 2 круга", "его 2 круга идут в зачёт"),
        (5, "на 5 фишек", "сыграно 5 кругов", "его 5 кругов идут в зачёт"),
        (11, "на 11 фишек", "сыграно 11 кругов", "его 11 кругов идут в зачёт"),
        (21, "на 21 фишку", "сыгран 21 круг", "его 21 круг идёт в зачёт"),
        (22, "на 22 фишки", "сыграно 22 круга", "его 22 круга идут в зачёт"),
    ],
)
def test_counts_take_the_three_russian_forms(
    n: int, insured: str, played: str, scored: str | None
) -> None:
    prof = get_profile("switch")
    with in_language("ru"):
        assert insurance_label(prof, 2, chosen=n) == f"Рука 2: вы застраховали её {insured}"
        assert (
            insurance_label(get_profile("classic"), 1, chosen=n)
            == f"Страховка: вы застраховали руку {insured}"
        )
        assert next_round_tooltip(prof, "session", n) == f"Сессия окончена ({played})"
        if scored is not None:
            assert undo_tooltip("off", n, prof) == (
                f"Отмена за этим столом выключена: {scored}, поэтому результат нельзя переиграть"
            )


@pytest.mark.parametrize(
    ("n", "steps", "standings"),
    [
        (1, "1 шаг", "Итоги после 1 круга"),
        (2, "2 шага", "Итоги после 2 кругов"),
        (5, "5 шагов", "Итоги после 5 кругов"),
        (11, "11 шагов", "Итоги после 11 кругов"),
        (21, "21 шаг", "Итоги после 21 круга"),
        (22, "22 шага", "Итоги после 22 кругов"),
    ],
)
def test_the_log_and_the_standings_count_in_russian(n: int, steps: str, standings: str) -> None:
    from bjswitch_widgets.widgets.panel_html import standings_html

    log = LogPanel(lang="ru")
    log.render(SimpleNamespace(events=[SimpleNamespace(text="·")] * n), 3)  # type: ignore[arg-type]
    assert log.titles[0] == f"Журнал событий — круг 3 ({steps})"
    with in_language("ru"):
        assert standings in visible(standings_html([], n))


@pytest.mark.parametrize(("bet", "chips"), [(1, "1 фишку"), (2, "2 фишки"), (5, "5 фишек")])
def test_insurance_per_box_says_its_cost_in_russian(bet: int, chips: str) -> None:
    prof = get_profile("online_switch")
    rnd = SimpleNamespace(
        to_act=SimpleNamespace(player="Ann", box=2), current_player=SimpleNamespace(bet=bet)
    )
    with in_language("ru"):
        words = box_insurance_words(prof, rnd, InsuranceOption(True, 1), True)  # type: ignore[arg-type]
    assert words == (
        f"Ann, бокс 2: застраховать на {chips} — половину двух ставок бокса "
        f"(платит 2:1 при натуральной у дилера, {prof.cite('insurance')})"
    )


def test_the_advisor_writes_its_numbers_the_russian_way() -> None:
    table = SwitchTable(scenario=WORKED, dealer_delay=0, advisor=True, lang="ru")
    table.button("Keep").click()
    advisor = " ".join(visible(table._advisor.value).split())
    assert (
        "Советник — математическое ожидание (эта рука, в ставках, дальше лучшая игра):" in advisor
    )
    assert "Ваш выбор — оставить:" in advisor
    assert re.search(r"взять карту −\d,\d{3}", advisor), advisor


def test_a_russian_table_keeps_its_language_for_the_dealers_steps_and_after_the_kernel_changes() -> (
    None
):
    table = SwitchTable(scenario=WORKED, dealer_delay=None, lang="ru")
    set_language("en")
    for label in ("Switch", "Double", "Stand"):
        table.button(label).click()
    set_language("ru")
    english = SwitchTable(scenario=WORKED, dealer_delay=None, lang="en")
    set_language("en")
    while table.controller.dealer_turn:
        table.button("Deal dealer").click()
    log = visible(table._log.value)
    assert "Круг окончен" in table._status.value and not re.search(r"\b(the|dealer)\b", log)
    assert "Ann: keep or switch?" in english._status.value


def test_the_dealers_scheduled_steps_speak_the_tables_language() -> None:
    """dealer_delay > 0 on a running event loop: the steps played later (on the loop, outside
    any click) still write the log and the felt in the table's language."""
    import asyncio

    async def main() -> None:
        set_language("en")
        table = SwitchTable(scenario=WORKED, dealer_delay=0.02, lang="ru")
        for label in ("Switch", "Double", "Stand"):
            table.button(label).click()
        assert table.round.phase.value == "dealer"
        for _ in range(100):
            await asyncio.sleep(0.01)
            if table.round.is_over:
                break
        assert table.round.is_over
        assert 'aria-label="шестёрка бубён"' in table._table.value  # drawn on the loop
        assert "Возврат · возвращено 2" in table._table.value
        assert not re.search(r"\b(the|dealer|draws)\b", visible(table._log.value))

    asyncio.run(main())


def test_a_seats_default_name_is_said_once_after_the_word_player() -> None:
    """The Russian sentences name a player as «игрок {name}» (a name is not declined); a table's
    default names are «Игрок 1», «Игрок 2», so the word is said once: «игрок 1 уже выбрал»,
    «за игрока 2 играет компьютер», never «игрок Игрок 1»."""
    table = SwitchTable(players=2, seed=3, dealer_delay=None, lang="ru")
    assert [p.name for p in table.controller.round.players] == ["Игрок 1", "Игрок 2"]
    table._why.toggle.value = True
    table.button("Keep").click()
    why = " ".join(visible(table._why.value).split())
    assert "игрок 1 уже выбрал «оставить» (§1.7)" in why
    seats = [box.description for box in table._seats.boxes.values()]
    assert seats == ["за игрока 1 играет компьютер", "за игрока 2 играет компьютер"]
    shown = " ".join(text for _, text in texts(table))
    assert not re.search(r"[Ии]грок\w* Игрок", shown), shown


def test_a_reason_after_a_colon_starts_with_a_small_letter_in_russian() -> None:
    """«Оставить и Обменять: обмен вторых карт возможен…»: after a colon a Russian sentence
    goes on in small letters; the button's own tooltip is a sentence of its own."""
    table = SwitchTable(players=2, seed=3, dealer_delay=None, lang="ru")
    table._why.toggle.value = True
    table.button("Keep").click()
    why = " ".join(visible(table._why.value).split())
    assert "Оставить и Обменять : обмен вторых карт" in why
    assert table.button("Switch").tooltip.startswith("[W] Обмен вторых карт")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_bets_heading_gives_no_range_of_one_value(lang: str) -> None:
    """§1.2/§3: a table of one box with a fixed bet says "1 box" and its one bet, not a range
    "1–1" or "2–2" («боксы 1–1» in the walk-through); the online table (3 boxes, 1–10) keeps
    its ranges. The figures are the profiles'."""
    from bjswitch_widgets.rules import PROFILES

    with in_language(lang):
        for name, prof in PROFILES.items():
            text = bets_heading(prof)
            ranges = re.findall(r"(\d+)–(\d+)", text)
            assert all(low != high for low, high in ranges), (name, text)
            if prof.max_boxes > 1:
                assert ("1", str(prof.max_boxes)) in ranges
            if prof.min_bet < prof.max_bet:
                assert (str(prof.min_bet), str(prof.max_bet)) in ranges
            else:
                assert f" {prof.min_bet} " in text
