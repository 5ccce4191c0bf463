"""Live play in the window, driven with real mouse and key events: play mode
locks terrain, fog tools, the turn order, quick conditions, the ruler."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from battlemap.core.io.document_format import save_document
from battlemap.core.model import Solid
from battlemap.ui.play.turn_order import COL_INIT, COL_STATE, COL_TURN, roll_initiative
from tests.ui.conftest import cell_point, click, drag


def play_mode(qtbot, window, on: bool = True) -> None:
    if window.play.active != on:
        qtbot.keyClick(window.view, Qt.Key.Key_F5)
    assert window.play.active == on
    assert window.play.play_mode_action.isChecked() == on


# --- play mode ---------------------------------------------------------------------------

def test_play_mode_toggle_signal_and_scale(qtbot, window):
    play = window.play
    seen = []
    play.play_mode_changed.connect(seen.append)
    assert play.scale == 1.0
    play_mode(qtbot, window)
    assert seen == [True] and play.scale > 1.0
    assert not window.tools.actions["brush"].isEnabled()
    assert window.tools.actions["fog_brush"].isEnabled()
    play_mode(qtbot, window, False)
    assert seen == [True, False] and play.scale == 1.0
    assert window.tools.actions["brush"].isEnabled()


@pytest.mark.parametrize("tool", ["brush", "eraser", "rectangle", "bucket", "line"])
def test_play_mode_blocks_terrain_edits(qtbot, window, tool):
    doc = window.document
    window.palette_dock.pick_terrain("wall")
    window.tools.activate(tool)
    play_mode(qtbot, window)
    assert window.tools.current.key == "select"  # a locked tool is left on entering
    solid, segments = doc.board.solid.copy(), list(doc.board.segments)
    # even a tool switched to by code (the palette, a script) paints nothing
    window.tools.activate(tool)
    assert window.tools.current.key == tool
    drag(qtbot, window, [cell_point(window, x, 8) for x in range(0, 6)])
    drag(qtbot, window, [cell_point(window, 3, 2), cell_point(window, 9, 9)])
    assert np.array_equal(doc.board.solid, solid) and doc.board.segments == segments
    assert window.undo_stack.count() == 0
    qtbot.waitUntil(lambda: window.tools.current.key == "select")


def test_tokens_still_move_in_play_mode(qtbot, window):
    play_mode(qtbot, window)
    window.tools.activate("select")
    drag(qtbot, window, [cell_point(window, 1, 1), cell_point(window, 2, 2), cell_point(window, 3, 4)])
    assert (window.document.tokens["aria"].x, window.document.tokens["aria"].y) == (3, 4)


def test_leaving_play_mode_unlocks_terrain(qtbot, window):
    play_mode(qtbot, window)
    play_mode(qtbot, window, False)
    window.tools.activate("brush")
    window.palette_dock.pick_terrain("wall")
    drag(qtbot, window, [cell_point(window, 0, 8), cell_point(window, 2, 8)])
    assert window.document.board.solid[8, 0:3].tolist() == [Solid.WALL] * 3


# --- fog of war -----------------------------------------------------------------------------

def test_fog_tools_are_for_play_mode(qtbot, window):
    window.tools.activate("fog_rectangle")
    drag(qtbot, window, [cell_point(window, 0, 0), cell_point(window, 3, 3)],
         button=Qt.MouseButton.RightButton)
    assert window.document.play.revealed is None
    qtbot.waitUntil(lambda: window.tools.current.key == "select")


def test_fog_rectangle_hides_and_reveals(qtbot, window):
    doc = window.document
    play_mode(qtbot, window)
    window.tools.activate("fog_rectangle")
    drag(qtbot, window, [cell_point(window, 0, 0), cell_point(window, 11, 9)],
         button=Qt.MouseButton.RightButton)
    assert doc.play.has_fog and not doc.play.revealed.any()
    drag(qtbot, window, [cell_point(window, 1, 1), cell_point(window, 3, 2)])
    revealed = doc.play.revealed
    assert revealed[1:3, 1:4].all() and revealed.sum() == 6
    assert window.undo_stack.undoText() == "Reveal cells"
    assert window.play.fog_item.isVisible()
    window.undo_stack.undo()
    assert not doc.play.revealed.any()
    window.undo_stack.undo()
    assert doc.play.revealed is None and not window.play.fog_item.isVisible()


def test_fog_brush_stroke_is_one_undo_step(qtbot, window):
    doc = window.document
    play_mode(qtbot, window)
    window.play.cover_all_action.trigger()
    assert not doc.play.revealed.any()
    window.tools.activate("fog_brush")
    window.palette_dock.brush_size.setValue(1)
    drag(qtbot, window, [cell_point(window, x, 5) for x in range(2, 7)])
    assert doc.play.revealed[5, 2:7].all() and doc.play.revealed.sum() == 5
    drag(qtbot, window, [cell_point(window, 3, 5), cell_point(window, 4, 5)],
         button=Qt.MouseButton.RightButton)
    assert doc.play.revealed[5].tolist()[2:7] == [True, False, False, True, True]
    assert window.undo_stack.count() == 3
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert not doc.play.revealed.any()


# --- turn order -----------------------------------------------------------------------------

def start_fight(window, seed: int = 7) -> dict[str, int]:
    dock = window.play.turn_dock
    dock.rng = random.Random(seed)
    dock.modifiers.update({"aria": 3, "ogre": -1})
    window.scene.select_tokens(["aria", "ogre"])
    dock.add_action.trigger()
    assert window.document.play.ids() == ["aria", "ogre"]
    return dock.roll(None)


def test_rolling_is_reproducible_with_a_seed(qtbot, window):
    rolls = start_fight(window, seed=7)
    expected = roll_initiative(random.Random(7), ["aria", "ogre"], {"aria": 3, "ogre": -1})
    assert rolls == expected
    rng = random.Random(7)
    assert expected == {"aria": rng.randint(1, 20) + 3, "ogre": rng.randint(1, 20) - 1}
    play = window.document.play
    order = sorted(expected, key=lambda t: (-expected[t], {"aria": -3, "ogre": 1}[t]))
    assert play.ids() == order
    assert dict(play.initiative) == expected
    assert (play.current, play.round) == (0, 1)
    table = window.play.turn_dock.table
    assert [int(table.item(r, COL_INIT).text()) for r in range(2)] == [expected[t] for t in order]
    assert table.item(0, COL_TURN).text() == "\u25b6"


def test_next_turn_selects_the_attacker_and_counts_rounds(qtbot, window):
    start_fight(window)
    play = window.document.play
    first, second = play.ids()
    window.scene.clearSelection()
    qtbot.keyClick(window.view, Qt.Key.Key_N)
    assert play.current_id() == second and play.round == 1
    assert window.scene.selected_token_ids() == [second]
    qtbot.keyClick(window.view, Qt.Key.Key_N)
    assert play.current_id() == first and play.round == 2
    assert window.scene.selected_token_ids() == [first]
    assert "Round 2" in window.play.turn_dock.round_label.text()
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)
    assert play.current_id() == second and play.round == 1
    assert window.scene.selected_token_ids() == [second]
    window.undo_stack.undo()  # back to round 2: the attacker follows
    assert play.round == 2 and window.scene.selected_token_ids() == [first]


def test_rolling_for_the_selected_rows_only(qtbot, window):
    start_fight(window, seed=1)
    dock = window.play.turn_dock
    dock.add_tokens(["ogre", "aria"])  # already in: nothing happens
    assert window.document.play.ids().count("ogre") == 1
    before = dict(window.document.play.initiative)
    row = window.document.play.ids().index("ogre")
    dock.table.selectionModel().select(
        dock.table.model().index(row, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
    assert dock.selected_ids() == ["ogre"]
    dock.rng = random.Random(99)
    dock.roll_action.trigger()
    after = dict(window.document.play.initiative)
    assert after["aria"] == before["aria"]
    assert after["ogre"] == random.Random(99).randint(1, 20) - 1
    assert dock.selected_ids() == ["ogre"]  # still the ogre's row, wherever it went


def test_typed_initiative_and_sort(qtbot, window):
    start_fight(window)
    dock = window.play.turn_dock
    play = window.document.play
    row = play.ids().index("ogre")
    dock.table.item(row, COL_INIT).setData(Qt.ItemDataRole.EditRole, 30)
    assert dict(play.initiative)["ogre"] == 30
    dock.sort_action.trigger()
    assert play.ids() == ["ogre", "aria"]
    assert window.undo_stack.undoText() == "Sort turn order"


def test_turn_order_marks_conditions(qtbot, window):
    start_fight(window)
    dock = window.play.turn_dock
    window.scene.select_tokens(["ogre"])
    qtbot.keyClick(window.view, Qt.Key.Key_U, Qt.KeyboardModifier.ShiftModifier)
    row = window.document.play.ids().index("ogre")
    assert "unconscious" in dock.table.item(row, COL_STATE).text()


# --- quick conditions --------------------------------------------------------------------------

@pytest.mark.parametrize("key, condition", [
    (Qt.Key.Key_P, "prone"), (Qt.Key.Key_H, "helpless"), (Qt.Key.Key_U, "unconscious"),
    (Qt.Key.Key_I, "invisible"), (Qt.Key.Key_B, "blinded"),
])
def test_condition_shortcuts_toggle_and_undo(qtbot, window, key, condition):
    doc = window.document
    click(qtbot, window, cell_point(window, 1, 1))
    assert window.scene.selected_token_ids() == ["aria"]
    qtbot.keyClick(window.view, key, Qt.KeyboardModifier.ShiftModifier)
    assert doc.tokens["aria"].conditions == {condition}
    assert window.play.conditions.actions[condition].isChecked()
    assert window.token_dock.condition_boxes[condition].isChecked()  # shown at once
    qtbot.keyClick(window.view, key, Qt.KeyboardModifier.ShiftModifier)
    assert doc.tokens["aria"].conditions == frozenset()
    window.undo_stack.undo()
    assert doc.tokens["aria"].conditions == {condition}
    assert window.undo_stack.undoText() == f"Change {condition}"


def test_context_menu_on_a_token(qtbot, window):
    doc = window.document
    conditions = window.play.conditions
    assert conditions.token_at(cell_point(window, 6.5, 4.5)) == "ogre"
    assert conditions.token_at(cell_point(window, 0, 8)) is None
    menu = conditions.menu_for("ogre")
    assert window.scene.selected_token_ids() == ["ogre"]
    texts = [a.text() for a in menu.actions()]
    assert "Prone" in texts and "Hidden from players" in texts and "Add to turn order" in texts
    prone = next(a for a in menu.actions() if a.text() == "Prone")
    assert prone.isCheckable() and not prone.isChecked()
    prone.trigger()
    assert doc.tokens["ogre"].conditions == {"prone"}
    hidden = next(a for a in menu.actions() if a.text() == "Hidden from players")
    hidden.trigger()
    assert doc.tokens["ogre"].hidden
    next(a for a in menu.actions() if a.text() == "Add to turn order").trigger()
    assert doc.play.ids() == ["ogre"]
    menu.deleteLater()
    assert window.undo_stack.count() == 3


def test_right_click_opens_the_menu_over_tokens_only(qtbot, window):
    shown = []
    window.play.conditions.exec_menu = lambda menu, pos: shown.append(
        [a.text() for a in menu.actions()])
    point = cell_point(window, 1, 1)
    QApplication.sendEvent(window.view.viewport(), QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, point, window.view.viewport().mapToGlobal(point)))
    assert shown and "Prone" in shown[0]
    assert window.scene.selected_token_ids() == ["aria"]
    far = cell_point(window, 0, 8)
    QApplication.sendEvent(window.view.viewport(), QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, far, window.view.viewport().mapToGlobal(far)))
    assert len(shown) == 1


# --- ruler ------------------------------------------------------------------------------------

@pytest.mark.parametrize("ruleset, start, end, squares", [
    ("dnd35", (1, 1), (4, 3), 4),  # 3 across, 2 diagonally: 1-2-1 counts 3 + 1
    ("pf1e", (1, 1), (5, 5), 6),
    ("sf1e", (5, 5), (1, 1), 6),
    ("graded", (0, 0), (3, 3), 4),
    ("dnd4e", (1, 1), (5, 5), 4),  # every diagonal counts 1
    ("dnd4e", (1, 1), (4, 3), 3),
    ("dnd35", (2, 2), (2, 9), 7),
])
def test_ruler_measures_with_the_rulesets_diagonals(qtbot, window, ruleset, start, end, squares):
    window.document.ruleset = ruleset
    window.tools.activate("ruler")
    ruler = window.play.ruler
    drag(qtbot, window, [cell_point(window, *start), cell_point(window, (start[0] + end[0]) / 2,
                                                                  (start[1] + end[1]) / 2),
                         cell_point(window, *end)])
    m = ruler.measurement
    assert (m.start, m.end, m.squares, m.feet) == (start, end, squares, squares * 5)
    assert ruler.is_shown()
    assert ruler.label_lines()[0] == f"{squares} squares ({squares * 5} ft)"
    rule = "every diagonal counts 1" if ruleset == "dnd4e" else "diagonals count 1-2-1"
    assert ruler.label_lines()[1] == rule
    window.view.viewport().setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)  # Escape dismisses
    assert ruler.measurement is None and not ruler.is_shown()


def test_ruler_stays_until_a_click(qtbot, window):
    window.tools.activate("ruler")
    ruler = window.play.ruler
    drag(qtbot, window, [cell_point(window, 0, 0), cell_point(window, 1, 0)])
    assert ruler.label_lines()[0] == "1 square (5 ft)"
    qtbot.mouseMove(window.view.viewport(), cell_point(window, 8, 8))
    window.tools.current.leave()
    assert ruler.is_shown()  # moving on (even off the map) keeps it
    click(qtbot, window, cell_point(window, 6, 6))
    assert not ruler.is_shown()
    # the ruler's label grows in play mode
    drag(qtbot, window, [cell_point(window, 0, 0), cell_point(window, 2, 0)])
    small = ruler.items()[2].boundingRect().height()
    play_mode(qtbot, window)
    assert ruler.items()[2].boundingRect().height() > small * 1.3
    assert window.tools.current.key == "ruler"  # the ruler is not locked


# --- save and load ------------------------------------------------------------------------------

def test_fog_initiative_and_hidden_survive_save_and_open(qtbot, window, tmp_path: Path):
    doc = window.document
    start_fight(window)
    play_mode(qtbot, window)
    window.play.cover_all_action.trigger()
    window.tools.activate("fog_rectangle")
    drag(qtbot, window, [cell_point(window, 0, 0), cell_point(window, 4, 3)])
    window.scene.select_tokens(["ogre"])
    window.play.conditions.set_hidden(True)
    qtbot.keyClick(window.view, Qt.Key.Key_N)
    path = tmp_path / "session.battlemap"
    save_document(doc, path)
    expected = (doc.play.copy(), doc.tokens["ogre"])
    window.editor.set_document(type(doc)(doc.board.copy()))
    assert window.document.play.initiative == []
    assert window.open_path(str(path))
    back = window.document
    assert back.play == expected[0] and back.tokens["ogre"] == expected[1]
    assert back.tokens["ogre"].hidden
    dock = window.play.turn_dock
    assert dock.table.rowCount() == 2
    assert dock.table.item(back.play.current, COL_TURN).text() == "\u25b6"
