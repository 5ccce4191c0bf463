"""Autosave: a modified map is written every N seconds to the autosave folder.

The folder is `QStandardPaths.AppDataLocation/autosave`. Each editor session
(one window) has a random id and, once it has autosaved something, a marker
`session-<id>.json` holding its process id, host and start time. Its
autosave of the open map is `<stem>.<id>.battlemap` (the stem comes from
the map's path, or "untitled"), written with `save_document` (atomic, with a
`.bak` of the previous autosave), next to a sidecar `<stem>.<id>.json` with
the map's own path, name and the time of the autosave.

A clean exit, a save (the undo stack back to clean) or another document
removes the autosave; a clean exit removes the marker too. So an autosave
whose session is not running any more (no marker, or a marker whose process
is gone) is left over from a crash: the recovery check offers it.

A failing autosave never raises: `Autosaver.failed` carries a message for
the status bar.
"""

from __future__ import annotations

import json
import logging
import os
import re
import secrets
import socket
import sys
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QDir, QObject, QStandardPaths, QTimer, Signal

from battlemap.core.errors import BattlemapError
from battlemap.core.io.document_format import FILE_SUFFIX, save_document
from battlemap.core.model import Document

log = logging.getLogger(__name__)

FOLDER_NAME = "autosave"
SIDECAR_FORMAT = "battlemap-autosave"
SIDECAR_VERSION = 1
MARKER_PREFIX = "session-"
UNTITLED_STEM = "untitled"
# A marker written on another host is trusted this long after its last touch.
FOREIGN_MARKER_SECONDS = 60 * 60

_SESSION_RE = r"[0-9a-f]{12}"
_AUTOSAVE_RE = re.compile(rf"^(?P<stem>.+)\.(?P<session>{_SESSION_RE}){re.escape(FILE_SUFFIX)}$")
_MARKER_RE = re.compile(rf"^{MARKER_PREFIX}(?P<session>{_SESSION_RE})\.json$")

# Sessions alive in this process (their autosaver exists and has not ended).
_LIVE_SESSIONS: set[str] = set()


def autosave_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not base:  # no home folder: better the temp folder than the working directory
        base = str(Path(QDir.tempPath()) / "battlemap")
    return Path(base) / FOLDER_NAME


def new_session_id() -> str:
    return secrets.token_hex(6)


def safe_stem(stem: str) -> str:
    """A file-name-safe, short version of a map's name."""
    cleaned = re.sub(r"[^\w\- ]+", "_", stem).strip(" _.")[:40]
    return cleaned or UNTITLED_STEM


# --------------------------------------------------------------------------
# Is a session still running?

def pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if sys.platform == "win32":  # pragma: no cover - not exercised on the test machines
        import ctypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return ctypes.get_last_error() == 5  # access denied: it exists
        try:
            code = ctypes.c_ulong()
            return bool(kernel32.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == 259
        finally:
            kernel32.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def process_start_id(pid: int) -> str | None:
    """When process `pid` started (Linux: clock ticks since boot, plus the boot
    id), to tell it from a later process that got the same id; None elsewhere."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        start = stat[stat.rindex(")") + 2:].split()[19]
        boot = Path("/proc/sys/kernel/random/boot_id").read_text().strip()
    except (OSError, ValueError, IndexError):
        return None
    return f"{boot}:{start}"


@dataclass(frozen=True)
class SessionMarker:
    session: str
    pid: int
    host: str
    started: str
    process_start: str | None

    @classmethod
    def for_this_process(cls, session: str) -> "SessionMarker":
        return cls(session, os.getpid(), socket.gethostname(),
                   datetime.now(timezone.utc).isoformat(timespec="seconds"),
                   process_start_id(os.getpid()))


def read_marker(path: Path) -> SessionMarker | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return SessionMarker(str(data["session"]), int(data["pid"]), str(data["host"]),
                             str(data["started"]), data.get("process_start"))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def session_is_live(folder: Path, session: str) -> bool:
    """Whether the session that wrote autosaves with id `session` is still running."""
    if session in _LIVE_SESSIONS:
        return True
    marker_path = folder / f"{MARKER_PREFIX}{session}.json"
    marker = read_marker(marker_path)
    if marker is None:
        return False
    if marker.host != socket.gethostname():
        # Cannot look at another machine's processes: trust a recently touched marker.
        try:
            age = time.time() - marker_path.stat().st_mtime
        except OSError:
            return False
        return age < FOREIGN_MARKER_SECONDS
    if marker.pid == os.getpid():
        return False  # this process's live sessions are in _LIVE_SESSIONS
    if not pid_alive(marker.pid):
        return False
    if marker.process_start is not None:
        now = process_start_id(marker.pid)
        if now is not None and now != marker.process_start:
            return False  # the id went to another process
    return True


# --------------------------------------------------------------------------
# Files

def _write_json(path: Path, data: dict[str, Any]) -> None:
    """Write atomically (temp file, fsync, rename)."""
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    try:
        with open(tmp, "x", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def _unlink(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not remove %s: %s", path, exc)


@dataclass(frozen=True)
class AutosaveEntry:
    """An autosaved map found in the folder."""

    path: Path  # the autosaved document
    session: str
    original_path: Path | None  # where the map itself is saved (None: untitled)
    name: str  # the map's name in the window title when it was autosaved
    saved_at: datetime  # aware

    @property
    def sidecar(self) -> Path:
        return sidecar_path(self.path)

    @property
    def backup(self) -> Path:
        return self.path.with_name(self.path.name + ".bak")


def sidecar_path(document: Path) -> Path:
    return document.with_name(document.name[: -len(FILE_SUFFIX)] + ".json")


def _read_entry(path: Path, session: str) -> AutosaveEntry:
    """The entry for autosave `path`; a missing or broken sidecar (a crash
    between the two writes) leaves the map's path unknown."""
    original: Path | None = None
    name = ""
    saved_at: datetime | None = None
    try:
        data = json.loads(sidecar_path(path).read_text(encoding="utf-8"))
        if isinstance(data, dict) and data.get("format") == SIDECAR_FORMAT:
            if isinstance(data.get("original_path"), str) and data["original_path"]:
                original = Path(data["original_path"])
            if isinstance(data.get("name"), str):
                name = data["name"]
            if isinstance(data.get("saved_at"), str):
                saved_at = datetime.fromisoformat(data["saved_at"])
    except (OSError, ValueError):
        pass
    if saved_at is None or saved_at.tzinfo is None:
        try:
            saved_at = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc)
        except OSError:
            saved_at = datetime.now(timezone.utc)
    if not name:
        name = original.name if original else ""
    return AutosaveEntry(path, session, original, name, saved_at)


