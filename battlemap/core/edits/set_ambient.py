"""Choose the map's ambient light level (RULES §8)."""

from __future__ import annotations

from battlemap.core.edits.base import Edit
from battlemap.core.model import Ambient, Change, Document


class SetAmbient(Edit):
    def __init__(self, ambient: Ambient) -> None:
        self.ambient = Ambient(ambient)
        self.before: Ambient | None = None

    def apply(self, doc: Document) -> None:
        if self.before is None:
            self.before = doc.ambient
        doc.ambient = self.ambient
        doc.notify(Change("ambient"))

    def revert(self, doc: Document) -> None:
        assert self.before is not None, "revert before apply"
        doc.ambient = self.before
        doc.notify(Change("ambient"))

    def is_noop(self) -> bool:
        return self.before == self.ambient
