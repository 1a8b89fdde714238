"""The catalogues (issue: every text in Russian): complete, clean, compiled, and chosen as
documented — ``set_language``, ``BJSWITCH_LANG``, ``language()`` for one block.

The Russian words are the rules' sources' (the README's Translations section): one word for one
idea, checked here term by term.
"""

from __future__ import annotations

import ast
import gettext
import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

import bjswitch_widgets.language as lang_module
from bjswitch_widgets.errors import InvalidInputError
from bjswitch_widgets.language import get_language, in_language, set_language
from bjswitch_widgets.words import chips, listing

PACKAGE = Path(lang_module.__file__).parent
PO = PACKAGE / "locale" / "ru" / "LC_MESSAGES" / "messages.po"
MO = PO.with_suffix(".mo")
_BRACES = re.compile(r"\{([^{}]*)\}")


def _russian() -> list:
    with PO.open("rb") as fp:
        return [m for m in read_po(fp, locale="ru") if m.id]


def _marked() -> set[object]:
    """Every message the code marks, as Babel's extraction finds it (msgid, or the pair)."""
    found: set[object] = set()
    for _file, _line, message, _comments, context in extract_from_dir(str(PACKAGE)):
        key = message if isinstance(message, str) else tuple(message)
        found.add((context, key))
    return found


def _key(m) -> tuple[object, object]:
    return (m.context, m.id if isinstance(m.id, str) else tuple(m.id))


def test_every_marked_text_has_its_russian_entry_and_no_other() -> None:
    entries = {_key(m) for m in _russian()}
    marked = _marked()
    assert sorted(map(str, marked - entries)) == [], "run pybabel extract/update (README)"
    assert sorted(map(str, entries - marked)) == [], "entries no code marks: run pybabel update"


_MARKERS = {"_": 1, "gettext": 1, "N_": 1, "ngettext": 2, "pgettext": 2}


def _called() -> set[tuple[str, object, str]]:
    """Every marked text the code calls with literal text, found by reading its syntax tree:
    unlike Babel's extraction, this sees a ``_("…")`` written inside an f-string's braces."""
    found: set[tuple[str, object, str]] = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            name = node.func.id
            texts = [a.value for a in node.args if isinstance(a, ast.Constant)]
            if name not in _MARKERS or len(texts) < _MARKERS[name]:
                continue
            if not all(isinstance(t, str) for t in texts[: _MARKERS[name]]):
                continue
            where = f"{path.relative_to(PACKAGE)}:{node.lineno}"
            if name == "ngettext":
                found.add((where, None, (texts[0], texts[1])))
            elif name == "pgettext":
                found.add((where, texts[0], texts[1]))
            else:
                found.add((where, None, texts[0]))
    return found


def test_every_text_the_code_marks_is_in_the_catalogue_even_inside_an_f_string() -> None:
    entries = {_key(m) for m in _russian()}
    missing = [where for where, context, key in _called() if (context, key) not in entries]
    assert missing == [], "marked but never extracted (a _() inside an f-string's braces?)"


def test_no_entry_is_fuzzy_missing_or_obsolete() -> None:
    text = PO.read_text(encoding="utf-8")
    assert "#~" not in text, "obsolete entries: pybabel update --ignore-obsolete"
    for m in _russian():
        assert "fuzzy" not in m.flags, m.id
        forms = [m.string] if isinstance(m.string, str) else list(m.string)
        assert forms and all(forms), f"no Russian text for {m.id!r}"
        assert len(forms) == (1 if isinstance(m.id, str) else 3), m.id


def test_placeholders_are_the_same_in_every_form() -> None:
    for m in _russian():
        ids = [m.id] if isinstance(m.id, str) else list(m.id)
        forms = [m.string] if isinstance(m.string, str) else list(m.string)
        names = set(_BRACES.findall(ids[-1]))
        for form in forms:
            # a Russian singular form may leave out {n} ("одна фишка"), never add or rename one
            assert set(_BRACES.findall(form)) <= names | set(_BRACES.findall(ids[0])), (m.id, form)
            assert set(_BRACES.findall(form)) >= names - {"n"}, (m.id, form)


