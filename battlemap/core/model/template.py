"""Area templates (RULES §7): the shape of an area or close effect and its
parameters. No geometry here: which squares a template covers is
`battlemap.core.rules.templates.covered_cells`.

Two families share one record, told apart by the parameters they use:

- corner systems and `graded` (feet, the origin a grid intersection):
  `burst` (`radius_ft`), `cone` (`length_ft`, `direction`), `line` (`end`,
  `side`);
- `dnd4e` (squares): area `burst` (`radius`, `center`), close `burst`
  (`radius`), close `blast` (`size`, `at`).

`Template` checks what it can alone (the shape, the parameters, their
ranges); `check_placement` in the rules module checks it against a board,
a ruleset and an attacker."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from battlemap.core.errors import BattlemapError
from battlemap.core.model.board import MAX_SIDE

SHAPES = ("burst", "cone", "line", "blast")
DIRECTIONS = ("n", "ne", "e", "se", "s", "sw", "w", "nw")
SIDES = ("right", "left")
MAX_FT = 5 * MAX_SIDE  # no template outgrows the largest board
MAX_SQUARES = MAX_SIDE

# Unit vectors of the directions, y pointing down (north is -y).
DIRECTION_VECTORS: dict[str, tuple[int, int]] = {
    "n": (0, -1), "ne": (1, -1), "e": (1, 0), "se": (1, 1),
    "s": (0, 1), "sw": (-1, 1), "w": (-1, 0), "nw": (-1, -1),
}

# The parameters each shape takes, per family: (required, optional).
_FEET_PARAMS = {
    "burst": ({"radius_ft"}, set()),
    "cone": ({"length_ft", "direction"}, set()),
    "line": ({"end"}, {"side"}),
}
_SQUARE_PARAMS = {
    "burst": ({"radius"}, {"center"}),
    "blast": ({"size", "at"}, set()),
}
Point = tuple[int, int]


@dataclass(frozen=True)
class Template:
    shape: str
    radius_ft: int | None = None  # burst (corner systems, graded)
    length_ft: int | None = None  # cone
    direction: str | None = None  # cone: n ne e se s sw w nw
    end: Point | None = None  # line: a grid intersection
    side: str | None = None  # line: "right" (default) or "left" of travel
    radius: int | None = None  # 4e burst, in squares
    center: Point | None = None  # 4e area burst: the centre square
    size: int | None = None  # 4e blast, in squares
    at: Point | None = None  # 4e blast: the block's top-left square

    def __post_init__(self) -> None:
        if self.shape not in SHAPES:
            raise BattlemapError(f"unknown template shape {self.shape!r} (use {', '.join(SHAPES)})")
        for name in ("end", "center", "at"):
            value = getattr(self, name)
            if value is not None:
                object.__setattr__(self, name, _point(name, value))
        given = {f.name for f in fields(self) if f.name != "shape" and getattr(self, f.name) is not None}
        table = _SQUARE_PARAMS if given & {"radius", "size", "at", "center"} else _FEET_PARAMS
        if self.shape not in table:
            raise BattlemapError(f"a {self.shape} template does not take {', '.join(sorted(given))}")
        required, optional = table[self.shape]
        missing, extra = required - given, given - required - optional
        if missing:
            raise BattlemapError(f"a {self.shape} template needs {', '.join(sorted(missing))}")
        if extra:
            raise BattlemapError(f"a {self.shape} template does not take {', '.join(sorted(extra))}")
        for name in ("radius_ft", "length_ft"):
            value = getattr(self, name)
            if value is not None and not (_is_int(value) and 5 <= value <= MAX_FT and value % 5 == 0):
                raise BattlemapError(f"template {name} {value!r} must be a multiple of 5 from 5 to {MAX_FT}")
        for name in ("radius", "size"):
            value = getattr(self, name)
            if value is not None and not (_is_int(value) and 1 <= value <= MAX_SQUARES):
                raise BattlemapError(f"template {name} {value!r} must be a whole number of squares from 1 to {MAX_SQUARES}")
        if self.direction is not None and self.direction not in DIRECTIONS:
            raise BattlemapError(f"unknown cone direction {self.direction!r} (use {' '.join(DIRECTIONS)})")
        if self.side is not None and self.side not in SIDES:
            raise BattlemapError(f"unknown line side {self.side!r} (use right or left)")

    @property
    def in_squares(self) -> bool:
        """A 4e template (measured in squares)?"""
        return self.radius is not None or self.size is not None

    @property
    def line_side(self) -> str:
        return self.side or "right"

    @property
    def is_close(self) -> bool:
        """4e close burst or blast: measured from the attacker's space."""
        return self.in_squares and self.center is None

    def to_dict(self) -> dict[str, Any]:
        """The parameters given, as the case format and documents write them."""
        out: dict[str, Any] = {"shape": self.shape}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name != "shape" and value is not None:
                out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> "Template":
        """From a case's or document's table; unknown keys are errors."""
        if not isinstance(data, dict):
            raise BattlemapError("a template must be a table such as { shape = \"burst\", radius_ft = 20 }")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise BattlemapError(f"unknown template field {unknown[0]!r}")
        if "shape" not in data:
            raise BattlemapError("a template needs a shape")
        return cls(**data)

    def describe(self) -> str:
        """Short text, e.g. "burst 20 ft", "cone 30 ft ne", "blast 2"."""
        if self.shape == "cone":
            return f"cone {self.length_ft} ft {self.direction}"
        if self.shape == "line":
            return f"line to {self.end[0]},{self.end[1]} ({self.line_side})"
        if self.shape == "blast":
            return f"close blast {self.size}"
        if self.in_squares:
            return f"{'close' if self.is_close else 'area'} burst {self.radius}"
        return f"burst {self.radius_ft} ft"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _point(name: str, value: Any) -> Point:
    if (isinstance(value, (list, tuple)) and len(value) == 2 and all(_is_int(v) for v in value)):
        return (int(value[0]), int(value[1]))
    raise BattlemapError(f"template {name} must be two whole numbers [x, y], not {value!r}")


@dataclass(frozen=True)
class PlacedTemplate:
    """A template laid on a map ("the fireball lands here"), kept in the
    document under its `name`. `attacker` is the token whose effect it is
    (a close template is measured from it; an origin on its corner is its
    own): None, or an id that is no longer on the map, leaves the template
    drawn but judges nobody."""

    name: str
    template: Template
    origin: Point
    attacker: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "origin", _point("origin", self.origin))

    def moved(self, origin: Point, template: Template | None = None) -> "PlacedTemplate":
        return PlacedTemplate(self.name, template or self.template, origin, self.attacker)
