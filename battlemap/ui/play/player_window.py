"""The player view: a second top-level window for the players' screen (a TV,
a projector), full screen on a chosen screen. It shows what
`battlemap.render.player_view` paints: no hidden tokens, black fog, and the
current attacker's overlays only when the GM lets it. It follows the GM's
view, or keeps its own pan and zoom (wheel zooms, drag pans)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent, QColor, QFont, QFontMetricsF, QKeyEvent, QMouseEvent, QPainter, QPaintEvent,
    QScreen, QTransform, QWheelEvent,
)
from PySide6.QtWidgets import QVBoxLayout, QWidget

from battlemap.core.errors import BattlemapError
from battlemap.core.rules import enemy_pairs, evaluate_pairs
from battlemap.render import style
from battlemap.render.badges import badge_text_px
from battlemap.render.player_view import paint_player_view, token_visible
from battlemap.ui.plain_text import shown

if TYPE_CHECKING:
    from battlemap.ui.play.controller import PlayController

FIT_MARGIN = 0.5  # squares around the board when fitting
ZOOM_STEP = 1.0015  # per wheel unit
MIN_ZOOM, MAX_ZOOM = 0.02, 16.0
BADGE_SCREEN_PX = 11.0  # badge text never smaller than this on the players' screen


class PlayerCanvas(QWidget):
    """Paints the players' view. `follow_gm`: show what the GM's view shows
    (fitted, centred); otherwise `center` (scene point) and `zoom` (widget
    pixels per scene unit) are its own."""

    def __init__(self, controller: "PlayController", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.window_ = controller.window
        self.follow_gm = True
        self.show_overlays = False
        self.center = QPointF()
        self.zoom = 1.0
        self._own_set = False
        self._drag_from: QPointF | None = None
        self._results_key = None
        self._results: list = []
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setMinimumSize(160, 120)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # --- geometry -----------------------------------------------------------------------------
    @property
    def px(self) -> float:
        return self.window_.scene.px_per_square

    def gm_rect(self) -> QRectF:
        """The scene rectangle the GM's view shows."""
        view = self.window_.view
        return view.mapToScene(view.viewport().rect()).boundingRect()

    def board_rect(self) -> QRectF:
        m = FIT_MARGIN * self.px
        return self.window_.scene.board_rect().adjusted(-m, -m, m, m)

    def _fit(self, rect: QRectF) -> tuple[QPointF, float]:
        if rect.width() <= 0 or rect.height() <= 0 or self.width() <= 0 or self.height() <= 0:
            return rect.center(), 1.0
        return rect.center(), min(self.width() / rect.width(), self.height() / rect.height())

    def view_params(self) -> tuple[QPointF, float]:
        if self.follow_gm:
            return self._fit(self.gm_rect())
        if not self._own_set:
            self.center, self.zoom = self._fit(self.board_rect())
            self._own_set = True
        return self.center, self.zoom

    def scene_transform(self) -> QTransform:
        """Scene coordinates -> widget pixels."""
        center, zoom = self.view_params()
        t = QTransform()
        t.translate(self.width() / 2, self.height() / 2)
        t.scale(zoom, zoom)
        t.translate(-center.x(), -center.y())
        return t

    def map_from_scene(self, point: QPointF) -> QPointF:
        return self.scene_transform().map(point)

    def set_follow_gm(self, follow: bool) -> None:
        if follow == self.follow_gm:
            return
        if not follow:  # start from what is shown now: no jump
            self.center, self.zoom = self._fit(self.gm_rect())
            self._own_set = True
        self.follow_gm = follow
        self.update()

    def fit_board(self) -> None:
        self.center, self.zoom = self._fit(self.board_rect())
        self._own_set = True
        self.update()

    # --- what to show -------------------------------------------------------------------------
    def results(self) -> list:
        """The current attacker's results against its enemies (cached by revision)."""
        if not self.show_overlays:
            return []
        doc = self.window_.document
        attacker = self.controller.current_attacker()
        if attacker is None or not token_visible(doc, doc.tokens[attacker]):
            return []
        attack = self.controller.current_attack()
        key = (id(doc), doc.revision, attacker, attack)
        if key != self._results_key:
            try:
                self._results = evaluate_pairs(doc, enemy_pairs(doc, attacker), attack)
            except BattlemapError:
                self._results = []
            self._results_key = key
        return self._results

    def banner(self) -> str:
        """"Round 2: Aria" while a fight is on (the name only when the players see it)."""
        doc = self.window_.document
        play = doc.play
        if not play.initiative:
            return ""
        who = play.current_id()
        token = doc.tokens.get(who) if who else None
        if token is not None and token_visible(doc, token):
            return self.tr("Round {round}: {name}").format(round=play.round, name=shown(token.label))
        return self.tr("Round {round}").format(round=play.round)

    # --- painting ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), style.qcolor(style.OUTSIDE))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        transform = self.scene_transform()
        inverse, ok = transform.inverted()
        px = self.px
        painter.setTransform(transform)
        visible = inverse.mapRect(QRectF(self.rect())) if ok else None
        cells = None if visible is None else QRectF(
            visible.x() / px, visible.y() / px, visible.width() / px, visible.height() / px)
        zoom = transform.m11() or 1.0
        paint_player_view(painter, self.window_.document, px, cells,
                          show_grid=self.controller.gm_shows_grid(),
                          results=self.results(), scale=self.controller.scale,
                          badge_px=max(badge_text_px(px), BADGE_SCREEN_PX / zoom))
        painter.resetTransform()
        text = self.banner()
        if text:
            self._paint_banner(painter, text)
        painter.end()

    def _paint_banner(self, painter: QPainter, text: str) -> None:
        font = QFont()
        font.setPixelSize(round(18 * self.controller.scale))
        font.setBold(True)
        fm = QFontMetricsF(font)
        pad = 8 * self.controller.scale
        w, h = fm.horizontalAdvance(text) + 2 * pad, fm.height() + pad
        rect = QRectF((self.width() - w) / 2, 6, w, h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 18, 16, 200))
        painter.drawRoundedRect(rect, h / 3, h / 3)
        painter.setFont(font)
        painter.setPen(QColor(255, 214, 90))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    # --- its own pan and zoom ---------------------------------------------------------------------
    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.follow_gm:
            event.ignore()
            return
        delta = event.angleDelta().y() or event.pixelDelta().y()
        if not delta:
            return
        pos = event.position()
        before = self.scene_transform().inverted()[0].map(pos)
        self.zoom = min(max(self.zoom * ZOOM_STEP ** delta, MIN_ZOOM), MAX_ZOOM)
        after = self.scene_transform().inverted()[0].map(pos)
        self.center += before - after
        self.update()
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.follow_gm and event.button() in (Qt.MouseButton.LeftButton,
                                                     Qt.MouseButton.MiddleButton):
            self._drag_from = event.position()
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag_from is not None:
            delta = event.position() - self._drag_from
            self._drag_from = event.position()
            self.center -= delta / self.zoom
            self.update()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._drag_from is not None:
            self._drag_from = None
            self.unsetCursor()
            return
        super().mouseReleaseEvent(event)


