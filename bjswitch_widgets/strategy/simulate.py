"""Fast simulation of full rounds: the mean result, its standard error, rounds per second.

Two ways to play, one set of rules:

* ``engine=True`` plays every round through :class:`~bjswitch_widgets.round.Round` in its lean
  mode (no event text) — the reference, slower.
* The default fast path (:func:`play_fast_round`) plays one seat on integer card values with the
  same :class:`~bjswitch_widgets.strategy.basic.BasicStrategy` decisions. The tests replay tens
  of thousands of stacked rounds through both and require identical results, so the rules here
  cannot drift from the engine's.

Work is split in chunks over ``workers`` processes; each chunk has its own seed derived from
``seed``, so the result does not depend on the number of workers. Where there are no processes
(in the browser under Pyodide/JupyterLite, or a Python built without ``_multiprocessing``) the
same chunks run one after the other, with the same seeds and the same result (see
:func:`_process_pool`). In a notebook a progress bar shows; an interrupt (Ctrl-C, the stop
button) stops cleanly and returns what was played.
"""

from __future__ import annotations

import functools
import math
import os
import random
import signal
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards import best_total, is_natural_values
from ..errors import InvalidInputError, quote
from ..rules import Profile, dealer_hits, get_profile, peeks, settle_hand, stops_at_21
from .basic import BasicStrategy, strategy_for

if TYPE_CHECKING:
    from multiprocessing.pool import Pool

__all__ = ["Simulation", "play_fast_round", "simulate"]

_CHUNK = 20_000

#: Platforms whose Python can start no process and no thread (WebAssembly: Pyodide and
#: JupyterLite report "emscripten"; WASI builds "wasi").
_NO_PROCESSES = frozenset({"emscripten", "wasi"})


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
        stop = " (interrupted)" if self.interrupted else ""
        return (
            f"{self.rounds:,} {self.profile} rounds{stop}: mean {self.mean:+.5f} ± "
            f"{self.stderr:.5f} per unit wagered (house edge {self.house_edge:.3%}), "
            f"{self.rounds_per_second:,.0f} rounds/s"
        )


def play_fast_round(draw: Callable[[], int], strat: BasicStrategy, prof: Profile) -> int:
    """One round for one seat on card values (ace = 1); returns the net chips.

    Deals in the §1.3 order, peeks (§1.6), chooses keep or switch (§1.7), plays each position
    (splits to the profile's limit, split aces one card each, double after split; §1.8), then
    the dealer (§1.9) and the settlement (§1.10; §2 for classic). Insurance is never taken.
    """
    return _fast_round(draw, strat, _rules_of(prof), strat.switch_table)


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
    #: peeks[up]: the dealer checks the hole card with this up card (rules.peeks).
    peeks: tuple[bool, ...]
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
        tuple(peeks(prof, up) for up in range(11)),
        tuple(
            dealer_hits(prof, *best_total(hard, bool(ace))) for hard in range(32) for ace in (0, 1)
        ),
        (stops_at_21(prof, False, False), stops_at_21(prof, True, False)),
        net,
        [None] * (32 * 2 * 32 * 8),
    )


def _fast_round(
    draw: Callable[[], int], strat: BasicStrategy, rules: _Rules, sw: list[bool]
) -> int:
    bet = rules.bet
    two = rules.two
    if two:  # the deal order of §1.3: first cards, the up card, second cards
        a, c, up, b, d = draw(), draw(), draw(), draw(), draw()
    else:
        a, up, b = draw(), draw(), draw()
        c = d = 0
    hole = draw() if rules.hole else 0
    if rules.peeks[up] and is_natural_values(up, hole):
        return _peek_natural(rules, a, b, c, d)
    switched = two and rules.switch and sw[(((a * 11 + b) * 11 + c) * 11 + d) * 11 + up]
    if switched:
        b, d = d, b
    codes = strat.code_table
    max_hands = rules.max_hands
    das = rules.das
    surrender = rules.surrender
    stops21 = rules.stops21
    finals: list[tuple[int, int, bool]] = []  # (total, stake (negative: surrendered), natural)
    live = False
    for first, second in ((a, b), (c, d)) if two else ((a, b),):
        hands = [[first, second]]
        bets = [bet]
        aces = False  # split aces take one card each and stand (§1.8)
        i = 0
        while i < len(hands):
            cards = hands[i]
            if len(cards) == 1:
                cards.append(draw())
            n = len(hands)
            hard = sum(cards)
            ace = 1 in cards
            while not aces:  # §1.8, by the basic strategy's codes
                soft = ace and hard <= 11
                total = hard + 10 if soft else hard
                if total > 21 or (total == 21 and stops21[soft]):
                    break
                two_cards = len(cards) == 2
                pair = cards[0] if two_cards and cards[0] == cards[1] and n < max_hands else 0
                can_double = two_cards and (das or n == 1)
                if surrender and two_cards and n == 1:
                    code = strat.play(hard, ace, pair, can_double, bool(pair), True, up)
                else:
                    code = codes[(((hard * 2 + ace) * 11 + pair) * 2 + can_double) * 11 + up]
                if code == "H":
                    x = draw()
                    cards.append(x)
                    hard += x
                    ace = ace or x == 1
                    continue
                if code == "D":
                    bets[i] *= 2
                    cards.append(draw())
                elif code == "R":
                    bets[i] = -bets[i]
                elif code == "P":
                    if _split(draw, hands, bets, i, bet):
                        hard, ace, n = sum(cards), 1 in cards, n + 1
                        continue
                    aces = True
                break
            i += 1
        one = len(hands) == 1
        for cards, stake in zip(hands, bets, strict=True):
            hard = sum(cards)
            total = hard + 10 if hard <= 11 and 1 in cards else hard
            natural = (
                total == 21
                and one
                and not switched
                and len(cards) == 2
                and is_natural_values(*cards)
            )
            finals.append((total, stake, natural))
            if total <= 21 and not natural and stake > 0:
                live = True
    return _dealer_and_settle(draw, rules, up, hole, live, finals)


