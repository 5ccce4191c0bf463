"""Text from files is never rich text: the window on a hostile document,
under a 4 GB address-space cap (see hostile_window.py), and the helpers."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument

from battlemap.ui.plain_text import plain_label, plain_tooltip

HERE = Path(__file__).parent
ROOT = HERE.parent.parent


def test_window_on_a_hostile_document_under_a_4_gb_cap(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    proc = subprocess.run([sys.executable, str(HERE / "hostile_window.py"), str(tmp_path)],
                          env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-3000:]
    assert proc.stdout.startswith("OK "), proc.stdout
    assert int(proc.stdout.split()[1]) > 1000  # it looked at many texts


def test_plain_tooltip_shows_markup_as_it_is(qapp) -> None:
    for text in ["<img src=/dev/zero>", "<b>x</b>\nsecond line", "a < b & c"]:
        tip = plain_tooltip(text)
        if GuiQt.mightBeRichText(tip):
            doc = QTextDocument()
            doc.setHtml(tip)
            assert doc.toPlainText().replace("\u2029", "\n") == text
        else:
            assert tip == text
    assert plain_tooltip("Ogre, prone") == "Ogre, prone"


def test_plain_label(qapp) -> None:
    label = plain_label(text="<b>x</b>")
    assert label.textFormat() == Qt.TextFormat.PlainText and label.text() == "<b>x</b>"


def test_a_background_image_file_that_is_a_fifo_is_refused(qapp, tmp_path: Path) -> None:
    import threading

    import pytest

    from battlemap.core.errors import BattlemapError
    from battlemap.ui.background.image_files import load_image_file

    path = tmp_path / "pipe.png"
    os.mkfifo(path)
    box: dict[str, object] = {}

    def work() -> None:
        with pytest.raises(BattlemapError, match="pipe") as info:
            load_image_file(path)
        box["error"] = info.value

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    thread.join(5)
    assert not thread.is_alive() and "error" in box


def test_message_boxes_get_text_that_shows_as_it_is(qapp, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from battlemap.ui import plain_text

    seen: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        staticmethod(lambda parent, title, text, *a: seen.append(text)))
    plain_text.critical(None, "Cannot open map", "x.battlemap: tokens[0].name: '<img src=/dev/zero>'")
    plain_text.critical(None, "Cannot open map", "x.battlemap: no such file")
    doc = QTextDocument()
    doc.setHtml(seen[0])
    assert doc.toPlainText().replace("\xa0", " ") == "x.battlemap: tokens[0].name: '<img src=/dev/zero>'"
    assert seen[1] == "x.battlemap: no such file"  # plain already: left as it is
