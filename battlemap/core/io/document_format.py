"""The `.battlemap` document format, version 3.

Container: a zip archive holding `document.json` (everything but images) and,
when there is a background, `background.<png|jpg|webp>`, and each picture
tokens show once, `art-<sha256 of its bytes>.<png|jpg|webp>` (art_format).
The reader also accepts a plain JSON file with the same schema (hand-written
documents); its image files, if any, are looked up next to the JSON file.

Schema of `document.json`::

    {"format": "battlemap", "version": 3,
     "board": {"width": W, "height": H,
               "solid": [H strings of W chars  . # =],
               "obscure": [H strings of W chars  . ~ % : *],
               "segments": [{"kind": "wall|low|door|window",
                             "points": [[x, y], ...], "open": false}]},
     "tokens": [{"id", "name", "x", "y", "size", "faction", "reach_ft" (null =
                 size default), "conditions" (sorted), "darkvision_ft",
                 "low_light", "see_invisible", "improved_cover", "hidden",
                 "light": null | {"bright_ft", "dim_ft"} (a carried light),
                 "art": null | {"file", "format"} (a picture, see art_format)}],
     "ruleset": "dnd35", "options": {}, "metadata": {}, "extras": {},
     "background": null | {"file", "format" (png|jpeg|webp), "px_per_square",
                           "offset_x", "offset_y"},
     "play": {"revealed": null (no fog of war) | [H strings of W chars: 1 the
                          players see the cell, 0 it is under the fog],
              "initiative": [{"id": token id, "value": initiative}] (first to
                             act first; ids of removed tokens are kept),
              "current": index into initiative, "round": 1, 2...},
     "templates": [{"name", "attacker" (token id or null), "origin": [x, y],
                    "shape" and its parameters (RULES §7)}]  (template_format),
     "ambient": "bright" | "dim" | "dark",
     "lights": [{"id", "at": [x, y] (a cell), "bright_ft", "dim_ft", "name"}]}

Version history: 1 had no "play" (read as no fog and no turn order); 2 had
no "templates" (read as none) and no light (read as bright ambient light,
no light sources). Token "art" is optional, so it needed no new version: a
version 3 file without it reads as tokens without pictures (and an older
Battlemap refuses a file with art, naming the field, rather than drop it).

When reading, `board.width`, `board.height` and each token's `id`, `x`, `y`
are required; every other field may be left out and takes its default.
Unknown fields are errors (they are usually typos in hand-written files).

Limits (the reader refuses anything larger, so that a hostile or broken file
cannot exhaust memory):

- file: MAX_FILE_BYTES (512 MiB), and the same for the sum of the unpacked
  zip entries; `document.json` at most MAX_JSON_BYTES; entry sizes are
  checked before and while reading (zip-bomb safe);
- board: at most MAX_SIDE x MAX_SIDE (1000 x 1000) cells;
- tokens: MAX_TOKENS (5,000);
- segments: MAX_SEGMENTS (100,000), each with 2..MAX_SEGMENT_POINTS (10,000)
  points, and MAX_TOTAL_POINTS (2,000,000) points in all;
- background: MAX_BACKGROUND_PIXELS (200 megapixels), read from the image
  header before anything decodes it;
- token art: MAX_ART_PIXELS (25 megapixels) and MAX_ART_BYTES (32 MiB)
  each, MAX_TOKEN_ARTS (1,000) different pictures.

Files are read through `bounded_read` (regular files only: a FIFO or a link
to a device is refused; never more than the limit, whatever `stat()` said).
A zip holding an entry twice is refused. Whatever the reader accepts the
writer can write back (`load(save(doc)) == doc`), so it also refuses: text
holding lone surrogates (which UTF-8 cannot encode), numbers beyond the
float range (`1e400`), and options, metadata and extras that are nested
more than MAX_NESTING levels or hold other than JSON values. Thin walls
are clipped to the board plus WALL_MARGIN (1000) squares, exactly (see
`geometry.clip`): a wall reaching to 1e12 blocks where it crosses the board.

Versions: CURRENT_VERSION is written. An older version is upgraded step by
step through MIGRATIONS (version -> function turning that version's JSON
object into the next version's); a newer version is refused with a message.
"""

from __future__ import annotations

import io
import json
import lzma
import os
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

import numpy as np

