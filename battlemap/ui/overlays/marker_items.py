"""One each of the overlay items that are not per target: flanking,
blockers (what blocks the hovered target or line), the attacker's ring and
area origin, and the concealment shading (see `item_base` for how they paint)."""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.core.model import Document
from battlemap.core.rules import AttackResult, BlockerKind
from battlemap.render import marker_painter
from battlemap.render import overlay_geometry
from battlemap.render import overlay_style as ost
from battlemap.ui.overlays import shading
from battlemap.ui.overlays.item_base import (
    Z_ATTACKER, Z_BLOCKERS, Z_FLANK, Z_SHADING, OverlayContext, OverlayItem, badge_text_px,
)

# Concealment shading (cell units are the painter's; colours RGBA)
SHADE_SEEN = (255, 255, 240, 110)           # obscured, but this attacker sees through it
SHADE_SEEN_EDGE = (0, 158, 115, 220)        # ... with a dotted outline of the area
SHADE_CONCEAL = (230, 159, 0, 45)           # concealment: light amber wash + hatch
SHADE_CONCEAL_HATCH = (170, 100, 0, 110)
SHADE_TOTAL = (40, 30, 90, 95)              # total concealment: indigo wash + cross-hatch
SHADE_TOTAL_HATCH = (20, 10, 60, 140)
ORIGIN = (255, 200, 0, 255)
ORIGIN_EDGE = (30, 26, 20, 255)


def flank_extra_pairs(doc: Document, result: AttackResult) -> list[tuple[str, str]]:
    """Graded (RULES §4): every other pair of creatures that flank the target
    (both threaten it from opposite sides), besides the attacker's own pairs.
    Worked out with the engine's own threat and opposite-sides tests."""
    if result.ruleset != "graded" or not result.flanked:
        return []
    from battlemap.core.rules import common, get_ruleset
    from battlemap.ui.overlays.row import space_of

    rules = get_ruleset(result.ruleset)
    target = doc.tokens.get(result.target)
    if target is None:
        return []
    t_space = space_of(target)
    members = [t for t in doc.tokens.values()
               if t.id not in (result.attacker, result.target) and t.faction != target.faction
               and common.threatens(rules, t, space_of(t), t_space)]
    pairs = []
    for i, a in enumerate(members):
        for b in members[i + 1:]:
            if common.opposite_sides(space_of(a), space_of(b), t_space):
                pairs.append((a.id, b.id))
    return pairs


class FlankingItem(OverlayItem):
    """Flanking diagonals attacker -> target -> partner for every flanked
    target; in graded also the other flanking pairs (fainter) and the bonus."""

    def __init__(self, ctx: OverlayContext) -> None:
        super().__init__(ctx, Z_FLANK)
        self.results: list[AttackResult] = []
        self.extra: list[tuple[AttackResult, list[tuple[str, str]]]] = []

    def set_results(self, results: Iterable[AttackResult]) -> None:
        doc = self.ctx.document
        self.results = [r for r in results if r.flanked]
        self.extra = [(r, flank_extra_pairs(doc, r)) for r in self.results]
        px = self.ctx.view_px
        rect = QRectF()
        for r in self.results:
            for points in self._paths(doc, r, px):
                for p in points:
                    rect = rect.united(QRectF(p, p)) if not rect.isNull() else QRectF(p, p)
            token = doc.tokens.get(r.target)
            if token is not None:
                rect = rect.united(overlay_geometry.token_rect(token, px))
        m = (ost.FLANK_WIDTH + ost.LINE_CASING_EXTRA + ost.FLANK_END_RADIUS) * px + 0.3 * px + 4
        self.set_px_rect(None if rect.isNull() else rect.adjusted(-m, -m, m, m))

    def _paths(self, doc: Document, result: AttackResult, px: float) -> list[list[QPointF]]:
        paths = marker_painter.flank_paths(doc, result, px)
        for r, pairs in self.extra:
            if r is result:
                for a, b in pairs:
                    paths += marker_painter.flank_paths(
                        doc, result.replace(attacker=a, flank_partners=(b,), lines=()), px)
        return paths

    def paint_px(self, painter: QPainter, px: float) -> None:
        doc = self.ctx.document
        for result, pairs in self.extra:
            if pairs:
                painter.save()
                painter.setOpacity(0.5)
                for a, b in pairs:
                    marker_painter.paint_flanking(painter, doc,
                                      result.replace(attacker=a, flank_partners=(b,), lines=()), px)
                painter.restore()
        for result in self.results:
            marker_painter.paint_flanking(painter, doc, result, px)
            if result.flank_bonus:
                self._paint_bonus(painter, doc, result, px)

    def _paint_bonus(self, painter: QPainter, doc: Document, result: AttackResult, px: float) -> None:
        """"+n" on the target's bottom edge, in the flanking colour."""
        token = doc.tokens.get(result.target)
        if token is None:
            return
        rect = overlay_geometry.token_rect(token, px)
        text_px = badge_text_px(px, self.ctx.text_scale)
        font = QFont()
        font.setPixelSize(max(1, round(text_px)))
        font.setBold(True)
        text = f"+{result.flank_bonus}"
        fm = QFontMetricsF(font)
        w, h = fm.horizontalAdvance(text) + text_px * 0.6, fm.height()
        box = QRectF(rect.center().x() - w / 2, rect.bottom() - h * 0.5, w, h)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(255, 255, 255, 230), max(text_px * 0.12, 1.0)))
        painter.setBrush(ost.qcolor(ost.FLANK))
        painter.drawRoundedRect(box, h * 0.35, h * 0.35)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)
        painter.restore()


