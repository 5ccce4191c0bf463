"""`battlemap` with no subcommand: the editor."""

from __future__ import annotations

import sys
import threading

from PySide6.QtCore import QCoreApplication, QTimer
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
    load_kernels_aside(window)  # before the first click, without holding up the window
    return app.exec()


WARM_UP_NOTICE_MS = 1000  # a warm-up still running after this is compiling: say so


def load_kernels_aside(window) -> threading.Thread:
    """Load the engine's and the badge layout's compiled kernels on a
    thread of their own (`load_kernels`), so that the first token a GM
    selects shows its overlays as quickly as the rest. From numba's cache
    that takes some tenths of a second; where the cache is missing (an
    install that skipped `packaging/setup.sh`) it compiles for a minute or
    more, and the status bar says so meanwhile (a click then waits for it)."""
    thread = threading.Thread(target=load_kernels, name="battlemap-warm-up", daemon=True)
    thread.start()
    notice = QCoreApplication.translate("App", "Preparing the rules engine (first start only)…")

    def check() -> None:
        bar = window.statusBar()
        if thread.is_alive():
            if bar.currentMessage() != notice:
                bar.showMessage(notice)
            QTimer.singleShot(500, check)
        elif bar.currentMessage() == notice:
            bar.clearMessage()

    QTimer.singleShot(WARM_UP_NOTICE_MS, check)
    return thread


def load_kernels() -> None:
    """Ask the engine and the badge layout one of each kind of question
    (`core.rules.warm_up`, `badge_choice.warm_up`): numba loads (or, with
    no cache, compiles) every kernel they use."""
    from battlemap.core.rules.warm_up import warm_up
    from battlemap.ui.overlays import badge_choice

    warm_up()
    badge_choice.warm_up()
