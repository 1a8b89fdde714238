"""The answer reader, the feedback and the checks of one hand in every language (issue 25).

Under the pseudo-language (tests/pseudo.py) every text of checks.answers, checks.questions,
checks.feedback, checks.phrases, checks.totals, checks.situations and checks.catalogue must come
out wrapped, so an unmarked word shows as a leak. The Russian checks are worked out by hand: the
plural forms at 1, 2, 5, 11, 21 and 22, whole sentences, and the Russian answers the readers read
in either language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pseudo import leaks, pseudo, visible

from bjswitch_widgets import Outcome, Round, checks
from bjswitch_widgets.checks import answers, card_answers, feedback, questions, russian, situations
from bjswitch_widgets.checks.answers import (
    DealerTurn,
    Draw,
    TotalAnswer,
    Unreadable,
    read_action,
    read_dealer,
    read_draw,
    read_name,
    read_number,
    read_outcome,
    read_ratio,
    read_times,
    read_total,
    read_yes_no,
)
from bjswitch_widgets.checks.card_answers import read_hands
from bjswitch_widgets.checks.catalogue import ACCEPTS, catalogue
from bjswitch_widgets.checks.feedback import Feedback, question_note, quote, too_big, unreadable
from bjswitch_widgets.checks.phrases import no_switch
from bjswitch_widgets.checks.totals import check_bust, check_natural, check_total
from bjswitch_widgets.errors import BJSwitchError
from bjswitch_widgets.language import in_language
from bjswitch_widgets.rules import PROFILES, SWITCH, get_profile

#: Data a message may quote untranslated: a Python value ('Ann', 'soft 17'), a snake_case name.
_DATA = re.compile(r"'[^'⟦⟧]*'|\b[a-z0-9]+(?:_[a-z0-9]+)+\b")
#: Names a message may hold as they are: players, profiles, parameters a learner writes in code.
NAMES = {"Ann", "Ben", "Round", "Session", "None", "True", "k", *PROFILES}
NAMES |= {"round", "hand", "player", "cards", "profile"}


def _titles() -> list[str]:
    """The rules sections' titles as a hint cites them: the rulebook's texts, tested there
    (tests/test_language_rulebook.py), longest first."""
    from bjswitch_widgets.rulebook import sections, title

    return sorted({title(s) for s in sections()}, key=len, reverse=True)


def _leaks(text: str, allowed: Iterable[str] = ()) -> list[str]:
    for name in _titles():
        text = text.replace(f"⟧{name}⟦", "⟧ ⟦")
    return leaks(_DATA.sub(" ", text), allowed=NAMES | set(allowed))


def _message(call: Callable[[], object]) -> str:
    with pytest.raises(BJSwitchError) as caught:
        call()
    return str(caught.value)


# -- the pseudo-language: every text of these modules is marked -----------------------------------

FEEDBACKS: list[Callable[[], Feedback]] = [
    lambda: Feedback(True, "17", True, "⟦x⟧ (§1.1)."),
    lambda: Feedback(False, "17", False, "⟦x⟧ (§1.1)."),
    lambda: Feedback(False, "17", "soft 17", "⟦x⟧", shown="⟦soft 17⟧"),
    lambda: Feedback(False, "17", None, "⟦x⟧", readable=False),
    lambda: Feedback(False, "17", 5, "⟦x⟧", hint="⟦read §1.1⟧"),
    lambda: unreadable("", "⟦a total⟧", "⟦Write it.⟧"),
    lambda: unreadable("   ", "⟦a total⟧"),
    lambda: unreadable("x" * 5000, "⟦a total⟧", "⟦Write it.⟧"),
    lambda: unreadable(10**5000, "⟦a total⟧", "⟦Write it.⟧"),
    lambda: unreadable([[[[1]]]], "⟦a total⟧", "⟦Write it.⟧"),
    lambda: unreadable(list(range(500)), "⟦a total⟧", "⟦Write it.⟧"),
    lambda: unreadable("17", "⟦a total⟧", "⟦Write it.⟧"),
    lambda: question_note(17, "⟦why⟧"),
]


@pytest.mark.parametrize("make", FEEDBACKS)
def test_every_feedback_text_is_marked(make: Callable[[], Feedback]) -> None:
    with pseudo():
        fb = make()
        texts = [str(fb), visible(fb._repr_html_()), fb.hint_text(), visible(fb.hint_html())]
    for text in texts[:3]:
        assert _leaks(text) == [], text
    # the section to unfold is the rulebook's text (tests/test_language_rulebook.py)
    hint = texts[3].split("§⟧1.1⟦ ⟧")[0] + "⟧"
    assert _leaks(hint) == [], hint


def test_a_hint_without_a_section_and_the_short_quotations_are_marked() -> None:
    with pseudo():
        texts = [
            Feedback(False, 1, 2, "⟦x⟧").hint_text(),
            quote(10**5000),
            feedback.show(True),
            feedback.show(False),
            feedback.show([True, False]),
        ]
        texts += [too_big(x) or "" for x in ("x" * 5000, 10**20, [[[[1]]]], list(range(500)))]
    for text in texts:
        assert _leaks(text) == [], text


QUESTION_NOTES: list[tuple[list[str], int, bool]] = [
    ([], 1, False),  # no card
    (["5♠"], 2, False),  # one card where the switch needs two
    (["A♠"] * 7, 1, False),  # more than one shoe holds
    (["10♠", "7♦", "2♣"], 1, True),  # the dealer stands on hard 17
    (["A♠", "6♦", "2♣"], 1, True),  # the dealer stands on soft 17 … at switch S17? (H17 draws)
    (["10♠", "6♦", "K♣", "2♣"], 1, True),  # the dealer busts
]


@pytest.mark.parametrize(("cards", "least", "dealer"), QUESTION_NOTES)
@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_every_question_note_is_marked(
    cards: list[str], least: int, dealer: bool, profile: str
) -> None:
    prof = get_profile(profile)
    with pseudo():
        hand = questions.hand_of(cards)
        why = questions.cards_problem([hand], prof, least=least, dealer=dealer)
    assert why is None or _leaks(why) == [], why


def test_a_players_hand_drawn_after_it_stopped_is_marked() -> None:
    """The reason itself is the strategy's (test_language_strategy); the rest is ours."""
    from bjswitch_widgets.strategy.query import drawn_after_stop

    hand = questions.hand_of("K♠ Q♦ 5♣ 2♥")
    with pseudo():
        why = questions.cards_problem([hand], SWITCH)
        reason = drawn_after_stop(SWITCH, [c.points for c in hand], natural=False)
    assert why is not None and reason is not None
    assert _leaks(why.replace(reason, " ")) == [], why


