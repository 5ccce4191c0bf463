"""Give tokens a picture, or take it away (back to their initials)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from battlemap.core.edits._tokens import notify_tokens
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document, Token, TokenArt


class SetTokenArt(Edit):
    """Show `art` (None: no picture) on each token of `token_ids`; the tokens
    share the one TokenArt, so the document stores the picture once."""

    def __init__(self, token_ids: Iterable[str], art: TokenArt | None) -> None:
        self.token_ids = list(dict.fromkeys(token_ids))
        self.art = art
        self.before: list[Token] | None = None

    def apply(self, doc: Document) -> None:
        old = [doc.tokens[tid] for tid in self.token_ids]
        if self.before is None:
            self.before = old
        new = [replace(t, art=self.art) for t in self.before]
        for token in new:
            doc.tokens[token.id] = token
        if new:
            notify_tokens(doc, *old, *new)

    def revert(self, doc: Document) -> None:
        assert self.before is not None, "revert before apply"
        current = [doc.tokens[tid] for tid in self.token_ids]
        for token in self.before:
            doc.tokens[token.id] = token
        if current:
            notify_tokens(doc, *current, *self.before)

    def is_noop(self) -> bool:
        return self.before is not None and all(t.art == self.art for t in self.before)
