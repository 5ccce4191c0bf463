"""Badges in a crowded scene: none overlaps another, its own token or the
attacker, all lie inside the visible part of the map (they slide in from
the edge when the view moves), and at a far zoom they are compact markers
that expand when hovered."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from battlemap.core.model import Board, Document, Size, Token
from battlemap.render import overlay_geometry
from battlemap.ui.overlays.items import BadgeItem


def crowd() -> Document:
    """24 enemies packed in a block, and a Large attacker beside them."""
    doc = Document(Board(40, 30))
    doc.tokens["A"] = Token("A", 10, 12, "Attacker", Size.LARGE, "pc")
    for i, (x, y) in enumerate(itertools.product(range(13, 19), range(10, 14))):
        doc.tokens[f"e{i}"] = Token(f"e{i}", x, y, f"Enemy number {i}", faction="foe")
    return doc


def settle(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.overlays.busy, timeout=10000)


def badges(window) -> dict[str, BadgeItem]:
    return {t: items.badge for t, items in window.overlays.items.targets.items()
            if items.badge.isVisible() and items.badge.result is not None}


def overlap(a: QRectF, b: QRectF) -> float:
    i = a.intersected(b)
    return 0.0 if i.isEmpty() else i.width() * i.height()


def check_layout(window) -> None:
    c = window.overlays
    doc = window.document
    shown = badges(window)
    assert len(shown) == 24
    rects = {t: b.shown_px_rect() for t, b in shown.items()}
    px = c.view_px
    attacker = overlay_geometry.token_rect(doc.tokens["A"], px)
    visible = c.visible_px_rect()
    for (t1, r1), (t2, r2) in itertools.combinations(rects.items(), 2):
        assert overlap(r1, r2) < 1.0, (t1, t2, r1, r2)
    for t, r in rects.items():
        assert overlap(r, overlay_geometry.token_rect(doc.tokens[t], px)) < 1.0, t
        assert overlap(r, attacker) < 1.0, t
        assert visible.contains(r), (t, r, visible)


@pytest.fixture
def crowded(qtbot, window):
    window.editor.set_document(crowd())
    window.view.set_scale(0.5)  # 32 px per square: full badges
    window.view.centerOn(window.scene.cell_rect(15, 12).center())
    window.scene.select_tokens(["A"])
    settle(qtbot, window)
    return window


def test_crowded_badges_do_not_overlap_and_stay_in_view(qtbot, crowded):
    window = crowded
    assert not window.overlays.compact
    check_layout(window)
    # the view moves: badges cut by its edge slide back inside
    window.view.centerOn(window.scene.cell_rect(24, 16).center())
    settle(qtbot, window)
    check_layout(window)


def test_far_zoom_shows_compact_markers_that_expand_on_hover(qtbot, crowded):
    window = crowded
    c = window.overlays
    full = {t: b.shown_px_rect().width() for t, b in badges(window).items()}
    window.view.set_scale(0.18)  # ~11.5 px per square
    window.view.centerOn(window.scene.cell_rect(15, 12).center())
    settle(qtbot, window)
    assert c.compact
    shown = badges(window)
    assert all(b.compact for b in shown.values())
    check_layout(window)
    marker = shown["e0"].shown_px_rect()
    assert marker.width() < full["e0"] * c.view_px / 32 + 1  # smaller than the badge would be
    c.set_hover("e0")
    assert shown["e0"].expanded
    grown = shown["e0"].shown_px_rect()
    assert grown.width() > marker.width() * 2 and c.visible_px_rect().contains(grown)
    c.set_hover(None)
    assert not shown["e0"].expanded and shown["e0"].shown_px_rect() == marker


def test_the_lines_a_badge_avoids_are_each_results_own_though_kept():
    """The layout keeps each result's drawn lines while it is the same
    object (a drag step re-places a badge or two of an unchanged row): a new
    result's lines, another zoom or a far zoom's single line are the ones a
    fresh layout avoids."""
    import dataclasses

    import numpy as np

    from battlemap.core.rules import Attack, evaluate
    from battlemap.ui.overlays.layout import BadgeLayout

    doc = crowd()
    results = [evaluate(doc, "A", tid, Attack()) for tid in ("e0", "e5", "e23")]
    kept = BadgeLayout()

    def same(rows, px, simplified=False):
        return np.array_equal(kept.line_pieces(doc, rows, px, simplified),
                              BadgeLayout().line_pieces(doc, rows, px, simplified))

    assert same(results, 32.0) and len(kept.line_pieces(doc, results, 32.0))
    # the attacker a square on: every line starts a square further
    moved = [r.replace(lines=tuple(dataclasses.replace(l, start=(l.start[0] + 1, l.start[1]))
                                                for l in r.lines)) for r in results]
    assert same(moved[:1] + results[1:], 32.0)
    assert same(moved, 16.0) and same(moved, 16.0, simplified=True) and same(moved, 32.0)
