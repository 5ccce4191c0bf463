"""Which Qt plugins, libraries and translations the bundle keeps.

Used by the hooks next to this file (they replace PyInstaller's own hooks for
the PySide6 modules Battlemap imports, so left-out plugins never pull their
dependencies, e.g. GTK or cairo, into the bundle) and by battlemap.spec as a
last filter.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
LANGUAGES = sorted(p.stem.removeprefix("battlemap_")
                   for p in (ROOT / "battlemap" / "resources" / "i18n").glob("battlemap_*.ts"))

# plugin folder -> plugin names kept (None: all). Folders not listed are left out.
QT_PLUGINS: dict[str, set[str] | None] = {
    "platforms": {"qoffscreen", "qxcb", "qminimal", "qwindows", "qcocoa"},
    "imageformats": {"qjpeg", "qwebp", "qsvg", "qico", "qgif"},  # PNG is built into QtGui
    "iconengines": {"qsvgicon"},
    "platforminputcontexts": None,  # compose, ibus (Chinese input methods)
    "xcbglintegrations": None,
    "platformthemes": {"qxdgdesktopportal"},  # not gtk3: it would bring GTK along
    "styles": None,  # the native styles on Windows and macOS
}
# Qt libraries that only left-out plugins need.
QT_LIBS_LEFT_OUT = ("qt6pdf", "qt6qml", "qt6quick", "qt6network", "qt6wayland", "qt6eglfs",
                    "qt6virtualkeyboard", "qt6wlshell")


def _plugin_name(file_name: str) -> str:
    stem = file_name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def keep(dest: str, src: str = "") -> bool:
    """Whether a collected file (its destination in the bundle, or its source
    path for hooks) belongs in the bundle."""
    parts = Path(dest).parts
    name = Path(src).name if src else parts[-1]
    if "plugins" in parts:
        i = parts.index("plugins")
        if len(parts) > i + 1:
            folder = parts[i + 1]
            if folder not in QT_PLUGINS:
                return False
            allowed = QT_PLUGINS[folder]
            if src or len(parts) > i + 2:
                return allowed is None or _plugin_name(name) in allowed
    if "translations" in parts and name.endswith(".qm"):
        return any(name == f"qtbase_{lang}.qm" for lang in LANGUAGES)
    return not any(lib in name.lower() for lib in QT_LIBS_LEFT_OUT)


def filtered(hook_file: str):
    """PyInstaller's Qt6 hook results for `hook_file`'s module, filtered."""
    from PyInstaller.utils.hooks.qt import add_qt6_dependencies

    hiddenimports, binaries, datas = add_qt6_dependencies(hook_file)
    binaries = [(src, dest) for src, dest in binaries if keep(str(Path(dest) / Path(src).name), src)]
    datas = [(src, dest) for src, dest in datas if keep(str(Path(dest) / Path(src).name), src)]
    return hiddenimports, binaries, datas
