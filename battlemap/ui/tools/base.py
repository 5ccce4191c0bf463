"""What every tool is: a toolbar entry and mouse handlers on the map."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QCursor, QMouseEvent, QUndoCommand
from PySide6.QtWidgets import QGraphicsItem

from battlemap.core.model import Document
from battlemap.ui.scene.layers import Z_TOOL

if TYPE_CHECKING:
    from battlemap.ui.editor import Editor
    from battlemap.ui.scene import MapScene, MapView
    from battlemap.ui.tools.palette import Palette


@dataclass
class ToolContext:
    editor: "Editor"
    scene: "MapScene"
    view: "MapView"
    palette: "Palette"


class Tool(QObject):
    """One way of working on the map. The view hands it left/right button
    events in scene coordinates; a handler returns True when it used the
    event. Subclasses set `key` and `shortcut` and give `label` and `hint`."""

    key = ""
    shortcut = ""

    def __init__(self, ctx: ToolContext) -> None:
        super().__init__(ctx.view)
        self.ctx = ctx
        self._previews: list[QGraphicsItem] = []

    # --- toolbar entry ---------------------------------------------------------------
    def label(self) -> str:
        raise NotImplementedError

    def hint(self) -> str:
        """One line for the status bar while the tool is active."""
        raise NotImplementedError

    def cursor(self) -> QCursor:
        return QCursor(Qt.CursorShape.CrossCursor)

    # --- life cycle -------------------------------------------------------------------
    def activate(self) -> None:
        self.ctx.view.viewport().setCursor(self.cursor())

    def deactivate(self) -> None:
        self.cancel()
        self.leave()

    def cancel(self) -> None:
        """Abandon a gesture in progress (Escape)."""

    def leave(self) -> None:
        """The cursor left the map: hide hover previews."""
        for item in self._previews:
            item.hide()

    # --- mouse --------------------------------------------------------------------------
    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    def mouse_double_click(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    # --- helpers --------------------------------------------------------------------------
    @property
    def doc(self) -> Document:
        return self.ctx.editor.document

    @property
    def scene(self) -> "MapScene":
        return self.ctx.scene

    def push(self, command: QUndoCommand) -> None:
        self.ctx.editor.push(command)

    def add_preview(self, item: QGraphicsItem) -> QGraphicsItem:
        """A hover/drag preview item owned by the tool, above everything."""
        item.setZValue(Z_TOOL)
        item.hide()
        self.ctx.scene.addItem(item)
        self._previews.append(item)
        return item
