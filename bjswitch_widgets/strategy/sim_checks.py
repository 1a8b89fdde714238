"""What the simulator accepts, checked before and while it plays: its arguments (rounds up to
:data:`MAX_ROUNDS`, a seed, workers capped by the CPUs, an executor) and each chunk's result as
it comes back from wherever it ran (its rounds as asked, finite sums that can be true together).
"""

from __future__ import annotations

import math
import os
import random
from concurrent.futures import Executor, Future

from ..arguments import check_seed, check_whole
from ..errors import InvalidInputError, quote
from ..language import gettext as _
from ..language import ngettext
from .plots import grouped

__all__ = ["MAX_ROUNDS", "checked_arguments", "checked_chunk", "checked_future"]

#: The most rounds one simulation plays: a billion, hours of work on a laptop's cores, where the
#: standard error is about 0.00004 of a bet, far below any difference between the tables.
MAX_ROUNDS = 10**9


def checked_arguments(
    rounds: object, strategy: object, seed: object, workers: object, executor: object
) -> tuple[int, int]:
    """Refuse the bad arguments of :func:`~.simulate.simulate` before anything is played;
    return the seed (a fresh one for None) and the worker processes to start (at most one per
    CPU, :func:`os.cpu_count`: more would only wait for one another)."""
    check_whole(rounds, "rounds", least=1, most=MAX_ROUNDS)
    if strategy != "basic":
        raise InvalidInputError(
            _("unknown strategy {value}: the simulator plays 'basic'").format(value=quote(strategy))
        )
    checked = check_seed(seed)
    if checked is None:
        checked = random.SystemRandom().randrange(2**63)
    cpus = os.cpu_count() or 1
    if workers is not None and (
        isinstance(workers, bool) or not isinstance(workers, int) or workers < 1
    ):
        raise InvalidInputError(
            _("workers must be a whole number ≥ 1 (or None: every core), not {value}").format(
                value=quote(workers)
            )
        )
    if executor is not None and not isinstance(executor, Executor):
        raise InvalidInputError(
            _("executor must be a concurrent.futures.Executor (or None), not {value}").format(
                value=quote(executor)
            )
        )
    if executor is not None and workers is not None:
        raise InvalidInputError(
            _(
                "workers={workers} and executor={executor}: give one or the other (the executor "
                "decides where the chunks run)"
            ).format(workers=quote(workers), executor=quote(executor))
        )
    return checked, cpus if workers is None else min(workers, cpus)


def checked_chunk(
    result: object, k: int, chunks: int, asked: int, done: int
) -> tuple[int, float, float]:
    """Chunk ``k``'s result (counted from 0, of ``chunks``; ``asked`` rounds after the ``done``
    before it), if it can be what the simulator's chunk returns for it: its rounds as
    asked, a finite sum and sum of squares of the results, the squares ≥ 0 and no smaller than
    the sum allows (sum² ≤ rounds × squares). Else InvalidInputError naming the chunk: an
    executor that loses or makes up rounds must not turn into a wrong mean."""
    # Translators: which chunk of a simulation's rounds an error is about; it begins the error,
    # before "came back …" or a colon
    where = _("chunk {k} of {chunks} (rounds {first}–{last})").format(
        k=k + 1, chunks=chunks, first=grouped(f"{done + 1:,}"), last=grouped(f"{done + asked:,}")
    )
    if not isinstance(result, (tuple, list)) or len(result) != 3:
        raise InvalidInputError(
            _("{where} came back as {value}, not (rounds, sum, sum of squares)").format(
                where=where, value=quote(result)
            )
        )
    n, total, squares = result
    if isinstance(n, bool) or not isinstance(n, int) or n != asked:
        raise InvalidInputError(
            _("{where} came back with {n} rounds, not {asked}").format(
                where=where, n=quote(n), asked=grouped(f"{asked:,}")
            )
        )
    for value, message in (
        (total, _("{where}: its sum is {value}, not a finite number")),
        (squares, _("{where}: its sum of squares is {value}, not a finite number")),
    ):
        try:
            finite = not isinstance(value, bool) and math.isfinite(value)
        except (TypeError, OverflowError):  # not a number, or an int beyond any float
            finite = False
        if not finite:
            raise InvalidInputError(message.format(where=where, value=quote(value)))
    total, squares = float(total), float(squares)
    if squares < 0 or total * total > n * squares * (1 + 1e-9) + 1e-9:
        raise InvalidInputError(
            # the English text is as it always was (plural for one too); Russian counts
            ngettext(
                "{where}: a sum of {sum} with a sum of squares of {squares} over {n} rounds is "
                "impossible (sum² ≤ rounds × sum of squares, squares ≥ 0)",
                "{where}: a sum of {sum} with a sum of squares of {squares} over {n} rounds is "
                "impossible (sum² ≤ rounds × sum of squares, squares ≥ 0)",
                n,
            ).format(where=where, sum=quote(total), squares=quote(squares), n=grouped(f"{n:,}"))
        )
    return n, total, squares


def checked_future(future: object, executor: Executor) -> Future[tuple[int, float, float]]:
    """What ``executor.submit`` returned, if it is a Future (as every executor's submit must
    return); else InvalidInputError naming the executor."""
    if not isinstance(future, Future):
        raise InvalidInputError(
            _(
                "the executor {executor} answered submit() with {value}, not a "
                "concurrent.futures.Future"
            ).format(executor=quote(executor), value=quote(future))
        )
    return future
