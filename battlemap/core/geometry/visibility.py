"""The visible fraction of a target (RULES §3.4): the largest share of its
space that some attacker corner sees past cover-giving terrain."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np
import shapely

from battlemap.core.geometry.lattice import SCALE, Space
from battlemap.core.geometry.line_facts import LowPieceRule, LowRule


@dataclass(frozen=True)
class CoverShapes:
    """Every cover-giving shape of a board, indexed: cell squares (wall, low)
    and thin-wall pieces (solid, low)."""

    geoms: np.ndarray
    kind: np.ndarray  # 0 wall cell, 1 low cell, 2 solid piece, 3 low piece
    x: np.ndarray  # cell x, or piece index within its layer
    y: np.ndarray
    tree: shapely.STRtree


def build_cover_shapes(geometry) -> CoverShapes:
    walls, lows = geometry.wall_cells, geometry.low_cells
    boxes_w = shapely.box(walls[:, 0], walls[:, 1], walls[:, 0] + 1, walls[:, 1] + 1)
    boxes_l = shapely.box(lows[:, 0], lows[:, 1], lows[:, 0] + 1, lows[:, 1] + 1)
    geoms = np.concatenate([boxes_w, boxes_l, geometry.effect.geoms, geometry.low.geoms])
    kind = np.concatenate([
        np.zeros(len(walls), int), np.ones(len(lows), int),
        np.full(geometry.effect.count, 2), np.full(geometry.low.count, 3),
    ])
    x = np.concatenate([walls[:, 0], lows[:, 0], np.arange(geometry.effect.count),
                        np.arange(geometry.low.count)]).astype(int)
    y = np.concatenate([walls[:, 1], lows[:, 1], np.zeros(geometry.effect.count, int),
                        np.zeros(geometry.low.count, int)]).astype(int)
    return CoverShapes(geoms, kind, x, y, shapely.STRtree(geoms))


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
    hull = shapely.convex_hull(shapely.multipoints(np.vstack([pts, _box_corners(t)])))
    cand = shapes.tree.query(hull, predicate="intersects")
    if len(cand):
        cand = cand[_counts(shapes, cand, pair, low_rule, low_piece_rule)]
    if not len(cand):
        return 1.0
    obstacles = shapes.geoms[cand]
    reach = 2.0 * (pair.geometry.width + pair.geometry.height) + 10.0
    best = 0.0
    for c in pts:
        hidden = _shadow_area(c, obstacles, target, reach)
        best = max(best, t.area - hidden)
        if best >= t.area - 1e-12:
            break
    return float(min(1.0, max(0.0, best / t.area)))


def _counts(shapes: CoverShapes, cand: np.ndarray, pair, low_rule, low_piece_rule) -> np.ndarray:
    kind, x, y = shapes.kind[cand], shapes.x[cand], shapes.y[cand]
    keep = np.ones(len(cand), bool)
    cells = kind <= 1
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


def _shadow_area(c: np.ndarray, obstacles: np.ndarray, target, reach: float) -> float:
    """Area of the target hidden from point c by the obstacles."""
    coords = shapely.get_coordinates(obstacles)
    counts = shapely.get_num_coordinates(obstacles)
    d = coords - c
    norm = np.hypot(d[:, 0], d[:, 1])
    norm[norm == 0] = 1.0
    far = coords + d / norm[:, None] * reach
    owner = np.repeat(np.arange(len(obstacles)), counts)
    idx = np.concatenate([owner, owner])
    order = np.argsort(idx, kind="stable")
    pts, idx = np.concatenate([coords, far])[order], idx[order]
    shadows = shapely.convex_hull(shapely.multipoints(pts, indices=idx))
    clipped = shapely.intersection(shadows, target)
    return float(shapely.area(shapely.union_all(clipped)))
