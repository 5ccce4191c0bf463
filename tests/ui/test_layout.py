"""The window fits a laptop (1280 x 720) and has two layouts, editing and
play: play mode swaps the palette and the token editor for the turn order
and the conditions, and leaving it brings the editing layout back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.conftest import cell_point, drag

SMALL_SCREEN = (1280, 720)
TITLE_AND_TASKBAR = 70  # px a desktop takes from the screen's height


def shown(window) -> set[str]:
    return {d.objectName() for d in window.docks if d.isVisible()}


def toolbars(window) -> set[str]:
    return {t.objectName() for t in (window.toolbar, window.play.toolbar, window.overlays.toolbar)
            if t.isVisible()}


@pytest.mark.parametrize("play", [False, True], ids=["edit", "play"])
def test_minimum_size_fits_1280_by_720(qtbot, window, play):
    window.play.set_play_mode(play)
    qtbot.wait(10)
    hint = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert hint.width() <= SMALL_SCREEN[0]
    assert hint.height() <= SMALL_SCREEN[1] - TITLE_AND_TASKBAR
    # and the window really goes that small, every dock still shown
    window.resize(SMALL_SCREEN[0], SMALL_SCREEN[1] - TITLE_AND_TASKBAR)
    qtbot.waitUntil(lambda: window.height() <= SMALL_SCREEN[1] - TITLE_AND_TASKBAR)
    for dock in window.docks:
        if dock.isVisible() and not window.tabifiedDockWidgets(dock):
            assert window.rect().contains(dock.geometry()), dock.objectName()


def test_the_map_gets_most_of_the_window(qtbot, window):
    window.resize(1366, 700)
    qtbot.waitUntil(lambda: window.width() == 1366)
    view = window.view.geometry()
    assert view.width() * view.height() > 0.45 * window.width() * window.height()
    assert view.width() > 0.7 * window.width()


def test_play_mode_swaps_the_docks_and_toolbars_and_back(qtbot, window):
    editing = shown(window)
    assert {"paletteDock", "tokenDock", "rulesInspectorDock"} <= editing
    assert not {"turnOrderDock", "conditionsDock"} & editing
    assert toolbars(window) == {"toolbar", "attackToolbar"}
    window.play.set_play_mode(True)
    playing = shown(window)
    assert {"turnOrderDock", "conditionsDock", "rulesInspectorDock"} <= playing
    assert not {"paletteDock", "tokenDock"} & playing
    assert toolbars(window) == {"playToolbar", "attackToolbar"}
    assert window.play.play_mode_action in window.play.toolbar.actions()  # a way back
    # the GM closes the conditions: play mode remembers it, editing is as it was
    window.play.conditions_dock.close()
    window.play.set_play_mode(False)
    assert shown(window) == editing
    assert toolbars(window) == {"toolbar", "attackToolbar"}
    window.play.set_play_mode(True)
    assert "conditionsDock" not in shown(window) and "turnOrderDock" in shown(window)


def test_both_layouts_survive_a_restart(qtbot, window):
    from battlemap.ui.main_window import MainWindow

    window.history_dock.close()
    window.play.set_play_mode(True)
    window.play.turn_dock.close()
    window.close()  # in play mode
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    assert "historyDock" not in shown(again) and "paletteDock" in shown(again)
    again.play.set_play_mode(True)
    assert "turnOrderDock" not in shown(again) and "conditionsDock" in shown(again)
    again.play.set_play_mode(False)
    again.history_dock.show()
    again.play.set_play_mode(True)
    again.play.turn_dock.show()
    again.close()


def test_conditions_dock_sets_conditions_of_the_selection(qtbot, window):
    window.play.set_play_mode(True)
    dock = window.play.conditions_dock
    assert not dock.buttons["prone"].isEnabled() and dock.hint.isVisible()
    window.scene.select_tokens(["aria"])
    assert dock.buttons["prone"].isEnabled() and not dock.hint.isVisible()
    qtbot.mouseClick(dock.buttons["prone"], Qt.MouseButton.LeftButton)
    assert "prone" in window.document.tokens["aria"].conditions
    assert dock.buttons["prone"].isChecked()
    window.undo_stack.undo()
    assert "prone" not in window.document.tokens["aria"].conditions
    assert not dock.buttons["prone"].isChecked()


def test_the_ruler_ends_with_play_mode(qtbot, window):
    window.play.set_play_mode(True)
    window.tools.activate("ruler")
    drag(qtbot, window, [cell_point(window, 1, 1), cell_point(window, 5, 1)])
    assert window.play.ruler.is_shown()
    window.play.set_play_mode(False)
    assert not window.play.ruler.is_shown()
    assert window.tools.current.key == "select"


def test_inspector_shows_every_column_at_its_default_width(qtbot, window):
    from battlemap.core.model import Token

    window.resize(1366, 728)
    doc = window.document
    doc.tokens["gob"] = Token("gob", 9, 1, "Hobgoblin archer 3", faction="enemy")
    window.editor.set_document(doc)
    window.scene.select_tokens(["aria"])
    inspector = window.overlays.inspector
    qtbot.waitUntil(lambda: inspector.model.rowCount() == 2)
    for play in (False, True):
        window.play.set_play_mode(play)
        qtbot.waitUntil(lambda: not window.overlays.busy)
        qtbot.wait(20)
        table = inspector.table
        assert table.width() >= inspector.table_width_needed() - 2
        assert not table.horizontalScrollBar().isVisible()


def test_the_attack_toolbar_joins_the_first_row_when_there_is_room(qtbot, window):
    attack = window.overlays.toolbar
    window.resize(1366, 700)
    qtbot.waitUntil(lambda: window.width() == 1366)
    assert not window.toolBarBreak(attack)  # English: tools and attack fit side by side
    qtbot.waitUntil(lambda: attack.geometry().top() == window.toolbar.geometry().top())
    window.resize(900, 700)
    qtbot.waitUntil(lambda: window.width() == 900)
    assert window.toolBarBreak(attack)
    qtbot.waitUntil(lambda: attack.geometry().top() > window.toolbar.geometry().top())


def overflowing(window) -> list[str]:
    """Toolbars whose » menu shows (some of their actions hidden in it)."""
    from PySide6.QtWidgets import QToolBar, QToolButton

    return [bar.objectName() for bar in window.findChildren(QToolBar) if bar.isVisible() and (
        bar.width() < bar.sizeHint().width() or any(
            b.isVisible() for b in bar.findChildren(QToolButton) if b.objectName() == "qt_toolbar_ext_button"))]


def test_a_ruleset_that_widens_the_attack_toolbar_moves_it_to_its_own_row(qtbot, window):
    """4e adds Close, Charge and Long range to the attack toolbar: at 1366 px
    it no longer fits beside the tools, so it takes a row of its own rather
    than hiding its last buttons behind », and comes back with D&D 3.5."""
    from battlemap.core.model import Board, Document, Token

    window.resize(1366, 700)
    qtbot.waitUntil(lambda: window.width() == 1366)
    attack = window.overlays.toolbar
    for ruleset in ("dnd35", "dnd4e", "dnd35"):
        doc = Document(Board(12, 8), ruleset=ruleset)
        doc.tokens["A"] = Token("A", 1, 1, "Attacker", faction="pc")
        doc.tokens["B"] = Token("B", 6, 4, "Target", faction="foe")
        window.editor.set_document(doc)
        window.scene.select_tokens(["A"])
        qtbot.waitUntil(lambda: window.overlays.toolbar.charge_action.isVisible() == (ruleset == "dnd4e"))
        qtbot.waitUntil(lambda: not overflowing(window), timeout=2000)
        assert window.toolBarBreak(attack) == (ruleset == "dnd4e")
        shapes = window.templates.controls.shape_combo  # "Close burst" whole, not "Close b…"
        longest = max(shapes.fontMetrics().horizontalAdvance(shapes.itemText(i)) for i in range(shapes.count()))
        assert shapes.width() > longest