def test_a_typo_in_the_question_is_marked() -> None:
    with pseudo():
        text = _message(lambda: questions.hand_of("x" * 2000))
    assert _leaks(text) == [], text


@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_the_shared_phrases_are_marked(profile: str) -> None:
    prof = get_profile(profile)
    with pseudo():
        texts = [no_switch(prof)]
    for text in texts:
        assert _leaks(text) == [], text


#: Every branch of the checks of one hand: right, wrong and unreadable answers, and the notes.
TOTALS: list[Callable[[], Feedback]] = [
    *[
        (lambda c=c, a=a: check_total(c, a))
        for c in (["A♠", "6♦"], ["A♠", "6♦", "10♣"], ["A♠", "A♦", "K♣", "K♦"], ["10♠", "7♦"])
        for a in (17, 30, "soft 17", "hard 17", "bust", "sfot 17", "", "x" * 2000)
    ],
    lambda: check_total(["K♠", "Q♦", "5♣"], "bust"),
    lambda: check_total(["A♠", "6♦"], 17, soft_or_hard=True),
    lambda: check_total([], 17),
    *[
        (lambda c=c, a=a: check_bust(c, a))
        for c in (["K♠", "Q♦", "5♣"], ["10♠", "6♥"], ["A♠", "A♦", "K♣", "K♦"])
        for a in ("yes", "no", "maybe", "")
    ],
    lambda: check_bust(["A♠"] * 7, "yes"),
    *[
        (lambda c=c, a=a, kw=kw: check_natural(c, a, **kw))
        for c in (["K♥", "A♠"], ["5♥", "A♠", "5♦"])
        for a in ("yes", "no", "maybe")
        for kw in ({}, {"switched": True}, {"split": True})
    ],
    lambda: check_natural(["K♥", "A♠"], "yes", switched=True, profile="classic"),
    lambda: check_natural([], "yes"),
]


@pytest.mark.parametrize("make", TOTALS)
def test_every_check_of_one_hand_is_marked(make: Callable[[], Feedback]) -> None:
    with pseudo():
        fb = make()
        texts = [str(fb), visible(fb._repr_html_()), fb.hint_text()]
    said = fb.answer.split() if isinstance(fb.answer, str) else []  # echoed as typed
    for text in texts:
        assert _leaks(text, allowed=said) == [], text


TWO_ROUNDS: dict[str, Any] = {
    "players": ["Ann"],
    "rounds": [
        {
            "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦"],
            "actions": ["keep", "stand", "stand"],
        },
        {"cards": ["A♠", "K♣", "9♦", "K♥", "A♣"]},
    ],
}
UNFINISHED: dict[str, Any] = {"players": ["Ann"], "cards": ["5♠", "10♣", "9♣", "10♥"]}


