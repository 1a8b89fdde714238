"""The table's panels: insurance, bets, seats (person or computer), the Advisor, why buttons are
off, the event log, the exported scenario.

Each panel is a widget built from a :class:`~bjswitch_widgets.widgets.controller.TableController`
that forwards its clicks to the controller (private ``_on_*`` handlers) and shows the
controller's state in :meth:`render`. Panels hold no rules: what is legal, what an option buys
and every sentence come from the controller, the engine and :mod:`.texts`. Every panel writes
in its table's language (``lang``: the controller's; None, the kernel's), built inside it by the
table and rendering inside it (``speaks_own_language``); each render labels its controls again
(``relabel``), so a table that follows the kernel's language changes with it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import traitlets

from ..errors import ScenarioError
from ..language import N_, ngettext, speaks_own_language
from ..language import gettext as _
from ..round import ActionKind, Phase, Round
from . import ui
from .controller import TableController
from .controls import control, with_key
from .render import (
    advisor_html,
    esc,
    export_html,
    log_html,
    log_item_html,
    size_class,
    why_not_html,
)
from .texts import (
    EXPORT_TOOLTIP,
    WHY_NOT_LABELS,
    WHY_NOT_TOOLTIP,
    bets_heading,
    box_insurance_words,
    insurance_label,
    lesson_cell,
    position_insurance_words,
    scenario_json,
)

__all__ = [
    "AdvisorPanel",
    "BetsPanel",
    "ExportPanel",
    "InsurancePanel",
    "LogPanel",
    "SeatsPanel",
    "WhyNotPanel",
    "control_button",
    "make_button",
]

#: A button that is off: its label, and why in words (the engine's reason, with its §).
Off = tuple[str, str]

Handler = Callable[[Mapping[str, Any]], None]


def _wrap() -> ui.Layout:
    """A row of controls that wraps onto the next line on a narrow screen instead of
    overflowing sideways."""
    return ui.Layout(flex_flow="row wrap", align_items="center")


def make_button(description: str, css: str, **kwargs: Any) -> ui.Button:
    """A button sized to its label, with the CSS class the browser test and the styles use."""
    made = ui.Button(description=description, layout=ui.Layout(width="auto"), **kwargs)
    made.add_class(css)
    return made


def control_button(name: str, **kwargs: Any) -> ui.Button:
    """The button of the control ``name`` (:mod:`.controls`; an insurance button with its
    position, ``'insure-2'``): its label and the class ``bjs-btn-<name>``."""
    return make_button(control(name).label, f"bjs-btn-{name}", **kwargs)


class InsurancePanel(ui.VBox):
    """Insure / No insurance: per position (§1.5), or one yes/no for the box asked (§3)."""

    lang: str | None

    def __init__(self, controller: TableController) -> None:
        self._controller = controller
        self.lang = controller.lang
        prof = controller.profile
        self.rows: list[tuple[ui.Button, ui.Button]] = []
        self._labels: list[ui.HTML] = []
        children: list[ui.DOMWidget] = []
        for position in range(1, controller.insurance_rows() + 1):
            insure = control_button(f"insure-{position}")
            decline = control_button(f"no-insurance-{position}")
            insure.on_click(self._handler(position - 1, True))
            decline.on_click(self._handler(position - 1, False))
            self.rows.append((insure, decline))
            label = ui.HTML(insurance_label(prof, position))
            label.add_class("bjs-insurance-label-view")
            self._labels.append(label)
            children.append(ui.HBox([label, insure, decline], layout=_wrap()))
        super().__init__(children)

    def _handler(self, index: int, insure: bool) -> Callable[[ui.Button], None]:
        def _on_click(_: ui.Button) -> None:
            self._on_insurance(index, insure)

        return _on_click

    def _on_insurance(self, index: int, insure: bool) -> None:
        self._controller.insure(index, insure)

    @speaks_own_language
    def relabel(self) -> None:
        """The buttons' labels in the language now."""
        for buttons in self.rows:
            for widget, family in zip(buttons, ("insure", "no-insurance"), strict=True):
                widget.description = control(family).label

    def render(self, rnd: Round, reasons: Mapping[ActionKind, str]) -> list[Off]:
        """Shown only while insurance is being asked (the dealer's up card is an ace and the
        question is open); each button as the engine allows it, and each row's label saying
        what that position has chosen so far. Hidden once every player has answered, and so at
        the end of the round. Returns the buttons shown and off, each with why."""
        self.relabel()
        c = self._controller
        prof = c.profile
        asked = rnd.phase is Phase.INSURANCE
        # The buttons stay up to date (off) while hidden: a key cannot reach a stale one.
        self.layout.display = "" if asked else "none"
        one = len(self.rows) == 1
        off: list[Off] = []
        for index, (buttons, options) in enumerate(
            zip(self.rows, c.insurance_options(reasons), strict=True)
        ):
            self._labels[index].value = insurance_label(prof, index + 1, chosen=options[0].chosen)
            for widget, option, insure in (
                (buttons[0], options[0], True),
                (buttons[1], options[1], False),
            ):
                words = (
                    box_insurance_words(prof, rnd, option, insure)
                    if prof.insurance_per_box
                    else position_insurance_words(prof, index, option, insure=insure, one=one)
                )
                widget.disabled = not option.enabled
                widget.button_style = "primary" if option.enabled else ""
                widget.tooltip = with_key(words, "insure" if insure else "no-insurance")
                if asked and not option.enabled:
                    # Translators: an insurance button of one hand in the Why not? list
                    where = _("{button} on hand {hand}").format(
                        button=widget.description, hand=index + 1
                    )
                    off.append((widget.description if one else where, words))
        return off


