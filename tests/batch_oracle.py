"""The check the rulesets' column-by-column tests share: a batch's results
equal the ruleset's rules read pair by pair (`plain_result`)."""

from __future__ import annotations

from typing import NamedTuple

from battlemap.core.geometry.context import engine_for
from battlemap.core.geometry.corner_scan import FOG, GRADE
from battlemap.core.model import Obscure
from battlemap.core.rules import evaluate_pairs, get_ruleset
from battlemap.core.rules.common import ScannedChoice


class Choice(NamedTuple):
    grade: int
    fog: int
    corner: tuple[float, float]
    cell: tuple[int, int]
    lines: object


def fog_cells(pair) -> int:
    """Fog or heavy fog cells of the target's space on the board, counted
    cell by cell."""
    x0, y0, x1, y1 = pair.t_space
    obscure = pair.geometry.board.obscure
    h, w = obscure.shape
    return sum(1 for y in range(max(y0, 0), min(y1, h)) for x in range(max(x0, 0), min(x1, w))
               if obscure[y, x] in (Obscure.FOG, Obscure.HEAVY_FOG))


def whole_space_in_fog(pair) -> bool:
    x0, y0, x1, y1 = pair.t_space
    return fog_cells(pair) == (x1 - x0) * (y1 - y0)


def sees_in_darkness(pair) -> bool:
    a = pair.attacker
    return a.darkvision_ft > 0 and pair.distance * 5 <= a.darkvision_ft


def chosen(decision) -> Choice:
    """A pair's corner choice read alone: from its scan's row, or from
    itself (an adjacent melee pair's, the reference path's)."""
    if isinstance(decision, ScannedChoice):
        scan, i = decision.scan, decision.i
        return Choice(int(scan.rows[i, GRADE]), int(scan.rows[i, FOG]), scan.corners[i], scan.cells[i], decision)
    return Choice(decision.grade, decision.fog, decision.corner, decision.cell, decision.drawn())


def assert_batch_is_plain(doc, attacks, ruleset: str, plain_result) -> None:
    """Every ordered pair of `doc`'s tokens, under each attack: the batch's
    result equals `plain_result(rules, pair, attack)` (`in_area` aside, which
    `evaluate_pairs` sets), visible fraction included."""
    ids = list(doc.tokens)
    pairs = [(a, t) for a in ids for t in ids if a != t]
    rules = get_ruleset(ruleset)
    for attack in attacks:
        batch = evaluate_pairs(doc, pairs, attack, ruleset)
        for got, pair in zip(batch, engine_for(doc).pairs(pairs, rules)):
            want = plain_result(rules, pair, attack).replace(in_area=got.in_area)
            assert got == want, (attack, pair.attacker.id, pair.target.id)
            assert got.visible_fraction == want.visible_fraction
