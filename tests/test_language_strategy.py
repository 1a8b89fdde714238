"""The strategy speaks the learner's language (issue 25): the Advisor's values, notes and
verdicts, the basic-strategy charts, the line charts, the simulator's summary and progress bar,
and every error its arguments can raise.

Two kinds of test: the pseudo-language (tests/pseudo.py) drives every text-producing path and
finds any word nobody marked; the Russian ones check whole sentences and every plural form
(1, 2, 5, 11, 21, 22) against texts worked out by hand.
"""

from __future__ import annotations

import dataclasses
import html
import re
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest
from pseudo import leaks, pseudo, visible

from bjswitch_widgets import Round
from bjswitch_widgets.language import in_language
from bjswitch_widgets.rules import get_profile
from bjswitch_widgets.rules.seats import Seat
from bjswitch_widgets.strategy import (
    Advice,
    StrategyChart,
    advise,
    basic_policy,
    dealer_distribution,
    describe_cost,
    ev,
    hand_ev,
    simple_policy,
    switch_advice,
)
from bjswitch_widgets.strategy.advisor import choice_label, choice_name
from bjswitch_widgets.strategy.charts import MEANINGS, strategy_differences
from bjswitch_widgets.strategy.exact import check_deadline, exact_dealer, exact_values
from bjswitch_widgets.strategy.plots import Band, Line, LineChart, convergence_chart
from bjswitch_widgets.strategy.query import drawn_after_stop, remove_cards
from bjswitch_widgets.strategy.sim_checks import checked_chunk, checked_future
from bjswitch_widgets.strategy.simulate import Simulation, simulate
from bjswitch_widgets.strategy.values import SPLIT_ERROR, error_label

# §1.12's deal (keep/switch, then the 11 after the switch), an 8-8 pair (a split ± its error),
# a keep/switch tie (§6.4) and an insurance question (up A♦), each at a table.
WORKED = ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]
PAIR = ["8♠", "2♣", "10♦", "8♥", "3♦", "7♣"]
TIE = ["5♦", "Q♦", "2♣", "Q♥", "10♥", "J♥"]
INSURANCE = ["10♠", "10♣", "A♦", "9♥", "8♥", "7♣"]
CLASSIC_INSURANCE = ["10♠", "A♦", "9♥", "7♣"]
#: The players' names and the tables' names a text may carry as they are.
NAMES = {"Ann", "switch", "classic", "online", "jack"}  # online_switch, jack_switch


def _rounds() -> list[Round]:
    """A round at every kind of decision the Advisor values."""
    rounds = [Round("switch", ["Ann"], cards=WORKED)]
    after = Round("switch", ["Ann"], cards=WORKED)
    after.apply("switch")
    rounds.append(after)
    pair = Round("switch", ["Ann"], cards=PAIR)
    pair.apply("keep")
    rounds += [pair, Round("switch", ["Ann"], cards=TIE)]
    for prof in ("switch", "online_switch", "jack_switch"):
        rounds.append(Round(prof, ["Ann"], cards=INSURANCE))
    rounds.append(Round("classic", ["Ann"], cards=CLASSIC_INSURANCE))
    return rounds


def _advice_texts(advice: Advice) -> list[str]:
    texts = [advice.summary(), advice.note, advice.exactness()]
    texts += [advice.note_for(c) for c in advice.values]
    texts += [describe_cost(advice, c) for c in advice.values]
    texts += [choice_name(c) for c in advice.values] + [choice_label(c) for c in advice.values]
    texts += [advice.label(c) for c in advice.values]
    return texts


