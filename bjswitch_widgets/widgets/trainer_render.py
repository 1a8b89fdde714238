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
from ..language import gettext as _
from ..language import ngettext, number
from ..rules import Profile
from ..teaching.training import MASTERY_RIGHT, MASTERY_WINDOW, Answer, Practice, kind_name
from ..words import decision, listing
from .render import esc

__all__ = ["STRIP", "cards_in_words", "kind_name", "prompt_html", "stats_html", "verdict_html"]

#: The answers shown in the strip of the last answers.
STRIP = 40


def cards_in_words(practice: Practice) -> str:
    """The drill's cards as the verdict names them: both hands for a switch or insurance
    drill, else the hand in play with its total; and the dealer's up card."""
    rnd = practice.round()
    hand = rnd.current_hand
    up = rnd.dealer[0]
    if practice.drill.kind in ("switch", "insurance") or hand is None:
        hands = listing([" ".join(map(str, h.cards)) for h in rnd.players[0].hands[:2]])
        return _("{hands} against {up}").format(hands=hands, up=up)
    return _("{cards} ({total}) against {up}").format(
        cards=" ".join(map(str, hand.cards)), total=hand.describe_total(), up=up
    )


def prompt_html(drill: int, kind: str, profile: Profile) -> str:
    """The prompt line (the table's status line): the drill's number and kind, what is asked."""
    if kind == "switch":
        ask = _("Keep the two hands as dealt, or switch their second cards ({section})?").format(
            section=profile.cite("switch")
        )
    elif kind == "insurance":
        ask = _("The dealer shows an ace: insure or not ({section})?").format(
            section=profile.cite("insurance")
        )
    else:
        ask = _("What do you do with the hand in play?")
    drill_text = esc(_("Drill {number}").format(number=drill))
    return f'<div class="bjs-status"><b>{drill_text}</b> ({esc(kind_name(kind))}): {esc(ask)}</div>'


def verdict_html(last: tuple[Answer, Feedback, str] | None) -> str:
    """The verdict on the last answer: right, essentially equal or wrong, and why."""
    if last is None:
        intro = _(
            "Choose what you would do. Each answer is graded by the exact values of the "
            "choices (rules §6)."
        )
        return f'<div class="bjs-trainer-verdict">{esc(intro)}</div>'
    answer, feedback, cards = last
    best = decision(answer.best)
    if not answer.right:
        mark, word = "✘", _("Not the best: {best} was better").format(best=best)
    elif answer.choice == answer.best:
        mark, word = "✔", _("Right")
    else:
        mark, word = "≈", _("Essentially equal to the best ({best})").format(best=best)
    cls = "bjs-right" if answer.right else "bjs-wrong"
    chose = _("— you chose {choice} with {cards}.").format(
        choice=decision(answer.choice), cards=cards
    )
    # The next drill is already dealt above it: the verdict says it is about the last one.
    # Translators: before the verdict on the answer just given (the next drill is already shown)
    last_answer = _("Your last answer:")
    return (
        f'<div class="bjs-trainer-verdict {cls}"><span class="bjs-trainer-verdict-label">'
        f"{esc(last_answer)}</span> <b>{mark} {esc(word)}</b> {esc(chose)}"
        f"<br>{esc(feedback.explanation)}</div>"
    )


def _percent(value: float | None) -> str:
    if value is None:
        return "–"
    # Translators: a percentage, "80%"
    return _("{percent}%").format(percent=number(f"{100 * value:.0f}"))


def _chips(value: float | None) -> str:
    return "–" if value is None else number(f"{value:.1f}")


def _mark(right: bool) -> tuple[str, str]:
    """The strip's mark for a right answer (the best, or essentially equal) and for one that
    is not, with its word."""
    return ("✔", _("right")) if right else ("✘", _("not the best"))


def _said(answer: Answer) -> str:
    """An answer of the strip in its tooltip: ``'hard: hit (best stand)'``."""
    choice = decision(answer.choice)
    if answer.right:
        return _("{kind}: {choice}").format(kind=kind_name(answer.kind), choice=choice)
    return _("{kind}: {choice} (best {best})").format(
        kind=kind_name(answer.kind), choice=choice, best=decision(answer.best)
    )


