"""Small helpers for the English every learner reads: a count with its noun in the right number,
a list of words joined as a sentence joins them.

>>> count(1, "chip"), count(3, "chip"), count(0, "hand")
('1 chip', '3 chips', '0 hands')
>>> count("0.3", "chip"), count(0, "missed drill", zero="no")
('0.3 chips', 'no missed drills')
>>> listing(["keep", "switch"]), listing(["stand", "hit", "double"]), listing(["hit"])
('keep and switch', 'stand, hit and double', 'hit')
"""

from __future__ import annotations

__all__ = ["count", "listing"]


def count(n: int | str, word: str, *, zero: str = "") -> str:
    """``'1 chip'``, ``'2 chips'``: a number and its noun, singular for exactly one. ``n`` may
    be a number already written (``'0.3'``, ``'1'``); ``zero`` is said for none instead of 0
    (``count(0, "missed drill", zero="no")`` is ``'no missed drills'``)."""
    number = zero if zero and str(n) == "0" else n
    return f"{number} {word}" if str(n) == "1" else f"{number} {word}s"


def listing(words: list[str]) -> str:
    """``'keep and switch'``, ``'stand, hit and double'``: words joined with commas and a last
    "and"."""
    return " and ".join([", ".join(words[:-1]), words[-1]]) if len(words) > 1 else "".join(words)