class BetsPanel(ui.VBox):
    """Bets for the next round, where the profile lets players choose them (§3)."""

    lang: str | None

    def __init__(self, controller: TableController) -> None:
        self._controller = controller
        self.lang = controller.lang
        prof = controller.profile
        self._syncing = False
        self._shown: dict[str, Any] = dict(controller.bets)
        self.inputs: dict[str, tuple[ui.Dropdown, ui.BoundedIntText, ui.BoundedIntText]] = {}
        self._head = ui.HTML()
        rows: list[ui.DOMWidget] = [self._head]
        for name, (n_boxes, n_bet, n_side) in controller.bets.items():
            most_boxes, least, most, most_side = controller.bet_limits(name)
            boxes = ui.Dropdown(
                options=list(range(most_boxes + 1)),
                value=n_boxes,
                description="boxes",
                layout=ui.Layout(width="140px"),
            )
            bet = ui.BoundedIntText(
                value=n_bet,
                min=least,
                max=most,
                description="bet",
                layout=ui.Layout(width="140px"),
            )
            side = ui.BoundedIntText(
                value=n_side,
                min=0,
                max=most_side,
                description="Super Match",
                layout=ui.Layout(width="190px"),
                style={"description_width": "initial"},
            )
            side.layout.display = "" if prof.super_match else "none"
            for w in (boxes, bet, side):
                w.add_class("bjs-bet-input")
                w.observe(self._handler(name), names="value")
            self.inputs[name] = (boxes, bet, side)
            rows.append(ui.HBox([ui.HTML(f"<b>{esc(name)}</b>"), boxes, bet, side], layout=_wrap()))
        self.repeat = make_button("Repeat", "bjs-btn-repeat")
        self.repeat.on_click(self._on_repeat)
        self.clear = make_button("Clear", "bjs-btn-clear")
        self.clear.on_click(self._on_clear)
        rows.append(ui.HBox([self.repeat, self.clear], layout=_wrap()))
        super().__init__(rows)
        self.layout.display = "" if controller.choose_bets else "none"
        self.relabel()

    def relabel(self) -> None:
        """The heading, the inputs' names and the buttons' labels in the language now."""
        self._head.value = (
            f'<div class="bjs-bets-head">{bets_heading(self._controller.profile)}</div>'
        )
        for boxes, bet, side in self.inputs.values():
            # Translators: the bets panel's number of boxes a player bets on
            boxes.description = _("boxes")
            bet.description = _("bet")
            side.description = _("Super Match")
            # a tooltip of its own: without one the label's title reads "null"
            boxes.set_trait("tooltip", _("How many boxes to play this round"))
            bet.set_trait("tooltip", _("The bet on each position of a box"))
            side.set_trait("tooltip", _("The Super Match side bet on each box (0 for none)"))
        self.repeat.description = _("Repeat")
        self.repeat.tooltip = _("The same bets as last round")
        self.clear.description = _("Clear")
        self.clear.tooltip = _("Take every bet off the table")

    def _handler(self, name: str) -> Handler:
        def _on_input(change: Mapping[str, Any]) -> None:
            self._on_bets_changed(name)

        return _on_input

    def _on_bets_changed(self, name: str) -> None:
        if self._syncing:  # the panel is showing the controller's bets, not a learner's input
            return
        boxes, bet, side = self.inputs[name]
        self._controller.set_bets(name, boxes.value, bet.value, side.value)

    def _on_repeat(self, _: ui.Button) -> None:
        self._controller.repeat_bets()

    def _on_clear(self, _: ui.Button) -> None:
        self._controller.clear_bets()

    @speaks_own_language
    def render(self) -> None:
        """The controller's bets in the inputs; Repeat and Clear on when they would change them."""
        self.relabel()
        c = self._controller
        if not c.choose_bets:
            return
        if c.bets != self._shown:
            self._syncing = True
            try:
                for name, (n_boxes, n_bet, n_side) in c.bets.items():
                    boxes, bet, side = self.inputs[name]
                    side.max = c.bet_limits(name)[3]
                    boxes.value, bet.value, side.value = n_boxes, n_bet, n_side
            finally:
                self._syncing = False
            self._shown = dict(c.bets)
        self.clear.disabled = not c.can_clear
        self.repeat.disabled = not c.can_repeat


