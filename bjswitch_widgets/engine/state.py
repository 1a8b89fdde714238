"""The state of one round: hands, players, the dealer's cards, the phase and whose turn it is.

:class:`RoundState` holds everything a round is made of and answers questions about it (whose
turn, the hand in play, the dealer's total); the transitions in :mod:`.flow` change it, the
legality in :mod:`.legality` reads it. Whose turn it is lives in one value, :class:`Cursor`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ..cards import (
    BEST_TOTALS,
    Card,
    Shoe,
    best_total,
    describe_cards,
    format_cards,
    hand_total,
    is_natural_pair,
)
from ..rules import Outcome, Profile, SettleWhy, switched_cards
from .actions import Event, Phase, Turn

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["NO_REASON", "Cursor", "Hand", "Player", "RoundState"]

_DEAL, _INSURANCE, _PEEK, _SWITCH, _PLAY, _DEALER, _SETTLED = Phase

#: A hand not yet settled has no reason.
NO_REASON: SettleWhy = ("", 0, 0)


class Cursor(NamedTuple):
    """Whose decision it is: the player's index, the hand's index among that player's hands, and
    the box being played or asked (from 1)."""

    actor: int
    hand: int
    box: int


class Hand:
    """One hand at one position. Read it; only the round changes it.

    ``hard`` is the total with every ace counted 1 and ``ace`` whether the hand holds one; the
    best :attr:`total` and :attr:`soft` follow them (kept up to date as cards arrive).
    """

    __slots__ = (
        "ace",
        "bet",
        "box",
        "cards",
        "doubled",
        "finished",
        "hard",
        "outcome",
        "owner",
        "position",
        "returned",
        "soft",
        "split",
        "split_aces",
        "surrendered",
        "switched",
        "total",
        "why",
    )

    def __init__(self, owner: Player, box: int, position: int, bet: int) -> None:
        self.owner = owner
        self.box = box
        self.position = position
        self.bet = bet
        self.cards: list[Card] = []
        self.hard = 0
        self.ace = False
        self.total = 0
        self.soft = False
        self.switched = False
        self.split = False
        self.split_aces = False
        self.doubled = False
        self.surrendered = False
        self.finished = False
        self.outcome: Outcome | None = None
        self.returned: int | None = None
        #: Which rule decided the hand (once settled); in words: ``narration.rule_text``.
        self.why: SettleWhy = NO_REASON

    def add(self, card: Card) -> None:
        """Take one card."""
        self.cards.append(card)
        points = card.points
        self.hard = hard = self.hard + points
        if points == 1:
            self.ace = True
        self.total, self.soft = BEST_TOTALS[hard * 2 + self.ace]

    def recount(self) -> None:
        """Count the cards again (after the switch or a split changed them)."""
        self.hard = sum(c.points for c in self.cards)
        self.ace = any(c.points == 1 for c in self.cards)
        self.total, self.soft = best_total(self.hard, self.ace)

    @property
    def busted(self) -> bool:
        return self.hard > 21

    @property
    def natural(self) -> bool:
        """Original ace + ten-value on a position never switched or split (§1.4)."""
        if self.switched or self.split or len(self.cards) != 2:
            return False
        return self.ace and self.hard == 11

    @property
    def live(self) -> bool:
        """Still in play against the dealer: not busted and not surrendered."""
        return self.hard <= 21 and not self.surrendered

    def describe_total(self) -> str:
        """``'soft 17'``, ``'hard 17'``, ``'bust (25)'``, ``'natural'``, ``'21 (switched, not a
        natural)'`` — the words the table shows."""
        return describe_cards(self.cards, switched=self.switched, split=self.split)

    def __repr__(self) -> str:
        return f"<Hand {self.owner.name} box {self.box} position {self.position}: {format_cards(self.cards)}>"


