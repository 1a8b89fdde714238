"""What ``test_lite_site.py`` needs to build the JupyterLite site (``lite/build.sh``), serve it
on 127.0.0.1 and play a lesson in it in Debian's Chromium: Run All in the in-browser kernel,
every output read back from the notebook, a click on a table, and every request's host.

JupyterLab's own application object is read through ``window.jupyterapp``, which JupyterLab
sets when the page config says ``exposeAppInBrowser`` (what JupyterLab's own browser tests
use); the test adds that one setting to the site's ``jupyter-lite.json`` as the browser fetches
it, and changes nothing else the learner gets.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from browser_helpers import free_port, stop, wait_until_serving

REPO = Path(__file__).resolve().parent.parent
BUILD = REPO / "lite" / "build.sh"
LESSONS = REPO / "notebooks"

#: The table's root (it carries ``data-bjs-keys`` once its anywidget script has attached).
#: The roots of what a lesson draws to click: a table, a trainer (lesson 09), or the dealer's
#: table (lesson 09b).
ROOTS = (".bjs-root-table", ".bjs-root-trainer", ".bjs-root-dealer")
ROOT = ", ".join(ROOTS)
KEYED = ", ".join(f"{r}[data-bjs-keys]" for r in ROOTS)
NOT_BUSY = ", ".join(f"{r}:not([data-bjs-busy])" for r in ROOTS)
TABLE = ".bjs-table-view"
STATUS = ".bjs-status-view"

#: The buttons tried on a table, pass by pass: a decision first (they reach the kernel as a
#: message of the table's anywidget script), else every "No insurance", else the next step.
CLICK_PASSES: list[list[str]] = [
    ["switch"],
    ["stand"],
    ["keep"],
    ["hit"],
    ["no-insurance-1", "no-insurance-2", "no-insurance-3"],
    ["deal-dealer"],
    ["next-round"],
    ["pay"],  # the dealer's table: Pay with no amount yet is answered with a note
]
#: What a click changes besides the felt: the verdict (the dealer's table answers a wrong
#: Hit or Stand, or Pay with no amount, in its verdict; the felt waits for the right one).
VERDICT = ".bjs-trainer-verdict-view"

#: An error shown in a stream: Python's traceback header, or a line that starts with the name of
#: an exception and a colon (``ModuleNotFoundError: ...``, ``bjswitch_widgets.X.BadError: ...``).
#: A progress bar (tqdm writes to stderr), a warning or a plain message is no error.
ERROR_IN_STREAM = re.compile(
    r"Traceback \(most recent call last\)|^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception):",
    re.M,
)
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")

#: What the widget manager shows in place of a widget it could not draw.
WIDGET_FAILURES = ("Error displaying widget", "Error creating widget", "Failed to load model")


@dataclass
class Built:
    """A site built by ``lite/build.sh``: where, how long it took, how big it is."""

    site: Path
    seconds: float
    megabytes: float
    files: int
    log: str


def build_site(out: Path, env: dict[str, str] | None = None, timeout: int = 1200) -> Built:
    """Run ``bash lite/build.sh out``; raise ``RuntimeError`` (with the log's end) on failure."""
    started = time.monotonic()
    proc = subprocess.run(
        ["bash", str(BUILD), str(out)],
        cwd=REPO,
        env={**os.environ, "PYTHON": sys.executable, **(env or {})},
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )
    seconds = time.monotonic() - started
    log = proc.stdout + proc.stderr
    if proc.returncode != 0:
        raise RuntimeError(f"lite/build.sh failed ({proc.returncode}):\n{log[-6000:]}")
    files = [p for p in out.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    return Built(out, seconds, size / 2**20, len(files), log)


@contextmanager
def site_server(site: Path, log_path: Path) -> Iterator[str]:
    """``python -m http.server`` serving ``site`` on 127.0.0.1 (a free port), in a process
    group of its own; yields the base URL (no trailing slash), stops the server by its PID."""
    port = free_port()
    with log_path.open("w") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"],
            cwd=site,
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            wait_until_serving(f"{base}/jupyter-lite.json", proc, 30, log_path)
            yield base
        finally:
            stop(proc)


def stream_error(output: dict[str, Any]) -> str | None:
    """The error an output shows, in one line, or ``None`` when it shows none: an ``error``
    output, or a traceback or ``SomethingError:`` line on stderr. Anything on stdout, and a
    stderr progress bar or warning, is not an error.

    >>> stream_error({"output_type": "error", "ename": "OSError", "evalue": "no processes"})
    'OSError: no processes'
    >>> stream_error({"output_type": "stream", "name": "stderr",
    ...               "text": " 40%|####      | 80000/200000 [00:01<00:01, 80000.00it/s]"})
    >>> stream_error({"output_type": "stream", "name": "stderr",
    ...               "text": "Traceback (most recent call last):\\n  File ...\\nKeyError: 'x'\\n"})
    "stderr: KeyError: 'x'"
    """
    kind = output.get("output_type")
    if kind == "error":
        return f"{output.get('ename')}: {output.get('evalue')}"
    if kind != "stream" or output.get("name") != "stderr":
        return None
    text = ANSI.sub("", str(output.get("text") or ""))
    if not ERROR_IN_STREAM.search(text):
        return None
    named = re.findall(r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception):.*$", text, re.M)
    return "stderr: " + (named[-1] if named else text.strip().splitlines()[-1])[:300]


@dataclass
class CellResult:
    """One code cell after Run All: where it is, whether it ran, the errors it shows."""

    index: int
    first_line: str
    ran: bool
    errors: list[str]
    detail: str = ""


@dataclass
class LessonRun:
    """What happened to one lesson in the browser."""

    lesson: str
    cells: list[CellResult] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)
    failed_responses: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    widget_failures: list[str] = field(default_factory=list)
    tables: int = 0
    tables_with_keys: int = 0
    click: dict[str, Any] | None = None
    seconds: dict[str, float] = field(default_factory=dict)
    stopped: str = ""

    def hosts(self) -> set[str]:
        """The host of every http(s)/ws request (data: and blob: URLs have none)."""
        return {
            urlparse(u).hostname or ""
            for u in self.requests
            if urlparse(u).scheme in ("http", "https", "ws", "wss")
        }

    def problems(self) -> list[str]:
        """Every way the lesson fell short, each naming the lesson, the cell and the error."""
        out = [
            f"{self.lesson}: cell {c.index} ({c.first_line!r}): {e}"
            + (f"\n{c.detail}" if i == 0 else "")
            for c in self.cells
            for i, e in enumerate(c.errors)
        ]
        not_run = [c for c in self.cells if not c.ran]
        if not_run:
            first = not_run[0]
            out.append(
                f"{self.lesson}: {len(not_run)} code cells did not run, the first cell "
                f"{first.index} ({first.first_line!r}){': ' + self.stopped if self.stopped else ''}"
            )
        # JupyterLab asks /api/... for paths it sees in a traceback (404 there is normal); any
        # other failed request is a file the site lacks
        missing = [
            r
            for r in self.failed_responses
            if not urlparse(r.split(" ", 1)[1]).path.startswith("/api/")
        ]
        out += [f"{self.lesson}: the site answered {r}" for r in missing]
        foreign = sorted(self.hosts() - {"127.0.0.1"})
        if foreign:
            out.append(f"{self.lesson}: requests left the serving host: {foreign}")
        out += [f"{self.lesson}: widget not drawn: {w}" for w in self.widget_failures]
        return out


#: True once JupyterLab shows the notebook ``path`` (the app is exposed and restored).
NOTEBOOK_OPEN = """(path) => {
  const app = window.jupyterapp;
  const w = app && app.shell && app.shell.currentWidget;
  return !!(w && w.context && w.context.path === path && w.content && w.content.model
            && w.sessionContext);
}"""

#: True once the notebook's kernel (Pyodide, in a Web Worker) has started and is idle.
KERNEL_IDLE = """() => {
  const s = window.jupyterapp.shell.currentWidget.sessionContext;
  const k = s && s.session && s.session.kernel;
  return !!(k && k.status === 'idle' && s.kernelDisplayStatus === 'idle');
}"""

#: Run All Cells through JupyterLab's own command; the outcome lands in window.__bjsRunAll.
RUN_ALL = """() => {
  window.__bjsRunAll = null;
  window.jupyterapp.commands.execute('notebook:run-all-cells').then(
    (ok) => { window.__bjsRunAll = {ok: ok !== false}; },
    (err) => { window.__bjsRunAll = {ok: false, error: String(err)}; });
}"""

#: The notebook as JupyterLab holds it now: every cell with its outputs.
NOTEBOOK_JSON = """() => window.jupyterapp.shell.currentWidget.content.model.toJSON()"""

EXPOSE_APP = "exposeAppInBrowser"


def _text(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value or "")


def read_cells(notebook: dict[str, Any]) -> list[CellResult]:
    """The code cells of a notebook (as JSON), each with whether it ran and its errors."""
    results = []
    for index, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] != "code":
            continue
        source = _text(cell["source"]).strip()
        first = source.splitlines()[0][:80] if source else ""
        errors, details = [], []
        for output in cell.get("outputs", []):
            ename = re.sub(r"^<class '(?:[\w.]+\.)?(\w+)'>$", r"\1", str(output.get("ename")))
            found = stream_error({**output, "ename": ename, "text": _text(output.get("text"))})
            if found:
                errors.append(found)
                trace = ANSI.sub("", "\n".join(output.get("traceback") or []))
                lines = [line for line in trace.splitlines() if line.strip()]
                if len(lines) > 18:  # the cell's own frame first, then where it failed
                    lines = [*lines[:7], "...", *lines[-10:]]
                details.append("\n".join("    " + line for line in lines))
        ran = cell.get("execution_count") is not None
        results.append(CellResult(index, first, ran, errors, "\n".join(details[:1])))
    return results


