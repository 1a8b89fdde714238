"""Lay out the Python side of the JupyterLite site before ``jupyter lite build`` (run by
``lite/build.sh`` with its build venv's Python; not a test module, imports nothing of the
project).

Given the site's source folder (``lite_dir``) holding the Pyodide core in ``static/pyodide``
and every wheel the kernel may get in ``pypi/``, it

1. refuses any wheel that is not pure Python (``*-none-any.whl``) or is on the list of packages
   the site must never need (numpy, matplotlib, ...): such wheels only exist for Pyodide on its
   CDN, which the site never calls;
2. rewrites ``static/pyodide/pyodide-lock.json``. The npm package ``pyodide`` ships the core
   only, not the ~350 wheels its lock lists; micropip trusts the lock, so every listed name
   (ipython, traitlets, ...) would be fetched from ``static/pyodide`` and give a 404. The new
   lock lists only wheels that are there: ``micropip`` (the kernel loads it first) and the
   packages that ``import bjswitch_widgets`` pulls in, so that Pyodide installs them by itself
   when a cell imports the project (no ``%pip`` cell in the lessons). Everything else the
   kernel needs (IPython and its dependencies, comm, jedi) piplite installs from ``pypi/``;
3. checks that every requirement of every wheel the site serves (the project's own included),
   as Pyodide's Python sees it (``sys_platform == "emscripten"``), is met by a served wheel or
   by a stub of the kernel extension (ipykernel, widgetsnbextension);
4. warns about a module a lesson imports that is neither in the standard library nor served;
5. with ``--lang ru``, makes the kernel speak Russian: ``BJSWITCH_LANG`` in the Pyodide
   kernel's environment (``loadPyodideOptions.env`` in ``jupyter-lite.json``), so every lesson
   of the site is answered in it with no line to add to a notebook.

Then, after the build, ``check`` looks at the site (:func:`check_site`).

Usage: ``python prepare_site.py prepare LITE_DIR --stubs KERNEL_EXTENSION_PYPI --lessons
NOTEBOOKS --python 3.14.2 [--lang ru]`` and ``python prepare_site.py check SITE --lessons NOTEBOOKS``
"""

from __future__ import annotations

import argparse
import ast
import email.parser
import hashlib
import json
import re
import shutil
import sys
import zipfile
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename
from packaging.version import Version

#: Loaded from ``static/pyodide`` by name: micropip at kernel start, the rest on
#: ``import bjswitch_widgets`` (their ``depends`` are worked out from the wheels).
AUTOLOAD = ["bjswitch-widgets", "ipywidgets", "anywidget", "psygnal", "typing-extensions", "tqdm"]
FIRST = "micropip"

#: Compiled packages a lesson must never need (Pyodide has them only on its CDN).
NEVER = {"numpy", "matplotlib", "pandas", "scipy", "pillow", "contourpy", "kiwisolver"}


#: The kernel languages a site may be built in (bjswitch_widgets.language.LANGUAGES; this script
#: imports nothing of the project).
LANGUAGES = ("en", "ru")
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"


class SiteError(Exception):
    """The site cannot be built as asked: the message says what to change."""


def wheel_metadata(wheel: Path) -> tuple[str, Version, list[Requirement], list[str]]:
    """Name, version, requirements and top-level import names of ``wheel``."""
    name, version, _, _ = parse_wheel_filename(wheel.name)
    with zipfile.ZipFile(wheel) as zf:
        meta_name = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(zf.read(meta_name).decode("utf-8"))
        tops = set()
        for member in zf.namelist():
            head = member.split("/")[0]
            if head.endswith((".dist-info", ".data")):
                continue
            if "/" in member:
                if member.count("/") == 1 and member.endswith("/__init__.py"):
                    tops.add(head)
            elif member.endswith(".py"):
                tops.add(member[:-3])
    reqs = [Requirement(r) for r in meta.get_all("Requires-Dist") or []]
    return str(name), version, reqs, sorted(tops)


def pyodide_environment(python: str) -> dict[str, str]:
    """The marker environment of Pyodide's Python ``python`` (e.g. "3.14.2")."""
    env = dict(default_environment())
    env.update(
        sys_platform="emscripten",
        platform_system="Emscripten",
        platform_machine="wasm32",
        os_name="posix",
        implementation_name="cpython",
        platform_python_implementation="CPython",
        python_version=".".join(python.split(".")[:2]),
        python_full_version=python,
        implementation_version=python,
        platform_release="",
        platform_version="",
    )
    return env


