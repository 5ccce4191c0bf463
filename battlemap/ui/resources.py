"""Files shipped next to the package: samples, icons."""

from __future__ import annotations

from pathlib import Path

import battlemap

RESOURCES = Path(battlemap.__file__).resolve().parent.parent / "resources"
SAMPLES = RESOURCES / "samples"


def sample_paths() -> list[Path]:
    """The sample encounters, sorted by name."""
    return sorted(SAMPLES.glob("*.battlemap"))
