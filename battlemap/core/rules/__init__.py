"""Cover, concealment and flanking for the five rulesets (RULES.md).

The one entry point is `evaluate`; `evaluate_pairs` evaluates many pairs of
one document at once (overlays, matrix, CLI), sharing the cached geometry.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable
from operator import eq, itemgetter

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Document
from battlemap.core.rules import corner_systems, dnd4e, graded  # noqa: F401  (register)
from battlemap.core.rules.registry import Ruleset, get_ruleset, ruleset_ids
from battlemap.core.rules.templates import covered_cells, in_area_flags, origin_owner
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
    # A batch makes many short-lived objects and no garbage cycles; the
    # cyclic collector's full passes over every cached pair would cost a
    # fifth of it. It runs again (and catches up) when the batch is done.
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _evaluate_pairs(doc, pairs, attack, ruleset, engine)
    finally:
        if enabled:
            gc.enable()


def _evaluate_pairs(doc, pairs, attack, ruleset, engine) -> list[AttackResult]:
    from battlemap.core.geometry.context import engine_for, sight_of_pairs

    rules = get_ruleset(ruleset or doc.ruleset)
    engine = engine or engine_for(doc)
    pairs = list(pairs)
    _check_pairs(doc, pairs)
    if attack.is_area and attack.origin is None:
        raise BattlemapError(f"a {attack.kind.value} attack needs an origin")
    if attack.origin is not None:
        ox, oy = attack.origin
        if not (0 <= ox <= doc.board.width and 0 <= oy <= doc.board.height):
            raise BattlemapError(f"origin {ox},{oy} is outside the board")
    covered = None
    if attack.template is not None:
        a_space = engine.tokens.spaces[engine.tokens.index[pairs[0][0]]] if pairs else None
        covered = covered_cells(attack.template, attack.origin, doc.board, rules, a_space, attack.kind)
        if len({a for a, _ in pairs}) > 1:
            raise BattlemapError("a template belongs to one attacker")
    owner = origin_owner(attack.template)
    geometries = engine.pairs(pairs, rules, owner)
    wanted = rules.line_sets(geometries, attack)
    # Sample lines only where the attack's own lines do not already prove
    # line of effect (they are sample lines themselves).
    engine.prefetch([w for w in wanted if w[1] != "samples"])
    samples = [w for w in wanted if w[1] == "samples"]
    for origin in {w[2] for w in samples}:
        sight_of_pairs([w[0] for w in samples if w[2] == origin], origin, engine)
    results = rules.evaluate_all(geometries, attack)
    return _with_in_area(engine, results, geometries, attack, covered)


def _check_pairs(doc: Document, pairs: list[tuple[str, str]]) -> None:
    """Every token named is on the map and attacks another: checked by sets
    (a matrix names thousands of pairs), the first offending pair found
    only when there is one."""
    attackers, targets = list(map(_FIRST, pairs)), list(map(_SECOND, pairs))
    if doc.tokens.keys() >= {*attackers, *targets} and not any(map(eq, attackers, targets)):
        return
    for attacker, target in pairs:
        for token_id in (attacker, target):
            if token_id not in doc.tokens:
                raise BattlemapError(f"unknown token id {token_id!r}")
        if attacker == target:
            raise BattlemapError(f"token {attacker!r} cannot attack itself")


_FIRST, _SECOND = itemgetter(0), itemgetter(1)


def _with_in_area(engine, results, geometries, attack: Attack, covered) -> list[AttackResult]:
    """RULES §7 `in_area`: with a template, some covered square of the target
    with line of effect from the origin; without one, line of effect for
    area and close attacks; never for melee and ranged."""
    if covered is None and not attack.is_area:
        return results  # made with in_area False
    if covered is None:
        flags = [r.line_of_effect for r in results]
    elif not results:
        return results
    else:
        flags = in_area_flags(engine, geometries[0].a_index, [g.t_index for g in geometries],
                              attack.origin, attack.template, covered)
    return AttackResult.with_column(results, "in_area", [bool(f) for f in flags])


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
