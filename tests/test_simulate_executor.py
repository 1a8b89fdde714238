"""``simulate(..., executor=...)``: the chunks run on any ``concurrent.futures.Executor`` (a
thread pool, a process pool, a cluster's executor) with the same per-chunk seeds, and their
results are summed in chunk order, so the result does not depend on where, or in which order,
the chunks ran. The executor is the caller's: it is never shut down. An interrupt returns what
was played and cancels the chunks not started yet; bad arguments are refused.

50,000 rounds are three chunks of the simulator's 20,000: 20,000, 20,000 and 10,000 rounds with
the seeds ``seed * 1_000_003 + 0, 1, 2`` (worked from _CHUNK and simulate's chunk list), so the
running trace is read after 20,000, 40,000 and 50,000 rounds.
"""

from __future__ import annotations

import importlib
import multiprocessing
import re
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

import pytest

from bjswitch_widgets.errors import InvalidInputError
from bjswitch_widgets.rules import get_profile
from bjswitch_widgets.strategy.simulate import Simulation, simulate

# The module itself: bjswitch_widgets.strategy.simulate, as an attribute, is the function.
simulate_module = importlib.import_module("bjswitch_widgets.strategy.simulate")

ROUNDS = 50_000
SEED = 11
SWITCH = get_profile("switch")
#: The three chunks simulate() makes of ROUNDS: (profile, engine, seed, rounds).
CHUNKS = [
    (SWITCH, False, SEED * 1_000_003, 20_000),
    (SWITCH, False, SEED * 1_000_003 + 1, 20_000),
    (SWITCH, False, SEED * 1_000_003 + 2, 10_000),
]


def outcome(sim: Simulation) -> tuple[object, ...]:
    """Everything a run measures except its speed, compared exactly (not approximately)."""
    return (sim.profile, sim.rounds, sim.mean, sim.stderr, sim.trace, sim.interrupted)


@pytest.fixture(scope="module")
def serial() -> tuple[object, ...]:
    """The reference: the same run in this process, chunk after chunk."""
    return outcome(simulate(ROUNDS, seed=SEED, workers=1, progress=False))


@pytest.fixture(scope="module")
def process_pool() -> Iterator[ProcessPoolExecutor]:
    """Two spawned processes (the start method of macOS, Windows and a cluster's fresh workers:
    nothing is inherited, so the chunk and its arguments must travel by pickle)."""
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as pool:
        yield pool


