"""Reading a background image the user picked, safely.

The file is checked before anything decodes it: its size, its signature
(PNG, JPEG or WebP), the pixel count in its header against the document
format's limit (`image_info`, `pixel_limit_problem`) and against what the
app's image reader may allocate. Only then is it decoded, by a QImageReader
under an allocation limit that fits the size the header announced, so a
file whose body disagrees with its header cannot allocate more.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice
from PySide6.QtGui import QImage, QImageReader

from battlemap.core.errors import BattlemapError
from battlemap.core.io.bounded_read import read_file_bytes
from battlemap.core.io.document_format import MAX_FILE_BYTES, MIB
from battlemap.core.io.images import MAX_PIXELS, ImageInfo, image_info, pixel_limit_problem

IMAGE_PATTERNS = "*.png *.jpg *.jpeg *.jpe *.webp"
BYTES_PER_PIXEL = 4  # what a decoded ARGB32 image takes
MAX_BYTES_PER_PIXEL = 8  # a 16-bit PNG decodes to RGBA64



@dataclass(frozen=True)
class LoadedImage:
    """An encoded image (kept as is for the document) and its decoded pixels."""

    data: bytes
    info: ImageInfo
    image: QImage

    @property
    def format(self) -> str:
        return self.info.format

    @property
    def width(self) -> int:
        return self.info.width

    @property
    def height(self) -> int:
        return self.info.height


def image_file_filter() -> str:
    text = QCoreApplication.translate("BackgroundImage",
                                      "Images (PNG, JPEG, WebP) ({patterns});;All files (*)")
    return text.format(patterns=IMAGE_PATTERNS)


def load_image_file(path: str | Path, max_bytes: int = MAX_FILE_BYTES,
                    max_pixels: int = MAX_PIXELS) -> LoadedImage:
    """Read and check an image file; BattlemapError naming the file, with a
    message fit for the user, when it is not a usable background (or, with
    token art's limits, a usable token picture)."""
    path = Path(path)
    source = str(path)
    try:
        if path.is_dir():
            raise BattlemapError(
                QCoreApplication.translate("BackgroundImage", "is a folder, not an image"), source)
        size = path.stat().st_size
        if size > max_bytes:
            text = QCoreApplication.translate("BackgroundImage",
                                              "is {size} MiB; the limit is {limit} MiB")
            shown = f"{size / MIB:,.0f}"
            if shown == f"{max_bytes // MIB:,}":  # never "is 512 MiB; the limit is 512 MiB"
                shown = f"{size / MIB:,.6f}"
            raise BattlemapError(text.format(size=shown, limit=max_bytes // MIB), source)
        data = read_file_bytes(path, source, max_bytes)  # a FIFO or a device: refused
    except FileNotFoundError:
        raise BattlemapError(QCoreApplication.translate("BackgroundImage", "no such file"),
                             source) from None
    except OSError as exc:
        text = QCoreApplication.translate("BackgroundImage", "cannot be read: {reason}")
        raise BattlemapError(text.format(reason=exc.strerror or exc), source) from None
    return load_image_bytes(data, source, max_pixels)


def load_image_bytes(data: bytes, source: str | None = None,
                     max_pixels: int = MAX_PIXELS) -> LoadedImage:
    info = checked_info(data, source, max_pixels)
    return LoadedImage(data, info, decode_image(data, info, source))


def checked_info(data: bytes, source: str | None = None,
                 max_pixels: int = MAX_PIXELS) -> ImageInfo:
    """The header's format and size, refused when it is not an image or too large."""
    try:
        info = image_info(data, source)
    except BattlemapError as exc:
        text = QCoreApplication.translate("BackgroundImage",
                                          "is not a PNG, JPEG or WebP image ({problem})")
        raise BattlemapError(text.format(problem=exc.message), source) from None
    if pixel_limit_problem(info, max_pixels) is not None:
        limit = QCoreApplication.translate("BackgroundImage", "the limit is {limit} megapixels")
        raise BattlemapError(_too_large(info, limit.format(limit=_megapixels(max_pixels))), source)
    reader_mib = QImageReader.allocationLimit()
    if decoded_mib(info) > reader_mib > 0:
        limit = QCoreApplication.translate(
            "BackgroundImage", "this computer's image reader stops at {limit} MiB ({mp} megapixels)")
        limit = limit.format(limit=reader_mib,
                             mp=_megapixels(reader_mib * MIB // BYTES_PER_PIXEL))
        raise BattlemapError(_too_large(info, limit), source)
    return info


def decoded_mib(info: ImageInfo, bytes_per_pixel: int = BYTES_PER_PIXEL) -> int:
    """MiB the decoded image takes, rounded up."""
    return math.ceil(info.pixels * bytes_per_pixel / MIB)


def decode_image(data: bytes, info: ImageInfo, source: str | None = None) -> QImage:
    """Decode `data`, which `checked_info` accepted, under an allocation limit
    of the size its header announced (at the deepest pixel format the reader
    may pick)."""
    previous = QImageReader.allocationLimit()
    QImageReader.setAllocationLimit(decoded_mib(info, MAX_BYTES_PER_PIXEL) + 1)
    buffer = QBuffer()
    try:
        buffer.setData(QByteArray(data))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        reader = QImageReader(buffer, info.format.encode("ascii"))
        reader.setDecideFormatFromContent(False)
        image = reader.read()
        problem = reader.errorString()
    finally:
        buffer.close()
        QImageReader.setAllocationLimit(previous)
    if image.isNull():
        text = QCoreApplication.translate("BackgroundImage",
                                          "the image cannot be decoded ({problem})")
        raise BattlemapError(text.format(problem=problem), source)
    if (image.width(), image.height()) != (info.width, info.height):
        text = QCoreApplication.translate("BackgroundImage",
                                          "the image is damaged: its header says {w}x{h} pixels")
        raise BattlemapError(text.format(w=info.width, h=info.height), source)
    return image


def _megapixels(pixels: int) -> str:
    return f"{pixels / 1e6:,.0f}"


def _too_large(info: ImageInfo, limit: str) -> str:
    text = QCoreApplication.translate("BackgroundImage",
                                      "is too large: {w}x{h} pixels ({mp} megapixels); {limit}")
    return text.format(w=info.width, h=info.height, mp=f"{info.pixels / 1e6:,.1f}", limit=limit)
