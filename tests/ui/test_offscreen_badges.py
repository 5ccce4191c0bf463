"""Badges of targets beyond the view's edge (issue 13): slid inside the
view, they find free places along the edge (and a little inward), become
compact markers where full badges no longer fit, and never pile up: in a
crowded scene no two badges overlap, none covers its own token or the
attacker, and all lie inside the visible part of the map."""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRectF, Qt

from battlemap.core.edits import GroupEdits, MoveToken
from battlemap.core.model import Board, Document, Token
from battlemap.render import overlay_geometry
from battlemap.ui.commands import MoveTokensCommand
from battlemap.ui.scene.layer_items import BoardLayerItem
from tests.ui.conftest import cell_point
from tests.ui.test_badge_layout import overlap, settle
from tests.ui.test_scene_layers import from_scratch, shown


def beyond(cells) -> Document:
    """An attacker at (4, 20) of a 70 x 45 map and a crowd at `cells`."""
    doc = Document(Board(70, 45))
    doc.tokens["A"] = Token("A", 4, 20, "Attacker", faction="pc")
    for i, (x, y) in enumerate(cells):
        doc.tokens[f"e{i}"] = Token(f"e{i}", x, y, f"Enemy number {i}", faction="foe")
    return doc


def shown_rects(window) -> dict[str, QRectF]:
    """Each target's badge or marker where it is drawn (a badge with no
    place is drawn nowhere)."""
    rects = {}
    for tid, items in window.overlays.items.targets.items():
        badge = items.badge
        if badge.isVisible() and badge.result is not None and not badge.shown_px_rect().isEmpty():
            rects[tid] = badge.shown_px_rect()
    return rects


def check_legible(window) -> dict[str, QRectF]:
    """No two badges overlap, none covers its own token or the attacker,
    all inside the visible part of the map (in the view's painter units and
    as scene rectangles inside the viewport's)."""
    c = window.overlays
    doc = window.document
    px = c.view_px
    rects = shown_rects(window)
    for (t1, r1), (t2, r2) in itertools.combinations(rects.items(), 2):
        assert overlap(r1, r2) < 1.0, (t1, t2, r1, r2)
    visible = c.visible_px_rect()
    viewport = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    attacker = overlay_geometry.token_rect(doc.tokens[c.attacker], px)
    for tid, r in rects.items():
        assert visible.contains(r), (tid, r, visible)
        assert viewport.contains(c.items.targets[tid].badge.scene_rect()), tid
        assert overlap(r, attacker) < 1.0, tid
        assert overlap(r, overlay_geometry.token_rect(doc.tokens[tid], px)) < 1.0, tid
    return rects


def look_at(qtbot, window, doc: Document, centre: tuple[int, int], scale: float = 0.5) -> None:
    window.editor.set_document(doc)
    window.view.set_scale(scale)
    window.view.centerOn(window.scene.cell_rect(*centre).center())
    window.scene.select_tokens(["A"])
    settle(qtbot, window)


def off_screen(window, doc: Document) -> set[str]:
    view = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    return {t for t in doc.tokens if t != "A"
            and not view.intersects(overlay_geometry.token_rect(doc.tokens[t], window.scene.px_per_square))}


def test_a_crowd_beyond_one_edge_lines_up_inside_it(qtbot, window):
    cells = list(itertools.product(range(40, 48), range(14, 26, 2)))  # 48 targets, far to the right
    doc = beyond(cells)
    look_at(qtbot, window, doc, (14, 20))
    c = window.overlays
    assert not c.compact and len(off_screen(window, doc)) == len(cells)
    rects = check_legible(window)
    assert len(rects) == len(cells)  # every target still has its badge or marker
    full = [t for t in rects if not c.items.targets[t].badge.compact]
    assert len(full) >= 6  # those that fit are whole badges
    visible = c.visible_px_rect()
    for r in rects.values():  # along the right edge, not across the view
        assert r.left() > visible.center().x()
    # the view moves along: they slide with it
    window.view.centerOn(window.scene.cell_rect(18, 22).center())
    settle(qtbot, window)
    assert len(check_legible(window)) == len(cells)


def test_a_marker_at_the_edge_grows_into_its_whole_badge_when_hovered(qtbot, window):
    cells = list(itertools.product(range(40, 48), range(14, 26, 2)))
    look_at(qtbot, window, beyond(cells), (14, 20))
    c = window.overlays
    tid = sorted(c.layout.markers)[0]
    badge = c.items.targets[tid].badge
    marker = badge.shown_px_rect()
    assert badge.compact and not c.compact and c.items.targets[tid].marks.compact is False
    c.set_hover(tid)
    grown = badge.shown_px_rect()
    assert badge.expanded and grown.width() > 2 * marker.width() and c.visible_px_rect().contains(grown)
    c.set_hover(None)
    assert badge.shown_px_rect() == marker


