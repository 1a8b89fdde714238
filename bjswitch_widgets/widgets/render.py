"""Pure HTML rendering of the table: cards, hands, seats, the dealer, the switch preview, the
status line and the log, every text in the current language (:mod:`bjswitch_widgets.language`).
Why buttons are off, the Advisor, the standings and the export are :mod:`.panel_html`'s
(re-exported here).

Nothing here imports ipywidgets and nothing here decides a rule: every function reads a
:class:`~bjswitch_widgets.round.Round` (or plain values) and returns an HTML string. Every string
that comes from a user or a scenario file (names above all) is escaped. The looks are in
:mod:`.style`; the blocks that take ``size="large"`` (for a projector) carry the ``bjs-large``
class, which scales their cards and text.

>>> from bjswitch_widgets.cards import parse_card
>>> card_html(parse_card("10♥"))  # doctest: +ELLIPSIS
'<span class="bjs-card bjs-red" role="img" aria-label="ten of hearts"><span class="bjs-face" aria-hidden="true"><span class="bjs-corner bjs-corner-top"><span class="bjs-rank">10</span><span class="bjs-suit">♥</span></span><span class="bjs-pip">♥</span>...</span></span>'
>>> esc("<b>Ann</b>")
'&lt;b&gt;Ann&lt;/b&gt;'
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from ..cards import Card, describe_cards, hand_total
from ..engine.log import hand_title
from ..engine.narration import rule_text
from ..language import get_language
from ..language import gettext as _
from ..round import Event, EventKind, Hand, Phase, Player, Round
from ..rules import Profile, get_profile, turned_sideways
from ..words import chips, decision
from .panel_html import (
    ADVISOR_PENDING,
    SIZES,
    advisor_html,
    esc,
    export_html,
    size_class,
    standings_html,
    why_not_html,
)
from .texts import insurance_label

__all__ = [
    "ADVISOR_PENDING",
    "SIZES",
    "advisor_html",
    "card_html",
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

#: Each of the 52 cards (and the face-down card) is drawn once per language, then reused.
_CARD_HTML: dict[tuple[Card | None, bool, str], str] = {}


def card_html(card: Card | None, *, sideways: bool = False) -> str:
    """One card, drawn in HTML/CSS; ``None`` is a face-down card. Always has an aria-label.

    A face shows its rank and suit in two corners (the bottom one upside down, as printed on
    real cards) and a large suit in the middle; ``sideways`` turns the face a quarter turn.
    """
    key = (card, sideways, get_language())  # the aria-label is in words
    drawn = _CARD_HTML.get(key)
    if drawn is None:
        drawn = _CARD_HTML[key] = _draw_card(card, sideways)
    return drawn


def _draw_card(card: Card | None, sideways: bool) -> str:
    if card is None:
        back = esc(_("face-down card"))
        return f'<span class="bjs-card bjs-back" role="img" aria-label="{back}"></span>'
    colour = "bjs-red" if card.suit.is_red else "bjs-black"
    turn = " bjs-sideways" if sideways else ""
    suit = card.suit.symbol
    corner = f'<span class="bjs-rank">{card.rank.value}</span><span class="bjs-suit">{suit}</span>'
    return (
        f'<span class="bjs-card {colour}{turn}" role="img" aria-label="{esc(card.name)}">'
        '<span class="bjs-face" aria-hidden="true">'
        f'<span class="bjs-corner bjs-corner-top">{corner}</span>'
        f'<span class="bjs-pip">{suit}</span>'
        f'<span class="bjs-corner bjs-corner-bottom">{corner}</span></span></span>'
    )


_CHIP = '<span class="bjs-chip"></span>'


def outcome_badge(outcome: str, returned: int | None) -> str:
    """A settled hand's badge: ``'Win · 4 returned'``."""
    words = {
        "win": _("Win · {n} returned"),
        "push": _("Push · {n} returned"),
        "lose": _("Lose · {n} returned"),
        "surrender": _("Surrender · {n} returned"),
    }
    return esc(words[outcome].format(n=returned))