class BlockersItem(OverlayItem):
    """What blocks the hovered target's lines (or the hovered line)."""

    def __init__(self, ctx: OverlayContext) -> None:
        super().__init__(ctx, Z_BLOCKERS)
        self.result: AttackResult | None = None

    def set_result(self, result: AttackResult | None, line: int | None = None) -> None:
        if result is not None and line is not None and 0 <= line < len(result.lines):
            result = result.replace(lines=(result.lines[line],))
        if result is not None and not any(l.blocked and l.blocked_by for l in result.lines):
            result = None
        self.result = result
        self.set_px_rect(None if result is None else self._bounds(result, self.ctx.view_px))

    def _bounds(self, result: AttackResult, px: float) -> QRectF:
        doc = self.ctx.document
        rect = QRectF()
        for blocker in marker_painter.blockers([result]):
            if blocker.kind is BlockerKind.CELL and blocker.cell is not None:
                r = QRectF(blocker.cell[0] * px, blocker.cell[1] * px, px, px)
            elif blocker.kind is BlockerKind.SEGMENT and blocker.segment is not None \
                    and 0 <= blocker.segment < len(doc.board.segments):
                pts = doc.board.segments[blocker.segment].points
                xs, ys = [p[0] for p in pts], [p[1] for p in pts]
                r = QRectF(QPointF(min(xs) * px, min(ys) * px), QPointF(max(xs) * px, max(ys) * px))
            elif blocker.kind is BlockerKind.TOKEN and blocker.token in doc.tokens:
                r = overlay_geometry.token_rect(doc.tokens[blocker.token], px)
            else:
                continue
            rect = r if rect.isNull() else rect.united(r)
        m = ost.BLOCK_SEGMENT_WIDTH * px + 2
        return rect.adjusted(-m, -m, m, m) if not rect.isNull() else QRectF()

    def paint_px(self, painter: QPainter, px: float) -> None:
        if self.result is not None:
            marker_painter.paint_blockers(painter, self.ctx.document, self.result, px)


class AttackerItem(OverlayItem):
    """The attacker's ring and, for area and close attacks, the origin point."""

    def __init__(self, ctx: OverlayContext) -> None:
        super().__init__(ctx, Z_ATTACKER)
        self.attacker: str | None = None
        self.origin: tuple[int, int] | None = None

    def set_state(self, attacker: str | None, origin: tuple[int, int] | None) -> None:
        self.attacker, self.origin = attacker, origin
        doc = self.ctx.document
        px = self.ctx.view_px
        rect = QRectF()
        token = doc.tokens.get(attacker) if attacker else None
        if token is not None:
            rect = overlay_geometry.token_rect(token, px)
        if origin is not None:
            r = self.origin_radius(px) * 1.6
            o = QRectF(origin[0] * px - r, origin[1] * px - r, 2 * r, 2 * r)
            rect = o if rect.isNull() else rect.united(o)
        self.set_px_rect(None if rect.isNull() else rect.adjusted(-4, -4, 4, 4))

    @staticmethod
    def origin_radius(px: float) -> float:
        return max(0.16 * px, 6.0)

    def paint_px(self, painter: QPainter, px: float) -> None:
        doc = self.ctx.document
        if self.attacker and self.attacker in doc.tokens:
            marker_painter.paint_attacker(painter, doc, self.attacker, px)
        if self.origin is not None:
            paint_origin(painter, QPointF(self.origin[0] * px, self.origin[1] * px),
                         self.origin_radius(px))


