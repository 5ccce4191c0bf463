"""`install_background(window)`: File > Import Universal VTT..., Background
Image... and Calibrate Background... on a main window ("Bring real maps in")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu

from battlemap.core.model import Change
from battlemap.ui.background.background_dialog import BackgroundDialog
from battlemap.ui.background.calibration_tool import CalibrationTool, start_calibration
from battlemap.ui.background.import_uvtt import import_uvtt
from battlemap.ui.commands.set_background_command import SetBackgroundCommand

if TYPE_CHECKING:
    from battlemap.ui.main_window import MainWindow


class BackgroundController(QObject):
    """What `install_background` adds; `window.background_tools`.

    `import_action`, `background_action`, `calibrate_action`; `calibration`
    (the CalibrationTool); `dialog_class` may be replaced (tests);
    `show_dialog()`, `calibrate()`."""

    dialog_class = BackgroundDialog

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.setObjectName("backgroundTools")
        self.window = window
        self.calibration = CalibrationTool(window.tools.ctx, window)
        self.import_action = self._action(self.tr("&Import Universal VTT..."), "importUvttAction",
                                          lambda: import_uvtt(window))
        self.import_action.setStatusTip(self.tr("Open a .dd2vtt, .uvtt or .df2vtt map (Dungeondraft, "
                                                "DungeonFog, Dungeon Alchemist...) as a new map"))
        self.background_action = self._action(self.tr("Background &Image..."), "backgroundAction",
                                              self.show_dialog)
        self.background_action.setStatusTip(self.tr("Put a map image under the grid, or remove it"))
        self.calibrate_action = self._action(self.tr("&Calibrate Background..."), "calibrateAction",
                                             self.calibrate)
        self.calibrate_action.setStatusTip(self.tr("Line the grid up with the background image's"))
        self._add_to_file_menu()
        window.editor.changed.connect(self._on_change)
        window.editor.document_replaced.connect(lambda _doc: self._update_actions())
        self._update_actions()

    def _action(self, text: str, name: str, slot) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _add_to_file_menu(self) -> None:
        menus = getattr(self.window, "menus", None)
        save = getattr(menus, "save_action", None)
        export = getattr(menus, "export_action", None)
        menu = self._menu_holding(export) or self._menu_holding(save)
        if menu is None:
            for action in (self.import_action, self.background_action, self.calibrate_action):
                self.window.addAction(action)
            return
        actions = menu.actions()
        # Import next to Open (before the separator above Save) ...
        if save in actions and actions.index(save) > 0 and actions[actions.index(save) - 1].isSeparator():
            menu.insertAction(actions[actions.index(save) - 1], self.import_action)
        else:
            menu.insertAction(actions[0] if actions else None, self.import_action)
        # ... the background above Export.
        before = export if export in menu.actions() else None
        menu.insertAction(before, self.background_action)
        menu.insertAction(before, self.calibrate_action)
        menu.insertSeparator(before)

    def _menu_holding(self, action: QAction | None) -> QMenu | None:
        if action is None:
            return None
        for top in self.window.menuBar().actions():
            menu = top.menu()
            if menu is not None and action in menu.actions():
                return menu
        return None

    def _on_change(self, change: Change) -> None:
        if change.layer in ("background", "all"):
            self._update_actions()

    def _update_actions(self) -> None:
        self.calibrate_action.setEnabled(self.window.document.background is not None)

    # --- commands ---------------------------------------------------------------------------------
    def show_dialog(self) -> bool:
        """File > Background Image...; True when the document changed or
        calibration started."""
        window = self.window
        if self.calibration.active:
            self.calibration.cancel()
        doc = window.document
        dialog = self.dialog_class(doc, window, window.documents._folder())
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            edit = dialog.edit()
            calibrate = dialog.calibrate_requested
        finally:
            dialog.deleteLater()
        if edit is not None:
            window.editor.push(SetBackgroundCommand(doc, edit))
        if calibrate and window.document.background is not None:
            return self.calibrate() or edit is not None
        return edit is not None

    def calibrate(self) -> bool:
        """Enter calibration mode on the background."""
        if self.window.document.background is None:
            return False
        return start_calibration(self.window, self.calibration)


def install_background(window: "MainWindow") -> BackgroundController:
    """Adds the File menu entries; sets and returns `window.background_tools`."""
    window.background_tools = BackgroundController(window)
    return window.background_tools
