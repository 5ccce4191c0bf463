"""Pieces every ruleset shares: threat, the opposite-sides test, lighting,
low-obstacle distances, conditions, and the drawn lines."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache, partial
from operator import attrgetter
from typing import Callable

import numpy as np

from battlemap.core.geometry.lattice import Space, squares_apart
from battlemap.core.geometry.lighting import LightRules, light_levels
from battlemap.core.geometry import kernel
from battlemap.core.geometry.corner_scan import FOG, GRADE
from battlemap.core.geometry.kernel import COVER, EFFECT
from battlemap.core.geometry.line_facts import Blocks, LineFacts
from battlemap.core.geometry.pair_batch import pair_indices
from battlemap.core.model import Obscure, Token
from battlemap.core.rules.result import DrawnLine, LazyLines

_DISTANCE, _ADJACENT = attrgetter("distance"), attrgetter("adjacent")  # read for a whole batch at once

CONCEALMENT = ("none", "concealment", "total")
MISS_CHANCE = (0, 20, 50)
NO_CONCEALMENT, CONCEALED, TOTAL = 0, 1, 2


# -- distances -------------------------------------------------------------
def _box_gaps(boxes: np.ndarray, xs: np.ndarray, ys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Squares between boxes (..., 4) x0, y0, x1, y1 (one, or one per cell)
    and each cell (xs[i], ys[i]) along x and y."""
    x0, y0, x1, y1 = boxes[..., 0], boxes[..., 1], boxes[..., 2], boxes[..., 3]
    dx = np.maximum(0, np.maximum(x0 - xs, xs - (x1 - 1)))
    dy = np.maximum(0, np.maximum(y0 - ys, ys - (y1 - 1)))
    return dx, dy


LOW_WITHIN = 6  # squares: 30 ft (RULES §3.3)


def _low_counts(diagonal_rule: str, target: np.ndarray, source: np.ndarray,
                xs: np.ndarray, ys: np.ndarray, starts: np.ndarray | None = None) -> np.ndarray:
    """RULES §3.3 for low obstacles at cells (xs, ys), measured from target
    and source boxes (one, or one per cell): the target within 30 ft of it
    and the source not closer to it than the target. With `starts`, the
    cells are runs (one obstacle each, e.g. a low wall's cells) judged by
    their nearest cell."""
    dt = squares_apart(*_box_gaps(target, xs, ys), diagonal_rule)
    da = squares_apart(*_box_gaps(source, xs, ys), diagonal_rule)
    if starts is not None:
        dt, da = np.minimum.reduceat(dt, starts), np.minimum.reduceat(da, starts)
    return (dt <= LOW_WITHIN) & ~(da < dt)


def low_obstacle_rules(pair, source: Space):
    """RULES §3.3 as the line facts ask it for one pair: does a low cell, or
    a low piece (by index among the low pieces), count as cover?"""
    diagonal, target, src = pair.rules.diagonal_rule, np.array(pair.t_space), np.array(source)

    def counts(xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
        return _low_counts(diagonal, target, src, xs, ys)

    cells, starts = pair.geometry.low_piece_cell_table
    piece_ok: list[np.ndarray] = []

    def piece_counts(pieces: np.ndarray) -> np.ndarray:
        if not piece_ok:  # every low piece, once per pair
            piece_ok.append(_low_counts(diagonal, target, src, cells[:, 0], cells[:, 1], starts))
        return piece_ok[0][pieces]

    return counts, piece_counts


def cover_within_30ft(rules, facts) -> np.ndarray:
    """Per line of a batch of line facts: stopped by cover-giving terrain
    for its own pair (`LineFacts.terrain` with `low_obstacle_rules`), with
    the 30-ft rule applied to the low obstacles of every pair at once."""
    if not (facts.barrier.nets == COVER).any():
        return facts.effect_blocked()
    return facts._lines_of(facts.batch_rows(("cover within 30 ft", rules.diagonal_rule),
                                            partial(cover_rows_within_30ft, rules)))


def cover_rows_within_30ft(rules, facts) -> np.ndarray:
    """The barrier rows of a batch that give cover to their own pair's line:
    solid ones, and the low ones the 30-ft rule (RULES §3.3) counts for it."""
    b = facts.barrier
    out = (b.nets & EFFECT) != 0
    low = np.flatnonzero(b.nets == COVER)
    if not len(low):
        return out
    barriers = facts.geometry.barriers
    line = b.line[low]
    cells, starts = facts.geometry.low_piece_cell_table
    ok = kernel.low_rows_count(
        np.ascontiguousarray(b.elem[low], np.int64), np.ascontiguousarray(facts.cols.t_box[line], np.int64),
        np.ascontiguousarray(facts.cols.src_box[line], np.int64), rules.diagonal_rule == "1", LOW_WITHIN,
        barriers.width, barriers.cells, np.ascontiguousarray(barriers.low_index, np.int64),
        np.ascontiguousarray(cells, np.int64).reshape(-1, 2), np.ascontiguousarray(starts, np.int64))
    out[low[ok]] = True
    return out


# -- threat and flanking ---------------------------------------------------
def within_reach(rules, token: Token, space: Space, target: Space) -> bool:
    """RULES §1: some cell of `target` is within the token's reach; a 10-ft
    reach also reaches two squares diagonally where the ruleset says so.
    Conditions do not matter here (RULES §6 `in_reach`)."""
    gap = space.gap(target)
    return _reaches(rules, token.reach, rules.distance(*gap), gap)


def _reaches(rules, reach_ft: int, distance: int, gap: tuple[int, int]) -> bool:
    """`within_reach` from the spaces' distance and gap (`Space.gap`)."""
    if reach_ft <= 0:
        return False
    return distance <= reach_ft // 5 or (
        rules.reach_diagonal_exception and reach_ft == 10 and gap == (2, 2))


