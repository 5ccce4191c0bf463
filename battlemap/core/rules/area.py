"""One area effect on a map (RULES §7): the squares it covers and what it
does to every other creature, as the editor, the CLI and exports show it."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from battlemap.core.model import Document, Token
from battlemap.core.rules.result import Attack, AttackResult


@dataclass(frozen=True)
class AreaOutcome:
    covered: np.ndarray  # (height, width) bool, [y, x]
    results: dict[str, AttackResult]  # every creature but the attacker
    caught: tuple[str, ...]  # in the area (some covered square with line of effect)
    spared: tuple[str, ...]  # on a covered square, but shielded from the origin


def touches(covered: np.ndarray, token: Token) -> bool:
    """Does a covered square lie under the token's space?"""
    h, w = covered.shape
    n = token.footprint
    return bool(covered[max(token.y, 0):min(token.y + n, h), max(token.x, 0):min(token.x + n, w)].any())


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
    caught = tuple(r.target for r in results if r.in_area)
    spared = tuple(r.target for r in results if not r.in_area and touches(covered, doc.tokens[r.target]))
    return AreaOutcome(covered, {r.target: r for r in results}, caught, spared)
