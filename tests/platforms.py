"""What the tests need of the system beyond Python, said once: the skip marks for a feature one
system lacks (each skips there only; Linux runs everything), and the installed console scripts
found where pip puts them on every system.

The lighter CI job runs the tests on macOS and Windows too (``pytest -m "not browser and not
tools"``): a FIFO, a device under /dev, POSIX permission bits or a child's standard streams
closed before Python starts exist on Linux; some on macOS; none on Windows.
"""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig
from pathlib import Path

import pytest

#: ``os.mkfifo``: a FIFO at a path (Linux and macOS).
needs_fifos = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX only")
#: A device file to link to: ``/dev/null``, ``/dev/zero`` (Linux and macOS; Windows has none).
needs_dev = pytest.mark.skipif(
    sys.platform == "win32", reason="devices under /dev (/dev/null, /dev/zero) are POSIX only"
)
#: ``/dev/full``, a device every write to fails with "No space left on device" (Linux only).
needs_dev_full = pytest.mark.skipif(
    not os.path.exists("/dev/full"), reason="/dev/full is Linux only"
)
#: A file's mode bits as ``chmod`` sets them (Windows keeps only a read-only flag).
needs_mode_bits = pytest.mark.skipif(
    sys.platform == "win32", reason="POSIX permission bits: Windows keeps only read-only"
)
#: ``subprocess``'s ``preexec_fn``: a child's standard streams closed before Python starts.
needs_preexec = pytest.mark.skipif(
    sys.platform == "win32", reason="closing a child's standard streams needs preexec_fn (POSIX)"
)


def console_script(name: str) -> str | None:
    """The path of the console script ``name`` that ``pip install`` made for this Python, or
    None: beside the interpreter (a virtual environment's bin/ or Scripts\\), or in its scripts
    folder (Windows puts them in Scripts\\ below an installed python.exe, with ``.exe``)."""
    folders = dict.fromkeys([str(Path(sys.executable).parent), sysconfig.get_path("scripts")])
    return shutil.which(name, path=os.pathsep.join(folders))