from battlemap.core.errors import BattlemapError
from battlemap.core.geometry.clip import wall_box
from battlemap.core.io.atomic_save import remove_stale_temporaries, write_atomically
from battlemap.core.io.bounded_read import MAX_FILE_BYTES, MIB, read_file_bytes, too_big
from battlemap.core.io.field_reader import (  # noqa: F401 - FieldReader, describe re-exported
    MAX_NESTING, MAX_SEGMENT_POINTS, FieldReader, describe,
)
from battlemap.core.io.art_format import MAX_TOKEN_ARTS, ArtReader, art_files, art_to_json
from battlemap.core.io.image_entries import check_image_to_write, read_image_entry
from battlemap.core.io.template_format import templates_from_json, templates_to_json
from battlemap.core.io.images import EXTENSIONS, MAX_PIXELS
from battlemap.core.io.light_format import (
    lights_to_json, radii_to_json, read_ambient, read_lights, read_token_light,
)
from battlemap.core.model import MAX_SIDE, Background, Board, Document, Segment, Token
from battlemap.core.model.document import DEFAULT_RULESET
from battlemap.core.model.play import PlayState
from battlemap.core.model.terrain import OBSCURE_CHARS, SOLID_CHARS
from battlemap.core.model.token import Size

FORMAT_NAME = "battlemap"
CURRENT_VERSION = 3
FILE_SUFFIX = ".battlemap"
JSON_ENTRY = "document.json"

MAX_JSON_BYTES = 256 * MIB
MAX_ZIP_ENTRIES = MAX_TOKEN_ARTS + 64  # document.json, background, token art
MAX_TOKENS = 5_000
MAX_SEGMENTS = 100_000
MAX_TOTAL_POINTS = 2_000_000
MAX_BACKGROUND_PIXELS = MAX_PIXELS

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _v1_to_v2(obj: dict[str, Any]) -> dict[str, Any]:
    """Version 2 added live play: a version 1 document has no fog of war and
    no turn order."""
    obj = dict(obj)
    obj.setdefault("play", {"revealed": None, "initiative": [], "current": 0, "round": 1})
    return obj


def _v2_to_v3(obj: dict[str, Any]) -> dict[str, Any]:
    """Version 3 added area templates and light (RULES §7, §8): a version 2
    document has no templates, and its map is lit everywhere with no light
    sources, as the rules read it then."""
    obj = dict(obj)
    obj.setdefault("templates", [])
    obj.setdefault("ambient", "bright")
    obj.setdefault("lights", [])
    return obj


# MIGRATIONS[v] turns a version-v JSON object into a version v+1 one.
MIGRATIONS: dict[int, Migration] = {1: _v1_to_v2, 2: _v2_to_v3}

# Messages (the user sees them after the file name).
NOT_A_DOCUMENT = "is neither a Battlemap document (zip) nor a JSON document"
NOT_BATTLEMAP_JSON = 'is not a Battlemap document ("format" is not "battlemap")'
DAMAGED_ZIP = "is a damaged zip archive"

_TOP_FIELDS = frozenset(
    {"format", "version", "board", "tokens", "ruleset", "options", "background",
     "metadata", "extras", "play", "templates", "ambient", "lights"}
)
_BOARD_FIELDS = frozenset({"width", "height", "solid", "obscure", "segments"})
_TOKEN_FIELDS = frozenset(
    {"id", "name", "x", "y", "size", "faction", "reach_ft", "conditions",
     "darkvision_ft", "low_light", "see_invisible", "improved_cover", "hidden", "light",
     "art"}
)
_BACKGROUND_FIELDS = frozenset({"file", "format", "px_per_square", "offset_x", "offset_y"})
_PLAY_FIELDS = frozenset({"revealed", "initiative", "current", "round"})
_INITIATIVE_FIELDS = frozenset({"id", "value"})
MAX_INITIATIVE = 1_000_000  # |initiative value|
MAX_ROUND = 1_000_000_000

# A fixed timestamp makes equal documents encode to equal bytes.
_ZIP_TIME = (1980, 1, 1, 0, 0, 0)


# --------------------------------------------------------------------------
# Public API

def save_document(doc: Document, path: str | os.PathLike[str]) -> None:
    """Write `doc` to `path` atomically, keeping the previous file as
    `<name>.bak` (see atomic_save). On failure the old file is left as it was."""
    data = document_to_bytes(doc, str(path))  # problems with the document first
    write_atomically(path, data)


