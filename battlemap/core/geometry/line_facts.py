"""What lines meet, each in the context of its attacker and target: the hits
of the tracer and of the thin-wall layers, with the creatures' own cells
removed (a creature never blocks its own lines, RULES §2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import shapely

from battlemap.core.geometry.lattice import SCALE
from battlemap.core.model import Obscure, Solid
from battlemap.core.geometry.blockers import Blocker, BlockerKind

# A predicate on arrays of cell coordinates: does a low obstacle there count?
LowRule = Callable[[np.ndarray, np.ndarray], np.ndarray]
# Same for low thin-wall pieces, by piece index.
LowPieceRule = Callable[[np.ndarray], np.ndarray]


def _in_boxes(x: np.ndarray, y: np.ndarray, boxes: np.ndarray) -> np.ndarray:
    """Is cell (x[i], y[i]) inside box[i] = (x0, y0, x1, y1)?"""
    return (x >= boxes[:, 0]) & (x < boxes[:, 2]) & (y >= boxes[:, 1]) & (y < boxes[:, 3])


@dataclass
class _Rows:
    """Hits sorted by line: cell (x, y) or thin-wall piece (ref), with t."""

    line: np.ndarray
    t: np.ndarray
    x: np.ndarray | None = None
    y: np.ndarray | None = None
    ref: np.ndarray | None = None  # token index, obscure level or piece index

    def _map(self, f) -> "_Rows":
        pick = lambda a: None if a is None else f(a)  # noqa: E731
        return _Rows(f(self.line), f(self.t), pick(self.x), pick(self.y), pick(self.ref))

    def select(self, mask: np.ndarray) -> "_Rows":
        return self._map(lambda a: a[mask])

    def sorted(self) -> "_Rows":
        order = np.argsort(self.line, kind="stable")
        return self._map(lambda a: a[order])

    def window(self, lo: int, hi: int) -> "_Rows":
        a, b = np.searchsorted(self.line, [lo, hi])
        rows = self._map(lambda arr: arr[a:b])
        rows.line = rows.line - lo
        return rows

    @property
    def piece(self) -> np.ndarray:
        return self.ref


@dataclass
class PairColumns:
    """Per-line attacker and target: their spaces (x0, y0, x1, y1) and token
    indices, so lines of many pairs are judged in one batch."""

    a_box: np.ndarray
    t_box: np.ndarray
    a_index: np.ndarray
    t_index: np.ndarray

    @classmethod
    def single(cls, pair, n: int) -> "PairColumns":
        a, t = pair.a_space, pair.t_space
        return cls(
            np.broadcast_to(np.array([a.x0, a.y0, a.x1, a.y1]), (n, 4)),
            np.broadcast_to(np.array([t.x0, t.y0, t.x1, t.y1]), (n, 4)),
            np.full(n, pair.a_index), np.full(n, pair.t_index),
        )


class LineFacts:
    """What each line meets. Build with `compute` (one pair or a batch of
    pairs), then take each pair's lines with `window`."""

    def __init__(self, geometry, tokens, start, end, rows: dict[str, _Rows]) -> None:
        self.geometry, self.tokens = geometry, tokens
        self.start, self.end = start, end
        self.n = len(start)
        self.walls = rows["walls"]
        self.lows = rows["lows"]
        self.creatures = rows["creatures"]
        self.obscured = rows["obscured"]
        self.cells_any = rows["cells_any"]
        self.seg_effect = rows["seg_effect"]
        self.seg_sight = rows.get("seg_sight")  # None: not computed for these lines
        self.seg_low = rows["seg_low"]
        self._rows = rows

    @classmethod
    def compute_reference(cls, geometry, tokens, start: np.ndarray, end: np.ndarray,
                          cols: PairColumns, blocking_only: bool = False) -> "LineFacts":
        """The plain path the benchmark compares against: one line at a time,
        thin walls found by one shapely predicate call per line and layer
        against every piece (no index). Same answers, no batching."""
        parts = []
        for i in range(len(start)):
            one = PairColumns(cols.a_box[i:i + 1], cols.t_box[i:i + 1],
                              cols.a_index[i:i + 1], cols.t_index[i:i + 1])
            parts.append(cls.compute(geometry, tokens, start[i:i + 1], end[i:i + 1], one,
                                     blocking_only, use_index=False))
        rows = {
            key: _Rows(*(
                None if getattr(parts[0]._rows[key], f) is None else np.concatenate(
                    [getattr(p._rows[key], f) + (i if f == "line" else 0) for i, p in enumerate(parts)])
                for f in ("line", "t", "x", "y", "ref")
            ))
            for key in (parts[0]._rows if parts else {})
        }
        if not parts:
            return cls.compute(geometry, tokens, start, end, cols, blocking_only)
        return cls(geometry, tokens, start, end, rows)

    @classmethod
    def compute(cls, geometry, tokens, start: np.ndarray, end: np.ndarray,
                cols: PairColumns, blocking_only: bool = False,
                use_index: bool = True) -> "LineFacts":
        """`blocking_only`: the lines are only asked whether something stops
        line of effect or sight (sample lines), which the merged walls answer
        faster than a full trace."""
        from battlemap.core.geometry.segments import make_line_geoms
        from battlemap.core.geometry.tracer import trace

        geoms = make_line_geoms(start, end) if len(start) else None

        def seg_rows(layer) -> _Rows:
            h = layer.hits(start, end, geoms, use_index)
            return _Rows(h.line, h.t, ref=h.piece)

        if blocking_only:
            walls = _wall_blocked_rows(geometry, tokens, start, end, cols)
            empty = _Rows(np.zeros(0, np.int64), np.zeros(0), np.zeros(0, np.int64),
                          np.zeros(0, np.int64), np.zeros(0, np.int64))
            found = {"walls": walls, "lows": empty, "creatures": empty, "obscured": empty,
                     "cells_any": empty, "seg_effect": seg_rows(geometry.effect),
                     "seg_sight": seg_rows(geometry.sight), "seg_low": empty}
            return cls(geometry, tokens, start, end, {k: v.sorted() for k, v in found.items()})

        # Cells are judged on the plain line; thin walls on the nudged one,
        # whose creature corners lie just inside their creature (RULES §2).
        hits = trace(unnudge(start), unnudge(end), geometry.solid_pad, tokens.keep_pad)
        line = hits.line
        in_attacker = _in_boxes(hits.x, hits.y, cols.a_box[line])
        own = in_attacker | _in_boxes(hits.x, hits.y, cols.t_box[line])
        solid = geometry.solid_pad[hits.y + 1, hits.x + 1]
        level = geometry.obscure_pad[hits.y + 1, hits.x + 1]
        occupant = tokens.occupant_pad[hits.y + 1, hits.x + 1]
        free, interior = ~own, ~hits.squeeze

        def rows(mask, ref=None) -> _Rows:
            return _Rows(line[mask], hits.t[mask], hits.x[mask], hits.y[mask],
                         None if ref is None else ref[mask])

        other = (occupant >= 0) & (occupant != cols.a_index[line]) & (occupant != cols.t_index[line])

        found = {
            "walls": rows(free & (solid == Solid.WALL)),
            "lows": rows(free & (solid == Solid.LOW)),
            "creatures": rows(interior & other, occupant),
            # The target's own cells obscure it; the attacker's own cells do not.
            "obscured": rows(interior & (level > 0) & ~in_attacker, level),
            # Cells on the line with anything at all (graded area count).
            "cells_any": rows(interior & free & ((solid > 0) | (level > 0) | other),
                              np.where(other, occupant, -1)),
            "seg_effect": seg_rows(geometry.effect),
            # Sight is only asked of sample lines (line_of_effect_and_sight).
            "seg_sight": None,
            "seg_low": seg_rows(geometry.low),
        }
        return cls(geometry, tokens, start, end,
                   {k: v.sorted() for k, v in found.items() if v is not None})

    def window(self, lo: int, hi: int) -> "LineFacts":
        """Lines lo..hi-1 alone, renumbered from 0."""
        return LineFacts(self.geometry, self.tokens, self.start[lo:hi], self.end[lo:hi],
                         {k: v.window(lo, hi) for k, v in self._rows.items()})

    # -- per-line booleans -------------------------------------------------
    def _any(self, lines: np.ndarray) -> np.ndarray:
        out = np.zeros(self.n, bool)
        out[lines] = True
        return out

    def effect_blocked(self) -> np.ndarray:
        return self._any(self.walls.line) | self._any(self.seg_effect.line)

    def sight_blocked(self) -> np.ndarray:
        if self.seg_sight is None:
            raise ValueError("sight was not computed for these lines (only sample lines have it)")
        return self._any(self.walls.line) | self._any(self.seg_sight.line)

    def terrain(self, low_rule: LowRule | None, low_piece_rule: LowPieceRule | None) -> "Blocks":
        """Lines stopped by cover-giving terrain: wall cells, solid thin walls,
        and the low cells and low pieces the rule lets count (None: all)."""
        lows = self.lows
        if low_rule is not None and len(lows.line):
            lows = lows.select(low_rule(lows.x, lows.y))
        seg_low = self.seg_low
        if low_piece_rule is not None and len(seg_low.line):
            seg_low = seg_low.select(low_piece_rule(seg_low.piece))
        geom = self.geometry
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
        tokens = self.tokens.tokens
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


