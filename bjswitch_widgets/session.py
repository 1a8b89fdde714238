"""The teaching session: several rounds, chips carried over, standings (§1.11).

>>> s = Session(["Ann", "Ben"], seed=1)
>>> s.rounds
10
>>> r = s.start_round(cards=["5♠", "10♣", "K♠", "A♥", "9♣", "10♥", "6♥", "Q♠", "J♦", "7♦"])
>>> r.to_act.player, r.phase.value
('Ann', 'switch')
>>> s.scenario()["rounds"][0]["cards"][:3], s.scenario()["rounds"][0]["actions"]
(['5♠', '10♣', 'K♠'], [])
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .arguments import check_flag, check_seed, grouped
from .cards import Card, Shoe
from .engine.actions import Action
from .engine.serialize import profile_name, seat_entry
from .errors import InvalidInputError, ScenarioError, quote
from .language import gettext as _
from .language import ngettext
from .round import Round, seats_of
from .rules import Profile, Seat, check_seats, get_profile
from .rules.profiles import MAX_COUNT

__all__ = ["Session", "Standing", "rank_standings"]


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the final table: profit = chips − starting chips; equal profits share a place."""

    name: str
    chips: int
    profit: int
    place: int


def rank_standings(rows: Sequence[tuple[str, int, int]]) -> list[Standing]:
    """Rank ``(name, chips, starting_chips)`` rows by profit; ties share a place (1, 1, 3).

    Ties keep seat order (the order of ``rows``).

    >>> [(s.name, s.place) for s in rank_standings([("A", 90, 100), ("B", 110, 100), ("C", 110, 100)])]
    [('B', 1), ('C', 1), ('A', 3)]
    """
    profits = [(name, chips, chips - start) for name, chips, start in rows]
    ordered = sorted(range(len(profits)), key=lambda i: -profits[i][2])
    out = []
    for i in ordered:
        name, chips, profit = profits[i]
        place = 1 + sum(1 for _, _, p in profits if p > profit)
        out.append(Standing(name, chips, profit, place))
    return out


