"""Pure HTML rendering of the table: cards, hands, seats, the dealer, the log, standings.

Nothing here imports ipywidgets and nothing here decides a rule: every function reads a
:class:`~bjswitch_widgets.round.Round` (or plain values) and returns an HTML string. Every string
that comes from a user or a scenario file (names above all) is escaped.

>>> from bjswitch_widgets.cards import parse_card
>>> card_html(parse_card("10♥"))
'<span class="bjs-card bjs-red" role="img" aria-label="ten of hearts"><span class="bjs-rank">10</span><span class="bjs-suit">♥</span></span>'
>>> esc("<b>Ann</b>")
'&lt;b&gt;Ann&lt;/b&gt;'
"""

from __future__ import annotations

import html
from collections.abc import Collection, Sequence

from ..cards import Card, describe_cards
from ..round import Event, Hand, Phase, Player, Round
from ..rules import Profile, get_profile
from ..session import Standing

__all__ = [
    "card_html",
    "dealer_html",
    "esc",
    "hand_html",
    "log_html",
    "seat_html",
    "standings_html",
    "switch_preview_html",
    "table_html",
]


def esc(text: object) -> str:
    """Escape any text for HTML (quotes included)."""
    return html.escape(str(text), quote=True)


def card_html(card: Card | None, *, sideways: bool = False) -> str:
    """One card, drawn in HTML/CSS; ``None`` is a face-down card. Always has an aria-label."""
    if card is None:
        return '<span class="bjs-card bjs-back" role="img" aria-label="face-down card"></span>'
    colour = "bjs-red" if card.suit.is_red else "bjs-black"
    turn = " bjs-sideways" if sideways else ""
    return (
        f'<span class="bjs-card {colour}{turn}" role="img" aria-label="{card.name}">'
        f'<span class="bjs-rank">{card.rank.value}</span>'
        f'<span class="bjs-suit">{card.suit.symbol}</span></span>'
    )


_OUTCOME_WORDS = {"win": "Win", "push": "Push", "lose": "Lose", "surrender": "Surrender"}


def hand_html(hand: Hand, *, active: bool, title: str, settled: bool) -> str:
    """One hand: its cards in order, bet, total in words, and once settled its outcome."""
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
    bet = f"Bet {hand.bet}" + (" (doubled)" if hand.doubled else "")
    parts = [
        f'<div class="{" ".join(classes)}" data-position="{hand.position}">',
        f'<div class="bjs-hand-title">{esc(title)}</div>',
        f'<div class="bjs-cards">{cards}</div>',
        f'<div class="bjs-total">{esc(hand.describe_total())}</div>',
        f'<div class="bjs-bet">{bet}</div>',
    ]
    if show_outcome and outcome is not None:
        parts.append(
            f'<div class="bjs-outcome">{_OUTCOME_WORDS[outcome]} · {hand.returned} returned</div>'
        )
        parts.append(f'<div class="bjs-rule">{esc(hand.rule)}</div>')
    elif hand.surrendered:  # settled only with the others (late surrender, §4)
        parts.append('<div class="bjs-outcome">Surrendered · settled at the end</div>')
        parts.append(f'<div class="bjs-rule">{esc(hand.rule)}</div>')
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


def seat_html(
    player: Player,
    *,
    active_hand: Hand | None,
    acting: bool,
    settled: bool,
    computer: bool = False,
    profile: str | Profile = "switch",
) -> str:
    """A seat: name, chips, and its positions side by side (hand 1 left, hand 2 right)."""
    classes = ["bjs-seat"]
    if acting:
        classes.append("bjs-active-seat")
    if player.sitting_out:
        classes.append("bjs-sitting-out")
    on_table = 0 if settled else player.wagered
    chips = f"{player.chips} chips" + (f" · {on_table} on the table" if on_table else "")
    who = ' <span class="bjs-computer">computer</span>' if computer else ""
    head = (
        f'<div class="bjs-seat-head"><span class="bjs-name">{esc(player.name)}</span>{who}'
        f'<span class="bjs-chips">{chips}</span></div>'
    )
    if player.sitting_out:
        prof = get_profile(profile)
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
    columns: dict[tuple[int, int], list[str]] = {}
    for index, hand in enumerate(player.hands):
        columns.setdefault((hand.box, hand.position), []).append(
            hand_html(
                hand,
                active=hand is active_hand,
                title=_hand_title(player, hand, index),
                settled=settled,
            )
        )
    positions = "".join(
        f'<div class="bjs-position">{"".join(hands)}</div>' for hands in columns.values()
    )
    insured = sum(player.insurance)
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
    if insured:
        paid = player.insurance_returned
        fate = "" if paid is None else (f": {paid} returned" if paid else ": lost")
        extra += f'<div class="bjs-note">Insurance {insured}{fate}</div>'
    return (
        f'<div class="{" ".join(classes)}">{head}<div class="bjs-positions">{positions}</div>'
        f"{extra}</div>"
    )


