"""An installed Battlemap carries its own files: a wheel built from the
sources, installed into a fresh virtual environment and run from outside the
checkout, lists the samples, loads the Spanish translation and finds the rules
document, all through `battlemap.resources`.

The fresh environment sees this interpreter's site-packages (PySide6, numpy,
shapely: nothing is downloaded) through a `.pth` line, which adds those
folders but runs none of their own `.pth` files, so an editable install of the
checkout there stays out; the test checks that `battlemap` comes from the
wheel.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from battlemap import __version__
from battlemap.resources import rules_document, sample_paths, translations_dir

ROOT = Path(__file__).resolve().parent.parent
BUILD_REQUIREMENTS = ("setuptools>=68", "wheel")

CHECK = r"""
import json, sys
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
import battlemap
from battlemap import resources
from battlemap.ui.i18n import available_languages, install_translations

app = QCoreApplication(sys.argv)
raw = QTranslator()
loaded = raw.load(QLocale("es"), "battlemap", "_", str(resources.translations_dir()))
chosen = install_translations(app, "es")
print(json.dumps({
    "package": battlemap.__file__,
    "samples": [p.name for p in resources.sample_paths()],
    "qm_loaded": loaded,
    "qm_file": raw.filePath(),
    "raw_file_menu": raw.translate("WindowMenus", "&File"),
    "languages": available_languages(),
    "chosen": chosen,
    "file_menu": QCoreApplication.translate("WindowMenus", "&File"),
    "rules_head": resources.rules_document().read_text(encoding="utf-8")[:200],
    "icon": (resources.icons_dir() / "battlemap-256.png").is_file(),
}))
"""


def test_resources_are_inside_the_package() -> None:
    package = ROOT / "battlemap"
    assert sample_paths() and all(package in p.parents for p in sample_paths())
    for ts in translations_dir().glob("battlemap_*.ts"):
        assert ts.with_suffix(".qm").is_file(), f"{ts.name} is not compiled"
    assert rules_document().is_file()
    assert not (ROOT / "resources").exists(), "resources/ moved into battlemap/resources/"


def _build_requirements_ready() -> None:
    """Install what pyproject's build-system asks for when this Python lacks it
    (the test extras have it), as the bundle test does for PyInstaller."""
    check = "import setuptools, wheel, sys; sys.exit(int(setuptools.__version__.split('.')[0]) < 68)"
    if subprocess.run([sys.executable, "-c", check], capture_output=True).returncode != 0:
        result = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *BUILD_REQUIREMENTS],
                                capture_output=True, text=True, timeout=600)
        assert result.returncode == 0, result.stderr[-2000:]


def _clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")}
    env.update(extra)
    return env


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built from a copy of the sources (the build leaves nothing in the checkout)."""
    _build_requirements_ready()
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    shutil.copytree(ROOT / "battlemap", src / "battlemap",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                             "--quiet", "-w", str(tmp / "dist"), str(src)],
                            capture_output=True, text=True, timeout=600, env=_clean_env())
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    wheels = list((tmp / "dist").glob("battlemap-*.whl"))
    assert len(wheels) == 1
    return wheels[0]


def test_wheel_carries_the_resources(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for sample in sample_paths():
        assert f"battlemap/resources/samples/{sample.name}" in names
    assert "battlemap/resources/samples/ruined_chapel.dd2vtt" in names
    for lang in ("es", "it", "zh_CN"):
        assert f"battlemap/resources/i18n/battlemap_{lang}.qm" in names
    assert "battlemap/resources/icons/battlemap.svg" in names
    assert "battlemap/resources/docs/rules.md" in names
    assert not any(n.endswith(".ts") for n in names), "translation sources stay in the checkout"


def test_installed_wheel_finds_samples_and_spanish(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=300)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    ours = dict.fromkeys([sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]])
    (site / "dependencies_of_the_test_interpreter.pth").write_text("\n".join(ours) + "\n", encoding="utf-8")

    result = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet",
                             "--no-deps", "--no-index", str(wheel)],
                            capture_output=True, text=True, timeout=600, env=_clean_env())
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]

    home = tmp_path / "home"
    home.mkdir()
    env = _clean_env(QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home / "config"))
    run = subprocess.run([str(python), "-c", CHECK], cwd=str(tmp_path), env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    found = json.loads(run.stdout.strip().splitlines()[-1])
    assert Path(found["package"]).resolve().is_relative_to(venv.resolve()), found["package"]
    assert found["samples"] == [p.name for p in sample_paths()]
    assert found["qm_loaded"] and found["qm_file"].endswith("battlemap_es.qm")
    assert Path(found["qm_file"]).resolve().is_relative_to(venv.resolve())
    assert found["raw_file_menu"] == "&Archivo"
    assert found["chosen"] == "es" and found["file_menu"] == "&Archivo"
    assert found["languages"] == ["en", "es", "it", "zh_CN"]
    assert found["rules_head"] == rules_document().read_text(encoding="utf-8")[:200]
    assert found["icon"]

    script = venv / ("Scripts/battlemap.exe" if os.name == "nt" else "bin/battlemap")
    version = subprocess.run([str(script), "--version"], cwd=str(tmp_path), env=env,
                             capture_output=True, text=True, timeout=300)
    assert version.returncode == 0 and version.stdout.strip() == f"battlemap {__version__}", version.stderr
