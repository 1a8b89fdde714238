"""The engine's texts in every language (issue 25): each reason an action is not legal now
(every :class:`Why` code), the settlement's rules and outcomes, the round's log sentence by
sentence at all four tables, whose turn it is, and every error a round, a session or a replay
raises.

Under the pseudo-language (tests/pseudo.py) every text these modules produce must come out
wrapped, so an unmarked word shows as a leak; the Russian checks are worked out by hand.
"""

from __future__ import annotations

import dataclasses
import functools
import random
import re
from collections.abc import Callable, Iterable

import pytest
from pseudo import leaks, pseudo

from bjswitch_widgets.cards import Card, Shoe
from bjswitch_widgets.engine.actions import Action, EventKind, Reason, Why
from bjswitch_widgets.engine.log import outcome_word
from bjswitch_widgets.engine.narration import explain, rule_text
from bjswitch_widgets.errors import BJSwitchError
from bjswitch_widgets.language import in_language
from bjswitch_widgets.replay import load_scenario, read_scenario, replay, validate_scenario
from bjswitch_widgets.round import Round
from bjswitch_widgets.rules import PROFILES, Outcome, Seat, get_profile
from bjswitch_widgets.session import Session, _bets_text

NAMES = {"Ann", "Ben", "Cy"}
#: Data a message names as it is: the Python type of a value refused, a file's name.
DATA = {"int", "list", "my", "json"}
#: Every action a learner might try, legal or not, at any table.
PROBES = [
    "hit", "stand", "double", "split", "surrender", "keep", "switch", "insure 0 0",
    "insure 1 0", "insure 1 1", "insure 0", "insure 1 1 1", "insure yes", "insure no",
    "insure 5 0", "insure 9 9",
]  # fmt: skip
WORKED = ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]


def _message(call: Callable[[], object]) -> str:
    with pytest.raises(BJSwitchError) as caught:
        call()
    return str(caught.value)


_PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}")
#: Where in a scenario a problem is, as the scenario's own field names write it: players[0].
_FIELD_PATH = re.compile(r"\w+\[\d+\]")
_WRAPPED = re.compile(r"⟦[^⟦⟧]*⟧")
#: A value quoted as Python writes it (quote(x), repr): it stays as it is in every language.
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")


def _no_leaks(texts: Iterable[str]) -> None:
    """No word outside the wrappers but the players' names and the profiles' names (quoted, or
    with their underscore: a bare 'switch' would be a leak)."""
    for text in texts:
        assert text and not _PLACEHOLDER.search(text), text
        bare = _FIELD_PATH.sub(" ", text)
        for name in PROFILES:
            bare = bare.replace(repr(name), "")
            bare = bare.replace(name, "") if "_" in name else bare
        bare = _QUOTED.sub(" ", _WRAPPED.sub(" ", bare))
        assert leaks(bare, allowed=NAMES | DATA) == [], text


# -- every reason, every settlement rule, every outcome -----------------------------------------

A, FIVE, EIGHT = Card.parse("A♠"), Card.parse("5♦"), Card.parse("8♣")
#: The facts :mod:`bjswitch_widgets.engine.legality` gives each code (some codes are reached
#: in play below too; these are the ones play can reach only with contrived tables).
FACTS: dict[Why, list[dict[str, object]]] = {
    Why.SWITCH_MADE: [{"player": "Ann", "made": "keep"}, {"player": "Ann", "made": "switch"}],
    Why.NOT_INSURABLE: [{"player": "Ann"}],
    Why.INSURANCE_PASSED: [{"player": "Ann"}, {}],
    Why.INSURE_YES_NO: [{"box": 2}],
    Why.INSURE_BOX_COST: [{"box": 1, "cost": 2, "player": "Ann", "chips": 1}],
    Why.INSURE_AMOUNTS: [{"example": "1 0"}],
    Why.INSURE_COUNT: [{"n": 2, "got": 3, "example": "1 0"}, {"n": 1, "got": 2, "example": "1"}],
    Why.INSURE_CAP: [{"cap": 1, "amount": 5}],
    Why.INSURE_CHIPS: [{"total": 2, "player": "Ann", "chips": 1}],
    Why.DOUBLE_CARDS: [{"n": n} for n in (1, 3, 5)],
    Why.DOUBLE_CHIPS: [{"bet": n, "player": "Ann", "chips": 0} for n in (1, 2, 5)],
    Why.SPLIT_CHIPS: [{"bet": n, "player": "Ann", "chips": 0} for n in (1, 2, 5)],
    Why.SPLIT_CARDS: [{"n": n} for n in (1, 3, 5)],
    Why.SPLIT_UNEQUAL: [{"a": A, "b": FIVE}, {"a": FIVE, "b": EIGHT}],
    Why.SPLIT_LIMIT: [{"same": 4, "most": 4}, {"same": 3, "most": 3}],
}


