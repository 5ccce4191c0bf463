"""The shape every reversible edit shares."""

from __future__ import annotations

from battlemap.core.model import Document


class Edit:
    """A small reversible change to a document.

    `apply` makes the change (recording what it replaces the first time) and
    `revert` puts back what was there; both tell the document's listeners what
    they touched. An edit is applied, reverted, re-applied... in strict
    alternation on the same document, as an undo stack does.
    """

    def apply(self, doc: Document) -> None:
        raise NotImplementedError

    def revert(self, doc: Document) -> None:
        raise NotImplementedError

    def can_merge(self, other: "Edit") -> bool:
        """Whether `other`, applied right after this edit, can be folded into it."""
        return False

    def absorb(self, other: "Edit") -> None:
        """Fold `other` (already applied) into this edit; `can_merge` said yes."""
        raise NotImplementedError

    def merge(self, other: "Edit") -> bool:
        if not self.can_merge(other):
            return False
        self.absorb(other)
        return True

    def is_noop(self) -> bool:
        """True when applying the edit changes nothing (e.g. a drag that came back)."""
        return False
