"""A whole row of badges placed, badge after badge, each against those
placed before it (`badge_choice.choose` for each): the inner loop of
`layout.BadgeLayout.place`, compiled in one call (a zoom places every badge:
a Python loop of small array operations cost ~80 us a badge).

Each badge has one or two tries: its full badge, then (where no full badge
is free) its compact marker. A try's candidates are the export's places
beside the target (slid inside `bounds`), then:

- a target inside `bounds`: a search around it, near, then wide;
- a target beyond an edge of `bounds` (or a corner): places along that
  edge (both edges of a corner), nearest the target's slid place first,
  only a little way in from the edge (`EdgeSearch`): the badges of a crowd
  off screen line up along the edge rather than pile up where each slid to.

A badge with no free place in any try gets no place (an empty rectangle at
its slid place: drawn nowhere, in nobody's way): never one on top of
another, its own token or the attacker.

`place_row_numpy` is the reference (and the path without numba); the tests
compare the two. All rectangles are (left, top, right, bottom) float64 rows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from battlemap.core.geometry.kernel import COMPILED, njit
from battlemap.ui.overlays.badge_choice import _choose_compiled, choose

EDGE_TOLERANCE = 1e-6  # px a place along the edge may stick out of `bounds` (rounding)
NO_PLACE = -1  # `placed_with` of a badge that found no free place


@lru_cache(maxsize=256)
def search_offsets(w: float, h: float, gap: float, rings: int) -> np.ndarray:
    """Places around a target's centre (a badge's top left at the origin),
    nearest first: a widening grid of places half a badge apart, for
    crowded spots. The same for every badge of one size at one zoom (kept:
    a layout places dozens of them)."""
    steps = np.arange(-rings, rings + 1)
    dx, dy = np.meshgrid(steps * (w * 0.5 + gap), steps * (h * 0.5 + gap))
    x, y = dx.ravel(), dy.ravel()
    order = np.argsort(np.hypot(x / max(w, 1.0), y / max(h, 1.0)), kind="stable")
    offsets = np.stack([x, y, x + w, y + h], axis=1)[order]
    offsets.flags.writeable = False
    return offsets


@lru_cache(maxsize=256)
def edge_offsets(along: float, across: float, gap: float, span: float, deep: float) -> np.ndarray:
    """Places along an edge for a badge `along` long that way and `across`
    wide the other, (n, 4): how far in from the edge, how far along it
    from the slid place, how far that is (in badges, the order they are
    tried in: nearest first), and the step along. Half a badge apart (the
    slid place itself snapped to steps from the corner: the badges of a
    crowd line up in rows and columns), `span` either way along and at
    most `deep` in."""
    step_along, step_in = along * 0.5 + gap, across * 0.5 + gap
    ja = np.arange(-math.ceil(span / step_along), math.ceil(span / step_along) + 1)
    ji = np.arange(0, math.floor((deep + EDGE_TOLERANCE) / step_in) + 1)
    a, i = np.meshgrid(ja * step_along, ji * step_in)
    a, i = a.ravel(), i.ravel()
    key = np.hypot(a / max(along, 1.0), i / max(across, 1.0))
    order = np.argsort(key, kind="stable")
    table = np.stack([i, a, key, np.full_like(a, step_along)], axis=1)[order]
    table.flags.writeable = False
    return table


@dataclass(frozen=True, eq=False)
class Search:
    """Where a badge of one size (one kind) looks beyond its preferred
    places: `near` then `wide` around its target (offsets of its top left,
    `search_offsets`), or along the edge its target is beyond: `left_right`
    (along a left or right edge) and `top_bottom` (`edge_offsets`)."""

    near: np.ndarray
    wide: np.ndarray
    left_right: np.ndarray
    top_bottom: np.ndarray


@lru_cache(maxsize=256)
def search_for(w: float, h: float, gap: float, rings: int, span: float, deep_x: float, deep_y: float) -> Search:
    """The `Search` of a `w` x `h` badge (kept: one object per size, zoom and
    view, for `place_row`'s stacked tables): `rings` near, three times that
    wide, and along the edges at most `deep_x` in from a left or right edge,
    `deep_y` from the top or bottom."""
    return Search(search_offsets(w, h, gap, rings), search_offsets(w, h, gap, 3 * rings),
                  edge_offsets(h, w, gap, span, deep_x), edge_offsets(w, h, gap, span, deep_y))


@dataclass(frozen=True)
class RowRequest:
    """The badges of a row to place (m of them) and their tries (1 or 2):
    `rows` (m,) their rows in the table; `centres` (m, 2) their targets'
    centres; `owns` (m, 4) their tokens (NaN: none); `beyond` (m, 2) which
    edge of the bounds the target is beyond (-1 left or top, 1 right or
    bottom, 0 neither); `tries` (m,); per try: `sizes` (m, 2, 2) and
    `kinds` (m, 2) (their `Search`), and `preferred` (m, 2, n, 4): the
    export's places."""

    rows: np.ndarray
    centres: np.ndarray
    owns: np.ndarray
    beyond: np.ndarray
    tries: np.ndarray
    sizes: np.ndarray
    kinds: np.ndarray
    preferred: np.ndarray


def slid_centre(centre: np.ndarray, w: float, h: float, bounds: np.ndarray) -> tuple[float, float]:
    """The centre of a `w` x `h` badge at `centre`, slid inside `bounds`."""
    left, top, right, bottom = bounds
    return min(max(centre[0], left + w / 2), right - w / 2), min(max(centre[1], top + h / 2), bottom - h / 2)


def edge_places(search: Search, beyond: np.ndarray, centre: np.ndarray, w: float, h: float,
                bounds: np.ndarray) -> np.ndarray:
    """(n, 4) the places along the edges of `bounds` that a target at
    `centre` is beyond, nearest its slid place first (of two edges, the
    nearer of each edge's next place first; on a tie the left or right
    edge's), none sticking out of `bounds`."""
    left, top, right, bottom = bounds
    ax, ay = slid_centre(centre, w, h, bounds)
    places, keys = [np.zeros((0, 4))], [np.zeros(0)]
    if beyond[0] and len(search.left_right):
        x, y, key = _along_edge(search.left_right, beyond[0], left, right, top, bottom, ay, w, h)
        places.append(np.stack([x, y, x + w, y + h], axis=1))
        keys.append(key)
    if beyond[1] and len(search.top_bottom):
        y, x, key = _along_edge(search.top_bottom, beyond[1], top, bottom, left, right, ax, h, w)
        places.append(np.stack([x, y, x + w, y + h], axis=1))
        keys.append(key)
    order = np.argsort(np.concatenate(keys), kind="stable")
    return np.concatenate(places)[order]


def _along_edge(table: np.ndarray, side: int, lo_across: float, hi_across: float, lo_along: float,
                hi_along: float, anchor: float, across: float, along: float) -> tuple[np.ndarray, ...]:
    """`edge_places` along one edge, in that edge's terms: a badge `across`
    wide away from it and `along` long beside it, the edge at `lo_across`
    (side -1) or `hi_across` (side 1), the slid place's centre at `anchor`
    along it: each place's position across and along (those inside
    `lo_along`..`hi_along`), and its key (`edge_offsets`)."""
    d, a, key, step = table.T
    c = hi_across - across - d if side > 0 else lo_across + d
    s = lo_along + math.floor((anchor - along / 2 - lo_along) / step[0] + 0.5) * step[0] + a
    ok = (s >= lo_along - EDGE_TOLERANCE) & (s + along <= hi_along + EDGE_TOLERANCE)
    return np.broadcast_to(c, s.shape)[ok], s[ok], key[ok]


def _forbidden_for(table: np.ndarray, used: int, row: int, own: np.ndarray, attacker: np.ndarray) -> np.ndarray:
    others = np.delete(table[:used], row, axis=0) if row < used else table[:used]
    own = own[None, :] if not np.isnan(own[0]) else np.zeros((0, 4))
    return np.concatenate([others, own, attacker])


def place_row_numpy(table: np.ndarray, used: int, request: RowRequest, searches: list[Search],
                    attacker: np.ndarray, obstacles: np.ndarray, lines: np.ndarray, bounds: np.ndarray,
                    line_w: float, px: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """`place_row`, one `choose` call a search (see there)."""
    m = len(request.rows)
    out = np.empty((m, 4))
    slid_out = np.zeros(m, bool)
    placed_with = np.full(m, NO_PLACE, np.int64)
    for k, row in enumerate(request.rows):
        forbidden = _forbidden_for(table, used, row, request.owns[k], attacker)
        centre = request.centres[k]
        off = bool(request.beyond[k].any())
        rect, slid, free = None, False, False
        for t in range(request.tries[k]):
            w, h = request.sizes[k, t]
            search = searches[request.kinds[k, t]]
            preferred = request.preferred[k, t]
            if off:
                searched = [edge_places(search, request.beyond[k], centre, w, h, bounds)]
            else:
                corner = np.array([centre[0] - w / 2, centre[1] - h / 2, centre[0] - w / 2, centre[1] - h / 2])
                searched = [search.near + corner, search.wide + corner]
            for places in searched:  # near, then wide where nothing near is free
                raw = np.concatenate([preferred, places])
                rect, slid, free = choose(raw, forbidden, obstacles, lines, bounds, tuple(centre), line_w, px)
                if free:
                    break
            if free:
                placed_with[k] = t
                break
        if not free:  # no room: no place, at its slid place
            w, h = request.sizes[k, request.tries[k] - 1]
            ax, ay = slid_centre(centre, w, h, bounds)
            rect = np.array([ax, ay, ax, ay])
        out[k] = rect
        slid_out[k] = slid or off or not free
        table[row] = rect
        used = max(used, row + 1)
    return out, slid_out, placed_with


# --- compiled ------------------------------------------------------------------------------------

@njit(cache=True)
def _edge_places_compiled(lr, tb, bx, by, ax, ay, w, h, bounds, out, start):
    # `edge_places` into out[start:], returning the end: the two edges' tables merged
    left, top, right, bottom = bounds[0], bounds[1], bounds[2], bounds[3]
    n = start
    i = j = 0
    nl = lr.shape[0] if bx != 0 else 0
    nt = tb.shape[0] if by != 0 else 0
    y0 = top + math.floor((ay - h / 2 - top) / lr[0, 3] + 0.5) * lr[0, 3] if nl else 0.0
    x0 = left + math.floor((ax - w / 2 - left) / tb[0, 3] + 0.5) * tb[0, 3] if nt else 0.0
    while i < nl or j < nt:
        if i < nl and (j >= nt or lr[i, 2] <= tb[j, 2]):
            x, y, fits = _on_edge(lr[i, 0], lr[i, 1], bx, left, right, y0, top, bottom, w, h)
            i += 1
        else:
            y, x, fits = _on_edge(tb[j, 0], tb[j, 1], by, top, bottom, x0, left, right, h, w)
            j += 1
        if fits:
            out[n, 0], out[n, 1], out[n, 2], out[n, 3] = x, y, x + w, y + h
            n += 1
    return n


@njit(cache=True, inline="always")
def _on_edge(depth, along, side, lo_across, hi_across, first_along, lo_along, hi_along, size_across, size_along):
    # one place of an edge's table (`_along_edge`, in the edge's own terms):
    # `depth` in from the edge the target is beyond (`side` > 0: the high
    # one), `along` from the first place; and whether it fits along the edge
    across = hi_across - size_across - depth if side > 0 else lo_across + depth
    at = first_along + along
    return across, at, lo_along - EDGE_TOLERANCE <= at and at + size_along <= hi_along + EDGE_TOLERANCE


@njit(cache=True)
def _place_row_compiled(table, used, rows, centres, owns, beyond, tries, sizes, kinds, preferred,
                        near, nstart, wide, wstart, lr, lstart, tb, tstart,
                        attacker, obstacles, lines, bounds, line_w, px):
    m = rows.shape[0]
    out = np.empty((m, 4))
    slid_out = np.zeros(m, np.bool_)
    placed_with = np.full(m, -1, np.int64)
    for k in range(m):
        row = rows[k]
        n_own = 0 if np.isnan(owns[k, 0]) else 1
        mine = 1 if row < used else 0
        forbidden = np.empty((used - mine + n_own + attacker.shape[0], 4))
        f = 0
        for i in range(used):
            if i != row:
                forbidden[f, :] = table[i]
                f += 1
        if n_own:
            forbidden[f, :] = owns[k]
            f += 1
        for i in range(attacker.shape[0]):
            forbidden[f, :] = attacker[i]
            f += 1
        cx, cy = centres[k, 0], centres[k, 1]
        off = beyond[k, 0] != 0 or beyond[k, 1] != 0
        rect = np.empty(4)
        slid = free = False
        w = h = 0.0
        for t in range(tries[k]):
            w, h = sizes[k, t, 0], sizes[k, t, 1]
            u = kinds[k, t]
            n_pref = preferred.shape[2]
            x, y = cx - w / 2, cy - h / 2
            for ring in range(1 if off else 2):  # near, then wide where nothing near is free
                if off:
                    ax = min(max(cx, bounds[0] + w / 2), bounds[2] - w / 2)
                    ay = min(max(cy, bounds[1] + h / 2), bounds[3] - h / 2)
                    size = n_pref + lstart[u + 1] - lstart[u] + tstart[u + 1] - tstart[u]
                    raw = np.empty((size, 4))
                    n = _edge_places_compiled(lr[lstart[u]:lstart[u + 1]], tb[tstart[u]:tstart[u + 1]],
                                              beyond[k, 0], beyond[k, 1], ax, ay, w, h, bounds, raw, n_pref)
                    raw = raw[:n]
                else:
                    offsets = near[nstart[u]:nstart[u + 1]] if ring == 0 else wide[wstart[u]:wstart[u + 1]]
                    raw = np.empty((n_pref + offsets.shape[0], 4))
                    for i in range(offsets.shape[0]):
                        raw[n_pref + i, 0] = offsets[i, 0] + x
                        raw[n_pref + i, 1] = offsets[i, 1] + y
                        raw[n_pref + i, 2] = offsets[i, 2] + x
                        raw[n_pref + i, 3] = offsets[i, 3] + y
                raw[:n_pref] = preferred[k, t]
                rect, slid, free = _choose_compiled(raw, forbidden, obstacles, lines, bounds, cx, cy, line_w, px,
                                                    False)
                if free:
                    break
            if free:
                placed_with[k] = t
                break
        if not free:
            ax = min(max(cx, bounds[0] + w / 2), bounds[2] - w / 2)
            ay = min(max(cy, bounds[1] + h / 2), bounds[3] - h / 2)
            rect = np.array([ax, ay, ax, ay])
        out[k] = rect
        slid_out[k] = slid or off or not free
        table[row] = rect
        if row >= used:
            used = row + 1
    return out, slid_out, placed_with


def _stacked(arrays: list[np.ndarray], width: int) -> tuple[np.ndarray, np.ndarray]:
    """The arrays one under the other, and where each starts (and the last ends)."""
    start = np.zeros(len(arrays) + 1, np.int64)
    start[1:] = np.cumsum([len(a) for a in arrays])
    return (np.concatenate(arrays) if arrays else np.zeros((0, width))), start


@lru_cache(maxsize=64)
def _tables(searches: tuple[Search, ...]) -> tuple[np.ndarray, ...]:
    """The searches' tables stacked, each with where each search's starts
    (kept: a drag places a few badges a step, of the same few sizes)."""
    return (*_stacked([s.near for s in searches], 4), *_stacked([s.wide for s in searches], 4),
            *_stacked([s.left_right for s in searches], 4), *_stacked([s.top_bottom for s in searches], 4))


def place_row(table: np.ndarray, used: int, request: RowRequest, searches: list[Search],
              attacker: np.ndarray, obstacles: np.ndarray, lines: np.ndarray, bounds: np.ndarray,
              line_w: float, px: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each badge of `request` in turn (see the module): badge k goes to
    `table[request.rows[k]]` (`used`: rows taken so far; a row past it is a
    new badge's), never over the other badges taken so far, its own token
    or the `attacker`, inside `bounds`; among the free places the cheapest
    (`badge_choice.choose`: tokens `obstacles` and `lines` covered,
    distance). Returns the places (m, 4), whether each was slid in from the
    edge (or has no place: placed again when the view moves), and the try
    that placed it (`NO_PLACE`: none)."""
    if not COMPILED:
        return place_row_numpy(table, used, request, searches, attacker, obstacles, lines, bounds, line_w, px)
    near, nstart, wide, wstart, lr, lstart, tb, tstart = _tables(tuple(searches))
    return _place_row_compiled(
        table, used, request.rows.astype(np.int64), request.centres, request.owns,
        request.beyond.astype(np.int64), request.tries.astype(np.int64), request.sizes,
        request.kinds.astype(np.int64), np.ascontiguousarray(request.preferred, np.float64),
        near, nstart, wide, wstart, lr, lstart, tb, tstart, attacker, obstacles, lines, bounds, float(line_w), float(px))


def warm_up() -> None:
    """Compile `place_row` into numba's cache now (see `badge_choice.warm_up`)."""
    if not COMPILED:
        return
    place = np.array([[0.0, 0.0, 10.0, 10.0]])
    none = np.zeros((0, 4))
    edge = edge_offsets(10.0, 10.0, 1.0, 20.0, 10.0)
    search = Search(place, place, edge, edge)
    for beyond in ((0, 0), (1, 1)):
        request = RowRequest(np.array([0]), np.array([[5.0, 5.0]]), np.full((1, 4), np.nan),
                             np.array([beyond]), np.array([1]), np.full((1, 2, 2), 10.0), np.zeros((1, 2), np.int64),
                             np.stack([place, place])[None])
        place_row(np.zeros((1, 4)), 0, request, [search], none, none, none, np.array([0.0, 0.0, 100.0, 100.0]),
                  1.0, 8.0)