def _reasons() -> list[Reason]:
    return [Reason(code, tuple(facts.items())) for code in Why for facts in FACTS.get(code, [{}])]


def test_pseudo_every_reason_at_every_table() -> None:
    """Every Why code, with each variant of its facts, at each of the four tables."""
    assert {r.code for r in _reasons()} == set(Why)
    with pseudo():
        texts = [explain(r, p) for r in _reasons() for p in PROFILES.values()]
    _no_leaks(texts)
    assert all("§" in t for t in texts)


SETTLE_CODES = [
    "bust", "surrender", "surrender_pending", "surrender_pending_late", "surrender_late",
    "dealer_natural_push", "dealer_natural", "natural", "dealer_22_switched", "dealer_22",
    "dealer_bust", "higher", "equal_switched", "equal_split", "equal", "lower",
]  # fmt: skip


def test_pseudo_every_settlement_rule_and_outcome_word() -> None:
    with pseudo():
        rules = [rule_text(p, (code, 20, 19)) for code in SETTLE_CODES for p in PROFILES.values()]
        words = [outcome_word(o) for o in Outcome]
    _no_leaks(rules + words)
    assert rule_text(get_profile("switch"), ("", 0, 0)) == "" and outcome_word(None) == "?"


# -- the log of whole rounds at all four tables --------------------------------------------------


def _round(
    profile: str,
    seats: list[Seat] | list[str],
    cards: list[str],
    actions: Iterable[str] = (),
    *,
    auto_dealer: bool = True,
) -> Round:
    r = Round(profile, seats, cards=cards, auto_dealer=auto_dealer)
    for action in actions:
        r.apply(action)
    return r


def _texts_of(r: Round) -> list[str]:
    """Every text a learner may read of a round: its log, whose turn, why not each probe."""
    texts = [e.text for e in r.events] + [str(e) for e in r.events]
    if r.to_act is not None:
        texts.append(str(r.to_act))
    texts += [t for t in (r.why_not(a) for a in PROBES) if t]
    texts += list(r.unavailable().values())
    return texts


