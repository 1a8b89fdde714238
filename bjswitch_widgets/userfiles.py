"""A user's files at the command line's edges, on :mod:`bjswitch_widgets.files`'s primitives: what
is read from them (a scenario, a notebook) and the sets of copies written for them.

* Reading — :func:`read_text` reads a regular file only (a FIFO would hang, a device never
  ends) of at most a given size, as strict UTF-8; :func:`read_stream` the same from a stream
  (standard input); :func:`parse_json` the text as JSON. Every failure is one
  :class:`~bjswitch_widgets.errors.InvalidInputError` (or the subclass the caller names) naming
  the file and what is wrong — never a UnicodeDecodeError, a RecursionError or a hang.
* Writing — :func:`write_files` writes a set of files into a folder OUT, every one checked
  before any is written (:func:`check_folder`): none into a source folder (OUT itself, or a
  folder a file goes into, compared as resolved real paths), none through a symlinked folder
  leading out of OUT, none over a folder. A file already there is kept unless ``force``
  (:func:`~bjswitch_widgets.files.write_new`: a file saved meanwhile is kept too), else replaced
  in one step (:func:`~bjswitch_widgets.files.write_atomic`: a symlink there is replaced, never
  written through). Temporary files have unpredictable names and go when a write fails.

>>> import tempfile
>>> out = Path(tempfile.mkdtemp())
>>> [(path.name, written) for path, written in write_files(out, {"a.txt": "A"}, force=False)]
[('a.txt', True)]
>>> write_files(out, {"a.txt": "B"}, force=False)[0][1], read_text(out / "a.txt", 10)
(False, 'A')
>>> parse_json("[" * 100_000, "deep.json")
Traceback (most recent call last):
...
bjswitch_widgets.errors.InvalidInputError: deep.json: the JSON is nested too deeply to read
"""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import IO, Any

from .errors import InvalidInputError, quote
from .files import read_regular, write_atomic, write_new
from .language import N_, number
from .language import gettext as _

__all__ = [
    "PATH_MAX",
    "check_folder",
    "decode",
    "os_reason",
    "parse_json",
    "quote_path",
    "read_bytes",
    "read_stream",
    "read_text",
    "size_words",
    "write_files",
]

Refusal = type[InvalidInputError]
#: The longest path a message quotes whole (Linux's PATH_MAX): a reader must find the file.
PATH_MAX = 4096


def quote_path(path: object) -> str:
    """A path for a message: its repr, whole up to :data:`PATH_MAX` characters (a path cut
    short names no file), beyond that cut as :func:`~bjswitch_widgets.errors.quote` cuts.

    >>> quote_path(Path("out") / "a.ipynb")
    "'out/a.ipynb'"
    """
    text = os.fspath(path) if isinstance(path, (str, os.PathLike)) else path
    return repr(text) if isinstance(text, str) and len(text) <= PATH_MAX else quote(text)


def size_words(limit: int) -> str:
    """A size in bytes as a reader says it: ``10_000_000`` → ``'10 MB'`` (``'10 МБ'``)."""
    return _("{size} MB").format(size=number(f"{limit / 1_000_000:g}"))


def _over(name: str, limit: int) -> str:
    return _("{name} is over the {size} limit").format(name=name, size=size_words(limit))


#: The system's reasons a file cannot be read or written, as Linux and macOS word them, each
#: with its error number: :func:`os_reason` tells a reason by its number where it has one, so
#: Windows' wording ("The system cannot find the file specified": ENOENT) reads the same.
_ERRNO_REASONS: tuple[tuple[str, str], ...] = (
    ("ENOENT", N_("No such file or directory")),
    ("EACCES", N_("Permission denied")),
    ("EISDIR", N_("Is a directory")),
    ("ENOTDIR", N_("Not a directory")),
    ("EEXIST", N_("File exists")),
    ("ENOSPC", N_("No space left on device")),
    ("EROFS", N_("Read-only file system")),
    ("ENAMETOOLONG", N_("File name too long")),
    ("ELOOP", N_("Too many levels of symbolic links")),
    ("EDQUOT", N_("Disk quota exceeded")),
    ("EPIPE", N_("Broken pipe")),
    ("EPERM", N_("Operation not permitted")),
    ("EIO", N_("Input/output error")),
    ("EBUSY", N_("Device or resource busy")),
    ("ENOTEMPTY", N_("Directory not empty")),
)
#: Every reason :func:`os_reason` says in the current language (any other as the system said
#: it): the system's, and Python's own. EINVAL is told by its words, not its number: the
#: package gives it reasons of its own (a FIFO refused).
OS_REASONS = (
    *(reason for _name, reason in _ERRNO_REASONS),
    N_("Invalid argument"),
    N_("I/O operation on closed file."),
    N_("I/O operation on closed file"),
    N_("embedded null byte"),
)
#: Python's reasons a byte is not UTF-8 (:class:`UnicodeDecodeError`), said by :func:`decode`.
UTF8_REASONS = (
    N_("invalid start byte"),
    N_("invalid continuation byte"),
    N_("unexpected end of data"),
)
#: Python's reasons a text is not JSON (:class:`json.JSONDecodeError`), said by
#: :func:`parse_json`.
JSON_REASONS = (
    N_("Expecting value"),
    N_("Expecting ',' delimiter"),
    N_("Expecting ':' delimiter"),
    N_("Expecting property name enclosed in double quotes"),
    N_("Unterminated string starting at"),
    N_("Invalid control character at"),
    N_("Invalid \\escape"),
    N_("Invalid \\uXXXX escape"),
    N_("Extra data"),
)


