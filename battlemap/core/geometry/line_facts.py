"""What a set of lines meets, in the context of one attacker and one target:
the raw hits of the tracer and the thin-wall layers, with the creatures' own
cells removed (a creature never blocks its own lines, RULES §2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from battlemap.core.geometry.lattice import SCALE, Space
from battlemap.core.geometry.segments import SegmentHits
from battlemap.core.model import Obscure, Solid
from battlemap.core.rules.result import Blocker, BlockerKind

# A predicate on arrays of cell coordinates: does a low obstacle there count?
LowRule = Callable[[np.ndarray, np.ndarray], np.ndarray]
# Same for low thin-wall pieces, by piece index.
LowPieceRule = Callable[[np.ndarray], np.ndarray]


def _in_space(x: np.ndarray, y: np.ndarray, s: Space) -> np.ndarray:
    return (x >= s.x0) & (x < s.x1) & (y >= s.y0) & (y < s.y1)


@dataclass
class _Rows:
    line: np.ndarray
    t: np.ndarray
    x: np.ndarray | None = None
    y: np.ndarray | None = None
    ref: np.ndarray | None = None  # token index, level or segment index

    def select(self, mask: np.ndarray) -> "_Rows":
        pick = lambda a: None if a is None else a[mask]  # noqa: E731
        return _Rows(self.line[mask], self.t[mask], pick(self.x), pick(self.y), pick(self.ref))


class LineFacts:
    def __init__(self, pair, start: np.ndarray, end: np.ndarray) -> None:
        from battlemap.core.geometry.segments import make_line_geoms
        from battlemap.core.geometry.tracer import trace

        geom, tokens = pair.geometry, pair.tokens
        self.start, self.end = start, end
        self.n = len(start)
        # Cells are judged on the plain line; thin walls on the nudged one,
        # whose creature corners lie just inside their creature (RULES §2).
        hits = trace(unnudge(start), unnudge(end), geom.solid_pad, tokens.keep_pad)
        own = _in_space(hits.x, hits.y, pair.a_space) | _in_space(hits.x, hits.y, pair.t_space)
        in_attacker = _in_space(hits.x, hits.y, pair.a_space)
        solid = geom.solid_pad[hits.y + 1, hits.x + 1]
        level = geom.obscure_pad[hits.y + 1, hits.x + 1]
        occupant = tokens.occupant_pad[hits.y + 1, hits.x + 1]
        free = ~own

        def rows(mask, ref=None):
            return _Rows(hits.line[mask], hits.t[mask], hits.x[mask], hits.y[mask],
                         None if ref is None else ref[mask])

        self.walls = rows(free & (solid == Solid.WALL))
        self.lows = rows(free & (solid == Solid.LOW))
        interior = ~hits.squeeze
        self.creatures = rows(
            interior & (occupant >= 0) & (occupant != pair.a_index) & (occupant != pair.t_index),
            occupant,
        )
        # The target's own cells obscure it; the attacker's own cells do not.
        self.obscured = rows(interior & (level > 0) & ~in_attacker, level)
        # Cells on the line with anything at all (graded area count).
        self.cells_any = rows(interior & free & ((solid > 0) | (level > 0) | (occupant >= 0)), occupant)
        geoms = make_line_geoms(start, end) if self.n else None
        self.seg_effect = geom.effect.hits(start, end, geoms)
        self.seg_sight = geom.sight.hits(start, end, geoms)
        self.seg_low = geom.low.hits(start, end, geoms)
        self._pair = pair

    # -- per-line booleans -------------------------------------------------
    def _any(self, lines: np.ndarray) -> np.ndarray:
        out = np.zeros(self.n, bool)
        out[lines] = True
        return out

    def effect_blocked(self) -> np.ndarray:
        return self._any(self.walls.line) | self._any(self.seg_effect.line)

    def sight_blocked(self) -> np.ndarray:
        return self._any(self.walls.line) | self._any(self.seg_sight.line)

    def terrain(self, low_rule: LowRule | None, low_piece_rule: LowPieceRule | None) -> "Blocks":
        """Lines stopped by cover-giving terrain: wall cells, solid thin walls,
        and the low cells and low pieces the rule lets count (None: all)."""
        lows = self.lows
        if low_rule is not None and len(lows.line):
            lows = lows.select(low_rule(lows.x, lows.y))
        seg_low = self.seg_low
        if low_piece_rule is not None and len(seg_low.line):
            keep = low_piece_rule(seg_low.piece)
            seg_low = SegmentHits(seg_low.line[keep], seg_low.piece[keep], seg_low.t[keep])
        geom = self._pair.geometry
        parts = [
            _cell_part(self.walls),
            _cell_part(lows),
            _segment_part(self.seg_effect, geom.effect.segment),
            _segment_part(seg_low, geom.low.segment),
        ]
        return Blocks.from_parts(self.n, parts)

    def creature_blocks(self, allowed: Callable[[int], bool] | None = None) -> "Blocks":
        c = self.creatures
        refs = c.ref
        if allowed is not None and len(refs):
            keep = np.array([allowed(int(r)) for r in refs], bool)
            c = c.select(keep)
        tokens = self._pair.tokens.tokens
        refs_c = c.ref
        return Blocks.from_parts(
            self.n, [(c.line, c.t, lambda i: ("token", tokens[int(refs_c[i])].id, 0))]
        )

    def max_fog(self) -> np.ndarray:
        """Per line: 0 clear, 1 fog, 2 heavy fog met (RULES §3.6)."""
        o = self.obscured
        grade = np.select([o.ref == Obscure.FOG, o.ref == Obscure.HEAVY_FOG], [1, 2], 0)
        out = np.zeros(self.n, np.int64)
        np.maximum.at(out, o.line, grade)
        return out

    def levels_on_line(self, line: int) -> list[tuple[int, int, int]]:
        """(x, y, obscure level) of the obscured cells line `line` passes."""
        o = self.obscured
        m = o.line == line
        return list(zip(o.x[m].tolist(), o.y[m].tolist(), o.ref[m].tolist()))

    def endpoints(self, i: int) -> tuple[tuple[float, float], tuple[float, float]]:
        """Line i in grid units, without the inward nudge."""
        s, e = self.start[i] / SCALE, self.end[i] / SCALE
        return (_snap(s[0]), _snap(s[1])), (_snap(e[0]), _snap(e[1]))


HALF = SCALE // 2


def unnudge(points: np.ndarray) -> np.ndarray:
    """Scaled points back on the half-square lattice (corners, centres)."""
    return (points + HALF // 2) // HALF * HALF


def _snap(v: float) -> float:
    """Undo the creature-corner nudge for display."""
    r = round(v * 2) / 2
    return r if abs(v - r) < 1e-3 else float(v)


class Blocks:
    """Which lines are blocked; what blocked a line first is looked up only
    for the few lines that are drawn."""

    def __init__(self, blocked: np.ndarray, parts: list) -> None:
        self.blocked = blocked
        self._parts = parts  # (lines, ts, ref(i) -> ref tuple)

    @classmethod
    def from_parts(cls, n: int, parts) -> "Blocks":
        blocked = np.zeros(n, bool)
        for lines, _, _ in parts:
            blocked[lines] = True
        return cls(blocked, list(parts))

    def first(self, line: int) -> Blocker | None:
        best: tuple[float, object] | None = None
        for lines, ts, refs in self._parts:
            for i in np.nonzero(lines == line)[0]:
                if best is None or ts[i] < best[0]:
                    best = (float(ts[i]), refs(i))
        return None if best is None else _blocker(best[1])

    def __or__(self, other: "Blocks") -> "Blocks":
        return Blocks(self.blocked | other.blocked, self._parts + other._parts)


def _cell_part(rows: _Rows):
    return (rows.line, rows.t, lambda i: ("cell", rows.x[i], rows.y[i]))


def _segment_part(hits: SegmentHits, segment_of_piece: np.ndarray):
    return (hits.line, hits.t, lambda i: ("segment", segment_of_piece[hits.piece[i]], 0))


def _blocker(ref) -> Blocker:
    kind, a, b = ref
    if kind == "cell":
        return Blocker(BlockerKind.CELL, cell=(int(a), int(b)))
    if kind == "segment":
        return Blocker(BlockerKind.SEGMENT, segment=int(a))
    return Blocker(BlockerKind.TOKEN, token=str(a))
