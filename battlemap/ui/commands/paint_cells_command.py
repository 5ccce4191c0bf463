from __future__ import annotations

from typing import Hashable

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import PaintCells
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


def _tr(text: str) -> str:
    return QCoreApplication.translate("PaintCellsCommand", text)


class PaintCellsCommand(EditCommand):
    """Terrain painted with the brush (a stroke merges), a rectangle or a bucket."""

    merge_id = 1001
    BRUSH, RECTANGLE, BUCKET = "brush", "rectangle", "bucket"

    def __init__(self, doc: Document, edit: PaintCells, terrain: str, how: str = BRUSH,
                 merge_key: Hashable | None = None) -> None:
        if how == self.RECTANGLE:
            text = _tr("Fill rectangle with {terrain}")
        elif how == self.BUCKET:
            text = _tr("Bucket fill with {terrain}")
        else:
            text = _tr("Paint {terrain}")
        super().__init__(doc, edit, text.format(terrain=terrain), merge_key)
