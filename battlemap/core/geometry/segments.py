"""Thin walls against many lines at once (RULES §2).

A line is stopped by a wall it *crosses*: through the inside of a piece, or
through a joint whose pieces leave on both sides of the line; a run along the
wall counts as one joint, pooled with the pieces leaving at its two ends.
Touching a free end, or running along a wall without passing it, is grazing.

Candidates come from an STRtree over the pieces; the decision is exact
orientation arithmetic in scaled units (see `lattice`), vectorised.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely

from battlemap.core.geometry.lattice import SCALE


@dataclass(frozen=True)
class SegmentHits:
    """One row per (line, piece) that stops the line; `t` orders along it."""

    line: np.ndarray
    piece: np.ndarray
    t: np.ndarray

    def __len__(self) -> int:
        return len(self.line)


class SegmentLayer:
    """The pieces of one blocking class (e.g. every wall, closed door and
    window for line of effect), indexed for line queries."""

    def __init__(self, pieces: list[tuple[tuple[float, float], tuple[float, float]]],
                 segment_of_piece: list[int]) -> None:
        self.count = len(pieces)
        arr = np.array(pieces, float).reshape(-1, 2, 2)
        self.a = arr[:, 0] * SCALE
        self.b = arr[:, 1] * SCALE
        self.segment = np.array(segment_of_piece, np.int64)
        self.geoms = shapely.linestrings(arr) if self.count else np.zeros(0, object)
        self.tree = shapely.STRtree(self.geoms) if self.count else None

    def hits(self, start: np.ndarray, end: np.ndarray,
             line_geoms: np.ndarray | None = None, use_index: bool = True) -> SegmentHits:
        """Pieces that stop each line start[i] -> end[i] (scaled).
        `use_index=False` tests every line against every piece (reference)."""
        empty = SegmentHits(np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0))
        if self.tree is None or len(start) == 0:
            return empty
        if line_geoms is None:
            line_geoms = make_line_geoms(start, end)
        if use_index:
            li, pj = self.tree.query(line_geoms)
        else:
            li, pj = np.nonzero(shapely.intersects(line_geoms[:, None], self.geoms[None, :]))
        if len(li) == 0:
            return empty
        return _decide(start[li].astype(float), end[li].astype(float),
                       self.a[pj], self.b[pj], li, pj)


def make_line_geoms(start: np.ndarray, end: np.ndarray) -> np.ndarray:
    coords = np.stack([start, end], axis=1).astype(float) / SCALE
    return shapely.linestrings(coords)


def _cross(ux, uy, vx, vy):
    return ux * vy - uy * vx


def _decide(p, q, a, b, li, pj) -> SegmentHits:
    d = q - p
    o1 = np.sign(_cross(d[:, 0], d[:, 1], a[:, 0] - p[:, 0], a[:, 1] - p[:, 1]))
    o2 = np.sign(_cross(d[:, 0], d[:, 1], b[:, 0] - p[:, 0], b[:, 1] - p[:, 1]))
    # Most candidates only share a bounding box: the piece lies wholly on
    # one side of the line. Drop them before the finer tests.
    near = (o1 * o2 <= 0) & ((d != 0).any(axis=1))  # a point crosses nothing
    if not near.all():
        p, q, a, b, li, pj, d, o1, o2 = (v[near] for v in (p, q, a, b, li, pj, d, o1, o2))
    e = b - a
    c3 = _cross(e[:, 0], e[:, 1], p[:, 0] - a[:, 0], p[:, 1] - a[:, 1])
    c4 = _cross(e[:, 0], e[:, 1], q[:, 0] - a[:, 0], q[:, 1] - a[:, 1])
    proper = (o1 * o2 < 0) & (np.sign(c3) * np.sign(c4) < 0)
    with np.errstate(divide="ignore", invalid="ignore"):
        t_proper = c3 / (c3 - c4)

    rows_line = [li[proper]]
    rows_piece = [pj[proper]]
    rows_t = [t_proper[proper]]

    dd = (d * d).sum(axis=1)
    # Piece endpoints lying strictly inside the line: joints and free ends.
    ev = []
    for end_pt, on, other_side in ((a, o1 == 0, o2), (b, o2 == 0, o1)):
        s = ((end_pt - p) * d).sum(axis=1)
        inside = on & (s > 0) & (s < dd)
        ev.append((li[inside], pj[inside], end_pt[inside], other_side[inside], s[inside] / dd[inside]))
    ev_line = np.concatenate([e_[0] for e_ in ev])
    if len(ev_line):
        ev_piece = np.concatenate([e_[1] for e_ in ev])
        ev_pt = np.concatenate([e_[2] for e_ in ev])
        ev_side = np.concatenate([e_[3] for e_ in ev])
        ev_t = np.concatenate([e_[4] for e_ in ev])
        collinear = (o1 == 0) & (o2 == 0)
        key_x, key_y = ev_pt[:, 0].copy(), ev_pt[:, 1].copy()
        if collinear.any():
            _pool_collinear_runs(li[collinear], p[collinear], d[collinear],
                                 a[collinear], b[collinear], ev_line, ev_t, key_x, key_y)
        blocked = _groups_with_both_sides(ev_line, key_x, key_y, ev_side)
        rows_line.append(ev_line[blocked])
        rows_piece.append(ev_piece[blocked])
        rows_t.append(ev_t[blocked])

    return SegmentHits(
        np.concatenate(rows_line).astype(np.int64),
        np.concatenate(rows_piece).astype(np.int64),
        np.concatenate(rows_t).astype(float),
    )


def _pool_collinear_runs(c_line, p, d, a, b, ev_line, ev_t, key_x, key_y) -> None:
    """Give every joint on a run along the line the run's key, so the pieces
    leaving at both ends of the run are judged together. Rare: lines exactly
    along a wall; done per line."""
    dd = (d * d).sum(axis=1)
    sa = ((a - p) * d).sum(axis=1) / dd
    sb = ((b - p) * d).sum(axis=1) / dd
    lo, hi = np.minimum(sa, sb), np.maximum(sa, sb)
    for line_id in np.unique(c_line):
        m = c_line == line_id
        runs = sorted(zip(lo[m].tolist(), hi[m].tolist()))
        merged: list[list[float]] = []
        for r0, r1 in runs:
            if merged and r0 <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], r1)
            else:
                merged.append([r0, r1])
        sel = np.nonzero(ev_line == line_id)[0]
        for idx in sel:
            for run_id, (r0, r1) in enumerate(merged):
                if r0 <= ev_t[idx] <= r1:
                    key_x[idx] = np.inf  # a key no real point has
                    key_y[idx] = run_id
                    break


def _groups_with_both_sides(line, kx, ky, side) -> np.ndarray:
    """Rows whose (line, point) group has pieces on both sides of the line."""
    order = np.lexsort((ky, kx, line))
    l_s, x_s, y_s = line[order], kx[order], ky[order]
    new = np.ones(len(order), bool)
    new[1:] = (l_s[1:] != l_s[:-1]) | (x_s[1:] != x_s[:-1]) | (y_s[1:] != y_s[:-1])
    starts = np.nonzero(new)[0]
    s_sorted = side[order]
    lo = np.minimum.reduceat(s_sorted, starts)
    hi = np.maximum.reduceat(s_sorted, starts)
    group = np.cumsum(new) - 1
    both = (lo < 0) & (hi > 0)
    out = np.zeros(len(order), bool)
    out[order] = both[group]
    return out
