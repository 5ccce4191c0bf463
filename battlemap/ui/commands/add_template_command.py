from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import AddTemplate
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


class AddTemplateCommand(EditCommand):
    def __init__(self, doc: Document, edit: AddTemplate) -> None:
        text = QCoreApplication.translate("AddTemplateCommand", "Place {name}")
        super().__init__(doc, edit, text.format(name=edit.placed.name))