def threatens(rules, token: Token, space: Space, target: Space) -> bool:
    """RULES §1: within reach and able to act (reach 0: nothing)."""
    return token.can_act and within_reach(rules, token, space, target)


def in_reach_all(rules, pairs: list) -> np.ndarray:
    """RULES §6 `in_reach` of melee attacks on each pair: `_reaches` by arrays."""
    n = len(pairs)
    if not n:
        return np.zeros(0, bool)
    reach = pairs[0].tokens.reach_ft[pair_indices(pairs)[0]]
    ok = np.fromiter(map(_DISTANCE, pairs), np.int64, n) <= reach // 5
    if rules.reach_diagonal_exception:  # (10-ft reaches are few: their gaps read one by one)
        for i in np.flatnonzero((reach == 10) & ~ok).tolist():
            ok[i] = pairs[i].gap == (2, 2)
    return ok & (reach > 0)


def with_conditions(pairs: list) -> list[int]:
    """The pairs whose attacker or target has some condition (RULES §3.8)."""
    if not pairs:
        return []
    has = pairs[0].tokens.has_conditions
    a_index, t_index = pair_indices(pairs)
    return np.flatnonzero(has[a_index] | has[t_index]).tolist()


def opposite_sides(a: Space, b: Space, target: Space) -> bool:
    """RULES §3.7: a line between the centres of some cell of `a` and some
    cell of `b` meets both left and right sides of the target's space, or
    both top and bottom sides (a side includes its end corners)."""
    for ax, ay in a.cells():
        for bx, by in b.cells():
            p = (Fraction(2 * ax + 1, 2), Fraction(2 * ay + 1, 2))
            q = (Fraction(2 * bx + 1, 2), Fraction(2 * by + 1, 2))
            if _meets_side(p, q, 0, target.x0, target.y0, target.y1) and _meets_side(
                p, q, 0, target.x1, target.y0, target.y1
            ):
                return True
            if _meets_side(p, q, 1, target.y0, target.x0, target.x1) and _meets_side(
                p, q, 1, target.y1, target.x0, target.x1
            ):
                return True
    return False


def _meets_side(p, q, axis: int, at: int, lo: int, hi: int) -> bool:
    """Does segment p-q meet the side {coord[axis] == at, other in [lo, hi]}?"""
    pa, qa = p[axis], q[axis]
    po, qo = p[1 - axis], q[1 - axis]
    if pa == qa:
        return pa == at and max(min(po, qo), lo) <= min(max(po, qo), hi)
    s = (at - pa) / (qa - pa)
    if not 0 <= s <= 1:
        return False
    other = po + s * (qo - po)
    return lo <= other <= hi


def enemies_of_target(pair) -> list[int]:
    """Indices of creatures other than the attacker hostile to the target."""
    target = pair.target
    return [i for i in pair.others() if pair.tokens.tokens[i].faction != target.faction]


