#!/usr/bin/env bash
# Build the lessons as a static JupyterLite site: Python runs in the learner's browser
# (Pyodide), nothing to install, any static web host serves it.
#
#   bash lite/build.sh OUT
#   python3 -m http.server --directory OUT --bind 127.0.0.1 8000
#   open http://127.0.0.1:8000/lab/index.html?path=00_start_here.ipynb
#
# Build time: only PyPI (pip) and the npm registry (npm) are asked, for the exact versions in
# lite/requirements.txt, lite/kernel-requirements.txt and lite/package-lock.json; the project's
# own wheel is built from this checkout. Run time: the site loads nothing from any other host
# (the PyPI fallback of the kernel is off), so it works on a classroom network with no way out.
#
# Environment:
#   LITE_WORK  the work folder: build venv, downloads, caches (kept between builds, so a second
#              build takes seconds). Default: ${XDG_CACHE_HOME:-~/.cache}/bjswitch-lite
#   PYTHON     the Python (>= 3.10) for the build venv. Default: python3
#   NPM        the npm client. Default: npm
#   LITE_LANG  the language the lessons' kernel speaks: en (default) or ru (sets BJSWITCH_LANG in
#              the Pyodide kernel's environment, for every lesson of the site)
#
# OUT is replaced whole: it must be a new folder, an empty one, or a site this script built.
# See lite/README.md.
set -euo pipefail

die() {
  echo "lite/build.sh: $*" >&2
  exit 1
}

if [ $# -ne 1 ] || [ -z "$1" ]; then
  echo "usage: bash lite/build.sh OUT   (builds the JupyterLite site into the folder OUT)" >&2
  exit 2
fi
case $1 in
  -h | --help)
    sed -n '2,23p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
esac

START=$SECONDS
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
REPO=$(cd "$HERE/.." && pwd -P)
MARKER=.bjswitch-lite-site

