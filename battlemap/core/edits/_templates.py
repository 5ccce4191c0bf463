"""Helpers shared by the template edits."""

from __future__ import annotations

from battlemap.core.model import Change, Document, PlacedTemplate


def notify_templates(doc: Document, *names: str) -> None:
    doc.notify(Change("templates", ids=frozenset(names)))


def insert_template(doc: Document, placed: PlacedTemplate, index: int) -> None:
    """Put `placed` at position `index` of `doc.templates` (order is content)."""
    items = list(doc.templates.items())
    items.insert(index, (placed.name, placed))
    doc.templates.clear()
    doc.templates.update(items)