#: Values made up to reach every verdict: a clear best (priced per 100 hands, and per 100
#: deals at keep/switch), essentially equal within a stated error, an exact tie of two, a
#: tie of three within the tolerance, a choice that costs nothing, and each choice's name.
MADE_UP = [
    Advice("play", {"hit": 0.110, "double": 0.107}, "hit"),
    Advice("play", {"hit": -0.300, "split": -0.306}, "hit", errors={"split": SPLIT_ERROR}),
    Advice("play", {"stand": -0.2, "hit": -0.2, "double": -0.5}, "stand"),
    Advice("play", {"stand": 0.04, "hit": 0.0401, "double": 0.0402}, "double"),
    Advice("play", {"hit": -0.5, "surrender": -0.5 + 1e-12}, "surrender"),
    Advice(
        "play",
        {"stand": -0.4, "hit": -0.3, "double": -0.6, "split": -0.35, "surrender": -0.5},
        "hit",
        errors={k: 0.01 for k in ("stand", "hit", "double", "split", "surrender")},
    ),
    Advice(
        "switch",
        {"keep": 0.1, "switch": 0.3},
        "switch",
        errors={"keep": 0.008, "switch": 0.008},
        afterwards={"keep": ("hit", "stand"), "switch": ("double", "split")},
    ),
    Advice(
        "switch",
        {"keep": 0.1, "switch": 0.1},
        "keep",
        afterwards={"keep": ("surrender", "stand"), "switch": ("hit", "hit")},
    ),
    Advice("insurance", {"insure no": 0.0, "insure yes": -0.16}, "insure no"),
    Advice("insurance", {"no insurance": 0.0, "insure 1 chip": 0.0}, "no insurance"),
]


def test_pseudo_every_advice_is_marked() -> None:
    with pseudo():
        advices = [advise(r) for r in _rounds()] + MADE_UP
        from bjswitch_widgets.strategy.advisor import _switch_note

        notes = [_switch_note(a) for a in MADE_UP if a.phase == "switch"]
        for advice in advices:
            assert advice is not None
            for text in [*_advice_texts(advice), *notes]:
                assert leaks(text, allowed=NAMES) == [], text
        assert error_label(0) == "⟦exact⟧"


#: The letters of the basic-strategy charts (kept as printed charts show them).
CODES = set(MEANINGS)
PROFILES = ("switch", "classic", "online_switch", "jack_switch")


def _tooltips(markup: str) -> list[str]:
    return [html.unescape(t) for t in re.findall(r"title='([^']*)'", markup)]


@pytest.mark.parametrize("profile", PROFILES)
def test_pseudo_the_strategy_charts_are_marked(profile: str) -> None:
    """Title, captions, corner, row names, legend, every cell's tooltip and the outline note."""
    with pseudo():
        for compare in (None, *PROFILES):
            if compare == profile:
                continue
            markup = StrategyChart(profile, compare)._repr_html_()
            for text in [visible(markup), *_tooltips(markup)]:
                assert leaks(text, allowed=NAMES | CODES) == [], text
        for hand, _up, _this, _other in strategy_differences(profile, "switch"):
            assert leaks(hand) == [], hand


@dataclasses.dataclass(frozen=True)
class Run:
    """What convergence_chart reads of a simulation."""

    rounds: int = 4_000
    stderr: float = 0.005
    trace: tuple[tuple[int, float], ...] = ((1_000, -0.03), (4_000, -0.012))


def test_pseudo_the_line_charts_are_marked() -> None:
    """convergence_chart's title, axes, legend and summary; a lesson's own chart's summary."""
    with pseudo():
        for sigmas in (1, 2.5, 3):
            chart = convergence_chart(Run(), 0.01, sigmas=sigmas)
            texts = [chart.title, chart.x_label, chart.y_label, str(chart), visible(chart.to_svg())]
            texts += [line.label for line in chart.lines] + [band.label for band in chart.bands]
            for text in texts:
                assert leaks(text) == [], text
        own = LineChart(
            "⟦T⟧",
            "⟦x⟧",
            "⟦y⟧",
            lines=(Line("⟦a⟧", ((0, 1), (1, 2))),),
            bands=(Band("⟦b⟧", ((0, 1, 2),)),),
        )
        assert leaks(str(own)) == [], str(own)


