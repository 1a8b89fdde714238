"""Fast simulation of full rounds: the mean result, its standard error, rounds per second.

Two ways to play, one set of rules:

* ``engine=True`` plays every round through :class:`~bjswitch_widgets.round.Round` in its lean
  mode (no event text) — the reference, slower.
* The default fast path (:func:`play_fast_round`) plays one seat on integer card values with the
  same :class:`~bjswitch_widgets.strategy.basic.BasicStrategy` decisions. The tests replay tens
  of thousands of stacked rounds through both and require identical results, so the rules here
  cannot drift from the engine's.

Work is split in chunks over ``workers`` processes, or over any ``executor`` (a process pool, a
cluster's); each chunk has its own seed derived from ``seed``, so the result does not depend on
where chunks ran. Where there are no processes (in the browser under Pyodide/JupyterLite, or a
Python built without ``_multiprocessing``) the same chunks run one after the other, with the
same seeds and the same result (see :func:`_process_pool`). In a notebook a progress bar shows;
an interrupt (Ctrl-C, the stop button) stops cleanly and returns what was played.
"""

from __future__ import annotations

import functools
import math
import random
import signal
import sys
import time
from collections.abc import Callable, Generator
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..arguments import check_flag
from ..cards import best_total, is_natural_values
from ..language import ngettext, number
from ..rules import Profile, dealer_hits, get_profile, peeks, settle_hand, stops_at_21
from .basic import BasicStrategy, strategy_for
from .plots import grouped
from .sim_checks import MAX_ROUNDS, checked_arguments, checked_chunk, checked_future
from .sim_progress import NO_PROCESSES as _NO_PROCESSES
from .sim_progress import in_notebook as _in_notebook
from .sim_progress import per_second as _per_second
from .sim_progress import progress_bar as _progress_bar

if TYPE_CHECKING:
    from multiprocessing.pool import Pool

__all__ = ["MAX_ROUNDS", "Simulation", "play_fast_round", "simulate"]

_CHUNK = 20_000


@dataclass(frozen=True)
class Simulation:
    """The outcome of :func:`simulate`.

    ``mean`` is the mean net result per round in units of the round's initial wager (all
    mandatory bets): negative means the house wins; compare ``-mean`` with
    :func:`~bjswitch_widgets.strategy.ev.house_edge`.
    """

    profile: str
    strategy: str
    rounds: int
    mean: float
    stderr: float
    rounds_per_second: float
    interrupted: bool = False
    #: The running mean after each chunk of rounds, in play order: (rounds so far, mean).
    trace: tuple[tuple[int, float], ...] = ()

    @property
    def house_edge(self) -> float:
        """The estimated house edge, ``-mean``."""
        return -self.mean

    def __str__(self) -> str:
        """The result in a line, in the current language."""
        if self.interrupted:
            text = ngettext(
                "{n} {profile} round (interrupted): mean {mean} ± {stderr} per unit wagered "
                "(house edge {edge}), {rate} rounds/s",
                "{n} {profile} rounds (interrupted): mean {mean} ± {stderr} per unit wagered "
                "(house edge {edge}), {rate} rounds/s",
                self.rounds,
            )
        else:
            text = ngettext(
                "{n} {profile} round: mean {mean} ± {stderr} per unit wagered (house edge "
                "{edge}), {rate} rounds/s",
                "{n} {profile} rounds: mean {mean} ± {stderr} per unit wagered (house edge "
                "{edge}), {rate} rounds/s",
                self.rounds,
            )
        return text.format(
            n=grouped(f"{self.rounds:,}"),
            profile=self.profile,
            mean=number(f"{self.mean:+.5f}"),
            stderr=number(f"{self.stderr:.5f}"),
            edge=number(f"{self.house_edge:.3%}"),
            rate=grouped(f"{self.rounds_per_second:,.0f}"),
        )


