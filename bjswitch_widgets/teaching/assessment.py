"""The final assessment: twelve unseen situations, one for each topic of the lessons, made from
the learner's name, answered without hints and scored at the end.

Each question (:class:`Item`) is a situation dealt from freshly shuffled shoes — never a
lesson's shoe — and asked with the lessons' own checks (:mod:`bjswitch_widgets.checks`): card
values, the peek, insurance, the switch, a switched ace and ten, the dealer's draw, the 22 push,
a doubled or split hand, the chips after a round, keep or switch and a play decision (both
graded by their exact values, §6), and another table's rule. The topics and their makers are in
:mod:`~bjswitch_widgets.teaching.assessment_items`.

**One learner, one set of questions.** The questions are made from the learner's name (spaces
and case aside) and the attempt: the same name gives the same questions in any kernel — so
nbgrader, which runs the notebook again to grade it, grades the questions the learner saw — and
another name gives others. A second attempt (after handing in, ``attempt=2``) gets new ones.

>>> exam = Assessment("Ada Lovelace")
>>> len(exam.items), exam.item(1).topic.key, exam.item(12).topic.key
(12, 'values', 'other tables')
>>> Assessment("  ada   LOVELACE ").item(4) == exam.item(4)  # the same learner
True
>>> exam.score([item.best for item in exam.items]).right
12
>>> print(exam.score({1: exam.item(1).best}))
Your score: 1 of 12.
>>> Assessment(4.2)
Traceback (most recent call last):
...
bjswitch_widgets.errors.InvalidInputError: a name is a text (your name or student number), not 4.2
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..checks import Feedback
from ..checks.answers import as_text, is_blank
from ..checks.feedback import show
from ..errors import InvalidInputError, quote
from ..language import N_, in_language
from ..language import gettext as _
from ..rules import Profile, get_profile
from .assessment_items import MAKERS, TOPICS, Topic

__all__ = ["INSTRUCTOR", "NO_NAME", "SIZE", "TOPICS", "Assessment", "Item", "Score"]

#: How many questions an assessment asks: one per topic.
SIZE = len(TOPICS)
#: The name the instructor's copy is made for.
INSTRUCTOR = "Instructor"
#: What an assessment for no name says.
NO_NAME = N_(
    "No name yet: these are the questions for a blank name, the same for everyone. Write your "
    "name or student number to get your own."
)
#: The longest name taken.
LONGEST = 100


def learner_name(name: object) -> str:
    """``name`` as the questions are made from it: spaces and case aside; a whole number as its
    digits (a student number without quotes); ``...``, None and blank are the empty name."""
    if name is None or name is ...:
        return ""
    if isinstance(name, int) and not isinstance(name, bool):
        name = str(name)  # a student number written without quotes
    if not isinstance(name, str):
        raise InvalidInputError(
            _("a name is a text (your name or student number), not {value}").format(
                value=quote(name)
            )
        )
    plain = " ".join(name.split())
    if len(plain) > LONGEST:
        raise InvalidInputError(
            _("a name has at most {most} characters, not {value}").format(
                most=LONGEST, value=quote(name)
            )
        )
    return plain.casefold()


def _written(value: Any) -> str:
    """An expected answer as the learner would write it, in the language chosen (``yes`` for
    True, ``жёсткие 13`` for a hard 13 in Russian)."""
    if isinstance(value, bool):
        return show(value)  # yes / да, as the feedback says it
    if isinstance(value, tuple) and all(isinstance(v, str) for v in value):
        return " / ".join(value)
    return as_text(value)


@dataclass(frozen=True)
class Item:
    """One question: its number (from 1), topic, the table in words, the question, the choices
    (or how to write the answer), and the right answer ``best`` (as the learner would write
    it). :meth:`check` grades an answer by the lessons' check of the topic."""

    number: int
    topic: Topic
    situation: tuple[str, ...]
    question: str
    choices: tuple[str, ...]
    how: str
    best: str
    checker: Callable[[Any], Feedback] = field(repr=False, compare=False)

    def check(self, answer: Any) -> Feedback:
        """The feedback on ``answer``: right or wrong with the answer and why, or a note on how
        to write it (an answer the check cannot read)."""
        return self.checker(answer)

    @property
    def sections(self) -> tuple[str, ...]:
        """The rules' sections the question is about (``('§1.10',)``)."""
        return self.check(self.best).sections

    def heading(self) -> str:
        """``Question 3 of 12 — Insurance``."""
        return _("Question {n} of {size} — {topic}").format(
            n=self.number, size=SIZE, topic=self.topic.label
        )

    @property
    def key(self) -> str:
        """The question as the progress file records it: its heading in English, whatever
        language it was asked in (an attempt is one attempt in any language)."""
        with in_language("en"):
            return self.heading()

    def text(self) -> str:
        """The question as printed: heading, situation, question, choices or how to answer."""
        how = (
            _("Choose one of: {choices}.").format(choices=", ".join(self.choices))
            if self.choices
            else self.how
        )
        return "\n".join([self.heading(), *self.situation, f"{self.question} {how}"])

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class Score:
    """The answers graded: each one's feedback (None for a question left blank), and from it
    which are right, how many, of how many."""

    feedback: tuple[Feedback | None, ...]

    @property
    def total(self) -> int:
        """How many questions were graded."""
        return len(self.feedback)

    @property
    def right(self) -> int:
        """How many answers are right."""
        return sum(self.marks)

    @property
    def marks(self) -> tuple[bool, ...]:
        """Each question right or not: answered, readable and correct."""
        return tuple(bool(f is not None and f.readable and f.correct) for f in self.feedback)

    @property
    def percent(self) -> int:
        """The score in per cent, rounded."""
        return round(100 * self.right / self.total) if self.total else 0

    def __str__(self) -> str:
        return _("Your score: {right} of {total}.").format(right=self.right, total=self.total)


