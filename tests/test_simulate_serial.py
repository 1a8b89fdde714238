"""The simulator where no process can be started (in the browser, under Pyodide/JupyterLite):
``simulate(..., workers=2)`` plays the same chunks one after the other, with the same seeds, so
its result is the one ``workers=1`` and a real pool of two processes give; the progress bar
still advances chunk by chunk; a bad ``workers`` is still refused.

50,000 rounds are three chunks of the simulator's 20,000: 20,000, 20,000 and 10,000 rounds, so
the running trace is read after 20,000, 40,000 and 50,000 rounds (worked from _CHUNK, below).
"""

from __future__ import annotations

import importlib
import json
import multiprocessing
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bjswitch_widgets.errors import InvalidInputError
from bjswitch_widgets.strategy.simulate import Simulation, simulate

# The module itself: bjswitch_widgets.strategy.simulate, as an attribute, is the function.
simulate_module = importlib.import_module("bjswitch_widgets.strategy.simulate")

ROOT = Path(__file__).resolve().parents[1]
ROUNDS = 50_000
SEED = 11


def outcome(sim: Simulation) -> tuple[object, ...]:
    """Everything a run measures except its speed, compared exactly (not approximately)."""
    return (sim.profile, sim.rounds, sim.mean, sim.stderr, sim.trace, sim.interrupted)


@pytest.fixture(scope="module")
def reference() -> dict[str, tuple[object, ...]]:
    """The same run on this machine: in one process, and on a real pool of two."""
    return {
        "one": outcome(simulate(ROUNDS, seed=SEED, workers=1, progress=False)),
        "two": outcome(simulate(ROUNDS, seed=SEED, workers=2, progress=False)),
    }


def no_process_may_start(*args: object, **kwargs: object) -> None:
    raise AssertionError("a process pool was asked for where there are no processes")


def test_the_references_agree_and_cover_three_chunks(reference):
    """workers=1 and a pool of two agree to the last bit, over the three chunks 20,000 + 20,000
    + 10,000: the premise of the comparisons below."""
    assert simulate_module._CHUNK == 20_000
    assert reference["one"] == reference["two"]
    trace = reference["one"][4]
    assert [n for n, _ in trace] == [20_000, 40_000, 50_000]


def test_in_the_browser_workers_2_runs_serially_with_the_same_result(monkeypatch, reference):
    """sys.platform "emscripten" (Pyodide): no pool is even asked for, and workers=2 gives
    exactly the result of workers=1 and of two processes elsewhere."""
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(multiprocessing, "get_context", no_process_may_start)
    sim = simulate(ROUNDS, seed=SEED, workers=2, progress=False)
    assert outcome(sim) == reference["one"] == reference["two"]


def test_in_the_browser_every_core_by_default_runs_serially_too(monkeypatch, reference):
    """workers=None (every core) in the browser: the same result, no pool."""
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(os, "cpu_count", lambda: 4)
    monkeypatch.setattr(multiprocessing, "get_context", no_process_may_start)
    sim = simulate(ROUNDS, seed=SEED, progress=False)
    assert outcome(sim) == reference["one"]


@pytest.mark.parametrize(
    "refusal",
    [
        ImportError("No module named '_multiprocessing'"),
        OSError(138, "emscripten does not support processes"),
        NotImplementedError("sem_open"),
    ],
    ids=["no _multiprocessing", "no processes (OSError)", "not implemented"],
)
def test_a_pool_that_cannot_be_made_means_a_serial_run_with_the_same_result(
    monkeypatch, reference, refusal
):
    """On a platform whose name promises processes, the pool's creation failing the way a
    platform without them fails gives the same result, serially."""
    calls = []

    class Context:
        def Pool(self, *args: object, **kwargs: object) -> None:
            calls.append(args)
            raise refusal

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(multiprocessing, "get_all_start_methods", lambda: ["fork", "spawn"])
    monkeypatch.setattr(multiprocessing, "get_context", lambda method: Context())
    sim = simulate(ROUNDS, seed=SEED, workers=2, progress=False)
    assert calls == [(2,)], "the pool was asked for once, with two workers"
    assert outcome(sim) == reference["one"]


def test_multiprocessing_that_cannot_be_imported_means_a_serial_run(monkeypatch, reference):
    """`import multiprocessing` itself failing (sys.modules entry None) is no error either."""
    monkeypatch.setattr(sys, "platform", "linux")
    # A pool got some other way (a module-level import) must fail here, not start workers
    # that cannot import multiprocessing either.
    monkeypatch.setattr(multiprocessing, "get_context", no_process_may_start)
    monkeypatch.setitem(sys.modules, "multiprocessing", None)
    sim = simulate(ROUNDS, seed=SEED, workers=2, progress=False)
    assert outcome(sim) == reference["one"]


def test_any_other_error_making_the_pool_is_raised_not_hidden(monkeypatch):
    """Only the three ways a platform says "no processes" fall back; a bug is not hidden behind a
    slower run."""

    def broken(method: str) -> None:
        raise TypeError("a bug in the pool")

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(multiprocessing, "get_all_start_methods", lambda: ["fork"])
    monkeypatch.setattr(multiprocessing, "get_context", broken)
    with pytest.raises(TypeError, match="a bug in the pool"):
        simulate(ROUNDS, seed=SEED, workers=2, progress=False)