def _reason(text: str, known: Sequence[str]) -> str:
    return _(text) if text in known else text


_BY_ERRNO: dict[int, str] = {
    code: reason
    for name, reason in _ERRNO_REASONS
    if (code := getattr(errno, name, None)) is not None  # EDQUOT: not on Windows
}
#: A pipe closed by its reader, where Windows reports it with its own error number.
_WINDOWS_BROKEN_PIPE = {109, 232}  # ERROR_BROKEN_PIPE, ERROR_NO_DATA ("The pipe is being closed")


def os_reason(failure: BaseException) -> str:
    """Why a file could not be read or written, in the current language: the system's reason
    or Python's (:data:`OS_REASONS`, translated; told by its error number, so Windows' and
    macOS's wording read as Linux's), else the error's text as it is."""
    reason = None
    if isinstance(failure, OSError):
        if getattr(failure, "winerror", None) in _WINDOWS_BROKEN_PIPE:
            reason = "Broken pipe"
        elif failure.strerror and failure.errno in _BY_ERRNO:
            reason = _BY_ERRNO[failure.errno]
        else:
            reason = failure.strerror
    return _reason(reason or str(failure), OS_REASONS)


def read_bytes(
    path: str | os.PathLike[str], limit: int, *, error: Refusal = InvalidInputError
) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them; ``error`` naming
    the file when it cannot be read (missing, unreadable, a FIFO, a device, a folder) or is
    larger."""
    name = os.fspath(path)
    try:
        data = read_regular(name, limit)
    except (OSError, ValueError) as failure:  # ValueError: a NUL in the path
        raise error(
            _("cannot read {name}: {reason}").format(
                name=quote_path(name), reason=os_reason(failure)
            )
        ) from None
    if len(data) > limit:
        raise error(_over(quote_path(name), limit))
    return data


def decode(data: bytes, name: str, *, error: Refusal = InvalidInputError) -> str:
    """``data`` as UTF-8 text; ``error`` naming ``name`` and the first byte that is not."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as failure:
        raise error(
            _("{name} is not UTF-8 text: {reason} at byte {start}").format(
                name=name, reason=_reason(failure.reason, UTF8_REASONS), start=failure.start
            )
        ) from None


def read_text(
    path: str | os.PathLike[str], limit: int, *, error: Refusal = InvalidInputError
) -> str:
    """The UTF-8 text of the regular file at ``path`` (at most ``limit`` bytes); ``error``
    naming the file otherwise (:func:`read_bytes`, :func:`decode`)."""
    return decode(read_bytes(path, limit, error=error), quote_path(path), error=error)


def read_stream(
    stream: IO[Any] | None, name: str, limit: int, *, error: Refusal = InvalidInputError
) -> str:
    """The text of ``stream`` (standard input, called ``name`` in messages) up to its end, at
    most ``limit`` bytes read: as UTF-8 from its byte buffer where it has one, else as the text
    it gives. ``error`` when it is closed (None), cannot be read, is larger or is not UTF-8."""
    if stream is None:
        raise error(_("{name} is closed").format(name=name))
    source = getattr(stream, "buffer", None) or stream
    try:
        data = source.read(limit + 1)
    except (OSError, ValueError) as failure:  # ValueError: a stream closed in this process
        reason = os_reason(failure)
        raise error(_("cannot read {name}: {reason}").format(name=name, reason=reason)) from None
    if len(data) > limit:
        raise error(_over(name, limit))
    return data if isinstance(data, str) else decode(data, name, error=error)


def parse_json(text: str, name: str, *, error: Refusal = InvalidInputError) -> Any:
    """``text`` parsed as JSON; ``error`` naming ``name`` and the problem: a syntax error with
    its line and column, a number of more digits than Python converts, nesting deeper than
    Python's parser recurses."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as failure:
        raise error(
            _("{name}: not valid JSON: {reason} at line {line} column {column}").format(
                name=name,
                reason=_reason(failure.msg, JSON_REASONS),
                line=failure.lineno,
                column=failure.colno,
            )
        ) from None
    except ValueError:  # a number of more digits than Python converts (4,300 by default)
        raise error(
            _("{name}: a number in the JSON has too many digits to read").format(name=name)
        ) from None
    except RecursionError:
        raise error(_("{name}: the JSON is nested too deeply to read").format(name=name)) from None


# -- writing ------------------------------------------------------------------------------------


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def _between(folder: Path, target: Path) -> list[Path]:
    """The folders from ``folder`` down to ``target``'s own, both included."""
    chain = [folder]
    for part in target.parent.relative_to(folder).parts:
        chain.append(chain[-1] / part)
    return chain


