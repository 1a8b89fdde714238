"""The interactive Blackjack Switch table: a thin ipywidgets view over the rules engine.

The view decides no rule. It asks the round what is legal (``legal_actions``), why everything else
is not (``unavailable`` / ``why_not``, shown as the disabled buttons' tooltips), and renders the
state with the pure helpers of :mod:`bjswitch_widgets.widgets.render`.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from ..cards import Shoe, parse_cards
from ..errors import BJSwitchError, InvalidInputError, ScenarioError
from ..replay import Scenario
from ..round import Action, ActionKind, Phase, Round, Seat
from ..rules import Profile, get_profile
from ..session import Session
from ..strategy import simple_policy
from ..strategy.advisor import advise, describe_cost
from .render import esc, log_html, standings_html, switch_preview_html, table_html
from .style import style_html

__all__ = ["SwitchTable"]

#: The decision buttons and their exact labels.
_BUTTONS: tuple[tuple[ActionKind, str], ...] = (
    (ActionKind.KEEP, "Keep"),
    (ActionKind.SWITCH, "Switch"),
    (ActionKind.HIT, "Hit"),
    (ActionKind.STAND, "Stand"),
    (ActionKind.DOUBLE, "Double"),
    (ActionKind.SPLIT, "Split"),
    (ActionKind.SURRENDER, "Surrender"),
)


def _doing(kind: ActionKind, prof: Profile) -> str:
    """What an enabled decision button does, in the profile's words and with its section."""
    if kind is ActionKind.KEEP:
        return f"Keep both hands as dealt ({prof.cite('switch')})"
    if kind is ActionKind.SWITCH:
        return f"Exchange the second cards of your two hands ({prof.cite('switch')})"
    if kind is ActionKind.HIT:
        return f"Take one card ({prof.cite('play')})"
    if kind is ActionKind.STAND:
        return f"Stop drawing on this hand ({prof.cite('play')})"
    if kind is ActionKind.DOUBLE:
        return (
            "Add a bet equal to this hand's, take exactly one card and stand "
            f"({prof.cite('double')})"
        )
    if kind is ActionKind.SPLIT:
        return f"Split the pair into two hands with an equal extra bet ({prof.cite('split')})"
    if prof.hole_card:
        return f"Give up the hand and get half its bet back ({prof.cite('surrender')})"
    return (
        "Give up the hand for half its bet: the half comes back at settlement, and the whole "
        f"bet is lost if the dealer's second card makes a natural ({prof.cite('surrender')})"
    )


def _dealer_tooltip(prof: Profile, dealer_turn: bool) -> str:
    if not dealer_turn:
        return f"The dealer plays after every player has finished ({prof.cite('dealer')})"
    if prof.hole_card:
        return f"Turn the hole card, then draw one card per click ({prof.cite('dealer')})"
    sections = ", ".join(dict.fromkeys((prof.cite("deal"), prof.cite("dealer"))))
    return f"Take the dealer's second card, then draw one card per click ({sections})"


def _check_scenario_type(scenario: object) -> None:
    """A scenario is a dict or the path of a JSON file; refuse anything else by name."""
    if not isinstance(scenario, (Mapping, str, os.PathLike)):
        raise ScenarioError(
            f"scenario must be a dict (SCENARIOS.md) or the path of a JSON file, not {scenario!r}"
        )


def _seats_from(players: int | Sequence[str | Seat], profile: Profile) -> list[Seat]:
    if isinstance(players, bool):
        raise InvalidInputError(f"players must be 1-6 or a list of names, not {players!r}")
    if isinstance(players, int):
        if not 1 <= players <= 6:
            raise InvalidInputError(
                f"a table seats 1 to 6 players, not {players!r} (RULES {profile.cite('bets')})"
            )
        return [Seat(f"Player {i}", profile.starting_chips) for i in range(1, players + 1)]
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise InvalidInputError(f"players must be 1-6 or a list of names, not {players!r}")
    seats = [p if isinstance(p, Seat) else Seat(p, profile.starting_chips) for p in players]
    return seats


class SwitchTable(widgets.VBox):
    """A Blackjack Switch table for JupyterLab, Notebook 7 and Voila.

    Parameters
    ----------
    players:
        1–6, or a list of names (or :class:`~bjswitch_widgets.round.Seat` values).
    profile:
        ``"switch"`` (default) or ``"classic"``.
    seed:
        Seed of the shuffles (None: a fresh random session).
    scenario:
        A SCENARIOS.md dict or the path of a JSON file: the table deals exactly that shoe
        (players and profile come from the scenario). Its ``actions`` are not played; the
        learner plays them by clicking (or call :meth:`play_scenario_actions`).
    rounds:
        Rounds in the session (10 by default; a scenario brings its own).
    computer:
        Names (or 1-based seat numbers) of the seats played by the built-in simple strategy.
    dealer_delay:
        Seconds between the dealer's steps (0 for none). ``None``: a ``Deal dealer`` button
        plays the dealer one step per click.
    advisor:
        Start with the ``Advisor`` on: the exact EV of every legal choice, and after each
        decision what it cost against the best.

    >>> table = SwitchTable(scenario={"players": ["Ann"],
    ...     "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]}, dealer_delay=0)
    >>> for label in ("Switch", "Double", "Stand"):
    ...     table.button(label).click()
    >>> [(h["outcome"], h["returned"]) for h in table.state()["players"][0]["hands"]]
    [('push', 4), ('push', 2)]
    """

    def __init__(
        self,
        players: int | Sequence[str | Seat] = 1,
        profile: str | Profile = "switch",
        seed: int | None = None,
        scenario: Mapping[str, Any] | str | os.PathLike[str] | None = None,
        rounds: int | None = None,
        *,
        computer: Collection[str | int] = (),
        dealer_delay: float | None = 0.5,
        advisor: bool = False,
    ) -> None:
        # Validate everything before any widget is built.
        self._scenario: Scenario | None = None
        if scenario is not None:
            _check_scenario_type(scenario)
            plan = Scenario.load(scenario)
            self._scenario = plan
            prof = plan.profile
            seats = list(plan.seats)
            n_rounds = len(plan.rounds)
            self._seed = plan.seed
        else:
            prof = get_profile(profile)
            seats = _seats_from(players, prof)
            n_rounds = prof.rounds if rounds is None else rounds
            self._seed = seed
        Session(seats, prof, rounds=n_rounds)  # checks seats and rounds, raises on bad input
        if self._scenario is not None:  # every stacked shoe must be one the shoe can hold
            for k, spec in enumerate(self._scenario.rounds, start=1):
                where = f"round {k}: cards: " if self._scenario.session else "cards: "
                try:
                    Shoe(prof.decks).stack(parse_cards(spec.cards))
                except BJSwitchError as error:
                    raise type(error)(f"{where}{error}") from None
        names = [s.name for s in seats]
        auto: set[str] = set()
        for who in computer:
            if isinstance(who, int) and not isinstance(who, bool) and 1 <= who <= len(seats):
                auto.add(names[who - 1])
            elif isinstance(who, str) and who in names:
                auto.add(who)
            else:
                raise InvalidInputError(
                    f"computer: {who!r} is neither a player's name nor a seat number 1-{len(seats)}"
                )
        if dealer_delay is not None and (
            not isinstance(dealer_delay, (int, float)) or dealer_delay < 0
        ):
            raise InvalidInputError(
                f"dealer_delay must be seconds ≥ 0 or None, not {dealer_delay!r}"
            )
        self.profile = prof
        self._seats = seats
        self._rounds = n_rounds
        self._computer = auto
        self._dealer_delay = dealer_delay
        self._pending_insurance: dict[int, int] = {}
        self.session: Session
        self._error = ""
        self._last_cost = ""

        # The view.
        self._style = widgets.HTML(style_html())
        self._header = widgets.HTML()
        self._table = widgets.HTML()
        self._table.add_class("bjs-table-view")
        self._preview = widgets.HTML()
        self._status = widgets.HTML()
        self._status.add_class("bjs-status-view")
        self._buttons: dict[ActionKind, widgets.Button] = {}
        row = []
        for kind, label in _BUTTONS:
            button = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
            button.add_class(f"bjs-btn-{kind.value}")
            button.on_click(self._make_handler(kind))
            self._buttons[kind] = button
            # Only the decisions this table has are shown (no Switch at classic, §2).
            if kind is ActionKind.SURRENDER and not prof.surrender:
                continue
            if kind in (ActionKind.KEEP, ActionKind.SWITCH) and not prof.switch_allowed:
                continue
            row.append(button)
        self._deal_dealer = widgets.Button(
            description="Deal dealer", layout=widgets.Layout(width="auto")
        )
        self._deal_dealer.add_class("bjs-btn-deal-dealer")
        self._deal_dealer.on_click(self._on_deal_dealer)
        self._next = widgets.Button(
            description="Next round", button_style="info", layout=widgets.Layout(width="auto")
        )
        self._next.add_class("bjs-btn-next-round")
        self._next.on_click(self._on_next_round)
        if dealer_delay is None:
            row.append(self._deal_dealer)
        row.append(self._next)
        self._action_row = widgets.HBox(row, layout=widgets.Layout(flex_flow="row wrap"))
        self._insurance_rows: list[tuple[widgets.Button, widgets.Button]] = []
        ins_children = []
        ins_rows = 1 if prof.insurance_per_box else prof.positions_per_box
        for position in range(1, ins_rows + 1):
            insure = widgets.Button(description="Insure", layout=widgets.Layout(width="auto"))
            decline = widgets.Button(
                description="No insurance", layout=widgets.Layout(width="auto")
            )
            insure.add_class(f"bjs-btn-insure-{position}")
            decline.add_class(f"bjs-btn-no-insurance-{position}")
            insure.on_click(self._make_insurance_handler(position - 1, True))
            decline.on_click(self._make_insurance_handler(position - 1, False))
            self._insurance_rows.append((insure, decline))
            label = widgets.HTML(
                "Insurance for the box asked:"
                if prof.insurance_per_box
                else (f"Hand {position}:" if prof.positions_per_box > 1 else "Insurance:")
            )
            ins_children.append(widgets.HBox([label, insure, decline]))
        self._insurance_box = widgets.VBox(ins_children)
        # Bets for the next round, where the profile lets players choose them (§3).
        self._choose_bets = self._scenario is None and (
            prof.max_boxes > 1 or prof.min_bet < prof.max_bet or prof.super_match
        )
        self._bet_inputs: dict[
            str, tuple[widgets.Dropdown, widgets.BoundedIntText, widgets.BoundedIntText]
        ] = {}
        bet_rows: list[widgets.Widget] = [
            widgets.HTML(
                f"<b>Bets for the next round</b> — boxes 1–{prof.max_boxes} (0: no bet), "
                f"{prof.min_bet}–{prof.max_bet} on each position"
                + (", Super Match per box up to the position bet" if prof.super_match else "")
                + f" ({prof.cite('bets')})"
            )
        ]
        for seat in seats:
            boxes = widgets.Dropdown(
                options=list(range(prof.max_boxes + 1)),
                value=seat.boxes,
                description="boxes",
                layout=widgets.Layout(width="140px"),
            )
            bet = widgets.BoundedIntText(
                value=seat.bet or prof.bet,
                min=prof.min_bet,
                max=prof.max_bet,
                description="bet",
                layout=widgets.Layout(width="140px"),
            )
            side = widgets.BoundedIntText(
                value=seat.super_match,
                min=0,
                max=bet.value,
                description="Super Match",
                layout=widgets.Layout(width="190px"),
                style={"description_width": "initial"},
            )
            side.layout.display = "" if prof.super_match else "none"
            bet.observe(self._make_bet_limit(side), names="value")
            for w in (boxes, bet, side):
                w.add_class("bjs-bet-input")
                w.observe(self._on_bets_changed, names="value")
            self._bet_inputs[seat.name] = (boxes, bet, side)
            bet_rows.append(
                widgets.HBox([widgets.HTML(f"<b>{esc(seat.name)}</b>"), boxes, bet, side])
            )
        self._repeat = widgets.Button(
            description="Repeat",
            tooltip="The same bets as last round",
            layout=widgets.Layout(width="auto"),
        )
        self._repeat.add_class("bjs-btn-repeat")
        self._repeat.on_click(self._on_repeat)
        self._clear = widgets.Button(
            description="Clear",
            tooltip="Take every bet off the table",
            layout=widgets.Layout(width="auto"),
        )
        self._clear.add_class("bjs-btn-clear")
        self._clear.on_click(self._on_clear)
        bet_rows.append(widgets.HBox([self._repeat, self._clear]))
        self._bets_box = widgets.VBox(bet_rows)
        self._bets_box.layout.display = "" if self._choose_bets else "none"
        self._last_bets: dict[str, tuple[int, int, int]] = self._bets_now()
        self._advisor_toggle = widgets.ToggleButton(
            value=bool(advisor),
            description="Advisor",
            tooltip="Show the exact expected value of every legal choice, and what a choice cost",
            layout=widgets.Layout(width="auto"),
        )
        self._advisor_toggle.add_class("bjs-btn-advisor")
        self._advisor_toggle.observe(self._on_advisor, names="value")
        self._advisor = widgets.HTML()
        self._advisor.add_class("bjs-advisor-view")
        self._action_row.children = (*self._action_row.children, self._advisor_toggle)
        self._log = widgets.HTML()
        self._log_box = widgets.Accordion(children=[self._log])
        self._log_box.set_title(0, "Event log")
        self._log_box.selected_index = None
        self._standings = widgets.HTML()
        self._standings.add_class("bjs-standings-view")
        self._seat_boxes: dict[str, widgets.Checkbox] = {}
        toggles = []
        for name in names:
            box = widgets.Checkbox(
                value=name in auto, description=f"computer plays {name}", indent=False
            )
            box.observe(self._make_seat_toggle(name), names="value")
            self._seat_boxes[name] = box
            toggles.append(box)
        self._seats_box = widgets.Accordion(children=[widgets.VBox(toggles)])
        self._seats_box.set_title(0, "Seats: person or computer")
        self._seats_box.selected_index = None
        table_area = widgets.Box(
            [self._table], layout=widgets.Layout(overflow="auto", width="100%")
        )
        super().__init__(
            [
                self._style,
                self._header,
                table_area,
                self._preview,
                self._status,
                self._insurance_box,
                self._action_row,
                self._bets_box,
                self._advisor,
                self._standings,
                self._log_box,
                self._seats_box,
            ]
        )
        self.add_class("bjs-root")
        self.reset()

    # ------------------------------------------------------------------ public API

    @property
    def round(self) -> Round | None:
        """The round on the table (the engine's state)."""
        return self.session.current

    def reset(self) -> None:
        """Start again from the first round (the same shoe for a scenario or a seed)."""
        self.session = Session(
            self._seats,
            self.profile,
            rounds=self._rounds,
            seed=self._seed,
            auto_dealer=False,
        )
        self._pending_insurance = {}
        self._error = ""
        self._deal()

    def state(self) -> dict[str, Any]:
        """The replay-format result so far (SCENARIOS.md): a round's for a one-round scenario,
        else the session's (rounds, standings, ``to_act``)."""
        if self._scenario is not None and not self._scenario.session:
            rnd = self.round
            assert rnd is not None
            return rnd.result()
        return self.session.result()

    def button(self, label: str) -> widgets.Button:
        """The decision button with this exact label (``'Switch'``, ``'Next round'`` …)."""
        for b in [*self._buttons.values(), self._deal_dealer, self._next]:
            if b.description == label:
                return b
        raise KeyError(f"no button labelled {label!r}")

    def insurance_buttons(self, position: int) -> tuple[widgets.Button, widgets.Button]:
        """The ``Insure`` and ``No insurance`` buttons of a position (1-based)."""
        return self._insurance_rows[position - 1]

    def play(self, action: str | Action) -> None:
        """Apply a decision as if its button were clicked (illegal: raises, nothing changes)."""
        rnd = self.round
        if rnd is None:
            raise InvalidInputError("no round on the table")
        rnd.apply(action)
        self._after_change()

    def play_scenario_actions(self) -> None:
        """Play the scenario's own ``actions`` for the round on the table."""
        if self._scenario is None:
            raise InvalidInputError("this table was not made from a scenario")
        spec = self._scenario.rounds[self.session.rounds_played - 1]
        for action in spec.actions:
            self.play(action)

    @property
    def text(self) -> str:
        """Everything the table shows now, as HTML (for tests and for reading)."""
        return "".join(
            w.value
            for w in (self._header, self._table, self._preview, self._status, self._standings)
        )

    # ------------------------------------------------------------------ flow

    def _deal(self) -> None:
        k = self.session.rounds_played
        cards: Sequence[str] = ()
        seed: int | None = None
        if self._scenario is not None:
            spec = self._scenario.rounds[k]
            cards, seed = spec.cards, spec.seed
            if not self._scenario.session:
                seed = spec.seed
        bets = None
        if self._choose_bets:
            bets = self._bets_now()
            self._last_bets = bets
        self.session.start_round(cards=cards, seed=seed, bets=bets)
        self._pending_insurance = {}
        self._after_change()

    def _bets_now(self) -> dict[str, tuple[int, int, int]]:
        return {
            name: (boxes.value, bet.value, side.value if self.profile.super_match else 0)
            for name, (boxes, bet, side) in self._bet_inputs.items()
        }

    def set_bets(self, name: str, boxes: int, bet: int, super_match: int = 0) -> None:
        """Set a player's bets for the next round (as the learner would in the bets panel)."""
        if name not in self._bet_inputs:
            raise InvalidInputError(f"no player {name!r} at this table")
        box_w, bet_w, side_w = self._bet_inputs[name]
        box_w.value, bet_w.value = boxes, bet
        side_w.value = super_match

    def _after_change(self) -> None:
        """Let computer seats act and the dealer play, rendering each visible step."""
        rnd = self.round
        assert rnd is not None
        guard = 0
        while not rnd.is_over and guard < 500:
            guard += 1
            if rnd.phase is Phase.DEALER:
                if self._dealer_delay is None:
                    break
                self.session.dealer_step()
                if self._dealer_delay:
                    self._render()
                    time.sleep(self._dealer_delay)
                continue
            player = rnd.current_player
            if player is None or player.name not in self._computer:
                break
            rnd.apply(simple_policy(rnd))
        self.session.sync()
        self._render()

    # ------------------------------------------------------------------ handlers

    def _make_handler(self, kind: ActionKind) -> Callable[[widgets.Button], None]:
        def handler(_: widgets.Button) -> None:
            self._on_action(kind)

        return handler

    def _on_action(self, kind: ActionKind) -> None:
        self._apply(Action.parse(kind.value))

    def _apply(self, action: Action) -> None:
        rnd = self.round
        if rnd is None:
            return
        cost = self._cost_of(rnd, action)
        try:
            rnd.apply(action)
        except BJSwitchError as error:  # a stale click; the engine refused and changed nothing
            self._error = str(error)
            self._render()
            return
        self._error = ""
        self._last_cost = cost
        self._pending_insurance = {}
        self._after_change()

    def _cost_of(self, rnd: Round, action: Action) -> str:
        """Before a learner's decision is applied: what it costs against the best (Advisor)."""
        if not self._advisor_toggle.value or action.kind is ActionKind.INSURE:
            return ""
        advice = advise(rnd)
        if advice is None or str(action) not in advice.values:
            return ""
        return f"Your choice, {action}: {describe_cost(advice, str(action))}."

    def _on_advisor(self, change: dict[str, Any]) -> None:
        self._last_cost = ""
        self._render()

    def _advisor_html(self, rnd: Round) -> str:
        if not self._advisor_toggle.value:
            return ""
        parts = []
        if self._last_cost:
            parts.append(f'<div class="bjs-advisor-cost">{esc(self._last_cost)}</div>')
        player = rnd.current_player
        advice = advise(rnd) if player is not None and player.name not in self._computer else None
        if advice is not None:
            rows = "".join(
                f'<tr class="{"bjs-best" if k == advice.best else ""}"><td>{esc(k)}</td>'
                f"<td>{v:+.3f}</td></tr>"
                for k, v in advice.values.items()
            )
            what = {
                "switch": "both hands, best play afterwards",
                "play": "this hand, in bets, best play afterwards",
                "insurance": "per insurance chip",
            }[advice.phase]
            note = f"<div>{esc(advice.note)}</div>" if advice.note else ""
            parts.append(
                f'<div class="bjs-advisor-now"><b>Advisor</b> — expected value ({what}):'
                f"<table>{rows}</table>{note}</div>"
            )
        elif not parts:
            parts.append(
                '<div class="bjs-advisor-now"><b>Advisor</b>: no decision to value now.</div>'
            )
        return f'<div class="bjs-advisor">{"".join(parts)}</div>'

    def _make_insurance_handler(self, index: int, insure: bool) -> Callable[[widgets.Button], None]:
        def handler(_: widgets.Button) -> None:
            self._on_insurance(index, insure)

        return handler

    def _on_insurance(self, index: int, insure: bool) -> None:
        rnd = self.round
        if rnd is None or rnd.phase is not Phase.INSURANCE:
            return
        if self.profile.insurance_per_box:  # one yes/no per box, in the order asked (§3)
            self._apply(Action.parse("insure yes" if insure else "insure no"))
            return
        self._pending_insurance[index] = self._insurance_cap(rnd, index) if insure else 0
        n = self.profile.positions_per_box
        if len(self._pending_insurance) == n:
            amounts = tuple(self._pending_insurance[i] for i in range(n))
            self._apply(Action(ActionKind.INSURE, amounts))
        else:
            self._render()

    def _on_deal_dealer(self, _: widgets.Button) -> None:
        rnd = self.round
        if rnd is None or rnd.phase is not Phase.DEALER:
            return
        self.session.dealer_step()
        self._after_change()

    def _on_next_round(self, _: widgets.Button) -> None:
        rnd = self.round
        if rnd is None or not rnd.is_over or self.session.is_over:
            return
        self._deal()

    def _make_bet_limit(self, side: widgets.BoundedIntText) -> Callable[[dict[str, Any]], None]:
        def handler(change: dict[str, Any]) -> None:
            side.max = change["new"]  # Super Match: 1 up to the position bet (§3)

        return handler

    def _on_bets_changed(self, change: dict[str, Any]) -> None:
        if getattr(self, "session", None) is not None and self.round is not None:
            self._render()

    def _on_repeat(self, _: widgets.Button) -> None:
        for name, (boxes, bet, side) in self._last_bets.items():
            self.set_bets(name, boxes, bet, side)

    def _on_clear(self, _: widgets.Button) -> None:
        for name in self._bet_inputs:
            self.set_bets(name, 0, self.profile.min_bet, 0)

    def _render_bets(self, rnd: Round) -> None:
        if not self._choose_bets:
            return
        placed = sum(boxes.value for boxes, _, _ in self._bet_inputs.values())
        self._clear.disabled = placed == 0
        self._repeat.disabled = self._bets_now() == self._last_bets

    def _make_seat_toggle(self, name: str) -> Callable[[dict[str, Any]], None]:
        def handler(change: dict[str, Any]) -> None:
            if change["new"]:
                self._computer.add(name)
            else:
                self._computer.discard(name)
            self._after_change()

        return handler

    # ------------------------------------------------------------------ rendering

    def _insurance_choices(self, rnd: Round) -> list[tuple[int, ...]]:
        """Legal insurance amounts that agree with the positions already chosen."""
        return [
            a.amounts
            for a in rnd.legal_actions()
            if all(a.amounts[i] == v for i, v in self._pending_insurance.items())
        ]

    def _render(self) -> None:
        rnd = self.round
        assert rnd is not None
        session = self.session
        prof = self.profile
        self._header.value = (
            f"<b>{esc(prof.title)}</b> · round {session.rounds_played} of {session.rounds}"
        )
        self._table.value = table_html(rnd, self._computer)
        self._preview.value = switch_preview_html(rnd)
        self._advisor.value = self._advisor_html(rnd)
        self._status.value = self._status_text(rnd)
        human_turn = (
            rnd.current_player is not None and rnd.current_player.name not in self._computer
        )
        legal = {a.kind for a in rnd.legal_actions()} if human_turn else set()
        reasons = rnd.unavailable()
        for kind, _ in _BUTTONS:
            button = self._buttons[kind]
            enabled = kind in legal
            button.disabled = not enabled
            if enabled:
                button.tooltip = _doing(kind, prof)
            elif kind in reasons:
                button.tooltip = reasons[kind]
            else:
                button.tooltip = "The computer is playing this seat"
            button.button_style = "primary" if enabled else ""
        # Insurance, per position.
        up = rnd.up_card
        self._insurance_box.layout.display = (
            "" if up is not None and up.is_ace and prof.insurance else "none"
        )
        in_phase = rnd.phase is Phase.INSURANCE and human_turn
        if prof.insurance_per_box:
            self._render_box_insurance(rnd, in_phase, reasons)
        else:
            self._render_position_insurance(rnd, in_phase, reasons)
        self._render_bets(rnd)
        # Dealer and next round.
        dealer_turn = rnd.phase is Phase.DEALER
        self._deal_dealer.disabled = not dealer_turn
        self._deal_dealer.tooltip = _dealer_tooltip(prof, dealer_turn)
        no_bets = self._choose_bets and not any(b.value for b, _, _ in self._bet_inputs.values())
        can_next = rnd.is_over and not session.is_over and not no_bets
        self._next.disabled = not can_next
        self._next.button_style = "info" if can_next else ""
        if can_next:
            self._next.tooltip = (
                f"Shuffle the whole shoe and deal the next round ({prof.cite('cards')})"
            )
        elif not rnd.is_over:
            self._next.tooltip = "Finish this round first"
        elif no_bets:
            self._next.tooltip = "Place a bet first: choose boxes, or press Repeat"
        else:
            self._next.tooltip = f"The session is over ({session.rounds_played} rounds played)"
        # Standings and log.
        self._standings.value = (
            standings_html(session.standings(), session.rounds_played) if session.is_over else ""
        )
        self._log.value = log_html(rnd.events)
        self._log_box.set_title(
            0, f"Event log — round {session.rounds_played} ({len(rnd.events)} steps)"
        )

    @staticmethod
    def _insurance_cap(rnd: Round, index: int) -> int:
        """The most insurance the engine allows on a position now ("Insure" buys that much)."""
        return max(
            (a.amounts[index] for a in rnd.legal_actions() if a.kind is ActionKind.INSURE),
            default=0,
        )

    def _render_position_insurance(
        self, rnd: Round, in_phase: bool, reasons: dict[ActionKind, str]
    ) -> None:
        """Insure / No insurance per position (§1.5): enabled only for amounts the engine lists."""
        choices = self._insurance_choices(rnd) if in_phase else []
        sec = self.profile.cite("insurance")
        one = len(self._insurance_rows) == 1
        for i, (insure, decline) in enumerate(self._insurance_rows):
            cap = self._insurance_cap(rnd, i)
            hand = "the hand" if one else f"hand {i + 1}"
            for button, amount in ((insure, cap), (decline, 0)):
                chosen = self._pending_insurance.get(i)
                ok = in_phase and chosen is None and any(c[i] == amount for c in choices)
                button.disabled = not ok
                if ok:
                    button.tooltip = (
                        f"Insure {hand} for {cap} (pays 2:1 on a dealer natural, {sec})"
                        if amount
                        else f"No insurance on {hand} ({sec})"
                    )
                elif chosen is not None:
                    button.tooltip = (
                        f"{hand[0].upper()}{hand[1:]}: "
                        f"{'insured' if chosen else 'no insurance'} ({sec})"
                    )
                elif in_phase:
                    trial = dict(self._pending_insurance)
                    trial[i] = amount
                    filled = tuple(trial.get(j, 0) for j in range(len(self._insurance_rows)))
                    button.tooltip = rnd.why_not(Action(ActionKind.INSURE, filled)) or ""
                else:
                    button.tooltip = reasons.get(ActionKind.INSURE, "")
                button.button_style = "primary" if ok else ""

    def _render_box_insurance(
        self, rnd: Round, in_phase: bool, reasons: dict[ActionKind, str]
    ) -> None:
        """Insure / No insurance for the box being asked (§3): the engine's yes/no choices."""
        legal = {str(a) for a in rnd.legal_actions()} if in_phase else set()
        turn = rnd.to_act
        insure, decline = self._insurance_rows[0]
        sec = self.profile.cite("insurance")
        player = rnd.current_player
        for button, word in ((insure, "insure yes"), (decline, "insure no")):
            ok = word in legal
            button.disabled = not ok
            button.button_style = "primary" if ok else ""
            if ok and turn is not None:
                cost = f" {player.bet} chips," if player is not None else ""
                button.tooltip = (
                    f"{turn.player}, box {turn.box}: insure for{cost} half of the box's two bets "
                    f"(pays 2:1 on a dealer natural, {sec})"
                    if word == "insure yes"
                    else f"{turn.player}, box {turn.box}: no insurance ({sec})"
                )
            elif in_phase:
                button.tooltip = rnd.why_not(word) or ""
            else:
                button.tooltip = reasons.get(ActionKind.INSURE, "")

    def _status_text(self, rnd: Round) -> str:
        error = f'<div class="bjs-error">{esc(self._error)}</div>' if self._error else ""
        phase = rnd.phase
        player = rnd.current_player
        if phase is Phase.SETTLED:
            total = sum(p.returned for p in rnd.players)
            line = f"Round over: {total} chips returned in all."
            if self.session.is_over:
                line += " The session is over — see the standings."
        elif phase is Phase.DEALER:
            prof = self.profile
            if prof.hole_card:
                line = f"Every player has finished: the dealer plays ({prof.cite('dealer')})."
            else:
                sections = ", ".join(dict.fromkeys((prof.cite("deal"), prof.cite("dealer"))))
                line = (
                    "Every player has finished: the dealer takes a second card (there is no "
                    f"hole card) and plays ({sections})."
                )
        elif player is not None:
            who = esc(player.name)
            prof = self.profile
            turn = rnd.to_act
            box = f", box {turn.box}" if turn is not None and player.boxes > 1 else ""
            if phase is Phase.INSURANCE:
                if prof.insurance_per_box:
                    what = f"insurance for box {turn.box if turn else 1}, yes or no"
                elif prof.positions_per_box > 1:
                    what = "insurance on each hand"
                else:
                    what = "insurance"
                line = f"{who}: the dealer shows an ace — {what}? ({prof.cite('insurance')})"
            elif phase is Phase.SWITCH:
                line = f"{who}{box}: keep or switch? ({prof.cite('switch')})"
            else:
                hand = rnd.current_hand
                assert hand is not None
                idx = player.hands.index(hand) + 1
                options = ", ".join(str(a) for a in rnd.legal_actions())
                line = f"{who}, hand {idx} ({esc(hand.describe_total())}): {options}?"
        else:
            line = ""
        return f'<div class="bjs-status">{line}</div>{error}'
