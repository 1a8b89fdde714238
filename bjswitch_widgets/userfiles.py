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

import json
import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import IO, Any

from .errors import InvalidInputError, quote
from .files import read_regular, write_atomic, write_new

__all__ = [
    "PATH_MAX",
    "check_folder",
    "decode",
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
    """A size in bytes as a reader says it: ``10_000_000`` → ``'10 MB'``."""
    return f"{limit / 1_000_000:g} MB"


def _over(name: str, limit: int) -> str:
    return f"{name} is over the {size_words(limit)} limit"


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
        reason = failure.strerror if isinstance(failure, OSError) else None
        raise error(f"cannot read {quote_path(name)}: {reason or failure}") from None
    if len(data) > limit:
        raise error(_over(quote_path(name), limit))
    return data


def decode(data: bytes, name: str, *, error: Refusal = InvalidInputError) -> str:
    """``data`` as UTF-8 text; ``error`` naming ``name`` and the first byte that is not."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as failure:
        raise error(f"{name} is not UTF-8 text: {failure.reason} at byte {failure.start}") from None


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
        raise error(f"{name} is closed")
    source = getattr(stream, "buffer", None) or stream
    try:
        data = source.read(limit + 1)
    except (OSError, ValueError) as failure:  # ValueError: a stream closed in this process
        reason = failure.strerror if isinstance(failure, OSError) else None
        raise error(f"cannot read {name}: {reason or failure}") from None
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
            f"{name}: not valid JSON: {failure.msg} at line {failure.lineno} column {failure.colno}"
        ) from None
    except ValueError:  # a number of more digits than Python converts (4,300 by default)
        raise error(f"{name}: a number in the JSON has too many digits to read") from None
    except RecursionError:
        raise error(f"{name}: the JSON is nested too deeply to read") from None


# -- writing ------------------------------------------------------------------------------------


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def _between(folder: Path, target: Path) -> list[Path]:
    """The folders from ``folder`` down to ``target``'s own, both included."""
    chain = [folder]
    for part in target.parent.relative_to(folder).parts:
        chain.append(chain[-1] / part)
    return chain


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
    leads out of OUT through a symlink; or when a real folder stands where a file goes."""
    if not os.fspath(out):  # Path("") is the current folder: an unset $OUT, most likely
        raise InvalidInputError(f"name a folder for {what}: an empty path names none")
    folder = Path(out)
    root = folder.resolve()
    protected = [Path(source).resolve() for source in sources]
    targets = []
    for path in paths:
        relative = Path(path)
        if relative.is_absolute() or ".." in relative.parts or not relative.parts:
            raise InvalidInputError(f"{quote_path(path)} is no file name inside a folder")
        targets.append(folder / relative)
    chains = [_between(folder, target) for target in targets] or [[folder]]
    for directory in dict.fromkeys(d for chain in chains for d in chain):
        if os.path.lexists(directory) and not directory.is_dir():
            kind = "a file" if directory.exists() else "a link to nothing"
            raise InvalidInputError(f"{quote_path(directory)} is {kind}, not a folder for {what}")
        real = directory.resolve()
        if not _inside(real, root):
            raise InvalidInputError(
                f"{quote_path(directory)} is a link leading out of {quote_path(folder)}: "
                f"{what} are written inside it only"
            )
        for source in protected:
            if _inside(real, source):
                inside = "" if real == source else "inside "
                raise InvalidInputError(
                    f"{what} cannot be written over their source: {quote_path(directory)} is "
                    f"{inside}the source folder {quote_path(source)}; write them to another folder"
                )
    for target in targets:
        if target.is_dir() and not target.is_symlink():
            raise InvalidInputError(
                f"{quote_path(target)} is a folder where {what} write a file: move it away"
            )


def _encoded(path: str, content: str | bytes) -> bytes:
    if isinstance(content, bytes):
        return content
    try:
        return content.encode("utf-8")
    except UnicodeEncodeError as failure:
        bad = failure.object[failure.start : failure.end]
        raise InvalidInputError(
            f"{quote_path(path)} cannot be written: its text holds {quote(bad)}, which no UTF-8 file "
            "can hold (a lone surrogate)"
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
