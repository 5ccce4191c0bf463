"""Edit > Cut and Edit > Paste: one undo step each (a group of edits)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import GroupEdits
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


class CutCommand(EditCommand):
    """Remove the cut tokens and clear the cut region's terrain."""

    def __init__(self, doc: Document, edit: GroupEdits) -> None:
        super().__init__(doc, edit, QCoreApplication.translate("CutCommand", "Cut"))


class PasteCommand(EditCommand):
    """Add the pasted tokens (renamed) and paint the pasted terrain."""

    def __init__(self, doc: Document, edit: GroupEdits) -> None:
        super().__init__(doc, edit, QCoreApplication.translate("PasteCommand", "Paste"))
