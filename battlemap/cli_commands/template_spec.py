"""`--template SPEC`: an area template written on the command line.

    burst:20            a 20-ft burst (corner systems, graded)
    cone:30:ne          a 30-ft cone pointing north-east
    line:7,1[:left]     a line to the grid point 7,1 (right side by default)
    burst:1@3,2         4e area burst 1 centred on square 3,2
    close-burst:1       4e close burst 1 around the attacker
    blast:2@2,1         4e close blast 2, its top-left square at 2,1
"""

from __future__ import annotations

from battlemap.core.errors import BattlemapError
from battlemap.core.model.template import Template

EXAMPLES = "burst:20, cone:30:ne, line:7,1[:left], burst:1@3,2, close-burst:1, blast:2@2,1"


def parse_template(text: str) -> Template:
    """A template from its spec; a bad one is a one-line BattlemapError."""
    shape, _, rest = text.strip().partition(":")
    parts = rest.split(":") if rest else []
    try:
        if shape == "burst" and len(parts) == 1 and "@" in parts[0]:
            radius, _, centre = parts[0].partition("@")
            return Template("burst", radius=_int(radius), center=_point(centre))
        if shape == "burst" and len(parts) == 1:
            return Template("burst", radius_ft=_int(parts[0]))
        if shape == "cone" and len(parts) == 2:
            return Template("cone", length_ft=_int(parts[0]), direction=parts[1].strip().lower())
        if shape == "line" and len(parts) in (1, 2):
            side = parts[1].strip().lower() if len(parts) == 2 else None
            return Template("line", end=_point(parts[0]), side=side)
        if shape == "close-burst" and len(parts) == 1:
            return Template("burst", radius=_int(parts[0]))
        if shape == "blast" and len(parts) == 1 and "@" in parts[0]:
            size, _, at = parts[0].partition("@")
            return Template("blast", size=_int(size), at=_point(at))
    except (BattlemapError, ValueError) as exc:
        detail = exc.message if isinstance(exc, BattlemapError) else "numbers must be whole"
        raise BattlemapError(f"--template {text!r}: {detail}") from None
    raise BattlemapError(f"--template {text!r} is not a template; write one of {EXAMPLES}")


def _int(text: str) -> int:
    return int(text.strip())


def _point(text: str) -> tuple[int, int]:
    parts = text.split(",")
    if len(parts) != 2:
        raise ValueError
    return _int(parts[0]), _int(parts[1])
