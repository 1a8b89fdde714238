"""The transitions of a round: seating and bets, the deal (§1.3), insurance (§1.5), the peek
(§1.6), keep or switch (§1.7), playing the hands (§1.8), the dealer (§1.9) and the settlement
(§1.10). Each function changes a :class:`~.state.RoundState` by the rules of its profile and,
only when a log is wanted, tells the narration what happened. Legality is checked before any
of these is called (:mod:`.legality`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import BEST_TOTALS, Card, hand_total
from ..rules import (
    Seat,
    dealer_hits,
    insurance_returned,
    peeks,
    settle_hand,
    stops_at_21,
    super_match_combination,
)
from .actions import Action, ActionKind, Phase
from .log import say
from .state import Cursor, Hand, Player, RoundState

__all__ = ["apply", "dealer_step", "start"]

_DEAL, _INSURANCE, _PEEK, _SWITCH, _PLAY, _DEALER, _SETTLED = Phase
_INSURE, _KEEP, _SWITCH_K, _HIT, _STAND, _DOUBLE, _SPLIT, _SURRENDER = ActionKind


# ---------------------------------------------------------------------- seating and the deal


def start(st: RoundState, seats: Sequence[Seat]) -> None:
    """Seat the players, place the bets and deal; then ask insurance or peek."""
    prof = st.profile
    log = st.log
    for number, seat in enumerate(seats, start=1):
        bet = prof.bet if seat.bet is None else seat.bet
        player = Player(seat.name, number, seat.chips, seat.boxes, bet, seat.super_match)
        st.players.append(player)
        need = bet * prof.positions_per_box * seat.boxes
        if seat.boxes == 0 or seat.chips < need:
            player.sitting_out = True
            if log:
                say.sit_out(st, seat.name, seat.chips, need, seat.boxes == 0)
        elif seat.super_match:
            # Super Match is optional: its stakes go down box by box while the chips left
            # after the main bets cover them; a box they cannot cover plays without (§3).
            free = seat.chips - need
            for box in range(1, seat.boxes + 1):
                stake = seat.super_match if free >= seat.super_match else 0
                free -= stake
                player.super_match_stakes.append(stake)
                if not stake and log:
                    say.no_super_match(st, seat.name, seat.super_match, box)
    _deal(st)
    _after_deal(st)


def _deal(st: RoundState) -> None:
    prof = st.profile
    for player in st.players:
        if player.sitting_out:
            continue
        for box in range(1, player.boxes + 1):
            for position in range(1, prof.positions_per_box + 1):
                player.hands.append(Hand(player, box, position, player.bet))
        player.wagered = player.bet * len(player.hands) + sum(player.super_match_stakes)
        player.chips -= player.wagered
        player.insurance = [0] * (player.boxes if prof.insurance_per_box else len(player.hands))
    hands = [h for p in st.players for h in p.hands]
    if not hands:
        if st.log:
            say.nobody(st)
        st.phase = _SETTLED
        return
    if st.log:
        for p in st.active_players:
            say.bets(st, p)
    n = len(hands)
    hole = 1 if prof.hole_card else 0
    cards = st.shoe.deal(2 * n + 1 + hole)
    st.cards_drawn += cards
    # First card to every position, the up card, second cards, the hole card (§1.3).
    for k, hand in enumerate(hands):
        first, second = cards[k], cards[n + 1 + k]
        a, b = first.points, second.points
        hand.cards = [first, second]
        hand.hard = hard = a + b
        hand.ace = ace = a == 1 or b == 1
        hand.total, hand.soft = BEST_TOTALS[hard * 2 + ace]
    st.dealer = [cards[n], cards[2 * n + 1]] if hole else [cards[n]]
    if st.log:
        say.deal(st, hands, cards)
    if prof.super_match:
        _settle_super_match(st)


def _settle_super_match(st: RoundState) -> None:
    """Super Match, decided at once on each box's first four cards (§3)."""
    for p in st.players:
        if p.sitting_out:
            continue
        for box, stake in enumerate(p.super_match_stakes, start=1):
            if not stake:
                continue
            four = [c for h in p.box_hands(box) for c in h.cards[:2]]
            combination, pays = super_match_combination(four)
            returned = stake * (1 + pays) if combination != "none" else 0
            p.super_match.append(
                {"box": box, "bet": stake, "combination": combination, "returned": returned}
            )
            p.chips += returned
            if st.log:
                say.super_match(st, p, box, four, (combination, pays))


