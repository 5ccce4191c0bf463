"""Change what a creature is: name, size, faction, reach, conditions, senses..."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from battlemap.core.edits._tokens import notify_tokens
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document, Token

_FIELDS = {f.name for f in fields(Token)} - {"id"}


class SetTokenProperties(Edit):
    """Replace fields of token `token_id` (any field but `id`; x and y too,
    e.g. to keep a creature that grew on the board). Successive changes of
    the same fields of the same token merge (a spin box being stepped)."""

    def __init__(self, token_id: str, **changes: Any) -> None:
        unknown = set(changes) - _FIELDS
        if unknown:
            raise ValueError(f"unknown token properties: {', '.join(sorted(unknown))}")
        self.token_id = token_id
        self.changes = changes
        self.before: Token | None = None

    def apply(self, doc: Document) -> None:
        old = doc.tokens[self.token_id]
        if self.before is None:
            self.before = old
        new = replace(self.before, **self.changes)
        doc.tokens[self.token_id] = new
        notify_tokens(doc, old, new)

    def revert(self, doc: Document) -> None:
        assert self.before is not None, "revert before apply"
        current = doc.tokens[self.token_id]
        doc.tokens[self.token_id] = self.before
        notify_tokens(doc, current, self.before)

    def can_merge(self, other: Edit) -> bool:
        return (
            isinstance(other, SetTokenProperties)
            and other.token_id == self.token_id
            and other.changes.keys() == self.changes.keys()
        )

    def absorb(self, other: Edit) -> None:
        assert isinstance(other, SetTokenProperties)
        self.changes = dict(other.changes)

    def is_noop(self) -> bool:
        return self.before is not None and replace(self.before, **self.changes) == self.before
