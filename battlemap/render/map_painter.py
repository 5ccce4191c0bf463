"""Paint a battlemap onto any QPainter (window, PNG, PDF, SVG).

Everything is drawn in cell coordinates scaled by `px_per_square`: cell
(x, y) covers [x, x+1] x [y, y+1] * px_per_square in the painter's space.
`visible_cells` (in cells) limits the work to what is exposed. The scene's
layer items call the same functions, so an export looks like the window.

Tokens are drawn by `token_painter`. Terrain layers are rasterised from the model arrays into one texture image
per layer, rebuilt incrementally (only the rectangle of cells that changed)
and drawn scaled with one drawImage call per paint.
"""

from __future__ import annotations

import math
import sys
import weakref
from functools import lru_cache

import numpy as np
from PySide6.QtCore import QLineF, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QImage, QPaintEngine, QPainter, QPainterPath, QPen, QTransform

from battlemap.core.model import Document, Obscure, Segment, SegmentKind, Solid
from battlemap.render import style
from battlemap.render.image_decode import decode_image
from battlemap.render.pens import cached_pen as _pen
from battlemap.render.pens import device_scale as _device_scale
from battlemap.render.token_painter import paint_token, token_labels

CellSpan = tuple[int, int, int, int]
TERRAIN_LAYERS = ("solid", "obscure")


# --- public painters -----------------------------------------------------------

def paint_map(
    painter: QPainter,
    doc: Document,
    px_per_square: float,
    visible_cells: QRectF | None = None,
    show_grid: bool = True,
) -> None:
    """The whole map: board and background, terrain, grid, walls, tokens."""
    paint_board(painter, doc, px_per_square, visible_cells)
    paint_terrain(painter, doc, px_per_square, visible_cells)
    if show_grid:
        paint_grid(painter, doc, px_per_square, visible_cells)
    paint_segments(painter, doc, px_per_square, visible_cells)
    paint_tokens(painter, doc, px_per_square, visible_cells)


def paint_board(
    painter: QPainter, doc: Document, px_per_square: float, visible_cells: QRectF | None = None
) -> None:
    """The paper of the board, and the background image if there is one."""
    span = cell_span(doc, visible_cells)
    if span is None:
        return
    painter.fillRect(_span_rect(span, px_per_square), style.qcolor(style.PAPER))
    background = doc.background
    if background is None:
        return
    image = background_image(background)
    if image.isNull():
        return
    scale = px_per_square / background.px_per_square
    target = QRectF(
        -background.offset_x * scale, -background.offset_y * scale,
        image.width() * scale, image.height() * scale,
    )
    painter.save()
    painter.setClipRect(_span_rect(span, px_per_square), Qt.ClipOperation.IntersectClip)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawImage(target, image)
    painter.restore()


def paint_terrain(
    painter: QPainter,
    doc: Document,
    px_per_square: float,
    visible_cells: QRectF | None = None,
    layers: tuple[str, ...] = TERRAIN_LAYERS,
) -> None:
    """The per-cell layers: stone walls, hatched low obstacles, fog, dim, darkness."""
    span = cell_span(doc, visible_cells)
    if span is None:
        return
    x0, y0, x1, y1 = span
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    for layer in layers:
        raster = terrain_raster(doc, layer)
        if raster.empty:
            continue
        k = raster.texels
        source = QRectF(x0 * k, y0 * k, (x1 - x0) * k, (y1 - y0) * k)
        painter.drawImage(_span_rect(span, px_per_square), raster.image, source)
    painter.restore()


def _near_pixel_centre(y: float) -> bool:
    """Is device coordinate `y` on a pixel row's centre, but for float noise?"""
    return abs(y - math.floor(y) - 0.5) < 1e-6


