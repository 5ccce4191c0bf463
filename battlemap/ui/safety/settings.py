"""The editor's preferences, typed, over QSettings.

Every read and write goes through a fresh `QSettings()` (the application's
organisation and name), like `battlemap.ui.recent_files`, so values written
elsewhere in the process are always seen. Bad stored values read as the
default; nothing here raises.

Keys (shared with code that reads them directly):

- `autosave/interval`   seconds between autosaves; 0 turns autosave off
- `ui/language`         a locale code ("en", "es", "it", "zh_CN"), "" = the system's
- `newMap/ruleset`      the ruleset last chosen for new maps (the New-map default)
- `window/geometry`, `window/state`, `window/play_state`   the window and its
  editing and play layouts (saved by MainWindow and `ui.window_layout`)
- `recentFiles`         recent maps (kept by `battlemap.ui.recent_files`)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from battlemap.core.model.document import DEFAULT_RULESET
from battlemap.core.rules import ruleset_ids
from battlemap.ui import recent_files as _recent

AUTOSAVE_INTERVAL_KEY = "autosave/interval"
LANGUAGE_KEY = "ui/language"
LAST_RULESET_KEY = "newMap/ruleset"
GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"
PLAY_STATE_KEY = "window/play_state"

DEFAULT_AUTOSAVE_SECONDS = 60
MAX_AUTOSAVE_SECONDS = 24 * 60 * 60
# Locale codes the editor is translated into ("" = follow the system).
LANGUAGE_CODES = ("", "en", "es", "it", "zh_CN")


class Settings:
    """`Settings().autosave_interval = 120` and so on; see the module docstring."""

    @staticmethod
    def _get(key: str, default: Any = None) -> Any:
        return QSettings().value(key, default)

    @staticmethod
    def _set(key: str, value: Any) -> None:
        QSettings().setValue(key, value)

    # --- autosave ---------------------------------------------------------------------------
    @property
    def autosave_interval(self) -> int:
        """Seconds between autosaves (0: off)."""
        raw = self._get(AUTOSAVE_INTERVAL_KEY, DEFAULT_AUTOSAVE_SECONDS)
        try:
            seconds = int(raw)
        except (TypeError, ValueError):
            return DEFAULT_AUTOSAVE_SECONDS
        return seconds if 0 <= seconds <= MAX_AUTOSAVE_SECONDS else DEFAULT_AUTOSAVE_SECONDS

    @autosave_interval.setter
    def autosave_interval(self, seconds: int) -> None:
        self._set(AUTOSAVE_INTERVAL_KEY, max(0, min(int(seconds), MAX_AUTOSAVE_SECONDS)))

    # --- language ---------------------------------------------------------------------------
    @property
    def language(self) -> str:
        """A locale code, or "" for the system's language. Takes effect at the next start."""
        raw = self._get(LANGUAGE_KEY, "")
        return raw if isinstance(raw, str) else ""

    @language.setter
    def language(self, code: str) -> None:
        self._set(LANGUAGE_KEY, code or "")

    # --- new maps ---------------------------------------------------------------------------
    @property
    def last_ruleset(self) -> str:
        """The ruleset new maps start with (an id from `battlemap.core.rules`)."""
        raw = self._get(LAST_RULESET_KEY, DEFAULT_RULESET)
        return raw if isinstance(raw, str) and raw in ruleset_ids() else DEFAULT_RULESET

    @last_ruleset.setter
    def last_ruleset(self, ruleset: str) -> None:
        self._set(LAST_RULESET_KEY, ruleset)

    # --- window layout ----------------------------------------------------------------------
    @property
    def window_geometry(self) -> QByteArray | None:
        value = self._get(GEOMETRY_KEY)
        return value if isinstance(value, QByteArray) else None

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self._set(GEOMETRY_KEY, value)

    @property
    def window_state(self) -> QByteArray | None:
        value = self._get(STATE_KEY)
        return value if isinstance(value, QByteArray) else None

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self._set(STATE_KEY, value)

    @property
    def play_window_state(self) -> QByteArray | None:
        value = self._get(PLAY_STATE_KEY)
        return value if isinstance(value, QByteArray) else None

    @play_window_state.setter
    def play_window_state(self, value: QByteArray) -> None:
        self._set(PLAY_STATE_KEY, value)

    # --- recent files (kept by battlemap.ui.recent_files) -----------------------------------
    @property
    def recent_files(self) -> list[str]:
        return _recent.recent_files()

    def add_recent_file(self, path: str | Path) -> None:
        _recent.add_recent_file(path)

    def forget_recent_file(self, path: str | Path) -> None:
        _recent.forget_recent_file(path)
