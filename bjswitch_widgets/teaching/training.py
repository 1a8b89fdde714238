"""Practice: endless graded decisions, the mistakes that come back, and what has been mastered.

The rules of practice behind the trainer, with no widgets (a script, a test or a widget drives
:class:`Practice` alike):

* A **drill** is one decision at a table dealt from a freshly shuffled shoe, the learner alone
  at it: keep or switch (§1.7), insurance on an up ace (§1.5), or a play decision on a **hard**
  total, a **soft** total or a **pair**. ``focus`` narrows practice to one kind, or to
  ``"22 push"``: the hands whose basic-strategy cell the dealer's 22 push changes (the same
  table with a 22 that busts would play them otherwise). Decisions before the drill's (a
  switch, an insurance question, earlier hits) are made by the basic strategy.
* Each answer is graded by the exact values of the decision (rules §6): right, **essentially
  equal** (within the values' stated errors) or wrong, with what it costs in chips per 100 such
  decisions, the value of every choice, and the chart cell or the rule that explains it.
* **Mistakes come back**: a missed drill (the same cards) is dealt again :data:`COME_BACK`
  deals later, and again at doubling intervals, until it is answered right
  :data:`RIGHT_TO_CLEAR` times in a row.
* **Mastery**: a kind is mastered when at least :data:`MASTERY_RIGHT` of its last
  :data:`MASTERY_WINDOW` first tries were right. A first try is an answer to cards not waiting
  to come back (a missed drill answered again is not one).
* **Kept between sessions**: given a scoreboard
  (:class:`~bjswitch_widgets.teaching.progress.Scoreboard`, the progress file beside the notebooks),
  a practice saves its :meth:`~Practice.state` after every answer under a name per table, and a new
  kernel goes on from it: the same drill waiting, the same missed drills coming back at the same
  deals, the same statistics. A saved state that cannot be trusted is a note and a fresh start,
  never a traceback.

>>> practice = Practice("switch", seed=7, focus="pairs")
>>> practice.drill.kind, practice.choices()
('pairs', ['stand', 'hit', 'double', 'split'])
>>> feedback = practice.answer(practice.best())
>>> feedback.correct, practice.stats()["answered"]
(True, 1)
"""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Mapping
from dataclasses import asdict, astuple, dataclass
from typing import Any

from ..arguments import check_seed
from ..checks.answers import action_text, clean, read_yes_no
from ..checks.feedback import Feedback, quoted
from ..errors import IllegalActionError, InvalidInputError, quote
from ..language import gettext as _
from ..language import named, pgettext
from ..round import Action, Round
from ..rules import Profile, get_profile
from ..strategy import Advice, advise, describe_cost
from ..words import after_colon, decision
from .drills import Drill, chart_cell, deal_drill, kind_of, matches, push_cells, why
from .practice_store import STATE_VERSION, check_state
from .progress import Scoreboard, check_practice_name
from .spaced import (
    COME_BACK,
    HISTORY,
    MASTERY_RIGHT,
    MASTERY_WINDOW,
    RIGHT_TO_CLEAR,
    Comeback,
    Tally,
    count,
    due,
    reschedule,
)

__all__ = [
    "COME_BACK",
    "FOCUSES",
    "KINDS",
    "MASTERY_RIGHT",
    "MASTERY_WINDOW",
    "RIGHT_TO_CLEAR",
    "Answer",
    "Comeback",
    "Drill",
    "Practice",
    "chart_cell",
    "kind_name",
    "kind_of",
    "push_cells",
    "read_focus",
]

#: The kinds of decision, in the order the statistics list them.
KINDS = ("switch", "insurance", "hard", "soft", "pairs")
#: What ``focus`` may ask for: a kind, or the hands the dealer's 22 push plays differently.
FOCUSES = (*KINDS, "22 push")


def kind_name(kind: str) -> str:
    """A kind of drill (a focus) in the learner's words: ``'pairs'``, ``'пары'``.

    >>> kind_name("hard"), kind_name("22 push")
    ('hard', '22 push')
    """
    names = {
        "switch": pgettext("drill kind", "switch"),
        "insurance": pgettext("drill kind", "insurance"),
        "hard": pgettext("drill kind", "hard"),
        "soft": pgettext("drill kind", "soft"),
        "pairs": pgettext("drill kind", "pairs"),
        "22 push": pgettext("drill kind", "22 push"),
    }
    return names.get(kind, kind)


