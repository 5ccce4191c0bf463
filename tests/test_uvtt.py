"""Universal VTT import (`battlemap.core.io.uvtt`) and `battlemap import`."""

from __future__ import annotations

import base64
import copy
import json
import struct
import zlib
from pathlib import Path
from typing import Any, Callable

import pytest

from battlemap.cli import main
from battlemap.core.errors import BattlemapError
from battlemap.core.io import uvtt
from battlemap.core.io.document_format import document_from_bytes, document_to_bytes, load_document
from battlemap.core.io.uvtt import read_uvtt, suggested_ambient, summary
from battlemap.core.model import (
    Ambient, Change, Document, Light, LightRadii, Segment, SegmentKind, Token,
)
from battlemap.core.rules import Attack, evaluate
from battlemap.resources import samples_dir


# --------------------------------------------------------------------------
# A map built in the test

def png_bytes(width: int, height: int) -> bytes:
    """A real (tiny, decodable) RGB PNG."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body)))

    raw = b"".join(b"\x00" + b"\x5a\x4b\x3c" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def png_header(width: int, height: int) -> bytes:
    """Only the signature and IHDR: claims any size for a few bytes."""
    body = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + body
            + struct.pack(">I", zlib.crc32(b"IHDR" + body)))


def webp_lossless_bytes(width: int, height: int) -> bytes:
    bits = (width - 1) | ((height - 1) << 14)
    payload = b"\x2f" + struct.pack("<I", bits) + b"\x00" * 8
    chunk = b"VP8L" + struct.pack("<I", len(payload)) + payload
    return b"RIFF" + struct.pack("<I", 4 + len(chunk)) + b"WEBP" + chunk


ORIGIN = (2.5, 1.0)  # the file's coordinates are the board's plus this
IMAGE = png_bytes(144, 48)


def pt(x: float, y: float) -> dict[str, float]:
    """A point given in board coordinates, written in the file's coordinates."""
    return {"x": x + ORIGIN[0], "y": y + ORIGIN[1]}


def make_uvtt() -> dict[str, Any]:
    """An 18 x 6 square map (map_size 17.5 x 5.25), in board coordinates:

    - west barrier: wall x = 3 (y 0..2), OPEN diagonal door (3,2)-(4,3), wall x = 4 (y 3..6);
    - east barrier: wall x = 14 (y 0..2), diagonal door (14,2)-(15,3) with `closed`
      missing, wall x = 15 (y 3..6);
    - a free diagonal wall (8,4)-(9,2.25) in the middle room;
    - a square pillar (objects_line_of_sight) at (6.5..7, 4.5..5).
    """
    return {
        "format": 0.3,
        "resolution": {"map_origin": {"x": ORIGIN[0], "y": ORIGIN[1]},
                       "map_size": {"x": 17.5, "y": 5.25}, "pixels_per_grid": 8},
        "line_of_sight": [
            [pt(3, 0), pt(3, 2)],
            [pt(4, 3), pt(4, 6)],
            [pt(14, 0), pt(14, 2)],
            [pt(15, 3), pt(15, 6)],
            [pt(8, 4), pt(9, 2.25)],
        ],
        "objects_line_of_sight": [
            [pt(6.5, 4.5), pt(7, 4.5), pt(7, 5), pt(6.5, 5), pt(6.5, 4.5)],
        ],
        "portals": [
            {"position": pt(3.5, 2.5), "bounds": [pt(3, 2), pt(4, 3)],
             "rotation": -0.785398, "closed": False, "freestanding": False},
            {"position": pt(14.5, 2.5), "bounds": [pt(14, 2), pt(15, 3)],
             "rotation": -0.785398, "freestanding": False},
        ],
        "environment": {"baked_lighting": True, "ambient_light": "ff404040"},
        "lights": [{"position": pt(5, 3), "range": 4.5, "intensity": 1.0,
                    "color": "ffffcc88", "shadows": True}],
        "image": base64.b64encode(IMAGE).decode("ascii"),
    }


def encode(obj: Any) -> bytes:
    return json.dumps(obj).encode("utf-8")


