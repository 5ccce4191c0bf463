"""Icons drawn with the map's own painters, so they match the map."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap, QPolygonF

from battlemap.core.model import Segment, SegmentKind, Solid, Token
from battlemap.render import style
from battlemap.render.map_painter import paint_segment, terrain_swatch
from battlemap.render.token_painter import paint_token

SIZE = 32
INK = QColor(40, 40, 44)


def _canvas() -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(SIZE, SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    return pixmap, painter


def terrain_icon(layer: str, value: int) -> QIcon:
    return QIcon(QPixmap.fromImage(terrain_swatch(layer, value, SIZE)))


def segment_icon(kind: SegmentKind) -> QIcon:
    pixmap, painter = _canvas()
    paint_segment(painter, Segment(kind, ((0.15, 0.6), (0.85, 0.6))), SIZE)
    painter.end()
    return QIcon(pixmap)


def _ink(painter: QPainter, width: float = 2.0) -> None:
    pen = QPen(INK, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)


def tool_icon(key: str) -> QIcon:
    pixmap, painter = _canvas()
    _ink(painter)
    if key == "select":
        painter.setBrush(QColor(250, 250, 250))
        painter.drawPolygon(QPolygonF([QPointF(9, 4), QPointF(9, 25), QPointF(14, 20),
                                       QPointF(18, 28), QPointF(21, 27), QPointF(17, 19),
                                       QPointF(24, 19)]))
    elif key == "brush":
        painter.drawLine(QPointF(26, 4), QPointF(14, 18))
        painter.setBrush(style.qcolor(style.STONE))
        painter.drawEllipse(QRectF(6, 16, 11, 11))
    elif key == "rectangle":
        painter.drawImage(QRectF(6, 8, 20, 16), terrain_swatch("solid", Solid.WALL, 20))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(6, 8, 20, 16))
    elif key == "bucket":
        painter.setBrush(QColor(150, 170, 190))
        painter.drawPolygon(QPolygonF([QPointF(6, 12), QPointF(20, 12), QPointF(18, 27), QPointF(8, 27)]))
        painter.setBrush(style.qcolor(style.STONE))
        painter.drawEllipse(QRectF(22, 16, 6, 8))
        painter.drawArc(QRectF(8, 4, 10, 12), 0, 180 * 16)
    elif key == "eraser":
        painter.translate(16, 16)
        painter.rotate(-40)
        painter.setBrush(QColor(240, 150, 160))
        painter.drawRect(QRectF(-11, -6, 12, 12))
        painter.setBrush(QColor(245, 245, 245))
        painter.drawRect(QRectF(1, -6, 10, 12))
    elif key == "line":
        paint_segment(painter, Segment(SegmentKind.WALL, ((0.2, 0.8), (0.8, 0.2))), SIZE)
        painter.setBrush(QColor(255, 170, 0))
        _ink(painter, 1)
        for point in (QPointF(6.4, 25.6), QPointF(25.6, 6.4)):
            painter.drawEllipse(point, 3, 3)
    elif key == "token":
        paint_token(painter, Token("t", 0, 0, "T", faction="enemy"), SIZE)
    elif key == "area":  # a burst: tinted squares round a point
        painter.setBrush(QColor(255, 150, 60))
        painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in (
            (12, 4), (20, 4), (20, 8), (24, 8), (24, 12), (28, 12), (28, 20), (24, 20), (24, 24),
            (20, 24), (20, 28), (12, 28), (12, 24), (8, 24), (8, 20), (4, 20), (4, 12), (8, 12),
            (8, 8), (12, 8))]))
        painter.setBrush(QColor(205, 80, 0))
        painter.drawEllipse(QPointF(16, 16), 3, 3)
    elif key == "light":
        from battlemap.render.lighting import paint_source_mark

        paint_source_mark(painter, QPointF(16, 16), SIZE * 1.6)
    painter.end()
    return QIcon(pixmap)