class PlayerWindow(QWidget):
    """A top-level window (owned by the GM's window) holding the canvas.
    F11 toggles full screen, Escape leaves it."""

    visibility_changed = Signal(bool)

    def __init__(self, controller: "PlayController") -> None:
        super().__init__(controller.window, Qt.WindowType.Window)
        self.setObjectName("playerWindow")
        self.setWindowTitle(self.tr("Battlemap: player view"))
        self.canvas = PlayerCanvas(controller, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.canvas)
        self.resize(960, 640)

    def show_full_screen_on(self, screen: QScreen) -> None:
        """Full screen on `screen` (one of QGuiApplication.screens())."""
        if self.isFullScreen():
            self.showNormal()
        self.setGeometry(screen.availableGeometry().adjusted(40, 40, -40, -40))
        self.show()
        handle = self.windowHandle()
        if handle is not None:
            handle.setScreen(screen)
        self.move(screen.geometry().topLeft())
        self.showFullScreen()

    def leave_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_F11:
            if self.isFullScreen():
                self.showNormal()
            else:
                self.showFullScreen()
            return
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            return
        super().keyPressEvent(event)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.visibility_changed.emit(True)

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.visibility_changed.emit(False)


class _Repaint(QObject):
    """Repaints the canvas when the GM's viewport resizes (follow mode)."""

    def __init__(self, canvas: PlayerCanvas) -> None:
        super().__init__(canvas)
        self.canvas = canvas

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.canvas.follow_gm:
            self.canvas.update()
        return False
