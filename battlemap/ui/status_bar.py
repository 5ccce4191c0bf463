"""The status bar: the active tool's hint, the cell under the cursor, the zoom."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QStatusBar

from battlemap.ui.plain_text import plain_label


class StatusInfo(QObject):
    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.hint = plain_label()
        self.cell = plain_label()
        self.zoom = plain_label()
        bar.addWidget(self.hint, 1)
        bar.addPermanentWidget(self.cell)
        bar.addPermanentWidget(self.zoom)

    def show_tool(self, tool) -> None:
        self.hint.setText(tool.hint())

    def show_cell(self, x: int, y: int) -> None:
        """Changes on every mouse move: the label keeps a fixed size (grown
        for a longer text, never shrunk), so a new text repaints the label
        alone instead of laying out and repainting the whole status bar
        (0.5 ms of each step of a drag)."""
        text = self.tr("Square {x}, {y}").format(x=x, y=y) if x >= 0 else ""
        sample = self.tr("Square {x}, {y}").format(x=888, y=888)
        metrics = self.cell.fontMetrics()
        margin = 2 * self.cell.margin() + 2 * self.cell.frameWidth() + metrics.averageCharWidth()
        width = max(metrics.horizontalAdvance(text), metrics.horizontalAdvance(sample)) + margin
        if width > self.cell.maximumWidth() or self.cell.minimumWidth() != self.cell.maximumWidth():
            self.cell.setFixedSize(width, max(self.cell.sizeHint().height(), metrics.height()))
        self.cell.setText(text)

    def show_zoom(self, scale: float) -> None:
        self.zoom.setText(self.tr("Zoom {percent}%").format(percent=round(scale * 100)))
