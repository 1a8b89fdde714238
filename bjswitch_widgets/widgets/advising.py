"""The Advisor's values without holding up a click: the fast model's at once, the exact ones a
slice at a time on the running event loop.

The exact values of a hand in play (rules §6.2) take from a millisecond to about a second to work
out in the worst case (a hand of small cards). On a running event loop (ipykernel's, Pyodide's)
:meth:`AdviceWork.advice` works on them for at most :data:`SLICE` seconds; if they are not
ready it returns the fast model's values with their stated errors (``pending``) and goes on in
further slices with ``loop.call_soon`` — between slices the kernel handles clicks — until they
are ready (``on_ready`` runs: the view re-renders) or the decision is gone (the work stops, and
is kept by the solver for later). With no running loop (plain Python, headless tests) the exact
values are worked out at once. Pure Python, no ipywidgets.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Hashable

from ..round import Round
from ..strategy import Advice, advise
from .clock import running_loop

__all__ = ["SLICE", "AdviceWork"]

#: The longest the Advisor works on exact values in one go while a click waits, in seconds.
SLICE = 0.02


class AdviceWork:
    """Works out the Advisor's exact values a slice at a time.

    ``current()`` names the decision the table waits for now (None: nothing to advise); work
    for any other decision stops. ``on_ready()`` runs when the exact values of the current
    decision are ready.
    """

    def __init__(
        self, current: Callable[[], Hashable | None], on_ready: Callable[[], None]
    ) -> None:
        self._current = current
        self._on_ready = on_ready
        self._working: Hashable | None = None

    @property
    def working(self) -> bool:
        """Exact values are being worked out for the current decision."""
        return self._working is not None and self._working == self._current()

    def advice(self, rnd: Round) -> Advice | None:
        """The Advisor's values for the decision waited for now (see the module's text)."""
        loop = running_loop()
        if loop is None:
            return advise(rnd)
        adv = advise(rnd, deadline=time.perf_counter() + SLICE)
        token = self._current()
        if adv is not None and adv.pending and token is not None and self._working != token:
            self._working = token
            loop.call_soon(self._slice, loop, rnd, token)
        return adv

    def judge(self, rnd: Round) -> Advice | None:
        """What a choice is judged against as it is made: the values shown (exact where they are
        ready), never waiting for more."""
        if running_loop() is None:
            return advise(rnd)
        return advise(rnd, deadline=time.perf_counter())

    def _slice(self, loop: asyncio.AbstractEventLoop, rnd: Round, token: Hashable) -> None:
        if self._current() != token:
            if self._working == token:
                self._working = None
            return
        adv = advise(rnd, deadline=time.perf_counter() + SLICE)
        if adv is not None and adv.pending:
            loop.call_soon(self._slice, loop, rnd, token)
            return
        self._working = None
        self._on_ready()