def _expose_app(route: Any) -> None:
    """Serve ``jupyter-lite.json`` with ``exposeAppInBrowser`` added (nothing else changed)."""
    response = route.fetch()
    config = json.loads(response.text())
    if "jupyter-config-data" in config:
        config["jupyter-config-data"][EXPOSE_APP] = "true"
    route.fulfill(response=response, body=json.dumps(config))


def _local(url: str) -> bool:
    parsed = urlparse(url)
    return parsed.scheme not in ("http", "https", "ws", "wss") or parsed.hostname == "127.0.0.1"


def run_lesson(browser: Any, base: str, lesson: str, shot: Path) -> LessonRun:
    """Open ``lesson`` in a fresh browser context, Run All, read every cell back, click a table
    and screenshot it to ``shot``; never raises for what the lesson does (see ``problems``)."""
    run = LessonRun(lesson)
    context = browser.new_context(viewport={"width": 1280, "height": 1600})  # a whole table
    context.on("request", lambda r: run.requests.append(r.url))
    context.on(
        "response",
        lambda r: run.failed_responses.append(f"{r.status} {r.url}") if r.status >= 400 else None,
    )
    context.route(lambda url: not _local(url), lambda route: route.abort("blockedbyclient"))
    context.route("**/jupyter-lite.json", _expose_app)
    page = context.new_page()
    page.on(
        "console",
        lambda m: run.console_errors.append(m.text[:300]) if m.type == "error" else None,
    )
    page.on("pageerror", lambda e: run.console_errors.append(f"pageerror: {e}"[:300]))
    try:
        _play(page, base, lesson, shot, run)
    except Exception as err:  # a timeout, a page that never came: reported, not raised
        run.stopped = f"{type(err).__name__}: {str(err).splitlines()[0][:300]}"
        if not run.cells:
            run.cells = [CellResult(-1, "(the page)", False, [run.stopped])]
    finally:
        context.close()
    return run


