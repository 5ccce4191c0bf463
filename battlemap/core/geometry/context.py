"""The engine's caches for one document, and the geometry of one pair.

`engine_for(doc)` keeps the board geometry until the board changes and the
token index until any change, so an overlay that re-evaluates after a token
drag rebuilds only the (cheap) token index."""

from __future__ import annotations

import weakref
from functools import cached_property

import numpy as np

from battlemap.core.geometry.board_geometry import BoardGeometry
from battlemap.core.geometry.lattice import (
    SCALE, Space, cell_corner_points, sample_points, scaled_corner, scaled_point,
)
from battlemap.core.geometry.line_facts import LineFacts
from battlemap.core.model import Document, Token


class TokenIndex:
    """Which token stands on each cell, and each token's space."""

    def __init__(self, doc: Document, geometry: BoardGeometry) -> None:
        self.tokens: list[Token] = doc.token_list()
        self.index = {t.id: i for i, t in enumerate(self.tokens)}
        self.spaces = [Space.of(t.x, t.y, t.footprint) for t in self.tokens]
        h, w = geometry.height, geometry.width
        self.occupant_pad = np.full((h + 2, w + 2), -1, np.int32)
        for i, s in enumerate(self.spaces):
            x0, x1 = max(s.x0, 0), min(s.x1, w)
            y0, y1 = max(s.y0, 0), min(s.y1, h)
            self.occupant_pad[y0 + 1:y1 + 1, x0 + 1:x1 + 1] = i
        self.keep_pad = geometry.terrain_mask_pad | (self.occupant_pad >= 0)


class Engine:
    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self._geometry: tuple[int, BoardGeometry] | None = None
        self._tokens: tuple[int, TokenIndex] | None = None

    @property
    def geometry(self) -> BoardGeometry:
        rev = self.doc.board_revision
        if self._geometry is None or self._geometry[0] != rev or self._geometry[1].board is not self.doc.board:
            self._geometry = (rev, BoardGeometry(self.doc.board))
        return self._geometry[1]

    @property
    def tokens(self) -> TokenIndex:
        rev = self.doc.revision
        geometry = self.geometry
        if self._tokens is None or self._tokens[0] != rev or len(self._tokens[1].tokens) != len(self.doc.tokens):
            self._tokens = (rev, TokenIndex(self.doc, geometry))
        return self._tokens[1]

    def pair(self, attacker: str, target: str, rules) -> "PairGeometry":
        return PairGeometry(self, attacker, target, rules)


_ENGINES: "weakref.WeakKeyDictionary[Document, Engine]" = weakref.WeakKeyDictionary()


def engine_for(doc: Document) -> Engine:
    engine = _ENGINES.get(doc)
    if engine is None:
        engine = _ENGINES[doc] = Engine(doc)
    return engine


class PairGeometry:
    """Lines and distances between one attacker and one target."""

    def __init__(self, engine: Engine, attacker: str, target: str, rules) -> None:
        self.geometry = engine.geometry
        self.tokens = engine.tokens
        self.rules = rules
        self.options = engine.doc.options
        self.a_index = self.tokens.index[attacker]
        self.t_index = self.tokens.index[target]
        self.attacker = self.tokens.tokens[self.a_index]
        self.target = self.tokens.tokens[self.t_index]
        self.a_space = self.tokens.spaces[self.a_index]
        self.t_space = self.tokens.spaces[self.t_index]

    # -- distances -------------------------------------------------------
    def squares(self, a: Space, b: Space) -> int:
        return self.rules.distance(*a.gap(b))

    @cached_property
    def distance(self) -> int:
        """Squares between attacker and target."""
        return self.squares(self.a_space, self.t_space)

    @cached_property
    def adjacent(self) -> bool:
        return self.a_space.adjacent(self.t_space)

    def others(self) -> list[int]:
        return [i for i in range(len(self.tokens.tokens)) if i not in (self.a_index, self.t_index)]

    # -- line sets --------------------------------------------------------
    def facts(self, start: np.ndarray, end: np.ndarray) -> LineFacts:
        return LineFacts(self, start, end)

    def corner_lines(self, corners: np.ndarray, cells: list[tuple[int, int]], nudge: bool = True):
        """Lines from each scaled corner to the 4 corners of each target cell.
        Returns start, end and the (corner, cell) choice of every line."""
        ends = np.concatenate([cell_corner_points(c, self.t_space, nudge) for c in cells])
        nc, ne = len(corners), len(ends)
        start = np.repeat(corners, ne, axis=0)
        end = np.tile(ends, (nc, 1))
        choice = np.repeat(np.arange(nc * len(cells)), 4)
        return start, end, choice

    def attacker_corners(self) -> np.ndarray:
        return np.array([scaled_corner(c, self.a_space) for c in self.a_space.corners()], np.int64)

    def sample_lines(self, origin: tuple[int, int] | None = None):
        """RULES §2: every attacker sample point (or the origin) to every
        target sample point."""
        tgt = sample_points(self.t_space, nudge=origin is None)
        src = (np.array([scaled_point(*origin)], np.int64) if origin is not None
               else sample_points(self.a_space))
        return np.repeat(src, len(tgt), axis=0), np.tile(tgt, (len(src), 1))

    def line_of_effect_and_sight(self, origin=None, known_clear: bool = False) -> tuple[bool, bool]:
        """(line of effect, geometric line of sight) from the attacker's space
        or an area origin. Sight blockers are a subset of effect blockers, so
        line of effect implies sight."""
        if known_clear:
            return True, True
        start, end = self.sample_lines(origin)
        facts = self.facts(start, end)
        effect = bool((~facts.effect_blocked()).any())
        sight = effect or bool((~facts.sight_blocked()).any())
        return effect, sight

    def origin_space(self, origin: tuple[int, int]) -> Space:
        """The four cells around a lattice point: distances from an origin."""
        ox, oy = origin
        return Space(ox - 1, oy - 1, ox + 1, oy + 1)

    @staticmethod
    def scaled_origin(origin: tuple[int, int]) -> np.ndarray:
        return np.array([scaled_point(*origin)], np.int64)

    @staticmethod
    def to_grid(p) -> tuple[float, float]:
        return (float(p[0]) / SCALE, float(p[1]) / SCALE)
