"""Move a placed template: its origin, and with it the shape's own handles
(a cone turned round its origin, a line's end dragged, a new size)."""

from __future__ import annotations

from battlemap.core.edits._templates import notify_templates
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document, PlacedTemplate


class MoveTemplate(Edit):
    """Replace template `name` by `placed` (same name). The steps of one drag
    merge: the edit keeps the first state and the last."""

    def __init__(self, placed: PlacedTemplate) -> None:
        self.placed = placed
        self.before: PlacedTemplate | None = None

    def _set(self, doc: Document, placed: PlacedTemplate) -> None:
        doc.templates[placed.name] = placed
        notify_templates(doc, placed.name)

    def apply(self, doc: Document) -> None:
        if self.before is None:
            self.before = doc.templates[self.placed.name]
        self._set(doc, self.placed)

    def revert(self, doc: Document) -> None:
        assert self.before is not None, "revert before apply"
        self._set(doc, self.before)

    def can_merge(self, other: Edit) -> bool:
        return isinstance(other, MoveTemplate) and other.placed.name == self.placed.name

    def absorb(self, other: Edit) -> None:
        assert isinstance(other, MoveTemplate)
        self.placed = other.placed

    def is_noop(self) -> bool:
        return self.before == self.placed
