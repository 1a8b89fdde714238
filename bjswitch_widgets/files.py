"""Files written and read safely: the one way the package touches a file a learner may own.

* :func:`write_atomic` writes a whole file through a temporary file with an unpredictable name,
  created exclusively (``O_EXCL``, never through a planted symlink), then renamed over the target
  (a symlink at the target is replaced, never followed). A failure — a full disk, a text that
  cannot be encoded, Ctrl-C — removes the temporary file; one left by a killed process is swept by
  the next write into the same folder once it is :data:`STALE_SECONDS` old.
* :func:`write_new` does the same but never replaces a file that is there: the copy is linked
  into place, which fails if anything appeared there meanwhile (a learner's notebook saved a
  moment ago is kept, unread or not).
* :func:`read_regular` reads a regular file only: a FIFO (which would hang the kernel), a device
  or a folder raises :class:`NotRegularFileError` before anything is read from it.
* :func:`locked` holds a lock beside a file while it is read, changed and written: one thread at
  a time in this process, and one process at a time across processes (:mod:`filelock`, an
  ``flock`` on ``NAME.lock``). In Pyodide (JupyterLite) a kernel is one process with one thread,
  and the in-process lock puts its writes one after another; the browser has no ``flock``, so
  two JupyterLite tabs share no lock: each write reads the file just before it writes it.

>>> import tempfile, pathlib
>>> target = pathlib.Path(tempfile.mkdtemp()) / "notes.txt"
>>> write_atomic(target, "first\\n")
>>> write_new(target, "second\\n")  # kept: a file is there
False
>>> read_regular(target).decode()
'first\\n'
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

from .language import gettext as _
from .language import number

__all__ = [
    "LOCK_TIMEOUT",
    "REPLACE_PATIENCE",
    "STALE_SECONDS",
    "LockTimeout",
    "NotRegularFileError",
    "locked",
    "read_regular",
    "write_atomic",
    "write_new",
]

#: A temporary file older than this (seconds) was left by a process that died mid-write.
STALE_SECONDS = 600.0
#: How long a writer waits for another process's lock (seconds) before giving up.
LOCK_TIMEOUT = 10.0
#: How long a writer on Windows keeps trying to replace a file that a reader has open (seconds).
REPLACE_PATIENCE = 2.0
_TEMP = re.compile(r"^\.(?P<name>.+)\.[A-Za-z0-9_]{8}\.tmp$")


class NotRegularFileError(OSError):
    """The path names a FIFO, a device, a socket or a folder, not a regular file."""


class LockTimeout(OSError):
    """Another process held the file's lock for longer than :data:`LOCK_TIMEOUT`."""


def read_regular(path: str | os.PathLike[str], limit: int | None = None) -> bytes:
    """The bytes of the regular file at ``path`` (at most ``limit + 1`` of them, so a caller can
    tell a file over ``limit``). Raises FileNotFoundError, PermissionError and the like as
    :func:`open` does, and :class:`NotRegularFileError` for anything but a regular file; a FIFO is
    never opened for a blocking read."""
    kind = os.stat(path).st_mode
    if not stat.S_ISREG(kind):
        raise NotRegularFileError(errno.EINVAL, _not_regular(kind), str(path))
    # O_BINARY: on Windows a descriptor is opened in text mode otherwise, and os.read would turn
    # "\r\n" into "\n" and stop at a Ctrl-Z byte
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        kind = os.fstat(fd).st_mode  # the path may have been swapped since the stat
        if not stat.S_ISREG(kind):
            raise NotRegularFileError(errno.EINVAL, _not_regular(kind), str(path))
        chunks: list[bytes] = []
        size = 0
        while limit is None or size <= limit:
            want = 1 << 16 if limit is None else min(1 << 16, limit + 1 - size)
            chunk = os.read(fd, want)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _not_regular(mode: int) -> str:
    """Why a file of this mode is refused, in the current language."""
    if stat.S_ISDIR(mode):
        return _("not a regular file (a folder)")
    if stat.S_ISFIFO(mode):
        return _("not a regular file (a FIFO)")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _("not a regular file (a device)")
    if stat.S_ISSOCK(mode):
        return _("not a regular file (a socket)")
    return _("not a regular file (not a file)")


def _data(content: str | bytes) -> bytes:
    """The bytes to write; a text is encoded before any file is made (a lone surrogate raises
    UnicodeEncodeError here, leaving nothing behind)."""
    return content.encode("utf-8") if isinstance(content, str) else content


def _sweep(folder: Path, name: str) -> None:
    """Remove the temporary files of ``name`` that a killed writer left (older than
    :data:`STALE_SECONDS`); only regular files of the temporary name's exact shape go."""
    now = time.time()
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            found = _TEMP.match(entry.name)
            if found is None or found["name"] != name:
                continue
            with contextlib.suppress(OSError):
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_SECONDS:
                    os.unlink(entry.path)


