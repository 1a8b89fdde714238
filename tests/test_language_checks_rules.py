"""The checks of the rules speak the learner's language (issue 25): the facts of a table, the
dealer, the switch, the settlement, the table's turns and decisions, the session, and a
decision's EV verdict — every explanation, hint, note and error, and every assert_* twin.

Two kinds of test: the pseudo-language (tests/pseudo.py) drives every check these modules export
with a right, a wrong and an unreadable answer at every table where it applies, and finds any
word nobody marked; the Russian ones check whole sentences and every plural form (1, 2, 5, 11,
21, 22) against texts worked out by hand, and Russian answers read in either language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any

import pytest
from pseudo import leaks, pseudo, visible

from bjswitch_widgets import Round, checks
from bjswitch_widgets.checks import FACTS, Feedback
from bjswitch_widgets.checks.table import deal_places
from bjswitch_widgets.errors import InvalidInputError
from bjswitch_widgets.language import in_language
from bjswitch_widgets.rulebook import sections, title
from bjswitch_widgets.rules import PROFILES, get_profile
from bjswitch_widgets.rules.seats import Seat

#: The players' names, the tables' names and the facts' keys a text may carry as they are.
NAMES = {"Ann", "Ben", "Cy", "switch", "classic", "online", "jack"}  # online_switch, jack_switch
NAMES |= {word for key in FACTS for word in key.split("_")} | {"Fraction"}  # a rule's value
#: A quoted Python value: an answer as the learner wrote it, a table's or a place's name.
QUOTED = re.compile(r"'[^'⟦⟧\n]*'")
#: The rules sections' titles (the rulebook's own text, in its own language).
TITLES = sorted({title(s) for s in sections()}, key=len, reverse=True)
#: §1.12's deal: hand 1 5♠ 10♥, hand 2 10♣ 6♥, dealer 9♣ (7♦); then K♦ and 6♦ in play.
DEAL = ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]
START = {"players": ["Ann"], "cards": DEAL[:6]}
WORKED = {"players": ["Ann"], "cards": DEAL, "actions": ["switch", "double", "stand"]}
#: Up A♦ with Ann's 10♠ 9♥ and 10♣ 8♥: insurance first (per position, per box online).
INSURANCE = ["10♠", "10♣", "A♦", "9♥", "8♥"]
H1, H2 = ["5♠", "10♥"], ["10♣", "6♥"]
#: Every table, and the same tables with one rule changed (each branch of a fact's wording).
TABLES = [
    *PROFILES.values(),
    get_profile("switch").replace(resplit_aces=True, max_hands_per_position=4),
    get_profile("switch").replace(max_hands_per_position=4, double_after_split=False),
    get_profile("classic").replace(max_hands_per_position=4, insurance=False),
    get_profile("switch").replace(insurance=False, dealer_hits_soft_17=False),
    get_profile("switch").replace(min_bet=1, max_bet=10, max_boxes=3, insurance_per_box=True),
    get_profile("classic").replace(min_bet=1, max_bet=10),
]


def _finished(profile: str, players: list[Any], seed: int) -> Round:
    """A round played to its end, each decision picked from the legal ones by the seed."""
    rnd = Round(profile, players, seed=seed)
    k = 0
    while not rnd.is_over:
        legal = rnd.legal_actions()
        rnd.apply(legal[(seed + k) % len(legal)])
        k += 1
    return rnd


def _insured(profile: str, hole: str, insure: str, rest: list[str]) -> dict[str, Any]:
    """Ann insured (or not) against the up A♦: the dealer's natural or not by ``hole``."""
    cards = [*INSURANCE, hole] if profile != "classic" else ["10♠", "A♦", "9♥", hole]
    if profile in ("online_switch", "jack_switch"):  # no hole card: the dealer's second card last
        cards = [*INSURANCE, "2♣", "2♦", hole]
    return {"profile": profile, "players": ["Ann"], "cards": cards, "actions": [insure, *rest]}


