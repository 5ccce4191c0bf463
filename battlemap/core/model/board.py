"""The grid: two per-cell layers and the thin walls (RULES §1)."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from battlemap.core.model.segment import Segment
from battlemap.core.model.terrain import Obscure, Solid

MAX_SIDE = 1000  # cells; documented limit of the document format


@dataclass(eq=False)
class Board:
    """`solid` and `obscure` are (height, width) uint8 arrays indexed [y, x]."""

    width: int
    height: int
    solid: np.ndarray = field(default=None)  # type: ignore[assignment]
    obscure: np.ndarray = field(default=None)  # type: ignore[assignment]
    segments: list[Segment] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not (1 <= self.width <= MAX_SIDE and 1 <= self.height <= MAX_SIDE):
            raise ValueError(
                f"board size {self.width}x{self.height} is outside 1..{MAX_SIDE}"
            )
        shape = (self.height, self.width)
        if self.solid is None:
            self.solid = np.zeros(shape, np.uint8)
        if self.obscure is None:
            self.obscure = np.zeros(shape, np.uint8)
        self.solid = np.ascontiguousarray(self.solid, dtype=np.uint8)
        self.obscure = np.ascontiguousarray(self.obscure, dtype=np.uint8)
        if self.solid.shape != shape or self.obscure.shape != shape:
            raise ValueError("layer arrays do not match the board size")

    def contains(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def solid_at(self, x: int, y: int) -> Solid:
        return Solid(int(self.solid[y, x]))

    def obscure_at(self, x: int, y: int) -> Obscure:
        return Obscure(int(self.obscure[y, x]))

    def copy(self) -> "Board":
        return Board(
            self.width, self.height, self.solid.copy(), self.obscure.copy(),
            list(self.segments),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return (
            self.width == other.width
            and self.height == other.height
            and np.array_equal(self.solid, other.solid)
            and np.array_equal(self.obscure, other.obscure)
            and self.segments == other.segments
        )
