"""A dock's body in a scroll area, so the dock can shrink below its
contents on a small screen (1280 x 720) instead of pushing the window's
minimum size up."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class ScrollBody(QScrollArea):
    """Scrolls vertically when the dock is shorter than its contents; never
    narrower than they are (no horizontal scrolling), as they change."""

    def __init__(self, body: QWidget) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(body)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        body = self.widget()
        if body is None:
            return hint
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(body.minimumSizeHint().width() + bar, hint.height())

    def sizeHint(self) -> QSize:
        body = self.widget()
        if body is None:
            return super().sizeHint()
        bar = self.verticalScrollBar().sizeHint().width()
        size = body.sizeHint()
        return QSize(size.width() + bar, size.height())
