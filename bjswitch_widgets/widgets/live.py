"""Feedback a screen reader announces: HTML shown inside one live region that stays in the page.

ipywidgets' ``HTML`` widget replaces its whole content on every change, so a ``role="status"``
written into its value is a new element each time, which screen readers announce poorly or not
at all; nor can a value set attributes on the widget's own element. :class:`LiveHTML` is an
`anywidget <https://anywidget.dev>`_ (JupyterLab 4, Notebook 7, Voila, JupyterLite) whose
script makes one ``<div role="status">`` when the view is drawn and changes only what is inside
it: each new value is announced once, politely, as a whole.

Its script can also tie controls to their question: ``aria`` maps a CSS selector to attributes
set on every element that matches it inside the closest element of class ``root`` (and set
again when those elements are redrawn), e.g. ``role="radiogroup"`` and the question as the
``aria-label`` of a quiz's radio choices.

With ``submit`` (a CSS selector of text boxes inside ``root``), Enter in such a box sends the
box's text to :meth:`LiveHTML.on_submit`'s callbacks: a question checked by Enter, and not when
the learner only leaves the box. The text goes with ``token``, the question the page showed
(:meth:`LiveHTML.on_submit_at`), so that an Enter pressed twice answers one question.

Its lines are spaced as text, not as tall as an input (ipywidgets' ``HTML`` spaces every line
of its content at the height of an input box).

>>> live = LiveHTML("<b>No answer yet</b>", root="bjs-quiz",
...                 aria={".widget-radio-box": {"role": "radiogroup", "aria-label": "Hit?"}})
>>> live.value = "<b>Correct</b>"
>>> live.value, live.aria[".widget-radio-box"]["role"]
('<b>Correct</b>', 'radiogroup')
>>> sorted(answer_named(".bjs-quiz-answer", "Hit?", choices=True))
['.bjs-quiz-answer .widget-radio-box', '.bjs-quiz-answer input[type=radio]']
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping
from typing import Any

import anywidget
import traitlets

__all__ = ["LINE_HEIGHT", "LiveHTML", "answer_named"]

#: The line spacing of text in the package's HTML (ipywidgets spaces lines as tall as an input).
LINE_HEIGHT = "1.45"

_ESM = """
function render({ model, el }) {
  const live = document.createElement("div");
  live.className = "bjs-live";
  live.setAttribute("role", "status");
  el.appendChild(live);
  const draw = () => {
    live.innerHTML = model.get("value");
  };
  let root = null;
  let observer = null;
  let stopped = false;
  const label = () => {
    if (!root) return;
    for (const [selector, attributes] of Object.entries(model.get("aria") || {})) {
      for (const node of root.querySelectorAll(selector)) {
        for (const [name, value] of Object.entries(attributes)) {
          if (node.getAttribute(name) !== value) node.setAttribute(name, value);
        }
      }
    }
  };
  function attach() {
    if (stopped || !model.get("root")) return;
    root = el.closest("." + CSS.escape(model.get("root")));
    if (!root) {
      if (!el.isConnected) requestAnimationFrame(attach); // drawn before it was put in the page
      return;
    }
    label();
    observer = new MutationObserver(label); // the controls are redrawn: label them again
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener("keydown", submit, true); // capture: the box stops its keys
  }
  function submit(event) {
    const selector = model.get("submit");
    const box = event.target;
    if (!selector || event.key !== "Enter" || event.isComposing) return;
    if (!(box instanceof HTMLInputElement) || !box.matches(selector)) return;
    event.preventDefault();
    model.send({ event: "submit", value: box.value, token: model.get("token") });
  }
  draw();
  model.on("change:value", draw);
  model.on("change:aria", label);
  attach();
  return () => {
    stopped = true;
    if (observer) observer.disconnect();
    if (root) root.removeEventListener("keydown", submit, true);
    model.off("change:value", draw);
    model.off("change:aria", label);
  };
}
export default { render };
"""

_CSS = f".bjs-live {{ line-height: {LINE_HEIGHT}; }}"


class LiveHTML(anywidget.AnyWidget):
    """``value`` (HTML) shown in one ``role="status"`` element that stays while it changes; the
    attributes of ``aria`` (selector → attributes) set on the elements matching them inside the
    closest element of CSS class ``root``."""

    _esm = _ESM
    _css = _CSS

    value = traitlets.Unicode("", help="The HTML shown in the live region").tag(sync=True)
    root = traitlets.Unicode(
        "", help="The CSS class of the element around the controls that aria labels"
    ).tag(sync=True)
    aria = traitlets.Dict(
        help="CSS selector → attributes set on each element it matches inside root"
    ).tag(sync=True)
    submit = traitlets.Unicode(
        "", help="The CSS selector of the text boxes inside root whose Enter key submits"
    ).tag(sync=True)
    token = traitlets.Int(
        0, help="The question shown, sent with Enter (a view drops an answer to another)"
    ).tag(sync=True)

    def __init__(
        self,
        value: str = "",
        *,
        root: str = "",
        aria: Mapping[str, Mapping[str, str]] | None = None,
        submit: str = "",
        **kwargs: Any,
    ) -> None:
        rules = {selector: dict(attributes) for selector, attributes in (aria or {}).items()}
        super().__init__(value=value, root=root, aria=rules, submit=submit, **kwargs)
        self._submitted: list[Callable[[str], None]] = []
        self._submitted_at: list[Callable[[str, int | None], None]] = []
        self.on_msg(self._on_message)

    def on_submit(self, callback: Callable[[str], None]) -> None:
        """Call ``callback(text)`` when Enter is pressed in a box that ``submit`` matches, with
        the text in the box (sent with the key, so it is the text the learner saw)."""
        self._submitted.append(callback)

    def on_submit_at(self, callback: Callable[[str, int | None], None]) -> None:
        """As :meth:`on_submit`, with the :attr:`token` the page showed when Enter was
        pressed (None from a page that sent none): an answer acts only on its question."""
        self._submitted_at.append(callback)

    def _on_message(self, _: object, content: object, buffers: object) -> None:
        if not isinstance(content, dict) or content.get("event") != "submit":
            return
        text, token = content.get("value"), content.get("token")
        if not isinstance(token, int) or isinstance(token, bool):
            token = None
        if isinstance(text, str):
            for callback in self._submitted:
                callback(text)
            for callback_at in self._submitted_at:
                callback_at(text, token)


def answer_named(where: str, question: str, *, choices: bool) -> dict[str, dict[str, str]]:
    """The ``aria`` of :class:`LiveHTML` that ties the answer widget at CSS selector ``where``
    to its ``question``: ipywidgets' radio choices become a ``radiogroup`` named by the question,
    their inputs one group for the keyboard (one name: Tab enters the group once, the arrow keys
    choose); a text box (``choices=False``) is named by the question."""
    if not choices:
        return {f"{where} input": {"aria-label": question}}
    return {
        f"{where} .widget-radio-box": {"role": "radiogroup", "aria-label": question},
        f"{where} input[type=radio]": {"name": f"bjs-choices-{uuid.uuid4().hex}"},
    }
