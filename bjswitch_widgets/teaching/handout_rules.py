"""The rules summary of a handout (:mod:`~bjswitch_widgets.teaching.handout`), worded from the
profile in the current language: every line a whole sentence with the profile's numbers, and beside
it the § of the rules document deciding it (``cites(...)``).

>>> [line.section for _, lines in rule_steps("classic") for line in lines][:2]
['§1.1', '§1.2, §2']
>>> from bjswitch_widgets.language import in_language
>>> with in_language("ru"):
...     at_a_glance("switch")[0].text, rule_steps("switch")[0][0]
('6 колод', 'Стол и ставки')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..language import gettext as _
from ..language import ngettext, number, pgettext
from ..rules import INSURANCE_PAYS, MAX_PLAYERS, SUPER_MATCH_PAYS, Profile, get_profile
from ..rules.profiles import cites
from ..words import chips, combination

__all__ = ["RuleLine", "at_a_glance", "rule_steps"]

#: A line before its § is known: its text ("" leaves it out) and the topics deciding it.
Draft = tuple[str, str]


class RuleLine(NamedTuple):
    """One line of the rules summary and the § (or §s) of the rules document deciding it."""

    text: str
    section: str


def _lines(p: Profile, drafts: Sequence[Draft]) -> list[RuleLine]:
    """The drafts as lines with the profile's §; empty ones left out."""
    return [RuleLine(text, cites(p, *topics.split())) for text, topics in drafts if text]


def _bets(p: Profile) -> str:
    """The bet per position: ``'2'`` or ``'1–10 chips'`` (a phrase said on its own)."""
    if p.min_bet < p.max_bet:
        return ngettext("{low}–{high} chip", "{low}–{high} chips", p.max_bet).format(
            low=number(p.min_bet), high=number(p.max_bet)
        )
    return number(p.bet)


def at_a_glance(profile: str | Profile) -> list[RuleLine]:
    """The table's rules that shape every decision, a few words each, for a page's header."""
    p = get_profile(profile)
    n = p.max_hands_per_position
    late = p.late_surrender and not p.hole_card
    surrender = pgettext("glance", "late surrender") if late else pgettext("glance", "surrender")
    soft_17 = pgettext("glance", "dealer hits soft 17")
    if not p.dealer_hits_soft_17:
        soft_17 = pgettext("glance", "dealer stands on soft 17")
    hole = (pgettext("glance", "hole card and peek"), "peek")
    if not p.hole_card:
        hole = (pgettext("glance", "no hole card"), "deal")
    switch = (
        pgettext("glance", "the switch") if p.switch_allowed else pgettext("glance", "no switch")
    )
    return _lines(
        p,
        [
            (ngettext("{n} deck", "{n} decks", p.decks).format(n=number(p.decks)), "cards"),
            (_("naturals pay {pays}").format(pays=p.payout_text()), "natural"),
            (soft_17, "dealer"),
            (pgettext("glance", "dealer 22 pushes") if p.dealer_22_pushes
             else pgettext("glance", "dealer 22 busts"), "dealer_22"),
            hole,
            (switch, "switch"),
            (ngettext("split to {n} hand", "split to {n} hands", n).format(n=number(n)), "split"),
            (pgettext("glance", "double after split") if p.double_after_split else "", "double"),
            (surrender if p.surrender else "", "surrender"),
            (pgettext("glance", "Super Match side bet") if p.super_match else "", "super_match"),
        ],
    )  # fmt: skip


def _box(p: Profile) -> str:
    if p.positions_per_box == 1:
        return _("One position per player, bet {bets}.").format(bets=_bets(p))
    if p.max_boxes > 1:
        # Translators: {bets} is '2' or '1–10 chips'; {bet} a number of chips
        return ngettext(
            "1–{boxes} box per player, each of two positions (hand 1 left, hand 2 right) with "
            "equal bets: {bets} per position (default {bet}).",
            "1–{boxes} boxes per player, each of two positions (hand 1 left, hand 2 right) with "
            "equal bets: {bets} per position (default {bet}).",
            p.max_boxes,
        ).format(boxes=number(p.max_boxes), bets=_bets(p), bet=number(p.bet))
    return _("One box of two positions (hand 1 left, hand 2 right), the same bet on both.")


