"""The round's log: one sentence per step, each with the profile's own §, written only when a
log is wanted (``Round(..., log=True)``). :data:`say` has one method per kind of step; the
transitions (:mod:`.flow`) call it and it appends an :class:`~.actions.Event`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..cards import Card, describe_cards, format_cards, hand_total
from ..language import N_, ngettext
from ..language import gettext as _
from ..rules import INSURANCE_PAYS, Outcome, Profile
from ..words import listing
from ..words import outcome as outcome_words
from .actions import Event, EventKind
from .narration import rule_text

if TYPE_CHECKING:
    from .state import Hand, Player, RoundState

__all__ = ["describe_dealer", "hand_title", "label", "outcome_word", "say"]

_PAYS = f"{INSURANCE_PAYS}:1"


def label(profile: Profile, hand: Hand) -> str:
    """``'Ann hand 1'``; once a player has split, hands are numbered in table order (as in
    ``to_act``) and say where they came from: ``'Ann hand 2 (position 1, split 2 of 2)'``."""
    player = hand.owner
    name, box, position = player.name, hand.box, hand.position
    if profile.positions_per_box == 1 and len(player.hands) == player.boxes:
        if player.boxes == 1:
            return name
        return _("{name} box {box}").format(name=name, box=box)
    index = player.hands.index(hand) + 1
    siblings = [h for h in player.hands if h.box == box and h.position == position]
    facts = {"name": name, "index": index, "box": box, "position": position}
    if len(siblings) > 1:
        k, n = siblings.index(hand) + 1, len(siblings)
        if player.boxes > 1:
            text = _("{name} hand {index} (box {box} position {position}, split {k} of {n})")
        else:
            text = _("{name} hand {index} (position {position}, split {k} of {n})")
        return text.format(k=k, n=n, **facts)
    if player.boxes > 1:
        return _("{name} hand {index} (box {box} position {position})").format(**facts)
    if index != position:
        return _("{name} hand {index} (position {position})").format(**facts)
    return _("{name} hand {index}").format(**facts)


def hand_title(player: Player, hand: Hand, index: int) -> str:
    """A hand's title under its seat (the player's name aside, unlike :func:`label`): ``'Hand
    1'``; after a split the hands are numbered in table order (as the engine's ``to_act`` and
    the log number them) and say where they came from. ``index`` counts from 0."""
    if len(player.hands) == 2 * player.boxes or len(player.hands) == player.boxes:
        if player.boxes > 1:
            return _("Box {box} · hand {position}").format(box=hand.box, position=hand.position)
        return _("Hand {position}").format(position=hand.position)
    siblings = [h for h in player.hands if h.box == hand.box and h.position == hand.position]
    if len(siblings) > 1:
        # Translators: a hand after a split: "Hand 2 · position 1, split 2/2" (2nd of the 2 hands)
        return _("Hand {index} · position {position}, split {k}/{n}").format(
            index=index + 1, position=hand.position, k=siblings.index(hand) + 1, n=len(siblings)
        )
    return _("Hand {index} · position {position}").format(index=index + 1, position=hand.position)


def describe_dealer(cards: Sequence[Card]) -> str:
    """The dealer's hand in the log's words: as :func:`describe_cards`, a bust as its number."""
    total = hand_total(cards)[0]
    return str(total) if total > 21 else describe_cards(cards)


def outcome_word(outcome: Outcome | None) -> str:
    """How a hand ended, in the learner's words (``'win'``; ``'?'`` while it is not settled).
    The result format keeps ``outcome.value``: that is data (rules §5)."""
    return "?" if outcome is None else outcome_words(outcome.value)


#: Super Match on a box's four cards, by combination (rules.super_match_combination).
_SUPER_MATCH = {
    "pair": N_(
        "{name} box {box} Super Match on {cards}: pair, pays {pays}:1 — {returned} returned ({sec})."
    ),
    "two pairs": N_(
        "{name} box {box} Super Match on {cards}: two pairs, pays {pays}:1 — {returned} returned "
        "({sec})."
    ),
    "three of a kind": N_(
        "{name} box {box} Super Match on {cards}: three of a kind, pays {pays}:1 — {returned} "
        "returned ({sec})."
    ),
    "four of a kind": N_(
        "{name} box {box} Super Match on {cards}: four of a kind, pays {pays}:1 — {returned} "
        "returned ({sec})."
    ),
}

#: A card a hand takes, by why it takes it (``flow``'s codes) and what it makes of the hand:
#: over 21, a 21 that stops, a soft 21 that may go on, anything else.
_DRAW = {
    ("hit", "bust"): N_(
        "{who} takes a card {card}: {total}, bust — the hand loses its {bet} at once ({sec})."
    ),
    ("hit", "stops"): N_("{who} takes a card {card}: 21 — the hand stops drawing ({sec})."),
    ("hit", "soft_21"): N_(
        "{who} takes a card {card}: soft 21 — at this table only a natural and a hard 21 stop "
        "drawing, so this hand may still hit or stand ({sec})."
    ),
    ("hit", "total"): N_("{who} takes a card {card}: {total}."),
    ("second", "bust"): N_(
        "{who} takes its second card {card}: {total}, bust — the hand loses its {bet} at once "
        "({sec})."
    ),
    ("second", "stops"): N_(
        "{who} takes its second card {card}: 21 — the hand stops drawing ({sec})."
    ),
    ("second", "soft_21"): N_(
        "{who} takes its second card {card}: soft 21 — at this table only a natural and a hard "
        "21 stop drawing, so this hand may still hit or stand ({sec})."
    ),
    ("second", "total"): N_("{who} takes its second card {card}: {total}."),
    ("double", "bust"): N_(
        "{who} takes one card {card}: {total}, bust — the hand loses its {bet} at once ({sec})."
    ),
    ("double", "stops"): N_("{who} takes one card {card}: 21 — the hand stops drawing ({sec})."),
    ("double", "soft_21"): N_(
        "{who} takes one card {card}: soft 21 — at this table only a natural and a hard 21 stop "
        "drawing, so this hand may still hit or stand ({sec})."
    ),
    ("double", "total"): N_("{who} takes one card {card}: {total}."),
    ("split_ace", "bust"): N_(
        "{who} takes its one card {card}: {total}, bust — the hand loses its {bet} at once ({sec})."
    ),
    ("split_ace", "stops"): N_(
        "{who} takes its one card {card}: 21 — the hand stops drawing ({sec})."
    ),
    ("split_ace", "soft_21"): N_(
        "{who} takes its one card {card}: soft 21 — at this table only a natural and a hard 21 "
        "stop drawing, so this hand may still hit or stand ({sec})."
    ),
    ("split_ace", "total"): N_("{who} takes its one card {card}: {total}."),
}


def _bets_template(p: Player, placed: list[int]) -> str:
    """The sentence of a player's bets, by where Super Match is placed (``placed``: its boxes)."""
    n = len(p.hands)
    if not placed:
        return ngettext(
            "{name} bets {bet} on each of {n} position ({sec}).",
            "{name} bets {bet} on each of {n} positions ({sec}).",
            n,
        )
    if p.boxes == 1:
        return ngettext(
            "{name} bets {bet} on each of {n} position ({sec}) and {side} on Super Match "
            "({side_sec}).",
            "{name} bets {bet} on each of {n} positions ({sec}) and {side} on Super Match "
            "({side_sec}).",
            n,
        )
    if len(placed) == p.boxes:
        return ngettext(
            "{name} bets {bet} on each of {n} position ({sec}) and {side} on Super Match "
            "per box ({side_sec}).",
            "{name} bets {bet} on each of {n} positions ({sec}) and {side} on Super Match "
            "per box ({side_sec}).",
            n,
        )
    if len(placed) == 1:
        return ngettext(
            "{name} bets {bet} on each of {n} position ({sec}) and {side} on Super Match "
            "on box {box} ({side_sec}).",
            "{name} bets {bet} on each of {n} positions ({sec}) and {side} on Super Match "
            "on box {box} ({side_sec}).",
            n,
        )
    # Translators: {boxes} lists several boxes ("1 and 3"): Super Match is on them
    return ngettext(
        "{name} bets {bet} on each of {n} position ({sec}) and {side} on Super Match "
        "on box {boxes} ({side_sec}).",
        "{name} bets {bet} on each of {n} positions ({sec}) and {side} on Super Match "
        "on box {boxes} ({side_sec}).",
        n,
    )


