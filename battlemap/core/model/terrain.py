"""Per-cell layers: what stands in a cell (solid) and what obscures it."""

from __future__ import annotations

from enum import IntEnum


class Solid(IntEnum):
    """Solid layer. Order matters: a larger value is a stronger barrier."""

    EMPTY = 0
    LOW = 1  # low obstacle: cover under RULES §3.3, blocks neither sight nor effect
    WALL = 2  # blocks line of effect and line of sight


class Obscure(IntEnum):
    """Obscurement layer (RULES §1)."""

    NONE = 0
    FOG = 1
    HEAVY_FOG = 2
    DIM = 3
    DARKNESS = 4


# Characters of the rules-case format (FORMAT.md), shared by every text grid.
SOLID_CHARS: dict[str, Solid] = {".": Solid.EMPTY, "#": Solid.WALL, "=": Solid.LOW}
OBSCURE_CHARS: dict[str, Obscure] = {
    ".": Obscure.NONE,
    "~": Obscure.FOG,
    "%": Obscure.HEAVY_FOG,
    ":": Obscure.DIM,
    "*": Obscure.DARKNESS,
}

SOLID_NAMES: dict[Solid, str] = {s: s.name.lower() for s in Solid}
OBSCURE_NAMES: dict[Obscure, str] = {o: o.name.lower() for o in Obscure}