def load_document(path: str | os.PathLike[str]) -> Document:
    """Read a `.battlemap` zip or a plain JSON document."""
    path = Path(path)
    data = read_file_bytes(path, limit=MAX_FILE_BYTES)
    remove_stale_temporaries(Path(os.path.realpath(path)))  # left by a killed save
    return _decode(data, str(path), path.parent)


def document_from_bytes(data: bytes, source: str = "<bytes>") -> Document:
    """Decode a document from the bytes of a `.battlemap` zip or a JSON document."""
    return _decode(data, source, None)


def document_to_bytes(doc: Document, source: str = "<document>") -> bytes:
    """The `.battlemap` zip for `doc`. Equal documents give equal bytes."""
    obj = document_to_json(doc, source)
    try:
        text = _json_text(obj)
    except (TypeError, ValueError, RecursionError) as exc:
        raise BattlemapError(f"the document holds a value that cannot be saved: {exc}",
                             source) from None
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        _write_entry(zf, JSON_ENTRY, text.encode("utf-8"), zipfile.ZIP_DEFLATED)
        # Images are compressed already.
        if doc.background is not None:
            _write_entry(zf, obj["background"]["file"], doc.background.data, zipfile.ZIP_STORED)
        for name, art in art_files(doc.tokens.values(), FieldReader(source)).items():
            _write_entry(zf, name, art.data, zipfile.ZIP_STORED)
    return buffer.getvalue()


def document_to_json(doc: Document, source: str = "<document>") -> dict[str, Any]:
    """The JSON object of `document.json` (the images' file names, not their bytes)."""
    board = doc.board
    if len(doc.tokens) > MAX_TOKENS:
        raise BattlemapError(f"has {len(doc.tokens):,} tokens; the limit is {MAX_TOKENS:,}",
                             source)
    if len(board.segments) > MAX_SEGMENTS:
        raise BattlemapError(
            f"has {len(board.segments):,} segments; the limit is {MAX_SEGMENTS:,}", source
        )
    r = FieldReader(source)
    art_files(doc.tokens.values(), r)  # each picture checked once
    background = None
    if doc.background is not None:
        bg = doc.background
        check_image_to_write(bg.data, bg.format, "background", r)
        background = {
            "file": f"background.{EXTENSIONS[bg.format]}",
            "format": bg.format,
            "px_per_square": float(bg.px_per_square),
            "offset_x": float(bg.offset_x),
            "offset_y": float(bg.offset_y),
        }
    return {
        "format": FORMAT_NAME,
        "version": CURRENT_VERSION,
        "board": {
            "width": board.width,
            "height": board.height,
            "solid": _layer_rows(board.solid, _SOLID_ENCODE),
            "obscure": _layer_rows(board.obscure, _OBSCURE_ENCODE),
            "segments": [
                {"kind": s.kind.value, "points": [[x, y] for x, y in s.points], "open": s.open}
                for s in board.segments
            ],
        },
        "tokens": [_token_to_json(t) for t in doc.tokens.values()],
        "ruleset": doc.ruleset,
        "options": doc.options,
        "background": background,
        "metadata": doc.metadata,
        "extras": doc.extras,
        "play": _play_to_json(doc.play, board.width, board.height),
        "templates": templates_to_json(doc.templates),
        "ambient": doc.ambient.label,
        "lights": lights_to_json(doc.lights),
    }


# --------------------------------------------------------------------------
# Writing