def dealer_html(rnd: Round) -> str:
    """The dealer: up card, hole card face down until revealed, and what the table may see."""
    dealer = rnd.dealer
    if not dealer:
        return '<div class="bjs-dealer"><div class="bjs-seat-head">Dealer</div></div>'
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
        total = f"shows {11 if up.is_ace else up.points}"
    return (
        '<div class="bjs-dealer"><div class="bjs-seat-head"><span class="bjs-name">Dealer</span>'
        f'<span class="bjs-chips">{esc(total)}</span></div>'
        f'<div class="bjs-cards">{cards}</div></div>'
    )


def table_html(rnd: Round, computer: Collection[str] = ()) -> str:
    """The whole table: the dealer above, the seats below, the seat and hand in play highlighted."""
    settled = rnd.phase is Phase.SETTLED
    acting = rnd.current_player
    active_hand = rnd.current_hand
    seats = "".join(
        seat_html(
            p,
            active_hand=active_hand,
            acting=p is acting,
            settled=settled,
            computer=p.name in computer,
            profile=rnd.profile,
        )
        for p in rnd.players
    )
    return f'<div class="bjs-table">{dealer_html(rnd)}<div class="bjs-seats">{seats}</div></div>'


def switch_preview_html(rnd: Round) -> str:
    """Before the keep/switch choice: what the two hands would become if switched (§1.7)."""
    preview = rnd.switch_preview()
    player = rnd.current_player
    turn = rnd.to_act
    if preview is None or player is None or turn is None:
        return ""
    one, two = preview
    kept = [h for h in player.hands if h.box == turn.box]
    box = f" (box {turn.box})" if player.boxes > 1 else ""
    return (
        '<div class="bjs-preview">'
        f"<b>{esc(player.name)}</b>{box}, keep or switch? Only the second cards change places "
        f"({rnd.profile.cite('switch')}).<br>"
        f"Keep: hand 1 {''.join(card_html(c) for c in kept[0].cards)} "
        f"{esc(kept[0].describe_total())} · hand 2 {''.join(card_html(c) for c in kept[1].cards)} "
        f"{esc(kept[1].describe_total())}<br>"
        f"Switch: hand 1 {''.join(card_html(c) for c in one)} "
        f"{esc(describe_cards(one, switched=True))} · hand 2 "
        f"{''.join(card_html(c) for c in two)} {esc(describe_cards(two, switched=True))}"
        "</div>"
    )


def log_html(events: Sequence[Event]) -> str:
    """The event log, newest last."""
    items = "".join(f"<li>{esc(e.text)}</li>" for e in events)
    return f'<ol class="bjs-log">{items}</ol>'


def standings_html(standings: Sequence[Standing], rounds: int) -> str:
    """Final standings: place, name, chips, profit (equal profits share a place, §1.11)."""
    rows = "".join(
        f"<tr><td>{s.place}</td><td>{esc(s.name)}</td><td>{s.chips}</td><td>{s.profit:+d}</td></tr>"
        for s in standings
    )
    return (
        f'<div class="bjs-standings"><b>Standings after {rounds} round{"s" if rounds != 1 else ""}</b>'
        "<table><thead><tr><th>Place</th><th>Player</th><th>Chips</th><th>Profit</th></tr>"
        f"</thead><tbody>{rows}</tbody></table></div>"
    )
