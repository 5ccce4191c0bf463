"""A burst of wheel notches zooms the view at once but shows the last crisp
frame scaled (no layout, no cached picture painted anew); when the wheel
rests, the badges are where a layout made afresh at that zoom puts them and
the view shows what every item painted afresh shows. A click
during a burst ends it first, so the tools see the view as it is."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from battlemap.core.edits import GroupEdits, MoveToken
from battlemap.core.model import Board, Document, Solid, Token
from battlemap.ui.commands import MoveTokensCommand
from battlemap.ui.overlays.items import BadgeItem
from tests.ui.conftest import cell_point
from tests.ui.test_overlay_repaints import settle
from tests.ui.test_scene_layers import from_scratch, same_picture, shown
from tests.ui.test_zoom_relayout import fresh_layout


def crowd() -> Document:
    rng = np.random.default_rng(3)
    board = Board(40, 30)
    board.solid[rng.random((30, 40)) < 0.06] = Solid.WALL
    doc = Document(board)
    doc.tokens["A"] = Token("A", 18, 14, "Attacker", faction="pc")
    for i in range(14):
        x, y = int(rng.integers(0, 38)), int(rng.integers(0, 28))
        if (x, y) != (18, 14):
            doc.tokens[f"e{i}"] = Token(f"e{i}", x, y, f"Enemy {i}", faction="foe")
    return doc


def notch(window, up: bool, at: QPoint | None = None) -> None:
    viewport = window.view.viewport()
    pos = QPointF(at if at is not None else viewport.rect().center())
    event = QWheelEvent(pos, QPointF(viewport.mapToGlobal(pos.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 if up else -120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, event)


def test_a_wheel_burst_shows_the_last_frame_then_a_fresh_layout_and_paint(qtbot, window, monkeypatch):
    window.editor.set_document(crowd())
    view = window.view
    view.set_scale(0.3)
    window.scene.select_tokens(["A"])
    settle(qtbot, window)
    c = window.overlays
    rects_before = dict(c.layout.rects)
    shown(window)  # the frame the burst starts from
    zooms: list[float] = []
    view.zoom_changed.connect(zooms.append)
    painted: list[str] = []
    original = BadgeItem.paint_px
    monkeypatch.setattr(BadgeItem, "paint_px",
                        lambda self, p, px: (painted.append(self.result.target), original(self, p, px)))
    scale = view.scale_factor()
    for up in (True, True, False, True):
        notch(window, up)
        shown(window)
    # the view zoomed (what the mouse and the tools read), nothing laid out or painted anew yet
    assert view.scale_factor() > scale * 1.3 and view.zoom_preview.active
    assert zooms == [] and c.layout.rects == rects_before and painted == []
    qtbot.waitUntil(lambda: not view.zoom_preview.active, timeout=2000)
    settle(qtbot, window)
    assert zooms == [view.scale_factor()]
    after = shown(window)
    assert painted  # the crisp frame: badges at their new size
    assert c.layout.rects == fresh_layout(c)
    assert same_picture(after, from_scratch(window))


def test_the_status_bar_shows_the_zoom_at_every_notch_of_a_burst(qtbot, window):
    """The overlays wait for the wheel to rest; the zoom % does not."""
    view, label = window.view, window.status.zoom
    for up in (True, True, False):
        notch(window, up)
        assert view.zoom_preview.active
        assert label.text() == f"Zoom {round(view.scale_factor() * 100)}%"
    view.fit_board()
    assert label.text() == f"Zoom {round(view.scale_factor() * 100)}%"


def test_a_click_during_a_burst_ends_it_first(qtbot, window):
    view = window.view
    zooms: list[float] = []
    view.zoom_changed.connect(zooms.append)
    notch(window, True)
    assert view.zoom_preview.active and zooms == []
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     cell_point(window, 1, 1))
    assert not view.zoom_preview.active and zooms == [view.scale_factor()]
    # a zoom from code (a toolbar button) ends a burst too, before it zooms
    notch(window, False)
    view.zoom_in()
    assert not view.zoom_preview.active and len(zooms) == 3


def test_far_out_the_token_layer_paints_what_the_token_items_would(qtbot, window):
    """Far out the flat discs of the tokens are one picture (`far_tokens`),
    the token items paint nothing; the picture is theirs, a selected token
    paints itself (its ring), and a token still answers clicks."""
    doc = Document(Board(40, 30))
    for i in range(12):
        doc.tokens[f"t{i}"] = Token(f"t{i}", 2 + 3 * (i % 6), 3 + 8 * (i // 6), f"Wolf {i}",
                                    faction=("pc", "foe", "ally")[i % 3], hidden=i == 5)
    window.editor.set_document(doc)
    view, scene = window.view, window.scene
    view.set_scale(0.12)  # ~8 px a square: flat discs
    items = scene.token_items
    assert all(items[t].far for t in doc.tokens)
    layered = from_scratch(window)
    scene.set_token_scale(1.0)  # (as near in) each item paints its own disc, at the same zoom
    assert not any(items[t].far for t in doc.tokens)
    assert same_picture(layered, from_scratch(window))
    scene.set_token_scale(view.scale_factor())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     cell_point(window, 5, 3))
    assert scene.selected_token_ids() == ["t1"] and not items["t1"].far
    assert all(items[t].far for t in doc.tokens if t != "t1")
    selected = shown(window)
    assert not same_picture(selected, layered)  # its ring
    assert same_picture(selected, from_scratch(window))
    # moved (an edit, as a drag step): the layer repaints where it was and where it is
    scene.select_tokens([])
    window.editor.push(MoveTokensCommand(doc, GroupEdits([MoveToken("t2", 30, 20)])))
    assert same_picture(shown(window), from_scratch(window))
    view.set_scale(0.5)  # near in: every token paints itself again
    assert not any(items[t].far for t in doc.tokens)
