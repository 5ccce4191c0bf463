"""Cover, concealment and flanking for the five rulesets (RULES.md).

The one entry point is `evaluate`; `evaluate_pairs` evaluates many pairs of
one document at once (overlays, matrix, CLI), sharing the cached geometry.
"""

from __future__ import annotations

from collections.abc import Iterable

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Document
from battlemap.core.rules import corner_systems, dnd4e, graded  # noqa: F401  (register)
from battlemap.core.rules.registry import Ruleset, get_ruleset, ruleset_ids
from battlemap.core.rules.result import (
    RESULT_FIELDS, Attack, AttackKind, AttackResult, Blocker, BlockerKind, DrawnLine,
)

__all__ = [
    "Attack", "AttackKind", "AttackResult", "Blocker", "BlockerKind", "DrawnLine",
    "RESULT_FIELDS", "Ruleset", "enemy_pairs", "evaluate", "evaluate_pairs",
    "get_ruleset", "ruleset_ids",
]


def evaluate(
    doc: Document, attacker: str, target: str, attack: Attack, ruleset: str | None = None
) -> AttackResult:
    """The result of `attacker` attacking `target` on `doc` (RULES §6)."""
    return evaluate_pairs(doc, [(attacker, target)], attack, ruleset)[0]


def evaluate_pairs(
    doc: Document,
    pairs: Iterable[tuple[str, str]],
    attack: Attack,
    ruleset: str | None = None,
    engine=None,
) -> list[AttackResult]:
    """`engine`: the document's cached engine unless given (the benchmark
    passes an unbatched reference engine)."""
    from battlemap.core.geometry.context import engine_for

    rules = get_ruleset(ruleset or doc.ruleset)
    engine = engine or engine_for(doc)
    pairs = list(pairs)
    for attacker, target in pairs:
        for token_id in (attacker, target):
            if token_id not in doc.tokens:
                raise BattlemapError(f"unknown token id {token_id!r}")
        if attacker == target:
            raise BattlemapError(f"token {attacker!r} cannot attack itself")
    if attack.is_area and attack.origin is None:
        raise BattlemapError(f"a {attack.kind.value} attack needs an origin")
    if attack.origin is not None:
        ox, oy = attack.origin
        if not (0 <= ox <= doc.board.width and 0 <= oy <= doc.board.height):
            raise BattlemapError(f"origin {ox},{oy} is outside the board")
    geometries = [engine.pair(a, t, rules) for a, t in pairs]
    wanted = [(g, *spec) for g in geometries for spec in rules.line_sets(g, attack)]
    # Sample lines only where the attack's own lines do not already prove
    # line of effect (they are sample lines themselves).
    engine.prefetch([w for w in wanted if w[1] != "samples"])
    engine.prefetch([w for w in wanted if w[1] == "samples" and not w[0].effect_proven(w[2])])
    return [rules.evaluate(g, attack) for g in geometries]


def enemy_pairs(doc: Document, attacker: str | None = None) -> list[tuple[str, str]]:
    """Every ordered pair of enemies (factions differ), or those of one attacker."""
    tokens = doc.token_list()
    return [
        (a.id, t.id)
        for a in tokens
        if attacker is None or a.id == attacker
        for t in tokens
        if t.id != a.id and t.faction != a.faction
    ]
