"""One attacker's row of results, kept in step with a changing document a
little at a time. Qt-free, so its bookkeeping is tested headless.

`AttackRow.sync(doc, spec)` compares the document and the spec with what the
current results were computed from and marks stale what may have changed:

- a different document, attacker, attack, ruleset, options or board (terrain,
  thin walls): every result;
- the attacker's token changed in any way, or another token changed in more
  than its position (faction, size, reach, conditions, senses...): every
  result;
- other tokens moved, appeared or vanished: only the pairs they can touch.
  A creature matters to the pair (A, T) only if its space meets the convex
  hull of A's space, T's space (and the area origin), where every line the
  rules draw lies, or if it stands near enough to T to threaten it (flanking).
  The pair of a moved target is always re-evaluated;
- the light changed (ambient, a light placed or moved, a torch carried):
  only the pairs whose target stands where the light, as the attacker sees
  it, changed (the rules read it nowhere else, RULES §8).

`step(doc, budget_ms)` then evaluates stale pairs, nearest first, until the
time budget is spent, so a drag never waits for the whole row. The budget
also covers `prepare` (the overlays have each result's drawn lines made, which
costs a third as much as deciding it): a faster engine fills a slice with more
pairs, and the lines of each must fit in it too. Once `done`,
`results` equals `evaluate_pairs` on the current document (tests check it).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from battlemap.core.geometry.lattice import Space
from battlemap.core.model import Document, Token
from battlemap.core.rules import Attack, AttackResult, evaluate_pairs
from battlemap.ui.overlays.shading import attacker_light

EPS = 1e-6  # shrinks a creature's square to its open interior
# What one `evaluate_pairs` call costs beyond its pairs (batching, caches):
# chunks are sized with it, or small chunks would look dear per pair.
CALL_MS = 1.0
# A whole row goes in one call when the last whole rows predict it fits the
# slice this much over: one call costs less than its parts (the pairs share
# their batch), and the overlays are complete within the event that asked.
WHOLE_ROW_SLACK = 1.25
Point = tuple[float, float]


@dataclass(frozen=True)
class RowSpec:
    """What to evaluate: `attacker`'s attack against its enemies, or every
    other token when `all_targets`."""

    attacker: str | None
    attack: Attack = Attack()
    all_targets: bool = False


def space_of(token: Token) -> Space:
    return Space.of(token.x, token.y, token.footprint)


def target_ids(doc: Document, spec: RowSpec) -> list[str]:
    """The targets of the spec's attacker, in document order."""
    attacker = doc.tokens.get(spec.attacker) if spec.attacker else None
    if attacker is None:
        return []
    return [t.id for t in doc.tokens.values()
            if t.id != attacker.id and (spec.all_targets or t.faction != attacker.faction)]


def convex_hull(points: list[Point]) -> list[Point]:
    """Counter-clockwise hull (Andrew's monotone chain); collinear points dropped."""
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def cross(o: Point, a: Point, b: Point) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[Point] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[Point] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def pair_hull(a: Space, t: Space, origin: tuple[int, int] | None = None) -> list[Point]:
    """The convex hull of two spaces (and an area origin): every line the
    rules draw for the pair lies in it."""
    points = [(a.x0, a.y0), (a.x1, a.y0), (a.x0, a.y1), (a.x1, a.y1),
              (t.x0, t.y0), (t.x1, t.y0), (t.x0, t.y1), (t.x1, t.y1)]
    if origin is not None:
        points.append((origin[0], origin[1]))
    return convex_hull(points)


def meets_interior(hull: list[Point], space: Space) -> bool:
    """Does the (closed, convex) hull meet the open interior of the space's
    cells? Separating axes: the box's two and each hull edge's normal."""
    x0, y0, x1, y1 = space.x0 + EPS, space.y0 + EPS, space.x1 - EPS, space.y1 - EPS
    if max(p[0] for p in hull) < x0 or min(p[0] for p in hull) > x1 \
            or max(p[1] for p in hull) < y0 or min(p[1] for p in hull) > y1:
        return False
    corners = ((x0, y0), (x1, y0), (x0, y1), (x1, y1))
    n = len(hull)
    for i in range(n):
        (ax, ay), (bx, by) = hull[i], hull[(i + 1) % n]
        nx, ny = by - ay, ax - bx  # the edge's normal
        edge = [nx * hx + ny * hy for hx, hy in hull]
        box = [nx * cx + ny * cy for cx, cy in corners]
        if max(edge) < min(box) or max(box) < min(edge):
            return False
    return True