def _play(page: Any, base: str, lesson: str, shot: Path, run: LessonRun) -> None:
    t0 = time.monotonic()
    page.goto(f"{base}/lab/index.html?path={lesson}.ipynb", wait_until="domcontentloaded")
    page.wait_for_function(NOTEBOOK_OPEN, arg=f"{lesson}.ipynb", timeout=120_000, polling=250)
    run.seconds["page_to_notebook"] = round(time.monotonic() - t0, 1)
    page.wait_for_function(KERNEL_IDLE, timeout=180_000, polling=250)
    run.seconds["page_to_kernel_idle"] = round(time.monotonic() - t0, 1)
    page.evaluate(RUN_ALL)
    t_run = time.monotonic()
    deadline = t_run + 300
    while True:
        if "page_to_first_table" not in run.seconds and page.locator(ROOT).count():
            run.seconds["page_to_first_table"] = round(time.monotonic() - t0, 1)
        outcome = page.evaluate("() => window.__bjsRunAll")
        if outcome is not None:
            if outcome.get("error"):
                run.stopped = f"Run All: {outcome['error']}"
            break
        if time.monotonic() > deadline:
            run.stopped = "Run All had not finished after 300 s"
            break
        page.wait_for_timeout(250)
    run.seconds["run_all"] = round(time.monotonic() - t_run, 1)
    run.cells = read_cells(page.evaluate(NOTEBOOK_JSON))
    # the last widget views draw after their cell has finished
    page.wait_for_timeout(1000)
    run.tables = page.locator(ROOT).count()
    if run.tables:
        try:
            page.wait_for_function(
                f"(n) => document.querySelectorAll('{KEYED}').length >= n",
                arg=run.tables,
                timeout=15_000,
            )
        except Exception:
            pass  # counted below: the test says which tables lack their script
    run.tables_with_keys = page.locator(KEYED).count()
    notebook_text = page.locator(".jp-Notebook").inner_text()
    run.widget_failures = [w for w in WIDGET_FAILURES if w in notebook_text]
    run.click = click_a_table(page, shot)


