"""One thin wall, door, window or low wall on the map."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.core.model import Segment, SegmentKind
from battlemap.render import style
from battlemap.render.map_painter import paint_segment, segment_bounds, segment_path
from battlemap.ui.names import segment_kind_name
from battlemap.ui.scene import layers

if TYPE_CHECKING:
    from battlemap.ui.scene.map_scene import MapScene

PICK_WIDTH = 0.35  # squares: how near a click must be to pick a segment


class SegmentItem(QGraphicsItem):
    """Shows `document.board.segments[index]`; selectable (Delete, double-click a door)."""

    def __init__(self, map_scene: "MapScene", index: int) -> None:
        super().__init__()
        self.map_scene = map_scene
        self.index = index
        self.segment: Segment | None = None
        self._shape = QPainterPath()
        self._path = QPainterPath()
        self._rect = QRectF()
        self.setZValue(layers.Z_SEGMENTS)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def sync(self, segment: Segment) -> None:
        if segment == self.segment:
            return
        if self.segment is not None and (segment.kind, segment.points) != (self.segment.kind, self.segment.points):
            self.setSelected(False)  # another segment now sits at this index
        self.prepareGeometryChange()
        self.segment = segment
        px = self.map_scene.px_per_square
        b = segment_bounds(segment)
        self._rect = QRectF(b.x() * px, b.y() * px, b.width() * px, b.height() * px)
        stroker = QPainterPathStroker()
        stroker.setWidth(PICK_WIDTH * px)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        self._path = segment_path(segment, px)
        self._shape = stroker.createStroke(self._path)
        name = segment_kind_name(segment.kind)
        if segment.kind is SegmentKind.DOOR:
            state = (QCoreApplication.translate("SegmentItem", "open") if segment.open
                     else QCoreApplication.translate("SegmentItem", "closed"))
            name = f"{name} ({state})"
        self.setToolTip(name)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.segment is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_segment(painter, self.segment, self.map_scene.px_per_square, self._path)
        if self.isSelected():
            pen = QPen(QColor(*style.TOKEN_SELECTED), 2, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._shape)