def with_tokens(doc: Document, attacker: tuple[int, int], target: tuple[int, int]) -> Document:
    doc.tokens = {
        "A": Token("A", *attacker, faction="pc"),
        "t": Token("t", *target, faction="foe"),
    }
    doc.notify(Change("tokens", ids=frozenset(doc.tokens)))
    return doc


def ranged(doc: Document):
    return evaluate(doc, "A", "t", Attack(kind="ranged"))


# --------------------------------------------------------------------------
# What is imported

def test_import_reads_board_walls_doors_background_and_extras() -> None:
    doc = read_uvtt(encode(make_uvtt()), "chapel.dd2vtt")
    assert (doc.board.width, doc.board.height) == (18, 6)  # ceil(17.5), ceil(5.25)
    assert doc.ruleset == "dnd35"
    assert doc.tokens == {}
    assert not doc.board.solid.any() and not doc.board.obscure.any()

    walls = [s for s in doc.board.segments if s.kind is SegmentKind.WALL]
    doors = [s for s in doc.board.segments if s.kind is SegmentKind.DOOR]
    # Shifted by -map_origin, not snapped: (9, 2.25) stays off the lattice.
    assert [w.points for w in walls] == [
        ((3, 0), (3, 2)), ((4, 3), (4, 6)), ((14, 0), (14, 2)), ((15, 3), (15, 6)),
        ((8, 4), (9, 2.25)),
        ((6.5, 4.5), (7, 4.5), (7, 5), (6.5, 5), (6.5, 4.5)),
    ]
    assert all(not w.open for w in walls)
    assert doors == [
        Segment(SegmentKind.DOOR, ((3, 2), (4, 3)), open=True),   # "closed": false
        Segment(SegmentKind.DOOR, ((14, 2), (15, 3)), open=False),  # "closed" missing
    ]

    bg = doc.background
    assert bg is not None
    assert bg.data == IMAGE and bg.format == "png"
    assert bg.px_per_square == 8 and (bg.offset_x, bg.offset_y) == (0, 0)

    kept = doc.extras["uvtt"]
    assert kept["format"] == 0.3
    assert kept["map_origin"] == [2.5, 1.0]
    assert kept["lights"] == make_uvtt()["lights"]
    assert kept["environment"] == make_uvtt()["environment"]
    assert summary(doc) == "imported 6 walls, 2 doors, 1 light, 18x6 squares"
    # RULES §8: range 4.5 at (5, 3) -> cell (5, 3), dim 22 ft (22.5), bright 10 ft.
    assert list(doc.lights.values()) == [Light("light1", 5, 3, LightRadii(10, 22))]
    assert suggested_ambient(doc) == Ambient.DARK and doc.ambient == Ambient.BRIGHT


def test_ranged_attack_across_the_diagonal_wall_gets_cover() -> None:
    # A = cell (5,2), t = cell (11,2); wall W from (8,4) to (9,2.25), i.e.
    # y = 4 - 1.75(x - 8) for x in 8..9: it spans y 2.25..4 and leaves the top
    # of the row (y 2..2.25) open, so lines along y = 2 are clear: line of effect.
    # Each attacker corner has a line W crosses:
    #   (6,2) -> (11,3): y = 2 + (x-6)/5 meets W at x = 17.2/1.95 = 8.821, y = 2.564;
    #   (5,2) -> (11,3): y = 2 + (x-5)/6 meets W at x = 16.833/1.917 = 8.783, y = 2.630;
    #   (5,3), (6,3) -> (11,3): along y = 3, W is at x = 8.571 there.
    # (All crossings have x in 8..9, on W.) So every choice is blocked -> cover.
    doc = with_tokens(read_uvtt(encode(make_uvtt()), "m.dd2vtt"), (5, 2), (11, 2))
    result = ranged(doc)
    assert result.line_of_effect and result.can_attack
    assert result.cover == "cover"
    assert result.ac_mod == 4 and result.reflex_mod == 2


