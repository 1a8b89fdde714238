"""One round at the table, as a checked state machine with history and undo (§1.3–§1.10, §2–§4).

A :class:`Round` deals at once and then waits for the decision at hand. It always knows its
:attr:`~Round.phase`, whose turn it is (:attr:`~Round.to_act`), which actions are legal
(:meth:`~Round.legal_actions`) and, for every other action, why not (:meth:`~Round.unavailable`).
:meth:`~Round.apply` is checked and atomic: an illegal action raises
:class:`~bjswitch_widgets.errors.IllegalActionError` and changes nothing. Every decision is kept
in :attr:`~Round.history`; :meth:`~Round.undo` takes the last one back with everything that
followed it. With a log, every step is recorded in :attr:`~Round.events` with a one-line
explanation.

``Round`` is the facade over :mod:`bjswitch_widgets.engine`: the state
(:mod:`~bjswitch_widgets.engine.state`), what is legal (:mod:`~bjswitch_widgets.engine.legality`),
the transitions (:mod:`~bjswitch_widgets.engine.flow`), the words
(:mod:`~bjswitch_widgets.engine.narration`) and the result format
(:mod:`~bjswitch_widgets.engine.serialize`).

The worked example of §1.12:

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

Take back the stand and the double: the same cards come again.

>>> str(r.undo()), str(r.undo()), [str(a) for a in r.history]
('stand', 'double', ['switch'])
>>> r.apply("hit"); r.players[0].hands[0].cards[-1]
Card.parse('K♦')

What was played so far, as a scenario (rules §5) that replays to this very round:

>>> r.scenario()
{'profile': 'switch', 'players': ['Ann'], 'cards': ['5♠', '10♣', '9♣', '10♥', '6♥', '7♦', 'K♦'], 'actions': ['switch', 'hit']}
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Sequence
from typing import Any

from .arguments import check_flag, check_list, check_seed
from .cards import Card, Shoe, card_list, is_natural_pair
from .engine import flow, legality
from .engine.actions import (
    Action,
    ActionKind,
    Event,
    EventKind,
    Phase,
    Reason,
    Turn,
    Why,
)
from .engine.flow import apply as _apply
from .engine.legality import reason as _reason_of
from .engine.narration import explain
from .engine.serialize import profile_name, result, seat_entry
from .engine.state import Hand, Player, RoundState
from .errors import IllegalActionError, InvalidInputError, quote
from .language import gettext as _
from .language import ngettext, pgettext
from .rules import (
    Outcome,
    Profile,
    Seat,
    check_seats,
    dealer_peeks,
    get_profile,
    seat_of,
)
from .words import after_colon

#: What a Round's user meets in its API, besides Round: the values it takes and hands out.
__all__ = [
    "Action",
    "ActionKind",
    "Event",
    "EventKind",
    "Hand",
    "Outcome",
    "Phase",
    "Player",
    "Reason",
    "Round",
    "Seat",
    "Turn",
    "Why",
]


class Round(RoundState):
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
        Seed of the shuffle of the rest of the shoe (default 0): a whole number, or None for a
        fresh shuffle (never a bool, a float or text). Ignored when ``shoe`` is given.
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
        prof = get_profile(profile)
        seats = seats_of(players)
        _validated(seats, prof)
        seed = check_seed(seed)
        log, auto_dealer = check_flag(log, "log"), check_flag(auto_dealer, "auto_dealer")
        stacked = card_list(cards, "cards", most=52 * prof.decks)
        if shoe is None:
            shoe = Shoe(prof.decks, rng=random.Random(seed))
        elif not isinstance(shoe, Shoe):
            raise InvalidInputError(
                _("shoe must be a Shoe (or None), not {value}").format(value=quote(shoe))
            )
        elif shoe.decks != prof.decks:
            raise InvalidInputError(
                ngettext(
                    "profile {name} deals from {decks} deck, not from a {n}-deck shoe",
                    "profile {name} deals from {decks} decks, not from a {n}-deck shoe",
                    prof.decks,
                ).format(name=repr(prof.name), decks=prof.decks, n=shoe.decks)
            )
        shoe.shuffle()
        if stacked:
            shoe.stack(stacked, section=prof.cite("cards"))
        super().__init__(prof, shoe, log=log, auto_dealer=auto_dealer)
        self._seats = seats
        self._shoe_start = shoe.dealt
        self._pinned = len(stacked)  # the stacked cards: every undo deals them again, in order
        self._closed = ""  # why no decision may be taken back any more (:meth:`close`)
        #: Every decision applied so far, in order (:meth:`undo` takes the last one back).
        self.history: list[Action] = []
        flow.start(self, seats)
        self._deal_size = len(self.cards_drawn)  # the hole card, if any, is the deal's last

    # ------------------------------------------------------------------ what is legal

    def legal_actions(self) -> list[Action]:
        """Every action that :meth:`apply` accepts now, in a stable order.

        Play decisions come in the order hit, stand, double, split, surrender; insurance choices
        in ascending order (``insure 0 0``, ``insure 0 1``, …).
        """
        return legality.legal_actions(self)

    def is_legal(self, action: Action | str) -> bool:
        act = action if type(action) is Action else Action.parse(action)
        return _reason_of(self, act) is None

    def reason(self, action: Action | str) -> Reason | None:
        """None if ``action`` is legal now, else why not as a typed :class:`Reason`."""
        return legality.reason(self, Action.parse(action))

    def why_not(self, action: Action | str) -> str | None:
        """None if ``action`` is legal now, else the reason in a learner's words (with §)."""
        why = legality.reason(self, Action.parse(action))
        return None if why is None else explain(why, self.profile)

    def unavailable(self) -> dict[ActionKind, str]:
        """For every kind of action not legal now, why not (learner's words, with §)."""
        prof = self.profile
        return {k: explain(why, prof) for k, why in legality.unavailable(self).items()}

    # ------------------------------------------------------------------ acting

    def apply(self, action: Action | str) -> None:
        """Make the decision at hand; raise IllegalActionError (state unchanged) if not legal."""
        act = action if type(action) is Action else Action.parse(action)
        why = _reason_of(self, act)
        if why is not None:
            raise self._illegal(str(act), explain(why, self.profile))
        self.history.append(act)
        _apply(self, act)

    def dealer_step(self) -> None:
        """Play the dealer's next step when the round was made with ``auto_dealer=False``.

        The first step turns the hole card; each further step draws one card. When the dealer's
        hand is final the round is settled (phase SETTLED). Raises IllegalActionError outside
        the DEALER phase.
        """
        why = legality.dealer_step_reason(self)
        if why is not None:
            reason = explain(why, self.profile)
            raise IllegalActionError(
                _("'deal dealer' is not legal now (phase {phase}): {reason}").format(
                    phase=phase_word(self.phase), reason=after_colon(reason)
                ),
                action="deal dealer",
                phase=self.phase.value,
                reason=reason,
            )
        flow.dealer_step(self)

    def undo(self, *, reshuffle: bool = False) -> Action:
        """Take back the last decision, with everything that followed it by itself (chips back
        in front of the players, the dealer's draws undone), and return it.

        By default the round is then exactly as it was before that decision, and the cards
        drawn after it go back on the shoe in order: the same cards come again. With
        ``reshuffle=True`` (the table's undo at free play) the decision is taken back but not
        the knowledge: the cards first shown after it (the draws, the hole card, the dealer's
        draws) go back among the unseen cards and those are reshuffled, while every card shown
        before it stays and the stacked ``cards`` come again in order. A new hole card honours
        the peek made before the decision (§1.6): it never completes a natural the peek ruled out.

        Raises IllegalActionError when no decision has been made yet, or the round is closed.
        """
        reshuffle = check_flag(reshuffle, "reshuffle")
        if self._closed:
            raise self._illegal("undo", self._closed)
        if not self.history:
            raise self._illegal(
                "undo",
                _("No decision has been made in this round yet, so there is none to take back"),
            )
        decisions, last = self.history[:-1], self.history[-1]
        self._replay(decisions)
        if reshuffle:
            self._forget_unseen()
            self._replay(decisions)
        return last

    def copy(self, *, share_shoe: bool = False, log: bool | None = None) -> Round:
        """A copy to play on, this round untouched (python-chess's ``Board.copy``): the same
        state, history and undo, and a shoe of its own in the same order, so the same cards come
        next. ``share_shoe=True``: the copy deals from this round's shoe (a look ahead, whose
        cards go back with :meth:`Shoe.undraw`); ``log``: whether the copy keeps a log (by
        default as this round; ``False`` starts it with no events).

        >>> r = Round("switch", ["Ann"], cards=["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦"])
        >>> ahead = r.copy()
        >>> ahead.apply("switch"); ahead.apply("hit")
        >>> [str(c) for c in ahead.cards_drawn][-1], r.history
        ('K♦', [])
        """
        share_shoe = check_flag(share_shoe, "share_shoe")
        memo: dict[int, Any] = {id(self.profile): self.profile}
        if share_shoe:
            memo[id(self.shoe)] = self.shoe
        if log is not None and not check_flag(log, "log"):
            memo[id(self.events)] = []
        twin = copy.deepcopy(self, memo)
        twin.log = self.log if log is None else log
        return twin

    def close(self, reason: str) -> None:
        """Refuse every later :meth:`undo`, saying ``reason`` (a session closes a round once its
        chips are carried on into the next one, or its standings are final)."""
        self._closed = str(reason) or _("This round is closed")

    def _replay(self, decisions: list[Action]) -> None:
        """Deal the round again from its first card and apply ``decisions``: the cards on top
        of the shoe (put back in the order dealt) come again."""
        self.shoe.undraw(self.shoe.dealt - self._shoe_start)
        self.clear()
        self.history = []
        flow.start(self, self._seats)
        for act in decisions:
            self.history.append(act)
            flow.apply(self, act)

    def _forget_unseen(self) -> None:
        """Put back the cards not shown so far (the round is just before the undone decision):
        those drawn are kept in order, but for a face-down hole card, and the stacked ones."""
        prof, seen = self.profile, len(self.cards_drawn)
        hole = self._deal_size - 1
        face_down = prof.hole_card and not self.hole_revealed and self._pinned <= hole < seen
        up = self.dealer[0] if self.dealer else None
        peeked = up is not None and dealer_peeks(prof, up) and self.phase is not Phase.INSURANCE
        self.shoe.undraw(self.shoe.dealt - self._shoe_start)
        self.shoe.forget(
            max(seen, self._pinned),
            hole if face_down else None,
            (lambda card: not is_natural_pair([up, card])) if peeked and up else bool,
        )

    # ------------------------------------------------------------------ the round as a scenario

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats as this round was dealt: names, chips before the round, boxes and bets."""
        return self._seats

    def cards_to_replay(self) -> list[Card]:
        """The cards a replay of this round is dealt (rules §5.1): :attr:`cards_drawn`, every card
        taken from the shoe so far in the order taken.

        In the DEALER phase of a round played step by step (``auto_dealer=False``) a replay plays
        the dealer out at once, so the cards the dealer is still to draw come too: they are drawn
        on a copy of the round and put back on top of the shoe, where the dealer draws exactly
        them (the shoe deals on as it would have).
        """
        if self.phase is not Phase.DEALER:
            return list(self.cards_drawn)
        ahead = self.copy(share_shoe=True, log=False)
        flow.dealer_step(ahead, to_the_end=True)
        self.shoe.undraw(len(ahead.cards_drawn) - len(self.cards_drawn))
        return ahead.cards_drawn

    def scenario(self) -> dict[str, Any]:
        """The round so far as a one-round scenario (rules §5.1) that replays to it:
        ``replay(r.scenario()) == r.result()``.

        ``players`` are the seats as dealt (a name alone where nothing differs from the table's
        defaults), ``cards`` every card the round has taken from the shoe in the order taken
        (the deal of §1.3 with the hole card, the players' draws, the dealer's) and ``actions``
        every decision so far (:attr:`history`). Cards not taken yet are left to the replay's
        seed. In the DEALER phase (``auto_dealer=False``) the replay plays the dealer out: see
        :meth:`cards_to_replay`. Raises ScenarioError for a table a scenario cannot name (a
        profile changed in Python, a seat with no box).
        """
        prof = self.profile
        return {
            "profile": profile_name(prof),
            "players": [seat_entry(seat, prof) for seat in self._seats],
            "cards": [str(c) for c in self.cards_to_replay()],
            "actions": [str(a) for a in self.history],
        }

    def _illegal(self, action: str, reason: str) -> IllegalActionError:
        who = self.to_act
        if who is None:
            text = _("{action} is not legal now (phase {phase}): {reason}")
        elif who.hand:
            text = _(
                "{action} is not legal now (phase {phase}, {player} hand {hand} to act): {reason}"
            )
        else:
            text = _("{action} is not legal now (phase {phase}, {player} to act): {reason}")
        return IllegalActionError(
            text.format(
                action=repr(action),
                phase=phase_word(self.phase),
                player=who.player if who else "",
                hand=who.hand if who else "",
                reason=after_colon(reason),
            ),
            action=action,
            phase=self.phase.value,
            reason=reason,
        )

    # ------------------------------------------------------------------ the replay format

    def result(self) -> dict[str, Any]:
        """The round in the rules §5 result format (``complete`` or ``waiting``)."""
        return result(self)

    def snapshot(self) -> tuple[Any, ...]:
        """Everything observable about the round, for comparing states (tests, undo checks)."""
        return (
            self.phase,
            self.cursor if self.phase in (Phase.INSURANCE, Phase.SWITCH, Phase.PLAY) else None,
            tuple(self.insurance_queue),
            self.shoe.remaining,
            tuple(self.cards_drawn),
            len(self.events),
            repr(self.result()),
            tuple(self.unavailable().items()),
        )

    def __repr__(self) -> str:
        turn = self.to_act
        who = f", {turn.player} to act" if turn else ""
        return f"<Round {self.profile.name}: phase {self.phase.value}{who}>"


def phase_word(phase: Phase) -> str:
    """The phase in the learner's words (``'switch'``; its value stays the data of the
    result format and of :attr:`IllegalActionError.phase`)."""
    if phase is Phase.DEAL:
        return pgettext("phase", "deal")
    if phase is Phase.INSURANCE:
        return pgettext("phase", "insurance")
    if phase is Phase.PEEK:
        return pgettext("phase", "peek")
    if phase is Phase.SWITCH:
        return pgettext("phase", "switch")
    if phase is Phase.PLAY:
        return pgettext("phase", "play")
    if phase is Phase.DEALER:
        return pgettext("phase", "dealer")
    return pgettext("phase", "settled")


def seats_of(players: object) -> tuple[Seat, ...]:
    """The seats of a table from its ``players``: a list of names, ``(name, chips)`` pairs or
    :class:`Seat` values (checked against the profile by ``check_seats``)."""
    given = check_list(players, "players", most=100, what="names or seats")
    return tuple([p if type(p) is Seat else seat_of(p) for p in given])


_VALIDATED: dict[tuple[tuple[Seat, ...], int], Profile] = {}


def _validated(seats: tuple[Seat, ...], prof: Profile) -> None:
    """Check seats once per distinct table (sessions deal the same seats round after round)."""
    key = (seats, id(prof))
    try:
        known = _VALIDATED.get(key) is prof
    except TypeError:  # a seat of unhashable values: check_seats names it
        known = False
    if known:
        return
    check_seats(seats, prof)
    if len(_VALIDATED) > 1024:
        _VALIDATED.clear()
    _VALIDATED[key] = prof
