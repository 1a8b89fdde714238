"""What a learner reads must be true for the table asked about (issue: citations per profile).

Every public check (``checks.__all__``), every FACTS entry and every tooltip and status line of
the table widget is run under all four profiles. Two things are asserted of each text:

* every cited section (``§1.5``, ``§3`` …) is one the profile itself uses: one of
  ``{profile.cite(t) for t in topics}`` — so classic never cites §1.5/§1.7/§1.8 (it cites §2),
  and a table without a hole card never cites the §1.6 peek;
* the stated rules and numbers are the profile's own, worked by hand from RULES.md (below):
  8 decks / 416 cards only online, 3:2 and "stands on soft 17" only at classic, bets 1–10 and
  1–3 boxes only online, a hole card and a peek only at switch and classic, and so on.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction

import ipywidgets as widgets
import pytest

from bjswitch_widgets import Round, SwitchTable, checks, get_profile
from bjswitch_widgets.checks import FACTS, Feedback
from bjswitch_widgets.engine.narration import rule_text
from bjswitch_widgets.rules import Profile

PROFILES = ("switch", "classic", "online_switch", "jack_switch")

SECTION = re.compile(r"§\s?(\d+(?:\.\d+)?)")


# ------------------------------------------------------------------ the rules, by hand


@dataclass(frozen=True)
class Table:
    """Each table's rules as RULES.md states them (not read from the code)."""

    decks: int
    shoe: int
    positions: int  # per box
    natural: str  # what a natural pays
    hits_soft_17: bool
    dealer_22_pushes: bool
    hole_card: bool
    bet_limits: tuple[int, int]  # per position
    max_boxes: int
    max_hands: int  # from one position, splits included
    switch: bool
    surrender: bool
    super_match: bool
    #: Sections that must never be cited at this table, although the code's own topic map
    #: still names them (classic's dealer natural is §2, not §1.6: see the report).
    never: frozenset[str] = frozenset()


RULES: dict[str, Table] = {
    # §1.1 6 decks 312; §1.2 one box of two, 2 and 2; §1.8 four hands; §1.9 H17; §1.10 22 pushes.
    "switch": Table(6, 312, 2, "1:1", True, True, True, (2, 2), 1, 4, True, False, False),
    # §2: one position, bet 2, S17, 3:2, dealer 22 busts, 4 hands in total, no switch.
    "classic": Table(
        6, 312, 1, "3:2", False, False, True, (2, 2), 1, 4, False, False, False, frozenset({"§1.6"})
    ),
    # §3: 8 decks (416), 1–3 boxes of two, 1–10 per position, no hole card, split once, H17,
    # dealer 22 pushes, naturals 1:1, Super Match.
    "online_switch": Table(8, 416, 2, "1:1", True, True, False, (1, 10), 3, 2, True, False, True),
    # §4: as switch, but no hole card and surrender.
    "jack_switch": Table(6, 312, 2, "1:1", True, True, False, (2, 2), 1, 4, True, True, False),
}

