"""New, Open, Save, Save As, samples and recent files; the window title;
asking before unsaved work is lost."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMessageBox
from shiboken6 import isValid

from battlemap.core.errors import BattlemapError
from battlemap.core.io.document_format import FILE_SUFFIX, save_document
from battlemap.core.io.maps import load_map
from battlemap.core.model import Document
from battlemap.ui.dialogs.new_map_dialog import NewMapDialog
from battlemap.ui.editor import Editor, blank_document
from battlemap.ui.recent_files import add_recent_file, forget_recent_file
from battlemap.ui import plain_text


NATIVE_SUFFIXES = (".battlemap", ".json")


class DocumentController(QObject):
    """`path` is the file the document saves to (None: untitled, or a sample,
    which opens as an untitled copy so Save never overwrites it)."""

    path_changed = Signal()

    def __init__(self, window: QMainWindow, editor: Editor) -> None:
        super().__init__(window)
        self.window = window
        self.editor = editor
        self.path: Path | None = None
        self.name = self.tr("Untitled")
        editor.undo_stack.cleanChanged.connect(self._update_title)
        self._update_title()

    def file_filter(self) -> str:
        return self.tr("Battlemaps (*{suffix});;All files (*)").format(suffix=FILE_SUFFIX)

    def open_filter(self) -> str:
        """Open reads other formats too; they open as untitled copies."""
        return self.tr(
            "Maps (*{suffix} *.dd2vtt *.uvtt *.df2vtt *.toml);;Battlemaps (*{suffix});;"
            "Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt);;Rules cases (*.toml);;All files (*)"
        ).format(suffix=FILE_SUFFIX)

    def _folder(self) -> str:
        return str(self.path.parent) if self.path else ""

    def _update_title(self) -> None:
        if not isValid(self.window):  # the stack's last signals while the window is destroyed
            return
        self.window.setWindowTitle(f"{self.name}[*]")
        self.window.setWindowModified(not self.editor.undo_stack.isClean())

    def _replace(self, doc: Document, path: Path | None, name: str) -> None:
        self.editor.set_document(doc)
        self.path = path
        self.name = name
        self._update_title()
        self.path_changed.emit()

    # --- commands ---------------------------------------------------------------------------
    def new(self) -> bool:
        if not self.maybe_save():
            return False
        from battlemap.ui.safety.settings import Settings

        settings = Settings()
        dialog = NewMapDialog(self.window, settings.last_ruleset)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        width, height, ruleset = dialog.values()
        settings.last_ruleset = ruleset
        self._replace(blank_document(width, height, ruleset), None, self.tr("Untitled"))
        return True

    def open(self) -> bool:
        if not self.maybe_save():
            return False
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open map"), self._folder(),
                                              self.open_filter())
        return bool(path) and self.open_path(path)

    def open_recent(self, path: str) -> bool:
        if not self.maybe_save():
            return False
        if not Path(path).exists():
            forget_recent_file(path)
        return self.open_path(path)

    def open_sample(self, path: Path) -> bool:
        return self.maybe_save() and self.open_path(path, as_copy=True)

    def open_path(self, path: str | Path, as_copy: bool = False) -> bool:
        """Load `path`; on failure tell the user and leave the current map as it is.
        Files of other formats (rules cases, Universal VTT) open as untitled
        copies, so saving never overwrites them with a document."""
        path = Path(path)
        try:
            doc = load_map(path)
        except BattlemapError as exc:
            plain_text.critical(self.window, self.tr("Cannot open map"), str(exc))
            return False
        if path.suffix.lower() not in NATIVE_SUFFIXES:
            self._replace(doc, None, self.tr("{name} (imported)").format(name=path.stem))
        elif as_copy:
            self._replace(doc, None, self.tr("{name} (sample)").format(name=path.stem))
        else:
            self._replace(doc, path, path.name)
            add_recent_file(path)
        return True

    def save(self) -> bool:
        return self.save_to(self.path) if self.path else self.save_as()

    def save_as(self) -> bool:
        suggestion = str(self.path) if self.path else self.name.split(" (")[0] + FILE_SUFFIX
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save map as"), suggestion,
                                              self.file_filter())
        if not path:
            return False
        if not Path(path).suffix:
            path += FILE_SUFFIX
        return self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        path = Path(path)
        try:
            save_document(self.editor.document, path)
        except BattlemapError as exc:
            plain_text.critical(self.window, self.tr("Cannot save map"), str(exc))
            return False
        self.path, self.name = path, path.name
        self.editor.undo_stack.setClean()
        add_recent_file(path)
        self._update_title()
        self.path_changed.emit()
        return True

    def maybe_save(self) -> bool:
        """True when the current map may be replaced or closed: it is saved,
        or the user saved it or chose to discard the changes."""
        if self.editor.undo_stack.isClean():
            return True
        answer = plain_text.warning(
            self.window, self.tr("Unsaved changes"),
            self.tr("Save the changes to {name}?").format(name=self.name),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard
