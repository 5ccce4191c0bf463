"""Bring real maps in, through the UI: the background image dialog, the
calibration mode driven with real mouse and wheel events, Universal VTT
import from the File menu."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QWheelEvent
from PySide6.QtWidgets import QApplication, QFileDialog

from battlemap.core.edits.set_background import SetBackground, nearest_origin
from battlemap.core.io.document_format import load_document
from battlemap.core.model import Background, SegmentKind
from battlemap.resources import samples_dir
from battlemap.ui.background import image_files
from battlemap.ui.background.background_dialog import BackgroundDialog
from battlemap.ui.commands.set_background_command import SetBackgroundCommand
from tests.ui.conftest import cell_point, drag

SAMPLES = samples_dir()


# --- helpers ----------------------------------------------------------------------------

def grid_png(path: Path, width: int, height: int, square: int, fmt: str = "PNG") -> Path:
    """An image with a dark grid every `square` pixels."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(200, 190, 160))
    painter = QPainter(image)
    painter.setPen(QColor(40, 40, 40))
    for x in range(0, width, square):
        painter.drawLine(x, 0, x, height)
    for y in range(0, height, square):
        painter.drawLine(0, y, width, y)
    painter.end()
    assert image.save(str(path), fmt)
    return path


def png_bomb(path: Path, width: int = 50_000, height: int = 50_000) -> Path:
    """A PNG whose header announces a huge image (2.5 gigapixels)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    data = (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\x00" * 100_000)) + chunk(b"IEND", b""))
    path.write_bytes(data)
    return path


def offer_file(monkeypatch, path: Path | None) -> list[str]:
    """QFileDialog.getOpenFileName answers `path` (None: the user cancels)."""
    asked: list[str] = []

    def answer(parent, caption="", folder="", file_filter="", *args, **kwargs):
        asked.append(file_filter)
        return (str(path) if path else "", "")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(answer))
    return asked


def with_modal_dialog(interact) -> list[BaseException]:
    """Run `interact(dialog)` on the modal dialog about to open; if it
    fails, the dialog is rejected and the error kept (raise it afterwards)."""
    errors: list[BaseException] = []

    def step() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:  # not open yet
            QTimer.singleShot(10, step)
            return
        try:
            interact(dialog)
        except BaseException as exc:  # noqa: BLE001 - re-raised by the test
            errors.append(exc)
            dialog.reject()
    QTimer.singleShot(0, step)
    return errors


def open_background_dialog(window, interact) -> bool:
    errors = with_modal_dialog(interact)
    changed = window.background_tools.show_dialog()
    if errors:
        raise errors[0]
    return changed


def wheel(window, notches: float, modifiers=Qt.KeyboardModifier.NoModifier,
          at: QPoint | None = None) -> None:
    viewport = window.view.viewport()
    pos = QPointF(at if at is not None else viewport.rect().center())
    event = QWheelEvent(pos, QPointF(viewport.mapToGlobal(pos.toPoint())), QPoint(0, 0),
                        QPoint(0, int(120 * notches)), Qt.MouseButton.NoButton, modifiers,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, event)


def set_background(window, background: Background, follow: bool = False) -> None:
    doc = window.document
    edit = SetBackground.following_image(doc, background) if follow else SetBackground(background)
    window.editor.push(SetBackgroundCommand(doc, edit))
    window.undo_stack.clear()  # the test starts from here


@pytest.fixture
def gridded(window, tmp_path) -> Background:
    """The sample map (12 x 10) over a 600 x 500 image with 50 px squares:
    the board follows the image."""
    data = grid_png(tmp_path / "grid.png", 600, 500, 50).read_bytes()
    background = Background(data, "png", 50.0)
    set_background(window, background)
    return background


# --- the dialog ------------------------------------------------------------------------

def test_background_from_a_png_file_sizes_the_board_from_the_image(qtbot, window, tmp_path,
                                                                     monkeypatch):
    doc = window.document
    solid = doc.board.solid.copy()
    path = grid_png(tmp_path / "cellar.png", 640, 480, 40)
    asked = offer_file(monkeypatch, path)

    def interact(dialog: BackgroundDialog) -> None:
        assert isinstance(dialog, BackgroundDialog)
        assert dialog.follow.isChecked()  # no background yet: the board follows
        qtbot.mouseClick(dialog.choose_button, Qt.MouseButton.LeftButton)
        assert "640 × 480" in dialog.image_label.text()
        dialog.px.setValue(40)
        assert "16 × 12" in dialog.board_label.text()
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    assert open_background_dialog(window, interact)
    assert "*.png" in asked[0] and "*.webp" in asked[0]
    assert doc.background == Background(path.read_bytes(), "png", 40.0, 0.0, 0.0)
    assert (doc.board.width, doc.board.height) == (16, 12)
    assert (doc.board.solid[:10, :12] == solid).all()  # painted cells kept
    assert window.scene.board_rect().width() == 16 * window.scene.px_per_square
    assert window.undo_stack.count() == 1
    assert window.undo_stack.undoText() == "Set background image"
    assert window.background_tools.calibrate_action.isEnabled()
    window.undo_stack.undo()
    assert doc.background is None and (doc.board.width, doc.board.height) == (12, 10)
    assert not window.background_tools.calibrate_action.isEnabled()
    window.undo_stack.redo()
    assert doc.background.px_per_square == 40 and doc.board.width == 16


def test_jpeg_and_webp_are_accepted_without_resizing_when_asked(qtbot, window, tmp_path,
                                                                monkeypatch):
    doc = window.document
    for name, fmt, expected in (("map.jpg", "JPEG", "jpeg"), ("map.webp", "WEBP", "webp")):
        path = grid_png(tmp_path / name, 300, 200, 25, fmt)
        offer_file(monkeypatch, path)

        def interact(dialog: BackgroundDialog) -> None:
            assert dialog.choose_file()
            dialog.follow.setChecked(False)
            dialog.offset_x.setValue(12.5)
            dialog.accept()

        assert open_background_dialog(window, interact)
        assert doc.background.format == expected and doc.background.offset_x == 12.5
        assert (doc.board.width, doc.board.height) == (12, 10)


def test_a_16_bit_png_decodes_under_the_allocation_limit(tmp_path):
    image = QImage(1200, 900, QImage.Format.Format_RGBA64)  # 8 bytes a pixel once decoded
    image.fill(QColor(10, 120, 200))
    path = tmp_path / "deep.png"
    assert image.save(str(path))
    loaded = image_files.load_image_file(path)
    assert (loaded.width, loaded.height, loaded.format) == (1200, 900, "png")
    assert not loaded.image.isNull()


def test_a_non_image_and_a_header_bomb_are_refused_and_nothing_changes(
        qtbot, window, tmp_path, monkeypatch, message_boxes):
    doc = window.document
    before = (doc.board.copy(), dict(doc.tokens))
    text = tmp_path / "notes.png"
    text.write_text("these are my notes, not a map")
    bomb = png_bomb(tmp_path / "bomb.png")
    truncated = tmp_path / "truncated.png"
    truncated.write_bytes(grid_png(tmp_path / "whole.png", 200, 200, 20).read_bytes()[:80])
    decoded: list[object] = []
    real_decode = image_files.decode_image
    monkeypatch.setattr(image_files, "decode_image",
                        lambda data, info, source=None: decoded.append(info) or real_decode(
                            data, info, source))

    def interact(dialog: BackgroundDialog) -> None:
        for path in (text, bomb, truncated):
            offer_file(monkeypatch, path)
            qtbot.mouseClick(dialog.choose_button, Qt.MouseButton.LeftButton)
            assert dialog.loaded is None
        assert not dialog.px.isEnabled()  # still no image to set
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    assert not open_background_dialog(window, interact)
    kinds = [(kind, message) for kind, _title, message in message_boxes.shown]
    assert len(kinds) == 3 and all(kind == "warning" for kind, _ in kinds)
    assert "notes.png" in kinds[0][1] and "not a PNG, JPEG or WebP image" in kinds[0][1]
    assert "bomb.png" in kinds[1][1] and "50000x50000" in kinds[1][1] and "too large" in kinds[1][1]
    assert "cannot be decoded" in kinds[2][1]
    assert [(i.width, i.height) for i in decoded] == [(200, 200)]  # the bomb was never decoded
    assert doc.background is None and window.undo_stack.count() == 0
    assert doc.board == before[0] and doc.tokens == before[1]


def test_a_refused_file_keeps_the_current_background(qtbot, window, gridded, tmp_path,
                                                     monkeypatch, message_boxes):
    offer_file(monkeypatch, png_bomb(tmp_path / "bomb.png"))

    def interact(dialog: BackgroundDialog) -> None:
        assert "600 × 500" in dialog.image_label.text()
        assert dialog.follow.isChecked()  # the board follows the image now
        assert not dialog.choose_file()
        assert "600 × 500" in dialog.image_label.text()
        dialog.accept()

    assert not open_background_dialog(window, interact)
    assert window.document.background == gridded and window.undo_stack.count() == 0
    assert len(message_boxes.shown) == 1


def test_remove_background_is_one_undo_step(qtbot, window, gridded):
    def interact(dialog: BackgroundDialog) -> None:
        qtbot.mouseClick(dialog.remove_button, Qt.MouseButton.LeftButton)

    assert open_background_dialog(window, interact)
    assert window.document.background is None
    assert window.undo_stack.undoText() == "Remove background"
    window.undo_stack.undo()
    assert window.document.background == gridded


# --- calibration -------------------------------------------------------------------------

def start_calibration(window):
    window.background_tools.calibrate_action.trigger()
    tool = window.background_tools.calibration
    assert tool.active and window.view.tool is tool
    return tool


def test_calibration_drag_moves_the_grid_offset(qtbot, window, gridded):
    doc = window.document
    previous_tool = window.view.tool
    tool = start_calibration(window)
    bar = tool._bar
    assert bar is not None and bar.isVisible()
    assert (bar.px.value(), bar.offset_x.value(), bar.offset_y.value()) == (50, 0, 0)
    assert bar.follow.isChecked()  # the board follows the image
    bar.follow.setChecked(False)  # raw offsets: the board stays as it is
    zoom = window.view.scale_factor()
    scene_per_image_px = window.scene.px_per_square / gridded.px_per_square
    start = cell_point(window, 2, 2)
    moves = [start + QPoint(10, 5), start + QPoint(25, 14), start + QPoint(40, 24)]
    drag(qtbot, window, [start, *moves])
    expected_x = 40 / zoom / scene_per_image_px
    expected_y = 24 / zoom / scene_per_image_px
    assert tool.offset_x == pytest.approx(expected_x, abs=0.01)
    assert tool.offset_y == pytest.approx(expected_y, abs=0.01)
    assert bar.offset_x.value() == pytest.approx(expected_x, abs=0.01)
    assert doc.background == gridded and window.undo_stack.count() == 0  # not yet applied
    # a second drag adds to the first
    drag(qtbot, window, [start, start + QPoint(-20, 0)])
    assert tool.offset_x == pytest.approx(expected_x - 20 / zoom / scene_per_image_px, abs=0.02)
    # Apply: one command
    qtbot.mouseClick(bar.apply_button, Qt.MouseButton.LeftButton)
    assert not tool.active and window.view.tool is previous_tool
    assert tool._item is None and tool._bar is None
    calibrated = doc.background
    assert calibrated.offset_x == pytest.approx(expected_x - 20 / zoom / scene_per_image_px, abs=0.02)
    assert calibrated.offset_y == pytest.approx(expected_y, abs=0.01)
    assert calibrated.px_per_square == 50 and calibrated.data == gridded.data
    assert (doc.board.width, doc.board.height) == (12, 10)
    assert window.undo_stack.count() == 1 and window.undo_stack.undoText() == "Calibrate background"
    window.undo_stack.undo()
    assert doc.background == gridded
    window.undo_stack.redo()
    assert doc.background == calibrated


def test_with_the_board_following_the_origin_stays_at_the_image_corner(qtbot, window, gridded):
    tool = start_calibration(window)
    zoom = window.view.scale_factor()
    k = window.scene.px_per_square / gridded.px_per_square
    start = cell_point(window, 3, 3)
    drag(qtbot, window, [start, start + QPoint(30, 0), start + QPoint(60, 36)])
    # 60 / 0.5 / 1.28 = 93.75 image pixels: the same grid as -6.25
    assert tool.offset_x == pytest.approx(nearest_origin(60 / zoom / k, 50), abs=0.01)
    assert tool.offset_x == pytest.approx(-6.25, abs=0.01)
    assert tool.offset_y == pytest.approx(nearest_origin(36 / zoom / k, 50), abs=0.01)
    assert tool.offset_y == pytest.approx(6.25, abs=0.01)  # 56.25
    assert tool.board_size() == (13, 10)  # ceil((600 + 6.25) / 50), ceil((500 - 6.25) / 50)
    tool._bar.apply_button.click()
    assert (window.document.board.width, window.document.board.height) == (13, 10)
    window.undo_stack.undo()
    assert (window.document.board.width, window.document.board.height) == (12, 10)


def test_wheel_handle_and_spin_box_change_the_square_size(qtbot, window, gridded):
    tool = start_calibration(window)
    bar = tool._bar
    wheel(window, 2)
    assert tool.px == 52 and bar.px.value() == 52
    wheel(window, -3, Qt.KeyboardModifier.ShiftModifier)
    assert tool.px == pytest.approx(51.7) and bar.px.value() == pytest.approx(51.7)
    zoom = window.view.scale_factor()
    wheel(window, 2, Qt.KeyboardModifier.ControlModifier)  # Ctrl: the view zooms
    assert tool.px == pytest.approx(51.7) and window.view.scale_factor() > zoom
    window.view.set_scale(0.5)
    zoom = window.view.scale_factor()
    # the square handle: dragging it by d grows k squares by d
    handle = window.view.mapFromScene(tool.handle_scene())
    k = tool.handle_squares
    assert k > 1
    drag(qtbot, window, [handle, handle + QPoint(8, 8), handle + QPoint(16, 16)])
    scene_per_image_px = window.scene.px_per_square / gridded.px_per_square
    assert tool.px == pytest.approx(51.7 + 16 / zoom / scene_per_image_px / k, abs=0.01)
    assert (tool.offset_x, tool.offset_y) == (0, 0)  # the origin corner stays
    # the spin box
    bar.px.setValue(47.25)
    assert tool.px == 47.25
    bar.offset_y.setValue(-3.5)
    assert tool.offset_y == -3.5
    # Enter on the map applies
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert not tool.active
    assert window.document.background == Background(gridded.data, "png", 47.25, 0.0, -3.5)
    assert window.undo_stack.count() == 1


def test_escape_and_cancel_leave_the_document_alone(qtbot, window, gridded):
    doc = window.document
    tool = start_calibration(window)
    start = cell_point(window, 2, 2)
    drag(qtbot, window, [start, start + QPoint(30, 30)])
    wheel(window, 5)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not tool.active and doc.background == gridded and window.undo_stack.count() == 0
    assert window.view.tool is window.tools.current
    tool = start_calibration(window)
    wheel(window, 5)
    tool._bar.cancel_button.click()
    assert not tool.active and doc.background == gridded and window.undo_stack.count() == 0
    # Esc in the calibration bar's spin boxes cancels too
    tool = start_calibration(window)
    tool._bar.px.setFocus()
    qtbot.keyClick(tool._bar.px, Qt.Key.Key_Escape)
    assert not tool.active
    # picking another tool leaves calibration, and that tool stays
    tool = start_calibration(window)
    window.tools.actions["brush"].trigger()
    assert not tool.active and window.view.tool is window.tools.tools["brush"]
    assert doc.background == gridded


def test_calibration_without_background_is_not_offered(window):
    assert window.document.background is None
    assert not window.background_tools.calibrate_action.isEnabled()
    assert not window.background_tools.calibrate()


def test_calibrated_document_saves_and_reopens_identically(qtbot, window, gridded, tmp_path):
    tool = start_calibration(window)
    start = cell_point(window, 4, 4)
    drag(qtbot, window, [start, start + QPoint(13, 7)])
    wheel(window, -1, Qt.KeyboardModifier.ShiftModifier)
    tool._bar.follow.setChecked(False)
    tool.apply()
    doc = window.document
    assert doc.background != gridded
    path = tmp_path / "calibrated.battlemap"
    assert window.documents.save_to(path)
    reread = load_document(path)
    assert reread.content_equals(doc)
    assert reread.background == doc.background
    assert window.open_path(str(path))
    assert window.document is not doc and window.document.content_equals(doc)


def test_dialog_calibrate_button_sets_the_image_then_calibrates(qtbot, window, tmp_path,
                                                               monkeypatch):
    offer_file(monkeypatch, grid_png(tmp_path / "g.png", 640, 480, 64))

    def interact(dialog: BackgroundDialog) -> None:
        assert dialog.choose_file()
        dialog.px.setValue(64)
        qtbot.mouseClick(dialog.calibrate_button, Qt.MouseButton.LeftButton)

    assert open_background_dialog(window, interact)
    tool = window.background_tools.calibration
    assert tool.active and tool.px == 64
    assert window.undo_stack.count() == 1  # the image is set; calibration comes next
    tool.cancel()
    # undo under a running calibration ends it
    tool = start_calibration(window)
    window.undo_stack.undo()
    assert not tool.active and window.document.background is None


# --- Universal VTT import --------------------------------------------------------------------

def test_uvtt_import_through_the_file_menu(qtbot, window, monkeypatch, message_boxes):
    old = window.document
    offer_file(monkeypatch, SAMPLES / "ruined_chapel.dd2vtt")
    window.background_tools.import_action.trigger()
    doc = window.document
    assert doc is not old
    kinds = [s.kind for s in doc.board.segments]
    assert kinds.count(SegmentKind.WALL) == 10 and kinds.count(SegmentKind.DOOR) == 2
    assert (doc.board.width, doc.board.height) == (16, 12)
    assert doc.background is not None and doc.background.format == "png"
    assert doc.background.px_per_square == 50
    assert window.documents.path is None
    assert "ruined_chapel (imported)" in window.windowTitle()
    assert window.undo_stack.count() == 0 and message_boxes.shown == []
    assert "10 walls, 2 doors" in window.statusBar().currentMessage()
    assert window.background_tools.calibrate_action.isEnabled()
    # the imported map calibrates like any other: its board follows its image
    tool = start_calibration(window)
    assert tool.follow and tool.board_size() == (16, 12)
    tool.cancel()


def test_a_broken_uvtt_file_leaves_the_map_as_it_is(qtbot, window, tmp_path, monkeypatch,
                                                    message_boxes):
    old = window.document
    broken = tmp_path / "broken.dd2vtt"
    broken.write_text('{"format": 1.0, "resolution": {"map_size": {"x": 5}}}')
    offer_file(monkeypatch, broken)
    window.background_tools.import_action.trigger()
    assert window.document is old
    assert len(message_boxes.shown) == 1
    kind, title, message = message_boxes.shown[0]
    assert kind == "critical" and "broken.dd2vtt" in message and "\n" not in message
    # cancelling the file dialog does nothing
    offer_file(monkeypatch, None)
    window.background_tools.import_action.trigger()
    assert window.document is old and len(message_boxes.shown) == 1


def test_values_with_more_decimals_than_shown_are_not_changed_by_looking(qtbot, window, tmp_path):
    data = grid_png(tmp_path / "fine.png", 842, 701, 70).read_bytes()
    exact = Background(data, "png", 70.125, 3.3333, -0.005)
    set_background(window, exact, follow=True)

    def interact(dialog: BackgroundDialog) -> None:
        assert dialog.px.value() == pytest.approx(70.12, abs=0.011)
        dialog.accept()

    assert not open_background_dialog(window, interact)
    tool = start_calibration(window)
    tool.apply()
    assert window.document.background == exact and window.undo_stack.count() == 0