#: The right answer to every fact at every table, by hand from RULES.md; None: the fact does
#: not exist at that table, and the check must say so instead of answering.
FACT_ANSWERS: dict[str, dict[str, object]] = {
    "switch": {
        "shoe_cards": 312,
        "shuffle": "before every round",
        "max_players": 6,
        "starting_chips": 100,
        "positions": 2,
        "mandatory_bets": 4,
        "insurance_max": 1,
        "insurance_pays": "2:1",
        "natural_pays": "1:1",
        "max_split_hands": 4,
        "ace_splits": 1,
        "dealer_soft_17": "hit",
        "rounds": 10,
        "switch": "the second cards",
        "dealer_22": "push",
        "surrender": None,
        "super_match_pair": None,
        "max_boxes": 1,
        "bet_limits": "2",
        "hole_card": True,
    },
    "classic": {
        "shoe_cards": 312,
        "shuffle": "before every round",
        "max_players": 6,
        "starting_chips": 100,
        "positions": 1,
        "mandatory_bets": 2,
        "insurance_max": 1,
        "insurance_pays": "2:1",
        "natural_pays": "3:2",
        "max_split_hands": 4,
        "ace_splits": 1,
        "dealer_soft_17": "stand",
        "rounds": 10,
        "switch": None,
        "dealer_22": "win",
        "surrender": None,
        "super_match_pair": None,
        "max_boxes": 1,
        "bet_limits": "2",
        "hole_card": True,
    },
    "online_switch": {
        "shoe_cards": 416,
        "shuffle": "before every round",
        "max_players": 6,
        "starting_chips": 100,
        "positions": 2,  # per box
        "mandatory_bets": 4,  # one box at the default 2 per position
        "insurance_max": 2,  # per box: the bet of one position, 2 on a box of 2 + 2
        "insurance_pays": "2:1",
        "natural_pays": "1:1",
        "max_split_hands": 2,
        "ace_splits": 1,
        "dealer_soft_17": "hit",
        "rounds": 10,
        "switch": "the second cards",
        "dealer_22": "push",
        "surrender": None,
        "super_match_pair": "1:1",
        "max_boxes": 3,
        "bet_limits": "1-10",
        "hole_card": False,
    },
    "jack_switch": {
        "shoe_cards": 312,
        "shuffle": "before every round",
        "max_players": 6,
        "starting_chips": 100,
        "positions": 2,
        "mandatory_bets": 4,
        "insurance_max": 1,
        "insurance_pays": "2:1",
        "natural_pays": "1:1",
        "max_split_hands": 4,
        "ace_splits": 1,
        "dealer_soft_17": "hit",
        "rounds": 10,
        "switch": "the second cards",
        "dealer_22": "push",
        "surrender": "half the bet",
        "super_match_pair": None,
        "max_boxes": 1,
        "bet_limits": "2",
        "hole_card": False,
    },
}


def allowed_sections(profile: Profile) -> set[str]:
    """The sections the profile itself cites, minus those RULES.md rules out by hand."""
    return set(profile.citations.values()) - RULES[profile.name].never


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+|\n", text) if s.strip()]


def untrue(text: str, name: str) -> list[str]:
    """What in ``text`` is not true at the table ``name`` (empty: all true)."""
    t = RULES[name]
    problems: list[str] = []
    low = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", text)).split()).lower()

    def bad(pattern: str, why: str) -> None:
        if re.search(pattern, low):
            problems.append(f"{why}: {re.search(pattern, low).group(0)!r}")  # type: ignore[union-attr]

    for m in re.finditer(r"(\d+) (?:standard )?decks?\b", low):
        if int(m.group(1)) != t.decks:
            problems.append(f"{m.group(0)!r}, the shoe has {t.decks} decks")
    for m in re.finditer(r"\b(\d{3}) cards\b", low):
        if int(m.group(1)) != t.shoe:
            problems.append(f"{m.group(0)!r}, the shoe has {t.shoe} cards")
    if t.natural != "3:2":
        bad(r"pays 3:2|natural pays 3|3:2 \(profit", "a 3:2 natural at a 1:1 table")
    else:
        bad(r"natural included|natural[^.;]*pays 1:1|pays 1:1[^.;]*natural", "a 1:1 natural")
    if t.hits_soft_17:
        bad(r"stands on (?:all 17s|soft 17)", "an S17 dealer at an H17 table")
    else:
        bad(r"hits (?:every total under 17 and )?soft 17|and soft 17", "an H17 dealer at S17")
    if t.dealer_22_pushes:
        bad(r"dealer 22 (?:or more )?is a bust|busts with 22\b", "dealer 22 busts")
    else:
        bad(r"\b22\b[^.;]*\bpush", "dealer 22 pushes at a table where it busts")
    if not t.hole_card:  # a question may ask about the hole card; a statement may not
        said = " ".join(s for s in sentences(low) if not s.rstrip().endswith("?"))
        rest = re.sub(r"no hole card|without a hole card|and (?:so )?no peek|no peek", "", said)
        bad_hole = re.search(r"hole card|\bpeeks?\b", rest)
        if bad_hole:
            problems.append(f"{bad_hole.group(0)!r} at a table with no hole card")
    lo, hi = t.bet_limits
    for m in re.finditer(
        r"\b(\d+)\s?[–-]\s?(\d+) (?:chips )?(?:on each position|per position)", low
    ):
        if (int(m.group(1)), int(m.group(2))) != (lo, hi):
            problems.append(f"{m.group(0)!r}, bets are {lo}–{hi}")
    if t.max_boxes == 1:
        bad(
            r"\b1\s?[–-]\s?3 boxes|boxes 1\s?[–-]\s?3|per box|box by box",
            "boxes at a one-box table",
        )
    else:
        bad(r"half of (?:that|each) position's (?:original )?bet", "insurance per position online")
    if t.max_hands == 2:
        bad(r"resplit (?:non-ace pairs )?up to|up to 4 hands", "resplits at a split-once table")
    else:
        bad(
            r"no resplit at|split once only|one split per position", "no resplit at a resplit table"
        )
    if t.positions == 1:
        bad(r"hand 2|two positions|both hands|your two hands|box of", "two positions at classic")
    for s in sentences(low):
        if not t.switch and re.search(r"\bswitch", s) and not re.search(r"\bno switch", s):
            problems.append(f"the switch at a table without it: {s!r}")
        if (
            not t.surrender
            and "surrender" in s
            and not re.search(r"not offered|no surrender|only jack_switch", s)
        ):
            problems.append(f"surrender at a table without it: {s!r}")
        if (
            not t.super_match
            and "super match" in s
            and not re.search(r"no super match|only online_switch", s)
        ):
            problems.append(f"Super Match at a table without it: {s!r}")
    return problems


