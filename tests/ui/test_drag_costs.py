"""What a drag on the map costs besides the rules: no full garbage
collection while a button is held; only what changed is redone per step
(counted, not timed: `bench/overlay_drag.py` has the figures)."""

from __future__ import annotations

import dataclasses
import gc
import weakref

import numpy as np

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from battlemap.ui.scene import collector_pause
from tests.ui.conftest import cell_point


class Cycle:
    """Garbage only the cyclic collector frees."""

    def __init__(self) -> None:
        self.me = self


def test_objects_made_before_a_press_are_not_walked_until_the_mouse_rests(qtbot, window):
    window.view.collector._timer.setInterval(50)  # QUIET_MS, shortened
    viewport = window.view.viewport()
    enabled = gc.isenabled()
    gc.disable()  # the cycle must not be collected before the press
    try:
        old = Cycle()
        alive = weakref.ref(old)
        del old
        qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         cell_point(window, 1, 1))
        assert window.view.collector.frozen and gc.get_freeze_count() > 0
        gc.collect()  # a collection during the drag skips what existed at the press
        assert alive() is not None
        new = Cycle()
        made_during = weakref.ref(new)
        del new
        gc.collect()  # ... but frees what the drag made
        assert made_during() is None
        qtbot.mouseMove(viewport, cell_point(window, 2, 1))
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           cell_point(window, 2, 1))
        assert window.view.collector.frozen  # not at once: the release's own work comes first
        qtbot.waitUntil(lambda: not window.view.collector.frozen, timeout=2000)
        assert gc.get_freeze_count() == 0
        gc.collect()
        assert alive() is None
    finally:
        gc.unfreeze()
        if enabled:
            gc.enable()


def test_a_press_within_the_quiet_time_keeps_the_objects_frozen(qtbot, window):
    viewport = window.view.viewport()
    point = cell_point(window, 1, 1)
    try:
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        qtbot.wait(collector_pause.QUIET_MS + 200)
        assert window.view.collector.frozen and gc.get_freeze_count() > 0
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    finally:
        window.view.collector.resume()
    assert gc.get_freeze_count() == 0


def test_a_view_going_away_leaves_another_views_drag_frozen(qtbot):
    """The frozen generation is the process's: a view resuming, or going
    away, while another view's button is held keeps the objects frozen."""
    held, other, last = (collector_pause.CollectorPause() for _ in range(3))
    try:
        other.pause()
        held.pause()
        other.resume()
        assert held.frozen and gc.get_freeze_count() > 0
        last.pause()
        gone = []
        last.destroyed.connect(lambda *_: gone.append(1))
        last.deleteLater()  # a view closed mid-drag
        del last
        qtbot.waitUntil(lambda: gone == [1], timeout=2000)
        assert held.frozen and gc.get_freeze_count() > 0
        held.resume()
        assert gc.get_freeze_count() == 0
    finally:
        held.resume()
        other.resume()


def test_the_inspector_fits_its_columns_after_a_drag_not_during_it(qtbot, window, monkeypatch):
    from battlemap.ui.overlays.inspector_dock import InspectorDock

    fits = []
    original = InspectorDock._fit_columns
    monkeypatch.setattr(InspectorDock, "_fit_columns", lambda self, *a: (fits.append(1), original(self))[1])
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not window.overlays.busy, timeout=5000)
    qtbot.wait(50)
    fits.clear()
    viewport = window.view.viewport()
    point = cell_point(window, 10, 8)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    window.overlays.inspector.model.widths_grew.emit()  # a longer text arrived mid-drag
    qtbot.wait(300)
    assert fits == []
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    qtbot.waitUntil(lambda: fits == [1], timeout=2000)


