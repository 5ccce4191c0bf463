"""The `.battlemap` format: round trips, atomic saves, validation, limits, images."""

from __future__ import annotations

import io
import json
import os
import struct
import zipfile
import zlib
from pathlib import Path
from typing import Any, Callable

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from battlemap.core.errors import BattlemapError
from battlemap.core.io import document_format as fmt
from battlemap.core.io.document_format import (
    document_from_bytes, document_to_bytes, load_document, save_document,
)
from battlemap.core.io.images import image_info, sniff_format
from battlemap.core.model import (
    Ambient, Background, Board, Document, Light, LightRadii, PlacedTemplate, Segment,
    SegmentKind, Template, Token,
)
from battlemap.core.model.token import Size


# --------------------------------------------------------------------------
# Image bytes built by hand: only the headers matter to the format.

def png_bytes(width: int, height: int) -> bytes:
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(
            ">I", zlib.crc32(kind + body))

    raw = b"".join(b"\x00" + b"\x10\x20\x30" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def png_header(width: int, height: int) -> bytes:
    """A PNG signature and IHDR only: enough to claim any size cheaply."""
    body = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + body + b"\0\0\0\0"


def jpeg_bytes(width: int, height: int) -> bytes:
    app0 = b"\xff\xe0" + struct.pack(">H", 16) + b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    sof0 = b"\xff\xc0" + struct.pack(">HBHHB", 11, 8, height, width, 1) + b"\x01\x11\x00"
    return b"\xff\xd8" + app0 + sof0 + b"\xff\xda\x00\x02" + b"\x00" * 8 + b"\xff\xd9"


def webp_lossless_bytes(width: int, height: int) -> bytes:
    bits = (width - 1) | ((height - 1) << 14)
    payload = b"\x2f" + struct.pack("<I", bits) + b"\x00" * 8
    chunk = b"VP8L" + struct.pack("<I", len(payload)) + payload
    return b"RIFF" + struct.pack("<I", 4 + len(chunk)) + b"WEBP" + chunk


def webp_lossy_bytes(width: int, height: int) -> bytes:
    payload = b"\x00\x00\x00" + b"\x9d\x01\x2a" + struct.pack("<HH", width, height) + b"\0" * 8
    chunk = b"VP8 " + struct.pack("<I", len(payload)) + payload
    return b"RIFF" + struct.pack("<I", 4 + len(chunk)) + b"WEBP" + chunk


def webp_extended_bytes(width: int, height: int) -> bytes:
    payload = b"\x10\x00\x00\x00" + (width - 1).to_bytes(3, "little") + (
        height - 1).to_bytes(3, "little")
    chunk = b"VP8X" + struct.pack("<I", len(payload)) + payload
    return b"RIFF" + struct.pack("<I", 4 + len(chunk)) + b"WEBP" + chunk


# --------------------------------------------------------------------------
# A document using every feature of the format.

def full_document(background: Background | None = None) -> Document:
    board = Board(7, 5)
    board.solid[1, 2] = 2  # wall
    board.solid[3, 4] = 1  # low
    board.obscure[:, 6] = [0, 1, 2, 3, 4]
    board.segments = [
        Segment(SegmentKind.WALL, ((0, 0), (0, 5), (3.5, 5.25))),
        Segment(SegmentKind.LOW, ((1, 1), (2, 1))),
        Segment(SegmentKind.DOOR, ((3, 0), (3, 1)), open=True),
        Segment(SegmentKind.DOOR, ((4, 0), (4, 1)), open=False),
        Segment(SegmentKind.WINDOW, ((5, 2), (6, 2))),
    ]
    tokens = [
        Token("hero", 0, 0, name="Aria", size=Size.MEDIUM, faction="pc", reach_ft=10,
              conditions=frozenset({"prone", "blessed", "invisible"}), darkvision_ft=60,
              low_light=True, see_invisible=True, improved_cover=True, hidden=True,
              light=LightRadii(20, 40)),
        Token("ogre", 5, 3, name="Ogre", size=Size.LARGE, faction="foe"),
        Token("rat", 1, 4, name="", size=Size.TINY, faction="vermin", reach_ft=None),
    ]
    return Document(
        board=board,
        tokens={t.id: t for t in tokens},
        ruleset="pf1e",
        options={"partial_cover": True, "nested": {"list": [1, 2.5, "three", None]}},
        background=background,
        metadata={"title": "Crypt – level 2", "author": "GM", "tags": ["dungeon"]},
        extras={"lights": [{"x": 1.5, "y": 2.5, "radius": 4}]},
        templates={p.name: p for p in (
            PlacedTemplate("fireball", Template("burst", radius_ft=20), (3, 2), "hero"),
            PlacedTemplate("breath", Template("cone", length_ft=15, direction="se"), (0, 0), None),
            PlacedTemplate("bolt", Template("line", end=(7, 5), side="left"), (1, 1), "gone"),
        )},
        ambient=Ambient.DARK,
        lights={"sconce": Light("sconce", 6, 4, LightRadii(0, 15), "Sconce"),
                "l2": Light("l2", 2, 2, LightRadii(5, 5))},
    )


def json_of(data: bytes) -> dict[str, Any]:
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        return json.loads(zf.read("document.json"))


def zip_of(obj: dict[str, Any], files: dict[str, bytes] | None = None) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("document.json", json.dumps(obj))
        for name, data in (files or {}).items():
            zf.writestr(name, data)
    return buffer.getvalue()


def base_json() -> dict[str, Any]:
    return json_of(document_to_bytes(full_document()))


# --------------------------------------------------------------------------
# Round trips

@pytest.mark.parametrize("background", [
    None,
    Background(png_bytes(40, 30), "png", 64.0, 12.5, -3.0),
    Background(jpeg_bytes(640, 480), "jpeg", 70.0, 0.0, 0.0),
    Background(webp_lossless_bytes(123, 45), "webp", 100.0, 1.0, 2.0),
], ids=["none", "png", "jpeg", "webp"])
def test_round_trip_through_bytes(background: Background | None) -> None:
    doc = full_document(background)
    data = document_to_bytes(doc)
    back = document_from_bytes(data)
    assert back == doc
    assert list(back.tokens) == list(doc.tokens)  # insertion order kept
    assert document_to_bytes(back) == data  # stable: equal documents, equal bytes


def test_zip_layout_and_json_schema() -> None:
    bg = Background(png_bytes(8, 8), "png", 50.0, 1.0, 2.0)
    data = document_to_bytes(full_document(bg))
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        assert sorted(zf.namelist()) == ["background.png", "document.json"]
        assert zf.read("background.png") == bg.data
    obj = json_of(data)
    assert obj["format"] == "battlemap" and obj["version"] == fmt.CURRENT_VERSION
    board = obj["board"]
    assert board["solid"][1] == "..#...." and board["solid"][3] == "....=.."
    assert [row[6] for row in board["obscure"]] == list(".~%:*")
    assert board["segments"][2] == {"kind": "door", "points": [[3, 0], [3, 1]], "open": True}
    hero = obj["tokens"][0]
    assert hero["conditions"] == ["blessed", "invisible", "prone"]  # sorted
    assert set(hero) == {
        "id", "name", "x", "y", "size", "faction", "reach_ft", "conditions",
        "darkvision_ft", "low_light", "see_invisible", "improved_cover", "hidden", "light", "art"}
    assert hero["light"] == {"bright_ft": 20, "dim_ft": 40}
    assert obj["ambient"] == "dark"
    assert obj["lights"][0] == {"id": "sconce", "at": [6, 4], "bright_ft": 0, "dim_ft": 15,
                                "name": "Sconce"}
    assert obj["tokens"][2]["reach_ft"] is None
    assert obj["background"] == {"file": "background.png", "format": "png",
                                 "px_per_square": 50.0, "offset_x": 1.0, "offset_y": 2.0}


def test_jpeg_background_is_stored_as_jpg() -> None:
    data = document_to_bytes(full_document(Background(jpeg_bytes(5, 5), "jpeg")))
    assert json_of(data)["background"]["file"] == "background.jpg"


def test_plain_json_document_with_defaults(tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps({
        "format": "battlemap", "version": 1,
        "board": {"width": 3, "height": 2, "solid": ["#..", "..="]},
        "tokens": [{"id": "a", "x": 0, "y": 1}, {"id": "b", "x": 2, "y": 0, "faction": "foe"}],
    }))
    doc = load_document(path)
    assert doc.board.width == 3 and doc.board.solid[0, 0] == 2 and doc.board.solid[1, 2] == 1
    assert not doc.board.obscure.any() and doc.board.segments == []
    assert doc.ruleset == "dnd35" and doc.background is None
    assert doc.tokens["a"] == Token("a", 0, 1)
    assert doc.tokens["b"].faction == "foe"


def test_plain_json_background_next_to_the_file(tmp_path: Path) -> None:
    (tmp_path / "floor.png").write_bytes(png_bytes(10, 10))
    obj = base_json()
    obj["background"] = {"file": "floor.png", "format": "png", "px_per_square": 20}
    (tmp_path / "doc.json").write_text(json.dumps(obj))
    doc = load_document(tmp_path / "doc.json")
    assert doc.background == Background(png_bytes(10, 10), "png", 20.0, 0.0, 0.0)
    # From memory there is no folder to look in.
    with pytest.raises(BattlemapError, match="cannot refer to a file"):
        document_from_bytes(json.dumps(obj).encode())


def test_json_with_bom_is_accepted() -> None:
    obj = base_json()
    doc = document_from_bytes(b"\xef\xbb\xbf" + json.dumps(obj).encode())
    assert doc == full_document()


# --------------------------------------------------------------------------
# Saving

def test_save_and_load_keep_one_backup(tmp_path: Path) -> None:
    path = tmp_path / "map.battlemap"
    first = full_document()
    save_document(first, path)
    assert load_document(path) == first
    assert not (tmp_path / "map.battlemap.bak").exists()

    second = full_document()
    second.metadata["title"] = "second"
    save_document(second, path)
    assert load_document(path) == second
    assert load_document(tmp_path / "map.battlemap.bak") == first

    third = full_document()
    third.metadata["title"] = "third"
    save_document(third, path)
    assert load_document(tmp_path / "map.battlemap.bak") == second
    assert sorted(p.name for p in tmp_path.iterdir()) == ["map.battlemap", "map.battlemap.bak"]


def test_failed_replace_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "map.battlemap"
    save_document(full_document(), path)
    before = path.read_bytes()

    def broken_replace(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    changed = full_document()
    changed.metadata["title"] = "lost"
    with pytest.raises(BattlemapError, match="No space left on device") as info:
        save_document(changed, path)
    assert info.value.source == str(path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["map.battlemap"]  # no temp files left


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="needs POSIX permissions that apply to this user")
def test_unwritable_folder(tmp_path: Path) -> None:
    path = tmp_path / "map.battlemap"
    save_document(full_document(), path)
    before = path.read_bytes()
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(BattlemapError, match="could not save"):
            save_document(Document(Board(2, 2)), path)
    finally:
        tmp_path.chmod(0o700)
    assert path.read_bytes() == before


def test_unsaveable_option_is_a_clear_error(tmp_path: Path) -> None:
    doc = full_document()
    doc.options["bad"] = float("nan")
    with pytest.raises(BattlemapError, match="cannot be saved"):
        save_document(doc, tmp_path / "x.battlemap")
    assert not list(tmp_path.iterdir())


def test_background_format_must_match_its_bytes() -> None:
    doc = full_document(Background(png_bytes(4, 4), "jpeg"))
    with pytest.raises(BattlemapError, match="background.format"):
        document_to_bytes(doc)


# --------------------------------------------------------------------------
# Validation: each problem names the field.

def mutate(change: Callable[[dict[str, Any]], Any]) -> bytes:
    obj = base_json()
    change(obj)
    return zip_of(obj)


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(obj: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = obj
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        if last.isdigit():
            target[int(last)] = value
        else:
            target[last] = value
    return change


BAD_DOCUMENTS: list[tuple[str, Callable[[dict[str, Any]], Any], str]] = [
    ("bad size", _set("tokens.1.size", "enormous"), r"tokens\[1\]\.size: 'enormous' is not a size"),
    ("x not int", _set("tokens.0.x", 1.5), r"tokens\[0\]\.x: must be a whole number"),
    ("bool as int", _set("tokens.0.darkvision_ft", True), r"tokens\[0\]\.darkvision_ft"),
    ("negative reach", _set("tokens.0.reach_ft", -5), r"tokens\[0\]\.reach_ft: -5 is less than 0"),
    ("duplicate id", _set("tokens.1.id", "hero"), r"tokens\[1\]\.id: .*already has the id 'hero'"),
    ("empty id", _set("tokens.1.id", ""), r"tokens\[1\]\.id: must not be empty"),
    ("off board", _set("tokens.1.x", 6), r"tokens\[1\]: token 'ogre' at \(6, 3\).*off the 7x5 board"),
    ("negative y", _set("tokens.0.y", -1), r"tokens\[0\]: .*off the"),
    ("token typo", _set("tokens.0.reach", 5), r"tokens\[0\]: unknown field 'reach'"),
    ("no id", lambda o: o["tokens"][0].pop("id"), r"tokens\[0\]: the field 'id' is missing"),
    ("bad condition", _set("tokens.0.conditions", ["prone", 3]), r"tokens\[0\]\.conditions\[1\]"),
    ("unknown ruleset", _set("ruleset", "gurps"), r"ruleset: unknown ruleset 'gurps'"),
    ("newer version", _set("version", 4), r"version: .*newer Battlemap \(format version 4\)"),
    ("template shape", _set("templates.0.shape", "circle"),
     r"templates\[0\]: unknown template shape 'circle'"),
    ("template radius", _set("templates.0.radius_ft", 7), r"templates\[0\]: template radius_ft 7"),
    ("template origin", _set("templates.0.origin", [8, 0]), r"templates\[0\]\.origin"),
    ("template name", _set("templates.1.name", "fireball"),
     r"templates\[1\]\.name: 'fireball' is used by another template"),
    ("template field", _set("templates.0.colour", "red"),
     r"templates\[0\]: unknown template field 'colour'"),
    ("bad ambient", _set("ambient", "gloomy"), r"ambient: 'gloomy' is not a light level"),
    ("dim below bright", _set("lights.0.bright_ft", 20), r"lights\[0\]\.dim_ft: 15 is less than bright_ft 20"),
    ("huge radius", _set("lights.0.dim_ft", 1005), r"lights\[0\]\.dim_ft: 1005 is more than 1000"),
    ("light off board", _set("lights.1.at", [7, 0]), r"lights\[1\]\.at: 7 is more than 6"),
    ("light twice", _set("lights.1.id", "sconce"), r"lights\[1\]\.id: the id 'sconce' is used twice"),
    ("light typo", _set("lights.0.radius", 5), r"lights\[0\]: unknown field 'radius'"),
    ("token light", _set("tokens.0.light", {"bright_ft": 5}), r"tokens\[0\]\.light: the field 'dim_ft' is missing"),
    ("version zero", _set("version", 0), r"version: 0 is not a format version"),
    ("version text", _set("version", "1"), r"version: '1' is not a format version"),
    ("wrong format", _set("format", "foundry"), r"is not a Battlemap document"),
    ("ragged solid", _set("board.solid.1", "..."), r"board\.solid\[1\]: has 3 cells; the board is 7 wide"),
    ("short solid", lambda o: o["board"]["solid"].pop(), r"board\.solid: has 4 rows; the board is 5 high"),
    ("bad solid char", _set("board.solid.2", "...x..."), r"board\.solid\[2\]: unknown character 'x' at x = 3"),
    ("solid uses fog", _set("board.solid.0", "~......"), r"board\.solid\[0\]: unknown character '~'"),
    ("non-ascii obscure", _set("board.obscure.4", "......é"), r"board\.obscure\[4\]: unknown character 'é' at x = 6"),
    ("row not text", _set("board.obscure.0", 7), r"board\.obscure\[0\]: must be text"),
    ("too wide", _set("board.width", 1001), r"board\.width: 1001 is more than 1000"),
    ("zero high", _set("board.height", 0), r"board\.height: 0 is less than 1"),
    ("board typo", _set("board.segs", []), r"board: unknown field 'segs'"),
    ("segment kind", _set("board.segments.0.kind", "fence"), r"board\.segments\[0\]\.kind: 'fence' is not a segment kind"),
    ("one point", _set("board.segments.1.points", [[0, 0]]), r"board\.segments\[1\]\.points: a segment needs at least 2 points"),
    ("bad point", _set("board.segments.1.points", [[0, 0], [1]]), r"board\.segments\[1\]\.points\[1\]: must be a pair"),
    ("text point", _set("board.segments.1.points", [[0, 0], [1, "2"]]), r"board\.segments\[1\]\.points\[1\]: must be a number"),
    ("open not bool", _set("board.segments.2.open", 1), r"board\.segments\[2\]\.open: must be true or false"),
    ("options list", _set("options", [1]), r"options: must be a table"),
    ("top typo", _set("rulset", "dnd35"), r"unknown field 'rulset'"),
    ("no board", lambda o: o.pop("board"), r"the field 'board' is missing"),
    ("bg no file", _set("background", {"file": "background.png", "format": "png"}),
     r"background\.file: the archive has no file 'background\.png'"),
    ("bg path", _set("background", {"file": "../etc/passwd", "format": "png"}),
     r"background\.file: .*plain file name"),
    ("bg format", _set("background", {"file": "b.png", "format": "gif"}),
     r"background\.format: 'gif' is not an image format"),
    ("bg scale", _set("background", {"file": "b.png", "format": "png", "px_per_square": 0}),
     r"background\.px_per_square: must be more than 0, not 0"),
]


@pytest.mark.parametrize("change, message", [(c, m) for _, c, m in BAD_DOCUMENTS],
                         ids=[name for name, _, _ in BAD_DOCUMENTS])
def test_invalid_documents_name_the_field(change: Callable[..., Any], message: str) -> None:
    with pytest.raises(BattlemapError, match=message) as info:
        document_from_bytes(mutate(change), source="maps/crypt.battlemap")
    assert info.value.source == "maps/crypt.battlemap"
    assert str(info.value).startswith("maps/crypt.battlemap: ")
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("files, background, message", [
    ({"b.png": b"GIF89a...."}, {"file": "b.png", "format": "png"},
     r"background\.file \(b\.png\): is not a PNG, JPEG or WebP image"),
    ({"b.png": png_bytes(3, 3)}, {"file": "b.png", "format": "webp"},
     r"background\.format: is 'webp' but 'b\.png' is a png image"),
    ({"b.png": png_header(20_000, 10_001)}, {"file": "b.png", "format": "png"},
     r"20000x10001 pixels \(200\.0 megapixels\); the limit is 200 megapixels"),
    ({"b.png": b"\x89PNG\r\n\x1a\n\0\0\0\rIHDX"}, {"file": "b.png", "format": "png"},
     r"the PNG image header is damaged"),
])
def test_bad_backgrounds(files: dict[str, bytes], background: dict[str, Any], message: str) -> None:
    obj = base_json()
    obj["background"] = background
    with pytest.raises(BattlemapError, match=message):
        document_from_bytes(zip_of(obj, files))


def test_background_at_the_pixel_limit_is_accepted() -> None:
    obj = base_json()
    obj["background"] = {"file": "b.png", "format": "png"}
    doc = document_from_bytes(zip_of(obj, {"b.png": png_header(20_000, 10_000)}))
    assert doc.background is not None and doc.background.format == "png"


@pytest.mark.parametrize("data, message", [
    (b"", "is neither a Battlemap document"),
    (b"\x00\x01binary", "is neither a Battlemap document"),
    (b'{"format": "battlemap", "version": 1,', r"is not valid JSON: .*line 1"),
    (b'{"format": "battlemap", "version": NaN}', r"is not valid JSON: NaN is not allowed"),
    (b"{\xff}", "is not UTF-8 text"),
    (b"[" * 100_000, "is neither a Battlemap document"),
    (b"{" + b'"a":[' * 100_000, "is not valid JSON"),
    (b"PK\x03\x04 this is not really a zip", "is a damaged zip archive"),
    (b'["format", "battlemap"]', "is neither a Battlemap document"),
    (b'{"version": 1}', "is not a Battlemap document"),
])
def test_unreadable_bytes(data: bytes, message: str) -> None:
    with pytest.raises(BattlemapError, match=message) as info:
        document_from_bytes(data, source="x.battlemap")
    assert str(info.value).startswith("x.battlemap: ")


def test_zip_without_document_json() -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        zf.writestr("readme.txt", "hello")
    with pytest.raises(BattlemapError, match="zip archive without document.json"):
        document_from_bytes(buffer.getvalue())


def test_numbers_too_large_for_a_float() -> None:
    obj = base_json()
    obj["board"]["segments"][0]["points"][1] = ["@X@", 0]
    data = json.dumps(obj).replace('"@X@"', "1e999").encode()  # parses as infinity
    with pytest.raises(BattlemapError, match=r"board\.segments\[0\]\.points\[1\]: inf is not a finite"):
        document_from_bytes(data)


# --------------------------------------------------------------------------
# Limits

def test_token_limit() -> None:
    obj = base_json()
    obj["board"] = {"width": 1000, "height": 1000}
    obj["tokens"] = [{"id": f"t{i}", "x": i % 1000, "y": i // 1000}
                     for i in range(fmt.MAX_TOKENS + 1)]
    with pytest.raises(BattlemapError, match="tokens: has 5,001 items; the limit is 5,000"):
        document_from_bytes(zip_of(obj))
    obj["tokens"].pop()
    assert len(document_from_bytes(zip_of(obj)).tokens) == 5000


def test_segment_limits() -> None:
    obj = base_json()
    obj["board"]["segments"] = [{"kind": "wall", "points": [[0, 0], [1, 0]]}] * (
        fmt.MAX_SEGMENTS + 1)
    with pytest.raises(BattlemapError, match=r"board\.segments: has 100,001 items"):
        document_from_bytes(zip_of(obj))
    obj["board"]["segments"] = [{"kind": "wall", "points": [[i, 0] for i in range(10_001)]}]
    with pytest.raises(BattlemapError, match=r"board\.segments\[0\]\.points: has 10,001 items"):
        document_from_bytes(zip_of(obj))


def test_total_point_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fmt, "MAX_TOTAL_POINTS", 10)
    obj = base_json()
    obj["board"]["segments"] = [{"kind": "wall", "points": [[0, 0], [1, 0], [2, 0]]}] * 4
    with pytest.raises(BattlemapError, match="more than 10 points in all"):
        document_from_bytes(zip_of(obj))


def test_the_largest_board_round_trips() -> None:
    doc = Document(Board(1000, 1000))
    doc.board.solid[::7, ::3] = 2
    doc.board.obscure[5, :] = 4
    assert document_from_bytes(document_to_bytes(doc)) == doc


def test_zip_entries_are_checked_before_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fmt, "MAX_JSON_BYTES", 1000)
    obj = base_json()
    obj["metadata"] = {"padding": " " * 100_000}  # compresses to almost nothing
    data = zip_of(obj)
    assert len(data) < 4000

    def no_reading(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("an oversized entry was opened")

    monkeypatch.setattr(zipfile.ZipFile, "open", no_reading)
    with pytest.raises(BattlemapError, match="'document.json' unpacks to more than"):
        document_from_bytes(data)


def test_lying_entry_size_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """A central directory understating an entry's size: the reader stops at
    the claimed size (zipfile then sees a bad CRC), never reading the rest."""
    obj = base_json()
    obj["metadata"] = {"padding": " " * 100_000}
    data = zip_of(obj)
    real_getinfo = zipfile.ZipFile.getinfo

    def lying_getinfo(self: zipfile.ZipFile, name: str) -> zipfile.ZipInfo:
        info = real_getinfo(self, name)
        info.file_size = 10  # what a hostile central directory could claim
        return info

    monkeypatch.setattr(zipfile.ZipFile, "getinfo", lying_getinfo)
    monkeypatch.setattr(fmt, "MAX_JSON_BYTES", 1000)
    with pytest.raises(BattlemapError, match="'document.json' is damaged"):
        document_from_bytes(data)


def test_file_size_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "big.battlemap"
    save_document(full_document(), path)
    monkeypatch.setattr(fmt, "MAX_FILE_BYTES", 100)
    with pytest.raises(BattlemapError, match="the limit is"):
        load_document(path)


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(BattlemapError, match="no such file") as info:
        load_document(tmp_path / "nope.battlemap")
    assert info.value.source == str(tmp_path / "nope.battlemap")
    with pytest.raises(BattlemapError, match="is a folder"):
        load_document(tmp_path)


def test_too_many_zip_entries() -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        zf.writestr("document.json", json.dumps(base_json()))
        for i in range(fmt.MAX_ZIP_ENTRIES):
            zf.writestr(f"junk{i}", "")
    with pytest.raises(BattlemapError, match=f"holds {fmt.MAX_ZIP_ENTRIES + 1} files"):
        document_from_bytes(buffer.getvalue())


# --------------------------------------------------------------------------
# Versions

def test_migrations_upgrade_older_versions(monkeypatch: pytest.MonkeyPatch) -> None:
    old = base_json()
    old["version"] = 1
    old.pop("play", None)

    def v1_to_v2(obj: dict[str, Any]) -> dict[str, Any]:
        obj = dict(obj)
        obj["metadata"] = {**obj["metadata"], "migrated": True}
        return obj

    monkeypatch.setattr(fmt, "CURRENT_VERSION", 2)
    monkeypatch.setattr(fmt, "MIGRATIONS", {1: v1_to_v2})
    doc = document_from_bytes(zip_of(old))
    assert doc.metadata["migrated"] is True
    assert json_of(document_to_bytes(doc))["version"] == 2

    monkeypatch.setattr(fmt, "MIGRATIONS", {})
    with pytest.raises(BattlemapError, match="format version 1 can no longer be read"):
        document_from_bytes(zip_of(old))


def test_version_2_documents_have_no_templates() -> None:
    old = base_json()
    old["version"] = 2
    old.pop("templates")
    doc = document_from_bytes(zip_of(old))
    assert doc.templates == {} and doc.tokens == full_document().tokens
    assert json_of(document_to_bytes(doc))["version"] == fmt.CURRENT_VERSION == 3


def test_a_version_2_document_is_lit_everywhere_and_has_no_light_sources() -> None:
    old = base_json()
    old["version"] = 2
    del old["ambient"], old["lights"]
    for token in old["tokens"]:
        del token["light"]
    doc = document_from_bytes(zip_of(old))
    assert doc.ambient == Ambient.BRIGHT and doc.lights == {}
    assert all(t.light is None for t in doc.tokens.values())
    assert json_of(document_to_bytes(doc))["version"] == 3


# --------------------------------------------------------------------------
# Image headers

@pytest.mark.parametrize("data, expected", [
    (png_bytes(17, 3), ("png", 17, 3)),
    (jpeg_bytes(1920, 1080), ("jpeg", 1920, 1080)),
    (webp_lossless_bytes(16384, 1), ("webp", 16384, 1)),
    (webp_lossy_bytes(300, 200), ("webp", 300, 200)),
    (webp_extended_bytes(70_000, 3), ("webp", 70_000, 3)),
])
def test_image_headers(data: bytes, expected: tuple[str, int, int]) -> None:
    info = image_info(data)
    assert (info.format, info.width, info.height) == expected
    assert sniff_format(data) == expected[0]


@pytest.mark.parametrize("data, message", [
    (b"GIF89a", "is not a PNG, JPEG or WebP image"),
    (b"", "is not a PNG, JPEG or WebP image"),
    (png_bytes(1, 1)[:20], "PNG image header is damaged"),
    (b"\xff\xd8\xff\xe0\x00\x10JFIF", "JPEG image header is damaged"),
    (b"\xff\xd8\xff\xda\x00\x02\xff\xd9", "JPEG image header is damaged"),
    (b"RIFF\0\0\0\0WEBPVP8 short", "WebP image header is damaged"),
    (png_header(0, 5), "PNG image has no size"),
])
def test_bad_image_headers(data: bytes, message: str) -> None:
    with pytest.raises(BattlemapError, match=message):
        image_info(data, "bg.png")


@pytest.mark.parametrize("qt_format, quality, alpha", [
    ("PNG", -1, False), ("JPEG", 85, False), ("WEBP", 100, False), ("WEBP", 80, False),
    ("WEBP", 80, True),
])
def test_headers_of_real_images_agree_with_qt(qapp: Any, qt_format: str, quality: int,
                                              alpha: bool) -> None:
    qtgui = pytest.importorskip("PySide6.QtGui")
    qtcore = pytest.importorskip("PySide6.QtCore")
    if qt_format.lower().encode() not in [bytes(f) for f in
                                          qtgui.QImageWriter.supportedImageFormats()]:
        pytest.skip(f"this Qt cannot write {qt_format}")
    image_format = qtgui.QImage.Format_ARGB32 if alpha else qtgui.QImage.Format_RGB32
    for width, height in [(1, 1), (301, 17), (64, 480)]:
        image = qtgui.QImage(width, height, image_format)
        image.fill(0x80336699)
        array = qtcore.QByteArray()
        buffer = qtcore.QBuffer(array)
        buffer.open(qtcore.QIODevice.WriteOnly)
        assert image.save(buffer, qt_format, quality)
        info = image_info(bytes(array))
        assert (info.width, info.height) == (width, height)
        assert info.format == {"PNG": "png", "JPEG": "jpeg", "WEBP": "webp"}[qt_format]


# --------------------------------------------------------------------------
# Property: any document survives the trip.

json_scalars = st.none() | st.booleans() | st.integers(-2**53, 2**53) | st.floats(
    allow_nan=False, allow_infinity=False) | st.text(max_size=8)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                max_size=3),
    max_leaves=8,
)


@st.composite
def documents(draw: st.DrawFn) -> Document:
    width = draw(st.integers(1, 12))
    height = draw(st.integers(1, 12))
    board = Board(
        width, height,
        np.array(draw(st.lists(st.integers(0, 2), min_size=width * height,
                               max_size=width * height)), np.uint8).reshape(height, width),
        np.array(draw(st.lists(st.integers(0, 4), min_size=width * height,
                               max_size=width * height)), np.uint8).reshape(height, width),
    )
    coords = st.floats(-50, 50, allow_nan=False)
    board.segments = draw(st.lists(st.builds(
        Segment, st.sampled_from(list(SegmentKind)),
        st.lists(st.tuples(coords, coords), min_size=2, max_size=5).map(tuple),
        st.booleans()), max_size=4))
    tokens: dict[str, Token] = {}
    for token_id in draw(st.lists(st.text(min_size=1, max_size=6), unique=True, max_size=5)):
        size = draw(st.sampled_from([s for s in Size if s.footprint <= min(width, height)]))
        n = size.footprint
        tokens[token_id] = Token(
            token_id, draw(st.integers(0, width - n)), draw(st.integers(0, height - n)),
            name=draw(st.text(max_size=6)), size=size,
            faction=draw(st.sampled_from(["pc", "foe", "", "neutral"])),
            reach_ft=draw(st.none() | st.integers(0, 100)),
            conditions=frozenset(draw(st.lists(st.text(min_size=1, max_size=8), max_size=3))),
            darkvision_ft=draw(st.integers(0, 120)), low_light=draw(st.booleans()),
            see_invisible=draw(st.booleans()), improved_cover=draw(st.booleans()),
            hidden=draw(st.booleans()),
        )
    image = draw(st.sampled_from([(png_bytes(3, 2), "png"), (jpeg_bytes(9, 9), "jpeg")]))
    background = draw(st.none() | st.builds(
        Background, st.just(image[0]), st.just(image[1]), st.floats(0.5, 500), coords, coords))
    return Document(
        board=board, tokens=tokens,
        ruleset=draw(st.sampled_from(["dnd35", "pf1e", "sf1e", "graded", "dnd4e"])),
        options=draw(st.dictionaries(st.text(max_size=6), json_values, max_size=3)),
        background=background,
        metadata=draw(st.dictionaries(st.text(max_size=6), json_values, max_size=3)),
        extras=draw(st.dictionaries(st.text(max_size=6), json_values, max_size=3)),
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(documents())
def test_any_document_round_trips(doc: Document) -> None:
    data = document_to_bytes(doc)
    back = document_from_bytes(data)
    assert back == doc
    assert list(back.tokens) == list(doc.tokens)
    assert document_to_bytes(back) == data