def assert_true_at(texts: list[str], profile: Profile, what: str) -> None:
    allowed = allowed_sections(profile)
    wrong = []
    for text in texts:
        if re.search(r"\{[a-z_]+\}", text):
            wrong.append(f"an unfilled placeholder in {text!r}")
        for number in SECTION.findall(text):
            if f"§{number}" not in allowed:
                wrong.append(
                    f"§{number} is not {profile.name}'s (it cites {sorted(allowed)}): {text!r}"
                )
        wrong.extend(f"{p} in {text!r}" for p in untrue(text, profile.name))
    assert not wrong, f"{what} at {profile.name}:\n" + "\n".join(wrong)


def test_the_helpers_catch_what_the_issue_names():
    """The detectors themselves: the issue's examples are caught, the right texts pass."""
    assert untrue("8 decks of 52 cards: 416 cards", "online_switch") == []
    assert untrue("6 standard decks of 52 cards, no jokers: 312 cards", "online_switch")
    assert untrue("A natural pays 3:2 (profit 3 on a bet of 2)", "switch")
    assert untrue("The dealer stands on all 17s, soft 17 included", "jack_switch")
    assert untrue("The dealer checks the hole card", "jack_switch")
    assert untrue("There is no hole card and no peek", "jack_switch") == []
    assert untrue("One box of 1 positions, hand 1 left and hand 2 right", "classic")
    assert untrue("bets 2–10 per position", "online_switch")
    assert "§1.5" not in allowed_sections(get_profile("classic"))
    assert "§1.6" not in allowed_sections(get_profile("jack_switch"))
    assert "§1.6" not in allowed_sections(get_profile("online_switch"))


# ------------------------------------------------------------------ situations at each table


def shoe(
    p: Profile,
    hand1: list[str],
    hand2: list[str],
    up: str,
    second: str,
    draws: tuple[str, ...] = (),
    dealer: tuple[str, ...] = (),
) -> list[str]:
    """Cards in deal order (RULES §1.3; §3/§4 without the hole card): the players' ``draws``
    come before the dealer's second card at a table without a hole card."""
    if p.positions_per_box == 2:
        start = [hand1[0], hand2[0], up, hand1[1], hand2[1]]
    else:
        start = [hand1[0], up, hand1[1]]
    if p.hole_card:
        return [*start, second, *draws, *dealer]
    return [*start, *draws, second, *dealer]


