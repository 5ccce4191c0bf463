"""Recently opened maps, kept in QSettings."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

KEY = "recentFiles"
MAX_RECENT = 8


def recent_files() -> list[str]:
    value = QSettings().value(KEY, [], type=list)
    return [str(v) for v in value if v]


def add_recent_file(path: str | Path) -> None:
    path = str(Path(path).resolve())
    files = [path] + [f for f in recent_files() if f != path]
    QSettings().setValue(KEY, files[:MAX_RECENT])


def forget_recent_file(path: str | Path) -> None:
    QSettings().setValue(KEY, [f for f in recent_files() if f != str(path)])
