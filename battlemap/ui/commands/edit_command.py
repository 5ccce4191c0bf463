"""The QUndoCommand every command is: one core edit, applied and reverted."""

from __future__ import annotations

from typing import Hashable

from PySide6.QtGui import QUndoCommand

from battlemap.core.edits import Edit
from battlemap.core.model import Document


class EditCommand(QUndoCommand):
    """Redo applies `edit` to `doc`, undo reverts it.

    Commands pushed with the same `merge_key` (one brush stroke, one drag)
    merge into one undo step; subclasses that merge set a distinct
    `merge_id`. A command whose edit ends up changing nothing drops out of
    the stack (a drag that came back where it started)."""

    merge_id = -1

    def __init__(self, doc: Document, edit: Edit, text: str,
                 merge_key: Hashable | None = None) -> None:
        super().__init__(text)
        self.doc = doc
        self.edit = edit
        self.merge_key = merge_key

    def redo(self) -> None:
        self.edit.apply(self.doc)
        if self.edit.is_noop():
            self.setObsolete(True)

    def undo(self) -> None:
        self.edit.revert(self.doc)

    def id(self) -> int:
        return self.merge_id if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not (isinstance(other, EditCommand) and other.merge_key == self.merge_key
                and other.doc is self.doc and self.edit.merge(other.edit)):
            return False
        if self.edit.is_noop():
            self.setObsolete(True)
        return True
