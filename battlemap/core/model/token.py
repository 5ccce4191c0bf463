"""Creatures on the board (RULES §1)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import cached_property

from battlemap.core.model.light import LightRadii


class Size(str, Enum):
    FINE = "fine"
    DIMINUTIVE = "diminutive"
    TINY = "tiny"
    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"
    HUGE = "huge"
    GARGANTUAN = "gargantuan"
    COLOSSAL = "colossal"

    @property
    def footprint(self) -> int:
        return _FOOTPRINT[self]

    @property
    def default_reach_ft(self) -> int:
        return _REACH[self]

    @property
    def order(self) -> int:
        """Rank for comparing sizes (graded cover by a bigger creature)."""
        return _ORDER[self]

    @classmethod
    def for_footprint(cls, squares: int) -> "Size":
        for size in (cls.MEDIUM, cls.LARGE, cls.HUGE, cls.GARGANTUAN, cls.COLOSSAL):
            if size.footprint == squares:
                return size
        raise ValueError(f"no size has a {squares}x{squares} footprint")


_ORDER = {size: rank for rank, size in enumerate(Size)}  # asked per pair: a look-up
_FOOTPRINT = {
    Size.FINE: 1, Size.DIMINUTIVE: 1, Size.TINY: 1, Size.SMALL: 1, Size.MEDIUM: 1,
    Size.LARGE: 2, Size.HUGE: 3, Size.GARGANTUAN: 4, Size.COLOSSAL: 6,
}
_REACH = {
    Size.FINE: 0, Size.DIMINUTIVE: 0, Size.TINY: 0, Size.SMALL: 5, Size.MEDIUM: 5,
    Size.LARGE: 10, Size.HUGE: 15, Size.GARGANTUAN: 20, Size.COLOSSAL: 30,
}

# Conditions the rules know about. Tokens may carry others; they are kept.
CONDITIONS: tuple[str, ...] = (
    "prone", "helpless", "unconscious", "paralyzed", "asleep", "stunned", "dazed",
    "blinded", "invisible", "restrained", "surprised", "balancing", "climbing",
    "running", "squeezing", "unaware",
)
# A creature with one of these threatens nothing (RULES §1).
CANNOT_ACT: frozenset[str] = frozenset(
    {"helpless", "unconscious", "stunned", "paralyzed", "dazed"}
)
# Helpless for AC and coup de grace (RULES §3.8).
HELPLESS: frozenset[str] = frozenset({"helpless", "unconscious", "paralyzed", "asleep"})


@dataclass(frozen=True)
class TokenArt:
    """A picture shown on a token: the encoded image as it was chosen (PNG,
    JPEG or WebP; `format` is "png" | "jpeg" | "webp"). Tokens showing the
    same picture share it; a document stores each picture once."""

    data: bytes
    format: str

    @cached_property
    def digest(self) -> str:
        """SHA-256 of the bytes: the picture's name in a document and in caches."""
        return hashlib.sha256(self.data).hexdigest()


@dataclass(frozen=True)
class Token:
    """A creature. `x`, `y` is the cell of its top-left square."""

    id: str
    x: int
    y: int
    name: str = ""
    size: Size = Size.MEDIUM
    faction: str = "pc"
    reach_ft: int | None = None  # None: the size's default reach
    conditions: frozenset[str] = field(default_factory=frozenset)
    darkvision_ft: int = 0
    low_light: bool = False
    see_invisible: bool = False
    improved_cover: bool = False
    hidden: bool = False  # hidden from the players' view
    light: LightRadii | None = None  # a carried light (RULES §8): moves with the token
    art: TokenArt | None = None  # a picture instead of the initials

    def __post_init__(self) -> None:
        object.__setattr__(self, "size", Size(self.size))
        object.__setattr__(self, "conditions", frozenset(self.conditions))
        object.__setattr__(self, "x", int(self.x))
        object.__setattr__(self, "y", int(self.y))

    @property
    def footprint(self) -> int:
        return self.size.footprint

    @property
    def reach(self) -> int:
        """Reach in feet."""
        return self.size.default_reach_ft if self.reach_ft is None else self.reach_ft

    @property
    def label(self) -> str:
        return self.name or self.id

    def cells(self) -> list[tuple[int, int]]:
        n = self.footprint
        return [(self.x + i, self.y + j) for j in range(n) for i in range(n)]

    def has(self, *conditions: str) -> bool:
        held = self.conditions  # most creatures have none: asked per result
        return bool(held) and any(c in held for c in conditions)

    @property
    def can_act(self) -> bool:
        return not (self.conditions & CANNOT_ACT)

    @property
    def is_helpless(self) -> bool:
        return bool(self.conditions & HELPLESS)

    def moved_to(self, x: int, y: int) -> "Token":
        return replace(self, x=x, y=y)
