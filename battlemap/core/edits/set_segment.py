"""Replace a segment: open or close a door, change a wall's kind or points."""

from __future__ import annotations

from battlemap.core.edits._segments import notify_segments
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document, Segment


class SetSegment(Edit):
    def __init__(self, index: int, segment: Segment) -> None:
        self.index = index
        self.segment = segment
        self.before: Segment | None = None

    def _put(self, doc: Document, segment: Segment) -> None:
        old = doc.board.segments[self.index]
        doc.board.segments[self.index] = segment
        notify_segments(doc, old, segment)

    def apply(self, doc: Document) -> None:
        if self.before is None:
            self.before = doc.board.segments[self.index]
        self._put(doc, self.segment)

    def revert(self, doc: Document) -> None:
        assert self.before is not None, "revert before apply"
        self._put(doc, self.before)