def _finished_rounds() -> list[Any]:
    rounds: list[Any] = [WORKED]
    for prof in PROFILES:
        for seed in range(6):
            players: list[Any] = ["Ann", "Ben"] if seed % 2 else ["Ann"]
            if prof == "online_switch" and seed % 3 == 0:
                players = [Seat("Ann", boxes=2)]
            rounds.append(_finished(prof, players, seed))
    keep = ["keep", "stand", "stand"]
    rounds += [
        _insured("switch", "K♣", "insure 1 1", []),
        _insured("switch", "7♣", "insure 1 0", keep),
        _insured("switch", "7♣", "insure 0 0", keep),
        _insured("classic", "K♣", "insure 1", []),
        _insured("classic", "7♣", "insure 1", ["stand"]),
        _insured("jack_switch", "K♣", "insure 1 1", keep),
        _insured("jack_switch", "7♣", "insure 1 0", keep),
        _insured("online_switch", "K♣", "insure yes", keep),
        _insured("online_switch", "7♣", "insure yes", keep),
    ]
    return rounds


def _states() -> list[Round]:
    """Rounds waiting for each kind of decision, at every table (and with several players)."""
    states = []
    for prof in PROFILES:
        for players in (["Ann"], ["Ann", "Ben"], [Seat("Ann", boxes=2)]):
            if isinstance(players[0], Seat) and prof != "online_switch":
                continue
            for steps in range(4):
                rnd = Round(prof, players, seed=steps + 3)
                for _ in range(steps):
                    if not rnd.is_over:
                        rnd.apply(rnd.legal_actions()[-1])
                states.append(rnd)
    for prof in ("switch", "online_switch", "jack_switch"):
        states.append(Round(prof, ["Ann", "Ben"], cards=["10♠", "10♣", "9♠", "9♣", "A♦"]))
    states.append(Round("classic", ["Ann"], cards=["10♠", "A♦", "9♥", "7♣"]))
    return states


def _fact_answers(key: str, prof: Any) -> list[Any]:
    fact = FACTS[key]
    right = fact.answer(prof)
    wrong = {"int": 99, "times": 7, "bool": not right, "ratio": "7:5", "text": "never"}
    return [right, wrong[fact.kind], ""]


def _calls() -> Iterator[tuple[str, Callable[[], Any]]]:
    """(name, call) for every check this group exports: right, wrong and unreadable answers at
    every table where it applies, and each error it raises."""
    c = checks
    for prof in TABLES:
        for key in FACTS:
            yield f"question {key}", lambda k=key, p=prof: FACTS[k].ask(p)
            for a in _fact_answers(key, prof):
                yield f"check_fact {key}", lambda k=key, a=a, p=prof: c.check_fact(k, a, p)
        for cards in (["A♠", "6♦"], ["10♠", "7♦"], ["10♠", "6♦"], ["9♠", "9♦"], ["A♠"]):
            for a in ("hit", "stand", "fly"):
                yield (
                    "check_dealer_draws",
                    lambda x=cards, a=a, p=prof: c.check_dealer_draws(x, a, p),
                )
        for up in ("A♠", "10♦", "9♦"):
            for a in ("yes", "no", "maybe"):
                yield "check_dealer_peeks", lambda u=up, a=a, p=prof: c.check_dealer_peeks(u, a, p)
        for chips in (0, 3, 4, 100):
            for a in ("yes", "no", "maybe"):
                yield "check_sits_out", lambda n=chips, a=a, p=prof: c.check_sits_out(n, a, p)
        for a in ("yes", "no", "maybe"):
            yield "check_profile_mix", lambda a=a, p=prof: c.check_profile_mix(a, p, rounds=5)
            yield (
                "check_profile_mix",
                lambda a=a, p=prof: c.check_profile_mix(
                    a, p, natural_pays=Fraction(3, 2), dealer_22_pushes=True, switch_allowed=True
                ),
            )
    yield "check_fact error", lambda: c.check_fact("nope", 1)
    yield from _switch_calls()
    yield from _finished_calls()
    yield from _table_calls()
    yield from _session_calls()
    yield from _decision_calls()


