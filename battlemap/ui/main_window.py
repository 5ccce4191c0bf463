"""The editor's main window: the map in the middle, tools above, docks around."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QShowEvent, QUndoStack
from PySide6.QtWidgets import QMainWindow, QToolBar
from shiboken6 import isValid

from battlemap.core.model import Document
from battlemap.ui.ambient_combo import AmbientChooser
from battlemap.ui.docks.history_dock import HistoryDock
from battlemap.ui.docks.palette_dock import PaletteDock
from battlemap.ui.docks.token_dock import TokenDock
from battlemap.ui.document_controller import DocumentController
from battlemap.ui.editor import Editor
from battlemap.ui.menus import WindowMenus
from battlemap.ui.ruleset_combo import RulesetChooser
from battlemap.ui.safety.settings import Settings
from battlemap.ui.scene import MapScene, MapView
from battlemap.ui.status_bar import StatusInfo
from battlemap.ui.token_art import TokenArtDrops
from battlemap.ui.tools import Palette, ToolContext, ToolManager
from battlemap.ui.window_layout import WindowLayouts


def default_size() -> QSize:
    """1280 x 800, or the screen's free area when it is smaller (a laptop)."""
    screen = QGuiApplication.primaryScreen()
    free = screen.availableGeometry().size() if screen is not None else QSize(1280, 800)
    return QSize(min(1280, free.width()), min(800, free.height()))


class MainWindow(QMainWindow):
    """Hooks for add-ons (the rules overlays):

    - `document`, `undo_stack`, `editor` (`editor.push(command)`),
      `scene` (MapScene: coordinates, `layers.Z_OVERLAY`), `view` (MapView);
    - signals `model_changed(Change)`, `document_replaced(Document)`,
      `selection_changed(list[str])` (selected token ids, document order);
    - `toolbar` (add actions), `view_menu` (add toggles), `addDockWidget`.
    """

    model_changed = Signal(object)
    document_replaced = Signal(object)
    selection_changed = Signal(list)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.resize(default_size())
        self.editor = Editor(self)
        self.scene = MapScene(self.editor, self)
        self.view = MapView(self.scene, self)
        self.setCentralWidget(self.view)
        self.tool_palette = Palette(self)
        self.tools = ToolManager(ToolContext(self.editor, self.scene, self.view, self.tool_palette), self)
        self.documents = DocumentController(self, self.editor)
        self.token_art_drops = TokenArtDrops(self.editor, self.scene, self.view, self.tool_palette)
        self._build_toolbar()
        self._build_docks()
        self.menus = WindowMenus(self)
        self.view_menu = self.menus.view_menu
        self._build_status_bar()
        self.editor.changed.connect(self.model_changed)
        self.editor.document_replaced.connect(self._on_document_replaced)
        self.scene.selectionChanged.connect(self._on_selection_changed)
        self._fitted = False
        self._install_features()
        self.layouts = WindowLayouts(self)  # after every feature has added its docks
        self._restore_geometry()

    def _install_features(self) -> None:
        """Features that plug into the window, each adding its own menus,
        toolbars, docks and tools (see their `install_*` functions)."""
        from battlemap.ui.background import install_background
        from battlemap.ui.help import install_help
        from battlemap.ui.overlays.install import install_overlays
        from battlemap.ui.play.install import install_play
        from battlemap.ui.safety.install import install_safety
        from battlemap.ui.templates import install_templates

        install_play(self)  # sets self.play, read by the overlays
        install_overlays(self)  # sets self.overlays
        install_templates(self)  # sets self.templates; needs the overlays
        install_help(self)
        self.safety = install_safety(self)
        install_background(self)

    @property
    def document(self) -> Document:
        return self.editor.document

    @property
    def undo_stack(self) -> QUndoStack:
        return self.editor.undo_stack

    # --- construction -----------------------------------------------------------------------
    def _build_toolbar(self) -> None:
        self.toolbar = QToolBar(self.tr("Tools"), self)
        self.toolbar.setObjectName("toolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        for action in self.tools.actions.values():
            self.toolbar.addAction(action)
        self.toolbar.addSeparator()
        self.ruleset_chooser = RulesetChooser(self.editor, self.toolbar)
        self.toolbar.addWidget(self.ruleset_chooser.combo)
        self.ambient_chooser = AmbientChooser(self.editor, self.toolbar)
        self.toolbar.addWidget(self.ambient_chooser.combo)
        self.toolbar.addSeparator()
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _build_docks(self) -> None:
        self.palette_dock = PaletteDock(self.tool_palette, self)
        self.palette_dock.tool_requested.connect(self.tools.activate)
        self.tools.tool_changed.connect(self.palette_dock.on_tool_changed)
        self.editor.changed.connect(lambda change: change.layer in ("ruleset", "all") and
                                    self.palette_dock.set_ruleset(self.document.ruleset))
        self.editor.document_replaced.connect(lambda doc: self.palette_dock.set_ruleset(doc.ruleset))
        self.palette_dock.set_ruleset(self.document.ruleset)
        self.token_dock = TokenDock(self.editor, self.scene, self)
        self.history_dock = HistoryDock(self.undo_stack, self)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.palette_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.token_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.docks = [self.palette_dock, self.token_dock, self.history_dock]

    def _build_status_bar(self) -> None:
        self.status = StatusInfo(self.statusBar())
        self.tools.tool_changed.connect(self.status.show_tool)
        self.status.show_tool(self.tools.current)
        self.view.hovered_cell.connect(self.status.show_cell)
        self.view.scale_shown.connect(self.status.show_zoom)  # every notch of a wheel burst too
        self.status.show_zoom(self.view.scale_factor())

    # --- document ------------------------------------------------------------------------------
    def _on_document_replaced(self, doc: Document) -> None:
        if self.isVisible():
            self.view.fit_board()
        self.document_replaced.emit(doc)

    def _on_selection_changed(self) -> None:
        if isValid(self.scene):  # the scene empties itself when it is destroyed
            self.selection_changed.emit(self.scene.selected_token_ids())

    def open_path(self, path: str) -> bool:
        return self.documents.open_path(path)

    # --- window life --------------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.view.fit_board()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        layouts = getattr(self, "layouts", None)
        if layouts is not None:
            layouts.fit_toolbars()

    def _restore_geometry(self) -> None:
        geometry = Settings().window_geometry
        if geometry is not None:
            self.restoreGeometry(geometry)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.documents.maybe_save():
            event.ignore()
            return
        Settings().window_geometry = self.saveGeometry()
        self.layouts.save()
        event.accept()