def insure(p: Profile, yes: bool) -> str:
    if p.insurance_per_box:
        return "insure yes" if yes else "insure no"
    return "insure " + " ".join(["1" if yes else "0"] * p.positions_per_box)


def finish(rnd: Round, *, insure_yes: bool = False) -> Round:
    """Play to the end: insurance as given, keep, stand (the learner's decisions are done)."""
    while not rnd.is_over:
        phase = rnd.phase.value
        if phase == "insurance":
            rnd.apply(insure(rnd.profile, insure_yes))
        elif phase == "switch":
            rnd.apply("keep")
        else:
            rnd.apply("stand")
    return rnd


def act(rnd: Round, *actions: str) -> Round:
    for a in actions:
        if a in ("keep", "switch") and not rnd.profile.switch_allowed:
            continue
        rnd.apply(a)
    return rnd


def fresh(p: Profile) -> Round:
    """5♠ 10♥ and 10♣ 6♥ against 9♣ (the worked example's deal): waits for keep/switch."""
    return Round(p, ["Ann"], cards=shoe(p, ["5♠", "10♥"], ["10♣", "6♥"], "9♣", "7♦"))


def ace_up(p: Profile) -> Round:
    """Up A♦, no natural (9♦): waits for insurance."""
    return Round(p, ["Ann"], cards=shoe(p, ["9♠", "7♠"], ["8♠", "7♥"], "A♦", "9♦"))


def dealer_natural(p: Profile) -> Round:
    """Up A♦ and K♣, every position insured."""
    rnd = Round(p, ["Ann"], cards=shoe(p, ["9♠", "7♠"], ["8♠", "7♥"], "A♦", "K♣"))
    return finish(rnd, insure_yes=True)


def worked(p: Profile) -> Round:
    """RULES §1.12 where there is a switch (dealer 22); classic: 5♠ 6♥ doubles to 21."""
    if p.switch_allowed:
        cards = shoe(p, ["5♠", "10♥"], ["10♣", "6♥"], "9♣", "7♦", ("K♦",), ("6♦",))
        return act(Round(p, ["Ann"], cards=cards), "switch", "double", "stand")
    cards = shoe(p, ["5♠", "6♥"], [], "9♣", "7♦", ("K♦",), ("6♦",))
    return act(Round(p, ["Ann"], cards=cards), "double")


def bust_and_natural(p: Profile) -> Round:
    """A kept natural and a bust (hand 2 / classic: the only hand busts): the dealer stops."""
    if p.positions_per_box == 1:
        cards = shoe(p, ["10♠", "6♥"], [], "9♣", "7♦", ("K♦",))
        return act(Round(p, ["Ann"], cards=cards), "hit")
    cards = shoe(p, ["A♠", "K♥"], ["10♣", "6♥"], "9♣", "7♦", ("K♦",))
    return act(Round(p, ["Ann"], cards=cards), "keep", "hit")


def natural_wins(p: Profile) -> Round:
    """A kept natural and a 16 standing; dealer 9♣ 7♦ draws 10♠: 26."""
    cards = shoe(p, ["A♠", "K♥"], ["10♣", "6♥"], "9♣", "7♦", (), ("10♠",))
    return finish(Round(p, ["Ann"], cards=cards))


def pair(p: Profile) -> Round:
    """8♠ 8♦ on hand 1, in play."""
    cards = shoe(p, ["8♠", "8♦"], ["10♣", "7♥"], "9♣", "7♦", ("3♣", "2♦"))
    return act(Round(p, ["Ann"], cards=cards), "keep")


def after_hit(p: Profile) -> Round:
    cards = shoe(p, ["5♠", "10♥"], ["10♣", "6♥"], "9♣", "7♦", ("2♣",))
    return act(Round(p, ["Ann"], cards=cards), "keep", "hit")


def in_play(p: Profile) -> Round:
    return act(fresh(p), "keep")


ACTIONS = ("hit", "stand", "double", "split", "surrender", "keep", "switch")


def both(check: Callable[[object], Feedback], right: object, wrong: object) -> list[Feedback]:
    return [check(right), check(wrong)]