class SeatsPanel(ui.Accordion):
    """Who plays each seat: a person, or the computer (the simple strategy)."""

    lang: str | None

    def __init__(self, controller: TableController) -> None:
        self._controller = controller
        self.lang = controller.lang
        self._syncing = False
        self._shown = set(controller.computer)
        self.boxes: dict[str, ui.Checkbox] = {}
        for name in controller.bets:
            box = ui.Checkbox(value=name in controller.computer, indent=False)
            box.observe(self._handler(name), names="value")
            self.boxes[name] = box
        super().__init__(children=[ui.VBox(list(self.boxes.values()))])
        self.relabel()
        self.selected_index = None

    def relabel(self) -> None:
        """The title and each box's words in the language now."""
        self.set_title(0, _("Seats: person or computer"))
        for name, box in self.boxes.items():
            box.description = _("computer plays {name}").format(name=name)

    def _handler(self, name: str) -> Handler:
        def _on_toggle(change: Mapping[str, Any]) -> None:
            self._on_seat(name, bool(change["new"]))

        return _on_toggle

    def _on_seat(self, name: str, computer: bool) -> None:
        if not self._syncing:
            self._controller.set_computer(name, computer)

    @speaks_own_language
    def render(self) -> None:
        """Each box ticked for a computer seat."""
        self.relabel()
        computer = self._controller.computer
        if computer == self._shown:
            return
        self._shown = set(computer)
        self._syncing = True
        try:
            for name, box in self.boxes.items():
                box.value = name in computer
        finally:
            self._syncing = False


class AdvisorPanel(ui.HTML):
    """The Advisor's view; its ``toggle`` (shown in the row of buttons) is the controller's
    ``advisor`` trait."""

    lang: str | None

    def __init__(self, controller: TableController, *, size: str = "normal") -> None:
        self._controller = controller
        self.lang = controller.lang
        size_class(size)  # refuses a size that is not 'normal' or 'large'
        self._size = size
        super().__init__()
        self.add_class("bjs-advisor-view")
        self.toggle = ui.ToggleButton(value=controller.advisor, layout=ui.Layout(width="auto"))
        self.toggle.add_class("bjs-btn-advisor")
        traitlets.link((controller, "advisor"), (self.toggle, "value"))
        self.relabel()

    def relabel(self) -> None:
        """The toggle's label and tooltip in the language now."""
        self.toggle.description = _("Advisor")
        self.toggle.tooltip = _(
            "Show the exact expected value of every legal choice, and what a choice cost"
        )

    @speaks_own_language
    def render(self) -> None:
        self.relabel()
        c = self._controller
        self.value = advisor_html(c.advice(), c.last_cost, size=self._size) if c.advisor else ""