# -- lighting and senses ---------------------------------------------------
# RULES §8: where the dim ring raises the ambient level one step, and where
# low-light vision doubles every light's radii for its owner.
LIGHT_ONE_STEP = frozenset({"pf1e", "sf1e", "graded"})
LOW_LIGHT_DOUBLES = frozenset({"dnd35", "pf1e", "graded"})
# A light level (Ambient: dark, dim, bright) as the lighting of §3.6.
LEVEL_AS_OBSCURE = (Obscure.DARKNESS, Obscure.DIM, Obscure.NONE)


def light_rules(rules, viewer: Token | None) -> LightRules:
    """How `rules` lights the map for `viewer`'s eyes (None: normal vision)."""
    doubles = viewer is not None and viewer.low_light and rules.id in LOW_LIGHT_DOUBLES
    return _light_rules(rules.diagonal_rule, rules.id in LIGHT_ONE_STEP, 2 if doubles else 1)


@lru_cache(maxsize=None)
def _light_rules(diagonal_rule: str, one_step: bool, scale: int) -> LightRules:
    return LightRules(diagonal_rule, one_step, scale)  # one of a few, asked per pair


def cell_light(pair) -> np.ndarray:
    """(height, width) light levels (Ambient values) as the attacker sees them,
    kept with the token index (light moves with the tokens and the document)."""
    rules = light_rules(pair.rules, pair.attacker)
    cache = pair.tokens.light_cache
    found = cache.get(rules)
    if found is None:
        found = cache[rules] = light_levels(pair.doc, pair.geometry, rules, pair.tokens)
    return found


def least_obscured(pairs: list, grade_of: Callable[[Obscure, bool, bool], int]) -> np.ndarray:
    """Per pair, the best concealment grade over the target's cells ("a
    multi-cell target uses its least obscured cell"). `grade_of(level,
    dark_ok, dim_ok)` is the ruleset's table; dark_ok/dim_ok say whether
    the attacker's senses see through darkness / dim light there. A cell's
    grade is the worst of its obscuring matter (painted fog) and its light
    level (§8); a cell off the board is neither. Attackers whose eyes light
    the map alike (low-light vision or not) and see alike at that distance
    see the same grades: each target's least is worked out once per token
    index, and the pairs are grouped so by array (one ruleset's batch)."""
    n = len(pairs)
    tokens = pairs[0].tokens
    t_index = pair_indices(pairs)[1]
    dark_ok, low_light = senses(pairs)
    dim_ok = dark_ok | low_light
    group = low_light * 4 + dark_ok * 2 + dim_ok
    out = np.empty(n, np.int64)
    for code in np.unique(group).tolist():
        members = np.flatnonzero(group == code)
        least, grades, off_board = _least_table(pairs[members[0]], grade_of, bool(code & 2), bool(code & 1))
        targets = t_index[members]
        for t in np.unique(targets[least[targets] < 0]).tolist():
            least[t] = _least_in(grades, tokens.spaces[t], off_board)
        out[members] = least[targets]
    return out


def senses(pairs: list) -> tuple[np.ndarray, np.ndarray]:
    """Per pair: does the attacker's darkvision reach the target, and has
    it low-light vision?"""
    a_index = pair_indices(pairs)[0]
    darkvision, low_light = pairs[0].tokens.senses
    sees = darkvision[a_index]
    return (sees > 0) & (np.fromiter(map(_DISTANCE, pairs), np.int64, len(pairs)) * 5 <= sees), low_light[a_index]


def _least_table(pair, grade_of, dark_ok: bool, dim_ok: bool) -> tuple[np.ndarray, np.ndarray, int]:
    """(each token's least grade as a target, -1 until worked out; the
    cells' grades; an off-board cell's grade) for attackers who see as
    `pair`'s does, kept with the token index (and by the next one while the
    light stands still, `TokenIndex.least_grades`)."""
    key, grades = _cell_grades(pair, grade_of, dark_ok, dim_ok)
    kept = pair.tokens.least_grades
    least = kept.get(key)
    if least is None:
        least = kept[key] = np.full(len(pair.tokens.tokens), -1, np.int64)
    return least, grades, grade_of(Obscure.NONE, dark_ok, dim_ok)


def _least_in(grades: np.ndarray, space: Space, off_board: int) -> int:
    """The least grade over a space's cells; `off_board`: a cell off the board's."""
    x0, y0, x1, y1 = space
    h, w = grades.shape
    if x0 < 0 or y0 < 0 or x1 > w or y1 > h:
        on_board = grades[max(y0, 0):min(y1, h), max(x0, 0):min(x1, w)]
        return min(off_board, int(on_board.min())) if on_board.size else off_board
    if x1 - x0 == 1:
        return grades.item(y0, x0)  # one cell: no slice to make
    return int(grades[y0:y1, x0:x1].min())