def _switch_calls() -> Iterator[tuple[str, Callable[[], Any]]]:
    c = checks
    results = [
        ("5♠ 6♥", "10♣ 10♥"),  # right
        ("5♠ 10♥", "10♣ 6♥"),  # as dealt
        ("10♣ 10♥", "5♠ 6♥"),  # a first card moved
        ("5♠ 10♣", "10♥ 6♥"),  # other
        "two hands",
    ]
    for prof in ("switch", "classic"):
        for a in results:
            yield "check_switch_result", lambda a=a, p=prof: c.check_switch_result(H1, H2, a, p)
    yield "check_switch_result", lambda: c.check_switch_result(["A♠"], H2, "x")
    h1 = ["5♠", "10♥", "3♣"]
    proposals = [
        (H1, ("10♥", "6♥"), ()),  # legal
        (H1, ("5♠", "2♣"), ()),  # not in a hand
        (H1, ("10♥", "2♥"), (["2♥", "3♦"],)),  # another player's
        (H1, ("5♠", "10♥"), ()),  # the same hand
        (H1, ("5♠", "6♥"), ()),  # a first card
        (h1, ("3♣", "6♥"), ()),  # a later card
    ]
    for prof in ("switch", "classic"):
        for hand1, pair, others in proposals:
            for a in ("yes", "no", "perhaps"):
                yield (
                    "check_switch_proposal",
                    lambda h=hand1, x=pair, o=others, a=a, p=prof: c.check_switch_proposal(
                        h, H2, x, a, others=o, profile=p
                    ),
                )
    yield "check_switch_proposal error", lambda: c.check_switch_proposal(H1, H2, ("5♠",), "yes")
    yield "check_switch_proposal note", lambda: c.check_switch_proposal(["A♠"], H2, H1, "yes")


def _finished_calls() -> Iterator[tuple[str, Callable[[], Any]]]:
    c = checks
    for rnd in _finished_rounds():
        table = checks.table_from(rnd)
        yield "check_dealer_plays", lambda r=rnd: c.check_dealer_plays(r, "plays")
        yield "check_dealer_plays", lambda r=rnd: c.check_dealer_plays(r, "stops")
        yield "check_dealer_plays", lambda r=rnd: c.check_dealer_plays(r, "dunno")
        for p in table.players:
            for k, h in enumerate(p.hands, start=1):
                for a in (h.outcome.value if h.outcome else "win", "lose", "push", "maybe"):
                    yield (
                        "check_outcome",
                        lambda r=rnd, n=p.name, k=k, a=a: c.check_outcome(r, a, player=n, hand=k),
                    )
                for a in (h.returned, 999, "lots"):
                    yield (
                        "check_returned",
                        lambda r=rnd, n=p.name, k=k, a=a: c.check_returned(r, a, player=n, hand=k),
                    )
            for a in (p.returned, 999, "lots"):
                yield (
                    "check_returned",
                    lambda r=rnd, n=p.name, a=a: c.check_returned(r, a, player=n),
                )
            for a in (p.chips, 999, "lots"):
                yield (
                    "check_chips_after",
                    lambda r=rnd, n=p.name, a=a: c.check_chips_after(r, a, player=n),
                )
            for a in (p.insurance_returned or 0, 999, "lots"):
                yield (
                    "check_insurance_returned",
                    lambda r=rnd, n=p.name, a=a: c.check_insurance_returned(r, a, player=n),
                )
            for a in ("hand 1", "both", "none", "lots"):
                yield (
                    "check_turned_sideways",
                    lambda r=rnd, n=p.name, a=a, b=p.boxes: c.check_turned_sideways(
                        r, a, player=n, box=b
                    ),
                )


def _table_calls() -> Iterator[tuple[str, Callable[[], Any]]]:
    c = checks
    for rnd in _states():
        for action in ("hit", "stand", "double", "split", "keep", "switch", "insure 1 0"):
            for a in ("yes", "no", "perhaps"):
                yield "check_legal", lambda r=rnd, x=action, a=a: c.check_legal(r, x, a)
        yield "check_legal", lambda r=rnd: c.check_legal(r, "fly", "yes")
        turn = rnd.to_act
        for a in (turn.player if turn else "nobody", "Cy", ""):
            yield "check_to_act", lambda r=rnd, a=a: c.check_to_act(r, a)
    yield "check_legal", lambda: c.check_legal(Round("jack_switch", ["Ann"]), "surrender", "no")
    for prof in PROFILES:
        for players in (["Ann"], ["Ann", "Ben"], [{"name": "Ann", "boxes": 2}]):
            if isinstance(players[0], dict) and prof != "online_switch":
                continue
            table = {"profile": prof, "players": players, "cards": DEAL}
            for kind in ("right", "wrong", "nowhere", "cards"):
                yield "check_deal", lambda t=table, k=kind: c.check_deal(t, _deal_answer(t, k))
    switched = Round("switch", ["Ann"], cards=DEAL)
    switched.apply("switch")
    yield "check_deal error", lambda: c.check_deal(switched, {})
    table = {"players": ["Ann"], "cards": DEAL}
    for decisions in (
        ["switch", "double", "stand"],
        ["switch", "double", "stand", "hit"],
        ["switch", "double", "stand", "hit", "hit"],
        ["switch", "split"],
        ["switch"],
        ["switch", "hit"],
        ["swich"],
        5,
    ):
        for a in (100, 98, "lots"):
            yield "check_play", lambda d=decisions, a=a: c.check_play(table, d, a)
    over = {"players": ["Ann", "Ben"], "cards": ["10♠", "10♣", "9♠", "9♣", "A♦"]}
    yield "check_play", lambda: c.check_play(over, ["insure 0 0"], 100)


