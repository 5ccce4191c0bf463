"""E: clear both terrain layers under a square brush."""

from __future__ import annotations

import numpy as np

from battlemap.core.edits import Edit, GroupEdits, PaintCells
from battlemap.core.model import Obscure, Solid
from battlemap.ui.commands import EraseCellsCommand
from battlemap.ui.tools.stroke_tool import StrokeTool


class EraserTool(StrokeTool):
    key = "eraser"
    shortcut = "E"

    def label(self) -> str:
        return self.tr("Eraser")

    def hint(self) -> str:
        return self.tr("Drag to clear walls, obstacles, fog and darkness; brush size in the palette")

    def make_edit(self, xs: np.ndarray, ys: np.ndarray) -> Edit | None:
        board = self.doc.board
        solid = board.solid[ys, xs] != Solid.EMPTY
        obscure = board.obscure[ys, xs] != Obscure.NONE
        if not (solid.any() or obscure.any()):
            return None
        # always both layers, so the dabs of a stroke merge pairwise
        return GroupEdits([
            PaintCells.from_arrays("solid", xs[solid], ys[solid], Solid.EMPTY),
            PaintCells.from_arrays("obscure", xs[obscure], ys[obscure], Obscure.NONE),
        ])

    def make_command(self, edit: Edit, merge_key) -> EraseCellsCommand:
        return EraseCellsCommand(self.doc, edit, merge_key)
