#!/bin/sh
# Everything Battlemap needs on a fresh Debian/Ubuntu machine: the system
# libraries Qt loads (also offscreen), fonts (DejaVu, and Noto CJK so Chinese
# labels render), Xvfb for the real-window smoke test, binutils for
# PyInstaller; then the package itself with its test extras.
set -eu
cd "$(dirname "$0")/.."

APT_PACKAGES="libgl1 libegl1 libx11-6 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3
 fonts-dejavu-core fonts-noto-cjk xvfb xauth libxcb-cursor0 libxcb-icccm4 libxcb-image0
 libxcb-keysyms1 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 binutils"

if command -v apt-get >/dev/null 2>&1; then
    missing=""
    for p in $APT_PACKAGES; do
        dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
    done
    if [ -n "$missing" ]; then
        SUDO=""
        [ "$(id -u)" -ne 0 ] && SUDO="sudo"
        export DEBIAN_FRONTEND=noninteractive
        $SUDO apt-get update -qq
        # shellcheck disable=SC2086
        $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
    fi
fi

PIP="python3 -m pip install -q"
if ! $PIP -e ".[test]" 2>/tmp/battlemap-pip.log; then
    if grep -q externally-managed /tmp/battlemap-pip.log; then
        $PIP --break-system-packages -e ".[test]"
    else
        cat /tmp/battlemap-pip.log >&2
        exit 1
    fi
fi