def _deal_answer(table: dict[str, Any], kind: str) -> Any:
    """A right or wrong deal, its places named as the learner reads them; or no deal."""
    places = deal_places(checks.table_from(table, deal_only=True))
    if kind == "right":
        return {k: " ".join(map(str, v)) for k, v in places.items()}
    if kind == "wrong":
        return dict.fromkeys(places, "2♣")
    return {"nowhere": "5♠"} if kind == "nowhere" else "cards"


def _session_calls() -> Iterator[tuple[str, Callable[[], Any]]]:
    c = checks
    chips = {"Ann": 110, "Ben": 110, "Cy": 96}
    for a in ([1, 1, 3], [1, 2, 3], "first", [1, 2], "1, x, 3"):
        yield "check_standings", lambda a=a: c.check_standings(chips, a)
        yield (
            "check_standings",
            lambda a=a: c.check_standings(
                chips, a, starting_chips={"Ann": 100, "Ben": 90, "Cy": 100}
            ),
        )
    yield "check_standings error", lambda: c.check_standings({"Ann": "x"}, [1])
    yield "check_standings error", lambda: c.check_standings(["Ann"], [1])  # type: ignore[arg-type]
    yield "check_standings error", lambda: c.check_standings(chips, [1], starting_chips={"Ann": 1})
    yield "check_standings one", lambda: c.check_standings({"Ann": 1}, [1, 2])


def _decision_calls() -> Iterator[tuple[str, Callable[[], Any]]]:
    c = checks
    kept = {**START, "actions": ["keep"]}
    insurance = {"players": ["Ann"], "cards": [*INSURANCE, "7♣"]}
    for situation in (START, kept, insurance):
        for a in ("hit", "stand", "double", "split", "keep", "switch", "insure 1 0", "fly"):
            yield "check_decision", lambda s=situation, a=a: c.check_decision(s, a)
    online = Round("online_switch", ["Ann"], cards=[*INSURANCE, "7♣"])
    for a in ("insure yes", "insure no"):
        yield "check_decision", lambda a=a: c.check_decision(online, a)
    yield "check_decision error", lambda: c.check_decision(WORKED, "hit")


def _texts(result: Any) -> list[str]:
    """Every text a learner may read of a check's result: the verdict, the explanation, the
    hint, the HTML; a question's text; an error's message. A rules section's title (the
    rulebook's, in its own language) and a quoted Python value (the learner's answer, a
    table's name) are left out: they are no message of the checks."""
    said = ""  # the learner's answer, echoed as typed (bare beside a bare number or yes/no)
    if isinstance(result, Feedback):
        texts = [str(result), result.explanation, result.hint_text()]
        texts.append(visible(result._repr_html_()))
        said = " ".join(result.answer.split()) if isinstance(result.answer, str) else ""
    else:
        texts = [str(result)]
    cleaned = []
    for text in texts:
        for heading in TITLES:
            text = text.replace(f"⟧{heading}⟦", "⟧⟦")
        if said:
            text = re.sub(rf"⟧\s*{re.escape(said)}\s*⟦", "⟧⟦", text)
        cleaned.append(QUOTED.sub(" ", text))
    return cleaned


def _run(call: Callable[[], Any]) -> Any:
    try:
        return call()
    except InvalidInputError as error:
        return error


CALLS = list(_calls())


def test_every_check_of_the_group_is_driven():
    called = {name.split()[0] for name, _ in CALLS}
    ours = {
        n
        for n in checks.__all__
        if n.startswith("check_") and n not in ("check_total", "check_bust", "check_natural")
    }
    assert ours <= called


