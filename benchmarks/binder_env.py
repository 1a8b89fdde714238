"""Time the Binder environment: its install from binder/ alone (fresh venv, as repo2docker
would) and the run of every lesson in it, top to bottom. Prints seconds.

    python benchmarks/binder_env.py
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from binder_build import ROOT, build, run_notebook


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        bin_, seconds = build(work)
        print(
            f"binder environment install (fresh venv, pip cache as the machine has it): {seconds:.1f} s"
        )
        total = 0.0
        for nb in sorted((ROOT / "notebooks").glob("*.ipynb")):
            start = time.perf_counter()
            run_notebook(bin_, work / "repo" / "notebooks" / nb.name, work)
            took = time.perf_counter() - start
            total += took
            print(f"  {nb.name:32s} {took:5.1f} s (kernel start included)")
        print(f"all lessons: {total:.1f} s")


if __name__ == "__main__":
    main()
