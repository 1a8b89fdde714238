"""One round at the table, as a checked state machine (§1.3–§1.10, §2).

A :class:`Round` deals at once and then waits for the decision at hand. It always knows its
:attr:`~Round.phase`, whose turn it is (:attr:`~Round.to_act`), which actions are legal
(:meth:`~Round.legal_actions`) and, for every other action, why not (:meth:`~Round.unavailable`).
:meth:`~Round.apply` is checked and atomic: an illegal action raises
:class:`~bjswitch_widgets.errors.IllegalActionError` and changes nothing. Every step is recorded in
:attr:`~Round.events` with a one-line explanation.

The worked example of rules §1.12:

>>> r = Round("switch", ["Ann"], cards=["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"])
>>> r.phase, [str(a) for a in r.legal_actions()]
(<Phase.SWITCH: 'switch'>, ['keep', 'switch'])
>>> r.apply("hit")
Traceback (most recent call last):
...
bjswitch_widgets.errors.IllegalActionError: 'hit' is not legal now (phase switch, Ann to act): First choose keep or switch: the choice comes before any hit, split or double on these hands (§1.7)
>>> for action in ("switch", "double", "stand"):
...     r.apply(action)
>>> [(h.outcome.value, h.returned) for h in r.players[0].hands]
[('push', 4), ('push', 2)]
>>> r.events[-1].text
'Ann ends the round with 100 chips (wagered 6, returned 6).'
"""

from __future__ import annotations

import enum
import itertools
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import (
    Card,
    Shoe,
    describe_cards,
    format_cards,
    hand_total,
    is_natural_pair,
    is_pair,
    parse_card,
)
from .errors import IllegalActionError, InvalidActionError, InvalidInputError, quote
from .rules import MAX_PLAYERS, Profile, check_name, get_profile

__all__ = [
    "Action",
    "ActionKind",
    "Event",
    "Hand",
    "Outcome",
    "Phase",
    "Player",
    "Round",
    "Seat",
    "Turn",
    "dealer_must_draw",
    "dealer_peeks",
    "rule_text",
    "settle_hand",
    "stops_at_21",
    "super_match_combination",
    "switched_cards",
]


class Phase(enum.Enum):
    """Where the round is. Decisions are asked in INSURANCE, SWITCH and PLAY."""

    DEAL = "deal"
    INSURANCE = "insurance"
    PEEK = "peek"
    SWITCH = "switch"
    PLAY = "play"
    DEALER = "dealer"
    SETTLED = "settled"


class ActionKind(enum.Enum):
    """The kinds of decision a player can make."""

    INSURE = "insure"
    KEEP = "keep"
    SWITCH = "switch"
    HIT = "hit"
    STAND = "stand"
    DOUBLE = "double"
    SPLIT = "split"
    SURRENDER = "surrender"


class Outcome(enum.Enum):
    """How a hand ended (rules §5 ``outcome``)."""

    WIN = "win"
    PUSH = "push"
    LOSE = "lose"
    SURRENDER = "surrender"


# Enum members bound to module names: attribute access on an Enum class is slow on the hot path.
_P_DEAL, _P_INSURANCE, _P_PEEK, _P_SWITCH, _P_PLAY, _P_DEALER, _P_SETTLED = Phase
_K_INSURE, _K_KEEP, _K_SWITCH, _K_HIT, _K_STAND, _K_DOUBLE, _K_SPLIT, _K_SURRENDER = ActionKind
_O_WIN, _O_PUSH, _O_LOSE, _O_SURRENDER = Outcome

_PLAY_ORDER = (
    _K_HIT,
    _K_STAND,
    _K_DOUBLE,
    _K_SPLIT,
    _K_SURRENDER,
)


@dataclass(frozen=True, slots=True)
class Action:
    """One decision; ``amounts`` are the insurance chips per position for ``insure``.

    >>> Action.parse("INSURE 0 1")
    Action.parse('insure 0 1')
    >>> str(Action.parse("Switch"))
    'switch'
    """

    kind: ActionKind
    amounts: tuple[int, ...] = ()
    #: ``insure yes`` / ``insure no``: insurance per box (§3), written in words.
    yes_no: bool = False

    def __str__(self) -> str:
        if self.kind is _K_INSURE:
            if self.yes_no:
                return "insure yes" if self.amounts and self.amounts[0] else "insure no"
            return " ".join(["insure", *(str(a) for a in self.amounts)])
        name: str = self.kind.value
        return name

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"

    @staticmethod
    def parse(text: str | Action) -> Action:
        """Parse an action as rules §5 writes it (case-insensitive).

        Raises :class:`~bjswitch_widgets.errors.InvalidActionError` for a word the game does not
        know or an insurance amount that is not a whole number.
        """
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise InvalidActionError(
                f"not an action: {quote(text)} (an action is a string such as 'hit')"
            )
        cached = _ACTION_CACHE.get(text)
        if cached is not None:
            return cached
        words = text.lower().split()
        known = ", ".join(repr(k.value) for k in ActionKind)
        if not words:
            raise InvalidActionError(f"empty action {quote(text)}: write one of {known}")
        try:
            kind = ActionKind(words[0])
        except ValueError:
            raise InvalidActionError(
                f"unknown action {quote(text)}: write one of {known}"
            ) from None
        if kind is _K_INSURE and len(words) == 2 and words[1] in ("yes", "no"):
            action = Action(kind, (1 if words[1] == "yes" else 0,), True)
        elif kind is _K_INSURE:
            if len(words) < 2 or not all(w.isdigit() for w in words[1:]):
                raise InvalidActionError(
                    f"bad insurance action {quote(text)}: write 'insure' and the chips for each "
                    "position, e.g. 'insure 1 0' ('insure 0 0' declines), or 'insure yes' / "
                    "'insure no' where insurance is per box"
                )
            action = Action(kind, tuple(int(w) for w in words[1:]))
        elif len(words) != 1:
            raise InvalidActionError(
                f"unknown action {quote(text)}: {kind.value!r} takes no arguments"
            )
        else:
            action = _SIMPLE_ACTIONS[kind]
        _ACTION_CACHE[text] = action
        return action


_SIMPLE_ACTIONS: dict[ActionKind, Action] = {k: Action(k) for k in ActionKind if k is not _K_INSURE}
_ACTION_CACHE: dict[str, Action] = {}
KEEP = _SIMPLE_ACTIONS[_K_KEEP]
SWITCH = _SIMPLE_ACTIONS[_K_SWITCH]
HIT = _SIMPLE_ACTIONS[_K_HIT]
STAND = _SIMPLE_ACTIONS[_K_STAND]
DOUBLE = _SIMPLE_ACTIONS[_K_DOUBLE]
SPLIT = _SIMPLE_ACTIONS[_K_SPLIT]
SURRENDER = _SIMPLE_ACTIONS[_K_SURRENDER]