def case_total(p: Profile) -> list[Feedback]:
    hands = [["A♠", "6♦"], ["A♠", "6♦", "10♣"], ["K♠", "Q♦"], ["10♠", "6♥", "A♦", "5♣"]]
    return [checks.check_total(h, a, profile=p) for h in hands for a in ("soft 17", 20, "bust")]


def case_bust(p: Profile) -> list[Feedback]:
    hands = [["10♠", "6♥", "K♦"], ["10♠", "6♥", "5♦"], ["A♠", "A♦", "9♣"]]
    return [checks.check_bust(h, a, profile=p) for h in hands for a in ("yes", "no")]


def case_natural(p: Profile) -> list[Feedback]:
    out = []
    for kw in ({}, {"switched": True}, {"split": True}):
        for cards in (["A♠", "K♥"], ["A♠", "5♥", "5♦"]):
            out += [checks.check_natural(cards, a, profile=p, **kw) for a in ("yes", "no")]
    return out


def case_fact(p: Profile) -> list[Feedback]:
    return [checks.check_fact(k, a, p) for k in FACTS for a in ("1", "hit", "2:1")]


def case_legal(p: Profile) -> list[Feedback]:
    out = []
    for make in (fresh, in_play, after_hit, pair):
        for a in (*ACTIONS, insure(p, True)):
            out += [checks.check_legal(make(p), a, ans) for ans in ("yes", "no")]
    for a in ("hit", insure(p, False)):  # the insurance question, and after the round
        out.append(checks.check_legal(ace_up(p), a, "yes"))
        out.append(checks.check_legal(worked(p), a, "yes"))
    return out


def case_outcome(p: Profile) -> list[Feedback]:
    out = []
    for make in (worked, natural_wins, bust_and_natural, dealer_natural):
        rnd = make(p)
        for hand in range(1, len(rnd.players[0].hands) + 1):
            out += [checks.check_outcome(rnd, a, hand=hand) for a in ("win", "push", "lose")]
    return out


def case_returned(p: Profile) -> list[Feedback]:
    out = []
    for make in (worked, natural_wins, bust_and_natural, dealer_natural):
        rnd = make(p)
        out.append(checks.check_returned(rnd, 0))
        for hand in range(1, len(rnd.players[0].hands) + 1):
            out.append(checks.check_returned(rnd, 1, hand=hand))
    return out


def case_chips_after(p: Profile) -> list[Feedback]:
    return [checks.check_chips_after(make(p), 90) for make in (worked, dealer_natural)]


def case_insurance_returned(p: Profile) -> list[Feedback]:
    lost = finish(ace_up(p), insure_yes=True)
    declined = finish(ace_up(p))
    return [checks.check_insurance_returned(r, 3) for r in (dealer_natural(p), lost, declined)]


def case_dealer_draws(p: Profile) -> list[Feedback]:
    hands = [["A♠", "6♦"], ["10♠", "7♦"], ["10♠", "6♦"], ["A♠", "7♦"]]
    return [checks.check_dealer_draws(h, a, p) for h in hands for a in ("hit", "stand")]


def case_dealer_peeks(p: Profile) -> list[Feedback]:
    return [checks.check_dealer_peeks(u, a, p) for u in ("A♠", "10♦", "9♦") for a in ("yes", "no")]


def case_dealer_plays(p: Profile) -> list[Feedback]:
    out = []
    for make in (worked, bust_and_natural, dealer_natural):
        out += [checks.check_dealer_plays(make(p), a) for a in ("plays", "stops")]
    return out


def case_switch_result(p: Profile) -> list[Feedback]:
    h1, h2 = ["5♠", "10♥"], ["10♣", "6♥"]
    return [
        checks.check_switch_result(h1, h2, ("5♠ 6♥", "10♣ 10♥"), profile=p),
        checks.check_switch_result(h1, h2, ("10♣ 6♥", "5♠ 10♥"), profile=p),
        checks.check_switch_result(["A♠", "5♥"], ["10♣", "K♥"], ("A♠ K♥", "10♣ 5♥"), profile=p),
    ]


