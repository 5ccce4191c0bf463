"""The legend of the overlays, in a dock: the export's own legend
(`render.legend.paint_legend`, with the same caption) and, below it, the key
of the concealment shading and the area origin, which only the window shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QDockWidget, QScrollArea, QSizePolicy, QWidget

from battlemap.core.rules import get_ruleset
from battlemap.render import legend
from battlemap.ui.overlays.after_turn import AfterMapTurn
from battlemap.ui.overlays import marker_items as items
from battlemap.ui.overlays import shading
from battlemap.ui.plain_text import shown

if TYPE_CHECKING:
    from battlemap.ui.overlays.controller import OverlayController

FONT_PX = 12.0


def tr(text: str) -> str:
    return QCoreApplication.translate("OverlayLegend", text)


def extra_entries() -> list[tuple[str, str]]:
    """(key, text) of the window-only entries."""
    return [
        ("seen", tr("Obscured, but the attacker sees through it")),
        ("concealing", tr("Concealment for the attacker")),
        ("total", tr("Total concealment for the attacker")),
        ("origin", tr("Area origin (click a cell corner to move it)")),
    ]


def caption(controller: "OverlayController") -> str:
    """"Ranged attack by Aria · D&D 3.5", as the export's legend says it."""
    doc = controller.document
    attacker = doc.tokens.get(controller.attacker) if controller.attacker else None
    if attacker is None:
        return ""
    from battlemap.core.rules import AttackKind

    kinds = {
        AttackKind.MELEE: QCoreApplication.translate("Legend", "Melee attack by %1"),
        AttackKind.RANGED: QCoreApplication.translate("Legend", "Ranged attack by %1"),
        AttackKind.AREA: QCoreApplication.translate("Legend", "Area attack by %1"),
        AttackKind.CLOSE: QCoreApplication.translate("Legend", "Close attack by %1"),
    }
    try:
        rules = get_ruleset(doc.ruleset).name
    except Exception:  # an unknown ruleset id is shown as it is
        rules = doc.ruleset
    return f"{kinds[controller.effective_kind()].replace('%1', shown(attacker.label))} \u00b7 {rules}"


class LegendWidget(QWidget):
    def __init__(self, controller: "OverlayController", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.caption = caption(controller)  # what it shows (the rest is fixed)
        self._heights: dict[tuple[int, str], int] = {}  # (width, caption) -> heightForWidth
        # placing a template: the map's frame first (after_turn)
        self._later = AfterMapTurn(controller, self._changed, self)
        controller.state_changed.connect(self._later.request)

    def _changed(self) -> None:
        """Laid out and repainted only when its caption changed (most state
        changes leave it as it was), and only when shown: hidden (a tab behind
        the History, a closed dock) it catches up when shown."""
        if not self.isVisible():
            return
        text = caption(self.controller)
        if text != self.caption:
            self.caption = text
            self.setMinimumHeight(self.heightForWidth(self.width()))
            self.updateGeometry()
            self.update()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._changed()

    def _extra_height(self) -> float:
        fm = QFontMetricsF(self._font())
        return fm.height() * 1.35 * len(extra_entries()) + FONT_PX

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(round(FONT_PX))
        return font

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        key = (width, self.caption)  # asked several times per layout
        if key not in self._heights:
            if len(self._heights) > 32:
                self._heights.clear()
            size = legend.legend_size(max(width - 4, 120), FONT_PX, self.caption)
            self._heights[key] = int(size.height() + self._extra_height() + 8)
        return self._heights[key]

    def sizeHint(self) -> QSize:
        return QSize(280, self.heightForWidth(280))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        height = self.heightForWidth(self.width())
        if self.minimumHeight() != height:
            self.setMinimumHeight(height)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        width = max(self.width() - 4, 120)
        cap = caption(self.controller)
        if cap != self.caption:  # a change no state_changed told of (the attacker renamed)
            self.caption = cap
            self.updateGeometry()
        size = legend.legend_size(width, FONT_PX, cap)
        legend.paint_legend(painter, QRectF(QPointF(2, 2), size), FONT_PX, cap)
        self._paint_extra(painter, 2 + size.height() + FONT_PX * 0.5)
        painter.end()

    def _paint_extra(self, painter: QPainter, top: float) -> None:
        fm = QFontMetricsF(self._font())
        row_h = fm.height() * 1.35
        pad = FONT_PX * 0.7
        painter.setFont(self._font())
        for i, (key, text) in enumerate(extra_entries()):
            y = top + i * row_h
            box = QRectF(pad + 2, y + (row_h - FONT_PX * 1.1) / 2, FONT_PX * 2.2, FONT_PX * 1.1)
            painter.save()
            if key == "origin":
                items.paint_origin(painter, box.center(), FONT_PX * 0.35)
            else:
                fill, hatch, style = items.SHADE_LOOKS[
                    {"seen": shading.SEEN, "concealing": shading.CONCEALING, "total": shading.TOTAL}[key]]
                # on a dark swatch, as darkness looks on the map, so the wash shows
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(60, 60, 70) if key == "seen" else QColor(235, 228, 212))
                painter.drawRect(box)
                painter.setBrush(QColor(*fill))
                painter.drawRect(box)
                if hatch is not None:
                    painter.setBrush(QBrush(QColor(*hatch), style))
                    painter.drawRect(box)
                pen = QPen(QColor(*items.SHADE_SEEN_EDGE) if key == "seen" else QColor(90, 74, 56), 1)
                if key == "seen":
                    pen.setStyle(Qt.PenStyle.DotLine)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(box)
            painter.restore()
            painter.setPen(QColor(28, 26, 24))
            text_rect = QRectF(box.right() + FONT_PX * 0.6, y, self.width() - box.right() - FONT_PX, row_h)
            painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             fm.elidedText(text, Qt.TextElideMode.ElideRight, text_rect.width()))


class LegendDock(QDockWidget):
    def __init__(self, controller: "OverlayController", parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Legend"), parent)
        self.setObjectName("overlayLegendDock")
        self.legend = LegendWidget(controller)
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        area.setWidget(self.legend)
        self.setWidget(area)
