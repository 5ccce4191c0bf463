"""The light level of every cell (RULES §8), from the ambient level, the light
sources and the board. No Qt.

Each source lights a *patch*: the cells within its dim radius (by the
ruleset's distance) that a sight line from the centre of one of its cells
reaches (both ends free points; the source's own cells never block), valued
2 (bright) or 1 (the dim ring). The patches' maximum, raised by the ambient
level and capped by painted dim and darkness, is the level.

`LightField` keeps the patches and the result: while the board stands still,
only a source that moved or changed is traced again, and only the cells its
light reached before or reaches now are recombined."""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

import numpy as np

from battlemap.core.geometry.lattice import Space, squares_apart
from battlemap.core.model import Obscure
from battlemap.core.model.light import Ambient, LightRadii

NO_LIGHT, RING, BRIGHT = 0, 1, 2  # patch values


class LightRules(NamedTuple):
    """What the ruleset says about light: its distance (§1), whether the dim
    ring raises the ambient level one step (pf1e, sf1e, graded) rather than
    making the cell dim, and the radius multiplier for the viewer (2 for
    low-light vision in dnd35, pf1e and graded). A named tuple: it keys
    caches asked per pair, and a tuple hashes in C."""

    diagonal_rule: str = "1-2-1"
    one_step: bool = False
    scale: int = 1


SourceKey = tuple[Space, LightRadii]


@dataclass(frozen=True)
class Patch:
    x0: int
    y0: int
    values: np.ndarray  # (h, w) uint8: NO_LIGHT, RING or BRIGHT

    @property
    def x1(self) -> int:
        return self.x0 + self.values.shape[1]

    @property
    def y1(self) -> int:
        return self.y0 + self.values.shape[0]


def trace_patch(geometry, space: Space, radii: LightRadii, rules: LightRules) -> Patch:
    """The cells one source lights, with one batched sight-line query: a
    line from each source cell to each cell within its dim radius (the
    brighter value where several reach a cell)."""
    from battlemap.core.geometry.queries import lines_blocked

    width, height = geometry.width, geometry.height
    bright_ft, dim_ft = radii.bright_ft * rules.scale, radii.dim_ft * rules.scale
    r = dim_ft // 5
    x0, y0 = max(0, space.x0 - r), max(0, space.y0 - r)
    x1, y1 = min(width, space.x1 + r), min(height, space.y1 + r)
    if x0 >= x1 or y0 >= y1 or dim_ft == 0 \
            or not (space.x0 < width and space.x1 > 0 and space.y0 < height and space.y1 > 0):
        return Patch(0, 0, np.zeros((0, 0), np.uint8))
    best = np.zeros((y1 - y0, x1 - x0), np.uint8)
    # own cells (on the board): always reached, from themselves
    best[max(space.y0, y0) - y0:min(space.y1, y1) - y0, max(space.x0, x0) - x0:min(space.x1, x1) - x0] = \
        BRIGHT if bright_ft > 0 else RING
    pairs = _reach_pairs(space.x1 - space.x0, space.y1 - space.y0, r, bright_ft, dim_ft, rules.diagonal_rule)
    sx, sy = pairs[:, 0] + space.x0, pairs[:, 1] + space.y0
    cx, cy = pairs[:, 2] + space.x0, pairs[:, 3] + space.y0
    on_board = (sx >= 0) & (sx < width) & (sy >= 0) & (sy < height) \
        & (cx >= 0) & (cx < width) & (cy >= 0) & (cy < height)
    if not on_board.all():
        sx, sy, cx, cy = sx[on_board], sy[on_board], cx[on_board], cy[on_board]
    if len(cx):
        value = pairs[:, 4] if on_board.all() else pairs[on_board, 4]
        start = np.stack([sx + 0.5, sy + 0.5], axis=1)
        end = np.stack([cx + 0.5, cy + 0.5], axis=1)
        own = np.broadcast_to(np.array([space.x0, space.y0, space.x1, space.y1]), (len(cx), 4))
        clear = ~lines_blocked(geometry, start, end, "sight", own=own)
        np.maximum.at(best.reshape(-1), ((cy - y0) * (x1 - x0) + cx - x0)[clear], value[clear].astype(np.uint8))
    return Patch(x0, y0, best)


KEPT_PAIRS_MAX = 250_000  # pairs of one source shape kept (a huge light's are made each time)


def _reach_pairs(w: int, h: int, r: int, bright_ft: int, dim_ft: int, diagonal_rule: str) -> np.ndarray:
    """(n, 5) source cell (x, y), lit cell (x, y) and value (BRIGHT, RING) of
    every pair of a `w` x `h` space at the origin and a cell outside it within
    the dim radius: the same for every place of one source (a carried torch
    is traced again at every step of a drag), kept unless huge."""
    if w * h * (w + 2 * r) * (h + 2 * r) > KEPT_PAIRS_MAX:
        return _make_pairs(w, h, r, bright_ft, dim_ft, diagonal_rule)
    return _kept_pairs(w, h, r, bright_ft, dim_ft, diagonal_rule)


@lru_cache(maxsize=32)
def _kept_pairs(w: int, h: int, r: int, bright_ft: int, dim_ft: int, diagonal_rule: str) -> np.ndarray:
    return _make_pairs(w, h, r, bright_ft, dim_ft, diagonal_rule)