def case_switch_proposal(p: Profile) -> list[Feedback]:
    h1, h2 = ["5♠", "10♥"], ["10♣", "6♥"]
    swaps = [("10♥", "6♥"), ("5♠", "10♣"), ("10♥", "2♣"), ("5♠", "10♥"), ("10♥", "9♠")]
    return [
        checks.check_switch_proposal(h1, h2, s, a, others=[["9♦", "2♣"]], profile=p)
        for s in swaps
        for a in ("yes", "no")
    ]


def case_turned_sideways(p: Profile) -> list[Feedback]:
    """A♠ 9♦ and 5♣ K♥: switched (where the table has the switch) to A♠ K♥, kept at two cards;
    the other hand hits below 17."""
    if p.positions_per_box == 1:
        rnd = Round(p, ["Ann"], cards=shoe(p, ["A♠", "9♦"], [], "7♦", "10♣"))
    else:
        rnd = act(
            Round(p, ["Ann"], cards=shoe(p, ["A♠", "9♦"], ["5♣", "K♥"], "7♦", "10♣")), "switch"
        )
    while rnd.current_hand is not None:
        rnd.apply("hit" if rnd.current_hand.total < 17 else "stand")
    return [checks.check_turned_sideways(rnd, a) for a in ("hand 1", "none", "both")]


def case_decision(p: Profile) -> list[Feedback]:
    return [checks.check_decision(r, a) for r in (fresh(p), in_play(p)) for a in ("stand", "hit")]


def case_sits_out(p: Profile) -> list[Feedback]:
    return [checks.check_sits_out(c, a, p) for c in (1, 3, 4) for a in ("yes", "no")]


def case_standings(p: Profile) -> list[Feedback]:
    chips = {"Ann": 110, "Ben": 110, "Cy": 96}
    return [checks.check_standings(chips, a, profile=p) for a in ([1, 1, 3], [1, 2, 3])]


def case_profile_mix(p: Profile) -> list[Feedback]:
    changes = [{"natural_pays": Fraction(3, 2)}, {"dealer_22_pushes": False}, {"rounds": 5}]
    return [checks.check_profile_mix(a, profile=p, **c) for c in changes for a in ("yes", "no")]


def case_deal(p: Profile) -> list[Feedback]:
    rnd = fresh(p)
    right = {k: v for k, v in checks.check_deal(rnd, {"dealer up card": "9♣"}).expected.items()}
    everything = {"Ann hand 1" if p.positions_per_box > 1 else "Ann": "5♠ 10♥", **right}
    return [checks.check_deal(rnd, everything), checks.check_deal(rnd, {"dealer up card": "7♦"})]


def case_to_act(p: Profile) -> list[Feedback]:
    rounds = [ace_up(p), fresh(p), in_play(p), worked(p)]
    return [checks.check_to_act(r, a) for r in rounds for a in ("Ann", "nobody")]


def case_play(p: Profile) -> list[Feedback]:
    cards = shoe(p, ["5♠", "10♥"], ["10♣", "6♥"], "9♣", "7♦", ("K♦",), ("6♦",))
    table = Round(p, ["Ann"], cards=cards)
    first = ["switch"] if p.switch_allowed else []
    stands = ["stand"] * p.positions_per_box
    return [
        checks.check_play(Round(p, ["Ann"], cards=cards), [*first, *stands], 100),
        checks.check_play(Round(p, ["Ann"], cards=cards), [*first, "split"], 100),
        checks.check_play(table, first[:1] or ["hit"], 100),
    ]


CASES: dict[str, Callable[[Profile], list[Feedback]]] = {
    "check_bust": case_bust,
    "check_chips_after": case_chips_after,
    "check_deal": case_deal,
    "check_dealer_draws": case_dealer_draws,
    "check_dealer_peeks": case_dealer_peeks,
    "check_dealer_plays": case_dealer_plays,
    "check_decision": case_decision,
    "check_fact": case_fact,
    "check_insurance_returned": case_insurance_returned,
    "check_legal": case_legal,
    "check_natural": case_natural,
    "check_outcome": case_outcome,
    "check_play": case_play,
    "check_profile_mix": case_profile_mix,
    "check_returned": case_returned,
    "check_sits_out": case_sits_out,
    "check_standings": case_standings,
    "check_switch_proposal": case_switch_proposal,
    "check_switch_result": case_switch_result,
    "check_to_act": case_to_act,
    "check_turned_sideways": case_turned_sideways,
    "check_total": case_total,
}


