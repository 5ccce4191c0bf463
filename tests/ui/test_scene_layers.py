"""The map's cached layers show what the document holds after each edit:
the view after an edit (only what changed repainted) is the view painted
from scratch; walls, doors and windows are painted by one layer while each
still answers clicks through its own item."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QApplication

from battlemap.render import style
from battlemap.ui.scene.segment_item import SegmentItem
from tests.ui.conftest import click, corner_point, drag
from tests.ui.test_overlay_repaints import pixels


def shown(window) -> np.ndarray:
    """The viewport as it repaints now (cached pictures reused where valid)."""
    window.view.viewport().repaint()
    return pixels(window.view.viewport().grab().toImage())


def from_scratch(window) -> np.ndarray:
    """The viewport with every item painted afresh."""
    QPixmapCache.clear()
    for item in window.scene.items():
        item.update()
    return shown(window)


def same_picture(a: np.ndarray, b: np.ndarray) -> bool:
    return int(np.abs(a - b).max()) <= 2  # antialiased edges blended anew may round apart


def colour_count(image: np.ndarray, rgba, tolerance: int = 12) -> int:
    """Pixels of `image` (`pixels`: blue, green, red) within `tolerance` of `rgba`."""
    bgr = np.array(rgba[2::-1], np.int16)
    return int((np.abs(image - bgr).max(axis=2) <= tolerance).sum())


def test_segment_edits_repaint_the_segment_layer(qtbot, window):
    doc = window.document
    window.tools.activate("line")
    empty = from_scratch(window)
    wall_pixels = colour_count(empty, style.SEGMENT_WALL)
    drag(qtbot, window, [corner_point(window, 2, 8), corner_point(window, 4, 8), corner_point(window, 6, 8)])
    assert doc.board.segments[-1].points == ((2.0, 8.0), (6.0, 8.0))
    walled = shown(window)
    assert colour_count(walled, style.SEGMENT_WALL) > wall_pixels + 4 * 32  # 4 squares at 32 px
    assert same_picture(walled, from_scratch(window))
    # a right-click on it removes it: the layer forgets it
    click(qtbot, window, window.view.mapFromScene(window.scene.to_scene(3.5, 8)), Qt.MouseButton.RightButton)
    assert len(doc.board.segments) == 1
    removed = shown(window)
    assert colour_count(removed, style.SEGMENT_WALL) == wall_pixels
    assert same_picture(removed, from_scratch(window))
    # the door opened with a double-click (select tool) is drawn open
    window.tools.activate("select")
    closed = shown(window)
    point = window.view.mapFromScene(window.scene.to_scene(8.5, 2.0))
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert doc.board.segments[0].open
    opened = shown(window)
    assert not same_picture(opened, closed)
    assert same_picture(opened, from_scratch(window))
    window.undo_stack.undo()
    assert same_picture(shown(window), closed)


def test_a_clicked_segment_shows_its_selection_outline_until_deselected(qtbot, window):
    window.tools.activate("select")
    before = from_scratch(window)
    assert colour_count(before, style.TOKEN_SELECTED, 60) == 0
    click(qtbot, window, window.view.mapFromScene(window.scene.to_scene(8.5, 2.0)))
    selected = [i for i in window.scene.selectedItems() if isinstance(i, SegmentItem)]
    assert [i.index for i in selected] == [0] and window.scene.selected_segment_indices() == [0]
    outlined = shown(window)
    assert colour_count(outlined, style.TOKEN_SELECTED, 60) > 20
    assert same_picture(outlined, from_scratch(window))
    click(qtbot, window, window.view.mapFromScene(window.scene.to_scene(10.5, 8.5)))  # open ground
    assert window.scene.selectedItems() == []
    assert same_picture(shown(window), before)


def test_a_segment_item_paints_nothing_itself_until_selected(window):
    """Its look is the layer's: the item only answers clicks and tooltips."""
    item = window.scene.segment_items[0]
    flag = item.GraphicsItemFlag.ItemHasNoContents
    assert item.flags() & flag
    assert item.toolTip()
    item.setSelected(True)
    assert not item.flags() & flag
    item.setSelected(False)
    assert item.flags() & flag


def test_a_segment_deselected_from_code_loses_its_outline(qtbot, window):
    """(Undo, the inspector, another document) not only a click: the place
    of the outline is repainted though the item then paints nothing."""
    before = from_scratch(window)
    item = window.scene.segment_items[0]
    item.setSelected(True)
    assert colour_count(shown(window), style.TOKEN_SELECTED, 60) > 20
    QApplication.processEvents()  # the updates asked for so far are done with
    changed = []
    window.scene.changed.connect(changed.extend)
    item.setSelected(False)
    qtbot.waitUntil(lambda: bool(changed))
    outline = item.sceneBoundingRect()
    assert any(rect.contains(outline) for rect in changed)
    assert same_picture(shown(window), before)


