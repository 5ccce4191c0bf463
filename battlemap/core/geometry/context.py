"""The engine's caches for one document, and the geometry of one pair.

`engine_for(doc)` keeps the board geometry until the board changes and the
token index until any change the rules read (`Document.rules_revision`), so
an overlay that re-evaluates after a token drag rebuilds only the (cheap)
token index, and one after a template drag nothing."""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from operator import itemgetter

import numpy as np

from battlemap.core.geometry import corner_scan
from battlemap.core.geometry.board_geometry import BoardGeometry
from battlemap.core.geometry.distinct_lines import distinct_lines, point_keys
from battlemap.core.geometry.lattice import (
    Space, cell_corners, origin_points, owned_corners, sample_points, space_gaps,
    squares_apart,
)
from battlemap.core.geometry.line_facts import LineFacts, PairColumns, any_clear
from battlemap.core.geometry.pair_batch import PairBatch, pair_indices, pick
from battlemap.core.geometry.token_index import TokenIndex, mirror_leads
from battlemap.core.model import Document


# Line sets only asked whether line of effect or sight gets through.
BLOCKING_ONLY = frozenset({"samples"})
MAX_CACHED_PAIRS = 20_000
_FIRST, _SECOND = itemgetter(0), itemgetter(1)
# Line sets this long are searched for repeated lines (`distinct_lines`): a
# Medium pair's corner set has 16, a Large attacker's against a Medium 64.
DISTINCT_FROM = 64
# A sample set made after the corner set: its corner-to-corner lines are there.
WITHOUT_CORNER_LINES = "without corner lines"