class Say:
    """Writes the log: one method per kind of step, each appending an :class:`Event`."""

    def _add(
        self, st: RoundState, kind: EventKind, text: str, player: str | None = None, **data: object
    ) -> None:
        st.events.append(Event(st.phase, kind, text, player, tuple(data.items()) if data else ()))

    def sit_out(self, st: RoundState, name: str, chips: int, need: int, no_bet: bool) -> None:
        if no_bet:
            text = _("{name} places no bet this round.").format(name=name)
        else:
            text = ngettext(
                "{name} has {n} chip, fewer than the {need} of the mandatory bets, and sits out "
                "({sec}).",
                "{name} has {n} chips, fewer than the {need} of the mandatory bets, and sits out "
                "({sec}).",
                chips,
            ).format(name=name, n=chips, need=need, sec=st.profile.cite("session"))
        self._add(st, EventKind.SIT_OUT, text, name, chips=chips, need=need)

    def no_super_match(self, st: RoundState, name: str, stake: int, box: int) -> None:
        text = _(
            "{name}'s chips cover the main bets but not the Super Match of {stake} on box "
            "{box}: that box plays without it ({sec})."
        ).format(name=name, stake=stake, box=box, sec=st.profile.cite("super_match"))
        self._add(st, EventKind.SUPER_MATCH, text, name, box=box)

    def nobody(self, st: RoundState) -> None:
        text = _("Nobody can cover the mandatory bets: no round is dealt.")
        self._add(st, EventKind.DEAL, text)

    def bets(self, st: RoundState, p: Player) -> None:
        prof = st.profile
        placed = [box for box, stake in enumerate(p.super_match_stakes, start=1) if stake]
        n = len(p.hands)
        facts = {
            "name": p.name,
            "bet": p.bet,
            "n": n,
            "sec": prof.cite("bets"),
            "side": p.super_match_bet,
            "side_sec": prof.cite("super_match"),
            "box": placed[0] if placed else 0,
            "boxes": listing([str(box) for box in placed]),
        }
        text = _bets_template(p, placed)
        self._add(st, EventKind.BET, text.format(**facts), p.name, bet=p.bet)

    def deal(self, st: RoundState, hands: Sequence[Hand], cards: Sequence[Card]) -> None:
        n = len(hands)
        prof = st.profile
        for k, hand in enumerate(hands):
            who = label(prof, hand)
            text = _("{who} gets {card} (first card).").format(who=who, card=cards[k])
            self._add(st, EventKind.DEAL, text, hand.owner.name)
        up = _("Dealer's up card: {card}.").format(card=cards[n])
        self._add(st, EventKind.DEAL, up, card=cards[n])
        for k, hand in enumerate(hands):
            who = label(prof, hand)
            text = _("{who} gets {card} (second card).").format(who=who, card=cards[n + 1 + k])
            self._add(st, EventKind.DEAL, text, hand.owner.name)
        if prof.hole_card:
            self._add(st, EventKind.DEAL, _("Dealer's hole card is dealt face down."))
        else:
            text = _(
                "No hole card: the dealer takes a second card after the players ({sec})."
            ).format(sec=prof.cite("deal"))
            self._add(st, EventKind.DEAL, text)

    def super_match(
        self, st: RoundState, p: Player, box: int, four: Sequence[Card], result: tuple[str, int]
    ) -> None:
        combination, pays = result
        returned = p.super_match[-1]["returned"]
        if returned:
            template = _(_SUPER_MATCH[combination])
        else:
            template = _(
                "{name} box {box} Super Match on {cards}: no pair — the bet is lost ({sec})."
            )
        text = template.format(
            name=p.name,
            box=box,
            cards=format_cards(four),
            pays=pays,
            returned=returned,
            sec=st.profile.cite("super_match"),
        )
        self._add(st, EventKind.SUPER_MATCH, text, p.name, box=box, combination=combination)

    def not_asked(self, st: RoundState, p: Player) -> None:
        text = _("{name} has no free chip for insurance and is not asked ({sec}).").format(
            name=p.name, sec=st.profile.cite("insurance")
        )
        self._add(st, EventKind.INSURANCE, text, p.name)

    def insure_box(self, st: RoundState, p: Player, box: int, amount: int) -> None:
        if amount:
            text = _(
                "{name} insures box {box} for {amount}: pays {pays} if the dealer has a natural "
                "({sec})."
            ).format(
                name=p.name, box=box, amount=amount, pays=_PAYS, sec=st.profile.cite("insurance")
            )
        else:
            text = _("{name} declines insurance on box {box}.").format(name=p.name, box=box)
        self._add(st, EventKind.INSURANCE, text, p.name, box=box, amount=amount)

    def insure(self, st: RoundState, p: Player, box: int, amounts: Sequence[int]) -> None:
        if not sum(amounts):
            if p.boxes > 1:
                text = _("{name} declines insurance on box {box}.").format(name=p.name, box=box)
            else:
                text = _("{name} declines insurance.").format(name=p.name)
        else:
            hands = p.box_hands(box)
            each = listing(
                [
                    # Translators: one item of a list: an insurance amount on a hand ("1 on Ann hand 1")
                    _("{amount} on {hand}").format(amount=a, hand=label(st.profile, h))
                    for a, h in zip(amounts, hands, strict=False)
                    if a
                ]
            )
            text = _(
                "{name} insures {each}: pays {pays} if the dealer has a natural ({sec})."
            ).format(name=p.name, each=each, pays=_PAYS, sec=st.profile.cite("insurance"))
        self._add(st, EventKind.INSURANCE, text, p.name, box=box, amounts=tuple(amounts))

    def peek(self, st: RoundState, up: Card, natural: bool, insured: bool) -> None:
        facts = {"up": up, "cards": format_cards(st.dealer), "sec": st.profile.cite("peek")}
        if natural:
            text = _(
                "Dealer peeks under the {up}: {cards} is a natural! The round ends at once ({sec})."
            )
        elif insured:
            text = _(
                "Dealer peeks under the {up}: no natural. Play goes on and insurance is lost "
                "({sec})."
            )
        else:
            text = _("Dealer peeks under the {up}: no natural. Play goes on ({sec}).")
        self._add(st, EventKind.PEEK, text.format(**facts), natural=natural)

    def switch(
        self, st: RoundState, p: Player, box: int, a: Card, b: Card, h1: Hand, h2: Hand
    ) -> None:
        if p.boxes == 1:
            text = _(
                "{name} switches the second cards {a} and {b}: hand 1 is now {cards1}, {total1}; "
                "hand 2 {cards2}, {total2} ({sec})."
            )
        else:
            text = _(
                "{name} (box {box}) switches the second cards {a} and {b}: hand 1 is now "
                "{cards1}, {total1}; hand 2 {cards2}, {total2} ({sec})."
            )
        text = text.format(
            name=p.name,
            box=box,
            a=a,
            b=b,
            cards1=format_cards(h1.cards),
            total1=h1.describe_total(),
            cards2=format_cards(h2.cards),
            total2=h2.describe_total(),
            sec=st.profile.cite("switch"),
        )
        self._add(st, EventKind.SWITCH, text, p.name, box=box)

    def keep(self, st: RoundState, p: Player, box: int) -> None:
        if p.boxes == 1:
            text = _("{name} keeps both hands as dealt ({sec}).")
        else:
            text = _("{name} (box {box}) keeps both hands as dealt ({sec}).")
        text = text.format(name=p.name, box=box, sec=st.profile.cite("switch"))
        self._add(st, EventKind.KEEP, text, p.name, box=box)

    def stop21(self, st: RoundState, hand: Hand) -> None:
        if hand.natural:
            text = _("{who} has a natural and stops drawing ({sec}).")
        else:
            # Translators: {total} is a hand's 21 in the table's words ("21 (switched, not a natural)")
            text = _("{who} has {total} and stops drawing ({sec}).")
        text = text.format(
            who=label(st.profile, hand), total=hand.describe_total(), sec=st.profile.cite("play")
        )
        self._add(st, EventKind.STOP21, text, hand.owner.name)

    def draw(self, st: RoundState, hand: Hand, why: str, card: Card, stops: bool) -> None:
        """A card the hand takes; ``why`` is why it takes it: ``'hit'``, ``'second'`` (a split
        hand's second card), ``'double'`` or ``'split_ace'`` (a split ace's one card)."""
        prof = st.profile
        total = hand.total
        kind = EventKind.DRAW
        if hand.hard > 21:
            kind, made, section = EventKind.BUST, "bust", "cards"
        elif total == 21 and stops:
            made, section = "stops", "play"
        elif total == 21:
            made, section = "soft_21", "soft_21"
        else:
            made, section = "total", "play"
        text = _(_DRAW[why, made]).format(
            who=label(prof, hand),
            card=card,
            total=total if made == "bust" else hand.describe_total(),
            bet=hand.bet,
            sec=prof.cite(section),
        )
        self._add(st, kind, text, hand.owner.name, card=card, total=total)

    def stand(self, st: RoundState, hand: Hand) -> None:
        text = _("{who} stands on {total}.").format(who=label(st.profile, hand), total=hand.total)
        self._add(st, EventKind.STAND, text, hand.owner.name, total=hand.total)

    def double(self, st: RoundState, hand: Hand) -> None:
        text = _("{who} doubles to {bet} and takes exactly one card ({sec}).").format(
            who=label(st.profile, hand), bet=hand.bet, sec=st.profile.cite("double")
        )
        self._add(st, EventKind.DOUBLE, text, hand.owner.name, bet=hand.bet)

    def split(self, st: RoundState, p: Player, kept: Card, moved: Card, bet: int) -> None:
        text = _("{name} splits {kept} {moved} into two hands, adding {bet} ({sec}).").format(
            name=p.name, kept=kept, moved=moved, bet=bet, sec=st.profile.cite("split")
        )
        self._add(st, EventKind.SPLIT, text, p.name)

    def split_aces(self, st: RoundState, p: Player) -> None:
        text = _("Split aces take one card each and stand; a 21 here is ordinary ({sec}).").format(
            sec=st.profile.cite("split_aces")
        )
        self._add(st, EventKind.SPLIT_ACES, text, p.name)

    def surrender(self, st: RoundState, hand: Hand, late: bool) -> None:
        if late:
            text = _(
                "{who} surrenders: {half} of {bet} comes back at the end of the round, unless "
                "the dealer's second card makes a natural ({sec})."
            )
        else:
            text = _(
                "{who} surrenders: {half} of {bet} comes back at the end of the round ({sec})."
            )
        text = text.format(
            who=label(st.profile, hand),
            half=hand.bet // 2,
            bet=hand.bet,
            sec=st.profile.cite("surrender"),
        )
        self._add(st, EventKind.SURRENDER, text, hand.owner.name)

    def second_card(self, st: RoundState, card: Card) -> None:
        text = _("Dealer takes a second card: {card} → {cards} = {total} ({sec}).").format(
            card=card,
            cards=format_cards(st.dealer),
            total=describe_dealer(st.dealer),
            sec=st.profile.cite("deal"),
        )
        self._add(st, EventKind.REVEAL, text, card=card)

    def dealer_natural(self, st: RoundState) -> None:
        prof = st.profile
        if prof.surrender and prof.late_surrender:
            text = _(
                "Dealer natural: it takes every bet on the table, doubles and splits included; "
                "only original naturals push and surrendered hands lose their whole bet (late "
                "surrender, {surrender}) ({sec})."
            )
        elif prof.surrender:
            text = _(
                "Dealer natural: it takes every bet on the table, doubles and splits included; "
                "only original naturals push and surrendered hands keep their half ({sec})."
            )
        else:
            text = _(
                "Dealer natural: it takes every bet on the table, doubles and splits included; "
                "only original naturals push ({sec})."
            )
        text = text.format(surrender=prof.cite("surrender"), sec=prof.cite("dealer_natural"))
        self._add(st, EventKind.DEALER_NATURAL, text)

    def reveal(self, st: RoundState) -> None:
        text = _("Dealer turns the hole card: {cards} = {total}.").format(
            cards=format_cards(st.dealer), total=describe_dealer(st.dealer)
        )
        self._add(st, EventKind.REVEAL, text)

    def dealer_stops(self, st: RoundState) -> None:
        prof = st.profile
        if prof.hole_card:
            text = _(
                "Only busted hands and naturals are left: the dealer reveals and draws nothing "
                "more ({sec})."
            )
        else:
            text = _(
                "Only busted hands and naturals are left: the dealer stops and draws nothing "
                "more ({sec})."
            )
        self._add(st, EventKind.DEALER_STOPS, text.format(sec=prof.cite("dealer")))

    def dealer_draw(self, st: RoundState, before: int, card: Card) -> None:
        if before == 17:
            text = _("Dealer hits soft 17: {card} → {total} ({sec}).")
        else:
            text = _("Dealer hits {before}, under 17: {card} → {total} ({sec}).")
        text = text.format(
            before=before,
            card=card,
            total=describe_dealer(st.dealer),
            sec=st.profile.cite("dealer"),
        )
        self._add(st, EventKind.DEALER_DRAW, text, card=card)

    def dealer_final(self, st: RoundState) -> None:
        prof = st.profile
        total, soft = hand_total(st.dealer)
        if total == 22 and prof.dealer_22_pushes:
            text = _(
                "Dealer has 22: every live ordinary hand pushes, only naturals win ({sec})."
            ).format(sec=prof.cite("dealer_22"))
            self._add(st, EventKind.DEALER_22, text)
        elif total > 21:
            text = _("Dealer busts with {total}: every live hand wins ({sec}).").format(
                total=total, sec=prof.cite("settlement")
            )
            self._add(st, EventKind.DEALER_BUST, text)
        else:
            if soft:
                text = _("Dealer stands on soft {total} ({sec}).")
            else:
                text = _("Dealer stands on hard {total} ({sec}).")
            text = text.format(total=total, sec=prof.cite("dealer"))
            self._add(st, EventKind.DEALER_STANDS, text)

    def settled(self, st: RoundState, player: Player) -> None:
        prof = st.profile
        for hand in player.hands:
            text = _("{who}: {outcome}, {returned} returned. {rule}.").format(
                who=label(prof, hand),
                outcome=outcome_word(hand.outcome),
                returned=hand.returned,
                rule=rule_text(prof, hand.why),
            )
            self._add(st, EventKind.SETTLE, text, player.name)
        insured = sum(player.insurance)
        if insured:
            if player.insurance_returned:
                text = _(
                    "{name}'s insurance of {insured} pays {pays}: {returned} returned ({sec})."
                )
            else:
                text = _("{name}'s insurance of {insured} is lost ({sec}).")
            text = text.format(
                name=player.name,
                insured=insured,
                pays=_PAYS,
                returned=player.insurance_returned,
                sec=prof.cite("insurance"),
            )
            self._add(st, EventKind.INSURANCE, text, player.name)
        text = ngettext(
            "{name} ends the round with {n} chip (wagered {wagered}, returned {returned}).",
            "{name} ends the round with {n} chips (wagered {wagered}, returned {returned}).",
            player.chips,
        ).format(name=player.name, n=player.chips, wagered=player.wagered, returned=player.returned)
        self._add(st, EventKind.RESULT, text, player.name)


#: The log's writer (stateless): ``say.stand(state, hand)`` …
say = Say()
