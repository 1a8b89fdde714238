"""The strategy trainer: endless graded decisions, the mistakes that come back, mastery shown.

:class:`TrainerController` plays :class:`~bjswitch_widgets.training.Practice` for a view and
imports no ipywidgets (a script or a test drives it alike); :class:`Trainer` lays it out: the
drill's table (the felt, the hole card face down), one button per choice (keys ``K`` ``W``
``H`` ``S`` ``D`` ``P`` ``R`` ``I`` ``N``), the verdict on the last answer with the value of
every choice and the chart cell or rule behind the best, and the learner's statistics with a
strip of the last answers.

A click acts only on the drill it was shown for (the table's :class:`~.keys.TableKeys`: each
click carries the drill's number; a stale or doubled click is dropped). While the learner
thinks, the drill's exact values are worked out a slice at a time on the running event loop
(:class:`~.advising.AdviceWork`), so the answer is graded at once.

>>> trainer = TrainerController("switch", seed=7, focus="pairs")
>>> feedback = trainer.answer(trainer.practice.best())
>>> feedback.correct, trainer.stats()["answered"]
(True, 1)
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

import traitlets

from ..checks.feedback import Feedback
from ..errors import InvalidInputError
from ..progress import Scoreboard
from ..rules import Profile, get_profile
from ..training import FOCUSES, MASTERY_RIGHT, MASTERY_WINDOW, Answer, Practice
from . import ui
from .advising import AdviceWork
from .keys import TableKeys
from .panels import make_button
from .render import esc, table_html
from .style import style_html

__all__ = ["Trainer", "TrainerController"]

#: Every control a drill may offer: (control, label, key, what Practice.answer is given).
CONTROLS = (
    ("keep", "Keep", "k", "keep"),
    ("switch", "Switch", "w", "switch"),
    ("no-insurance", "No insurance", "n", "no insurance"),
    ("insure", "Insure", "i", "insure"),
    ("hit", "Hit", "h", "hit"),
    ("stand", "Stand", "s", "stand"),
    ("double", "Double", "d", "double"),
    ("split", "Split", "p", "split"),
    ("surrender", "Surrender", "r", "surrender"),
)
_ANSWER = {control: answer for control, _, _, answer in CONTROLS}
#: The CSS class of the trainer's root element (its keys script looks for it).
ROOT = "bjs-root-trainer"
#: The answers shown in the strip of the last answers.
STRIP = 40


class TrainerController(traitlets.HasTraits):
    """The trainer's state for a view: the practice, the last verdict, and ``version`` (up once
    per change) and ``decision_id`` (the drill's number: a click names the drill it saw)."""

    version = traitlets.Int(0, help="Goes up once after every change (a view re-renders)")
    decision_id = traitlets.Int(0, help="The drill waiting (a click names the one it saw)")

    def __init__(
        self,
        profile: str | Profile = "switch",
        *,
        seed: int | None = None,
        focus: str | None = None,
        progress_file: str | os.PathLike[str] | None = None,
    ) -> None:
        super().__init__()
        # A learner's practice (no seed) is kept in the progress file beside the lessons, one
        # per table and focus: it goes on where it stopped when the notebook is opened again.
        # A seeded practice (a test, an instructor's demonstration) is never saved.
        board = Scoreboard(progress_file) if seed is None else None
        name = f"trainer:{get_profile(profile).name}" + (
            f":{focus.replace(' ', '-')}" if focus in FOCUSES else ""
        )
        self.practice = Practice(profile, seed=seed, focus=focus, board=board, name=name)
        self.last: tuple[Answer, Feedback, str] | None = None  # and the drill's cards in words
        self._work = AdviceWork(lambda: self.decision_id, lambda: None)
        self._commit()

    @property
    def situation(self) -> dict[str, Any]:
        """The drill waiting, as a scenario that ``replay`` brings to the same decision."""
        return self.practice.situation

    def controls(self) -> list[str]:
        """The drill's choices as controls (``'no-insurance'``, ``'hit'`` …), in table order."""
        choices = self.practice.choices()
        if self.practice.drill.kind == "insurance":
            return ["no-insurance", "insure"]
        return [c for c, _, _, answer in CONTROLS if answer in choices]

    def answer(self, action: str, token: int | None = None) -> Feedback | None:
        """Grade ``action`` (a choice, or a control's name) for the drill waiting and deal the
        next; None when ``token`` names a drill that is no longer waiting (a stale click)."""
        if token is not None and token != self.decision_id:
            return None
        given = _ANSWER.get(action, action) if isinstance(action, str) else action
        cards = _cards_in_words(self.practice)
        feedback = self.practice.answer(given)
        self.last = (self.practice.history[-1], feedback, cards)
        self._commit()
        return feedback

    def stats(self) -> dict[str, Any]:
        """The learner's figures (see :meth:`~bjswitch_widgets.training.Practice.stats`)."""
        return self.practice.stats()

    def _commit(self) -> None:
        self.decision_id = self.practice.deals
        self._work.advice(self.practice.round())  # the exact values, worked out meanwhile
        self.version += 1


def _cards_in_words(practice: Practice) -> str:
    rnd = practice.round()
    hand = rnd.current_hand
    up = rnd.dealer[0]
    if practice.drill.kind in ("switch", "insurance") or hand is None:
        hands = " and ".join(" ".join(map(str, h.cards)) for h in rnd.players[0].hands[:2])
        return f"{hands} against {up}"
    return f"{' '.join(map(str, hand.cards))} ({hand.describe_total()}) against {up}"


# ---------------------------------------------------------------------- HTML (pure)


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
        f'<div class="bjs-trainer-verdict {cls}" role="status"><b>{mark} {word}</b> — you chose '
        f"{esc(answer.choice)} with {esc(cards)}.<br>{esc(feedback.explanation)}</div>"
    )


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.0f}%"