def test_every_text_of_the_checks_is_marked():
    """Under the pseudo-language no word of any verdict, explanation, hint, note or error is
    outside a translated message (the cards, §, numbers and names aside)."""
    found: dict[str, list[str]] = {}
    with pseudo():
        for name, call in CALLS:
            for text in _texts(_run(call)):
                words = leaks(text, allowed=NAMES)
                if words:
                    found.setdefault(name, []).append(f"{words} in {text!r}")
    assert not found, "\n".join(f"{k}: {v[0]}" for k, v in found.items())


@pytest.mark.parametrize("name", sorted(n for n in checks.__all__ if n.startswith("assert_")))
def test_every_twin_fails_in_russian(name):
    """Each assert_* twin raises its check's Russian verdict (a wrong answer at §1.12's table)."""
    wrong: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = {
        "assert_bust": ((["10♠", "6♥", "K♦"], "no"), {}),
        "assert_chips_after": ((WORKED, 106), {}),
        "assert_deal": ((START, {"Ann рука 1": "5♠ 10♣"}), {}),
        "assert_dealer_draws": ((["A♠", "6♦"], "stand"), {}),
        "assert_dealer_peeks": (("A♠", "no"), {}),
        "assert_dealer_plays": ((WORKED, "stops"), {}),
        "assert_decision": (({**START, "actions": ["keep"]}, "stand"), {}),
        "assert_fact": (("shoe_cards", 52), {}),
        "assert_insurance_returned": ((WORKED, 3), {}),
        "assert_legal": ((START, "switch", "нет"), {}),
        "assert_natural": ((["A♠", "K♥"], "нет"), {}),
        "assert_outcome": ((WORKED, "выигрыш"), {"hand": 1}),
        "assert_play": (
            ({"players": ["Ann"], "cards": DEAL}, ["обменять", "удвоение", "остановиться"], 98),
            {},
        ),
        "assert_profile_mix": (("да",), {"natural_pays": Fraction(3, 2)}),
        "assert_returned": ((WORKED, 8), {"hand": 1}),
        "assert_sits_out": ((3, "нет"), {}),
        "assert_standings": (({"Ann": 110, "Ben": 110, "Cy": 96}, [1, 2, 3]), {}),
        "assert_switch_proposal": ((H1, H2, ("10♥", "6♥"), "нет"), {}),
        "assert_switch_result": ((H1, H2, ("10♣ 6♥", "5♠ 10♥")), {}),
        "assert_to_act": ((START, "никто"), {}),
        "assert_turned_sideways": (
            (
                {
                    "profile": "jack_switch",
                    "players": ["Ann"],
                    "cards": ["A♠", "5♣", "7♦", "9♦", "K♥", "5♠", "10♣"],
                    "actions": ["switch", "stand", "hit", "stand"],
                },
                "ни одной",
            ),
            {},
        ),
        "assert_total": ((["A♠", "6♦"], "жёсткие 17"), {}),
    }
    args, kwargs = wrong[name]
    check = getattr(checks, name.replace("assert_", "check_", 1))
    with in_language("ru"):
        feedback = check(*args, **kwargs)
        assert feedback.readable and not feedback.correct, name
        with pytest.raises(AssertionError) as raised:
            getattr(checks, name)(*args, **kwargs)
    message = " ".join(str(raised.value).split())
    assert message.startswith("✘ Неверно") or message.startswith("✘ Не совсем"), message
    assert " ".join(feedback.explanation.split()) in message
    with pseudo():
        with pytest.raises(AssertionError) as raised:
            getattr(checks, name)(*args, **kwargs)
    # the learner's own words are shown as written (the deal's place «Ann рука 1», a "no")
    typed = {w for a in args if isinstance(a, str) for w in a.split()}
    assert leaks(_texts(raised.value)[0], allowed=NAMES | {"рука"} | typed) == []


# -- Russian, worked out by hand --------------------------------------------------------------


def ru(call: Callable[[], Any]) -> Any:
    with in_language("ru"):
        return call()


