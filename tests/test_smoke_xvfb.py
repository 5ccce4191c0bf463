"""The real app in a real X server: start it on a sample under Xvfb, let it
grab its own window, and check the picture is a map, not a blank window."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from battlemap.resources import samples_dir

SAMPLE = samples_dir() / "pillared_hall.battlemap"


@pytest.fixture
def xvfb_display():
    if not shutil.which("Xvfb"):
        pytest.skip("Xvfb is not installed")
    for number in range(140, 160):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            break
    server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if time.monotonic() > deadline or server.poll() is not None:
            server.kill()
            pytest.skip("Xvfb did not start")
        time.sleep(0.05)
    yield f":{number}"
    server.terminate()
    server.wait(5)


def test_app_window_under_xvfb_shows_the_map(xvfb_display, tmp_path):
    shot = tmp_path / "window.png"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env.update(DISPLAY=xvfb_display, QT_QPA_PLATFORM="xcb", BATTLEMAP_SCREENSHOT=str(shot),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_RUNTIME_DIR=str(tmp_path / "run"))
    (tmp_path / "run").mkdir(mode=0o700)
    proc = subprocess.run([sys.executable, "-m", "battlemap", str(SAMPLE)], env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[-2000:]
    image = QImage(str(shot))
    assert not image.isNull() and image.width() > 600 and image.height() > 400
    # A real map has many distinct colours (stone, floor, tokens, grid, docks).
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 50, f"only {len(colours)} colours: the window looks blank"