def _strip_html(history: Sequence[Answer]) -> str:
    """The last :data:`STRIP` answers, oldest first, as a strip of marks: ✔ on green (right),
    ✘ on red (not the best); each says its kind and choice in a tooltip, and the whole strip
    says them in words to a screen reader."""
    recent = history[-STRIP:]
    if not recent:
        return ""
    cells = "".join(
        f'<span class="bjs-strip-{"right" if a.right else "wrong"}" title="{esc(_said(a))}">'
        f"{_mark(a.right)[0]}</span>"
        for a in recent
    )
    said = ", ".join(_mark(a.right)[1] for a in recent)
    right = sum(a.right for a in recent)
    label = ngettext(
        "the last {n} answer, oldest first: {right} right; {said}",
        "the last {n} answers, oldest first: {right} right; {said}",
        len(recent),
    ).format(n=len(recent), right=right, said=said)
    return f'<span class="bjs-strip" role="img" aria-label="{esc(label)}">{cells}</span>'


def _kind_row(kind: str, k: Mapping[str, Any]) -> str:
    of = _("{right} of {tries}").format(right=k["right_first_try"], tries=k["first_tries"])
    mastered = _("✔ yes") if k["mastered"] else _("not yet")
    return (
        f"<tr><td>{esc(kind_name(kind))}</td><td>{k['answered']}</td><td>{esc(of)}</td>"
        f"<td>{esc(_percent(k['accuracy']))}</td><td>{esc(_chips(k['cost_per_100']))}</td>"
        f"<td>{esc(mastered)}</td></tr>"
    )


def _kinds_table(stats: Mapping[str, Any]) -> str:
    rows = "".join(_kind_row(kind, k) for kind, k in stats["kinds"].items() if k["answered"])
    if not rows:
        return ""
    heads = (
        _("kind"),
        _("answered"),
        _("right at first try"),
        _("right"),
        _("chips lost per 100"),
        _("mastered"),
    )
    # a narrow page scrolls the table, never the text around it (a group the keyboard reaches;
    # not a landmark region: the page may show the figures twice, in the trainer and its stats)
    label = _("Figures by kind")
    return (
        f'<div class="bjs-trainer-kinds" role="group" tabindex="0" aria-label="{esc(label)}">'
        "<table><tr>" + "".join(f"<th>{esc(h)}</th>" for h in heads) + f"</tr>{rows}</table></div>"
    )


def _summary(stats: Mapping[str, Any]) -> str:
    """``'5 answered, 80% right, 1.2 chips lost per 100 decisions against the best; no
    missed drills waiting to come back.'``; ``'no answers yet.'`` before the first."""
    if not stats["answered"]:
        return _("no answers yet.")
    answered = ngettext("{n} answered", "{n} answered", stats["answered"]).format(
        n=stats["answered"]
    )
    cost = stats["cost_per_100"]
    shown = "2" if cost is None else format(cost, ".1f")
    lost = ngettext(
        "{chips} chip lost per 100 decisions against the best",
        "{chips} chips lost per 100 decisions against the best",
        shown,
    ).format(chips=_chips(cost))
    waiting = stats["waiting"]
    missed = (
        _("no missed drills waiting to come back")
        if waiting == 0
        else ngettext(
            "{n} missed drill waiting to come back",
            "{n} missed drills waiting to come back",
            waiting,
        ).format(n=waiting)
    )
    return _("{answered}, {percent} right, {lost}; {missed}.").format(
        answered=answered, percent=_percent(stats["accuracy"]), lost=lost, missed=missed
    )


def stats_html(stats: Mapping[str, Any], history: Sequence[Answer]) -> str:
    """The learner's figures: overall, per kind (mastered or not), and the last answers."""
    mastery = ngettext(
        "A kind is mastered at {right} right among its last {window} first try.",
        "A kind is mastered at {right} right among its last {window} first tries.",
        MASTERY_WINDOW,
    ).format(right=MASTERY_RIGHT, window=MASTERY_WINDOW)
    heading = _("Your practice")
    strip = _("Last answers (✔ right, ✘ not the best):")
    return (
        f'<div class="bjs-trainer-stats"><b>{esc(heading)}</b>: '
        f"{esc(_summary(stats))} {_kinds_table(stats)}"
        f'<div class="bjs-strip-line">{esc(strip)} '
        f'{_strip_html(history)}</div><div class="bjs-trainer-note">{esc(mastery)}</div></div>'
    )