class AutosaveStore:
    """The autosave folder as seen by one session (`session`, random by default)."""

    def __init__(self, folder: Path | None = None, session: str | None = None) -> None:
        self.folder = Path(folder) if folder is not None else autosave_folder()
        self.session = session or new_session_id()
        self.marker_path = self.folder / f"{MARKER_PREFIX}{self.session}.json"
        _LIVE_SESSIONS.add(self.session)

    # --- this session -------------------------------------------------------------------------
    def document_path(self, stem: str) -> Path:
        return self.folder / f"{safe_stem(stem)}.{self.session}{FILE_SUFFIX}"

    def write(self, doc: Document, target: Path, original_path: Path | None, name: str) -> None:
        """Autosave `doc` to `target` (one of `document_path`'s). Raises
        BattlemapError or OSError."""
        self.folder.mkdir(parents=True, exist_ok=True)
        _LIVE_SESSIONS.add(self.session)
        if not self.marker_path.exists():  # before any autosave of ours can be seen
            marker = SessionMarker.for_this_process(self.session)
            _write_json(self.marker_path, marker.__dict__)
        save_document(doc, target)
        _write_json(sidecar_path(target), {
            "format": SIDECAR_FORMAT,
            "version": SIDECAR_VERSION,
            "session": self.session,
            "pid": os.getpid(),
            "original_path": str(original_path) if original_path else None,
            "name": name,
            "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        })

    def touch_marker(self) -> None:
        """Show other hosts the session is alive (see FOREIGN_MARKER_SECONDS)."""
        try:
            if self.marker_path.exists():
                os.utime(self.marker_path)
        except OSError:
            pass

    def end_session(self) -> None:
        """A clean end: the marker goes; the session is no longer live."""
        _unlink(self.marker_path)
        _LIVE_SESSIONS.discard(self.session)

    def resume_session(self) -> None:
        _LIVE_SESSIONS.add(self.session)

    # --- any session --------------------------------------------------------------------------
    def delete(self, document: Path) -> None:
        """Remove an autosave with its sidecar, backup and leftover temp files."""
        for path in (document, sidecar_path(document), document.with_name(document.name + ".bak")):
            _unlink(path)
        if self.folder.is_dir():
            stem = document.name[: -len(FILE_SUFFIX)]
            for tmp in self.folder.glob(f".{glob_escape(stem)}.*.tmp"):
                _unlink(tmp)

    def entries(self) -> list[AutosaveEntry]:
        """Every autosave in the folder, newest first."""
        if not self.folder.is_dir():
            return []
        found = []
        for path in self.folder.iterdir():
            match = _AUTOSAVE_RE.match(path.name)
            if match and path.is_file():
                found.append(_read_entry(path, match["session"]))
        return sorted(found, key=lambda e: e.saved_at, reverse=True)

    def orphans(self) -> list[AutosaveEntry]:
        """Autosaves left by sessions that are not running (crashed), newest first."""
        live: dict[str, bool] = {}
        result = []
        for entry in self.entries():
            if entry.session == self.session:
                continue
            if entry.session not in live:
                live[entry.session] = session_is_live(self.folder, entry.session)
            if not live[entry.session]:
                result.append(entry)
        return result

    def remove_dead_markers(self) -> None:
        """Forget crashed sessions that have no autosave left."""
        if not self.folder.is_dir():
            return
        with_files = {e.session for e in self.entries()}
        for path in self.folder.iterdir():
            match = _MARKER_RE.match(path.name)
            if (match and match["session"] != self.session and match["session"] not in with_files
                    and not session_is_live(self.folder, match["session"])):
                _unlink(path)


def glob_escape(text: str) -> str:
    return re.sub(r"([*?\[])", r"[\1]", text)


# --------------------------------------------------------------------------
# The timer

class _Documents(Protocol):
    """What the autosaver needs of `battlemap.ui.document_controller.DocumentController`."""

    path: Path | None
    name: str


class Autosaver(QObject):
    """Autosaves `editor`'s document every `seconds` while it is modified.

    `autosave()` is the timer's slot (call it to autosave now if needed);
    `save_now()` writes whatever the state; `discard()` removes this
    session's autosave. `failed(message)` reports a failure for the user."""

    failed = Signal(str)
    saved = Signal(str)

    def __init__(self, editor, documents: _Documents, store: AutosaveStore, seconds: float,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.documents = documents
        self.store = store
        self.file: Path | None = None  # this session's autosave, if any
        self._saved: tuple[Document, int] | None = None  # (document, revision) in `file`
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.autosave)
        self._detached = False
        editor.undo_stack.cleanChanged.connect(self._on_clean_changed)
        # A destroyed stack clears itself ("clean"); that is no save.
        editor.destroyed.connect(self._detach)
        session = store.session
        # The window went away without a clean exit: the session is over and
        # its autosave is left for recovery, as after a crash.
        self.destroyed.connect(lambda *_args: _LIVE_SESSIONS.discard(session))
        self.set_interval(seconds)

    # --- timing ---------------------------------------------------------------------------------
    def set_interval(self, seconds: float) -> None:
        """Seconds between autosaves (fractions allowed); 0 or less: off."""
        self._seconds = seconds
        if seconds > 0:
            self.timer.start(max(1, round(seconds * 1000)))
        else:
            self.timer.stop()

    def interval(self) -> float:
        return self._seconds

    def stop(self) -> None:
        self.timer.stop()

    def resume(self) -> None:
        self.store.resume_session()
        self.set_interval(self._seconds)

    # --- saving -----------------------------------------------------------------------------------
    def is_modified(self) -> bool:
        return not self.editor.undo_stack.isClean()

    def target(self) -> Path:
        path = self.documents.path
        return self.store.document_path(Path(path).stem if path else UNTITLED_STEM)

    def autosave(self) -> bool:
        """Autosave if the document changed since the last autosave; False if that failed."""
        if not self.is_modified():
            self.discard()
            return True
        doc = self.editor.document
        if (self._saved is not None and self._saved[0] is doc and self._saved[1] == doc.revision
                and self.file == self.target() and self.file.exists()):
            self.store.touch_marker()
            return True
        return self.save_now()

    def save_now(self) -> bool:
        doc = self.editor.document
        target = self.target()
        try:
            self.store.write(doc, target, self.documents.path, self.documents.name)
        except (BattlemapError, OSError) as exc:
            self._report(exc)
            return False
        except Exception as exc:  # a bug; still no reason to take the editor down
            log.exception("autosave failed")
            self._report(exc)
            return False
        if self.file is not None and self.file != target:
            self.store.delete(self.file)
        self.file = target
        self._saved = (doc, doc.revision)
        self.saved.emit(str(target))
        return True

    def _report(self, exc: BaseException) -> None:
        if isinstance(exc, OSError) and exc.strerror:
            reason = f"{exc.filename}: {exc.strerror}" if exc.filename else exc.strerror
        else:
            reason = str(exc) or type(exc).__name__
        self.failed.emit(self.tr("Autosave failed: {reason}").format(reason=reason))

    def discard(self) -> None:
        """Remove this session's autosave (the map was saved, replaced or closed)."""
        if self.file is not None:
            self.store.delete(self.file)
        self.file = None
        self._saved = None

    def _on_clean_changed(self, clean: bool) -> None:
        if clean and not self._detached:
            self.discard()

    def _detach(self, *_args) -> None:
        self._detached = True
        self.timer.stop()
