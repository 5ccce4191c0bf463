"""Editing tools: one class per tool (select, brush, rectangle, bucket,
eraser, wall line, token), each a toolbar entry with a shortcut."""

from battlemap.ui.tools.base import Tool, ToolContext
from battlemap.ui.tools.manager import ToolManager
from battlemap.ui.tools.palette import Palette

__all__ = ["Palette", "Tool", "ToolContext", "ToolManager"]