def test_pseudo_the_simulators_texts_are_marked(capsys: pytest.CaptureFixture[str]) -> None:
    """Its result, interrupted or not, and its progress bar."""
    with pseudo():
        for interrupted in (False, True):
            for rounds in (0, 1, 2_000):
                sim = Simulation("switch", "basic", rounds, -0.01, 0.002, 1e5, interrupted)
                assert leaks(str(sim), allowed=NAMES) == [], str(sim)
        simulate(40_000, seed=1, workers=1, progress=True)
    bar = capsys.readouterr().err.split("\r")[-1]
    assert "⟦simulate ⟧switch" in bar and "⟦ rounds/s⟧" in bar
    assert leaks(bar, allowed=NAMES) == [], bar


#: Python values an error quotes as they are: the colours a chart knows, not-a-number, infinity.
#: And the names of arguments (hand1) and of a round's phases ('settled').
QUOTED = {"accent'", "ink'", "warm'", "nan", "inf", "None", "hand", "settled'"}


def _errors() -> list[Callable[[], object]]:
    """Every bad argument of the strategy's public functions (each raises the package's
    error, written in the current language)."""
    line = ((0, 1), (1, 2))
    return [
        lambda: advise(42),
        lambda: LineChart("1", "2", "3"),
        lambda: LineChart("1", "2", "3", lines=(Line("4", line, "5"),)),
        lambda: LineChart("1", "2", "3", bands=(Band("4", ()),)),
        lambda: LineChart("1", "2", "3", lines=(Line("4", ((0, float("nan")),)),)),
        lambda: convergence_chart(Run(trace=()), 0.01),
        lambda: convergence_chart(Run(trace=((1, 0.0),)), 0.01),
        lambda: convergence_chart(Run(), float("inf")),
        lambda: convergence_chart(Run(rounds=1, stderr=float("inf")), 0.01),
        lambda: convergence_chart(Run(rounds=0), 0.01),
        lambda: convergence_chart(Run(), 0.01, sigmas=-1),
        lambda: simulate(10, strategy="6"),
        lambda: simulate(10, workers=0),
        lambda: simulate(10, executor=7),
        lambda: simulate(10, workers=1, executor=ThreadPoolExecutor(1)),
        lambda: checked_chunk(None, 0, 2, 20_000, 0),
        lambda: checked_chunk((19_999, 0.0, 1.0), 1, 2, 20_000, 20_000),
        lambda: checked_chunk((20_000, float("nan"), 1.0), 1, 2, 20_000, 20_000),
        lambda: checked_chunk((20_000, 0.0, 1e400), 1, 2, 20_000, 20_000),
        lambda: checked_chunk((20_000, 3.0, -1.0), 1, 2, 20_000, 20_000),
        lambda: checked_chunk((1, 3.0, 1.0), 0, 1, 1, 0),
        lambda: checked_future(8, ThreadPoolExecutor(1)),
        lambda: hand_ev(["10♠"], "6♣"),
        lambda: hand_ev(["10♠", "6♦", "10♦", "2♣"], "6♣"),
        lambda: hand_ev([1, 10, 2], "6♣"),
        lambda: hand_ev([11, 2], 5),
        lambda: hand_ev(["A♠"] * 7 + ["2♠"], "6♣"),
        lambda: switch_advice(["10♠"], ["5♣", "6♦"], "2♣"),
        lambda: switch_advice(["A♠", "A♠"], ["A♠", "A♠"], "A♠", known=["A♠"] * 3),
        lambda: dealer_distribution("6♣", known=["6♣"] * 6),
        lambda: check_deadline([1]),
        lambda: remove_cards((0,) * 10, [5]),
        lambda: exact_values(get_profile("switch"), [10, 6], 6, (1,) * 9),
        lambda: exact_values(get_profile("switch"), [10, 6], 1, (0,) * 9 + (5,)),
        lambda: exact_values(get_profile("switch"), [2, 2], 6, (0, 1) + (0,) * 8),
        lambda: exact_dealer(get_profile("switch"), 2, (0, 1) + (0,) * 8),
        lambda: exact_values(
            dataclasses.replace(get_profile("switch"), decks=16), [10, 6], 6, (1,) * 10
        ),
        lambda: basic_policy(_over()),
        lambda: simple_policy(_over()),
        lambda: ev._dealer(1, (0,) * 9 + (5,), get_profile("switch")),
        lambda: ev._dealer(5, (0,) * 10, get_profile("switch")),
    ]