#: The sets of files written for a user, as the package's callers name them (``what``): each is
#: said in the current language (any other ``what`` as given).
WHAT = (N_("the files"), N_("the copies"), N_("the handouts"))


def check_folder(
    out: str | os.PathLike[str],
    paths: Iterable[str] = (),
    *,
    what: str = "the files",
    sources: Sequence[str | os.PathLike[str]] = (),
) -> None:
    """Refuse, with an InvalidInputError naming the path, to write ``what`` (the files at
    ``paths`` relative to ``out``) when OUT or any folder between it and a file is not a
    folder, is or is inside one of the ``sources`` folders (resolved: symlinks followed), or
    leads out of OUT through a symlink; or when a real folder stands where a file goes.
    ``what`` is one of :data:`WHAT` or a text already in the current language."""
    what = _reason(what, WHAT)
    if not os.fspath(out):  # Path("") is the current folder: an unset $OUT, most likely
        raise InvalidInputError(
            _("name a folder for {what}: an empty path names none").format(what=what)
        )
    folder = Path(out)
    root = folder.resolve()
    protected = [Path(source).resolve() for source in sources]
    targets = []
    for path in paths:
        relative = Path(path)
        if relative.is_absolute() or ".." in relative.parts or not relative.parts:
            raise InvalidInputError(
                _("{path} is no file name inside a folder").format(path=quote_path(path))
            )
        targets.append(folder / relative)
    chains = [_between(folder, target) for target in targets] or [[folder]]
    for directory in dict.fromkeys(d for chain in chains for d in chain):
        _check_directory(directory, folder, root, protected, what)
    for target in targets:
        if target.is_dir() and not target.is_symlink():
            raise InvalidInputError(
                _("{path} is a folder where {what} write a file: move it away").format(
                    path=quote_path(target), what=what
                )
            )


def _check_directory(
    directory: Path, folder: Path, root: Path, protected: list[Path], what: str
) -> None:
    """One folder on the way to a file: a folder, inside OUT, outside every source."""
    shown = quote_path(directory)
    if os.path.lexists(directory) and not directory.is_dir():
        text = _("{path} is a file, not a folder for {what}")
        if not directory.exists():
            text = _("{path} is a link to nothing, not a folder for {what}")
        raise InvalidInputError(text.format(path=shown, what=what))
    real = directory.resolve()
    if not _inside(real, root):
        raise InvalidInputError(
            _("{path} is a link leading out of {folder}: {what} are written inside it only").format(
                path=shown, folder=quote_path(folder), what=what
            )
        )
    for source in protected:
        if _inside(real, source):
            text = _(
                "{what} cannot be written over their source: {path} is inside the source "
                "folder {source}; write them to another folder"
            )
            if real == source:
                text = _(
                    "{what} cannot be written over their source: {path} is the source folder "
                    "{source}; write them to another folder"
                )
            raise InvalidInputError(text.format(what=what, path=shown, source=quote_path(source)))


def _encoded(path: str, content: str | bytes) -> bytes:
    if isinstance(content, bytes):
        return content
    try:
        return content.encode("utf-8")
    except UnicodeEncodeError as failure:
        bad = failure.object[failure.start : failure.end]
        raise InvalidInputError(
            _(
                "{path} cannot be written: its text holds {bad}, which no UTF-8 file can hold "
                "(a lone surrogate)"
            ).format(path=quote_path(path), bad=quote(bad))
        ) from None


def write_files(
    out: str | os.PathLike[str],
    files: Mapping[str, str | bytes],
    *,
    force: bool,
    what: str = "the files",
    sources: Sequence[str | os.PathLike[str]] = (),
) -> list[tuple[Path, bool]]:
    """Write ``files`` (path relative to ``out``: text, written as UTF-8, or bytes) into the
    folder ``out`` (made if needed), in order; each as (path, True if written or False if a
    file there was kept). Every text is encoded and every path checked (:func:`check_folder`)
    before any is written. An OSError while writing names the file it was writing."""
    data = {path: _encoded(path, content) for path, content in files.items()}
    check_folder(out, data, what=what, sources=sources)
    done = []
    for path, content in data.items():
        target = Path(out) / path
        try:
            # the folder checked, by its real path: made as "link/x/.." it would make x inside
            # the link's folder
            folder = target.parent.resolve()
            folder.mkdir(parents=True, exist_ok=True)
            real = folder / target.name
            if force:
                write_atomic(real, content)
            written = force or write_new(real, content)
        except OSError as failure:
            raise OSError(failure.errno, failure.strerror or str(failure), str(target)) from None
        done.append((target, written))
    return done