def read_focus(focus: object) -> str | None:
    """The focus ``focus`` names: one of :data:`FOCUSES`, or its name as a learner reads it in
    either language (``"жёсткие суммы"`` is ``"hard"``; case and ё aside); None stays None.
    Anything else is an InvalidInputError listing the focuses.

    >>> read_focus("Жесткие суммы"), read_focus("22 push"), read_focus(None)
    ('hard', '22 push', None)
    """
    if focus is None or focus in FOCUSES:
        return focus
    kind = named(focus, FOCUSES, kind_name)
    if kind is not None:
        return kind
    raise InvalidInputError(
        _("focus is one of {focuses} (or None for every kind), not {value}").format(
            focuses=", ".join(map(repr, FOCUSES)), value=quote(focus)
        )
    )


#: How often each kind is dealt when no focus is asked (kinds a table lacks are left out).
MIX = {"switch": 3, "insurance": 1, "hard": 4, "soft": 2, "pairs": 2}


@dataclass(frozen=True)
class Answer:
    """One answered drill, as the statistics count it. ``best`` is the best choice — the
    learner's own when it is worth the same as the best (a tie, :meth:`Advice.ties`); ``cost``
    is in bets (0: the best or essentially equal to it); ``first_try``: the first time these
    cards were dealt."""

    deal: int
    kind: str
    choice: str
    best: str
    right: bool
    first_try: bool
    cost: float