#: Rounds stacked to show each step of the log: (profile, seats, cards, actions, what it shows).
STACKED: list[tuple[str, list[Seat], list[str], list[str], set[EventKind]]] = [
    # §1.12: switch, double to 21, dealer 22 pushes
    ("switch", [Seat("Ann")], WORKED, ["switch", "double", "stand"], {EventKind.DEALER_22}),
    # insurance (lost at the peek), a split of 8s, a double, a hit, a stand
    (
        "switch",
        [Seat("Ann")],
        ["8♠", "5♦", "A♥", "8♣", "6♣", "9♦", "3♠", "K♠", "2♦", "7♥", "10♠"],
        ["insure 1 0", "keep", "split", "double", "hit", "stand", "double"],
        {EventKind.INSURANCE, EventKind.PEEK, EventKind.SPLIT, EventKind.DOUBLE},
    ),
    # the dealer's natural at the peek: insurance pays, the original natural pushes
    (
        "switch",
        [Seat("Ann"), Seat("Ben", 5)],
        ["A♦", "9♣", "2♣", "3♣", "A♠", "K♦", "9♦", "4♦", "5♦", "K♥"],
        ["insure 1 1", "insure 0 1"],
        {EventKind.PEEK, EventKind.SETTLE},
    ),
    # declined insurance; Ann busts both hands, the dealer reveals and stops
    (
        "switch",
        [Seat("Ann")],
        ["10♠", "10♦", "A♣", "6♠", "6♦", "7♣", "K♣", "K♦"],
        ["insure 0 0", "keep", "hit", "hit"],
        {EventKind.BUST, EventKind.DEALER_STOPS},
    ),
    # split aces, the dealer hits soft 17 and busts (switch, H17)
    (
        "switch",
        [Seat("Ann")],
        ["A♠", "9♣", "6♥", "A♦", "9♦", "A♣", "K♠", "5♣", "6♣", "K♦"],
        ["keep", "split", "stand"],
        {EventKind.SPLIT_ACES, EventKind.DEALER_DRAW, EventKind.DEALER_BUST},
    ),
    # classic: a natural pays 3:2, an equal total pushes; a switched 21 is not asked
    (
        "classic",
        [Seat("Ann"), Seat("Ben")],
        ["A♠", "10♦", "9♣", "K♠", "8♦", "10♥"],
        ["stand"],
        {EventKind.STOP21, EventKind.DEALER_STANDS},
    ),
    # classic: Ann has 1 chip and sits out; Ben splits 8s and doubles after the split
    (
        "classic",
        [Seat("Ann", 1), Seat("Ben")],
        ["8♠", "6♦", "8♣", "10♥", "3♦", "K♠", "2♣", "9♠"],
        ["split", "double", "double"],
        {EventKind.SIT_OUT, EventKind.SPLIT, EventKind.DOUBLE},
    ),
    # jack_switch: surrender, then the dealer's second card makes a natural (late surrender)
    (
        "jack_switch",
        [Seat("Ann")],
        ["10♠", "9♣", "10♥", "6♦", "7♣", "A♣"],
        ["keep", "surrender", "stand"],
        {EventKind.SURRENDER, EventKind.DEALER_NATURAL},
    ),
    # jack_switch: surrender gets its half back; soft 21 may still hit
    (
        "jack_switch",
        [Seat("Ann")],
        ["10♠", "5♣", "9♥", "6♦", "A♣", "5♦", "8♠", "9♠"],
        ["keep", "surrender", "hit", "stand"],
        {EventKind.SURRENDER, EventKind.DRAW, EventKind.REVEAL},
    ),
    # online_switch: Super Match on two boxes (a pair, none), insurance per box, a switch
    (
        "online_switch",
        [Seat("Ann", 100, 2, None, 1), Seat("Ben", 100, 1, None, 1)],
        ["8♠", "8♣", "2♦", "3♦", "9♠", "9♣", "A♥", "5♠", "K♣", "7♦", "4♣", "9♥", "9♦"],
        [
            *["insure yes", "insure no", "insure no", "switch", "stand", "stand"],
            *["keep", "stand", "stand", "keep", "stand", "stand"],
        ],
        {EventKind.SUPER_MATCH, EventKind.INSURANCE, EventKind.SWITCH, EventKind.KEEP},
    ),
    # online_switch: Super Match 2 fits the chips on box 1, not on box 2; Ben plays no box
    (
        "online_switch",
        [Seat("Ann", 10, 2, None, 2), Seat("Ben", 100, 0)],
        ["K♠", "K♣", "2♦", "3♦", "10♥", "K♦", "K♥", "5♠", "5♣", "8♣"],
        [],
        {EventKind.SUPER_MATCH, EventKind.SIT_OUT},
    ),
]


@pytest.mark.parametrize("case", range(len(STACKED)))
def test_pseudo_log_of_stacked_rounds(case: int) -> None:
    profile, seats, cards, actions, kinds = STACKED[case]
    with pseudo():
        r = Round(profile, seats, cards=cards)
        texts = _texts_of(r)
        for action in actions:
            if r.is_over:
                break
            r.apply(action)
            texts += _texts_of(r)
    shown = {e.kind for e in r.events}
    assert r.is_over or not actions
    assert kinds <= shown, (kinds - shown, [e.text for e in r.events])
    _no_leaks(texts)


