"""Round.copy (python-chess's Board.copy, issue 22 item 7): a copy to play on leaves the round
untouched and deals the same next cards; a copy sharing the shoe looks ahead (replay's dealer
cards, rules §5.1); the checks copy a learner's round before playing it on."""

from __future__ import annotations

import pytest

from bjswitch_widgets import InvalidInputError, Round
from bjswitch_widgets.checks import check_legal

WORKED = ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]


def test_a_copy_is_played_on_and_the_round_is_untouched():
    r = Round("switch", ["Ann"], cards=WORKED)
    before = r.snapshot()
    twin = r.copy()
    for action in ("switch", "double", "stand"):
        twin.apply(action)
    assert r.snapshot() == before and r.history == []
    # §1.12: the copy dealt the stacked cards in order, the dealer's 6♦ making 22
    assert [str(c) for c in twin.cards_drawn] == WORKED and twin.is_over


def test_a_copy_of_a_free_play_round_deals_the_same_next_cards():
    for seed in range(20):
        r = Round("switch", ["Ann"], seed=seed)
        twin = r.copy()
        while not r.is_over:
            action = r.legal_actions()[0]
            r.apply(action)
            twin.apply(action)
        assert twin.cards_drawn == r.cards_drawn and twin.result() == r.result()


def test_a_copy_sharing_the_shoe_draws_from_it_and_a_copy_without_log_keeps_no_events():
    r = Round("switch", ["Ann"], cards=WORKED)
    ahead = r.copy(share_shoe=True, log=False)
    assert ahead.shoe is r.shoe and ahead.events == [] and r.events
    ahead.apply("switch")
    assert r.shoe.dealt == len(ahead.cards_drawn)
    with pytest.raises(InvalidInputError):
        r.copy(share_shoe="yes")  # type: ignore[arg-type]


def test_a_check_never_plays_on_the_learners_round():
    r = Round("switch", ["Ann"], cards=WORKED)
    before = r.snapshot()
    check_legal(r, "switch", "yes")
    assert r.snapshot() == before


def test_playing_a_copy_never_moves_the_rounds_own_shuffle():
    """The shoe once kept its generator's bound method, which a deep copy does not copy: the
    copy drew from the original's generator, so a check playing on a copy of a learner's
    free-play round changed the learner's next cards."""
    for seed in range(10):
        r, untouched = Round("switch", ["Ann"], seed=seed), Round("switch", ["Ann"], seed=seed)
        twin = r.copy()
        while not twin.is_over:
            twin.apply(twin.legal_actions()[-1])
        while not r.is_over:
            action = r.legal_actions()[0]
            r.apply(action)
            untouched.apply(action)
        assert r.cards_drawn == untouched.cards_drawn