def paint_grid(
    painter: QPainter, doc: Document, px_per_square: float, visible_cells: QRectF | None = None
) -> None:
    """Grid lines of the visible cells (coarser when zoomed far out) and the board edge."""
    span = cell_span(doc, visible_cells)
    if span is None:
        return
    x0, y0, x1, y1 = span
    board = doc.board
    screen_px = px_per_square * _device_scale(painter)
    step, colour = 1, style.GRID
    while screen_px * step < style.GRID_MIN_PX and step < max(board.width, board.height):
        step *= style.GRID_COARSE_STEP if step == 1 else 2
        colour = style.GRID_COARSE
    top, bottom = y0 * px_per_square, y1 * px_per_square
    left, right = x0 * px_per_square, x1 * px_per_square
    # every step-th line (none on the edge, drawn below), the same ones
    # whichever part of the board is painted
    first_x, first_y = max(-(-x0 // step) * step, step), max(-(-y0 // step) * step, step)
    xs = [x * px_per_square for x in range(first_x, min(x1, board.width - 1) + 1, step)]
    ys = [y * px_per_square for y in range(first_y, min(y1, board.height - 1) + 1, step)]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    t = painter.worldTransform()
    engine = painter.paintEngine()
    axis_aligned = t.type() in (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate,
                                QTransform.TransformationType.TxScale)
    if engine is not None and engine.type() == QPaintEngine.Type.Raster and axis_aligned:
        # On screen and in PNGs: the same pixels as the cosmetic lines below,
        # as one-pixel rectangles (translucent aliased lines take Qt's slow path)
        # device coordinates as the transform maps them (by hand, the last
        # bit can differ, and on a pixel centre that bit picks the row)
        (x_a, y_a), (x_b, y_b) = t.map(left, top), t.map(right, bottom)
        x_lo, x_hi = sorted((x_a, x_b))
        y_lo, y_hi = sorted((y_a, y_b))
        painter.resetTransform()
        painter.setPen(Qt.PenStyle.NoPen)
        if xs:
            # the vertical lines as one rectangle filled with a one-row texture:
            # as many spans as rows, where a rectangle per line is one span
            # per row per line (~100 times slower; the same pixels)
            columns = np.array([math.floor(t.map(x, 0.0)[0]) for x in xs])
            first = int(columns.min())
            row = np.zeros((1, int(columns.max()) - first + 1, 4), np.uint8)
            row[0, columns - first] = _qt_pixel(colour)
            texture = QImage(row.data, row.shape[1], 1, row.shape[1] * 4,
                             QImage.Format.Format_ARGB32_Premultiplied)
            brush = QBrush(texture)
            brush.setTransform(QTransform.fromTranslate(first, 0))
            if _near_pixel_centre(y_lo) or _near_pixel_centre(y_hi):
                # an edge on a row's centre: whether Qt's rasterizer takes that
                # row depends on the rectangle's last bits, so each line is
                # the rectangle it would be (a rare, slower case)
                painter.setBrush(style.qcolor(colour))
                painter.drawRects([QRectF(c, y_lo, 1.0, y_hi - y_lo) for c in columns.tolist()])
            else:
                # whole rows, those whose centres lie in [y_lo, y_hi): what a
                # rectangle per line covers
                r0, r1 = math.ceil(y_lo - 0.5), math.ceil(y_hi - 0.5)
                painter.fillRect(QRect(first, r0, row.shape[1], r1 - r0), brush)
        painter.setBrush(style.qcolor(colour))
        painter.drawRects([QRectF(x_lo, math.floor(t.map(0.0, y)[1]), x_hi - x_lo, 1.0) for y in ys])
        painter.setWorldTransform(t)
    else:
        painter.setPen(QPen(style.qcolor(colour), 0))  # cosmetic: one device pixel at any zoom
        painter.drawLines([QLineF(x, top, x, bottom) for x in xs] + [QLineF(left, y, right, y) for y in ys])
    edge = QPen(style.qcolor(style.BOARD_EDGE), 2)
    edge.setCosmetic(True)
    painter.setPen(edge)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(0, 0, board.width * px_per_square, board.height * px_per_square))
    painter.restore()


def paint_segments(
    painter: QPainter, doc: Document, px_per_square: float, visible_cells: QRectF | None = None
) -> None:
    """Thin walls, doors (open or closed), windows and low walls."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for segment in doc.board.segments:
        if visible_cells is None or segment_bounds(segment).intersects(visible_cells):
            paint_segment(painter, segment, px_per_square)
    painter.restore()


def paint_tokens(
    painter: QPainter,
    doc: Document,
    px_per_square: float,
    visible_cells: QRectF | None = None,
    selected: frozenset[str] = frozenset(),
) -> None:
    """Every token whose footprint meets the visible cells, in document order."""
    labels = token_labels(doc.tokens.values())
    for token in doc.tokens.values():
        n = token.footprint
        if visible_cells is None or QRectF(token.x, token.y, n, n).intersects(visible_cells):
            paint_token(painter, token, px_per_square, token.id in selected, label=labels[token.id])


# --- geometry helpers --------------------------------------------------------------

def cell_span(doc: Document, visible_cells: QRectF | None) -> CellSpan | None:
    """Whole cells of the board meeting `visible_cells` (all of them for None)."""
    board = doc.board
    if visible_cells is None:
        return (0, 0, board.width, board.height)
    x0 = max(math.floor(visible_cells.left()), 0)
    y0 = max(math.floor(visible_cells.top()), 0)
    x1 = min(math.ceil(visible_cells.right()), board.width)
    y1 = min(math.ceil(visible_cells.bottom()), board.height)
    return (x0, y0, x1, y1) if x0 < x1 and y0 < y1 else None


def _span_rect(span: CellSpan, px: float) -> QRectF:
    x0, y0, x1, y1 = span
    return QRectF(x0 * px, y0 * px, (x1 - x0) * px, (y1 - y0) * px)


def segment_bounds(segment: Segment, margin: float = 0.5) -> QRectF:
    """The segment's bounding box in cells, grown by `margin` for its drawing."""
    xs = [p[0] for p in segment.points]
    ys = [p[1] for p in segment.points]
    return QRectF(min(xs) - margin, min(ys) - margin,
                  max(xs) - min(xs) + 2 * margin, max(ys) - min(ys) + 2 * margin)


def segment_paint_bounds(segment: Segment) -> QRectF:
    """What `paint_segment` may cover, in cells: the segment's box and half a
    square around it, more for an open door (its leaf and arc swing out as
    far as the door is long)."""
    margin = 0.5
    if segment.kind is SegmentKind.DOOR and segment.open:
        margin = max([margin] + [math.hypot(b[0] - a[0], b[1] - a[1]) + 0.1 for a, b in segment.pieces()])
    return segment_bounds(segment, margin)


# --- segments ----------------------------------------------------------------------

def segment_path(segment: Segment, px: float) -> QPainterPath:
    path = QPainterPath()
    first, *rest = segment.points
    path.moveTo(first[0] * px, first[1] * px)
    for x, y in rest:
        path.lineTo(x * px, y * px)
    return path


def paint_segment(painter: QPainter, segment: Segment, px: float,
                  path: QPainterPath | None = None) -> None:
    """One segment, in the look of its kind. `path`: `segment_path(segment, px)` if known."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    kind = segment.kind
    if path is None:
        path = segment_path(segment, px)
    if segment_is_plain(painter, px):
        _paint_plain_segment(painter, segment, px, path)
    elif kind is SegmentKind.WALL:
        painter.setPen(_pen(style.SEGMENT_WALL_EDGE, style.SEGMENT_WALL_WIDTH * px))
        painter.drawPath(path)
        painter.setPen(_pen(style.SEGMENT_WALL, style.SEGMENT_WALL_WIDTH * px * 0.55))
        painter.drawPath(path)
    elif kind is SegmentKind.LOW:
        painter.setPen(_pen(style.LOW_SEGMENT_BASE, style.LOW_SEGMENT_WIDTH * px))
        painter.drawPath(path)
        dash = QPen(_pen(style.LOW_SEGMENT, style.LOW_SEGMENT_WIDTH * px * 0.6, Qt.PenCapStyle.FlatCap))
        dash.setDashPattern([1.6, 1.2])
        painter.setPen(dash)
        painter.drawPath(path)
    else:
        for a, b in segment.pieces():
            painter.save()
            painter.translate(a[0] * px, a[1] * px)
            painter.rotate(math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])))
            length = math.hypot(b[0] - a[0], b[1] - a[1]) * px
            if kind is SegmentKind.DOOR:
                _paint_door_piece(painter, length, px, segment.open)
            else:
                _paint_window_piece(painter, length, px)
            painter.restore()


_PLAIN_SEGMENT = {
    SegmentKind.WALL: (style.SEGMENT_WALL_EDGE, style.SEGMENT_WALL_WIDTH),
    SegmentKind.DOOR: (style.DOOR, style.DOOR_WIDTH),
    SegmentKind.WINDOW: (style.WINDOW, style.WINDOW_WIDTH),
    SegmentKind.LOW: (style.LOW_SEGMENT, style.LOW_SEGMENT_WIDTH),
}


def plain_segment_pen(segment: Segment, px: float) -> QPen:
    """Far out, a segment is one line of this pen: the kind's colour (an
    open door dotted). The same object for segments drawn alike."""
    return _plain_pen(segment.kind, segment.kind is SegmentKind.DOOR and segment.open, px)


@lru_cache(maxsize=64)
def _plain_pen(kind: SegmentKind, dotted: bool, px: float) -> QPen:
    rgba, width = _PLAIN_SEGMENT[kind]
    pen = QPen(_pen(rgba, width * px, Qt.PenCapStyle.FlatCap))
    if dotted:
        pen.setStyle(Qt.PenStyle.DotLine)
    return pen


def segment_is_plain(painter: QPainter, px: float) -> bool:
    """Whether segments are drawn plain (`plain_segment_pen`) at the painter's zoom."""
    return px * _device_scale(painter) < style.SEGMENT_DETAIL_MIN_PX


