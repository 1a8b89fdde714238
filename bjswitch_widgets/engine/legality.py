"""What is legal now, and for everything else why not, as typed reasons.

:func:`legal_actions` lists what :meth:`Round.apply` accepts; :func:`reason` gives, for any
action, None (legal) or a :class:`~.actions.Reason` — a code plus its facts, no prose. The narration
(:func:`~bjswitch_widgets.engine.narration.explain`) puts a reason in the learner's words with
the profile's own §, so the same reason reads the same in a tooltip, a check and an error.
"""

from __future__ import annotations

import itertools

from ..cards import is_pair
from .actions import PLAY_ORDER, Action, ActionKind, Phase, Reason, Why, simple_action
from .state import Player, RoundState

__all__ = ["insurance_choices", "legal_actions", "reason", "unavailable"]

_DEAL, _INSURANCE, _PEEK, _SWITCH, _PLAY, _DEALER, _SETTLED = Phase
_INSURE, _KEEP, _SWITCH_K, _HIT, _STAND, _DOUBLE, _SPLIT, _SURRENDER = ActionKind


def _r(code: Why, **facts: object) -> Reason:
    return Reason(code, tuple(facts.items()))


def legal_actions(st: RoundState) -> list[Action]:
    """Every action that apply accepts now, in a stable order: play decisions as hit, stand,
    double, split, surrender; insurance choices in ascending order (``insure 0 0``, …)."""
    phase = st.phase
    if phase is _PLAY:
        return [simple_action(k) for k in PLAY_ORDER if play_reason(st, k) is None]
    if phase is _SWITCH:
        return [simple_action(_KEEP), simple_action(_SWITCH_K)]
    if phase is _INSURANCE:
        return insurance_choices(st, st.players[st.cursor.actor])
    return []


def reason(st: RoundState, act: Action) -> Reason | None:
    """None if ``act`` is legal now, else why not."""
    kind = act.kind
    phase = st.phase
    if phase is _PLAY and kind in PLAY_ORDER:
        return play_reason(st, kind)
    if phase is _SETTLED:
        return settled_reason(st)
    if phase is _INSURANCE and kind is _INSURE:
        return insurance_reason(st, st.players[st.cursor.actor], act)
    if phase is _SWITCH and (kind is _KEEP or kind is _SWITCH_K):
        return None
    return out_of_phase_reason(st, kind)


def unavailable(st: RoundState) -> dict[ActionKind, Reason]:
    """For every kind of action not legal now, why not."""
    prof = st.profile
    reasons: dict[ActionKind, Reason] = {}
    for kind in ActionKind:
        if kind is _INSURE:
            if st.phase is _INSURANCE:
                continue  # some insurance choice is always legal here (at least 'insure 0 0')
            why = reason(
                st,
                Action(kind, (0,), True)
                if prof.insurance_per_box
                else Action(kind, (0,) * prof.positions_per_box),
            )
        else:
            why = reason(st, simple_action(kind))
        if why is not None:
            reasons[kind] = why
    return reasons


def settled_reason(st: RoundState) -> Reason:
    """Nothing is legal once the round is over."""
    if st.dealer_natural and st.profile.hole_card:
        return _r(Why.OVER_AT_PEEK)
    return _r(Why.OVER)


def out_of_phase_reason(st: RoundState, kind: ActionKind) -> Reason:
    """An action of the wrong kind for the moment (or for the table)."""
    prof = st.profile
    phase = st.phase
    if kind is _SURRENDER and not prof.surrender:
        return _r(Why.NO_SURRENDER)
    if (kind is _KEEP or kind is _SWITCH_K) and not prof.switch_allowed:
        return _r(Why.NO_SWITCH)
    if kind is _INSURE:
        up = st.up_card
        if not prof.insurance or up is None or not up.is_ace:
            return _r(Why.INSURANCE_NOT_OFFERED)
        who = st.current_player
        if who is not None and who.name in st.not_insurable:
            return _r(Why.NOT_INSURABLE, player=who.name)
        if who is None:  # the dealer's turn: the moment has passed for the whole table
            return _r(Why.INSURANCE_PASSED)
        return _r(Why.INSURANCE_PASSED, player=who.name)
    if phase is _DEALER:
        return _r(Why.DEALER_PLAYS)
    if phase is _INSURANCE:
        return _r(Why.INSURANCE_FIRST)
    if phase is _SWITCH:
        return _r(Why.SWITCH_FIRST)
    # PLAY phase and a keep/switch
    cursor = st.cursor
    player = st.players[cursor.actor]
    made = player.choices.get(player.hands[cursor.hand].box)
    return _r(Why.SWITCH_MADE, player=player.name, made=made or "keep")


