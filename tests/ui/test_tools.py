"""Each tool driven with real mouse events on the view; the model checked."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt

from battlemap.core.model import Obscure, SegmentKind, Size, Solid
from tests.ui.conftest import cell_point, click, corner_point, drag


def use(window, tool: str, terrain: str | None = None):
    window.tools.activate(tool)
    if terrain:
        window.palette_dock.pick_terrain(terrain)
    assert window.tools.current.key == tool


def test_brush_stroke_is_one_undo_step(qtbot, window):
    doc = window.document
    before = doc.board.solid.copy()
    use(window, "brush", "wall")
    drag(qtbot, window, [cell_point(window, x, 8) for x in range(1, 7)])
    assert doc.board.solid[8, 1:7].tolist() == [Solid.WALL] * 6
    assert window.undo_stack.count() == 1
    assert window.undo_stack.undoText() == "Paint wall"
    window.undo_stack.undo()
    assert np.array_equal(doc.board.solid, before)
    window.undo_stack.redo()
    assert doc.board.solid[8, 1:7].tolist() == [Solid.WALL] * 6


def test_brush_fills_gaps_of_a_fast_stroke_and_uses_brush_size(qtbot, window):
    doc = window.document
    use(window, "brush", "darkness")
    window.palette_dock.brush_size.setValue(3)
    drag(qtbot, window, [cell_point(window, 1, 5), cell_point(window, 9, 5)])  # one jump
    assert (doc.board.obscure[4:7, 0:11] == Obscure.DARKNESS).all()
    assert window.undo_stack.count() == 1


def test_rectangle_fill(qtbot, window):
    doc = window.document
    use(window, "rectangle", "fog")
    drag(qtbot, window, [cell_point(window, 9, 8), cell_point(window, 5, 5), cell_point(window, 2, 3)])
    assert (doc.board.obscure[3:9, 2:10] == Obscure.FOG).all()
    assert (doc.board.obscure[:3] == Obscure.NONE).all()
    assert window.undo_stack.count() == 1
    window.undo_stack.undo()
    assert (doc.board.obscure[3:6, 2:6] == Obscure.NONE).all()
    window.undo_stack.redo()
    assert (doc.board.obscure[3:9, 2:10] == Obscure.FOG).all()


def test_bucket_fill_floods_the_same_valued_region(qtbot, window):
    doc = window.document
    # a closed room: walls around cells (1..3, 5..7)
    doc.board.solid[4, 0:5] = Solid.WALL
    doc.board.solid[8, 0:5] = Solid.WALL
    doc.board.solid[4:9, 4] = Solid.WALL
    doc.board.solid[4:9, 0] = Solid.WALL
    use(window, "bucket", "low")
    click(qtbot, window, cell_point(window, 2, 6))
    inside = doc.board.solid[5:8, 1:4]
    assert (inside == Solid.LOW).all()
    assert doc.board.solid[0, 0] == Solid.EMPTY and doc.board.solid[6, 6] == Solid.EMPTY
    window.undo_stack.undo()
    assert (doc.board.solid[5:8, 1:4] == Solid.EMPTY).all()
    window.undo_stack.redo()
    assert (doc.board.solid[5:8, 1:4] == Solid.LOW).all()
    # the obscure layer is flooded when the palette holds an obscurement,
    # around the walled room and the wall cells, not into them
    use(window, "bucket", "dim")
    click(qtbot, window, cell_point(window, 0, 0))
    assert (doc.board.obscure[6:8, 6:9] == Obscure.FOG).all()  # another region, kept
    dim = doc.board.obscure == Obscure.DIM
    walls = doc.board.solid == Solid.WALL
    assert not (dim & walls).any() and not dim[5:8, 1:4].any()
    assert dim.sum() == 12 * 10 - 6 - walls.sum() - 9


def test_fog_fill_stays_inside_a_room_of_wall_cells(qtbot, window):
    doc = window.document
    doc.board.solid[4, 0:5] = Solid.WALL
    doc.board.solid[8, 0:5] = Solid.WALL
    doc.board.solid[4:9, 4] = Solid.WALL
    doc.board.solid[4:9, 0] = Solid.WALL
    for terrain in ("darkness", "fog"):
        before = doc.board.obscure.copy()
        use(window, "bucket", terrain)
        click(qtbot, window, cell_point(window, 2, 6))
        changed = doc.board.obscure != before
        assert changed[5:8, 1:4].all() and changed.sum() == 9, terrain
    # a click on a wall cell fills nothing
    before = window.undo_stack.count()
    click(qtbot, window, cell_point(window, 0, 4))
    assert window.undo_stack.count() == before


def test_fill_stays_inside_a_room_of_thin_walls_until_its_door_opens(qtbot, window):
    from battlemap.core.model import Segment

    doc = window.document
    doc.board.obscure[:] = Obscure.NONE
    # a 3 x 2 room of cells (8..10, 7..8): walls on its borders, a door on its
    # top side; a low wall (no barrier) across the board outside
    doc.board.segments[:] = [
        Segment("wall", ((8, 7), (8, 9), (11, 9), (11, 7), (10, 7))),
        Segment("door", ((10, 7), (8, 7))),
        Segment("low", ((0, 9), (5, 9))),
    ]
    window.editor.set_document(doc)
    use(window, "bucket", "darkness")
    click(qtbot, window, cell_point(window, 9, 8))
    dark = doc.board.obscure == Obscure.DARKNESS
    assert dark[7:9, 8:11].all() and dark.sum() == 6
    window.undo_stack.undo()
    # the door opened (double-click it with the select tool): the fill leaks out
    window.tools.activate("select")
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=corner_point(window, 9, 7))
    assert doc.board.segments[1].open
    use(window, "bucket", "darkness")
    click(qtbot, window, cell_point(window, 9, 8))
    assert (doc.board.obscure == Obscure.DARKNESS).sum() > 50


def test_eraser_clears_both_layers(qtbot, window):
    doc = window.document
    doc.board.obscure[2, 2:6] = Obscure.DARKNESS
    use(window, "eraser")
    drag(qtbot, window, [cell_point(window, x, 2) for x in range(1, 5)])
    assert (doc.board.solid[2, 1:5] == Solid.EMPTY).all()
    assert (doc.board.obscure[2, 1:5] == Obscure.NONE).all()
    assert doc.board.solid[2, 5] == Solid.WALL
    assert window.undo_stack.count() == 1 and window.undo_stack.undoText() == "Erase"
    window.undo_stack.undo()
    assert (doc.board.solid[2, 2:6] == Solid.WALL).all()
    assert (doc.board.obscure[2, 2:6] == Obscure.DARKNESS).all()
    window.undo_stack.redo()
    assert (doc.board.solid[2, 2:5] == Solid.EMPTY).all()


def test_wall_line_snaps_to_corners(qtbot, window):
    doc = window.document
    n = len(doc.board.segments)
    use(window, "line")
    near = lambda x, y: corner_point(window, x, y) + type(corner_point(window, 0, 0))(3, -4)
    drag(qtbot, window, [near(2, 9), near(4, 9), near(5, 9)])
    assert len(doc.board.segments) == n + 1
    segment = doc.board.segments[-1]
    assert segment.kind is SegmentKind.WALL and segment.points == ((2.0, 9.0), (5.0, 9.0))
    window.palette_dock.pick_segment_kind(SegmentKind.WINDOW)
    drag(qtbot, window, [corner_point(window, 10, 1), corner_point(window, 10, 4)])
    assert doc.board.segments[-1].kind is SegmentKind.WINDOW
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert len(doc.board.segments) == n
    window.undo_stack.redo()
    assert doc.board.segments[-1].points == ((2.0, 9.0), (5.0, 9.0))
    # a right-click on a segment removes it
    click(qtbot, window, window.view.mapFromScene(window.scene.to_scene(3.5, 9)), Qt.MouseButton.RightButton)
    assert len(doc.board.segments) == n


def test_place_a_token(qtbot, window):
    doc = window.document
    use(window, "token")
    window.tool_palette.set_token_template(name="Goblin", size=Size.HUGE, faction="goblins")
    click(qtbot, window, cell_point(window, 11, 9))  # bottom-right: the footprint is kept on the board
    new = [t for t in doc.tokens.values() if t.id not in ("aria", "ogre")]
    assert len(new) == 1
    token = new[0]
    assert (token.x, token.y, token.size, token.faction, token.name) == (9, 7, Size.HUGE, "goblins", "Goblin")
    assert window.scene.selected_token_ids() == [token.id]
    click(qtbot, window, cell_point(window, 0, 7))  # the second one is numbered, from 2
    second = doc.tokens[window.scene.selected_token_ids()[0]]
    assert second.name == "Goblin 2" and second.id != token.id
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert token.id not in doc.tokens
    window.undo_stack.redo()
    assert doc.tokens[token.id] == token


def test_drag_token_snaps_and_stays_on_the_board(qtbot, window):
    doc = window.document
    use(window, "select")
    # grab the ogre (2x2 at 6,4) near its centre and drag it 2.3 squares right, 1.2 down
    start = window.view.mapFromScene(window.scene.to_scene(7.0, 5.0))
    mid = window.view.mapFromScene(window.scene.to_scene(8.0, 5.5))
    end = window.view.mapFromScene(window.scene.to_scene(9.3, 6.2))
    drag(qtbot, window, [start, mid, end])
    ogre = doc.tokens["ogre"]
    assert (ogre.x, ogre.y) == (8, 5)
    assert window.scene.token_items["ogre"].pos() == window.scene.to_scene(8, 5)
    assert window.undo_stack.count() == 1 and window.undo_stack.undoText() == "Move Ogre"
    # past the edge: stops with its footprint inside
    far = window.view.mapFromScene(window.scene.to_scene(13.5, 11.8))
    drag(qtbot, window, [window.view.mapFromScene(window.scene.to_scene(9.0, 6.0)), far])
    ogre = doc.tokens["ogre"]
    assert (ogre.x, ogre.y) == (10, 8)
    window.undo_stack.undo()
    assert (doc.tokens["ogre"].x, doc.tokens["ogre"].y) == (8, 5)
    window.undo_stack.undo()
    assert (doc.tokens["ogre"].x, doc.tokens["ogre"].y) == (6, 4)
    window.undo_stack.redo()
    assert (doc.tokens["ogre"].x, doc.tokens["ogre"].y) == (8, 5)


def test_document_follows_the_drag_live(qtbot, window):
    seen = []
    window.model_changed.connect(lambda change: seen.append((change.layer, dict(window.document.tokens)["aria"].x)))
    use(window, "select")
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=cell_point(window, 1, 1))
    qtbot.mouseMove(viewport, cell_point(window, 2, 1))
    assert window.document.tokens["aria"].x == 2  # before the release
    qtbot.mouseMove(viewport, cell_point(window, 4, 1))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=cell_point(window, 4, 1))
    assert [x for layer, x in seen if layer == "tokens"] == [2, 4]
    assert window.undo_stack.count() == 1


def test_rubber_band_shift_click_delete_and_duplicate(qtbot, window):
    doc = window.document
    use(window, "select")
    drag(qtbot, window, [cell_point(window, 0, 0), cell_point(window, 3, 3)])
    assert window.scene.selected_token_ids() == ["aria"]
    click(qtbot, window, cell_point(window, 6.5, 4.5), modifier=Qt.KeyboardModifier.ShiftModifier)
    assert window.scene.selected_token_ids() == ["aria", "ogre"]
    click(qtbot, window, cell_point(window, 1, 1))
    assert window.scene.selected_token_ids() == ["aria"]
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert len(doc.tokens) == 3
    copy = doc.tokens[window.scene.selected_token_ids()[0]]
    assert (copy.x, copy.y, copy.name) == (2, 1, "Aria 2")
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert len(doc.tokens) == 2
    window.undo_stack.undo()
    assert copy.id in doc.tokens
    window.undo_stack.undo()
    assert list(doc.tokens) == ["aria", "ogre"]


def test_double_click_opens_a_door(qtbot, window):
    doc = window.document
    use(window, "select")
    point = window.view.mapFromScene(window.scene.to_scene(8.5, 2.0))
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert doc.board.segments[0].open
    assert window.undo_stack.undoText() == "Open door"
    window.undo_stack.undo()
    assert not doc.board.segments[0].open


def test_tool_shortcuts_and_hints(qtbot, window):
    for key, tool in (("B", "brush"), ("R", "rectangle"), ("F", "bucket"), ("E", "eraser"),
                      ("W", "line"), ("T", "token"), ("V", "select")):
        qtbot.keyClick(window.view, getattr(Qt.Key, f"Key_{key}"))
        assert window.tools.current.key == tool
        assert window.status.hint.text() == window.tools.current.hint()


def test_escape_puts_a_dragged_token_back(qtbot, window):
    use(window, "select")
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=cell_point(window, 1, 1))
    qtbot.mouseMove(viewport, cell_point(window, 3, 2))
    assert (window.document.tokens["aria"].x, window.document.tokens["aria"].y) == (3, 2)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert (window.document.tokens["aria"].x, window.document.tokens["aria"].y) == (1, 1)
    qtbot.mouseMove(viewport, cell_point(window, 5, 5))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=cell_point(window, 5, 5))
    assert (window.document.tokens["aria"].x, window.document.tokens["aria"].y) == (1, 1)
    assert not window.undo_stack.canUndo()
