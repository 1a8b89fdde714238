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
from ..language import gettext as _
from ..language import ngettext, number, pgettext
from ..round import Phase, Round
from ..rules import INSURANCE_PAYS
from ..words import decision, listing
from .ev import best_action, full_shoe, hand_ev, remove_cards, switch_advice
from .exact import Unfinished, check_deadline
from .values import MODEL_ERROR, SPLIT_ERROR, TOLERANCE, error_label

__all__ = [
    "MODEL_ERROR",
    "SPLIT_ERROR",
    "TOLERANCE",
    "Advice",
    "advise",
    "choice_label",
    "choice_name",
    "describe_cost",
]


def _labels() -> dict[str, str]:
    """Each choice the Advisor values, as the label of its value."""
    return {
        # Translators: a choice the Advisor values, as the label of its EV ("Stand: -0.410"):
        # the decision's own word, capitalised («Удвоить»)
        "stand": pgettext("advice", "Stand"),
        "hit": pgettext("advice", "Hit"),
        "double": pgettext("advice", "Double"),
        "split": pgettext("advice", "Split"),
        "surrender": pgettext("advice", "Surrender"),
        "keep": pgettext("advice", "Keep"),
        "switch": pgettext("advice", "Switch"),
        "insure no": pgettext("advice", "Insure no"),
        "insure yes": pgettext("advice", "Insure yes"),
        "no insurance": pgettext("advice", "No insurance"),
        "insure 1 chip": pgettext("advice", "Insure 1 chip"),
    }


def _verbs() -> dict[str, str]:
    """Each choice the Advisor values, as a verdict names it ("hitting is better")."""
    return {
        # Translators: a choice named in a verdict ("standing is better by 0.1 of a bet",
        # "standing costs …"): an infinitive in Russian, «остановиться», so every verdict reads
        "stand": pgettext("advice", "standing"),
        "hit": pgettext("advice", "hitting"),
        "double": pgettext("advice", "doubling"),
        "split": pgettext("advice", "splitting"),
        "surrender": pgettext("advice", "surrendering"),
        "keep": pgettext("advice", "keeping"),
        "switch": pgettext("advice", "switching"),
        # Translators: an insurance choice named in a verdict ("insure no is the best
        # choice", "insure no is better by …"): an infinitive in Russian, «не страховать»
        "insure no": pgettext("advice", "insure no"),
        "insure yes": pgettext("advice", "insure yes"),
        "no insurance": pgettext("advice", "no insurance"),
        "insure 1 chip": pgettext("advice", "insure 1 chip"),
    }


#: The insurance choices, named as a verdict names them wherever the Advisor names them (their
#: decision words read «страховка: нет», awkward after a colon).
_INSURANCE = frozenset({"insure no", "insure yes", "no insurance", "insure 1 chip"})


def choice_name(choice: str) -> str:
    """A choice as a learner reads it in a list or after a colon: ``'keep'``, ``'insure yes'``
    (Russian: ``'оставить'``, ``'застраховать'``): the word every text uses
    (:func:`~bjswitch_widgets.words.decision`), an insurance choice as a verb; an unknown choice
    as it is."""
    return _verb(choice) if choice in _INSURANCE else decision(choice)


def choice_label(choice: str) -> str:
    """A choice as the label of its value: ``'Stand'``, ``'No insurance'``."""
    return _labels().get(choice) or choice.capitalize()


def _verb(choice: str) -> str:
    """``'hitting'``: a choice named in a verdict (``'hitting is better by …'``)."""
    return _verbs().get(choice) or decision(choice)


