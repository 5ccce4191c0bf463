"""Exact, vectorised cell traversal of many lines at once (RULES §2).

For each line the tracer finds the cells whose open interior it meets, and
the "squeeze" places where it slips between two blocking cells: along their
shared edge, or through the corner two diagonal cells share. Squeezes are
reported as hits on the weaker of the two cells (`low` before `wall`).

All coordinates are scaled integers (see `lattice`); crossing parameters are
ratios of integers below 2**26, so equal crossings compare equal and
distinct ones differ: grazing and pinches are decided exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from battlemap.core.geometry.lattice import SCALE


@dataclass(frozen=True)
class CellHits:
    """One row per (line, cell) met. `t` orders hits along their line;
    `squeeze` marks hits that come from slipping between blocking cells."""

    line: np.ndarray
    x: np.ndarray
    y: np.ndarray
    t: np.ndarray
    squeeze: np.ndarray

    def __len__(self) -> int:
        return len(self.line)


_EMPTY_INT = np.zeros(0, np.int64)


def _empty_hits() -> CellHits:
    return CellHits(_EMPTY_INT, _EMPTY_INT, _EMPTY_INT, np.zeros(0), np.zeros(0, bool))


def trace(
    start: np.ndarray, end: np.ndarray, solid_pad: np.ndarray, keep_pad: np.ndarray
) -> CellHits:
    """Cells met by the lines start[i] -> end[i] ((n, 2) scaled int arrays).

    `solid_pad` and `keep_pad` are the solid layer and a mask of cells worth
    reporting, padded with one empty cell on every side (index [y+1, x+1]).
    Interior hits are reported for cells in `keep_pad`; squeezes whenever both
    cells are solid.
    """
    n = len(start)
    if n == 0:
        return _empty_hits()
    x0, y0 = start[:, 0].astype(np.int64), start[:, 1].astype(np.int64)
    x1, y1 = end[:, 0].astype(np.int64), end[:, 1].astype(np.int64)
    dx, dy = x1 - x0, y1 - y0

    # Grid lines crossed strictly between the endpoints.
    kx_lo = np.minimum(x0, x1) // SCALE + 1
    kx_hi = -(-np.maximum(x0, x1) // SCALE) - 1
    ky_lo = np.minimum(y0, y1) // SCALE + 1
    ky_hi = -(-np.maximum(y0, y1) // SCALE) - 1
    nx = np.where(dx != 0, np.maximum(0, kx_hi - kx_lo + 1), 0)
    ny = np.where(dy != 0, np.maximum(0, ky_hi - ky_lo + 1), 0)
    counts = 2 + nx + ny
    total = int(counts.sum())
    offsets = np.zeros(n + 1, np.int64)
    np.cumsum(counts, out=offsets[1:])

    line = np.repeat(np.arange(n), counts)
    j = np.arange(total) - offsets[line]
    kind = np.where(j < 2, 0, np.where(j < 2 + nx[line], 1, 2))  # 0 end, 1 x, 2 y
    k = np.where(kind == 1, kx_lo[line] + j - 2, ky_lo[line] + j - 2 - nx[line])
    with np.errstate(divide="ignore", invalid="ignore"):
        t = np.where(
            kind == 0,
            (j == 1).astype(float),
            np.where(
                kind == 1,
                (k * SCALE - x0[line]) / np.where(dx[line] == 0, 1, dx[line]),
                (k * SCALE - y0[line]) / np.where(dy[line] == 0, 1, dy[line]),
            ),
        )
    # Sort by (line, t). The tracer only sees plain lines between half-square
    # points, whose distinct crossings differ in t by far more than the float
    # resolution of line * 2 + t; equal crossings stay equal.
    order = (np.argsort(line * 2.0 + t, kind="stable") if n < (1 << 20)
             else np.lexsort((t, line)))
    line, t, kind, k = line[order], t[order], kind[order], k[order]

    # Columns/rows passed so far, counted along each line.
    cum_x = np.cumsum(kind == 1)
    cum_y = np.cumsum(kind == 2)
    first = offsets[:-1]
    passed_x = cum_x - cum_x[first][line]
    passed_y = cum_y - cum_y[first][line]

    a = np.arange(total - 1)
    same_line = line[a] == line[a + 1]
    interval = same_line & (t[a + 1] > t[a])
    ia = a[interval]
    li = line[ia]
    tm = (t[ia] + t[ia + 1]) / 2
    col = _cell_index(x0[li], dx[li], passed_x[ia])
    row = _cell_index(y0[li], dy[li], passed_y[ia])
    # A zero-length line is a point: it meets a cell only strictly inside it,
    # and never runs along an edge (corner lines of creatures that touch).
    point = (dx[li] == 0) & (dy[li] == 0)
    on_vertical = (dx[li] == 0) & (x0[li] % SCALE == 0) & ~point
    on_horizontal = (dy[li] == 0) & (y0[li] % SCALE == 0) & ~point
    inside = ~on_vertical & ~on_horizontal & ~(point & ((x0[li] % SCALE == 0) | (y0[li] % SCALE == 0)))

    parts: list[tuple[np.ndarray, ...]] = []
    # Interior hits.
    ci, ri = col[inside], row[inside]
    keep = _padded_at(keep_pad, ri, ci)
    parts.append((li[inside][keep], ci[keep], ri[keep], tm[inside][keep], False))
    # Runs along a vertical grid line: cells left and right of each unit edge.
    parts += _edge_squeezes(li[on_vertical], col[on_vertical], row[on_vertical],
                            tm[on_vertical], solid_pad, vertical=True)
    parts += _edge_squeezes(li[on_horizontal], col[on_horizontal], row[on_horizontal],
                            tm[on_horizontal], solid_pad, vertical=False)
    # Diagonal pinches: an x and a y crossing at the same point.
    pinch = same_line & (t[a + 1] == t[a]) & (kind[a] != kind[a + 1]) & (kind[a] > 0) & (kind[a + 1] > 0)
    pa = a[pinch]
    if len(pa):
        lp = line[pa]
        kx = np.where(kind[pa] == 1, k[pa], k[pa + 1])
        ky = np.where(kind[pa] == 2, k[pa], k[pa + 1])
        same_sign = (dx[lp] > 0) == (dy[lp] > 0)
        # The two cells the line does not enter: NE & SW when it runs NW-SE.
        ax = np.where(same_sign, kx, kx - 1)
        bx = np.where(same_sign, kx - 1, kx)
        parts += _pair_squeezes(lp, ax, ky - 1, bx, ky, t[pa], solid_pad)
    # Lattice points passed by a run along a grid line: both diagonals matter.
    for axis_run, cross_kind in ((on_vertical, 2), (on_horizontal, 1)):
        runs = np.unique(li[axis_run])
        if not len(runs):
            continue
        mask = np.isin(line, runs) & (kind == cross_kind)
        lv, kv, tv = line[mask], k[mask], t[mask]
        if cross_kind == 2:
            kx, ky = x0[lv] // SCALE, kv
        else:
            kx, ky = kv, y0[lv] // SCALE
        parts += _pair_squeezes(lv, kx - 1, ky - 1, kx, ky, tv, solid_pad)
        parts += _pair_squeezes(lv, kx, ky - 1, kx - 1, ky, tv, solid_pad)

    return _concat(parts)


def _cell_index(origin: np.ndarray, delta: np.ndarray, passed: np.ndarray) -> np.ndarray:
    forward = origin // SCALE + passed
    backward = -(-origin // SCALE) - 1 - passed
    return np.where(delta > 0, forward, np.where(delta < 0, backward, origin // SCALE))


def _edge_squeezes(line, col, row, t, solid_pad, vertical: bool):
    if vertical:  # the edge x = col between cells (col-1, row) and (col, row)
        return _pair_squeezes(line, col - 1, row, col, row, t, solid_pad)
    return _pair_squeezes(line, col, row - 1, col, row, t, solid_pad)


def _pair_squeezes(line, ax, ay, bx, by, t, solid_pad):
    """Hits for places where both cells a and b are solid: the weaker one(s)."""
    if not len(line):
        return []
    sa = _padded_at(solid_pad, ay, ax)
    sb = _padded_at(solid_pad, by, bx)
    both = (sa > 0) & (sb > 0)
    weakest = np.minimum(sa, sb)
    out = []
    for cx, cy, s in ((ax, ay, sa), (bx, by, sb)):
        m = both & (s == weakest)
        out.append((line[m], cx[m], cy[m], t[m], True))
    return out


def _padded_at(pad: np.ndarray, y: np.ndarray, x: np.ndarray) -> np.ndarray:
    """pad[y + 1, x + 1] of a grid padded by one cell; cells further off the
    board (a big creature hanging over its edge) are empty too."""
    h, w = pad.shape
    inside = (y >= -1) & (y < h - 1) & (x >= -1) & (x < w - 1)
    found = pad[np.clip(y + 1, 0, h - 1), np.clip(x + 1, 0, w - 1)]
    return np.where(inside, found, np.zeros((), pad.dtype))


def _concat(parts) -> CellHits:
    if not parts:
        return _empty_hits()
    line = np.concatenate([p[0] for p in parts]).astype(np.int64)
    x = np.concatenate([p[1] for p in parts]).astype(np.int64)
    y = np.concatenate([p[2] for p in parts]).astype(np.int64)
    t = np.concatenate([np.asarray(p[3], float) for p in parts])
    squeeze = np.concatenate([np.full(len(p[0]), p[4], bool) for p in parts])
    return CellHits(line, x, y, t, squeeze)
