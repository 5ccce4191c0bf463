"""Token pictures cut to a circle, decoded and cropped once per drawn size.

`art_disc_image(art, size)` is the picture's centred square, scaled to
`size` x `size` device pixels and masked to a disc (transparent outside
it). Crops are cached per (picture, size, greyed), so a drag or a repaint
at the same zoom reuses them; a picture is decoded once, scaled down to at
most MASTER_PX on its longer side (a photo is not kept whole).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QImage, QPainter

from battlemap.core.model import TokenArt
from battlemap.render.image_decode import decode_image

MASTER_PX = 1024  # longest side of a decoded picture kept in memory
MAX_DISC_PX = 1024  # the largest crop made; bigger discs draw it scaled up
MIN_DISC_PX = 4

MASTERS_BYTES = 128 * 1024 * 1024  # decoded pictures kept, at most
DISCS_BYTES = 64 * 1024 * 1024  # crops kept, at most: zoomed far in, crops are large


class _ImageLru:
    """Images by key, the least recently used dropped beyond `budget` bytes."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.used = 0
        self.items: OrderedDict[Hashable, QImage] = OrderedDict()

    def get(self, key: Hashable) -> QImage | None:
        image = self.items.get(key)
        if image is not None:
            self.items.move_to_end(key)
        return image

    def put(self, key: Hashable, image: QImage) -> QImage:
        self.used += image.sizeInBytes()
        self.items[key] = image
        while self.used > self.budget and len(self.items) > 1:
            _, dropped = self.items.popitem(last=False)
            self.used -= dropped.sizeInBytes()
        return image

    def clear(self) -> None:
        self.items.clear()
        self.used = 0


_MASTERS = _ImageLru(MASTERS_BYTES)
_DISCS = _ImageLru(DISCS_BYTES)
crops_made = 0  # how many crops were cut (tests: a drag cuts none)


def art_master(art: TokenArt) -> QImage:
    """The decoded picture (at most MASTER_PX a side); null if it cannot be decoded."""
    image = _MASTERS.get(art.digest)
    if image is None:
        image = _MASTERS.put(art.digest, decode_image(art.data, MASTER_PX))
    return image


def disc_px(diameter_device_px: float) -> int:
    """The crop size for a disc that many device pixels across: rounded up
    (a crop is never scaled up on screen) to a step of about a tenth of it,
    so zooming by small steps reuses the crops it has (drawn a little smaller)."""
    size = max(math.ceil(diameter_device_px), MIN_DISC_PX)
    step = 1 << max(size.bit_length() - 4, 0)  # 1 below 16 px, 2 to 31, 4 to 63...
    return min(-(-size // step) * step, MAX_DISC_PX)


def art_disc_image(art: TokenArt, size: int, grey: bool = False) -> QImage | None:
    """The picture cut to a disc `size` pixels across (None: it cannot be decoded)."""
    global crops_made
    key = (art.digest, size, grey)
    cached = _DISCS.get(key)
    if cached is not None:
        return None if cached.isNull() else cached
    master = art_master(art)
    disc = QImage()
    if not master.isNull():
        crops_made += 1
        disc = _cut_disc(master, size, grey)
    _DISCS.put(key, disc)
    return None if disc.isNull() else disc


def _cut_disc(master: QImage, size: int, grey: bool) -> QImage:
    side = min(master.width(), master.height())
    square = master.copy((master.width() - side) // 2, (master.height() - side) // 2, side, side)
    square = square.scaled(size, size, Qt.AspectRatioMode.IgnoreAspectRatio,
                           Qt.TransformationMode.SmoothTransformation)
    if grey:  # can't act: the picture loses its colour, keeps its transparency
        alpha = square.convertToFormat(QImage.Format.Format_Alpha8)
        square = square.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
            QImage.Format.Format_ARGB32_Premultiplied)
        square.setAlphaChannel(alpha)
    disc = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    disc.fill(Qt.GlobalColor.transparent)
    painter = QPainter(disc)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(square))
    painter.drawEllipse(QRectF(0, 0, size, size))
    painter.end()
    return disc
