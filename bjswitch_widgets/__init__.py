"""bjswitch_widgets — Jupyter widgets and lessons that teach Blackjack Switch.

The rules engine (cards, rules, round, session, replay) is pure Python and imports no widget
library; the widgets load lazily on first use.
"""

from __future__ import annotations

from .cards import Card, Rank, Shoe, Suit, hand_total, parse_card, parse_cards
from .errors import (
    BJSwitchError,
    IllegalActionError,
    InvalidActionError,
    InvalidCardError,
    InvalidInputError,
    ProfileConflictError,
    ScenarioError,
    ShoeError,
)
from .language import get_language, in_language, set_language
from .replay import replay
from .round import Action, ActionKind, Event, Hand, Outcome, Phase, Player, Round, Seat, Turn
from .rulebook import rulebook
from .rules import CLASSIC, PROFILES, SWITCH, Profile, get_profile
from .session import Session, Standing
from .teaching.authoring import stack
from .teaching.progress import progress
from .teaching.scenarios import lesson_scenario
from .version import __version__ as __version__

_LAZY = {
    "Assessment": "bjswitch_widgets.teaching.assessment",
    "DealerPractice": "bjswitch_widgets.teaching.dealer_practice",
    "DealerTable": "bjswitch_widgets.widgets.dealer_table",
    "SwitchTable": "bjswitch_widgets.widgets.table",
    "Quiz": "bjswitch_widgets.widgets.quiz",
    "Lesson": "bjswitch_widgets.widgets.lesson",
    "Trainer": "bjswitch_widgets.widgets.trainer",
    "class_report": "bjswitch_widgets.teaching.class_report",
}


def __getattr__(name: str) -> object:
    """Load the widgets (and the assessment, which needs the strategy) on first use, so the
    engine imports without ipywidgets."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'bjswitch_widgets' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)


__all__ = [
    "CLASSIC",
    "PROFILES",
    "SWITCH",
    "Action",
    "ActionKind",
    "Assessment",
    "BJSwitchError",
    "Card",
    "DealerPractice",
    "DealerTable",
    "Event",
    "Hand",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidCardError",
    "InvalidInputError",
    "Lesson",
    "Outcome",
    "Phase",
    "Player",
    "Profile",
    "ProfileConflictError",
    "Quiz",
    "Rank",
    "Round",
    "ScenarioError",
    "Seat",
    "Session",
    "Shoe",
    "ShoeError",
    "Standing",
    "Suit",
    "SwitchTable",
    "Trainer",
    "Turn",
    "class_report",
    "get_language",
    "get_profile",
    "hand_total",
    "in_language",
    "lesson_scenario",
    "parse_card",
    "parse_cards",
    "progress",
    "replay",
    "rulebook",
    "set_language",
    "stack",
]