def test_the_segment_layer_paints_what_the_export_paints(window):
    """Far out (one line each, pens set once per run) and near (the detailed
    look), for every kind, an open door among them."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from battlemap.core.edits import AddSegment
    from battlemap.core.model import Segment
    from battlemap.render.map_painter import paint_segments
    from battlemap.ui.commands import AddSegmentCommand

    doc = window.document
    for segment in (Segment("wall", ((1, 1), (5, 1), (5, 4))), Segment("door", ((2, 6), (4, 6)), True),
                    Segment("window", ((7, 7), (10, 7))), Segment("low", ((1, 8), (3, 9))),
                    Segment("door", ((6, 1), (6, 3))), Segment("wall", ((0, 5), (12, 5)))):
        window.editor.push(AddSegmentCommand(doc, AddSegment(segment)))
    layer = window.scene.segment_layer
    px = window.scene.px_per_square
    visible = QRectF(0, 0, 12, 10)

    def picture(paint, scale: float) -> np.ndarray:
        image = QImage(800, 700, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.translate(13.3, 7.6)
        painter.scale(scale, scale)
        paint(painter)
        painter.end()
        return pixels(image)

    for scale in (0.06, 0.15, 0.5, 1.0):  # 3.8 and 9.6 px per square: plain lines
        ours = picture(lambda p: layer.paint_cells(p, px, visible), scale)
        assert np.array_equal(ours, picture(lambda p: paint_segments(p, doc, px, visible), scale))
        assert ours.any()


def test_a_wheel_step_lays_the_badges_out_once_inside_the_view_it_ends_at(qtbot, window, monkeypatch):
    """The view zooms about the cursor (a zoom, then a scroll): the overlays
    hear of the zoom once the view has scrolled and the wheel rests
    (`zoom_preview`), so the badges are placed once, inside what is
    visible, and nothing is left to do (no second layout and repaint on the
    next turn of the event loop)."""
    import itertools

    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent

    from tests.ui.conftest import cell_point
    from tests.ui.test_overlay_repaints import crowd, settle

    window.editor.set_document(crowd())
    view, c = window.view, window.overlays
    view.set_scale(0.8)
    view.centerOn(window.scene.cell_rect(15, 12).center())
    window.scene.select_tokens(["A"])
    settle(qtbot, window)
    places = []
    original = c.layout.place
    monkeypatch.setattr(c.layout, "place", lambda *a, **k: places.append(1) or original(*a, **k))
    viewport = view.viewport()
    at = cell_point(window, 12, 9)
    assert viewport.rect().contains(at)
    scale = view.scale_factor()
    event = QWheelEvent(QPointF(at), QPointF(viewport.mapToGlobal(at)), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, event)
    assert view.scale_factor() < scale * 0.9
    assert places == [] and view.zoom_preview.active  # the last frame, scaled
    qtbot.waitUntil(lambda: not view.zoom_preview.active, timeout=2000)
    assert len(places) == 1 and not c.busy
    rects = list(c.layout.rects.values())
    assert len(rects) == 24
    visible = c.visible_px_rect()
    assert all(visible.contains(r) for r in rects)
    for a, b in itertools.combinations(rects, 2):
        inter = a.intersected(b)
        assert inter.isEmpty() or inter.width() * inter.height() < 1.0
    qtbot.wait(30)
    assert len(places) == 1


def test_the_ground_repaints_where_terrain_or_light_changed(qtbot, window):
    """Paper, terrain and light are one cached picture (one item): a brush
    stroke, its undo and a torch repaint the places they changed, which
    then read as a repaint from scratch does."""
    from battlemap.core.edits import GroupEdits, SetAmbient, SetTokenProperties
    from battlemap.core.model import Ambient, LightRadii
    from battlemap.ui.commands import SetAmbientCommand, SetTokenPropertiesCommand
    from battlemap.ui.scene.layer_items import GroundItem
    from tests.ui.conftest import cell_point

    scene = window.scene
    assert isinstance(scene.ground_item, GroundItem)
    assert {scene.board_item, *scene.terrain_items.values(), scene.light_item} == set(scene.ground_item.parts)
    assert not [i for i in scene.items() if isinstance(i, GroundItem) and i is not scene.ground_item]
    window.tools.activate("brush")
    window.palette_dock.pick_terrain("wall")
    before = from_scratch(window)
    drag(qtbot, window, [cell_point(window, x, 8) for x in range(1, 7)])
    QApplication.processEvents()
    painted = shown(window)
    assert not same_picture(painted, before)
    assert colour_count(painted, style.STONE, 20) > colour_count(before, style.STONE, 20) + 6 * 100
    assert same_picture(painted, from_scratch(window))
    window.undo_stack.undo()
    QApplication.processEvents()
    undone = shown(window)  # (the brush's outline stays where the stroke ended)
    assert colour_count(undone, style.STONE, 20) == colour_count(before, style.STONE, 20)
    assert same_picture(undone, from_scratch(window))
    # dark all round, then a torch: its light shows, and matches a fresh picture
    doc = window.document
    window.editor.push(SetAmbientCommand(doc, SetAmbient(Ambient.DARK)))
    QApplication.processEvents()
    dark = shown(window)
    assert same_picture(dark, from_scratch(window))
    torch = GroupEdits([SetTokenProperties("aria", light=LightRadii(20, 40))])
    window.editor.push(SetTokenPropertiesCommand(doc, torch, "light"))
    QApplication.processEvents()
    lit = shown(window)
    assert int(lit.sum()) > int(dark.sum())  # brighter where the torch shines
    assert same_picture(lit, from_scratch(window))


def test_a_selected_segment_deleted_leaves_the_layer_and_comes_back_on_undo(qtbot, window):
    doc = window.document
    window.tools.activate("select")
    click(qtbot, window, window.view.mapFromScene(window.scene.to_scene(8.5, 2.0)))  # the door
    assert window.scene.selected_segment_indices() == [0]
    with_door = shown(window)
    door_pixels = colour_count(with_door, style.DOOR)
    assert door_pixels > 20
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert doc.board.segments == []
    gone = shown(window)
    assert colour_count(gone, style.DOOR) == 0 and colour_count(gone, style.TOKEN_SELECTED, 60) == 0
    assert same_picture(gone, from_scratch(window))
    window.undo_stack.undo()
    assert len(doc.board.segments) == 1
    back = shown(window)
    assert colour_count(back, style.DOOR) > 20
    assert same_picture(back, from_scratch(window))
