"""SVG export: one SVG pixel per image pixel; terrain embedded as images,
walls, tokens, lines, badges and text as vectors."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize
from PySide6.QtGui import QPainter

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Document
from battlemap.render.export.options import ExportInfo, ExportOptions, Progress
from battlemap.render.export.output import (
    atomic_output, prepare_export, report_finished, report_progress,
)
from battlemap.render.export.overlays import overlay_caption
from battlemap.render.export.sheet import WHITE, checked_image_sheet, paint_sheet

SVG_DPI = 96                  # CSS pixels per inch


def export_svg(
    doc: Document, path: str | os.PathLike[str], options: ExportOptions | None = None,
    progress: Progress | None = None,
) -> ExportInfo:
    """Write `doc` as an SVG picture, one SVG pixel per image pixel. Terrain
    is embedded as images; walls, tokens, lines, badges and text are vectors."""
    from PySide6.QtSvg import QSvgGenerator

    path, options = prepare_export(doc, path, options)
    results, sheet = checked_image_sheet(doc, options)
    width, height = int(sheet.width), int(sheet.height)
    report_progress(progress, 0, 1)
    with atomic_output(path) as tmp:
        generator = QSvgGenerator()
        generator.setFileName(str(tmp))
        generator.setSize(QSize(width, height))
        generator.setResolution(SVG_DPI)  # one SVG pixel is one CSS pixel
        generator.setViewBox(QRect(0, 0, width, height))
        generator.setTitle(options.title or QCoreApplication.translate("Export", "Battlemap"))
        generator.setDescription(overlay_caption(doc, options, results))
        painter = QPainter()
        if not painter.begin(generator):
            raise BattlemapError("cannot be written", str(path))
        try:
            if not options.transparent:
                painter.fillRect(QRectF(0, 0, width, height), WHITE)
            paint_sheet(painter, doc, results, options, sheet)
        finally:
            painter.end()
        if not tmp.exists():
            raise BattlemapError("cannot be written", str(path))
    report_finished(progress, 1)
    return ExportInfo(path, "svg", width, height)
