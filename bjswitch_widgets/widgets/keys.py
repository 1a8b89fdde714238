"""The table's front-end helper: one message per decision shown, keyboard shortcuts, and focus
kept in the table. An `anywidget <https://anywidget.dev>`_ (JupyterLab 4, Notebook 7, Voila,
JupyterLite) with its JavaScript in ``keys.js`` beside this file.

:class:`TableKeys` sits inside a :class:`~bjswitch_widgets.widgets.table.SwitchTable` and shows
nothing. Its script finds the table's root element (``.bjs-root-table``) and

* catches a click on a decision button (``bjs-btn-<control>``, one of ``controls``) before
  ipywidgets sees it and sends ``{"type": "act", "action": control, "token": token}`` instead,
  ``token`` being the controller's ``decision_id`` on screen when the click is made: **a click
  acts on the decision shown**, and the kernel drops a message whose decision is already made.
  The script drops only such clicks too: one made while the last message waits for the
  kernel's answer (``{"type": "ack"}``; the page still shows the decision it made), and the
  rest of a double or triple click: a pointer click on the same control less than 250 ms after
  the click before, whatever click count the system gave it, even if the next render came in
  between. Any other click acts, however soon it follows: Stand, then Stand 0.35 s later
  stands both hands (the next decision is painted some 30 ms after a click), while a
  double-click on Double doubles one hand. The system's click count cannot tell these apart
  (it pairs clicks on one spot up to 400–500 ms apart); a double-click's clicks come closer
  together than a learner clicks again for the next decision. Enter or Space on a focused
  control (a click of ``event.detail`` 0) is a key press: a decision of its own, like a
  shortcut. While a message waits for its answer the root carries ``data-bjs-busy`` (for
  styles and tests);
* maps the keys of ``shortcuts`` (``"h"`` → ``["hit"]``) to the first enabled control named,
  while focus is in the table and not in a text box; such a key stops at the table, so that
  JupyterLab's command-mode keys (``d d``, ``i i`` …) never see it. A key held down decides
  once (Enter held on a focused control too: its repeats would press it again);
* after every re-render puts focus back on the control named by ``focus`` (or the element
  it selects, when it starts with ``.``: the dealer's table's amount box; else the first
  enabled decision) when focus was in the table and fell out of it (a button just used is
  disabled or hidden).

Without the script (no front end, or it failed to load) the plain buttons still work, and
``Button.click()`` (tests, headless) acts directly on the decision waited for.

>>> keys = TableKeys(controls=["hit"], shortcuts={"h": ["hit"]})
>>> seen = []
>>> keys.on_act(lambda control, token: seen.append((control, token)))
>>> keys.receive({"type": "act", "action": "hit", "token": 3})
>>> keys.receive({"type": "act", "action": 7, "token": "x"})  # malformed: ignored
>>> seen
[('hit', 3)]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import anywidget
import traitlets

__all__ = ["ROOT_CLASS", "TableKeys"]

#: The CSS class of the table's root element, which the script looks for with ``closest()``.
ROOT_CLASS = "bjs-root-table"

_SCRIPT = (Path(__file__).with_name("keys.js")).read_text(encoding="utf-8")


class TableKeys(anywidget.AnyWidget):
    """Clicks tagged with the decision shown, keys and focus for the table around it."""

    _esm = _SCRIPT

    token = traitlets.Int(0, help="The decision shown (the controller's decision_id)").tag(
        sync=True
    )
    controls = traitlets.List(
        traitlets.Unicode(), help="The controls whose clicks become messages (bjs-btn-<name>)"
    ).tag(sync=True)
    shortcuts = traitlets.Dict(
        help="Key (lower case, or 'Enter') → the controls it presses, the first enabled one"
    ).tag(sync=True)
    focus = traitlets.Unicode(
        "",
        help="The control to focus after a re-render ('': the first), or a CSS selector of an "
        "element in the table, starting with '.' (the dealer's amount box)",
    ).tag(sync=True)
    root = traitlets.Unicode(ROOT_CLASS, help="The CSS class of the table's root element").tag(
        sync=True
    )

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._on_act: Callable[[str, int], object] | None = None
        self.on_msg(self._on_custom_msg)

    def on_act(self, callback: Callable[[str, int], object]) -> None:
        """Call ``callback(control, token)`` for every click or key the script sends."""
        self._on_act = callback

    def receive(self, content: Mapping[str, Any]) -> None:
        """A message from the script: pass an ``act`` on, then tell the script it may send
        again (the ack carries the token now current)."""
        if content.get("type") != "act":
            return
        control, token = content.get("action"), content.get("token")
        try:
            if (
                isinstance(control, str)
                and isinstance(token, int)
                and not isinstance(token, bool)
                and self._on_act is not None
            ):
                self._on_act(control, token)
        finally:
            self.send({"type": "ack", "token": self.token})

    def _on_custom_msg(self, _: object, content: object, buffers: object = None) -> None:
        if isinstance(content, Mapping):
            self.receive(content)