def test_a_badge_that_reads_the_same_is_not_looked_at_again(qtbot, window, monkeypatch):
    """A result going stale (each step of a dragged attacker makes every
    pair stale) only fades its badge and hides its lines: the badge's texts
    are not worked out again, and items already as they should be get no
    Qt calls."""
    from battlemap.ui.overlays.items import STALE_BADGE_OPACITY, BadgeItem

    c = window.overlays
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    result = c.result_for("ogre")
    items = c.items.targets["ogre"]
    rect, compact, bounds = c.layout.rects["ogre"], items.badge.compact, c.visible_px_rect()
    looks = []
    original = BadgeItem.look
    monkeypatch.setattr(BadgeItem, "look", lambda self: (looks.append(1), original(self))[1])
    calls = []
    for item in items.all():
        monkeypatch.setattr(item, "setVisible", lambda on, _item=item: (calls.append(on), type(_item).setVisible(_item, on)))
    c.items.show_result("ogre", result, False, rect, compact, bounds)  # stale: fades
    assert looks == []
    assert items.badge.opacity() == STALE_BADGE_OPACITY and not items.lines.isVisible()
    assert calls  # the lines were hidden
    calls.clear()
    c.items.show_result("ogre", result, False, rect, compact, bounds)  # again: nothing to do
    assert looks == [] and calls == []
    c.items.show_result("ogre", result, True, rect, compact, bounds)  # fresh again: the same badge
    assert looks == [] and items.lines.isVisible() and items.badge.opacity() == 1.0
    moved = rect.translated(40, 0)
    c.items.show_result("ogre", result, True, moved, compact, bounds)  # a new place: looked at
    assert looks == [1]
    doc = window.document
    doc.tokens["ogre"] = dataclasses.replace(doc.tokens["ogre"], name="Big Ogre")
    c.items.show_result("ogre", result, False, moved, compact, bounds)  # renamed: its name reads anew
    assert looks == [1, 1]


def test_a_result_that_reads_as_the_last_hands_only_its_lines_on(qtbot, window, monkeypatch):
    """A dragged attacker's row is new at every step, most of it reading as
    before: such a result goes to its lines item, and its marks, badge and
    leader hold it without being looked at; a result reading otherwise, a
    renamed target, an attacker on another side or a badge placed anew is
    shown in full."""
    from battlemap.core.rules.result import AttackResult

    c = window.overlays
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    items = c.items.targets["ogre"]
    rect, compact, bounds = c.layout.rects["ogre"], items.badge.compact, c.visible_px_rect()
    looked = []
    for item in (items.badge, items.marks):
        monkeypatch.setattr(item, "set_result", lambda *a, _set=item.set_result: (looked.append(1), _set(*a))[1])
    monkeypatch.setattr(items.leader, "follow", lambda *a, _f=items.leader.follow: (looked.append(1), _f(*a))[1])
    doc = window.document

    def again(**changes) -> AttackResult:  # a new result object, as each step of a drag makes
        result = c.result_for("ogre")
        return tuple.__new__(AttackResult, result.replace(**changes) if changes else result)

    moved_lines = again(lines=(), chosen_corner=None)  # new lines, the same verdict
    c.items.show_result("ogre", moved_lines, True, QRectF(rect), compact, QRectF(bounds))
    assert looked == []
    assert items.lines.result is moved_lines and items.badge.result is moved_lines
    c.items.show_result("ogre", again(miss_chance=c.result_for("ogre").miss_chance + 7), True, rect, compact, bounds)
    assert looked  # another verdict: its marks, badge and leader anew
    for change in (lambda: doc.tokens.update(ogre=dataclasses.replace(doc.tokens["ogre"], name="Big Ogre")),
                   lambda: doc.tokens.update(aria=dataclasses.replace(doc.tokens["aria"], faction="monster")),
                   lambda: None):
        change()
        looked.clear()
        c.items.show_result("ogre", again(miss_chance=c.result_for("ogre").miss_chance + 7), True,
                            rect.translated(40, 0), compact, bounds)
        assert looked  # renamed, the attacker changed sides, the badge placed anew
        rect = rect.translated(40, 0)
    assert "Big Ogre" in items.badge.look()[0][0][0].text


def test_the_inspector_checks_its_texts_widths_after_a_drag(qtbot, window):
    c = window.overlays
    model = c.inspector.model
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    qtbot.wait(50)
    c.set_locked(True)  # the press below deselects: the attacker stays
    model._widest.clear()  # as if every text were new
    grew = []
    model.widths_grew.connect(lambda: grew.append(1))
    viewport = window.view.viewport()
    point = cell_point(window, 10, 8)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    c.results_changed.emit(frozenset({"ogre"}))
    model.flush()
    assert grew == [] and model._unchecked == {"ogre"}
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    qtbot.waitUntil(lambda: grew == [1], timeout=2000)
    assert model._unchecked == set()


def test_badges_that_stay_cost_no_layout(qtbot, window, monkeypatch):
    """A dragged attacker re-evaluates every pair: its targets' badges keep
    their places, and the layout neither gathers the drawn lines nor the
    tokens' rectangles for them."""
    from battlemap.ui.overlays import layout as layout_module

    c = window.overlays
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    results = c.results()
    before = dict(c.layout.rects)
    asked = []
    monkeypatch.setattr(layout_module, "_rects_array", lambda rects: asked.append(1) or np.zeros((0, 4)))
    lines = lambda: asked.append("lines") or np.zeros((0, 4))  # noqa: E731
    placed = c.layout.place(window.document, results, [r.target for r in results], c.view_px, lines,
                            bounds=c.visible_px_rect(), attacker="aria")
    assert placed == [] and asked == [] and c.layout.rects == before


