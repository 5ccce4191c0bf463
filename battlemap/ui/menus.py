"""The menu bar: File, Edit, View, Tools, Help."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QCursor, QKeySequence
from PySide6.QtWidgets import QMenu

from battlemap.ui.recent_files import recent_files
from battlemap.resources import sample_paths
from battlemap.ui.clipboard_ops import copy_selection, cut_selection, paste
from battlemap.ui.selection_ops import delete_selection, duplicate_selection, nudge_selection

if TYPE_CHECKING:
    from battlemap.ui.main_window import MainWindow


def _action(parent: QObject, text: str, slot, shortcut=None) -> QAction:
    action = QAction(text, parent)
    if shortcut is not None:
        if isinstance(shortcut, (list, tuple)):
            action.setShortcuts([QKeySequence(s) for s in shortcut])
        else:
            action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False: slot())
    return action


class WindowMenus(QObject):
    """Builds the window's menus; keeps the actions as attributes
    (`undo_action`, `show_grid_action`...) and `view_menu` for add-ons."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.window = window
        bar = window.menuBar()
        self._file_menu(bar.addMenu(self.tr("&File")))
        self._edit_menu(bar.addMenu(self.tr("&Edit")))
        self.view_menu = bar.addMenu(self.tr("&View"))
        self._view_menu(self.view_menu)
        self.tools_menu = bar.addMenu(self.tr("&Tools"))
        for action in window.tools.actions.values():
            self.tools_menu.addAction(action)
        bar.addMenu(self.tr("&Help"))  # filled by battlemap.ui.help

    def _file_menu(self, menu: QMenu) -> None:
        docs = self.window.documents
        menu.addAction(_action(self, self.tr("&New..."), docs.new, QKeySequence.StandardKey.New))
        menu.addAction(_action(self, self.tr("&Open..."), docs.open, QKeySequence.StandardKey.Open))
        self.recent_menu = menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.samples_menu = menu.addMenu(self.tr("&Samples"))
        for path in sample_paths():
            title = path.stem.replace("_", " ").capitalize()
            self.samples_menu.addAction(_action(self, title, lambda p=path: docs.open_sample(p)))
        self.samples_menu.setEnabled(bool(self.samples_menu.actions()))
        menu.addSeparator()
        self.save_action = _action(self, self.tr("&Save"), docs.save, QKeySequence.StandardKey.Save)
        menu.addAction(self.save_action)
        menu.addAction(_action(self, self.tr("Save &As..."), docs.save_as, "Ctrl+Shift+S"))
        menu.addSeparator()
        self.export_action = _action(self, self.tr("&Export..."), self._export, "Ctrl+E")
        menu.addAction(self.export_action)
        menu.addSeparator()
        menu.addAction(_action(self, self.tr("&Quit"), self.window.close, QKeySequence.StandardKey.Quit))

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = recent_files()
        for i, path in enumerate(files):
            text = f"&{i + 1} {Path(path).name}"
            action = _action(self.recent_menu, text, lambda p=path: self.window.documents.open_recent(p))
            action.setStatusTip(path)
            self.recent_menu.addAction(action)
        if not files:
            empty = self.recent_menu.addAction(self.tr("(none)"))
            empty.setEnabled(False)

    def _edit_menu(self, menu: QMenu) -> None:
        window = self.window
        stack = window.undo_stack
        self.undo_action = stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcuts([QKeySequence("Ctrl+Z")])
        self.redo_action = stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        menu.addAction(self.undo_action)
        menu.addAction(self.redo_action)
        menu.addSeparator()
        self.delete_action = _action(self, self.tr("&Delete"),
                                     lambda: delete_selection(window.editor, window.scene),
                                     [QKeySequence.StandardKey.Delete, "Backspace"])
        self.duplicate_action = _action(self, self.tr("D&uplicate"),
                                        lambda: duplicate_selection(window.editor, window.scene),
                                        "Ctrl+D")
        self.select_all_action = _action(
            self, self.tr("Select &All Tokens"),
            lambda: window.scene.select_tokens(window.document.tokens), QKeySequence.StandardKey.SelectAll)
        for action in (self.delete_action, self.duplicate_action, self.select_all_action):
            menu.addAction(action)
        menu.addSeparator()
        select_tool = window.tools.tools["select"]
        self.cut_action = _action(self, self.tr("Cu&t"), lambda: cut_selection(
            window.editor, window.scene, select_tool.region), QKeySequence.StandardKey.Cut)
        self.copy_action = _action(self, self.tr("&Copy"), lambda: copy_selection(
            window.editor, window.scene, select_tool.region), QKeySequence.StandardKey.Copy)
        self.paste_action = _action(self, self.tr("&Paste"), self._paste, QKeySequence.StandardKey.Paste)
        for action in (self.cut_action, self.copy_action, self.paste_action):
            action.setStatusTip(self.tr("Tokens selected, and the terrain of the box drawn with the select tool"))
            menu.addAction(action)
        menu.addSeparator()
        nudge = menu.addMenu(self.tr("&Nudge Selection"))
        self.nudge_actions = []
        for text, key, dx, dy in ((self.tr("Left"), "Left", -1, 0), (self.tr("Right"), "Right", 1, 0),
                                  (self.tr("Up"), "Up", 0, -1), (self.tr("Down"), "Down", 0, 1)):
            action = _action(self, text, lambda dx=dx, dy=dy: self._nudge(dx, dy), key)
            # only while the map has the focus: the arrows keep their use in the docks
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            window.view.addAction(action)
            nudge.addAction(action)
            self.nudge_actions.append(action)

    def _paste(self) -> None:
        """At the cell under the cursor when it is over the map."""
        window = self.window
        viewport = window.view.viewport()
        at = viewport.mapFromGlobal(QCursor.pos())
        cell = None
        if viewport.rect().contains(at):
            x, y = window.scene.cell_at(window.view.mapToScene(at))
            cell = (x, y) if window.scene.on_board(x, y) else None
        region = paste(window.editor, window.scene, cell)
        window.tools.activate("select")
        window.tools.tools["select"].set_region(region)

    def _nudge(self, dx: int, dy: int) -> None:
        """The selected tokens one square; with none selected the map scrolls."""
        window = self.window
        if not nudge_selection(window.editor, window.scene, dx, dy):
            view = window.view
            step = round(window.scene.px_per_square * view.scale_factor())
            view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + dx * step)
            view.verticalScrollBar().setValue(view.verticalScrollBar().value() + dy * step)

    def _view_menu(self, menu: QMenu) -> None:
        view = self.window.view
        menu.addAction(_action(self, self.tr("Zoom &In"), view.zoom_in, ["Ctrl+=", "Ctrl++"]))
        menu.addAction(_action(self, self.tr("Zoom &Out"), view.zoom_out, "Ctrl+-"))
        menu.addAction(_action(self, self.tr("&Fit Map"), view.fit_board, "Ctrl+0"))
        menu.addAction(_action(self, self.tr("&Actual Size"), view.zoom_actual, "Ctrl+1"))
        menu.addSeparator()
        self.show_grid_action = QAction(self.tr("Show &Grid"), self)
        self.show_grid_action.setCheckable(True)
        self.show_grid_action.setChecked(True)
        self.show_grid_action.setShortcut(QKeySequence("Ctrl+G"))
        self.show_grid_action.toggled.connect(self.window.scene.grid_item.setVisible)
        menu.addAction(self.show_grid_action)
        menu.addSeparator()
        self.panels_menu = menu.addMenu(self.tr("&Panels"))
        for dock in self.window.docks:
            self.panels_menu.addAction(dock.toggleViewAction())
        self.panels_menu.addAction(self.window.toolbar.toggleViewAction())
        menu.addSeparator()

    def _export(self) -> None:
        """File > Export: PNG/PDF/SVG through the export dialog, the selected
        token offered as the overlays' attacker."""
        from battlemap.ui.dialogs.export_dialog import show_export_dialog

        window = self.window
        selected = window.scene.selected_token_ids()
        path = window.documents.path
        show_export_dialog(window, window.document, selected[0] if selected else None,
                           str(path) if path else None)