def _cell_grades(pair, grade_of, dark_ok: bool, dim_ok: bool) -> tuple[tuple, np.ndarray]:
    """(what names them, (height, width) grade of each cell) for attackers
    with these senses and the attacker's light rules, kept with the token
    index (light moves with the tokens): the worst of the painted fog's
    grade and the light level's, by two table look-ups over the board."""
    cache = pair.tokens.light_cache
    rules = light_rules(pair.rules, pair.attacker)
    key = ("cell grades", grade_of, dark_ok, dim_ok, rules)
    found = cache.get(key)
    if found is None:
        # grades are small: int8 tables, indexed by the uint8 layers as they are
        matter = np.array([grade_of(o if o in (Obscure.FOG, Obscure.HEAVY_FOG) else Obscure.NONE,
                                    dark_ok, dim_ok) for o in Obscure], np.int8)
        level = np.array([grade_of(o, dark_ok, dim_ok) for o in LEVEL_AS_OBSCURE], np.int8)
        found = cache[key] = (key, np.maximum(matter[pair.geometry.board.obscure], level[cell_light(pair)]))
    return found


def lighting_grade(level: Obscure, dark_ok: bool, dim_ok: bool) -> int:
    """RULES §3.6 lighting: darkness total, dim light concealment."""
    if level == Obscure.DARKNESS and not dark_ok:
        return TOTAL
    if level == Obscure.DIM and not dim_ok:
        return CONCEALED
    return NO_CONCEALMENT


def lighting_levels(pairs: list) -> np.ndarray:
    """RULES §3.6 lighting where each target stands: its least obscured cell."""
    return least_obscured(pairs, lighting_grade)


def fog_under_targets(pairs: list) -> tuple[np.ndarray, np.ndarray]:
    """Per pair: is there fog or heavy fog on some cell of the target's
    space, and on every cell of it (and on the board)?"""
    boxes = pairs[0].tokens.space_array[pair_indices(pairs)[1]]
    fog = pairs[0].geometry.fog_cells_in(boxes)
    return fog > 0, fog == (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])


def always_total(pair) -> bool:
    """Invisible target (without see invisible) or blinded attacker."""
    a, t = pair.attacker, pair.target
    return ("invisible" in t.conditions and not a.see_invisible) or "blinded" in a.conditions


# -- conditions (RULES §3.8) -------------------------------------------------
def condition_ac(target: Token, melee: bool) -> int:
    ac = 0
    if "prone" in target.conditions:
        ac += -4 if melee else 4
    if target.is_helpless:
        ac += -9 if melee else -5
    return ac


# -- what a pair keeps ------------------------------------------------------
_CORE_KEYS: dict[tuple[int, int] | None, tuple] = {None: ("result core", None)}


def core_key(origin: tuple[int, int] | None) -> tuple:
    """The key of a pair's `decisions` under which the attack kinds that
    choose alike keep what they share, from `origin`: one object per
    origin, not one per pair (pairs are kept by the thousand, and every
    tuple kept is one more object for the cyclic collector to walk)."""
    found = _CORE_KEYS.get(origin)
    if found is None:
        if len(_CORE_KEYS) > 4096:  # origins of a long session: keep it bounded
            _CORE_KEYS.clear()
            _CORE_KEYS[None] = ("result core", None)
        found = _CORE_KEYS[origin] = ("result core", origin)
    return found


def adjacent_and_own(pairs: list, melee: bool) -> tuple[np.ndarray, np.ndarray]:
    """Per pair: are its spaces adjacent, and is its answer its own to this
    attack (adjacent melee, RULES §3.2: decided its own way, so never looked
    up in nor kept under what the attack kinds share, `kept_per_pair`)?"""
    adjacent = np.fromiter(map(_ADJACENT, pairs), bool, len(pairs))
    return adjacent, adjacent if melee else np.zeros(len(pairs), bool)