def test_pseudo_log_of_random_rounds_at_all_four_tables() -> None:
    """Random decisions on 60 seeded shoes per table, the dealer step by step in some: every
    step's log, whose turn, why not each probe, and each illegal probe's error."""
    kinds: set[EventKind] = set()
    codes: set[Why] = set()
    with pseudo():
        for name, prof in PROFILES.items():
            for seed in range(60):
                rng = random.Random(seed)
                if prof.max_boxes > 1:
                    seats = [
                        Seat("Ann", rng.choice([3, 5, 9, 100]), rng.choice([1, 2, 3]), None, 1),
                        Seat("Ben", rng.choice([2, 100]), 1, None, rng.choice([0, 1])),
                    ]
                else:
                    seats = [Seat("Ann", rng.choice([2, 3, 5, 100])), Seat("Ben", 100)]
                r = Round(name, seats, seed=seed, auto_dealer=rng.random() < 0.5)
                texts: list[str] = []
                while True:
                    texts += _texts_of(r)
                    for probe in PROBES:
                        why = r.reason(probe)
                        if why is not None:
                            codes.add(why.code)
                            texts.append(_message(functools.partial(r.apply, probe)))
                    if r.is_over:
                        break
                    legal = r.legal_actions()
                    if legal:
                        texts.append(_message(r.dealer_step))
                        r.apply(rng.choice(legal))
                    else:
                        r.dealer_step()
                texts += [e.text for e in r.events]
                texts.append(_message(r.dealer_step))
                kinds |= {e.kind for e in r.events}
                _no_leaks(texts)
    assert kinds >= set(EventKind) - {EventKind.SPLIT_ACES}, set(EventKind) - kinds
    assert len(codes) >= 20


def test_pseudo_dealer_not_yet_double_after_split_and_split_limits() -> None:
    """Reasons only contrived tables reach in play: no double after a split, a position split
    to its limit, the dealer asked to play before the players are done."""
    no_das = dataclasses.replace(get_profile("switch"), double_after_split=False)
    with pseudo():
        r = Round(no_das, ["Ann"], cards=["8♠", "5♦", "9♥", "8♣", "6♣", "9♦", "3♠"])
        r.apply("keep")
        r.apply("split")
        assert r.reason("double") == Reason(Why.DOUBLE_AFTER_SPLIT)
        texts = _texts_of(r)
        r = Round("switch", ["Ann"], cards=["8♠", "5♦", "9♥", "8♣", "6♣", "9♦", "8♦", "8♥", "8♣"])
        r.apply("keep")
        r.apply("split")
        r.apply("split")
        r.apply("split")
        assert r.reason("split") is not None and r.reason("split").code is Why.SPLIT_LIMIT  # type: ignore[union-attr]
        texts += [*_texts_of(r), _message(r.dealer_step), _message(lambda: r.apply("split"))]
    _no_leaks(texts)


def test_pseudo_nobody_can_bet() -> None:
    with pseudo():
        r = Round("switch", [Seat("Ann", 1), Seat("Ben", 3)], seed=1)
        texts = [e.text for e in r.events] + [_message(lambda: r.apply("hit"))]
    assert r.is_over and [e.kind for e in r.events][-1] is EventKind.DEAL
    _no_leaks(texts)


# -- errors of the actions ----------------------------------------------------------------------

ACTION_ERRORS: list[Callable[[], object]] = [
    lambda: Action.parse(42),  # type: ignore[arg-type]
    lambda: Action.parse("x" * 5000),
    lambda: Action.parse(""),
    lambda: Action.parse("fold"),
    lambda: Action.parse("insure two"),
    lambda: Action.parse("hit me"),
]


@pytest.mark.parametrize("call", ACTION_ERRORS)
def test_pseudo_action_errors(call: Callable[[], object]) -> None:
    with pseudo():
        message = _message(call)
    _no_leaks([message])


# -- Russian, worked out by hand ----------------------------------------------------------------