def _over() -> Round:
    """A round that is over: nothing to decide."""
    rnd = Round("switch", ["Ann"], cards=WORKED)
    while not rnd.is_over:
        rnd.apply(basic_policy(rnd))
    return rnd


@pytest.mark.parametrize("call", range(len(_errors())))
def test_pseudo_every_error_is_marked(call: int) -> None:
    with pseudo(), pytest.raises(ValueError) as caught:
        _errors()[call]()
    text = re.sub(r"<[^<>⟦⟧]*>", " ", str(caught.value))  # an object's repr, quoted
    assert leaks(text, allowed=NAMES | QUOTED) == [], str(caught.value)


# ------------------------------------------------------------------------------ Russian


def test_russian_the_worked_example() -> None:
    """§1.12: switching is worth 1.839 bets more than keeping (both ± 0.008)."""
    rnd = Round("switch", ["Ann"], cards=WORKED)
    with in_language("ru"):
        advice = advise(rnd)
        assert advice is not None
        assert advice.summary() == (
            "Оставить −1,028 (±0,008) · Обменять +0,811 (±0,008) — лучше всего: обменять"
        )
        assert advice.note == "если обменять: взять карту на руке 1, остановиться на руке 2"
        assert describe_cost(advice, "keep") == (
            "Оставить: −1,028 (±0,008); Обменять: +0,811 (±0,008) — обменять вторые карты "
            "выгоднее на 1,839 ставки: если оставить карты, на 100 таких кругов вы теряете "
            "примерно 184 фишки при ставке в 1 фишку на позицию"
        )
        assert describe_cost(advice, "switch").endswith("— лучший выбор: обменять вторые карты")
        assert advice.exactness() == (
            "EV в ставках, при лучшей игре дальше, каждое в пределах указанной погрешности: "
            "оставить ±0,008, обменять ±0,008"
        )
    assert advice.best == "switch"


def test_russian_a_tie_and_essentially_equal() -> None:
    rnd = Round("switch", ["Ann"], cards=TIE)
    with in_language("ru"):
        tie = advise(rnd)
        assert tie is not None
        assert tie.note == "в любом случае: остановиться на руке 1, остановиться на руке 2"
        assert tie.summary().endswith("— равноценны: оставить и обменять")
        assert describe_cost(tie, "switch").endswith(
            "— здесь равноценны: оставить и обменять; верен любой из двух вариантов"
        )
        three = MADE_UP[3]
        assert describe_cost(three, "stand") == (
            "Остановиться: +0,040; Взять карту: +0,040; Удвоить: +0,040 — здесь равноценны "
            "(с точностью до 0,0005 ставки): остановиться, взять карту и удвоить; верен любой "
            "из них"
        )
        near = MADE_UP[1]
        assert describe_cost(near, "split") == (
            "Взять карту: −0,300; Разделить: −0,306 (±0,01) — практически равноценно: взять "
            "карту выгоднее на 0,006 ставки, что в пределах указанной погрешности значений "
            "±0,01 ставки"
        )
        assert (
            near.exactness()
            == "EV в ставках, при лучшей игре дальше; точные, с погрешностью лишь: разделить ±0,01"
        )
        assert MADE_UP[0].exactness() == "точные EV в ставках, при лучшей игре дальше"
        assert near.label("hit") == "точно"