def test_every_public_check_has_a_case():
    public = {n for n in checks.__all__ if n.startswith("check_")}
    assert public == set(CASES), f"add a case for {public - set(CASES)}"


@pytest.mark.parametrize("check", sorted(CASES))
@pytest.mark.parametrize("name", PROFILES)
def test_every_check_cites_and_states_the_profiles_own_rules(name, check):
    profile = get_profile(name)
    feedback = CASES[check](profile)
    assert feedback
    texts = [str(fb) for fb in feedback]
    assert_true_at(texts, profile, check)


# ------------------------------------------------------------------ the facts


@pytest.mark.parametrize("key", sorted(FACTS))
@pytest.mark.parametrize("name", PROFILES)
def test_every_fact_is_true_at_the_table_asked(name, key):
    """Question, answer and explanation come from the profile; a fact a table does not have
    is answered with a clear note, never with another table's text."""
    profile = get_profile(name)
    expected = FACT_ANSWERS[name][key]
    question = FACTS[key].ask(profile)
    if expected is None:
        fb = checks.check_fact(key, "yes", name)
        assert not fb.correct and not fb.readable and fb.expected is None
        assert re.search(r"\bno\b|not offered|does not", fb.explanation), fb.explanation
        assert profile.name in fb.explanation or "this table" in fb.explanation
        assert_true_at([fb.explanation], profile, key)
        return
    fb = checks.check_fact(key, expected, name)
    assert fb.correct, (key, name, str(fb))
    assert fb.expected == expected
    wrong = checks.check_fact(key, "twelve thousand", name)
    assert not wrong.correct
    assert_true_at([question, fb.explanation], profile, key)
    assert SECTION.search(fb.explanation), f"{key} at {name} cites no section"


def test_the_issues_examples():
    """The three texts the issue quotes, now true for the table asked about."""
    fb = checks.check_dealer_peeks("10♦", "no", "jack_switch")
    assert fb.correct
    assert "no hole card" in fb.explanation and "no peek" in fb.explanation
    assert "after the players" in fb.explanation and "§4" in fb.explanation
    assert "checks the hole card" not in fb.explanation
    online = checks.check_dealer_peeks("A♠", "no", "online_switch")
    assert online.correct and "§3" in online.explanation and "no hole card" in online.explanation
    fb = checks.check_fact("positions", 1, "classic")
    assert fb.correct and "One position per player" in fb.explanation and "§2" in fb.explanation
    assert "hand 2" not in fb.explanation and "box" not in fb.explanation
    fb = checks.check_fact("positions", 2, "online_switch")
    assert fb.correct and "1–3 boxes" in fb.explanation and "§3" in fb.explanation
    fb = checks.check_fact("ace_splits", 1, "online_switch")
    assert "§3" in fb.explanation and "§1.8" not in fb.explanation
    assert not checks.check_fact("switch", "the second cards", "classic").readable


def test_ace_splits_follow_the_profiles_split_rules():
    """The answer and the text come from max_hands_per_position, resplit_aces, double_after_split."""
    base = get_profile("switch")
    resplit = base.replace(name="resplit", resplit_aces=True)
    fb = checks.check_fact("ace_splits", 3, resplit)  # 4 hands from a position: 3 splits
    assert fb.correct and "resplit" in fb.explanation and "4 hands" in fb.explanation
    no_das = base.replace(name="no_das", double_after_split=False)
    assert "no double after a split" in checks.check_fact("ace_splits", 1, no_das).explanation
    assert "no double after a split" not in checks.check_fact("ace_splits", 1, base).explanation


# ------------------------------------------------------------------ the table widget


