"""The dealer's table drawn as HTML from a :class:`~bjswitch_widgets.teaching.dealer_round.Moment`:
the felt of the player's table (the same classes, cards and chips, themes and phone layout), the
hand or insurance the step asks about marked, and outcomes only where the learner has settled
them. Pure functions, no ipywidgets; every user string escaped.

>>> import random
>>> from bjswitch_widgets.teaching.dealer_round import DealerRound
>>> html = dealer_table_html(DealerRound("switch", random.Random(4)).moment())
>>> html.startswith('<div class="bjs-table bjs-dealer-felt"') and "bjs-dealer" in html
True
"""

from __future__ import annotations

from ..language import gettext as _
from ..teaching.dealer_round import HandView, Moment, SeatView
from ..words import chips
from .panel_html import size_class
from .render import bet_html, card_html, dealer_total_words, esc, outcome_badge

__all__ = ["dealer_table_html", "hand_view_html", "seat_view_html"]


def hand_view_html(hand: HandView) -> str:
    """One hand as the dealer sees it: cards (a switched ace + ten kept at two cards with its
    top card sideways, once turned), total, bet, and its outcome once settled; the hand the
    step asks about is marked."""
    classes = ["bjs-hand"]
    if hand.asked:
        classes.append("bjs-active-hand")
    if hand.result is not None:
        classes.append(f"bjs-outcome-{hand.result[0].value}")
    cards = "".join(
        card_html(c, sideways=hand.sideways and k == 1) for k, c in enumerate(hand.cards)
    )
    asked = _("asked")
    parts = [
        f'<div class="{" ".join(classes)}" data-position="{hand.position}">',
        f'<div class="bjs-hand-head"><span class="bjs-hand-title">{esc(hand.title)}</span>',
        f'<span class="bjs-in-play">▶ {esc(asked)}</span>' if hand.asked else "",
        f'</div><div class="bjs-cards">{cards}</div>',
        f'<div class="bjs-hand-info"><span class="bjs-total">{esc(hand.total)}</span>',
        f"{bet_html(hand.bet, hand.doubled)}</div>",
    ]
    if hand.result is not None:
        outcome, returned = hand.result
        parts.append(
            f'<div class="bjs-settle"><div class="bjs-outcome">'
            f"{outcome_badge(outcome.value, returned)}</div></div>"
        )
    elif hand.surrendered:
        words = _("Surrendered · settled at the end")
        parts.append(f'<div class="bjs-settle"><div class="bjs-outcome">{esc(words)}</div></div>')
    parts.append("</div>")
    return "".join(parts)


def _insurance_notes(seat: SeatView) -> str:
    """Each insured position's note: its stake, and once settled what came back; the one the
    step asks about is marked. With two positions (or boxes) each note names its place."""
    several = len(seat.insurance) > 1
    texts = {  # (names its hand, settled, paid)
        (False, False, False): _("Insurance {amount}"),
        (False, True, True): _("Insurance {amount}: {n} returned"),
        (False, True, False): _("Insurance {amount}: lost"),
        (True, False, False): _("Insurance {amount} on {place}"),
        (True, True, True): _("Insurance {amount} on {place}: {n} returned"),
        (True, True, False): _("Insurance {amount} on {place}: lost"),
    }
    notes = []
    for i, stake in enumerate(seat.insurance, 1):
        if not stake:
            continue
        paid = seat.insurance_paid[i - 1]
        text = texts[several, paid is not None, bool(paid)]
        place = seat.insurance_places[i - 1] if several else ""
        asked = seat.insurance_asked == i
        words = esc(text.format(amount=stake, n=paid, place=place))
        mark = ' bjs-asked">▶ ' if asked else '">'
        notes.append(f'<div class="bjs-note{mark}{words}</div>')
    return "".join(notes)


def seat_view_html(seat: SeatView) -> str:
    """A seat: name, chips before the round, each box's positions side by side (split hands
    stacked in their position), and its insurance."""
    columns: dict[tuple[int, int], list[str]] = {}
    for hand in seat.hands:
        columns.setdefault((hand.box, hand.position), []).append(hand_view_html(hand))
    boxes: dict[int, list[str]] = {}
    for (box, _position), hands in columns.items():
        boxes.setdefault(box, []).append(f'<div class="bjs-position">{"".join(hands)}</div>')
    positions = "".join(
        f'<div class="bjs-box" data-box="{box}">{"".join(parts)}</div>'
        for box, parts in boxes.items()
    )
    active = " bjs-active-seat" if any(h.asked for h in seat.hands) or seat.insurance_asked else ""
    return (
        f'<div class="bjs-seat{active}"><div class="bjs-seat-head">'
        f'<span class="bjs-name">{esc(seat.name)}</span>'
        f'<span class="bjs-chips">{esc(chips(seat.chips))}</span></div>'
        f'<div class="bjs-positions">{positions}</div>{_insurance_notes(seat)}</div>'
    )


def dealer_table_html(moment: Moment, *, size: str = "normal") -> str:
    """The felt: the dealer's cards (face down where the table does not show them yet) and
    total above, the seats below."""
    name = esc(_("Dealer"))
    cards = "".join(card_html(c) for c in moment.dealer)
    total = dealer_total_words(moment.dealer, moment.profile)
    dealer = (
        f'<div class="bjs-dealer"><div class="bjs-seat-head"><span class="bjs-name">{name}</span>'
        f'<span class="bjs-chips bjs-dealer-total">{esc(total)}</span></div>'
        f'<div class="bjs-cards">{cards}</div></div>'
    )
    seats = "".join(seat_view_html(s) for s in moment.seats)
    # tabindex -1: the table's keys may hold focus here between answers (H and S still work)
    return (
        f'<div class="bjs-table bjs-dealer-felt{size_class(size)}" tabindex="-1">{dealer}'
        f'<div class="bjs-seats">{seats}</div></div>'
    )
