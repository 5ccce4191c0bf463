"""Several edits that make one user action (erase both layers, move a selection)."""

from __future__ import annotations

from collections.abc import Sequence

from battlemap.core.edits.base import Edit
from battlemap.core.model import Document


class GroupEdits(Edit):
    """Apply `edits` in order, revert them in reverse. Two groups merge when
    they hold the same number of edits and each pair merges."""

    def __init__(self, edits: Sequence[Edit]) -> None:
        self.edits = list(edits)

    def apply(self, doc: Document) -> None:
        for edit in self.edits:
            edit.apply(doc)

    def revert(self, doc: Document) -> None:
        for edit in reversed(self.edits):
            edit.revert(doc)

    def can_merge(self, other: Edit) -> bool:
        return (
            isinstance(other, GroupEdits)
            and len(other.edits) == len(self.edits)
            and all(a.can_merge(b) for a, b in zip(self.edits, other.edits))
        )

    def absorb(self, other: Edit) -> None:
        assert isinstance(other, GroupEdits)
        for a, b in zip(self.edits, other.edits):
            a.absorb(b)

    def is_noop(self) -> bool:
        return all(edit.is_noop() for edit in self.edits)
