"""The package's widgets (the only modules that import ipywidgets, through ``ui``).

``controller`` (the game behind the table) and ``trainer_controller`` (the practice behind the
trainer) import no ipywidgets; ``controls`` (every control once), ``options`` (every option
once), ``setup``, ``render``, ``trainer_render``, ``texts`` and ``style`` are pure Python; ``table``, ``panels``, ``quiz`` and ``trainer`` are the ipywidgets views.
``SwitchTable``, ``TableController``, ``Quiz``, ``Trainer`` and ``TrainerController`` load on
first use.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Quiz", "SwitchTable", "TableController", "Trainer", "TrainerController"]


def __getattr__(name: str) -> Any:
    if name == "SwitchTable":
        from .table import SwitchTable

        return SwitchTable
    if name == "TableController":
        from .controller import TableController

        return TableController
    if name == "Quiz":
        from .quiz import Quiz

        return Quiz
    if name == "Trainer":
        from .trainer import Trainer

        return Trainer
    if name == "TrainerController":
        from .trainer_controller import TrainerController

        return TrainerController
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