def _ev(value: float) -> str:
    """``'+0.113'``, ``'-0.410'``: an EV as the language writes it."""
    return number(f"{value:+.3f}")


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
    #: Keep or switch: the best play of each hand after each choice (``{"keep": ("stand",
    #: "hit"), "switch": …}``), so the advice follows the choice the learner made.
    afterwards: dict[str, tuple[str, str]] = field(default_factory=dict)

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
        rough = ", ".join(f"{choice_name(k)} {self.label(k)}" for k in self.values if self.error(k))
        if not rough:
            return _("exact EVs in bets, best play afterwards")
        if len(self.errors) == len(self.values):
            return _(
                "EVs in bets, best play afterwards, each within its stated error: {errors}"
            ).format(errors=rough)
        return _("EVs in bets, best play afterwards; exact except {errors}").format(errors=rough)

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
        if choice not in self.afterwards:
            return self.note
        plays = _plays(self.afterwards[choice])
        if choice == "keep":
            return _("after keep: {plays}").format(plays=plays)
        return _("after switch: {plays}").format(plays=plays)

    def summary(self) -> str:
        """``'Stand −0.41 · Hit −0.29 · Split −0.30 (±0.01) — best: hit'``; on a tie
        ``'… — keep and switch are worth the same'``."""
        parts = " · ".join(
            f"{choice_label(k)} {_ev(v)}" + (f" ({self.label(k)})" if self.error(k) else "")
            for k, v in self.values.items()
        )
        tied = self.ties(self.best)
        if tied:
            # Translators: {values} the EV of each choice; {choices} two or more choices
            return _("{values} — {choices} are worth the same").format(
                values=parts, choices=listing([choice_name(k) for k in tied])
            )
        # Translators: {values} the EV of each choice; {choice} the best one ("hit")
        return _("{values} — best: {choice}").format(values=parts, choice=choice_name(self.best))


def _plays(actions: tuple[str, str]) -> str:
    """``'stand on hand 1, hit on hand 2'``: the best play of each hand."""
    # Translators: the best play of each of the two hands ("stand on hand 1, hit on hand 2")
    return _("{first} on hand 1, {second} on hand 2").format(
        first=choice_name(actions[0]), second=choice_name(actions[1])
    )


def _best(values: dict[str, float]) -> str:
    return max(values, key=lambda k: values[k])


def advise(rnd: Round, *, deadline: float | None = None) -> Advice | None:
    """The EV of every legal choice for whoever must act; None when nothing is to decide.

    ``deadline`` (a :func:`time.perf_counter` reading): where the exact values of the hand in
    play are not worked out by then, the fast model's values are given instead, each with its
    stated error, and ``pending`` is set — ask again for the exact ones (the work goes on where
    it stopped). The notes are written in the current language."""
    if not isinstance(rnd, Round):
        raise InvalidInputError(_("advise() takes a Round, not {value}").format(value=quote(rnd)))
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
            k: (best_action(v1), best_action(v2))
            for k, (v1, v2) in (("keep", adv.keep_values), ("switch", adv.switch_values))
        }
        errors = {"keep": adv.error, "switch": adv.error}
        advice = Advice("switch", values, _best(values), "", errors, afterwards=after)
        return replace(advice, note=_switch_note(advice))
    if rnd.phase is Phase.INSURANCE:
        return _insurance(rnd, box)
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


def _insurance(rnd: Round, box: int) -> Advice:
    """Insurance valued at this shoe, declining first (check_decision relies on the order)."""
    player, up, prof = rnd.current_player, rnd.dealer[0], rnd.profile
    assert player is not None
    known: list[Card] = [c for h in rnd.hands() for c in h.cards]  # every card on view
    counts = remove_cards(full_shoe(prof.decks), [c.points for c in [*known, up]])
    p_ten = counts[9] / sum(counts)
    per_chip = (1 + INSURANCE_PAYS) * p_ten - 1  # 2:1 on a dealer natural, else lost
    p = number(f"{p_ten:.3f}")
    if prof.hole_card:
        chance = _("P(dealer's hole card is ten-value) = {p} given the cards you see")
    else:
        chance = _("P(dealer's second card is ten-value) = {p} given the cards you see")
    section = prof.cite("insurance")
    if prof.insurance_per_box:  # yes/no per box, costing one position's bet (§3)
        values = {"insure no": 0.0, "insure yes": per_chip * player.bet}
        # Translators: {value} is an EV in chips with three decimals ("-0.140")
        worth = ngettext(
            "insuring box {box} ({n} chip) is worth {value} chips ({section})",
            "insuring box {box} ({n} chips) is worth {value} chips ({section})",
            player.bet,
        ).format(box=box, n=number(player.bet), value=_ev(per_chip * player.bet), section=section)
    else:
        values = {"no insurance": 0.0, "insure 1 chip": per_chip}
        # Translators: {value} is an EV in chips with three decimals ("-0.070")
        worth = _("each insurance chip is worth {value} chips ({section})").format(
            value=_ev(per_chip), section=section
        )
    return Advice("insurance", values, _best(values), f"{chance.format(p=p)}; {worth}")


