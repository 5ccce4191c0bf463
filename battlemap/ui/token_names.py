"""Ids and names for new tokens: "Goblin", "Goblin 2", "Goblin 3"..."""

from __future__ import annotations

import re

from battlemap.core.model import Document

_TRAILING_NUMBER = re.compile(r"^(.*?)\s*(\d+)$")


def name_base(name: str) -> str:
    """"Goblin 3" -> "Goblin"."""
    match = _TRAILING_NUMBER.match(name.strip())
    return match.group(1) if match and match.group(1) else name.strip()


def next_token_name(doc: Document, name: str, taken: set[str] | None = None) -> str:
    """`name`'s base alone when no token uses it ("Goblin"), else followed by
    the first number from 2 that none uses ("Goblin 2")."""
    base = name_base(name) or "?"
    used = {t.name for t in doc.tokens.values()} | (taken or set())
    if base not in used:
        return base
    n = 2
    while f"{base} {n}" in used:
        n += 1
    return f"{base} {n}"


def next_token_id(doc: Document, name: str, taken: set[str] | None = None) -> str:
    """A new id from the name's letters: "Goblin 2" -> "goblin2"."""
    slug = re.sub(r"[^a-z0-9]+", "", name.lower()) or "token"
    used = set(doc.tokens) | (taken or set())
    if slug not in used:
        return slug
    n = 2
    while f"{slug}-{n}" in used:
        n += 1
    return f"{slug}-{n}"
