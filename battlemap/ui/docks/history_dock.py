"""The undo history: every step by name; click one to go back or forward to it.

Not a QUndoView: its model resets (and its list re-lays out every row) on
each push, merges included, which made every dab of a brush stroke cost
more than painting it. This model inserts a row for a new step and only
repaints when the index moves or a merge renames the top step.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QUndoStack
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QListView, QWidget
from shiboken6 import isValid

Index = QModelIndex | QPersistentModelIndex


class HistoryModel(QAbstractListModel):
    """Row 0 is the map as opened; row i is the state after step i. Steps
    after the current one (undone, redoable) are greyed."""

    def __init__(self, stack: QUndoStack, empty_label: str, parent=None) -> None:
        super().__init__(parent)
        self.stack = stack
        self.empty_label = empty_label
        self._count = stack.count()
        self._index = stack.index()
        self._top_text = stack.text(self._index - 1) if self._index else ""  # the current step's name
        stack.indexChanged.connect(self._on_index_changed)

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else self._count + 1

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        row = index.row()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.empty_label if row == 0 else self.stack.text(row - 1)
        if role == Qt.ItemDataRole.ForegroundRole and row > self._index:
            return QColor(Qt.GlobalColor.gray)
        return None

    def _on_index_changed(self, index: int) -> None:
        if not isValid(self.stack):  # the stack clears itself while being destroyed
            return
        count, old = self.stack.count(), self._index
        text, shown = (self.stack.text(index - 1) if index else ""), self._top_text
        self._index, self._top_text = index, text
        if count == self._count + 1 and index == count:
            self.beginInsertRows(QModelIndex(), count, count)  # a new step on top
            self._count = count
            self.endInsertRows()
            first, last = old, count
        elif count != self._count:
            self.beginResetModel()  # steps dropped (a push after undo) or the stack cleared
            self._count = count
            self.endResetModel()
            return
        elif index == old:  # a step merged into the top one (each dab of a stroke)
            if text == shown:
                return  # its row reads the same
            first = last = index
        else:  # undo/redo (greying changes)
            first, last = min(old, index), max(old, index)
        self.dataChanged.emit(self.index(first), self.index(last))


class HistoryView(QListView):
    def __init__(self, stack: QUndoStack, empty_label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stack = stack
        self.history = HistoryModel(stack, empty_label, self)
        self.setModel(self.history)
        self.setUniformItemSizes(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.selectionModel().currentRowChanged.connect(self._row_chosen)
        stack.indexChanged.connect(self._show_index)
        self._show_index(stack.index())

    def _show_index(self, index: int) -> None:
        # Not while hidden (play mode's layout): the stack also signals from
        # its destructor, when the window around a hidden view is half gone.
        if self.isVisible() and self.currentIndex().row() != index:
            model_index = self.history.index(index)
            self.setCurrentIndex(model_index)
            self.scrollTo(model_index)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if isValid(self.stack):
            self._show_index(self.stack.index())

    def _row_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid() and isValid(self.stack) and current.row() != self.stack.index():
            self.stack.setIndex(current.row())


class HistoryDock(QDockWidget):
    def __init__(self, stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("History"), parent)
        self.setObjectName("historyDock")
        self.history_view = HistoryView(stack, self.tr("<opened map>"), self)
        self.setWidget(self.history_view)
