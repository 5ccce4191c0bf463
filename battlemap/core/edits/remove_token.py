"""Take a creature off the board."""

from __future__ import annotations

from battlemap.core.edits._tokens import insert_token, notify_tokens
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document, Token


class RemoveToken(Edit):
    def __init__(self, token_id: str) -> None:
        self.token_id = token_id
        self.token: Token | None = None
        self.index = 0

    def apply(self, doc: Document) -> None:
        self.index = list(doc.tokens).index(self.token_id)
        self.token = doc.tokens.pop(self.token_id)
        notify_tokens(doc, self.token)

    def revert(self, doc: Document) -> None:
        assert self.token is not None, "revert before apply"
        insert_token(doc, self.token, self.index)
        notify_tokens(doc, self.token)