def _wall_blocked_rows(geometry, tokens, start, end, cols: PairColumns) -> _Rows:
    """One row per line stopped by wall cells: through the merged walls'
    interior (which includes the edges two walls share), or through a
    diagonal pinch (found by tracing the few lines that touch the walls).
    Lines of pairs standing on wall cells are traced in full."""
    from battlemap.core.geometry.tracer import trace

    plain_start, plain_end = unnudge(start), unnudge(end)
    n = len(start)
    blocked = np.zeros(n, bool)
    own_rock = geometry.wall_under(cols.a_box) | geometry.wall_under(cols.t_box)
    simple = ~own_rock
    if geometry.wall_union is not None and simple.any():
        union, core = geometry.wall_union
        lines = make_plain_geoms(plain_start[simple], plain_end[simple])
        inside = shapely.intersects(core, lines)
        touches = shapely.intersects(union, lines) & ~inside
        idx = np.flatnonzero(simple)
        blocked[idx[inside]] = True
        traced = np.zeros(n, bool)
        traced[idx[touches]] = True
    else:
        traced = np.zeros(n, bool)
    traced |= own_rock
    if traced.any():
        sel = np.flatnonzero(traced)
        hits = trace(plain_start[sel], plain_end[sel], geometry.solid_pad, geometry.solid_pad > 0)
        line = sel[hits.line]
        own = _in_boxes(hits.x, hits.y, cols.a_box[line]) | _in_boxes(hits.x, hits.y, cols.t_box[line])
        wall = ~own & (geometry.solid_pad[hits.y + 1, hits.x + 1] == Solid.WALL)
        blocked[line[wall]] = True
    lines = np.flatnonzero(blocked)
    zeros = np.zeros(len(lines), np.int64)
    return _Rows(lines, zeros.astype(float), zeros - 1, zeros - 1)


def make_plain_geoms(start: np.ndarray, end: np.ndarray) -> np.ndarray:
    return shapely.linestrings(np.stack([start, end], axis=1).astype(float) / SCALE)


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


def _cell_part(rows: _Rows):
    return (rows.line, rows.t, lambda i: ("cell", rows.x[i], rows.y[i]))


def _segment_part(hits: _Rows, segment_of_piece: np.ndarray):
    return (hits.line, hits.t, lambda i: ("segment", segment_of_piece[hits.piece[i]], 0))


def _blocker(ref) -> Blocker:
    kind, a, b = ref
    if kind == "cell":
        return Blocker(BlockerKind.CELL, cell=(int(a), int(b)))
    if kind == "segment":
        return Blocker(BlockerKind.SEGMENT, segment=int(a))
    return Blocker(BlockerKind.TOKEN, token=str(a))
