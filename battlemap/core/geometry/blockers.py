"""What stops a line: named by the geometry, reported by the rules."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class BlockerKind(str, Enum):
    CELL = "cell"
    SEGMENT = "segment"
    TOKEN = "token"


@dataclass(frozen=True)
class Blocker:
    """What stopped a line: a cell (x, y), a segment index, or a token id."""

    kind: BlockerKind
    cell: tuple[int, int] | None = None
    segment: int | None = None
    token: str | None = None