def play_fast_round(draw: Callable[[], int], strat: BasicStrategy, prof: Profile) -> int:
    """One round for one seat on card values (ace = 1); returns the net chips.

    Deals in the §1.3 order, peeks (§1.6), chooses keep or switch (§1.7), plays each position
    (splits to the profile's limit, split aces one card each, double after split; §1.8), then
    the dealer (§1.9) and the settlement (§1.10; §2 for classic). Insurance is never taken.
    """
    return _fast_round(draw, _rules_of(prof), _plays_of(strat, prof))


@dataclass(frozen=True)
class _Rules:
    """The profile's rules as flat lookup tables for the inner loop, every entry computed by the
    one definition in :mod:`bjswitch_widgets.rules` (nothing decided here)."""

    bet: int
    two: bool
    switch: bool
    max_hands: int
    das: bool
    surrender: bool
    hole: bool
    #: peek_natural[up * 11 + hole]: the dealer peeks (rules.peeks) and finds a natural.
    peek_natural: tuple[bool, ...]
    #: hits[hard * 2 + ace]: the dealer draws on this hand (rules.dealer_hits).
    hits: tuple[bool, ...]
    #: stops21[ace]: a 21 with an ace counted 11 (soft) or not stops drawing (rules.stops_at_21).
    stops21: tuple[bool, bool]
    #: net(total, stake, natural, surrendered, dealer_total, dealer_natural): rules.settle_hand
    #: as the chips one hand wins (negative: loses); ``nets`` caches it flat, at
    #: ((dealer_total * 2 + dealer_natural) * 32 + total) * 8 + (stake // bet + 1) * 2 + natural
    #: (a surrendered hand's stake is negative).
    net: Callable[[int, int, bool, bool, int, bool], int]
    nets: list[int | None]

    def stops(self, hard: int, ace: bool) -> bool:
        """A hand of this hard total stops drawing by itself: bust, or a 21 that stops (§1.8)."""
        soft = ace and hard <= 11
        total = hard + 10 if soft else hard
        return total > 21 or (total == 21 and self.stops21[soft])


@functools.lru_cache(maxsize=16)
def _rules_of(prof: Profile) -> _Rules:
    def net(
        total: int, stake: int, natural: bool, surrendered: bool, dtotal: int, dnat: bool
    ) -> int:
        settled = settle_hand(
            prof,
            total=total,
            bet=stake,
            natural=natural,
            surrendered=surrendered,
            dealer_total=dtotal,
            dealer_natural=dnat,
        )
        return settled[1] - stake

    return _Rules(
        prof.bet,
        prof.positions_per_box == 2,
        prof.switch_allowed,
        prof.max_hands_per_position,
        prof.double_after_split,
        prof.surrender,
        prof.hole_card,
        tuple(peeks(prof, up) and is_natural_values(up, x) for up in range(11) for x in range(11)),
        tuple(
            dealer_hits(prof, *best_total(hard, bool(ace))) for hard in range(32) for ace in (0, 1)
        ),
        (stops_at_21(prof, False, False), stops_at_21(prof, True, False)),
        net,
        [None] * (32 * 2 * 32 * 8),
    )


@dataclass(frozen=True)
class _Plays:
    """A strategy's decisions as flat tables for the inner loop, every entry read from the
    strategy's own :meth:`~BasicStrategy.play` and tables (nothing decided here)."""

    strat: BasicStrategy
    #: switch[(((a * 11 + b) * 11 + c) * 11 + d) * 11 + up]: BasicStrategy.switch_table.
    switch: list[bool]
    #: first[(card1 * 11 + card2) * 11 + up]: the code for a position's first two cards before
    #: any split ('S' where the hand stops by itself: a 21 that stops).
    first: tuple[str, ...]
    #: more[(hard * 2 + ace) * 11 + up]: a hand that has hit ("H") hits again.
    more: tuple[bool, ...]


