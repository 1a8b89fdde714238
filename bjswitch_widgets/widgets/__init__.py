"""The package's widgets (the only modules that import ipywidgets, through ``ui``).

``controller`` (the game behind the table), ``trainer_controller`` (the practice behind the
trainer) and ``dealer_controller`` (the rounds behind the dealer's table) import no ipywidgets;
``controls`` (every control once), ``options`` (every option once), ``setup``, ``render``,
``trainer_render``, ``dealer_render``, ``texts`` and ``style`` are pure Python; ``table``,
``panels``, ``quiz``, ``trainer`` and ``dealer_table`` are the ipywidgets views.
``SwitchTable``, ``TableController``, ``Quiz``, ``Trainer``, ``TrainerController``,
``DealerTable`` and ``DealerController`` load on first use.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "DealerController",
    "DealerTable",
    "Quiz",
    "SwitchTable",
    "TableController",
    "Trainer",
    "TrainerController",
]


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
    if name == "DealerTable":
        from .dealer_table import DealerTable

        return DealerTable
    if name == "DealerController":
        from .dealer_controller import DealerController

        return DealerController
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
