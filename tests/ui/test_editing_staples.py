"""Cut, copy and paste (tokens with their properties, a box of terrain),
arrow-key nudges, the keyboard-shortcut sheet and the ruleset's undo name,
driven through the window's own actions, keys and mouse."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QCursor

from battlemap.core.model import Obscure, Size, Solid
from tests.ui.conftest import cell_point, click, drag


def menus(window):
    return window.menus


def test_copy_paste_round_trips_a_token_with_its_properties(qtbot, window):
    doc = window.document
    doc.tokens["aria"] = replace(doc.tokens["aria"], size=Size.SMALL, conditions=frozenset({"prone"}),
                                 darkvision_ft=60, low_light=True, reach_ft=10, hidden=True)
    window.editor.set_document(doc)
    window.tools.activate("select")
    click(qtbot, window, cell_point(window, 1, 1))
    assert window.scene.selected_token_ids() == ["aria"]
    menus(window).copy_action.trigger()
    QCursor.setPos(window.view.viewport().mapToGlobal(cell_point(window, 9, 8)))
    menus(window).paste_action.trigger()
    (new,) = [t for t in doc.tokens.values() if t.id not in ("aria", "ogre")]
    original = doc.tokens["aria"]
    assert new.name == "Aria 2" and new.id != "aria"
    assert replace(new, id="aria", name="Aria", x=original.x, y=original.y) == original
    assert window.scene.selected_token_ids() == [new.id]
    assert window.undo_stack.undoText() == "Paste"
    window.undo_stack.undo()
    assert set(doc.tokens) == {"aria", "ogre"}


def test_cut_and_paste_a_box_of_terrain_with_its_tokens(qtbot, window):
    doc = window.document
    doc.board.solid[:] = Solid.EMPTY
    doc.board.obscure[:] = Obscure.NONE
    doc.board.solid[0, 0:3] = Solid.WALL
    doc.board.obscure[1:3, 0:2] = Obscure.FOG
    window.editor.set_document(doc)
    window.tools.activate("select")
    # a box over cells (0..2, 0..2) selects Aria (1, 1) and marks the cells
    drag(qtbot, window, [cell_point(window, 0, 0) - QPoint(10, 10), cell_point(window, 2, 2)])
    assert window.tools.tools["select"].region == (0, 0, 3, 3)
    assert window.scene.selected_token_ids() == ["aria"]
    before_solid, before_obscure = doc.board.solid.copy(), doc.board.obscure.copy()
    menus(window).cut_action.trigger()
    assert "aria" not in doc.tokens
    assert not doc.board.solid[0:3, 0:3].any() and not doc.board.obscure[0:3, 0:3].any()
    assert window.undo_stack.undoText() == "Cut"
    QCursor.setPos(window.view.viewport().mapToGlobal(cell_point(window, 5, 6)))
    menus(window).paste_action.trigger()
    assert (doc.board.solid[6:9, 5:8] == before_solid[0:3, 0:3]).all()
    assert (doc.board.obscure[6:9, 5:8] == before_obscure[0:3, 0:3]).all()
    (pasted,) = [t for t in doc.tokens.values() if t.id != "ogre"]
    assert (pasted.x, pasted.y, pasted.name) == (6, 7, "Aria")
    assert window.tools.tools["select"].region == (5, 6, 8, 9)
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert (doc.board.solid == before_solid).all() and (doc.board.obscure == before_obscure).all()
    assert "aria" in doc.tokens


def test_paste_ignores_a_foreign_or_broken_clipboard(qtbot, window):
    from PySide6.QtCore import QMimeData
    from PySide6.QtGui import QGuiApplication

    from battlemap.ui.clipboard_ops import MIME

    data = QMimeData()
    data.setData(MIME, b"not a map at all")
    QGuiApplication.clipboard().setMimeData(data)
    count = window.undo_stack.count()
    menus(window).paste_action.trigger()
    QGuiApplication.clipboard().setText("Aria")
    menus(window).paste_action.trigger()
    assert window.undo_stack.count() == count and set(window.document.tokens) == {"aria", "ogre"}


def test_arrow_keys_nudge_the_selection_one_square(qtbot, window):
    doc = window.document
    window.tools.activate("select")
    click(qtbot, window, cell_point(window, 1, 1))
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Down)
    assert (doc.tokens["aria"].x, doc.tokens["aria"].y) == (2, 2)
    for _ in range(5):
        qtbot.keyClick(window.view, Qt.Key.Key_Up)
    assert doc.tokens["aria"].y == 0  # kept on the board
    window.undo_stack.undo()
    assert doc.tokens["aria"].y == 1
    # with nothing selected the arrows scroll the map
    window.scene.clearSelection()
    window.view.set_scale(2.0)
    bar = window.view.horizontalScrollBar()
    before = bar.value()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert bar.value() > before


def test_shortcut_sheet_lists_every_shortcut_from_the_actions(qtbot, window):
    from PySide6.QtGui import QAction, QKeySequence

    from battlemap.ui.help.shortcuts import shortcut_rows

    rows = shortcut_rows(window)
    keys = {(command, shortcut) for _menu, command, shortcut in rows}
    native = QKeySequence.SequenceFormat.NativeText
    assert ("Copy", QKeySequence(QKeySequence.StandardKey.Copy).toString(native)) in keys
    assert ("Brush", "B") in keys and ("Next turn", "N") in keys and ("Wall", "1") in keys
    assert any(menu.startswith("Edit") and command == "Left" for menu, command, _ in rows)
    # every action of the window that has a shortcut and a name is listed
    listed = {command for _menu, command, _keys in rows}
    for action in window.findChildren(QAction):
        if action.shortcuts() and action.text():
            assert action.text().replace("&", "").rstrip(".\u2026 ") in listed, action.text()
    sheet = window.help_actions.show_shortcuts()
    assert sheet.table.rowCount() == len(rows)
    sheet.close()


def test_a_ruleset_change_names_what_undo_brings_back(qtbot, window):
    chooser = window.ruleset_chooser
    combo = chooser.combo
    index = combo.findData("pf1e")
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    assert window.document.ruleset == "pf1e"
    assert window.undo_stack.undoText() == "Ruleset D&D 3.5 \u2192 Pathfinder 1e"
    window.undo_stack.undo()
    assert window.document.ruleset == "dnd35"
