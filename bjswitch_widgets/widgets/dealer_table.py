"""The dealer's table: an ipywidgets view over a :class:`~.dealer_controller.DealerController`.

The learner sits in the dealer's chair. The players (computer seats) have played; the learner
takes the dealer's steps in order: pays or collects insurance, turns a switched ace + ten
sideways (``jack_switch``), clicks **Hit** or **Stand** for the dealer, then settles every hand
from the dealer's right to left by typing the chips it gets back (or counting them out with the
chip buttons) and pressing **Pay** (or Enter in the box). A wrong answer is marked, explained
with its §, and waits to be corrected before the next hand.

:class:`DealerTable` only lays it out: the question and the buttons above the felt (whose
height changes with the round), the felt drawn by :mod:`.dealer_render`, the verdict in a live
region (:class:`~.live.LiveHTML`: a screen reader reads each verdict), the keys help and the
learner's figures. A click or an Enter acts only on the step it was shown for (the table's
:class:`~.keys.TableKeys` and the live region carry the step's number; a stale or doubled
one is dropped). The keys are the player's table's: ``H`` hit, ``S`` stand, Enter pays or
deals the next round, ``B`` both hands, ``N`` none.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..checks.answers import read_number
from ..language import gettext as _
from ..language import in_language, speaks_own_language
from ..teaching.dealer_drills import dealer_kind_name
from . import ui
from .controls import keys_help, shortcuts, with_key
from .dealer_controller import DEALER_CONTROLS, DealerController
from .dealer_render import dealer_table_html
from .keys import TableKeys
from .live import LiveHTML
from .panels import control_button, make_button
from .render import esc
from .style import style_html, trainer_style_html

__all__ = ["DEALER_CSS", "DealerTable"]

#: The CSS class of the dealer's table's root element (its keys script looks for it).
ROOT = "bjs-root-dealer"
#: The chips a chip button adds to the amount typed.
CHIPS = (1, 2, 5, 10)

#: The dealer's table's own styles (beside the table's and the trainer's).
DEALER_CSS = """
.bjs-dealer-amount { width: 7em; }
.bjs-dealer-amount input { font-size: 1.05em; }
.bjs-note.bjs-asked { font-weight: 700; outline: 2px solid #f9a825; outline-offset: 1px; }
.bjs-dealer-step { font-size: .9em; opacity: .85; }
.bjs-dealer-felt:focus { outline: 2px solid #f9a825; outline-offset: 2px; }
"""


class DealerTable(ui.VBox):
    """The dealer's chair at ``profile`` (a name or a Profile), rounds dealt from ``seed``
    (None: fresh ones), every text in ``lang`` (None: the kernel's).

    ``table.controller`` is the state (a :class:`~.dealer_controller.DealerController`, usable
    without widgets); ``table.answer(x)`` answers the step waiting; ``table.stats()`` gives the
    learner's figures.
    """

    def __init__(
        self, profile: Any = "switch", seed: int | None = None, lang: str | None = None
    ) -> None:
        controller = DealerController(profile, seed, lang)
        self.controller = controller
        self.lang = controller.lang
        with in_language(self.lang):
            self._build()

    def _build(self) -> None:
        c = self.controller
        title = _("The dealer's chair at {table}").format(table=c.profile.display_title)
        self._header = ui.HTML(f'<div class="bjs-header"><b>{esc(title)}</b></div>')
        self._prompt = ui.HTML()
        self._prompt.add_class("bjs-status-view")
        self._buttons: dict[str, ui.Button] = {}
        for name in DEALER_CONTROLS:
            made = control_button(name, button_style="primary")
            if name in ("turn-1", "turn-2"):
                made.description = _("Hand {number}").format(number=name[-1])
            made.tooltip = with_key(made.description, name)
            made.on_click(self._clicked(name))
            self._buttons[name] = made
        self._amount = ui.Text(placeholder=_("chips"), layout=ui.Layout(width="7em"))
        self._amount.add_class("bjs-dealer-amount")
        self._chips: list[ui.Button] = []
        for n in CHIPS:
            chip = make_button(
                f"+{n}", f"bjs-chip-{n}", tooltip=_("Add {n} to the amount").format(n=n)
            )
            chip.on_click(self._add_chips(n))
            self._chips.append(chip)
        self._clear = make_button(_("Clear"), "bjs-chip-clear", tooltip=_("Clear the amount"))
        self._clear.on_click(lambda _button: self._set_amount(""))
        self._zero = make_button(
            "0", "bjs-chip-0", tooltip=_("Nothing comes back: the bet is lost")
        )
        self._zero.on_click(lambda _button: self._set_amount("0"))
        self._chips.insert(0, self._zero)
        row = [
            *[self._buttons[n] for n in DEALER_CONTROLS if n not in ("pay", "next-round")],
            self._amount,
            *self._chips,
            self._clear,
            self._buttons["pay"],
            self._buttons["next-round"],
        ]
        self._row = ui.HBox(row, layout=ui.Layout(flex_flow="row wrap", align_items="center"))
        # the question and its controls together, above the felt (the question names the hand
        # and the dealer's cards itself: a long table need not be scrolled to answer)
        self._ask = ui.VBox([self._prompt, self._row])
        self._ask.add_class("bjs-dealer-ask")
        self._table = ui.HTML()
        self._table.add_class("bjs-table-view")
        self._verdict = LiveHTML(root=ROOT, submit=".bjs-dealer-amount input")
        self._verdict.add_class("bjs-trainer-verdict-view")
        self._verdict.on_submit_at(self._on_enter)
        self._keys_help = ui.HTML(keys_help(c.table_controls()))
        self._keys_help.add_class("bjs-keys-help-view")
        self._stats = ui.HTML()
        self._stats.add_class("bjs-trainer-stats-view")
        self.dealer_keys = TableKeys(
            controls=list(DEALER_CONTROLS),
            shortcuts=shortcuts(DEALER_CONTROLS),
            root=ROOT,
            layout=ui.Layout(display="none"),
        )
        self.dealer_keys.on_act(self._on_key)
        super().__init__(
            [
                ui.HTML(style_html() + trainer_style_html() + f"<style>{DEALER_CSS}</style>"),
                self._header,
                self._ask,
                ui.Box([self._table], layout=ui.Layout(overflow="auto", width="100%")),
                self._verdict,
                self._keys_help,
                self._stats,
                self.dealer_keys,
            ]
        )
        self.add_class("bjs-root")
        self.add_class(ROOT)
        c.observe(self._on_change, names="version")
        self._render()

    # ------------------------------------------------------------------ the API

    def answer(self, value: Any) -> Any:
        """Answer the step waiting (``'hit'``, ``'stand'``, chips, hand numbers); the verdict."""
        return self.controller.answer(value)

    def stats(self) -> dict[str, Any]:
        """The learner's figures: steps answered, right at the first try, per kind."""
        return self.controller.stats()

    # ------------------------------------------------------------------ the view

    def _clicked(self, name: str) -> Callable[[ui.Button], None]:
        def handler(_button: ui.Button) -> None:
            self._act(name, self.controller.decision_id)

        return handler

    def _on_key(self, name: str, token: int) -> None:
        self._act(name, token)

    def _on_enter(self, text: str, token: int | None) -> None:
        self._amount.value = text  # the text the learner saw when pressing Enter
        self._act("pay", self.controller.decision_id if token is None else token)

    def _act(self, name: str, token: int) -> None:
        self.controller.act(name, token, self._amount.value if name == "pay" else None)

    def _add_chips(self, n: int) -> Callable[[ui.Button], None]:
        def handler(_button: ui.Button) -> None:
            now = read_number(self._amount.value)  # as Pay reads it: "4", "four", «четыре»
            self._set_amount(str(max(now or 0, 0) + n))

        return handler

    def _set_amount(self, value: str) -> None:
        self._amount.value = value

    def _on_change(self, change: Mapping[str, Any]) -> None:
        self._render()

    @speaks_own_language
    def _render(self) -> None:
        c = self.controller
        table = c.round
        step = table.step
        shown = set(c.controls())
        for name, button in self._buttons.items():
            button.layout.display = "" if name in shown else "none"
        paying = "pay" in shown
        for widget in (self._amount, *self._chips, self._clear):
            widget.layout.display = "" if paying else "none"
        if step is None:
            prompt = _("Every bet of round {n} is settled. Deal the next round.").format(n=c.rounds)
            head = ""
        else:
            head = _("Round {n} · step {k} of {total} · {kind}").format(
                n=c.rounds,
                k=table.index + 1,
                total=len(table.steps),
                kind=dealer_kind_name(step.kind),
            )
            prompt = step.prompt()
        last = c.last
        if (
            last is not None
            and last[1] is not None
            and (last[1] is not step or not last[0].correct)
        ):
            # a new step starts empty; a wrong amount is quoted in the verdict and cleared, so
            # that the corrected one is not typed after it ("0" then "4" is not "04")
            self._amount.value = ""
        self._table.value = dealer_table_html(table.moment())
        self._prompt.value = (
            f'<div class="bjs-status"><div class="bjs-dealer-step">{esc(head)}</div>'
            f"<b>{esc(prompt)}</b></div>"
        )
        # a keyboard learner types the amount at once: focus goes to the box on a paying step;
        # otherwise to the felt, so that an Enter pressed twice (Next round) answers nothing
        self.dealer_keys.focus = ".bjs-dealer-amount input" if paying else ".bjs-dealer-felt"
        self.dealer_keys.token = c.decision_id
        self._verdict.token = c.decision_id
        self._verdict.value = self._verdict_html()
        self._stats.value = self._stats_html()

    def _verdict_html(self) -> str:
        last = self.controller.last
        if last is None:
            intro = _(
                "You are the dealer: the players have played. Take the dealer's steps in order; "
                "a wrong answer is explained and must be corrected before the next hand."
            )
            return f'<div class="bjs-trainer-verdict">{esc(intro)}</div>'
        feedback, step = last
        about = step.prompt()
        if feedback.correct or not feedback.readable:
            more = ""
        else:
            correct = _("Correct it to go on.")
            more = f"<div><b>{esc(correct)}</b></div>"
        return (
            f'<div class="bjs-dealer-last"><span class="bjs-trainer-verdict-label">'
            f"{esc(about)}</span>{feedback._repr_html_()}{more}</div>"
        )

    def _stats_html(self) -> str:
        s = self.controller.stats()
        if not s["answered"]:
            return ""
        text = _("Steps answered: {answered}; right at the first try: {right}.").format(
            answered=s["answered"], right=s["right_first_try"]
        )
        return f'<div class="bjs-trainer-stats">{esc(text)}</div>'
