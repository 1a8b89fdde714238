"""``stack``: a shoe stacked from the hands an instructor wants (rules §1.3 deal order, §5).

Expected card orders are worked by hand from §1.3: first card to every position (seat by seat,
hand 1 before hand 2, box by box), the up card, the second cards in the same order, the hole card
(where there is one), then the draws in play order.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bjswitch_widgets import PROFILES, InvalidInputError, Round, Seat, replay, stack
from bjswitch_widgets.cards import DECK

WORKED = {"Ann": [["5♠", "10♥"], ["10♣", "6♥"]]}


def test_worked_example_is_the_rules_shoe() -> None:
    """§1.12: the worked example's scenario shoe, from the hands as Ann sees them."""
    cards = stack(WORKED, dealer=["9♣", "7♦"], draws=["K♦", "6♦"])
    assert cards == ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]
    result = replay({"players": ["Ann"], "cards": cards, "actions": ["switch", "double", "stand"]})
    hands = result["players"][0]["hands"]
    assert [h["outcome"] for h in hands] == ["push", "push"]  # the dealer's 22 pushes (§1.10)
    assert result["dealer"]["cards"] == ["9♣", "7♦", "6♦"]


def test_two_players_seat_by_seat() -> None:
    """§1.3: Ann's two first cards, then Ben's, then the up card; second cards likewise."""
    cards = stack(
        {"Ann": ["A♠ K♥", "10♣ 6♥"], "Ben": [["7♣", "7♦"], ["9♥", "2♠"]]},
        dealer="9♣ 8♦",
        draws="5♦",
    )
    assert cards == ["A♠", "10♣", "7♣", "9♥", "9♣", "K♥", "6♥", "7♦", "2♠", "8♦", "5♦"]


def test_hands_written_with_commas() -> None:
    """The same deal written '5♠,10♥': a text of two cards is a position, with a comma too."""
    assert stack({"Ann": ["5♠,10♥", "10♣, 6♥"]}, dealer="9♣,7♦") == stack(
        WORKED, dealer=["9♣", "7♦"]
    )


def test_classic_one_position_each() -> None:
    """classic: one position per seat; hole card after the second cards (§1.3)."""
    cards = stack({"Ann": [["10♠", "6♥"]], "Ben": [["9♠", "9♥"]]}, ["A♦", "K♣"], profile="classic")
    assert cards == ["10♠", "9♠", "A♦", "6♥", "9♥", "K♣"]


def test_online_switch_boxes_and_no_hole_card() -> None:
    """online_switch (§3): box 1's positions, then box 2's; only the up card in the deal, the
    dealer's second card after the players' draws."""
    cards = stack(
        {"Ann": [["5♠", "10♥"], ["10♣", "6♥"], ["8♠", "8♥"], ["3♣", "4♣"]]},
        dealer=["9♣"],
        draws=["K♦", "7♦"],
        profile="online_switch",
    )
    assert cards == ["5♠", "10♣", "8♠", "3♣", "9♣", "10♥", "6♥", "8♥", "4♣", "K♦", "7♦"]
    scenario = {
        "profile": "online_switch",
        "players": [{"name": "Ann", "boxes": 2}],
        "cards": cards,
        "actions": [],
    }
    hands = replay(scenario)["players"][0]["hands"]
    assert [(h["box"], h["position"], h["cards"]) for h in hands] == [
        (1, 1, ["5♠", "10♥"]),
        (1, 2, ["10♣", "6♥"]),
        (2, 1, ["8♠", "8♥"]),
        (2, 2, ["3♣", "4♣"]),
    ]


def test_hole_card_may_be_left_to_the_shuffle_without_draws() -> None:
    """Only the stacked cards are fixed (§5); with no draws the hole card can come from the seed."""
    assert stack(WORKED, dealer=["9♣"]) == ["5♠", "10♣", "9♣", "10♥", "6♥"]


