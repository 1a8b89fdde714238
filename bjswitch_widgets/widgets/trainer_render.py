"""Pure HTML rendering of the trainer: the prompt line, the verdict, the statistics, the cards.

Nothing here imports ipywidgets and nothing here grades: every function reads a
:class:`~bjswitch_widgets.teaching.training.Practice`, its answers or plain values and returns a
string. The drill's table itself is :func:`~.render.table_html`'s, the prompt is the table's status
line (``bjs-status``), and every text that comes from the learner or a rule is escaped with
:func:`~.render.esc`. The looks are in :mod:`.style` (``TRAINER_CSS``).

>>> from bjswitch_widgets.teaching.training import Practice
>>> practice = Practice("switch", seed=7, focus="pairs")
>>> cards_in_words(practice)
'Q♦ 10♥ (hard 20) against 2♣'
>>> prompt_html(3, "switch", practice.profile)
'<div class="bjs-status"><b>Drill 3</b> (switch): Keep the two hands as dealt, or switch their second cards (§1.7)?</div>'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..checks.feedback import Feedback
from ..rules import Profile
from ..teaching.training import MASTERY_RIGHT, MASTERY_WINDOW, Answer, Practice
from ..words import count
from .render import esc

__all__ = ["STRIP", "cards_in_words", "prompt_html", "stats_html", "verdict_html"]

#: The answers shown in the strip of the last answers.
STRIP = 40


def cards_in_words(practice: Practice) -> str:
    """The drill's cards as the verdict names them: both hands for a switch or insurance
    drill, else the hand in play with its total; and the dealer's up card."""
    rnd = practice.round()
    hand = rnd.current_hand
    up = rnd.dealer[0]
    if practice.drill.kind in ("switch", "insurance") or hand is None:
        hands = " and ".join(" ".join(map(str, h.cards)) for h in rnd.players[0].hands[:2])
        return f"{hands} against {up}"
    return f"{' '.join(map(str, hand.cards))} ({hand.describe_total()}) against {up}"


def prompt_html(drill: int, kind: str, profile: Profile) -> str:
    """The prompt line (the table's status line): the drill's number and kind, what is asked."""
    ask = {
        "switch": "Keep the two hands as dealt, or switch their second cards "
        f"({profile.cite('switch')})?",
        "insurance": f"The dealer shows an ace: insure or not ({profile.cite('insurance')})?",
    }.get(kind, "What do you do with the hand in play?")
    return f'<div class="bjs-status"><b>Drill {drill}</b> ({esc(kind)}): {esc(ask)}</div>'


def verdict_html(last: tuple[Answer, Feedback, str] | None) -> str:
    """The verdict on the last answer: right, essentially equal or wrong, and why."""
    if last is None:
        return (
            '<div class="bjs-trainer-verdict">Choose what you would do. Each answer is graded by '
            "the exact values of the choices (rules §6).</div>"
        )
    answer, feedback, cards = last
    if not answer.right:
        mark, word = "✘", f"Not the best: {esc(answer.best)} was better"
    elif answer.choice == answer.best:
        mark, word = "✔", "Right"
    else:
        mark, word = "≈", f"Essentially equal to the best ({esc(answer.best)})"
    cls = "bjs-right" if answer.right else "bjs-wrong"
    return (
        f'<div class="bjs-trainer-verdict {cls}"><b>{mark} {word}</b> — you chose '
        f"{esc(answer.choice)} with {esc(cards)}.<br>{esc(feedback.explanation)}</div>"
    )


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.0f}%"


def _chips(value: float | None) -> str:
    return "–" if value is None else f"{value:.1f}"


#: The strip's mark for a right answer (the best, or essentially equal) and for one that is not.
_MARKS = {True: ("✔", "right"), False: ("✘", "not the best")}


def _said(answer: Answer) -> str:
    """An answer of the strip in its tooltip: ``'hard: hit (best stand)'``."""
    best = "" if answer.right else f" (best {answer.best})"
    return f"{answer.kind}: {answer.choice}{best}"


def _strip_html(history: Sequence[Answer]) -> str:
    """The last :data:`STRIP` answers, oldest first, as a strip of marks: ✔ on green (right),
    ✘ on red (not the best); each says its kind and choice in a tooltip, and the whole strip
    says them in words to a screen reader."""
    recent = history[-STRIP:]
    if not recent:
        return ""
    cells = "".join(
        f'<span class="bjs-strip-{"right" if a.right else "wrong"}" title="{esc(_said(a))}">'
        f"{_MARKS[a.right][0]}</span>"
        for a in recent
    )
    said = ", ".join(_MARKS[a.right][1] for a in recent)
    right = sum(a.right for a in recent)
    return (
        f'<span class="bjs-strip" role="img" aria-label="the last {len(recent)} answers, '
        f'oldest first: {right} right; {said}">{cells}</span>'
    )


def stats_html(stats: Mapping[str, Any], history: Sequence[Answer]) -> str:
    """The learner's figures: overall, per kind (mastered or not), and the last answers."""
    rows = "".join(
        f"<tr><td>{esc(kind)}</td><td>{k['answered']}</td>"
        f"<td>{k['right_first_try']} of {k['first_tries']}</td><td>{_percent(k['accuracy'])}</td>"
        f"<td>{_chips(k['cost_per_100'])}</td>"
        f"<td>{'✔ yes' if k['mastered'] else 'not yet'}</td></tr>"
        for kind, k in stats["kinds"].items()
        if k["answered"]
    )
    table = (
        "<table><tr><th>kind</th><th>answered</th><th>right at first try</th><th>right</th>"
        f"<th>chips lost per 100</th><th>mastered</th></tr>{rows}</table>"
        if rows
        else ""
    )
    return (
        f'<div class="bjs-trainer-stats"><b>Your practice</b>: {stats["answered"]} answered, '
        f"{_percent(stats['accuracy'])} right, {_chips(stats['cost_per_100'])} chips lost per "
        f"100 decisions against the best; {count(stats['waiting'], 'missed drill', zero='no')} "
        f"waiting to come back. {table}"
        f'<div class="bjs-strip-line">Last answers (✔ right, ✘ not the best): '
        f'{_strip_html(history)}</div><div class="bjs-trainer-note">A kind is mastered at '
        f"{MASTERY_RIGHT} right among its last {MASTERY_WINDOW} first tries.</div></div>"
    )
