"""Thin walls: polylines in grid units (RULES §1, §2)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

Point = tuple[float, float]


class SegmentKind(str, Enum):
    WALL = "wall"
    LOW = "low"
    DOOR = "door"
    WINDOW = "window"


@dataclass(frozen=True)
class Segment:
    """A polyline wall. Points are lattice coordinates (cell corners) or any
    point in grid units for imported maps. A door is a wall while closed."""

    kind: SegmentKind
    points: tuple[Point, ...]
    open: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", SegmentKind(self.kind))
        object.__setattr__(
            self, "points", tuple((float(x), float(y)) for x, y in self.points)
        )

    @property
    def blocks_effect(self) -> bool:
        """Solid barrier: wall, closed door, window."""
        if self.kind is SegmentKind.DOOR:
            return not self.open
        return self.kind in (SegmentKind.WALL, SegmentKind.WINDOW)

    @property
    def blocks_sight(self) -> bool:
        if self.kind is SegmentKind.DOOR:
            return not self.open
        return self.kind is SegmentKind.WALL

    @property
    def is_low(self) -> bool:
        return self.kind is SegmentKind.LOW

    def pieces(self) -> list[tuple[Point, Point]]:
        """Consecutive point pairs; zero-length pieces are dropped."""
        return [(a, b) for a, b in zip(self.points, self.points[1:]) if a != b]
