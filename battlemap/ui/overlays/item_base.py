"""What every overlay item shares (`items.py` has the per-target items,
`marker_items.py` one each of the others).

They paint in device pixels: `paint()` undoes the view's scale and calls the
painters with the on-screen size of a square, so lines keep their width and
badge text stays readable at any zoom, exactly as an export at that many
pixels per square. Their bounding rectangles follow (`OverlayContext.view_px`).

Stacking (see `ui.scene.layers`): the concealment shading sits just above the
obscurement layer and below the grid and tokens (it recolours terrain, and
must not wash over the creatures); everything else is above the tokens.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QStyleOptionGraphicsItem, QWidget

from battlemap.core.model import Document
from battlemap.render import badges
from battlemap.ui.scene import layers


def button_held() -> bool:
    """A mouse button is down: a drag may be under way (lines as drafts, the
    inspector waits for the release)."""
    return QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton

Z_SHADING = layers.Z_OBSCURE + 5
Z_BLOCKERS = layers.Z_OVERLAY
Z_FLANK = layers.Z_OVERLAY + 5
Z_LINES = layers.Z_OVERLAY + 10
Z_LINES_HOVER = layers.Z_OVERLAY + 15
Z_ATTACKER = layers.Z_OVERLAY + 20
Z_MARKS = layers.Z_OVERLAY + 25
Z_LEADERS = layers.Z_OVERLAY + 27  # under the badges, above the lines and marks
Z_LEADER_HOVER = layers.Z_OVERLAY + 28
Z_BADGES = layers.Z_OVERLAY + 30
Z_BADGE_HOVER = layers.Z_OVERLAY + 35
WINDOW_BADGE_MIN_PX = 9.0  # badge text on screen is never smaller (exports: 7 px)


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
    return max(badges.badge_text_px(px), WINDOW_BADGE_MIN_PX) * scale


def qrect_scaled(rect: QRectF, factor: float) -> QRectF:
    return QRectF(rect.x() * factor, rect.y() * factor, rect.width() * factor, rect.height() * factor)


class OverlayItem(QGraphicsRectItem):
    """Paints in device pixels (see the module docstring). Subclasses give
    `paint_px(painter, px)` and set their bounds with `set_px_rect` (in units
    of `ctx.view_px` per square).

    A rectangle item only for its bounds, which Qt then reads without a
    call into Python (it asks each item for them several times a frame);
    it paints nothing of its own (no pen, no brush: `paint` is ours)."""

    def __init__(self, ctx: OverlayContext, z: float) -> None:
        super().__init__()
        self.ctx = ctx
        self._rect = QRectF()
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)

    def set_px_rect(self, rect: QRectF | None, repaint: bool = True) -> None:
        """Bounds in painter units at `ctx.view_px`; None: empty. Repaints
        (a move or resize always; in place only with `repaint`)."""
        scene_rect = QRectF() if rect is None or rect.isEmpty() else \
            qrect_scaled(rect, 1.0 / self.ctx.view_scale)
        if scene_rect != self._rect:
            self._rect = scene_rect
            self.setRect(scene_rect)  # (with the geometry change and the repaint)
        elif repaint:
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


class CachedOverlayItem(OverlayItem):
    """A per-target item: painted once into a device-pixel cache (Qt keeps
    only the visible part of a big item), so a repaint caused by something
    else, or by a change of opacity, only blits it."""

    def __init__(self, ctx: OverlayContext, z: float) -> None:
        super().__init__(ctx, z)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
