"""A picture file the user chose for a token, read and checked like a
background image (size, header, decodes whole) but with token art's limits."""

from __future__ import annotations

import re
from pathlib import Path

from battlemap.core.io.images import FORMAT_FOR_EXTENSION, MAX_ART_BYTES, MAX_ART_PIXELS
from battlemap.core.model import TokenArt
from battlemap.ui.background.image_files import load_image_file

MAX_NAME = 40  # characters of a token name taken from a file name


def load_art_file(path: str | Path) -> TokenArt:
    """The picture in `path`; BattlemapError naming the file, in one line
    fit for the user, when it is not a PNG, JPEG or WebP image it can use."""
    loaded = load_image_file(path, MAX_ART_BYTES, MAX_ART_PIXELS)
    return TokenArt(loaded.data, loaded.format)


# Pictures a user may drag onto the map: the formats a document keeps, and
# others that get a clear "not a PNG, JPEG or WebP image" rather than nothing.
_PICTURE_SUFFIXES = frozenset(FORMAT_FOR_EXTENSION) | {
    "gif", "bmp", "tif", "tiff", "svg", "heic", "heif", "avif", "ico", "jxl"}


def looks_like_image(path: str | Path) -> bool:
    """Whether a file's name says it is a picture (its bytes decide later)."""
    return Path(path).suffix.lower().lstrip(".") in _PICTURE_SUFFIXES


def token_name_for_file(path: str | Path) -> str:
    """A creature's name from a picture's file name: "goblin_archer-2.png" ->
    "Goblin archer 2" (a lower-case name gets a capital)."""
    words = [w for w in re.split(r"[\s_.\-]+", Path(path).stem) if w]
    name = " ".join(words)[:MAX_NAME].strip()
    if name.islower():
        name = name[0].upper() + name[1:]
    return name
