"""Where new tokens go when several arrive at once (pictures dropped on the
map): the nearest free spots around a square, ring by ring."""

from __future__ import annotations

import numpy as np

from battlemap.core.model.document import Document


def free_spots(doc: Document, cell: tuple[int, int], footprint: int, count: int) -> list[tuple[int, int]]:
    """Up to `count` top-left cells for new `footprint`-square tokens, on the
    board and overlapping no creature nor each other: `cell` first (moved
    onto the board) when it is free, then the nearest free spots, ring after
    ring around it. Fewer when the board is full."""
    board = doc.board
    if footprint > min(board.width, board.height) or count <= 0:
        return []
    taken = np.zeros((board.height, board.width), bool)
    for token in doc.tokens.values():
        n = token.footprint
        taken[max(token.y, 0):max(token.y + n, 0), max(token.x, 0):max(token.x + n, 0)] = True
    x0 = min(max(cell[0], 0), board.width - footprint)
    y0 = min(max(cell[1], 0), board.height - footprint)
    spots: list[tuple[int, int]] = []
    for ring in range(max(board.width, board.height) + 1):
        for dy in range(-ring, ring + 1):
            for dx in range(-ring, ring + 1):
                if max(abs(dx), abs(dy)) != ring or len(spots) >= count:
                    continue
                x, y = x0 + dx * footprint, y0 + dy * footprint
                if 0 <= x <= board.width - footprint and 0 <= y <= board.height - footprint \
                        and not taken[y:y + footprint, x:x + footprint].any():
                    spots.append((x, y))
                    taken[y:y + footprint, x:x + footprint] = True
        if len(spots) >= count:
            break
    return spots