def check_pure(wheels: list[Path]) -> None:
    """Refuse a compiled wheel or one of :data:`NEVER`."""
    bad = []
    for wheel in wheels:
        name, _, _, tags = parse_wheel_filename(wheel.name)
        if name in NEVER:
            bad.append(f"{wheel.name}: the site must not need {name}")
        elif any(tag.abi != "none" or tag.platform != "any" for tag in tags):
            bad.append(f"{wheel.name}: not pure Python (a -none-any wheel is needed)")
    if bad:
        raise SiteError("wheels the site cannot serve:\n  " + "\n  ".join(bad))


def check_requirements(served: list[Path], stubs: list[Path], python: str) -> None:
    """Every requirement of a served wheel (and of the kernel's stubs) is met by one of them."""
    env = pyodide_environment(python)
    have: dict[str, list[Version]] = {}
    for wheel in [*served, *stubs]:
        name, version, _, _ = wheel_metadata(wheel)
        have.setdefault(canonicalize_name(name), []).append(version)
    missing = []
    for wheel in [*served, *stubs]:
        for req in wheel_metadata(wheel)[2]:
            if req.marker is not None and not req.marker.evaluate({**env, "extra": ""}):
                continue
            got = have.get(canonicalize_name(req.name), [])
            if not got:
                missing.append(f"{wheel.name} needs {req} - not served")
            elif not any(req.specifier.contains(v, prereleases=True) for v in got):
                served_versions = ", ".join(map(str, got))
                missing.append(f"{wheel.name} needs {req} - served: {served_versions}")
    if missing:
        raise SiteError(
            "the kernel would miss packages (add them to lite/kernel-requirements.txt):\n  "
            + "\n  ".join(missing)
        )


def lock_entry(wheel: Path, depends: list[str]) -> dict[str, object]:
    """One package of ``pyodide-lock.json`` for ``wheel`` (which sits beside the lock)."""
    name, version, _, tops = wheel_metadata(wheel)
    return {
        "name": str(canonicalize_name(name)),
        "version": str(version),
        "file_name": wheel.name,
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "imports": tops,
        "depends": depends,
        "install_dir": "site",
        "package_type": "package",
        "unvendored_tests": False,
    }


def rewrite_lock(pyodide: Path, pypi: Path, python: str) -> dict[str, str]:
    """Put the :data:`FIRST` and :data:`AUTOLOAD` wheels beside the lock and make them its only
    packages; returns name -> version of the new lock."""
    lock_path = pyodide / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    if lock["info"]["python"] != python:
        raise SiteError(f"Pyodide's lock is for Python {lock['info']['python']!r}, not {python!r}")
    by_name = {canonicalize_name(parse_wheel_filename(w.name)[0]): w for w in pypi.glob("*.whl")}
    wanted = [FIRST, *AUTOLOAD]
    absent = [name for name in wanted if name not in by_name]
    if absent:
        raise SiteError(f"no wheel in {pypi} for {absent!r}")
    env = {**pyodide_environment(python), "extra": ""}
    packages = {}
    for name in wanted:
        wheel = by_name[name]
        if name == FIRST:  # micropip: only beside the lock, never installed again by piplite
            wheel = Path(shutil.move(str(wheel), pyodide / wheel.name))
        else:
            shutil.copy2(wheel, pyodide / wheel.name)
            wheel = pyodide / wheel.name
        depends = sorted(
            {
                str(canonicalize_name(r.name))
                for r in wheel_metadata(wheel)[2]
                if canonicalize_name(r.name) in AUTOLOAD
                and (r.marker is None or r.marker.evaluate(env))
            }
        )
        packages[str(name)] = lock_entry(wheel, depends)
    dropped = len(lock["packages"]) - len(packages)
    lock["packages"] = packages
    lock_path.write_text(json.dumps(lock, indent=1) + "\n", encoding="utf-8")
    print(f"pyodide-lock.json: {len(packages)} packages kept, {dropped} dropped (not served)")
    return {k: str(v["version"]) for k, v in packages.items()}


