"""The check the rulesets' column-by-column tests share: a batch's results
equal the ruleset's rules read pair by pair (`plain_result`)."""

from __future__ import annotations

from typing import NamedTuple

from battlemap.core.geometry.context import engine_for
from battlemap.core.geometry.corner_scan import FOG, GRADE
from battlemap.core.rules import evaluate_pairs, get_ruleset
from battlemap.core.rules.common import ScannedChoice


class Choice(NamedTuple):
    grade: int
    fog: int
    corner: tuple[float, float]
    cell: tuple[int, int]
    lines: object


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
