"""The mouse on the map, for the overlays: hovering a target, its badge or
one of its lines highlights what blocks it and gives the full result as a
tooltip; in area/close mode, with the Select tool, pressing on a cell corner
(or on the origin marker) places the origin and dragging moves it.

An event filter on the view's viewport, so the tools package is untouched:
it sees events before the view hands them to the active tool, and passes on
everything it does not use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, Qt
from PySide6.QtGui import QHelpEvent, QMouseEvent
from PySide6.QtWidgets import QToolTip

from battlemap.ui.overlays.marker_items import AttackerItem
from battlemap.ui.overlays.tooltip import result_html
from battlemap.ui.scene.token_item import TokenItem

if TYPE_CHECKING:
    from battlemap.ui.overlays.controller import OverlayController

CORNER_PICK = 0.22  # squares: how near a cell corner a press must be to place the origin
CORNER_PICK_MIN_PX = 7.0


class OverlayPointer(QObject):
    def __init__(self, controller: "OverlayController") -> None:
        super().__init__(controller)
        self.controller = controller
        self.view = controller.view
        self._dragging_origin = False
        self.view.viewport().installEventFilter(self)

    # --- helpers ------------------------------------------------------------------------------
    def _scene_pos(self, event) -> QPointF:
        return self.view.mapToScene(event.position().toPoint())

    def _select_tool_active(self) -> bool:
        tools = getattr(self.controller.window, "tools", None)
        current = getattr(tools, "current", None)
        return current is not None and current.key == "select"

    def _on_token(self, pos: QPointF) -> bool:
        return any(isinstance(item, TokenItem) and item.shape().contains(item.mapFromScene(pos))
                   for item in self.controller.scene.items(pos))

    def origin_pick(self, pos: QPointF) -> tuple[int, int] | None:
        """The lattice point to put the origin on for a press at `pos`, or None
        when the press is not for the origin (not near a corner, or on a token)."""
        c = self.controller
        if not (c.attack_kind_is_area() and c.attacker and self._select_tool_active()):
            return None
        px = c.scene_px
        gx, gy = pos.x() / px, pos.y() / px
        slop = max(CORNER_PICK, CORNER_PICK_MIN_PX / c.view_px)
        origin = c.origin
        if origin is not None:
            r = AttackerItem.origin_radius(c.view_px) / c.view_px
            if abs(gx - origin[0]) <= max(r, slop) and abs(gy - origin[1]) <= max(r, slop):
                return origin
        corner = c.scene.corner_at(pos)
        if abs(gx - corner[0]) > slop or abs(gy - corner[1]) > slop:
            return None
        if self._on_token(pos):
            return None
        return corner

    # --- events ---------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress:
            return self._press(event)
        if kind == QEvent.Type.MouseMove:
            return self._move(event)
        if kind == QEvent.Type.MouseButtonRelease:
            if self._dragging_origin and event.button() == Qt.MouseButton.LeftButton:
                self._dragging_origin = False
                self.controller.set_origin(self.controller.scene.corner_at(self._scene_pos(event)))
                return True
            return False
        if kind == QEvent.Type.ToolTip:
            return self._tooltip(event)
        if kind == QEvent.Type.Leave:
            self.controller.set_hover(None)
        return False

    def _press(self, event: QMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or \
                event.modifiers() & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier):
            return False
        point = self.origin_pick(self._scene_pos(event))
        if point is None:
            return False
        self._dragging_origin = True
        self.controller.set_origin(point)
        return True

    def _move(self, event: QMouseEvent) -> bool:
        pos = self._scene_pos(event)
        if self._dragging_origin:
            self.controller.set_origin(self.controller.scene.corner_at(pos))
            return True
        if event.buttons() != Qt.MouseButton.NoButton:
            return False  # a drag: the tool's business
        hit = self.controller.target_at(pos)
        if hit is None:
            self.controller.set_hover(None)
        else:
            self.controller.set_hover(*hit)
        return False

    def _tooltip(self, event: QHelpEvent) -> bool:
        c = self.controller
        pos = self.view.mapToScene(event.pos())
        hit = c.target_at(pos)
        if hit is None:
            return False
        result = c.result_for(hit[0])
        if result is None:
            return False
        text = result_html(c.document, result, fraction=True, stale=not c.is_fresh(hit[0]))
        QToolTip.showText(event.globalPos(), text, self.view.viewport(),
                          QRect(event.pos().x() - 4, event.pos().y() - 4, 8, 8))
        return True
