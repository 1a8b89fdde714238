"""Click → next paint in a real browser: Voila serves a 3-seat table (three people, a scored
session), Debian's Chromium clicks its buttons as a learner would, and the page times each click
from the click event to the first frame after the table's cards change (performance.now() at the
click, a MutationObserver on the table, then requestAnimationFrame). Prints the median and the
90th percentile. The whole path is measured: the front end's message, the kernel's engine step
and re-render, the widget updates and the browser's layout.

    python benchmarks/table_paint.py [--clicks 40]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from binder_build import jupyter_env
from test_browser_table import CHROMIUM_ARGS, _descendants, _free_port

#: What a learner clicks, in this order of preference, whatever is enabled.
PLAN = ["keep", "no-insurance-1", "no-insurance-2", "stand", "next-round"]

#: Arms a timer: the click's time (capture phase, before anything else sees it), then the first
#: change of the table's cards, then the next frame.
ARM = """() => {
    const view = document.querySelector('.bjs-table-view');
    window.__paint = new Promise((resolve) => {
        let start = null;
        document.addEventListener('click', () => { start = performance.now(); },
                                  { capture: true, once: true });
        const seen = new MutationObserver(() => {
            if (start === null) return;
            seen.disconnect();
            const changed = performance.now() - start;
            requestAnimationFrame(() => resolve([changed, performance.now() - start]));
        });
        seen.observe(view, { subtree: true, childList: true, characterData: true });
        setTimeout(() => { seen.disconnect(); resolve(null); }, 10000);
    });
}"""

ENABLED = """(plan) => plan.find((name) => {
    const b = document.querySelector('button.bjs-btn-' + name);
    return b && !b.disabled && b.getClientRects().length > 0;
}) || null"""


def notebook(path: Path) -> None:
    source = "from bjswitch_widgets import SwitchTable\nSwitchTable(3, seed=11, dealer_delay=0)"
    nb = {
        "cells": [
            {
                "cell_type": "code",
                "id": "table",
                "metadata": {},
                "source": source,
                "outputs": [],
                "execution_count": None,
            }
        ],
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb), encoding="utf-8")


def serve(tmp: Path) -> tuple[subprocess.Popen[bytes], str]:
    nb = tmp / "table.ipynb"
    notebook(nb)
    port = _free_port()
    log = (tmp / "voila.log").open("w")
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
        cwd=tmp,
        env=jupyter_env(tmp / "home"),
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while True:
        try:
            urllib.request.urlopen(f"{base}/voila/static/", timeout=2)
            break
        except urllib.error.HTTPError:
            break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                stop(proc)
                raise RuntimeError(
                    "voila did not start:\n" + (tmp / "voila.log").read_text()
                ) from None
            time.sleep(0.3)
    return proc, base + "/"


def stop(proc: subprocess.Popen[bytes]) -> None:
    below = _descendants(proc.pid)
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=15)
    except ProcessLookupError:
        pass
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
    for pid in below:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def measure(page: Any, clicks: int, warmup: int) -> tuple[list[float], list[float], dict[str, int]]:
    changes: list[float] = []
    times: list[float] = []
    counts: dict[str, int] = {}
    for n in range(clicks + warmup):
        name = page.evaluate(ENABLED, PLAN)
        if name is None:
            break
        page.evaluate(ARM)
        page.locator(f"button.bjs-btn-{name}").click()
        took = page.evaluate("window.__paint")
        if took is None:
            raise RuntimeError(f"click {n + 1} on {name!r}: the table never changed")
        if n >= warmup:
            changes.append(float(took[0]))
            times.append(float(took[1]))
            counts[name] = counts.get(name, 0) + 1
        # A learner reads the table before the next click (the same button again within
        # 400 ms would be taken for the rest of a double-click).
        page.wait_for_timeout(450)
    return changes, times, counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--warmup", type=int, default=3)
    args = parser.parse_args()
    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit("Debian's chromium is not installed (apt-get install chromium)")
    from playwright.sync_api import expect, sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        proc, url = serve(Path(tmp))
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(
                    executable_path=chromium, args=CHROMIUM_ARGS, headless=True
                )
                try:
                    page = browser.new_page(viewport={"width": 1280, "height": 900})
                    page.goto(url, timeout=90_000)
                    expect(page.locator(".bjs-table-view")).to_contain_text(
                        "Player 3", timeout=90_000
                    )
                    page.wait_for_selector(".bjs-root-table[data-bjs-keys]", state="attached")
                    changes, times, counts = measure(page, args.clicks, args.warmup)
                finally:
                    browser.close()
        finally:
            stop(proc)
    what = ", ".join(f"{k} {v}" for k, v in counts.items())
    print(f"3 seats in Chromium via Voila, {len(times)} clicks ({what}):")
    for label, values in (("click → table changed", changes), ("click → next paint", times)):
        values.sort()
        p90 = values[int(0.9 * (len(values) - 1))]
        print(f"  {label}: median {statistics.median(values):.1f} ms, p90 {p90:.1f} ms")


if __name__ == "__main__":
    main()
