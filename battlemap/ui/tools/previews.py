"""Pens for the tools' preview items."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen

PREVIEW = QColor(255, 170, 0)


def preview_pen(style: Qt.PenStyle = Qt.PenStyle.SolidLine, width: float = 2) -> QPen:
    pen = QPen(PREVIEW, width, style)
    pen.setCosmetic(True)
    return pen
