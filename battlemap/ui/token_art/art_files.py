"""A picture file the user chose for a token, read and checked like a
background image (size, header, decodes whole) but with token art's limits;
or a picture given as pixels (dragged from a web browser), kept as PNG."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice
from PySide6.QtGui import QImage

from battlemap.core.errors import BattlemapError
from battlemap.core.io.bounded_read import MIB
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


def art_from_image(image: QImage, source: str | None = None) -> TokenArt:
    """A picture given as pixels (dragged from a web browser), kept as PNG;
    BattlemapError when it is too large for token art."""
    if image.width() * image.height() > MAX_ART_PIXELS:
        text = QCoreApplication.translate(
            "TokenArt", "the picture is {w}x{h} pixels; token art is at most {mp} megapixels")
        raise BattlemapError(text.format(w=image.width(), h=image.height(),
                                         mp=MAX_ART_PIXELS // 1_000_000), source)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    data = bytes(buffer.data())
    if len(data) > MAX_ART_BYTES:
        text = QCoreApplication.translate(
            "TokenArt", "the picture takes {mib} MiB as PNG; token art is at most {limit} MiB")
        raise BattlemapError(text.format(mib=f"{len(data) / MIB:,.0f}",
                                         limit=MAX_ART_BYTES // MIB), source)
    return TokenArt(data, "png")


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
