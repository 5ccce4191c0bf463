"""Painting the light (RULES §8) from the very levels the rules read: dark
cells darkened, the dim ring shaded, bright cells clear, and a mark on every
light source. QtGui only; shared by the editor's scene, the player view and
the exports."""

from __future__ import annotations

import math
import weakref
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QRadialGradient, QTransform

from battlemap.core.geometry.context import engine_for
from battlemap.core.geometry.lighting import light_levels
from battlemap.core.model import Ambient, Document, Obscure
from battlemap.core.rules import get_ruleset
from battlemap.core.rules.common import light_rules

# Shades over the map (RGBA), by light level; the player view hides more.
GM_SHADES = {Ambient.DARK: (6, 8, 24, 150), Ambient.DIM: (20, 24, 60, 70)}
PLAYER_SHADES = {Ambient.DARK: (0, 0, 0, 235), Ambient.DIM: (10, 12, 30, 120)}
SOURCE_GLOW = (255, 214, 120)
MARK_REACH = 0.5  # squares from a mark's centre its glow stays within (0.28 x 1.6 of a square)
MARK_EDGE_PX = 3.0  # device pixels more: antialiasing and the kept picture's quarter-pixel phase


def is_lit_map(doc: Document) -> bool:
    """Does light change anything here? (Ambient light below bright, or a
    light source somewhere; otherwise only painted dim and darkness, which
    the terrain layer already draws.)"""
    return doc.ambient != Ambient.BRIGHT or bool(doc.lights) or any(
        t.light is not None for t in doc.tokens.values())


def cell_levels(doc: Document) -> np.ndarray:
    """(height, width) light levels for normal vision under the document's ruleset."""
    engine = engine_for(doc)
    rules = light_rules(get_ruleset(doc.ruleset), None)
    return light_levels(doc, engine.geometry, rules, engine.tokens)


# The last shade image per document and shading, while the document stands
# still (a scene repaints often: scrolling, hovering, dragging).
# Keyed by id (a document's == compares content): the weak reference
# tells a live document from a new one that reuses the id.
_IMAGES: dict[int, tuple[weakref.ref, dict]] = {}


def shade_image(doc: Document, shades: dict = GM_SHADES, painted_too: bool = False) -> QImage | None:
    """One pixel per cell: the shade of its light level (None when the map
    is lit everywhere). Painted dim and darkness keep their own look unless
    `painted_too`."""
    if not is_lit_map(doc) and not painted_too:
        return None
    levels = cell_levels(doc)
    entry = _IMAGES.get(id(doc))
    if entry is None or entry[0]() is not doc:
        entry = _IMAGES[id(doc)] = (
            weakref.ref(doc, lambda _ref, key=id(doc): _IMAGES.pop(key, None)), {})
    held = entry[1]
    key = (id(shades), painted_too)
    found = held.get(key)
    # the same levels on the same board: the same image (a creature without
    # a light walked; the document's revision changed, not its light)
    if found is not None and found[0] == doc.board_revision and np.array_equal(found[1], levels):
        return found[2]
    image = _shade(doc, levels, shades, painted_too)
    held[key] = (doc.board_revision, levels.copy(), image)
    return image


def _shade(doc: Document, levels: np.ndarray, shades: dict, painted_too: bool) -> QImage | None:
    h, w = levels.shape
    # one look-up a cell, of the shades already premultiplied (a dragged
    # torch repaints the layer at every step)
    pixels = _premultiplied_shades(tuple(sorted(shades.items())))[levels]
    if not painted_too:
        pixels[painted_light(doc)] = 0
    if not pixels.any():
        return None
    # owning its pixels, premultiplied: what the raster engine blends (drawn
    # as is, not converted pixel by pixel at every repaint of the layer)
    return QImage(pixels.tobytes(), w, h, 4 * w, QImage.Format.Format_ARGB32_Premultiplied).copy()


@lru_cache(maxsize=8)
def _premultiplied_shades(shades: tuple) -> np.ndarray:
    """(256,) uint32: each light level's shade as a premultiplied ARGB32
    pixel, converted by Qt itself (the very pixels a conversion of the whole
    image gives); 0 (transparent) for a level without a shade."""
    rgba = np.zeros((256, 4), np.uint8)
    for level, colour in shades:
        rgba[int(level)] = colour
    image = QImage(rgba.tobytes(), 256, 1, 4 * 256, QImage.Format.Format_RGBA8888)
    converted = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    table = np.frombuffer(converted.constBits(), np.uint32, 256).copy()
    table.flags.writeable = False
    return table


def painted_light(doc: Document) -> np.ndarray:
    """(height, width): cells painted dim or dark, which keep their own look
    (the terrain layer draws them) rather than the light's shade."""
    obscure = doc.board.obscure
    return (obscure == int(Obscure.DIM)) | (obscure == int(Obscure.DARKNESS))


@dataclass(frozen=True, eq=False)
class LightPicture:
    """What the light layer shows: each cell's shade (its level, -1 where
    nothing is shaded; None when nothing is) and the squares holding a
    source mark (x, y, size in squares)."""

    shade: np.ndarray | None
    marks: frozenset[tuple[int, int, int]]


def light_picture(doc: Document, shades: dict = GM_SHADES) -> LightPicture:
    marks = frozenset({(light.x, light.y, 1) for light in doc.lights.values()}
                      | {(t.x, t.y, t.footprint) for t in doc.tokens.values() if t.light is not None})
    if not is_lit_map(doc):
        return LightPicture(None, marks)
    shade = _shaded_levels(tuple(sorted(shades)))[cell_levels(doc)]
    shade[painted_light(doc)] = -1
    return LightPicture(shade, marks)