def _peek_natural(rules: _Rules, a: int, b: int, c: int, d: int) -> int:
    """A dealer natural found at the peek ends the round at once (§1.6)."""
    settle = rules.net
    net = settle(21, rules.bet, is_natural_values(a, b), False, 21, True)
    if rules.two:
        net += settle(21, rules.bet, is_natural_values(c, d), False, 21, True)
    return net


def _split(
    draw: Callable[[], int], hands: list[list[int]], bets: list[int], i: int, bet: int
) -> bool:
    """Split hand ``i`` (§1.8): the second card moves to a new hand with an equal bet. Split
    aces take one card each and stand (False); other hands take their second card and play on
    (True)."""
    cards = hands[i]
    moved = [cards.pop()]
    hands.insert(i + 1, moved)
    bets.insert(i + 1, bet)
    cards.append(draw())
    if cards[0] == 1:
        moved.append(draw())
        return False
    return True


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
    prof, engine, seed, n = args
    total = 0.0
    squares = 0.0
    wager = prof.mandatory_bets
    if engine:
        from ..cards import Shoe
        from ..round import Round
        from .basic import basic_policy

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
    strat = strategy_for(prof)
    rules = _rules_of(prof)
    sw = strat.switch_table
    cards = [min(r, 10) for r in range(1, 14) for _ in range(4 * prof.decks)]
    size = len(cards)
    rnd_ = random.Random(seed).random
    for _ in range(n):
        # The whole shoe is shuffled before every round (§1.1): a fresh lazy Fisher–Yates.
        draw = _dealer_of(cards, size, rnd_)
        x = _fast_round(draw, strat, rules, sw) / wager
        total += x
        squares += x * x
    return n, total, squares


def _dealer_of(cards: list[int], size: int, rnd_: Callable[[], float]) -> Callable[[], int]:
    """A draw function dealing a freshly shuffled shoe, one uniformly chosen card at a time."""
    i = 0

    def draw() -> int:
        nonlocal i
        j = i + int(rnd_() * (size - i))
        card = cards[j]
        cards[j] = cards[i]
        cards[i] = card
        i += 1
        return card

    return draw


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _in_notebook() -> bool:
    """A notebook's kernel runs this: ipykernel's (its config names ``IPKernelApp``) or, in the
    browser, JupyterLite's (an IPython shell under Pyodide, whose config does not) — where
    ``tqdm.auto`` draws its notebook bar too."""
    shell = sys.modules.get("IPython")
    if shell is None:
        return False
    ip = shell.get_ipython()
    if ip is None:
        return False
    return "IPKernelApp" in getattr(ip, "config", {}) or sys.platform in _NO_PROCESSES


