"""The window's chrome (toolbars, legend, inspector) after a placement or a
drag on the map, with real mouse events: while the button is held their
refresh waits for the turn after the overlay controller's (the frame that
shows the badges does not also lay out the toolbars), and they end up
showing exactly the current state (`after_turn.AfterMapTurn`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from battlemap.core.rules import AttackKind
from battlemap.ui.overlays import legend_dock

from .conftest import cell_point, corner_point
from .test_templates_ui import room

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def _area_window(qtbot, window):
    window.editor.set_document(room())
    window.view.set_scale(0.5)
    window.view.centerOn(window.scene.board_rect().center())
    window.scene.select_tokens(["wiz"])
    c = window.overlays
    c.legend.show()
    c.legend.raise_()  # tabbed behind the History by default: shown, so it follows
    qtbot.waitUntil(lambda: not c.busy and not c.chrome_pending and c.legend.legend.isVisible(), timeout=5000)
    window.tools.activate("area")
    qtbot.wait(20)
    return c


def _release(window, point) -> None:
    """Let go (in a `finally`: a button left held would hold up every later test)."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton:
        from PySide6.QtTest import QTest

        QTest.mouseRelease(window.view.viewport(), LEFT, NONE, point)


def _settled(qtbot, c) -> None:
    inspector = c.inspector
    qtbot.waitUntil(lambda: not c.busy and not c.chrome_pending and not inspector.settling
                    and not inspector.model._timer.isActive() and not inspector.model._pending, timeout=5000)


def assert_inspector_shows_the_results(c) -> None:
    """Every row is a current target with its current, fresh result, as the
    columns show it; no target is missing."""
    model = c.inspector.model
    row = c.row
    assert model.rows == [t for t in row.targets if t in row.results]
    assert model.rows, "no rows"
    for i, tid in enumerate(model.rows):
        result = c.result_for(tid)
        assert c.is_fresh(tid)
        for col, column in enumerate(model.columns):
            assert model.display_text(i, col) == column.show(result), (tid, column.key)


def test_placing_a_burst_shows_the_badges_first_then_the_toolbars_and_docks(qtbot, window):
    c = _area_window(qtbot, window)
    toolbar, controls, legend = c.toolbar, window.templates.controls, c.legend.legend
    assert toolbar.kind_actions[AttackKind.RANGED].isChecked()
    assert legend.caption.startswith("Ranged attack by Wizard")
    ranged_rows = list(c.inspector.model.rows)
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, LEFT, NONE, corner_point(window, 4, 6))
    try:
        assert window.document.templates["Burst 1"].origin == (4, 6)
        QCoreApplication.processEvents()  # the controller's turn: the map first
        assert c.row.spec is not None and c.row.spec.attack.template is not None  # the burst judged
        caught = {t for t, r in c.row.results.items() if r.in_area}
        assert caught and set(c.items.targets) == caught
        assert all(c.items.targets[t].badge.isVisible() for t in caught)
        # ... the toolbars and the legend wait for the next turn, the inspector for the release
        assert c.chrome_pending
        assert toolbar.kind_actions[AttackKind.RANGED].isChecked()
        assert controls.template_combo.currentData() is None
        assert legend.caption.startswith("Ranged attack by Wizard")
        assert c.inspector.model.rows == ranged_rows
        qtbot.waitUntil(lambda: not c.chrome_pending, timeout=2000)
        assert toolbar.kind_actions[AttackKind.AREA].isChecked()
        assert toolbar.origin_label.text().startswith("Origin (4, 6)")
        assert not toolbar.targets_combo.isEnabled()
        assert controls.template_combo.currentData() == "Burst 1"
        assert legend.caption == legend_dock.caption(c) and legend.caption.startswith("Area attack by Wizard")
        assert legend.minimumHeight() == legend.heightForWidth(legend.width())
        # dragged on, then let go: everything shows the burst where it ended
        qtbot.mouseMove(viewport, corner_point(window, 6, 6))
    finally:
        _release(window, corner_point(window, 6, 6))
    _settled(qtbot, c)
    assert window.document.templates["Burst 1"].origin == (6, 6)
    assert toolbar.origin_label.text().startswith("Origin (6, 6)")
    assert_inspector_shows_the_results(c)
    model = c.inspector.model
    assert set(model.rows) == {"near", "shadow", "far"}  # an area catches friend and foe: every creature
    area = model.column_index("in_area")
    assert not c.inspector.table.isColumnHidden(area)
    ticks = {tid: model.display_text(i, area) for i, tid in enumerate(model.rows)}
    assert ticks == {t: ("\u2713" if c.result_for(t).in_area else "\u2717") for t in model.rows}
    assert set(c.items.targets) == {t for t in model.rows if c.result_for(t).in_area}


