"""The real window at 1366 x 768 under Xvfb, on the pillared hall and the
dark cave, in editing and play mode, in every language: nothing clipped (every dock,
toolbar, the menu and status bars lie inside the screen), no toolbar
overflows into its » menu, the map gets most of the screen, and the
inspector shows every column without scrolling. Screenshots are kept in the
test's temporary folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from battlemap.resources import sample_paths
from tests.xvfb import app_env, xvfb

ROOT = Path(__file__).resolve().parent.parent
SCREEN = (1366, 768)


@pytest.fixture(scope="module")
def display():
    with xvfb(*SCREEN) as name:
        yield name


def sample(stem: str) -> Path:
    return next(p for p in sample_paths() if p.stem == stem)


# The pillared hall (D&D 3.5) and the dark cave (4e: the attack toolbar's
# Close, Charge and Long range, the template's longer names, other columns).
@pytest.mark.parametrize("language", ["en", "es", "it", "zh_CN"])
@pytest.mark.parametrize("stem", ["pillared_hall", "dark_cave"])
def test_samples_fit_1366_by_768(display, tmp_path, language, stem):
    env = app_env(display, tmp_path)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    proc = subprocess.run([sys.executable, str(ROOT / "tests" / "layout_probe.py"), str(sample(stem)),
                           str(tmp_path), language],
                          env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    screen = QRect(*report["screen"])
    assert (screen.width(), screen.height()) == SCREEN
    for mode in ("edit", "play"):
        got = report[mode]
        assert screen.contains(QRect(*got["window"])), (mode, got["window"])
        for name, r in got["parts"].items():
            assert screen.contains(QRect(*r)), (mode, name, r)
        assert not got["overflowing"], (mode, got["overflowing"])
        map_w, map_h = got["parts"]["map"][2:]
        assert map_w * map_h > 0.4 * SCREEN[0] * SCREEN[1], (mode, map_w, map_h)
        assert not got["inspector"]["hscroll"], (mode, got["inspector"])
        assert got["inspector"]["width"] >= got["inspector"]["need"] - 2, (mode, got["inspector"])
        assert (tmp_path / f"{language}_{mode}.png").stat().st_size > 10_000
