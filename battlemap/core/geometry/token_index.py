"""Which token stands on each cell, each token's space, and the caches
that live as long as the tokens stand still (`Engine.tokens`)."""

from __future__ import annotations

from functools import cached_property

import numpy as np

from battlemap.core.geometry.board_geometry import BoardGeometry
from battlemap.core.geometry.lattice import Space, sample_points
from battlemap.core.model import Document, Token


class TokenIndex:
    """Which token stands on each cell, and each token's space."""

    def __init__(self, doc: Document, geometry: BoardGeometry,
                 previous: "TokenIndex | None" = None) -> None:
        """`previous`: the index this one replaces, if any; when only a few
        of the same tokens changed (a drag), their spaces and cells are
        updated from it instead of worked out again."""
        self.tokens: list[Token] = doc.token_list()
        self.geometry = geometry
        changed = _few_changed(previous, self.tokens, geometry)
        if changed is None:
            self.index = {t.id: i for i, t in enumerate(self.tokens)}
            self.spaces = [Space.of(t.x, t.y, t.footprint) for t in self.tokens]
            self.occupant_pad = np.full((geometry.height + 2, geometry.width + 2), -1, np.int32)
            _stamp(self.occupant_pad, self.spaces, range(len(self.spaces)))
        else:
            self.index = previous.index  # the same ids in the same order
            self.spaces = list(previous.spaces)
            self.occupant_pad = previous.occupant_pad.copy()
            for i in changed:
                old = self.spaces[i]
                self.spaces[i] = new = Space.of(self.tokens[i].x, self.tokens[i].y, self.tokens[i].footprint)
                for box in (old, new):
                    _restamp(self.occupant_pad, self.spaces, box)
        self._terrain_mask_pad = geometry.terrain_mask_pad
        # each pair's visible-fraction function, by what names its sources
        # (`fraction_table`), and those not yet computed, by attacker index
        self.fractions: dict[tuple, np.ndarray] = {}
        self.fraction_pending: dict[int, list] = {}
        # light levels by LightRules, and what they make of each target; kept
        # from the index this one replaces while the light stays the same
        self.light_inputs = (doc.ambient, list(doc.lights.values()))
        same_light = changed is not None and _same_light(previous, self, changed)
        self.light_cache: dict[object, object] = dict(previous.light_cache) if same_light else {}
        # each token's least lighting grade as a target, by what names the
        # cells' grades (`rules.common.least_obscured`, -1 unknown): kept too,
        # but for the changed tokens (their spaces may have moved)
        self.least_grades: dict[tuple, np.ndarray] = {}
        if same_light:
            for key, least in previous.least_grades.items():
                self.least_grades[key] = least = least.copy()
                least[changed] = -1
        # other facts its users derive from the index alone, by their keys
        self.derived: dict[object, object] = {}
        # pair geometries with their line sets (`Engine.pairs`), by ruleset
        # and origin cell (`pair_table`), and how many are kept
        self.pair_tables: dict[tuple, np.ndarray] = {}
        self.pair_count = 0
        # line of effect and sight of every ordered pair, by what names them (`sight_table`)
        self.sights: dict[tuple, np.ndarray] = {}
        # When the few changed tokens kept their sizes (a drag), rows kept per
        # token are the previous index's with theirs made again: `changed`,
        # and what the previous index had derived (`derived_before`).
        self.changed: list[int] | None = None
        self.derived_before: dict[object, object] = {}
        if changed is not None and all(_size(previous.spaces[i]) == _size(self.spaces[i]) for i in changed):
            self.changed = changed
            self.derived_before = dict(previous.derived)
            self._update_rows(previous, changed)

    # Cells worth reporting when a line meets them (the batched walks; the
    # corner scan reads `occupant_pad`): creatures and obscurement; with solid
    # terrain too for lines whose every cell counts (graded's area count).
    @cached_property
    def keep_bodies(self) -> np.ndarray:
        return np.ascontiguousarray((self.occupant_pad >= 0)[1:-1, 1:-1])

    @cached_property
    def keep_full(self) -> np.ndarray:
        return self._terrain_mask_pad[1:-1, 1:-1] | self.keep_bodies

    @cached_property
    def reach_ft(self) -> np.ndarray:
        """Each token's reach in feet, by array."""
        return np.array([t.reach for t in self.tokens], np.int64)

    @cached_property
    def has_conditions(self) -> np.ndarray:
        """Whether each token has some condition, by array."""
        return np.array([bool(t.conditions) for t in self.tokens], bool)

    @cached_property
    def senses(self) -> tuple[np.ndarray, np.ndarray]:
        """Each token's darkvision (ft) and low-light vision, by array."""
        return (np.array([t.darkvision_ft for t in self.tokens], np.int64),
                np.array([t.low_light for t in self.tokens], bool))

    @cached_property
    def space_array(self) -> np.ndarray:
        """(tokens, 4) int64: each token's space x0, y0, x1, y1."""
        return np.array(self.spaces, np.int64).reshape(-1, 4)

    @cached_property
    def sample_rows(self) -> tuple[np.ndarray, np.ndarray]:
        """Every token's sample points (`lattice.sample_points`: its cells'
        corners, 4 per cell, then their centres), one after another, and
        where each token's rows start."""
        rows = [sample_points(s) for s in self.spaces]
        sizes = np.fromiter((len(r) for r in rows), np.int64, len(rows))
        points = np.concatenate(rows) if rows else np.zeros((0, 4), np.int64)
        return points, np.cumsum(sizes) - sizes

    def _update_rows(self, previous: "TokenIndex", changed: list[int]) -> None:
        """`space_array` and `sample_rows` from the previous index's, if it
        made them, with the changed tokens' rows made again in place."""
        made = previous.__dict__  # (cached properties made so far)
        if "space_array" in made:
            spaces = made["space_array"].copy()
            spaces[changed] = np.array([self.spaces[i] for i in changed], np.int64).reshape(-1, 4)
            self.__dict__["space_array"] = spaces
        if "sample_rows" in made:
            points, starts = made["sample_rows"]
            points = points.copy()
            for i in changed:
                rows = sample_points(self.spaces[i])
                points[starts[i]:starts[i] + len(rows)] = rows
            self.__dict__["sample_rows"] = (points, starts)

    def sight_table(self, key: tuple) -> np.ndarray:
        """(tokens, tokens) int8: line of effect and sight of each ordered
        pair (attacker's row, target's column) as effect * 2 + sight, -1
        while unknown; `key`: the ruleset, a 4e burst's origin cell and the
        origin they are judged from (`PairGeometry.sight_table`). A table
        per key, so that a batch reads and writes its pairs' answers at once."""
        return _pair_table(self.sights, key, len(self.tokens), np.int8, -1)

    def pair_table(self, key: tuple) -> np.ndarray:
        """(tokens, tokens) object: each ordered pair's `PairGeometry`, None
        until made; `key`: the ruleset and a 4e burst's origin cell. A table
        per key, as `sight_table`."""
        if key not in self.pair_tables and len(self.pair_tables) >= MAX_PAIR_TABLES:
            self.pair_count = 0  # the tables are about to be dropped (`_pair_table`): their pairs with them
        return _pair_table(self.pair_tables, key, len(self.tokens), object, None)

    def fraction_table(self, key: tuple) -> np.ndarray:
        """(tokens, tokens) object: each ordered pair's visible-fraction
        function (`rules.common.pair_fractions`), None until asked; `key`:
        the ruleset, the origin, a 4e burst's origin cell and how low
        obstacles count. A table per key, as `sight_table`."""
        return _pair_table(self.fractions, key, len(self.tokens), object, None)

    def release(self) -> None:
        """Drop the caches once a newer index replaces this one: its pairs
        point back at it, and a cycle left to the collector costs a pass over
        every young object after each token move."""
        self.pair_tables.clear()
        self.sights.clear()
        self.light_cache.clear()
        self.least_grades.clear()
        self.derived.clear()
        self.derived_before = {}
        self.fractions.clear()
        self.fraction_pending.clear()

    def matches(self, doc: Document) -> bool:
        """Still the document's tokens? (Guards against edits that forgot to
        notify: tokens are immutable, so identity is enough.)"""
        current = doc.tokens
        return len(current) == len(self.tokens) and all(
            a is b for a, b in zip(current.values(), self.tokens)
        )




