"""The UI language: Battlemap's own translations and Qt's, installed at start.

The language is the preferences' override (QSettings key `ui/language`: "" =
the system's, or a name such as "es", "it", "zh_CN", "en"), else the system
locale's UI languages in order of preference. English is the source language
and needs no file. Translations live in `battlemap/resources/i18n/battlemap_<lang>.qm`
(made from the .ts files by `packaging/update_translations.py --release`);
Qt's own strings (standard buttons, file dialogs) come from `qtbase_<lang>.qm`
when the Qt installation or the bundle has it.

    app = QApplication(...)
    install_translations(app)      # -> "es", "it", "zh_CN" or "en"
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from battlemap.resources import translations_dir

TRANSLATIONS = translations_dir()
LANGUAGE_KEY = "ui/language"
SOURCE_LANGUAGE = "en"
_PROPERTY = "battlemap_translators"
_installed: list[QTranslator] = []


def available_languages() -> list[str]:
    """"en" and every language with a compiled translation, e.g. ["en", "es", "it", "zh_CN"]."""
    found = sorted(p.stem.removeprefix("battlemap_") for p in TRANSLATIONS.glob("battlemap_*.qm"))
    return [SOURCE_LANGUAGE, *found]


def language_override() -> str:
    """The preferences' language ("" = follow the system)."""
    app = QCoreApplication.instance()
    if app is not None and app.organizationName() and app.applicationName():
        settings = QSettings()
    else:  # called before the application is named: read Battlemap's own settings
        settings = QSettings("Battlemap", "Battlemap")
    value = settings.value(LANGUAGE_KEY, "")
    return value.strip() if isinstance(value, str) else ""


def _ui_languages(override: str) -> list[str]:
    """Language tags to try, best first."""
    if override:
        return [override.replace("-", "_")]
    return [tag.replace("-", "_") for tag in QLocale.system().uiLanguages()] or [QLocale.system().name()]


def _qt_translation_dirs() -> list[str]:
    dirs = [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)]
    try:
        import PySide6

        dirs.append(str(Path(PySide6.__file__).resolve().parent / "Qt" / "translations"))
    except (ImportError, TypeError):
        pass
    dirs.append(str(TRANSLATIONS))
    return [d for d in dict.fromkeys(dirs) if d and Path(d).is_dir()]


def remove_translations(app: QCoreApplication) -> None:
    """Take out the translators `install_translations` put in (back to English)."""
    while _installed:
        app.removeTranslator(_installed.pop())


def install_translations(app: QCoreApplication, language: str | None = None) -> str:
    """Install Battlemap's and Qt's translators for the UI language; returns
    that language ("en" when the texts stay in English). `language` overrides
    the preferences (for tests and tools). Calling it again replaces the
    translators it installed before; widgets made earlier keep their texts."""
    remove_translations(app)
    override = language_override() if language is None else language.strip()
    chosen = SOURCE_LANGUAGE
    own = QTranslator(app)
    for tag in _ui_languages(override):
        locale = QLocale(tag)
        if locale.language() in (QLocale.Language.English, QLocale.Language.C):
            break  # the source language: no file, and a better choice than any later one
        if own.load(locale, "battlemap", "_", str(TRANSLATIONS)):
            app.installTranslator(own)
            _installed.append(own)
            chosen = own.language().replace("-", "_") or tag
            break
    if chosen != SOURCE_LANGUAGE:
        for folder in _qt_translation_dirs():
            qt = QTranslator(app)
            if qt.load(QLocale(chosen), "qtbase", "_", folder):
                app.installTranslator(qt)
                _installed.append(qt)
                break
    app.setProperty(_PROPERTY, chosen)
    return chosen


def current_language(app: QCoreApplication | None = None) -> str:
    """What the last `install_translations` chose ("en" before any)."""
    app = app or QCoreApplication.instance()
    value = app.property(_PROPERTY) if app is not None else None
    return value if isinstance(value, str) and value else SOURCE_LANGUAGE
