"""The Help menu: Rules reference (F1), Rules in Full, Keyboard shortcuts and About.

`install_help(window)` adds them to the window's Help menu (made if the menu
bar has none) and keeps the actions on the window as `help_actions`, whose
`show_*` methods open (or raise) each dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from battlemap.core.model import Change

if TYPE_CHECKING:
    from battlemap.ui.main_window import MainWindow

__all__ = ["HelpActions", "install_help"]


def _help_menu(window: "MainWindow") -> QMenu:
    """The menu bar's Help menu (titled by `WindowMenus`), or a new one."""
    bar = window.menuBar()
    titles = {QCoreApplication.translate("WindowMenus", "&Help"), "&Help"}
    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and menu.title() in titles:
            return menu
    return bar.addMenu(QCoreApplication.translate("HelpActions", "&Help"))


class HelpActions(QObject):
    """Help > Rules Reference, Rules in Full and About Battlemap for one window."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.setObjectName("helpActions")
        self.window = window
        self.menu = _help_menu(window)
        self._rules_dialog = None
        self._document_dialog = None
        self._about_dialog = None
        self.rules_action = QAction(self.tr("&Rules Reference"), self)
        self.rules_action.setObjectName("rulesReferenceAction")
        self.rules_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.rules_action.setStatusTip(self.tr("Cover, concealment and flanking in the current ruleset"))
        self.rules_action.triggered.connect(lambda _checked=False: self.show_rules_reference())
        self.document_action = QAction(self.tr("Rules in &Full"), self)
        self.document_action.setObjectName("rulesDocumentAction")
        self.document_action.setStatusTip(
            self.tr("Everything the engine decides, with the decisions Battlemap made (English)"))
        self.document_action.triggered.connect(lambda _checked=False: self.show_rules_document())
        self.shortcuts_action = QAction(self.tr("&Keyboard Shortcuts"), self)
        self.shortcuts_action.setObjectName("shortcutsAction")
        self.shortcuts_action.setShortcut(QKeySequence("Ctrl+/"))
        self.shortcuts_action.triggered.connect(lambda _checked=False: self.show_shortcuts())
        self.about_action = QAction(self.tr("&About Battlemap"), self)
        self.about_action.setObjectName("aboutAction")
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(lambda _checked=False: self.show_about())
        first = self.menu.actions()[0] if self.menu.actions() else None
        self.menu.insertAction(first, self.rules_action)
        self.menu.insertAction(first, self.document_action)
        if first is not None:
            self.menu.insertSeparator(first)
        self.menu.insertAction(first, self.shortcuts_action)
        self.menu.addAction(self.about_action)
        window.addAction(self.rules_action)  # F1 works even with the menu bar hidden
        window.editor.changed.connect(self._on_change)
        window.editor.document_replaced.connect(lambda _doc: self._follow_ruleset())

    def _current_ruleset(self) -> str:
        return self.window.editor.document.ruleset

    def show_rules_reference(self):
        from battlemap.ui.help.rules_reference import RulesReferenceDialog

        if self._rules_dialog is None:
            self._rules_dialog = RulesReferenceDialog(self._current_ruleset(), self.window)
        else:
            self._rules_dialog.show_ruleset(self._current_ruleset())
        self._rules_dialog.show()
        self._rules_dialog.raise_()
        self._rules_dialog.activateWindow()
        return self._rules_dialog

    def show_rules_document(self):
        from battlemap.ui.help.rules_document import RulesDocumentDialog

        if self._document_dialog is None:
            self._document_dialog = RulesDocumentDialog(self.window)
        self._document_dialog.show()
        self._document_dialog.raise_()
        self._document_dialog.activateWindow()
        return self._document_dialog

    def show_shortcuts(self):
        """The sheet of every shortcut, built afresh from the window's actions."""
        from battlemap.ui.help.shortcuts import ShortcutSheet

        sheet = ShortcutSheet(self.window)
        sheet.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        sheet.show()
        return sheet

    def show_about(self):
        from battlemap.ui.help.about import AboutDialog

        if self._about_dialog is None:
            self._about_dialog = AboutDialog(self.window)
        self._about_dialog.show()
        self._about_dialog.raise_()
        self._about_dialog.activateWindow()
        return self._about_dialog

    def _on_change(self, change: Change) -> None:
        if change.layer in ("ruleset", "all"):
            self._follow_ruleset()

    def _follow_ruleset(self) -> None:
        if self._rules_dialog is not None:
            self._rules_dialog.show_ruleset(self._current_ruleset())


def install_help(window: "MainWindow") -> HelpActions:
    """Add Help > Rules Reference (F1) and Help > About Battlemap to `window`;
    also gives the window Battlemap's icon if it has none."""
    from battlemap.ui.help.about import app_icon

    actions = HelpActions(window)
    window.help_actions = actions
    if window.windowIcon().isNull():
        window.setWindowIcon(app_icon())
    return actions
