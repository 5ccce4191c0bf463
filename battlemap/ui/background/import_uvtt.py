"""File > Import Universal VTT...: a `.dd2vtt`, `.uvtt` or `.df2vtt` file
(Dungeondraft, DungeonFog, Dungeon Alchemist...) opens as a new untitled
document with its walls, doors and background image.

The current map is asked about first (save, discard, cancel) and stays as it
is when the file cannot be read; the problem is shown as one line.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from battlemap.core.errors import BattlemapError
from battlemap.core.io.uvtt import UVTT_SUFFIXES, read_uvtt
from battlemap.core.model import SegmentKind
from battlemap.ui import plain_text

if TYPE_CHECKING:
    from battlemap.ui.main_window import MainWindow

STATUS_MESSAGE_MS = 10_000


def uvtt_file_filter() -> str:
    patterns = " ".join(f"*{suffix}" for suffix in UVTT_SUFFIXES)
    text = QCoreApplication.translate("ImportUvtt", "Universal VTT maps ({patterns});;All files (*)")
    return text.format(patterns=patterns)


def import_uvtt(window: "MainWindow") -> bool:
    """Ask for a file and import it; True when a map was imported."""
    documents = window.documents
    if not documents.maybe_save():
        return False
    caption = QCoreApplication.translate("ImportUvtt", "Import Universal VTT map")
    path, _ = QFileDialog.getOpenFileName(window, caption, documents._folder(), uvtt_file_filter())
    return bool(path) and import_uvtt_path(window, path)


def import_uvtt_path(window: "MainWindow", path: str | Path) -> bool:
    """Import `path` as a new untitled document (no question about the
    current one: `import_uvtt` asks). On failure the current map stays."""
    path = Path(path)
    try:
        doc = read_uvtt(path, ruleset=window.document.ruleset)
    except BattlemapError as exc:
        plain_text.critical(window, QCoreApplication.translate("ImportUvtt", "Cannot import map"),
                             " ".join(str(exc).split()))
        return False
    name = QCoreApplication.translate("ImportUvtt", "{name} (imported)").format(name=path.stem)
    window.documents._replace(doc, None, name)
    walls = sum(1 for s in doc.board.segments if s.kind is SegmentKind.WALL)
    doors = sum(1 for s in doc.board.segments if s.kind is SegmentKind.DOOR)
    text = QCoreApplication.translate(
        "ImportUvtt", "Imported {file}: {walls} walls, {doors} doors, {w} × {h} squares")
    window.statusBar().showMessage(
        text.format(file=path.name, walls=walls, doors=doors, w=doc.board.width,
                    h=doc.board.height), STATUS_MESSAGE_MS)
    return True
