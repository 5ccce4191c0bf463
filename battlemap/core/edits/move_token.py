"""Move a creature to another cell."""

from __future__ import annotations

from battlemap.core.edits._tokens import notify_tokens
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document


class MoveToken(Edit):
    """Move token `token_id` so its top-left square is (x, y). The steps of
    one drag merge: the edit keeps the first start and the last target."""

    def __init__(self, token_id: str, x: int, y: int) -> None:
        self.token_id = token_id
        self.x, self.y = int(x), int(y)
        self.start: tuple[int, int] | None = None

    def _move(self, doc: Document, x: int, y: int) -> None:
        old = doc.tokens[self.token_id]
        new = old.moved_to(x, y)
        doc.tokens[self.token_id] = new
        notify_tokens(doc, old, new)

    def apply(self, doc: Document) -> None:
        token = doc.tokens[self.token_id]
        if self.start is None:
            self.start = (token.x, token.y)
        self._move(doc, self.x, self.y)

    def revert(self, doc: Document) -> None:
        assert self.start is not None, "revert before apply"
        self._move(doc, *self.start)

    def can_merge(self, other: Edit) -> bool:
        return isinstance(other, MoveToken) and other.token_id == self.token_id

    def absorb(self, other: Edit) -> None:
        assert isinstance(other, MoveToken)
        self.x, self.y = other.x, other.y

    def is_noop(self) -> bool:
        return self.start == (self.x, self.y)
