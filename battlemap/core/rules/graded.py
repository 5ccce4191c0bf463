"""The graded-cover variant (RULES §4, seed 001): one centre line, cover in
degrees, stacking flanking."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from battlemap.core.geometry.context import effect_and_sight
from battlemap.core.geometry.kernel import COVER, EFFECT
from battlemap.core.geometry.lattice import FREE, SCALE, distance_121
from battlemap.core.geometry.line_facts import LineFacts, PairColumns
from battlemap.core.geometry.pair_batch import pair_indices, pick
from battlemap.core.model import Obscure, Solid
from battlemap.core.rules import common
from battlemap.core.rules.common import CONCEALED, NO_CONCEALMENT, TOTAL, pair_fractions
from battlemap.core.rules.registry import register
from battlemap.core.rules.result import Attack, AttackKind, AttackResult

DEGREES = ("none", "lesser", "standard", "greater")
COVER_BONUS = {"none": 0, "lesser": 2, "standard": 4, "greater": 8, "total": 0}
HIDING_COVER = frozenset({"standard", "greater", "total"})
# Cells that raise an area effect's cover (besides objects and creatures).
VISION_BLOCKING = (Obscure.HEAVY_FOG, Obscure.DARKNESS)


@dataclass(frozen=True)
class Graded:
    id: str = "graded"
    name: str = "Graded cover"
    diagonal_rule: str = "1-2-1"
    reach_diagonal_exception: bool = False

    distance = staticmethod(distance_121)  # (dx, dy) -> squares; asked for every pair: no call between

    def line_sets(self, pairs: list, attack: Attack) -> list[tuple[object, str, tuple[int, int] | None]]:
        origin = attack.origin if attack.is_area else None
        return [(p, "samples", origin) for p in pairs]  # (its centre lines: `centre_lines`)

    def evaluate_all(self, pairs: list, attack: Attack) -> list[AttackResult]:
        """Every pair's result, rule by rule over the whole batch (as the
        corner systems do, `corner_results`): flanking and conditions
        visited only for the pairs they concern."""
        if not pairs:
            return []
        area = attack.is_area
        kind = attack.kind
        melee = kind is AttackKind.MELEE
        origin = attack.origin if area else None
        n = len(pairs)
        fractions = pair_fractions(pairs, origin)
        adjacent, own = common.adjacent_and_own(pairs, melee)  # adjacent melee reads fog its own way
        # What the attack kinds share (all but melee's own rules), worked out
        # by the first of them.
        cores = common.kept_per_pair(pairs, common.core_key(origin),
                                     lambda todo: _cores(pick(pairs, todo), attack, own[todo]), own)
        loe, los, cover, conceal, lines, corner, reasons = (list(c) for c in zip(*cores))
        loe_a = np.array(loe, bool)
        cover_a = np.array(cover, np.int64)
        conceal_a = np.array(conceal, np.int64)

        bonus = np.zeros(n, np.int64)
        partners: list[tuple[str, ...]] = [()] * n
        if melee:
            for i in np.flatnonzero(loe_a & (cover_a == 0)).tolist():
                bonus[i], partners[i] = _flanking(self, pairs[i])
                if bonus[i]:
                    reasons[i] += (("flank.pairs", (int(bonus[i]),)),)
        attack_mod = bonus.copy()
        ac_mod = COVER_BONUS_BY_CODE[cover_a]
        coup = np.zeros(n, bool)
        for i in common.with_conditions(pairs):
            attacker, target = pairs[i].attacker, pairs[i].target
            attack_mod[i] -= 4 if melee and "prone" in attacker.conditions else 0
            ac_mod[i] += 0 if area else common.condition_ac(target, melee)
            coup[i] = melee and adjacent[i] and target.is_helpless and loe[i]
        can_aoo = loe_a & (cover_a == 0) & (conceal_a != TOTAL)
        stealth = HIDES[cover_a] | (conceal_a != NO_CONCEALMENT)
        reach = common.in_reach_all(self, pairs) if melee else np.ones(n, bool)
        return AttackResult.from_columns(
            n, ruleset=self.id, attacker=[p.attacker.id for p in pairs], target=[p.target.id for p in pairs],
            kind=kind, line_of_effect=loe, line_of_sight=los, cover=_COVER_NAMES[cover_a],
            concealment=_CONCEAL_NAMES[conceal_a], miss_chance=_MISS[conceal_a], flanked=bonus != 0,
            flank_bonus=bonus, combat_advantage=False, ac_mod=ac_mod, reflex_mod=COVER_BONUS_BY_CODE[cover_a],
            attack_mod=attack_mod, can_attack=loe, can_aoo=can_aoo, stealth=stealth, coup_de_grace=coup,
            in_reach=reach, lines=lines, chosen_corner=corner, flank_partners=partners, reasons=reasons,
            fraction_source=fractions)


# Cover by code: the degrees, then total.
COVER_NAMES = DEGREES + ("total",)
TOTAL_COVER = len(DEGREES)
COVER_BONUS_BY_CODE = np.array([COVER_BONUS[name] for name in COVER_NAMES])
HIDES = np.array([name in HIDING_COVER for name in COVER_NAMES])
_COVER_NAMES = np.array(COVER_NAMES, object)
_CONCEAL_NAMES = np.array(common.CONCEALMENT, object)
_MISS = np.array(common.MISS_CHANCE, object)


def _cores(pairs: list, attack: Attack, own: np.ndarray) -> list[tuple]:
    """(line of effect, line of sight, cover code, concealment grade, drawn
    lines, the centre line's start, reasons) of each pair under an attack,
    but for melee's own rules (flanking, reach, conditions' modifiers), from
    the centre lines' facts of the whole batch. `own`: adjacent melee pairs
    (fog around the target, not on the line). Kept in the pair: nothing in
    it points back at the pair."""
    n = len(pairs)
    area = attack.is_area
    origin = attack.origin if area else None
    centre = centre_lines(pairs, origin)
    blocks = _CentreBlocks(centre)
    blocked = centre.terrain(None, None).blocked  # a low wall blocks like any object
    biggest = centre.column("biggest creature", _biggest_creature_column)
    levels = centre.column("obscure levels", _levels_column)
    if area:
        degree = np.minimum(3, centre.column("area count", _area_count_column))
    else:
        # Lesser behind a creature; one degree up behind a bigger one, one
        # down behind a smaller one (the best degree: the biggest one's).
        size = np.fromiter((p.target.size.order for p in pairs), np.int64, n)
        behind = np.where(biggest < 0, 0, 1 + (biggest > size) - (biggest < size))
        degree = np.where(blocked, 2, behind)
    effect, sight = effect_and_sight(pairs, origin)
    cover = np.where(effect, degree, TOTAL_COVER)
    conceal = np.zeros(n, np.int64)
    if not area:
        conceal = np.array(common.lighting_levels(pairs), np.int64)
        conceal[_concealing_matter(pairs, levels, own) & (conceal < CONCEALED)] = CONCEALED
        blind = ~sight
        for i in common.with_conditions(pairs):
            blind[i] |= common.always_total(pairs[i])
        conceal[blind] = TOTAL
    line_of_sight = sight if area else sight & (conceal != TOTAL)
    reasons = [_reasons(c, k, area) for c, k in zip(cover.tolist(), conceal.tolist())]
    lines = [common.drawn_lines(centre, [i], blocks, role="centre") for i in range(n)]
    return list(zip(effect.tolist(), line_of_sight.tolist(), cover.tolist(), conceal.tolist(), lines,
                    centre.grid_ends[0], reasons))


def centre_lines(pairs: list, origin: tuple[int, int] | None) -> LineFacts:
    """Each pair's centre line (RULES §4: from the centre of the attacker's
    space, or the area origin, to the centre of the target's; free ends),
    all traced in one batch, every barrier crossed reported (the area
    count). Pairs of one batch: one token index."""
    first = pairs[0]
    tokens = first.tokens
    n = len(pairs)
    a_index, t_index = pair_indices(pairs)
    a_box, t_box = tokens.space_array[a_index], tokens.space_array[t_index]
    if origin is None:
        start, src_box = _centres(a_box), a_box
    else:
        start = np.tile(np.array([origin[0] * SCALE, origin[1] * SCALE], np.int64), (n, 1))
        src_box = np.tile(np.array(first.origin_space(origin), np.int64), (n, 1))
    free = np.tile(np.array([FREE, 0], np.int64), (n, 1))
    cols = PairColumns(a_box, t_box, a_index, t_index, free, free, src_box)
    return LineFacts.compute(first.geometry, tokens, start, _centres(t_box), cols,
                             reference=first.reference, full=True)


def _centres(boxes: np.ndarray) -> np.ndarray:
    """The centres of spaces (n, 4), in scaled units (exact: SCALE is even)."""
    return np.stack([(boxes[:, 0] + boxes[:, 2]) * SCALE // 2, (boxes[:, 1] + boxes[:, 3]) * SCALE // 2], axis=1)


class _CentreBlocks:
    """What blocks the centre lines of a batch, terrain first (every low
    obstacle counts): made once, when the first line is drawn, and shared
    by every pair's drawn line."""

    __slots__ = ("facts", "found")

    def __init__(self, facts: LineFacts) -> None:
        self.facts, self.found = facts, None

    def __call__(self) -> list:
        if self.found is None:
            self.found = [self.facts.terrain(None, None), self.facts.creature_blocks()]
        return self.found