@pytest.mark.parametrize(
    ("n", "chips"),
    [
        (1, "1 фишку"),
        (2, "2 фишки"),
        (5, "5 фишек"),
        (11, "11 фишек"),
        (21, "21 фишку"),
        (22, "22 фишки"),
        (0.3, "0,3 фишки"),
    ],
)
def test_russian_what_a_choice_costs(n: float, chips: str) -> None:
    """ "Loses about n chips per 100 such hands": стоить/терять takes the accusative, so 1 and
    21 read «фишку» (and a fraction the form of 2)."""
    advice = Advice("play", {"hit": 0.0, "stand": -n / 100}, "hit")
    with in_language("ru"):
        text = describe_cost(advice, "stand")
    by = f"{n / 100:.3f}".replace(".", ",")
    assert text == (
        f"Взять карту: +0,000; Остановиться: −{by} — взять карту выгоднее на {by} ставки: если "
        f"остановиться, на 100 таких рук вы теряете примерно {chips} при ставке в 1 фишку на "
        "позицию"
    )


@pytest.mark.parametrize(
    ("bet", "chips"),
    [
        (1, "1 фишка"),
        (2, "2 фишки"),
        (5, "5 фишек"),
        (11, "11 фишек"),
        (21, "21 фишка"),
        (22, "22 фишки"),
    ],
)
def test_russian_insurance_per_box(bet: int, chips: str) -> None:
    """Online (§3): insurance per box costs one position's bet; 126 of the 411 unseen cards
    are ten-valued (8 decks)."""
    prof = dataclasses.replace(get_profile("online_switch"), max_bet=30)
    rnd = Round(prof, [Seat("Ann", chips=500, bet=bet)], cards=INSURANCE)
    with in_language("ru"):
        advice = advise(rnd)
    assert advice is not None and list(advice.values) == ["insure no", "insure yes"]
    worth = f"{(3 * 126 / 411 - 1) * bet:+.3f}".replace(".", ",").replace("-", "−")
    assert advice.note == (
        "P(вторая карта дилера — карта за 10) = 0,307 по картам, которые вы видите; "
        f"страховка бокса 1 ({chips}) даёт в среднем {worth} фишки (§3)"
    )


def test_russian_insurance_per_chip() -> None:
    rnd = Round("switch", ["Ann"], cards=INSURANCE)
    with in_language("ru"):
        advice = advise(rnd)
        assert advice is not None
        assert advice.note == (
            "P(закрытая карта дилера — карта за 10) = 0,306 по картам, которые вы видите; "
            "каждая фишка страховки даёт в среднем −0,081 фишки (§1.5)"
        )
        assert describe_cost(advice, "no insurance") == (
            "Без страховки: +0,000; Страховка на 1 фишку: −0,081 — лучший выбор: без страховки"
        )


def test_russian_advise_refuses_what_is_no_round() -> None:
    with in_language("ru"), pytest.raises(ValueError) as caught:
        advise("круг")
    assert str(caught.value) == "advise() принимает Round, а не 'круг'"


def test_russian_the_chart_keeps_its_letters_and_explains_them() -> None:
    with in_language("ru"):
        text = visible(StrategyChart("switch", "classic")._repr_html_())
        tips = set(_tooltips(StrategyChart("switch")._repr_html_()))
        differences = strategy_differences("jack_switch", "switch")
    assert text.split()[:3] == ["Базовая", "стратегия", "—"]
    assert " жёсткие " in text and " мягкие " in text and " пары " in text
    assert "рука \\ дилер" in text and " жёсткие 16 " in text and " A+7 " in text
    legend = " ".join(text.split()).split("10+10")[-1]
    assert legend.startswith(
        " S S S S S S S S S S H взять карту S остановиться D удвоить (если нельзя — взять карту) "
        "Ds удвоить (если нельзя — остановиться) P разделить R сарренда (если нельзя — взять "
        "карту) Rs сарренда (если нельзя — остановиться)"
    )
    assert {"взять карту", "остановиться", "разделить"} <= tips
    assert ("жёсткие 16", "9", "R", "H") in differences


class _Outlined(StrategyChart):
    """A chart with ``n`` differing cells, to count them in Russian."""

    n: int = 0

    def differences(self) -> list[tuple[str, str, str, str]]:
        return [("жёсткие 16", "9", "R", "H")] * self.n


