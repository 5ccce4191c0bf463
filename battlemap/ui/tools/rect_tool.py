"""R: fill a rectangle of cells with the palette's terrain."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QGraphicsRectItem

from battlemap.core.edits.cells import rect_cells
from battlemap.ui.commands import PaintCellsCommand
from battlemap.ui.tools.base import Tool
from battlemap.ui.tools.brush_tool import changing_cells
from battlemap.ui.tools.previews import preview_pen


class CellRectDrag(Tool):
    """A drag from cell to cell that previews the rectangle and applies it on
    release (the rectangle fill here, the fog rectangle in play mode).
    Subclasses say which `buttons` start a drag and what `apply` does."""

    buttons: tuple[Qt.MouseButton, ...] = (Qt.MouseButton.LeftButton,)

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self._start: tuple[int, int] | None = None
        self._button = Qt.MouseButton.LeftButton
        self._rect_item = self.add_preview(QGraphicsRectItem())
        self._rect_item.setPen(preview_pen(Qt.PenStyle.DashLine))

    def apply(self, xs, ys, button: Qt.MouseButton) -> None:
        raise NotImplementedError

    def _clamped_cell(self, pos: QPointF) -> tuple[int, int]:
        x, y = self.scene.cell_at(pos)
        board = self.doc.board
        return min(max(x, 0), board.width - 1), min(max(y, 0), board.height - 1)

    def _cells(self, pos: QPointF) -> tuple[int, int, int, int]:
        (ax, ay), (bx, by) = self._start, self._clamped_cell(pos)
        return min(ax, bx), min(ay, by), max(ax, bx) + 1, max(ay, by) + 1

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() not in self.buttons:
            return False
        if not self.scene.on_board(*self.scene.cell_at(pos)):
            return True
        self._button = event.button()
        self._start = self._clamped_cell(pos)
        self._show(pos)
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._start is None:
            return False
        self._show(pos)
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() not in self.buttons or self._start is None:
            return False
        xs, ys = rect_cells(self._cells(pos))
        self.apply(xs, ys, self._button)
        self.cancel()
        return True

    def cancel(self) -> None:
        self._start = None
        self._rect_item.hide()

    def _show(self, pos: QPointF) -> None:
        x0, y0, x1, y1 = self._cells(pos)
        self._rect_item.setRect(self.scene.cell_rect(x0, y0, x1 - x0, y1 - y0))
        self._rect_item.show()


class RectTool(CellRectDrag):
    key = "rectangle"
    shortcut = "R"

    def label(self) -> str:
        return self.tr("Rectangle")

    def hint(self) -> str:
        return self.tr("Drag from corner to corner to fill a rectangle with the palette's terrain")

    def apply(self, xs, ys, button: Qt.MouseButton) -> None:
        brush = self.ctx.palette.terrain
        edit = changing_cells(self.doc, brush.layer, brush.value, xs, ys)
        if edit is not None:
            self.push(PaintCellsCommand(self.doc, edit, brush.noun_text(), PaintCellsCommand.RECTANGLE))
