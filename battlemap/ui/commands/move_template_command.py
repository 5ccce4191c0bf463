from __future__ import annotations

from typing import Hashable

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import MoveTemplate
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


class MoveTemplateCommand(EditCommand):
    """A drag of a template's origin or handle; the steps of one drag share a
    merge key and make one undo step."""

    merge_id = 1016

    def __init__(self, doc: Document, edit: MoveTemplate, merge_key: Hashable | None = None) -> None:
        text = QCoreApplication.translate("MoveTemplateCommand", "Move {name}")
        super().__init__(doc, edit, text.format(name=edit.placed.name), merge_key)
