"""The options of the table, the trainer and a lesson's question, each declared once with its
default and its help.

In the spirit of ipywidgets' traits (``Unicode(help=…)``): :class:`TableOptions` is the one
signature of :class:`~.table.SwitchTable`, :class:`~.controller.TableController` and
:func:`~.setup.table_setup`, :class:`TrainerOptions` that of the :class:`~.trainer.Trainer` and
its controller, and :class:`Question` that of a lesson's ``ask`` and ``quiz``.
:func:`init_from` gives a class the parameters of a declaration (for ``help()``, Jupyter's ``?``
and mypy alike) while its ``__init__`` takes the declaration whole (:func:`method_from`: any
method; :func:`takes`: a function); :func:`options_doc` writes the parameters' section of a
docstring from the helps. Nothing here checks a value: :mod:`.setup`, ``Practice`` and ``Lesson``
do, before any widget is built. Pure Python.

>>> TableOptions(2, seed=5).players, TableOptions(2, seed=5).dealer_delay
(2, 0.5)
>>> print(options_doc(TrainerOptions).splitlines()[2])
profile:
"""

from __future__ import annotations

import functools
import inspect
import os
import textwrap
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import KW_ONLY, dataclass, field, fields
from typing import Any, Concatenate, ParamSpec, TypeVar

from ..checks.feedback import Feedback
from ..rules import Profile, Seat

__all__ = [
    "MARK",
    "Question",
    "TableOptions",
    "TrainerOptions",
    "arguments",
    "documented",
    "init_from",
    "method_from",
    "options_doc",
    "takes",
]

P = ParamSpec("P")
D = TypeVar("D")
R = TypeVar("R")
S = TypeVar("S")


def _help(text: str) -> dict[str, str]:
    return {"help": text}


@dataclass(frozen=True)
class TableOptions:
    """What an instructor or a learner chooses for a table (unchecked: see :mod:`.setup`)."""

    players: int | Sequence[str | Seat] = field(
        default=1,
        metadata=_help(
            "1–6, or a list of names (or :class:`~bjswitch_widgets.round.Seat` values)."
        ),
    )
    profile: str | Profile = field(
        default="switch",
        metadata=_help(
            'The table\'s rules: ``"switch"`` (the default), ``"classic"``, ``"online_switch"`` '
            'or ``"jack_switch"``, or a :class:`~bjswitch_widgets.rules.Profile`.'
        ),
    )
    seed: int | None = field(
        default=None,
        metadata=_help(
            "Seed of the shuffles: a whole number, or None (the default) for a fresh random "
            "session."
        ),
    )
    scenario: Mapping[str, Any] | str | os.PathLike[str] | None = field(
        default=None,
        metadata=_help(
            "A rules §5 dict or the path of a JSON file: the table deals exactly that shoe "
            "(players and profile come from the scenario). Its ``actions`` are not played; the "
            "learner plays them by clicking (or call ``play_scenario_actions``)."
        ),
    )
    rounds: int | None = field(
        default=None,
        metadata=_help(
            "Rounds in the session (the profile's, 10, by default; a scenario brings its own)."
        ),
    )
    _: KW_ONLY
    computer: Collection[str | int] = field(
        default=(),
        metadata=_help(
            "A list of the names (or 1-based seat numbers) of the seats played by the "
            "built-in simple strategy."
        ),
    )
    dealer_delay: float | None = field(
        default=0.5,
        metadata=_help(
            "Seconds between the dealer's steps, from 0 (none) to 10, scheduled on the kernel's "
            "event loop so the kernel never sleeps. ``None``: a ``Deal dealer`` button plays "
            "the dealer one step per click."
        ),
    )
    advisor: bool = field(
        default=False,
        metadata=_help(
            "Start with the ``Advisor`` on: the exact EV of every legal choice, and after each "
            "decision what it cost against the best."
        ),
    )
    undo: bool | None = field(
        default=None,
        metadata=_help(
            "Show an ``Undo`` button (key U) that takes back the learner's last decision, with "
            "the computer seats' decisions after it. ``None`` (default): on at a one-round "
            "table and for a scenario, off in a scored session of several rounds; ``False``: "
            "off."
        ),
    )
    size: str = field(
        default="normal",
        metadata=_help(
            '``"normal"`` or ``"large"``: cards and text one and a half times as big, to be '
            "read from across a classroom on a projector."
        ),
    )
    export: bool = field(
        default=False,
        metadata=_help(
            "Show an ``Export scenario`` button at the table's foot (off by default). It shows "
            "the table's ``scenario()`` — every card drawn, the face-down hole card and the "
            "cards still to come to the dealer included — so it is for instructors, never for "
            "a learner's table. ``scenario()`` itself always works."
        ),
    )
    lang: str | None = field(
        default=None,
        metadata=_help(
            'Every text of the table in this language: ``"en"`` or ``"ru"``, whatever the kernel speaks; None (the '
            "default): the kernel's (``set_language``, else ``BJSWITCH_LANG``, else English)."
        ),
    )


