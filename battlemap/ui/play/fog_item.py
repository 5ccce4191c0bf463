"""The GM's view of the fog of war: the cells the players do not see, dimmed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.core.model import Change
from battlemap.render.player_view import GM_FOG, paint_fog
from battlemap.ui.scene import layers

if TYPE_CHECKING:
    from battlemap.ui.scene.map_scene import MapScene

Z_FOG = layers.Z_TOKENS + 5  # over the tokens (they are unseen too), under the overlays


class FogItem(QGraphicsItem):
    """Covers the board; paints `GM_FOG` over unrevealed cells. Takes no clicks."""

    def __init__(self, map_scene: "MapScene") -> None:
        super().__init__()
        self.map_scene = map_scene
        self.setZValue(Z_FOG)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self._rect = QRectF()
        map_scene.addItem(self)
        map_scene.editor.changed.connect(self._on_change)
        map_scene.board_resized.connect(self.resync)
        self.resync()

    def resync(self) -> None:
        self.prepareGeometryChange()
        self._rect = self.map_scene.board_rect()
        self.setVisible(self.map_scene.document.play.has_fog)
        self.update()

    def _on_change(self, change: Change) -> None:
        if change.layer not in ("play", "all"):
            return
        self.setVisible(self.map_scene.document.play.has_fog)
        if change.rect is None:
            self.update()
        else:
            x0, y0, x1, y1 = change.rect
            self.update(self.map_scene.cell_rect(x0, y0, x1 - x0, y1 - y0))

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        px = self.map_scene.px_per_square
        exposed = option.exposedRect
        visible = QRectF(exposed.x() / px, exposed.y() / px, exposed.width() / px, exposed.height() / px)
        paint_fog(painter, self.map_scene.document, px, GM_FOG, visible)