def test_the_dealer_draws_in_whole_russian_sentences():
    """§1.9: A♠ 6♦ is soft 17, on which the switch table's dealer hits; classic stands (§2)."""
    fb = ru(lambda: checks.check_dealer_draws(["A♠", "6♦"], "берёт"))
    assert fb.correct and fb.expected == "hit" and fb.sections == ("1.9",)
    assert fb.explanation == (
        "У дилера A♠ 6♦ = мягкие 17: дилер берёт карту при любой сумме меньше 17 и при мягких "
        "17, а на жёстких 17 и на 18–21 останавливается (§1.9)."
    )
    fb = ru(lambda: checks.check_dealer_draws(["A♠", "6♦"], "hit", "classic"))
    assert not fb.correct and fb.expected == "stand"
    assert str(fb).startswith("✘") and "'останавливается'" in str(fb)
    assert fb.explanation == (
        "У дилера A♠ 6♦ = мягкие 17: дилер берёт карту при сумме меньше 17 и останавливается "
        "на любых 17, мягких 17 тоже (§2)."
    )


def test_the_peek_and_the_switch_in_russian():
    fb = ru(lambda: checks.check_dealer_peeks("9♦", "нет", "classic"))
    assert fb.correct and fb.explanation == (
        "Если открытая карта — туз или карта за 10, дилер проверяет закрытую карту на "
        "натуральную после страховки и до любых других решений; здесь открытая карта — 9♦, "
        "поэтому проверки нет (§2)."
    )
    fb = ru(lambda: checks.check_switch_proposal(H1, H2, ("5♠", "6♥"), "нет"))
    assert fb.correct and fb.expected is False
    assert fb.explanation == (
        "5♠ — в руке 1 (это её первая карта), а 6♥ — в руке 2 (это её вторая карта): первые "
        "карты никогда не двигаются — местами меняются только вторые карты ваших двух рук (§1.7)."
    )
    fb = ru(lambda: checks.check_switch_result(H1, H2, ("5♠ 6♥", "10♣ 10♥")))
    assert fb.correct and fb.explanation.endswith(
        "Рука 1: 5♠ 6♥ (жёсткие 11), рука 2: 10♣ 10♥ (жёсткие 20) (§1.7)."
    )


def test_the_settlement_in_russian():
    """§1.12: hand 1 doubled to 21 pushes against the dealer's 22; 4 chips come back."""
    fb = ru(lambda: checks.check_outcome(WORKED, "возврат", hand=1))
    assert fb.correct and fb.expected == "push" and fb.shown == "возврат"
    assert fb.explanation.startswith("Рука 1: 5♠ 6♥ K♦, ")
    assert "У дилера в итоге 9♣ 7♦ 6♦ = 22." in fb.explanation
    fb = ru(lambda: checks.check_chips_after(WORKED, 100))
    assert fb.correct and fb.explanation == (
        "Ann: 100 до круга − 6 поставлено + 6 возвращено = 100 (§1.10)."
    )
    scenario = _insured("switch", "K♣", "insure 1 1", [])
    fb = ru(lambda: checks.check_insurance_returned(scenario, 6))
    assert fb.correct and fb.explanation == (
        "У дилера натуральная: страховка 2 платит 2:1, поэтому возвращается 2 (ставка) + 4 "
        "(прибыль) = 6 (§1.5)."
    )


@pytest.mark.parametrize(
    ("n", "need"),
    [
        (1, "1 фишки"),
        (2, "2 фишек"),
        (5, "5 фишек"),
        (11, "11 фишек"),
        (21, "21 фишки"),
        (22, "22 фишек"),
    ],
)
def test_sitting_out_counts_the_chips_in_three_forms(n, need):
    """§1.11 at a classic table whose one bet is n chips: «не хватает 1 фишки / 2 фишек …»."""
    prof = get_profile("classic").replace(bet=n, min_bet=n, max_bet=n)
    fb = ru(lambda: checks.check_sits_out(0, "да", prof))
    assert fb.correct and fb.explanation == (
        f"Игрок, которому перед кругом не хватает {need} на обязательные ставки, больше не "
        f"участвует; 0 < {n} (§2)."
    )