def test_badges_that_read_as_when_placed_are_not_even_sized(qtbot, window, monkeypatch):
    """New results reading as those the badges were placed for (a dragged
    attacker's row, at each step) are not sized again; one reading
    otherwise is, and so is every badge at another text size or when
    placed anew, or after its target was forgotten."""
    from battlemap.core.rules.result import AttackResult
    from battlemap.ui.overlays.layout import BadgeLayout

    c = window.overlays
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    doc, layout = window.document, c.layout
    sized = []
    original = BadgeLayout.badge_size
    monkeypatch.setattr(BadgeLayout, "badge_size", staticmethod(
        lambda result, *args: (sized.append(result.target), original(result, *args))[1]))

    def place(results, **options):
        sized.clear()
        layout.place(doc, results, [r.target for r in results], c.view_px, np.zeros((0, 4)),
                     bounds=c.visible_px_rect(), attacker="aria", **options)

    anew = [tuple.__new__(AttackResult, r) for r in c.results()]  # new objects, reading the same
    place(anew)
    assert sized == []
    ogre = c.result_for("ogre")
    place([ogre.replace(miss_chance=ogre.miss_chance + 7)])
    assert sized == ["ogre"]
    place(anew, text_scale=1.5)
    assert sorted(sized) == sorted(r.target for r in anew)
    place(anew)  # back at the first text size: sized again
    assert sorted(sized) == sorted(r.target for r in anew)
    place(anew)
    assert sized == []
    layout.forget("ogre")
    place(anew)
    assert sized == ["ogre"]
    place(anew, force=True)
    assert sorted(sized) == sorted(r.target for r in anew)


def test_shading_that_reads_the_same_is_not_worked_out_again(qtbot, window, monkeypatch):
    from battlemap.ui.overlays import marker_items

    c = window.overlays
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    shading = c.items.shading
    grades = shading.grades.copy()
    compared = []
    original = marker_items.shading.changed_blocks
    monkeypatch.setattr(marker_items.shading, "changed_blocks",
                        lambda old, new: compared.append(1) or original(old, new))
    shading.set_grades(grades.copy())  # the attacker moved, the same cells shaded
    assert compared == []
    grades[0, 0] = 3
    shading.set_grades(grades)
    assert compared == [1] and shading.grades[0, 0] == 3


def test_lines_that_go_stale_and_come_back_the_same_keep_their_place(qtbot, window, monkeypatch):
    """Each step of a dragged attacker makes every pair stale (its lines
    hidden) then fresh again: lines that read the same are not measured or
    moved again (no change of geometry for the scene)."""
    from battlemap.core.rules import evaluate_pairs
    from battlemap.ui.overlays.item_base import OverlayItem

    c = window.overlays
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    window.view.viewport().repaint()
    items = c.items.targets["ogre"]
    placed = []
    original = OverlayItem.set_px_rect
    monkeypatch.setattr(OverlayItem, "set_px_rect", lambda self, rect, repaint=True: (
        placed.append(type(self).__name__) if self is items.lines else None, original(self, rect, repaint)))
    old = c.result_for("ogre")
    again = evaluate_pairs(window.document, [("aria", "ogre")], c.attack())[0]
    assert again is not old and again.lines == old.lines
    rect, compact, bounds = c.layout.rects["ogre"], items.badge.compact, c.visible_px_rect()
    where = items.lines.boundingRect()
    c.items.show_result("ogre", old, False, rect, compact, bounds)
    assert not items.lines.isVisible() and items.lines.result is None
    c.items.show_result("ogre", again, True, rect, compact, bounds)
    assert items.lines.isVisible() and items.lines.result is again
    assert placed == [] and items.lines.boundingRect() == where
    fewer = again.replace(lines=again.lines[:1])  # other lines: measured anew
    c.items.show_result("ogre", fewer, True, rect, compact, bounds)
    assert placed == ["ResultLinesItem"]


def test_the_inspector_details_wait_for_the_end_of_a_drag(qtbot, window, monkeypatch):
    """The details work out the visible fraction (tens of ms): not while a
    button is held, even if the mouse rests a moment."""
    from battlemap.ui.overlays import inspector_dock

    c = window.overlays
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    dock = c.inspector
    dock.show()
    dock.select_row(dock.row_of("ogre"))
    qtbot.waitUntil(lambda: "Ogre" in dock.details.toPlainText(), timeout=3000)
    shown = []
    original = inspector_dock.result_html
    monkeypatch.setattr(inspector_dock, "result_html", lambda *a, **k: (shown.append(1), original(*a, **k))[1])
    viewport = window.view.viewport()
    point = cell_point(window, 10, 8)  # a pan (the middle button): the selection stays
    qtbot.mousePress(viewport, Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier, point)
    c.results_changed.emit(frozenset({"ogre"}))
    qtbot.wait(300)  # the mouse rests, the button held
    assert shown == []
    qtbot.mouseRelease(viewport, Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier, point)
    qtbot.waitUntil(lambda: shown == [1], timeout=2000)


