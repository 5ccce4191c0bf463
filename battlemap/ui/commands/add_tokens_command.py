from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import GroupEdits
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


class AddTokensCommand(EditCommand):
    """Several new tokens at once (pictures dropped together): one undo step."""

    def __init__(self, doc: Document, edit: GroupEdits) -> None:
        text = QCoreApplication.translate("AddTokensCommand", "Add {count} tokens")  # two or more
        super().__init__(doc, edit, text.format(count=len(edit.edits)))
