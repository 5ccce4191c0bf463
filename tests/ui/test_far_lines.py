"""Far out every target's lines are drawn by one item (`far_lines`): the
same picture as each target's own simplified lines, following a drag with
real mouse events, the hovered target drawn in full by its own item, stale
targets and the Lines toggle respected."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QImage, QPainter

from battlemap.core.model import Board, Document, Solid, Token
from battlemap.core.rules import AttackKind
from battlemap.render import line_painter
from battlemap.render import overlay_style as ost

from .conftest import cell_point
from .test_scene_layers import from_scratch, same_picture, shown

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def crowd() -> Document:
    board = Board(60, 40)
    board.solid[10:20, 25] = Solid.WALL  # some lines blocked: those targets draw their first clear one
    doc = Document(board)
    doc.tokens["A"] = Token("A", 10, 15, "Attacker", faction="pc")
    for i, (x, y) in enumerate(itertools.product(range(30, 50, 6), range(5, 35, 7))):
        doc.tokens[f"e{i}"] = Token(f"e{i}", x, y, f"Enemy {i}", faction="foe")
    return doc


def far_window(qtbot, window):
    window.editor.set_document(crowd())
    window.view.set_scale(0.15)  # ~10 px per square: simplified lines
    window.view.centerOn(window.scene.board_rect().center())
    c = window.overlays
    assert c.view_px < ost.LOD_PX
    window.scene.select_tokens(["A"])
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    return c


def image(paint) -> QImage:
    picture = QImage(900, 700, QImage.Format.Format_ARGB32_Premultiplied)
    picture.fill(0)
    painter = QPainter(picture)
    paint(painter)
    painter.end()
    return picture


def one_by_one(c, px: float, draft: bool = False) -> QImage:
    """What the targets' own items drew far out: each visible target's
    simplified lines at its item's opacity (in the far item's order);
    `draft`: as drafts (a button held)."""
    def paint(painter):
        for tid in sorted(c.items.targets):
            item = c.items.targets[tid].lines
            if item.result is None or not item.isVisible() or item.full:
                continue
            painter.save()
            painter.setOpacity(item.opacity())
            if draft:
                line = line_painter.simplified_line(item.result, px)
                if line is not None:
                    reach = 1.0 if item.result.in_reach else ost.OUT_OF_REACH_OPACITY
                    line_painter.paint_simplified_lines(painter, [line], reach, draft=True)
            else:
                line_painter.paint_result_lines(painter, item.result, px, simplified=True)
            painter.restore()
    return image(paint)


def far(c, px: float) -> QImage:
    return image(lambda painter: c.items.far_lines.paint_px(painter, px))


def test_the_far_item_draws_what_each_target_drew(qtbot, window):
    c = far_window(qtbot, window)
    px = 10.0
    targets = c.items.targets
    assert len(targets) == 20 and all(t.lines.far and t.lines.boundingRect().isEmpty() for t in targets.values())
    drawn = far(c, px)
    assert drawn == one_by_one(c, px)
    assert sum(1 for r in c.results() if line_painter.simplified_line(r, px) is not None) > 5
    assert drawn != image(lambda painter: None)
    # a hovered target: its own item draws it in full, the far item dims the others
    c.set_hover("e3")
    e3 = targets["e3"].lines
    assert e3.full and not e3.far and not e3.boundingRect().isEmpty()
    assert targets["e4"].lines.opacity() < 1.0
    assert far(c, px) == one_by_one(c, px) != drawn
    c.set_hover(None)
    assert e3.far and e3.boundingRect().isEmpty() and far(c, px) == drawn
    # melee: the targets out of reach are fainter
    c.set_choice(kind=AttackKind.MELEE)
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    assert any(not r.in_reach for r in c.results())
    assert far(c, px) == one_by_one(c, px)


def test_dragging_the_attacker_far_out_moves_every_line(qtbot, window):
    c = far_window(qtbot, window)
    px = 10.0
    before = far(c, px)
    viewport = window.view.viewport()
    points = [cell_point(window, 10 + dx, 15) for dx in range(4)]
    qtbot.mousePress(viewport, LEFT, NONE, points[0])
    try:
        for point in points[1:]:
            qtbot.mouseMove(viewport, point)
            QCoreApplication.processEvents()
            # stale targets (not yet evaluated at the new place) draw nothing
            stale = [t for t in c.items.targets if t not in c.row.fresh]
            assert all(not c.items.targets[t].lines.isVisible() for t in stale)
            assert far(c, px) == one_by_one(c, px, draft=True) != one_by_one(c, px)  # drafts
            assert c.items.far_lines.drafted
            assert same_picture(shown(window), from_scratch(window))  # the view repainted what moved
    finally:
        qtbot.mouseRelease(viewport, LEFT, NONE, points[-1])
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    assert not c.items.far_lines.drafted  # let go: painted again in full
    assert window.document.tokens["A"].x == 13
    after = far(c, px)
    assert after == one_by_one(c, px) != before
    assert same_picture(shown(window), from_scratch(window))
    starts = {line_painter.simplified_line(r, px).p1().toPoint().x() for r in c.results()
              if line_painter.simplified_line(r, px) is not None}
    assert min(starts) >= 13 * px  # every line starts from where the attacker is now


def test_zooming_in_gives_each_target_its_own_lines_again_and_the_toggle_hides_them(qtbot, window):
    c = far_window(qtbot, window)
    with_lines = shown(window)
    c.set_visible("lines", False)
    assert far(c, 10.0) == image(lambda painter: None)
    assert same_picture(shown(window), from_scratch(window)) and not same_picture(shown(window), with_lines)
    c.set_visible("lines", True)
    window.view.set_scale(0.6)
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    assert c.view_px >= ost.LOD_PX
    assert not any(t.lines.far for t in c.items.targets.values())
    assert all(not t.lines.boundingRect().isEmpty() for t in c.items.targets.values() if t.lines.result.lines)
    assert far(c, c.view_px) == image(lambda painter: None)  # nothing left for the far item
    window.view.set_scale(0.15)
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    assert all(t.lines.far for t in c.items.targets.values())


def test_hovering_a_target_repaints_the_others_dimmed_lines(qtbot, window, monkeypatch):
    """Far out the other targets' lines fade when one is hovered: the far
    item asks for a repaint of them where they are (today the hover also
    repaints the whole scene, which would hide a missing one)."""
    from PySide6.QtCore import QRectF

    c = far_window(qtbot, window)
    far_item = c.items.far_lines
    asked = []
    original = far_item.update
    monkeypatch.setattr(far_item, "update", lambda *args: (asked.append(args), original(*args)))
    scene_px = window.scene.px_per_square
    with_line = [r.target for r in c.results() if line_painter.simplified_line(r, scene_px) is not None]
    hovered, other = with_line[0], with_line[-1]
    QCoreApplication.processEvents()
    dirty: list[QRectF] = []
    window.scene.changed.connect(lambda rects: dirty.extend(rects))
    qtbot.mouseMove(window.view.viewport(), cell_point(window, window.document.tokens[hovered].x, window.document.tokens[hovered].y))
    qtbot.waitUntil(lambda: c.hovered == hovered, timeout=2000)
    QCoreApplication.processEvents()
    assert c.items.targets[other].lines.opacity() < 1.0
    line = line_painter.simplified_line(c.result_for(other), scene_px)
    middle = (line.p1() + line.p2()) / 2
    assert any(rect.contains(middle) for rect in dirty), "the dimmed line was not repainted"
    assert () in asked  # the far item's whole area
