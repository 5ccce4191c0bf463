"""Which of its candidate places one badge takes: the inner step of
`layout.BadgeLayout.place`, run once per badge placed (a zoom places every
badge of the row, in order, each against those placed before it).

Rules, in order: a place may overlap no `forbidden` rectangle (the other
badges, its own token, the attacker; half a square pixel of rounding
tolerated) and lies inside `bounds` (candidates are slid in from its edge);
among the first `SOFT_CANDIDATES` free places the cheapest wins: tokens
covered, drawn lines covered, distance from the target, rank. When no place
is free the least bad one wins (and the caller may try wider candidates).

`choose` runs compiled (numba, as `core.geometry.kernel` does when it is
installed): with numpy a badge costs some hundred small array operations,
~0.5 ms, and a zoom relayout of 45 badges ~25 ms. `choose_numpy` is the
reference (and the path without numba); the tests compare the two.
`badge_row.place_row` places a whole row, badge after badge, with it.
All rectangles are (left, top, right, bottom) rows of float64 arrays.
"""

from __future__ import annotations

import math

import numpy as np

from battlemap.core.geometry.kernel import COMPILED, njit

SOFT_CANDIDATES = 12  # places weighed for tokens and lines covered, of those free
HARD_TOLERANCE = 0.5  # square pixels of overlap taken as rounding


# --- the numpy reference ------------------------------------------------------------------------

def overlap_areas(cands: np.ndarray, others: np.ndarray) -> np.ndarray:
    """(m,) total overlap area of each candidate (m, 4) with the rects (n, 4)."""
    if not len(others):
        return np.zeros(len(cands))
    w = np.minimum(cands[:, None, 2], others[None, :, 2]) - np.maximum(cands[:, None, 0], others[None, :, 0])
    h = np.minimum(cands[:, None, 3], others[None, :, 3]) - np.maximum(cands[:, None, 1], others[None, :, 1])
    return (np.clip(w, 0, None) * np.clip(h, 0, None)).sum(axis=1)


def lengths_inside(cands: np.ndarray, seg: np.ndarray) -> np.ndarray:
    """(m,) total length of the segments (n, 4) inside each rect (m, 4):
    Liang-Barsky clipping, as `badges.place_badges` measures it."""
    if not len(seg) or not len(cands):
        return np.zeros(len(cands))
    x0, y0, x1, y1 = (seg[:, i][None, :] for i in range(4))
    dx, dy = x1 - x0, y1 - y0
    left, top, right, bottom = (cands[:, i][:, None] for i in range(4))
    t0 = np.zeros((len(cands), len(seg)))
    t1 = np.ones((len(cands), len(seg)))
    with np.errstate(divide="ignore", invalid="ignore"):
        for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
            p = np.broadcast_to(p, t0.shape)
            t = q / p
            t0 = np.where(p < 0, np.maximum(t0, t), t0)
            t1 = np.where(p > 0, np.minimum(t1, t), t1)
            t1 = np.where((p == 0) & (q < 0), -1.0, t1)
    return (np.clip(t1 - t0, 0.0, None) * np.hypot(dx, dy)).sum(axis=1)


def clamp(cands: np.ndarray, bounds: np.ndarray) -> np.ndarray:
    """The candidates slid inside `bounds` (4,) where they stick out."""
    left, top, right, bottom = bounds
    w = cands[:, 2] - cands[:, 0]
    h = cands[:, 3] - cands[:, 1]
    x = np.minimum(np.maximum(cands[:, 0], left), np.maximum(right - w, left))
    y = np.minimum(np.maximum(cands[:, 1], top), np.maximum(bottom - h, top))
    return np.stack([x, y, x + w, y + h], axis=1)


def choose_numpy(raw: np.ndarray, forbidden: np.ndarray, obstacles: np.ndarray,
                 lines: np.ndarray, bounds: np.ndarray, centre: tuple[float, float],
                 line_w: float, px: float) -> tuple[np.ndarray, bool, bool]:
    """The place (4,) chosen among the candidates `raw` (m, 4), whether it
    was slid in from the edge of `bounds`, and whether it is free."""
    cands = clamp(raw, bounds)
    hard = overlap_areas(cands, forbidden)
    free = np.flatnonzero(hard <= HARD_TOLERANCE)
    pick = free[:SOFT_CANDIDATES] if len(free) else np.arange(len(cands))
    sub = cands[pick]
    grown = sub + np.array([-line_w, -line_w, line_w, line_w])
    soft = overlap_areas(sub, obstacles)
    soft += lengths_inside(grown, lines) * line_w * 2
    centres = (sub[:, :2] + sub[:, 2:]) / 2
    soft += np.hypot(centres[:, 0] - centre[0], centres[:, 1] - centre[1]) * px * 0.05
    soft += pick * 1e-3 * px * px
    cost = soft if len(free) else soft + hard[pick] * 1e6
    best = int(pick[int(np.argmin(cost))]) if len(cands) else 0
    slid = not np.allclose(cands[best], raw[best])
    return cands[best], slid, bool(len(free))


