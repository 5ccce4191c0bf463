"""Cell sets the editing tools work with: rectangles, brushes, lines, regions."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

CellRect = tuple[int, int, int, int]  # x0, y0, x1, y1 (exclusive)


def clip_rect(rect: CellRect, width: int, height: int) -> CellRect | None:
    x0, y0, x1, y1 = rect
    x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, width), min(y1, height)
    return (x0, y0, x1, y1) if x0 < x1 and y0 < y1 else None


def rect_cells(rect: CellRect) -> tuple[np.ndarray, np.ndarray]:
    """xs, ys of every cell of `rect`."""
    x0, y0, x1, y1 = rect
    ys, xs = np.mgrid[y0:y1, x0:x1]
    return xs.ravel(), ys.ravel()


def brush_rect(x: int, y: int, size: int) -> CellRect:
    """The size x size square of cells a brush centred on cell (x, y) covers."""
    x0, y0 = x - (size - 1) // 2, y - (size - 1) // 2
    return (x0, y0, x0 + size, y0 + size)


def line_cells(x0: int, y0: int, x1: int, y1: int) -> Iterator[tuple[int, int]]:
    """Cells from (x0, y0) to (x1, y1), 8-connected (Bresenham)."""
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx, sy = (1 if x0 < x1 else -1), (1 if y0 < y1 else -1)
    err = dx + dy
    while True:
        yield x0, y0
        if x0 == x1 and y0 == y1:
            return
        e2 = 2 * err
        if e2 >= dy:
            err += dy
            x0 += sx
        if e2 <= dx:
            err += dx
            y0 += sy


def flood_region(layer: np.ndarray, x: int, y: int) -> tuple[np.ndarray, np.ndarray]:
    """xs, ys of the 4-connected region of cells holding the value of (x, y).

    Scanline fill: Python work is per run of cells, not per cell."""
    height, width = layer.shape
    value = layer[y, x]
    same = layer == value
    seen = np.zeros_like(same)
    runs_y: list[int] = []
    runs_x0: list[int] = []
    runs_x1: list[int] = []
    stack = [(x, y)]
    while stack:
        sx, sy = stack.pop()
        if seen[sy, sx] or not same[sy, sx]:
            continue
        row, seen_row = same[sy], seen[sy]
        left = sx
        while left > 0 and row[left - 1] and not seen_row[left - 1]:
            left -= 1
        right = sx
        while right + 1 < width and row[right + 1] and not seen_row[right + 1]:
            right += 1
        seen_row[left:right + 1] = True
        runs_y.append(sy)
        runs_x0.append(left)
        runs_x1.append(right + 1)
        for ny in (sy - 1, sy + 1):
            if 0 <= ny < height:
                open_ = same[ny, left:right + 1] & ~seen[ny, left:right + 1]
                # one seed per run of fillable cells in the neighbouring row
                starts = np.flatnonzero(open_ & ~np.concatenate(([False], open_[:-1])))
                stack.extend((left + int(s), ny) for s in starts)
    lengths = np.array(runs_x1) - np.array(runs_x0)
    ys = np.repeat(np.array(runs_y), lengths)
    offsets = np.arange(lengths.sum()) - np.repeat(np.cumsum(lengths) - lengths, lengths)
    xs = np.repeat(np.array(runs_x0), lengths) + offsets
    return xs, ys


def bounding_rect(xs: np.ndarray, ys: np.ndarray) -> CellRect | None:
    if len(xs) == 0:
        return None
    return (int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1)
