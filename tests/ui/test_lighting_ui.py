"""Light in the window (RULES §8), driven with real mouse events: the Light
tool places, drags and removes lights; the badges follow the light levels
(also while a torch-bearer is dragged); undo puts everything back; the
token dock and the ambient chooser edit the document."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from battlemap.core.model import Ambient, Board, Document, LightRadii, Token
from battlemap.core.rules import evaluate
from battlemap.render.lighting import cell_levels
from tests.ui.conftest import cell_point, click, drag
from tests.ui.test_overlays import select_by_click, settle, shown


def dark_hall() -> Document:
    """A 16 x 5 hall in darkness: archer A, and goblins b (3,2), c (7,2), d (13,2)."""
    doc = Document(Board(16, 5), ruleset="dnd35", ambient=Ambient.DARK)
    doc.tokens["A"] = Token("A", 0, 2, "Archer")
    doc.tokens["b"] = Token("b", 3, 2, "Goblin b", faction="enemy")
    doc.tokens["c"] = Token("c", 7, 2, "Goblin c", faction="enemy")
    doc.tokens["d"] = Token("d", 13, 2, "Goblin d", faction="enemy")
    return doc


@pytest.fixture
def hall(qtbot, window):
    window.editor.set_document(dark_hall())
    window.view.set_scale(0.5)
    window.view.centerOn(window.scene.board_rect().center())
    select_by_click(qtbot, window, "A")
    window.overlays.toolbar.lock_action.trigger()  # A keeps attacking while we work
    settle(qtbot, window)
    return window


def concealments(window) -> dict[str, str]:
    return {tid: r.concealment for tid, r in shown(window).items()}


def test_a_torch_placed_with_the_mouse_lights_the_badges(qtbot, hall):
    window, doc = hall, hall.document
    assert concealments(window) == {"b": "total", "c": "total", "d": "total"}
    window.tools.activate("light")
    assert window.tool_palette.light_radii == LightRadii(20, 40)  # the 3.5 torch
    click(qtbot, window, cell_point(window, 1, 2))
    assert [(lt.x, lt.y, lt.radii) for lt in doc.lights.values()] == [(1, 2, LightRadii(20, 40))]
    settle(qtbot, window)
    # b 10 ft from the torch: bright; c 30 ft: dim; d 60 ft: dark.
    assert concealments(window) == {"b": "none", "c": "concealment", "d": "total"}
    for tid, result in shown(window).items():
        assert result == evaluate(doc, "A", tid, window.overlays.attack())
    levels = cell_levels(doc)
    assert (levels[2, 3], levels[2, 7], levels[2, 13]) == (Ambient.BRIGHT, Ambient.DIM, Ambient.DARK)

    # Drag the torch to the far end: one undo step; then right-click removes it.
    drag(qtbot, window, [cell_point(window, 1, 2), cell_point(window, 6, 2),
                         cell_point(window, 12, 2)])
    light = next(iter(doc.lights.values()))
    assert (light.x, light.y) == (12, 2)
    settle(qtbot, window)
    assert concealments(window) == {"b": "total", "c": "concealment", "d": "none"}
    assert window.undo_stack.count() == 2
    click(qtbot, window, cell_point(window, 12, 2), Qt.MouseButton.RightButton)
    assert doc.lights == {}
    settle(qtbot, window)
    assert concealments(window) == {"b": "total", "c": "total", "d": "total"}

    for _ in range(3):
        window.undo_stack.undo()
    assert doc.lights == {}
    window.undo_stack.redo()
    settle(qtbot, window)
    assert concealments(window) == {"b": "none", "c": "concealment", "d": "total"}


def test_dragging_a_torch_bearer_changes_the_badges_during_the_drag(qtbot, hall):
    window, doc = hall, hall.document
    doc.tokens["B"] = Token("B", 1, 0, "Bearer", light=LightRadii(20, 40))
    window.editor.document_replaced.emit(doc)  # as opening a file does
    window.scene.select_tokens(["A"])
    window.overlays.toolbar.lock_action.trigger()
    settle(qtbot, window)
    assert window.overlays.attacker == "A"
    before = concealments(window)
    assert before == {"b": "none", "c": "concealment", "d": "total"}
    window.tools.activate("select")
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     cell_point(window, 1, 0))
    seen = []
    for x in (3, 6, 9, 12):
        qtbot.mouseMove(viewport, cell_point(window, x, 0))
        assert doc.tokens["B"].x == x  # the document follows the drag live
        settle(qtbot, window)
        seen.append(concealments(window))
        for tid, result in shown(window).items():
            assert result == evaluate(doc, "A", tid, window.overlays.attack())
    assert seen[-1]["d"] == "none" and seen[-1]["b"] == "total"  # before the release
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       cell_point(window, 12, 0))
    window.undo_stack.undo()
    settle(qtbot, window)
    assert doc.tokens["B"].x == 1
    assert concealments(window) == before


def test_token_dock_carries_a_light_and_the_ambient_chooser(qtbot, hall):
    window, doc = hall, hall.document
    window.scene.select_tokens(["A"])
    dock = window.token_dock
    dock.light_check.click()
    assert doc.tokens["A"].light == LightRadii(20, 40)  # the ruleset's first usual light
    settle(qtbot, window)
    assert concealments(window) == {"b": "none", "c": "concealment", "d": "total"}
    dock.light_dim.setValue(80)
    assert doc.tokens["A"].light == LightRadii(20, 80)
    settle(qtbot, window)
    assert concealments(window)["d"] == "concealment"
    combo = window.ambient_chooser.combo
    combo.activated.emit(combo.findData(int(Ambient.BRIGHT)))
    assert doc.ambient == Ambient.BRIGHT
    settle(qtbot, window)
    assert set(concealments(window).values()) == {"none"}
    window.undo_stack.undo()
    assert doc.ambient == Ambient.DARK
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert doc.tokens["A"].light is None
