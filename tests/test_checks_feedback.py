"""Feedback (bjswitch_widgets.checks.feedback): every learner string in its HTML is escaped,
in each of its three states, and an unreadable answer gets a how-to, not a verdict."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bjswitch_widgets.checks import Feedback
from bjswitch_widgets.checks.feedback import unreadable
from bjswitch_widgets.language import in_language


@pytest.fixture(params=["en", "ru"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    """The test in each language: a verdict never depends on the language (issue 25)."""
    with in_language(request.param):
        yield request.param


EVIL = "<script>x</script>"


@pytest.mark.parametrize(
    "fb",
    [
        Feedback(True, EVIL, EVIL, EVIL),
        Feedback(False, EVIL, EVIL, EVIL),
        Feedback(False, EVIL, None, EVIL, readable=False),
        unreadable(EVIL, EVIL),
    ],
    ids=["correct", "wrong", "unreadable", "note"],
)
@pytest.mark.usefixtures("lang")
def test_every_learner_string_is_escaped(fb):
    html = fb._repr_html_()
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_the_note_for_an_unreadable_answer():
    empty = unreadable("  ", "Write a number.")
    assert str(empty) == "✘ There is no answer yet. Write a number."
    typo = unreadable("sfot 17", "a total.")
    assert str(typo) == "✘ I could not read 'sfot 17' as a total."
    assert not typo.readable and not typo and typo.expected is None
