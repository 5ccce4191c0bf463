"""Choose the ruleset the document is judged by."""

from __future__ import annotations

from battlemap.core.edits.base import Edit
from battlemap.core.model import Change, Document


class SetRuleset(Edit):
    def __init__(self, ruleset: str) -> None:
        self.ruleset = ruleset
        self.before: str | None = None

    def apply(self, doc: Document) -> None:
        if self.before is None:
            self.before = doc.ruleset
        doc.ruleset = self.ruleset
        doc.notify(Change("ruleset"))

    def revert(self, doc: Document) -> None:
        assert self.before is not None, "revert before apply"
        doc.ruleset = self.before
        doc.notify(Change("ruleset"))

    def is_noop(self) -> bool:
        return self.before == self.ruleset
