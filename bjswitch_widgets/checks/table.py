"""Checks on the play at the table: where the deal puts the cards, whose turn it is, whether
a decision is allowed now, and a whole run of the learner's own decisions (rules §1.3,
§1.5, §1.7, §1.8)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import Card, format_cards
from ..errors import InvalidInputError
from ..language import N_, in_language, ngettext, pgettext
from ..language import gettext as _
from ..round import ActionKind, Round
from ..rules import Profile
from ..session import Session
from ..words import after_colon, decision
from .answers import (
    ALLOWED_WORDS,
    FORBIDDEN_WORDS,
    Unreadable,
    read_action,
    read_decisions,
    read_name,
    read_yes_no,
    same_name,
)
from .card_answers import read_cards, read_place
from .feedback import Feedback, quoted, too_big, twin, unreadable
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


#: How to write the cards of a place of the deal (a note on cards that could not be read).
CARDS_HOW = N_("Write each card with its rank and suit, e.g. 'Q♥ 4♣' or 'Qh 4c'.")

#: How to write a decision (a note on one that could not be read).
DECISION_HOW = N_(
    "Write hit, stand, double, split, keep, switch or insure with the chips per position, e.g. "
    "'insure 1 0'."
)


def check_legal(
    situation: Situation, action: str, answer: Any, *, round: int | None = None
) -> Feedback:
    """Is ``action`` allowed now? The situation is a round, a session's round or a scenario; the engine
    answers and, when it is not allowed, gives the rule (§)."""
    rnd = table_from(situation, round)
    said = read_yes_no(answer, ALLOWED_WORDS, FORBIDDEN_WORDS)
    if said is None:
        return unreadable(answer, _("yes or no"), _("Answer yes (allowed now) or no."))
    act = read_action(action)
    if isinstance(act, Unreadable):
        return unreadable(action, _("a decision"), _(DECISION_HOW))
    reason = rnd.why_not(act)
    legal = reason is None
    who = rnd.to_act
    if not legal:
        # Translators: {decision} is a decision's name; {reason} why it is not allowed (a
        # clause with its §)
        text = _("'{decision}' is not allowed now: {reason}.")
    elif who:
        text = _("'{decision}' is allowed now for {name} ({section}).")
    else:
        text = _("'{decision}' is allowed now ({section}).")
    explain = text.format(
        decision=decision(str(act)),
        reason=after_colon(reason or ""),
        name=who.player if who else "",
        section=rnd.profile.cite(ACTION_TOPICS[act.kind]),
    )
    if who is not None and who.hand:
        explain += " " + _in_play(rnd, who.player, who.hand)
    return Feedback(said == legal, answer, legal, explain)


def _in_play(rnd: Round, player: str, number: int) -> str:
    """Which hand is in play, its cards and total, and whether other hands wait their turn."""
    hand = rnd.current_hand
    assert hand is not None
    one, others = len(hand.owner.hands) == 1, len(rnd.hands()) > 1
    if one and others:
        text = _(
            "The hand in play is {name}'s, {cards}: {total}; the other hands wait their turn "
            "({section})."
        )
    elif one:
        text = _("The hand in play is {name}'s, {cards}: {total} ({section}).")
    elif others:
        text = _(
            "The hand in play is {name}'s hand {number}, {cards}: {total}; the other hands wait "
            "their turn ({section})."
        )
    else:
        text = _("The hand in play is {name}'s hand {number}, {cards}: {total} ({section}).")
    return text.format(
        name=player,
        number=number,
        cards=format_cards(hand.cards),
        total=hand.describe_total(),
        section=rnd.profile.cite("play"),
    )


def deal_places(rnd: Round) -> dict[str, list[Card]]:
    """Each place of the deal and its first cards: ``"Ann hand 1"`` (``"Ann"`` with one
    position), ``"dealer up card"`` and, at a table with one, ``"dealer hole card"`` — each
    named in the current language."""
    places: dict[str, list[Card]] = {}
    for p in rnd.players:
        for k, h in enumerate(p.hands, start=1):
            label = (
                # Translators: a place of the deal, a key the learner writes: "Ann hand 1"
                pgettext("deal place", "{name} hand {number}")
                if rnd.profile.positions_per_box > 1
                else "{name}"
            )
            places[label.format(name=p.name, number=k)] = list(h.cards[:2])
    # Translators: a place of the deal, a key the learner writes
    places[_("dealer up card")] = list(rnd.dealer[:1])
    if rnd.profile.hole_card and len(rnd.dealer) > 1:
        # Translators: a place of the deal, a key the learner writes
        places[_("dealer hole card")] = list(rnd.dealer[1:2])
    return places


def deal_order(prof: Profile) -> str:
    """The deal order in words, as the profile deals (rules §1.3; §3 and §4 without a hole card)."""
    two, boxes = prof.positions_per_box > 1, prof.max_boxes > 1
    texts = {
        (False, False, True): _(
            "First card to every position, seat by seat from the dealer's left, then the "
            "dealer's up card; second cards in the same order, then the dealer's hole card, "
            "face down ({section})."
        ),
        (False, False, False): _(
            "First card to every position, seat by seat from the dealer's left, then the "
            "dealer's up card; second cards in the same order. No hole card: the dealer's second "
            "card comes after the players have finished ({section})."
        ),
        (True, False, True): _(
            "First card to every position (hand 1 before hand 2), seat by seat from the dealer's "
            "left, then the dealer's up card; second cards in the same order, then the dealer's "
            "hole card, face down ({section})."
        ),
        (True, False, False): _(
            "First card to every position (hand 1 before hand 2), seat by seat from the dealer's "
            "left, then the dealer's up card; second cards in the same order. No hole card: the "
            "dealer's second card comes after the players have finished ({section})."
        ),
        (True, True, True): _(
            "First card to every position (hand 1 before hand 2, box by box), seat by seat from "
            "the dealer's left, then the dealer's up card; second cards in the same order, then "
            "the dealer's hole card, face down ({section})."
        ),
        (True, True, False): _(
            "First card to every position (hand 1 before hand 2, box by box), seat by seat from "
            "the dealer's left, then the dealer's up card; second cards in the same order. No "
            "hole card: the dealer's second card comes after the players have finished "
            "({section})."
        ),
    }
    return texts[two, two and boxes, prof.hole_card].format(section=prof.cite("deal"))


def check_deal(situation: Situation, answer: Any, *, round: int | None = None) -> Feedback:
    """Where the first cards of a stacked shoe land (rules §1.3). Answer a dict from place to
    cards, e.g. ``{"Ann hand 1": "5♠ 10♥", "Ann hand 2": "10♣ 6♥", "dealer up card": "9♣"}``
    (any subset of the places; ``"dealer hole card"`` too at a table with a hole card). A
    scenario's actions are ignored: this is about the deal."""
    rnd = table_from(situation, round, deal_only=True)
    if isinstance(situation, (Round, Session)) and any(h.switched or h.split for h in rnd.hands()):
        raise InvalidInputError(
            _(
                "check_deal reads the deal: give the scenario (its actions are ignored), not a "
                "round after a switch or a split"
            )
        )
    places = deal_places(rnd)
    labels = list(places)
    named: dict[str | None, str] = {}
    english: list[str] = []
    for lang in ("ru", "en", None):  # a place is read in either language, whatever is spoken
        with in_language(lang):
            names = list(deal_places(rnd))
        named.update(zip(map(read_place, names), labels, strict=True))
        english = names if lang == "en" else english
    listed = ", ".join(map(quoted, places))
    if not isinstance(answer, Mapping) or not answer:
        hint = _("Write a dict from places to cards; the places are {places}.")
        return unreadable(answer, _("a deal"), hint.format(places=listed))
    if too_big(answer):
        return unreadable(answer, _("a deal"))
    unknown = [place for place in answer if read_place(place) not in named]
    if unknown:
        hint = _("The places are {places}.").format(places=listed)
        return unreadable(unknown[0], _("a place of the deal"), hint)
    given: dict[str, list[Card]] = {}
    for place, cards in answer.items():
        read = read_cards(cards)
        if not read:  # unreadable, or no card at all
            what = _("the cards of {place}").format(place=named[read_place(place)])
            return unreadable(cards, what, _(CARDS_HOW))
        given[named[read_place(place)]] = read
    wrong = [
        _dealt_to(place).format(
            place=f"{place[0].upper()}{place[1:]}",
            cards=format_cards(places[place]),
            said=format_cards(cards),
        )
        for place, cards in given.items()
        if cards != places[place]
    ]
    explain = ("; ".join(wrong) + ". " if wrong else "") + deal_order(rnd.profile)
    # the right answer names the places in English (the data), and shows them in the language
    shown: Any = {place: format_cards(places[place]) for place in given}
    expected = {english[labels.index(place)]: cards for place, cards in shown.items()}
    # the learner's answer with the places named as the language names them; a question on
    # one place is answered with its cards alone ("You said 'J♦'; the answer is '6♣'")
    typed: Any = {named[read_place(place)]: cards for place, cards in answer.items()}
    if len(typed) == 1:
        (typed,), (shown,) = typed.values(), shown.values()
    return Feedback(not wrong, typed, expected, explain, shown=shown)


