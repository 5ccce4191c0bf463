from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import RemoveTemplate
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


class RemoveTemplateCommand(EditCommand):
    def __init__(self, doc: Document, edit: RemoveTemplate) -> None:
        text = QCoreApplication.translate("RemoveTemplateCommand", "Remove {name}")
        super().__init__(doc, edit, text.format(name=edit.name))
