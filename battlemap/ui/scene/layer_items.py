"""Board-sized items that paint layers of the map from the document."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.render.map_painter import paint_board, paint_grid, paint_terrain
from battlemap.ui.scene import layers

# Changes that shape the light but neither light a map nor move a source.
SHAPE_LAYERS = frozenset({"solid", "obscure", "segments"})

if TYPE_CHECKING:
    from battlemap.ui.scene.map_scene import MapScene


class BoardLayerItem(QGraphicsItem):
    """Covers the board (and `margin` squares around it); paints only the
    exposed rectangle."""

    margin = 0

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
        m = self.margin * self.map_scene.px_per_square
        self._rect = self.map_scene.board_rect().adjusted(-m, -m, m, m)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        px = self.map_scene.px_per_square
        exposed = option.exposedRect
        visible = QRectF(exposed.x() / px, exposed.y() / px, exposed.width() / px, exposed.height() / px)
        self.paint_cells(painter, px, visible)

    def paint_cells(self, painter: QPainter, px: float, visible: QRectF) -> None:
        raise NotImplementedError


class GridItem(BoardLayerItem):
    def __init__(self, map_scene: "MapScene") -> None:
        super().__init__(map_scene, layers.Z_GRID)

    def paint_cells(self, painter: QPainter, px: float, visible: QRectF) -> None:
        paint_grid(painter, self.map_scene.document, px, visible)


class GroundItem(BoardLayerItem):
    """The layers under the rules' shading and the grid, in one cached
    picture (one to paint again at a zoom, to fill and to lay on the view,
    rather than four): paper and background image, the "solid" and "obscure"
    terrain, the light. Each is a `LayerPart`, which asks for its own
    repaints (the scene's `board_item`, `terrain_items`, `light_item`)."""

    def __init__(self, map_scene: "MapScene") -> None:
        super().__init__(map_scene, layers.Z_BOARD)
        self.board = BoardPart(self)
        self.terrain = {"solid": TerrainPart(self, "solid"), "obscure": TerrainPart(self, "obscure")}
        self.light = LightPart(self)
        self.parts: tuple[LayerPart, ...] = (self.board, *self.terrain.values(), self.light)

    def resync(self) -> None:
        for part in self.parts:
            part.resync()
        super().resync()

    def paint_cells(self, painter: QPainter, px: float, visible: QRectF) -> None:
        for part in self.parts:  # bottom up
            part.paint_cells(painter, px, visible)


class LayerPart:
    """One layer of a `GroundItem`'s picture."""

    def __init__(self, ground: GroundItem) -> None:
        self.ground = ground

    @property
    def map_scene(self) -> "MapScene":
        return self.ground.map_scene

    def resync(self) -> None:
        """The board was replaced or resized (the ground item repaints)."""

    def update(self, rect: QRectF | None = None) -> None:
        """Repaint this layer where `rect` says (scene coordinates; None: all of it)."""
        if rect is None:
            self.ground.update()
        else:
            self.ground.update(rect)

    def update_cells(self, rect: tuple[int, int, int, int] | None) -> None:
        if rect is None:
            self.update()
        else:
            x0, y0, x1, y1 = rect
            self.update(self.map_scene.cell_rect(x0, y0, x1 - x0, y1 - y0))

    def paint_cells(self, painter: QPainter, px: float, visible: QRectF) -> None:
        raise NotImplementedError


class BoardPart(LayerPart):
    """Paper and background image."""

    def paint_cells(self, painter: QPainter, px: float, visible: QRectF) -> None:
        paint_board(painter, self.map_scene.document, px, visible)


class TerrainPart(LayerPart):
    """One per-cell layer ("solid" or "obscure"), drawn from the model array."""

    def __init__(self, ground: GroundItem, layer: str) -> None:
        super().__init__(ground)
        self.layer = layer

    def paint_cells(self, painter: QPainter, px: float, visible: QRectF) -> None:
        paint_terrain(painter, self.map_scene.document, px, visible, (self.layer,))


class LightPart(LayerPart):
    """The light (RULES §8) as the rules read it: dark darkened, the dim ring
    shaded, bright clear, and a mark on each light source."""

    def __init__(self, ground: GroundItem) -> None:
        super().__init__(ground)
        self._shown = None  # the LightPicture of the last refresh

    def resync(self) -> None:
        from battlemap.render.lighting import light_picture

        self._shown = light_picture(self.map_scene.document)

    def refresh(self, layer: str | None = None) -> None:
        """Repaint the squares whose light changed since the last refresh
        (none, when a creature without a light walks a lit map). `layer`:
        what changed, if known."""
        from battlemap.render.lighting import changed_squares, light_picture

        if layer in SHAPE_LAYERS and self._shown is not None and self._shown.shade is None:
            return  # an unlit map stays unlit, its sources where they were (each dab of a brush)
        doc = self.map_scene.document
        before, self._shown = self._shown, light_picture(doc)
        squares = changed_squares(before, self._shown, doc.board.width, doc.board.height)
        if squares is not None:
            self.update_cells(squares)

    def paint_cells(self, painter: QPainter, px: float, visible: QRectF) -> None:
        from battlemap.render.lighting import paint_lighting

        # No clip to the visible cells here: the view already limits the
        # repaint to whole device pixels, and a clip at a fractional edge
        # would shade the pixels along it by half (a seam after a partial
        # repaint, `refresh`).
        paint_lighting(painter, self.map_scene.document, px, visible=visible)
