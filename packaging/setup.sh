#!/bin/sh
# Set Battlemap up on a Debian/Ubuntu machine, fresh or not:
#
#     sh packaging/setup.sh && .venv/bin/battlemap
#
# 1. System packages, through apt (as root, else with sudo), only those
#    missing: the libraries Qt loads (also offscreen), fonts (DejaVu, and Noto
#    CJK so Chinese labels render), Xvfb for the real-window smoke test,
#    binutils for PyInstaller, desktop-file-utils to check the .desktop file,
#    and Python 3 with venv and pip support when the system's Python is used.
# 2. The project's virtual environment `.venv`, made from python3 (or
#    $PYTHON), with Battlemap installed in it (editable: it runs this checkout)
#    and its test tools. Nothing is installed into the system's Python.
#
# Each step prints one line; the full output of apt and pip goes to
# build/setup.log (each run appended). Running it again only does what is
# missing.
set -eu
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
VENV=".venv"
LOG="build/setup.log"
STAMP="$VENV/battlemap-setup.stamp"
APT_PACKAGES="libgl1 libegl1 libx11-6 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3
 fonts-dejavu-core fonts-noto-cjk xvfb xauth libxcb-cursor0 libxcb-icccm4 libxcb-image0
 libxcb-keysyms1 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 binutils
 desktop-file-utils"
PYTHON_PACKAGES="python3 python3-venv python3-pip"

mkdir -p build
echo "=== packaging/setup.sh, $(date)" >>"$LOG"

say() { echo "setup: $*"; }

fail() {
    echo "setup: FAILED: $*" >&2
    exit 1
}

# After a logged command failed: what it said.
fail_logged() {
    echo "setup: FAILED: $*; the end of $LOG:" >&2
    tail -n 25 "$LOG" | sed 's/^/    /' >&2
    exit 1
}

# Run a command with its output going to the log.
run() {
    echo "\$ $*" >>"$LOG"
    "$@" >>"$LOG" 2>&1
}

installed() {
    dpkg-query -W -f '${Status}' "$1" 2>/dev/null | grep -q "ok installed"
}

# --- 1. system packages ---------------------------------------------------------------------
wanted="$APT_PACKAGES"
python_path="$(command -v "$PYTHON" 2>/dev/null || true)"
case "$python_path" in
    "" | /usr/bin/*) wanted="$wanted $PYTHON_PACKAGES" ;;  # the system's Python (or none yet)
esac
if command -v apt-get >/dev/null 2>&1; then
    missing=""
    for package in $wanted; do
        installed "$package" || missing="$missing $package"
    done
    if [ -n "$missing" ]; then
        SUDO=""
        if [ "$(id -u)" -ne 0 ]; then
            SUDO="sudo"
        fi
        say "installing system packages with ${SUDO:+sudo }apt-get:$missing"
        export DEBIAN_FRONTEND=noninteractive
        run $SUDO apt-get update || fail_logged "apt-get update"
        # shellcheck disable=SC2086
        run $SUDO apt-get install -y --no-install-recommends $missing || fail_logged "apt-get install"
    else
        say "system packages: all there"
    fi
else
    say "no apt-get here: install Qt's system libraries, fonts and Python 3.11+ with venv yourself"
fi

# --- 2. the virtual environment ------------------------------------------------------------
command -v "$PYTHON" >/dev/null 2>&1 || fail "no $PYTHON on PATH"
"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1 \
    || fail "Battlemap needs Python 3.11 or newer; $PYTHON is: $("$PYTHON" --version 2>&1 | head -n 1)"
if ! "$VENV/bin/python" -c "" >/dev/null 2>&1; then
    say "creating the virtual environment $VENV with $(command -v "$PYTHON") ($("$PYTHON" --version 2>&1))"
    rm -rf "$VENV"
    run "$PYTHON" -m venv "$VENV" \
        || fail_logged "$PYTHON -m venv $VENV (on Debian/Ubuntu: apt-get install python3-venv)"
else
    say "virtual environment $VENV: there"
fi

# pip again only when the dependencies changed or the install is not this checkout's.
want="$(cksum <pyproject.toml)"
here="$(pwd -P)"
if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$want" ] && [ -x "$VENV/bin/battlemap" ] \
        && "$VENV/bin/python" -I -c 'import os, sys, battlemap
sys.exit(not os.path.realpath(battlemap.__file__).startswith(os.path.join(sys.argv[1], "")))' "$here" \
        >/dev/null 2>&1; then
    say "Battlemap and its test tools: installed in $VENV"
else
    say "installing Battlemap and its test tools into $VENV with pip (the first time downloads about 300 MB: PySide6, numpy, shapely, PyInstaller...)"
    rm -f "$STAMP"
    run "$VENV/bin/python" -m pip install --progress-bar off -e ".[test]" || fail_logged "pip install -e .[test]"
    echo "$want" >"$STAMP"
fi
# The line kernel and the badge layout are compiled by numba on first use
# and cached beside their modules: do it here, once, so the first map opened
# is live at once.
say "compiling the line kernel and the badge layout (numba: a minute or two the first time, a few seconds after)"
run "$VENV/bin/python" -m battlemap cases tests/rules_cases/shared || true
run "$VENV/bin/python" -c "from battlemap.ui.overlays.badge_choice import warm_up; warm_up()" || true
say "ready: .venv/bin/battlemap starts the editor (log: $LOG)"
