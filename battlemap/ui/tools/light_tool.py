"""L: place, drag and remove light sources (RULES §8)."""

from __future__ import annotations

from itertools import count

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QGraphicsEllipseItem

from battlemap.core.edits import AddLight, MoveLight, RemoveLight
from battlemap.core.edits.add_light import new_light_id
from battlemap.core.model import Light
from battlemap.ui.commands import AddLightCommand, MoveLightCommand, RemoveLightCommand
from battlemap.ui.tools.base import Tool
from battlemap.ui.tools.previews import preview_pen

_drags = count(1)


class LightTool(Tool):
    key = "light"
    shortcut = "L"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self._ghost = self.add_preview(QGraphicsEllipseItem())
        self._ghost.setPen(preview_pen(Qt.PenStyle.DashLine))
        self._dragging: tuple[str, tuple] | None = None  # light id, merge key

    def label(self) -> str:
        return self.tr("Light")

    def hint(self) -> str:
        return self.tr("Click to place a light (kind and radii in the palette); drag a light "
                       "to move it; right-click a light to remove it")

    def light_at(self, cell: tuple[int, int]) -> str | None:
        """The last placed light in `cell` (the one drawn on top)."""
        found = [lt.id for lt in self.doc.lights.values() if (lt.x, lt.y) == cell]
        return found[-1] if found else None

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        cell = self.scene.cell_at(pos)
        if not self.scene.on_board(*cell):
            return event.button() == Qt.MouseButton.LeftButton
        existing = self.light_at(cell)
        if event.button() == Qt.MouseButton.RightButton:
            if existing is None:
                return False
            self.push(RemoveLightCommand(self.doc, RemoveLight(existing)))
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if existing is not None:
            self._dragging = (existing, ("light-drag", next(_drags)))
            return True
        palette = self.ctx.palette
        name = QCoreApplication.translate("LightPresets", palette.light_name) if palette.light_name else ""
        light = Light(new_light_id(self.doc), *cell, palette.light_radii, name)
        self.push(AddLightCommand(self.doc, AddLight(light)))
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        cell = self.scene.cell_at(pos)
        on_board = self.scene.on_board(*cell)
        if self._dragging is not None:
            light_id, key = self._dragging
            light = self.doc.lights.get(light_id)
            if light is not None and on_board and (light.x, light.y) != cell:
                self.push(MoveLightCommand(self.doc, MoveLight(light_id, *cell), merge_key=key))
            return True
        if not on_board:
            self._ghost.hide()
            return False
        self._ghost.setRect(self.scene.cell_rect(*cell).adjusted(14, 14, -14, -14))
        self._ghost.show()
        return False

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._dragging is None:
            return False
        self._dragging = None
        return True

    def cancel(self) -> None:
        self._dragging = None
