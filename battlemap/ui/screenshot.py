"""Grab the window to an image and quit: for smoke tests and documentation
shots of the real app (`BATTLEMAP_SCREENSHOT=out.png battlemap map.battlemap`)."""

from __future__ import annotations

import os

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

ENV = "BATTLEMAP_SCREENSHOT"
DELAY_MS = 1500  # let the window map, lay out and paint first


def schedule_screenshot(window: QWidget) -> None:
    path = os.environ.get(ENV)
    if not path:
        return

    def grab() -> None:
        window.grab().save(path)
        QApplication.instance().quit()

    QTimer.singleShot(DELAY_MS, grab)
