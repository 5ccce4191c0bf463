"""The open document and its undo stack, with Qt signals for what changes."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from battlemap.core.model import Board, Change, Document

DEFAULT_WIDTH, DEFAULT_HEIGHT = 30, 20


def blank_document(width: int = DEFAULT_WIDTH, height: int = DEFAULT_HEIGHT,
                   ruleset: str | None = None) -> Document:
    doc = Document(Board(width, height))
    if ruleset:
        doc.ruleset = ruleset
    return doc


class Editor(QObject):
    """Owns the current `Document` and the one `QUndoStack` that changes it.

    `changed(Change)` relays every change notification of the current
    document (it follows a replaced document, so listeners connect once);
    `document_replaced(Document)` fires after New/Open."""

    changed = Signal(object)
    document_replaced = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self._document = blank_document()
        self._document.subscribe(self._relay)

    @property
    def document(self) -> Document:
        return self._document

    def set_document(self, doc: Document) -> None:
        """Replace the document; the undo history starts afresh."""
        self._document.unsubscribe(self._relay)
        self.undo_stack.clear()
        self._document = doc
        doc.subscribe(self._relay)
        self.undo_stack.setClean()
        self.document_replaced.emit(doc)

    def push(self, command: QUndoCommand) -> None:
        self.undo_stack.push(command)

    def _relay(self, change: Change) -> None:
        self.changed.emit(change)
