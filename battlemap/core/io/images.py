"""Recognise PNG, JPEG and WebP images and read their size from the header.

Pure Python, no Qt: the document reader must check a background's pixel
count before anything decodes it, and `core` never imports Qt.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from battlemap.core.errors import BattlemapError

IMAGE_FORMATS: tuple[str, ...] = ("png", "jpeg", "webp")
# File name extension used for each format inside a document.
EXTENSIONS: dict[str, str] = {"png": "png", "jpeg": "jpg", "webp": "webp"}
# Extensions accepted when guessing a format from a file name.
FORMAT_FOR_EXTENSION: dict[str, str] = {
    "png": "png", "jpg": "jpeg", "jpeg": "jpeg", "jpe": "jpeg", "webp": "webp",
}

NOT_AN_IMAGE = "is not a PNG, JPEG or WebP image"

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# JPEG start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC)
# share the range but are not frames.
_JPEG_SOF = frozenset(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}
# Markers that stand alone, without a length field.
_JPEG_STANDALONE = frozenset(range(0xD0, 0xD8)) | {0x01, 0xD8}


@dataclass(frozen=True)
class ImageInfo:
    format: str  # one of IMAGE_FORMATS
    width: int
    height: int

    @property
    def pixels(self) -> int:
        return self.width * self.height


MAX_PIXELS = 200_000_000  # background images: 200 megapixels
# Token art is drawn a few hundred pixels across at most: a picture larger
# than a big photo is a mistake, and decoding many of them would exhaust memory.
MAX_ART_PIXELS = 25_000_000
MAX_ART_BYTES = 32 * 1024 * 1024


def pixel_limit_problem(info: ImageInfo, limit: int = MAX_PIXELS) -> str | None:
    """Why an image is too large to decode safely, or None when it is not."""
    if info.pixels <= limit:
        return None
    return (f"the image is {info.width}x{info.height} pixels "
            f"({info.pixels / 1e6:,.1f} megapixels); the limit is "
            f"{limit // 1_000_000} megapixels")


def image_info(data: bytes, source: str | None = None) -> ImageInfo:
    """The format and size of an encoded image; BattlemapError if `data` is
    not a PNG, JPEG or WebP image or its header is damaged."""
    if data.startswith(_PNG_SIGNATURE):
        info = _png(data)
        name = "PNG"
    elif data.startswith(b"\xff\xd8\xff"):
        info = _jpeg(data)
        name = "JPEG"
    elif data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        info = _webp(data)
        name = "WebP"
    else:
        raise BattlemapError(NOT_AN_IMAGE, source)
    if info is None:
        raise BattlemapError(f"the {name} image header is damaged", source)
    if info.width <= 0 or info.height <= 0:
        raise BattlemapError(f"the {name} image has no size in its header", source)
    return info


def sniff_format(data: bytes) -> str | None:
    """The image format of `data` from its signature alone, or None."""
    if data.startswith(_PNG_SIGNATURE):
        return "png"
    if data.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    return None


def _png(data: bytes) -> ImageInfo | None:
    # The first chunk must be IHDR: length, type, width, height (big-endian).
    if len(data) < 24 or data[12:16] != b"IHDR":
        return None
    width, height = struct.unpack(">II", data[16:24])
    return ImageInfo("png", width, height)


def _jpeg(data: bytes) -> ImageInfo | None:
    i, n = 2, len(data)
    while i < n:
        if data[i] != 0xFF:
            return None
        while i < n and data[i] == 0xFF:  # fill bytes
            i += 1
        if i >= n:
            return None
        marker = data[i]
        i += 1
        if marker in _JPEG_STANDALONE:
            continue
        if marker in (0xD9, 0xDA):  # end of image / start of scan: no frame seen
            return None
        if i + 2 > n:
            return None
        (length,) = struct.unpack(">H", data[i:i + 2])
        if length < 2:
            return None
        if marker in _JPEG_SOF:
            if i + 7 > n:
                return None
            height, width = struct.unpack(">HH", data[i + 3:i + 7])
            return ImageInfo("jpeg", width, height)
        i += length
    return None


def _webp(data: bytes) -> ImageInfo | None:
    chunk = data[12:16]
    if chunk == b"VP8 " and len(data) >= 30:
        # Lossy: 3-byte frame tag, start code, then 14-bit width and height.
        if data[23:26] != b"\x9d\x01\x2a":
            return None
        width, height = struct.unpack("<HH", data[26:30])
        return ImageInfo("webp", width & 0x3FFF, height & 0x3FFF)
    if chunk == b"VP8L" and len(data) >= 25:
        # Lossless: signature byte, then width-1 and height-1 in 14 bits each.
        if data[20] != 0x2F:
            return None
        (bits,) = struct.unpack("<I", data[21:25])
        return ImageInfo("webp", (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
    if chunk == b"VP8X" and len(data) >= 30:
        # Extended: flags, 3 reserved bytes, canvas width-1 and height-1 in 24 bits.
        width = int.from_bytes(data[24:27], "little") + 1
        height = int.from_bytes(data[27:30], "little") + 1
        return ImageInfo("webp", width, height)
    return None
