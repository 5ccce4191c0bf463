"""The window: properties dock, document handling, view, a look at a sample."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFileDialog

from battlemap.core.edits import GroupEdits, MoveToken
from battlemap.core.io.document_format import load_document, save_document
from battlemap.core.model import Size
from battlemap.ui.commands import MoveTokensCommand
from battlemap.resources import sample_paths
from tests.ui.conftest import cell_point, click


def select(qtbot, window, token_id):
    window.tools.activate("select")
    token = window.document.tokens[token_id]
    n = token.footprint
    click(qtbot, window, cell_point(window, token.x + (n - 1) / 2, token.y + (n - 1) / 2))
    assert window.scene.selected_token_ids() == [token_id]


# --- token properties dock ---------------------------------------------------------------

def test_dock_edits_are_undoable_commands(qtbot, window):
    doc = window.document
    dock = window.token_dock
    select(qtbot, window, "aria")
    assert dock.name_edit.text() == "Aria"
    dock.name_edit.setFocus()
    dock.name_edit.selectAll()
    qtbot.keyClicks(dock.name_edit, "Arianne")
    qtbot.keyClick(dock.name_edit, Qt.Key.Key_Return)
    assert doc.tokens["aria"].name == "Arianne"
    assert window.undo_stack.undoText() == "Change name"
    dock.condition_boxes["prone"].click()
    assert doc.tokens["aria"].conditions == {"prone"}
    assert window.undo_stack.undoText() == "Change prone"
    dock.flag_boxes["hidden"].click()
    assert doc.tokens["aria"].hidden
    dock.darkvision_box.stepUp()
    dock.darkvision_box.stepUp()  # two steps of one spin box: one undo step
    assert doc.tokens["aria"].darkvision_ft == 10
    assert window.undo_stack.count() == 4
    dock.reach_box.setValue(10)
    assert doc.tokens["aria"].reach_ft == 10
    window.undo_stack.undo()
    assert doc.tokens["aria"].reach_ft is None
    window.undo_stack.undo()
    assert doc.tokens["aria"].darkvision_ft == 0 and dock.darkvision_box.value() == 0
    window.undo_stack.undo()
    assert not doc.tokens["aria"].hidden and not dock.flag_boxes["hidden"].isChecked()
    window.undo_stack.undo()
    assert doc.tokens["aria"].conditions == frozenset()
    window.undo_stack.undo()
    assert doc.tokens["aria"].name == "Aria" and dock.name_edit.text() == "Aria"
    window.undo_stack.redo()
    assert doc.tokens["aria"].name == "Arianne"


def test_dock_size_change_keeps_the_token_on_the_board(qtbot, window):
    doc = window.document
    dock = window.token_dock
    doc_token = doc.tokens["ogre"]
    window.editor.push(MoveTokensCommand(doc, GroupEdits([MoveToken("ogre", 10, 8)])))
    select(qtbot, window, "ogre")
    dock.size_box.setCurrentIndex(dock.size_box.findData(Size.HUGE.value))
    dock.size_box.activated.emit(dock.size_box.currentIndex())
    ogre = doc.tokens["ogre"]
    assert (ogre.size, ogre.x, ogre.y) == (Size.HUGE, 9, 7)
    window.undo_stack.undo()
    assert doc.tokens["ogre"].size == doc_token.size and doc.tokens["ogre"].x == 10


def test_faction_applies_to_every_selected_token(qtbot, window):
    window.scene.select_tokens(["aria", "ogre"])
    dock = window.token_dock
    dock.faction_box.setEditText("cultists")
    dock.faction_box.lineEdit().editingFinished.emit()
    assert {t.faction for t in window.document.tokens.values()} == {"cultists"}
    assert window.undo_stack.count() == 1
    window.undo_stack.undo()
    assert window.document.tokens["ogre"].faction == "enemy"


# --- ruleset, view ------------------------------------------------------------------------

def test_ruleset_chooser_is_saved_in_the_document(qtbot, window):
    combo = window.ruleset_chooser.combo
    index = combo.findData("dnd4e")
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    assert window.document.ruleset == "dnd4e"
    window.undo_stack.undo()
    assert window.document.ruleset == "dnd35" and combo.currentData() == "dnd35"


def test_zoom_fit_and_grid(qtbot, window):
    view = window.view
    view.zoom_actual()
    assert view.scale_factor() == pytest.approx(1.0)
    qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert view.scale_factor() == pytest.approx(1.25)
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert view.scale_factor() == pytest.approx(1.0)
    view.fit_board()
    board = view.mapFromScene(window.scene.board_rect()).boundingRect()
    assert view.viewport().rect().contains(board)
    assert window.scene.grid_item.isVisible()
    window.menus.show_grid_action.trigger()
    assert not window.scene.grid_item.isVisible()


def test_middle_button_pans(qtbot, window):
    view = window.view
    view.zoom_actual()
    before = view.mapToScene(view.viewport().rect().center())
    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.MiddleButton, pos=viewport.rect().center())
    qtbot.mouseMove(viewport, viewport.rect().center() + type(viewport.rect().center())(-100, -60))
    qtbot.mouseRelease(viewport, Qt.MouseButton.MiddleButton,
                       pos=viewport.rect().center() + type(viewport.rect().center())(-100, -60))
    after = view.mapToScene(view.viewport().rect().center())
    assert (after - before).x() == pytest.approx(100, abs=2)
    assert (after - before).y() == pytest.approx(60, abs=2)


# --- documents ----------------------------------------------------------------------------

def test_save_close_open_gives_the_same_document(qtbot, window, tmp_path, monkeypatch):
    path = tmp_path / "keep.battlemap"
    window.tools.activate("brush")
    window.palette_dock.pick_terrain("heavy_fog")
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=cell_point(window, 0, 9))
    assert window.isWindowModified()
    original = window.document
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "keep"), ""))
    window.menus.save_action.trigger()  # untitled: asks for a name, adds the suffix
    assert path.exists()
    assert not window.isWindowModified() and window.windowTitle() == "keep.battlemap[*]"
    window.close()

    from battlemap.ui.main_window import MainWindow

    again = MainWindow()
    qtbot.addWidget(again)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    again.documents.open()
    assert again.document.content_equals(original)
    assert again.documents.path == path
    assert again.windowTitle() == "keep.battlemap[*]" and not again.isWindowModified()
    from battlemap.ui.recent_files import recent_files
    assert recent_files()[0] == str(path.resolve())


def test_broken_file_shows_the_error_and_keeps_the_map(qtbot, window, tmp_path, message_boxes):
    broken = tmp_path / "broken.battlemap"
    broken.write_text('{"format": "battlemap", "version": 1, "board": {"width": 0}}')
    before = window.document
    assert not window.open_path(str(broken))
    assert window.document is before
    kind, _title, text = message_boxes.shown[-1]
    assert kind == "critical" and "broken.battlemap" in text and "\n" not in text


def test_unsaved_changes_prompt(qtbot, window, message_boxes, tmp_path):
    save_document(window.document, tmp_path / "other.battlemap")
    window.tools.activate("bucket")
    window.palette_dock.pick_terrain("fog")
    click(qtbot, window, cell_point(window, 0, 0))
    from PySide6.QtWidgets import QMessageBox
    message_boxes.answer = QMessageBox.StandardButton.Cancel
    assert not window.documents.open_sample(tmp_path / "other.battlemap")
    assert message_boxes.shown[-1][0] == "warning"
    assert window.isWindowModified()
    window.close()
    assert window.isVisible()  # cancelled
    message_boxes.answer = QMessageBox.StandardButton.Discard
    assert window.documents.open_path(tmp_path / "other.battlemap")
    assert not window.isWindowModified()


def test_samples_menu_opens_untitled_copies(qtbot, window):
    paths = sample_paths()
    assert {"pillared_hall", "misty_forest", "dark_cave"} <= {p.stem for p in paths}
    actions = window.menus.samples_menu.actions()
    assert len(actions) == len(paths)
    cave = next(a for a in actions if a.text() == "Dark cave")
    cave.trigger()
    assert window.document.content_equals(load_document(Path(paths[0]).with_name("dark_cave.battlemap")))
    assert window.windowTitle() == "dark_cave (sample)[*]"
    assert window.documents.path is None
    sizes = {t.size for t in window.document.tokens.values()}
    assert {Size.LARGE, Size.HUGE} <= sizes


def test_the_window_shows_a_sample(qtbot, window):
    window.documents.open_sample(next(p for p in sample_paths() if p.stem == "pillared_hall"))
    window.view.fit_board()
    image = window.grab().toImage()
    assert image.width() > 600 and image.height() > 400
    view_image = window.view.viewport().grab().toImage()
    colours = {view_image.pixelColor(x, y).name()
               for x in range(0, view_image.width(), 7) for y in range(0, view_image.height(), 7)}
    assert len(colours) > 20  # paper, stone, tokens, grid... not a blank canvas
    # a token's faction colour shows where the token is
    fighter = window.document.tokens["fighter"]
    centre = window.view.mapFromScene(window.scene.to_scene(fighter.x + 0.5, fighter.y + 0.5))
    pixel = view_image.pixelColor(centre)
    assert pixel.blue() > pixel.red()  # PCs are blue
    assert view_image.pixelColor(2, 2) != QColor(255, 255, 255)


def test_new_map_dialog(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from battlemap.ui.dialogs.new_map_dialog import NewMapDialog

    def accept(dialog):
        assert (dialog.width_box.value(), dialog.height_box.value()) == (30, 20)
        dialog.width_box.setValue(12)
        dialog.height_box.setValue(7)
        dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("pf1e"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMapDialog, "exec", accept)
    assert window.documents.new()
    doc = window.document
    assert (doc.board.width, doc.board.height, doc.ruleset, doc.tokens) == (12, 7, "pf1e", {})
    assert window.windowTitle() == "Untitled[*]" and window.undo_stack.count() == 0
    assert window.ruleset_chooser.combo.currentData() == "pf1e"
    assert window.scene.token_items == {} and window.scene.segment_items == []


def test_space_drag_pans_without_using_the_tool(qtbot, window):
    view = window.view
    view.set_scale(2.0)  # the map larger than the view, so it can pan
    window.tools.activate("brush")
    viewport = view.viewport()
    before = view.mapToScene(viewport.rect().center())
    qtbot.keyPress(view, Qt.Key.Key_Space)
    start = cell_point(window, 3, 3)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + type(start)(-40, 0))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + type(start)(-40, 0))
    qtbot.keyRelease(view, Qt.Key.Key_Space)
    after = view.mapToScene(viewport.rect().center())
    assert (after - before).x() == pytest.approx(40 / view.scale_factor(), abs=3)
    assert window.undo_stack.count() == 0  # nothing painted


def test_wheel_zooms_around_the_cursor(qtbot, window):
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    view = window.view
    view.set_scale(2.0)  # the map larger than the view, so it can scroll
    viewport = view.viewport()
    at = cell_point(window, 2, 2)
    under = view.mapToScene(at)
    scale = view.scale_factor()
    event = QWheelEvent(QPointF(at), QPointF(viewport.mapToGlobal(at)), QPoint(0, 0), QPoint(0, 120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, event)
    assert view.scale_factor() > scale * 1.1
    assert view.mapToScene(at).x() == pytest.approx(under.x(), abs=2 / view.scale_factor() + 1)
    assert view.mapToScene(at).y() == pytest.approx(under.y(), abs=2 / view.scale_factor() + 1)