def threat_radius(token: Token) -> int:
    """Chebyshev squares within which `token` may threaten (and so flank) a
    space: its reach (at least one square), plus one for the 10-ft diagonal
    exception and good measure."""
    return max(token.reach // 5, 1) + 1


def only_moved(old: Token, new: Token) -> bool:
    return replace(old, x=new.x, y=new.y) == new


def affected_targets(
    old_tokens: dict[str, Token], new_tokens: dict[str, Token], attacker_id: str,
    targets: list[str], origin: tuple[int, int] | None = None,
) -> set[str] | None:
    """The targets whose result may differ between two token states, or None
    when every result may (see the module docstring)."""
    changed = [tid for tid in set(old_tokens) | set(new_tokens)
               if old_tokens.get(tid) is not new_tokens.get(tid)]
    if not changed:
        return set()
    if attacker_id in changed:
        return None
    touched: list[tuple[Space, int]] = []
    for tid in changed:
        old, new = old_tokens.get(tid), new_tokens.get(tid)
        if old is not None and new is not None and not only_moved(old, new):
            return None
        for token in (old, new):
            if token is not None:
                touched.append((space_of(token), threat_radius(token)))
    attacker = new_tokens[attacker_id]
    a_space = space_of(attacker)
    out = {tid for tid in targets if tid in changed}
    for tid in targets:
        if tid in out:
            continue
        t_space = space_of(new_tokens[tid])
        # the pair's bounding box: a creature wholly outside it misses the
        # hull (most do; the hull is worked out only for the others)
        bx0, by0 = min(a_space.x0, t_space.x0), min(a_space.y0, t_space.y0)
        bx1, by1 = max(a_space.x1, t_space.x1), max(a_space.y1, t_space.y1)
        if origin is not None:
            bx0, by0 = min(bx0, origin[0]), min(by0, origin[1])
            bx1, by1 = max(bx1, origin[0]), max(by1, origin[1])
        hull = None
        for space, radius in touched:
            if space.chebyshev(t_space) <= radius:
                out.add(tid)
                break
            if space.x1 - EPS < bx0 or space.x0 + EPS > bx1 or space.y1 - EPS < by0 or space.y0 + EPS > by1:
                continue
            if hull is None:
                hull = pair_hull(a_space, t_space, origin)
            if meets_interior(hull, space):
                out.add(tid)
                break
    return out


def light_signature(doc: Document) -> tuple:
    """What the light levels depend on besides the board (RULES §8): when it
    changes, a target's concealment may change wherever it stands."""
    carried = tuple((t.x, t.y, t.footprint, t.light) for t in doc.tokens.values()
                    if t.light is not None)
    return (doc.ambient, tuple(doc.lights.values()), carried)


class AttackRow:
    """The results of one attacker against its targets, with the stale ones
    to re-evaluate. `results` may hold stale results (shown faded) until
    their pair comes round; `fresh` names those that are current."""

    def __init__(self) -> None:
        self.results: dict[str, AttackResult] = {}
        self.fresh: set[str] = set()
        self.pending: list[str] = []
        self.targets: list[str] = []
        self._doc: Document | None = None
        self._key: tuple | None = None
        self._tokens: dict[str, Token] = {}
        self._spec: RowSpec | None = None
        self._ms_per_weight = 0.25  # running estimate of the engine's cost (and `prepare`'s)
        self._row_ms_per_weight: float | None = None  # the same, of calls that took every pending pair
        # The light (`light_signature`) and its levels as the attacker sees
        # them when the results were last marked (`_relit`).
        self._light: tuple[tuple | None, np.ndarray | None] = (None, None)
        # Work done on each new result inside the step's budget (the overlays
        # make the lines they will draw).
        self.prepare: Callable[[AttackResult], None] | None = None

    # --- state -----------------------------------------------------------------------
    @property
    def spec(self) -> RowSpec | None:
        return self._spec

    @property
    def done(self) -> bool:
        return not self.pending

    def is_fresh(self, target: str) -> bool:
        return target in self.fresh

    def clear(self) -> set[str]:
        gone = set(self.results) | set(self.pending)
        self.results.clear()
        self.fresh.clear()
        self.pending.clear()
        self.targets = []
        self._key = None
        self._doc = None
        self._tokens = {}
        self._light = (None, None)
        return gone

    def _key_of(self, doc: Document, spec: RowSpec) -> tuple:
        return (doc.board_revision, doc.ruleset, tuple(sorted(doc.options.items(), key=str)),
                spec.attack, spec.all_targets)

    @staticmethod
    def _light_levels(doc: Document, spec: RowSpec, tokens: dict[str, Token]) -> np.ndarray | None:
        """A copy of the light levels the pairs are judged in. None for an
        area or close attack (concealment does not apply to it): there any
        change of light makes every pair stale, rather than the light being
        worked out at every step of a template's drag for nothing."""
        if spec.attack.is_area:
            return None
        return attacker_light(doc, tokens[spec.attacker]).copy()

    def _relit(self, doc: Document, spec: RowSpec, targets: list[str],
               tokens: dict[str, Token]) -> set[str] | None:
        """The targets standing on a cell whose light, as the attacker sees
        it, changed since the last sync (None: all of them). The rules read
        the light only under the target (RULES §8: §3.6, §4, §5.3; the
        engine's `least_obscured`), so a torch carried across the room
        re-evaluates the pairs whose target it lights or leaves, not all."""
        signature = light_signature(doc)
        if signature == self._light[0]:
            return set()
        old = self._light[1]
        levels = self._light_levels(doc, spec, tokens)
        self._light = (signature, levels)
        if old is None or levels is None or old.shape != levels.shape:
            return None
        changed = old != levels
        height, width = changed.shape
        relit = set()
        for tid in targets:
            t = tokens[tid]
            n = t.footprint
            if changed[max(t.y, 0):min(t.y + n, height), max(t.x, 0):min(t.x + n, width)].any():
                relit.add(tid)
        return relit

    # --- sync ------------------------------------------------------------------------
    def sync(self, doc: Document, spec: RowSpec) -> set[str]:
        """Mark stale what changed since the results were computed; returns
        the targets whose shown state changed (went stale or vanished)."""
        if spec.attacker is None or spec.attacker not in doc.tokens:
            self._spec = spec
            return self.clear()
        touched: set[str] = set()
        key = self._key_of(doc, spec)
        new_doc = doc is not self._doc
        new_attacker = self._spec is None or self._spec.attacker != spec.attacker
        targets = target_ids(doc, spec)
        tokens = dict(doc.tokens)
        if new_doc or new_attacker:
            touched |= self.clear()
            affected = None
        elif key != self._key:
            affected = None
        else:
            affected = affected_targets(self._tokens, tokens, spec.attacker, targets,
                                        spec.attack.origin if spec.attack.is_area else None)
        if affected is not None:  # the attacker stayed: its eyes did too
            relit = self._relit(doc, spec, targets, tokens)
            affected = None if relit is None else affected | relit
        if affected is None:  # every pair anew: the light they are judged in, from here
            self._light = (light_signature(doc), self._light_levels(doc, spec, tokens))
        old_tokens = self._tokens
        self._doc, self._key, self._spec, self._tokens = doc, key, spec, tokens
        kept = set(targets)
        for tid in [t for t in self.results if t not in kept]:
            del self.results[tid]
            touched.add(tid)
        self.fresh &= kept
        self.pending = [t for t in self.pending if t in kept]
        if affected is None:
            hot = list(targets)
        else:
            hot = [t for t in targets if t in affected or t not in self.results]
        if hot:
            touched |= self.fresh & set(hot)
            self.fresh -= set(hot)
            moved = {t for t in hot if old_tokens.get(t) is not tokens.get(t)}
            hot = self._order(doc, spec, hot, first=moved)
            hot_set = set(hot)
            self.pending = hot + [t for t in self.pending if t not in hot_set]
        self.targets = targets
        return touched

    def _order(self, doc: Document, spec: RowSpec, ids: list[str],
               first: set[str] = frozenset()) -> list[str]:
        """The targets that moved (the one being dragged), then the nearest
        (what a GM looks at while dragging)."""
        a_space = space_of(doc.tokens[spec.attacker])
        return sorted(ids, key=lambda t: (t not in first, a_space.chebyshev(space_of(doc.tokens[t]))))

    # --- evaluation -----------------------------------------------------------------------
    @staticmethod
    def _weight(doc: Document, attacker: str, target: str) -> float:
        """Rough relative cost of a pair: the lines grow with both footprints
        and the distance."""
        a, t = doc.tokens[attacker], doc.tokens[target]
        distance = space_of(a).chebyshev(space_of(t))
        return (a.footprint ** 2) * (t.footprint ** 2) * (4 + distance) / 4

    def step(self, doc: Document, budget_ms: float | None = None) -> list[str]:
        """Evaluate pending pairs until `budget_ms` is spent (at least one
        pair; all of them when None). Call `sync` first. Returns the targets
        evaluated."""
        spec = self._spec
        if spec is None or spec.attacker is None or not self.pending:
            return []
        start = time.perf_counter()
        done: list[str] = []
        weights: dict[str, float] = {}

        def weight_of(tid: str) -> float:
            if tid not in weights:
                weights[tid] = self._weight(doc, spec.attacker, tid)
            return weights[tid]

        while self.pending:
            elapsed = (time.perf_counter() - start) * 1000
            if budget_ms is None or self._whole_row_fits(budget_ms - elapsed, weight_of):
                chunk = list(self.pending)
            else:
                remaining = budget_ms - elapsed
                if done and remaining <= 0:
                    break
                chunk, cost = [], CALL_MS
                for tid in self.pending:
                    w = weight_of(tid) * self._ms_per_weight
                    if chunk and cost + w > remaining:
                        break
                    chunk.append(tid)
                    cost += w
                if done and cost > remaining * 1.5:
                    break
            t0 = time.perf_counter()
            results = evaluate_pairs(doc, [(spec.attacker, t) for t in chunk], spec.attack)
            if self.prepare is not None:
                for result in results:
                    self.prepare(result)
            spent = (time.perf_counter() - t0) * 1000
            weight = sum(weight_of(t) for t in chunk)
            if weight > 0:  # what the pairs cost beyond the call itself
                per_weight = max(spent - CALL_MS, 0.1 * spent) / weight
                self._ms_per_weight = 0.7 * self._ms_per_weight + 0.3 * per_weight
                if len(chunk) == len(self.pending) and 4 * len(chunk) >= 3 * len(self.targets):
                    whole = spent / weight  # (a remainder's fixed cost would inflate it)
                    last = self._row_ms_per_weight
                    self._row_ms_per_weight = whole if last is None else 0.5 * last + 0.5 * whole
            for result in results:
                self.results[result.target] = result
                self.fresh.add(result.target)
            del self.pending[:len(chunk)]
            done.extend(chunk)
            if budget_ms is None:
                break
        return done

    def _whole_row_fits(self, remaining_ms: float, weight_of: Callable[[str], float]) -> bool:
        """Do the last whole rows predict that every pending pair, in one
        call, fits `remaining_ms` (with `WHOLE_ROW_SLACK`)?"""
        rate = self._row_ms_per_weight
        if rate is None:
            return False
        return rate * sum(weight_of(t) for t in self.pending) <= remaining_ms * WHOLE_ROW_SLACK

    def ordered_results(self) -> list[AttackResult]:
        """The results, in the targets' document order."""
        return [self.results[t] for t in self.targets if t in self.results]


__all__ = ["AttackRow", "RowSpec", "affected_targets", "pair_hull", "target_ids"]
