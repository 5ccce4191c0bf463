"""Put a new creature on the board."""

from __future__ import annotations

from battlemap.core.edits._tokens import insert_token, notify_tokens
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document, Token


class AddToken(Edit):
    """Add `token` (its id must be new), last or at `index` in the token order."""

    def __init__(self, token: Token, index: int | None = None) -> None:
        self.token = token
        self.index = index

    def apply(self, doc: Document) -> None:
        if self.token.id in doc.tokens:
            raise ValueError(f"token id {self.token.id!r} already exists")
        insert_token(doc, self.token, len(doc.tokens) if self.index is None else self.index)
        notify_tokens(doc, self.token)

    def revert(self, doc: Document) -> None:
        del doc.tokens[self.token.id]
        notify_tokens(doc, self.token)
