"""The grid on a raster device (the window, PNG exports) is drawn as
one-pixel rectangles, which Qt fills much faster than translucent aliased
lines: the pixels must be exactly those of the cosmetic lines, at any zoom
and offset."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPen

from battlemap.core.model import Board, Document
from battlemap.render import style
from battlemap.render.map_painter import paint_grid


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def pixels(draw, scale: float, dx: float, dy: float) -> np.ndarray:
    image = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.translate(dx, dy)
    painter.scale(scale, scale)
    draw(painter)
    painter.end()
    return np.frombuffer(image.constBits(), np.uint32).reshape(300, 400).copy()


@settings(max_examples=40, deadline=None)
@given(st.floats(6 / 64, 2.0), st.floats(-50, 50), st.floats(-50, 50), st.integers(3, 40), st.integers(3, 40))
def test_grid_pixels_are_the_cosmetic_lines(scale, dx, dy, width, height):
    doc = Document(Board(width, height))
    px = 64.0
    if px * scale < style.GRID_MIN_PX:  # coarse lines: every GRID_COARSE_STEP squares
        return
    board = QRectF(0, 0, width * px, height * px)

    def reference(painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(QPen(style.qcolor(style.GRID), 0))
        painter.drawLines([QLineF(x * px, 0, x * px, board.bottom()) for x in range(1, width)]
                          + [QLineF(0, y * px, board.right(), y * px) for y in range(1, height)])
        edge = QPen(style.qcolor(style.BOARD_EDGE), 2)
        edge.setCosmetic(True)
        painter.setPen(edge)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(board)

    got = pixels(lambda p: paint_grid(p, doc, px, QRectF(0, 0, width, height)), scale, dx, dy)
    assert np.array_equal(got, pixels(reference, scale, dx, dy))
