"""The table's controller: the session, the game loop and the state a view shows — no widgets.

:class:`TableController` owns the engine's :class:`~bjswitch_widgets.session.Session` and plays
the table: it deals the rounds (stacked from a scenario where there is one), lets the computer
seats decide, plays the dealer step by step, keeps the bets for the next round and the
insurance chosen so far. Its state is traitlets that a view observes; ``version`` goes up once
after every change, so a view re-renders once per change. It imports no ipywidgets: a Voila app
or a JupyterLite page can drive it, and tests drive it with no kernel.

Every decision goes through ``Session.apply`` and every dealer step through
``Session.dealer_step`` (they book the chips). With ``dealer_delay`` > 0 on a running event loop
(ipykernel's, Pyodide's) the dealer's steps are scheduled with ``loop.call_later`` instead of
sleeping; with no running loop (plain Python) or ``dealer_delay=0`` they are played at once.

``decision_id`` names the decision the table waits for: it changes only when that does (a
decision, an insurance answer, a dealer step, an undo, a new round). A browser click carries the
id of the render it was made on, and :meth:`~TableController.answer` drops it silently once that
decision is gone (a double-click must not act on the next hand). :meth:`~TableController.undo`
takes back the learner's last decision with the computer seats' decisions after it.

Every text the controller makes (the engine's reasons, the log, a refusal, the Advisor's verdict)
is written in the table's language, ``lang`` (None: the kernel's): its methods run inside it
(``speaks_own_language``), the dealer's scheduled steps too.

>>> table = TableController(scenario={"players": ["Ann"],
...     "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]}, dealer_delay=0)
>>> table.phase, table.turn.player
('switch', 'Ann')
>>> for action in ("switch", "double", "stand"):
...     table.act(action)
>>> table.phase, [h["returned"] for h in table.state()["players"][0]["hands"]]
('settled', [4, 2])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

import traitlets

from ..arguments import check_flag
from ..errors import BJSwitchError, InvalidInputError, quote
from ..language import gettext as _
from ..language import speaks_own_language
from ..replay import Scenario
from ..round import Action, ActionKind, Phase, Round, Turn
from ..rules import Profile
from ..session import Session
from ..strategy import Advice, simple_policy
from .advising import AdviceWork
from .clock import DealerClock
from .controls import DECISIONS
from .options import TableOptions, documented, init_from
from .setup import Bets, TableSetup, checked_bets, setup_of
from .texts import InsuranceOption, choice_cost, insurance_options

__all__ = ["TableController", "TableState"]


class TableState(traitlets.HasTraits):
    """What a view reads of a table: the traits and the queries. :class:`TableController`
    plays; this base only reads its ``session`` (the engine) and ``setup``."""

    phase = traitlets.Unicode("", help="The round's phase: 'insurance', 'switch', 'play' …")
    turn = traitlets.Instance(
        Turn, allow_none=True, help="The decision waited for (the engine's Turn), else None"
    )
    pending_insurance = traitlets.Dict(
        key_trait=traitlets.Int(),
        value_trait=traitlets.Int(),
        help="Insurance chosen so far this turn, per position (0-based index → chips, §1.5)",
    )
    computer = traitlets.Set(traitlets.Unicode(), help="The seats the simple strategy plays")
    advisor = traitlets.Bool(False, help="Show the EV of each legal choice and what one cost")
    last_cost = traitlets.Unicode("", help="The Advisor's verdict on the last decision")
    last_error = traitlets.Unicode("", help="Why the engine refused the last click, else ''")
    bets = traitlets.Dict(help="Bets for the next round: name → (boxes, bet, Super Match)")
    last_bets = traitlets.Dict(help="The bets of the round dealt last (what Repeat restores)")
    dealer_playing = traitlets.Bool(False, help="The dealer's next step is scheduled")
    version = traitlets.Int(0, help="Goes up once after every change (a view re-renders)")
    advice_version = traitlets.Int(0, help="Goes up when the Advisor's exact values are ready")
    decision_id = traitlets.Int(
        0, help="Changes only when the decision waited for does (a click names the one it saw)"
    )

    #: The table's language (None: the kernel's, which may change while it runs).
    lang: str | None
    setup: TableSetup
    profile: Profile
    session: Session
    _clock: DealerClock
    _advice: AdviceWork
    _by_person: list[bool]  # per decision of the round: a person's (else the computer's)

    @property
    def round(self) -> Round | None:
        """The round on the table (the engine's state)."""
        return self.session.current

    @property
    def source_scenario(self) -> Scenario | None:
        """The scenario the table was made from (parsed), None for a table of its own."""
        return self.setup.scenario

    @property
    def dealer_delay(self) -> float | None:
        """Seconds between the dealer's steps (None: one step per ``deal_dealer``)."""
        return self.setup.dealer_delay

    @property
    def human_turn(self) -> bool:
        """A person (not a computer seat) is to decide."""
        rnd = self.session.current
        player = rnd.current_player if rnd is not None else None
        return player is not None and player.name not in self.computer

    @speaks_own_language
    def state(self) -> dict[str, Any]:
        """The replay-format result so far (rules §5): a round's for a one-round scenario,
        else the session's (rounds, standings, ``to_act``)."""
        rnd = self._one_round()
        return rnd.result() if rnd is not None else self.session.result()

    @speaks_own_language
    def recorded_scenario(self) -> dict[str, Any]:
        """What was played so far as a scenario (rules §5) whose replay is :meth:`state`:
        ``replay(table.recorded_scenario()) == table.state()``. A one-round scenario for a table
        made from one, else a session scenario of the rounds dealt so far (``Round.scenario``,
        ``Session.scenario``); the computer seats are ordinary players, their decisions among
        the actions. While the dealer plays step by step, the replay plays the dealer out.
        Raises ScenarioError for what a scenario cannot hold (bets changed between rounds)."""
        rnd = self._one_round()
        return rnd.scenario() if rnd is not None else self.session.scenario()

    def _one_round(self) -> Round | None:
        """The round on the table when the table was made from a one-round scenario."""
        plan = self.setup.scenario
        return self.session.current if plan is not None and not plan.session else None

    def table_kinds(self) -> tuple[ActionKind, ...]:
        """The decisions this table has (no switch at classic §2, surrender only at §4)."""
        prof = self.profile
        return tuple(
            k
            for k in DECISIONS
            if not (k is ActionKind.SURRENDER and not prof.surrender)
            and not (k in (ActionKind.KEEP, ActionKind.SWITCH) and not prof.switch_allowed)
        )

    def legal_kinds(self) -> frozenset[ActionKind]:
        """The kinds of decision a person may click now (none on a computer seat's turn)."""
        rnd = self.session.current
        if rnd is None or not self.human_turn:
            return frozenset()
        return frozenset(a.kind for a in rnd.legal_actions())

    @speaks_own_language
    def reasons(self) -> dict[ActionKind, str]:
        """For every kind of decision not legal now, the engine's reason (``unavailable``)."""
        rnd = self.session.current
        return rnd.unavailable() if rnd is not None else {}

    @property
    def insurance_offered(self) -> bool:
        """The dealer shows an ace at a table that offers insurance (§1.5, §3)."""
        rnd = self.session.current
        up = rnd.up_card if rnd is not None else None
        return up is not None and up.is_ace and self.profile.insurance

    def insurance_chosen(self) -> dict[int, int]:
        """``pending_insurance``, typed: position index (0-based) → chips chosen this turn."""
        return cast("dict[int, int]", self.pending_insurance)

    def insurance_rows(self) -> int:
        """Rows of Insure / No insurance: one per position, or one for the box asked (§3)."""
        prof = self.profile
        return 1 if prof.insurance_per_box else prof.positions_per_box

    def insurance_cap(self, index: int) -> int:
        """The most insurance the engine allows on a position now ("Insure" buys that much)."""
        rnd = self.session.current
        if rnd is None or rnd.phase is not Phase.INSURANCE:
            return 0
        return max(
            (a.amounts[index] for a in rnd.legal_actions() if a.kind is ActionKind.INSURE),
            default=0,
        )

    @speaks_own_language
    def insurance_options(
        self, reasons: Mapping[ActionKind, str]
    ) -> list[tuple[InsuranceOption, InsuranceOption]]:
        """(Insure, No insurance) per row, as the engine allows them now (``reasons``:
        :meth:`reasons`, passed in so that one render asks the engine once)."""
        rnd = self.session.current
        if rnd is None:
            return []
        return insurance_options(rnd, self.insurance_chosen(), reasons, human=self.human_turn)

    @property
    def dealer_turn(self) -> bool:
        """Every player has finished and the dealer is to play."""
        rnd = self.session.current
        return rnd is not None and rnd.phase is Phase.DEALER

    @property
    def choose_bets(self) -> bool:
        """Players choose their bets before each round (§3; never in a scenario)."""
        prof = self.profile
        return self.setup.scenario is None and (
            prof.max_boxes > 1 or prof.min_bet < prof.max_bet or prof.super_match
        )

    def next_round_blocker(self) -> str:
        """What stops the next round: ``'round'`` (not over), ``'bets'`` (no bet placed),
        ``'session'`` (the session is over), or ``''`` (nothing: it can be dealt)."""
        rnd = self.session.current
        if rnd is None or not rnd.is_over:
            return "round"
        if self.choose_bets and not any(b[0] for b in self.bets.values()):
            return "bets"
        return "session" if self.session.is_over else ""

    @property
    def can_clear(self) -> bool:
        """Some bet is on the table for the next round."""
        return any(b[0] for b in self.bets.values())

    @property
    def can_repeat(self) -> bool:
        """The bets differ from the last round's."""
        return dict(self.bets) != dict(self.last_bets)

    def bet_limits(self, name: str) -> tuple[int, int, int, int]:
        """(most boxes, least bet, most bet, most Super Match) for a player's next bets (§3)."""
        prof = self.profile
        most_side = self.bets[name][1] if prof.super_match else 0
        return prof.max_boxes, prof.min_bet, prof.max_bet, most_side

    def undo_blocker(self) -> str:
        """What stops :meth:`undo`: ``'off'`` (not at this table), ``'final'`` (standings
        final), ``'nothing'`` (no decision of a person's in this round yet), or ``''``."""
        if not self.setup.undo or self.session.standings_final:
            return "off" if not self.setup.undo else "final"
        return "" if self.pending_insurance or any(self._marks()) else "nothing"

    @speaks_own_language
    def advice(self) -> Advice | None:
        """With the Advisor on, the EV of every legal choice of the person to act (on a running
        event loop the fast model's until the exact values are ready: ``pending``)."""
        rnd = self.session.current
        if self._advised_decision() is None or rnd is None:
            return None
        return self._advice.advice(rnd)

    def _advised_decision(self) -> int | None:
        return self.decision_id if self.advisor and self.human_turn else None

    def _on_exact_advice(self) -> None:
        self.advice_version += 1

    def _marks(self) -> list[bool]:
        """Per decision of the current round, whether a person made it (a decision applied to
        the session from outside counts as a person's)."""
        rnd = self.session.current
        n = len(rnd.history) if rnd is not None else 0
        return [*self._by_person[:n], *[True] * (n - len(self._by_person))]


@documented(TableOptions)
class TableController(TableState):
    """A Blackjack Switch table without a view, built from the options of ``SwitchTable``
    (:class:`~.options.TableOptions`, checked into :attr:`setup`; ``size`` matters to a view).

    <options>

    The first round is dealt at once. Clicks map to :meth:`act`, :meth:`insure`,
    :meth:`deal_dealer`, :meth:`next_round`, :meth:`set_bets`, :meth:`repeat_bets`,
    :meth:`clear_bets`, :meth:`set_computer` and the ``advisor`` trait; a view reads the traits
    and the queries (:meth:`legal_kinds`, :meth:`insurance_options`, …) and renders.
    """

    @init_from(TableOptions)
    def __init__(self, options: TableOptions) -> None:
        setup = setup_of(options)
        super().__init__()
        self._deals = 0
        self._shown: tuple[Any, ...] = ()
        self._by_person = []
        self.setup = setup
        self.lang = setup.lang
        self.profile = setup.profile
        self._clock = DealerClock(setup.dealer_delay, self._commit, lang=setup.lang)
        self._advice = AdviceWork(self._advised_decision, self._on_exact_advice)
        prof = self.profile
        self.bets = {
            s.name: checked_bets(
                prof, s.boxes, s.bet or prof.bet, s.super_match if prof.super_match else 0
            )
            for s in setup.seats
        }
        self.last_bets = dict(self.bets)
        self.computer = set(setup.computer)
        self.advisor = setup.advisor
        self.session = self._new_session()
        self.observe(self._on_computer, names="computer")
        self.observe(self._on_advisor, names="advisor")
        self.reset()

    # ------------------------------------------------------------------ acting

    @speaks_own_language
    def reset(self) -> None:
        """Start again from the first round (the same shoe for a scenario or a seed)."""
        self._clock.cancel()
        self.session = self._new_session()
        self.last_error = ""
        self._deal()

    @speaks_own_language
    def act(self, action: str | Action) -> None:
        """A click on a decision: apply it; if the engine refuses (a stale click, the dealer
        playing), nothing changes and ``last_error`` says why."""
        try:
            self._decide(action)
        except BJSwitchError as error:
            self.last_error = str(error)
            self.pending_insurance = {}
            self._commit()

    @speaks_own_language
    def play(self, action: str | Action) -> None:
        """Apply a decision as if its button were clicked (illegal: raises, nothing changes)."""
        self._decide(action)

    @speaks_own_language
    def answer(self, control: str, decision_id: int) -> bool:
        """A click from the browser on the control ``bjs-btn-<control>`` (``'hit'``,
        ``'insure-2'``, ``'undo'``, ``'next-round'`` …) made while ``decision_id`` was shown.
        A stale click (that decision is already made) is dropped silently: False."""
        if not isinstance(control, str) or decision_id != self.decision_id:
            return False
        family, _, position = control.rpartition("-")
        if control in {k.value for k in DECISIONS}:
            self.act(control)
        elif family in ("insure", "no-insurance") and position.isdigit():
            self.insure(int(position) - 1, family == "insure")
        elif control == "undo":
            self.undo()
        elif control == "deal-dealer":
            self.deal_dealer()
        elif control == "next-round":
            self.next_round()
        else:
            return False
        return True

    @speaks_own_language
    def undo(self) -> None:
        """Take back the learner's last decision (or insurance answer), with the computer
        seats' decisions and the dealer's play after it: the cards shown after it go back among
        the unseen ones, reshuffled (a scenario's stacked cards come again in order; rules §5).
        Nothing happens where :meth:`undo_blocker` says why not."""
        if self.undo_blocker():
            return
        self._clock.cancel()
        chosen = self.insurance_chosen()
        if chosen:
            last = list(chosen)[-1]
            kept = {i: v for i, v in chosen.items() if i != last}
            self.pending_insurance = cast("dict[str, Any]", kept)  # traitlets' Dict typing
        else:
            marks = self._marks()
            while marks:
                self.session.undo(reshuffle=True)  # the decision, not what it showed
                if marks.pop():
                    break
            self._by_person = marks
        self.last_error = self.last_cost = ""
        self._advance()
        self._commit()

    @speaks_own_language
    def play_scenario_actions(self) -> None:
        """Play the ``actions`` the scenario gives for the round on the table (of a session
        scenario, that round's) from where the round stands: nothing is dealt again and no
        other round is played. :meth:`play_scenario` starts again and plays every round."""
        for action in self._plan().rounds[self.session.rounds_played - 1].actions:
            self.play(action)

    @speaks_own_language
    def play_scenario(self) -> None:
        """Start again from the first round and play the whole scenario as ``replay`` does:
        each round's actions, the dealer of every round but the last played out at once, the
        next round dealt, every round of a session scenario; the table then shows what
        ``replay(scenario)`` returns (its last dealer at the table's pace: at once with
        ``dealer_delay=0``). :meth:`play_scenario_actions` plays only the round on the table.
        The actions are every seat's: at a table with computer seats they would act twice."""
        plan = self._plan()
        self.reset()
        for k, spec in enumerate(plan.rounds):
            if k:
                self._clock.cancel()
                while self.dealer_turn:
                    self.session.dealer_step()
                self._deal()
            for action in spec.actions:
                self.play(action)

    def _plan(self) -> Scenario:
        if self.setup.scenario is None:
            raise InvalidInputError(_("this table was not made from a scenario"))
        return self.setup.scenario

    @speaks_own_language
    def insure(self, index: int, insure: bool) -> None:
        """A click on Insure / No insurance: of position ``index`` (0-based), or for the box
        asked where insurance is per box (§3). The decision is applied once every position
        has answered."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise InvalidInputError(
                _("index must be a position's number from 0, not {value}").format(
                    value=quote(index)
                )
            )
        insure = check_flag(insure, "insure")
        rnd = self.session.current
        if rnd is None or rnd.phase is not Phase.INSURANCE or not self.human_turn:
            return
        if self.profile.insurance_per_box:
            self.act("insure yes" if insure else "insure no")
            return
        n = self.profile.positions_per_box
        chosen = self.insurance_chosen()
        if not 0 <= index < n or index in chosen:
            return
        pending = {**chosen, index: self.insurance_cap(index) if insure else 0}
        self.pending_insurance = cast("dict[str, Any]", pending)  # traitlets' Dict typing
        if len(pending) == n:
            self.act(Action(ActionKind.INSURE, tuple(pending[i] for i in range(n))))
        else:
            self._commit()

    @speaks_own_language
    def deal_dealer(self) -> None:
        """One step of the dealer's play (``dealer_delay=None``: the ``Deal dealer`` button)."""
        if not self.dealer_turn or self._clock.busy:
            return
        self.session.dealer_step()
        self._commit()

    @speaks_own_language
    def next_round(self) -> None:
        """Deal the next round, if nothing stops it (:meth:`next_round_blocker`)."""
        if self.next_round_blocker():
            return
        try:
            self._deal()
        except BJSwitchError as error:  # bets the engine refuses: say why, deal nothing
            self.last_error = str(error)
            self._commit()

    @speaks_own_language
    def set_bets(self, name: str, boxes: int, bet: int, super_match: int = 0) -> None:
        """Set a player's bets for the next round (as the learner would in the bets panel):
        the bet is kept within the table's limits and the Super Match up to the bet (§3)."""
        self._store_bets(
            {**self.bets, self._seated(name): checked_bets(self.profile, boxes, bet, super_match)}
        )

    @speaks_own_language
    def repeat_bets(self) -> None:
        """The same bets as last round."""
        self._store_bets(dict(self.last_bets))

    @speaks_own_language
    def clear_bets(self) -> None:
        """Take every bet off the table."""
        self._store_bets({name: (0, self.profile.min_bet, 0) for name in self.bets})

    @speaks_own_language
    def set_computer(self, name: str, computer: bool) -> None:
        """Let the simple strategy play a seat (True) or a person (False)."""
        name, computer = self._seated(name), check_flag(computer, "computer")
        self.computer = (self.computer | {name}) if computer else (self.computer - {name})

    def _seated(self, name: object) -> str:
        """``name`` if a player of that name sits at the table, else InvalidInputError."""
        if not isinstance(name, str) or name not in self.bets:
            raise InvalidInputError(_("no player {name} at this table").format(name=quote(name)))
        return name

    # ------------------------------------------------------------------ the game loop

    def _new_session(self) -> Session:
        setup = self.setup
        return Session(
            list(setup.seats),
            setup.profile,
            rounds=setup.rounds,
            seed=setup.seed,
            auto_dealer=False,
        )

    def _deal(self) -> None:
        session = self.session
        plan = self.setup.scenario
        cards: Sequence[str] = ()
        seed: int | None = None
        if plan is not None:
            spec = plan.rounds[session.rounds_played]
            cards, seed = spec.cards, spec.seed
        bets: dict[str, Bets] | None = dict(self.bets) if self.choose_bets else None
        session.start_round(cards=cards, seed=seed, bets=bets)
        if bets is not None:
            self.last_bets = bets
        self._deals += 1
        self._by_person = []
        # A refusal and the Advisor's verdict belong to the round they were made in.
        self.last_error = self.last_cost = ""
        self.pending_insurance = {}
        self._advance()
        self._commit()

    def _decide(self, action: str | Action) -> None:
        rnd = self.session.current
        if rnd is None:
            raise InvalidInputError(_("no round on the table"))
        act = Action.parse(action)
        cost = self._cost_of(rnd, act)
        person = self.human_turn
        self.session.apply(str(act))
        self._by_person = [*self._marks()[:-1], person]
        if self.last_error:
            self.last_error = ""
        if cost != self.last_cost:
            self.last_cost = cost
        if self.pending_insurance:
            self.pending_insurance = {}
        self._advance()
        self._commit()

    def _cost_of(self, rnd: Round, action: Action) -> str:
        """Before a decision is applied: what it costs against the best (Advisor)."""
        if not self.advisor or action.kind is ActionKind.INSURE:
            return ""
        advice = self._advice.judge(rnd)
        return "" if advice is None else choice_cost(advice, str(action))

    def _advance(self) -> None:
        """Let the computer seats act and the dealer play, until a person must decide."""
        session = self.session
        rnd = session.current
        if rnd is None:
            return
        for _step in range(500):
            if rnd.is_over:
                return
            if rnd.phase is Phase.DEALER:
                self._clock.play(session)
                return
            player = rnd.current_player
            if player is None or player.name not in self.computer:
                return
            session.apply(str(simple_policy(rnd)))
            self._by_person = [*self._marks()[:-1], False]

    def _commit(self) -> None:
        """Publish the round's state, a new ``decision_id`` if the decision waited for changed,
        and bump ``version`` (one re-render per change)."""
        rnd = self.session.current
        self.phase = rnd.phase.value if rnd is not None else ""
        self.turn = rnd.to_act if rnd is not None else None
        self.dealer_playing = self._clock.busy
        shown: tuple[Any, ...] = (self._deals, self.turn, tuple(self.insurance_chosen().items()))
        if rnd is not None:
            shown += (len(rnd.history), len(rnd.dealer), rnd.hole_revealed, rnd.phase)
        if shown != self._shown:
            self._shown = shown
            self.decision_id += 1
        self.version += 1

    # ------------------------------------------------------------------ bets and seats

    def _store_bets(self, bets: dict[str, Bets]) -> None:
        if bets != self.bets:
            self.bets = bets
            self._commit()

    @speaks_own_language
    def _on_computer(self, change: Mapping[str, Any]) -> None:
        self._advance()
        self._commit()

    @speaks_own_language
    def _on_advisor(self, change: Mapping[str, Any]) -> None:
        self.last_cost = ""
        self._commit()
