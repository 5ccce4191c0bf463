"""One area effect on a map (RULES §7): the squares it covers and what it
does to every other creature, as the editor, the CLI and exports show it."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Document, PlacedTemplate, Token
from battlemap.core.rules.result import Attack, AttackResult


@dataclass(frozen=True)
class AreaOutcome:
    covered: np.ndarray  # (height, width) bool, [y, x]
    results: dict[str, AttackResult]  # every creature but the attacker
    caught: tuple[str, ...]  # in the area (some covered square with line of effect)
    spared: tuple[str, ...]  # on a covered square, but shielded from the origin
    allies: tuple[str, ...] = ()  # caught creatures of the attacker's own side (friendly fire)


def touches(covered: np.ndarray, token: Token) -> bool:
    """Does a covered square lie under the token's space?"""
    h, w = covered.shape
    n = token.footprint
    return bool(covered[max(token.y, 0):min(token.y + n, h), max(token.x, 0):min(token.x + n, w)].any())


def same_side(doc: Document, attacker: str | None, target: str) -> bool:
    """Is `target` on the attacker's side (the same faction: the Enemies
    filter's rule, `enemy_pairs`)? An area caught it as friendly fire."""
    a, t = doc.tokens.get(attacker or ""), doc.tokens.get(target)
    return a is not None and t is not None and a.id != t.id and a.faction == t.faction


def template_misfit(doc: Document, placed: PlacedTemplate, ruleset: str | None = None
                    ) -> BattlemapError | None:
    """Why a placed template cannot be judged on this map under `ruleset`
    (the document's by default), or None when it fits. The error's `code`
    says which problem (RULES §7): "in_squares" / "in_feet" (made for the
    other family of rulesets), "no_attacker", "off_board", "not_at_attacker",
    "blast_overlaps", "blast_does_not_touch" (a 4e template its creature
    moved away from). Such a template stays in the document, inactive."""
    from battlemap.core.geometry.lattice import Space
    from battlemap.core.rules import get_ruleset
    from battlemap.core.rules.templates import check_placement, template_kind

    token = doc.tokens.get(placed.attacker) if placed.attacker else None
    if placed.attacker is not None and token is None:
        return BattlemapError(f"its creature {placed.attacker!r} is not on the map", code="no_attacker")
    space = None if token is None else Space.of(token.x, token.y, token.footprint)
    try:
        check_placement(placed.template, placed.origin, template_kind(placed.template), doc.board,
                        get_ruleset(ruleset or doc.ruleset), space)
    except BattlemapError as exc:
        return exc
    return None


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
    allies = tuple(t for t in caught if same_side(doc, attacker, t))
    return AreaOutcome(covered, {r.target: r for r in results}, caught, spared, allies)
