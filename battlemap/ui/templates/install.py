"""Hook area templates onto the main window, after the rules overlays: the
controller, the map item, the Area tool (A) and the toolbar controls."""

from __future__ import annotations

from battlemap.ui.templates.controller import TemplateController
from battlemap.ui.templates.controls import TemplateControls
from battlemap.ui.templates.template_item import TemplateItem
from battlemap.ui.tools.area_tool import AreaTool
from battlemap.ui.tools.manager import TOOL_CLASSES


def install_templates(window) -> TemplateController:
    """Sets and returns `window.templates`. Needs `window.overlays`."""
    overlays = window.overlays
    controller = TemplateController(window, overlays)
    controller.area_item = TemplateItem(controller, window.scene, under=True)
    controller.item = TemplateItem(controller, window.scene, under=False)
    controller.tool = AreaTool(window.tools.ctx, controller)
    action = window.tools.add_tool(controller.tool, window.menus.tools_menu)
    window.toolbar.insertAction(window.toolbar.actions()[len(TOOL_CLASSES)], action)  # after Token
    controller.controls = TemplateControls(controller, window)
    panels = getattr(getattr(window, "menus", None), "panels_menu", None)
    if panels is not None:
        panels.addAction(controller.controls.toolbar.toggleViewAction())
    window.templates = controller
    return controller
