"""The dealer's clock: the dealer's turn played step by step without ever blocking.

With a delay, the first step is played at once and each next one is scheduled ``delay`` seconds
later with ``loop.call_later`` on the running event loop (ipykernel runs one; so does Pyodide,
where ``time.sleep`` would freeze the browser tab). With no running loop (plain Python,
headless tests) or no delay, every step is played at once. Pure Python, no ipywidgets.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable

from ..language import in_language
from ..round import Phase, Round
from ..session import Session

__all__ = ["DealerClock", "running_loop"]


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running now (ipykernel's; Pyodide's WebLoop), or None in plain Python."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        pass
    if sys.platform == "emscripten":  # Pyodide: the WebLoop runs on the browser's event loop
        loop = asyncio.get_event_loop()
        return loop if loop.is_running() else None
    return None


class DealerClock:
    """Plays the dealer's turn: at once, or one step now and each next one ``delay`` seconds
    later on the running event loop (``loop.call_later``: the kernel never sleeps).

    ``delay`` None: nobody plays it here (the ``Deal dealer`` button does). ``on_step`` runs
    after each scheduled step. ``lang``: the table's language (None: the kernel's), which a
    scheduled step and ``on_step`` write their texts in (the log's lines).
    """

    def __init__(
        self, delay: float | None, on_step: Callable[[], None], *, lang: str | None = None
    ) -> None:
        self.delay = delay
        self._on_step = on_step
        self.lang = lang
        self._handle: asyncio.Handle | None = None

    @property
    def busy(self) -> bool:
        """A step is scheduled: the dealer is playing."""
        return self._handle is not None

    def play(self, session: Session) -> None:
        """Play the dealer of the session's current round (in the DEALER phase)."""
        rnd = session.current
        if self.delay is None or self._handle is not None or rnd is None:
            return
        loop = running_loop() if self.delay else None
        if loop is None:  # plain Python or no delay: every step at once
            while rnd.phase is Phase.DEALER:
                session.dealer_step()
            return
        if rnd.phase is Phase.DEALER:
            session.dealer_step()
        self._schedule(loop, session, rnd)

    def cancel(self) -> None:
        """Forget the scheduled step (the table is dealt again)."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None

    def _schedule(self, loop: asyncio.AbstractEventLoop, session: Session, rnd: Round) -> None:
        if rnd.phase is Phase.DEALER and self.delay:
            self._handle = loop.call_later(self.delay, self._tick, loop, session, rnd)

    def _tick(self, loop: asyncio.AbstractEventLoop, session: Session, rnd: Round) -> None:
        self._handle = None
        if rnd is not session.current or rnd.phase is not Phase.DEALER:
            return  # the round was replaced meanwhile
        with in_language(self.lang):
            session.dealer_step()
            self._schedule(loop, session, rnd)
            self._on_step()
