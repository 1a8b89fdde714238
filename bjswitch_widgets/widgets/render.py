"""Pure HTML rendering of the table: cards, hands, seats, the dealer, the status line, why
buttons are off, the Advisor, the log and the standings.

Nothing here imports ipywidgets and nothing here decides a rule: every function reads a
:class:`~bjswitch_widgets.round.Round` (or plain values) and returns an HTML string. Every string
that comes from a user or a scenario file (names above all) is escaped. The looks are in
:mod:`.style`; the blocks that take ``size="large"`` (for a projector) carry the ``bjs-large``
class, which scales their cards and text.

>>> from bjswitch_widgets.cards import parse_card
>>> card_html(parse_card("10♥"))  # doctest: +ELLIPSIS
'<span class="bjs-card bjs-red" role="img" aria-label="ten of hearts"><span class="bjs-face" aria-hidden="true"><span class="bjs-corner bjs-corner-top"><span class="bjs-rank">10</span><span class="bjs-suit">♥</span></span><span class="bjs-pip">♥</span>...</span></span>'
>>> esc("<b>Ann</b>"), count(1, "chip"), count(0, "chip")
('&lt;b&gt;Ann&lt;/b&gt;', '1 chip', '0 chips')
"""

from __future__ import annotations

import html
from collections.abc import Collection, Mapping, Sequence

from ..cards import Card, describe_cards
from ..engine.narration import rule_text
from ..errors import InvalidInputError, quote
from ..round import Event, EventKind, Hand, Phase, Player, Round
from ..rules import Profile, get_profile
from ..session import Standing
from ..strategy import Advice
from ..words import count, listing
from .texts import EXPORT_NOTE, insurance_label

__all__ = [
    "SIZES",
    "advisor_html",
    "card_html",
    "count",
    "dealer_html",
    "esc",
    "export_html",
    "hand_html",
    "header_html",
    "log_html",
    "log_item_html",
    "seat_html",
    "size_class",
    "standings_html",
    "status_html",
    "switch_preview_html",
    "table_html",
    "why_not_html",
]

#: The sizes a block can be drawn at: ``"large"`` scales cards and text by 1.5 for a projector.
SIZES = ("normal", "large")


def esc(text: object) -> str:
    """Escape any text for HTML (quotes included)."""
    return html.escape(str(text), quote=True)


def size_class(size: str) -> str:
    """The CSS class a block adds for ``size`` (``''`` or ``' bjs-large'``); refuses others.

    >>> size_class("large")
    ' bjs-large'
    """
    if size == "normal":
        return ""
    if size == "large":
        return " bjs-large"
    raise InvalidInputError(f"size must be one of {', '.join(map(repr, SIZES))}, not {quote(size)}")


#: Each of the 52 cards (and the face-down card) is drawn once, then reused.
_CARD_HTML: dict[tuple[Card | None, bool], str] = {}


def card_html(card: Card | None, *, sideways: bool = False) -> str:
    """One card, drawn in HTML/CSS; ``None`` is a face-down card. Always has an aria-label.

    A face shows its rank and suit in two corners (the bottom one upside down, as printed on
    real cards) and a large suit in the middle; ``sideways`` turns the face a quarter turn.
    """
    drawn = _CARD_HTML.get((card, sideways))
    if drawn is None:
        drawn = _CARD_HTML[card, sideways] = _draw_card(card, sideways)
    return drawn


def _draw_card(card: Card | None, sideways: bool) -> str:
    if card is None:
        return '<span class="bjs-card bjs-back" role="img" aria-label="face-down card"></span>'
    colour = "bjs-red" if card.suit.is_red else "bjs-black"
    turn = " bjs-sideways" if sideways else ""
    suit = card.suit.symbol
    corner = f'<span class="bjs-rank">{card.rank.value}</span><span class="bjs-suit">{suit}</span>'
    return (
        f'<span class="bjs-card {colour}{turn}" role="img" aria-label="{card.name}">'
        '<span class="bjs-face" aria-hidden="true">'
        f'<span class="bjs-corner bjs-corner-top">{corner}</span>'
        f'<span class="bjs-pip">{suit}</span>'
        f'<span class="bjs-corner bjs-corner-bottom">{corner}</span></span></span>'
    )