@dataclass(frozen=True)
class TrainerOptions:
    """What a learner chooses for a practice (unchecked: ``Practice`` checks it)."""

    profile: str | Profile = field(
        default="switch",
        metadata=_help("The table whose decisions are practised (a name or a Profile)."),
    )
    _: KW_ONLY
    seed: int | None = field(
        default=None,
        metadata=_help(
            "Seed of the drills. None (the default): a learner's practice, kept in the "
            "progress file so it goes on where it stopped; a seeded practice is never saved."
        ),
    )
    focus: str | None = field(
        default=None,
        metadata=_help(
            'One kind of drill ("switch", "insurance", "hard", "soft", "pairs", "22 push"), or '
            "None for every kind."
        ),
    )
    progress_file: str | os.PathLike[str] | None = field(
        default=None,
        metadata=_help("Where the practice is kept (None: the progress file beside the lessons)."),
    )
    lang: str | None = field(
        default=None,
        metadata=_help(
            'Every text of the trainer in this language: ``"en"`` or ``"ru"``, whatever the kernel speaks; None (the '
            "default): the kernel's (``set_language``, else ``BJSWITCH_LANG``, else English)."
        ),
    )


@dataclass(frozen=True)
class Question:
    """A lesson's question as :meth:`~.lesson.Lesson.ask` and ``quiz`` take it (checked there)."""

    question: str = field(metadata=_help("The question, as the learner reads it."))
    check: Callable[[Any], Feedback] = field(
        metadata=_help("Takes the learner's answer and returns its ``Feedback``.")
    )
    answer: Any = field(
        default=...,
        metadata=_help(
            "The learner's answer written in code (``...``: none yet): it fills the input and is "
            "checked at once, as a press of Check would."
        ),
    )
    _: KW_ONLY
    choices: Sequence[str] | None = field(
        default=None, metadata=_help("Buttons to choose from instead of a text input.")
    )
    section: str | None = field(
        default=None,
        metadata=_help(
            "The heading of the lesson section the question belongs to (the scoreboard links "
            "to it)."
        ),
    )


def arguments(options: object) -> dict[str, Any]:
    """A declaration's values by name, to hand them whole to another class built from it (no
    copy of the values, unlike ``dataclasses.asdict``)."""
    return {f.name: getattr(options, f.name) for f in fields(options)}  # type: ignore[arg-type]


def _signature(
    declaration: Callable[..., Any], func: Callable[..., Any], *, method: bool
) -> inspect.Signature:
    """The declaration's parameters (after ``self`` for a method) and ``func``'s return."""
    own = inspect.signature(declaration)
    head = [inspect.Parameter("self", inspect.Parameter.POSITIONAL_ONLY)] if method else []
    returns = inspect.signature(func).return_annotation
    return own.replace(parameters=[*head, *own.parameters.values()], return_annotation=returns)


def method_from(
    declaration: Callable[P, D],
) -> Callable[[Callable[[S, D], R]], Callable[Concatenate[S, P], R]]:
    """Give a method ``f(self, options)`` the declaration's parameters: ``obj.f(…)`` (or
    ``Cls(…)`` for ``__init__``) builds the declaration from its arguments and hands it whole."""

    def decorate(method: Callable[[S, D], R]) -> Callable[Concatenate[S, P], R]:
        @functools.wraps(method)
        def call(self: S, /, *args: P.args, **kwargs: P.kwargs) -> R:
            try:
                options = declaration(*args, **kwargs)
            except TypeError as error:  # an unknown or doubled argument: name what was called
                name = method.__name__
                called = type(self).__name__ + ("" if name == "__init__" else f".{name}")
                named = getattr(declaration, "__qualname__", "")
                raise TypeError(str(error).replace(f"{named}.__init__()", f"{called}()")) from None
            return method(self, options)

        del call.__wrapped__  # help() reads the signature
        call.__signature__ = _signature(declaration, method, method=True)  # type: ignore[attr-defined]
        return call

    return decorate


def init_from(
    declaration: Callable[P, D],
) -> Callable[[Callable[[S, D], None]], Callable[Concatenate[S, P], None]]:
    """Give ``__init__(self, options)`` the declaration's parameters: ``Cls(…)`` builds the
    declaration from its arguments and hands it to the decorated ``__init__`` whole."""
    return method_from(declaration)


def takes(declaration: Callable[P, D]) -> Callable[[Callable[[D], R]], Callable[P, R]]:
    """Give a function of one declaration the declaration's parameters (as :func:`init_from`
    does for a class)."""

    def decorate(func: Callable[[D], R]) -> Callable[P, R]:
        @functools.wraps(func)
        def call(*args: P.args, **kwargs: P.kwargs) -> R:
            return func(declaration(*args, **kwargs))

        del call.__wrapped__
        call.__signature__ = _signature(declaration, func, method=False)  # type: ignore[attr-defined]
        return call

    return decorate


def options_doc(declaration: type, indent: str = "") -> str:
    """The parameters' section of a docstring, from the declaration's helps (numpydoc)."""
    lines = ["Parameters", "----------"]
    for f in fields(declaration):
        lines += [f"{f.name}:", *(f"    {line}" for line in textwrap.wrap(f.metadata["help"], 88))]
    return "\n".join(indent + line if line else line for line in lines)


#: The line of a docstring that :func:`documented` replaces with the parameters' section.
MARK = "<options>"

T = TypeVar("T", bound=type)


def documented(declaration: type) -> Callable[[T], T]:
    """Write the declaration's parameters into a class's docstring, at the line holding
    :data:`MARK` (indented as that line is)."""

    def decorate(cls: T) -> T:
        doc = cls.__doc__ or ""
        lines = doc.split("\n")
        at = next(k for k, line in enumerate(lines) if line.strip() == MARK)
        indent = lines[at][: len(lines[at]) - len(lines[at].lstrip())]
        lines[at] = options_doc(declaration, indent)
        cls.__doc__ = "\n".join(lines)
        return cls

    return decorate
