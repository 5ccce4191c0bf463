"""Lines of one pair that the kernel would judge alike, found before tracing.

A big creature's corner and sample lines repeat: an inner corner of a Huge
space belongs to each of its four cells, and each owner makes a line of its
own. Who owns an end matters only where a barrier touches that point (RULES
§2 judges ownership at a contact), so at an untouched lattice point every
owner gives the same answer. `distinct_lines` keys each end by its point
and, where a barrier may touch it, its owner; lines with equal keys are
traced once and their facts copied (`LineFacts.expand`). Keys are made per
row of each product, not per line."""

from __future__ import annotations

import numpy as np

from battlemap.core.geometry.lattice import SCALE

HALF = SCALE // 2
BITS = 12  # per key field: half squares and owner cells up to 2,000
OFFSET = 1 << (BITS - 1)


def distinct_lines(keys: np.ndarray, sets: list[tuple[int, list | None]]
                   ) -> tuple[np.ndarray | None, np.ndarray | None]:
    """Over a batch of line sets, each (size, parts): its lines are the
    products of its parts' rows (`context.product_lines`), or parts None for
    a set whose lines are all distinct. `keys`: the `point_keys` of every
    part's sources then destinations, set after set. Returns (keep, index):
    the batch's lines to trace and, per line, which traced one stands for
    it; (None, None) when every line is distinct. Lines of different sets
    (different pairs: other own cells) never stand for each other."""
    _, rank = np.unique(keys, return_inverse=True)
    rank = rank.ravel()
    n_ranks = int(rank.max()) + 1
    span = max(n_ranks * n_ranks, max(size for size, _ in sets))
    ids, at = [], 0
    for set_id, (size, parts) in enumerate(sets):
        if parts is None:
            ids.append(set_id * span + np.arange(size))
            continue
        for src, dst in parts:
            s_rank = rank[at:at + len(src)]
            e_rank = rank[at + len(src):at + len(src) + len(dst)]
            ids.append(set_id * span + (s_rank[:, None] * n_ranks + e_rank[None, :]).ravel())
            at += len(src) + len(dst)
    ids = np.concatenate(ids)
    kinds, keep, index = np.unique(ids, return_index=True, return_inverse=True)
    if len(kinds) == len(ids):
        return None, None
    return keep, index.ravel()


def point_keys(rows: np.ndarray, touched: np.ndarray) -> np.ndarray | None:
    """A key per row (x, y scaled, owner x, y): its point and, where a
    barrier may touch it (`BarrierBoard.touched`), its owner. None when a
    point is off the half-square lattice (no line set makes one today) or
    beyond the keys' range."""
    x, y = rows[:, 0], rows[:, 1]
    if ((x | y) & (HALF - 1)).any():
        return None
    x2, y2 = x // HALF, y // HALF
    h, w = touched.shape
    kx, ky = x2 >> 1, y2 >> 1
    on_lattice = (((x2 | y2) & 1) == 0) & (kx >= 0) & (ky >= 0) & (kx < w) & (ky < h)
    untouched = on_lattice.copy()
    untouched[on_lattice] = ~touched[ky[on_lattice], kx[on_lattice]]
    matters = ~untouched & (rows[:, 2] >= -OFFSET)  # FREE owners never matter
    fields = np.stack([x2 + OFFSET, y2 + OFFSET,
                       np.where(matters, rows[:, 2] + 2, 0), np.where(matters, rows[:, 3] + 2, 0)])
    if fields.min() < 0 or fields.max() >= 1 << BITS:
        return None
    return (((fields[0] << BITS | fields[1]) << BITS | fields[2]) << BITS) | fields[3]
