"""Puts the rules overlays into a main window: the controller and its scene
items, the Attack toolbar, the View > Rules Overlays toggles (lines,
badges, flanking, concealment shading, legend), the Rules Inspector and
Legend docks, and the pointer handling (hover, tooltip, area origin)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence

from battlemap.ui.overlays.attack_toolbar import AttackToolbar
from battlemap.ui.overlays.controller import OverlayController
from battlemap.ui.overlays.inspector_dock import InspectorDock
from battlemap.ui.overlays.legend_dock import LegendDock
from battlemap.ui.overlays.pointer import OverlayPointer


def tr(text: str) -> str:
    return QCoreApplication.translate("Overlays", text)


def install_overlays(window) -> OverlayController:
    """Adds everything to `window` (a MainWindow); returns the controller,
    also kept as `window.overlays`."""
    controller = OverlayController(window)
    controller.pointer = OverlayPointer(controller)

    toolbar = AttackToolbar(controller, window)
    window.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
    controller.toolbar = toolbar

    inspector = InspectorDock(controller, window)
    # the inspector sits under the map: the side docks keep the bottom corners
    window.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
    window.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, inspector)
    controller.inspector = inspector
    legend = LegendDock(controller, window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, legend)
    history = getattr(window, "history_dock", None)
    if history is not None:
        window.tabifyDockWidget(history, legend)
        history.raise_()
    controller.legend = legend

    menu = window.view_menu.addMenu(tr("Rules &Overlays"))
    controller.overlay_menu = menu
    controller.family_actions = {}
    labels = {
        "lines": (tr("&Lines"), "Ctrl+Shift+L"),
        "badges": (tr("&Badges"), "Ctrl+Shift+B"),
        "flanking": (tr("&Flanking"), "Ctrl+Shift+F"),
        "shading": (tr("&Concealment Shading"), "Ctrl+Shift+C"),
    }
    for family, (text, shortcut) in labels.items():
        action = QAction(text, menu)
        action.setCheckable(True)
        action.setChecked(controller.is_visible(family))
        action.setShortcut(QKeySequence(shortcut))
        action.toggled.connect(lambda on, f=family: controller.set_visible(f, on))
        menu.addAction(action)
        controller.family_actions[family] = action
    legend_action = legend.toggleViewAction()
    legend_action.setText(tr("L&egend"))
    legend_action.toggled.connect(lambda on: controller.set_visible("legend", on))
    menu.addAction(legend_action)
    controller.family_actions["legend"] = legend_action
    menu.addSeparator()
    menu.addAction(toolbar.lock_action)

    panels = getattr(getattr(window, "menus", None), "panels_menu", None)
    if panels is not None:
        panels.addAction(inspector.toggleViewAction())
        panels.addAction(toolbar.toggleViewAction())
    docks = getattr(window, "docks", None)
    if isinstance(docks, list):
        docks += [inspector, legend]

    controller.set_visible("legend", not legend.isHidden())
    window.overlays = controller
    return controller
