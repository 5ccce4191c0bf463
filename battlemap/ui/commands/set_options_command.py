from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import SetOptions
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


class SetOptionsCommand(EditCommand):
    def __init__(self, doc: Document, edit: SetOptions) -> None:
        super().__init__(doc, edit, QCoreApplication.translate("SetOptionsCommand", "Change options"))