class Practice:
    """One learner's practice at one table: the drill waiting for an answer, the answers so far
    and the missed drills waiting to come back.

    ``seed`` (a whole number) makes the deals repeatable (None: a fresh seed). ``focus`` (one of
    :data:`FOCUSES`, or None for a mix of every kind the table has) narrows the drills.

    With a ``board``, the practice saved there under ``name`` (``"trainer:<table>"`` unless
    named) goes on: ``seed`` is then not used, the missed drills and the statistics are kept
    whatever the focus, and a new focus is followed from the next fresh deal (the drill waiting
    too, unless it is a missed one coming back). The state is saved at the start and after
    every answer; :attr:`notes` says what went wrong with it, in plain words.
    """

    drill: Drill

    def __init__(
        self,
        profile: str | Profile = "switch",
        *,
        seed: int | None = None,
        focus: str | None = None,
        board: Scoreboard | None = None,
        name: str | None = None,
    ) -> None:
        self.profile = get_profile(profile)
        seed = check_seed(seed)
        focus = read_focus(focus)
        self.focus = focus
        self._push = push_cells(self.profile) if focus == "22 push" else frozenset()
        self.kinds = tuple(k for k in KINDS if self._offers(k))
        if focus in KINDS and focus not in self.kinds:
            raise InvalidInputError(
                _("the {table} table has no {focus} decision").format(
                    table=repr(self.profile.name), focus=repr(focus)
                )
            )
        self.board = board
        self.name = check_practice_name(f"trainer:{self.profile.name}" if name is None else name)
        self._notes: list[str] = []
        self._rng = random.Random(seed)
        self.deals = 0
        self.history: list[Answer] = []
        self.queue: list[Comeback[Drill]] = []
        self._tallies: dict[str, Tally] = {}
        self._comeback: Comeback[Drill] | None = None
        saved = None if board is None else board.practice(self.name)
        if saved is None or not self._restore(saved):
            self.drill = self._next()
        self._save()

    def _offers(self, kind: str) -> bool:
        prof = self.profile
        if kind == "switch":
            return prof.switch_allowed and prof.positions_per_box == 2
        return prof.insurance if kind == "insurance" else True

    # ------------------------------------------------------------------ the drill

    @property
    def situation(self) -> dict[str, Any]:
        """The drill waiting for an answer as a scenario: ``replay`` brings it to the decision."""
        return copy.deepcopy(dict(self.drill.scenario))

    def round(self) -> Round:
        """A fresh round waiting at the drill's decision."""
        return self.drill.round()

    def choices(self) -> list[str]:
        """The choices of the drill, as :meth:`answer` takes them (never waits for the exact
        values: the quick estimates name the same choices)."""
        return list(self._advice(deadline=time.perf_counter()).values)

    def best(self) -> str:
        """The best choice by the exact values."""
        return self._advice().best

    def _advice(self, deadline: float | None = None) -> Advice:
        advice = advise(self.round(), deadline=deadline)
        assert advice is not None  # a drill always waits for the learner's decision
        return advice

    def _next(self) -> Drill:
        self.deals += 1
        self._comeback = due(self.queue, self.deals)
        if self._comeback is not None:
            return self._comeback.drill
        return self._fresh()

    def _fresh(self) -> Drill:
        """A drill from a freshly shuffled shoe: of the focus, else of a kind drawn by MIX."""
        if self.focus is not None:
            target = self.focus
        else:
            weights = [MIX[k] for k in self.kinds]
            target = self._rng.choices(self.kinds, weights=weights)[0]
        return deal_drill(self.profile, self._rng, target, self._push)

    def _fits(self, drill: Drill) -> bool:
        """Whether a fresh deal of the present focus could have dealt ``drill``."""
        if self.focus is None:
            return drill.kind in self.kinds
        return matches(drill.round(), drill.kind, self.focus, self._push)

    # ------------------------------------------------------------------ answering

    def answer(self, action: str) -> Feedback:
        """Grade ``action`` for the drill waiting, record it, and deal the next drill.

        ``action`` is one of :meth:`choices`, or a decision as the table takes it (``'hit'``,
        ``'insure 1 1'``, ``'insure no'``; ``'yes'`` / ``'no'`` to insurance). Anything the
        table would refuse — not text, ``'insure -1'``, ``'insure one'``, more insurance than
        allowed — raises (InvalidInputError, IllegalActionError) and is not graded."""
        rnd = self.round()
        advice = advise(rnd)
        assert advice is not None
        choice = _choice_of(advice, action, rnd)
        right = advice.essentially_equal(choice)
        cost = 0.0 if right else advice.cost(choice)
        drill = self.drill
        first = all(c.drill.key != drill.key for c in self.queue)
        best = choice if advice.ties(choice) else advice.best  # a tie: the learner's is best
        answer = Answer(self.deals, drill.kind, choice, best, right, first, round(cost, 6))
        self.history.append(answer)
        del self.history[:-HISTORY]
        count(self._tallies, drill.kind, answer)
        reschedule(self.queue, self._comeback, drill, right=right, deals=self.deals)
        explanation = (
            f"{describe_cost(advice, choice)} ({advice.exactness()}). {why(rnd, advice, choice)}"
        )
        self.drill = self._next()
        self._save()
        expected = choice if right else advice.best
        return Feedback(right, action, expected, explanation, shown=decision(expected))

    # ------------------------------------------------------------------ statistics

    def stats(self) -> dict[str, Any]:
        """``answered``, ``right`` (essentially equal counts), ``right_first_try`` (of the first
        tries), ``first_tries``, ``accuracy``, ``cost_per_100`` (chips lost per 100 decisions
        against the best, betting 1 chip a position), ``waiting`` (missed drills to come back),
        and the same per kind under ``kinds``, each with ``mastered``."""
        out = self._tallies.get("all", Tally()).figures()
        out["waiting"] = len(self.queue)
        out["kinds"] = {k: self._tallies.get(k, Tally()).figures() for k in self.kinds}
        return out

    # ------------------------------------------------------------------ kept between sessions

    @property
    def notes(self) -> list[str]:
        """What went wrong with the saved practice or the progress file, in plain words."""
        return [*self._notes, *(self.board.notes if self.board is not None else [])]

    def state(self) -> dict[str, Any]:
        """Everything needed to go on later, as JSON-ready data (a few tens of kilobytes: the
        answers as rows [deal, kind, choice, best, right, first try, cost])."""
        waiting = [i for i, c in enumerate(self.queue) if c is self._comeback]
        return {
            "version": STATE_VERSION,
            "profile": self.profile.name,
            "focus": self.focus,
            "deals": self.deals,
            "rng": _jsonable(self._rng.getstate()),
            "history": [list(astuple(a)) for a in self.history],
            "tallies": {k: asdict(t) for k, t in self._tallies.items()},
            "queue": [
                {**_drill_state(c.drill), "due": c.due, "gap": c.gap, "streak": c.streak}
                for c in self.queue
            ],
            "drill": _drill_state(self.drill),
            "comeback": waiting[0] if waiting else None,
        }

    def _save(self) -> None:
        if self.board is not None:
            self.board.save_practice(self.name, self.state())

    def _restore(self, saved: Mapping[str, Any]) -> bool:
        """Go on from a saved state; False (and a note) when it cannot be trusted."""
        try:
            state = check_state(saved)
            if state["profile"] != self.profile.name:
                raise ValueError(
                    _("it is for the {table} table").format(table=repr(state["profile"]))
                )
            if state["focus"] not in (None, *FOCUSES):
                raise ValueError(
                    _("its focus {focus} is none this package offers").format(
                        focus=repr(state["focus"])
                    )
                )
            queue = [
                Comeback(self._saved_drill(e), e["due"], e["gap"], e["streak"])
                for e in state["queue"]
            ]
            drill = self._saved_drill(state["drill"])
            history = [Answer(*row) for row in state["history"]]
            kinds = {a.kind for a in history} | set(state["tallies"])
            if kinds - {*KINDS, "all"}:
                raise ValueError(
                    _("it counts kinds no table has: {kinds}").format(
                        kinds=sorted(kinds - {*KINDS, "all"})
                    )
                )
            index = state["comeback"]
            if index is not None and queue[index].drill != drill:
                raise ValueError(_("the missed drill it says is waiting is not the drill waiting"))
        except ValueError as error:
            self._notes.append(
                _(
                    "The practice saved for {table} could not be restored ({error}); practice "
                    "starts afresh."
                ).format(table=self.profile.display_title, error=error)
            )
            return False
        self._rng.setstate(state["rng"])
        self.deals, self.history, self.queue = state["deals"], history[-HISTORY:], queue
        self._tallies = {
            k: Tally(**{**v, "recent": v["recent"][-MASTERY_WINDOW:]})
            for k, v in state["tallies"].items()
        }
        self._comeback = None if index is None else queue[index]
        self.drill = drill
        if self._comeback is None and state["focus"] != self.focus and not self._fits(drill):
            self.drill = self._fresh()  # a new focus: the drill waiting follows it
        return True

    def _saved_drill(self, saved: Mapping[str, Any]) -> Drill:
        """A drill from a saved state, or ValueError unless it replays at this table to a
        decision of its kind."""
        drill = Drill(saved["kind"], saved["scenario"])
        if drill.scenario.get("profile") != self.profile.name:
            raise ValueError(
                _("a drill is for the {table} table").format(
                    table=repr(drill.scenario.get("profile"))
                )
            )
        try:
            kind = kind_of(drill.round())
        except Exception as error:  # anything a damaged scenario makes the replay raise
            raise ValueError(
                _("a {kind} drill does not replay ({error})").format(kind=drill.kind, error=error)
            ) from None
        if kind != drill.kind:
            raise ValueError(
                (
                    _("a {kind} drill replays to a {other} decision")
                    if kind
                    else _("a {kind} drill replays to no decision")
                ).format(kind=drill.kind, other=kind)
            )
        return drill