def _errors_of_situations() -> list[Callable[[], object]]:
    rnd = Round("switch", ["Ann", "Ben"])
    split = {
        "players": ["Ann"],
        "cards": ["8♠", "8♣", "9♣", "8♥", "8♦", "10♦"],
        "actions": ["keep", "split"],
    }
    return [
        lambda: situations.check_selectors(hand="2"),
        lambda: situations.check_selectors(round=True),
        lambda: situations.check_selectors(player=""),
        lambda: situations.table_from(TWO_ROUNDS),
        lambda: situations.table_from(TWO_ROUNDS, round=3),
        lambda: situations.table_from(UNFINISHED, round=2),
        lambda: situations.table_from(rnd, round=2),
        lambda: situations.table_from(42),  # type: ignore[arg-type]
        lambda: situations.table_from(checks_session_without_rounds()),
        lambda: situations.finished_round(UNFINISHED),
        lambda: situations.finished_round({**UNFINISHED, "actions": ["keep"]}),
        lambda: situations.finished_round(
            {"players": ["Ann"], "cards": ["5♠", "10♣", "A♣", "10♥", "6♥"]}
        ),
        lambda: situations.player_named(rnd, None),
        lambda: situations.player_named(rnd, "Cy"),
        lambda: situations.nth_hand(situations.table_from(split).players[0], None),
        lambda: situations.nth_hand(situations.table_from(split).players[0], 5),
        lambda: situations.nth_hand(situations.table_from(UNFINISHED).players[0], 3),
    ]


def checks_session_without_rounds() -> Any:
    from bjswitch_widgets.session import Session

    return Session("switch", ["Ann"], seed=1)


@pytest.mark.parametrize("k", range(len(_errors_of_situations())))
def test_every_error_about_a_situation_is_marked(k: int) -> None:
    call = _errors_of_situations()[k]
    with pseudo():
        text = _message(call)
    # a player's name is the engine's check (test_language_core): only its label is ours
    text = text.split("⟦player: ⟧")[0]
    assert _leaks(text) == [], text


def _reader_words() -> set[str]:
    """The words the readers know, in both languages: data when a description lists them."""
    lists: list[Iterable[str]] = [
        answers.YES_WORDS,
        answers.NO_WORDS,
        answers.TIMES_WORDS,
        answers.EVEN_MONEY,
        answers.NOBODY,
        answers.OUTCOME_WORDS,
        answers.DRAW_WORDS,
        answers.DEALER_WORDS,
        *answers.RUSSIAN_WORDS,
        *answers.RUSSIAN_WORDS.values(),
        russian.SPELLINGS.values(),
        ["soft", "hard", "bust", "busted", "hit", "stand", "double", "split", "surrender"],
        ["keep", "switch", "and"],
    ]
    return {w for words in lists for phrase in words for w in re.findall(r"[\w-]+", phrase)}


@pytest.mark.parametrize("reader", sorted(ACCEPTS))
def test_every_description_of_a_reader_is_marked(reader: str) -> None:
    with pseudo():
        text = ACCEPTS[reader]
    assert _leaks(text, allowed=_reader_words()) == [], text


def test_the_catalogues_own_words_are_marked() -> None:
    """The topics, what each check asks, the answers it reads, the headings and the notes."""
    with pseudo():
        rows = catalogue()
        html = rows._repr_html_()
    for row in rows:
        assert _leaks(row.topic) == [], row.topic
        # check_deal's example answer, a dict, stays as code writes it
        assert _leaks(re.sub(r"\{[^{}]*\}", " ", row.asks)) == [], row.asks
        assert _leaks(row.accepts, allowed=_reader_words()) == [], row.accepts
    code = {text for row in rows for text in (row.call, row.twin)}
    bare = visible(html)
    for text in sorted(code, key=len, reverse=True):
        bare = bare.replace(text, " ")
    bare = re.sub(r"\{[^{}]*\}", " ", bare)  # check_deal's example answer, a dict
    assert _leaks(bare, allowed=_reader_words()) == [], bare


# -- Russian, worked out by hand -------------------------------------------------------------------


@pytest.fixture
def ru() -> Any:
    with in_language("ru"):
        yield


