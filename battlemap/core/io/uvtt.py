"""Import Universal VTT maps (`.dd2vtt`, `.uvtt`, `.df2vtt`) as documents.

Universal VTT is the JSON export of Dungeondraft, DungeonFog, Dungeon Alchemist
and others. What is read (every coordinate is in grid squares):

- `format`: 0.2, 0.3 or 1.0 (required);
- `resolution`: `map_origin` {x, y} (default 0, 0), `map_size` {x, y} and
  `pixels_per_grid` (both required). The board is ceil(map_size) squares;
  every coordinate is shifted by `-map_origin`, so the map's top-left corner
  is the board's origin;
- `line_of_sight` and `objects_line_of_sight`: lists of polylines, each a list
  of {x, y} points, imported as `wall` segments exactly where they are (not
  snapped to the grid, not clipped to the board). Polylines with fewer than
  two distinct points are skipped; a polyline longer than the document
  format's per-segment limit is split into joined pieces (a line crossing the
  joint still counts as crossing the wall, RULES §2);
- `portals`: each with `bounds` (two points) becomes a `door` segment between
  them, open when `closed` is false (a missing `closed` means closed).
  `position`, `rotation` and `freestanding` are checked but not needed;
- `image`: a base64 PNG, WebP or JPEG (a `data:image/...;base64,` prefix is
  allowed), the background at `pixels_per_grid` pixels per square, offset 0.
  An empty or missing image means no background;
- `lights`: each {position {x, y}, range r} becomes a light (RULES §8) in
  cell (floor(x), floor(y)) (after `-map_origin`) with `dim_ft` = 5r
  (whole feet, rounded down: the same squares are reached) and `bright_ft` =
  5 floor(r / 2), or the `bright_ft` a Battlemap export wrote; `shadows` is
  ignored (every light is stopped by walls). Lights off the board are
  skipped; radii beyond 1000 ft are cut to 1000 ft;
- `lights` and `environment` are also kept unchanged in `doc.extras["uvtt"]`,
  with the format version and the map origin. `environment.ambient_light`
  (a colour) suggests an ambient level (`suggested_ambient`): the document
  stays in bright light until the GM chooses.

Other fields are ignored. The document has no tokens and the ruleset given
(default "dnd35").

Limits (anything beyond them is refused with a `BattlemapError` naming the
file and the JSON path of the problem, e.g. `line_of_sight[3][1].x`; the
reader builds a new document and changes nothing when it fails):

- file: at most MAX_FILE_BYTES (512 MiB), checked before reading it;
- board: ceil(map_size) between 1 and MAX_SIDE (1000) squares each way;
- `pixels_per_grid`: between MIN_PX_PER_GRID (1) and MAX_PX_PER_GRID (10,000);
- coordinates: finite numbers (no NaN or infinity), at most MAX_OUTSIDE
  (1000) squares outside the board;
- walls and doors: at most MAX_SEGMENTS (100,000) segments and
  MAX_TOTAL_POINTS (2,000,000) points in all, the document format's limits;
- image: PNG, WebP or JPEG of at most MAX_BACKGROUND_PIXELS (200 megapixels).
  The size is read from the image header, from the first bytes of the base64
  text, before the rest is decoded; the pixels are never decoded here
  (decompression-bomb safe);
- `lights`, `environment`: JSON values without NaN or infinity, text without
  lone surrogates, nested at most MAX_NESTING (64) levels (they are kept in
  the document, so the document writer must be able to write them back).
  Every other field is dropped.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import os
import re
from pathlib import Path
from typing import Any

from battlemap.core.errors import BattlemapError
from battlemap.core.geometry.clip import WALL_MARGIN
from battlemap.core.io.bounded_read import MAX_FILE_BYTES, read_file_bytes, too_big
from battlemap.core.io.document_format import (
    MAX_NESTING, MAX_SEGMENT_POINTS, MAX_SEGMENTS, MAX_TOTAL_POINTS, FieldReader, describe,
)
from battlemap.core.io.images import NOT_AN_IMAGE, image_info, pixel_limit_problem, sniff_format
from battlemap.core.model import (
    MAX_SIDE, Ambient, Background, Board, Document, Light, LightRadii, Segment, SegmentKind,
)
from battlemap.core.model.light import MAX_RADIUS_FT
from battlemap.core.model.document import DEFAULT_RULESET

UVTT_SUFFIXES: tuple[str, ...] = (".dd2vtt", ".uvtt", ".df2vtt")
FORMAT_VERSIONS: tuple[float, ...] = (0.2, 0.3, 1.0)
MIN_PX_PER_GRID = 1.0
MAX_PX_PER_GRID = 10_000.0
MAX_OUTSIDE = WALL_MARGIN  # squares a coordinate may lie outside the board
EXTRAS_KEY = "uvtt"

# Base64 characters decoded first to read the image header (a multiple of 4).
_HEADER_CHARS = 64 * 1024
_DATA_URI = re.compile(r"data:image/[A-Za-z0-9.+-]+;base64,")
_WHITESPACE = re.compile(r"\s+")


def read_uvtt(
    path_or_bytes: str | os.PathLike[str] | bytes,
    source: str | None = None,
    *,
    ruleset: str = DEFAULT_RULESET,
) -> Document:
    """A new document from a Universal VTT file (a path) or its bytes.
    `source` names the file in messages (default: the path, or "<uvtt>")."""
    if isinstance(path_or_bytes, (bytes, bytearray, memoryview)):
        source = source or "<uvtt>"
        data = bytes(path_or_bytes)
        if len(data) > MAX_FILE_BYTES:
            raise BattlemapError(too_big(len(data)), source)
    else:
        path = Path(path_or_bytes)
        source = source or str(path)
        data = read_file_bytes(path, source, MAX_FILE_BYTES)
    obj = _parse_json(data, source)
    return _document_from_uvtt(obj, source, ruleset)


def summary(doc: Document) -> str:
    """`imported N walls, M doors, K lights, WxH squares` for an imported
    document."""
    walls = sum(1 for s in doc.board.segments if s.kind is SegmentKind.WALL)
    doors = sum(1 for s in doc.board.segments if s.kind is SegmentKind.DOOR)
    lights = len(doc.lights)
    return (f"imported {walls} walls, {doors} doors, {lights} light{'' if lights == 1 else 's'}, "
            f"{doc.board.width}x{doc.board.height} squares")


def suggested_ambient(doc: Document) -> Ambient | None:
    """The ambient level `environment.ambient_light` of an imported map
    suggests: a dark colour dark, a middling one dim, a light one bright."""
    environment = doc.extras.get(EXTRAS_KEY, {}).get("environment")
    colour = environment.get("ambient_light") if isinstance(environment, dict) else None
    if not isinstance(colour, str):
        return None
    text = colour.strip().lstrip("#")
    if not re.fullmatch(r"[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?", text):
        return None
    rgb = text[-6:]  # AARRGGBB (Dungeondraft) or RRGGBB
    r, g, b = (int(rgb[i:i + 2], 16) / 255 for i in (0, 2, 4))
    luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return Ambient.DARK if luma < 0.3 else Ambient.DIM if luma < 0.65 else Ambient.BRIGHT


# --------------------------------------------------------------------------
# Reading the file

def _parse_json(data: bytes, source: str) -> Any:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BattlemapError("is not a Universal VTT file (it is not UTF-8 text)",
                             source) from None
    try:
        # NaN, Infinity and integers too long for a float are read as (not
        # finite) floats, so that the field checks can name where they are.
        return json.loads(text, parse_constant=float, parse_int=_parse_int)
    except json.JSONDecodeError as exc:
        raise BattlemapError(
            f"is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})", source
        ) from None
    except RecursionError:
        raise BattlemapError("is not valid JSON: it is nested too deeply", source) from None
    except ValueError as exc:
        raise BattlemapError(f"is not valid JSON: {exc}", source) from None


def _parse_int(text: str) -> int | float:
    # int() refuses more than 4300 digits, and math.isfinite() overflows on an
    # int beyond the float range: such a number is infinite for our purposes.
    return int(text) if len(text) <= 300 else float(text)


# --------------------------------------------------------------------------
# Fields

def _document_from_uvtt(obj: Any, source: str, ruleset: str) -> Document:
    r = FieldReader(source)
    if not isinstance(obj, dict):
        r.fail("", f"is not a Universal VTT file (the JSON is {describe(obj)}, "
                   f"not a table of fields)")
    ruleset = r.ruleset(ruleset, "ruleset")
    if "format" not in obj:
        r.fail("", "is not a Universal VTT file (the field 'format' is missing)")
    version = r.num(obj["format"], "format")
    if not any(math.isclose(version, v) for v in FORMAT_VERSIONS):
        known = ", ".join(str(v) for v in FORMAT_VERSIONS)
        r.fail("format", f"{describe(obj['format'])} is not a Universal VTT version "
                         f"this reader knows ({known})")

    res = r.table(obj.get("resolution"), "resolution", required=("map_size", "pixels_per_grid"))
    origin = (0.0, 0.0)
    if res.get("map_origin") is not None:
        origin = _point(res["map_origin"], "resolution.map_origin", r)
    size_x, size_y = _point(res["map_size"], "resolution.map_size", r)
    width = _board_side(size_x, "resolution.map_size.x", r)
    height = _board_side(size_y, "resolution.map_size.y", r)
    ppg = r.num(res["pixels_per_grid"], "resolution.pixels_per_grid")
    if not MIN_PX_PER_GRID <= ppg <= MAX_PX_PER_GRID:
        r.fail("resolution.pixels_per_grid",
               f"{describe(res['pixels_per_grid'])} is outside "
               f"{MIN_PX_PER_GRID:g}..{MAX_PX_PER_GRID:g}")

    shift = _Shift(origin, width, height, r)
    segments: list[Segment] = []
    for key in ("line_of_sight", "objects_line_of_sight"):
        value = obj.get(key)
        if value is None:
            continue
        for i, line in enumerate(r.list_(value, key, MAX_SEGMENTS)):
            where = f"{key}[{i}]"
            raw = r.list_(line, where, MAX_TOTAL_POINTS)
            points = [shift(p, f"{where}[{j}]") for j, p in enumerate(raw)]
            _add_polyline(segments, points, r, key)
    portals = obj.get("portals")
    for i, portal in enumerate(r.list_([] if portals is None else portals, "portals",
                                       MAX_SEGMENTS)):
        segments.append(_portal(portal, f"portals[{i}]", shift, r))
    if len(segments) > MAX_SEGMENTS:
        r.fail("", f"has {len(segments):,} walls and doors; the limit is {MAX_SEGMENTS:,}")
    if sum(len(s.points) for s in segments) > MAX_TOTAL_POINTS:
        r.fail("", f"has more than {MAX_TOTAL_POINTS:,} wall points in all")

    background = _background(obj.get("image"), ppg, r)
    extras: dict[str, Any] = {"format": version, "map_origin": [origin[0], origin[1]]}
    for key, kind in (("lights", list), ("environment", dict)):
        if obj.get(key) is None:
            continue
        if not isinstance(obj[key], kind):
            what = "a list" if kind is list else "a table of fields"
            r.fail(key, f"must be {what}, not {describe(obj[key])}")
        # Kept as extras["uvtt"][key]: two levels under the document's own
        # nesting limit for extras, so what is read here can be saved.
        extras[key] = r.plain(obj[key], key, MAX_NESTING - 2)
    board = Board(width, height, segments=segments)
    lights = _lights(extras.get("lights", []), shift, board, r)
    return Document(
        board=board,
        ruleset=ruleset,
        background=background,
        metadata={"imported_from": _text(Path(source).name)},
        extras={EXTRAS_KEY: extras},
        lights=lights,
    )


def _lights(items: list[Any], shift: "_Shift", board: Board, r: FieldReader) -> dict[str, Light]:
    """RULES §8: a light at (x, y) with range r squares lights from cell
    (floor(x), floor(y)), dim to 5r ft and bright to 5 floor(r / 2) ft."""
    lights: dict[str, Light] = {}
    for i, item in enumerate(items):
        where = f"lights[{i}]"
        obj = r.table(item, where, required=("position", "range"))
        x, y = shift(obj["position"], f"{where}.position")
        squares = r.num(obj["range"], f"{where}.range")
        if squares < 0:
            r.fail(f"{where}.range", f"{squares:g} is less than 0")
        dim = min(MAX_RADIUS_FT, math.floor(5 * squares + 1e-9))
        bright = min(dim, 5 * math.floor(squares / 2 + 1e-9))
        if obj.get("bright_ft") is not None:  # written by a Battlemap export
            bright = min(dim, r.int_(obj["bright_ft"], f"{where}.bright_ft", 0))
        cx, cy = math.floor(x), math.floor(y)
        if board.contains(cx, cy):
            light_id = f"light{len(lights) + 1}"
            lights[light_id] = Light(light_id, cx, cy, LightRadii(bright, dim))
    return lights


def _text(name: str) -> str:
    """A file name as text: bytes that are not UTF-8 (kept by Python as lone
    surrogates) become U+FFFD, so the document can be saved."""
    if name.isascii():
        return name
    try:
        data = name.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a surrogate that stands for no byte
        data = name.encode("utf-8", "surrogatepass")
    return data.decode("utf-8", "replace")


def _point(value: Any, where: str, r: FieldReader) -> tuple[float, float]:
    obj = r.table(value, where, required=("x", "y"))
    return r.num(obj["x"], f"{where}.x"), r.num(obj["y"], f"{where}.y")


def _board_side(size: float, where: str, r: FieldReader) -> int:
    # A hair over a whole number is rounding noise, not another square.
    side = math.ceil(size - 1e-9)
    if not 1 <= side <= MAX_SIDE:
        r.fail(where, f"{size:g} squares is outside 1..{MAX_SIDE}")
    return side


class _Shift:
    """Reads a point and moves it from the file's coordinates to the board's."""

    def __init__(self, origin: tuple[float, float], width: int, height: int,
                 r: FieldReader) -> None:
        self.ox, self.oy = origin
        self.width, self.height = width, height
        self.r = r

    def __call__(self, value: Any, where: str) -> tuple[float, float]:
        x, y = _point(value, where, self.r)
        x, y = x - self.ox, y - self.oy
        for coord, name, side in ((x, "x", self.width), (y, "y", self.height)):
            if not -MAX_OUTSIDE <= coord <= side + MAX_OUTSIDE:
                self.r.fail(f"{where}.{name}", f"lies {max(-coord, coord - side):,.0f} "
                            f"squares outside the map; the limit is {MAX_OUTSIDE}")
        return x, y


def _add_polyline(segments: list[Segment], points: list[tuple[float, float]],
                  r: FieldReader, key: str) -> None:
    # Repeated points add nothing; a polyline of one point is no wall.
    kept = [p for i, p in enumerate(points) if i == 0 or p != points[i - 1]]
    if len(kept) < 2:
        return
    step = MAX_SEGMENT_POINTS - 1
    for start in range(0, len(kept) - 1, step):
        segments.append(Segment(SegmentKind.WALL, tuple(kept[start:start + step + 1])))
        if len(segments) > MAX_SEGMENTS:
            r.fail(key, f"makes more than {MAX_SEGMENTS:,} walls and doors")


def _portal(value: Any, where: str, shift: _Shift, r: FieldReader) -> Segment:
    obj = r.table(value, where, required=("bounds",))
    bounds = r.list_(obj["bounds"], f"{where}.bounds")
    if len(bounds) != 2:
        r.fail(f"{where}.bounds", f"must be two points, not {len(bounds)}")
    a = shift(bounds[0], f"{where}.bounds[0]")
    b = shift(bounds[1], f"{where}.bounds[1]")
    if obj.get("position") is not None:
        shift(obj["position"], f"{where}.position")
    if obj.get("rotation") is not None:
        r.num(obj["rotation"], f"{where}.rotation")
    if obj.get("freestanding") is not None:
        r.bool_(obj["freestanding"], f"{where}.freestanding")
    closed = True if obj.get("closed") is None else r.bool_(obj["closed"], f"{where}.closed")
    return Segment(SegmentKind.DOOR, (a, b), open=not closed)


# --------------------------------------------------------------------------
# The image

def _background(value: Any, ppg: float, r: FieldReader) -> Background | None:
    if value is None:
        return None
    text = r.str_(value, "image")
    match = _DATA_URI.match(text)
    if match:
        text = text[match.end():]
    if _WHITESPACE.search(text):
        text = _WHITESPACE.sub("", text)
    if not text:
        return None
    # The header first, from the start of the text: a huge image is refused
    # before the rest is decoded, and the pixels are never decoded here.
    head = text[:_HEADER_CHARS]
    head = head[:len(head) - len(head) % 4]
    head_data = _b64(head, r)
    if sniff_format(head_data) is None:
        r.fail("image", NOT_AN_IMAGE)
    try:
        info = image_info(head_data)
    except BattlemapError:
        info = None  # a JPEG header may lie further on; judged below
    _check_pixels(info, r)
    data = head_data if len(head) == len(text) else _b64(text + "=" * (-len(text) % 4), r)
    if info is None:
        try:
            info = image_info(data)
        except BattlemapError as exc:
            r.fail("image", exc.message)
        _check_pixels(info, r)
    return Background(data, info.format, px_per_square=ppg)


def _check_pixels(info: Any, r: FieldReader) -> None:
    problem = pixel_limit_problem(info) if info is not None else None
    if problem:
        r.fail("image", problem)


def _b64(text: str, r: FieldReader) -> bytes:
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        r.fail("image", "is not base64 text")