@pytest.mark.parametrize(
    ("n", "expected"),
    [
        (1, "Обведена 1 клетка: она отличается от стратегии classic."),
        (2, "Обведены 2 клетки: они отличаются от стратегии classic."),
        (5, "Обведено 5 клеток: они отличаются от стратегии classic."),
        (11, "Обведено 11 клеток: они отличаются от стратегии classic."),
        (21, "Обведена 21 клетка: она отличается от стратегии classic."),
        (22, "Обведены 22 клетки: они отличаются от стратегии classic."),
    ],
)
def test_russian_the_outlined_cells_are_counted(n: int, expected: str) -> None:
    chart = _Outlined("switch", "classic")
    object.__setattr__(chart, "n", n)
    with in_language("ru"):
        assert visible(chart._repr_html_()).strip().endswith(expected)


@pytest.mark.parametrize(
    ("n", "rounds"),
    [
        (1, "1 круга"),
        (2, "2 кругов"),
        (5, "5 кругов"),
        (11, "11 кругов"),
        (21, "21 круга"),
        (22, "22 кругов"),
        (4_000, "4\u00a0000 кругов"),
    ],
)
def test_russian_the_convergence_summary(n: int, rounds: str) -> None:
    """После 1 круга, 21 круга; после 2, 5, 11, 22 кругов; thousands apart by a no-break space."""
    run = Run(trace=((1, -0.03), (n, -0.012)))
    with in_language("ru"):
        chart = convergence_chart(run, 0.01)
    assert str(chart).startswith(
        f"Преимущество казино: симуляция и точное значение — после {rounds} симуляция даёт "
        "1,20%, точное преимущество казино — 1,00% (расхождение: "
    )
    assert str(chart).endswith("стандартной ошибки); закрашено: точное ± 3 × стандартная ошибка")
    assert (chart.x_label, chart.y_label) == ("сыграно кругов", "преимущество казино")
    assert [line.label for line in chart.lines] == [
        "преимущество казино по симуляции (текущее)",
        "точное: 1,00%",
    ]


def test_russian_the_ticks_and_a_lessons_chart() -> None:
    with in_language("ru"):
        chart = LineChart("Т", "x", "y", lines=(Line("данные", ((0, -0.5), (10_000, 1.5))),))
        svg = chart.to_svg()
        assert str(chart) == "Т: данные: от −0,5 при «x» = 0 до 1,5 при «x» = 10\u00a0000"
    ticks = re.findall(r">([^<>]+)</text>", svg)
    assert "10\u00a0000" in ticks and "−0,5" in ticks and "1,5" in ticks


@pytest.mark.parametrize(
    ("trace", "expected"),
    [
        (
            (),
            "в текущем результате симуляции 0 точек, а графику сходимости нужны две или больше: "
            "сыграйте больше кругов",
        ),
        (
            ((1, 0.0),),
            "в текущем результате симуляции 1 точка, а графику сходимости нужны две "
            "или больше: сыграйте больше кругов",
        ),
    ],
)
def test_russian_a_run_too_short_to_chart(
    trace: tuple[tuple[int, float], ...], expected: str
) -> None:
    with in_language("ru"), pytest.raises(ValueError) as caught:
        convergence_chart(Run(trace=trace), 0.01)
    assert str(caught.value) == expected


@pytest.mark.parametrize(
    ("n", "rounds"),
    [
        (1, "1 круг"),
        (2, "2 круга"),
        (5, "5 кругов"),
        (11, "11 кругов"),
        (21, "21 круг"),
        (22, "22 круга"),
        (2_000, "2\u00a0000 кругов"),
    ],
)
def test_russian_a_simulations_result(n: int, rounds: str) -> None:
    sim = Simulation("switch", "basic", n, -0.0123, 0.00456, 81_634.2)
    stopped = dataclasses.replace(sim, interrupted=True)
    with in_language("ru"):
        assert str(sim) == (
            f"{rounds} за столом switch: в среднем −0,01230 ± 0,00456 на единицу ставки "
            "(преимущество казино 1,230%), 81\u00a0634 кругов/с"
        )
        assert str(stopped).startswith(f"{rounds} за столом switch (прервано): в среднем −0,01230")


