"""A tool that paints cells along the cursor's path: brush and eraser."""

from __future__ import annotations

from itertools import count

import numpy as np
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent, QUndoCommand
from PySide6.QtWidgets import QGraphicsRectItem

from battlemap.core.edits import Edit
from battlemap.core.edits.cells import brush_rect, clip_rect, line_cells, rect_cells
from battlemap.ui.tools.base import Tool
from battlemap.ui.tools.previews import preview_pen

_strokes = count(1)


class StrokeTool(Tool):
    """Press, drag, release: one stroke, one undo step (the dabs merge)."""

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self._last: tuple[int, int] | None = None
        self._stroke_key: tuple[str, int] | None = None
        self._outline = self.add_preview(QGraphicsRectItem())
        self._outline.setPen(preview_pen())

    def make_edit(self, xs: np.ndarray, ys: np.ndarray) -> Edit | None:
        """The edit painting these cells, or None if it would change nothing."""
        raise NotImplementedError

    def make_command(self, edit: Edit, merge_key) -> QUndoCommand:
        raise NotImplementedError

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        cell = self.scene.cell_at(pos)
        self._stroke_key = (self.key, next(_strokes))
        self._last = cell
        self._dab([cell])
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        cell = self.scene.cell_at(pos)
        self._show_outline(cell)
        if self._last is None:
            return False
        if cell != self._last:
            self._dab(list(line_cells(*self._last, *cell))[1:])
            self._last = cell
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self._last is None:
            return False
        self.cancel()
        return True

    def cancel(self) -> None:
        self._last = None
        self._stroke_key = None

    def _show_outline(self, cell: tuple[int, int]) -> None:
        x0, y0, x1, y1 = brush_rect(*cell, self.ctx.palette.brush_size)
        self._outline.setRect(self.scene.cell_rect(x0, y0, x1 - x0, y1 - y0))
        self._outline.show()

    def _dab(self, centres: list[tuple[int, int]]) -> None:
        board = self.doc.board
        size = self.ctx.palette.brush_size
        xs_all, ys_all = [], []
        for cx, cy in centres:
            rect = clip_rect(brush_rect(cx, cy, size), board.width, board.height)
            if rect is not None:
                xs, ys = rect_cells(rect)
                xs_all.append(xs)
                ys_all.append(ys)
        if not xs_all:
            return
        xs, ys = np.concatenate(xs_all), np.concatenate(ys_all)
        keys = np.unique((ys << 32) | xs)
        edit = self.make_edit(keys & 0xFFFFFFFF, keys >> 32)
        if edit is not None:
            self.push(self.make_command(edit, self._stroke_key))
