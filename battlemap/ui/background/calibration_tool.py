"""Calibrating the background: line a translucent grid up with the image's.

While calibrating, the whole image stays where it is on the screen and a
calibration grid is drawn over it: dragging with the left button moves the
grid (the offset: the image pixel at the board's origin corner), the wheel
changes the square size around the origin corner (Shift: finer steps;
Ctrl+wheel still zooms), and so does dragging the square handle. The bar
above the map shows the same values in spin boxes. Apply (or Enter on the
map) pushes one undoable command; Cancel or Esc leaves the document as it
was.

The mode is a tool like those of `battlemap.ui.tools` (activate, deactivate,
mouse handlers) that the view talks to while it lasts; the tool that was
active before comes back afterwards.

Coordinates: `_scale` is scene units per image pixel, fixed for the whole
calibration (the document's scale when it started), and image pixel (i, j)
is at scene point `_image_origin + (i, j) * _scale`, which is where the map
draws it. The candidate grid's origin is at image pixel (offset_x, offset_y)
and its squares are `px_per_square * _scale` scene units wide.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor, QCursor, QKeyEvent, QMouseEvent, QPainter, QPen, QPixmap, QWheelEvent,
)
from PySide6.QtWidgets import (
    QCheckBox, QDoubleSpinBox, QGraphicsItem, QLabel, QPushButton, QStyleOptionGraphicsItem,
    QToolBar, QWidget,
)

from battlemap.core.edits.set_background import (
    SetBackground, board_size_following, nearest_origin,
)
from battlemap.core.errors import BattlemapError
from battlemap.core.model import Background, Change
from battlemap.render import style
from battlemap.ui.background.image_files import checked_info, decode_image
from battlemap.ui.commands.set_background_command import SetBackgroundCommand
from battlemap.ui.scene.layers import Z_TOOL
from battlemap.ui.tools.base import Tool, ToolContext
from battlemap.ui import plain_text

if TYPE_CHECKING:
    from battlemap.ui.main_window import MainWindow

MIN_PX_PER_SQUARE = 1.0  # as the Universal VTT reader allows
MAX_PX_PER_SQUARE = 10_000.0
MAX_OFFSET = 1_000_000.0
DECIMALS = 2
WHEEL_STEP = 1.0  # image pixels per square, per wheel notch
FINE_WHEEL_STEP = 0.1  # with Shift
HANDLE_PX = 11  # screen pixels: the size handle's side and how near a press must be
MIN_LINE_GAP_PX = 5  # screen pixels between drawn grid lines, at least
MAX_HANDLE_SQUARES = 12

GRID_COLOUR = QColor(0, 229, 255, 210)
GRID_HALO = QColor(0, 0, 0, 70)
BOARD_COLOUR = QColor(255, 152, 0, 235)
VEIL = QColor(0, 0, 0, 110)


def _round(value: float) -> float:
    return round(value, DECIMALS)


def _nearest_origin(offset: float, px: float) -> float:
    moved = nearest_origin(offset, px)
    return offset if abs(moved - offset) < 1e-9 else _round(moved)


class CalibrationItem(QGraphicsItem):
    """The image, the candidate board's outline (what lies outside it
    darkened) and the calibration grid, drawn from the tool's values."""

    def __init__(self, tool: "CalibrationTool", pixmap: QPixmap) -> None:
        super().__init__()
        self.tool = tool
        self.pixmap = pixmap
        self.setZValue(Z_TOOL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the tool gets the mouse
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self._rect = QRectF()
        self.refresh()

    def boundingRect(self) -> QRectF:
        return self._rect

    def refresh(self) -> None:
        rect = self.tool.image_rect().united(self.tool.board_rect())
        margin = 2 * self.tool.square_scene()
        rect = rect.adjusted(-margin, -margin, margin, margin)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        tool = self.tool
        exposed = option.exposedRect
        image_rect = tool.image_rect()
        board = tool.board_rect()
        per_screen = painter.worldTransform().m11() or 1.0  # screen pixels per scene unit
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        # the board's paper where the image does not reach, then the image
        painter.fillRect(board.intersected(exposed), style.qcolor(style.PAPER))
        # the image: only the exposed part is scaled
        visible = image_rect.intersected(exposed)
        if not visible.isEmpty():
            s = tool.scale
            source = QRectF((visible.x() - image_rect.x()) / s, (visible.y() - image_rect.y()) / s,
                            visible.width() / s, visible.height() / s)
            painter.drawPixmap(visible, self.pixmap, source)
        # what is off the candidate board, darkened
        outer = image_rect.united(board)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(VEIL)
        for part in (QRectF(outer.left(), outer.top(), outer.width(), board.top() - outer.top()),
                     QRectF(outer.left(), board.bottom(), outer.width(), outer.bottom() - board.bottom()),
                     QRectF(outer.left(), board.top(), board.left() - outer.left(), board.height()),
                     QRectF(board.right(), board.top(), outer.right() - board.right(), board.height())):
            if part.width() > 0 and part.height() > 0:
                painter.drawRect(part)
        # the grid, over the image and the board
        self._paint_grid(painter, outer.intersected(exposed), per_screen)
        # the board's edge, the origin corner and the size handle
        edge = QPen(BOARD_COLOUR, 2)
        edge.setCosmetic(True)
        painter.setPen(edge)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(board)
        origin = tool.origin_scene()
        r = 7 / per_screen
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.drawEllipse(origin, r, r)
        handle = tool.handle_scene()
        h = HANDLE_PX / per_screen
        painter.setPen(QPen(QColor(0, 0, 0, 200), 0))
        painter.setBrush(BOARD_COLOUR)
        painter.drawRect(QRectF(handle.x() - h / 2, handle.y() - h / 2, h, h))
        painter.restore()

    def _paint_grid(self, painter: QPainter, area: QRectF, per_screen: float) -> None:
        if area.isEmpty():
            return
        tool = self.tool
        gap = tool.square_scene()
        step = 1
        while gap * step * per_screen < MIN_LINE_GAP_PX:
            step *= 2
        gap *= step
        origin = tool.origin_scene()
        xs = _positions(origin.x(), gap, area.left(), area.right())
        ys = _positions(origin.y(), gap, area.top(), area.bottom())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        for colour, width in ((GRID_HALO, 3), (GRID_COLOUR, 1)):
            pen = QPen(colour, width)
            pen.setCosmetic(True)
            painter.setPen(pen)
            for x in xs:
                painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
            for y in ys:
                painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))


