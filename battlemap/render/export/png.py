"""PNG export, painted in horizontal bands into one image (bounded peak
memory, progress, cancel); `render_image` paints the same picture in one go."""

from __future__ import annotations

import math
import os

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Document
from battlemap.render.export.gui_app import ensure_gui_application
from battlemap.render.export.options import ExportInfo, ExportOptions, Progress, check_image_size
from battlemap.render.export.output import (
    atomic_output, prepare_export, report_finished, report_progress,
)
from battlemap.render.export.overlays import overlay_results
from battlemap.render.export.sheet import (
    WHITE, checked_image_sheet, map_size, paint_sheet, sheet_badge_rects, sheet_for_image,
)

BAND_PIXELS = 8_000_000       # PNG bands: about this many pixels each


def export_png(
    doc: Document, path: str | os.PathLike[str], options: ExportOptions | None = None,
    progress: Progress | None = None,
) -> ExportInfo:
    """Write `doc` as a PNG image (sizes and limits: `battlemap.render.export`)."""
    path, options = prepare_export(doc, path, options)
    results, sheet = checked_image_sheet(doc, options)
    width, height = int(sheet.width), int(sheet.height)
    band = max(64, min(height, BAND_PIXELS // max(width, 1)))
    bands = math.ceil(height / band)
    total = bands + 1
    report_progress(progress, 0, total)
    fmt = QImage.Format.Format_ARGB32_Premultiplied if options.transparent else QImage.Format.Format_RGB32
    image = QImage(width, height, fmt)
    if image.isNull():
        raise BattlemapError(f"not enough memory for a {width} x {height} image", str(path))
    image.fill(Qt.GlobalColor.transparent if options.transparent else WHITE)
    rects = sheet_badge_rects(doc, results, sheet)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        for i in range(bands):
            clip = QRect(0, i * band, width, min(band, height - i * band))
            painter.save()
            painter.setClipRect(clip)
            paint_sheet(painter, doc, results, options, sheet, QRectF(clip), rects)
            painter.restore()
            report_progress(progress, i + 1, total)
    finally:
        painter.end()
    with atomic_output(path) as tmp:
        if not image.save(str(tmp), "PNG"):
            raise BattlemapError("cannot be written (disk full or not allowed?)", str(path))
    del image
    report_finished(progress, total)
    return ExportInfo(path, "png", width, height)


def render_image(doc: Document, options: ExportOptions | None = None) -> QImage:
    """The PNG export's picture as a QImage, without writing a file (previews, tests)."""
    options = options or ExportOptions()
    options.check()
    ensure_gui_application()
    check_image_size(*map_size(doc, options.px_per_square))
    results = overlay_results(doc, options)
    sheet = sheet_for_image(doc, options, results)
    width, height = int(sheet.width), int(sheet.height)
    check_image_size(width, height)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent if options.transparent else WHITE)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_sheet(painter, doc, results, options, sheet)
    finally:
        painter.end()
    return image
