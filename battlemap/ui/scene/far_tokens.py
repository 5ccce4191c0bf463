"""Far out, the tokens drawn as flat discs in one cached picture.

Each token item caches its own picture (a moved token is that picture,
translated). Far out, where a token is a flat disc a few pixels wide
(`token_painter.is_flat`), a zoom step or a repaint with nothing cached
painted 60 such pictures one by one: a Python paint call, a pixmap and a
cache entry each, ~7 ms on a 100 x 100 map with 60 tokens. This layer
paints them all in one call into one picture (`paint_flat_tokens`: the
painter set up once for them all); each such token item then
has no contents (`TokenItem.refresh_far`, at the view's zoom: Qt neither
calls nor caches it; it still answers clicks, tooltips and selection). Selected tokens paint themselves (their ring, and
a dragged one moves as its own picture). The same `paint_token`, so the
pixels are those of the token items'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from battlemap.render.token_painter import paint_flat_tokens
from battlemap.ui.scene import layers
from battlemap.ui.scene.layer_items import BoardLayerItem

if TYPE_CHECKING:
    from battlemap.ui.scene.map_scene import MapScene
    from battlemap.ui.scene.token_item import TokenItem


class FarTokensItem(BoardLayerItem):
    """The flat discs of the tokens not selected (under the token items)."""

    margin = 1  # tokens hang over the board's edge

    def __init__(self, map_scene: "MapScene") -> None:
        super().__init__(map_scene, layers.Z_TOKENS - 1)

    def token_changed(self, item: "TokenItem") -> None:
        """A token came, went, moved, changed its look or was (de)selected:
        repaint where it is (the caller asks before and after a move)."""
        self.update(item.sceneBoundingRect())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scene = self.map_scene
        exposed = option.exposedRect
        items = scene.token_items
        shown = []
        for tid in scene.document.tokens:  # document order, as the items stack
            item = items.get(tid)
            if item is not None and item.far and exposed.intersects(item.sceneBoundingRect()):
                shown.append((item.token, item.label))
        paint_flat_tokens(painter, shown, scene.px_per_square)
