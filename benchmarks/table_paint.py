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
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

# The Voila server and the browser come from the tests' helpers (tests/browser_helpers.py),
# which pytest finds through its pythonpath; a script run on its own has to be told where.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from browser_helpers import chromium, voila_server, write_notebook

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
        # A learner reads the table before the next click (the same button again less than
        # 250 ms after the click before would be taken for the rest of a double-click).
        page.wait_for_timeout(450)
    return changes, times, counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--warmup", type=int, default=3)
    args = parser.parse_args()
    if shutil.which("chromium") is None:
        sys.exit("Debian's chromium is not installed (apt-get install chromium)")
    from playwright.sync_api import expect

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        nb = folder / "table.ipynb"
        source = "from bjswitch_widgets import SwitchTable\nSwitchTable(3, seed=11, dealer_delay=0)"
        write_notebook(nb, [source])
        with voila_server(folder, nb) as url, chromium() as browser:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(url, timeout=90_000)
            expect(page.locator(".bjs-table-view")).to_contain_text("Player 3", timeout=90_000)
            page.wait_for_selector(".bjs-root-table[data-bjs-keys]", state="attached")
            changes, times, counts = measure(page, args.clicks, args.warmup)
    what = ", ".join(f"{k} {v}" for k, v in counts.items())
    print(f"3 seats in Chromium via Voila, {len(times)} clicks ({what}):")
    for label, values in (("click → table changed", changes), ("click → next paint", times)):
        values.sort()
        p90 = values[int(0.9 * (len(values) - 1))]
        print(f"  {label}: median {statistics.median(values):.1f} ms, p90 {p90:.1f} ms")


if __name__ == "__main__":
    main()
