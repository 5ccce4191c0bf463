"""The window's raster fills stay on the painting thread: Qt's thread pool
for big fills (`ui.scene.serial_fills`) is never started. Each case runs in
a fresh Python, since Qt decides once per process, at its first big fill."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import glob, sys
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

app = QApplication(["probe"])
if sys.argv[1] == "window":
    from battlemap.ui.main_window import MainWindow
    from tests.ui.conftest import sample_document

    window = MainWindow()
    window.editor.set_document(sample_document())
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    window.view.viewport().repaint()
image = QImage(800, 800, QImage.Format.Format_ARGB32_Premultiplied)
painter = QPainter(image)
painter.fillRect(0, 0, 800, 800, QColor(10, 20, 30, 128))  # 800 rows: a pooled fill if the pool may start
painter.end()
print(sum(open(p).read().strip() == "Thread (pooled)" for p in glob.glob("/proc/self/task/*/comm")))
"""


def pooled_threads(mode: str) -> int:
    env = {k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", PROBE, mode], env=env, cwd=ROOT, capture_output=True,
                         text=True, timeout=120, check=True)
    return int(out.stdout.strip().splitlines()[-1])


def test_a_big_fill_starts_qts_pool_without_the_switch():  # (the probe sees the pool)
    assert pooled_threads("bare") > 0


def test_the_window_keeps_every_fill_on_the_painting_thread():
    assert pooled_threads("window") == 0
