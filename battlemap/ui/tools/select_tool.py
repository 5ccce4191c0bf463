"""V: select, drag tokens (snapped, kept on the board), rubber band, doors."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from itertools import count

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QCursor, QMouseEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from battlemap.core.edits import GroupEdits, MoveToken, SetSegment
from battlemap.core.edits.cells import CellRect, clip_rect
from battlemap.core.model import Segment, SegmentKind
from battlemap.ui.commands import MoveTokensCommand, SetSegmentCommand
from battlemap.ui.scene.layers import Z_TOOL
from battlemap.ui.scene.segment_item import SegmentItem
from battlemap.ui.scene.token_item import TokenItem
from battlemap.ui.tools.base import Tool
from battlemap.ui.tools.previews import preview_pen

_drags = count(1)


@dataclass
class _Drag:
    press: QPointF
    start: dict[str, tuple[int, int]]  # token id -> top-left cell at press
    key: tuple[str, int]
    delta: tuple[int, int] = (0, 0)
    bounds: tuple[int, int, int, int] = field(default=(0, 0, 0, 0))  # dx, dy min/max


class SelectTool(Tool):
    key = "select"
    shortcut = "V"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self._drag: _Drag | None = None
        self._narrow_to: QGraphicsItem | None = None
        self._band_origin: QPointF | None = None
        self._band_keep: set[QGraphicsItem] = set()
        self._band = self.add_preview(QGraphicsRectItem())
        self._band.setPen(preview_pen(Qt.PenStyle.DashLine, 1))
        # the cells of the last box drawn: what Copy and Cut take of the terrain
        self.region: CellRect | None = None
        self._region_item = QGraphicsRectItem()
        self._region_item.setPen(preview_pen(Qt.PenStyle.DotLine, 2))
        self._region_item.setZValue(Z_TOOL)
        self._region_item.hide()
        ctx.scene.addItem(self._region_item)
        ctx.editor.document_replaced.connect(lambda _doc: self.set_region(None))

    def set_region(self, region: CellRect | None) -> None:
        """Mark a rectangle of cells (None: none)."""
        self.region = region
        if region is None:
            self._region_item.hide()
            return
        x0, y0, x1, y1 = region
        self._region_item.setRect(self.scene.cell_rect(x0, y0, x1 - x0, y1 - y0))
        self._region_item.show()

    def deactivate(self) -> None:
        super().deactivate()
        self.set_region(None)

    def label(self) -> str:
        return self.tr("Select")

    def hint(self) -> str:
        return self.tr("Click or drag a box to select tokens (the box's terrain is copied too), "
                       "Shift to add; drag tokens to move them, arrow keys nudge them; "
                       "double-click a door to open or close it")

    def cursor(self) -> QCursor:
        return QCursor(Qt.CursorShape.ArrowCursor)

    def _item_at(self, pos: QPointF) -> QGraphicsItem | None:
        for item in self.scene.items(pos):
            if isinstance(item, (TokenItem, SegmentItem)):
                return item
        return None

    # --- mouse -----------------------------------------------------------------------------
    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        item = self._item_at(pos)
        if not shift:
            self.set_region(None)
        if item is None:
            if not shift:
                self.scene.clearSelection()
            self._band_origin = pos
            self._band_keep = set(self.scene.selectedItems())
            return True
        if shift:
            item.setSelected(not item.isSelected())
            return True
        if item.isSelected():
            self._narrow_to = item  # a click without a drag selects just this item
        else:
            self.scene.clearSelection()
            item.setSelected(True)
        if isinstance(item, TokenItem):
            self._start_drag(pos)
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._drag is not None:
            self._drag_to(pos)
            return True
        if self._band_origin is not None:
            self._band_to(pos)
            return True
        return False

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if self._drag is not None:
            self._drag_to(pos)
        if self._narrow_to is not None and (self._drag is None or self._drag.delta == (0, 0)):
            self.scene.clearSelection()
            self._narrow_to.setSelected(True)
        if self._band_origin is not None and self._band.isVisible():
            self.set_region(self._band_cells(self._band.rect()))
        self._finish()
        return True

    def mouse_double_click(self, event: QMouseEvent, pos: QPointF) -> bool:
        item = self._item_at(pos)
        if isinstance(item, SegmentItem) and item.segment is not None \
                and item.segment.kind is SegmentKind.DOOR:
            seg = item.segment
            edit = SetSegment(item.index, Segment(seg.kind, seg.points, not seg.open))
            self.push(SetSegmentCommand(self.doc, edit))
            return True
        return self.mouse_press(event, pos)

    def cancel(self) -> None:
        """Escape: a drag in progress puts the tokens back (its step is undone)."""
        drag = self._drag
        stack = self.ctx.editor.undo_stack
        top = stack.command(stack.index() - 1) if stack.index() > 0 else None
        if drag is not None and getattr(top, "merge_key", None) == drag.key:
            stack.undo()
        self._finish()

    def _finish(self) -> None:
        self._drag = None
        self._narrow_to = None
        self._band_origin = None
        self._band_keep = set()
        self._band.hide()

    # --- dragging tokens ---------------------------------------------------------------------
    def _start_drag(self, pos: QPointF) -> None:
        tokens = [self.doc.tokens[i] for i in self.scene.selected_token_ids()]
        if not tokens:
            return
        board = self.doc.board
        bounds = (
            max(-t.x for t in tokens), min(board.width - t.footprint - t.x for t in tokens),
            max(-t.y for t in tokens), min(board.height - t.footprint - t.y for t in tokens),
        )
        self._drag = _Drag(pos, {t.id: (t.x, t.y) for t in tokens}, ("drag", next(_drags)),
                           bounds=bounds)

    def _drag_to(self, pos: QPointF) -> None:
        drag = self._drag
        px = self.scene.px_per_square
        lo_x, hi_x, lo_y, hi_y = drag.bounds
        dx = min(max(round((pos.x() - drag.press.x()) / px), lo_x), hi_x)
        dy = min(max(round((pos.y() - drag.press.y()) / px), lo_y), hi_y)
        if (dx, dy) == drag.delta or any(tid not in self.doc.tokens for tid in drag.start):
            return
        drag.delta = (dx, dy)
        edit = GroupEdits([MoveToken(tid, x + dx, y + dy) for tid, (x, y) in drag.start.items()])
        self.push(MoveTokensCommand(self.doc, edit, merge_key=drag.key))

    # --- rubber band -------------------------------------------------------------------------
    def _band_cells(self, rect: QRectF) -> CellRect | None:
        """The board's cells a box touches."""
        px = self.scene.px_per_square
        board = self.doc.board
        cells = (math.floor(rect.left() / px), math.floor(rect.top() / px),
                 math.ceil(rect.right() / px), math.ceil(rect.bottom() / px))
        return clip_rect(cells, board.width, board.height)

    def _band_to(self, pos: QPointF) -> None:
        rect = QRectF(self._band_origin, pos).normalized()
        self._band.setRect(rect)
        self._band.show()
        inside = {i for i in self.scene.items(rect) if isinstance(i, TokenItem)}
        for item in self.scene.token_items.values():
            item.setSelected(item in inside or item in self._band_keep)
