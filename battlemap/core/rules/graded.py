"""The graded-cover variant (RULES §4, seed 001): one centre line, cover in
degrees, stacking flanking."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from battlemap.core.geometry.lattice import distance_121
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
        return [(p, name, origin) for p in pairs for name in ("centre", "samples")]

    def evaluate_all(self, pairs: list, attack: Attack) -> list[AttackResult]:
        fractions = pair_fractions(pairs, attack.origin if attack.is_area else None)
        melee = attack.kind is AttackKind.MELEE
        reach = common.in_reach_all(self, pairs).tolist() if melee else [True] * len(pairs)
        return [self._evaluate(p, attack, f, r) for p, f, r in zip(pairs, fractions, reach)]

    def _evaluate(self, pair, attack: Attack, fraction, in_reach: bool) -> AttackResult:
        area = attack.is_area
        melee = attack.kind is AttackKind.MELEE
        adjacent_melee = melee and pair.adjacent
        origin = attack.origin if area else None
        attacker, target = pair.attacker, pair.target
        # What the attack kinds share (all but melee's own rules), worked out
        # by the first of them; adjacent melee reads fog its own way.
        core_key = common.core_key(origin)
        core = None if adjacent_melee else pair.decisions.get(core_key)
        if core is None:
            core = _core(pair, attack)
            if not adjacent_melee:
                pair.decisions[core_key] = core
        loe, line_of_sight, cover, conceal, lines, corner, reasons = core

        flanked, bonus, partners = False, 0, ()
        if melee and loe and cover == "none":
            bonus, partners = _flanking(self, pair)
            flanked = bonus > 0
            if flanked:
                reasons += (("flank.pairs", (bonus,)),)
        attack_mod = bonus + (-4 if melee and attacker.has("prone") else 0)
        ac_mod = COVER_BONUS[cover] + (0 if area else common.condition_ac(target, melee))
        # By position, in the fields' order (see corner_systems).
        return AttackResult(
            self.id, attacker.id, target.id, attack.kind,  # ruleset, attacker, target, kind
            loe, line_of_sight, cover,  # line of effect and of sight, cover
            common.CONCEALMENT[conceal], common.MISS_CHANCE[conceal],  # concealment, miss chance
            flanked, bonus, False,  # flanked, flank bonus, combat advantage
            ac_mod, COVER_BONUS[cover], attack_mod,  # AC, reflex and attack modifiers
            loe, loe and cover == "none" and conceal != TOTAL,  # can attack, can AoO
            cover in HIDING_COVER or conceal != NO_CONCEALMENT,  # stealth
            melee and pair.adjacent and target.is_helpless and loe,  # coup de grace
            in_reach, False,  # in reach, in area
            lines, corner, None,  # lines, chosen corner and cell
            partners, reasons, fraction,  # flank partners, reasons, fraction source
        )


def _core(pair, attack: Attack) -> tuple:
    """(line of effect, line of sight, cover, concealment grade, drawn lines,
    the centre line's start, reasons) of a pair under an attack, but for
    melee's own rules (flanking, reach, conditions' modifiers). Kept in the
    pair: nothing in it points back at the pair."""
    reasons: list[tuple[str, tuple]] = []
    area = attack.is_area
    origin = attack.origin if area else None
    facts = pair.line_set("centre", origin).facts
    terrain = facts.terrain(None, None)  # a low wall blocks like any object
    if area:
        degree = min(3, _area_count(pair, facts))
    elif terrain.blocked[0]:
        degree = 2
    else:
        degree = _creature_degree(pair, facts)
    loe, los = pair.line_of_effect_and_sight(origin)
    cover = DEGREES[degree] if loe else "total"
    reasons.append(("cover.centre_line", (cover,)))

    if area:
        conceal = NO_CONCEALMENT
    else:
        conceal = common.lighting_levels([pair])[0]
        if attack.kind is AttackKind.MELEE and pair.adjacent:
            if common.whole_space_in_fog(pair):
                conceal = max(conceal, CONCEALED)
        elif _concealing_cell_on_line(pair, facts):
            conceal = max(conceal, CONCEALED)
        if common.always_total(pair) or not los:
            conceal = TOTAL
        if conceal:
            reasons.append(("conceal.graded", (common.CONCEALMENT[conceal],)))
    line_of_sight = los if area else los and conceal != TOTAL
    lines = common.drawn_lines(facts, [0], lambda: [terrain, facts.creature_blocks()], role="centre")
    return loe, line_of_sight, cover, conceal, lines, facts.endpoints(0)[0], tuple(reasons)


def _creature_degree(pair, facts) -> int:
    """Lesser behind a creature; one degree up behind a bigger one, one down
    behind a smaller one. The best degree over the creatures crossed: from
    the biggest one."""
    biggest = int(facts.column("biggest creature", _biggest_creature_column)[0])
    if biggest < 0:
        return 0
    target_size = pair.target.size.order
    return 1 + (biggest > target_size) - (biggest < target_size)


def _biggest_creature_column(facts) -> np.ndarray:
    """Per line of a batch: the size order of the biggest creature it
    crosses (`Size.order`), -1 for none."""
    rows = facts.creatures
    order = np.array([t.size.order for t in facts.tokens.tokens], np.int64)
    out = np.full(facts.n, -1, np.int64)
    np.maximum.at(out, rows.line, order[rows.ref])
    return out


def _area_count(pair, facts) -> int:
    """Cells on the line holding an object, a creature or vision-blocking
    terrain, plus each crossed thin wall (RULES §4, area effects)."""
    board = pair.geometry.board
    rows = facts.cells_any
    counted = set()
    for x, y, occupant in zip(rows.x.tolist(), rows.y.tolist(), rows.ref.tolist()):
        solid = board.solid[y, x]
        level = board.obscure[y, x]
        other_creature = occupant >= 0 and occupant not in (pair.a_index, pair.t_index)
        if solid != Solid.EMPTY or other_creature or level in VISION_BLOCKING:
            counted.add((x, y))
    return len(counted) + len(facts.crossed_pieces())


def _concealing_cell_on_line(pair, facts) -> bool:
    """Fog, heavy fog, or lighting the attacker cannot see through, on the
    centre line or under the target."""
    levels = int(facts.column("obscure levels", _levels_column)[0])
    if levels & (1 << Obscure.FOG | 1 << Obscure.HEAVY_FOG):
        return True
    dark_ok = common.sees_in_darkness(pair)
    if levels & (1 << Obscure.DARKNESS) and not dark_ok:
        return True
    if levels & (1 << Obscure.DIM) and not (dark_ok or pair.attacker.low_light):
        return True
    return pair.geometry.fog_cells_in(*pair.t_space) > 0  # fog under the target


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