def _json_text(obj: dict[str, Any]) -> str:
    """Readable and diff-friendly: one board row, segment or token per line."""
    def dump(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, allow_nan=False)

    def items(values: list[Any], indent: str) -> str:
        if not values:
            return "[]"
        inner = ",\n".join(indent + "  " + dump(v) for v in values)
        return f"[\n{inner}\n{indent}]"

    board = obj["board"]
    board_lines = [
        f'    "width": {dump(board["width"])}',
        f'    "height": {dump(board["height"])}',
        f'    "solid": {items(board["solid"], "    ")}',
        f'    "obscure": {items(board["obscure"], "    ")}',
        f'    "segments": {items(board["segments"], "    ")}',
    ]
    lines = []
    for key, value in obj.items():
        if key == "board":
            text = "{\n" + ",\n".join(board_lines) + "\n  }"
        elif key in ("tokens", "templates", "lights"):
            text = items(value, "  ")
        elif key == "play":
            revealed = value["revealed"]
            play_lines = [
                f'    "revealed": {dump(None) if revealed is None else items(revealed, "    ")}',
                f'    "initiative": {items(value["initiative"], "    ")}',
                f'    "current": {dump(value["current"])}',
                f'    "round": {dump(value["round"])}',
            ]
            text = "{\n" + ",\n".join(play_lines) + "\n  }"
        else:
            text = dump(value)
        lines.append(f"  {dump(key)}: {text}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _write_entry(zf: zipfile.ZipFile, name: str, data: bytes, compression: int) -> None:
    info = zipfile.ZipInfo(name, date_time=_ZIP_TIME)
    info.compress_type = compression
    info.external_attr = 0o644 << 16
    zf.writestr(info, data)


def _lut(chars: dict[str, Any]) -> np.ndarray:
    """value -> character code, for turning a layer into row strings."""
    table = np.zeros(max(int(v) for v in chars.values()) + 1, np.uint8)
    for ch, value in chars.items():
        table[int(value)] = ord(ch)
    return table


_SOLID_ENCODE = _lut(SOLID_CHARS)
_OBSCURE_ENCODE = _lut(OBSCURE_CHARS)


def _layer_rows(layer: np.ndarray, table: np.ndarray) -> list[str]:
    if layer.size and int(layer.max()) >= len(table):
        raise ValueError(f"layer holds an unknown value {int(layer.max())}")
    height, width = layer.shape
    text = table[layer].tobytes().decode("ascii")
    return [text[y * width:(y + 1) * width] for y in range(height)]


def _play_to_json(play: PlayState, width: int, height: int) -> dict[str, Any]:
    mask = play.revealed_mask(width, height)
    revealed = None
    if mask is not None:
        text = np.where(mask, ord("1"), ord("0")).astype(np.uint8).tobytes().decode("ascii")
        revealed = [text[y * width:(y + 1) * width] for y in range(height)]
    return {
        "revealed": revealed,
        "initiative": [{"id": tid, "value": value} for tid, value in play.initiative],
        "current": play.current,
        "round": play.round,
    }


def _token_to_json(t: Token) -> dict[str, Any]:
    return {
        "id": t.id,
        "name": t.name,
        "x": t.x,
        "y": t.y,
        "size": t.size.value,
        "faction": t.faction,
        "reach_ft": t.reach_ft,
        "conditions": sorted(t.conditions),
        "darkvision_ft": t.darkvision_ft,
        "low_light": t.low_light,
        "see_invisible": t.see_invisible,
        "improved_cover": t.improved_cover,
        "hidden": t.hidden,
        "light": None if t.light is None else radii_to_json(t.light),
        "art": art_to_json(t.art),
    }


# --------------------------------------------------------------------------
# Reading

def _decode(data: bytes, source: str, folder: Path | None) -> Document:
    if len(data) > MAX_FILE_BYTES:
        raise BattlemapError(too_big(len(data)), source)
    if data[:4] == b"PK\x03\x04":
        return _decode_zip(data, source)
    stripped = data.lstrip(b"\xef\xbb\xbf \t\r\n")  # BOM, whitespace
    if stripped[:1] == b"{":
        obj = _parse_json(data, source)
        return _document_from_json(obj, source, _FolderFiles(folder, source))
    raise BattlemapError(NOT_A_DOCUMENT, source)


def _parse_json(data: bytes, source: str) -> Any:
    def no_constant(name: str) -> NoReturn:
        raise ValueError(f"{name} is not allowed")

    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BattlemapError("is not UTF-8 text", source) from None
    try:
        return json.loads(text, parse_constant=no_constant)
    except json.JSONDecodeError as exc:
        raise BattlemapError(
            f"is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})", source
        ) from None
    except (ValueError, RecursionError) as exc:
        reason = "it is nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        raise BattlemapError(f"is not valid JSON: {reason}", source) from None


class _ZipFiles:
    """Reads entries of a zip archive with size checks before and during reading."""

    def __init__(self, zf: zipfile.ZipFile, source: str) -> None:
        self.zf = zf
        self.source = source
        self.total = 0

    def read(self, name: str, limit: int, where: str) -> bytes:
        try:
            info = self.zf.getinfo(name)
        except KeyError:
            raise BattlemapError(f"{where}: the archive has no file {name!r}", self.source) from None
        too_big = f"{where}: {name!r} unpacks to more than {limit // MIB} MiB"
        if info.file_size > limit:
            raise BattlemapError(too_big, self.source)
        try:
            with self.zf.open(info) as f:
                # The header may lie: never read more than the limit allows.
                data = f.read(limit + 1)
        except (zipfile.BadZipFile, zlib.error, lzma.LZMAError, EOFError, OSError,
                ValueError) as exc:
            # ValueError: a negative entry offset, a name that is not UTF-8.
            raise BattlemapError(f"{where}: {name!r} is damaged ({exc})", self.source) from None
        except (NotImplementedError, RuntimeError) as exc:  # unknown method, encrypted
            raise BattlemapError(f"{where}: {name!r} cannot be unpacked ({exc})",
                                 self.source) from None
        if len(data) > limit:
            raise BattlemapError(too_big, self.source)
        self.total += len(data)
        if self.total > MAX_FILE_BYTES:
            raise BattlemapError(
                f"unpacks to more than {MAX_FILE_BYTES // MIB} MiB", self.source
            )
        return data


class _FolderFiles:
    """Image files of a plain JSON document: next to the JSON file."""

    def __init__(self, folder: Path | None, source: str) -> None:
        self.folder = folder
        self.source = source

    def read(self, name: str, limit: int, where: str) -> bytes:
        if self.folder is None:
            raise BattlemapError(
                f"{where}: a JSON document read from memory cannot refer to a file", self.source
            )
        try:
            return read_file_bytes(self.folder / name, limit=limit)
        except BattlemapError as exc:
            raise BattlemapError(f"{where}: {name!r} {exc.message}", self.source) from None


def _decode_zip(data: bytes, source: str) -> Document:
    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError):
        # NotImplementedError: a zip feature (version) Python cannot read.
        raise BattlemapError(DAMAGED_ZIP, source) from None
    with zf:
        if len(zf.infolist()) > MAX_ZIP_ENTRIES:
            raise BattlemapError(
                f"holds {len(zf.infolist())} files; a document has at most {MAX_ZIP_ENTRIES}",
                source,
            )
        files = _ZipFiles(zf, source)
        names = zf.namelist()
        if JSON_ENTRY not in names:
            raise BattlemapError(f"is a zip archive without {JSON_ENTRY}", source)
        if len(set(names)) != len(names):
            twice = next(n for n in names if names.count(n) > 1)
            raise BattlemapError(f"is a zip archive holding {twice!r} more than once "
                                 f"(which one is the document?)", source)
        raw = files.read(JSON_ENTRY, MAX_JSON_BYTES, JSON_ENTRY)
        obj = _parse_json(raw, f"{source} ({JSON_ENTRY})")
        return _document_from_json(obj, source, files)


