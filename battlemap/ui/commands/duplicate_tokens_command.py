from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import GroupEdits
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand
from battlemap.ui.plain_text import shown


class DuplicateTokensCommand(EditCommand):
    """Copies of the selected tokens (a group of AddToken)."""

    def __init__(self, doc: Document, edit: GroupEdits) -> None:
        adds = edit.edits
        if len(adds) == 1:
            text = QCoreApplication.translate("DuplicateTokensCommand", "Duplicate {name}").format(
                name=shown(adds[0].token.label))
        else:
            text = QCoreApplication.translate("DuplicateTokensCommand", "Duplicate {n} tokens").format(
                n=len(adds))
        super().__init__(doc, edit, text)
