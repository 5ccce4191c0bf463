"""M: measure between two cells, in squares and feet, with the ruleset's
diagonal rule (1-2-1 for 3.5, PF1, Starfinder and graded; 1 for 4e). The
measurement stays on the map until Escape or a click dismisses it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QCursor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QStyleOptionGraphicsItem, QWidget

from battlemap.core.model import Change
from battlemap.core.rules import get_ruleset
from battlemap.ui.scene.layers import Z_TOOL
from battlemap.ui.tools.base import Tool

FEET_PER_SQUARE = 5
RULER_COLOR = QColor(255, 200, 0)
RULER_EDGE = QColor(30, 26, 20)
LABEL_FONT_PX = 14.0  # screen pixels, times the play-mode scale


@dataclass(frozen=True)
class Measurement:
    start: tuple[int, int]
    end: tuple[int, int]
    squares: int
    diagonal_rule: str

    @property
    def feet(self) -> int:
        return self.squares * FEET_PER_SQUARE


def measure(ruleset: str, start: tuple[int, int], end: tuple[int, int]) -> Measurement:
    rules = get_ruleset(ruleset)
    squares = rules.distance(abs(end[0] - start[0]), abs(end[1] - start[1]))
    return Measurement(start, end, int(squares), rules.diagonal_rule)


class RulerLabel(QGraphicsItem):
    """The distance, in a box that keeps its size on screen at any zoom."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setZValue(Z_TOOL + 1)
        self.lines: list[str] = []
        self.scale_factor = 1.0
        self._rect = QRectF()

    def _fonts(self) -> tuple[QFont, QFont]:
        big, small = QFont(), QFont()
        big.setPixelSize(round(LABEL_FONT_PX * self.scale_factor))
        big.setBold(True)
        small.setPixelSize(round(LABEL_FONT_PX * 0.75 * self.scale_factor))
        return big, small

    def set_text(self, lines: list[str], scale: float) -> None:
        self.prepareGeometryChange()
        self.lines, self.scale_factor = lines, scale
        big, small = self._fonts()
        width = height = 0.0
        for i, line in enumerate(lines):
            fm = QFontMetricsF(big if i == 0 else small)
            width = max(width, fm.horizontalAdvance(line))
            height += fm.height()
        pad = 6 * scale
        # offset from the end point so the cursor does not cover it
        self._rect = QRectF(12 * scale, 12 * scale, width + 2 * pad, height + 2 * pad)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(RULER_EDGE, 1.5))
        painter.setBrush(QColor(255, 253, 246, 240))
        painter.drawRoundedRect(self._rect, 5, 5)
        big, small = self._fonts()
        pad = 6 * self.scale_factor
        y = self._rect.top() + pad
        painter.setPen(QColor(28, 26, 24))
        for i, line in enumerate(self.lines):
            font = big if i == 0 else small
            painter.setFont(font)
            h = QFontMetricsF(font).height()
            painter.drawText(QRectF(self._rect.left() + pad, y, self._rect.width() - 2 * pad, h),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), line)
            y += h


class RulerTool(Tool):
    key = "ruler"
    shortcut = "M"

    def __init__(self, ctx, scale=lambda: 1.0) -> None:
        super().__init__(ctx)
        self.scale = scale  # the play-mode scale, asked at each update
        self.measurement: Measurement | None = None
        self._dragging = False
        self._casing = QGraphicsLineItem()
        self._line = QGraphicsLineItem()
        self._label = RulerLabel()
        for z, item in ((Z_TOOL, self._casing), (Z_TOOL + 0.5, self._line), (None, self._label)):
            if z is not None:
                item.setZValue(z)
            item.hide()
            ctx.scene.addItem(item)
        ctx.editor.changed.connect(self._on_change)
        ctx.editor.document_replaced.connect(lambda _doc: self.dismiss())

    def label(self) -> str:
        return self.tr("Ruler")

    def hint(self) -> str:
        return self.tr("Drag from cell to cell to measure; Escape or a click dismisses the measurement")

    def cursor(self) -> QCursor:
        return QCursor(Qt.CursorShape.CrossCursor)

    def items(self) -> list[QGraphicsItem]:
        return [self._casing, self._line, self._label]

    def is_shown(self) -> bool:
        return self._line.isVisible()

    def label_lines(self) -> list[str]:
        return list(self._label.lines)

    # --- mouse ---------------------------------------------------------------------------
    def _cell(self, pos: QPointF) -> tuple[int, int]:
        x, y = self.scene.cell_at(pos)
        board = self.doc.board
        return min(max(x, 0), board.width - 1), min(max(y, 0), board.height - 1)

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            if event.button() == Qt.MouseButton.RightButton and self.measurement is not None:
                self.dismiss()
                return True
            return False
        cell = self._cell(pos)
        self._dragging = True
        self._update(cell, cell)
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if not self._dragging or self.measurement is None:
            return False
        end = self._cell(pos)
        if end != self.measurement.end:
            self._update(self.measurement.start, end)
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or not self._dragging:
            return False
        self._dragging = False
        end = self._cell(pos)
        if self.measurement is None or end == self.measurement.start:
            self.dismiss()  # a click: nothing measured, or the old measurement goes
        else:
            self._update(self.measurement.start, end)
        return True

    def cancel(self) -> None:
        self.dismiss()

    def leave(self) -> None:
        """The measurement stays when the cursor leaves the map."""

    # --- showing ---------------------------------------------------------------------------
    def dismiss(self) -> None:
        self._dragging = False
        self.measurement = None
        for item in self.items():
            item.hide()

    def _on_change(self, change: Change) -> None:
        if self.measurement is not None and change.layer in ("ruleset", "all"):
            m = self.measurement
            if self.doc.board.contains(*m.end) and self.doc.board.contains(*m.start):
                self._update(m.start, m.end)
            else:
                self.dismiss()

    def refresh(self) -> None:
        """Redraw at the current play-mode scale."""
        if self.measurement is not None:
            self._update(self.measurement.start, self.measurement.end)

    def _update(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        m = self.measurement = measure(self.doc.ruleset, start, end)
        scale = self.scale()
        a = self.scene.to_scene(start[0] + 0.5, start[1] + 0.5)
        b = self.scene.to_scene(end[0] + 0.5, end[1] + 0.5)
        line = QLineF(a, b)
        for item, colour, width in ((self._casing, RULER_EDGE, 6), (self._line, RULER_COLOR, 3)):
            pen = QPen(colour, width * scale)
            pen.setCosmetic(True)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            item.setPen(pen)
            item.setLine(line)
            item.show()
        if m.squares == 1:
            text = self.tr("1 square (5 ft)")
        else:
            text = self.tr("{squares} squares ({feet} ft)").format(squares=m.squares, feet=m.feet)
        rule = (self.tr("every diagonal counts 1") if m.diagonal_rule == "1"
                else self.tr("diagonals count 1-2-1"))
        self._label.setPos(b)
        self._label.set_text([text, rule], scale)
        self._label.show()
