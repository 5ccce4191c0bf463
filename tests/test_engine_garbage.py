"""The engine leaves nothing for the cyclic garbage collector: after a token
moves, the pairs and line sets of the old token index are freed by
reference counting (a cycle left behind costs a collector pass over every
young object after each move of a drag)."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

import pytest

from battlemap.core.model import Change
from battlemap.core.rules import RESULT_FIELDS, Attack, AttackKind, evaluate_pairs, enemy_pairs

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from dungeon import make_dungeon  # noqa: E402


@pytest.mark.parametrize("ruleset", ["dnd35", "graded", "dnd4e"])
def test_a_token_move_leaves_no_cyclic_garbage(ruleset):
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
