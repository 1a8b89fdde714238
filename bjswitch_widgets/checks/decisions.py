"""The check of a learner's decision by its exact expected value: keep or switch, and hit,
stand, double, split or surrender for the hand in play (the strategy's advisor values them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.actions import ActionKind
from ..errors import InvalidInputError
from ..language import N_
from ..language import gettext as _
from ..words import after_colon, decision
from .answers import Unreadable, read_action
from .feedback import Feedback, twin, unreadable
from .situations import Situation, table_from

if TYPE_CHECKING:  # the strategy loads on first use (see check_decision)
    from ..strategy import Advice


def check_decision(situation: Situation, answer: Any, *, round: int | None = None) -> Feedback:
    """The learner's decision — insurance, keep/switch, or the hand in play — valued by its EV:
    right when it is the best choice or within the values' stated error of it ("essentially
    equal", with which is best and by how much); choices worth the same are named as a tie
    (``keep and switch are worth the same here: either is right``); otherwise the explanation
    says what it costs, e.g. ``Stand: -0.41; Hit: -0.29 — hitting is better by 0.120 of a bet:
    standing costs about 12 chips per 100 such hands, betting 1 chip a position``. Insurance is
    valued at this shoe."""
    # The strategy (exact EVs) loads on first use, so importing the checks stays light.
    from ..strategy import advise, describe_cost

    rnd = table_from(situation, round)
    advice = advise(rnd)
    if advice is None:
        raise InvalidInputError(
            _("check_decision needs a round waiting for insurance, keep/switch or a play decision")
        )
    act = read_action(answer)
    if isinstance(act, Unreadable):
        return unreadable(
            answer,
            _("a decision"),
            _("Write hit, stand, double, split, keep, switch, or insure."),
        )
    choice = str(act)
    if advice.phase == "insurance" and act.kind is ActionKind.INSURE:
        # Insurance is graded by its value at this shoe: any chip insured is "insure".
        decline, insure = advice.values  # the advisor lists declining first
        choice = insure if any(act.amounts) else decline
    if choice not in advice.values:
        reason = rnd.why_not(act) or _("it is not one of the choices now")
        # Translators: {decision} is a decision's name; {reason} why it is not allowed (a
        # clause with its §); {cost} what the best decision is worth (a sentence)
        explain = _("'{decision}' is not allowed now: {reason}. {cost}.").format(
            decision=decision(choice),
            reason=after_colon(reason),
            cost=describe_cost(advice, advice.best),
        )
        return Feedback(False, answer, advice.best, explain, shown=decision(advice.best))
    ok = advice.essentially_equal(choice)
    if advice.phase == "insurance":
        explain = _insurance_words(advice, choice)
    else:
        explain = describe_cost(advice, choice) + f" ({advice.exactness()})."
    # An essentially equal choice is right as the learner made it; the text says which is best,
    # or that the choices are worth the same.
    hint = _(_HINTS[advice.phase])
    expected = choice if ok else advice.best
    return Feedback(ok, answer, expected, explain, hint=hint, shown=decision(expected))


#: What a first wrong decision is told: how to think about it, not the answer.
_HINTS = {
    "insurance": N_(
        "insurance pays 2:1 when the dealer's other card is ten-valued: count how many ten-value "
        "cards could still be that card, out of the cards not yet seen."
    ),
    "switch": N_(
        "picture the two hands each way — kept as dealt, and with the second cards exchanged — "
        "and ask which pair of hands is stronger against the dealer's up card."
    ),
    "play": N_(
        "think about what the next card will most likely do to this hand, and what the dealer "
        "is likely to end with from this up card."
    ),
}


def _insurance_words(advice: Advice, choice: str) -> str:
    """Insurance valued at this shoe: what it is worth (the note) and whether the choice is it;
    when insuring and declining are worth the same, it says so and either is right."""
    values, best = advice.values, advice.best
    loses = min(values.values()) < 0
    if advice.ties(choice):
        verdict = _("At this shoe insuring and declining are worth the same: either is right.")
    elif choice == best:
        verdict = (
            _("Declining is right: at this shoe insurance loses on average.")
            if loses
            else _("Insuring is right: at this shoe insurance wins on average.")
        )
    elif loses:
        verdict = _("Not insuring ({best}) is better: at this shoe insurance loses on average.")
    else:
        verdict = _("Insuring ({best}) is better: at this shoe insurance wins on average.")
    # the note is the advisor's sentence, in the current language
    return f"{advice.note}. {verdict.format(best=decision(best))}"


assert_decision = twin(check_decision)
