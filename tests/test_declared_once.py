"""What the widgets offer is declared once (issue 22): the table's options
(``widgets/options.py``: the signature of SwitchTable, TableController and table_setup, and the
parameters their docstrings list), a lesson question's parameters (``Lesson.ask`` and ``quiz``),
and every control (``widgets/controls.py``: the label on the button, its key in the tooltip and
in the keys help, the order of the decision buttons).
"""

from __future__ import annotations

import dataclasses
import inspect
import re

import pytest

from bjswitch_widgets import SwitchTable
from bjswitch_widgets.engine.actions import ActionKind
from bjswitch_widgets.widgets.controller import TableController
from bjswitch_widgets.widgets.controls import CONTROLS, DECISIONS, control, keys_help, shortcuts
from bjswitch_widgets.widgets.dealer_controller import DEALER_CONTROLS
from bjswitch_widgets.widgets.lesson import Lesson
from bjswitch_widgets.widgets.options import Question, TableOptions
from bjswitch_widgets.widgets.setup import table_setup

# The table's options as issue 22 lists them (and the README's table section), in order; the
# first five may be given by position.
TABLE_OPTIONS = [
    "players",
    "profile",
    "seed",
    "scenario",
    "rounds",
    "computer",
    "dealer_delay",
    "advisor",
    "undo",
    "size",
    "export",
    "lang",
]


def _parameters(func: object) -> list[str]:
    return [p for p in inspect.signature(func).parameters if p != "self"]  # type: ignore[arg-type]


@pytest.mark.parametrize("built", [SwitchTable, TableController, table_setup], ids=repr)
def test_the_table_the_controller_and_the_setup_take_the_one_declaration(built):
    assert _parameters(built) == TABLE_OPTIONS
    assert [f.name for f in dataclasses.fields(TableOptions)] == TABLE_OPTIONS
    positional = [
        p.name
        for p in inspect.signature(built).parameters.values()
        if p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
    ]
    assert positional == TABLE_OPTIONS[:5]


@pytest.mark.parametrize("documented", [SwitchTable, TableController])
def test_every_option_is_documented_from_its_help(documented):
    doc = inspect.getdoc(documented) or ""
    assert "<options>" not in doc
    for f in dataclasses.fields(TableOptions):
        assert f"\n{f.name}:\n" in doc
        first_words = " ".join(f.metadata["help"].split()[:4])
        assert first_words in " ".join(doc.split())


def test_the_options_reach_the_table_by_position_and_by_name():
    table = SwitchTable(2, "classic", 5, size="large", dealer_delay=0)
    setup = table.controller.setup
    assert (len(setup.seats), setup.profile.name, setup.seed) == (2, "classic", 5)
    assert (setup.size, setup.dealer_delay, setup.rounds) == ("large", 0.0, 10)
    assert "bjs-large" in table.text  # the projector size reached the view


def test_an_unknown_option_names_what_was_called():
    with pytest.raises(TypeError, match=r"^SwitchTable\(\) got an unexpected keyword"):
        SwitchTable(colour="green")
    with pytest.raises(TypeError, match=r"^TableController\(\) got an unexpected keyword"):
        TableController(colour="green")


def test_ask_and_quiz_take_one_question(tmp_path):
    fields = [f.name for f in dataclasses.fields(Question)]
    assert fields == ["question", "check", "answer", "choices", "section"]
    assert _parameters(Lesson.ask) == fields == _parameters(Lesson.quiz)
    lesson = Lesson("01_card_values", progress_file=tmp_path / "progress.json")
    with pytest.raises(TypeError, match=r"^Lesson\.quiz\(\) got an unexpected keyword"):
        lesson.quiz("How many decks?", print, hint="six")


# ---------------------------------------------------------------------- the controls


def test_each_control_has_one_name_and_each_key_one_family():
    names = [c.name for c in CONTROLS]
    assert len(names) == len(set(names))
    keys: dict[str, list[str]] = {}
    for c in CONTROLS:
        if not c.dealer:
            keys.setdefault(c.key, []).append(c.name)
    # Enter presses whichever of the dealer's step and the next round is enabled; every other
    # key is one control's.
    assert {k: v for k, v in keys.items() if len(v) > 1} == {"Enter": ["deal-dealer", "next-round"]}
    # the dealer's table (issue 27): Enter pays or deals the next round; each other key is one
    dealer = shortcuts(DEALER_CONTROLS)
    assert {k: v for k, v in dealer.items() if len(v) > 1} == {"Enter": ["pay", "next-round"]}


def test_the_decisions_are_every_kind_a_button_makes_in_the_tables_order():
    assert DECISIONS == (
        ActionKind.KEEP,
        ActionKind.SWITCH,
        ActionKind.HIT,
        ActionKind.STAND,
        ActionKind.DOUBLE,
        ActionKind.SPLIT,
        ActionKind.SURRENDER,
    )


def test_the_tables_buttons_carry_the_registrys_labels_and_keys():
    table = SwitchTable(["Ann"], "jack_switch", seed=3, dealer_delay=None)  # surrender too (§4)
    shown = {kind.value for kind in table.controller.table_kinds()}
    assert shown == {c.name for c in CONTROLS if c.kind is not None}
    for c in CONTROLS:
        if c.dealer or (c.kind is None and c.name not in ("undo", "deal-dealer", "next-round")):
            continue  # the insurance buttons, by position below
        button = table.button(c.label)
        assert f"bjs-btn-{c.name}" in button._dom_classes
        assert button.tooltip.startswith(f"[{c.key}] ")
    insure, decline = table.insurance_buttons(1)
    assert (insure.description, decline.description) == ("Insure", "No insurance")
    help_text = re.sub(r"<[^>]+>", "", table._keys_help.value)
    for c in CONTROLS:
        if not c.dealer:
            assert f"{c.key} " in help_text and c.words in help_text


def test_a_control_is_found_by_its_name_with_or_without_a_position():
    assert control("insure-2") is control("insure")
    assert control("no-insurance-1").label == "No insurance"
    assert shortcuts(["hit", "insure-1", "insure-2", "deal-dealer", "next-round"]) == {
        "h": ["hit"],
        "i": ["insure-1", "insure-2"],
        "Enter": ["deal-dealer", "next-round"],
    }
    assert "<kbd>Enter</kbd> deal dealer / next round" in keys_help(["deal-dealer", "next-round"])