def _chips(value: float | None) -> str:
    return "–" if value is None else f"{value:.1f}"


def stats_html(stats: Mapping[str, Any], history: list[Answer]) -> str:
    """The learner's figures: overall, per kind (mastered or not), and the last answers."""
    rows = "".join(
        f"<tr><td>{esc(kind)}</td><td>{k['answered']}</td>"
        f"<td>{k['right_first_try']} of {k['first_tries']}</td><td>{_percent(k['accuracy'])}</td>"
        f"<td>{_chips(k['cost_per_100'])}</td><td>{'✔ mastered' if k['mastered'] else ''}</td></tr>"
        for kind, k in stats["kinds"].items()
        if k["answered"]
    )
    recent = history[-STRIP:]
    cells = "".join(
        f'<rect x="{i * 12}" y="0" width="10" height="16" class="'
        f'{"bjs-strip-right" if a.right else "bjs-strip-wrong"}"><title>{esc(a.kind)}: '
        f"{esc(a.choice)}{'' if a.right else f' (best {esc(a.best)})'}</title></rect>"
        for i, a in enumerate(recent)
    )
    strip = (
        f'<svg class="bjs-strip" width="{12 * max(len(recent), 1)}" height="16" role="img" '
        f'aria-label="the last {len(recent)} answers: {sum(a.right for a in recent)} right">'
        f"{cells}</svg>"
        if recent
        else ""
    )
    table = (
        "<table><tr><th>kind</th><th>answered</th><th>right at first try</th><th>right</th>"
        f"<th>chips lost per 100</th><th></th></tr>{rows}</table>"
        if rows
        else ""
    )
    return (
        f'<div class="bjs-trainer-stats"><b>Your practice</b>: {stats["answered"]} answered, '
        f"{_percent(stats['accuracy'])} right, {_chips(stats['cost_per_100'])} chips lost per "
        f"100 decisions against the best; {stats['waiting']} missed drill(s) waiting to come "
        f"back. {table}<div>Last answers (green right, red not): {strip}</div><div "
        f'class="bjs-trainer-note">A kind is mastered at {MASTERY_RIGHT} right among its last '
        f"{MASTERY_WINDOW} first tries.</div></div>"
    )


_TRAINER_CSS = """<style>
.bjs-trainer-verdict, .bjs-trainer-stats { padding: .4em .6em; margin: .3em 0;
  background: var(--jp-layout-color2, #eeeeee); color: var(--jp-ui-font-color0, #111111);
  border-left: .3em solid #7e57c2; }
.bjs-trainer-verdict.bjs-right { border-left-color: #2e7d32; }
.bjs-trainer-verdict.bjs-wrong { border-left-color: #c62828; }
.bjs-trainer-stats table { border-collapse: collapse; margin: .3em 0; }
.bjs-trainer-stats td, .bjs-trainer-stats th { padding: .05em .6em; text-align: left; }
.bjs-strip-right { fill: #2e7d32; } .bjs-strip-wrong { fill: #c62828; }
.bjs-trainer-note { font-size: .9em; }
</style>"""


