"""Change GM options (RULES: partial cover, flanking variants...)."""

from __future__ import annotations

from typing import Any

from battlemap.core.edits.base import Edit
from battlemap.core.model import Change, Document

_ABSENT = object()


class SetOptions(Edit):
    """Set options to the values in `changes`; a value of None removes the option."""

    def __init__(self, changes: dict[str, Any]) -> None:
        self.changes = dict(changes)
        self.before: dict[str, Any] | None = None

    def apply(self, doc: Document) -> None:
        if self.before is None:
            self.before = {k: doc.options.get(k, _ABSENT) for k in self.changes}
        self._put(doc, self.changes)

    def revert(self, doc: Document) -> None:
        assert self.before is not None, "revert before apply"
        self._put(doc, self.before)

    @staticmethod
    def _put(doc: Document, values: dict[str, Any]) -> None:
        for key, value in values.items():
            if value is None or value is _ABSENT:
                doc.options.pop(key, None)
            else:
                doc.options[key] = value
        doc.notify(Change("options"))
