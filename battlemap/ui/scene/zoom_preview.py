"""A wheel burst's frames: the last crisp frame, scaled, until the wheel rests.

A crisp frame at a new zoom lays the overlays out again and paints every
cached picture afresh (map layers, tokens, badges): ~13 ms on a 100 x 100
map with 60 tokens and an attacker's overlays (twice that when the machine
is busy), most of a frame, at every notch of the wheel. So a burst of wheel notches zooms the view at once (its
transform, the scroll bars: what the mouse and the tools read is right
at every step) but shows the frame before the burst, scaled to the new
zoom (a few ms); `SETTLE_MS` after the last notch the view says it zoomed
(`MapView.zoom_changed`: the overlays lay out) and paints the crisp frame.
A click, a key or a zoom from code ends the burst at once.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsView

from battlemap.render import style

SETTLE_MS = 120  # the wheel at rest this long: the crisp frame


class ZoomPreview(QObject):
    """`settled` when the burst ends (the view then emits what it held back)."""

    settled = Signal()

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        self._frame: QPixmap | None = None
        self._frame_transform = QTransform()  # scene -> viewport when the frame was painted
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SETTLE_MS)
        self._timer.timeout.connect(self.finish)

    @property
    def active(self) -> bool:
        return self._frame is not None

    def begin(self) -> None:
        """A wheel notch, before the view zooms: keep the frame shown now
        (the first notch of a burst), and wait for the wheel to rest again."""
        if self._frame is None:
            viewport = self.view.viewport()
            self._frame = viewport.grab()  # the frame as the view paints it (cached pictures: cheap)
            self._frame_transform = self.view.viewportTransform()
        self._timer.start()

    def paint(self, painter: QPainter) -> None:
        """The kept frame, where its scene now is; around it the scene's
        outside colour and, where the board was not in the frame (zooming
        out), its bare paper, so the board keeps its shape."""
        assert self._frame is not None
        scene = self.view.scene()
        painter.fillRect(self.view.viewport().rect(), scene.backgroundBrush())
        painter.setTransform(self.view.viewportTransform())
        painter.fillRect(scene.board_rect(), style.qcolor(style.PAPER))
        inverse, _ok = self._frame_transform.inverted()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setTransform(inverse * self.view.viewportTransform())
        painter.drawPixmap(0, 0, self._frame)

    def finish(self) -> None:
        """End the burst now (nothing if none): `settled`, then the crisp frame."""
        if self._frame is None:
            return
        self._timer.stop()
        self._frame = None
        self.settled.emit()
        self.view.viewport().update()
