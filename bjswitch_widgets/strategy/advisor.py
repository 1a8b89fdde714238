"""The advisor: for the decision at hand in a round, the EV of every legal choice.

Used by the table's ``Advisor`` toggle and by :func:`~bjswitch_widgets.checks.check_decision`.
It only reads the round (what is legal comes from the engine) and values the choices with
:mod:`~bjswitch_widgets.strategy.ev`.

>>> from bjswitch_widgets import Round
>>> r = Round("switch", ["Ann"], cards=["5♠", "10♣", "9♣", "10♥", "6♥", "7♦"])
>>> advice = advise(r)
>>> advice.best, advice.values["switch"] > advice.values["keep"]
('switch', True)
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..cards import Card
from ..errors import InvalidInputError, quote
from ..round import Phase, Round
from ..rules import INSURANCE_PAYS
from ..words import count, listing
from .ev import best_action, full_shoe, hand_ev, remove_cards, switch_advice
from .exact import Unfinished, check_deadline
from .values import MODEL_ERROR, SPLIT_ERROR, TOLERANCE, error_label

__all__ = ["MODEL_ERROR", "SPLIT_ERROR", "TOLERANCE", "Advice", "advise", "describe_cost"]

_VERBS = {
    "stand": "standing",
    "hit": "hitting",
    "double": "doubling",
    "split": "splitting",
    "surrender": "surrendering",
    "keep": "keeping",
    "switch": "switching",
}


@dataclass(frozen=True)
class Advice:
    """EVs of the legal choices now, in bets (for keep/switch: the sum over both hands), each
    with its stated error (``errors``; a choice missing there is exact)."""

    phase: str
    values: dict[str, float]
    best: str
    note: str = ""
    errors: dict[str, float] = field(default_factory=dict)
    #: The exact values were not ready by the deadline asked for: these are the fast model's,
    #: each with its stated error, and asking again later gives the exact ones.
    pending: bool = False
    #: Keep or switch: the best play of each hand after each choice (``{"keep": "stand on hand
    #: 1, hit on hand 2", "switch": …}``), so the advice follows the choice the learner made.
    afterwards: dict[str, str] = field(default_factory=dict)

    def cost(self, choice: str) -> float:
        """How much ``choice`` gives up against the best choice, in bets (≥ 0)."""
        return self.values[self.best] - self.values[choice]

    def error(self, choice: str) -> float:
        """The stated error of a choice's value, in bets (0: exact)."""
        return self.errors.get(choice, 0.0)

    def label(self, choice: str) -> str:
        """``'exact'`` or ``'±0.01'``."""
        return error_label(self.error(choice))

    def margin(self, choice: str) -> float:
        """How far below the best a choice may be and still be as good as far as the values
        can tell: their stated errors added, and never less than :data:`TOLERANCE`."""
        return max(TOLERANCE, self.error(self.best) + self.error(choice))

    def exactness(self) -> str:
        """Which of the values are exact, in words for an explanation: ``'exact EVs in bets,
        best play afterwards'``, or which ones carry a stated error."""
        rough = ", ".join(f"{k} {self.label(k)}" for k in self.values if self.error(k))
        if not rough:
            return "exact EVs in bets, best play afterwards"
        if len(self.errors) == len(self.values):
            return f"EVs in bets, best play afterwards, each within its stated error: {rough}"
        return f"EVs in bets, best play afterwards; exact except {rough}"

    def essentially_equal(self, choice: str) -> bool:
        """The best choice, or within :meth:`margin` of it."""
        return self.cost(choice) < self.margin(choice)

    def ties(self, choice: str) -> list[str]:
        """The choices worth the same as ``choice`` and the best — each within
        :data:`TOLERANCE` of the best — in the order listed; ``[]`` unless ``choice`` is one of
        two or more such choices (then none of them is "the best": any of them is right).

        >>> Advice("switch", {"keep": 0.04, "switch": 0.04}, "keep").ties("switch")
        ['keep', 'switch']
        >>> Advice("play", {"stand": -0.4, "hit": -0.3}, "hit").ties("hit")
        []
        """
        tied = [k for k in self.values if self.cost(k) < TOLERANCE]
        return tied if choice in tied and len(tied) > 1 else []

    def note_for(self, choice: str) -> str:
        """The note after ``choice``: for keep or switch, the best play of each hand once that
        choice is made (``'after switch: hit on hand 1, stand on hand 2'``); else :attr:`note`."""
        if choice in self.afterwards:
            return f"after {choice}: {self.afterwards[choice]}"
        return self.note

    def summary(self) -> str:
        """``'Stand −0.41 · Hit −0.29 · Split −0.30 (±0.01) — best: hit'``; on a tie
        ``'… — keep and switch are worth the same'``."""
        parts = " · ".join(
            f"{k.capitalize()} {v:+.3f}" + (f" ({self.label(k)})" if self.error(k) else "")
            for k, v in self.values.items()
        )
        tied = self.ties(self.best)
        if tied:
            return f"{parts} — {listing(tied)} are worth the same"
        return f"{parts} — best: {self.best}"


def _best(values: dict[str, float]) -> str:
    return max(values, key=lambda k: values[k])


