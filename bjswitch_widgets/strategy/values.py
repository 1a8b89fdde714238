"""Expected values with their stated error: which numbers are exact and which approximate.

Every value the strategy gives a learner says how far it can be trusted:

* **exact** (error 0): stand, hit, double and surrender for the hand in play, with every card
  seen removed and every card drawn removed as it is drawn (:mod:`.exact`); insurance at this
  shoe.
* **approximate**, ± a stated bound, where exact is out of reach for a click:

  - :data:`SPLIT_ERROR` — splitting. Each split hand is valued from the cards seen at the split
    with the draws of the play not removed again, and one resplit per split hand.
  - :data:`MODEL_ERROR` — the fast model (:func:`~bjswitch_widgets.strategy.ev.hand_ev` with
    ``exact=False``), which removes only the cards seen: used for the keep-or-switch choice
    (the sum of two hands, each ± this), the basic-strategy charts and the house edge.

The bounds are the largest differences measured against exact values (``python
benchmarks/model_error.py`` prints them), rounded up with room to spare; the rules document's
section on the mathematics lists them too.

>>> v = HandValues({"stand": -0.2, "split": 0.1}, {"split": SPLIT_ERROR})
>>> v.label("stand"), v.label("split")
('exact', '±0.01')
>>> dict(v) == {"stand": -0.2, "split": 0.1}
True
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from ..language import number, pgettext

__all__ = ["MODEL_ERROR", "SPLIT_ERROR", "SWITCH_ERROR", "TOLERANCE", "HandValues", "error_label"]

#: Choices closer than this to the best (in bets) count as equally good for a learner even when
#: both values are exact: a twentieth of a chip per 100 bets is no lesson.
TOLERANCE = 0.0005

#: The fast model's stated error for one hand's value, in bets (cards drawn during the hand
#: not removed): the largest difference from the exact values over 12,000 random situations at
#: the four tables was 0.0060 (a double against an ace), so ±0.01 with room to spare.
MODEL_ERROR = 0.01

#: A keep-or-switch sum's stated error, in bets: the best values of two hands by the fast model
#: (each hand's best value was within 0.0032 of the exact one over the same situations).
SWITCH_ERROR = 0.008

#: A split's stated error, in bets: the split hands' draws are not removed again and one resplit
#: is valued per split hand (against split hands each valued exactly: 0.0049 at most over 600
#: pairs at the four tables).
SPLIT_ERROR = 0.01


def error_label(error: float) -> str:
    """``'exact'`` for an exact value, else ``'±0.01'`` (in the current language)."""
    if error == 0:
        # Translators: a value without error ("exact"; the other values read "±0.01")
        return pgettext("value", "exact")
    return "±" + number(f"{error:g}")


class HandValues(Mapping[str, float]):
    """Every legal choice's expected value in bets, read like a dict, each with its stated error
    (:meth:`error`; 0 for an exact value)."""

    __slots__ = ("_errors", "_values")

    def __init__(self, values: Mapping[str, float], errors: Mapping[str, float] = ()) -> None:  # type: ignore[assignment]
        self._values = dict(values)
        self._errors = {k: float(e) for k, e in dict(errors).items() if k in self._values and e}

    def __getitem__(self, action: str) -> float:
        return self._values[action]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __repr__(self) -> str:
        if not self._errors:
            return f"HandValues({self._values!r})"
        return f"HandValues({self._values!r}, errors={self._errors!r})"

    def error(self, action: str) -> float:
        """The stated error of one choice's value, in bets (0: exact)."""
        if action not in self._values:
            raise KeyError(action)
        return self._errors.get(action, 0.0)

    @property
    def errors(self) -> dict[str, float]:
        """The stated error of every choice (0: exact)."""
        return {k: self._errors.get(k, 0.0) for k in self._values}

    def label(self, action: str) -> str:
        """``'exact'`` or ``'±0.01'`` for one choice."""
        return error_label(self.error(action))
