"""A reproducible dungeon for the benchmarks: rooms joined by corridors,
pillars, low walls, fog and darkness patches, thin walls and doors, and
tokens of mixed sizes."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from battlemap.core.collector import tune_collector
from battlemap.core.model import (
    Ambient, Board, Document, LightRadii, Obscure, Segment, Solid, Size, Token,
)

# Every benchmark measures the engine in a process set up as the app's is.
tune_collector()

SIZES = [Size.MEDIUM] * 6 + [Size.SMALL, Size.LARGE, Size.LARGE, Size.HUGE]


def make_dungeon(side: int = 100, n_tokens: int = 50, n_segments: int = 300,
                 seed: int = 7, ruleset: str = "dnd35") -> Document:
    rng = np.random.default_rng(seed)
    solid = np.full((side, side), Solid.WALL, np.uint8)
    obscure = np.zeros((side, side), np.uint8)
    rooms: list[tuple[int, int, int, int]] = []
    while len(rooms) < max(4, side * side // 700):
        w, h = rng.integers(8, 18, size=2)
        x, y = rng.integers(1, side - w - 1), rng.integers(1, side - h - 1)
        rooms.append((x, y, w, h))
        solid[y:y + h, x:x + w] = Solid.EMPTY
    for (x0, y0, w0, h0), (x1, y1, w1, h1) in zip(rooms, rooms[1:]):
        cx0, cy0, cx1, cy1 = x0 + w0 // 2, y0 + h0 // 2, x1 + w1 // 2, y1 + h1 // 2
        solid[min(cy0, cy1):max(cy0, cy1) + 2, cx0:cx0 + 2] = Solid.EMPTY
        solid[cy1:cy1 + 2, min(cx0, cx1):max(cx0, cx1) + 2] = Solid.EMPTY
    for x, y, w, h in rooms:  # pillars and low walls inside rooms
        for _ in range(3):
            px, py = x + rng.integers(1, w - 1), y + rng.integers(1, h - 1)
            solid[py, px] = Solid.WALL if rng.random() < 0.5 else Solid.LOW
        if w > 9:
            ly = y + rng.integers(1, h - 1)
            solid[ly, x + 2:x + 5] = Solid.LOW
    for level in (Obscure.FOG, Obscure.HEAVY_FOG, Obscure.DIM, Obscure.DARKNESS):
        for _ in range(4):
            px, py = rng.integers(0, side - 6, size=2)
            obscure[py:py + rng.integers(2, 6), px:px + rng.integers(2, 6)] = level
    segments = []
    open_cells = np.argwhere(solid == Solid.EMPTY)
    for i in range(n_segments):
        y, x = open_cells[rng.integers(len(open_cells))]
        if rng.random() < 0.5:
            pts = [(int(x), int(y)), (int(x) + int(rng.integers(1, 4)), int(y))]
        else:
            pts = [(int(x), int(y)), (int(x), int(y) + int(rng.integers(1, 4)))]
        kind = ("wall", "wall", "door", "window", "low")[i % 5]
        segments.append(Segment(kind, pts, open=(kind == "door" and i % 2 == 0)))
    tokens: dict[str, Token] = {}
    taken = np.zeros_like(solid, bool)
    factions = ("pc", "foe", "foe", "beast")
    while len(tokens) < n_tokens:
        size = SIZES[rng.integers(len(SIZES))]
        n = size.footprint
        y, x = open_cells[rng.integers(len(open_cells))]
        if x + n > side or y + n > side:
            continue
        area = (slice(y, y + n), slice(x, x + n))
        if (solid[area] != Solid.EMPTY).any() or taken[area].any():
            continue
        taken[area] = True
        tid = f"T{len(tokens)}"
        tokens[tid] = Token(tid, int(x), int(y), name=tid, size=size,
                            faction=factions[len(tokens) % len(factions)],
                            darkvision_ft=60 if len(tokens) % 3 == 0 else 0)
    board = Board(side, side, solid, obscure, segments)
    return Document(board, tokens, ruleset)


def dark_dungeon(torches: int = 10) -> Document:
    """The default dungeon in ambient darkness, its first `torches` tokens
    carrying a torch (20/40 ft): the light benchmarks' map."""
    doc = make_dungeon()
    doc.ambient = Ambient.DARK
    for tid in list(doc.tokens)[:torches]:
        doc.tokens[tid] = replace(doc.tokens[tid], light=LightRadii(20, 40))
    return doc
