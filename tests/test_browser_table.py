"""A real-browser test of the table: Voila serves a notebook with the worked example, Debian's
Chromium (driven by Playwright) clicks Switch, Double, Stand as a learner would, and reads the
outcome from the page. A screenshot is saved to test-artifacts/.

Skipped on a machine without Chromium — never under CI=true, where it fails instead.
"""

from __future__ import annotations

import importlib.util
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
from pathlib import Path

import pytest
from binder_build import jupyter_env

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
WORKED = {"players": ["Ann"], "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]}


def _need(condition: bool, why: str) -> None:
    if not condition:
        if os.environ.get("CI"):
            pytest.fail(f"browser test cannot run under CI: {why}")
        pytest.skip(why)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _descendants(pid: int) -> list[int]:
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


def _notebook(path: Path) -> None:
    cells = [
        "from bjswitch_widgets import SwitchTable",
        f"SwitchTable(scenario={json.dumps(WORKED, ensure_ascii=False)})",
    ]
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


@pytest.fixture
def voila_url(tmp_path: Path) -> Iterator[str]:
    _need(importlib.util.find_spec("voila") is not None, "voila is not installed")
    nb = tmp_path / "table.ipynb"
    _notebook(nb)
    env = jupyter_env(tmp_path / "home")
    port = _free_port()
    log = (tmp_path / "voila.log").open("w")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "voila",
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
            str(nb),
        ],
        cwd=tmp_path,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                urllib.request.urlopen(f"{base}/voila/static/", timeout=2)
                break
            except urllib.error.HTTPError:
                break  # any HTTP status: the server answers
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    log.flush()
                    raise RuntimeError(
                        "voila did not start:\n" + (tmp_path / "voila.log").read_text()[-3000:]
                    ) from None
                time.sleep(0.3)
        yield base + "/"
    finally:
        below = _descendants(proc.pid)
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
        log.close()


def test_1_12_worked_example_clicked_in_a_real_browser(voila_url: str) -> None:
    """RULES §1.12 in Chromium: Switch, Double, Stand; both hands push, 6 returned."""
    chromium = shutil.which("chromium")
    _need(chromium is not None, "Debian's chromium is not installed (apt-get install chromium)")
    try:
        from playwright.sync_api import expect, sync_playwright
    except ImportError:
        _need(False, "playwright is not installed (pip install -e '.[test]')")
        raise
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS, headless=True)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(voila_url, timeout=90_000)
            table = page.locator(".bjs-table-view")
            expect(table).to_contain_text("Ann", timeout=90_000)
            for name in ("switch", "double", "stand"):
                button = page.locator(f"button.bjs-btn-{name}")
                expect(button).to_be_enabled(timeout=30_000)
                button.click()
            expect(table).to_contain_text("Push · 2 returned", timeout=30_000)
            text = table.inner_text()
            status = page.locator(".bjs-status-view").inner_text()
            page.screenshot(path=str(ARTIFACTS / "table_worked_example.png"), full_page=True)
            # The hole card is turned and the learner can read each hand's outcome and rule.
            assert "Push · 4 returned" in text and "Push · 2 returned" in text
            assert text.count("Dealer 22: push") == 2
            assert "6 chips returned" in status
            hit = page.locator("button.bjs-btn-hit")
            expect(hit).to_be_disabled()
            assert "over" in (hit.get_attribute("title") or "")
            assert page.locator('[aria-label="six of diamonds"]').count() == 1
            # On a narrow screen the hands wrap below one another: nothing scrolls sideways.
            page.set_viewport_size({"width": 420, "height": 900})
            page.wait_for_timeout(300)
            fits = page.evaluate(
                """() => { const t = document.querySelector('.bjs-table-view');
                           const box = t.parentElement;
                           return [box.scrollWidth > box.clientWidth,
                                   document.documentElement.scrollWidth]; }"""
            )
            assert fits[0] is False and fits[1] <= 420, fits
            page.screenshot(path=str(ARTIFACTS / "table_narrow.png"), full_page=True)
        finally:
            browser.close()
