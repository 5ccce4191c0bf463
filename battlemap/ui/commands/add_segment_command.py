from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import AddSegment
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand
from battlemap.ui.names import segment_kind_name


class AddSegmentCommand(EditCommand):
    def __init__(self, doc: Document, edit: AddSegment) -> None:
        text = QCoreApplication.translate("AddSegmentCommand", "Draw {kind}")
        super().__init__(doc, edit, text.format(kind=segment_kind_name(edit.segment.kind)))
