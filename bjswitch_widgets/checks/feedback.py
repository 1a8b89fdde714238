"""The verdict a check returns, and how a learner sees it.

* :class:`Feedback` — correct or not, the right answer and the explanation (with its §);
  printed as one line, shown in a notebook as HTML in which every learner string is escaped.
* :func:`unreadable` — the note for an answer that could not be read (a typo, an empty
  answer): not a traceback, but how to write the answer; :func:`question_note` — the note
  for a question that cannot be answered as asked (cards no shoe deals).
* :func:`too_big` and :func:`quote` — the limits on a raw answer (text over 1,000
  characters, containers over 100 items or 3 levels deep, numbers over 15 digits), and a
  short, safe quotation of any value (never a traceback, even for a 5,000-digit number);
* :func:`twin` — the ``assert_*`` twin of a check, for autograders such as nbgrader.

A first wrong try in a lesson is answered with :meth:`Feedback.hint_text` (the rule to read
again, with its §, never the answer); the answer and the explanation come on the second.
"""

from __future__ import annotations

import functools
import html
import inspect
import numbers
import re
import textwrap
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ParamSpec

from ..errors import QuoteRepr, digits, type_word
from ..language import get_language, ngettext, pgettext
from ..language import gettext as _
from ..rulebook import rulebook, sections, title

P = ParamSpec("P")

MAX_TEXT = 1000
MAX_ITEMS = 100
MAX_DEPTH = 3
MAX_DIGITS = 15
#: How many characters of an answer a note quotes.
QUOTE_CHARS = 60
#: The longest line of an assert_* twin's message (see Feedback.require).
ASSERT_WIDTH = 88
#: Colours that follow the notebook's theme (JupyterLab's and Voila's variables), with light
#: fallbacks for a page that has none. They colour the marks and borders only: the text keeps
#: the theme's own text colour, readable in the light and the dark theme.
RIGHT = "var(--jp-success-color1, #0a7a2f)"
WRONG = "var(--jp-error-color1, #b00020)"
HINT = "var(--jp-warn-color1, #b26a00)"
PANEL = "background:var(--jp-layout-color2, #f5f5f5);color:var(--jp-content-font-color1, #1a1a1a)"
#: A section of the rules document cited in an explanation: "§1.10".
_CITED = re.compile(r"§(\d+(?:\.\d+)*)")


def too_big(answer: Any, depth: int = 0) -> str | None:
    """Why ``answer`` is too large to read, or None when it may be read: text over
    :data:`MAX_TEXT` characters, a container over :data:`MAX_ITEMS` items or nested deeper than
    :data:`MAX_DEPTH`, a number of more than :data:`MAX_DIGITS` digits.

    >>> too_big("x" * 1001)
    'it is too long (over 1,000 characters)'
    >>> too_big(10**5000)
    'it is too large a number (over 15 digits)'
    >>> too_big([[[[[1]]]]]) is not None, too_big([1, 2, 3])
    (True, None)
    """
    if isinstance(answer, (str, bytes)):
        if len(answer) <= MAX_TEXT:
            return None
        return ngettext(
            "it is too long (over {n} character)", "it is too long (over {n} characters)", MAX_TEXT
        ).format(n=_thousands(MAX_TEXT))
    if isinstance(answer, numbers.Integral) and not isinstance(answer, bool):
        if digits(int(answer)) > MAX_DIGITS:
            return ngettext(
                "it is too large a number (over {n} digit)",
                "it is too large a number (over {n} digits)",
                MAX_DIGITS,
            ).format(n=MAX_DIGITS)
        return None
    if isinstance(answer, (list, tuple, set, frozenset, Mapping)):
        if depth >= MAX_DEPTH:
            return ngettext(
                "it is nested too deeply (more than {n} level)",
                "it is nested too deeply (more than {n} levels)",
                MAX_DEPTH,
            ).format(n=MAX_DEPTH)
        if len(answer) > MAX_ITEMS:
            return _("it has too many items (over {n})").format(n=MAX_ITEMS)
        items = [*answer.keys(), *answer.values()] if isinstance(answer, Mapping) else answer
        return next((w for w in (too_big(x, depth + 1) for x in items) if w is not None), None)
    return None


def _thousands(n: int) -> str:
    """``1,000`` in English, ``1 000`` in Russian (a no-break space between the thousands)."""
    text = f"{n:,}"
    return text.replace(",", "\u00a0") if get_language() == "ru" else text


