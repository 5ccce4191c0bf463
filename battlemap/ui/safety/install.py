"""`install_safety(window)`: autosave, Edit > Preferences and the recovery
check on a main window ("Never lose a map").

A clean exit is the window closing for good (its close event accepted: the
map was saved, or the user chose to discard it): the session's autosave and
marker go. Anything else (a crash, a kill, the window destroyed without
closing) leaves them for the next start's `check_recovery()`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu

from battlemap.ui.editor import blank_document
from battlemap.ui.safety.autosave import AutosaveEntry, AutosaveStore, Autosaver
from battlemap.ui.safety.preferences_dialog import PreferencesDialog
from battlemap.ui.safety.recovery import Ask, Decision, RecoveryDialog, run_recovery
from battlemap.ui.safety.settings import Settings

if TYPE_CHECKING:
    from battlemap.ui.main_window import MainWindow

STATUS_MESSAGE_MS = 15_000


class SafetyController(QObject):
    """What `install_safety` adds to a window; `window.safety`.

    `autosaver` (its `autosave()` is the timer's slot), `store` (the
    autosave folder), `preferences_action`, `check_recovery(ask=None)`.
    `recovery_dialog_class` and `preferences_dialog_class` may be replaced
    (tests)."""

    recovery_dialog_class = RecoveryDialog
    preferences_dialog_class = PreferencesDialog

    def __init__(self, window: "MainWindow", store: AutosaveStore | None = None) -> None:
        super().__init__(window)
        self.setObjectName("safety")
        self.window = window
        self.settings = Settings()
        self.store = store or AutosaveStore()
        self.ended = False
        self._closing = False
        self.autosaver = Autosaver(window.editor, window.documents, self.store,
                                   self.settings.autosave_interval, self)
        self.autosaver.failed.connect(self._show_failure)
        self._add_preferences_action()
        self._use_default_ruleset()
        window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._on_about_to_quit)

    # --- Edit > Preferences ---------------------------------------------------------------------
    def _add_preferences_action(self) -> None:
        action = QAction(self.tr("&Preferences..."), self)
        action.setObjectName("preferencesAction")
        action.setMenuRole(QAction.MenuRole.PreferencesRole)
        action.setShortcut(QKeySequence(QKeySequence.StandardKey.Preferences))
        action.triggered.connect(lambda _checked=False: self.show_preferences())
        self.preferences_action = action
        menu = self._edit_menu()
        if menu is not None:
            menu.addSeparator()
            menu.addAction(action)
        else:
            self.window.addAction(action)

    def _edit_menu(self) -> QMenu | None:
        """The menu holding Undo (WindowMenus keeps no reference to the Edit menu)."""
        undo = getattr(getattr(self.window, "menus", None), "undo_action", None)
        for top in self.window.menuBar().actions():
            menu = top.menu()
            if menu is not None and undo is not None and undo in menu.actions():
                return menu
        return None

    def show_preferences(self) -> bool:
        dialog = self.preferences_dialog_class(self.settings, self.window)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
        finally:
            dialog.deleteLater()
        self.apply_settings()
        return True

    def apply_settings(self) -> None:
        """Take up changed settings (the language waits for a restart)."""
        self.autosaver.set_interval(self.settings.autosave_interval)
        self._use_default_ruleset()

    def _use_default_ruleset(self) -> None:
        """The untouched blank map of a fresh window gets the ruleset for new maps."""
        window = self.window
        doc = window.document
        ruleset = self.settings.last_ruleset
        stack = window.undo_stack
        if (doc.ruleset == ruleset or window.documents.path is not None or stack.count()
                or not stack.isClean()):
            return
        width, height = doc.board.width, doc.board.height
        if doc.content_equals(blank_document(width, height, doc.ruleset)):
            window.editor.set_document(blank_document(width, height, ruleset))

    # --- autosave and the end of the session ---------------------------------------------------
    def _show_failure(self, message: str) -> None:
        self.window.statusBar().showMessage(message, STATUS_MESSAGE_MS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            kind = event.type()
            if kind == QEvent.Type.Close:
                # An accepted close hides the window right away; an ignored one does not.
                self._closing = True
                QTimer.singleShot(0, self, self._close_refused)
            elif kind == QEvent.Type.Hide and self._closing:
                self._closing = False
                self.end_cleanly()
            elif kind == QEvent.Type.Show and self.ended:
                self.ended = False
                self.autosaver.resume()
        return False

    def _close_refused(self) -> None:
        self._closing = False

    def end_cleanly(self) -> None:
        """The window closed for good: no autosave, no session marker."""
        self.autosaver.stop()
        self.autosaver.discard()
        self.store.end_session()
        self.ended = True

    def _on_about_to_quit(self) -> None:
        """Quitting without the window closing (not the usual way): a modified
        map keeps a fresh autosave, which the next start offers."""
        if self.ended:
            return
        if self.autosaver.is_modified() and self.autosaver.autosave():
            self.autosaver.stop()
            self.store.end_session()
            self.ended = True
        elif not self.autosaver.is_modified():
            self.end_cleanly()

    # --- recovery ---------------------------------------------------------------------------------
    def ask_with_dialog(self, entry: AutosaveEntry) -> Decision:
        dialog = self.recovery_dialog_class(entry, self.store.folder, self.window)
        try:
            return dialog.decide()
        finally:
            dialog.deleteLater()

    def check_recovery(self, ask: Ask | None = None) -> list[tuple[AutosaveEntry, Decision]]:
        """Offer the autosaves of sessions that did not exit cleanly, one by
        one; `ask(entry) -> Decision` answers instead of the dialog.
        Returns [(entry, decision)]."""
        return run_recovery(self.window, self.autosaver, ask or self.ask_with_dialog)


def install_safety(window: "MainWindow") -> SafetyController:
    return SafetyController(window)