def simulate(
    rounds: int,
    profile: str | Profile = "switch",
    strategy: str = "basic",
    seed: int = 0,
    workers: int | None = None,
    *,
    engine: bool = False,
    progress: bool | None = None,
) -> Simulation:
    """Play ``rounds`` full rounds (one seat, basic strategy, best switching) and measure.

    ``workers`` processes share the work (default: every core). Where processes cannot be
    started (in the browser, under Pyodide) the work runs in this process instead, chunk by
    chunk with the same seeds: the result is the same for any ``workers``, here or elsewhere.
    ``engine=True`` plays through the rules engine instead of the fast path (the same results,
    slower). ``progress`` shows a progress bar (default: in a notebook).

    >>> sim = simulate(2_000, seed=1, workers=1)
    >>> sim.rounds, -1 < sim.mean < 1
    (2000, True)
    """
    if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1:
        raise InvalidInputError(f"rounds must be a whole number ≥ 1, not {quote(rounds)}")
    if strategy != "basic":
        raise InvalidInputError(f"unknown strategy {quote(strategy)}: the simulator plays 'basic'")
    if workers is not None and (
        isinstance(workers, bool) or not isinstance(workers, int) or workers < 1
    ):
        raise InvalidInputError(
            f"workers must be a whole number ≥ 1 (or None: every core), not {quote(workers)}"
        )
    prof = get_profile(profile)
    n_workers = workers or os.cpu_count() or 1
    strat = strategy_for(prof)
    _ = (strat.switch_table, strat.code_table)  # build the tables once, before forking
    chunks = [
        (prof, engine, seed * 1_000_003 + k, min(_CHUNK, rounds - k * _CHUNK))
        for k in range(math.ceil(rounds / _CHUNK))
    ]
    show = _in_notebook() if progress is None else progress
    bar = _progress_bar(rounds, prof.name) if show else None
    done = 0
    total = 0.0
    squares = 0.0
    interrupted = False
    trace: list[tuple[int, float]] = []
    start = time.perf_counter()

    try:
        for n, s, q in _run_chunks(chunks, n_workers):
            done += n
            total += s
            squares += q
            trace.append((done, total / done))
            if bar is not None:
                rate = done / (time.perf_counter() - start)
                bar.set_postfix_str(f"{rate:,.0f} rounds/s", refresh=False)
                bar.update(n)
    except KeyboardInterrupt:
        interrupted = True
    except BaseException:
        if bar is not None:
            bar.close()
        raise
    elapsed = time.perf_counter() - start
    if bar is not None:
        if done:
            bar.set_postfix_str(f"{done / elapsed:,.0f} rounds/s", refresh=False)
        bar.close()
    if done == 0:
        return Simulation(prof.name, strategy, 0, 0.0, math.inf, 0.0, interrupted, ())
    mean = total / done
    var = max(squares / done - mean * mean, 0.0)
    stderr = math.sqrt(var / done) if done > 1 else math.inf
    return Simulation(
        prof.name, strategy, done, mean, stderr, done / elapsed, interrupted, tuple(trace)
    )


def _progress_bar(rounds: int, name: str) -> Any:
    """A tqdm bar that shows the same rate as the result (rounds so far / time so far), not
    tqdm's own smoothed rate, so the bar and the printed line never disagree.

    Where no thread can start (in the browser) tqdm's monitor thread is switched off first:
    tqdm would try it, fail, and print a warning under the learner's cell before doing the same.
    """
    from tqdm.auto import tqdm  # type: ignore[import-untyped]

    if sys.platform in _NO_PROCESSES:
        tqdm.monitor_interval = 0
    return tqdm(
        total=rounds,
        desc=f"simulate {name}",
        bar_format="{desc}: {percentage:3.0f}%|{bar}| {n_fmt}/{total_fmt} rounds "
        "[{elapsed}<{remaining}{postfix}]",
    )


def _process_pool(size: int) -> Pool | None:
    """A pool of ``size`` forked worker processes, or ``None`` where there can be none.

    Two checks, because neither alone is enough:

    * ``sys.platform`` first. In the browser (Pyodide, ``"emscripten"``) there are no processes
      at all, and this is known before anything is tried: nothing is imported that cannot work
      there, and no half-made pool is left behind. ``multiprocessing`` is imported only past
      this point, so importing this module never needs it.
    * Then the attempt itself, because a platform's name does not say everything: a Python
      built without ``_multiprocessing`` or a working ``sem_open`` (:class:`ImportError`), a
      sandbox without ``/dev/shm`` or with a process limit (:class:`OSError`), a stub that
      refuses (:class:`NotImplementedError`). Only these three are taken to mean "no
      processes here": any other error is a bug and is raised, not hidden behind a slower run.
      A platform without the ``fork`` start method (Windows) also runs serially: the workers
      are forked so that they inherit the tables built before; a spawned worker would rebuild
      them and import the calling script again (an unguarded script would start pools without
      end).

    Only the pool's creation is guarded: an error raised while a chunk is played propagates.
    """
    if sys.platform in _NO_PROCESSES:
        return None
    try:
        import multiprocessing

        if "fork" not in multiprocessing.get_all_start_methods():
            return None
        return multiprocessing.get_context("fork").Pool(size, initializer=_ignore_sigint)
    except (ImportError, OSError, NotImplementedError):
        return None


def _run_chunks(
    chunks: list[tuple[Profile, bool, int, int]], workers: int
) -> Iterator[tuple[int, float, float]]:
    """Each chunk's (rounds, sum, sum of squares), in chunk order: on a pool of ``workers``
    processes, or serially when ``workers`` is 1, there is one chunk, or no process can be
    started (:func:`_process_pool`). Each chunk carries its own seed and the results come back
    in chunk order, so the sums are the same, to the last bit, either way."""
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