class Trainer(ui.VBox):
    """A strategy trainer for JupyterLab, Notebook 7, Voila and JupyterLite.

    ``Trainer(profile="switch", seed=None, focus=None)``: ``focus`` is one of
    :data:`~bjswitch_widgets.training.FOCUSES` ("switch", "insurance", "hard", "soft",
    "pairs", "22 push") or None for every kind. ``trainer.situation`` is the drill waiting as
    a scenario; ``trainer.answer(action)`` grades it and moves on; ``trainer.stats()`` gives the
    figures. Without a ``seed`` the practice is kept in the progress file beside the lessons
    (or ``progress_file``) and goes on where it stopped when the notebook is opened again.
    """

    def __init__(
        self,
        profile: str | Profile = "switch",
        *,
        seed: int | None = None,
        focus: str | None = None,
        progress_file: str | os.PathLike[str] | None = None,
    ) -> None:
        controller = TrainerController(profile, seed=seed, focus=focus, progress_file=progress_file)
        self.controller = controller
        prof = controller.practice.profile
        title = f"Practice at {prof.title}" + (f" — {focus}" if focus else "")
        self._header = ui.HTML(f'<div class="bjs-header"><b>{esc(title)}</b></div>')
        self._table = ui.HTML()
        self._table.add_class("bjs-table-view")
        self._prompt = ui.HTML()
        self._prompt.add_class("bjs-status-view")
        self._buttons: dict[str, ui.Button] = {}
        for control, label, key, _ in CONTROLS:
            made = make_button(
                label,
                f"bjs-btn-{control}",
                tooltip=f"{label} (key {key.upper()})",
                button_style="primary",  # the table's decision buttons' colour
            )
            made.on_click(self._clicked(control))
            self._buttons[control] = made
        self._row = ui.HBox(list(self._buttons.values()))
        self._keys_help = ui.HTML(
            '<div class="bjs-trainer-note">Keys (click a button once first): '
            + " · ".join(
                f"<kbd>{key.upper()}</kbd> {esc(label.lower())}" for _, label, key, _ in CONTROLS
            )
            + "</div>"
        )
        self._verdict = ui.HTML()
        self._stats = ui.HTML()
        notes = controller.practice.notes
        self._notes = ui.HTML(
            "".join(f'<div class="bjs-trainer-note">{esc(n)}</div>' for n in notes)
        )
        self.trainer_keys = TableKeys(
            controls=[c for c, _, _, _ in CONTROLS],
            shortcuts={key: [control] for control, _, key, _ in CONTROLS},
            root=ROOT,
            layout=ui.Layout(display="none"),
        )
        self.trainer_keys.on_act(self._on_key)
        super().__init__(
            [
                ui.HTML(style_html() + _TRAINER_CSS),
                self._header,
                ui.Box([self._table], layout=ui.Layout(overflow="auto", width="100%")),
                self._prompt,
                self._row,
                self._keys_help,
                self._verdict,
                self._stats,
                self._notes,
                self.trainer_keys,
            ]
        )
        self.add_class("bjs-root")
        self.add_class(ROOT)
        controller.observe(self._on_change, names="version")
        self._render()

    # ------------------------------------------------------------------ the API

    @property
    def situation(self) -> dict[str, Any]:
        """The drill waiting, as a scenario that ``replay`` brings to the same decision."""
        return self.controller.situation

    def answer(self, action: str) -> Feedback:
        """Grade ``action`` for the drill waiting, show the verdict and deal the next drill."""
        feedback = self.controller.answer(action)
        assert feedback is not None
        return feedback

    def stats(self) -> dict[str, Any]:
        """The learner's figures: ``answered``, ``right_first_try``, ``cost_per_100`` … and
        the same per kind under ``kinds``."""
        return self.controller.stats()

    def stats_view(self) -> ui.HTML:
        """The learner's statistics as a panel of its own that follows the practice (for the
        end of a lesson: it updates with every answer)."""
        view = ui.HTML()
        view.add_class("bjs-trainer-stats-view")

        def show(_: object = None) -> None:
            c = self.controller
            view.value = _TRAINER_CSS + stats_html(c.stats(), c.practice.history)

        show()
        self.controller.observe(show, names="version")
        return view

    # ------------------------------------------------------------------ the view

    def _clicked(self, control: str) -> Any:
        def handler(_: ui.Button) -> None:
            self._act(control, self.controller.decision_id)

        return handler

    def _on_key(self, control: str, token: int) -> None:
        self._act(control, token)

    def _act(self, control: str, token: int) -> None:
        if control not in self.controller.controls():
            return  # not a choice of this drill (a key for a hidden button)
        try:
            self.controller.answer(control, token)
        except InvalidInputError:
            return

    def _on_change(self, change: Mapping[str, Any]) -> None:
        self._render()

    def _render(self) -> None:
        c = self.controller
        rnd = c.practice.round()
        self._table.value = table_html(rnd)
        kind = c.practice.drill.kind
        ask = {
            "switch": "Keep the two hands as dealt, or switch their second cards "
            f"({rnd.profile.cite('switch')})?",
            "insurance": f"The dealer shows an ace: insure or not ({rnd.profile.cite('insurance')})?",
        }.get(kind, "What do you do with the hand in play?")
        self._prompt.value = (
            f'<div class="bjs-status"><b>Drill {c.decision_id}</b> ({esc(kind)}): {esc(ask)}</div>'
        )
        shown = set(c.controls())
        for control, button in self._buttons.items():
            button.layout.display = "" if control in shown else "none"
        self.trainer_keys.token = c.decision_id
        self._verdict.value = verdict_html(c.last)
        self._stats.value = stats_html(c.stats(), c.practice.history)
