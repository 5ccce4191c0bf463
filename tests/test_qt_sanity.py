"""Guards against a Qt binding that corrupts the interpreter: PySide6 6.12.0
on Python 3.11 dropped a reference to None on every call to a Qt method that
returns nothing, and the app aborted after a few thousand paint calls."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter


def test_void_qt_calls_keep_none_alive(qapp):
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(500):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.save()
        painter.restore()
    after = sys.getrefcount(None)
    painter.end()
    assert after >= before - 50, f"None lost {before - after} references"
