"""The rules document speaks Russian (issue 25): bjswitch_widgets/rules.ru.md has every section of
rules.md under the same number, in the same order, with the same numbers, ratios, tables and code,
and rulebook() / sections() / title() read the document of the current language."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from pseudo import leaks, pseudo

from bjswitch_widgets import InvalidInputError, rulebook
from bjswitch_widgets.language import in_language
from bjswitch_widgets.rulebook import sections, title

PACKAGE = Path(__file__).resolve().parent.parent / "bjswitch_widgets"
EN = (PACKAGE / "rules.md").read_text(encoding="utf-8")
RU = (PACKAGE / "rules.ru.md").read_text(encoding="utf-8")

_HEADING = re.compile(r"^(#{1,6}) (?:(\d+(?:\.\d+)*) )?", re.M)
_DIGITS = re.compile(r"\d+")
_RATIO = re.compile(r"\d+:\d+")
_FENCED = re.compile(r"^```.*?^```", re.M | re.S)
_CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def _outline(document: str) -> list[tuple[int, str | None]]:
    """Every heading outside code blocks: (level, section number or None)."""
    bare = _FENCED.sub("", document)
    return [(len(m.group(1)), m.group(2)) for m in _HEADING.finditer(bare)]


def _pieces(document: str) -> dict[str, str]:
    """The text under each heading up to the next one (any level); the preamble is ``""``."""
    bare = _FENCED.sub(lambda m: re.sub(r"#.*", "", m.group(0)), document)  # code comments go
    found: dict[str, str] = {}
    for piece in re.split(r"(?m)^(?=#{1,6} )", bare):
        heading = _HEADING.match(piece)
        key = heading.group(2) if heading and heading.group(2) else ""
        found[key] = found.get(key, "") + piece
    return found


def test_the_russian_document_has_the_same_headings_in_the_same_order():
    assert _outline(RU) == _outline(EN)
    assert len(_outline(EN)) == 31  # the title and the thirty numbered sections


def test_sections_are_the_same_in_both_languages():
    english = sections()
    with in_language("ru"):
        assert sections() == english
    assert english[:3] == ["1", "1.1", "1.2"] and english[-1] == "7"


def test_every_section_keeps_its_numbers_and_ratios():
    """Digits (section references, counts, totals, 1–6, ±0.01 as ±0,01, 999 999 …) and ratios
    (1:1, 3:2, 2:1, 40:1) are the same, section by section."""
    english, russian = _pieces(EN), _pieces(RU)
    assert list(russian) == list(english)
    for key, text in english.items():
        assert Counter(_DIGITS.findall(russian[key])) == Counter(_DIGITS.findall(text)), key
        assert Counter(_RATIO.findall(russian[key])) == Counter(_RATIO.findall(text)), key
    assert Counter(_RATIO.findall(RU))["1:1"] == Counter(_RATIO.findall(EN))["1:1"] >= 8


def test_the_tables_and_the_code_are_the_same_shape():
    english, russian = _pieces(EN), _pieces(RU)
    for key, text in english.items():
        rows = [line.count("|") for line in text.splitlines() if line.startswith("|")]
        assert [line.count("|") for line in russian[key].splitlines() if line[:1] == "|"] == rows
    # the JSON of §5 is code: the same in both documents, byte for byte
    json_en = [m for m in _FENCED.findall(EN) if m.startswith("```json")]
    assert [m for m in _FENCED.findall(RU) if m.startswith("```json")] == json_en
    assert len(json_en) == 3


def test_every_section_is_translated():
    for key, text in _pieces(RU).items():
        assert _CYRILLIC.search(text), key
        assert text != _pieces(EN)[key], key


def test_the_russian_document_uses_the_glossarys_words():
    prose = _FENCED.sub("", RU)
    for word in (
        "натуральная",
        "страховка",
        "обмен вторых карт",
        "перебор",
        "мягкие 17",
        "жёсткие 17",
        "бокс",
        "позиция",
        "башмак",
        "круг",
        "возврат",
        "сарренда",
        "удвоение",
        "разделение",
        "проверка закрытой карты",
        "Суперматч",
        "преимущество казино",
        "базовой стратегии",
        "математическое ожидание",
    ):
        assert word.lower() in prose.lower(), word
    for avoided in ("сдача", "жестк", "крупье", "ничья", "Super Match", "блэкджек у"):
        assert avoided.lower() not in prose.lower(), avoided
    # decimals a learner reads are written with a comma, as number() writes them
    assert not re.search(r"(?<![\d.§])0\.\d", prose)
    assert "±0,01" in prose and "+0,10" in prose and "0,0005" in prose


def test_rulebook_in_russian_shows_the_russian_section():
    with in_language("ru"):
        shown = rulebook("1.10")
        whole = str(rulebook())
        three = str(rulebook("§3"))
    text = str(shown)
    assert shown.section == "1.10"
    assert text.startswith("### 1.10 Расчёт\n")
    assert "У дилера ровно **22**: каждая обычная рука в игре получает **возврат**" in text
    assert "1.11" not in text and "Учебная сессия" not in text
    assert whole.startswith("# Блэкджек-свитч — правила стола\n")
    assert three.startswith("## 3 Блэкджек-свитч онлайн") and "## 4 " not in three
    assert "22 — единственная сумма возврата" in three and "Суперматч необязателен" in three


def test_the_language_is_chosen_at_each_call_and_cached_per_language():
    english = str(rulebook("1.4"))
    with in_language("ru"):
        russian = str(rulebook("1.4"))
        with in_language("en"):
            assert str(rulebook("1.4")) == english
        assert str(rulebook("1.4")) == russian
    assert str(rulebook("1.4")) == english
    assert english.startswith("### 1.4 Naturals") and russian.startswith("### 1.4 Натуральные")
    assert "**Натуральная** — это две исходные карты позиции" in russian


@pytest.mark.parametrize(
    ("section", "expected"),
    [
        ("1.4", "Натуральные"),
        ("§1.10", "Расчёт"),
        ("1.7", "Обмен вторых карт"),
        ("1.5", "Страховка (только когда открытая карта — туз)"),
        ("3", "Блэкджек-свитч онлайн (профиль `online_switch`)"),
        ("4", "Джек Свитч (профиль `jack_switch`)"),
        ("6.4", "Практически равные"),
        ("7", "Слова, которые звучат за столом"),
    ],
)
def test_title_in_russian(section: str, expected: str):
    with in_language("ru"):
        assert title(section) == expected
    assert _CYRILLIC.search(title(section)) is None  # and English again outside the block


def test_a_language_without_its_own_document_reads_the_english_one():
    with pseudo():
        assert str(rulebook("1.4")).startswith("### 1.4 Naturals")
        assert title("1.10") == "Settlement"


@pytest.mark.parametrize("bad", ["9.9", "", "§", "1.13", 1.10, 4, ["1.1"]])
def test_rulebooks_own_texts_are_all_marked(bad: object):
    """Pseudo-locale: every word of rulebook()'s own errors goes through the catalogue."""
    with pseudo(), pytest.raises(InvalidInputError) as caught:
        rulebook(bad)  # type: ignore[arg-type]
    message = str(caught.value)
    assert "⟦" in message
    assert leaks(message) == []


