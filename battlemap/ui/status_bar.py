"""The status bar: the active tool's hint, the cell under the cursor, the zoom."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QStatusBar


class StatusInfo(QObject):
    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.hint = QLabel()
        self.cell = QLabel()
        self.zoom = QLabel()
        bar.addWidget(self.hint, 1)
        bar.addPermanentWidget(self.cell)
        bar.addPermanentWidget(self.zoom)

    def show_tool(self, tool) -> None:
        self.hint.setText(tool.hint())

    def show_cell(self, x: int, y: int) -> None:
        self.cell.setText(self.tr("Square {x}, {y}").format(x=x, y=y) if x >= 0 else "")

    def show_zoom(self, scale: float) -> None:
        self.zoom.setText(self.tr("Zoom {percent}%").format(percent=round(scale * 100)))
