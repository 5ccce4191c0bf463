"""A target's marks (the prohibition sign, the total-concealment ring) are
drawn from pictures shared by the targets whose marks read the same: the
same pixels as painting them in place, at any zoom and sub-pixel offset."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter, QPixmapCache, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from battlemap.core.model import Ambient, Board, Document, Size, Solid, Token
from battlemap.render import marker_painter
from battlemap.ui.overlays.item_base import OverlayItem
from battlemap.ui.overlays.items import TargetMarksItem


def marks_document() -> Document:
    """Two goblins in the dark (total concealment) and a large ogre beyond a
    wall (cannot be attacked) for Aria."""
    board = Board(14, 10)
    board.solid[0:10, 6] = Solid.WALL
    doc = Document(board, ruleset="dnd35", ambient=Ambient.DARK)
    doc.tokens["aria"] = Token("aria", 2, 4, "Aria", faction="pc")
    doc.tokens["gob"] = Token("gob", 4, 1, "Goblin", faction="enemy")
    doc.tokens["gob2"] = Token("gob2", 3, 7, "Goblin", faction="enemy")
    doc.tokens["ogre"] = Token("ogre", 9, 4, "Ogre", Size.LARGE, faction="enemy")
    return doc


def drawn(item: TargetMarksItem, transform: QTransform, in_place: bool) -> np.ndarray:
    """The item painted through `transform`: in place (as every overlay
    item paints) or from its picture."""
    image = QImage(900, 700, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setWorldTransform(transform)
    (OverlayItem.paint if in_place else TargetMarksItem.paint)(item, painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return np.frombuffer(image.constBits(), np.uint8).reshape(700, 900, 4).copy()


@pytest.mark.parametrize("scale, dx, dy", [(0.25, 0.0, 0.0), (0.37, 3.3, 7.71), (1.0, -12.5, 4.25), (1.3, 0.6, 0.2)])
def test_marks_from_pictures_are_the_marks_painted_in_place(qtbot, window, monkeypatch, scale, dx, dy):
    window.editor.set_document(marks_document())
    c = window.overlays
    window.scene.select_tokens(["aria"])
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    marked = {tid: items.marks for tid, items in c.items.targets.items() if items.marks.result is not None}
    assert set(marked) == {"gob", "gob2", "ogre"}
    assert c.result_for("gob").concealment == "total" and not c.result_for("ogre").can_attack
    QPixmapCache.clear()
    painted = []
    original = marker_painter.paint_target_marks
    monkeypatch.setattr(marker_painter, "paint_target_marks", lambda *a: (painted.append(a[2].target), original(*a)))
    transform = QTransform(scale, 0, 0, scale, dx, dy)
    for tid in ("gob", "gob2", "ogre"):
        in_place = drawn(marked[tid], transform, True)
        assert in_place[..., 3].any()
        painted.clear()
        assert np.array_equal(drawn(marked[tid], transform, False), in_place), tid
        # whole pixels a square: the second goblin's ring is the first's picture
        assert painted == ([] if tid == "gob2" and (64 * scale).is_integer() else [tid])