class Assessment:
    """The questions of one learner: made from ``name`` (your name or student number; ``...``
    or blank: the questions for no name, :data:`NO_NAME`) and ``attempt`` (1, 2, …) at the
    table ``profile`` (the switch table by default; the last question is about the others)."""

    def __init__(self, name: object = ..., *, attempt: int = 1, profile: str | Profile = "switch"):
        self.name = learner_name(name)
        if isinstance(attempt, bool) or not isinstance(attempt, int) or attempt < 1:
            raise InvalidInputError(
                _("attempt is a whole number from 1, not {value}").format(value=quote(attempt))
            )
        self.attempt = attempt
        self.profile = get_profile(profile)
        seed = self.name if attempt == 1 else f"{self.name}#{attempt}"
        self.items = tuple(
            _item(number, topic, self.profile, f"{self.profile.name}|{seed}|{topic.key}")
            for number, topic in enumerate(TOPICS, start=1)
        )

    @property
    def note(self) -> str:
        """:data:`NO_NAME` for the questions of no name, else ``""``."""
        return "" if self.name else _(NO_NAME)

    def item(self, number: int) -> Item:
        """Question ``number`` (from 1)."""
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= SIZE:
            raise InvalidInputError(
                _("the questions are numbered 1 to {size}, not {value}").format(
                    size=SIZE, value=quote(number)
                )
            )
        return self.items[number - 1]

    def score(self, answers: Sequence[Any] | Mapping[int, Any]) -> Score:
        """Grade ``answers``: a list in question order, or a dict by question number; a question
        missing, left blank (``...``) or not readable is not right."""
        if isinstance(answers, Mapping):
            given = [answers.get(n, ...) for n in range(1, SIZE + 1)]
        elif isinstance(answers, Sequence) and not isinstance(answers, str):
            given = [*answers, *[...] * (SIZE - len(answers))][:SIZE]
        else:
            raise InvalidInputError(
                _("answers are a list or a dict by question number, not {value}").format(
                    value=quote(answers)
                )
            )
        feedback = tuple(
            None if is_blank(a) else item.check(a)
            for item, a in zip(self.items, given, strict=True)
        )
        return Score(feedback)

    def key(self) -> str:
        """The answer key: one line per question, its right answer and the rules' sections."""
        return "\n".join(
            f"{i.number}. {i.topic.label}: {i.best}" + "".join(f" (§{s})" for s in i.sections[:1])
            for i in self.items
        )


def _item(number: int, topic: Topic, prof: Profile, seed: str) -> Item:
    rng = random.Random(int.from_bytes(hashlib.sha256(seed.encode()).digest()[:8], "big"))
    made = MAKERS[topic.key](prof, rng)
    if made.choices:
        best = next(c for c in made.choices if made.check(c).correct)
    else:
        probed = made.check(made.probe)
        best = _written(probed.expected if probed.shown is None else probed.shown)
    return Item(
        number, topic, made.situation, made.question, made.choices, made.how, best, made.check
    )