def bet_html(bet: int, doubled: bool) -> str:
    """The stake as a chip stack (one chip, two once doubled), its amount, and 'doubled'."""
    stack = _CHIP * (2 if doubled else 1)
    word = _("doubled")
    mark = f' <span class="bjs-doubled">{esc(word)}</span>' if doubled else ""
    text = _("Bet {bet}").format(bet=bet)
    return (
        f'<span class="bjs-bet"><span class="bjs-chip-stack" aria-hidden="true">{stack}</span>'
        f"{esc(text)}{mark}</span>"
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
    sideways = turned_sideways(switched=hand.switched, split=hand.split, cards=hand.cards)
    in_play, surrendered = _("in play"), _("Surrendered · settled at the end")
    cards = "".join(card_html(c, sideways=sideways and k == 1) for k, c in enumerate(hand.cards))
    parts = [
        f'<div class="{" ".join(classes)}" data-position="{hand.position}">',
        f'<div class="bjs-hand-head"><span class="bjs-hand-title">{esc(title)}</span>',
        f'<span class="bjs-in-play">▶ {esc(in_play)}</span>' if active else "",
        f'</div><div class="bjs-cards">{cards}</div>',
        f'<div class="bjs-hand-info"><span class="bjs-total">{esc(hand.describe_total())}</span>',
        f"{bet_html(hand.bet, hand.doubled)}</div>",
    ]
    # The outcome and its rule wrap inside the hand's width: a settled hand is no wider than
    # it was in play (the felt keeps its width through the round).
    if show_outcome and outcome is not None:
        parts.append(
            f'<div class="bjs-settle"><div class="bjs-outcome">'
            f"{outcome_badge(outcome, hand.returned)}</div>"
            f'<div class="bjs-rule">{esc(rule)}</div></div>'
        )
    elif hand.surrendered:  # settled only with the others (late surrender, §4)
        parts.append(
            '<div class="bjs-settle"><div class="bjs-outcome">'
            f"{esc(surrendered)}"
            f'</div><div class="bjs-rule">{esc(rule)}</div></div>'
        )
    parts.append("</div>")
    return "".join(parts)


def _switch_mark(player: Player, box: int, asked: bool) -> str:
    """The ⇄ between a box's two positions: lit while the keep/switch choice is asked, then
    saying what was chosen."""
    choice = player.choices.get(box)
    if asked:
        state, word = " bjs-switch-asked", _("keep or switch?")
    elif choice == "switch":
        state, word = " bjs-switch-done", _("switched")
    elif choice == "keep":
        state, word = " bjs-switch-kept", _("kept")
    else:
        state, word = "", ""
    label = f'<span class="bjs-switch-word">{esc(word)}</span>' if word else ""
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
                title=hand_title(player, hand, index),
                settled=settled,
                rule=rule_text(prof, hand.why),
            )
        )
    boxes: dict[int, list[str]] = {}
    for (box, _position), hands in columns.items():
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
        f'<div class="bjs-note">{esc(_super_match_words(sm))}</div>' for sm in player.super_match
    )
    insured = sum(player.insurance)
    if insured:
        paid = player.insurance_returned
        if paid is None:
            fate = _("Insurance {amount}")
        elif paid:
            fate = _("Insurance {amount}: {n} returned")
        else:
            fate = _("Insurance {amount}: lost")
        extra += f'<div class="bjs-note">{esc(fate.format(amount=insured, n=paid))}</div>'
    elif declined:
        declined_words = _("No insurance")
        extra += f'<div class="bjs-note">{esc(declined_words)}</div>'
    return extra


def _super_match_words(sm: Mapping[str, object]) -> str:
    """A box's Super Match under the seat: ``'Super Match box 1: pair — 6 returned'``."""
    box, returned, combination = sm["box"], sm["returned"], str(sm["combination"])
    if not returned:
        return _("Super Match box {box}: no pair — lost").format(box=box)
    words = {
        "pair": _("Super Match box {box}: pair — {n} returned"),
        "two pairs": _("Super Match box {box}: two pairs — {n} returned"),
        "three of a kind": _("Super Match box {box}: three of a kind — {n} returned"),
        "four of a kind": _("Super Match box {box}: four of a kind — {n} returned"),
    }
    return words[combination].format(box=box, n=returned)  # the rules' four (§3)


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
    balance = chips(player.chips)
    if on_table:
        # Translators: after a seat's chips ("5 chips · 4 on the table"): chips at stake
        balance += " · " + _("{n} on the table").format(n=on_table)
    # Translators: a mark after a seat's name: the computer plays it
    who = _("computer")
    who = f' <span class="bjs-computer">{esc(who)}</span>' if computer else ""
    head = (
        f'<div class="bjs-seat-head"><span class="bjs-name">{esc(player.name)}</span>{who}'
        f'<span class="bjs-chips">{esc(balance)}</span></div>'
    )
    prof = get_profile(profile)
    if player.sitting_out:
        if player.boxes == 0:
            why = _("Sitting out: no bet placed this round ({section}).")
            why = why.format(section=prof.cite("bets"))
        elif prof.min_bet < prof.max_bet:
            why = _("Sitting out: not enough chips for the bets ({section}).")
            why = why.format(section=prof.cite("session"))
        else:
            why = _("Sitting out: not enough chips for the mandatory bets ({section}).")
            why = why.format(section=prof.cite("session"))
        body = f'<div class="bjs-note">{esc(why)}</div>'
        return f'<div class="{" ".join(classes)}">{head}{body}</div>'
    positions = _positions_html(player, active_hand, settled, prof, switch_box)
    notes = _side_bets_html(player, declined)
    return f'<div class="{" ".join(classes)}">{head}{positions}{notes}</div>'