def test_after_dragging_the_attacker_the_docks_show_where_it_ended(qtbot, window):
    c = window.overlays
    c.legend.show()
    c.legend.raise_()
    window.scene.select_tokens(["aria"])
    _settled(qtbot, c)
    start = window.document.tokens["aria"]
    points = [cell_point(window, start.x + dx, start.y) for dx in range(0, 4)]
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, LEFT, NONE, points[0])
    try:
        for point in points[1:]:
            qtbot.mouseMove(viewport, point)
            QCoreApplication.processEvents()
    finally:
        qtbot.mouseRelease(viewport, LEFT, NONE, points[-1])
    _settled(qtbot, c)
    assert window.document.tokens["aria"].x == start.x + 3
    assert c.attacker == "aria"
    assert_inspector_shows_the_results(c)
    assert c.legend.legend.caption == legend_dock.caption(c)
    assert c.toolbar.attacker_label.text().endswith(window.document.tokens["aria"].label)


def test_the_legend_lays_out_only_a_new_caption_and_a_hidden_one_catches_up(qtbot, window, monkeypatch):
    c = window.overlays
    legend = c.legend.legend
    c.legend.show()
    c.legend.raise_()
    window.scene.select_tokens(["aria"])
    _settled(qtbot, c)
    relaid = []
    original = type(legend).updateGeometry
    monkeypatch.setattr(type(legend), "updateGeometry", lambda self: (relaid.append(1), original(self)))
    c.set_locked(True)  # a state change that leaves the caption as it was
    assert relaid == []
    c.set_choice(kind=AttackKind.MELEE)
    assert relaid == [1] and legend.caption.startswith("Melee attack by")
    # the dock closed (or tabbed behind the History): it does nothing until shown again
    c.legend.hide()
    qtbot.waitUntil(lambda: not legend.isVisible(), timeout=2000)
    c.set_choice(kind=AttackKind.RANGED)
    assert legend.caption.startswith("Melee attack by") and relaid == [1]
    c.legend.show()
    qtbot.waitUntil(legend.isVisible, timeout=2000)
    assert legend.caption.startswith("Ranged attack by") and legend.caption == legend_dock.caption(c)


def test_flush_finishes_the_refreshes_that_wait_for_the_map(qtbot, window):
    c = _area_window(qtbot, window)
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, LEFT, NONE, corner_point(window, 5, 5))
    try:
        assert c.chrome_pending
        c.flush()
        assert not c.chrome_pending and not c.busy
        assert c.toolbar.kind_actions[AttackKind.AREA].isChecked()
        assert window.templates.controls.template_combo.currentData() == "Burst 1"
    finally:
        _release(window, corner_point(window, 5, 5))


def test_without_a_button_held_the_toolbar_follows_at_once(qtbot, window):
    c = window.overlays
    window.scene.select_tokens(["aria"])
    _settled(qtbot, c)
    c.set_choice(kind=AttackKind.MELEE)
    assert c.toolbar.kind_actions[AttackKind.MELEE].isChecked() and not c.chrome_pending
