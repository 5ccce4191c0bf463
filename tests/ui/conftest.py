"""A main window on a known document, and helpers to click on cells."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from battlemap.core.model import Board, Document, Segment, Size, Token


@pytest.fixture(autouse=True, scope="session")
def _isolated_settings(tmp_path_factory):
    """Recent files and window layout go to a throwaway place."""
    QCoreApplication.setOrganizationName("BattlemapTests")
    QCoreApplication.setApplicationName("BattlemapTests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path_factory.mktemp("settings")))


def sample_document() -> Document:
    board = Board(12, 10)
    board.solid[2, 2:6] = 2
    board.obscure[6:8, 6:9] = 1
    board.segments.append(Segment("door", ((8, 2), (9, 2))))
    doc = Document(board)
    doc.tokens["aria"] = Token("aria", 1, 1, "Aria")
    doc.tokens["ogre"] = Token("ogre", 6, 4, "Ogre", Size.LARGE, "enemy")
    return doc


@pytest.fixture
def window(qtbot):
    from battlemap.ui.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.editor.set_document(sample_document())
    win.show()
    qtbot.waitExposed(win)
    win.view.set_scale(0.5)  # 32 px per square
    win.view.centerOn(win.scene.board_rect().center())
    return win


class MessageBoxes:
    """Stands in for QMessageBox's static functions: records each box and
    gives `answer` (Discard unless a test says otherwise)."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, str, str]] = []
        self.answer = QMessageBox.StandardButton.Discard

    def patch(self, monkeypatch) -> None:
        for kind in ("warning", "critical", "question", "information"):
            monkeypatch.setattr(QMessageBox, kind, self._box(kind))

    def _box(self, kind):
        def box(parent, title, text, *args, **kwargs):
            self.shown.append((kind, title, text))
            return self.answer
        return staticmethod(box)


@pytest.fixture(autouse=True)
def message_boxes(monkeypatch) -> MessageBoxes:
    boxes = MessageBoxes()
    boxes.patch(monkeypatch)
    return boxes


def cell_point(window, x: float, y: float) -> QPoint:
    """The viewport pixel at the centre of cell (x, y) (fractions allowed)."""
    return window.view.mapFromScene(window.scene.to_scene(x + 0.5, y + 0.5))


def corner_point(window, x: int, y: int) -> QPoint:
    return window.view.mapFromScene(window.scene.to_scene(x, y))


def drag(qtbot, window, points, button=Qt.MouseButton.LeftButton, modifier=Qt.KeyboardModifier.NoModifier):
    """Press at the first point, move through the others, release at the last."""
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, button, modifier, points[0])
    for point in points[1:]:
        qtbot.mouseMove(viewport, point)
    qtbot.mouseRelease(viewport, button, modifier, points[-1])


def click(qtbot, window, point, button=Qt.MouseButton.LeftButton, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.mouseClick(window.view.viewport(), button, modifier, point)
