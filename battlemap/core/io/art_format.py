"""Token art in a `.battlemap` document.

A token's `"art"` is null or `{"file", "format"}`, naming an image file
stored like the background (see image_entries). The file is named after
the SHA-256 of its bytes (`art-<digest>.png`), so a picture shown by twenty
goblins is stored once; on reading, tokens naming the same file share one
TokenArt.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from battlemap.core.io.field_reader import FieldReader
from battlemap.core.io.image_entries import ImageFiles, check_image_to_write, read_image_entry
from battlemap.core.io.images import EXTENSIONS, MAX_ART_BYTES, MAX_ART_PIXELS
from battlemap.core.model.token import Token, TokenArt

MAX_TOKEN_ARTS = 1_000  # different pictures in one document
_ART_FIELDS = frozenset({"file", "format"})


def art_file_name(art: TokenArt) -> str:
    return f"art-{art.digest}.{EXTENSIONS[art.format]}"


def art_to_json(art: TokenArt | None) -> dict[str, str] | None:
    return None if art is None else {"file": art_file_name(art), "format": art.format}


def art_files(tokens: Iterable[Token], r: FieldReader) -> dict[str, TokenArt]:
    """The pictures the tokens show, once each, by file name (in first-use
    order), checked as the reader will check them."""
    files: dict[str, TokenArt] = {}
    for token in tokens:
        art = token.art
        if art is None:
            continue
        name = art_file_name(art)
        if name in files:
            continue
        where = f"token {token.id!r} art"
        if len(art.data) > MAX_ART_BYTES:
            r.fail(where, f"is {len(art.data):,} bytes; the limit is {MAX_ART_BYTES:,} bytes")
        check_image_to_write(art.data, art.format, where, r, MAX_ART_PIXELS)
        files[name] = art
        if len(files) > MAX_TOKEN_ARTS:
            r.fail("tokens", f"show more than {MAX_TOKEN_ARTS:,} different pictures")
    return files


class ArtReader:
    """Reads tokens' `"art"` fields, each file once."""

    def __init__(self, files: ImageFiles, r: FieldReader) -> None:
        self.files = files
        self.r = r
        self.by_name: dict[str, TokenArt] = {}

    def read(self, value: Any, where: str) -> TokenArt | None:
        if value is None:
            return None
        obj = self.r.table(value, where, _ART_FIELDS, ("file", "format"))
        known = self.by_name.get(obj["file"]) if isinstance(obj["file"], str) else None
        if known is not None and obj["format"] == known.format:
            return known
        if len(self.by_name) >= MAX_TOKEN_ARTS:
            self.r.fail(where, f"the tokens show more than {MAX_TOKEN_ARTS:,} different pictures")
        data, fmt = read_image_entry(obj, where, self.r, self.files, MAX_ART_BYTES,
                                     MAX_ART_PIXELS)
        art = self.by_name[obj["file"]] = TokenArt(data, fmt)
        return art