def kept_per_pair(pairs: list, key: tuple, work_out: Callable[[list[int]], list],
                  own: np.ndarray | None = None) -> list:
    """Each pair's entry under `key` in its `decisions` (what the attack
    kinds that choose alike share), `work_out(indices)` making the missing
    ones at once, one per index, kept in their pairs. `own`: pairs whose
    answer is their own to this attack (adjacent melee): never looked up,
    never kept. What is kept must not point back at its pair."""
    own_flags = [False] * len(pairs) if own is None else own.tolist()
    found = [None if o else p.decisions.get(key) for p, o in zip(pairs, own_flags)]
    todo = [i for i, f in enumerate(found) if f is None]
    if todo:
        for i, made in zip(todo, work_out(todo)):
            found[i] = made
            if not own_flags[i]:
                pairs[i].decisions[key] = made
    return found


# -- visible fraction --------------------------------------------------------
def pair_fractions(pairs: list, origin, low_from_source: bool = False) -> list["_PairFraction"]:
    """Each pair's visible fraction (RULES §3.4) from the attacker's corners,
    or from an area origin (`PairGeometry.fraction_sources`), as a function
    that computes it when first asked: for every pair of the same attacker
    asked for so far at once (a row costs little more than one pair:
    `visibility.visible_fractions`), kept per pair and sources while the
    document stands still; every attack kind of the pair shares it.
    `low_from_source`: the 30-ft rule for low obstacles (§3.3) measures from
    the source (the attacker's space, or the origin's); else every low
    obstacle counts. The pairs are of one batch (one token index, ruleset
    and origin cell), looked up and kept in one table (`fraction_table`)."""
    if not pairs:
        return []
    first = pairs[0]
    tokens = first.tokens
    # Kept with the token index, not in the pairs: a function points back
    # at its pair, and the index's `release` breaks that cycle.
    table = tokens.fraction_table((first.rules.id, origin, first.origin_cell, low_from_source))
    a_index, t_index = pair_indices(pairs)
    found = table[a_index, t_index]
    missing = np.flatnonzero(np.equal(found, None)).tolist()
    if missing:
        pending = tokens.fraction_pending
        for i in missing:
            pair = pairs[i]
            made = _PairFraction(pair, origin, low_from_source)
            found[i] = table[pair.a_index, pair.t_index] = made
            pending.setdefault(pair.a_index, []).append(made)
    return found.tolist()


class _PairFraction:
    """`pair_fractions`' function: computes the fraction of every pending
    pair of its attacker when first called, and keeps it. An object rather
    than a closure: made per pair by the thousand, and a closure is some
    eight objects for the cyclic collector to walk, this one."""

    __slots__ = ("pair", "origin", "low_from_source", "value")

    def __init__(self, pair, origin, low_from_source: bool) -> None:
        self.pair, self.origin, self.low_from_source = pair, origin, low_from_source
        self.value: float | None = None

    def __call__(self) -> float:
        if self.value is None:
            from battlemap.core.geometry.visibility import visible_fractions

            batch = self.pair.tokens.fraction_pending.pop(self.pair.a_index, [])
            if not any(f is self for f in batch):  # the index may have dropped it meanwhile
                batch.append(self)
            requests = [(f.pair, f.pair.fraction_sources(f.origin), f.low_from()) for f in batch]
            for f, value in zip(batch, visible_fractions(requests, low_obstacle_rules, LOW_WITHIN)):
                f.value = value
        return self.value

    def low_from(self) -> Space | None:
        """The space the 30-ft rule measures from (None: every low obstacle counts)."""
        if not self.low_from_source:
            return None
        return self.pair.a_space if self.origin is None else self.pair.origin_space(self.origin)


# -- drawn lines ------------------------------------------------------------
def drawn_lines(facts: LineFacts | Callable[[], LineFacts], lines,
                blocks: list[Blocks] | Callable[[], list[Blocks]], role: str = "cover") -> LazyLines:
    """The given lines of `facts` with their first blocker among `blocks`
    (earlier Blocks win: pass terrain before creatures; or a function that
    gives them, called only when the lines are read), made when read (and
    `facts` with them, when it is a function)."""
    return LazyLines(_LineMaker(facts, lines, blocks, role))


class _LineMaker:
    """What `drawn_lines` makes when read. An object rather than a closure:
    made per pair by the thousand, and a closure is some six objects for
    the cyclic collector to walk, this one."""

    __slots__ = ("facts", "lines", "blocks", "role")

    def __init__(self, facts, lines, blocks, role: str) -> None:
        self.facts, self.lines, self.blocks, self.role = facts, lines, blocks, role

    def __call__(self) -> tuple[DrawnLine, ...]:
        facts, blocks = self.facts, self.blocks
        return _drawn(facts() if callable(facts) else facts, self.lines,
                      blocks() if callable(blocks) else blocks, self.role)