def advise(rnd: Round, *, deadline: float | None = None) -> Advice | None:
    """The EV of every legal choice for whoever must act; None when nothing is to decide.

    ``deadline`` (a :func:`time.perf_counter` reading): where the exact values of the hand in
    play are not worked out by then, the fast model's values are given instead, each with its
    stated error, and ``pending`` is set — ask again for the exact ones (the work goes on where
    it stopped)."""
    if not isinstance(rnd, Round):
        raise InvalidInputError(f"advise() takes a Round, not {quote(rnd)}")
    deadline = check_deadline(deadline)
    player = rnd.current_player
    if player is None or not rnd.dealer:
        return None
    up = rnd.dealer[0]
    prof = rnd.profile
    turn = rnd.to_act
    box = turn.box if turn is not None else 1
    if rnd.phase is Phase.SWITCH:  # the box whose turn it is (online_switch: 1–3 boxes)
        mine = [h for h in player.hands if h.box == box]
        h1, h2 = (h.cards for h in mine)
        seen = [c for h in rnd.hands() if not any(h is m for m in mine) for c in h.cards]
        adv = switch_advice(h1, h2, up, prof, known=seen)
        values = {"keep": adv.ev_keep, "switch": adv.ev_switch}
        after = {
            k: f"{best_action(v1)} on hand 1, {best_action(v2)} on hand 2"
            for k, (v1, v2) in (("keep", adv.keep_values), ("switch", adv.switch_values))
        }
        errors = {"keep": adv.error, "switch": adv.error}
        advice = Advice("switch", values, _best(values), "", errors, afterwards=after)
        return replace(advice, note=_switch_note(advice))
    if rnd.phase is Phase.INSURANCE:
        known: list[Card] = [c for h in rnd.hands() for c in h.cards]  # every card on view
        counts = remove_cards(full_shoe(prof.decks), [c.points for c in [*known, up]])
        p_ten = counts[9] / sum(counts)
        per_chip = (1 + INSURANCE_PAYS) * p_ten - 1  # 2:1 on a dealer natural, else lost
        card = "hole card" if prof.hole_card else "second card"
        # Two choices, declining first (check_decision relies on the order).
        if prof.insurance_per_box:  # yes/no per box, costing one position's bet (§3)
            values = {"insure no": 0.0, "insure yes": per_chip * player.bet}
            unit = (
                f"insuring box {box} ({count(player.bet, 'chip')}) is worth "
                f"{per_chip * player.bet:+.3f}"
            )
        else:
            values = {"no insurance": 0.0, "insure 1 chip": per_chip}
            unit = f"each insurance chip is worth {per_chip:+.3f}"
        note = (
            f"P(dealer's {card} is ten-value) = {p_ten:.3f} given the cards you see; {unit} "
            f"chips ({prof.cite('insurance')})"
        )
        return Advice("insurance", values, _best(values), note)
    hand = rnd.current_hand
    if hand is None:
        return None
    legal = {str(a) for a in rnd.legal_actions()}
    seen = [c for h in rnd.hands() if h is not hand for c in h.cards]  # every card on view
    cards, switched, split = hand.cards, hand.switched, hand.split
    pending = False
    try:
        ev = hand_ev(cards, up, prof, switched=switched, split=split, known=seen, deadline=deadline)
    except Unfinished:
        ev = hand_ev(cards, up, prof, switched=switched, split=split, known=seen, exact=False)
        pending = True
    values = {k: v for k, v in ev.items() if k in legal}
    if not values:
        return None
    errors = {k: ev.error(k) for k in values if ev.error(k)}
    return Advice("play", values, _best(values), errors=errors, pending=pending)


def _switch_note(advice: Advice) -> str:
    """The best play after the best choice; on a tie, after either choice."""
    if not advice.ties(advice.best):
        return advice.note_for(advice.best)
    after = advice.afterwards
    if after["keep"] == after["switch"]:
        return f"either way: {after['keep']}"
    return f"{advice.note_for('keep')}; {advice.note_for('switch')}"


def _chips(amount: float) -> str:
    """``'71'``, ``'3.5'``, ``'0.3'``, ``'0.06'``: whole chips from 10 up, else two digits."""
    return f"{amount:.0f}" if amount >= 10 else f"{amount:.2g}"


def describe_cost(advice: Advice, choice: str) -> str:
    """``'Stand: −0.41; Hit: −0.29 — hitting is better by 0.12 of a bet'`` (or why it is best).

    Choices worth the same (:meth:`Advice.ties`) are named as a tie — ``'keep and switch are
    worth the same here: either is right'`` — and none of them as the best. A choice within the
    values' stated errors of the best (:meth:`Advice.margin`) is called essentially equal; a
    clearly worse one is priced in chips per 100 such decisions.
    """
    shown = "; ".join(
        f"{k.capitalize()}: {v:+.3f}" + (f" ({advice.label(k)})" if advice.error(k) else "")
        for k, v in advice.values.items()
    )
    if choice not in advice.values:
        return shown
    tied = advice.ties(choice)
    if tied:
        exact = max(advice.cost(k) for k in tied) <= 1e-9
        within = "" if exact else f" (to within {TOLERANCE} of a bet)"
        which = "either" if len(tied) == 2 else "any of them"
        return f"{shown} — {listing(tied)} are worth the same here{within}: {which} is right"
    lost = advice.cost(choice)
    if lost <= 1e-9:
        return f"{shown} — {_VERBS.get(choice, choice)} is the best choice"
    verb = _VERBS.get(advice.best, advice.best)
    if advice.essentially_equal(choice):
        return (
            f"{shown} — essentially equal: {verb} is better by {lost:.3f} of a bet, within the "
            f"values' stated error of ±{advice.margin(choice):g} of a bet"
        )
    such = "deals" if advice.phase == "switch" else "hands"
    return (
        f"{shown} — {verb} is better by {lost:.3f} of a bet: {_VERBS.get(choice, choice)} "
        f"costs about {count(_chips(100 * lost), 'chip')} per 100 such {such}, betting 1 chip a "
        "position"
    )
