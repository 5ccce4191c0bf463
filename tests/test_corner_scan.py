"""The compiled corner scan (`core.geometry.corner_scan`): its shortcuts
change nothing. Every field against the reference path is in
test_properties; here the scan's own shortcuts are checked against the scan
without them, on random boards."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from battlemap.core.geometry import corner_scan, kernel
from battlemap.core.geometry.context import Engine
from battlemap.core.rules import RESULT_FIELDS, Attack, enemy_pairs, evaluate_pairs, get_ruleset
from battlemap.core.rules.common import LOW_WITHIN

from strategies import battle_documents

pytestmark = pytest.mark.skipif(not kernel.COMPILED, reason="the scan runs compiled only")
CORNER_SYSTEMS = ("dnd35", "pf1e", "sf1e")
SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=60)


def _fresh_pairs(doc, pairs):
    return Engine(doc).pairs(pairs, get_ruleset(doc.ruleset))


@settings(**SETTINGS)
@given(doc=battle_documents(rulesets=CORNER_SYSTEMS))
def test_a_pair_whose_mirror_has_no_line_of_effect_gets_the_same_answer_from_its_fog_alone(doc):
    """The mirror shortcut (a pair whose mirror pair has no line of effect
    only walks fog) against each pair scanned on its own."""
    pairs = enemy_pairs(doc)
    assume(pairs)
    together = corner_scan.CornerScan(_fresh_pairs(doc, pairs), None, False, LOW_WITHIN).rows
    alone = np.array([corner_scan.CornerScan(_fresh_pairs(doc, [p]), None, False, LOW_WITHIN).rows[0]
                      for p in pairs])
    assert (together == alone).all()


@settings(**SETTINGS)
@given(doc=battle_documents(rulesets=CORNER_SYSTEMS), data=st.data())
def test_pairs_asked_after_their_mirrors_equal_the_reference(doc, data):
    """A mirror answered in an earlier call (kept with the token index)
    gives its line of effect and sight to the pair asked later."""
    pairs = enemy_pairs(doc)
    assume(pairs)
    attack = Attack(data.draw(st.sampled_from(["ranged", "melee"])))
    split = data.draw(st.integers(0, len(pairs)))
    fast = evaluate_pairs(doc, pairs[:split], attack) + evaluate_pairs(doc, pairs[split:], attack)
    slow = evaluate_pairs(doc, pairs, attack, engine=Engine(doc, reference=True))
    for f, s in zip(fast, slow):
        for name in RESULT_FIELDS:
            assert getattr(f, name) == getattr(s, name), (f.attacker, f.target, name)
        assert (f.lines, f.chosen_corner, f.chosen_cell) == (s.lines, s.chosen_corner, s.chosen_cell)