class Session:
    """A run of rounds at one table (§1.11).

    Chips carry from round to round; the whole shoe is shuffled before every round; a player who
    cannot cover the mandatory bets stops taking part. The session's ``seed`` (a whole number,
    or None for fresh shuffles) drives every shuffle; :meth:`start_round` can stack cards or
    give one round a seed of its own.
    """

    def __init__(
        self,
        players: Sequence[str | Seat | tuple[str, int]] = ("Player",),
        profile: str | Profile = "switch",
        *,
        rounds: int | None = None,
        seed: int | None = None,
        log: bool = True,
        auto_dealer: bool = True,
    ) -> None:
        self.profile = prof = get_profile(profile)
        seats = list(seats_of(players))
        check_seats(seats, prof)
        seed = check_seed(seed)
        log, auto_dealer = check_flag(log, "log"), check_flag(auto_dealer, "auto_dealer")
        n = prof.rounds if rounds is None else rounds
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_COUNT:
            raise InvalidInputError(
                _("a session has a whole number of rounds from 1 to {most}, not {value}").format(
                    most=grouped(MAX_COUNT), value=quote(n)
                )
            )
        self.rounds = n
        self.seats = seats
        self.starting_chips = {s.name: s.chips for s in seats}
        self.chips = dict(self.starting_chips)
        self._log = log
        self._auto_dealer = auto_dealer
        self._rng = random.Random(seed)
        self._shoe = Shoe(prof.decks, rng=self._rng)
        self.history: list[Round] = []

    @property
    def current(self) -> Round | None:
        """The round being played (or the last one), None before the first."""
        return self.history[-1] if self.history else None

    @property
    def rounds_played(self) -> int:
        return len(self.history)

    @property
    def is_over(self) -> bool:
        """All rounds are played, or nobody can cover the mandatory bets any more."""
        cur = self.current
        if cur is not None and not cur.is_over:
            return False
        if self.rounds_played >= self.rounds:
            return True
        prof = self.profile  # the least anyone can bet: one box at the table minimum
        return all(self.chips[s.name] < prof.min_bet * prof.positions_per_box for s in self.seats)

    def start_round(
        self,
        cards: Iterable[str | Card] = (),
        seed: int | None = None,
        bets: dict[str, tuple[int, int, int]] | None = None,
    ) -> Round:
        """Shuffle the whole shoe and deal the next round (optionally with stacked ``cards``).

        ``bets`` sets this round's (boxes, bet per position, Super Match per box) for some
        players where the profile lets players choose (``online_switch``); boxes 0 means no bet
        this round. A name not at the table, or bets that are not three whole numbers, raise
        InvalidInputError (the table's limits are checked as the round is dealt).
        """
        cur = self.current
        if cur is not None and not cur.is_over:
            raise InvalidInputError(
                _("round {k} is not over yet: finish it before the next one").format(
                    k=self.rounds_played
                )
            )
        if self.rounds_played >= self.rounds:
            raise InvalidInputError(
                _("the session's {n} rounds are all played").format(n=self.rounds)
            )
        seed = check_seed(seed)
        chosen = self._bets(bets)
        shoe = self._shoe if seed is None else Shoe(self.profile.decks, rng=random.Random(seed))
        seats = []
        for s in self.seats:
            boxes, bet, side = chosen.get(s.name, (s.boxes, s.bet, s.super_match))
            seats.append(Seat(s.name, self.chips[s.name], boxes, bet, side))
        rnd = Round(
            self.profile,
            seats,
            cards=cards,
            shoe=shoe,
            log=self._log,
            auto_dealer=self._auto_dealer,
        )
        self.history.append(rnd)
        if cur is not None:  # dealt: the last round's chips are carried on
            cur.close(
                _(
                    "Round {k} is booked and the next one is dealt: its chips carried on, so it "
                    "can no longer be played again ({sec})"
                ).format(k=self.rounds_played - 1, sec=self.profile.cite("session"))
            )
        if rnd.is_over:
            self._book(rnd)
        return rnd

    def _bets(self, bets: object) -> dict[str, tuple[int, int, int]]:
        """``start_round``'s ``bets``, their shape checked: seated names, each to three whole
        numbers (the round checks them against the table's limits)."""
        if bets is None:
            return {}
        if not isinstance(bets, Mapping):
            raise InvalidInputError(
                _("bets must be a dict of name → (boxes, bet, Super Match), not {value}").format(
                    value=quote(bets)
                )
            )
        names = {s.name for s in self.seats}
        out: dict[str, tuple[int, int, int]] = {}
        for name, chosen in bets.items():
            if not isinstance(name, str) or name not in names:
                raise InvalidInputError(
                    _("bets: no player {name} at this table").format(name=quote(name))
                )
            if (
                not isinstance(chosen, (tuple, list))
                or len(chosen) != 3
                or not all(isinstance(x, int) and not isinstance(x, bool) for x in chosen)
            ):
                raise InvalidInputError(
                    _(
                        "bets for {name}: (boxes, bet per position, Super Match per box), three "
                        "whole numbers, not {value}"
                    ).format(name=repr(name), value=quote(chosen))
                )
            out[name] = (chosen[0], chosen[1], chosen[2])
        return out

    def dealer_step(self) -> Round:
        """Play the dealer's next step in the current round (sessions with auto_dealer=False)."""
        cur = self._playing()
        cur.dealer_step()
        if cur.is_over:
            self._book(cur)
        return cur

    def apply(self, action: str | Action) -> Round:
        """Apply a decision to the current round and, once it is over, book its chips; returns
        that round. Every decision of a session goes through here (or :meth:`dealer_step`)."""
        cur = self._playing()
        cur.apply(action)
        if cur.is_over:
            self._book(cur)
        return cur

    def undo(self, *, reshuffle: bool = False) -> Action:
        """Take back the current round's last decision (see :meth:`Round.undo`, and its
        ``reshuffle``): its chips are booked again as they were before the round was settled.

        A session of several rounds is scored: once it is over its standings are final and undo
        raises IllegalActionError (:attr:`standings_final`). A one-round session is practice
        (the table's undo after the round): it may still take its decisions back."""
        cur = self._playing()
        undone = cur.undo(reshuffle=reshuffle)  # a closed round refuses (see _book)
        for player in cur.players:
            self.chips[player.name] = player.chips_before
        return undone

    @property
    def standings_final(self) -> bool:
        """The session is over and scored (several rounds): nothing changes its standings."""
        return self.rounds > 1 and self.is_over

    def _playing(self) -> Round:
        cur = self.current
        if cur is None:
            raise InvalidInputError(_("no round has been dealt yet: call start_round() first"))
        return cur

    def _book(self, rnd: Round) -> None:
        for player in rnd.players:
            self.chips[player.name] = player.chips
        if self.standings_final:
            rnd.close(
                _(
                    "The session is over and its standings are final: nothing changes them now "
                    "({sec})"
                ).format(sec=self.profile.cite("session"))
            )

    def result(self) -> dict[str, Any]:
        """The session so far in the rules §5 session format (rounds, standings, to_act)."""
        rounds = [rnd.result() for rnd in self.history]
        out: dict[str, Any] = {
            "status": "complete",
            "rounds": rounds,
            "standings": [
                {"name": s.name, "chips": s.chips, "profit": s.profit, "place": s.place}
                for s in self.standings()
            ],
        }
        if rounds and rounds[-1]["status"] == "waiting":
            out["status"] = "waiting"
            out["to_act"] = {"round": len(rounds), **rounds[-1]["to_act"]}
        return out

    def scenario(self) -> dict[str, Any]:
        """The rounds dealt so far as a session scenario (rules §5.5) that replays to this
        session: ``replay(s.scenario()) == s.result()``.

        ``players`` carry their starting chips (chips carry from round to round in the replay
        too) and the bets they played; each round its own ``cards`` and ``actions``, as
        :meth:`Round.scenario` records them. Raises ScenarioError before the first round, and
        for bets changed between rounds (``start_round(bets=...)``): a scenario seats each
        player with one set of bets for the whole session.
        """
        if not self.history:
            raise ScenarioError(_("no round has been dealt yet, so there is nothing to record"))
        prof = self.profile
        players = []
        for start in self.seats:
            played = [
                (k, seat)
                for k, r in enumerate(self.history, 1)
                for seat in r.seats
                if seat.name == start.name
            ]
            _k, first = played[0]
            bets = _bets(first, prof)
            for k, seat in played:
                if _bets(seat, prof) != bets:
                    raise ScenarioError(
                        _(
                            "{name} bets {bets} in round {k}, not {first} as in round 1: a "
                            "scenario seats each player with the same bets for the whole session "
                            "(rules §5.5), so it cannot record this one"
                        ).format(
                            name=repr(start.name),
                            bets=_bets_text(seat, prof),
                            k=k,
                            first=_bets_text(first, prof),
                        )
                    )
            seated = Seat(start.name, start.chips, first.boxes, first.bet, first.super_match)
            players.append(seat_entry(seated, prof))
        rounds = [
            {"cards": [str(c) for c in r.cards_to_replay()], "actions": [str(a) for a in r.history]}
            for r in self.history
        ]
        return {"profile": profile_name(prof), "players": players, "rounds": rounds}

    def standings(self) -> list[Standing]:
        """Players ranked by profit so far; equal profits share a place, ties in seat order."""
        return rank_standings([(s.name, self.chips[s.name], s.chips) for s in self.seats])


def _bets(seat: Seat, prof: Profile) -> tuple[int, int, int]:
    """A seat's (boxes, bet per position, Super Match per box), the profile's bet for none."""
    return seat.boxes, prof.bet if seat.bet is None else seat.bet, seat.super_match


def _bets_text(seat: Seat, prof: Profile) -> str:
    """``'2 boxes, 5 on each position, Super Match 1'``: a seat's bets in words."""
    boxes, bet, side = _bets(seat, prof)
    if side:
        text = ngettext(
            "{boxes} box, {bet} on each position, Super Match {side}",
            "{boxes} boxes, {bet} on each position, Super Match {side}",
            boxes,
        )
    else:
        text = ngettext(
            "{boxes} box, {bet} on each position", "{boxes} boxes, {bet} on each position", boxes
        )
    return text.format(boxes=boxes, bet=bet, side=side)
