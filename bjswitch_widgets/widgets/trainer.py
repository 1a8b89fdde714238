"""The strategy trainer: an ipywidgets view over a :class:`~.trainer_controller.TrainerController`.

:class:`Trainer` only lays the trainer out: the drill's table (the felt, the hole card face
down), one button per choice (each with its key from :mod:`.controls`: ``K`` ``W`` ``N`` ``I``
``H`` ``S`` ``D`` ``P`` ``R``), the verdict on the last answer with the value of every choice
and the chart cell or rule behind the best, and the learner's statistics with a strip of the
last answers. Its controller (:mod:`.trainer_controller`) plays the practice; the view observes
its ``version``, renders with the pure helpers of :mod:`.render` and :mod:`.trainer_render`, and
forwards each click to it.

The verdict is a live region (:class:`~.live.LiveHTML`): a screen reader reads out each new
verdict, and nothing else of the trainer.

The question and the buttons come first, above the drill's table: the felt's height changes
from drill to drill (split hands, a note), and the buttons do not move with it. The verdict
follows the table.

A click acts only on the drill it was shown for (the table's :class:`~.keys.TableKeys`: each
click carries the drill's number; a stale or doubled click is dropped).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..checks.feedback import Feedback
from ..errors import InvalidInputError
from ..language import gettext as _
from ..language import in_language, speaks_own_language
from . import ui
from .controls import control, keys_help, shortcuts, with_key
from .keys import TableKeys
from .live import LiveHTML
from .options import TrainerOptions, arguments, documented, init_from
from .panels import control_button
from .render import esc, table_html
from .style import style_html, trainer_style_html
from .trainer_controller import TRAINER_CONTROLS, TrainerController
from .trainer_render import kind_name, prompt_html, stats_html, verdict_html

__all__ = ["Trainer"]

#: The CSS class of the trainer's root element (its keys script looks for it).
ROOT = "bjs-root-trainer"


@documented(TrainerOptions)
class Trainer(ui.VBox):
    """A strategy trainer for JupyterLab, Notebook 7, Voila and JupyterLite.

    <options>

    ``trainer.situation`` is the drill waiting as a scenario; ``trainer.answer(action)`` grades
    it and moves on; ``trainer.stats()`` gives the figures. The practice itself is
    :attr:`controller` (a :class:`~.trainer_controller.TrainerController`, usable without
    widgets).
    """

    @init_from(TrainerOptions)
    def __init__(self, options: TrainerOptions) -> None:
        controller = TrainerController(**arguments(options))
        self.controller = controller
        #: The trainer's own language (None: the kernel's), its controller's.
        self.lang = controller.lang
        with in_language(self.lang):
            self._build(options)

    def _build(self, options: TrainerOptions) -> None:
        controller = self.controller
        prof = controller.practice.profile
        focus = controller.practice.focus
        title = (
            _("Practice at {table} — {focus}").format(
                table=prof.display_title, focus=kind_name(focus)
            )
            if focus
            else _("Practice at {table}").format(table=prof.display_title)
        )
        self._header = ui.HTML(f'<div class="bjs-header"><b>{esc(title)}</b></div>')
        self._table = ui.HTML()
        self._table.add_class("bjs-table-view")
        self._prompt = ui.HTML()
        self._prompt.add_class("bjs-status-view")
        self._buttons: dict[str, ui.Button] = {}
        for name in TRAINER_CONTROLS:
            made = control_button(
                name,
                tooltip=with_key(control(name).label, name),
                button_style="primary",  # the table's decision buttons' colour
            )
            made.on_click(self._clicked(name))
            self._buttons[name] = made
        self._row = ui.HBox(list(self._buttons.values()), layout=ui.Layout(flex_flow="row wrap"))
        self._keys_help = ui.HTML(keys_help(controller.table_controls()))
        self._keys_help.add_class("bjs-keys-help-view")
        self._verdict = LiveHTML()
        self._verdict.add_class("bjs-trainer-verdict-view")
        self._stats = ui.HTML()
        self._stats.add_class("bjs-trainer-stats-view")
        notes = controller.practice.notes
        self._notes = ui.HTML(
            "".join(f'<div class="bjs-trainer-note">{esc(n)}</div>' for n in notes)
        )
        self.trainer_keys = TableKeys(
            controls=list(TRAINER_CONTROLS),
            shortcuts=shortcuts(TRAINER_CONTROLS),
            root=ROOT,
            layout=ui.Layout(display="none"),
        )
        self.trainer_keys.on_act(self._on_key)
        # The question and the buttons above the felt, whose height changes from drill to
        # drill (one hand or four, a note or none): they stay in place, and a quick click on
        # the same spot finds the same button.
        super().__init__(
            [
                ui.HTML(style_html() + trainer_style_html()),
                self._header,
                self._prompt,
                self._row,
                ui.Box([self._table], layout=ui.Layout(overflow="auto", width="100%")),
                self._verdict,
                self._keys_help,
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

        def show(_change: object = None) -> None:
            c = self.controller
            with in_language(self.lang):
                view.value = trainer_style_html() + stats_html(c.stats(), c.practice.history)

        show()
        self.controller.observe(show, names="version")
        return view

    # ------------------------------------------------------------------ the view

    def _clicked(self, name: str) -> Callable[[ui.Button], None]:
        def handler(_button: ui.Button) -> None:
            self._act(name, self.controller.decision_id)

        return handler

    def _on_key(self, name: str, token: int) -> None:
        self._act(name, token)

    def _act(self, name: str, token: int) -> None:
        if name not in self.controller.controls():
            return  # not a choice of this drill (a key for a hidden button)
        try:
            self.controller.answer(name, token)
        except InvalidInputError:
            return

    def _on_change(self, change: Mapping[str, Any]) -> None:
        self._render()

    @speaks_own_language
    def _render(self) -> None:
        c = self.controller
        rnd = c.practice.round()
        felt = table_html(rnd)
        prompt = prompt_html(c.decision_id, c.practice.drill.kind, rnd.profile)
        shown = set(c.controls())
        for name, button in self._buttons.items():
            button.layout.display = "" if name in shown else "none"
        # The new drill, then its number at once (the table's order, SwitchTable._render): a
        # click made once the new drill shows carries the new number.
        self._table.value = felt
        self._prompt.value = prompt
        self.trainer_keys.token = c.decision_id
        self._verdict.value = verdict_html(c.last)
        self._stats.value = stats_html(c.stats(), c.practice.history)
