"""A pytest plugin for nbval runs of the learner's copies of the lessons (see
``test_lesson_copies.py``): every cell that asks a question must show "No answer yet" — the
learner has not answered — and never a verdict or an error, in the lesson's language (English or
Russian)."""

from __future__ import annotations

import pytest

NO_ANSWER = ("No answer yet", "Ответа пока нет")
VERDICTS = (
    "✔ Correct",
    "Not quite",
    "Not yet. Hint",
    "✔ Верно",
    "Не совсем",
    "Пока нет. Подсказка",
)


def _text(outputs: list) -> str:
    parts = []
    for output in outputs or []:
        parts.append(str(output.get("text", "")))
        parts.append(str(output.get("data", {}).get("text/plain", "")))
    return "\n".join(parts)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    cell = getattr(item, "cell", None)
    if call.when != "call" or report.failed or cell is None or "lesson.ask(" not in cell.source:
        return
    shown = _text(getattr(item, "test_outputs", None))
    asked = cell.source.count("lesson.ask(")
    problems = []
    notes = sum(shown.count(note) for note in NO_ANSWER)
    if notes < asked:
        problems.append(f"{asked} questions but {notes} 'No answer yet' notes")
    problems += [f"shows {v!r} before the learner answered" for v in VERDICTS if v in shown]
    if problems:
        report.outcome = "failed"
        report.longrepr = f"{item.name}: " + "; ".join(problems) + f"\n--- output ---\n{shown}"