@lru_cache(maxsize=8)
def _shaded_levels(levels: tuple) -> np.ndarray:
    """(256,) int8 by light level: the level where it is shaded, else -1."""
    table = np.full(256, -1, np.int8)
    table[list(levels)] = levels
    table.flags.writeable = False
    return table


def changed_squares(before: LightPicture | None, after: LightPicture,
                    width: int, height: int) -> tuple[int, int, int, int] | None:
    """The squares (x0, y0, x1, y1) whose light layer differs between two
    pictures, None when none does: a torch carried one square repaints the
    rings it lit and lights, not the whole map."""
    if before is None:
        return 0, 0, width, height
    shape = (height, width)
    old = before.shade if before.shade is not None else np.full(shape, -1, np.int8)
    new = after.shade if after.shade is not None else np.full(shape, -1, np.int8)
    if old.shape != new.shape:
        return 0, 0, width, height
    ys, xs = np.nonzero(old != new)
    boxes = [(int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1)] if len(xs) else []
    # a source mark (drawn at a corner, with its glow) stays within a square of its space
    boxes += [(x - 1, y - 1, x + n + 1, y + n + 1) for x, y, n in before.marks ^ after.marks]
    if not boxes:
        return None
    x0, y0, x1, y1 = (min(b[0] for b in boxes), min(b[1] for b in boxes),
                      max(b[2] for b in boxes), max(b[3] for b in boxes))
    return max(x0, 0), max(y0, 0), min(x1, width), min(y1, height)


def paint_lighting(painter: QPainter, doc: Document, px: float, shades: dict = GM_SHADES,
                   sources: bool = True, painted_too: bool = False, visible: QRectF | None = None) -> None:
    """The shading, then (for the GM) a glowing mark on every light source
    (those near `visible`, in squares, when given: a torch carried one
    square repaints a few squares, not every mark)."""
    image = shade_image(doc, shades, painted_too)
    if image is not None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawImage(QRectF(0, 0, doc.board.width * px, doc.board.height * px), image)
        painter.restore()
    if not sources:
        return
    near = None
    if visible is not None:
        # a mark's glow reaches 0.45 of a square from its centre, and its
        # antialiased edge a pixel more (in squares: more at a far zoom)
        t = painter.worldTransform()
        square_px = px * math.hypot(t.m11(), t.m12())
        if square_px > 0:
            m = MARK_REACH + MARK_EDGE_PX / square_px
            near = visible.adjusted(-m, -m, m, m)
    for light in doc.lights.values():
        if near is None or near.contains(light.x + 0.5, light.y + 0.5):
            paint_source_mark(painter, QPointF((light.x + 0.5) * px, (light.y + 0.5) * px), px)
    for token in doc.tokens.values():
        if token.light is not None:
            n = token.footprint
            if near is None or near.contains(token.x + n - 0.2, token.y + 0.2):
                corner = QPointF((token.x + n) * px - 0.2 * px, token.y * px + 0.2 * px)
                paint_source_mark(painter, corner, px * 0.6)


def paint_source_mark(painter: QPainter, centre: QPointF, px: float) -> None:
    """A small sun: a soft glow and a bright core with a dark rim.

    Without rotation or shear it is drawn from a picture in device pixels,
    kept per size and quarter-pixel position (a dragged torch repaints the
    light layer at every step, and a radial gradient is dear to set up)."""
    rim = max(1.0, px / 40)
    t = painter.worldTransform()
    s = t.m11()
    device = painter.device()
    if t.type().value > QTransform.TransformationType.TxScale.value or s <= 0 or abs(t.m22() - s) > 1e-9 \
            or device is None:
        _draw_source_mark(painter, centre, px, rim)
        return
    at = t.map(centre)
    x, y = math.floor(at.x()), math.floor(at.y())
    phase = (round((at.x() - x) * 4) / 4, round((at.y() - y) * 4) / 4)
    image, margin = _source_mark_image(round(px * s, 2), round(rim * s, 2), phase,
                                       device.devicePixelRatioF())
    painter.save()
    painter.resetTransform()
    painter.drawImage(QPointF(x - margin, y - margin), image)
    painter.restore()


@lru_cache(maxsize=64)
def _source_mark_image(px: float, rim: float, phase: tuple[float, float],
                       dpr: float) -> tuple[QImage, int]:
    """The mark drawn `phase` past the centre of a transparent picture, and
    the margin from the picture's corner to that centre (device pixels)."""
    margin = math.ceil(0.28 * px * 1.6) + 2
    side = math.ceil((2 * margin + 2) * dpr)
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    _draw_source_mark(painter, QPointF(margin + phase[0], margin + phase[1]), px, rim)
    painter.end()
    return image, margin


def _draw_source_mark(painter: QPainter, centre: QPointF, px: float, rim: float) -> None:
    r = 0.28 * px
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    glow = QRadialGradient(centre, r * 1.6)
    glow.setColorAt(0.0, QColor(*SOURCE_GLOW, 200))
    glow.setColorAt(1.0, QColor(*SOURCE_GLOW, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(glow))
    painter.drawEllipse(centre, r * 1.6, r * 1.6)
    painter.setBrush(QColor(*SOURCE_GLOW))
    painter.setPen(QPen(QColor(90, 60, 10), rim))
    painter.drawEllipse(centre, r * 0.6, r * 0.6)
    painter.restore()