# --- compiled ------------------------------------------------------------------------------------

@njit(cache=True)
def _clamped(raw, i, bounds, out):
    w = raw[i, 2] - raw[i, 0]
    h = raw[i, 3] - raw[i, 1]
    x = min(max(raw[i, 0], bounds[0]), max(bounds[2] - w, bounds[0]))
    y = min(max(raw[i, 1], bounds[1]), max(bounds[3] - h, bounds[1]))
    out[0], out[1], out[2], out[3] = x, y, x + w, y + h


@njit(cache=True)
def _overlap_sum(r, others):
    total = 0.0
    for k in range(others.shape[0]):
        w = min(r[2], others[k, 2]) - max(r[0], others[k, 0])
        h = min(r[3], others[k, 3]) - max(r[1], others[k, 1])
        if w > 0.0 and h > 0.0:
            total += w * h
    return total


@njit(cache=True)
def _length_inside(left, top, right, bottom, seg):
    total = 0.0
    for k in range(seg.shape[0]):
        x0, y0 = seg[k, 0], seg[k, 1]
        dx, dy = seg[k, 2] - x0, seg[k, 3] - y0
        t0, t1 = 0.0, 1.0
        for side in range(4):
            if side == 0:
                p, q = -dx, x0 - left
            elif side == 1:
                p, q = dx, right - x0
            elif side == 2:
                p, q = -dy, y0 - top
            else:
                p, q = dy, bottom - y0
            if p < 0.0:
                t0 = max(t0, q / p)
            elif p > 0.0:
                t1 = min(t1, q / p)
            elif q < 0.0:
                t1 = -1.0
        if t1 > t0:
            total += (t1 - t0) * math.hypot(dx, dy)
    return total


@njit(cache=True)
def _soft_cost(r, i, obstacles, lines, cx, cy, line_w, px):
    cost = _overlap_sum(r, obstacles)
    cost += _length_inside(r[0] - line_w, r[1] - line_w, r[2] + line_w, r[3] + line_w, lines) * line_w * 2
    cost += math.hypot((r[0] + r[2]) / 2 - cx, (r[1] + r[3]) / 2 - cy) * px * 0.05
    cost += i * 1e-3 * px * px
    return cost


@njit(cache=True)
def _choose_compiled(raw, forbidden, obstacles, lines, bounds, cx, cy, line_w, px, least_bad=True):
    # The candidates in order: the first `SOFT_CANDIDATES` free ones are
    # weighed as they are met (most badges find them among the first few,
    # of a hundred and more); only when none is free are all weighed, with
    # what they overlap (`least_bad`; else the first is returned, not free).
    # The same choice as `choose_numpy`.
    n = raw.shape[0]
    cands = np.empty((n, 4))
    hard = np.empty(n)
    best, best_cost, seen = 0, np.inf, 0
    for i in range(n):
        _clamped(raw, i, bounds, cands[i])
        hard[i] = _overlap_sum(cands[i], forbidden)
        if hard[i] <= HARD_TOLERANCE:
            cost = _soft_cost(cands[i], i, obstacles, lines, cx, cy, line_w, px)
            if cost < best_cost:
                best, best_cost = i, cost
            seen += 1
            if seen == SOFT_CANDIDATES:
                break
    if seen == 0 and least_bad:  # nothing free: the least bad
        for i in range(n):
            cost = _soft_cost(cands[i], i, obstacles, lines, cx, cy, line_w, px) + hard[i] * 1e6
            if cost < best_cost:
                best, best_cost = i, cost
    slid = False
    for k in range(4):
        if abs(cands[best, k] - raw[best, k]) > 1e-8 + 1e-5 * abs(raw[best, k]):
            slid = True
    return cands[best].copy(), slid, seen > 0


def choose(raw: np.ndarray, forbidden: np.ndarray, obstacles: np.ndarray,
           lines: np.ndarray, bounds: np.ndarray, centre: tuple[float, float],
           line_w: float, px: float) -> tuple[np.ndarray, bool, bool]:
    """`choose_numpy`, compiled when numba is installed."""
    if not COMPILED:
        return choose_numpy(raw, forbidden, obstacles, lines, bounds, centre, line_w, px)
    rect, slid, free = _choose_compiled(raw, forbidden, obstacles, lines, bounds,
                                        float(centre[0]), float(centre[1]), float(line_w), float(px))
    return rect, bool(slid), bool(free)


def warm_up() -> None:
    """Compile `choose` into numba's cache now (a few seconds the first
    time): the installer and the test session call it, so the first
    attacker a GM selects does not wait for it."""
    place = np.array([[0.0, 0.0, 10.0, 10.0]])
    none = np.zeros((0, 4))
    box = np.array([0.0, 0.0, 100.0, 100.0])
    choose(place, none, none, none, box, (5.0, 5.0), 1.0, 8.0)
    from battlemap.ui.overlays import badge_row  # (it builds on this module)

    badge_row.warm_up()
