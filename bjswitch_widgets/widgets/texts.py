"""The table's words: button tooltips, the insurance rows' labels and options, the ``Why not?``
toggle, the Advisor's verdict and the exported scenario, as plain text (the buttons' own labels and keys are the
controls' registry, :mod:`.controls`).

Pure functions (no ipywidgets) of the profile and of what the engine and the controller say:
every rule is cited with the profile's own section (``profile.cite``), and every reason a
choice is not available is the engine's (``Round.why_not`` / ``unavailable``), passed through.

>>> from bjswitch_widgets.rules import get_profile
>>> action_tooltip(ActionKind.HIT, get_profile("classic"))
'Take one card (§2)'
>>> next_round_tooltip(get_profile("switch"), "round", 1)
'Finish this round first'
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..language import N_, ngettext, number
from ..language import gettext as _
from ..round import Action, ActionKind, Phase, Round
from ..rules import INSURANCE_PAYS, Profile
from ..strategy import Advice, describe_cost
from ..words import decision
from .controls import with_key

__all__ = [
    "COMPUTER_SEAT",
    "EXPORT_NOTE",
    "EXPORT_TOOLTIP",
    "WHY_NOT_LABELS",
    "WHY_NOT_TOOLTIP",
    "InsuranceOption",
    "action_tooltip",
    "bets_heading",
    "box_insurance_tooltip",
    "box_insurance_words",
    "choice_cost",
    "dealer_tooltip",
    "insurance_label",
    "insurance_options",
    "lesson_cell",
    "next_round_tooltip",
    "position_insurance_tooltip",
    "position_insurance_words",
    "scenario_json",
    "undo_tooltip",
]

# The constants below are in English (marked with N_): show them through gettext (``_(...)``).

#: Why a decision button is off while a computer seat is to act.
COMPUTER_SEAT = N_("The computer is playing this seat")

#: The ``Why not?`` toggle's label while its list is closed, and while it is open.
WHY_NOT_LABELS = (N_("Why not?"), N_("Hide reasons"))
#: The ``Why not?`` toggle's tooltip.
WHY_NOT_TOOLTIP = N_("List under the buttons why each grey button is off now, with its rule")


def undo_tooltip(blocker: str, rounds: int, prof: Profile, *, stacked: bool = False) -> str:
    """The ``Undo`` button, by what stops it (the controller's ``undo_blocker``); ``stacked``:
    the table deals a scenario's cards, which come again after an undo."""
    if blocker == "off":
        if rounds > 1:
            return ngettext(
                "Undo is off at this table: its {n} round is scored, so a result "
                "cannot be played again",
                "Undo is off at this table: its {n} rounds are scored, so a result "
                "cannot be played again",
                rounds,
            ).format(n=number(rounds))
        return _("Undo is off at this table")
    if blocker == "final":
        return _("The session is over: its standings are final ({section})").format(
            section=prof.cite("session")
        )
    if blocker:
        return _("Nothing to undo: you have made no decision in this round yet")
    if stacked:
        return _(
            "Take back your last decision, with the computer seats' decisions after it: the "
            "lesson's cards come again, so you can try the other choice"
        )
    return _(
        "Take back your last decision, with the computer seats' decisions after it: the cards "
        "you saw before it stay and those shown after it are shuffled back, so you try the "
        "other choice knowing only what you knew"
    )


#: What each decision button does, and the topic whose § it cites (surrender: two readings,
#: with and without a hole card).
_DOES: dict[ActionKind, tuple[str, str]] = {
    ActionKind.KEEP: (N_("Keep both hands as dealt ({section})"), "switch"),
    ActionKind.SWITCH: (N_("Exchange the second cards of your two hands ({section})"), "switch"),
    ActionKind.HIT: (N_("Take one card ({section})"), "play"),
    ActionKind.STAND: (N_("Stop drawing on this hand ({section})"), "play"),
    ActionKind.DOUBLE: (
        N_("Add a bet equal to this hand's, take exactly one card and stand ({section})"),
        "double",
    ),
    ActionKind.SPLIT: (
        N_("Split the pair into two hands with an equal extra bet ({section})"),
        "split",
    ),
    ActionKind.SURRENDER: (
        N_("Give up the hand and get half its bet back ({section})"),
        "surrender",
    ),
}
_LATE_SURRENDER = N_(
    "Give up the hand for half its bet: the half comes back at settlement, and the whole bet "
    "is lost if the dealer's second card makes a natural ({section})"
)


def action_tooltip(kind: ActionKind, prof: Profile) -> str:
    """What an enabled decision button does, in the profile's words and with its section."""
    does, topic = _DOES[kind]
    if kind is ActionKind.SURRENDER and not prof.hole_card:
        does = _LATE_SURRENDER
    return _(does).format(section=prof.cite(topic))


def dealer_tooltip(prof: Profile, dealer_turn: bool) -> str:
    """The ``Deal dealer`` button: when the dealer plays, and what one click does."""
    section = prof.cite("dealer")
    if not dealer_turn:
        return _("The dealer plays after every player has finished ({section})").format(
            section=section
        )
    if prof.hole_card:
        return _("Turn the hole card, then draw one card per click ({section})").format(
            section=section
        )
    sections = ", ".join(dict.fromkeys((prof.cite("deal"), prof.cite("dealer"))))
    return _("Take the dealer's second card, then draw one card per click ({sections})").format(
        sections=sections
    )


def next_round_tooltip(prof: Profile, blocker: str, rounds_played: int) -> str:
    """The ``Next round`` button, by what stops it (the controller's ``next_round_blocker``)."""
    if not blocker:
        return _("Shuffle the whole shoe and deal the next round ({section})").format(
            section=prof.cite("cards")
        )
    if blocker == "round":
        return _("Finish this round first")
    if blocker == "bets":
        return _("Place a bet first: choose boxes, or press Repeat")
    return ngettext(
        "The session is over ({n} round played)",
        "The session is over ({n} rounds played)",
        rounds_played,
    ).format(n=number(rounds_played))


@dataclass(frozen=True, slots=True)
class InsuranceOption:
    """One insurance button as the engine allows it now.

    ``amount``: the chips it buys (0 for "No insurance"); ``chosen``: what this position already
    chose this turn (per-position tables, §1.5); ``reason``: the engine's words why it is off.
    """

    enabled: bool
    amount: int
    chosen: int | None = None
    reason: str = ""


def insurance_options(
    rnd: Round, pending: Mapping[int, int], reasons: Mapping[ActionKind, str], *, human: bool
) -> list[tuple[InsuranceOption, InsuranceOption]]:
    """(Insure, No insurance) per row of buttons, as the engine allows them now.

    ``pending``: the positions answered so far this turn; ``reasons``: ``rnd.unavailable()``;
    ``human``: a person (not a computer seat) is to decide.
    """
    prof = rnd.profile
    rows = 1 if prof.insurance_per_box else prof.positions_per_box
    if rnd.phase is not Phase.INSURANCE or not human:
        off = InsuranceOption(False, 0, reason=reasons.get(ActionKind.INSURE, ""))
        return [(off, off)] * rows
    legal = [a for a in rnd.legal_actions() if a.kind is ActionKind.INSURE]
    if prof.insurance_per_box:  # the engine's yes / no for the box asked (§3)
        words = {str(a) for a in legal}
        yes, no = (
            InsuranceOption(w in words, int(w == "insure yes"), reason=rnd.why_not(w) or "")
            for w in ("insure yes", "insure no")
        )
        return [(yes, no)]
    choices = [a.amounts for a in legal if all(a.amounts[i] == v for i, v in pending.items())]
    out = []
    for i in range(rows):
        cap = max((a.amounts[i] for a in legal), default=0)
        pair: list[InsuranceOption] = []
        for amount in (cap, 0):
            chosen = pending.get(i)
            ok = chosen is None and any(c[i] == amount for c in choices)
            reason = ""
            if not ok and chosen is None:
                trial = {**pending, i: amount}
                filled = tuple(trial.get(j, 0) for j in range(rows))
                reason = rnd.why_not(Action(ActionKind.INSURE, filled)) or ""
            pair.append(InsuranceOption(ok, amount, chosen, reason))
        out.append((pair[0], pair[1]))
    return out


def insurance_label(prof: Profile, position: int, chosen: int | None = None) -> str:
    """The label in front of a row of insurance buttons (1-based position); ``chosen``: what
    that position has chosen this turn, while the others are still asked (§1.5).

    >>> from bjswitch_widgets.rules import get_profile
    >>> insurance_label(get_profile("switch"), 1, chosen=0)
    'Hand 1: you chose no insurance'
    """
    if prof.insurance_per_box:
        return _("Insurance for the box asked:")
    if prof.positions_per_box > 1:
        if chosen is None:
            return _("Hand {position}:").format(position=position)
        if not chosen:
            return _("Hand {position}: you chose no insurance").format(position=position)
        return ngettext(
            "Hand {position}: you chose to insure it for {n} chip",
            "Hand {position}: you chose to insure it for {n} chips",
            chosen,
        ).format(position=position, n=number(chosen))
    if chosen is None:
        return _("Insurance:")
    if not chosen:
        return _("Insurance: you chose no insurance")
    return ngettext(
        "Insurance: you chose to insure it for {n} chip",
        "Insurance: you chose to insure it for {n} chips",
        chosen,
    ).format(n=number(chosen))


def position_insurance_tooltip(
    prof: Profile, index: int, option: InsuranceOption, *, insure: bool, one: bool
) -> str:
    """Insure / No insurance on one position (§1.5): what it buys, what was chosen, or why not;
    with the key in front."""
    words = position_insurance_words(prof, index, option, insure=insure, one=one)
    return with_key(words, "insure" if insure else "no-insurance")


def position_insurance_words(
    prof: Profile, index: int, option: InsuranceOption, *, insure: bool, one: bool
) -> str:
    """:func:`position_insurance_tooltip` without the key: what the button buys, what was
    chosen, or the engine's reason why not."""
    facts = {"section": prof.cite("insurance"), "hand": index + 1}
    if option.enabled:
        if insure:
            pays = {**facts, "amount": option.amount, "pays": INSURANCE_PAYS}
            if one:
                return _(
                    "Insure the hand for {amount} (pays {pays}:1 on a dealer natural, {section})"
                ).format(**pays)
            return _(
                "Insure hand {hand} for {amount} (pays {pays}:1 on a dealer natural, {section})"
            ).format(**pays)
        if one:
            return _("No insurance on the hand ({section})").format(**facts)
        return _("No insurance on hand {hand} ({section})").format(**facts)
    if option.chosen is not None:
        if one:
            if option.chosen:
                return _("The hand is answered: insured ({section})").format(**facts)
            return _("The hand is answered: no insurance ({section})").format(**facts)
        if option.chosen:
            return _("Hand {hand} is answered: insured ({section})").format(**facts)
        return _("Hand {hand} is answered: no insurance ({section})").format(**facts)
    return option.reason


def box_insurance_tooltip(prof: Profile, rnd: Round, option: InsuranceOption, insure: bool) -> str:
    """Insure / No insurance for the box being asked (§3), or the engine's reason why not;
    with the key in front."""
    words = box_insurance_words(prof, rnd, option, insure)
    return with_key(words, "insure" if insure else "no-insurance")


def box_insurance_words(prof: Profile, rnd: Round, option: InsuranceOption, insure: bool) -> str:
    """:func:`box_insurance_tooltip` without the key: what the button does for the box asked,
    or the engine's reason why not."""
    turn = rnd.to_act
    if not option.enabled or turn is None:
        return option.reason
    facts = {
        "player": turn.player,
        "box": turn.box,
        "pays": INSURANCE_PAYS,
        "section": prof.cite("insurance"),
    }
    if not insure:
        return _("{player}, box {box}: no insurance ({section})").format(**facts)
    player = rnd.current_player
    if player is None:
        return _(
            "{player}, box {box}: insure for half of the box's two bets "
            "(pays {pays}:1 on a dealer natural, {section})"
        ).format(**facts)
    return ngettext(
        "{player}, box {box}: insure for {n} chip, half of the box's two bets "
        "(pays {pays}:1 on a dealer natural, {section})",
        "{player}, box {box}: insure for {n} chips, half of the box's two bets "
        "(pays {pays}:1 on a dealer natural, {section})",
        player.bet,
    ).format(n=number(player.bet), **facts)


def bets_heading(prof: Profile) -> str:
    """The head of the bets panel: the table's limits (§3). HTML."""
    # Translators: how many boxes a player may bet on, at a table of several ("boxes 1–3") or
    # of one ("1 box")
    boxes = _("boxes 1–{boxes}") if prof.max_boxes > 1 else _("1 box")
    # Translators: the bet on each position, between limits ("1–10 …") or fixed ("2 …")
    stake = (
        _("{least}–{most} on each position")
        if prof.min_bet < prof.max_bet
        else _("{least} on each position")
    )
    facts = {
        "boxes": boxes.format(boxes=prof.max_boxes),
        "stake": stake.format(least=prof.min_bet, most=prof.max_bet),
        "section": prof.cite("bets"),
    }
    if prof.super_match:
        limits = _(
            "{boxes} (0: no bet), {stake}, Super Match per box up to the position bet ({section})"
        ).format(**facts)
    else:
        limits = _("{boxes} (0: no bet), {stake} ({section})").format(**facts)
    title = _("Bets for the next round")
    return f"<b>{html.escape(title)}</b> — {html.escape(limits)}"


def choice_cost(advice: Advice, choice: str) -> str:
    """The Advisor's verdict on a choice, before it is applied (``''`` if it has no value)."""
    if choice not in advice.values:
        return ""
    # Translators: the Advisor's verdict; {choice} is a decision's name, {cost} what it cost
    return _("Your choice, {choice}: {cost}.").format(
        choice=decision(choice), cost=describe_cost(advice, choice)
    )


# ---------------------------------------------------------------------- the exported scenario

#: The ``Export scenario`` button's tooltip.
EXPORT_TOOLTIP = N_(
    "For the instructor: show what was played at this table so far as a scenario, every card "
    "drawn (the face-down hole card too), as JSON and as a lesson cell that builds this table "
    "again (click again to close)"
)

#: The line above the exported scenario.
EXPORT_NOTE = N_(
    "What was played so far, as a scenario in the replay format of the rules document "
    '(rulebook("5")): the cards in the order they were dealt, the face-down hole card and the '
    "dealer's cards to come included, and every decision, the computer's included. "
    "replay(scenario) gives this table's state. Select a box and copy it."
)

#: Lines of the exported texts are kept to this width where they can be.
_WIDTH = 88


def scenario_json(scenario: Mapping[str, Any]) -> str:
    """A scenario as JSON for people: what fits on a line stays on it, cards and names as
    written (``ensure_ascii=False``; JSON escapes what it must).

    >>> print(scenario_json({"players": ["Ann"], "cards": ["5♠", "10♣"], "actions": []}))
    {
      "players": ["Ann"],
      "cards": ["5♠", "10♣"],
      "actions": []
    }
    """
    return _layout(dict(scenario), _json_literal, 0, 2, 0)


def lesson_cell(scenario: Mapping[str, Any]) -> str:
    """A notebook cell (Python source) that builds the table of ``scenario`` and plays its
    decisions, every round of a session; without the ``play_scenario()`` line a learner makes
    them. ``dealer_delay=0``: the dealer plays at once, so when the cell ends the table is in
    its final state (``table.state() == replay(scenario)``), as a notebook run top to bottom
    (nbconvert, nbval, nbgrader's autograde) reads it in the next cell.

    >>> print(lesson_cell({"players": ["Ann"], "cards": ["5♠"], "actions": ["keep"]}))
    from bjswitch_widgets import SwitchTable
    <BLANKLINE>
    scenario = {'players': ['Ann'], 'cards': ['5♠'], 'actions': ['keep']}
    table = SwitchTable(scenario=scenario, dealer_delay=0)  # plays the dealer at once
    table.play_scenario()  # plays the recorded decisions; delete it to let a learner play
    table
    <BLANKLINE>
    """
    body = _layout(dict(scenario), repr, 0, 4, _WIDTH - len("scenario = "))
    # Translators: comments in the exported lesson cell (Python code)
    dealer = _("plays the dealer at once")
    plays = _("plays the recorded decisions; delete it to let a learner play")
    return (
        "from bjswitch_widgets import SwitchTable\n\n"
        f"scenario = {body}\n"
        f"table = SwitchTable(scenario=scenario, dealer_delay=0)  # {dealer}\n"
        f"table.play_scenario()  # {plays}\n"
        "table\n"
    )


def _json_literal(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _flat(value: object, literal: Callable[[object], str]) -> str:
    """A value on one line: ``{"a": [1, 2]}`` (JSON) or ``{'a': [1, 2]}`` (Python)."""
    if isinstance(value, dict):
        items = (f"{literal(k)}: {_flat(v, literal)}" for k, v in value.items())
        return "{" + ", ".join(items) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_flat(v, literal) for v in value) + "]"
    return literal(value)


def _layout(
    value: object, literal: Callable[[object], str], indent: int, step: int, room: int
) -> str:
    """A value starting on a line with ``room`` characters left: on one line if it fits (a
    ``room`` of 0 never fits), else one item per line indented by ``step`` (plain values packed
    into lines of :data:`_WIDTH`), the closing bracket at ``indent``."""
    flat = _flat(value, literal)
    if (len(flat) <= room or not value) or not isinstance(value, (dict, list)):
        return flat
    inner = indent + step
    pad = " " * inner
    end = "\n" + " " * indent + ("}" if isinstance(value, dict) else "]")
    if isinstance(value, dict):
        items = []
        for key, item in value.items():
            head = f"{literal(key)}: "
            items.append(
                pad + head + _layout(item, literal, inner, step, _WIDTH - len(pad + head) - 1)
            )
        return "{\n" + ",\n".join(items) + end
    if any(isinstance(item, (dict, list)) for item in value):
        rows = [pad + _layout(item, literal, inner, step, _WIDTH - inner - 1) for item in value]
        return "[\n" + ",\n".join(rows) + end
    lines: list[str] = []
    for text in (literal(item) for item in value):
        if lines and len(pad) + len(lines[-1]) + len(text) + 3 <= _WIDTH:
            lines[-1] += f", {text}"
        else:
            lines.append(text)
    return "[\n" + ",\n".join(pad + line for line in lines) + end
