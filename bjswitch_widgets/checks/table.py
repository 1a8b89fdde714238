"""Checks on the play at the table: where the deal puts the cards, whose turn it is, whether
a decision is allowed now, and a whole run of the learner's own decisions (rules §1.3,
§1.5, §1.7, §1.8)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..cards import Card, format_cards
from ..errors import InvalidInputError
from ..round import ActionKind, Round
from ..rules import Profile
from ..session import Session
from ..words import count
from .answers import (
    ALLOWED_WORDS,
    FORBIDDEN_WORDS,
    Unreadable,
    read_action,
    read_deal,
    read_decisions,
    read_name,
    read_place,
    read_yes_no,
    same_name,
)
from .feedback import Feedback, twin, unreadable
from .outcomes import check_chips_after
from .situations import Situation, check_selectors, fresh_table, table_from

#: The topic whose § a legal decision cites.
ACTION_TOPICS = {
    ActionKind.INSURE: "insurance",
    ActionKind.KEEP: "switch",
    ActionKind.SWITCH: "switch",
    ActionKind.HIT: "play",
    ActionKind.STAND: "play",
    ActionKind.DOUBLE: "double",
    ActionKind.SPLIT: "split",
    ActionKind.SURRENDER: "surrender",
}


def check_legal(
    situation: Situation, action: str, answer: Any, *, round: int | None = None
) -> Feedback:
    """Is ``action`` allowed now? The situation is a round, a session's round or a scenario; the engine
    answers and, when it is not allowed, gives the rule (§)."""
    rnd = table_from(situation, round)
    said = read_yes_no(answer, ALLOWED_WORDS, FORBIDDEN_WORDS)
    if said is None:
        return unreadable(answer, "yes or no", "Answer yes (allowed now) or no.")
    act = read_action(action)
    if isinstance(act, Unreadable):
        return unreadable(
            action,
            "a decision",
            "Write hit, stand, double, split, keep, switch or insure with the chips per "
            "position, e.g. 'insure 1 0'.",
        )
    reason = rnd.why_not(act)
    legal = reason is None
    who = rnd.to_act
    if legal:
        where = f" for {who.player}" if who else ""
        explain = f"'{act}' is allowed now{where} ({rnd.profile.cite(ACTION_TOPICS[act.kind])})."
    else:
        explain = f"'{act}' is not allowed now: {reason}."
    if who is not None and who.hand:
        hand = rnd.current_hand
        assert hand is not None
        name = (
            f"{who.player}'s" if len(hand.owner.hands) == 1 else f"{who.player}'s hand {who.hand}"
        )
        others = len(rnd.hands()) > 1
        explain += (
            f" The hand in play is {name}, {format_cards(hand.cards)}: {hand.describe_total()}"
            f"{'; the other hands wait their turn' if others else ''} ({rnd.profile.cite('play')})."
        )
    return Feedback(said == legal, answer, legal, explain)


def deal_places(rnd: Round) -> dict[str, list[Card]]:
    """Each place of the deal and its first cards: ``"Ann hand 1"`` (``"Ann"`` with one
    position), ``"dealer up card"`` and, at a table with one, ``"dealer hole card"``."""
    places: dict[str, list[Card]] = {}
    for p in rnd.players:
        for k, h in enumerate(p.hands, start=1):
            label = f"{p.name} hand {k}" if rnd.profile.positions_per_box > 1 else p.name
            places[label] = list(h.cards[:2])
    places["dealer up card"] = list(rnd.dealer[:1])
    if rnd.profile.hole_card and len(rnd.dealer) > 1:
        places["dealer hole card"] = list(rnd.dealer[1:2])
    return places


def deal_order(prof: Profile) -> str:
    """The deal order in words, as the profile deals (rules §1.3; §3 and §4 without a hole card)."""
    where = "every position"
    if prof.positions_per_box > 1:
        where += " (hand 1 before hand 2" + (", box by box" if prof.max_boxes > 1 else "") + ")"
    second = (
        "second cards in the same order, then the dealer's hole card, face down"
        if prof.hole_card
        else "second cards in the same order. No hole card: the dealer's second card comes "
        "after the players have finished"
    )
    return (
        f"First card to {where}, seat by seat from the dealer's left, then the dealer's up card; "
        f"{second} ({prof.cite('deal')})."
    )


def check_deal(situation: Situation, answer: Any, *, round: int | None = None) -> Feedback:
    """Where the first cards of a stacked shoe land (rules §1.3). Answer a dict from place to
    cards, e.g. ``{"Ann hand 1": "5♠ 10♥", "Ann hand 2": "10♣ 6♥", "dealer up card": "9♣"}``
    (any subset of the places; ``"dealer hole card"`` too at a table with a hole card). A
    scenario's actions are ignored: this is about the deal."""
    rnd = table_from(situation, round, deal_only=True)
    if isinstance(situation, (Round, Session)) and any(h.switched or h.split for h in rnd.hands()):
        raise InvalidInputError(
            "check_deal reads the deal: give the scenario (its actions are ignored), not a "
            "round after a switch or a split"
        )
    places = deal_places(rnd)
    hint = f"Write a dict from places to cards; the places are {', '.join(map(repr, places))}."
    said = read_deal(answer)
    named = {read_place(k): k for k in places}
    if said is None or any(read_place(place) not in named for place in said):
        return unreadable(answer, "a deal", hint)
    given = {named[read_place(place)]: cards for place, cards in said.items()}
    wrong = [
        f"{_dealt_to(place)} {format_cards(places[place])}, not {format_cards(cards)}"
        for place, cards in given.items()
        if cards != places[place]
    ]
    explain = ("; ".join(wrong) + ". " if wrong else "") + deal_order(rnd.profile)
    expected = {place: format_cards(places[place]) for place in given}
    return Feedback(not wrong, dict(answer), expected, explain)


