"""Delete a thin wall, door, window or low wall."""

from __future__ import annotations

from battlemap.core.edits._segments import notify_segments
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document, Segment


class RemoveSegment(Edit):
    """Remove the segment at `index` of the board's segments."""

    def __init__(self, index: int) -> None:
        self.index = index
        self.segment: Segment | None = None

    def apply(self, doc: Document) -> None:
        self.segment = doc.board.segments.pop(self.index)
        notify_segments(doc, self.segment)

    def revert(self, doc: Document) -> None:
        assert self.segment is not None, "revert before apply"
        doc.board.segments.insert(self.index, self.segment)
        notify_segments(doc, self.segment)
