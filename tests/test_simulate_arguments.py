"""What ``simulate`` will not do: play more than a billion rounds (``MAX_ROUNDS``; 10**13 once
began building its list of chunks until the memory ran out), count a chunk an executor got
wrong (wrong shape, rounds lost or made up, NaN, an impossible sum: once "60,000 rounds, mean
+50000" for 50,000 asked, or ZeroDivisionError), or start more processes than there are CPUs
(more workers are capped at ``os.cpu_count()``: the result is the same for any number).

50,000 rounds are three chunks of 20,000, 20,000 and 10,000 rounds (the simulator's _CHUNK).
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any

import pytest

from bjswitch_widgets.errors import InvalidInputError
from bjswitch_widgets.strategy.simulate import MAX_ROUNDS, simulate

simulate_module = importlib.import_module("bjswitch_widgets.strategy.simulate")


class Replying(Executor):
    """An executor whose chunk ``k`` (in submission order) returns ``reply(k, rounds asked)``
    instead of playing anything."""

    def __init__(self, reply: Callable[[int, int], object]) -> None:
        self.reply = reply
        self.submitted = 0

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        (_, _, _, n), k = args[0], self.submitted
        self.submitted += 1
        future: Future[Any] = Future()
        future.set_result(self.reply(k, n))
        return future


def test_a_billion_rounds_may_be_asked_and_no_more():
    assert MAX_ROUNDS == 10**9
    for rounds in (10**13, MAX_ROUNDS + 1, 10**400):
        with pytest.raises(
            InvalidInputError, match=r"^rounds must be a whole number from 1 to 1,000,000,000"
        ):
            simulate(rounds, workers=1, progress=False)


@pytest.mark.parametrize(
    ("reply", "match"),
    [
        (
            lambda k, n: (n + 10_000, 1.5e9, 1.0),
            r"chunk 1 of 3 \(rounds 1–20,000\) came back with 30000 rounds",
        ),
        (lambda k, n: (-5, 1.0, 1.0), r"chunk 1 of 3 .* came back with -5 rounds, not 20,000"),
        (lambda k, n: (0, 0.0, 0.0), r"chunk 1 of 3 .* came back with 0 rounds"),
        (lambda k, n: (n, float("nan"), 1.0), r"chunk 1 of 3 .*: its sum is nan"),
        (lambda k, n: (n, 0.0, float("inf")), r"its sum of squares is inf"),
        (lambda k, n: (n, 10**400, 1.0), r"its sum is a 401-digit number"),
        (lambda k, n: (n, "x", 1.0), r"its sum is 'x'"),
        (lambda k, n: (n, 0.0, -1.0), r"is impossible"),
        (lambda k, n: (n, 1.5e9, 1.0), r"a sum of 1500000000.0 with a sum of squares of 1.0"),
        (
            lambda k, n: (n, 0.0),
            r"came back as \(20000, 0.0\), not \(rounds, sum, sum of squares\)",
        ),
        (lambda k, n: "x", r"came back as 'x'"),
        (lambda k, n: (True, 0.0, 0.0), r"came back with True rounds"),
        (
            lambda k, n: (n, 0.0, 0.0) if k < 2 else (n + 1, 0.0, 0.0),
            r"chunk 3 of 3 \(rounds 40,001–50,000\) came back with 10001 rounds",
        ),
    ],
    ids=[
        "too many rounds",
        "negative rounds",
        "no rounds",
        "nan",
        "inf",
        "huge int",
        "text",
        "negative squares",
        "sum too large for its squares",
        "two items",
        "not a tuple",
        "a bool",
        "the last chunk",
    ],
)
def test_a_chunk_that_cannot_be_what_was_asked_is_refused_by_name(reply, match):
    with pytest.raises(InvalidInputError, match=match):
        simulate(50_000, executor=Replying(reply), progress=False)


def test_a_chunk_whose_results_can_be_true_is_counted():
    """Every round of every chunk wins 1 unit: sum = rounds, sum of squares = rounds."""
    sim = simulate(50_000, executor=Replying(lambda k, n: (n, float(n), float(n))), progress=False)
    assert (sim.rounds, sim.mean, sim.stderr) == (50_000, 1.0, 0.0)


class NoFuture(Executor):
    """An executor whose submit answers with something that is not a Future (the tester's)."""

    def __init__(self, answer: object) -> None:
        self.answer = answer

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        return self.answer


@pytest.mark.parametrize("answer", [None, 7, (20_000, 0.0, 0.0)])
def test_an_executor_whose_submit_gives_no_future_is_refused_by_name(answer):
    with pytest.raises(InvalidInputError, match=r"answered submit\(\) with .* not a"):
        simulate(50_000, seed=1, executor=NoFuture(answer), progress=False)


def test_workers_beyond_the_cpus_are_capped(monkeypatch):
    sizes: list[int] = []

    def pool(size: int) -> None:
        sizes.append(size)
        return None  # no pool: the chunks run here, as where processes cannot start

    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    monkeypatch.setattr(simulate_module, "_process_pool", pool)
    capped = simulate(50_000, seed=3, workers=10**6, progress=False)
    one = simulate(50_000, seed=3, workers=1, progress=False)
    assert sizes == [2]
    assert (capped.rounds, capped.mean, capped.trace) == (one.rounds, one.mean, one.trace)
