"""Plain line questions for features outside the attack rules (light,
templates): which of many lines does a barrier stop? One call for all lines,
judged by the same kernel as the rules (RULES §2).

Points are in grid units (lattice points and cell centres). An end that is a
corner of a creature's cell belongs to that cell: give the cell in
`start_cell`/`end_cell` (rows of -1, -1 mean a free end; None: all free).
`own` is (n, 4) or (n, 8): one or two spaces (x0, y0, x1, y1) per line whose
cells never block it (the creatures' own cells, a light's source cells)."""

from __future__ import annotations

from typing import Literal

import numpy as np

from battlemap.core.geometry.kernel import EFFECT, FREE, SIGHT
from battlemap.core.geometry.lattice import SCALE

Purpose = Literal["effect", "sight"]


def lines_blocked(
    geometry,
    start: np.ndarray,
    end: np.ndarray,
    purpose: Purpose,
    start_cell: np.ndarray | None = None,
    end_cell: np.ndarray | None = None,
    own: np.ndarray | None = None,
) -> np.ndarray:
    """Per line: is it stopped for `purpose` (line of effect or of sight)?
    `geometry` is the board's `BoardGeometry` (`engine_for(doc).geometry`)."""
    start = np.asarray(start, float).reshape(-1, 2)
    end = np.asarray(end, float).reshape(-1, 2)
    n = len(start)
    rows = geometry.barriers.judge(
        np.round(start * SCALE).astype(np.int64), np.round(end * SCALE).astype(np.int64),
        _owners(start_cell, n), _owners(end_cell, n), _own_boxes(own, n), settle=True)
    return rows.lines_with(n, SIGHT if purpose == "sight" else EFFECT)


def _owners(cells: np.ndarray | None, n: int) -> np.ndarray:
    out = np.zeros((n, 2), np.int64)
    out[:, 0] = FREE
    if cells is not None:
        cells = np.asarray(cells, np.int64).reshape(-1, 2)
        owned = (cells != -1).any(axis=1)
        out[owned] = cells[owned]
    return out


def _own_boxes(own: np.ndarray | None, n: int) -> np.ndarray:
    out = np.zeros((n, 8), np.int64)  # empty boxes own nothing
    if own is not None:
        own = np.asarray(own, np.int64).reshape(n, -1)
        out[:, :own.shape[1]] = own
    return out
