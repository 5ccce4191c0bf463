"""Far out every compact marker is drawn by one item (`badge_items.
CompactBadgesItem`): the view shows what each marker drawn by an item of its
own shows (faded while stale, stacked as they came), the badge items have
no contents for Qt to paint or cache, a hovered marker grows into the whole
badge drawn by its own item, and the pointer still finds each marker."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtWidgets import QGraphicsItem

from battlemap.ui.overlays.items import STALE_BADGE_OPACITY, BadgeItem
from tests.ui.test_overlay_repaints import settle
from tests.ui.test_scene_layers import from_scratch, shown
from tests.ui.test_zoom_preview import crowd

NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents


def far_out(qtbot, window):
    window.editor.set_document(crowd())
    window.view.set_scale(0.15)
    window.scene.select_tokens(["A"])
    settle(qtbot, window)
    c = window.overlays
    assert c.compact and len(c.items.targets) >= 10
    return c


def as_own_items(window) -> np.ndarray:
    """The view with each gathered marker drawn by a badge item of its own
    (added in the order the badges stack) instead of the markers item."""
    c = window.overlays
    own = []
    for badge in c.items.badges():
        if badge.gathered and badge.isVisible():
            item = BadgeItem(c)
            item.set_result(badge.result, badge.px_rect, badge.compact, c.visible_px_rect())
            item.setOpacity(badge.opacity())
            window.scene.addItem(item)
            own.append(item)
    assert own
    c.items.markers.hide()
    try:
        return shown(window)
    finally:
        for item in own:
            window.scene.removeItem(item)
        c.items.markers.show()


def test_one_item_draws_the_markers_as_items_of_their_own_would(qtbot, window):
    c = far_out(qtbot, window)
    for tid, items in c.items.targets.items():
        badge = items.badge
        assert badge.gathered and badge.boundingRect() == QRectF() and badge.flags() & NO_CONTENTS
        assert c.items.markers.boundingRect().contains(badge.scene_rect())
    gathered = shown(window)
    assert np.array_equal(gathered, as_own_items(window))
    assert np.array_equal(gathered, from_scratch(window))
    # stale results: their markers faded, by the markers item too
    stale = sorted(c.items.targets)[:4]
    for tid in stale:
        c.items.show_result(tid, c.result_for(tid), False, c.layout.rects[tid], True, c.visible_px_rect())
        assert c.items.targets[tid].badge.opacity() == STALE_BADGE_OPACITY
    faded = shown(window)
    assert not np.array_equal(faded, gathered)
    assert np.array_equal(faded, as_own_items(window))
    for tid in stale:  # fresh again: as before
        c.items.show_result(tid, c.result_for(tid), True, c.layout.rects[tid], True, c.visible_px_rect())
    assert np.array_equal(shown(window), gathered)


def test_a_hovered_marker_grows_into_its_own_badge_and_back(qtbot, window):
    c = far_out(qtbot, window)
    before = shown(window)
    tid = sorted(c.items.targets)[2]
    badge = c.items.targets[tid].badge
    c.set_hover(tid)
    assert badge.expanded and not badge.gathered and not badge.flags() & NO_CONTENTS
    assert badge.boundingRect().contains(badge.scene_rect()) and badge.scene_rect().width() > 0
    hovered = shown(window)
    assert not np.array_equal(hovered, before)
    assert np.array_equal(hovered, as_own_items(window))  # the others still drawn as before
    assert np.array_equal(hovered, from_scratch(window))
    c.set_hover(None)
    assert badge.gathered and badge.boundingRect() == QRectF() and badge.flags() & NO_CONTENTS
    assert np.array_equal(shown(window), before)


def test_the_pointer_finds_a_gathered_marker(qtbot, window):
    c = far_out(qtbot, window)
    for tid, items in c.items.targets.items():
        centre = items.badge.scene_rect().center()
        assert c.target_at(centre) == (tid, None)
    # the mouse over a marker grows it into its badge; away, it is a marker again
    tid = sorted(c.items.targets)[1]
    badge = c.items.targets[tid].badge
    viewport = window.view.viewport()
    qtbot.mouseMove(viewport, window.view.mapFromScene(badge.scene_rect().center()))
    qtbot.waitUntil(lambda: badge.expanded, timeout=2000)
    assert not badge.gathered and np.array_equal(shown(window), from_scratch(window))
    qtbot.mouseMove(viewport, viewport.rect().bottomRight() - QPoint(2, 2))
    qtbot.waitUntil(lambda: not badge.expanded, timeout=2000)
    assert badge.gathered


def test_hidden_badges_leave_the_markers_item_nothing_to_draw(qtbot, window):
    c = far_out(qtbot, window)
    with_badges = shown(window)
    c.set_visible("badges", False)
    try:
        hidden = shown(window)
        assert not np.array_equal(hidden, with_badges)
        assert np.array_equal(hidden, from_scratch(window))
        assert all(not items.badge.isVisible() for items in c.items.targets.values())
    finally:
        c.set_visible("badges", True)
    assert np.array_equal(shown(window), with_badges)


def test_a_pictures_look_number_is_the_same_for_equal_looks_and_never_reused(monkeypatch):
    from battlemap.ui.overlays import badge_items

    monkeypatch.setattr(badge_items, "LOOK_IDS_KEPT", 3)
    monkeypatch.setattr(badge_items, "_LOOK_IDS", {})
    a = (("+2", "minor", True, True), True, False, 5.0, 9.0)
    b = (("+2", "minor", True, True), True, False, 5.1, 9.0)  # another zoom: another picture
    first = badge_items.look_id(a)
    assert badge_items.look_id(tuple(a)) == first and badge_items.look_id(b) != first
    seen = {first, badge_items.look_id(b)}
    for i in range(5):  # past the limit the numbers are forgotten, never given again
        number = badge_items.look_id((("x", "good", False, True), True, False, float(i), 9.0))
        assert number not in seen
        seen.add(number)
    assert badge_items.look_id(a) not in seen  # (forgotten: a new number, a new picture)