@functools.lru_cache(maxsize=16)
def _plays_of(strat: BasicStrategy, prof: Profile) -> _Plays:
    rules = _rules_of(prof)
    codes = strat.code_table
    first = [""] * 11**3
    for x in range(1, 11):
        for y in range(1, 11):
            hard, ace = x + y, 1 in (x, y)
            pair = x if x == y and rules.max_hands > 1 else 0
            for up in range(1, 11):
                if rules.stops(hard, ace):
                    code = "S"
                elif rules.surrender:
                    code = strat.play(hard, ace, pair, True, bool(pair), True, up)
                else:
                    code = codes[(((hard * 2 + ace) * 11 + pair) * 2 + 1) * 11 + up]
                first[(x * 11 + y) * 11 + up] = code
    more = tuple(
        not rules.stops(hard, bool(ace)) and codes[((hard * 2 + ace) * 22) * 11 + up] == "H"
        for hard in range(32)
        for ace in (0, 1)
        for up in range(11)
    )
    return _Plays(strat, strat.switch_table, tuple(first), more)


def _fast_round(draw: Callable[[], int], rules: _Rules, plays: _Plays) -> int:
    bet = rules.bet
    two = rules.two
    if two:  # the deal order of §1.3: first cards, the up card, second cards
        a, c, up, b, d = draw(), draw(), draw(), draw(), draw()
    else:
        a, up, b = draw(), draw(), draw()
        c = d = 0
    hole = draw() if rules.hole else 0
    if rules.peek_natural[up * 11 + hole]:
        return _peek_natural(rules, a, b, c, d)
    switched = two and rules.switch and plays.switch[(((a * 11 + b) * 11 + c) * 11 + d) * 11 + up]
    if switched:
        b, d = d, b
    first_code = plays.first
    more = plays.more
    finals: list[tuple[int, int, bool]] = []  # (total, stake (negative: surrendered), natural)
    live = False
    for x, y in ((a, b), (c, d)) if two else ((a, b),):
        code = first_code[(x * 11 + y) * 11 + up]
        if code == "P":
            live = _play_split(draw, plays.strat, rules, x, y, up, finals) or live
            continue
        hard = x + y
        ace = x == 1 or y == 1
        natural = hard == 11 and ace and not switched  # an ace and a ten (§1.4)
        stake = bet + bet if code == "D" else -bet if code == "R" else bet
        if code == "H" or code == "D":  # §1.8: a double takes one card, a hit goes on
            natural = False
            card = draw()
            hard += card
            ace = ace or card == 1
            while code == "H" and more[(hard * 2 + ace) * 11 + up]:
                card = draw()
                hard += card
                ace = ace or card == 1
        total = hard + 10 if ace and hard <= 11 else hard
        finals.append((total, stake, natural))
        if total <= 21 and not natural and stake > 0:
            live = True
    return _dealer_and_settle(draw, rules, up, hole, live, finals)


