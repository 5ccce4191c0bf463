"""The player view: what the players see, sampled pixel by pixel, painted
without widgets (render.player_view) and in the player window."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QGuiApplication, QImage

from battlemap.core.edits import GroupEdits, SetTokenProperties
from battlemap.core.edits.reveal_cells import RevealCells
from battlemap.core.model import Board, Document, Size, Token
from battlemap.core.rules import Attack, enemy_pairs, evaluate_pairs
from battlemap.render import style
from battlemap.render.player_view import (
    player_results, render_player_view, token_visible, visible_tokens,
)
from battlemap.ui.commands import SetTokenPropertiesCommand
from battlemap.ui.play.commands import RevealCellsCommand

PX = 40
pytestmark = pytest.mark.usefixtures("qapp")  # fonts need the application


def table_document() -> Document:
    board = Board(10, 8)
    board.solid[0, 9] = 2
    doc = Document(board)
    doc.tokens["aria"] = Token("aria", 1, 1, "Aria")  # pc: blue
    doc.tokens["spy"] = Token("spy", 4, 1, "Spy", faction="enemy", hidden=True)
    doc.tokens["ogre"] = Token("ogre", 6, 4, "Ogre", Size.LARGE, "enemy")
    doc.tokens["rat"] = Token("rat", 1, 6, "Rat", faction="enemy")
    mask = np.ones((8, 10), bool)
    mask[5:8, 0:4] = False  # the rat's corner is unexplored
    mask[0, 7] = False  # an empty unexplored cell
    doc.play.revealed = mask
    return doc


def centre(image: QImage, x: float, y: float, px: float = PX) -> QColor:
    return image.pixelColor(round((x + 0.5) * px), round((y + 0.5) * px))


def body(image: QImage, x: int, y: int, n: int = 1) -> QColor:
    """A pixel of the disc of an n x n token at (x, y), above its label."""
    return image.pixelColor(round((x + n / 2) * PX), round((y + n * 0.22) * PX))


def is_token_colour(colour: QColor, rgba) -> bool:
    r, g, b, _ = rgba
    return abs(colour.red() - r) + abs(colour.green() - g) + abs(colour.blue() - b) < 120


def is_black(colour: QColor) -> bool:
    return colour.getRgb()[:3] == (0, 0, 0)


def test_hidden_tokens_and_unrevealed_cells_never_appear():
    doc = table_document()
    image = render_player_view(doc, PX)
    paper = style.qcolor(style.PAPER)
    enemy, pc = style.faction_rgba("enemy"), style.faction_rgba("pc")
    assert is_token_colour(body(image, 1, 1), pc)  # visible
    assert is_token_colour(body(image, 6, 4, 2), enemy)  # visible, large
    spy = body(image, 4, 1)
    assert spy == paper and not is_token_colour(spy, enemy)  # hidden: nothing there
    for x, y in ((1, 6), (0, 5), (3, 7), (7, 0)):  # unrevealed: black, the rat too
        assert is_black(centre(image, x, y)), (x, y)
    # every pixel of the unrevealed block is black, edges included
    block = [image.pixelColor(i, j) for i in range(0, 4 * PX, 7) for j in range(5 * PX, 8 * PX, 7)]
    assert all(is_black(c) for c in block)
    assert not is_black(centre(image, 9, 0))  # a revealed wall is drawn as a wall
    assert set(visible_tokens(doc)) == {"aria", "ogre"}


def test_revealing_and_unhiding_show_them():
    doc = table_document()
    RevealCells([1, 7], [6, 0], True).apply(doc)
    SetTokenProperties("spy", hidden=False).apply(doc)
    image = render_player_view(doc, PX)
    enemy = style.faction_rgba("enemy")
    assert is_token_colour(body(image, 1, 6), enemy)  # the rat's cell revealed
    assert is_token_colour(body(image, 4, 1), enemy)
    assert centre(image, 7, 0) == style.qcolor(style.PAPER)
    assert is_black(centre(image, 2, 6))  # its neighbours are still unexplored
    RevealCells.whole(None).apply(doc)  # no fog at all: everything shows
    image = render_player_view(doc, PX)
    assert not any(is_black(centre(image, x, y)) for x in range(10) for y in range(8))


def test_a_partly_revealed_token_shows_only_outside_the_fog():
    doc = table_document()
    doc.play.revealed[4:6, 6] = False  # the ogre's left column
    assert token_visible(doc, doc.tokens["ogre"])
    image = render_player_view(doc, PX)
    assert is_black(centre(image, 6, 4)) and is_black(centre(image, 6, 5))
    assert is_token_colour(image.pixelColor(round(7.3 * PX), round(4.45 * PX)),
                           style.faction_rgba("enemy"))
    doc.play.revealed[4:6, 7] = False
    assert not token_visible(doc, doc.tokens["ogre"])


def test_overlays_only_between_creatures_the_players_see():
    doc = table_document()
    results = evaluate_pairs(doc, enemy_pairs(doc, "aria"), Attack())
    assert {r.target for r in results} == {"spy", "ogre", "rat"}
    assert [r.target for r in player_results(doc, results)] == ["ogre"]
    plain = render_player_view(doc, PX)
    with_overlays = render_player_view(doc, PX, results, scale=1.5)
    assert plain != with_overlays
    # the hidden spy's and the unexplored rat's squares look the same either way
    for x, y in ((4, 1), (1, 6), (2, 7)):
        assert body(plain, x, y) == body(with_overlays, x, y)
        assert centre(plain, x, y) == centre(with_overlays, x, y)
    # a hidden attacker shows nothing at all
    spy_results = evaluate_pairs(doc, enemy_pairs(doc, "spy"), Attack())
    assert player_results(doc, spy_results) == []
    assert render_player_view(doc, PX, spy_results) == plain


# --- the player window ---------------------------------------------------------------------

def open_player_view(qtbot, window):
    window.play.player_view_action.trigger()
    win = window.play.player_window
    assert win is not None and win.isVisible()
    qtbot.waitExposed(win)
    return win


def canvas_pixel(canvas, x: float, y: float) -> QColor:
    """The canvas's pixel at grid point (x, y)."""
    image = canvas.grab().toImage()
    point = canvas.map_from_scene(window_scene_point(canvas, x, y))
    ratio = image.devicePixelRatio()
    return image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))


