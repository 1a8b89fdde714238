"""The trainer's texts in every language (issue 25): its prompt, verdicts, statistics and strip
go through the catalogues, and a trainer made with ``lang=`` speaks its own language whatever the
kernel speaks."""

from __future__ import annotations

import re

import pytest
from pseudo import leaks, pseudo, visible

from bjswitch_widgets import Trainer
from bjswitch_widgets.errors import InvalidInputError
from bjswitch_widgets.language import in_language, set_language
from bjswitch_widgets.teaching.training import FOCUSES
from bjswitch_widgets.widgets.trainer_controller import TrainerController
from bjswitch_widgets.widgets.trainer_render import kind_name, stats_html, verdict_html


def _played(trainer: TrainerController, wrong: bool) -> None:
    practice = trainer.practice
    choices = practice.choices()
    best = practice.best()
    trainer.answer(next((c for c in choices if c != best), best) if wrong else best)


@pytest.mark.parametrize("focus", [None, *FOCUSES])
def test_every_verdict_and_statistic_is_marked(focus: str | None) -> None:
    with pseudo():
        trainer = TrainerController("switch", seed=11, focus=focus)
        for k in range(6):
            _played(trainer, wrong=k % 2 == 1)
            text = visible(verdict_html(trainer.last)) + visible(
                stats_html(trainer.stats(), trainer.practice.history)
            )
            # The verdict quotes the check's explanation and the hand's total (the checks'
            # and the engine's texts, wrapped by them) and the cards, which are data.
            assert leaks(text) == [], text
        assert leaks(visible(verdict_html(None))) == []
        assert leaks(kind_name(focus or "hard")) == []


def test_the_strip_and_the_figures_in_russian_worked_by_hand() -> None:
    history = []
    stats = {
        "answered": 21,
        "accuracy": 0.8,
        "cost_per_100": 1.5,
        "waiting": 2,
        "kinds": {},
    }
    with in_language("ru"):
        text = visible(stats_html(stats, history))
    assert "21 ответ," in text
    assert "верно 80 %" in text
    assert "потеряно 1,5 фишки на 100 решений" in text
    assert "2 задания с ошибкой ждут повтора" in text
    stats.update(answered=22, waiting=0)
    with in_language("ru"):
        text = visible(stats_html(stats, history))
    assert "22 ответа," in text and "заданий с ошибкой, ждущих повтора, нет" in text
    stats.update(answered=11, waiting=1)
    with in_language("ru"):
        text = visible(stats_html(stats, history))
    assert "11 ответов," in text and "1 задание с ошибкой ждёт повтора" in text


def test_a_trainer_speaks_its_own_language_while_the_kernel_speaks_another() -> None:
    russian = TrainerController("switch", seed=3, focus="hard", lang="ru")
    english = TrainerController("switch", seed=3, focus="hard", lang="en")
    set_language("ru")
    _played(english, wrong=True)
    set_language("en")
    _played(russian, wrong=True)
    with in_language(english.lang):
        assert "Not the best" in visible(verdict_html(english.last))
    with in_language(russian.lang):
        assert "Не лучший выбор" in visible(verdict_html(russian.last))
    # the check's explanation was written when the answer was graded, in the trainer's language
    assert re.search("[а-я]", russian.last[1].explanation)


def test_a_trainer_widget_made_in_russian_shows_russian_in_an_english_kernel() -> None:
    from bjswitch_widgets.widgets.trainer import Trainer

    trainer = Trainer("switch", seed=5, focus="pairs", lang="ru")
    trainer.answer(trainer.controller.practice.best())
    shown = " ".join(
        visible(child.value)
        for child in trainer.children
        if isinstance(getattr(child, "value", None), str)
    )
    assert "Задание" in shown and "Ваша практика" in shown and "Drill" not in shown
    labels = {b.description for b in trainer._buttons.values()}
    assert labels and not any(re.search("[A-Za-z]{3}", label) for label in labels), labels


def test_a_language_the_package_does_not_speak_is_refused_before_the_practice() -> None:
    with pytest.raises(InvalidInputError):
        TrainerController("switch", seed=3, lang="de")


@pytest.mark.parametrize(
    ("said", "focus"),
    [("жёсткие суммы", "hard"), ("Мягкие суммы", "soft"), ("hard", "hard"), ("22 push", "22 push")],
)
def test_a_focus_is_read_by_its_name_in_either_language(said: str, focus: str) -> None:
    """A lesson's buttons show the kinds in the learner's words and hand them to the trainer as
    they are: ``Trainer(focus="жёсткие суммы")`` deals hard totals, in a kernel of either
    language, and saves its practice under the English name."""
    for lang in ("en", "ru"):
        with in_language(lang):
            trainer = Trainer("switch", seed=1, focus=said)
        assert trainer.controller.practice.focus == focus


@pytest.mark.parametrize("seed", range(12))
def test_practice_reads_a_decision_in_the_learners_words(seed: int) -> None:
    """``Practice.answer`` takes a choice as the trainer names it in the learner's language
    («разделить», «страховка 1 1», «нет») as it takes the data's word ("split"): the same
    grade, the same choice recorded. An answer that is none of the choices is refused naming
    them in the learner's words, not the data's."""
    from bjswitch_widgets.teaching.training import Practice
    from bjswitch_widgets.words import decision

    with in_language("ru"):
        english, russian = Practice(seed=seed), Practice(seed=seed)
        for _ in range(6):
            choices = english.choices()
            assert choices == russian.choices()
            with pytest.raises(InvalidInputError) as refused:
                russian.answer("прыгнуть")
            assert all(f"«{decision(c)}»" in str(refused.value) for c in choices)
            pick = choices[-1]
            data, words = english.answer(pick), russian.answer(decision(pick))
            assert (data.correct, english.history[-1]) == (words.correct, russian.history[-1])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_verdict_under_the_next_drill_says_it_is_about_the_last_answer(lang: str) -> None:
    """The next drill is dealt at once, above the verdict: the verdict opens with its own label
    (in the language) and names the last drill's cards, not the cards now on the felt."""
    trainer = TrainerController("switch", seed=5, lang=lang)
    before = trainer.practice.round()
    cards = " ".join(str(c) for c in before.current_hand.cards) if before.current_hand else ""
    trainer.answer(trainer.practice.best())
    with in_language(lang):
        html = verdict_html(trainer.last)
    label = re.search(r'<span class="bjs-trainer-verdict-label">([^<]+)</span>', html)
    assert label is not None and label[1].strip() and html.index(label[0]) < html.index("<b>")
    assert cards in html