_OUTCOME_WORDS = {"win": "Win", "push": "Push", "lose": "Lose", "surrender": "Surrender"}
_IN_PLAY = '<span class="bjs-in-play">▶ in play</span>'
_CHIP = '<span class="bjs-chip"></span>'


def _bet_html(hand: Hand) -> str:
    """The stake as a chip stack (one chip, two once doubled), its amount, and 'doubled'."""
    stack = _CHIP * (2 if hand.doubled else 1)
    doubled = ' <span class="bjs-doubled">doubled</span>' if hand.doubled else ""
    return (
        f'<span class="bjs-bet"><span class="bjs-chip-stack" aria-hidden="true">{stack}</span>'
        f"Bet {hand.bet}{doubled}</span>"
    )


def hand_html(hand: Hand, *, active: bool, title: str, settled: bool, rule: str = "") -> str:
    """One hand: its cards in order, total in words, bet, and once settled its outcome badge
    with ``rule`` below it (the rule that decided it, in words: ``narration.rule_text``); the
    hand in play is marked ``▶ in play``."""
    classes = ["bjs-hand"]
    if active:
        classes.append("bjs-active-hand")
    outcome = hand.outcome.value if hand.outcome is not None else None
    show_outcome = outcome is not None and (settled or outcome in ("lose", "surrender"))
    if show_outcome:
        classes.append(f"bjs-outcome-{outcome}")
    # A switched ace + ten is an ordinary 21: the table shows it turned sideways (§4, §1.7).
    sideways = hand.switched and len(hand.cards) == 2 and hand.total == 21
    cards = "".join(card_html(c, sideways=sideways and k == 1) for k, c in enumerate(hand.cards))
    parts = [
        f'<div class="{" ".join(classes)}" data-position="{hand.position}">',
        f'<div class="bjs-hand-head"><span class="bjs-hand-title">{esc(title)}</span>',
        _IN_PLAY if active else "",
        f'</div><div class="bjs-cards">{cards}</div>',
        f'<div class="bjs-hand-info"><span class="bjs-total">{esc(hand.describe_total())}</span>',
        f"{_bet_html(hand)}</div>",
    ]
    # The outcome and its rule wrap inside the hand's width: a settled hand is no wider than
    # it was in play (the felt keeps its width through the round).
    if show_outcome and outcome is not None:
        parts.append(
            f'<div class="bjs-settle"><div class="bjs-outcome">{_OUTCOME_WORDS[outcome]} · '
            f'{hand.returned} returned</div><div class="bjs-rule">{esc(rule)}</div></div>'
        )
    elif hand.surrendered:  # settled only with the others (late surrender, §4)
        parts.append(
            '<div class="bjs-settle"><div class="bjs-outcome">Surrendered · settled at the end'
            f'</div><div class="bjs-rule">{esc(rule)}</div></div>'
        )
    parts.append("</div>")
    return "".join(parts)


def _hand_title(player: Player, hand: Hand, index: int) -> str:
    """``'Hand 1'``; after a split the hands are numbered in table order (as the engine's
    ``to_act`` and the log number them) and say where they came from."""
    if len(player.hands) == 2 * player.boxes or len(player.hands) == player.boxes:
        return (
            f"Box {hand.box} · hand {hand.position}"
            if player.boxes > 1
            else f"Hand {hand.position}"
        )
    siblings = [h for h in player.hands if h.box == hand.box and h.position == hand.position]
    title = f"Hand {index + 1} · position {hand.position}"
    if len(siblings) > 1:
        title += f", split {siblings.index(hand) + 1}/{len(siblings)}"
    return title


def _switch_mark(player: Player, box: int, asked: bool) -> str:
    """The ⇄ between a box's two positions: lit while the keep/switch choice is asked, then
    saying what was chosen."""
    choice = player.choices.get(box)
    if asked:
        state, word = " bjs-switch-asked", "keep or switch?"
    elif choice == "switch":
        state, word = " bjs-switch-done", "switched"
    elif choice == "keep":
        state, word = " bjs-switch-kept", "kept"
    else:
        state, word = "", ""
    label = f'<span class="bjs-switch-word">{word}</span>' if word else ""
    return (
        f'<div class="bjs-switch-mark{state}"><span class="bjs-switch-glyph" aria-hidden="true">'
        f"⇄</span>{label}</div>"
    )