def window_scene_point(canvas, gx: float, gy: float) -> QPointF:
    return canvas.window_.scene.to_scene(gx, gy)


def test_player_window_shows_what_players_see(qtbot, window):
    doc = window.document  # the sample: aria (pc) at (1, 1), ogre (enemy, large) at (6, 4)
    win = open_player_view(qtbot, window)
    canvas = win.canvas
    assert window.play.player_view_action.isChecked()
    enemy = style.faction_rgba("enemy")
    assert is_token_colour(canvas_pixel(canvas, 7, 4.44), enemy)
    window.editor.push(SetTokenPropertiesCommand(
        doc, GroupEdits([SetTokenProperties("ogre", hidden=True)]), "hidden"))
    assert not is_token_colour(canvas_pixel(canvas, 7, 4.44), enemy)
    # the GM still sees it, translucent
    mask = np.ones((doc.board.height, doc.board.width), bool)
    mask[0:3, 0:3] = False
    window.editor.push(RevealCellsCommand(doc, RevealCells.whole(mask)))
    assert is_black(canvas_pixel(canvas, 1.5, 1.22))  # aria is under the fog
    assert not is_black(canvas_pixel(canvas, 4.5, 1.5))
    window.undo_stack.undo()
    assert is_token_colour(canvas_pixel(canvas, 1.5, 1.22), style.faction_rgba("pc"))
    window.undo_stack.undo()
    assert is_token_colour(canvas_pixel(canvas, 7, 4.44), enemy)
    window.play.player_view_action.trigger()
    assert not win.isVisible()


def test_player_view_follows_the_gm_or_keeps_its_own_view(qtbot, window):
    win = open_player_view(qtbot, window)
    canvas = win.canvas
    assert canvas.follow_gm
    before = canvas.scene_transform()
    window.view.set_scale(window.view.scale_factor() * 2)
    followed = canvas.scene_transform()
    assert followed != before
    assert abs(followed.m11() / before.m11() - 2) < 0.05
    window.play.follow_gm_action.setChecked(False)
    assert not canvas.follow_gm
    assert canvas.scene_transform() == followed  # no jump when it stops following
    window.view.set_scale(window.view.scale_factor() / 4)
    assert canvas.scene_transform() == followed  # its own pan and zoom now
    window.play.player_fit_action.trigger()
    fitted = canvas.scene_transform()
    board = window.scene.board_rect()
    top_left, bottom_right = fitted.map(board.topLeft()), fitted.map(board.bottomRight())
    assert 0 <= top_left.x() and bottom_right.x() <= canvas.width() + 1
    assert 0 <= top_left.y() and bottom_right.y() <= canvas.height() + 1


def test_player_overlays_toggle(qtbot, window):
    win = open_player_view(qtbot, window)
    canvas = win.canvas
    window.scene.select_tokens(["aria"])
    assert window.play.current_attacker() == "aria"
    assert canvas.results() == []  # off by default
    window.play.player_overlays_action.setChecked(True)
    assert [r.target for r in canvas.results()] == ["ogre"]
    window.editor.push(SetTokenPropertiesCommand(
        window.document, GroupEdits([SetTokenProperties("aria", hidden=True)]), "hidden"))
    assert canvas.results() == []  # a hidden attacker shows nothing


def test_banner_names_only_visible_creatures(qtbot, window):
    win = open_player_view(qtbot, window)
    canvas = win.canvas
    assert canvas.banner() == ""
    dock = window.play.turn_dock
    dock.add_tokens(["ogre", "aria"])
    assert canvas.banner() == "Round 1: Ogre"
    window.play.conditions.set_hidden(True)  # the current creature is selected: the ogre
    assert window.document.tokens["ogre"].hidden
    assert canvas.banner() == "Round 1"


def test_full_screen_on_a_screen_and_closing_with_the_window(qtbot, window):
    screens = QGuiApplication.screens()
    assert screens
    window.play.full_screen_on(screens[-1])
    win = window.play.player_window
    assert win.isVisible() and win.isFullScreen()
    assert win.screen() is screens[-1]
    window.play.leave_full_screen_action.trigger()
    assert not win.isFullScreen()
    window.close()
    assert not win.isVisible()