def test_russian_counts_in_the_reasons() -> None:
    switch = get_profile("switch")
    expected = {
        1: "1 фишку",
        2: "2 фишки",
        5: "5 фишек",
        11: "11 фишек",
        21: "21 фишку",
        22: "22 фишки",
    }
    with in_language("ru"):
        for n, chips in expected.items():
            reason = Reason(Why.DOUBLE_CHIPS, (("bet", n), ("player", "Ann"), ("chips", 0)))
            assert explain(reason, switch) == (
                f"Удвоение добавляет {chips}, а у игрока Ann свободно только 0 (§1.2)"
            )
        cards = {1: "1 карта", 2: "2 карты", 3: "3 карты", 5: "5 карт", 11: "11 карт"}
        for n, words in cards.items():
            reason = Reason(Why.SPLIT_CARDS, (("n", n),))
            assert explain(reason, switch) == (
                f"Для разделения нужна рука ровно из двух карт; в этой руке {words} (§1.8)"
            )
        amounts = {1: "1 сумма", 2: "2 суммы", 5: "5 сумм", 21: "21 сумма", 22: "22 суммы"}
        for n, words in amounts.items():
            reason = Reason(Why.INSURE_COUNT, (("n", n), ("got", 0), ("example", "1 0")))
            assert explain(reason, switch).startswith(
                f"Страховку задают для каждой позиции: {words} (например, 'insure 1 0'), а не 0"
            )


def test_russian_chips_at_the_end_of_a_round_and_sitting_out() -> None:
    """Ann switches and stands twice on the worked cards; the dealer busts: 4 chips won."""
    ends = {7: "11 фишек", 17: "21 фишка", 18: "22 фишки", 101: "105 фишек"}
    with in_language("ru"):
        for start, chips in ends.items():
            r = _round("switch", [Seat("Ann", start)], WORKED[:7], ["keep", "stand", "stand"])
            assert r.events[-1].text == (
                f"По итогам круга у игрока Ann {chips} (поставлено 4, возвращено 8)."
            )
        r = Round("switch", [Seat("Ben", 1), Seat("Cy", 2), Seat("Ann", 3)], seed=1)
    assert [e.text for e in r.events[:3]] == [
        "У игрока Ben 1 фишка — меньше 4, нужных на обязательные ставки, поэтому игрок "
        "пропускает круг (§1.11).",
        "У игрока Cy 2 фишки — меньше 4, нужных на обязательные ставки, поэтому игрок "
        "пропускает круг (§1.11).",
        "У игрока Ann 3 фишки — меньше 4, нужных на обязательные ставки, поэтому игрок "
        "пропускает круг (§1.11).",
    ]


def test_russian_log_of_the_worked_example() -> None:
    """§1.12 in Russian, sentence by sentence."""
    with in_language("ru"):
        r = _round("switch", ["Ann"], WORKED, ["switch", "double", "stand"])
        texts = [e.text for e in r.events]
        turn = str(Round("switch", ["Ann"], cards=WORKED).to_act)
    assert turn == "Ann выбирает, оставить или обменять"
    assert texts[0] == "Ann ставит по 2 на каждую из 2 позиций (§1.2)."
    assert texts[1:4] == [
        "Ann, рука 1: первая карта 5♠.",
        "Ann, рука 2: первая карта 10♣.",
        "Открытая карта дилера: 9♣.",
    ]
    assert "Ann, рука 1: удвоение до 4, рука берёт ровно одну карту (§1.8)." in texts
    assert "Ann, рука 1: берёт одну карту K♦ — 21, рука больше не берёт карт (§1.8)." in texts
    assert "Ann, рука 2: остановка на 20." in texts
    assert "Дилер берёт карту на 16, это меньше 17: 6♦ → 22 (§1.9)." in texts
    assert texts[-1] == "По итогам круга у игрока Ann 100 фишек (поставлено 6, возвращено 6)."
    assert texts[-3].startswith("Ann, рука 1: возврат, возвращено 4. 22 у дилера: возврат — ")


def test_russian_reasons_and_errors() -> None:
    with in_language("ru"):
        r = Round("switch", ["Ann"], cards=WORKED)
        hit = r.why_not("hit")
        fold = _message(lambda: Action.parse("fold"))
        r.apply("keep")
        keep = r.why_not("switch")
    assert hit == (
        "Сначала выберите, оставить или обменять: этот выбор делается до того, как на этих "
        "руках берут карту, делают разделение или удвоение (§1.7)"
    )
    assert keep is not None and keep.endswith("игрок Ann уже выбрал «оставить» (§1.7)")
    assert fold.startswith("неизвестное действие 'fold': напишите одно из 'insure', 'keep'")
    with in_language("ru"):
        assert [outcome_word(o) for o in Outcome] == ["выигрыш", "возврат", "проигрыш", "сарренда"]


