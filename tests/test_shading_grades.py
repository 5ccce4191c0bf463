"""The concealment shading's grades (`ui.overlays.shading.concealment_grades`)
are worked out with look-up tables over the board and the attacker's
neighbourhood apart; here they are checked against the grades restated
cell by cell from the module's table (RULES §3.6, §4, §5.3, §8)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import RULESET_IDS
from test_lighting import lit_documents

from battlemap.core.model import Ambient, Change, Obscure
from battlemap.core.rules import AttackKind, get_ruleset
from battlemap.ui.overlays.shading import (
    CONCEALING, NOT_OBSCURED, SEEN, TOTAL, attacker_light, concealment_grades,
)


def restated(doc, attacker_id: str, ruleset: str) -> np.ndarray:
    a = doc.tokens[attacker_id]
    light = attacker_light(doc, a, ruleset)
    rules = get_ruleset(ruleset)
    out = np.zeros((doc.board.height, doc.board.width), np.int8)
    n = a.footprint
    for y in range(doc.board.height):
        for x in range(doc.board.width):
            if a.x <= x < a.x + n and a.y <= y < a.y + n:
                continue  # the attacker's own cells
            dx = max(0, a.x - x, x - (a.x + n - 1))
            dy = max(0, a.y - y, y - (a.y + n - 1))
            squares = max(dx, dy) if rules.diagonal_rule == "1" else max(dx, dy) + min(dx, dy) // 2
            darkvision = a.darkvision_ft > 0 and squares * 5 <= a.darkvision_ft
            matter = {Obscure.FOG: CONCEALING,
                      Obscure.HEAVY_FOG: CONCEALING if ruleset == "graded" or max(dx, dy) <= 1 else TOTAL,
                      }.get(Obscure(doc.board.obscure[y, x]), NOT_OBSCURED)
            lit = {Ambient.DARK: SEEN if darkvision else TOTAL,
                   Ambient.DIM: SEEN if darkvision or a.low_light else CONCEALING,
                   }.get(Ambient(light[y, x]), NOT_OBSCURED)
            out[y, x] = max(matter, lit)
    return out


@settings(max_examples=80, deadline=None)
@given(lit_documents(), st.data())
def test_the_grades_are_the_tables_restated_cell_by_cell(doc, data):
    tid = data.draw(st.sampled_from(sorted(doc.tokens)))
    if data.draw(st.booleans(), label="obscure anew"):  # every kind of cell, often
        cells = data.draw(st.lists(st.sampled_from([int(o) for o in Obscure]),
                                   min_size=doc.board.obscure.size, max_size=doc.board.obscure.size))
        doc.board.obscure[:] = np.array(cells, np.uint8).reshape(doc.board.obscure.shape)
        doc.notify(Change("obscure"))
    doc.tokens[tid] = replace(doc.tokens[tid], darkvision_ft=data.draw(st.sampled_from([0, 5, 10, 30, 60])),
                              low_light=data.draw(st.booleans()))
    doc.notify(Change("tokens", ids=frozenset({tid})))
    for ruleset in RULESET_IDS:
        grades = concealment_grades(doc, tid, ruleset)
        assert grades.dtype == np.int8
        assert np.array_equal(grades, restated(doc, tid, ruleset)), ruleset
    for kind in (AttackKind.AREA, AttackKind.CLOSE):  # they ignore concealment
        assert not concealment_grades(doc, tid, doc.ruleset, kind).any()
