from __future__ import annotations

from typing import Hashable

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import GroupEdits
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


class EraseCellsCommand(EditCommand):
    """An eraser stroke: both terrain layers cleared (a group of two PaintCells)."""

    merge_id = 1002

    def __init__(self, doc: Document, edit: GroupEdits, merge_key: Hashable | None = None) -> None:
        super().__init__(doc, edit, QCoreApplication.translate("EraseCellsCommand", "Erase"), merge_key)
