"""One area effect on a map (RULES §7): the squares it covers and what it
does to every other creature, as the editor, the CLI and exports show it."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from battlemap.core.model import Document
from battlemap.core.rules.result import Attack, AttackResult


@dataclass(frozen=True)
class AreaOutcome:
    covered: np.ndarray  # (height, width) bool, [y, x]
    results: dict[str, AttackResult]  # every creature but the attacker
    caught: tuple[str, ...]  # in the area (some covered square with line of effect)
    spared: tuple[str, ...]  # on a covered square, but shielded from the origin

    def touched(self, doc: Document, token_id: str) -> bool:
        """Does the template cover some square of the token's space?"""
        t = doc.tokens[token_id]
        h, w = self.covered.shape
        x0, y0 = max(t.x, 0), max(t.y, 0)
        x1, y1 = min(t.x + t.footprint, w), min(t.y + t.footprint, h)
        return x0 < x1 and y0 < y1 and bool(self.covered[y0:y1, x0:x1].any())


def evaluate_area(doc: Document, attacker: str, attack: Attack, ruleset: str | None = None,
                  engine=None) -> AreaOutcome:
    """Evaluate a templated area or close attack against every other creature,
    friend or foe. Raises BattlemapError for a template that cannot be placed."""
    from battlemap.core.geometry.context import engine_for
    from battlemap.core.rules import evaluate_pairs, get_ruleset
    from battlemap.core.rules.templates import covered_cells

    rules = get_ruleset(ruleset or doc.ruleset)
    engine = engine or engine_for(doc)
    index = engine.tokens.index[attacker]
    covered = covered_cells(attack.template, attack.origin, doc.board, rules,
                            engine.tokens.spaces[index], attack.kind)
    others = [t for t in doc.tokens if t != attacker]
    results = evaluate_pairs(doc, [(attacker, t) for t in others], attack, rules.id, engine)
    by_id = {r.target: r for r in results}
    outcome = AreaOutcome(covered, by_id, tuple(r.target for r in results if r.in_area), ())
    spared = tuple(r.target for r in results if not r.in_area and outcome.touched(doc, r.target))
    return AreaOutcome(covered, by_id, outcome.caught, spared)