@lru_cache(maxsize=None)
def _reasons(cover: int, conceal: int, area: bool) -> tuple[tuple[str, tuple], ...]:
    out = (("cover.centre_line", (COVER_NAMES[cover],)),)
    if area or not conceal:
        return out
    return out + (("conceal.graded", (common.CONCEALMENT[conceal],)),)


def _concealing_matter(pairs: list, levels: np.ndarray, own: np.ndarray) -> np.ndarray:
    """Per pair: fog, heavy fog, or lighting the attacker cannot see
    through, on the centre line or under the target; for adjacent melee
    (`own`), fog over the target's whole space."""
    fog_under, fog_over = common.fog_under_targets(pairs)
    dark_ok, low_light = common.senses(pairs)
    found = np.asarray(levels, np.int64)
    out = ((found & (1 << Obscure.FOG | 1 << Obscure.HEAVY_FOG)) != 0) \
        | (((found & (1 << Obscure.DARKNESS)) != 0) & ~dark_ok) \
        | (((found & (1 << Obscure.DIM)) != 0) & ~(dark_ok | low_light)) | fog_under
    return np.where(own, fog_over, out)


def _biggest_creature_column(facts) -> np.ndarray:
    """Per line of a batch: the size order of the biggest creature it
    crosses (`Size.order`), -1 for none."""
    rows = facts.creatures
    order = np.array([t.size.order for t in facts.tokens.tokens], np.int64)
    out = np.full(facts.n, -1, np.int64)
    np.maximum.at(out, rows.line, order[rows.ref])
    return out