def _positions_html(
    player: Player, active_hand: Hand | None, settled: bool, prof: Profile, asked_box: int | None
) -> str:
    """Each box: its positions side by side (hand 1 left, hand 2 right), split hands stacked in
    their position, and the switch mark between the two positions of a Switch table."""
    columns: dict[tuple[int, int], list[str]] = {}
    for index, hand in enumerate(player.hands):
        columns.setdefault((hand.box, hand.position), []).append(
            hand_html(
                hand,
                active=hand is active_hand,
                title=_hand_title(player, hand, index),
                settled=settled,
                rule=rule_text(prof, hand.why),
            )
        )
    boxes: dict[int, list[str]] = {}
    for (box, _), hands in columns.items():
        boxes.setdefault(box, []).append(f'<div class="bjs-position">{"".join(hands)}</div>')
    out = []
    for box, positions in boxes.items():
        if prof.switch_allowed and len(positions) == 2:
            mark = _switch_mark(player, box, asked=box == asked_box)
            positions = [positions[0], mark, positions[1]]
        out.append(f'<div class="bjs-box" data-box="{box}">{"".join(positions)}</div>')
    return f'<div class="bjs-positions">{"".join(out)}</div>'


def _side_bets_html(player: Player, declined: bool = False) -> str:
    """Super Match and insurance notes under a seat (``declined``: the player answered the
    insurance question with no insurance)."""
    extra = "".join(
        f'<div class="bjs-note">Super Match box {sm["box"]}: '
        + (
            f"{esc(sm['combination'])} — {sm['returned']} returned"
            if sm["returned"]
            else "no pair — lost"
        )
        + "</div>"
        for sm in player.super_match
    )
    insured = sum(player.insurance)
    if insured:
        paid = player.insurance_returned
        fate = "" if paid is None else (f": {paid} returned" if paid else ": lost")
        extra += f'<div class="bjs-note">Insurance {insured}{fate}</div>'
    elif declined:
        extra += '<div class="bjs-note">No insurance</div>'
    return extra


def seat_html(
    player: Player,
    *,
    active_hand: Hand | None,
    acting: bool,
    settled: bool,
    computer: bool = False,
    profile: str | Profile = "switch",
    switch_box: int | None = None,
    declined: bool = False,
) -> str:
    """A seat: name, chips, and each box's positions side by side (hand 1 left, hand 2 right).

    ``switch_box``: the box whose keep/switch choice is being asked now (its ⇄ is lit);
    ``declined``: the player answered the insurance question with no insurance (a note says so,
    as one says how much was insured)."""
    classes = ["bjs-seat"]
    if acting:
        classes.append("bjs-active-seat")
    if player.sitting_out:
        classes.append("bjs-sitting-out")
    on_table = 0 if settled else player.wagered
    chips = count(player.chips, "chip") + (f" · {on_table} on the table" if on_table else "")
    who = ' <span class="bjs-computer">computer</span>' if computer else ""
    head = (
        f'<div class="bjs-seat-head"><span class="bjs-name">{esc(player.name)}</span>{who}'
        f'<span class="bjs-chips">{chips}</span></div>'
    )
    prof = get_profile(profile)
    if player.sitting_out:
        if player.boxes == 0:
            why = f"Sitting out: no bet placed this round ({prof.cite('bets')})."
        else:
            why = (
                "Sitting out: not enough chips for the "
                f"{'bets' if prof.min_bet < prof.max_bet else 'mandatory bets'} "
                f"({prof.cite('session')})."
            )
        body = f'<div class="bjs-note">{esc(why)}</div>'
        return f'<div class="{" ".join(classes)}">{head}{body}</div>'
    positions = _positions_html(player, active_hand, settled, prof, switch_box)
    notes = _side_bets_html(player, declined)
    return f'<div class="{" ".join(classes)}">{head}{positions}{notes}</div>'


