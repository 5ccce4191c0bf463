"""Grid arithmetic shared by the geometry: exact scaled coordinates, spaces,
distances, adjacency and threat (RULES §1).

Lines are evaluated in *scaled* units: one square is `SCALE` units, so cell
corners, centres and the tiny inward nudge of creature corners (RULES §2,
"endpoints belong to their creature") are all integers. Every orientation
test on such points is then exact in float64/int64 (values stay below 2**52
for boards up to 1000 squares), so grazing, pinches and joints are decided
exactly rather than within a tolerance.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

SCALE = 1 << 15  # scaled units per square
NUDGE = 1  # scaled units a creature corner moves into its own space


@dataclass(frozen=True)
class Space:
    """The cells [x0, x1) × [y0, y1) a creature occupies."""

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

    def cells(self) -> list[tuple[int, int]]:
        return [(x, y) for y in range(self.y0, self.y1) for x in range(self.x0, self.x1)]

    def contains(self, x: int, y: int) -> bool:
        return self.x0 <= x < self.x1 and self.y0 <= y < self.y1

    def corners(self) -> list[tuple[int, int]]:
        """Every corner of every cell of the space (lattice points)."""
        return [
            (x, y) for y in range(self.y0, self.y1 + 1) for x in range(self.x0, self.x1 + 1)
        ]

    def gap(self, other: "Space") -> tuple[int, int]:
        """Squares between the nearest cells along x and y (0 when overlapping)."""
        dx = max(0, other.x0 - (self.x1 - 1), self.x0 - (other.x1 - 1))
        dy = max(0, other.y0 - (self.y1 - 1), self.y0 - (other.y1 - 1))
        return dx, dy

    def chebyshev(self, other: "Space") -> int:
        dx, dy = self.gap(other)
        return max(dx, dy)

    def adjacent(self, other: "Space") -> bool:
        """Some cell of each touches (edge or corner): RULES §1."""
        return self.chebyshev(other) == 1


def distance_121(dx: int, dy: int) -> int:
    """Squares with diagonals counted 1-2-1 (corner systems, graded)."""
    return max(dx, dy) + min(dx, dy) // 2


def distance_4e(dx: int, dy: int) -> int:
    """Squares with every diagonal counted 1 (4e)."""
    return max(dx, dy)


def scaled_corner(point: tuple[int, int], space: Space) -> tuple[int, int]:
    """A corner of a creature's cell, moved just inside its space (toward its
    centre), so lines from it are judged as starting inside the creature."""
    cx2, cy2 = space.x0 + space.x1, space.y0 + space.y1  # twice the centre
    x, y = point
    sx = (cx2 > 2 * x) - (cx2 < 2 * x)
    sy = (cy2 > 2 * y) - (cy2 < 2 * y)
    return (x * SCALE + sx * NUDGE, y * SCALE + sy * NUDGE)


def scaled_point(x: float, y: float) -> tuple[int, int]:
    """A plain point (cell centre, area origin) in scaled units."""
    return (round(x * SCALE), round(y * SCALE))


def sample_points(space: Space, nudge: bool = True) -> np.ndarray:
    """RULES §2 sample points, scaled: every cell corner (nudged inside when
    the line joins two creatures) and every cell centre. (n, 2) int64."""
    pts = [_corner(c, space, nudge) for c in space.corners()]
    pts += [scaled_point(x + 0.5, y + 0.5) for x, y in space.cells()]
    return np.array(pts, dtype=np.int64)


def cell_corner_points(cell: tuple[int, int], space: Space, nudge: bool = True) -> np.ndarray:
    """The 4 corners of one cell of a space, nudged inside the space unless
    the line comes from an area origin (a plain point). (4, 2) int64."""
    x, y = cell
    return np.array(
        [_corner(c, space, nudge) for c in ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))],
        dtype=np.int64,
    )


def _corner(point: tuple[int, int], space: Space, nudge: bool) -> tuple[int, int]:
    return scaled_corner(point, space) if nudge else (point[0] * SCALE, point[1] * SCALE)