def _document_from_json(obj: Any, source: str, files: _ZipFiles | _FolderFiles) -> Document:
    r = FieldReader(source)
    if not isinstance(obj, dict) or obj.get("format") != FORMAT_NAME:
        raise BattlemapError(NOT_BATTLEMAP_JSON, source)
    obj = _migrate(obj, r)
    r.table(obj, "", _TOP_FIELDS, ("board",))
    board = _board_from_json(obj["board"], r)
    tokens = _tokens_from_json(obj.get("tokens", []), board, r, ArtReader(files, r))
    ruleset = r.ruleset(obj.get("ruleset", DEFAULT_RULESET), "ruleset")
    options = r.plain(r.table(obj.get("options", {}), "options"), "options")
    metadata = r.plain(r.table(obj.get("metadata", {}), "metadata"), "metadata")
    extras = r.plain(r.table(obj.get("extras", {}), "extras"), "extras")
    background = _background_from_json(obj.get("background"), r, files)
    play = _play_from_json(obj.get("play"), board, r)
    templates = templates_from_json(obj.get("templates", []), board, r)
    ambient = read_ambient(obj.get("ambient", "bright"), r)
    lights = read_lights(obj.get("lights", []), board, r)
    return Document(
        board=board, tokens=tokens, ruleset=ruleset, options=options,
        background=background, metadata=metadata, extras=extras, play=play,
        templates=templates, ambient=ambient, lights=lights,
    )


