"""W: draw a thin wall, door, window or low wall from cell corner to cell corner."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsLineItem

from battlemap.core.edits import AddSegment, RemoveSegment
from battlemap.core.model import Segment
from battlemap.ui.commands import AddSegmentCommand, RemoveSegmentCommand
from battlemap.ui.scene.segment_item import SegmentItem
from battlemap.ui.tools.base import Tool
from battlemap.ui.tools.previews import preview_pen

MARKER_PX = 5.0  # radius of the corner marker, in scene units


def constrained(start: tuple[int, int], end: tuple[int, int]) -> tuple[int, int]:
    """`end` moved onto the nearest horizontal, vertical or 45° line through `start`."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    if abs(dx) > 2 * abs(dy):
        return start[0] + dx, start[1]
    if abs(dy) > 2 * abs(dx):
        return start[0], start[1] + dy
    d = max(abs(dx), abs(dy))
    return start[0] + (d if dx >= 0 else -d), start[1] + (d if dy >= 0 else -d)


class LineTool(Tool):
    key = "line"
    shortcut = "W"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self._start: tuple[int, int] | None = None
        self._line = self.add_preview(QGraphicsLineItem())
        self._line.setPen(preview_pen(width=3))
        self._marker = self.add_preview(QGraphicsEllipseItem(
            QRectF(-MARKER_PX, -MARKER_PX, 2 * MARKER_PX, 2 * MARKER_PX)))
        self._marker.setPen(preview_pen())

    def label(self) -> str:
        return self.tr("Wall line")

    def hint(self) -> str:
        return self.tr("Drag from corner to corner to draw a wall, door, window or low wall "
                       "(kind in the palette); Shift keeps it straight; right-click removes one")

    def _corner(self, event: QMouseEvent, pos: QPointF) -> tuple[int, int]:
        corner = self.scene.corner_at(pos)
        if self._start is not None and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            board = self.doc.board
            x, y = constrained(self._start, corner)
            corner = (min(max(x, 0), board.width), min(max(y, 0), board.height))
        return corner

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() == Qt.MouseButton.RightButton:
            for item in self.scene.items(pos):
                if isinstance(item, SegmentItem):
                    self.push(RemoveSegmentCommand(self.doc, RemoveSegment(item.index)))
                    break
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self._start = self.scene.corner_at(pos)
        self._show(self._start)
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        corner = self._corner(event, pos)
        self._marker.setPos(self.scene.to_scene(*corner))
        self._marker.show()
        if self._start is None:
            return False
        self._show(corner)
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self._start is None:
            return False
        end = self._corner(event, pos)
        if end != self._start:
            segment = Segment(self.ctx.palette.segment_kind, (self._start, end))
            self.push(AddSegmentCommand(self.doc, AddSegment(segment)))
        self.cancel()
        return True

    def cancel(self) -> None:
        self._start = None
        self._line.hide()

    def _show(self, end: tuple[int, int]) -> None:
        self._line.setLine(QLineF(self.scene.to_scene(*self._start), self.scene.to_scene(*end)))
        self._line.show()
