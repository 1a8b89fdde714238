"""Values a hostile or clumsy caller passes, shared by the tests that feed them to the package:
an object that cannot be printed, a list that holds itself, a list nested past Python's
recursion limit, and a one-question lesson notebook of an instructor's own (a cheap ``--from``)."""

from __future__ import annotations

from typing import Any


class Unprintable:
    """An object whose ``str`` and ``repr`` raise."""

    def __str__(self) -> str:
        raise RuntimeError("no str")

    def __repr__(self) -> str:
        raise RuntimeError("no repr")


def itself() -> list[Any]:
    """A list that holds itself."""
    out: list[Any] = []
    out.append(out)
    return out


def nested(depth: int) -> list[Any]:
    """A list ``depth`` deep: ``[[[…]]]``."""
    out: list[Any] = []
    for _ in range(depth):
        out = [out]
    return out


#: A lesson of the instructor's own, one question: a cheap --from folder.
QUIZ = {
    "cells": [
        {"cell_type": "markdown", "metadata": {}, "source": ["## S"]},
        {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": 1,
         "source": ["q = 17  # ← A♠ 6♦\n", "lesson.ask('A♠ 6♦?', f, q, section='S')"]},
    ],
    "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
}  # fmt: skip