def _play_split(
    draw: Callable[[], int],
    strat: BasicStrategy,
    rules: _Rules,
    x: int,
    y: int,
    up: int,
    finals: list[tuple[int, int, bool]],
) -> bool:
    """A position whose first two cards ``x``, ``y`` the strategy splits (§1.8): every hand it
    makes, added to ``finals`` (none is a natural: a split hand never is, §1.4). Returns whether
    an ordinary hand lives (the dealer then draws)."""
    bet = rules.bet
    codes = strat.code_table
    max_hands = rules.max_hands
    hands = [[x, y]]
    bets = [bet]
    aces = False
    i = 0
    while i < len(hands):
        cards = hands[i]
        if len(cards) == 1:
            cards.append(draw())
        n = len(hands)
        hard = sum(cards)
        ace = 1 in cards
        while not aces and not rules.stops(hard, ace):  # by the basic strategy's codes
            two_cards = len(cards) == 2
            pair = cards[0] if two_cards and cards[0] == cards[1] and n < max_hands else 0
            can_double = two_cards and (rules.das or n == 1)
            if rules.surrender and two_cards and n == 1:
                code = strat.play(hard, ace, pair, can_double, bool(pair), True, up)
            else:
                code = codes[(((hard * 2 + ace) * 11 + pair) * 2 + can_double) * 11 + up]
            if code == "H":
                cards.append(draw())
                hard, ace = sum(cards), 1 in cards
                continue
            if code == "D":
                bets[i] *= 2
                cards.append(draw())
            elif code == "R":
                bets[i] = -bets[i]
            elif code == "P":  # the second card moves to a new hand with an equal bet
                moved = [cards.pop()]
                hands.insert(i + 1, moved)
                bets.insert(i + 1, bet)
                cards.append(draw())
                if cards[0] != 1:  # split aces take one card each and stand (§1.8)
                    hard, ace, n = sum(cards), 1 in cards, n + 1
                    continue
                moved.append(draw())
                aces = True
            break
        i += 1
    live = False
    for cards, stake in zip(hands, bets, strict=True):
        hard = sum(cards)
        total = hard + 10 if hard <= 11 and 1 in cards else hard
        finals.append((total, stake, False))
        live = live or (total <= 21 and stake > 0)
    return live


def _peek_natural(rules: _Rules, a: int, b: int, c: int, d: int) -> int:
    """A dealer natural found at the peek ends the round at once (§1.6)."""
    settle = rules.net
    net = settle(21, rules.bet, is_natural_values(a, b), False, 21, True)
    if rules.two:
        net += settle(21, rules.bet, is_natural_values(c, d), False, 21, True)
    return net


