"""The round's log: one sentence per step, each with the profile's own §, written only when a
log is wanted (``Round(..., log=True)``). :data:`say` has one method per kind of step; the
transitions (:mod:`.flow`) call it and it appends an :class:`~.actions.Event`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..cards import Card, describe_cards, format_cards, hand_total
from ..rules import INSURANCE_PAYS, Profile
from ..words import count
from .actions import Event, EventKind
from .narration import rule_text

if TYPE_CHECKING:
    from .state import Hand, Player, RoundState

__all__ = ["describe_dealer", "label", "say"]

_PAYS = f"{INSURANCE_PAYS}:1"


def label(profile: Profile, hand: Hand) -> str:
    """``'Ann hand 1'``; once a player has split, hands are numbered in table order (as in
    ``to_act``) and say where they came from: ``'Ann hand 2 (position 1, split 2 of 2)'``."""
    player = hand.owner
    if profile.positions_per_box == 1 and len(player.hands) == player.boxes:
        return player.name if player.boxes == 1 else f"{player.name} box {hand.box}"
    index = player.hands.index(hand) + 1
    base = f"{player.name} hand {index}"
    siblings = [h for h in player.hands if h.box == hand.box and h.position == hand.position]
    where = f"box {hand.box} " if player.boxes > 1 else ""
    if len(siblings) > 1:
        where += f"position {hand.position}, split {siblings.index(hand) + 1} of {len(siblings)}"
    elif index != hand.position or player.boxes > 1:
        where += f"position {hand.position}"
    return f"{base} ({where.strip()})" if where.strip() else base


def describe_dealer(cards: Sequence[Card]) -> str:
    """The dealer's hand in the log's words: as :func:`describe_cards`, a bust as its number."""
    total, _ = hand_total(cards)
    return str(total) if total > 21 else describe_cards(cards)


def _with_article(words: str) -> str:
    """``'a natural'``; totals need no article (``'hard 17'``, ``'21 (switched …)'``)."""
    return "a natural" if words == "natural" else words


class Say:
    """Writes the log: one method per kind of step, each appending an :class:`Event`."""

    def _add(
        self, st: RoundState, kind: EventKind, text: str, player: str | None = None, **data: object
    ) -> None:
        st.events.append(Event(st.phase, kind, text, player, tuple(data.items()) if data else ()))

    def sit_out(self, st: RoundState, name: str, chips: int, need: int, no_bet: bool) -> None:
        text = (
            f"{name} places no bet this round."
            if no_bet
            else f"{name} has {count(chips, 'chip')}, fewer than the {need} of the mandatory bets, and "
            f"sits out ({st.profile.cite('session')})."
        )
        self._add(st, EventKind.SIT_OUT, text, name, chips=chips, need=need)

    def no_super_match(self, st: RoundState, name: str, stake: int, box: int) -> None:
        self._add(
            st,
            EventKind.SUPER_MATCH,
            f"{name}'s chips cover the main bets but not the Super Match of {stake} on box "
            f"{box}: that box plays without it ({st.profile.cite('super_match')}).",
            name,
            box=box,
        )

    def nobody(self, st: RoundState) -> None:
        self._add(st, EventKind.DEAL, "Nobody can cover the mandatory bets: no round is dealt.")

    def bets(self, st: RoundState, p: Player) -> None:
        prof = st.profile
        placed = [box for box, stake in enumerate(p.super_match_stakes, start=1) if stake]
        side = ""
        if placed:
            where = (
                ""
                if p.boxes == 1
                else " per box"
                if len(placed) == p.boxes
                else " on box " + " and ".join(map(str, placed))
            )
            side = f" and {p.super_match_bet} on Super Match{where} ({prof.cite('super_match')})"
        n = len(p.hands)
        self._add(
            st,
            EventKind.BET,
            f"{p.name} bets {p.bet} on each of {n} position{'s' if n > 1 else ''} "
            f"({prof.cite('bets')}){side}.",
            p.name,
            bet=p.bet,
        )

    def deal(self, st: RoundState, hands: Sequence[Hand], cards: Sequence[Card]) -> None:
        n = len(hands)
        prof = st.profile
        for k, hand in enumerate(hands):
            who = label(prof, hand)
            self._add(st, EventKind.DEAL, f"{who} gets {cards[k]} (first card).", hand.owner.name)
        self._add(st, EventKind.DEAL, f"Dealer's up card: {cards[n]}.", card=cards[n])
        for k, hand in enumerate(hands):
            who = label(prof, hand)
            text = f"{who} gets {cards[n + 1 + k]} (second card)."
            self._add(st, EventKind.DEAL, text, hand.owner.name)
        if prof.hole_card:
            self._add(st, EventKind.DEAL, "Dealer's hole card is dealt face down.")
        else:
            self._add(
                st,
                EventKind.DEAL,
                "No hole card: the dealer takes a second card after the players "
                f"({prof.cite('deal')}).",
            )

    def super_match(
        self, st: RoundState, p: Player, box: int, four: Sequence[Card], result: tuple[str, int]
    ) -> None:
        combination, pays = result
        returned = p.super_match[-1]["returned"]
        words = (
            f"{combination}, pays {pays}:1 — {returned} returned"
            if returned
            else "no pair — the bet is lost"
        )
        self._add(
            st,
            EventKind.SUPER_MATCH,
            f"{p.name} box {box} Super Match on {format_cards(four)}: {words} "
            f"({st.profile.cite('super_match')}).",
            p.name,
            box=box,
            combination=combination,
        )

    def not_asked(self, st: RoundState, p: Player) -> None:
        self._add(
            st,
            EventKind.INSURANCE,
            f"{p.name} has no free chip for insurance and is not asked "
            f"({st.profile.cite('insurance')}).",
            p.name,
        )

    def insure_box(self, st: RoundState, p: Player, box: int, amount: int) -> None:
        text = (
            f"{p.name} insures box {box} for {amount}: pays {_PAYS} if the dealer has a "
            f"natural ({st.profile.cite('insurance')})."
            if amount
            else f"{p.name} declines insurance on box {box}."
        )
        self._add(st, EventKind.INSURANCE, text, p.name, box=box, amount=amount)

    def insure(self, st: RoundState, p: Player, box: int, amounts: Sequence[int]) -> None:
        where = f" on box {box}" if p.boxes > 1 else ""
        if not sum(amounts):
            text = f"{p.name} declines insurance{where}."
        else:
            hands = p.box_hands(box)
            each = " and ".join(
                f"{a} on {label(st.profile, h)}" for a, h in zip(amounts, hands, strict=False) if a
            )
            text = (
                f"{p.name} insures {each}: pays {_PAYS} if the dealer has a natural "
                f"({st.profile.cite('insurance')})."
            )
        self._add(st, EventKind.INSURANCE, text, p.name, box=box, amounts=tuple(amounts))

    def peek(self, st: RoundState, up: Card, natural: bool, insured: bool) -> None:
        prof = st.profile
        if natural:
            text = (
                f"Dealer peeks under the {up}: {format_cards(st.dealer)} is a natural! "
                f"The round ends at once ({prof.cite('peek')})."
            )
        else:
            text = (
                f"Dealer peeks under the {up}: no natural. Play goes on"
                + (" and insurance is lost" if insured else "")
                + f" ({prof.cite('peek')})."
            )
        self._add(st, EventKind.PEEK, text, natural=natural)

    def switch(
        self, st: RoundState, p: Player, box: int, a: Card, b: Card, h1: Hand, h2: Hand
    ) -> None:
        who = p.name if p.boxes == 1 else f"{p.name} (box {box})"
        self._add(
            st,
            EventKind.SWITCH,
            f"{who} switches the second cards {a} and {b}: hand 1 is now "
            f"{format_cards(h1.cards)}, {h1.describe_total()}; hand 2 "
            f"{format_cards(h2.cards)}, {h2.describe_total()} ({st.profile.cite('switch')}).",
            p.name,
            box=box,
        )

    def keep(self, st: RoundState, p: Player, box: int) -> None:
        who = p.name if p.boxes == 1 else f"{p.name} (box {box})"
        text = f"{who} keeps both hands as dealt ({st.profile.cite('switch')})."
        self._add(st, EventKind.KEEP, text, p.name, box=box)

    def stop21(self, st: RoundState, hand: Hand) -> None:
        self._add(
            st,
            EventKind.STOP21,
            f"{label(st.profile, hand)} has {_with_article(hand.describe_total())} and stops "
            f"drawing ({st.profile.cite('play')}).",
            hand.owner.name,
        )

    def draw(self, st: RoundState, hand: Hand, why: str, card: Card, stops: bool) -> None:
        prof = st.profile
        who = label(prof, hand)
        total = hand.total
        if hand.hard > 21:
            kind = EventKind.BUST
            text = (
                f"{who} takes {why} {card}: {total}, bust — the hand loses its {hand.bet} at "
                f"once ({prof.cite('cards')})."
            )
        elif total == 21 and stops:
            kind = EventKind.DRAW
            text = f"{who} takes {why} {card}: 21 — the hand stops drawing ({prof.cite('play')})."
        elif total == 21:
            kind = EventKind.DRAW
            text = (
                f"{who} takes {why} {card}: soft 21 — at this table only a natural and a hard 21 "
                f"stop drawing, so this hand may still hit or stand ({prof.cite('soft_21')})."
            )
        else:
            kind = EventKind.DRAW
            text = f"{who} takes {why} {card}: {hand.describe_total()}."
        self._add(st, kind, text, hand.owner.name, card=card, total=total)

    def stand(self, st: RoundState, hand: Hand) -> None:
        text = f"{label(st.profile, hand)} stands on {hand.total}."
        self._add(st, EventKind.STAND, text, hand.owner.name, total=hand.total)

    def double(self, st: RoundState, hand: Hand) -> None:
        self._add(
            st,
            EventKind.DOUBLE,
            f"{label(st.profile, hand)} doubles to {hand.bet} and takes exactly one card "
            f"({st.profile.cite('double')}).",
            hand.owner.name,
            bet=hand.bet,
        )

    def split(self, st: RoundState, p: Player, kept: Card, moved: Card, bet: int) -> None:
        self._add(
            st,
            EventKind.SPLIT,
            f"{p.name} splits {kept} {moved} into two hands, adding {bet} "
            f"({st.profile.cite('split')}).",
            p.name,
        )

    def split_aces(self, st: RoundState, p: Player) -> None:
        self._add(
            st,
            EventKind.SPLIT_ACES,
            "Split aces take one card each and stand; a 21 here is ordinary "
            f"({st.profile.cite('split_aces')}).",
            p.name,
        )

    def surrender(self, st: RoundState, hand: Hand, late: bool) -> None:
        self._add(
            st,
            EventKind.SURRENDER,
            f"{label(st.profile, hand)} surrenders: {hand.bet // 2} of {hand.bet} comes back at "
            "the end of the round"
            + (", unless the dealer's second card makes a natural" if late else "")
            + f" ({st.profile.cite('surrender')}).",
            hand.owner.name,
        )

    def _dealer_card(
        self, st: RoundState, kind: EventKind, what: str, card: Card, after: str, section: str
    ) -> None:
        """A card the dealer takes: ``'{what}: {card} → {after} (§).'``."""
        self._add(st, kind, f"{what}: {card} → {after} ({st.profile.cite(section)}).", card=card)

    def second_card(self, st: RoundState, card: Card) -> None:
        shown = f"{format_cards(st.dealer)} = {describe_dealer(st.dealer)}"
        self._dealer_card(st, EventKind.REVEAL, "Dealer takes a second card", card, shown, "deal")

    def dealer_natural(self, st: RoundState) -> None:
        prof = st.profile
        gives_up = (
            f"surrendered hands lose their whole bet (late surrender, {prof.cite('surrender')})"
            if prof.surrender and prof.late_surrender
            else "surrendered hands keep their half"
            if prof.surrender
            else ""
        )
        self._add(
            st,
            EventKind.DEALER_NATURAL,
            "Dealer natural: it takes every bet on the table, doubles and splits included; "
            "only original naturals push"
            + (f" and {gives_up}" if gives_up else "")
            + f" ({prof.cite('dealer_natural')}).",
        )

    def reveal(self, st: RoundState) -> None:
        self._add(
            st,
            EventKind.REVEAL,
            f"Dealer turns the hole card: {format_cards(st.dealer)} = {describe_dealer(st.dealer)}.",
        )

    def dealer_stops(self, st: RoundState) -> None:
        prof = st.profile
        self._add(
            st,
            EventKind.DEALER_STOPS,
            "Only busted hands and naturals are left: the dealer "
            f"{'reveals' if prof.hole_card else 'stops'} and draws nothing more "
            f"({prof.cite('dealer')}).",
        )

    def dealer_draw(self, st: RoundState, before: int, card: Card) -> None:
        why = "soft 17" if before == 17 else f"{before}, under 17"
        shown = describe_dealer(st.dealer)
        self._dealer_card(st, EventKind.DEALER_DRAW, f"Dealer hits {why}", card, shown, "dealer")

    def dealer_final(self, st: RoundState) -> None:
        prof = st.profile
        total, soft = hand_total(st.dealer)
        if total == 22 and prof.dealer_22_pushes:
            self._add(
                st,
                EventKind.DEALER_22,
                "Dealer has 22: every live ordinary hand pushes, only naturals win "
                f"({prof.cite('dealer_22')}).",
            )
        elif total > 21:
            self._add(
                st,
                EventKind.DEALER_BUST,
                f"Dealer busts with {total}: every live hand wins ({prof.cite('settlement')}).",
            )
        else:
            self._add(
                st,
                EventKind.DEALER_STANDS,
                f"Dealer stands on {'soft' if soft else 'hard'} {total} ({prof.cite('dealer')}).",
            )

    def settled(self, st: RoundState, player: Player) -> None:
        for hand in player.hands:
            self._add(
                st,
                EventKind.SETTLE,
                f"{label(st.profile, hand)}: {hand.outcome.value if hand.outcome else '?'}, "
                f"{hand.returned} returned. {rule_text(st.profile, hand.why)}.",
                player.name,
            )
        insured = sum(player.insurance)
        if insured:
            self._add(
                st,
                EventKind.INSURANCE,
                f"{player.name}'s insurance of {insured} "
                + (
                    f"pays {_PAYS}: {player.insurance_returned} returned"
                    if player.insurance_returned
                    else "is lost"
                )
                + f" ({st.profile.cite('insurance')}).",
                player.name,
            )
        self._add(
            st,
            EventKind.RESULT,
            f"{player.name} ends the round with {count(player.chips, 'chip')} "
            f"(wagered {player.wagered}, returned {player.returned}).",
            player.name,
        )


#: The log's writer (stateless): ``say.stand(state, hand)`` …
say = Say()