@dataclass(frozen=True, slots=True)
class Event:
    """One step of the round, with a one-line explanation for a learner."""

    phase: Phase
    kind: str
    text: str
    player: str | None = None

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits down for a round: a name, the chips in front of them and, where the profile
    allows (``online_switch``, rules §3), the boxes played (0: no bet this round), the bet per
    position (``None``: the profile's) and the Super Match bet per box."""

    name: str
    chips: int = 100
    boxes: int = 1
    bet: int | None = None
    super_match: int = 0


@dataclass(frozen=True, slots=True)
class Turn:
    """Whose decision the table waits for.

    ``hand`` is the 1-based place of the hand in play among that player's hands in table order,
    or ``None`` for insurance and the keep/switch choice.
    """

    phase: Phase
    player: str
    seat: int
    hand: int | None
    box: int = 1


_RULE_TEXT = {
    "bust": "Bust: {total} is over 21 and loses at once, whatever the dealer does ({cards})",
    "surrender": "Surrender: half the bet ({total}) comes back ({surrender})",
    "surrender_pending": (
        "Surrendered: half the bet ({total}) comes back when the round is settled ({surrender})"
    ),
    "surrender_pending_late": (
        "Surrendered: half the bet ({total}) comes back when the round is settled — unless the "
        "dealer's second card makes a natural, which takes the whole bet ({surrender})"
    ),
    "surrender_late": (
        "Late surrender: the dealer's second card made a natural, so the surrendered hand loses "
        "its whole bet ({surrender})"
    ),
    "dealer_natural_push": "Dealer natural: your original natural pushes ({peek})",
    "dealer_natural": "Dealer natural: every hand loses except an original natural ({peek})",
    "natural": (
        "Natural: wins {pays} against the dealer's {dealer} — only a dealer natural stops it "
        "({settlement})"
    ),
    "dealer_22_switched": "Dealer 22: push — your 21 is switched, not a natural ({dealer_22})",
    "dealer_22": (
        "Dealer 22: push — every live ordinary hand gets its full bet back, doubled or split "
        "money included ({dealer_22})"
    ),
    "dealer_bust": "Dealer busts with {dealer}: every live hand wins ({settlement})",
    "higher": "Your {total} beats the dealer's {dealer} ({settlement})",
    "equal_switched": "Dealer 21: push — your 21 is switched, not a natural ({settlement})",
    "equal_split": (
        "Dealer 21: push — 21 on a split hand is ordinary, only a natural would win ({settlement})"
    ),
    "equal": "Equal totals ({total}): push, the bet comes back ({settlement})",
    "lower": "Your {total} loses to the dealer's {dealer} ({settlement})",
}


def settle_hand(
    profile: Profile,
    *,
    total: int,
    bet: int,
    natural: bool = False,
    switched_21: bool = False,
    split_21: bool = False,
    surrendered: bool = False,
    dealer_total: int,
    dealer_natural: bool = False,
) -> tuple[Outcome, int, tuple[str, int, int]]:
    """How one hand ends against the dealer's final hand (§1.6, §1.10; §2 for classic).

    Returns the outcome, the chips returned (stake plus profit) and the reason code that
    :func:`rule_text` puts in words. ``natural`` means an original natural (never switched or
    split); ``switched_21`` a two-card 21 made by the switch; ``split_21`` a two-card 21 on a
    split hand; ``surrendered`` a hand given up for half its bet, which a dealer natural takes
    whole where surrender is late (§4).

    >>> from bjswitch_widgets.rules import SWITCH, CLASSIC
    >>> settle_hand(SWITCH, total=21, bet=4, dealer_total=22)[:2]
    (<Outcome.PUSH: 'push'>, 4)
    >>> settle_hand(CLASSIC, total=21, bet=2, natural=True, dealer_total=20)[:2]
    (<Outcome.WIN: 'win'>, 5)
    """
    if surrendered:
        if dealer_natural and profile.late_surrender:
            return _O_LOSE, 0, ("surrender_late", bet, dealer_total)
        return _O_SURRENDER, bet // 2, ("surrender", bet // 2, dealer_total)
    if total > 21:
        return _O_LOSE, 0, ("bust", total, 0)
    if dealer_natural:
        if natural:
            return _O_PUSH, bet, ("dealer_natural_push", total, dealer_total)
        return _O_LOSE, 0, ("dealer_natural", total, dealer_total)
    if natural:
        return _O_WIN, bet + int(bet * profile.natural_pays), ("natural", total, dealer_total)
    if dealer_total > 21:
        if dealer_total == 22 and profile.dealer_22_pushes:
            return (
                _O_PUSH,
                bet,
                ("dealer_22_switched" if switched_21 else "dealer_22", total, dealer_total),
            )
        return _O_WIN, 2 * bet, ("dealer_bust", total, dealer_total)
    if total > dealer_total:
        return _O_WIN, 2 * bet, ("higher", total, dealer_total)
    if total == dealer_total:
        code = "equal_switched" if switched_21 else "equal_split" if split_21 else "equal"
        return _O_PUSH, bet, (code, total, dealer_total)
    return _O_LOSE, 0, ("lower", total, dealer_total)


def dealer_must_draw(profile: Profile, cards: Sequence[Card]) -> bool:
    """Whether the dealer draws on these cards: under 17, and soft 17 where the profile says
    so (§1.9: H17; §2: stands on all 17s).

    >>> from bjswitch_widgets.rules import SWITCH, CLASSIC
    >>> from bjswitch_widgets.cards import parse_cards
    >>> dealer_must_draw(SWITCH, parse_cards(["A♠", "6♦"])), dealer_must_draw(CLASSIC, parse_cards(["A♠", "6♦"]))
    (True, False)
    """
    total, soft = hand_total(cards)
    return total < 17 or (total == 17 and soft and profile.dealer_hits_soft_17)


def stops_at_21(profile: Profile, soft: bool, natural: bool) -> bool:
    """Whether a hand that has reached 21 stops drawing by itself (§1.8): any 21 does,
    except where a soft 21 that is not a natural may still be hit (``jack_switch``, §4: only a
    natural and a hard 21 stop).

    >>> from bjswitch_widgets.rules import SWITCH, JACK_SWITCH
    >>> stops_at_21(SWITCH, soft=True, natural=False), stops_at_21(JACK_SWITCH, soft=True, natural=False)
    (True, False)
    >>> stops_at_21(JACK_SWITCH, soft=True, natural=True), stops_at_21(JACK_SWITCH, soft=False, natural=False)
    (True, True)
    """
    return natural or not soft or not profile.hit_soft_21


def dealer_peeks(profile: Profile, up: Card) -> bool:
    """Whether the dealer checks the hole card for a natural: an ace or ten-value up card, at a
    table with a hole card (§1.6)."""
    return profile.hole_card and (up.is_ace or up.points == 10)


def switched_cards(hand1: Sequence[Card], hand2: Sequence[Card]) -> tuple[list[Card], list[Card]]:
    """The two starting hands after the switch: only the second cards change places (§1.7).

    >>> from bjswitch_widgets.cards import parse_cards, format_cards
    >>> a, b = switched_cards(parse_cards(["5♠", "10♥"]), parse_cards(["10♣", "6♥"]))
    >>> format_cards(a), format_cards(b)
    ('5♠ 6♥', '10♣ 10♥')
    """
    return [hand1[0], hand2[1]], [hand2[0], hand1[1]]


def rule_text(profile: Profile, why: tuple[str, int, int]) -> str:
    """A settlement reason code (from :func:`settle_hand`) in a learner's words, with its §."""
    code, total, dealer = why
    if not code:
        return ""
    return _RULE_TEXT[code].format(
        total=total,
        dealer=dealer,
        pays=profile.payout_text(),
        cards=profile.cite("cards"),
        peek=profile.cite("peek"),
        settlement=profile.cite("settlement"),
        dealer_22=profile.cite("dealer_22"),
        surrender=profile.cite("surrender"),
    )


class Hand:
    """One hand at one position. Read it; only the round changes it."""

    __slots__ = (
        "_ace",
        "_hard",
        "_why",
        "bet",
        "box",
        "cards",
        "doubled",
        "finished",
        "outcome",
        "owner",
        "position",
        "profile",
        "returned",
        "split",
        "split_aces",
        "surrendered",
        "switched",
    )

    def __init__(self, owner: Player, box: int, position: int, bet: int, profile: Profile) -> None:
        self.owner = owner
        self.profile = profile
        self.box = box
        self.position = position
        self.bet = bet
        self.cards: list[Card] = []
        self._hard = 0
        self._ace = False
        self.switched = False
        self.split = False
        self.split_aces = False
        self.doubled = False
        self.surrendered = False
        self.finished = False
        self.outcome: Outcome | None = None
        self.returned: int | None = None
        self._why: tuple[str, int, int] = ("", 0, 0)

    @property
    def rule(self) -> str:
        """Once the hand is settled: the rule that decided it, in words, with its § (else "").
        A surrendered hand waiting for settlement says when and whether its half comes back."""
        return rule_text(self.profile, self._why)

    def _add(self, card: Card) -> None:
        self.cards.append(card)
        self._hard += card.points
        if card.points == 1:
            self._ace = True

    def _recount(self) -> None:
        self._hard = sum(c.points for c in self.cards)
        self._ace = any(c.points == 1 for c in self.cards)

    @property
    def total(self) -> int:
        """The best total (an ace counts 11 unless that busts the hand)."""
        if self._ace and self._hard <= 11:
            return self._hard + 10
        return self._hard

    @property
    def soft(self) -> bool:
        """True when an ace counts 11 in :attr:`total`."""
        return self._ace and self._hard <= 11

    @property
    def busted(self) -> bool:
        return self._hard > 21

    @property
    def natural(self) -> bool:
        """Original ace + ten-value on a position never switched or split (§1.4)."""
        if self.switched or self.split or len(self.cards) != 2:
            return False
        return self._ace and self._hard == 11

    @property
    def live(self) -> bool:
        """Still in play against the dealer: not busted and not surrendered."""
        return not self.busted and not self.surrendered

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

    def __repr__(self) -> str:
        return f"<Player {self.name} seat {self.seat}: {self.chips} chips>"


def _seat_of(spec: str | Seat | tuple[str, int]) -> Seat:
    if isinstance(spec, Seat):
        return spec
    if isinstance(spec, str):
        return Seat(spec)
    if isinstance(spec, tuple) and len(spec) == 2:
        return Seat(spec[0], spec[1])
    raise InvalidInputError(f"not a player: {quote(spec)} (give a name or Seat(name, chips))")


class Round:
    """One round of the game under a :class:`~bjswitch_widgets.rules.Profile`.

    Parameters
    ----------
    profile:
        A profile or its name (``"switch"``, ``"classic"``).
    players:
        1–6 seats from the dealer's left: names, ``(name, chips)`` pairs or :class:`Seat` values.
        A player who cannot cover the mandatory bets sits out (§1.11).
    cards:
        Cards to stack on top of the shoe, in deal order (rules §5).
    seed:
        Seed of the shuffle of the rest of the shoe (default 0). Ignored when ``shoe`` is given.
    shoe:
        A shoe to deal from; the round shuffles it fully first (§1.1).
    log:
        Record :attr:`events` with their explanations (on by default; off for fast simulation).
    auto_dealer:
        Play the dealer's hand at once when the players are done (default). With False the
        round stops in the DEALER phase and :meth:`dealer_step` plays it one card at a time
        (the table widget shows the dealer's play step by step this way).
    """

    def __init__(
        self,
        profile: str | Profile = "switch",
        players: Sequence[str | Seat | tuple[str, int]] = ("Player",),
        *,
        cards: Iterable[str | Card] = (),
        seed: int | None = 0,
        shoe: Shoe | None = None,
        log: bool = True,
        auto_dealer: bool = True,
    ) -> None:
        self.profile = prof = get_profile(profile)
        seats = tuple([p if type(p) is Seat else _seat_of(p) for p in players])
        _validated(seats, prof)
        stacked = [c if isinstance(c, Card) else parse_card(c) for c in cards]
        if shoe is None:
            shoe = Shoe(prof.decks, rng=random.Random(seed))
        elif shoe.decks != prof.decks:
            raise InvalidInputError(
                f"profile {prof.name!r} deals from {prof.decks} decks, not from a "
                f"{shoe.decks}-deck shoe"
            )
        shoe.shuffle()
        if stacked:
            shoe.stack(stacked, section=prof.cite("cards"))
        self.shoe = shoe
        self._log = log
        self._auto_dealer = auto_dealer
        self.events: list[Event] = []
        self.players: list[Player] = []
        self.dealer: list[Card] = []
        self.hole_revealed = False
        self.phase = _P_DEAL
        # Whose decision: index into players; hand index into that player's hands.
        self._actor = 0
        self._hand = 0
        self._box = 1
        self._insurance_queue: list[tuple[int, int]] = []
        self._not_insurable: set[str] = set()
        for number, seat in enumerate(seats, start=1):
            bet = prof.bet if seat.bet is None else seat.bet
            player = Player(seat.name, number, seat.chips, seat.boxes, bet, seat.super_match)
            self.players.append(player)
            need = bet * prof.positions_per_box * seat.boxes
            if seat.boxes == 0:
                player.sitting_out = True
                if log:
                    self._say("sit_out", f"{seat.name} places no bet this round.", seat.name)
            elif seat.chips < need:
                player.sitting_out = True
                if log:
                    self._say(
                        "sit_out",
                        f"{seat.name} has {seat.chips} chips, fewer than the {need} of the "
                        f"mandatory bets, and sits out ({prof.cite('session')}).",
                        seat.name,
                    )
            elif seat.super_match:
                # Super Match is optional: its stakes go down box by box while the chips left
                # after the main bets cover them; a box they cannot cover plays without (§3).
                free = seat.chips - need
                for box in range(1, seat.boxes + 1):
                    stake = seat.super_match if free >= seat.super_match else 0
                    free -= stake
                    player.super_match_stakes.append(stake)
                    if not stake and log:
                        self._say(
                            "super_match",
                            f"{seat.name}'s chips cover the main bets but not the Super Match "
                            f"of {seat.super_match} on box {box}: that box plays without it "
                            f"({prof.cite('super_match')}).",
                            seat.name,
                        )
        self._deal()
        self._after_deal()

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
        return self.phase is _P_SETTLED

    @property
    def dealer_total(self) -> int:
        return _total(self.dealer)

    @property
    def dealer_natural(self) -> bool:
        return is_natural_pair(self.dealer)

    @property
    def current_hand(self) -> Hand | None:
        """The hand in play, during the PLAY phase."""
        if self.phase is _P_PLAY:
            return self.players[self._actor].hands[self._hand]
        return None

    @property
    def current_player(self) -> Player | None:
        if self.phase in (_P_INSURANCE, _P_SWITCH, _P_PLAY):
            return self.players[self._actor]
        return None

    def switch_preview(self) -> tuple[list[Card], list[Card]] | None:
        """During the keep/switch choice: the two hands' cards as they would be if switched.

        Only the second cards change places (§1.7). None outside the SWITCH phase.
        """
        if self.phase is not _P_SWITCH:
            return None
        h1, h2 = (h for h in self.players[self._actor].hands if h.box == self._box)
        return switched_cards(h1.cards, h2.cards)

    @property
    def to_act(self) -> Turn | None:
        """Whose decision the table waits for, or None when the round is over."""
        player = self.current_player
        if player is None:
            return None
        hand: int | None = None
        if self.phase is _P_PLAY:
            hand = self._hand + 1
        return Turn(self.phase, player.name, player.seat, hand, self._box)

    def ordinary_hands_live(self) -> list[Hand]:
        """Live hands that are not naturals: while there is one, the dealer plays out the hand
        (§1.9); with only busted hands and naturals left, the dealer draws nothing."""
        return [h for p in self.players for h in p.hands if h.live and not h.natural]

    def hands(self) -> list[Hand]:
        """Every hand at the table, in table order."""
        return [h for p in self.players for h in p.hands]

    # ------------------------------------------------------------------ what is legal

    def legal_actions(self) -> list[Action]:
        """Every action that :meth:`apply` accepts now, in a stable order.

        Play decisions come in the order hit, stand, double, split, surrender; insurance choices
        in ascending order (``insure 0 0``, ``insure 0 1``, …).
        """
        phase = self.phase
        if phase is _P_PLAY:
            return [_SIMPLE_ACTIONS[k] for k in _PLAY_ORDER if self._play_reason(k) is None]
        if phase is _P_SWITCH:
            return [KEEP, SWITCH]
        if phase is _P_INSURANCE:
            return self._insurance_choices(self.players[self._actor])
        return []

    def is_legal(self, action: Action | str) -> bool:
        return self.why_not(action) is None

    def why_not(self, action: Action | str) -> str | None:
        """None if ``action`` is legal now, else the reason in a learner's words (with §)."""
        return self._reason(Action.parse(action))

    def _reason(self, act: Action) -> str | None:
        kind = act.kind
        phase = self.phase
        if phase is _P_PLAY and kind in _PLAY_ORDER:
            return self._play_reason(kind)
        if phase is _P_SETTLED:
            return self._reason_settled()
        if phase is _P_INSURANCE and kind is _K_INSURE:
            return self._insurance_reason(self.players[self._actor], act)
        if phase is _P_SWITCH and kind in (_K_KEEP, _K_SWITCH):
            return None
        return self._out_of_phase_reason(kind)

    def unavailable(self) -> dict[ActionKind, str]:
        """For every kind of action not legal now, why not (learner's words, with §)."""
        reasons: dict[ActionKind, str] = {}
        for kind in ActionKind:
            if kind is _K_INSURE:
                if self.phase is _P_INSURANCE:
                    continue  # some insurance choice is always legal here (at least 'insure 0 0')
                reason = self.why_not(
                    Action(kind, (0,), True)
                    if self.profile.insurance_per_box
                    else Action(kind, (0,) * self.profile.positions_per_box)
                )
            else:
                reason = self.why_not(_SIMPLE_ACTIONS[kind])
            if reason is not None:
                reasons[kind] = reason
        return reasons

    # ------------------------------------------------------------------ acting

    def apply(self, action: Action | str) -> None:
        """Make the decision at hand; raise IllegalActionError (state unchanged) if not legal."""
        act = action if type(action) is Action else Action.parse(action)
        reason = self._reason(act)
        if reason is not None:
            who = self.to_act
            where = f"phase {self.phase.value}"
            if who is not None:
                where += f", {who.player}" + (f" hand {who.hand}" if who.hand else "") + " to act"
            raise IllegalActionError(
                f"{str(act)!r} is not legal now ({where}): {reason}",
                action=str(act),
                phase=self.phase.value,
                reason=reason,
            )
        kind = act.kind
        if kind is _K_INSURE:
            self._do_insure(act)
        elif kind is _K_KEEP or kind is _K_SWITCH:
            self._do_choice(kind is _K_SWITCH)
        else:
            hand = self.players[self._actor].hands[self._hand]
            if kind is _K_HIT:
                self._do_hit(hand)
            elif kind is _K_STAND:
                hand.finished = True
                if self._log:
                    self._say(
                        "stand", f"{self._label(hand)} stands on {hand.total}.", hand.owner.name
                    )
            elif kind is _K_DOUBLE:
                self._do_double(hand)
            elif kind is _K_SPLIT:
                self._do_split(hand)
            else:
                self._do_surrender(hand)
            self._next_hand()

    # ------------------------------------------------------------------ reasons

    def _reason_settled(self) -> str:
        if self.dealer_natural and self.profile.hole_card:
            return (
                "The round is over: the dealer's natural ended it at the peek "
                f"({self.profile.cite('peek')})"
            )
        return (
            "The round is over: every hand is settled, so the next step is a new round "
            f"({self.profile.cite('settlement')})"
        )

    def _out_of_phase_reason(self, kind: ActionKind) -> str:
        prof = self.profile
        phase = self.phase
        if kind is _K_SURRENDER and not prof.surrender:
            return f"Surrender is not offered at this table (only jack_switch allows it, {prof.cite('surrender')})"
        if kind in (_K_KEEP, _K_SWITCH) and not prof.switch_allowed:
            return f"There is no switch at this table: it is ordinary blackjack ({prof.cite('switch')})"
        if kind is _K_INSURE:
            up = self.up_card
            if not prof.insurance or up is None or not up.is_ace:
                return (
                    "Insurance is only offered when the dealer's up card is an ace "
                    f"({prof.cite('insurance')})"
                )
            who = self.current_player
            if who is not None and who.name in self._not_insurable:
                return (
                    f"{who.name} had no free chip for insurance after the mandatory bets, so "
                    f"was not asked ({prof.cite('bets')}, {prof.cite('insurance')})"
                )
            before = [
                *(["the peek"] if prof.hole_card else []),
                *(["the switch"] if prof.switch_allowed else []),
            ] or ["any decision on the hands"]
            return (
                f"Insurance is decided once, before {' and '.join(before)}; that moment has "
                f"passed for {self._who()} ({prof.cite('insurance')})"
            )
        if phase is _P_DEALER:
            return f"Every player has finished: the dealer plays now ({prof.cite('dealer')})"
        if phase is _P_INSURANCE:
            return (
                f"First answer the insurance question: insurance comes before "
                f"{'the switch and ' if prof.switch_allowed else ''}any decision on the hands "
                f"({prof.cite('insurance')})"
            )
        if phase is _P_SWITCH:
            return (
                "First choose keep or switch: the choice comes before any hit, split or double "
                f"on these hands ({prof.cite('switch')})"
            )
        # PLAY phase and a keep/switch
        player = self.players[self._actor]
        hand = player.hands[self._hand]
        made = player.choices.get(hand.box)
        return (
            f"Switch is only possible before any hit, split or double on these hands, once: "
            f"{player.name} already chose to {made or 'keep'} ({prof.cite('switch')})"
        )

    def _who(self) -> str:
        player = self.current_player
        return player.name if player is not None else "the table"

    def _insurance_choices(self, player: Player) -> list[Action]:
        if self.profile.insurance_per_box:
            choices = [Action(_K_INSURE, (0,), True)]
            if player.chips >= player.bet:
                choices.append(Action(_K_INSURE, (1,), True))
            return choices
        # One question per box: the choices grow with the box's positions, not the table's.
        n = self.profile.positions_per_box
        cap = player.bet // 2
        products = itertools.product(range(min(cap, player.chips) + 1), repeat=n)
        return [Action(_K_INSURE, c) for c in products if sum(c) <= player.chips]

    def _insurance_reason(self, player: Player, act: Action) -> str | None:
        prof = self.profile
        amounts = act.amounts
        n = prof.positions_per_box
        sec = prof.cite("insurance")
        if prof.insurance_per_box:
            if not act.yes_no:
                return (
                    f"Insurance here is per box: write 'insure yes' or 'insure no' for box "
                    f"{self._box} ({sec})"
                )
            if amounts[0] and player.chips < player.bet:
                return (
                    f"Insuring box {self._box} costs half of its two bets, {player.bet}, and "
                    f"{player.name} has {player.chips} free ({prof.cite('bets')}, {sec})"
                )
            return None
        if act.yes_no:
            example = " ".join(["1"] + ["0"] * (n - 1))
            return (
                f"Insurance here is per position: write the chips for each, e.g. 'insure "
                f"{example}' ({sec})"
            )
        if len(amounts) != n:
            example = " ".join(["1"] + ["0"] * (n - 1))
            return (
                f"Insurance is given per position: {n} amount{'s' if n > 1 else ''} "
                f"(e.g. 'insure {example}'), not {len(amounts)} ({sec})"
            )
        cap = player.bet // 2
        for amount in amounts:
            if amount > cap:
                return (
                    f"Insurance is at most half of each position's original bet: {cap} here, "
                    f"not {amount} ({sec})"
                )
        if sum(amounts) > player.chips:
            return (
                f"Insurance of {sum(amounts)} must be covered by free chips and "
                f"{player.name} has {player.chips} ({prof.cite('bets')}, {sec})"
            )
        return None

    def _play_reason(self, kind: ActionKind) -> str | None:
        prof = self.profile
        player = self.players[self._actor]
        hand = player.hands[self._hand]
        if kind is _K_HIT or kind is _K_STAND:
            return None
        n = len(hand.cards)
        if kind is _K_DOUBLE:
            sec = prof.cite("double")
            if n != 2:
                return f"Double needs a hand of exactly two cards; this hand has {n} ({sec})"
            if hand.split and not prof.double_after_split:
                return f"No double after a split at this table ({sec})"
            if player.chips < hand.bet:
                return (
                    f"Doubling adds {hand.bet} chips and {player.name} has only {player.chips} "
                    f"free ({prof.cite('bets')})"
                )
            return None
        if kind is _K_SPLIT:
            sec = prof.cite("split")
            if n != 2:
                return f"Split needs a hand of exactly two cards; this hand has {n} ({sec})"
            a, b = hand.cards
            if not is_pair(hand.cards):
                return (
                    f"Split needs two cards of equal value; {a} and {b} count "
                    f"{_value_word(a)} and {_value_word(b)} ({sec})"
                )
            same = sum(1 for h in player.hands if h.box == hand.box and h.position == hand.position)
            if a.is_ace and hand.split and not prof.resplit_aces:
                return f"Aces may be split only once per position ({prof.cite('split_aces')})"
            if same >= prof.max_hands_per_position:
                if prof.max_hands_per_position == 2:
                    return f"No resplit at this table: one split per position ({sec})"
                return (
                    f"This position already has {same} hands, the most allowed "
                    f"({prof.max_hands_per_position}) ({sec})"
                )
            if player.chips < hand.bet:
                return (
                    f"Splitting adds {hand.bet} chips and {player.name} has only {player.chips} "
                    f"free ({prof.cite('bets')})"
                )
            return None
        # SURRENDER
        if not prof.surrender:
            return f"Surrender is not offered at this table (only jack_switch allows it, {prof.cite('surrender')})"
        if n != 2 or hand.split:
            return (
                "Surrender is only the first decision on a position's original two cards "
                f"({prof.cite('surrender')})"
            )
        return None

    # ------------------------------------------------------------------ the flow

    def _say(self, kind: str, text: str, player: str | None = None) -> None:
        self.events.append(Event(self.phase, kind, text, player))

    def _label(self, hand: Hand) -> str:
        """``'Ann hand 1'``; once a player has split, hands are numbered in table order (as in
        ``to_act``) and say where they came from: ``'Ann hand 2 (position 1, split 2 of 2)'``."""
        player = hand.owner
        if self.profile.positions_per_box == 1 and len(player.hands) == player.boxes:
            return player.name if player.boxes == 1 else f"{player.name} box {hand.box}"
        index = player.hands.index(hand) + 1
        base = f"{player.name} hand {index}"
        siblings = [h for h in player.hands if h.box == hand.box and h.position == hand.position]
        where = f"box {hand.box} " if player.boxes > 1 else ""
        if len(siblings) > 1:
            where += (
                f"position {hand.position}, split {siblings.index(hand) + 1} of {len(siblings)}"
            )
        elif index != hand.position or player.boxes > 1:
            where += f"position {hand.position}"
        return f"{base} ({where.strip()})" if where.strip() else base

    def _deal(self) -> None:
        prof = self.profile
        shoe = self.shoe
        log = self._log
        for player in self.players:
            if player.sitting_out:
                continue
            for box in range(1, player.boxes + 1):
                for position in range(1, prof.positions_per_box + 1):
                    player.hands.append(Hand(player, box, position, player.bet, prof))
            player.wagered = player.bet * len(player.hands) + sum(player.super_match_stakes)
            player.chips -= player.wagered
            player.insurance = [0] * (player.boxes if prof.insurance_per_box else len(player.hands))
        hands = [h for p in self.players for h in p.hands]
        if not hands:
            if log:
                self._say("deal", "Nobody can cover the mandatory bets: no round is dealt.")
            self.phase = _P_SETTLED
            return
        if log:
            for p in self.active_players:
                placed = [box for box, st in enumerate(p.super_match_stakes, start=1) if st]
                side = ""
                if placed:
                    where = (
                        ""
                        if p.boxes == 1
                        else " per box"
                        if len(placed) == p.boxes
                        else " on box " + " and ".join(map(str, placed))
                    )
                    side = (
                        f" and {p.super_match_bet} on Super Match{where} "
                        f"({prof.cite('super_match')})"
                    )
                self._say(
                    "bet",
                    f"{p.name} bets {p.bet} on each of {len(p.hands)} position"
                    f"{'s' if len(p.hands) > 1 else ''} ({prof.cite('bets')}){side}.",
                    p.name,
                )
        n = len(hands)
        hole = 1 if prof.hole_card else 0
        cards = shoe.deal(2 * n + 1 + hole)
        # First card to every position, the up card, second cards, the hole card (§1.3).
        for k, hand in enumerate(hands):
            first, second = cards[k], cards[n + 1 + k]
            hand.cards = [first, second]
            hand._hard = first.points + second.points
            hand._ace = first.is_ace or second.is_ace
        self.dealer = [cards[n], cards[2 * n + 1]] if hole else [cards[n]]
        if log:
            for k, hand in enumerate(hands):
                self._say(
                    "deal", f"{self._label(hand)} gets {cards[k]} (first card).", hand.owner.name
                )
            self._say("deal", f"Dealer's up card: {cards[n]}.")
            for k, hand in enumerate(hands):
                self._say(
                    "deal",
                    f"{self._label(hand)} gets {cards[n + 1 + k]} (second card).",
                    hand.owner.name,
                )
            if hole:
                self._say("deal", "Dealer's hole card is dealt face down.")
            else:
                self._say(
                    "deal",
                    "No hole card: the dealer takes a second card after the players "
                    f"({prof.cite('deal')}).",
                )
        if prof.super_match:
            self._settle_super_match()

    def _settle_super_match(self) -> None:
        """Super Match, decided at once on each box's first four cards (§3)."""
        sec = self.profile.cite("super_match")
        for p in self.players:
            if p.sitting_out:
                continue
            for box, stake in enumerate(p.super_match_stakes, start=1):
                if not stake:
                    continue
                four = [c for h in p.hands if h.box == box for c in h.cards[:2]]
                combination, pays = super_match_combination(four)
                returned = stake * (1 + pays) if combination != "none" else 0
                p.super_match.append(
                    {"box": box, "bet": stake, "combination": combination, "returned": returned}
                )
                p.chips += returned
                if self._log:
                    result = (
                        f"{combination}, pays {pays}:1 — {returned} returned"
                        if returned
                        else "no pair — the bet is lost"
                    )
                    self._say(
                        "super_match",
                        f"{p.name} box {box} Super Match on {format_cards(four)}: {result} ({sec}).",
                        p.name,
                    )

    def _after_deal(self) -> None:
        if self.phase is _P_SETTLED:
            return
        prof = self.profile
        up = self.dealer[0]
        if prof.insurance and up.is_ace:
            if prof.insurance_per_box:
                self._insurance_queue = [
                    (i, box)
                    for i, p in enumerate(self.players)
                    if not p.sitting_out
                    for box in range(1, p.boxes + 1)
                ]
            else:  # per position, asked box by box (one box at the named tables)
                self._insurance_queue = [
                    (i, box)
                    for i, p in enumerate(self.players)
                    if not p.sitting_out
                    for box in range(1, p.boxes + 1)
                ]
            self._not_insurable = {
                p.name
                for p in self.players
                if not p.sitting_out and p.chips < self._insurance_unit(p)
            }
            if self._log:
                for p in self.players:
                    if not p.sitting_out and p.chips < self._insurance_unit(p):
                        self._say(
                            "insurance",
                            f"{p.name} has no free chip for insurance and is not asked "
                            f"({prof.cite('insurance')}).",
                            p.name,
                        )
            if self._next_insurance():
                return
        self._peek()

    def _insurance_unit(self, player: Player) -> int:
        """The least insurance a player can buy: one chip, or a box's half (per box)."""
        return player.bet if self.profile.insurance_per_box else max(1, player.bet // 2)

    def _next_insurance(self) -> bool:
        """Move to the next player (or box) to be asked; False when everyone has answered."""
        while self._insurance_queue:
            i, box = self._insurance_queue.pop(0)
            player = self.players[i]
            if player.chips < self._insurance_unit(player) or (
                not self.profile.insurance_per_box and player.bet // 2 < 1
            ):
                continue  # cannot afford any insurance now: not asked (§1.5, §3)
            self.phase = _P_INSURANCE
            self._actor, self._box = i, box
            return True
        self._box = 1
        return False

    def _do_insure(self, act: Action) -> None:
        player = self.players[self._actor]
        if act.yes_no:
            amount = player.bet if act.amounts[0] else 0
            player.insurance[self._box - 1] = amount
            player.chips -= amount
            player.wagered += amount
            if self._log:
                self._say(
                    "insurance",
                    (
                        f"{player.name} insures box {self._box} for {amount}: pays 2:1 if the "
                        f"dealer has a natural ({self.profile.cite('insurance')})."
                        if amount
                        else f"{player.name} declines insurance on box {self._box}."
                    ),
                    player.name,
                )
            if not self._next_insurance():
                self._peek()
            return
        amounts = act.amounts
        first = (self._box - 1) * len(amounts)
        player.insurance[first : first + len(amounts)] = amounts
        total = sum(amounts)
        player.chips -= total
        player.wagered += total
        if self._log:
            box = f" on box {self._box}" if player.boxes > 1 else ""
            if total == 0:
                self._say("insurance", f"{player.name} declines insurance{box}.", player.name)
            else:
                box_hands = [h for h in player.hands if h.box == self._box]
                each = " and ".join(
                    f"{a} on {self._label(h)}"
                    for a, h in zip(amounts, box_hands, strict=False)
                    if a
                )
                self._say(
                    "insurance",
                    f"{player.name} insures {each}: pays 2:1 if the dealer has a natural "
                    f"({self.profile.cite('insurance')}).",
                    player.name,
                )
        if not self._next_insurance():
            self._peek()

    def _peek(self) -> None:
        prof = self.profile
        up = self.dealer[0]
        if dealer_peeks(prof, up):
            self.phase = _P_PEEK
            if self.dealer_natural:
                self.hole_revealed = True
                if self._log:
                    self._say(
                        "peek",
                        f"Dealer peeks under the {up}: {format_cards(self.dealer)} is a natural! "
                        f"The round ends at once ({prof.cite('peek')}).",
                    )
                self._settle_dealer_natural()
                return
            if self._log:
                self._say(
                    "peek",
                    f"Dealer peeks under the {up}: no natural. Play goes on"
                    + (
                        " and insurance is lost"
                        if any(sum(p.insurance) for p in self.players)
                        else ""
                    )
                    + f" ({prof.cite('peek')}).",
                )
        if prof.hole_card:  # the peek settled insurance; without a hole card it waits (§3)
            for p in self.players:
                if not p.sitting_out:
                    p.insurance_returned = 0
        self._actor = -1
        self._next_player()

    def _next_player(self) -> None:
        players = self.players
        i = self._actor + 1
        while i < len(players) and players[i].sitting_out:
            i += 1
        if i >= len(players):
            self._dealer_plays()
            return
        self._actor = i
        self._hand = 0
        self._start_box(1)

    def _start_box(self, box: int) -> None:
        """The turn of one box of the current player: keep/switch first (§1.7), then play."""
        self._box = box
        if self.profile.switch_allowed:
            self.phase = _P_SWITCH
            return
        self.phase = _P_PLAY
        self._prepare_hand()

    def _do_choice(self, switch: bool) -> None:
        player = self.players[self._actor]
        box = self._box
        box_hands = [h for h in player.hands if h.box == box and not h.split]
        player.choices[box] = "switch" if switch else "keep"
        if self._log:
            who = player.name if player.boxes == 1 else f"{player.name} (box {box})"
            sec = self.profile.cite("switch")
        if switch:
            h1, h2 = box_hands[0], box_hands[1]
            a, b = h1.cards[1], h2.cards[1]
            h1.cards[1], h2.cards[1] = b, a
            h1._recount()
            h2._recount()
            h1.switched = h2.switched = True
            if self._log:
                self._say(
                    "switch",
                    f"{who} switches the second cards {a} and {b}: hand 1 is now "
                    f"{format_cards(h1.cards)}, {h1.describe_total()}; hand 2 "
                    f"{format_cards(h2.cards)}, {h2.describe_total()} ({sec}).",
                    player.name,
                )
        elif self._log:
            self._say("keep", f"{who} keeps both hands as dealt ({sec}).", player.name)
        self.phase = _P_PLAY
        self._prepare_hand()

    def _prepare_hand(self) -> None:
        """Make the hand at (actor, hand) ready for a decision, or move on past finished ones."""
        player = self.players[self._actor]
        while self._hand < len(player.hands):
            hand = player.hands[self._hand]
            if hand.box != self._box:  # the next box's turn begins
                self._start_box(hand.box)
                return
            if not hand.finished:
                if len(hand.cards) == 1:  # a split hand's turn begins: its second card now
                    self._draw_to(hand, "its second card")
                elif hand.total == 21 and stops_at_21(self.profile, hand.soft, hand.natural):
                    hand.finished = True  # natural or switched 21: nothing to decide
                    if self._log:
                        self._say(
                            "stop21",
                            f"{self._label(hand)} has {_with_article(hand.describe_total())} and "
                            "stops drawing "
                            f"({self.profile.cite('play')}).",
                            player.name,
                        )
                if not hand.finished:
                    return
            self._hand += 1
        self._next_player()

    def _next_hand(self) -> None:
        self._prepare_hand()

    def _draw_to(self, hand: Hand, why: str) -> Card:
        card = self.shoe.draw()
        hand._add(card)
        total = hand.total
        log = self._log
        if hand._hard > 21:
            hand.finished = True
            hand.outcome = _O_LOSE
            hand.returned = 0
            hand._why = ("bust", total, 0)
            if log:
                self._say(
                    "bust",
                    f"{self._label(hand)} takes {why} {card}: {total}, bust — the hand loses "
                    f"its {hand.bet} at once ({self.profile.cite('cards')}).",
                    hand.owner.name,
                )
        elif total == 21 and (
            hand.doubled or hand.split_aces or stops_at_21(self.profile, hand.soft, False)
        ):
            hand.finished = True
            if log:
                self._say(
                    "draw",
                    f"{self._label(hand)} takes {why} {card}: 21 — the hand stops drawing "
                    f"({self.profile.cite('play')}).",
                    hand.owner.name,
                )
        elif total == 21:
            if log:
                self._say(
                    "draw",
                    f"{self._label(hand)} takes {why} {card}: soft 21 — at this table only a "
                    "natural and a hard 21 stop drawing, so this hand may still hit or stand "
                    f"({self.profile.cite('soft_21')}).",
                    hand.owner.name,
                )
        elif log:
            self._say(
                "draw",
                f"{self._label(hand)} takes {why} {card}: {hand.describe_total()}.",
                hand.owner.name,
            )
        return card

    def _do_hit(self, hand: Hand) -> None:
        self._draw_to(hand, "a card")

    def _do_double(self, hand: Hand) -> None:
        player = hand.owner
        player.chips -= hand.bet
        player.wagered += hand.bet
        hand.bet *= 2
        hand.doubled = True
        if self._log:
            self._say(
                "double",
                f"{self._label(hand)} doubles to {hand.bet} and takes exactly one card "
                f"({self.profile.cite('double')}).",
                player.name,
            )
        self._draw_to(hand, "one card")
        hand.finished = True

    def _do_split(self, hand: Hand) -> None:
        player = hand.owner
        prof = self.profile
        player.chips -= hand.bet
        player.wagered += hand.bet
        second = Hand(player, hand.box, hand.position, hand.bet, prof)
        second.switched = hand.switched
        moved = hand.cards.pop()
        hand._recount()
        second._add(moved)
        hand.split = second.split = True
        aces = hand.cards[0].is_ace
        index = player.hands.index(hand)
        player.hands.insert(index + 1, second)
        if self._log:
            self._say(
                "split",
                f"{player.name} splits {hand.cards[0]} {moved} into two hands, adding "
                f"{hand.bet} ({prof.cite('split')}).",
                player.name,
            )
        if aces:
            hand.split_aces = second.split_aces = True
            for h in (hand, second):
                self._draw_to(h, "its one card")
                h.finished = True
            if self._log:
                self._say(
                    "split_aces",
                    "Split aces take one card each and stand; a 21 here is ordinary "
                    f"({prof.cite('split_aces')}).",
                    player.name,
                )
        else:
            self._draw_to(hand, "its second card")

    def _do_surrender(self, hand: Hand) -> None:
        """Give the hand up; it is settled with the others (§4: late surrender returns
        its half only once the dealer's second card is known, and not against a natural)."""
        half = hand.bet // 2
        hand.finished = True
        hand.surrendered = True
        late = self.profile.late_surrender and not self.profile.hole_card
        hand._why = ("surrender_pending_late" if late else "surrender_pending", half, 0)
        if self._log:
            self._say(
                "surrender",
                f"{self._label(hand)} surrenders: {half} of {hand.bet} comes back at the end of "
                "the round"
                + (", unless the dealer's second card makes a natural" if late else "")
                + f" ({self.profile.cite('surrender')}).",
                hand.owner.name,
            )

    # ------------------------------------------------------------------ dealer and settlement

    def _dealer_plays(self) -> None:
        self.phase = _P_DEALER
        if self._auto_dealer:
            self._dealer_step(to_the_end=True)

    def dealer_step(self) -> None:
        """Play the dealer's next step when the round was made with ``auto_dealer=False``.

        The first step turns the hole card; each further step draws one card. When the dealer's
        hand is final the round is settled (phase SETTLED). Raises IllegalActionError outside
        the DEALER phase.
        """
        if self.phase is not _P_DEALER:
            reason = (
                self._reason_settled()
                if self.phase is _P_SETTLED
                else f"The dealer plays after every player has finished ({self.profile.cite('dealer')})"
            )
            raise IllegalActionError(
                f"'deal dealer' is not legal now (phase {self.phase.value}): {reason}",
                action="deal dealer",
                phase=self.phase.value,
                reason=reason,
            )
        self._dealer_step()

    def _dealer_must_draw(self) -> bool:
        return dealer_must_draw(self.profile, self.dealer)

    def _dealer_step(self, to_the_end: bool = False) -> None:
        prof = self.profile
        dealer = self.dealer
        log = self._log
        sec = prof.cite("dealer") if log else ""
        if not self.hole_revealed:
            self.hole_revealed = True
            if not prof.hole_card:  # no hole card: the second card comes now, always (§3, §4)
                card = self.shoe.draw()
                dealer.append(card)
                if log:
                    self._say(
                        "reveal",
                        f"Dealer takes a second card: {card} → {format_cards(dealer)} = "
                        f"{_describe(dealer)} ({prof.cite('deal')}).",
                    )
                if self.dealer_natural:
                    if log:
                        gives_up = (
                            "surrendered hands lose their whole bet (late surrender, "
                            f"{prof.cite('surrender')})"
                            if prof.surrender and prof.late_surrender
                            else "surrendered hands keep their half"
                            if prof.surrender
                            else ""
                        )
                        self._say(
                            "dealer_natural",
                            "Dealer natural: it takes every bet on the table, doubles and splits "
                            "included; only original naturals push"
                            + (f" and {gives_up}" if gives_up else "")
                            + f" ({prof.cite('dealer_natural')}).",
                        )
                    self._settle()
                    return
            elif log:
                self._say(
                    "reveal",
                    f"Dealer turns the hole card: {format_cards(dealer)} = {_describe(dealer)}.",
                )
            if not self.ordinary_hands_live():
                if log:
                    self._say(
                        "dealer_stops",
                        "Only busted hands and naturals are left: the dealer "
                        f"{'reveals' if prof.hole_card else 'stops'} and draws nothing more "
                        f"({sec}).",
                    )
                self._settle()
                return
            if not to_the_end and self._dealer_must_draw():
                return  # one step: the hole card is turned; the next step draws
        while self._dealer_must_draw():
            total, _ = hand_total(dealer)
            card = self.shoe.draw()
            dealer.append(card)
            if log:
                why = "soft 17" if total == 17 else f"{total}, under 17"
                self._say(
                    "dealer_draw", f"Dealer hits {why}: {card} → {_describe(dealer)} ({sec})."
                )
            if not to_the_end and self._dealer_must_draw():
                return
        if log:
            total, soft = hand_total(dealer)
            if total == 22 and prof.dealer_22_pushes:
                self._say(
                    "dealer_22",
                    "Dealer has 22: every live ordinary hand pushes, only naturals win "
                    f"({prof.cite('dealer_22')}).",
                )
            elif total > 21:
                self._say(
                    "dealer_bust",
                    f"Dealer busts with {total}: every live hand wins ({prof.cite('settlement')}).",
                )
            else:
                self._say(
                    "dealer_stands",
                    f"Dealer stands on {'soft' if soft else 'hard'} {total} ({sec}).",
                )
        self._settle()

    def _settle_dealer_natural(self) -> None:
        dealer_total = _total(self.dealer)
        for player in self.players:
            if player.sitting_out:
                continue
            for hand in player.hands:
                self._settle_hand(hand, dealer_total, True)
                hand.finished = True
            player.insurance_returned = 3 * sum(player.insurance)
        self.phase = _P_SETTLED
        self._finish()

    def _settle(self) -> None:
        dealer_total = _total(self.dealer)
        dealer_natural = self.dealer_natural
        for player in self.players:
            for hand in player.hands:
                if hand.outcome is None:  # bust and surrender are settled when they happen
                    self._settle_hand(hand, dealer_total, dealer_natural)
            if not player.sitting_out and (dealer_natural or not self.profile.hole_card):
                # without a hole card insurance is settled only now (§3)
                player.insurance_returned = 3 * sum(player.insurance) if dealer_natural else 0
        self.phase = _P_SETTLED
        self._finish()

    def _settle_hand(self, hand: Hand, dealer_total: int, dealer_natural: bool) -> None:
        outcome, returned, why = settle_hand(
            self.profile,
            total=hand.total,
            bet=hand.bet,
            natural=hand.natural,
            switched_21=hand.switched and len(hand.cards) == 2 and hand.total == 21,
            split_21=hand.split and len(hand.cards) == 2 and hand.total == 21,
            surrendered=hand.surrendered,
            dealer_total=dealer_total,
            dealer_natural=dealer_natural,
        )
        hand.outcome, hand.returned, hand._why = outcome, returned, why
        hand.owner.chips += returned

    def _finish(self) -> None:
        log = self._log
        for player in self.players:
            if player.sitting_out:
                continue
            player.chips += player.insurance_returned or 0
            if log:
                for hand in player.hands:
                    self._say(
                        "settle",
                        f"{self._label(hand)}: {hand.outcome.value if hand.outcome else '?'}, "
                        f"{hand.returned} returned. {hand.rule}.",
                        player.name,
                    )
                ins = sum(player.insurance)
                if ins:
                    self._say(
                        "insurance",
                        f"{player.name}'s insurance of {ins} "
                        + (
                            f"pays 2:1: {player.insurance_returned} returned"
                            if player.insurance_returned
                            else "is lost"
                        )
                        + f" ({self.profile.cite('insurance')}).",
                        player.name,
                    )
                returned = player.returned
                self._say(
                    "result",
                    f"{player.name} ends the round with {player.chips} chips "
                    f"(wagered {player.wagered}, returned {returned}).",
                    player.name,
                )

    # ------------------------------------------------------------------ the replay format

    def result(self) -> dict[str, Any]:
        """The round in the rules §5 result format (``complete`` or ``waiting``)."""
        over = self.phase is _P_SETTLED
        out: dict[str, Any] = {"status": "complete" if over else "waiting"}
        if self.hole_revealed or not self.dealer:
            out["dealer"] = {
                "cards": [str(c) for c in self.dealer],
                "total": _total(self.dealer),
                "natural": self.dealer_natural,
            }
        else:
            up = self.dealer[0]
            shown = [str(up), "??"]  # rules §5: the up card and "??", hole card or not
            out["dealer"] = {
                "cards": shown,
                "total": 11 if up.is_ace else up.points,
                "natural": False,
            }
        players = []
        boxes = self.profile.max_boxes > 1
        for p in self.players:
            entry: dict[str, Any] = {
                "name": p.name,
                "chips_before": p.chips_before,
                "chips_after": p.chips if over or p.sitting_out else None,
                "insurance": list(p.insurance),
                "insurance_returned": 0 if p.sitting_out else p.insurance_returned,
                "hands": [_hand_dict(h, boxes) for h in p.hands],
            }
            if self.profile.super_match:
                entry["super_match"] = [dict(sm) for sm in p.super_match]
            if p.sitting_out:
                entry["sitting_out"] = True
            players.append(entry)
        out["players"] = players
        if self.phase is _P_DEALER:  # only with auto_dealer=False: the dealer's turn
            out["to_act"] = {"player": None, "hand": None, "legal": ["deal dealer"]}
        elif not over:
            turn = self.to_act
            assert turn is not None
            out["to_act"] = {
                "player": turn.player,
                "hand": turn.hand,
                "legal": [str(a) for a in self.legal_actions()],
            }
            if boxes:  # rules §5: at online_switch to_act also names the box (from 1)
                out["to_act"]["box"] = turn.box
        return out

    def snapshot(self) -> tuple[Any, ...]:
        """Everything observable about the round, for comparing states (tests, undo checks)."""
        return (
            self.phase,
            self._actor,
            self._hand,
            tuple(self._insurance_queue),
            self.shoe.remaining,
            len(self.events),
            repr(self.result()),
            tuple((k, v) for k, v in self.unavailable().items()),
        )

    def __repr__(self) -> str:
        turn = self.to_act
        who = f", {turn.player} to act" if turn else ""
        return f"<Round {self.profile.name}: phase {self.phase.value}{who}>"


# ---------------------------------------------------------------------- helpers


#: Super Match pays by the best combination of a box's first four cards, by rank (§3).
SUPER_MATCH_PAYS = {"pair": 1, "two pairs": 8, "three of a kind": 5, "four of a kind": 40}


def super_match_combination(cards: Sequence[Card]) -> tuple[str, int]:
    """The Super Match combination of four cards, by rank, and its pay (x:1).

    >>> from bjswitch_widgets.cards import parse_cards
    >>> super_match_combination(parse_cards(["K♠", "K♦", "7♣", "7♥"]))
    ('two pairs', 8)
    >>> super_match_combination(parse_cards(["K♠", "Q♦", "7♣", "2♥"]))
    ('none', 0)
    """
    counts = sorted(Counter(c.rank for c in cards).values(), reverse=True)
    if counts[0] == 4:
        name = "four of a kind"
    elif counts[0] == 3:
        name = "three of a kind"
    elif counts[0] == 2 and len(counts) > 1 and counts[1] == 2:
        name = "two pairs"
    elif counts[0] == 2:
        name = "pair"
    else:
        return "none", 0
    return name, SUPER_MATCH_PAYS[name]


def _check_seat_rules(seats: list[Seat], prof: Profile) -> None:
    """Boxes, bet and Super Match only as the profile allows (§3)."""
    for seat in seats:
        if (
            isinstance(seat.boxes, bool)
            or not isinstance(seat.boxes, int)
            or not (0 <= seat.boxes <= prof.max_boxes)
        ):
            raise InvalidInputError(
                f"{seat.name!r}: boxes must be a whole number from 1 to {prof.max_boxes} at the "
                f"{prof.name!r} table (0: no bet this round), not {quote(seat.boxes)}"
            )
        if seat.bet is not None and (
            isinstance(seat.bet, bool)
            or not isinstance(seat.bet, int)
            or not prof.min_bet <= seat.bet <= prof.max_bet
        ):
            limits = (
                f"within {prof.min_bet}-{prof.max_bet}"
                if prof.min_bet < prof.max_bet
                else f"{prof.bet} (a fixed bet)"
            )
            raise InvalidInputError(
                f"{seat.name!r}: the bet per position at the {prof.name!r} table is {limits}, "
                f"not {quote(seat.bet)} ({prof.cite('bets')})"
            )
        if seat.super_match:
            bet = prof.bet if seat.bet is None else seat.bet
            if not prof.super_match:
                raise InvalidInputError(
                    f"{seat.name!r}: there is no Super Match at the {prof.name!r} table "
                    f"(only online_switch, {prof.cite('super_match')})"
                )
            if (
                isinstance(seat.super_match, bool)
                or not isinstance(seat.super_match, int)
                or not (0 <= seat.super_match <= bet)
            ):
                raise InvalidInputError(
                    f"{seat.name!r}: the Super Match bet is 0, or 1 up to the position bet {bet}, "
                    f"not {quote(seat.super_match)} ({prof.cite('super_match')})"
                )


_VALIDATED: dict[tuple[tuple[Seat, ...], int], Profile] = {}


def _validated(seats: tuple[Seat, ...], prof: Profile) -> None:
    """Check seats once per distinct table (sessions deal the same seats round after round)."""
    key = (seats, id(prof))
    if _VALIDATED.get(key) is prof:
        return
    _check_seats(list(seats), prof)
    _check_seat_rules(list(seats), prof)
    if len(_VALIDATED) > 1024:
        _VALIDATED.clear()
    _VALIDATED[key] = prof


def _check_seats(seats: list[Seat], prof: Profile) -> None:
    if not 1 <= len(seats) <= MAX_PLAYERS:
        raise InvalidInputError(
            f"a table seats 1 to {MAX_PLAYERS} players, not {len(seats)} ({prof.cite('seats')})"
        )
    seen: set[str] = set()
    for seat in seats:
        check_name(seat.name)
        if seat.name in seen:
            raise InvalidInputError(f"duplicate player name {seat.name!r}: names must be unique")
        seen.add(seat.name)
        if isinstance(seat.chips, bool) or not isinstance(seat.chips, int) or seat.chips < 0:
            raise InvalidInputError(
                f"{seat.name!r}: chips must be a whole number ≥ 0, not {quote(seat.chips)}"
            )


def _total(cards: Sequence[Card]) -> int:
    return hand_total(cards)[0]


def _describe(cards: Sequence[Card]) -> str:
    """The dealer's hand in the log's words: as :func:`describe_cards`, a bust as its number."""
    total, _ = hand_total(cards)
    return str(total) if total > 21 else describe_cards(cards)


def _with_article(words: str) -> str:
    """``'a natural'``; totals need no article (``'hard 17'``, ``'21 (switched …)'``)."""
    return "a natural" if words == "natural" else words


def _value_word(card: Card) -> str:
    return "1 or 11" if card.is_ace else str(card.points)


def _hand_dict(hand: Hand, boxes: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {"box": hand.box} if boxes else {}
    return out | {
        "position": hand.position,
        "cards": [str(c) for c in hand.cards],
        "total": hand.total,
        "natural": hand.natural,
        "switched": hand.switched,
        "doubled": hand.doubled,
        "bet": hand.bet,
        "outcome": hand.outcome.value if hand.outcome is not None else None,
        "returned": hand.returned,
    }
