"""The overlay items of the map scene. Each paints with the export's own
painters (`render.line_painter`, `render.marker_painter`, `render.badges`),
so the window looks like an export (`item_base`: in device pixels, at any zoom).

Items are made once and reused: per target a lines item, a marks item and a
badge item (here; kept in a pool when targets come and go), and one each of
flanking, blockers, attacker ring and area origin, concealment shading
(`marker_items`).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from battlemap.core.rules import AttackResult
from battlemap.render import badges
from battlemap.render import compact_badge
from battlemap.render import line_painter
from battlemap.render import marker_painter
from battlemap.render import overlay_geometry
from battlemap.render import overlay_style as ost
from battlemap.ui.overlays.far_lines import FarLinesItem
from battlemap.ui.overlays.item_base import (
    WINDOW_BADGE_MIN_PX, Z_BADGE_HOVER, Z_BADGES, Z_LINES, Z_LINES_HOVER, Z_MARKS, CachedOverlayItem,
    OverlayContext, OverlayItem, badge_text_px, button_held, qrect_scaled,
)
from battlemap.ui.overlays.marker_items import AttackerItem, BlockersItem, FlankingItem, ShadingItem

STALE_BADGE_OPACITY = 0.45  # a badge whose result is being re-evaluated
DIMMED_OPACITY = 0.3        # other targets' lines while one target is hovered


class ResultLinesItem(CachedOverlayItem):
    """The lines the engine drew for one result and where they start."""

    def __init__(self, ctx: OverlayContext, far_item: FarLinesItem | None = None) -> None:
        super().__init__(ctx, Z_LINES)
        self.result: AttackResult | None = None
        self.full = False  # every line even at a far zoom (the hovered target)
        self.far_item = far_item  # draws this target's line at a far zoom (`far_lines`)
        self.far = False  # drawn by `far_item` (empty bounds of its own)
        self._look: tuple | None = None  # what was painted (see `look`)
        self.drafted = False  # last painted as a draft (a button was held)
        self._draft: tuple[AttackResult, float, list] | None = None  # result, px, `line_painter.draft_batches`
        self._big = False  # too big to cache (`MAX_CACHED_AREA`)
        self._kept: tuple[AttackResult, tuple] | None = None  # `_facts` of the last result asked
        self._no_cache = False  # the cache mode set (CachedOverlayItem: cached)

    def set_full(self, full: bool) -> None:
        if full != self.full:
            self.full = full
            if self.result is not None:
                result, self.result = self.result, None
                self.set_result(result)  # at a far zoom: by the far item, or by itself in full
                self._set_cache(self._uncached() or button_held())
            self.update()

    # Lines spanning much of the screen are not cached: thirty viewport-sized
    # pixmaps would overflow Qt's pixmap cache and be re-rendered anyway.
    MAX_CACHED_AREA = 400_000  # device pixels

    def set_result(self, result: AttackResult | None, held: bool = True) -> None:
        """Repaints only when what it draws changed (a re-evaluated pair
        often draws the same lines). The same result at the same zoom: nothing
        to do (results are immutable). None (a stale result: the item is
        hidden) keeps its place for the next result, which often draws the
        same lines again (no change of geometry for the scene to index).
        `held`: False when the buttons are known to be up (the release)."""
        if result is None:
            self.result = None
            if self.far:
                self.far_item.changed()
            return
        px = self.ctx.view_px
        # far out, or a draft (a button held: a drag), drawn by the far item (`far_lines`)
        if self.far_item is not None and not self.full and (px < ost.LOD_PX or (held and button_held())):
            if result is not self.result or not self.far:  # (a zoom step: the view repaints anyway)
                self.result = result
                if not self.far:
                    self.far, self._look, self._draft = True, None, None
                    self.set_px_rect(None, repaint=False)
                self.far_item.changed()
            return
        if self.far:  # near in again, hovered, or the drag is over: its own lines
            self.far, self._look = False, None
            self.far_item.changed()
        if result is self.result and self._look is not None and self._look[-1] == px:
            return
        look = self.look(result, px)
        self.result = result
        if look == self._look:
            return
        self._look = look
        rect = self.px_bounds(result, px)
        self._big = rect.width() * rect.height() > self.MAX_CACHED_AREA
        # While a button is held (a drag) new lines come at every step: a
        # cache would be cleared and filled again each time, which costs more
        # than drawing them straight onto the view. Cached again at the release.
        self._set_cache(self._uncached() or button_held())
        self.set_px_rect(rect)

    @property
    def uncached(self) -> bool:
        """Painted straight onto the view (no cache of its own)."""
        return self._no_cache

    def _uncached(self) -> bool:
        """Drawn straight onto the view rather than cached: too big, or far
        out, where it is one plain line (cheaper to draw at each repaint than
        a picture the size of its bounds is to fill at each zoom step and to
        lay on the view at each repaint: 45 targets' pictures covered the
        view four times over)."""
        return self._big or (self.ctx.view_px < ost.LOD_PX and not self.full)

    def _set_cache(self, uncached: bool) -> None:
        if uncached != self._no_cache:  # (kept here: asking Qt costs more than the check)
            self._no_cache = uncached
            self.setCacheMode(QGraphicsItem.CacheMode.NoCache if uncached
                              else QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def look(self, result: AttackResult | None, px: float | None = None) -> tuple | None:
        """What `paint_px` reads of the result and the view (the lines, the
        chosen corner or cell, the zoom; `px`: the view's), compared to skip
        a repaint."""
        if result is None:
            return None
        return (*self._facts(result)[0], self.ctx.view_px if px is None else px)

    def _facts(self, result: AttackResult) -> tuple[tuple, tuple[float, float, float, float] | None]:
        """The result's part of `look` and the extent of what it draws, in
        squares (None: nothing), kept for the result (immutable): a zoom
        step only scales them."""
        kept = self._kept
        if kept is not None and kept[0] is result:
            return kept[1]
        points = [p for line in result.lines if line.role != "flank" for p in (line.start, line.end)]
        if result.chosen_corner is not None:
            points.append(result.chosen_corner)
        extent = None
        if points or result.chosen_cell is not None:
            xs = [p[0] for p in points]
            ys = [p[1] for p in points]
            if result.chosen_cell is not None:
                x, y = result.chosen_cell
                xs += [x, x + 1]
                ys += [y, y + 1]
            extent = (min(xs), min(ys), max(xs), max(ys))
        facts = ((tuple(result.lines), result.chosen_corner, result.chosen_cell), extent)
        self._kept = (result, facts)
        return facts

    def px_bounds(self, result: AttackResult, px: float) -> QRectF:
        extent = self._facts(result)[1]
        if extent is None:
            return QRectF()
        x0, y0, x1, y1 = extent
        m = (ost.line_width(px, "centre") + ost.LINE_CASING_EXTRA * px) / 2 \
            + ost.CORNER_RADIUS * px * 1.3 + 2
        return QRectF(x0 * px - m, y0 * px - m, (x1 - x0) * px + 2 * m, (y1 - y0) * px + 2 * m)

    def paint_px(self, painter: QPainter, px: float) -> None:
        if self.result is None or self.far:
            return
        simplified = px < ost.LOD_PX and not self.full
        # Drafts while a button is held (a drag), painted again at the release.
        self.drafted = button_held()
        batches = None
        if self.drafted and not simplified:
            batches = self.draft(px)
        line_painter.paint_result_lines(painter, self.result, px, simplified, self.drafted, batches)
        if not simplified:
            line_painter.paint_chosen(painter, self.ctx.document, self.result, px)

    def draft(self, px: float) -> list:
        """Its result's lines as a draft (`line_painter.draft_batches`), worked out
        once per result and zoom (a drag repaints them at every step)."""
        draft = self._draft
        if draft is None or draft[0] is not self.result or draft[1] != px:
            draft = self._draft = (self.result, px, line_painter.draft_batches(self.result, px))
        return draft[2]

    def finish_draft(self) -> None:
        """Painted as a draft during a drag: paint it again in full (and
        cached, unless `_uncached`); handed to the far item near in, taken back."""
        self._draft = None
        if self.far and self.result is not None and self.ctx.view_px >= ost.LOD_PX:
            result, self.result = self.result, None
            self.set_result(result, held=False)
        self._set_cache(self._uncached())
        if self.drafted:
            self.drafted = False
            self.update()


class TargetMarksItem(CachedOverlayItem):
    """The prohibition sign (cannot be attacked) and the total-concealment ring."""

    def __init__(self, ctx: OverlayContext) -> None:
        super().__init__(ctx, Z_MARKS)
        self.result: AttackResult | None = None
        self._look: tuple | None = None  # what was painted: the marks and the token

    def set_result(self, result: AttackResult | None) -> None:
        """Repaints only when the marks or their place changed. No marks (or
        a stale result): hidden (`OverlayItems`), keeping its place and look
        for the next result, which often reads the same."""
        show = result is not None and (not result.can_attack or result.concealment == "total")
        if not show:
            self.result = None
            return
        token = self.ctx.document.tokens.get(result.target)
        px = self.ctx.view_px
        self.result = result
        look = (result.can_attack, result.concealment, token, px)
        if look == self._look:
            return
        self._look = look
        rect = None
        if token is not None:
            m = ost.NO_ATTACK_WIDTH * px * max(1.0, token.footprint ** 0.5) * 1.8 + 0.12 * px + 2
            rect = overlay_geometry.token_rect(token, px).adjusted(-m, -m, m, m)
        self.set_px_rect(rect)

    def paint_px(self, painter: QPainter, px: float) -> None:
        if self.result is not None:
            marker_painter.paint_target_marks(painter, self.ctx.document, self.result, px)


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
        self._token = None  # the target's token when last set (its name is on the badge)
        self._look: tuple | None = None  # what was painted (see `look`)
        self._content: tuple | None = None  # result, target, attacker, marker or not: `look`'s texts
        self._picture_key: tuple | None = None  # look, size, px and pixel ratio, and the picture's key

    def set_result(self, result: AttackResult | None, rect: QRectF | None,
                   compact: bool = False, bounds: QRectF | None = None) -> None:
        """Repaints only when what the badge shows, or where, changed (a
        dragged attacker re-evaluates every pair; most badges read the same)."""
        px = self.ctx.view_px
        text_px = badge_text_px(px, self.ctx.text_scale)
        px_rect = QRectF(rect) if rect is not None else QRectF()
        # the badge names its target: a renamed token reads anew, even stale
        token = self.ctx.document.tokens.get(result.target) if result is not None else None
        if result is self.result and token is self._token and px_rect == self.px_rect and px == self._px \
                and text_px == self._text_px and compact == self.compact and bounds == self._bounds:
            return  # what it shows, and where, as before: not even looked at
        self.result = result
        self._token = token
        self.px_rect = px_rect
        self._px = px
        self._text_px = text_px
        self.compact = compact
        self._bounds = QRectF(bounds) if bounds is not None else None
        self._resize()

    def look(self) -> tuple | None:
        """What `paint_px` reads: the texts and colour of the badge (or of
        the compact marker), its place and size, and its text size."""
        result = self.result
        if result is None or self.px_rect.isEmpty():
            return None
        marker = self.compact and not self.expanded
        # the texts read the target's name and which side it and the attacker are on
        attacker = self.ctx.document.tokens.get(result.attacker)
        kept = self._content
        if kept is not None and kept[0] is result and kept[1:4] == (self._token, attacker, marker):
            content = kept[4]  # the same result and tokens (a zoom step): the same texts
        else:
            edge = ost.severity(result.cover, result.concealment, result.can_attack, result.in_reach)
            if marker:
                content = (compact_badge.compact_text(result), edge, result.cover != "none", result.in_reach)
            else:
                content = (tuple(badges.badge_rows(result, self.ctx.document)), edge)
            self._content = (result, self._token, attacker, marker, content)
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
        size = badges.badge_size(badges.badge_rows(self.result, self.ctx.document), self._text_px)
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
        rect = qrect_scaled(self.shown_px_rect(), px / self._px)  # device px, as paint_px draws it
        device = painter.worldTransform().map(QPointF(rect.x() / s, rect.y() / s))
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        pad = self.PICTURE_PAD
        kept = self._picture_key  # the key's text made once per look and size (not at every paint)
        if kept is None or kept[0] is not self._look or kept[1:5] != (rect.width(), rect.height(), px, dpr):
            kept = self._picture_key = (self._look, rect.width(), rect.height(), px, dpr,
                                        f"badge {self._look!r} {rect.width():.2f} {rect.height():.2f} {px:.3f} {dpr}")
        key = kept[5]
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
        rect = qrect_scaled(self.shown_px_rect(), factor)
        if self.compact and not self.expanded:
            compact_badge.paint_compact_badge(painter, self.result, rect, self._text_px * factor)
        else:
            badges.paint_badge(painter, self.ctx.document, self.result, px, rect,
                           self._text_px * factor)


# --- the set of items ---------------------------------------------------------------------------

class TargetItems:
    """The three items of one target."""

    def __init__(self, ctx: OverlayContext, scene: QGraphicsScene, far: FarLinesItem) -> None:
        self.lines = ResultLinesItem(ctx, far)
        self.marks = TargetMarksItem(ctx)
        self.badge = BadgeItem(ctx)
        self.applied: tuple | None = None  # what `OverlayItems._apply_visibility` last set
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
        self.applied = None


class OverlayItems:
    """Every overlay item of one scene, made once; per-target items pooled."""

    def __init__(self, ctx: OverlayContext, scene: QGraphicsScene) -> None:
        self.ctx = ctx
        self.scene = scene
        self.targets: dict[str, TargetItems] = {}
        self._pool: list[TargetItems] = []
        # the targets' lines far out, in one item (in the targets' order: the same picture however they came)
        self.far_lines = FarLinesItem(ctx, lambda: [self.targets[t].lines for t in sorted(self.targets)])
        scene.addItem(self.far_lines)
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
            items = self._pool.pop() if self._pool else TargetItems(self.ctx, self.scene, self.far_lines)
            self.targets[tid] = items
        return items

    def finish_drafts(self) -> None:
        """The buttons are up: lines drawn as drafts during the drag are
        painted again in full."""
        for items in self.targets.values():
            items.lines.finish_draft()
        self.far_lines.finish_draft()

    def hand_over_drafts(self) -> None:
        """A button is held (a drag): the lines that paint straight onto the
        view at every repaint (too big to cache) are drafted by the far item
        with the rest, though their result stays; the release takes them back."""
        for items in self.targets.values():
            lines = items.lines
            if lines.uncached and not lines.far and not lines.full and lines.result is not None:
                lines.set_result(lines.result)

    def drop(self, tid: str) -> None:
        items = self.targets.pop(tid, None)
        if items is not None:
            items.clear()
            self._pool.append(items)
            if items.lines.far:
                self.far_lines.changed()

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
        hovered = self.hovered is not None
        key = (self.visible["lines"], self.visible["badges"], items.lines.result is None,
               items.marks.result is None, items.badge.result is None, items.badge.compact,
               hovered, tid == self.hovered)
        if key == items.applied:
            return  # as last applied: no Qt calls
        old = items.applied
        items.applied = key
        if old is None or old[0] != key[0] or old[2] != key[2]:
            items.lines.setVisible(self.visible["lines"] and items.lines.result is not None)
            if items.lines.far:
                self.far_lines.changed()
        # at a far zoom the compact marker says "cannot be attacked" itself
        if old is None or old[1] != key[1] or old[3] != key[3] or old[5] != key[5]:
            items.marks.setVisible(self.visible["badges"] and items.marks.result is not None
                                   and not items.badge.compact)
        if old is None or old[1] != key[1] or old[4] != key[4]:
            items.badge.setVisible(self.visible["badges"] and items.badge.result is not None)
        if old is None or old[6:] != key[6:]:  # the hovered target
            items.lines.setOpacity(1.0 if not hovered or tid == self.hovered else DIMMED_OPACITY)
            if items.lines.far:
                self.far_lines.changed()
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
