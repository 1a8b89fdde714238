"""What the real-browser tests (and benchmarks/table_paint.py) share: a notebook written to a
file, a Voila server in a process group of its own, and Debian's Chromium driven by Playwright.

A test that cannot run here calls :func:`need`: skipped on a laptop, failed under CI=true.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from binder_build import jupyter_env

if TYPE_CHECKING:
    from playwright.sync_api import Browser

#: Where the browser tests save their screenshots.
ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"

#: Headless Chromium without a sandbox, a GPU or any network of its own.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def need(condition: bool, why: str) -> None:
    """Skip the test when ``condition`` is false — or fail it under CI, where it must run."""
    import pytest

    if not condition:
        if os.environ.get("CI"):
            pytest.fail(f"browser test cannot run under CI: {why}")
        pytest.skip(why)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on just now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def descendants(pid: int) -> list[int]:
    """PIDs of every process below ``pid`` (kernels run in sessions of their own)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def write_notebook(path: Path, cells: list[str]) -> None:
    """A notebook at ``path`` with one code cell (not yet run) for each source in ``cells``."""
    nb = {
        "cells": [
            {
                "cell_type": "code",
                "id": f"cell-{i}",
                "metadata": {},
                "source": src,
                "outputs": [],
                "execution_count": None,
            }
            for i, src in enumerate(cells)
        ],
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")


def stop(proc: subprocess.Popen[bytes]) -> None:
    """Stop a process started with ``start_new_session=True``, by its PID only: SIGTERM to its
    process group (SIGKILL after 15 s), then SIGKILL to what ran below it in other sessions."""
    below = descendants(proc.pid)
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=5)
    for pid in below:  # kernels started in their own sessions
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def wait_until_serving(
    url: str, proc: subprocess.Popen[bytes], seconds: float, log_path: Path
) -> None:
    """Poll ``url`` until the server ``proc`` answers it (any HTTP status counts); raise
    RuntimeError with the end of its log if it exits or ``seconds`` pass first."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            urllib.request.urlopen(url, timeout=2).close()
            return
        except urllib.error.HTTPError:
            return  # any HTTP status: the server answers
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(
                    f"the server for {url} did not start:\n" + log_path.read_text()[-3000:]
                ) from None
            time.sleep(0.2)


@contextmanager
def voila_server(folder: Path, notebook: Path, *extra_args: str) -> Iterator[str]:
    """Voila serving ``notebook`` (a notebook, or ``folder`` itself for every notebook in it),
    run in ``folder`` with Jupyter and IPython homes of its own below ``folder / "home"`` and
    its log in ``folder / "voila.log"``. Yields the base URL (ending in ``/``) once the server
    answers; stops the server and its kernels on the way out."""
    port = free_port()
    log_path = folder / "voila.log"
    with log_path.open("w") as log:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "voila",
                "--no-browser",
                f"--port={port}",
                "--Voila.ip=127.0.0.1",
                *extra_args,
                str(notebook),
            ],
            cwd=folder,
            env=jupyter_env(folder / "home"),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            wait_until_serving(f"{base}/voila/static/", proc, 90, log_path)
            yield base + "/"
        finally:
            stop(proc)


@contextmanager
def learner_lesson(folder: Path, lesson: str) -> Iterator[tuple[str, Browser]]:
    """Every lesson's learner copy written to ``folder``, Voila serving ``lesson`` from there
    (the progress file beside it, as a learner's would be) and Chromium: (the page's URL, the
    browser)."""
    import pytest

    from bjswitch_widgets.teaching import lessons

    lessons.write("learner", folder)
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("BJSWITCH_PROGRESS", raising=False)  # the file goes beside the notebook
        with voila_server(folder, folder / f"{lesson}.ipynb") as base, chromium() as browser:
            yield base, browser


@contextmanager
def chromium() -> Iterator[Browser]:
    """Debian's Chromium, headless, launched through Playwright; :func:`need` when either is
    missing. Closed on the way out."""
    executable = shutil.which("chromium")
    need(executable is not None, "Debian's chromium is not installed (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        need(False, "playwright is not installed (pip install -e '.[test]')")
        raise
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


def files_only(page: Any) -> list[str]:
    """Let ``page`` load local files only: every other request is refused and its address
    added to the list returned (which a test then expects empty)."""
    refused: list[str] = []

    def route(request_route: Any) -> None:
        if request_route.request.url.startswith("file://"):
            request_route.continue_()
        else:
            refused.append(request_route.request.url)
            request_route.abort()

    page.route("**/*", route)
    return refused
