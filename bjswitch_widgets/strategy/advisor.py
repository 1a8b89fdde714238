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

from dataclasses import dataclass

from ..cards import Card
from ..round import Phase, Round
from ..rules import INSURANCE_PAYS
from ..words import count
from .ev import full_shoe, hand_ev, remove_cards, switch_advice

__all__ = ["MODEL_ERROR", "TOLERANCE", "Advice", "advise", "describe_cost"]

#: Choices closer than this to the best (in bets) count as equally good for a learner.
TOLERANCE = 0.0005

#: The stated error of the values (in bets): cards drawn during the hand are not removed again
#: and one resplit is valued per split hand (strategy/ev.py), which moves a value by a few
#: thousandths at most. Choices within this of the best are "essentially equal".
MODEL_ERROR = 0.005

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
    """EVs of the legal choices now, in bets (for keep/switch: the sum over both hands)."""

    phase: str
    values: dict[str, float]
    best: str
    note: str = ""

    def cost(self, choice: str) -> float:
        """How much ``choice`` gives up against the best choice, in bets (≥ 0)."""
        return self.values[self.best] - self.values[choice]

    def summary(self) -> str:
        """``'Stand −0.41 · Hit −0.29 — best: hit'``."""
        parts = " · ".join(f"{k.capitalize()} {v:+.3f}" for k, v in self.values.items())
        return f"{parts} — best: {self.best}"


def _best(values: dict[str, float]) -> str:
    return max(values, key=lambda k: values[k])


def advise(rnd: Round) -> Advice | None:
    """The EV of every legal choice for whoever must act; None when nothing is to decide."""
    player = rnd.current_player
    if player is None or not rnd.dealer:
        return None
    up = rnd.dealer[0]
    prof = rnd.profile
    turn = rnd.to_act
    box = turn.box if turn is not None else 1
    if rnd.phase is Phase.SWITCH:  # the box whose turn it is (online_switch: 1–3 boxes)
        h1, h2 = (h.cards for h in player.hands if h.box == box)
        adv = switch_advice(h1, h2, up, prof)
        values = {"keep": adv.ev_keep, "switch": adv.ev_switch}
        note = f"after {adv.best}: {adv.actions[0]} on hand 1, {adv.actions[1]} on hand 2"
        return Advice("switch", values, _best(values), note)
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
    others = [c for h in player.hands if h is not hand for c in h.cards]
    ev = hand_ev(hand.cards, up, prof, switched=hand.switched, split=hand.split, known=others)
    values = {k: v for k, v in ev.items() if k in legal}
    if not values:
        return None
    return Advice("play", values, _best(values))


def describe_cost(advice: Advice, choice: str) -> str:
    """``'Stand: −0.41; Hit: −0.29 — hitting is better by 0.12 of a bet'`` (or why it is best).

    A choice within the values' stated error of the best (:data:`MODEL_ERROR`) is called
    essentially equal; a clearly worse one is priced in chips per 100 such decisions.
    """
    listing = "; ".join(f"{k.capitalize()}: {v:+.3f}" for k, v in advice.values.items())
    if choice not in advice.values:
        return listing
    lost = advice.cost(choice)
    if lost <= 1e-9:
        return f"{listing} — {_VERBS.get(choice, choice)} is the best choice"
    verb = _VERBS.get(advice.best, advice.best)
    if lost < TOLERANCE:
        return (
            f"{listing} — {_VERBS.get(choice, choice)} is as good as the best to within "
            f"{TOLERANCE} of a bet ({verb} is better by {lost:.5f})"
        )
    if lost < MODEL_ERROR:
        return (
            f"{listing} — essentially equal: {verb} is better by {lost:.3f} of a bet, within the "
            f"values' stated error of ±{MODEL_ERROR} of a bet"
        )
    such = "deals" if advice.phase == "switch" else "hands"
    return (
        f"{listing} — {verb} is better by {lost:.3f} of a bet: {_VERBS.get(choice, choice)} "
        f"costs about {100 * lost:.0f} chips per 100 such {such}, betting 1 chip a position"
    )
