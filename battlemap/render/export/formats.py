"""The export formats, chosen by the output file's name."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Document
from battlemap.render.export.options import ExportInfo, ExportOptions, Progress
from battlemap.render.export.pdf import export_pdf
from battlemap.render.export.png import export_png
from battlemap.render.export.svg import export_svg

FORMATS = ("png", "pdf", "svg")


EXPORTERS: dict[str, Callable[..., ExportInfo]] = {
    "png": export_png,
    "pdf": export_pdf,
    "svg": export_svg,
}


def format_for_path(path: str | os.PathLike[str]) -> str:
    """"png", "pdf" or "svg" from the file name; BattlemapError otherwise."""
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in EXPORTERS:
        raise BattlemapError(
            f"cannot export to {Path(path).name!r}: the name must end in .png, .pdf or .svg")
    return suffix


def export(doc: Document, path: str | os.PathLike[str], options: ExportOptions | None = None,
           progress: Progress | None = None) -> ExportInfo:
    """Export in the format the file name says."""
    return EXPORTERS[format_for_path(path)](doc, path, options, progress)