def _paint_plain_segment(painter: QPainter, segment: Segment, px: float, path: QPainterPath) -> None:
    painter.setPen(plain_segment_pen(segment, px))
    painter.drawPath(path)


def _paint_jambs(painter: QPainter, length: float, px: float, half: float) -> None:
    painter.setPen(_pen(style.SEGMENT_WALL_EDGE, 0.07 * px, Qt.PenCapStyle.FlatCap))
    painter.drawLine(QLineF(0, -half, 0, half))
    painter.drawLine(QLineF(length, -half, length, half))


def _paint_door_piece(painter: QPainter, length: float, px: float, is_open: bool) -> None:
    """A door along the x axis from (0, 0) to (length, 0): a brown leaf in the
    frame when closed; when open, the leaf swung 90° on its hinge, its arc
    dashed and the doorway dotted."""
    thick = style.DOOR_WIDTH * px
    edge = _pen(style.DOOR_EDGE, 0.025 * px)
    if is_open:
        leaf = style.DOOR_OPEN_LEAF_WIDTH * px
        swing = QPen(style.qcolor(style.DOOR_EDGE), 0.02 * px, Qt.PenStyle.DashLine)
        painter.setPen(swing)
        painter.drawArc(QRectF(-length, -length, 2 * length, 2 * length), 0, 90 * 16)
        painter.drawLine(QLineF(0, 0, length, 0))
        painter.setPen(edge)
        painter.setBrush(style.qcolor(style.DOOR))
        painter.drawRect(QRectF(-leaf / 2, -length, leaf, length))
    else:
        painter.setPen(edge)
        painter.setBrush(style.qcolor(style.DOOR))
        painter.drawRect(QRectF(0, -thick / 2, length, thick))
        painter.setPen(_pen(style.DOOR_EDGE, 0.015 * px))
        painter.drawLine(QLineF(length * 0.5, -thick / 2, length * 0.5, thick / 2))
    _paint_jambs(painter, length, px, thick * 0.9)