def lesson_imports(notebook: Path) -> set[str]:
    """Top-level modules the code cells of ``notebook`` import (magics skipped)."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    found: set[str] = set()
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        source = re.sub(r"^\s*[%!].*$", "", source, flags=re.M)
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found.add(node.module.split(".")[0])
    return found


def warn_lesson_imports(lessons: Path, served: list[Path]) -> None:
    """Print a warning for each lesson import the site cannot meet."""
    provided = set(sys.stdlib_module_names)
    for wheel in served:
        provided.update(wheel_metadata(wheel)[3])
    for notebook in sorted(lessons.glob("**/*.ipynb")):
        for module in sorted(lesson_imports(notebook) - provided):
            print(
                f"WARNING: {notebook.relative_to(lessons)} imports {module!r}, which the site "
                "does not serve",
                file=sys.stderr,
            )


def set_language(lite_dir: Path, lang: str) -> None:
    """Start the site's Pyodide kernel with ``BJSWITCH_LANG=lang`` (its ``loadPyodide``
    options, which the kernel passes on whole): the package speaks ``lang`` from the first
    cell of every lesson."""
    if lang not in LANGUAGES:
        raise SiteError(f"--lang is one of {', '.join(LANGUAGES)}, not {lang!r}")
    path = lite_dir / "jupyter-lite.json"
    config = json.loads(path.read_text(encoding="utf-8"))
    plugins = config["jupyter-config-data"].setdefault("litePluginSettings", {})
    options = plugins.setdefault(KERNEL_PLUGIN, {}).setdefault("loadPyodideOptions", {})
    options.setdefault("env", {})["BJSWITCH_LANG"] = lang
    path.write_text(json.dumps(config, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def check_site(site: Path, lessons: Path) -> None:
    """After ``jupyter lite build``: the lessons at the site's root, the kernel's Pyodide and
    packages from the site itself with the PyPI fallback off, and the widget extensions in."""
    problems = []
    config = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    text = json.dumps(config)
    problems += [
        f"jupyter-lite.json names another host: {url}"
        for url in re.findall(r"[a-z]+://[^\"]+", text)
    ]
    plugins = config["jupyter-config-data"].get("litePluginSettings", {})
    kernel = plugins.get(KERNEL_PLUGIN, {})
    if kernel.get("disablePyPIFallback") is not True:
        problems.append("jupyter-lite.json: the kernel's PyPI fallback is not off")
    if "static/pyodide/" not in str(kernel.get("pyodideUrl", "")):
        problems.append(f"jupyter-lite.json: pyodideUrl is {kernel.get('pyodideUrl')!r}")
    for notebook in sorted(lessons.glob("**/*.ipynb")):  # a language's in its folder: ru/…
        where = notebook.relative_to(lessons)
        if not (site / "files" / where).is_file():
            problems.append(f"{where} is not where the site serves it")
    extensions = {
        p.parent.relative_to(site / "extensions").as_posix()
        for p in (site / "extensions").glob("**/package.json")
    }
    for needed in (
        "anywidget",
        "@jupyter-widgets/jupyterlab-manager",
        "@jupyterlite/pyodide-kernel-extension",
    ):
        if needed not in extensions:
            problems.append(f"the front-end extension {needed} is not in the site")
    anywidget_ext = site / "extensions" / "anywidget" / "package.json"
    served = [w.name for w in (site / "pypi").glob("anywidget-*.whl")]
    if anywidget_ext.is_file():
        version = json.loads(anywidget_ext.read_text(encoding="utf-8"))["version"]
        if served != [f"anywidget-{version}-py3-none-any.whl"]:
            problems.append(f"anywidget: front end {version}, kernel wheel {served}")
    if problems:
        raise SiteError("the built site is not right:\n  " + "\n  ".join(problems))
    print("site checked: extensions", ", ".join(sorted(extensions)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    prepare = sub.add_parser("prepare", help="wheels and lock, before jupyter lite build")
    prepare.add_argument("lite_dir", type=Path)
    prepare.add_argument("--stubs", type=Path, required=True, help="the kernel extension's pypi/")
    prepare.add_argument("--lessons", type=Path, required=True)
    prepare.add_argument("--python", required=True, help="Pyodide's Python, e.g. 3.14.2")
    prepare.add_argument("--lang", default="", help="the kernel's language: en (default) or ru")
    check = sub.add_parser("check", help="the built site")
    check.add_argument("site", type=Path)
    check.add_argument("--lessons", type=Path, required=True)
    args = parser.parse_args(argv)
    try:
        if args.command == "check":
            check_site(args.site, args.lessons)
            return 0
        pypi, pyodide = args.lite_dir / "pypi", args.lite_dir / "static" / "pyodide"
        check_pure(sorted(pypi.glob("*.whl")))
        lock = rewrite_lock(pyodide, pypi, args.python)
        served = sorted([*pypi.glob("*.whl"), *pyodide.glob("*.whl")])
        check_requirements(served, sorted(args.stubs.glob("*.whl")), args.python)
        warn_lesson_imports(args.lessons, served)
        if args.lang:
            set_language(args.lite_dir, args.lang)
    except SiteError as err:
        print(f"lite/build.sh: {err}", file=sys.stderr)
        return 1
    print("auto-loaded from static/pyodide:", ", ".join(f"{k} {v}" for k, v in lock.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
