"""Grid arithmetic shared by the geometry: exact scaled coordinates, spaces,
distances, adjacency and threat (RULES §1).

Lines are evaluated in *scaled* units: one square is `SCALE` units, so cell
corners, centres and imported wall points are all integers. Every orientation
test on such points is then exact in float64/int64 (values stay below 2**52
for boards up to 1000 squares), so grazing, pinches and joints are decided
exactly rather than within a tolerance.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

import numpy as np

SCALE = 1 << 15  # scaled units per square


class Space(NamedTuple):
    """The cells [x0, x1) × [y0, y1) a creature occupies. A named tuple:
    spaces key the caches of every pair, and a tuple hashes and compares in C."""

    x0: int
    y0: int
    x1: int
    y1: int

    @classmethod
    def of(cls, x: int, y: int, footprint: int) -> "Space":
        return cls(x, y, x + footprint, y + footprint)

    @property
    def width(self) -> int:
        return self.x1 - self.x0

    @property
    def height(self) -> int:
        return self.y1 - self.y0

    @property
    def area(self) -> int:
        return self.width * self.height

    @property
    def centre(self) -> tuple[float, float]:
        return ((self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2)

    def cells(self) -> tuple[tuple[int, int], ...]:
        return _cells(self)

    def contains(self, x: int, y: int) -> bool:
        return self.x0 <= x < self.x1 and self.y0 <= y < self.y1

    def corners(self) -> list[tuple[int, int]]:
        """Every corner of every cell of the space (lattice points)."""
        return [
            (x, y) for y in range(self.y0, self.y1 + 1) for x in range(self.x0, self.x1 + 1)
        ]

    def gap(self, other: "Space") -> tuple[int, int]:
        """Squares between the nearest cells along x and y (0 when overlapping).
        Unpacked and compared rather than max() of named fields: asked for
        every pair, it costs a third as much."""
        ax0, ay0, ax1, ay1 = self
        bx0, by0, bx1, by1 = other
        dx = bx0 - ax1 + 1 if bx0 >= ax1 else (ax0 - bx1 + 1 if ax0 >= bx1 else 0)
        dy = by0 - ay1 + 1 if by0 >= ay1 else (ay0 - by1 + 1 if ay0 >= by1 else 0)
        return dx, dy

    def chebyshev(self, other: "Space") -> int:
        dx, dy = self.gap(other)
        return max(dx, dy)

    def adjacent(self, other: "Space") -> bool:
        """Some cell of each touches (edge or corner): RULES §1."""
        return self.chebyshev(other) == 1


@lru_cache(maxsize=4096)
def _cells(space: Space) -> tuple[tuple[int, int], ...]:
    """A space's cells, row by row (asked for every pair it is part of)."""
    return tuple((x, y) for y in range(space.y0, space.y1) for x in range(space.x0, space.x1))


def space_gaps(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """`Space.gap` of spaces (n, 4) x0, y0, x1, y1 and b, row by row."""
    dx = np.where(b[:, 0] >= a[:, 2], b[:, 0] - a[:, 2] + 1, np.where(a[:, 0] >= b[:, 2], a[:, 0] - b[:, 2] + 1, 0))
    dy = np.where(b[:, 1] >= a[:, 3], b[:, 1] - a[:, 3] + 1, np.where(a[:, 1] >= b[:, 3], a[:, 1] - b[:, 3] + 1, 0))
    return dx, dy


def distance_121(dx: int, dy: int) -> int:
    """Squares with diagonals counted 1-2-1 (corner systems, graded)."""
    return max(dx, dy) + min(dx, dy) // 2


def distance_4e(dx: int, dy: int) -> int:
    """Squares with every diagonal counted 1 (4e)."""
    return max(dx, dy)


def squares_apart(dx: np.ndarray, dy: np.ndarray, diagonal_rule: str) -> np.ndarray:
    """`distance_4e` (diagonal rule "1") or `distance_121` over arrays of gaps."""
    hi, lo = np.maximum(dx, dy), np.minimum(dx, dy)
    return hi if diagonal_rule == "1" else hi + lo // 2


FREE = -(1 << 40)  # owner x of a free end point (kernel.FREE)


def scaled_point(x: float, y: float) -> tuple[int, int]:
    """A point in grid units (corner, centre, origin) in scaled units."""
    return (round(x * SCALE), round(y * SCALE))


@lru_cache(maxsize=4096)
def owned_corners(space: Space) -> np.ndarray:
    """Every corner of every cell of a space, with the cell it belongs to
    (RULES §2): (n, 4) int64 rows x, y (scaled), owner x, owner y. An inner
    corner of a large space appears once per cell that has it. Kept per
    space, read-only."""
    rows = [
        (cx * SCALE, cy * SCALE, x, y)
        for y in range(space.y0, space.y1) for x in range(space.x0, space.x1)
        for cy in (y, y + 1) for cx in (x, x + 1)
    ]
    out = np.array(rows, np.int64).reshape(-1, 4)
    out.setflags(write=False)
    return out


def cell_corners(cell: tuple[int, int]) -> np.ndarray:
    """The 4 corners of one cell, owned by it: (4, 4) rows as above."""
    x, y = cell
    return np.array([(cx * SCALE, cy * SCALE, x, y) for cy in (y, y + 1) for cx in (x, x + 1)],
                    np.int64)


@lru_cache(maxsize=4096)
def sample_points(space: Space) -> np.ndarray:
    """RULES §2 sample points with owners: every cell's 4 corners (owned by
    the cell) and its centre (a free point). (n, 4) int64, kept per space,
    read-only."""
    centres = [(*scaled_point(x + 0.5, y + 0.5), FREE, 0) for x, y in space.cells()]
    out = np.concatenate([owned_corners(space), np.array(centres, np.int64).reshape(-1, 4)])
    out.setflags(write=False)
    return out


def free_point(x: float, y: float) -> np.ndarray:
    """One free point (an origin nobody owns) as a (1, 4) row."""
    return np.array([(*scaled_point(x, y), FREE, 0)], np.int64)


def origin_points(origin: tuple[int, int], owner_space: Space | None) -> np.ndarray:
    """An area or close origin (RULES §2): when it is a corner of a cell of
    `owner_space` (the attacker) it belongs to that cell, one row per cell
    that has it (the attacker picks); otherwise it is a free point."""
    ox, oy = origin
    if owner_space is not None:
        rows = [(ox * SCALE, oy * SCALE, x, y)
                for y in (oy - 1, oy) for x in (ox - 1, ox) if owner_space.contains(x, y)]
        if rows:
            return np.array(rows, np.int64)
    return free_point(ox, oy)