def _paint_window_piece(painter: QPainter, length: float, px: float) -> None:
    """Glass between two light blue lines, framed by short wall ends."""
    half = style.WINDOW_WIDTH * px / 2
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(style.qcolor(style.WINDOW_GLASS))
    painter.drawRect(QRectF(0, -half, length, 2 * half))
    painter.setPen(_pen(style.WINDOW, 0.035 * px, Qt.PenCapStyle.FlatCap))
    painter.drawLine(QLineF(0, -half, length, -half))
    painter.drawLine(QLineF(0, half, length, half))
    _paint_jambs(painter, length, px, half * 1.3)


# --- background -----------------------------------------------------------------

_BACKGROUNDS: dict[int, tuple[object, QImage]] = {}


def background_image(background) -> QImage:
    """The decoded background (cached); a null image when it cannot be decoded."""
    cached = _BACKGROUNDS.get(id(background))
    if cached is not None and cached[0] is background:
        return cached[1]
    image = decode_image(background.data)
    if len(_BACKGROUNDS) >= 4:
        _BACKGROUNDS.clear()
    _BACKGROUNDS[id(background)] = (background, image)
    return image


# --- terrain rasters -----------------------------------------------------------------

def _pixel(rgba: style.RGBA) -> np.ndarray:
    """A colour as the bytes of one premultiplied ARGB32 pixel in memory."""
    r, g, b, a = rgba
    argb = [a, r * a // 255, g * a // 255, b * a // 255]
    return np.array(argb[::-1] if sys.byteorder == "little" else argb, np.uint8)


@lru_cache(maxsize=16)
def _qt_pixel(rgba: style.RGBA) -> np.ndarray:
    """`_pixel` as Qt premultiplies (rounded): a texture of it blends to
    the very pixels that a fill with the colour gives."""
    image = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(style.qcolor(rgba))
    return np.frombuffer(image.constBits(), np.uint8, 4).copy()


@lru_cache(maxsize=None)
def _tiles(layer: str, k: int) -> np.ndarray:
    """(values, k, k, 4): the texture of one cell for each value of a layer."""
    j, i = np.mgrid[0:k, 0:k]  # row, column inside the cell
    if layer == "solid":
        tiles = np.zeros((len(Solid), k, k, 4), np.uint8)
        stone = tiles[Solid.WALL]
        stone[:] = _pixel(style.STONE)
        if k >= 4:  # two courses of bricks per square, offset by half a brick
            h = k // 2
            mortar = (j % h == h - 1) | ((j < h) & (i == k - 1)) | ((j >= h) & (i == h - 1))
            stone[mortar] = _pixel(style.STONE_MORTAR)
        period = max(k // 2, 2)  # two hatch lines per square
        hatch = (i + j) % period < period // 2
        tiles[Solid.LOW] = np.where(hatch[..., None], _pixel(style.LOW), _pixel(style.LOW_GAP))
        return tiles
    tiles = np.zeros((len(Obscure), k, k, 4), np.uint8)
    if k >= 8:  # two thin waves per square: a row bent by a quarter-period sine
        wave = np.round(k / 16 * np.sin(2 * np.pi * i / k)).astype(int)
        streak = (j + wave) % (k // 2) == 0
        wisp = (i + j) % 8 < 3
        grain = (i % 4 == 1) & (j % 4 == 1)
    else:
        streak = wisp = grain = np.zeros((k, k), bool)
    tiles[Obscure.FOG] = np.where(streak[..., None], _pixel(style.FOG_STREAK), _pixel(style.FOG))
    tiles[Obscure.HEAVY_FOG] = np.where(wisp[..., None], _pixel(style.HEAVY_FOG_WISP), _pixel(style.HEAVY_FOG))
    tiles[Obscure.DIM] = np.where(grain[..., None], _pixel(style.DIM_GRAIN), _pixel(style.DIM))
    tiles[Obscure.DARKNESS] = _pixel(style.DARKNESS)
    return tiles


class TerrainRaster:
    """The texture image of one terrain layer of one board, kept in step with
    the layer's array: a change re-renders only the cells that differ."""

    def __init__(self, layer: str) -> None:
        self.layer = layer
        self.texels = 1
        self.board = None
        self.board_revision = -1
        self.snapshot: np.ndarray | None = None
        self.pixels = np.zeros((1, 1, 4), np.uint8)
        self.image = QImage()
        self.empty = True

    def sync(self, doc: Document) -> None:
        board = doc.board
        if board is self.board and doc.board_revision == self.board_revision:
            return
        array = getattr(board, self.layer)
        if self.snapshot is None or self.snapshot.shape != array.shape or board is not self.board:
            self._rebuild(array)
        else:
            diff = self.snapshot != array
            rows = np.flatnonzero(diff.any(axis=1))
            if len(rows):
                cols = np.flatnonzero(diff.any(axis=0))
                height, width = array.shape
                # neighbours too: a wall's outline depends on the cells around it
                self._render(array, (max(int(cols[0]) - 1, 0), max(int(rows[0]) - 1, 0),
                                     min(int(cols[-1]) + 2, width), min(int(rows[-1]) + 2, height)))
                self.snapshot[diff] = array[diff]
                self.empty = not self.snapshot.any()
                self._wrap()
        self.board, self.board_revision = board, doc.board_revision

    def _rebuild(self, array: np.ndarray) -> None:
        height, width = array.shape
        k = style.TEXELS_PER_SQUARE
        while k > 1 and max(width, height) * k > style.TERRAIN_MAX_TEXELS:
            k //= 2
        self.texels = k
        self.pixels = np.zeros((height * k, width * k, 4), np.uint8)
        self.snapshot = array.copy()
        self.empty = not array.any()
        if not self.empty:
            self._render(array, (0, 0, width, height))
        self._wrap()

    def _wrap(self) -> None:
        height, width = self.pixels.shape[:2]
        self.image = QImage(self.pixels.data, width, height, width * 4,
                            QImage.Format.Format_ARGB32_Premultiplied)

    def _render(self, array: np.ndarray, rect: CellSpan) -> None:
        x0, y0, x1, y1 = rect
        k = self.texels
        sub = array[y0:y1, x0:x1]
        block = _tiles(self.layer, k)[sub]  # (h, w, k, k, 4)
        if self.layer == "solid":
            self._stone(block, array, rect)
        h, w = sub.shape
        self.pixels[y0 * k:y1 * k, x0 * k:x1 * k] = block.transpose(0, 2, 1, 3, 4).reshape(h * k, w * k, 4)

    def _stone(self, block: np.ndarray, array: np.ndarray, rect: CellSpan) -> None:
        """Vary each stone block's shade, and outline walls where they meet open ground."""
        x0, y0, x1, y1 = rect
        wall = array[y0:y1, x0:x1] == Solid.WALL
        if not wall.any():
            return
        ys, xs = np.mgrid[y0:y1, x0:x1]
        noise = ((xs * 73856093) ^ (ys * 19349663)) % (2 * style.STONE_JITTER + 1) - style.STONE_JITTER
        shaded = block[wall].astype(np.int16)
        shaded[..., :3] += noise[wall][:, None, None, None]
        block[wall] = np.clip(shaded, 0, 255).astype(np.uint8)
        padded = np.pad(array == Solid.WALL, 1, constant_values=False)[y0:y1 + 2, x0:x1 + 2]
        edge = _pixel(style.STONE_EDGE)
        block[wall & ~padded[:-2, 1:-1], 0] = edge  # top row of texels
        block[wall & ~padded[2:, 1:-1], -1] = edge
        block[wall & ~padded[1:-1, :-2], :, 0] = edge
        block[wall & ~padded[1:-1, 2:], :, -1] = edge


_RASTERS: dict[int, tuple[weakref.ref, dict[str, TerrainRaster]]] = {}


def terrain_raster(doc: Document, layer: str) -> TerrainRaster:
    """The up-to-date raster of `layer` of `doc` (cached per document)."""
    key = id(doc)
    entry = _RASTERS.get(key)
    if entry is None or entry[0]() is not doc:
        entry = (weakref.ref(doc, lambda _ref, key=key: _RASTERS.pop(key, None)), {})
        _RASTERS[key] = entry
    raster = entry[1].get(layer)
    if raster is None:
        raster = entry[1][layer] = TerrainRaster(layer)
    raster.sync(doc)
    return raster


def terrain_swatch(layer: str, value: int, size: int) -> QImage:
    """A size x size picture of one terrain value over the paper (legends, palettes)."""
    k = style.TEXELS_PER_SQUARE
    tile = np.ascontiguousarray(_tiles(layer, k)[value])
    texture = QImage(tile.data, k, k, k * 4, QImage.Format.Format_ARGB32_Premultiplied)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(style.qcolor(style.PAPER))
    painter = QPainter(image)
    painter.drawImage(QRectF(0, 0, size, size), texture)
    painter.setPen(QPen(style.qcolor(style.BOARD_EDGE), 1))
    painter.drawRect(QRectF(0.5, 0.5, size - 1, size - 1))
    painter.end()
    return image
