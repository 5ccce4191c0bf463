from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import RemoveSegment
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand
from battlemap.ui.names import segment_kind_name


class RemoveSegmentCommand(EditCommand):
    def __init__(self, doc: Document, edit: RemoveSegment) -> None:
        kind = doc.board.segments[edit.index].kind
        text = QCoreApplication.translate("RemoveSegmentCommand", "Remove {kind}")
        super().__init__(doc, edit, text.format(kind=segment_kind_name(kind)))