# An absolute path with . and .. worked out, whether it exists or not.
normpath() {
  local path=$1 part
  local -a parts=() kept=()
  [[ $path == /* ]] || path="$(pwd -P)/$path"
  IFS=/ read -r -a parts <<<"$path"
  for part in "${parts[@]}"; do
    case $part in
      '' | .) ;;
      ..) if ((${#kept[@]})); then unset "kept[$((${#kept[@]} - 1))]"; fi ;;
      *) kept+=("$part") ;;
    esac
  done
  local IFS=/
  printf '/%s\n' "${kept[*]}"
}

# 1. OUT and the work folder, checked before anything is written ------------------------------
OUT=$(normpath "$1")
if [ -d "$OUT" ]; then OUT=$(cd "$OUT" && pwd -P); fi
WORK=$(normpath "${LITE_WORK:-${XDG_CACHE_HOME:-${HOME:?HOME is not set: set LITE_WORK}/.cache}/bjswitch-lite}")

[ "$OUT" != / ] || die "refusing OUT=/"
[ "$OUT" != "$REPO" ] || die "refusing OUT=$1: it is the repository itself (try: site)"
[[ $REPO/ != "$OUT"/* ]] || die "refusing OUT=$1: the repository $REPO is inside it"
[ "$OUT" != "$(normpath "${HOME:-/}")" ] || die "refusing OUT=$1: it is your home folder"
[[ $WORK/ != "$OUT"/* && $OUT/ != "$WORK"/* ]] ||
  die "refusing OUT=$1: it overlaps the work folder $WORK (LITE_WORK)"
if [ -e "$OUT" ]; then
  [ -d "$OUT" ] || die "refusing OUT=$1: it is a file, not a folder"
  if [ -n "$(ls -A "$OUT")" ] && [ ! -f "$OUT/$MARKER" ]; then
    die "refusing OUT=$1: the folder is not empty and is not a site this script built" \
      "(it would be replaced whole); remove it or choose a new folder"
  fi
fi

# 2. the tools ----------------------------------------------------------------------------------
PYTHON=${PYTHON:-python3}
NPM=${NPM:-npm}
command -v "$PYTHON" >/dev/null 2>&1 ||
  die "$PYTHON not found: install Python >= 3.10 with venv (Debian: apt-get install python3" \
    "python3-venv), or set PYTHON=/path/to/python3"
"$PYTHON" -c 'import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 10))' 2>/dev/null ||
  die "$PYTHON is not Python >= 3.10 with venv and ensurepip (Debian: apt-get install python3-venv)"
command -v "$NPM" >/dev/null 2>&1 ||
  die "$NPM not found: install Node.js >= 18 with npm (Debian: apt-get install npm), or set NPM=..."
ls "$REPO"/notebooks/*.ipynb >/dev/null 2>&1 || die "no lessons in $REPO/notebooks"

mkdir -p "$WORK"
if command -v flock >/dev/null 2>&1; then # one build at a time in a work folder
  exec 9>"$WORK/.lock"
  flock -n 9 || {
    echo "waiting for another build in $WORK ..."
    flock 9
  }
fi
echo "work folder: $WORK"

# A fingerprint of files (and extra words), to know when a cached step must run again.
stamp() {
  "$PYTHON" - "$@" <<'EOF'
import hashlib, os, sys
h = hashlib.sha256()
for arg in sys.argv[1:]:
    h.update(open(arg, "rb").read() if os.path.isfile(arg) else arg.encode())
print(h.hexdigest())
EOF
}
fresh() { [ "$(cat "$1/.stamp" 2>/dev/null)" = "$2" ]; }

# 3. the build venv: jupyterlite and the front-end extensions (lite/requirements.txt) ----------
VENV=$WORK/venv
want=$(stamp "$HERE/requirements.txt" "$("$PYTHON" -c 'import sys; print(sys.version)')")
# (a venv moved to another folder keeps its stamp but not its scripts: asked to run, it fails)
if ! fresh "$VENV" "$want" || ! "$VENV/bin/jupyter-lite" --version >/dev/null 2>&1; then
  echo "build venv: installing lite/requirements.txt"
  rm -rf "$VENV"
  "$PYTHON" -m venv "$VENV"
  "$VENV/bin/python" -m pip install -q -r "$HERE/requirements.txt"
  echo "$want" >"$VENV/.stamp"
fi
PY=$VENV/bin/python
read -r PYODIDE KERNEL_PYTHON < <("$PY" -c '
import jupyterlite_pyodide_kernel.constants as c
print(c.PYODIDE_VERSION, c.PYODIDE_PYTHON_VERSION)')
LOCKED=$("$PY" -c 'import json, sys; print(json.load(open(sys.argv[1]))["dependencies"]["pyodide"])' \
  "$HERE/package.json")
[ "$PYODIDE" = "$LOCKED" ] ||
  die "the kernel expects Pyodide $PYODIDE but lite/package.json pins $LOCKED: make them agree"
STUBS=$VENV/share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi
[ -d "$STUBS" ] || die "no kernel extension wheels in $STUBS"

# 4. the Pyodide core, from npm (lite/package-lock.json) ---------------------------------------
NPMDIR=$WORK/npm
want=$(stamp "$HERE/package.json" "$HERE/package-lock.json")
if ! fresh "$NPMDIR" "$want"; then
  echo "npm: installing pyodide@$PYODIDE"
  rm -rf "$NPMDIR"
  mkdir -p "$NPMDIR"
  cp "$HERE/package.json" "$HERE/package-lock.json" "$NPMDIR/"
  (cd "$NPMDIR" && "$NPM" ci --ignore-scripts --no-audit --no-fund --loglevel=error)
  echo "$want" >"$NPMDIR/.stamp"
fi
PYODIDE_PYTHON=$("$PY" -c 'import json, sys; print(json.load(open(sys.argv[1]))["info"]["python"])' \
  "$NPMDIR/node_modules/pyodide/pyodide-lock.json")
[[ $PYODIDE_PYTHON == "$KERNEL_PYTHON".* ]] ||
  die "the kernel expects Python $KERNEL_PYTHON in Pyodide, npm's pyodide has $PYODIDE_PYTHON"
PYTHON_MINOR=${PYODIDE_PYTHON%.*}
echo "Pyodide $PYODIDE (Python $PYODIDE_PYTHON)"

# 5. the kernel's wheels (lite/kernel-requirements.txt): pure Python, exactly those ------------
WHEELS=$WORK/kernel-wheels
want=$(stamp "$HERE/kernel-requirements.txt" "$PYTHON_MINOR")
if ! fresh "$WHEELS" "$want"; then
  echo "pip: downloading lite/kernel-requirements.txt"
  rm -rf "$WHEELS"
  "$PY" -m pip download -q --no-deps --only-binary=:all: --implementation py --abi none \
    --platform any --python-version "$PYTHON_MINOR" -d "$WHEELS" \
    -r "$HERE/kernel-requirements.txt"
  echo "$want" >"$WHEELS/.stamp"
fi

# 6. the project's wheel, from this checkout (never cached) ------------------------------------
rm -rf "$WORK/project-wheel"
"$PY" -m pip wheel -q --no-deps --no-build-isolation -w "$WORK/project-wheel" "$REPO"

# 7. the site's sources: Pyodide core, wheels, lessons, settings -------------------------------
SRC=$WORK/lite-src
CONTENTS=$WORK/contents
rm -rf "$SRC" "$CONTENTS" "$WORK/site"
mkdir -p "$SRC/static/pyodide" "$SRC/pypi" "$CONTENTS"
for f in "$NPMDIR/node_modules/pyodide"/*; do
  case ${f##*/} in
    *.map | *.d.ts | console*.html | README.md) ;; # not used by the kernel
    *) cp "$f" "$SRC/static/pyodide/" ;;
  esac
