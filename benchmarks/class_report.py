"""What a class report costs: reading the learners' progress files, working out the figures and
writing the page, for a class that answered every question of every lesson.

    python benchmarks/class_report.py [--learners N] [--runs R]

Makes N learners' progress files (every question of the package's lessons answered, a third of
them wrong at the first try, the final assessment too) in a temporary folder, then prints the
median over R runs of: reading the files (``read_class``), the figures (``figures``), the page
(``report_page``), and the whole command; with the files' total size.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from bjswitch_widgets.teaching.assessment import INSTRUCTOR, Assessment
from bjswitch_widgets.teaching.class_files import read_class
from bjswitch_widgets.teaching.class_page import report_page
from bjswitch_widgets.teaching.class_report import figures, lesson_titles, write_class_report
from bjswitch_widgets.teaching.course_questions import question_parts
from bjswitch_widgets.teaching.lessons import lesson_names, reading_code, source


def questions() -> list[tuple[str, str]]:
    """(lesson, question) for every question the package's lessons ask."""
    found = []
    for name in lesson_names():
        notebook = source(name)
        if notebook["metadata"].get("bjswitch_widgets", {}).get("assessment"):
            found += [(name, item.key) for item in Assessment(INSTRUCTOR).items]
            continue
        with reading_code(name):
            parts = question_parts(notebook, name)
        found += [
            (name, q.text or q.name)
            for cell in parts.values()
            for part in cell
            if part.kind == "ask"
            for q in part.questions
        ]
    return found


def make_class(folder: Path, learners: int) -> int:
    rng = random.Random(1)
    asked = questions()
    size = 0
    for n in range(learners):
        lessons: dict[str, dict[str, object]] = {}
        for lesson, question in asked:
            first = rng.choices(["right", "wrong", "revealed"], [6, 3, 1])[0]
            lessons.setdefault(lesson, {})[question] = {
                "section": "A heading (§1.10)", "first_try": first, "tries": 1 + (first == "wrong"),
                "solved": first != "revealed", "revealed": first == "revealed",
                "first_at": "2026-12-01T10:00:00+00:00", "last_at": "2026-12-01T10:05:00+00:00",
            }  # fmt: skip
        text = json.dumps(
            {"format": "bjswitch_widgets progress", "version": 1, "lessons": lessons},
            ensure_ascii=False,
        )
        (folder / f"learner{n:02d}.json").write_text(text, encoding="utf-8")
        size += len(text.encode("utf-8"))
    return size


def median_ms(run, runs: int) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        run()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "class"
        folder.mkdir()
        size = make_class(folder, args.learners)
        titles = lesson_titles()
        learners, skipped = read_class([folder], titles)
        report = figures(learners, skipped, titles)
        print(
            f"{args.learners} learners, {len(report.questions)} questions, "
            f"{size / 1e6:.2f} MB of progress files"
        )
        print(
            f"reading the files: {median_ms(lambda: read_class([folder], titles), args.runs):.0f} ms"
        )
        print(
            f"the figures:       {median_ms(lambda: figures(learners, skipped, titles), args.runs):.0f} ms"
        )
        print(f"the page:          {median_ms(lambda: report_page(report), args.runs):.0f} ms")
        out = Path(tmp) / "report.html"
        whole = median_ms(lambda: write_class_report(out, [folder], force=True), args.runs)
        print(f"the whole report:  {whole:.0f} ms ({out.stat().st_size / 1e3:.0f} kB page)")


if __name__ == "__main__":
    main()
