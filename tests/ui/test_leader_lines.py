"""Leader lines in the window (`overlays/leader_items.py`): a badge the
layout put away from its target (a crowd) is joined to the target's disc by
a thin line in the badge's edge colour; a badge beside its token has none.
The lines follow a dragged token, hide with the badges and are emphasised
with a hovered badge."""

from __future__ import annotations

import itertools

import numpy as np
from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QImage

from battlemap.core.edits import GroupEdits, SetTokenProperties
from battlemap.core.model import Board, Document, Size, Token
from battlemap.render import leaders
from battlemap.render import overlay_geometry
from battlemap.render.token_painter import token_disc
from battlemap.ui.commands import SetTokenPropertiesCommand
from battlemap.ui.overlays.item_base import badge_text_px
from tests.test_leaders import distance_to_border
from tests.ui.conftest import cell_point
from tests.ui.test_badge_layout import settle

CROWD = [*itertools.product(range(7, 9), range(4, 7))]
LONE = (13, 9)


def crowd() -> Document:
    """An attacker, a crowd of six enemies two by three, and one alone."""
    doc = Document(Board(16, 12))
    doc.tokens["A"] = Token("A", 1, 5, "Attacker", faction="pc")
    for i, (x, y) in enumerate([*CROWD, LONE]):
        doc.tokens[f"e{i}"] = Token(f"e{i}", x, y, f"Enemy {i}", faction="foe")
    return doc


def look_at_crowd(qtbot, window) -> None:
    window.editor.set_document(crowd())
    window.view.set_scale(0.5)
    window.view.centerOn(window.scene.board_rect().center())
    window.scene.select_tokens(["A"])
    settle(qtbot, window)


def shown_leaders(window) -> dict[str, QLineF]:
    """Each shown leader's line in the view's painter units, checked: a
    badge beside its token has none, one a square or more away has one,
    starting on the badge's border and ending on the token's disc."""
    c = window.overlays
    doc = window.document
    px, s = c.view_px, c.view_scale
    lines = {}
    for tid, items in c.items.targets.items():
        badge, leader = items.badge, items.leader
        rect = badge.shown_px_rect()
        if not badge.isVisible() or badge.result is None or rect.isEmpty():
            assert not leader.isVisible(), tid
            continue
        token = doc.tokens[tid]
        gap = leaders.rect_gap(rect, overlay_geometry.token_rect(token, px))
        if gap <= 0.3 * px:
            assert not leader.isVisible(), (tid, gap)
        if gap >= px:
            assert leader.isVisible(), (tid, gap)
        if not leader.isVisible():
            continue
        path = leader.path()
        start, end = path.elementAt(0), path.elementAt(1)
        line = QLineF(start.x * s, start.y * s, end.x * s, end.y * s)
        assert distance_to_border(line.p1(), rect, badge_text_px(px, c.text_scale)) < 0.5, tid
        disc = token_disc(token, px)
        assert abs(QLineF(disc.center(), line.p2()).length() - disc.width() / 2) < 0.5, tid
        lines[tid] = line
    return lines


def test_a_displaced_badge_has_a_leader_and_one_beside_its_token_none(qtbot, window):
    look_at_crowd(qtbot, window)
    lines = shown_leaders(window)
    targets = window.overlays.items.targets
    assert lines and set(lines) < set(targets)  # some badges in the crowd are pushed away, not all
    assert "e6" not in lines  # the lone enemy's badge is beside it
    # no leader at all far out, where every badge is a small marker
    window.view.set_scale(0.15)
    settle(qtbot, window)
    assert not any(items.leader.isVisible() for items in targets.values())
    # nor for the badges waiting at the view's edge for targets beyond it
    window.view.set_scale(2.0)
    window.view.centerOn(window.scene.cell_rect(1, 1).center())
    settle(qtbot, window)
    c = window.overlays
    beyond = {t for t in targets if not c.visible_px_rect().contains(
        overlay_geometry.token_centre(window.document.tokens[t], c.view_px))}
    assert beyond and all(targets[t].badge.isVisible() and not targets[t].leader.isVisible() for t in beyond)