def _drawn(root: Any) -> str:
    """The felt and, where there is one, the verdict under it."""
    verdict = root.locator(VERDICT)
    return root.locator(TABLE).first.inner_html() + (
        verdict.first.inner_html() if verdict.count() else ""
    )


def click_a_table(page: Any, shot: Path) -> dict[str, Any] | None:
    """Click the first enabled button of :data:`CLICK_PASSES` on any table; wait for the table
    to change; screenshot the table to ``shot``. ``None`` when no table has such a button."""
    roots = page.locator(ROOT)
    for names in CLICK_PASSES:
        for i in range(roots.count()):
            root = roots.nth(i)
            buttons = [root.locator(f"button.bjs-btn-{n}").first for n in names]
            buttons = [b for b in buttons if b.count() and b.is_visible() and b.is_enabled()]
            if not buttons:
                continue
            root.scroll_into_view_if_needed()
            before = _drawn(root)
            status_before = root.locator(STATUS).first.inner_text()
            clicked = time.monotonic()
            for button in buttons:
                button.click()
                page.wait_for_timeout(150)
            changed = False
            while time.monotonic() < clicked + 20:
                if _drawn(root) != before:
                    changed = True
                    break
                page.wait_for_timeout(100)
            seconds = round(time.monotonic() - clicked, 2)
            try:
                page.wait_for_selector(NOT_BUSY, timeout=5_000)
            except Exception:
                pass
            page.wait_for_timeout(400)  # the last paint
            shot.parent.mkdir(parents=True, exist_ok=True)
            root.screenshot(path=str(shot))
            return {
                "table": i,
                "buttons": names,
                "changed": changed,
                "seconds": seconds,
                "status_before": status_before[:200],
                "status_after": root.locator(STATUS).first.inner_text()[:200],
            }
    return None