def _dealer_and_settle(
    draw: Callable[[], int],
    rules: _Rules,
    up: int,
    hole: int,
    live: bool,
    finals: list[tuple[int, int, bool]],
) -> int:
    """The dealer (§1.9: the second card without a hole card; draws while an ordinary hand
    lives) and the settlement of every hand (§1.10): the seat's net chips."""
    x = hole if rules.hole else draw()
    dhard = up + x
    dace = up == 1 or x == 1
    dcount = 2
    if live:
        hits = rules.hits
        while hits[dhard * 2 + dace]:
            x = draw()
            dhard += x
            dace = dace or x == 1
            dcount += 1
    dtotal = dhard + 10 if dace and dhard <= 11 else dhard
    dnat = dcount == 2 and dtotal == 21
    nets = rules.nets
    bet = rules.bet
    base = (dtotal * 2 + dnat) * 256
    net = 0
    for total, stake, natural in finals:
        # surrendered hands carry a negative stake (late surrender: a natural takes it all, §4)
        index = base + total * 8 + (stake // bet + 1) * 2 + natural
        got = nets[index]
        if got is None:
            got = nets[index] = rules.net(total, abs(stake), natural, stake < 0, dtotal, dnat)
        net += got
    return net


def _chunk(args: tuple[Profile, bool, int, int]) -> tuple[int, float, float]:
    """One chunk of ``n`` rounds from its own seed: (n, sum, sum of squares) of the results per
    unit wagered. Module-level and fed picklable arguments, so any executor can run it."""
    prof, engine, seed, n = args
    if not engine:
        return _fast_chunk(prof, seed, n)
    from ..cards import Shoe
    from ..round import Round
    from .basic import basic_policy

    total, squares, wager = 0.0, 0.0, prof.mandatory_bets
    shoe = Shoe(prof.decks, rng=random.Random(seed))
    for _ in range(n):
        rnd = Round(prof, ["P"], shoe=shoe, log=False)
        while not rnd.is_over:
            rnd.apply(basic_policy(rnd))
        p = rnd.players[0]
        x = (p.chips - p.chips_before) / wager
        total += x
        squares += x * x
    return n, total, squares


def _fast_chunk(prof: Profile, seed: int, n: int) -> tuple[int, float, float]:
    """:func:`_chunk` on the fast path. The whole shoe is shuffled before every round (§1.1): a
    lazy Fisher–Yates, ``draw`` choosing each card uniformly among those not dealt yet; one
    ``draw`` serves every round (``i`` back to 0 is a fresh shuffle of the same list)."""
    rules = _rules_of(prof)
    plays = _plays_of(strategy_for(prof), prof)
    wager = prof.mandatory_bets
    cards = [min(r, 10) for r in range(1, 14) for _ in range(4 * prof.decks)]
    size = len(cards)
    rnd_ = random.Random(seed).random
    i = 0

    def draw() -> int:
        nonlocal i
        j = i + int(rnd_() * (size - i))
        card = cards[j]
        cards[j] = cards[i]
        cards[i] = card
        i += 1
        return card

    total, squares = 0.0, 0.0
    for _ in range(n):
        i = 0
        x = _fast_round(draw, rules, plays) / wager
        total += x
        squares += x * x
    return n, total, squares


def simulate(
    rounds: int,
    profile: str | Profile = "switch",
    strategy: str = "basic",
    seed: int = 0,
    workers: int | None = None,
    *,
    engine: bool = False,
    progress: bool | None = None,
    executor: Executor | None = None,
) -> Simulation:
    """Play ``rounds`` full rounds (one seat, basic strategy, best switching) and measure.

    ``rounds`` is a whole number from 1 to :data:`MAX_ROUNDS` (a billion). ``seed`` (a whole
    number; None for a fresh one) seeds every chunk of rounds. ``workers`` processes share the
    work (default: every core); more workers than the machine has CPUs (:func:`os.cpu_count`)
    are not started: the work is shared by one per CPU, with the same result. Where processes
    cannot be started (in the browser, under Pyodide) the work runs in this process instead,
    chunk by chunk with the same seeds: the result is the same for any ``workers``, here or
    elsewhere. ``engine=True`` plays through the rules engine instead of the fast path (the
    same results, slower). ``progress`` shows a progress bar (default: in a notebook).

    ``executor`` (instead of ``workers``) runs the chunks on any
    :class:`concurrent.futures.Executor`: a ``ProcessPoolExecutor``, or a cluster's (dask:
    ``executor=client.get_executor()``, its workers with this package installed). The same
    seeds, summed in chunk order: the same result wherever the chunks ran. Each chunk's result
    is checked before it is counted: (its rounds, as asked; the sum and the sum of squares of
    the results, finite and possible together), else InvalidInputError naming the chunk. The
    executor stays open (it is the caller's); an interrupt cancels the chunks not started yet
    (a process pool made with ``initializer=signal.signal, initargs=(signal.SIGINT,
    signal.SIG_IGN)`` keeps its workers out of the interrupt).

    >>> sim = simulate(2_000, seed=1, workers=1)
    >>> sim.rounds, -1 < sim.mean < 1
    (2000, True)
    """
    seed, workers = checked_arguments(rounds, strategy, seed, workers, executor)
    engine = check_flag(engine, "engine")
    if progress is not None:
        progress = check_flag(progress, "progress")
    prof = get_profile(profile)
    _plays_of(strategy_for(prof), prof)  # build the tables once, before forking
    chunks = [
        (prof, engine, seed * 1_000_003 + k, min(_CHUNK, rounds - k * _CHUNK))
        for k in range(math.ceil(rounds / _CHUNK))
    ]
    show = _in_notebook() if progress is None else progress
    bar = _progress_bar(rounds, prof.name) if show else None
    done, total, squares, interrupted = 0, 0.0, 0.0, False
    trace: list[tuple[int, float]] = []
    start = time.perf_counter()
    results = _run_chunks(chunks, workers, executor)
    try:
        for k, result in enumerate(results):
            n, s, q = checked_chunk(result, k, len(chunks), chunks[k][3], done)
            done += n
            total += s
            squares += q
            trace.append((done, total / done))
            if bar is not None:
                rate = done / (time.perf_counter() - start)
                bar.set_postfix_str(_per_second(rate), refresh=False)
                bar.update(n)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        results.close()  # the pool stops; the executor's chunks not yet started are cancelled
        elapsed = time.perf_counter() - start
        if bar is not None:
            if done:
                bar.set_postfix_str(_per_second(done / elapsed), refresh=False)
            bar.close()
    if done == 0:
        return Simulation(prof.name, strategy, 0, 0.0, math.inf, 0.0, interrupted, ())
    mean = total / done
    var = max(squares / done - mean * mean, 0.0)
    stderr = math.sqrt(var / done) if done > 1 else math.inf
    return Simulation(
        prof.name, strategy, done, mean, stderr, done / elapsed, interrupted, tuple(trace)
    )


def _process_pool(size: int) -> Pool | None:
    """A pool of ``size`` forked worker processes, or ``None`` where there can be none.

    Two checks, because neither alone is enough. ``sys.platform`` first: in the browser
    (Pyodide, ``"emscripten"``) there are no processes, known before anything is tried or
    imported (importing this module never needs ``multiprocessing``). Then the attempt itself: a
    Python without ``_multiprocessing`` or ``sem_open`` (:class:`ImportError`), a sandbox without
    ``/dev/shm`` or with a process limit (:class:`OSError`), a stub that refuses
    (:class:`NotImplementedError`) mean "no processes here"; any other error is a bug, raised.
    Without the ``fork`` start method (Windows) the run is serial too: forked workers inherit the
    tables built before, spawned ones would rebuild them and import the calling script again (an
    unguarded script would start pools without end; pass ``executor=`` for a spawned pool).
    Only the pool's creation is guarded: an error raised while a chunk is played propagates.
    """
    if sys.platform in _NO_PROCESSES:
        return None
    try:
        import multiprocessing

        if "fork" not in multiprocessing.get_all_start_methods():
            return None
        ignore_ctrl_c = (signal.SIGINT, signal.SIG_IGN)  # the parent stops them
        pool = multiprocessing.get_context("fork").Pool
        return pool(size, initializer=signal.signal, initargs=ignore_ctrl_c)
    except (ImportError, OSError, NotImplementedError):
        return None


def _run_chunks(
    chunks: list[tuple[Profile, bool, int, int]], workers: int, executor: Executor | None
) -> Generator[tuple[int, float, float], None, None]:
    """Each chunk's (rounds, sum, sum of squares), in chunk order: on ``executor``, on a pool of
    ``workers`` processes, or serially when ``workers`` is 1, there is one chunk, or no process
    can be started (:func:`_process_pool`). Each chunk carries its own seed and the results come
    back in chunk order, so the sums are the same, to the last bit, every way."""
    if executor is not None:
        yield from _on_executor(executor, chunks)
        return
    pool = None
    if workers > 1 and len(chunks) > 1:
        pool = _process_pool(min(workers, len(chunks)))
    if pool is None:
        yield from map(_chunk, chunks)
        return
    try:
        yield from pool.imap(_chunk, chunks)
        pool.close()
    finally:
        pool.terminate()
        pool.join()


def _on_executor(
    executor: Executor, chunks: list[tuple[Profile, bool, int, int]]
) -> Generator[tuple[int, float, float], None, None]:
    """Every chunk submitted at once (:func:`_chunk`, picklable, with picklable arguments), each
    result taken in chunk order whatever order they finish in. A run stopped early (interrupt,
    error, ``close()``) cancels the chunks not started yet; the executor is never shut down."""
    futures = []
    try:
        for chunk in chunks:
            futures.append(checked_future(executor.submit(_chunk, chunk), executor))
        for future in futures:
            yield future.result()
    finally:
        for future in futures:
            future.cancel()