def test_importing_the_simulator_needs_no_multiprocessing(reference):
    """Pyodide's Python has no `_multiprocessing`: the module imports and simulates without it (a
    fresh interpreter in which `import multiprocessing` fails, on the platform "emscripten")."""
    code = (
        "import json, sys\n"
        "sys.modules['multiprocessing'] = None\n"
        "from bjswitch_widgets.strategy.simulate import simulate\n"
        "sys.platform = 'emscripten'\n"
        f"sim = simulate({ROUNDS}, seed={SEED}, workers=2, progress=False)\n"
        "print(json.dumps([sim.profile, sim.rounds, sim.mean, sim.stderr, sim.trace,"
        " sim.interrupted, 'multiprocessing' in {m.split('.')[0] for m in sys.modules"
        " if sys.modules[m] is not None}]))\n"
    )
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + (
        os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else ""
    )
    run = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=str(ROOT),
        env=env,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    *got, imported = json.loads(run.stdout)
    profile, rounds, mean, stderr, trace, interrupted = reference["one"]
    # JSON turns tuples into lists; floats come back bit for bit (repr round-trips).
    assert got == [profile, rounds, mean, stderr, [list(t) for t in trace], interrupted]
    assert imported is False


def test_the_progress_bar_advances_chunk_by_chunk_when_serial(monkeypatch, capsys, reference):
    """In the browser the bar still moves: one update per chunk (20,000, 20,000, 10,000 rounds),
    ending at 50000/50000 and closed."""
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(multiprocessing, "get_context", no_process_may_start)
    real_bar = simulate_module._progress_bar
    bars = []

    def counted_bar(rounds: int, name: str) -> object:
        bar = real_bar(rounds, name)
        updates: list[int] = []
        real_update = bar.update

        def update(n: int) -> object:
            updates.append(n)
            return real_update(n)

        bar.update = update
        bars.append((bar, updates))
        return bar

    monkeypatch.setattr(simulate_module, "_progress_bar", counted_bar)
    sim = simulate(ROUNDS, seed=SEED, workers=2, progress=True)
    assert outcome(sim) == reference["one"]
    [(bar, updates)] = bars
    assert updates == [20_000, 20_000, 10_000]
    assert bar.n == bar.total == 50_000
    err = capsys.readouterr().err
    assert "simulate switch: 100%" in err and "50000/50000 rounds" in err


@pytest.mark.parametrize("workers", [0, -1, 1.5, True, "2"])
def test_a_bad_number_of_workers_is_refused_in_the_browser_too(monkeypatch, workers):
    """workers is a whole number ≥ 1 or None, wherever the run would happen; 0 is not "every
    core" (that is None)."""
    monkeypatch.setattr(sys, "platform", "emscripten")
    with pytest.raises(
        InvalidInputError, match=rf"workers must be .*not {re.escape(repr(workers))}$"
    ):
        simulate(1_000, seed=SEED, workers=workers, progress=False)  # type: ignore[arg-type]


def test_in_the_browser_the_bar_does_not_try_a_thread(monkeypatch, recwarn):
    """Pyodide starts no thread: tqdm's monitor thread would fail and warn under the learner's
    cell ("can't start new thread"). The bar switches it off first: no warning, no thread."""
    import tqdm.auto
    import tqdm.std

    def no_thread(*args: object) -> None:
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(multiprocessing, "get_context", no_process_may_start)
    monkeypatch.setattr(tqdm.std, "TMonitor", no_thread)
    bar_class = tqdm.auto.tqdm
    monkeypatch.setattr(bar_class, "monitor", None)
    monkeypatch.setattr(bar_class, "monitor_interval", 10)  # tqdm's default
    simulate(ROUNDS, seed=SEED, workers=2, progress=True)
    assert [w for w in recwarn if issubclass(w.category, tqdm.std.TqdmMonitorWarning)] == []
    assert bar_class.monitor is None


@pytest.mark.parametrize(
    ("platform", "shown"),
    [("emscripten", True), ("linux", False)],
    ids=["JupyterLite: a bar", "IPython in a terminal: none"],
)
def test_the_bar_shows_by_default_in_jupyterlite(monkeypatch, platform, shown):
    """JupyterLite's kernel is an IPython shell whose config has no IPKernelApp (ipykernel's
    has): under Pyodide that shell is a notebook and the bar shows by default; the same shell
    elsewhere is IPython in a terminal, where it does not."""
    from types import SimpleNamespace

    import IPython

    shell = SimpleNamespace(config={})  # JupyterLite's get_ipython(): no IPKernelApp in config
    bars = []

    def recorded_bar(rounds: int, name: str) -> object:
        class Bar:
            def update(self, n: int) -> None:
                pass

            def set_postfix_str(self, text: str, refresh: bool = True) -> None:
                pass

            def close(self) -> None:
                pass

        bars.append((rounds, name))
        return Bar()

    monkeypatch.setattr(IPython, "get_ipython", lambda: shell)
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(multiprocessing, "get_context", no_process_may_start)
    monkeypatch.setattr(simulate_module, "_progress_bar", recorded_bar)
    simulate(2_000, seed=SEED, workers=1)  # progress: the default
    assert bars == ([(2_000, "switch")] if shown else [])
