"""Board-sized items that paint one layer of the map from the document."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.render.map_painter import paint_board, paint_grid, paint_terrain
from battlemap.ui.scene import layers

if TYPE_CHECKING:
    from battlemap.ui.scene.map_scene import MapScene


class BoardLayerItem(QGraphicsItem):
    """Covers the board; paints only the exposed rectangle."""

    def __init__(self, map_scene: "MapScene", z: float) -> None:
        super().__init__()
        self.map_scene = map_scene
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        # Painted once into a pixmap at the view's zoom (the visible part of
        # it) and reused until an edit, a scroll or a zoom exposes something new.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._rect = QRectF()

    def boundingRect(self) -> QRectF:
        return self._rect

    def resync(self) -> None:
        """The board was replaced or resized."""
        self.prepareGeometryChange()
        self._rect = self.map_scene.board_rect()
        self.update()

    def update_cells(self, rect: tuple[int, int, int, int] | None) -> None:
        if rect is None:
            self.update()
        else:
            x0, y0, x1, y1 = rect
            self.update(self.map_scene.cell_rect(x0, y0, x1 - x0, y1 - y0))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        px = self.map_scene.px_per_square
        exposed = option.exposedRect
        visible = QRectF(exposed.x() / px, exposed.y() / px, exposed.width() / px, exposed.height() / px)
        self.paint_cells(painter, px, visible)

    def paint_cells(self, painter: QPainter, px: float, visible: QRectF) -> None:
        raise NotImplementedError


class BoardItem(BoardLayerItem):
    """Paper and background image."""

    def __init__(self, map_scene: "MapScene") -> None:
        super().__init__(map_scene, layers.Z_BOARD)

    def paint_cells(self, painter: QPainter, px: float, visible: QRectF) -> None:
        paint_board(painter, self.map_scene.document, px, visible)


class TerrainItem(BoardLayerItem):
    """One per-cell layer ("solid" or "obscure"), drawn from the model array."""

    def __init__(self, map_scene: "MapScene", layer: str, z: float) -> None:
        super().__init__(map_scene, z)
        self.layer = layer

    def paint_cells(self, painter: QPainter, px: float, visible: QRectF) -> None:
        paint_terrain(painter, self.map_scene.document, px, visible, (self.layer,))


class GridItem(BoardLayerItem):
    def __init__(self, map_scene: "MapScene") -> None:
        super().__init__(map_scene, layers.Z_GRID)

    def paint_cells(self, painter: QPainter, px: float, visible: QRectF) -> None:
        paint_grid(painter, self.map_scene.document, px, visible)


class LightItem(BoardLayerItem):
    """The light (RULES §8) as the rules read it: dark darkened, the dim ring
    shaded, bright clear, and a mark on each light source."""

    def __init__(self, map_scene: "MapScene") -> None:
        super().__init__(map_scene, layers.Z_LIGHT)
        self._shown = None  # the LightPicture of the last refresh

    def resync(self) -> None:
        from battlemap.render.lighting import light_picture

        self._shown = light_picture(self.map_scene.document)
        super().resync()

    def refresh(self) -> None:
        """Repaint the squares whose light changed since the last refresh
        (none, when a creature without a light walks a lit map)."""
        from battlemap.render.lighting import changed_squares, light_picture

        doc = self.map_scene.document
        before, self._shown = self._shown, light_picture(doc)
        squares = changed_squares(before, self._shown, doc.board.width, doc.board.height)
        if squares is not None:
            self.update_cells(squares)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        from battlemap.render.lighting import paint_lighting

        # No clip to the exposed rect here: the view already limits the
        # repaint to whole device pixels, and a clip at a fractional edge
        # would shade the pixels along it by half (a seam after a partial
        # repaint, `refresh`).
        paint_lighting(painter, self.map_scene.document, self.map_scene.px_per_square)
