"""Helpers shared by the segment edits."""

from __future__ import annotations

import math

from battlemap.core.model import Change, Document, Segment


def notify_segments(doc: Document, *segments: Segment) -> None:
    """Tell listeners the segments changed, with the cells the given ones touch."""
    points = [p for s in segments for p in s.points]
    rect = None
    if points:
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        # a segment on a cell border touches the cells on both sides
        rect = (
            max(math.ceil(min(xs)) - 1, 0),
            max(math.ceil(min(ys)) - 1, 0),
            min(math.floor(max(xs)) + 1, doc.board.width),
            min(math.floor(max(ys)) + 1, doc.board.height),
        )
    doc.notify(Change("segments", rect))
