"""Run by test_layout_xvfb in a real X server: open a sample full screen,
in editing then play mode, and print (JSON) where every visible part of the
window lies, with a screenshot of each mode.

    python tests/layout_probe.py SAMPLE OUT_DIR LANGUAGE
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtWidgets import QApplication, QToolBar, QToolButton, QWidget


def rect(widget: QWidget) -> list[int]:
    top_left = widget.mapToGlobal(QPoint(0, 0))
    r = QRect(top_left, widget.size())
    return [r.x(), r.y(), r.width(), r.height()]


def settle(app: QApplication, window, ms: int = 600) -> None:
    end = time.monotonic() + ms / 1000
    # the overlays done, and the inspector's columns fitted to their results
    while time.monotonic() < end or window.overlays.busy or window.overlays.inspector.settling:
        app.processEvents()
        time.sleep(0.01)
    app.processEvents()  # what the last turn's work posted (the table's scroll bars after a fit)


def probe(window) -> dict:
    parts: dict[str, list[int]] = {}
    for dock in window.docks:
        if dock.isVisible() and not dock.visibleRegion().isEmpty():
            parts[f"dock:{dock.objectName()}"] = rect(dock)
    overflowing = []
    for bar in window.findChildren(QToolBar):
        if bar.isVisible():
            parts[f"toolbar:{bar.objectName()}"] = rect(bar)
            extension = [b for b in bar.findChildren(QToolButton) if b.objectName() == "qt_toolbar_ext_button"]
            if any(b.isVisible() for b in extension):
                overflowing.append(bar.objectName())
    parts["statusbar"] = rect(window.statusBar())
    parts["menubar"] = rect(window.menuBar())
    parts["map"] = rect(window.view)
    inspector = window.overlays.inspector
    return {
        "window": rect(window), "parts": parts, "overflowing": overflowing,
        "inspector": {"need": inspector.table_width_needed(), "width": inspector.table.width(),
                      "hscroll": inspector.table.horizontalScrollBar().isVisible()},
    }


def main() -> None:
    sample, out_dir, language = sys.argv[1], Path(sys.argv[2]), sys.argv[3]
    app = QApplication(sys.argv[:1])
    app.setOrganizationName("Battlemap")
    app.setApplicationName("Battlemap")
    QSettings().setValue("ui/language", language)
    from battlemap.ui.i18n import install_translations
    from battlemap.ui.main_window import MainWindow

    install_translations(app)
    window = MainWindow()
    screen = app.primaryScreen().geometry()
    window.setGeometry(app.primaryScreen().availableGeometry())
    window.show()
    window.open_path(sample)
    report = {"screen": [screen.x(), screen.y(), screen.width(), screen.height()]}
    for mode in ("edit", "play"):
        window.play.set_play_mode(mode == "play")
        window.scene.select_tokens(list(window.document.tokens)[:1])
        settle(app, window)
        report[mode] = probe(window)
        app.primaryScreen().grabWindow(0).save(str(out_dir / f"{language}_{mode}.png"))
    print(json.dumps(report))
    window.documents.maybe_save = lambda: True
    window.close()


if __name__ == "__main__":
    main()