def test_the_errors_in_russian():
    known = ", ".join(sections())
    with in_language("ru"):
        with pytest.raises(InvalidInputError) as unknown:
            rulebook("9.9")
        with pytest.raises(InvalidInputError) as not_text:
            rulebook(4)  # type: ignore[arg-type]
    assert str(unknown.value) == f"нет раздела правил '9.9': известные разделы — {known}"
    assert str(not_text.value) == (
        f"раздел правил — это строка вроде '1.10', а не 4: известные разделы — {known}"
    )
    assert "1.10" in known and "5.7" in known


def test_the_russian_markdown_shows_with_its_headings_shifted():
    with in_language("ru"):
        section, one, whole = rulebook("1.4"), rulebook("1"), rulebook()
    assert section._repr_markdown_() == section.markdown.replace("### 1.4", "## 1.4", 1)
    assert section._repr_markdown_().startswith("## 1.4 Натуральные\n")
    heads = [x.split()[0] for x in one._repr_markdown_().splitlines() if x[:1] == "#"]
    assert heads[:2] == ["##", "###"] and len(heads) == 13
    assert whole._repr_markdown_().startswith("# Блэкджек-свитч")
    from IPython.core.formatters import DisplayFormatter

    data, _ = DisplayFormatter().format(section)
    assert data["text/markdown"].startswith("## 1.4 Натуральные")


def test_the_russian_markdown_renders_like_the_english():
    """Rendered (mistune, as nbconvert does), both documents give the same headings, tables,
    table rows, lists, list items and code blocks."""
    mistune = pytest.importorskip("mistune")
    render = mistune.create_markdown(plugins=["table"])

    def shape(markdown: str) -> list[tuple[str, int]]:
        html = str(render(markdown))
        tags = ("<h1", "<h2", "<h3", "<table", "<tr", "<ul", "<ol", "<li", "<pre", "<strong")
        return [(tag, html.count(tag)) for tag in tags]

    assert shape(RU) == shape(EN)
    with in_language("ru"):
        html = str(render(str(rulebook("1.10"))))
    assert html.startswith("<h3>1.10 Расчёт</h3>") and html.count("<li>") == 6
