"""D&D 4e (RULES §5): counted lines, concealment from the target's square,
combat advantage."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache, partial

import numpy as np

from battlemap.core.geometry import corner_scan
from battlemap.core.geometry.context import effect_and_sight
from battlemap.core.geometry.lattice import distance_4e
from battlemap.core.geometry.pair_batch import pick
from battlemap.core.model import Obscure
from battlemap.core.rules import common
from battlemap.core.rules.common import CONCEALED, NO_CONCEALMENT, TOTAL, pair_fractions
from battlemap.core.rules.registry import register
from battlemap.core.rules.result import Attack, AttackKind, AttackResult

COVER_ATTACK = {"none": 0, "cover": -2, "superior": -5, "total": 0}
CONCEAL_ATTACK = (0, -2, -5)
# Target conditions that grant combat advantage (prone only against melee).
CA_CONDITIONS = frozenset({
    "balancing", "blinded", "climbing", "dazed", "helpless", "restrained", "running",
    "squeezing", "stunned", "surprised", "unconscious", "unaware", "paralyzed", "asleep",
})


@dataclass(frozen=True)
class Dnd4e:
    id: str = "dnd4e"
    name: str = "D&D 4e"
    diagonal_rule: str = "1"
    reach_diagonal_exception: bool = False

    distance = staticmethod(distance_4e)  # (dx, dy) -> squares; asked for every pair: no call between

    def line_sets(self, pairs: list, attack: Attack) -> list[tuple[object, str, tuple[int, int] | None]]:
        """None where `prepare` scans the corners, line of effect and sight."""
        if not pairs or corner_scan.available(pairs[0]):
            return []
        origin = attack.origin if attack.is_area else None
        return [(p, name, origin) for p in pairs for name in ("corner", "samples")]

    def prepare(self, pairs: list, attack: Attack) -> None:
        """Every pair's choice at once, kept in the pair (per origin, and
        whether creatures count: a ranged attack's do): the compiled scan,
        or the batched line sets on the reference path."""
        key = _choice_key(attack)
        todo = [p for p in pairs if key not in p.decisions]
        if not todo:
            return
        if corner_scan.available(todo[0]):
            choices = _scanned_choices(todo, attack)
        else:
            choices = [_counted_choice(p, attack) for p in todo]
        for pair, choice in zip(todo, choices):
            pair.decisions[key] = choice

    def evaluate_all(self, pairs: list, attack: Attack) -> list[AttackResult]:
        """Every pair's result, rule by rule over the whole batch (as the
        corner systems do, `corner_results`): conditions and flanking
        visited only for the pairs they concern."""
        if not pairs:
            return []
        self.prepare(pairs, attack)
        area = attack.is_area
        kind = attack.kind
        melee = kind is AttackKind.MELEE
        ranged = kind is AttackKind.RANGED
        origin = attack.origin if area else None
        n = len(pairs)
        fractions = pair_fractions(pairs, origin)
        key = _choice_key(attack)
        blocked, _, corners, cells, lines = common.choice_columns([p.decisions[key] for p in pairs])
        loe, los, sight_level, can_see, flanked, partners = _shared(pairs, origin)

        # Cover (§5.2): the corner and target cell with the fewest blocked lines.
        cover = np.where(~loe, TOTAL_COVER, np.where(blocked == 0, NONE, np.where(blocked <= 2, COVER, SUPERIOR)))
        # Concealment (§5.3) from the target's square; combat advantage (§5.4).
        conceal = np.zeros(n, np.int64) if area else sight_level
        line_of_sight = los if area else los & (conceal != TOTAL)
        attack_mod = COVER_ATTACK_BY_CODE[cover] + (CONCEAL_ATTACK_BY_GRADE[conceal] if melee or ranged else 0)
        attack_mod += (1 if attack.charge and melee else 0) - (2 if attack.long_range and not area else 0)
        grants = flanked.copy()
        ac_mod = np.zeros(n, np.int64)
        coup = np.zeros(n, bool)
        adjacent = np.fromiter((p.adjacent for p in pairs), bool, n)
        for i in common.with_conditions(pairs):
            attacker, target = pairs[i].attacker, pairs[i].target
            grants[i] |= (bool(target.conditions & CA_CONDITIONS) or (melee and "prone" in target.conditions)
                          or ("invisible" in attacker.conditions and not target.see_invisible))
            attack_mod[i] -= 2 * ("prone" in attacker.conditions) + 2 * ("restrained" in attacker.conditions)
            if "prone" in target.conditions and ranged and not adjacent[i]:
                ac_mod[i] = 2
            coup[i] = melee and adjacent[i] and target.is_helpless and loe[i]
        advantage = can_see & grants
        attack_mod += 2 * advantage
        reasons = [_reasons(e, b, c) for e, b, c in zip(loe.tolist(), blocked.tolist(), conceal.tolist())]
        for i in np.flatnonzero(flanked | advantage).tolist():
            reasons[i] += ((("flank.pair", (partners[i][0],)),) if flanked[i] else ()) \
                + ((("combat_advantage", ()),) if advantage[i] else ())
        can_aoo = loe & (conceal != TOTAL)
        stealth = (cover == SUPERIOR) | (cover == TOTAL_COVER) | (conceal == TOTAL)
        reach = common.in_reach_all(self, pairs) if melee else np.ones(n, bool)
        return AttackResult.from_columns(
            n, ruleset=self.id, attacker=[p.attacker.id for p in pairs], target=[p.target.id for p in pairs],
            kind=kind, line_of_effect=loe, line_of_sight=line_of_sight, cover=_COVER_NAMES[cover],
            concealment=_CONCEAL_NAMES[conceal], miss_chance=0, flanked=flanked, flank_bonus=0,
            combat_advantage=advantage, ac_mod=ac_mod, reflex_mod=0, attack_mod=attack_mod, can_attack=loe,
            can_aoo=can_aoo, stealth=stealth, coup_de_grace=coup, in_reach=reach,
            lines=lines, chosen_corner=corners, chosen_cell=cells, flank_partners=partners, reasons=reasons,
            fraction_source=fractions)


# Cover by code (§5.2), and what it and concealment do to the attack roll.
COVER_NAMES = ("none", "cover", "superior", "total")
NONE, COVER, SUPERIOR, TOTAL_COVER = range(4)
COVER_ATTACK_BY_CODE = np.array([COVER_ATTACK[name] for name in COVER_NAMES])
CONCEAL_ATTACK_BY_GRADE = np.array(CONCEAL_ATTACK)
_COVER_NAMES = np.array(COVER_NAMES, object)
_CONCEAL_NAMES = np.array(common.CONCEALMENT, object)


@lru_cache(maxsize=None)
def _reasons(effect: bool, blocked: int, conceal: int) -> tuple[tuple[str, tuple], ...]:
    """The reasons of cover and concealment, in the order the rules apply."""
    out: list[tuple[str, tuple]] = []
    if not effect:
        out.append(("cover.no_line_of_effect", ()))
    elif blocked:
        out.append(("cover.lines_blocked", (blocked,)))
    if conceal:
        out.append(("conceal.target_square", (common.CONCEALMENT[conceal],)))
    return tuple(out)


def _shared(pairs: list, origin) -> tuple:
    """Per pair (arrays, and the flanking partners): line of effect, line
    of sight, what the attacker sees of the target's square, whether it can
    see the target, flanked. The same for every attack kind from `origin`:
    worked out by the first and kept in each pair (nothing in it points
    back at the pair)."""
    found = common.kept_per_pair(pairs, ("4e shared", origin),
                                 lambda todo: _work_out_shared(pick(pairs, todo), origin))
    loe, los, sight_level, can_see, flanked, partners = zip(*found)
    return (np.array(loe, bool), np.array(los, bool), np.array(sight_level, np.int64),
            np.array(can_see, bool), np.array(flanked, bool), list(partners))


def _work_out_shared(pairs: list, origin) -> list[tuple]:
    """`_shared` for pairs that have none yet."""
    n = len(pairs)
    effect, sight = effect_and_sight(pairs, origin)
    adjacent = np.fromiter((p.adjacent for p in pairs), bool, n)
    # Concealment (§5.3): what the attacker sees of the target's square.
    square = np.zeros(n, np.int64)
    for near, grade in ((True, _adjacent_grade), (False, _grade)):
        at = np.flatnonzero(adjacent == near)
        if len(at):
            square[at] = common.least_obscured(pick(pairs, at), grade)
    blind = np.zeros(n, bool)
    for i in common.with_conditions(pairs):
        blind[i] = common.always_total(pairs[i])
    sight_level = np.where(blind | (effect & ~sight), TOTAL, square)
    # Combat advantage (§5.4): "can see" is about the attacker's eyes and
    # the target's square, not line of sight.
    can_see = ~blind & (square != TOTAL)
    flanking = [_flanking(p) if near else (False, ()) for p, near in zip(pairs, adjacent.tolist())]
    return [(e, s, level, see, *flank) for e, s, level, see, flank in zip(
        effect.tolist(), sight.tolist(), sight_level.tolist(), can_see.tolist(), flanking)]


def _grade(level: Obscure, dark_ok: bool, dim_ok: bool, adjacent: bool = False) -> int:
    """§5.3: what the attacker sees of one cell (heavy fog: total beyond
    an adjacent target). One function each way, so that `least_obscured`
    keeps its answers by function."""
    if level == Obscure.FOG or (level == Obscure.DIM and not dim_ok):
        return CONCEALED
    if level == Obscure.HEAVY_FOG:
        return CONCEALED if adjacent else TOTAL
    if level == Obscure.DARKNESS and not dark_ok:
        return TOTAL
    return NO_CONCEALMENT


_adjacent_grade = partial(_grade, adjacent=True)


def _choice_key(attack: Attack) -> tuple:
    """Where a pair keeps its choice: per origin, and whether creatures count."""
    return ("counted", attack.origin if attack.is_area else None, attack.kind is AttackKind.RANGED)


def _scanned_choices(pairs: list, attack: Attack) -> list[common.ScannedChoice]:
    """§5.2 by the compiled scan: terrain blocks a line (every low obstacle
    counts), and for a ranged attack so do creatures hostile to the
    attacker (another faction)."""
    ranged = attack.kind is AttackKind.RANGED
    rule = corner_scan.ChoiceRule(counted=True, creatures=ranged, hostile_only=True, fog=False)
    scan = corner_scan.CornerScan(pairs, attack.origin if attack.is_area else None, rule)
    tokens = pairs[0].tokens.tokens
    # one function per attacker faction: the scan finds what blocks the
    # chosen lines once per function, for every pair of the batch
    blocks: dict[str | None, partial] = {}
    for faction in {p.attacker.faction if ranged else None for p in pairs}:
        blocks[faction] = partial(_counted_blocks, tokens=tokens, attacker_faction=faction)
    return common.scanned_choices(scan, [blocks[p.attacker.faction if ranged else None] for p in pairs])


def _counted_blocks(facts, tokens, attacker_faction: str | None) -> list:
    """What blocks a choice's lines, terrain first: every low obstacle
    counts in 4e; with a faction, creatures of another faction."""
    terrain = facts.terrain(None, None)
    if attacker_faction is None:
        return [terrain]
    return [terrain, facts.creature_blocks(lambda i: tokens[i].faction != attacker_faction)]


@dataclass
class _CountedChoice:
    grade: int  # blocked lines
    corner: tuple[float, float]
    cell: tuple[int, int]
    lines: object  # LazyLines
    fog: int = 0  # 4e's choice does not weigh fog

    def drawn(self):
        return self.lines


def _counted_choice(pair, attack: Attack) -> _CountedChoice:
    """§5.2 on the pair's corner line set (the reference path)."""
    lines = pair.line_set("corner", attack.origin if attack.is_area else None)
    facts = lines.facts
    choice, corners, cells = lines.meta
    ranged = attack.kind is AttackKind.RANGED
    blocks = _counted_blocks(facts, pair.tokens.tokens, pair.attacker.faction if ranged else None)
    blocked = blocks[0].blocked if len(blocks) == 1 else blocks[0].blocked | blocks[1].blocked
    counts = np.zeros(len(corners) * len(cells), np.int64)
    np.add.at(counts, choice, blocked.astype(np.int64))
    best = int(np.argmin(counts))
    chosen = np.nonzero(choice == best)[0]
    return _CountedChoice(int(counts[best]), facts.endpoints(int(chosen[0]))[0], cells[best % len(cells)],
                          common.drawn_lines(facts, chosen, blocks))


def _flanking(pair) -> tuple[bool, tuple[str, ...]]:
    """§5.4: attacker and an ally both adjacent to the target, able to act,
    on opposite sides; a creature with reach 0 (smaller than Small) cannot."""
    attacker, tokens, spaces = pair.attacker, pair.tokens.tokens, pair.tokens.spaces
    if not (_can_flank(attacker) and pair.adjacent):
        return False, ()
    partners = tuple(
        tokens[i].id for i in common.enemies_of_target(pair)
        if _can_flank(tokens[i]) and spaces[i].adjacent(pair.t_space)
        and common.opposite_sides(pair.a_space, spaces[i], pair.t_space)
    )
    return bool(partners), partners


def _can_flank(token) -> bool:
    return token.can_act and token.reach > 0


DND4E = register(Dnd4e())
