"""Helpers shared by the hand-worked replay tests (test_rules_*.py): build a one-round scenario,
replay it, and read the result."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import bjswitch_widgets


def replay_round(
    profile: str, cards: Iterable[str], actions: Iterable[str], players: Iterable[Any], seed: int
) -> dict[str, Any]:
    """Replay one stacked round of ``profile`` through the public contract."""
    scenario = {
        "profile": profile,
        "players": list(players),
        "cards": list(cards),
        "seed": seed,
        "actions": list(actions),
    }
    return bjswitch_widgets.replay(scenario)


def seat(result, name="Ann"):
    found = [p for p in result["players"] if p["name"] == name]
    assert len(found) == 1, f"player {name!r} not exactly once in {result['players']}"
    return found[0]


def hands(result, name="Ann"):
    return seat(result, name)["hands"]


def check(obj, **expected):
    """Assert obj[key] == value for each given key (with a readable message)."""
    for key, value in expected.items():
        assert key in obj, f"missing key {key!r} in {obj}"
        assert obj[key] == value, f"{key}: expected {value!r}, got {obj[key]!r} in {obj}"


def illegal(index, word):
    """Loose match for an illegal-decision message naming action `index` and the action word."""
    return rf"(?is)action {index}\b.*{word}"