def paint_origin(painter: QPainter, centre: QPointF, r: float) -> None:
    """The area origin: an amber disc with a cross-hair, over a light halo."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor(255, 255, 255, 200), r * 0.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, r, r)
    painter.setPen(QPen(QColor(*ORIGIN_EDGE), max(r * 0.18, 1.0)))
    painter.setBrush(QColor(*ORIGIN))
    painter.drawEllipse(centre, r, r)
    pen = QPen(QColor(*ORIGIN_EDGE), max(r * 0.18, 1.0))
    painter.setPen(pen)
    painter.drawLine(QPointF(centre.x() - r * 1.5, centre.y()), QPointF(centre.x() + r * 1.5, centre.y()))
    painter.drawLine(QPointF(centre.x(), centre.y() - r * 1.5), QPointF(centre.x(), centre.y() + r * 1.5))
    painter.restore()


class ShadingItem(QGraphicsItem):
    """Obscured cells shaded by what they mean for the attacker
    (`shading.concealment_grades`); painted in scene units, cell by cell run,
    the SEEN cells outlined by a dotted line (`paint_seen_edges`)."""

    def __init__(self, ctx: OverlayContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.setZValue(Z_SHADING)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        # painted into a device-pixel cache: only the cells whose grade changes
        # (the edge of the darkvision range as the attacker moves) re-render
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.grades: np.ndarray | None = None
        self._seen_edges: tuple[np.ndarray, np.ndarray] = (_NO_RUNS, _NO_RUNS)  # `shading.seen_edges`
        self._seen: np.ndarray | None = None  # the SEEN cells the edges outline
        self._rect = QRectF()

    def boundingRect(self) -> QRectF:
        return self._rect

    def set_grades(self, grades: np.ndarray | None) -> None:
        """Repaints the cells whose grade changed, and only them: the
        outline's dots lie on a lattice of the view's pixels
        (`paint_seen_edges`), so a side that did not change keeps its dots."""
        old = self.grades
        if old is not None and grades is not None and old.shape == grades.shape \
                and np.array_equal(old, grades):
            return  # the attacker moved, its shading did not (outline kept, nothing repainted)
        self.grades = grades
        seen = grades == shading.SEEN if grades is not None else None
        if seen is None or self._seen is None or not np.array_equal(seen, self._seen):
            # (a torch carried past the attacker mostly changes other grades)
            self._seen_edges = shading.seen_edges(grades) if grades is not None else (_NO_RUNS, _NO_RUNS)
        self._seen = seen
        px = self.ctx.scene_px
        if grades is None:
            rect = QRectF()
        else:
            h, w = grades.shape
            rect = QRectF(0, 0, w * px, h * px)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
            self.update()
            return
        if old is None or grades is None or old.shape != grades.shape:
            self.update()
            return
        # the changed cells, and the outline's width past their sides
        m = OUTLINE_REACH_PX / (self.ctx.view_scale or 1.0)
        for x0, y0, x1, y1 in shading.changed_blocks(old, grades).tolist():
            self.update(QRectF(x0 * px - m, y0 * px - m, (x1 - x0) * px + 2 * m, (y1 - y0) * px + 2 * m))

    def _view_transform(self, transform: QTransform) -> QTransform | None:
        """The transform of the view painted for (the one at the painter's
        scale), when painting into the item's cache (Qt gives no widget then)."""
        scene = self.scene()
        for view in scene.views() if scene is not None else ():
            t = view.viewportTransform()
            if t.m11() == transform.m11() and t.m22() == transform.m22():
                return t
        return None

    @staticmethod
    def _fill_in_device_pixels(painter: QPainter, transform: QTransform, rects: np.ndarray, grade: np.ndarray,
                               view: QTransform | None = None) -> None:
        """The runs (`rects`, (n, 4) x0 y0 x1 y1 in the painter's units, of
        `grade`) filled on whole device pixels, each grade with one brush,
        its wash and hatch together (`shade_tile`): one blend a pixel instead
        of two, and a pattern brush costs four times a plain fill. The same
        pixels as the wash and hatch drawn through `transform`: a pixel is
        filled when its centre is in a run (`_first_pixel`; Qt
        rounds a hatch's edge on a pixel's centre the other way), and the hatch starts where Qt
        starts a pattern under a scaled painter (its translation divided by
        the scale, a quirk kept). `view`: the view's transform when painting
        into the item's cache of it (`transform`: the cache's, the view's
        shifted by whole pixels): the hatch starts where it would on the view
        itself, whatever part of the cache is painted again (a cache scrolled
        since, and part of it painted again, showed a seam in the hatch)."""
        if view is None or view.m11() != transform.m11() or view.m22() != transform.m22():
            view = transform
        painter.resetTransform()
        painter.setBrushOrigin(
            QPointF(math.floor(view.dx() / view.m11() + 0.5) - round(view.dx() - transform.dx()),
                    math.floor(view.dy() / view.m22() + 0.5) - round(view.dy() - transform.dy())))
        scale = np.array([transform.m11(), transform.m22()] * 2)
        shift = np.array([transform.dx(), transform.dy()] * 2)
        order = np.argsort(grade, kind="stable")  # (a drag repaints them at every step: the grades worked out at once)
        boxes = _device_boxes(rects[order] * scale + shift)
        end = 0
        for shade, count in enumerate(np.bincount(grade, minlength=len(SHADE_LOOKS) + 1).tolist()):
            if count:
                painter.setBrush(shade_tile(shade))
                painter.drawRects([QRect(*box) for box in boxes[end:end + count]])
                end += count
        painter.setWorldTransform(transform)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        grades = self.grades
        if grades is None:
            return
        px = self.ctx.scene_px
        exposed = option.exposedRect
        y0, y1 = exposed.top() / px - 1, exposed.bottom() / px + 1
        x0, x1 = exposed.left() / px - 1, exposed.right() / px + 1
        # the runs of the exposed cells (and one around) only: cut where the
        # exposed part ends, a run fills the same pixels (its pieces meet on
        # the same pixel edge, one brush anchored on the view); a drag step
        # exposes a few rows and columns of a board's
        h, w = grades.shape
        r0, c0 = min(max(math.floor(y0), 0), h), min(max(math.floor(x0), 0), w)
        r1, c1 = max(min(math.floor(y1) + 1, h), r0), max(min(math.floor(x1) + 1, w), c0)
        found, grade = shading.shaded_runs(grades[r0:r1, c0:c1])
        across, down = self._seen_edges
        if not len(found) and not len(across):
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        # (n, 4) x0 y0 x1 y1 in scene units
        rects = np.stack([found[:, 0] + c0, found[:, 2] + r0, found[:, 1] + c0, found[:, 2] + r0 + 1], axis=1) * px
        # the outline's sides near the exposed cells, (n, 4) x0 y0 x1 y1 in scene units
        across = across[(across[:, 2] >= y0) & (across[:, 2] <= y1) & (across[:, 1] >= x0) & (across[:, 0] <= x1)]
        down = down[(down[:, 2] >= x0) & (down[:, 2] <= x1) & (down[:, 1] >= y0) & (down[:, 0] <= y1)]
        transform = painter.worldTransform()
        device = painter.device()
        if device is not None and device.devicePixelRatioF() == 1.0 \
                and transform.type().value <= QTransform.TransformationType.TxScale.value \
                and transform.m11() > 0 and transform.m22() > 0:
            self._fill_in_device_pixels(painter, transform, rects, grade, self._view_transform(transform))
            paint_seen_edges(painter, transform,
                             np.stack([across[:, 0], across[:, 2], across[:, 1], across[:, 2]], axis=1) * px,
                             np.stack([down[:, 2], down[:, 0], down[:, 2], down[:, 1]], axis=1) * px)
        else:
            for shade, (fill, hatch, style) in SHADE_LOOKS.items():
                shaded = [QRectF(QPointF(a, b), QPointF(c, d)) for a, b, c, d in rects[grade == shade].tolist()]
                if shaded:
                    painter.setBrush(QColor(*fill))
                    painter.drawRects(shaded)
                    if hatch is not None:
                        painter.setBrush(QBrush(QColor(*hatch), style))
                        painter.drawRects(shaded)
            # (a high-density screen or a rotated view: a dotted line along
            # each cell's side, its dots starting at the side's corner, so
            # that they too depend on that side alone)
            pen = QPen(QColor(*SHADE_SEEN_EDGE), OUTLINE_WIDTH_PX)
            pen.setCosmetic(True)
            pen.setStyle(Qt.PenStyle.DotLine)
            painter.setPen(pen)
            painter.drawLines([QLineF(x * px, y * px, (x + 1) * px, y * px) for x, y in _unit_steps(across)]
                              + [QLineF(x * px, y * px, x * px, (y + 1) * px) for y, x in _unit_steps(down)])
        painter.restore()