def _table_and_bets(p: Profile) -> tuple[str, list[Draft]]:
    pays = ", ".join(f"{combination(name)} {x}:1" for name, x in SUPER_MATCH_PAYS.items())
    side = _(
        "An optional Super Match side bet per box, up to the position bet, decided at once on "
        "the box's first four cards by rank: {pays}; otherwise lost."
    ).format(pays=pays)
    # Translators: {cards} is a number of cards ('312 cards')
    shoe = ngettext(
        "{decks} standard deck, {cards}; the whole shoe is shuffled before every round.",
        "{decks} standard decks, {cards}; the whole shoe is shuffled before every round.",
        p.decks,
    )
    cards = ngettext("{n} card", "{n} cards", p.cards_in_shoe).format(n=number(p.cards_in_shoe))
    # Translators: {chips} is a number of chips said on its own ('100 chips')
    seats = ngettext(
        "A dealer and 1–{players} player, seated from the dealer's left; each starts with {chips}.",
        "A dealer and 1–{players} players, seated from the dealer's left; each starts with "
        "{chips}.",
        MAX_PLAYERS,
    )
    return _("The table and the bets"), [
        (shoe.format(decks=number(p.decks), cards=cards), "cards shuffle"),
        (seats.format(players=number(MAX_PLAYERS), chips=chips(p.starting_chips)), "seats bets"),
        (_box(p), "bets"),
        (side if p.super_match else "", "super_match"),
    ]


def _deal(p: Profile) -> tuple[str, list[Draft]]:
    two = p.positions_per_box == 2
    if p.hole_card:
        first = (
            _("First cards to every position (hand 1, hand 2) seat by seat from the dealer's left, "
              "then the dealer's up card; second cards in the same order, then the dealer's hole "
              "card, face down.")
            if two
            else _("First cards to every player seat by seat from the dealer's left, then the "
                   "dealer's up card; second cards in the same order, then the dealer's hole "
                   "card, face down.")
        )  # fmt: skip
    else:
        first = (
            _("First cards to every position (hand 1, hand 2) seat by seat from the dealer's left, "
              "then the dealer's up card; second cards in the same order.")
            if two
            else _("First cards to every player seat by seat from the dealer's left, then the "
                   "dealer's up card; second cards in the same order.")
        )  # fmt: skip
    no_hole = _(
        "There is no hole card and no peek: the dealer gets only the up card in the deal and "
        "takes a second card after the players have finished."
    )
    natural = (
        _("A natural: a position's first two cards, an ace and a ten-value card, never switched "
          "or split.")
        if p.switch_allowed
        else _("A natural: a position's first two cards, an ace and a ten-value card, never split.")
    )  # fmt: skip
    return _("The deal"), [
        (first, "deal"),
        ("" if p.hole_card else no_hole, "deal"),
        (natural, "natural"),
    ]