def _local_page(browser: Any, viewport: dict[str, int]) -> tuple[Any, Any]:
    """A fresh context whose requests may reach 127.0.0.1 only, with the app exposed; a page."""
    context = browser.new_context(viewport=viewport)
    context.route(lambda url: not _local(url), lambda route: route.abort("blockedbyclient"))
    context.route("**/jupyter-lite.json", _expose_app)
    return context, context.new_page()


def _open_idle(page: Any, base: str, lesson: str) -> None:
    """Open ``lesson`` in the lab and wait until its kernel is idle (nothing run)."""
    page.goto(f"{base}/lab/index.html?path={lesson}.ipynb", wait_until="domcontentloaded")
    page.wait_for_function(NOTEBOOK_OPEN, arg=f"{lesson}.ipynb", timeout=120_000, polling=250)
    page.wait_for_function(KERNEL_IDLE, timeout=180_000, polling=250)


def advisor_at_a_table(browser: Any, base: str, lesson: str) -> dict[str, Any]:
    """Open ``lesson``, Run All, turn the first table's Advisor on and click Keep: what the
    Advisor showed (``pending_seen``: the quick estimates came first; ``labels``: the labels of
    the values once settled; ``seconds``: click → exact values) or ``error``."""
    context, page = _local_page(browser, {"width": 1280, "height": 1600})
    try:
        _open_idle(page, base, lesson)
        page.evaluate(RUN_ALL)
        page.wait_for_function("() => window.__bjsRunAll", timeout=300_000, polling=250)
        root = page.locator(ROOTS[0]).first
        root.scroll_into_view_if_needed()
        root.locator(".bjs-btn-advisor").click()
        root.locator(".bjs-advisor").wait_for(state="visible", timeout=30_000)
        clicked = time.monotonic()
        root.locator("button.bjs-btn-keep").click()
        pending_seen = False
        labels: list[str] = []
        while time.monotonic() < clicked + 120:
            pending_seen |= root.locator(".bjs-advisor-pending").count() > 0
            labels = root.locator(".bjs-advisor-error").all_inner_texts()
            if labels and "exact" in labels and not root.locator(".bjs-advisor-pending").count():
                break
            page.wait_for_timeout(50)
        return {
            "pending_seen": pending_seen,
            "labels": labels,
            "seconds": round(time.monotonic() - clicked, 2),
        }
    except Exception as err:  # a timeout, a page that never came: reported, not raised
        return {"error": f"{type(err).__name__}: {str(err).splitlines()[0][:300]}"}
    finally:
        context.close()


#: Runs code in the open notebook's kernel (Pyodide) and collects what it printed.
RUN_CODE = """async (code) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext.session.kernel;
  const out = [];
  const future = kernel.requestExecute({ code, store_history: false });
  future.onIOPub = (msg) => {
    const c = msg.content;
    if (msg.header.msg_type === 'stream') out.push(c.text);
    if (msg.header.msg_type === 'error') out.push(`${c.ename}: ${c.evalue}`);
  };
  await future.done;
  return out.join('');
}"""


def run_code(browser: Any, base: str, lesson: str, code: str) -> str:
    """Open ``lesson`` (nothing run), wait for its kernel and run ``code`` in it: what it
    printed (an error as ``Name: value``), or ``error: …`` when the page never came."""
    context, page = _local_page(browser, {"width": 1280, "height": 1000})
    try:
        _open_idle(page, base, lesson)
        return str(page.evaluate(RUN_CODE, code))
    except Exception as err:  # a timeout, a page that never came: reported, not raised
        return f"error: {type(err).__name__}: {str(err).splitlines()[0][:300]}"
    finally:
        context.close()