def _make_pairs(w: int, h: int, r: int, bright_ft: int, dim_ft: int, diagonal_rule: str) -> np.ndarray:
    gy, gx = np.mgrid[-r:h + r, -r:w + r]
    cx, cy = gx.ravel(), gy.ravel()
    sy, sx = (a.ravel()[:, None] for a in np.mgrid[0:h, 0:w])
    feet = 5 * squares_apart(np.abs(cx[None, :] - sx), np.abs(cy[None, :] - sy), diagonal_rule)
    level = np.where(feet <= dim_ft, RING, NO_LIGHT)
    if bright_ft > 0:
        level[feet <= bright_ft] = BRIGHT
    outside = ~((cx >= 0) & (cx < w) & (cy >= 0) & (cy < h))
    si, ci = np.nonzero((level > NO_LIGHT) & outside[None, :])
    pairs = np.stack([sx[si, 0], sy[si, 0], cx[ci], cy[ci], level[si, ci]], axis=1).astype(np.int64)
    pairs.flags.writeable = False
    return pairs


def combine(raw: np.ndarray, ambient: Ambient, painted: np.ndarray, one_step: bool) -> np.ndarray:
    """Levels (Ambient values) from the patches' maximum `raw`, the ambient
    level and the painted obscurement (dim caps at dim, darkness is dark)."""
    base = int(ambient)
    ring = min(base + 1, int(Ambient.BRIGHT)) if one_step else int(Ambient.DIM)
    # by patch value (NO_LIGHT, RING, BRIGHT): the level, raised to the ambient one
    lut = np.maximum(np.array([0, ring, int(Ambient.BRIGHT)], np.uint8), base).astype(np.uint8)
    out = lut[raw]
    out[(painted == int(Obscure.DIM)) & (out > Ambient.DIM)] = Ambient.DIM  # ints: numpy compares an enum slowly
    out[painted == int(Obscure.DARKNESS)] = Ambient.DARK
    return out


class LightField:
    """Levels for one board geometry and one `LightRules`, kept up to date
    source by source."""

    def __init__(self, geometry, rules: LightRules) -> None:
        self.geometry = geometry
        self.rules = rules
        shape = (geometry.height, geometry.width)
        self.patches: dict[SourceKey, Patch] = {}
        self.raw = np.zeros(shape, np.uint8)
        self.ambient: Ambient | None = None
        self.levels = np.zeros(shape, np.uint8)
        self.traced = 0  # sources traced so far (tests and the benchmark read it)
        self.revision: tuple = ()  # (document rules revision, stamp) `levels` is for

    def update(self, sources: dict[SourceKey, None] | list[SourceKey], ambient: Ambient) -> np.ndarray:
        wanted = dict.fromkeys(sources)
        gone = [k for k in self.patches if k not in wanted]
        new = [k for k in wanted if k not in self.patches]
        regions = [self.patches.pop(k) for k in gone]
        for key in new:
            self.patches[key] = trace_patch(self.geometry, key[0], key[1], self.rules)
            self.traced += 1
            regions.append(self.patches[key])
        if ambient != self.ambient:
            self.ambient = ambient
            self._recombine(0, 0, self.geometry.width, self.geometry.height)
        elif regions:
            live = [p for p in regions if p.values.size]
            if live:
                self._recombine(min(p.x0 for p in live), min(p.y0 for p in live),
                                max(p.x1 for p in live), max(p.y1 for p in live))
        return self.levels

    def _recombine(self, x0: int, y0: int, x1: int, y1: int) -> None:
        raw = self.raw[y0:y1, x0:x1]
        raw[:] = NO_LIGHT
        for p in self.patches.values():
            ax, ay, bx, by = max(x0, p.x0), max(y0, p.y0), min(x1, p.x1), min(y1, p.y1)
            if ax < bx and ay < by:
                np.maximum(raw[ay - y0:by - y0, ax - x0:bx - x0],
                           p.values[ay - p.y0:by - p.y0, ax - p.x0:bx - p.x0],
                           out=raw[ay - y0:by - y0, ax - x0:bx - x0])
        painted = self.geometry.board.obscure[y0:y1, x0:x1]
        self.levels[y0:y1, x0:x1] = combine(raw, self.ambient, painted, self.rules.one_step)


# -- per document -------------------------------------------------------------
def light_sources(doc) -> list[SourceKey]:
    """Every source of the document as (space, radii): placed lights and
    lights carried by tokens. Sources sharing a space merge into their larger
    radii (they light exactly alike)."""
    merged: dict[Space, LightRadii] = {}
    spaces = [(Space.of(light.x, light.y, 1), light.radii) for light in doc.lights.values()]
    spaces += [(Space.of(t.x, t.y, t.footprint), t.light)
               for t in doc.tokens.values() if t.light is not None]
    for space, radii in spaces:
        merged[space] = merged[space].combined(radii) if space in merged else radii
    return list(merged.items())


# Fields by board geometry (one per document and board revision; keyed by
# the geometry, whose identity hashes cheaply, not by the document).
_FIELDS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def light_levels(doc, geometry, rules: LightRules, stamp: object = None) -> np.ndarray:
    """(height, width) Ambient values of every cell for `doc` on `geometry`
    (its current board geometry), kept per geometry and `LightRules`.
    `stamp`: an object that changes with the tokens (the engine's token
    index), guarding against edits that forgot to notify."""
    fields = _FIELDS.get(geometry)
    if fields is None:
        fields = _FIELDS[geometry] = {}
    field = fields.get(rules)
    if field is None:
        field = fields[rules] = LightField(geometry, rules)
    key = (doc.rules_revision, stamp)
    if field.revision != key:  # sources are listed once per change
        field.update(light_sources(doc), doc.ambient)
        field.revision = key
    return field.levels


def light_field(geometry, rules: LightRules) -> "LightField | None":
    """The field `light_levels` keeps for `geometry` and `rules`, if any."""
    return _FIELDS.get(geometry, {}).get(rules)