def _pair_table(tables: dict, key: tuple, n: int, dtype, unknown) -> np.ndarray:
    """`tables[key]`, a (n, n) table of `unknown` when new; the tables are
    dropped when there are too many (origins of a template drag: memory
    stays bounded)."""
    found = tables.get(key)
    if found is None:
        if len(tables) >= MAX_PAIR_TABLES:
            tables.clear()
        found = tables[key] = np.full((n, n), unknown, dtype)
    return found


def mirror_leads(a_index: np.ndarray, t_index: np.ndarray, n_tokens: int) -> np.ndarray:
    """Per pair of a batch (its attacker's and target's indices), the
    position of the batch's first pair between the same two tokens: the
    pair itself, or its mirror (the target attacking the attacker) when
    that comes first."""
    keys = np.minimum(a_index, t_index) * n_tokens + np.maximum(a_index, t_index)
    _, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    return first[inverse.reshape(-1)]


# Tables of each kind kept at once (one per ruleset, origin cell and origin).
MAX_PAIR_TABLES = 64
# More changed tokens than this: the index is built afresh.
FEW_CHANGED = 4


def _few_changed(previous: "TokenIndex | None", tokens: list[Token],
                 geometry: BoardGeometry) -> list[int] | None:
    """Indices of the tokens that changed since `previous`, when it holds the
    same tokens (by id, in order) on the same board and only a few changed;
    else None."""
    if previous is None or previous.geometry is not geometry or len(previous.tokens) != len(tokens):
        return None
    changed = [i for i, (a, b) in enumerate(zip(previous.tokens, tokens)) if a is not b]
    if len(changed) > FEW_CHANGED or any(previous.tokens[i].id != tokens[i].id for i in changed):
        return None
    return changed


