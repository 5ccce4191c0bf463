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

import numpy as np

from battlemap.core.geometry.lattice import Space
from battlemap.core.model import Obscure
from battlemap.core.model.light import Ambient, LightRadii

NO_LIGHT, RING, BRIGHT = 0, 1, 2  # patch values


@dataclass(frozen=True)
class LightRules:
    """What the ruleset says about light: its distance (§1), whether the dim
    ring raises the ambient level one step (pf1e, sf1e, graded) rather than
    making the cell dim, and the radius multiplier for the viewer (2 for
    low-light vision in dnd35, pf1e and graded)."""

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


def _squares(dx: np.ndarray, dy: np.ndarray, diagonal_rule: str) -> np.ndarray:
    hi, lo = np.maximum(dx, dy), np.minimum(dx, dy)
    return hi if diagonal_rule == "1" else hi + lo // 2


def trace_patch(geometry, space: Space, radii: LightRadii, rules: LightRules) -> Patch:
    """The cells one source lights, with one batched sight-line query."""
    from battlemap.core.geometry.queries import lines_blocked

    width, height = geometry.width, geometry.height
    bright_ft, dim_ft = radii.bright_ft * rules.scale, radii.dim_ft * rules.scale
    r = dim_ft // 5
    x0, y0 = max(0, space.x0 - r), max(0, space.y0 - r)
    x1, y1 = min(width, space.x1 + r), min(height, space.y1 + r)
    if x0 >= x1 or y0 >= y1 or dim_ft == 0:
        return Patch(0, 0, np.zeros((0, 0), np.uint8))
    gy, gx = np.mgrid[y0:y1, x0:x1]
    cx, cy = gx.ravel(), gy.ravel()
    sources = [(x, y) for x, y in space.cells() if 0 <= x < width and 0 <= y < height]
    if not sources:
        return Patch(0, 0, np.zeros((0, 0), np.uint8))
    sx = np.array([s[0] for s in sources])[:, None]
    sy = np.array([s[1] for s in sources])[:, None]
    feet = 5 * _squares(np.abs(cx[None, :] - sx), np.abs(cy[None, :] - sy), rules.diagonal_rule)
    level = np.where(feet <= dim_ft, RING, NO_LIGHT).astype(np.uint8)
    if bright_ft > 0:
        level[feet <= bright_ft] = BRIGHT
    inside = ((cx >= space.x0) & (cx < space.x1) & (cy >= space.y0) & (cy < space.y1))
    best = np.zeros(len(cx), np.uint8)
    best[inside] = level[:, inside].max(axis=0)  # own cells: always reached
    # Sight lines only where they could still raise a cell, brightest first.
    for value in (BRIGHT, RING):
        si, ci = np.nonzero((level == value) & ~inside[None, :] & (best[None, :] < value))
        if not len(ci):
            continue
        start = np.stack([sx[si, 0] + 0.5, sy[si, 0] + 0.5], axis=1)
        end = np.stack([cx[ci] + 0.5, cy[ci] + 0.5], axis=1)
        own = np.tile([space.x0, space.y0, space.x1, space.y1], (len(ci), 1))
        clear = ~lines_blocked(geometry, start, end, "sight", own=own)
        np.maximum.at(best, ci[clear], value)
    return Patch(x0, y0, best.reshape(y1 - y0, x1 - x0))


def combine(raw: np.ndarray, ambient: Ambient, painted: np.ndarray, one_step: bool) -> np.ndarray:
    """Levels (Ambient values) from the patches' maximum `raw`, the ambient
    level and the painted obscurement (dim caps at dim, darkness is dark)."""
    base = int(ambient)
    ring = min(base + 1, int(Ambient.BRIGHT)) if one_step else int(Ambient.DIM)
    lit = np.select([raw == BRIGHT, raw == RING], [int(Ambient.BRIGHT), ring], 0)
    out = np.maximum(lit, base).astype(np.uint8)
    out[(painted == Obscure.DIM) & (out > Ambient.DIM)] = Ambient.DIM
    out[painted == Obscure.DARKNESS] = Ambient.DARK
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
        self.revision: tuple = ()  # (document revision, stamp) `levels` is for

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
    key = (doc.revision, stamp)
    if field.revision != key:  # sources are listed once per change
        field.update(light_sources(doc), doc.ambient)
        field.revision = key
    return field.levels


def light_field(geometry, rules: LightRules) -> "LightField | None":
    """The field `light_levels` keeps for `geometry` and `rules`, if any."""
    return _FIELDS.get(geometry, {}).get(rules)