class Player:
    """A seat's state in one round. Read it; only the round changes it."""

    __slots__ = (
        "bet",
        "boxes",
        "chips",
        "chips_before",
        "choices",
        "hands",
        "insurance",
        "insurance_returned",
        "name",
        "seat",
        "sitting_out",
        "super_match",
        "super_match_bet",
        "super_match_stakes",
        "wagered",
    )

    def __init__(
        self, name: str, seat: int, chips: int, boxes: int = 1, bet: int = 2, super_match: int = 0
    ) -> None:
        self.name = name
        #: The bet on each position.
        self.bet = bet
        #: The Super Match bet on each box (0: none) and, once decided, each box's result.
        self.super_match_bet = super_match
        #: The Super Match stake actually placed on each box (0: that box plays without it).
        self.super_match_stakes: list[int] = []
        self.super_match: list[dict[str, Any]] = []
        self.seat = seat
        self.chips_before = chips
        #: Chips in front of the player, not on the table.
        self.chips = chips
        self.boxes = boxes
        self.hands: list[Hand] = []
        self.insurance: list[int] = []
        self.insurance_returned: int | None = None
        self.sitting_out = False
        self.wagered = 0
        #: The keep/switch choice per box, once made.
        self.choices: dict[int, str] = {}

    @property
    def returned(self) -> int:
        return (
            sum(h.returned or 0 for h in self.hands)
            + (self.insurance_returned or 0)
            + sum(int(s["returned"]) for s in self.super_match)
        )

    def box_hands(self, box: int) -> list[Hand]:
        """This player's hands in one box, in table order."""
        return [h for h in self.hands if h.box == box]

    def __repr__(self) -> str:
        return f"<Player {self.name} seat {self.seat}: {self.chips} chips>"


class RoundState:
    """Everything one round is made of, and the questions anyone may ask of it."""

    def __init__(self, profile: Profile, shoe: Shoe, *, log: bool, auto_dealer: bool) -> None:
        self.profile = profile
        self.shoe = shoe
        #: Record :attr:`events` with their explanations (off for fast simulation).
        self.log = log
        #: Play the dealer's hand at once when the players are done.
        self.auto_dealer = auto_dealer
        self.clear()

    def clear(self) -> None:
        """Back to before the deal: no card drawn, no player, no event; the profile, the shoe and
        the settings stay (a round that takes a decision back deals itself again from here)."""
        self.events: list[Event] = []
        #: Every card taken from the shoe this round, in the order taken: the deal (§1.3), then
        #: the players' draws, then the dealer's. A decision taken back takes its cards with it.
        self.cards_drawn: list[Card] = []
        self.players: list[Player] = []
        self.dealer: list[Card] = []
        self.hole_revealed = False
        self.phase = _DEAL
        self.cursor = Cursor(0, 0, 1)
        #: Who is still to be asked about insurance: (player index, box).
        self.insurance_queue: list[tuple[int, int]] = []
        #: Players who had no free chip for insurance after the mandatory bets.
        self.not_insurable: set[str] = set()

    # ------------------------------------------------------------------ reading the state

    @property
    def active_players(self) -> list[Player]:
        """The players dealt in (not sitting out)."""
        return [p for p in self.players if not p.sitting_out]

    @property
    def up_card(self) -> Card | None:
        return self.dealer[0] if self.dealer else None

    @property
    def is_over(self) -> bool:
        return self.phase is _SETTLED

    @property
    def dealer_total(self) -> int:
        return hand_total(self.dealer)[0]

    @property
    def dealer_natural(self) -> bool:
        return is_natural_pair(self.dealer)

    @property
    def current_hand(self) -> Hand | None:
        """The hand in play, during the PLAY phase."""
        if self.phase is _PLAY:
            cursor = self.cursor
            return self.players[cursor.actor].hands[cursor.hand]
        return None

    @property
    def current_player(self) -> Player | None:
        if self.phase in (_INSURANCE, _SWITCH, _PLAY):
            return self.players[self.cursor.actor]
        return None

    def switch_preview(self) -> tuple[list[Card], list[Card]] | None:
        """During the keep/switch choice: the two hands' cards as they would be if switched.

        Only the second cards change places (§1.7). None outside the SWITCH phase.
        """
        if self.phase is not _SWITCH:
            return None
        cursor = self.cursor
        h1, h2 = self.players[cursor.actor].box_hands(cursor.box)
        return switched_cards(h1.cards, h2.cards)

    @property
    def to_act(self) -> Turn | None:
        """Whose decision the table waits for, or None when the round is over."""
        player = self.current_player
        if player is None:
            return None
        cursor = self.cursor
        hand: int | None = cursor.hand + 1 if self.phase is _PLAY else None
        return Turn(self.phase, player.name, player.seat, hand, cursor.box)

    def ordinary_hands_live(self) -> list[Hand]:
        """Live hands that are not naturals: while there is one, the dealer plays out the hand
        (§1.9); with only busted hands and naturals left, the dealer draws nothing."""
        return [h for p in self.players for h in p.hands if h.live and not h.natural]

    def hands(self) -> list[Hand]:
        """Every hand at the table, in table order."""
        return [h for p in self.players for h in p.hands]

    def dealt_cards(self) -> Sequence[Card]:
        """Every card on the table now, hand by hand in table order, then the dealer's (for the
        order they were taken from the shoe, see :attr:`cards_drawn`)."""
        return [c for h in self.hands() for c in h.cards] + list(self.dealer)
