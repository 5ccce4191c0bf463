"""Lay an area template on the map (RULES §7)."""

from __future__ import annotations

from battlemap.core.edits._templates import insert_template, notify_templates
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document, PlacedTemplate


class AddTemplate(Edit):
    """Add `placed` (its name must be new), last or at `index`."""

    def __init__(self, placed: PlacedTemplate, index: int | None = None) -> None:
        self.placed = placed
        self.index = index

    def apply(self, doc: Document) -> None:
        if self.placed.name in doc.templates:
            raise ValueError(f"template name {self.placed.name!r} already exists")
        insert_template(doc, self.placed, len(doc.templates) if self.index is None else self.index)
        notify_templates(doc, self.placed.name)

    def revert(self, doc: Document) -> None:
        del doc.templates[self.placed.name]
        notify_templates(doc, self.placed.name)