class _Short(QuoteRepr):
    """The package's quotation (:class:`~bjswitch_widgets.errors.QuoteRepr`), a number
    written out only while it may be read as an answer, and named in the language chosen."""

    max_digits = MAX_DIGITS

    def repr_int(self, x: int, level: int) -> str:
        n = digits(x)
        if n <= self.max_digits:
            return repr(x)
        return ngettext("a {n}-digit number", "a {n}-digit number", n).format(n=n)


_SHORT = _Short()


def quote(answer: Any) -> str:
    """``answer`` in a short form for a note: ``'sfot 17'``, ``[1, None]``, ``a 5001-digit
    number``; never raises.

    >>> quote(10**5000)
    'a 5001-digit number'
    """
    try:
        text = _SHORT.repr(answer)
    except Exception:  # a container whose items cannot even be listed
        # Translators: an answer that cannot be quoted, named by its Python type ("a list")
        return _("a {type}").format(type=type_word(answer))
    return text if len(text) <= QUOTE_CHARS + 20 else text[: QUOTE_CHARS + 19] + "…"


@dataclass(frozen=True, repr=False)
class Feedback:
    """The verdict on one answer: correct or not, the right answer, and why (with the §)."""

    correct: bool
    answer: Any
    expected: Any
    explanation: str = field(repr=False)
    readable: bool = field(default=True, repr=False)
    hint: str = field(default="", repr=False)
    #: The right answer as the learner reads it, when ``expected`` is a value in the package's
    #: words (``"soft 17"``, ``"push"``) that the language says otherwise (``"мягкие 17"``);
    #: None shows ``expected`` itself.
    shown: Any = field(default=None, repr=False, compare=False)

    @property
    def sections(self) -> tuple[str, ...]:
        """The rules sections the explanation cites, in order (``('1.1',)``)."""
        known = set(sections())
        cited = [s for s in _CITED.findall(self.explanation) if s in known]
        return tuple(dict.fromkeys(cited))

    def hint_text(self) -> str:
        """What a first wrong try is told: which rule decides it (with its §), never the answer.

        >>> from bjswitch_widgets.checks import check_total
        >>> print(check_total(["A♠", "6♦", "10♣"], "soft 17").hint_text())
        Not yet. Hint: this is decided by rules §1.1, Cards and values. Read it again and try once more.
        """
        if self.hint:
            return _("Not yet. Hint: {hint} Try once more.").format(hint=self.hint)
        if not self.sections:
            return _("Not yet. Read the question again and try once more.")
        section = self.sections[0]
        return _(
            "Not yet. Hint: this is decided by rules §{section}, {title}. "
            "Read it again and try once more."
        ).format(section=section, title=title(section))

    def hint_html(self) -> str:
        """:meth:`hint_text` as HTML, with the cited section of the rules to unfold and read."""
        rule = ""
        if self.sections:
            section = self.sections[0]
            read = _("Read rules §{section} {title}").format(section=section, title=title(section))
            rule = (
                f'<details class="bjs-hint-rule"><summary>{html.escape(read)}</summary>'
                f"{markdown_html(rulebook(section).markdown)}</details>"
            )
        return (
            f'<div class="bjs-feedback bjs-hint" style="border-left:4px solid {HINT};'
            f'padding:4px 8px;margin:4px 0;{PANEL}">'
            f'<b><span style="color:{HINT}">✎</span> {html.escape(self.hint_text())}</b>{rule}</div>'
        )

    def __repr__(self) -> str:
        return (
            f"Feedback(correct={self.correct!r}, answer={quote(self.answer)}, "
            f"expected={quote(self.expected)})"
        )

    def __bool__(self) -> bool:
        return self.correct

    def _right(self) -> str:
        """The right answer as the verdict quotes it."""
        return show(self.expected if self.shown is None else self.shown)

    def _said(self) -> str:
        """The learner's answer as the verdict quotes it: like the right answer, so that both
        sides read alike — a typed ``"7"`` or ``"yes"`` against the number 6 or the answer no is
        shown bare, as they are ("You said 7; the answer is 6"), not in quotation marks on one
        side only. Text that needs escaping keeps its escaped form."""
        right = self.expected if self.shown is None else self.shown
        said = self.answer
        if isinstance(said, str) and not isinstance(right, str) and not too_big(said):
            plain = " ".join(said.split())
            if plain and repr(plain) == f"'{plain}'" and len(plain) <= QUOTE_CHARS:
                return plain
        return show(said)

    def __str__(self) -> str:
        if not self.readable:
            return f"✘ {self.explanation}"
        if self.correct:
            verdict = _("Correct: {expected}.").format(expected=self._right())
            return f"✔ {verdict} {self.explanation}"
        verdict = _("Not quite. You said {answer}; the answer is {expected}.").format(
            answer=self._said(), expected=self._right()
        )
        return f"✘ {verdict} {self.explanation}"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """A notebook's plain-text form (and nbval's) is the sentence :func:`print` shows."""
        printer.text(str(self))

    def _repr_html_(self) -> str:
        colour, mark = (RIGHT, "✔") if self.correct else (WRONG, "✘")
        if not self.readable:  # a note on how to write it, not a wrong answer
            colour, mark = HINT, "✎"
            head = _("Please check how the answer is written")
            body = ""
        elif self.correct:
            head = _("Correct: {expected}").format(expected=self._right())
            body = ""
        else:
            head = _("Not quite")
            said = _("You said {answer}; the answer is {expected}.")
            body = "<div>{}</div>".format(
                html.escape(said).format(
                    answer=f"<b>{html.escape(self._said())}</b>",
                    expected=f"<b>{html.escape(self._right())}</b>",
                )
            )
        return (
            f'<div class="bjs-feedback" style="border-left:4px solid {colour};padding:4px 8px;'
            f'margin:4px 0;{PANEL}">'
            f'<b><span style="color:{colour}">{mark}</span> {html.escape(head)}</b>{body}'
            f"<div>{html.escape(self.explanation)}</div></div>"
        )

    def require(self) -> None:
        """Raise AssertionError with the explanation when the answer is wrong (autograders).

        The message is broken into lines of at most :data:`ASSERT_WIDTH` characters: an
        autograder shows it as preformatted text (nbgrader's feedback page does not wrap it).
        """
        __tracebackhide__ = True  # pytest leaves this frame out (IPython shows a raising frame)
        if not self.correct:
            raise AssertionError(
                "\n".join(
                    textwrap.fill(
                        line, ASSERT_WIDTH, break_long_words=False, break_on_hyphens=False
                    )
                    for line in str(self).splitlines()
                )
            )


