"""The real app in a real X server: start it on a sample under Xvfb, let it
grab its own window, and check the picture is a map, not a blank window."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from battlemap.resources import samples_dir
from tests.xvfb import app_env, xvfb

SAMPLE = samples_dir() / "pillared_hall.battlemap"


@pytest.fixture
def xvfb_display():
    with xvfb(1400, 900) as display:
        yield display


def test_app_window_under_xvfb_shows_the_map(xvfb_display, tmp_path):
    shot = tmp_path / "window.png"
    env = app_env(xvfb_display, tmp_path)
    env["BATTLEMAP_SCREENSHOT"] = str(shot)
    proc = subprocess.run([sys.executable, "-m", "battlemap", str(SAMPLE)], env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[-2000:]
    image = QImage(str(shot))
    assert not image.isNull() and image.width() > 600 and image.height() > 400
    # A real map has many distinct colours (stone, floor, tokens, grid, docks).
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 50, f"only {len(colours)} colours: the window looks blank"
