"""Lines drawn as drafts during a drag: each lines item works out its draft
(`line_painter.draft_batches`) once per result and zoom, however often the
view repaints it, and draws the same pixels as a draft made afresh; the far
item (`far_lines`) draws the whole row's drafts at once, as each target's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from battlemap.render import line_painter
from tests.ui.conftest import cell_point


def test_a_draft_is_worked_out_once_per_result(qtbot, window, monkeypatch):
    c = window.overlays
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    made = []
    real = line_painter.draft_batches
    monkeypatch.setattr(line_painter, "draft_batches",
                        lambda result, px: made.append(result) or real(result, px))
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     cell_point(window, 1, 1))
    qtbot.mouseMove(viewport, cell_point(window, 1, 2))
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    lines = c.items.targets["ogre"].lines
    for _ in range(3):
        lines.update()
        viewport.repaint()
    assert lines.far and c.items.far_lines.drafted  # (drafted by the far item: `far_lines`)
    assert sum(r is lines.result for r in made) == 1
    before = lines.result
    qtbot.mouseMove(viewport, cell_point(window, 1, 3))  # a new result: a new draft
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    lines.update()
    viewport.repaint()
    assert lines.result is not before and sum(r is lines.result for r in made) == 1
    # the kept draft draws what a draft made afresh draws
    px = c.view_px

    def draw(batches):
        image = QImage(800, 600, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("white"))
        painter = QPainter(image)
        line_painter.paint_result_lines(painter, lines.result, px, draft=True, batches=batches)
        painter.end()
        return image

    assert draw(lines._draft[2]) == draw(None)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       cell_point(window, 1, 3))
    viewport.repaint()
    assert not lines.drafted and lines._draft is None


def test_near_in_a_dragged_attackers_drafts_are_drawn_by_one_item_as_each_target_drew_them(qtbot, window):
    """Near in, the targets whose lines change during a drag hand their
    drafts to the far item (`far_lines`), which draws the whole row at once:
    each target's draft the very pixels its own item drew (dimmed ones too),
    the row covering the same pixels; the view follows each step, and the
    release gives every target its own lines again, in full."""
    import numpy as np

    from .test_far_lines import LEFT, NONE, crowd, image
    from .test_scene_layers import from_scratch, same_picture, shown

    window.editor.set_document(crowd())
    window.view.set_scale(0.4)  # ~26 px per square: lines in full
    c = window.overlays
    assert c.view_px >= 14.0
    window.view.centerOn(window.scene.board_rect().center())
    window.scene.select_tokens(["A"])
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    viewport = window.view.viewport()
    doc = window.document
    px = 16.0  # (the far item draws drafts in full from `overlay_style.LOD_PX` up)

    def own(result, opacity):
        def paint(painter):
            painter.setOpacity(opacity)
            line_painter.paint_result_lines(painter, result, px, draft=True)
            line_painter.paint_chosen(painter, doc, result, px)
        return image(paint)

    qtbot.mousePress(viewport, LEFT, NONE, cell_point(window, 10, 15))
    try:
        for x in (11, 12):
            qtbot.mouseMove(viewport, cell_point(window, x, 15))
            qtbot.waitUntil(lambda: not c.busy, timeout=10000)
            targets = c.items.targets
            assert targets and all(t.lines.far and t.lines.boundingRect().isEmpty() for t in targets.values())
            rows = [(t.lines.result, 1.0, t.lines.draft(px)) for _, t in sorted(targets.items())]
            assert sum(len(r.lines) for r, _, _ in rows) > 20
            for result, _, batches in rows[:6]:
                for opacity in (1.0, 0.3):
                    assert image(lambda p: line_painter.paint_drafts(p, doc, [(result, opacity, batches)], px)) \
                        == own(result, opacity)
            row = image(lambda p: c.items.far_lines.paint_px(p, px))  # 900 x 700: most of the board
            alone = [own(r, 1.0) for r, _, _ in rows]
            covered = np.zeros((700, 900), bool)
            for picture in alone:
                covered |= np.frombuffer(picture.constBits(), np.uint32).reshape(700, 900) != 0
            got = np.frombuffer(row.constBits(), np.uint32).reshape(700, 900) != 0
            assert np.array_equal(got, covered)  # (where two targets' lines cross, either may be on top)
            assert c.items.far_lines.drafted
            assert same_picture(shown(window), from_scratch(window))
    finally:
        qtbot.mouseRelease(viewport, LEFT, NONE, cell_point(window, 12, 15))
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    assert not any(t.lines.far for t in c.items.targets.values())
    assert all(not t.lines.boundingRect().isEmpty() for t in c.items.targets.values() if t.lines.result.lines)
    assert same_picture(shown(window), from_scratch(window))
    assert not c.items.far_lines.drafted


def test_a_drag_hands_the_far_item_the_lines_painted_at_every_repaint(qtbot, window):
    """Dragging one target (selected: its lines in full, by its own item):
    the lines too big to keep a picture of (painted at every repaint anyway)
    and those the move changed are drafted by the far item; the others keep
    their kept pictures until the release, which gives each target its own
    lines again."""
    from PySide6.QtWidgets import QGraphicsItem

    from .test_far_lines import LEFT, NONE, crowd
    from .test_scene_layers import from_scratch, same_picture, shown

    window.editor.set_document(crowd())
    window.view.set_scale(0.4)
    window.view.centerOn(window.scene.board_rect().center())
    c = window.overlays
    window.scene.select_tokens(["A"])
    c.set_locked(True)
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    targets = c.items.targets
    uncached = {t for t, items in targets.items()
                if items.lines.cacheMode() == QGraphicsItem.CacheMode.NoCache}
    assert uncached and len(uncached) < len(targets) - 3
    e0 = window.document.tokens["e0"]
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, LEFT, NONE, cell_point(window, e0.x, e0.y))
    try:
        qtbot.mouseMove(viewport, cell_point(window, e0.x, e0.y + 1))
        qtbot.waitUntil(lambda: not c.busy, timeout=10000)
        far = {t for t, items in targets.items() if items.lines.far}
        assert targets["e0"].lines.full  # the selected target: in full, by its own item
        assert uncached <= far and "e0" not in far and len(far) < len(targets) - 3
        assert same_picture(shown(window), from_scratch(window))
    finally:
        qtbot.mouseRelease(viewport, LEFT, NONE, cell_point(window, e0.x, e0.y + 1))
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    assert not any(items.lines.far for items in targets.values())
    assert same_picture(shown(window), from_scratch(window))
