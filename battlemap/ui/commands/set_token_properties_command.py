from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import GroupEdits
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


class SetTokenPropertiesCommand(EditCommand):
    """One property of the selected tokens changed in the properties dock (a
    group of SetTokenProperties). Steps of a spin box on the same tokens and
    property merge."""

    merge_id = 1004

    def __init__(self, doc: Document, edit: GroupEdits, prop: str, merge: bool = False) -> None:
        text = QCoreApplication.translate("SetTokenPropertiesCommand", "Change {property}")
        key = (prop, tuple(e.token_id for e in edit.edits)) if merge else None
        super().__init__(doc, edit, text.format(property=prop), key)
