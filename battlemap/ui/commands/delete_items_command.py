from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import GroupEdits
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


class DeleteItemsCommand(EditCommand):
    """Delete the selection: RemoveToken and RemoveSegment edits (segments
    from the highest index down, so the indices stay valid)."""

    def __init__(self, doc: Document, edit: GroupEdits) -> None:
        n = len(edit.edits)
        if n == 1:
            text = QCoreApplication.translate("DeleteItemsCommand", "Delete 1 item")
        else:
            text = QCoreApplication.translate("DeleteItemsCommand", "Delete {n} items").format(n=n)
        super().__init__(doc, edit, text)
