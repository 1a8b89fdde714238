"""The language every learner-visible text is written in: English (the default) or Russian.

Choose it for the whole kernel with :func:`set_language` or, before Python starts, with the
environment variable ``BJSWITCH_LANG`` (``BJSWITCH_LANG=ru jupyter lab``); for one block of code
(one widget's texts) with :func:`in_language`. A language chosen by :func:`set_language` wins over
the variable, and :func:`in_language` wins over both while its block runs.

The texts are standard ``gettext`` catalogues: the ``.po`` sources are in
``bjswitch_widgets/locale/<lang>/LC_MESSAGES/messages.po`` and are compiled to ``.mo`` when the
package is built (Babel's ``pybabel compile``). Each language is one class-based
:class:`gettext.GNUTranslations` object, looked up per call; nothing is installed process-wide,
so another package's ``_`` is never touched.

>>> from bjswitch_widgets.words import chips
>>> chips(2)
'2 chips'
>>> with in_language("ru"):
...     chips(2), number("1.5"), number(-0.25)
('2 фишки', '1,5', '−0,25')
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import gettext as _gettext
import os
import re
import warnings
from collections.abc import Callable, Iterable, Iterator
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, Protocol, TypeVar

from .errors import InvalidInputError, quote, use_catalogue

__all__ = [
    "LANGUAGES",
    "N_",
    "check_language",
    "get_language",
    "gettext",
    "in_language",
    "named",
    "ngettext",
    "number",
    "pgettext",
    "plural_n",
    "set_language",
    "speaks_own_language",
]

#: The languages the package speaks: code and the language's own name.
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский"}
#: The environment variable that chooses the language when no code has.
ENV = "BJSWITCH_LANG"
#: Where the compiled catalogues are: ``<LOCALE_DIR>/<lang>/LC_MESSAGES/<DOMAIN>.mo``.
LOCALE_DIR = Path(__file__).with_name("locale")
DOMAIN = "messages"

_chosen: str | None = None
_block: contextvars.ContextVar[str | None] = contextvars.ContextVar("bjswitch_lang", default=None)
#: Loaded catalogues by language code ("en" is the source text itself).
_catalogues: dict[str, _gettext.NullTranslations] = {"en": _gettext.NullTranslations()}


def _code(lang: object) -> str | None:
    """``lang`` as a language code the package speaks, or None. A region or encoding after the
    code is ignored (``ru_RU.UTF-8`` is ``ru``)."""
    if isinstance(lang, str):
        code = lang.strip().replace("-", "_").split(".")[0].split("_")[0].lower()
        if code in LANGUAGES or code in _catalogues:
            return code
    return None


def _checked(lang: object) -> str:
    """``lang`` as a language code, or :class:`InvalidInputError` naming the codes there are."""
    code = _code(lang)
    if code is not None:
        return code
    raise InvalidInputError(
        gettext("no such language: {lang}; the package speaks {languages}").format(
            lang=quote(lang),
            languages=", ".join(f"{code!r} ({name})" for code, name in LANGUAGES.items()),
        )
    )


def check_language(lang: object) -> str | None:
    """``lang`` checked as a widget's ``lang=`` argument: None (the kernel's language, which
    may change later) or a language code (:class:`InvalidInputError` for anything else).

    >>> check_language("RU"), check_language(None)
    ('ru', None)
    """
    if lang is None:
        return None
    code = _checked(lang)
    _catalogue(code)
    return code


def set_language(lang: str) -> None:
    """Speak ``lang`` (``"en"`` or ``"ru"``) from now on in this kernel: every check, table,
    trainer, Advisor, handout, rulebook and error message made after the call.

    >>> set_language("ru"); get_language()
    'ru'
    >>> set_language("en")
    """
    global _chosen
    code = _checked(lang)
    _catalogue(code)  # a missing catalogue is said now, not at the first text
    _chosen = code


def get_language() -> str:
    """The language texts are written in now: the :func:`in_language` block's, else the one
    :func:`set_language` chose, else ``BJSWITCH_LANG``'s, else English. An unknown value of
    the variable is English (a kernel must start whatever its environment says)."""
    lang = _block.get() or _chosen
    if lang is not None:
        return lang
    # Never _checked here: its error is itself a text, looked up in the language got here.
    return _code(os.environ.get(ENV) or "en") or "en"


@contextlib.contextmanager
def in_language(lang: str | None) -> Iterator[str]:
    """Write texts in ``lang`` while the block runs (None: the kernel's language), then go
    back: how a widget made with ``lang=`` speaks its own language."""
    code = get_language() if lang is None else _checked(lang)
    _catalogue(code)
    token = _block.set(code)
    try:
        yield code
    finally:
        _block.reset(token)


def _catalogue(lang: str) -> _gettext.NullTranslations:
    found = _catalogues.get(lang)
    if found is None:
        path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
        try:
            with path.open("rb") as fp:
                found = _gettext.GNUTranslations(fp)
        except OSError as exc:
            raise InvalidInputError(
                f"the {LANGUAGES.get(lang, lang)} texts are missing ({quote(str(path))}): "
                "reinstall the package, or compile them with "
                "'pybabel compile -d bjswitch_widgets/locale'"
            ) from exc  # in English: there is no catalogue to say it in
        _catalogues[lang] = found
    return found


def _current() -> tuple[str, _gettext.NullTranslations]:
    """The current language and its catalogue (looked up once per text)."""
    lang = get_language()
    try:
        return lang, _catalogue(lang)
    except InvalidInputError as missing:  # BJSWITCH_LANG names texts this install lacks
        warnings.warn(f"{missing}; the texts stay in English", stacklevel=4)
        _catalogues[lang] = _catalogues["en"]  # said once
        return lang, _catalogues[lang]


#: A seat's default name said after the word it is (``игрока Игрок 1``): said once.
_SAID_TWICE = re.compile(r"\b([Ии]грок(?:а|у|ом|е)?) Игрок (\d+)\b")


class _Russian(str):
    """A Russian text from the catalogue whose :meth:`format` also says a seat's default name
    once where the sentence names the player before it: the templates say «ход игрока
    {name}» (a name is never declined), and a table's default names are «Игрок 1», «Игрок 2».

    >>> _Russian("ход игрока {name}").format(name="Игрок 2")
    'ход игрока 2'
    >>> _Russian("Игрок {name} уже выбрал").format(name="Игрок 1"), _Russian("{x}").format(x=1)
    ('Игрок 1 уже выбрал', '1')
    """

    __slots__ = ()

    def format(self, /, *args: object, **kwargs: object) -> str:
        return _once(str.format(self, *args, **kwargs))

    def format_map(self, mapping: Any, /) -> str:  # any object with __getitem__, as str's
        return _once(str.format_map(self, mapping))


def _once(text: str) -> str:
    return _SAID_TWICE.sub(r"\1 \2", text) if "Игрок " in text else text


def _said(lang: str, text: str) -> str:
    """``text`` as the catalogue gave it; a Russian template that names a player before a
    placeholder («ход игрока {name}») as a :class:`_Russian`, so that a default name put into
    it is said once. Every text a learner reads goes through here, so every other text is
    left as it is, at the cost of two substring tests."""
    return _Russian(text) if lang == "ru" and "грок" in text and "{" in text else text


def gettext(message: str) -> str:
    """``message`` in the current language (the source text if it has no translation)."""
    lang, catalogue = _current()
    return _said(lang, catalogue.gettext(message))


def N_(message: str) -> str:
    """Mark ``message`` for translation without translating it now (a constant defined at
    import, translated with :func:`gettext` where it is shown)."""
    return message


def plural_n(n: object) -> int:
    """The count that chooses a plural form. A whole number is itself; a fraction (0.5, 1.5,
    ``'0.3'``) takes the form that 2 takes: in English the plural ("1.5 chips") and in Russian
    the genitive singular ("1,5 фишки"), which is the form of 2."""
    try:
        value = Fraction(str(n).replace("−", "-").replace(",", "."))
    except (ValueError, ZeroDivisionError):
        return 2
    return abs(value.numerator) if value.denominator == 1 else 2


def ngettext(singular: str, plural: str, n: object) -> str:
    """The form of a counted text for ``n`` (``"{n} chip"``, ``"{n} chips"``): Russian has
    three (1 фишка, 2 фишки, 5 фишек). Format the result with the number afterwards."""
    lang, catalogue = _current()
    return _said(lang, catalogue.ngettext(singular, plural, plural_n(n)))


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart by ``context`` from the same English
    word meaning something else (``pgettext("outcome", "push")``)."""
    lang, catalogue = _current()
    return _said(lang, catalogue.pgettext(context, message))


def named(said: object, values: Iterable[str], name: Callable[[str], str]) -> str | None:
    """The one of ``values`` whose ``name`` (a function writing it in the current language)
    ``said`` is in any language the package speaks, case and ё aside; None when none is.

    >>> named(" HARD ", ["soft", "hard"], str), named("firm", ["soft", "hard"], str)
    ('hard', None)
    """
    if not isinstance(said, str):
        return None
    wanted = said.strip().casefold().replace("ё", "е")
    for lang in LANGUAGES:
        with in_language(lang):
            for value in values:
                if name(value).casefold().replace("ё", "е") == wanted:
                    return value
    return None


def number(value: object, spec: str = "") -> str:
    """A number as the language writes it: ``1.5`` in English, ``1,5`` in Russian, with a
    real minus sign in Russian. Text already written as a number is rewritten the same way.

    With a format ``spec`` (as for :func:`format`: ``".3f"``, ``"+.3%"``, ``",d"``) the number
    is formatted first, so a lesson prints its figures as its prose writes them; in Russian a
    thousands comma becomes a no-break space.

    >>> number(0.0889, ".3f"), number(-0.0055, "+.3%"), number(200_000, ",d")
    ('0.089', '-0.550%', '200,000')
    >>> with in_language("ru"):
    ...     number(0.0889, ".3f"), number(-0.0055, "+.3%"), number(200_000, ",d")
    ('0,089', '−0,550%', '200\xa0000')
    """
    if spec:
        try:
            text = format(value, spec)
        except (TypeError, ValueError):
            raise InvalidInputError(
                gettext("number: cannot write {value} with the format {spec}").format(
                    value=quote(value), spec=quote(spec)
                )
            ) from None
        if get_language() != "ru":
            return text
        text = text.replace(",", "\u00a0").replace(".", ",")
        return re.sub(r"(?<![\d,])-(?=[\d,])", "−", text)
    text = str(value) if not isinstance(value, float) else repr(value)
    if isinstance(value, Decimal):
        text = format(value, "f")
    if get_language() == "ru":
        text = text.replace(".", ",")
        if text.startswith("-"):
            text = "−" + text[1:]
    return text


class _Speaker(Protocol):
    lang: str | None


_S = TypeVar("_S", bound=_Speaker)
_P = ParamSpec("_P")
_R = TypeVar("_R")


def speaks_own_language(
    method: Callable[Concatenate[_S, _P], _R],
) -> Callable[Concatenate[_S, _P], _R]:
    """Run ``method`` in its object's own language (its ``lang`` attribute; None: the
    kernel's): how a widget made with ``lang="ru"`` writes every text it shows, from its
    first render to each click's answer, while the rest of the kernel speaks another."""

    @functools.wraps(method)
    def wrapper(self: _S, /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        with in_language(self.lang):
            return method(self, *args, **kwargs)

    return wrapper


use_catalogue(gettext, ngettext, pgettext)  # the errors module's own texts (it is below this one)
