"""What a lesson question costs on the server: building a question with an answer from code
(check + hint + the progress file rewritten atomically), a Check click in the page, and the
progress file itself as it grows with a whole course's records.

    python benchmarks/lesson_questions.py [--questions N]

Prints medians and 90th percentiles in milliseconds, and the file's size.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from bjswitch_widgets import Lesson
from bjswitch_widgets.checks import check_total
from bjswitch_widgets.teaching.progress import Scoreboard

HANDS = [["A♠", "6♦"], ["K♠", "Q♦"], ["A♠", "A♦", "9♣"], ["7♣", "8♦", "6♥"], ["A♠", "6♦", "10♣"]]


def figures(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    return f"median {statistics.median(ms):.2f} ms, p90 {ms[int(len(ms) * 0.9)]:.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--questions", type=int, default=200)
    n = parser.parse_args().questions
    folder = Path(tempfile.mkdtemp())
    path = folder / ".bjswitch-progress.json"
    lesson = Lesson("01_card_values", progress_file=path)
    build, click = [], []
    for k in range(n):
        cards = HANDS[k % len(HANDS)]
        start = time.perf_counter()
        quiz = lesson.quiz(
            f"Question {k}: {' '.join(cards)}?", lambda a, c=cards: check_total(c, a), "hard 5"
        )
        build.append(time.perf_counter() - start)
        quiz.answer.value = "soft 17"
        start = time.perf_counter()
        quiz.check_button.click()
        click.append(time.perf_counter() - start)
    board = Scoreboard(path)
    for lesson_no in range(10):  # a course: 10 lessons of 30 questions
        for q in range(30):
            board.record(
                f"{lesson_no:02d}_lesson", f"Q{q}?", section="S (§1.1)", correct=q % 3 == 0
            )
    start = time.perf_counter()
    board.record("09_lesson", "one more?", correct=True)
    one_more = time.perf_counter() - start
    print(f"question from code (check, hint, progress file written): {figures(build)}")
    print(f"Check click in the page (check, answer, file written):   {figures(click)}")
    print(
        f"one answer recorded beside 301 others: {one_more * 1000:.2f} ms; "
        f"file {path.stat().st_size / 1024:.0f} KiB"
    )


if __name__ == "__main__":
    main()
