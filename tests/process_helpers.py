"""Other processes for the tests: a command run to its end (with a time limit, so a hang is a
failure), a Python that runs a snippet, and a process that holds a file's lock. Their output is
read as UTF-8 on every system (Windows would read it in its code page otherwise)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any


def run(*words: str, timeout: float = 300, **options: Any) -> subprocess.CompletedProcess[str]:
    """Run the command ``words`` to its end, its output captured and read as UTF-8; ``options``
    go to :func:`subprocess.run` (``cwd``, ``env``, ``errors``). A failing status is returned,
    not raised."""
    return subprocess.run(  # type: ignore[no-any-return]
        list(words), capture_output=True, text=True, encoding="utf-8", timeout=timeout,
        check=False, **options,
    )  # fmt: skip


def run_python(code: str, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh interpreter with ``args`` as ``sys.argv[1:]``."""
    return run(
        sys.executable, "-c", code, *args, timeout=timeout,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )  # fmt: skip


HOLD = (
    "import sys, time; from bjswitch_widgets import files\n"
    "with files.locked(sys.argv[1]):\n    print('held', flush=True); time.sleep(60)\n"
)


@contextmanager
def lock_held_elsewhere(path: Path) -> Iterator[None]:
    """Another process holds ``path``'s lock (files.locked) for the body; killed after it."""
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(path)], stdout=subprocess.PIPE, text=True, encoding="utf-8"
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        yield
    finally:
        holder.kill()
        holder.wait()