def dealer_html(rnd: Round) -> str:
    """The dealer: up card, hole card face down until revealed, and what the table may see."""
    dealer = rnd.dealer
    if not dealer:
        return (
            '<div class="bjs-dealer"><div class="bjs-seat-head"><span class="bjs-name">Dealer'
            "</span></div></div>"
        )
    if rnd.hole_revealed:
        cards = "".join(card_html(c) for c in dealer)
        total = describe_cards(dealer)
        if rnd.dealer_total > 21:
            total = f"{rnd.dealer_total}" + (
                " — pushes live ordinary hands"
                if rnd.dealer_total == 22 and rnd.profile.dealer_22_pushes
                else " — bust"
            )
    else:
        cards = card_html(dealer[0]) + "".join(card_html(None) for _ in dealer[1:])
        up = dealer[0]
        total = "shows an ace" if up.is_ace else f"shows {up.points}"
    return (
        '<div class="bjs-dealer"><div class="bjs-seat-head"><span class="bjs-name">Dealer</span>'
        f'<span class="bjs-chips bjs-dealer-total">{esc(total)}</span></div>'
        f'<div class="bjs-cards">{cards}</div></div>'
    )


def _answered_insurance(rnd: Round) -> set[str]:
    """The players who have answered the insurance question this round (the log's answers)."""
    return {
        e.player
        for e in rnd.events
        if e.kind is EventKind.INSURANCE
        and e.player is not None
        and any(key in ("amount", "amounts") for key, _ in e.data)
    }


def table_html(rnd: Round, computer: Collection[str] = (), *, size: str = "normal") -> str:
    """The whole table (the felt): the dealer above, the seats below, the seat and hand in play
    highlighted. ``size="large"`` draws it half as big again (a projector)."""
    settled = rnd.phase is Phase.SETTLED
    acting = rnd.current_player
    active_hand = rnd.current_hand
    turn = rnd.to_act
    switch_box = turn.box if turn is not None and rnd.phase is Phase.SWITCH else None
    answered = _answered_insurance(rnd)
    seats = "".join(
        seat_html(
            p,
            active_hand=active_hand,
            acting=p is acting,
            settled=settled,
            computer=p.name in computer,
            profile=rnd.profile,
            switch_box=switch_box if p is acting else None,
            declined=p.name in answered and not sum(p.insurance),
        )
        for p in rnd.players
    )
    return (
        f'<div class="bjs-table{size_class(size)}">{dealer_html(rnd)}'
        f'<div class="bjs-seats">{seats}</div></div>'
    )


def _preview_hand(label: str, cards: Sequence[Card], total: str) -> str:
    """``hand 1 [5♠][10♥] hard 15`` in the preview; the second card (the one a switch moves)
    is outlined."""
    drawn = "".join(
        f'<span class="bjs-moved">{card_html(c)}</span>' if k == 1 else card_html(c)
        for k, c in enumerate(cards)
    )
    return (
        f'<span class="bjs-preview-hand"><span class="bjs-preview-label">{label}</span> '
        f'<span class="bjs-preview-cards">{drawn}</span> '
        f'<span class="bjs-preview-total">{esc(total)}</span></span>'
    )


def switch_preview_html(rnd: Round, *, size: str = "normal") -> str:
    """Before the keep/switch choice: what the two hands would become if switched (§1.7)."""
    preview = rnd.switch_preview()
    player = rnd.current_player
    turn = rnd.to_act
    if preview is None or player is None or turn is None:
        return ""
    one, two = preview
    kept = [h for h in player.hands if h.box == turn.box]
    box = f" (box {turn.box})" if player.boxes > 1 else ""
    keep_row = _preview_hand(
        "Keep: hand 1", kept[0].cards, kept[0].describe_total()
    ) + _preview_hand("hand 2", kept[1].cards, kept[1].describe_total())
    switch_row = _preview_hand(
        "Switch: hand 1", one, describe_cards(one, switched=True)
    ) + _preview_hand("hand 2", two, describe_cards(two, switched=True))
    return (
        f'<div class="bjs-preview{size_class(size)}"><div class="bjs-preview-ask">'
        f"<b>{esc(player.name)}</b>{box}, keep or switch? Only the second cards change places "
        f"({rnd.profile.cite('switch')}).</div>"
        f'<div class="bjs-preview-row bjs-preview-keep">{keep_row}</div>'
        f'<div class="bjs-preview-row bjs-preview-switch">{switch_row}</div></div>'
    )


def log_item_html(event: Event) -> str:
    """One step of the event log."""
    return f"<li>{esc(event.text)}</li>"


