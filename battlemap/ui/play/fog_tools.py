"""Fog of war tools (play mode): a brush and a rectangle that reveal cells to
the players with the left button and hide them with the right one."""

from __future__ import annotations

from itertools import count

import numpy as np
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent

from battlemap.core.edits import Edit
from battlemap.core.edits.reveal_cells import RevealCells
from battlemap.core.model import Document
from battlemap.ui.play.commands import RevealCellsCommand
from battlemap.ui.tools.rect_tool import CellRectDrag
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


class FogRectTool(CellRectDrag):
    key = "fog_rectangle"
    shortcut = "U"
    buttons = _BUTTONS

    def label(self) -> str:
        return self.tr("Fog rectangle")

    def hint(self) -> str:
        return self.tr("Drag a rectangle to reveal it to the players; right-drag to hide it")

    def apply(self, xs, ys, button: Qt.MouseButton) -> None:
        edit = changing_reveal(self.doc, xs, ys, button == Qt.MouseButton.LeftButton)
        if edit is not None:
            self.push(RevealCellsCommand(self.doc, edit))
