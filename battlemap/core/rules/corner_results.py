"""The corner systems' results for a batch of pairs (RULES §3), worked out
column by column: each rule is one array operation over the batch, and the
few pairs a rare rule concerns (conditions, the partial-cover option,
flanking) are visited alone. Python touches each pair only to read what
its decision and its sight hold, and to make its result."""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from battlemap.core.geometry.context import effect_and_sight
from battlemap.core.geometry.pair_batch import pick
from battlemap.core.rules import common
from battlemap.core.rules.common import CONCEALED, CONCEALMENT, MISS_CHANCE, TOTAL, pair_fractions
from battlemap.core.rules.result import Attack, AttackKind, AttackResult

# Cover by code: a choice's grade (0 none, 1 soft: a creature in the way,
# 2 cover: terrain) is its code; then what a grade of 2 may become.
COVER_NAMES = ("none", "soft", "cover", "total", "partial", "improved")
NONE, SOFT, COVER, TOTAL_COVER, PARTIAL, IMPROVED = range(6)
COVER_AC = np.array([0, 4, 4, 0, 2, 8])
COVER_REFLEX = np.array([0, 0, 2, 0, 1, 4])
AC_BY_COVER = dict(zip(COVER_NAMES, COVER_AC.tolist()))  # for the tooltips
HIDES = np.array([False, False, True, True, True, True])  # cover that allows stealth
_COVER_OBJECTS = np.array(COVER_NAMES, object)
_CONCEAL_OBJECTS = np.array(CONCEALMENT, object)
_MISS_OBJECTS = np.array(MISS_CHANCE, object)

# Fog's reason on a pair: none, fog around an adjacent melee target, fog on
# the chosen lines making concealment, or total concealment.
NO_FOG, FOG_AROUND, FOG_CONCEALS, FOG_HIDES = range(4)


def results(rules, pairs: list, attack: Attack, adjacent_choice) -> list[AttackResult]:
    """Every pair's result under `attack`, each pair's corner choice made
    (`CornerSystem.prepare`); `adjacent_choice(pair)`: an adjacent melee
    pair's own (RULES §3.2). What attack kinds that choose alike share (all
    but melee's own rules) is kept in each pair under `common.core_key`,
    worked out by the first of them."""
    if not pairs:
        return []
    area = attack.is_area
    kind = attack.kind
    melee = kind is AttackKind.MELEE
    origin = attack.origin if area else None
    n = len(pairs)
    adjacent, own = common.adjacent_and_own(pairs, melee)  # adjacent melee decides its own way
    fractions = pair_fractions(pairs, origin, low_from_source=True)
    cores = common.kept_per_pair(pairs, common.core_key(origin), lambda todo: _cores(
        pick(pairs, todo), attack, own[todo], [fractions[i] for i in todo], adjacent_choice), own)
    loe, los, cover, conceal, lines, corner, cell, reasons = (list(c) for c in zip(*cores))
    loe_a = np.array(loe, bool)
    cover_a = np.array(cover, np.int64)
    conceal_a = np.array(conceal, np.int64)

    flanked, partners, attack_mod, ac_mod, coup = _modifiers(rules, pairs, attack, loe_a, cover_a, adjacent,
                                                             reasons)
    flank_bonus = 2 * flanked
    can_aoo = loe_a & (cover_a == NONE) & (conceal_a != TOTAL)
    stealth = HIDES[cover_a] | (conceal_a != common.NO_CONCEALMENT)
    reach = common.in_reach_all(rules, pairs) if melee else np.ones(n, bool)

    return AttackResult.from_columns(
        n, ruleset=rules.id, attacker=[p.attacker.id for p in pairs], target=[p.target.id for p in pairs],
        kind=kind, line_of_effect=loe, line_of_sight=los, cover=_COVER_OBJECTS[cover_a],
        concealment=_CONCEAL_OBJECTS[conceal_a], miss_chance=_MISS_OBJECTS[conceal_a], flanked=flanked,
        flank_bonus=flank_bonus, combat_advantage=False, ac_mod=ac_mod, reflex_mod=COVER_REFLEX[cover_a],
        attack_mod=attack_mod, can_attack=loe, can_aoo=can_aoo, stealth=stealth, coup_de_grace=coup,
        in_reach=reach, lines=lines, chosen_corner=corner, chosen_cell=cell, flank_partners=partners,
        reasons=reasons, fraction_source=fractions)


def _modifiers(rules, pairs: list, attack: Attack, loe: np.ndarray, cover: np.ndarray,
               adjacent: np.ndarray, reasons: list) -> tuple:
    """(flanked, flank partners, attack and AC modifiers, coup de grace) of
    each pair (RULES §3.7, §3.8), a flanked pair's reason added to
    `reasons`: flanking is asked only of melee pairs with line of effect,
    conditions only of the pairs whose creatures have any."""
    n = len(pairs)
    melee = attack.kind is AttackKind.MELEE
    flanked = np.zeros(n, bool)
    partners: list[tuple[str, ...]] = [()] * n
    if melee:
        for i in np.flatnonzero(loe).tolist():
            is_flanked, partners[i] = _flanking(rules, pairs[i])
            if is_flanked:
                flanked[i] = True
                reasons[i] += (("flank.pair", (partners[i][0],)),)
    attack_mod = 2 * flanked
    ac_mod = COVER_AC[cover]
    coup = np.zeros(n, bool)
    for i in common.with_conditions(pairs):
        pair = pairs[i]
        target = pair.target
        if melee and "prone" in pair.attacker.conditions:
            attack_mod[i] -= 4
        if target.conditions and not attack.is_area:
            ac_mod[i] += common.condition_ac(target, melee)
        coup[i] = loe[i] and adjacent[i] and not attack.is_area and target.is_helpless
    return flanked, partners, attack_mod, ac_mod, coup