@pytest.mark.usefixtures("ru")
def test_a_total_in_russian() -> None:
    fb = check_total(["A♠", "6♦"], "мягкие 17")
    assert fb.correct and fb.expected == "soft 17" and fb.shown == "мягкие 17"
    assert str(fb) == (
        "✔ Верно: «мягкие 17». A♠ 6♦: туз считается за 11, если от этого не будет перебора, "
        "иначе за 1. Один туз считается за 11, поэтому у руки мягкие 17 (§1.1)."
    )
    wrong = check_total(["10♠", "7♦"], "жесткие 18")
    assert not wrong.correct and wrong.shown == "жёсткие 17"
    assert str(wrong) == (
        "✘ Не совсем. Вы ответили «жесткие 18», а верный ответ — «жёсткие 17». 10♠ 7♦: карты "
        "2–10 считаются по своему числу, J, Q, K — по 10: 10 + 7 = 17 (§1.1)."
    )
    assert check_total(["K♠", "Q♦", "5♣"], "перебор").shown == "перебор"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_both_sides_of_a_verdict_are_quoted_alike(lang: str) -> None:
    """A typed "7" against the number 6, or a typed "да" against the answer no, is shown bare
    like the answer it is compared with ("You said 7; the answer is 6"), never quoted on one
    side only; a typed text against a text answer is quoted on both sides; a typed text that
    needs escaping keeps its escaped form."""
    from bjswitch_widgets.checks import check_fact, check_sits_out

    with in_language(lang):
        seven = check_fact("max_players", " 7 ")
        yes = check_sits_out(5, "да")
        total = check_total(["10♠", "7♦"], "hard 18")
        odd = check_fact("max_players", "7'")
    assert (seven._said(), seven._right()) == ("7", "6")
    assert yes._said() == "да" and not yes.expected
    assert total._said()[0] == total._right()[0] and total._said()[-1] == total._right()[-1]
    assert odd._said() == repr("7'")


@pytest.mark.usefixtures("ru")
def test_a_learners_words_are_quoted_in_russian_marks() -> None:
    """A typed answer is quoted «…» in a Russian sentence; one holding a quote mark or a
    control character is quoted as Python writes it (escaped), and a long one is cut."""
    assert str(check_total(["A♠", "6♦"], "мягк 17")).startswith(
        "✘ Не удалось прочитать «мягк 17» как сумму очков."
    )
    assert 'прочитать "мягк\'17" как' in str(check_total(["A♠", "6♦"], "мягк'17"))
    assert "прочитать 'a\\nb' как" in str(check_total(["A♠", "6♦"], "a\nb"))
    assert "прочитать 'жжж" in str(check_total(["A♠", "6♦"], "ж" * 200))


@pytest.mark.usefixtures("ru")
def test_a_bust_and_a_natural_in_russian() -> None:
    fb = check_bust(["10♠", "6♥", "K♦"], "да")
    assert fb.correct and fb.expected is True
    assert str(fb).startswith("✔ Верно: да. 10♠ 6♥ K♦: ")
    assert str(fb).endswith(
        "Больше 21 — это перебор: рука сразу проигрывает, даже если потом и у дилера будет "
        "перебор (§1.1, §1.10)."
    )
    natural = check_natural(["K♥", "A♠"], "натуральная")
    assert natural.correct and str(natural) == (
        "✔ Верно: да. K♥ A♠ — это туз и карта за 10, исходные две карты позиции (§1.4)."
    )


@pytest.mark.usefixtures("ru")
def test_the_notes_in_russian() -> None:
    typo = check_total(["A♠", "6♦"], "сфот 17")
    assert not typo.readable and str(typo) == (
        "✘ Не удалось прочитать «сфот 17» как сумму очков. Напишите очки цифрами (или "
        "словами), если хотите — со словом «мягкие» или «жёсткие» перед ними, например "
        "«мягкие 17», или напишите «перебор»."
    )
    empty = check_bust(["10♠", "6♥"], "")
    assert str(empty) == (
        "✘ Ответа пока нет. Пожалуйста, напишите «да» или «нет»: ответьте «да» (перебор) или «нет»."
    )
    assert str(question_note(17, "нет карт")) == (
        "✘ На вопрос в таком виде ответить нельзя: нет карт."
    )
    assert Feedback(False, 1, 2, "x").hint_text() == (
        "Пока нет. Перечитайте вопрос и попробуйте ещё раз."
    )
    assert no_switch(get_profile("classic")) == (
        "За столом 'classic' нет обмена вторых карт: это обычный блэкджек, по одной позиции на "
        "игрока (§2)."
    )


#: n → the Russian forms after «больше» (genitive) and «из» (genitive), worked out by hand.
GENITIVE = {1: "символа", 2: "символов", 5: "символов", 11: "символов", 21: "символа"}
GENITIVE[22] = "символов"
DIGITS = {5001: "цифры", 5002: "цифр", 5005: "цифр", 5011: "цифр", 5021: "цифры", 5022: "цифр"}


