"""The view on the map: zoom, pan, and mouse events handed to the active tool."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPixmapCache, QWheelEvent
from PySide6.QtWidgets import QGraphicsView

from battlemap.ui.scene.collector_pause import CollectorPause
from battlemap.ui.scene.map_scene import MapScene
from battlemap.ui.scene.serial_fills import keep_fills_serial
from battlemap.ui.scene.zoom_preview import ZoomPreview

ZOOM_STEP = 1.25
MAX_SCALE = 8.0  # 8 x 64 px per square
MIN_SCALE = 0.01
FIT_MARGIN = 0.5  # squares around the board at "fit"
# The map's layers, walls and tokens keep cached pictures (DeviceCoordinateCache,
# in QPixmapCache): a few full-viewport layers overflow Qt's 10 MB default, and
# an overflowing cache repaints everything every other frame.
PIXMAP_CACHE_KB = 256 * 1024


class MapView(QGraphicsView):
    """Wheel zooms around the cursor; the middle button, or Space held with
    the left button, pans. Other mouse events go to `tool` (see ui.tools.base.Tool)."""

    zoom_changed = Signal(float)  # scale: 1.0 is 1:1 (64 px per square); once the view stays
    scale_shown = Signal(float)  # the scale, at every zoom step too (a wheel burst's notches)
    visible_area_changed = Signal()  # scrolled or resized
    hovered_cell = Signal(int, int)  # the cell under the cursor, or -1, -1 off the board
    buttons_released = Signal()  # the last mouse button held on the map went up

    def __init__(self, scene: MapScene, parent=None) -> None:
        keep_fills_serial()  # before the view paints anything (Qt reads it at the first big fill)
        super().__init__(scene, parent)
        self.map_scene = scene
        self.tool = None
        self._pan_from: QPoint | None = None
        self._space_down = False
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.collector = CollectorPause(self)  # no full garbage collection during a drag
        scene.set_token_scale(self.scale_factor())
        # a wheel burst shows the last frame scaled; the crisp one when the wheel rests
        self.zoom_preview = ZoomPreview(self)
        self.zoom_preview.settled.connect(self._on_preview_settled)

    # --- zoom -------------------------------------------------------------------

    def scale_factor(self) -> float:
        return self.transform().m11()

    def set_scale(self, scale: float, anchor: QGraphicsView.ViewportAnchor | None = None) -> None:
        self.zoom_preview.finish()
        if self._rescale(scale, anchor):
            self.zoom_changed.emit(self.scale_factor())

    def _factor_to(self, scale: float) -> float | None:
        """The factor that zooms to `scale` (within the bounds), or None if
        the zoom stays as it is."""
        factor = min(max(scale, MIN_SCALE), MAX_SCALE) / self.scale_factor()
        return None if abs(factor - 1.0) < 1e-9 else factor

    def _rescale(self, scale: float, anchor: QGraphicsView.ViewportAnchor | None) -> bool:
        """Zoom without telling anyone yet; False if the zoom stays as it is."""
        factor = self._factor_to(scale)
        if factor is None:
            return False
        previous = self.transformationAnchor()
        if anchor is not None:
            self.setTransformationAnchor(anchor)
        self.scale(factor, factor)
        self.setTransformationAnchor(previous)
        self.map_scene.set_token_scale(self.scale_factor())
        self.scale_shown.emit(self.scale_factor())
        return True

    def zoom_in(self) -> None:
        self.set_scale(self.scale_factor() * ZOOM_STEP, QGraphicsView.ViewportAnchor.AnchorViewCenter)

    def zoom_out(self) -> None:
        self.set_scale(self.scale_factor() / ZOOM_STEP, QGraphicsView.ViewportAnchor.AnchorViewCenter)

    def zoom_actual(self) -> None:
        self.set_scale(1.0, QGraphicsView.ViewportAnchor.AnchorViewCenter)

    def fit_board(self) -> None:
        self.zoom_preview.finish()
        m = FIT_MARGIN * self.map_scene.px_per_square
        self.fitInView(self.map_scene.board_rect().adjusted(-m, -m, m, m),
                       Qt.AspectRatioMode.KeepAspectRatio)
        self.map_scene.set_token_scale(self.scale_factor())
        self.scale_shown.emit(self.scale_factor())
        self.zoom_changed.emit(self.scale_factor())

    def zoom_at(self, scale: float, view_pos: QPoint, preview: bool = False) -> None:
        """Zoom keeping the scene point under `view_pos` (viewport pixels) in
        place; `zoom_changed` once the view is where it stays (the overlays
        lay their badges out once, inside what is then visible). `preview`
        (a wheel notch): the view zooms now, but shows the last frame scaled
        and says it zoomed when the wheel rests (`zoom_preview`)."""
        before = self.mapToScene(view_pos)
        if self._factor_to(scale) is None:
            return
        if preview:
            self.zoom_preview.begin()
        else:
            self.zoom_preview.finish()
        self._rescale(scale, QGraphicsView.ViewportAnchor.NoAnchor)
        shift = self.mapFromScene(before) - view_pos
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + shift.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + shift.y())
        if not self.zoom_preview.active:
            self.zoom_changed.emit(self.scale_factor())

    def _on_preview_settled(self) -> None:
        """The wheel rests: what a scroll and a zoom say, said once (in that
        order, as `zoom_at` does: the overlays lay out once, where the view is)."""
        self.visible_area_changed.emit()
        self.zoom_changed.emit(self.scale_factor())

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.pixelDelta().y()
        if not delta:
            return
        self.zoom_at(self.scale_factor() * (1.0015 ** delta), event.position().toPoint(), preview=True)
        event.accept()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.zoom_preview.active:  # a wheel burst: the last crisp frame, scaled
            painter = QPainter(self.viewport())
            self.zoom_preview.paint(painter)
            painter.end()
            return
        super().paintEvent(event)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        if not self.zoom_preview.active:  # (else said when the wheel rests)
            self.visible_area_changed.emit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if not self.zoom_preview.active:  # (a burst's scroll bars come and go: said when it rests)
            self.visible_area_changed.emit()

    # --- pan ---------------------------------------------------------------------

    def _start_pan(self, event: QMouseEvent) -> None:
        self._pan_from = event.position().toPoint()
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def _pan_to(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        delta = pos - self._pan_from
        self._pan_from = pos
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())

    def _end_pan(self) -> None:
        self._pan_from = None
        if self._space_down:
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        elif self.tool is not None:
            self.viewport().setCursor(self.tool.cursor())
        else:
            self.viewport().unsetCursor()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.zoom_preview.finish()
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = True
            if self._pan_from is None:
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            return
        if event.key() == Qt.Key.Key_Escape and self.tool is not None:
            self.tool.cancel()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = False
            if self._pan_from is None:
                self._end_pan()
            return
        super().keyReleaseEvent(event)

    # --- mouse: pan, or the tool ----------------------------------------------------

    def _scene_pos(self, event: QMouseEvent) -> QPointF:
        return self.mapToScene(event.position().toPoint())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.zoom_preview.finish()  # the tools and overlays see the view as it is
        self.collector.pause()
        button = event.button()
        if button == Qt.MouseButton.MiddleButton or (
                button == Qt.MouseButton.LeftButton and self._space_down):
            self._start_pan(event)
            event.accept()
            return
        if self.tool is not None and self.tool.mouse_press(event, self._scene_pos(event)):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_to(event)
            return
        pos = self._scene_pos(event)
        x, y = self.map_scene.cell_at(pos)
        if not self.map_scene.on_board(x, y):
            x = y = -1
        self.hovered_cell.emit(x, y)
        if self.tool is not None and self.tool.mouse_move(event, pos):
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.buttons() == Qt.MouseButton.NoButton:
            self.collector.resume_later()
            self.buttons_released.emit()  # drafts drawn during a drag: paint them in full
        if self._pan_from is not None and event.button() in (
                Qt.MouseButton.MiddleButton, Qt.MouseButton.LeftButton):
            self._end_pan()
            return
        if self.tool is not None and self.tool.mouse_release(event, self._scene_pos(event)):
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.tool is not None and self.tool.mouse_double_click(event, self._scene_pos(event)):
            return
        super().mouseDoubleClickEvent(event)

    def leaveEvent(self, event) -> None:
        self.hovered_cell.emit(-1, -1)
        if self.tool is not None:
            self.tool.leave()
        super().leaveEvent(event)
