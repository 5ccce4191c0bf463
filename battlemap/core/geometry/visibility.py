"""The visible fraction of a target (RULES §3.4): the largest share of its
space that some attacker corner sees past cover-giving terrain."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely

from battlemap.core.geometry import two_cores
from battlemap.core.geometry.lattice import SCALE, Space
from battlemap.core.geometry.line_facts import LowPieceRule, LowRule

# Sources (each swept around) from which a batch of visible fractions runs
# on two threads (`two_cores`): one sweep costs some tens of us.
SPLIT_SOURCES_FROM = 64


@dataclass(frozen=True)
class CoverShapes:
    """The cover-giving cells of a board, indexed: wall rectangles and low
    cells."""

    geoms: np.ndarray
    kind: np.ndarray  # 0 wall rectangle, 1 low cell
    x: np.ndarray  # cell x (rectangle x0), or piece index within its layer
    y: np.ndarray
    x1: np.ndarray  # rectangle end (exclusive); x + 1 for a cell
    y1: np.ndarray
    tree: shapely.STRtree


def wall_rectangles(solid_is_wall: np.ndarray) -> np.ndarray:
    """Wall cells merged into rectangles (x0, y0, x1, y1): runs along each row,
    stacked while the run below has the same span. Few shapes for solid rock."""
    rects: list[list[int]] = []
    open_runs: dict[tuple[int, int], list[int]] = {}
    for y, row in enumerate(solid_is_wall):
        padded = np.concatenate([[False], row, [False]])
        edges = np.flatnonzero(padded[1:] != padded[:-1])
        runs = set(zip(edges[::2].tolist(), edges[1::2].tolist()))
        for span in list(open_runs):
            if span not in runs:
                rects.append(open_runs.pop(span))
        for x0, x1 in runs:
            if (x0, x1) in open_runs:
                open_runs[(x0, x1)][3] = y + 1
            else:
                open_runs[(x0, x1)] = [x0, y, x1, y + 1]
    rects.extend(open_runs.values())
    return np.array(rects, int).reshape(-1, 4)


def build_cover_shapes(geometry) -> CoverShapes:
    """Wall rectangles and low cells, indexed (thin walls are culled from the
    layers' arrays per query: `SegmentLayer.meeting`)."""
    walls = wall_rectangles(geometry.board.solid == 2)
    lows = geometry.low_cells
    boxes_w = shapely.box(walls[:, 0], walls[:, 1], walls[:, 2], walls[:, 3])
    boxes_l = shapely.box(lows[:, 0], lows[:, 1], lows[:, 0] + 1, lows[:, 1] + 1)
    geoms = np.concatenate([boxes_w, boxes_l])
    kind = np.concatenate([np.zeros(len(walls), int), np.ones(len(lows), int)])
    x = np.concatenate([walls[:, 0], lows[:, 0]]).astype(int)
    y = np.concatenate([walls[:, 1], lows[:, 1]]).astype(int)
    x1 = np.concatenate([walls[:, 2], lows[:, 0] + 1]).astype(int)
    y1 = np.concatenate([walls[:, 3], lows[:, 1] + 1]).astype(int)
    return CoverShapes(geoms, kind, x, y, x1, y1, shapely.STRtree(geoms))


def visible_fractions(requests: list, low_rules_of, within: int) -> list[float]:
    """The visible fraction of each request (pair, sources, low_from): the
    compiled sweep for all of them in one call (`visible_areas_many`), or
    shapely shadows (`shadow_fraction`: the reference, the path without
    numba, and a source inside its target). `low_from`: the space RULES
    §3.3 measures distances to low obstacles from, with `within` squares
    (None: every low obstacle counts); `low_rules_of(pair, low_from)` gives
    that rule as the shadows ask it."""
    from battlemap.core.geometry import kernel, shadow_sweep

    def shadows(pair, sources, low_from) -> float:
        rules = (None, None) if low_from is None else low_rules_of(pair, low_from)
        return shadow_fraction(pair, sources, *rules)

    if not requests or not kernel.COMPILED or getattr(requests[0][0], "reference", False):
        return [shadows(*r) for r in requests]
    geometry = requests[0][0].geometry
    sizes = np.array([len(sources) for _, sources, _ in requests])
    first = np.zeros(len(requests) + 1, np.int64)
    first[1:] = np.cumsum(sizes)
    rows = np.concatenate([sources for _, sources, _ in requests])
    spaces = np.array([(*p.a_space, *p.t_space, *((kernel.FREE, 0, 0, 0) if lf is None else lf))
                       for p, _, lf in requests], np.int64).reshape(-1, 12)
    one_diagonal = np.array([p.rules.diagonal_rule == "1" for p, _, _ in requests])
    piece_cells, piece_starts = geometry.low_piece_cell_table
    points = np.ascontiguousarray(rows[:, :2], float) / SCALE
    owners = np.ascontiguousarray(rows[:, 2:4], np.int64)
    boxes, own = spaces[:, 4:8].astype(float), np.ascontiguousarray(spaces[:, :8])
    low_from = np.ascontiguousarray(spaces[:, 8:])
    board = (within, geometry.barriers.walls, np.ascontiguousarray(geometry.low_cells, np.int64),
             np.ascontiguousarray(geometry.effect.grid.reshape(-1, 4), float),
             np.ascontiguousarray(geometry.low.grid.reshape(-1, 4), float),
             np.ascontiguousarray(piece_cells, np.int64).reshape(-1, 2),
             np.ascontiguousarray(piece_starts, np.int64))

    def areas_of(lo: int, hi: int) -> np.ndarray:  # requests lo..hi
        s0, s1 = first[lo], first[hi]
        return shadow_sweep.visible_areas_many(points[s0:s1], owners[s0:s1], first[lo:hi + 1] - s0,
                                               boxes[lo:hi], own[lo:hi], low_from[lo:hi],
                                               one_diagonal[lo:hi], *board)

    if len(requests) >= 2 and len(rows) >= SPLIT_SOURCES_FROM:  # a row of pairs: on two cores
        areas = np.concatenate([part for part, _ in two_cores.in_pieces(areas_of, len(requests), sizes)])
    else:
        areas = areas_of(0, len(requests))
    best = np.maximum.reduceat(areas, first[:-1])
    inside = np.logical_or.reduceat(areas == shadow_sweep.INSIDE, first[:-1])
    return [shadows(*r) if is_inside else round(float(min(1.0, max(0.0, b / r[0].t_space.area))), 9)
            for r, b, is_inside in zip(requests, best.tolist(), inside.tolist())]


def shadow_fraction(
    pair,
    sources: np.ndarray,
    low_rule: LowRule | None,
    low_piece_rule: LowPieceRule | None,
) -> float:
    """`sources`: (n, 4) rows x, y (scaled), owner cell (attacker corners
    owned by their cells, or an origin). Shadows are cast from the exact
    points; at an owned corner the barriers touching it add the wedge of
    directions they close (RULES §2: the line goes on into the owner cell)."""
    shapes: CoverShapes = pair.geometry.cover_shapes
    t = pair.t_space
    target = shapely.box(t.x0, t.y0, t.x1, t.y1)
    pts = sources[:, :2].astype(float) / SCALE
    corners = _box_corners(t)
    reach = 2.0 * (pair.geometry.width + pair.geometry.height) + 10.0
    # Each source's cone (hull of it and the target) finds the few obstacles
    # that can shade the target from there.
    cones = shapely.convex_hull(shapely.multipoints(
        np.concatenate([np.repeat(pts, 4, axis=0).reshape(-1, 4, 2)[:, :1], np.broadcast_to(corners, (len(pts), 4, 2))], axis=1)
    ))
    src_idx, cand = shapes.tree.query(cones, predicate="intersects")
    if len(cand):
        keep = _counts(shapes, cand, pair, low_rule, low_piece_rule)
        src_idx, cand = src_idx[keep], cand[keep]
    geoms = shapes.geoms[cand]
    piece_src, piece_geoms = _thin_walls_in_cones(pair, cones, low_piece_rule)
    own_walls = _overlaps_own_space(shapes, cand, pair)
    if own_walls.any():  # a creature standing in rock: split off its own cells
        extra = [(int(src_idx[j]), cell) for j in np.flatnonzero(own_walls)
                 for cell in _cells_but_own(geoms[j], pair)]
        src_idx, geoms = src_idx[~own_walls], geoms[~own_walls]
        if extra:
            src_idx = np.concatenate([src_idx, [e[0] for e in extra]])
            geoms = np.concatenate([geoms, np.array([e[1] for e in extra], object)])
    src_idx = np.concatenate([src_idx, piece_src]).astype(np.int64)
    geoms = np.concatenate([geoms, piece_geoms])
    wedges = [corner_wedge(pair, row, low_rule, low_piece_rule, reach) for row in sources]
    if not len(geoms) and all(w is None for w in wedges):
        return 1.0
    hidden = _hidden_areas(pts, src_idx, geoms, target, reach, wedges)
    # Round off float noise so that exactly 1/2 never reads as more (§3.4).
    return round(float(min(1.0, max(0.0, (t.area - hidden.min()) / t.area))), 9)


def corner_wedge(pair, row: np.ndarray, low_rule, low_piece_rule, reach: float):
    """The directions from an owned corner that barriers touching it close:
    with the line going on into the owner cell, edges leaving the corner on
    both sides block it, i.e. every direction strictly between the extreme
    edges, measured from the owner cell. None when nothing closes."""
    from battlemap.core.geometry.kernel import FREE
    from battlemap.core.model import Solid

    px, py, ox, oy = (int(v) for v in row)
    if ox == FREE or px % SCALE or py % SCALE:
        return None
    kx, ky = px // SCALE, py // SCALE
    geometry = pair.geometry
    c = np.array([px, py], float)
    pieces_here = [
        (layer, rule, np.flatnonzero((layer.a == c).all(axis=1) | (layer.b == c).all(axis=1)
                                     | _strictly_inside(layer.a, layer.b, c)))
        for layer, rule in ((geometry.effect, None), (geometry.low, low_piece_rule)) if layer.count
    ]
    if not geometry.solid_pad[ky:ky + 2, kx:kx + 2].any() and not any(len(p[2]) for p in pieces_here):
        return None  # nothing touches the corner (the common case)
    u = np.array([2 * ox + 1 - 2 * kx, 2 * oy + 1 - 2 * ky], float)
    board = geometry.board
    dirs: list[tuple[float, float]] = []

    def blocking(x: int, y: int) -> bool:
        if not board.contains(x, y) or pair.a_space.contains(x, y) or pair.t_space.contains(x, y):
            return False
        solid = board.solid[y, x]
        if solid == Solid.WALL:
            return True
        return solid == Solid.LOW and (low_rule is None or bool(low_rule(np.array([x]), np.array([y]))[0]))

    for (vx, vy), cells in (((1, 0), ((kx, ky - 1), (kx, ky))), ((-1, 0), ((kx - 1, ky - 1), (kx - 1, ky))),
                            ((0, 1), ((kx - 1, ky), (kx, ky))), ((0, -1), ((kx - 1, ky - 1), (kx, ky - 1)))):
        if any(blocking(x, y) for x, y in cells):
            dirs.append((vx, vy))
    for layer, rule, here in pieces_here:
        a, b = layer.a, layer.b
        for j in here:
            if rule is not None and not rule(np.array([j]))[0]:
                continue
            for end in (a[j], b[j]):
                if not (end == c).all():
                    dirs.append(tuple(end - c))
    if len(dirs) < 2:
        return None
    base = np.arctan2(u[1], u[0])
    ang = np.mod(np.arctan2([d[1] for d in dirs], [d[0] for d in dirs]) - base, 2 * np.pi)
    ang = ang[ang > 1e-12]  # along the owner cell's own diagonal: no side
    if len(ang) < 2 or ang.max() - ang.min() < 1e-12:
        return None
    steps = np.linspace(ang.min(), ang.max(), 2 + int((ang.max() - ang.min()) / (np.pi / 8)))
    cx, cy = c / SCALE
    ring = [(cx + reach * np.cos(base + a_), cy + reach * np.sin(base + a_)) for a_ in steps]
    return shapely.Polygon([(cx, cy), *ring])


def _strictly_inside(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """Pieces a-b passing through point c (not at their ends)."""
    cross = (b[:, 0] - a[:, 0]) * (c[1] - a[:, 1]) - (b[:, 1] - a[:, 1]) * (c[0] - a[:, 0])
    dot_a = ((c - a) * (b - a)).sum(axis=1)
    dot_b = ((c - b) * (a - b)).sum(axis=1)
    return (cross == 0) & (dot_a > 0) & (dot_b > 0)


def _thin_walls_in_cones(pair, cones: np.ndarray, low_piece_rule) -> tuple[np.ndarray, np.ndarray]:
    """Cover-giving thin-wall pieces that may shade the target from each
    source (its cone), with their source index; shapes made only for them."""
    srcs, geoms = [], []
    for i, cone in enumerate(cones):
        ring = shapely.get_coordinates(shapely.get_exterior_ring(cone))[:-1] \
            if shapely.get_type_id(cone) == 3 else shapely.get_coordinates(cone)
        if len(ring) < 3:
            continue
        for layer, rule in ((pair.geometry.effect, None), (pair.geometry.low, low_piece_rule)):
            found = layer.meeting(ring)
            if rule is not None and len(found):
                found = found[rule(found)]
            if len(found):
                srcs.append(np.full(len(found), i))
                geoms.append(layer.geoms(found))
    if not srcs:
        return np.zeros(0, np.int64), np.zeros(0, object)
    return np.concatenate(srcs), np.concatenate(geoms)


def _overlaps_own_space(shapes: CoverShapes, cand: np.ndarray, pair) -> np.ndarray:
    kind, x, y, x1, y1 = (a[cand] for a in (shapes.kind, shapes.x, shapes.y, shapes.x1, shapes.y1))
    out = np.zeros(len(cand), bool)
    for s in (pair.a_space, pair.t_space):
        out |= (kind == 0) & (x < s.x1) & (x1 > s.x0) & (y < s.y1) & (y1 > s.y0)
    return out


def _cells_but_own(rect, pair) -> list:
    """The cells of a wall rectangle that are not the creatures' own."""
    x0, y0, x1, y1 = (int(v) for v in shapely.bounds(rect))
    return [
        shapely.box(x, y, x + 1, y + 1)
        for y in range(y0, y1) for x in range(x0, x1)
        if not pair.a_space.contains(x, y) and not pair.t_space.contains(x, y)
    ]


def _counts(shapes: CoverShapes, cand: np.ndarray, pair, low_rule, low_piece_rule) -> np.ndarray:
    kind, x, y = shapes.kind[cand], shapes.x[cand], shapes.y[cand]
    keep = np.ones(len(cand), bool)
    cells = kind == 1
    for s in (pair.a_space, pair.t_space):  # own cells never block
        keep &= ~(cells & (x >= s.x0) & (x < s.x1) & (y >= s.y0) & (y < s.y1))
    if low_rule is not None and cells.any():
        keep[cells] &= low_rule(x[cells], y[cells])
    return keep


def _box_corners(s: Space) -> np.ndarray:
    return np.array([[s.x0, s.y0], [s.x1, s.y0], [s.x0, s.y1], [s.x1, s.y1]], float)


def _hidden_areas(pts: np.ndarray, src_idx: np.ndarray, obstacles: np.ndarray,
                  target, reach: float, wedges: list) -> np.ndarray:
    """For every source point, the area of the target hidden from it: the
    union of its obstacles' shadows (obstacle plus its projection away from
    the source), built and clipped for all sources at once, and its wedge."""
    hidden = np.zeros(len(pts))
    clipped = np.zeros(0, object)
    areas = np.zeros(0)
    if len(obstacles):
        coords = shapely.get_coordinates(obstacles)
        counts = shapely.get_num_coordinates(obstacles)
        owner = np.repeat(np.arange(len(obstacles)), counts)
        c = pts[src_idx[owner]]
        d = coords - c
        norm = np.hypot(d[:, 0], d[:, 1])
        norm[norm == 0] = 1.0
        unit = d / norm[:, None]
        far = coords + unit * reach
        # The hull of the far points cuts the shadow with a chord, as near to
        # the source as reach * cos(half the obstacle's angular width): a
        # wall seen nearly edge-on (almost half a turn wide) would leave a
        # far target unshaded. A far point along the obstacle's middle
        # direction (the bisector, for a thin-wall piece) keeps the chords
        # of each half far away.
        first = np.cumsum(counts) - counts
        middle = np.add.reduceat(unit, first)
        m_norm = np.hypot(middle[:, 0], middle[:, 1])
        m_norm[m_norm == 0] = 1.0
        mid_far = pts[src_idx] + middle / m_norm[:, None] * (2 * reach)
        idx = np.concatenate([owner, owner, np.arange(len(obstacles))])
        order = np.argsort(idx, kind="stable")
        points, idx = np.concatenate([coords, far, mid_far])[order], idx[order]
        shadows = shapely.convex_hull(shapely.multipoints(points, indices=idx))
        clipped = shapely.intersection(shadows, target)
        areas = shapely.area(clipped)
    for i in range(len(pts)):
        parts = list(clipped[(src_idx == i) & (areas > 0)]) if len(areas) else []
        if wedges[i] is not None:
            parts.append(shapely.intersection(wedges[i], target))
        if len(parts) == 1:
            hidden[i] = shapely.area(parts[0])
        elif parts:
            hidden[i] = shapely.area(shapely.union_all(parts))
    return hidden
