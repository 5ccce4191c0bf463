"""What lines meet, each in the context of its attacker and target: the
barrier kernel's blocking rows, and the tracer's creatures and obscurement,
with the creatures' own cells removed (a creature never blocks its own
lines, RULES §2)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Callable

import numpy as np

from battlemap.core.geometry.barriers import BarrierRows
from battlemap.core.geometry.blockers import Blocker, BlockerKind
from battlemap.core.geometry.kernel import COVER, EFFECT, SIGHT
from battlemap.core.geometry.lattice import SCALE
from battlemap.core.geometry.two_cores import split_lines
from battlemap.core.model import Obscure

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

    def sorted(self) -> "_Rows":
        if len(self.line) < 2 or (self.line[1:] >= self.line[:-1]).all():
            return self  # the compiled walks give rows in line order
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
    """Per-line attacker and target: their spaces (x0, y0, x1, y1), token
    indices, the cells owning each line's ends (x = FREE for a free end) and
    the space distances to low obstacles are measured from (the attacker's,
    or the four cells around an area origin: RULES §3.3), so lines of many
    pairs are judged in one batch."""

    a_box: np.ndarray
    t_box: np.ndarray
    a_index: np.ndarray
    t_index: np.ndarray
    s_owner: np.ndarray
    e_owner: np.ndarray
    src_box: np.ndarray

    FIELDS = ("a_box", "t_box", "a_index", "t_index", "s_owner", "e_owner", "src_box")

    @classmethod
    def single(cls, pair, s_owner: np.ndarray, e_owner: np.ndarray,
               origin: tuple[int, int] | None = None) -> "PairColumns":
        return cls.of_sets([(pair, origin)], [len(s_owner)], s_owner, e_owner)

    @classmethod
    def of_sets(cls, sets: list, sizes: list[int], s_owner: np.ndarray,
                e_owner: np.ndarray) -> "PairColumns":
        """Columns of consecutive line sets, each (pair, origin) with `sizes`
        lines, whose ends have the owners given."""
        per_set = np.array([  # spaces are (x0, y0, x1, y1) tuples
            (*p.a_space, *p.t_space, p.a_index, p.t_index, *(p.a_space if o is None else p.origin_space(o)))
            for p, o in sets
        ], np.int64).reshape(-1, 14)
        rows = per_set[np.repeat(np.arange(len(sets)), sizes)]
        return cls(rows[:, 0:4], rows[:, 4:8], rows[:, 8], rows[:, 9], s_owner, e_owner, rows[:, 10:14])

    def take(self, rows: np.ndarray) -> "PairColumns":
        return PairColumns(*(getattr(self, f)[rows] for f in self.FIELDS))

    @property
    def own(self) -> np.ndarray:
        """(n, 8): the two spaces whose cells never block each line."""
        return np.concatenate([self.a_box, self.t_box], axis=1)


class LineFacts:
    """What each line meets. Build with `compute` (one pair or a batch of
    pairs), then take each pair's lines with `window`. Barriers come from the
    kernel (`barrier` rows); creatures and obscurement from the cell tracer.

    A window is a view: its rows are cut from the batch only when read (the
    drawn lines, graded's count), while the per-line facts every rule reads
    (blocked for effect, sight or cover, creatures met, fog) are worked out
    once for the whole batch and sliced."""

    def __init__(self, geometry, tokens, start, end, barrier: BarrierRows | None,
                 rows: dict[str, _Rows] | None, parent: "tuple[LineFacts, int, int] | None" = None,
                 cols: PairColumns | None = None) -> None:
        self.geometry, self.tokens = geometry, tokens
        self.cols = cols  # a batch's per-line pairs (windows ask their batch)
        self.start, self.end = start, end
        self.n = len(start)
        self._barrier = barrier
        self._rows = rows
        self._parent = parent  # (batch, lo, hi) of a window
        self._columns: dict[str, np.ndarray] = {}
        self._ends: tuple[list, list] | None = None  # `grid_ends`

    @property
    def barrier(self) -> BarrierRows:
        if self._barrier is None:
            batch, lo, hi = self._parent
            self._barrier = batch.barrier.window(lo, hi)
        return self._barrier

    @property
    def rows(self) -> dict[str, _Rows]:
        if self._rows is None:
            batch, lo, hi = self._parent
            self._rows = {k: v.window(lo, hi) for k, v in batch.rows.items()}
        return self._rows

    @property
    def creatures(self) -> _Rows:
        return self.rows["creatures"]

    @property
    def obscured(self) -> _Rows:
        return self.rows["obscured"]

    @property
    def cells_any(self) -> _Rows:
        return self.rows["cells_any"]

    def _column(self, name: str) -> np.ndarray:
        return self.column(name, _COLUMNS.get(name))

    def column(self, key, compute: "Callable[[LineFacts], np.ndarray]") -> np.ndarray:
        """A per-line fact, computed by `compute` over the whole batch once
        (with its `cols`), and sliced for a window."""
        found = self._columns.get(key)
        if found is None:
            if self._parent is not None:
                batch, lo, hi = self._parent
                found = batch.column(key, compute)[lo:hi]
            else:
                found = compute(self)
            self._columns[key] = found
        return found

    @classmethod
    def compute(cls, geometry, tokens, start: np.ndarray, end: np.ndarray,
                cols: PairColumns, blocking_only: bool = False,
                reference: bool = False, full: bool = False) -> "LineFacts":
        """`blocking_only`: the lines are only asked whether something stops
        line of effect or sight (sample lines): no tracing of creatures and
        obscurement. `reference`: the plain path, one line at a time through
        the uncompiled kernel (what the benchmark and tests compare against).
        `full`: every barrier a line crosses is reported (graded's count),
        not only up to the first wall cell."""
        barriers = geometry.barriers
        if reference:
            own = cols.own
            parts = [(barriers.judge(start[i:i + 1], end[i:i + 1], cols.s_owner[i:i + 1],
                                     cols.e_owner[i:i + 1], own[i:i + 1], compiled=False,
                                     full=full), 1)
                     for i in range(len(start))]
            barrier = BarrierRows.concat(parts)
        else:
            # sample lines are asked only whether they are stopped
            barrier = barriers.judge(start, end, cols.s_owner, cols.e_owner, cols.own, full=full,
                                     settle=blocking_only)
        empty = _Rows(np.zeros(0, np.int64), np.zeros(0), np.zeros(0, np.int64),
                      np.zeros(0, np.int64), np.zeros(0, np.int64))
        if blocking_only:
            return cls(geometry, tokens, start, end, barrier,
                       {"creatures": empty, "obscured": empty, "cells_any": empty}, cols=cols)

        fog = None
        if full:
            hits = cells_met(start, end, tokens.keep_full, compiled=not reference)
        else:
            # Only creatures are asked for one by one; fog only as each
            # line's worst (RULES §3.6), which a compiled walk gives directly.
            # A line something solid stops is blocked whatever creature it
            # meets, and every rule names the terrain before a creature as
            # what blocked it: its creatures are never read, so only the
            # other lines are walked for them (most lines, on a walled map,
            # are stopped; the reference path walks every line, and the
            # tests compare the two).
            walked = slice(None) if reference else np.flatnonzero(~barrier.lines_with(len(start), EFFECT))
            hits = cells_met(start[walked], end[walked], tokens.keep_bodies, compiled=not reference)
            if not reference:
                hits = dataclasses.replace(hits, line=walked[hits.line])
            fog = fog_grades(geometry, start, end, cols.a_box, compiled=not reference)
        line = hits.line
        occupant = tokens.occupant_pad[hits.y + 1, hits.x + 1]
        interior = ~hits.squeeze

        def rows(mask, ref=None) -> _Rows:
            return _Rows(line[mask], hits.t[mask], hits.x[mask], hits.y[mask],
                         None if ref is None else ref[mask])

        other = (occupant >= 0) & (occupant != cols.a_index[line]) & (occupant != cols.t_index[line])
        found = {"creatures": rows(interior & other, occupant), "obscured": empty, "cells_any": empty}
        if full:
            in_attacker = _in_boxes(hits.x, hits.y, cols.a_box[line])
            free = ~(in_attacker | _in_boxes(hits.x, hits.y, cols.t_box[line]))
            solid = geometry.solid_pad[hits.y + 1, hits.x + 1]
            level = geometry.obscure_pad[hits.y + 1, hits.x + 1]
            # The target's own cells obscure it; the attacker's own cells do not.
            found["obscured"] = rows(interior & (level > 0) & ~in_attacker, level)
            # Cells on the line with anything at all (graded area count).
            found["cells_any"] = rows(interior & free & ((solid > 0) | (level > 0) | other),
                                      np.where(other, occupant, -1))
        facts = cls(geometry, tokens, start, end, barrier, {k: v.sorted() for k, v in found.items()},
                    cols=cols)
        if fog is not None:
            facts._columns["fog"] = fog
        return facts

    def expand(self, index: np.ndarray, start: np.ndarray, end: np.ndarray,
               cols: PairColumns) -> "LineFacts":
        """Facts of lines start[i] -> end[i] (of pairs `cols`), each judged as
        line index[i] of these (`distinct_lines`: the same line for the
        kernel)."""
        pos, line = _expanded_rows(self.barrier.line, index)
        b = self.barrier
        barrier = BarrierRows(line, b.t[pos], b.elem[pos], b.nets[pos])
        rows = {}
        for name, r in self.rows.items():
            pos, line = _expanded_rows(r.line, index)
            rows[name] = r._map(lambda a, pos=pos: a[pos])
            rows[name].line = line
        facts = LineFacts(self.geometry, self.tokens, start, end, barrier, rows, cols=cols)
        if "fog" in self._columns:
            facts._columns["fog"] = self._columns["fog"][index]
        return facts

    def window(self, lo: int, hi: int) -> "LineFacts":
        """Lines lo..hi-1 alone, renumbered from 0."""
        return LineFacts(self.geometry, self.tokens, self.start[lo:hi], self.end[lo:hi],
                         None, None, (self, lo, hi))

    # -- per-line booleans -------------------------------------------------
    def effect_blocked(self) -> np.ndarray:
        return self._column("effect")

    def terrain(self, low_rule: LowRule | None, low_piece_rule: LowPieceRule | None) -> "Blocks":
        """Lines stopped by cover-giving terrain: wall cells, solid thin walls,
        and the low cells and low pieces the rule lets count (None: all)."""
        kept: list[np.ndarray] = []

        def counting() -> np.ndarray:  # barrier rows that count, once
            if not kept:
                kept.append(((self.barrier.nets & EFFECT) != 0) | self._low_rows_kept(low_rule, low_piece_rule))
            return kept[0]

        def blocked() -> np.ndarray:
            if low_rule is None and low_piece_rule is None:
                return self._column("cover")  # (the effect column where no low row is)
            if not self._column("low").any():
                return self._column("effect")
            return self._lines_of(counting())

        def every() -> list[Blocker | None]:  # what blocks each line first, every line at once
            b = self.barrier
            return self._blockers_of(_first_per_line(self.n, b.line, b.t, counting(), b.elem))

        return Blocks(blocked, every=every)

    def batch_rows(self, key, compute: "Callable[[LineFacts], np.ndarray]") -> np.ndarray:
        """A per-barrier-row fact of the batch (a window asks its batch; the
        rows are the batch's), computed once."""
        if self._parent is not None:
            return self._parent[0].batch_rows(key, compute)
        found = self._columns.get(("rows", key))
        if found is None:
            found = self._columns[("rows", key)] = compute(self)
        return found

    def first_blocks(self, key, row_mask: "Callable[[LineFacts], np.ndarray]") -> "Blocks":
        """Lines blocked by the barrier rows `row_mask` picks (a mask over the
        rows of the whole batch: `batch_rows` under `key`), and
        what blocked each first: looked up in a per-line column, so drawing
        the lines of many pairs costs no search per line."""
        first = self.column(("first barrier", key), lambda f: _first_per_line(
            f.n, f.barrier.line, f.barrier.t, f.batch_rows(key, row_mask), f.barrier.elem))

        return Blocks(lambda: first >= 0, every=lambda: self._blockers_of(first))

    def _blockers_of(self, first: np.ndarray) -> list[Blocker | None]:
        """The barrier that blocks each line first, from a per-line column of
        elements (`_first_per_line`; -1: none)."""
        blocker = self.geometry.barriers.blocker
        return [None if e < 0 else blocker(e) for e in first.tolist()]

    def creature_blocked(self) -> np.ndarray:
        """Per line: does it pass through another creature?"""
        return self._column("creature")

    def _low_rows_kept(self, low_rule, low_piece_rule) -> np.ndarray:
        """Mask over `barrier` rows: low rows (COVER alone) the rules let count."""
        b = self.barrier
        barriers = self.geometry.barriers
        cells, width = barriers.cells, barriers.width
        low = b.nets == COVER
        if low.any() and (low_rule is not None or low_piece_rule is not None):
            elem = b.elem[low]
            is_cell = elem < cells
            ok = np.ones(len(elem), bool)
            if low_rule is not None and is_cell.any():
                ok[is_cell] = low_rule(elem[is_cell] % width, elem[is_cell] // width)
            if low_piece_rule is not None and (~is_cell).any():
                ok[~is_cell] = low_piece_rule(barriers.low_index[elem[~is_cell] - cells])
            low[np.flatnonzero(low)[~ok]] = False
        return low

    def _lines_of(self, row_mask: np.ndarray) -> np.ndarray:
        out = np.zeros(self.n, bool)
        out[self.barrier.line[row_mask]] = True
        return out

    def creature_blocks(self, allowed: Callable[[int], bool] | None = None) -> "Blocks":
        """Lines through other creatures (those `allowed` by token index)."""
        tokens = self.tokens.tokens
        if allowed is None:  # every creature: the batch's per-line column
            first = self.column("first creature", lambda f: _first_per_line(
                f.n, f.creatures.line, f.creatures.t, None, f.creatures.ref))

            def every() -> list[Blocker | None]:
                made: dict[int, Blocker] = {}  # one per creature met
                return [None if e < 0 else made.get(e) or made.setdefault(
                    e, Blocker(BlockerKind.TOKEN, token=tokens[e].id)) for e in first.tolist()]

            return Blocks(lambda: first >= 0, every=every)

        def first(line: int) -> Blocker | None:
            c = self.creatures
            lo, hi = np.searchsorted(c.line, (line, line + 1))
            best: tuple[float, int] | None = None
            for k in range(int(lo), int(hi)):
                t, ref = float(c.t[k]), int(c.ref[k])
                if (best is None or t < best[0]) and allowed(ref):
                    best = (t, ref)
            return None if best is None else Blocker(BlockerKind.TOKEN, token=tokens[best[1]].id)

        def blocked() -> np.ndarray:
            c = self.creatures
            out = np.zeros(self.n, bool)
            if len(c.ref):
                out[c.line[np.array([allowed(int(r)) for r in c.ref], bool)]] = True
            return out

        return Blocks(blocked, first_of=first)

    def max_fog(self) -> np.ndarray:
        """Per line: 0 clear, 1 fog, 2 heavy fog met (RULES §3.6)."""
        return self._column("fog")

    def endpoints(self, i: int) -> tuple[tuple[float, float], tuple[float, float]]:
        """Line i in grid units."""
        starts, ends = self.grid_ends
        return starts[i], ends[i]

    @property
    def grid_ends(self) -> tuple[list, list]:
        """Every line's ends in grid units, (x, y) tuples of Python floats:
        drawn lines read them a few at a time, and one conversion for all
        costs what a few would one by one (a window's are its batch's)."""
        if self._ends is None:
            if self._parent is not None:
                batch, lo, hi = self._parent
                starts, ends = batch.grid_ends
                self._ends = starts[lo:hi], ends[lo:hi]
            else:
                self._ends = (list(map(tuple, (self.start / SCALE).tolist())),
                              list(map(tuple, (self.end / SCALE).tolist())))
        return self._ends


def _expanded_rows(line: np.ndarray, index: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Rows sorted by `line`, copied so that line i gets the rows of line
    index[i]: the positions to take, and the new line of each."""
    lo = np.searchsorted(line, index, "left")
    counts = np.searchsorted(line, index, "right") - lo
    new_line = np.repeat(np.arange(len(index)), counts)
    first = np.repeat(lo - (np.cumsum(counts) - counts), counts)
    return first + np.arange(len(new_line)), new_line


def fog_grades(geometry, start: np.ndarray, end: np.ndarray, a_box: np.ndarray,
               compiled: bool = True) -> np.ndarray:
    """Per line: 0 clear, 1 fog, 2 heavy fog met outside the attacker's own
    cells (RULES §3.6): the compiled walk, or the numpy tracer's cells."""
    from battlemap.core.geometry import kernel

    grade = geometry.fog_grade
    if compiled and kernel.COMPILED:
        return split_lines(kernel.max_grade, (
            np.ascontiguousarray(start, np.int64), np.ascontiguousarray(end, np.int64),
            grade, geometry.fog_before, np.ascontiguousarray(a_box, np.int64), SCALE),
            per_line=(0, 1, 4), rows=False)
    hits = cells_met(start, end, grade > 0, compiled=False)
    keep = ~_in_boxes(hits.x, hits.y, a_box[hits.line])
    out = np.zeros(len(start), np.int64)
    np.maximum.at(out, hits.line[keep], grade[hits.y[keep], hits.x[keep]].astype(np.int64))
    return out


def cells_met(start: np.ndarray, end: np.ndarray, keep: np.ndarray, compiled: bool = True):
    """The cells of `keep` whose interior each line meets (`tracer.CellHits`,
    without squeezes): the compiled walk, or the numpy tracer without numba
    (and for the reference path)."""
    from battlemap.core.geometry import kernel
    from battlemap.core.geometry.tracer import CellHits, trace

    if not (compiled and kernel.COMPILED):
        hits = trace(start, end, np.pad(keep, 1).astype(np.uint8), np.pad(keep, 1))
        return hits if not hits.squeeze.any() else CellHits(
            *(getattr(hits, f)[~hits.squeeze] for f in ("line", "x", "y", "t", "squeeze")))
    line, t, x, y = split_lines(kernel.cells_met, (
        np.ascontiguousarray(start, np.int64), np.ascontiguousarray(end, np.int64), keep, SCALE),
        per_line=(0, 1), rows=True)
    return CellHits(line, x, y, t, np.zeros(len(line), bool))


class Blocks:
    """Which lines are blocked (worked out when first asked), and what
    blocked each of the lines drawn first (None where nothing did): from a
    list of `every` line's, made when first drawn where a per-line column
    has them all; else line by line (`first_of`, from that line's rows)."""

    def __init__(self, blocked: Callable[[], np.ndarray],
                 every: Callable[[], list[Blocker | None]] | None = None,
                 first_of: Callable[[int], Blocker | None] | None = None) -> None:
        self._blocked_of = blocked
        self._every = every
        self._first_of = first_of
        self._blocked: np.ndarray | None = None
        self._firsts: list[Blocker | None] | None = None

    @property
    def blocked(self) -> np.ndarray:
        # (not a cached_property: Python 3.11's takes a lock, per result)
        if self._blocked is None:
            self._blocked = self._blocked_of()
        return self._blocked

    def firsts(self, lines: list[int]) -> list[Blocker | None]:
        """What blocked each of `lines` first."""
        if self._every is None:
            return [self._first_of(int(i)) for i in lines]
        if self._firsts is None:
            self._firsts = self._every()
        every = self._firsts
        return [every[i] for i in lines]


def by_batch(windows: list[LineFacts]) -> dict:
    """Line facts grouped by the batch they are a window of: batch ->
    [(position in `windows`, lo, hi)] (facts computed alone are their own
    batch): per-pair reductions then run once per batch."""
    groups: dict = {}
    for i, facts in enumerate(windows):
        batch, lo, hi = facts._parent if facts._parent is not None else (facts, 0, facts.n)
        groups.setdefault(batch, []).append((i, lo, hi))
    return groups


def member_lines(members: list[tuple[int, int, int]]) -> tuple[np.ndarray, np.ndarray]:
    """The batch's lines of `by_batch` members (position, lo, hi), member
    after member, and each member's number of lines (one gather, not an
    arange per member)."""
    lo = np.fromiter((m[1] for m in members), np.int64, len(members))
    sizes = np.fromiter((m[2] for m in members), np.int64, len(members)) - lo
    return np.arange(int(sizes.sum())) + np.repeat(lo - (np.cumsum(sizes) - sizes), sizes), sizes


def any_clear(windows: list[LineFacts], blocked: str) -> np.ndarray:
    """Per window (a non-empty line set): is some line of it not blocked, by
    the per-line column `blocked` ("effect" or "sight")?"""
    out = np.zeros(len(windows), bool)
    for batch, members in by_batch(windows).items():
        lines, sizes = member_lines(members)
        all_blocked = np.logical_and.reduceat(batch._column(blocked)[lines], np.cumsum(sizes) - sizes)
        out[[i for i, _, _ in members]] = ~all_blocked
    return out


def _first_per_line(n: int, line: np.ndarray, t: np.ndarray, mask: np.ndarray | None,
                    value: np.ndarray) -> np.ndarray:
    """Per line of n: `value` of its row (among those `mask` keeps) with the
    least t, the earliest such row on a tie; -1 for a line with none."""
    from battlemap.core.geometry import kernel

    keep = np.ones(len(line), np.bool_) if mask is None else mask
    return kernel.first_per_line(n, np.ascontiguousarray(line, np.int64), np.ascontiguousarray(t, float),
                                 keep, np.ascontiguousarray(value, np.int64))


def _rows_per_line(facts: LineFacts, nets_mask) -> np.ndarray:
    return facts._lines_of(nets_mask(facts.barrier.nets))


def _fog_column(facts: LineFacts) -> np.ndarray:
    o = facts.obscured
    grade = np.select([o.ref == Obscure.FOG, o.ref == Obscure.HEAVY_FOG], [1, 2], 0)
    out = np.zeros(facts.n, np.int64)
    np.maximum.at(out, o.line, grade)
    return out


def _creature_column(facts: LineFacts) -> np.ndarray:
    out = np.zeros(facts.n, bool)
    out[facts.creatures.line] = True
    return out


# Per-line facts, computed once per batch (`LineFacts._column`).
_COLUMNS: dict[str, Callable[[LineFacts], np.ndarray]] = {
    "effect": lambda f: _rows_per_line(f, lambda nets: (nets & EFFECT) != 0),
    "sight": lambda f: _rows_per_line(f, lambda nets: (nets & SIGHT) != 0),
    "low": lambda f: _rows_per_line(f, lambda nets: nets == COVER),
    "cover": lambda f: _rows_per_line(f, lambda nets: ((nets & EFFECT) != 0) | (nets == COVER)),
    "creature": _creature_column,
    "fog": _fog_column,
}
