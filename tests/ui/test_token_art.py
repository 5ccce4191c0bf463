"""Token art in the window: the dock's Art… and Clear art, image files
dropped on a token or on an empty square (real drop events on the
viewport), copy/paste with the picture, undo, and the drawing cache."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QBuffer, QIODevice, QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import (
    QColor, QCursor, QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent, QImage,
)
from PySide6.QtWidgets import QApplication, QFileDialog

from battlemap.core.model import TokenArt
from battlemap.render import token_art
from tests.ui.conftest import cell_point, click


def image_bytes(colour: str, fmt: str = "PNG", size: tuple[int, int] = (40, 30)) -> bytes:
    image = QImage(*size, QImage.Format.Format_ARGB32)
    image.fill(QColor(colour))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert image.save(buffer, fmt)
    return bytes(buffer.data())


@pytest.fixture
def red_png(tmp_path: Path) -> Path:
    path = tmp_path / "red_dragon.png"
    path.write_bytes(image_bytes("#ff0000"))
    return path


def select(qtbot, window, x, y) -> None:
    window.tools.activate("select")
    click(qtbot, window, cell_point(window, x, y))


def drag_over(window, mime: QMimeData, point) -> bool:
    """Drag `mime` into the viewport and over `point`: whether the map takes it there."""
    viewport = window.view.viewport()
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(viewport, QDragEnterEvent(point, Qt.DropAction.CopyAction, mime,
                                                     buttons, keys))
    move = QDragMoveEvent(point, Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(viewport, move)
    return move.isAccepted()


def drop_at(window, mime: QMimeData, point) -> QDropEvent:
    drop = QDropEvent(QPointF(point), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window.view.viewport(), drop)
    return drop


def send_drop(window, path: Path, point) -> QDropEvent:
    """Drag `path` over the viewport and drop it at `point`, as a file manager does."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    assert drag_over(window, mime, point)
    return drop_at(window, mime, point)


def test_art_button_sets_the_picture_and_undo_takes_it_back(qtbot, window, red_png, monkeypatch):
    doc = window.document
    select(qtbot, window, 1, 1)
    dock = window.token_dock
    asked = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (asked.append(a) or str(red_png), "")))
    assert not dock.clear_art_button.isEnabled()
    dock.art_button.click()
    assert asked
    art = doc.tokens["aria"].art
    assert art == TokenArt(red_png.read_bytes(), "png")
    assert doc.tokens["ogre"].art is None
    assert window.undo_stack.undoText() == "Set token art"
    assert dock.clear_art_button.isEnabled() and not dock.art_preview.pixmap().isNull()
    dock.clear_art_button.click()
    assert doc.tokens["aria"].art is None
    assert window.undo_stack.undoText() == "Clear token art"
    window.undo_stack.undo()
    assert doc.tokens["aria"].art == art
    window.undo_stack.undo()
    assert doc.tokens["aria"].art is None
    window.undo_stack.redo()
    assert doc.tokens["aria"].art == art


def test_a_broken_picture_is_refused_in_one_line_and_changes_nothing(
        qtbot, window, tmp_path, message_boxes, monkeypatch):
    bad = tmp_path / "broken.png"
    bad.write_bytes(image_bytes("#00ff00")[:60])  # the header says PNG; the body is cut off
    select(qtbot, window, 1, 1)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(bad), "")))
    depth = window.undo_stack.count()
    window.token_dock.art_button.click()
    assert window.document.tokens["aria"].art is None
    assert window.undo_stack.count() == depth
    ((kind, title, text),) = message_boxes.shown
    assert kind == "warning" and title == "Cannot use this image"
    assert str(bad) in text and "\n" not in text
    huge = tmp_path / "huge.png"
    huge.write_bytes(image_bytes("#00ff00", size=(6000, 5000)))
    window.token_dock.use_art_file(huge)
    assert "30.0 megapixels" in message_boxes.shown[-1][2]
    assert "the limit is 25 megapixels" in message_boxes.shown[-1][2]
    assert window.document.tokens["aria"].art is None


def test_dropping_a_file_on_a_token_gives_it_the_picture(qtbot, window, tmp_path):
    path = tmp_path / "ogre face.webp"
    path.write_bytes(image_bytes("#0000ff", "WEBP"))
    drop = send_drop(window, path, cell_point(window, 7, 5))  # inside the large ogre
    assert drop.isAccepted()
    doc = window.document
    assert doc.tokens["ogre"].art == TokenArt(path.read_bytes(), "webp")
    assert set(doc.tokens) == {"aria", "ogre"}
    assert window.scene.selected_token_ids() == ["ogre"]
    window.undo_stack.undo()
    assert doc.tokens["ogre"].art is None


