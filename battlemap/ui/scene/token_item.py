"""One creature on the map."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QStyleOptionGraphicsItem, QWidget

from battlemap.core.model import Token
from battlemap.render.token_painter import is_flat, paint_token, token_disc
from battlemap.ui.names import condition_name, faction_name, size_name
from battlemap.ui.scene import layers
from battlemap.ui.plain_text import plain_tooltip, shown

if TYPE_CHECKING:
    from battlemap.ui.scene.map_scene import MapScene

MARGIN = 0.25  # squares around the footprint for the selection ring


class TokenItem(QGraphicsRectItem):
    """Shows `document.tokens[token_id]`, positioned on its top-left cell.
    Selectable; moving is the select tool's job (snapped, through the undo stack).

    A rectangle item only for its bounds, which Qt then reads without a call
    into Python (several times a frame for each token); it paints nothing of
    its own (no pen: `paint` is ours)."""

    def __init__(self, map_scene: "MapScene", token_id: str) -> None:
        super().__init__()
        self.map_scene = map_scene
        self.token_id = token_id
        self.token: Token | None = None
        self.label: str | None = None
        self._origin = QPointF(0, 0)
        self.far = False  # painted by the scene's `far_tokens` layer (`refresh_far`)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(layers.Z_TOKENS)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        # a moved token is its cached picture, translated
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def sync(self, token: Token, label: str | None = None) -> None:
        """Follow the token; `label`: its text on the map (`token_labels`)."""
        if token == self.token and label == self.label:
            return
        relabelled = label != self.label
        far = self.map_scene.far_tokens
        if self.far:
            far.token_changed(self)  # where it was
        self.label = label
        px = self.map_scene.px_per_square
        if self.token is None or token.footprint != self.token.footprint:
            m = MARGIN * px
            side = token.footprint * px
            self.setRect(QRectF(-m, -m, side + 2 * m, side + 2 * m))
        moved_only = self.token is not None and not relabelled \
            and token == replace(self.token, x=token.x, y=token.y)
        self.token = token
        self.setPos(token.x * px, token.y * px)
        self.refresh_far()
        if self.far:  # (a dragged token is selected: its own picture moves)
            far.token_changed(self)
        if moved_only:
            return
        tip = f"{shown(token.label)}\n{size_name(token.size)}, {faction_name(token.faction)}"
        if token.conditions:
            tip += "\n" + ", ".join(condition_name(c) for c in sorted(token.conditions))
        self.setToolTip(plain_tooltip(tip))
        self.update()

    def refresh_far(self) -> None:
        """Painted by the scene's `far_tokens` layer, and nothing of its own
        (no paint call, no cached picture), when a flat disc at the view's
        zoom (`MapScene.token_scale`), neither selected nor hidden."""
        token = self.token
        far = token is not None and self.isVisible() and not self.isSelected() \
            and is_flat(token, self.map_scene.px_per_square, self.map_scene.token_scale)
        if far != self.far:
            self.far = far
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, far)
            self.map_scene.far_tokens.token_changed(self)
            self.update()

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value):
        if change in (QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged,
                      QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged):
            self.refresh_far()  # it paints itself, or the layer does
        return super().itemChange(change, value)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self.token is not None:
            path.addEllipse(token_disc(self.token, self.map_scene.px_per_square, QPointF(0, 0)))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.token is not None:
            paint_token(painter, self.token, self.map_scene.px_per_square, self.isSelected(),
                        self._origin, self.label)
