"""Two spaces walled apart: no line between them has line of effect or
sight, known without walking the lines (RULES §2).

Every line from a point of one space to a point of the other lies in the
convex hull of the two (both are rectangles: convex). A line that enters no
wall cell's interior passes, cell by cell, through the closures of open
cells meeting the hull, each sharing an edge with the next: where it
crosses from one cell to a diagonal one through a lattice point, a third
open cell touches that point, or else the two wall cells there are a
pinch, whose borders leave the point on both sides of the line and stop it.
The first cell meets the source's closed square and the last the target's.
So when no chain of open cells leads from one space to the other, every
line is stopped for effect, sight and cover (by a wall cell's interior:
`corner_scan._walled`; at a pinch: `kernel.judge_whole`).

The chains are generous (never a wall where there is none): thin walls are
left out, and the creatures' own cells are open as the kernel has them
(`kernel._cell_class`). Near the ends it takes a length: a line running
along a grid line between two wall cells touches no open cell, and is
stopped only at a lattice point strictly between its ends
(`corner_scan._walled_along`), so spaces less than two squares apart are
never called walled apart here.

In a dungeon most pairs of creatures are in different rooms; the corner
scan walked some 25 lines each to find that out, one fill of a few dozen
cells does it."""

from __future__ import annotations

import math

import numpy as np

from battlemap.core.geometry.kernel import _cell_class, count_in, njit

_EPS = 1e-9  # row extents are widened by this: a cell is never left out by rounding
_STEP_X = np.array([1, -1, 0, 0])  # the four cells sharing an edge with a cell
_STEP_Y = np.array([0, 0, 1, -1])


@njit(cache=True, inline="always")
def _widen(lo, hi, x0, x1):
    return min(lo, x0), max(hi, x1)


@njit(cache=True)
def _row_extent(y, a, t):
    """(lo, hi) x extent of the hull of boxes a, t (x0, y0, x1, y1) within
    the closed band y..y+1, or lo > hi when they miss it. The hull's edges
    are the boxes' own and two bridges, each from a corner of a to the
    corner of t of the same kind (both the most extreme in some direction):
    the boxes and the four segments between like corners bound it."""
    lo, hi = math.inf, -math.inf
    if y <= a[3] and y + 1 >= a[1]:
        lo, hi = _widen(lo, hi, float(a[0]), float(a[2]))
    if y <= t[3] and y + 1 >= t[1]:
        lo, hi = _widen(lo, hi, float(t[0]), float(t[2]))
    for k in range(4):
        ix, iy = 2 * (k // 2), 1 + 2 * (k % 2)
        px, py = float(a[ix]), float(a[iy])
        qx, qy = float(t[ix]), float(t[iy])
        dy = qy - py
        if dy == 0:
            if y <= py <= y + 1:
                lo, hi = _widen(lo, hi, min(px, qx), max(px, qx))
            continue
        s0, s1 = (y - py) / dy, (y + 1 - py) / dy
        if s0 > s1:
            s0, s1 = s1, s0
        s0, s1 = max(s0, 0.0), min(s1, 1.0)
        if s0 <= s1:
            x0, x1 = px + s0 * (qx - px), px + s1 * (qx - px)
            lo, hi = _widen(lo, hi, min(x0, x1), max(x0, x1))
    return lo, hi


@njit(cache=True)
def walled_apart(a, t, cls, own, wall_before, mark, stamp, stack, lo_x, hi_x, row_stamp):
    """Are boxes a and t (cells x0, y0, x1, y1) walled apart (see above)?
    `own`: the creatures' boxes, open cells; `wall_before`: `count_in`'s
    table of wall cells (`BarrierBoard.wall_before`); `mark`: a scratch
    grid of the cells the batch's boxes reach (origin at (-pad, -pad))
    stamped `stamp` where filled, `stack` as many cells; `lo_x`, `hi_x`,
    `row_stamp` one entry per row of it (`scratch`)."""
    if t[0] - a[2] < 2 and a[0] - t[2] < 2 and t[1] - a[3] < 2 and a[1] - t[3] < 2:
        return False  # less than two squares apart
    # no wall cell in the boxes' bounding box: nothing to wall them apart
    if count_in(wall_before, min(a[0], t[0]), min(a[1], t[1]), max(a[2], t[2]), max(a[3], t[3])) == 0:
        return False
    pad = (mark.shape[0] - cls.shape[0]) // 2
    width = mark.shape[1]
    # the rows of the cells whose closed square meets the hull; each row's
    # cells worked out when the fill first reaches it
    r0, r1 = min(a[1], t[1]) - 1, max(a[3], t[3])
    # fill from the open cells meeting a's closed square
    top = 0
    for y in range(a[1] - 1, a[3] + 1):
        for x in range(a[0] - 1, a[2] + 1):
            if _cell_class(cls, x, y, own) != 2:
                mark[y + pad, x + pad] = stamp
                stack[top] = (y + pad) * width + x + pad
                top += 1
    while top > 0:
        top -= 1
        y, x = stack[top] // width - pad, stack[top] % width - pad
        if t[0] - 1 <= x <= t[2] and t[1] - 1 <= y <= t[3]:
            return False  # an open cell meeting t's closed square: a chain
        for k in range(4):
            nx, ny = x + _STEP_X[k], y + _STEP_Y[k]
            if ny < r0 or ny > r1:
                continue
            r = ny - r0
            if row_stamp[r] != stamp:
                lo, hi = _row_extent(ny, a, t)
                lo_x[r], hi_x[r], row_stamp[r] = math.ceil(lo - _EPS) - 1, math.floor(hi + _EPS), stamp
            if lo_x[r] <= nx <= hi_x[r] and mark[ny + pad, nx + pad] != stamp \
                    and _cell_class(cls, nx, ny, own) != 2:
                mark[ny + pad, nx + pad] = stamp
                stack[top] = (ny + pad) * width + nx + pad
                top += 1
    return True


@njit(cache=True)
def scratch(boxes_a, boxes_b, height, width):
    """`walled_apart`'s scratch arrays (mark, stack, lo_x, hi_x, row_stamp) for a batch
    whose boxes are `boxes_a` and `boxes_b` (n, 4 each)."""
    pad = 2
    for boxes in (boxes_a, boxes_b):
        for i in range(boxes.shape[0]):
            pad = max(pad, 2 - boxes[i, 0], 2 - boxes[i, 1], 2 + boxes[i, 2] - width,
                      2 + boxes[i, 3] - height)
    h, w = height + 2 * pad, width + 2 * pad
    # only the marks and the rows' stamps are read before they are written
    return (np.zeros((h, w), np.int64), np.empty(h * w, np.int64), np.empty(h, np.int64),
            np.empty(h, np.int64), np.zeros(h, np.int64))


@njit(cache=True)
def walled_apart_pairs(src_box, t_box, a_box, cls, wall_before, todo):
    """`walled_apart` of each pair i where `todo[i]`: source box `src_box[i]`
    (the attacker's, or an area origin's cell) and target box `t_box[i]`,
    the attacker's and target's cells open (`a_box[i]`, `t_box[i]`)."""
    n = src_box.shape[0]
    out = np.zeros(n, np.bool_)
    mark, stack, lo_x, hi_x, row_stamp = scratch(src_box, t_box, cls.shape[0], cls.shape[1])
    own = np.zeros(8, np.int64)
    for i in range(n):
        if todo[i]:
            own[:4] = a_box[i]
            own[4:] = t_box[i]
            out[i] = walled_apart(src_box[i], t_box[i], cls, own, wall_before, mark, i + 1, stack,
                                  lo_x, hi_x, row_stamp)
    return out
