"""The ipywidgets classes the views use, with the types ipywidgets does not ship.

At run time this module re-exports ipywidgets' own classes. For mypy it declares the small part
of their API the views use (ipywidgets has no ``py.typed`` marker nor stubs), so ``mypy --strict``
checks the views' use of it instead of seeing ``Any``. The views import ipywidgets only from
here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = [
    "HTML",
    "Accordion",
    "BoundedIntText",
    "Box",
    "Button",
    "Checkbox",
    "DOMWidget",
    "Dropdown",
    "HBox",
    "Layout",
    "RadioButtons",
    "Text",
    "ToggleButton",
    "VBox",
    "ValueWidget",
    "Widget",
]

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from traitlets import HasTraits

    class Widget(HasTraits):
        """ipywidgets.Widget: a traitlets object synced with the browser."""

    class Layout(Widget):
        display: str | None
        width: str | None
        overflow: str | None
        flex_flow: str | None

        def __init__(self, **kwargs: Any) -> None: ...

    class DOMWidget(Widget):
        layout: Layout

        def __init__(self, **kwargs: Any) -> None: ...
        def add_class(self, className: str) -> DOMWidget: ...
        def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None: ...

    class ValueWidget(DOMWidget):
        value: Any
        disabled: bool
        description: str

    class HTML(DOMWidget):
        value: str

        def __init__(self, value: str = "", **kwargs: Any) -> None: ...

    class Button(DOMWidget):
        description: str
        tooltip: str | None
        disabled: bool
        button_style: str

        def on_click(self, callback: Callable[[Button], None], remove: bool = False) -> None: ...
        def click(self) -> None: ...

    class ToggleButton(ValueWidget):
        value: bool
        description: str
        tooltip: str | None

    class Checkbox(ValueWidget):
        value: bool
        description: str

    class Dropdown(ValueWidget):
        value: Any
        options: Any

    class BoundedIntText(ValueWidget):
        value: int
        min: int
        max: int

    class RadioButtons(ValueWidget):
        value: Any
        options: tuple[str, ...]

    class Text(ValueWidget):
        value: str

    class Box(DOMWidget):
        children: tuple[DOMWidget, ...]

        def __init__(self, children: Sequence[DOMWidget] = (), **kwargs: Any) -> None: ...

    class HBox(Box): ...

    class VBox(Box): ...

    class Accordion(Box):
        selected_index: int | None

        def set_title(self, index: int, title: str) -> None: ...

else:
    from ipywidgets import (
        HTML,
        Accordion,
        BoundedIntText,
        Box,
        Button,
        Checkbox,
        DOMWidget,
        Dropdown,
        HBox,
        Layout,
        RadioButtons,
        Text,
        ToggleButton,
        ValueWidget,
        VBox,
        Widget,
    )