# -- errors of rounds, sessions and replays ------------------------------------------------------


def _finished_session() -> Session:
    s = Session(["Ann"], rounds=2, seed=3)
    for _k in range(2):
        s.start_round(cards=WORKED[:7])
        for action in ("keep", "stand", "stand"):
            s.apply(action)
    return s


def _closed_by_next_round() -> Session:
    s = Session(["Ann"], rounds=3, seed=3)
    s.start_round(cards=WORKED[:7])
    for action in ("keep", "stand", "stand"):
        s.apply(action)
    s.start_round()
    s.history[0].undo()
    return s


def _bets_changed() -> Session:
    s = Session([Seat("Ann", 100, 1)], "online_switch", rounds=3, seed=3)
    s.start_round(cards=WORKED[:7])
    while not s.current.is_over:  # type: ignore[union-attr]
        s.apply(s.current.legal_actions()[0])  # type: ignore[union-attr]
    s.start_round(bets={"Ann": (2, 2, 1)})
    return s


LATE = ["keep", "hit", "double"]
ONE = {"players": ["Ann"], "cards": WORKED[:7]}
SESSION = {"players": ["Ann"], "rounds": [{"cards": WORKED[:7], "actions": ["keep"]}, {}]}
ENGINE_ERRORS: list[Callable[[], object]] = [
    lambda: Round("switch", ["Ann"], shoe=7),  # type: ignore[arg-type]
    lambda: Round("switch", ["Ann"], shoe=Shoe(1)),
    lambda: Round("switch", ["Ann"], cards=WORKED).undo(),
    lambda: Round("switch", ["Ann"], cards=WORKED).dealer_step(),
    lambda: Round("switch", ["Ann"], cards=WORKED).apply("hit"),
    lambda: _round("switch", ["Ann"], WORKED, ["keep"]).apply("switch"),
    lambda: _round("switch", ["Ann"], WORKED, ["keep", "stand", "stand"]).apply("hit"),
    lambda: _round("switch", ["Ann"], WORKED, ["keep", "stand", "stand"], auto_dealer=False).apply(
        "hit"
    ),
    lambda: Session(["Ann"], rounds=0),
    lambda: Session(["Ann"], rounds="ten"),  # type: ignore[arg-type]
    lambda: Session(["Ann"]).apply("hit"),
    lambda: Session(["Ann"]).scenario(),
    lambda: _started(Session(["Ann"])).start_round(),
    lambda: _finished_session().start_round(),
    lambda: _finished_session().undo(),
    lambda: _closed_by_next_round(),
    lambda: Session(["Ann"]).start_round(bets=[1]),  # type: ignore[arg-type]
    lambda: Session(["Ann"]).start_round(bets={"Zed": (1, 2, 0)}),
    lambda: Session(["Ann"]).start_round(bets={"Ann": (1, 2)}),  # type: ignore[dict-item]
    lambda: _bets_changed().scenario(),
    lambda: Round(dataclasses.replace(get_profile("switch"), bet=3), ["Ann"]).scenario(),
    lambda: Round("online_switch", [Seat("Ann", 100, 0), "Ben"]).scenario(),
    lambda: validate_scenario(5),
    lambda: replay({**ONE, "colour": "red"}),
    lambda: replay({**ONE, "profile": "poker"}),
    lambda: replay({"cards": []}),
    lambda: replay({"players": "Ann"}),
    lambda: replay({"players": []}),
    lambda: replay({"players": [{"chips": 5}]}),
    lambda: replay({"players": [{"name": "Ann", "hat": 1}]}),
    lambda: replay({"players": [5]}),
    lambda: replay({"players": ["Ann"], "cards": "5♠"}),
    lambda: replay({"players": ["Ann"], "seed": "one"}),
    lambda: replay({"players": ["Ann"], "actions": [1]}),
    lambda: replay({"players": ["Ann"], "cards": ["Z♠"]}),
    lambda: replay({**ONE, "actions": ["keep", "double", "split"]}),
    lambda: replay({**ONE, "actions": ["fold"]}),
    lambda: replay({"players": ["Ann"], "rounds": []}),
    lambda: replay({"players": ["Ann"], "rounds": [5]}),
    lambda: replay({"players": ["Ann"], "rounds": [{"colour": 1}]}),
    lambda: replay({"players": ["Ann"], "rounds": [{"cards": 5}]}),
    lambda: replay({"players": ["Ann"], "rounds": [{"seed": 1.5}]}),
    lambda: replay({"players": ["Ann"], "rounds": [{"actions": "hit"}]}),
    lambda: replay({"players": ["Ann"], "rounds": [{"cards": ["Z♠"]}]}),
    lambda: replay({"players": ["Ann"], "rounds": [{"cards": WORKED, "actions": ["hit"]}]}),
    lambda: replay(SESSION),
    lambda: read_scenario(5),  # type: ignore[arg-type]
    lambda: load_scenario(5),  # type: ignore[arg-type]
    lambda: load_scenario("[]"),
    lambda: load_scenario("[]", "my.json"),
]


