"""Cell sets the editing tools work with: rectangles, brushes, lines, regions."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import numpy as np

from battlemap.core.model import Segment, SegmentKind

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


def wall_edges(segments: Iterable[Segment], width: int, height: int) -> tuple[np.ndarray, np.ndarray]:
    """Where thin walls cut the board for a fill: `right[y, x]` when a
    barrier parts cell (x, y) from (x + 1, y), `down[y, x]` from (x, y + 1).
    Barriers: walls, windows and closed doors (not low walls, not open
    doors). A piece parts two neighbours when it meets the segment between
    their centres (touching it counts), so diagonal and imported walls close
    a room as well as walls on cell borders."""
    right = np.zeros((height, max(width - 1, 0)), bool)
    down = np.zeros((max(height - 1, 0), width), bool)
    for segment in segments:
        if segment.is_low or (segment.kind is SegmentKind.DOOR and segment.open):
            continue
        for (ax, ay), (bx, by) in segment.pieces():
            _cut(right, ax, ay, bx, by)
            _cut(down.T, ay, ax, by, bx)  # the same with x and y swapped
    return right, down


def _cut(edges: np.ndarray, ax: float, ay: float, bx: float, by: float) -> None:
    """Mark in `edges` ([y, x]: the move from cell (x, y) to (x + 1, y)) the
    moves between centres the piece (ax, ay)-(bx, by) meets. Vertical moves
    are the same with x and y swapped (the caller passes a transposed view)."""
    rows, cols = edges.shape
    x_lo, x_hi = min(ax, bx), max(ax, bx)
    y_lo, y_hi = min(ay, by), max(ay, by)
    c0 = max(int(np.floor(x_lo - 1.5)), 0)
    c1 = min(int(np.ceil(x_hi - 0.5)), cols - 1)
    r0 = max(int(np.floor(y_lo - 0.5)), 0)
    r1 = min(int(np.ceil(y_hi - 0.5)), rows - 1)
    if c0 > c1 or r0 > r1:
        return
    cs = np.arange(c0, c1 + 1)[None, :]
    rs = np.arange(r0, r1 + 1)[:, None]
    # the move: from (cs + 0.5, rs + 0.5) to (cs + 1.5, rs + 0.5)
    px0, px1, py = cs + 0.5, cs + 1.5, rs + 0.5
    dx, dy = bx - ax, by - ay
    if dy == 0:  # parallel to the move: it meets it only by lying along it
        hit = (py == ay) & (np.maximum(px0, x_lo) <= np.minimum(px1, x_hi))
    else:
        t = (py - ay) / dy  # where the piece's line is at the move's height
        x_at = ax + t * dx
        hit = (t >= 0) & (t <= 1) & (x_at >= px0) & (x_at <= px1)
    edges[r0:r1 + 1, c0:c1 + 1] |= hit


def flood_region(layer: np.ndarray, x: int, y: int, fillable: np.ndarray | None = None,
                 right: np.ndarray | None = None, down: np.ndarray | None = None,
                 ) -> tuple[np.ndarray, np.ndarray]:
    """xs, ys of the 4-connected region of cells holding the value of (x, y),
    among the `fillable` cells (default: all), not crossing the barriers
    `right` and `down` (see `wall_edges`; default: none).

    Scanline fill: Python work is per run of cells, not per cell."""
    height, width = layer.shape
    value = layer[y, x]
    same = layer == value
    if fillable is not None:
        same &= fillable
    if right is None:
        right = np.zeros((height, max(width - 1, 0)), bool)
    if down is None:
        down = np.zeros((max(height - 1, 0), width), bool)
    seen = np.zeros_like(same)
    if not same[y, x]:
        return np.zeros(0, int), np.zeros(0, int)
    runs_y: list[int] = []
    runs_x0: list[int] = []
    runs_x1: list[int] = []
    stack = [(x, y)]
    while stack:
        sx, sy = stack.pop()
        if seen[sy, sx] or not same[sy, sx]:
            continue
        row, seen_row, cut = same[sy], seen[sy], right[sy]
        left = sx
        while left > 0 and row[left - 1] and not seen_row[left - 1] and not cut[left - 1]:
            left -= 1
        end = sx
        while end + 1 < width and row[end + 1] and not seen_row[end + 1] and not cut[end]:
            end += 1
        seen_row[left:end + 1] = True
        runs_y.append(sy)
        runs_x0.append(left)
        runs_x1.append(end + 1)
        for ny in (sy - 1, sy + 1):
            if 0 <= ny < height:
                passable = ~down[min(sy, ny), left:end + 1]
                open_ = same[ny, left:end + 1] & ~seen[ny, left:end + 1] & passable
                # one seed per run of fillable cells in the neighbouring row;
                # a thin wall across that row starts a new run (the seed's
                # scan stops at it, so the cells past it need their own seed)
                joined = open_[:-1] & ~right[ny, left:end]
                starts = np.flatnonzero(open_ & ~np.concatenate(([False], joined)))
                stack.extend((left + int(s), ny) for s in starts)
    lengths = np.array(runs_x1) - np.array(runs_x0)
    ys = np.repeat(np.array(runs_y), lengths)
    offsets = np.arange(lengths.sum()) - np.repeat(np.cumsum(lengths) - lengths, lengths)
    xs = np.repeat(np.array(runs_x0), lengths) + offsets
    return xs, ys


def bounding_rect(xs: np.ndarray, ys: np.ndarray) -> CellRect | None:
    if len(xs) == 0:
        return None
    if len(xs) == 1:  # one cell (a brush dab): cheaper than four reductions
        x, y = int(xs[0]), int(ys[0])
        return x, y, x + 1, y + 1
    return (int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1)
