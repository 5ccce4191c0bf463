"""Decoding an image a document holds (background, token art) for painting.

The readers have checked the header's size against the document's limits;
decoding may still meet a damaged body, which gives a null image (the
painters then draw without it) and no noise on standard error.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
from PySide6.QtGui import QImage, QImageReader

from battlemap.core.errors import BattlemapError
from battlemap.core.io.images import image_info


def _allow_decoding(data: bytes) -> None:
    """Raise Qt's image allocation limit (default 256 MB) to what this image's
    header announces: documents admit backgrounds up to 200 megapixels, which
    the readers have already checked against that limit."""
    try:
        info = image_info(data)
    except BattlemapError:
        return
    needed_mb = info.pixels * 8 // (1 << 20) + 1  # 16-bit images decode to 8 bytes/px
    if QImageReader.allocationLimit() < needed_mb:
        QImageReader.setAllocationLimit(needed_mb)


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Standard error (the file descriptor, where C libraries write) goes to
    the null device meanwhile: a damaged image is reported once, by us."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
        null = os.open(os.devnull, os.O_WRONLY)
    except (OSError, ValueError, AttributeError):
        yield
        return
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


def decode_image(data: bytes, max_side: int | None = None) -> QImage:
    """The image in premultiplied ARGB32, no side longer than `max_side`
    (scaled while decoding where the format allows: a photo is never held
    whole); a null image when it cannot be decoded."""
    _allow_decoding(data)
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    with _quiet_stderr():  # libpng prints its complaints about a damaged image itself
        reader = QImageReader(buffer)
        size = reader.size()
        if max_side is not None and size.isValid() and max(size.width(), size.height()) > max_side:
            scale = max_side / max(size.width(), size.height())
            reader.setScaledSize(QSize(max(1, round(size.width() * scale)),
                                       max(1, round(size.height() * scale))))
        image = reader.read()
    buffer.close()
    if not image.isNull():
        image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    return image
