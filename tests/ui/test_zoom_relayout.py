"""A zoom step lays the overlays out again from what they keep of each
result (its lines' extent and look, its badge's texts, its badge picture's
key): the items read, and the view shows, what items made afresh at that
zoom read and show, near in (whole badges) and far out (compact markers),
after zooming in and out again."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from battlemap.core.edits import PaintCells
from battlemap.core.model import Board, Document, Solid, Token
from battlemap.ui.commands import PaintCellsCommand
from battlemap.ui.overlays.items import BadgeItem, ResultLinesItem, TargetMarksItem
from battlemap.ui.overlays.layout import BadgeLayout
from tests.ui.test_overlay_repaints import settle
from tests.ui.test_scene_layers import from_scratch, same_picture, shown


def crowd_behind_walls() -> Document:
    board = Board(30, 22)
    board.solid[8:14, 12] = Solid.WALL  # cover for some, none for others
    board.solid[15, 14:17] = Solid.LOW
    doc = Document(board)
    doc.tokens["A"] = Token("A", 6, 10, "Attacker", faction="pc")
    for i, (x, y) in enumerate(itertools.product(range(13, 19, 2), range(6, 18, 3))):
        doc.tokens[f"e{i}"] = Token(f"e{i}", x, y, f"Enemy {i}", faction="foe")
    return doc


def fresh_items(c, tid: str, fresh: bool):
    """The three items of a target as items made now would read (not in the scene)."""
    result = c.row.results[tid]
    lines, marks, badge = ResultLinesItem(c, c.items.far_lines), TargetMarksItem(c), BadgeItem(c)
    lines.set_result(result if fresh else None)
    marks.set_result(result if fresh else None)
    badge.set_result(result, c.layout.rects.get(tid), c.compact, c.visible_px_rect())
    return lines, marks, badge


def fresh_layout(c) -> dict[str, QRectF]:
    doc = c.document
    results = [r for r in c.row.ordered_results() if c.shows(r)]
    fresh = [r for r in results if r.target in c.row.fresh]
    layout = BadgeLayout()
    layout.place(doc, results, {r.target for r in results}, c.view_px,
                 layout.line_pieces(doc, fresh, c.view_px, simplified=c.compact), force=True,
                 text_scale=c.text_scale, bounds=c.visible_px_rect(), compact=c.compact, attacker=c.attacker)
    return layout.rects


@pytest.mark.parametrize("scales", [(0.9, 0.62, 0.75), (0.2, 0.12, 0.13), (0.2, 0.12, 0.75)])
def test_a_zoom_step_shows_what_items_made_afresh_at_that_zoom_show(qtbot, window, scales):
    window.editor.set_document(crowd_behind_walls())
    view = window.view
    view.centerOn(window.scene.cell_rect(12, 11).center())
    window.scene.select_tokens(["A"])
    settle(qtbot, window)
    c = window.overlays
    covers = {t: r.cover for t, r in c.row.results.items()}
    for i, scale in enumerate(scales):  # in and out again: what an item keeps must follow
        view.set_scale(scale, QGraphicsView.ViewportAnchor.AnchorViewCenter)
        settle(qtbot, window)
        shown(window)
        if i == 0:  # a wall moved: results re-evaluated between two zoom steps
            doc = window.document
            window.editor.push(PaintCellsCommand(doc, PaintCells("solid", [(12, y) for y in range(8, 14)],
                                                                 Solid.EMPTY), "wall"))
            window.editor.push(PaintCellsCommand(doc, PaintCells("solid", [(11, y) for y in range(14, 19)],
                                                                 Solid.WALL), "wall"))
            settle(qtbot, window)
            shown(window)
    assert {t: r.cover for t, r in c.row.results.items()} != covers
    assert len(set(covers.values())) > 1
    assert c.compact == (scales[-1] < 0.2)
    assert c.layout.rects == fresh_layout(c)
    assert len(c.items.targets) == 12
    for tid, items in c.items.targets.items():
        lines, marks, badge = fresh_items(c, tid, tid in c.row.fresh)
        assert items.lines.boundingRect() == lines.boundingRect()
        assert items.lines._look == lines._look
        assert (items.marks.result is None) == (marks.result is None)
        assert items.marks.isVisible() == (marks.result is not None and not c.compact)
        if items.marks.isVisible():  # (hidden marks keep their last place, for the next result)
            assert items.marks.boundingRect() == marks.boundingRect()
        assert items.badge.scene_rect() == badge.scene_rect() == badge.boundingRect() != QRectF()
        # far out the markers are drawn by one item (`badge_items.CompactBadgesItem`)
        assert items.badge.gathered == c.compact
        assert items.badge.boundingRect() == (QRectF() if c.compact else badge.boundingRect())
        assert items.badge.look() == badge.look()
    # far out each target's lines are one plain line, all drawn straight onto the view by one
    # item (no picture the size of their bounds to fill at each step); near in, each cached
    if c.compact:
        assert all(items.lines.far and items.lines.boundingRect().isEmpty() for items in c.items.targets.values())
        assert c.items.far_lines.cacheMode() == QGraphicsItem.CacheMode.NoCache
    else:
        assert not any(items.lines.far for items in c.items.targets.values())
        modes = {items.lines.cacheMode() for items in c.items.targets.values() if not items.lines._big}
        assert modes == {QGraphicsItem.CacheMode.DeviceCoordinateCache}
    assert same_picture(shown(window), from_scratch(window))
