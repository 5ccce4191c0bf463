"""The overlay items of the map scene. Each paints with the export's own
painters (`render.overlay_painter`), so the window looks like an export.

They paint in device pixels: `paint()` undoes the view's scale and calls the
painters with the on-screen size of a square, so lines keep their width and
badge text stays readable at any zoom, exactly as an export at that many
pixels per square. Their bounding rectangles follow (`OverlayContext.view_px`).

Items are made once and reused: per target a lines item, a marks item and a
badge item (kept in a pool when targets come and go), and one each of
flanking, blockers (what blocks the hovered target or line), attacker ring
and area origin, concealment shading.

Stacking (see `ui.scene.layers`): the concealment shading sits just above the
obscurement layer and below the grid and tokens (it recolours terrain, and
must not wash over the creatures); everything else is above the tokens.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import replace
from typing import Protocol

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPixmapCache,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from battlemap.core.model import Document
from battlemap.core.rules import AttackResult, BlockerKind
from battlemap.render import compact_badge
from battlemap.render import overlay_painter as op
from battlemap.render import overlay_style as ost
from battlemap.ui.overlays import shading
from battlemap.ui.scene import layers

Z_SHADING = layers.Z_OBSCURE + 5
Z_BLOCKERS = layers.Z_OVERLAY
Z_FLANK = layers.Z_OVERLAY + 5
Z_LINES = layers.Z_OVERLAY + 10
Z_LINES_HOVER = layers.Z_OVERLAY + 15
Z_ATTACKER = layers.Z_OVERLAY + 20
Z_MARKS = layers.Z_OVERLAY + 25
Z_BADGES = layers.Z_OVERLAY + 30
Z_BADGE_HOVER = layers.Z_OVERLAY + 35

WINDOW_BADGE_MIN_PX = 9.0  # badge text on screen is never smaller (exports: 7 px)
STALE_BADGE_OPACITY = 0.45  # a badge whose result is being re-evaluated
DIMMED_OPACITY = 0.3        # other targets' lines while one target is hovered

# Concealment shading (cell units are the painter's; colours RGBA)
SHADE_SEEN = (255, 255, 240, 110)           # obscured, but this attacker sees through it
SHADE_SEEN_EDGE = (0, 158, 115, 220)        # ... with a dotted outline of the area
SHADE_CONCEAL = (230, 159, 0, 45)           # concealment: light amber wash + hatch
SHADE_CONCEAL_HATCH = (170, 100, 0, 110)
SHADE_TOTAL = (40, 30, 90, 95)              # total concealment: indigo wash + cross-hatch
SHADE_TOTAL_HATCH = (20, 10, 60, 140)
ORIGIN = (255, 200, 0, 255)
ORIGIN_EDGE = (30, 26, 20, 255)


class OverlayContext(Protocol):
    """What the items need from the controller."""

    @property
    def document(self) -> Document: ...

    @property
    def scene_px(self) -> float: ...  # scene units per square

    @property
    def view_scale(self) -> float: ...  # the view's zoom (device px per scene unit)

    @property
    def view_px(self) -> float: ...  # device px per square

    @property
    def text_scale(self) -> float: ...  # badge text enlargement (play mode)


def badge_text_px(px: float, scale: float = 1.0) -> float:
    """The badge text height in the window at `px` device pixels per square,
    times `scale` (play mode enlarges it to be read from across the table)."""
    return max(op.badge_text_px(px), WINDOW_BADGE_MIN_PX) * scale


def _qrect_scaled(rect: QRectF, factor: float) -> QRectF:
    return QRectF(rect.x() * factor, rect.y() * factor, rect.width() * factor, rect.height() * factor)


class OverlayItem(QGraphicsItem):
    """Paints in device pixels (see the module docstring). Subclasses give
    `paint_px(painter, px)` and set their bounds with `set_px_rect` (in units
    of `ctx.view_px` per square)."""

    def __init__(self, ctx: OverlayContext, z: float) -> None:
        super().__init__()
        self.ctx = ctx
        self._rect = QRectF()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)

    def boundingRect(self) -> QRectF:
        return self._rect

    def set_px_rect(self, rect: QRectF | None, repaint: bool = True) -> None:
        """Bounds in painter units at `ctx.view_px`; None: empty. Repaints
        (a move or resize always; in place only with `repaint`)."""
        scene_rect = QRectF() if rect is None or rect.isEmpty() else \
            _qrect_scaled(rect, 1.0 / self.ctx.view_scale)
        if scene_rect != self._rect:
            self.prepareGeometryChange()
            self._rect = scene_rect
        elif not repaint:
            return
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        s = abs(painter.worldTransform().m11()) or 1.0
        painter.save()
        painter.scale(1.0 / s, 1.0 / s)
        try:
            self.paint_px(painter, self.ctx.scene_px * s)
        finally:
            painter.restore()

    def paint_px(self, painter: QPainter, px: float) -> None:
        raise NotImplementedError


# --- per target -----------------------------------------------------------------------------

class CachedOverlayItem(OverlayItem):
    """A per-target item: painted once into a device-pixel cache (Qt keeps
    only the visible part of a big item), so a repaint caused by something
    else, or by a change of opacity, only blits it."""

    def __init__(self, ctx: OverlayContext, z: float) -> None:
        super().__init__(ctx, z)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


class ResultLinesItem(CachedOverlayItem):
    """The lines the engine drew for one result and where they start."""

    def __init__(self, ctx: OverlayContext) -> None:
        super().__init__(ctx, Z_LINES)
        self.result: AttackResult | None = None
        self.full = False  # every line even at a far zoom (the hovered target)
        self._look: tuple | None = None  # what was painted (see `look`)

    def set_full(self, full: bool) -> None:
        if full != self.full:
            self.full = full
            self.update()

    # Lines spanning much of the screen are not cached: thirty viewport-sized
    # pixmaps would overflow Qt's pixmap cache and be re-rendered anyway.
    MAX_CACHED_AREA = 400_000  # device pixels

    def set_result(self, result: AttackResult | None) -> None:
        """Repaints only when what it draws changed (a re-evaluated pair
        often draws the same lines)."""
        look = self.look(result)
        self.result = result
        if look == self._look:
            return
        self._look = look
        rect = None if result is None else self.px_bounds(result, self.ctx.view_px)
        big = rect is not None and rect.width() * rect.height() > self.MAX_CACHED_AREA
        mode = QGraphicsItem.CacheMode.NoCache if big else QGraphicsItem.CacheMode.DeviceCoordinateCache
        if self.cacheMode() != mode:
            self.setCacheMode(mode)
        self.set_px_rect(rect)

    def look(self, result: AttackResult | None) -> tuple | None:
        """What `paint_px` reads of the result and the view (the lines, the
        chosen corner or cell, the zoom), compared to skip a repaint."""
        if result is None:
            return None
        return (tuple(result.lines), result.chosen_corner, result.chosen_cell, self.ctx.view_px)

    def px_bounds(self, result: AttackResult, px: float) -> QRectF:
        points = [p for line in result.lines if line.role != "flank" for p in (line.start, line.end)]
        if result.chosen_corner is not None:
            points.append(result.chosen_corner)
        if not points and result.chosen_cell is None:
            return QRectF()
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        if result.chosen_cell is not None:
            x, y = result.chosen_cell
            xs += [x, x + 1]
            ys += [y, y + 1]
        rect = QRectF(QPointF(min(xs) * px, min(ys) * px), QPointF(max(xs) * px, max(ys) * px))
        m = (ost.line_width(px, "centre") + ost.LINE_CASING_EXTRA * px) / 2 \
            + ost.CORNER_RADIUS * px * 1.3 + 2
        return rect.adjusted(-m, -m, m, m)

    def paint_px(self, painter: QPainter, px: float) -> None:
        if self.result is None:
            return
        simplified = px < ost.LOD_PX and not self.full
        op.paint_result_lines(painter, self.result, px, simplified)
        if not simplified:
            op.paint_chosen(painter, self.ctx.document, self.result, px)


class TargetMarksItem(CachedOverlayItem):
    """The prohibition sign (cannot be attacked) and the total-concealment ring."""

    def __init__(self, ctx: OverlayContext) -> None:
        super().__init__(ctx, Z_MARKS)
        self.result: AttackResult | None = None
        self._look: tuple | None = None  # what was painted: the marks and the token

    def set_result(self, result: AttackResult | None) -> None:
        """Repaints only when the marks or their place changed."""
        show = result is not None and (not result.can_attack or result.concealment == "total")
        self.result = result if show else None
        rect = None
        token = None
        if self.result is not None:
            token = self.ctx.document.tokens.get(result.target)
            if token is not None:
                px = self.ctx.view_px
                m = ost.NO_ATTACK_WIDTH * px * max(1.0, token.footprint ** 0.5) * 1.8 + 0.12 * px + 2
                rect = op.token_rect(token, px).adjusted(-m, -m, m, m)
        look = None if self.result is None else (self.result.can_attack, self.result.concealment, token)
        changed = look != self._look
        self._look = look
        self.set_px_rect(rect, repaint=changed)

    def paint_px(self, painter: QPainter, px: float) -> None:
        if self.result is not None:
            op.paint_target_marks(painter, self.ctx.document, self.result, px)


class BadgeItem(CachedOverlayItem):
    """One result's badge, where the layout put it (`rect` in painter units
    at `ctx.view_px`). `compact` (a far zoom): a small marker, a shield and a
    number, which `expanded` (hovered) turns back into the whole badge,
    kept inside `bounds` (the visible part of the map).

    Drawn from a picture of the badge (`QPixmapCache`, keyed by its `look`
    and size) shared by every badge that reads the same: a row of "+2"
    markers, a badge placed anew, a zoom step at a far zoom (where the text
    keeps its size) only blit it. Placed on whole device pixels."""

    PICTURE_PAD = 2  # device px around a badge's picture (antialiasing)

    def __init__(self, ctx: OverlayContext) -> None:
        super().__init__(ctx, Z_BADGES)
        self.result: AttackResult | None = None
        self.px_rect = QRectF()
        self._px = 1.0
        self._text_px = WINDOW_BADGE_MIN_PX
        self.compact = False
        self.expanded = False
        self._bounds: QRectF | None = None
        self._look: tuple | None = None  # what was painted (see `look`)

    def set_result(self, result: AttackResult | None, rect: QRectF | None,
                   compact: bool = False, bounds: QRectF | None = None) -> None:
        """Repaints only when what the badge shows, or where, changed (a
        dragged attacker re-evaluates every pair; most badges read the same)."""
        self.result = result
        self.px_rect = QRectF(rect) if rect is not None else QRectF()
        self._px = self.ctx.view_px
        self._text_px = badge_text_px(self._px, self.ctx.text_scale)
        self.compact = compact
        self._bounds = bounds
        self._resize()

    def look(self) -> tuple | None:
        """What `paint_px` reads: the texts and colour of the badge (or of
        the compact marker), its place and size, and its text size."""
        result = self.result
        if result is None or self.px_rect.isEmpty():
            return None
        edge = ost.severity(result.cover, result.concealment, result.can_attack, result.in_reach)
        if self.compact and not self.expanded:
            content: tuple = (compact_badge.compact_text(result), edge, result.cover != "none",
                              result.in_reach)
        else:
            content = (tuple(op.badge_rows(result, self.ctx.document)), edge)
        return (content, self.compact, self.expanded, self._px, self._text_px)

    def set_expanded(self, expanded: bool) -> None:
        if expanded != self.expanded:
            self.expanded = expanded
            self._resize()

    def shown_px_rect(self) -> QRectF:
        """Where the badge is drawn: its place, or the whole badge grown from
        it when a compact marker is expanded."""
        if self.result is None or self.px_rect.isEmpty() or not (self.compact and self.expanded):
            return self.px_rect
        size = op.badge_size(op.badge_rows(self.result, self.ctx.document), self._text_px)
        rect = QRectF(self.px_rect.topLeft(), size)
        if self._bounds is not None:
            b = self._bounds
            rect.moveLeft(min(max(rect.left(), b.left()), max(b.right() - rect.width(), b.left())))
            rect.moveTop(min(max(rect.top(), b.top()), max(b.bottom() - rect.height(), b.top())))
        return rect

    def _resize(self) -> None:
        rect = self.shown_px_rect()
        look = self.look()
        changed = look != self._look
        self._look = look
        self.set_px_rect(None if self.result is None or rect.isEmpty() else rect.adjusted(-1, -1, 1, 1),
                         repaint=changed)

    def scene_rect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.result is None or self.px_rect.isEmpty():
            return
        s = abs(painter.worldTransform().m11()) or 1.0
        px = self.ctx.scene_px * s
        rect = _qrect_scaled(self.shown_px_rect(), px / self._px)  # device px, as paint_px draws it
        device = painter.worldTransform().map(QPointF(rect.x() / s, rect.y() / s))
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        pad = self.PICTURE_PAD
        key = f"badge {self._look!r} {rect.width():.2f} {rect.height():.2f} {px:.3f} {dpr}"
        picture = QPixmapCache.find(key)
        if picture is None:
            picture = QPixmap(math.ceil((rect.width() + 2 * pad) * dpr), math.ceil((rect.height() + 2 * pad) * dpr))
            picture.setDevicePixelRatio(dpr)
            picture.fill(Qt.GlobalColor.transparent)
            p = QPainter(picture)
            p.translate(pad - rect.x(), pad - rect.y())
            self.paint_px(p, px)
            p.end()
            QPixmapCache.insert(key, picture)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(round(device.x()) - pad, round(device.y()) - pad), picture)
        painter.restore()

    def paint_px(self, painter: QPainter, px: float) -> None:
        """The badge itself, at its place (device px at `px` per square)."""
        if self.result is None or self.px_rect.isEmpty():
            return
        factor = px / self._px
        rect = _qrect_scaled(self.shown_px_rect(), factor)
        if self.compact and not self.expanded:
            compact_badge.paint_compact_badge(painter, self.result, rect, self._text_px * factor)
        else:
            op.paint_badge(painter, self.ctx.document, self.result, px, rect,
                           self._text_px * factor)


# --- one of each -------------------------------------------------------------------------------

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
                rect = rect.united(op.token_rect(token, px))
        m = (ost.FLANK_WIDTH + ost.LINE_CASING_EXTRA + ost.FLANK_END_RADIUS) * px + 0.3 * px + 4
        self.set_px_rect(None if rect.isNull() else rect.adjusted(-m, -m, m, m))

    def _paths(self, doc: Document, result: AttackResult, px: float) -> list[list[QPointF]]:
        paths = op.flank_paths(doc, result, px)
        for r, pairs in self.extra:
            if r is result:
                for a, b in pairs:
                    paths += op.flank_paths(doc, replace(result, attacker=a, flank_partners=(b,), lines=()), px)
        return paths

    def paint_px(self, painter: QPainter, px: float) -> None:
        doc = self.ctx.document
        for result, pairs in self.extra:
            if pairs:
                painter.save()
                painter.setOpacity(0.5)
                for a, b in pairs:
                    op.paint_flanking(painter, doc,
                                      replace(result, attacker=a, flank_partners=(b,), lines=()), px)
                painter.restore()
        for result in self.results:
            op.paint_flanking(painter, doc, result, px)
            if result.flank_bonus:
                self._paint_bonus(painter, doc, result, px)

    def _paint_bonus(self, painter: QPainter, doc: Document, result: AttackResult, px: float) -> None:
        """"+n" on the target's bottom edge, in the flanking colour."""
        token = doc.tokens.get(result.target)
        if token is None:
            return
        rect = op.token_rect(token, px)
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
            result = replace(result, lines=(result.lines[line],))
        if result is not None and not any(l.blocked and l.blocked_by for l in result.lines):
            result = None
        self.result = result
        self.set_px_rect(None if result is None else self._bounds(result, self.ctx.view_px))

    def _bounds(self, result: AttackResult, px: float) -> QRectF:
        doc = self.ctx.document
        rect = QRectF()
        for blocker in op.blockers([result]):
            if blocker.kind is BlockerKind.CELL and blocker.cell is not None:
                r = QRectF(blocker.cell[0] * px, blocker.cell[1] * px, px, px)
            elif blocker.kind is BlockerKind.SEGMENT and blocker.segment is not None \
                    and 0 <= blocker.segment < len(doc.board.segments):
                pts = doc.board.segments[blocker.segment].points
                xs, ys = [p[0] for p in pts], [p[1] for p in pts]
                r = QRectF(QPointF(min(xs) * px, min(ys) * px), QPointF(max(xs) * px, max(ys) * px))
            elif blocker.kind is BlockerKind.TOKEN and blocker.token in doc.tokens:
                r = op.token_rect(doc.tokens[blocker.token], px)
            else:
                continue
            rect = r if rect.isNull() else rect.united(r)
        m = ost.BLOCK_SEGMENT_WIDTH * px + 2
        return rect.adjusted(-m, -m, m, m) if not rect.isNull() else QRectF()

    def paint_px(self, painter: QPainter, px: float) -> None:
        if self.result is not None:
            op.paint_blockers(painter, self.ctx.document, self.result, px)


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
            rect = op.token_rect(token, px)
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
            op.paint_attacker(painter, doc, self.attacker, px)
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
    (`shading.concealment_grades`); painted in scene units, cell by cell run."""

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
        self._runs: dict[int, list[tuple[int, int, int]]] = {}
        self._seen_outline = QPainterPath()
        self._rect = QRectF()

    def boundingRect(self) -> QRectF:
        return self._rect

    def set_grades(self, grades: np.ndarray | None) -> None:
        old = self.grades
        self.grades = grades
        self._runs = shading.grade_runs(grades) if grades is not None else {}
        px = self.ctx.scene_px
        self._seen_outline = QPainterPath()
        for x0, x1, y in self._runs.get(shading.SEEN, ()):
            self._seen_outline.addRect(QRectF(x0 * px, y * px, (x1 - x0) * px, px))
        self._seen_outline = self._seen_outline.simplified()
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
        ys, xs = np.nonzero(old != grades)
        if len(xs):
            self.update(QRectF(xs.min() * px, ys.min() * px,
                               (xs.max() - xs.min() + 1) * px, (ys.max() - ys.min() + 1) * px))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._runs:
            return
        px = self.ctx.scene_px
        exposed = option.exposedRect
        y0, y1 = exposed.top() / px - 1, exposed.bottom() / px + 1
        x0, x1 = exposed.left() / px - 1, exposed.right() / px + 1
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        for grade, fill, hatch, style in (
            (shading.SEEN, SHADE_SEEN, None, None),
            (shading.CONCEALING, SHADE_CONCEAL, SHADE_CONCEAL_HATCH, Qt.BrushStyle.BDiagPattern),
            (shading.TOTAL, SHADE_TOTAL, SHADE_TOTAL_HATCH, Qt.BrushStyle.DiagCrossPattern),
        ):
            rects = [QRectF(a * px, y * px, (b - a) * px, px)
                     for a, b, y in self._runs.get(grade, ()) if y0 <= y <= y1 and b >= x0 and a <= x1]
            if not rects:
                continue
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(*fill))
            painter.drawRects(rects)
            if hatch is not None:
                painter.setBrush(QBrush(QColor(*hatch), style))
                painter.drawRects(rects)
        if not self._seen_outline.isEmpty():
            pen = QPen(QColor(*SHADE_SEEN_EDGE), 1.5)
            pen.setCosmetic(True)
            pen.setStyle(Qt.PenStyle.DotLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._seen_outline)
        painter.restore()


# --- the set of items ---------------------------------------------------------------------------

class TargetItems:
    """The three items of one target."""

    def __init__(self, ctx: OverlayContext, scene: QGraphicsScene) -> None:
        self.lines = ResultLinesItem(ctx)
        self.marks = TargetMarksItem(ctx)
        self.badge = BadgeItem(ctx)
        for item in self.all():
            scene.addItem(item)

    def all(self) -> tuple[OverlayItem, ...]:
        return (self.lines, self.marks, self.badge)

    def clear(self) -> None:
        self.lines.set_result(None)
        self.marks.set_result(None)
        self.badge.set_result(None, None)
        for item in self.all():
            item.hide()


class OverlayItems:
    """Every overlay item of one scene, made once; per-target items pooled."""

    def __init__(self, ctx: OverlayContext, scene: QGraphicsScene) -> None:
        self.ctx = ctx
        self.scene = scene
        self.targets: dict[str, TargetItems] = {}
        self._pool: list[TargetItems] = []
        self.flanking = FlankingItem(ctx)
        self.blockers = BlockersItem(ctx)
        self.attacker = AttackerItem(ctx)
        self.shading = ShadingItem(ctx)
        for item in (self.flanking, self.blockers, self.attacker, self.shading):
            scene.addItem(item)
        self.visible = {"lines": True, "badges": True, "flanking": True, "shading": True}
        self.hovered: str | None = None

    def target_items(self, tid: str) -> TargetItems:
        items = self.targets.get(tid)
        if items is None:
            items = self._pool.pop() if self._pool else TargetItems(self.ctx, self.scene)
            self.targets[tid] = items
        return items

    def drop(self, tid: str) -> None:
        items = self.targets.pop(tid, None)
        if items is not None:
            items.clear()
            self._pool.append(items)

    def clear(self) -> None:
        for tid in list(self.targets):
            self.drop(tid)
        self.flanking.set_results([])
        self.blockers.set_result(None)
        self.attacker.set_state(None, None)
        self.shading.set_grades(None)

    def show_result(self, tid: str, result: AttackResult, fresh: bool, badge_rect: QRectF | None,
                    compact: bool = False, bounds: QRectF | None = None) -> None:
        items = self.target_items(tid)
        items.lines.set_result(result if fresh else None)
        items.marks.set_result(result if fresh else None)
        items.badge.set_result(result, badge_rect, compact, bounds)
        items.badge.setOpacity(1.0 if fresh else STALE_BADGE_OPACITY)
        self._apply_visibility(tid, items)

    def _apply_visibility(self, tid: str, items: TargetItems) -> None:
        items.lines.setVisible(self.visible["lines"] and items.lines.result is not None)
        # at a far zoom the compact marker says "cannot be attacked" itself
        items.marks.setVisible(self.visible["badges"] and items.marks.result is not None
                               and not items.badge.compact)
        items.badge.setVisible(self.visible["badges"] and items.badge.result is not None)
        hovered = self.hovered is not None
        items.lines.setOpacity(1.0 if not hovered or tid == self.hovered else DIMMED_OPACITY)
        items.lines.setZValue(Z_LINES_HOVER if tid == self.hovered else Z_LINES)
        items.lines.set_full(tid == self.hovered)
        items.badge.set_expanded(tid == self.hovered)
        items.badge.setZValue(Z_BADGE_HOVER if tid == self.hovered else Z_BADGES)

    def set_visible(self, family: str, on: bool) -> None:
        self.visible[family] = on
        if family == "flanking":
            self.flanking.setVisible(on)
        elif family == "shading":
            self.shading.setVisible(on)
        elif family == "lines":
            self.blockers.setVisible(on)
        for tid, items in self.targets.items():
            self._apply_visibility(tid, items)

    def set_hovered(self, tid: str | None) -> None:
        if tid == self.hovered:
            return
        self.hovered = tid
        for t, items in self.targets.items():
            self._apply_visibility(t, items)

    def badge_at(self, scene_pos: QPointF) -> str | None:
        """The target whose badge is under a scene point (topmost first)."""
        for tid, items in sorted(self.targets.items(), key=lambda kv: -kv[1].badge.zValue()):
            badge = items.badge
            if badge.isVisible() and badge.result is not None and badge.scene_rect().contains(scene_pos):
                return tid
        return None