def test_dropping_a_file_on_an_empty_square_makes_a_token(qtbot, window, red_png):
    doc = window.document
    window.tool_palette.token_faction = "enemy"
    send_drop(window, red_png, cell_point(window, 10, 8))
    (new,) = [t for t in doc.tokens.values() if t.id not in ("aria", "ogre")]
    assert (new.name, new.x, new.y, new.faction) == ("Red dragon", 10, 8, "enemy")
    assert new.art == TokenArt(red_png.read_bytes(), "png")
    assert window.scene.selected_token_ids() == [new.id]
    send_drop(window, red_png, cell_point(window, 0, 8))
    names = sorted(t.name for t in doc.tokens.values())
    assert names == ["Aria", "Ogre", "Red dragon", "Red dragon 2"]
    window.undo_stack.undo()
    window.undo_stack.undo()  # each drop was one step
    assert set(doc.tokens) == {"aria", "ogre"}


def test_a_dragged_file_that_is_no_picture_is_not_taken(qtbot, window, tmp_path):
    text = tmp_path / "notes.txt"
    text.write_text("hello")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(text))])
    point = cell_point(window, 1, 1)
    assert not drag_over(window, mime, point)  # the cursor says no
    drop_at(window, mime, point)
    assert window.document.tokens["aria"].art is None and len(window.document.tokens) == 2


def test_copy_paste_round_trips_the_picture(qtbot, window, red_png):
    send_drop(window, red_png, cell_point(window, 1, 1))  # onto Aria
    art = window.document.tokens["aria"].art
    assert art is not None
    select(qtbot, window, 1, 1)
    window.menus.copy_action.trigger()
    QCursor.setPos(window.view.viewport().mapToGlobal(cell_point(window, 9, 8)))
    window.menus.paste_action.trigger()
    (new,) = [t for t in window.document.tokens.values() if t.id not in ("aria", "ogre")]
    assert new.art == art and new.name == "Aria 2"
    window.undo_stack.undo()
    assert set(window.document.tokens) == {"aria", "ogre"}


def test_moving_a_token_does_not_cut_its_picture_again(qtbot, window, red_png):
    send_drop(window, red_png, cell_point(window, 1, 1))
    item = window.scene.token_items["aria"]
    image = window.view.grab().toImage()  # painted once at this zoom
    centre = window.view.mapFromScene(item.mapToScene(item.shape().boundingRect().center()))
    assert QColor(image.pixel(centre)).red() > 200 and QColor(image.pixel(centre)).green() < 60
    made = token_art.crops_made
    window.tools.activate("select")
    from tests.ui.conftest import drag
    drag(qtbot, window, [cell_point(window, 1, 1), cell_point(window, 2, 1),
                         cell_point(window, 3, 2), cell_point(window, 4, 3)])
    window.view.viewport().repaint()
    assert (window.document.tokens["aria"].x, window.document.tokens["aria"].y) == (4, 3)
    assert token_art.crops_made == made


def test_art_for_several_selected_tokens_is_one_step_and_one_picture(
        qtbot, window, red_png, monkeypatch):
    doc = window.document
    window.tools.activate("select")
    click(qtbot, window, cell_point(window, 1, 1))
    click(qtbot, window, cell_point(window, 7, 5), modifier=Qt.KeyboardModifier.ShiftModifier)
    assert window.scene.selected_token_ids() == ["aria", "ogre"]
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(red_png), "")))
    depth = window.undo_stack.count()
    window.token_dock.art_button.click()
    assert window.undo_stack.count() == depth + 1
    assert doc.tokens["aria"].art is doc.tokens["ogre"].art is not None
    window.undo_stack.undo()
    assert doc.tokens["aria"].art is None and doc.tokens["ogre"].art is None


