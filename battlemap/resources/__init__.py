"""The files Battlemap ships inside its package: sample maps, icons, compiled
translations and the rules document.

They are found through `importlib.resources`, so they come along wherever the
package goes: a source checkout, a wheel, `pip install .`, `pipx install .`
and the PyInstaller bundle (which keeps them under `_internal/battlemap/
resources/`). Every caller asks here; nobody builds these paths by hand.
Qt opens files by name, so the package must be installed as files (not
zipped): `resource_path` gives a real path.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def resource_path(*parts: str) -> Path:
    """A file or folder under `battlemap/resources/`, e.g. resource_path("icons", "battlemap.svg")."""
    return Path(str(files(__name__))).joinpath(*parts)


def samples_dir() -> Path:
    return resource_path("samples")


def sample_paths() -> list[Path]:
    """The sample encounters (File > Samples), sorted by name."""
    return sorted(samples_dir().glob("*.battlemap"))


def translations_dir() -> Path:
    """Where `battlemap_<lang>.qm` (and, in a checkout, their `.ts` sources) live."""
    return resource_path("i18n")


def icons_dir() -> Path:
    return resource_path("icons")


def rules_document() -> Path:
    """The rules the engine implements, in Markdown (Help > Rules in Full; docs/rules.md points here)."""
    return resource_path("docs", "rules.md")
