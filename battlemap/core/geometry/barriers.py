"""The board's barriers as the kernel reads them: cell classes, every thin-wall
piece with the networks it belongs to, and a bucket index of pieces by cell.
Built once per board revision (`BoardGeometry.barriers`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from battlemap.core.geometry import kernel
from battlemap.core.geometry.blockers import Blocker, BlockerKind
from battlemap.core.geometry.kernel import COVER, EFFECT, SIGHT
from battlemap.core.geometry.lattice import SCALE
from battlemap.core.geometry.two_cores import split_lines
from battlemap.core.model import Board, Solid


@dataclass(frozen=True)
class BarrierRows:
    """Blocking rows of a batch of lines: `line`, position `t` along it (for
    ordering), `elem` (cell y * width + x, or width * height + piece) and
    `nets` (SIGHT | EFFECT | COVER bits it blocks)."""

    line: np.ndarray
    t: np.ndarray
    elem: np.ndarray
    nets: np.ndarray

    @classmethod
    def concat(cls, parts: list["BarrierRows"]) -> "BarrierRows":
        if not parts:
            z = np.zeros(0, np.int64)
            return cls(z, np.zeros(0), z, z)
        offset, lines = 0, []
        for part, size in parts:
            lines.append(part.line + offset)
            offset += size
        return cls(np.concatenate(lines), *(np.concatenate([getattr(p, f) for p, _ in parts])
                                            for f in ("t", "elem", "nets")))

    def window(self, lo: int, hi: int) -> "BarrierRows":
        """Rows of lines lo..hi-1, renumbered from 0 (rows are by line)."""
        a, b = np.searchsorted(self.line, [lo, hi])
        return BarrierRows(self.line[a:b] - lo, self.t[a:b], self.elem[a:b], self.nets[a:b])

    def lines_with(self, n: int, net: int) -> np.ndarray:
        out = np.zeros(n, bool)
        out[self.line[(self.nets & net) != 0]] = True
        return out


def cell_classes(solid: np.ndarray) -> np.ndarray:
    """(height, width) barrier class of each cell: 0 open, 1 low, 2 wall."""
    return np.where(solid == Solid.WALL, 2, np.where(solid == Solid.LOW, 1, 0)).astype(np.int64)


class BarrierBoard:
    def __init__(self, board: Board, pieces) -> None:
        """`pieces`: the board's thin-wall pieces (`segments.Pieces`)."""
        self.width, self.height = board.width, board.height
        self.cls = cell_classes(board.solid)
        nets = (np.where(pieces.sight, SIGHT, 0) | np.where(pieces.effect, EFFECT | COVER, 0)
                | np.where(pieces.low, COVER, 0))
        used = nets != 0  # open doors are no barrier
        self.pa = np.round(pieces.a[used] * SCALE).astype(np.int64)
        self.pb = np.round(pieces.b[used] * SCALE).astype(np.int64)
        self.pnets = nets[used].astype(np.int64)
        self.segment = pieces.segment[used]  # piece -> board segment
        # piece -> index among the low pieces (geometry.low), -1 for others
        low = pieces.low[used]
        self.low_index = np.where(low, np.cumsum(low) - 1, -1)
        self.bucket_start, self.bucket_items = self._buckets()
        self._blockers: dict[int, Blocker] = {}

    @property
    def cells(self) -> int:
        return self.width * self.height

    def blocker(self, elem: int) -> Blocker:
        """What element `elem` of the rows is (a cell, then each piece's
        segment), one shared object each: every drawn line names one."""
        found = self._blockers.get(elem)
        if found is None:
            if elem < self.cells:
                found = Blocker(BlockerKind.CELL, cell=(elem % self.width, elem // self.width))
            else:
                found = Blocker(BlockerKind.SEGMENT, segment=int(self.segment[elem - self.cells]))
            self._blockers[elem] = found
        return found

    @cached_property
    def walls(self) -> np.ndarray:
        """(height, width) wall cells (read-only: copy to change)."""
        out = self.cls == 2
        out.setflags(write=False)
        return out

    @cached_property
    def wall_before(self) -> np.ndarray:
        """(height + 1, width + 1) wall cells above and left of each lattice
        point (a summed-area table): any wall in a rectangle, at once."""
        return np.pad(self.walls.cumsum(0).cumsum(1), ((1, 0), (1, 0)))

    @cached_property
    def touched(self) -> np.ndarray:
        """(height + 1, width + 1) lattice points a barrier touches: a
        corner of a wall or low cell, or a point on a thin-wall piece. At any
        other point, who owns a line's end cannot change what the kernel
        finds (RULES §2 judges ownership only at a contact)."""
        h, w = self.height, self.width
        out = np.zeros((h + 1, w + 1), bool)
        solid = self.cls != 0
        out[:-1, :-1] |= solid
        out[1:, :-1] |= solid
        out[:-1, 1:] |= solid
        out[1:, 1:] |= solid
        gx, gy = _lattice_points_on(self.pa, self.pb)
        keep = (gx >= 0) & (gx <= w) & (gy >= 0) & (gy <= h)
        out[gy[keep], gx[keep]] = True
        return out

    def _buckets(self) -> tuple[np.ndarray, np.ndarray]:
        """CSR of the pieces whose bounding box meets each cell's closed
        square, cells -1..width by -1..height (off-board pieces clamp to the
        rim)."""
        bw, bh = self.width + 2, self.height + 2
        if not len(self.pa):
            return np.zeros(bw * bh + 1, np.int64), np.zeros(0, np.int64)
        lo = np.minimum(self.pa, self.pb)
        hi = np.maximum(self.pa, self.pb)
        # Closed squares: a point on a grid line touches the cells on both sides.
        x0 = np.clip((lo[:, 0] - 1) // SCALE, -1, self.width)
        y0 = np.clip((lo[:, 1] - 1) // SCALE, -1, self.height)
        x1 = np.clip(hi[:, 0] // SCALE, -1, self.width)
        y1 = np.clip(hi[:, 1] // SCALE, -1, self.height)
        return kernel.fill_buckets(x0, y0, x1, y1, bw, bh)

    def judge(self, start: np.ndarray, end: np.ndarray, s_owner: np.ndarray,
              e_owner: np.ndarray, own: np.ndarray, compiled: bool = True,
              full: bool = False, settle: bool = False) -> BarrierRows:
        """Rows of the lines start[i] -> end[i] (scaled (n, 2)); owners (n, 2)
        (x = FREE for a free end); own (n, 8): two spaces whose cells never
        block each line. `compiled=False`: the plain Python twin. `full`:
        every row of every line (else a line stops at its first wall cell).
        `settle`: a line also stops at its first thin wall that blocks every
        network (for lines asked only what blocks them, not what first)."""
        if not len(start):
            z = np.zeros(0, np.int64)
            return BarrierRows(z, np.zeros(0), z, z)
        judge_many = kernel.judge_many if compiled else kernel.python_twin().judge_many
        line, t, elem, nets = split_lines(judge_many, (
            np.ascontiguousarray(start, np.int64), np.ascontiguousarray(end, np.int64),
            np.ascontiguousarray(s_owner, np.int64), np.ascontiguousarray(e_owner, np.int64),
            np.ascontiguousarray(own, np.int64), self.cls, SCALE, self.pa, self.pb,
            self.pnets, self.bucket_start, self.bucket_items, full, settle),
            per_line=(0, 1, 2, 3, 4), rows=True, enabled=compiled and kernel.COMPILED)
        return BarrierRows(line, t, elem, nets)


def _lattice_points_on(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(x, y) in squares of every lattice point on the closed pieces a-b
    (scaled): for each piece, each lattice column its x-range crosses
    (each row of a vertical piece), kept where the point there is a
    lattice point, in exact integer arithmetic."""
    steep = a[:, 0] == b[:, 0]  # vertical: walk its rows instead, axes swapped
    a = np.where(steep[:, None], a[:, ::-1], a)
    b = np.where(steep[:, None], b[:, ::-1], b)
    first = -(-np.minimum(a[:, 0], b[:, 0]) // SCALE)
    counts = np.maximum(0, np.maximum(a[:, 0], b[:, 0]) // SCALE - first + 1)
    piece = np.repeat(np.arange(len(a)), counts)
    u = first[piece] + np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)
    dx, dy = (b - a)[piece, 0], (b - a)[piece, 1]
    safe_dx = np.where(dx == 0, 1, dx)  # only points, where dy is 0 too
    num = (u * SCALE - a[piece, 0]) * dy
    v = a[piece, 1] + num // safe_dx
    on = (num % safe_dx == 0) & (v % SCALE == 0)
    u, v, swapped = u[on], v[on] // SCALE, steep[piece][on]
    return np.where(swapped, v, u), np.where(swapped, u, v)