def _drawn(facts: LineFacts, lines, blocks: list[Blocks], role: str) -> tuple[DrawnLine, ...]:
    """Lines `lines` of `facts`, each with what blocks it first among `blocks`."""
    chosen = [int(i) for i in lines]
    blockers: list = [None] * len(chosen)
    for b in blocks:
        # what blocks each line first, from the first Blocks that blocks it
        missing = [k for k, found in enumerate(blockers) if found is None]
        if not missing:
            break
        for k, found in zip(missing, b.firsts([chosen[k] for k in missing])):
            blockers[k] = found
    starts, ends = facts.grid_ends
    return tuple(DrawnLine(starts[i], ends[i], blocker is not None, blocker, role)
                 for i, blocker in zip(chosen, blockers))


class ScannedChoice(LazyLines):
    """A pair's choice as a batch's `corner_scan.CornerScan` found it (the
    scan and the pair's row in it), and its drawn lines: made when first
    read, from what blocks the chosen lines of the whole batch (found once
    per batch by `blocks(facts)`, terrain first). One object per pair: a
    batch makes its choices at once (`scanned_choices`) and reads them as
    columns (`choice_columns`). It points at the scan, not at its pair: no
    cycle is left for the collector."""

    __slots__ = ("scan", "i", "blocks")

    def __init__(self, scan, i: int, blocks: Callable[[LineFacts], list[Blocks]]) -> None:
        self.scan, self.i, self.blocks = scan, i, blocks
        self._make = None
        self._lines = None

    @property
    def lines(self) -> tuple[DrawnLine, ...]:
        if self._lines is None:
            # drawn with the pairs next to it in the batch (an attacker's row
            # is read together), by one call rather than one per pair
            scan, chunk = self.scan, self.i // DRAWN_TOGETHER
            key = (self.blocks, chunk)
            drawn = scan.drawn.get(key)
            if drawn is None:
                lo, hi = chunk * DRAWN_TOGETHER, min((chunk + 1) * DRAWN_TOGETHER, len(scan.rows))
                lines = _drawn(scan.chosen_lines(), range(4 * lo, 4 * hi), scan.blocks(self.blocks), "cover")
                drawn = scan.drawn[key] = [lines[k:k + 4] for k in range(0, len(lines), 4)]
            self._lines = drawn[self.i % DRAWN_TOGETHER]
        return self._lines


DRAWN_TOGETHER = 64  # pairs of a batch whose lines are drawn at once


def scanned_choices(scan, blocks: Callable[[LineFacts], list[Blocks]] | list) -> list[ScannedChoice]:
    """Each pair's choice from `scan`; `blocks`: what blocks the drawn lines
    (or a list: each pair's)."""
    n = len(scan.rows)
    return [ScannedChoice(scan, i, b) for i, b in enumerate(blocks if isinstance(blocks, list) else [blocks] * n)]


def choice_columns(choices: list) -> tuple[np.ndarray, np.ndarray, list, list, list]:
    """(grade, fog, chosen corner, chosen cell, drawn lines) of each choice:
    a scanned choice's read from its scan's rows by array; another's (an
    adjacent melee pair's, the reference path's) from itself."""
    n = len(choices)
    scan = choices[0].scan if n and choices[0].__class__ is ScannedChoice else None
    if scan is not None and all(c.__class__ is ScannedChoice and c.scan is scan for c in choices):
        rows = list(map(_ROW, choices))  # one batch's choices, the usual case
        return (scan.rows[rows, GRADE], scan.rows[rows, FOG], [scan.corners[i] for i in rows],
                [scan.cells[i] for i in rows], choices)
    grade, fog = np.zeros(n, np.int64), np.zeros(n, np.int64)
    corner, cell, lines = [None] * n, [None] * n, [None] * n
    for k, c in enumerate(choices):
        if c.__class__ is ScannedChoice:
            scan, i = c.scan, c.i
            grade[k], fog[k], corner[k], cell[k] = scan.rows[i, GRADE], scan.rows[i, FOG], scan.corners[i], \
                scan.cells[i]
            lines[k] = c
        else:
            grade[k], fog[k], corner[k], cell[k], lines[k] = c.grade, c.fog, c.corner, c.cell, c.drawn()
    return grade, fog, corner, cell, lines


_ROW = attrgetter("i")
