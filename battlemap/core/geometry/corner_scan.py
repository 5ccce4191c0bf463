"""The corner systems' choice and line of effect for many pairs in one
compiled pass (RULES §2, §3.1, §3.3, §3.5, §3.6).

Per pair: each choice (a source point, a target cell) is the 4 lines from
the point to the cell's corners; its grade is their worst (2 cover-giving
terrain, by the 30-ft rule for low obstacles; 1 another creature in the way,
except for area attacks) and its fog their worst fog (0, 1, 2; not for area
attacks); the best choice has the least grade * 3 + fog, the first on a
tie. The same lines prove line of effect and sight when one gets through;
otherwise the remaining sample lines (those with a cell centre at an end)
decide.

Everything a line is asked is found by the same kernel the batched path
uses (`kernel.judge_whole` and the cell walks), but line by line, stopping
as soon as the answer is known: a choice with nothing in the way is the
best there can be, and then one of its lines already proves line of effect
and sight. Lines are made from each space's points as they are needed;
nothing per line is kept. `rules.corner_systems` draws the chosen lines
afterwards, for the pairs whose lines are read."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from battlemap.core.geometry import kernel
from battlemap.core.geometry.kernel import (
    COVER, EFFECT, MAX_RECORDS, ROWS_PER_LINE, SIGHT, _cell_class, _walk_start, gap_squares,
    judge_whole, low_counts, njit, none_graded_around, piece_squares, walk_max, walk_step,
)
from battlemap.core.geometry.lattice import SCALE
from battlemap.core.geometry.line_facts import LineFacts, PairColumns
from battlemap.core.geometry.pair_batch import pair_indices
from battlemap.core.geometry.separation import walled_apart_pairs
from battlemap.core.geometry.token_index import mirror_leads
from battlemap.core.geometry.two_cores import split_lines

# Columns of the scan's output, one row per pair.
BEST, GRADE, FOG, EFFECT_OK, SIGHT_OK = range(5)
COLUMNS = 5
_NO_KEY = 1 << 30
# Corner lines to judge (pairs walled apart or known blocked left out) from
# which the scan is split over two cores: a dragged token's row (~1,700 on
# the bench dungeon) ran quicker on one thread, the waking of the worker
# costing more than half of it; a whole matrix (~70,000) gains.
SPLIT_FROM = 4096


@njit(cache=True, inline="always")
def _counts(o, a, t, faction):
    """Is occupant `o` a creature in the way of a's line to t?"""
    if o < 0 or o == a or o == t:
        return False
    return faction.shape[0] == 0 or faction[o] != faction[a]


@njit(cache=True, inline="always")
def _meets_other(px, py, qx, qy, occupant, a, t, faction, scale):
    """Does the line meet the interior of a cell of a creature other than
    `a` and `t` (and, with `faction` not empty, of another faction than
    a's)? (`occupant`: token index per cell, padded by one; -1 none.) The
    cells are those `kernel.cells_met` walks: a point meets only the cell
    it lies strictly inside; a line along a grid line meets none."""
    h, w = occupant.shape[0] - 2, occupant.shape[1] - 2
    dx, dy = qx - px, qy - py
    if dx == 0 and dy == 0:
        cx, cy = px // scale, py // scale
        if px % scale and py % scale and 0 <= cx < w and 0 <= cy < h:
            return _counts(occupant[cy + 1, cx + 1], a, t, faction)
        return False
    if (dx == 0 and px % scale == 0) or (dy == 0 and py % scale == 0):
        return False
    (sx, sy, adx, ady, cx, cy, kx, ky, rx, nx, ry, ny,
     lhs, rhs, step_l, step_r) = _walk_start(px, py, qx, qy, scale)
    while True:
        if 0 <= cx < w and 0 <= cy < h and _counts(occupant[cy + 1, cx + 1], a, t, faction):
            return True
        done, cx, cy, rx, ry, lhs, rhs = walk_step(sx, sy, cx, cy, rx, ry, lhs, rhs, step_l, step_r)
        if done:
            return False


