"""Russian for the handouts and the progress summaries (issue 25, group "handout").

* Pseudo-language: every text of a handout page (every profile, and made-up profiles reaching the
  other wordings), of the index, of the command's report and errors, and of the progress summaries
  at several states, goes through the catalogue: no word outside a ⟦…⟧.
* Russian, worked out by hand: the plural forms at 1, 2, 5, 11, 21, 22; whole sentences; the
  ``<html lang>`` of a page; the CSV's header row (translated, same columns in the same order).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pseudo import leaks, pseudo, visible

from bjswitch_widgets import InvalidInputError
from bjswitch_widgets.language import in_language
from bjswitch_widgets.rules import CLASSIC, PROFILES, SWITCH, Profile
from bjswitch_widgets.teaching import handout_rules
from bjswitch_widgets.teaching.handout import (
    Handout,
    chart_page,
    index_page,
    pages,
    rules_page,
    write,
)  # fmt: skip

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
    assert f"{decks}, {cards}; перед каждым кругом весь башмак перемешивается." in page
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
        assert f"пары не из тузов можно разделять снова, всего {hands}." in page


def test_russian_whole_sentences_of_the_switch_table() -> None:
    page = ru_rules(SWITCH)
    assert "6 колод §1.1" in page and "дилер берёт на мягких 17" in page
    assert "22 у дилера — возврат" in page and "разделение до 4 рук" in page
    assert (
        "Страховка — только при открытом тузе, до обмена вторых карт и любого другого решения: "
        "до половины ставки каждой позиции, в целых фишках (1 при ставке 2)." in page
    )
    assert (
        "Игрок, который не может покрыть обязательные ставки (4 фишки), остаётся вне игры." in page
    )
    assert "Цена обмена вторых карт: натуральные платят 1:1, а 22 у дилера — возврат." in page


def test_russian_the_online_tables_bets_and_boxes() -> None:
    page = ru_rules(PROFILES["online_switch"])
    assert "8 стандартных колод, 416 карт" in page
    assert "с равными ставками: 1–10 фишек на позицию (по умолчанию 2)." in page
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


def test_russian_the_commands_report_and_an_error(tmp_path: Path) -> None:
    with in_language("ru"):
        assert str(Handout(Path("x.html"), True)) == "записан x.html"
        assert str(Handout(Path("x.html"), False)) == (
            "оставлен x.html (он уже есть; --force заменит его)"
        )
        with pytest.raises(InvalidInputError, match=r"^стол не выбран: назовите хотя бы один"):
            write(tmp_path, profiles=[])
