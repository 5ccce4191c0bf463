"""Small painting helpers shared by the map's painters."""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPen

from battlemap.render import style


def device_scale(painter: QPainter) -> float:
    """Device pixels per painter unit (the zoom, on screen)."""
    t = painter.worldTransform()
    return math.hypot(t.m11(), t.m12()) or 1.0


@lru_cache(maxsize=256)
def cached_pen(rgba: style.RGBA, width: float, cap=Qt.PenCapStyle.RoundCap) -> QPen:
    """A pen (cached: the same few are asked for all the time; callers copy to change one)."""
    pen = QPen(style.qcolor(rgba), width)
    pen.setCapStyle(cap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen
