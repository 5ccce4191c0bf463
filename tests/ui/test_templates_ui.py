"""The Area tool with real mouse events (RULES §7): placing a burst,
dragging it behind a wall, turning a cone, undo/redo, save and reopen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from battlemap.core.edits import SetRuleset
from battlemap.core.model import Board, Document, Token
from battlemap.core.rules import AttackKind
from battlemap.ui.tools.area_tool import direction_towards

from .conftest import cell_point, corner_point, drag


def room() -> Document:
    """A wall column (x = 8, rows 0-8) splits the room; the wizard casts."""
    board = Board(16, 12)
    board.solid[0:9, 8] = 2
    doc = Document(board)
    for token in (Token("wiz", 1, 10, "Wizard"), Token("near", 5, 5, "Near", faction="foe"),
                  Token("shadow", 7, 5, "Shadow", faction="foe"),
                  Token("far", 10, 5, "Far", faction="foe")):
        doc.tokens[token.id] = token
    return doc


@pytest.fixture
def area_window(qtbot, window):
    window.editor.set_document(room())
    window.view.set_scale(0.5)
    window.view.centerOn(window.scene.board_rect().center())
    window.scene.select_tokens(["wiz"])
    window.tools.activate("area")
    return window


def settle(window) -> None:
    window.overlays.flush()


def test_place_a_20ft_burst_and_drag_it_behind_the_wall(qtbot, area_window):
    window = area_window
    templates = window.templates
    assert (templates.shape, templates.size) == ("burst", 20)
    drag(qtbot, window, [corner_point(window, 4, 6), corner_point(window, 5, 6),
                         corner_point(window, 6, 6)])
    settle(window)
    placed = window.document.templates["Burst 1"]
    assert placed.origin == (6, 6) and placed.attacker == "wiz"
    assert placed.template.radius_ft == 20
    assert set(window.overlays.items.targets) == {"near", "shadow"}  # badges: in the area
    assert templates.item.effects() == ({"near", "shadow"}, set())

    # grab the origin and take it behind the wall
    drag(qtbot, window, [corner_point(window, 6, 6), corner_point(window, 9, 6),
                         corner_point(window, 11, 6)])
    settle(window)
    assert window.document.templates["Burst 1"].origin == (11, 6)
    caught, spared = templates.item.effects()
    assert caught == {"far"} and spared == {"shadow"}  # covered, but the wall shields it
    assert set(window.overlays.items.targets) == {"far"}
    far = window.overlays.result_for("far")
    assert far.in_area and far.cover == "none"
    assert window.undo_stack.count() == 2  # placing (one drag) and moving (one drag)


def test_a_live_drag_updates_the_results_at_every_step(qtbot, area_window):
    window = area_window
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     corner_point(window, 6, 6))
    settle(window)
    assert window.overlays.result_for("shadow").in_area
    qtbot.mouseMove(viewport, corner_point(window, 11, 6))
    settle(window)
    assert not window.overlays.result_for("shadow").in_area
    assert window.overlays.result_for("far").in_area
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       corner_point(window, 11, 6))


def test_turn_a_cone_by_dragging_its_handle(qtbot, area_window):
    window = area_window
    window.templates.set_shape("cone")
    window.templates.set_size(15)
    drag(qtbot, window, [corner_point(window, 3, 6)])
    cone = window.document.templates["Cone 1"]
    assert cone.template.direction == "e"
    tip = corner_point(window, 6, 6)  # 15 ft east of the origin
    drag(qtbot, window, [tip, corner_point(window, 5, 4), corner_point(window, 3, 2)])
    settle(window)
    assert window.document.templates["Cone 1"].template.direction == "n"
    assert window.document.templates["Cone 1"].origin == (3, 6)
    window.undo_stack.undo()
    assert window.document.templates["Cone 1"].template.direction == "e"


def test_aim_a_line_by_dragging_its_end_and_rest_it_from_the_toolbar(qtbot, area_window):
    window = area_window
    window.templates.set_shape("line")
    window.templates.set_size(30)
    drag(qtbot, window, [corner_point(window, 2, 5)])
    line = window.document.templates["Line 1"]
    assert (line.origin, line.template.end) == ((2, 5), (8, 5))  # 30 ft east
    drag(qtbot, window, [corner_point(window, 8, 5), corner_point(window, 9, 7), corner_point(window, 12, 6)])
    settle(window)
    line = window.document.templates["Line 1"]
    assert (line.origin, line.template.end) == ((2, 5), (12, 6))
    # the line crosses the squares of all three; the wall shields the far one
    assert window.templates.item.effects() == ({"near", "shadow"}, {"far"})
    window.overlays.toolbar.kind_actions[AttackKind.RANGED].trigger()  # another attack: the line rests
    settle(window)
    assert window.templates.active is None and window.overlays.template is None
    assert window.templates.controls.template_combo.currentIndex() == 0
    assert "Line 1" in window.document.templates


def test_undo_and_redo_placing_and_moving(qtbot, area_window):
    window = area_window
    drag(qtbot, window, [corner_point(window, 6, 6)])
    drag(qtbot, window, [corner_point(window, 6, 6), corner_point(window, 11, 6)])
    stack = window.undo_stack
    stack.undo()
    assert window.document.templates["Burst 1"].origin == (6, 6)
    stack.undo()
    assert window.document.templates == {}
    settle(window)
    assert window.overlays.template is None
    stack.redo()
    stack.redo()
    assert window.document.templates["Burst 1"].origin == (11, 6)


def test_save_and_reopen_keeps_the_templates(qtbot, area_window, tmp_path):
    window = area_window
    drag(qtbot, window, [corner_point(window, 6, 6)])
    window.templates.set_shape("line")
    drag(qtbot, window, [corner_point(window, 2, 3)])
    path = tmp_path / "room.battlemap"
    assert window.documents.save_to(path)
    saved = dict(window.document.templates)
    window.editor.set_document(room())
    assert window.document.templates == {}
    assert window.open_path(str(path))
    assert window.document.templates == saved
    combo = window.templates.controls.template_combo
    assert [combo.itemText(i) for i in range(combo.count())][1:] == ["Burst 1", "Line 1"]
    combo.activated.emit(1)
    settle(window)
    assert window.overlays.template == saved["Burst 1"]


def test_4e_sizes_and_a_close_blast_beside_the_caster(qtbot, area_window):
    window = area_window
    SetRuleset("dnd4e").apply(window.document)
    templates = window.templates
    assert templates.sizes() == (1, 2, 3, 4, 5)
    templates.set_shape("blast")
    templates.set_size(2)
    drag(qtbot, window, [cell_point(window, 3, 9)])
    settle(window)
    blast = window.document.templates["Blast 1"]
    assert blast.template.at == (2, 8)  # touching the wizard at (1, 10), nearest the press
    assert window.overlays.template == blast


def test_without_an_attacker_nothing_is_placed(qtbot, area_window):
    window = area_window
    window.scene.select_tokens([])
    drag(qtbot, window, [corner_point(window, 6, 6)])
    assert window.document.templates == {}


@pytest.mark.parametrize("dx, dy, name", [(1, 0, "e"), (1, -1, "ne"), (0, -1, "n"), (-1, -1, "nw"),
                                          (-1, 0, "w"), (-1, 1, "sw"), (0, 1, "s"), (1, 1, "se"),
                                          (3, -1, "e"), (1, -3, "n"), (2, -3, "ne")])
def test_cone_directions_follow_the_pointer(dx, dy, name):
    assert direction_towards(dx, dy) == name


def scene_pixels(window, x0: int, y0: int, size: int, px: int = 40):
    """Squares x0.., y0.. of the scene rendered at `px` pixels a square."""
    import numpy as np
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    image = QImage(size * px, size * px, QImage.Format.Format_RGB888)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    source = QRectF(window.scene.to_scene(x0, y0), window.scene.to_scene(x0 + size, y0 + size))
    window.scene.render(painter, QRectF(0, 0, size * px, size * px), source)
    painter.end()
    h, w, bpl = image.height(), image.width(), image.bytesPerLine()
    data = np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes()).reshape(h, bpl)
    return data[:, : w * 3].reshape(h, w, 3).astype(int)


def test_on_the_map_the_tint_is_under_the_tokens_and_the_outline_over_them(qtbot, area_window):
    """The layering the exports share: a caught creature keeps its colour,
    the area's edge runs over a creature it cuts."""
    import numpy as np

    from battlemap.core.model import Size

    window = area_window
    doc = room()
    doc.tokens["ogre"] = Token("ogre", 6, 7, "Ogre", Size.LARGE, "foe")
    window.editor.set_document(doc)
    window.scene.select_tokens(["wiz"])
    drag(qtbot, window, [corner_point(window, 4, 6)])  # 20-ft burst: near inside, ogre cut at x = 7
    window.templates.set_active(None)  # the tint and outline alone: no overlays, no dimming
    window.scene.select_tokens([])
    window.overlays.set_attacker(None)
    settle(window)
    after = scene_pixels(window, 4, 4, 5)
    window.undo_stack.undo()
    assert window.document.templates == {}
    settle(window)
    before = scene_pixels(window, 4, 4, 5)
    r, g, b = after[int(0.05 * 40), int(0.05 * 40)]  # square (4, 4): tinted orange
    assert r > g + 25 and g > b + 20
    ring = [(int((1.5 + 0.3 * np.cos(a)) * 40), int((1.5 + 0.3 * np.sin(a)) * 40))
            for a in np.linspace(-np.pi / 2, np.pi / 2, 9)]  # near's disc: off its label, and the
    # template's name, which runs over its left side
    assert max(np.abs(after[y, x] - before[y, x]).max() for x, y in ring) <= 8
    r, g, b = after[int(3.5 * 40), 3 * 40]  # the ogre at (7, 7.5): on the area's edge
    assert r > 150 and g < 120 and b < 60


def choose_ruleset(window, rid: str) -> None:
    combo = window.ruleset_chooser.combo
    index = combo.findData(rid)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    assert window.document.ruleset == rid


def test_a_cone_under_4e_is_inactive_and_said_so_and_comes_back(qtbot, area_window):
    window = area_window
    window.templates.set_shape("cone")
    drag(qtbot, window, [corner_point(window, 3, 6)])
    settle(window)
    cone = window.document.templates["Cone 1"]
    assert window.overlays.template == cone
    choose_ruleset(window, "dnd4e")
    settle(window)
    message = "Cone 1 is inactive: D&D 4e measures templates in squares, not in feet"
    assert window.statusBar().currentMessage().startswith(message)
    assert "\n" not in window.statusBar().currentMessage()
    controls = window.templates.controls
    assert controls.inactive_message == "\u26a0 " + message
    assert controls.inactive_label.toolTip() == message
    qtbot.waitUntil(controls.inactive_label.isVisible)  # on a row with room for it, not hidden in »
    assert controls.template_combo.itemText(1) == "Cone 1 (inactive)"
    assert window.document.templates["Cone 1"] == cone  # kept, not judged
    assert window.overlays.template is None and window.templates.inactive() == [cone]
    assert window.templates.item.effects() is None
    assert window.overlays.items.targets  # the plain attack's badges, not an empty map
    window.undo_stack.undo()  # back to Pathfinder: the cone is judged again
    settle(window)
    assert window.overlays.template == cone
    assert window.statusBar().currentMessage() == "Every template is active again"
    assert controls.inactive_message == controls.inactive_label.text() == ""
    assert controls.template_combo.itemText(1) == "Cone 1"


def test_a_4e_blast_under_pf1e_and_one_its_caster_left(qtbot, area_window):
    window = area_window
    choose_ruleset(window, "dnd4e")
    window.templates.set_shape("blast")
    drag(qtbot, window, [cell_point(window, 3, 9)])
    settle(window)
    blast = window.document.templates["Blast 1"]
    for rid in ("dnd35", "pf1e", "sf1e", "graded"):
        choose_ruleset(window, rid)
        settle(window)
        assert window.templates.inactive() == [blast]
        assert window.overlays.template is None
    graded = window.ruleset_chooser.combo.currentText()
    assert window.templates.controls.inactive_message == \
        f"\u26a0 Blast 1 is inactive: {graded} measures templates in feet, not in squares"
    choose_ruleset(window, "dnd4e")
    settle(window)
    assert window.templates.inactive() == [] and window.overlays.template == blast
    # the wizard walks away from the blast: it no longer touches them
    window.tools.activate("select")
    drag(qtbot, window, [cell_point(window, 1, 10), cell_point(window, 6, 10), cell_point(window, 8, 10)])
    settle(window)
    assert window.document.tokens["wiz"].x == 8
    assert window.templates.controls.inactive_message == \
        "\u26a0 Blast 1 is inactive: it no longer starts from its creature's squares"
    assert window.overlays.template is None
    assert window.overlays.toolbar.targets_combo.isEnabled()  # the plain attack's filter again


def test_a_burst_catches_allies_too_and_marks_them(qtbot, area_window):
    """The Targets filter (Enemies) is for single attacks: a fireball catches
    friend and foe. The toolbar says so; a caught ally's badge says
    "Ally caught" and the map rings it in the friendly-fire colour."""
    from battlemap.render import badges

    window = area_window
    doc = room()
    doc.tokens["cleric"] = Token("cleric", 4, 7, "Cleric")  # the wizard's own side
    window.editor.set_document(doc)
    window.scene.select_tokens(["wiz"])
    combo = window.overlays.toolbar.targets_combo
    assert combo.currentData() is False and combo.isEnabled()  # Enemies
    settle(window)
    assert "cleric" not in window.overlays.items.targets
    drag(qtbot, window, [corner_point(window, 6, 6)])
    settle(window)
    assert set(window.overlays.items.targets) == {"near", "shadow", "cleric"}
    assert not combo.isEnabled() and combo.currentData() is True
    assert "friend or foe" in combo.toolTip()
    rows = [r.text for r in badges.badge_rows(window.overlays.result_for("cleric"), window.document)]
    assert rows[1] == "Ally caught (friendly fire)"
    rows = [r.text for r in badges.badge_rows(window.overlays.result_for("near"), window.document)]
    assert "Ally caught (friendly fire)" not in rows
    from battlemap.ui.overlays.tooltip import result_html
    assert "an ally caught in the area" in result_html(window.document, window.overlays.result_for("cleric"))
    assert "Friendly fire" not in result_html(window.document, window.overlays.result_for("near"))
    window.templates.set_active(None)  # no template judged: the filter is back
    window.overlays.toolbar.kind_actions[AttackKind.RANGED].trigger()
    settle(window)
    assert combo.isEnabled() and combo.currentData() is False
    assert "cleric" not in window.overlays.items.targets


def test_the_inspector_takes_the_areas_columns_once_the_button_is_up(qtbot, area_window):
    """Placing a template turns the attack into an area one: the inspector's
    columns (the "Area" column, fitted) change with its rows after the press,
    not in the press's own turn of the event loop (the map first)."""
    window = area_window
    dock = window.overlays.inspector
    header = dock.table.horizontalHeader()
    area = dock.model.column_index("in_area")
    assert header.isSectionHidden(area)
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     corner_point(window, 6, 6))
    settle(window)
    qtbot.wait(dock._refresh_timer.interval() + 50)  # held: the table still waits
    assert window.document.templates and window.overlays.result_for("near").in_area
    assert header.isSectionHidden(area)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       corner_point(window, 6, 6))
    qtbot.waitUntil(lambda: not header.isSectionHidden(area))
    qtbot.waitUntil(lambda: not dock._fit_timer.isActive())
    assert dock.table.columnWidth(area) >= header.fontMetrics().horizontalAdvance(
        dock.model.columns[area].title)
    assert "Area attack" in dock.caption


def test_a_drag_step_repaints_the_templates_squares_and_changed_marks_not_the_map(qtbot, area_window):
    window = area_window
    item = window.templates.item
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     corner_point(window, 6, 6))
    settle(window)
    dirty = []
    real = type(item).update
    item.update = lambda rect=None: (dirty.append(QRectF(rect) if rect is not None else None), real(item, rect))
    worked_out = []
    real_parts = item._parts
    item._parts = lambda: (worked_out.append(1), real_parts())[1]

    def step(x: int, y: int) -> None:
        qtbot.mouseMove(viewport, corner_point(window, x, y))
        settle(window)  # the move and the new results: two refreshes
        qtbot.waitUntil(lambda: not item._repaint.isActive(), timeout=1000)

    step(6, 7)  # one square down: nobody's mark changes
    assert worked_out == [1]  # what to repaint: worked out once for the turn
    px = window.scene.px_per_square
    board = window.scene.board_rect()
    assert dirty and None not in dirty
    region = dirty[0]
    for r in dirty[1:]:
        region = region.united(r)
    assert region.width() * region.height() < 0.6 * board.width() * board.height()
    burst = QRectF(2 * px, 3 * px, 8 * px, 8 * px)  # the 20-ft burst's squares at (6, 7)
    assert region.contains(burst.adjusted(px, px, -px, -px))
    dirty.clear()
    step(11, 6)  # behind the wall: marks change
    far = window.document.tokens["far"]
    shadow = window.document.tokens["shadow"]
    changed = dirty[0]
    for r in dirty[1:]:
        changed = changed.united(r)
    for token in (far, shadow):  # caught now, and spared now
        assert changed.contains(QRectF(token.x * px, token.y * px, px, px))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       corner_point(window, 11, 6))
