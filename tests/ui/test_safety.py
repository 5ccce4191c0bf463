"""Never lose a map: autosave, crash recovery and preferences, through the window.

Every test runs with QStandardPaths' test mode, HOME in a temporary folder
and its own organisation name, so the autosave folder and the settings are
throwaway ones (the user's real data is never touched).
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
import textwrap
import uuid
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths, QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from battlemap.core.edits import AddToken, GroupEdits, MoveToken, PaintCells, SetSegment
from battlemap.core.errors import BattlemapError
from battlemap.core.io.document_format import load_document, save_document
from battlemap.core.model import Document, Segment, Solid, Token
from battlemap.ui.commands import (
    AddTokenCommand, MoveTokensCommand, PaintCellsCommand, SetSegmentCommand,
)
from battlemap.ui.recent_files import recent_files
from battlemap.ui.safety import autosave as autosave_module
from battlemap.ui.safety.autosave import AutosaveStore, autosave_folder, session_is_live
from battlemap.ui.safety.preferences_dialog import PreferencesDialog
from battlemap.ui.safety.recovery import Decision, RecoveryDialog
from battlemap.ui.safety.settings import Settings
from tests.ui.conftest import sample_document

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def _settings_root(tmp_path_factory):
    return tmp_path_factory.mktemp("safety-settings")


@pytest.fixture(autouse=True)
def safe_env(monkeypatch, tmp_path, _settings_root):
    """A private autosave folder and settings; returns the autosave folder."""
    names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    default_format = QSettings.defaultFormat()
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    QStandardPaths.setTestModeEnabled(True)
    QCoreApplication.setOrganizationName(f"BattlemapSafetyTest{uuid.uuid4().hex[:10]}")
    QCoreApplication.setApplicationName("Battlemap")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(_settings_root))
    folder = autosave_folder()
    assert folder.is_relative_to(tmp_path) and ".qttest" in folder.parts
    yield folder
    QCoreApplication.setOrganizationName(names[0])
    QCoreApplication.setApplicationName(names[1])
    QSettings.setDefaultFormat(default_format)
    QStandardPaths.setTestModeEnabled(False)


# --- helpers -------------------------------------------------------------------------------

def new_window(qtbot, keep=True):
    """A main window as at start-up; `keep=False`: the test disposes of it (crash)."""
    from battlemap.ui.main_window import MainWindow

    window = MainWindow()
    if keep:
        qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def modify(window) -> None:
    """Four undoable edits of the sample document."""
    doc, editor = window.document, window.editor
    editor.push(PaintCellsCommand(doc, PaintCells("solid", [(0, 0), (3, 3)], Solid.WALL), "wall"))
    editor.push(MoveTokensCommand(doc, GroupEdits([MoveToken("aria", 4, 5)])))
    editor.push(AddTokenCommand(doc, AddToken(Token("gob", 9, 8, "Goblin", faction="enemy"))))
    editor.push(SetSegmentCommand(doc, SetSegment(0, Segment("door", ((8, 2), (9, 2)), open=True))))


def paint(window, x=1, y=1, value=Solid.LOW) -> None:
    window.editor.push(PaintCellsCommand(window.document, PaintCells("solid", [(x, y)], value), "x"))


def crash(window) -> None:
    """The editor dies: no close event, no clean-up; its files stay behind."""
    window.hide()
    shiboken6.delete(window)
    QCoreApplication.processEvents()


def snapshot(doc: Document) -> Document:
    """A deep copy of the content (without the listeners)."""
    shallow = copy.copy(doc)
    shallow._listeners = []
    return copy.deepcopy(shallow)


def files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


def open_map(window, tmp_path, name="keep.battlemap") -> Path:
    path = tmp_path / name
    save_document(sample_document(), path)
    assert window.open_path(str(path))
    return path


def crashed_session(qtbot, tmp_path, untitled=False):
    """A session that opened a map (or an untitled one), modified and
    autosaved it, then crashed. Returns (map path or None, edited document,
    autosave file, marker file)."""
    window = new_window(qtbot, keep=False)
    path = None
    if untitled:
        window.editor.set_document(sample_document())
    else:
        path = open_map(window, tmp_path)
    modify(window)
    assert window.safety.autosaver.autosave()
    edited = snapshot(window.document)
    autosave, marker = window.safety.autosaver.file, window.safety.store.marker_path
    crash(window)
    return path, edited, autosave, marker


def when_shown(cls, act):
    """Run `act(dialog)` on the first visible `cls` top-level, from within its
    exec loop; the dialog is rejected if `act` leaves it open. Keep the
    returned timer referenced until then."""
    def poll():
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, cls) and widget.isVisible():
                timer.stop()
                try:
                    act(widget)
                finally:
                    if widget.isVisible():
                        widget.reject()
                return

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(poll)
    timer.start()
    return timer


# --- autosave --------------------------------------------------------------------------------

def test_autosave_writes_the_modified_map_and_a_sidecar(qtbot, safe_env, tmp_path):
    window = new_window(qtbot)
    path = open_map(window, tmp_path)
    autosaver = window.safety.autosaver
    assert autosaver.timer.isActive() and autosaver.timer.interval() == 60_000
    assert autosaver.autosave() and autosaver.file is None  # clean: nothing to do
    assert files(safe_env) == []
    modify(window)
    assert autosaver.autosave()
    session = window.safety.store.session
    assert files(safe_env) == [f"keep.{session}.battlemap", f"keep.{session}.json",
                               f"session-{session}.json"]
    assert load_document(autosaver.file).content_equals(window.document)
    sidecar = json.loads((safe_env / f"keep.{session}.json").read_text())
    assert sidecar["original_path"] == str(path) and sidecar["name"] == "keep.battlemap"
    assert sidecar["format"] == "battlemap-autosave" and sidecar["saved_at"]
    marker = json.loads((safe_env / f"session-{session}.json").read_text())
    assert marker["pid"] == os.getpid()
    # unchanged since: no rewrite; changed: rewritten, the previous one kept as .bak
    with qtbot.assertNotEmitted(autosaver.saved):
        assert autosaver.autosave()
    paint(window)
    with qtbot.waitSignal(autosaver.saved):
        assert autosaver.autosave()
    assert (safe_env / f"keep.{session}.battlemap.bak").exists()


def test_the_timer_autosaves(qtbot, safe_env):
    window = new_window(qtbot)
    autosaver = window.safety.autosaver
    autosaver.set_interval(0.05)
    paint(window)
    with qtbot.waitSignal(autosaver.saved, timeout=3000) as blocker:
        pass
    assert Path(blocker.args[0]).name.startswith("untitled.")
    assert load_document(autosaver.file).content_equals(window.document)
    autosaver.set_interval(0)
    assert not autosaver.timer.isActive()


def test_saving_or_replacing_the_map_removes_its_autosave(qtbot, safe_env, tmp_path):
    window = new_window(qtbot)
    open_map(window, tmp_path)
    modify(window)
    window.safety.autosaver.autosave()
    autosave = window.safety.autosaver.file
    assert autosave.exists()
    assert window.documents.save()
    assert not autosave.exists() and window.safety.autosaver.file is None
    paint(window)
    window.safety.autosaver.autosave()
    autosave = window.safety.autosaver.file
    window.editor.set_document(sample_document())  # File > New or Open
    assert not autosave.exists()
    assert files(safe_env) == [f"session-{window.safety.store.session}.json"]


def test_clean_exit_removes_the_autosave_and_the_marker(qtbot, safe_env, message_boxes):
    window = new_window(qtbot)
    paint(window)
    window.safety.autosaver.autosave()
    assert len(files(safe_env)) == 3
    message_boxes.answer = QMessageBox.StandardButton.Cancel  # "Unsaved changes": Cancel
    window.close()
    assert window.isVisible() and len(files(safe_env)) == 3
    QCoreApplication.processEvents()
    message_boxes.answer = QMessageBox.StandardButton.Discard
    window.close()
    assert not window.isVisible()
    assert files(safe_env) == []
    assert not window.safety.autosaver.timer.isActive()


def test_quitting_without_closing_keeps_a_fresh_autosave_for_next_time(qtbot, safe_env):
    window = new_window(qtbot)
    paint(window)
    QCoreApplication.instance().aboutToQuit.emit()
    store = window.safety.store
    assert not store.marker_path.exists()
    assert [e.session for e in AutosaveStore(safe_env).orphans()] == [store.session]


# --- crash and recovery ------------------------------------------------------------------------

def test_crash_then_recover_gives_the_modified_map_back(qtbot, safe_env, tmp_path, message_boxes):
    path, edited, autosave, marker = crashed_session(qtbot, tmp_path)
    assert autosave.exists() and marker.exists()
    window = new_window(qtbot)
    asked = []
    results = window.safety.check_recovery(ask=lambda entry: asked.append(entry) or Decision.RECOVER)
    assert [(e.original_path, d) for e, d in results] == [(path, Decision.RECOVER)]
    assert asked[0].name == "keep.battlemap"
    assert window.document.content_equals(edited)
    assert window.documents.path == path
    assert not window.undo_stack.isClean() and window.isWindowModified()
    # the autosave now belongs to the running session; the crashed one is gone
    assert not autosave.exists() and not marker.exists()
    assert load_document(window.safety.autosaver.file).content_equals(edited)
    assert load_document(path).content_equals(sample_document())
    # Save writes to the map's own file, after a confirmation
    message_boxes.answer = QMessageBox.StandardButton.Cancel
    assert not window.documents.save()
    assert message_boxes.shown[-1][0] == "question"
    assert load_document(path).content_equals(sample_document())
    message_boxes.answer = QMessageBox.StandardButton.Save
    assert window.documents.save()
    assert load_document(path).content_equals(edited)
    assert window.undo_stack.isClean() and window.safety.autosaver.file is None
    shown = len(message_boxes.shown)
    paint(window)
    assert window.documents.save() and len(message_boxes.shown) == shown  # asked once only
    assert window.safety.check_recovery(ask=pytest.fail) == []


def test_recover_an_untitled_map_with_the_dialog(qtbot, safe_env, tmp_path, monkeypatch):
    _, edited, autosave, _ = crashed_session(qtbot, tmp_path, untitled=True)
    window = new_window(qtbot)
    seen = []

    class Answering(RecoveryDialog):
        def decide(self):
            seen.append(self.message.text())
            self.buttons[Decision.RECOVER].click()
            return self.decision

    monkeypatch.setattr(window.safety, "recovery_dialog_class", Answering)
    results = window.safety.check_recovery()
    assert [d for _, d in results] == [Decision.RECOVER]
    assert "never been saved" in seen[0]
    assert window.document.content_equals(edited)
    assert window.documents.path is None and window.isWindowModified()
    assert "recovered" in window.windowTitle()
    assert not autosave.exists()


def test_the_recovery_dialog_runs_modal(qtbot, safe_env, tmp_path):
    path, _, autosave, _ = crashed_session(qtbot, tmp_path)
    window = new_window(qtbot)
    texts = []

    def discard(dialog):
        texts.append(dialog.message.text())
        dialog.buttons[Decision.DISCARD].click()

    timer = when_shown(RecoveryDialog, discard)
    results = window.safety.check_recovery()
    timer.stop()
    assert [d for _, d in results] == [Decision.DISCARD]
    assert "keep.battlemap" in texts[0] and str(path) in texts[0]
    assert not autosave.exists()


def test_discard_deletes_the_autosave(qtbot, safe_env, tmp_path):
    window = new_window(qtbot, keep=False)
    open_map(window, tmp_path)
    modify(window)
    window.safety.autosaver.autosave()
    paint(window)
    window.safety.autosaver.autosave()  # and a .bak
    crash(window)
    assert len(files(safe_env)) == 4
    window = new_window(qtbot)
    blank = snapshot(window.document)
    results = window.safety.check_recovery(ask=lambda entry: Decision.DISCARD)
    assert [d for _, d in results] == [Decision.DISCARD]
    assert files(safe_env) == []  # the autosave, its .bak, sidecar and the dead marker
    assert window.document.content_equals(blank) and window.undo_stack.isClean()


def test_show_and_later_keep_the_autosave_for_next_time(qtbot, safe_env, tmp_path, monkeypatch):
    _, edited, autosave, _ = crashed_session(qtbot, tmp_path)
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url) or True))
    window = new_window(qtbot)
    window.safety.check_recovery(ask=lambda entry: Decision.SHOW)
    assert opened == [QUrl.fromLocalFile(str(safe_env))]
    assert autosave.exists() and window.undo_stack.isClean()
    # in the dialog, Show reveals the folder and the question stays open
    dialog = RecoveryDialog(window.safety.store.orphans()[0], safe_env, window)
    dialog.show()
    dialog.buttons[Decision.SHOW].click()
    assert dialog.isVisible() and len(opened) == 2
    dialog.buttons[Decision.LATER].click()
    assert not dialog.isVisible() and dialog.decision is Decision.LATER
    window.safety.check_recovery(ask=lambda entry: Decision.LATER)
    assert autosave.exists()
    results = window.safety.check_recovery(ask=lambda entry: Decision.RECOVER)
    assert [d for _, d in results] == [Decision.RECOVER]
    assert window.document.content_equals(edited)


def test_a_damaged_autosave_recovers_from_its_backup(qtbot, safe_env, tmp_path):
    window = new_window(qtbot, keep=False)
    open_map(window, tmp_path)
    modify(window)
    window.safety.autosaver.autosave()
    first = snapshot(window.document)
    paint(window)
    window.safety.autosaver.autosave()
    autosave = window.safety.autosaver.file
    crash(window)
    autosave.write_bytes(b"PK\x03\x04 torn")
    window = new_window(qtbot)
    window.safety.check_recovery(ask=lambda entry: Decision.RECOVER)
    assert window.document.content_equals(first)


def test_a_running_session_is_never_offered(qtbot, safe_env):
    other = new_window(qtbot)
    paint(other)
    other.safety.autosaver.autosave()
    window = new_window(qtbot)
    assert window.safety.check_recovery(ask=pytest.fail) == []
    assert other.safety.autosaver.file.exists()


def test_another_process_is_offered_only_once_it_is_gone(qtbot, safe_env):
    """A real second editor process (only its autosave store) that gets killed."""
    script = textwrap.dedent(f"""
        import sys, time
        from pathlib import Path
        from battlemap.core.model import Board, Document
        from battlemap.ui.safety.autosave import AutosaveStore
        store = AutosaveStore(Path({str(safe_env)!r}))
        store.write(Document(Board(3, 2)), store.document_path("other"), None, "Other")
        print(store.session, flush=True)
        time.sleep(120)
    """)
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                             cwd=REPO)
    try:
        session = child.stdout.readline().strip()
        assert session, "the child process did not start"
        assert session_is_live(safe_env, session)
        window = new_window(qtbot)
        assert window.safety.check_recovery(ask=pytest.fail) == []
    finally:
        child.kill()
        child.wait()
        child.stdout.close()
    assert not session_is_live(safe_env, session)
    results = window.safety.check_recovery(ask=lambda entry: Decision.DISCARD)
    assert [e.session for e, _ in results] == [session]
    assert files(safe_env) == []


def test_a_reused_process_id_does_not_keep_a_crashed_session_alive(safe_env):
    store = AutosaveStore(safe_env)
    store.write(sample_document(), store.document_path("x"), None, "x")
    autosave_module._LIVE_SESSIONS.discard(store.session)  # as seen from another process
    marker = json.loads(store.marker_path.read_text())
    parent = os.getppid()
    start = autosave_module.process_start_id(parent)
    store.marker_path.write_text(json.dumps({**marker, "pid": parent, "process_start": start}))
    assert session_is_live(safe_env, store.session)
    if start is None:
        pytest.skip("no process start times on this system")
    store.marker_path.write_text(json.dumps({**marker, "pid": parent, "process_start": start + "0"}))
    assert not session_is_live(safe_env, store.session)


# --- failures -------------------------------------------------------------------------------------

@pytest.mark.parametrize("error", [BattlemapError("could not save the document: disk full", "x"),
                                   RuntimeError("a bug")])
def test_a_failing_autosave_shows_a_message_and_carries_on(qtbot, monkeypatch, error):
    failing = [True]
    real_save = autosave_module.save_document

    def save(doc, path):
        if failing[0]:
            raise error
        real_save(doc, path)

    monkeypatch.setattr(autosave_module, "save_document", save)
    window = new_window(qtbot)
    paint(window)
    assert not window.safety.autosaver.autosave()
    message = window.statusBar().currentMessage()
    assert message.startswith("Autosave failed: ") and str(error.args[0]) in message
    failing[0] = False
    assert window.safety.autosaver.autosave()
    assert window.safety.autosaver.file.exists()


def test_an_unwritable_autosave_folder_does_not_crash_the_timer(qtbot, safe_env):
    safe_env.parent.mkdir(parents=True)
    safe_env.write_text("a file where the folder should be")
    window = new_window(qtbot)
    paint(window)
    window.safety.autosaver.set_interval(0.02)
    with qtbot.waitSignal(window.safety.autosaver.failed, timeout=3000) as blocker:
        pass
    assert blocker.args[0].startswith("Autosave failed: ")
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Autosave failed"))
    assert window.safety.check_recovery(ask=pytest.fail) == []
    window.close()  # the clean exit copes as well


# --- preferences -----------------------------------------------------------------------------------

def test_preferences_persist_and_apply(qtbot, safe_env):
    window = new_window(qtbot)
    edit_menu = next(a.menu() for a in window.menuBar().actions()
                     if a.menu() and window.menus.undo_action in a.menu().actions())
    assert window.safety.preferences_action in edit_menu.actions()

    def choose(dialog):
        assert dialog.autosave_box.value() == 60
        assert dialog.language_box.currentData() == ""
        assert [dialog.language_box.itemText(i) for i in range(dialog.language_box.count())] == [
            "System", "English", "Español", "Italiano", "简体中文"]
        dialog.autosave_box.setValue(120)
        dialog.language_box.setCurrentIndex(dialog.language_box.findData("it"))
        dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("pf1e"))
        dialog.accept()

    timer = when_shown(PreferencesDialog, choose)
    window.safety.preferences_action.trigger()
    timer.stop()
    settings = Settings()
    assert (settings.autosave_interval, settings.language, settings.last_ruleset) == (120, "it", "pf1e")
    QSettings().sync()
    stored = QSettings(QSettings().fileName(), QSettings.Format.IniFormat)
    assert stored.value("ui/language") == "it" and int(stored.value("autosave/interval")) == 120
    assert window.safety.autosaver.timer.interval() == 120_000
    assert window.document.ruleset == "pf1e"  # the untouched blank map follows
    assert new_window(qtbot).document.ruleset == "pf1e"  # and new windows start with it

    def cancel(dialog):
        dialog.autosave_box.setValue(0)
        dialog.reject()

    timer = when_shown(PreferencesDialog, cancel)
    assert not window.safety.show_preferences()
    timer.stop()
    assert Settings().autosave_interval == 120 and window.safety.autosaver.timer.isActive()


def test_preferences_dialog_off_and_unknown_language(qtbot, safe_env):
    Settings().language = "fr"
    dialog = PreferencesDialog()
    qtbot.addWidget(dialog)
    assert dialog.language_box.currentData() == "fr"
    dialog.autosave_box.setValue(0)
    assert dialog.autosave_box.text() == "Off"
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert Settings().autosave_interval == 0 and Settings().language == "fr"
    window = new_window(qtbot)
    assert not window.safety.autosaver.timer.isActive()


def test_settings_read_bad_values_as_defaults(safe_env, tmp_path):
    settings = Settings()
    assert (settings.autosave_interval, settings.language, settings.last_ruleset) == (60, "", "dnd35")
    assert settings.window_geometry is None and settings.window_state is None
    raw = QSettings()
    for value in ("soon", -5, 10 ** 9):
        raw.setValue("autosave/interval", value)
        assert settings.autosave_interval == 60
    raw.setValue("autosave/interval", "90")
    assert settings.autosave_interval == 90
    raw.setValue("newMap/ruleset", "gone")
    assert settings.last_ruleset == "dnd35"
    raw.setValue("ui/language", 3)
    assert settings.language == ""
    settings.add_recent_file(tmp_path / "a.battlemap")
    assert settings.recent_files == recent_files() == [str((tmp_path / "a.battlemap").resolve())]
