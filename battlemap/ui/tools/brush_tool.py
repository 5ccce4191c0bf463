"""B: paint the palette's terrain with a square brush."""

from __future__ import annotations

import numpy as np

from battlemap.core.edits import Edit, PaintCells
from battlemap.ui.commands import PaintCellsCommand
from battlemap.ui.tools.stroke_tool import StrokeTool


def changing_cells(doc, layer: str, value: int, xs: np.ndarray, ys: np.ndarray) -> PaintCells | None:
    """PaintCells for those of the cells that do not hold `value` yet."""
    array = getattr(doc.board, layer)
    keep = array[ys, xs] != value
    if not keep.any():
        return None
    return PaintCells.from_arrays(layer, xs[keep], ys[keep], value)


class BrushTool(StrokeTool):
    key = "brush"
    shortcut = "B"

    def label(self) -> str:
        return self.tr("Brush")

    def hint(self) -> str:
        return self.tr("Drag to paint the terrain chosen in the palette; brush size in the palette")

    def make_edit(self, xs: np.ndarray, ys: np.ndarray) -> Edit | None:
        brush = self.ctx.palette.terrain
        return changing_cells(self.doc, brush.layer, brush.value, xs, ys)

    def make_command(self, edit: Edit, merge_key) -> PaintCellsCommand:
        return PaintCellsCommand(self.doc, edit, self.ctx.palette.terrain.noun_text(),
                                 PaintCellsCommand.BRUSH, merge_key)