def test_dragging_the_attacker_by_the_crowd_keeps_its_badges_apart(qtbot, window):
    """Real mouse events: the attacker dragged towards its targets, all
    beyond the view's edge (each step re-judges every pair)."""
    cells = list(itertools.product(range(40, 48), range(14, 26, 2)))
    look_at(qtbot, window, beyond(cells), (14, 20))
    c = window.overlays
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell_point(window, 4, 20))
    for x in (6, 9, 12, 16, 20):
        qtbot.mouseMove(viewport, cell_point(window, x, 20))
        assert window.document.tokens["A"].x == x
        settle(qtbot, window)
        assert c.attacker == "A" and len(check_legible(window)) == len(cells)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       cell_point(window, 20, 20))


def test_a_crowd_beyond_a_corner_fans_out_along_both_edges(qtbot, window):
    cells = list(itertools.product(range(44, 52), range(34, 40)))  # 48 targets beyond the bottom right
    doc = beyond(cells)
    look_at(qtbot, window, doc, (14, 20))
    c = window.overlays
    assert len(off_screen(window, doc)) == len(cells)
    rects = check_legible(window)
    assert len(rects) == len(cells)


def test_a_crowd_beyond_the_edge_far_out_as_markers(qtbot, window):
    cells = list(itertools.product(range(60, 68), range(2, 43, 3)))  # 112 targets
    doc = beyond(cells)
    look_at(qtbot, window, doc, (14, 20), scale=0.2)
    assert window.overlays.compact
    check_legible(window)


def test_a_moved_target_keeps_clear_of_the_edge_crowd(qtbot, window):
    cells = list(itertools.product(range(40, 48), range(14, 26, 2)))
    doc = beyond(cells)
    look_at(qtbot, window, doc, (14, 20))
    # one target walks into view and back out: placed again among the others
    for x in (30, 25, 41):
        window.editor.push(MoveTokensCommand(window.document, GroupEdits([MoveToken("e0", x, 20)])))
        settle(qtbot, window)
        check_legible(window)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, 2**31 - 1), st.sampled_from([0.15, 0.3, 0.5, 0.8]),
       st.tuples(st.integers(0, 69), st.integers(0, 44)))
def test_random_crowds_zooms_and_scrolls_stay_legible(qtbot, window, seed, scale, centre):
    rng = np.random.default_rng(seed)
    cells = {(int(x), int(y)) for x, y in zip(rng.integers(0, 70, 60), rng.integers(0, 45, 60))} - {(4, 20)}
    look_at(qtbot, window, beyond(sorted(cells)), centre, scale)
    check_legible(window)


def test_markers_drawn_where_they_are_after_the_view_scrolls(qtbot, window):
    """The markers item's cached picture follows its markers as the view
    scrolls and they slide (it grows to new places: the picture is made
    anew, not left where Qt's cache of an item partly outside the view
    kept it), far out and near in."""
    rng = np.random.default_rng(1)
    cells = {(int(x), int(y)) for x, y in zip(rng.integers(0, 70, 60), rng.integers(0, 45, 60))} - {(4, 20)}
    window.resize(1366, 768)
    for scale in (0.2, 0.5):
        look_at(qtbot, window, beyond(sorted(cells)), (4, 20), scale)
        assert window.overlays.compact == (scale == 0.2)
        for item in window.scene.items():  # the map's layers (which may cache apart) left out
            if isinstance(item, BoardLayerItem):
                item.hide()
        for x, y in [(20, 20), (40, 30), (60, 10), (10, 40)]:
            before = marker_rects(window)
            window.view.centerOn(window.scene.cell_rect(x, y).center())
            settle(qtbot, window)
            after = marker_rects(window)
            assert after
            assert not markers_differ(window, before + after), (scale, x, y)


def marker_rects(window) -> list[QRectF]:
    """Where the markers item draws, in the scene."""
    return [items.badge.scene_rect() for items in window.overlays.items.targets.values()
            if items.badge.gathered and items.badge.isVisible() and not items.badge.scene_rect().isEmpty()]


def markers_differ(window, places: list[QRectF]) -> int:
    """Pixels at `places` (where markers are and were) that differ between
    the view as it repaints and painted afresh, outside whole badges
    (whose texts may round apart)."""
    now, fresh = shown(window), from_scratch(window)
    differ = np.abs(now.astype(int) - fresh).max(axis=2) > 2
    looked = np.zeros_like(differ)
    view = window.view
    for place in places:
        r = view.mapFromScene(place).boundingRect()
        looked[max(r.top(), 0):max(r.bottom() + 2, 0), max(r.left(), 0):max(r.right() + 2, 0)] = True
    for items in window.overlays.items.targets.values():
        badge = items.badge
        if not badge.gathered and not badge.scene_rect().isEmpty():
            r = view.mapFromScene(badge.scene_rect()).boundingRect()
            looked[max(r.top(), 0):max(r.bottom() + 2, 0), max(r.left(), 0):max(r.right() + 2, 0)] = False
    return int((differ & looked).sum())
