"""D&D 4e (RULES §5): counted lines, concealment from the target's square,
combat advantage."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import numpy as np

from battlemap.core.geometry import corner_scan
from battlemap.core.geometry.lattice import distance_4e
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
        self.prepare(pairs, attack)
        fractions = pair_fractions(pairs, attack.origin if attack.is_area else None)
        return [self._evaluate(p, attack, f) for p, f in zip(pairs, fractions)]

    def _evaluate(self, pair, attack: Attack, fraction) -> AttackResult:
        reasons: list[tuple[str, tuple]] = []
        area = attack.is_area
        melee = attack.kind is AttackKind.MELEE
        ranged = attack.kind is AttackKind.RANGED
        attacker, target = pair.attacker, pair.target

        # Cover (§5.2): the corner and target cell with the fewest blocked lines.
        key = _choice_key(attack)
        choice = pair.decisions.get(key)
        if choice is None:
            self.prepare([pair], attack)
            choice = pair.decisions[key]
        n_blocked = choice.grade
        loe, los, sight_level, can_see, flanked, partners = _shared(pair, attack.origin if area else None)
        if not loe:
            cover = "total"
            reasons.append(("cover.no_line_of_effect", ()))
        else:
            cover = "none" if n_blocked == 0 else "cover" if n_blocked <= 2 else "superior"
            if n_blocked:
                reasons.append(("cover.lines_blocked", (n_blocked,)))

        conceal = NO_CONCEALMENT if area else sight_level
        if conceal:
            reasons.append(("conceal.target_square", (common.CONCEALMENT[conceal],)))
        line_of_sight = los if area else los and conceal != TOTAL

        if flanked:
            reasons.append(("flank.pair", (partners[0],)))
        grants = bool(target.conditions & CA_CONDITIONS) or flanked
        grants |= melee and target.has("prone")
        grants |= attacker.has("invisible") and not target.see_invisible
        combat_advantage = can_see and grants
        if combat_advantage:
            reasons.append(("combat_advantage", ()))

        attack_mod = 2 if combat_advantage else 0
        attack_mod -= 2 if attacker.has("prone") else 0
        attack_mod -= 2 if attacker.has("restrained") else 0
        attack_mod += COVER_ATTACK[cover]
        if melee or ranged:
            attack_mod += CONCEAL_ATTACK[conceal]
        if attack.long_range and not area:
            attack_mod -= 2
        if attack.charge and melee:
            attack_mod += 1
        ac_mod = 2 if target.has("prone") and ranged and not pair.adjacent else 0
        # By position, in the fields' order (see corner_systems).
        return AttackResult(
            self.id, attacker.id, target.id, attack.kind,  # ruleset, attacker, target, kind
            loe, line_of_sight, cover,  # line of effect and of sight, cover
            common.CONCEALMENT[conceal], 0,  # concealment, miss chance
            flanked, 0, combat_advantage,  # flanked, flank bonus, combat advantage
            ac_mod, 0, attack_mod,  # AC, reflex and attack modifiers
            loe, loe and conceal != TOTAL,  # can attack, can AoO
            cover in ("superior", "total") or conceal == TOTAL,  # stealth
            melee and pair.adjacent and target.is_helpless and loe,  # coup de grace
            not melee or common.in_reach(self, pair, attack), False,  # in reach, in area
            choice.drawn(), choice.corner, choice.cell,  # lines, chosen corner and cell
            partners, tuple(reasons), fraction,  # flank partners, reasons, fraction source
        )


def _shared(pair, origin) -> tuple:
    """(line of effect, line of sight, what the attacker sees of the target's
    square, whether it can see the target, flanked, flanking partners): the
    same for every attack kind from `origin`, worked out by the first and
    kept in the pair (nothing in it points back at the pair)."""
    found = pair.decisions.get(("4e shared", origin))
    if found is None:
        loe, los = pair.line_of_effect_and_sight(origin)
        # Concealment (§5.3): what the attacker sees of the target's square.
        square = _square_concealment(pair)
        blind = common.always_total(pair)
        sight_level = TOTAL if blind or (loe and not los) else square
        # Combat advantage (§5.4): "can see" is about the attacker's eyes and
        # the target's square, not line of sight.
        can_see = not blind and square != TOTAL
        found = pair.decisions[("4e shared", origin)] = (loe, los, sight_level, can_see, *_flanking(pair))
    return found


def _square_concealment(pair) -> int:
    """§5.3 table on the target's least obscured cell."""
    return common.least_obscured([pair], _adjacent_grade if pair.adjacent else _grade)[0]


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
    return [common.ScannedChoice(scan, i, count, 0, partial(
                _counted_blocks, tokens=tokens, attacker_faction=pair.attacker.faction if ranged else None))
            for i, (pair, count) in enumerate(zip(pairs, scan.rows[:, corner_scan.GRADE].tolist()))]


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