done
cp "$WHEELS"/*.whl "$WORK"/project-wheel/*.whl "$SRC/pypi/"
cp "$HERE/jupyter-lite.json" "$HERE/jupyter_lite_config.json" "$SRC/"
cp "$REPO"/notebooks/*.ipynb "$CONTENTS/" # the learner's copies, at the site's root
for lang in "$REPO"/notebooks/*/; do # a language's copies in a folder of its own: /ru/…
  if ls "$lang"*.ipynb >/dev/null 2>&1; then
    mkdir -p "$CONTENTS/$(basename "$lang")"
    cp "$lang"*.ipynb "$CONTENTS/$(basename "$lang")/"
  fi
done
"$PY" "$HERE/prepare_site.py" prepare "$SRC" --stubs "$STUBS" --lessons "$CONTENTS" \
  --python "$PYODIDE_PYTHON" --lang "${LITE_LANG:-}"

# 8. jupyter lite build, with Jupyter folders of its own (no stray extension from the machine)
echo "jupyter lite build ..."
LOG=$WORK/jupyter-lite-build.log
if ! (cd "$SRC" && env -u JUPYTER_PATH -u JUPYTER_CONFIG_PATH \
  JUPYTER_DATA_DIR="$WORK/jupyter/data" JUPYTER_CONFIG_DIR="$WORK/jupyter/config" \
  "$VENV/bin/jupyter" lite build --lite-dir "$SRC" --contents "$CONTENTS" \
  --output-dir "$WORK/site") >"$LOG" 2>&1; then
  tail -n 40 "$LOG" >&2
  die "jupyter lite build failed (whole log: $LOG)"
fi
cp "$WORK/site/lab/favicon.ico" "$WORK/site/favicon.ico" # browsers ask for it: no 404
"$PY" "$HERE/prepare_site.py" check "$WORK/site" --lessons "$CONTENTS"
echo "built by lite/build.sh from $(git -C "$REPO" describe --always --dirty 2>/dev/null || echo "a checkout")" \
  >"$WORK/site/$MARKER"

# 9. into OUT -----------------------------------------------------------------------------------
rm -rf "$OUT"
mkdir -p "$(dirname "$OUT")"
mv "$WORK/site" "$OUT"

KB=$(du -sk "$OUT" | cut -f1)
FILES=$(find "$OUT" -type f | wc -l | tr -d ' ')
LESSONS=$(find "$OUT/files" -maxdepth 2 -name '*.ipynb' | wc -l | tr -d ' ')
echo "site: $OUT"
echo "  $LESSONS lessons, $((KB / 1024)) MB in $FILES files; built in $((SECONDS - START)) s"
echo "  serve it: python3 -m http.server --directory '$OUT' --bind 127.0.0.1 8000"
echo "  then open http://127.0.0.1:8000/lab/index.html?path=00_start_here.ipynb"
if [ -f "$OUT/files/ru/00_start_here.ipynb" ]; then
  echo "  (in Russian: http://127.0.0.1:8000/lab/index.html?path=ru/00_start_here.ipynb)"
fi
