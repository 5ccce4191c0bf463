from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import AddToken
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand
from battlemap.ui.plain_text import shown


class AddTokenCommand(EditCommand):
    def __init__(self, doc: Document, edit: AddToken) -> None:
        text = QCoreApplication.translate("AddTokenCommand", "Add {name}")
        super().__init__(doc, edit, text.format(name=shown(edit.token.label)))