def _migrate(obj: dict[str, Any], r: FieldReader) -> dict[str, Any]:
    version = obj.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        r.fail("version", f"{describe(version)} is not a format version")
    if version > CURRENT_VERSION:
        r.fail("version", f"the document was written by a newer Battlemap (format version "
                          f"{version}); this one reads versions up to {CURRENT_VERSION}")
    while version < CURRENT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            r.fail("version", f"format version {version} can no longer be read")
        obj = step(obj)
        version += 1
        obj["version"] = version
    return obj


def _board_from_json(value: Any, r: FieldReader) -> Board:
    obj = r.table(value, "board", _BOARD_FIELDS, ("width", "height"))
    width = r.int_(obj["width"], "board.width", 1, MAX_SIDE)
    height = r.int_(obj["height"], "board.height", 1, MAX_SIDE)
    solid = _layer_from_json(obj.get("solid"), "board.solid", width, height, SOLID_CHARS, r)
    obscure = _layer_from_json(obj.get("obscure"), "board.obscure", width, height,
                               OBSCURE_CHARS, r)
    raw = r.list_(obj.get("segments", []), "board.segments", MAX_SEGMENTS)
    segments: list[Segment] = []
    total = 0
    box = wall_box(width, height)
    for i, item in enumerate(raw):
        for segment in r.segments(item, f"board.segments[{i}]", box):
            total += len(segment.points)
            if total > MAX_TOTAL_POINTS:
                r.fail("board.segments", f"has more than {MAX_TOTAL_POINTS:,} points in all")
            segments.append(segment)
    if len(segments) > MAX_SEGMENTS:
        r.fail("board.segments", f"makes {len(segments):,} segments once clipped to the "
                                 f"board; the limit is {MAX_SEGMENTS:,}")
    return Board(width, height, solid, obscure, segments)


def _decode_table(chars: dict[str, Any]) -> np.ndarray:
    """character code -> value, 255 for characters the layer does not use."""
    table = np.full(256, 255, np.uint8)
    for ch, value in chars.items():
        table[ord(ch)] = int(value)
    return table


_SOLID_DECODE = _decode_table(SOLID_CHARS)
_OBSCURE_DECODE = _decode_table(OBSCURE_CHARS)


def _layer_from_json(
    value: Any, where: str, width: int, height: int, chars: dict[str, Any], r: FieldReader
) -> np.ndarray:
    if value is None:
        return np.zeros((height, width), np.uint8)
    rows = r.list_(value, where)
    if len(rows) != height:
        r.fail(where, f"has {len(rows)} rows; the board is {height} high")
    for y, row in enumerate(rows):
        r.str_(row, f"{where}[{y}]")
        if len(row) != width:
            r.fail(f"{where}[{y}]", f"has {len(row)} cells; the board is {width} wide")
        if not row.isascii():
            x = next(i for i, ch in enumerate(row) if not ch.isascii())
            r.fail(f"{where}[{y}]", f"unknown character {row[x]!r} at x = {x}")
    table = _SOLID_DECODE if chars is SOLID_CHARS else _OBSCURE_DECODE
    codes = np.frombuffer("".join(rows).encode("ascii"), np.uint8)
    layer = table[codes].reshape(height, width)
    bad = np.argwhere(layer == 255)
    if len(bad):
        y, x = (int(v) for v in bad[0])
        known = " ".join(chars)
        r.fail(f"{where}[{y}]", f"unknown character {rows[y][x]!r} at x = {x} (known: {known})")
    return layer


