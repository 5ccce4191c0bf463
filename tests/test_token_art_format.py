"""Token art in the `.battlemap` format and its edit: round trips, one file
per picture, clear one-line errors for bad pictures, undo."""

from __future__ import annotations

import io
import json
import zipfile
from dataclasses import replace
from pathlib import Path

import pytest

from battlemap.core.edits import SetTokenArt
from battlemap.core.errors import BattlemapError
from battlemap.core.io import art_format
from battlemap.core.io.art_format import art_file_name
from battlemap.core.io.document_format import (
    document_from_bytes, document_to_bytes, load_document, save_document,
)
from battlemap.core.io.images import MAX_ART_PIXELS
from battlemap.core.model import Board, Document, Token, TokenArt

from strategies import tiny_png
from test_document_format import (
    full_document, jpeg_bytes, json_of, png_header, webp_lossless_bytes, zip_of,
)

RED = TokenArt(tiny_png(4, 4, b"\xff\x00\x00"), "png")
GREEN = TokenArt(tiny_png(3, 5, b"\x00\xff\x00"), "png")


def entries(data: bytes) -> list[str]:
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        return zf.namelist()


def goblins(n: int, art: TokenArt | None) -> Document:
    doc = Document(Board(10, 10))
    for i in range(n):
        doc.tokens[f"g{i}"] = Token(f"g{i}", i % 10, i // 10, name=f"Goblin {i}", art=art)
    return doc


@pytest.mark.parametrize("art", [
    RED, TokenArt(jpeg_bytes(64, 48), "jpeg"), TokenArt(webp_lossless_bytes(30, 30), "webp"),
], ids=["png", "jpeg", "webp"])
def test_round_trip_keeps_the_picture(art: TokenArt) -> None:
    doc = full_document()
    doc.tokens["ogre"] = replace(doc.tokens["ogre"], art=art)
    data = document_to_bytes(doc)
    back = document_from_bytes(data)
    assert back == doc
    assert back.tokens["ogre"].art == art and back.tokens["hero"].art is None
    token_json = {t["id"]: t for t in json_of(data)["tokens"]}
    assert token_json["ogre"]["art"] == {"file": art_file_name(art), "format": art.format}
    assert token_json["hero"]["art"] is None
    assert art_file_name(art) in entries(data)
    assert document_to_bytes(back) == data  # equal documents, equal bytes


def test_twenty_goblins_store_their_picture_once() -> None:
    doc = goblins(20, RED)
    # equal bytes in distinct objects count as the same picture too
    doc.tokens["g19"] = replace(doc.tokens["g19"], art=TokenArt(bytes(RED.data), "png"))
    doc.tokens["g3"] = replace(doc.tokens["g3"], art=GREEN)
    data = document_to_bytes(doc)
    names = entries(data)
    assert sorted(names) == sorted(["document.json", art_file_name(RED), art_file_name(GREEN)])
    back = document_from_bytes(data)
    arts = {id(t.art) for t in back.tokens.values() if t.art == RED}
    assert len(arts) == 1  # the tokens share one picture in memory as well
    assert back == doc


def test_saved_file_and_plain_json_with_art_beside_it(tmp_path: Path) -> None:
    doc = goblins(3, GREEN)
    path = tmp_path / "map.battlemap"
    save_document(doc, path)
    assert load_document(path) == doc
    # a hand-written JSON document finds its pictures next to it
    (tmp_path / "gob.png").write_bytes(GREEN.data)
    obj = json_of(path.read_bytes())
    for token in obj["tokens"]:
        token["art"] = {"file": "gob.png", "format": "png"}
    (tmp_path / "map.json").write_text(json.dumps(obj))
    assert load_document(tmp_path / "map.json") == doc


def test_version_3_files_without_art_still_load() -> None:
    obj = json_of(document_to_bytes(full_document()))
    for token in obj["tokens"]:
        del token["art"]
    assert obj["version"] == 3
    assert document_from_bytes(zip_of(obj)) == full_document()


def with_art_entry(file_name: str, data: bytes, fmt: str = "png") -> bytes:
    obj = json_of(document_to_bytes(goblins(1, None)))
    obj["tokens"][0]["art"] = {"file": file_name, "format": fmt}
    return zip_of(obj, {file_name: data} if data is not None else {})


@pytest.mark.parametrize("name, data, fmt, message", [
    ("a.png", b"not an image at all", "png",
     r"^<bytes>: tokens\[0\]\.art\.file \(a\.png\): is not a PNG, JPEG or WebP image$"),
    ("a.png", png_header(100_000, 100_000), "png",
     r"tokens\[0\]\.art\.file \(a\.png\): the image is 100000x100000 pixels .*the limit is 25 megapixels$"),
    ("a.png", tiny_png(2, 2), "jpeg",
     r"tokens\[0\]\.art\.format: is 'jpeg' but 'a\.png' is a png image$"),
    ("a.png", None, "png", r"tokens\[0\]\.art\.file: the archive has no file 'a\.png'$"),
    ("../a.png", tiny_png(2, 2), "png", r"must be a plain file name, not a path$"),
    ("a.gif", tiny_png(2, 2), "gif", r"tokens\[0\]\.art\.format: .*'gif'"),
], ids=["garbage", "huge", "wrong-format", "missing", "path", "gif"])
def test_bad_pictures_are_refused_in_one_line(name, data, fmt, message) -> None:
    with pytest.raises(BattlemapError, match=message) as info:
        document_from_bytes(with_art_entry(name, data, fmt))
    assert "\n" not in str(info.value)


def test_an_oversized_art_file_is_refused_before_reading(monkeypatch) -> None:
    monkeypatch.setattr(art_format, "MAX_ART_BYTES", 100)
    with pytest.raises(BattlemapError, match=r"tokens\[0\]\.art\.file: 'a\.png' unpacks to more"):
        document_from_bytes(with_art_entry("a.png", tiny_png(40, 40) + b"\0" * 200))


def test_too_many_different_pictures(monkeypatch) -> None:
    monkeypatch.setattr(art_format, "MAX_TOKEN_ARTS", 2)
    doc = goblins(3, None)
    for i, token in enumerate(list(doc.tokens.values())):
        doc.tokens[token.id] = replace(token, art=TokenArt(tiny_png(1, i + 1), "png"))
    with pytest.raises(BattlemapError, match="more than 2 different pictures"):
        document_to_bytes(doc)
    doc.tokens["g2"] = replace(doc.tokens["g2"], art=doc.tokens["g0"].art)
    data = document_to_bytes(doc)  # two pictures: fine
    obj = json_of(data)
    obj["tokens"][2]["art"] = {"file": "c.png", "format": "png"}
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        files = {n: zf.read(n) for n in zf.namelist() if n != "document.json"}
    files["c.png"] = tiny_png(5, 5)
    with pytest.raises(BattlemapError, match=r"tokens\[2\]\.art: .*more than 2 different"):
        document_from_bytes(zip_of(obj, files))


@pytest.mark.parametrize("art, message", [
    (TokenArt(b"garbage", "png"), r"token 'g0' art: is not a PNG, JPEG or WebP image$"),
    (TokenArt(tiny_png(2, 2), "webp"), r"token 'g0' art\.format: is 'webp' but the image is a png"),
    (TokenArt(png_header(6000, 6000), "png"), r"36\.0 megapixels\); the limit is 25 megapixels$"),
], ids=["garbage", "wrong-format", "huge"])
def test_saving_refuses_what_reading_would_refuse(tmp_path: Path, art, message) -> None:
    path = tmp_path / "map.battlemap"
    save_document(goblins(2, None), path)
    before = path.read_bytes()
    with pytest.raises(BattlemapError, match=message):
        save_document(goblins(2, art), path)
    assert path.read_bytes() == before  # nothing lost
    assert 6000 * 6000 > MAX_ART_PIXELS


def test_set_token_art_applies_reverts_and_merges_nothing() -> None:
    doc = goblins(3, None)
    seen = []
    doc.subscribe(seen.append)
    edit = SetTokenArt(["g0", "g2", "g0"], RED)
    edit.apply(doc)
    assert [t.art for t in doc.tokens.values()] == [RED, None, RED]
    assert seen[-1].layer == "tokens" and seen[-1].ids == {"g0", "g2"}
    assert doc.tokens["g0"].art is doc.tokens["g2"].art
    clear = SetTokenArt(["g0"], None)
    clear.apply(doc)
    assert doc.tokens["g0"].art is None
    clear.revert(doc)
    edit.revert(doc)
    assert doc == goblins(3, None)
    edit.apply(doc)
    assert doc.tokens["g2"].art == RED
    assert not edit.is_noop()
    again = SetTokenArt(["g2"], RED)
    again.apply(doc)
    assert again.is_noop()
