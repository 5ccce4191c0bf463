"""The badges' items: each result's `BadgeItem`, and far out one item that
draws every compact marker (`CompactBadgesItem`).

Far out (`OverlayController.compact`) each badge is a small marker, a
shield and a number. Drawn by their own items, a zoom step moved each in
the scene's index and painted each into a picture of its own, and every
repaint laid those dozens of pictures on the view one by one (about 3 ms of
a zoom step with 45 targets). So far out the markers are drawn by one item,
in one paint, straight from the badges' shared pictures; each badge item
keeps its result, place, visibility and fading (stale), and has empty
bounds of its own. A hovered marker grows into the whole badge, which its
own item draws (above the others), as near in.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.core.rules import AttackResult
from battlemap.render import badges
from battlemap.render import compact_badge
from battlemap.render import overlay_style as ost
from battlemap.ui.overlays.item_base import (
    WINDOW_BADGE_MIN_PX, Z_BADGES, CachedOverlayItem, OverlayContext, OverlayItem, badge_text_px, qrect_scaled,
)


_LOOK_IDS: dict[tuple, int] = {}
_NEXT_LOOK_ID = itertools.count()
LOOK_IDS_KEPT = 4096


def look_id(look: tuple | None) -> int:
    """A number for a badge's `look` in its picture's key, the same for
    equal looks and never given to another (a key made of the look's text
    cost a third of a marker's paint, and far out every zoom step makes new
    keys). Forgotten all at once past `LOOK_IDS_KEPT`: a look seen again
    gets a new number, and a new picture."""
    number = _LOOK_IDS.get(look)
    if number is None:
        if len(_LOOK_IDS) >= LOOK_IDS_KEPT:
            _LOOK_IDS.clear()
        number = _LOOK_IDS[look] = next(_NEXT_LOOK_ID)
    return number


class CompactBadgesItem(CachedOverlayItem):
    """Every compact marker not expanded, in one paint into one cached
    picture (a repaint caused by something else blits it). `badges()` gives
    the targets' badge items in the order they stack (the order they came
    into the scene: the same picture as items of their own)."""

    def __init__(self, ctx: OverlayContext, badges: Callable[[], Iterable["BadgeItem"]]) -> None:
        super().__init__(ctx, Z_BADGES)
        self.badges = badges
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def moved(self, old: QRectF, new: QRectF, repaint: bool) -> None:
        """A marker went from `old` to `new` (scene rectangles, empty: none)
        or, with `repaint`, changed in place. The bounds only grow (to the
        places markers have been since `clear`): a marker moves without the
        scene indexing anything anew."""
        if old == new and not repaint:
            return
        if not old.isEmpty() and old != new:
            self.update(old)
        if not new.isEmpty():
            if self._rect.isEmpty() or not self._rect.contains(new):
                self._grow(new if self._rect.isEmpty() else self._rect.united(new))
            self.update(new)

    def _grow(self, rect: QRectF) -> None:
        """New bounds, and the cached picture dropped: Qt's device cache of
        an item partly outside the view keeps its picture where the old
        bounds put it (after a scroll, markers went missing or stayed)."""
        self._rect = QRectF(rect)
        self.setRect(self._rect)
        mode = self.cacheMode()
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setCacheMode(mode)

    def clear(self) -> None:
        """No markers (a new document): the bounds start again."""
        self._rect = QRectF()
        self.setRect(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        exposed = option.exposedRect
        transform = painter.worldTransform()
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        s = abs(transform.m11()) or 1.0
        px = self.ctx.scene_px * s
        base = painter.opacity()
        painter.save()
        painter.resetTransform()
        for badge in self.badges():
            if badge.gathered and badge.isVisible() and badge.scene_rect().intersects(exposed):
                placed = badge.picture_at(transform, dpr, s, px)
                if placed is not None:
                    painter.setOpacity(base * badge.opacity())
                    painter.drawPixmap(*placed)
        painter.restore()

    def paint_px(self, painter: QPainter, px: float) -> None:  # (`paint` draws the pictures)
        raise NotImplementedError


class BadgeItem(CachedOverlayItem):
    """One result's badge, where the layout put it (`rect` in painter units
    at `ctx.view_px`). `compact` (a far zoom): a small marker, a shield and a
    number, which `expanded` (hovered) turns back into the whole badge,
    kept inside `bounds` (the visible part of the map). With a `gatherer`,
    a marker not expanded is drawn by it (`gathered`: empty bounds here).

    Drawn from a picture of the badge (`QPixmapCache`, keyed by its `look`
    and size) shared by every badge that reads the same: a row of
    "+2" markers, a badge placed anew, a zoom step at a far zoom (where the
    text keeps its size) only blit it. Placed on whole device pixels."""

    PICTURE_PAD = 2  # device px around a badge's picture (antialiasing)

    def __init__(self, ctx: OverlayContext, gatherer: CompactBadgesItem | None = None) -> None:
        super().__init__(ctx, Z_BADGES)
        self.gatherer = gatherer
        self.gathered = False  # drawn by the gatherer (a marker, not expanded)
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
        self._shown_rect = QRectF()  # where it is drawn, in the scene (by itself or the gatherer)
        self._shown_px: tuple[float, float, float, float] | None = None  # `shown_px_rect`, kept (None: nothing)

    def set_result(self, result: AttackResult | None, rect: QRectF | None,
                   compact: bool = False, bounds: QRectF | None = None) -> None:
        """Repaints only when what the badge shows, or where, changed (a
        dragged attacker re-evaluates every pair; most badges read the same)."""
        px = self.ctx.view_px
        text_px = badge_text_px(px, self.ctx.text_scale)
        px_rect = QRectF(rect) if rect is not None else QRectF()
        # the badge names its target: a renamed token reads anew, even stale
        token = self.ctx.document.tokens.get(result.target) if result is not None else None
        if token is self._token and px_rect == self.px_rect and px == self._px \
                and text_px == self._text_px and compact == self.compact and bounds == self._bounds:
            if result is self.result:
                return  # what it shows, and where, as before: not even looked at
            if result is not None and self.result is not None:
                # a new result read the same (most of a dragged attacker's row):
                # the same look in the same place, nothing to move or repaint
                self.result = result
                if self.look() == self._look:
                    return
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
        return (self._texts(result), self.compact, self.expanded, self._px, self._text_px)

    def _texts(self, result: AttackResult) -> tuple:
        """The texts and colour of the badge or marker (kept while the
        result, the tokens named and the kind of badge stay)."""
        marker = self.compact and not self.expanded
        # the texts read the target's name and which side it and the attacker are on
        attacker = self.ctx.document.tokens.get(result.attacker)
        kept = self._content
        if kept is not None and kept[0] is result and kept[1:4] == (self._token, attacker, marker):
            return kept[4]  # the same result and tokens (a zoom step): the same texts
        edge = ost.severity(result.cover, result.concealment, result.can_attack, result.in_reach)
        if marker:
            content = (compact_badge.compact_text(result), edge, result.cover != "none", result.in_reach)
        else:
            content = (tuple(badges.badge_rows(result, self.ctx.document)), edge)
        self._content = (result, self._token, attacker, marker, content)
        return content

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
        shown = None if self.result is None or rect.isEmpty() else rect.adjusted(-1, -1, 1, 1)
        # where `paint_px` draws (None: nothing), read at each paint
        self._shown_px = None if look is None else (rect.x(), rect.y(), rect.width(), rect.height())
        old, was_gathered = self._shown_rect, self.gathered
        self._shown_rect = QRectF() if shown is None else qrect_scaled(shown, 1.0 / self.ctx.view_scale)
        self.gathered = self.gatherer is not None and self.compact and not self.expanded
        if self.gathered or was_gathered:
            self.gatherer.moved(old if was_gathered else QRectF(),
                                self._shown_rect if self.gathered else QRectF(), changed)
        if self.gathered != was_gathered:  # (Qt would still paint a pixel around its empty bounds)
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, self.gathered)
        self.set_px_rect(None if self.gathered else shown, repaint=changed and not self.gathered)

    def repaint_gathered(self) -> None:
        """Its visibility or opacity changed: the gatherer repaints it."""
        if self.gathered:
            self.gatherer.moved(self._shown_rect, self._shown_rect, True)

    def scene_rect(self) -> QRectF:
        """Where the badge is drawn, in the scene (by itself or the gatherer)."""
        return self._shown_rect

    def picture_at(self, transform: QTransform, dpr: float, s: float | None = None,
                   px: float | None = None) -> tuple[QPointF, QPixmap] | None:
        """Its picture and where it goes on a device painted through
        `transform` (whole device pixels; the painter reset to them). `s`
        and `px`: the transform's scale and device px per square, if known
        (the markers item asks for dozens)."""
        shown = self._shown_px
        if shown is None:
            return None
        if s is None:
            s = abs(transform.m11()) or 1.0
        if px is None:
            px = self.ctx.scene_px * s
        factor = px / self._px
        x, y, w, h = shown if factor == 1.0 else (v * factor for v in shown)  # device px, as paint_px draws it
        device = transform.map(QPointF(x / s, y / s))
        pad = self.PICTURE_PAD
        kept = self._picture_key  # the key's text made once per look and size (not at every paint)
        if kept is None or kept[0] is not self._look or kept[1:5] != (w, h, px, dpr):
            kept = self._picture_key = (self._look, w, h, px, dpr,
                                        f"badge {look_id(self._look)} {w:.2f} {h:.2f} {px:.3f} {dpr}")
        key = kept[5]
        picture = QPixmapCache.find(key)
        if picture is None:
            picture = QPixmap(math.ceil((w + 2 * pad) * dpr), math.ceil((h + 2 * pad) * dpr))
            picture.setDevicePixelRatio(dpr)
            picture.fill(Qt.GlobalColor.transparent)
            p = QPainter(picture)
            p.translate(pad - x, pad - y)
            self.paint_px(p, px)
            p.end()
            QPixmapCache.insert(key, picture)
        return QPointF(round(device.x()) - pad, round(device.y()) - pad), picture

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        placed = self.picture_at(painter.worldTransform(), dpr)
        if placed is None:
            return
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(*placed)
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
