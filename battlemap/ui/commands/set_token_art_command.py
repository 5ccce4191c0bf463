"""Token dock ▸ Art… / Clear art, or an image dropped on a token: one undo step."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import SetTokenArt
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


class SetTokenArtCommand(EditCommand):
    def __init__(self, doc: Document, edit: SetTokenArt) -> None:
        if edit.art is None:
            text = QCoreApplication.translate("SetTokenArtCommand", "Clear token art")
        else:
            text = QCoreApplication.translate("SetTokenArtCommand", "Set token art")
        super().__init__(doc, edit, text)