def _same_light(previous: TokenIndex, index: TokenIndex, changed: list[int]) -> bool:
    """Does the light stand as it stood for `previous`, and does every
    token see it as before (RULES §8)? The same ambient level and placed
    lights, and tokens changed only where light cannot tell: none carries
    a light, before or after (creatures do not stop light), and none's
    low-light vision changed (it doubles the radii the token sees)."""
    ambient, lights = index.light_inputs
    old_ambient, old_lights = previous.light_inputs
    if ambient != old_ambient or len(lights) != len(old_lights) \
            or any(a is not b for a, b in zip(lights, old_lights)):
        return False
    return all(previous.tokens[i].light is None and index.tokens[i].light is None
               and previous.tokens[i].low_light == index.tokens[i].low_light for i in changed)


def _size(space: Space) -> tuple[int, int]:
    return space.x1 - space.x0, space.y1 - space.y0


def _clipped(space: Space, width: int, height: int) -> tuple[int, int, int, int]:
    return max(space.x0, 0), max(space.y0, 0), min(space.x1, width), min(space.y1, height)


def _stamp(occupant_pad: np.ndarray, spaces: list[Space], indices) -> None:
    """Mark each space's cells on the board with its index, in order: where
    spaces overlap, the later index holds the cell."""
    height, width = occupant_pad.shape[0] - 2, occupant_pad.shape[1] - 2
    for i in indices:
        x0, y0, x1, y1 = _clipped(spaces[i], width, height)
        if x0 < x1 and y0 < y1:  # (a space wholly off the board would wrap round)
            occupant_pad[y0 + 1:y1 + 1, x0 + 1:x1 + 1] = i


def _restamp(occupant_pad: np.ndarray, spaces: list[Space], box: Space) -> None:
    """The cells of `box` stamped again from the spaces as they are now."""
    height, width = occupant_pad.shape[0] - 2, occupant_pad.shape[1] - 2
    x0, y0, x1, y1 = _clipped(box, width, height)
    if x0 >= x1 or y0 >= y1:
        return
    region = occupant_pad[y0 + 1:y1 + 1, x0 + 1:x1 + 1]
    region[:] = -1
    for i, s in enumerate(spaces):
        if s.x0 < x1 and x0 < s.x1 and s.y0 < y1 and y0 < s.y1:
            sx0, sy0, sx1, sy1 = _clipped(s, width, height)
            occupant_pad[max(sy0, y0) + 1:min(sy1, y1) + 1, max(sx0, x0) + 1:min(sx1, x1) + 1] = i
