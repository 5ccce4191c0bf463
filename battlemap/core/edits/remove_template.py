"""Take an area template off the map."""

from __future__ import annotations

from battlemap.core.edits._templates import insert_template, notify_templates
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document, PlacedTemplate


class RemoveTemplate(Edit):
    def __init__(self, name: str) -> None:
        self.name = name
        self.placed: PlacedTemplate | None = None
        self.index = 0

    def apply(self, doc: Document) -> None:
        self.index = list(doc.templates).index(self.name)
        self.placed = doc.templates.pop(self.name)
        notify_templates(doc, self.name)

    def revert(self, doc: Document) -> None:
        assert self.placed is not None, "revert before apply"
        insert_template(doc, self.placed, self.index)
        notify_templates(doc, self.name)