def _unit_steps(runs: np.ndarray) -> list[tuple[int, int]]:
    """Runs (n, 3) of start, end (exclusive), line: each unit step of
    each, as (position, line)."""
    lengths = runs[:, 1] - runs[:, 0]
    firsts = np.repeat(runs[:, 0] - np.cumsum(lengths) + lengths, lengths)
    return list(zip((firsts + np.arange(int(lengths.sum()))).tolist(), np.repeat(runs[:, 2], lengths).tolist()))


OUTLINE_WIDTH_PX = 1.5  # the seen outline's width on screen
OUTLINE_REACH_PX = 2.0  # how far its pixels reach past the side of a cell
# its dots along a side, a period of device pixels: 3 on, 1 off, 3 on, 2 off
# (Qt's dotted line of that width, square-capped, as it looked when stroked)
OUTLINE_DOTS = (1, 1, 1, 0, 1, 1, 1, 0, 0)


def paint_seen_edges(painter: QPainter, transform: QTransform, across: np.ndarray, down: np.ndarray) -> None:
    """The dotted outline of the SEEN cells: bands `OUTLINE_WIDTH_PX` wide
    along each side ((n, 4) x0 y0 x1 y1 in the painter's units, before
    `transform`, which only scales and shifts), square-capped, a pixel drawn
    when its centre is in one, filled with dots (`OUTLINE_DOTS`) that lie on
    a lattice of device pixels anchored at the board's corner: a side's
    dots depend on nothing else, so a repaint of some cells draws the same
    dots as a repaint of all (a dotted path restarts its dots at each change
    of the outline, which had to be stroked again whole at every step of a
    drag: a millisecond)."""
    w = OUTLINE_WIDTH_PX / 2
    origin = QPointF(math.floor(transform.dx() + 0.5), math.floor(transform.dy() + 0.5))
    scale = np.array([transform.m11(), transform.m22()] * 2)
    shift = np.array([transform.dx() - w, transform.dy() - w, transform.dx() + w, transform.dy() + w])
    painter.resetTransform()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrushOrigin(origin)
    boxes = _device_boxes(np.concatenate([across, down]) * scale + shift)  # (both at once)
    for part, horizontal in ((boxes[:len(across)], True), (boxes[len(across):], False)):
        if part:
            painter.setBrush(_outline_dots(horizontal))
            painter.drawRects([QRect(*box) for box in part])
    painter.setWorldTransform(transform)