def _positions(origin: float, gap: float, lo: float, hi: float) -> list[float]:
    first = math.ceil((lo - origin) / gap)
    last = math.floor((hi - origin) / gap)
    return [origin + k * gap for k in range(first, last + 1)]


def _spaced(label: QLabel, margin: int = 6) -> QLabel:
    label.setContentsMargins(margin, 0, 2, 0)
    return label


class _SpinBox(QDoubleSpinBox):
    def __init__(self, lo: float, hi: float, suffix: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setRange(lo, hi)
        self.setDecimals(DECIMALS)
        self.setSuffix(suffix)
        self.setAccelerated(True)
        self.setMinimumWidth(110)


class CalibrationBar(QToolBar):
    """Above the map while calibrating: square size, offset, "board follows
    image", the board size that results, Apply and Cancel. Esc cancels."""

    escape_pressed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("calibrationBar")
        self.setWindowTitle(self.tr("Calibrate background"))
        self.setMovable(False)
        self.addWidget(QLabel(self.tr("<b>Calibrate background</b>"), self))
        self.addSeparator()
        self.px = _SpinBox(MIN_PX_PER_SQUARE, MAX_PX_PER_SQUARE, self.tr(" px"), self)
        self.px.setObjectName("calibrationSquare")
        self.px.setToolTip(self.tr("Image pixels per square (wheel over the map; Shift for finer steps)"))
        self.offset_x = _SpinBox(-MAX_OFFSET, MAX_OFFSET, self.tr(" px"), self)
        self.offset_x.setObjectName("calibrationOffsetX")
        self.offset_y = _SpinBox(-MAX_OFFSET, MAX_OFFSET, self.tr(" px"), self)
        self.offset_y.setObjectName("calibrationOffsetY")
        for spin in (self.offset_x, self.offset_y):
            spin.setToolTip(self.tr("The image pixel at the board's top-left corner "
                                    "(drag the grid on the map)"))
        self.addWidget(_spaced(QLabel(self.tr("Square:"), self)))
        self.addWidget(self.px)
        self.addWidget(_spaced(QLabel(self.tr("Offset X:"), self)))
        self.addWidget(self.offset_x)
        self.addWidget(_spaced(QLabel(self.tr("Y:"), self)))
        self.addWidget(self.offset_y)
        self.addSeparator()
        self.follow = QCheckBox(self.tr("Board follows image"), self)
        self.follow.setToolTip(self.tr("Resize the board so that it covers the image"))
        self.addWidget(self.follow)
        self.board_size = _spaced(QLabel(self), 8)
        self.board_size.setObjectName("calibrationBoardSize")
        self.addWidget(self.board_size)
        self.addSeparator()
        self.apply_button = QPushButton(self.tr("Apply"), self)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.addWidget(self.apply_button)
        self.addWidget(self.cancel_button)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.escape_pressed.emit()
            return
        super().keyPressEvent(event)


class CalibrationTool(Tool):
    """The calibration mode. `start()` enters it (False when there is no
    background to calibrate); `apply()` and `cancel()` leave it. While it
    lasts it is the view's tool and the calibration bar is shown; picking
    another tool leaves it. `finished(bool applied)` follows."""

    key = "calibrate"
    shortcut = ""
    finished = Signal(bool)

    def __init__(self, ctx: ToolContext, window: "MainWindow") -> None:
        super().__init__(ctx)
        self.window = window
        self.active = False
        self.px = 100.0
        self.offset_x = self.offset_y = 0.0
        self.follow = True
        self.scale = 1.0
        self.image_origin = QPointF()
        self.image_size = (1, 1)
        self.handle_squares = 1
        self._background: Background | None = None
        self._previous_tool: Tool | None = None
        self._item: CalibrationItem | None = None
        self._bar: CalibrationBar | None = None
        self._scene_rect = QRectF()
        self._drag: tuple[str, QPointF, float, float, float] | None = None  # mode, press, values

    # --- Tool ------------------------------------------------------------------------------------
    def label(self) -> str:
        return self.tr("Calibrate background")

    def hint(self) -> str:
        return self.tr("Drag the grid to line it up with the map's; wheel or the square handle: "
                       "square size (Shift: finer); Ctrl+wheel: zoom; Enter applies, Esc cancels")

    def cursor(self) -> QCursor:
        return QCursor(Qt.CursorShape.SizeAllCursor)

    def deactivate(self) -> None:
        """Leave the mode without applying (the view's Esc calls `cancel`)."""
        self._end(applied=False, restore_tool=True)

    def cancel(self) -> None:
        self._end(applied=False, restore_tool=True)

    # --- entering and leaving ------------------------------------------------------------------
    def start(self) -> bool:
        """Enter calibration on the document's background. Raises
        BattlemapError when its image cannot be decoded."""
        if self.active:
            return True
        doc = self.ctx.editor.document
        background = doc.background
        if background is None:
            return False
        info = checked_info(background.data)
        image = decode_image(background.data, info)
        self._background = background
        self.image_size = (info.width, info.height)
        self.scale = self.scene.px_per_square / background.px_per_square
        self.image_origin = QPointF(-background.offset_x * self.scale,
                                    -background.offset_y * self.scale)
        # the exact values (a file may hold more decimals than the spin boxes show)
        self.px = background.px_per_square
        self.offset_x, self.offset_y = background.offset_x, background.offset_y
        board = doc.board
        self.follow = board_size_following(doc, background, self.image_size) == (
            board.width, board.height)
        self.active = True
        # the tool that was active rests while the mode lasts
        self._previous_tool = self.ctx.view.tool
        if self._previous_tool is not None:
            self._previous_tool.deactivate()
        self.ctx.view.tool = self
        tools = getattr(self.window, "tools", None)
        if tools is not None:  # picking another tool leaves the mode
            tools.tool_changed.connect(self._on_tool_changed)
        self._item = CalibrationItem(self, QPixmap.fromImage(image))
        self.scene.addItem(self._item)
        self._scene_rect = self.scene.sceneRect()
        self._grow_scene_rect()
        self._build_bar()
        self.ctx.editor.changed.connect(self._on_change)
        self.ctx.editor.document_replaced.connect(self._on_replaced)
        self.ctx.view.viewport().installEventFilter(self)
        self.ctx.view.installEventFilter(self)
        self.activate()
        status = getattr(self.window, "status", None)
        if status is not None:
            status.show_tool(self)
        self.window.statusBar().clearMessage()
        self._update_handle()
        self._refresh()
        self.ctx.view.setFocus()
        return True

    def apply(self) -> None:
        """Push the calibration as one undoable command and leave the mode."""
        if not self.active:
            return
        doc = self.ctx.editor.document
        old = self._background
        self._normalize()
        new = self.candidate()
        if self.follow:
            edit = SetBackground.following_image(doc, new, self.image_size)
        else:
            edit = SetBackground(new)
        board = doc.board
        changes = new != old or (edit.board_size is not None
                                 and edit.board_size != (board.width, board.height))
        self._end(applied=True, restore_tool=True)
        if changes:
            self.ctx.editor.push(SetBackgroundCommand(doc, edit))

    def _end(self, applied: bool, restore_tool: bool) -> None:
        if not self.active:
            return
        self.active = False
        self._drag = None
        view = self.ctx.view
        view.viewport().removeEventFilter(self)
        view.removeEventFilter(self)
        for signal, slot in ((self.ctx.editor.changed, self._on_change),
                             (self.ctx.editor.document_replaced, self._on_replaced)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        if self._item is not None:
            self.scene.removeItem(self._item)
            self._item = None
        self.scene.setSceneRect(self._scene_rect)
        if self._bar is not None:
            self.window.removeToolBar(self._bar)
            self._bar.deleteLater()
            self._bar = None
        tools = getattr(self.window, "tools", None)
        if tools is not None:
            try:
                tools.tool_changed.disconnect(self._on_tool_changed)
            except (RuntimeError, TypeError):
                pass
        previous, self._previous_tool = self._previous_tool, None
        if restore_tool and view.tool is self:
            view.tool = previous
            if previous is not None:
                previous.activate()
        elif view.tool is None:
            view.viewport().unsetCursor()
        status = getattr(self.window, "status", None)
        if status is not None and view.tool is not None:
            status.show_tool(view.tool)
        self._background = None
        self.finished.emit(applied)

    def _on_tool_changed(self, _tool) -> None:
        # another tool was picked (the palette can do that): it stays
        self._end(applied=False, restore_tool=False)

    def _on_change(self, change: Change) -> None:
        doc = self.ctx.editor.document
        if change.layer in ("background", "all") and doc.background is not self._background:
            self._end(applied=False, restore_tool=True)  # undone under us: what we calibrate is gone

    def _on_replaced(self, _doc) -> None:
        self._end(applied=False, restore_tool=True)

    def _build_bar(self) -> None:
        bar = self._bar = CalibrationBar(self.window)
        self.window.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
        self.window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        bar.px.valueChanged.connect(lambda v: self.set_values(px=v, from_bar=True))
        bar.offset_x.valueChanged.connect(lambda v: self.set_values(offset_x=v, from_bar=True))
        bar.offset_y.valueChanged.connect(lambda v: self.set_values(offset_y=v, from_bar=True))
        for spin in (bar.offset_x, bar.offset_y):
            spin.editingFinished.connect(self._on_offset_edited)
        bar.follow.toggled.connect(lambda on: self.set_values(follow=on))
        bar.apply_button.clicked.connect(self.apply)
        bar.cancel_button.clicked.connect(self.cancel)
        bar.escape_pressed.connect(self.cancel)
        bar.show()

    def _grow_scene_rect(self) -> None:
        margin = 3 * self.square_scene()
        rect = self.image_rect().united(self.board_rect()).adjusted(-margin, -margin, margin, margin)
        self.scene.setSceneRect(self._scene_rect.united(rect))

    # --- the values ---------------------------------------------------------------------------------
    def candidate(self) -> Background:
        """The background as calibrated so far."""
        assert self._background is not None
        return Background(self._background.data, self._background.format,
                          self.px, self.offset_x, self.offset_y)

    def board_size(self) -> tuple[int, int]:
        """The board's size if the calibration were applied now."""
        doc = self.ctx.editor.document
        if self.follow and self._background is not None:
            return board_size_following(doc, self.candidate(), self.image_size)
        return doc.board.width, doc.board.height

    def set_values(self, px: float | None = None, offset_x: float | None = None,
                   offset_y: float | None = None, follow: bool | None = None,
                   from_bar: bool = False) -> None:
        if not self.active:
            return
        if px is not None:
            self.px = _round(min(max(px, MIN_PX_PER_SQUARE), MAX_PX_PER_SQUARE))
        if offset_x is not None:
            self.offset_x = _round(min(max(offset_x, -MAX_OFFSET), MAX_OFFSET))
        if offset_y is not None:
            self.offset_y = _round(min(max(offset_y, -MAX_OFFSET), MAX_OFFSET))
        if follow is not None:
            self.follow = follow
            self._normalize()
            from_bar = False
        if self._drag is None or self._drag[0] != "size":
            self._update_handle()
        self._refresh(update_bar=not from_bar)

    def _normalize(self) -> None:
        """With the board following the image, the origin is the grid corner
        nearest the image's top-left corner (the same grid)."""
        if self.follow:
            self.offset_x = _nearest_origin(self.offset_x, self.px)
            self.offset_y = _nearest_origin(self.offset_y, self.px)

    def _on_offset_edited(self) -> None:
        if self.active and self.follow:
            self._normalize()
            self._refresh()

    def _update_handle(self) -> None:
        """The size handle sits on the grid corner k squares along the
        diagonal from the origin, well inside the image: the farther, the
        finer the control."""
        w, h = self.image_size
        room = min(w - self.offset_x, h - self.offset_y) / self.px
        self.handle_squares = int(min(max(math.floor(room * 0.6), 1), MAX_HANDLE_SQUARES))

    def _refresh(self, update_bar: bool = True) -> None:
        if self._item is not None:
            self._item.refresh()
        bar = self._bar
        if bar is None:
            return
        if update_bar:
            for spin, value in ((bar.px, self.px), (bar.offset_x, self.offset_x),
                                (bar.offset_y, self.offset_y)):
                if abs(spin.value() - value) > 0.5 * 10 ** -DECIMALS + 1e-9:
                    spin.blockSignals(True)
                    spin.setValue(value)
                    spin.blockSignals(False)
            if bar.follow.isChecked() != self.follow:
                bar.follow.blockSignals(True)
                bar.follow.setChecked(self.follow)
                bar.follow.blockSignals(False)
        width, height = self.board_size()
        bar.board_size.setText(self.tr("Board: {w} × {h} squares").format(w=width, h=height))

    # --- geometry (scene coordinates) ---------------------------------------------------------------
    def image_to_scene(self, ix: float, iy: float) -> QPointF:
        return QPointF(self.image_origin.x() + ix * self.scale, self.image_origin.y() + iy * self.scale)

    def image_rect(self) -> QRectF:
        w, h = self.image_size
        return QRectF(self.image_origin.x(), self.image_origin.y(), w * self.scale, h * self.scale)

    def square_scene(self) -> float:
        return self.px * self.scale

    def origin_scene(self) -> QPointF:
        return self.image_to_scene(self.offset_x, self.offset_y)

    def board_rect(self) -> QRectF:
        width, height = self.board_size()
        origin, side = self.origin_scene(), self.square_scene()
        return QRectF(origin.x(), origin.y(), width * side, height * side)

    def handle_scene(self) -> QPointF:
        k = self.handle_squares * self.square_scene()
        origin = self.origin_scene()
        return QPointF(origin.x() + k, origin.y() + k)

    def _near_handle(self, pos: QPointF) -> bool:
        per_screen = self.ctx.view.scale_factor()
        d = (pos - self.handle_scene()) * per_screen
        return max(abs(d.x()), abs(d.y())) <= HANDLE_PX

    # --- mouse -----------------------------------------------------------------------------------------
    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if not self.active or event.button() != Qt.MouseButton.LeftButton:
            return False
        mode = "size" if self._near_handle(pos) else "move"
        self._drag = (mode, QPointF(pos), self.px, self.offset_x, self.offset_y)
        if mode == "move":
            self.ctx.view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if not self.active:
            return False
        if self._drag is None:
            shape = (Qt.CursorShape.SizeFDiagCursor if self._near_handle(pos)
                     else Qt.CursorShape.SizeAllCursor)
            self.ctx.view.viewport().setCursor(shape)
            return False
        mode, press, px, ox, oy = self._drag
        delta = pos - press
        if mode == "move":
            self.offset_x = _round(ox + delta.x() / self.scale)
            self.offset_y = _round(oy + delta.y() / self.scale)
        else:
            along = (delta.x() + delta.y()) / 2 / self.handle_squares / self.scale
            self.px = _round(min(max(px + along, MIN_PX_PER_SQUARE), MAX_PX_PER_SQUARE))
        self._refresh()
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if not self.active or self._drag is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        self.mouse_move(event, pos)
        self._drag = None
        self._normalize()
        self._update_handle()
        self._refresh()
        self.ctx.view.viewport().setCursor(self.cursor())
        return True

    # --- wheel and keys (event filter on the view and its viewport) ------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.active:
            return False
        if event.type() == QEvent.Type.Wheel and watched is self.ctx.view.viewport():
            return self._wheel(event)  # type: ignore[arg-type]
        if event.type() == QEvent.Type.KeyPress and watched is self.ctx.view:
            key = event.key()  # type: ignore[attr-defined]
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.apply()
                return True
        return False

    def _wheel(self, event: QWheelEvent) -> bool:
        modifiers = event.modifiers()
        if modifiers & Qt.KeyboardModifier.ControlModifier:
            return False  # the view zooms
        angle = event.angleDelta()
        # some platforms turn Shift+wheel into a horizontal wheel
        delta = angle.y() or angle.x()
        if not delta:
            return True
        step = FINE_WHEEL_STEP if modifiers & Qt.KeyboardModifier.ShiftModifier else WHEEL_STEP
        self.wheel_steps(delta / 120, step)
        event.accept()
        return True

    def wheel_steps(self, notches: float, step: float = WHEEL_STEP) -> None:
        """Change the square size by `notches` wheel notches of `step` pixels
        (the origin corner stays where it is)."""
        self.set_values(px=self.px + notches * step)


def start_calibration(window: "MainWindow", tool: CalibrationTool) -> bool:
    """Enter calibration, telling the user when the background's image cannot be used."""
    try:
        return tool.start()
    except BattlemapError as exc:
        plain_text.warning(window, QCoreApplication.translate(
            "CalibrationTool", "Cannot calibrate the background"), str(exc))
        return False
