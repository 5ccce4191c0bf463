"""Live play at the table: fog of war and the turn order. No Qt.

`revealed` is a (height, width) bool array indexed [y, x] like the board's
layers (True: the players see the cell), or None when there is no fog of war
at all (everything revealed). `initiative` is the turn order as (token id,
initiative value) pairs, first to act first; `current` indexes it and
`round` counts from 1. Entries may name tokens that were removed since: the
views skip them and advancing the turn passes over them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

InitiativeEntry = tuple[str, int]


@dataclass(eq=False)
class PlayState:
    revealed: np.ndarray | None = None
    initiative: list[InitiativeEntry] = field(default_factory=list)
    current: int = 0
    round: int = 1

    def __post_init__(self) -> None:
        if self.revealed is not None:
            self.revealed = np.ascontiguousarray(self.revealed, dtype=bool)
        self.initiative = [(str(tid), int(value)) for tid, value in self.initiative]
        self.current = int(self.current)
        self.round = int(self.round)

    # --- fog of war ------------------------------------------------------------------
    @property
    def has_fog(self) -> bool:
        return self.revealed is not None

    def revealed_mask(self, width: int, height: int) -> np.ndarray | None:
        """The mask if it fits a width x height board; None when there is no
        fog. A mask of another size (a bug elsewhere) hides everything rather
        than showing the wrong cells."""
        if self.revealed is None:
            return None
        if self.revealed.shape != (height, width):
            return np.zeros((height, width), bool)
        return self.revealed

    def is_revealed(self, x: int, y: int) -> bool:
        if self.revealed is None:
            return True
        height, width = self.revealed.shape
        return 0 <= x < width and 0 <= y < height and bool(self.revealed[y, x])

    # --- turn order ---------------------------------------------------------------------
    @property
    def in_combat(self) -> bool:
        return bool(self.initiative)

    def current_id(self) -> str | None:
        """The token whose turn it is (it may have been removed since)."""
        if 0 <= self.current < len(self.initiative):
            return self.initiative[self.current][0]
        return None

    def ids(self) -> list[str]:
        return [tid for tid, _ in self.initiative]

    def copy(self) -> "PlayState":
        return PlayState(
            None if self.revealed is None else self.revealed.copy(),
            list(self.initiative), self.current, self.round,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PlayState):
            return NotImplemented
        if (self.revealed is None) != (other.revealed is None):
            return False
        if self.revealed is not None and not np.array_equal(self.revealed, other.revealed):
            return False
        return (self.initiative == other.initiative and self.current == other.current
                and self.round == other.round)

    __hash__ = None  # type: ignore[assignment]  (mutable)


def sorted_initiative(entries: list[InitiativeEntry],
                      tiebreak: dict[str, int] | None = None) -> list[InitiativeEntry]:
    """Highest initiative first; ties by the higher `tiebreak` value (the
    initiative modifier), then in the order given (a stable sort)."""
    tiebreak = tiebreak or {}
    return sorted(entries, key=lambda e: (-e[1], -tiebreak.get(e[0], 0)))
