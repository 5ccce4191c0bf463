"""Geometry derived from a board at one revision: padded layers for the
tracer, the thin walls split by what they block, and the cells each low wall
touches (RULES §3.3). Built once per board change, never per query; what
the change left alone (the thin walls, the solid cells) is taken from the
previous revision's geometry rather than built again: painting fog or light
does not rebuild the walls."""

from __future__ import annotations

from functools import cached_property

import numpy as np
import shapely

from battlemap.core.geometry.segments import Pieces, SegmentLayer
from battlemap.core.model import Board, Obscure, Solid


class BoardGeometry:
    def __init__(self, board: Board, previous: BoardGeometry | None = None) -> None:
        """`previous`: the same board's geometry at an earlier revision, whose
        parts the change left alone are taken over (`_take_unchanged`)."""
        self.board = board
        self.width, self.height = board.width, board.height
        self.solid_pad = np.pad(board.solid, 1)
        self.obscure_pad = np.pad(board.obscure, 1)
        self.terrain_mask_pad = (self.solid_pad > 0) | (self.obscure_pad > 0)
        # The thin walls as they are now (the board's list changes in place;
        # a segment is immutable, so the same objects are the same walls).
        self.segments = tuple(board.segments)
        if not self._take_unchanged(previous):
            self.pieces = Pieces.of(board.segments)
            self.effect = SegmentLayer(self.pieces, self.pieces.effect)  # wall, closed door, window
            self.low = SegmentLayer(self.pieces, self.pieces.low)
        # Low cells one by one, for the visible fraction (§3.4): each has its
        # own 30-ft distance test; walls are merged (visibility.wall_rectangles).
        self.low_cells = np.argwhere(board.solid == Solid.LOW)[:, ::-1]

    def _take_unchanged(self, previous: BoardGeometry | None) -> bool:
        """Take the thin walls' layers from `previous` when the board has the
        same size and segments (and, with them, the cells each low piece
        touches); the barriers too when the solid cells are the same. False
        when the thin walls must be built."""
        if previous is None or previous.board is not self.board \
                or (previous.width, previous.height) != (self.width, self.height) \
                or len(previous.segments) != len(self.segments) \
                or any(a is not b for a, b in zip(previous.segments, self.segments)):
            return False
        self.pieces, self.effect, self.low = previous.pieces, previous.effect, previous.low
        known = previous.__dict__  # the cached properties worked out so far
        for name in ("low_piece_cells", "low_piece_cell_table"):  # of the low pieces and the size
            if name in known:
                self.__dict__[name] = known[name]
        # The barriers were built from the solid cells when first asked:
        # taken over when those are the solid cells now.
        from battlemap.core.geometry.barriers import cell_classes

        barriers = known.get("barriers")
        if barriers is not None and np.array_equal(barriers.cls, cell_classes(self.board.solid)):
            self.__dict__["barriers"] = barriers
        return True

    @cached_property
    def fog_grade(self) -> np.ndarray:
        """(h, w) 0 clear, 1 fog, 2 heavy fog: what a line through the cell
        meets (RULES §3.6; painted dim light and darkness are lighting)."""
        grade = np.zeros((self.height, self.width), np.int64)
        grade[self.board.obscure == Obscure.FOG] = 1
        grade[self.board.obscure == Obscure.HEAVY_FOG] = 2
        return grade

    @cached_property
    def fog_before(self) -> np.ndarray:
        """(h + 1, w + 1) fog cells above and left of each lattice point (a
        summed-area table): is there any fog in a rectangle, at once."""
        return np.pad((self.fog_grade > 0).cumsum(0).cumsum(1), ((1, 0), (1, 0)))

    def fog_cells_in(self, boxes: np.ndarray) -> np.ndarray:
        """Fog and heavy fog cells of the board in each box (x0, y0, x1, y1:
        [x0, x1) x [y0, y1); `fog_before`; cells off the board hold none)."""
        boxes = np.asarray(boxes, np.int64).reshape(-1, 4)
        x0, x1 = (np.clip(boxes[:, k], 0, self.width) for k in (0, 2))
        y0, y1 = (np.clip(boxes[:, k], 0, self.height) for k in (1, 3))
        s = self.fog_before
        return s[y1, x1] - s[y0, x1] - s[y1, x0] + s[y0, x0]

    @cached_property
    def low_piece_cells(self) -> list[np.ndarray]:
        """The cells each low piece touches (RULES §3.3 distances), on first use."""
        return _touched_cells(self.low.grid, self.width, self.height)

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

        return BarrierBoard(self.board, self.pieces)

    @cached_property
    def cover_shapes(self):
        """Indexed cover-giving shapes; built on the first visibility query."""
        from battlemap.core.geometry.visibility import build_cover_shapes

        return build_cover_shapes(self)


def _touched_cells(pieces, width: int, height: int) -> list[np.ndarray]:
    """For each piece a-b, the board cells whose closed square meets it, as
    (n, 2) [x, y]: candidates from each piece's bounding box, one vectorised
    intersection test for all."""
    if not len(pieces):
        return []
    arr = np.asarray(pieces, float).reshape(-1, 2, 2)
    lo, hi = arr.min(axis=1), arr.max(axis=1)
    x0 = np.clip(np.floor(lo[:, 0]).astype(int) - 1, 0, width)
    y0 = np.clip(np.floor(lo[:, 1]).astype(int) - 1, 0, height)
    x1 = np.clip(np.ceil(hi[:, 0]).astype(int) + 1, 0, width)
    y1 = np.clip(np.ceil(hi[:, 1]).astype(int) + 1, 0, height)
    wide, tall = x1 - x0, y1 - y0
    counts = wide * tall
    piece = np.repeat(np.arange(len(arr)), counts)
    offset = np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)
    gx = x0[piece] + offset % np.maximum(wide[piece], 1)
    gy = y0[piece] + offset // np.maximum(wide[piece], 1)
    touched = shapely.intersects(shapely.box(gx, gy, gx + 1, gy + 1),
                                 shapely.linestrings(arr)[piece])
    cells = np.stack([gx, gy], axis=1)[touched]
    starts = np.searchsorted(piece[touched], np.arange(len(arr) + 1))
    return [cells[starts[k]:starts[k + 1]] for k in range(len(arr))]
