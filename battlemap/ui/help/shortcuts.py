"""Help > Keyboard Shortcuts: every shortcut of the window, read from its
actions when the sheet opens (so it is never out of date): the menus in
their order, then shortcuts that live outside the menus."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QMainWindow, QMenu, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget,
)

Row = tuple[str, str, str]  # where, command, keys


def tr(text: str) -> str:
    return QCoreApplication.translate("ShortcutSheet", text)


def _clean(text: str) -> str:
    """A menu text without its accelerator marks and trailing dots."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".\u2026 ")


def _keys(action: QAction) -> str:
    return ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts())


def shortcut_rows(window: QMainWindow) -> list[Row]:
    """(menu path, command, keys) for every action of `window` with a shortcut."""
    rows: list[Row] = []
    seen: set[int] = set()

    def walk(menu: QMenu, path: list[str]) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, [*path, _clean(action.text())])
            elif action.shortcuts() and id(action) not in seen and action.text():
                seen.add(id(action))
                rows.append((" \u25b8 ".join(path), _clean(action.text()), _keys(action)))

    for action in window.menuBar().actions():
        if isinstance(action.menu(), QMenu):
            walk(action.menu(), [_clean(action.text())])
    for action in window.findChildren(QAction):
        if action.shortcuts() and id(action) not in seen and action.text():
            seen.add(id(action))
            rows.append((tr("Elsewhere"), _clean(action.text()), _keys(action)))
    return rows


class ShortcutSheet(QDialog):
    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.setWindowTitle(tr("Keyboard Shortcuts"))
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([tr("Menu"), tr("Command"), tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(620, 560)
        self.fill(window)

    def fill(self, window: QMainWindow) -> None:
        rows = shortcut_rows(window)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