def _inline(text: str) -> str:
    text = html.escape(text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    text = re.sub(r"(?<![\w*])\*(?![\s*])(.+?)(?<![\s*])\*(?![\w*])", r"<i>\1</i>", text)
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", text)


def markdown_html(text: str) -> str:
    """A rules section's Markdown as simple HTML (escaped first): the heading dropped,
    paragraphs joined, ``- `` items as a list, ``**bold**``, ``*italic*`` and ```code``` kept.

    >>> markdown_html("### 1.4 Naturals\\n\\n- An ace and a ten,\\n  dealt so.\\n- **Only** one.")
    '<div style="margin-top:4px"><ul style="margin:4px 0"><li>An ace and a ten, dealt so.</li><li><b>Only</b> one.</li></ul></div>'
    >>> markdown_html("### 1.7\\n\\nExchange the *second* cards; 2 * 3 stays.")
    '<div style="margin-top:4px"><p>Exchange the <i>second</i> cards; 2 * 3 stays.</p></div>'
    """
    blocks: list[tuple[str, list[str]]] = []  # ("p" or "li", lines)
    for line in text.strip().splitlines()[1:]:
        stripped = line.strip()
        if not stripped:
            blocks.append(("gap", []))
        elif stripped.startswith(("- ", "* ")):
            blocks.append(("li", [stripped[2:]]))
        elif blocks and blocks[-1][0] in ("p", "li"):
            blocks[-1][1].append(stripped)
        else:
            blocks.append(("p", [stripped]))
    out: list[str] = []
    in_list = False
    for kind, lines in blocks:
        if kind == "gap":
            continue
        if kind == "li" and not in_list:
            out.append('<ul style="margin:4px 0">')
        if kind != "li" and in_list:
            out.append("</ul>")
        in_list = kind == "li"
        tag = "li" if kind == "li" else "p"
        out.append(f"<{tag}>{_inline(' '.join(lines))}</{tag}>")
    if in_list:
        out.append("</ul>")
    return f'<div style="margin-top:4px">{"".join(out)}</div>'


def show(value: Any) -> str:
    """An answer as the feedback quotes it: ``yes``/``no``, ``'soft 17'``, ``4``, ``a / b``;
    anything large or strange in a short form (:func:`quote`), never a traceback."""
    if isinstance(value, bool):
        return pgettext("answer", "yes") if value else pgettext("answer", "no")
    if too_big(value):
        return quote(value)
    if isinstance(value, (list, tuple)):
        return " / ".join(show(v) for v in value)
    if isinstance(value, Mapping) and all(isinstance(k, str) for k in value):
        return "; ".join(f"{k}: {_plain(v)}" for k, v in value.items())
    if isinstance(value, str):
        return quoted(value)
    if isinstance(value, (numbers.Number, dict)) or value is None:
        return str(value)
    return quote(value)


def quoted(text: str) -> str:
    """A learner's word in the quotation marks of the language: ``'soft 17'`` in English (as
    Python writes it), «мягкие 17» in Russian; text with a quote mark or an unprintable
    character in it is written as Python writes it, escaped, in any language.

    >>> quoted("soft 17")
    "'soft 17'"
    """
    written = repr(text)
    if written != f"'{text}'":
        return written
    # Translators: the quotation marks around a word the learner typed or is to type; «{text}»
    return pgettext("quoted answer", "'{text}'").format(text=text)


def _plain(value: Any) -> str:
    """A value inside a listing: text as it is, anything else as :func:`show` gives it."""
    return value if isinstance(value, str) else show(value)


def unreadable(answer: Any, what: str, hint: str = "") -> Feedback:
    """The feedback for an answer that could not be read: ``what`` the question wants (``"a
    total"``, translated: in Russian in the accusative, ``"сумму очков"``, as it follows both
    «напишите» and «прочитать как») and a ``hint`` on how to write it. An empty, too large or
    strange answer gets a note of its own, never a traceback.

    >>> print(unreadable("", "a total", "Write the points, e.g. 'soft 17', or 'bust'."))
    ✘ There is no answer yet. Please write a total: write the points, e.g. 'soft 17', or 'bust'.
    >>> print(unreadable("sfot 17", "a total", "Write the points, or 'bust'."))
    ✘ I could not read 'sfot 17' as a total. Write the points, or 'bust'.
    >>> print(unreadable("x" * 5000, "a total", "Write the points, or 'bust'."))
    ✘ I did not read that answer: it is too long (over 1,000 characters). Please write a total: write the points, or 'bust'.
    """
    # Translators: {what} is what the question wants ("a total"), {how} the hint on writing it
    please = (
        _("Please write {what}: {how}").format(what=what, how=f"{hint[:1].lower()}{hint[1:]}")
        if hint
        else what
    )
    if isinstance(answer, str) and not answer.strip():
        note = _("There is no answer yet. {please}").format(please=please)
        return Feedback(False, answer, None, note, readable=False)
    why = too_big(answer)
    if why is not None:
        note = _("I did not read that answer: {reason}.").format(reason=why)
        return Feedback(False, None, None, note + (f" {please}" if hint else ""), readable=False)
    end = f". {hint}" if hint else ""
    # Translators: {what} is what the question wants ("a total"), as for "Please write {what}"
    if isinstance(answer, str):  # as typed, spaces around and doubled spaces aside (a control
        answer = re.sub(" {2,}", " ", answer.strip(" "))  # character stays, shown escaped)
    short = isinstance(answer, str) and len(answer) <= QUOTE_CHARS
    said = quoted(answer) if short else quote(answer)
    note = _("I could not read {answer} as {what}").format(answer=said, what=what)
    return Feedback(False, answer, None, note + end, readable=False)


def question_note(answer: Any, why: str) -> Feedback:
    """The feedback for a question that cannot be answered as asked (its cards cannot be dealt,
    say): a note saying ``why``, not a try, never a ✔.

    >>> feedback = question_note(17, "no table deals these cards")
    >>> feedback.correct, feedback.readable
    (False, False)
    >>> print(feedback)
    ✘ The question cannot be answered as asked: no table deals these cards.
    """
    text = _("The question cannot be answered as asked: {reason}.").format(reason=why)
    return Feedback(False, answer, None, text, readable=False)


def twin(check: Callable[P, Feedback]) -> Callable[P, None]:
    """The assert-style twin of a check: same parameters, returns None when the answer is
    right and raises AssertionError with the explanation when it is wrong (for autograders).

    Its name is the check's with ``assert_`` for ``check_``; its signature is the check's with
    the return annotation ``None``; its docstring says so, then repeats the check's
    :func:`description`.
    """

    @functools.wraps(check)
    def assert_(*args: P.args, **kwargs: P.kwargs) -> None:
        __tracebackhide__ = True  # pytest and IPython leave this frame out of a traceback
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