@pytest.mark.parametrize(
    ("hands", "dealer", "draws", "profile", "message"),
    [
        ({"Ann": [["5♠", "10♥"], ["10♣"]]}, ["9♣", "7♦"], (), "switch", "position 2 is missing"),
        ({"Ann": [["5♠", "10♥", "2♣"], ["10♣", "6♥"]]}, ["9♣"], (), "switch", "too many cards"),
        ({"Ann": [["5♠", "10♥"]]}, ["9♣", "7♦"], (), "switch", "has 1 position: a player"),
        ({"Ann": ["5♠", "10♥"]}, ["9♣", "7♦"], (), "classic", "looks like single cards"),
        ({"Ann": [["5♠", "10♥"], ["10♣", "6♥"]]}, [], (), "switch", "up card is missing"),
        ({"Ann": [["5♠", "10♥"], ["10♣", "6♥"]]}, ["9♣"], ["K♦"], "switch", "hole card is missing"),
        (WORKED, ["9♣", "7♦"], (), "online_switch", "put it in draws"),
        (WORKED, ["9♣", "7♦"], (), "jack_switch", "put it in draws"),
        ({"Ann": [["5♠", "10♥"], ["10♣", "6♥"]] * 4}, ["9♣"], (), "online_switch", "8 positions"),
        ({"Ann": [["5x", "10♥"], ["10♣", "6♥"]]}, ["9♣", "7♦"], (), "switch", "not a card: '5x'"),
        ({"": [["5♠", "10♥"], ["10♣", "6♥"]]}, ["9♣", "7♦"], (), "switch", "player's name"),
        ({}, ["9♣", "7♦"], (), "switch", "hands maps each player"),
        ({"Ann": "5♠ 10♥"}, ["9♣", "7♦"], (), "switch", "list of two-card hands"),
    ],
)
def test_impossible_requests_are_named(hands, dealer, draws, profile, message) -> None:  # type: ignore[no-untyped-def]
    """Errors say what cannot be dealt (§1.3 deal, §1.2 seats, §3 the second card's place)."""
    with pytest.raises(InvalidInputError, match=message):
        stack(hands, dealer, draws, profile=profile)


def test_more_copies_than_the_shoe_holds() -> None:
    """§1.1: six decks hold six A♠; a seventh is refused, quoting the card."""
    six = [["A♠", "A♠"], ["A♠", "A♠"]]
    assert stack({"Ann": six}, ["A♠", "A♠"])[:2] == ["A♠", "A♠"]
    with pytest.raises(InvalidInputError, match=r"cannot hold 7 × 'A♠'.*6 decks"):
        stack({"Ann": six}, ["A♠", "A♠"], draws=["A♠"])
    eight = [["A♠", "A♠"], ["A♠", "A♠"], ["A♠", "A♠"], ["A♠", "A♠"]]  # 8 decks online (§3)
    assert len(stack({"Ann": eight}, ["2♣"], profile="online_switch")) == 9
    with pytest.raises(InvalidInputError, match=r"cannot hold 9 × 'A♠'"):
        stack({"Ann": eight}, ["A♠"], profile="online_switch")


_CARD = st.sampled_from([str(c) for c in DECK])


@settings(max_examples=60, deadline=None)
@given(data=st.data(), profile=st.sampled_from(sorted(PROFILES)))
def test_the_round_deals_exactly_the_hands_asked_for(data: st.DataObject, profile: str) -> None:
    """Property (§1.3): a round dealt from ``stack`` gives every position the two cards asked
    for, and the dealer the up card asked for, at every profile."""
    prof = PROFILES[profile]
    names = data.draw(
        st.lists(st.sampled_from(["Ann", "Ben", "Cy", "Di"]), min_size=1, max_size=4, unique=True)
    )
    boxes = {n: data.draw(st.integers(1, prof.max_boxes)) for n in names}
    counts = [boxes[n] * prof.positions_per_box for n in names]
    extra = 2 if prof.hole_card else 1
    pool = data.draw(
        st.lists(
            _CARD, min_size=2 * sum(counts) + extra, max_size=2 * sum(counts) + extra, unique=True
        )
    )
    hands = {}
    for n, count in zip(names, counts, strict=True):
        hands[n] = [[pool.pop(), pool.pop()] for _ in range(count)]
    dealer = pool
    cards = stack(hands, dealer, profile=profile)
    seats = [Seat(n, boxes=boxes[n]) for n in names]
    rnd = Round(profile, seats, cards=cards)
    for player in rnd.players:
        dealt = [[str(c) for c in h.cards[:2]] for h in player.hands]
        assert dealt == hands[player.name]
    assert str(rnd.dealer[0]) == dealer[0]