class Engine:
    def __init__(self, doc: Document, reference: bool = False) -> None:
        self.doc = doc
        self.reference = reference  # the benchmark's unbatched path
        self._geometry: tuple[int, BoardGeometry] | None = None
        self._tokens: tuple[int, TokenIndex] | None = None

    @property
    def geometry(self) -> BoardGeometry:
        rev = self.doc.board_revision
        if self._geometry is None or self._geometry[0] != rev or self._geometry[1].board is not self.doc.board:
            previous = None if self._geometry is None else self._geometry[1]
            self._geometry = (rev, BoardGeometry(self.doc.board, previous))
        return self._geometry[1]

    @property
    def tokens(self) -> TokenIndex:
        rev = self.doc.rules_revision
        geometry = self.geometry
        if self._tokens is None or self._tokens[0] != rev or self._tokens[1].geometry is not geometry \
                or not self._tokens[1].matches(self.doc):
            previous = None if self._tokens is None else self._tokens[1]
            self._tokens = (rev, TokenIndex(self.doc, geometry, previous))
            if previous is not None:
                previous.release()
        return self._tokens[1]

    def pairs(self, pairs: list[tuple[str, str]], rules,
              origin_cell: tuple[int, int] | None = None) -> list["PairGeometry"]:
        """The pairs' geometries, each kept with its line sets while the
        document stands still: attack kinds share their lines (a ranged and
        a melee attack on the same pair trace the corner lines once).
        `origin_cell`: the square a 4e area burst's origin belongs to."""
        tokens = self.tokens  # checked against the document once per call
        n = len(pairs)
        index = tokens.index
        a = np.fromiter(map(index.__getitem__, map(_FIRST, pairs)), np.int64, n)
        t = np.fromiter(map(index.__getitem__, map(_SECOND, pairs)), np.int64, n)
        key = (rules.id, origin_cell)
        found = tokens.pair_table(key)[a, t]
        missing = np.flatnonzero(np.equal(found, None))
        if not len(missing):
            return PairBatch(found.tolist(), a, t)
        if tokens.pair_count + len(missing) > MAX_CACHED_PAIRS:
            tokens.pair_tables.clear()  # huge matrices: keep memory bounded
            tokens.pair_count = 0
        table = tokens.pair_table(key)
        tokens.pair_count += len(missing)
        # what every rule asks of a pair, for the new pairs at once
        batch_a, batch_t = a, t
        a, t = a[missing], t[missing]
        dx, dy = space_gaps(tokens.space_array[a], tokens.space_array[t])
        distance = squares_apart(dx, dy, rules.diagonal_rule)
        adjacent = np.maximum(dx, dy) == 1  # `Space.adjacent`
        made = np.empty(len(missing), object)
        made[:] = [PairGeometry(self, tokens, ai, ti, rules, origin_cell, (gx, gy), d, adj)
                   for ai, ti, gx, gy, d, adj in zip(a.tolist(), t.tolist(), dx.tolist(), dy.tolist(),
                                                     distance.tolist(), adjacent.tolist())]
        table[a, t] = found[missing] = made
        return PairBatch(found.tolist(), batch_a, batch_t)

    def pair(self, attacker: str, target: str, rules,
             origin_cell: tuple[int, int] | None = None) -> "PairGeometry":
        return self.pairs([(attacker, target)], rules, origin_cell)[0]

    def prefetch(self, requests: list[tuple["PairGeometry", str, tuple[int, int] | None]]) -> None:
        """Compute the named line sets of many pairs in one batch per kind."""
        for blocking in (False, True):
            self._prefetch([r for r in requests if (r[1] in BLOCKING_ONLY) == blocking], blocking)

    def _prefetch(self, requests, blocking_only: bool) -> None:
        wanted = [(pair, name, origin, *pair.build_lines(name, origin))
                  for pair, name, origin in requests if (name, origin) not in pair._sets]
        if not wanted:
            return
        parts = [part for w in wanted for part in w[3]]
        start, end = product_lines(parts)
        sizes = _set_sizes(parts, [len(w[3]) for w in wanted])
        ends = np.cumsum(sizes).tolist()
        built = [(pair, name, origin, start[hi - size:hi], end[hi - size:hi], meta, set_parts)
                 for (pair, name, origin, set_parts, meta), size, hi in zip(wanted, sizes, ends)]
        cols = PairColumns.of_sets([(b[0], b[2]) for b in built], sizes, start[:, 2:], end[:, 2:])
        keep, index = self._distinct(built)
        traced = slice(None) if keep is None else keep  # a big creature's repeats once
        facts = LineFacts.compute(self.geometry, self.tokens, start[traced, :2], end[traced, :2],
                                  cols if keep is None else cols.take(keep),
                                  blocking_only, reference=self.reference)
        if keep is not None:
            facts = facts.expand(index, start[:, :2], end[:, :2], cols)
        lo = 0
        for pair, name, origin, s, e, meta, _ in built:
            hi = lo + len(s)
            pair._sets[(name, origin)] = LineSet(s[:, :2], e[:, :2], meta, facts.window(lo, hi))
            lo = hi

    def _distinct(self, built) -> tuple[np.ndarray | None, np.ndarray | None]:
        """(keep, index) over the batch's lines: the lines to trace, and for
        each line which traced one stands for it (`distinct_lines`); (None,
        None) when all are traced. Only sets of a big creature (or of an area
        origin on an attacker's corner) repeat lines, and only big sets repay
        the search; the reference path traces every line."""
        big = [not self.reference and len(b[3]) >= DISTINCT_FROM for b in built]
        if not any(big):
            return None, None
        rows = [r for b, is_big in zip(built, big) if is_big for part in b[6] for r in part]
        keys = point_keys(np.concatenate(rows), self.geometry.barriers.touched)
        if keys is None:
            return None, None
        return distinct_lines(keys, [(len(b[3]), b[6] if is_big else None) for b, is_big in zip(built, big)])

def effect_proven(pairs: list["PairGeometry"], origin) -> np.ndarray:
    """Per pair: does an already computed corner-to-corner set have a line
    that nothing solid stops? (Those lines are sample lines too.)"""
    proven = np.zeros(len(pairs), bool)
    for name in ("corner", "adjacent"):
        have = [(i, p._sets[(name, origin)].facts) for i, p in enumerate(pairs) if (name, origin) in p._sets]
        if have:
            proven[[i for i, _ in have]] |= any_clear([f for _, f in have], "effect")
    return proven


