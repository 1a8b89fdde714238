"""The package's widgets (the only modules that import ipywidgets).

``render`` and ``style`` are pure helpers; ``SwitchTable`` loads ipywidgets on first use.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Quiz", "SwitchTable"]


def __getattr__(name: str) -> Any:
    if name == "SwitchTable":
        from .table import SwitchTable

        return SwitchTable
    if name == "Quiz":
        from .quiz import Quiz

        return Quiz
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
