"""The interactive Blackjack Switch table: an ipywidgets view over a :class:`TableController`.

:class:`SwitchTable` only lays the table out. Its controller
(:mod:`bjswitch_widgets.widgets.controller`) plays the game and decides nothing by itself either:
it asks the engine what is legal (``legal_actions``) and why everything else is not
(``unavailable`` / ``why_not``, shown as the disabled buttons' tooltips and, for a keyboard or a
touch screen, in words under the buttons: ``Why not?``). The view observes the controller's
``version``, renders with the pure helpers of :mod:`.render` and :mod:`.texts`, and forwards each
click to a controller method. The status line is a live region (:class:`~.live.LiveHTML`): a
screen reader reads out each new line, and nothing else of the table.

In a browser, :class:`~.keys.TableKeys` (inside the table) sends each click on a decision as a
message tagged with the decision it was shown for (a stale one is dropped, so a double-click acts
once), gives every control a key (in its tooltip and the help line) and keeps focus in the table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..errors import InvalidInputError, quote
from ..language import gettext as _
from ..language import in_language, speaks_own_language
from ..round import Action, ActionKind, Round
from ..rules import Profile
from ..session import Session
from . import ui
from .controller import TableController
from .controls import DECISIONS, control, keys_help, shortcuts, with_key
from .keys import ROOT_CLASS, TableKeys
from .live import LiveHTML
from .options import TableOptions, arguments, documented, init_from
from .panels import (
    AdvisorPanel,
    BetsPanel,
    ExportPanel,
    InsurancePanel,
    LogPanel,
    Off,
    SeatsPanel,
    WhyNotPanel,
    control_button,
)
from .render import (
    header_html,
    standings_html,
    status_html,
    switch_preview_html,
    table_html,
)
from .style import style_html
from .texts import (
    COMPUTER_SEAT,
    action_tooltip,
    dealer_tooltip,
    next_round_tooltip,
    undo_tooltip,
)

__all__ = ["SwitchTable"]


@documented(TableOptions)
class SwitchTable(ui.VBox):
    """A Blackjack Switch table for JupyterLab, Notebook 7 and Voila.

    <options>

    The status line and the buttons stay at the foot of the screen while the hands scroll under
    them (a phone, or a table taller than the screen), so that every decision is next to the
    cards. ``Why not?`` lists, in words, why each grey button is off.

    Every text the table shows (buttons, tooltips, aria labels, the status line, the log, the
    Advisor, the export) is in ``lang``, from the first render to each click's answer, whatever
    the rest of the kernel speaks; the keys stay the same letters in every language (a Russian
    keyboard layout presses them too).

    The game itself is :attr:`controller` (a :class:`TableController`, usable without widgets).

    >>> table = SwitchTable(scenario={"players": ["Ann"],
    ...     "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]}, dealer_delay=0)
    >>> for label in ("Switch", "Double", "Stand"):
    ...     table.button(label).click()
    >>> [(h["outcome"], h["returned"]) for h in table.state()["players"][0]["hands"]]
    [('push', 4), ('push', 2)]
    """

    #: The table's language (None: the kernel's), its controller's.
    lang: str | None

    @init_from(TableOptions)
    def __init__(self, options: TableOptions) -> None:
        # Every option is checked and the round dealt before any widget is built.
        controller = TableController(**arguments(options))
        self.controller = controller
        self.lang = controller.lang
        self._build(controller)

    @speaks_own_language
    def _build(self, controller: TableController) -> None:
        """Every widget of the table, laid out, and the first render (in the table's language)."""
        self._build_views(controller, controller.setup.size)
        self._action_row = self._build_action_row()
        # What a decision needs (the question, insurance, the buttons and why some are off) in
        # one block that stays at the foot of the screen while the felt scrolls under it
        # (style.py).
        self._dock = ui.VBox([self._status, self._insurance, self._action_row, self._why])
        self._dock.add_class("bjs-dock")
        controls = self._controls()
        self._keys_help = ui.HTML(keys_help(controls))
        self._keys_help.add_class("bjs-keys-help-view")
        self.table_keys = TableKeys(
            controls=controls,
            shortcuts=shortcuts(controls),
            layout=ui.Layout(display="none"),
        )
        self.table_keys.on_act(self._on_key_act)
        table_area = ui.Box([self._table], layout=ui.Layout(overflow="auto", width="100%"))
        children: list[ui.DOMWidget] = [
            ui.HTML(style_html()),
            self._header,
            table_area,
            self._preview,
            self._dock,
            self._keys_help,
            self._bets,
            self._advisor,
            self._standings,
            self._log_box,
            self._seats,
        ]
        if self._export is not None:
            children.append(self._export)
        # overflow visible: a box that clips (ipywidgets' default, auto) would hold the dock
        # in place instead of letting it stick to the foot of the screen.
        super().__init__([*children, self.table_keys], layout=ui.Layout(overflow="visible"))
        self.add_class("bjs-root")
        self.add_class(ROOT_CLASS)
        controller.observe(self._on_change, names="version")
        controller.observe(self._on_advice, names="advice_version")
        self._render()

    def _build_views(self, controller: TableController, size: str) -> None:
        """The table's views and panels (no layout yet), each observing the controller."""
        self._header = ui.HTML()
        self._table = ui.HTML()
        self._table.add_class("bjs-table-view")
        self._preview = ui.HTML()
        self._preview.add_class("bjs-preview-view")
        self._status = LiveHTML()
        self._status.add_class("bjs-status-view")
        self._insurance = InsurancePanel(controller)
        self._bets = BetsPanel(controller)
        self._repeat, self._clear = self._bets.repeat, self._bets.clear
        self._size = size
        self._advisor = AdvisorPanel(controller, size=size)
        self._why = WhyNotPanel(size=size, lang=controller.lang)
        self._standings = ui.HTML()
        self._standings.add_class("bjs-standings-view")
        self._log_box = LogPanel(size=size, lang=controller.lang)
        self._log = self._log_box.view
        self._seats = SeatsPanel(controller)
        #: The Export scenario panel, only where the instructor asked for it (``export=True``).
        self._export = ExportPanel(controller, size=size) if controller.setup.export else None

    def _build_action_row(self) -> ui.HBox:
        """Every decision button (those of this table shown), the dealer, Next round, Advisor."""
        c = self.controller
        self._buttons: dict[ActionKind, ui.Button] = {}
        for kind in DECISIONS:
            made = control_button(kind.value)
            made.on_click(self._decision_handler(kind))
            self._buttons[kind] = made
        self._undo = control_button("undo")
        self._undo.on_click(self._on_undo)
        self._deal_dealer = control_button("deal-dealer")
        self._deal_dealer.on_click(self._on_deal_dealer)
        self._next = control_button("next-round", button_style="info")
        self._next.on_click(self._on_next_round)
        row: list[ui.DOMWidget] = [self._buttons[kind] for kind in c.table_kinds()]
        row.append(self._undo)
        if c.dealer_delay is None:
            row.append(self._deal_dealer)
        row += [self._next, self._advisor.toggle, self._why.toggle]
        return ui.HBox(row, layout=ui.Layout(flex_flow="row wrap"))

    # ------------------------------------------------------------------ public API

    @property
    def profile(self) -> Profile:
        """The table's rules."""
        return self.controller.profile

    @property
    def session(self) -> Session:
        """The session being played (the engine's)."""
        return self.controller.session

    @property
    def round(self) -> Round | None:
        """The round on the table (the engine's state)."""
        return self.controller.round

    def reset(self) -> None:
        """Start again from the first round (the same shoe for a scenario or a seed)."""
        self.controller.reset()

    def state(self) -> dict[str, Any]:
        """The replay-format result so far (rules §5): a round's for a one-round scenario,
        else the session's (rounds, standings, ``to_act``)."""
        return self.controller.state()

    def scenario(self) -> dict[str, Any]:
        """What was played so far as a scenario (rules §5) whose replay is :meth:`state`:
        ``replay(table.scenario()) == table.state()``. The players (the computer's seats among
        them, as ordinary players), every card used in the order dealt — the hole card and the
        dealer's cards to come included — and every decision; a session scenario (``rounds``)
        unless the table was made from a one-round scenario. For the instructor: a table made
        with ``export=True`` shows it as JSON and as a lesson cell (``Export scenario``)."""
        return self.controller.recorded_scenario()

    def play_scenario(self) -> None:
        """Start again from the first round and play every decision of the scenario the table
        was made from, every round of a session scenario included, as ``replay`` does: the
        table then stands where ``replay(scenario)`` ends (with ``dealer_delay=0`` at once;
        else the last dealer at the table's pace). The exported lesson cell ends with it. To
        play only the round on the table, from where it stands, use
        :meth:`play_scenario_actions`."""
        self.controller.play_scenario()

    def button(self, label: str) -> ui.Button:
        """The button with this exact label (``'Switch'``, ``'Next round'``, ``'Export
        scenario'`` at a table made with ``export=True`` …), as shown or in English (a lesson's
        code reads the same at a table that speaks Russian: ``button("Hit")`` is its
        ``Взять карту``)."""
        named = {
            control(name).text: b
            for name, b in (
                *((kind.value, self._buttons[kind]) for kind in DECISIONS),
                ("undo", self._undo),
                ("deal-dealer", self._deal_dealer),
                ("next-round", self._next),
            )
        }
        if self._export is not None:
            toggle = self._export.toggle
            named[toggle.description] = toggle
            named[self._export.LABELS[1 if self._export.opened else 0]] = toggle
        found = named.get(label) or next(
            (b for b in named.values() if b.description == label), None
        )
        if found is None:
            with in_language(self.lang):
                raise KeyError(_("no button labelled {label}").format(label=quote(label)))
        return found

    def insurance_buttons(self, position: int) -> tuple[ui.Button, ui.Button]:
        """The ``Insure`` and ``No insurance`` buttons of a position (1-based)."""
        return self._insurance.rows[position - 1]

    def play(self, action: str | Action) -> None:
        """Apply a decision as if its button were clicked (illegal: raises, nothing changes)."""
        if self.round is None:
            with in_language(self.lang):
                raise InvalidInputError(_("no round on the table"))
        self.controller.play(action)

    def play_scenario_actions(self) -> None:
        """Play the ``actions`` the scenario gives for the round on the table (of a session
        scenario, that round's), as if their buttons were clicked, from where the round stands:
        nothing is dealt again and no other round is played. Call it on a round just dealt (a
        lesson shows one round played; after ``Next round``, the next one). To start again and
        play every round of the scenario, use :meth:`play_scenario`."""
        self.controller.play_scenario_actions()

    def set_bets(self, name: str, boxes: int, bet: int, super_match: int = 0) -> None:
        """Set a player's bets for the next round (as the learner would in the bets panel)."""
        self.controller.set_bets(name, boxes, bet, super_match)

    @property
    def text(self) -> str:
        """Everything the table shows now, as HTML (for tests and for reading)."""
        return "".join(
            w.value
            for w in (self._header, self._table, self._preview, self._status, self._standings)
        )

    # ------------------------------------------------------------------ clicks

    def _decision_handler(self, kind: ActionKind) -> Callable[[ui.Button], None]:
        def _on_click(_: ui.Button) -> None:
            self._on_decision(kind)

        return _on_click

    def _on_decision(self, kind: ActionKind) -> None:
        self.controller.act(kind.value)

    def _on_undo(self, _: ui.Button) -> None:
        self.controller.undo()

    def _on_key_act(self, control: str, token: int) -> None:
        """A click or key from the browser, tagged with the decision it was shown for."""
        self.controller.answer(control, token)

    def _on_deal_dealer(self, _: ui.Button) -> None:
        self.controller.deal_dealer()

    def _on_next_round(self, _: ui.Button) -> None:
        self.controller.next_round()

    @speaks_own_language
    def _on_advice(self, change: Mapping[str, Any]) -> None:
        self._advisor.render()  # the exact values are ready

    def _on_change(self, change: Mapping[str, Any]) -> None:
        self._render()

    # ------------------------------------------------------------------ rendering

    @speaks_own_language
    def _render(self) -> None:
        c = self.controller
        rnd = c.round
        assert rnd is not None
        session = c.session
        size = self._size
        header = header_html(c.profile, session.rounds_played, session.rounds, size=size)
        felt = table_html(rnd, c.computer, size=size)
        preview = switch_preview_html(rnd, size=size)
        status = status_html(
            rnd,
            error=c.last_error,
            session_over=session.is_over,
            size=size,
            chosen=c.insurance_chosen(),
        )
        reasons = c.reasons()
        off = self._insurance.render(rnd, reasons) + self._render_buttons(reasons)
        self._why.render(off)
        # The buttons' new states first (a click must find them with the new token), then what
        # shows that a new decision waits (the felt, the question), then the new token at once;
        # the panels below only after it. A click carries the token on screen: made once the
        # new decision shows but before its token came, it would carry the old one and be
        # dropped as a click on a decision already made.
        self._relabel()
        self._header.value = header
        self._table.value = felt
        self._preview.value = preview
        self._status.value = status
        self.table_keys.focus = self._focus_control()
        self.table_keys.token = c.decision_id
        self._advisor.render()
        self._bets.render()
        self._standings.value = (
            standings_html(session.standings(), session.rounds_played, size=size)
            if session.is_over
            else ""
        )
        self._log_box.render(rnd, session.rounds_played)
        self._seats.render()
        if self._export is not None:
            self._export.render()

    def _relabel(self) -> None:
        """The row's labels and the keys help in the language now (they change only when the
        kernel's language does, at a table that follows it)."""
        for kind, widget in self._buttons.items():
            widget.description = control(kind.value).label
        for name, widget in (
            ("undo", self._undo),
            ("deal-dealer", self._deal_dealer),
            ("next-round", self._next),
        ):
            widget.description = control(name).label
        self._keys_help.value = keys_help(self._controls())

    def _render_buttons(self, reasons: Mapping[ActionKind, str]) -> list[Off]:
        """Decisions on as the engine allows them (else its reason); the dealer; Next round.
        Returns the buttons of the row that are off, each with why, in the row's order."""
        c = self.controller
        prof = c.profile
        legal = c.legal_kinds()
        shown = c.table_kinds()
        off: list[Off] = []
        for kind, widget in self._buttons.items():
            enabled = kind in legal
            words = action_tooltip(kind, prof) if enabled else reasons.get(kind, _(COMPUTER_SEAT))
            widget.disabled = not enabled
            widget.tooltip = with_key(words, kind.value)
            widget.button_style = "primary" if enabled else ""
            if not enabled and kind in shown:
                off.append((widget.description, words))
        undo = c.undo_blocker()
        self._undo.disabled = bool(undo)
        stacked = c.setup.scenario is not None
        tip = undo_tooltip(undo, c.session.rounds, prof, stacked=stacked)
        self._undo.tooltip = with_key(tip, "undo")
        dealer_turn = c.dealer_turn
        self._deal_dealer.disabled = not dealer_turn
        dealer = dealer_tooltip(prof, dealer_turn)
        self._deal_dealer.tooltip = with_key(dealer, "deal-dealer")
        blocker = c.next_round_blocker()
        self._next.disabled = bool(blocker)
        self._next.button_style = "" if blocker else "info"
        nxt = next_round_tooltip(prof, blocker, c.session.rounds_played)
        self._next.tooltip = with_key(nxt, "next-round")
        for widget, words, shown_here in (
            (self._undo, tip, True),
            (self._deal_dealer, dealer, c.dealer_delay is None),
            (self._next, nxt, True),
        ):
            if widget.disabled and shown_here:
                off.append((widget.description, words))
        return off

    def _controls(self) -> list[str]:
        """The controls whose clicks the browser sends tagged with the decision shown, in the
        order the table shows them (``bjs-btn-<name>``)."""
        c = self.controller
        names = [
            n
            for i in range(1, len(self._insurance.rows) + 1)
            for n in (f"insure-{i}", f"no-insurance-{i}")
        ]
        names += [kind.value for kind in c.table_kinds()]
        names.append("undo")
        if c.dealer_delay is None:
            names.append("deal-dealer")
        return [*names, "next-round"]

    def _focus_control(self) -> str:
        """The control the browser focuses after this render: the first one enabled among the
        decisions, the dealer, Next round and Undo ('' if none)."""
        c = self.controller
        pairs = [
            *(
                (f"{'insure' if k == 0 else 'no-insurance'}-{i}", row[k])
                for i, row in enumerate(self._insurance.rows, start=1)
                for k in (0, 1)
            ),
            *((kind.value, self._buttons[kind]) for kind in c.table_kinds()),
        ]
        if c.dealer_delay is None:
            pairs.append(("deal-dealer", self._deal_dealer))
        pairs += [("next-round", self._next), ("undo", self._undo)]
        return next((name for name, widget in pairs if not widget.disabled), "")