def dealer_total_words(shown: Sequence[Card | None], profile: Profile) -> str:
    """What the table may say of the dealer's hand as shown (None: a card face down, or not
    come yet): the up card alone while any card is hidden, else the total — a 22 that pushes
    where the table has that rule (§1.10), a bust above."""
    cards = [c for c in shown if c is not None]
    if len(cards) < len(shown) or len(cards) == 1:
        up = cards[0]
        return _("shows an ace") if up.is_ace else _("shows {points}").format(points=up.points)
    value = hand_total(cards)[0]
    if value == 22 and profile.dealer_22_pushes:
        return _("{total} — pushes live ordinary hands").format(total=value)
    if value > 21:
        return _("{total} — bust").format(total=value)
    return describe_cards(cards)


def dealer_html(rnd: Round) -> str:
    """The dealer: up card, hole card face down until revealed, and what the table may see."""
    dealer = rnd.dealer
    name = esc(_("Dealer"))
    if not dealer:
        return (
            '<div class="bjs-dealer"><div class="bjs-seat-head"><span class="bjs-name">'
            f"{name}</span></div></div>"
        )
    shown: list[Card | None] = list(dealer) if rnd.hole_revealed else [dealer[0]]
    shown += [None] * (len(dealer) - len(shown))
    cards = "".join(card_html(c) for c in shown)
    total = dealer_total_words(shown, rnd.profile)
    return (
        f'<div class="bjs-dealer"><div class="bjs-seat-head"><span class="bjs-name">{name}</span>'
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
        f'<span class="bjs-preview-hand"><span class="bjs-preview-label">{esc(label)}</span> '
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
    second = _("hand 2")
    keep_row = _preview_hand(
        _("Keep: hand 1"), kept[0].cards, kept[0].describe_total()
    ) + _preview_hand(second, kept[1].cards, kept[1].describe_total())
    switch_row = _preview_hand(
        _("Switch: hand 1"), one, describe_cards(one, switched=True)
    ) + _preview_hand(second, two, describe_cards(two, switched=True))
    if player.boxes > 1:
        ask = _(
            "{name} (box {box}), keep or switch? Only the second cards change places ({section})."
        )
    else:
        ask = _("{name}, keep or switch? Only the second cards change places ({section}).")
    ask = esc(ask).format(
        name=f"<b>{esc(player.name)}</b>", box=turn.box, section=rnd.profile.cite("switch")
    )
    return (
        f'<div class="bjs-preview{size_class(size)}"><div class="bjs-preview-ask">{ask}</div>'
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


def header_html(profile: Profile, rounds_played: int, rounds: int, *, size: str = "normal") -> str:
    """The table's title and the round being played."""
    which = _("round {played} of {rounds}").format(played=rounds_played, rounds=rounds)
    return (
        f'<div class="bjs-header{size_class(size)}"><b>{esc(profile.display_title)}</b> · '
        f"{esc(which)}</div>"
    )


def _dealer_plays(prof: Profile) -> str:
    if prof.hole_card:
        return _("Every player has finished: the dealer plays ({section}).").format(
            section=prof.cite("dealer")
        )
    sections = ", ".join(dict.fromkeys((prof.cite("deal"), prof.cite("dealer"))))
    return _(
        "Every player has finished: the dealer takes a second card (there is no "
        "hole card) and plays ({sections})."
    ).format(sections=sections)


def _decision_asked(rnd: Round, player: Player) -> str:
    """``'Ann, hand 1 (hard 16): hit, stand?'`` — whose decision, and the choices (escaped)."""
    prof = rnd.profile
    turn = rnd.to_act
    facts: dict[str, object] = {"who": esc(player.name), "box": turn.box if turn else 1}
    if rnd.phase is Phase.INSURANCE:
        facts["section"] = prof.cite("insurance")
        if prof.insurance_per_box:
            line = _(
                "{who}: the dealer shows an ace — insurance for box {box}, yes or no? ({section})"
            )
        elif prof.positions_per_box > 1:
            line = _("{who}: the dealer shows an ace — insurance on each hand? ({section})")
        else:
            line = _("{who}: the dealer shows an ace — insurance? ({section})")
        return esc(line).format(**facts)
    if rnd.phase is Phase.SWITCH:
        facts["section"] = prof.cite("switch")
        if turn is not None and player.boxes > 1:
            return esc(_("{who}, box {box}: keep or switch? ({section})")).format(**facts)
        return esc(_("{who}: keep or switch? ({section})")).format(**facts)
    hand = rnd.current_hand
    assert hand is not None
    facts["hand"] = player.hands.index(hand) + 1
    facts["total"] = esc(hand.describe_total())
    facts["options"] = esc(", ".join(decision(str(a)) for a in rnd.legal_actions()))
    # Translators: whose decision and the choices: "Ann, hand 1 (hard 16): hit, stand?"
    return esc(_("{who}, hand {hand} ({total}): {options}?")).format(**facts)


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
        line = esc(_("Round over: {chips} returned to {name}")).format(
            chips=esc(chips(first.returned)), name=esc(first.name)
        )
        # Translators: each next player at the end of "Round over: 14 chips returned to Ann"
        each = esc(_(", {chips} to {name}"))
        line += "".join(each.format(chips=esc(chips(p.returned)), name=esc(p.name)) for p in others)
        line += "."
        if session_over:
            line += " " + esc(_("The session is over — see the standings."))
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