def _area_count_column(facts) -> np.ndarray:
    """Per line of a batch (RULES §4, area effects): the cells on it holding
    an object, a creature or vision-blocking terrain, plus each thin wall
    it crosses, each counted once."""
    board = facts.geometry.board
    rows = facts.cells_any
    counts = (board.solid[rows.y, rows.x] != Solid.EMPTY) | (rows.ref >= 0) \
        | np.isin(board.obscure[rows.y, rows.x], VISION_BLOCKING)
    cells = np.unique(np.stack([rows.line[counts], rows.y[counts] * board.width + rows.x[counts]]), axis=1)
    b = facts.barrier
    first_piece = facts.geometry.barriers.cells
    crossing = (((b.nets & COVER) != 0) | ((b.nets & EFFECT) != 0)) & (b.elem >= first_piece)
    pieces = np.unique(np.stack([b.line[crossing], b.elem[crossing]]), axis=1)
    return np.bincount(cells[0], minlength=facts.n) + np.bincount(pieces[0], minlength=facts.n)


def _levels_column(facts) -> np.ndarray:
    """Per line of a batch: bit 1 << level of every obscure level of the
    cells it passes."""
    rows = facts.obscured
    out = np.zeros(facts.n, np.int64)
    np.bitwise_or.at(out, rows.line, np.left_shift(1, rows.ref.astype(np.int64)))
    return out


def _flanking(rules, pair) -> tuple[int, tuple[str, ...]]:
    """Disjoint flanking pairs among the creatures that threaten the target
    from opposite sides; the attacker must be in one. Capped by the target's
    size (+4 for Medium: half the cells around its space)."""
    tokens, spaces, t_space = pair.tokens.tokens, pair.tokens.spaces, pair.t_space
    members = [pair.a_index] + common.enemies_of_target(pair)
    members = [i for i in members
               if common.threatens(rules, tokens[i], spaces[i], t_space)]
    if pair.a_index not in members:
        return 0, ()
    k = len(members)
    edges = {
        (a, b) for a in range(k) for b in range(a + 1, k)
        if common.opposite_sides(spaces[members[a]], spaces[members[b]], t_space)
    }
    partners = tuple(tokens[members[b]].id for a, b in sorted(edges) if a == 0)
    if not partners:
        return 0, ()

    @lru_cache(maxsize=None)
    def matching(free: int) -> int:
        """Largest number of disjoint pairs among the members in `free`."""
        if free == 0:
            return 0
        first = (free & -free).bit_length() - 1
        rest = free & ~(1 << first)
        best = matching(rest)
        for other in range(first + 1, k):
            if rest >> other & 1 and (first, other) in edges:
                best = max(best, 1 + matching(rest & ~(1 << other)))
        return best

    everyone = (1 << k) - 1
    with_attacker = max(
        1 + matching(everyone & ~1 & ~(1 << b)) for a, b in edges if a == 0
    )
    cap = t_space.width + t_space.height + 2
    return min(with_attacker, cap), partners


GRADED = register(Graded())