def _tokens_from_json(value: Any, board: Board, r: FieldReader,
                      arts: ArtReader) -> dict[str, Token]:
    items = r.list_(value, "tokens", MAX_TOKENS)
    tokens: dict[str, Token] = {}
    sizes = [s.value for s in Size]
    for i, item in enumerate(items):
        where = f"tokens[{i}]"
        obj = r.table(item, where, _TOKEN_FIELDS, ("id", "x", "y"))
        token_id = r.str_(obj["id"], f"{where}.id", nonempty=True)
        if token_id in tokens:
            r.fail(f"{where}.id", f"another token already has the id {token_id!r}")
        size = Size(r.choice(obj.get("size", "medium"), f"{where}.size", sizes, "a size"))
        x = r.int_(obj["x"], f"{where}.x")
        y = r.int_(obj["y"], f"{where}.y")
        n = size.footprint
        if not (0 <= x and 0 <= y and x + n <= board.width and y + n <= board.height):
            r.fail(where, f"token {token_id!r} at ({x}, {y}) with a {n}x{n} footprint is "
                          f"off the {board.width}x{board.height} board")
        reach = obj.get("reach_ft")
        conditions = r.list_(obj.get("conditions", []), f"{where}.conditions")
        for j, c in enumerate(conditions):
            r.str_(c, f"{where}.conditions[{j}]", nonempty=True)
        tokens[token_id] = Token(
            id=token_id,
            x=x,
            y=y,
            name=r.str_(obj.get("name", ""), f"{where}.name"),
            size=size,
            faction=r.str_(obj.get("faction", "pc"), f"{where}.faction"),
            reach_ft=None if reach is None else r.int_(reach, f"{where}.reach_ft", 0),
            conditions=frozenset(conditions),
            darkvision_ft=r.int_(obj.get("darkvision_ft", 0), f"{where}.darkvision_ft", 0),
            low_light=r.bool_(obj.get("low_light", False), f"{where}.low_light"),
            see_invisible=r.bool_(obj.get("see_invisible", False), f"{where}.see_invisible"),
            improved_cover=r.bool_(obj.get("improved_cover", False), f"{where}.improved_cover"),
            hidden=r.bool_(obj.get("hidden", False), f"{where}.hidden"),
            light=read_token_light(obj.get("light"), f"{where}.light", r),
            art=arts.read(obj.get("art"), f"{where}.art"),
        )
    return tokens


def _play_from_json(value: Any, board: Board, r: FieldReader) -> PlayState:
    if value is None:
        return PlayState()
    obj = r.table(value, "play", _PLAY_FIELDS)
    revealed = None
    rows = obj.get("revealed")
    if rows is not None:
        where = "play.revealed"
        rows = r.list_(rows, where)
        if len(rows) != board.height:
            r.fail(where, f"has {len(rows)} rows; the board is {board.height} high")
        for y, row in enumerate(rows):
            r.str_(row, f"{where}[{y}]")
            if len(row) != board.width:
                r.fail(f"{where}[{y}]", f"has {len(row)} cells; the board is {board.width} wide")
            bad = next((x for x, ch in enumerate(row) if ch not in "01"), None)
            if bad is not None:
                r.fail(f"{where}[{y}]", f"unknown character {row[bad]!r} at x = {bad} "
                                        "(known: 1 revealed, 0 hidden)")
        codes = np.frombuffer("".join(rows).encode("ascii"), np.uint8)
        revealed = (codes == ord("1")).reshape(board.height, board.width)
    items = r.list_(obj.get("initiative", []), "play.initiative", MAX_TOKENS)
    initiative: list[tuple[str, int]] = []
    seen: set[str] = set()
    for i, item in enumerate(items):
        where = f"play.initiative[{i}]"
        entry = r.table(item, where, _INITIATIVE_FIELDS, ("id", "value"))
        token_id = r.str_(entry["id"], f"{where}.id", nonempty=True)
        if token_id in seen:
            r.fail(f"{where}.id", f"the token {token_id!r} is in the turn order twice")
        seen.add(token_id)
        value = r.int_(entry["value"], f"{where}.value", -MAX_INITIATIVE, MAX_INITIATIVE)
        initiative.append((token_id, value))
    current = r.int_(obj.get("current", 0), "play.current", 0, max(len(initiative) - 1, 0))
    round_ = r.int_(obj.get("round", 1), "play.round", 1, MAX_ROUND)
    return PlayState(revealed, initiative, current, round_)


def _background_from_json(
    value: Any, r: FieldReader, files: _ZipFiles | _FolderFiles
) -> Background | None:
    if value is None:
        return None
    obj = r.table(value, "background", _BACKGROUND_FIELDS, ("file", "format"))
    px = r.num(obj.get("px_per_square", 100.0), "background.px_per_square", positive=True)
    offset_x = r.num(obj.get("offset_x", 0.0), "background.offset_x")
    offset_y = r.num(obj.get("offset_y", 0.0), "background.offset_y")
    data, fmt = read_image_entry(obj, "background", r, files, MAX_FILE_BYTES)
    return Background(data, fmt, px, offset_x, offset_y)