def rgb(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h = image.width(), image.height()
    return np.frombuffer(image.constBits(), np.uint8).reshape(h, image.bytesPerLine())[:, :w * 3] \
        .reshape(h, w, 3).astype(int)


def test_the_leader_is_drawn_between_badge_and_token_in_its_colour(qtbot, window):
    """The viewport's pixels along each leader (where no badge covers it)
    are the map under the leader's colour, a little transparent: compared
    with the same view with the leader items hidden."""
    look_at_crowd(qtbot, window)
    c = window.overlays
    c.set_visible("lines", False)  # the rules' lines out of the way (a setting: restored below)
    try:
        settle(qtbot, window)
        view = window.view
        with_leaders = rgb(view.viewport().grab().toImage())
        items = c.items.targets
        for t in items.values():
            t.leader.setVisible(False)
        without = rgb(view.viewport().grab().toImage())
        badges = [t.badge.scene_rect() for t in items.values()]
        s = c.view_scale
        checked = 0
        for tid, line in shown_leaders_after_show(window).items():
            colour = leaders.leader_colour(items[tid].badge.result)
            alpha = colour.alphaF()
            want = np.array([colour.red(), colour.green(), colour.blue()])
            for t in np.linspace(0.35, 0.65, 7):
                scene = line.pointAt(float(t)) / s
                if any(b.contains(scene) for b in badges):
                    continue
                p = view.mapFromScene(scene)
                box = (slice(p.y() - 1, p.y() + 2), slice(p.x() - 1, p.x() + 2))
                expected = without[box] * (1 - alpha) + want * alpha
                # (a thin antialiased line covers a pixel partly: at least half way from the map to it)
                after = np.abs(with_leaders[box] - expected).sum(axis=2)
                before = np.abs(without[box] - expected).sum(axis=2)
                assert (after < 0.5 * before).any(), (tid, t, after, before)
                checked += 1
    finally:
        c.set_visible("lines", True)
    assert checked >= 10


def shown_leaders_after_show(window) -> dict[str, QLineF]:
    """`shown_leaders` with the leader items shown again as the overlays had them."""
    for t in window.overlays.items.targets.values():
        t.leader.setVisible(t.leader.shown)
    return shown_leaders(window)


def test_leaders_follow_a_real_mouse_drag_of_the_target(qtbot, window):
    """The dragged target's leader ends on its disc wherever it stands,
    each step (the badges of the crowd re-placed around it too)."""
    look_at_crowd(qtbot, window)
    c = window.overlays
    c.set_locked(True)  # pressing the target would make it the attacker
    viewport = window.view.viewport()
    path = [(8, 5), (8, 6), (9, 6), (9, 5), (9, 4), (8, 3), (7, 3)]
    ends = []
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell_point(window, *path[0]))
    for x, y in path[1:]:
        qtbot.mouseMove(viewport, cell_point(window, x, y))
        assert (window.document.tokens["e4"].x, window.document.tokens["e4"].y) == (x, y)
        settle(qtbot, window)
        lines = shown_leaders(window)  # (each ending on its token's disc, where it is now)
        if "e4" in lines:
            ends.append(lines["e4"].p2().toTuple())
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       cell_point(window, *path[-1]))
    assert len(set(ends)) >= 4, ends


def test_leaders_hide_with_the_badges_and_are_emphasised_with_a_hovered_badge(qtbot, window):
    look_at_crowd(qtbot, window)
    c = window.overlays
    items = c.items.targets
    lines = shown_leaders(window)
    tid = sorted(lines)[0]
    leader = items[tid].leader
    c.set_visible("badges", False)  # (a setting: shown again at once)
    assert not any(t.leader.isVisible() for t in items.values())
    c.set_visible("badges", True)
    assert set(shown_leaders(window)) == set(lines)
    width, z = leader.pen().widthF(), leader.zValue()
    c.set_hover(tid)
    assert leader.pen().widthF() == width * leaders.LEADER_EMPHASIS and leader.zValue() > z
    assert leader.pen().color().alpha() == 255 and leader.zValue() < items[tid].badge.zValue()
    assert shown_leaders(window)[tid] == lines[tid]  # the same line, bolder
    c.set_hover(None)
    assert leader.pen().widthF() == width and leader.zValue() == z


def test_a_token_that_shrinks_in_place_gets_its_leader_to_the_smaller_disc(qtbot, window):
    """A Medium creature made Tiny keeps its square and its badge's place,
    and its leader reaches the smaller disc (undo: the larger one again)."""
    look_at_crowd(qtbot, window)
    lines = shown_leaders(window)
    tid = sorted(lines)[0]
    window.editor.push(SetTokenPropertiesCommand(window.document, GroupEdits([SetTokenProperties(tid, size=Size.TINY)]),
                                                 "size"))
    settle(qtbot, window)
    shrunk = shown_leaders(window)[tid]  # (ending on the Tiny disc)
    assert shrunk.p1() == lines[tid].p1() and shrunk.length() > lines[tid].length() + 3
    window.editor.undo_stack.undo()
    settle(qtbot, window)
    assert shown_leaders(window)[tid] == lines[tid]


def test_a_leader_takes_its_badges_new_colour_where_the_badge_stays(qtbot, window):
    """A result that reads otherwise (heavier cover) recolours the badge's
    edge, and its leader with it, though neither moves."""
    look_at_crowd(qtbot, window)
    c = window.overlays
    tid = sorted(shown_leaders(window))[0]
    items = c.items.targets[tid]
    result = c.result_for(tid)
    assert leaders.leader_colour(result) == items.leader.pen().color()
    heavier = result.replace(cover="improved" if result.cover != "improved" else "none")
    c.items.show_result(tid, heavier, True, c.layout.rects[tid], c.compact, c.visible_px_rect())
    assert items.badge.shown_px_rect() == c.layout.rects[tid]
    assert items.leader.pen().color() == leaders.leader_colour(heavier) != leaders.leader_colour(result)
