"""A badge given a new result in the same place (a dragged attacker
re-evaluates every pair) repaints only when what it reads changed, and
then shows what a fresh paint shows."""

from __future__ import annotations


from PySide6.QtGui import QPixmapCache

from battlemap.core.model import Ambient, Board, Document, Token
from tests.ui.test_scene_layers import from_scratch, same_picture, shown


def badge_window(qtbot, window):
    doc = Document(Board(16, 8), ruleset="dnd35", ambient=Ambient.BRIGHT)
    doc.tokens["A"] = Token("A", 2, 3, "Archer")
    doc.tokens["g"] = Token("g", 8, 3, "Goblin", faction="enemy")
    QPixmapCache.clear()
    window.editor.set_document(doc)
    window.view.set_scale(0.5)
    window.view.centerOn(window.scene.board_rect().center())
    window.scene.select_tokens(["A"])
    c = window.overlays
    c.set_locked(True)
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    return c


def test_a_new_result_reading_the_same_leaves_the_badge_alone(qtbot, window, monkeypatch):
    c = badge_window(qtbot, window)
    items = c.items.targets["g"]
    result = c.row.results["g"]
    rect = c.layout.rects["g"]
    repaints = []
    monkeypatch.setattr(type(items.badge), "update", lambda self, *args: repaints.append(args))
    same = result.replace()  # another object, the same reading
    c.items.show_result("g", same, True, rect, False, c.visible_px_rect())
    assert items.badge.result is same and not repaints


def test_a_new_result_reading_otherwise_in_the_same_place_is_painted_afresh(qtbot, window):
    c = badge_window(qtbot, window)
    before = shown(window)
    result = c.row.results["g"]
    assert result.cover == "none" and result.concealment == "none"
    # what a step may bring: the same target, now behind cover and in fog;
    # the layout keeps its place (it is given, as after a drag step that moved nothing)
    covered = result.replace(cover="partial", ac_mod=4, reflex_mod=2,
                                  concealment="partial", miss_chance=20)
    c.items.show_result("g", covered, True, c.layout.rects["g"], False, c.visible_px_rect())
    after = shown(window)
    assert not same_picture(before, after)  # the badge reads anew ...
    assert same_picture(after, from_scratch(window))  # ... as a fresh paint of it
