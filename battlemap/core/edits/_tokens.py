"""Helpers shared by the token edits."""

from __future__ import annotations

from battlemap.core.model import Change, Document, Token


def footprint_rect(*tokens: Token) -> tuple[int, int, int, int]:
    """The cell rectangle covering the footprints of `tokens`."""
    return (
        min(t.x for t in tokens),
        min(t.y for t in tokens),
        max(t.x + t.footprint for t in tokens),
        max(t.y + t.footprint for t in tokens),
    )


def notify_tokens(doc: Document, *tokens: Token) -> None:
    doc.notify(Change("tokens", footprint_rect(*tokens), frozenset(t.id for t in tokens)))


def insert_token(doc: Document, token: Token, index: int) -> None:
    """Put `token` at position `index` of `doc.tokens` (order is content)."""
    items = list(doc.tokens.items())
    items.insert(index, (token.id, token))
    doc.tokens.clear()
    doc.tokens.update(items)