#: Yes to insurance as one word: the trainer's Insure button, and the same in Russian.
INSURE_WORDS = frozenset({"insure", "insure yes", "страховка", "застраховать"})


def _choice_of(advice: Advice, action: object, rnd: Round) -> str:
    """The advisor's name for the learner's action ('insure 1 1' → 'insure 1 chip' …), written
    as the data writes it or in the learner's words (:func:`~bjswitch_widgets.checks.answers.
    action_text`: «разделить», «страховка 1 1»). An insurance decision is read by the table's
    own parser and must be legal at the drill's round, as the table would require; a word of
    the choices (or yes / no to insurance) is taken as it is."""
    if not isinstance(action, str):
        raise InvalidInputError(
            _("an answer is one of {choices}, not {value}").format(
                choices=", ".join(quoted(decision(v)) for v in advice.values), value=quote(action)
            )
        )
    named = {clean(decision(v)): v for v in advice.values}  # as the trainer names the choices
    if clean(action) in named:
        return named[clean(action)]
    text = action_text(action)  # in the data's words: «разделить» is "split"
    if text in advice.values:
        return text
    if advice.phase == "insurance":
        decline, insure = advice.values  # the advisor lists declining first
        yes = read_yes_no(action, INSURE_WORDS, frozenset({"decline"}))
        if text in ("no insurance", "insure no") or yes is False:
            return decline
        if yes or text == "insure yes":  # "insure": the trainer's Insure button
            return insure
        if text.split()[:1] == ["insure"]:
            act = Action.parse(text)  # the table's rule: "insure -1", «страховка одна» refused
            why = rnd.why_not(act)
            if why is not None:
                raise IllegalActionError(
                    _("{action} is not legal now: {why}").format(
                        action=quote(action), why=after_colon(why)
                    ),
                    action=str(act),
                    phase=rnd.phase.value,
                    reason=why,
                )
            return insure if any(act.amounts) else decline
    raise InvalidInputError(
        _("the choices now are {choices}, not {value}").format(
            choices=", ".join(quoted(decision(v)) for v in advice.values), value=quoted(action)
        )
    )


def _drill_state(drill: Drill) -> dict[str, Any]:
    return {"kind": drill.kind, "scenario": copy.deepcopy(dict(drill.scenario))}


def _jsonable(value: Any) -> Any:
    return [_jsonable(v) for v in value] if isinstance(value, tuple) else value