def log_html(
    events: Sequence[Event], items: Sequence[str] | None = None, *, size: str = "normal"
) -> str:
    """The event log, newest last (``items``: the steps already drawn by :func:`log_item_html`,
    for a view that draws only the new ones)."""
    drawn = items if items is not None else [log_item_html(e) for e in events]
    return f'<ol class="bjs-log{size_class(size)}">{"".join(drawn)}</ol>'


def standings_html(standings: Sequence[Standing], rounds: int, *, size: str = "normal") -> str:
    """Final standings: place, name, chips, profit (equal profits share a place, §1.11)."""
    rows = "".join(
        f"<tr><td>{s.place}</td><td>{esc(s.name)}</td><td>{s.chips}</td><td>{s.profit:+d}</td></tr>"
        for s in standings
    )
    return (
        f'<div class="bjs-standings{size_class(size)}"><b>Standings after '
        f"{count(rounds, 'round')}</b>"
        "<table><thead><tr><th>Place</th><th>Player</th><th>Chips</th><th>Profit</th></tr>"
        f"</thead><tbody>{rows}</tbody></table></div>"
    )


def header_html(profile: Profile, rounds_played: int, rounds: int, *, size: str = "normal") -> str:
    """The table's title and the round being played."""
    return (
        f'<div class="bjs-header{size_class(size)}"><b>{esc(profile.title)}</b> · '
        f"round {rounds_played} of {rounds}</div>"
    )


def _dealer_plays(prof: Profile) -> str:
    if prof.hole_card:
        return f"Every player has finished: the dealer plays ({prof.cite('dealer')})."
    sections = ", ".join(dict.fromkeys((prof.cite("deal"), prof.cite("dealer"))))
    return (
        "Every player has finished: the dealer takes a second card (there is no "
        f"hole card) and plays ({sections})."
    )


def _decision_asked(rnd: Round, player: Player) -> str:
    """``'Ann, hand 1 (hard 16): hit, stand?'`` — whose decision, and the choices (escaped)."""
    prof = rnd.profile
    who = esc(player.name)
    turn = rnd.to_act
    if rnd.phase is Phase.INSURANCE:
        if prof.insurance_per_box:
            what = f"insurance for box {turn.box if turn else 1}, yes or no"
        elif prof.positions_per_box > 1:
            what = "insurance on each hand"
        else:
            what = "insurance"
        return f"{who}: the dealer shows an ace — {what}? ({prof.cite('insurance')})"
    if rnd.phase is Phase.SWITCH:
        box = f", box {turn.box}" if turn is not None and player.boxes > 1 else ""
        return f"{who}{box}: keep or switch? ({prof.cite('switch')})"
    hand = rnd.current_hand
    assert hand is not None
    idx = player.hands.index(hand) + 1
    options = ", ".join(str(a) for a in rnd.legal_actions())
    return f"{who}, hand {idx} ({esc(hand.describe_total())}): {options}?"


def status_html(
    rnd: Round,
    *,
    error: str = "",
    session_over: bool = False,
    size: str = "normal",
    chosen: Mapping[int, int] | None = None,
) -> str:
    """The status line: whose decision and which choices, the dealer's turn, or the round's
    end; below it the engine's refusal of the last click, if any. While insurance is asked
    position by position, ``chosen`` (position index → chips) is what the positions answered so
    far chose, said after the question (``Hand 1: you chose no insurance.``).

    At the round's end it says the chips returned to each player dealt in, by name in seat order
    (``Round over: 14 chips returned to Ann, 10 chips to Ben.``): at a table with several seats
    each learner looks for their own figure, and different players' chips are never one sum."""
    shown = f'<div class="bjs-error{size_class(size)}">{esc(error)}</div>' if error else ""
    player = rnd.current_player
    if rnd.phase is Phase.SETTLED:
        first, *others = rnd.active_players  # a player sitting out had no chips at stake
        line = f"Round over: {count(first.returned, 'chip')} returned to {esc(first.name)}"
        line += "".join(f", {count(p.returned, 'chip')} to {esc(p.name)}" for p in others) + "."
        if session_over:
            line += " The session is over — see the standings."
    elif rnd.phase is Phase.DEALER:
        line = _dealer_plays(rnd.profile)
    elif player is not None:
        line = _decision_asked(rnd, player)
        prof = rnd.profile
        if rnd.phase is Phase.INSURANCE and chosen and not prof.insurance_per_box:
            line += "".join(
                f" {esc(insurance_label(prof, i + 1, chosen=n))}."
                for i, n in sorted(chosen.items())
            )
    else:
        line = ""
    return f'<div class="bjs-status{size_class(size)}">{line}</div>{shown}'