def _dealt_to(place: str) -> str:
    """A clause saying what a place of the deal holds, to format with the ``place``, its
    ``cards`` and what the learner ``said``: ``"The dealer's up card is 9♣, not 5♠"`` (the up
    card receives nothing: it is a card), ``"Ann hand 1 gets 5♠ 10♥, not …"``."""
    if place == _("dealer up card"):
        return _("The dealer's up card is {cards}, not {said}")
    if place == _("dealer hole card"):
        return _("The dealer's hole card is {cards}, not {said}")
    return _("{place} gets {cards}, not {said}")


def turn_words(prof: Profile, phase: str) -> str:
    """What the table waits for in a phase, in the profile's words: a sentence to format with
    the ``name`` of the player who must answer and the ``section``."""
    boxes = prof.max_boxes > 1
    if phase == "insurance" and prof.insurance_per_box:
        return _(
            "{name} must answer the insurance question — asked box by box in seat order, yes or "
            "no, to each player who can afford it ({section})."
        )
    if phase == "insurance":
        return _(
            "{name} must answer the insurance question — asked per player in seat order, "
            "skipping anyone with no free chip ({section})."
        )
    if phase == "switch" and boxes:
        return _(
            "{name} must answer keep or switch — each player in seat order at the start of their "
            "turn, box by box ({section})."
        )
    if phase == "switch":
        return _(
            "{name} must answer keep or switch — each player in seat order at the start of their "
            "turn ({section})."
        )
    if prof.positions_per_box == 1 and not boxes:
        return _(
            "{name} must answer the hand in play — played to the end before the next player "
            "({section})."
        )
    if boxes:
        return _(
            "{name} must answer the hand in play — hand 1 to the end, then hand 2, box by box "
            "({section})."
        )
    return _("{name} must answer the hand in play — hand 1 to the end, then hand 2 ({section}).")


