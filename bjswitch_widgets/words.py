"""Small helpers for the English every learner reads: a count with its noun in the right number.

>>> count(1, "chip"), count(3, "chip"), count(0, "hand")
('1 chip', '3 chips', '0 hands')
"""

from __future__ import annotations

__all__ = ["count"]


def count(n: int, word: str) -> str:
    """``'1 chip'``, ``'2 chips'``: a number and its noun, singular for exactly one."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
