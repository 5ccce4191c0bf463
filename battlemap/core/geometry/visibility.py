"""The visible fraction of a target (RULES §3.4): the largest share of its
space that some attacker corner sees past cover-giving terrain."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely

from battlemap.core.geometry.lattice import SCALE, Space
from battlemap.core.geometry.line_facts import LowPieceRule, LowRule


@dataclass(frozen=True)
class CoverShapes:
    """Every cover-giving shape of a board, indexed: cell squares (wall, low)
    and thin-wall pieces (solid, low)."""

    geoms: np.ndarray
    kind: np.ndarray  # 0 wall rectangle, 1 low cell, 2 solid piece, 3 low piece
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
    walls = wall_rectangles(geometry.board.solid == 2)
    lows = geometry.low_cells
    boxes_w = shapely.box(walls[:, 0], walls[:, 1], walls[:, 2], walls[:, 3])
    boxes_l = shapely.box(lows[:, 0], lows[:, 1], lows[:, 0] + 1, lows[:, 1] + 1)
    geoms = np.concatenate([boxes_w, boxes_l, geometry.effect.geoms, geometry.low.geoms])
    ne, nl = geometry.effect.count, geometry.low.count
    kind = np.concatenate([np.zeros(len(walls), int), np.ones(len(lows), int),
                           np.full(ne, 2), np.full(nl, 3)])
    x = np.concatenate([walls[:, 0], lows[:, 0], np.arange(ne), np.arange(nl)]).astype(int)
    y = np.concatenate([walls[:, 1], lows[:, 1], np.zeros(ne + nl, int)]).astype(int)
    x1 = np.concatenate([walls[:, 2], lows[:, 0] + 1, np.zeros(ne + nl, int)]).astype(int)
    y1 = np.concatenate([walls[:, 3], lows[:, 1] + 1, np.zeros(ne + nl, int)]).astype(int)
    return CoverShapes(geoms, kind, x, y, x1, y1, shapely.STRtree(geoms))


def visible_fraction(
    pair,
    sources: np.ndarray,
    low_rule: LowRule | None,
    low_piece_rule: LowPieceRule | None,
) -> float:
    """`sources`: scaled points (attacker corners, nudged, or an origin)."""
    shapes: CoverShapes = pair.geometry.cover_shapes
    t = pair.t_space
    target = shapely.box(t.x0, t.y0, t.x1, t.y1)
    pts = sources.astype(float) / SCALE
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
    own_walls = _overlaps_own_space(shapes, cand, pair)
    if own_walls.any():  # a creature standing in rock: split off its own cells
        extra = [(int(src_idx[j]), cell) for j in np.flatnonzero(own_walls)
                 for cell in _cells_but_own(geoms[j], pair)]
        src_idx, geoms = src_idx[~own_walls], geoms[~own_walls]
        if extra:
            src_idx = np.concatenate([src_idx, [e[0] for e in extra]])
            geoms = np.concatenate([geoms, np.array([e[1] for e in extra], object)])
    if not len(geoms):
        return 1.0
    hidden = _hidden_areas(pts, src_idx, geoms, target, t.area, reach)
    return float(min(1.0, max(0.0, (t.area - hidden.min()) / t.area)))


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
    if low_rule is not None:
        low = kind == 1
        if low.any():
            keep[low] &= low_rule(x[low], y[low])
    if low_piece_rule is not None:
        low = kind == 3
        if low.any():
            keep[low] &= low_piece_rule(x[low])
    return keep


def _box_corners(s: Space) -> np.ndarray:
    return np.array([[s.x0, s.y0], [s.x1, s.y0], [s.x0, s.y1], [s.x1, s.y1]], float)


def _hidden_areas(pts: np.ndarray, src_idx: np.ndarray, obstacles: np.ndarray,
                  target, area: float, reach: float) -> np.ndarray:
    """For every source point, the area of the target its obstacles hide.
    Shadows (obstacle plus its projection away from the source) are built
    and clipped for all sources at once; only sources with several partial
    shadows need a union."""
    coords = shapely.get_coordinates(obstacles)
    counts = shapely.get_num_coordinates(obstacles)
    owner = np.repeat(np.arange(len(obstacles)), counts)
    c = pts[src_idx[owner]]
    d = coords - c
    norm = np.hypot(d[:, 0], d[:, 1])
    norm[norm == 0] = 1.0
    far = coords + d / norm[:, None] * reach
    idx = np.concatenate([owner, owner])
    order = np.argsort(idx, kind="stable")
    points, idx = np.concatenate([coords, far])[order], idx[order]
    shadows = shapely.convex_hull(shapely.multipoints(points, indices=idx))
    clipped = shapely.intersection(shadows, target)
    areas = shapely.area(clipped)
    hidden = np.zeros(len(pts))
    for i in np.unique(src_idx):
        mine = (src_idx == i) & (areas > 0)
        if not mine.any():
            continue
        if areas[mine].max() >= area - 1e-12:
            hidden[i] = area  # one obstacle hides it all
        elif mine.sum() == 1:
            hidden[i] = areas[mine].max()
        else:
            hidden[i] = shapely.area(shapely.union_all(clipped[mine]))
    return hidden
