"""A torch-bearer dragged past a locked attacker, with real mouse events:
the concealment shading follows the light, and only the pairs whose target
the light reaches or leaves are judged again (RULES §8: the rules read the
light under the target only)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt

from battlemap.core.model import LightRadii, Token
from battlemap.core.rules import evaluate
from battlemap.ui.overlays import row as row_module
from battlemap.ui.overlays.shading import concealment_grades
from tests.ui.conftest import cell_point
from tests.ui.test_lighting_ui import concealments, dark_hall, hall  # noqa: F401  (the fixture)
from tests.ui.test_overlays import settle, shown


def test_the_shading_and_only_the_relit_pairs_follow_a_carried_torch(qtbot, hall, monkeypatch):  # noqa: F811
    window, doc = hall, hall.document
    doc.tokens["B"] = Token("B", 1, 0, "Bearer", light=LightRadii(20, 40))
    window.editor.document_replaced.emit(doc)
    window.scene.select_tokens(["A"])
    window.overlays.toolbar.lock_action.trigger()
    settle(qtbot, window)
    c = window.overlays
    assert c.attacker == "A"
    judged: list[str] = []
    real = row_module.evaluate_pairs
    monkeypatch.setattr(row_module, "evaluate_pairs",
                        lambda d, pairs, attack: (judged.extend(t for _, t in pairs), real(d, pairs, attack))[1])
    window.tools.activate("select")
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     cell_point(window, 1, 0))
    for x in (2, 3, 9, 10, 12):
        judged.clear()
        qtbot.mouseMove(viewport, cell_point(window, x, 0))
        settle(qtbot, window)
        # the shading is the attacker's, in the light as it is now
        assert np.array_equal(c.items.shading.grades, concealment_grades(doc, "A", doc.ruleset, c.effective_kind()))
        for tid, result in shown(window).items():
            assert result == evaluate(doc, "A", tid, c.attack())
        if x == 10:  # b, far behind, stays in the same dim light: not judged again
            assert judged and "b" not in judged
    assert concealments(window)["d"] == "none"
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       cell_point(window, 12, 0))
