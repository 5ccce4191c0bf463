"""Write a document as a Universal VTT map (`.dd2vtt`), the format Foundry's
and MapTool's importers read. No Qt.

What is written (coordinates in grid squares, format 1.0):

- `resolution`: `map_origin` the background's offset in squares (the image's
  top-left corner is the file's origin), `map_size` the board,
  `pixels_per_grid` the background's calibration (100 without one);
- `line_of_sight`: every `wall` segment, and the outline of painted wall
  cells (their borders with open cells and the board's edge), joined into
  polylines; `objects_line_of_sight` is empty;
- `portals`: each piece of each door, `closed` as the door is;
- `lights`: the placed lights, at the centre of their cell, then the lights
  carried by tokens, at the centre of the token's space where it stands
  now (the format has no tokens: they come back as placed lights, in the
  cell under that centre); `range` = dim radius in squares. The format has
  one radius only; the bright radius rides along as `bright_ft`, which
  other tools ignore and `read_uvtt` reads back;
- `image`: the background's bytes as they are (PNG, JPEG or WebP), base64.

Low walls and windows block no sight and have no place in the format.
"""

from __future__ import annotations

import base64
import json
import math
import os
import secrets
from pathlib import Path
from typing import Any

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Document, SegmentKind, Solid

DEFAULT_PX_PER_GRID = 100
DD2VTT_SUFFIXES = (".dd2vtt", ".uvtt", ".df2vtt")


def uvtt_json(doc: Document) -> dict[str, Any]:
    board, bg = doc.board, doc.background
    ppg = bg.px_per_square if bg is not None else DEFAULT_PX_PER_GRID
    ox = bg.offset_x / ppg if bg is not None else 0.0
    oy = bg.offset_y / ppg if bg is not None else 0.0

    def point(x: float, y: float) -> dict[str, float]:
        return {"x": float(x) + ox, "y": float(y) + oy}

    walls = [[point(*p) for p in s.points] for s in board.segments if s.kind is SegmentKind.WALL]
    walls += [[point(*a), point(*b)] for a, b in wall_cell_outline(board.solid)]
    portals = []
    for s in board.segments:
        if s.kind is not SegmentKind.DOOR:
            continue
        for a, b in s.pieces():
            portals.append({
                "position": point((a[0] + b[0]) / 2, (a[1] + b[1]) / 2),
                "bounds": [point(*a), point(*b)],
                "rotation": math.atan2(b[1] - a[1], b[0] - a[0]),
                "closed": not s.open,
                "freestanding": False,
            })
    sources = [(light.x + 0.5, light.y + 0.5, light.radii) for light in doc.lights.values()]
    sources += [(t.x + t.footprint / 2, t.y + t.footprint / 2, t.light) for t in carried_lights(doc)]
    lights = [{
        "position": point(x, y),
        "range": radii.dim_ft / 5,
        "bright_ft": radii.bright_ft,
        "intensity": 1.0,
        "color": "ffffffff",
        "shadows": True,
    } for x, y, radii in sources]
    return {
        "format": 1.0,
        "resolution": {
            "map_origin": {"x": ox, "y": oy},
            "map_size": {"x": board.width, "y": board.height},
            "pixels_per_grid": ppg,
        },
        "line_of_sight": walls,
        "objects_line_of_sight": [],
        "portals": portals,
        "environment": {"baked_lighting": False, "ambient_light": _AMBIENT_COLOUR[int(doc.ambient)]},
        "lights": lights,
        "image": base64.b64encode(bg.data).decode("ascii") if bg is not None else "",
    }


def carried_lights(doc: Document) -> list:
    """The tokens that carry a light, in document order."""
    return [t for t in doc.tokens.values() if t.light is not None]


# Ambient levels as colours that `suggested_ambient` reads back as the same level.
_AMBIENT_COLOUR = ("ff202020", "ff808080", "ffffffff")


def wall_cell_outline(solid) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The borders of wall cells with open cells or the board's edge, as
    straight runs (one per row or column stretch)."""
    import numpy as np

    wall = np.pad(solid == Solid.WALL, 1)
    runs: list[tuple[tuple[int, int], tuple[int, int]]] = []
    height, width = solid.shape
    # Horizontal borders: between rows y-1 and y (lattice line y).
    edge = wall[:-1, 1:-1] != wall[1:, 1:-1]  # (height + 1, width)
    for y in range(height + 1):
        runs += [((x0, y), (x1, y)) for x0, x1 in _stretches(edge[y])]
    edge = wall[1:-1, :-1] != wall[1:-1, 1:]  # (height, width + 1)
    for x in range(width + 1):
        runs += [((x, y0), (x, y1)) for y0, y1 in _stretches(edge[:, x])]
    return runs


def _stretches(row) -> list[tuple[int, int]]:
    import numpy as np

    padded = np.concatenate([[False], row, [False]]).astype(np.int8)
    change = np.flatnonzero(np.diff(padded))
    return [(int(a), int(b)) for a, b in zip(change[::2], change[1::2])]


def write_uvtt(doc: Document, path: str | os.PathLike[str]) -> str:
    """Write `doc` as a Universal VTT file; nothing is written on failure.
    Returns what was written: `N walls, M doors, K lights, WxH squares`."""
    path = Path(path)
    obj = uvtt_json(doc)
    try:
        data = json.dumps(obj, allow_nan=False).encode("utf-8")
    except ValueError as exc:
        raise BattlemapError(f"cannot be written as Universal VTT: {exc}", str(path)) from None
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    try:
        with open(tmp, "xb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise BattlemapError(f"cannot be written: {exc.strerror or exc}", str(path)) from None
    lights = len(obj["lights"])
    text = (f"{len(obj['line_of_sight'])} walls, {len(obj['portals'])} doors, {lights} "
            f"light{'' if lights == 1 else 's'}, {doc.board.width}x{doc.board.height} squares")
    carried = len(carried_lights(doc))
    if carried:
        text += (" (1 carried light exported as a placed light)" if carried == 1 else
                 f" ({carried} carried lights exported as placed lights)")
    return text
