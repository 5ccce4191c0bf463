"""Draw a thin wall, door, window or low wall."""

from __future__ import annotations

from battlemap.core.edits._segments import notify_segments
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document, Segment


class AddSegment(Edit):
    """Insert `segment` at `index` of the board's segments (default: last)."""

    def __init__(self, segment: Segment, index: int | None = None) -> None:
        self.segment = segment
        self.index = index
        self._at = 0

    def apply(self, doc: Document) -> None:
        segments = doc.board.segments
        self._at = len(segments) if self.index is None else self.index
        segments.insert(self._at, self.segment)
        notify_segments(doc, self.segment)

    def revert(self, doc: Document) -> None:
        del doc.board.segments[self._at]
        notify_segments(doc, self.segment)