@pytest.mark.parametrize(
    ("n", "rounds"), [(1, "1 круг"), (2, "2 круга"), (5, "5 кругов"), (21, "21 круг")]
)
def test_russian_an_impossible_chunk(n: int, rounds: str) -> None:
    with in_language("ru"), pytest.raises(ValueError) as caught:
        checked_chunk((n, 30.0, 1.0), 0, 1, n, 0)
    assert str(caught.value) == (
        f"часть 1 из 1 (круги 1–{n}): сумма 30.0 при сумме квадратов 1.0 за {rounds} "
        "невозможна (сумма² ≤ круги × сумма квадратов, квадраты ≥ 0)"
    )


def test_russian_the_simulators_arguments() -> None:
    with in_language("ru"):
        with pytest.raises(ValueError) as caught:
            simulate(10, workers=0)
        assert str(caught.value) == (
            "workers должно быть целым числом ≥ 1 (или None: все ядра), а не 0"
        )
        with pytest.raises(ValueError) as caught:
            checked_chunk((19_999, 0.0, 1.0), 1, 2, 20_000, 20_000)
        assert str(caught.value) == (
            "часть 2 из 2 (круги 20\u00a0001–40\u00a0000): вернулось кругов: 19999, а не "
            "20\u00a0000"
        )


@pytest.mark.parametrize(
    ("ranks", "expected"),
    [
        ([1, 10, 5], "рука останавливается на 21 уже после первых 2 карт"),
        ([2, 2, 2, 10, 10, 3], "у руки перебор уже после первых 5 карт"),
        ([2] * 11 + [3], "у руки перебор уже после первых 11 карт"),
        ([1] * 21 + [2], "рука останавливается на 21 уже после первых 21 карты"),
    ],
)
def test_russian_no_card_after_the_hand_stopped(ranks: list[int], expected: str) -> None:
    """§4 (jack_switch): a soft 21 may be hit, so 21 aces make the first 21 that stops."""
    with in_language("ru"):
        why = drawn_after_stop(get_profile("jack_switch"), ranks, natural=True)
    assert why == f"{expected}, так что больше карт не берут (§1.8)"


def test_russian_the_cards_of_a_question() -> None:
    with in_language("ru"):
        with pytest.raises(ValueError) as caught:
            hand_ev(["A♠"] * 7 + ["2♠"], "6♣")
        assert str(caught.value).startswith("рука, открытая карта и известные карты: 7 × 'A♠'")
        with pytest.raises(ValueError) as caught:
            hand_ev(["10♠"], "6♣")
        assert str(caught.value) == (
            "cards: в руке в игре не меньше двух карт, а здесь ['10♠'] (§1.3)"
        )
        with pytest.raises(ValueError) as caught:
            basic_policy(_over())
        assert str(caught.value) == "решать нечего: круг в фазе 'settled'"


def test_russian_insurance_verdicts_name_the_choice_as_a_verb() -> None:
    """Online (§3), a bet of 2: insuring the box is worth 2 × (3 × 126/411 − 1) = −0.161."""
    rnd = Round("online_switch", ["Ann"], cards=INSURANCE)
    with in_language("ru"):
        advice = advise(rnd)
        assert advice is not None
        shown = "Страховка — нет: +0,000; Страховка — да: −0,161"
        assert describe_cost(advice, "insure no") == f"{shown} — лучший выбор: не страховать"
        assert describe_cost(advice, "insure yes") == (
            f"{shown} — не страховать выгоднее на 0,161 ставки: если застраховать, на 100 "
            "таких рук вы теряете примерно 16 фишек при ставке в 1 фишку на позицию"
        )
        assert advice.summary() == (
            "Страховка — нет +0,000 · Страховка — да −0,161 — лучше всего: не страховать"
        )