@pytest.mark.parametrize(
    ("n", "rounds", "chips"),
    [
        (1, "1 круг", "1 фишкой"),
        (2, "2 круга", "2 фишками"),
        (5, "5 кругов", "5 фишками"),
        (11, "11 кругов", "11 фишками"),
        (21, "21 круг", "21 фишкой"),
        (22, "22 круга", "22 фишками"),
    ],
)
def test_the_facts_count_rounds_and_chips_in_three_forms(n, rounds, chips):
    prof = get_profile("switch").replace(rounds=n, starting_chips=n)
    with in_language("ru"):
        assert checks.check_fact("rounds", n, prof).explanation == (
            f"{rounds}; весь башмак перемешивают перед каждым кругом (§1.11)."
        )
        assert checks.check_fact("starting_chips", n, prof).explanation == (
            f"Каждый игрок начинает с {chips} (§1.2)."
        )


def test_the_shoe_in_russian():
    fb = ru(lambda: checks.check_fact("shoe_cards", "триста двенадцать"))
    assert fb.correct and fb.expected == 312
    assert fb.explanation == "6 стандартных колод по 52 карты, без джокеров: 312 карт (§1.1)."
    fb = ru(lambda: checks.check_fact("shoe_cards", 416, "online_switch"))
    assert fb.correct and fb.explanation.startswith("8 стандартных колод по 52 карты")


@pytest.mark.parametrize(("n", "places"), [(1, "1 место"), (2, "2 места"), (5, "5 мест")])
def test_the_places_asked_for_in_three_forms(n, places):
    chips = dict(zip(["Ann", "Ben", "Cy", "Dee", "Eve"], [100] * n, strict=False))
    fb = ru(lambda: checks.check_standings(chips, "1, 2, 3, 4, 5, 6"))
    assert not fb.readable and f"как {places}" in fb.explanation


@pytest.mark.parametrize(
    ("decisions", "text"),
    [
        (["switch"], "После вашего 1 решения круг не окончен"),
        (["switch", "double"], "После ваших 2 решений круг не окончен"),
        (["switch", "double", "stand", "hit"], "Круг окончен после 3 решений: решение 4"),
    ],
)
def test_a_run_of_decisions_counted_in_russian(decisions, text):
    fb = ru(lambda: checks.check_play({"players": ["Ann"], "cards": DEAL}, decisions, 100))
    assert not fb.readable and text in fb.explanation


def test_russian_answers_are_read_in_either_language():
    """A fact's words, the deal's places and the decisions, written in Russian, are read
    whatever the notebook speaks; the right answer is shown in the learner's words."""
    for lang in ("en", "ru"):
        with in_language(lang):
            assert checks.check_fact("shuffle", "Перед каждым кругом.").correct
            assert checks.check_fact("dealer_soft_17", "берёт").correct
            assert checks.check_fact("dealer_soft_17", "стоит", "classic").correct
            assert checks.check_fact("dealer_22", "возврат").correct
            assert checks.check_fact("switch", "вторые карты").correct
            assert checks.check_fact("surrender", "половина ставки", "jack_switch").correct
            assert checks.check_fact("bet_limits", "от 1 до 10", "online_switch").correct
            deal = {"Ann рука 1": "5♠ 10♥", "открытая карта дилера": "9♣", "Ann hand 2": "10♣ 6♥"}
            fb = checks.check_deal(START, deal)
            assert fb.correct
            assert fb.expected == {
                "Ann hand 1": "5♠ 10♥",
                "dealer up card": "9♣",
                "Ann hand 2": "10♣ 6♥",
            }
            assert checks.check_play(
                WORKED | {"actions": []}, ["обменять", "удвоение", "остановиться"], 100
            ).correct
    fb = ru(lambda: checks.check_fact("shuffle", "never"))
    assert not fb.correct and fb.expected == "before every round"
    assert "'перед каждым кругом'" in str(fb)
    fb = ru(lambda: checks.check_deal(START, {"Ann hand 1": "5♠ 10♣"}))
    assert fb.explanation.startswith("Ann рука 1: 5♠ 10♥, а не 5♠ 10♣. Первая карта — на каждую")
    assert "«Ann рука 1»" in ru(lambda: checks.check_deal(START, {"nowhere": "5♠"})).explanation


def test_errors_speak_russian():
    with in_language("ru"), pytest.raises(InvalidInputError, match=r"^неизвестный факт 'nope'"):
        checks.check_fact("nope", 1)
    with in_language("ru"), pytest.raises(InvalidInputError, match=r"^exchange — это две карты"):
        checks.check_switch_proposal(H1, H2, ("5♠",), "yes")
