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


def distinct_lines(keys: list[tuple[np.ndarray, np.ndarray]]) -> tuple[np.ndarray, np.ndarray] | None:
    """For one pair's lines, given as products of rows (`context.product_lines`)
    by the `point_keys` of each part's sources and destinations: (keep,
    index), the first line of each distinct kind and, per line, which kept
    line stands for it; None when every line is distinct."""
    s_values, s_inv = np.unique(np.concatenate([k[0] for k in keys]), return_inverse=True)
    e_values, e_inv = np.unique(np.concatenate([k[1] for k in keys]), return_inverse=True)
    s_inv, e_inv = s_inv.ravel(), e_inv.ravel()
    ids, s_at, e_at = [], 0, 0
    for s_key, e_key in keys:
        si = s_inv[s_at:s_at + len(s_key)]
        ei = e_inv[e_at:e_at + len(e_key)]
        ids.append((si[:, None] * len(e_values) + ei[None, :]).ravel())
        s_at, e_at = s_at + len(s_key), e_at + len(e_key)
    ids = np.concatenate(ids)
    kinds, keep, index = np.unique(ids, return_index=True, return_inverse=True)
    if len(kinds) == len(ids):
        return None
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
