"""Shipping: the Linux desktop files (quick), and the one-folder bundle built
with PyInstaller from packaging/battlemap.spec (slow: about half a minute of
PyInstaller plus the checks; `pytest -m slow tests/test_bundle.py`).

The bundle must run with no Python installation: `battlemap --version`, a
headless `battlemap export` of a sample shipped inside it, and the editor
offscreen in Chinese, with only what the bundle holds.
"""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

from battlemap import __version__
from battlemap.resources import samples_dir

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
SAMPLES = samples_dir()


# --- desktop integration files -------------------------------------------------------------------

def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(LINUX / "battlemap.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_launches_battlemap_for_its_files() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "battlemap" and "%f" in entry["Exec"]
    assert "application/x-battlemap" in entry["MimeType"].split(";")
    assert entry["Icon"] == "io.battlemap.Battlemap"
    assert "Game" in entry["Categories"].split(";")
    for lang in ("es", "it", "zh_CN"):
        assert entry[f"Comment[{lang}]"] and entry[f"GenericName[{lang}]"]


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils not installed")
def test_desktop_entry_validates() -> None:
    result = subprocess.run(["desktop-file-validate", str(LINUX / "battlemap.desktop")],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_describes_the_app() -> None:
    root = ET.parse(LINUX / "io.battlemap.Battlemap.metainfo.xml").getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == "io.battlemap.Battlemap"
    assert root.findtext("project_license") == "MIT"
    assert root.findtext("launchable") == "io.battlemap.Battlemap.desktop"
    assert root.find("provides/mediatype").text == "application/x-battlemap"
    assert root.find("releases/release").get("version") == __version__


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream not installed")
def test_metainfo_validates() -> None:
    result = subprocess.run(["appstreamcli", "validate", "--no-net",
                             str(LINUX / "io.battlemap.Battlemap.metainfo.xml")],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mime_type_matches_real_documents() -> None:
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime = ET.parse(LINUX / "battlemap-mime.xml").getroot().find("m:mime-type", ns)
    assert mime.get("type") == "application/x-battlemap"
    assert mime.find("m:glob", ns).get("pattern") == "*.battlemap"
    outer = mime.find("m:magic/m:match", ns)
    inner = outer.find("m:match", ns)
    assert outer.get("value") == "PK\\003\\004" and outer.get("offset") == "0"
    name, offset = inner.get("value").encode(), int(inner.get("offset"))
    samples = sorted(SAMPLES.glob("*.battlemap"))
    assert samples
    for sample in samples:  # what the magic says is what the writer writes
        data = sample.read_bytes()
        assert data[:4] == b"PK\x03\x04"
        assert data[offset:offset + len(name)] == name
        assert zipfile.ZipFile(sample).namelist()[0] == "document.json"


# --- the bundle ---------------------------------------------------------------------------------

def _pyinstaller_ready() -> str | None:
    """None if PyInstaller is importable (installing it if need be), else why not."""
    try:
        import PyInstaller  # noqa: F401
        return None
    except ImportError:
        pass
    try:
        result = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "pyinstaller>=6.10"],
                                capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"PyInstaller is not installed and cannot be: {exc}"
    if result.returncode != 0:
        return f"PyInstaller is not installed and pip cannot install it: {result.stderr.strip()[-300:]}"
    return None


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    if sys.platform == "win32" or not shutil.which("bash"):
        pytest.skip("the build script is bash; build on Windows with PyInstaller and the spec directly")
    reason = _pyinstaller_ready()
    if reason:
        pytest.skip(reason)
    tmp = tmp_path_factory.mktemp("bundle")
    started = time.monotonic()
    result = subprocess.run(["bash", str(PACKAGING / "build"), "--distpath", str(tmp / "dist"),
                             "--workpath", str(tmp / "work")],
                            cwd=str(ROOT), capture_output=True, text=True, timeout=1800,
                            env={**os.environ, "PYTHON": sys.executable})
    elapsed = time.monotonic() - started
    assert result.returncode == 0, f"build failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    print(f"\nbundle built in {elapsed:.0f} s: {result.stdout.strip().splitlines()[-1]}")
    app = tmp / "dist" / "battlemap"
    assert (app / "battlemap").is_file()
    return app


def bundle_env(home: Path, **extra: str) -> dict[str, str]:
    """A bare environment: no Python paths, no virtualenv, a fresh home."""
    for sub in ("config", "data", "cache", "runtime"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    (home / "runtime").chmod(0o700)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8",
           "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
           "XDG_CACHE_HOME": str(home / "cache"), "XDG_RUNTIME_DIR": str(home / "runtime")}
    env.update(extra)
    return env


def run_app(app: Path, args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(app / "battlemap"), *args], env=env, cwd=str(cwd),
                          capture_output=True, text=True, timeout=300)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


@pytest.mark.slow
def test_bundle_has_what_the_app_needs(bundle: Path) -> None:
    internal = bundle / "_internal"
    resources = internal / "battlemap" / "resources"
    assert sorted(p.name for p in (resources / "samples").glob("*.battlemap")) == \
        sorted(p.name for p in SAMPLES.glob("*.battlemap"))
    for lang in ("es", "it", "zh_CN"):
        assert (resources / "i18n" / f"battlemap_{lang}.qm").is_file()
        assert list(internal.rglob(f"qtbase_{lang}.qm")), f"Qt's own {lang} translation"
    assert (resources / "icons" / "battlemap.svg").is_file()
    assert (resources / "icons" / "battlemap-256.png").is_file()
    assert (resources / "docs" / "rules.md").is_file()
    plugins = {p.relative_to(p.parent.parent).as_posix() for p in internal.rglob("plugins/*/*.so")}
    for needed in ("platforms/libqoffscreen.so", "platforms/libqxcb.so", "imageformats/libqjpeg.so",
                   "imageformats/libqwebp.so", "imageformats/libqsvg.so", "iconengines/libqsvgicon.so"):
        assert needed in plugins
    assert "platformthemes/libqgtk3.so" not in plugins  # it would drag GTK in
    assert not list(internal.rglob("*Qt6Pdf*")) and not list(internal.rglob("*Qt6Quick*"))
    assert not (internal / "battlemap" / "ui" / "i18n_extra.pyc").exists()
    assert not (internal / "llvmlite").exists() and not (internal / "numba").exists(), \
        "the bundle runs the plain-Python kernel (battlemap.spec says why)"


@pytest.mark.slow
def test_bundle_version(bundle: Path, tmp_path: Path) -> None:
    result = run_app(bundle, ["--version"], bundle_env(tmp_path / "home"), tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"battlemap {__version__}"


@pytest.mark.slow
def test_bundle_exports_a_shipped_sample_headless(bundle: Path, tmp_path: Path) -> None:
    sample = bundle / "_internal" / "battlemap" / "resources" / "samples" / "dark_cave.battlemap"
    env = bundle_env(tmp_path / "home")  # no DISPLAY, no QT_QPA_PLATFORM: export must manage
    png = tmp_path / "cave.png"
    result = run_app(bundle, ["export", str(sample), "-o", str(png), "--attacker", "dwarf",
                              "--px-per-square", "40"], env, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    width, height = png_size(png)
    assert width > 40 * 20 and height > 40 * 15
    assert png.stat().st_size > 20_000  # a painted map with overlays and legend, not a blank sheet

    svg = tmp_path / "cave.svg"
    result = run_app(bundle, ["export", str(sample), "-o", str(svg)], env, tmp_path)
    assert result.returncode == 0, result.stderr
    assert ET.parse(svg).getroot().tag.endswith("svg")

    pdf = tmp_path / "cave.pdf"
    result = run_app(bundle, ["export", str(sample), "-o", str(pdf), "--fit-page"], env, tmp_path)
    assert result.returncode == 0, result.stderr
    assert pdf.read_bytes()[:5] == b"%PDF-"

    result = run_app(bundle, ["export", str(tmp_path / "nope.battlemap"), "-o", str(png)], env, tmp_path)
    assert result.returncode == 2 and "error" in result.stderr and "Traceback" not in result.stderr


@pytest.mark.slow
def test_bundle_opens_the_editor_offscreen_in_chinese(bundle: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = bundle_env(home, QT_QPA_PLATFORM="offscreen", BATTLEMAP_SCREENSHOT=str(tmp_path / "shot.png"))
    config = home / "config" / "Battlemap"
    config.mkdir(parents=True)
    (config / "Battlemap.conf").write_text("[ui]\nlanguage=zh_CN\n", encoding="utf-8")
    sample = bundle / "_internal" / "battlemap" / "resources" / "samples" / "misty_forest.battlemap"
    result = run_app(bundle, [str(sample)], env, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    width, height = png_size(tmp_path / "shot.png")
    assert width > 600 and height > 400
