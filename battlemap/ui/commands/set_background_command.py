from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits.set_background import SetBackground
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


def _text(doc: Document, edit: SetBackground) -> str:
    """What the undo history calls the step."""
    if edit.background is None:
        return QCoreApplication.translate("SetBackgroundCommand", "Remove background")
    if doc.background is None or doc.background.data != edit.background.data:
        return QCoreApplication.translate("SetBackgroundCommand", "Set background image")
    return QCoreApplication.translate("SetBackgroundCommand", "Calibrate background")


class SetBackgroundCommand(EditCommand):
    """Set, replace, calibrate or remove the background (and resize the board
    with it when the edit says so): one undo step. Build it before pushing."""

    def __init__(self, doc: Document, edit: SetBackground, text: str | None = None) -> None:
        super().__init__(doc, edit, text if text is not None else _text(doc, edit))