@pytest.mark.tools  # Debian's gettext
def test_msgfmt_check_is_clean() -> None:
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        if os.environ.get("CI"):
            pytest.fail("msgfmt (Debian's gettext) is missing under CI")
        pytest.skip("msgfmt (gettext) is not installed")
    run = subprocess.run(
        [msgfmt, "-c", "--statistics", "-o", os.devnull, str(PO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert "fuzzy" not in run.stderr and "untranslated" not in run.stderr, run.stderr


def test_the_compiled_catalogue_is_the_source_compiled() -> None:
    with PO.open("rb") as fp:
        compiled = io.BytesIO()
        write_mo(compiled, read_po(fp, locale="ru"))
    compiled.seek(0)
    fresh = gettext.GNUTranslations(compiled)
    with MO.open("rb") as fp:
        shipped = gettext.GNUTranslations(fp)
    assert shipped._catalog == fresh._catalog, (  # type: ignore[attr-defined]
        "messages.mo is stale: pybabel compile -d bjswitch_widgets/locale"
    )


@pytest.mark.parametrize(
    ("n", "expected"),
    [
        (1, "1 фишка"),
        (2, "2 фишки"),
        (5, "5 фишек"),
        (11, "11 фишек"),
        (21, "21 фишка"),
        (22, "22 фишки"),
        (12, "12 фишек"),
        (0, "0 фишек"),
        ("0.5", "0,5 фишки"),
    ],
)
def test_russian_counts_take_their_three_forms(n: object, expected: str) -> None:
    with in_language("ru"):
        assert chips(n) == expected  # type: ignore[arg-type]


@pytest.mark.parametrize(("n", "expected"), [(1, "1 chip"), (2, "2 chips"), (0, "0 chips")])
def test_english_counts(n: int, expected: str) -> None:
    assert chips(n) == expected


def test_set_language_then_a_block_then_back() -> None:
    assert get_language() == "en"
    set_language("ru")
    assert listing(["a", "b"]) == "a и b"
    with in_language("en"):
        assert listing(["a", "b"]) == "a and b"
    assert get_language() == "ru"
    set_language("EN")
    assert get_language() == "en"
    set_language("ru_RU.UTF-8")
    assert get_language() == "ru"


@pytest.mark.parametrize("bad", ["fr", "", None, 7, "r"])
def test_an_unknown_language_is_bad_input_naming_the_ones_there_are(bad: object) -> None:
    with pytest.raises(InvalidInputError) as caught:
        set_language(bad)  # type: ignore[arg-type]
    assert "'ru'" in str(caught.value) and "'en'" in str(caught.value)
    assert get_language() == "en"


def _kernel_language(value: str | None) -> str:
    env = {k: v for k, v in os.environ.items() if k != "BJSWITCH_LANG"}
    if value is not None:
        env["BJSWITCH_LANG"] = value
    code = "from bjswitch_widgets.words import chips; print(chips(5))"
    env["PYTHONIOENCODING"] = "utf-8"  # the Russian printed whatever the system's code page
    run = subprocess.run(
        [sys.executable, "-c", code],
        env=env, capture_output=True, text=True, encoding="utf-8", check=True,
    )  # fmt: skip
    return run.stdout.strip()


def test_the_environment_variable_chooses_a_kernels_language() -> None:
    assert _kernel_language("ru") == "5 фишек"
    assert _kernel_language(None) == "5 chips"
    assert _kernel_language("klingon") == "5 chips"  # a kernel starts whatever it is told


def test_an_unknown_environment_language_is_english_even_where_an_error_is_worded() -> None:
    """The unknown-language error is itself a text: looking it up must not ask the environment
    again (it once recursed until Python gave up)."""
    env = {k: v for k, v in os.environ.items() if k != "BJSWITCH_LANG"}
    env["BJSWITCH_LANG"] = "klingon"
    code = (
        "from bjswitch_widgets.language import check_language\n"
        "try:\n    check_language('fr')\nexcept ValueError as e:\n    print(e)"
    )
    env["PYTHONIOENCODING"] = "utf-8"  # UTF-8 whatever the system's code page
    run = subprocess.run(
        [sys.executable, "-c", code],
        env=env, capture_output=True, text=True, encoding="utf-8", check=True,
    )  # fmt: skip
    assert run.stdout.startswith("no such language: 'fr'")


def test_a_language_whose_texts_are_missing_is_english_with_a_warning(monkeypatch) -> None:
    monkeypatch.setitem(lang_module.LANGUAGES, "xx", "Test")
    monkeypatch.setenv("BJSWITCH_LANG", "xx")
    monkeypatch.delitem(lang_module._catalogues, "xx", raising=False)
    with pytest.warns(UserWarning, match="texts are missing"):
        assert chips(5) == "5 chips"
    assert chips(1) == "1 chip"  # said once
    lang_module._catalogues.pop("xx", None)