@pytest.mark.usefixtures("ru")
@pytest.mark.parametrize("n", sorted(GENITIVE))
def test_too_long_counts_its_characters(n: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(feedback, "MAX_TEXT", n)
    assert too_big("x" * (n + 1)) == f"он слишком длинный (больше {n} {GENITIVE[n]})"


@pytest.mark.usefixtures("ru")
def test_the_thousands_and_a_long_number_in_russian() -> None:
    assert too_big("x" * 1001) == "он слишком длинный (больше 1\u00a0000 символов)"
    assert too_big(10**20) == "это слишком большое число (больше 15 цифр)"
    for n, form in DIGITS.items():
        assert quote(10 ** (n - 1)) == f"число из {n} {form}"


#: n → "только n карта/карты/карт" and "не меньше n карты/карт".
ONLY = {1: "карта", 2: "карты", 5: "карт", 11: "карт", 21: "карта", 22: "карты"}
AT_LEAST = {1: "карты", 2: "карт", 5: "карт", 11: "карт", 21: "карты", 22: "карт"}


@pytest.mark.usefixtures("ru")
@pytest.mark.parametrize("n", sorted(ONLY))
def test_a_short_hand_counts_its_cards(n: int) -> None:
    assert questions._short_hand(n, 30) == (
        f"в руке из вопроса только {n} {ONLY[n]}, а рука здесь — не меньше 30 карт: отвечать "
        "не на что"
    )
    assert questions._short_hand(0, n) == (
        f"в вопросе рука без карт, а рука здесь — не меньше {n} {AT_LEAST[n]}: отвечать не на что"
    )


@pytest.mark.usefixtures("ru")
def test_the_dealers_cards_after_a_stop_in_russian() -> None:
    why = questions.cards_problem([questions.hand_of("10♠ 7♦ 2♣")], SWITCH, dealer=True)
    assert why == (
        "10♠ 7♦ 2♣: после первых 2 карт у дилера жёсткие 17 и он останавливается, поэтому "
        "больше карт не берёт (§1.9): такие карты не сдаёт ни один стол, так что отвечать не на "
        "что"
    )


ROUNDS = {1: "круг", 2: "круга", 5: "кругов", 11: "кругов", 21: "круг", 22: "круга"}
HANDS = {2: "руки", 5: "рук", 11: "рук", 21: "рука", 22: "руки"}


@pytest.mark.usefixtures("ru")
@pytest.mark.parametrize("n", sorted(ROUNDS))
def test_the_rounds_of_a_session_are_counted(n: int) -> None:
    if n > 1:
        with pytest.raises(BJSwitchError) as which:
            situations._which(n, None, situations.THE_SESSION)
        assert str(which.value) == (
            f"сессия: {n} {ROUNDS[n]} — укажите через round=k (от 1 до {n}), о каком из них вопрос"
        )
    with pytest.raises(BJSwitchError) as beyond:
        situations._which(n, n + 1, situations.THE_SESSION)
    if n == 1:
        assert str(beyond.value) == "round=2: сессия — это только 1 круг, укажите round=1"
    else:
        assert str(beyond.value) == (
            f"round={n + 1}: сессия: {n} {ROUNDS[n]}, укажите от round=1 до round={n}"
        )


@pytest.mark.usefixtures("ru")
@pytest.mark.parametrize("n", sorted(HANDS))
def test_the_hands_of_a_player_are_counted(n: int) -> None:
    with pytest.raises(BJSwitchError) as which:
        situations._nth(None, n, "'Ann'")
    assert str(which.value) == (
        f"у игрока 'Ann' {n} {HANDS[n]} — укажите через hand=k (от 1 до {n}), о какой из них вопрос"
    )


@pytest.mark.usefixtures("ru")
def test_an_unfinished_round_in_russian() -> None:
    assert _message(lambda: situations.finished_round(UNFINISHED)) == (
        "круг сценария не закончен: дайте карты и решения до самого конца; сейчас решает Ann "
        "(обмен вторых карт)"
    )


# -- Russian answers, read in either language --------------------------------------------------

ONES = "ноль один два три четыре пять шесть семь восемь девять".split()
TEENS = (
    "десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать "
    "восемнадцать девятнадцать"
).split()
TENS = "двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто".split()
HUNDREDS = "сто двести триста четыреста пятьсот шестьсот семьсот восемьсот девятьсот".split()


def in_words(n: int) -> str:
    """``n`` (0–999) in Russian words, written out here from the grammar, not from the code."""
    if n == 0:
        return "ноль"
    words = [HUNDREDS[n // 100 - 1]] if n >= 100 else []
    rest = n % 100
    if 10 <= rest <= 19:
        words.append(TEENS[rest - 10])
    else:
        if rest >= 20:
            words.append(TENS[rest // 10 - 2])
        if rest % 10:
            words.append(ONES[rest % 10])
    return " ".join(words)


@pytest.fixture(params=["en", "ru"])
def lang(request: pytest.FixtureRequest) -> Any:
    with in_language(request.param):
        yield request.param


@pytest.mark.usefixtures("lang")
@pytest.mark.parametrize("total", range(4, 22))
def test_every_total_in_russian_words_is_read(total: int) -> None:
    words = in_words(total)
    assert read_total(words) == TotalAnswer(total)
    assert read_total(f"мягкие {words}") == TotalAnswer(total, soft=True)
    assert read_total(f"Жёсткие {total}") == TotalAnswer(total, soft=False)
    assert read_total(f"жесткие {words.upper()}") == TotalAnswer(total, soft=False)


@given(st.integers(0, 999), st.sampled_from(["", " фишек", " карт", " колод", " очков"]))
def test_every_number_to_999_in_russian_words_is_read(n: int, unit: str) -> None:
    assert read_number(in_words(n) + unit) == n


@given(st.text(alphabet="абвгдеёжзийклмнопрстуфхцчшщъыьэюя -", max_size=30))
def test_russian_junk_is_no_number_and_never_a_traceback(text: str) -> None:
    n = read_number(text)
    assert n is None or (0 <= n <= 999 and read_number(in_words(n)) == n)


RUSSIAN_READS: list[tuple[Callable[[Any], Any], Any, Any]] = [
    *[(read_number, raw, 17) for raw in ("семнадцать", "Семнадцать.", "17 фишек", "17 очков")],
    *[(read_number, raw, 21) for raw in ("двадцать один", "двадцать-один")],
    (read_number, "сто четыре", 104),
    (read_number, "шесть колод", 6),
    (read_number, "двести", 200),
    (read_number, "одна", 1),
    (read_number, "две фишки", 2),
    *[(read_number, raw, None) for raw in ("сто сто", "двадцать десять", "семнадцать один")],
    (read_number, "девятьсот девяносто девять", 999),
    *[(read_total, raw, TotalAnswer(17, soft=True)) for raw in ("мягкие 17", "Мягкая 17")],
    *[(read_total, raw, TotalAnswer(17, soft=False)) for raw in ("жёсткие 17", "жесткие 17")],
    *[(read_total, raw, TotalAnswer(None)) for raw in ("перебор", "Перебор!", "это перебор")],
    (read_total, "мягкие", None),
    (read_total, "мягкие 1 7", None),
    *[(read_yes_no, raw, True) for raw in ("да", "Да.", "ДА")],
    *[(read_yes_no, raw, False) for raw in ("нет", "Нет!")],
    *[(read_ratio, raw, 1) for raw in ("1 к 1", "один к одному", "в размер ставки")],
    *[(read_ratio, raw, 2) for raw in ("2 к 1", "два к одному")],
    *[(read_ratio, raw, 1.5) for raw in ("3 к 2", "три к двум")],
    (read_ratio, "к 1", None),
    *[(read_outcome, raw, Outcome.PUSH) for raw in ("возврат", "ничья", "Ничья.")],
    *[(read_outcome, raw, Outcome.WIN) for raw in ("выигрыш", "выиграл")],
    *[(read_outcome, raw, Outcome.LOSE) for raw in ("проигрыш", "проиграла")],
    (read_outcome, "сарренда", Outcome.SURRENDER),
    (read_outcome, "натуральная", None),
    *[(read_draw, raw, Draw.HIT) for raw in ("берёт", "берет", "ещё", "взять карту", "да")],
    *[(read_draw, raw, Draw.STAND) for raw in ("стоит", "хватит", "остановиться", "нет")],
    *[(read_dealer, raw, DealerTurn.PLAYS) for raw in ("берёт", "берет", "играет")],
    *[(read_dealer, raw, DealerTurn.STOPS) for raw in ("стоит", "останавливается")],
    *[(read_times, raw, 1) for raw in ("один раз", "однажды", "только один раз", "1 раз")],
    *[(read_times, raw, 2) for raw in ("дважды", "два раза", "2 раза")],
    *[(read_times, raw, 0) for raw in ("никогда", "ни разу")],
    (read_times, "пять раз", 5),
    *[(read_name, raw, "nobody") for raw in ("никто", "Никто.", "ни один игрок")],
    (read_name, "Аня", "Аня"),
]


@pytest.mark.usefixtures("lang")
@pytest.mark.parametrize(("reader", "raw", "typed"), RUSSIAN_READS, ids=lambda v: repr(v)[:30])
def test_each_russian_spelling_reads_in_either_language(reader: Any, raw: Any, typed: Any) -> None:
    assert reader(raw) == typed


DECISIONS = {
    "hit": ("взять карту", "Взять карту.", "ещё", "еще"),
    "stand": ("остановиться", "хватит"),
    "double": ("удвоение", "дабл", "удвоить"),
    "split": ("разделение", "сплит", "разделить"),
    "surrender": ("сарренда",),
    "keep": ("оставить",),
    "switch": ("обменять", "свитч"),
    "insure 1 0": ("страховка 1 0", "застраховать 1 0"),
    "insure yes": ("страховка да", "застраховать да"),
    "insure no": ("страховка нет",),
}


@pytest.mark.usefixtures("lang")
@pytest.mark.parametrize(("action", "raw"), [(a, r) for a, rs in DECISIONS.items() for r in rs])
def test_a_decision_in_russian_is_the_engines_action(action: str, raw: str) -> None:
    act = read_action(raw)
    assert not isinstance(act, Unreadable) and str(act) == action


@pytest.mark.usefixtures("lang")
@pytest.mark.parametrize("raw", ["взять", "сдача", "страховка", "хватит 2"])
def test_a_russian_junk_decision_is_unreadable_or_its_own_action(raw: str) -> None:
    act = read_action(raw)
    assert isinstance(act, Unreadable) or str(act) == "hit"


def test_two_hands_apart_with_the_russian_and() -> None:
    hands = read_hands("5♠ 6♥ и 10♣ 10♥")
    assert hands is not None and [len(h) for h in hands] == [2, 2]


def test_no_russian_word_means_two_things_and_none_is_an_english_one() -> None:
    """Each word of a reader means one value; no Russian word is an English word of a reader."""
    english = {
        *answers.YES_WORDS,
        *answers.NO_WORDS,
        *answers.TIMES_WORDS,
        *answers.EVEN_MONEY,
        *answers.NOBODY,
        *answers.OUTCOME_WORDS,
        *answers.DRAW_WORDS,
        *answers.DEALER_WORDS,
        *(w for words in answers.RUSSIAN_WORDS for w in words),
    }
    ru_lists: list[Iterable[str]] = [
        russian.RU_TIMES,
        russian.RU_EVEN_MONEY,
        russian.RU_NOBODY,
        russian.RU_SOFT,
        russian.RU_HARD,
        russian.RU_BUST,
        russian.RU_OUTCOMES,
        russian.RU_DRAW_WORDS,
        russian.RU_DEALER_WORDS,
        russian.RU_ACTIONS,
        *answers.RUSSIAN_WORDS.values(),
    ]
    russian_words = {w for words in ru_lists for w in words} - {"да", "нет"}  # yes/no themselves
    assert russian_words & english == set()
    # a question's own yes and no never share a word
    pairs = list(answers.RUSSIAN_WORDS.values())
    for a in pairs:
        for b in pairs:
            if a is not b:
                assert not (a & b) or a == b
    # every English answer that was read before still reads to the same value
    for word, value in answers.OUTCOME_WORDS.items():
        assert read_outcome(word) is value
    for word, draw in answers.DRAW_WORDS.items():
        assert read_draw(word) is draw
    for word, turn in answers.DEALER_WORDS.items():
        assert read_dealer(word) is turn


#: Right and wrong answers in Russian, to checks of every topic (the readers are shared).
FINISHED: dict[str, Any] = {
    "players": ["Ann"],
    "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
    "actions": ["switch", "double", "stand"],
}
RUSSIAN_ANSWERS: list[tuple[Callable[[Any], Feedback], Any, bool]] = [
    (lambda a: check_total(["A♠", "6♦"], a), "мягкие семнадцать", True),
    (lambda a: check_total(["A♠", "6♦"], a), "жёсткие 17", False),
    (lambda a: check_total(["K♠", "Q♦", "5♣"], a), "перебор", True),
    (lambda a: check_total(["K♠", "Q♦"], a), "двадцать", True),
    (lambda a: check_bust(["K♠", "Q♦", "5♣"], a), "перебор", True),
    (lambda a: check_bust(["10♠", "6♥"], a), "не перебор", True),
    (lambda a: check_bust(["10♠", "6♥"], a), "да", False),
    (lambda a: check_natural(["K♥", "A♠"], a), "блэкджек", True),
    (lambda a: check_natural(["K♥", "A♠"], a, switched=True), "обычная", True),
    (lambda a: checks.check_fact("natural_pays", a), "1 к 1", True),
    (lambda a: checks.check_fact("natural_pays", a, "classic"), "три к двум", True),
    (lambda a: checks.check_fact("insurance_pays", a), "два к одному", True),
    (lambda a: checks.check_fact("shoe_cards", a), "триста двенадцать карт", True),
    (lambda a: checks.check_fact("positions", a), "две", True),
    (lambda a: checks.check_fact("dealer_soft_17", a), "берёт", True),
    (lambda a: checks.check_fact("dealer_soft_17", a), "стоит", False),
    (lambda a: checks.check_outcome(FINISHED, a), "возврат", True),
    (lambda a: checks.check_outcome(FINISHED, a), "ничья", True),
    (lambda a: checks.check_outcome(FINISHED, a), "выигрыш", False),
    (lambda a: checks.check_chips_after(FINISHED, a), "сто фишек", True),
    (lambda a: checks.check_dealer_draws(["10♠", "6♦"], a), "берёт", True),
    (lambda a: checks.check_dealer_plays(FINISHED, a), "доигрывает", True),
    (lambda a: checks.check_standings({"Ann": 110, "Ben": 110, "Cy": 96}, a), "1, 1, 3", True),
]


@pytest.mark.usefixtures("lang")
@pytest.mark.parametrize(("check", "answer", "right"), RUSSIAN_ANSWERS, ids=lambda v: str(v)[:20])
def test_a_russian_answer_is_right_or_wrong_never_unreadable(
    check: Callable[[Any], Feedback], answer: Any, right: bool
) -> None:
    fb = check(answer)
    assert fb.readable, str(fb)
    assert fb.correct is right, str(fb)


@pytest.mark.usefixtures("lang")
@pytest.mark.parametrize("reader", sorted(ACCEPTS))
def test_every_russian_word_a_description_lists_is_read(reader: str) -> None:
    """The Russian catalogue lists the Russian words from the readers' own lists."""
    with in_language("ru"):
        text = ACCEPTS[reader]
    lists = {
        "read_times": russian.RU_TIMES,
        "read_ratio": russian.RU_EVEN_MONEY,
        "read_outcome": russian.RU_OUTCOMES,
        "read_draw": russian.RU_DRAW_WORDS,
        "read_dealer": russian.RU_DEALER_WORDS,
        "read_action": russian.RU_ACTIONS,
        "read_name": russian.RU_NOBODY,
        "read_total": russian.RU_BUST | russian.RU_SOFT | russian.RU_HARD,
    }
    for word in lists.get(reader, ()):
        spelt = russian.spelt(word)
        assert any(f"«{spelt}{end}»" in text for end in ("", " 17", " 1 0")), spelt


#: Every reader with a good and a junk answer (English and Russian alike).
READER_ANSWERS: list[tuple[Callable[[Any], Any], list[Any]]] = [
    (read_yes_no, ["yes", "да", "maybe", None]),
    (read_number, ["17", "семнадцать", "seventeen", "x", 10**30]),
    (read_times, ["twice", "дважды", "sometimes", 2]),
    (read_total, ["soft 17", "мягкие 17", "sfot 17", True]),
    (read_ratio, ["3:2", "3 к 2", "x to y", None]),
    (read_outcome, ["push", "возврат", "draw", 5]),
    (read_draw, ["hit", "берёт", "plays", []]),
    (read_dealer, ["plays", "стоит", "y", True]),
    (read_name, ["Ann", "никто", "", 3]),
    (read_hands, ["5♠ 6♥ | 10♣ 10♥", "5♠ 6♥ и 10♣ 10♥", "5♠ 6♥", 5]),
    (card_answers.read_cards, ["5♠ 10♥", "5♠ 6x", 5]),
    (card_answers.read_deal, [{"Ann": "5♠ 10♥"}, {}, "x"]),
    (answers.read_numbers, ["1, 1, 3", "один, один, три", 5]),
    (answers.read_decisions, ["switch, stand", "обменять, хватит", 5]),
    (answers.read_words, [" Before  every ROUND ", 5]),
    (card_answers.read_place, [" ann  Hand 1 ", 5]),
]


@pytest.mark.parametrize(
    ("reader", "raws"), READER_ANSWERS, ids=lambda v: getattr(v, "__name__", "")
)
def test_every_reader_reads_the_same_in_every_language(reader: Any, raws: list[Any]) -> None:
    english = [reader(raw) for raw in raws]
    with pseudo():
        assert [reader(raw) for raw in raws] == english
    with in_language("ru"):
        assert [reader(raw) for raw in raws] == english


@pytest.mark.parametrize("raw", ["x" * 2000, [[[["hit"]]]], 10**40])
def test_a_decision_too_large_to_read_says_why_in_marked_words(raw: Any) -> None:
    with pseudo():
        act = read_action(raw)
    assert isinstance(act, Unreadable) and _leaks(act.reason) == [], act


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("no insurance", "insure no"),
        ("без страховки", "insure no"),
        ("Не страховать.", "insure no"),
        ("страховка: да", "insure yes"),
        ("страховка: нет", "insure no"),
        ("страховка 1 0", "insure 1 0"),
    ],
)
def test_insurance_is_read_as_the_decisions_name_says_it(said: str, action: str) -> None:
    """A check that shows the right answer as «без страховки» or «страховка: да» (the
    decision's name, words.decision) reads the same words back as an answer (issue 26: a
    lesson's drill said «без страховки» was right and could not read it)."""
    assert str(read_action(said)) == action


@pytest.mark.parametrize(
    ("said", "right"),
    [("мягкие17", True), ("17 мягких", True), ("17 жёстких", False), ("soft17", True)],
)
def test_a_total_typed_with_its_word_glued_or_after_is_read(said: str, right: bool) -> None:
    """A♠ 6♦ is a soft 17 (§1.1): a learner who types the word against the number or after it
    (issue 26's walk-through: «мягкие18», «17 жёстких» were not read) gets a verdict, not a
    note on how to write it."""
    feedback = check_total(["A♠", "6♦"], said)
    assert feedback.readable and feedback.correct is right