def _mode(target: Path) -> int:
    """The permission bits for a file written at ``target``: those of the file it replaces, or
    0o644 less this process's umask for a new one."""
    with contextlib.suppress(OSError):
        return stat.S_IMODE(os.stat(target, follow_symlinks=False).st_mode) & 0o777
    return 0o666 & ~_umask()


def _umask() -> int:
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    return 0o022


@contextlib.contextmanager
def _temporary(target: Path, data: bytes) -> Iterator[str]:
    """A complete temporary copy of ``data`` beside ``target``, removed unless the body moved it
    (a rename) or linked it into place."""
    folder = target.parent
    _sweep(folder, target.name)
    # the folder as the system resolves it: mkstemp would read "link/.." as ".", lexically
    fd, name = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=".tmp", dir=os.path.realpath(folder)
    )
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            fchmod = getattr(os, "fchmod", None)  # Pyodide's os may lack it
            with contextlib.suppress(OSError):
                if fchmod is not None:
                    fchmod(fd, _mode(target))
            with contextlib.suppress(OSError):
                os.fsync(fd)
        finally:
            os.close(fd)
        yield name
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(name)


def write_atomic(path: str | os.PathLike[str], content: str | bytes) -> None:
    """Replace the file at ``path`` with ``content`` (a text is written as UTF-8) in one step:
    a reader sees the old file or the new one, never a part. The folder must exist."""
    target = Path(path)
    data = _data(content)
    with _temporary(target, data) as name:
        _replace(name, target)


def _replace(name: str, target: Path) -> None:
    """Rename ``name`` over ``target``. On Windows a file that another process has open (a
    kernel reading the progress file, an antivirus scan) cannot be replaced for that moment:
    PermissionError is retried for :data:`REPLACE_PATIENCE` seconds before it is raised, so the
    write is not lost to a reader. Elsewhere a rename never waits for readers."""
    deadline = time.monotonic() + REPLACE_PATIENCE
    while True:
        try:
            os.replace(name, target)
            return
        except PermissionError:
            if sys.platform != "win32" or time.monotonic() >= deadline:
                raise
            time.sleep(0.01)


def write_new(path: str | os.PathLike[str], content: str | bytes) -> bool:
    """Write ``content`` to ``path`` only if nothing is there (not even a dangling symlink), in
    one step; True if written, False if something was there and was kept."""
    target = Path(path)
    if os.path.lexists(target):
        return False
    data = _data(content)
    link = getattr(os, "link", None)  # Pyodide's os has none
    with _temporary(target, data) as name:
        try:
            if link is None:
                raise OSError(errno.ENOSYS, "no hard links")
            link(name, target)
        except FileExistsError:
            return False
        except OSError as error:  # no hard links here (some mounted and browser file systems)
            if error.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOSYS,
                                   errno.EXDEV, errno.EMLINK):  # fmt: skip
                raise
            if os.path.lexists(target):  # one kernel at a time here: no other writer can race
                return False
            _replace(name, target)
    return True


_THREAD_LOCKS: dict[str, threading.RLock] = {}
_HELD: dict[str, int] = {}  # how deep this process holds each path's lock (one file lock)
_THREAD_LOCKS_GUARD = threading.Lock()


def _thread_lock(key: str) -> threading.RLock:
    with _THREAD_LOCKS_GUARD:
        return _THREAD_LOCKS.setdefault(key, threading.RLock())


@contextlib.contextmanager
def locked(path: str | os.PathLike[str], timeout: float | None = None) -> Iterator[None]:
    """Hold the lock of the file at ``path`` (``NAME.lock`` beside it, made if needed and never
    through a symlink) for the body: one holder at a time across threads and processes; the
    holder may take it again inside. Raises :class:`LockTimeout` after ``timeout`` seconds
    (default :data:`LOCK_TIMEOUT`), and OSError where the lock file cannot be made (a read-only
    folder, a symlink in its place)."""
    timeout = LOCK_TIMEOUT if timeout is None else timeout
    target = Path(path)
    key = os.path.abspath(target)
    with _thread_lock(key):
        if _HELD.get(key) or sys.platform == "emscripten":  # held already, or no flock at all
            _HELD[key] = _HELD.get(key, 0) + 1
            try:
                yield
            finally:
                _HELD[key] -= 1
            return
        from filelock import FileLock, Timeout  # not in Pyodide (pyproject's marker)

        lock = FileLock(target.with_name(target.name + ".lock"), timeout=timeout)
        try:
            lock.acquire(poll_interval=0.005)
        except Timeout:
            held = _("another process held the lock for {seconds} s")
            raise LockTimeout(
                errno.EAGAIN, held.format(seconds=number(f"{timeout:g}")), lock.lock_file
            ) from None
        _HELD[key] = 1
        try:
            yield
        finally:
            _HELD[key] = 0
            lock.release()
