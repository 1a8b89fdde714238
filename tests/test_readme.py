"""The README's commands are the ones CI runs, and its replay example does what it says."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _block_after(heading: str) -> str:
    section = README.split(heading, 1)[1]
    match = re.search(r"```bash\n(.*?)```", section, re.S)
    assert match, f"no bash block after {heading!r}"
    return match.group(1).strip()


def test_ci_runs_exactly_the_readmes_test_command():
    command = _block_after("## Run every test")
    assert command in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_readme_replay_example_gives_the_worked_example_pushes():
    """RULES §1.12 via the CLI, as the README shows it: both push, 4 and 2 returned, chips 100."""
    block = _block_after("## Replay a scenario")
    scenario = json.loads(block.split("'")[1])
    proc = subprocess.run(
        [sys.executable, "-m", "bjswitch_widgets", "replay", "-"],
        input=json.dumps(scenario),
        capture_output=True,
        text=True,
        cwd=ROOT,
        encoding="utf-8",
    )
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    hands = result["players"][0]["hands"]
    assert [(h["outcome"], h["returned"]) for h in hands] == [("push", 4), ("push", 2)]
    assert result["players"][0]["chips_after"] == 100


def test_readme_python_example_shows_the_true_waiting_state():
    from bjswitch_widgets import replay

    result = replay(
        {
            "players": ["Ann"],
            "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
            "actions": ["switch", "double"],
        }
    )
    shown = re.search(r"# \('waiting', (\{.*\})\)", README)
    assert shown and result["status"] == "waiting"
    assert repr(result["to_act"]) == shown.group(1)


def test_readme_binder_badge_opens_the_first_lesson():
    """The Binder badge opens notebooks/00_start_here.ipynb: the learner's copy of the lesson."""
    badge = re.search(r"\(https://mybinder\.org/v2/gh/[^)]*labpath=([^)]*)\)", README)
    assert badge, "no Binder badge in the README"
    target = badge.group(1).replace("%2F", "/")
    assert target == "notebooks/00_start_here.ipynb"
    copy = json.loads((ROOT / target).read_text(encoding="utf-8"))
    assert copy["metadata"]["bjswitch_widgets"]["audience"] == "learner"


def test_readme_lists_every_lesson():
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        assert f"`{notebook.stem}`" in README, notebook.name


def test_readme_says_where_instructors_open_their_notebook():
    """The instructors' notebook has no learner's copy (issue 23): the README's section on it
    names the command that writes it, and its Binder link and Voila path open the source."""
    section = README.split("### The instructors' notebook", 1)[1].split("\n## ", 1)[0]
    command = [line.strip() for line in _block_after("### The instructors' notebook").splitlines()]
    assert command[0] == "python -m bjswitch_widgets lessons solution teach"
    assert command[1].startswith("jupyter lab teach/instructor_scenarios.ipynb")
    link = re.search(r"\(https://mybinder\.org/v2/gh/[^)]*labpath=([^)]*)\)", section)
    assert link, "no Binder link for the instructors' notebook"
    target = link.group(1).replace("%2F", "/")
    assert target == "bjswitch_widgets/notebooks/instructor_scenarios.ipynb"
    assert f"/voila/render/{target}" in section
    notebook = json.loads((ROOT / target).read_text(encoding="utf-8"))
    assert notebook["metadata"]["bjswitch_widgets"]["instructors"] is True
    assert not (ROOT / "notebooks" / "instructor_scenarios.ipynb").exists()


def test_readme_house_edges_are_the_ones_the_command_prints():
    """The README's house-edge table is what `python -m bjswitch_widgets house-edge` prints."""
    command = _block_after("The house edge of each table")
    assert command == ".venv/bin/python -m bjswitch_widgets house-edge"
    proc = subprocess.run(
        [sys.executable, "-m", "bjswitch_widgets", "house-edge"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        encoding="utf-8",
    )
    assert proc.returncode == 0, proc.stderr
    printed = {line.split()[0]: line.split()[1] for line in proc.stdout.splitlines()}
    shown = dict(re.findall(r"^\| `(\w+)` \| (\d\.\d{3})% \|", README, re.M))
    assert set(shown) == {"switch", "classic", "online_switch", "jack_switch"}
    for name, edge in shown.items():
        assert printed[name] == f"+{edge}%", (name, printed[name], edge)


def test_readme_layout_names_every_module():
    """The layout tree names every module of the package, each in its own folder."""
    layout = README.split("## Layout", 1)[1].split("```", 2)[1]
    listed: set[str] = set()
    folder = ""
    for line in layout.splitlines():
        name = line.strip().split(" ")[0] if line.strip() else ""
        if line.startswith("  ") and not line.startswith("    ") and name:
            folder = name if name.endswith("/") else ""
            if not folder:
                listed.add(name)
        elif line.startswith("    ") and name:
            listed.add(folder + name)
    package = ROOT / "bjswitch_widgets"
    modules = {
        str(path.relative_to(package))
        for path in package.rglob("*.py")
        if not (path.name == "__init__.py" and path.parent != package)
    }
    assert modules - listed == set(), "modules missing from the README's layout"
    assert {m for m in listed if m.endswith(".py")} - modules == set(), "listed but gone"


def test_readme_engine_example_runs():
    """The README's engine snippet runs as written (a stale example is a bug)."""
    section = README.split("## The engine in Python", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.S)
    assert code
    exec(compile(code.group(1), "README", "exec"), {})


def test_readme_instructor_example_runs():
    """The "For instructors" snippet runs as written: stack gives the §1.12 shoe, the worked
    example's hand 1 pushes, and a recorded table replays to its state."""
    section = README.split("## For instructors", 1)[1].split("\n## ", 1)[0]
    code = re.search(r"```python\n(.*?)```", section, re.S)
    assert code
    scope: dict[str, object] = {}
    exec(compile(code.group(1), "README", "exec"), scope)
    assert scope["cards"] == ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"]
    for command in ("lessons learner OUT", "lessons nbgrader course", "handout OUT"):
        assert f"python -m bjswitch_widgets {command}" in section
