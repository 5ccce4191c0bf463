"""The overlay items of the map scene. Each paints with the export's own
painters (`render.line_painter`, `render.marker_painter`, `render.badges`),
so the window looks like an export (`item_base`: in device pixels, at any zoom).

Items are made once and reused: per target a lines item, a marks item, a
badge item and its leader line (here, in `badge_items` and `leader_items`;
kept in a pool when targets come and go), and one each of flanking,
blockers, attacker ring and area origin, concealment shading
(`marker_items`), the far zoom's lines (`far_lines`) and compact markers
(`badge_items.CompactBadgesItem`).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from battlemap.core.model import Token
from battlemap.core.rules import AttackResult
from battlemap.render import badges
from battlemap.render import line_painter
from battlemap.render import marker_painter
from battlemap.render import overlay_geometry
from battlemap.render import overlay_style as ost
from battlemap.ui.overlays.badge_items import BadgeItem, CompactBadgesItem
from battlemap.ui.overlays.far_lines import FarLinesItem
from battlemap.ui.overlays.item_base import (
    Z_BADGE_HOVER, Z_BADGES, Z_LINES, Z_LINES_HOVER, Z_MARKS, CachedOverlayItem, OverlayContext,
    button_held,
)
from battlemap.ui.overlays.leader_items import LeaderItem
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
    """The prohibition sign (cannot be attacked) and the total-concealment
    ring, drawn from a picture (`QPixmapCache`) shared by every target whose
    marks read the same at the same zoom and sub-pixel phase (`paint`): in
    the dark a dragged torch turns many targets' total concealment on and
    off, and the dashed ring cost ~0.1 ms to stroke each time."""

    def __init__(self, ctx: OverlayContext) -> None:
        super().__init__(ctx, Z_MARKS)
        self.result: AttackResult | None = None
        self.compact = False  # a far zoom: hidden (the compact marker says it)
        self._look: tuple | None = None  # what was painted: the marks and the token

    def set_result(self, result: AttackResult | None, compact: bool = False) -> None:
        """Repaints only when the marks or their place changed. No marks (or
        a stale result): hidden (`OverlayItems`), keeping its place and look
        for the next result, which often reads the same. `compact` (a far
        zoom, where the marker says it and the marks are hidden): the result
        kept, the place found when it is shown again (not at each zoom step)."""
        self.compact = compact
        show = result is not None and (not result.can_attack or result.concealment == "total")
        if not show:
            self.result = None
            return
        self.result = result
        if compact:
            return
        token = self.ctx.document.tokens.get(result.target)
        px = self.ctx.view_px
        look = (result.can_attack, result.concealment, token, px)
        if look == self._look:
            return
        self._look = look
        rect = None
        if token is not None:
            m = self.reach(token, px)
            rect = overlay_geometry.token_rect(token, px).adjusted(-m, -m, m, m)
        self.set_px_rect(rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        result = self.result
        token = None if result is None else self.ctx.document.tokens.get(result.target)
        transform = painter.worldTransform()
        device = painter.device()
        if token is None or device is None or device.devicePixelRatioF() != 1.0 \
                or transform.type().value > QTransform.TransformationType.TxScale.value \
                or transform.m11() <= 0 or transform.m22() != transform.m11():
            super().paint(painter, option, widget)  # (a high-density screen, a rotated view: as drawn)
            return
        s = transform.m11()
        px = self.ctx.scene_px * s
        # the marks' box on the device, split into whole pixels and the
        # fraction of a pixel the picture is drawn at (the same pixels as
        # painting them here: a picture per phase)
        corner = transform.map(QPointF(token.x * self.ctx.scene_px, token.y * self.ctx.scene_px))
        reach = self.reach(token, px)
        left, top = corner.x() - reach, corner.y() - reach
        x, y = math.floor(left), math.floor(top)
        phase = (left - x, top - y)
        key = f"marks {result.can_attack} {result.concealment} {token.footprint} {px!r} {phase[0]!r} {phase[1]!r}"
        picture = QPixmapCache.find(key)
        if picture is None:
            side = math.ceil(token.footprint * px + 2 * reach + 1)
            picture = QPixmap(side, side)
            picture.fill(Qt.GlobalColor.transparent)
            p = QPainter(picture)
            p.translate(phase[0] + reach - token.x * px, phase[1] + reach - token.y * px)
            marker_painter.paint_target_marks(p, self.ctx.document, result, px)
            p.end()
            QPixmapCache.insert(key, picture)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(x, y, picture)
        painter.restore()

    @staticmethod
    def reach(token: Token, px: float) -> float:
        """How far the marks reach past the token's square (painter units
        at `px`): the sign's stroke, the ring's, antialiasing."""
        return ost.NO_ATTACK_WIDTH * px * max(1.0, token.footprint ** 0.5) * 1.8 + 0.12 * px + 2

    def paint_px(self, painter: QPainter, px: float) -> None:
        if self.result is not None:
            marker_painter.paint_target_marks(painter, self.ctx.document, self.result, px)


# --- the set of items ---------------------------------------------------------------------------

class TargetItems:
    """The four items of one target."""

    def __init__(self, ctx: OverlayContext, scene: QGraphicsScene, far: FarLinesItem,
                 markers: CompactBadgesItem) -> None:
        self.lines = ResultLinesItem(ctx, far)
        self.marks = TargetMarksItem(ctx)
        self.badge = BadgeItem(ctx, markers)
        self.leader = LeaderItem(ctx)
        self.bounds: QRectF | None = None  # the visible part of the map when the badge was last placed
        self.applied: tuple | None = None  # what `OverlayItems._apply_visibility` last set
        self.shown: tuple | None = None  # what `OverlayItems.show_result` last showed (`reading`)
        for item in self.all():
            scene.addItem(item)

    def all(self) -> tuple[QGraphicsItem, ...]:
        return (self.lines, self.marks, self.badge, self.leader)

    def follow_badge(self, emphasised: bool) -> None:
        """The leader from the badge, where it is drawn now, to the token."""
        self.leader.follow(self.badge.result, self.badge.shown_px_rect(), self.bounds, emphasised)

    def clear(self) -> None:
        self.lines.set_result(None)
        self.marks.set_result(None)
        self.badge.set_result(None, None)
        for item in self.all():
            item.hide()
        self.leader.clear()
        self.applied = None
        self.shown = None


class OverlayItems:
    """Every overlay item of one scene, made once; per-target items pooled."""

    def __init__(self, ctx: OverlayContext, scene: QGraphicsScene) -> None:
        self.ctx = ctx
        self.scene = scene
        self.targets: dict[str, TargetItems] = {}
        self._pool: list[TargetItems] = []
        self._made: list[TargetItems] = []  # every target's items, in the order they came into the scene
        # the targets' lines far out, in one item (in the targets' order: the same picture however they came)
        self.far_lines = FarLinesItem(ctx, lambda: [self.targets[t].lines for t in sorted(self.targets)])
        scene.addItem(self.far_lines)
        # the compact markers far out, in one item (stacked as their own items would be)
        self.markers = CompactBadgesItem(ctx, self.badges)
        scene.addItem(self.markers)
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
            if self._pool:
                items = self._pool.pop()
            else:
                items = TargetItems(self.ctx, self.scene, self.far_lines, self.markers)
                self._made.append(items)
            self.targets[tid] = items
        return items

    def badges(self) -> list[BadgeItem]:
        """Every badge item (shown or pooled), in the order they stack."""
        return [items.badge for items in self._made]

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
        self.markers.clear()

    def show_result(self, tid: str, result: AttackResult, fresh: bool, badge_rect: QRectF | None,
                    compact: bool = False, bounds: QRectF | None = None, marker: bool = False) -> None:
        """`compact`: a far zoom; `marker`: the badge a compact marker all
        the same (no room for the whole badge)."""
        items = self.target_items(tid)
        reading = self._reading(tid, result, fresh, badge_rect, compact, bounds, marker)
        if reading == items.shown:
            # the same verdict, in the same place and view (most of a dragged
            # attacker's row at each step): only its lines may have changed;
            # the other items hold the new result, which reads as the last
            items.lines.set_result(result if fresh else None)
            if items.marks.result is not None:
                items.marks.result = result
            items.badge.result = result
            return
        items.shown = reading
        items.lines.set_result(result if fresh else None)
        items.marks.set_result(result if fresh else None, compact)
        items.badge.set_result(result, badge_rect, compact or marker, bounds)
        items.bounds = bounds
        items.follow_badge(tid == self.hovered)
        opacity = 1.0 if fresh else STALE_BADGE_OPACITY
        if items.badge.opacity() != opacity:
            items.badge.setOpacity(opacity)
            items.leader.setOpacity(opacity)
            items.badge.repaint_gathered()
        self._apply_visibility(tid, items)
        self._show_leader(items)

    def _reading(self, tid: str, result: AttackResult, fresh: bool, badge_rect: QRectF | None,
                 compact: bool, bounds: QRectF | None, marker: bool) -> tuple:
        """What the target's marks, badge and leader show depends on: what
        its badge reads (`badges.badge_reading`: the marks and the leader read
        the verdict and the token too), freshness, the badge's place, the view
        and the hovered target (rectangles by value)."""
        ctx = self.ctx
        return (badges.badge_reading(result, ctx.document),
                fresh, None if badge_rect is None else badge_rect.getRect(), compact, marker,
                None if bounds is None else bounds.getRect(), ctx.view_px, ctx.text_scale, tid == self.hovered)

    def _show_leader(self, items: TargetItems) -> None:
        """Shown with the badge, when it has a line."""
        items.leader.show(items.leader.shown and self.visible["badges"] and items.badge.result is not None)

    def _apply_visibility(self, tid: str, items: TargetItems) -> None:
        hovered = self.hovered is not None
        key = (self.visible["lines"], self.visible["badges"], items.lines.result is None,
               items.marks.result is None, items.badge.result is None, items.marks.compact,
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
                                   and not items.marks.compact)
        if old is None or old[1] != key[1] or old[4] != key[4]:
            items.badge.setVisible(self.visible["badges"] and items.badge.result is not None)
            items.badge.repaint_gathered()
            self._show_leader(items)
        if old is None or old[6:] != key[6:]:  # the hovered target
            items.lines.setOpacity(1.0 if not hovered or tid == self.hovered else DIMMED_OPACITY)
            if items.lines.far:
                self.far_lines.changed()
            items.lines.setZValue(Z_LINES_HOVER if tid == self.hovered else Z_LINES)
            items.lines.set_full(tid == self.hovered)
            items.badge.set_expanded(tid == self.hovered)
            items.badge.setZValue(Z_BADGE_HOVER if tid == self.hovered else Z_BADGES)
            items.follow_badge(tid == self.hovered)  # emphasised with its badge (an expanded marker: from its edge)
            self._show_leader(items)

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
