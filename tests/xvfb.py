"""A private X server for tests that run the real app (Xvfb), and the
environment to start the app in it with throwaway settings."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def xvfb(width: int, height: int) -> Iterator[str]:
    """Yields the display (":141") of an Xvfb screen of that size; skips the
    test when Xvfb is missing or does not start."""
    if not shutil.which("Xvfb"):
        pytest.skip("Xvfb is not installed")
    for number in range(140, 160):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            break
    server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", f"{width}x{height}x24",
                               "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if time.monotonic() > deadline or server.poll() is not None:
            server.kill()
            pytest.skip("Xvfb did not start")
        time.sleep(0.05)
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(5)


def app_env(display: str, home: Path) -> dict[str, str]:
    """The environment for the app on `display`, its settings under `home`."""
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb",
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_RUNTIME_DIR=str(home / "run"))
    (home / "run").mkdir(mode=0o700, exist_ok=True)
    return env