def _started(s: Session) -> Session:
    s.start_round(cards=WORKED)
    return s


@pytest.mark.parametrize("call", ENGINE_ERRORS)
def test_pseudo_errors_of_rounds_sessions_and_replays(call: Callable[[], object]) -> None:
    with pseudo():
        message = _message(call)
    _no_leaks([message])


def test_russian_errors_of_rounds_sessions_and_replays() -> None:
    with in_language("ru"):
        cards = [*WORKED[:6], "2♣"]
        late = _message(lambda: replay({"players": ["Ann"], "cards": cards, "actions": LATE}))
        unfinished = _message(lambda: replay(SESSION))
        field = _message(lambda: replay({"players": ["Ann"], "rounds": [{"colour": 1}]}))
        over = _message(
            lambda: _round("switch", ["Ann"], WORKED, ["keep", "stand", "stand"]).apply("hit")
        )
        bets = _message(_bets_changed().scenario)
        rounds = _message(_finished_session().start_round)
    assert late == (
        "действие 2: 'double' сейчас нельзя (фаза: игра рук; ходит Ann, рука 1): для удвоения "
        "нужна рука ровно из двух карт; в этой руке 3 карты (§1.8)"
    )
    assert unfinished == (
        "круг 2: круг 1 не окончен — его действия кончились, поэтому следующие круги сыграть нельзя"
    )
    assert field == "круг 1: неизвестное поле 'colour' (известные поля: 'cards', 'seed', 'actions')"
    assert over == (
        "'hit' сейчас нельзя (фаза: круг рассчитан): круг окончен: все руки рассчитаны, следующий "
        "шаг — новый круг (§1.10)"
    )
    assert bets.startswith(
        "ставки игрока 'Ann' в круге 2: 2 бокса, по 2 на каждую позицию, Суперматч 1, а в круге 1: "
        "1 бокс, по 2 на каждую позицию; сценарий сажает"
    )
    assert rounds == "все круги сессии сыграны (их 2)"


@pytest.mark.parametrize(
    ("n", "hands", "boxes"),
    [
        (1, "1 рука", "1 бокс"),
        (2, "2 руки", "2 бокса"),
        (5, "5 рук", "5 боксов"),
        (11, "11 рук", "11 боксов"),
        (21, "21 рука", "21 бокс"),
        (22, "22 руки", "22 бокса"),
    ],
)
def test_russian_plural_forms(n: int, hands: str, boxes: str) -> None:
    switch = get_profile("switch")
    with in_language("ru"):
        limit = explain(Reason(Why.SPLIT_LIMIT, (("same", n), ("most", n))), switch)
        bets = _bets_text(Seat("Ann", 100, n, 2, 0), get_profile("online_switch"))
    assert limit == f"На этой позиции уже {hands}, а больше {n} нельзя (§1.8)"
    assert bets == f"{boxes}, по 2 на каждую позицию"


def test_russian_long_action_counts_its_characters() -> None:
    with in_language("ru"):
        message = _message(lambda: Action.parse("x" * 101))
        thousands = _message(lambda: Action.parse("x" * 1022))
    assert " 101 символ (действие — это несколько слов" in message
    assert " 1\u00a0022 символа (" in thousands
