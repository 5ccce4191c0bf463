"""Thin walls as shapes: the pieces of one blocking class (e.g. every wall,
closed door and window for line of effect), for the visible fraction's
shadows (RULES §3.4). Whether a line is stopped is the kernel's question
(`kernel`), not this module's."""

from __future__ import annotations

from functools import cached_property

import numpy as np
import shapely

from battlemap.core.geometry.lattice import SCALE


class SegmentLayer:
    def __init__(self, pieces: list[tuple[tuple[float, float], tuple[float, float]]],
                 segment_of_piece: list[int]) -> None:
        self.count = len(pieces)
        self.grid = np.array(pieces, float).reshape(-1, 2, 2)  # in grid units
        self.a = self.grid[:, 0] * SCALE
        self.b = self.grid[:, 1] * SCALE
        self.segment = np.array(segment_of_piece, np.int64)

    def geoms(self, pieces: np.ndarray) -> np.ndarray:
        """Shapes of some pieces (made only for the few a query needs)."""
        return shapely.linestrings(self.grid[pieces]) if len(pieces) else np.zeros(0, object)

    def meeting(self, polygon: np.ndarray) -> np.ndarray:
        """Pieces that may meet a convex polygon ((k, 2) vertices, grid
        units): none of the polygon's edges has the whole piece strictly
        outside it, and the bounding boxes meet. A superset, never missing
        one (the separating-axis test on the polygon's edges and the axes)."""
        if not self.count:
            return np.zeros(0, np.int64)
        a, b = self.grid[:, 0], self.grid[:, 1]
        lo, hi = polygon.min(axis=0), polygon.max(axis=0)
        keep = ((np.maximum(a, b) >= lo) & (np.minimum(a, b) <= hi)).all(axis=1)
        idx = np.flatnonzero(keep)
        a, b = a[idx], b[idx]
        area2 = np.sum(polygon[:, 0] * np.roll(polygon[:, 1], -1) - np.roll(polygon[:, 0], -1) * polygon[:, 1])
        sign = 1.0 if area2 > 0 else -1.0
        for p, q in zip(polygon, np.roll(polygon, -1, axis=0)):
            e = q - p
            side_a = sign * (e[0] * (a[:, 1] - p[1]) - e[1] * (a[:, 0] - p[0]))
            side_b = sign * (e[0] * (b[:, 1] - p[1]) - e[1] * (b[:, 0] - p[0]))
            inside = (side_a >= 0) | (side_b >= 0)
            idx, a, b = idx[inside], a[inside], b[inside]
        return idx