class RecordingThreadPool(ThreadPoolExecutor):
    """A thread pool that remembers what it was given and the futures it returned."""

    def __init__(self, max_workers: int = 2) -> None:
        super().__init__(max_workers)
        self.submitted: list[tuple[Callable[..., Any], tuple[Any, ...]]] = []
        self.futures: list[Future[Any]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.submitted.append((fn, args))
        future = super().submit(fn, *args, **kwargs)
        self.futures.append(future)
        return future


class ReversedExecutor(Executor):
    """Holds the work it is given until ``expected`` items have come (or 10 s have passed), then
    runs it on its own thread, the last submitted first: chunks finish out of order."""

    def __init__(self, expected: int) -> None:
        self.expected = expected
        self.ran: list[int] = []  # the submission index of each item, in the order it ran
        self._held: list[tuple[int, Future[Any], Callable[..., Any], tuple[Any, ...]]] = []
        self._arrived = threading.Condition()
        self._thread = threading.Thread(target=self._run_reversed, daemon=True)
        self._thread.start()

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        with self._arrived:
            self._held.append((len(self._held), future, fn, args))
            self._arrived.notify()
        return future

    def _run_reversed(self) -> None:
        with self._arrived:
            self._arrived.wait_for(lambda: len(self._held) >= self.expected, timeout=10)
            held = list(reversed(self._held))
        for index, future, fn, args in held:
            if future.set_running_or_notify_cancel():
                self.ran.append(index)
                future.set_result(fn(*args))


def fake_chunk(args: tuple[Any, bool, int, int]) -> tuple[int, float, float]:
    """A chunk that plays nothing: every one of its rounds wins one unit, except in chunk 1
    (seed SEED * 1_000_003 + 1), where every round loses one: (rounds, sum, sum of squares)."""
    _, _, seed, n = args
    win = -1.0 if seed == SEED * 1_000_003 + 1 else 1.0
    return n, win * n, float(n)


def test_a_thread_pool_a_process_pool_and_serial_give_identical_results(serial, process_pool):
    """The same seeds, summed in chunk order: two threads and two spawned processes give the run
    of one process to the last bit (mean, stderr, rounds, the running trace) and of workers=2."""
    with ThreadPoolExecutor(2) as threads:
        on_threads = outcome(simulate(ROUNDS, seed=SEED, executor=threads, progress=False))
    on_processes = outcome(simulate(ROUNDS, seed=SEED, executor=process_pool, progress=False))
    two_workers = outcome(simulate(ROUNDS, seed=SEED, workers=2, progress=False))
    assert on_threads == on_processes == two_workers == serial
    assert [n for n, _ in serial[4]] == [20_000, 40_000, 50_000]  # type: ignore[attr-defined]
    assert serial[1] == 50_000 and serial[5] is False


def test_every_chunk_goes_to_the_executor_with_its_own_seed():
    """The executor is really used: three submissions of the module-level chunk function, one
    per chunk, with the seeds and sizes worked out in the module docstring."""
    with RecordingThreadPool() as pool:
        simulate(ROUNDS, seed=SEED, executor=pool, progress=False)
    assert pool.submitted == [(simulate_module._chunk, (chunk,)) for chunk in CHUNKS]


def test_the_executor_is_not_shut_down_afterwards(process_pool):
    """The executor is the caller's: after a run (and after a refused one) it still takes
    work — a thread pool and a process pool alike."""
    with ThreadPoolExecutor(2) as threads:
        simulate(ROUNDS, seed=SEED, executor=threads, progress=False)
        assert threads.submit(pow, 2, 10).result(timeout=10) == 1024
    simulate(ROUNDS, seed=SEED, executor=process_pool, progress=False)
    assert process_pool.submit(pow, 3, 4).result(timeout=60) == 81


def test_chunks_finishing_out_of_order_are_summed_in_chunk_order(serial):
    """An executor that finishes the last chunk first: the result, trace included, is still the
    serial one (the trace in chunk order: after 20,000, 40,000, 50,000 rounds)."""
    executor = ReversedExecutor(expected=3)
    sim = simulate(ROUNDS, seed=SEED, executor=executor, progress=False)
    assert executor.ran == [2, 1, 0]
    assert outcome(sim) == serial


def test_the_running_trace_follows_chunk_order_not_finishing_order(monkeypatch):
    """Chunks of +1, −1 and +1 per round (20,000, 20,000, 10,000 rounds) finished in reverse:
    the running means are 20,000/20,000 = 1, 0/40,000 = 0 and 10,000/50,000 = 0.2 (in finishing
    order they would be 1 after 10,000 rounds, −1/3 after 30,000)."""
    monkeypatch.setattr(simulate_module, "_chunk", fake_chunk)
    executor = ReversedExecutor(expected=3)
    sim = simulate(ROUNDS, seed=SEED, executor=executor, progress=False)
    assert executor.ran == [2, 1, 0]
    assert sim.trace == ((20_000, 1.0), (40_000, 0.0), (50_000, 0.2))
    assert sim.rounds == 50_000 and sim.mean == 0.2


def test_an_interrupt_returns_what_was_played_and_cancels_the_chunks_not_started(monkeypatch):
    """Ctrl-C during chunk 1 of five (one thread, which chunk 2 then holds): the run returns
    chunk 0's 20,000 rounds, marked interrupted, and chunks 3 and 4 never start."""
    release = threading.Event()

    def chunk(args: tuple[Any, bool, int, int]) -> tuple[int, float, float]:
        index = args[2] - SEED * 1_000_003
        if index == 1:
            raise KeyboardInterrupt
        if index == 2:
            release.wait(timeout=10)
        return fake_chunk(args)

    monkeypatch.setattr(simulate_module, "_chunk", chunk)
    with RecordingThreadPool(max_workers=1) as pool:
        sim = simulate(100_000, seed=SEED, executor=pool, progress=False)
        cancelled = [future.cancelled() for future in pool.futures]
        release.set()
    assert sim.interrupted and sim.rounds == 20_000 and sim.trace == ((20_000, 1.0),)
    assert len(cancelled) == 5 and cancelled[:2] == [False, False]
    assert cancelled[3:] == [True, True]


def test_an_error_in_a_chunk_is_raised_not_taken_for_an_interrupt(monkeypatch):
    """A bug in a chunk run elsewhere reaches the caller as itself."""

    def broken(args: tuple[Any, bool, int, int]) -> tuple[int, float, float]:
        raise ZeroDivisionError("a bug in a chunk")

    monkeypatch.setattr(simulate_module, "_chunk", broken)
    with ThreadPoolExecutor(2) as pool, pytest.raises(ZeroDivisionError, match="a bug"):
        simulate(ROUNDS, seed=SEED, executor=pool, progress=False)


def test_the_progress_bar_advances_chunk_by_chunk_on_an_executor(monkeypatch, capsys, serial):
    """One bar update per chunk (20,000, 20,000, 10,000 rounds), ending at 50000/50000."""
    real_bar = simulate_module._progress_bar
    updates: list[int] = []

    def counted_bar(rounds: int, name: str) -> object:
        bar = real_bar(rounds, name)
        real_update = bar.update

        def update(n: int) -> object:
            updates.append(n)
            return real_update(n)

        bar.update = update
        return bar

    monkeypatch.setattr(simulate_module, "_progress_bar", counted_bar)
    with ThreadPoolExecutor(2) as pool:
        sim = simulate(ROUNDS, seed=SEED, executor=pool, progress=True)
    assert outcome(sim) == serial
    assert updates == [20_000, 20_000, 10_000]
    assert "50000/50000 rounds" in capsys.readouterr().err


@pytest.mark.parametrize("executor", ["threads", 2, ThreadPoolExecutor], ids=repr)
def test_an_executor_that_is_not_one_is_refused(executor):
    """executor is a concurrent.futures.Executor (an instance, not the class) or None; the
    message quotes what was given."""
    expected = (
        rf"^executor must be a concurrent\.futures\.Executor .*not {re.escape(repr(executor))}$"
    )
    with pytest.raises(InvalidInputError, match=expected):
        simulate(1_000, seed=SEED, executor=executor, progress=False)


def test_workers_and_an_executor_together_are_refused_before_anything_runs():
    """Where the chunks run is said once: workers=2 with an executor is an error quoting both,
    and nothing is submitted."""
    with RecordingThreadPool() as pool:
        refused = r"^workers=2 and executor=<.* object at 0x[0-9a-f]+>: give one or the other"
        with pytest.raises(InvalidInputError, match=refused):
            simulate(1_000, seed=SEED, workers=2, executor=pool, progress=False)
        assert pool.submitted == []