def sight_of_pairs(pairs: list["PairGeometry"], origin, engine: "Engine | None" = None) -> None:
    """Line of effect and geometric line of sight (RULES §2) of each pair
    from the attacker's space or an area origin, kept in the batch's sight
    table (`sight_codes`); with `engine` the sample lines of every pair
    that needs them are traced in one batch. Sight blockers are a subset of
    effect blockers, so line of effect implies sight; a clear corner line
    already proves it. Otherwise the sample lines decide (with the corner
    lines, when the sample set left those out: they are all stopped for
    effect).

    Between two spaces both answers go both ways: the sample lines of B to A
    are those of A to B, and whether a line is stopped does not depend on
    which end it starts from (an owned end is judged as going on into its
    cell at either end). So a pair whose mirror pair (target attacking
    attacker) is answered takes the mirror's answer, and of two mirror pairs
    in one batch only one traces its sample lines: by the compiled corner
    scan, or batched on the reference path (and without numba)."""
    if not pairs:
        return
    table, a, t = sight_codes(pairs, origin)
    known = table[a, t] >= 0
    mirrored = origin is None and not pairs[0].reference  # the reference traces all
    if mirrored:
        mirror = table[t, a]
        took = ~known & (mirror >= 0)
        table[a[took], t[took]] = mirror[took]
        known |= took
    todo = np.flatnonzero(~known)
    if not len(todo):
        return
    proven = effect_proven(pick(pairs, todo), origin)
    table[a[todo[proven]], t[todo[proven]]] = EFFECT_AND_SIGHT
    rest = todo[~proven]
    twins = leads = rest[:0]
    if mirrored and len(rest):
        # of two mirror pairs, the first traces; the other takes its answer
        lead = rest[mirror_leads(a[rest], t[rest], len(table))]
        twins, leads = rest[lead != rest], lead[lead != rest]
        rest = rest[lead == rest]
    traced = pick(pairs, rest)
    if traced and corner_scan.available(traced[0]):
        # the compiled scan judges the sample lines one by one, stopping at
        # the first clear one (and fills the sight table)
        corner_scan.CornerScan(traced, origin, corner_scan.SIGHT_ONLY)
    elif traced:
        if engine is not None:
            engine.prefetch([(p, "samples", origin) for p in traced])
        samples = [p.line_set("samples", origin) for p in traced]
        effect = any_clear([s.facts for s in samples], "effect")
        sight = effect | any_clear([s.facts for s in samples], "sight")
        corner = [k for k, s in enumerate(samples) if s.meta is WITHOUT_CORNER_LINES]
        if corner:
            sight[corner] |= any_clear([traced[k]._sets[("corner", origin)].facts for k in corner], "sight")
        table[a[rest], t[rest]] = effect * 2 + sight
    table[a[twins], t[twins]] = table[a[leads], t[leads]]