def test_a_dropped_picture_in_another_format_is_explained(qtbot, window, tmp_path, message_boxes):
    gif = tmp_path / "bat.gif"
    gif.write_bytes(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;")
    send_drop(window, gif, cell_point(window, 1, 1))
    ((kind, title, text),) = message_boxes.shown
    assert text.startswith(str(gif)) and "is not a PNG, JPEG or WebP image" in text
    assert "\n" not in text
    assert window.document.tokens["aria"].art is None and len(window.document.tokens) == 2


def test_a_picture_dragged_from_a_browser_makes_a_token(qtbot, window):
    image = QImage(30, 20, QImage.Format.Format_ARGB32)
    image.fill(QColor("#00aa00"))
    mime = QMimeData()
    mime.setImageData(image)
    mime.setUrls([QUrl("https://example.org/bat.png")])  # not a local file: the pixels count
    point = cell_point(window, 10, 1)
    assert drag_over(window, mime, point)
    drop_at(window, mime, point)
    (new,) = [t for t in window.document.tokens.values() if t.id not in ("aria", "ogre")]
    assert (new.x, new.y, new.name) == (10, 1, window.tool_palette.token_name)
    assert new.art is not None and new.art.format == "png"
    decoded = QImage.fromData(new.art.data)
    assert decoded.size().toTuple() == (30, 20)
    assert QColor(decoded.pixel(5, 5)).green() == 0xAA


def test_a_dragged_picture_too_large_for_token_art_is_refused(monkeypatch):
    from battlemap.core.errors import BattlemapError
    from battlemap.ui.token_art import art_files

    monkeypatch.setattr(art_files, "MAX_ART_PIXELS", 100)
    image = QImage(20, 10, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    with pytest.raises(BattlemapError, match=r"^the picture is 20x10 pixels; token art is at most"):
        art_files.art_from_image(image)


def test_a_drop_in_the_corner_of_a_tokens_square_is_on_that_token(qtbot, window, red_png):
    corner = window.view.mapFromScene(window.scene.to_scene(1.05, 1.05))  # Aria's square, off her disc
    send_drop(window, red_png, corner)
    assert window.document.tokens["aria"].art is not None
    assert set(window.document.tokens) == {"aria", "ogre"}


def send_files(window, paths: list[Path], point) -> QDropEvent:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    assert drag_over(window, mime, point)
    return drop_at(window, mime, point)


def test_several_files_dropped_make_a_token_each_around_the_drop(qtbot, window, tmp_path, red_png):
    doc = window.document
    other = tmp_path / "more"
    other.mkdir()
    second = other / "red_dragon.png"  # the same name: told apart
    second.write_bytes(image_bytes("#00ff00"))
    third = other / "kobold.jpg"
    third.write_bytes(image_bytes("#0000ff", "JPG"))
    depth = window.undo_stack.count()
    send_files(window, [red_png, second, third], cell_point(window, 10, 8))
    new = [t for t in doc.tokens.values() if t.id not in ("aria", "ogre")]
    assert [t.name for t in new] == ["Red dragon", "Red dragon 2", "Kobold"]
    assert (new[0].x, new[0].y) == (10, 8)  # the first where it was dropped
    assert len({(t.x, t.y) for t in new}) == 3
    assert all(max(abs(t.x - 10), abs(t.y - 8)) == 1 for t in new[1:])  # the others beside it
    assert [t.art.data for t in new] == [p.read_bytes() for p in (red_png, second, third)]
    assert sorted(window.scene.selected_token_ids()) == sorted(t.id for t in new)
    assert window.undo_stack.count() == depth + 1
    assert window.undo_stack.undoText() == "Add 3 tokens"
    window.undo_stack.undo()
    assert set(doc.tokens) == {"aria", "ogre"}


def test_several_files_dropped_on_a_token_go_beside_it(qtbot, window, tmp_path, red_png):
    doc = window.document
    second = tmp_path / "wolf.png"
    second.write_bytes(image_bytes("#00ff00"))
    ogre = doc.tokens["ogre"]
    send_files(window, [red_png, second], cell_point(window, ogre.x, ogre.y))
    assert doc.tokens["ogre"].art is None  # two pictures: not the ogre's
    new = [t for t in doc.tokens.values() if t.id not in ("aria", "ogre")]
    assert len(new) == 2
    occupied = {c for t in (doc.tokens["aria"], ogre) for c in t.cells()}
    assert not occupied & {c for t in new for c in t.cells()}


def test_a_dragged_picture_outlines_where_it_would_go(qtbot, window, red_png):
    highlight = window.token_art_drops.highlight
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(red_png))])
    ogre = window.document.tokens["ogre"]
    assert drag_over(window, mime, cell_point(window, ogre.x, ogre.y))
    assert highlight.scene() is window.scene
    assert highlight.path().boundingRect() == window.scene.cell_rect(ogre.x, ogre.y, ogre.footprint,
                                                                   ogre.footprint)
    assert drag_over(window, mime, cell_point(window, 10, 8))  # an empty square
    assert highlight.path().boundingRect() == window.scene.cell_rect(10, 8, 1, 1)
    QApplication.sendEvent(window.view.viewport(), QDragLeaveEvent())
    assert highlight.scene() is None
    assert drag_over(window, mime, cell_point(window, 10, 8))
    drop_at(window, mime, cell_point(window, 10, 8))
    assert highlight.scene() is None
