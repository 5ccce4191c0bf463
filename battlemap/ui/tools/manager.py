"""The tools, their toolbar actions and which one is active."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from battlemap.ui.icons import tool_icon
from battlemap.ui.tools.base import Tool, ToolContext
from battlemap.ui.tools.brush_tool import BrushTool
from battlemap.ui.tools.bucket_tool import BucketTool
from battlemap.ui.tools.eraser_tool import EraserTool
from battlemap.ui.tools.light_tool import LightTool
from battlemap.ui.tools.line_tool import LineTool
from battlemap.ui.tools.rect_tool import RectTool
from battlemap.ui.tools.select_tool import SelectTool
from battlemap.ui.tools.token_tool import TokenTool

TOOL_CLASSES = (SelectTool, BrushTool, RectTool, BucketTool, EraserTool, LineTool, TokenTool,
                LightTool)


class ToolManager(QObject):
    """Creates one checkable action per tool (exclusive group) and routes the
    view's mouse events to the active tool. `tool_changed(Tool)` follows."""

    tool_changed = Signal(object)

    def __init__(self, ctx: ToolContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.tools: dict[str, Tool] = {}
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.actions: dict[str, QAction] = {}
        for cls in TOOL_CLASSES:
            self.add_tool(cls(ctx))
        self.current: Tool | None = None
        self.activate(SelectTool.key)

    def add_tool(self, tool: Tool, menu=None) -> QAction:
        """A tool a feature brings (the Area tool): its action joins the group
        (and `menu`, if given)."""
        self.tools[tool.key] = tool
        action = QAction(tool_icon(tool.key), tool.label(), self)
        action.setShortcut(QKeySequence(tool.shortcut))
        action.setCheckable(True)
        action.setToolTip(self.tr("{label} ({shortcut})").format(label=tool.label(),
                                                                  shortcut=tool.shortcut))
        action.setStatusTip(tool.hint())
        action.triggered.connect(lambda _checked=False, k=tool.key: self.activate(k))
        self.group.addAction(action)
        self.actions[tool.key] = action
        if menu is not None:
            menu.addAction(action)
        return action

    def activate(self, key: str) -> None:
        tool = self.tools[key]
        if tool is self.current:
            return
        if self.current is not None:
            self.current.deactivate()
        self.current = tool
        self.ctx.view.tool = tool
        tool.activate()
        self.actions[key].setChecked(True)
        self.tool_changed.emit(tool)