class WhyNotPanel(ui.HTML):
    """Why each button shown is off now, in words: the reasons the buttons' tooltips give, which
    a keyboard or a touch screen cannot reach. Its ``toggle`` (``Why not?``, in the row of
    buttons) opens it and, pressed again, closes it; while open it follows every change.
    ``lang``: the table's language (None: the kernel's)."""

    lang: str | None

    def __init__(self, *, size: str = "normal", lang: str | None = None) -> None:
        size_class(size)  # refuses a size that is not 'normal' or 'large'
        self._size = size
        self.lang = lang
        self._off: list[Off] = []
        super().__init__()
        self.add_class("bjs-why-not-view")
        self.layout.display = "none"
        self.toggle = ui.ToggleButton(
            value=False,
            description=_(WHY_NOT_LABELS[0]),
            tooltip=_(WHY_NOT_TOOLTIP),
            layout=ui.Layout(width="auto"),
        )
        self.toggle.add_class("bjs-btn-why-not")
        self.toggle.observe(self._on_toggle, names="value")

    def _on_toggle(self, change: Mapping[str, Any]) -> None:
        self.render(self._off)

    @speaks_own_language
    def render(self, off: list[Off]) -> None:
        """``off``: each button shown and off, with why (label, reason), in the order shown."""
        self._off = off
        opened = bool(self.toggle.value)
        self.toggle.description = _(WHY_NOT_LABELS[1 if opened else 0])
        self.toggle.tooltip = _(WHY_NOT_TOOLTIP)
        self.layout.display = "" if opened else "none"
        self.value = why_not_html(off, size=self._size) if opened else ""


class LogPanel(ui.Accordion):
    """The round's event log, folded away (each step with its explanation); ``lang``: the
    table's language (None: the kernel's)."""

    lang: str | None

    def __init__(self, *, size: str = "normal", lang: str | None = None) -> None:
        size_class(size)  # refuses a size that is not 'normal' or 'large'
        self._size = size
        self.lang = lang
        self.view = ui.HTML()
        self._round: Round | None = None
        self._items: list[str] = []
        super().__init__(children=[self.view])
        self.set_title(0, _("Event log"))
        self.selected_index = None

    @speaks_own_language
    def render(self, rnd: Round, rounds_played: int) -> None:
        """The round's log; the steps already drawn are kept (a round's log only grows)."""
        events = rnd.events
        if rnd is not self._round or len(events) < len(self._items):
            self._round, self._items = rnd, []
        self._items += [log_item_html(e) for e in events[len(self._items) :]]
        self.view.value = log_html(events, self._items, size=self._size)
        title = ngettext(
            "Event log — round {round} ({n} step)",
            "Event log — round {round} ({n} steps)",
            len(events),
        )
        self.set_title(0, title.format(round=rounds_played, n=len(events)))


class ExportPanel(ui.VBox):
    """``Export scenario``: a small button that opens (and, clicked again, closes) what was
    played so far as a scenario: its JSON and a ready lesson cell, each in a read-only box to
    select and copy. The controller records the scenario (``recorded_scenario``) only while the
    panel is open, once per change of the table: a closed panel costs a click nothing."""

    #: The button's label while the panel is closed, and while it is open (English: shown
    #: through gettext).
    LABELS = (N_("Export scenario"), N_("Close export"))

    lang: str | None

    def __init__(self, controller: TableController, *, size: str = "normal") -> None:
        self._controller = controller
        self.lang = controller.lang
        size_class(size)  # refuses a size that is not 'normal' or 'large'
        self._size = size
        #: The panel is open (the learner clicked the button).
        self.opened = False
        self._shown = -1  # the controller's version drawn last
        self.toggle = make_button(_(self.LABELS[0]), "bjs-btn-export", tooltip=_(EXPORT_TOOLTIP))
        self.toggle.on_click(self._on_toggle)
        self.view = ui.HTML()
        self.view.add_class("bjs-export-view")
        self.view.layout.display = "none"
        super().__init__([ui.HBox([self.toggle], layout=_wrap()), self.view])

    def _on_toggle(self, _: ui.Button) -> None:
        self.opened = not self.opened
        self._shown = -1
        self.render()

    @speaks_own_language
    def render(self) -> None:
        """Closed: only the button. Open: the scenario as the table stands now, worked out again
        only when the table has changed since it was drawn."""
        opened = self.opened
        self.toggle.description = _(self.LABELS[1 if opened else 0])
        self.toggle.tooltip = _(EXPORT_TOOLTIP)
        self.view.layout.display = "" if opened else "none"
        if not opened:
            self.view.value = ""
            return
        c = self._controller
        if c.version == self._shown:
            return
        self._shown = c.version
        try:
            scenario = c.recorded_scenario()
        except ScenarioError as error:
            self.view.value = export_html("", "", str(error), size=self._size)
            return
        self.view.value = export_html(
            scenario_json(scenario), lesson_cell(scenario), size=self._size
        )
