"""Geometry derived from a board at one revision: padded layers for the
tracer, the thin walls split by what they block, and the cells each low wall
touches (RULES §3.3). Built once per board change, never per query."""

from __future__ import annotations

from functools import cached_property

import numpy as np
import shapely

from battlemap.core.geometry.segments import SegmentLayer
from battlemap.core.model import Board, Solid


class BoardGeometry:
    def __init__(self, board: Board) -> None:
        self.board = board
        self.width, self.height = board.width, board.height
        self.solid_pad = np.pad(board.solid, 1)
        self.obscure_pad = np.pad(board.obscure, 1)
        self.terrain_mask_pad = (self.solid_pad > 0) | (self.obscure_pad > 0)

        effect, sight, low = [], [], []
        for index, segment in enumerate(board.segments):
            for piece in segment.pieces():
                if segment.blocks_effect:
                    effect.append((piece, index))
                if segment.blocks_sight:
                    sight.append((piece, index))
                if segment.is_low:
                    low.append((piece, index))
        self.effect = _layer(effect)  # wall, closed door, window
        self.sight = _layer(sight)  # wall, closed door
        self.low = _layer(low)
        self.low_piece_cells = [_touched_cells(a, b, board) for (a, b), _ in low]
        # Low cells one by one, for the visible fraction (§3.4): each has its
        # own 30-ft distance test; walls are merged (visibility.wall_rectangles).
        self.low_cells = np.argwhere(board.solid == Solid.LOW)[:, ::-1]

    @cached_property
    def low_piece_cell_table(self) -> tuple[np.ndarray, np.ndarray]:
        """The cells each low piece touches, concatenated, with each piece's
        first row: for reducing distances over all pieces at once."""
        # A piece off the board touches no cell: a far sentinel keeps it
        # from ever counting (and keeps every run non-empty for reduceat).
        far = np.array([[-10**6, -10**6]])
        per_piece = [c if len(c) else far for c in self.low_piece_cells]
        lengths = [len(c) for c in per_piece]
        cells = (np.concatenate(per_piece) if lengths else np.zeros((0, 2), int))
        starts = np.concatenate([[0], np.cumsum(lengths)[:-1]]).astype(int) if lengths else np.zeros(0, int)
        return cells, starts

    @cached_property
    def barriers(self):
        """Cells and thin walls as the line kernel reads them."""
        from battlemap.core.geometry.barriers import BarrierBoard

        return BarrierBoard(self.board)

    @cached_property
    def cover_shapes(self):
        """Indexed cover-giving shapes; built on the first visibility query."""
        from battlemap.core.geometry.visibility import build_cover_shapes

        return build_cover_shapes(self)


def _layer(items) -> SegmentLayer:
    return SegmentLayer([p for p, _ in items], [i for _, i in items])


def _touched_cells(a, b, board: Board) -> np.ndarray:
    """Cells whose closed square meets the piece a-b, as (n, 2) [x, y]."""
    line = shapely.LineString([a, b])
    x0, y0, x1, y1 = line.bounds
    xs = np.arange(max(0, int(np.floor(x0)) - 1), min(board.width, int(np.ceil(x1)) + 1))
    ys = np.arange(max(0, int(np.floor(y0)) - 1), min(board.height, int(np.ceil(y1)) + 1))
    gx, gy = np.meshgrid(xs, ys)
    gx, gy = gx.ravel(), gy.ravel()
    boxes = shapely.box(gx, gy, gx + 1, gy + 1)
    touched = shapely.intersects(boxes, line)
    return np.stack([gx[touched], gy[touched]], axis=1)

