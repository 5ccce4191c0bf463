"""Fog of war tools (play mode): a brush and a rectangle that reveal cells to
the players with the left button and hide them with the right one."""

from __future__ import annotations

from itertools import count

import numpy as np
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QGraphicsRectItem

from battlemap.core.edits import Edit
from battlemap.core.edits.cells import rect_cells
from battlemap.core.edits.reveal_cells import RevealCells
from battlemap.core.model import Document
from battlemap.ui.play.commands import RevealCellsCommand
from battlemap.ui.tools.base import Tool
from battlemap.ui.tools.previews import preview_pen
from battlemap.ui.tools.stroke_tool import StrokeTool

_strokes = count(1)
_BUTTONS = (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton)


def changing_reveal(doc: Document, xs: np.ndarray, ys: np.ndarray, reveal: bool) -> RevealCells | None:
    """RevealCells for those of the cells whose flag differs from `reveal`."""
    mask = doc.play.revealed
    if mask is None:
        if reveal or not len(xs):
            return None  # no fog: everything is revealed already
        return RevealCells(xs, ys, False)
    keep = mask[ys, xs] != reveal
    if not keep.any():
        return None
    return RevealCells(xs[keep], ys[keep], reveal)


class FogBrushTool(StrokeTool):
    key = "fog_brush"
    shortcut = "Y"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.reveal = True

    def label(self) -> str:
        return self.tr("Fog brush")

    def hint(self) -> str:
        return self.tr("Drag to reveal cells to the players; right-drag to hide them; "
                       "brush size in the palette")

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() not in _BUTTONS:
            return False
        self.reveal = event.button() == Qt.MouseButton.LeftButton
        cell = self.scene.cell_at(pos)
        self._stroke_key = (self.key, next(_strokes))
        self._last = cell
        self._dab([cell])
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() not in _BUTTONS or self._last is None:
            return False
        self.cancel()
        return True

    def make_edit(self, xs: np.ndarray, ys: np.ndarray) -> Edit | None:
        return changing_reveal(self.doc, xs, ys, self.reveal)

    def make_command(self, edit: Edit, merge_key) -> RevealCellsCommand:
        return RevealCellsCommand(self.doc, edit, merge_key)


class FogRectTool(Tool):
    key = "fog_rectangle"
    shortcut = "U"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self._start: tuple[int, int] | None = None
        self._reveal = True
        self._rect_item = self.add_preview(QGraphicsRectItem())
        self._rect_item.setPen(preview_pen(Qt.PenStyle.DashLine))

    def label(self) -> str:
        return self.tr("Fog rectangle")

    def hint(self) -> str:
        return self.tr("Drag a rectangle to reveal it to the players; right-drag to hide it")

    def _clamped_cell(self, pos: QPointF) -> tuple[int, int]:
        x, y = self.scene.cell_at(pos)
        board = self.doc.board
        return min(max(x, 0), board.width - 1), min(max(y, 0), board.height - 1)

    def _cells(self, pos: QPointF) -> tuple[int, int, int, int]:
        (ax, ay), (bx, by) = self._start, self._clamped_cell(pos)
        return min(ax, bx), min(ay, by), max(ax, bx) + 1, max(ay, by) + 1

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() not in _BUTTONS:
            return False
        if not self.scene.on_board(*self.scene.cell_at(pos)):
            return True
        self._reveal = event.button() == Qt.MouseButton.LeftButton
        self._start = self._clamped_cell(pos)
        self._show(pos)
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._start is None:
            return False
        self._show(pos)
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() not in _BUTTONS or self._start is None:
            return False
        xs, ys = rect_cells(self._cells(pos))
        edit = changing_reveal(self.doc, xs, ys, self._reveal)
        if edit is not None:
            self.push(RevealCellsCommand(self.doc, edit))
        self.cancel()
        return True

    def cancel(self) -> None:
        self._start = None
        self._rect_item.hide()

    def _show(self, pos: QPointF) -> None:
        x0, y0, x1, y1 = self._cells(pos)
        self._rect_item.setRect(self.scene.cell_rect(x0, y0, x1 - x0, y1 - y0))
        self._rect_item.show()
