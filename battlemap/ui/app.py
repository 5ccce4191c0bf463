"""`battlemap` with no subcommand: the editor."""

from __future__ import annotations

import sys

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

ORGANIZATION = "Battlemap"
APPLICATION = "Battlemap"


def _install_qt_translations(app: QApplication) -> None:
    """Qt's own strings (standard buttons, file dialogs) in the user's language."""
    translator = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if translator.load(QLocale(), "qtbase", "_", folder):
        app.installTranslator(translator)


def run_gui(path: str | None = None) -> int:
    """Open the editor (on `path` if given); returns the exit code."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    _install_qt_translations(app)

    from battlemap.ui.main_window import MainWindow
    from battlemap.ui.screenshot import schedule_screenshot

    window = MainWindow()
    window.show()
    schedule_screenshot(window)
    if path:
        window.open_path(path)
    return app.exec()
