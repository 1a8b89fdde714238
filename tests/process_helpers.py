"""Other processes for the tests of files shared between kernels: a Python that runs a snippet
(with a time limit, so a hang is a failure), and a process that holds a file's lock. Their
output is UTF-8 on every system (Windows would print in its code page otherwise)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def run_python(code: str, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh interpreter with ``args`` as ``sys.argv[1:]``."""
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True, text=True, encoding="utf-8", timeout=timeout,
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