def _cores(pairs: list, attack: Attack, own: np.ndarray, fractions: list, adjacent_choice) -> list[tuple]:
    """(line of effect, line of sight, cover code, concealment grade, drawn
    lines, chosen corner and cell, reasons) of each pair: all but melee's
    own rules (flanking, reach, conditions' modifiers). `own`: adjacent
    melee pairs (RULES §3.2, their own choice and fog rule). Kept in the
    pair: it holds nothing that points back at it (the visible fraction,
    which does, is asked for again)."""
    area = attack.is_area
    origin = attack.origin if area else None
    n = len(pairs)
    choice_key = ("corner", origin)
    grade, fog, corner, cell, lines = common.choice_columns(
        [adjacent_choice(p) if o else p.decisions[choice_key] for p, o in zip(pairs, own.tolist())])
    effect, seen = effect_and_sight(pairs, origin)

    cover = np.where(effect, grade, TOTAL_COVER)
    terrain = np.flatnonzero(effect & (grade == COVER))
    partial: dict[int, float] = {}
    if len(terrain) and pairs[0].options.get("partial_cover", False):
        for i in terrain.tolist():
            if fractions[i]() > 0.5:
                partial[i] = fractions[i]()
                cover[i] = PARTIAL
    improved = np.fromiter((p.target.improved_cover for p in pairs), bool, n)
    improved[list(partial)] = False
    improved &= effect & (grade == COVER)
    cover[improved] = IMPROVED

    # Concealment (RULES §3.6).
    light = np.zeros(n, np.int64)
    fog_reason = np.zeros(n, np.int64)
    blind = np.zeros(n, bool)
    if not area:
        light = np.array(common.lighting_levels(pairs), np.int64)
        adjacent = np.fromiter((p.adjacent for p in pairs), bool, n)
        fog_reason = np.where(fog == 0, NO_FOG, np.where((fog == 1) | adjacent, FOG_CONCEALS, FOG_HIDES))
        if own.any():
            fog_reason[own] = np.where(common.fog_under_targets(pick(pairs, np.flatnonzero(own)))[1],
                                       FOG_AROUND, NO_FOG)
        blind = effect & ~seen
        for i in common.with_conditions(pairs):
            if common.always_total(pairs[i]):
                blind[i] = True
    conceal = np.maximum(light, _FOG_GRADE[fog_reason])
    conceal[blind] = TOTAL
    line_of_sight = seen if area else seen & (conceal != TOTAL)

    code = (((((~effect) * 2 + improved) * 3 + grade) * 3 + light) * 4 + fog_reason) * 2 + blind
    reasons = [_reasons(c) for c in code.tolist()]
    for i, f in partial.items():
        reasons[i] = (("cover.partial", (round(f, 3),)),) + reasons[i]
    return list(zip(effect.tolist(), line_of_sight.tolist(), cover.tolist(), conceal.tolist(),
                    lines, corner, cell, reasons))


_FOG_GRADE = np.array([common.NO_CONCEALMENT, CONCEALED, CONCEALED, TOTAL])


@lru_cache(maxsize=None)
def _reasons(code: int) -> tuple[tuple[str, tuple], ...]:
    """The reasons of a pair's core from its code (`_cores`), in the order
    the rules are applied: line of effect, improved cover, the choice's
    grade, lighting, fog, not seeing."""
    code, blind = divmod(code, 2)
    code, fog = divmod(code, 4)
    code, light = divmod(code, 3)
    code, grade = divmod(code, 3)
    no_effect, improved = divmod(code, 2)
    out: list[tuple[str, tuple]] = []
    if no_effect:
        out.append(("cover.no_line_of_effect", ()))
    if improved:
        out.append(("cover.improved", ()))
    if grade:
        out.append((("cover.creature", ()), ("cover.terrain", ()))[grade - 1])
    if light:
        out.append(("conceal.lighting", (CONCEALMENT[light],)))
    if fog == FOG_AROUND:
        out.append(("conceal.fog_around_target", ()))
    elif fog:
        out.append(("conceal.fog_on_line", (CONCEALMENT[_FOG_GRADE[fog]],)))
    if blind:
        out.append(("conceal.cannot_see", ()))
    return tuple(out)


def _flanking(rules, pair) -> tuple[bool, tuple[str, ...]]:
    """RULES §3.7: attacker and an ally who both threaten the target, on
    opposite sides of it."""
    tokens, spaces = pair.tokens.tokens, pair.tokens.spaces
    if not common.threatens(rules, pair.attacker, pair.a_space, pair.t_space):
        return False, ()
    partners = tuple(
        tokens[i].id for i in common.enemies_of_target(pair)
        if common.threatens(rules, tokens[i], spaces[i], pair.t_space)
        and common.opposite_sides(pair.a_space, spaces[i], pair.t_space)
    )
    return bool(partners), partners
