"""Thin walls, doors, windows and low walls on the map.

All of them are painted by one board-sized layer (`SegmentLayerItem`, one
cached picture like the terrain's); each segment also has a `SegmentItem`,
which paints nothing until it is selected (then its outline): it is what a
click, a double-click, a right-click or a tooltip finds. A zoom then
repaints one picture instead of one cached picture per segment.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.core.model import Segment, SegmentKind
from battlemap.render import style
from battlemap.render.map_painter import (
    paint_segment, plain_segment_pen, segment_bounds, segment_is_plain, segment_paint_bounds, segment_path,
)
from battlemap.ui.names import segment_kind_name
from battlemap.ui.scene import layers
from battlemap.ui.scene.layer_items import BoardLayerItem

if TYPE_CHECKING:
    from battlemap.ui.scene.map_scene import MapScene

PICK_WIDTH = 0.35  # squares: how near a click must be to pick a segment


class SegmentItem(QGraphicsItem):
    """Stands for `document.board.segments[index]`: selectable (Delete,
    double-click a door), with a tooltip; paints only its selection outline."""

    def __init__(self, map_scene: "MapScene", index: int) -> None:
        super().__init__()
        self.map_scene = map_scene
        self.index = index
        self.segment: Segment | None = None
        self._shape = QPainterPath()
        self._rect = QRectF()
        self.setZValue(layers.Z_SEGMENTS)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        # the segment itself is in the layer's picture: nothing to paint until selected
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)

    def sync(self, segment: Segment) -> None:
        if segment == self.segment:
            return
        if self.segment is not None and (segment.kind, segment.points) != (self.segment.kind, self.segment.points):
            self.setSelected(False)  # another segment now sits at this index
        self.prepareGeometryChange()
        self.segment = segment
        px = self.map_scene.px_per_square
        self._rect = self.map_scene.cell_rect(*segment_bounds(segment).getRect())  # around its pick shape
        stroker = QPainterPathStroker()
        stroker.setWidth(PICK_WIDTH * px)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        self._shape = stroker.createStroke(segment_path(segment, px))
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

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value):
        if change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            selected = bool(value)
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, not selected)
            if not selected and self.scene() is not None:
                # an item without contents repaints nothing: show again what the outline hid
                self.scene().update(self.sceneBoundingRect())
        return super().itemChange(change, value)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.segment is None or not self.isSelected():
            return
        pen = QPen(QColor(*style.TOKEN_SELECTED), 2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._shape)


class SegmentLayerItem(BoardLayerItem):
    """Every segment of the board, in document order (the later on top), in
    one cached picture; a change repaints the places of the segments that
    changed."""

    def __init__(self, map_scene: "MapScene") -> None:
        super().__init__(map_scene, layers.Z_SEGMENTS)
        # per segment, in document order: (segment, bounds in cells, path at
        # px_per_square, its pen far out)
        self._shown: list[tuple[Segment, QRectF, QPainterPath, QPen]] = []

    def resync(self) -> None:
        """The board was replaced or resized."""
        self._shown = []
        self.sync()
        self.update()

    def sync(self) -> None:
        """Follow the document's segments; repaint where one changed, came or went."""
        px = self.map_scene.px_per_square
        segments = self.map_scene.document.board.segments
        shown = self._shown
        dirty: list[QRectF] = []
        kept = []
        for i, segment in enumerate(segments):
            old = shown[i] if i < len(shown) else None
            if old is not None and old[0] == segment:
                kept.append(old)
                continue
            bounds = segment_paint_bounds(segment)
            kept.append((segment, bounds, segment_path(segment, px), plain_segment_pen(segment, px)))
            dirty.append(bounds)
            if old is not None:
                dirty.append(old[1])
        dirty.extend(old[1] for old in shown[len(segments):])
        self._shown = kept
        rect = self.map_scene.board_rect()  # and whatever of a segment's drawing is off it
        for _segment, bounds, _path, _pen in kept:
            rect = rect.united(self.map_scene.cell_rect(*bounds.getRect()))
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
        for bounds in dirty:
            self.update(self.map_scene.cell_rect(*bounds.getRect()))

    def paint_cells(self, painter: QPainter, px: float, visible: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if not segment_is_plain(painter, px):
            for segment, bounds, path, _pen in self._shown:
                if bounds.intersects(visible):
                    paint_segment(painter, segment, px, path)
            return
        # far out, where most of them show: one line each, a pen set only
        # where it changes (what `paint_segment` draws, less its work per segment)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        last = None
        for _segment, bounds, path, pen in self._shown:
            if bounds.intersects(visible):
                if pen is not last:
                    painter.setPen(pen)
                    last = pen
                painter.drawPath(path)