@njit(cache=True, inline="always")
def _walled(px, py, qx, qy, cls, own, scale):
    """Is the line stopped for every network by wall cells alone, other
    than the two creatures' own? (There `kernel.judge_whole` stops it the
    same way.) A line through cells: it enters a wall cell's interior. A
    line along a grid line: strictly between its ends it passes a lattice
    point with a wall cell on each side of it, whose borders leave that
    point on both sides of the line."""
    dx, dy = qx - px, qy - py
    if dx == 0 and dy == 0:
        return False  # a point: the kernel's own case
    if (dx == 0 and px % scale == 0) or (dy == 0 and py % scale == 0):
        return _walled_along(px, py, qx, qy, cls, own, scale)
    (sx, sy, adx, ady, cx, cy, kx, ky, rx, nx, ry, ny,
     lhs, rhs, step_l, step_r) = _walk_start(px, py, qx, qy, scale)
    while True:
        if _cell_class(cls, cx, cy, own) == 2:
            return True
        done, cx, cy, rx, ry, lhs, rhs = walk_step(sx, sy, cx, cy, rx, ry, lhs, rhs, step_l, step_r)
        if done:
            return False


@njit(cache=True)
def _walled_along(px, py, qx, qy, cls, own, scale):
    """`_walled` for a line along a grid line (k: the grid line; j: the
    lattice points strictly between the ends; a side's two cells touch
    the point)."""
    vertical = px == qx
    k = (px if vertical else py) // scale
    lo, hi = (min(py, qy), max(py, qy)) if vertical else (min(px, qx), max(px, qx))
    for j in range(lo // scale + 1, -(-hi // scale)):
        if vertical:
            before = max(_cell_class(cls, k - 1, j - 1, own), _cell_class(cls, k - 1, j, own))
            after = max(_cell_class(cls, k, j - 1, own), _cell_class(cls, k, j, own))
        else:
            before = max(_cell_class(cls, j - 1, k - 1, own), _cell_class(cls, j, k - 1, own))
            after = max(_cell_class(cls, j - 1, k, own), _cell_class(cls, j, k, own))
        if before == 2 and after == 2:
            return True
    return False


@njit(cache=True)
def _judge(p, q, own, t_box, src_box, board, low, buffers, stamp):
    """(stopped for cover within 30 ft, for effect, for sight, the last
    stamp) of line p -> q (rows x, y, owner x, owner y) that wall cells
    alone do not stop (`_walled`), from its `kernel.judge_whole` rows."""
    cls, scale, pa, pb, pnets, bucket_start, bucket_items = board
    width, cells, low_index, piece_cells, piece_starts, one_diagonal, within, every_low = low
    seen, rec, out_s, out_e, out_n = buffers
    k, stamp, out_s, out_e, out_n = judge_whole(
        p[0], p[1], q[0], q[1], p[2], p[3], q[2], q[3], own, cls, scale, pa, pb, pnets,
        bucket_start, bucket_items, seen, stamp, rec, out_s, out_e, out_n, False, True)
    cover, effect, sight = False, False, False
    for j in range(k):
        nets = out_n[j]
        if nets & EFFECT:
            cover = effect = True
        if nets & SIGHT:
            sight = True
        if nets == COVER and not cover and every_low:
            cover = True
        elif nets == COVER and not cover:
            e = out_e[j]
            if e < cells:
                dt = gap_squares(one_diagonal, t_box, e % width, e // width)
                da = gap_squares(one_diagonal, src_box, e % width, e // width)
            else:
                dt, da = piece_squares(one_diagonal, t_box, src_box, piece_cells, piece_starts,
                                       low_index[e - cells])
            if low_counts(within, dt, da):
                cover = True
    return cover, effect, sight, stamp


# What a pair's memo knows of one line (`_line`): bits, and the fog in two.
_JUDGED, _COVER, _EFFECT, _SIGHT, _WALKED, _CREATURE, _FOGGED = 1, 2, 4, 8, 16, 32, 64
_FOG_SHIFT = 7


@njit(cache=True, inline="always")
def _line(memo, si, ti, p, q, own, t_box, src_box, board, low, buffers, stamp):
    """(what the pair's memo knows of line p -> q, the last stamp), judged
    first if it is not known yet. The memo is indexed by each end's
    `same` row: lines whose ends differ only by their owners at points no
    barrier touches are judged once (there an owner changes nothing)."""
    m = memo[si, ti]
    if not m & _JUDGED:
        # Most lines of a dungeon's pairs are stopped by wall cells: found
        # here, without the call that hands `_judge` every board array.
        if _walled(p[0], p[1], q[0], q[1], board[0], own, board[1]):
            cover = effect = sight = True
        else:
            cover, effect, sight, stamp = _judge(p, q, own, t_box, src_box, board, low, buffers, stamp)
        m |= _JUDGED | (_COVER if cover else 0) | (_EFFECT if effect else 0) | (_SIGHT if sight else 0)
        memo[si, ti] = m
    return m, stamp


@njit(cache=True, nogil=True)
def scan_pairs(a_box, t_box, a_index, t_index, src_box, src, tgt, blocked_sight, lead_back, points,
               same, choice_rule, board, low, occupant, faction, fog_grade, fog_before, n_pieces):
    """One row per pair (`COLUMNS`): the best choice, its grade and fog, and
    line of effect and sight. `points`: every point row (x, y, owner x,
    owner y) the pairs' ranges index; `src[i]` = (lo, mid, hi): the
    source's corners (or an area origin) lo..mid and its cell centres
    mid..hi; `tgt[i]` the same for the target, whose corners come 4 per
    cell; `same[r]`: the first row of r's range (counted from lo) that
    stands for it (the same point, where no barrier touches it; else r
    itself). `blocked_sight[i]` >= 0: the pair is known to have no line of
    effect, and this line of sight (from its mirror pair: both go both
    ways), so every corner line gives cover and only fog tells the
    choices apart; `lead_back[i]` > 0: so is it if the pair that many rows
    before it (its mirror, scanned first) has none. `choice_rule`: (counted,
    creatures, fog) — a choice's grade is its number of blocked lines (4e)
    rather than its worst line;
    creatures in the way block (`faction` not empty: those of another
    faction than the attacker's); fog breaks ties."""
    counted, creatures, fog_counts = choice_rule
    scale = board[1]
    n = a_box.shape[0]
    out = np.zeros((n, COLUMNS), np.int64)
    seen = np.full(max(n_pieces, 1), -1, np.int64)
    buffers = (seen, np.zeros((MAX_RECORDS, 6), np.int64), np.zeros(ROWS_PER_LINE, np.float64),
               np.zeros(ROWS_PER_LINE, np.int64), np.zeros(ROWS_PER_LINE, np.int64))
    own = np.zeros(8, np.int64)
    stamp = 0
    for i in range(n):
        own[:4] = a_box[i]
        own[4:] = t_box[i]
        a, t = a_index[i], t_index[i]
        t_corners = tgt[i, 0]
        memo = np.zeros((src[i, 2] - src[i, 0], tgt[i, 2] - t_corners), np.int16)
        best_key, best, best_grade, best_fog = _NO_KEY, 0, 0, 0
        blocked = blocked_sight[i]
        lead = i - lead_back[i]
        if blocked < 0 and lead < i and lead >= 0 and out[lead, EFFECT_OK] == 0:
            blocked = out[lead, SIGHT_OK]  # the mirror has no line of effect: neither has this pair
        effect_ok, sight_ok = False, blocked > 0
        known = blocked >= 0
        choice = 0
        for s in range(src[i, 0], src[i, 1]):
            p = points[s]
            si = same[s]
            for c in range((tgt[i, 1] - t_corners) // 4):
                # without line of effect every corner line is stopped by terrain
                grade = (4 if counted else 2) if known else 0
                for k in range(0 if known else 4):
                    e = t_corners + 4 * c + k
                    q = points[e]
                    ti = same[e]
                    m, stamp = _line(memo, si, ti, p, q, own, t_box[i], src_box[i], board, low,
                                     buffers, stamp)
                    effect_ok = effect_ok or not m & _EFFECT
                    sight_ok = sight_ok or not m & _SIGHT
                    line_grade = 0
                    if m & _COVER:
                        line_grade = 2
                    elif creatures and (counted or grade == 0):
                        if not m & _WALKED:
                            m |= _WALKED | (_CREATURE if _meets_other(p[0], p[1], q[0], q[1], occupant,
                                                                      a, t, faction, scale) else 0)
                            memo[si, ti] = m
                        if m & _CREATURE:
                            line_grade = 1
                    if counted:
                        grade += line_grade > 0
                    elif line_grade > grade:
                        grade = line_grade
                    if effect_ok and sight_ok and (grade * 3 if fog_counts else grade) >= best_key:
                        # This choice cannot win (its key only grows), and line of
                        # effect and sight are known: its other lines change nothing.
                        break
                fog = 0
                if fog_counts and grade * 3 < best_key:  # else this choice cannot win
                    for k in range(4):
                        e = t_corners + 4 * c + k
                        ti = same[e]
                        m = memo[si, ti]
                        if not m & _FOGGED:
                            q = points[e]
                            fog_here = 0
                            # most lines have no fog around them: known without the call
                            if not none_graded_around(p[0], p[1], q[0], q[1], fog_before, scale):
                                fog_here = walk_max(p[0], p[1], q[0], q[1], fog_grade, a_box[i], scale)
                            m |= _FOGGED | (fog_here << _FOG_SHIFT)
                            memo[si, ti] = m
                        fog = max(fog, m >> _FOG_SHIFT)
                        if fog == 2 or grade * 3 + fog >= best_key:
                            break  # the worst fog, or this choice cannot win
                key = grade * 3 + fog if fog_counts else grade
                if key < best_key:
                    best_key, best, best_grade, best_fog = key, choice, grade, fog
                choice += 1
                if best_key == 0:
                    break  # nothing in the way: no choice is better, and it proves line of effect
            if best_key == 0:
                break
        if not effect_ok and not known:
            effect_ok, sight_ok, stamp = _samples(src[i], tgt[i], points, same, memo, own, t_box[i],
                                                  src_box[i], board, low, buffers, stamp, sight_ok)
        out[i, BEST] = best
        out[i, GRADE] = best_grade
        out[i, FOG] = best_fog
        out[i, EFFECT_OK] = effect_ok
        out[i, SIGHT_OK] = sight_ok or effect_ok
    return out


@njit(cache=True)
def _samples(src, tgt, points, same, memo, own, t_box, src_box, board, low, buffers, stamp,
             sight_ok):
    """(line of effect, line of sight, last stamp) from the sample lines the
    corner lines left out (RULES §2): source corners to target centres, and
    source centres to every target point; `sight_ok` from the corner lines."""
    for s in range(src[0], src[2]):
        # a corner's lines to the target's corners were judged already
        for e in range(tgt[1] if s < src[1] else tgt[0], tgt[2]):
            m, stamp = _line(memo, same[s], same[e], points[s], points[e], own, t_box, src_box,
                             board, low, buffers, stamp)
            if not m & _EFFECT:
                return True, True, stamp
            sight_ok = sight_ok or not m & _SIGHT
    return False, sight_ok, stamp


# -- the batch ------------------------------------------------------------------
def available(pair) -> bool:
    """The scan runs compiled; the reference path (and a machine without
    numba) judges the line sets the batched way, which the tests compare."""
    return kernel.COMPILED and not pair.reference


def _scan_with_mirrors(pairs: list, origin, per_pair: tuple, shared: tuple, walls: tuple) -> np.ndarray:
    """`scan_pairs` rows of the pairs. Line of effect and sight go both
    ways between two spaces, and a pair without line of effect has every
    corner line stopped: so a pair known to have none (from an earlier scan
    of its own, or of its mirror pair: the target attacking the attacker;
    or its spaces walled apart, `separation`, by `walls`: the cell classes
    and their summed-area table) needs only its fog walks. A mirror is
    known from an earlier batch, or is scanned right after its mirror in
    this one (the two kept in the same half when the batch is split over
    two cores)."""
    n = len(pairs)
    a_index, t_index = per_pair[2], per_pair[3]
    # known from an earlier scan of the pair (4e's other attack kind) or of its mirror
    table = pairs[0].sight_table(origin)
    codes = table[a_index, t_index].astype(np.int64)
    if origin is None:
        codes = np.where(codes < 0, table[t_index, a_index], codes)
    blocked_sight = np.where((codes >= 0) & (codes < 2), codes & 1, -1)  # known: no line of effect
    follows = np.full(n, -1, np.int64)  # the pair of the batch a pair's mirror is (else -1)
    if origin is None:
        unknown = np.flatnonzero(codes < 0)
        lead = unknown[mirror_leads(a_index[unknown], t_index[unknown], len(table))]
        follows[unknown[lead != unknown]] = lead[lead != unknown]
    # the rest: walled apart? (a mirror waits for its lead's answer)
    a_box, t_box, src_box = per_pair[0], per_pair[1], per_pair[4]
    walled = walled_apart_pairs(src_box, t_box, a_box, *walls, (blocked_sight < 0) & (follows < 0))
    blocked_sight[walled] = 0
    # the scan's order: each pair, then the pairs that wait for it
    later = follows >= 0
    key = np.where(later, follows, np.arange(n)) * 2 + later
    order = np.argsort(key, kind="stable")
    position = np.empty(n, np.int64)
    position[order] = np.arange(n)
    lead_back = np.where(later, position - position[np.maximum(follows, 0)], 0)[order]
    # halves on two cores when there are enough corner lines to judge,
    # split where they hold as many (a pair known to be blocked walks fog only)
    judged = (blocked_sight < 0) * np.diff(per_pair[5][:, :2], axis=1)[:, 0] \
        * np.diff(per_pair[6][:, :2], axis=1)[:, 0]
    args = tuple(a[order] for a in per_pair) + (blocked_sight[order], lead_back) + shared
    rows = np.empty((n, COLUMNS), np.int64)
    rows[order] = split_lines(scan_pairs, args, per_line=tuple(range(len(per_pair) + 2)),
                              rows=False, enabled=judged.sum() >= SPLIT_FROM, from_size=2,
                              weights=judged[order] + 1)
    return rows


@dataclass(frozen=True)
class ChoiceRule:
    """How a ruleset tells an attacker's choices (a corner and a target
    cell, 4 lines each) apart; the least wins, the first on a tie."""

    counted: bool = False  # the number of blocked lines (4e); else the worst line's grade
    creatures: bool = True  # creatures in the way block a line (a grade of 1 when not counted)
    hostile_only: bool = False  # ... only those of another faction than the attacker's
    fog: bool = True  # then the worst fog on the lines (not counted)
    low_within: int | None = None  # squares of the 30-ft rule for low obstacles; None: all count


# The choice rule when only line of effect and sight are asked of the scan
# (`context.sight_of_pairs`): creatures and fog only rank choices.
SIGHT_ONLY = ChoiceRule(creatures=False, fog=False)


def _same_rows(points: np.ndarray, group: np.ndarray, touched: np.ndarray) -> np.ndarray:
    """`scan_pairs`' `same`: per point row, the first row of its group (one
    space's points, or an origin's; counted from the group's first row,
    `group`) at the same lattice point when no barrier touches that point
    (`BarrierBoard.touched`: there the owner changes nothing); else the
    row itself. A loop: asked mostly for one moved token's few rows, where
    numpy's set routines cost twenty times as much."""
    height, width = touched.shape
    first: dict[tuple[int, int, int], int] = {}
    out = []
    for r, (x, y, g) in enumerate(zip(points[:, 0].tolist(), points[:, 1].tolist(), group.tolist())):
        gx, gy = x // SCALE, y // SCALE
        if x % SCALE == 0 and y % SCALE == 0 and 0 <= gx < width and 0 <= gy < height \
                and not touched[gy, gx]:
            out.append(first.setdefault((g, gx, gy), r) - g)
        else:
            out.append(r - g)
    return np.array(out, np.int64)


def _token_same_rows(tokens, points: np.ndarray, starts: np.ndarray, touched: np.ndarray) -> np.ndarray:
    """`_same_rows` of every token's points (`TokenIndex.sample_rows`): the
    previous index's with the changed tokens' made again, when it had them
    (a drag; each token's rows are worked out apart from the others')."""
    ends = np.append(starts, len(points))
    before = tokens.derived_before.get(_same_rows)
    if before is not None and tokens.changed is not None:
        same = before.copy()
        for i in tokens.changed:
            lo, hi = ends[i], ends[i + 1]
            same[lo:hi] = _same_rows(points[lo:hi], np.zeros(hi - lo, np.int64), touched)
        return same
    group = np.repeat(starts, np.diff(ends))  # each row's token's first
    return _same_rows(points, group, touched)


class CornerScan:
    """The scan of a batch of pairs (all of one engine and token index):
    per pair the best choice (`rows`), and the chosen lines' facts, worked
    out for every pair of the batch at once when the first is drawn."""

    def __init__(self, pairs: list, origin: tuple[int, int] | None, rule: ChoiceRule) -> None:
        """`origin`: an area attack's (else the attacker's corners are the
        sources)."""
        first = pairs[0]
        tokens, geometry = first.tokens, first.geometry
        self.geometry, self.tokens = geometry, tokens
        n = len(pairs)
        a_index, t_index = pair_indices(pairs)
        spaces = tokens.space_array
        points, starts = tokens.sample_rows
        barriers = geometry.barriers
        same = tokens.derived.get(_same_rows)  # every token's points: once per index
        if same is None:
            same = tokens.derived[_same_rows] = _token_same_rows(tokens, points, starts, barriers.touched)
        t_box = spaces[t_index]
        a_box = spaces[a_index]
        cells = (t_box[:, 2] - t_box[:, 0]) * (t_box[:, 3] - t_box[:, 1])
        tgt = np.stack([starts[t_index], starts[t_index] + 4 * cells, starts[t_index] + 5 * cells], axis=1)
        if origin is None:
            a_cells = (a_box[:, 2] - a_box[:, 0]) * (a_box[:, 3] - a_box[:, 1])
            src = np.stack([starts[a_index], starts[a_index] + 4 * a_cells,
                            starts[a_index] + 5 * a_cells], axis=1)
            src_box = a_box
        else:  # the origin's rows (owned by an attacker cell whose corner it is), no centres
            rows, groups, lo = [points], [], len(points)
            src = np.zeros((n, 3), np.int64)
            seen: dict = {}
            for i, p in enumerate(pairs):
                key = (p.a_index, p.origin_cell)
                if key not in seen:
                    own = p.origin_rows(origin)
                    seen[key] = (lo, lo + len(own))
                    rows.append(own)
                    groups.append(np.full(len(own), lo))
                    lo += len(own)
                src[i, 0], src[i, 1] = seen[key]
            src[:, 2] = src[:, 1]
            # each origin's rows are one more group, after the tokens' rows
            tokens_end = len(points)
            points = np.concatenate(rows)
            same = np.concatenate([same, _same_rows(points[tokens_end:], np.concatenate(groups) - tokens_end,
                                                    barriers.touched)])
            src_box = np.tile(np.array(first.origin_space(origin), np.int64), (n, 1))
        piece_cells, piece_starts = geometry.low_piece_cell_table
        board = (barriers.cls, SCALE, barriers.pa, barriers.pb, barriers.pnets,
                 barriers.bucket_start, barriers.bucket_items)
        low = (barriers.width, barriers.cells, np.ascontiguousarray(barriers.low_index, np.int64),
               np.ascontiguousarray(piece_cells, np.int64).reshape(-1, 2),
               np.ascontiguousarray(piece_starts, np.int64), first.rules.diagonal_rule == "1",
               rule.low_within or 0, rule.low_within is None)
        factions = [t.faction for t in tokens.tokens] if rule.hostile_only else []
        faction = np.array([factions.index(f) for f in factions], np.int64)
        per_pair = (a_box, t_box, a_index, t_index, src_box, src, tgt)
        shared = (points, same,
                  (rule.counted, rule.creatures, rule.fog), board, low, tokens.occupant_pad, faction,
                  geometry.fog_grade, geometry.fog_before, len(barriers.pa))
        self.rows = _scan_with_mirrors(pairs, origin, per_pair, shared,
                                       (barriers.cls, barriers.wall_before))
        # the chosen choice: its source point, and its target cell's 4 corners
        n_cells = (tgt[:, 1] - tgt[:, 0]) // 4
        best = self.rows[:, BEST]
        self.start = points[src[:, 0] + best // n_cells]
        self.ends = points[tgt[:, 0][:, None] + 4 * (best % n_cells)[:, None] + np.arange(4)]
        # each pair's chosen corner (grid units) and target cell, as results report them
        self.corners = list(map(tuple, (self.start[:, :2] / SCALE).tolist()))
        self.cells = list(map(tuple, self.ends[:, 0, 2:].tolist()))  # the corners' owner
        self._boxes = (a_box, t_box, a_index, t_index, src_box)
        self._facts: LineFacts | None = None
        self._blocks: dict = {}
        # what the rulesets drew from the chosen lines, by what drew it
        # (`rules.common.ScannedChoice`: a chunk of pairs at a time)
        self.drawn: dict = {}
        # line of effect and sight, found along with the choices, where not yet known
        table = first.sight_table(origin)
        unknown = table[a_index, t_index] < 0
        table[a_index[unknown], t_index[unknown]] = \
            2 * (self.rows[unknown, EFFECT_OK] != 0) + (self.rows[unknown, SIGHT_OK] != 0)

    def chosen_lines(self) -> LineFacts:
        """Every pair's 4 chosen lines, pair after pair (pair i's are lines
        4i..4i+3), in `kernel` terms: what blocks each. Judged on first use."""
        if self._facts is None:
            start = np.repeat(self.start, 4, axis=0)
            end = self.ends.reshape(-1, 4)
            cols = PairColumns(*(np.repeat(a, 4, axis=0) for a in self._boxes[:4]),
                               start[:, 2:], end[:, 2:], np.repeat(self._boxes[4], 4, axis=0))
            self._facts = LineFacts.compute(self.geometry, self.tokens, start[:, :2], end[:, :2], cols)
        return self._facts

    def blocks(self, of) -> list:
        """`of(chosen_lines())`: what blocks the chosen lines, by a ruleset's
        function of them (`line_facts.Blocks`), worked out once per function."""
        found = self._blocks.get(of)
        if found is None:
            found = self._blocks[of] = of(self.chosen_lines())
        return found
