"""The overlay items re-render only what changed: a badge whose result reads
the same is not painted again when its pair is re-evaluated (a dragged
attacker re-evaluates every pair), one whose result changed is; a zoom lays
the badges out again before the view paints, so each is rendered once, at
its new size."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from PySide6.QtWidgets import QGraphicsView

from battlemap.core.edits import PaintCells
from battlemap.core.model import Board, Document, Solid, Token
from battlemap.render import badges
from battlemap.ui.commands import PaintCellsCommand
from battlemap.ui.overlays.items import BadgeItem, ResultLinesItem
from tests.ui.conftest import cell_point, drag


def open_ground() -> Document:
    doc = Document(Board(24, 14))
    doc.tokens["A"] = Token("A", 3, 6, "Attacker", faction="pc")
    doc.tokens["e1"] = Token("e1", 14, 6, "Near", faction="foe")
    doc.tokens["e2"] = Token("e2", 14, 11, "Far", faction="foe")
    return doc


def settle(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.overlays.busy, timeout=10000)


@pytest.fixture
def painted(monkeypatch):
    """Which items rendered themselves (not a cached blit), by target."""
    log: dict[str, list[str]] = {"badge": [], "lines": []}
    for kind, cls in (("badge", BadgeItem), ("lines", ResultLinesItem)):
        def paint_px(self, painter, px, _original=cls.paint_px, _kind=kind):
            if self.result is not None:
                log[_kind].append(self.result.target)
            return _original(self, painter, px)
        monkeypatch.setattr(cls, "paint_px", paint_px)
    return log


def repaint(window) -> None:
    window.view.viewport().repaint()


def test_badges_repaint_when_their_result_changes_and_only_then(qtbot, window, painted):
    window.editor.set_document(open_ground())
    window.scene.select_tokens(["A"])
    settle(qtbot, window)
    repaint(window)
    c = window.overlays
    before = {t: badges.badge_rows(c.result_for(t), window.document) for t in ("e1", "e2")}
    painted["badge"].clear()
    painted["lines"].clear()
    # the attacker dragged two squares up: every pair re-evaluated, new lines,
    # but both badges read the same (no cover) and stay where they are
    drag(qtbot, window, [cell_point(window, 3, 6), cell_point(window, 3, 5), cell_point(window, 3, 4)])
    settle(qtbot, window)
    repaint(window)
    assert (window.document.tokens["A"].x, window.document.tokens["A"].y) == (3, 4)
    assert {t: badges.badge_rows(c.result_for(t), window.document) for t in ("e1", "e2")} == before
    assert sorted(set(painted["lines"])) == ["e1", "e2"]  # the lines did change
    assert painted["badge"] == []
    # a wall beside e1: its cover changes, so its badge is painted again; e2's is not
    doc = window.document
    window.editor.push(PaintCellsCommand(doc, PaintCells("solid", [(13, 5), (13, 6), (13, 4)], Solid.WALL),
                                         "wall"))
    settle(qtbot, window)
    repaint(window)
    assert c.result_for("e1").cover != "none"
    assert set(painted["badge"]) == {"e1"}
    assert c.items.targets["e1"].badge.result is c.result_for("e1")


def crowd() -> Document:
    doc = Document(Board(40, 30))
    doc.tokens["A"] = Token("A", 10, 12, "Attacker", faction="pc")
    for i, (x, y) in enumerate(itertools.product(range(13, 19), range(10, 14))):
        doc.tokens[f"e{i}"] = Token(f"e{i}", x, y, f"Enemy number {i}", faction="foe")
    return doc


def test_a_zoom_lays_the_badges_out_before_the_view_paints(qtbot, window, painted):
    window.editor.set_document(crowd())
    window.view.centerOn(window.scene.cell_rect(15, 12).center())
    window.scene.select_tokens(["A"])
    settle(qtbot, window)
    repaint(window)
    c = window.overlays
    old = {t: QRectFCopy(items.badge.px_rect) for t, items in c.items.targets.items()}
    painted["badge"].clear()
    # (about the view's centre: the default anchor is the mouse, wherever an earlier test left it)
    window.view.set_scale(0.62, QGraphicsView.ViewportAnchor.AnchorViewCenter)
    # no event handled yet: the layout is already at the new zoom
    px = c.view_px
    shown = {t: items.badge for t, items in c.items.targets.items()}
    assert len(shown) == 24
    for t, badge in shown.items():
        assert badge._px == px
        assert c.layout.rects[t] == badge.px_rect
        assert badge.px_rect != old[t]
    rects = list(c.layout.rects.values())
    assert all(c.visible_px_rect().contains(r) for r in rects)
    for a, b in itertools.combinations(rects, 2):
        inter = a.intersected(b)
        assert inter.isEmpty() or inter.width() * inter.height() < 1.0
    repaint(window)
    settle(qtbot, window)
    repaint(window)
    # each badge rendered once, at its new size
    assert sorted(painted["badge"]) == sorted(t for t, b in shown.items() if b.isVisible()
                                              and window.view.mapToScene(window.view.viewport().rect())
                                              .boundingRect().intersects(b.sceneBoundingRect()))


def QRectFCopy(rect):  # noqa: N802  (a copy: the item's rect may be changed in place)
    from PySide6.QtCore import QRectF
    return QRectF(rect)


def test_the_light_layer_repaints_on_a_creature_move_only_where_light_is_drawn(qtbot, window, monkeypatch):
    """On a map lit everywhere a dragged creature changes no light: the light
    layer (board-sized) is not invalidated, so a drag step repaints only what
    moved. Once a creature carries a light, its moves repaint the layer, and
    so does the move that puts the last light out."""
    from battlemap.core.edits import GroupEdits, SetTokenProperties
    from battlemap.core.model import LightRadii
    from battlemap.ui.commands import SetTokenPropertiesCommand

    window.editor.set_document(open_ground())
    scene = window.scene
    updates = []
    monkeypatch.setattr(scene.light_item, "update", lambda *a: updates.append(a))
    drag(qtbot, window, [cell_point(window, 3, 6), cell_point(window, 4, 6), cell_point(window, 5, 6)])
    assert window.document.tokens["A"].x == 5
    assert updates == []
    doc = window.document
    torch = GroupEdits([SetTokenProperties("A", light=LightRadii(20, 40))])
    window.editor.push(SetTokenPropertiesCommand(doc, torch, "light"))
    assert len(updates) == 1
    drag(qtbot, window, [cell_point(window, 5, 6), cell_point(window, 6, 6)])
    assert len(updates) == 2
    window.editor.push(SetTokenPropertiesCommand(doc, GroupEdits([SetTokenProperties("A", light=None)]), "light"))
    assert len(updates) == 3  # the light goes out: its glow must be repainted away
    drag(qtbot, window, [cell_point(window, 6, 6), cell_point(window, 7, 6)])
    assert len(updates) == 3


def test_a_carried_torch_repaints_only_the_squares_its_light_changed(qtbot, window, monkeypatch):
    """A torch-bearer dragged one square in a dark map invalidates the squares
    whose light changed (and its mark), not the whole board; the view then
    shows exactly what a repaint of everything from scratch shows."""
    from PySide6.QtGui import QPixmapCache

    from battlemap.core.model import Ambient, LightRadii
    from battlemap.render.lighting import cell_levels

    doc = Document(Board(40, 30))
    doc.ambient = Ambient.DARK
    doc.tokens["A"] = Token("A", 8, 12, "Bearer", faction="pc", light=LightRadii(20, 40))
    doc.tokens["e1"] = Token("e1", 30, 20, "Far", faction="foe")
    window.editor.set_document(doc)
    window.view.fit_board()
    scene = window.scene
    repaint(window)
    before = cell_levels(window.document).copy()
    updates = []
    original = scene.light_item.update

    def logged(*args):
        updates.append(args)
        original(*args)

    monkeypatch.setattr(scene.light_item, "update", logged)
    drag(qtbot, window, [cell_point(window, 8, 12), cell_point(window, 9, 12)])
    assert window.document.tokens["A"].x == 9
    after = cell_levels(window.document)
    assert len(updates) == 1 and len(updates[0]) == 1
    rect = updates[0][0]
    px = scene.px_per_square
    ys, xs = (before != after).nonzero()
    assert len(xs) > 0
    changed = scene.cell_rect(int(xs.min()), int(ys.min()), int(xs.max() - xs.min()) + 1,
                              int(ys.max() - ys.min()) + 1)
    assert rect.contains(changed)
    assert rect.width() * rect.height() < 0.5 * scene.board_rect().width() * scene.board_rect().height()
    assert rect.width() <= (2 * 8 + 4) * px  # the 40-ft ring moved one square, and the mark
    settle(qtbot, window)
    repaint(window)
    partial = pixels(window.view.viewport().grab().toImage())
    QPixmapCache.clear()
    for item in scene.items():
        item.update()
    repaint(window)
    fresh = pixels(window.view.viewport().grab().toImage())
    # the same picture, to the rounding of antialiased edges blended anew (no seam)
    assert np.abs(fresh - partial).max() <= 2


def pixels(image) -> "np.ndarray":
    from PySide6.QtGui import QImage

    image = image.convertToFormat(QImage.Format.Format_RGB32)
    w, h = image.width(), image.height()
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(h, image.bytesPerLine() // 4, 4)
    return rows[:, :w, :3].astype(np.int16)