def _insurance(p: Profile) -> list[Draft]:
    if p.insurance_per_box:
        stake = _("per box, yes or no, half of the box's two bets ({bet} on {bet} + {bet})")
    elif p.positions_per_box == 1:
        stake = _("up to half of the bet, in whole chips ({half} on a bet of {bet})")
    else:
        stake = _("up to half of each position's bet, in whole chips ({half} on a bet of {bet})")
    stake = stake.format(bet=number(p.bet), half=number(p.bet // 2))
    # Translators: {stake} is the insurance's stake, said on its own after the colon
    offer = (
        _("Insurance, only on an up ace, before the switch and any other decision: {stake}.")
        if p.switch_allowed
        else _("Insurance, only on an up ace, before any other decision: {stake}.")
    )
    settled = (
        _("Insurance pays {pays}:1 if the dealer has a natural and is lost otherwise, settled at "
          "the peek.")
        if p.hole_card
        else _("Insurance pays {pays}:1 if the dealer has a natural and is lost otherwise, "
               "settled once the dealer's second card is known.")
    )  # fmt: skip
    return [
        (offer.format(stake=stake), "insurance"),
        (settled.format(pays=INSURANCE_PAYS), "insurance"),
    ]


def _peek(p: Profile) -> tuple[str, list[Draft]]:
    lines = _insurance(p) if p.insurance else []
    if p.hole_card:
        return _("Insurance and the peek") if p.insurance else _("The peek"), [
            *lines,
            (_("With an ace or a ten-value up card the dealer checks the hole card for a natural "
               "before any other decision."), "peek"),
            (_("Dealer natural: the round ends at once; every hand loses except an original "
               "natural, which pushes."), "dealer_natural"),
        ]  # fmt: skip
    return _("Insurance, no hole card") if p.insurance else _("No hole card"), [
        *lines,
        (_("A dealer natural (made by the second card, after the players) takes every bet, "
           "doubles and split money included, except original naturals, which push."),
         "dealer_natural"),
    ]  # fmt: skip


def _switch(p: Profile) -> tuple[str, list[Draft]]:
    if not p.switch_allowed:
        return _("No switch"), [(_("No switch: ordinary blackjack, one position."), "switch")]
    start = (
        _("At the start of your turn, box by box, choose once: keep both hands, or switch — "
          "exchange the second cards of your two positions. First cards never move.")
        if p.max_boxes > 1
        else _("At the start of your turn choose once: keep both hands, or switch — exchange the "
               "second cards of your two positions. First cards never move.")
    )  # fmt: skip
    price = _("The price of the switch: naturals pay {pays} and a dealer 22 pushes.")
    return _("The switch"), [
        (start, "switch"),
        (_("The choice comes before any other decision on the hands; no switch after it."),
         "switch"),
        (_("After a switch neither position is a natural: an ace and a ten made by switching is "
           "an ordinary 21. A kept natural stays one; switching it away is allowed."),
         "switch natural"),
        (price.format(pays=p.payout_text()), "session"),
    ]  # fmt: skip


def _split(p: Profile) -> str:
    n = p.max_hands_per_position
    if n <= 2:
        return _("Split two cards of equal value (K+J too) with an equal bet, once: no resplit.")
    if p.positions_per_box > 1:
        text = ngettext(
            "Split two cards of equal value (K+J too) with an equal bet; non-ace pairs may be "
            "split again, up to {n} hand from each position.",
            "Split two cards of equal value (K+J too) with an equal bet; non-ace pairs may be "
            "split again, up to {n} hands from each position.",
            n,
        )
    else:
        text = ngettext(
            "Split two cards of equal value (K+J too) with an equal bet; non-ace pairs may be "
            "split again, up to {n} hand in total.",
            "Split two cards of equal value (K+J too) with an equal bet; non-ace pairs may be "
            "split again, up to {n} hands in total.",
            n,
        )
    return text.format(n=number(n))


def _surrender(p: Profile) -> str:
    if not p.surrender:
        return ""
    text = (
        _("Surrender: the first decision on an unsplit position's first two cards (after the "
          "switch choice) gives up the hand for half its bet.")
        if p.switch_allowed
        else _("Surrender: the first decision on an unsplit position's first two cards gives up "
               "the hand for half its bet.")
    )  # fmt: skip
    if p.late_surrender and not p.hole_card:
        late = _(
            "It is late: the half comes back at settlement; a dealer natural takes the whole bet."
        )
        text = f"{text} {late}"
    return text


def _playing(p: Profile) -> tuple[str, list[Draft]]:
    n = p.max_hands_per_position
    order = _("Split hands are played from left to right, each to the end.")
    if p.positions_per_box > 1:
        order = _("Hand 1 is played to the end, then hand 2; split hands from left to right.")
    soft_21 = (_("Any 21 stops drawing by itself."), "play")
    if p.hit_soft_21:
        soft_21 = (
            _("Only naturals and hard 21s stop drawing; any other soft 21 may be hit."),
            "soft_21",
        )
    aces = _("Split aces: once, one card each, then stand; a 21 on a split hand is ordinary.")
    if p.resplit_aces:
        aces = ngettext(
            "Aces split like any pair, up to {n} hand; each takes one card and stands.",
            "Aces split like any pair, up to {n} hands; each takes one card and stands.",
            n,
        ).format(n=number(n))
    double = (
        _("Double: on any two cards add a bet equal to the hand's, take one card and stand; also "
          "after splitting non-aces.")
        if p.double_after_split
        else _("Double: on any two cards add a bet equal to the hand's, take one card and stand; "
               "not after a split.")
    )  # fmt: skip
    return _("Playing the hands"), [
        (order, "play"),
        (_("Hit: take a card, decide again. Stand: stop. Over 21 is a bust: lost at once."),
         "play"),
        soft_21,
        (double, "double"),
        (_split(p), "split"),
        (aces, "split_aces"),
        (_surrender(p), "surrender"),
    ]  # fmt: skip


def _dealer(p: Profile) -> tuple[str, list[Draft]]:
    draws = (
        _("After the players the dealer turns the hole card, and draws only while an ordinary "
          "(not natural) hand is still live.")
        if p.hole_card
        else _("After the players the dealer takes a second card, and draws only while an "
               "ordinary (not natural) hand is still live.")
    )  # fmt: skip
    rule = (
        _("The dealer hits every total under 17 and soft 17, and stands on hard 17 and 18–21.")
        if p.dealer_hits_soft_17
        else _("The dealer hits under 17 and stands on all 17s, soft 17 included.")
    )
    return _("The dealer"), [(draws, "dealer"), (rule, "dealer")]


def _settlement(p: Profile) -> tuple[str, list[Draft]]:
    if p.natural_pays != 1:
        natural = _(
            "A natural pays {pays} and beats a dealer's ordinary 21; other wins pay 1:1."
        ).format(pays=p.payout_text())
    elif p.dealer_22_pushes:
        natural = _("Every win pays 1:1, naturals too: a natural beats all but a dealer natural, "
                    "even a dealer 22.")  # fmt: skip
    else:
        natural = _("Every win pays 1:1, naturals too: a natural beats all but a dealer natural.")
    push = _(
        "Dealer exactly 22: every live ordinary hand pushes, its whole bet back (doubles and "
        "splits included); dealer 23 or more: every live hand wins."
    )
    bust = _("Dealer 22 or more is a bust: every live hand wins.")
    switched = _("A switched 21 is ordinary: it pushes against a dealer 21.")
    return _("Settlement and payouts"), [
        (natural, "settlement natural"),
        (_("A busted hand has lost already, whatever the dealer makes."), "settlement"),
        (push if p.dealer_22_pushes else bust, "dealer_22"),
        (_("Otherwise the higher total wins and equal totals push."), "settlement"),
        (switched if p.switch_allowed else "", "settlement"),
    ]


def _limits(p: Profile) -> tuple[str, list[Draft]]:
    variable = p.min_bet < p.max_bet
    bets = _("The bet is fixed: {bets} per position.").format(bets=_bets(p))
    if variable:
        bets = ngettext(
            "Bets {low}–{high} per position (default {bet}), 1–{boxes} box.",
            "Bets {low}–{high} per position (default {bet}), 1–{boxes} boxes.",
            p.max_boxes,
        ).format(
            low=number(p.min_bet), high=number(p.max_bet), bet=number(p.bet),
            boxes=number(p.max_boxes),
        )  # fmt: skip
    cover = (
        _("Every extra wager (insurance, double, split) must be covered by your free chips; what "
          "you cannot afford is not offered.")
        if p.insurance
        else _("Every extra wager (double, split) must be covered by your free chips; what you "
               "cannot afford is not offered.")
    )  # fmt: skip
    if variable:
        out = ngettext(
            "A player who cannot cover the mandatory bets ({n} chip at the default bet) sits out.",
            "A player who cannot cover the mandatory bets ({n} chips at the default bet) sits out.",
            p.mandatory_bets,
        )
    else:
        out = ngettext(
            "A player who cannot cover the mandatory bets ({n} chip) sits out.",
            "A player who cannot cover the mandatory bets ({n} chips) sits out.",
            p.mandatory_bets,
        )
    session = ngettext(
        "A session is {n} round; profit = chips − starting chips, players ranked by profit.",
        "A session is {n} rounds; profit = chips − starting chips, players ranked by profit.",
        p.rounds,
    )
    return _("Limits and the session"), [
        (bets, "limits"),
        (cover, "bets"),
        (out.format(n=number(p.mandatory_bets)), "session"),
        (session.format(n=number(p.rounds)), "session"),
    ]


def rule_steps(profile: str | Profile) -> list[tuple[str, list[RuleLine]]]:
    """The game's flow in order, each step a heading and its lines, worded from the profile."""
    p = get_profile(profile)
    steps = (_table_and_bets, _deal, _peek, _switch, _playing, _dealer, _settlement, _limits)
    return [(title, _lines(p, drafts)) for title, drafts in (step(p) for step in steps)]