def why_not_html(off: Sequence[tuple[str, str]], *, size: str = "normal") -> str:
    """Why each button shown is off, in words: ``off`` holds (label, reason) in the order the
    buttons are shown; buttons off for the same reason share a line (escaped).

    >>> print(why_not_html([("Hit", "Not now (§1.7)"), ("Stand", "Not now (§1.7)")]))
    <div class="bjs-why-not"><b>Why some buttons are off now</b><ul><li><b>Hit and Stand</b>: Not now (§1.7)</li></ul></div>
    """
    grouped: dict[str, list[str]] = {}
    for label, reason in off:
        grouped.setdefault(reason, []).append(label)
    items = "".join(
        f"<li><b>{esc(listing(labels))}</b>: {esc(reason)}</li>"
        for reason, labels in grouped.items()
    )
    body = (
        f"<b>Why some buttons are off now</b><ul>{items}</ul>"
        if items
        else "Every button is on now."
    )
    return f'<div class="bjs-why-not{size_class(size)}">{body}</div>'


_ADVICE_UNITS = {
    "switch": "both hands, best play afterwards",
    "play": "this hand, in bets, best play afterwards",
    "insurance": "per insurance chip",
}


#: Shown under the fast model's values while the exact ones are worked out.
ADVISOR_PENDING = "Working out the exact values… (these are the quick estimates, ± their error)"


def advisor_html(advice: Advice | None, cost: str = "", *, size: str = "normal") -> str:
    """The Advisor: the verdict on the last choice, then the EV of every legal choice now."""
    parts = []
    if cost:
        parts.append(f'<div class="bjs-advisor-cost">{esc(cost)}</div>')
    if advice is not None:
        best = advice.ties(advice.best) or [advice.best]  # choices worth the same are all best
        rows = "".join(
            f'<tr class="{"bjs-best" if k in best else ""}"><td>{esc(k)}</td>'
            f'<td>{v:+.3f}</td><td class="bjs-advisor-error">{esc(advice.label(k))}</td></tr>'
            for k, v in advice.values.items()
        )
        note = f"<div>{esc(advice.note)}</div>" if advice.note else ""
        if advice.pending:
            # Not a live region: the status line is the table's one (a screen reader would
            # hear this note again after every decision while the Advisor is open).
            note += f'<div class="bjs-advisor-pending">{esc(ADVISOR_PENDING)}</div>'
        parts.append(
            f'<div class="bjs-advisor-now"><b>Advisor</b> — expected value '
            f"({_ADVICE_UNITS[advice.phase]}):<table>{rows}</table>{note}</div>"
        )
    elif not parts:
        parts.append('<div class="bjs-advisor-now"><b>Advisor</b>: no decision to value now.</div>')
    return f'<div class="bjs-advisor{size_class(size)}">{"".join(parts)}</div>'


def _export_box(title: str, css: str, text: str) -> str:
    """One exported text in a read-only box a learner can select and copy (escaped)."""
    rows = min(max(text.count("\n") + 1, 3), 18)
    return (
        f'<div class="bjs-export-box"><div class="bjs-export-title">{esc(title)}</div>'
        f'<textarea class="bjs-export-text {css}" readonly rows="{rows}" '
        f'spellcheck="false" aria-label="{esc(title)}">{esc(text)}</textarea></div>'
    )


def export_html(
    scenario_text: str, cell_text: str, problem: str = "", *, size: str = "normal"
) -> str:
    """The exported scenario: its JSON and the lesson cell, each in a read-only box to copy; or,
    when the table cannot be written as a scenario, why not. Every text is escaped (names!)."""
    if problem:
        body = f'<div class="bjs-error">{esc(problem)}</div>'
    else:
        body = _export_box("Scenario (JSON)", "bjs-export-json", scenario_text) + _export_box(
            "Lesson cell (Python)", "bjs-export-cell", cell_text
        )
    return (
        f'<div class="bjs-export{size_class(size)}">'
        f'<div class="bjs-export-note">{esc(EXPORT_NOTE)}</div>{body}</div>'
    )