# ---------------------------------------------------------------------- insurance and the peek


def _insurance_unit(st: RoundState, player: Player) -> int:
    """The least insurance a player can buy: one chip, or a box's half (per box)."""
    return player.bet if st.profile.insurance_per_box else max(1, player.bet // 2)


def _after_deal(st: RoundState) -> None:
    if st.phase is _SETTLED:
        return
    prof = st.profile
    if prof.insurance and st.dealer[0].is_ace:
        # Asked box by box (per position or per box), in seat order (§1.5, §3).
        st.insurance_queue = [
            (i, box)
            for i, p in enumerate(st.players)
            if not p.sitting_out
            for box in range(1, p.boxes + 1)
        ]
        poor = [p for p in st.players if not p.sitting_out and p.chips < _insurance_unit(st, p)]
        st.not_insurable = {p.name for p in poor}
        if st.log:
            for p in poor:
                say.not_asked(st, p)
        if _next_insurance(st):
            return
    _peek(st)


def _next_insurance(st: RoundState) -> bool:
    """Move to the next player (or box) to be asked; False when everyone has answered."""
    while st.insurance_queue:
        i, box = st.insurance_queue.pop(0)
        player = st.players[i]
        if player.chips < _insurance_unit(st, player) or (
            not st.profile.insurance_per_box and player.bet // 2 < 1
        ):
            continue  # cannot afford any insurance now: not asked (§1.5, §3)
        st.phase = _INSURANCE
        st.cursor = Cursor(i, st.cursor.hand, box)
        return True
    st.cursor = Cursor(st.cursor.actor, st.cursor.hand, 1)
    return False


def _insure(st: RoundState, act: Action) -> None:
    player = st.players[st.cursor.actor]
    box = st.cursor.box
    if act.yes_no:
        amount = player.bet if act.amounts[0] else 0
        player.insurance[box - 1] = amount
        player.chips -= amount
        player.wagered += amount
        if st.log:
            say.insure_box(st, player, box, amount)
    else:
        amounts = act.amounts
        first = (box - 1) * len(amounts)
        player.insurance[first : first + len(amounts)] = amounts
        total = sum(amounts)
        player.chips -= total
        player.wagered += total
        if st.log:
            say.insure(st, player, box, amounts)
    if not _next_insurance(st):
        _peek(st)


def _peek(st: RoundState) -> None:
    prof = st.profile
    up = st.dealer[0]
    if peeks(prof, up.points):
        st.phase = _PEEK
        if st.dealer_natural:
            st.hole_revealed = True
            if st.log:
                say.peek(st, up, True, False)
            _settle(st, at_peek=True)
            return
        if st.log:
            say.peek(st, up, False, any(sum(p.insurance) for p in st.players))
    if prof.hole_card:  # the peek settled insurance; without a hole card it waits (§3)
        for p in st.players:
            if not p.sitting_out:
                p.insurance_returned = 0
    _next_player(st, -1)


# ---------------------------------------------------------------------- the players' turns


def _next_player(st: RoundState, after: int) -> None:
    players = st.players
    i = after + 1
    while i < len(players) and players[i].sitting_out:
        i += 1
    if i >= len(players):
        st.phase = _DEALER
        if st.auto_dealer:
            dealer_step(st, to_the_end=True)
        return
    _start_box(st, Cursor(i, 0, 1))


def _start_box(st: RoundState, cursor: Cursor) -> None:
    """The turn of one box of the current player: keep/switch first (§1.7), then play."""
    st.cursor = cursor
    if st.profile.switch_allowed:
        st.phase = _SWITCH
        return
    st.phase = _PLAY
    _prepare_hand(st)


def _choose(st: RoundState, switch: bool) -> None:
    cursor = st.cursor
    player = st.players[cursor.actor]
    box = cursor.box
    player.choices[box] = "switch" if switch else "keep"
    if switch:
        h1, h2 = [h for h in player.box_hands(box) if not h.split][:2]
        a, b = h1.cards[1], h2.cards[1]
        h1.cards[1], h2.cards[1] = b, a
        h1.recount()
        h2.recount()
        h1.switched = h2.switched = True
        if st.log:
            say.switch(st, player, box, a, b, h1, h2)
    elif st.log:
        say.keep(st, player, box)
    st.phase = _PLAY
    _prepare_hand(st)


def _prepare_hand(st: RoundState) -> None:
    """Make the hand under the cursor ready for a decision, or move on past finished ones."""
    actor, index, box = st.cursor
    player = st.players[actor]
    hands = player.hands
    while index < len(hands):
        hand = hands[index]
        if hand.box != box:  # the next box's turn begins
            _start_box(st, Cursor(actor, index, hand.box))
            return
        if not hand.finished:
            if index != st.cursor.hand or box != st.cursor.box or actor != st.cursor.actor:
                st.cursor = Cursor(actor, index, box)
            if len(hand.cards) == 1:  # a split hand's turn begins: its second card now
                _draw_to(st, hand, "second")
            elif hand.total == 21 and stops_at_21(st.profile, hand.soft, hand.natural):
                hand.finished = True  # natural or switched 21: nothing to decide
                if st.log:
                    say.stop21(st, hand)
            if not hand.finished:
                return
        index += 1
    _next_player(st, actor)


def _draw_to(st: RoundState, hand: Hand, why: str) -> Card:
    card = st.shoe.draw()
    st.cards_drawn.append(card)
    hand.add(card)
    stops = False
    if hand.hard > 21:  # a bust loses at once (§1.1)
        hand.finished = True
        hand.outcome, hand.returned, hand.why = settle_hand(
            st.profile, total=hand.total, bet=hand.bet, dealer_total=0
        )
    elif hand.total == 21 and (
        hand.doubled or hand.split_aces or stops_at_21(st.profile, hand.soft, False)
    ):
        hand.finished = stops = True
    if st.log:
        say.draw(st, hand, why, card, stops)
    return card


def apply(st: RoundState, act: Action) -> None:
    """Carry out a decision already checked legal."""
    kind = act.kind
    if kind is _INSURE:
        _insure(st, act)
        return
    if kind is _KEEP or kind is _SWITCH_K:
        _choose(st, kind is _SWITCH_K)
        return
    hand = st.players[st.cursor.actor].hands[st.cursor.hand]
    if kind is _HIT:
        _draw_to(st, hand, "hit")
    elif kind is _STAND:
        hand.finished = True
        if st.log:
            say.stand(st, hand)
    elif kind is _DOUBLE:
        _double(st, hand)
    elif kind is _SPLIT:
        _split(st, hand)
    else:
        _surrender(st, hand)
    _prepare_hand(st)


def _double(st: RoundState, hand: Hand) -> None:
    player = hand.owner
    player.chips -= hand.bet
    player.wagered += hand.bet
    hand.bet *= 2
    hand.doubled = True
    if st.log:
        say.double(st, hand)
    _draw_to(st, hand, "double")
    hand.finished = True


def _split(st: RoundState, hand: Hand) -> None:
    player = hand.owner
    player.chips -= hand.bet
    player.wagered += hand.bet
    second = Hand(player, hand.box, hand.position, hand.bet)
    second.switched = hand.switched
    moved = hand.cards.pop()
    hand.recount()
    second.add(moved)
    hand.split = second.split = True
    player.hands.insert(player.hands.index(hand) + 1, second)
    if st.log:
        say.split(st, player, hand.cards[0], moved, hand.bet)
    if hand.cards[0].is_ace:
        hand.split_aces = second.split_aces = True
        for h in (hand, second):
            _draw_to(st, h, "split_ace")
            h.finished = True
        if st.log:
            say.split_aces(st, player)
    else:
        _draw_to(st, hand, "second")


def _surrender(st: RoundState, hand: Hand) -> None:
    """Give the hand up; it is settled with the others (§4: late surrender returns its half
    only once the dealer's second card is known, and not against a natural)."""
    hand.finished = True
    hand.surrendered = True
    late = st.profile.late_surrender and not st.profile.hole_card
    code = "surrender_pending_late" if late else "surrender_pending"
    hand.why = (code, hand.bet // 2, 0)
    if st.log:
        say.surrender(st, hand, late)


# ---------------------------------------------------------------------- the dealer


def dealer_step(st: RoundState, to_the_end: bool = False) -> None:
    """The dealer's next step (or every step): the second card or the hole card, then one draw
    while the rules say draw (§1.9); settles the round when the dealer's hand is final."""
    prof = st.profile
    dealer = st.dealer
    log = st.log
    if not st.hole_revealed:
        st.hole_revealed = True
        if not prof.hole_card:  # no hole card: the second card comes now, always (§3, §4)
            card = st.shoe.draw()
            st.cards_drawn.append(card)
            dealer.append(card)
            if log:
                say.second_card(st, card)
            if st.dealer_natural:
                if log:
                    say.dealer_natural(st)
                _settle(st)
                return
        elif log:
            say.reveal(st)
        if not st.ordinary_hands_live():
            if log:
                say.dealer_stops(st)
            _settle(st)
            return
        if not to_the_end and dealer_hits(prof, *hand_total(dealer)):
            return  # one step: the hole card is turned; the next step draws
    while dealer_hits(prof, *hand_total(dealer)):
        before, _ = hand_total(dealer)
        card = st.shoe.draw()
        st.cards_drawn.append(card)
        dealer.append(card)
        if log:
            say.dealer_draw(st, before, card)
        if not to_the_end and dealer_hits(prof, *hand_total(dealer)):
            return
    if log:
        say.dealer_final(st)
    _settle(st)


# ---------------------------------------------------------------------- the settlement


def _settle(st: RoundState, *, at_peek: bool = False) -> None:
    """Settle every hand not yet settled, and the insurance where it is decided now."""
    prof = st.profile
    dealer_total, _ = hand_total(st.dealer)
    natural = st.dealer_natural
    for player in st.players:
        for hand in player.hands:
            if at_peek:
                hand.finished = True
            if hand.outcome is None:  # a bust is settled when it happens
                _settle_hand(st, hand, dealer_total, natural)
        if not player.sitting_out and (at_peek or natural or not prof.hole_card):
            # at the peek, or (without a hole card) once the second card is known (§1.6, §3)
            player.insurance_returned = insurance_returned(
                sum(player.insurance), dealer_natural=natural
            )
    st.phase = _SETTLED
    for player in st.players:
        if player.sitting_out:
            continue
        player.chips += player.insurance_returned or 0
        if st.log:
            say.settled(st, player)


def _settle_hand(st: RoundState, hand: Hand, dealer_total: int, dealer_natural: bool) -> None:
    two_21 = hand.total == 21 and len(hand.cards) == 2
    hand.outcome, hand.returned, hand.why = settle_hand(
        st.profile,
        total=hand.total,
        bet=hand.bet,
        natural=hand.natural,
        switched_21=hand.switched and two_21,
        split_21=hand.split and two_21,
        surrendered=hand.surrendered,
        dealer_total=dealer_total,
        dealer_natural=dealer_natural,
    )
    hand.owner.chips += hand.returned
