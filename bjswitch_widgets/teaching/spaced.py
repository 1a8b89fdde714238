"""Spaced practice, shared by every practice of the package (the player's decisions,
:mod:`.training`; the dealer's, :mod:`.dealer_practice`): missed drills come back, and the
figures that say what has been mastered.

* **Mistakes come back**: a missed drill is dealt again :data:`COME_BACK` deals later, and
  again at doubling intervals, until it is answered right :data:`RIGHT_TO_CLEAR` times in a row
  (:func:`reschedule`).
* **Mastery**: a kind is mastered when at least :data:`MASTERY_RIGHT` of its last
  :data:`MASTERY_WINDOW` first tries were right (:class:`Tally`). A first try is an answer to a
  drill not waiting to come back.

>>> queue: list[Comeback[str]] = []
>>> reschedule(queue, None, "8+8 against a 10", right=False, deals=5)
>>> [(c.drill, c.due) for c in queue]
[('8+8 against a 10', 8)]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

__all__ = [
    "COME_BACK",
    "HISTORY",
    "MASTERY_RIGHT",
    "MASTERY_WINDOW",
    "RIGHT_TO_CLEAR",
    "Comeback",
    "Tally",
    "count",
    "due",
    "reschedule",
]

#: A missed drill comes back this many deals later (then at doubling intervals).
COME_BACK = 3
#: A drill that came back leaves the queue once answered right this many times in a row.
RIGHT_TO_CLEAR = 2
#: Mastery: at least MASTERY_RIGHT right among the last MASTERY_WINDOW first tries of a kind.
MASTERY_WINDOW = 20
MASTERY_RIGHT = 18
#: The answers a practice keeps (the oldest go first; its tallies count every answer).
HISTORY = 500

D = TypeVar("D")


@dataclass
class Comeback(Generic[D]):
    """A missed drill waiting to come back: due at deal ``due``; ``gap`` deals until the next
    time after a right answer; ``streak`` right answers in a row since it was missed."""

    drill: D
    due: int
    gap: int = COME_BACK
    streak: int = 0


def due(queue: list[Comeback[D]], deals: int) -> Comeback[D] | None:
    """The missed drill to deal at deal ``deals``: of those due, the one due longest; None
    for a fresh deal."""
    waiting = [c for c in queue if c.due <= deals]
    return min(waiting, key=lambda c: c.due) if waiting else None


def reschedule(
    queue: list[Comeback[D]], entry: Comeback[D] | None, drill: D, *, right: bool, deals: int
) -> None:
    """After an answer at deal ``deals``: a missed fresh drill joins ``queue``; ``entry``, the
    drill that came back (None for a fresh one), comes back after a doubled gap when right,
    leaves after RIGHT_TO_CLEAR rights in a row, and starts over when wrong."""
    if entry is None:
        if not right:
            queue.append(Comeback(drill, due=deals + COME_BACK))
        return
    if right:
        entry.streak += 1
        if entry.streak >= RIGHT_TO_CLEAR:
            queue.remove(entry)
            return
        entry.gap *= 2
    else:
        entry.streak, entry.gap = 0, COME_BACK
    entry.due = deals + entry.gap


def count(tallies: dict[str, Tally], kind: str, answer: Counted) -> None:
    """Count ``answer`` in the tally of its ``kind`` and in ``"all"``."""
    for key in ("all", kind):
        tallies.setdefault(key, Tally()).add(answer)


class Counted(Protocol):
    """What a tally counts of one answer."""

    @property
    def right(self) -> bool: ...
    @property
    def first_try(self) -> bool: ...
    @property
    def cost(self) -> float: ...


@dataclass
class Tally:
    """The figures of one kind (or of ``"all"``) over every answer, which outlive the answers
    kept; ``recent``: the last MASTERY_WINDOW first tries, right or not."""

    answered: int = 0
    right: int = 0
    first_tries: int = 0
    right_first_try: int = 0
    cost: float = 0.0
    recent: list[bool] = field(default_factory=list)

    def add(self, answer: Counted) -> None:
        self.answered += 1
        self.right += answer.right
        self.cost += answer.cost
        if answer.first_try:
            self.first_tries += 1
            self.right_first_try += answer.right
            self.recent = [*self.recent, answer.right][-MASTERY_WINDOW:]

    def figures(self, *, cost: bool = True) -> dict[str, Any]:
        """The figures; ``cost=False`` for a practice whose answers cost nothing (no
        ``cost_per_100``)."""
        n, window = self.answered, self.recent
        out = {
            "answered": n,
            "right": self.right,
            "first_tries": self.first_tries,
            "right_first_try": self.right_first_try,
            "accuracy": self.right / n if n else None,
            "cost_per_100": 100 * self.cost / n if n else None,
            "mastered": len(window) == MASTERY_WINDOW and sum(window) >= MASTERY_RIGHT,
        }
        if not cost:
            del out["cost_per_100"]
        return out
