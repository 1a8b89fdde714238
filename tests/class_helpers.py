"""A class of three learners, made by hand for the class report's tests (issue 28).

=====================================  =====  =====  =====  ==========================
question (lesson)                      Ann    Ben    Cleo   answered / right at first
=====================================  =====  =====  =====  ==========================
Q1 shoe (01, §1.1)                     right  right  wrong  3 / 2
Q2 soft total (01, §1.1)               wrong  wrong  right  3 / 1
Q3 22 push (04, §1.10)                 right  wrong  —      2 / 1
Q4 soft 17 (04, §1.9)                  shown  —      right  2 / 1 (1 answer shown)
A3 insurance (10, topic §1.5 §1.6)     right  wrong  —      2 / 1
=====================================  =====  =====  =====  ==========================
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bjswitch_widgets.language import in_language
from bjswitch_widgets.teaching.progress import progress

Q1 = ("01_card_values", "How many cards are in the shoe?", "The shoe (§1.1)")
Q2 = ("01_card_values", "What is A♠ 6♦ worth, soft or hard?", "The ace: soft and hard (§1.1)")
Q3 = (
    "04_dealer_22_push",
    "Ann's hand 2 stands on 18 and the dealer makes 22. Does it win, push or lose?",
    "4b. Dealer exactly 22 (§1.10)",
)
Q4 = (
    "04_dealer_22_push",
    "The dealer holds A♠ 6♦. Does the dealer hit or stand?",
    "2. The drawing rule: the dealer hits soft 17 (§1.9)",
)
#: The final assessment records its questions by their English heading, sectionless.
A3 = ("10_final_assessment", "Question 3 of 12 — Insurance", None)


def a_record(first: str, when: str, *, tries: int = 1, solved: bool = True) -> dict[str, Any]:
    return {
        "section": None, "first_try": first, "tries": tries, "solved": solved,
        "revealed": first == "revealed", "first_at": when, "last_at": when,
    }  # fmt: skip


def progress_file(
    answers: list[tuple[tuple[str, str, str | None], str]], practice: Any = None
) -> str:
    """A progress file's text holding ``answers`` (question, first try), in that order."""
    lessons: dict[str, dict[str, Any]] = {}
    for n, ((lesson, question, section), first) in enumerate(answers):
        record = a_record(first, f"2026-12-01T10:{n:02d}:00+00:00", tries=1 + (first == "wrong"))
        record["section"] = section
        if first == "revealed":
            record["tries"], record["solved"] = 0, False
        lessons.setdefault(lesson, {})[question] = record
    data: dict[str, Any] = {"format": "bjswitch_widgets progress", "version": 1, "lessons": lessons}
    if practice is not None:
        data["practice"] = practice
    return json.dumps(data, ensure_ascii=False, indent=1)


def practice() -> dict[str, Any]:
    """Cleo's trainer at the switch table: 10 hard-total answers, 9 of them first tries, 7 of
    those right; they cost 2.5 chips against the best (25 per 100)."""
    tally = {"answered": 10, "right": 8, "first_tries": 9, "right_first_try": 7, "cost": 2.5,
             "recent": [True] * 7 + [False] * 2}  # fmt: skip
    state = {
        "version": 1, "profile": "switch", "focus": None, "deals": 10,
        "rng": [3, [0] * 624 + [624], None], "history": [],
        "tallies": {"all": tally, "hard": tally}, "queue": [],
        "drill": {"kind": "hard", "scenario": {"profile": "switch"}}, "comeback": None,
    }  # fmt: skip
    return {"trainer:switch": {"saved_at": "2026-12-01T11:00:00+00:00", "state": state}}


def make_class(tmp_path: Path) -> Path:
    """The class of the table above, in ``tmp_path/class``: Ann's progress file, Ben's CSV
    export in Russian, Cleo's progress file with a practice in her own folder, a damaged file,
    somebody's settings and a hidden folder's file."""
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "ann.json").write_text(
        progress_file(
            [(Q1, "right"), (Q2, "wrong"), (Q3, "right"), (Q4, "revealed"), (A3, "right")]
        ),
        encoding="utf-8",
    )
    ben = tmp_path / "ben.json"
    ben.write_text(
        progress_file([(Q1, "right"), (Q2, "wrong"), (Q3, "wrong"), (A3, "wrong")]),
        encoding="utf-8",
    )
    with in_language("ru"):  # Ben's lesson spoke Russian: his export's header and cells too
        progress(ben).to_csv(folder / "ben.csv")
    (folder / "cleo").mkdir()
    (folder / "cleo" / ".bjswitch-progress.json").write_text(
        progress_file([(Q1, "wrong"), (Q2, "right"), (Q4, "right")], practice()),
        encoding="utf-8",
    )
    text = progress_file([(Q1, "right")])
    (folder / "dan.json").write_text(text[: len(text) // 2], encoding="utf-8")  # cut short
    (folder / "settings.json").write_text('{"theme": "dark"}', encoding="utf-8")
    (folder / ".ipynb_checkpoints").mkdir()  # a hidden folder: never searched
    (folder / ".ipynb_checkpoints" / "eve.json").write_text("{", encoding="utf-8")
    return folder