@lru_cache(maxsize=2)
def _outline_dots(horizontal: bool) -> QBrush:
    """The outline's dots along a horizontal side (repeated down every row)
    or a vertical one."""
    n = len(OUTLINE_DOTS)
    tile = QImage(n if horizontal else 1, 1 if horizontal else n, QImage.Format.Format_ARGB32_Premultiplied)
    tile.fill(Qt.GlobalColor.transparent)
    colour = QColor(*SHADE_SEEN_EDGE)
    for i, on in enumerate(OUTLINE_DOTS):
        if on:
            tile.setPixelColor(i if horizontal else 0, 0 if horizontal else i, colour)
    return QBrush(tile)


def _first_pixel(edges: np.ndarray) -> np.ndarray:
    """The first pixel past each edge, rounded as Qt fills a plain rectangle
    (an edge on a pixel's very centre: that pixel is past it)."""
    return np.floor(edges + 0.5).astype(np.int64)


def _device_boxes(edges: np.ndarray) -> list[list[int]]:
    """(n, 4) x0 y0 x1 y1 on the device to the whole pixels each covers
    (`_first_pixel`), as x, y, width, height lists for `QRect`."""
    first = _first_pixel(edges)
    first[:, 2:] -= first[:, :2]
    return first.tolist()


_NO_RUNS = np.zeros((0, 3), np.int64)


SHADE_LOOKS = {  # grade: wash, hatch colour, hatch pattern
    shading.SEEN: (SHADE_SEEN, None, None),
    shading.CONCEALING: (SHADE_CONCEAL, SHADE_CONCEAL_HATCH, Qt.BrushStyle.BDiagPattern),
    shading.TOTAL: (SHADE_TOTAL, SHADE_TOTAL_HATCH, Qt.BrushStyle.DiagCrossPattern),
}
TILE_PX = 64  # a whole number of Qt's 8-pixel hatch patterns


@lru_cache(maxsize=4)
def shade_tile(grade: int) -> QBrush:
    """The brush of a grade in device pixels: its wash with its hatch over
    it, as Qt draws them one after the other."""
    fill, hatch, style = SHADE_LOOKS[grade]
    if hatch is None:
        return QBrush(QColor(*fill))
    tile = QImage(TILE_PX, TILE_PX, QImage.Format.Format_ARGB32_Premultiplied)
    tile.fill(Qt.GlobalColor.transparent)
    p = QPainter(tile)
    p.setPen(Qt.PenStyle.NoPen)
    whole = QRectF(0, 0, TILE_PX, TILE_PX)
    p.fillRect(whole, QColor(*fill))
    p.fillRect(whole, QBrush(QColor(*hatch), style))
    p.end()
    return QBrush(tile)
