"""Icons of the play actions, drawn like the editor's tool icons."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap, QPolygonF

from battlemap.render import style
from battlemap.ui.icons import INK, SIZE


def _canvas() -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(SIZE, SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen = QPen(INK, 2.0)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    return pixmap, painter


def play_icon(key: str) -> QIcon:
    pixmap, painter = _canvas()
    if key == "play_mode":  # a d20-ish shape
        painter.setBrush(QColor(214, 60, 36))
        painter.drawPolygon(QPolygonF([QPointF(16, 3), QPointF(28, 10), QPointF(28, 23),
                                       QPointF(16, 29), QPointF(4, 23), QPointF(4, 10)]))
        painter.setPen(QPen(QColor(255, 255, 255), 1.5))
        painter.drawPolygon(QPolygonF([QPointF(16, 9), QPointF(23, 21), QPointF(9, 21)]))
    elif key == "ruler":
        painter.translate(16, 16)
        painter.rotate(-35)
        painter.setBrush(QColor(255, 200, 0))
        painter.drawRect(QRectF(-13, -5, 26, 10))
        for i in range(-9, 12, 4):
            painter.drawLine(QPointF(i, -5), QPointF(i, -1 if i % 8 else 1))
    elif key in ("fog_brush", "fog_rectangle"):
        painter.setBrush(QColor(0, 0, 0))
        painter.drawRect(QRectF(4, 4, 24, 24))
        painter.setBrush(style.qcolor(style.PAPER))
        if key == "fog_brush":
            painter.drawEllipse(QRectF(9, 9, 14, 14))
        else:
            painter.setPen(QPen(QColor(255, 170, 0), 1.5, Qt.PenStyle.DashLine))
            painter.drawRect(QRectF(9, 9, 14, 12))
    elif key in ("next_turn", "previous_turn"):
        painter.setBrush(QColor(255, 200, 0))
        if key == "previous_turn":
            painter.translate(SIZE, 0)
            painter.scale(-1, 1)
        painter.drawPolygon(QPolygonF([QPointF(7, 6), QPointF(22, 16), QPointF(7, 26)]))
        painter.drawLine(QPointF(26, 6), QPointF(26, 26))
    elif key == "player_view":
        painter.setBrush(QColor(70, 90, 120))
        painter.drawRoundedRect(QRectF(3, 5, 26, 18), 2, 2)
        painter.drawLine(QPointF(16, 23), QPointF(16, 27))
        painter.drawLine(QPointF(10, 28), QPointF(22, 28))
        painter.setBrush(style.qcolor(style.PAPER))
        painter.setPen(QPen(INK, 1))
        painter.drawEllipse(QRectF(11, 9, 10, 10))
    painter.end()
    return QIcon(pixmap)