def check_to_act(situation: Situation, answer: Any, *, round: int | None = None) -> Feedback:
    """Whose decision does the table wait for now? Answer a player's name, or ``"nobody"``
    when the round is over (rules §1.5 insurance in seat order, §1.7 turns in seat order)."""
    rnd = table_from(situation, round)
    said = read_name(answer)
    if said is None:
        return unreadable(
            answer,
            _("a player's name"),
            _("Write the name, or 'nobody' when the round is over."),
        )
    turn = rnd.to_act
    expected = turn.player if turn is not None else "nobody"
    if turn is None:
        explain = _("The round is over: nobody acts any more.")
    else:
        topic = {"insurance": "insurance", "switch": "switch"}.get(turn.phase.value, "play")
        explain = turn_words(rnd.profile, turn.phase.value).format(
            name=turn.player, section=rnd.profile.cite(topic)
        )
    # Translators: the right answer when no player acts any more
    shown = pgettext("to act", "nobody") if turn is None else expected
    return Feedback(same_name(said, expected), answer, expected, explain, shown=shown)


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
            decisions,
            _("a list of decisions"),
            _("Write them in order, e.g. ['keep', 'stand']."),
        )
    for k, step in enumerate(steps, start=1):
        act = read_action(step)
        if isinstance(act, Unreadable):  # the decisions in the learner's words, not the data's
            return unreadable(step, _("decision {number}").format(number=k), _(DECISION_HOW))
        if rnd.is_over:
            text = ngettext(
                "The round is over after {n} decision: decision {number}, '{decision}', is one "
                "too many. Remove it.",
                "The round is over after {n} decisions: decision {number}, '{decision}', is one "
                "too many. Remove it.",
                k - 1,
            )
            note = text.format(n=k - 1, number=k, decision=decision(str(act)))
            return Feedback(False, steps, None, note, readable=False)
        reason = rnd.why_not(act)
        if reason is not None:
            allowed = [str(a) for a in rnd.legal_actions()]
            # A first wrong try is told why too (the engine's reason, with its §, as the
            # hint); the decisions allowed there come with the answer, at the second try.
            why = _(
                "Decision {number}, '{decision}', is not allowed at that moment: {reason}."
            ).format(number=k, decision=decision(str(act)), reason=after_colon(reason))
            # Translators: the right answer to a run of decisions: "decision 2: one of hit / stand"
            shown = _("decision {number}: one of {decisions}").format(
                number=k, decisions=" / ".join(decision(a) for a in allowed)
            )
            expected = f"decision {k}: one of {' / '.join(allowed)}"
            return Feedback(False, steps, expected, why, hint=why, shown=shown)
        rnd.apply(act)
    if not rnd.is_over:
        return Feedback(False, steps, None, _not_over(rnd, len(steps)), readable=False)
    return check_chips_after(rnd, answer, player=player)


def _not_over(rnd: Round, n: int) -> str:
    """The note for a run of ``n`` decisions that stops before the round is over: who still has
    to choose, and among what."""
    turn = rnd.to_act
    legal = ", ".join(decision(str(a)) for a in rnd.legal_actions())
    if turn:
        text = ngettext(
            "After your {n} decision the round is not over: {name} still has to choose "
            "({decisions}). Add the next decision.",
            "After your {n} decisions the round is not over: {name} still has to choose "
            "({decisions}). Add the next decision.",
            n,
        )
    else:
        text = ngettext(
            "After your {n} decision the round is not over: the table still has to choose "
            "({decisions}). Add the next decision.",
            "After your {n} decisions the round is not over: the table still has to choose "
            "({decisions}). Add the next decision.",
            n,
        )
    return text.format(n=n, name=turn.player if turn else "", decisions=legal)


assert_legal = twin(check_legal)
assert_deal = twin(check_deal)
assert_to_act = twin(check_to_act)
assert_play = twin(check_play)