def _switch_note(advice: Advice) -> str:
    """The best play after the best choice; on a tie, after either choice."""
    if not advice.ties(advice.best):
        return advice.note_for(advice.best)
    after = advice.afterwards
    if after["keep"] == after["switch"]:
        return _("either way: {plays}").format(plays=_plays(after["keep"]))
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
        f"{choice_label(k)}: {_ev(v)}" + (f" ({advice.label(k)})" if advice.error(k) else "")
        for k, v in advice.values.items()
    )
    if choice not in advice.values:
        return shown
    tied = advice.ties(choice)
    if tied:
        return _tie(shown, tied, exact=max(advice.cost(k) for k in tied) <= 1e-9)
    lost = advice.cost(choice)
    if lost <= 1e-9:
        # Translators: {values} the EV of each choice; {choice} the best one, as a verdict
        # names it ("standing")
        return _("{values} — {choice} is the best choice").format(
            values=shown, choice=_verb(choice)
        )
    better = _verb(advice.best)
    by = number(f"{lost:.3f}")
    if advice.essentially_equal(choice):
        # Translators: {better} the best choice as a verdict names it ("hitting")
        return _(
            "{values} — essentially equal: {better} is better by {by} of a bet, within the "
            "values' stated error of ±{margin} of a bet"
        ).format(values=shown, better=better, by=by, margin=number(f"{advice.margin(choice):g}"))
    n = _chips(100 * lost)
    if advice.phase == "switch":
        # Translators: {better} and {choice} as a verdict names them ("switching", "keeping")
        text = ngettext(
            "{values} — {better} is better by {by} of a bet: {choice} costs about {n} chip "
            "per 100 such deals, betting 1 chip a position",
            "{values} — {better} is better by {by} of a bet: {choice} costs about {n} chips "
            "per 100 such deals, betting 1 chip a position",
            n,
        )
    else:
        # Translators: {better} and {choice} as a verdict names them ("hitting", "standing")
        text = ngettext(
            "{values} — {better} is better by {by} of a bet: {choice} costs about {n} chip "
            "per 100 such hands, betting 1 chip a position",
            "{values} — {better} is better by {by} of a bet: {choice} costs about {n} chips "
            "per 100 such hands, betting 1 chip a position",
            n,
        )
    return text.format(values=shown, better=better, by=by, choice=_verb(choice), n=number(n))


def _tie(shown: str, tied: list[str], *, exact: bool) -> str:
    """Choices worth the same: ``'… — keep and switch are worth the same here: either is
    right'``."""
    choices = listing([choice_name(k) for k in tied])
    tolerance = number(TOLERANCE)
    # Translators: {values} the EV of each choice; {choices} the choices worth the same
    if len(tied) == 2 and exact:
        text = _("{values} — {choices} are worth the same here: either is right")
    elif len(tied) == 2:
        text = _(
            "{values} — {choices} are worth the same here (to within {tolerance} of a bet): "
            "either is right"
        )
    elif exact:
        text = _("{values} — {choices} are worth the same here: any of them is right")
    else:
        text = _(
            "{values} — {choices} are worth the same here (to within {tolerance} of a bet): "
            "any of them is right"
        )
    return text.format(values=shown, choices=choices, tolerance=tolerance)
