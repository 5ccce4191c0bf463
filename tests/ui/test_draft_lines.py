"""Lines drawn as drafts during a drag: each lines item works out its draft
(`overlay_painter.draft_batches`) once per result and zoom, however often the
view repaints it, and draws the same pixels as a draft made afresh."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from battlemap.render import overlay_painter as op
from tests.ui.conftest import cell_point


def test_a_draft_is_worked_out_once_per_result(qtbot, window, monkeypatch):
    c = window.overlays
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    made = []
    real = op.draft_batches
    monkeypatch.setattr(op, "draft_batches", lambda result, px: made.append(result) or real(result, px))
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     cell_point(window, 1, 1))
    qtbot.mouseMove(viewport, cell_point(window, 1, 2))
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    lines = c.items.targets["ogre"].lines
    for _ in range(3):
        lines.update()
        viewport.repaint()
    assert lines.drafted and sum(r is lines.result for r in made) == 1
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
        op.paint_result_lines(painter, lines.result, px, draft=True, batches=batches)
        painter.end()
        return image

    assert draw(lines._draft[2]) == draw(None)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       cell_point(window, 1, 3))
    viewport.repaint()
    assert not lines.drafted and lines._draft is None
