"""What the final assessment costs: making a learner's twelve questions from a name (fresh
shoes dealt until each topic's situation turns up, two decisions valued exactly), grading twelve
answers, and the page's Start and Hand in (the questions drawn; every answer graded and recorded
in the progress file).

    python benchmarks/assessment.py [--learners N]

Prints medians and 90th percentiles in milliseconds over N learners' names.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from bjswitch_widgets import Assessment, Lesson
from bjswitch_widgets.widgets.assessment import AssessmentView


def figures(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    return f"median {statistics.median(ms):.1f} ms, p90 {ms[int(len(ms) * 0.9)]:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--learners", type=int, default=40)
    n = parser.parse_args().learners
    make, grade, start, hand_in = [], [], [], []
    folder = Path(tempfile.mkdtemp())
    for k in range(n):
        name = f"learner {k}"
        t0 = time.perf_counter()
        exam = Assessment(name)
        make.append(time.perf_counter() - t0)
        answers = [item.best for item in exam.items]
        t0 = time.perf_counter()
        exam.score(answers)
        grade.append(time.perf_counter() - t0)
        lesson = Lesson("10_final_assessment", progress_file=folder / f"{k}.json")
        t0 = time.perf_counter()
        view = AssessmentView(lesson, f"learner {k + n}")  # a name not made above
        start.append(time.perf_counter() - t0)
        assert view.exam is not None
        for box, item in zip(view.inputs, view.exam.items, strict=True):
            box.value = item.best
        t0 = time.perf_counter()
        view.hand_in_button.click()
        hand_in.append(time.perf_counter() - t0)
    print(f"questions made from a name (12 topics):        {figures(make)}")
    print(f"twelve answers graded:                          {figures(grade)}")
    print(f"Start in the page (questions made and drawn):   {figures(start)}")
    print(f"Hand in (graded, shown, 12 records written):    {figures(hand_in)}")


if __name__ == "__main__":
    main()
