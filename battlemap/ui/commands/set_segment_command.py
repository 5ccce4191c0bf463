from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import SetSegment
from battlemap.core.model import Document, SegmentKind
from battlemap.ui.commands.edit_command import EditCommand
from battlemap.ui.names import segment_kind_name


class SetSegmentCommand(EditCommand):
    """Open or close a door, or change a segment."""

    def __init__(self, doc: Document, edit: SetSegment) -> None:
        old, new = doc.board.segments[edit.index], edit.segment
        if new.kind is SegmentKind.DOOR and old.kind is SegmentKind.DOOR and old.open != new.open:
            text = (QCoreApplication.translate("SetSegmentCommand", "Open door") if new.open
                    else QCoreApplication.translate("SetSegmentCommand", "Close door"))
        else:
            text = QCoreApplication.translate("SetSegmentCommand", "Change {kind}").format(
                kind=segment_kind_name(new.kind))
        super().__init__(doc, edit, text)