def walk(widget: widgets.Widget) -> Iterator[str]:
    """Every text a learner can see in a widget tree: HTML, labels and tooltips (not the
    style sheet, not a widget hidden with ``display: none``)."""
    layout = getattr(widget, "layout", None)
    if layout is not None and layout.display == "none":
        return
    for attr in ("value", "tooltip", "description"):
        value = getattr(widget, attr, None)
        if isinstance(value, str) and value:
            text = re.sub(r"<style>.*?</style>", "", value, flags=re.S)
            if text.strip():
                yield text
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def moments(name: str) -> Iterator[tuple[str, SwitchTable]]:
    """One table through insurance, keep/switch, play, the dealer and the settlement."""
    p = get_profile(name)
    cards = shoe(p, ["9♠", "7♠"], ["8♠", "7♥"], "A♦", "9♦", (), ("5♣",))
    table = SwitchTable(
        scenario={"profile": name, "players": ["Ann"], "cards": cards}, dealer_delay=None
    )
    yield "insurance", table
    if p.insurance_per_box:
        table.insurance_buttons(1)[1].click()
    else:
        for position in range(1, p.positions_per_box + 1):
            table.insurance_buttons(position)[1].click()
    if p.switch_allowed:
        yield "switch", table
        table.button("Switch").click()
    yield "play", table
    while table.round.phase.value == "play":
        table.button("Stand").click()
    yield "dealer", table
    while not table.round.is_over:
        table.button("Deal dealer").click()
    yield "settled", table


def engine_texts(rnd: Round) -> set[str]:
    """The engine's own words (round.py): why an action is not legal, the event log."""
    return set(rnd.unavailable().values()) | {e.text for e in rnd.events}


def view_texts(table: SwitchTable) -> list[str]:
    """What the view writes itself: everything shown but the engine's reasons and log."""
    assert table.round is not None
    engine = engine_texts(table.round)
    return [t for t in walk(table) if t not in engine and t != table._log.value]


@pytest.mark.parametrize("name", PROFILES)
def test_every_table_text_is_the_profiles_own(name):
    profile = get_profile(name)
    seen = 0
    for moment, table in moments(name):
        seen += 1
        assert_true_at(view_texts(table), profile, f"the table at the {moment}")
    assert seen >= 4
    plain = SwitchTable(["Ann"], profile=name, seed=3, dealer_delay=0)
    assert_true_at(view_texts(plain), profile, "a fresh table")


@pytest.mark.parametrize("name", PROFILES)
def test_the_engines_reasons_and_log_shown_at_the_table_are_true(name):
    """The engine's words the table and the checks show (round.py: ``why_not``, the log)."""
    profile = get_profile(name)
    texts: set[str] = set()
    for _, table in moments(name):
        assert table.round is not None
        texts |= engine_texts(table.round)
    for make in (fresh, in_play, after_hit, pair, ace_up, worked, natural_wins, bust_and_natural):
        rnd = make(profile)
        texts |= engine_texts(rnd) | {
            rule_text(rnd.profile, h.why) for h in rnd.hands() if h.why[0]
        }
        for a in (*ACTIONS, insure(profile, True), insure(profile, False)):
            texts.add(rnd.why_not(a) or "")
    after_insurance = act(ace_up(profile), insure(profile, False))
    texts.add(after_insurance.why_not(insure(profile, True)) or "")
    assert_true_at(sorted(t for t in texts if t), profile, "the engine's words")


@pytest.mark.parametrize("name", PROFILES)
def test_action_tooltips_cite_the_profiles_sections(name):
    """'Take one card (§1.8)' everywhere was wrong: classic cites §2, online's double §3."""
    profile = get_profile(name)
    table = SwitchTable(
        scenario={
            "profile": name,
            "players": ["Ann"],
            "cards": shoe(profile, ["5♠", "10♥"], ["10♣", "6♥"], "9♣", "7♦"),
        },
        dealer_delay=0,
    )
    if profile.switch_allowed:
        table.button("Keep").click()
    hit, double = table.button("Hit"), table.button("Double")
    assert not hit.disabled and not double.disabled
    assert hit.tooltip.endswith(f"({profile.cite('play')})")
    assert double.tooltip.endswith(f"({profile.cite('double')})")
