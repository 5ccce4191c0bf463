"""The QGuiApplication an export needs for fonts and painting, even from the command line."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

_APP: QGuiApplication | None = None


def ensure_gui_application() -> QGuiApplication:
    """A QGuiApplication for fonts and painting, created if there is none.
    On Linux with no display (no DISPLAY or WAYLAND_DISPLAY) and no
    QT_QPA_PLATFORM set, the offscreen platform is used."""
    global _APP
    app = QCoreApplication.instance()
    if app is None:
        no_display = not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")
        if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")) and no_display:
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _APP = QGuiApplication([sys.argv[0] if sys.argv else "battlemap"])
        return _APP
    if not isinstance(app, QGuiApplication):
        raise RuntimeError("exporting needs a QGuiApplication, not a bare QCoreApplication")
    return app
