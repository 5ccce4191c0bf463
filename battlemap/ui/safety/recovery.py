"""Recovery after a crash: autosaves left by sessions that did not exit
cleanly are offered one by one (Recover, Discard, Show in Folder, or Later).

`run_recovery(window, autosaver, ask)` does the work; `ask(entry)` returns a
`Decision` (by default `RecoveryDialog(entry, ...).decide()`), so tests and
other front ends can answer without a dialog.

Recover opens the autosave as a modified document that keeps the map's own
path: the first Save over that file asks for confirmation (`ConfirmFirstSave`).
"""

from __future__ import annotations

import enum
import logging
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Qt, QTimeZone, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QMessageBox, QPushButton, QStyle, QVBoxLayout,
    QWidget,
)

from battlemap.core.errors import BattlemapError
from battlemap.core.io.document_format import load_document
from battlemap.core.model import Document
from battlemap.ui.safety.autosave import AutosaveEntry, Autosaver
from battlemap.ui import plain_text

if TYPE_CHECKING:
    from battlemap.ui.main_window import MainWindow

log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Recovery", text)


class Decision(enum.Enum):
    RECOVER = "recover"  # open it as the modified map
    DISCARD = "discard"  # delete it
    SHOW = "show"  # reveal the autosave folder; keep it for next time
    LATER = "later"  # keep it for next time


Ask = Callable[[AutosaveEntry], Decision]


def format_time(moment: datetime) -> str:
    """`moment` in local time, in the user's locale's short format."""
    utc = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()), QTimeZone.utc())
    return QLocale().toString(utc.toLocalTime(), QLocale.FormatType.ShortFormat)


def original_is_newer(entry: AutosaveEntry) -> bool:
    """The map's own file was written after the autosave (saved elsewhere since?)."""
    if entry.original_path is None:
        return False
    try:
        mtime = entry.original_path.stat().st_mtime
    except OSError:
        return False
    return datetime.fromtimestamp(mtime, timezone.utc) > entry.saved_at


def reveal_folder(folder: Path) -> bool:
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


class RecoveryDialog(QDialog):
    """Asks what to do with one left-over autosave. `decide()` shows it and
    returns the Decision; "Show in Folder" reveals the folder and leaves the
    dialog open."""

    def __init__(self, entry: AutosaveEntry, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.folder = folder
        self.decision = Decision.LATER
        self.setWindowTitle(self.tr("Recover map"))
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        icon = QLabel()
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(48, 48))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        top.addWidget(icon)
        self.message = QLabel(self.text())
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.addWidget(self.message, 1)
        layout.addLayout(top)
        box = QDialogButtonBox(self)
        self.buttons: dict[Decision, QPushButton] = {
            Decision.RECOVER: box.addButton(self.tr("&Recover"), QDialogButtonBox.ButtonRole.AcceptRole),
            Decision.SHOW: box.addButton(self.tr("&Show in Folder"), QDialogButtonBox.ButtonRole.ActionRole),
            Decision.DISCARD: box.addButton(self.tr("&Discard"), QDialogButtonBox.ButtonRole.DestructiveRole),
            Decision.LATER: box.addButton(self.tr("Decide &Later"), QDialogButtonBox.ButtonRole.RejectRole),
        }
        self.buttons[Decision.RECOVER].setDefault(True)
        for decision, button in self.buttons.items():
            button.clicked.connect(lambda _checked=False, d=decision: self._chosen(d))
        layout.addWidget(box)

    def text(self) -> str:
        entry = self.entry
        when = format_time(entry.saved_at)
        if entry.original_path is not None:
            lines = [self.tr("Battlemap did not close properly. An autosaved version of {name} "
                             "from {time} was found.").format(name=entry.original_path.name, time=when),
                     self.tr("Recovering it opens it with your changes; saving it replaces {path}.")
                     .format(path=str(entry.original_path))]
            if original_is_newer(entry):
                lines.append(self.tr("Careful: that file was saved after this autosave."))
        else:
            name = entry.name or self.tr("an untitled map")
            lines = [self.tr("Battlemap did not close properly. An autosaved version of {name} "
                             "from {time} was found. It had never been saved.")
                     .format(name=name, time=when)]
        return "\n\n".join(lines)

    def _chosen(self, decision: Decision) -> None:
        if decision is Decision.SHOW:
            if not reveal_folder(self.folder):
                plain_text.information(
                    self, self.tr("Autosave folder"),
                    self.tr("The autosaves are in {folder}").format(folder=str(self.folder)))
            return
        self.decision = decision
        if decision is Decision.LATER:
            self.reject()
        else:
            self.accept()

    def reject(self) -> None:  # Escape, the close button
        self.decision = Decision.LATER
        super().reject()

    def decide(self) -> Decision:
        self.exec()
        return self.decision


