"""The rules document that ships with the package (``bjswitch_widgets/rules.md``, and in Russian
``bjswitch_widgets/rules.ru.md`` with the same sections, tables and numbers).

Every explanation, check and error message cites a section of it, like "§1.10". Ask for that
section by number (with or without the "§"), or for the whole document:

>>> section = rulebook("1.4")
>>> print(str(section).splitlines()[0])
### 1.4 Naturals
>>> section.section
'1.4'
>>> rulebook("§1.4") == section
True
>>> sections()[:3]
['1', '1.1', '1.2']

As the last line of a notebook cell the section is shown as formatted Markdown. An unknown section
is refused with the list of the known ones:

>>> rulebook("9.9")
Traceback (most recent call last):
...
bjswitch_widgets.errors.InvalidInputError: unknown rules section '9.9': known sections are 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 1.10, 1.11, 1.12, 2, 3, 4, 5, 5.1, 5.2, 5.3, 5.4, 5.5, 5.6, 5.7, 6, 6.1, 6.2, 6.3, 6.4, 7

The document is read in the current language (:func:`~bjswitch_widgets.language.get_language`);
a language without its own document reads the English one:

>>> from bjswitch_widgets.language import in_language
>>> with in_language("ru"):
...     print(str(rulebook("1.4")).splitlines()[0])
### 1.4 Натуральные
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from .errors import InvalidInputError, quote
from .language import get_language
from .language import gettext as _

__all__ = ["RulesText", "rulebook", "sections", "title"]

#: A numbered heading: ``## 1 The Switch table`` or ``### 1.10 Settlement``.
_HEADING = re.compile(r"^(#{1,6})\s+(\d+(?:\.\d+)*)\s")
#: Any Markdown heading (a numbered one or not), to know where a section ends.
_ANY_HEADING = re.compile(r"^(#{1,6})\s")
_FENCE = re.compile(r"^\s*(```|~~~)")


@dataclass(frozen=True, repr=False)
class RulesText:
    """A piece of the rules document: one section (``section`` is its id) or all of it (None).

    ``str()`` gives the Markdown; in JupyterLab and Voila it renders as Markdown.
    """

    section: str | None
    markdown: str

    def __str__(self) -> str:
        return self.markdown

    def __repr__(self) -> str:  # a console shows the text itself, as a notebook does
        return self.markdown

    def _repr_markdown_(self) -> str:
        """The Markdown a notebook shows: one section's headings start at level 2, so that under
        a lesson's title they go one level down, never skip one (a screen reader's outline)."""
        if self.section is None:
            return self.markdown
        return _shifted(self.markdown, top=2)


def _shifted(markdown: str, top: int) -> str:
    """``markdown`` with every heading (outside code fences) moved by the same number of levels,
    the first one to level ``top``."""
    lines, delta, in_fence = markdown.splitlines(), None, False
    for index, line in enumerate(lines):
        if _FENCE.match(line):
            in_fence = not in_fence
        heading = None if in_fence else _ANY_HEADING.match(line)
        if heading is None:
            continue
        level = len(heading.group(1))
        delta = top - level if delta is None else delta
        lines[index] = "#" * min(max(level + delta, 1), 6) + line[level:]
    return "\n".join(lines) + ("\n" if markdown.endswith("\n") else "")


def _language() -> str:
    """The current language if it has its own rules document (``rules.<lang>.md``), else English."""
    lang = get_language()
    if lang != "en" and (resources.files("bjswitch_widgets") / f"rules.{lang}.md").is_file():
        return lang
    return "en"


@cache
def _document(lang: str) -> str:
    """The whole rules document in ``lang`` (``"en"`` is ``rules.md``), read once per language."""
    name = "rules.md" if lang == "en" else f"rules.{lang}.md"
    return (resources.files("bjswitch_widgets") / name).read_text(encoding="utf-8")


@cache
def _sections(lang: str) -> dict[str, str]:
    """Section id → its Markdown (heading to the next heading of the same or a higher level)."""
    lines = _document(lang).splitlines()
    headings: list[tuple[int, int, str | None]] = []  # (line index, level, id or None)
    in_fence = False
    for index, line in enumerate(lines):
        if _FENCE.match(line):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        heading = _ANY_HEADING.match(line)
        if heading is None:
            continue
        numbered = _HEADING.match(line)
        headings.append((index, len(heading.group(1)), numbered.group(2) if numbered else None))
    found: dict[str, str] = {}
    for k, (start, level, section) in enumerate(headings):
        if section is None:
            continue
        end = len(lines)
        for later, later_level, _later_id in headings[k + 1 :]:
            if later_level <= level:
                end = later
                break
        found[section] = "\n".join(lines[start:end]).strip() + "\n"
    return found


def sections() -> list[str]:
    """Every section id of the rules document, in document order: ``'1'``, ``'1.1'``, …"""
    return list(_sections(_language()))


def rulebook(section: str | None = None) -> RulesText:
    """One section of the rules document (``"1.10"``, ``"§1.10"``), or all of it when None.

    A top-level section (``"3"``) includes its subsections. An unknown section, or anything that
    is not a string, raises :class:`~bjswitch_widgets.errors.InvalidInputError`.
    """
    lang = _language()
    if section is None:
        return RulesText(None, _document(lang))
    known = ", ".join(_sections(lang))
    if not isinstance(section, str):
        raise InvalidInputError(
            _(
                "a rules section is a string such as '1.10', not {value}: "
                "known sections are {known}"
            ).format(value=quote(section), known=known)
        )
    key = section.strip().removeprefix("§").strip()
    text = _sections(lang).get(key)
    if text is None:
        raise InvalidInputError(
            _("unknown rules section {section}: known sections are {known}").format(
                section=quote(section), known=known
            )
        )
    return RulesText(key, text)


def title(section: str) -> str:
    """A section's heading without its number, in the current language: ``title("1.4")`` is
    ``'Naturals'`` (in Russian ``'Натуральные'``).

    >>> title("§1.10")
    'Settlement'
    """
    heading = rulebook(section).markdown.splitlines()[0]
    return heading.lstrip("#").strip().split(" ", 1)[1].strip()
