"""The map as a QGraphicsScene: one item per layer, per segment, per token,
kept in step with the document through the editor's change signal."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QGraphicsScene

from battlemap.core.model import Change, Document, Size, Token
from battlemap.render import style
from battlemap.render.token_painter import is_flat, token_labels
from battlemap.ui.editor import Editor
from battlemap.ui.scene import layers
from battlemap.ui.scene.far_tokens import FarTokensItem
from battlemap.ui.scene.layer_items import GridItem, GroundItem
from battlemap.ui.scene.segment_item import SegmentItem, SegmentLayerItem
from battlemap.ui.scene.token_item import TokenItem

MARGIN_SQUARES = 6  # room to pan around the board
# Changes that may change the light: its sources, what stops it, the ruleset's rules.
LIGHT_LAYERS = frozenset({"lights", "ambient", "tokens", "solid", "obscure", "segments", "ruleset"})
# one token of each size: whether tokens of that size are flat discs at a zoom
_SIZE_PROBES = tuple(Token("probe", 0, 0, "", size) for size in Size)


class MapScene(QGraphicsScene):
    """Scene coordinates are cells scaled by `px_per_square` (cell (x, y) is
    `cell_rect(x, y)`). Items hold no state of their own: each redraws from
    `document`. Overlays add their items at `layers.Z_OVERLAY` and above."""

    board_resized = Signal()

    def __init__(self, editor: Editor, parent=None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.px_per_square = layers.PX_PER_SQUARE
        self.setBackgroundBrush(QBrush(style.qcolor(style.OUTSIDE)))
        self.ground_item = GroundItem(self)  # paper, terrain and light: one picture
        self.board_item = self.ground_item.board
        self.terrain_items = self.ground_item.terrain
        self.light_item = self.ground_item.light
        self.grid_item = GridItem(self)
        self.segment_layer = SegmentLayerItem(self)  # paints the segments; `segment_items` pick them
        self.far_tokens = FarTokensItem(self)  # far out, the tokens' flat discs in one picture
        self.token_scale = 1.0  # the view's zoom, which tells the far tokens (`set_token_scale`)
        self._flat_sizes: tuple[bool, ...] = ()  # which sizes are flat discs at that zoom
        for item in self._layer_items():
            self.addItem(item)
        self.segment_items: list[SegmentItem] = []
        self.token_items: dict[str, TokenItem] = {}
        editor.changed.connect(self._on_change)
        editor.document_replaced.connect(self._rebuild)
        self._rebuild()

    def _layer_items(self) -> tuple:
        return (self.ground_item, self.grid_item, self.segment_layer, self.far_tokens)

    @property
    def document(self) -> Document:
        return self.editor.document

    # --- coordinates -----------------------------------------------------------

    def cell_rect(self, x: float, y: float, w: float = 1, h: float = 1) -> QRectF:
        px = self.px_per_square
        return QRectF(x * px, y * px, w * px, h * px)

    def board_rect(self) -> QRectF:
        board = self.document.board
        return self.cell_rect(0, 0, board.width, board.height)

    def to_scene(self, gx: float, gy: float) -> QPointF:
        """A point in grid units (lattice points are cell corners) to scene coordinates."""
        return QPointF(gx * self.px_per_square, gy * self.px_per_square)

    def to_grid(self, pos: QPointF) -> tuple[float, float]:
        return pos.x() / self.px_per_square, pos.y() / self.px_per_square

    def cell_at(self, pos: QPointF) -> tuple[int, int]:
        """The cell under a scene point (may be off the board)."""
        gx, gy = self.to_grid(pos)
        return math.floor(gx), math.floor(gy)

    def corner_at(self, pos: QPointF) -> tuple[int, int]:
        """The lattice point nearest a scene point, kept on the board."""
        gx, gy = self.to_grid(pos)
        board = self.document.board
        return (min(max(round(gx), 0), board.width), min(max(round(gy), 0), board.height))

    def on_board(self, x: int, y: int) -> bool:
        return self.document.board.contains(x, y)

    def set_token_scale(self, scale: float) -> None:
        """The view zoomed: tokens that became flat discs, or stopped being
        ones, move to or from the `far_tokens` layer."""
        if scale == self.token_scale:
            return
        self.token_scale = scale
        flat = tuple(is_flat(probe, self.px_per_square, scale) for probe in _SIZE_PROBES)
        if flat != self._flat_sizes:  # (a zoom step mostly changes no size's look)
            self._flat_sizes = flat
            for item in self.token_items.values():
                item.refresh_far()

    # --- selection -----------------------------------------------------------------

    def selected_token_ids(self) -> list[str]:
        """Selected tokens, in document order."""
        selected = {i.token_id for i in self.selectedItems() if isinstance(i, TokenItem)}
        return [tid for tid in self.document.tokens if tid in selected]

    def selected_segment_indices(self) -> list[int]:
        return sorted(i.index for i in self.selectedItems() if isinstance(i, SegmentItem))

    def select_tokens(self, ids, add: bool = False) -> None:
        ids = set(ids)
        self.blockSignals(True)
        try:
            if not add:
                self.clearSelection()
            for tid in ids:
                if tid in self.token_items:
                    self.token_items[tid].setSelected(True)
        finally:
            self.blockSignals(False)
        self.selectionChanged.emit()

    # --- keeping in step with the document -----------------------------------------

    def _rebuild(self, *_args) -> None:
        self.clearSelection()
        for item in self.segment_items + list(self.token_items.values()):
            self.removeItem(item)
        self.segment_items, self.token_items = [], {}
        for item in self._layer_items():
            item.resync()
        margin = MARGIN_SQUARES * self.px_per_square
        self.setSceneRect(self.board_rect().adjusted(-margin, -margin, margin, margin))
        self._sync_segments()
        self._sync_tokens(None)
        self.board_resized.emit()

    def _on_change(self, change: Change) -> None:
        layer = change.layer
        if layer in LIGHT_LAYERS:
            # only where the light changed: a drag step of a creature without
            # a light repaints none of it, a torch-bearer's a few rings
            self.light_item.refresh(layer)
        if layer in self.terrain_items:
            self.terrain_items[layer].update_cells(change.rect)
        elif layer == "segments":
            self._sync_segments()
        elif layer == "tokens":
            self._sync_tokens(change.ids or None)
        elif layer == "background":
            self.board_item.update()
        elif layer == "all":
            self._rebuild()

    def _sync_segments(self) -> None:
        segments = self.document.board.segments
        while len(self.segment_items) > len(segments):
            self.removeItem(self.segment_items.pop())
        while len(self.segment_items) < len(segments):
            item = SegmentItem(self, len(self.segment_items))
            self.segment_items.append(item)
            self.addItem(item)
        for item, segment in zip(self.segment_items, segments):
            item.sync(segment)
        self.segment_layer.sync()

    def _sync_tokens(self, ids) -> None:
        tokens = self.document.tokens
        labels = token_labels(tokens.values())
        if ids is None:
            ids = set(tokens) | set(self.token_items)
        else:  # a renamed token may change how its namesakes are told apart
            ids = set(ids) | {t for t, item in self.token_items.items()
                              if t in labels and item.label != labels[t]}
        for tid in ids:
            token = tokens.get(tid)
            item = self.token_items.get(tid)
            if token is None:
                if item is not None:
                    self.far_tokens.token_changed(item)
                    self.removeItem(self.token_items.pop(tid))
                continue
            if item is None:
                item = self.token_items[tid] = TokenItem(self, tid)
                self.addItem(item)
            item.sync(token, labels[tid])