def test_the_square_under_the_cursor_does_not_lay_the_status_bar_out_again(qtbot, window):
    """Each mouse move names another square: the label alone repaints."""
    from PySide6.QtCore import QEvent, QObject

    class Layouts(QObject):
        count = 0

        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.LayoutRequest:
                Layouts.count += 1
            return False

    bar = window.statusBar()
    spy = Layouts()
    bar.installEventFilter(spy)
    viewport = window.view.viewport()
    qtbot.mouseMove(viewport, cell_point(window, 1, 1))
    qtbot.wait(20)
    Layouts.count = 0
    for x in (2, 10, 3, 11):
        qtbot.mouseMove(viewport, cell_point(window, x, 9))
        qtbot.wait(20)
        assert window.status.cell.text().endswith(f"{x}, 9")
    assert Layouts.count == 0
    label = window.status.cell
    assert label.width() >= label.fontMetrics().horizontalAdvance(label.text())
    window.status.show_cell(123456, 7)  # a longer text than foreseen: the label grows to it
    assert label.width() >= label.fontMetrics().horizontalAdvance(label.text())
    bar.removeEventFilter(spy)


def test_lines_are_drafts_while_a_button_is_held_and_painted_in_full_after(qtbot, window, monkeypatch):
    """A drag repaints every line of a moving attacker each step: while a
    button is held they are drawn without halos and antialiasing (a long
    antialiased line costs a tenth of a millisecond), all targets' at once
    by the far item (`far_lines`, one call per pen), and the release gives
    each target its own lines again, painted in full and cached."""
    from battlemap.render import line_painter

    c = window.overlays
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    drafts = []
    real, real_drafts = line_painter.paint_result_lines, line_painter.paint_drafts
    monkeypatch.setattr(line_painter, "paint_result_lines",
                        lambda painter, result, px, simplified=False, draft=False, batches=None:
                        (drafts.append(draft), real(painter, result, px, simplified, draft, batches))[1])
    monkeypatch.setattr(line_painter, "paint_drafts", lambda painter, doc, rows, px:
                        (drafts.extend(True for _ in rows), real_drafts(painter, doc, rows, px))[1])
    viewport = window.view.viewport()
    for target in c.items.targets.values():
        target.lines.update()  # (a picture cached by an earlier paint would paint nothing here)
    viewport.repaint()
    assert drafts and not any(drafts)  # at rest: in full
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     cell_point(window, 1, 1))
    qtbot.mouseMove(viewport, cell_point(window, 1, 2))
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    lines = c.items.targets["ogre"].lines
    drafts.clear()
    viewport.repaint()
    assert drafts and all(drafts)  # dragging: drafts
    # new lines at every step: drawn by the far item, straight onto the view
    assert lines.far and lines.boundingRect().isEmpty() and c.items.far_lines.drafted
    assert c.items.far_lines.cacheMode() == QGraphicsItem.CacheMode.NoCache
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       cell_point(window, 1, 2))
    assert window.document.tokens["aria"].y == 2
    drafts.clear()
    viewport.repaint()  # the release asked the drafted lines for a repaint
    assert drafts and not any(drafts) and not lines.drafted and not c.items.far_lines.drafted
    assert not lines.far and not lines.boundingRect().isEmpty()  # its own lines again
    assert lines.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache  # at rest: cached again


def test_the_inspectors_rows_wait_for_the_end_of_a_drag(qtbot, window):
    """While a button is held the table is not told of new results (a
    repaint of it asks every shown cell for its texts); at the release it
    catches up."""
    from battlemap.ui.overlays.inspector_dock import InspectorDock

    c = window.overlays
    model = window.findChild(InspectorDock).model
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    told = []
    model.dataChanged.connect(lambda *a: told.append(1))
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     cell_point(window, 1, 1))
    for y in (2, 3):
        qtbot.mouseMove(viewport, cell_point(window, 1, y))
        qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    qtbot.wait(model.THROTTLE_MS * 3)
    assert told == []
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       cell_point(window, 1, 3))
    qtbot.waitUntil(lambda: bool(told), timeout=2000)
