"""Strategy: exact expected values, the switch advisor, basic strategy, the house edge, fast
simulation, and the playing policies of the computer seats.

* :func:`hand_ev` — every choice's value for a hand, stand/hit/double/surrender exact
  (:mod:`.exact`), each as :class:`HandValues` with its stated error (:mod:`.values`);
  :func:`switch_advice`, :func:`house_edge`, :func:`dealer_distribution` — computed by the fast
  model (:mod:`.ev`); :func:`basic_strategy` — the tables derived from them (:mod:`.tables`),
  drawn by :class:`StrategyChart` (:mod:`.charts`).
* :func:`advise` — the EV of every legal choice in a round (:mod:`.advisor`).
* :func:`simulate` — many rounds, fast, proven identical to the engine (:mod:`.simulate`);
  :func:`convergence_chart` — its running mean against the exact house edge, drawn as SVG
  (:mod:`.plots`, where :class:`LineChart` draws any lesson's line chart).
* :func:`basic_policy` and :func:`simple_policy` — decisions for a round.
"""

from __future__ import annotations

from .advisor import Advice, advise, describe_cost
from .basic import BasicStrategy, basic_policy
from .charts import StrategyChart, strategy_differences
from .ev import (
    SwitchAdvice,
    dealer_distribution,
    hand_ev,
    house_edge,
    switch_advice,
)
from .plots import LineChart, convergence_chart
from .simple import simple_policy, switch_score
from .simulate import Simulation, simulate
from .super_match import SuperMatchOdds, super_match_combinatorial, super_match_odds
from .tables import basic_strategy
from .values import HandValues

__all__ = [
    "Advice",
    "BasicStrategy",
    "HandValues",
    "LineChart",
    "Simulation",
    "StrategyChart",
    "SuperMatchOdds",
    "SwitchAdvice",
    "advise",
    "basic_policy",
    "basic_strategy",
    "convergence_chart",
    "dealer_distribution",
    "describe_cost",
    "hand_ev",
    "house_edge",
    "simple_policy",
    "simulate",
    "strategy_differences",
    "super_match_combinatorial",
    "super_match_odds",
    "switch_advice",
    "switch_score",
]
