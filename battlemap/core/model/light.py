"""Light sources and the map's ambient light (RULES §8). No Qt.

A light has a bright and a dim radius in feet. It sits in a cell (a placed
`Light`, kept in `Document.lights`) or is carried by a token (`Token.light`,
so it moves with the token and disappears with it)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

MAX_RADIUS_FT = 1000


class Ambient(IntEnum):
    """Light levels, darkest first: a larger value is brighter."""

    DARK = 0
    DIM = 1
    BRIGHT = 2

    @property
    def label(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, name: str) -> "Ambient":
        try:
            return cls[name.upper()]
        except KeyError:
            raise ValueError(f"unknown light level {name!r} (use bright, dim or dark)") from None


AMBIENT_NAMES = tuple(level.label for level in Ambient)


@dataclass(frozen=True)
class LightRadii:
    """Bright and dim radii in feet (`dim_ft` ≥ `bright_ft`, both 0..1000)."""

    bright_ft: int
    dim_ft: int

    def __post_init__(self) -> None:
        for name in ("bright_ft", "dim_ft"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{name} must be a whole number of feet, not {value!r}")
            if not 0 <= value <= MAX_RADIUS_FT:
                raise ValueError(f"{name} {value} is outside 0..{MAX_RADIUS_FT}")
        if self.dim_ft < self.bright_ft:
            raise ValueError(
                f"dim_ft {self.dim_ft} is less than bright_ft {self.bright_ft}"
                " (the dim radius includes the bright one)")

    def combined(self, other: "LightRadii") -> "LightRadii":
        """Two lights at one place light exactly as their larger radii do."""
        return LightRadii(max(self.bright_ft, other.bright_ft), max(self.dim_ft, other.dim_ft))


@dataclass(frozen=True)
class Light:
    """A light placed in cell (x, y)."""

    id: str
    x: int
    y: int
    radii: LightRadii
    name: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "x", int(self.x))
        object.__setattr__(self, "y", int(self.y))

    @property
    def label(self) -> str:
        return self.name or self.id

    def moved_to(self, x: int, y: int) -> "Light":
        return Light(self.id, x, y, self.radii, self.name)


@dataclass(frozen=True)
class LightPreset:
    key: str  # stable id, also the English name's source
    name: str  # English; the editor translates it
    radii: LightRadii


def _p(key: str, name: str, bright: int, dim: int) -> LightPreset:
    return LightPreset(key, name, LightRadii(bright, dim))


_CORNER = (
    _p("torch", "Torch", 20, 40), _p("hooded_lantern", "Hooded lantern", 30, 60),
    _p("sunrod", "Sunrod", 30, 60), _p("light_spell", "Light (spell)", 20, 40),
)
# RULES §8, "usual sources" (bright/dim ft) per ruleset.
PRESETS: dict[str, tuple[LightPreset, ...]] = {
    "dnd35": _CORNER,
    "pf1e": _CORNER,
    "graded": _CORNER,
    "sf1e": (_p("lantern", "Lantern", 0, 10), _p("beacon", "Beacon", 0, 50)),
    "dnd4e": (_p("torch", "Torch", 25, 25), _p("lantern", "Lantern", 50, 50),
              _p("sunrod", "Sunrod", 100, 100)),
}


def presets_for(ruleset: str) -> tuple[LightPreset, ...]:
    return PRESETS.get(ruleset, _CORNER)
