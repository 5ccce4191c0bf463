"""`battlemap` with no subcommand: the editor."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from battlemap.ui.i18n import install_translations

ORGANIZATION = "Battlemap"
APPLICATION = "Battlemap"
DESKTOP_ID = "io.battlemap.Battlemap"  # packaging/linux/battlemap.desktop, metainfo


def run_gui(path: str | None = None) -> int:
    """Open the editor (on `path` if given); returns the exit code."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setDesktopFileName(DESKTOP_ID)
    install_translations(app)  # the app's and Qt's own strings, by preference or locale

    from battlemap.ui.main_window import MainWindow
    from battlemap.ui.screenshot import schedule_screenshot

    window = MainWindow()
    window.show()
    schedule_screenshot(window)
    if path:
        window.open_path(path)
    window.safety.check_recovery()  # autosaves left by a crash
    QTimer.singleShot(0, load_kernels)  # once the window shows, before the first click
    return app.exec()


def load_kernels() -> None:
    """Load the engine's and the badge layout's compiled kernels now, so
    that the first token a GM selects shows its overlays as quickly as the
    rest (`core.rules.warm_up`)."""
    from battlemap.core.rules.warm_up import warm_up
    from battlemap.ui.overlays import badge_choice

    warm_up()
    badge_choice.warm_up()