def test_open_door_lets_line_of_effect_through() -> None:
    # A = cell (1,2), t = cell (6,2), west barrier with the open door between.
    # From A's corner (2,3) the lines to t's corners stay below y = 2 at x = 3
    # (2.75, 2.8, 3) and above y = 3 at x = 4 (2.5, 2.6, just above 3 once nudged),
    # crossing only the open door: all clear -> no cover.
    doc = with_tokens(read_uvtt(encode(make_uvtt()), "m.dd2vtt"), (1, 2), (6, 2))
    result = ranged(doc)
    assert result.line_of_effect and result.line_of_sight and result.can_attack
    assert result.cover == "none" and result.ac_mod == 0


def test_closed_door_blocks_line_of_effect() -> None:
    # A = cell (10,2), t = cell (16,2): the east barrier runs from the top edge
    # to the bottom edge with its door closed ("closed" missing), so every line
    # between the two spaces crosses it -> total cover, no line of effect.
    doc = with_tokens(read_uvtt(encode(make_uvtt()), "m.dd2vtt"), (10, 2), (16, 2))
    result = ranged(doc)
    assert not result.line_of_effect and not result.line_of_sight
    assert result.cover == "total" and not result.can_attack


def test_the_same_door_blocks_once_closed_and_the_open_one_when_closed() -> None:
    obj = make_uvtt()
    obj["portals"][0]["closed"] = True
    obj["portals"][1]["closed"] = False
    doc = read_uvtt(encode(obj), "m.dd2vtt")
    assert not ranged(with_tokens(doc, (1, 2), (6, 2))).line_of_effect
    assert ranged(with_tokens(doc, (10, 2), (16, 2))).line_of_effect


def test_imported_document_survives_save_and_load() -> None:
    doc = read_uvtt(encode(make_uvtt()), "m.dd2vtt")
    again = document_from_bytes(document_to_bytes(doc, "m.battlemap"), "m.battlemap")
    assert again == doc


def test_reads_a_path_and_names_it(tmp_path: Path) -> None:
    path = tmp_path / "map.uvtt"
    path.write_bytes(encode(make_uvtt()))
    doc = read_uvtt(path)
    assert doc.board.width == 18
    assert doc.metadata == {"imported_from": "map.uvtt"}
    bad = tmp_path / "bad.df2vtt"
    bad.write_text("{")
    with pytest.raises(BattlemapError) as info:
        read_uvtt(bad)
    assert info.value.source == str(bad)
    assert str(info.value).startswith(f"{bad}: is not valid JSON")
    with pytest.raises(BattlemapError, match="no such file"):
        read_uvtt(tmp_path / "missing.dd2vtt")


@pytest.mark.parametrize("version", [0.2, 0.3, 1, 1.0])
def test_known_format_versions(version: float) -> None:
    obj = make_uvtt()
    obj["format"] = version
    assert read_uvtt(encode(obj), "m").extras["uvtt"]["format"] == float(version)


def test_ruleset_can_be_chosen() -> None:
    assert read_uvtt(encode(make_uvtt()), "m", ruleset="pf1e").ruleset == "pf1e"
    with pytest.raises(BattlemapError, match="unknown ruleset"):
        read_uvtt(encode(make_uvtt()), "m", ruleset="nope")


def test_optional_parts_may_be_missing() -> None:
    obj = {"format": 1.0, "resolution": {"map_size": {"x": 3, "y": 2}, "pixels_per_grid": 50}}
    doc = read_uvtt(encode(obj), "m")
    assert (doc.board.width, doc.board.height) == (3, 2)
    assert doc.board.segments == [] and doc.background is None
    assert doc.extras == {"uvtt": {"format": 1.0, "map_origin": [0.0, 0.0]}}
    obj["image"] = ""
    assert read_uvtt(encode(obj), "m").background is None


def test_image_as_webp_data_uri_with_line_breaks() -> None:
    obj = make_uvtt()
    text = base64.b64encode(webp_lossless_bytes(144, 48)).decode("ascii")
    obj["image"] = "data:image/webp;base64," + "\n".join(
        text[i:i + 20] for i in range(0, len(text), 20))
    bg = read_uvtt(encode(obj), "m").background
    assert bg is not None and bg.format == "webp" and bg.data == webp_lossless_bytes(144, 48)


def test_map_size_rounding_noise_is_not_another_square() -> None:
    obj = make_uvtt()
    obj["resolution"]["map_size"] = {"x": 18.0000000001, "y": 6.0}
    doc = read_uvtt(encode(obj), "m")
    assert (doc.board.width, doc.board.height) == (18, 6)


