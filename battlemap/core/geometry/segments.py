"""Thin walls as shapes: the pieces of one blocking class (e.g. every wall,
closed door and window for line of effect), for the visible fraction's
shadows (RULES §3.4). Whether a line is stopped is the kernel's question
(`kernel`), not this module's."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain

import numpy as np
import shapely

from battlemap.core.geometry.lattice import SCALE


@dataclass(frozen=True)
class Pieces:
    """Every piece of every thin wall as arrays (grid units), with its
    segment and what it blocks; built without a Python object per piece."""

    a: np.ndarray  # (n, 2)
    b: np.ndarray
    segment: np.ndarray
    sight: np.ndarray  # wall, closed door
    effect: np.ndarray  # wall, closed door, window
    low: np.ndarray

    @classmethod
    def of(cls, segments) -> "Pieces":
        counts = np.fromiter((len(s.points) for s in segments), np.int64, len(segments))
        pts = np.fromiter(chain.from_iterable(chain.from_iterable(s.points for s in segments)),
                          float, 2 * int(counts.sum())).reshape(-1, 2)
        owner = np.repeat(np.arange(len(segments)), counts)
        k = np.flatnonzero((owner[:-1] == owner[1:]) & (pts[:-1] != pts[1:]).any(axis=1))
        seg = owner[k]

        def flag(name: str) -> np.ndarray:
            return np.fromiter((getattr(s, name) for s in segments), bool, len(segments))[seg]

        return cls(pts[k], pts[k + 1], seg, flag("blocks_sight"), flag("blocks_effect"),
                   flag("is_low"))


class SegmentLayer:
    def __init__(self, pieces: Pieces, mask: np.ndarray) -> None:
        self.grid = np.stack([pieces.a[mask], pieces.b[mask]], axis=1)  # in grid units
        self.count = len(self.grid)
        self.a = self.grid[:, 0] * SCALE
        self.b = self.grid[:, 1] * SCALE
        self.segment = pieces.segment[mask]

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