def _dealt_to(place: str) -> str:
    """The start of a sentence saying what a place of the deal holds: ``"The dealer's up card
    is"`` (the up card receives nothing: it is a card), ``"Ann hand 1 gets"``."""
    if place in ("dealer up card", "dealer hole card"):
        return f"The dealer's {place.removeprefix('dealer ')} is"
    return f"{place[0].upper()}{place[1:]} gets"


def turn_words(prof: Profile, phase: str) -> str:
    """What the table waits for in a phase, in the profile's words."""
    boxes = prof.max_boxes > 1
    if phase == "insurance":
        if prof.insurance_per_box:
            return (
                "the insurance question — asked box by box in seat order, yes or no, to each "
                f"player who can afford it ({prof.cite('insurance')})"
            )
        return (
            "the insurance question — asked per player in seat order, skipping anyone with no "
            f"free chip ({prof.cite('insurance')})"
        )
    if phase == "switch":
        return (
            f"keep or switch — each player in seat order at the start of their turn"
            f"{', box by box' if boxes else ''} ({prof.cite('switch')})"
        )
    if prof.positions_per_box == 1 and not boxes:
        return f"the hand in play — played to the end before the next player ({prof.cite('play')})"
    return (
        f"the hand in play — hand 1 to the end, then hand 2{', box by box' if boxes else ''} "
        f"({prof.cite('play')})"
    )


def check_to_act(situation: Situation, answer: Any, *, round: int | None = None) -> Feedback:
    """Whose decision does the table wait for now? Answer a player's name, or ``"nobody"``
    when the round is over (rules §1.5 insurance in seat order, §1.7 turns in seat order)."""
    rnd = table_from(situation, round)
    said = read_name(answer)
    if said is None:
        return unreadable(
            answer, "a player's name", "Write the name, or 'nobody' when the round is over."
        )
    turn = rnd.to_act
    expected = turn.player if turn is not None else "nobody"
    if turn is None:
        explain = "The round is over: nobody acts any more."
    else:
        explain = f"{turn.player} must answer {turn_words(rnd.profile, turn.phase.value)}."
    return Feedback(same_name(said, expected), answer, expected, explain)


def check_play(
    situation: Situation,
    decisions: Sequence[str],
    answer: Any,
    *,
    player: str | None = None,
    round: int | None = None,
) -> Feedback:
    """Play the learner's own ``decisions`` on a scenario's round, then check their prediction
    of the chips after it. An illegal decision is explained with its rule, at the first try
    too (the hint is the engine's reason); a decision list that stops before the end says what
    the table still waits for."""
    check_selectors(player=player)
    rnd = fresh_table(situation, round)
    steps = read_decisions(decisions)
    if steps is None:
        return unreadable(
            decisions, "a list of decisions", "Write them in order, e.g. ['keep', 'stand']."
        )
    for k, decision in enumerate(steps, start=1):
        act = read_action(decision)
        if isinstance(act, Unreadable):
            why = act.reason[:1].upper() + act.reason[1:]
            return unreadable(decision, f"decision {k}", f"{why}.")
        if rnd.is_over:
            return Feedback(
                False,
                steps,
                None,
                f"The round is over after {count(k - 1, 'decision')}: decision {k}, '{act}', is "
                "one too many. Remove it.",
                readable=False,
            )
        reason = rnd.why_not(act)
        if reason is not None:
            legal = " / ".join(str(a) for a in rnd.legal_actions())
            # A first wrong try is told why too (the engine's reason, with its §, as the
            # hint); the decisions allowed there come with the answer, at the second try.
            why = f"Decision {k}, '{act}', is not allowed at that moment: {reason}."
            return Feedback(False, steps, f"decision {k}: one of {legal}", why, hint=why)
        rnd.apply(act)
    if not rnd.is_over:
        turn = rnd.to_act
        legal = ", ".join(str(a) for a in rnd.legal_actions())
        return Feedback(
            False,
            steps,
            None,
            f"After your {count(len(steps), 'decision')} the round is not over: "
            f"{turn.player if turn else 'the table'} still has to choose ({legal}). "
            "Add the next decision.",
            readable=False,
        )
    return check_chips_after(rnd, answer, player=player)


assert_legal = twin(check_legal)
assert_deal = twin(check_deal)
assert_to_act = twin(check_to_act)
assert_play = twin(check_play)
