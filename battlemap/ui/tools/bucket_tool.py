"""F: flood-fill the region of same-valued cells in the palette terrain's
layer, like a paint bucket: it stops at thin walls (walls, windows, closed
doors), and a fill of fog, dim light or darkness also stops at wall cells."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent

from battlemap.core.edits import PaintCells
from battlemap.core.edits.cells import flood_region, wall_edges
from battlemap.core.model import Solid
from battlemap.ui.commands import PaintCellsCommand
from battlemap.ui.tools.base import Tool


class BucketTool(Tool):
    key = "bucket"
    shortcut = "F"

    def label(self) -> str:
        return self.tr("Bucket fill")

    def hint(self) -> str:
        return self.tr("Click to fill the connected area of the same terrain with the palette's terrain; "
                       "walls, windows and closed doors stop it")

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        x, y = self.scene.cell_at(pos)
        if not self.scene.on_board(x, y):
            return True
        brush = self.ctx.palette.terrain
        layer = getattr(self.doc.board, brush.layer)
        if layer[y, x] == brush.value:
            return True
        board = self.doc.board
        right, down = wall_edges(board.segments, board.width, board.height)
        fillable = board.solid != Solid.WALL if brush.layer == "obscure" else None
        xs, ys = flood_region(layer, x, y, fillable, right, down)
        if len(xs) == 0:
            return True  # a wall cell: no room to fill
        edit = PaintCells.from_arrays(brush.layer, xs, ys, brush.value)
        self.push(PaintCellsCommand(self.doc, edit, brush.noun_text(), PaintCellsCommand.BUCKET))
        return True
