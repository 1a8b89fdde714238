"""Strategy: playing policies for automatic seats and simulation.

:func:`simple_policy` is the table's built-in simple strategy: a few rules of thumb a learner can
follow by heart, not best play.
"""

from __future__ import annotations

from .simple import simple_policy, switch_score

__all__ = ["simple_policy", "switch_score"]
