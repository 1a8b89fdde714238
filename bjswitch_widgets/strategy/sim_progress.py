"""The simulator's progress bar: shown by default in a notebook (ipykernel's, or JupyterLite's in
the browser), written in the learner's language, with the same rate as the printed result.
"""

from __future__ import annotations

import sys
from typing import Any

from ..language import gettext as _
from .plots import grouped

__all__ = ["NO_PROCESSES", "in_notebook", "per_second", "progress_bar"]

#: Platforms whose Python can start no process and no thread (WebAssembly: Pyodide and
#: JupyterLite report "emscripten"; WASI builds "wasi").
NO_PROCESSES = frozenset({"emscripten", "wasi"})


def in_notebook() -> bool:
    """A notebook's kernel runs this: ipykernel's (its config names ``IPKernelApp``) or, in the
    browser, JupyterLite's (an IPython shell under Pyodide, whose config does not) — where
    ``tqdm.auto`` draws its notebook bar too."""
    shell = sys.modules.get("IPython")
    if shell is None:
        return False
    ip = shell.get_ipython()
    if ip is None:
        return False
    return "IPKernelApp" in getattr(ip, "config", {}) or sys.platform in NO_PROCESSES


def per_second(rate: float) -> str:
    """``'12,345 rounds/s'``: the bar's rate, rounds so far / time so far."""
    return _("{rate} rounds/s").format(rate=grouped(f"{rate:,.0f}"))


def progress_bar(rounds: int, name: str) -> Any:
    """A tqdm bar that shows the same rate as the result (rounds so far / time so far, set by
    the simulator with :func:`per_second`), not tqdm's own smoothed rate, so the bar and the
    printed line never disagree.

    Where no thread can start (in the browser) tqdm's monitor thread is switched off first:
    tqdm would try it, fail, and print a warning under the learner's cell before doing the same.
    """
    from tqdm.auto import tqdm  # type: ignore[import-untyped]

    if sys.platform in NO_PROCESSES:
        tqdm.monitor_interval = 0
    return tqdm(
        total=rounds,
        # Translators: the progress bar's name: simulating the rounds of a table ('switch')
        desc=_("simulate {profile}").format(profile=name),
        # Translators: tqdm's progress bar; keep every {…} as it is
        bar_format=_(
            "{desc}: {percentage:3.0f}%|{bar}| {n_fmt}/{total_fmt} rounds "
            "[{elapsed}<{remaining}{postfix}]"
        ),
    )