def sight_codes(pairs: list["PairGeometry"], origin) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(the sight table, the pairs' attacker and target indices in it) of
    pairs of one batch: one token index, ruleset and origin cell."""
    return (pairs[0].sight_table(origin), *pair_indices(pairs))


def effect_and_sight(pairs: list["PairGeometry"], origin) -> tuple[np.ndarray, np.ndarray]:
    """Line of effect and line of sight of each pair of one batch (bool
    arrays), found where not yet known (`sight_of_pairs`)."""
    table, a, t = sight_codes(pairs, origin)
    codes = table[a, t]
    unknown = np.flatnonzero(codes < 0)
    if len(unknown):
        sight_of_pairs(pick(pairs, unknown), origin)
        codes = pairs[0].sight_table(origin)[a, t]
    return codes >= 2, (codes & 1) == 1


# The sight tables' codes: effect * 2 + sight (line of effect implies sight).
EFFECT_AND_SIGHT = 3
SIGHT_OF_CODE = ((False, False), (False, True), (True, False), (True, True))


def _set_sizes(parts: list[tuple[np.ndarray, np.ndarray]], per_set: list[int]) -> list[int]:
    """Lines per set, whose parts come `per_set[i]` after another in `parts`."""
    lines = [len(src) * len(dst) for src, dst in parts]
    owner = np.repeat(np.arange(len(per_set)), per_set)
    return np.bincount(owner, weights=lines, minlength=len(per_set)).astype(np.int64).tolist()


def product_lines(parts: list[tuple[np.ndarray, np.ndarray]]) -> tuple[np.ndarray, np.ndarray]:
    """(start, end) rows of the lines from every `src` row to every `dst`
    row, part after part (each source's lines together): one gather for
    all the parts of a batch."""
    n_src = np.array([len(src) for src, _ in parts])
    n_dst = np.array([len(dst) for _, dst in parts])
    sizes = n_src * n_dst
    part = np.repeat(np.arange(len(parts)), sizes)
    local = np.arange(int(sizes.sum())) - (np.cumsum(sizes) - sizes)[part]
    src_at = (np.cumsum(n_src) - n_src)[part] + local // n_dst[part]
    dst_at = (np.cumsum(n_dst) - n_dst)[part] + local % n_dst[part]
    return (np.concatenate([src for src, _ in parts])[src_at],
            np.concatenate([dst for _, dst in parts])[dst_at])


_ENGINES: "weakref.WeakKeyDictionary[Document, Engine]" = weakref.WeakKeyDictionary()


def engine_for(doc: Document) -> Engine:
    engine = _ENGINES.get(doc)
    if engine is None:
        engine = _ENGINES[doc] = Engine(doc)
    return engine


class PairGeometry:
    """Lines and distances between one attacker and one target."""

    # made by the thousand per matrix: slots fill faster than a __dict__
    __slots__ = ("origin_cell", "reference", "geometry", "tokens", "rules", "options", "doc",
                 "a_index", "t_index", "attacker", "target", "a_space", "t_space", "gap",
                 "distance", "adjacent", "_sets", "decisions", "__weakref__")

    def __init__(self, engine: Engine, tokens: TokenIndex, a_index: int, t_index: int, rules,
                 origin_cell: tuple[int, int] | None, gap: tuple[int, int], distance: int,
                 adjacent: bool) -> None:
        """`gap`, `distance` and `adjacent`: of the two spaces, worked out
        for a batch of pairs at once (`Engine.pairs`)."""
        self.origin_cell = origin_cell  # a 4e area burst's centre square (RULES §2)
        self.reference = engine.reference  # the plain path (shapely shadows too)
        self.geometry = tokens.geometry
        self.tokens = tokens
        self.rules = rules
        self.doc = doc = engine.doc  # light sources and ambient (RULES §8)
        self.options = doc.options
        self.a_index = a_index
        self.t_index = t_index
        self.attacker = tokens.tokens[a_index]
        self.target = tokens.tokens[t_index]
        self.a_space = tokens.spaces[a_index]
        self.t_space = tokens.spaces[t_index]
        self.gap = gap  # squares between the nearest cells along x and y
        self.distance = distance  # squares between attacker and target
        self.adjacent = adjacent
        self._sets: dict[tuple, LineSet] = {}
        self.decisions: dict[tuple, object] = {}  # a ruleset's choices, by line set (`prepare`)

    # -- others ----------------------------------------------------------
    def others(self) -> list[int]:
        return [i for i in range(len(self.tokens.tokens)) if i not in (self.a_index, self.t_index)]

    # -- line sets ------------------------------------------------------
    # Rules ask for named sets of lines; `Engine.prefetch` computes the sets
    # of many pairs in one batch, and `line_set` then only looks them up.
    def line_set(self, name: str, origin: tuple[int, int] | None = None) -> "LineSet":
        key = (name, origin)
        found = self._sets.get(key)
        if found is None:
            parts, meta = self.build_lines(name, origin)
            start, end = product_lines(parts)
            facts = LineFacts.compute(self.geometry, self.tokens, start[:, :2], end[:, :2],
                                      PairColumns.single(self, start[:, 2:], end[:, 2:], origin),
                                      blocking_only=name in BLOCKING_ONLY)
            found = self._sets[key] = LineSet(start[:, :2], end[:, :2], meta, facts)
        return found

    def build_lines(self, name: str, origin: tuple[int, int] | None):
        """(parts, meta) of a named line set. Its lines are, part after part,
        every row of `src` to every row of `dst` (`product_lines`): rows x, y
        (scaled), owner cell x, y (x = FREE for a free point).
        corner:   each attacker corner (owned by its cell) or the origin, to
                  the 4 corners of each target cell; meta = (choice of each
                  line, the corner rows, the target cells).
        adjacent: for each adjacent (attacker cell, target cell), 4 x 4 corner
                  lines; meta = the cell pairs.
        samples:  RULES §2 sample lines (line of effect and sight)."""
        if name == "corner":
            corners = self.origin_rows(origin) if origin is not None else owned_corners(self.a_space)
            cells = self.t_space.cells()
            choice = np.repeat(np.arange(len(corners) * len(cells)), 4)
            # the 4 corners of each target cell, owned by it, cell after cell
            return [(corners, owned_corners(self.t_space))], (choice, corners, cells)
        if name == "adjacent":
            pairs = [(ca, ct) for ca in self.a_space.cells() for ct in self.t_space.cells()
                     if max(abs(ca[0] - ct[0]), abs(ca[1] - ct[1])) == 1]
            return [(cell_corners(ca), cell_corners(ct)) for ca, ct in pairs], pairs
        if name == "samples":
            tgt = sample_points(self.t_space)
            src = self.origin_rows(origin) if origin is not None else sample_points(self.a_space)
            if self.reference or ("corner", origin) not in self._sets:
                return [(src, tgt)], None
            # The corner set holds every corner-to-corner sample line (same
            # ends, same owners): only the lines with a centre end are left.
            corners = src if origin is not None else owned_corners(self.a_space)
            own_centres = src[len(corners):]  # the attacker's centres (an origin has none)
            centres = tgt[len(owned_corners(self.t_space)):]
            return [(corners, centres), (own_centres, tgt)], WITHOUT_CORNER_LINES
        raise ValueError(f"unknown line set {name!r}")

    def fraction_sources(self, origin: tuple[int, int] | None) -> np.ndarray:
        """The points the visible fraction is measured from (RULES §3.4): the
        attacker's owned corners, or the origin of an area attack."""
        return self.origin_rows(origin) if origin is not None else owned_corners(self.a_space)

    def origin_rows(self, origin: tuple[int, int]) -> np.ndarray:
        """An area or close origin, owned by the attacker's cell when it is
        one of that cell's corners (RULES §2), or by `origin_cell` when the
        attack names one (a 4e area burst's centre square)."""
        if self.origin_cell is not None:
            return origin_points(origin, Space.of(*self.origin_cell, 1))
        return origin_points(origin, self.a_space)

    def sight_table(self, origin) -> np.ndarray:
        """The token index's line of effect and sight of every pair of this
        pair's ruleset and origin cell, from `origin` (`TokenIndex.sight_table`)."""
        return self.tokens.sight_table((self.rules.id, self.origin_cell, origin))

    def line_of_effect_and_sight(self, origin=None) -> tuple[bool, bool]:
        """(line of effect, geometric line of sight) from the attacker's space
        or an area origin (`sight_of_pairs`)."""
        code = self.sight_table(origin).item(self.a_index, self.t_index)
        if code < 0:
            sight_of_pairs([self], origin)
            code = self.sight_table(origin).item(self.a_index, self.t_index)
        return SIGHT_OF_CODE[code]

    def origin_space(self, origin: tuple[int, int]) -> Space:
        """The four cells around a lattice point: distances from an origin."""
        ox, oy = origin
        return Space(ox - 1, oy - 1, ox + 1, oy + 1)


@dataclass
class LineSet:
    start: np.ndarray
    end: np.ndarray
    meta: object
    facts: LineFacts
