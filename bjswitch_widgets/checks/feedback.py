"""The verdict a check returns, and how a learner sees it.

* :class:`Feedback` — correct or not, the right answer and the explanation (with its §);
  printed as one line, shown in a notebook as HTML in which every learner string is escaped.
* :func:`unreadable` — the note for an answer that could not be read (a typo, an empty
  answer): not a traceback, but how to write the answer.
* :func:`twin` — the ``assert_*`` twin of a check, for autograders such as nbgrader.
"""

from __future__ import annotations

import functools
import html
import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ParamSpec

P = ParamSpec("P")


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer: correct or not, the right answer, and why (with the §)."""

    correct: bool
    answer: Any
    expected: Any
    explanation: str = field(repr=False)
    readable: bool = field(default=True, repr=False)

    def __bool__(self) -> bool:
        return self.correct

    def __str__(self) -> str:
        if not self.readable:
            return f"✘ {self.explanation}"
        if self.correct:
            return f"✔ Correct: {show(self.expected)}. {self.explanation}"
        return (
            f"✘ Not quite. You said {show(self.answer)}; the answer is {show(self.expected)}. "
            f"{self.explanation}"
        )

    def _repr_html_(self) -> str:
        colour, mark = ("#0a7a2f", "✔") if self.correct else ("#b00020", "✘")
        if not self.readable:
            head = "Please check how the answer is written"
            body = ""
        elif self.correct:
            head = f"Correct: {show(self.expected)}"
            body = ""
        else:
            head = "Not quite"
            body = (
                f"<div>You said <b>{html.escape(show(self.answer))}</b>; the answer is "
                f"<b>{html.escape(show(self.expected))}</b>.</div>"
            )
        return (
            f'<div class="bjs-feedback" style="border-left:4px solid {colour};padding:4px 8px;'
            f'margin:4px 0;background:#fafafa">'
            f'<b style="color:{colour}">{mark} {html.escape(head)}</b>{body}'
            f"<div>{html.escape(self.explanation)}</div></div>"
        )

    def require(self) -> None:
        """Raise AssertionError with the explanation when the answer is wrong (autograders)."""
        if not self.correct:
            raise AssertionError(str(self))


def show(value: Any) -> str:
    """An answer as the feedback quotes it: ``yes``/``no``, ``'soft 17'``, ``4``, ``a / b``."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return " / ".join(show(v) for v in value)
    return repr(value) if isinstance(value, str) else str(value)


def unreadable(answer: Any, how: str) -> Feedback:
    """The feedback for an answer that could not be read: ``how`` says how to write it."""
    if isinstance(answer, str) and not answer.strip():
        return Feedback(False, answer, None, f"There is no answer yet. {how}", readable=False)
    return Feedback(False, answer, None, f"I could not read {answer!r} as {how}", readable=False)


def twin(check: Callable[P, Feedback]) -> Callable[P, None]:
    """The assert-style twin of a check: same parameters, returns None when the answer is
    right and raises AssertionError with the explanation when it is wrong (for autograders).

    Its name is the check's with ``assert_`` for ``check_``; its signature is the check's with
    the return annotation ``None``; its docstring says so, then repeats the check's
    :func:`description`.
    """

    @functools.wraps(check)
    def assert_(*args: P.args, **kwargs: P.kwargs) -> None:
        check(*args, **kwargs).require()

    name = check.__name__.replace("check_", "assert_", 1)
    assert_.__name__ = assert_.__qualname__ = name
    assert_.__signature__ = inspect.signature(check).replace(  # type: ignore[attr-defined]
        return_annotation=None
    )
    assert_.__annotations__ = {**check.__annotations__, "return": None}
    assert_.__doc__ = (
        f"Like :func:`{check.__name__}`, but raise AssertionError with the explanation when\n"
        "the answer is wrong (for autograders); return None when it is right.\n\n"
        + description(check)
    )
    return assert_


def description(check: Callable[..., Any]) -> str:
    """A check's docstring without its examples (those are the check's doctests, run once)."""
    lines = inspect.cleandoc(check.__doc__ or "").splitlines()
    examples = next((k for k, line in enumerate(lines) if line.startswith(">>>")), len(lines))
    return "\n".join(lines[:examples]).rstrip()