class ConfirmFirstSave(QObject):
    """Until a recovered map has been saved once, saving it over its own file
    asks first (the file may hold other work by now).

    It stands in for the controller's `save_to` (which Save, Save As and the
    close prompt all call) and steps aside after a save or when another
    document is opened."""

    def __init__(self, window: "MainWindow", path: Path) -> None:
        super().__init__(window.documents)
        self.window = window
        self.documents = window.documents
        self.path = Path(path)
        self._save_to = self.documents.save_to
        self._hook = self._guarded_save_to
        self.documents.save_to = self._hook
        window.editor.document_replaced.connect(self.release)

    def _same_file(self, path: str | Path) -> bool:
        try:
            return Path(path).resolve() == self.path.resolve()
        except OSError:
            return Path(path) == self.path

    def _guarded_save_to(self, path: str | Path) -> bool:
        if self._same_file(path):
            answer = plain_text.question(
                self.window, self.tr("Save recovered map"),
                self.tr("Replace {path} with the recovered map?").format(path=str(self.path)),
                QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Save)
            if answer not in (QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Yes):
                return False
        saved = self._save_to(path)
        if saved:
            self.release()
        return saved

    def release(self, *_args) -> None:
        if vars(self.documents).get("save_to") is self._hook:
            del self.documents.save_to
        try:
            self.window.editor.document_replaced.disconnect(self.release)
        except (RuntimeError, TypeError):
            pass
        self.deleteLater()

    @property
    def active(self) -> bool:
        return vars(self.documents).get("save_to") is self._hook


def load_autosave(entry: AutosaveEntry) -> Document:
    """The autosave, or its previous version if the last write is unreadable."""
    try:
        return load_document(entry.path)
    except BattlemapError:
        if not entry.backup.exists():
            raise
        log.warning("autosave %s unreadable; trying its backup", entry.path)
        try:
            return load_document(entry.backup)
        except BattlemapError:
            pass
        raise


def recover(window: "MainWindow", autosaver: Autosaver, entry: AutosaveEntry) -> bool:
    """Open `entry` in `window` as a modified map with the map's own path.
    Its autosave moves to this session (so it stays safe); False if the user
    kept the current map or the autosave cannot be read."""
    documents = window.documents
    if not documents.maybe_save():
        return False
    try:
        doc = load_autosave(entry)
    except BattlemapError as exc:
        plain_text.critical(window, _tr("Cannot recover map"), str(exc))
        return False
    path = entry.original_path
    if path is not None:
        name = path.name
    else:
        name = _tr("{name} (recovered)").format(name=entry.name or _tr("Untitled"))
    documents._replace(doc, path, name)  # noqa: SLF001 - the controller's one way to swap documents
    window.undo_stack.resetClean()  # modified: it differs from the file (or there is none)
    if autosaver.save_now():  # safe under this session before the old autosave goes
        autosaver.store.delete(entry.path)
    if path is not None:
        ConfirmFirstSave(window, path)
    return True


def run_recovery(window: "MainWindow", autosaver: Autosaver,
                 ask: Ask) -> list[tuple[AutosaveEntry, Decision]]:
    """Offer every autosave left by a crashed session; returns what was decided."""
    store = autosaver.store
    try:
        entries = store.orphans()
    except OSError as exc:
        log.warning("cannot look for autosaves in %s: %s", store.folder, exc)
        return []
    results = []
    for entry in entries:
        decision = ask(entry)
        if decision is Decision.RECOVER:
            if not recover(window, autosaver, entry):
                decision = Decision.LATER
        elif decision is Decision.DISCARD:
            store.delete(entry.path)
        elif decision is Decision.SHOW:
            reveal_folder(store.folder)
        results.append((entry, decision))
    try:
        store.remove_dead_markers()
    except OSError as exc:
        log.warning("cannot tidy %s: %s", store.folder, exc)
    return results
