"""D&D 3.5, Pathfinder 1e and Starfinder: the corner systems (RULES §3)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import numpy as np

from battlemap.core.geometry import corner_scan
from battlemap.core.geometry.lattice import SCALE, distance_121
from battlemap.core.geometry.line_facts import LineFacts, by_batch, member_lines
from battlemap.core.geometry.pair_batch import pick
from battlemap.core.rules import common, corner_results
from battlemap.core.rules.registry import register
from battlemap.core.rules.result import Attack, AttackKind, AttackResult

NONE, SOFT, COVER = 0, 1, 2  # cover grades while choosing a corner


@dataclass(frozen=True)
class CornerSystem:
    id: str
    name: str
    reach_diagonal_exception: bool
    diagonal_rule: str = "1-2-1"

    distance = staticmethod(distance_121)  # (dx, dy) -> squares; asked for every pair: no call between

    def line_sets(self, pairs: list, attack: Attack) -> list[tuple[object, str, tuple[int, int] | None]]:
        """(pair, set name, origin) of the line sets `evaluate_all` will ask
        for, so they can be batched (none where `prepare` scans the corners,
        line of effect and sight at once)."""
        if not pairs:
            return []
        adjacent_melee = attack.kind is AttackKind.MELEE and not attack.is_area
        scanned = corner_scan.available(pairs[0])
        origin = attack.origin if attack.is_area else None
        out = []
        for pair in pairs:
            if adjacent_melee and pair.adjacent:
                out += ((pair, "adjacent", None), (pair, "samples", None))
            elif not scanned:
                out += ((pair, "corner", origin), (pair, "samples", origin))
        return out

    def prepare(self, pairs: list, attack: Attack) -> None:
        """The corner choice of every pair at once, kept in each pair for
        `evaluate_all` (adjacent melee decides its own way): the compiled scan
        (`corner_scan`), or the batched line sets (`_corner_choices`) on
        the reference path."""
        melee = attack.kind is AttackKind.MELEE
        origin = attack.origin if attack.is_area else None
        todo = pick(pairs, [i for i, p in enumerate(pairs)
                            if ("corner", origin) not in p.decisions and not (melee and p.adjacent)])
        if not todo:
            return
        if corner_scan.available(todo[0]):
            decisions = _scanned_choices(todo, attack)
        else:
            decisions = _corner_choices(todo, attack)
        key = ("corner", origin)  # one key object for the batch: pairs are kept by the thousand
        for pair, decision in zip(todo, decisions):
            pair.decisions[key] = decision

    def evaluate_all(self, pairs: list, attack: Attack) -> list[AttackResult]:
        """Every pair's result, rule by rule over the whole batch (`corner_results`)."""
        self.prepare(pairs, attack)
        return corner_results.results(self, pairs, attack, _adjacent_melee_cover)


@dataclass
class _Decision:
    grade: int
    fog: int
    facts: LineFacts  # the chosen lines', and what blocks them (`blocks`)
    lines: np.ndarray  # the drawn lines' indices in `facts`
    blocks: Callable[[], list]  # what blocks the drawn lines, terrain first, found when drawn
    corner: tuple[float, float] | None
    cell: tuple[int, int] | None

    def drawn(self):
        """The drawn lines, made when read. Made per result: a decision kept
        in its pair holds nothing that points back at the pair."""
        return common.drawn_lines(self.facts, self.lines, self.blocks)


def _blocks(facts, rules, creatures: bool) -> list:
    """What blocks a corner decision's drawn lines, terrain first."""
    blocks = [facts.first_blocks(("cover within 30 ft", rules.diagonal_rule),
                                 partial(common.cover_rows_within_30ft, rules))]
    return blocks + [facts.creature_blocks()] if creatures else blocks


def _corner_choices(pairs: list, attack: Attack) -> list[_Decision]:
    """RULES §3.1/§3.5: each pair's most favourable attacker corner and
    target cell. A choice (a corner and a target cell) has 4 consecutive
    lines; its grade (2 cover-giving terrain, 1 a creature in the way,
    except for area attacks) and fog are their worst, and the best choice
    has the least grade, then the least fog, then comes first. Worked out
    on the batches' columns for all pairs at once."""
    area = attack.is_area
    origin = attack.origin if area else None
    sets = [p.line_set("corner", origin) for p in pairs]
    best = np.zeros(len(pairs), np.int64)
    grade = np.zeros(len(pairs), np.int64)
    fog = np.zeros(len(pairs), np.int64)
    corner = np.zeros((len(pairs), 2))
    for batch, members in by_batch([s.facts for s in sets]).items():
        rules = pairs[members[0][0]].rules
        lines, sizes = member_lines(members)
        terrain = batch.column(("cover within 30 ft", rules.diagonal_rule),
                               partial(common.cover_within_30ft, rules))[lines]
        if area:
            line_grade = np.where(terrain, COVER, NONE)
        else:
            line_grade = np.where(terrain, COVER, np.where(batch.creature_blocked()[lines], SOFT, NONE))
        choice_grade = line_grade.reshape(-1, 4).max(axis=1)
        key = choice_grade if area else choice_grade * 3 + batch.max_fog()[lines].reshape(-1, 4).max(axis=1)
        # per pair, the first choice with the least key
        choices = sizes // 4
        first = np.cumsum(choices) - choices
        least = np.minimum.reduceat(key, first)
        hits = np.flatnonzero(key == np.repeat(least, choices))
        chosen = hits[np.searchsorted(hits, first)]
        index = [i for i, _, _ in members]
        best[index] = chosen - first
        # where the chosen choice's lines start, in grid units
        corner[index] = batch.start[np.array([lo for _, lo, _ in members]) + 4 * (chosen - first)] / SCALE
        grade[index] = choice_grade[chosen]
        fog[index] = 0 if area else key[chosen] - 3 * choice_grade[chosen]
    return [_decision(p.rules, s, b, g, f, tuple(c), not area)
            for p, s, b, g, f, c in zip(pairs, sets, best.tolist(), grade.tolist(), fog.tolist(),
                                        corner.tolist())]


def _scanned_choices(pairs: list, attack: Attack) -> list[common.ScannedChoice]:
    """`_corner_choices` by the compiled scan, which also finds line of
    effect and sight (`corner_scan`)."""
    area = attack.is_area
    rule = corner_scan.ChoiceRule(creatures=not area, fog=not area, low_within=common.LOW_WITHIN)
    scan = corner_scan.CornerScan(pairs, attack.origin if area else None, rule)
    return common.scanned_choices(scan, partial(_blocks, rules=pairs[0].rules, creatures=not area))


def _decision(rules, line_set, best: int, grade: int, fog: int, corner: tuple[float, float],
              creatures: bool) -> _Decision:
    facts = line_set.facts
    _, _, cells = line_set.meta
    return _Decision(
        grade=grade, fog=fog, facts=facts, lines=best * 4 + _FOUR,
        blocks=partial(_blocks, facts, rules, creatures), corner=corner, cell=cells[best % len(cells)],
    )


_FOUR = np.arange(4)


def _adjacent_melee_cover(pair) -> _Decision:
    """RULES §3.2: cover unless some adjacent pair of cells has no corner line
    through terrain; creatures never give cover here."""
    lines = pair.line_set("adjacent")
    facts, pairs = lines.facts, lines.meta
    terrain = facts.terrain(*common.low_obstacle_rules(pair, pair.a_space))
    per_pair = terrain.blocked.reshape(len(pairs), 16)
    covered = per_pair.any(axis=1)
    best = int(np.argmin(covered))
    # Draw the 4 lines of the least blocked corner of the chosen pair.
    by_corner = per_pair[best].reshape(4, 4).sum(axis=1)
    corner = int(np.argmin(by_corner))
    lines = best * 16 + corner * 4 + np.arange(4)
    return _Decision(
        grade=COVER if covered.all() else NONE, fog=0, facts=facts, lines=lines,
        blocks=lambda: [terrain],
        corner=facts.endpoints(int(lines[0]))[0], cell=pairs[best][1],
    )


DND35 = register(CornerSystem("dnd35", "D&D 3.5", reach_diagonal_exception=True))
PF1E = register(CornerSystem("pf1e", "Pathfinder 1e", reach_diagonal_exception=True))
SF1E = register(CornerSystem("sf1e", "Starfinder", reach_diagonal_exception=False))
