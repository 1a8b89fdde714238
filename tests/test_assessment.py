"""The final assessment (issue 23, item 3): twelve unseen situations, one per topic of the
lessons, made from the learner's name, graded by the lessons' own checks.

The golden exam below was worked by hand from its cards (rules §1.1–§1.10, §2); it also pins the
questions a name gets, which learners and graders rely on between versions: a change to the
makers changes every learner's questions and must be deliberate (then work this exam again)."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bjswitch_widgets import Assessment, InvalidInputError
from bjswitch_widgets.language import in_language
from bjswitch_widgets.teaching.assessment import NO_NAME, SIZE, TOPICS

ADA = Assessment("Ada Lovelace")


def test_twelve_questions_one_per_topic_in_the_lessons_order():
    assert SIZE == len(ADA.items) == 12
    assert [i.number for i in ADA.items] == list(range(1, 13))
    assert [i.topic for i in ADA.items] == list(TOPICS)
    lessons = [t.lesson[:2] for t in TOPICS]
    assert lessons == sorted(lessons, key=lambda x: (x == "08", x))  # other tables come last
    assert set(lessons) == {"01", "02", "03", "04", "05", "06", "07", "08", "09"}


@pytest.mark.parametrize(
    ("number", "shown", "right", "wrong"),
    [
        # 6 + 1 + 9 = 16; the ace as 11 would make 26, so it counts 1: hard 16 (§1.1)
        (1, "6♠ A♦ 9♥", "hard 16", "soft 16"),
        # a ten-value up card: the dealer peeks for a natural (§1.6)
        (2, "10♦", "yes", "no"),
        # insured position 2 only; the dealer's A♠ A♦ is no natural: the insurance is lost (§1.5)
        (3, "A♠ A♦ 7♥", "0", "3"),
        # only the second cards change places: J♠ and 5♦ (§1.7)
        (4, "K♣ J♠", "K♣ 5♦ / K♣ J♠", "K♣ J♠ / K♣ 5♦"),
        # an ace and a ten made by the switch are an ordinary 21, not a natural (§1.7)
        (5, "A♠ 10♦", "no", "yes"),
        # 5 + 7 = 12: the dealer draws to 16 (§1.9)
        (6, "5♠ 7♥", "hit", "stand"),
        # 18 against a dealer 22 (5 + 10 + 7) pushes (§1.10)
        (7, "5♠ 10♠ 7♣", "push", "win"),
        # doubled 8 2 A = 21 against a dealer 17: wins 1:1 on a bet of 4, 8 come back (§1.10)
        (8, "8♥ 2♦ A♦", "8", "4"),
        # 19 and 20 against a dealer 20: one bet of 2 lost, one pushed: 100 − 2 = 98 (§1.10)
        (9, "8♦ 6♠ 6♥", "98", "100"),
        # keep 5 9 and K 10 (14 and 20) against a 4; switching makes 5 10 and K 9 (§1.7, §6)
        (10, "5♣ 9♠", "keep", "switch"),
        # 3 3 against a ten: hit; standing on 6 or splitting is clearly worse (§6)
        (11, "3♣ 3♥", "hit", "stand"),
        # the classic table stands on soft 17: A 2 4 (§2)
        (12, "A♥ 2♠ 4♦", "stand", "hit"),
    ],
)
def test_the_golden_exam_worked_by_hand(number, shown, right, wrong):
    item = ADA.item(number)
    assert shown in item.text()
    assert item.check(right).correct and item.best == right
    assert item.check(wrong).readable and not item.check(wrong).correct


def test_the_same_name_gives_the_same_questions_and_another_name_others():
    assert Assessment("  ada   LOVELACE ").items == ADA.items  # spaces and case aside
    assert Assessment(12345).items == Assessment("12345").items  # a number without quotes
    others = [Assessment(f"learner {n}") for n in range(8)]
    texts = {tuple(i.text() for i in exam.items) for exam in [ADA, *others]}
    assert len(texts) == 9
    second = Assessment("Ada Lovelace", attempt=2)
    assert all(a.text() != b.text() for a, b in zip(ADA.items[:9], second.items[:9], strict=True))


def test_no_name_is_one_set_for_everyone_with_a_note():
    assert Assessment(...).items == Assessment("  ").items == Assessment(None).items
    assert Assessment(...).note == NO_NAME and ADA.note == ""


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(min_size=1, max_size=30), st.integers(1, 4))
def test_every_question_has_one_right_answer_its_check_grades(name, attempt):
    exam = Assessment(name, attempt=attempt)
    for item in exam.items:
        assert item.check(item.best).correct, item
        if item.choices:
            right = [c for c in item.choices if item.check(c).correct]
            assert right == [item.best], item
        assert "?" in item.question and item.situation
        # the class report files a question under its topic's sections: it cites no other
        assert set(item.sections) <= set(item.topic.sections), item


@pytest.mark.parametrize("attempt", [1, 2, 3])
def test_in_russian_every_right_answer_is_written_as_a_russian_learner_writes_it(attempt):
    """The answer key and the verdict of a blank answer quote ``best``: in Russian it is in
    Russian words ("жёсткие 13", "да", "берёт карту"), never the package's English values, and
    its check grades it right (cards keep J/Q/K/A, §1.1)."""
    with in_language("ru"):
        exam = Assessment("Ада", attempt=attempt)
        for item in exam.items:
            assert item.check(item.best).correct, item
            letters = re.sub(r"(10|[2-9JQKA])[♠♥♦♣]", "", item.best)
            assert not re.search(r"[A-Za-z]", letters), item.best


def test_the_score_counts_right_answers_only():
    answers = [i.best for i in ADA.items]
    assert ADA.score(answers).right == 12 and ADA.score(answers).percent == 100
    wrong = ["soft 16", *answers[1:6], "lose", *answers[7:]]
    assert ADA.score(wrong).right == 10
    score = ADA.score({1: "sfot 16", 2: "yes", 8: "  "})
    assert score.right == 1 and score.feedback[7] is None and score.feedback[3] is None
    assert not score.feedback[0].readable  # a note on how to write it, not a wrong answer
    assert str(score) == "Your score: 1 of 12." and score.percent == 8
    assert ADA.score([]).right == 0


@pytest.mark.parametrize(
    ("call", "says"),
    [
        (lambda: Assessment(4.5), "not 4.5"),
        (lambda: Assessment(["Ada"]), "not ['Ada']"),
        (lambda: Assessment("x" * 101), "at most 100 characters"),
        (lambda: Assessment("Ada", attempt=0), "attempt is a whole number from 1, not 0"),
        (lambda: Assessment("Ada", attempt=True), "not True"),
        (lambda: Assessment("Ada", profile="poker"), "poker"),
        (lambda: ADA.item(0), "numbered 1 to 12, not 0"),
        (lambda: ADA.item(13), "numbered 1 to 12, not 13"),
        (lambda: ADA.score("hard 16"), "a list or a dict"),
    ],
)
def test_bad_arguments_are_the_packages_errors_quoting_them(call, says):
    with pytest.raises(InvalidInputError) as raised:
        call()
    assert says in str(raised.value)


def test_the_answer_key_names_each_answer_and_its_rule():
    key = ADA.key().splitlines()
    assert len(key) == 12
    assert key[0] == "1. Card values: hard 16 (§1.1)"
    assert key[6] == "7. The 22 push: push (§1.10)"
    assert key[11] == "12. Other tables: stand (§2)"