def test_degenerate_polylines_are_skipped() -> None:
    obj = make_uvtt()
    obj["line_of_sight"] = [[], [pt(1, 1)], [pt(1, 1), pt(1, 1)], [pt(1, 1), pt(1, 1), pt(2, 1)]]
    obj["objects_line_of_sight"] = []
    doc = read_uvtt(encode(obj), "m")
    walls = [s for s in doc.board.segments if s.kind is SegmentKind.WALL]
    assert [w.points for w in walls] == [((1, 1), (2, 1))]


def test_long_polyline_is_split_into_joined_walls(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(uvtt, "MAX_SEGMENT_POINTS", 3)
    obj = make_uvtt()
    obj["line_of_sight"] = [[pt(0.5, 0.5 + i * 0.5) for i in range(6)]]  # 6 points
    obj["objects_line_of_sight"] = []
    doc = read_uvtt(encode(obj), "m")
    walls = [s.points for s in doc.board.segments if s.kind is SegmentKind.WALL]
    assert walls == [((0.5, 0.5), (0.5, 1.0), (0.5, 1.5)),
                     ((0.5, 1.5), (0.5, 2.0), (0.5, 2.5)),
                     ((0.5, 2.5), (0.5, 3.0))]


# --------------------------------------------------------------------------
# Refused input: one BattlemapError naming the file and the field

Mutation = Callable[[dict[str, Any]], Any]


def _set(path: str, value: Any) -> Mutation:
    """Set a field given by a dotted path with [i] indices (the message syntax)."""
    def mutate(obj: dict[str, Any]) -> dict[str, Any]:
        parts = path.replace("[", ".[").split(".")
        target: Any = obj
        for part in parts[:-1]:
            target = target[int(part[1:-1])] if part.startswith("[") else target[part]
        last = parts[-1]
        if last.startswith("["):
            target[int(last[1:-1])] = value
        elif value is _DELETE:
            del target[last]
        else:
            target[last] = value
        return obj
    return mutate


_DELETE = object()
NAN = float("nan")

BAD_FIELDS: list[tuple[str, Mutation, str]] = [
    ("not a table", lambda o: [o], "is not a Universal VTT file"),
    ("no format", _set("format", _DELETE), "the field 'format' is missing"),
    ("format text", _set("format", "0.3"), "format: must be a number"),
    ("unknown version", _set("format", 0.5), "format: 0.5 is not a Universal VTT version"),
    ("no resolution", _set("resolution", _DELETE), "resolution: must be a table"),
    ("no map_size", _set("resolution.map_size", _DELETE),
     "resolution: the field 'map_size' is missing"),
    ("map_size list", _set("resolution.map_size", [10, 10]),
     "resolution.map_size: must be a table"),
    ("map_size.y text", _set("resolution.map_size.y", "6"),
     "resolution.map_size.y: must be a number"),
    ("zero width", _set("resolution.map_size.x", 0),
     "resolution.map_size.x: 0 squares is outside 1..1000"),
    ("negative height", _set("resolution.map_size.y", -3),
     "resolution.map_size.y: -3 squares is outside 1..1000"),
    ("huge width", _set("resolution.map_size.x", 1000.5),
     "resolution.map_size.x: 1000.5 squares is outside 1..1000"),
    ("absurd height", _set("resolution.map_size.y", 1e308),
     "resolution.map_size.y: 1e+308 squares"),
    ("infinite size", _set("resolution.map_size.x", 1e999),
     "resolution.map_size.x: inf is not a finite number"),
    ("zero ppg", _set("resolution.pixels_per_grid", 0),
     "resolution.pixels_per_grid: 0 is outside 1..10000"),
    ("ppg bool", _set("resolution.pixels_per_grid", True),
     "resolution.pixels_per_grid: must be a number, not true"),
    ("origin missing y", _set("resolution.map_origin", {"x": 0}),
     "resolution.map_origin: the field 'y' is missing"),
    ("walls not a list", _set("line_of_sight", {"a": 1}), "line_of_sight: must be a list"),
    ("polyline not a list", _set("line_of_sight[2]", "wall"), "line_of_sight[2]: must be a list"),
    ("point not a table", _set("line_of_sight[3][1]", [1, 2]),
     "line_of_sight[3][1]: must be a table"),
    ("point x text", _set("line_of_sight[3][1].x", "16"),
     "line_of_sight[3][1].x: must be a number"),
    ("point x missing", _set("line_of_sight[3][1].x", _DELETE),
     "line_of_sight[3][1]: the field 'x' is missing"),
    ("NaN coordinate", _set("line_of_sight[4][0].y", NAN),
     "line_of_sight[4][0].y: nan is not a finite number"),
    ("infinite coordinate", _set("objects_line_of_sight[0][2].x", 1e999),
     "objects_line_of_sight[0][2].x: inf is not a finite number"),
    ("far outside", _set("line_of_sight[0][0].x", 5000.0),
     "line_of_sight[0][0].x: lies 4,980 squares outside the map"),
    ("portals not a list", _set("portals", {"x": 1}), "portals: must be a list"),
    ("portal not a table", _set("portals[1]", 7), "portals[1]: must be a table"),
    ("no bounds", _set("portals[0].bounds", _DELETE), "portals[0]: the field 'bounds' is missing"),
    ("one bound", _set("portals[0].bounds", [{"x": 1, "y": 1}]),
     "portals[0].bounds: must be two points, not 1"),
    ("bound NaN", _set("portals[1].bounds[1].x", NAN),
     "portals[1].bounds[1].x: nan is not a finite"),
    ("closed text", _set("portals[0].closed", "no"), "portals[0].closed: must be true or false"),
    ("rotation text", _set("portals[0].rotation", "45"), "portals[0].rotation: must be a number"),
    ("position null", _set("portals[0].position", None), None),  # accepted: not needed
    ("freestanding number", _set("portals[1].freestanding", 1),
     "portals[1].freestanding: must be true or false"),
    ("image number", _set("image", 12), "image: must be text"),
    ("image not base64", _set("image", "this is not base64!"), "image: is not base64 text"),
    ("image not an image", _set("image", base64.b64encode(b"GIF89a" + b"\0" * 40).decode()),
     "image: is not a PNG, JPEG or WebP image"),
    ("image damaged", _set("image", base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\0" * 30).decode()),
     "image: the PNG image header is damaged"),
    ("lights not a list", _set("lights", {"a": 1}), "lights: must be a list"),
    ("environment not a table", _set("environment", [1]), "environment: must be a table"),
    ("NaN in a light", _set("lights[0].range", NAN), "lights[0].range: nan is not a finite number"),
]


@pytest.mark.parametrize("mutate, fragment", [pytest.param(m, f, id=n) for n, m, f in BAD_FIELDS])
def test_refused_fields(mutate: Mutation, fragment: str | None) -> None:
    obj = mutate(copy.deepcopy(make_uvtt()))
    if fragment is None:
        read_uvtt(encode(obj), "bad.dd2vtt")
        return
    with pytest.raises(BattlemapError) as info:
        read_uvtt(encode(obj), "bad.dd2vtt")
    assert info.value.source == "bad.dd2vtt"
    assert fragment in str(info.value)
    assert str(info.value).startswith("bad.dd2vtt: ")


def test_nan_written_as_a_json_constant_names_the_field() -> None:
    text = encode(make_uvtt()).decode().replace('"x": 11.5, "y": 3.25', '"x": NaN, "y": 3.25')
    assert "NaN" in text
    with pytest.raises(BattlemapError, match=r"line_of_sight\[4\]\[1\]\.x: nan is not a finite"):
        read_uvtt(text.encode(), "bad.dd2vtt")


@pytest.mark.parametrize("data, fragment", [
    (b"{\"format\": 0.3,", "is not valid JSON"),
    (b"", "is not valid JSON"),
    (b"\xff\xfe{}", "not UTF-8 text"),
    (b"[" * 100_000 + b"]" * 100_000, "is not valid JSON"),
    (b"PK\x03\x04 a zip, not JSON", "is not valid JSON"),
])
def test_refused_files(data: bytes, fragment: str) -> None:
    with pytest.raises(BattlemapError, match=fragment):
        read_uvtt(data, "bad.uvtt")


def test_image_over_the_pixel_limit_is_refused_from_its_header() -> None:
    # 20000 x 20000 = 400 megapixels, claimed by a header of a few bytes; the
    # text goes on past the first 64 KiB that are decoded for the header, and
    # ends in what is not even base64: the header alone decides.
    obj = make_uvtt()
    header = base64.b64encode(png_header(20_000, 20_000)).decode()
    obj["image"] = header + "A" * 100_000 + "*" * 1000
    message = "20000x20000 pixels .400.0 megapixels.; the limit is 200"
    with pytest.raises(BattlemapError, match=message):
        read_uvtt(encode(obj), "bomb.dd2vtt")
    # Just under the limit is fine as far as the header goes.
    obj["image"] = base64.b64encode(png_header(20_000, 10_000)).decode()
    assert read_uvtt(encode(obj), "m").background is not None


def test_base64_damaged_after_the_header_is_refused() -> None:
    obj = make_uvtt()
    text = base64.b64encode(png_bytes(400, 300)).decode()
    obj["image"] = text[:-8] + "!!!!" + text[-4:]
    with pytest.raises(BattlemapError, match="image: is not base64 text"):
        read_uvtt(encode(obj), "m")


def test_file_over_the_size_limit(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    data = encode(make_uvtt())
    monkeypatch.setattr(uvtt, "MAX_FILE_BYTES", len(data) - 1)
    with pytest.raises(BattlemapError, match="the limit is"):
        read_uvtt(data, "big.dd2vtt")
    path = tmp_path / "big.dd2vtt"
    path.write_bytes(data)
    with pytest.raises(BattlemapError) as info:
        read_uvtt(path)
    assert info.value.source == str(path)


def test_too_many_walls(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(uvtt, "MAX_SEGMENTS", 5)
    with pytest.raises(BattlemapError, match="more than 5 walls and doors|the limit is 5"):
        read_uvtt(encode(make_uvtt()), "m")


# --------------------------------------------------------------------------
# battlemap import

def test_cli_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "chapel.dd2vtt"
    src.write_bytes(encode(make_uvtt()))
    out = tmp_path / "chapel.battlemap"
    assert main(["import", str(src), "-o", str(out)]) == 0
    captured = capsys.readouterr()
    assert captured.out == ("imported 6 walls, 2 doors, 1 light, 18x6 squares\n"
                            "the map's ambient light suggests: dark\n")
    assert captured.err == ""
    doc = load_document(out)
    assert doc == read_uvtt(src)
    assert doc.ruleset == "dnd35"

    assert main(["import", str(src), "-o", str(out), "--ruleset", "graded"]) == 0
    assert load_document(out).ruleset == "graded"


@pytest.mark.parametrize("content, args, fragment", [
    (b"{not json", [], "is not valid JSON"),
    (encode({**make_uvtt(), "format": 9}), [], "format: 9 is not a Universal VTT version"),
    (encode(make_uvtt()), ["--ruleset", "chess"], "unknown ruleset 'chess'"),
])
def test_cli_import_refuses_bad_input_and_keeps_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, args: list[str],
    fragment: str,
) -> None:
    src = tmp_path / "bad.uvtt"
    src.write_bytes(content)
    new_out = tmp_path / "new.battlemap"
    assert main(["import", str(src), "-o", str(new_out), *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("battlemap: error: ") and fragment in err
    assert not new_out.exists()
    assert list(tmp_path.iterdir()) == [src]  # no temporary file left either

    old_out = tmp_path / "old.battlemap"
    old_out.write_bytes(b"precious")
    assert main(["import", str(src), "-o", str(old_out), *args]) == 2
    assert old_out.read_bytes() == b"precious"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.uvtt", "old.battlemap"]


def test_cli_import_missing_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.battlemap"
    assert main(["import", str(tmp_path / "nope.dd2vtt"), "-o", str(out)]) == 2
    assert "nope.dd2vtt: no such file" in capsys.readouterr().err
    assert not out.exists()


def test_cli_import_needs_an_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["import", "x.dd2vtt"]) == 2
    assert "-o" in capsys.readouterr().err


# --------------------------------------------------------------------------
# The sample shipped with the project

SAMPLE = samples_dir() / "ruined_chapel.dd2vtt"


@pytest.mark.skipif(not SAMPLE.exists(), reason="the sample has not been generated")
def test_sample_imports() -> None:
    doc = read_uvtt(SAMPLE)
    assert doc.background is not None and doc.background.format == "png"
    kinds = {s.kind for s in doc.board.segments}
    assert {SegmentKind.WALL, SegmentKind.DOOR} <= kinds
    # Some walls are neither horizontal nor vertical.
    assert any(a[0] != b[0] and a[1] != b[1]
               for s in doc.board.segments for a, b in s.pieces())

    # The chapel's walls enclose it but for the breach in the north wall
    # (x 5.3..6.7 on y = 3) and the open west door. Inside, cell (10,7); outside,
    # cell (12,9): every line between them stays in [10,13] x [7,10], where the
    # only boundary is the apse wall holding the CLOSED vestry door -> total.
    assert ranged(with_tokens(doc, (10, 7), (12, 9))).cover == "total"
    # Through the open west door: A outside at (0,5), t inside at (4,5); from
    # A's corner (1,6) the lines meet x = 2 at y 5.67..6, inside the doorway.
    result = ranged(with_tokens(doc, (0, 5), (4, 5)))
    assert result.line_of_effect and result.cover == "none"


@pytest.mark.skipif(not SAMPLE.exists(), reason="the sample has not been generated")
def test_sample_matches_its_generator() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_uvtt_sample",
                                                  SAMPLE.with_name("make_uvtt_sample.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    stored = json.loads(SAMPLE.read_text(encoding="utf-8"))
    built = json.loads(json.dumps(module.build(b"")))
    # The picture's bytes depend on the zlib version; everything else must match.
    assert {k: v for k, v in stored.items() if k != "image"} == \
        {k: v for k, v in built.items() if k != "image"}


@pytest.mark.parametrize("digits", [400, 5000])
def test_integers_too_long_for_a_float_are_refused_by_field(digits: int) -> None:
    text = encode(make_uvtt()).decode().replace('"pixels_per_grid": 8',
                                                '"pixels_per_grid": ' + "9" * digits)
    with pytest.raises(BattlemapError, match="resolution.pixels_per_grid: inf is not a finite"):
        read_uvtt(text.encode(), "m")
    text = encode(make_uvtt()).decode().replace('"range": 4.5', '"range": ' + "9" * digits)
    with pytest.raises(BattlemapError, match=r"lights\[0\]\.range: inf is not a finite"):
        read_uvtt(text.encode(), "m")


# --------------------------------------------------------------------------
# Export: a Battlemap map as Universal VTT, and back

def _lights_of(doc: Document) -> list[tuple[int, int, LightRadii]]:
    return [(lt.x, lt.y, lt.radii) for lt in doc.lights.values()]


def test_round_trip_export_import_keeps_walls_doors_and_lights(tmp_path: Path) -> None:
    from battlemap.core.io.uvtt_export import write_uvtt
    from battlemap.core.model import Background, Board

    board = Board(12, 8, segments=[
        Segment(SegmentKind.WALL, ((0, 0), (5, 0), (5, 3.5))),
        Segment(SegmentKind.WALL, ((7.25, 1), (9, 6))),
        Segment(SegmentKind.DOOR, ((5, 3.5), (5, 5)), open=False),
        Segment(SegmentKind.DOOR, ((8, 7), (10, 7)), open=True),
    ])
    doc = Document(board=board, ambient=Ambient.DARK,
                   background=Background(IMAGE, "png", px_per_square=12.0))
    for i, (x, y, bright, dim) in enumerate([(1, 1, 20, 40), (6, 2, 25, 25), (11, 7, 0, 10),
                                             (3, 6, 100, 100), (0, 7, 0, 0)]):
        doc.lights[f"l{i}"] = Light(f"l{i}", x, y, LightRadii(bright, dim))
    out = tmp_path / "out.dd2vtt"
    write_uvtt(doc, out)
    back = read_uvtt(out)
    assert back.board.segments == board.segments
    assert _lights_of(back) == _lights_of(doc)
    assert (back.board.width, back.board.height) == (12, 8)
    assert back.background is not None and back.background.data == IMAGE
    assert back.background.px_per_square == 12.0
    assert suggested_ambient(back) == Ambient.DARK


def test_export_outlines_painted_wall_cells() -> None:
    from battlemap.core.io.uvtt_export import uvtt_json
    from battlemap.core.model import Board

    board = Board(4, 3)
    board.solid[1, 1:3] = 2  # a 2x1 block of wall cells
    obj = uvtt_json(Document(board=board))
    runs = sorted(tuple((p["x"], p["y"]) for p in line) for line in obj["line_of_sight"])
    assert runs == [((1, 1), (1, 2)), ((1, 1), (3, 1)), ((1, 2), (3, 2)), ((3, 1), (3, 2))]
    painted = with_tokens(Document(board=board), (0, 0), (3, 2))
    outlined = with_tokens(read_uvtt(encode(obj)), (0, 0), (3, 2))
    assert ranged(outlined).cover == ranged(painted).cover


def test_sample_round_trips_with_its_lights(tmp_path: Path) -> None:
    doc = read_uvtt(SAMPLE)
    assert len(doc.lights) == 3  # RULES §8: range 3 -> 5/15 ft; range 5 -> 10/25 ft
    assert _lights_of(doc)[0] == (11, 5, LightRadii(5, 15))
    out = tmp_path / "chapel.dd2vtt"
    assert main(["export", str(SAMPLE), "-o", str(out)]) == 0
    back = read_uvtt(out)
    assert back.board.segments == doc.board.segments
    assert _lights_of(back) == _lights_of(doc)
    assert back.background.data == doc.background.data


def test_cli_export_dd2vtt_refuses_a_missing_folder(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", str(SAMPLE), "-o", str(tmp_path / "no" / "x.dd2vtt")]) == 2
    assert "cannot be written" in capsys.readouterr().err
    assert not (tmp_path / "no").exists()


def test_carried_lights_round_trip_as_placed_lights_where_their_tokens_stand(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The format has no tokens: a carried light goes out at the token's
    centre as it stands now and comes back as a placed light in the cell
    under that centre, with the same ranges; the placed lights are kept."""
    from battlemap.core.io.document_format import save_document
    from battlemap.core.io.uvtt_export import uvtt_json
    from battlemap.core.model import Board, Size, Token

    doc = Document(board=Board(12, 8), ambient=Ambient.DARK)
    doc.lights["lamp"] = Light("lamp", 2, 2, LightRadii(15, 30))
    doc.tokens["torch"] = Token("torch", 5, 3, "Torchbearer", light=LightRadii(20, 40))
    doc.tokens["ogre"] = Token("ogre", 8, 4, "Ogre", Size.LARGE, "foe", light=LightRadii(0, 10))
    doc.tokens["dark"] = Token("dark", 1, 6, "Unlit")
    positions = [(p["position"]["x"], p["position"]["y"], p["range"], p["bright_ft"])
                 for p in uvtt_json(doc)["lights"]]
    assert positions == [(2.5, 2.5, 6.0, 15), (5.5, 3.5, 8.0, 20), (9.0, 5.0, 2.0, 0)]
    path = tmp_path / "lit.battlemap"
    save_document(doc, path)
    out = tmp_path / "lit.dd2vtt"
    assert main(["export", str(path), "-o", str(out)]) == 0
    assert capsys.readouterr().out == (
        f"wrote {out}: 0 walls, 0 doors, 3 lights, 12x8 squares "
        "(2 carried lights exported as placed lights)\n")
    back = read_uvtt(out)
    assert sorted(_lights_of(back)) == [(2, 2, LightRadii(15, 30)), (5, 3, LightRadii(20, 40)),
                                        (9, 5, LightRadii(0, 10))]
    assert back.tokens == {}
    # exported again, the placed lights go to the same points with the same ranges
    again = [(p["position"]["x"], p["position"]["y"], p["range"], p["bright_ft"])
             for p in uvtt_json(back)["lights"]]
    assert sorted(again) == sorted([(2.5, 2.5, 6.0, 15), (5.5, 3.5, 8.0, 20), (9.5, 5.5, 2.0, 0)])
