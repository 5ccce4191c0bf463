"""The engine leaves nothing for the cyclic garbage collector: after a token
moves, the pairs and line sets of the old token index are freed by
reference counting (a cycle left behind costs a collector pass over every
young object after each move of a drag); and edits no rule reads leave
its caches alone."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

import pytest

from battlemap.core.model import Change
from battlemap.core.rules import RESULT_FIELDS, Attack, AttackKind, evaluate_pairs, enemy_pairs

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from dungeon import make_dungeon  # noqa: E402


@pytest.mark.parametrize("read_lines", [True, False])  # the overlays draw them; a matrix does not
@pytest.mark.parametrize("ruleset", ["dnd35", "graded", "dnd4e"])
def test_a_token_move_leaves_no_cyclic_garbage(ruleset, read_lines):
    doc = make_dungeon(side=30, n_tokens=12, n_segments=30, seed=5)
    doc.ruleset = ruleset
    pairs = enemy_pairs(doc)
    mover = pairs[0][0]

    def move(dx: int) -> None:
        token = doc.tokens[mover]
        doc.tokens[mover] = token.moved_to(token.x + dx, token.y)
        doc.notify(Change("tokens", ids=frozenset({mover})))
        for kind in (AttackKind.RANGED, AttackKind.MELEE):
            for result in evaluate_pairs(doc, pairs, Attack(kind)):
                for name in RESULT_FIELDS:
                    getattr(result, name)
                if read_lines:
                    tuple(result.lines)

    move(1)
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        move(-1)
        move(1)
        gc.collect()
        left = [type(o).__qualname__ for o in gc.garbage]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert not left, sorted(set(left))


def test_edits_no_rule_reads_keep_the_engines_caches():
    """Moving a template (or any layer of OUTSIDE_RULES) keeps the token
    index and its pairs; a token move replaces them, and the results follow."""
    from battlemap.core.geometry.context import engine_for
    from battlemap.core.model import Change
    from battlemap.core.model.document import OUTSIDE_RULES

    doc = make_dungeon(side=30, n_tokens=8, n_segments=20, seed=5)
    pairs = enemy_pairs(doc)
    before = [r.to_dict() for r in evaluate_pairs(doc, pairs, Attack("ranged"))]
    index = engine_for(doc).tokens
    for layer in sorted(OUTSIDE_RULES):
        doc.notify(Change(layer))
        assert engine_for(doc).tokens is index
    assert [r.to_dict() for r in evaluate_pairs(doc, pairs, Attack("ranged"))] == before
    first = next(iter(doc.tokens))
    token = doc.tokens[first]
    doc.tokens[first] = token.moved_to(token.x, token.y)  # a new object, the same place
    doc.notify(Change("tokens", ids=frozenset({first})))
    assert engine_for(doc).tokens is not index
    assert [r.to_dict() for r in evaluate_pairs(doc, pairs, Attack("ranged"))] == before
