"""An environment for a Jupyter subprocess of a test: a home, Jupyter and IPython folders and a
progress file of its own below a temporary folder, so no test reads or writes the user's."""

from __future__ import annotations

import os
from pathlib import Path


def jupyter_env(tmp: Path, **extra: str) -> dict[str, str]:
    """``os.environ`` with HOME, the Jupyter folders and IPYTHONDIR below ``tmp / "home"``,
    BJSWITCH_PROGRESS at ``tmp / "progress.json"``, and ``extra`` on top."""
    home = tmp / "home"
    return {
        **os.environ,
        "HOME": str(home),
        "JUPYTER_CONFIG_DIR": str(home / "jupyter"),
        "JUPYTER_DATA_DIR": str(home / "data"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "IPYTHONDIR": str(home / "ipython"),
        "BJSWITCH_PROGRESS": str(tmp / "progress.json"),
        **extra,
    }