def insurance_choices(st: RoundState, player: Player) -> list[Action]:
    """The insurance answers open to ``player`` for the box being asked."""
    if st.profile.insurance_per_box:
        choices = [Action(_INSURE, (0,), True)]
        if player.chips >= player.bet:
            choices.append(Action(_INSURE, (1,), True))
        return choices
    # One question per box: the choices grow with the box's positions, not the table's.
    n = st.profile.positions_per_box
    cap = player.bet // 2
    products = itertools.product(range(min(cap, player.chips) + 1), repeat=n)
    return [Action(_INSURE, c) for c in products if sum(c) <= player.chips]


def insurance_reason(st: RoundState, player: Player, act: Action) -> Reason | None:
    """Why an insurance answer is refused (None: it is accepted)."""
    prof = st.profile
    amounts = act.amounts
    n = prof.positions_per_box
    box = st.cursor.box
    if prof.insurance_per_box:
        if not act.yes_no:
            return _r(Why.INSURE_YES_NO, box=box)
        if amounts[0] and player.chips < player.bet:
            return _r(
                Why.INSURE_BOX_COST,
                box=box,
                cost=player.bet,
                player=player.name,
                chips=player.chips,
            )
        return None
    example = " ".join(["1"] + ["0"] * (n - 1))
    if act.yes_no:
        return _r(Why.INSURE_AMOUNTS, example=example)
    if len(amounts) != n:
        return _r(Why.INSURE_COUNT, n=n, got=len(amounts), example=example)
    cap = player.bet // 2
    for amount in amounts:
        if amount > cap:
            return _r(Why.INSURE_CAP, cap=cap, amount=amount)
    if sum(amounts) > player.chips:
        return _r(Why.INSURE_CHIPS, total=sum(amounts), player=player.name, chips=player.chips)
    return None


def play_reason(st: RoundState, kind: ActionKind) -> Reason | None:
    """Why a play decision on the hand in play is refused (None: it is legal)."""
    if kind is _HIT or kind is _STAND:
        return None
    prof = st.profile
    cursor = st.cursor
    player = st.players[cursor.actor]
    hand = player.hands[cursor.hand]
    n = len(hand.cards)
    if kind is _DOUBLE:
        if n != 2:
            return _r(Why.DOUBLE_CARDS, n=n)
        if hand.split and not prof.double_after_split:
            return _r(Why.DOUBLE_AFTER_SPLIT)
        if player.chips < hand.bet:
            return _r(Why.DOUBLE_CHIPS, bet=hand.bet, player=player.name, chips=player.chips)
        return None
    if kind is _SPLIT:
        if n != 2:
            return _r(Why.SPLIT_CARDS, n=n)
        a, b = hand.cards
        if not is_pair(hand.cards):
            return _r(Why.SPLIT_UNEQUAL, a=a, b=b)
        same = sum(1 for h in player.hands if h.box == hand.box and h.position == hand.position)
        if a.is_ace and hand.split and not prof.resplit_aces:
            return _r(Why.SPLIT_ACES_ONCE)
        if same >= prof.max_hands_per_position:
            if prof.max_hands_per_position == 2:
                return _r(Why.NO_RESPLIT)
            return _r(Why.SPLIT_LIMIT, same=same, most=prof.max_hands_per_position)
        if player.chips < hand.bet:
            return _r(Why.SPLIT_CHIPS, bet=hand.bet, player=player.name, chips=player.chips)
        return None
    # SURRENDER
    if not prof.surrender:
        return _r(Why.NO_SURRENDER)
    if n != 2 or hand.split:
        return _r(Why.SURRENDER_FIRST)
    return None


def dealer_step_reason(st: RoundState) -> Reason | None:
    """Why the dealer may not play a step now (None: it is the dealer's turn)."""
    if st.phase is _DEALER:
        return None
    if st.phase is _SETTLED:
        return settled_reason(st)
    return _r(Why.DEALER_NOT_YET)
